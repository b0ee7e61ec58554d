"""Write tests/independent_census/claims.jsonl: the independent census of issue 12 (item 7).

    python tests/independent_census/make_claims.py [--check]

Claims about the hand-written fictional companies of `companies.py`, each citing excerpts of
`pages.py`, in the census format of SPEC §9. Per company: about thirty supported controls
(paraphrases, passive voice, reordered clauses, synonyms, other number and date styles,
hedged-but-supported rumours and plans, rounding that keeps the meaning) and one
not-supported claim per claim-level failure mode, labelled by the taxonomy's definitions
(SPEC §7). Deterministic: the same code writes the same file (`--check` fails if it differs).
Written without reading the project's census generator or its judge.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

from census_companies import COMPANIES, Company  # noqa: E402
from census_pages import Page, Pages, count, day, money, month, names, tam  # noqa: E402
from num2words import num2words  # noqa: E402

OUT = Path(__file__).with_name("claims.jsonl")
Claim = dict[str, Any]


def claim(c: Company, cid: str, text: str, evidence: list[Page], label: str,
          modes: list[str], fact_id: str | None, context: list[Page] | None = None,
          status: str | None = None) -> Claim:
    return {"id": cid, "claim": text, "target": {"name": c.name, "website": c.website},
            "evidence": [p.excerpt(i + 1, status) for i, p in enumerate(evidence)],
            "context": [p.excerpt(len(evidence) + i + 1) for i, p in enumerate(context or [])],
            "label": label, "modes": modes, "fact_id": fact_id}


def pick(rng: random.Random, options: list[str]) -> str:
    return options[rng.randrange(len(options))]


def floor2(n: int) -> int:
    """n floored to two significant digits (1,183 -> 1,100; 88 -> 80)."""
    scale = 10 ** max(0, len(str(n)) - 2)
    return n // scale * scale


# ---- supported controls -----------------------------------------------------------------------


def supported(c: Company, p: Pages, rng: random.Random) -> list[tuple[str, str, list[Page]]]:
    """(fact id, claim, cited pages) for claims the cited pages support."""
    n, cur, lt = c.name, c.currency, c.latest
    s = [rng.randrange(6) for _ in range(16)]
    f1, f2 = c.founders[0], c.founders[-1]
    growth_word = "grew" if c.growth >= 0 else "fell"
    return [
        ("overview.founded_year", pick(rng, [
            f"{n} was founded in {c.founded}.", f"Founded in {c.founded}, {n} builds {c.sector}.",
            f"{n} has been operating since {c.founded}.",
            f"The company dates back to {c.founded}, when {names(c.founders)} set it up."]),
         [p.about]),
        ("overview.headquarters", pick(rng, [
            f"{n} is headquartered in {c.city}, {c.country}.", f"{n}'s head office is in {c.city}.",
            f"Based in {c.city}, {n} develops {c.sector}."]), [p.about]),
        ("overview.founders", pick(rng, [
            f"{n} was co-founded by {names(c.founders)}.",
            f"{names(c.founders)} started {n} in {c.founded}.",
            f"Among the founders of {n} is {f2}."]), [p.about]),
        ("leadership.ceo", pick(rng, [
            f"{c.ceo} is the chief executive of {n}.", f"{n} is led by CEO {c.ceo}.",
            f"Since {month(c.ceo_since, s[0])}, {c.ceo} has run {n} as CEO."]), [p.team]),
        ("leadership.cto", pick(rng, [
            f"{c.cto} serves as {n}'s chief technology officer.",
            f"Engineering at {n} is led by CTO {c.cto}."]), [p.team]),
        ("leadership.former_ceo", pick(rng, [
            f"{c.former_ceo} previously led {n} as chief executive.",
            f"{c.ceo} succeeded {c.former_ceo} as CEO in {c.ceo_since[:4]}.",
            f"The CEO role was handed from {c.former_ceo} to {c.ceo} in "
            f"{month(c.ceo_since, s[1])}."]), [p.team]),
        ("financials.headcount", pick(rng, [
            f"{n} employs {count(c.headcount, s[2])} people.",
            f"{n} has a workforce of {count(c.headcount, s[2])}.",
            f"The company's headcount stands at {count(c.headcount, s[2])}."]), [p.jobs]),
        ("financials.headcount", pick(rng, [
            f"{n} employs more than {floor2(c.headcount):,} people.",
            f"{n} has a team of over {floor2(c.headcount):,}.",
            f"{floor2(c.headcount):,}+ people work at {n}."]), [p.profile]),
        ("funding.total_raised", pick(rng, [
            f"{n} has raised {money(c.total, cur, s[3])} in total.",
            f"In total, {money(c.total, cur, s[3])} has been raised by {n}.",
            f"Total funding to date amounts to {money(c.total, cur, s[3])}."]), [p.profile]),
        ("funding.rounds_count", pick(rng, [
            f"{n} has closed {num2words(len(c.rounds))} funding rounds.",
            f"{len(c.rounds)} rounds of funding have been disclosed by {n}."]), [p.profile]),
        ("funding.latest_round.amount", pick(rng, [
            f"{n} raised {money(lt.amount, cur, s[4])} in its {lt.kind} round.",
            f"A {money(lt.amount, cur, s[4])} {lt.kind} was raised by {n}.",
            f"In its latest round, a {lt.kind}, {n} took in {money(lt.amount, cur, s[4])}."]),
         [p.news]),
        ("funding.latest_round.lead", pick(rng, [
            f"The {lt.kind} round was led by {lt.lead}.",
            f"{lt.lead} led {n}'s {money(lt.amount, cur, s[5])} {lt.kind}.",
            f"{n}'s latest round had {lt.lead} as its lead investor."]), [p.news]),
        ("funding.latest_round.date", pick(rng, [
            f"{n} announced its {lt.kind} on {day(lt.date, s[6] + 1)}.",
            f"The {lt.kind} was announced in {month(lt.date, s[6])}."]), [p.releases[-1]]),
        ("funding.investors", f"Investors in {n} include {names(c.investors[:2])}.", [p.profile]),
        ("funding.last_valuation", pick(rng, [
            f"The {lt.kind} round valued {n} at {money(c.valuation, cur, s[7])}.",
            f"{n} was valued at {money(c.valuation, cur, s[7])} in its latest round."]),
         [p.news]),
        ("financials.revenue", pick(rng, [
            f"{n}'s {c.revenue_year} revenue came to {money(c.revenue, cur, s[8])}.",
            f"Revenue for {c.revenue_year} was {money(c.revenue, cur, s[8])}."]),
         [p.financials]),
        ("financials.revenue_growth",
         f"Revenue {growth_word} {abs(c.growth):g}% year over year in {c.revenue_year}.",
         [p.financials]),
        ("market.tam", pick(rng, [
            f"The {c.market} market was worth an estimated {tam(c.tam, s[9])} in {c.tam_year}.",
            f"Analysts size the {c.market} market at {tam(c.tam, s[9])} ({c.tam_year})."]),
         [p.market]),
        ("market.cagr", pick(rng, [
            f"The {c.market} market is forecast to grow at {c.cagr:g}% a year through 2030.",
            f"A {c.cagr:g}% compound annual growth rate is expected for the {c.market} "
            "market."]), [p.market]),
        ("market.name", f"{n} is one of the vendors in the {c.market} market.", [p.market]),
        ("products.flagship", pick(rng, [
            f"{n}'s flagship product is {c.flagship}.",
            f"{c.flagship} is the company's flagship."]), [p.about]),
        ("products.flagship_type", f"{c.flagship} is a {c.flagship_type}.", [p.about]),
        ("products.flagship_launch_year", pick(rng, [
            f"{c.flagship} was first released in {c.launch_year}.",
            f"{n} launched {c.flagship} in {c.launch_year}."]), [p.about]),
        ("customers.notable", pick(rng, [
            f"{c.customers[0]} is a customer of {n}.",
            f"{n} counts {c.customers[0]} and {c.customers[1]} among its customers."]),
         [p.customers]),
        ("customers.partners", pick(rng, [
            f"{n} partners with {c.partners[0]}.",
            f"{c.partners[1]} is one of {n}'s technology partners."]), [p.customers]),
        ("competition.competitors", pick(rng, [
            f"{c.peer.name} is a direct competitor of {n}.",
            f"{n}'s closest rival is {c.peer.name}."]), [p.market]),
        ("recent.latest_event", pick(rng, [
            f"On {day(c.event_date, s[10])}, {n} {c.event}.",
            f"{n} {c.event} in {month(c.event_date, s[11])}."]), [p.event]),
        ("funding.latest_round.amount", pick(rng, [
            f"{n} is reportedly in talks to raise around {money(c.rumor, cur, s[12])}.",
            f"According to people familiar with the matter, {n} may raise about "
            f"{money(c.rumor, cur, s[12])}."]), [p.rumor]),
        ("financials.headcount", pick(rng, [
            f"{n} plans to grow to {c.plan_headcount:,} employees by the end of {c.plan_year}.",
            f"The company aims to reach a headcount of {c.plan_headcount:,} by {c.plan_year}."]),
         [p.jobs]),
        ("products.flagship", f"{c.flagship} was developed by {n}.", [p.about]),
        ("financials.headcount", f"{n} has {num2words(c.headcount)} employees.", [p.jobs]),
        ("overview.founders", f"{f1} is one of {n}'s founders.", [p.profile]),
    ]


# ---- not supported: one builder per claim-level mode ------------------------------------------

Bad = tuple[str, list[Page], list[Page], list[str], str | None, str | None]
# (claim, evidence, context, modes, fact id, evidence status override)


def not_supported(c: Company, p: Pages, i: int, rng: random.Random) -> list[Bad]:
    n, cur, lt, first = c.name, c.currency, c.latest, c.rounds[0]
    s = [rng.randrange(6) for _ in range(12)]
    other_city = COMPANIES[(COMPANIES.index(c) + 3) % len(COMPANIES)].city
    swapped_cur = {"USD": "EUR", "EUR": "USD", "GBP": "USD"}[cur]
    other_type = "hardware device" if c.flagship_type != "hardware device" else "software platform"
    other_kind = {"Seed": "Series A", "Series A": "Seed", "Series B": "venture debt round",
                  "Series C": "convertible note", "Series D": "Series B",
                  "Venture Debt": "Series C equity round", "Convertible Note": "Series B",
                  "Pre-Seed": "Series A", "Grant": "Series A"}[lt.kind]
    shifted = f"{int(c.event_date[:4]) - 1}{c.event_date[4:]}"
    growth_word = "fell" if c.growth >= 0 else "grew"
    profile_wrong = [
        (f"{n} was founded in {c.founded - 3}.", [p.about], "overview.founded_year"),
        (f"{n} is headquartered in {other_city}.", [p.about], "overview.headquarters"),
        (f"{n} was founded by {c.founders[0]} and Edwin Marchetti.", [p.profile],
         "overview.founders"),
    ][i % 3]
    mix = [(f"{n} was founded in {c.peer.founded}.", "overview.founded_year"),
           (f"{n} is run by chief executive {c.peer.ceo}.", "leadership.ceo"),
           (f"{n} employs {c.peer.headcount:,} people.", "financials.headcount")][i % 3]
    homonym = [(f"{n} has {c.twin.headcount} employees.", "financials.headcount"),
               (f"{n} is led by {c.twin.ceo}.", "leadership.ceo"),
               (f"{n} was set up in {c.twin.founded}.", "overview.founded_year")][i % 3]
    access_status = "search_only" if i % 2 == 0 else "paywalled"
    return [
        (f"{n} raised {money(lt.amount * 1.5, cur, s[0])} in its {lt.kind} round.", [p.news], [],
         ["EA03-VALUE"], "funding.latest_round.amount", None),
        (profile_wrong[0], profile_wrong[1], [], ["EA03-PROFILE"], profile_wrong[2], None),
        (f"Investors in {n} include {names([*c.investors[:2], 'Quarry Lane Capital'])}.",
         [p.profile], [], ["EA03-LIST"], "funding.investors", None),
        ([f"The {c.market} market was worth {tam(c.tam * 4, s[1])} in {c.tam_year}.",
          f"The {c.market} market is expected to grow {c.cagr + 7:g}% a year through 2030."
          ][i % 2], [p.market], [], ["EA03-MARKET"],
         ["market.tam", "market.cagr"][i % 2], None),
        (f"Across its {len(c.rounds)} rounds, {n} has raised "
         f"{money(round(c.total * 1.35, 1), cur, s[2])} in total.", p.releases, [],
         ["EA03-DERIVE"], "funding.total_raised", None),
        (mix[0], [p.peer], [], ["EA03-MIX"], mix[1], None),
        (pick(rng, [f"{n} was founded in {c.founded}.", f"{n} is based in {c.city}."]),
         [p.snippet], [], ["EA03-ACCESS"], "overview.founded_year", access_status),
        (f"{n} has raised {money(c.total, cur, s[3])} in total.", [p.benefits], [],
         ["EA03-ASSOC"], "funding.total_raised", None),
        (f"{n} ({c.twin.website}) is a {c.twin_sector} business founded in {c.twin.founded}.",
         [p.twin], [], ["EA03-SUBJECT", "EA03-HOMONYM"], "overview.website", None),
        (homonym[0], [p.twin], [], ["EA03-HOMONYM"], homonym[1], None),
        ([f"{c.customers[0]} is a technology partner of {n}.",
          f"{c.partners[0]} is one of {n}'s customers."][i % 2], [p.customers], [],
         ["EA03-REL"], ["customers.partners", "customers.notable"][i % 2], None),
        (f"{n} employs {count(round(c.headcount * 2.5), s[4])} people.", [p.jobs], [],
         ["EA03-QTY", "EA03-VALUE"], "financials.headcount", None),
        (f"{n} has a staff of {num2words(round(c.headcount * 1.8))}.", [p.profile], [],
         ["EA03-QTY", "EA03-VALUE"], "financials.headcount", None),
        ([f"{n} raised {money(lt.amount * 1000, cur, s[5])} in its {lt.kind} round.",
          f"{n} raised {money(lt.amount, swapped_cur, 1)} in its {lt.kind} round."][i % 2],
         [p.news], [], ["EA03-NUM", "EA03-VALUE"], "funding.latest_round.amount", None),
        (pick(rng, [f"Every major customer in {c.country} uses {c.flagship}.",
                    f"{c.flagship} is used by all {c.sector} buyers worldwide."]),
         [p.customers], [], ["EA03-SCOPE"], None, None),
        (f"{n} raised about {money(round(lt.amount * 1.45), cur, 0)} in its {lt.kind}.",
         [p.news], [], ["EA03-ROUND", "EA03-VALUE"], "funding.latest_round.amount", None),
        (f"{n}'s latest financing was a {other_kind} of {money(lt.amount, cur, s[6])}.",
         [p.news], [], ["EA03-INSTRUMENT", "EA03-VALUE"], "funding.latest_round.type", None),
        (f"On {day(shifted, s[7])}, {n} {c.event}.", [p.event], [],
         ["EA03-EVENT", "EA03-VALUE"], "recent.latest_event", None),
        (pick(rng, [f"{c.former_ceo} is the chief executive of {n}.",
                    f"{n} is currently led by CEO {c.former_ceo}."]),
         [p.old_ceo], [p.team], ["EA03-INCUMBENT"], "leadership.ceo", None),
        (f"{c.cto} is {n}'s chief executive.", [p.team], [], ["EA03-ADJROLE"],
         "leadership.ceo", None),
        (f"{first.lead} led {n}'s {money(lt.amount, cur, s[8])} {lt.kind} round.",
         [p.news, p.releases[0]], [], ["EA03-BRIDGE"], "funding.latest_round.lead", None),
        (pick(rng, [f"{n} is the largest {c.sector} company in {c.country}.",
                    f"{n} is the market leader in {c.market}.",
                    f"{c.flagship} is the most widely used product in its category."]),
         [p.about], [], ["EA03-RANK"], None, None),
        (f"Revenue {growth_word} {abs(c.growth):g}% year over year in {c.revenue_year}.",
         [p.financials], [], ["EA03-DIRECTION"], "financials.revenue_growth", None),
        (pick(rng, [f"{n} invested {money(lt.amount, cur, s[9])} in {lt.lead}.",
                    f"{n} led {lt.lead}'s latest funding round."]),
         [p.news], [], ["EA03-FLOW"], None, None),
        (pick(rng, [f"{n} has raised {money(c.rumor, cur, s[10])} in new funding.",
                    f"{n} closed a {money(c.rumor, cur, s[10])} round in 2026."]),
         [p.rumor], [], ["EA03-VOICE"], "funding.latest_round.amount", None),
        (f"{n}'s flagship product is {c.peer.product}.", [p.about], [],
         ["EA03-PRODUCT", "EA03-VALUE"], "products.flagship", None),
        (f"{c.flagship} is a {other_type}.", [p.about], [],
         ["EA03-PRODUCT_TYPE", "EA03-VALUE"], "products.flagship_type", None),
        ([f"{n} employs {c.old_headcount:,} people.",
          f"{n} has raised {money(p.old_total, cur, s[11])} to date."][i % 2], [p.stale],
         [p.profile], ["EA03-DELTA"], ["financials.headcount", "funding.total_raised"][i % 2],
         None),
    ]


def build() -> list[Claim]:
    out: list[Claim] = []
    for i, c in enumerate(COMPANIES):
        rng = random.Random(f"independent-census-{i}")
        p = Pages(c, rng)
        for k, (fact_id, text, cited) in enumerate(supported(c, p, rng)):
            out.append(claim(c, f"ind-sup-{i:02d}-{k:02d}", text, cited, "supported", [],
                             fact_id))
        bad = not_supported(c, p, i, rng)
        for k, (text, evidence, context, modes, fact_id, status) in enumerate(bad):
            mode = modes[0].removeprefix("EA03-").lower()
            out.append(claim(c, f"ind-{mode}-{i:02d}-{k:02d}", text, evidence, "not_supported",
                             modes, fact_id, context, status))
    return out


def render(claims: list[Claim]) -> str:
    return "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in claims)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="fail if claims.jsonl is stale")
    args = ap.parse_args(argv)
    text = render(build())
    if args.check:
        same = OUT.exists() and OUT.read_text() == text
        print("claims.jsonl is up to date" if same else "claims.jsonl differs: rerun")
        return 0 if same else 1
    OUT.write_text(text)
    print(f"wrote {OUT} ({text.count(chr(10))} claims)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
