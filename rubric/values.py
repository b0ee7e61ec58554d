"""Value normalizers for report text and world ground truth: money, numbers, percents, years,
dates, names and lists. Reports write the same value many ways ("$42.5 million", "USD 42.5M",
"€39m", "March 2024", "2024-03"); the verifiers compare normalized values, never strings.

Hand-written on purpose: the formats are the closed world's own (documented in
`tearsheet_env/world/`), a few regexes cover them exactly, and a general NLP number parser would
be slower than the 2 ms budget per rollout allows. Every function is total: unparseable input
gives None, never an exception.
"""

from __future__ import annotations

import bisect
import math
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from rubric.memo import memo

CURRENCY_SYMBOLS = {"$": "USD", "€": "EUR", "£": "GBP", "¥": "JPY", "₹": "INR"}
CURRENCY_CODES = {"USD", "EUR", "GBP", "JPY", "CHF", "CAD", "AUD", "CNY", "INR", "SGD", "SEK",
                  "NOK", "DKK", "ILS", "KRW", "BRL", "HKD", "NZD"}
CURRENCY_WORDS = {"dollar": "USD", "dollars": "USD", "euro": "EUR", "euros": "EUR",
                  "pound": "GBP", "pounds": "GBP", "yen": "JPY", "francs": "CHF", "rupees": "INR"}
SCALES = {"thousand": 1e3, "k": 1e3, "million": 1e6, "mn": 1e6, "mm": 1e6, "m": 1e6,
          "mio": 1e6, "billion": 1e9, "bn": 1e9, "b": 1e9, "trillion": 1e12, "tn": 1e12,
          "t": 1e12}
MONTHS = {m: i + 1 for i, m in enumerate(
    ["january", "february", "march", "april", "may", "june", "july", "august", "september",
     "october", "november", "december"])}
MONTHS.update({k[:3]: v for k, v in list(MONTHS.items())})
MONTHS["sept"] = 9

_NUM = r"(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?"
_SCALE = r"(?:thousand|million|billion|trillion|mio|mn|mm|bn|tn|k|m|b|t)\b"
_CODE = "|".join(sorted(CURRENCY_CODES))
_SYM = "".join(re.escape(s) for s in CURRENCY_SYMBOLS)
# "$42.5 million", "USD 42.5M", "€39m", "US$ 3bn"
_MONEY_PREFIX = re.compile(
    rf"(?:(?P<code>{_CODE})\s?|(?:US)?(?P<sym>[{_SYM}])\s?)(?P<num>{_NUM})(?:\s?(?P<scale>{_SCALE}))?",
    re.IGNORECASE,
)
# "42.5 million USD", "39m euros", "12 million dollars"
_MONEY_SUFFIX = re.compile(
    rf"(?P<num>{_NUM})\s?(?P<scale>{_SCALE})?\s?(?P<cur>{_CODE}|dollars?|euros?|pounds?|yen)\b",
    re.IGNORECASE,
)
_PERCENT = re.compile(rf"(?P<num>-?{_NUM})\s?(?:%|percent\b|per cent\b|pct\b)", re.IGNORECASE)
# a number no word character or point touches: `(?<![\w.])(?P<num>{_NUM})…`, written to start
# with its first digit (the look-behind checks the character before it), so that `re` skips to
# digits instead of trying the look-behind at every position
_NUM_FROM_FIRST_DIGIT = r"\d(?<![\w.]\d)(?:\d{0,2}(?:,\d{3})+|\d*)(?:\.\d+)?"
# never the head of a longer number: "2.4x" (a multiple) gives no plain "2"
_PLAIN_NUM = re.compile(rf"(?P<num>{_NUM_FROM_FIRST_DIGIT})(?:\s?(?P<scale>{_SCALE}))?"
                        r"(?![\w])(?!\.\d)", re.IGNORECASE)
# a year that no digit touches: `(?<!\d)(1[89]\d\d|20\d\d)(?!\d)`, with the look-behind moved
# past the four digits (five digits in a row there ⇔ a digit before them) so that the pattern
# starts with a literal character and `re` skips to candidate positions instead of trying each
_YEAR = re.compile(r"(1[89]\d\d|20\d\d)(?<!\d\d\d\d\d)(?!\d)")
# a four-digit figure with a scale is an amount, not a year ("GBP 1916M", "2019 million")
_SCALED = re.compile(r"\s?(?:[MBK]|bn|mn|m|k|million|billion|thousand)\b", re.I)


def years_of(text: str) -> set[int]:
    """The years a text names: four-digit figures from 1800 to 2099 that no scale follows."""
    return {int(m.group()) for m in _YEAR.finditer(text) if not _SCALED.match(text, m.end())}

_MONTH_NAMES = "|".join(sorted(MONTHS, key=len, reverse=True))
_DATE_ISO = re.compile(
    r"(?<!\d)(?P<y>(?:19|20)\d\d)-(?P<m>0[1-9]|1[0-2])(?:-(?P<d>[0-3]\d))?(?!\d)")
_DATE_MDY = re.compile(
    rf"\b(?P<mon>{_MONTH_NAMES})\.?\s+(?:(?P<d>[0-3]?\d)(?:st|nd|rd|th)?,?\s+)?"
    r"(?P<y>(?:19|20)\d\d)\b",
    re.IGNORECASE)
_DATE_DMY = re.compile(
    rf"\b(?P<d>[0-3]?\d)(?:st|nd|rd|th)?\s+(?P<mon>{_MONTH_NAMES})\.?,?\s+(?P<y>(?:19|20)\d\d)\b",
    re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Money:
    amount: float
    currency: str | None
    precision: float = 0.0  # half a unit of the last written digit, in currency units


@dataclass(frozen=True, slots=True)
class Date:
    year: int
    month: int | None = None
    day: int | None = None

    def iso(self) -> str:
        parts = [f"{self.year:04d}"]
        if self.month:
            parts.append(f"{self.month:02d}")
            if self.day:
                parts.append(f"{self.day:02d}")
        return "-".join(parts)


# Money and Date are frozen for callers (hashable, never mutated); the scanners make dozens per
# rollout, and a frozen dataclass's __init__ sets each field through object.__setattr__. These
# make the same instances by the slots' own descriptors, at a third of the cost.
_MONEY_FIELDS = tuple(Money.__dict__[f].__set__ for f in ("amount", "currency", "precision"))
_DATE_FIELDS = tuple(Date.__dict__[f].__set__ for f in ("year", "month", "day"))


def _new_money(amount: float, currency: str | None, precision: float) -> Money:
    """`Money(amount, currency, precision)`."""
    money = object.__new__(Money)
    set_amount, set_currency, set_precision = _MONEY_FIELDS
    set_amount(money, amount)
    set_currency(money, currency)
    set_precision(money, precision)
    return money


def _new_date(year: int, month: int | None, day: int | None) -> Date:
    """`Date(year, month, day)`."""
    date = object.__new__(Date)
    set_year, set_month, set_day = _DATE_FIELDS
    set_year(date, year)
    set_month(date, month)
    set_day(date, day)
    return date


def _to_float(num: str) -> float:
    return float(num.replace(",", ""))


def _half_ulp(num: str, scale: float) -> float:
    """Half a unit of the last written digit: '42.5' million → 0.05 million."""
    if "." not in num:
        return 0.5 * scale  # what the general case computes, 0.5 * 10 ** 0 * scale, exactly
    digits = num.replace(",", "")
    decimals = len(digits.split(".", 1)[1]) if "." in digits else 0
    return 0.5 * 10 ** (-decimals) * scale


def _scale(token: str | None) -> float:
    return SCALES.get((token or "").lower(), 1.0)


def money_mentions(text: str) -> list[Money]:
    """Every money amount written in `text`, in order of appearance."""
    return list(money_scan(text)[0])


_DIGIT = re.compile(r"\d")
_NO_MONEY: tuple[tuple[Money, ...], tuple[tuple[int, int], ...]] = ((), ())


def money_scan(text: str) -> tuple[tuple[Money, ...], tuple[tuple[int, int], ...]]:
    """The money amounts of `text` in order of appearance, and the spans of every prefix- and
    suffix-pattern match (also those a prefix match overlaps), for callers that skip numbers
    inside money. Memoized: the Tier-A excerpt profiles and the offline judge read the same
    pages (results are tuples, shared read-only)."""
    if not _DIGIT.search(text):
        return _NO_MONEY  # every money pattern needs a digit; most sentences have none
    if len(text) <= 512:
        return _money_scan_short(text)
    return _money_scan_long(text)


@memo("rollout", 65536)
def _money_scan_short(text: str) -> tuple[tuple[Money, ...], tuple[tuple[int, int], ...]]:
    return _money_scan(text)


@memo("world", 1024)
def _money_scan_long(text: str) -> tuple[tuple[Money, ...], tuple[tuple[int, int], ...]]:
    return _money_scan(text)


# the non-ASCII characters that `re.IGNORECASE` matches to an ASCII letter (İ, ı, ſ, Kelvin K);
# tests/test_rubric_taxonomy.py re-derives this set from `re` itself
ASCII_FOLDING = "\u0130\u0131\u017f\u212a"
_ASCII_FOLDING_CHAR = re.compile(f"[{ASCII_FOLDING}]")


def ascii_lower(text: str) -> str | None:
    """`text.lower()` when it decides case-insensitive matches of ASCII literals by substring
    tests: no character of `text` outside ASCII matches an ASCII letter under IGNORECASE (so a
    match is ASCII text, lower-cased char by char). None otherwise."""
    if not text.isascii() and _ASCII_FOLDING_CHAR.search(text):
        return None
    return text.lower()


_SHOWN_SUM = re.compile(r"\(?\s*\d[\d,]*(?:\.\d+)?(?:\s*\+\s*\d[\d,]*(?:\.\d+)?)+\s*\)?")
_FIGURE = re.compile(r"\d[\d,]*(?:\.\d+)?")
# bare figures listed in brackets, their sum given beside ("the amounts (3.2, 12 and 58) add
# up to the USD 73.2M": outside round 66)
_SHOWN_LIST = re.compile(r"\(\s*\d+(?:\.\d+)?(?:(?:,\s+(?:and\s+)?|\s+and\s+)\d+(?:\.\d+)?)+\s*\)")
# bare figures divided, as a multiple's working is shown ("719 divided by 38.4")
_SHOWN_QUOTIENT = re.compile(r"(?<![\w.,])(\d[\d,]*(?:\.\d+)?)\s+divided by\s+(\d[\d,]*(?:\.\d+)?)"
                             r"(?![\w.,]*\d)(?!\s*(?:[a-zA-Z%$€£]|million|billion))")


# a figure a sentence only points back to ("so it is older than the 495 figure"): the sentence
# that gave it is checked where it stands
_BACK_REFERENCE = re.compile(r"\bthe (\d[\d,.]*) (?=(?:figure|estimate)s?\b)")


def without_shown_sums(text: str, parts_in_unit: bool = False) -> str:
    """The text without a sum or a quotient it shows the working of ("the rounds (2.5 + 23 +
    21.5) add up to USD 47M", "the amounts (3.2, 12 and 58) add up to the USD 73.2M", "its
    multiple is 719 divided by 38.4, or about 18.7x"): parts written in the result's unit,
    which the result's own check reads on the parts' pages. A
    working that no figure of the sentence equals (at that figure's written precision) stays:
    its parts are figures of their own. A figure the sentence only points back to ("older than
    the 495 figure") is left out too."""
    if "the " in text and (" figure" in text or " estimate" in text):
        text = _BACK_REFERENCE.sub("the ", text)
    if "divided by" in text:
        for m in reversed(list(_SHOWN_QUOTIENT.finditer(text))):
            over = float(m.group(2).replace(",", "") or 0)
            rest = text[:m.start()] + " " + text[m.end():]
            if over and any(abs(float(x.replace(",", "")) - float(m.group(1).replace(",", ""))
                                / over) <= _half_ulp(x, 1.0) + 1e-9
                            for x in _FIGURE.findall(rest)):
                text = rest
    for shown, sign in ((_SHOWN_SUM, "+"), (_SHOWN_LIST, "(")):
        if sign not in text:
            continue
        for m in reversed(list(shown.finditer(text))):
            parts = _FIGURE.findall(m.group(0))
            total = sum(float(x.replace(",", "")) for x in parts)
            rest = text[:m.start()] + " " + text[m.end():]
            equal = next((x for x in _FIGURE.findall(rest)
                          if abs(float(x.replace(",", "")) - total) <= _half_ulp(x, 1.0) + 1e-9),
                         None)
            if equal is None:
                continue
            # (`parts_in_unit`: the parts, in the total's currency and scale, are figures of
            # their own, each to be found where the sentence cites it — "(0.9, 4.5 and 25) add
            # up to the EUR 30.4M" with rounds of 4, 1.4 and 25: check 26 — as Tier A reads
            # them; the judge reads the total alone, the parts tied to no round)
            unit = _TOTAL_UNIT.search(rest[:rest.find(equal) + len(equal) + 12], max(
                0, rest.find(equal) - 5)) if sign == "(" and parts_in_unit else None
            if unit is not None and unit.group(2) == equal:
                written = ", ".join(f"{unit.group(1)}{x}{unit.group(3)}" for x in parts)
                text = text[:m.start()] + f"({written})" + text[m.end():]
            else:
                text = rest
    return text


# a money total's currency before it and scale after it ("USD 73.2M", "€30.4 million")
_TOTAL_UNIT = re.compile(r"((?:[A-Z]{3}\s?|[$€£]))(\d[\d,]*(?:\.\d+)?)(\s?(?:M|m|bn|B|k|K|million|"
                         r"billion)\b)")


# A stretch of digits, commas and points that starts with a digit. The number of a money match
# is part of one: it starts at the stretch's first digit in a prefix match (a code, symbol or
# space comes before it), and ends where the stretch ends in a suffix match (a space, scale or
# currency comes after it).
_NUMBER_RUN = re.compile(r"\d[\d,.]*")


def _money_head(codes: list[str], us: str) -> str:
    """What must come before the number of a prefix match: `_MONEY_PREFIX` without its number,
    up to the end of the searched slice (no lookaround, so cutting the text there is exact).
    Written as one alternation of literals, which a case-sensitive search skips to fast."""
    symbols = [re.escape(s) for s in CURRENCY_SYMBOLS]
    heads = codes + [us + s for s in symbols] + symbols
    return rf"(?:{'|'.join(heads)})\s?\Z"


def _money_tail(codes: str) -> str:
    """What must follow the number of a suffix match: `_MONEY_SUFFIX` without its number."""
    return rf"\s?(?:{_SCALE})?\s?(?:{codes}|dollars?|euros?|pounds?|yen)\b"


# The gates as written, and the same patterns in lower case without IGNORECASE, for the text's
# `ascii_lower`: that decides ASCII literals by case, and lower-casing keeps every position and
# whether a character is a space, digit, word character or currency symbol (tested on every
# code point), so spans and outcomes are the same. Case-sensitive alternations are much faster:
# a branch is skipped on its first character.
_MONEY_HEAD = re.compile(_money_head(sorted(CURRENCY_CODES), "US"), re.IGNORECASE)
_MONEY_TAIL = re.compile(_money_tail(_CODE), re.IGNORECASE)
_MONEY_HEAD_LOWER = re.compile(_money_head(sorted(c.lower() for c in CURRENCY_CODES), "us"))
_MONEY_TAIL_LOWER = re.compile(_money_tail(_CODE.lower()))
# A head ends in a code's last letter or a symbol, and perhaps a space: one of the 2 characters
# before the number is one of these (or a non-ASCII character IGNORECASE matches to a letter).
# Testing them first skips the head search for most numbers ('in 2021', '| 2013').
_HEAD_ENDS = frozenset(
    [c for code in CURRENCY_CODES for c in (code[-1], code[-1].lower())]
    + list(CURRENCY_SYMBOLS) + list(ASCII_FOLDING))


def _money_matches(text: str) -> tuple[list[re.Match[str]], list[re.Match[str]]]:
    """`(list(_MONEY_PREFIX.finditer(text)), list(_MONEY_SUFFIX.finditer(text)))`, trying each
    pattern only next to a number where a match is possible. Both patterns scan slowly
    (case-insensitive alternations tried at every position); this tries them only around the
    stretches of `_NUMBER_RUN`, after a cheap gate proves a match there:
    - prefix: a code or symbol, and at most one space, then the number at the stretch's first
      digit; the match starts where the head pattern first matches in the (at most 4)
      characters before that digit;
    - suffix: the number ends at the stretch's end, where the tail pattern must match; the match
      starts at the first digit of the stretch from which `_MONEY_SUFFIX` matches.
    Matches are taken in order, each at or after the end of the previous one, as finditer does:
    no match of either pattern starts outside a stretch or its 4 characters before, and none
    reaches a later stretch (what follows a number is spaces and letters)."""
    prefix: list[re.Match[str]] = []
    suffix: list[re.Match[str]] = []
    low = ascii_lower(text)
    if low is not None:
        gated, head_rx, tail_rx = low, _MONEY_HEAD_LOWER, _MONEY_TAIL_LOWER
    else:
        gated, head_rx, tail_rx = text, _MONEY_HEAD, _MONEY_TAIL
    prefix_end = suffix_end = 0
    for run in _NUMBER_RUN.finditer(text):
        start, end = run.span()
        if not _HEAD_ENDS.isdisjoint(text[start - 2 if start > 1 else 0:start]):
            head = head_rx.search(gated, max(prefix_end, start - 4), start)
            if head is not None:  # the leftmost start of a match
                m = _MONEY_PREFIX.match(text, head.start())
                if m is None:  # unreachable: the head and a number match there
                    raise AssertionError(f"prefix head without a match in {text!r}")
                prefix.append(m)
                prefix_end = m.end()
        if tail_rx.match(gated, end) is not None:
            for p in range(max(suffix_end, start), end):
                m = _MONEY_SUFFIX.match(text, p)
                if m is not None:
                    suffix.append(m)
                    suffix_end = m.end()
                    break
    return prefix, suffix


def _money(num: str, scale: str | None, currency: str | None) -> Money:
    sc = _scale(scale)
    return _new_money(_to_float(num) * sc, currency, _half_ulp(num, sc))


def _prefix_money(m: re.Match[str]) -> Money:
    code, sym, num, scale = m.group("code", "sym", "num", "scale")
    return _money(num, scale, (code or "").upper() or CURRENCY_SYMBOLS.get(sym or ""))


def _suffix_money(m: re.Match[str]) -> Money:
    raw, num, scale = m.group("cur", "num", "scale")
    cur = raw.upper() if raw.upper() in CURRENCY_CODES else CURRENCY_WORDS.get(raw.lower())
    return _money(num, scale, cur)


def _money_scan(text: str) -> tuple[tuple[Money, ...], tuple[tuple[int, int], ...]]:
    prefix_matches, suffix_matches = _money_matches(text)
    if not prefix_matches and not suffix_matches:
        return _NO_MONEY
    if not suffix_matches:  # the usual case: prefix matches only, already in order
        return (tuple(_prefix_money(m) for m in prefix_matches),
                tuple(m.span() for m in prefix_matches))
    found = [(m.start(), _prefix_money(m)) for m in prefix_matches]
    taken = [m.span() for m in prefix_matches]
    spans = list(taken)
    inside = span_test(taken)
    for m in suffix_matches:
        spans.append(m.span())
        if not inside(m.start()):
            found.append((m.start(), _suffix_money(m)))
    return tuple(money for _, money in sorted(found, key=lambda t: t[0])), tuple(spans)


def span_test(spans: list[tuple[int, int]]) -> Any:
    """A function x → whether some [a, b) of `spans` holds x: `any(a <= x < b ...)` in
    O(log n) (sorted starts with a running maximum of ends), for texts with many matches."""
    if len(spans) <= 4:
        return lambda x: any(a <= x < b for a, b in spans)
    ordered = sorted(spans)
    starts = [a for a, _ in ordered]
    reach: list[int] = []
    top = -1
    for _, b in ordered:
        top = max(top, b)
        reach.append(top)

    def inside(x: int) -> bool:
        i = bisect.bisect_right(starts, x)
        return i > 0 and reach[i - 1] > x

    return inside


def parse_money(value: Any) -> Money | None:
    """A money value from ground truth ({"amount", "currency"}, a number) or report text."""
    if type(value) is str:
        return _parse_money_text(value)
    if value is None or isinstance(value, bool):
        return None
    if isinstance(value, dict):
        amount = value.get("amount")
        if isinstance(amount, (int, float)) and not isinstance(amount, bool):
            cur = value.get("currency")
            return Money(float(amount), str(cur).upper() if cur else None)
        return None
    if isinstance(value, (int, float)):
        return Money(float(value), None)
    return _parse_money_text(str(value))


@memo("rollout", 65536)
def _parse_money_text(text: str) -> Money | None:
    """`parse_money` of a text. Memoized: a rollout's facts block, table and prose repeat the
    same few amounts, and every check that compares one reads it."""
    # "USD 4M", "$42.5 million": a prefix match at the very start is the first mention (any
    # other match starts later, a suffix one at 0 would lie inside it), without the full scan
    m = _MONEY_PREFIX.match(text)
    if m is not None:
        return _prefix_money(m)
    mentions = money_mentions(text)
    if mentions:
        return mentions[0]
    m = _PLAIN_NUM.search(text)
    if m:
        sc = _scale(m.group("scale"))
        return Money(_to_float(m.group("num")) * sc, None, _half_ulp(m.group("num"), sc))
    return None


@memo("world", maxsize=1 << 16)
def shown_precision(shown: float) -> float:
    """Half a unit of the last nonzero digit of a figure read back as a float: 244.1 million →
    0.05 million, 240 → 5 (a page's own rounding, when only its value is kept)."""
    if not math.isfinite(shown) or shown == 0:
        return 0.5
    exponent = Decimal(f"{abs(shown):.12g}").normalize().as_tuple().exponent
    return 0.5 * 10.0 ** int(exponent)


def agrees(claimed: float, shown: float, claimed_precision: float = 0.0,
           page_precision: float | None = None) -> bool:
    """Whether `claimed` is `shown` written at the claim's precision: the one tolerance of every
    number check. Half a unit of the claim's last written digit excuses the claim's rounding and
    half a unit of the shown figure's last digit excuses the page's, the page's bounded by 0.5%
    of it; never more than 5% ("USD 0B" is not 42.5M). Two figures written to the same digit
    agree only when equal there (EUR 245.1M is not a page's EUR 244.1M). `page_precision`
    None reads the page's precision from the float; `math.inf` leaves only the 0.5% bound (a
    world's truth, whose pages may round it any way)."""
    scale = abs(shown)
    page = shown_precision(shown) if page_precision is None else page_precision
    tol = min(max(claimed_precision, min(page, scale * 0.005)), scale * 0.05)
    return abs(claimed - shown) <= tol * 1.0001 + 1e-9


def money_matches(reported: Money, truth: Money) -> bool:
    """True when `reported` is `truth` written at the reported precision (and same currency when
    both name one)."""
    if reported.currency and truth.currency and reported.currency != truth.currency:
        return False
    return agrees(reported.amount, truth.amount, reported.precision, math.inf)


def parse_number(value: Any) -> float | None:
    """A plain number: 1200, "1,200", "1.2k", "about 1,200 employees"."""
    if value is None or isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        return float(value) if math.isfinite(value) else None
    if isinstance(value, dict):
        for key in ("value", "amount", "count"):
            if key in value:
                return parse_number(value[key])
        return None
    m = _PLAIN_NUM.search(str(value))
    if not m:
        return None
    return _to_float(m.group("num")) * _scale(m.group("scale"))


def number_precision(value: Any) -> float:
    if isinstance(value, str):
        m = _PLAIN_NUM.search(value)
        if m:
            return _half_ulp(m.group("num"), _scale(m.group("scale")))
    return 0.5


def parse_percent(value: Any) -> float | None:
    """A percentage in percent points: "35%", "35 percent", 35, {"value": 35}."""
    if value is None or isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        return float(value)
    if isinstance(value, dict):
        for key in ("value", "percent", "rate"):
            if key in value:
                return parse_percent(value[key])
        return None
    text = str(value)
    m = _PERCENT.search(text)
    if m:
        return _to_float(m.group("num"))
    return parse_number(text)


def parse_year(value: Any) -> int | None:
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    m = _YEAR.search(str(value))
    return int(m.group(1)) if m else None


def _date_from_match(m: re.Match[str]) -> Date:
    gd = m.groupdict()
    if gd.get("mon"):
        month = MONTHS.get(gd["mon"].lower().rstrip("."))
    else:
        month = int(gd["m"]) if gd.get("m") else None
    day = int(gd["d"]) if gd.get("d") else None
    if day is not None and not 1 <= day <= 31:
        day = None
    return _new_date(int(gd["y"]), month, day)


# Every date pattern holds a year `(?:19|20)\d\d`: a text without one holds no date.
_DATE_YEAR = re.compile(r"(?:19|20)\d\d")
# Where an ISO match can start: its year and dash (occurrences never overlap: the dash is no
# digit). A scan for this starts with a literal and skips fast, unlike `_DATE_ISO`'s lookbehind.
_DATE_ISO_START = re.compile(r"(?:19|20)\d\d-")
# A month name followed by what both named patterns need after it, for the text's `ascii_lower`
# (exact for the reasons given at `_MONEY_HEAD_LOWER`): where the first named date can start.
# The names of `MONTHS` as a tree of literals, which a case-sensitive search tries fastest
# (tests/test_values_fastpaths.py checks it matches exactly those names).
_MONTH_NAME_TREE = (r"jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?"
                    r"|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?")
_MONTH_NAME_LOWER = re.compile(rf"(?:{_MONTH_NAME_TREE})\.?,?\s")


def _date_matches(text: str) -> tuple[list[re.Match[str]], ...]:
    """`[list(rx.finditer(text)) for rx in (_DATE_ISO, _DATE_DMY, _DATE_MDY)]`, scanning only
    where a match can start. ISO: at a year-and-dash, each at or after the previous match's end,
    as finditer does. Named dates: from the first month name that is followed by what they need
    ('March ', 'Mar., '), which starts every MDY match; from the first digit for DMY, whose day
    comes first. A scan from `pos` sees the text before it (lookbehind, \\b), so it finds the
    same matches as one from 0 that has none before `pos`."""
    iso: list[re.Match[str]] = []
    if "-" in text:
        end = 0
        for start in _DATE_ISO_START.finditer(text):
            if start.start() >= end:
                m = _DATE_ISO.match(text, start.start())
                if m is not None:
                    iso.append(m)
                    end = m.end()
    low = ascii_lower(text)
    if low is None:
        return iso, list(_DATE_DMY.finditer(text)), list(_DATE_MDY.finditer(text))
    month = _MONTH_NAME_LOWER.search(low)
    if month is None:
        return iso, [], []
    first_digit = _DIGIT.search(text)
    dmy = list(_DATE_DMY.finditer(text, first_digit.start())) if first_digit else []
    return iso, dmy, list(_DATE_MDY.finditer(text, month.start()))


def date_mentions(text: str) -> list[Date]:
    """Every date written in `text` (ISO, 'March 2024', '15 March 2024', 'Mar 15, 2024')."""
    return date_scan(text)[0]


def date_scan(text: str) -> tuple[list[Date], list[tuple[int, int]]]:
    """`date_mentions(text)`, and the spans of every match of the three date patterns (also
    those an earlier pattern's match overlaps), for callers that skip numbers inside dates."""
    if not _DATE_YEAR.search(text):
        return [], []  # most sentences
    found: list[tuple[int, Date]] = []
    spans: list[tuple[int, int]] = []
    every: list[tuple[int, int]] = []
    for matches in _date_matches(text):  # ISO, then DMY, then MDY: the first of overlaps wins
        for m in matches:
            every.append(m.span())
            if any(a <= m.start() < b or a < m.end() <= b for a, b in spans):
                continue
            spans.append(m.span())
            found.append((m.start(), _date_from_match(m)))
    if not found:
        return [], every
    return [d for _, d in sorted(found, key=lambda t: t[0])], every


def parse_date(value: Any) -> Date | None:
    if value is None or isinstance(value, bool):
        return None
    if isinstance(value, int):
        return Date(value) if 1800 <= value <= 2100 else None
    if isinstance(value, dict):
        return parse_date(value.get("date") or value.get("as_of"))
    text = str(value)
    # "2025-01-13": an ISO match at the very start is the first date (one at 0 wins overlaps)
    m = _DATE_ISO.match(text)
    if m is not None:
        return _date_from_match(m)
    ds = date_mentions(text)
    if ds:
        return ds[0]
    y = parse_year(text)
    return Date(y) if y else None


def dates_match(reported: Date, truth: Date) -> bool:
    """Equal at the coarser of the two precisions (a month matches any day of it)."""
    if reported.year != truth.year:
        return False
    if reported.month and truth.month and reported.month != truth.month:
        return False
    if reported.day and truth.day and reported.day != truth.day:
        return False
    return True


_DROP = re.compile(r"[^\w\s]")
_STOP = {"the", "inc", "ltd", "llc", "gmbh", "corp", "corporation", "co", "plc", "sa", "ag",
         "and", "of", "a", "an", "dr", "mr", "ms", "mrs", "limited", "company"}


def norm_text(value: Any) -> str:
    """Casefolded, accent-free, punctuation-free text with single spaces."""
    if value is None:
        return ""
    text = value if isinstance(value, str) else str(value)
    if len(text) <= 256:
        return _norm_short(text)
    return _norm(text)


_NON_ASCII = re.compile(r"[^\x00-\x7f]")


def _ascii_norm_table() -> bytes:
    """A `bytes.translate` table for `_norm` on ASCII text: there, casefolding (A-Z to a-z) and
    `_DROP` (punctuation to a space) each map one character to one character."""
    table = bytearray(range(256))
    for code in range(128):
        c = chr(code)
        table[code] = ord(" " if _DROP.match(c) else c.casefold())
    return bytes(table)


_ASCII_NORM = _ascii_norm_table()


@memo("rollout", 4096)
def _non_ascii_norm(c: str) -> str:
    """What `_norm` may replace one character outside ASCII with after NFKD: nothing for a
    combining mark (an accent NFKD split off); a space for a character that casefolding, '&'
    and `_DROP` turn into whitespace only (a dash, a quote), as the final split and join read
    any run of whitespace alike; else the character itself."""
    if unicodedata.combining(c):
        return ""
    if _DROP.sub(" ", c.casefold().replace("&", " and ")).isspace():
        return " "
    return c


def _norm(text: str) -> str:
    if not text.isascii():
        text = unicodedata.normalize("NFKD", text)
        # the steps after this act on each character alone (casefold, '&', `_DROP`), so the few
        # characters outside ASCII can be settled first, one test each; texts whose only ones
        # are accents and punctuation become ASCII and take the fast path below
        for c in set(_NON_ASCII.findall(text)):
            if (settled := _non_ascii_norm(c)) != c:
                text = text.replace(c, settled)
    if text.isascii():  # most texts: one table lookup per byte instead of a regex substitution
        raw = text.replace("&", " and ").encode("ascii").translate(_ASCII_NORM)
        return " ".join(raw.decode("ascii").split())
    text = _DROP.sub(" ", text.casefold().replace("&", " and "))
    return " ".join(text.split())


@memo("rollout", 65536)
def _norm_short(text: str) -> str:
    return _norm(text)


def name_tokens(value: Any) -> frozenset[str]:
    return _name_tokens(norm_text(value))


@memo("rollout", 65536)
def _name_tokens(norm: str) -> frozenset[str]:
    return frozenset(t for t in norm.split() if t not in _STOP)


def names_match(reported: Any, truth: Any) -> bool:
    """Same name up to case, accents, punctuation and legal suffixes; a person's name also
    matches with the middle name dropped."""
    # "Ada Lovelace" vs "Ada K. Lovelace": every token of the shorter, at least two of them
    return _tokens_match(name_tokens(reported), name_tokens(truth))


def text_matches(reported: Any, truth: Any) -> bool:
    """Free-text facts (HQ, sector, market name): the truth's leading component appears."""
    return text_matches_reading(reported, read_text(truth))


@dataclass(frozen=True, slots=True)
class TextReading:
    """What `text_matches` reads of the truth: its `norm_text`, that of its leading component
    (before a comma) and its `name_tokens`. Read once per ground-truth value (see tier_a)."""

    norm: str
    head: str
    tokens: frozenset[str]
    tail: str = ""  # what follows the leading component ("Ireland" of "Dublin, Ireland")


def read_text(truth: Any) -> TextReading:
    norm = norm_text(truth)
    return TextReading(norm, norm_text(str(truth).split(",")[0]), _name_tokens(norm),
                       str(truth).partition(",")[2])


# countries by the names and short forms a report writes them in ("UK", "the Netherlands")
_COUNTRIES = {form: name for name, forms in {
    "united states": "us|usa|u s|america|united states of america|the united states",
    "united kingdom": "uk|u k|britain|great britain|england|scotland|wales|the united kingdom",
    "netherlands": "the netherlands|holland", "ireland": "republic of ireland",
    "czech republic": "czechia", "united arab emirates": "uae", "germany": "", "france": "",
    "spain": "", "portugal": "", "italy": "", "austria": "", "switzerland": "", "belgium": "",
    "denmark": "", "sweden": "", "norway": "", "finland": "", "estonia": "", "latvia": "",
    "lithuania": "", "poland": "", "israel": "", "canada": "", "australia": "",
    "new zealand": "", "singapore": "", "japan": "", "india": "", "china": "", "brazil": "",
    "mexico": "",
}.items() for form in (name, *filter(None, forms.split("|")))}


def _country(text: str) -> str | None:
    """The country a text names (its short forms read: "UK" is the United Kingdom), or None."""
    return _COUNTRIES.get(norm_text(text))


def text_matches_reading(reported: Any, truth: TextReading) -> bool:
    """`text_matches` against a truth already read by `read_text`."""
    r, t = norm_text(reported), truth.norm
    if not r or not t:
        return False
    if r == t or t in r or (len(r) >= 4 and r in t):
        return True
    head = truth.head
    if head and head in r:
        # "Dublin, United States" names the city and another country (attack round 9)
        return _country(str(reported).partition(",")[2]) in (None, _country(truth.tail))
    if head and head != t:
        return False  # "City, Country": the city decides ("Leeds, United Kingdom" is no Manchester)
    rt, tt = _name_tokens(r), truth.tokens
    return bool(tt) and len(rt & tt) >= max(1, math.ceil(0.6 * len(tt)))


_LIST_SPLIT = re.compile(r"\s*(?:;|,|\band\b|&|\n)\s*", re.IGNORECASE)


def parse_list(value: Any) -> list[str]:
    """A list fact: a YAML list, or a string 'A, B and C'."""
    if value is None:
        return []
    if isinstance(value, (list, tuple, set)):
        out: list[str] = []
        for item in value:
            if isinstance(item, dict):
                item = item.get("name") or item.get("value") or ""
            if str(item).strip():
                out.append(str(item).strip())
        return out
    if isinstance(value, dict):
        return parse_list(value.get("items") or value.get("names"))
    return [p for p in (s.strip() for s in _LIST_SPLIT.split(str(value))) if p]


def _tokens_match(a: frozenset[str], b: frozenset[str]) -> bool:
    if not a or not b:
        return False
    if a == b:
        return True
    small, big = (a, b) if len(a) <= len(b) else (b, a)
    return len(small) >= 2 and small <= big


def names_match_tokens(reported: Any, truth_tokens: frozenset[str]) -> bool:
    """`names_match` against a truth name already read by `name_tokens`."""
    return _tokens_match(name_tokens(reported), truth_tokens)


@dataclass(frozen=True, slots=True)
class ListReading:
    """The items of a list as `list_overlap` reads them: each with its `name_tokens` and
    `norm_text`, and the sets of both, which settle an item equal to some other item at once."""

    items: tuple[tuple[str, frozenset[str], str], ...]
    norms: frozenset[str]
    token_sets: frozenset[frozenset[str]]


def read_list(items: Iterable[str]) -> ListReading:
    read = []
    for item in items:
        norm = norm_text(item)
        read.append((item, _name_tokens(norm), norm))  # `name_tokens(item)`
    return ListReading(tuple(read), frozenset(n for _, _, n in read),
                       frozenset(t for _, t, _ in read if t))


def list_overlap(reported: Iterable[str], truth: Iterable[str]) -> tuple[list[str], list[str]]:
    """(missing truth items, extra reported items) under `names_match`."""
    return overlap_of(read_list(reported), read_list(truth))


def overlap_of(reported: ListReading, truth: ListReading) -> tuple[list[str], list[str]]:
    """`list_overlap` of two lists already read by `read_list`."""
    missing = [t for t, tokens, norm in truth.items if not _matched(tokens, norm, reported)]
    extra = [r for r, tokens, norm in reported.items if not _matched(tokens, norm, truth)]
    return missing, extra


def _matched(tokens: frozenset[str], norm: str, other: ListReading) -> bool:
    """Whether some item of `other` has the same `norm_text` or matching name tokens:
    `any(_tokens_match(tokens, t) or norm == n for _, t, n in other.items)`, with the equal
    cases found by set lookups. Past them, `_tokens_match` needs the smaller token set to have
    two tokens or more and lie inside the other (a one-token set matches only its equal)."""
    if norm in other.norms or tokens in other.token_sets:
        return True
    if len(tokens) < 2:
        return False
    return any(_tokens_match(tokens, t) for _, t, _ in other.items)


_BLANKS = frozenset({"—", "-", "n/d", "not disclosed", "n/a", "", "–", "null", "none"})


def is_blank(value: Any, markers: Iterable[str] | None = None) -> bool:
    """An empty cell or value: None, or one of the blank markers (the contract's by default)."""
    if value is None:
        return True
    if not isinstance(value, str):
        return False
    text = value.strip().casefold()
    if text in _BLANKS:
        return True
    if markers is None:
        return False
    if isinstance(markers, tuple):
        return text in _folded(markers)
    return text in {m.casefold() for m in markers}


@memo("world", 256)
def _folded(markers: tuple[str, ...]) -> frozenset[str]:
    return frozenset(m.casefold() for m in markers)


_HEDGE_WORDS = re.compile(r"\b(?:or|either|between|possibly|perhaps|maybe|unclear)\b|\?",
                          re.IGNORECASE)
_NUMERIC_RANGE = re.compile(r"\d\s*[A-Za-z]{0,2}\s*(?:[-–—/]|\bto\b)\s*(?:[A-Z]{3}\s*)?[$€£]?\d")
_NUMERIC_TYPES = frozenset({"year", "money", "count", "percent"})
_APPROXIMATE = re.compile(r"~|\b(?:about|around|roughly|approximately|approx|circa|ca|some|"
                          r"nearly|almost|over|under|more than|less than|at least|up to|"
                          r"upwards of|north of)\b", re.IGNORECASE)


# what joins two candidates in one value ("Fintech and Edtech", "Fintech (Edtech)", "A / B")
_JOINS = re.compile(r"\s+(?:and|&|plus|as well as|vs\.?|versus)\s+|\s*[/;()|+\n]\s*|"
                    # "Healthtech-adjacent Edtech": a second candidate as a qualifier
                    r"-(?:adjacent|related|like|style|leaning|flavou?red)\s+", re.IGNORECASE)


_COMMA_JOINS = re.compile(_JOINS.pattern + r"|\s*,\s*", re.IGNORECASE)


def hedges_candidates(ftype: str, value: Any, truth: Any = None) -> bool:
    """Whether a scalar facts-block value hedges between several candidates ("2016 or 2017",
    "USD 10M-12M", "Ann Lee / Bo Park", "Fintech and Edtech", a YAML list, two amounts): one
    value of the fact's type is owed, not a choice. A part joined on that the truth does not
    hold is a second candidate (the truth's own "and" or comma is no join)."""
    if ftype in ("list", "table"):
        return False
    if isinstance(value, list | tuple | set):
        return len(value) > 1 or any(hedges_candidates(ftype, v, truth) for v in value)
    if not isinstance(value, str | int | float):
        return False
    text = str(value)
    if _HEDGE_WORDS.search(text):
        return True
    if ftype in ("person",) and ("/" in text or " & " in text or "|" in text):
        return True
    if ftype in _NUMERIC_TYPES or ftype == "date":
        if ftype in _NUMERIC_TYPES and (_NUMERIC_RANGE.search(text) or _APPROXIMATE.search(text)):
            return True  # a range, a bound or an approximation ("circa EUR 29M") is no one value
        # two figures of the type in one value ("USD 12M and USD 15M", two dates)
        figures = (len({m.amount for m in money_mentions(text)}) if ftype == "money" else
                   len(date_mentions(text)) if ftype == "date" else
                   len(years_of(text)) if ftype == "year" else 0)
        return figures > 1
    if ftype in ("person", "text") and truth is not None:
        told = norm_text(truth)
        # a comma joins two candidates ("Theo Selyxova, Hana Gomann", "Healthtech, Edtech")
        # unless the truth has one of its own ("Dublin, Ireland")
        joins = _JOINS if "," in str(truth) else _COMMA_JOINS
        # (a gloss in brackets stays a candidate: reading "Fintech (payments and financial
        # infrastructure)" as one value, outside round 71, let "Dublin, Ireland (moved from
        # Tallinn, Estonia in 2019)" through: check 28)
        parts = [norm_text(p) for p in joins.split(text) if norm_text(p)]
        return len(parts) > 1 and any(p not in told and not _only_framing(p) for p in parts)
    return False


# words a part of a value may hold that add no candidate ("Odile Brenner (CEO since 2023)")
_FRAMING_WORDS = frozenset("""ceo cto cfo coo chief executive technology officer founder
co founder cofounder since as of the a an in at per company startup firm inc ltd llc gmbh
current currently now today approx approximately about estimated est""".split())


def _only_framing(part: str) -> bool:
    return all(w in _FRAMING_WORDS or w.isdigit() for w in part.split())


# "more than 230", "about $40 million": a number written as a bound or an approximation holds a
# range of values. (lower factor, upper factor) of the written number, by the words before it.
_BOUND_WORDS = re.compile(
    r"(?:(?P<over>more than|over|above|at least|upwards of|in excess of|exceeding|north of)|"
    r"(?P<under>less than|under|below|up to|at most|fewer than|no more than)|"
    r"(?P<near>nearly|almost|just under)|"
    r"(?P<about>about|around|roughly|approximately|approx\.?|some|close to|circa|~))\s*$",
    re.IGNORECASE)
_BOUNDS = {"over": (1.0, 1.25), "under": (0.8, 1.0), "near": (0.9, 1.0), "about": (0.95, 1.05)}


def value_spots(text: str) -> list[tuple[int, int, float]]:
    """(start, end, value) of every money amount and plain number of a text (a plain number
    inside a money amount too): where a reader finds what each figure measures."""
    if _DIGIT.search(text) is None:
        return []
    prefix, suffix = _money_matches(text)
    inside = span_test([m.span() for m in prefix])
    spots = [(m.start(), m.end(), _prefix_money(m).amount) for m in prefix]
    spots += [(m.start(), m.end(), _suffix_money(m).amount) for m in suffix
              if not inside(m.start())]
    spots += [(m.start(), m.end(), _to_float(m.group("num")) * _scale(m.group("scale")))
              for m in _PLAIN_NUM.finditer(text)]
    return spots


def number_bounds(text: str) -> dict[float, tuple[float, float]]:
    """The numbers and money amounts of a text written as bounds or approximations, each with
    the range it holds ("more than 230" holds 230 to 287.5): a page's 236 supports "more than
    230", as a reader reads it, and "about 300" still does not."""
    if _DIGIT.search(text) is None:
        return {}
    out: dict[float, tuple[float, float]] = {}
    for start, _, value in value_spots(text):
        b = _BOUND_WORDS.search(text[max(0, start - 24):start])
        if b is not None and value > 0:
            lo, hi = _BOUNDS[b.lastgroup or "about"]
            out[value] = (value * lo, value * hi)
    return out


# a count in words right before what it counts; "its first two rounds" and "two of its rounds"
# are parts, not the count
_COUNT_WORDS = {w: str(i + 2) for i, w in enumerate(
    "two three four five six seven eight nine ten eleven twelve".split())}


def spelled_counts(text: str, counted: str) -> str:
    """`text` with each count written as a word before what `counted` (a regex) matches given
    in digits ("two funding rounds" -> "2 funding rounds"); a part of a whole ("its first two
    rounds") stays in words."""
    words = "|".join(_COUNT_WORDS)
    return re.sub(r"(?<!first )(?<!last )(?<!latest )(?<!earliest )(?<!previous )(?<!past )"
                  rf"(?<!other )(?<!both )\b({words})\b(?= (?:{counted})\b)",
                  lambda m: _COUNT_WORDS[m.group(1).lower()], text, flags=re.I)
