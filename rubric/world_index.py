"""Per-world lookups the verifiers need, built once per process and world: companies by id and
by name (homonyms), documents by URL, the assertion index, and each company's ground truth
pre-normalized. Loading goes through the world API (`tearsheet_env.world`). For a stored world
the index is compact: names and hosts of every company, and per fact the owners of each value
(from the truth column alone); companies and pages are read from the world's page store on
demand (its bounded caches keep the ones in use)."""

from __future__ import annotations

import functools
import threading
from collections import defaultdict
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rubric import values as V
from rubric.memo import memo_dict
from rubric.urls import normalize_url

_LOCK = threading.Lock()
_UNSEEN = object()  # a URL not looked up yet (its company may be None)


class _StoredCompanies(Mapping[str, Any]):
    """Companies by id, read from a stored world on demand (its bounded cache keeps the ones
    in use): the index never holds every company's history."""

    def __init__(self, world: Any, ids: list[str]) -> None:
        self._world, self._ids = world, ids
        self._known = frozenset(ids)

    def __getitem__(self, company_id: str) -> Any:
        if company_id not in self._known:
            raise KeyError(company_id)
        return self._world.company(company_id)

    def __contains__(self, company_id: object) -> bool:
        return company_id in self._known

    def __iter__(self) -> Iterator[str]:
        return iter(self._ids)

    def __len__(self) -> int:
        return len(self._ids)


@dataclass
class WorldIndex:
    world: Any
    companies: Mapping[str, Any]
    by_name: dict[str, list[str]]
    # normalized URL -> document: a stored world's indexed lookup, or a dict's `get`
    docs_by_url: Callable[[str], Any]
    by_host: dict[str, str] = field(default_factory=dict)
    _truth_values: dict[tuple[str, str], set[str]] = field(default_factory=dict)
    _value_owners: dict[str, dict[str, set[str]]] = field(default_factory=dict)
    # (document id, subject) -> its dated assertions; bounded in `dated_assertions`
    _dated: dict[tuple[str, str], tuple[Any, ...]] = field(default_factory=dict)
    _homonyms: dict[str, tuple[Any, ...]] = field(default_factory=dict)
    # subject id -> fact id -> the values readable pages state correctly (`stated`)
    _stated: dict[str, dict[str, tuple[Any, ...]]] = field(default_factory=dict)
    # source URL → `document(url).company_id`: keyed by URLs of the world's pages (as
    # `_normalized` is), bounded in `page_company`
    _page_companies: dict[str, str | None] = field(default_factory=lambda: memo_dict("world"))
    # source URL → `document(url)`: the pages themselves, so a smaller bound (`document`)
    _documents: dict[str, Any] = field(default_factory=lambda: memo_dict("world"))

    @classmethod
    def build(cls, world: Any) -> WorldIndex:

        summaries = getattr(world, "company_summaries", None)
        if summaries is not None:  # a stored world: names and sites only, the rest on demand
            rows = [(s.id, s.name, s.website) for s in summaries()]
            companies: Mapping[str, Any] = _StoredCompanies(world, [r[0] for r in rows])
            docs = world.document_by_normalized_url
        else:  # a world of objects in memory (tests' hand-made worlds)
            rows = [(c.id, c.name, c.website) for c in world.companies]
            companies = {c.id: c for c in world.companies}
            docs = {normalize_url(d.url): d for d in world.documents}.get
        by_name: dict[str, list[str]] = defaultdict(list)
        for cid, name, _ in rows:
            by_name[V.norm_text(name)].append(cid)
        by_host = {host_of(website): cid for cid, _, website in rows}
        return cls(world, companies, dict(by_name), docs, by_host)

    @functools.cached_property
    def names(self) -> frozenset[str]:
        """The normalized names of the world's companies: a sentence naming one of them but
        the target is about another company (`rubric.reading`)."""
        return frozenset(self.by_name)

    def company_at(self, website: str) -> Any:
        cid = self.by_host.get(host_of(website))
        return None if cid is None else self.companies.get(cid)

    def document(self, url: str) -> Any:
        """The world's page at `url` (None where none is). Memoized per URL, a few thousand
        pages: a claim's checks ask for every page its rollout read, and a stored world decodes
        a page from its database on each lookup."""
        found = self._documents.get(url, _UNSEEN)
        if found is _UNSEEN:
            found = self.docs_by_url(normalize_url(url))
            if len(self._documents) >= 2048:
                self._documents.clear()
            self._documents[url] = found
        return found

    def page_company(self, url: str) -> str | None:
        """The company the document at `url` is about (None where no document is, or it is
        about none). Memoized per URL: a small table of the URLs cited so far stays in the CPU's
        caches, where reaching into the documents themselves misses them on every call."""
        found = self._page_companies.get(url, _UNSEEN)
        if found is _UNSEEN:
            doc = self.document(url)
            found = None if doc is None else doc.company_id
            if len(self._page_companies) >= 65536:
                self._page_companies.clear()
            self._page_companies[url] = found
        return found

    def dated_assertions(self, doc: Any, subject: str) -> tuple[Any, ...]:
        """The assertions of `doc` about `subject` that carry an `as_of`, in document order
        (memoized per document and subject: the documents live as long as the index)."""
        key = (doc.id, subject)  # not id(doc): a stored world's pages leave its cache
        found = self._dated.get(key)
        if found is None:
            found = tuple(a for a in doc.assertions if a.subject == subject and a.as_of)
            if len(self._dated) >= 65536:
                self._dated.clear()
            self._dated[key] = found
        return found

    def homonyms(self, company_id: str) -> list[Any]:
        """The other companies of the same name (memoized per company: the world's companies
        live as long as the index)."""
        found = self._homonyms.get(company_id)
        if found is None:
            c = self.companies.get(company_id)
            if c is None:
                return []
            found = tuple(self.companies[i] for i in self.by_name.get(V.norm_text(c.name), [])
                          if i != company_id)
            self._homonyms[company_id] = found
        return list(found)

    def stated(self, subject: str, fact_id: str) -> tuple[Any, ...]:
        """The values of `fact_id` that readable pages state correctly about `subject` (not a
        rumor, a plan, a stale or wrong figure, a paywalled or dead page): what a careful
        researcher can find, the standard completeness is measured against (the oracle's)."""
        found = self._stated.get(subject)
        if found is None:
            about = getattr(self.world, "documents_about", None)
            docs = about(subject) if about is not None else [
                d for d in self.world.documents if any(a.subject == subject
                                                       for a in d.assertions)]
            values: dict[str, list[Any]] = defaultdict(list)
            for doc in docs:
                if doc.access != "ok":
                    continue
                for a in doc.assertions:
                    if a.subject == subject and a.correct and a.sentence and \
                            a.modality in ("stated", "reported"):
                        values[a.fact_id].append(a.value)
            if len(self._stated) >= 4096:
                self._stated.clear()
            found = self._stated[subject] = {k: tuple(v) for k, v in values.items()}
        return found.get(fact_id, ())

    def _truths(self) -> Iterator[tuple[str, dict[str, Any]]]:
        truths = getattr(self.world, "truths", None)
        if truths is not None:  # a stored world reads the truth column alone
            return truths()
        return ((c.id, c.truth) for c in self.companies.values())

    def owners_of(self, fact_id: str, key: str) -> set[str]:
        """Company ids whose true value of `fact_id` normalizes to `key` (see `value_key`)."""
        owners = self._value_owners.get(fact_id)
        if owners is None:
            with _LOCK:
                owners = defaultdict(set)
                for cid, truth in self._truths():
                    for k in value_keys(truth.get(fact_id)):
                        owners[k].add(cid)
                self._value_owners[fact_id] = owners
        return owners.get(key, set())


def host_of(url: Any) -> str:
    from rubric.urls import url_host

    text = str(url or "").strip()
    return url_host(text if "://" in text else f"http://{text}").removeprefix("www.")


def value_keys(value: Any) -> list[str]:
    """Hashable normalized keys of a truth value, for 'whose value is this' lookups."""
    if value is None:
        return []
    if isinstance(value, dict) and "amount" in value:
        m = V.parse_money(value)
        return [f"money:{round(m.amount)}"] if m else []
    if isinstance(value, (list, tuple)):
        return [f"name:{V.norm_text(v)}" for v in V.parse_list(value)]
    if isinstance(value, bool):
        return []
    if isinstance(value, (int, float)):
        return [f"num:{value}"]
    return [f"name:{V.norm_text(value)}"]


def _cached_world_dir(genver: str, seed: int, companies: int) -> Path:
    import os

    import platformdirs

    root = os.environ.get("TEARSHEET_ENV_CACHE") or platformdirs.user_cache_dir("tearsheet-env")
    return Path(root) / "worlds" / f"{genver}-{seed}-{companies}"


@functools.cache
def _load(seed: int | None, companies: int | None, genver: str | None) -> WorldIndex:
    from rubric.worlds import GENERATOR_VERSION, SAME_FACTS_AS, build_world, load_world

    if genver in SAME_FACTS_AS:
        # recorded on an older generator whose pages state the same facts as this one's (the
        # rubric reads a world's facts, pages' URLs, dates and access, never their wording):
        # this generator's world is that result's truth
        genver = GENERATOR_VERSION
    if genver and genver != GENERATOR_VERSION:
        # results recorded with another generator: only that generator's cached world is truth
        old = _cached_world_dir(genver, seed or 0, companies or 400)
        if not old.is_dir():
            raise FileNotFoundError(f"world {genver}-{seed}-{companies} is not cached and this "
                                    f"generator is {GENERATOR_VERSION}")
        return WorldIndex.build(load_world(old))
    if seed is None or (seed == 0 and companies in (None, 400)):
        world = load_world(None)
    else:
        world = load_world(build_world(seed=seed, companies=companies or 400))
    return WorldIndex.build(world)


def world_index(info: dict[str, Any] | None) -> tuple[WorldIndex | None, str | None]:
    """The index of the task's world, or (None, reason) when it cannot be loaded."""
    spec = (info or {}).get("world") if isinstance(info, dict) else None
    seed = companies = genver = None
    if isinstance(spec, dict):
        try:
            seed = int(spec["seed"]) if spec.get("seed") is not None else None
            companies = int(spec["companies"]) if spec.get("companies") is not None else None
        except (TypeError, ValueError):
            return None, f"info.world is malformed: {spec!r}"
        genver = str(spec["generator_version"]) if spec.get("generator_version") else None
    try:
        with _LOCK:
            return _load(seed, companies, genver), None
    except Exception as exc:  # the world is optional for scoring: degrade, never crash
        return None, f"world unavailable: {type(exc).__name__}: {exc}"
