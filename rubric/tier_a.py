"""The 15 Tier-A verifiers (SPEC §7): deterministic checks from the parse, the rebuilt source
registry and, in the closed world, the ground truth. Each check appends `Finding`s with the
sentence, the sources, the expected and the found value; `TierAStats` carries the counts the
reward composes (completeness, citation validity and coverage, table validity, filler share).

Cost: one pass over the report's claims and facts; a cited source's excerpts are read once per
process as one pooled view (normalized text, sorted numbers for a bisect, years, dates; see
`Evidence`), and list/dict fact comparisons are memoized by value like scalar ones.
"""

from __future__ import annotations

import bisect
import dataclasses
import datetime
import math
import re
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from rubric import values as V
from rubric.cues import Cues
from rubric.derived import (
    COUNTED,
    ROUND_TYPES,
    SUMMED_FACTS,
    counts_a_list,
    money_sum_supported,
    multiple_supported,
    multiples,
    part_amounts,
    round_type_rx,
    rounds_named,
    states_total,
)
from rubric.events import bought, event_kinds, grave_event
from rubric.findings import Finding
from rubric.memo import memo, memo_by_identity, memo_dict
from rubric.normalize import normalize_text
from rubric.reading import (
    AS_A_SOURCE,
    CITY_BASED,
    CONTRAST_CLAUSES,
    CORPORATE_WORDS,
    EVENT_OBJECT,
    FRAMING,
    HANDOVER,
    LEADING,
    LIST_PARTS,
    METHOD,
    SEMICOLON,
    SET_APART,
    Reading,
    about_rivals,
    company_names,
    company_of,
    content_words,
    has_word,
    holds_role_in,
    hq_city,
    main_clause,
    modality,
    named_list,
    names_whole,
    read_claim,
    referred_back,
    split_compounds,
    subjects_in_order,
    value_measures,
    word_index,
)
from rubric.registry import page_texts
from rubric.report.models import Claim
from rubric.report.parser import AS_OF_FORM
from rubric.urls import normalize_url

# fact ids whose value is derived from other facts (sums, counts, rates)
DERIVED = {"funding.total_raised", "funding.rounds_count", "financials.revenue_growth"}
IDENTITY = {"overview.legal_name", "overview.website"}
# `\b[A-Z]…` with the word boundary written as a look-behind after the capital (a capital is a
# word character, so the boundary means no word character before it): a leading literal class
# lets `re` skip to candidate positions
_CAP_WORD = re.compile(r"[A-Z](?<!\w[A-Z])[a-zA-Z0-9&'.-]+(?:\s+[A-Z][a-zA-Z0-9&'.-]+)*")
_POSSESSIVE = re.compile(r"['’]s\b")
_FOUNDED_IN = re.compile(r"\b(?:founded|established|started)\b[^.]{0,40}?\b((?:19|20)\d\d)\b")
# cue words of each section's topic (keys of required_facts.yaml sections); a sentence's topic
# is the section whose cues it matches most
_TOPIC_CUES: dict[str, Cues] = {
    "overview": Cues(["founded", r"headquarter\w*", "based in", "website", "sector",
                      "presents itself"]),
    "products": Cues(["products?", "flagship", "launched", "platform", "product lines?"]),
    "leadership": Cues([r"chief \w+ officer", "ceo", "cto", "chief executive",
                        "leads? the company", "executive"]),
    # (a section listing "three rounds: a GBP 5.8M Seed led by … Partners" is funding, not
    # the partnerships its investors' names hold: outside round 44)
    "funding": Cues(["raised", "funding", "rounds?", "investors?", "valuation", "valued",
                     "led the", "led by", "post-money", r"series [a-h]"]),
    # a count of people is a headcount ("employs 264 people", "put the team at 240"), whoever
    # gives it (outside round 11: a CEO quoting the headcount read as leadership)
    # (gated by literal parts: an alternative opening with a digit has no stem to pre-test)
    "financials": Cues.gated(re.compile(
        r"\b(employees|headcounts?|revenue|staff|growth of|employ\w*|\d[\d,]* people|"
        r"team (?:at|of) \d[\d,]*|workforce)\b", re.I),
        parts="employ|headcount|revenue|staff|growth of|people|team |workforce"),
    "customers": Cues(["customers?", "clients?", "partners?", "partnerships?"]),
    # (a market "sized at USD 8.5 billion … to grow at a 15.2 percent compound annual rate" is
    # the market's, though the sentence says the company "competes in" it: outside round 84)
    "market": Cues(["market", "cagr", "addressable", "compound annual", "sized at"]),
    "competition": Cues(["competitors?", r"compet\w+", "rivals?"]),
}
# a section's own topic in other words: they clear its section ("with its head office in San
# Francisco", "was started in 2018 by", "give the company's web address": outside round 129) but
# classify no sentence elsewhere (a leadership sentence naming founders stays leadership's)
_TOPIC_ALSO: dict[str, Cues] = {
    "overview": Cues([r"head[- ]offices?", "founders?", "co-founders?", "web address",
                      r"(?:started|established|set up|incorporated|formed) (?:in|by)",
                      r"(?:describes|calls|bills|positions) itself", "located in",
                      "sectors?", "industry"]),
    "products": Cues(["software", "apps?", "features?", "modules?", "tools?"]),
    "leadership": Cues(["founders?", "co-founders?", r"chair\w*", "president",
                        "management", "managing director"]),
}
_UNSEEN = object()  # a cited id not resolved yet
_TOPIC_FREE = {"recent", "comparables"}  # news and the table may touch any topic


@memo("rollout", 65536)
def topic_of(text: str) -> str | None:
    low = V.ascii_lower(text)
    best, hits = None, 0
    contains = low.__contains__ if low is not None else None
    for key, cues in _TOPIC_CUES.items():
        if contains is not None and not any(map(contains, cues.stems)):
            continue  # no stem, no match, no hits (`Cues.may_match`, inlined)
        n = len(cues.regex.findall(text))
        if n > hits:
            best, hits = key, n
    return best


@dataclass(frozen=True, slots=True)
class _Profile:
    norm: str
    numbers: tuple[float, ...]
    years: frozenset[int]
    dates: tuple[V.Date, ...]


@memo("world", 50_000)
def _profile(raw: str) -> _Profile:
    """Normalized view of one excerpt text. Keyed by the text itself: world pages repeat across
    the rollouts of a group and of a run, so each page is normalized once per process."""
    # a page is read line by line: "Founded: 2016" and a next line "Employees: 700" never
    # merge into "2016 employees" (lines are joined by two spaces, which no whole-word needle
    # crosses), and no number, scale or date is read across a line break
    lines = [line for line in normalize_text(raw).split("\n") if line.strip()]
    nums: list[float] = []
    for line in lines:
        nums.extend(m.amount for m in V.money_mentions(line))
        for m in V._PLAIN_NUM.finditer(line):
            nums.append(V._to_float(m.group("num")) * V._scale(m.group("scale")))
    norm = "  ".join(V.norm_text(line) for line in lines)
    return _Profile(" " + norm + " ", tuple(nums),
                    frozenset(int(y) for line in lines for y in V._YEAR.findall(line)),
                    tuple(d for line in lines for d in V.date_mentions(line)))


# A sentence is copied when COPIED_RUN consecutive words of it (normalized: case, accents and
# punctuation aside), COPIED_PROSE of them written in lower case, stand verbatim on a page it
# cites. A name, a title or a short quote is shorter; a run of mostly names and figures (a list
# of customers, "raised EUR 177.5M in a Series D round led by Aranmory Capital") states facts as
# any report must; and a fact restated in the page's own short sentence ("X is a mobile app for
# patient triage launched in 2016", 12 words) is how the world's pages and honest agents both
# say it. Fifteen words in a row, two thirds of them prose, is a passage taken whole
# (docs/reward.md, "Format": 1.5–5.6% of the pilot agents' words, none of the oracle's).
COPIED_RUN = 15
COPIED_PROSE = 10


def _prose_words(text: str) -> list[tuple[str, bool]]:
    """The normalized words of a sentence (`norm_text`, word by word), each with whether it
    was written in lower case (a prose word, not a name's or a figure's)."""
    return [(w, token[:1].islower()) for token in text.split()
            for w in V.norm_text(token).split()]


@memo("world", 2048)
def _page_runs(raw: str) -> frozenset[int]:
    """The hashes of every run of `COPIED_RUN` consecutive normalized words of one excerpt,
    within a line (a page is read line by line, as `_profile` reads it); hashes, not the runs,
    so a page costs a few kB of memory."""
    runs: set[int] = set()
    for line in _profile(raw).norm.split("  "):
        words = line.split()
        runs.update(hash(" ".join(words[i:i + COPIED_RUN]))
                    for i in range(len(words) - COPIED_RUN + 1))
    return frozenset(runs)


# A copied run survives words slipped into it ("… lets customers export it also at any time
# …", a word every eleven: attack round 9): a run of the page's words in the page's order, with
# single words of the sentence's own between them, counts as one run. A word changed for
# another breaks the run (the page goes on with its own word): a close paraphrase is no copy
COPY_GRAM = 5  # a run starts where this many words stand together on the page


@memo("world", 2048)
def _page_words(raw: str) -> tuple[tuple[str, ...], dict[int, tuple[int, ...]]]:
    """The normalized words of one excerpt (lines kept apart by an empty word) and where each
    run of `COPY_GRAM` of them starts, by its hash."""
    words: list[str] = []
    for line in _profile(raw).norm.split("  "):
        words += [*line.split(), ""]
    starts: dict[int, list[int]] = defaultdict(list)
    for i in range(len(words) - COPY_GRAM + 1):
        if "" not in words[i:i + COPY_GRAM]:
            starts[hash(" ".join(words[i:i + COPY_GRAM]))].append(i)
    return tuple(words), {k: tuple(v) for k, v in starts.items()}


def _inserted_run(words: list[tuple[str, bool]], raw: str) -> bool:
    """Whether `COPIED_RUN` words of the page stand in the sentence in the page's order, at
    least `COPIED_PROSE` of them lower case, with single words of the sentence's own slipped
    between them (no two within four words)."""
    page, starts = _page_words(raw)
    n = len(words)
    for i in range(n - COPY_GRAM + 1):
        for p in starts.get(hash(" ".join(w for w, _ in words[i:i + COPY_GRAM])), ())[:8]:
            run, prose = COPY_GRAM, sum(lower for _, lower in words[i:i + COPY_GRAM])
            r, q, since, slipped = i + COPY_GRAM, p + COPY_GRAM, COPY_GRAM, False
            while r < n and q < len(page):
                if words[r][0] == page[q]:
                    run, prose, r, q, since = run + 1, prose + words[r][1], r + 1, q + 1, since + 1
                elif since >= 4 and r + 1 < n and words[r + 1][0] == page[q]:
                    r, since, slipped = r + 1, 0, True
                else:
                    break
                if slipped and run >= COPIED_RUN and prose >= COPIED_PROSE:
                    return True
    return False


_LEADING_IT = re.compile(r"^\s*It\b")
_BUYING_FIRMS = re.compile(r"\b(?:buy|buys|buying|purchas(?:e|es|ed|ing))\b(?: up)? (?:\w+ ){0,2}"
                           r"(?:specialists|rivals|competitors|start-?ups|companies|firms|"
                           r"vendors|players|businesses)\b", re.I)


@memo("world", 8192)
def _page_event_kinds(raw: str) -> frozenset[str]:
    """The kinds of grave event one excerpt mentions (`rubric.events.event_kinds`)."""
    return event_kinds(raw)


@dataclass(frozen=True, slots=True)
class _Pooled:
    """One source's excerpts read as a whole: the union of their `_Profile`s. `norm` joins the
    parts' space-padded texts, so a whole-word needle (single spaces) can never match across
    two parts; `numbers` is sorted for a bisect (`linear` when a NaN forbids sorting)."""

    norm: str
    numbers: tuple[float, ...]
    linear: bool
    years: frozenset[int]
    dates: tuple[V.Date, ...]
    # what the pool holds of each truth probe met so far (`_truth_probed`), by the probe's id
    answers: dict[int, tuple[Any, Any]] = field(default_factory=dict, compare=False)


@memo("world", 8192)
def _pooled(excerpts: tuple[str, ...]) -> _Pooled:
    """Keyed by the excerpt texts: a page's snippet and text recur across rollouts (bounded
    below `_profile`'s cache: each entry holds a copy of its pages' normalized text)."""
    parts = [_profile(x) for x in excerpts]
    nums = [n for p in parts for n in p.numbers]
    linear = any(n != n for n in nums)
    return _Pooled(" ".join(p.norm for p in parts), tuple(nums if linear else sorted(nums)),
                   linear, frozenset().union(*(p.years for p in parts)),
                   tuple(d for p in parts for d in p.dates))


class Evidence:
    """Normalized text of one cited source (the union of its excerpts)."""

    __slots__ = ("source", "_parts", "_pool")

    def __init__(self, source: Any) -> None:
        self.source = source
        self._parts: list[_Profile] | None = None
        self._pool = _pooled(page_texts(source))

    @classmethod
    def of_sentences(cls, texts: list[str]) -> Evidence:
        """A report's own sentences read as one source, from their memoized keys and normal
        forms (the claim checks computed them already; nothing world-keyed is filled)."""
        nums: list[float] = []
        years: set[int] = set()
        dates: list[V.Date] = []
        for text in texts:
            keys = _numeric_keys(text)
            nums.extend(m.amount for m in keys["money"])
            nums.extend(v for v, _ in keys["numbers"])
            years.update(keys["years"])
            dates.extend(keys["dates"])
        linear = any(n != n for n in nums)
        norm = "  ".join(V.norm_text(t) for t in texts)
        ev = cls.__new__(cls)
        ev.source, ev._parts = None, []
        ev._pool = _Pooled(f" {norm} ", tuple(nums if linear else sorted(nums)), linear,
                           frozenset(years), tuple(dates))
        return ev

    @property
    def parts(self) -> list[_Profile]:
        if self._parts is None:
            self._parts = [_profile(x) for x in page_texts(self.source)]
        return self._parts

    @property
    def pool(self) -> _Pooled:
        return self._pool

    @property
    def raw(self) -> str:
        return "\n".join(page_texts(self.source))

    @property
    def norm(self) -> str:
        return self.pool.norm

    @property
    def numbers(self) -> list[float]:
        return [n for p in self.parts for n in p.numbers]

    @property
    def years(self) -> set[int]:
        return set(self.pool.years)

    @property
    def dates(self) -> list[V.Date]:
        return list(self.pool.dates)

    def has_number(self, value: float, precision: float = 0.0) -> bool:
        # the widest tolerance `V.agrees` can allow near `value`, for a bisect window
        tol = min(max(precision, abs(value) * 0.005), abs(value) * 0.05) * 1.0001 + 1e-9
        pool = self._pool
        nums = pool.numbers
        if pool.linear or not (math.isfinite(value) and math.isfinite(tol)):
            return any(V.agrees(value, n, precision) for n in nums)
        slack = 2 * tol + 1e-9 * (abs(value) + 1.0)
        hi = value + slack
        for i in range(bisect.bisect_left(nums, value - slack), len(nums)):
            n = nums[i]
            if n > hi:
                return False
            if V.agrees(value, n, precision):
                return True
        return False

    def has_range(self, lo: float, hi: float) -> bool:
        """Some number of the source lies in [lo, hi] (a bound the claim wrote)."""
        nums = self._pool.numbers
        if self._pool.linear:
            return any(lo <= n <= hi for n in nums)
        i = bisect.bisect_left(nums, lo)
        return i < len(nums) and nums[i] <= hi

    def has_year(self, year: int) -> bool:
        return year in self._pool.years

    def has_name(self, name: Any) -> bool:
        return self.has_norm(V.norm_text(name))

    def has_norm(self, norm: str) -> bool:
        """`norm` (already normalized) appears as whole words in an excerpt."""
        if not norm:
            return False
        return f" {norm} " in self._pool.norm

    def spells_out(self, acronym: str) -> bool:
        """An acronym ("MGA") written out in an excerpt ("managing general agents")."""
        words = r"\w* ".join(acronym.lower())
        return re.search(rf" {words}\w* ", self._pool.norm) is not None

    def has_date(self, d: V.Date) -> bool:
        if d.month is None:
            return self.has_year(d.year)
        return any(V.dates_match(d, x) for x in self.pool.dates)


@dataclass
class TierAStats:
    facts_required: int = 0
    facts_satisfied: float = 0.0
    facts_valued: int = 0
    claims_total: int = 0
    claims_factual: int = 0
    claims_cited: int = 0
    citations_total: int = 0
    citations_valid: int = 0  # resolve to a source of this rollout that the agent read
    citations_checked: int = 0  # citations of claims with key values, some on a cited page …
    citations_supported: int = 0  # … whose source contains one of the claim's key values
    filler_sentences: int = 0
    duplicate_sentences: int = 0
    sections_empty: int = 0
    table_ok: bool = False
    cited_sources: int = 0
    cited_sources_read: int = 0
    facts_prose_checked: int = 0  # valued facts (the table aside) …
    facts_in_prose: int = 0  # … whose value the report's prose states
    peer_cells_disclosed: int = 0  # peers' allowed-blank cells the world discloses …
    peer_cells_filled: int = 0  # … that the table fills
    # the contract's format rules (P_format): each broken rule costs once
    sections_out_of_order: bool = False
    sections_repeated: int = 0  # sections written twice (or more)
    sources_listed: bool = False  # a `## Sources` list with at least one entry
    as_of_malformed: int = 0  # facts entries whose as_of is no YYYY[-MM[-DD]]
    words_written: int = 0  # words of the report's sentences (sections and outside them) …
    words_copied: int = 0  # … in sentences copied from the pages they cite (`check_format`)


@dataclass
class TierAResult:
    findings: list[Finding] = field(default_factory=list)
    stats: TierAStats = field(default_factory=TierAStats)
    world_checked: bool = False
    subjects: dict[str, str] = field(default_factory=dict)  # sentence -> carried-over subject
    # sentence -> the figures it names as an earlier cited sentence's ("the 486 count")
    references: dict[str, list[str]] = field(default_factory=dict)
    # labels and Sources-title additions read as sentences: the judge reads them too
    labels_read: list[Claim] = field(default_factory=list)
    # sentences copied from the pages they cite: charged in P_format, out of the checked claims
    copied: set[str] = field(default_factory=set)
    # the checked claims (N of A_prose) as (citations, key values, sentence): `checked_claims`
    # counts them once the findings are known
    checked: list[tuple[tuple[int, ...], frozenset[Any], str]] = field(default_factory=list)
    # each sentence's citations checked and supported (spam aside), counted in `Prec` of S_cite
    # only where no finding charges the sentence: a wrong sentence costs its error once, not
    # once more for the pages that hold the right value (`score.citation_precision`)
    cite_tallies: list[tuple[str, int, int]] = field(default_factory=list)


def claim_keys(text: str, skip_names: frozenset[str] = frozenset()) -> dict[str, list[Any]]:
    """The key values of a sentence: money, other numbers, years, dates and proper names.
    Cached by (sentence, target): the rollouts of a group repeat most sentences. Read-only."""
    return _claim_keys(text, skip_names)


@memo("rollout", 50_000)
def _claim_keys(text: str, skip_names: frozenset[str]) -> dict[str, list[Any]]:
    names, names_norm = _name_keys(text, skip_names)
    return {**_numeric_keys(text), "names": names, "names_norm": names_norm}


@memo("rollout", 50_000)
def _numeric_keys(text: str) -> dict[str, list[Any]]:
    """The money, numbers, (sorted) years and dates of a sentence: `claim_keys` less the names,
    which a check reads only when no number settles it."""
    if V._DIGIT.search(text) is None:  # money, dates, years and numbers all need a digit
        return {"money": [], "numbers": [], "years": [], "dates": [], "bounds": {}}
    text = V.without_shown_sums(text, parts_in_unit=True)
    # `V.money_mentions(text)` without its memo: this memo holds the sentence's money already
    money = list(V._money_scan(text)[0])
    years = V.years_of(text)
    dates, date_spans = V.date_scan(text)
    return {"money": money, "numbers": _plain_numbers(text, money, years, date_spans),
            "years": sorted(years), "dates": dates, "bounds": V.number_bounds(text)}


def _plain_numbers(text: str, money: list[V.Money], years: set[int],
                   date_spans: list[tuple[int, int]]) -> list[tuple[float, float]]:
    """(value, precision) of the numbers of a sentence that are neither money, nor a year, nor
    part of a date (`date_spans`: every date pattern's matches), nor below 2 without a
    scale."""
    nums: list[tuple[float, float]] = []
    money_vals = {round(m.amount) for m in money} if money else ()
    for m in V._PLAIN_NUM.finditer(text):
        if date_spans and any(a <= m.start() < b for a, b in date_spans):
            continue  # a day or month of a date, not a quantity
        raw, scale = m.group("num", "scale")
        if len(raw) == 4 and raw.isdigit() and int(raw) in years:
            continue  # a year ("in 2016"), tested before the number is read
        val = V._to_float(raw) * V._scale(scale)
        if round(val) in money_vals:
            continue
        if val < 2 and not scale:
            continue  # "one", "1" are too common to be evidence of anything
        nums.append((val, V._half_ulp(raw, V._scale(scale))))
    return nums



# the place a sentence gives as the company's headquarters ("is headquartered in Berlin", "its
# head office is in Cork", "is based in Dublin, Ireland": the first place named), by its own verb
# (a role "based in Milan" on the careers page places no headquarters)
_HQ_PLACE = re.compile(r"\b(?:(?:is|are|remains|remain|has been|have been|stays)\s+"
                       r"(?:now\s+|still\s+)?(?:headquartered|based)|(?:head office|"
                       r"headquarters|hq)\s+(?:is|are|sits|lies))\s+(?:in|at)\s+"
                       r"(?:the\s+city\s+of\s+)?"
                       r"((?-i:[A-Z])[\w.'’-]*(?:\s+(?-i:[A-Z])[\w.'’-]*)*)", re.I)
# "Graium Technologies is a Berlin-based company" (check 22, once a prose headquarters was read)
_HQ_CITY_BASED = re.compile(r"\b(?:is|are|remains)\s+(?:an?|the)\s+" + CITY_BASED)
_POSSESSIVE_END = re.compile(r"['’]s?$")
# a part of the business sold or spun off, and the names that may be the part
_SELLS_A_PART = re.compile(r"\b(?:spun|spin|spins|spinning|divest\w*|carv\w* (?:\w+ ){0,3}out|"
                           r"sold|sells|handed|transferred|offloaded)\b", re.I)
_PART_SOLD = re.compile(r"(?-i:[A-Z])[\w&-]*(?: (?-i:[A-Z])[\w&-]*)+")
# what else a sentence may place: roles, staff, offices, customers
_NOT_THE_COMPANY = re.compile(r"\b(?:roles?|positions?|jobs?|openings?|vacanc\w+|staff|"
                              r"employees|engineers?|teams?|hires?|offices?|customers?|clients?|"
                              r"users?|partners?|investors?)\b", re.I)
_CLAUSE_BREAK = re.compile(r"[,;:]\s+|\s+(?:while|whereas|but|and|although|though|unlike)\s+",
                           re.I)
# where a sentence's clauses part, for giving each clause's values to the company it names
_OWN_CLAUSES = re.compile(r"[:;]\s+|,\s+(?=[A-Z])|\s+and\s+(?=[A-Z])")
# a sentence that says how a figure is computed from parts
_COMPUTED = re.compile(r"\b(?:sum(?:med)? of|summ(?:ed|ing)|adds? up|added up|add(?:ed|ing)? "
                       r"(?:together|up)|computed|calculated|derived from|combin(?:ed|es|ing)|"
                       # "multiples below divide each valuation by its revenue" (round 29)
                       r"divid(?:e|es|ed|ing)\b[^.;]{1,80}?\bby|ratio of)\b",
                       re.I)


# the company's newest news in words (not its latest round, launch or hire)
_LATEST_NEWS = re.compile(r"\b(?:most recent|latest|newest) (?:announcement|news|development|"
                          r"event|update|milestone)s?\b", re.I)
# a sentence on how the comparables table is made speaks of its rows, not of the company's own
# values ("The Revenue Multiple column divides each last valuation by the latest revenue (GBP
# 55M / GBP 19.7M …)": outside round 14)
_TABLE_TALK = re.compile(r"\b(?:Company|HQ|Founded|Total Funding|Last Valuation|Revenue Multiple)"
                         r" (?:column|cells?)\b|\b(?:the|this|our) (?:comparables )?table\b|"
                         r"\beach (?:peer|competitor|row)\b", re.I)


# a lone capitalized first word that names: one leading a list of names ("Quorvix, Pristic
# Systems and Mealent Labs compete …") or given a relation ("Quorvix is a direct competitor of
# …"): check 15; an opening adverb ("Still, Acme and Beta …") names nothing
_FIRST_WORD_NAMES = re.compile(
    r"(?!(?:Still|Yet|Instead|Separately|Similarly|Likewise|Besides|Elsewhere|Otherwise|Thus|"
    r"Hence|Indeed|Again|Next|Last|First|Finally|Also)\b)(?![A-Za-z]+ly\b)[A-Z][\w&.-]*"
    r"(?:,\s+[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*)*(?:,\s+[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*)*)*"
    r",?\s+(?:and|or)\s+[A-Z]|"
    r"\s+(?:is|was|has been|became|remains)\s+(?:a|an|the|one of (?:its|the))\s+"
    r"(?:(?:direct|main|key|major|closest|biggest|notable|early|long-time|new|newest|latest)\s+)?"
    r"(?:competitors?|rivals?|customers?|clients?|partners?|investors?|backers?|suppliers?|"
    r"resellers?)\b)")


# the words that count what a sentence opens with, no part of a name
_COUNT_WORDS = frozenset("""two three four five six seven eight nine ten eleven twelve both all
several many some most few each""".split())


@memo("rollout", 50_000)
def _name_keys(text: str, skip_names: frozenset[str]) -> tuple[list[str], list[str]]:
    """The proper names of a sentence and their `norm_text`: runs of capitalized words, less
    sentence-starting and non-fact capitals, and those naming only the target itself."""
    names: list[str] = []
    norms: list[str] = []
    for i, m in enumerate(_CAP_WORD.finditer(text)):
        runs = split_compounds(m.group(0))
        if AS_A_SOURCE.match(text, m.end()):
            runs = runs[:-1]  # "the newer Orimkrane figures": which source, not a value
        for j, run in enumerate(runs):
            if i == j == 0 and m.start() == 0 and (
                    run.split()[0].lower().endswith(("ed", "ing"))
                    or run.split()[0].lower() in _COUNT_WORDS):
                # "Raised EUR 309.5M": a verb starts the sentence; "Two Feava Investments
                # partners …": a count (outside round 88)
                run = run.partition(" ")[2]
            name = _cap_run_name(run, skip_names) if run else None
            if name is None or (i == j == 0 and name[2] and m.start() == 0
                                and not _FIRST_WORD_NAMES.match(text)):
                continue  # no name, or a lone capitalized first word: the sentence's start
            names.append(name[0])
            norms.append(name[1])
    subject = _subject_name(text) if text[:1].islower() else None
    for member in (*_listed_names(text), *((subject,) if subject else ())):
        norm = V.norm_text(member)
        if norm and not V._name_tokens(norm) <= skip_names:
            names.append(member)
            norms.append(norm)
    return names, norms


# A list's members are key values however they are written: in a list that names someone or
# something with capitals ("Alder Capital, Birch Ventures and …"), a member written in lower case
# is a name too. A member that starts with a determiner or a quantifier ("several hospitals",
# "its partners", "other investors", "three rounds") or says where ("Berlin, Austin and remote
# locations") describes instead of naming.
_BARE_NAME = re.compile(r"[A-Z][\w&'.-]*(?:\s+(?:[A-Z][\w&'.-]*|of|and|&|de|la))*")
# ("…, plus Isaitix AI, …" joins a member too: outside round 62)
_LIST_SPLIT = re.compile(r"\s*,\s*(?:and\s+|or\s+|plus\s+)?|\s+(?:and|or|plus)\s+")
_LOWER_AFTER_SEPARATOR = re.compile(r"(?:,\s*|\s(?:and|or)\s+)(?:(?:and|or)\s+)?[a-z]")
_LIST_END = re.compile(r"\s*(?:\[[^\]]*\]\s*)*[.!?;:]?\s*$")
_MEMBER = re.compile(r"[a-z][a-z'’&-]*(?: [a-z][a-z'’&-]*){0,3}")
_NOT_A_MEMBER = frozenset("""a an the its their his her our this that these those other others
another several many some various numerous multiple more most few all each every both any such
it they them he she we which who whom whose what where when while also including include includes
is are was were be been has have had do does did not no nor with without for from by in on at to
of as than then into over under about after before since until via per other
remote remotely hybrid online elsewhere abroad worldwide globally two three four five six seven
eight nine ten eleven twelve dozen dozens hundreds thousands""".split())


# verbs that open a clause after "and" ("was announced in 2013 and covers battery dispatch")
_CLAUSE_VERBS = frozenset("""covers cover plans plan includes include serves serve sells sell
offers offer makes make builds build provides provide targets target uses use runs run focuses
focus operates operate supports support says say has have is are was were expects expect aims
aim works work helps help lets let gives give adds add counts count lists list names name
shows show""".split())


def _describes(words: list[str]) -> bool:
    """Whether a list part's words (lower case) describe instead of naming: a determiner or
    quantifier among them, a participle first ("serving manufacturers", "connected products")
    or a clause's verb first ("… and covers battery dispatch")."""
    return words[0] in _CLAUSE_VERBS or words[0].endswith(("ing", "ed")) or \
        any(w in _NOT_A_MEMBER for w in words)


@memo("rollout", 50_000)
def _listed_names(text: str) -> tuple[str, ...]:
    """The members written in lower case of the lists of a sentence that name something with
    capitals: for each, the member as written."""
    if _LOWER_AFTER_SEPARATOR.search(text) is None:
        return ()  # no list member can start in lower case: most sentences
    body = _LIST_END.sub("", text)
    parts = _LIST_SPLIT.split(body)
    if len(parts) < 2:
        return ()
    out: list[str] = []
    # a neighbour that is a name and nothing more ("Dearstyn Systems as competitors, and data
    # providers and press coverage …" lists no "data providers": outside round 17)
    capital = [_BARE_NAME.fullmatch(p) is not None for p in parts]
    # the first part ends the lead-in ("Its investors are Alder Capital"): a name there counts,
    # but not a lone first word, capitalized as the sentence's start ("Company, press and
    # directory sources name …": kinds of sources, outside round 38)
    capital[0] = bool(re.search(r"[A-Z][\w&'.-]*\s*$", parts[0])) and \
        len(parts[0].split()) > 1
    for i, part in enumerate(parts):
        if i == 0 or not _MEMBER.fullmatch(part):
            continue
        if _describes(part.split()):
            continue  # "serving manufacturers": a description; "… and covers battery
            # dispatch": a clause's verb
        # a neighbour in the list names something with capitals
        if capital[i - 1] or (i + 1 < len(parts) and capital[i + 1]):
            out.append(part)
    return tuple(out)


# Names written in lower case (checks 17 and 18): in a list of a company's customers, investors,
# rivals or partners ("Its investors also include gisex capital"), and in a comparables row's
# company cell, a member holding a word that no page the rollout saw writes in lower case — a
# name's word ("gisex" of "Gisex Partners") or a word on no page at all ("stravel") — is a name,
# and is capitalized before any check reads the report: every check then reads "gisex capital"
# exactly as it reads "Gisex Capital". An agent's description of its customers ("utilities, grid
# operators and industrial sites") uses words the pages write in lower case and stays as written.
_RELATION_LIST = re.compile(
    r"\b(?:customers?|clients?|investors?|backers?|shareholders?|competitors?|rivals?|"
    r"partners?|peers?|resellers?|distributors?)(?:\s+(?:also|now|currently|mainly|mostly|"
    r"chiefly|largely|today))?(?:\s+(?:include[sd]?|including|are|were|such as|comprise[sd]?)\b|"
    r"\s*:)\s+([^.;\[]+)", re.I)
# a member with a word in lower case ("gisex capital", "Gisex capital")
_PARTLY_LOWER = re.compile(r"(?=.*(?:^| )[a-z])[A-Za-z][\w'’&-]*(?: [A-Za-z][\w'’&-]*){0,3}")
# the last word of an organization's name, singular: a description of customers or investors
# is plural ("regional banks", "growth funds"), a name is not ("digital growth fund": check 19)
_NAME_ENDS = frozenset("""fund capital group college university school academy bank institute
foundation trust clinic hospital network council agency authority district inc ltd llc plc
gmbh""".split())
# an investor's name ends so, plural though it is ("learning growth partners", "alder
# ventures"): a name in a list of investors (check 20; until the fifteenth session such a
# member was held word by word, and a joined name is no longer)
_INVESTOR_NAME_ENDS = frozenset({"partners", "ventures", "investments", "holdings"})
_NOT_NAMES = frozenset({"venture capital", "private capital", "growth capital",
                        "working capital", "risk capital"})
_CITATIONS = re.compile(r"\s*\[[^\]]*\]")
_INVESTOR_LIST = re.compile(r"\b(?:investors?|backers?|shareholders?)\b", re.I)


def _ends_as_a_name(words: list[str], text: str) -> bool:
    """Whether a list member of several words (lower case) ends as an organization's name does
    (`_NAME_ENDS`; a plural investor's end, `_INVESTOR_NAME_ENDS`, in a list of investors)."""
    return len(words) > 1 and (words[-1] in _NAME_ENDS or (
        words[-1] in _INVESTOR_NAME_ENDS and _INVESTOR_LIST.search(text) is not None))


@memo("rollout", 50_000)
def _relation_members(text: str) -> tuple[str, ...]:
    """The members of a sentence's lists of customers, investors, rivals or partners that hold
    a word written in lower case, each as written; the list ends at its first part that is
    neither such a member nor a capitalized name ("…, as named by CEO A and by press coverage")."""
    out: list[str] = []
    for m in _RELATION_LIST.finditer(text):
        for part in _LIST_SPLIT.split(m.group(1).strip()):
            words = part.lower().split()
            if _BARE_NAME.fullmatch(part):
                continue  # a name written with capitals: a member all the same
            # (a participle first describes, unless the part ends as a name does: "learning
            # growth partners" among investors, check 20)
            if not words or not _PARTLY_LOWER.fullmatch(part) or (_describes(words) and not (
                    not any(w in _NOT_A_MEMBER for w in words) and _ends_as_a_name(words, text))):
                break  # "connected products", "adding features": descriptions, the list ended
            out.append(part)
    return tuple(out)


def capitalize_low_names(report: Any, registry: Any) -> None:
    """Capitalize, in place, each name written in lower case in the report's relation lists
    and comparables rows (`_relation_members`): a member with a word that no page the rollout
    saw writes in lower case, or one of several words ending as an organization's name does
    (`_NAME_ENDS`)."""
    companies = {_CITATIONS.sub("", str(next(iter(row.values()), ""))).strip()
                 for row in (report.table or ())}
    pages: list[str] | None = None  # the pages' texts, read only for a candidate
    lower: dict[str, bool] = {}  # word -> whether some page writes it in lower case

    def a_name_word(word: str) -> bool:
        w = word.lower()
        if len(w) < 3 or not w.isalpha() or w in _NOT_A_MEMBER:
            return False
        if w not in lower:  # singular or plural ("ventures": "venture capital")
            stem = w[:-1] if w.endswith("s") else w
            rx = re.compile(rf"(?<![\w-]){re.escape(stem)}(?:e?s)?(?![\w-])")
            lower[w] = any(rx.search(t) for t in pages or ())
        return not lower[w]

    for claim in (*(c for s in report.sections for c in s.claims), *report.unsectioned_claims):
        members = list(_relation_members(claim.text))
        first = claim.text.split(" | ", 1)[0] if " | " in claim.text else ""
        if first in companies and _PARTLY_LOWER.fullmatch(first):
            members.append(first)
        for member in members:
            if pages is None:
                pages = [t for src in registry.sources for t in page_texts(src)]
            words = member.lower().split()
            if any(a_name_word(w) for w in words) or (
                    _ends_as_a_name(words, claim.text) and " ".join(words) not in _NOT_NAMES):
                name = " ".join(w[:1].upper() + w[1:] for w in member.split())
                claim.text = claim.text.replace(member, name, 1)


# A sentence that starts in lower case starts with a name written so: its first words, up to a
# verb that gives someone a role or an act ("… is the chief executive", "… led the round"),
# are its subject's name.
_LOWER_SUBJECT = re.compile(r"([a-z][a-z'’&-]*(?: [a-z][a-z'’&-]*){1,3}) (?:is|was|are|were|has|"
                            r"have|had|led|leads|heads|runs|serves|served|became|remains|"
                            r"joined|founded|co-founded|acquired|invested|holds|owns)\b")


def _subject_name(text: str) -> str | None:
    m = _LOWER_SUBJECT.match(text)
    if m is None or any(w in _NOT_A_MEMBER for w in m.group(1).split()):
        return None
    return m.group(1)


# what a name is to the company, written before the name at a sentence's start ("Investor
# Siostdrara Growth classifies the company …": outside round 24); dropped from a run's start
# only (an investor may be named "Alder Investors")
_LEADING_ROLES = frozenset("""investor investors backer backers rival rivals competitor
competitors peer peers customer customers partner partners aggregator directory database
publication publisher newsletter podcast analyst""".split())


@memo("rollout", 65536)
def _cap_run_name(run: str, skip_names: frozenset[str]) -> tuple[str, str, bool] | None:
    """(name, its `norm_text`, whether the run is one word) of one run of capitalized words, or
    None when it names nothing: non-fact capitals only, under 3 characters, or the target
    alone. Memoized: a report names its companies and people again and again."""
    if run.lower() in FRAMING:
        return None  # a lone framing capital ("The", "It"): most runs that start a sentence
    if "'" in run:  # the only quote a capitalized run can hold
        run = _POSSESSIVE.sub("", run)
    split = run.strip(" .'").split()
    # non-fact capitals frame a name ("CEO Ann Lee", "In March"), never split one ("Yarra Seed
    # Fund"): they are dropped from its ends only
    words = list(split)
    while words and (words[0].lower() in FRAMING or words[0].lower() in _LEADING_ROLES):
        words.pop(0)
    while words and words[-1].lower() in FRAMING:
        words.pop()
    if not words:
        return None
    name = " ".join(words)
    if len(name) < 3:
        return None
    # words of ASCII letters and digits joined by single spaces: `norm_text` only lower-cases
    norm = (name.lower() if name.isascii() and name.replace(" ", "").isalnum()
            else V.norm_text(name))
    if V._name_tokens(norm) <= skip_names:  # `V.name_tokens(name)`
        return None
    return name, norm, len(split) == 1


# facts about a named thing: a sentence states them only when it names that thing
_CROSS_SUBJECT = {"products.flagship_launch_year": "products.flagship",
                  "products.flagship_type": "products.flagship"}

# idle citations on one sentence that make it citation spam (an error besides the precision)
SPAM_CITATIONS = 5
# an uncited factual claim costs one error for each key value it states, as a cited one does
# for each value its pages lack: leaving out the citation never costs less than citing wrongly
# (it is also out of the checked sentences N, and lowers citation coverage)
UNCITED_CLAIM_WEIGHT = 1.0
# the share of uncited sentences that neither claim nor state an absence (method notes,
# transitions) and of repeats that costs nothing (honest reports of the corpus: at most 0.034);
# beyond it P_topic falls steeply
FILLER_ALLOWANCE = 0.04
# a wrong or invented cell of the comparables table weighs half a wrong facts value: mostly a
# peer's figure, not one of the target's required facts
TABLE_CELL_WEIGHT = 0.5
# An invented grave event about the company (`rubric.events`) is charged in the strict pool at
# no less than this: more than one wrong facts value (1), which also loses its completeness —
# 0.6^1.25 = 0.53 against 0.6 · (30/31)^1.5 = 0.57 with the contract's 31 required facts.
GRAVE_EVENT_WEIGHT = 1.25
# a reference to the company a tearsheet is about, in a sentence that need not name it
# "the company", and the company described ("the Dublin edtech business"; attack round 8)
_THE_COMPANY = re.compile(r"\bthe (?:[\w-]+ ){0,3}(?:company|firm|startup|business)\b|"
                          r"^\s*(?:it|its)\b", re.I)


def pooled(finding: Finding, company: Any) -> Finding:
    """`finding`, moved to the strict pool (weighing at least `GRAVE_EVENT_WEIGHT`) when it
    charges a sentence that reports a grave event about `company` (the world's company, None
    when unknown): the finding charges the sentence's content (a weight of one error or more:
    not the quarter of an idle extra citation), and the sentence reports a grave event
    (`grave_event`) and names the company (the first word of its name), one of its people
    (its chief executive, CTO, former chief executive or a founder) or products ("Quillly was
    sold to Alder" sells the company's business), refers to it ("the
    company", a leading "It"), or names nothing else and is no forecast (an analyst's "larger
    vendors acquiring smaller specialists" is the market's). A grave event of another company is
    prose like any other sentence. Every finding of a claim, Tier A's and the judge's, passes
    here where it is made."""
    text = finding.sentence
    if finding.pool == "strict" or not text or finding.fact_id or finding.weight < 1 or \
            not (grave_event(text) or _OWNERSHIP_SET_IN.search(text)) or SET_APART.search(text):
        return finding  # (a namesake set apart: the event is not the company's)
    if _names_the_company(text, company) or _EVENT_NAMED_BY_OBJECT.search(text) or (
            _no_other_party(text, _name_keys(text, _company_names(company)[2])[0])
            and modality(text) != "forecast"):
        finding.pool, finding.weight = "strict", max(finding.weight, GRAVE_EVENT_WEIGHT)
    return finding


# a name after one of these is the event's object or place, not the party it befell ("an
# acquisition of Kithium College", "a listing on Euronext Dublin", "a merger with Pristic")
_OBJECT_OF = re.compile(r"\b(?:of|with|on|onto|to|from|by|in|into|for|against|at)\s+(?:the\s+)?$",
                        re.I)


# an event named by its object, no party before it ("The Pristic Systems acquisition agreement
# followed …", "After the Pristic Systems takeover, …"): in a report about the company, the
# company's (check 31)
_EVENT_NAMED_BY_OBJECT = re.compile(
    r"^(?:(?:after|before|following|with|since|once|upon|under|during)\s+)?(?:the|its|an?)\s+"
    r"(?-i:[A-Z])[\w&'-]*(?:\s+(?-i:[A-Z])[\w&'-]*)*\s+(?:acquisition|buyout|buy-out|"
    r"takeover|merger|purchase)\b", re.I)


def _no_other_party(text: str, names: list[str]) -> bool:
    """Whether a sentence names no party of its own for the event it reports: no name, or only
    names that stand after a preposition ("An acquisition of Kithium College was announced in
    2026" in a report about the company is the company's: check 25)."""
    return all((at := text.find(name)) > 0 and _OBJECT_OF.search(text, 0, at) for name in names)


def _names_the_company(text: str, company: Any) -> bool:
    """Whether a sentence names the company (the first word of its name), one of its people or
    products, or refers to it ("the company", a leading "It")."""
    head, own, _ = _company_names(company)
    words = f" {V.norm_text(text)} "
    return bool((head and f" {head} " in words) or any(f" {n} " in words for n in own) or
                _THE_COMPANY.search(text))


# its people, and its products: a product sold, sued or fined is the company's event
_OWN_NAMES = ("leadership.ceo", "leadership.cto", "leadership.former_ceo", "overview.founders",
              "products.flagship", "products.lines")


@memo_by_identity("world", 4096)
def _company_names(company: Any) -> tuple[str, tuple[str, ...], frozenset[str]]:
    """The first word of a company's name (normalized), its people's and products' normalized
    names and its name's tokens (`skip_names`), read once per process."""
    if company is None:
        return "", (), frozenset()
    skip = V.name_tokens(company.name)
    head = next((w for w in V.norm_text(company.name).split() if w in skip), "")
    own: list[str] = []
    for fid in _OWN_NAMES:
        value = company.truth.get(fid)
        for name in value if isinstance(value, list) else [value]:
            norm = V.norm_text(_truth_scalar(name)) if name is not None else ""
            if norm:
                own.append(norm)
    return head, tuple(own), skip


# A cited sentence that holds every word of an earlier one with the same citations and adds at
# most this many words (no number, no name) restates it: a repeat in P_topic. Earlier sentences
# shorter than RESTATE_MIN_WORDS words are too short to say that a longer one only restates them.
RESTATE_MIN_WORDS = 5
RESTATE_MAX_EXTRA = 5
_RANKING = re.compile(r"\b(?:largest|biggest|" + LEADING + r"|market leader|top|best|fastest|"
                      r"foremost|dominant|number one|no\. 1|#1|most \w+|only \w+ to)\b|#1",
                      re.IGNORECASE)


# An event is a factual claim as much as a number is: a verb in the past tense or the perfect
# ("resigned", "has defaulted", "was withdrawn", "has been shrinking"). Regular verbs are the
# "-ed" words (less the few English words that only end so); irregular ones are the closed list
# of English irregular past forms that differ from their present (so "read", "cut", "set" are
# not in it). After "is"/"are"/"be", a linking verb ("appears", "remains") or a determiner, adverbs
# skipped, the word describes ("is based", "appears focused", "the automated platform"): no
# event.
_IRREGULAR_PAST = frozenset("""
arose arisen awoke awoken began begun bent bore borne bought bound bred brought broke broken
built burnt came caught chose chosen clung dealt did done drew drawn drove driven dug ate eaten
fell fallen felt fled flew flown fought forbade forgave forgiven forgot forgotten froze frozen
gave given went gone got gotten grew grown had held hid hidden hung kept knew laid led lent
lost made meant met overtook overtaken paid ran rang risen rose rung said sank saw sought seen
sent shook shaken shone shrank shrunk slid sold spent spoke spoken sped spun stood stole stolen
struck stuck stung strove sunk swam swept swore sworn swung taken taught threw thrown told took
tore torn undertook undertaken understood upheld withdrew withdrawn woke won wore worn wound
wove written wrote been""".split())
_NOT_PAST_ED = frozenset({"hundred", "kindred", "sacred", "naked", "wicked", "wretched",
                          "rugged", "ragged", "beloved", "embed", "bed", "shed", "red", "wed",
                          "fed", "need", "seed", "speed", "feed", "indeed", "exceed", "succeed",
                          "proceed", "breed", "greed", "steed", "creed", "heed", "weed", "bleed",
                          "deed", "reed", "tweed",
                          # adjectives in "un-" ("unrelated companies in other sectors":
                          # outside round 104), not "unveiled", "uncovered"
                          "related", "unrelated", "unconnected", "unaffiliated", "undisclosed",
                          "unconfirmed", "unnamed", "unverified", "unlisted", "unspecified",
                          "undated", "unaudited", "unreported", "unpublished", "unfunded"})
_DESCRIBING = frozenset({"latest", "newest", "last", "first", "only", "most", "any", "each",
                         "a", "an", "the", "its", "their", "his", "her", "our", "this", "that",
                         "these", "those", "is", "are", "be", "being", "am", "very", "well",
                         "so", "too", "more", "less", "least", "and", "or", "as", "of",
                         "appears", "appear", "seems", "seem", "looks", "look", "remains",
                         "remain", "stays", "stay", "feels", "sounds"})
_VERB_WORDS = re.compile(r"[A-Za-z]+(?:[-'’][A-Za-z]+)*")


# a sentence about the report itself ("This report was compiled from …") reports no event
_ABOUT_THE_REPORT = re.compile(r"\s*(?:this|the)\s+(?:report|tearsheet|section|table|summary|"
                               r"analysis)\b", re.I)


# a company's financial state is a fact, with no name or number in it (attack round 10: "It is
# profitable and carries no debt.", uncited)
_FINANCIAL_STATE = re.compile(r"\b(?:profitable|profitability|unprofitable|break-?even|"
                              r"loss-making|cash[- ]flow positive|debt-free|(?:carries|has) no "
                              r"debt|bankrupt|insolvent)\b", re.I)


# a gloss in brackets closing a free-text facts value: lower-case words describing it
# ("Biotech Tools (laboratory automation and research software)": outside rounds 71 and 94)
_GLOSS = re.compile(r"\s*\(([a-z][a-z ,&'-]*)\)\s*$")


def _without_gloss(ftype: str, value: Any, readable: Iterable[Evidence]) -> Any:
    """A free-text facts value without its closing gloss: the value is what stands before it,
    so a gloss earns nothing and hides nothing. A gloss is the cited page's own description,
    every content word of it on one cited page; one with words of its own, a name, a figure, a
    hedge, a negation, an event or a financial state is a claim read with the value ("mobile
    app (with a companion hardware tablet)", "Dublin, Ireland (moved from Tallinn, Estonia in
    2019)": check 28; "Fintech (Edtech)": attack round 8)."""
    if ftype != "text" or not isinstance(value, str):
        return value
    m = _GLOSS.search(value)
    if m is None or m.start() == 0:
        return value
    gloss = m.group(1)
    if V._HEDGE_WORDS.search(gloss) or _NEGATED.search(gloss) or states_event(gloss) or \
            _FINANCIAL_STATE.search(gloss):
        return value
    words = content_words(gloss)
    if not words or not any(all(has_word(w, word_index(ev.raw)) for w in words)
                            for ev in readable):
        return value
    return value[:m.start()]


@memo("rollout", 50_000)
def states_event(text: str) -> bool:
    """Whether a sentence reports an event: a verb in the past tense or the perfect (see
    `_IRREGULAR_PAST`), not after "is"/"are", a linking verb or a determiner (adverbs skipped),
    not in a hyphenated compound, in a sentence that is neither about the report itself nor
    about what the sources leave unsaid (`rubric.reading.modality`: "No revenue figure was
    found in the sources")."""
    words = _VERB_WORDS.findall(text)
    before = ""
    found = False
    for w in words:
        low = w.lower()
        if "-" in low:  # a compound ("cloud-based", "AI-powered") describes
            before = low
            continue
        if (low in _IRREGULAR_PAST or (low.endswith("ed") and low not in _NOT_PAST_ED)) \
                and before not in _DESCRIBING:
            found = True
            break
        if not low.endswith("ly"):  # the word before, adverbs skipped ("is highly focused")
            before = low
    return found and not _ABOUT_THE_REPORT.match(text) and not _ABOUT_THE_SOURCES.match(text) \
        and modality(text) != "absent"


# what the sentence before cited, spoken of as such: "These reports describe talks and plans,
# not completed deals" (outside round 49) says what the sources are, no event
_ABOUT_THE_SOURCES = re.compile(r"\s*(?:these|those|both|such|the two|the three)\s+(?:reports|"
                                r"articles|sources|stories|pages|profiles|accounts|releases)\b",
                                re.I)


# a span of time between two dates ("Eleven days before that", "11 years apart")
_SPAN = re.compile(r"\b(\d+|one|two|three|four|five|six|seven|eight|nine|a) (days?|weeks?|"
                   r"months?|years?)\s+(?:apart|before|after|earlier|later|on)\b", re.I)
# the small numbers a report spells out (the normal form writes tens, teens and scales as digits)
_SPAN_WORDS = {w: i for i, w in enumerate(
    "a two three four five six seven eight nine".split(), start=1)} | {"one": 1}


def _span_length(m: re.Match[str]) -> int:
    n = m.group(1).lower()
    return int(n) if n.isdigit() else _SPAN_WORDS[n]


def _concedes(text: str) -> bool:
    """Whether a sentence closes on a concession that is not itself an absence ("…, though a
    co-founder runs the engineering team"): something said of its own."""
    concession = text[len(main_clause(text)):]
    return bool(concession.strip()) and modality(concession) != "absent"




# a sentence carrying the one before on ("…, that gives a multiple of about 7.1x")
_CARRIED = re.compile(r"\b(?:that|this|which|these|those)\b", re.I)


def _multiples_carried(text: str, own: list[V.Money], before: list[V.Money]) -> set[str]:
    """The multiples a sentence computes from its own amount and one the cited sentence just
    before gave, that sentence carried on by "that" ("Siomora's latest disclosed valuation is
    GBP 227 million [74]. Against fiscal 2025 revenue of GBP 31.8 million, that gives a multiple
    of about 7.1x [68]": outside round 75), as written."""
    if not (own and before and _CARRIED.search(text)):
        return set()
    return {m.group(0) for m in multiples(text)
            if multiple_supported(m.group(1), [*own, *before], ())}


def _dates_of(numeric: dict[str, list[Any]]) -> list[V.Date]:
    """A sentence's dates, and its bare years as dates of a year."""
    return [*numeric["dates"], *(V.Date(year=int(y)) for y in numeric["years"])]


def _spans_between(text: str, own: list[V.Date], said: list[V.Date]) -> set[str]:
    """The spans of time a sentence gives that are the gap between a date it gives (`own`) and
    another it or an earlier cited sentence of its section gave (`said`): "Eleven days before
    that, on 15 October 2025" after "on 26 October 2025" (outside round 73); "the 2014
    valuation by 2025 revenue, … 11 years apart" (outside round 33). As written."""
    out: set[str] = set()
    for m in _SPAN.finditer(text):
        n, unit = _span_length(m), m.group(2).lower().rstrip("s")
        for a in own:
            for b in [*own, *said]:
                if unit == "year":
                    gap = b.year - a.year
                elif a.month is None or b.month is None:
                    continue
                elif unit == "month":
                    gap = (b.year - a.year) * 12 + b.month - a.month
                elif a.day is None or b.day is None:
                    continue
                else:
                    try:
                        days = (datetime.date(b.year, b.month, b.day)
                                - datetime.date(a.year, a.month, a.day)).days
                    except ValueError:  # a date no calendar has ("31 February")
                        continue
                    gap = days if unit == "day" else round(days / 7)
                if abs(gap) == n:
                    out.add(m.group(1))
    return out


# the target's own events a span of time may run between ("Its Series A came nine years after
# its founding": check 29); "founding team", "founding CEO" are people, not the event
_FOUNDING = re.compile(r"\b(?:found(?:ed|ing)|incorporat(?:ed|ion)|establish(?:ed|ment))\b"
                       r"(?!\s+(?:team|members?|partners?|engineers?|investors?|ceo|cto|chief))",
                       re.I)
_LAUNCH = re.compile(r"\b(?:launch(?:ed|es|ing)?|releas(?:e|ed|ing)|introduc(?:ed|tion)|"
                     r"debut(?:ed)?)\b", re.I)


# an office by its city: "its Dublin office", "the Dublin headquarters", "an office in Sydney"
_CITY_WORDS = r"((?:[A-Z][\w-]+ )?[A-Z][\w-]+)"
_OFFICE_CITY = re.compile(rf"\b{_CITY_WORDS} (?:office|headquarters|head office)\b|"
                          rf"\b(?:office|headquarters|head office) in {_CITY_WORDS}")


def _offices_named(text: str, details: dict[str, Any]) -> list[tuple[str, V.Date | None]]:
    """The company's offices a sentence names by their city, each with the day it opened: an
    office event's day, the headquarters' the founding ("opened its Dublin office four years
    after its founding": check 33; "The Dublin headquarters opened six years after the
    founding": check 34), None for a city the world gives the company no office in (an
    invented office dated by a span: check 34)."""
    found = [m.group(1) or m.group(2) for m in _OFFICE_CITY.finditer(text)]
    if not found:
        return []
    opened = {m.group(1): V.parse_date(str(e.get("date") or ""))
              for e in details.get("events") or []
              if e.get("type") == "office" and (m := EVENT_OBJECT.search(str(e.get("text"))))}
    hq = hq_city(details)
    if hq and hq not in opened:
        opened[hq] = V.parse_date(str(details.get("founded_on") or details.get("founded_year")
                                      or ""))
    own = V.name_tokens(str(details.get("stem") or ""))
    out: list[tuple[str, V.Date | None]] = []
    for city in found:
        city = city.removeprefix("The ").removeprefix("Its ")
        if city in opened:
            out.append((city, opened[city]))
        elif not (V.name_tokens(city) & own) and city.lower() not in FRAMING:
            out.append((city, None))
    return out


def _event_dates(text: str, details: dict[str, Any]) -> list[V.Date] | None:
    """The dates of the target's events a sentence names (its founding, a round by its type, a
    product's launch, a partner's or a customer's start), one per event; None where an event it
    names has no one date."""
    out: list[V.Date] = []
    if _FOUNDING.search(text):
        on = V.parse_date(str(details.get("founded_on") or ""))
        year = details.get("founded_year")
        if on is None and not year:
            return None
        out.append(on if on is not None else V.Date(year=int(year)))
    rest = text
    rounds = details.get("rounds") or []
    for kind in sorted({str(r.get("type") or "") for r in rounds} - {""}, key=len, reverse=True):
        rx = round_type_rx(kind)
        if not rx.search(rest):
            continue
        rest = rx.sub(" ", rest)  # "Pre-Seed" is no "Seed"
        dates = {str(r.get("date")) for r in rounds if r.get("type") == kind}
        if len(dates) != 1 or (on := V.parse_date(dates.pop())) is None:
            return None
        out.append(on)
    if _LAUNCH.search(text):
        for product in details.get("products") or []:
            name = str(product.get("name") or "")
            if name and re.search(rf"\b{re.escape(name)}\b", text):
                if not product.get("launch_year"):
                    return None
                out.append(V.Date(year=int(product["launch_year"])))
    # an office by its city (`_offices_named`); one the world does not have has no date
    for _city, day in _offices_named(text, details):
        if day is None:
            return None
        out.append(day)
    # a partner or a customer named: the day the relation began ("The Kaerova Data partnership
    # came three years after Quillly launched": check 32)
    for party in (*(details.get("partners") or []), *(details.get("customers") or [])):
        name = str(party.get("name") or "")
        if name and re.search(rf"\b{re.escape(name)}\b", text):
            if (on := V.parse_date(str(party.get("since") or ""))) is None:
                return None
            out.append(on)
    return out


def _event_spans(text: str, details: dict[str, Any]) -> tuple[set[str], list[str]]:
    """The spans of time a sentence about the target gives between two of its events whose
    dates the world knows, computed, not looked up: (the spans that are the gap, as written;
    a reason for each that is not). A year-only date leaves a year either way."""
    right: set[str] = set()
    wrong: list[str] = []
    spans = [m for m in _SPAN.finditer(text) if m.group(2).lower().rstrip("s") in ("year", "month")]
    dates = _event_dates(text, details) if spans else None
    if dates is None and spans:
        wrong += [f"the company has no office in {city} for a span to date"
                  for city, day in _offices_named(text, details) if day is None]
    if dates is None or len(dates) != 2:
        return right, wrong
    a, b = sorted(dates, key=lambda d: (d.year, d.month or 0))
    for m in spans:
        unit = m.group(2).lower().rstrip("s")
        n = _span_length(m)
        if a.month is None or b.month is None:
            if unit == "month":
                continue
            gap, slack = float(b.year - a.year), 1.0
        else:
            months = (b.year - a.year) * 12 + b.month - a.month
            gap, slack = (months / 12, 0.999) if unit == "year" else (float(months), 1.0)
        if abs(gap - n) <= slack:
            right.add(m.group(1))
        else:
            wrong.append(f"the span between its events of {a.year} and {b.year} is not "
                         f"{n} {m.group(2)}")
    return right, wrong


def _states_multiple(text: str) -> bool:
    """Whether a sentence gives a revenue multiple ("a multiple of 12.4x"), a key value though
    no number of it is a plain one (check 10: "That valuation gives <target> a multiple of …"
    went unread)."""
    return bool(multiples(text)) and _MULTIPLE_WORDS.search(text) is not None


def _only_a_multiple(text: str, numeric: dict[str, list[Any]]) -> bool:
    """Whether a sentence's only values are revenue multiples (the numbers of "20 times
    revenue" are the multiple's own)."""
    if numeric["money"] or numeric["years"] or not _states_multiple(text):
        return False
    own = {float(m.group(1)) for m in multiples(text)}
    return all(value in own for value, _ in numeric["numbers"])


_MULTIPLE_WORDS = re.compile(r"\bmultiples?\b|\brevenues?\b|\bvalu", re.I)


def _key_support(readable: list[Evidence], numeric: dict[str, list[Any]], text: str,
                 skip_names: frozenset[str]) -> tuple[list[bool], list[str]]:
    """For the cited sources of a sentence: whether each holds one of its key values (its
    numbers first, its names, read only now, where no number is there), and the numbers none
    holds (`missing_numbers`)."""
    held, missing = _number_support(numeric, readable)
    # parts held mark their pages: a total cites its rounds' pages, no idle citation (outside
    # round 57: "three funding rounds, which together total GBP 62.1M" citing the total's page
    # and each round's)
    if (states_total(text) and (missing or len(readable) >= SPAM_CITATIONS)) or \
            (missing and len(numeric["money"]) >= 3):
        missing = _summed_away(missing, numeric, readable, held)
    elif states_total(text) and not all(held):
        # the total stands on a page: a page stating a round below it is one of its parts
        for i, ev in enumerate(readable):
            held[i] = held[i] or any(part_amounts(m, ev.source.excerpts)
                                     for m in numeric["money"])
    if missing and _SINCE_YEAR.search(text):
        missing = [x for x in missing if not _year_before(x, readable, held)]
    if missing and COUNTED.search(text):
        missing = [x for x in missing if not _counts_a_list(x, text, readable, held)]
    for m in multiples(text):
        if m.group(1) in missing:  # "7.1 times revenue": a number the multiple is
            missing.remove(m.group(1))
        if not multiple_supported(m.group(1), numeric["money"], [
                x for ev in readable for x in page_texts(ev.source)]):
            missing.append(m.group(0))  # one value, in words or as "7.1x" (check 11)
            continue
        if not multiple_supported(m.group(1), numeric["money"], ()):
            # a page the multiple needs holds a part of it, though the sentence writes neither
            # part (a row's revenue; a valuation and a revenue cited apart): no idle citation
            for i, ev in enumerate(readable):
                held[i] = held[i] or multiple_supported(
                    m.group(1), numeric["money"], page_texts(ev.source)) or not \
                    multiple_supported(m.group(1), numeric["money"], [
                        x for j, other in enumerate(readable) if j != i
                        for x in page_texts(other.source)])
    if not all(held):
        names, norms = _name_keys(text, skip_names)
        for i, ev in enumerate(readable):
            if not held[i]:
                held[i] = any(_holds_name(ev, n, norm) for n, norm in zip(names, norms,
                                                                         strict=True))
    if not all(held):
        # a page cited for the words of the sentence, not its values ("… selling mainly to
        # landlords, property managers and builders" on the page that says so: outside round
        # 57) is no idle citation
        phrases = _phrases(text)
        for i, ev in enumerate(readable):
            if not held[i]:
                held[i] = any(map(ev.has_norm, phrases))
    if not all(held) and (said := _AMOUNTS_IN.search(text)):
        # pages cited for the currency their amounts are in ("… although every round release
        # gives euro amounts": outside round 62) hold an amount in it
        cur = V.CURRENCY_WORDS.get(said.group(1).lower()) or said.group(1).upper()
        for i, ev in enumerate(readable):
            held[i] = held[i] or any(m.currency == cur for part in page_texts(ev.source)
                                     if isinstance(part, str) for m in V.money_scan(part)[0])
    return held, missing


# the year of the figures a method takes ("… by 2025 revenue")
_YEAR_OF_FIGURES = re.compile(r"\b((?:19|20)\d\d)\s+(?:fiscal\s+)?(?:revenue|sales|figures|"
                              r"results|numbers)\b", re.I)


def _method_years(text: str) -> frozenset[str]:
    """The years of the clause saying how the report computes its figures: which year's
    figures it takes ("Multiples divide each last valuation by 2025 revenue; …": outside round
    108), no value a cited page must hold."""
    method = METHOD.search(text)
    if method is None:
        return frozenset()
    clause = SEMICOLON.split(text[method.start():])[0]
    years = _YEAR_OF_FIGURES.findall(clause)
    # (a figure of its own makes it a claim: "… by 2025 revenue, which for Graium Technologies
    # was EUR 12.5M", check 36)
    if re.search(r"\d", re.sub(r"\b(?:19|20)\d\d\b", "", clause)):
        return frozenset()
    return frozenset(years)


# amounts spoken of by their currency alone: "gives euro amounts", "in USD figures"
_AMOUNTS_IN = re.compile(r"\b(dollars?|euros?|pounds?|usd|eur|gbp)\s+(?:amounts|figures|sums|"
                         r"values|terms)\b", re.I)


PHRASE = 4  # words in a row, three of them content words: what a page is cited for


@memo("rollout", 20_000)
def _phrases(text: str) -> tuple[str, ...]:
    """The normalized runs of `PHRASE` words of a sentence that hold three content words."""
    words = V.norm_text(text).split()
    content = set(content_words(text))
    runs = (words[i:i + PHRASE] for i in range(len(words) - PHRASE + 1))
    return tuple(" ".join(run) for run in runs if sum(w in content for w in run) >= 3)


_ROLES = {"chief executive": re.compile(r"\bceo\b|chief executive"),
          "chief technology officer": re.compile(r"\bcto\b|chief technolog|chief technical")}
_SENTENCE_BREAK = re.compile(r"(?<=[.!?])\s+|\n+")


@memo("world", 20_000)
def _role_sentences(raw: str) -> tuple[str, ...]:
    """The sentences and lines of a page that name a role of `_ROLES`, space-padded
    `norm_text` (so a person's normalized name is found as whole words)."""
    return tuple(f" {x} " for x in (V.norm_text(p) for p in _SENTENCE_BREAK.split(raw))
                 if any(r.search(x) for r in _ROLES.values()))


_LATTER = re.compile(r"\bthe (latter|former)\b", re.I)


def _resolve_latter(text: str, skip: frozenset[str]) -> str:
    """The sentence with "the latter"/"the former" written as the name it points back to ("The
    founders are A and B; the latter serves as chief technology officer": B, check 30)."""
    m = _LATTER.search(text)
    if m is None:
        return text
    before = _name_keys(text[:m.start()], skip)[0]
    if len(before) < 2:
        return text
    name = before[-1] if m.group(1).lower() == "latter" else before[-2]
    return text[:m.start()] + name + text[m.end():]


# an independent clause whose subject is a role ("; the CEO listed …")
_ROLE_CLAUSE = re.compile(r";\s+(?=(?:the|its|their|his|her)\s+(?:co-)?(?:ceo|cto|cfo|coo|chief|"
                          r"founder|chair|president)\b)", re.I)


_SHARED_POST = re.compile(r"\bco (?:chief|ceo|cto)|\bjoint (?:chief|ceo|cto)|"
                          r"\bchief (?:executive|technology) officers\b|\bchief executives\b|"
                          r"\b(?:ceo|cto)s\b")


def _role_mismatch(readable: list[Evidence], text: str, skip: frozenset[str]) -> str | None:
    """A role–person pair the cited pages do not state: a sentence giving one person one role
    (chief executive, CTO) is supported only when some cited sentence or line names that person
    with that role — a CTO named as CEO is not, though both names are on the page."""
    text = _resolve_latter(text, skip)
    names = list(dict.fromkeys(_name_keys(text, skip)[1]))
    if len(names) == 1:  # the person's own clauses: a role in another is not theirs
        text = " ".join(p for p in SEMICOLON.split(text) if _name_keys(p, skip)[1]) or text
    low = text.lower()
    roles = [name for name, rx in _ROLES.items() if rx.search(low)]
    norm = V.norm_text(text)
    if len(roles) != 1:
        return None  # several roles in one sentence: the pairing is not read here
    rx = _ROLES[roles[0]]
    # not the role's holder: a name away from the role ("… as CEO in the Acme Cloud release")
    # (nor a name before a clause the role opens: "…, Stiera Labs and Uloumvex Group; the CEO
    # listed all four", outside round 77 — "…; the latter serves as CTO" still gives it: check 30)
    listed = V.norm_text(named_list(text))
    holders = [person for person in names if f" {person} " not in f" {listed} "
               and any(holds_role_in(part, person, rx, skip) for part in _ROLE_CLAUSE.split(text))]
    # several people: read where the post passes between them ("from A to B"), or where one
    # of them alone holds the role, named before it ("Before A, co-founder B was the first
    # chief executive": check 13; "The CEO named A, B and C as rivals" gives them no role)
    # (a post the holders share, "A and B are co-chief executives": each of them holds it,
    # check 40)
    if len(names) != 1 and not HANDOVER.search(norm) and not (
            len(holders) > 1 and _SHARED_POST.search(norm)):
        role_at = rx.search(norm)
        if len(holders) != 1 or role_at is None or \
                f" {norm} ".find(f" {holders[0]} ") > role_at.start():
            return None
    for person in holders:
        if not any(isinstance(part, str) and any(f" {person} " in x and rx.search(x)
                                                 for x in _role_sentences(part))
                   for ev in readable if ev.source is not None
                   for part in page_texts(ev.source)):
            return f"no cited page names {person} as {roles[0]}"
    return None


def _missing_names(readable: list[Evidence], text: str, skip: frozenset[str]) -> list[str]:
    """The proper names of a sentence that no cited source holds, as written or word by word
    ("Acme Robotics Inc." is held by a page naming "Acme Robotics, Inc")."""
    names, norms = _name_keys(text, skip)
    out = []
    for name, norm in zip(names, norms, strict=True):
        if any(_holds_name(ev, name, norm) for ev in readable) and \
                not _joined(readable, name, norm, text, skip):
            continue
        at = text.find(name)
        if _NONE_FOR.search(text[:at]) or _BLANK_AFTER.match(text, at + len(name)):
            continue  # "… disclose no valuation for Loundrix Academy": a blank, no claim
        out.append(name)
    return out


_ACRONYM_PLURAL = re.compile(r"[A-Z]{2,}s")


def _holds_name(ev: Evidence, name: str, norm: str) -> bool:
    """Whether a cited source holds a name, as written, spelled out, or word by word:
    "Acme Robotics Inc." is held by a page naming "Acme Robotics, Inc", "its Enaepix Build
    API" by "Enaepix Build is an API" (outside round 51)."""
    if ev.has_norm(norm) or _spelled_out(ev, name):
        return True
    words = [w for w in norm.split() if len(w) > 2 and w not in _CORPORATE_SUFFIXES]
    # a plural held by its singular ("remote roles": a "(Remote)" role, "APIs": "an API",
    # outside round 106) and a singular by its plural ("energy-bill dashboards": "dashboards
    # of energy bills")
    acronyms = {w[:-1].lower() for w in name.split() if _ACRONYM_PLURAL.fullmatch(w)}
    if not words or not all(ev.has_norm(w) or ev.has_norm(w + "s") or (
            (len(w) > 4 or w[:-1] in acronyms) and w.endswith("s") and ev.has_norm(w[:-1]))
            for w in words):
        return False
    # a product named with its kind ("its Enaepix Build API") is held when the page gives the
    # name before the kind whole: "Quillly Campus API", joined from "Quillly" and "Graium
    # Campus", is not (check 23). (A run of capitals joining two names the page gives apart,
    # "FirmIndex's Thysum Cyber profile", is held word by word.)
    core = norm.split()
    return len(core) < 3 or core[-1] not in _KIND_WORDS or ev.has_norm(" ".join(core[:-1]))


def _joined(readable: list[Evidence], name: str, norm: str, text: str,
            skip: frozenset[str]) -> bool:
    """Whether a capitalized name that the cited pages hold only word by word joins one of
    their names to the tail of another: "the Quillly Campus mobile app" where the pages name
    "Quillly" and "Graium Campus" (check 24). A name a page holds whole, a possessive between
    the parts ("FirmIndex's Thysum Cyber profile"), a part naming the target ("the Graium
    Technologies Campus app") and a tail no page writes inside another name ("a Berlin, Germany
    Edtech company", "the Watchora API") join nothing."""
    tokens = norm.split()
    if len(tokens) < 2 or not all(w[:1].isupper() for w in name.split()) or \
            any(ev.has_norm(norm) for ev in readable):
        return False
    i = 0
    while i < len(tokens):
        j = next((j for j in range(len(tokens), i + 1, -1)
                  if any(ev.has_norm(" ".join(tokens[i:j])) for ev in readable)), i + 1)
        left, tail = tokens[i:j], tokens[j:]
        if tail and tail[0] not in _CORPORATE_SUFFIXES and tail[0] not in _KIND_WORDS and \
                not V._name_tokens(" ".join(left)) <= skip and not re.search(
                    rf"\b{re.escape(left[-1])}['’]s?\s+{re.escape(tail[0])}\b", text, re.I):
            # the tail written after another capitalized word of a page: a second name's end
            after = re.compile(rf"\b(?!{re.escape(left[-1])}\b)[A-Z][\w-]*\s+"
                               rf"{re.escape(tail[0])}\b", re.I)
            if any(isinstance(part, str) and any(m.group(0)[:1].isupper() and
                                                 m.group(0).split()[-1][:1].isupper()
                                                 for m in after.finditer(part))
                   for ev in readable if ev.source is not None
                   for part in page_texts(ev.source)):
                return True
        i = j
    return False


# words naming what a product is, written after its name ("its Enaepix Build API")
_KIND_WORDS = frozenset("""api apis app apps platform platforms suite sdk device devices software
service services tool tools product products""".split())


# what a sentence says is not given for a name ("the sources disclose no valuation for Loundrix
# Academy and no revenue for any of the three peers": outside round 26), right before it
_NONE_FOR = re.compile(r"\b(?:no|not (?:a|any)|nor (?:a|any))\s+(?:[\w-]+\s+){1,3}?"
                       r"(?:for|of|from)\s+(?:the\s+)?$")


# what a sentence says is not given for the name right before it ("Calystix AI has no
# disclosed revenue", "Calystix AI's revenue is not disclosed": outside round 29; "Ulerbrex
# Systems disclosed neither figure": round 34)
_BLANK_AFTER = re.compile(r"(?:['’]s?\s+(?:[\w-]+\s+){0,3}?(?:is|are|was|were|has|have)\s+"
                          r"(?:not|never|yet to)\b|\s+(?:has|had|have|gives?|gave|discloses?|"
                          r"disclosed|reports?|reported|publishes?|published)\s+(?:no|neither|none|nothing)\b|"
                          r"\s+(?:does|did|has|have|had)\s+(?:not|n['’]t)\s+(?:yet\s+)?"
                          r"(?:disclos|publish|report|give|gave|share|release|broken|break)\w*)")


_CORPORATE_SUFFIXES = frozenset({"inc", "ltd", "llc", "corp", "plc", "gmbh", "the", "and"})


def _spelled_out(ev: Evidence, name: str) -> bool:
    """Whether a page writes out an acronym of the sentence: "MGA customers" where it says
    "managing general agents", "SREs" where it says "site reliability engineers" (outside
    round 20)."""
    acronym = name[:-1] if len(name) > 2 and name.endswith("s") and name[:-1].isupper() else name
    return 2 <= len(acronym) <= 5 and acronym.isalpha() and acronym.isupper() and \
        ev.spells_out(acronym)


def _number_support(keys: dict[str, list[Any]],
                    readable: list[Evidence]) -> tuple[list[bool], list[str]]:
    """Whether each source holds one of the sentence's money amounts, numbers or years, and
    those that no source holds, written for a finding. One pass over the (key, source) pairs."""
    held = [False] * len(readable)
    missing: list[str] = []
    bounds = keys["bounds"]  # "more than 230": a range, found as one
    for m in keys["money"]:
        if not (_mark_holders(readable, held, Evidence.has_range, *bounds[m.amount])
                if m.amount in bounds else
                _mark_holders(readable, held, Evidence.has_number, m.amount, m.precision)):
            missing.append(_fmt_money(m))
    for val, prec in keys["numbers"]:
        if not (_mark_holders(readable, held, Evidence.has_range, *bounds[val])
                if val in bounds else
                _mark_holders(readable, held, Evidence.has_number, val, prec)):
            missing.append(f"{val:g}")
    for y in keys["years"]:
        if not _mark_holders(readable, held, Evidence.has_year, y):
            missing.append(str(y))
    return held, missing


def _mark_holders(readable: list[Evidence], held: list[bool], has: Any, *key: Any) -> bool:
    """Whether some source holds `key` (`has(ev, *key)`), marking each source found to hold
    it in `held`. A source already marked is tried only while the key has no holder yet: it
    could change neither answer."""
    found = False
    for i, ev in enumerate(readable):
        if (not found or not held[i]) and has(ev, *key):
            held[i] = found = True
    return found


def _key_values(text: str, numeric: dict[str, list[Any]], skip: frozenset[str]
                ) -> frozenset[Any]:
    """A sentence's key values as one set: money amounts, numbers, years and names."""
    return frozenset([*(m.amount for m in numeric["money"]), *numeric["numbers"],
                      *(("year", y) for y in numeric["years"]), *_name_keys(text, skip)[1]])


def _only_a_blank(text: str, numeric: dict[str, list[Any]], skip: frozenset[str]) -> bool:
    """Whether a statement of absence says nothing else: no figure of its own, no grave event
    it takes as happened ("the terms of the 2026 merger were not disclosed"), and no clause set
    into it that says something of a name or a year ("Graium Technologies, founded in 2012 in
    Cork, has no disclosed revenue": check 9). Its own clauses may hold names and years ("The
    sources give no valuation for <peer>, and no revenue for <peer>", "The market size is a 2025
    figure, and the sources give no more recent estimate": honest reports' blanks)."""
    if numeric["money"] or numeric["numbers"] or grave_event(text) or _CONTROL.search(text):
        return False
    for m in _SET_INTO.finditer(text):
        part = m.group(1) or m.group(2)
        if modality(part) == "absent":
            continue
        names = _name_keys(part, skip)[0]
        if not names and not V._YEAR.search(part):
            continue
        named = {w for n in names for w in content_words(n)}
        if any(w not in named and not V._YEAR.fullmatch(w) for w in content_words(part)):
            return False
    return True


# a clause set into a sentence: a relative, participial or appositive clause between commas
# (", which …,", ", founded in …,", ", whose chief executive …,", ", the Dublin company …,"),
# or a parenthesis
_SET_INTO = re.compile(r",\s+((?:which|who|whose|where|founded|led|run|based|headquartered|"
                       r"listed|owned|backed|bought|acquired|sold|fined|sued|now|formerly|once|"
                       r"then|a|an|the|its)\b[^,;()]*),|\(([^()]*)\)", re.I)


# words of what the sources give and how the report computes it, no event of the company
# ("… computed as last disclosed valuation divided by 2025 revenue, and are shown only where
# both figures are disclosed": outside round 54's method sentence)
_REPORT_TALK = re.compile(r"\b(?:disclos\w*|report\w*|publish\w*|shown|given|stated|listed|"
                          r"available|divided|computed|calculated|derived|summed|added)\b", re.I)


# who owns whom, set into a blank after a name (", its parent,", "(a subsidiary)") or said of
# the company ("… or for its Tallinn subsidiary, Pristic Systems": check 33): a relation the
# blank states
_RELATION_OPENS = r"(?:[,(]\s*(?:its|their|the|a|an)|\b(?:its|their))\s+(?:[\w-]+\s+){0,2}?"
_OWNERS = r"parent|subsidiar(?:y|ies)|owners?|acquirers?"
_CONTROL = re.compile(rf"{_RELATION_OPENS}(?:{_OWNERS}|spin-?offs?|affiliates?|sister|"
                      r"holding company|division)\b", re.I)
# … and of those, who owns whom: its owner bought or built it, a grave event (check 35: "… or
# for its Tallinn subsidiary, Pristic Systems" weighs what "Pristic Systems is a Tallinn
# subsidiary of Graium Technologies" weighs)
_OWNERSHIP_SET_IN = re.compile(rf"{_RELATION_OPENS}(?:{_OWNERS})\b", re.I)


# "the Austin-based Meastquane": a city set before a company's name
_CITY_BASED = re.compile(r"\b" + CITY_BASED + r"\s+([A-Z][\w&'’.-]*(?:\s+[A-Z][\w&'’.-]*)*)")


def _own_cities(text: str, skip: frozenset[str], hq: str) -> set[str]:
    """The cities a sentence sets before the company's own name ("the Milan-based Trofia
    Systems"; `skip`: the company's name words) that are its headquarters as the facts block
    gives it (`hq`): a wrong city set in a contrast is still a claim (check 37)."""
    return {m.group(1) for m in _CITY_BASED.finditer(text)
            if set(V.norm_text(m.group(2)).split()) & skip
            and V.norm_text(m.group(1)) == V.norm_text(hq.split(",")[0])}


# a relative clause inside a statement of absence, up to the sentence's end or next clause
_CLAUSE_OF_ITS_OWN = re.compile(r"\b(?:that|which|who|whom|whose)\s+[^,;.]+", re.I)


# a figure followed by its owner's name in brackets
_SET_AGAINST = re.compile(r",\s*(?:above|below|up from|down from|compared with|compared to|"
                          r"against|versus|from)\s+(?:the|an?|its)\s+(?:earlier\s+|older\s+|"
                          r"previous\s+)?(?:figure of\s+)?\d[^,;.]*?\b(?:cited|reported|given|"
                          r"stated|listed|quoted|published|counted)\s+(?:in|on|at|by)\b[^,;]*",
                          re.I)
_OWNER_IN_BRACKETS = re.compile(r"(?:[A-Z]{3}\s?|[$€£])?\d[\d,.]*\s?(?:[MmBbKk]|bn|million|"
                                r"billion)?\s*\(((?-i:[A-Z])[^()]{1,60})\)")


def checked_claims(checked: list[tuple[tuple[int, ...], frozenset[Any], str]],
                   charged: set[str]) -> int:
    """N of A_prose: the checked claims (`TierAResult.checked`), each set of key values said
    once. A sentence whose key values all stand in another sentence with the same citations
    says them again in other words ("Per the record, the founding year is 2015"): it is new
    checked content only when a finding charges it (then it said something of its own), so
    restating true facts never dilutes an error. Sentences with the same key values count
    once, or once each that is charged; the count does not depend on their order. (Honest
    reports say a value again beside a new point in 2% of their cited sentences: it stays
    prose, read and charged like any other.)"""
    by_cites: dict[tuple[int, ...], list[tuple[frozenset[Any], str]]] = defaultdict(list)
    for cites, keys, text in checked:
        by_cites[cites].append((keys, text))
    n = 0
    for group in by_cites.values():
        sets = {keys for keys, _ in group}
        for keys in sets:
            hit = sum(1 for k, text in group if k == keys and text in charged)
            said_elsewhere = not keys or any(keys < other for other in sets)
            n += hit if said_elsewhere else max(1, hit)
    return n


def _key_count(numeric: dict[str, list[Any]], names_norm: list[str]) -> int:
    """How many key values a sentence states (money, numbers, years, distinct names); at
    least 1, for a sentence whose only key is a rank or superlative."""
    return max(1, len(numeric["money"]) + len(numeric["numbers"]) + len(numeric["years"])
               + len(set(names_norm)))


_TITLE_EDGES = " \t-—–:|;,.()[]\"'"


def _title_rest(title: str, real: str, url: str) -> str:
    """What a Sources entry's title says beyond its page's title (`real`): the entry's title
    with the page's title taken out, or all of it when it holds no part of it; "" when every
    word left is a word of the page's title or url (a site name added, a title cut short)."""
    low, real_low = title.casefold(), normalize_text(real).casefold() if real else ""
    if real_low and low in real_low:
        return ""  # the title, or a part of it
    at = low.find(real_low) if real_low else -1
    rest = title[:at] + " " + title[at + len(real_low):] if at >= 0 else title
    rest = " ".join(rest.split()).strip(_TITLE_EDGES)
    if not rest:
        return ""
    known = set(V.norm_text(f"{real} {url}").split())
    return "" if set(V.norm_text(rest).split()) <= known else rest


@memo_by_identity("world", 8)
def _contract_words(contract: Any) -> frozenset[str]:
    """The words of the contract's own headings and names (section names and aliases, table
    columns, fact ids, the headings of the agent's contract file): words of a label that
    state nothing about the company ("Tearsheet", "Key Products")."""
    from rubric.contract import read_runtime_text

    texts = [*contract.section_names, *contract.comparables_table.columns, *contract.facts,
             "sources references bibliography citations"]
    for s in contract.sections:
        texts.extend(s.aliases)
    try:
        texts.extend(ln for ln in read_runtime_text("AGENTS.md").splitlines()
                     if ln.startswith("#"))
    except OSError:
        pass  # a contract without its runtime file still scores: the section names remain
    return frozenset(w for t in texts for w in V.norm_text(t.replace(".", " ").replace("_", " "))
                     .split())


# the kinds of event that have another party: a page reports the sentence's only where it names
# the sentence's parties ("Kaerova Data reports into Graium Technologies as its data division",
# on a newsroom whose acquisition is of Kymrent Software, reports none: check 45)
_PARTY_EVENTS = frozenset({"acquisition", "merger", "lawsuit"})


def _lines_of_parties(pages: list[str], text: str, company: Any,
                      sites: list[str]) -> list[str]:
    """The lines of `pages` that name one of the parties `text` names, or no party at all (a
    market's "bought by operations managers"); `pages` itself where it names none but the
    company, its people and the publications of `sites` ("according to Circuit Journal")."""
    _, own, skip = _company_names(company)
    parties = [n for n in _name_keys(text, skip)[1] if n not in own
               and not any(n in site or site in n for site in sites if site)]
    if not parties:
        return pages
    # by their own words: "Data" or "Systems" names no party
    named = {w for n in parties for w in n.split()} - CORPORATE_WORDS
    return [line for x in pages for line in x.split("\n")
            if not (others := _name_keys(line, skip)[1])
            or named.intersection(w for n in others for w in n.split())]


class TierA:
    """Runs every Tier-A check over one rollout. `company` and `widx` are None outside the
    closed world; the truth-based checks are then skipped (and said so in the result)."""

    def __init__(self, contract: Any, report: Any, registry: Any, behaviour: Any,
                 company: Any = None, widx: Any = None) -> None:
        self.contract = contract
        self.report = report
        self.registry = registry
        self._read_pages: str | None = None
        self.beh = behaviour
        self.company = company
        self.widx = widx
        self.res = TierAResult(world_checked=company is not None)
        self._ev: dict[int, Evidence] = {}
        self._cites: dict[int, Evidence | str | None] = {}  # `cite` of each id met so far
        target = company.name if company is not None else ""
        self.skip_names = V.name_tokens(target)
        self._target = target
        self._known = widx.names if widx is not None else frozenset()
        # the subject a pronoun carries over from the sentence before, per section
        self._subjects: dict[str, str] = self.res.subjects
        for section in report.sections:
            texts = [c.text for c in section.claims]
            for text, subject in zip(texts, subjects_in_order(texts, target, self._known),
                                     strict=True):
                if subject is not None:
                    self._subjects.setdefault(text, subject)

    # ---- helpers ------------------------------------------------------------------------
    def reading(self, text: str) -> Reading:
        """The one reading of a sentence (`rubric.reading`) every check of it uses, its subject
        carried over from the sentence before where it opens with a pronoun."""
        reading = read_claim(text, self._target, self._known)
        subject = self._subjects.get(text)
        return reading if subject is None or reading.subject is not None else \
            dataclasses.replace(reading, subject=subject)

    def _event_spans(self, text: str) -> tuple[set[str], list[str]]:
        """`_event_spans` of a sentence about the target, in the closed world."""
        # (a subject read as the target's own name, from a product named after it, "Graium
        # Campus", is the target: check 31)
        if self.company is None or _SPAN.search(text) is None or \
                self.reading(text).subject not in (None, V.norm_text(self._target)):
            return set(), []
        return _event_spans(text, self.company.details or {})

    def _true_bases(self, text: str) -> str:
        """`text` less each "<City>-based" before a company's name where a company of that name
        is based in that city, the world's own record: a namesake set apart by its true city
        ("…, the Austin-based Meastquane, …": outside round 82) says nothing new."""
        if self.widx is None or "-based " not in text:
            return text

        def drop(m: re.Match[str]) -> str:
            name = V.norm_text(m.group(2))
            for cid in self.widx.by_name.get(company_of(name, self._known), ()):
                if V.norm_text(hq_city(self.widx.companies[cid].details)) == \
                        V.norm_text(m.group(1)):
                    return m.group(2)
            return m.group(0)
        return _CITY_BASED.sub(drop, text)

    def _blank_names_read(self, text: str, skip: frozenset[str]) -> bool:
        """Whether an uncited statement of absence says nothing the research did not: every
        name in it is on a page the rollout read, and a closing concession ("…, though <company>
        sunset its Quillly Classic app in 2025") gives no name or year of its own (check 27:
        "The sources do not name the lead of the Seed round that Halvorn Capital joined")."""
        if _concedes(text):
            return False  # (with or without a name: "…, though a co-founder runs the engineering
            # team after the previous one left", check 28)
        if any(_name_keys(m.group(0), skip)[0] for m in _CLAUSE_OF_ITS_OWN.finditer(text)):
            return False  # "… the lead of the Series B round that Mamora Growth joined" (check
            # 28): a clause that says what a name did
        names = _name_keys(text, skip)[1]
        if not names:
            return True
        pages = self._read_norm()
        return all(f" {n} " in pages for n in names)

    def _facts_hq(self) -> str:
        """The headquarters the report's facts block gives ("" without one)."""
        return next((str(f.value) for f in self.report.facts
                     if f.id == "overview.headquarters" and f.value), "")

    def _absence_evidence(self, text: str, readable: list[Evidence],
                          held: list[bool]) -> list[bool]:
        """`held`, with each cited page that names the sentence's company marked held where a
        clause of the sentence says what those pages leave out: the pages that show an absence
        are its evidence, no idle citation ("It reported 2025 revenue of GBP 128.5M, but none of
        its funding releases disclosed a valuation [75][69][39][90][93][94]": outside round 113,
        the five releases cited for the blank)."""
        whole = self.reading(text).subject or V.norm_text(self._target)
        # (the blank's own company: "…; Calystix AI has no disclosed revenue" is shown by
        # Calystix's pages, not by every page of the sentence: outside round 29)
        blanks = {f" {r.subject or whole} " for r in map(self.reading, CONTRAST_CLAUSES.split(text))
                  if r.absent}
        if not blanks:
            return held
        return [h or any(subject in f" {V.norm_text(t)} " for t in page_texts(ev.source)
                         if isinstance(t, str) for subject in blanks)
                for h, ev in zip(held, readable, strict=True)]

    def _named_blank(self, text: str, missing: list[str], skip: frozenset[str]) -> list[str]:
        """`missing` less the names a cited sentence gives only in a clause of its own that
        says the sources leave something blank, read as an uncited statement of absence is
        ("…, and Kiothora AI has disclosed no revenue, so no multiple is given for either":
        outside round 74): the blank needs no citation, its names only a page the rollout
        read."""
        clauses = CONTRAST_CLAUSES.split(text)
        blanks = [c for c in clauses if self.reading(c).absent and
                  _only_a_blank(self._true_bases(c), _numeric_keys(c), skip)
                  and self._blank_names_read(c, skip)]
        if not blanks:
            return missing
        told = [c for c in clauses if c not in blanks]
        return [x for x in missing if not (any(x in c for c in blanks)
                                           and not any(x in c for c in told))]

    def _read_norm(self) -> str:
        """Every page the rollout fetched, `norm_text`, space-padded (read once per rollout)."""
        if self._read_pages is None:
            self._read_pages = " " + " ".join(
                V.norm_text(t) for src in self.registry.sources if src.status == "fetched"
                for t in page_texts(src) if isinstance(t, str)) + " "
        return self._read_pages

    def add(self, mode: str, reason: str, **kw: Any) -> None:
        self.res.findings.append(pooled(Finding(mode=mode, reason=reason, **kw), self.company))

    def add_strict(self, mode: str, reason: str, **kw: Any) -> None:
        """A finding of the strict pool: the facts block, the comparables table."""
        self.add(mode, reason, pool="strict", **kw)

    def evidence(self, sid: int) -> Evidence | None:
        ev = self._ev.get(sid)
        if ev is None:
            src = self.registry.get(sid)
            if src is None:
                return None
            ev = self._ev[sid] = Evidence(src)
        return ev

    def cite(self, sid: int) -> Evidence | str | None:
        """What a citation of `sid` reaches: the source's evidence when it was read, else its
        status, or None when the rollout has no such source. Once per id: a report cites its
        sources again and again."""
        cited = self._cites.get(sid, _UNSEEN)
        if cited is _UNSEEN:
            src = self.registry.get(sid)
            if src is None:
                cited = None
            elif src.status != "fetched":
                cited = src.status
            else:
                cited = self.evidence(sid)
            self._cites[sid] = cited
        return cited

    def truth(self, fact_id: str) -> Any:
        return None if self.company is None else self.company.truth.get(fact_id)

    def _rivals_naming_us(self, reported: Any, truth: Any) -> bool:
        """Whether every competitor a list adds to the world's is a company whose own
        competitors the world lists with the target in them: rivalry its pages tell from the
        other side ("Ulonera Cyber competes with, among others, Thysum Cyber": outside round
        22). Such a member is no error; it is not required either."""
        if self.company is None or self.widx is None:
            return False
        _, extra = V.overlap_of(V.read_list(V.parse_list(reported)),
                                V.read_list(V.parse_list(truth)))
        # a name several companies share is a rival where one of them lists the target
        # (outside round 44: "Enealmkron", an edtech rival and a retail namesake)
        companies = self.widx.companies
        return bool(extra) and all(
            any(any(V.names_match(str(r), self.company.name)
                    for r in companies[cid].truth.get("competition.competitors") or [])
                for cid in self.widx.by_name.get(V.norm_text(str(x)), ()))
            for x in extra)

    def truth_since(self, fact_id: str) -> V.Date | None:
        """Since when the truth's value of `fact_id` has held (the world's `truth_as_of`)."""
        if self.company is None:
            return None
        return V.parse_date((self.company.details.get("truth_as_of") or {}).get(fact_id))

    def disclosed(self, fact_id: str) -> bool | None:
        if self.company is None:
            return None
        if fact_id in (self.company.undisclosed or []):
            return False
        return self.company.truth.get(fact_id) is not None

    # ---- the run -----------------------------------------------------------------------
    def run(self) -> TierAResult:
        self.check_format()
        self.check_citations_and_claims()
        self.check_grave_events()
        self.check_latest_claims()
        self.check_facts()
        self.check_table()
        self.check_topics()
        self.check_fetch()
        self.check_cross()
        self.check_subject()
        self.check_prose()
        return self.res

    # P_format: the contract's format rules, and the report written in its own words
    def check_format(self) -> None:
        """The format rules a report can break (docs/reward.md, "Format"): sections out of the
        contract's order, a section written twice, no Sources list, an `as_of` that is no
        `YYYY[-MM[-DD]]`; and the words of the sentences copied from the pages they cite
        (`_copied_from`), which `check_citations_and_claims` then leaves out of N."""
        st = self.res.stats
        report = self.report
        st.sections_out_of_order = report.out_of_order
        st.sections_repeated = len(report.duplicate_sections)
        st.sources_listed = bool(report.sources)
        st.as_of_malformed = sum(1 for f in report.facts if f.as_of is not None
                                 and not AS_OF_FORM.fullmatch(str(f.as_of).strip()))
        for claims in (*(s.claims for s in report.sections), report.unsectioned_claims):
            for claim in claims:
                text = claim.text.strip()  # as the claim checks read it (one normal form each)
                count = len(V.norm_text(text).split())
                st.words_written += count
                if count >= COPIED_RUN and claim.citations and self._copied_from(
                        _prose_words(text), claim.citations):
                    st.words_copied += count
                    self.res.copied.add(text)

    def _copied_from(self, words: list[tuple[str, bool]], citations: list[int]) -> bool:
        """Whether a run of `COPIED_RUN` consecutive words of a sentence (normalized), at least
        `COPIED_PROSE` of them written in lower case, stands verbatim on one of its cited pages:
        prose taken whole, not a list of names or a figure's line the page gives alike."""
        runs = {hash(" ".join(w for w, _ in words[i:i + COPIED_RUN]))
                for i in range(len(words) - COPIED_RUN + 1)
                if sum(lower for _, lower in words[i:i + COPIED_RUN]) >= COPIED_PROSE}
        if not runs:
            return False
        pages = [x for sid in citations if type(cited := self.cite(sid)) is Evidence
                 and cited.source is not None for x in cited.source.excerpts
                 if isinstance(x, str)]
        if any(not runs.isdisjoint(_page_runs(x)) for x in pages):
            return True
        return any(_inserted_run(words, x) for x in pages)

    # EA03-ASSOC of a grave event: a kind of event is a key value of the sentence
    def check_grave_events(self) -> None:
        """A cited sentence that reports a grave event (`rubric.events`: an acquisition, a
        merger, a lawsuit, a fine, an indictment, insolvency, layoffs, a listing) is supported
        only when a cited page reports an event of that kind: names and dates on the page do
        not report it ("X's chief executive was indicted for fraud [n]" on a page that names
        the chief executive). Charged in the strict pool when the event is the company's
        (`pooled`)."""
        head = _company_names(self.company)[0]  # the company's first word, for `bought`
        for claims in (*(s.claims for s in self.report.sections), self.report.unsectioned_claims,
                       self.res.labels_read):
            for claim in claims:
                if not claim.citations or not grave_event(claim.text):
                    continue
                if modality(claim.text) == "forecast" and \
                        not _names_the_company(claim.text, self.company):
                    continue  # a market's forecast ("expects … larger vendors acquiring …")
                readable = [ev for sid in claim.citations
                            if type(ev := self.cite(sid)) is Evidence and ev.source is not None]
                if not readable:
                    continue  # charged already: its citations reach no read page
                kinds = event_kinds(claim.text)
                pages = [x for ev in readable for x in ev.source.excerpts if isinstance(x, str)]
                if kinds & _PARTY_EVENTS:
                    pages = _lines_of_parties(pages, claim.text, self.company, [
                        V.norm_text(ev.source.site or "") for ev in readable])
                # each kind the sentence reports needs a page reporting it: a page on the
                # company's own purchase of a firm does not report its lenders taking it over
                # after it "was unable to service its debts" (check 49)
                unreported = [kind for kind in sorted(kinds)
                              if not self._kind_reported(kind, claim.text, pages, head)]
                if unreported:
                    self.add("EA03-ASSOC", "no cited page reports " + " or ".join(sorted(kinds)),
                             sentence=claim.text.strip(), source=list(claim.citations),
                             found=sorted(kinds))

    def _kind_reported(self, kind: str, text: str, pages: list[str], head: str) -> bool:
        """Whether one of `pages` reports the sentence's event of `kind`."""
        if kind == "acquisition" and bought(text, head):
            # the company sold, not buying another firm
            return any(bought(x, head) for x in pages)
        parts = [n for n in _PART_SOLD.findall(text) if not V.names_match(n, self._target)] \
            if kind == "acquisition" and _SELLS_A_PART.search(text) else []
        if parts:
            # a part of the business sold or spun off ("spun Graium Campus out as a standalone
            # business": check 51) is reported in a line naming that part, not by the
            # company's own purchase of another firm
            return any(kind in _page_event_kinds(line) for x in pages
                       for line in x.split("\n") if any(names_whole(n, line) for n in parts))
        return any(kind in _page_event_kinds(x) for x in pages) or (
            # a market's consolidation, no party named ("It [the report] expects … larger
            # vendors acquire smaller specialists" for a page's "buying smaller specialists");
            # the company bought is named, unless the sentence forecasts it ("an analyst …
            # named Giorelle as the kind of specialist they tend to acquire": outside round 27)
            kind == "acquisition" and (modality(text) == "forecast" or (
                not _name_keys(text, frozenset())[0] and
                not _names_the_company(_LEADING_IT.sub("", text), self.company)))
            and any(_BUYING_FIRMS.search(x) for x in pages))

    def check_latest_claims(self) -> None:
        """A sentence giving the company's latest announcement ("The most recent announcement
        was the EUR 25M Series A on October 10, 2024") dated more than a month before the
        world's latest event gives a stale one as the newest: EA03-DELTA (attack round 10). A
        latest round, launch or hire is no latest announcement; the latest before another event
        ("Before the Series B, the most recent event was …") is history."""
        newest = self.truth_since("recent.latest_event")
        if newest is None or newest.month is None:
            return
        for claims in (*(s.claims for s in self.report.sections), self.report.unsectioned_claims):
            for claim in claims:
                if not _LATEST_NEWS.search(claim.text):
                    continue
                reading = self.reading(claim.text)
                said = reading.dated
                if reading.subject is not None or reading.modality != "reported" or \
                        reading.time != "current" or said is None or \
                        said.year * 12 + (said.month or 12) >= newest.year * 12 + newest.month - 1:
                    continue
                self.add("EA03-DELTA", "gives an older announcement as the company's latest",
                         sentence=claim.text.strip(), source=list(claim.citations),
                         expected=f"{newest.year}-{newest.month:02d}", found=str(said.year))

    # a section is its prose: the facts block and the table summarize researched sentences
    def check_prose(self) -> None:
        st = self.res.stats
        # the table's section holds rows, not prose
        table = next((s.name for s in self.contract.sections
                      if any(f.type == "table" for f in s.facts)), None)
        prose = [c.text.strip() for s in self.report.sections if s.name != table
                 for c in s.claims]
        ev = Evidence.of_sentences(prose) if prose else None
        for entry in self.report.facts:
            spec = self.contract.facts.get(entry.id)
            if spec is None or spec.type == "table" or V.is_blank(entry.value) or \
                    entry.status == "not_disclosed":
                continue
            st.facts_prose_checked += 1
            if ev is not None and _probe_found(_evidence_probe(spec.type, entry.value), ev):
                st.facts_in_prose += 1

    def _restates(self, text: str, norm: str, citations: list[int],
                  earlier: dict[tuple[int, ...], list[frozenset[str]]]) -> bool:
        """Whether a cited sentence restates an earlier one with the same citations: every word
        of the earlier sentence is in it but a function word or two (one in five: "the" made
        "this", "was" made "had been"), and what it adds is at most a few words holding no
        number and no name ("As noted above, …", "…, to repeat"). A copy with a framing clause
        or a swapped function word says nothing new, so it counts as a repeat in P_topic like a
        verbatim one (and is no checked content in A_prose); a sentence that adds a name or a
        figure to an earlier one, or changes one, says something new and is no repeat."""
        words = frozenset(norm.split())
        group = earlier.setdefault(tuple(sorted(set(citations))), [])
        hit = False
        for prior in group:
            extra = words - prior
            swapped = prior - words
            if len(prior) >= RESTATE_MIN_WORDS and swapped <= _NOT_A_MEMBER and \
                    len(swapped) <= max(1, len(prior) // 5) and \
                    len(extra) <= RESTATE_MAX_EXTRA + 2 * len(swapped) and \
                    not any(ch.isdigit() for w in extra for ch in w):
                # the added words name nothing (names are read only for a candidate: cost)
                named = {t for n in _name_keys(text, self.skip_names)[1] for t in n.split()}
                if not extra & named:
                    hit = True
                    break
        group.append(words)
        return hit

    # EA03-CITE, EA03-ACCESS, EA03-ASSOC, EA03-FETCH (cites failed fetches), EA03-TOPIC filler
    def check_citations_and_claims(self) -> None:
        st = self.res.stats
        seen_text: set[str] = set()
        restated: dict[tuple[int, ...], list[frozenset[str]]] = {}
        cited_ids: set[int] = set()
        cites = self._cites  # `self.cite(sid)`, looked up inline first
        skip = self.skip_names
        # text outside the ten sections is read and checked like section text (docs/reward.md),
        # and so are labels that state something and text added to Sources titles
        extra = self.res.labels_read = self._label_claims() + self._source_title_claims()
        in_sections = len(self.report.sections)  # the first groups: the report's own content
        for group, claims in enumerate([*(s.claims for s in self.report.sections),
                                        self.report.unsectioned_claims, extra]):
            # the figures and dates the group's cited sentences have given
            said_values: set[float] = set()
            said_dates: list[V.Date] = []
            said_money: list[V.Money] = []  # the amounts of the cited sentence just before
            for claim in claims:
                text = claim.text.strip()
                st.claims_total += 1
                norm = V.norm_text(text)
                repeat = (norm in seen_text and len(norm) > 20) or bool(
                    claim.citations and self._restates(text, norm, claim.citations, restated))
                st.duplicate_sentences += repeat
                seen_text.add(norm)
                numeric = _numeric_keys(text)
                has_number = bool(numeric["money"] or numeric["numbers"] or numeric["years"])
                # a multiple alone ("12.4x", "20 times revenue") is a key value, computed from
                # parts the report gives elsewhere: checked, but no content of its own to
                # dilute errors with
                only_a_multiple = _only_a_multiple(text, numeric)
                has_number = has_number or only_a_multiple
                if not claim.citations:
                    # a number, a date, a proper name, a rank or superlative, an event: a
                    # factual claim, hedged ("reportedly", "may") or not; a sentence saying
                    # what the sources do not give is none, unless it gives a figure itself
                    absent_main = self.reading(main_clause(text)).absent
                    absent = absent_main and _only_a_blank(
                        self._true_bases(text), numeric, skip) and \
                        self._blank_names_read(text, skip)
                    # a concession after an absence states something of its own, keyed or not
                    # ("…, though a co-founder runs the engineering team after the previous one
                    # left": check 28)
                    concedes = absent_main and _concedes(text)
                    # nor is a sentence saying how the report computes a figure, with no figure
                    # or name of its own ("Revenue multiples are each company's latest valuation
                    # divided by its 2025 revenue": outside round 20)
                    # (nor a round or a dated month of its own: "…, Graium Technologies' from
                    # its 2025 Series B", check 32; nor an event beside it: "…, and all of them
                    # were set by rounds the same lead investor led", check 33)
                    method = METHOD.search(text)
                    absent = absent or (method is not None and not (
                        numeric["money"] or numeric["numbers"] or _name_keys(text, skip)[0]
                        or ROUND_TYPES.search(text) or V.date_mentions(text)
                        or states_event(_REPORT_TALK.sub(
                            " ", text[:method.start()] + text[method.end():]))))
                    names = _name_keys(text, skip)[1]
                    if not absent and (has_number or names or concedes
                                       or _RANKING.search(text) or states_event(text)
                                       or _FINANCIAL_STATE.search(text)):
                        st.claims_factual += 1
                        # charged per key value: packing claims into one sentence (a cell,
                        # a list of link titles) must not cap their charge
                        self.add("EA03-CITE", "factual sentence without a citation",
                                 sentence=text, weight=UNCITED_CLAIM_WEIGHT * _key_count(
                                     numeric, names))
                    elif not absent:  # a statement of absence is what the contract asks for
                        st.filler_sentences += 1
                    continue
                st.claims_factual += 1
                st.claims_cited += 1
                before = len(self.res.findings)
                readable: list[Evidence] = []
                shown: list[Evidence] = []  # cited though only seen in a search
                for sid in claim.citations:
                    st.citations_total += 1
                    cited_ids.add(sid)
                    cited = cites.get(sid, _UNSEEN)
                    if cited is _UNSEEN:
                        cited = self.cite(sid)
                    if type(cited) is Evidence:
                        st.citations_valid += 1
                        readable.append(cited)
                    elif cited is None:
                        self.add("EA03-CITE", f"[{sid}] is not a source of this rollout",
                                 sentence=text, source=[sid])
                    else:
                        mode = "EA03-FETCH" if cited == "failed" else "EA03-ACCESS"
                        self.add(mode, f"[{sid}] was never read successfully ({cited})",
                                 sentence=text, source=[sid], found=cited)
                        if cited == "search_only" and (ev := self.evidence(sid)) is not None:
                            shown.append(ev)
                if not readable:
                    if len(self.res.findings) > before:
                        # no cited page was read, so none holds any of its key values: the
                        # citation's finding is charged per key value, as a wrong one is
                        weight = float(_key_count(numeric, _name_keys(text, skip)[1]))
                        for f in self.res.findings[before:]:
                            f.weight = max(f.weight, weight)
                    continue
                # a span between two of the target's own events ("seven years after that
                # founding"): computed from the world's dates of them, right or wrong, wherever
                # its number is on the pages (check 29)
                spans_right, spans_wrong = self._event_spans(text)
                for reason in spans_wrong:
                    self.add("EA03-DERIVE", reason, sentence=text, source=list(claim.citations))
                if not (has_number or _name_keys(text, skip)[0]):
                    continue  # nothing to check it by
                if group < in_sections and not repeat and text not in self.res.copied and \
                        not (only_a_multiple and not _name_keys(text, skip)[0]):
                    # N of A_prose: a section sentence with a citation and a key value, neither
                    # a repeat nor copied from its cited pages (`checked_claims` counts them)
                    self.res.checked.append((tuple(sorted(set(claim.citations))),
                                             _key_values(text, numeric, skip), text))
                # citation precision: each readable cited source of a sentence that its pages
                # support at all must hold some key value (a sentence none of its pages
                # supports is wrong, charged in accuracy, not misattributed)
                held, union_missing = _key_support(readable, numeric, text, skip)
                any_found = any(held)
                if union_missing and shown:
                    # a value only the cited search result shows is that citation's fault,
                    # charged once (EA03-ACCESS), not again as missing (outside round 51)
                    union_missing = _key_support(readable + shown, numeric, text, skip)[1]
                # an idle citation (a page holding none of the sentence's key values) costs
                # through citation precision (`Prec` of S_cite): a sentence comparing several
                # pages cites some for words, not values. Only a sentence citing many idle pages
                # is spam, an error too
                if any_found and not all(held):
                    held = self._absence_evidence(text, readable, held)
                if any_found:
                    st.citations_checked += len(held)
                    st.citations_supported += sum(held)
                    # a sentence stating a computation cites its parts' pages ("the total is the
                    # sum of its six disclosed rounds": outside round 19), no spam
                    if len(held) - sum(held) >= SPAM_CITATIONS and not _COMPUTED.search(text):
                        self.add("EA03-ASSOC", f"cites {len(held) - sum(held)} sources that hold "
                                 "none of the sentence's key values", sentence=text,
                                 source=list(claim.citations), weight=0.25)
                    else:
                        self.res.cite_tallies.append((text, len(held), sum(held)))
                # full support: every key value, names and list members too, must be on some
                # cited page (a number-bearing sentence with an invented name is not supported)
                # (a sentence setting a namesake apart names the company it is not: its own
                # city or site is the contrast, not a claim about the namesake's page)
                if not SET_APART.search(text):
                    union_missing = union_missing + _missing_names(readable + shown, text, skip)
                referred = referred_back(text, said_values)
                if referred:
                    self.res.references[text] = referred
                if union_missing:
                    # "both are superseded by the October 2026 figure", "older than the 486
                    # count": a figure a cited sentence before it gave, named, not a value of
                    # this one (outside rounds 34, 73); a span between its dates, computed
                    back = set(referred) | spans_right | _spans_between(
                        text, _dates_of(numeric), said_dates) | _multiples_carried(
                        text, numeric["money"], said_money)
                    back |= _method_years(text)
                    union_missing = [x for x in union_missing if x not in back]
                if union_missing:
                    union_missing = self._named_blank(text, union_missing, skip)
                said_money = numeric["money"]
                said_values.update(float(y) for y in numeric["years"])
                said_values.update(v for v, _ in numeric["numbers"])
                said_dates += _dates_of(numeric)
                role = _role_mismatch(readable, text, skip)
                if role:
                    self.add("EA03-ASSOC", role, sentence=text, source=list(claim.citations))
                if union_missing:
                    # one error per key value no cited page holds: ten invented values packed
                    # into one sentence cost what ten sentences cost; a wrong span beside them
                    # is one more ("opened its London office two years after Quillly
                    # launched", an office the world does not have: check 34)
                    self.add("EA03-ASSOC",
                             "cited sources do not contain " + ", ".join(union_missing),
                             sentence=text, source=list(claim.citations), found=union_missing,
                             weight=float(len(set(union_missing)) + len(spans_wrong)))
                # (a sentence setting a namesake apart holds the company's own city as the
                # contrast: "… for the Milan-based Trofia Systems; the revenue coverage found
                # under the same name concerns …", outside round 111)
                elif not any_found and not spans_right and not (
                        SET_APART.search(text) and set(_name_keys(text, skip)[0])
                        <= _own_cities(text, skip, self._facts_hq())):
                    self.add("EA03-ASSOC", "no cited source contains the sentence's key names",
                             sentence=text, source=list(claim.citations),
                             found=_name_keys(text, skip)[0])
        for fact in self.report.facts:
            cited_ids.update(fact.cite)
        st.cited_sources = len(cited_ids)
        st.cited_sources_read = sum(
            1 for sid in cited_ids
            if (s := self.registry.get(sid)) is not None and s.status == "fetched")
        # the Sources list must name this rollout's sources under their own numbers
        for entry in self.report.sources:
            src = self.registry.get(entry.n)
            if src is None:
                if entry.n in cited_ids:
                    continue  # already a CITE finding where it is cited
                self.add("EA03-CITE", f"Sources list names [{entry.n}], not a source of this "
                         "rollout", source=[entry.n], found=entry.url, weight=0.5)
            elif entry.url and not _same_url(entry.url, src.url):
                self.add("EA03-CITE", f"Sources list gives [{entry.n}] a different url",
                         source=[entry.n], expected=src.url, found=entry.url)
        # one line per cited source: a source cited with no line is one the reader cannot find
        listed = {entry.n for entry in self.report.sources}
        unlisted = sorted(sid for sid in cited_ids
                          if sid not in listed and self.registry.get(sid) is not None)
        if listed and unlisted:
            self.add("EA03-CITE", f"cited sources with no line in the Sources list: {unlisted}",
                     source=unlisted, weight=0.5)

    def _label_claims(self) -> list[Any]:
        """The labels (headings that are no section, comment lines of the facts blocks) that
        state something: a label with a citation, a rank or superlative, or a number or name
        that neither the report's cited sentences nor the contract's own words state is read
        as a sentence. "### Fovora Cipher" over a paragraph about it stays a label."""
        labels = self.report.labels
        if not labels:
            return []
        out: list[Any] = []
        stated: Evidence | None = None
        for label in labels:
            text = label.text.strip()
            if label.citations or _RANKING.search(text):
                out.append(label)
                continue
            numeric = _numeric_keys(text)
            names = _name_keys(text, self.skip_names)[1]
            if not (numeric["money"] or numeric["numbers"] or numeric["years"] or names):
                continue  # nothing stated: a plain label
            if stated is None:
                stated = Evidence.of_sentences(
                    [c.text.strip() for claims in
                     [*(s.claims for s in self.report.sections), self.report.unsectioned_claims]
                     for c in claims if c.citations])
            if missing_numbers(numeric, [stated]) or any(
                    not stated.has_norm(n) and not all(
                        w in _contract_words(self.contract) or stated.has_norm(w)
                        for w in n.split()) for n in names):
                out.append(label)
        return out

    def _source_title_claims(self) -> list[Any]:
        """Text a Sources entry adds to its page's title, read as a sentence cited to that
        source: an entry is a number, the page's title and its url, so whatever else it says
        must be on that page. A title as the tools gave it (or a part of it) adds nothing."""
        out: list[Any] = []
        for entry in self.report.sources:
            title = entry.title
            if not title:
                continue
            src = self.registry.get(entry.n)
            real = src.title if src is not None else ""
            if title == real:
                continue
            rest = _title_rest(title, real, src.url if src is not None else entry.url)
            if rest:
                out.append(Claim(rest, [entry.n], 0))
        return out

    # EA03-MISS, EA03-VALUE, EA03-PROFILE, EA03-MARKET, EA03-DERIVE, EA03-LIST, EA03-MIX
    def check_facts(self) -> None:
        """A missing fact is charged once, through completeness: its MISS finding weighs 0 in
        accuracy. A wrong value earns no completeness and is an accuracy error, so it always
        costs more than `not_disclosed`. A retracted fact counts as not provided and its value
        is still checked: retracting never pays more than leaving the fact out."""
        st = self.res.stats
        entries = {f.id: f for f in self.report.facts}
        retracted = {r.id for r in self.report.retractions}
        for fid, spec, disclosed, truth, truth_entry in self._fact_plan():
            st.facts_required += 1
            entry = entries.get(fid)
            withdrawn = fid in retracted
            if entry is None or withdrawn:
                if disclosed:
                    why = "retracted" if withdrawn else "missing from the facts block"
                    self.add_strict("EA03-MISS", f"required fact {why}", fact_id=fid,
                                    expected=_show(truth), weight=0.0)
                elif disclosed is False and entry is None:
                    st.facts_satisfied += 0.5  # undisclosed: an explicit null was owed
                if entry is None:
                    continue
            has_value = not V.is_blank(entry.value) and entry.status != "not_disclosed"
            if not has_value:
                if withdrawn:
                    continue
                if disclosed:
                    self.add_strict("EA03-MISS", "written not_disclosed although the sources "
                                    "disclose it", fact_id=fid, expected=_show(truth), weight=0.0)
                else:
                    st.facts_satisfied += 1
                continue
            st.facts_valued += 1
            # a value that is its truth written verbatim reads as the truth did (once per process)
            known = truth_entry if truth_entry is not None and \
                truth_entry.written_verbatim(entry.value) else None
            self._fact_citations(entry, spec, known)
            if self.company is None:
                st.facts_satisfied += 0 if withdrawn else 1
                continue
            if disclosed is False:
                if fid == "overview.website":
                    st.facts_satisfied += 0 if withdrawn else 1
                    continue
                self.add_strict("EA03-VALUE", "value given for a fact no source discloses "
                                "(invented)", fact_id=fid, sentence=_fact_line(entry),
                                found=_show(entry.value), expected=None)
                continue
            if known is not None:
                ok, detail = known.verbatim
            else:
                value = _without_gloss(spec.type, entry.value, (  # read only for a gloss
                    c for sid in entry.cite if type(c := self.cite(sid)) is Evidence))
                ok, detail = compare_to_truth(spec.type, fid, value, truth)
                if ok and V.hedges_candidates(spec.type, value, truth):
                    ok, detail = False, "a hedge between several values, not one value"
                if not ok and fid == "competition.competitors" and self._rivals_naming_us(
                        entry.value, truth):
                    ok = True
            if ok:
                share = 1.0 if known is not None or spec.type != "list" else \
                    self._list_share(fid, entry, truth)
                st.facts_satisfied += 0 if withdrawn else share
                continue
            line = _fact_line(entry)
            if not readable_as(spec.type, entry.value) and \
                    V._DIGIT.search(str(entry.value)) is None:
                # "possibly significant" for a year is no value at all: the fact is missing;
                # a figure that is no value of its type ("ZOO6" for a year) is a wrong value
                self.add_strict("EA03-MISS", f"no usable {spec.type} value", fact_id=fid,
                                sentence=line, expected=_show(truth), found=_show(entry.value),
                                weight=0.0)
                continue
            mode = self._mode_for(fid, spec.type, entry.value)
            self.add_strict(mode, detail or "value differs from the ground truth", fact_id=fid,
                            sentence=line, source=list(entry.cite), expected=_show(truth),
                            found=_show(entry.value))

    def _list_share(self, fid: str, entry: Any, truth: Any) -> float:
        """The share of the world's findable members a list fact names: a list that passes (no
        member the world lacks, at most half left out) earns completeness in proportion, so
        naming fewer true members costs like leaving part of the fact out (an EA03-MISS of
        weight 0), and never as much as a wrong member (no completeness and an EA03-LIST
        error). Findable is the world's standard, not this rollout's reading: a member some
        readable page states correctly (`WorldIndex.stated`), so reading less never lowers
        what is required."""
        reading = _truth_entry("list", fid, truth).reading
        if not reading.items:
            return 1.0
        missing, _ = V.overlap_of(V.read_list(V.parse_list(entry.value)), reading)
        findable = self._findable_members(fid)
        if findable is not None:
            missing = [m for m in missing if V.norm_text(m) in findable]
            known = sum(1 for _, _, norm in reading.items if norm in findable)
        else:
            known = len(reading.items)
        if not missing or not known:
            return 1.0
        self.add_strict("EA03-MISS", f"list names {known - len(missing)} of the {known} members "
                        "the sources state", fact_id=fid, sentence=_fact_line(entry),
                        expected=_show(truth), found=_show(entry.value), weight=0.0)
        return 1.0 - len(missing) / known

    def _findable_members(self, fid: str) -> frozenset[str] | None:
        """The normalized members of a list fact that readable pages state about the company
        (None outside the closed world)."""
        if self.widx is None or self.company is None:
            return None
        return frozenset(V.norm_text(x) for v in self.widx.stated(self.company.id, fid)
                         for x in V.parse_list(v))

    @memo_by_identity("world", 4096, key=lambda self: (self.contract, self.company))
    def _fact_plan(self) -> tuple[tuple[str, Any, bool | None, Any, _TruthEntry | None], ...]:
        """For each fact of the contract but the table, in order: its id, its spec, whether the
        company discloses it (`disclosed`), its truth (`truth`), and the truth's entry where a
        report can state it verbatim. A property of the contract and the company: read once
        per process and company."""
        plan = []
        for fid, spec in self.contract.facts.items():
            if spec.type == "table":
                continue  # the comparables table is checked by check_table
            truth = self.truth(fid)
            entry = _truth_entry(spec.type, fid, truth) if truth is not None else None
            plan.append((fid, spec, self.disclosed(fid), truth,
                         entry if entry is not None and entry.verbatim is not None else None))
        return tuple(plan)

    def _mode_for(self, fid: str, ftype: str, value: Any) -> str:
        related = self._related_owner(fid, ftype, value)
        if related == "homonym" and fid in IDENTITY:
            return "EA03-SUBJECT"
        if related:
            return "EA03-MIX"
        if fid.startswith("market."):
            return "EA03-MARKET"
        if fid in DERIVED:
            return "EA03-DERIVE"
        if ftype == "list":
            return "EA03-LIST"
        if fid.startswith("overview."):
            return "EA03-PROFILE"
        return "EA03-VALUE"

    def _related_owner(self, fid: str, ftype: str, value: Any) -> str | None:
        """'homonym' / 'peer' when the value is the true value of the target's same-named twin
        or of one of its competitors (a fact of another entity), else None."""
        if self.widx is None or self.company is None:
            return None
        from rubric.world_index import value_keys

        if ftype == "money":
            m = V.parse_money(value)
            keys = [f"money:{round(m.amount)}"] if m else []
        elif ftype in ("person", "text", "year", "count"):
            keys = value_keys(value if ftype != "year" else V.parse_year(value))
        elif ftype == "list":  # whose are the members the target's truth lacks
            truth = self.truth(fid)
            extra = V.list_overlap(V.parse_list(value), V.parse_list(truth))[1] if truth \
                else V.parse_list(value)
            keys = value_keys(extra)
        else:
            return None
        details = self.company.details or {}
        twins = {c.id for c in self.widx.homonyms(self.company.id)}
        if details.get("twin"):
            twins.add(details["twin"])
        peers = set(details.get("competitors") or [])
        owners: set[str] = set()
        for k in keys:
            owners |= self.widx.owners_of(fid, k)
        owners.discard(self.company.id)
        if owners & twins:
            return "homonym"
        if owners & peers and ftype not in ("year", "count"):
            return "peer"
        return None

    def _fact_citations(self, entry: Any, spec: Any, known: _TruthEntry | None) -> None:
        """Citation findings of a fact; `known` is its truth's entry when the value is the
        truth written verbatim."""
        if not entry.cite:
            self.add_strict("EA03-CITE", "fact given without a citation", fact_id=entry.id,
                            sentence=_fact_line(entry), weight=0.5)
            return
        readable = []
        for sid in entry.cite:
            cited = self.cite(sid)
            if type(cited) is Evidence:
                readable.append(cited)
            elif cited is None:
                self.add_strict("EA03-CITE", f"[{sid}] is not a source of this rollout",
                                fact_id=entry.id, sentence=_fact_line(entry), source=[sid])
            else:
                mode = "EA03-FETCH" if cited == "failed" else "EA03-ACCESS"
                self.add_strict(mode, f"[{sid}] was never read successfully ({cited})",
                                fact_id=entry.id, sentence=_fact_line(entry), source=[sid],
                                found=cited)
        if not readable:
            return  # nothing readable cited: the citation findings above say so
        if entry.as_of is not None and spec.dated:
            self._check_as_of(entry, readable)
            self._check_as_of_held(entry, spec.type)
        if known is not None:  # a truth's probe: each source's answer is read once per process
            probe = known.probe
            kind, data = probe
            if kind == "list":
                columns = zip(*(_truth_probed(probe, ev) for ev in readable), strict=True)
                supported = bool(data) and sum(map(any, columns)) * 2 >= len(data)
            else:
                supported = any(_truth_probed(probe, ev) for ev in readable)
        else:
            kind, data = probe = _evidence_probe(spec.type, entry.value)
            if kind == "list":  # half the items, each in some cited source
                norms = [ev.norm for ev in readable]
                found = sum(n is not None and any(n in norm for norm in norms) for n in data)
                supported = bool(data) and found * 2 >= len(data)
            else:
                supported = any(_probe_found(probe, ev) for ev in readable)
        if not supported and entry.id in SUMMED_FACTS and spec.type == "money":
            money = V.parse_money(entry.value)  # a total derived from the cited parts
            supported = money is not None and money_sum_supported(money, _excerpts(readable))
        if not supported and spec.type == "text":  # a phrase in the report's own words
            supported = _said_on(str(entry.value), readable, self.skip_names)
        if not supported and entry.id == "funding.rounds_count":  # counted from its parts
            n = V.parse_number(entry.value)
            supported = n is not None and \
                rounds_named(x for ev in readable for x in page_texts(ev.source)) >= n
        if not supported:
            self.add_strict("EA03-ASSOC", "cited sources do not contain the fact's value",
                            fact_id=entry.id, sentence=_fact_line(entry), source=list(entry.cite),
                            found=_show(entry.value))

    def _check_as_of_held(self, entry: Any, ftype: str) -> None:
        """A true value dated more than a year before it became the value (the world's
        `truth_as_of`: the round that brought the total to it, the count's own date) was not
        the value then: the total raised "as of" the seed round (attack round 10). Read only
        where the value is the world's (a stale value is charged as one)."""
        first = self.truth_since(entry.id)
        d = V.parse_date(entry.as_of)
        truth = self.truth(entry.id)
        if first is None or d is None or truth is None or \
                (d.year, d.month or 12, d.day or 31) >= (first.year - 1, first.month or 1,
                                                         first.day or 1) or \
                not compare(ftype, entry.id, entry.value, truth)[0]:
            return
        self.add_strict("EA03-VALUE", f"as_of {entry.as_of} is before the value held (from "
                        f"{first.year})", fact_id=entry.id,
                        sentence=_fact_line(entry), found=str(entry.as_of), weight=0.5)

    def _check_as_of(self, entry: Any, readable: list[Evidence]) -> None:
        """An `as_of` must be a date its evidence can vouch for: one a cited page states (at
        the as_of's precision; a stated year vouches for its last day), or on or before a cited
        page's own date (a value read on a page dated 2026-09 held as of any earlier date)."""
        d = V.parse_date(entry.as_of)
        if d is None:
            return  # no date at all: a format rule broken (`check_format`), not a wrong date
        start = (d.year, d.month or 1, d.day or 1)
        # "worth USD 12B in 2025": a year the page states holds as of that year's last day
        year_end = (d.month, d.day) in ((None, None), (12, 31))
        for ev in readable:
            if ev.has_date(d) or (year_end and ev.has_year(d.year)):
                return
            page = V.parse_date(getattr(ev.source, "date", None))
            if page is not None and (page.year, page.month or 12, page.day or 31) >= start:
                return
        self.add_strict("EA03-VALUE", f"as_of {entry.as_of} is later than its cited evidence",
                        fact_id=entry.id, sentence=_fact_line(entry), found=str(entry.as_of),
                        weight=0.5)

    # EA03-TABLE
    def check_table(self) -> None:
        spec = self.contract.comparables_table
        table = self.report.table
        st = self.res.stats
        if table is None:
            self.add_strict("EA03-TABLE", "no comparables table")
            return
        want = _norm_names(tuple(spec.columns))
        written = list(self.report.table_columns)
        # the contract's own names normalize to `want`, read once per process
        got = want if written == list(spec.columns) else [V.norm_text(c) for c in written]
        problems = 0
        if got != want:
            self.add_strict("EA03-TABLE", "table columns differ from the contract",
                            expected=list(spec.columns), found=list(self.report.table_columns))
            problems += 1
        if len(table) < 2:
            self.add_strict("EA03-TABLE", "table has no peer rows", found=len(table))
            problems += 1
        blank_texts = _blank_texts(tuple(spec.blank_markers))
        # column names normalized once per process (they are the contract's), not per row
        columns = list(zip(spec.columns, want, strict=True))
        key_norm: dict[Any, str] = dict(columns)
        # the truth's rows, looked up once for the whole table, not per row
        truth_rows = self._truth_rows()
        written_rows: list[int] = []  # ids of the truth rows the table writes
        for i, row in enumerate(table):
            cells: dict[str, str] = {}
            # each cell is tested for a blank marker once, however many checks read it
            blank: dict[str, bool] = {}
            for k, v in row.items():
                nk = key_norm.get(k)
                if nk is None:
                    nk = key_norm[k] = V.norm_text(k)
                cells[nk] = cell = _strip_cites(v)
                # `V.is_blank(cell, markers)`: `cell` is stripped already
                blank[nk] = cell.casefold() in blank_texts
            name = cells.get(columns[0][1], "")
            allowed = spec.blank_ok.get("target" if i == 0 else "peers", ())
            if i == 0:  # only the target row's required cells must be filled
                for c, nc in columns:
                    if blank.get(nc) and c not in allowed:
                        self.add_strict("EA03-TABLE", f"required cell '{c}' of the target "
                                        "row is blank", sentence=f"| {name} |", expected=c)
                        problems += 1
            if i == 0 and self.company is not None and not V.names_match(name, self.company.name) \
                    and V.norm_text(self.company.name) not in V.norm_text(name):
                self.add_strict("EA03-TABLE", "the first row is not the target company",
                                expected=self.company.name, found=name)
                problems += 1
            if self.company is None:
                continue
            truth_row = _truth_row_of(truth_rows, i, name)
            if truth_row is None:
                continue
            written_rows.append(id(truth_row))
            # the target row's allowed blanks (its Last Valuation) are held to the peers' rule:
            # a figure a read page states, left blank, is missing
            self._peer_completeness(name, truth_row, allowed if i == 0 else spec.columns[1:],
                                    cells, blank)
            for c, nc, true, truth_entry in _typed_truths(truth_row):
                cell = cells.get(nc)
                if cell is None or blank[nc]:
                    continue
                if not _cell_right(truth_entry, cell):
                    # a wrong cell is an accuracy error (strict), not a malformed table (T)
                    self.add_strict("EA03-TABLE", f"'{c}' of {name} differs from the truth",
                                    sentence=f"| {name} | … | {cell} |", expected=_show(true),
                                    found=cell, weight=TABLE_CELL_WEIGHT)
            for c, nc in _FILLABLE_COLUMNS:
                cell = cells.get(nc)
                if cell is None or blank[nc] or c not in allowed:
                    continue
                fid = "funding.last_valuation" if c == "Last Valuation" else None
                if truth_row.get(c) is None:
                    self.add_strict("EA03-TABLE", f"allowed blank '{c}' filled with an invented "
                                    "value", sentence=f"| {name} | … | {cell} |", expected="—",
                                    found=cell, fact_id=fid if i == 0 else None,
                                    weight=TABLE_CELL_WEIGHT)
        if self.company is not None and truth_rows is not None:
            # a peer the world lists, left out of the table, leaves its figures out: those a
            # read page states count as missing, as they would left blank in its row
            for peer, _ in _peer_rows(truth_rows):
                if id(peer) not in written_rows and isinstance(peer.get("Company"), str):
                    self._peer_completeness(peer["Company"], peer, spec.columns[1:], {}, {})
        st.table_ok = problems == 0

    def _peer_completeness(self, name: str, truth_row: dict[str, Any], columns: Any,
                           cells: dict[str, str], blank: dict[str, bool]) -> None:
        """The table's figures are required as facts are (`C`): each cell of `columns` (a
        peer's every figure; the target's allowed blanks, its other cells being required
        anyway) whose value readable pages state correctly about the row's company
        (`WorldIndex.stated`; a Revenue Multiple where they state both its valuation and its
        revenue) is earned when the table fills it right and missing when it is blank, wrong or
        its row left out (a MISS finding weighing 0 in accuracy; a wrong value is also an
        EA03-TABLE error). A figure no page states (a total only derivable from rounds) may
        stay blank. The standard is the world's, not this rollout's reading: reading less never
        lowers it."""
        st = self.res.stats
        subject = self._row_company(name)
        for c in columns:
            if (true := truth_row.get(c)) is None or c not in _TABLE_TYPES:
                continue
            nc = V.norm_text(c)
            cell = cells.get(nc)
            if cell is not None and not blank.get(nc, True):
                st.peer_cells_disclosed += 1
                right = _cell_right(_truth_entry(_TABLE_TYPES[c], "", true), cell)
                st.peer_cells_filled += 1 if right else 0
                continue
            facts = _COLUMN_FACTS.get(c, ())
            if subject is None or not facts or \
                    not all(self.widx.stated(subject, fid) for fid in facts):
                continue
            st.peer_cells_disclosed += 1
            stated = "its last valuation and its revenue (the multiple is their ratio)" \
                if c == "Revenue Multiple" else "it"
            self.add("EA03-MISS", f"'{c}' of {name} left blank although the sources state {stated}",
                     sentence=f"| {name} | {c} |", expected=_show(true), weight=0.0)

    def _row_company(self, name: str) -> str | None:
        """The id of the company a table row names: the target or one of its competitors."""
        if self.company is None or self.widx is None:
            return None
        if V.names_match(name, self.company.name):
            return self.company.id
        for cid in (self.company.details or {}).get("competitors") or []:
            peer = self.widx.companies.get(cid)
            if peer is not None and V.names_match(name, peer.name):
                return cid
        return None

    def _truth_rows(self) -> list[Any] | None:
        """The truth's comparables rows, or None when it has none."""
        rows = self.company.truth.get("comparables.rows") if self.company else None
        return rows if isinstance(rows, list) and rows else None

    # EA03-TOPIC
    def check_topics(self) -> None:
        st = self.res.stats
        comparables, key_of = _section_keys(self.contract)
        for section in self.report.sections:
            if section.name == comparables and self.report.table:
                continue
            cited_claims = [c for c in section.claims if c.citations]
            if not cited_claims and not any(self.reading(c.text).absent for c in section.claims):
                st.sections_empty += 1
                self.add("EA03-TOPIC", "section has no cited content (empty or filler)",
                         sentence=f"## {section.heading}", weight=0.5)
                continue
            key = key_of.get(section.name, "")
            if key in _TOPIC_FREE or key not in _TOPIC_CUES:
                continue
            # one claim touching the section's own topic clears it, whatever else it touches
            # ("headcount …, a figure also given by the CEO"): stop at the first (the
            # landscape's topic is its rivals: a sentence about another company is on it)
            own, also = _TOPIC_CUES[key].regex, _TOPIC_ALSO.get(key)
            if any(own.search(c.text) or (also is not None and also.regex.search(c.text)) or
                   (key == "competition" and self.reading(c.text).subject is not None)
                   for c in cited_claims):
                continue
            topics = [topic_of(c.text) for c in cited_claims]
            foreign = [t for t in topics if t]  # none is `key`
            if foreign and len(foreign) * 2 >= len(topics):
                # ties go to the alphabetically first topic (not to set order, which varies
                # between processes with PYTHONHASHSEED)
                other = max(sorted(set(foreign)), key=foreign.count)
                self.add("EA03-TOPIC", f"section content belongs to '{other}'",
                         sentence=f"## {section.heading}", found=other, weight=0.5)
        total = max(1, st.claims_total)
        filler = (st.filler_sentences + st.duplicate_sentences) / total
        if st.claims_total >= 10 and filler > FILLER_ALLOWANCE:
            self.add("EA03-TOPIC", f"{filler:.0%} of the sentences are uncited filler or repeats",
                     found=round(filler, 3), weight=0.0)

    # EA03-FETCH
    def check_fetch(self) -> None:
        if self.beh.fetched_ok == 0 and (self.res.stats.facts_valued or
                                         self.res.stats.claims_cited):
            self.add("EA03-FETCH", "facts written without any successful fetch",
                     found=f"{self.beh.fetch_calls} fetch calls")

    # EA03-CROSS
    def check_cross(self) -> None:
        facts = {f.id: f for f in self.report.facts}
        table = self.report.table or []
        if table:
            # the target row's columns by normalized name (the last of equal names wins, as a
            # dict of them would); only the three compared cells are read. The contract's own
            # names (the usual header) normalize to `_norm_names`, read once per process.
            keys = list(table[0])
            spec_columns = self.contract.comparables_table.columns
            norms = _norm_names(tuple(spec_columns)) if keys == list(spec_columns) else \
                [V.norm_text(k) for k in keys]
            columns = dict(zip(norms, keys, strict=True))
            for col, norm_col, fid in _CROSS_COLUMNS:
                key, entry = columns.get(norm_col, _NO_COLUMN), facts.get(fid)
                if key is _NO_COLUMN or entry is None:
                    continue
                cell = _strip_cites(table[0][key])
                if V.is_blank(cell) or V.is_blank(entry.value):
                    continue
                ftype = self.contract.facts[fid].type
                ok, _ = compare(ftype, fid, cell, entry.value)
                # the reverse reading is the same call (so the same answer) when the cell is
                # the value written alike
                same = type(entry.value) is str and cell == entry.value
                if not ok and (same or not compare(ftype, fid, entry.value, cell)[0]) or \
                        V.hedges_candidates(ftype, entry.value, cell):
                    # a hedged value ("Dublin and London") is not the cell's one value
                    self.add("EA03-CROSS", f"table '{col}' differs from the facts block",
                             fact_id=fid, sentence=f"| {_strip_cites(table[0].get(col, ''))} |",
                             expected=_show(entry.value), found=cell)
        claims = [c for section in self.report.sections for c in section.claims]
        lowered = _LoweredTexts.lowering([c.text for c in claims])  # read by both passes below
        self._cross_prose(facts, claims, lowered)
        self._cross_undisclosed(facts, claims, lowered)
        self._cross_false_blank(facts, claims)
        self._cross_headquarters(claims)
        founded = facts.get("overview.founded_year")
        fy = V.parse_year(founded.value) if founded is not None else None
        if fy:
            # the pattern needs one of its verbs: a substring test skips most sentences
            for i in sorted(lowered.holding(_FOUNDED_VERBS)):
                c = claims[i]
                reading = self.reading(c.text)
                if reading.subject is not None or reading.modality != "reported" or \
                        reading.quoted or about_rivals(c.text, self._target):
                    continue  # a peer's founding year, a denial, a directory's year
                m = _FOUNDED_IN.search(lowered.text(i))
                if m and int(m.group(1)) != fy:
                    self.add("EA03-CROSS", "founding year differs from the facts block",
                             fact_id="overview.founded_year", sentence=c.text,
                             source=list(c.citations), expected=fy, found=int(m.group(1)))

    def _cross_headquarters(self, claims: list[Any]) -> None:
        """A prose sentence placing the company's headquarters in another place than the facts
        block does ("The company is headquartered in Berlin, Germany [24]" beside
        `overview.headquarters: Dublin, Ireland`, Berlin being a rival's city on the cited
        market report: check 50). Read in the company's own clauses only, in its own voice and
        of now; a place the facts block's value holds (its city or its country) agrees."""
        hq = self._facts_hq()
        places = {V.norm_text(p) for p in hq.split(",") if p.strip()}
        if not places:
            return
        # a facts value hedging between places ("Dublin, Ireland and London, United Kingdom")
        # is no one headquarters the prose can agree with (round 8's `fx_hq_invented`)
        hedged = re.search(r"\b(?:and|or)\b|[/;&]", hq) is not None
        tnorm = V.norm_text(self._target)
        first = re.escape(self._target.split()[0]) if self._target.split() else "it"
        own = re.compile(rf"\b(?:{first}|the (?:company|firm|business|startup)|it|its)\b", re.I)
        for c in claims:
            if not _HQ_PLACE.search(c.text) and not _HQ_CITY_BASED.search(c.text):
                continue
            reading = self.reading(c.text)
            if not reading.current_target or about_rivals(c.text, self._target) or \
                    _TABLE_TALK.search(c.text) or SET_APART.search(c.text):
                continue
            for part in _OWN_CLAUSES.split(c.text):
                for m in (*_HQ_PLACE.finditer(part), *_HQ_CITY_BASED.finditer(part)):
                    # the clause the place is given in, from its last break before the place
                    # ("…, while Mealent Labs is headquartered in Berlin" is Mealent's)
                    pieces = _CLAUSE_BREAK.split(part[:m.start()])
                    # (a relative clause's place is its antecedent's: "Unlike Mealent Labs,
                    # which is based in Berlin, …")
                    clause = " ".join(pieces[-2:]) if len(pieces) > 1 and re.match(
                        r"\s*(?:which|that|who|whose)\b", pieces[-1], re.I) else pieces[-1]
                    if not clause.strip():  # "All four rivals, like Graium Technologies, are …"
                        clause = part[:m.start()]
                    if next((n for _, n in company_names(clause, self._target, self._known)),
                            None) not in (None, tnorm) or not own.search(clause) or \
                            _NOT_THE_COMPANY.search(clause):
                        continue  # a rival's place, or its roles' ("… roles are based in …")
                    said = V.norm_text(_POSSESSIVE_END.sub("", m.group(1)))
                    if said and (hedged or not any(said == p or said.startswith(p + " ") or
                                                   p.startswith(said + " ") for p in places)):
                        self.add("EA03-CROSS", "the prose places the headquarters elsewhere "
                                 "than the facts block", fact_id="overview.headquarters",
                                 sentence=c.text, source=list(c.citations), expected=hq,
                                 found=m.group(1))
                        return

    def _cross_prose(self, facts: dict[str, Any], claims: list[Any],
                     lowered: _LoweredTexts) -> None:
        """A prose sentence about a fact (its cue words) giving another value of the fact's type
        than the facts block does. `lowered` holds each claim's `text.lower()`."""
        active = [(fid, cue, facts[fid]) for fid, cue in _CROSS_CUES.items()
                  if fid in facts and not V.is_blank(facts[fid].value)]
        if not active:
            return
        # a cue's regex runs only on the sentences holding one of its stems (`Cues.may_match`:
        # a lower-cased text is its `ascii_lower` unless that declines); most sentences hold no
        # stem of any active cue and are never visited. Where `ascii_lower` declines, the
        # regexes decide alone.
        declined = set() if not lowered.may_decline else \
            {i for i, c in enumerate(claims)
             if not c.text.isascii() and V.ascii_lower(c.text) is None}
        cued = [(fid, cue, entry, lowered.holding(cue.stems) | declined)
                for fid, cue, entry in active]
        for i in sorted(set().union(*(may for *_, may in cued))):
            c = claims[i]
            text = c.text
            reading = self.reading(text)
            if reading.subject is not None or reading.modality != "reported" or \
                    reading.quoted or _TABLE_TALK.search(text) or about_rivals(text, self._target):
                continue  # another company's values, a plan, a denial, a source's figure, the
                # comparables table's rows
            for fid, cue, entry, may in cued:
                if i not in may or not cue.regex.search(text):
                    continue
                if self.contract.facts[fid].type != "year" and (
                        reading.time != "current" or reading.before(entry.as_of)):
                    continue  # a value of the past ("the Series B brought it to …") is history
                subject = _CROSS_SUBJECT.get(fid)
                said = text
                if subject and subject in facts and not V.is_blank(facts[subject].value):
                    named = str(facts[subject].value)
                    if not names_whole(named, text):
                        continue  # "Flowwise launched in 2018" is not the flagship's launch
                        # year, nor "Axiswise Cloud … launched in 2020" Axiswise's (round 26)
                    # a list of products: the part naming the flagship ("…, and TutorHub, a
                    # mobile app launched in 2020" is another's: outside round 36)
                    said = " ".join(p for p in LIST_PARTS.split(text) if names_whole(named, p))
                ftype = self.contract.facts[fid].type
                if ftype == "count":  # "two funding rounds" is 2 (a docs-only check)
                    said = V.spelled_counts(said, _COUNT_NOUNS)
                # a clause opening with another company gives that company's values ("…than
                # Pioston Labs' 34 people: Alynon Systems reports 206 employees": outside round 23)
                tnorm = V.norm_text(self._target)  # (a product named after it is its own)
                own = " ".join(part for part in _OWN_CLAUSES.split(said) if next(
                    (n for _, n in company_names(part, self._target, self._known)), None)
                    in (None, tnorm))
                # a figure with its owner in brackets ("EUR 46M (Biszova Bio)": outside round
                # 66) is that owner's
                own = _OWNER_IN_BRACKETS.sub(lambda m: m.group(0) if names_whole(
                    self._target, m.group(1)) else " ", own)
                # a figure set against an older one gives the older one as history ("…, above
                # the 184 employees cited in June 2026": outside round 123)
                own = _SET_AGAINST.sub(" ", own)
                # the values the fact's words stand next to ("total funding to EUR 244.1M",
                # not the round's EUR 100M before it)
                near = value_measures(own, [(fid, cue.regex)])
                stated = [x for x, v in zip(_stated_values(ftype, own, self.skip_names),
                                            _stated_numbers(ftype, own, self.skip_names),
                                            strict=True) if near.get(v)]
                if stated and not any(compare(ftype, fid, x, entry.value)[0] or
                                      compare(ftype, fid, entry.value, x)[0]
                                      for x in stated):
                    self.add("EA03-CROSS", f"the prose states {fid} differently from the "
                             "facts block", fact_id=fid, sentence=text,
                             source=list(c.citations), expected=_show(entry.value),
                             found=stated[0])
                    break

    def _cross_undisclosed(self, facts: dict[str, Any], claims: list[Any],
                           lowered: _LoweredTexts) -> None:
        """A prose sentence that gives the company's revenue, revenue growth or valuation a
        value while the facts block writes that fact `not_disclosed` contradicts the facts
        block: whatever the value, the report says both that it is known and that it is not.
        Read only in a clause (split at ";", "but", "while", …) about the company itself (no
        other name, no market word, no negation, not a blank) that holds the fact's words and a
        value of its type."""
        blank = [(fid, rx, kind) for fid, (rx, kind, stems) in _UNDISCLOSED_CUES.items()
                 if (e := facts.get(fid)) is not None and
                 (e.status == "not_disclosed" or V.is_blank(e.value))]
        if not blank:
            return
        stems = tuple(sorted({st for fid, _, _ in blank for st in _UNDISCLOSED_CUES[fid][2]}))
        for i in sorted(lowered.holding(stems)):
            c = claims[i]
            if not self.reading(c.text).current_target or _TABLE_TALK.search(c.text):
                continue
            for clause in CONTRAST_CLAUSES.split(c.text):
                if _NEGATED.search(clause) or _MARKET_WORDS.search(clause) or \
                        _name_keys(clause, self.skip_names)[0]:
                    continue
                for fid, rx, kind in blank:
                    if not rx.search(clause):
                        continue
                    stated = (V.money_mentions(clause) if kind == "money"
                              else list(V._PERCENT.finditer(clause)))
                    if stated:
                        self.add("EA03-CROSS", f"the prose gives {fid} a value; the facts block "
                                 "writes it not_disclosed", fact_id=fid, sentence=c.text,
                                 source=list(c.citations), expected="not_disclosed",
                                 found=clause.strip())
                        break

    def _cross_false_blank(self, facts: dict[str, Any], claims: list[Any]) -> None:
        """The mirror of `_cross_undisclosed`: a prose sentence saying the company does not
        disclose a fact the facts block gives a value ("<the company> disclosed neither its
        founding year nor its headcount" beside `overview.founded_year: 2012`: check 12). Read
        only in a statement of absence about the company itself that gives no value, no other
        name and no breakdown ("did not split revenue by product" leaves revenue given)."""
        given = [(fid, rx) for fid, rx in _BLANK_CUES.items()
                 if (e := facts.get(fid)) is not None and e.status != "not_disclosed"
                 and not V.is_blank(e.value)]
        for c in claims if given else ():
            text = c.text
            if not _NEGATED.search(text) or _BREAKDOWN.search(text) or \
                    _MARKET_WORDS.search(text) or V._DIGIT.search(text) or \
                    _name_keys(text, self.skip_names)[0]:
                continue
            if _SOME_PAGES_OMIT.search(text):
                continue  # some pages leave it out; others give it (outside round 130)
            reading = self.reading(main_clause(text))
            if not reading.absent or reading.subject is not None:
                continue
            blanked = [fid for fid, rx in given if rx.search(text)]
            if blanked:  # one error for each fact it blanks, as for each wrong value
                self.add("EA03-CROSS", f"the prose says {', '.join(blanked)} "
                         f"{'is' if len(blanked) == 1 else 'are'} not disclosed; the facts block "
                         "gives it", fact_id=blanked[0], sentence=text,
                         source=list(c.citations), expected=_show(facts[blanked[0]].value),
                         found="not disclosed", weight=float(len(blanked)))

    # EA03-SUBJECT
    def check_subject(self) -> None:
        if self.widx is None or self.company is None:
            return
        homonyms = {c.id for c in self.widx.homonyms(self.company.id)}
        cited: set[int] = set(self.report.citations)
        for f in self.report.facts:
            cited.update(f.cite)
        about_target = about_other = 0
        for sid in cited:
            src = self.registry.get(sid)
            about = self.widx.page_company(src.url) if src is not None else None
            if about is None:
                continue
            if about == self.company.id:
                about_target += 1
            elif about in homonyms:
                about_other += 1
        if about_other and about_other >= max(2, about_target):
            self.add("EA03-SUBJECT", "most cited company pages are about a same-named company",
                     expected=self.company.website, found=f"{about_other} homonym pages cited")


def _excerpts(readable: list[Evidence]) -> list[list[str]]:
    """Each source's texts, its title first (the sources of a derived total's parts: a Pre-Seed
    amount only a release's title gives, outside round 73)."""
    return [[x for x in page_texts(ev.source) if isinstance(x, str)]
            for ev in readable if ev.source is not None]


def _said_on(text: str, readable: list[Evidence], skip: frozenset[str]) -> bool:
    """Whether cited pages say what a phrase says in other words ("Partnership with Acme
    announced"): each of its key values (numbers, years, names) on them, or, with none, half
    of its content words."""
    numeric = _numeric_keys(text)
    if numeric["money"] or numeric["numbers"] or numeric["years"] or _name_keys(text, skip)[0]:
        return not missing_numbers(numeric, readable) and \
            not _missing_names(readable, text, skip)
    return _shares_words(text, readable)


def _shares_words(text: str, readable: list[Evidence]) -> bool:
    """Some cited page holds at least half of the text's content words (two or more)."""
    words = content_words(text)
    return len(words) >= 2 and any(
        sum(has_word(w, word_index(ev.raw)) for w in words) * 2 >= len(words) for ev in readable)


# "a 77.8% increase on 2023", "40.4% more than in 2024": the year a change is measured from;
# a page gives it as a change over a year, said so or given for the year ("up 40.4 per cent
# in 2025")
_SINCE_YEAR = re.compile(r"\b(?:on|over|from|since|versus|vs\.?|compared (?:with|to)|than|above|"
                         r"below)\s+"
                         r"(?:in\s+)?(?:fiscal\s+|FY\s?)?(?:19|20)\d\d\b", re.I)
_YEAR_ON_YEAR = re.compile(r"\b(?:year[- ]over[- ]year|year[- ]on[- ]year|yoy|a year earlier|"
                           r"the (?:previous|prior|preceding) year|the year before|"
                           r"(?:up|down|rose|grew|climbed|increased|fell|dropped|declined)\s+(?:by\s+)?[\d.]+\s*(?:%|per\s?cent\b|"
                           r"percent\b))", re.I)


def _year_before(written: str, readable: list[Evidence], held: list[bool]) -> bool:
    """Whether a year the sentence measures a change from is the year before one a cited
    page gives a year-on-year change for ("up 77.8 percent year over year" in 2024 is an
    increase on 2023); such a page holds a key value (in `held`)."""
    if not written.isdigit():
        return False
    after = str(int(written) + 1)
    found = False
    for i, ev in enumerate(readable):
        if any(after in line and _YEAR_ON_YEAR.search(line)
               for t in page_texts(ev.source) for line in _SENTENCE_BREAK.split(t)):
            held[i] = found = True
    return found


def _counts_a_list(written: str, text: str, readable: list[Evidence], held: list[bool]) -> bool:
    """Whether a number the sentence counts names with ("13 backers") is the length of a name
    list a cited page states (`counts_a_list`). A page with such a list holds a key value of
    the sentence (in `held`)."""
    try:
        count = int(float(written))
    except ValueError:
        return False
    found = False
    for i, ev in enumerate(readable):
        if counts_a_list(count, page_texts(ev.source)):
            held[i] = found = True
    return found


def _summed_away(missing: list[str], keys: dict[str, list[Any]], readable: list[Evidence],
                 held: list[bool]) -> list[str]:
    """`missing` less the money totals of a sentence that states a total, where the cited
    pages state parts that add up to it (`rubric.derived`), or the sentence itself states
    parts (each checked as a key value) that add up to it; a source stating a part holds a
    key value of the sentence (marked in `held`)."""
    adding = [m for m in keys["money"] if _adds_up(m, keys["money"]) or
              money_sum_supported(m, _excerpts(readable))]
    for m in adding:  # a page stating a part is no idle citation, even beside the total
        for i, ev in enumerate(readable):
            held[i] = held[i] or bool(part_amounts(m, ev.source.excerpts))
    return [x for x in missing if x not in {_fmt_money(m) for m in adding}]


def _adds_up(total: V.Money, amounts: list[V.Money]) -> bool:
    """Whether the sentence's other amounts (two or more, below the total) add up to it."""
    parts = [m.amount for m in amounts if m is not total and 0 < m.amount < total.amount]
    return len(parts) >= 2 and abs(sum(parts) - total.amount) <= max(total.precision, 0.5)


def missing_numbers(keys: dict[str, list[Any]], readable: list[Evidence]) -> list[str]:
    """The sentence's money amounts, numbers and years that no readable source holds."""
    return _number_support(keys, readable)[1]


def _fmt_money(m: V.Money) -> str:
    return f"{m.currency or ''} {m.amount:,.0f}".strip()


def _same_url(a: str, b: str) -> bool:
    return normalize_url(a) == normalize_url(b)


_CITES = re.compile(r"\[[\d ,;\-–—]+\]")
_NO_COLUMN = object()  # a column the row lacks (its key may be any value, None included)


def _strip_cites(cell: Any) -> str:
    text = str(cell or "")
    return _CITES.sub("", text).strip() if "[" in text else text.strip()


def _show(value: Any) -> Any:
    if isinstance(value, dict) and "amount" in value:
        m = V.parse_money(value)
        return _fmt_money(m) if m else value
    return value


def _truth_scalar(value: Any) -> Any:
    if isinstance(value, dict):
        for k in ("name", "value", "text", "date", "year"):
            if k in value:
                return value[k]
    return value


_SCALARS = (str, int, float, type(None))


def compare(ftype: str, fid: str, reported: Any, truth: Any) -> tuple[bool, str | None]:
    """Whether a reported value states the true value, by the fact's type. A scalar "true"
    value (the facts block's, which the table and the prose are held to) is read once per
    rollout; list and dict values are compared once per rollout (see `_COMPARED`). For a
    ground-truth value of the world, `compare_to_truth` reads it once per process."""
    ttype = type(truth)
    if ttype in _SCALARS:
        return _compare_reading(ftype, fid, reported, _scalar_reading(ftype, fid, truth, ttype))
    key = (ftype, fid, _frozen(reported), _frozen(truth))
    if key[2] is None or key[3] is None:
        return _compare(ftype, fid, reported, truth)
    hit = _COMPARED.get(key)
    if hit is None:
        if len(_COMPARED) >= 65536:
            _COMPARED.clear()
        hit = _COMPARED[key] = _compare(ftype, fid, reported, truth)
    return hit


@memo("rollout", 65536)
def _scalar_reading(ftype: str, fid: str, truth: Any, ttype: type) -> Any:
    """`_read_truth` of a scalar (the type is in the key: 1, 1.0 and True read differently)."""
    return _read_truth(ftype, fid, truth)


# list and dict values (list facts, money dicts) compared before, keyed by their frozen form:
# the same values recur across the checks of a rollout
_COMPARED: dict[tuple[Any, ...], tuple[bool, str | None]] = memo_dict("rollout")


def _frozen(value: Any, depth: int = 0) -> Any:
    """A hashable image of a JSON-like value that tells apart every value `_compare` could tell
    apart (types included: 1, 1.0 and True differ), or None when it has other parts."""
    t = type(value)
    if t in _SCALARS or t is bool:
        return (t, value)
    if depth > 4:
        return None
    if t is list or t is tuple:
        items = tuple(_frozen(x, depth + 1) for x in value)
        return None if None in items else (t, items)
    if t is dict:
        pairs = tuple((k, _frozen(v, depth + 1)) for k, v in value.items())
        return None if any(type(k) is not str or f is None for k, f in pairs) else (t, pairs)
    return None


def _compare(ftype: str, fid: str, reported: Any, truth: Any) -> tuple[bool, str | None]:
    return _compare_reading(ftype, fid, reported, _read_truth(ftype, fid, truth))


def compare_to_truth(ftype: str, fid: str, reported: Any, truth: Any) -> tuple[bool, str | None]:
    """`compare` against a ground-truth value of the world (never one the agent wrote): the
    truth side is read once per process (`_truth_entry`), so each call parses the reported
    value only, or nothing when it is the truth written verbatim."""
    return _truth_entry(ftype, fid, truth).compare(reported)


def _fact_line(entry: Any) -> str:
    """How a finding quotes a fact of the facts block (built only for findings)."""
    return f"{entry.id}: {_show(entry.value)}"


@dataclass(frozen=True, slots=True)
class _TruthEntry:
    """A ground-truth value as the checks read it, once per process: `reading` for
    `_compare_reading`; and, for a value a report can state verbatim (see `_can_be_verbatim`),
    the comparison's result for that verbatim value and the value's `_evidence_probe`, which
    are then those of the reported value too (every reading of a value depends on its content
    only)."""

    ftype: str
    fid: str
    truth: Any
    reading: Any
    verbatim: tuple[bool, str | None] | None
    probe: tuple[str, Any] | None

    def written_verbatim(self, reported: Any) -> bool:
        return self.verbatim is not None and _written_as(reported, self.truth)

    def compare(self, reported: Any) -> tuple[bool, str | None]:
        """`compare(ftype, fid, reported, truth)`."""
        if self.verbatim is not None and _written_as(reported, self.truth):
            return self.verbatim
        return _compare_reading(self.ftype, self.fid, reported, self.reading)


# a truth value lives as long as the world index, so it is read once per process
@memo_by_identity("world", 65536)
def _truth_entry(ftype: str, fid: str, truth: Any) -> _TruthEntry:
    reading = _read_truth(ftype, fid, truth)
    if _can_be_verbatim(truth):
        return _TruthEntry(ftype, fid, truth, reading,
                           _compare_reading(ftype, fid, truth, reading),
                           _evidence_probe(ftype, truth))
    return _TruthEntry(ftype, fid, truth, reading, None, None)


def _can_be_verbatim(truth: Any) -> bool:
    """A string, an int or a list of strings: a value a report can write exactly (a money dict
    it writes as text, and a float can look equal to an int that reads differently)."""
    t = type(truth)
    return t is str or t is int or (t is list and all(type(x) is str for x in truth))


def _written_as(reported: Any, truth: Any) -> bool:
    """Whether `reported` is `truth` (a `_can_be_verbatim` value) written exactly: equal and of
    the same types throughout, so any reading of the one is a reading of the other. Equality
    alone is not enough: 1, 1.0 and True are equal but read differently."""
    t = type(truth)
    if type(reported) is not t or reported != truth:
        return False
    return t is not list or all(type(x) is str for x in reported)


def _read_truth(ftype: str, fid: str, truth: Any) -> Any:
    """The truth side of a comparison by the fact's type, as `_compare_reading` takes it
    (immutable: readings are shared)."""
    if ftype == "money":
        return V.parse_money(truth)
    if ftype == "year":
        return V.parse_year(_truth_scalar(truth))
    if ftype in ("count", "multiple"):
        return V.parse_number(_truth_scalar(truth))
    if ftype == "percent":
        return V.parse_percent(_truth_scalar(truth))
    if ftype == "date":
        return V.parse_date(_truth_scalar(truth))
    if ftype == "person":
        return V.name_tokens(_truth_scalar(truth))
    if ftype == "list":
        return V.read_list(V.parse_list(truth))
    if fid == "overview.website":
        return _host(_truth_scalar(truth))
    return V.read_text(_truth_scalar(truth))


_MULTIPLE_SIGN = re.compile(r"\s*[x×]\b|×")


def _compare_reading(ftype: str, fid: str, reported: Any, t: Any) -> tuple[bool, str | None]:
    """Whether `reported` states the truth read by `_read_truth` as `t`."""
    if ftype == "money":
        r = V.parse_money(reported)
        if r is None or t is None:
            return False, "money value not readable"
        if r.currency and t.currency and r.currency != t.currency:
            return False, f"currency {r.currency} instead of {t.currency}"
        return V.money_matches(r, t), None
    if ftype == "year":
        return V.parse_year(reported) == t, None
    if ftype == "count":
        r = V.parse_number(reported)
        if r is None or t is None:
            return False, "count not readable"
        return V.agrees(r, t, V.number_precision(reported), math.inf), None
    if ftype == "multiple":  # "12.5x", "12.5×", 12.5
        written = _MULTIPLE_SIGN.sub("", str(reported))
        r = V.parse_number(written)
        # the truth divides exact figures; a report divides them as its pages round them
        # ("£1.21bn" for 1.205bn: 9.4x where the truth is 9.3x), then rounds the quotient: its
        # own rounding and 1% of the pages' add up
        return r is not None and t is not None and \
            abs(r - t) <= max(V.number_precision(written), 0.05) + 0.01 * abs(t) + 1e-9, None
    if ftype == "percent":
        r = V.parse_percent(reported)
        if r is None or t is None:
            return False, "percent not readable"
        if abs(t) <= 1.5 and abs(r) > 1.5:
            t *= 100
        return abs(r - t) <= max(0.051, 0.01 * abs(t)), None
    if ftype == "date":
        r = V.parse_date(reported)
        if r is None or t is None:
            return False, "date not readable"
        return V.dates_match(r, t), None
    if ftype == "person":
        return V.names_match_tokens(reported, t), None
    if ftype == "list":
        missing, extra = V.overlap_of(V.read_list(V.parse_list(reported)), t)
        if extra:  # a member the world lacks is wrong; one left out is missing (its share)
            return False, f"adds {', '.join(extra[:3])} not supported"
        return True, None
    if fid == "overview.website":
        return _host(reported) == t, None
    if _ENDED.search(str(reported)) and not _ENDED.search(t.norm):
        return False, "the event reversed (an ending where the truth is a start)"
    return V.text_matches_reading(reported, t), None


# an event that ends what the truth starts ("closed an office" for "opened an office", "ended a
# partnership" for "announced a partnership"): the same names, the opposite event. Closing a
# round or a deal completes it (outside round 15).
_ENDED = re.compile(r"\b(?:clos(?:ed|es|ing)(?![^.;]{0,40}\b(?:rounds?|funding|financing|series|"
                    r"seed|deal|investment)\b)|end(?:ed|s|ing)|terminat\w+|cancell?ed|"
                    r"discontinu\w+|withdr[ae]w\w*|shut(?:s|ting)? down|dropped|exit(?:ed|s)|"
                    r"abandon\w*|lost|left|quit|divest\w*|sold off)\b", re.I)


_COUNT_NOUNS = r"(?:\w+ )?(?:funding |financing )?rounds|(?:full-time )?(?:employees|staff|people)"


# prose cues of facts whose value a sentence can restate (checked against the facts block)
_CROSS_CUES: dict[str, Cues] = {
    "funding.total_raised": Cues(["in total", "total funding", "raised a total", "has raised",
                                  "to date"]),
    # a team's size in other words (attack round 9: "its team numbers 38")
    "financials.headcount": Cues(["employees", "staff", "headcount", "people work",
                                  "team numbers", "team totals", "team stands at",
                                  "of us"]),
    "funding.rounds_count": Cues(["funding rounds"]),
    "products.flagship_launch_year": Cues(["launched in"]),
    "market.tam": Cues(["market is (?:estimated|sized|worth|valued)"]),
    "market.cagr": Cues(["grow", "growth", "cagr"], tail="[^.]*%"),
}


# the blank-allowed figures a sentence can give the company: (cue, value type, cue stems)
_REVENUE = r"\b(?:revenues?|sales|turnover)\b"
_UNDISCLOSED_CUES: dict[str, tuple[re.Pattern[str], str, tuple[str, ...]]] = {
    "financials.revenue": (re.compile(_REVENUE, re.I), "money", ("revenue", "sales", "turnover")),
    "financials.revenue_growth": (
        re.compile(_REVENUE + r".*\b(?:gr[eo]w\w*|growth|increas\w*|rose|rising|up)\b|"
                   r"\b(?:gr[eo]w\w*|growth|increas\w*|rose)\b.*" + _REVENUE, re.I), "percent",
        ("revenue", "sales", "turnover")),
    "funding.last_valuation": (re.compile(r"\b(?:valuation|valued|worth)\b", re.I), "money",
                               ("valu", "worth")),
}
# the facts a statement of absence names, for the facts the block gives (`_cross_false_blank`)
_BLANK_CUES: dict[str, re.Pattern[str]] = {
    "overview.founded_year": re.compile(r"\bfounding (?:year|date)\b|\bwhen it was founded\b|"
                                        r"\byear (?:it was )?founded\b", re.I),
    "financials.headcount": re.compile(r"\bheadcount\b|\b(?:number of )?(?:employees|staff)\b|"
                                       r"\bteam size\b", re.I),
    # (not a valuation: one is left out round by round, "no valuation for the Series C")
    "financials.revenue": re.compile(_REVENUE + r"(?!\s+growth)", re.I),
    "funding.total_raised": re.compile(r"\btotal funding\b|\bhow much it (?:has )?raised\b", re.I),
}
# a breakdown or a part left out, not the figure ("did not split revenue by product")
_BREAKDOWN = re.compile(r"\b(?:split|break\w*|broken|breakdown|by (?:product|region|segment|"
                        r"customer|country|line)|per |segment|margin|profit\w*|growth|churn|"
                        r"since|before|after|previous|former|earlier|older|rounds?|series|"
                        r"multiples?|companies|each|any of|none of)\b", re.I)
# an absence told of some pages, not of the sources ("These figures come from news coverage; the
# company's own pages do not publish revenue", outside round 130)
_SOME_PAGES_OMIT = re.compile(r"\b(?:pages?|site|website|newsroom|releases?|filings?|profiles?|"
                              r"announcements?|blog|materials)\s+(?:\w+\s+)?(?:(?:do|does|did|have|"
                              r"has|had)\s+(?:not|n['’]t|never)|never|omits?|omitted|leaves? out|"
                              r"left out)\b", re.I)
_NEGATED = re.compile(r"\b(?:no|not|none|never|nor|without)\b|n['’]t\b", re.I)
_MARKET_WORDS = re.compile(r"\b(?:markets?|industry|sector|tam|cagr|addressable|peers?|rivals?|"
                           r"competitors?)\b", re.I)

# the table's columns the facts block is held to: column, its `norm_text`, fact id
_CROSS_COLUMNS = tuple((col, V.norm_text(col), fid) for col, fid in (
    ("Founded", "overview.founded_year"), ("Total Funding", "funding.total_raised"),
    ("HQ", "overview.headquarters")))


class _LoweredTexts:
    """Lower-cased texts (a report's sentences) joined by NULs, to find the texts that hold a
    word with one scan of the whole per word, instead of one per text and word."""

    __slots__ = ("may_decline", "_joined", "_starts")

    def __init__(self, texts: list[str]) -> None:
        """`texts` are lower-cased already."""
        self.may_decline = True  # not known: `lowering` tells
        self._index("\0".join(texts), texts)

    @classmethod
    def lowering(cls, texts: list[str]) -> _LoweredTexts:
        """`_LoweredTexts([t.lower() for t in texts])`, noting whether a text may hold one of
        the characters `V.ascii_lower` declines on (`may_decline`). ASCII text is lower-cased
        as a whole: it lower-cases character by character, NULs included, so each text keeps
        its place in the whole."""
        new = cls.__new__(cls)
        raw = "\0".join(texts)
        if raw.isascii():
            new.may_decline = False
            new._index(raw.lower(), texts)
        else:
            new.may_decline = any(map(raw.__contains__, V.ASCII_FOLDING))
            lowered = [t.lower() for t in texts]
            new._index("\0".join(lowered), lowered)
        return new

    def _index(self, joined: str, texts: list[str]) -> None:
        """`joined`: the lower-cased `texts` joined by NULs (`texts` may be either case)."""
        self._joined = joined
        self._starts: list[int] = []  # where each text starts in `_joined`
        start = 0
        for text in texts:
            self._starts.append(start)
            start += len(text) + 1

    def text(self, i: int) -> str:
        """The `i`-th text, lower-cased."""
        starts = self._starts
        end = starts[i + 1] - 1 if i + 1 < len(starts) else len(self._joined)
        return self._joined[starts[i]:end]

    def holding(self, words: tuple[str, ...]) -> set[int]:
        """The indices of the texts that contain one of `words` (no word holds a NUL, so none
        is found across two texts)."""
        joined, starts = self._joined, self._starts
        last = len(starts) - 1
        hits: set[int] = set()
        if last < 0:
            return hits  # no text (where an empty word would still be found once)
        for word in words:
            at = joined.find(word)
            while at != -1:
                i = bisect.bisect_right(starts, at) - 1
                hits.add(i)
                at = joined.find(word, starts[i + 1]) if i < last else -1
        return hits


_FOUNDED_VERBS = ("founded", "established", "started")  # one of them is in `_FOUNDED_IN`


def _stated_numbers(ftype: str, text: str, skip_names: frozenset[str]) -> list[float]:
    """The figures of `_stated_values`, as numbers, in the same order."""
    if ftype == "money":
        return [m.amount for m in V.money_mentions(text)]
    if ftype == "count":
        return [v for v, _ in claim_keys(text, skip_names)["numbers"]]
    return [float(x) for x in _stated_values(ftype, text, skip_names)]


def _stated_values(ftype: str, text: str, skip_names: frozenset[str] = frozenset()) -> list[Any]:
    if ftype == "money":
        return [f"{m.currency or ''} {m.amount}".strip() for m in V.money_mentions(text)]
    if ftype == "year":
        return [int(y) for y in V._YEAR.findall(text)]
    if ftype == "percent":
        return [float(m.group("num").replace(",", "")) for m in V._PERCENT.finditer(text)]
    if ftype == "count":
        # a sentence's numbers do not depend on the names skipped: with the scorer's own
        # `skip_names` this is the reading the claim pass already made of the sentence
        keys = claim_keys(text, skip_names)
        return [int(v) if float(v).is_integer() else v for v, _ in keys["numbers"]]
    return []


# comparables columns and the value type their cells are compared as
_TABLE_TYPES = {"HQ": "text", "Founded": "year", "Total Funding": "money",
                "Last Valuation": "money", "Revenue Multiple": "multiple"}
# with their normalized names, the form a row's cells are looked up by
_TYPED_COLUMNS = tuple((c, ctype, V.norm_text(c)) for c, ctype in _TABLE_TYPES.items())
# the facts the pages must state about a row's company for its cell to be required
_COLUMN_FACTS = {"HQ": ("overview.headquarters",), "Founded": ("overview.founded_year",),
                 "Total Funding": ("funding.total_raised",),
                 "Last Valuation": ("funding.last_valuation",),
                 "Revenue Multiple": ("funding.last_valuation", "financials.revenue")}
# columns a row may leave blank, whose filled cells need a true value
_FILLABLE_COLUMNS = tuple((c, V.norm_text(c)) for c in ("Last Valuation", "Revenue Multiple"))


@memo("world", 64)
def _blank_texts(markers: tuple[str, ...]) -> frozenset[str]:
    """The texts `V.is_blank(text, markers)` holds blank, as `text.strip().casefold()`: its own
    blanks and the (contract's) markers."""
    return V._BLANKS | V._folded(markers)


@memo("world", 64)
def _norm_names(names: tuple[str, ...]) -> list[str]:
    """`norm_text` of each of the contract's column names (a shared list: read only)."""
    return [V.norm_text(n) for n in names]


@memo_by_identity("world", 65536)
def _cell_right(truth: _TruthEntry, cell: str) -> bool:
    """A table cell gives the truth's one value: it agrees with it and hedges between no
    candidates ("Riga, Latvia and Tallinn, Estonia" holds the truth and a guess)."""
    return truth.compare(cell)[0] and not V.hedges_candidates(truth.ftype, cell, truth.truth)


def _typed_truths(row: dict[str, Any]) -> tuple[tuple[str, str, Any, _TruthEntry], ...]:
    """The typed columns (`_TYPED_COLUMNS`, in order) a truth row has a value for: the column,
    its normalized name, the value and its `_truth_entry`, read once per process."""
    return tuple((c, nc, true, _truth_entry(ctype, "", true))
                 for c, ctype, nc in _TYPED_COLUMNS if (true := row.get(c)) is not None)


@memo_by_identity("world", 64)
def _section_keys(contract: Any) -> tuple[str, dict[str, str]]:
    """The contract's comparables section name ("" when none) and each section's key by its
    name (the first of equal names), read once per process (a shared dict: read only)."""
    comparables = next((s.name for s in contract.sections if s.key == "comparables"), "")
    key_of: dict[str, str] = {}
    for s in contract.sections:
        key_of.setdefault(s.name, s.key)
    return comparables, key_of


def _truth_row_of(rows: list[Any] | None, index: int, name: str) -> dict[str, Any] | None:
    """The ground-truth comparables row of the report's row `index` named `name` (the target
    first, peers by name) among the truth's `rows` (`TierA._truth_rows`); None when the truth
    has no such row."""
    if rows is None:
        return None
    if index == 0:
        return rows[0] if isinstance(rows[0], dict) else None
    tokens = V.name_tokens(name)  # `names_match(row["Company"], name)`, name read once
    for row, row_tokens in _peer_rows(rows):
        if V._tokens_match(row_tokens, tokens):
            return row
    return None


@memo_by_identity("world", 65536)
def _peer_rows(rows: list[Any]) -> tuple[tuple[dict[str, Any], frozenset[str]], ...]:
    """The truth's peer rows (all but the first) that are dicts, each with the `name_tokens`
    of its company, read once per process."""
    return tuple((row, V.name_tokens(row.get("Company")))
                 for row in rows[1:] if isinstance(row, dict))


def readable_as(ftype: str, value: Any) -> bool:
    """Whether a reported value is a value of its type at all (not hedge words)."""
    if ftype == "money":
        return V.parse_money(value) is not None
    if ftype == "year":
        return V.parse_year(value) is not None
    if ftype in ("count", "percent"):
        return V.parse_number(value) is not None
    if ftype == "date":
        return V.parse_date(value) is not None
    if ftype in ("person", "list"):
        return any(len(V.name_tokens(x)) >= 1 and x[:1].isupper() for x in V.parse_list(value))
    return bool(V.norm_text(value))


def _host(value: Any) -> str:
    text = str(value or "").strip().lower()
    text = re.sub(r"^[a-z]+://", "", text)
    return text.split("/")[0].removeprefix("www.")


def value_in_evidence(ftype: str, value: Any, ev: Evidence) -> bool:
    """Whether a cited source's excerpts state a fact value (its key token)."""
    return _probe_found(_evidence_probe(ftype, value), ev)


def _evidence_probe(ftype: str, value: Any) -> tuple[str, Any]:
    """What `value_in_evidence` looks for in a source, read from the value once for all the
    sources it is checked against (immutable: probes of truth values are shared): a kind and
    its data. Names and texts are looked for as space-padded `norm_text`, as `has_norm` does
    (None for an empty one, which no source holds)."""
    if ftype == "money":
        m = V.parse_money(value)
        return "number", None if m is None else (m.amount, m.precision)
    if ftype == "year":
        return "year", V.parse_year(value)
    if ftype in ("count", "percent"):
        n = V.parse_percent(value) if ftype == "percent" else V.parse_number(value)
        return "number", None if n is None else (n, V.number_precision(value))
    if ftype == "date":
        return "date", V.parse_date(value)
    if ftype == "list":  # half the items, each by name
        return "list", tuple(_padded(V.norm_text(i)) for i in V.parse_list(value))
    if ftype == "person":  # the whole name, or each of its tokens
        return "person", (_padded(V.norm_text(value)),
                          tuple(_padded(V.norm_text(t)) for t in V.name_tokens(value)))
    text = V.norm_text(value)
    if not text:
        return "any", ()
    needles = [_padded(text)]  # the text, its leading component, a website's host
    head = V.norm_text(str(value).split(",")[0])
    if head:
        needles.append(_padded(head))
    if "." in str(value):  # a website: its host, punctuation-free like the excerpt
        host = V.norm_text(_host(value))
        if host:
            needles.append(_padded(host))
    return "any", tuple(needles)


def _truth_probed(probe: tuple[str, Any], ev: Evidence) -> bool | tuple[bool, ...]:
    """What the source holds of the probe of a `_TruthEntry`, once per process and pool: for a
    list, whether it holds each item (in order); else `_probe_found(probe, ev)`. `Evidence`
    reads nothing but its pool, so the answer is kept on the pool (a world-cached page view)
    by the identity of the probe (a world-cached truth entry's), which the entry holds."""
    answers = ev.pool.answers
    hit = answers.get(id(probe))
    if hit is not None and hit[0] is probe:
        return hit[1]
    if probe[0] == "list":
        norm = ev.norm
        found: bool | tuple[bool, ...] = tuple(n is not None and n in norm for n in probe[1])
    else:
        found = _probe_found(probe, ev)
    if len(answers) >= 4096:  # bounded like the memo it replaces, per pool
        answers.clear()
    answers[id(probe)] = (probe, found)
    return found


def _padded(norm: str) -> str | None:
    return f" {norm} " if norm else None


def _probe_found(probe: tuple[str, Any], ev: Evidence) -> bool:
    """Whether the source `ev` holds what `probe` (an `_evidence_probe`) looks for."""
    kind, data = probe
    if kind == "any":
        norm = ev.norm
        return any(needle in norm for needle in data)
    if kind == "number":
        return data is not None and ev.has_number(*data)
    if kind == "year":
        return data is not None and ev.has_year(data)
    if kind == "date":
        return data is not None and ev.has_date(data)
    norm = ev.norm
    if kind == "list":
        return bool(data) and sum(n is not None and n in norm for n in data) * 2 >= len(data)
    full, tokens = data  # person
    return (full is not None and full in norm) or \
        all(t is not None and t in norm for t in tokens)
