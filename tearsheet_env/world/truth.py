"""Ground truth of the closed world: who each company is, what happened to it and when.

`plan_world` draws every company's detailed history (rounds, leadership, headcount, products,
customers, market, events) from seeded `random.Random` streams, then derives the contract's
fact values from it (`truth_of`). `state_at(details, date)` gives the values a page dated
`date` would honestly report, which is how documents end up stale without lying.
"""

from __future__ import annotations

import hashlib
import random
from datetime import date, timedelta
from typing import Any

from tearsheet_env.world import vocab
from tearsheet_env.world.formats import article, canonical_money, money, slugify
from tearsheet_env.world.names import NameFactory

WORLD_NOW = "2026-10-31"  # the world's "today": every document is dated on or before it
HARD_CASE_KINDS = ["homonym", "stale_page", "rumor", "aggregator_error", "relation_confusable",
                   "paywalled", "dead_link", "product_confusable"]
HARD_CASE_SHARE = 0.15
# of the companies with two or more rounds: no page states the total raised, which only the
# sum of the rounds (each reported on its own pages) gives
DERIVED_ONLY_SHARE = 0.2
# the random streams' version: truth and pages are drawn from streams named for w6, so a
# generator version that changes only what pages say keeps every company and its truth
STREAM_VERSION = "w6"
EVAL_SHARE_PERCENT = 10

ROUND_RANGES = {  # round type -> amount range in millions of the company's currency
    "Pre-Seed": (0.5, 2.0), "Seed": (1.5, 6.0), "Series A": (6, 25), "Series B": (18, 60),
    "Series C": (40, 140), "Series D": (80, 250), "Series E": (150, 400),
    "Venture Debt": (5, 40), "Convertible Note": (2, 15),
}
SERIES = ["Seed", "Series A", "Series B", "Series C", "Series D", "Series E"]


def rng_for(seed: int, size: int, version: str, *path: object) -> random.Random:
    """An independent, platform-stable stream (str seeds are hashed with sha512 by `random`)."""
    return random.Random("/".join(["tearsheet-world", version, str(seed), str(size),
                                   *map(str, path)]))


def split_of(company_id: str) -> str:
    digest = hashlib.sha256(f"tearsheet-split/{company_id}".encode()).digest()
    return "eval" if int.from_bytes(digest[:4], "big") % 100 < EVAL_SHARE_PERCENT else "train"


def _iso(d: date) -> str:
    return d.isoformat()


def random_date(rng: random.Random, start: str, end: str) -> str:
    a, b = date.fromisoformat(start), date.fromisoformat(end)
    if b <= a:
        return _iso(a)
    return _iso(a + timedelta(days=rng.randrange((b - a).days + 1)))


def add_days(iso: str, days: int) -> str:
    return _iso(date.fromisoformat(iso) + timedelta(days=days))


def _round_amount(rng: random.Random, kind: str) -> float:
    lo, hi = ROUND_RANGES[kind]
    x = rng.uniform(lo, hi)
    step = 0.1 if x < 10 else 0.5
    return round(x / step) * round(step * 1e6)


def _round_types(rng: random.Random, n: int) -> list[str]:
    types = []
    if rng.random() < 0.25:
        types.append("Pre-Seed")
    types += SERIES[: max(1, n - len(types))]
    types = types[:n]
    if n >= 3 and rng.random() < 0.3:
        pos = rng.randrange(2, n + 1)
        types.insert(pos, rng.choice(["Venture Debt", "Convertible Note"]))
        types = types[:n]
    return types


class WorldPlan:
    """Everything global: names, sectors, markets, pools, competitor links, hard-case picks."""

    def __init__(self, seed: int, size: int, version: str) -> None:
        self.seed, self.size, self.version = seed, size, version
        self.rng = rng_for(seed, size, version, "global")
        self.names = NameFactory(rng_for(seed, size, version, "names"))
        self.companies: list[dict[str, Any]] = []
        self.markets: list[dict[str, Any]] = []
        self.pools: dict[str, Any] = {}
        self.product_names: set[str] = set()


def plan_world(seed: int, size: int, version: str) -> WorldPlan:
    if size < 1:
        raise ValueError("a world needs at least one company")
    plan = WorldPlan(seed, size, version)
    rng, names = plan.rng, plan.names
    n_sectors = len(vocab.SECTORS)

    # Markets: each sector addresses its listed markets; one estimate per market is the truth.
    firms = [names.research_firm() for _ in range(12)]
    market_of_sector: dict[int, list[int]] = {}
    for si, sector in enumerate(vocab.SECTORS):
        for mname, (lo, hi), (clo, chi) in sector["markets"]:
            year = rng.choice([2024, 2025])
            tam = round(rng.uniform(lo, hi) * 10) * 1e8
            plan.markets.append({
                "id": f"m{len(plan.markets):02d}", "name": mname, "sector": sector["name"],
                "tam": money(tam, "USD"), "year": year, "source": rng.choice(firms),
                "cagr": round(rng.uniform(clo, chi), 1),
                "prior": {"year": year - 2,
                          "tam": money(round(tam * rng.uniform(0.62, 0.8) / 1e8) * 1e8, "USD"),
                          "source": rng.choice(firms)},
                "companies": [],
            })
            market_of_sector.setdefault(si, []).append(len(plan.markets) - 1)

    sectors = [i % n_sectors for i in range(size)]
    rng.shuffle(sectors)
    ids = [f"c{i:05d}" for i in range(size)]

    # Hard-case picks: a fixed share per kind, so every kind is present at any size.
    k = max(1, round(size * HARD_CASE_SHARE))
    hard: dict[str, set[int]] = {}
    for kind in HARD_CASE_KINDS:
        if kind == "homonym":
            continue
        hard[kind] = set(rng.sample(range(size), min(k, size)))

    # Homonym pairs: the second company takes the first's name, in a different sector.
    twin_of: dict[int, int] = {}
    if size >= 2:
        pool = list(range(size))
        rng.shuffle(pool)
        wanted = max(1, round(size * HARD_CASE_SHARE / 2))
        used: set[int] = set()
        for a in pool:
            if len(twin_of) >= 2 * wanted:
                break
            if a in used:
                continue
            b = next((x for x in pool if x not in used and x != a and sectors[x] != sectors[a]),
                     None)
            if b is None:
                break
            used.update((a, b))
            twin_of[a], twin_of[b] = b, a

    investors = [names.investor() for _ in range(max(60, size // 4))]
    partners = [names.partner() for _ in range(max(30, size // 6))]
    by_sector: dict[int, list[int]] = {}
    for i, s in enumerate(sectors):
        by_sector.setdefault(s, []).append(i)
    customers = {s: [names.customer(vocab.SECTORS[s]["customer_kinds"])
                     for _ in range(max(25, 2 * len(by_sector.get(s, []))))]
                 for s in range(n_sectors)}

    name_of: dict[int, str] = {}
    for i in range(size):
        sector = vocab.SECTORS[sectors[i]]
        if i in twin_of and twin_of[i] in name_of:
            name_of[i] = name_of[twin_of[i]]
            continue
        stem = names.stem()
        if i in twin_of:
            suffix = rng.choice(vocab.GENERIC_COMPANY_SUFFIXES[:3])
        else:
            suffix = rng.choice(sector["name_suffixes"] + vocab.GENERIC_COMPANY_SUFFIXES)
        name_of[i] = stem if rng.random() < 0.12 else f"{stem} {suffix}"

    slugs: set[str] = set()
    for i in range(size):
        sector = vocab.SECTORS[sectors[i]]
        slug = slugify(name_of[i])
        if i in twin_of and twin_of[i] < i:
            slug = f"{slug}-{sector['slug']}"
        base, n = slug, 2
        while slug in slugs:
            slug, n = f"{base}-{n}", n + 1
        slugs.add(slug)
        market_idx = rng.choice(market_of_sector[sectors[i]])
        plan.markets[market_idx]["companies"].append(ids[i])
        plan.companies.append({
            "id": ids[i], "index": i, "name": name_of[i], "stem": name_of[i].split()[0],
            "slug": slug, "website": f"https://{slug}.test", "sector_index": sectors[i],
            "sector": sector["name"], "market_index": market_idx,
            "hard_cases": sorted(
                ([ "homonym"] if i in twin_of else [])
                + [kind for kind, picked in hard.items() if i in picked],
                key=HARD_CASE_KINDS.index),
            "twin": ids[twin_of[i]] if i in twin_of else None,
        })

    # Competitors: companies of the same market, then of the same sector, then (tiny worlds
    # only) of any sector. Sampling from the market keeps this linear in the world size.
    by_market: dict[int, list[int]] = {}
    for c in plan.companies:
        by_market.setdefault(c["market_index"], []).append(c["index"])
    for c in plan.companies:
        crng = rng_for(seed, size, version, "competitors", c["id"])
        want = crng.randint(3, 5)
        picks: list[int] = []
        for pool in (by_market[c["market_index"]], by_sector[c["sector_index"]], range(size)):
            need = want - len(picks)
            if need <= 0:
                break
            names_taken = {plan.companies[j]["name"] for j in picks} | {c["name"]}
            options = [j for j in pool if plan.companies[j]["name"] not in names_taken]
            for j in crng.sample(options, min(need + 2, len(options))):
                name = plan.companies[j]["name"]  # homonym twins share a name: take one
                if len(picks) < want and name not in names_taken:
                    picks.append(j)
                    names_taken.add(name)
        c["competitors"] = [ids[j] for j in picks]

    plan.pools = {"investors": investors, "partners": partners, "customers": customers}
    return plan


def draw_company(plan: WorldPlan, c: dict[str, Any]) -> dict[str, Any]:
    """The detailed, dated history of one company (its `details`)."""
    rng = rng_for(plan.seed, plan.size, plan.version, "company", c["id"])
    names = NameFactory(rng)
    names.people = plan.names.people  # people stay unique across the world
    names.stems = plan.names.stems
    sector = vocab.SECTORS[c["sector_index"]]
    hard = set(c["hard_cases"])
    founded = rng.randint(2009, 2021)
    city, country, currency = rng.choice(vocab.CITIES)

    founders = [names.person() for _ in range(rng.choice([1, 2, 2, 2, 3, 3]))]
    founded_on = f"{founded}-{rng.randint(1, 12):02d}-01"

    # Funding rounds: the latest is recent, the rest spread back to the founding year.
    n_rounds = max(1, min(6, 1 + (2026 - founded) // 3 + rng.randint(-1, 1)))
    types = _round_types(rng, n_rounds)
    latest = random_date(rng, "2024-01-15", "2026-08-31")
    first = add_days(founded_on, rng.randint(120, 420))
    if first >= latest:
        first = add_days(latest, -400)
    d0, d1 = date.fromisoformat(first), date.fromisoformat(latest)
    span = (d1 - d0).days
    dates = sorted(_iso(d0 + timedelta(days=int(span * i / max(1, n_rounds - 1))
                                       + (rng.randint(-30, 30) if 0 < i < n_rounds - 1 else 0)))
                   for i in range(n_rounds)) if n_rounds > 1 else [latest]
    investors = plan.pools["investors"]
    rounds: list[dict[str, Any]] = []
    backers: list[str] = []
    for t, d in zip(types, dates, strict=True):
        lead = rng.choice(investors)
        if backers and rng.random() < 0.3 and t != "Venture Debt":
            lead = rng.choice(backers)
        others = [x for x in rng.sample(investors, 3) if x != lead][: rng.randint(0, 2)]
        if backers and rng.random() < 0.6:
            follow = rng.choice(backers)
            if follow != lead and follow not in others:
                others.append(follow)
        amount = _round_amount(rng, t)
        instrument = {"Venture Debt": "debt", "Convertible Note": "convertible note"}.get(
            t, rng.choice(["SAFE", "equity"]) if t in ("Pre-Seed", "Seed") else "equity")
        valuation = None
        if instrument == "equity" and rng.random() < 0.45:
            valuation = money(round(amount * rng.uniform(4, 10) / 1e6) * 1e6, currency)
        rounds.append({"type": t, "date": d, "amount": money(amount, currency),
                       "currency": currency, "instrument": instrument, "lead": lead,
                       "participants": others, "valuation": valuation})
        for x in [lead, *others]:
            if x not in backers:
                backers.append(x)

    # Leadership: a founder is CEO, unless a later CEO replaced them (stale pages need one).
    has_former = "stale_page" in hard or rng.random() < 0.35
    if has_former:
        transition = random_date(rng, max(f"{founded + 2}-01-01", "2021-01-01"), "2025-12-31")
        ceo = {"name": names.person(), "since": transition}
        former = {"name": founders[0], "from": founded_on, "to": transition,
                  "now": rng.choice(["Executive Chair", "Chief Product Officer",
                                     "a member of the board", None])}
    else:
        ceo = {"name": founders[0], "since": founded_on}
        former = None
    cto = None
    if rng.random() < 0.75:
        cto_name = founders[1] if len(founders) > 1 and rng.random() < 0.7 else names.person()
        since = founded_on if cto_name in founders else random_date(
            rng, f"{founded + 1}-01-01", "2025-06-30")
        cto = {"name": cto_name, "since": since}
    execs = [{"name": names.person(), "title": t,
              "since": random_date(rng, f"{founded + 2}-01-01", "2026-03-31")}
             for t in rng.sample(vocab.EXEC_TITLES, rng.randint(1, 3))]
    board = [{"name": names.person(), "affiliation": r["lead"]}
             for r in rounds[-2:] if r["instrument"] == "equity"]
    people: list[dict[str, Any]] = [{"name": f, "founder": True} for f in founders]

    # Headcount: one figure a year, mid-year; growing with the funding.
    headcount = []
    count = rng.randint(4, 12)
    for year in range(founded + 1, 2027):
        raised = sum(r["amount"]["amount"] for r in rounds if r["date"][:4] <= str(year))
        target = int(8 + raised / 1e6 * rng.uniform(1.2, 2.6))
        count = max(count + rng.randint(1, 6), int(count * 0.7 + target * 0.3))
        headcount.append({"date": f"{year}-07-01", "count": count})

    # Revenue: disclosed for some companies, for the last two to four fiscal years.
    # Revenue: disclosed for some companies, for the last two to four fiscal years, in
    # proportion to the capital raised (so revenue multiples stay plausible).
    revenue: list[dict[str, Any]] = []
    if rng.random() < 0.55 and founded <= 2021:
        first_fy = max(founded + 2, 2021)
        raised = sum(r["amount"]["amount"] for r in rounds) / 1e6
        amt = max(0.8, raised * rng.uniform(0.15, 0.6))  # fiscal 2025, in millions
        amounts = [amt]
        for _ in range(first_fy, 2025):
            amounts.append(amounts[-1] / rng.uniform(1.15, 1.9))
        for year, value in zip(range(first_fy, 2026), reversed(amounts), strict=True):
            revenue.append({"year": year, "amount": money(round(value * 10) * 1e5, currency)})
        if len(revenue) < 2:
            revenue = []

    # Products: a flagship and more lines; confusable pairs share a base name.
    nouns = list(sector["nouns"])
    rng.shuffle(nouns)
    products = []
    n_products = rng.randint(2, 4)
    for i in range(n_products):
        noun = nouns[i]
        pname = f"{c['stem']} {noun}"
        if rng.random() < 0.4:  # a coined name, kept only while unique in the world
            coined = f"{noun}{rng.choice(['ly', 'io', 'ify', 'Hub', 'OS', 'IQ', 'ora', 'wise'])}"
            if coined not in plan.product_names:
                pname = coined
        plan.product_names.add(pname)
        launch = min(2026, founded + 1 + i * rng.randint(1, 3))
        products.append({"name": pname, "type": sector["types"][0] if i == 0 and rng.random() < 0.5
                         else rng.choice(sector["types"]), "launch_year": launch,
                         "what": rng.choice(sector["domain"])})
    confusable: list[str] = []
    if "product_confusable" in hard:
        base = products[0]
        twin_type = "software platform" if base["type"] == "hardware device" else "hardware device"
        twin_name = base["name"] + rng.choice([" Cloud", " Edge", " Connect", " OS", " Go"])
        products.insert(1, {"name": twin_name, "type": twin_type,
                            "launch_year": min(2026, base["launch_year"] + rng.randint(1, 3)),
                            "what": base["what"]})
        confusable = [base["name"], twin_name]

    # Customers and partners, each with the date the relationship was announced.
    cust_pool = plan.pools["customers"][c["sector_index"]]
    customers = [{"name": n, "since": random_date(rng, f"{founded + 1}-06-01", "2026-08-31")}
                 for n in rng.sample(cust_pool, rng.randint(3, 6))]
    partners = [{"name": n, "since": random_date(rng, f"{founded + 1}-06-01", "2026-08-31")}
                for n in rng.sample(plan.pools["partners"], rng.randint(2, 4))]

    relations: list[dict[str, Any]] = []
    if "relation_confusable" in hard:
        kind = rng.choice(["investor_customer", "subsidiary", "partner_not_customer"])
        if kind == "investor_customer":
            cust = customers[0]
            arm = f"{cust['name']} Ventures"
            rounds[-1]["participants"].append(arm)
            backers.append(arm)
            cust["since"] = min(cust["since"], add_days(rounds[-1]["date"], -200))
            relations.append({"kind": kind, "customer": cust["name"], "investor": arm})
        elif kind == "subsidiary":
            sub = f"{names.stem()} {rng.choice(['Analytics', 'Labs', 'Software', 'Robotics'])}"
            when = random_date(rng, "2023-01-01", "2026-06-30")
            relations.append({"kind": kind, "subsidiary": sub, "parent": c["name"],
                              "date": when, "note": f"{c['name']} acquired {sub}"})
        else:
            relations.append({"kind": kind, "partner": partners[0]["name"]})

    # Dated events: rounds, launches, hires, partnerships, customers, offices, acquisitions.
    events: list[dict[str, Any]] = []
    for r in rounds:
        events.append({"date": r["date"], "type": "funding",
                       "text": f"Raised {canonical_money(r['amount'])} in a {r['type']} round "
                               f"led by {r['lead']}"})
    for p in products:
        if p["launch_year"] <= 2026:
            events.append({"date": f"{p['launch_year']}-{rng.randint(2, 10):02d}-"
                                   f"{rng.randint(1, 28):02d}", "type": "launch",
                           "text": f"Launched {p['name']}, {article(p['type'])} {p['type']}"})
    if former:
        events.append({"date": ceo["since"], "type": "hire",
                       "text": f"Appointed {ceo['name']} as chief executive, succeeding "
                               f"{former['name']}"})
    for p in partners:
        events.append({"date": p["since"], "type": "partnership",
                       "text": f"Announced a partnership with {p['name']}"})
    for cu in customers[:2]:
        events.append({"date": cu["since"], "type": "customer",
                       "text": f"Signed {cu['name']} as a customer"})
    for rel in relations:
        if rel["kind"] == "subsidiary":
            events.append({"date": rel["date"], "type": "acquisition",
                           "text": f"Acquired {rel['subsidiary']}"})
    office_city = rng.choice([x for x in vocab.CITIES if x[0] != city])
    events.append({"date": random_date(rng, "2025-09-01", "2026-10-10"),
                   "type": "office", "text": f"Opened an office in {office_city[0]}"})
    events = [e for e in events if e["date"] <= "2026-10-15"]
    events.sort(key=lambda e: (e["date"], e["type"], e["text"]))

    # derivable only: a separate stream, so the draw changes no other value of the company
    derived_only = ["funding.total_raised"] if len(rounds) >= 2 and rng_for(
        plan.seed, plan.size, plan.version, "derived-only", c["id"]).random() < \
        DERIVED_ONLY_SHARE else []

    market = plan.markets[c["market_index"]]
    return {
        "is_task": True,
        "slug": c["slug"], "stem": c["stem"], "twin": c["twin"],
        "founded_year": founded, "founded_on": founded_on,
        "hq": {"city": city, "country": country}, "currency": currency,
        "founders": founders, "ceo": ceo, "former_ceo": former, "cto": cto, "executives": execs,
        "board": board, "people": people,
        "headcount": headcount, "revenue": revenue, "products": products,
        "confusable_products": confusable,
        "rounds": rounds, "investors": backers, "customers": customers, "partners": partners,
        "relations": relations,
        "market": {"id": market["id"], "name": market["name"], "tam": market["tam"],
                   "year": market["year"], "source": market["source"], "cagr": market["cagr"]},
        "competitors": c["competitors"],
        "events": events,
        "office_city": office_city[0],
        "derived_only": derived_only,
    }


def state_at(d: dict[str, Any], on: str) -> dict[str, Any]:
    """The fact values a page dated `on` would honestly report (None: not yet / not known)."""
    rounds = [r for r in d["rounds"] if r["date"] <= on]
    cur = d["currency"]
    out: dict[str, Any] = {}
    out["total_raised"] = money(sum(r["amount"]["amount"] for r in rounds), cur) if rounds else None
    out["rounds_count"] = len(rounds)
    out["latest_round"] = rounds[-1] if rounds else None
    valued = [r for r in rounds if r["valuation"]]
    out["last_valuation"] = valued[-1] if valued else None
    investors: list[str] = []
    for r in rounds:
        for x in [r["lead"], *r["participants"]]:
            if x not in investors:
                investors.append(x)
    out["investors"] = investors
    former = d["former_ceo"]
    out["ceo"] = former["name"] if former and on < former["to"] else d["ceo"]["name"]
    out["former_ceo"] = former["name"] if former and on >= former["to"] else None
    out["cto"] = d["cto"]["name"] if d["cto"] and d["cto"]["since"] <= on else None
    points = [h for h in d["headcount"] if h["date"] <= on]
    out["headcount"] = points[-1]["count"] if points else None
    revs = [r for r in d["revenue"] if f"{r['year'] + 1}-03-01" <= on]
    out["revenue"] = revs[-1] if revs else None
    out["revenue_growth"] = (_growth(revs[-2]["amount"], revs[-1]["amount"])
                             if len(revs) >= 2 else None)
    out["customers"] = [x["name"] for x in d["customers"] if x["since"] <= on]
    out["partners"] = [x["name"] for x in d["partners"] if x["since"] <= on]
    out["products"] = [p for p in d["products"] if p["launch_year"] <= int(on[:4])]
    events = [e for e in d["events"] if e["date"] <= on]
    out["latest_event"] = events[-1] if events else None
    return out


def _growth(prev: dict, cur: dict) -> float:
    return round((cur["amount"] / prev["amount"] - 1) * 100, 1)


def truth_of(c: dict[str, Any], d: dict[str, Any], peers: list[tuple[dict, dict]],
             fact_ids: list[str]) -> tuple[dict[str, Any], dict[str, str]]:
    """The contract's fact values (now) and the date each dated value holds from."""
    now = state_at(d, WORLD_NOW)
    last = now["latest_round"]
    rev = d["revenue"][-1] if d["revenue"] else None
    values: dict[str, Any] = {
        "overview.legal_name": c["name"],
        "overview.founded_year": d["founded_year"],
        "overview.headquarters": f"{d['hq']['city']}, {d['hq']['country']}",
        "overview.founders": list(d["founders"]),
        "overview.website": c["website"],
        "overview.sector": c["sector"],
        "products.flagship": d["products"][0]["name"],
        "products.flagship_type": d["products"][0]["type"],
        "products.flagship_launch_year": d["products"][0]["launch_year"],
        "products.lines": [p["name"] for p in d["products"]],
        "leadership.ceo": d["ceo"]["name"],
        "leadership.cto": d["cto"]["name"] if d["cto"] else None,
        "leadership.former_ceo": d["former_ceo"]["name"] if d["former_ceo"] else None,
        "funding.total_raised": now["total_raised"],
        "funding.rounds_count": now["rounds_count"],
        "funding.latest_round.type": last["type"],
        "funding.latest_round.amount": last["amount"],
        "funding.latest_round.date": last["date"],
        "funding.latest_round.lead": last["lead"],
        "funding.investors": now["investors"],
        "funding.last_valuation": now["last_valuation"]["valuation"]
        if now["last_valuation"] else None,
        "financials.revenue": rev["amount"] if rev else None,
        "financials.revenue_growth": now["revenue_growth"] if rev else None,
        "financials.headcount": now["headcount"],
        "customers.notable": [x["name"] for x in d["customers"]],
        "customers.partners": [x["name"] for x in d["partners"]],
        "market.name": d["market"]["name"],
        "market.tam": d["market"]["tam"],
        "market.cagr": d["market"]["cagr"],
        "competition.competitors": [p[0]["name"] for p in peers],
        "comparables.rows": [comparable_row(c, d)] + [comparable_row(pc, pd) for pc, pd in peers],
        "recent.latest_event": now["latest_event"]["text"],
    }
    as_of = {
        "leadership.ceo": d["ceo"]["since"],
        "leadership.cto": d["cto"]["since"] if d["cto"] else None,
        "funding.total_raised": last["date"], "funding.rounds_count": last["date"],
        "funding.last_valuation": now["last_valuation"]["date"] if now["last_valuation"] else None,
        "financials.revenue": f"{rev['year']}-12-31" if rev else None,
        "financials.revenue_growth": f"{rev['year']}-12-31" if rev else None,
        "financials.headcount": d["headcount"][-1]["date"],
        "market.tam": f"{d['market']['year']}-12-31",
        "recent.latest_event": now["latest_event"]["date"],
    }
    missing = [f for f in fact_ids if f not in values]
    if missing:  # the contract grew a fact the generator does not know: fail loudly
        raise KeyError(f"world generator has no ground truth for facts: {missing}")
    return {f: values[f] for f in fact_ids}, {k: v for k, v in as_of.items() if v}


def comparable_row(c: dict[str, Any], d: dict[str, Any]) -> dict[str, Any]:
    now = state_at(d, WORLD_NOW)
    val = now["last_valuation"]["valuation"] if now["last_valuation"] else None
    rev = d["revenue"][-1]["amount"] if d["revenue"] else None
    multiple = round(val["amount"] / rev["amount"], 1) if val and rev else None
    return {"Company": c["name"], "HQ": f"{d['hq']['city']}, {d['hq']['country']}",
            "Founded": d["founded_year"], "Total Funding": now["total_raised"],
            "Last Valuation": val, "Revenue Multiple": multiple}
