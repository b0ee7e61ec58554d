"""Query-relevant excerpts for search results.

A snippet is whole sentences of the page around the best-matching one, not a character window:
an agent reading a snippet should get a readable, quotable statement. Sentences are scored by the
query terms they contain (each distinct analyzed term once, rarer terms weighing more), ties
going to the earlier sentence, so the choice is deterministic.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping

SNIPPET_CHARS = 260

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[\"'(\[A-Z0-9€$£])|\n+")


def split_sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENTENCE_END.split(text) if s and s.strip()]


def best_excerpt(text: str, query_terms: set[str], analyze: Callable[[str], list[str]],
                 weights: Mapping[str, float] | None = None,
                 max_chars: int = SNIPPET_CHARS) -> str:
    """The sentence of `text` that matches most query terms, extended with the following
    sentences while they fit in `max_chars`; the page's opening when nothing matches."""
    sentences = split_sentences(text)
    if not sentences:
        return ""
    best_index, best_score = 0, 0.0
    if query_terms:
        for i, sentence in enumerate(sentences):
            found = query_terms.intersection(analyze(sentence))
            score = sum((weights or {}).get(t, 1.0) for t in found)
            if score > best_score:
                best_index, best_score = i, score
    excerpt = sentences[best_index]
    for follower in sentences[best_index + 1:]:
        if len(excerpt) + 1 + len(follower) > max_chars:
            break
        excerpt = f"{excerpt} {follower}"
    return clip(excerpt, max_chars)


def clip(text: str, max_chars: int) -> str:
    text = " ".join(text.split())
    if len(text) <= max_chars:
        return text
    return text[:max_chars].rsplit(" ", 1)[0].rstrip(",;:") + " …"
