"""How a page states its own date, as pages of its kind do on the web: a byline on a news
story, "Last updated" on a company page or a profile, "Posted" on a job ad, "Published" on a
report or an interview (issue 23). A press release carries its dateline in its first sentence
("DUBLIN, 10 Oct 2024 — …"), written by the release itself.

The line is the first line of the page body, so a reader (and search snippets' neighbours)
sees it before any fact, and it is kept in a paywalled page's teaser. A site writes dates one
way on every page, so the date format and the wording are drawn per host from a stream seeded
by the host name alone (a pure function of the URL, like the site chrome); which reporter
signs a story is drawn from the page's own stream among the outlet's staff.
"""

from __future__ import annotations

import functools
import random
from datetime import date
from urllib.parse import urlsplit

from tearsheet_env.world.boilerplate import site_name
from tearsheet_env.world.formats import MONTHS

WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
# Surnames of the world's journalists and hosts: ordinary surnames, unlike the invented ones of
# company people (`vocab.SURNAME_ENDINGS`), so a byline never names someone a company employs.
STAFF_SURNAMES = ["Brennan", "Okafor", "Lindqvist", "Moreau", "Tanaka", "Hughes", "Castillo",
                  "Novak", "Fischer", "Adeyemi", "Rossi", "Keller", "Sandoval", "Whitaker",
                  "Kowalski", "Haddad", "Lindgren", "Mercer", "Duarte", "Sato", "Bauer",
                  "Osei", "Galloway", "Ferreira", "Ahmed", "Nakamura", "Quinn", "Varga",
                  "Holloway", "Jensen", "Rahman", "Costa", "Ellison", "Petrov", "Byrne"]
STAFF_FIRST = ["Alex", "Claire", "Daniel", "Fiona", "Grace", "Henry", "Isabel", "James",
               "Kate", "Liam", "Maria", "Nina", "Owen", "Paul", "Ruth", "Sam", "Tessa",
               "Will", "Yusuf", "Zara", "Amira", "Ben", "Chloe", "David", "Erin", "Hugo"]

# Day-precision date formats, as sites print them (each one the rubric's date reader knows:
# ISO, "24 July 2023", "July 24, 2023", "Jul 24, 2023", with or without the weekday).
DATE_STYLES = ("iso", "d_month_y", "month_d_y", "d_mon_y", "mon_d_y", "weekday_d_month_y",
               "weekday_month_d_y")

# The wording of a page's own date, by page kind; {d} is the date, {who} a staff name, {site}
# the site's name.
LINES: dict[str, list[str]] = {
    "news_article": ["By {who} · {d}", "By {who} — {d}", "{d} | By {who}",
                     "Published {d}, by {who}", "{who}, staff writer · {d}",
                     "By {who} · Updated {d}"],
    "interview": ["Published {d}", "Interview by {who} · {d}", "{d} · Hosted by {who}",
                  "Recorded and published {d}"],
    "company_site": ["Last updated {d}", "Updated {d}", "Page last reviewed: {d}",
                     "Last modified: {d}"],
    "aggregator": ["Last updated {d}", "Data as of {d}", "Page updated: {d}",
                   "Profile refreshed {d}"],
    "investor_portfolio": ["Portfolio page updated {d}", "As of {d}", "Last updated: {d}"],
    "job_post": ["Posted {d}", "Date posted: {d}", "Posted on {site} · {d}", "Listed {d}"],
    "market_report": ["Published {d}", "Report date: {d}", "{site} research · {d}",
                      "Released {d}"],
    "partner_page": ["Last updated {d}", "Partner directory · updated {d}", "Updated {d}"],
    "case_study": ["Published {d}", "Customer story · {d}", "Posted {d}"],
}


def write_date(iso: str, style: str) -> str:
    d = date.fromisoformat(iso)
    month = MONTHS[d.month - 1]
    weekday = WEEKDAYS[d.weekday()]
    return {
        "iso": d.isoformat(),
        "d_month_y": f"{d.day} {month} {d.year}",
        "month_d_y": f"{month} {d.day}, {d.year}",
        "d_mon_y": f"{d.day} {month[:3]} {d.year}",
        "mon_d_y": f"{month[:3]} {d.day}, {d.year}",
        "weekday_d_month_y": f"{weekday}, {d.day} {month} {d.year}",
        "weekday_month_d_y": f"{weekday}, {month} {d.day}, {d.year}",
    }[style]


@functools.lru_cache(maxsize=4096)
def _house(host: str) -> tuple[str, int, tuple[str, ...]]:
    """A site's date format, its wording (an index into the kind's lines) and its staff."""
    rng = random.Random(f"dateline:{host}")
    style = rng.choice(DATE_STYLES)
    wording = rng.randrange(1 << 16)
    staff = tuple(f"{rng.choice(STAFF_FIRST)} {rng.choice(STAFF_SURNAMES)}"
                  for _ in range(rng.randint(3, 7)))
    return style, wording, staff


def staff_member(url: str, rng: random.Random) -> str:
    """One of the staff of the site of `url` (a reporter, a host)."""
    return rng.choice(_house(urlsplit(url).hostname or "site.test")[2])


def date_line(kind: str, url: str, iso: str, who: str = "") -> str | None:
    """The line stating the page's own date `iso`, for a page of `kind` at `url`; None for a
    kind that states its date otherwise (press releases: their dateline)."""
    lines = LINES.get(kind)
    if not lines:
        return None
    host = urlsplit(url).hostname or "site.test"
    style, wording, _ = _house(host)
    template = lines[wording % len(lines)]
    return template.format(d=write_date(iso, style), who=who, site=site_name(host))


def stated_date(url: str, iso: str) -> str:
    """`iso` written the way the site of `url` writes dates."""
    return write_date(iso, _house(urlsplit(url).hostname or "site.test")[0])


# Spokespeople whom a page quotes by name (an investor's partner on a round): ordinary
# surnames again, none a journalist's, so a quote never names a company person or a reporter.
SPOKES_SURNAMES = ["Abbott", "Barros", "Carver", "Dalton", "Eriksen", "Fontaine", "Gupta",
                   "Halvorsen", "Ibarra", "Jovanovic", "Kerr", "Lawson", "Marchetti", "Nilsen",
                   "Ortega", "Pryce", "Reyes", "Sorensen", "Thornton", "Underwood", "Vance",
                   "Walsh", "Yilmaz", "Zielinski", "Ashworth", "Bianchi", "Coleman", "Drummond"]
SPOKES_FIRST = ["Adrian", "Bianca", "Connor", "Diana", "Elena", "Felix", "Gemma", "Harriet",
                "Ivan", "Julia", "Kieran", "Lena", "Marcus", "Naomi", "Oscar", "Priya",
                "Rafael", "Sophie", "Tobias", "Vera", "Martin", "Leah", "Rohan", "Ingrid"]


def spokesperson(key: str) -> str:
    """A spokesperson's name, a pure function of `key` (a page's URL and the firm)."""
    rng = random.Random(f"spokesperson:{key}")
    return f"{rng.choice(SPOKES_FIRST)} {rng.choice(SPOKES_SURNAMES)}"
