"""One reading of a claim (SPEC §8 "Reading a claim", docs/reward.md): whose values a sentence
gives, for when, and how it gives them. Every check reads a claim through `read_claim`, so a
misreading is mended here once and every mode gains (STYLE: decompose, then verify).

- **subject**: the target company, or another company the sentence is about (its first company
  named is not the target: "Vaiium Systems, founded in 2013, …"). A sentence about another
  company gives that company's values, never the target's.
- **time**: `past` when a marker places what the sentence says before now ("earlier", "at the
  time", "the then", "previously", "grew from … to", "at the 2019 Series C", "which brought total
  funding to"); `future` for a plan or a forecast; else `current`. `dated` is the sentence's own
  latest date ("in March 2022", "on 3 January 2022", "for 2024"), which a check compares with the
  date its other evidence holds for (`before`): a value dated before the facts block's `as_of`,
  or before a newer page, is history, not a contradiction.
- **modality**: `absent` (the sentence says the sources do not give something: "revenue is not
  disclosed", "neither page gives a breakdown"), `planned` and `forecast` (a plan, a target, an
  estimate of the future), `rumored`, `denied` (it says something is not so), else `reported`.

Only a sentence that gives the target's current value as reported (`current_target`) can
contradict the facts block (EA03-CROSS) or be stale beside a newer page (EA03-DELTA, INCUMBENT).
A statement of absence that gives no figure of its own is no factual claim at all. Where the
reading cannot tell, it says `current`/`reported` about the target only when nothing else is
named — the checks that charge on a reading are then the conservative ones.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from rubric import values as V
from rubric.cues import Cues
from rubric.memo import memo, text_memo

Modality = Literal["reported", "planned", "forecast", "rumored", "denied", "absent"]
Time = Literal["current", "past", "future"]

NOW_YEAR = 2026  # the closed world's "today" is 2026-10-31 (contract WORLD_NOW)

# "not disclosed", "does not give", "none of the sources", "no figure was found": the sentence
# is about what the pages leave unsaid
ABSENCE = Cues.gated(
    re.compile(
        r"\bundisclosed\b|\bunavailable\b|\bunknown\b|\bno (?:public|publicly|figure|figures|data|"
        r"information|source|page|mention|details?|breakdown|number|value|date|record)\b|"
        r"\b(?:none|neither|nor|no one) of\b|\bneither\b|"
        r"\b(?:not|never|n['’]t|no longer|yet to)\s+(?:\w+\s+){0,3}?(?:disclos\w*|publish\w*|"
        r"report\w*|"
        r"reveal\w*|made public|available|known|stated?|states|give[ns]?|gave|named?|list(?:s|ed)?|"
        # a breakdown left out: "did not split revenue by product", "did not break its revenue
        # down" (outside round 29)
        r"split (?:out )?(?:its |the |their )?(?:revenue|sales|income|figures?|numbers?|results?)|"
        r"break (?:out |down )?(?:its |the |their )?(?:revenue|sales|income|figures?|numbers?|"
        r"results?)(?: down)?|broken down|itemi[sz]\w*|"
        r"provided?|provides|shared?|mention\w*|broken out|break(?:s)? out|confirm\w*|found|find|"
        # "a title that does not appear on the current leadership page" (outside round 44)
        r"appear(?:s|ed)? (?:on|in|among)|"
        r"specif\w+|identif\w+|say|says|said|show[ns]?|cover(?:s|ed)?|include[sd]?|"
        # a source behind the news: "the profile … does not reflect the Series C" (round 15)
        r"reflect\w*|captur\w*|updated)\b|"
        r"\b(?:give[sn]?|gave|provide[sd]?|state[sd]?|disclose[sd]?|report(?:s|ed)?|mention(?:s|ed)?|"
        r"list(?:s|ed)?|name[sd]?|show[sn]?|include[sd]?|offer(?:s|ed)?|contain(?:s|ed)?|ha[sd]|have|"
        r"found|find)\s+no\b|"
        # "No revenue growth rate has been published"
        r"\bno\b[^.;]{0,60}?\b(?:has|have|had|was|were|is|are)\s+(?:yet\s+)?(?:been\s+)?"
        r"(?:publish\w*|disclos\w*|report\w*|found|given|released|made public|stated|shared|"
        r"named|identified|available|announced|confirmed|"
        # "No revenue multiple is shown because …" (outside round 111)
        r"shown|computed|calculated|listed)\b|"
        # "No revenue figures appeared in the sources"; "No revenue figure for <peer> or
        # valuation for <peer> appears in the sources" (outside round 43)
        r"\bno\b[^.;]{0,100}?\b(?:appear(?:s|ed)?|surfaced|turned up|came up)\b", re.I),
    words="undisclosed unavailable unknown no none neither nor not never yet",
    parts="n't|n’t")
_NEGATION = Cues.gated(
    re.compile(
        # "has yet to close a Series A" denies it (a docs-only check)
        r"\b(?:not|never|neither|nor|no longer|cannot|yet to)\b|n['’]t\b|"
        r"\b(?:false|untrue|incorrect|inaccurate|wrong|a myth) (?:to say )?that\b",
        re.I),
    words="not never neither nor no cannot false untrue incorrect inaccurate wrong myth yet",
    parts="n't|n’t")
# negations that deny nothing a page states: bounds, "not only", an absence after what a page
# states ("has not raised since 2024")
_NOT_DENIAL = Cues.gated(
    re.compile(
        r"\b(?:not only|not just|not least|not until|whether or not|if not|not (?:fewer|less|more) "
        r"than|no (?:fewer|less|more|later|earlier) than|none other than)\b|"
        r"\b(?:not|never|no)\b[^.;]*?\b(?:since|yet|further|again|new|other|additional|more|"
        r"later)\b|"
        # what the report says of a figure ("so it is not a current-year figure", "this is a plan,
        # not a reported figure")
        r"\bnot (?:a|an|the)\s+(?:[\w-]+\s+){0,2}(?:figure|estimate|number|value|total|report|"
        r"source|plan|forecast|date)s?\b|"
        # two figures compared ("€200 million, which does not match the €157.2m of the
        # rounds"): a discrepancy reported, no page denied
        r"(?:\bnot|\bnever|n['’]t)\s+(?:quite\s+|fully\s+)?(?:match|agree|tally|square|add up|"
        r"reconcile|correspond|line up|align)\w*\b|"
        # a contrast ("framed as a sign of growth, not a reaction to trouble": outside round
        # 14) says what something is by what it is not, as a page's "rather than" does
        r"[,;]\s+(?:and\s+)?not\s+(?!only\b|just\b)|"
        # "the most frequent alternative is not a rival vendor but customers doing nothing"
        # (outside round 47): what it is, said by what it is not
        r"\b(?:is|are|was|were)\s+not\s+(?:a|an|the)\s+[^.;]{1,60}?\bbut\b|"
        # ("loses not to another vendor but to customers sticking with spreadsheets": outside
        # round 108, one preposition on both sides)
        r"\bnot\s+(?P<p>to|from|with|by|for|in|on|at|among|through|against)\s+[^.;]{1,60}?\bbut\s+"
        r"(?:rather\s+)?(?P=p)\b|"
        # a purpose ("a way to bring investigation into one place so that responders are not
        # left with blind spots": outside round 75) is a goal, no page denied — one naming no
        # one and giving no figure ("… so that Mamora Growth did not lead it" denies: check 29)
        r"\b(?:so that|in order that)\b(?-i:[^.;A-Z0-9])*?\b(?:not|never|no)\b"
        r"(?-i:[^.;A-Z0-9])*(?:[.;]|$)|"
        # the research's own note ("the press release it links to could not be retrieved":
        # outside round 61): what the tools did, no page denied
        r"\b(?:could|can|did)\s*(?:not|n['’]t)\s+(?:be\s+)?(?:retriev|fetch|load|open|access|"
        r"reach|read)\w*", re.I),
    words="not never no none", parts="n't|n’t")
_PLANNED = Cues.gated(
    re.compile(
        # a plan of a price list is no intention ("plans and pricing", "subscription plans")
        r"(?<![\w-])(?:(?<!pricing )(?<!price )(?<!subscription )(?<!paid )(?<!tiered )"
        r"plans?(?! and pric)(?!,? pricing)|planned|planning|intends?|intended|aims?|aiming|"
        r"hopes?|wants?|seeks?|"
        r"ambition|goal|on track|is set to|are set to|is looking|will|would|"
        r"intention|roadmap|upcoming|next year|to grow to|to reach|to hire|considering)(?![\w-])",
        re.I),
    words="plan plans planned planning intend intends intended aim aims aiming hope hopes want "
          "wants seek seeks ambition goal track set looking will would intention roadmap "
          "upcoming year grow reach hire considering")
_FORECAST = Cues.gated(
    re.compile(
        r"\b(?:forecast\w*|project(?:ed|ion|ions|s)|estimated to (?:reach|grow|be)|"
        r"expects?|expected|expectations?|is set to (?:reach|grow)|"
        r"(?:reach|hit|exceed|grow to)\w*\b[^.;]{0,40}\bby (?:19|20)\d\d)\b", re.I),
    parts="forecast|project|estimated|expect|set to|by 19|by 20")
_RUMORED = Cues.gated(
    re.compile(
        r"\b(?:reportedly|rumou?r\w*|is said to|are said to|said to be|allegedly|"
        r"unconfirmed|speculat\w+|in talks|sounding out|people (?:familiar|briefed)|"
        r"according to (?:people|sources|two|three|documents)|sources say)\b", re.I),
    parts="reportedly|rumor|rumour|said to|allegedly|unconfirmed|speculat|in talks|"
          "sounding out|people familiar|people briefed|according to|sources say")
# a sentence that places itself before now
_PAST = Cues.gated(
    re.compile(
        r"\b(?:earlier|previously|formerly|former|originally|initially|at the time|at that time|"
        # "Some 2026 sources still give the older figure of 69 employees" (outside round 85)
        r"older|"
        # "described the EUR 144.1M as raised across 4 rounds at that point" (outside round 44)
        r"at that point|by then|by that point|"
        r"back then|the then|then-|prior to|before|used to|had been|was once|were once|until|"
        r"already|replaced|succeeded|succeeding|took over from|stepped down|predecessor|"
        r"when (?:the|it|its|she|he|they)|"
        r"grew from|grown from|rose from|up from|down from|from \S+ (?:\w+ )?to|a year (?:earlier|"
        r"before|ago)|years? ago|at (?:its|the|their) (?:(?:19|20)\d\d )?"
        r"(?:pre-seed|seed|series [a-h]|founding|launch|ipo)|"
        # "After the Series C, cumulative funding stood at …" (outside round 23)
        r"(?:after|following) (?:the|its) (?:\w+ )?(?:pre-seed|seed|series [a-h]|round|ipo)|"
        # ("The Series A brought cumulative funding to USD 23.1M, the Series B took it to …":
        # outside round 91)
        r"(?:brought|took|lifted|raised) (?:its |the |total |cumulative |overall |it )*"
        r"(?:total )?(?:funding|capital raised)? ?to|which (?:brought|took|lifted)|"
        # "…, after which Brurtrova had raised EUR 157.3M" (outside round 42)
        r"after which|had (?:raised|reached|grown|hired|employed|totall?ed)|"
        # a figure the sentence calls stale is no current claim ("… is therefore out of date")
        r"out of date|outdated|stale|superseded|no longer current|out of step|"
        # "its funding figure there (EUR 3.4M in one round) predates the 2026 Series A"
        # (outside round 107)
        r"pre-?dat(?:es|ed|ing)|preced(?:es|ed|ing))\b", re.I),
    words="earlier previously formerly former originally initially time then prior before used "
          "older "
          "point "
          "had once until already replaced succeeded succeeding took stepped predecessor when "
          "grew grown rose up down from year years ago seed series founding launch ipo brought "
          "lifted raised out outdated stale superseded longer after following reached grown "
          "hired employed totaled totalled predates predated predating pre precedes preceded "
          "preceding")

# words that make a capitalized run a company's name, where the world's names are not known
CORPORATE_WORDS = frozenset("""inc ltd llc gmbh corp corporation co plc sa ag ab group holdings labs
lab systems technologies technology ai health care capital ventures venture partners fund growth
networks cloud digital data bank insurance medical robotics software analytics solutions
industries energy foods logistics security financial payments""".split())


# what a world event's text names after its verb: the place, partner, company or product
# ("Opened an office in Lisbon", "Partnered with Fuvnis Data", "Acquired Kymrent")
EVENT_OBJECT = re.compile(r"(?:\bwith|\bin|^Acquired|^Launched) ((?-i:[A-Z])[\w&-]*(?: (?-i:[A-Z])"
                          r"[\w&-]*)*)")


@dataclass(frozen=True, slots=True)
class Reading:
    subject: str | None  # None: the target; else the normalized name of the other company
    time: Time
    modality: Modality
    dated: V.Date | None  # the sentence's own latest date, if it gives one
    quoted: bool = False  # it says what a named source gives ("BizProfileDir lists … as …")

    @property
    def current_target(self) -> bool:
        """The sentence gives the target's current value as reported, in its own voice: only
        such a sentence can contradict the facts block or be stale beside a newer page."""
        return self.subject is None and self.time == "current" and \
            self.modality == "reported" and not self.quoted

    @property
    def absent(self) -> bool:
        return self.modality == "absent"

    def before(self, as_of: object) -> bool:
        """Whether the sentence's own date lies before `as_of` (at the coarser precision):
        a value it gives then is history beside a value that holds as of `as_of`."""
        when = V.parse_date(as_of) if as_of is not None else None
        if self.dated is None or when is None:
            return False
        a, b = self.dated, when
        if a.month is None or b.month is None:
            return a.year < b.year
        return (a.year, a.month) < (b.year, b.month)


def modality(text: str) -> Modality:
    # read before a closing concession: "USD 180M, though this is not publicly confirmed"
    # states a figure; "Revenue is not disclosed, though …" states an absence
    text = main_clause(text)
    if ABSENCE.search(text):
        return "absent"
    if _RUMORED.search(text):
        return "rumored"
    if _FORECAST.search(text):
        return "forecast"
    if _PLANNED.search(text) or any(int(y) > NOW_YEAR for y in V._YEAR.findall(text)):
        return "planned"
    m = _NEGATION.search(text)
    if m is not None and _NEGATION.search(_NOT_DENIAL.sub(" ", text)):
        return "denied"
    return "reported"


# where a sentence's clauses part: commas, semicolons, dashes, and the verb of attribution
_CLAUSE_BREAK = re.compile(r",\s+(?:(?:said|says|added|noted)\s+(?:that\s+)?)?|;\s+|\s+[—–]\s+|"
                           r"\s+(?:said|says)\s+(?:that\s+)?")


# where a sentence's independent clauses part: a role in one is no one's of the other ("The
# sources name no previous chief executive; Rosa Quaelmholm was …": outside round 32), while
# commas hold appositions ("Harriet Thornton, Graium Technologies' chief executive, said …")
SEMICOLON = re.compile(r";\s+")
# where a sentence's coordinate clauses part ("The report cited two investors, and the company
# did not comment": outside round 89)
COORDINATE = re.compile(r",\s+(?:and|but|so|while|whereas)\s+|;\s+")


def modality_for(sentence: str, holds_key: Callable[[str], bool]) -> Modality:
    """The sentence's modality as it bears on a claim's key values. A plan or forecast is read
    up to the last clause holding one, so a plan in a later clause ("X, the company's CEO, said
    it would keep investing") qualifies that clause and not the key, while one before the key
    ("By 2027, …") still governs it. A rumour, denial or absence governs the whole sentence
    wherever it stands ("…, people familiar with the matter said")."""
    whole = modality(sentence)
    if whole not in ("planned", "forecast"):
        return whole
    parts = _CLAUSE_BREAK.split(sentence)
    holding = [i for i, part in enumerate(parts) if holds_key(part)]
    if not holding:
        return whole
    return modality(" ".join(parts[:holding[-1] + 1]))


# a closing clause that concedes or disowns ("…, though this is not publicly confirmed")
_CONCESSION = re.compile(r"[,;]\s*(?:though|although|even though|even if|but|however|yet)\b.*$",
                         re.I | re.S)


def main_clause(text: str) -> str:
    """The sentence without a closing concession: what it asserts before disowning it. A
    statement of absence says so here ("Revenue is not disclosed, though …"); a figure closed
    by "though this is not confirmed" is still a figure stated."""
    return _CONCESSION.sub("", text) or text


def _dated(text: str) -> V.Date | None:
    """The latest date a sentence gives itself (its dates, else its years), None without."""
    dates = V.date_mentions(text)
    if dates:
        return max(dates, key=lambda d: (d.year, d.month or 0, d.day or 0))
    years = [int(y) for y in V._YEAR.findall(text) if int(y) <= NOW_YEAR]
    return V.Date(max(years), None, None) if years else None


def company_names(text: str, target: str, known: frozenset[str]) -> list[tuple[int, str | None]]:
    """(position, name) of each company a sentence names, in order: None for the target (its
    name, "the company", "its"), else the other company's normalized name — one the world
    knows (`known`, normalized names) or, without a world, one with a corporate word."""
    out: list[tuple[int, str | None]] = []
    tnorm = V.norm_text(target)
    # "In its latest round, <peer> raised …": a pronoun in an opening phrase points forward,
    # to the name after the comma
    fronted = _FRONTED_PRONOUN.match(text)
    for m in _TARGET_WORDS.finditer(text, fronted.end() if fronted else 0):
        out.append((m.start(), None))
    for m in _CAPS.finditer(text):
        norm = V.norm_text(_POSSESSIVE.sub("", m.group(0)))
        if not norm:
            continue
        if tnorm and (norm == tnorm or f" {tnorm} " in f" {norm} "):
            out.append((m.start(), None))
            continue
        words = norm.split()
        name = next((" ".join(words[i:j]) for i in range(len(words))
                     for j in range(len(words), i, -1) if " ".join(words[i:j]) in known), None)
        if name is None and known:  # "Brermium raised …": a company called by its first name
            name = next((_heads(known)[w] for w in words if w in _heads(known)), None)
        if name is None and not known and words and words[-1] in CORPORATE_WORDS and len(words) > 1:
            name = norm
        if name is not None:
            # the target called by the first word of its name alone ("Learex addresses …") is
            # the target; a longer run ("Learex Shelf Cloud") is a product named after it
            out.append((m.start(), None if name == tnorm and len(words) == 1 else name))
    return sorted(out, key=lambda p: p[0])


# Capitalized words that frame a name instead of naming ("CEO Ann Lee", "In March", "Like Acme",
# "Headcount stands at …"): dropped from the ends of a run of capitals, never from its middle
# ("Yarra Seed Fund"). Lower case; both name readers use it.
FRAMING = frozenset("""the this that these those it its he she they we our their his her a an
according no not neither there sources source in on as at by for with while since from to of
after before during despite although though because when where whether unlike like following
per via among between across beyond besides under over through within without both all each
outside inside alongside against toward towards versus amid upon around about near behind above
below beside until including excluding regarding given using compared relative measured set divided
every some several many most other others key also however meanwhile overall together today now
then currently recently previously earlier later first next last latest recent total revenue
market markets headcount employees staff funding analysts announced sector website founders
founded founder ceo cto cfo coo cpo cmo cro cio ciso chief officer executive president vice
head director product financial operating technology technical marketing commercial people
ipo usd eur gbp series seed cagr tam q1 q2 q3 q4 update
pre-seed convertible note notes bridge
multiple multiples valuation valuations column columns table comparables hq
january february march april may june july august september october november december jan feb
mar apr jun jul aug sep sept oct nov dec""".split())

# "Amsterdam-based Healthtech": a hyphenated word with a lower-case tail describes by its head
_COMPOUND = re.compile(r"([A-Z][\w&'’.]*)-(?:[a-z][\w-]*)")


# a reporting verb written with a capital between two names ("Market Lantern and Ledgerline
# Name Aliothga Systems and Ceandbrum": outside round 100) joins no name
_CAPITAL_VERB = re.compile(r"(?<=\w)\s+(?:Names?|Lists?|Cites?|Calls?|Says?|Ranks?)\s+(?=[A-Z])")


def split_compounds(run: str) -> list[str]:
    """A run of capitalized words split at its describing compounds and at a reporting verb
    between two names: "Amsterdam-based Healthtech" is "Amsterdam" and "Healthtech",
    "Ledgerline Name Aliothga Systems" is "Ledgerline" and "Aliothga Systems", not one name no
    page writes."""
    if "-" in run:
        run = _COMPOUND.sub("\\1\0", run)
    if " " in run:
        run = _CAPITAL_VERB.sub("\0", run)
    return [p.strip() for p in run.split("\0") if p.strip()]


@functools.lru_cache(maxsize=8)
def _heads(known: frozenset[str]) -> dict[str, str]:
    """The first words of the world's company names that name one company alone ("brermium"
    for "brermium systems"), long enough not to be a common word."""
    heads: dict[str, list[str]] = {}
    for name in known:
        head = name.split()[0]
        if len(head) >= 5 and " " in name:
            heads.setdefault(head, []).append(name)
    return {h: names[0] for h, names in heads.items() if len(names) == 1 and h not in known}


def company_of(norm: str, known: frozenset[str]) -> str:
    """The world company a normalized name names: itself, or the company whose name it is the
    first word of ("pristic" for "pristic systems", as a story calls it after its first
    mention); else the name as it is."""
    return norm if norm in known else _heads(known).get(norm, norm) if known else norm


def is_company(norm: str, known: frozenset[str]) -> bool:
    """Whether a normalized name names a company: one the world knows (by its name or its first
    word), or (without a world) one ending in a corporate word."""
    words = norm.split()
    return company_of(norm, known) in known or (
        not known and len(words) > 1 and words[-1] in CORPORATE_WORDS)


# "leading" as a verb of a round ("with Alder leading as the sole investor", "leading the
# Series A"), not the rank "a leading vendor": both rank readers leave it out
# "the person leading partnerships" is someone's job, no rank: "leading" after who leads
# (outside round 19)
LEADING = ("".join(rf"(?<!\b{w} )" for w in ("person", "people", "executive", "manager", "team",
                                             "partner", "officer", "director", "someone", "who is",
                                             "who was", "she is", "he is",
                                             # a gerund after a time word: "after leading
                                             # distributed tracing at …" (outside round 70)
                                             "after", "before", "while", "since", "when"))
           + r"leading(?!\s+(?:as\b|it\b|them\b|"
           # a function led ("identified in 2016 as leading partnerships at the company":
           # outside round 112)
           # (not "the leading research firm": a function ends the phrase)
           r"(?:partnerships|sales|operations|marketing|engineering|research|product|growth|"
           r"hiring|finance|design|strategy|development|efforts)(?:\s+(?:at|for|and|in|across|"
           r"since|from|until)\b|\s*[,.;:)]|\s*$)|"
           r"(?:the|its|their|this|that|a|an)\s+(?:[\w-]+\s+)"
           r"{0,2}(?:rounds?|investments?|financing|raise|funding|series|seed|pre-seed)\b)"
           # "with Ariyn Venture Partners leading and Naelgova Partners joining" (outside
           # round 28): an investor leading a round beside another's part in it
           r"|\s+and\s+(?:[A-Z][\w&'.-]*\s+)+(?:joining|participating|following|investing)\b"
           # "with Leastlelle Partners leading and the only investor" (outside round 121)
           r"|\s+and\s+(?:(?:the|a|an|its)\s+)?(?:(?:only|sole|single|main|largest)\s+)?"
           r"(?:investor|backer)s?\b"
           r"|\s*[,.;:)])")

_FRONTED_PRONOUN = re.compile(r"(?:In|At|Since|After|Before|With|Through|For|During|Despite|"
                              r"Like|Unlike|From)\s+its\b[^,.;]*,\s*(?=[A-Z])")
_RELATION_AFTER = re.compile(r"\s+(?:(?:main|chief|closest|biggest|largest|nearest|fellow|"
                             r"newest|latest|key)\s+)?(?:rival|competitor|peer|customer|client|"
                             r"partner|investor|backer|supplier|subsidiary)s?\s+(?=[A-Z])")
_FRONTED_COMPARISON = re.compile(r"\s*(?:Against|Unlike|Like|Compared (?:with|to)|Versus|"
                                 r"Next to|Beside|Relative to|As with)\s+[^,;]*,\s*(?=\S)")
_TARGET_WORDS = re.compile(r"\b(?:the company|the firm|the startup|its|it)\b", re.I)
_CAPS = re.compile(r"\b[A-Z][\w&'’.-]*(?:\s+(?:[A-Z][\w&'’.-]*|(?:of|de|van|von)\b|&))*")
_POSSESSIVE = re.compile(r"['’]s?$")
# what an investor does to a round, right after its name
# (or names its part in it: "Thiovory Growth was the only investor in the EUR 131M Series D",
# outside round 51)
ACTS_ON_ROUND = re.compile(r"\s+(?:(?:has|had|also)\s+)?(?:led|co-led|invested|backed|"
                            r"participated|joined|provided|anchored)\b|\s+(?:was|were|is)\s+"
                            r"(?:(?:the|a|an)\s+)?(?:only|sole|lead|main|largest|new|first|"
                            r"single|biggest|co-lead)?\s*(?:investors?|backers?|funders?)\s+in\b",
                            re.I)


_NAMED_AS = re.compile(r"\b(?:names?|named|naming|lists?|listed|counts?|counted|calls?|called|"
                       r"cites?|cited|identif(?:y|ies|ied))\s+([^.;]*?)\s+as\s+(?:its\s+|their\s+|the\s+|"
                       r"the\s+company['’]s\s+)?(?:main\s+|closest\s+|direct\s+|key\s+)?"
                       r"(?:competitors?|rivals?|peers?|customers?|clients?|partners?|investors?|"
                       r"backers?|users?)\b")

_LISTED_AS = re.compile(r"\b(?:competitors?|rivals?|peers?|customers?|clients?|partners?|"
                        r"investors?|backers?)(?:\s+(?:also|now|currently|mainly|mostly|chiefly|"
                        r"largely))?\s+(?:include[sd]?|including|are|were|such as|comprise[sd]?)\s+"
                        r"([^.;]*)", re.I)


# an apposition before a present "is": what it says of the figure ("an older figure", "a
# figure that predates its latest partnership") does not make "… is its current headcount"
# history (check 36)
_APPOSED_TO_NOW = re.compile(r",\s+(?:a|an|the)\s+[^,;]{1,80},\s+(?=(?:is|are)\b)", re.I)


# a sentence whose subject is a group of the company's rivals ("All three rivals are US-based and
# older than Pulmvra, each founded in 2014", outside round 130) tells of them, not of the company,
# though it names none of them; a list of their names is no such subject ("Its three rivals are
# Aruex Systems, …" names the company's rivals)
_PEER_GROUP = re.compile(
    r"\s*(?:(?:all|both|each|none|most|several|many|some)\s+(?:of\s+)?)?(?:(?:the|its|their|these|"
    r"those|(?-i:[A-Z])[\w&-]*(?:\s+(?-i:[A-Z])[\w&-]*)*['’]s?)\s+)?"
    r"(?:(?!(?:and|or|with|company|firm)\b)[\w-]+\s+){0,3}?"
    r"(?:rivals|competitors|peers|other (?:companies|firms|vendors))\b(?!['’])"
    r"(?!,?\s+(?:are|were|include[sd]?|including|comprise[sd]?|such as|named|listed)\s+"
    r"(?:(?:the|both)\s+)?(?-i:[A-Z][a-z]))", re.I)


def about_rivals(text: str, target: str = "") -> bool:
    """Whether a sentence's subject is a group of the company's rivals, named by no name, and
    the company is not counted in with them ("All four rivals, like Graium Technologies, are
    headquartered in Berlin" tells of the company too: check 50; "older than Pulmvra" sets it
    apart)."""
    if _PEER_GROUP.match(text) is None:
        return False
    first = target.split()[0] if target.split() else ""
    joined = rf"(?:the company|it|{re.escape(first)})" if first else r"(?:the company|it)"
    return re.search(rf"\b(?:like|as (?:is|are|does|do|did|has|have|was)|as well as|along with|"
                     rf"together with|including|alongside|and|as)\s+{joined}\b", text,
                     re.I) is None


@memo("rollout", 50_000)
def read_claim(text: str, target: str, known: frozenset[str] = frozenset()) -> Reading:
    """The reading of one sentence about `target` (see the module's docstring)."""
    mod = modality(text)
    names = company_names(text, target, known)
    # "Oryvory Investments led the GBP 169M Series D …": an investor acting on a round is the
    # round's agent; the sentence is about the company that raised it (outside round 18)
    if names and names[0][1] is not None:
        run = _CAPS.match(text, names[0][0])
        if run is not None and ACTS_ON_ROUND.match(text, run.end()):
            names = names[1:]
    # "Press coverage names A, B and C as competitors": names given a part are its objects,
    # no subject (outside round 52)
    # (and so are the members of a list the sentence says they are: "Named rivals are A and B,
    # plus C": outside round 62)
    for given in (*_NAMED_AS.finditer(text), *_LISTED_AS.finditer(text)):
        names = [n for n in names if not given.start(1) <= n[0] < given.end(1)]
    # "<peer>'s rival <company> raised …": the name after the relation is the subject (check 15)
    if len(names) > 1:
        run = _CAPS.match(text, names[0][0])
        if run is not None and _POSSESSIVE.search(run.group(0)) and \
                _RELATION_AFTER.match(text, run.end()):
            names = names[1:]
    # "Against <peer>'s EUR 74.8M, <company> raised …", "Unlike <peer>, …": a comparison
    # fronted before the comma names no subject; the main clause's does (check 15)
    fronted = _FRONTED_COMPARISON.match(text)
    if fronted is not None:
        names = [n for n in names if n[0] >= fronted.end()] or names
    subject = names[0][1] if names else None
    dated = _dated(text)
    time: Time = ("future" if mod in ("planned", "forecast") else
                  "past" if _PAST.search(_APPOSED_TO_NOW.sub(" ", text)) else "current")
    return Reading(subject=subject, time=time, modality=mod, dated=dated,
                   quoted=_QUOTED.search(text) is not None or _source_gives(text, target))


# a named source giving a figure ("QuickFirmFacts lists funding to date of £400 million, less
# than the sum of the announced rounds": outside round 24; "QuickFirmFacts gives a higher €200
# million funding total": round 25); the company giving its own figure speaks in its own voice
_SOURCE_GIVES = re.compile(r"\b([A-Z][\w.&-]*(?:\s+[A-Z][\w.&-]*)*)\s+(?:gives?|lists?|shows?|"
                           r"puts?|records?|prints?)\s+[^.;]{0,40}?(?:\bof\b|[$€£]|\d)")


def _source_gives(text: str, target: str) -> bool:
    m = _SOURCE_GIVES.search(text)
    if m is None:
        return False
    tokens = V.name_tokens(m.group(1)) - FRAMING
    return bool(tokens) and not tokens & V.name_tokens(target)


# a named source giving a value: "BizProfileDir gives funding to date as …", "one directory
# lists 2019", "according to QuickFirmFacts"
_QUOTED = Cues.gated(
    re.compile(
        r"\b[A-Z][\w.&-]*(?:\s+[A-Z][\w.&-]*)*\s+(?:gives?|lists?|shows?|puts?|"
        r"records?|reports?|says?|states?|prints?)\b[^.;]{0,60}\b(?:as|at)\b|"
        # "A May 2026 news article still gave a staff of 30, which is older than …" (outside
        # round 24): a dated source's figure, set beside the company's
        # (", refreshed in September 2026," between them: outside round 111)
        r"\b(?:directory|profile|aggregator|database|site|article|report|story|release)\b"
        r"[^.;]{0,45}\b(?:gives?|gave|lists?|listed|shows?|showed|puts?|records?|recorded|"
        r"says?|said|states?|stated)\b|"
        r"\baccording to [A-Z]", re.I),
    words="give gives gave list lists listed show shows showed put puts record records recorded "
          "report reports say says said state states stated print prints according")

# a name followed by what it gives ("the newer Orimkrane figures are used", "Paebrent's
# estimate"): it says which source a figure comes from, a choice of the report, no value of it
AS_A_SOURCE = re.compile(r"(?:['’]s)?\s+(?:figures?|estimates?|sizing|numbers|data)\b")

# a sentence that says how the report computes one of its figures ("Revenue multiples are last
# valuation divided by latest annual revenue"): no claim about the company
# ("Revenue multiples divide each company's latest … valuation by its 2025 revenue": outside
# round 52)
METHOD = re.compile(r"\b(?:multiples?|totals?|total funding|figures?|valuations?)\s+"
                    # ("Each multiple shown is …": outside round 71)
                    r"(?:(?:below|here|in the table|shown)\s+)?"
                    # "The last valuations come from the most recent round releases that
                    # disclosed one" (outside round 111), naming no year or figure ("These
                    # figures come from 2024 articles" dates its sources: outside round 26)
                    r"(?:(?:come|comes|came|(?:are|is|were|was) (?:taken|drawn)) from\b"
                    r"(?![^.;]*\d)|"
                    r"(?:are|is|were|was)\b[^.;]{0,80}?\b(?:divided by|the sum of|summed|"
                    r"added up|computed|calculated|derived|"
                    # which figure the report takes ("Valuations in the table are the latest
                    # each company disclosed": outside round 93)
                    r"the (?:latest|most recent|newest)\b[^.;]{0,40}?\b(?:disclosed|reported|"
                    r"published|available))\b|(?:(?:below|here|in the table|"
                    r"shown)\s+)?(?:divides?|sums?|adds? up)\s"
                    r"[^.;]{0,80}?\b(?:by|of)\b)", re.I)

# a claim that sets a same-named company apart from the target speaks of the namesake
# (a part of the business made "into a separate company" is no namesake: check 50)
SET_APART = re.compile(r"\b(?<!into )(?<!into a )(?<!into an )(?<!as a )(?<!as an )"
                       r"(?:(?:a |another |an )?(?:different|separate|unrelated|other) "
                        # (plural too: "they appear to be different organisations sharing
                        # those names": outside round 38)
                        r"(?:compan(?:y|ies)|firms?|business(?:es)?|entit(?:y|ies)|"
                        r"organi[sz]ations?)|not the same|"
                        r"namesakes?|same[- ]named?|separately reported|"
                        # "… also uses the Fethyn Technologies name" (outside round 27)
                        r"(?:shares|sharing|share|uses|has|bears|carries|goes by) "
                        r"(?:its|the|those|these|their) (?:same )?"
                        r"(?:[\w&-]+ ){0,3}?names?(?=\s*(?:[;,.)]|$|\s(?:as|with|and)\b))|"
                        r"not (?:attributed|credited|assigned|counted|applied) to|"
                        # "… describe a different line of business, so their figures are not used"
                        r"(?:a |another )?(?:different|separate|unrelated|other) line of business|"
                        r"(?:figures?|values?|numbers?|data) (?:are|is|were|was) not used|"
                        # "…, so it is not used here" (outside round 17)
                        r"(?:it|they|this|these|which) (?:are|is|were|was) not used|"
                        # "…, so it does not appear to concern the Milan retail-software company
                        # and is not used here" (outside round 109)
                        r"(?:and|but|so) (?:are|is|were|was) not used|"
                        r"(?:does|do|did) not (?:appear to |seem to )?(?:concern|refer to|be about)"
                        r" the|"
                        r"(?:are|is|were|was) excluded|"
                        # "It should not be confused with a Paris-based … that builds robots"
                        # (outside round 24)
                        r"(?:not|never) (?:to )?be confused with)\b",
                        re.I)


# where a sentence's clauses part at a semicolon or a contrast (a blank's own clause, a value's
# in the undisclosed-fact check, the told part of a claim); ", and", ", so" do not part them
CONTRAST_CLAUSES = re.compile(r";|\s(?:but|while|whereas|although|though)\s", re.I)


# a page's subject named by its city: "… that one outlet reported concerns the Austin-based
# Stunstent run by Malik Neanado" (outside round 113); the closed world checks that the city is
# the namesake's own and not the target's (`placed_by_city`)
# a city written before "-based" ("the Milan-based Trofia Systems"): the one reading of it for
# tier_a and `placed_by_city`
CITY_BASED = r"((?:[A-Z][\w.'’-]*\s+)*?[A-Z][\w.'’]*)-based\b"
_PLACED_BY_CITY = re.compile(
    r"\b(?:concern(?:s|ed|ing)?|refer(?:s|red|ring)? to|(?:is|was|are|were) about|"
    r"belong(?:s|ed|ing)? to|relat(?:es|ed|ing) to|describ(?:es|ed|ing)|cover(?:s|ed|ing)?)\s+"
    r"(?:only\s+)?(?:the|a|an)\s+" + CITY_BASED)


def hq_city(details: dict | None) -> str:
    """The headquarters city of a world company's `details` ("" where it has none)."""
    return str(((details or {}).get("hq") or {}).get("city") or "")


def placed_by_city(text: str, namesake: dict | None, target: dict | None) -> bool:
    """Whether `text` says what it speaks of is the company based in the namesake's city (a
    city that is not the target's), given both companies' world `details`: a namesake set apart
    by its own city."""
    place = V.norm_text(hq_city(namesake))
    return bool(place) and place != V.norm_text(hq_city(target)) and any(
        V.norm_text(m.group(1)).endswith(place) for m in _PLACED_BY_CITY.finditer(text))


# a sentence that works on the one before ("With 2025 revenue of EUR 108M, that implies
# 17.4x", "…, that valuation gives a multiple of about 8.1x": outside round 30) continues its
# subject, though it names no company
_WORKS_ON = re.compile(r"\b(?:that|this|which)\s+(?:(?:valuation|figure|amount|total|sum|"
                       r"multiple|estimate|round|number)\s+)?(?:gives|implies|puts|means|"
                       r"makes|values|works out)\b|"
                       # "Dividing that valuation by 2025 revenue of €197.9m gives …", "Set
                       # against EUR 13M of 2025 revenue, that valuation is about 7.9x" (outside
                       # round 47): the figure of the sentence before, so its company
                       r"\b(?:that|this)\s+(?:valuation|figure|amount|total|sum|multiple|"
                       # "Dividing the USD 130 million valuation by that revenue gives 27.1x"
                       # after the peer's revenue (outside round 90)
                       r"estimate|revenue)\b", re.I)
# a sentence that opens with a pronoun continues the previous sentence's subject
PRONOUN_START = re.compile(r"\s*(?:it|its|the company|the firm|the startup|she|he|they|"
                            r"their|this company)\b", re.I)


def subjects_in_order(texts: list[str], target: str, known: frozenset[str]) -> list[str | None]:
    """The company each sentence of a passage is about, in order: its own reading's subject,
    or, for a sentence that opens with a pronoun ("It was started in 2013 …", "Its flagship is
    …"), the subject of the sentence before it (a paragraph about a competitor stays about
    it)."""
    out: list[str | None] = []
    previous: str | None = None
    tnorm = f" {V.norm_text(target)} "
    for text in texts:
        subject = read_claim(text, target, known).subject
        # "Its flagship is Quuvum Cipher", "Set against its revenue, …": still Quuvum, when
        # the sentence names no company but by a pronoun
        if out and (PRONOUN_START.match(text) or (
                subject is None and tnorm not in f" {V.norm_text(text)} " and
                (_TARGET_WORDS.search(text) or _WORKS_ON.search(text)))):
            subject = previous
        out.append(subject)
        previous = subject
    return out


# the words that may stand between a role and its holder: "Ann Lee, the company's chief
# executive", "chief executive Ann Lee", "Ann Lee is now its CEO", "Ann Lee was named CEO"
# ("chief operating officer Ivana …": a role read without "officer", check 12; "was the first
# chief executive", "interim", "acting": the role all the same, check 13; "A was succeeded (or
# replaced) as chief executive by B": A held it, check 15; "A remains the CEO", outside round 43;
# "A was the previous chief executive", check 18; "A had earlier led the company", check 19;
# "A is a co-chief executive", "A and B are co-chief executives": the second name and its
# plural verb, check 40)
_ROLE_LINKS = frozenset("""is was are were as a an the its company s now current new became
becomes serves served named appointed has been of co founder previously formerly former also
currently officer first interim acting succeeded replaced remains remained still previous had
earlier once""".split())


# verbs of succession: a title right after the active verb is its object's (`holds_role`)
_SUCCEEDED = frozenset({"succeeded", "replaced"})


_GIVEN_PART = frozenset("""customer customers client clients partner partners supplier suppliers
vendor vendors investor investors backer backers competitor competitors rival rivals reseller
resellers user users buyer buyers""".split())


# an apposition set off by commas, dashes or brackets after a name ("Theo Ruiz, the co-founder
# and an early engineer, serves as CTO", "Theo Ruiz — co-founder — serves as CTO"): read
# through, as a reader does, when pairing a name with its role (check 14; the normalized text
# has lost the punctuation, so it is cut from the written one)
# (a relative clause may hold a list of its own: "Theo Selyxova, who sells mainly to schools,
# universities and corporate training teams, is the chief technology officer", check 24)
_APPOSITION = re.compile(r"(?<=\w), (?:who|whose|which)\b[^;:()\[\]]{1,120}?, (?=(?:is|was|"
                         r"serves|served|has|had|became|becomes|remains|remained|now|also|acts|"
                         r"works|runs|ran|leads|led|heads|headed)\b)|"
                         r"(?<=\w), [^,;:()\[\]]{1,80}, |"
                         r"\s+(?:--?|[—–])\s*[^—–;:()\[\]]{1,80}?\s*(?:--?|[—–])\s+|"
                         r"(?<=\w)[—–][^—–;:()\[\]]{1,80}?[—–](?=\w)|"
                         r"\s*\([^()\[\]]{1,80}\)")


@text_memo
def role_norms(text: str) -> tuple[str, ...]:
    """The normalized readings of a sentence in which a role is paired with its holder: as
    written and, where it has an apposition, without it."""
    norm = V.norm_text(text)
    bare = _APPOSITION.sub(" ", text)
    return (norm,) if bare == text else (norm, V.norm_text(bare))


def names_whole(name: str, text: str) -> bool:
    """Whether `text` names `name` as a whole name: not as the start of a longer one ("Axiswise
    Cloud" is not "Axiswise", "Haemgrent Ledger OS" not "Haemgrent Ledger")."""
    if f" {V.norm_text(name)} " not in f" {V.norm_text(text)} ":
        return False
    written = [m.end() for m in re.finditer(rf"\b{re.escape(name)}\b", text)]
    return not written or any(re.match(r"\s+[A-Z]", text[end:]) is None for end in written)


def _given_part(words: list[str], after: int) -> bool:
    """Whether the name ending before `words[after]` is given another part than a role: "the
    CEO named Kivzane Renewables as a customer", or the first of a list given it ("named A, B
    and C as daily users": outside round 51)."""
    tail = words[after:after + 9]
    at = tail.index("as") if "as" in tail else -1
    if at < 0 or not _GIVEN_PART.intersection(tail[at + 1:at + 4]):
        return False
    listed = tail[:at]
    return not listed or (bool({"and", "or"} & set(listed))
                          and not _ROLE_LINKS.intersection(listed))


def holds_role_in(text: str, person: str, role: re.Pattern[str],
                  owners: frozenset[str] = frozenset()) -> bool:
    """`holds_role` on the written sentence `text`, in either of its `role_norms` readings."""
    return any(holds_role(norm, person, role, owners) for norm in role_norms(text))


def holds_role(norm: str, person: str, role: re.Pattern[str],
               owners: frozenset[str] = frozenset()) -> bool:
    """Whether `person` (normalized) stands next to a match of `role` in the normalized
    sentence `norm`, only link words between them: a name elsewhere in the sentence (a product,
    a podcast, a publication) holds no role. The role's company may stand between them too
    ("A is Acme Labs's CTO"): a possessive (a few words before "s") or words of `owners` (the
    target's name words, for "Acme Labs' CTO")."""
    words = norm.split()
    n = len(person.split())
    spots = [i for i in range(len(words) - n + 1) if " ".join(words[i:i + n]) == person
             and not _given_part(words, i + n)]
    for m in role.finditer(norm):
        if handed_over(norm, m.end(), person) or shares_the_post(norm, m, person):
            return True
        start, end = len(norm[:m.start()].split()), len(norm[:m.end()].split())
        for i in spots:
            gap = _unowned(words[i + n:start] if i + n <= start else words[end:i], owners)
            # "A, the co-founder and chief financial officer, …": a founder's second title is
            # theirs too (check 15)
            if gap[-2:] == ["founder", "and"]:
                gap = gap[:-1]
            # "A replaced founder B as chief executive": the title after an active "replaced"
            # is B's ("A was succeeded as CTO" keeps its "as": outside round 108)
            if i + n <= start and any(w in _SUCCEEDED and "as" not in gap[k + 1:]
                                      for k, w in enumerate(gap)):
                continue
            # (six: an apposition between them, "A, the co-founder, serves as CTO": check 13)
            if len(gap) <= 6 and all(w in _ROLE_LINKS for w in gap):
                return True
            # "A and B are co-chief executives": the first of a subject of two names, the plural
            # verb after both (check 39)
            if i + n <= start and _CO_SUBJECT.match(" ".join(gap)):
                return True
            if i + n <= start and _serves_as(gap, m.group(0)):
                return True
    return False


# "A has spearheaded engineering as chief technology officer since 2015": a title after "as"
# is its clause's subject's, whatever the verb (check 45), unless the verb gives it to its
# object ("A hired B as CTO"), the clause sets it at another firm ("worked at X as CTO"), the
# post is left ("stepping aside as CEO") or another subject may stand between ("A and B; the
# latter serves as CTO": check 30). A board seat or a lesser title a source reports ("was
# described as an adviser") or kept beside an earlier post ("who was chief executive until May
# 2025, stayed on as a board member": outside round 111) is read by the page's words alone; an
# officer's title is read all the same ("stayed on as chief technology officer", "was quoted
# as chief executive officer": check 46)
_AS_ARTICLES = frozenset("the its a an company s".split())
_GIVES_IT_AWAY = frozenset("""hired named appointed promoted recruited tapped chose picked selected
brought welcomed nominated elected installed made at for with from aside down stepping stepped
steps left leaving resigned resigning retired retiring quit departed and or but while who whom
which that then latter former""".split())
_SAYS = frozenset("""quoted described listed cited called referred identified introduced credited
mentioned billed presented styled known featured shown interviewed profiled lists describes calls
names quotes credits shows reported reports""".split())
_KEEPS = frozenset("stayed remained stays remains continued continues".split())
_BE = frozenset("is are was were be been being".split())
_OFFICER_TITLE = re.compile(r"\b(?:chief|ceo|cto|cfo|coo|president)\b")


def _serves_as(gap: list[str], title: str) -> bool:
    """Whether the words between a person and a title (`holds_role`; `title`, the normalized
    words of the role) end in "as" and give the title to none but the person: a verb of saying
    gives it its object where it is active ("the release quoted B as COO": outside round 110)."""
    k = len(gap)
    while k and gap[k - 1] in _AS_ARTICLES:
        k -= 1
    words = gap[:k]
    if not (1 < k <= 7 and words[-1] == "as") or _GIVES_IT_AWAY.intersection(words):
        return False
    said = [j for j, w in enumerate(words) if w in _SAYS]
    if any(not _BE.intersection(words[:j]) for j in said):
        return False
    return _OFFICER_TITLE.search(title) is not None or not (said or _KEEPS.intersection(words))


# what stands between the first of two names and their plural verb: "and B are (now) co"
_CO_SUBJECT = re.compile(r"and (?:\S+ ){1,3}(?:are|were|have been|had been|remain|became)"
                         r"(?: (?:now|both|also|currently|the|its|company s|co|joint|interim))*$")


# a post handed from one holder to the next: "the chief executive post changed hands in 2020,
# from A to B" gives the role to both (A before, B after: outside round 33, check 10), read from
# the end of the role's match ("chief technolog|y officer post …": check 11)
HANDOVER = re.compile(r"\w* (?:officer )?(?:(?:post|seat|role|job|position|office|title) )?"
                      r"(?:chang\w* hands|pass\w*|went|moved|(?:was )?handed over)(?: \S+){0,4}? "
                      r"from ")


def handed_over(norm: str, at: int, person: str) -> bool:
    """Whether the role ending at `at` of the normalized sentence `norm` is handed over from
    or to `person`."""
    h = HANDOVER.match(norm, at)
    if h is None:
        return False
    tail = f"{norm[h.end():]} "
    return tail.startswith(f"{person} ") or bool(
        re.match(rf"(?:\S+ ){{1,4}}?to {re.escape(person)} ", tail))


# a post held jointly: "A is co-chief executive with B" gives the role to B as well (check 14)
_SHARED_WITH = re.compile(r"(?: officer)? (?:with|alongside) ")


def shares_the_post(norm: str, m: re.Match[str], person: str) -> bool:
    """Whether the role matched at `m` of the normalized sentence `norm` is a joint post
    ("co chief executive") shared with `person`."""
    if not norm[:m.start()].endswith("co "):
        return False
    w = _SHARED_WITH.match(norm, m.end())
    return w is not None and f"{norm[w.end():]} ".startswith(f"{person} ")


def _unowned(gap: list[str], owners: frozenset[str]) -> list[str]:
    """`gap` without the name of the role's company: its `owners` words, and up to three words
    before a possessive "s"."""
    out: list[str] = []
    for w in gap:
        if w == "s" and out and len(out) - _last_link(out) <= 3:
            del out[_last_link(out):]
        if w not in owners:
            out.append(w)
    return out


def _last_link(words: list[str]) -> int:
    """The index after the last link word of `words` (0 when there is none)."""
    return next((k + 1 for k in range(len(words) - 1, -1, -1) if words[k] in _ROLE_LINKS), 0)


# Words that say nothing of their own: function words, auxiliaries, the words a sentence names
# its subject with ("the company", "its") and the frame of a denial ("it is false that").
_FUNCTION_WORDS = frozenset("""
a about above across after again against all also although am among an and any are around as
at be became because been before being below between both but by can could did do does doing
done during each either else ever every for from further had has have having he her here hers
him his how however i if in into is it its itself just may me might more most much must my
neither no nor not now of off on once only onto or other our ours out over own per quite rather
really same shall she should since so some still such than that the their theirs them then there
these they this those though through thus to too under until upon us very via was we were what
when where whether which while who whom whose why will with within without would yet you your
company company's firm business organisation organization false untrue true incorrect
inaccurate wrong myth case say said never cannot""".split())
_WORD_RX = re.compile(r"[a-z][a-z'’-]*[a-z]|[a-z]")


# verbs that say who gave a statement ("the CEO named …", "the report lists …"): whose words,
# never what they say
_ATTRIBUTION = frozenset("""say says said name names named list lists listed cite cites cited
call calls called describe describes described note notes noted mention mentions mentioned
tell tells told state states stated""".split())


@text_memo
def content_words(text: str) -> tuple[str, ...]:
    """The words of a text that carry its content, lower-cased, possessives dropped, in order:
    no function word, nothing under three letters."""
    out = []
    for w in _WORD_RX.findall(text.lower()):
        w = re.sub(r"['’]s$", "", w)
        if len(w) >= 3 and w not in _FUNCTION_WORDS and w not in _ATTRIBUTION and \
                not w.endswith(("n't", "n’t")):
            out.append(w)
    return tuple(out)


@text_memo
def word_index(text: str) -> tuple[frozenset[str], dict[str, tuple[str, ...]]]:
    """The words of a text (lower-cased), and those of four letters or more by their first
    four: what `has_word` looks a claim's word up in."""
    words = frozenset(_WORD_RX.findall(text.lower()))
    by_start: dict[str, list[str]] = {}
    for w in sorted(words):
        if len(w) >= 4:
            by_start.setdefault(w[:4], []).append(w)
    return words, {k: tuple(v) for k, v in by_start.items()}


def has_word(word: str, index: tuple[frozenset[str], dict[str, tuple[str, ...]]]) -> bool:
    """Whether a text holds `word`, a word of the same stem (`_same_stem`), or what pages
    write for it (`_WRITTEN_AS`: "CEO" is "chief executive", a firm a company)."""
    def held(w: str) -> bool:
        return w in index[0] or any(_same_stem(w, other) for other in index[1].get(w[:4], ()))

    return held(word) or any(all(map(held, alt.split())) for alt in _WRITTEN_AS.get(word, ()))


# a role's abbreviation and its title; the words for a company (singular: a plural shares its
# stem)
_ORGANISATION = ("company", "firm", "business", "startup", "vendor", "provider")
_WRITTEN_AS: dict[str, tuple[str, ...]] = {
    "ceo": ("chief executive",), "cto": ("chief technology", "chief technical"),
    "cfo": ("chief financial",), "coo": ("chief operating",),
    **{w: _ORGANISATION for w in """company companies firm firms business businesses startup
       startups vendor vendors provider providers""".split()},
}


_ENDINGS = ("ations", "ation", "ings", "ing", "ions", "ion", "ers", "er", "ed", "es", "s", "d",
            "ly")


def _same_stem(a: str, b: str) -> bool:
    """Two words of one stem: equal once a common ending is cut ("sale"/"sales",
    "move"/"moved"), or sharing a start of five letters or more that is all but the last three
    letters of the shorter ("resigned"/"resignation"); "with" is no stem of "withdrew"."""
    if a == b:
        return True
    stems_a = {a} | {a[:-len(e)] for e in _ENDINGS if a.endswith(e) and len(a) - len(e) >= 3}
    stems_b = {b} | {b[:-len(e)] for e in _ENDINGS if b.endswith(e) and len(b) - len(e) >= 3}
    if stems_a & stems_b:
        return True
    n = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        n += 1
    return n >= 5 and n >= min(len(a), len(b)) - 3


def value_measures(text: str,
                   kinds: list[tuple[str, re.Pattern[str]]]) -> dict[float, frozenset[str]]:
    """What each figure of a sentence measures, read next to it: the kinds (of `kinds`) of the
    three words before it and the two after ("revenue of USD 408.1M", "176 employees"), not of
    the whole sentence ("USD 2.58B … over 2025 revenue of USD 408.1M": 2.58B measures nothing
    said)."""
    out: dict[float, frozenset[str]] = {}
    valuation = [k for k, _ in kinds if k == "valuation"]
    for start, end, value in V.value_spots(text):
        before = " ".join(_own_item(text[:start]).split()[-3:])
        after = " ".join(text[end:].split()[:2])
        found = frozenset(k for k, rx in kinds if rx.search(before) or rx.search(after))
        if valuation and _AT_A_PRICE.search(text, 0, start):
            found = frozenset(valuation)  # "raise up to USD 500M … at roughly USD 3.69 billion"
        out[value] = out.get(value, frozenset()) | found
    return out


def _own_item(before: str) -> str:
    """The words before a figure, from the start of its own list item: a comma, semicolon or
    "and" closes the item before it when that item holds a figure of its own ("11 at the 2022
    Seed round, 16 in November 2023": 16 measures no round, outside round 72; "109 at the 2022
    Series C and 180 at the April 2025 Series D": 180 neither, outside round 85)."""
    items = _ITEM_BREAK.split(before)
    if len(items) < 2:
        return before
    return items[-1] if V._DIGIT.search(items[-2]) else before


_ITEM_BREAK = re.compile(r"[,;]|\s+and\s+")


# the price a round is raised at, after the round: its valuation (outside round 32)
_AT_A_PRICE = re.compile(r"\b(?:rais\w*|round|rounds)\b[^.;]{0,80}?\bat\s+(?:(?:roughly|about|"
                         r"around|nearly|approximately|some|close to|up to|a)\s+)?$", re.I)


# the parts of a sentence listing things, each with its own values ("A (launched July 2018)
# and B (launched 2021)"; "A, launched in 2019, and B, launched in 2020"; "…; …")
LIST_PARTS = re.compile(r";|\)|,?\s+and\b")


# a figure named by its date or its value ("the October 2026 figure", "the 2024 count", "the
# 486 count")
REFERS_BACK = re.compile(r"\bthe (?:(?:early |mid-|late )?(?:January|February|March|April|May|"
                         r"June|July|August|September|October|November|December) )?"
                         r"(\d[\d,]*(?:\.\d+)?) (?:figures?|counts?|numbers?|totals?|estimates?|"
                         # ("No valuation was disclosed for the 2026 round" after the round's
                         # cited sentence: outside round 90)
                         r"values?|headcounts?|one|rounds?)\b", re.I)


def referred_back(text: str, said: set[float]) -> list[str]:
    """The figures a sentence names as figures an earlier cited sentence of its section gave
    (`said`: "so it is older than the 486 count", outside round 73), as written."""
    return sorted({m.group(1) for m in REFERS_BACK.finditer(text)
                   if V._to_float(m.group(1)) in said})


def without_references(text: str, written: list[str]) -> str:
    """The sentence with each figure it names as an earlier sentence's left as its noun ("the
    486 count" is "the count"): a reference, no value of its own."""
    return REFERS_BACK.sub(lambda m: m.group(0).replace(f"{m.group(1)} ", "", 1)
                           if m.group(1) in written else m.group(0), text)


# a list of names after "named" ("the CEO named A, B and C in a podcast"), and a role word just
# after such a list ("named A and B co-chief executives")
_NAME_RUN = r"(?-i:[A-Z])[\w&'’-]*(?:\s+(?-i:[A-Z])[\w&'’-]*)*"
_NAMED_LIST = re.compile(rf"\bnamed\s+({_NAME_RUN}(?:,\s+{_NAME_RUN})*,?\s+and\s+{_NAME_RUN})")
_ROLE_AFTER = re.compile(r"\s+(?:as\s+)?(?:its\s+|the\s+)?(?:co-?)?(?:chief|ceo|cto|cfo|coo|"
                         r"president|chair|directors?|founders?|heads?)\b", re.I)


def named_list(text: str) -> str:
    """The lists of names a sentence says someone named ("the CEO named Vyxic Distribution,
    Kanex Freight and Zalmara Shipping in a podcast": outside round 73), joined: none of them
    holds the namer's post; a list a role follows holds it ("named A and B co-chief
    executives")."""
    return " ".join(m.group(1) for m in _NAMED_LIST.finditer(text)
                    if not _ROLE_AFTER.match(text, m.end()))


# ---- "respectively": a list paired with a list, item by item ----------------------------------
_R_MONTH = (r"(?:January|February|March|April|May|June|July|August|September|October|November|"
            r"December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)")
_R_ITEM = (r"(?:(?:EUR|USD|GBP|CHF|SEK|NOK|DKK|AUD|CAD|SGD|[€$£])\s?\d[\d.,]*\s?(?:[MBK]\b|"
           r"million\b|billion\b|bn\b|m\b)?|"
           rf"(?:\d{{1,2}}\s+{_R_MONTH}\s+|{_R_MONTH}\s+(?:\d{{1,2}},?\s+)?)?(?:19|20)\d\d\b|"
           r"\d[\d.,]*%?|"
           r"(?-i:[A-Z])[\w&'’-]*(?:\s+(?-i:[A-Z0-9])[\w&'’-]*)*|"
           r"(?:a|an|the)(?:\s+(?!and\b)[\w-]+){1,3}|"
           # a title without its article ("are the chief executive and co-founder, respectively":
           # check 40)
           r"(?:co-?)?(?:chief(?:\s+(?!and\b)[\w-]+){1,2}|founder|president|chair(?:man|woman)?))")
_R_LIST = re.compile(rf"{_R_ITEM}(?:,\s+{_R_ITEM})*,?\s+and\s+{_R_ITEM}")
_R_ONE = re.compile(_R_ITEM)
_RESPECTIVELY = re.compile(r",?\s+respectively\b", re.I)


def respectively(text: str) -> list[str]:
    """A sentence pairing two lists "respectively", as one sentence a pair ("A and B launched in
    2016 and 2019, respectively" is "A launched in 2016" and "B launched in 2019"): the first
    two lists of as many items; [] where the sentence has no such pair of lists."""
    said = _RESPECTIVELY.search(text)
    if said is None:
        return []
    core = text[:said.start()] + text[said.end():]
    lists = [(m.span(), [x.group(0) for x in _R_ONE.finditer(m.group(0))
                         if x.group(0).lower() != "and"]) for m in _R_LIST.finditer(core)]
    for i, (span_a, items_a) in enumerate(lists):
        for span_b, items_b in lists[i + 1:]:
            if len(items_a) == len(items_b) >= 2:
                between, after = core[span_a[1]:span_b[0]], core[span_b[1]:]
                return [core[:span_a[0]] + a + _agreeing(between) + b + _agreeing(after)
                        for a, b in zip(items_a, items_b, strict=True)]
    return []


# the words after a list that agree with it ("are", "rounds"), made to agree with one item
_PLURAL_AFTER = re.compile(r"^(\s+)(are|were|have|rounds|products|platforms|offices|customers|"
                           r"partners|investors|companies|firms|apps)\b")
_SINGULAR = {"are": "is", "were": "was", "have": "has", "companies": "company"}


def _agreeing(text: str) -> str:
    return _PLURAL_AFTER.sub(lambda m: m.group(1) + _SINGULAR.get(m.group(2), m.group(2)[:-1]),
                             text, count=1)
