"""Realism statistics of a world (`tearsheet-env world stats --json`, SPEC §5): how much its
pages read like the web and how hard its facts are to find.

Every figure is computed over page bodies — the text with its site chrome
(`Document.boilerplate`: navigation, cookie notice, related links, footer) cut out — except
the share of pages longer than one fetch page, which is about what `fetch` returns (the whole
text). Samples are fixed (seeded by name), so the figures are a pure function of the world.
"""

from __future__ import annotations

import random
import re
import statistics
from collections import Counter, defaultdict
from typing import Any

from rubric.contract import load_contract
from tearsheet_env.tools.responses import PAGE_CHARS

SAMPLE_TOKENS = 200_000
_SENTENCE_END = re.compile(r"(?<=[.!?”])\s+|\n+")
_WORD = re.compile(r"\w+(?:[-'’]\w+)*")
_SKELETON_SLOT = re.compile(r"\d[\d,.]*|[A-Z][\w'’-]*|[$€£]")
GOOD = ("stated", "reported")


def body_of(doc: Any) -> str:
    """The page text without its boilerplate blocks."""
    text = doc.text
    for start, end in sorted(doc.boilerplate, reverse=True):
        text = text[:start] + text[end:]
    return text.strip()


def sentences_of(text: str) -> list[str]:
    return [s.strip() for s in _SENTENCE_END.split(text) if len(s.strip()) > 1]


def skeleton(sentence: str) -> str:
    """A sentence with its names and numbers replaced by one placeholder: what is left is the
    template a generator (or a writer's habit) produced it from."""
    return _SKELETON_SLOT.sub("_", sentence)


def duplicate_sentence_share(bodies: list[str]) -> float:
    """Share of sentence occurrences whose exact text stands elsewhere in the world too."""
    counts = Counter(s for body in bodies for s in sentences_of(body))
    total = sum(counts.values())
    return sum(n for n in counts.values() if n > 1) / total if total else 0.0


def distinct_4gram_ratio(bodies: list[str], tokens: int = SAMPLE_TOKENS) -> float:
    """Distinct 4-grams over all 4-grams of a fixed sample of pages: pages in a seeded order,
    words lowercased, 4-grams within one page, until `tokens` words are taken."""
    order = list(range(len(bodies)))
    random.Random("realism-4gram-sample").shuffle(order)
    seen: set[tuple[str, ...]] = set()
    total = taken = 0
    for i in order:
        words = [w.lower() for w in _WORD.findall(bodies[i])][:tokens - taken]
        taken += len(words)
        for k in range(len(words) - 3):
            seen.add(tuple(words[k:k + 4]))
            total += 1
        if taken >= tokens:
            break
    return len(seen) / total if total else 0.0


def pages_per_fact(world: Any) -> dict[str, float]:
    """For each task company and each fact it discloses: how many fetchable pages state its
    current value (`correct`), and how many state any value of it; the medians."""
    correct: dict[tuple[str, str], set[str]] = defaultdict(set)
    any_value: dict[tuple[str, str], set[str]] = defaultdict(set)
    for doc in world.documents:
        if doc.access != "ok":
            continue
        for a in doc.assertions:
            any_value[(a.subject, a.fact_id)].add(doc.id)
            if a.correct and a.modality in GOOD:
                correct[(a.subject, a.fact_id)].add(doc.id)
    facts = [f for f in load_contract().facts if f != "comparables.rows"]
    pairs = [(c.id, f) for c in world.tasks() for f in facts if c.truth.get(f) is not None]
    return {
        "median_pages_stating_current_value": statistics.median(
            len(correct[p]) for p in pairs) if pairs else 0.0,
        "median_pages_stating_any_value": statistics.median(
            len(any_value[p]) for p in pairs) if pairs else 0.0,
        "share_of_facts_on_one_page": sum(len(correct[p]) == 1 for p in pairs) / max(
            1, len(pairs)),
    }


def derivable_only(world: Any) -> dict[str, Any]:
    """The task companies with a required fact that no page states, which only values on
    several pages give (the total raised: the sum of the rounds)."""
    tasks = list(world.tasks())
    by_fact: dict[str, int] = defaultdict(int)
    for c in tasks:
        for fid in c.details.get("derived_only") or ():
            by_fact[fid] += 1
    touched = sum(bool(c.details.get("derived_only")) for c in tasks)
    return {"share_of_companies": round(touched / max(1, len(tasks)), 4),
            "companies": touched, "by_fact": dict(sorted(by_fact.items()))}


def syndication(docs: list[Any], bodies: list[str]) -> dict[str, Any]:
    """Syndicated copies (news republished by another outlet): how many, and what the
    duplicate-sentence share would be without them. The headline figure counts them: leaving
    them out would hide the very duplication they add."""
    copies = [i for i, d in enumerate(docs) if getattr(d, "syndicated_from", None)]
    news = sum(d.kind == "news_article" and not getattr(d, "syndicated_from", None)
               for d in docs)
    skip = set(copies)
    return {"copies": len(copies), "share_of_news_stories_copied": round(
        len({docs[i].syndicated_from for i in copies}) / max(1, news), 4),
        "duplicate_sentence_share_without_copies": round(duplicate_sentence_share(
            [b for i, b in enumerate(bodies) if i not in skip]), 4)}


def realism(world: Any) -> dict[str, Any]:
    docs = [d for d in world.documents if d.access == "ok"]
    bodies = [body_of(d) for d in docs]
    by_kind: dict[str, list[int]] = defaultdict(list)
    for i, d in enumerate(docs):
        by_kind[d.kind].append(i)
    words = {k: statistics.median(len(_WORD.findall(bodies[i])) for i in ix)
             for k, ix in sorted(by_kind.items())}
    skeletons = {k: len({skeleton(s) for i in ix for s in sentences_of(bodies[i])})
                 for k, ix in sorted(by_kind.items())}
    return {
        "duplicate_sentence_share": round(duplicate_sentence_share(bodies), 4),
        "distinct_4gram_ratio": round(distinct_4gram_ratio(bodies), 4),
        "sentence_skeletons_per_kind": skeletons,
        "median_words_per_kind": words,
        "pages_per_fact": pages_per_fact(world),
        "share_longer_than_one_fetch_page": round(
            sum(len(d.text) > PAGE_CHARS for d in docs) / max(1, len(docs)), 4),
        "fetch_page_chars": PAGE_CHARS,
        "syndicated_copies": syndication(docs, bodies),
        "derivable_only": derivable_only(world),
    }
