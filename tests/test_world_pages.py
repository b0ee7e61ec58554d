"""Pages a careful reader can trust (issue 23): every page states its own date in its text and
every dated fact its date; pages agree with themselves and with their kind; site menus link
pages that exist. Checked over every page of the default world."""

from __future__ import annotations

import json
import re
from collections import defaultdict
from typing import Any

import pytest

from rubric.contract import load_contract
from rubric.urls import normalize_url
from rubric.values import date_mentions
from tearsheet_env.tools.world_text import teaser_of
from tearsheet_env.world import World, load_world

_MARKDOWN_LINK = re.compile(r"\[([^\]\n]+)\]\((https?://[^)\s]+)\)")


@pytest.fixture(scope="module")
def world() -> World:
    return load_world()


@pytest.fixture(scope="module")
def pages(world: World) -> list[Any]:
    return list(world.documents)


def visible_text(doc: Any) -> str | None:
    """What a reader gets from fetching the page: the whole text, a paywall's teaser, or
    nothing for a dead link."""
    if doc.access == "dead":
        return None
    return teaser_of(doc) if doc.access == "paywalled" else doc.text


def dated_facts() -> set[str]:
    contract = load_contract()
    return {f.id for f in contract.facts.values() if f.dated} | {"funding.latest_round.date"}


def states(text: str, iso: str, mentions: list[Any], *, year_end_ok: bool) -> bool:
    """Whether `text` states the date `iso`: at day precision, at month precision (an
    event dated "in March 2024"), or as its year when `iso` is a year's last day (a fiscal
    year, a market estimate "in 2025")."""
    y, m, d = (int(x) for x in iso.split("-"))
    if any(x.year == y and x.month == m and x.day in (d, None) for x in mentions):
        return True
    return year_end_ok and (m, d) == (12, 31) and re.search(rf"\b{y}\b", text) is not None


def date_problems(doc: Any, dated: set[str]) -> list[str]:
    text = visible_text(doc)
    if text is None:
        return []
    mentions = date_mentions(text)
    y, m, d = (int(x) for x in doc.date.split("-"))
    own = any((x.year, x.month, x.day) == (y, m, d) for x in mentions)
    out = [] if own else [f"{doc.url}: the page does not state its date {doc.date}"]
    for a in doc.assertions:
        if a.fact_id not in dated or not a.as_of:
            continue
        if (a.as_of == doc.date and own) or states(text, a.as_of, mentions, year_end_ok=True):
            continue
        out.append(f"{doc.url}: {a.fact_id} as of {a.as_of} is not dated on the page "
                   f"({a.sentence!r})")
    return out


def test_every_page_states_its_date_and_every_dated_fact_its_date(pages: list[Any]) -> None:
    dated = dated_facts()
    problems = [p for doc in pages for p in date_problems(doc, dated)]
    assert not problems, f"{len(problems)} problems, e.g. {problems[:8]}"


# -- coherence: a page agrees with itself and with its kind -------------------------------
_TERMINAL = (".", "!", "?", ":", "”", '"', ")")
# title words of a profile page and the fact the page must then give
_PROMISES = {"ceo": "leadership.ceo", "headquarters": "overview.headquarters",
             "employees": "financials.headcount", "revenue": "financials.revenue",
             "competitors": "competition.competitors", "investors": "funding.investors",
             "team": "overview.founders", "funding": "funding."}
_TEAM_SIZE = re.compile(r"^Q: (How big is the team|How many people work at|And the team\b|"
                        r"How has .* grown\?)")
_ROLE_LINE = re.compile(r"^(?P<name>[^—\n]+?) — (?P<title>[A-Z][A-Za-z ]+)$", re.MULTILINE)
_NOW_SERVES = re.compile(r"Co-founder (?P<name>.+?), who was chief executive until .*?, now "
                         r"serves as (?P<title>[A-Z][A-Za-z ]+)\.")
_SINGLE = {"overview.founded_year", "overview.headquarters", "leadership.ceo", "leadership.cto",
           "products.flagship", "funding.total_raised", "financials.headcount"}


def body_paragraphs(doc: Any) -> list[str]:
    start, end = doc.boilerplate[0][1], doc.boilerplate[1][0]
    return [p.strip() for p in doc.text[start:end].strip().split("\n\n") if p.strip()]


def is_heading(paragraph: str) -> bool:
    """A section heading as the world writes them ("About Acme", "What you will do", "Why
    join us"): one short line, no sentence punctuation, no list or table separators."""
    return ("\n" not in paragraph and len(paragraph.split()) <= 6
            and not paragraph.endswith(_TERMINAL)
            and not any(mark in paragraph for mark in ("·", "|", ":", "—", "[")))


def coherence_problems(world: World, doc: Any) -> list[str]:  # noqa: C901 - one check a block
    if doc.access != "ok":
        return []
    out: list[str] = []
    paras = body_paragraphs(doc)
    # no heading over nothing; every interview question answered
    for i, para in enumerate(paras):
        following = paras[i + 1] if i + 1 < len(paras) else ""
        if is_heading(para) and (not following or is_heading(following)):
            out.append(f"{doc.url}: empty heading {para!r}")
        if para.startswith("Q: ") and (not following or following.endswith(":")
                                       or following.startswith("Q: ")):
            out.append(f"{doc.url}: unanswered question {para!r}")
        if _TEAM_SIZE.match(para) and not any(
                a.fact_id == "financials.headcount" and a.modality == "stated"
                and a.sentence in following for a in doc.assertions):
            out.append(f"{doc.url}: {para!r} is not answered with the headcount")
    # a release announcing something "today" is dated that day in its dateline
    if doc.kind == "press_release" and " today " in doc.text:
        first = date_mentions(paras[0])
        y, m, d = (int(x) for x in doc.date.split("-"))
        if not first or (first[0].year, first[0].month, first[0].day) != (y, m, d):
            out.append(f"{doc.url}: a 'today' release whose dateline is not its date")
    # a launch release is dated in its product's launch year
    launch = re.match(r"^(?P<company>.+) launches (?P<product>.+)$", doc.title)
    if doc.kind == "press_release" and launch and doc.company_id:
        company = world.company(doc.company_id)
        product = next((p for p in company.details["products"]
                        if p["name"] == launch["product"]), None)
        if product is None or product["launch_year"] != int(doc.date[:4]):
            out.append(f"{doc.url}: launch release dated {doc.date} for a product launched "
                       f"in {product and product['launch_year']}")
    for a in doc.assertions:
        if a.fact_id == "products.flagship_launch_year" and doc.kind == "press_release" \
                and launch and a.value != int(doc.date[:4]):
            out.append(f"{doc.url}: launch release says the product launched in {a.value}")
    # one holder per role on a page (a team page agrees with its own list)
    holders: dict[str, set[str]] = defaultdict(set)
    for m in (*_ROLE_LINE.finditer(doc.text), *_NOW_SERVES.finditer(doc.text)):
        holders[m["title"].strip().lower()].add(m["name"].strip())
    out += [f"{doc.url}: {title!r} held by {sorted(names)}" for title, names in holders.items()
            if len(names) > 1]
    # a profile's title promises only what the page gives
    if doc.kind in ("aggregator", "database_profile"):
        given = {a.fact_id for a in doc.assertions}
        words = set(re.findall(r"[a-z]+", doc.title.lower()))
        for word, fact in _PROMISES.items():
            if word in words and not any(g.startswith(fact) for g in given):
                out.append(f"{doc.url}: title {doc.title!r} promises {word}, page gives none")
    # one value per single-valued fact and subject, among the page's statements
    values: dict[tuple[str, str], set[str]] = defaultdict(set)
    for a in doc.assertions:
        if a.fact_id in _SINGLE and a.modality in ("stated", "reported"):
            values[(a.subject, a.fact_id)].add(repr(a.value))
    out += [f"{doc.url}: {fact} of {subject} given as {sorted(v)}"
            for (subject, fact), v in values.items() if len(v) > 1]
    return out


def test_pages_agree_with_themselves_and_their_kind(world: World, pages: list[Any]) -> None:
    problems = [p for doc in pages for p in coherence_problems(world, doc)]
    assert not problems, f"{len(problems)} problems, e.g. {problems[:8]}"


# -- navigation: menus and footers link pages that exist ------------------------------------
_BARE_URL = re.compile(r"(?<!\()https?://[^\s)\]]+")


def links_of(doc: Any) -> list[str]:
    """Every link of a page: markdown links (site menus and footers) and the URLs written in
    its text (an aggregator's sources, a profile's website)."""
    text = doc.text
    return [m[2] for m in _MARKDOWN_LINK.finditer(text)] + [
        u.rstrip(".,;:") for u in _BARE_URL.findall(_MARKDOWN_LINK.sub("", text))]


def test_every_link_leads_to_a_page_except_intended_dead_links(world: World,
                                                                pages: list[Any]) -> None:
    broken, dead = [], 0
    for doc in pages:
        for url in links_of(doc):
            target = world.document_by_normalized_url(normalize_url(url))
            if target is None:
                broken.append(f"{doc.url} links {url}: no such page")
            elif target.access == "dead":
                dead += 1
                if target.hard_case != "dead_link":
                    broken.append(f"{doc.url} links {url}: dead, and not a planted dead link")
    assert not broken, f"{len(broken)} broken links, e.g. {broken[:8]}"
    assert dead > 0  # the dead-link hard case is still linked from somewhere


def test_a_company_site_links_its_pages_from_every_page(world: World,
                                                         pages: list[Any]) -> None:
    """A reader on any page of a company's site reaches its about, products, team, careers and
    news pages through the menu, wherever the site keeps them (the moved `/about`)."""
    by_host: dict[str, list[Any]] = defaultdict(list)
    for doc in pages:
        by_host[doc.url.split("/")[2]].append(doc)
    for company in world.companies:
        host = company.website.split("/")[2]
        site = by_host[host]
        assert site, company.website
        for doc in site:
            head = doc.text[:doc.boilerplate[0][1]]
            menu = {normalize_url(m[2]) for m in _MARKDOWN_LINK.finditer(head)}
            assert len(menu) == 6, (doc.url, menu)
            assert normalize_url(company.website) in menu, doc.url


# -- w12: the fact layer reads as prose, not as database fields ----------------------------
_SPELLED_MONEY = re.compile(r"\b\d{1,3}(?:,\d{3})+ (?:dollars|euros|pounds)\b")
_ISO_MONTH = re.compile(r"(?<![\w/.:-])\d{4}-(?:0[1-9]|1[0-2])(?![\w/:-])")
_MONEY_STYLE = re.compile(
    r"(?<![\w$€£.,])(?:(?P<code>USD|EUR|GBP) \d[\d.]*(?P<cu>M|B| million| billion)\b"
    r"|(?P<sym>US\$|[$€£])\d[\d.]*(?P<su>m\b|bn\b| million| billion))")


def money_styles(text: str) -> set[str]:
    out = set()
    for m in _MONEY_STYLE.finditer(text):
        if m["code"]:
            out.add("code_long" if m["cu"].startswith(" ") else "code_short")
        else:
            out.add("symbol_long" if m["su"].startswith(" ") else "symbol_tiny")
    return out


def test_amounts_and_months_are_written_as_prose_in_one_style_a_page(pages: list[Any]) -> None:
    """No "117,000,000 dollars" (it cannot stand before a noun: "a 117,000,000 dollars round"),
    no raw "2025-03" month in a sentence, and one money style on a page, as a publication
    keeps one (w12 readers counted four on one page)."""
    bad = []
    for doc in pages:
        body = doc.text
        if _SPELLED_MONEY.search(body) or _ISO_MONTH.search(body):
            bad.append(f"{doc.url}: {(_SPELLED_MONEY.search(body) or _ISO_MONTH.search(body))[0]}")
        elif len(money_styles(body)) > 1:
            bad.append(f"{doc.url}: money written {sorted(money_styles(body))}")
    assert not bad, f"{len(bad)} pages, e.g. {bad[:8]}"


def test_spokespeople_are_named_and_no_company_person(world: World, pages: list[Any]) -> None:
    """An investor quoted on a round is a named person (never "a partner at X"), whose name is
    no company person's: it is no fact of the world."""
    people = {p for c in world.companies for p in re.findall(
        r"[A-Z][a-z]+ [A-Z][a-z]+", json_of(c.details))}
    quoted = re.compile(r"(?:partner|principal|investor|board member) ([A-Z][a-z]+ [A-Z][a-z]+) "
                        r"at ")
    names = {m[1] for doc in pages if doc.kind in ("press_release", "news_article")
             for m in quoted.finditer(doc.text)}
    assert names and not names & people
    anonymous = [doc.url for doc in pages if doc.kind == "press_release" and re.search(
        r"said (?:a|an) (?:partner|general partner|managing partner|principal|investor) at ",
        doc.text)]
    assert not anonymous, anonymous[:5]


def json_of(x: Any) -> str:
    return json.dumps(x)


def test_facts_are_not_said_twice_or_in_a_database_voice_where_prose_is_written(
        pages: list[Any]) -> None:
    """A portfolio page does not restate the round it just stated; a company's own pages and
    a CEO's answers do not read out database fields; a lead investor is never one who "also
    took part" or "joined the round"; a single founder is no "founders are"."""
    bad = []
    for doc in pages:
        t = doc.text
        if doc.kind == "investor_portfolio" and " stage in " in t:
            bad.append(f"{doc.url}: 'at the … stage in'")
        if doc.kind in ("company_site", "interview") and re.search(
                r"operates in the [A-Z][\w ]+ sector|total funding now stands at|"
                r"latest update \(", t):
            bad.append(f"{doc.url}: a database field in the company's voice")
        twice = re.search(r"joined the round\.|also took part in the financing|founders are "
                          r"[A-Z][a-z]+ [A-Z][a-z]+\.", t)
        if twice:
            bad.append(f"{doc.url}: {twice[0]}")
        if doc.kind == "interview" and "magazine interview" in t:
            bad.append(f"{doc.url}: a 'magazine interview' on an /episodes/ page")
    assert not bad, f"{len(bad)} pages, e.g. {bad[:8]}"


def test_voiced_templates_keep_their_originals_slots() -> None:
    """A voice's wording of a template states the same facts and draws nothing new: its slots
    are the original's (or w8's) plus slots that draw nothing."""
    from tearsheet_env.world.templates import SLOT_FACTS, VOICE_FREE_SLOTS, VOICES, W8_WORDING, T
    from tearsheet_env.world.writer import fields_of
    for voice, keys in VOICES.items():
        for key, wordings in keys.items():
            assert len(wordings) == len(T[key]), (voice, key)
            for tmpl, alt in zip(T[key], wordings, strict=True):
                if alt is None:
                    continue
                have = set(fields_of(tmpl)) | set(fields_of(W8_WORDING.get(tmpl, tmpl)))
                if "event" in have:  # the lower-case event is the event's text, no draw
                    have.add("event_l")
                assert set(fields_of(alt)) <= have | set(VOICE_FREE_SLOTS), (voice, alt)
                stated = {SLOT_FACTS[f] for f in fields_of(alt) if f in SLOT_FACTS}
                assert {SLOT_FACTS[f] for f in fields_of(tmpl) if f in SLOT_FACTS} <= stated, \
                    (voice, alt)


def test_a_company_s_pages_name_only_the_domains_its_products_serve(world: World) -> None:
    """One story a company (w14): its own pages (titles, ledes, quotes, founding stories) set
    it in the domains its products serve, never in another domain of its sector (w13: 398 of
    400 companies had pages about three to six domains by turns). A URL keeps w8's slug (as a
    site's does after an edited headline), and a domain's systems, tools and data ("policy
    administration systems", "access controls") are what customers run, not a domain."""
    from tearsheet_env.world import vocab

    sectors = {s["name"]: s for s in vocab.SECTORS}
    off: list[str] = []
    for company in world.companies:
        sector = sectors[company.sector]
        own = {str(p.get("what")) for p in (company.details or {}).get("products", [])}
        others = [d for d in sector["domain"] if d not in own]
        if not own or not others:
            continue
        pattern = re.compile(rf"\b({'|'.join(map(re.escape, others))})\b"
                             r"(?! systems| tools| data| controls?)", re.I)
        for doc in world.documents_of(company.id):
            if doc.company_id != company.id:
                continue
            text = re.sub(r"https?://\S+", " ", f"{doc.title}\n{doc.text}")
            m = pattern.search(text.replace(sector["what"], " "))
            if m:
                off.append(f"{doc.url}: {m.group(0)!r} ({company.name} serves {sorted(own)})")
    assert not off, f"{len(off)} pages: " + "; ".join(off[:5])
