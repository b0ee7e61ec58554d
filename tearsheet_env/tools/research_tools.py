"""ResearchTools: the agent's `websearch` and `fetch`, one instance per rollout.

The pipeline of a call: validate arguments → policy (tool allowed, budget left, URL allowed) →
backend, through the replay cache when one is given → page the text (fetch) → stamp `[N]` ids
from the rollout's `SourceRegistry` → count the call. Every outcome is one of the JSON shapes of
`responses.py`; nothing raises into a rollout (a replay miss becomes a typed `replay_miss`
failure naming the request, unless `strict_replay=True` asks for the `ReplayMiss` exception).
"""

from __future__ import annotations

import json
from typing import Any, Literal, Protocol

from rubric.registry import SourceRegistry
from tearsheet_env.tools.policy import ToolPolicy, ToolUsage
from tearsheet_env.tools.replay_cache import HybridReplayCache, ReplayMiss, normalized_request
from tearsheet_env.tools.responses import (
    MAX_QUERY_CHARS,
    MAX_RESULTS,
    MAX_URL_CHARS,
    PAGE_CHARS,
    failure,
)

HARNESS_TOOLS = frozenset({"read"})


class SearchBackend(Protocol):
    name: str

    def search(self, query: str, max_results: int) -> dict[str, Any]: ...


class FetchBackend(Protocol):
    name: str

    def fetch(self, url: str) -> dict[str, Any]: ...


class ResearchTools:
    def __init__(
        self,
        backend: Literal["world", "live"] = "world",
        world: Any = None,
        policy: ToolPolicy | None = None,
        cache: HybridReplayCache | None = None,
        registry: SourceRegistry | None = None,
        *,
        search_backend: SearchBackend | None = None,
        fetch_backend: FetchBackend | None = None,
        strict_replay: bool = False,
    ) -> None:
        if backend not in ("world", "live"):
            raise ValueError(f"backend must be 'world' or 'live', not {backend!r}")
        self.policy = policy or ToolPolicy()
        if search_backend is None or fetch_backend is None:
            if backend == "world":
                default: Any = shared_world_backend(world)
                search_backend = search_backend or default
                fetch_backend = fetch_backend or default
            else:
                from tearsheet_env.tools.live_fetch import HttpFetcher
                from tearsheet_env.tools.live_search import PerplexitySearch

                search_backend = search_backend or PerplexitySearch()
                fetch_backend = fetch_backend or HttpFetcher(
                    refused_hosts=self.policy.refused_hosts)
        self.backend = backend
        self.search_backend: SearchBackend = search_backend
        self.fetch_backend: FetchBackend = fetch_backend
        self.cache = cache
        self.registry = registry if registry is not None else SourceRegistry()
        self.usage = ToolUsage()
        self.strict_replay = strict_replay

    # ---- the two tools -------------------------------------------------------------------
    def websearch(self, query: str, max_results: int = 5) -> dict[str, Any]:
        if not isinstance(query, str) or not query.strip():
            return self._done(failure("bad_request", "query must be a non-empty string"))
        if len(query) > MAX_QUERY_CHARS:
            return self._done(failure("bad_request",
                                      f"query is longer than {MAX_QUERY_CHARS} characters"))
        if isinstance(max_results, bool) or not isinstance(max_results, int) or max_results < 1:
            return self._done(failure("bad_request", "max_results must be a positive integer"))
        max_results = min(max_results, MAX_RESULTS)
        blocked = self.policy.check_tool("websearch") or self.policy.check_budget(self.usage)
        if blocked:
            return self._done(blocked)
        query = " ".join(query.split())
        request = normalized_request("websearch", self.search_backend.name, query=query,
                                     max_results=max_results)
        raw = self._call(request, lambda: self.search_backend.search(query, max_results))
        if raw.get("ok") is not True:
            return self._done(_failure_from(raw), counted=True)
        results = []
        for item in raw.get("results") or []:
            if not isinstance(item, dict) or not isinstance(item.get("url"), str):
                continue
            title, date, snippet = item.get("title") or "", item.get("date"), item.get("snippet")
            sid = self.registry.record_search_result(item["url"], title, date, snippet)
            results.append({"source_id": sid, "title": title, "url": item["url"],
                            "date": date, "snippet": snippet or ""})
        return self._done({"ok": True, "results": results}, counted=True)

    def fetch(self, url: str, offset: int = 0) -> dict[str, Any]:
        if not isinstance(url, str) or not url.strip():
            return self._done(failure("bad_request", "url must be a non-empty string"))
        url = url.strip()
        if len(url) > MAX_URL_CHARS:
            return self._done(failure("bad_request",
                                      f"url is longer than {MAX_URL_CHARS} characters"))
        if isinstance(offset, bool) or not isinstance(offset, int) or offset < 0:
            return self._done(failure("bad_request", "offset must be a non-negative integer",
                                      url=url))
        blocked = (self.policy.check_tool("fetch") or self.policy.check_budget(self.usage)
                   or self.policy.check_url(url))
        if blocked:
            if blocked["status"] == "refused" and self.registry.lookup(url) is not None:
                blocked["url"] = url
                blocked["source_id"] = self.registry.record_failure(url, "refused",
                                                                    register=False)
            return self._done(blocked)
        request = normalized_request("fetch", self.fetch_backend.name, url=url)
        raw = self._call(request, lambda: self.fetch_backend.fetch(url))
        if raw.get("ok") is not True:
            return self._done(self._fetch_failure(url, raw), counted=True)
        text = raw.get("text") if isinstance(raw.get("text"), str) else ""
        if offset > 0 and offset >= len(text):
            sid = self.registry.record_failure(url, "bad_request", register=False)
            return self._done(failure(
                "bad_request", f"offset {offset} is past the end of the page "
                f"({len(text)} characters)", url=url, source_id=sid), counted=True)
        page, next_offset = page_of(text, offset)
        title = raw.get("title") if isinstance(raw.get("title"), str) else ""
        date, site = _text_or_none(raw.get("date")), _text_or_none(raw.get("site"))
        sid = self.registry.record_fetched(url, title, page, date=date, site=site)
        return self._done({"ok": True, "status": "fetched", "source_id": sid, "url": url,
                           "title": title, "date": date, "site": site, "text": page,
                           "next_offset": next_offset, "length": len(text)}, counted=True)

    # ---- plumbing ------------------------------------------------------------------------
    def _call(self, request: dict[str, Any], backend_call: Any) -> dict[str, Any]:
        try:
            raw = (self.cache.call(request, backend_call) if self.cache is not None
                   else backend_call())
        except ReplayMiss as miss:
            if self.strict_replay:
                raise
            return failure("replay_miss", str(miss))
        if not isinstance(raw, dict):  # a misbehaving custom backend is a typed failure too
            return failure("upstream_error", "backend returned no response object")
        return raw

    def _fetch_failure(self, url: str, raw: dict[str, Any]) -> dict[str, Any]:
        kind = str(raw.get("status") or "upstream_error")
        paywalled = kind == "paywalled"
        teaser = raw.get("teaser") if paywalled else None
        title = raw.get("title") if paywalled else None
        date = _text_or_none(raw.get("date")) if paywalled else None
        site = _text_or_none(raw.get("site")) if paywalled else None
        sid = self.registry.record_failure(url, kind, register=paywalled, title=title,
                                           teaser=teaser, date=date, site=site)
        return failure(kind, str(raw.get("error") or kind), url=url, source_id=sid,
                       title=title, date=date, site=site, teaser=teaser)

    def _done(self, response: dict[str, Any], counted: bool = False) -> dict[str, Any]:
        if counted:
            self.usage.calls += 1
        if response.get("ok") is False:
            self.usage.failures[str(response.get("status"))] += 1
        self.usage.bytes += len(json.dumps(response).encode())
        return response

    # convenience for callers that dispatch by name (stdio server, env tool wrappers)
    def call(self, request: Any) -> dict[str, Any]:
        """Run one request dict `{"tool": ..., ...}`; anything malformed is a `bad_request`."""
        if not isinstance(request, dict):
            return self._done(failure("bad_request", "request must be a JSON object"))
        tool = request.get("tool")
        if tool == "websearch":
            return self.websearch(request.get("query"),  # type: ignore[arg-type]
                                  request.get("max_results", 5))
        if tool == "fetch":
            return self.fetch(request.get("url"), request.get("offset", 0))  # type: ignore[arg-type]
        if tool in HARNESS_TOOLS:  # a real tool, served by the agent harness, not here
            blocked = self.policy.check_tool(tool)
            return self._done(blocked or failure(
                "bad_request", f"tool {tool!r} is served by the agent harness, not here"))
        return self._done(failure("bad_request", f"unknown tool {tool!r} "
                                  "(expected 'websearch' or 'fetch')"))


def _failure_from(raw: dict[str, Any]) -> dict[str, Any]:
    return failure(str(raw.get("status") or "upstream_error"),
                   str(raw.get("error") or "backend failure"))


def _text_or_none(value: Any) -> str | None:
    """A backend's metadata string (a page's date or site), None when it gave none."""
    return value.strip() if isinstance(value, str) and value.strip() else None


def page_of(text: str, offset: int, size: int = PAGE_CHARS) -> tuple[str, int | None]:
    """The page of `text` starting at `offset` and its successor's offset (None at the end).
    A page ends at the last whitespace of its final tenth when there is one, so words are
    not split across pages."""
    end = offset + size
    if end >= len(text):
        return text[offset:], None
    window_start = end - size // 10
    cut = max(text.rfind("\n", window_start, end), text.rfind(" ", window_start, end))
    if cut > offset:
        end = cut + 1
    return text[offset:end], end


_WORLD_BACKENDS: dict[str, Any] = {}


def shared_world_backend(world: Any = None) -> Any:
    """One `WorldBackend` per world and process: rollouts share the index and lookups, while
    each `ResearchTools` keeps its own registry and counters. Worlds on disk are shared by
    folder and content hash; an in-memory world keeps its backend on itself, so both live and
    die together."""
    from tearsheet_env.tools.world_backend import WorldBackend

    if world is None:
        from tearsheet_env.world import load_world

        world = load_world()
    if getattr(world, "path", None) is None:
        backend = getattr(world, "_research_backend", None)
        if backend is None:
            backend = WorldBackend(world)
            try:
                world._research_backend = backend
            except (AttributeError, TypeError, ValueError):
                pass  # a world that takes no attributes just is not shared
        return backend
    key = f"{world.path}:{world.manifest.content_hash}"
    backend = _WORLD_BACKENDS.get(key)
    if backend is None:
        backend = _WORLD_BACKENDS[key] = WorldBackend(world)
    return backend
