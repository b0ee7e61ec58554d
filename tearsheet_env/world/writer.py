"""The realizer: turns templates and a company's state on a date into sentences, and records
which facts each sentence asserts.

`View` is one subject company seen on one date (what a page of that date can honestly say);
`Page` accumulates paragraphs and assertions and becomes a `Document` dict. Correctness of an
assertion is computed, never hand-set: a value is correct when it equals the subject's current
ground truth (list values: when every item is a true item).
"""

from __future__ import annotations

import functools
import random
import re
import string
from collections.abc import Callable
from typing import Any, NamedTuple

from tearsheet_env.world import library, replay, vocab
from tearsheet_env.world.boilerplate import chrome
from tearsheet_env.world.compose import Composer, words_of
from tearsheet_env.world.datelines import _house, date_line, staff_member, write_date
from tearsheet_env.world.formats import (
    MONTHS,
    article,
    fmt_count,
    fmt_date,
    fmt_money,
    fmt_percent,
    join_names,
    possessive,
)
from tearsheet_env.world.templates import (
    LABELS,
    SINGULAR_FOUNDER,
    SLOT_FACTS,
    SOLE_INVESTOR,
    VOICES,
    W8_WORDING,
    T,
)
from tearsheet_env.world.truth import state_at

Slot = tuple[str, Any, str | None]  # (surface text, truth-convention value, as_of override)
# the voice fact-free prose takes on a page, by the filler key its writer asks for
WOVEN_KINDS = ("news_article", "press_release", "market_report", "company_site")
SIGNED_KINDS = ("news_article", "interview")  # pages whose date line names a journalist
VOICE_OF = {"press": "press", "mission": "company", "product": "company", "news": "news",
            "db": "db", "market": "analyst", "careers": "employer", "duties": "employer",
            "interview": "founder"}


class WorldIndex:
    """What documents need to know about the whole world: plans, details, truths."""

    def __init__(self, plans: dict[str, dict], details: dict[str, dict],
                 truths: dict[str, dict], fact_types: dict[str, str]) -> None:
        self.plans, self.details, self.truths, self.fact_types = plans, details, truths, fact_types

    def correct(self, subject: str, fact_id: str, value: Any) -> bool:
        truth = self.truths.get(subject, {}).get(fact_id)
        return same_value(self.fact_types.get(fact_id, "text"), value, truth)


def same_value(kind: str, value: Any, truth: Any) -> bool:
    if value is None or truth is None:
        return False
    if kind == "money":
        return (isinstance(value, dict) and isinstance(truth, dict)
                and value.get("currency") == truth.get("currency")
                and abs(float(value["amount"]) - float(truth["amount"])) < 0.5)
    if kind == "percent":
        return abs(float(value) - float(truth)) < 0.05
    if kind == "list":
        return bool(value) and all(v in truth for v in value)
    return value == truth


@functools.lru_cache(maxsize=4096)
def fields_of(template: str) -> tuple[str, ...]:
    return tuple(f for _, f, _, _ in string.Formatter().parse(template) if f)


class View:
    """One subject company on one date."""

    def __init__(self, world: WorldIndex, cid: str, on: str, rng: random.Random) -> None:
        self.world, self.cid, self.on, self.rng = world, cid, on, rng
        self.c = world.plans[cid]
        self.d = world.details[cid]
        self.s = state_at(self.d, on)
        self.sector = vocab.SECTORS[self.c["sector_index"]]
        # slots whose shown word differs from the one w8 drew, by slot: the stream layer
        # (`Line.stream`) keeps w8's, so no later draw of the company's stream moves
        self.w8_words: dict[str, str] = {}

    @property
    def name(self) -> str:
        return self.c["name"]

    def own_domain(self, drawn: str) -> str:
        """The domain a page says the company works in, for one drawn from its sector (the
        draw is kept: it moves the company's random stream as w8 did): the drawn one when one
        of its products serves it, else its flagship's. A company's pages tell one story (w14:
        agents found one company's pages set in catastrophe modelling, claims triage and
        policy administration by turns). Always the flagship's made a company's pages say the
        same sentences (the duplicate share rose from 0.096 to 0.101)."""
        own = own_domains(self.world, self.cid)
        return drawn if not own or drawn in own else own[0]

    def slot(self, key: str) -> Slot | None:  # noqa: C901 - one flat table of slots
        rng, s, d, c = self.rng, self.s, self.d, self.c
        name = self.name
        if key in ("N", "NAME"):
            return (name, name, None)
        if key.startswith("a_"):
            got = self.slot(key[2:])
            return (f"{article(got[0])} {got[0]}", got[1], got[2]) if got else None
        if key == "nrounds_p":
            n = s["rounds_count"]
            return (f"{n} round{'s' if n != 1 else ''}", n, None) if n else None
        if key == "N_s":
            return (possessive(name), None, None)
        if key == "founded":
            return (str(d["founded_year"]), d["founded_year"], None)
        if key == "hq":
            hq = f"{d['hq']['city']}, {d['hq']['country']}"
            return (hq, hq, None)
        if key == "city":
            return (d["hq"]["city"], None, None)
        if key == "country":
            return (d["hq"]["country"], None, None)
        if key == "founders":
            return (join_names(d["founders"]), list(d["founders"]), None)
        if key == "me":  # the one founder, who speaks as chief executive: "I"
            lone = d["founders"] == [s["ceo"]]
            return ("I", list(d["founders"]), None) if lone else None
        if key == "cofounders":  # the founders but the chief executive, who speaks
            others = [f for f in d["founders"] if f != s["ceo"]]
            # "Gideon Orurcourt, Ilya Prouardi and I": a list the speaker closes
            return (", ".join(others), list(d["founders"]), None) if others else None
        if key == "website":
            site = c["website"]
            return (rng.choice([site, site.removeprefix("https://")]), site, None)
        if key == "sector":
            return (c["sector"], c["sector"], None)
        if key == "what":
            return (self.sector["what"], None, None)
        if key == "buyers":
            return (self.sector["buyers"], None, None)
        if key in ("domain", "domain2"):
            drawn = rng.choice(self.sector["domain"])
            self.w8_words[key] = drawn  # what w8 wrote here: the stream layer's word
            return (self.own_domain(drawn), None, None)
        if key in ("flagship", "ftype", "fyear"):
            if not s["products"] or s["products"][0] is not d["products"][0]:
                return None
            p = d["products"][0]
            return {"flagship": (p["name"], p["name"], None),
                    "ftype": (p["type"], p["type"], None),
                    "fyear": (str(p["launch_year"]), p["launch_year"], None)}[key]
        if key == "lines":
            names = [p["name"] for p in s["products"]]
            return (join_names(names), names, None) if names else None
        if key in ("ceo", "cto", "former_ceo"):
            return (s[key], s[key], None) if s[key] else None
        if key == "total":  # a total that is derivable only is stated on no page
            if not s["total_raised"] or "funding.total_raised" in d.get("derived_only", ()):
                return None
            return (fmt_money(s["total_raised"], rng), s["total_raised"], None)
        if key == "nrounds":
            n = s["rounds_count"]
            return (str(n), n, None) if n else None
        r = s["latest_round"]
        if key in ("rtype", "ramount", "rdate", "rdate_m", "rlead", "rinvestors"):
            if not r:
                return None
            when = r["date"]
            return {
                "rtype": (r["type"], r["type"], when),
                "ramount": (fmt_money(r["amount"], rng), r["amount"], when),
                "rdate": (fmt_date(when, rng, "day"), when, when),
                "rdate_m": (fmt_date(when, rng, "month"), when, when),
                "rlead": (r["lead"], r["lead"], when),
                "rinvestors": (join_names([r["lead"], *r["participants"]]),
                               [r["lead"], *r["participants"]], when),
            }[key]
        if key == "investors":
            inv = s["investors"]
            return (join_names(inv), inv, None) if inv else None
        if key in ("valuation", "vdate", "vdate_m"):  # a valuation, the date of its round
            v = s["last_valuation"]
            if not v:
                return None
            if key != "valuation":
                precision = "month" if key == "vdate_m" else rng.choice(["day", "month"])
                return (fmt_date(v["date"], rng, precision), None, None)
            return (fmt_money(v["valuation"], rng), v["valuation"], v["date"])
        if key in ("revenue", "fy"):
            rev = s["revenue"]
            if not rev:
                return None
            if key == "fy":
                return (str(rev["year"]), None, None)
            return (fmt_money(rev["amount"], rng), rev["amount"], f"{rev['year']}-12-31")
        if key == "growth":
            g, rev = s["revenue_growth"], s["revenue"]
            return (fmt_percent(g, rng), g, f"{rev['year']}-12-31") if g is not None else None
        if key == "headcount":
            h = s["headcount"]
            return (fmt_count(h, rng), h, None) if h else None
        if key in ("customers", "partners"):
            items = s[key]
            if not items:
                return None
            pick = sorted(rng.sample(items, min(len(items), rng.randint(1, 3))), key=items.index)
            return (join_names(pick), pick, None)
        m = d["market"]
        if key == "market":
            return (m["name"], m["name"], None)
        if key == "tam":
            return (fmt_money(m["tam"], rng), m["tam"], f"{m['year']}-12-31")
        if key == "tam_year":
            return (str(m["year"]), None, None)
        if key == "tam_source":
            return (m["source"], None, None)
        if key == "cagr":
            return (fmt_percent(m["cagr"], rng), m["cagr"], None)
        if key == "competitors_all":
            comp = [self.world.plans[x]["name"] for x in d["competitors"]]
            return (join_names(comp), comp, None) if comp else None
        if key == "competitors":
            comp = [self.world.plans[x]["name"] for x in d["competitors"]]
            pick = sorted(rng.sample(comp, min(len(comp), rng.randint(2, 3))), key=comp.index)
            return (join_names(pick), pick, None) if pick else None
        if key in ("event", "event_l", "event_date"):
            e = s["latest_event"]
            if not e:
                return None
            text = e["text"]
            return {"event": (text, text, e["date"]),
                    "event_l": (text[0].lower() + text[1:], text, e["date"]),
                    "event_date": (fmt_date(e["date"], rng, "day"), None, None)}[key]
        raise KeyError(f"unknown template slot {key!r}")


# w12: a page writes money and dates one way, as a publication does. The surface forms the
# company's stream drew (`View.slot`, `fmt_money`, `fmt_date`) are kept in the stream layer
# (their lengths paced w8's draws); the text layer rewrites them in the page's own style,
# drawn from a stream seeded by the URL alone, so no draw of the company's stream moves. A
# spelled-out amount ("117,000,000 dollars") is never a page's style: it cannot stand before
# a noun ("a 117,000,000 dollars round"), and a raw "2025-03" never stands in a sentence.
MONEY_STYLES = ("symbol_long", "symbol_long", "symbol_tiny", "code_short", "code_long")
_UNIT = {" million": 1e6, " billion": 1e9, "M": 1e6, "B": 1e9, "m": 1e6, "bn": 1e9, "": 1.0}
_MONEY_RE = re.compile(
    r"(?<![\w$€£.,])(?:(US\$|\$|€|£)|(USD|EUR|GBP) )(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)"
    r"( million| billion|bn\b|M\b|B\b|m\b|)"
    r"|(?<![\w$€£.,])(\d{1,3}(?:,\d{3})+) (dollars|euros|pounds)\b")
_CURRENCY = {"US$": "USD", "$": "USD", "€": "EUR", "£": "GBP", "dollars": "USD",
             "euros": "EUR", "pounds": "GBP"}
_MON = "|".join(m for m in MONTHS) + "|" + "|".join(m[:3] for m in MONTHS)
_MONTH_NO = {**{m: i + 1 for i, m in enumerate(MONTHS)},
             **{m[:3]: i + 1 for i, m in enumerate(MONTHS)}}
_DATE_RE = re.compile(
    r"(?<![\w/.:-])(\d{4})-(\d{2})-(\d{2})(?![\w/:-])"  # 2024-04-06
    rf"|(?<![\w/.,])(\d{{1,2}}) ({_MON}) (\d{{4}})\b"  # 6 Apr 2024, 6 April 2024
    rf"|\b({_MON}) (\d{{1,2}}), (\d{{4}})\b"  # April 6, 2024
    r"|(?<![\w/.:-])(\d{4})-(0[1-9]|1[0-2])(?![\w/:-])"  # 2024-04
    rf"|\b({_MON}) (\d{{4}})\b")  # Apr 2024, April 2024
PROSE_DATE_STYLES = ("d_month_y", "month_d_y", "d_mon_y", "mon_d_y")


class House(NamedTuple):
    """How one page writes money and dates."""
    money: str
    day: str  # a `datelines.write_date` style
    month_short: bool  # "Apr 2024" rather than "April 2024"

    @classmethod
    def of(cls, url: str) -> House:
        rng = random.Random(f"house:{url}")
        site_style = _house(url.split("/")[2] if "//" in url else "site.test")[0]
        day = site_style if site_style in PROSE_DATE_STYLES else rng.choice(PROSE_DATE_STYLES)
        return cls(rng.choice(MONEY_STYLES), day, "mon" in day)

    def money_text(self, m: re.Match) -> str:
        if m.group(5):
            amount, cur = float(m.group(5).replace(",", "")), _CURRENCY[m.group(6)]
        else:
            try:
                amount = float(m.group(3).replace(",", "")) * _UNIT[m.group(4)]
            except ValueError:
                return m.group(0)
            cur = _CURRENCY.get(m.group(1)) if m.group(1) else m.group(2)
        value = {"amount": amount, "currency": cur}
        # under a million: "$500,000", never "USD 0.5M"
        out = fmt_money(value, None, self.money if amount >= 1e6 else "symbol_full")
        back = _MONEY_RE.fullmatch(out)
        if back is None or abs(_amount(back) - amount) >= 0.5:  # not exact in that style
            out = fmt_money(value, None, "symbol_full")  # type: ignore[arg-type]
        return out

    def date_text(self, m: re.Match) -> str:
        g = m.groups()
        if g[0]:
            y, mo, d = int(g[0]), int(g[1]), int(g[2])
        elif g[3]:
            y, mo, d = int(g[5]), _MONTH_NO[g[4]], int(g[3])
        elif g[6]:
            y, mo, d = int(g[8]), _MONTH_NO[g[6]], int(g[7])
        else:
            y, mo = (int(g[9]), int(g[10])) if g[9] else (int(g[12]), _MONTH_NO[g[11]])
            if not 1 <= mo <= 12:
                return m.group(0)
            month = MONTHS[mo - 1]
            return f"{month[:3] if self.month_short else month} {y}"
        try:
            return write_date(f"{y:04d}-{mo:02d}-{d:02d}", self.day)
        except ValueError:
            return m.group(0)

    def restyle(self, text: str) -> str:
        """`text` with its amounts and dates in this page's style."""
        if not any(ch.isdigit() for ch in text):
            return text
        text = _MONEY_RE.sub(self.money_text, text)
        return _DATE_RE.sub(self.date_text, text)


def _amount(m: re.Match) -> float:
    if m.group(5):
        return float(m.group(5).replace(",", ""))
    return float(m.group(3).replace(",", "")) * _UNIT[m.group(4)]


VOICE_FALLBACK = {"employer": "we"}
NUMBER_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}


class Line(NamedTuple):
    """A sentence a page states: `text` is what it says; `stream` is the sentence world w8 wrote
    in its place (the same text unless w9 reworded it), whose length paced w8's padding and by
    which a teaser or a syndicated copy selects its facts; None where w8 wrote nothing."""
    text: str
    stream: str | None


class Prose(NamedTuple):
    """A place for prose: `role` names the library passage w9 writes there (None: nothing);
    `stream` is the w8 filler sentence whose draws were replayed there (None: w9 only)."""
    role: str | None
    stream: str | None


class Para:
    """One paragraph: its items joined by `sep`. A paragraph of w8's padding (`w8_padding`)
    exists only in the stream layer: w9 pads a page with its own paragraphs (`Page.render`)."""
    __slots__ = ("sep", "items", "w8_padding")

    def __init__(self, sep: str, items: list[Line | Prose] | None = None,
                 w8_padding: bool = False) -> None:
        self.sep, self.items, self.w8_padding = sep, items if items is not None else [], \
            w8_padding

    def stream_text(self) -> str:
        return self.sep.join(i.stream for i in self.items if i.stream is not None)


def own_domains(world: WorldIndex, cid: str) -> list[str]:
    """The domains of its sector a company's products serve, its flagship's first."""
    sector = vocab.SECTORS[world.plans[cid]["sector_index"]]
    return [dom for p in world.details[cid].get("products") or [] for dom in sector["domain"]
            if dom.lower() == str(p.get("what") or "").lower()]


def in_own_domains(world: WorldIndex, cid: str | None, text: str) -> str:
    """`text` (a headline) with each domain of the company's sector that none of its products
    serves written as its flagship's (`View.own_domain`): a headline drawn as w8 drew it keeps
    its URL (the slug is w8's, as a site's is after an edited headline) and says what the
    company does."""
    if cid is None or cid not in world.plans:
        return text
    own = own_domains(world, cid)
    if not own:
        return text
    for dom in vocab.SECTORS[world.plans[cid]["sector_index"]]["domain"]:
        if dom not in own and dom.lower() in text.lower():
            text = re.sub(re.escape(dom), lambda m: own[0].capitalize() if m.group(0)[0].isupper()
                          else own[0], text, flags=re.I)
    return text


class Page:
    """One document under construction, in two layers (docs/world.md, "Prose (w9)").

    The stream layer is world w8's page: every draw w8 made from the company's stream is
    made here in the same order (the facts' templates and slots, and the replayed filler of
    `world/replay.py`), so every fact, date and URL of w8 stays. The text layer is what w9
    writes: the same fact sentences with prose from the library (`world/compose.py`) drawn
    from the page's own stream, at the page kind's length."""

    def __init__(self, world: WorldIndex, *, doc_id: str, url: str, title: str, kind: str,
                 date: str, company_id: str | None, rng: random.Random,
                 modality: str = "stated", access: str = "ok") -> None:
        self.world, self.rng = world, rng
        self.house = House.of(url)  # how the page writes money and dates (w12)
        self.stream_title = title  # the title as w8 wrote it (syndication compares them)
        title = self.house.restyle(in_own_domains(world, company_id, title))
        self.meta = {"id": doc_id, "url": url, "title": title, "kind": kind, "date": date,
                     "company_id": company_id, "access": access, "hard_case": None}
        self.modality = modality
        self.voice: str | None = None  # who writes the page's fact sentences (`say`)
        # whether a fact already stands on enough of the company's pages: `say` then leaves a
        # sentence that would state its current value again unwritten (facts on few pages)
        self.spent: Callable[[str], bool] = lambda fact_id: False
        self.paras: list[Para] = []
        self.assertions: list[dict[str, Any]] = []
        self.streams: list[str] = []  # the w8 sentence of each assertion (`Line.stream`)
        self.chars = 0  # the w8 page's length so far: w8's padding draws depend on it
        # the line stating the page's own date (a byline, "Last updated …": `datelines.py`),
        # the body's first line; None for a page that states it in its text (a dateline)
        self.stamp: str | None = None
        self.who = ""  # the staff member whose name the date line signs, if any
        # the site's pages its navigation links ({menu key: url}, `boilerplate.chrome`)
        self.menu: dict[str, str] | None = None
        self.site_name: str | None = None  # the site's name, when the writer knows it
        self.parts: list[tuple[str, str]] = []  # (label, url) of a multi-part document's parts
        # paragraphs from this index on close the page (a release's "About" block): woven
        # prose goes before them, never between a heading and what it heads
        self.tail_from: int | None = None
        self.closing: str | None = None  # a w9 passage closing the page (`CompanyDocs.done`)
        # the text layer: which page of its kind this is (`library.LENGTHS`, `PADDING`), the
        # words its prose may use, and the stream its prose is drawn from (the URL's own)
        self.layout = kind
        self.extra_words: dict[str, str] = {}
        self.prose_used: set[tuple[str, int]] | None = None  # the templates its site used
        self.prose_said: set[str] | None = None  # and the sentences its site wrote
        self.composer: Composer | None = None
        self.rendered: list[tuple[int | None, list[str]]] = []  # (w8 paragraph, sentences)

    def para(self, sep: str = " ") -> Page:
        self.paras.append(Para(sep))
        return self

    def _append(self, item: Line | Prose) -> None:
        if not self.paras:
            self.para()
        self.paras[-1].items.append(item)
        if item.stream is not None:
            self.chars += len(item.stream) + 1

    def compose(self, view: View) -> Composer:
        """The page's prose writer (made on first use, from the first view that asks)."""
        if self.composer is None:
            self.composer = Composer(random.Random(f"prose:{self.meta['url']}"),
                                     words_of(view, self.extra_words), self.prose_used,
                                     self.prose_said, self.said)
            # (w15: a job ad too; the w15 panel read its name in every line as stuffed)
            self.composer.refers_back = self.meta["kind"] in ("news_article", "company_site",
                                                              "job_post")
        return self.composer

    def said(self) -> str:
        """What the page states so far: its title and its lines (a scene is drawn to fit)."""
        return " ".join([self.meta["title"]] + [i.text for p in self.paras for i in p.items
                                                if type(i) is Line])

    def say(self, view: View, key: str, *, modality: str | None = None, label: bool = False,
            named: bool = False, must: bool = False, voice: str | None = None) -> str | None:
        """Write one sentence from the `key` templates about `view` (a "Field: value" line when
        `label`; only templates naming the company when `named`, for pages about several
        companies); None when no template has values for all its slots on this page's date,
        or (unless `must`) when every current fact it would state is `spent`. `voice` (or the
        page's `voice`) words the template as that voice does (`templates.VOICES`): the same
        template drawn, the same slots, its own wording."""
        options = list((LABELS if label else T)[key])
        if named:
            options = [t for t in options if "{N" in t]
        self.rng.shuffle(options)
        for tmpl in options:
            filled: dict[str, Slot] = {}
            # slots are drawn in w8's order: a reworded template that moves a slot keeps the
            # draws (and so every later fact) where w8 made them
            for f in (*fields_of(W8_WORDING.get(tmpl, tmpl)), *fields_of(tmpl)):
                if f == "event_l" and "event" in filled:  # w12's event line: no new draw
                    text, value, as_of = filled["event"]
                    filled[f] = (text[0].lower() + text[1:], value, as_of)
                elif f not in filled:
                    got = view.slot(f)
                    if got is None:
                        break
                    filled[f] = got
            else:
                current = [fid for slot, got in filled.items()
                           if (fid := SLOT_FACTS.get(slot))
                           and self.world.correct(view.cid, fid, got[1])]
                if not must and current and all(self.spent(fid) for fid in current):
                    return None  # it would tell nothing that enough pages do not
                words = {k: v[0] for k, v in filled.items()}
                sentence = tmpl.format(**words)
                w8 = {**words, **{k: view.w8_words[k] for k in filled if k in view.w8_words}}
                stream = tmpl.format(**w8) if tmpl not in W8_WORDING else \
                    W8_WORDING[tmpl].format(**w8)
                sentence = self.house.restyle(self.voiced(view, key, tmpl, label, voice, words)
                                              or sentence)
                self._append(Line(sentence, stream))
                seen = set()
                for slot, (_, value, as_of) in filled.items():
                    fid = SLOT_FACTS.get(slot)
                    if fid and fid not in seen and value is not None:
                        seen.add(fid)
                        self.assert_fact(view.cid, fid, value, sentence, as_of or view.on,
                                         modality, stream=stream)
                return sentence
        return None

    def voiced(self, view: View, key: str, tmpl: str, label: bool, voice: str | None,
               words: dict[str, str]) -> str | None:
        """`tmpl` (filled with `words`) as the page's voice writes it, and in the singular
        where it names a single founder; None where it is written as it is."""
        voice = voice or self.voice
        wording = tmpl
        while voice and not label and tmpl in T.get(key, ()):
            alt = VOICES.get(voice, {}).get(key)
            wording = (alt and alt[T[key].index(tmpl)]) or tmpl
            # a wording that says what the company does, where the page has said it already,
            # gives way to the next voice's (the company's "we", else the plain one)
            if "{what}" in wording and "{what}" not in tmpl \
                    and view.sector["what"] in self.said():
                voice, wording = VOICE_FALLBACK.get(voice), tmpl
                continue
            break
        founders = view.d["founders"]
        if len(founders) == 1:
            wording = SINGULAR_FOUNDER.get(wording, wording)
        if key == "round_investors" and "," not in words.get("rinvestors", ",") \
                and " and " not in words["rinvestors"]:
            wording = SOLE_INVESTOR.get(tmpl, wording)
        if wording == tmpl:
            return None
        extra = {}
        for f in fields_of(wording):
            if f not in words:
                if f == "nf":
                    extra[f] = NUMBER_WORDS.get(len(founders), str(len(founders)))
                else:  # a slot that draws nothing (`templates.VOICE_FREE_SLOTS`)
                    got = view.slot(f)
                    if got is None:
                        return None
                    extra[f] = got[0]
        return wording.format(**words, **extra)

    def text(self, sentence: str, facts: list[tuple[str, str, Any, str | None]] = (),
             modality: str | None = None, stream: str | None = "") -> str:
        """Write a sentence composed by the caller; facts are (subject, fact_id, value, as_of).
        `stream` is the sentence w8 wrote here when w9 words it otherwise (the same by
        default; None for a sentence w8 did not write)."""
        stream = sentence if stream == "" else stream
        sentence = self.house.restyle(sentence)
        self._append(Line(sentence, stream))
        for subject, fid, value, as_of in facts:
            self.assert_fact(subject, fid, value, sentence, as_of or self.meta["date"], modality,
                             stream=stream)
        return sentence

    def remark(self, view: View, role: str, w8_voice: str) -> Line:
        """Words for a quote: the library's `role` remark (capitalized, no closing period);
        w8 drew a `w8_voice` sentence here, whose draws are replayed (its stream)."""
        n, quotation = replay.sentence_length(w8_voice, replay_context(view, self.rng))
        # w8 wrote the sentence without its closing period and its quotation marks
        return Line(self.compose(view).quote(role), unshown(n - 1 - 2 * quotation))

    def quoted(self, frame: str, words: Line,
               facts: list[tuple[str, str, Any, str | None]] = ()) -> str:
        """Write `frame` with "{q}" replaced by the remark (“{q},” said …)."""
        return self.text(frame.replace("{q}", words.text), facts,
                         stream=frame.replace("{q}", words.stream or ""))

    def line(self, view: View, role: str, stream: str,
             facts: list[tuple[str, str, Any, str | None]] = (), **words: str) -> str:
        """Write the library's `role` line (a heading, a question, a quoted remark with its
        speaker: `words` fill its slots) where w8 wrote `stream`, after w8's draws for it."""
        composer = self.compose(view)
        composer.words.fixed.update(words)
        text = " ".join(s for _, ss in composer.passage(role) for s in ss)
        return self.text(text, facts, stream=stream)

    def filler(self, view: View, key: str, n: int = 1) -> int:
        """Where w8 wrote `n` fact-free sentences in the voice of the `key` kind: their draws
        are replayed, and w9 writes the library's `key` passage for this page's layout here
        (`compose.ROLE_OF`: it may be none)."""
        ctx = replay_context(view, self.rng)
        self.compose(view)
        voice = VOICE_OF.get(key, "company")
        for i in range(n):
            self._append(Prose(key if i == 0 else None,
                               unshown(replay.sentence_length(voice, ctx)[0])))
        return n

    def prose(self, view: View, role: str) -> None:
        """A library passage of `role` here, in w9 only (nothing of w8's stream is drawn)."""
        self.compose(view)
        self._append(Prose(role, None))

    def assert_fact(self, subject: str, fid: str, value: Any, sentence: str, as_of: str | None,
                    modality: str | None = None, stream: str | None = None) -> None:
        mod = modality or self.modality
        correct = self.world.correct(subject, fid, value) and mod in ("stated", "reported")
        self.assertions.append({"fact_id": fid, "subject": subject, "value": value,
                                "as_of": as_of, "modality": mod, "correct": correct,
                                "sentence": sentence})
        self.streams.append(sentence if stream is None else stream)

    def length(self) -> int:
        return self.chars

    def pad(self, view: View, key: str, target: int) -> None:
        """Where w8 added paragraphs of prose until the page reached `target` characters: its
        draws are replayed (paragraphs of the stream layer only); w9 pads the page to its own
        length when it is rendered (`Page.render`)."""
        self.compose(view)
        if self.length() >= target:
            return
        ctx = replay_context(view, self.rng)
        voice = VOICE_OF.get(key, "company")
        # w8 wove the prose between the paragraphs of news, releases, reports and company
        # pages, and appended it to other kinds
        weave = self.meta["kind"] in WOVEN_KINDS and len(self.paras) > 1
        while self.chars < target:
            para = [unshown(replay.sentence_length(voice, ctx)[0])
                    for _ in range(self.rng.randint(2, 6))]
            self.chars += sum(len(x) + 1 for x in para)
            end = len(self.paras) if self.tail_from is None else self.tail_from
            at = self.rng.randint(1, max(1, end)) if weave else len(self.paras)
            self.paras.insert(at, Para(" ", [Prose(None, x) for x in para], w8_padding=True))

    def stream_paragraphs(self) -> list[str]:
        """The body w8 rendered, paragraph by paragraph (the stream layer)."""
        return [t for p in self.paras if (t := p.stream_text())]

    def render(self) -> str:
        """The w9 body: the page's paragraphs with their prose written, padded to the length
        of the page's layout (`compose.Composer.padding`). `rendered` keeps each paragraph's
        sentences and the w8 paragraph it comes from (None for w9's own), for syndication."""
        out: list[tuple[int | None, str, list[str]]] = []
        w8_index = 0
        for p in self.paras:
            stated = any(i.stream is not None for i in p.items)
            if p.w8_padding:
                w8_index += stated
                continue
            source = w8_index if stated else None
            w8_index += stated
            prose = [self.composer.inline(i.role, self.layout) if self.composer else []
                     for i in p.items if type(i) is Prose and i.role]
            if not any(type(i) is Line for i in p.items):
                # a paragraph of prose only: the passages keep their own paragraphs (a list)
                out += [(source, sep, ss) for paras in prose for sep, ss in paras]
                continue
            sentences: list[str] = []
            for item in p.items:
                if type(item) is Line:
                    sentences.append(item.text)
                elif item.role and prose:
                    sentences += [s for _, ss in prose.pop(0) for s in ss]
            out.append((source, p.sep, sentences))
        tail = len(out)
        if self.tail_from is not None:
            tail = sum(1 for p in self.paras[:self.tail_from] if not p.w8_padding
                       and any(type(i) is Line or i.role for i in p.items))
        if self.composer is not None:
            have = sum(len(s.split()) for _, _, ss in out for s in ss)
            woven = self.meta["kind"] in library.WOVEN and tail > 1
            # a passage goes in whole, between two of the page's blocks (a heading stays
            # with what it heads); woven passages keep their order, spread over the gaps
            # after the lede (w15: dropped at random places, a story's context read as
            # shuffled to the w14 panel)
            blocks = [[x] for x in out]
            passages = self.composer.padding(self.layout, have)
            gaps = [1 + j * tail // len(passages) if woven else tail
                    for j in range(len(passages))]
            for at, passage in reversed(list(zip(gaps, passages, strict=True))):
                blocks.insert(at, [(None, sep, para) for sep, para in passage])
            out = [x for block in blocks for x in block]
            if self.composer.introduced:  # a page naming an analyst
                said = self.composer.introduce_first([s for _, _, ss in out for s in ss])
                at = iter(said)
                out = [(src, sep, [next(at) for _ in ss]) for src, sep, ss in out]
        self.rendered = [(src, ss) for src, _, ss in out]
        return "\n\n".join(sep.join(ss) for _, sep, ss in out)

    def finish(self, teaser_sentences: int | None = None) -> dict[str, Any]:
        """The document dict: the body between the site's header and footer chrome, whose
        character spans are listed in `boilerplate` (site name, navigation, cookie notice,
        footer — the same on every page of a host, as on the web). The date line opens the
        body, on the line above its first paragraph, so a paywall's teaser keeps it too."""
        assertions = self.assertions
        if teaser_sentences is not None:  # paywalled: only the opening survives
            # the opening as w8 counted it, sentence by sentence; its facts are the teaser's
            first = [i for p in self.paras for i in p.items if i.stream is not None
                     ][:teaser_sentences]
            opening = [i.stream for i in first]
            assertions = [a for a, s in zip(self.assertions, self.streams, strict=True)
                          if s in opening]
            body = " ".join(i.text for i in first if type(i) is Line)
        else:
            body = self.render()
        if self.stamp is None:
            kind, url = self.meta["kind"], self.meta["url"]
            self.who = staff_member(url, self.rng) if kind in SIGNED_KINDS else ""
            self.stamp = date_line(kind, url, self.meta["date"], self.who)
        if self.stamp:
            body = f"{self.stamp}\n{body}"
        if self.meta["access"] != "ok":
            self.meta["hard_case"] = self.meta["hard_case"] or (
                "paywalled" if self.meta["access"] == "paywalled" else "dead_link")
        head, foot = chrome(self.meta["url"], self.meta["date"], self.menu,
                            paywalled=teaser_sentences is not None, name=self.site_name,
                            parts=self.parts)
        text = f"{head}\n\n{body}\n\n{foot}"
        spans = [[0, len(head)], [len(text) - len(foot), len(text)]]
        return {**self.meta, "text": text, "assertions": assertions, "boilerplate": spans}


def unshown(length: int) -> str:
    """The stand-in for a w8 filler sentence of `length` characters: its length is all the
    stream layer needs of it (the padding loop; a teaser and a syndicated copy select on the
    fact sentences, which no filler contains), so its words are never written."""
    return "\x00" * length


def replay_context(view: View, rng: random.Random) -> replay.ProseContext:
    """The words w8's filler drew from (its draws are replayed: `world/replay.py`)."""
    return replay.ProseContext(view.name, view.d["hq"]["city"], view.sector["domain"],
                               view.sector["buyers"], rng)
