"""The `world` backend: websearch and fetch over a generated closed world, in process.

It answers with raw responses (see `responses.py`): search results without source ids, fetched
pages whole (paging happens in `ResearchTools`, so one cached fetch serves every offset).
Dead links are indexed, as a real engine's stale index would show them, but fetch as
`not_found`; paywalled pages fetch as `paywalled` with their title, date, site and teaser. A
fetched page comes with its title, its date (the one its text states) and its site's name (the
one its header shows).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from rubric.urls import normalize_url
from tearsheet_env.tools.responses import failure
from tearsheet_env.tools.search_index import WorldSearchIndex
from tearsheet_env.tools.snippets import Matcher, best_excerpt, split_sentences
from tearsheet_env.tools.world_text import public_text, site_of, teaser_of

SENTENCE_CACHE = 2048  # pages whose split sentences are kept for snippets (~28 MB)


class WorldBackend:
    def __init__(self, world: Any, index: WorldSearchIndex | None = None) -> None:
        self.world = world
        self.name = f"world:{world.manifest.content_hash}"
        self.index = index or WorldSearchIndex.for_world(world)
        # a stored world (`World`) reads pages from its store on demand; a world made of
        # objects in memory (tests' hand-made pages) is indexed here
        self._documents = world.documents
        self._by_url = getattr(world, "document_by_normalized_url", None) or {
            normalize_url(d.url): d for d in world.documents}.get
        # each entry holds a page's sentences twice (as written and lower-cased): ~14 KB
        self._sentences = lru_cache(maxsize=SENTENCE_CACHE)(self._split)

    def search(self, query: str, max_results: int) -> dict[str, Any]:
        hits = self.index.search(query, max_results)
        matchers = self._matchers(query)
        results = []
        for hit in hits:
            doc = self._documents[hit.index]
            sentences, lowered = self._sentences(hit.index)
            results.append({"title": doc.title, "url": doc.url, "date": doc.date,
                            "snippet": best_excerpt(sentences, lowered, matchers)})
        return {"ok": True, "results": results}

    def _matchers(self, query: str) -> list[Matcher]:
        """Per query term: its idf weight and the needles that find it in a sentence (the
        stem, and the word as the agent typed it)."""
        needles: dict[str, set[str]] = {}
        for word in query.lower().split():
            for term in self.index.analyze(word):
                needles.setdefault(term, {term}).add(word.strip(".,;:!?\"'()[]"))
        weights = self.index.term_weights(list(needles))
        return [(weights[t], tuple(sorted(n for n in needles[t] if n))) for t in needles]

    def _split(self, index: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
        sentences = tuple(split_sentences(public_text(self._documents[index])))
        return sentences, tuple(s.lower() for s in sentences)

    def fetch(self, url: str) -> dict[str, Any]:
        doc = self._by_url(normalize_url(url))
        if doc is None:
            return failure("not_found", f"no page at {url} (HTTP 404)")
        if doc.access == "dead":
            return failure("not_found", f"the page at {url} is gone (HTTP 404: dead link)")
        if doc.access == "paywalled":
            return failure("paywalled", f"{url} is behind a paywall (HTTP 402); only the "
                           "teaser is readable", title=doc.title, date=doc.date,
                           site=site_of(doc), teaser=teaser_of(doc))
        return {"ok": True, "url": doc.url, "title": doc.title, "date": doc.date,
                "site": site_of(doc), "text": doc.text}
