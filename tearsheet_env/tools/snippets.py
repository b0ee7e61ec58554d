"""Query-relevant excerpts for search results.

A snippet is whole sentences of the page from the best-matching one on, not a character window:
an agent reading a snippet should get a readable, quotable statement. Sentences are scored by the
query terms they contain (each distinct term once, rarer terms weighing more), ties going to the
earlier sentence, so the choice is deterministic.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

SNIPPET_CHARS = 260

# a sentence: text up to ., ! or ? followed by whitespace (so "$42.5M" and "1.2B" stay whole),
# never across a line break
_SENTENCE = re.compile(r"[^\n.!?]*(?:[.!?]\S[^\n.!?]*)*[.!?]*")

Matcher = tuple[float, tuple[str, ...]]  # (weight of a query term, lower-case needles for it)


def split_sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENTENCE.findall(text) if s.strip()]


def best_excerpt(sentences: Sequence[str], lowered: Sequence[str], matchers: Sequence[Matcher],
                 max_chars: int = SNIPPET_CHARS) -> str:
    """The sentence that matches the most query weight, extended with the following sentences
    while they fit in `max_chars`; the page's opening when nothing matches. A query term
    matches a sentence when one of its needles (its stem or the word as typed) occurs in it —
    substring tests, because snippet choice runs per result and must stay cheap."""
    if not sentences:
        return ""
    best_index, best_score = 0, 0.0
    for i, sentence in enumerate(lowered):
        score = sum(weight for weight, needles in matchers
                    if any(needle in sentence for needle in needles))
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
