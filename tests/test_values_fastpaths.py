"""The value scanners' fast paths (rubric/values.py) against plain references: the module's own
regexes run over the whole text with finditer, and the straightforward normalizer. Inputs are
realistic report and page fragments (amounts with scales, currencies before and after, dates in
ISO/MDY/DMY forms, punctuation, non-ASCII look-alikes) generated and mutated by hypothesis."""

from __future__ import annotations

import re
import sys
import unicodedata
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from rubric import values as V

# the pieces reports and pages write values with, and the characters that trip regexes up:
# Unicode digits and spaces, and the non-ASCII letters IGNORECASE folds onto ASCII ones
TOKENS = [
    # numbers
    "4", "29", "12,345", "1,23", "1,234,567", "152.2", "0.5", "18.9", "2024", "1999", "2100",
    "20245", "12345678", ".5", "5.", "1.2.3", "٣", "１", "0",
    # scales
    "M", "m", "mn", "mm", "bn", "B", "b", "k", "K", "thousand", "Million", "billion", "t",
    "tn", "mio", "\u212a",
    # currencies
    "USD", "usd", "Usd", "US$", "US", "$", "€", "£", "¥", "₹", "EUR", "eur", "CHF", "GBP",
    "SEK", "JPY", "dollar", "Dollars", "euro", "euros", "pound", "pounds", "yen", "rupees",
    "francs", "u\u017fd", "\u0131nr", "\u0130LS", "dkk", "IL\u017f", "SE\u212a", "no\u212a",
    # spaces and punctuation
    " ", " ", " ", "  ", "\n", "\t", "\xa0", "\u3000", "\x1c", ",", ", ", ".", "-", "—",
    " | ", "(", ")", " [5]", "[10, 11]", "%", " percent", "&", "'", "_", "/",
    # dates
    "January", "jan", "Jan.", "sept", "Sept.", "September", "MAY", "march", "mar.", "Dec",
    "june", "13", "1st", "2nd", "3rd", "31st", "07", "40", "2024-03", "2024-03-15",
    "1999-12-31", "2024-13", "2020-1", "1899", "2026-08-13.",
    # words
    "raised", "in", "the", "market", "Raevane", "Bio", "total", "round", "an", "d", "s", "y",
    "İstanbul", "Café", "e\u0301", "Zürich", "ﬁ", "ß", "Σ", "ǅ", "x", "’", "“", "·", "½", "™",
    "Ⓐ", "①", "ℌ", "\u2028", "\x85", "\u00ad", "é", "Ω",
]

SENTENCES = [
    "Raevane Bio has raised USD 4M in total [10].",
    "The latest round was announced on January 13, 2025 [5, 6].",
    "The single-cell analysis tools market is estimated at USD 12B.",
    "The market is expected to grow at 18.9% a year.",
    "Vrutrora Systems | Milan, Italy | 2013 | EUR 152.2M | EUR 336M | —",
    "On June 11, 2026, Raevane Bio signed Daekra Therapeutics as a customer.",
    "Last funding round: Seed, $4m, 13 January 2025",
    "Funding to date: $4,000,000. Last updated: 2026-08-13.",
    "It raised 42.5 million USD and 39m euros, then US$ 3bn in Sept. 2024.",
    "Revenue was 3.2bn dollars; headcount about 1,200 (Mar 15, 2024).",
    "Founded in 2021 by Milan Seleaberg & Kofi Thaerkwick.",
    "Zürich-based Café Ltd. — €39m, ¥500 million, ₹1.2 crore, £7k, 12 francs.",
]

texts_from_tokens = st.lists(st.sampled_from(TOKENS), max_size=16).map("".join)
noise = st.text(alphabet=st.characters(max_codepoint=0x2200), max_size=3)
texts_with_noise = st.lists(st.one_of(st.sampled_from(TOKENS), noise), max_size=16).map("".join)


@st.composite
def mutated_sentences(draw: st.DrawFn) -> str:
    """A realistic sentence with a few tokens inserted, deleted or replaced."""
    text = draw(st.sampled_from(SENTENCES))
    for _ in range(draw(st.integers(0, 4))):
        i = draw(st.integers(0, len(text)))
        j = draw(st.integers(i, min(len(text), i + 4)))
        token = draw(st.one_of(st.sampled_from(TOKENS), st.just("")))
        text = text[:i] + token + text[j:]
    return text


any_text = st.one_of(texts_from_tokens, texts_with_noise, mutated_sentences())


def _described(matches: list[re.Match[str]]) -> list[tuple[tuple[int, int], dict[str, str | None]]]:
    return [(m.span(), m.groupdict()) for m in matches]


# --- plain references: the module's regexes over the whole text ---

def _money_scan_reference(text: str) -> tuple[tuple[V.Money, ...], tuple[tuple[int, int], ...]]:
    found: list[tuple[int, V.Money]] = []
    taken: list[tuple[int, int]] = []
    for m in V._MONEY_PREFIX.finditer(text):
        cur = (m.group("code") or "").upper() or V.CURRENCY_SYMBOLS.get(m.group("sym") or "")
        sc = V._scale(m.group("scale"))
        found.append((m.start(), V.Money(V._to_float(m.group("num")) * sc, cur,
                                         V._half_ulp(m.group("num"), sc))))
        taken.append(m.span())
    spans = list(taken)
    for m in V._MONEY_SUFFIX.finditer(text):
        spans.append(m.span())
        if any(a <= m.start() < b for a, b in taken):
            continue
        raw = m.group("cur")
        cur = raw.upper() if raw.upper() in V.CURRENCY_CODES else V.CURRENCY_WORDS.get(raw.lower())
        sc = V._scale(m.group("scale"))
        found.append((m.start(), V.Money(V._to_float(m.group("num")) * sc, cur,
                                         V._half_ulp(m.group("num"), sc))))
    return tuple(money for _, money in sorted(found, key=lambda t: t[0])), tuple(spans)


def _date_mentions_reference(text: str) -> list[V.Date]:
    found: list[tuple[int, V.Date]] = []
    spans: list[tuple[int, int]] = []
    for rx in (V._DATE_ISO, V._DATE_DMY, V._DATE_MDY):
        for m in rx.finditer(text):
            if any(a <= m.start() < b or a < m.end() <= b for a, b in spans):
                continue
            spans.append(m.span())
            found.append((m.start(), V._date_from_match(m)))
    return [d for _, d in sorted(found, key=lambda t: t[0])]


def _norm_reference(text: str) -> str:
    if not text.isascii():
        text = unicodedata.normalize("NFKD", text)
        text = "".join(c for c in text if not unicodedata.combining(c))
    text = V._DROP.sub(" ", text.casefold().replace("&", " and "))
    return " ".join(text.split())


def _check_money(text: str) -> None:
    prefix, suffix = V._money_matches(text)
    assert _described(prefix) == _described(list(V._MONEY_PREFIX.finditer(text))), text
    assert _described(suffix) == _described(list(V._MONEY_SUFFIX.finditer(text))), text
    expected = _money_scan_reference(text)
    V._money_scan_short.cache_clear()
    V._money_scan_long.cache_clear()
    assert repr(V.money_scan(text)) == repr(expected), text  # repr: NaN-safe, exact floats
    assert repr(V.money_mentions(text)) == repr(list(expected[0])), text


def _check_dates(text: str) -> None:
    expected = [list(rx.finditer(text)) for rx in (V._DATE_ISO, V._DATE_DMY, V._DATE_MDY)]
    got = V._date_matches(text)
    assert [_described(ms) for ms in got] == [_described(ms) for ms in expected], text
    assert V.date_mentions(text) == _date_mentions_reference(text), text
    assert sorted(V.date_scan(text)[1]) == sorted(m.span() for ms in expected for m in ms), text


def _check_norm(text: str) -> None:
    V._norm_short.cache_clear()
    assert V.norm_text(text) == _norm_reference(text), text
    assert V._norm(text) == _norm_reference(text), text


_PLAIN_NUM_PLAIN = re.compile(
    rf"(?<![\w.])(?P<num>{V._NUM})(?:\s?(?P<scale>{V._SCALE}))?(?![\w])(?!\.\d)", re.IGNORECASE)
number_runs = st.text(alphabet="0123456789,.. kKmMbBtn$x_a\u0663-", max_size=20)


@settings(max_examples=3000, deadline=None)
@given(st.one_of(any_text, number_runs))
def test_plain_number_pattern_matches_as_the_plain_look_behind(text: str) -> None:
    assert [(m.span(), m.groups()) for m in V._PLAIN_NUM.finditer(text)] == \
        [(m.span(), m.groups()) for m in _PLAIN_NUM_PLAIN.finditer(text)], text


_YEAR_PLAIN = re.compile(r"(?<!\d)(1[89]\d\d|20\d\d)(?!\d)")
digit_runs = st.text(alphabet="0123456789 ,.-x\u0663\u06f1", max_size=30)


@settings(max_examples=3000, deadline=None)
@given(st.one_of(any_text, digit_runs))
def test_year_pattern_matches_as_the_plain_look_behind(text: str) -> None:
    assert [m.span() for m in V._YEAR.finditer(text)] == \
        [m.span() for m in _YEAR_PLAIN.finditer(text)], text


@settings(max_examples=3000, deadline=None)
@given(any_text)
def test_money_scan_matches_the_plain_regex_scan(text: str) -> None:
    _check_money(text)


@settings(max_examples=3000, deadline=None)
@given(any_text)
def test_date_mentions_match_the_plain_regex_scan(text: str) -> None:
    _check_dates(text)


@settings(max_examples=2000, deadline=None)
@given(st.one_of(any_text, st.text(max_size=40)))
def test_norm_text_matches_the_plain_normalizer(text: str) -> None:
    _check_norm(text)


@settings(max_examples=100, deadline=None)
@given(st.lists(mutated_sentences(), min_size=20, max_size=60).map("\n".join))
def test_long_texts_take_the_same_paths_as_short_ones(text: str) -> None:
    # over 512 characters: the world-keyed caches and several matches per text
    _check_money(text)
    _check_dates(text)
    _check_norm(text)


def test_realistic_sentences_and_edge_cases() -> None:
    edge = ["", "2024", "$5", "5$", "USD", "5 USD", "USD5", "US$5", "5USD", "1,23 USD",
            "12,345,67 USD", "5 million dollarsx", "5 m usd", "€ 5", "$ 5 6 USD", "١٢ USD",
            "USD\u30005", "u\u017fd 5", "5 u\u017fd", "\u0130LS 5", "5 \u212a USD", "IL\u017f 5",
            "SE\u212a5", "5 no\u212a",
            "2024-03-15-2024-04", "12024-03", "2024-031", "x2024-03", "Mar\n\n15,  2024",
            "15th  March., 2024", "march2024", "1 Sept 2024 and Sept 1, 2024", "A & B",
            "e\u0301\u0301x", "\x1c\x1d a \x85 b", "ǅ Σ ß ﬁ"]
    for text in SENTENCES + edge:
        _check_money(text)
        _check_dates(text)
        _check_norm(text)


def test_lower_casing_keeps_what_the_lowered_gates_read() -> None:
    """The money and month gates run case-sensitive lower-case patterns on `ascii_lower(text)`
    instead of IGNORECASE ones on the text. That is exact because for every character outside
    ASCII other than `ASCII_FOLDING`, `lower()` gives one character, again outside ASCII, with
    the same answer to \\s, \\w and \\d and to being a currency symbol."""
    space, word, digit = re.compile(r"\s"), re.compile(r"\w"), re.compile(r"\d")
    symbols = set(V.CURRENCY_SYMBOLS)
    bad = []
    for code in range(128, sys.maxunicode + 1):
        c = chr(code)
        if c in V.ASCII_FOLDING:
            continue
        low = c.lower()
        if (len(low) != 1 or low.isascii() or (c in symbols) != (low in symbols)
                or any(bool(rx.match(c)) != bool(rx.match(low)) for rx in (space, word, digit))):
            bad.append(hex(code))
    assert bad == []
    # and every ASCII_FOLDING character makes ascii_lower refuse
    assert all(V.ascii_lower(f"x{c}y") is None for c in V.ASCII_FOLDING)


def test_ascii_norm_table_is_casefold_then_drop() -> None:
    for code in range(128):
        c = chr(code)
        expected = V._DROP.sub(" ", c.casefold())
        assert c.encode("ascii").translate(V._ASCII_NORM).decode("ascii") == expected, hex(code)


def test_month_name_tree_is_the_month_names() -> None:
    tree = re.compile(f"(?:{V._MONTH_NAME_TREE})")
    candidates = {name[:i] + extra for name in V.MONTHS for i in range(len(name) + 1)
                  for extra in ("", "e", "y", "t", "s", "ch", "ember", "uary")}
    assert {w for w in candidates if tree.fullmatch(w)} == set(V.MONTHS)


# ---- gated cues (`Cues.gated`): a text is searched only where it holds a word every match holds

def _gated_cues() -> list[tuple[str, Any]]:
    from rubric import reading
    from rubric.cues import Cues

    return [(name, cue) for name, cue in vars(reading).items() if isinstance(cue, Cues)]


CUE_TOKENS = ["not", "n't", "n’t", "isn't", "no", "none", "No one of", "never", "nor", "north",
              "undisclosed", "plan", "plans", "re-plan", "planned", "will", "would", "on track",
              "next year", "expected", "by 2027", "by 1999", "rumour", "said to be", "according to",
              "earlier", "then-CEO", "from 12 to", "up from", "at its 2021 Series B",
              "brought total funding to", "gives", "lists", "as", "at", "directory", "Acme",
              "\u017f", "\u212a", "İ", "ı", "NOT", "Not", "PLAN", "é", "_", "2", "-", " ", " ", ".",
              ",", ";", "\n"]
cue_texts = st.lists(st.one_of(st.sampled_from(CUE_TOKENS), st.sampled_from(TOKENS)),
                     max_size=14).map(lambda xs: " ".join(xs) if len(xs) % 2 else "".join(xs))


def _check_gated(text: str) -> None:
    for name, cue in _gated_cues():
        found = cue.search(text)
        plain = cue.regex.search(text)
        assert (found and found.span()) == (plain and plain.span()), (name, text)
        assert cue.sub(" ", text) == cue.regex.sub(" ", text), (name, text)


@settings(max_examples=3000, deadline=None)
@given(st.one_of(cue_texts, any_text))
def test_gated_cues_find_what_their_patterns_find(text: str) -> None:
    _check_gated(text)


def test_gated_cues_on_real_reports() -> None:
    import gzip
    import json
    from pathlib import Path

    data = Path(__file__).parent / "data"
    sentences = 0
    for path in sorted(data.glob("corpus*/rollouts/*.json.gz")):
        report = json.loads(gzip.open(path).read())["completion"][-1]["content"]
        for sentence in re.split(r"(?<=[.!?])\s+|\n+", report):
            _check_gated(sentence)
            sentences += 1
    assert len(_gated_cues()) >= 8 and sentences > 3000
