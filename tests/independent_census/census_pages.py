"""Evidence pages for the independent census, in the styles of the web: a database profile, a
news story, press releases, the company's own about/team/product pages, a job post, an analyst
note, a customer story, a rumour piece, a stale profile, a competitor's and a same-named
company's profile. Written for this census; every number is rendered in one of several styles.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date

from census_companies import Company, Peer
from num2words import num2words

SYMBOL = {"USD": "$", "EUR": "€", "GBP": "£"}
WORD = {"USD": "dollars", "EUR": "euros", "GBP": "pounds"}


def money(amount_m: float, cur: str, style: int) -> str:
    """An amount in millions, in one of six styles ("$42.5 million", "USD 42.5M", "€42.5m",
    "42.5 million euros", "EUR 42,500,000", "£42.5mn"); billions from 1,000M."""
    big = amount_m >= 1000
    n = f"{amount_m / 1000:g}" if big else f"{amount_m:g}"
    style %= 6
    if style == 0:
        return f"{SYMBOL[cur]}{n} {'billion' if big else 'million'}"
    if style == 1:
        return f"{cur} {n}{'B' if big else 'M'}"
    if style == 2:
        return f"{SYMBOL[cur]}{n}{'bn' if big else 'm'}"
    if style == 3:
        return f"{n} {'billion' if big else 'million'} {WORD[cur]}"
    if style == 4:
        return f"{cur} {round(amount_m * 1_000_000):,}"
    return f"{SYMBOL[cur]}{n}{'bn' if big else 'mn'}"


def tam(amount_b: float, style: int) -> str:
    return money(amount_b * 1000, "USD", style)


def count(n: int, style: int) -> str:
    style %= 3
    if style == 0:
        return f"{n:,}"
    if style == 1:
        return str(n)
    return str(num2words(n))  # "two hundred and thirty-six"


def day(iso: str, style: int) -> str:
    d = date.fromisoformat(iso)
    style %= 4
    if style == 0:
        return f"{d.strftime('%B')} {d.day}, {d.year}"
    if style == 1:
        return f"{d.day} {d.strftime('%B')} {d.year}"
    if style == 2:
        return iso
    return f"{d.strftime('%b')}{'' if d.month == 5 else '.'} {d.day}, {d.year}"


def month(iso: str, style: int) -> str:
    d = date.fromisoformat(iso)
    return [f"{d.strftime('%B')} {d.year}", f"{d.strftime('%b')} {d.year}",
            f"{d.year}-{d.month:02d}"][style % 3]


def names(items: tuple[str, ...] | list[str]) -> str:
    items = list(items)
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def slug(name: str) -> str:
    return name.lower().replace(" ", "-").replace(".", "")


@dataclass(frozen=True)
class Page:
    url: str
    text: str
    date: str
    kind: str
    status: str = "fetched"

    def excerpt(self, source_id: int, status: str | None = None) -> dict[str, object]:
        return {"source_id": source_id, "url": self.url, "text": self.text,
                "status": status or self.status, "date": self.date}


class Pages:
    """Every page of one company, with number styles drawn from `rng` once per page."""

    def __init__(self, c: Company, rng: random.Random) -> None:
        self.c, s = c, [rng.randrange(6) for _ in range(12)]
        cur, latest = c.currency, c.latest
        self.profile = Page(
            f"https://dealscope-index.test/company/{slug(c.name)}",
            f"{c.name} — company profile on DealScope Index. "
            f"Last updated {day('2026-08-20', s[0])}."
            f"\n\nName: {c.name}\nFounded: {c.founded}\nHeadquarters: {c.city}, {c.country}\n"
            f"Founders: {names(c.founders)}\nCEO: {c.ceo}\nCTO: {c.cto}\n"
            f"Employees: {c.headcount:,}\nTotal funding: {money(c.total, cur, s[1])}\n"
            f"Funding rounds: {len(c.rounds)}\n"
            f"Last round: {latest.kind}, {money(latest.amount, cur, s[2])}, "
            f"{day(latest.date, s[3])}\nLead investor: {latest.lead}\n"
            f"Investors: {names(c.investors)}\nWebsite: {c.website}\n\n"
            "Profiles are compiled from filings and press coverage. Sign in to export.",
            "2026-08-20", "profile")
        self.news = Page(
            f"https://harbourline-news.test/{latest.date[:4]}/{slug(c.name)}-raises",
            f"{c.name}, the {c.city}-based developer of {c.sector}, has raised "
            f"{money(latest.amount, cur, s[4])} in a {latest.kind} round led by {latest.lead}"
            + (f", with participation from {names(latest.others)}" if latest.others else "")
            + f". The round values the company at {money(c.valuation, cur, s[5])}, the company "
            f"said. Founded in {c.founded} by {names(c.founders)}, {c.name} now employs "
            f"{c.headcount:,} people. Chief executive {c.ceo} said the money would fund "
            "hiring and expansion.\n\nThe announcement comes as investors return to the "
            "sector after a slow year.",
            latest.date, "news")
        self.releases = [Page(
            f"https://{slug(c.name)}.test/press/{r.date}-{slug(r.kind)}",
            f"{c.city.upper()}, {day(r.date, s[6] + i)} — {c.name} today announced that it "
            f"has closed a {money(r.amount, cur, s[7] + i)} {r.kind} round led by {r.lead}"
            + (f", joined by {names(r.others)}" if r.others else "") + ". "
            "The company will use the funds to grow its team.",
            r.date, "press release") for i, r in enumerate(c.rounds)]
        self.about = Page(
            f"{c.website}/about",
            f"About {c.name}\n\n{c.name} builds {c.sector}. The company was founded in "
            f"{c.founded} by {names(c.founders)} and is headquartered in {c.city}, "
            f"{c.country}. Our flagship, {c.flagship}, is a {c.flagship_type} that we first "
            f"released in {c.launch_year}. Today we sell {names(c.lines)}.\n\n"
            "We are proud of our people and our customers.",
            "2026-07-01", "company page")
        self.team = Page(
            f"{c.website}/team",
            f"Leadership\n\n{c.ceo} — Chief Executive Officer. {c.ceo} became CEO on "
            f"{day(c.ceo_since, s[8])}, succeeding {c.former_ceo}, who now chairs the board."
            f"\n\n{c.cto} — Chief Technology Officer. {c.cto} leads engineering and research.",
            "2026-06-01", "company page")
        self.jobs = Page(
            f"https://hirewell-board.test/jobs/{slug(c.name)}-senior-engineer",
            f"Senior Software Engineer — {c.name} ({c.city}). Posted "
            f"{day(c.headcount_date, s[9])}.\n\nAbout us: {c.name} is a {c.sector} company "
            f"with a team of {c.headcount:,}. You will report to our CTO, {c.cto}. "
            f"We plan to grow to {c.plan_headcount:,} employees by the end of {c.plan_year}.",
            c.headcount_date, "job post")
        self.market = Page(
            f"https://northpoint-research.test/notes/{slug(c.market)}-{c.tam_year}",
            f"Analyst note: the {c.market} market. We size the global {c.market} market at "
            f"{tam(c.tam, s[10])} in {c.tam_year} and expect a compound annual growth rate "
            f"of {c.cagr:g}% through 2030. Vendors we track include {c.name} and its "
            f"closest rival, {c.peer.name}.",
            f"{c.tam_year}-12-01", "analyst note")
        trend = "up" if c.growth >= 0 else "down"
        self.financials = Page(
            f"https://ledgerwatch-news.test/{c.revenue_year + 1}/{slug(c.name)}-results",
            f"{c.name} reported revenue of {money(c.revenue, cur, s[11])} for "
            f"{c.revenue_year}, {trend} {abs(c.growth):g}% from the previous year, the "
            f"company said in its annual letter.",
            f"{c.revenue_year + 1}-02-15", "news")
        self.customers = Page(
            f"{c.website}/customers/{slug(c.customers[0])}",
            f"Customer story: {c.customers[0]}. {c.customers[0]} runs {c.flagship} across its "
            f"operations and is one of {c.name}'s customers, alongside {c.customers[1]}. "
            f"{c.name} also works with technology partners {names(c.partners)}.",
            "2026-04-10", "customer story")
        self.event = Page(
            f"https://harbourline-news.test/{c.event_date[:4]}/{slug(c.name)}-update",
            f"{c.name} {c.event} on {day(c.event_date, s[0] + 1)}, the company said.",
            c.event_date, "news")
        self.rumor = Page(
            f"https://whisperdesk-news.test/{slug(c.name)}-talks",
            f"{c.name} is in talks to raise about {money(c.rumor, cur, s[1] + 1)} in new "
            "funding, according to two people familiar with the matter. The company declined "
            "to comment.",
            "2026-08-01", "news")
        old_total = round(sum(r.amount for r in c.rounds if r.date < c.old_date), 2)
        self.old_total = old_total
        self.stale = Page(
            f"https://dealscope-index.test/company/{slug(c.name)}/2022-snapshot",
            f"{c.name} — archived profile, {day(c.old_date, s[2] + 1)}.\n\nName: {c.name}\n"
            f"Employees: {c.old_headcount:,}\nTotal funding: {money(old_total, cur, s[3] + 1)}",
            c.old_date, "profile")
        self.old_ceo = Page(
            f"https://foundertalk-podcast.test/episodes/{slug(c.former_ceo)}",
            f"Episode: {c.former_ceo}, chief executive of {c.name}, on building "
            f"{c.sector}. {c.former_ceo} talks about hiring the first engineers and winning "
            "the first customers.",
            f"{int(c.ceo_since[:4]) - 1}-05-10", "interview")
        self.snippet = Page(
            self.profile.url,
            f"{c.name} — company profile. Name: {c.name} · Founded: {c.founded} · "
            f"Headquarters: {c.city}, {c.country}", "2026-08-20", "search result")
        self.benefits = Page(
            f"{c.website}/careers/benefits",
            f"Working at {c.name}: flexible hours, a learning budget, parental leave and a "
            "team that cares about doing things properly.",
            "2026-05-01", "company page")
        self.peer = peer_page(c.peer, "peer")
        self.twin = peer_page(c.twin, c.twin_sector)


def peer_page(p: Peer, what: str) -> Page:
    return Page(f"https://dealscope-index.test/company/{slug(p.name)}-{slug(p.city)}",
                f"{p.name} ({what if what != 'peer' else 'company profile'})\n\nName: "
                f"{p.name}\nFounded: {p.founded}\nHeadquarters: {p.city}\nCEO: {p.ceo}\n"
                f"Main product: {p.product}\nEmployees: {p.headcount:,}\nWebsite: {p.website}",
                "2026-08-02", "profile")
