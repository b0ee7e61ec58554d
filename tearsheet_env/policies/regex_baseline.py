"""`regex_baseline`: the strongest research agent a few hundred lines of regular expressions
make, as a measure of the closed world's difficulty (SPEC §5).

It sees only its own tool results — never the world's truth or assertion lists: it searches
the company's name with topic words, fetches the results that name the company (reading on
through long pages), pulls candidate values out of the text with one pattern list per fact,
and writes each fact whose candidates agree, citing the pages that gave the winning value (most
pages wins; the newer page among equals). Patterns were tuned on train-split companies only.
A high score means the world's facts can be had without reading; its eval-split score is a
headline figure of `tearsheet-env world stats` and docs/world.md.
"""

from __future__ import annotations

import re
from collections import defaultdict
from typing import Any

from tearsheet_env.limits import DEFAULT_MAX_TOOL_CALLS
from tearsheet_env.policies.base import Conversation, Policy, ToolCallOut, Turn
from tearsheet_env.policies.draft import Cell, Draft, Fact, Sentence
from tearsheet_env.policies.oracle import PHRASES, Reading, fact_value, fmt_value, read

SEARCH_TOPICS = ["", "funding round investors", "CEO founder", "headquarters founded",
                 "customers partners", "products platform", "market size", "competitors",
                 "revenue employees", "news"]
MAX_FETCHES = 26
MAX_TURNS = 6
CALL_BUDGET = DEFAULT_MAX_TOOL_CALLS

NAME = r"[A-Z][\w'’-]+(?: [A-Z][\w'’-]+){0,3}"
PERSON = r"[A-Z][a-zà-ÿ'’-]+ [A-Z][\w'’-]+"
MONEY = (r"(?:(?:US)?\$|€|£|USD |EUR |GBP )\s?\d[\d,]*(?:\.\d+)?\s?(?:billion|million|bn|m|M|B)?"
         r"|\d[\d,]*(?:\.\d+)? (?:dollars|euros|pounds)")
CURRENCY = {"$": "USD", "US$": "USD", "€": "EUR", "£": "GBP", "USD": "USD", "EUR": "EUR",
            "GBP": "GBP", "dollars": "USD", "euros": "EUR", "pounds": "GBP"}
SCALE = {"billion": 1e9, "bn": 1e9, "B": 1e9, "million": 1e6, "m": 1e6, "M": 1e6}
ROUND = r"(?:Pre-seed|Seed|Series [A-H]|Growth|Bridge)"

# fact id -> patterns whose first group is the value ({N} is the company's name)
PATTERNS: dict[str, list[str]] = {
    "overview.founded_year": [r"\bfounded in (\d{4})", r"Founded:? (\d{4})", r"since (\d{4})",
                              r"started {N} in (\d{4})", r"Year founded: (\d{4})"],
    "overview.headquarters": [r"headquartered in ([A-Z][\w .'-]+, [A-Z][\w ]+?)[.,;\n]",
                              r"(?:Headquarters|HQ|Location): ([^\n]+)",
                              r"based in ([A-Z][\w .'-]+, [A-Z][\w ]+?)[.,;\n]"],
    "leadership.ceo": [rf"(?:CEO|Chief executive):? ({PERSON})", rf"led by CEO ({PERSON})",
                       rf"({PERSON}), (?:{{N}}'s |its )?(?:CEO|chief executive)",
                       rf"({PERSON}) is the chief executive"],
    "leadership.cto": [rf"CTO:? ({PERSON})", rf"({PERSON}), [\w']+ CTO",
                       rf"chief technology officer,? ({PERSON})",
                       rf"({PERSON}) serves as chief technology officer"],
    "funding.total_raised": [rf"(?:Total funding|Total raised|Funding to date): ({MONEY})",
                             rf"raised ({MONEY}) in total", rf"total funding (?:to|now stands "
                             rf"at) ({MONEY})", rf"To date, {{N}} has raised ({MONEY})"],
    "funding.latest_round.amount": [rf"Last funding round: {ROUND}, ({MONEY})",
                                    rf"raised ({MONEY}) in an? {ROUND}",
                                    rf"closed an? ({MONEY}) {ROUND}"],
    "funding.latest_round.type": [rf"Last funding round: ({ROUND})",
                                  rf"in an? ({ROUND}) round", rf"({ROUND}) round"],
    "funding.latest_round.lead": [rf"round led by ({NAME})", rf"Lead investor: ({NAME})",
                                  rf"({NAME}) led {{N}}"],
    "financials.headcount": [r"Employees: ([\d,]+)", r"employs ([\d,]+) people",
                             r"has ([\d,]+) employees", r"Headcount: ([\d,]+)",
                             r"team numbers ([\d,]+)", r"staff of ([\d,]+)"],
    "products.flagship": [rf"[Ff]lagship(?: product)?,? ({NAME})",
                          rf"Flagship product: ({NAME})"],
    "market.name": [r"estimates that the ([a-z][a-z -]+) market was worth",
                    r"addresses the ([a-z][a-z -]+) market, which",
                    r"The ([a-z][a-z -]+) market {N} competes in"],
    "market.tam": [rf"market was worth ({MONEY})", rf"sized at ({MONEY})",
                   rf"market (?:that {{N}} serves )?at ({MONEY})"],
    "market.cagr": [r"(\d+(?:\.\d+)?) ?(?:%|percent|per cent) CAGR",
                    r"compound annual rate of (\d+(?:\.\d+)?)"],
}
LISTS: dict[str, list[str]] = {
    "overview.founders": [r"founded by ([^.\n]+)", r"Founders: ([^\n]+)"],
    "funding.investors": [r"(?:Investors|Backers): ([^\n]+)", r"backed by ([^.\n]+)",
                          r"Investors in the round included ([^.\n]+)"],
    "customers.notable": [r"customers include ([^.\n]+)", r"Notable customers: ([^\n]+)"],
    "customers.partners": [r"partners with ([^.\n]+)", r"Partners: ([^\n]+)"],
    "competition.competitors": [r"competes with ([^.\n]+)", r"Competitors: ([^\n]+)",
                                r"rivals include ([^.\n]+)"],
    "products.lines": [r"product lines are ([^.\n]+)", r"Products: ([^\n]+)"],
}


def parse_money(text: str) -> dict[str, Any] | None:
    m = re.match(r"(US\$|\$|€|£|USD |EUR |GBP )?\s?(\d[\d,]*(?:\.\d+)?)\s?"
                 r"(billion|million|bn|m|M|B)?(?: (dollars|euros|pounds))?", text.strip())
    if not m or not (m.group(1) or m.group(4)):
        return None
    amount = float(m.group(2).replace(",", "")) * SCALE.get(m.group(3) or "", 1.0)
    return {"amount": float(round(amount)), "currency": CURRENCY[(m.group(1) or m.group(4))
                                                                  .strip()]}


def split_names(text: str) -> list[str]:
    parts = re.split(r",\s*|\s+and\s+", text)
    return [p.strip() for p in parts if re.fullmatch(NAME, p.strip())]


def key_of(value: Any) -> str:
    return repr(sorted(value.items())) if isinstance(value, dict) else repr(value)


def extract(name: str, pages: list[tuple[int, str]]) -> dict[str, list[tuple[Any, int]]]:
    """fact id -> (value, source id) candidates from the fetched page texts."""
    out: dict[str, list[tuple[Any, int]]] = defaultdict(list)
    for sid, text in pages:
        if name not in text:
            continue
        for fact_id, patterns in PATTERNS.items():
            for pattern in patterns:
                for m in re.finditer(pattern.replace("{N}", re.escape(name)), text):
                    raw = m.group(1).strip()
                    value: Any = raw
                    kind = fact_id.rsplit(".", 1)[-1]
                    if fact_id in ("funding.total_raised", "funding.latest_round.amount",
                                   "market.tam"):
                        value = parse_money(raw)
                    elif kind in ("founded_year",):
                        value = int(raw)
                    elif kind == "headcount":
                        value = int(raw.replace(",", ""))
                    elif kind == "cagr":
                        value = float(raw)
                    if value not in (None, ""):
                        out[fact_id].append((value, sid))
        for fact_id, patterns in LISTS.items():
            for pattern in patterns:
                for m in re.finditer(pattern, text):
                    for item in split_names(m.group(1)):
                        out[fact_id].append((item, sid))
    return out


# facts whose value changes over time: the newest page wins, not the most pages
DATED = ("leadership.ceo", "leadership.cto", "financials.headcount", "funding.total_raised",
         "funding.latest_round.amount", "funding.latest_round.type",
         "funding.latest_round.lead")


def decide(fact_id: str, candidates: list[tuple[Any, int]],
           dates: dict[int, str]) -> tuple[Any, list[int]] | None:
    """The value most pages give (dated facts: the newest page's), with up to two of those
    pages' source ids; None on a tie between values (better blank than wrong)."""
    pages: dict[str, set[int]] = defaultdict(set)
    values: dict[str, Any] = {}
    for value, sid in candidates:
        pages[key_of(value)].add(sid)
        values[key_of(value)] = value
    if not pages:
        return None
    if fact_id in DATED:
        rank = {k: (max(dates.get(sid, "") for sid in ids), len(ids)) for k, ids in pages.items()}
    else:
        rank = {k: (len(ids), "") for k, ids in pages.items()}
    ordered = sorted(pages, key=lambda k: rank[k], reverse=True)
    if len(ordered) > 1 and rank[ordered[0]] == rank[ordered[1]]:
        return None
    return values[ordered[0]], sorted(pages[ordered[0]])[:2]


def same_name_elsewhere(url: str, slug: str) -> bool:
    """A site named like the company's but not its own ("acme-retail.test" for "acme.test"):
    another company of the same name, whose pages would mislead."""
    host = url.removeprefix("https://").removeprefix("http://").split("/", 1)[0]
    stem = slug.removesuffix(".test")
    return bool(stem) and host != slug and host.startswith(stem + "-")


def research(conv: Conversation, reading: Reading) -> list[ToolCallOut]:
    name = conv.company or ""
    searched = conv.searched()
    todo = [f"{name} {t}".strip() for t in SEARCH_TOPICS if f"{name} {t}".strip() not in searched]
    if todo:
        return [ToolCallOut.of("websearch", query=q, max_results=8) for q in todo]
    fetched = conv.fetched()
    slug = (conv.website or "").removeprefix("https://").removeprefix("http://").strip("/")
    calls: list[ToolCallOut] = []
    for url, offset in sorted({(u, n) for u in reading.pages for n in reading.next_offsets(u)}):
        if (url, offset) not in fetched:
            calls.append(ToolCallOut.of("fetch", url=url, offset=offset))
    n_fetched = len({u for u, _ in fetched})
    for url, hit in reading.hits.items():
        text = f"{hit.get('title', '')} {hit.get('snippet', '')}"
        if same_name_elsewhere(url, slug):
            continue
        if (url, 0) not in fetched and (name in text or (slug and slug in url)):
            if n_fetched >= MAX_FETCHES:
                break
            calls.append(ToolCallOut.of("fetch", url=url, offset=0))
            n_fetched += 1
    return calls[:max(0, min(20, CALL_BUDGET - len(conv.results)))]


def write(conv: Conversation, reading: Reading) -> Draft:
    from rubric.contract import load_contract

    contract = load_contract()
    name = conv.company or "The company"
    slug = (conv.website or "").removeprefix("https://").removeprefix("http://").strip("/")
    pages = [(sid, text) for url, chunks in reading.pages.items()
             if not same_name_elsewhere(url, slug) for sid, text, _, _ in chunks]
    dates = {sid: str(reading.hits.get(url, {}).get("date") or "")
             for url, chunks in reading.pages.items() for sid, *_ in chunks}
    found = extract(name, pages)
    found["overview.legal_name"] = [(name, sid) for sid, text in pages if name in text][:2]
    if conv.website:
        found["overview.website"] = [(conv.website, sid) for sid, text in pages
                                     if conv.website.removeprefix("https://") in text][:2]
    decided = {f: d for f, c in found.items()
               if f not in LISTS and (d := decide(f, c, dates)) is not None}
    for fact_id in LISTS:  # a list: the longest one a single page gives
        per_page: dict[int, list[str]] = defaultdict(list)
        for item, sid in found.get(fact_id, []):
            if item not in per_page[sid]:
                per_page[sid].append(item)
        if per_page:
            sid = max(per_page, key=lambda k: (len(per_page[k]), -k))
            decided[fact_id] = (per_page[sid], [sid])
    ctx = {"company": name, "market": (decided.get("market.name") or ("target",))[0],
           "flagship": (decided.get("products.flagship") or ("The product",))[0]}
    sections: list[tuple[str, list[Sentence]]] = []
    facts: list[Fact] = []
    for section in contract.sections:
        sentences = []
        for spec in section.facts:
            if spec.id == "comparables.rows":
                facts.append(Fact(spec.id, "see table"))
                continue
            got = decided.get(spec.id)
            if got is None:
                facts.append(Fact(spec.id, None, status="not_disclosed"))
                continue
            value, cites = got
            text = fmt_value(value, spec.type)
            phrase = PHRASES.get(spec.id, "{company}: " + spec.description + " is {v}")
            try:
                sentence = phrase.format(v=text, event=text, as_of="recently", **ctx)
            except (KeyError, IndexError):
                sentence = f"{name}: {spec.description} is {text}"
            sentences.append(Sentence(sentence, cites, spec.id))
            facts.append(Fact(spec.id, fact_value(value, spec.type), None, cites))
        sections.append((section.name, sentences))
    columns = list(contract.comparables_table.columns)
    row = [Cell(name)] + [Cell("—") for _ in columns[1:]]
    draft = Draft(sections=sections, table_columns=columns, table=[row], sources=[],
                  facts=facts)
    draft.sources = [(sid, *reading.titles.get(sid, ("", ""))) for sid in sorted(draft.cited())]
    return draft


def respond(conv: Conversation) -> Turn:
    reading = read(conv)
    if conv.assistant_turns < MAX_TURNS:
        calls = research(conv, reading)
        if calls:
            return Turn(tool_calls=tuple(calls))
    return Turn(content=write(conv, reading).render())


REGEX_BASELINE = Policy("regex_baseline", "searches, fetches and extracts facts with regular "
                        "expressions from its own tool results only (no ground truth): the "
                        "world's difficulty baseline", respond, family="baseline")
