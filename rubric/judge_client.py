"""`JudgeClient`: the Tier-B judge over any OpenAI-compatible chat-completions endpoint, or over
Batch API files when it has no endpoint.

httpx with explicit timeouts; provider presets (perplexity, mistral, deepseek, openai, glm, vllm)
for base URL, key variable and default model; retries with exponential backoff on 429, 5xx,
timeouts and unreadable bodies; claims batched per call with ids, in a seeded order that mixes
labels and companies (`rubric.judge_batch.batch_plan`); a fallback client; and a persistent
sqlite verdict cache keyed by (judge model, spec version, claim, evidence).

Without a base URL the client is in batch mode: it answers from the verdict cache and from Batch
API output files (`load_answers`), abstains on every other claim and keeps the requests those
claims need (`pending`), for `rubric.judge_batch.write_requests`. It plans over every claim it is
asked, cached or not, so a request keeps its `custom_id` from export to import whatever the
cache holds in between; a request is exported whole while any of its claims lacks a verdict.

A verdict only ever lands on the claim whose id it names: missing or foreign ids are retried
once alone, then sent to the fallback, then abstained (None) — never guessed. The API key is read
from the named environment variable at call time and never logged or stored.
"""

from __future__ import annotations

import os
import sqlite3
import threading
import time
from pathlib import Path
from typing import Any

import httpx

from rubric.claim_types import ClaimCase, ClaimVerdict
from rubric.judge_batch import (
    SHUFFLE_SEED,
    Answer,
    AnswerFile,
    JudgeRequest,
    batch_plan,
    read_answers,
    request_id,
)
from rubric.judge_specs import (
    OUTPUT_SCHEMA,
    build_messages,
    cache_key,
    load_answer,
    parse_verdicts,
)

PRESETS: dict[str, dict[str, str | None]] = {
    "perplexity": {"base_url": "https://api.perplexity.ai", "api_key_var": "PERPLEXITY_API_KEY",
                   "model": "sonar"},
    "mistral": {"base_url": "https://api.mistral.ai/v1", "api_key_var": "MISTRAL_API_KEY",
                "model": "mistral-small-latest"},
    "deepseek": {"base_url": "https://api.deepseek.com/v1", "api_key_var": "DEEPSEEK_API_KEY",
                 "model": "deepseek-chat"},
    "openai": {"base_url": "https://api.openai.com/v1", "api_key_var": "OPENAI_API_KEY",
               "model": "gpt-4o-mini"},
    "glm": {"base_url": "https://open.bigmodel.cn/api/paas/v4", "api_key_var": "ZHIPUAI_API_KEY",
            "model": "glm-4-flash"},
    "vllm": {"base_url": "http://127.0.0.1:8000/v1", "api_key_var": None, "model": None},
}
RETRY_STATUS = {408, 409, 425, 429, 500, 502, 503, 504}


class JudgeError(Exception):
    """A call that did not give a usable answer (after its retries)."""


def default_cache_path() -> Path:
    root = os.environ.get("TEARSHEET_ENV_CACHE")
    if root:
        return Path(root) / "judge_cache.sqlite"
    import platformdirs

    return Path(platformdirs.user_cache_dir("tearsheet-env")) / "judge_cache.sqlite"


class VerdictCache:
    """sqlite key → verdict JSON; safe for threads of one process and for several processes
    (WAL, short transactions)."""

    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        self._db = sqlite3.connect(str(path), timeout=30, check_same_thread=False)
        with self._lock:
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("CREATE TABLE IF NOT EXISTS verdicts (key TEXT PRIMARY KEY, "
                             "verdict TEXT NOT NULL, created REAL NOT NULL)")
            self._db.commit()

    def get_many(self, keys: list[str]) -> dict[str, ClaimVerdict]:
        out: dict[str, ClaimVerdict] = {}
        with self._lock:
            for i in range(0, len(keys), 500):
                chunk = keys[i:i + 500]
                marks = ",".join("?" * len(chunk))
                rows = self._db.execute(
                    f"SELECT key, verdict FROM verdicts WHERE key IN ({marks})", chunk).fetchall()
                for k, v in rows:
                    try:
                        out[k] = ClaimVerdict.model_validate_json(v)
                    except ValueError:
                        continue
        return out

    def put_many(self, items: dict[str, ClaimVerdict]) -> None:
        if not items:
            return
        now = time.time()
        with self._lock:
            self._db.executemany("INSERT OR REPLACE INTO verdicts VALUES (?, ?, ?)",
                                 [(k, v.model_dump_json(), now) for k, v in items.items()])
            self._db.commit()

    def close(self) -> None:
        with self._lock:
            self._db.close()


class JudgeClient:
    """An LLM judge. `judge(cases)` → one `ClaimVerdict | None` per case, in order. With no
    `base_url` (and no provider) it is in batch mode (module docstring)."""

    def __init__(self, base_url: str | None = None, model: str | None = None,
                 api_key_var: str | None = None, *, provider: str | None = None,
                 fallback: JudgeClient | None = None, batch_size: int = 15,
                 shuffle_seed: int = SHUFFLE_SEED,
                 max_retries: int = 3, timeout: float = 60.0, backoff: float = 0.5,
                 max_backoff: float = 20.0, cache_path: Path | str | None = None,
                 use_cache: bool = True, json_mode: bool = True, max_tokens: int = 2048,
                 temperature: float = 0.0, transport: httpx.BaseTransport | None = None) -> None:
        preset = PRESETS.get(provider or "", {}) if provider else {}
        if provider and provider not in PRESETS:
            raise ValueError(f"unknown judge provider {provider!r}; one of {sorted(PRESETS)}")
        self.base_url = (base_url or preset.get("base_url") or "").rstrip("/")
        self.model = model or preset.get("model") or ""
        self.api_key_var = api_key_var if api_key_var is not None else preset.get("api_key_var")
        if not self.model:
            raise ValueError("JudgeClient needs a model (or a provider preset)")
        self.fallback = fallback
        self.batch_size = max(1, batch_size)
        self.shuffle_seed = shuffle_seed
        self.max_retries = max(0, max_retries)
        self.timeout = timeout
        self.backoff = backoff
        self.max_backoff = max_backoff
        self.json_mode = json_mode
        self.max_tokens = max_tokens
        self.temperature = temperature
        self.name = f"llm:{self.model}@{self.base_url or 'batch'}"
        self.cost = {"calls": 0, "prompt_tokens": 0, "completion_tokens": 0, "seconds": 0.0,
                     "errors": 0, "cache_hits": 0, "abstained": 0}
        # batch mode: answers read from files, the requests still without an answer, and the
        # custom_ids of the answers some request of this client matched
        self._answers: dict[str, Answer] = {}
        self.pending: dict[str, JudgeRequest] = {}
        self.answers_used: set[str] = set()
        self._cache = VerdictCache(Path(cache_path) if cache_path else default_cache_path()) \
            if use_cache else None
        self._http = httpx.Client(timeout=httpx.Timeout(timeout, connect=min(10.0, timeout)),
                                  transport=transport)
        self._lock = threading.Lock()

    # ---- public -------------------------------------------------------------------------
    @property
    def batch_mode(self) -> bool:
        return not self.base_url

    def judge(self, cases: list[ClaimCase]) -> list[ClaimVerdict | None]:
        keys = [cache_key(self.model, c) for c in cases]
        cached = self._cache.get_many(list(set(keys))) if self._cache else {}
        self._count("cache_hits", sum(1 for k in keys if k in cached))
        results: dict[str, ClaimVerdict] = dict(cached)
        unique: dict[str, ClaimCase] = {}
        for k, c in zip(keys, cases, strict=True):
            unique.setdefault(k, c)
        if self.batch_mode:
            self._from_answers(unique, results)
        else:
            self._from_endpoint({k: c for k, c in unique.items() if k not in results}, results)
        out = [results.get(k) for k in keys]
        self._count("abstained", sum(1 for v in out if v is None))
        return out

    def load_answers(self, paths: list[Path]) -> AnswerFile:
        """Read Batch API output files; their answers serve the requests `judge` plans."""
        read = read_answers(paths)
        for custom_id, answer in read.answers.items():
            self._answers.setdefault(custom_id, answer)
        return read

    def unmatched_answers(self) -> list[str]:
        """custom_ids of loaded answers no request of this client has matched (so far)."""
        return sorted(set(self._answers) - self.answers_used)

    def request(self, batch: dict[str, ClaimCase]) -> JudgeRequest:
        """The request for one batch of claims (by cache key), as sent live or exported."""
        ids = {f"c{i + 1}": k for i, k in enumerate(batch)}
        messages = build_messages([(cid, batch[k]) for cid, k in ids.items()])
        return JudgeRequest(custom_id=request_id(list(batch)), claims=ids,
                            body=self._body(messages))

    def header_chars(self) -> int:
        """Characters of the prompt every request carries whatever its claims."""
        return sum(len(m["content"]) for m in build_messages([]))

    def close(self) -> None:
        self._http.close()
        if self._cache:
            self._cache.close()

    # ---- internals ----------------------------------------------------------------------
    def _count(self, key: str, n: float) -> None:
        with self._lock:
            self.cost[key] += n

    def _store(self, got: dict[str, ClaimVerdict]) -> None:
        if self._cache:
            self._cache.put_many(got)

    def _from_endpoint(self, todo: dict[str, ClaimCase], results: dict[str, ClaimVerdict]) -> None:
        unanswered: dict[str, ClaimCase] = {}
        for batch in batch_plan(todo, self.batch_size, self.shuffle_seed):
            got, answered = self._ask(batch)
            missing = {k: c for k, c in batch.items() if k not in got}
            if missing and answered:
                got.update(self._ask(missing)[0])  # once more, only the ids it skipped
                missing = {k: c for k, c in missing.items() if k not in got}
            results.update(got)
            unanswered.update(missing)
            self._store(got)
        if unanswered and self.fallback is not None:
            fb = self.fallback.judge(list(unanswered.values()))
            for k, v in zip(unanswered, fb, strict=True):
                if v is not None:
                    results[k] = v

    def _from_answers(self, unique: dict[str, ClaimCase],
                      results: dict[str, ClaimVerdict]) -> None:
        """Batch mode: plan over every claim (cached or not, so custom_ids stay stable), take
        the verdicts the loaded answers give, and keep every request still lacking one."""
        for batch in batch_plan(unique, self.batch_size, self.shuffle_seed):
            custom_id = request_id(list(batch))
            answer = self._answers.get(custom_id)
            if answer is not None:
                self.answers_used.add(custom_id)  # its request is this run's, answered or not
            if all(k in results for k in batch):
                continue
            req = self.request(batch)
            if answer is not None:
                self._count("prompt_tokens", answer.prompt_tokens)
                self._count("completion_tokens", answer.completion_tokens)
                try:
                    parsed = parse_verdicts(answer.content, set(req.claims), self.name)
                except ValueError:
                    self._count("errors", 1)
                    parsed = {}
                got = {req.claims[cid]: v for cid, v in parsed.items()
                       if req.claims[cid] not in results}
                results.update(got)
                self._store(got)
            if any(k not in results for k in batch):
                self.pending[req.custom_id] = req
            else:
                self.pending.pop(req.custom_id, None)

    def _ask(self, batch: dict[str, ClaimCase]) -> tuple[dict[str, ClaimVerdict], bool]:
        """(verdicts by cache key, whether the endpoint answered at all) for one batch."""
        req = self.request(batch)
        try:
            text = self._call(req.body)
            parsed = parse_verdicts(text, set(req.claims), self.name)
        except (JudgeError, ValueError):
            self._count("errors", 1)
            return {}, False
        return {req.claims[cid]: v for cid, v in parsed.items()}, True

    def _body(self, messages: list[dict[str, str]]) -> dict[str, Any]:
        body: dict[str, Any] = {"model": self.model, "messages": messages,
                                "temperature": self.temperature, "max_tokens": self.max_tokens}
        if self.json_mode:
            body["response_format"] = {"type": "json_schema", "json_schema": {
                "name": "verdicts", "schema": OUTPUT_SCHEMA, "strict": True}}
        return body

    def _headers(self) -> dict[str, str]:
        headers = {"Content-Type": "application/json"}
        if self.api_key_var:
            key = os.environ.get(self.api_key_var, "")
            if key:
                headers["Authorization"] = f"Bearer {key}"
        return headers

    def _call(self, body: dict[str, Any]) -> str:
        body = dict(body)  # a refused response_format is dropped from this call only
        last = "no attempt"
        for attempt in range(self.max_retries + 1):
            if attempt:
                time.sleep(min(self.max_backoff, self.backoff * 2 ** (attempt - 1)))
            t0 = time.perf_counter()
            try:
                resp = self._http.post(f"{self.base_url}/chat/completions", json=body,
                                       headers=self._headers())
            except httpx.TimeoutException:
                last = "timeout"
                continue
            except httpx.HTTPError as exc:
                last = f"transport error {type(exc).__name__}"
                continue
            finally:
                self._count("seconds", time.perf_counter() - t0)
                self._count("calls", 1)
            if resp.status_code in RETRY_STATUS:
                last = f"HTTP {resp.status_code}"
                retry_after = _retry_after(resp)
                if retry_after:
                    time.sleep(min(self.max_backoff, retry_after))
                continue
            if resp.status_code == 400 and self.json_mode and "response_format" in body:
                body.pop("response_format")  # endpoint without structured output: plain JSON
                last = "HTTP 400 (structured output refused)"
                continue
            if resp.status_code >= 400:
                raise JudgeError(f"HTTP {resp.status_code}")
            try:
                data = resp.json()
                content = data["choices"][0]["message"]["content"]
                usage = data.get("usage") or {}
                self._count("prompt_tokens", int(usage.get("prompt_tokens") or 0))
                self._count("completion_tokens", int(usage.get("completion_tokens") or 0))
            except (ValueError, KeyError, IndexError, TypeError):
                last = "unreadable response body"
                continue
            if not isinstance(content, str):
                last = "no message content"
                continue
            try:
                load_answer(content)
            except ValueError as exc:
                last = str(exc)  # truncated or prose answer: ask again
                continue
            return content
        raise JudgeError(last)


def _retry_after(resp: httpx.Response) -> float:
    try:
        return max(0.0, float(resp.headers.get("retry-after", "0")))
    except ValueError:
        return 0.0
