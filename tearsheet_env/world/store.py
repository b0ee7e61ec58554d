"""A built world folder, read on demand from its page store (`page_store.py`).

Nothing is loaded whole: `World` keeps the manifest, a small table of company names and
websites, and two bounded LRU caches of parsed objects (`DOCUMENT_CACHE` pages,
`COMPANY_CACHE` companies); every other lookup is one indexed SQLite query. `companies` and
`documents` are lazy sequences over the store (length, position, and a streaming iteration
that does not fill the caches), for the callers that really scan everything: the census
builder, realism statistics, the search index's build.
"""

from __future__ import annotations

import functools
import json
import tempfile
import threading
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any, NamedTuple, TypeVar, overload

from tearsheet_env.world.build import (
    DEFAULT_COMPANIES,
    DEFAULT_SEED,
    GENERATOR_VERSION,
    build_world,
    read_manifest,
)
from tearsheet_env.world.model import Company, Document, Manifest
from tearsheet_env.world.page_store import (
    STORE_FILE,
    STORE_VERSION,
    StoreReader,
    unpack,
    write_store,
)

# Parsed pages kept per process. A rollout reads a few dozen pages and the rubric re-reads the
# ones it cites; 2,048 pages (~40 MB of pydantic objects at w6's page sizes) hold every page a
# worker's concurrent rollouts touch while staying a small fraction of the 1 GB budget.
DOCUMENT_CACHE = 2048
# Parsed companies (ground truth and history, ~52 KB each as objects): a task's company and
# its peers, for many tasks at once.
COMPANY_CACHE = 1024

T = TypeVar("T")


class CompanySummary(NamedTuple):
    """What a lookup by name or website needs, for every company, without its history."""

    id: str
    name: str
    website: str
    sector: str
    split: str
    is_task: bool


class _Stored(Sequence[T]):
    """A read-only sequence of one store table's rows in file order."""

    def __init__(self, store: StoreReader, table: str, count: int, at: Any, parse: Any) -> None:
        self._store, self._table, self._count = store, table, count
        self._at, self._parse = at, parse

    def __len__(self) -> int:
        return self._count

    @overload
    def __getitem__(self, i: int) -> T: ...
    @overload
    def __getitem__(self, i: slice) -> list[T]: ...
    def __getitem__(self, i: int | slice) -> T | list[T]:
        if isinstance(i, slice):
            return [self._at(j) for j in range(*i.indices(self._count))]
        if i < 0:
            i += self._count
        if not 0 <= i < self._count:
            raise IndexError(f"{self._table} index {i} out of range")
        return self._at(i)

    def __iter__(self) -> Iterator[T]:
        # streamed past the caches: a full scan would only evict what serving needs
        for _, row in self._store.stream(f"SELECT idx, row FROM {self._table} WHERE 1"):
            yield self._parse(unpack(row))

    def __repr__(self) -> str:
        return f"<{self._count} {self._table} in {self._store.path}>"


class _StoredDocuments(_Stored[Document]):
    """The world's documents, with the two columns a search index reads for every page."""

    def hosts(self) -> list[str]:
        """The host of each document's URL, in file order (one shared string per host)."""
        shared: dict[str, str] = {}
        return [shared.setdefault(h, h)
                for h in self._store.column("SELECT host FROM documents ORDER BY idx")]

    def urls(self, access: str | None = None) -> list[str]:
        """Each document's URL in file order (only those of pages with that `access`)."""
        if access is None:
            return self._store.column("SELECT url FROM documents ORDER BY idx")
        return self._store.column("SELECT url FROM documents WHERE access = ? ORDER BY idx",
                                  (access,))


class World:
    """A built closed world: companies with ground truth and documents with assertions."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        manifest = read_manifest(self.path)
        if manifest is None:
            raise FileNotFoundError(f"{self.path} is not a built world (no complete manifest.json, "
                                    f"companies.jsonl, documents.jsonl)")
        self.manifest: Manifest = manifest
        self.store = StoreReader(_store_file(self.path, manifest))
        self.company = functools.lru_cache(maxsize=COMPANY_CACHE)(self._company)  # type: ignore[method-assign]
        self._document_at = functools.lru_cache(maxsize=DOCUMENT_CACHE)(self._load_document)
        self.companies: Sequence[Company] = _Stored(
            self.store, "companies", self.manifest.companies, self._company_at,
            Company.model_validate_json)
        self.documents = _StoredDocuments(
            self.store, "documents", self.manifest.documents, self._document_at,
            Document.model_validate_json)

    # ---- companies ------------------------------------------------------------------------
    def _company(self, company_id: str) -> Company:
        found = self.store.one("SELECT row FROM companies WHERE id = ?", (company_id,))
        if found is None:
            raise KeyError(f"no company {company_id!r} in world {self.path}") from None
        return Company.model_validate_json(unpack(found[0]))

    def company(self, company_id: str) -> Company:  # replaced per instance by a bounded cache
        return self._company(company_id)

    def _company_at(self, idx: int) -> Company:
        return self.company(self.store.column("SELECT id FROM companies WHERE idx = ?",
                                              (idx,))[0])

    @functools.cached_property
    def _summaries(self) -> tuple[CompanySummary, ...]:
        rows = self.store.rows(
            "SELECT id, name, website, sector, split, is_task FROM companies ORDER BY idx")
        return tuple(CompanySummary(*row[:5], bool(row[5])) for row in rows)

    def company_summaries(self) -> tuple[CompanySummary, ...]:
        """Every company's id, name, website, sector, split and task flag, in world order."""
        return self._summaries

    def truths(self) -> Iterator[tuple[str, dict[str, Any]]]:
        """(company id, ground truth) of every company in world order, without the rest of
        each company (the rubric's "whose value is this" index reads only these)."""
        for _, cid, truth in self.store.stream("SELECT idx, id, truth FROM companies WHERE 1"):
            yield cid, json.loads(truth)

    def tasks(self, split: str | None = None) -> list[Company]:
        """Task companies (every company of this generator is one), optionally by split."""
        return [self.company(s.id) for s in self._summaries
                if s.is_task and (split is None or s.split == split)]

    # ---- documents ------------------------------------------------------------------------
    def _load_document(self, idx: int) -> Document:
        found = self.store.one("SELECT row FROM documents WHERE idx = ?", (idx,))
        if found is None:
            raise IndexError(f"documents index {idx} out of range")
        return Document.model_validate_json(unpack(found[0]))

    def _first(self, sql: str, args: tuple[Any, ...]) -> Document | None:
        found = self.store.one(sql, args)
        return None if found is None else self._document_at(found[0])

    def document(self, doc_id: str) -> Document | None:
        return self._first("SELECT idx FROM documents WHERE id = ? ORDER BY idx LIMIT 1",
                           (doc_id,))

    def document_by_url(self, url: str) -> Document | None:
        for candidate in (url, url.rstrip("/"), url + "/"):
            found = self._first("SELECT idx FROM documents WHERE url = ? ORDER BY idx LIMIT 1",
                                (candidate,))
            if found is not None:
                return found
        return None

    def document_by_normalized_url(self, normalized: str) -> Document | None:
        """The page whose URL `rubric.urls.normalize_url` writes as `normalized` (the last one
        in file order, as a dict built over the pages would keep)."""
        return self._first(
            "SELECT idx FROM documents WHERE norm_url = ? ORDER BY idx DESC LIMIT 1",
            (normalized,))

    def documents_of(self, company_id: str) -> list[Document]:
        """Documents about the company: its own pages, then market reports covering it."""
        own = self.store.column(
            "SELECT idx FROM documents WHERE company_id = ? ORDER BY idx", (company_id,))
        reports = self.store.column(
            "SELECT a.idx FROM about a JOIN documents d ON d.idx = a.idx "
            "WHERE a.subject = ? AND d.company_id IS NULL ORDER BY a.idx", (company_id,))
        return [self._document_at(i) for i in own + reports]

    def documents_about(self, subject: str) -> list[Document]:
        """Every page asserting a fact of `subject` (whoever's page it is), in file order."""
        return [self._document_at(i) for i in self.store.column(
            "SELECT idx FROM about WHERE subject = ? ORDER BY idx", (subject,))]

    def cache_clear(self) -> None:
        self.company.cache_clear()  # type: ignore[attr-defined]
        self._document_at.cache_clear()

    def __repr__(self) -> str:
        m = self.manifest
        return (f"World({str(self.path)!r}, seed={m.seed}, companies={m.companies}, "
                f"documents={m.documents})")


def _store_file(folder: Path, manifest: Manifest) -> Path:
    """The world's store file: in its folder (a build writes it there), else made from the
    JSONL files once — in the folder, or, where the folder is read-only, in the cache."""
    own = folder / STORE_FILE
    if _current(own, manifest):
        return own
    from tearsheet_env.world.build import cache_root

    fallback = cache_root().parent / "stores" / f"{manifest.content_hash[:24]}.sqlite"
    if _current(fallback, manifest):
        return fallback
    for target in (own, fallback):
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            return write_store(folder, target, manifest.content_hash)
        except OSError:
            continue
    private = Path(tempfile.mkdtemp(prefix="tearsheet-store-")) / STORE_FILE
    return write_store(folder, private, manifest.content_hash)


def _current(path: Path, manifest: Manifest) -> bool:
    if not path.is_file():
        return False
    try:
        meta = StoreReader(path).meta
    except Exception:  # a truncated or foreign file: rebuilt by the caller
        return False
    return (meta.get("store_version") == STORE_VERSION
            and meta.get("content_hash") == manifest.content_hash)


_OPEN: dict[tuple[str, str], World] = {}
_OPEN_LOCK = threading.Lock()


def load_world(path: Path | None = None) -> World:
    """Open a world folder; None opens the default world, building it on first use. One
    `World` per folder and content per process: the environment, an in-process policy server
    and the rubric share its caches, so a process holds one bounded set of parsed pages."""
    if path is None:
        path = build_world(DEFAULT_SEED, DEFAULT_COMPANIES)
    folder = Path(path).resolve()
    manifest = read_manifest(folder)
    key = (str(folder), manifest.content_hash if manifest else "")
    with _OPEN_LOCK:
        found = _OPEN.get(key)
        if found is None:
            found = _OPEN[key] = World(Path(path))
        return found


__all__ = ["COMPANY_CACHE", "DOCUMENT_CACHE", "CompanySummary", "World", "load_world",
           "GENERATOR_VERSION"]
