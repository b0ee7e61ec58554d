"""HybridReplayCache: a persistent cache of raw backend responses keyed by normalized request.

Storage is one SQLite file in WAL mode (stdlib `sqlite3`, no server): many readers and one
writer at a time across processes, each write an atomic `INSERT OR REPLACE` committed at once,
with a busy timeout so concurrent writers wait instead of failing — several processes recording
into one cache lose nothing. Responses are stored as canonical JSON and decoded per hit, so a
replayed run hands back byte-identical tool results.

What is cached is the backend's *raw* response, before `ResearchTools` stamps per-rollout
source ids, so one recorded call serves every rollout of a group.

Modes:
- `replay`: cache only; a miss raises `ReplayMiss`, whose message names the request.
  (`ResearchTools` turns it into a typed `replay_miss` tool failure so a rollout never crashes,
  and counts it; pass `strict_replay=True` there to let it propagate instead.)
- `record`: always call the backend and store the answer, overwriting an older one.
- `hybrid`: a hit is returned; a miss calls the backend and stores the answer. Transient
  failures (timeout, upstream_error, rate_limited) are not stored in hybrid mode, so they are
  retried next time; `record` stores them, because a recording must replay exactly.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, Literal

from rubric.urls import normalize_url
from tearsheet_env.tools.responses import TRANSIENT_KINDS, is_failure

CacheMode = Literal["replay", "record", "hybrid"]
MODES: tuple[str, ...] = ("replay", "record", "hybrid")


class ReplayMiss(LookupError):
    """Replay mode found no cached response for a request."""

    def __init__(self, request: dict[str, Any], path: Path) -> None:
        self.request = request
        super().__init__(f"replay cache {path} has no entry for {describe_request(request)}")


def normalized_request(tool: str, backend: str, **params: Any) -> dict[str, Any]:
    """The cache key's content: tool, backend and normalized parameters. Queries are compared
    case- and whitespace-insensitively, URLs by `normalize_url`."""
    request: dict[str, Any] = {"tool": tool, "backend": backend}
    for name, value in sorted(params.items()):
        if name == "query" and isinstance(value, str):
            value = " ".join(value.split()).lower()
        elif name == "url" and isinstance(value, str):
            value = normalize_url(value)
        request[name] = value
    return request


def describe_request(request: dict[str, Any]) -> str:
    args = ", ".join(f"{k}={v!r}" for k, v in request.items() if k not in ("tool", "backend"))
    return f"{request.get('tool')}({args}) on backend {request.get('backend')!r}"


def _canonical(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


class HybridReplayCache:
    def __init__(self, path: str | Path, mode: CacheMode = "hybrid") -> None:
        if mode not in MODES:
            raise ValueError(f"cache mode must be one of {', '.join(MODES)}, not {mode!r}")
        self.path = Path(path)
        self.mode: CacheMode = mode
        self.hits = 0
        self.misses = 0
        self._local = threading.local()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._connect()  # create the schema now, so errors surface at construction

    def _connect(self) -> sqlite3.Connection:
        conn = getattr(self._local, "conn", None)
        if conn is None:
            # autocommit: every statement is its own transaction, committed before returning
            conn = sqlite3.connect(self.path, timeout=60.0, isolation_level=None,
                                   check_same_thread=False)
            conn.execute("PRAGMA busy_timeout=60000")
            _retry_busy(lambda: conn.execute("PRAGMA journal_mode=WAL"))
            conn.execute("PRAGMA synchronous=NORMAL")
            _retry_busy(lambda: conn.execute(
                "CREATE TABLE IF NOT EXISTS responses (key TEXT PRIMARY KEY, request TEXT NOT "
                "NULL, response TEXT NOT NULL, recorded_at REAL NOT NULL)"))
            self._local.conn = conn
        return conn

    @staticmethod
    def key(request: dict[str, Any]) -> str:
        return hashlib.sha256(_canonical(request).encode()).hexdigest()

    def get(self, request: dict[str, Any]) -> dict[str, Any] | None:
        row = self._connect().execute(
            "SELECT response FROM responses WHERE key = ?", (self.key(request),)).fetchone()
        return None if row is None else json.loads(row[0])

    def put(self, request: dict[str, Any], response: dict[str, Any]) -> None:
        conn = self._connect()
        _retry_busy(lambda: conn.execute(
            "INSERT OR REPLACE INTO responses (key, request, response, recorded_at) "
            "VALUES (?, ?, ?, ?)",
            (self.key(request), _canonical(request), _canonical(response), time.time())))

    def call(self, request: dict[str, Any],
             backend_call: Callable[[], dict[str, Any]]) -> dict[str, Any]:
        """The mode's answer for `request`, calling `backend_call` when the mode allows it."""
        if self.mode != "record":
            cached = self.get(request)
            if cached is not None:
                self.hits += 1
                return cached
            self.misses += 1
            if self.mode == "replay":
                raise ReplayMiss(request, self.path)
        response = backend_call()
        transient = is_failure(response) and response.get("status") in TRANSIENT_KINDS
        if self.mode == "record" or not transient:
            self.put(request, response)
        # hand back the stored form, so the first run and every replay see the same bytes
        return json.loads(_canonical(response))

    def __len__(self) -> int:
        return int(self._connect().execute("SELECT COUNT(*) FROM responses").fetchone()[0])

    def requests(self) -> list[dict[str, Any]]:
        rows = self._connect().execute("SELECT request FROM responses ORDER BY key")
        return [json.loads(r[0]) for r in rows]

    def close(self) -> None:
        conn = getattr(self._local, "conn", None)
        if conn is not None:
            conn.close()
            self._local.conn = None

    def __repr__(self) -> str:
        return f"HybridReplayCache({str(self.path)!r}, mode={self.mode!r})"


def _retry_busy(action: Callable[[], Any], attempts: int = 50) -> Any:
    """SQLite's busy handler does not cover every lock upgrade (e.g. switching to WAL while
    another process holds the file); retry those briefly instead of failing the write."""
    for attempt in range(attempts):
        try:
            return action()
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) and "busy" not in str(exc):
                raise
            if attempt == attempts - 1:
                raise
            time.sleep(0.02 * (attempt + 1))
    return None
