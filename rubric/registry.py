"""The per-rollout source registry: which pages the agent saw, under which `[N]`, and what it read.

Ids are assigned in first-seen order over search results and fetches. A source's status moves
up the ladder search_only < failed < paywalled < fetched and never down, so "fetched wins once
fetched" whatever happens after. Excerpts are exactly the text the agent was shown: search
snippets, fetched text pages and paywall teasers, each kept once, in the order seen.

`SourceRegistry.from_transcript(messages)` rebuilds the registry from an OpenAI-format
transcript by replaying the same `record_*` calls on the tool responses found in it, so a
rollout can be re-scored from its transcript alone (SPEC §3). It trusts the `source_id` printed
in a response when that id is free (those are the numbers the agent saw and cites), which makes
the rebuild identical to the live registry for any faithful transcript, and is total: content
that is not a tool response of ours is skipped, never raised on.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from operator import itemgetter
from typing import Any, Literal

from pydantic import BaseModel, Field

from rubric.memo import memo_by_identity
from rubric.urls import normalize_url

try:  # orjson decodes a transcript's tool messages ~2x faster than the stdlib (same values)
    from orjson import loads as _fast_loads
except ImportError:  # pragma: no cover - an install without it still scores, only slower
    _fast_loads = json.loads

SourceStatus = Literal["search_only", "fetched", "failed", "paywalled"]
_RANK: dict[str, int] = {"search_only": 0, "failed": 1, "paywalled": 2, "fetched": 3}
RESEARCH_TOOL_NAMES = frozenset({"websearch", "fetch"})


class Source(BaseModel):
    """A page the agent saw. `title`, `date` and `site` are part of the page as the agent was
    shown it: the first non-empty value a search result or a fetch gave (a fetch returns the
    page's own date and its site's name)."""

    source_id: int
    url: str
    title: str = ""
    date: str | None = None
    site: str | None = None
    status: SourceStatus = "search_only"
    excerpts: list[str] = Field(default_factory=list)


def page_texts(source: Source) -> tuple[str, ...]:
    """What a source says, as every check reads it: a line each for the title, site and date
    the tools showed with it (first, where a page's lede is), then the text they returned
    (fetched pages, snippets, a paywall's teaser) — a podcast's name in the title, a date shown
    only with the result are on the page."""
    texts = [x for x in source.excerpts if isinstance(x, str)]
    shown = [x for x in (getattr(source, "title", None), getattr(source, "site", None),
                         getattr(source, "date", None))
             if isinstance(x, str) and x.strip()]
    return ("\n".join(shown), *texts) if shown else tuple(texts)


class SourceRegistry:
    """One per rollout. Not thread-safe by design: a rollout's tool calls are sequential, and
    a rebuilt registry is read by one scorer (its `get` makes a source on first read)."""

    def __init__(self) -> None:
        self._by_id: dict[int, Source] = {}
        self._by_key: dict[str, int] = {}
        # A rebuilt registry's sources not made yet, by id (`_Rebuild` slots): the scorer reads
        # a fifth of a transcript's sources, by id, so `get` makes each on first read; every
        # other method makes all of them first and then reads `_by_id` as a live registry does.
        self._unbuilt: dict[int, list[Any]] = {}

    # ---- reading -------------------------------------------------------------------------
    @property
    def sources(self) -> list[Source]:
        by_id = self._built()
        return [by_id[i] for i in sorted(by_id)]

    def get(self, source_id: int) -> Source | None:
        source = self._by_id.get(source_id)
        if source is None and self._unbuilt:
            slot = self._unbuilt.pop(source_id, None)
            if slot is not None:
                source = self._by_id[source_id] = _source_of(slot)
        return source

    def lookup(self, url: str) -> Source | None:
        sid = self._by_key.get(normalize_url(url))
        return None if sid is None else self._built()[sid]

    def __len__(self) -> int:
        return len(self._by_id) + len(self._unbuilt)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, SourceRegistry) and self.to_list() == other.to_list()

    __hash__ = None  # type: ignore[assignment]

    def to_list(self) -> list[dict[str, Any]]:
        return [s.model_dump() for s in self.sources]

    def __repr__(self) -> str:
        return f"SourceRegistry({len(self)} sources)"

    def _built(self) -> dict[int, Source]:
        """`_by_id` with every source made (what a live registry holds)."""
        if self._unbuilt:
            by_id = self._by_id
            for sid, slot in self._unbuilt.items():
                by_id[sid] = _source_of(slot)
            self._unbuilt = {}
        return self._by_id

    # ---- recording -----------------------------------------------------------------------
    def _source(self, url: str, *, create: bool, source_id: Any = None) -> Source | None:
        self._built()
        key = normalize_url(url)
        sid = self._by_key.get(key)
        if sid is not None:
            return self._by_id[sid]
        if not create:
            return None
        if not (isinstance(source_id, int) and not isinstance(source_id, bool)) or (
            source_id < 1 or source_id in self._by_id
        ):
            source_id = max(self._by_id, default=0) + 1
        source = Source(source_id=source_id, url=url.strip())
        self._by_id[source_id] = source
        self._by_key[key] = source_id
        return source

    @staticmethod
    def _note(source: Source, *, title: Any = None, date: Any = None, site: Any = None,
              excerpt: Any = None, status: str | None = None) -> None:
        if not source.title and isinstance(title, str) and title.strip():
            source.title = title.strip()
        if source.date is None and isinstance(date, str) and date.strip():
            source.date = date.strip()
        if source.site is None and isinstance(site, str) and site.strip():
            source.site = site.strip()
        if isinstance(excerpt, str) and excerpt and excerpt not in source.excerpts:
            source.excerpts.append(excerpt)
        if status is not None and _RANK[status] > _RANK[source.status]:
            source.status = status  # type: ignore[assignment]

    def record_search_result(self, url: str, title: Any = None, date: Any = None,
                             snippet: Any = None, source_id: Any = None) -> int:
        source = self._source(url, create=True, source_id=source_id)
        assert source is not None
        self._note(source, title=title, date=date, excerpt=snippet)
        return source.source_id

    def record_fetched(self, url: str, title: Any = None, text: Any = None,
                       source_id: Any = None, *, date: Any = None, site: Any = None) -> int:
        source = self._source(url, create=True, source_id=source_id)
        assert source is not None
        self._note(source, title=title, date=date, site=site, excerpt=text, status="fetched")
        return source.source_id

    def record_failure(self, url: str, status: str, *, register: bool, title: Any = None,
                       teaser: Any = None, source_id: Any = None, date: Any = None,
                       site: Any = None) -> int | None:
        """A failed fetch. A URL already known keeps its id (so citing it can be detected); an
        unknown one is registered only when `register` (the page exists: a paywall teaser)."""
        source = self._source(url, create=register, source_id=source_id)
        if source is None:
            return None
        self._note(source, title=title, date=date, site=site, excerpt=teaser,
                   status="paywalled" if status == "paywalled" else "failed")
        return source.source_id

    # ---- rebuilding from a transcript ----------------------------------------------------
    def record_response(self, tool: str | None, response: Any) -> None:
        """Replay one tool response as printed to the agent. Anything unexpected is skipped."""
        if not isinstance(response, dict):
            return
        if isinstance(response.get("results"), list) and tool in (None, "websearch"):
            for item in response["results"]:
                if isinstance(item, dict) and _is_url(item.get("url")):
                    self.record_search_result(item["url"], item.get("title"), item.get("date"),
                                              item.get("snippet"), item.get("source_id"))
            return
        if tool not in (None, "fetch") or not _is_url(response.get("url")):
            return
        if response.get("ok") is True and response.get("status") == "fetched":
            self.record_fetched(response["url"], response.get("title"), response.get("text"),
                                response.get("source_id"), date=response.get("date"),
                                site=response.get("site"))
        elif response.get("ok") is False and "source_id" in response:
            status = response.get("status")
            self.record_failure(response["url"], status if isinstance(status, str) else "failed",
                                register=True, title=response.get("title"),
                                teaser=response.get("teaser"), source_id=response.get("source_id"),
                                date=response.get("date"), site=response.get("site"))

    @classmethod
    def from_transcript(cls, messages: Any) -> SourceRegistry:
        registry = cls()
        if not isinstance(messages, Iterable) or isinstance(messages, (str, bytes, dict)):
            return registry
        rebuild = _Rebuild()
        call_names: dict[str, str] = {}
        for message in messages:
            if not isinstance(message, dict):  # e.g. an openai ChatCompletionMessage object
                message = _as_dict(message)
                if message is None:
                    continue
            if message.get("tool_calls") is not None:
                _note_call_names(message, call_names)
            if message.get("role") != "tool":
                continue
            tool = call_names.get(str(message.get("tool_call_id")))
            if tool is not None and tool not in RESEARCH_TOOL_NAMES:
                continue
            content = message.get("content")  # a string, the decode memo's own key: called direct
            response = (_parse_json_object(content) if type(content) is str
                        else _parse_content(content))
            if response is not None:
                rebuild.response(tool, response)
        rebuild.into(registry)
        return registry


class _Rebuild:
    """`record_response` replayed on plain lists instead of pydantic models (the rebuild is on
    the scorer's hot path; `_note`'s steps are written out where a response is read). `into`
    hands the registry these slots, from which `_source_of` makes exactly the `Source` the
    `record_*` calls would have left, fields-set included. Slot layout: [id, url, title, date,
    rank, excerpts, site]; excerpts are deduplicated by a list test as `_note` does (a set
    would hash every page text, most of which no verifier reads). `by_url` finds the slot of a
    URL string met before without normalizing it again (a result's URL comes back in many
    searches)."""

    __slots__ = ("by_key", "by_id", "by_url", "top")

    def __init__(self) -> None:
        self.by_key: dict[str, list[Any]] = {}
        self.by_id: dict[int, list[Any]] = {}
        self.by_url: dict[str, list[Any]] = {}
        self.top = 0  # max(by_id), kept as ids are taken

    def source(self, url: str, source_id: Any) -> list[Any]:
        """The slot of a URL not met as this string yet: its key's, or a new one."""
        key = normalize_url(url)
        slot = self.by_key.get(key)
        if slot is None:
            # JSON numbers are ints, floats and bools only: `type is int` is "an int, not a bool"
            if type(source_id) is not int or source_id < 1 or source_id in self.by_id:
                source_id = self.top + 1
            slot = [source_id, url.strip(), "", None, 0, [], None]
            self.by_id[source_id] = self.by_key[key] = slot
            if source_id > self.top:
                self.top = source_id
        self.by_url[url] = slot
        return slot

    def response(self, tool: str | None, response: dict[str, Any]) -> None:
        results = response.get("results")
        if isinstance(results, list) and tool in (None, "websearch"):
            self.search_results(results)
            return
        url = response.get("url")
        if tool not in (None, "fetch") or not isinstance(url, str):
            return
        ok = response.get("ok")
        if ok is True and response.get("status") == "fetched":
            rank, excerpt = _FETCHED, response.get("text")
        elif ok is False and "source_id" in response:
            rank = _PAYWALLED if response.get("status") == "paywalled" else _FAILED
            excerpt = response.get("teaser")
        else:
            return
        slot = self.by_url.get(url)
        if slot is None:
            if not url.strip():
                return
            slot = self.source(url, response.get("source_id"))
        if not slot[2]:
            title = response.get("title")
            if isinstance(title, str) and (title := title.strip()):
                slot[2] = title
        if slot[3] is None:
            date = response.get("date")
            if isinstance(date, str) and (date := date.strip()):
                slot[3] = date
        if slot[6] is None:
            site = response.get("site")
            if isinstance(site, str) and (site := site.strip()):
                slot[6] = site
        if isinstance(excerpt, str) and excerpt and excerpt not in slot[5]:
            slot[5].append(excerpt)
        if rank > slot[4]:
            slot[4] = rank

    def search_results(self, results: list[Any]) -> None:
        """`note` inlined for each result: a rebuild meets a hundred. The four fields are read
        in one call where the result has them all (ours always do)."""
        by_url = self.by_url
        for item in results:
            try:
                url, title, date, snippet = _SEARCH_FIELDS(item)
            except (KeyError, TypeError):  # a field missing (None, as `.get` reads), or no dict
                if not isinstance(item, dict):
                    continue
                url, title, date, snippet = (item.get("url"), item.get("title"),
                                             item.get("date"), item.get("snippet"))
            if not isinstance(url, str):
                continue
            slot = by_url.get(url)
            if slot is None:
                if not url.strip():
                    continue
                slot = self.source(url, item.get("source_id"))
            if not slot[2] and isinstance(title, str) and (title := title.strip()):
                slot[2] = title
            if slot[3] is None and isinstance(date, str) and (date := date.strip()):
                slot[3] = date
            if isinstance(snippet, str) and snippet and snippet not in slot[5]:
                slot[5].append(snippet)

    def into(self, registry: SourceRegistry) -> None:
        registry._by_id = {}
        registry._unbuilt = self.by_id
        registry._by_key = {key: slot[0] for key, slot in self.by_key.items()}


def _source_of(slot: list[Any]) -> Source:
    """The `Source` a `_Rebuild` slot stands for: what `Source.model_construct` does for a full
    set of valid fields, minus its per-call field walk. The fields set is what `_note` marks:
    title, date and site once set (never to empty), status once above search_only."""
    sid, url, title, date, rank, excerpts, site = slot
    source = _new_source(Source)
    _set_dict(source, {"source_id": sid, "url": url, "title": title, "date": date,
                       "site": site, "status": _STATUS_OF_RANK[rank], "excerpts": excerpts})
    fields = {"source_id", "url"}
    if title:
        fields.add("title")
    if date is not None:
        fields.add("date")
    if site is not None:
        fields.add("site")
    if rank:
        fields.add("status")
    _set_fields_set(source, fields)
    _set_extra(source, None)
    _set_private(source, None)
    return source


# The setters of a pydantic model's own slots, bound once: `object.__setattr__(source, name,
# value)` finds the same descriptors by name on every call (a rebuild sets four per source).
_new_source = Source.__new__
_set_dict, _set_fields_set, _set_extra, _set_private = (
    BaseModel.__dict__[name].__set__
    for name in ("__dict__", "__pydantic_fields_set__", "__pydantic_extra__",
                 "__pydantic_private__"))
_STATUS_OF_RANK: tuple[str, ...] = tuple(sorted(_RANK, key=_RANK.__getitem__))
_FAILED, _PAYWALLED, _FETCHED = _RANK["failed"], _RANK["paywalled"], _RANK["fetched"]
_SEARCH_FIELDS = itemgetter("url", "title", "date", "snippet")


def _is_url(value: Any) -> bool:
    return isinstance(value, str) and bool(value.strip())


def _as_dict(value: Any) -> dict[str, Any] | None:
    try:
        dumped = value.model_dump() if hasattr(value, "model_dump") else None
    except Exception:  # noqa: BLE001 - a broken object is skipped like any garbage
        return None
    return dumped if isinstance(dumped, dict) else None


def _note_call_names(message: dict[str, Any], names: dict[str, str]) -> None:
    """Record (id -> function name) of an assistant message's tool calls, in dict or object
    form, in `names` (a later call with the same id wins, as in the transcript)."""
    calls = message.get("tool_calls")
    if not isinstance(calls, list):
        return
    for call in calls:
        if not isinstance(call, dict):
            call = _as_dict(call)
            if call is None:
                continue
        function = call.get("function")
        name = function.get("name") if isinstance(function, dict) else None
        if isinstance(name, str) and (call_id := call.get("id")) is not None:
            names[call_id if type(call_id) is str else str(call_id)] = name


def _parse_content(content: Any) -> dict[str, Any] | None:
    """The JSON object a tool message carries, or None. Read-only: the value may be shared."""
    if isinstance(content, str):
        return _parse_json_object(content)
    if isinstance(content, list):  # OpenAI content parts
        content = "".join(
            part.get("text", "") for part in content
            if isinstance(part, dict) and isinstance(part.get("text"), str)
        )
    if not isinstance(content, str):
        return None
    return _parse_json_object(content)


def _decode_json_object(content: str) -> dict[str, Any] | None:
    try:
        value = _fast_loads(content)
        if isinstance(value, dict) and _has_float(value):
            raise ValueError("floats: maybe an integer beyond 64 bits, which orjson rounds")
    except (ValueError, RecursionError):
        try:  # what orjson refuses or may read differently (lone surrogates, NaN, huge ints)
            value = json.loads(content)
        except (ValueError, RecursionError):
            return None
    return value if isinstance(value, dict) else None


# The JSON object of a tool-message string, memoized by the string's identity: the scorer's
# second pass over a transcript (behaviour counts) meets the very same string objects, so it
# neither decodes nor hashes a page again; an equal string in another object is simply decoded
# anew. Callers never mutate a value.
_parse_json_object = memo_by_identity("rollout", 256)(_decode_json_object)


def _has_float(response: dict[str, Any]) -> bool:
    """A float `source_id` where a rebuild reads one (the response's, its results'). Our
    responses hold integer ids, so only a crafted one pays for the stdlib decode that keeps an
    id beyond 64 bits an int, as `json.loads` would (orjson gives a float); the other fields a
    rebuild or the scorer reads are strings, booleans and lists, which both decode alike."""
    if type(response.get("source_id")) is float:
        return True
    results = response.get("results")
    if type(results) is list:
        for item in results:
            if type(item) is dict and type(item.get("source_id")) is float:
                return True
    return False
