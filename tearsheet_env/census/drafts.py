"""Drafts of census claims: a sentence, the fact it is about, and the excerpts it cites.

`control` realizes a supported claim from one document's assertion. The perturbation builders in
`perturbations.py` start from the same material and change one thing.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from tearsheet_env.census import phrasing as P
from tearsheet_env.census.view import CensusView, Hit, excerpt


@dataclass
class Src:
    url: str
    text: str
    status: str = "fetched"
    date: str | None = None


@dataclass
class Draft:
    claim: str
    fact_id: str | None
    evidence: list[Src]
    context: list[Src] = field(default_factory=list)


def src(hit: Hit, rng: random.Random) -> Src:
    return Src(hit.doc.url, excerpt(hit.doc.text, hit.assertion.sentence, rng), date=hit.doc.date)


def list_templates_ok(value: list[Any], truth: Any) -> bool:
    """An exhaustive phrasing ("founded by A and B") is only honest for the full list."""
    return isinstance(truth, list) and sorted(map(str, value)) == sorted(map(str, truth))


def realize(
    v: CensusView, c: Any, fact_id: str, value: Any, rng: random.Random, *,
    as_of: str | None = None, partial_list: bool = False, shown: str | None = None,
) -> str | None:
    """A report sentence stating `value` for `fact_id` of company `c`."""
    ftype = v.type_of(fact_id)
    slots: dict[str, Any] = {"name": c.name}
    if fact_id in ("products.flagship_type", "products.flagship_launch_year"):
        slots["product"] = c.truth.get("products.flagship")
    if fact_id in ("market.tam", "market.cagr"):
        slots["market"] = c.truth.get("market.name")
    if shown is not None:  # a surface form the caller already wrote ("about $50 million")
        slots["v"] = shown
    elif fact_id == "recent.latest_event":
        if not as_of:
            return None
        slots["date"] = P.date_text(as_of, rng)
        slots["on_date"] = P.on_date(slots["date"])
        slots["v"] = P.event_clause(str(value))
    elif ftype == "list":
        slots["v"] = P.value_text("list", list(value), rng)
    else:
        slots["v"] = P.value_text(ftype, value, rng)
    if not slots["v"] or any(s is None for s in slots.values()):
        return None
    templates = P.TEMPLATES.get(fact_id)
    if not templates:
        return None
    if ftype == "list" and partial_list:
        templates = [t for t in templates if "include" in t or "among" in t]
        if not templates:
            return None
    text = rng.choice(templates).format(**slots)
    return text[0].upper() + text[1:]


HEDGED = "hedged"  # a control that keeps a rumor a rumor and a plan a plan
HEDGED_TEMPLATES: dict[str, list[str]] = {
    "funding.latest_round.amount": ["{name} is reportedly in talks to raise about {v}.",
                                    "According to people familiar with the matter, {name} is "
                                    "in talks to raise roughly {v}."],
    "funding.latest_round.type": ["{name} is reportedly in talks to raise a {v} round.",
                                  "People familiar with the matter say {name} is negotiating "
                                  "a {v} round."],
    "funding.last_valuation": ["A deal under discussion could reportedly value {name} at "
                               "around {v}.",
                               "Sources say the talks could value {name} at about {v}."],
    "financials.headcount": ["{name} plans to grow its team to {v} people by the end of 2027.",
                             "The company aims to reach {v} employees by the end of 2027."],
}


# Facts a supported control can be about, weighted towards the ones perturbations start from.
CONTROL_FACTS = [
    "overview.founded_year", "overview.headquarters", "overview.founders", "overview.sector",
    "overview.website", "products.flagship", "products.flagship_type",
    "products.flagship_launch_year", "products.lines", "leadership.ceo", "leadership.cto",
    "leadership.former_ceo", "funding.total_raised", "funding.rounds_count",
    "funding.latest_round.amount", "funding.latest_round.type", "funding.latest_round.lead",
    "funding.investors", "funding.last_valuation", "financials.revenue",
    "financials.revenue_growth", "financials.headcount", "customers.notable",
    "customers.partners", "market.name", "market.tam", "market.cagr",
    "competition.competitors", "recent.latest_event", HEDGED,
]


def hedged_control(v: CensusView, c: Any, rng: random.Random) -> Draft | None:
    hits = [h for fid in HEDGED_TEMPLATES for h in v.hedged.get((c.id, fid), [])]
    if not hits:
        return None
    hit = rng.choice(hits)
    fid = hit.assertion.fact_id
    shown = P.value_text(v.type_of(fid), hit.assertion.value, rng)
    claim = rng.choice(HEDGED_TEMPLATES[fid]).format(name=c.name, v=shown)
    return Draft(claim, fid, [src(hit, rng)])


def control(v: CensusView, c: Any, fact_id: str, rng: random.Random) -> Draft | None:
    if fact_id == HEDGED:
        return hedged_control(v, c, rng)
    hit = v.pick(rng, v.support(c.id, fact_id))
    if hit is None:
        return None
    value = hit.assertion.value
    partial = v.type_of(fact_id) == "list" and not list_templates_ok(value, c.truth.get(fact_id))
    claim = realize(v, c, fact_id, value, rng, as_of=hit.assertion.as_of or hit.doc.date,
                    partial_list=partial)
    if claim is None:
        return None
    return Draft(claim, fact_id, [src(hit, rng)])
