"""Building a world folder, byte-identically for a (generator version, seed, size) key.

Generation is sequential and seeded from the key only (`random.Random` with string seeds, which
`random` hashes with sha512 — never `hash()` or set order), so the same key gives the same bytes
on any machine. A build writes into a temporary sibling folder and renames it into place, so a
reader never sees a half-written world and two processes racing to build the same cache entry
both end with a complete one.

A build writes everything serving needs in one pass over the pages: the JSONL files (the
content the hash covers), the page store (`store.sqlite`) and the search index
(`search-index/`), which tantivy fills on its own thread while the pages are written.
Above 2,000 companies the pages are realized in worker processes (one per core, at most 8),
each company from its own random stream, so the bytes do not depend on the worker count.
"""

from __future__ import annotations

import functools
import hashlib
import itertools
import json
import multiprocessing
import os
import shutil
import signal
import threading
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any, NamedTuple

import platformdirs

from rubric.contract import load_contract
from tearsheet_env.tools.search_index import IndexWriter, index_fields
from tearsheet_env.world.documents import company_documents, market_documents
from tearsheet_env.world.model import Manifest
from tearsheet_env.world.page_store import STORE_FILE, StoreWriter, document_fields, pack
from tearsheet_env.world.truth import (
    STREAM_VERSION,
    WORLD_NOW,
    WorldPlan,
    draw_company,
    plan_world,
    rng_for,
    split_of,
    truth_of,
)
from tearsheet_env.world.writer import WorldIndex

GENERATOR_VERSION = "w15"
# generator versions whose worlds state the same facts on the same pages (ids, URLs, dates,
# access, kinds and assertions: `tests/test_world.py::PAGE_FACTS_SHA256`), only worded
# otherwise: a result recorded on one of them is scored against this generator's world
# (`rubric.world_index`). w9 rewrote the prose of w8 (issue 23, phase 2); w10 draws one
# scenario per page and rewords what a reader panel found (phase 3); w11 gives a company's
# pages its own scene and rewrites the long prose kinds' paragraphs (phase 4); w12 words the
# fact layer in each page's voice and house style and varies the library (phase 5); w13 writes
# news as a reporter does: one named analyst, the story's parts once, the company named in full
# twice and then now and then by its first word; w14 keeps a company's pages in the domains of
# its own products (titles, ledes, quotes and founding stories drew any of its sector's).
SAME_FACTS_AS: tuple[str, ...] = ("w8", "w9", "w10", "w11", "w12", "w13", "w14")
DEFAULT_SEED = 0
DEFAULT_COMPANIES = 400
FILES = ("companies.jsonl", "documents.jsonl")


def cache_root() -> Path:
    env = os.environ.get("TEARSHEET_ENV_CACHE")
    root = Path(env) if env else Path(platformdirs.user_cache_dir("tearsheet-env"))
    return root / "worlds"


@functools.cache
def source_digest(package: Path = Path(__file__).parent) -> str:
    """A digest of the generator's own code (this package's modules): a world cached by an
    earlier state of the code under the same `GENERATOR_VERSION` is never read as this one's."""
    digest = hashlib.sha256()
    for path in sorted(package.glob("*.py")):
        digest.update(path.name.encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:10]


def cache_path(seed: int = DEFAULT_SEED, companies: int = DEFAULT_COMPANIES) -> Path:
    return cache_root() / f"{GENERATOR_VERSION}-{seed}-{companies}-{source_digest()}"


def plan_companies(seed: int, size: int) -> tuple[list[dict[str, Any]], WorldIndex, WorldPlan]:
    """Ground truth of every company (the companies.jsonl rows) and the index documents use."""
    contract = load_contract()
    fact_ids = list(contract.facts)
    fact_types = {f.id: f.type for f in contract.facts.values()}
    plan = plan_world(seed, size, STREAM_VERSION)
    plans = {c["id"]: c for c in plan.companies}
    details = {c["id"]: draw_company(plan, c) for c in plan.companies}

    truths: dict[str, dict[str, Any]] = {}
    companies: list[dict[str, Any]] = []
    for c in plan.companies:
        d = details[c["id"]]
        peers = [(plans[x], details[x]) for x in d["competitors"]]
        truth, as_of = truth_of(c, d, peers, fact_ids)
        truths[c["id"]] = truth
        d["truth_as_of"] = as_of
        d["world_now"] = WORLD_NOW
        companies.append({
            "id": c["id"], "name": c["name"], "website": c["website"], "sector": c["sector"],
            "split": split_of(c["id"]), "truth": truth,
            "undisclosed": [f for f in fact_ids if truth[f] is None],
            "hard_cases": c["hard_cases"], "details": d,
        })
    return companies, WorldIndex(plans, details, truths, fact_types), plan


# Set in the parent before worker processes fork, so workers share it copy-on-write.
_WORKER_STATE: dict[str, Any] = {}


class PageRecord(NamedTuple):
    """A document as the build writes it, made where the document is made (a worker process):
    its JSON line in UTF-8, the line compressed for the page store, and the fields the store and
    the search index take from it. The process that writes the files then never parses,
    encodes or compresses a line: it only writes, hashes and inserts."""
    line: bytes
    packed: bytes  # page_store.pack
    store: dict[str, Any]  # page_store.document_fields
    index: dict[str, str]  # search_index.index_fields


def _record(doc: dict[str, Any]) -> PageRecord:
    line = _line(doc).encode("utf-8")
    return PageRecord(line, pack(line), document_fields(doc),
                      index_fields(SimpleNamespace(**doc)))


def _realize(ids: list[str]) -> list[list[PageRecord]]:
    """Worker: each company's documents (a pure function of the key)."""
    world, seed, size = _WORKER_STATE["world"], _WORKER_STATE["seed"], _WORKER_STATE["size"]
    return [[_record(doc) for doc in company_documents(
        world, cid, rng_for(seed, size, STREAM_VERSION, "docs", cid))] for cid in ids]


def _ignore_interrupts() -> None:
    """Worker initializer: Ctrl-C reaches the whole process group, but only the parent acts on
    it (it stops the pool and removes the half-built folder); a worker that raised too would
    print its own traceback and could leave the pool waiting on a task that never returns."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _line(row: dict[str, Any]) -> str:
    return json.dumps(row, sort_keys=True, ensure_ascii=False) + "\n"


def iter_document_lines(world: WorldIndex, plan: WorldPlan, seed: int, size: int,
                        workers: int = 1) -> Iterator[str]:
    """Every document as a JSON line, in file order, with URLs made unique. Each company's
    documents come from its own random stream, so realizing them in worker processes gives
    the same bytes as doing it in one."""
    for record in iter_documents(world, plan, seed, size, workers):
        yield record.line.decode("utf-8")


def iter_documents(world: WorldIndex, plan: WorldPlan, seed: int, size: int,
                   workers: int = 1) -> Iterator[PageRecord]:
    """`iter_document_lines` with the fields the page store and the search index take."""
    ids = [c["id"] for c in plan.companies]
    chunks = [ids[i:i + 50] for i in range(0, len(ids), 50)]
    seen: set[str] = set()

    def unique(record: PageRecord) -> PageRecord:
        url = record.store["url"]
        if url not in seen:
            seen.add(url)
            return record
        doc, n = json.loads(record.line), 2
        while url in seen:
            url, n = f"{doc['url']}-{n}", n + 1
        seen.add(url)
        doc["url"] = url
        return _record(doc)

    _WORKER_STATE.update(world=world, seed=seed, size=size)
    try:
        if workers > 1 and "fork" in multiprocessing.get_all_start_methods() \
                and _single_threaded():
            with multiprocessing.get_context("fork").Pool(
                    workers, initializer=_ignore_interrupts) as pool:
                for chunk in pool.imap(_realize, chunks):
                    for records in chunk:
                        yield from (unique(record) for record in records)
        else:
            for chunk in chunks:
                for records in _realize(chunk):
                    yield from (unique(record) for record in records)
    finally:
        _WORKER_STATE.clear()
    for doc in market_documents(world, plan.markets,
                                rng_for(seed, size, STREAM_VERSION, "markets")):
        yield unique(_record(doc))


def _single_threaded() -> bool:
    """Whether this process runs one thread. A fork copies only the calling thread, so a lock
    another thread holds at that moment (malloc's, a native library's) stays held in the child
    forever and the worker hangs; a process with other threads (a server, a search index's
    native threads) realizes its documents in-process instead, which gives the same bytes."""
    try:
        return len(os.listdir("/proc/self/task")) == 1  # native threads included
    except OSError:
        return threading.active_count() == 1


def default_workers(size: int) -> int:
    """Worker processes for document realization: one process for small worlds (forking
    costs more than it saves), up to the CPU count for benchmark-sized ones."""
    if size < 2000:
        return 1
    return max(1, min(8, os.cpu_count() or 1))


def content_hash(folder: Path) -> str:
    h = hashlib.sha256()
    for name in FILES:
        h.update(name.encode())
        with open(folder / name, "rb") as f:
            for block in iter(lambda: f.read(1 << 20), b""):
                h.update(block)
    return h.hexdigest()


def read_manifest(folder: Path) -> Manifest | None:
    """The manifest of a complete world folder, or None when the folder is not one."""
    try:
        manifest = Manifest.model_validate_json((folder / "manifest.json").read_bytes())
    except (OSError, ValueError):
        return None
    if not all((folder / name).is_file() for name in FILES):
        return None
    return manifest


def build_world(seed: int = DEFAULT_SEED, companies: int = DEFAULT_COMPANIES,
                out: Path | None = None) -> Path:
    """Build the world for (seed, companies) into `out`, or into the cache when `out` is None
    (reusing a complete cached copy). Returns the world folder."""
    from tearsheet_env import limits

    limits.SEED.check(seed)
    limits.COMPANIES.check(companies)
    if out is None:
        target = cache_path(seed, companies)
        found = read_manifest(target)
        if found and found.generator_version == GENERATOR_VERSION:
            return target
    else:
        target = Path(out)
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.parent / f".{target.name}.tmp-{os.getpid()}-{uuid.uuid4().hex[:8]}"
    tmp.mkdir()
    try:
        start = time.perf_counter()
        rows, world, plan = plan_companies(seed, companies)
        n_docs = 0
        # `content_hash` of the folder, computed as the files are written (not re-read after)
        hashed = hashlib.sha256()
        with StoreWriter(tmp / STORE_FILE) as store:
            hashed.update(FILES[0].encode())
            with open(tmp / FILES[0], "w", encoding="utf-8", newline="\n") as f:
                for row in rows:
                    line = _line(row)
                    f.write(line)
                    hashed.update(line.encode("utf-8"))
                    store.add_company(row, line)
            docs = iter_documents(world, plan, seed, companies, default_workers(companies))
            # the first document starts the realization workers: they fork before the search
            # index's native threads exist (a fork with other threads running can hang)
            first = next(docs, None)
            try:
                index = IndexWriter(tmp / "search-index" / ".building", companies * 30)
                hashed.update(FILES[1].encode())
                with open(tmp / FILES[1], "wb") as f:
                    for line, packed, fields, text in itertools.chain([first] if first else [],
                                                                      docs):
                        f.write(line)
                        hashed.update(line)
                        store.add_document_row(packed, **fields)
                        index.add_fields(n_docs, **text)
                        n_docs += 1
            finally:
                # an interrupt or error here leaves the generator suspended inside its `with
                # Pool`: close it now, so the workers are stopped before the folder is removed
                docs.close()
            digest = hashed.hexdigest()
            store.close(digest)
            index.install(tmp / "search-index", digest)
        manifest = Manifest(generator_version=GENERATOR_VERSION, seed=seed,
                            companies=len(rows), documents=n_docs, content_hash=digest,
                            build_seconds=round(time.perf_counter() - start, 3))
        (tmp / "manifest.json").write_text(manifest.model_dump_json(indent=2) + "\n")
        _install(tmp, target, replace=out is not None)
    finally:
        if tmp.exists():
            shutil.rmtree(tmp, ignore_errors=True)
    return target


def _install(tmp: Path, target: Path, replace: bool) -> None:
    """Move a finished build into place. A complete world already there (another process won
    the race) is kept for the cache; an explicit `out` replaces an older world folder."""
    try:
        os.rename(tmp, target)  # atomic; also replaces an empty directory
        return
    except OSError:
        pass
    existing = read_manifest(target)
    if existing is None and any(target.iterdir()):
        raise FileExistsError(f"{target} exists and is not a world folder; refusing to overwrite")
    if existing is not None and not replace:
        return  # lost the race to an identical build
    trash = target.parent / f".{target.name}.old-{os.getpid()}-{uuid.uuid4().hex[:8]}"
    os.rename(target, trash)
    os.rename(tmp, target)
    shutil.rmtree(trash, ignore_errors=True)
