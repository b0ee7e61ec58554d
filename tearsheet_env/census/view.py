"""A read-only view of a built world shaped for the census: per company, which documents state
each fact (correctly and currently, or as an older value), and excerpts of those documents.

Support is decided from the documents' own assertion lists (SPEC §5) — never from the text — so a
supported control always cites a page whose assertion index says it states the claim's value.
"""

from __future__ import annotations

import random
from collections import defaultdict
from dataclasses import dataclass
from typing import Any

from rubric.contract import load_contract
from tearsheet_env.world.writer import same_value

ASSERTIVE = ("stated", "reported")


@dataclass(frozen=True)
class Hit:
    """One document asserting one fact."""

    doc: Any  # tearsheet_env.world.model.Document
    assertion: Any  # tearsheet_env.world.model.Assertion


class CensusView:
    def __init__(self, world: Any) -> None:
        self.world = world
        self.fact_types = {f.id: f.type for f in load_contract().facts.values()}
        self.companies = {c.id: c for c in world.companies}
        self.by_name: dict[str, list[str]] = defaultdict(list)
        for c in world.companies:
            self.by_name[c.name].append(c.id)
        # (subject, fact_id) -> hits, split into current-correct, older (stale) and other-modality
        self.current: dict[tuple[str, str], list[Hit]] = defaultdict(list)
        self.older: dict[tuple[str, str], list[Hit]] = defaultdict(list)
        self.hedged: dict[tuple[str, str], list[Hit]] = defaultdict(list)
        self.docs_of: dict[str, list[Any]] = defaultdict(list)
        for doc in world.documents:
            if doc.company_id:
                self.docs_of[doc.company_id].append(doc)
            if doc.access != "ok":
                continue
            for a in doc.assertions:
                if not a.sentence or a.sentence not in doc.text:
                    continue
                key = (a.subject, a.fact_id)
                if a.modality not in ASSERTIVE:
                    self.hedged[key].append(Hit(doc, a))
                elif self.is_current(a):
                    self.current[key].append(Hit(doc, a))
                elif a.correct is False and self._was_true(a, doc):
                    self.older[key].append(Hit(doc, a))

    def type_of(self, fact_id: str) -> str:
        return self.fact_types.get(fact_id, "text")

    def truth(self, cid: str, fact_id: str) -> Any:
        return self.companies[cid].truth.get(fact_id)

    def is_current(self, a: Any) -> bool:
        c = self.companies.get(a.subject)
        return bool(c) and a.correct and same_value(
            self.type_of(a.fact_id), a.value, c.truth.get(a.fact_id))

    def _was_true(self, a: Any, doc: Any) -> bool:
        """An older value: what the subject's state on the page's date really was (a stale page,
        not an aggregator's error)."""
        from tearsheet_env.world.truth import state_at

        c = self.companies.get(a.subject)
        if c is None or not c.details.get("rounds"):
            return False
        s = state_at(c.details, doc.date)
        key = a.fact_id.split(".")[-1]
        old = {
            "headcount": s.get("headcount"), "total_raised": s.get("total_raised"),
            "ceo": s.get("ceo"), "rounds_count": s.get("rounds_count"),
            "amount": (s.get("latest_round") or {}).get("amount"),
            "lead": (s.get("latest_round") or {}).get("lead"),
            "type": (s.get("latest_round") or {}).get("type"),
        }.get(key)
        return old is not None and same_value(self.type_of(a.fact_id), a.value, old)

    def is_task(self, cid: str) -> bool:
        return not self.companies[cid].details.get("homonym_of")

    def twin(self, cid: str) -> Any | None:
        c = self.companies[cid]
        tid = c.details.get("twin") or c.details.get("homonym_of")
        if not tid:
            others = [i for i in self.by_name.get(c.name, []) if i != cid]
            tid = others[0] if others else None
        return self.companies.get(tid) if tid else None

    def support(self, cid: str, fact_id: str) -> list[Hit]:
        return self.current.get((cid, fact_id), [])

    def pick(self, rng: random.Random, hits: list[Hit]) -> Hit | None:
        return rng.choice(hits) if hits else None


def excerpt(text: str, sentence: str, rng: random.Random) -> str:
    """The sentence with its surrounding text, cut at sentence boundaries — what a fetched excerpt
    a report cites looks like. It starts at the sentence's paragraph when that is near, so the
    excerpt names what the sentence's "the company" or "the market" refers to."""
    at = text.find(sentence)
    if at < 0:
        return sentence
    para = text.rfind("\n\n", 0, at)
    para = 0 if para < 0 else para + 2
    if at - para <= 600:
        lo = para
    else:
        lo = max(0, at - rng.randint(60, 260))
        cut = max(text.rfind(". ", lo, at), text.rfind("\n", lo, at))
        lo = cut + 1 if cut >= 0 else at
    hi = min(len(text), at + len(sentence) + rng.randint(0, 220))
    if hi < len(text):
        end = at + len(sentence)
        nxt = [i for i in (text.find(". ", end, hi), text.find("\n", end, hi)) if i >= 0]
        hi = min(nxt) + 1 if nxt else end
    return text[lo:hi].strip()
