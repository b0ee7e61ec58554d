"""One perturbation per claim-level failure mode: each takes a company of the world and returns a
not-supported claim that exhibits exactly that mode, with the evidence (and context) the mode needs
to be judged — or None when the company has no material for it.

Every builder starts from what a page really says (an assertion and its sentence) and changes one
thing, worded the way a model writes a report sentence. `BUILDERS` maps mode id → builder; the
builder checks at import that it covers every claim-kind mode of the taxonomy.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from tearsheet_env.census import phrasing as P
from tearsheet_env.census.drafts import Draft, Src, realize, src
from tearsheet_env.census.view import CensusView, Hit, excerpt
from tearsheet_env.world import vocab
from tearsheet_env.world.formats import join_names

Builder = Callable[[CensusView, Any, random.Random], Draft | None]
MONEY_FACTS = ["funding.latest_round.amount", "funding.total_raised", "funding.last_valuation",
               "financials.revenue"]
ROUND_TYPES = ["Pre-Seed", "Seed", "Series A", "Series B", "Series C", "Series D", "Series E"]


def _money(amount: float, cur: str) -> dict[str, Any]:
    return {"amount": float(amount), "currency": cur}


def _first_hit(v: CensusView, c: Any, fact_ids: list[str], rng: random.Random) -> Hit | None:
    ids = list(fact_ids)
    rng.shuffle(ids)
    for fid in ids:
        hit = v.pick(rng, v.support(c.id, fid))
        if hit is not None:
            return hit
    return None


def _nice(x: float, rng: random.Random) -> float:
    """A plausible-looking different amount: scaled by 0.5-0.8 or 1.25-1.9, at the precision
    the world writes amounts."""
    f = rng.choice([rng.uniform(0.5, 0.8), rng.uniform(1.25, 1.9)])
    y = x * f
    step = 0.1e6 if y < 10e6 else 0.5e6 if y < 1e9 else 0.1e9
    return max(step, round(y / step) * step)


# ---------------------------------------------------------------------------- Tier A (claim)

def value(v: CensusView, c: Any, rng: random.Random) -> Draft | None:
    """EA03-VALUE: a money amount or the round's lead changed; the cited page states the truth."""
    hit = _first_hit(v, c, ["funding.latest_round.amount", "funding.last_valuation",
                            "financials.revenue", "funding.latest_round.lead"], rng)
    if hit is None:
        return None
    fid, val = hit.assertion.fact_id, hit.assertion.value
    if fid == "funding.latest_round.lead":
        pool = [x for x in _investor_pool(v) if x not in (c.truth.get("funding.investors") or [])]
        wrong: Any = rng.choice(pool) if pool else None
    else:
        wrong = _money(_nice(val["amount"], rng), val["currency"])
    claim = realize(v, c, fid, wrong, rng) if wrong else None
    return Draft(claim, fid, [src(hit, rng)]) if claim else None


def profile(v: CensusView, c: Any, rng: random.Random) -> Draft | None:
    """EA03-PROFILE: founded year, HQ or a founder changed."""
    hit = _first_hit(v, c, ["overview.founded_year", "overview.headquarters",
                            "overview.founders"], rng)
    if hit is None:
        return None
    fid, val = hit.assertion.fact_id, hit.assertion.value
    if fid == "overview.founded_year":
        wrong: Any = int(val) + rng.choice([-4, -3, -2, -1, 1, 2, 3])
    elif fid == "overview.headquarters":
        city = str(val).split(",")[0]
        wrong = ", ".join(rng.choice([x for x in vocab.CITIES if x[0] != city])[:2])
    else:
        people = list(val)
        people[rng.randrange(len(people))] = _invented_person(v, rng)
        wrong = people
    claim = realize(v, c, fid, wrong, rng)
    return Draft(claim, fid, [src(hit, rng)]) if claim else None


def list_(v: CensusView, c: Any, rng: random.Random) -> Draft | None:
    """EA03-LIST: a list fact with a foreign name added, or most of its items dropped."""
    hit = _first_hit(v, c, ["funding.investors", "customers.notable", "customers.partners",
                            "overview.founders", "competition.competitors"], rng)
    if hit is None:
        return None
    fid, items = hit.assertion.fact_id, list(hit.assertion.value)
    truth = c.truth.get(fid) or []
    if len(truth) >= 3 and set(items) == set(truth) and rng.random() < 0.35:
        keep = rng.choice(items)
        templates = {
            "overview.founders": "{name} was founded by {x} alone.",
            "funding.investors": "{name}'s only investor is {x}.",
            "customers.notable": "{name}'s only named customer is {x}.",
            "customers.partners": "{name}'s sole partner is {x}.",
            "competition.competitors": "{name}'s only competitor is {x}.",
        }
        return Draft(templates[fid].format(name=c.name, x=keep), fid, [src(hit, rng)])
    foreign = _foreign_item(v, c, fid, rng)
    if foreign is None:
        return None
    items.insert(rng.randrange(len(items) + 1), foreign)
    claim = realize(v, c, fid, items, rng, partial_list=True)
    return Draft(claim, fid, [src(hit, rng)]) if claim else None


def market(v: CensusView, c: Any, rng: random.Random) -> Draft | None:
    """EA03-MARKET: the TAM scaled, the CAGR changed, or another market named."""
    hit = _first_hit(v, c, ["market.tam", "market.cagr", "market.name"], rng)
    if hit is None:
        return None
    fid, val = hit.assertion.fact_id, hit.assertion.value
    if fid == "market.tam":
        wrong: Any = _money(val["amount"] * rng.choice([0.1, 0.4, 0.5, 2, 2.5, 10]),
                            val["currency"])
    elif fid == "market.cagr":
        wrong = round(float(val) + rng.choice([-6, -5, -4, 4, 5, 7, 9]) + 0.0, 1)
        wrong = wrong if wrong > 0 else float(val) + 6
    else:
        others = [m[0] for s in vocab.SECTORS for m in s["markets"] if m[0] != val]
        wrong = rng.choice(others)
    claim = realize(v, c, fid, wrong, rng)
    return Draft(claim, fid, [src(hit, rng)]) if claim else None


def derive(v: CensusView, c: Any, rng: random.Random) -> Draft | None:
    """EA03-DERIVE: rounds stated right, each from the page that announced it, and their sum
    wrong (off by a factor, or one round left out of the addition)."""
    fid = "funding.latest_round.amount"
    hits = v.support(c.id, fid) + v.older.get((c.id, fid), [])
    cited: list[tuple[dict[str, Any], Hit]] = []
    for r in c.details.get("rounds") or []:
        found = [h for h in hits if _same(v, fid, h.assertion.value, r["amount"])]
        if found:
            cited.append((r, rng.choice(found)))
    if len(cited) < 2:
        return None
    cited = cited[-4:]
    cur = cited[0][0]["amount"]["currency"]
    true_sum = sum(r["amount"]["amount"] for r, _ in cited)
    if rng.random() < 0.5:  # the classic slip: a round left out of the addition
        wrong = true_sum - cited[rng.randrange(len(cited))][0]["amount"]["amount"]
    else:
        wrong = round(true_sum * rng.choice([0.7, 0.8, 1.25, 1.4, 1.6]) / 1e5) * 1e5
    parts = [f"{r['type']} ({P.money_text(r['amount'], rng)})" for r, _ in cited]
    claim = rng.choice([
        "{name}'s {parts} rounds add up to {t} raised.",
        "Adding its {parts} rounds, {name} has raised {t} in total.",
        "Together, the {parts} rounds brought {name} {t}.",
    ]).format(parts=join_names(parts), name=c.name, t=P.money_text(_money(wrong, cur), rng))
    return Draft(claim, "funding.total_raised", [src(h, rng) for _, h in cited])


def mix(v: CensusView, c: Any, rng: random.Random) -> Draft | None:
    """EA03-MIX: a competitor's value stated as the target's, citing the competitor's page."""
    comps = [v.companies[x] for x in c.details.get("competitors", []) if x in v.companies]
    rng.shuffle(comps)
    for other in comps:
        hit = _first_hit(v, other, ["overview.founded_year", "financials.headcount",
                                    "funding.latest_round.amount", "leadership.ceo",
                                    "overview.headquarters", "funding.total_raised"], rng)
        if hit is None:
            continue
        fid = hit.assertion.fact_id
        if _same(v, fid, hit.assertion.value, c.truth.get(fid)):
            continue
        claim = realize(v, c, fid, hit.assertion.value, rng)
        if claim:
            return Draft(claim, fid, [src(hit, rng)])
    return None


def access(v: CensusView, c: Any, rng: random.Random) -> Draft | None:
    """EA03-ACCESS: a true claim cited to a page the agent never read (search-only snippet, or a
    paywalled teaser)."""
    paywalled = [d for d in v.docs_of[c.id] if d.access == "paywalled"]
    if paywalled and rng.random() < 0.5:
        doc = rng.choice(paywalled)
        facts = [a for a in doc.assertions if a.subject == c.id and v.is_current(a)]
        if facts:
            a = rng.choice(facts)
            claim = realize(v, c, a.fact_id, a.value, rng, as_of=a.as_of)
            if claim:
                teaser = doc.text[: rng.randint(180, 320)].rsplit(" ", 1)[0] + " …"
                return Draft(claim, a.fact_id, [Src(doc.url, teaser, "paywalled", doc.date)])
    fid = rng.choice(["overview.founded_year", "overview.headquarters", "leadership.ceo",
                      "funding.latest_round.amount", "financials.headcount", "products.flagship"])
    hit = v.pick(rng, v.support(c.id, fid))
    if hit is None:
        return None
    claim = realize(v, c, fid, hit.assertion.value, rng)
    snippet = hit.assertion.sentence[:200]
    if claim is None:
        return None
    return Draft(claim, fid, [Src(hit.doc.url, snippet, "search_only", hit.doc.date)])


def assoc(v: CensusView, c: Any, rng: random.Random) -> Draft | None:
    """EA03-ASSOC: a true claim cited to a fetched page of the company that does not state it."""
    fid = rng.choice(["funding.latest_round.amount", "financials.headcount", "leadership.ceo",
                      "overview.founded_year", "funding.total_raised", "leadership.cto",
                      "products.flagship_launch_year"])
    hit = v.pick(rng, v.support(c.id, fid))
    if hit is None:
        return None
    claim = realize(v, c, fid, hit.assertion.value, rng)
    key = _key_strings(v, fid, hit.assertion.value)
    docs = [d for d in v.docs_of[c.id] if d.access == "ok"
            and not any(a.fact_id == fid for a in d.assertions)]
    rng.shuffle(docs)
    for doc in docs:
        start = rng.randrange(max(1, len(doc.text) - 500))
        text = excerpt(doc.text, doc.text[start:start + 80], rng)
        if text and not any(k in text for k in key):
            return Draft(claim, fid, [Src(doc.url, text, date=doc.date)]) if claim else None
    return None


def subject(v: CensusView, c: Any, rng: random.Random) -> Draft | None:
    """EA03-SUBJECT: the target profiled with a same-named company's identity (website, sector,
    what it builds), citing that company's page."""
    twin = v.twin(c.id)
    if twin is None:
        return None
    hit = _first_hit(v, twin, ["overview.website", "overview.sector"], rng)
    if hit is None:
        return None
    fid = hit.assertion.fact_id
    claim = rng.choice([
        "{name} ({web}) is a {sector} company.",
        "{name}, which operates in {sector}, presents itself at {web}.",
        "{name} is a {sector} business; its website is {web}.",
    ]).format(name=c.name, web=twin.website, sector=twin.truth.get("overview.sector"))
    return Draft(claim, fid, [src(hit, rng)])


# ---------------------------------------------------------------------------- Tier B

def rel(v: CensusView, c: Any, rng: random.Random) -> Draft | None:
    """EA03-REL: a customer called a partner, a partner a customer, or parent/subsidiary swapped."""
    subs = [r for r in c.details.get("relations", []) if r.get("kind") == "subsidiary"]
    if subs and rng.random() < 0.3:
        for doc in v.docs_of[c.id]:
            if doc.access == "ok" and subs[0]["subsidiary"] in doc.text:
                s = subs[0]["subsidiary"]
                at = doc.text.find(s)
                claim = rng.choice(["{name} is a subsidiary of {s}.",
                                    "{name} operates as part of {s}, its parent company."])
                text = excerpt(doc.text, doc.text[at:at + len(s)], rng)
                return Draft(claim.format(name=c.name, s=s), None,
                             [Src(doc.url, text, date=doc.date)])
    fid = rng.choice(["customers.notable", "customers.partners"])
    hit = v.pick(rng, v.support(c.id, fid))
    if hit is None:
        return None
    other_list = set(c.truth.get("customers.partners" if fid == "customers.notable"
                                 else "customers.notable") or [])
    names = [x for x in hit.assertion.value if x not in other_list]
    if not names:
        return None
    x = rng.choice(names)
    if fid == "customers.notable":
        claim = rng.choice(["{name} has a strategic partnership with {x}.",
                            "{x} is one of {name}'s technology partners.",
                            "{name} partners with {x}."])
    else:
        claim = rng.choice(["{x} is a paying customer of {name}.",
                            "{name} counts {x} among its customers.",
                            "{x} buys {name}'s products."])
    return Draft(claim.format(name=c.name, x=x), fid, [src(hit, rng)])


def qty(v: CensusView, c: Any, rng: random.Random) -> Draft | None:
    """EA03-QTY: the headcount (or the number of rounds) changed."""
    hit = v.pick(rng, v.support(c.id, "financials.headcount"))
    if hit is not None:
        n = int(hit.assertion.value)
        wrong = max(2, int(n * rng.choice([0.4, 0.5, 0.6, 1.6, 2.0, 3.0])) + rng.randint(0, 9))
        if wrong == n:
            wrong = n * 2
        claim = realize(v, c, "financials.headcount", wrong, rng)
        return Draft(claim, "financials.headcount", [src(hit, rng)]) if claim else None
    hit = v.pick(rng, v.support(c.id, "funding.rounds_count"))
    if hit is None:
        return None
    wrong = int(hit.assertion.value) + rng.choice([1, 2, 3])
    claim = realize(v, c, "funding.rounds_count", wrong, rng)
    return Draft(claim, "funding.rounds_count", [src(hit, rng)]) if claim else None


def num(v: CensusView, c: Any, rng: random.Random) -> Draft | None:
    """EA03-NUM: million read as billion (or back), or the currency changed."""
    hit = _first_hit(v, c, MONEY_FACTS, rng)
    if hit is None:
        return None
    fid, val = hit.assertion.fact_id, hit.assertion.value
    amount, cur = float(val["amount"]), val["currency"]
    if rng.random() < 0.6:
        wrong = _money(amount * 1000 if amount < 1e9 else amount / 1000, cur)
    else:
        wrong = _money(amount, rng.choice([x for x in ("USD", "EUR", "GBP") if x != cur]))
    claim = realize(v, c, fid, wrong, rng)
    return Draft(claim, fid, [src(hit, rng)]) if claim else None


def scope(v: CensusView, c: Any, rng: random.Random) -> Draft | None:
    """EA03-SCOPE: a supported statement generalized (all, every, globally)."""
    hit = _first_hit(v, c, ["customers.notable", "customers.partners", "products.flagship",
                            "overview.headquarters"], rng)
    if hit is None:
        return None
    fid, val = hit.assertion.fact_id, hit.assertion.value
    sector = c.truth.get("overview.sector", "its sector")
    forms = {
        "customers.notable": ["Every major player in {sector}, including {x}, relies on {name}.",
                              "All of the large {sector} buyers, {x} among them, use {name}."],
        "customers.partners": ["{name} partners with every major platform in {sector}, "
                               "including {x}.",
                               "All leading integrators, such as {x}, partner with {name}."],
        "products.flagship": ["{x} is used by {sector} teams in every market worldwide.",
                              "{name}'s {x} has been deployed globally across all regions."],
        "overview.headquarters": ["From its base in {x}, {name} serves customers in every "
                                  "country worldwide.",
                                  "{name}, headquartered in {x}, operates in all major markets "
                                  "globally."],
    }
    x = join_names(list(val)[:2]) if isinstance(val, list) else str(val)
    claim = rng.choice(forms[fid]).format(name=c.name, x=x, sector=sector)
    return Draft(claim[0].upper() + claim[1:], fid, [src(hit, rng)])


def round_(v: CensusView, c: Any, rng: random.Random) -> Draft | None:
    """EA03-ROUND: an amount or headcount rounded so far that the meaning changes."""
    hit = _first_hit(v, c, ["funding.latest_round.amount", "funding.total_raised",
                            "financials.headcount"], rng)
    if hit is None:
        return None
    fid, val = hit.assertion.fact_id, hit.assertion.value
    x = float(val["amount"]) if isinstance(val, dict) else float(val)
    rounded = _coarse(x, rng)
    if rounded is None:
        return None
    hedge = rng.choice(["about", "roughly", "around", "nearly", "close to", "some"])
    if isinstance(val, dict):
        shown = P.money_text(_money(rounded, val["currency"]), rng)
    else:
        shown = f"{int(rounded):,}"
    claim = realize(v, c, fid, val, rng, shown=f"{hedge} {shown}")
    return Draft(claim, fid, [src(hit, rng)]) if claim else None


def instrument(v: CensusView, c: Any, rng: random.Random) -> Draft | None:
    """EA03-INSTRUMENT: the round type or financing instrument swapped."""
    hit = v.pick(rng, v.support(c.id, "funding.latest_round.type"))
    if hit is None:
        return None
    t = str(hit.assertion.value)
    if t in ("Venture Debt", "Convertible Note"):
        wrong = rng.choice(["Series A", "Series B", "equity"])
    elif t in ("Seed", "Pre-Seed"):
        wrong = rng.choice(["Series A", "Venture Debt"])
    else:
        i = ROUND_TYPES.index(t) if t in ROUND_TYPES else 3
        wrong = rng.choice([ROUND_TYPES[max(1, i - 1)] if i > 2 else "Seed",
                            "Venture Debt", "Convertible Note"])
    amount = c.truth.get("funding.latest_round.amount")
    if wrong == "equity" or rng.random() < 0.4:
        claim = f"{c.name}'s latest round, {P.money_text(amount, rng)}, was raised as " + (
            "an equity round." if wrong == "equity" else f"a {wrong}.")
    else:
        claim = realize(v, c, "funding.latest_round.type", wrong, rng)
    return Draft(claim, "funding.latest_round.type", [src(hit, rng)]) if claim else None


def event(v: CensusView, c: Any, rng: random.Random) -> Draft | None:
    """EA03-EVENT: the latest event moved to another date, or turned into a different event."""
    hit = v.pick(rng, v.support(c.id, "recent.latest_event"))
    if hit is None:
        return None
    text, when = str(hit.assertion.value), hit.assertion.as_of or hit.doc.date
    swaps = [("Launched", "Acquired"), ("Announced a partnership with", "Acquired"),
             ("Signed", "Was acquired by"), ("Opened an office in", "Closed its office in"),
             ("Appointed", "Dismissed"), ("Acquired", "Sold")]
    swapped = next((text.replace(a, b, 1) for a, b in swaps if text.startswith(a)), None)
    if swapped and rng.random() < 0.5:
        claim = realize(v, c, "recent.latest_event", swapped, rng, as_of=when)
    else:
        y, m = int(when[:4]), int(when[5:7])
        now = 2026 * 12 + 9  # the world's today (October 2026): never move an event past it
        shifts = [s for s in (-14, -12, -8, -6, 5, 7, 12) if y * 12 + (m - 1) + s <= now]
        m0 = y * 12 + (m - 1) + rng.choice(shifts)
        day = min(int(when[8:10] or 1), 28)
        wrong = f"{m0 // 12:04d}-{m0 % 12 + 1:02d}-{day:02d}"
        claim = realize(v, c, "recent.latest_event", text, rng, as_of=wrong)
    return Draft(claim, "recent.latest_event", [src(hit, rng)]) if claim else None


def incumbent(v: CensusView, c: Any, rng: random.Random) -> Draft | None:
    """EA03-INCUMBENT: the former CEO named as the current one, citing a page that tells the
    succession (so the excerpt itself shows the role changed hands); the newer page naming the
    current CEO was read too."""
    former = c.truth.get("leadership.former_ceo")
    succession = [h for h in v.support(c.id, "leadership.former_ceo")
                  if former and former in h.assertion.sentence]
    if not succession:
        return None
    hit = rng.choice(succession)
    newer = [h for h in v.support(c.id, "leadership.ceo") if h.doc.url != hit.doc.url]
    claim = realize(v, c, "leadership.ceo", former, rng)
    context = [src(rng.choice(newer), rng)] if newer and rng.random() < 0.6 else []
    return Draft(claim, "leadership.ceo", [src(hit, rng)], context) if claim else None


def adjrole(v: CensusView, c: Any, rng: random.Random) -> Draft | None:
    """EA03-ADJROLE: adjacent roles confused — the CTO or a co-founder called CEO, a hired CEO
    called a founder."""
    ceo, cto = c.truth.get("leadership.ceo"), c.truth.get("leadership.cto")
    founders = c.truth.get("overview.founders") or []
    former = c.truth.get("leadership.former_ceo")
    options = []
    if cto and cto != ceo:
        options.append(("leadership.cto", cto, "{x} is {name}'s chief executive officer."))
    for f in founders:
        if f not in (ceo, former, cto):
            options.append(("overview.founders", f, "Co-founder {x} serves as {name}'s CEO."))
    if ceo and ceo not in founders:
        options.append(("leadership.ceo", ceo, "{x} co-founded {name} and has led it since."))
    rng.shuffle(options)
    for fid, x, template in options:
        hits = [h for h in v.support(c.id, fid) if x in h.assertion.sentence]
        if hits:
            return Draft(template.format(x=x, name=c.name), fid, [src(rng.choice(hits), rng)])
    return None


def homonym(v: CensusView, c: Any, rng: random.Random) -> Draft | None:
    """EA03-HOMONYM: a same-named company's fact stated for the target, citing its page."""
    twin = v.twin(c.id)
    if twin is None or not v.is_task(c.id):
        return None
    hit = _first_hit(v, twin, ["overview.founded_year", "overview.headquarters",
                               "financials.headcount", "leadership.ceo",
                               "funding.latest_round.amount", "overview.founders"], rng)
    if hit is None or _same(v, hit.assertion.fact_id, hit.assertion.value,
                            c.truth.get(hit.assertion.fact_id)):
        return None
    claim = realize(v, c, hit.assertion.fact_id, hit.assertion.value, rng)
    return Draft(claim, hit.assertion.fact_id, [src(hit, rng)]) if claim else None


def bridge(v: CensusView, c: Any, rng: random.Random) -> Draft | None:
    """EA03-BRIDGE: the latest round's amount (one source) joined with an investor named by
    another source, as if that investor led it."""
    amt = v.pick(rng, v.support(c.id, "funding.latest_round.amount"))
    lead = c.truth.get("funding.latest_round.lead")
    if amt is None:
        return None
    older_leads = [h for h in v.older.get((c.id, "funding.latest_round.lead"), [])
                   if h.assertion.value != lead and h.doc.url != amt.doc.url]
    if older_leads:
        other = rng.choice(older_leads)
        x = other.assertion.value
    else:
        inv = [h for h in v.support(c.id, "funding.investors") if h.doc.url != amt.doc.url]
        cands = [(h, x) for h in inv for x in h.assertion.value if x != lead]
        if not cands:
            return None
        other, x = rng.choice(cands)
    money = P.money_text(amt.assertion.value, rng)
    claim = rng.choice([
        "{x} led {name}'s latest {m} round.",
        "{name}'s most recent round of {m} was led by {x}.",
        "Led by {x}, {name}'s latest financing raised {m}.",
    ]).format(x=x, name=c.name, m=money)
    return Draft(claim, "funding.latest_round.lead", [src(amt, rng), src(other, rng)])


def rank(v: CensusView, c: Any, rng: random.Random) -> Draft | None:
    """EA03-RANK: an unsupported rank or superlative added to a supported statement."""
    hit = _first_hit(v, c, ["financials.headcount", "funding.latest_round.amount",
                            "products.flagship", "overview.sector"], rng)
    if hit is None:
        return None
    fid, val = hit.assertion.fact_id, hit.assertion.value
    sector = c.truth.get("overview.sector", "its sector")
    base = realize(v, c, fid, val, rng)
    if base is None:
        return None
    lead_in = rng.choice([
        f"{c.name}, the leading {sector} company in its market,",
        f"{c.name}, the largest {sector} startup in its region,",
        f"The fastest-growing company in {sector}, {c.name},",
        f"{c.name}, the clear market leader in {sector},",
    ])
    if base.startswith(c.name + " "):
        claim = lead_in + base[len(c.name):]
    elif fid == "products.flagship":
        claim = base[:-1] + rng.choice([", the most widely used product in its category.",
                                        ", the market-leading product of its kind."])
    else:
        claim = base[:-1] + rng.choice([f"; the company is the market leader in {sector}.",
                                        f", the highest figure of any {sector} company."])
    return Draft(claim, fid, [src(hit, rng)])


def direction(v: CensusView, c: Any, rng: random.Random) -> Draft | None:
    """EA03-DIRECTION: growth reported as decline (revenue, headcount, market)."""
    hit = v.pick(rng, v.support(c.id, "financials.revenue_growth"))
    if hit is not None and float(hit.assertion.value) > 0:
        g = P.value_text("percent", hit.assertion.value, rng)
        claim = rng.choice(["{name}'s revenue declined {g} year over year.",
                            "Revenue fell {g} on the previous year.",
                            "Sales shrank by {g} year over year."]).format(name=c.name, g=g)
        return Draft(claim, "financials.revenue_growth", [src(hit, rng)])
    hit = v.pick(rng, v.support(c.id, "market.cagr"))
    if hit is not None:
        g = P.value_text("percent", hit.assertion.value, rng)
        claim = rng.choice(["The {m} market is expected to shrink by {g} a year.",
                            "Analysts expect {m} to contract at {g} annually."]).format(
            m=c.truth.get("market.name"), g=g)
        return Draft(claim, "market.cagr", [src(hit, rng)])
    return None


def flow(v: CensusView, c: Any, rng: random.Random) -> Draft | None:
    """EA03-FLOW: investor and investee (or acquirer and acquired) swapped."""
    subs = [r for r in c.details.get("relations", []) if r.get("kind") == "subsidiary"]
    if subs and rng.random() < 0.3:
        hits = [h for h in v.support(c.id, "recent.latest_event")
                if subs[0]["subsidiary"] in h.assertion.sentence]
        if hits:
            claim = f"{subs[0]['subsidiary']} acquired {c.name}."
            return Draft(claim, None, [src(rng.choice(hits), rng)])
    hit = v.pick(rng, v.support(c.id, "funding.latest_round.lead"))
    if hit is None:
        return None
    x = hit.assertion.value
    amount = c.truth.get("funding.latest_round.amount")
    claim = rng.choice([
        "{name} led {x}'s latest funding round.",
        "{name} invested {m} in {x}.",
        "{x} raised {m} from {name}.",
    ]).format(name=c.name, x=x, m=P.money_text(amount, rng))
    return Draft(claim, "funding.latest_round.lead", [src(hit, rng)])


def voice(v: CensusView, c: Any, rng: random.Random) -> Draft | None:
    """EA03-VOICE: a rumor or a plan stated as established fact."""
    hedged = [h for (cid, fid), hits in v.hedged.items() if cid == c.id
              and fid != "recent.latest_event" for h in hits]
    if not hedged:
        return None
    hit = rng.choice(hedged)
    a = hit.assertion
    claim = realize(v, c, a.fact_id, a.value, rng, as_of=a.as_of or hit.doc.date,
                    partial_list=True)
    return Draft(claim, a.fact_id, [src(hit, rng)]) if claim else None


def product(v: CensusView, c: Any, rng: random.Random) -> Draft | None:
    """EA03-PRODUCT: a competitor's product attributed to the target."""
    hit = v.pick(rng, v.support(c.id, "products.flagship"))
    if hit is None:
        return None
    mine = set(c.truth.get("products.lines") or [])
    pool = [p for x in c.details.get("competitors", []) if x in v.companies
            for p in (v.companies[x].truth.get("products.lines") or []) if p not in mine]
    if not pool:
        return None
    wrong = rng.choice(pool)
    claim = realize(v, c, "products.flagship", wrong, rng)
    return Draft(claim, "products.flagship", [src(hit, rng)]) if claim else None


def product_type(v: CensusView, c: Any, rng: random.Random) -> Draft | None:
    """EA03-PRODUCT_TYPE: the flagship's category misstated (hardware vs software, ...)."""
    hit = v.pick(rng, v.support(c.id, "products.flagship_type"))
    if hit is None:
        return None
    t = str(hit.assertion.value)
    opposite = {"hardware device": "software platform", "software platform": "hardware device",
                "API": "hardware device", "mobile app": "hardware device",
                "managed service": "software platform", "analytics suite": "hardware device"}
    wrong = opposite.get(t, "hardware device" if "hardware" not in t else "software platform")
    claim = realize(v, c, "products.flagship_type", wrong, rng)
    return Draft(claim, "products.flagship_type", [src(hit, rng)]) if claim else None


def delta(v: CensusView, c: Any, rng: random.Random) -> Draft | None:
    """EA03-DELTA: an older page's value stated as current while a newer page was read."""
    fids = ["financials.headcount", "funding.total_raised", "funding.latest_round.amount",
            "funding.rounds_count"]
    rng.shuffle(fids)
    for fid in fids:
        stale = [h for h in v.older.get((c.id, fid), [])
                 if not _same(v, fid, h.assertion.value, c.truth.get(fid))]
        newer = v.support(c.id, fid)
        if stale and newer:
            old = rng.choice(stale)
            claim = realize(v, c, fid, old.assertion.value, rng)
            if claim:
                return Draft(claim, fid, [src(old, rng)], [src(rng.choice(newer), rng)])
    return None


# ---------------------------------------------------------------------------- helpers

def _same(v: CensusView, fid: str, a: Any, b: Any) -> bool:
    from tearsheet_env.world.writer import same_value

    return same_value(v.type_of(fid), a, b) or a == b


def _investor_pool(v: CensusView) -> list[str]:
    pool = getattr(v, "_investors", None)
    if pool is None:
        pool = sorted({x for c in v.companies.values()
                       for x in (c.truth.get("funding.investors") or [])})
        v._investors = pool  # type: ignore[attr-defined]
    return pool


def _foreign_item(v: CensusView, c: Any, fid: str, rng: random.Random) -> str | None:
    """A name that belongs to no list of this fact anywhere in the world (an invented member,
    the way a model pads a list), so the case is a LIST error and not another company's value."""
    if fid == "overview.founders":
        return _invented_person(v, rng)
    pool = sorted({x for o in v.companies.values() for x in (o.truth.get(fid) or [])})
    if fid == "competition.competitors":
        pool = sorted({o.name for o in v.companies.values()})
    if len(pool) < 2:
        return None
    taken = set(pool)
    for _ in range(30):
        a, b = rng.sample(pool, 2)
        head, tail = a.split()[0], b.split()[-1]
        name = f"{head} {tail}" if head != tail else None
        if name and name not in taken and name != c.name:
            return name
    return None


def _invented_person(v: CensusView, rng: random.Random) -> str:
    """A plausible person who exists nowhere in the world: a first name and a surname taken from
    two different people."""
    people = getattr(v, "_people", None)
    if people is None:
        people = sorted({p for c in v.companies.values()
                         for p in (c.truth.get("overview.founders") or [])})
        v._people = people  # type: ignore[attr-defined]
    known = set(people)
    for _ in range(20):
        a, b = rng.sample(people, 2)
        name = f"{a.split()[0]} {b.split()[-1]}"
        if name not in known:
            return name
    return f"{people[0].split()[0]} Vantreck"


def _key_strings(v: CensusView, fid: str, val: Any) -> list[str]:
    """Substrings whose presence would mean an excerpt does state the value."""
    if isinstance(val, dict) and "amount" in val:
        a = val["amount"]
        return [f"{a / 1e6:.2f}".rstrip("0").rstrip("."), f"{int(a):,}"]
    if isinstance(val, list):
        return [str(x) for x in val]
    return [str(val)]


def _coarse(x: float, rng: random.Random) -> float | None:
    """A round number 15-60% away from `x` that a careless writer might 'round' it to."""
    import math

    mag = 10 ** math.floor(math.log10(x)) if x > 0 else 1
    cands = sorted({k * mag / 2 for k in range(1, 21)} | {k * mag for k in range(1, 11)})
    ok = [y for y in cands if 0.15 <= abs(y - x) / x <= 0.6]
    return rng.choice(ok) if ok else None


BUILDERS: dict[str, Builder] = {
    "EA03-SUBJECT": subject, "EA03-PROFILE": profile, "EA03-LIST": list_,
    "EA03-MARKET": market, "EA03-VALUE": value, "EA03-DERIVE": derive, "EA03-MIX": mix,
    "EA03-ACCESS": access, "EA03-ASSOC": assoc,
    "EA03-REL": rel, "EA03-QTY": qty, "EA03-NUM": num, "EA03-SCOPE": scope,
    "EA03-ROUND": round_, "EA03-INSTRUMENT": instrument, "EA03-EVENT": event,
    "EA03-INCUMBENT": incumbent, "EA03-ADJROLE": adjrole, "EA03-HOMONYM": homonym,
    "EA03-BRIDGE": bridge, "EA03-RANK": rank, "EA03-DIRECTION": direction, "EA03-FLOW": flow,
    "EA03-VOICE": voice, "EA03-PRODUCT": product, "EA03-PRODUCT_TYPE": product_type,
    "EA03-DELTA": delta,
}
