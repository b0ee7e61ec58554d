"""The ground-truth checks' fast paths (rubric/tier_a.py, rubric/values.py) against the plain
code they replaced: truth values read once per process and reused (`compare_to_truth`, the
verbatim shortcut, the evidence probes), list overlaps settled by set lookups, the money and
date readers' start-of-text matches, and the joined-text stem search of the prose checks. The
references below are the previous implementations, verbatim; inputs are generated and mutated
by hypothesis to hit types that compare equal but read differently (1, 1.0, True), blanks,
punctuation-only names, and non-ASCII text."""

from __future__ import annotations

import math
import re
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from rubric import memo
from rubric import tier_a as T
from rubric import values as V

# ---- plain references ------------------------------------------------------------------------


def _plain_parse_money(value: Any) -> V.Money | None:
    if value is None or isinstance(value, bool):
        return None
    if isinstance(value, dict):
        amount = value.get("amount")
        if isinstance(amount, (int, float)) and not isinstance(amount, bool):
            cur = value.get("currency")
            return V.Money(float(amount), str(cur).upper() if cur else None)
        return None
    if isinstance(value, (int, float)):
        return V.Money(float(value), None)
    text = str(value)
    mentions = V.money_mentions(text)
    if mentions:
        return mentions[0]
    m = V._PLAIN_NUM.search(text)
    if m:
        sc = V._scale(m.group("scale"))
        return V.Money(V._to_float(m.group("num")) * sc, None, V._half_ulp(m.group("num"), sc))
    return None


def _plain_parse_date(value: Any) -> V.Date | None:
    if value is None or isinstance(value, bool):
        return None
    if isinstance(value, int):
        return V.Date(value) if 1800 <= value <= 2100 else None
    if isinstance(value, dict):
        return _plain_parse_date(value.get("date") or value.get("as_of"))
    text = str(value)
    ds = V.date_mentions(text)
    if ds:
        return ds[0]
    y = V.parse_year(text)
    return V.Date(y) if y else None


def _plain_text_matches(reported: Any, truth: Any) -> bool:
    r, t = V.norm_text(reported), V.norm_text(truth)
    if not r or not t:
        return False
    if r == t or t in r or (len(r) >= 4 and r in t):
        return True
    head = V.norm_text(str(truth).split(",")[0])
    if head and head in r:
        return True
    if head and head != t:  # "City, Country": the city decides
        return False
    rt, tt = V.name_tokens(reported), V.name_tokens(truth)
    return bool(tt) and len(rt & tt) >= max(1, math.ceil(0.6 * len(tt)))


def _plain_list_overlap(reported: list[str], truth: list[str]) -> tuple[list[str], list[str]]:
    rt = [(r, V.name_tokens(r), V.norm_text(r)) for r in reported]
    tt = [(t, V.name_tokens(t), V.norm_text(t)) for t in truth]
    missing = [t for t, tk, tn in tt if not any(V._tokens_match(rk, tk) or rn == tn
                                                for _, rk, rn in rt)]
    extra = [r for r, rk, rn in rt if not any(V._tokens_match(rk, tk) or rn == tn
                                              for _, tk, tn in tt)]
    return missing, extra


def _plain_compare(ftype: str, fid: str, reported: Any, truth: Any) -> tuple[bool, str | None]:
    if ftype == "money":
        r, t = _plain_parse_money(reported), _plain_parse_money(truth)
        if r is None or t is None:
            return False, "money value not readable"
        if r.currency and t.currency and r.currency != t.currency:
            return False, f"currency {r.currency} instead of {t.currency}"
        return V.money_matches(r, t), None
    if ftype == "year":
        return V.parse_year(reported) == V.parse_year(T._truth_scalar(truth)), None
    if ftype == "count":
        r, t = V.parse_number(reported), V.parse_number(T._truth_scalar(truth))
        if r is None or t is None:
            return False, "count not readable"
        prec = V.number_precision(reported)
        return abs(r - t) <= min(max(prec, 0.005 * abs(t)), 0.05 * abs(t)) + 1e-9, None
    if ftype == "multiple":
        written = re.sub(r"\s*[x×]\b|×", "", str(reported))
        r = V.parse_number(written)
        t = V.parse_number(T._truth_scalar(truth))
        return r is not None and t is not None and abs(r - t) <= max(
            V.number_precision(written), 0.05) + 0.01 * abs(t) + 1e-9, None
    if ftype == "percent":
        r, t = V.parse_percent(reported), V.parse_percent(T._truth_scalar(truth))
        if r is None or t is None:
            return False, "percent not readable"
        if abs(t) <= 1.5 and abs(r) > 1.5:
            t *= 100
        return abs(r - t) <= max(0.051, 0.01 * abs(t)), None
    if ftype == "date":
        r, t = _plain_parse_date(reported), _plain_parse_date(T._truth_scalar(truth))
        if r is None or t is None:
            return False, "date not readable"
        return V.dates_match(r, t), None
    if ftype == "person":
        return V.names_match(reported, T._truth_scalar(truth)), None
    if ftype == "list":
        rep, tru = V.parse_list(reported), V.parse_list(truth)
        missing, extra = _plain_list_overlap(rep, tru)
        if extra:  # a member left out is missing (completeness), never wrong
            return False, f"adds {', '.join(extra[:3])} not supported"
        return True, None
    if fid == "overview.website":
        return T._host(reported) == T._host(T._truth_scalar(truth)), None
    ended = re.compile(T._ENDED.pattern, re.I)
    if ended.search(str(reported)) and not ended.search(V.norm_text(T._truth_scalar(truth))):
        return False, "the event reversed (an ending where the truth is a start)"
    return _plain_text_matches(reported, T._truth_scalar(truth)), None


def _plain_value_in_evidence(ftype: str, value: Any, ev: T.Evidence) -> bool:
    if ftype == "money":
        m = _plain_parse_money(value)
        return m is not None and ev.has_number(m.amount, m.precision)
    if ftype == "year":
        y = V.parse_year(value)
        return y is not None and ev.has_year(y)
    if ftype in ("count", "percent"):
        n = V.parse_percent(value) if ftype == "percent" else V.parse_number(value)
        return n is not None and ev.has_number(n, V.number_precision(value))
    if ftype == "date":
        d = _plain_parse_date(value)
        return d is not None and ev.has_date(d)
    if ftype == "list":
        items = V.parse_list(value)
        return bool(items) and sum(ev.has_name(i) for i in items) * 2 >= len(items)
    if ftype == "person":
        return ev.has_name(value) or all(ev.has_name(t) for t in V.name_tokens(value))
    text = V.norm_text(value)
    if not text:
        return False
    if f" {text} " in ev.norm:
        return True
    head = V.norm_text(str(value).split(",")[0])
    if head and f" {head} " in ev.norm:
        return True
    if "." in str(value):
        return ev.has_name(T._host(value))
    return False


# ---- generated values ------------------------------------------------------------------------

_PIECES = [
    "USD", "usd", "US$", "$", "€", "EUR", "GBP", "4", "4M", "12.5", "1,200", "152.2M", "3bn",
    " million", " billion", "k", "0", "1", "29", "18.9", "0.189", "%", " percent", "x", "×",
    "2021", "2025-01-13", "2024-03", "March 2024", "15 March 2024", "Jan 5, 2020", "1999",
    "Ada", "Lovelace", "K.", "Ada K. Lovelace", "Raevane", "Bio", "Raevane Bio", "Inc", "the",
    "Labs", "Systems", "Milan", "Italy", "Salt Lake City", "United States", ",", ", ", " and ",
    "&", ";", ".", "-", "—", "n/a", "not disclosed", "https://", "www.", "raevane-bio.test",
    "/about", "José", "Núñez", "İ", "ß", "\u212a", " ", "  ", "[3]", "about", "employees",
]
_texts = st.lists(st.sampled_from(_PIECES), min_size=0, max_size=6).map("".join)
_words = st.lists(st.sampled_from(_PIECES), min_size=0, max_size=6).map(" ".join)
_scalars = st.one_of(
    _texts, _words, st.integers(-5, 3000), st.sampled_from([0, 1, 2021, 4_000_000]),
    st.floats(allow_nan=False, allow_infinity=False, min_value=-1e10, max_value=1e10),
    st.sampled_from([1.0, 2021.0, 0.189, 18.9, True, False, None]))
_lists = st.lists(st.one_of(_words, _words, st.integers(0, 3), st.none()), max_size=6)
_dicts = st.one_of(
    st.fixed_dictionaries({"amount": st.one_of(st.floats(0, 1e10), st.integers(0, 10**9),
                                               st.booleans()),
                           "currency": st.sampled_from(["USD", "eur", None, ""])}),
    st.fixed_dictionaries({"name": _words}), st.fixed_dictionaries({"value": _scalars}),
    st.fixed_dictionaries({"date": _texts}), st.fixed_dictionaries({"items": _lists}))
_values = st.one_of(_scalars, _scalars, _lists, _dicts)
_FTYPES = ["money", "year", "count", "multiple", "percent", "date", "person", "list", "text"]
_FIDS = ["", "overview.website", "overview.headquarters"]


def _mutated(value: Any, how: int) -> Any:
    """`value` itself, an equal copy, or an equal value of other types (1 → 1.0 → True)."""
    if how == 0:
        return value
    if how == 1 and isinstance(value, list):
        return list(value)
    if how == 2 and type(value) is int:
        return float(value)
    if how == 3 and value in (0, 1) and type(value) in (int, float):
        return bool(value)
    if how == 4 and isinstance(value, list):
        return [float(x) if type(x) is int else x for x in value]
    return value


# ---- the tests -------------------------------------------------------------------------------


@settings(max_examples=1500, deadline=None)
@given(_values)
def test_money_and_date_readers_match_the_plain_scans(value: Any):
    memo.clear("rollout")
    assert V.parse_money(value) == _plain_parse_money(value)
    assert V.parse_date(value) == _plain_parse_date(value)


@settings(max_examples=1500, deadline=None)
@given(_values, _values)
def test_text_matches_against_a_read_truth(reported: Any, truth: Any):
    memo.clear("rollout")
    assert V.text_matches(reported, truth) == _plain_text_matches(reported, truth)


@settings(max_examples=1500, deadline=None)
@given(st.lists(_words, max_size=7), st.lists(_words, max_size=7), st.randoms())
def test_list_overlap_by_set_lookups_matches_the_pairwise_scan(reported, truth, rnd):
    # share some items, some with tokens added or dropped, so subsets and equal norms occur
    for item in list(truth):
        if rnd.random() < 0.4:
            reported.append(item if rnd.random() < 0.5 else item + " " + rnd.choice(_PIECES))
    rnd.shuffle(reported)
    memo.clear("rollout")
    assert V.list_overlap(reported, truth) == _plain_list_overlap(reported, truth)


@settings(max_examples=3000, deadline=None)
@given(st.sampled_from(_FTYPES), st.sampled_from(_FIDS), _values, _values,
       st.integers(0, 5), st.booleans())
def test_comparisons_match_the_plain_compare(ftype, fid, reported, truth, how, verbatim):
    if verbatim:  # the truth itself, a copy, or an equal value of other types
        reported = _mutated(truth, how)
    memo.clear("rollout")
    want = _plain_compare(ftype, fid, reported, truth)
    assert T.compare_to_truth(ftype, fid, reported, truth) == want
    assert T.compare_to_truth(ftype, fid, reported, truth) == want  # the cached entry
    assert T.compare(ftype, fid, reported, truth) == want
    assert T.compare(ftype, fid, reported, truth) == want


class _Src:
    def __init__(self, excerpts: list[str]) -> None:
        self.excerpts = excerpts


@settings(max_examples=1500, deadline=None)
@given(st.sampled_from(_FTYPES), _values, st.lists(_words, min_size=1, max_size=3),
       st.integers(0, 5), st.booleans())
def test_evidence_probes_match_the_plain_search(ftype, value, excerpts, how, verbatim):
    memo.clear("rollout")
    ev = T.Evidence(_Src(excerpts + [V.norm_text(value)]))
    ev_plain = T.Evidence(_Src(excerpts))
    for e in (ev, ev_plain):
        want = _plain_value_in_evidence(ftype, value, e)
        assert T.value_in_evidence(ftype, value, e) == want
        if verbatim and T._can_be_verbatim(value):
            reported = _mutated(value, how)
            entry = T._truth_entry(ftype, "", value)
            if entry.written_verbatim(reported):
                assert T._probe_found(entry.probe, e) == \
                    _plain_value_in_evidence(ftype, reported, e)


@settings(max_examples=1000, deadline=None)
@given(st.lists(st.one_of(_words, st.sampled_from(["", "\0", "founded in", "grow\0th"])),
                max_size=8),
       st.lists(st.sampled_from(["founded", "grow", "growth", "in total", "a", " ", "",
                                 "employees", "é"]), max_size=4))
def test_joined_stem_search_matches_a_test_per_text(texts, stems):
    lowered = [t.lower() for t in texts]
    want = {i for i, low in enumerate(lowered) if any(s in low for s in stems)}
    assert T._LoweredTexts(lowered).holding(tuple(stems)) == want


def test_cue_stems_hold_no_nul():
    # `_LoweredTexts` joins the sentences with NULs: a stem with one could match across two
    for cues in T._CROSS_CUES.values():
        assert all("\0" not in stem for stem in cues.stems)
    assert all("\0" not in verb for verb in T._FOUNDED_VERBS)


def test_peer_rows_find_the_row_names_match_finds():
    rows = [{"Company": "Raevane Bio"}, {"Company": "Ziovory Systems"}, "not a row",
            {"Company": "Vrutrora Systems Inc"}, {"Company": None}, {"Company": "Ada K. Lovelace"}]
    for name in ["Ziovory Systems", "Vrutrora Systems", "vrutrora", "Ada Lovelace", "", "None",
                 "Raevane Bio", "Systems"]:
        want = next((r for r in rows[1:] if isinstance(r, dict) and
                     V.names_match(r.get("Company"), name)), None)
        got = next((r for r, tokens in T._peer_rows(rows)
                    if V._tokens_match(tokens, V.name_tokens(name))), None)
        assert got is want


# ---- round three: truth probes per pool, joined lower-casing, blank cells, page companies --


def _plain_supported(ftype: str, value: Any, readable: list[T.Evidence]) -> bool:
    """`_fact_citations`' support test as it was: the value's probe against each source."""
    kind, data = probe = T._evidence_probe(ftype, value)
    if kind == "list":
        norms = [ev.norm for ev in readable]
        found = sum(n is not None and any(n in norm for norm in norms) for n in data)
        return bool(data) and found * 2 >= len(data)
    return any(T._probe_found(probe, ev) for ev in readable)


@settings(max_examples=1500, deadline=None)
@given(st.sampled_from(_FTYPES), _values, st.lists(st.lists(_words, max_size=3), min_size=1,
                                                   max_size=3), st.booleans())
def test_truth_probes_read_once_per_pool_match_the_plain_search(ftype, truth, sources, hold):
    if not T._can_be_verbatim(truth):
        truth = V.norm_text(truth)
    if hold:  # a source that holds the value written out
        sources[0] = sources[0] + [V.norm_text(truth), str(truth)]
    entry = T._truth_entry(ftype, "", truth)
    for _ in range(2):  # the second pass reads the cached answers (new `Evidence`, same pools)
        memo.clear("rollout")
        readable = [T.Evidence(_Src(list(x))) for x in sources]
        kind, data = entry.probe
        if kind == "list":
            columns = zip(*(T._truth_probed(entry.probe, ev) for ev in readable), strict=True)
            got = bool(data) and sum(map(any, columns)) * 2 >= len(data)
        else:
            got = any(T._truth_probed(entry.probe, ev) for ev in readable)
        assert got == _plain_supported(ftype, truth, readable)


_CASED = st.lists(st.sampled_from(_PIECES + ["Σ", "ΑΣ", "Σ'", "'", "\u0307", "\0", "NOT",
                                             "Disclosed", "No Public", "ǅ", "ﬁ"]),
                  max_size=6).map("".join)


@settings(max_examples=2000, deadline=None)
@given(st.lists(_CASED, max_size=8),
       st.lists(st.sampled_from(["founded", "grow", "growth", "in total", "a", " ", "",
                                 "employees", "é", "σ", "ς", "i̇"]), max_size=4))
def test_lowering_as_a_whole_matches_lowering_each_text(texts, stems):
    plain = T._LoweredTexts([t.lower() for t in texts])
    fast = T._LoweredTexts.lowering(texts)
    assert fast.holding(tuple(stems)) == plain.holding(tuple(stems))
    assert [fast.text(i) for i in range(len(texts))] == [t.lower() for t in texts]
    assert [plain.text(i) for i in range(len(texts))] == [t.lower() for t in texts]
    if not fast.may_decline:
        assert all(V.ascii_lower(t) is not None for t in texts)


@settings(max_examples=2000, deadline=None)
@given(_CASED, st.lists(st.sampled_from(["—", "-", "N/D", "n/a", "TBD", "Σ", "ß", "SS", ""]),
                        max_size=4))
def test_blank_texts_match_is_blank(cell, markers):
    for text in (cell, T._strip_cites(cell)):
        assert (text.strip().casefold() in T._blank_texts(tuple(markers))) == \
            V.is_blank(text, tuple(markers))
        assert (text.strip().casefold() in T._blank_texts(())) == V.is_blank(text, None)


def test_page_companies_and_homonyms_match_the_plain_lookups():
    from rubric.world_index import world_index

    widx, _ = world_index({"world": {"seed": 0}})
    if widx is None:
        return  # no world on this machine: nothing to compare
    docs = list(widx.world.documents)[:300]
    urls = [d.url for d in docs] + [d.url.upper() + "/" for d in docs[:20]] + \
        ["https://nowhere.test/", "", "not a url"]
    for _ in range(2):  # computed, then cached
        for url in urls:
            doc = widx.document(url)
            assert widx.page_company(url) == (None if doc is None else doc.company_id)
        for c in list(widx.companies.values())[:200]:
            want = [widx.companies[i] for i in widx.by_name.get(V.norm_text(c.name), [])
                    if i != c.id]
            assert widx.homonyms(c.id) == want
    assert widx.homonyms("no such company") == []
