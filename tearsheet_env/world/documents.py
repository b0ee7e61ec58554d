"""The documents of one company: its own site, press releases, news, database profiles,
investor portfolio pages, interviews, job posts, aggregator pages, partner pages and customer
stories — plus the hard cases planted for it (stale pages, rumors, aggregator errors, relation
confusables, paywalls, dead links, confusable products). Market reports, which cover many
companies at once, are written by `market_documents`.
"""

from __future__ import annotations

import random
import re
from typing import Any
from urllib.parse import urlsplit

from tearsheet_env.world import library, vocab
from tearsheet_env.world.boilerplate import chrome, link
from tearsheet_env.world.datelines import spokesperson, stated_date
from tearsheet_env.world.formats import (
    article,
    fmt_date,
    fmt_money,
    fmt_percent,
    join_names,
    possessive,
    slugify,
)
from tearsheet_env.world.truth import WORLD_NOW, add_days, random_date
from tearsheet_env.world.writer import House, Page, View, WorldIndex, in_own_domains

# body length in characters by page kind: news and company pages run from several hundred to
# a few thousand words; a share of them is longer than one fetch page (4,000 characters)
# a title promises only what every page of its kind gives: an aggregator's fields may be left
# out when a fact stands on enough pages already, but its funding line never is
AGGREGATOR_TITLES = ["{N}: company facts and funding", "{N} company overview | {L}",
                     "{N} - funding and company data", "{N} | {L} company data",
                     "{N} at a glance", "Who is {N}? Company profile — {L}",
                     "{N} funding and key facts"]
AGGREGATOR_INTROS = ["{L} collects public information about {N}. Information may be "
                     "incomplete or out of date.", "Quick facts about {N}, compiled by {L}.",
                     "{L} summarises what is publicly known about {N}.",
                     "The profile below is generated from public sources by {L}.",
                     "Key data on {N} from {L}'s company database."]
# A rumor is worded many ways; its headlines are the headlines of any funding story.
RUMOR_TITLES = ["{N} eyes {A} {R} round", "{N} could raise {A}", "{N} weighs new funding",
                "Inside {P} push into {D}", "How {N} is winning over {B}", "{N} bets on {M}",
                "{N} raises the stakes with talks on a {A} round", "{N} in talks to raise {A}",
                "Investors circle {N}", "{N} explores {A} raise to scale {D}"]
RUMOR_ROUND = [
    "{N} is in talks to raise about {A} in a {R} round, according to people familiar with "
    "the matter.",
    "{N} is preparing a {R} round of roughly {A}, two investors briefed on the plans told {O}.",
    "The company has held early talks with investors about a {R} round that could reach {A}, "
    "according to a person close to the deal.",
    "{N} is seeking around {A} in {R} funding, according to documents seen by {O}.",
    "{N} has approached existing backers about a {R} round of up to {A}, three people with "
    "knowledge of the talks said.",
    "Bankers have been sounding out investors for a {A} {R} round in {N}, {O} understands.",
    "{N} could raise as much as {A} in a {R} round in the coming months, according to an "
    "investor who was pitched on the deal.",
]
RUMOR_VALUATION = [
    "The deal could value the company at around {V}, those people said.",
    "Such a round would put {N}'s valuation near {V}, one of the investors said.",
    "Terms under discussion would value {N} at roughly {V}.",
    "A valuation of about {V} has been floated, according to the documents.",
]
RUMOR_IPO = [
    "The company is also said to be preparing for an initial public offering as early as {Y}.",
    "Executives have told staff they want to be ready for a stock market listing by {Y}.",
    "A listing could follow in {Y}, one adviser said.",
    "Longer term, {N} is weighing an initial public offering around {Y}.",
]
# the same, as w15 words them: a sentence naming no one stood on dozens of stories
RUMOR_IPO_NOW = dict(zip(RUMOR_IPO, [
    "{N} is also said to be preparing for an initial public offering as early as {Y}.",
    "Executives at {N} have told staff they want to be ready for a stock market listing by "
    "{Y}.",
    "A listing of {N} could follow in {Y}, one adviser said.",
    "Longer term, {N} is weighing an initial public offering around {Y}.",
], strict=True))
RUMOR_RESPONSE = ["{N} declined to comment.", "A spokesperson for {N} declined to comment.",
                  "{N} did not respond to a request for comment.",
                  "A representative for {N} said the company does not comment on market "
                  "speculation.", "{N} and its investors declined to comment."]
DB_TITLES = ["{N} - {L} company profile & funding", "{N}: funding, investors and team | {L}",
             "{N} - {L} company profile", "{N} | {L}", "{N} profile, funding rounds — {L}",
             "{L}: {N}"]
ABOUT_TITLES = ["About {N}", "About us | {N}", "{N} — our story", "Company | {N}",
                "Who we are - {N}", "{N} | About", "Our company — {N}"]
PRODUCT_TITLES = ["{N} products", "Platform | {N}", "What we do — {N}", "{N} | Solutions",
                  "Products and services - {N}", "The {N} platform"]
TEAM_TITLES = ["Leadership team — {N}", "Our people | {N}", "{N} management",
               "Meet the team - {N}", "{N} | Leadership", "Who runs {N}"]
CAREERS_TITLES = ["Careers at {N}", "Jobs | {N}", "Work with us — {N}", "{N} is hiring",
                  "Join {N}"]
NEWSROOM_TITLES = ["{N} newsroom", "News | {N}", "Press and media — {N}", "{N} | Latest news",
                   "Announcements - {N}"]
SITE_PATHS = {
    "about": ["/about", "/company", "/about-us", "/who-we-are", "/en/company", "/our-story",
              "/company/overview", "/en/about"],
    "products": ["/products", "/platform", "/solutions", "/product", "/en/products",
                 "/what-we-do", "/offerings"],
    "team": ["/team", "/leadership", "/company/leadership", "/people", "/en/team",
             "/about/management", "/our-team"],
    "careers": ["/careers", "/jobs", "/join-us", "/work-with-us", "/en/careers", "/hiring"],
    "newsroom": ["/newsroom", "/news", "/press", "/media", "/blog/news", "/en/newsroom"],
    "press": ["/press", "/news", "/newsroom", "/blog", "/media/releases", "/en/news"],
    "customers": ["/customers", "/case-studies", "/stories", "/success", "/en/customers"],
}
# the words an appointment release's prose names its new executive by (w10: a CTO's release
# no longer speaks of "the new CEO")
APPOINTEE = {"ceo": {"exec": "chief executive", "exec_short": "CEO",
                     "remit": "next phase of growth"},
             "cto": {"exec": "chief technology officer", "exec_short": "CTO",
                     "remit": "engineering and product work"}}

# a job ad's headings as w9 words them (w8's draw stands: `stream`): the company's or the
# role's own, since the same bare heading on hundreds of ads is a generator's tell
JOB_HEADINGS = {"What you will do": "What you will do at {N}",
                "The job": "The {role} job at {N}",
                "Responsibilities": "Responsibilities of the {role} at {N}",
                "Why join us": "Why join {N}", "What we offer": "What {N} offers",
                "Benefits": "Benefits at {N}"}
# a share of ordinary news stories is republished by another outlet (a search distractor),
# kept small: every copied sentence counts in the duplicate-sentence share
SYNDICATION_SHARE = 0.08
SYNDICATED_KEEP = (0.35, 0.65)  # share of the story's paragraphs a copy keeps
# every credit dates the original: the copy's facts hold as of the original's date
SYNDICATION_CREDITS = ["This story was first published by {O} on {D}.",
                       "This article originally appeared in {O} on {D}.",
                       "Republished with permission from {O}, where it ran on {D}.",
                       "A version of this story ran in {O} on {D}.",
                       "Originally published by {O} on {D}. Reprinted under a content "
                       "partnership."]
_SENTENCE_BREAK = re.compile(r"(?<=[.!?”])\s+")
LENGTHS = {"news_article": (2600, 9000), "press_release": (2500, 6500),
           "company_site": (2500, 7000), "interview": (3000, 8000),
           "market_report": (3000, 9000), "database_profile": (900, 2200),
           "job_post": (1800, 3600), "aggregator": (700, 1500)}


class CompanyDocs:
    """Writes every document whose primary subject is one company."""

    def __init__(self, world: WorldIndex, cid: str, rng: random.Random) -> None:
        self.world, self.cid, self.rng = world, cid, rng
        self.c = world.plans[cid]
        self.d = world.details[cid]
        self.name = self.c["name"]
        self.poss = possessive(self.name)
        self.slug = self.c["slug"]
        self.site = self.c["website"]
        self.hard = set(self.c["hard_cases"])
        self.docs: list[dict[str, Any]] = []
        self.urls: set[str] = set()
        # Pages describing the present are dated after the last change of any fact.
        changes = [self.d["headcount"][-1]["date"], self.d["events"][-1]["date"],
                   self.d["rounds"][-1]["date"],
                   *(x["since"] for x in self.d["customers"] + self.d["partners"])]
        self.current_from = min(max(changes), add_days(WORLD_NOW, -12))
        self.latest_round = self.d["rounds"][-1]
        # facts on few pages: how many of this company's pages may state each current value in
        # a templated sentence, and how many have so far
        self.stated: dict[str, int] = {}
        self.caps: dict[str, int] = {}
        # the company's own site has its own path conventions (no guessable /about, /team)
        self.paths = {key: rng.choice(options) for key, options in SITE_PATHS.items()}
        # the pages the site's navigation links (every one of them exists: `site_pages`)
        self.menu = {"home": f"{self.site}/", **{
            key: f"{self.site}{self.paths[key]}"
            for key in ("about", "products", "team", "careers", "newsroom")}}
        self.host = urlsplit(self.site).hostname
        # the journalist whose byline each news story carries (a syndicated copy credits them)
        self.bylines: dict[str, str] = {}
        # the library templates the company's pages have written (`compose.Composer`)
        self.prose_used: set[tuple[str, int]] = set()
        self.prose_said: set[str] = set()
        # each news story's page, both layers (a syndicated copy is cut from them)
        self.stories: dict[str, Page] = {}
        # (date, event type) -> the URL of the press release announcing that event
        self.releases: dict[tuple[str, str], str] = {}
        self.news_written = 0
        # the paywalled story: any one of the news stories `news` writes before the revenue
        # story (the one page that discloses revenue must stay readable), drawn uniformly
        stories = 3 + (len(self.d["rounds"]) > 1) + bool(self.d["former_ceo"])
        self.paywall_at = rng.randrange(stories) if "paywalled" in self.hard else -1

    # -- helpers --------------------------------------------------------------------------
    def now_date(self) -> str:
        return random_date(self.rng, self.current_from, WORLD_NOW)

    def view(self, on: str) -> View:
        return View(self.world, self.cid, on, self.rng)

    def page(self, *, url: str, title: str, kind: str, on: str, modality: str = "stated",
             access: str = "ok", layout: str | None = None, words: dict[str, str] = (),
             site: str | None = None) -> Page:
        """A page of the company's: `layout` names which page of its kind it is (its length
        and its prose: `library.LENGTHS`), `words` the page's own words its prose may use
        (an outlet, a job title), `site` the name its host goes by where it is not the
        publisher's or the company's own."""
        base, n = url, 2
        while url in self.urls:
            url, n = f"{base}-{n}", n + 1
        self.urls.add(url)
        page = Page(self.world, doc_id="", url=url, title=title, kind=kind, date=on,
                    company_id=self.cid, rng=self.rng, modality=modality, access=access)
        page.spent = self.spent
        page.prose_used, page.prose_said = self.prose_used, self.prose_said
        page.layout = layout or kind
        page.extra_words.update(words)
        page.site_name = site
        if kind == "news_article":  # a reporter's wording of the facts (w12)
            page.voice = "news"
        elif kind == "company_site":  # the company's own pages speak for it
            page.voice = "we"
        if urlsplit(url).hostname == self.host:
            page.menu, page.site_name = self.menu, self.name
        return page

    def spent(self, fact_id: str) -> bool:
        """Whether the fact's current value stands on its share of pages already. Lists are
        never spent: a page names part of a list, and the parts are spread over pages."""
        if self.world.fact_types.get(fact_id) == "list":
            return False
        if fact_id not in self.caps:
            self.caps[fact_id] = self.rng.randint(1, 3)
        return self.stated.get(fact_id, 0) >= self.caps[fact_id]

    def done(self, page: Page, view: View, pad_key: str, teaser: int | None = None,
             length: tuple[int, int] | None = None) -> None:
        teaser = teaser if teaser is not None else self.paywall(page)
        lo, hi = length or LENGTHS.get(page.meta["kind"], (1200, 3000))
        page.pad(view, pad_key, self.rng.randint(lo, hi))
        if page.closing:
            page.para()
            page.tail_from = len(page.paras) - 1
            page.prose(view, page.closing)
        doc = page.finish(teaser)
        if page.who:
            self.bylines[doc["url"]] = page.who
        if doc["kind"] == "news_article":
            self.stories[doc["url"]] = page
        if doc["access"] == "ok":
            for fid in {a["fact_id"] for a in doc["assertions"] if a["correct"]}:
                self.stated[fid] = self.stated.get(fid, 0) + 1
        self.docs.append(doc)

    def dateline(self, p: Page, v: View) -> str:
        """A press release's dateline: the headquarters city and the release's date, written
        the way its site writes dates ("DUBLIN, 10 October 2024 —")."""
        return f"{v.d['hq']['city'].upper()}, {stated_date(p.meta['url'], p.meta['date'])} —"

    def about_section(self, p: Page, v: View, keys: tuple[str, ...]) -> None:
        """The "About <company>" block that closes a release or opens a job ad: a heading and
        what the company is; never a heading over nothing (the facts asked for may all stand
        on enough pages already)."""
        p.para()
        if p.meta["kind"] == "press_release":  # the boilerplate that closes a release
            p.tail_from = len(p.paras) - 1
        p.line(v, "about_heading_release" if p.meta["kind"] == "press_release"
               else "about_heading", f"About {self.name}")
        p.para()
        if p.meta["kind"] == "job_post":  # the employer's own words, saying what it does
            p.voice = "employer"
        if not [key for key in keys if p.say(v, key)]:
            p.text(f"{self.name} builds {v.sector['what']} for {v.sector['buyers']}.")
        if p.meta["kind"] == "press_release":
            p.prose(v, "release_about")

    def closing_about(self, p: Page, v: View) -> None:
        """The "About" block that closes a release whose facts all stand above it, in w9's
        words only (no fact drawn: w8 closed these releases with none). It is added after
        w8's padding is replayed (`done`): a paragraph more before it moves w8's draws."""
        p.closing = "release_boilerplate"

    def db_title(self, v: View, label: str) -> str:
        """A database profile's title; one promising funding only when the profile has a
        round to show."""
        titles = [t for t in DB_TITLES if v.s["latest_round"] or "funding" not in t]
        return self.rng.choice(titles).format(N=self.name, L=label)

    def investor_voice(self) -> str:
        return self.rng.choice(["a partner", "a general partner", "a managing partner",
                                "an investor", "the partner who led the deal", "a principal",
                                "a board member from"]).removesuffix(" from")

    def home_title(self, name: str, v: View) -> str:
        rng = self.rng
        taglines = ["Home", f"{v.sector['what'].capitalize()}", "Official site",
                    f"{v.own_domain(rng.choice(v.sector['domain'])).capitalize()} for "
                    f"{v.sector['buyers']}"]
        return f"{name} — {rng.choice(taglines)}"

    def round_title(self, v: View, r: dict[str, Any]) -> str:
        """A headline of a story on the round `r` (news of the round, or any story that
        reports it)."""
        rng = self.rng
        amount = fmt_money(r["amount"], rng)
        domain = rng.choice(v.sector["domain"])
        return rng.choice([
            f"{self.name} raises {amount} to scale {domain}",
            f"{self.name} lands {amount} {r['type']} round",
            f"{r['lead']} backs {self.name} in {amount} round",
            f"{self.name} secures {r['type']} funding from {r['lead']}",
            f"{self.name} to expand {domain} after {amount} raise",
            f"Investors pour {amount} into {self.name}",
            f"{self.poss} {amount} raise: what it means for {domain}",
            f"{self.name} gets {amount} for {domain} push",
        ])

    def feature_title(self, v: View) -> str:
        rng = self.rng
        return rng.choice([f"Inside {self.poss} push into {rng.choice(v.sector['domain'])}",
                           f"How {self.name} is winning over {v.sector['buyers']}",
                           f"{self.name} bets on {v.d['market']['name']}"])

    def news_title(self, v: View, own: list[str] = (), fill: dict[str, str] = ()) -> str:
        """A headline drawn like the headlines of the company's other stories (mostly on its
        rounds, some features), or now and then one of the story's `own`."""
        roll = self.rng.random()
        if own and roll < 0.1:
            return self.rng.choice(own).format(**fill)
        return self.round_title(v, self.latest_round) if roll < 0.75 else self.feature_title(v)

    def paywall(self, page: Page) -> int | None:
        """The teaser length when this news page is the company's paywalled one (any of its
        stories, on any metered outlet)."""
        if page.meta["kind"] != "news_article" or page.meta["hard_case"]:
            return None
        self.news_written += 1
        if self.news_written - 1 != self.paywall_at:
            return None
        page.meta["access"] = "paywalled"
        return self.rng.randint(2, 6)

    def outlet(self, exclude: set[str] = frozenset()) -> tuple[str, str]:
        choices = [o for o in vocab.NEWS_OUTLETS
                   if o[0] not in exclude]
        return self.rng.choice(choices)

    def news_url(self, outlet: str, on: str, title: str) -> str:
        return f"https://{outlet}-news.test/{on[:4]}/{on[5:7]}/{slugify(title)[:70]}"

    # -- the whole set ----------------------------------------------------------------------
    def write_all(self) -> list[dict[str, Any]]:
        self.site_pages()
        self.press_releases()
        self.news()
        self.database_profiles()
        self.investor_pages()
        self.interview()
        self.job_posts()
        self.aggregator()
        self.partner_page()
        self.case_study()
        if "stale_page" in self.hard:
            self.stale_pages()
        if "rumor" in self.hard:
            self.rumor_article()
        if "relation_confusable" in self.hard:
            self.relation_pages()
        self.newsroom()  # links the releases: after every one is written
        self.syndicated_copies()  # last: drawing them changes no other page
        return self.docs

    # -- the company's own site -----------------------------------------------------------
    def site_pages(self) -> None:
        rng = self.rng
        on = self.now_date()
        v = self.view(on)
        p = self.page(url=f"{self.site}/", title=self.home_title(self.name, v),
                      kind="company_site", on=on, layout="home")
        p.voice = "we"  # the company's own site speaks for it (w12)
        p.say(v, "identity")
        p.say(v, "hq")
        p.filler(v, "mission", 2)
        p.para()
        p.say(v, "flagship")
        p.filler(v, "product", 1)
        p.say(v, "customers")
        p.para()
        p.say(v, "event")
        self.done(p, v, "mission")

        on = self.now_date()
        v = self.view(on)
        p = self.page(url=f"{self.site}{self.paths['about']}",
                      title=self.rng.choice(ABOUT_TITLES).format(N=self.name), kind="company_site",
                      on=on, layout="about")
        p.voice = "we"
        p.text(f"{self.name} is {article(self.c['sector'])} {self.c['sector']} company.",
               [(self.cid, "overview.legal_name", self.name, None),
                (self.cid, "overview.sector", self.c["sector"], None)])
        p.say(v, "founded")
        p.say(v, "founders")
        p.say(v, "hq")
        p.para()
        for r in self.d["rounds"][:-1][-2:]:
            month, amount = fmt_date(r['date'], rng, 'month'), fmt_money(r['amount'], rng)
            p.text(f"In {month}, we raised {amount} in a {r['type']} round.",
                   stream=f"In {month}, the company raised {amount} in a {r['type']} round.")
        p.say(v, "headcount")
        p.say(v, "ceo")
        # the full lists, so every true customer and partner is supported by some page
        for key, label in (("customers", "customers.notable"), ("partners", "customers.partners")):
            names = v.s[key]
            if names:
                k = rng.choice([0, 1])
                said = [f"Our {key} include {join_names(names)}.",
                        f"Among our {key}: {join_names(names)}."][k]
                p.text(said, [(self.cid, label, names, None)],
                       stream=[f"{self.poss} {key} include {join_names(names)}.",
                               f"Among {self.poss} {key}: {join_names(names)}."][k])
        p.para()
        p.filler(v, "mission", 2)
        self.done(p, v, "mission")

        on = self.now_date()
        v = self.view(on)
        p = self.page(url=f"{self.site}{self.paths['products']}",
                      title=self.rng.choice(PRODUCT_TITLES).format(N=self.name),
                      kind="company_site", on=on, layout="products")
        p.voice = "we"
        p.say(v, "lines")
        p.say(v, "flagship")
        for prod in self.d["products"]:
            p.para()
            kind_of = f"{article(prod['type'])} {prod['type']}"
            facts = [(self.cid, "products.lines", [prod["name"]], None)]
            if prod is self.d["products"][0]:
                facts += [(self.cid, "products.flagship_type", prod["type"], None),
                          (self.cid, "products.flagship_launch_year", prod["launch_year"], None)]
            p.text(f"{prod['name']} is {kind_of} for {prod['what']}, launched in "
                   f"{prod['launch_year']}.", facts)
            p.filler(v, "product", 1)
        self.done(p, v, "product")

        on = self.now_date()
        v = self.view(on)
        p = self.page(url=f"{self.site}{self.paths['team']}",
                      title=self.rng.choice(TEAM_TITLES).format(N=self.name),
                      kind="company_site", on=on, layout="team")
        self.team_page(p, v)
        self.done(p, v, "mission")

        on = self.now_date()
        v = self.view(on)
        p = self.page(url=f"{self.site}{self.paths['careers']}",
                      title=self.rng.choice(CAREERS_TITLES).format(N=self.name),
                      kind="company_site", on=on, layout="careers")
        p.voice = "employer"
        p.text(f"Join {self.name} and help us build {v.sector['what']}.")
        points = [h for h in self.d["headcount"] if h["date"] <= on]
        if len(points) >= 2:  # a direction of change, for the census's DIRECTION cases
            before, now_h = points[-2], points[-1]
            verb = "grown" if now_h["count"] >= before["count"] else "shrunk"
            p.text(f"Over the past year the team has {verb} from {before['count']} to "
                   f"{now_h['count']} people.",
                   [(self.cid, "financials.headcount", now_h["count"], None)])
        else:
            p.say(v, "headcount")
        p.say(v, "hq")
        p.filler(v, "careers", 2)
        p.para("\n")
        p.line(v, "open_roles_heading", rng.choice([
            "Open roles:", f"Open positions at {self.name}", "Current openings",
            "We are hiring for", "Jobs open now:"]))
        for role in rng.sample(vocab.JOB_ROLES, 4):
            place = rng.choice([v.d["hq"]["city"], "Remote", self.d["office_city"]])
            p.text(f"- {role} at {self.name} ({place})", stream=f"- {role} ({place})")
        p.para()
        p.filler(v, "careers", 2)
        self.done(p, v, "careers")

    def newsroom(self) -> None:
        """The site's news page: its dated announcements, newest first, each linking the
        press release that made it (on the site or a wire; a release that has since gone
        is still linked, as newsrooms do). Written after every release, whose URLs it needs."""
        rng = self.rng
        on = self.now_date()
        v = self.view(on)
        p = self.page(url=f"{self.site}{self.paths['newsroom']}",
                      title=self.rng.choice(NEWSROOM_TITLES).format(N=self.name),
                      kind="company_site", on=on, layout="newsroom")
        p.text(f"News and announcements from {self.name}.")
        p.para("\n")
        label = rng.choice(["Read the release", "Press release", "Read more", "Full story"])
        events = [e for e in self.d["events"] if e["date"] <= on]
        for e in reversed(events):
            line = f"{stated_date(p.meta['url'], e['date'])} — {e['text']}"
            release = self.releases.get((e["date"], e["type"]))
            if release:
                line += f" {link(label, release)}"
            facts = [(self.cid, "recent.latest_event", e["text"], e["date"])] \
                if e is events[-1] else []
            p.text(line, facts)
        self.done(p, v, "mission")

    def team_page(self, p: Page, v: View) -> None:
        """The leadership page: one list of who holds which role, consistent with itself (the
        former chief executive's present role is theirs alone on the page)."""
        rng = self.rng
        p.text(f"Meet the people who lead {self.name}.")
        former = self.d["former_ceo"] if v.s["former_ceo"] else None
        now_role = former["now"] if former else None
        if former and now_role:
            p.text(f"Co-founder {former['name']}, who was chief executive until "
                   f"{fmt_date(former['to'], rng, 'month')}, now serves as {now_role}.",
                   [(self.cid, "leadership.former_ceo", former["name"], None)])
        elif former:
            p.say(v, "former_ceo")
        p.para("\n")
        p.text(f"{v.s['ceo']} — Chief Executive Officer",
               [(self.cid, "leadership.ceo", v.s["ceo"], None)])
        if v.s["cto"]:
            p.text(f"{v.s['cto']} — Chief Technology Officer",
                   [(self.cid, "leadership.cto", v.s["cto"], None)])
        if now_role == "Chief Product Officer":
            p.text(f"{former['name']} — {now_role}")
        for e in self.d["executives"]:
            if e["since"] <= v.on and e["title"] != now_role:
                p.text(f"{e['name']} — {e['title']}")
        p.para()
        p.say(v, "founders")
        board = [f"{b['name']} (Partner, {b['affiliation']})" for b in self.d["board"]]
        if now_role in ("Executive Chair", "a member of the board"):
            seat = "Executive Chair" if now_role == "Executive Chair" else "Co-founder"
            board.insert(0, f"{former['name']} ({seat})")
        if board:
            p.para("\n")
            p.line(v, "board_heading", rng.choice([
                "Board of directors:", f"The {self.name} board:", "Our board",
                f"Directors of {self.name}", "Board members"]))
            for line in board:
                p.text(line)

    # -- press releases -------------------------------------------------------------------
    def press_releases(self) -> None:
        rng = self.rng
        rounds = self.d["rounds"]
        # a dead link: any one of the older releases, drawn uniformly
        dead_pick: tuple[str, int] | None = None
        if "dead_link" in self.hard:
            launched = self.d["products"][0]["launch_year"] <= 2026
            # a round of a total that is derivable only stays readable: the sum needs it
            summed = "funding.total_raised" in self.d["derived_only"]
            dead_pick = rng.choice([("round", i) for i in range(len(rounds) - 1) if not summed]
                                   + [("launch", 0)] * launched + [("partner", 0)])
        for i, r in enumerate(rounds):
            latest = i == len(rounds) - 1
            on = r["date"]
            v = self.view(on)
            amount = fmt_money(r["amount"], rng)
            if latest:  # announcements of the newest round say "funding" up front
                title = rng.choice([
                    f"{self.name} raises {amount} {r['type']} funding led by {r['lead']}",
                    f"{self.name} announces {amount} in {r['type']} funding",
                    f"{self.name} secures {amount} in new funding to expand "
                    f"{rng.choice(v.sector['domain'])}",
                ])
            else:
                title = rng.choice([
                    f"{self.name} raises {amount} {r['type']}",
                    f"{self.name} closes {r['type']} to expand {rng.choice(v.sector['domain'])}",
                    f"{self.name} completes {amount} {r['type']}",
                ])
            on_wire = not latest and rng.random() < 0.5
            dead = dead_pick == ("round", i)
            if on_wire:
                wire, _ = rng.choice(vocab.WIRES)
                url = f"https://{wire}.test/releases/{slugify(title)[:60]}-{on[:4]}"
            else:
                url = f"{self.site}{self.paths['press']}/{slugify(title)[:60]}"
            p = self.page(url=url, title=title, kind="press_release", on=on,
                          access="dead" if dead else "ok", layout="release_funding")
            p.text(f"{self.dateline(p, v)} {self.name} today announced new funding.")
            p.voice = "release"
            p.say(v, "round", must=latest)
            if latest:  # the funding bar: the latest round is always stated with its date
                p.say(v, "round_date", must=True)
            p.say(v, "round_investors")
            p.say(v, "total")
            if r["valuation"]:
                p.say(v, "valuation")
            if latest and any(rel["kind"] == "investor_customer" for rel in self.d["relations"]):
                rel = next(x for x in self.d["relations"] if x["kind"] == "investor_customer")
                p.text(f"Longtime customer {rel['customer']} joined the round through its venture "
                       f"arm, {rel['investor']}.",
                       [(self.cid, "customers.notable", [rel["customer"]], None),
                        (self.cid, "funding.investors", [rel["investor"]], r["date"])])
            p.para()
            uses = rng.choice(["hire engineers", "expand into new markets", "grow our sales team",
                               "accelerate product development", "open new offices",
                               "double down on research"])
            ceo = v.s["ceo"]
            p.line(v, "ceo_funding_line", f"“This funding lets us {uses} and keep investing in "
                   f"{rng.choice(v.sector['domain'])},” said {ceo}, CEO of {self.name}.",
                   [(self.cid, "leadership.ceo", ceo, None)], ceo=ceo,
                   q=p.compose(v).quote("ceo_on_funding"))
            said = p.remark(v, "investor_on_round", "news")
            voice = self.investor_voice()
            p.line(v, "investor_line", f"“{said.stream},” said {voice} at {r['lead']}.",
                   q=said.text, voice=named(voice, p, r["lead"]), lead=r["lead"])
            p.voice = None
            self.about_section(p, v, ("founded", "headcount"))
            self.releases[(on, "funding")] = p.meta["url"]
            self.done(p, v, "press")

        launches = [x for x in self.d["products"][:2] if x["launch_year"] <= 2026]
        for j, prod in enumerate(launches):
            # dated at the launch: the day the company's own event list gives it
            on = next((e["date"] for e in self.d["events"] if e["type"] == "launch"
                       and e["text"].startswith(f"Launched {prod['name']},")), None)
            if on is None:
                on = random_date(rng, f"{prod['launch_year']}-02-01",
                                 f"{prod['launch_year']}-10-31")
            on = min(on, WORLD_NOW)
            v = self.view(on)
            title = f"{self.name} launches {prod['name']}"
            p = self.page(url=f"{self.site}{self.paths['press']}/{slugify(title)}", title=title,
                          kind="press_release", on=on,
                          access="dead" if dead_pick == ("launch", j) else "ok",
                          layout="release_launch", words={"product": prod["name"]})
            kind_of = f"{article(prod['type'])} {prod['type']}"
            facts = [(self.cid, "products.lines", [prod["name"]], None)]
            if j == 0:  # the flagship, launched on this release's date
                facts += [(self.cid, "products.flagship_type", prod["type"], None),
                          (self.cid, "products.flagship_launch_year", prod["launch_year"], None)]
            p.text(f"{self.dateline(p, v)} {self.name} today introduced {prod['name']}, "
                   f"{kind_of} for {prod['what']}.", facts)
            if j == 0:
                p.text(f"{prod['name']} is now {self.poss} flagship product.",
                       [(self.cid, "products.flagship", prod["name"], None)])
            p.filler(v, "product", 2)
            p.para()
            p.line(v, "ceo_launch_line", f"“{prod['name']} is the product our customers asked "
                   f"for,” said {v.s['ceo']}, chief executive of {self.name}.",
                   [(self.cid, "leadership.ceo", v.s["ceo"], None)], ceo=v.s["ceo"],
                   q=p.compose(v).quote("ceo_on_launch"))
            p.say(v, "hq")
            self.closing_about(p, v)
            self.releases[(on, "launch")] = p.meta["url"]
            self.done(p, v, "product")

        partner = self.d["partners"][0]
        on = partner["since"]
        v = self.view(on)
        title = f"{self.name} and {partner['name']} announce partnership"
        p = self.page(url=f"{self.site}{self.paths['press']}/{slugify(title)}", title=title,
                      kind="press_release", on=on,
                      access="dead" if dead_pick == ("partner", 0) else "ok",
                      layout="release_partnership", words={"partner": partner["name"]})
        drawn = rng.choice(v.sector["domain"])
        said = (f"{self.dateline(p, v)} {self.name} and {partner['name']} today announced a "
                f"partnership covering {{}}.")
        p.text(said.format(v.own_domain(drawn)),
               [(self.cid, "customers.partners", [partner["name"]], None)],
               stream=said.format(drawn))
        p.text(f"The partnership gives {partner['name']} clients access to "
               f"{self.poss} products.")
        p.voice = "release"  # a release names itself, never "Welcome to …"
        p.say(v, "identity")
        p.voice = None
        self.closing_about(p, v)
        self.releases[(on, "partnership")] = p.meta["url"]
        self.done(p, v, "product")

        if self.d["former_ceo"]:
            on = self.d["ceo"]["since"]
            v = self.view(on)
            title = f"{self.name} names {self.d['ceo']['name']} chief executive"
            p = self.page(url=f"{self.site}{self.paths['press']}/{slugify(title)}", title=title,
                          kind="press_release", on=on, layout="release_appointment",
                          words=APPOINTEE["ceo"])
            p.text(f"{self.dateline(p, v)} {self.name} today named {self.d['ceo']['name']} "
                   f"chief executive officer.",
                   [(self.cid, "leadership.ceo", self.d["ceo"]["name"], None)])
            p.say(v, "former_ceo", voice="appointment")
            domain = rng.choice(v.sector["domain"])
            p.text(f"{self.d['ceo']['name']} joins from "
                   f"{previous_employer(p, v, v.own_domain(domain))}.",
                   stream=f"{self.d['ceo']['name']} joins from a senior role in {domain}.")
            if self.d["former_ceo"]["now"]:
                p.text(f"{self.d['former_ceo']['name']} will remain with the company as "
                       f"{self.d['former_ceo']['now']}.")
            p.say(v, "founded")
            self.closing_about(p, v)
            self.releases[(on, "hire")] = p.meta["url"]
            self.done(p, v, "press")
        elif self.d["cto"] and self.d["cto"]["name"] not in self.d["founders"]:
            on = self.d["cto"]["since"]
            v = self.view(on)
            title = f"{self.name} appoints {self.d['cto']['name']} as CTO"
            p = self.page(url=f"{self.site}{self.paths['press']}/{slugify(title)}", title=title,
                          kind="press_release", on=on, layout="release_appointment",
                          words=APPOINTEE["cto"])
            p.text(f"{self.dateline(p, v)} {self.name} today appointed {self.d['cto']['name']} "
                   f"chief technology officer.",
                   [(self.cid, "leadership.cto", self.d["cto"]["name"], None)])
            p.say(v, "ceo")
            self.done(p, v, "press")

    # -- news -----------------------------------------------------------------------------
    def news(self) -> None:
        rng = self.rng
        r = self.latest_round
        used: set[str] = set()
        for _ in range(2):
            on = min(add_days(r["date"], rng.randint(0, 6)), WORLD_NOW)
            v = self.view(on)
            slug, outlet = self.outlet(used)
            used.add(slug)
            title = self.round_title(v, r)
            p = self.page(url=self.news_url(slug, on, title), title=title, kind="news_article",
                          on=on, modality="reported", words={"outlet": outlet},
                          layout="news_round")
            p.say(v, "round")
            p.say(v, "round_date", must=True)  # the story dates the deal it reports
            p.say(v, "round_investors")
            p.say(v, "total")
            if r["valuation"]:
                p.say(v, "valuation")
            p.para()
            ceo = v.s["ceo"]
            said = p.remark(v, "ceo_on_round", "founder")
            p.quoted(f"“{{q}},” {ceo}, {self.poss} chief executive, told {outlet}.", said,
                     [(self.cid, "leadership.ceo", ceo, None)])
            said = p.remark(v, "investor_on_round", "news")
            voice = self.investor_voice()
            p.line(v, "investor_line", f"“{said.stream},” said {voice} at {r['lead']}.",
                   q=said.text, voice=named(voice, p, r["lead"]), lead=r["lead"])
            p.para()
            p.say(v, "founded")
            p.say(v, "competitors")
            p.para()
            p.say(v, "market")
            p.filler(v, "news", 2)
            self.done(p, v, "news")

        if len(self.d["rounds"]) > 1:
            prev = self.d["rounds"][-2]
            on = add_days(prev["date"], rng.randint(0, 4))
            v = self.view(on)
            slug, outlet = self.outlet()
            title = f"{self.name} raises {fmt_money(prev['amount'], rng)} {prev['type']}"
            p = self.page(url=self.news_url(slug, on, title), title=title, kind="news_article",
                          on=on, modality="reported", words={"outlet": outlet},
                          layout="news_earlier_round")
            p.say(v, "round")
            p.say(v, "round_investors")
            p.say(v, "total")
            p.say(v, "hq")
            p.say(v, "ceo")
            self.done(p, v, "news")

        on = random_date(rng, add_days(r["date"], 20), WORLD_NOW)
        v = self.view(on)
        slug, outlet = self.outlet()
        title = self.feature_title(v)
        p = self.page(url=self.news_url(slug, on, title), title=title, kind="news_article",
                      on=on, modality="reported", words={"outlet": outlet},
                      layout="news_feature")
        p.say(v, "identity")
        p.say(v, "ceo")
        p.say(v, "headcount")
        p.para()
        p.say(v, "customers")
        p.say(v, "competitors")
        p.say(v, "revenue")
        p.para()
        p.say(v, "market")
        p.say(v, "event")
        if any(rel["kind"] == "partner_not_customer" for rel in self.d["relations"]):
            rel = next(x for x in self.d["relations"] if x["kind"] == "partner_not_customer")
            p.text(f"{rel['partner']}, one of {self.poss} customers, has expanded its use of "
                   f"the platform.", [(self.cid, "customers.notable", [rel["partner"]], None)])
        self.done(p, v, "news")

        if self.d["former_ceo"]:
            on = add_days(self.d["ceo"]["since"], rng.randint(0, 10))
            v = self.view(on)
            slug, outlet = self.outlet()
            title = f"{self.name} founder {self.d['former_ceo']['name']} steps aside as CEO"
            p = self.page(url=self.news_url(slug, on, title), title=title, kind="news_article",
                          on=on, modality="reported", words={"outlet": outlet},
                          layout="news_ceo_change")
            p.say(v, "former_ceo")
            p.say(v, "founded")
            p.say(v, "total")
            self.done(p, v, "news")

        if self.d["revenue"]:
            fy = self.d["revenue"][-1]["year"]
            on = random_date(rng, f"{fy + 1}-03-05", f"{fy + 1}-07-31")
            v = self.view(on)
            slug, outlet = self.outlet()
            title = f"{self.name} grows revenue in {fy}"
            p = self.page(url=self.news_url(slug, on, title), title=title, kind="news_article",
                          on=on, modality="reported", words={"outlet": outlet},
                          layout="news_revenue")
            p.say(v, "revenue")
            p.say(v, "growth")
            p.say(v, "headcount")
            p.say(v, "ceo")
            self.done(p, v, "news")

    # -- databases, investors, interviews, jobs, aggregators ------------------------------
    def profile_lines(self, p: Page, v: View) -> None:
        p.para("\n")
        keys = ["NAME", "sector", "hq", "website", "founders", "ceo", "headcount", "total",
                "investors", "competitors"]
        if self.rng.random() < 0.5:
            keys.insert(6, "cto")
        for key in keys:
            p.say(v, key, label=True)
        r = v.s["latest_round"]
        if r:
            self.round_line(p, v)
            p.text(f"Lead investor: {r['lead']}",
                   [(self.cid, "funding.latest_round.lead", r["lead"], r["date"])])
            p.say(v, "nrounds", label=True)
        if v.s["last_valuation"]:
            p.say(v, "valuation", label=True)
        p.say(v, "founded", label=True)

    def round_line(self, p: Page, v: View) -> None:
        r = v.s["latest_round"]
        if r:
            p.text(f"Last funding round: {r['type']}, {fmt_money(r['amount'], self.rng)}, "
                   f"{fmt_date(r['date'], self.rng, 'day')}",
                   [(self.cid, "funding.latest_round.type", r["type"], r["date"]),
                    (self.cid, "funding.latest_round.amount", r["amount"], r["date"]),
                    (self.cid, "funding.latest_round.date", r["date"], r["date"])])

    def database_profiles(self) -> None:
        rng = self.rng
        picks = rng.sample(vocab.DATABASES, len(vocab.DATABASES))
        self.stale_database = picks[-1]
        for slug, label in picks[:rng.randint(1, len(picks) - 1)]:
            on = self.now_date()
            v = self.view(on)
            p = self.page(url=f"https://{slug}.test/company/{self.slug}",
                          title=self.db_title(v, label),
                          kind="database_profile", on=on, modality="reported")
            p.voice = "db"
            intro = (f"{self.name} company profile on {label}. Last updated: "
                     f"{fmt_date(on, rng, 'day')}.")
            p.text(intro.replace(". Last updated: ", ", last updated "), stream=intro)
            self.profile_lines(p, v)
            p.para()
            p.say(v, "identity")
            p.say(v, "flagship")
            p.say(v, "competitors")
            p.filler(v, "db", 2)
            self.done(p, v, "db")

    def investor_pages(self) -> None:
        rng = self.rng
        rounds = self.d["rounds"]
        leads = [rounds[-1]["lead"]]
        if rounds[0]["lead"] not in leads:
            leads.append(rounds[0]["lead"])
        for inv in leads:
            on = self.now_date()
            v = self.view(on)
            first = next(r for r in rounds if inv in (r["lead"], *r["participants"]))
            p = self.page(url=f"https://{slugify(inv)}.test/portfolio/{self.slug}",
                          title=f"{self.name} — {inv} portfolio", kind="investor_portfolio",
                          on=on, site=inv)
            p.text(f"{self.name} builds {v.sector['what']} for {v.sector['buyers']}.")
            if inv == rounds[-1]["lead"]:
                r = rounds[-1]
                amount, month = fmt_money(r['amount'], rng), fmt_date(r['date'], rng, 'month')
                # w11: "118,000,000 dollars" cannot stand before a noun; w8's sentence is the
                # stream
                p.text(f"{inv} led {self.poss} {r['type']} funding round of {amount} in {month}.",
                       [(self.cid, "funding.latest_round.lead", inv, r["date"]),
                        (self.cid, "funding.latest_round.amount", r["amount"], r["date"]),
                        (self.cid, "funding.latest_round.type", r["type"], r["date"]),
                        (self.cid, "funding.latest_round.date", r["date"], r["date"])],
                       stream=f"{inv} led {self.poss} {amount} {r['type']} funding round in "
                              f"{month}.")
            month = fmt_date(first['date'], rng, 'month')
            w8 = f"We first invested in {self.name} at the {first['type']} stage in {month}."
            if first is rounds[-1] and inv == rounds[-1]["lead"]:  # the round just stated
                said = f"That round was {possessive(inv)} first investment in {self.name}."
            else:  # w12: a "Convertible Note stage" is no stage; the round has a date
                said = f"We first invested in {self.name} in its {first['type']} round, in {month}."
            p.text(said, [(self.cid, "funding.investors", [inv], first["date"])], stream=w8)
            p.say(v, "ceo")
            p.say(v, "hq")
            p.say(v, "website", voice="portfolio")
            p.para()
            p.text(rng.choice([f"{self.name} · {self.c['sector']} · active",
                               f"Portfolio status for {self.name}: active",
                               f"{self.c['sector']} | {self.name} | current holding",
                               f"Sector: {self.c['sector']} — {self.name} remains in our "
                               f"portfolio"]))
            self.done(p, v, "mission")

    def interview(self) -> None:
        rng = self.rng
        on = random_date(rng, add_days(self.current_from, -120), WORLD_NOW)
        v = self.view(on)
        slug, venue, form = rng.choice(vocab.INTERVIEW_VENUES)
        form = {"podcast": "episode of the podcast", "interview series": "interview",
                "magazine": "magazine interview"}.get(form, form)
        ceo = v.s["ceo"]
        first = ceo.split()[0]
        title = f"{venue}: {ceo} of {self.name} on {v.own_domain(rng.choice(v.sector['domain']))}"
        hired = ceo not in self.d["founders"]  # tells the founding as one who joined later
        p = self.page(url=f"https://{slug}.test/episodes/{self.slug}-{slugify(ceo)}",
                      title=title, kind="interview", on=on, words={"first": first},
                      layout="interview_hired" if hired else "interview")
        # the pages sit under /episodes/: a magazine's is an interview, not a "magazine
        # interview" (w12); the guest's city is named before a question asks about it
        shown = "interview" if form == "magazine interview" else form
        p.text(f"In this {shown}, we talk to {ceo}, chief executive of {self.name}, who joins "
               f"us from {v.d['hq']['city']}.",
               [(self.cid, "leadership.ceo", ceo, None)],
               stream=f"In this {form}, we talk to {ceo}, chief executive of {self.name}.")
        founders = self.d["founders"]
        # the chief executive answers for the company, and of its founding as one of its
        # founders or as someone who joined later
        p.voice = ("ceo_hired" if ceo not in founders else
                   "ceo_founder" if len(founders) > 1 else "ceo_solo")
        p.para()
        p.text(f"Q: How did {self.name} start?")
        p.para()
        p.text(f"{first}:")
        p.say(v, "founded", must=True)  # an answer that answers
        p.filler(v, "interview", 2)
        p.para()
        if v.s["headcount"]:  # a team-size question is answered with the headcount; a plan
            # may follow, as a plan
            p.line(v, "q_team", rng.choice(["Q: How big is the team now?", f"Q: How many people "
                                            f"work at {self.name} today?", "Q: And the team?",
                                            f"Q: How has {self.name} grown?"]))
            p.para()
            p.text(f"{first}:")
            p.say(v, "headcount", must=True)
            plan_to = int(v.s["headcount"] * rng.uniform(1.4, 2.2))
            plan = f"We plan to grow to {{}} people by the end of {int(on[:4]) + 1}."
            p.text(plan.format(f"{plan_to:,}"),
                   [(self.cid, "financials.headcount", plan_to, None)], modality="planned",
                   stream=plan.format(plan_to))
            p.para()
        p.line(v, "q_customers", rng.choice(["Q: Who are your customers?", f"Q: Who buys from "
                                             f"{self.name}?", "Q: Who uses the product?",
                                             f"Q: Which customers does {first} point to?"]))
        p.para()
        p.text(f"{first}:")
        p.say(v, "customers")
        p.filler(v, "interview", 1)
        p.para()
        p.line(v, "q_market", rng.choice(["Q: How do you think about the market?",
                                          "Q: And the competition?",
                                          f"Q: Where does {self.name} fit in its market?",
                                          f"Q: Who does {self.name} run into in deals?"]))
        p.para()
        p.text(f"{first}:")
        p.say(v, "market")
        p.say(v, "competitors_all")  # the one page naming every direct competitor
        p.filler(v, "interview", 2)
        if "rumor" in self.hard:
            year = int(on[:4]) + 2
            # a question of its own (w12: it was tacked onto the answer on the market)
            p.para()
            p.text(p.compose(v).rng.choice([
                f"Q: Is a stock market listing on the cards for {self.name}?",
                f"Q: {first}, what about an IPO?", f"Q: Will {self.name} go public?",
                f"Q: Are you thinking about an IPO, {first}?"]),
                stream=None)
            p.para()
            p.text(f"{first}:", stream=None)
            p.text(f"An IPO is something we plan to consider around {year}.",
                   [(self.cid, "recent.latest_event", f"Planned an initial public offering "
                                                      f"around {year}", None)],
                   modality="planned")
        self.done(p, v, "mission")

    def job_posts(self) -> None:
        rng = self.rng
        dates = [self.now_date(), random_date(rng, max(f"{self.d['founded_year'] + 2}-01-01",
                                                      "2023-01-01"), WORLD_NOW)]
        for on in dates:
            v = self.view(on)
            role = rng.choice(vocab.JOB_ROLES)
            board, _ = rng.choice(vocab.JOB_BOARDS)
            title = f"{role} at {self.name}"
            p = self.page(url=f"https://{board}.test/jobs/{self.slug}-{slugify(role)}-{on[:4]}",
                          title=title, kind="job_post", on=on,
                          words={"role": role, **library.job_words(role)})
            where = rng.choice([f"in {v.d['hq']['city']}", "for a hybrid role", "remotely"])
            # not "hiring remotely"; a hybrid role says where its office is
            shown = {"remotely": "for a remote role",
                     "for a hybrid role": f"for a hybrid role in {v.d['hq']['city']}"}.get(
                         where, where)
            p.text(f"{self.name} is hiring {article(role)} {role} {shown}.",
                   stream=f"{self.name} is hiring {article(role)} {role} {where}.")
            self.about_section(p, v, ("identity", "headcount", "hq"))
            p.para()
            heading = rng.choice(["What you will do", f"Your role at {self.name}", "The job",
                                  "Responsibilities", f"What {role_noun(role)}s do here"])
            # the heading names the company by the first word of its name, as staff do
            short = self.name.split()[0]
            shown = JOB_HEADINGS.get(heading, "{h}").format(h=heading, N=short, role=role)
            p.text(shown.replace(" do here", f" do at {short}"), stream=heading)
            p.para()
            p.filler(v, "duties", 4)
            p.para()
            heading = rng.choice(["Why join us", f"Why {self.name}", "What we offer",
                                  "Benefits", f"Life at {self.name}"])
            p.text(JOB_HEADINGS.get(heading, "{h}").format(h=heading, N=self.name, role=role),
                   stream=heading)
            p.para()
            p.filler(v, "careers", 4)
            self.done(p, v, "careers")

    def aggregator(self) -> None:
        rng = self.rng
        n = 2 if "aggregator_error" in self.hard else 1
        for k, (slug, label) in enumerate(rng.sample(vocab.AGGREGATORS, n)):
            on = self.now_date()
            v = self.view(on)
            p = self.page(url=f"https://{slug}.test/{self.slug}",
                          title=rng.choice(AGGREGATOR_TITLES).format(N=self.name, L=label),
                          kind="aggregator", on=on, modality="reported")
            p.line(v, "aggregator_intro", rng.choice(AGGREGATOR_INTROS).format(
                N=self.name, L=label), site=label)
            if k == 0 and "aggregator_error" in self.hard:
                p.meta["hard_case"] = "aggregator_error"
                p.spent = lambda fact_id: False
                self.wrong_facts(p, v)
            else:
                p.para("\n")
                # a page naming the confusable product as the main one names no other
                confused = "product_confusable" in self.hard and self.d["confusable_products"]
                for key in ("NAME", "founded", "hq", "ceo", "headcount", "total", "flagship",
                            "investors"):
                    if not (confused and key == "flagship"):
                        p.say(v, key, label=True)
                self.round_line(p, v)
            if "product_confusable" in self.hard and self.d["confusable_products"]:
                _, b = self.d["confusable_products"]
                flag = self.d["products"][0]
                p.meta["hard_case"] = p.meta["hard_case"] or "product_confusable"
                p.text(f"Main product: {b} ({flag['type']})",
                       [(self.cid, "products.flagship", b, None),
                        (self.cid, "products.flagship_type", flag["type"], None)])
            p.para()
            p.filler(v, "db", 2)
            self.cite_sources(p, v, on)
            self.done(p, v, "db")

    def cite_sources(self, p: Page, v: View, on: str) -> None:
        """Aggregators list where they copied from — including pages that have since died,
        which is how a dead link gets linked."""
        dead = [d["url"] for d in self.docs if d["access"] == "dead" and d["date"] <= on]
        live = [d["url"] for d in self.docs if d["access"] == "ok" and d["date"] <= on
                and d["kind"] in ("press_release", "news_article")]
        urls = dead + self.rng.sample(live, min(2, len(live)))
        if urls:
            p.para("\n")
            p.line(v, "sources_heading", self.rng.choice([
                "Sources:", "Sources", "Data sources:", "Based on:",
                f"Where this {self.name} data comes from:"]))
            for url in urls:
                p.text(f"- {url}")

    def wrong_facts(self, p: Page, v: View) -> None:
        """A low-quality aggregator: one or two plausible errors among correct fields — an
        older round shown as the latest, a rounded total, the wrong currency, a founding year
        off by one, an old headcount, the former chief executive."""
        rng, d = self.rng, self.d
        p.para("\n")
        total = v.s["total_raised"]
        kinds = ["rounded", "currency", "founded", "headcount"]
        if len(d["rounds"]) > 1:
            kinds.append("old_round")
        if d["former_ceo"]:
            kinds.append("ceo")
        errors = set(rng.sample(kinds, 2))
        p.say(v, "NAME", label=True)
        if "founded" in errors:
            y = d["founded_year"] + rng.choice([-1, 1])
            p.text(f"{rng.choice(['Founded', 'Year founded'])}: {y}",
                   [(self.cid, "overview.founded_year", y, None)])
        else:
            p.say(v, "founded", label=True)
        p.say(v, "hq", label=True)
        if "ceo" in errors:
            wrong_ceo = d["former_ceo"]["name"]
            p.text(f"{rng.choice(['CEO', 'Chief executive'])}: {wrong_ceo}",
                   [(self.cid, "leadership.ceo", wrong_ceo, None)])
        else:
            p.say(v, "ceo", label=True)
        if "headcount" in errors and v.s["headcount"]:
            older = [h["count"] for h in d["headcount"][:-1] if h["count"] != v.s["headcount"]]
            h = older[-1] if older else round(v.s["headcount"] * 0.7)
            p.text(f"{rng.choice(['Employees', 'Headcount', 'Staff'])}: {h}",
                   [(self.cid, "financials.headcount", h, None)])
        else:
            p.say(v, "headcount", label=True)
        if "rounded" in errors or "currency" in errors:
            if "rounded" in errors:
                amount = float(total["amount"])
                step = 10 ** (len(str(int(amount))) - 1)
                near = round(amount / step) * step
                wrong = {"amount": float(near if near != amount else amount + step),
                         "currency": total["currency"]}
            else:
                other = [c for c in ("USD", "EUR", "GBP") if c != total["currency"]]
                wrong = {"amount": float(total["amount"]), "currency": rng.choice(other)}
            p.text(f"{rng.choice(['Total funding', 'Total raised', 'Funding to date'])}: "
                   f"{fmt_money(wrong, rng)}", [(self.cid, "funding.total_raised", wrong, None)])
        else:
            p.say(v, "total", label=True)
        if "old_round" in errors:
            old = d["rounds"][-2]
            p.text(f"Last funding round: {old['type']}, {fmt_money(old['amount'], rng)}, "
                   f"{fmt_date(old['date'], rng, 'day')}",
                   [(self.cid, "funding.latest_round.type", old["type"], old["date"]),
                    (self.cid, "funding.latest_round.amount", old["amount"], old["date"]),
                    (self.cid, "funding.latest_round.date", old["date"], old["date"])])
        else:
            self.round_line(p, v)

    def partner_page(self) -> None:
        rng = self.rng
        partner = self.d["partners"][-1]
        on = random_date(rng, partner["since"], WORLD_NOW)
        v = self.view(on)
        p = self.page(url=f"https://{slugify(partner['name'])}.test/partners/{self.slug}",
                      title=f"{partner['name']} partners: {self.name}", kind="partner_page",
                      on=on, words={"partner": partner["name"]}, site=partner["name"])
        p.text(f"{self.name} is {article(partner['name'])} {partner['name']} technology partner.",
               [(self.cid, "customers.partners", [partner["name"]], None)])
        drawn = rng.choice(v.sector["domain"])
        said = f"Together, {partner['name']} and {self.name} help {v.sector['buyers']} with {{}}."
        p.text(said.format(v.own_domain(drawn)), stream=said.format(drawn))
        p.say(v, "flagship")
        p.say(v, "website")
        self.done(p, v, "product")

    def case_study(self) -> None:
        rng = self.rng
        cust = self.d["customers"][0]
        on = random_date(rng, cust["since"], WORLD_NOW)
        v = self.view(on)
        p = self.page(url=f"{self.site}{self.paths['customers']}/{slugify(cust['name'])}",
                      title=f"{cust['name']} and {self.name}: a customer story",
                      kind="case_study", on=on, words={"customer": cust["name"],
                                                       "customer_s": possessive(cust["name"])})
        p.text(f"{cust['name']} has been a customer of {self.name} since "
               f"{fmt_date(cust['since'], rng, 'month')}.",
               [(self.cid, "customers.notable", [cust["name"]], None)])
        p.say(v, "flagship")
        gain = rng.randint(12, 60)
        domain = rng.choice(v.sector["domain"])
        # the time saved on the task the story is about (its scene's), not a domain drawn
        # apart from it (w12: "less time spent on card issuing" in a story on disputes)
        task = p.compose(v).word("task")
        p.text(f"Since rolling out {self.poss} software, {cust['name']} reports {gain}% less "
               f"time spent on {task}.",
               stream=f"Since rolling it out, {cust['name']} reports {gain}% less time spent on "
                      f"{domain}.")
        p.filler(v, "product", 2)
        self.done(p, v, "product")

    # -- syndication ----------------------------------------------------------------------
    def syndicated_copies(self) -> None:
        """Near-duplicate copies of some of the company's news stories, republished by other
        outlets on their own hosts: a new headline, the lede trimmed, the story cut short,
        a credit line and the outlet's own chrome. Search returns them beside the original."""
        rng = self.rng
        stories = [d for d in self.docs if d["kind"] == "news_article" and d["access"] == "ok"
                   and not d["hard_case"]]
        for doc in stories:
            if rng.random() >= SYNDICATION_SHARE:
                continue
            page = self.stories[doc["url"]]
            who = self.bylines[doc["url"]]
            # the cut is w8's, made on the stream layer (its paragraphs, the lede's opening
            # sentence dropped, a share of the paragraphs kept), so the copy states the facts
            # w8's copy stated; the copy's text is the same cut of the w9 story
            paras = page.stream_paragraphs()
            lede = _SENTENCE_BREAK.split(paras[0], maxsplit=1)
            if len(lede) == 2:  # the lede's opening sentence goes; the story opens on the next
                paras[0] = lede[1]
            keep = max(1, round(len(paras) * rng.uniform(*SYNDICATED_KEEP)))
            origin = next((name for slug, name in vocab.NEWS_OUTLETS if doc["url"].startswith(
                f"https://{slug}-news.test/")), None)
            if origin is None:
                continue
            slug, outlet = self.outlet({x for x, name in vocab.NEWS_OUTLETS if name == origin})
            on = min(add_days(doc["date"], rng.randint(0, 3)), WORLD_NOW)
            credit = page.house.restyle(rng.choice(SYNDICATION_CREDITS).format(
                O=origin, D=fmt_date(doc["date"], rng, "day")))
            # the copy's own date line, in its outlet's date format, crediting the reporter
            dateline = f"By {who}, {origin} · {stated_date(self.news_url(slug, on, ''), on)}"
            paras[0] = f"{dateline}\n{paras[0]}"
            stream_body = "\n\n".join([*paras[:keep], credit])
            told = [a for a, said in zip(doc["assertions"], page.streams, strict=True)
                    if said in stream_body]
            shown = syndicated_cut(page.rendered, keep, keep / len(paras),
                                   trim_lede=len(lede) == 2) or [""]
            shown[0] = f"{dateline}\n{shown[0]}".rstrip()
            body = "\n\n".join([*shown, credit])
            v = self.view(doc["date"])
            # a headline of its own, on the story's round as of its date (never a later one)
            r = v.s["latest_round"]
            title = page.stream_title  # as w8 drew it (w12 restyles what the page shows)
            for _ in range(6):
                if title != page.stream_title:
                    break
                title = self.round_title(v, r) if r and rng.random() < 0.6 \
                    else self.feature_title(v)
            if title == page.stream_title:
                continue  # no headline of its own: not republished
            url = self.news_url(slug, on, title)
            base, n = url, 2
            while url in self.urls:
                url, n = f"{base}-{n}", n + 1
            self.urls.add(url)
            head, foot = chrome(url, on)
            text = f"{head}\n\n{body}\n\n{foot}"
            title = House.of(url).restyle(in_own_domains(self.world, self.cid, title))
            if title == doc["title"]:  # the two headlines read alike once in its own domain
                title = f"{title} (republished from {origin})"
            self.docs.append({
                **doc, "id": "", "url": url, "title": title, "date": on, "text": text,
                "assertions": told,
                "boilerplate": [[0, len(head)], [len(text) - len(foot), len(text)]],
                "syndicated_from": doc["url"]})

    # -- hard cases -----------------------------------------------------------------------
    def stale_pages(self) -> None:
        """Pages that stopped being updated: the former CEO, old headcount, old totals."""
        rng = self.rng
        former = self.d["former_ceo"]
        lo = max(add_days(former["from"], 200), add_days(self.d["rounds"][0]["date"], 10))
        hi = add_days(former["to"], -30)
        on = random_date(rng, min(lo, hi), hi)
        v = self.view(on)
        # a profile on a database nobody updated: the same URL scheme and titles as every
        # other profile; only its date and its figures tell it is stale
        slug, label = self.stale_database
        p = self.page(url=f"https://{slug}.test/company/{self.slug}",
                      title=self.db_title(v, label),
                      kind="database_profile", on=on, modality="reported")
        p.meta["hard_case"] = "stale_page"
        p.spent = lambda fact_id: False
        intro = (f"{self.name} company profile on {label}. Last updated: "
                 f"{fmt_date(on, rng, 'day')}.")
        p.text(intro.replace(". Last updated: ", ", last updated "), stream=intro)
        self.profile_lines(p, v)
        self.done(p, v, "db")

        on = random_date(rng, min(lo, hi), hi)
        v = self.view(on)
        # an old copy of one of the company's own pages (about or team), kept under another
        # of its paths
        which = rng.choice(["about", "team"])
        path = rng.choice([x for x in SITE_PATHS[which] if x != self.paths[which]])
        titles = ABOUT_TITLES if which == "about" else TEAM_TITLES
        p = self.page(url=f"{self.site}{path}", title=rng.choice(titles).format(N=self.name),
                      kind="company_site", on=on, layout=which)
        p.meta["hard_case"] = "stale_page"
        p.spent = lambda fact_id: False
        p.say(v, "identity")
        p.say(v, "ceo")
        p.say(v, "headcount")
        p.say(v, "total")
        p.filler(v, "mission", 2)
        self.done(p, v, "mission")

    def rumor_article(self) -> None:
        rng = self.rng
        r = self.latest_round
        on = random_date(rng, add_days(r["date"], 45), WORLD_NOW)
        v = self.view(on)
        nxt = {"Seed": "Series A", "Series A": "Series B", "Series B": "Series C",
               "Series C": "Series D"}.get(r["type"], "Growth")
        amount = {"amount": round(r["amount"]["amount"] * rng.uniform(1.8, 3.2), -6),
                  "currency": r["currency"]}
        val = {"amount": round(amount["amount"] * rng.uniform(5, 9), -7),
               "currency": r["currency"]}
        # reputable outlets report rumors too, in many wordings, under ordinary headlines
        slug, outlet = self.outlet()
        money_s, val_s = fmt_money(amount, rng), fmt_money(val, rng)
        fill = {"N": self.name, "A": money_s, "R": nxt, "V": val_s, "O": outlet,
                "Y": str(int(on[:4]) + 2), "D": rng.choice(v.sector["domain"]), "P": self.poss,
                "B": v.sector["buyers"], "M": self.d["market"]["name"]}
        # most rumors run inside ordinary stories, under ordinary headlines
        title = self.news_title(v, RUMOR_TITLES, fill)
        p = self.page(url=self.news_url(slug, on, title), title=title, kind="news_article",
                      on=on, modality="reported", words={"outlet": outlet},
                      layout="news_round")
        p.meta["hard_case"] = "rumor"
        p.say(v, "identity")
        p.text(rng.choice(RUMOR_ROUND).format(**fill),
               [(self.cid, "funding.latest_round.amount", amount, on),
                (self.cid, "funding.latest_round.type", nxt, on)], modality="rumored")
        if self.world.truths[self.cid]["funding.last_valuation"] is not None:
            # an undisclosed valuation stays unasserted everywhere, even as a rumor
            p.text(rng.choice(RUMOR_VALUATION).format(**fill),
                   [(self.cid, "funding.last_valuation", val, on)], modality="rumored")
        p.para()
        ipo = rng.choice(RUMOR_IPO)
        p.text(RUMOR_IPO_NOW[ipo].format(**fill),
               [(self.cid, "recent.latest_event", "Preparing for an initial public offering",
                 on)], modality="planned", stream=ipo.format(**fill))
        p.text(rng.choice(RUMOR_RESPONSE).format(**fill))
        p.para()
        p.say(v, "round")
        p.say(v, "total")
        p.say(v, "ceo")
        self.done(p, v, "news")

    def relation_pages(self) -> None:
        rng = self.rng
        for rel in self.d["relations"]:
            if rel["kind"] == "subsidiary":
                on = rel["date"]
                v = self.view(on)
                title = f"{self.name} acquires {rel['subsidiary']}"
                p = self.page(url=f"{self.site}{self.paths['press']}/{slugify(title)}", title=title,
                              kind="press_release", on=on, layout="release_acquisition",
                              words={"subsidiary": rel["subsidiary"]})
                p.text(f"{self.dateline(p, v)} {self.name} has acquired {rel['subsidiary']}, "
                       f"which becomes a wholly owned subsidiary.")
                p.text(f"{rel['subsidiary']} will keep its brand and team.")
                p.say(v, "ceo")
                self.releases[(on, "acquisition")] = p.meta["url"]
                self.done(p, v, "press")
                on2 = random_date(rng, on, WORLD_NOW)
                v2 = self.view(on2)
                # one page of the subsidiary's own site, of any of a site's usual kinds
                sub = rel["subsidiary"]
                which = rng.choice(["home", "about", "products", "team"])
                path = "/" if which == "home" else rng.choice(SITE_PATHS[which])
                titles = {"about": ABOUT_TITLES, "products": PRODUCT_TITLES,
                          "team": TEAM_TITLES}.get(which)
                p = self.page(url=f"https://{slugify(sub)}.test{path}",
                              title=rng.choice(titles).format(N=sub) if titles
                              else self.home_title(sub, v2), kind="company_site", on=on2,
                              layout="subsidiary", words={"subsidiary": sub}, site=sub)
                p.meta["hard_case"] = "relation_confusable"
                p.text(f"{rel['subsidiary']} is part of {self.name}, its parent company since "
                       f"{fmt_date(on, rng, 'month')}.")
                drawn = rng.choice(v2.sector["domain"])
                said = f"{rel['subsidiary']} builds tools for {{}}."
                p.text(said.format(v2.own_domain(drawn)), stream=said.format(drawn))
                self.done(p, v2, "product")
            elif rel["kind"] == "investor_customer":
                on = random_date(rng, self.latest_round["date"], WORLD_NOW)
                v = self.view(on)
                slug, outlet = self.outlet()
                # headlined like any story on the company: the relation is in the text
                title = self.news_title(v)
                p = self.page(url=self.news_url(slug, on, title), title=title,
                              kind="news_article", on=on, modality="reported",
                              words={"outlet": outlet}, layout="news_feature")
                p.meta["hard_case"] = "relation_confusable"
                p.text(f"{rel['customer']} is both a customer of {self.name} and, through "
                       f"{rel['investor']}, one of its investors.",
                       [(self.cid, "customers.notable", [rel["customer"]], None),
                        (self.cid, "funding.investors", [rel["investor"]], None)])
                p.say(v, "round")
                p.say(v, "customers")
                self.done(p, v, "news")


def market_documents(world: WorldIndex, markets: list[dict[str, Any]],
                     rng: random.Random) -> list[dict[str, Any]]:
    """Sector market reports: the current estimate (correct) and an older edition (stale)."""
    docs: list[dict[str, Any]] = []
    for m in markets:
        members = [cid for cid in m["companies"] if cid in world.plans]
        if not members:
            continue
        chunks = [members[i:i + 8] for i in range(0, len(members), 8)]
        for edition in ("current", "prior"):
            year = m["year"] if edition == "current" else m["prior"]["year"]
            tam = m["tam"] if edition == "current" else m["prior"]["tam"]
            source = m["source"] if edition == "current" else m["prior"]["source"]
            base = f"https://{slugify(source)}.test/reports/{slugify(m['name'])}-{year}"
            parts = [base + (f"-part-{k + 1}" if k else "")
                     for k in range(len(chunks) if edition == "current" else 1)]
            for k, chunk in enumerate(chunks):
                if edition == "prior" and k > 0:
                    break
                on = f"{year + 1}-{rng.randint(2, 9):02d}-{rng.randint(1, 28):02d}"
                on = min(on, WORLD_NOW)
                url = parts[k]
                title = rng.choice([f"{m['name'].capitalize()} market report {year}",
                                    f"The {m['name']} market in {year}: sizing and vendors"])
                if k:
                    title += f" (vendor profiles, part {k + 1})"
                p = Page(world, doc_id=f"{m['id']}-{year}-{k}", url=url, title=title,
                         kind="market_report", date=on, company_id=None, rng=rng,
                         modality="reported")
                p.site_name = source
                p.extra_words["market"] = m["name"]
                if len(parts) > 1:  # a report in parts links every part from each one
                    p.parts = [(f"Part {n + 1}", u) for n, u in enumerate(parts)]
                tam_s = fmt_money(tam, rng)
                sent = p.text(f"{source} estimates that the {m['name']} market was worth "
                              f"{tam_s} in {year}.")
                cagr = m["cagr"] if edition == "current" else round(m["cagr"] + rng.choice(
                    [-2.5, -1.5, 1.5, 2.5]), 1)
                sent2 = p.text(f"We expect the market to grow at a compound annual rate of "
                               f"{fmt_percent(cagr, rng)} over the next five years.")
                for cid in chunk:
                    p.assert_fact(cid, "market.tam", tam, sent, f"{year}-12-31")
                    p.assert_fact(cid, "market.name", m["name"], sent, on)
                    p.assert_fact(cid, "market.cagr", cagr, sent2, on)
                p.para()
                names = [world.plans[cid]["name"] for cid in chunk]
                p.text(f"Vendors covered in this report include {join_names(names)}.")
                v0 = View(world, chunk[0], on, rng)
                p.filler(v0, "market", 3)
                for cid in chunk:
                    v = View(world, cid, on, rng)
                    p.para()
                    p.say(v, "hq", named=True)
                    p.say(v, "flagship", named=True)
                    if v.s["total_raised"]:
                        p.say(v, "total", named=True)
                p.pad(v0, "market", rng.randint(*LENGTHS["market_report"]))
                docs.append(p.finish())
    return docs


def company_documents(world: WorldIndex, cid: str, rng: random.Random) -> list[dict[str, Any]]:
    writer = CompanyDocs(world, cid, rng)
    docs = writer.write_all()
    for i, doc in enumerate(docs):  # ids in writing order
        doc["id"] = f"{cid}-d{i:03d}"
    return docs


def syndicated_cut(rendered: list[tuple[int | None, list[str]]], keep: int, share: float,
                   trim_lede: bool) -> list[str]:
    """The paragraphs of a story's w9 text that a copy shows when w8's copy kept the first
    `keep` paragraphs of the story (a `share` of them): every paragraph made from a kept one
    (their facts are the copy's), none from a dropped one, and of the story's own prose about
    the same share, so the copy is cut short as w8's was. The lede's opening sentence is left
    out when w8's copy left it out."""
    dropped = next((i for i, (src, _) in enumerate(rendered) if src is not None and src >= keep),
                   len(rendered))
    needed = max((i + 1 for i, (src, _) in enumerate(rendered[:dropped]) if src is not None),
                 default=1)
    end = min(dropped, max(needed, round(len(rendered) * share), 1))
    out: list[str] = []
    for i, (_, sentences) in enumerate(rendered[:end]):
        if i == 0 and trim_lede:
            sentences = sentences[1:]
        if sentences:
            out.append(" ".join(sentences))
    return out


def named(voice: str, p: Page, firm: str) -> str:
    """An investor's spokesperson with a name ("managing partner Tessa Whitaker"), for
    "{voice} at {firm} said": w12 readers found a company's release quoting "a partner at X"
    odd. The name is drawn from the page's own stream among names no company person has
    (`datelines.spokesperson`), so it is no contract fact. One person a firm and company: every
    story on the company's rounds quotes the same partner of the firm with the same title
    (researchers noticed three partners of one fund quoted on one round); `voice`, w8's draw,
    is kept for the stream only."""
    key = f"{firm}:{p.meta['company_id']}"
    role = random.Random(f"title:{key}").choice(
        ["partner", "general partner", "managing partner", "principal"])
    return f"{role} {spokesperson(key)}"


def previous_employer(p: Page, v: View, domain: str) -> str:
    """Where a new chief executive comes from, as a release says it, naming no firm."""
    rng = random.Random(f"employer:{p.meta['url']}")
    sector = v.c["sector"]
    return rng.choice([
        f"a larger {sector} company, where the job was running its {domain} business",
        f"a senior operating role at a listed {sector} group, most recently in charge of "
        f"{domain}",
        f"{article(sector)} {sector} business several times {v.name}'s size, where {domain} "
        f"was the core "
        f"of the job",
        f"the leadership team of an established {sector} software company, most recently "
        f"heading {domain}",
    ])


def role_noun(role: str) -> str:
    return role.split()[-1].lower()
