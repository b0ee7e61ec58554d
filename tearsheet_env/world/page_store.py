"""The world's on-disk page store: one SQLite file (`store.sqlite`) beside the JSONL files.

Why SQLite (the standard library's `sqlite3`): every worker reads a page, a company or a
company's page list by key without holding the world; the operating system's page cache is
shared by every process on the machine, where loaded pydantic objects were copied into each
(254 MB at 400 companies, ~5.5 GB at 10,000). Opening is instant, lookups by primary key or
index take microseconds, the file is read-only once built (`immutable=1`: no lock files, so a
read-only cache works), and it needs no dependency. Tantivy (already the search index) stores
documents too, but only as tantivy documents: lookups by URL or company would be term queries,
and the rows would have to be copied out of its own format.

Schema (one row per JSONL line; `row` is the line's bytes, zlib-compressed at level 1, so the
logical content is exactly `companies.jsonl` and `documents.jsonl`):

- `companies(idx, id, name, website, sector, split, is_task, truth, row)`: `truth` is the
  ground-truth JSON alone, for scans that need every company's truth and nothing else.
- `documents(idx, id, url, norm_url, host, company_id, access, row)`: `idx` is the line
  number in `documents.jsonl` (the search index's document position), `norm_url` the URL as
  `rubric.urls.normalize_url` writes it.
- `about(subject, idx)`: every (company, page) pair where the page asserts a fact of the
  company, for the per-company views (the oracle's statements, `documents_of`'s market
  reports).
- `meta(key, value)`: `store_version` and the world's `content_hash`.

The SQLite file is written in one transaction, in file order, from the same lines as the
JSONL files, so the same world gives the same rows; `logical_digest` hashes those rows, and
the tests compare it (the file's bytes are also the same for one SQLite version, but a
library's page layout is not a promise this project can make across versions).
"""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import threading
import zlib
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

STORE_FILE = "store.sqlite"
STORE_VERSION = "1"
_SCHEMA = """
CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE companies(idx INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, name TEXT NOT NULL,
    website TEXT NOT NULL, sector TEXT NOT NULL, split TEXT NOT NULL, is_task INTEGER NOT NULL,
    truth TEXT NOT NULL, row BLOB NOT NULL);
CREATE TABLE documents(idx INTEGER PRIMARY KEY, id TEXT NOT NULL, url TEXT NOT NULL,
    norm_url TEXT NOT NULL, host TEXT NOT NULL, company_id TEXT, access TEXT NOT NULL,
    row BLOB NOT NULL);
CREATE TABLE about(subject TEXT NOT NULL, idx INTEGER NOT NULL,
    PRIMARY KEY(subject, idx)) WITHOUT ROWID;
"""
# built after the rows are in (one sorted pass each instead of a b-tree grown row by row)
_INDEXES = """
CREATE INDEX documents_by_id ON documents(id);
CREATE INDEX documents_by_url ON documents(url);
CREATE INDEX documents_by_norm_url ON documents(norm_url);
CREATE INDEX documents_by_company ON documents(company_id, idx);
"""


def pack(line: str | bytes) -> bytes:
    data = line.encode("utf-8") if isinstance(line, str) else line
    return zlib.compress(data.rstrip(b"\n"), 1)


def unpack(row: bytes) -> bytes:
    return zlib.decompress(row)


def document_fields(doc: dict[str, Any]) -> dict[str, Any]:
    """What the store's `documents` and `about` rows take from a document (its parsed line)."""
    return {"id": doc["id"], "url": doc["url"], "company_id": doc.get("company_id"),
            "access": doc.get("access", "ok"),
            "subjects": tuple(dict.fromkeys(a["subject"] for a in doc.get("assertions", ())))}


class StoreWriter:
    """Writes a store file from a world's lines, in file order. Use as a context manager; the
    file is complete only after `close(content_hash)`."""

    def __init__(self, path: Path) -> None:
        from rubric.urls import normalize_url, url_host

        self._normalize, self._host = normalize_url, url_host
        self.path = Path(path)
        self.path.unlink(missing_ok=True)
        self._db = sqlite3.connect(self.path, isolation_level=None)
        # a build writes a fresh file that nobody reads until it is renamed into place: no
        # journal, no fsync (a crash leaves a temporary folder that the next build replaces)
        self._db.execute("PRAGMA journal_mode=OFF")
        self._db.execute("PRAGMA synchronous=OFF")
        self._db.execute("PRAGMA page_size=8192")
        self._db.executescript(_SCHEMA)
        self._db.execute("BEGIN")
        self._companies = 0
        self._documents = 0

    def add_company(self, row: dict[str, Any], line: str) -> None:
        self._db.execute(
            "INSERT INTO companies VALUES (?,?,?,?,?,?,?,?,?)",
            (self._companies, row["id"], row["name"], row["website"], row["sector"],
             row["split"], int(bool(row.get("details", {}).get("is_task", True))),
             json.dumps(row["truth"], sort_keys=True, ensure_ascii=False), pack(line)))
        self._companies += 1

    def add_document(self, doc: dict[str, Any], line: str) -> None:
        self.add_document_row(pack(line), **document_fields(doc))

    def add_document_row(self, packed: bytes, *, id: str, url: str, company_id: str | None,
                         access: str, subjects: tuple[str, ...]) -> None:
        """`add_document` from the document's `pack`ed line and the fields `document_fields`
        takes, so a build whose pages are written in worker processes never parses or
        compresses a line in the process that stores it."""
        idx = self._documents
        self._db.execute(
            "INSERT INTO documents VALUES (?,?,?,?,?,?,?,?)",
            (idx, id, url, self._normalize(url), self._host(url), company_id, access,
             packed))
        self._db.executemany("INSERT OR IGNORE INTO about VALUES (?,?)",
                             ((s, idx) for s in subjects))
        self._documents += 1

    def close(self, content_hash: str) -> None:
        self._db.executemany("INSERT INTO meta VALUES (?,?)",
                             [("store_version", STORE_VERSION), ("content_hash", content_hash)])
        self._db.execute("COMMIT")
        self._db.executescript(_INDEXES)  # (executescript commits first: after the rows)
        self._db.close()

    def abort(self) -> None:
        self._db.close()
        self.path.unlink(missing_ok=True)

    def __enter__(self) -> StoreWriter:
        return self

    def __exit__(self, *exc: object) -> None:
        if exc[0] is not None:
            self.abort()


def write_store(folder: Path, target: Path, content_hash: str) -> Path:
    """A store file at `target` made from the JSONL files of the world folder `folder` (for
    worlds built before the store existed). Written beside `target` and renamed into place."""
    tmp = target.with_name(f".{target.name}.tmp-{os.getpid()}-{threading.get_ident()}")
    with StoreWriter(tmp) as writer:
        with open(folder / "companies.jsonl", encoding="utf-8") as f:
            for line in f:
                writer.add_company(json.loads(line), line)
        with open(folder / "documents.jsonl", encoding="utf-8") as f:
            for line in f:
                writer.add_document(json.loads(line), line)
        writer.close(content_hash)
    os.replace(tmp, target)
    return target


class StoreReader:
    """Read-only access to a store file, safe to share between threads (one connection under a
    lock: each query takes microseconds) and across a fork (a child reopens the file)."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._lock = threading.Lock()
        self._pid = -1
        self._db: sqlite3.Connection | None = None
        self.meta = dict(self._rows("SELECT key, value FROM meta"))

    def _connection(self) -> sqlite3.Connection:
        if self._db is None or self._pid != os.getpid():
            # immutable: the file never changes once built, so SQLite takes no locks and
            # writes nothing beside it (works on a read-only mount)
            uri = f"{self.path.resolve().as_uri()}?mode=ro&immutable=1"
            self._db = sqlite3.connect(uri, uri=True, check_same_thread=False)
            self._db.execute("PRAGMA cache_size=-8192")  # 8 MiB of SQLite pages per process
            self._pid = os.getpid()
        return self._db

    def _rows(self, sql: str, args: Iterable[Any] = ()) -> list[tuple[Any, ...]]:
        with self._lock:
            return self._connection().execute(sql, tuple(args)).fetchall()

    def one(self, sql: str, args: Iterable[Any] = ()) -> tuple[Any, ...] | None:
        with self._lock:
            return self._connection().execute(sql, tuple(args)).fetchone()

    def column(self, sql: str, args: Iterable[Any] = ()) -> list[Any]:
        return [r[0] for r in self._rows(sql, args)]

    def rows(self, sql: str, args: Iterable[Any] = ()) -> list[tuple[Any, ...]]:
        return self._rows(sql, args)

    def stream(self, sql: str, args: Iterable[Any] = (), chunk: int = 256
               ) -> Iterator[tuple[Any, ...]]:
        """Rows of `sql` in chunks (the lock is held per chunk, never across a yield)."""
        last = -1
        while True:
            batch = self._rows(f"{sql} AND idx > ? ORDER BY idx LIMIT {chunk}",
                               (*args, last))
            if not batch:
                return
            yield from batch
            last = batch[-1][0]


def logical_digest(path: Path) -> str:
    """sha256 of a store's rows (every table, in key order, rows decompressed): what two
    builds of one world must agree on, whatever SQLite's page layout."""
    db = sqlite3.connect(f"{Path(path).resolve().as_uri()}?mode=ro&immutable=1", uri=True)
    h = hashlib.sha256()
    try:
        for table, order in (("meta", "key"), ("companies", "idx"), ("documents", "idx"),
                             ("about", "subject, idx")):
            h.update(table.encode())
            for row in db.execute(f"SELECT * FROM {table} ORDER BY {order}"):
                for value in row:
                    data = (unpack(value) if isinstance(value, bytes)
                            else repr(value).encode())
                    h.update(len(data).to_bytes(8, "big") + data)
    finally:
        db.close()
    return h.hexdigest()
