"""The `world` backend: websearch and fetch over a generated closed world, in process.

It answers with raw responses (see `responses.py`): search results without source ids, fetched
pages whole (paging happens in `ResearchTools`, so one cached fetch serves every offset).
Dead links are indexed, as a real engine's stale index would show them, but fetch as
`not_found`; paywalled pages fetch as `paywalled` with their title and teaser.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from tearsheet_env.tools.responses import failure
from tearsheet_env.tools.search_index import WorldSearchIndex
from tearsheet_env.tools.snippets import best_excerpt
from tearsheet_env.tools.urls import normalize_url
from tearsheet_env.tools.world_text import public_text, teaser_of


class WorldBackend:
    def __init__(self, world: Any, index: WorldSearchIndex | None = None) -> None:
        self.world = world
        self.name = f"world:{world.manifest.content_hash}"
        self.index = index or WorldSearchIndex.for_world(world)
        self._documents = list(world.documents)
        self._by_url = {normalize_url(d.url): d for d in self._documents}
        self._snippet_cache = lru_cache(maxsize=4096)(self._snippet)

    def search(self, query: str, max_results: int) -> dict[str, Any]:
        hits = self.index.search(query, max_results)
        terms = frozenset(self.index.analyze(query))
        results = []
        for hit in hits:
            doc = self._documents[hit.index]
            results.append({"title": doc.title, "url": doc.url, "date": doc.date,
                            "snippet": self._snippet_cache(hit.index, terms)})
        return {"ok": True, "results": results}

    def _snippet(self, index: int, terms: frozenset[str]) -> str:
        return best_excerpt(public_text(self._documents[index]), set(terms), self.index.analyze,
                            self.index.term_weights(sorted(terms)))

    def fetch(self, url: str) -> dict[str, Any]:
        doc = self._by_url.get(normalize_url(url))
        if doc is None:
            return failure("not_found", f"no page at {url} (HTTP 404)")
        if doc.access == "dead":
            return failure("not_found", f"the page at {url} is gone (HTTP 404: dead link)")
        if doc.access == "paywalled":
            return failure("paywalled", f"{url} is behind a paywall (HTTP 402); only the "
                           "teaser is readable", title=doc.title, teaser=teaser_of(doc))
        return {"ok": True, "url": doc.url, "title": doc.title, "text": doc.text}
