"""Tier A's shortcuts read exactly what the plain code does: the cue-stem pre-test against the
bare regexes (topics, restated facts), and the sentence key reader (which skips the numeric
scans of digit-free sentences and the date scans of year-free ones) against the plain
reading it replaced, on generated sentences built to hit the edges."""

from __future__ import annotations

import re
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rubric import memo
from rubric import tier_a as T
from rubric import values as V
from rubric.cues import Cues, literal_stem, literal_stems
from rubric.derived import (
    MULTIPLE,
    money_sum_supported,
    multiple_supported,
    part_amounts,
    states_total,
)
from rubric.reading import FRAMING, split_compounds
from rubric.registry import page_texts


def test_literal_stem_is_the_text_every_match_starts_with():
    assert literal_stem(r"headquarter\w*") == "headquarter"
    assert literal_stem("products?") == "product"
    assert literal_stem("leads? the company") == "lead"
    assert literal_stem(r"chief \w+ officer") == "chief "
    assert literal_stem("market is (?:estimated|sized)") == "market is "
    assert literal_stem("CAGR") == "cagr"
    assert literal_stem("ab{0,2}") == "a"
    assert literal_stem("ab+c") == "ab"
    assert literal_stem("?x") == ""
    assert Cues(["x?y"]).may_match("nothing here")  # an empty stem always lets the regex decide


def test_literal_stems_reach_past_a_leading_group():
    # an alternative opening with a group has no common start: the text it holds outside its
    # groups pre-tests it instead, or the group's words
    assert literal_stems("(?:was|were|got) sold to") == (" sold to",)
    assert literal_stems("(?:is|was) (?:now )?a subsidiary of") == ("a subsidiary of",)
    assert literal_stems("(?:took|seized) (?:full )?control of") == ("control of",)
    assert literal_stems("(?:floated|listed) (?:on|at)") == ("floated", "listed")
    assert literal_stems("(?:full )?control") == ("control",)
    assert literal_stems("(?:abc )?cde") == ("abc ", "cde")  # the group, or what follows it
    assert literal_stems(r"(?:a|b)|c\w") == ("",)  # nothing every match holds
    cues = Cues(["(?:was|were) sold to", r"(?:the|its) (?:\w+ )?board"])
    assert not cues.may_match("a product that sells to utilities")
    assert cues.may_match("it was sold to alder") and cues.regex.search("It was sold to Alder")


@given(st.lists(st.sampled_from(["was", "were", "sold", "to", "sold to", "Sold To", "control",
                                 "of", "took", "a subsidiary", "subsidiary of", "is", "now",
                                 "Alder", "administration", "went into", "breach", "data"]),
                min_size=1, max_size=10).map(" ".join))
def test_grave_event_pre_tests_never_hide_a_match(text: str):
    from rubric.events import _KINDS

    low = V.ascii_lower(text)
    for _, cues in _KINDS:
        if cues.regex.search(text):
            assert cues.may_match(low), (text, cues.regex.pattern[:80])


# pieces that hit every cue, near misses, case and IGNORECASE folding (Kelvin sign, long s,
# dotless i, dotted I), digits, dates and money
_PIECES = [
    "founded", "Founded in 2019", "headquartered", "HEADQUARTERS", "based in", "based  in",
    "website", "sector", "presents itself", "product", "Products", "flagship", "launched in",
    "platform", "product lines", "chief financial officer", "Chief  Officer", "CEO", "cto",
    "chief executive", "leads the company", "lead the company", "executive", "raised",
    "has raised", "raised a total", "funding", "funding rounds", "round", "investors",
    "valuation", "led the", "employees", "headcount", "revenue", "staff", "growth of",
    "customers", "clients", "partners", "partnership", "market", "market is estimated",
    "market is valued", "CAGR", "addressable", "competitors", "competing", "rivals", "in total",
    "total funding", "to date", "people work", "grow at 12%", "growth. 5%", "\u212aey",
    "\u017ftaff", "cu\u017ftomers", "\u0130nvestors", "pıatform", "mar\u212aet", "Raevane Bio",
    "O'Neil's", "Acme's Lab", "U.S.", "The", "It", "On June 11, 2026,", "11 June 2026",
    "2024-03", "2024-03-15", "Jan 2020", "USD 4M", "$42.5 million", "EUR 1,200,000", "12",
    "1", "1999", "1850", "3.5bn", "25 employees", "18.9%", "and", ",", ".", "[3]", "—", "Q3",
]
_sentences = st.lists(st.sampled_from(_PIECES), min_size=1, max_size=12).map(" ".join)


_CAP_WORD_PLAIN = re.compile(r"\b[A-Z][a-zA-Z0-9&'.-]+(?:\s+[A-Z][a-zA-Z0-9&'.-]+)*")


@settings(max_examples=1500, deadline=None)
@given(st.one_of(_sentences, st.text(alphabet="AbZ9&'.- \u00c9\u00e9_1\n", max_size=30)))
def test_capitalized_runs_match_the_plain_word_boundary(text: str):
    assert [m.span() for m in T._CAP_WORD.finditer(text)] == \
        [m.span() for m in _CAP_WORD_PLAIN.finditer(text)], text


def _plain_topic(text: str) -> str | None:
    best, hits = None, 0
    for key, cues in T._TOPIC_CUES.items():
        n = len(cues.regex.findall(text))
        if n > hits:
            best, hits = key, n
    return best


@settings(max_examples=1500, deadline=None)
@given(_sentences)
def test_cue_pretests_decide_as_the_regexes(text: str):
    memo.clear("rollout")
    assert T.topic_of(text) == _plain_topic(text)
    low = V.ascii_lower(text)
    for cues in (*T._TOPIC_CUES.values(), *T._CROSS_CUES.values()):
        if cues.regex.search(text):
            assert cues.may_match(low), (cues.regex.pattern, text)


def _plain_claim_keys(text: str, skip_names: frozenset[str]) -> dict[str, list[Any]]:
    """The reading before the shortcuts: every scan on every sentence (after the one
    rewriting every reading shares: a shown sum's parts and a figure pointed back to out)."""
    text = V.without_shown_sums(text)
    money = V.money_mentions(text)
    dates = V.date_mentions(text)
    years = {int(m.group()) for m in V._YEAR.finditer(text)
             if not re.match(r"\s?(?:[MBK]|bn|mn|m|k|million|billion|thousand)\b",
                             text[m.end():], re.I)}  # "GBP 1916M" holds no year
    nums: list[tuple[float, float]] = []
    money_vals = {round(m.amount) for m in money}
    date_spans = [d.span() for rx in (V._DATE_ISO, V._DATE_MDY, V._DATE_DMY)
                  for d in rx.finditer(text)]
    for m in V._PLAIN_NUM.finditer(text):
        if any(a <= m.start() < b for a, b in date_spans):
            continue
        raw = m.group("num")
        val = V._to_float(raw) * V._scale(m.group("scale"))
        if (raw.isdigit() and len(raw) == 4 and int(raw) in years) or round(val) in money_vals:
            continue
        if val < 2 and not m.group("scale"):
            continue
        nums.append((val, V._half_ulp(raw, V._scale(m.group("scale")))))
    names = []
    for i, m in enumerate(_CAP_WORD_PLAIN.finditer(text)):
        for j, run in enumerate(split_compounds(m.group(0))):
            if i == j == 0 and m.start() == 0 and run.split()[0].lower().endswith(("ed", "ing")):
                run = run.partition(" ")[2]  # a verb starting the sentence names nothing
            phrase = T._POSSESSIVE.sub("", run).strip(" .'")
            words = phrase.split()
            while words and words[0].lower() in FRAMING:  # framing words leave the ends only
                words.pop(0)
            while words and words[-1].lower() in FRAMING:
                words.pop()
            if not words or (m.start() == 0 and i == j == 0 and len(phrase.split()) == 1):
                continue
            phrase = " ".join(words)
            if V.name_tokens(phrase) <= skip_names or len(phrase) < 3:
                continue
            names.append(phrase)
    # list members and a sentence's subject written in lower case (`T._listed_names`,
    # `T._subject_name`, tested on their own in tests/test_claim_meaning.py), after the
    # capitalized runs
    subject = T._subject_name(text)
    names += [m for m in (*T._listed_names(text), *([subject] if subject else []))
              if not V.name_tokens(m) <= skip_names]
    return {"money": money, "numbers": nums, "years": sorted(years), "dates": dates,
            "bounds": V.number_bounds(text), "names": names,
            "names_norm": [V.norm_text(n) for n in names]}


@settings(max_examples=1500, deadline=None)
@given(_sentences, st.sampled_from([frozenset(), V.name_tokens("Raevane Bio")]))
def test_claim_keys_read_as_the_plain_scan(text: str, skip: frozenset[str]):
    memo.clear("rollout")
    fast = T.claim_keys(text, skip)
    plain = _plain_claim_keys(text, skip)
    assert fast == plain
    assert {k: type(v) for k, v in fast.items()} == {k: type(v) for k, v in plain.items()}


def _plain_missing_numbers(keys: dict[str, list[Any]], readable: list[Any]) -> list[str]:
    """The key numbers no source holds, each tested against the sources one by one."""
    missing = []
    for m in keys["money"]:
        if not any(ev.has_number(m.amount, m.precision) for ev in readable):
            missing.append(T._fmt_money(m))
    for val, prec in keys["numbers"]:
        if not any(ev.has_number(val, prec) for ev in readable):
            missing.append(f"{val:g}")
    for y in keys["years"]:
        if not any(ev.has_year(y) for ev in readable):
            missing.append(str(y))
    return missing


def _plain_missing_names(keys: dict[str, list[Any]], readable: list[Any]) -> list[str]:
    """Issue 12's full support: the names no source holds, as written or word by word."""
    out = []
    for name, norm in zip(keys["names"], keys["names_norm"], strict=True):
        words = [w for w in norm.split() if len(w) > 2 and w not in T._CORPORATE_SUFFIXES]
        if not any(ev.has_norm(norm) or (words and all(ev.has_norm(w) for w in words))
                   for ev in readable):
            out.append(name)
    return out


def _plain_claim_checks(ta: T.TierA) -> tuple[dict[str, Any], list[tuple[Any, ...]]]:
    """The claim loop of `check_citations_and_claims` before its shortcuts: every key of every
    sentence, every key of every cited source counted (stats and ASSOC findings only)."""
    st: dict[str, Any] = dict.fromkeys(["total", "factual", "cited", "checked", "supported",
                                        "filler", "duplicates"], 0)
    findings: list[tuple[Any, ...]] = []
    seen: set[str] = set()
    # issue 12: text outside the sections is checked like section text, and so are labels
    # that state something and text added to Sources titles (which claims those are is the
    # rule under test elsewhere; here only how each is checked)
    for claims in [*(s.claims for s in ta.report.sections), ta.report.unsectioned_claims,
                   ta._label_claims() + ta._source_title_claims()]:
        for claim in claims:
            text = claim.text.strip()
            st["total"] += 1
            keys = _plain_claim_keys(text, ta.skip_names)
            norm = V.norm_text(text)
            st["duplicates"] += norm in seen and len(norm) > 20
            seen.add(norm)
            if not claim.citations:
                absent = ta.reading(text).absent and not (keys["money"] or keys["numbers"])
                if not absent and (any(keys[k] for k in ("money", "numbers", "years", "names"))
                                   or T._RANKING.search(text) or T.states_event(text)):
                    st["factual"] += 1
                else:
                    st["filler"] += 1
                continue
            st["factual"] += 1
            st["cited"] += 1
            readable = [(sid, ta.evidence(sid)) for sid in claim.citations
                        if (s := ta.registry.get(sid)) is not None and s.status == "fetched"]
            if not readable or not any(keys[k] for k in ("money", "numbers", "years", "names")):
                continue
            evs = [ev for _, ev in readable]
            # issue 13: a total no source holds, whose parts the cited sources state
            # a total whose parts the cited sources state (held or not on a page itself):
            # a page stating a part holds a key value
            # (read only where something is missing, a page holds no key value, or idle pages
            # could make spam)
            unheld = _plain_missing_numbers(keys, evs)

            def holds(ev: Any, keys: dict[str, Any] = keys) -> int:
                return (sum(ev.has_number(m.amount, m.precision) for m in keys["money"])
                        + sum(ev.has_number(v, p) for v, p in keys["numbers"])
                        + sum(ev.has_year(y) for y in keys["years"])
                        + sum(ev.has_norm(n) for n in keys["names_norm"]))

            summed = [m for m in keys["money"] if states_total(text)
                      and (unheld or len(evs) >= T.SPAM_CITATIONS)
                      and money_sum_supported(m, [ev.source.excerpts for ev in evs])]
            # a total on a page: a page stating a round below it holds one of its parts
            parted = keys["money"] if states_total(text) and not unheld and \
                len(evs) < T.SPAM_CITATIONS else []
            counts = []
            for sid, ev in readable:
                found = holds(ev) + sum(bool(part_amounts(m, ev.source.excerpts))
                                        for m in summed)
                found = found or sum(bool(part_amounts(m, ev.source.excerpts)) for m in parted)
                # a page cited for four words of the sentence, three of them content words
                found = found or sum(ev.has_norm(x) for x in T._phrases(text))
                counts.append((sid, found))
            if any(found for _, found in counts):  # precision reads supported sentences only
                st["checked"] += len(counts)
                st["supported"] += sum(found > 0 for _, found in counts)
                idle = [sid for sid, found in counts if not found]
                if len(idle) >= T.SPAM_CITATIONS:  # citation spam
                    findings.append(("spam", text, list(claim.citations)))
            missing = [x for x in _plain_missing_numbers(keys, evs)
                       if x not in {T._fmt_money(m) for m in summed}]
            # a revenue multiple is computed from a valuation and a revenue (rubric.derived)
            missing += [m.group(0) for m in MULTIPLE.finditer(text)
                        if not multiple_supported(m.group(1), keys["money"], [
                            x for ev in evs for x in page_texts(ev.source)])]
            missing += _plain_missing_names(keys, evs)
            role = T._role_mismatch(evs, text, ta.skip_names)
            if role:
                findings.append(("role", text, None))
            if missing:
                findings.append(("missing", text, missing))
            elif not any(found for _, found in counts):
                findings.append(("names", text, keys["names"]))
    return st, findings


def _claim_checks(ta: T.TierA) -> tuple[dict[str, Any], list[tuple[Any, ...]]]:
    ta.check_citations_and_claims()
    s = ta.res.stats
    st = {"total": s.claims_total, "factual": s.claims_factual, "cited": s.claims_cited,
          "checked": s.citations_checked, "supported": s.citations_supported,
          "filler": s.filler_sentences, "duplicates": s.duplicate_sentences}
    findings = []
    for f in ta.res.findings:
        if f.mode != "EA03-ASSOC":
            continue
        kind = ("role" if f.reason.startswith("no cited page names") else
                "spam" if f.reason.startswith("cites ") else
                "missing" if f.reason.startswith("cited sources do not") else "names")
        findings.append((kind, f.sentence, f.source if kind == "spam" else f.found))
    return st, findings


@pytest.mark.parametrize("policy", ["oracle", "fabricated_numbers", "cite_unread", "stale_facts",
                                    "homonym_facts", "citation_spam", "hedged_claims"])
def test_claim_checks_count_as_the_plain_loop(policy: str):
    """On real transcripts, and on their reports with every sentence's numbers nudged (so some
    sources stop holding them and the names decide)."""
    from tearsheet_testkit.rubric_support import transcript, with_report

    from rubric.score import prepare

    p, c, info = transcript(policy, 1)
    nudged = re.sub(r"\b(\d)(\d)", lambda m: m.group(2) + m.group(1), c[-1]["content"])
    for completion in (c, with_report(c, nudged)):
        memo.clear("rollout")
        prep = prepare(p, completion, info)
        assert prep.error is None, prep.error
        assert _claim_checks(_tier_a(prep, info)) == _plain_claim_checks(_tier_a(prep, info))


def _tier_a(prep: Any, info: dict) -> T.TierA:
    from rubric.contract import load_contract
    from rubric.world_index import world_index

    widx = world_index(info)[0] if prep.company is not None else None
    return T.TierA(load_contract(), prep.report, prep.registry, prep.beh, prep.company, widx)


# ---- the comparables table, as the plain code read it ------------------------------------

def _plain_check_table(ta: T.TierA) -> tuple[list[tuple[Any, ...]], bool]:
    """`check_table` before its shortcuts (every cell through `_strip_cites` and `is_blank`,
    the truth's rows looked up per row): its findings and `table_ok`."""
    spec = ta.contract.comparables_table
    table = ta.report.table
    out: list[tuple[Any, ...]] = []
    if table is None:
        return [("no comparables table",)], False
    want = [V.norm_text(c) for c in spec.columns]
    got = [V.norm_text(c) for c in ta.report.table_columns]
    problems = 0
    if got != want:
        out.append(("columns", list(spec.columns), list(ta.report.table_columns)))
        problems += 1
    if len(table) < 2:
        out.append(("no peers", len(table)))
        problems += 1
    rows = ta.company.truth.get("comparables.rows") if ta.company else None
    for i, row in enumerate(table):
        cells = {V.norm_text(k): T._strip_cites(v) for k, v in row.items()}
        name = cells.get(V.norm_text(spec.columns[0]), "")
        allowed = spec.blank_ok.get("target" if i == 0 else "peers", ())
        if i == 0:
            for c in spec.columns:
                if V.is_blank(cells.get(V.norm_text(c)), spec.blank_markers) and \
                        V.norm_text(c) in cells and c not in allowed:
                    out.append(("blank", c, name))
                    problems += 1
        if i == 0 and ta.company is not None and not V.names_match(name, ta.company.name) \
                and V.norm_text(ta.company.name) not in V.norm_text(name):
            out.append(("not target", name))
            problems += 1
        if ta.company is None or not isinstance(rows, list) or not rows:
            continue
        if i == 0:
            truth_row = rows[0] if isinstance(rows[0], dict) else None
        else:
            truth_row = next((r for r in rows[1:] if isinstance(r, dict)
                              and V.names_match(r.get("Company"), name)), None)
        if truth_row is None:
            continue
        for c, ctype in T._TABLE_TYPES.items():
            true, cell = truth_row.get(c), cells.get(V.norm_text(c))
            if true is None or cell is None or V.is_blank(cell, spec.blank_markers):
                continue
            if not T._compare(ctype, "", cell, true)[0]:  # an accuracy error: not the shape
                out.append(("differs", c, name, cell))
        for c in ("Last Valuation", "Revenue Multiple"):
            cell = cells.get(V.norm_text(c))
            if cell is None or V.is_blank(cell, spec.blank_markers) or c not in allowed:
                continue
            if truth_row.get(c) is None:
                out.append(("invented", c, name, cell))
    return out, problems == 0


def _table_findings(ta: T.TierA) -> tuple[list[tuple[Any, ...]], bool]:
    ta.check_table()
    out: list[tuple[Any, ...]] = []
    for f in ta.res.findings:
        r = f.reason
        if f.mode == "EA03-MISS":
            continue  # a disclosed peer figure left blank: completeness, not the table's shape
        if r == "no comparables table":
            out.append((r,))
        elif r.startswith("table columns differ"):
            out.append(("columns", f.expected, f.found))
        elif r.startswith("table has no peer rows"):
            out.append(("no peers", f.found))
        elif r.startswith("required cell"):
            out.append(("blank", f.expected, f.sentence[2:-2]))
        elif r.startswith("the first row"):
            out.append(("not target", f.found))
        elif "differs from the truth" in r:
            col, name = re.match(r"'(.*)' of (.*) differs", r).groups()
            out.append(("differs", col, name, f.found))
        else:
            col = re.match(r"allowed blank '(.*)' filled", r).group(1)
            out.append(("invented", col, f.sentence.split(" | ")[0][2:], f.found))
    return out, ta.res.stats.table_ok


# cells a table may hold: citations, blanks and markers in any case and padding, true and
# false values, non-text cells
_CELLS = ["—", " — ", "N/A [3]", "n/a", "Not Disclosed", "USD 4M [10]", "USD 4M", "$4 million",
          "2021", "2020 [1]", "2021 [2, 3]", "", "  ", None, 12, 2021, "[2]", "Salt Lake City",
          "Salt Lake City, United States [1]", "12.5x", "3x [4]", "unknown", "-", "–", "null",
          "ß", "Raevane Bio", "Raevane Bio [1]", "Other Co"]


@st.composite
def _table_edits(draw: Any) -> list[tuple[int, str, Any]]:
    return draw(st.lists(st.tuples(st.integers(0, 7), st.sampled_from(
        ["Company", "HQ", "Founded", "Total Funding", "Last Valuation", "Revenue Multiple",
         "hq", " Founded", "Extra"]), st.sampled_from(_CELLS)), max_size=8))


def _edited_table(table: list[dict[str, Any]], edits: list[tuple[int, str, Any]]) -> list[dict]:
    rows = [dict(r) for r in table]
    for i, col, cell in edits:
        if i < len(rows):
            rows[i][col] = cell
        elif i == len(rows):
            rows.append({col: cell})
    return rows


@pytest.fixture(scope="module")
def _table_preps() -> list[tuple[Any, dict]]:
    from tearsheet_testkit.rubric_support import transcript

    from rubric.score import prepare

    preps = []
    for policy in ("oracle", "filled_blanks", "homonym_facts", "stale_facts"):
        p, c, info = transcript(policy, 1)
        preps.append((prepare(p, c, info), info))
    return preps


# a target-row cell and the fact the facts block holds it to, written alike (readable or not)
_CROSS_PAIRS = [("Founded", "overview.founded_year"), ("Total Funding", "funding.total_raised"),
                ("HQ", "overview.headquarters")]
_ALIKE = ["unknown", "2021", "USD 4M", "n/a", "Salt Lake City", "about 40", "—", "2021 [3]"]


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 3), _table_edits(), st.booleans(),
       st.lists(st.tuples(st.sampled_from(_CROSS_PAIRS), st.sampled_from(_ALIKE)), max_size=3))
def test_table_and_cross_cells_read_as_the_plain_code(_table_preps, which, edits, drop_rows,
                                                      alike):
    """`check_table` (inlined cell reading, truth rows looked up once) and the table half of
    `check_cross` (contract-named columns normalized once, the reverse comparison skipped when
    it is the same call) against the plain code, on real reports with edited tables and
    facts."""
    import copy
    import dataclasses

    prep, info = _table_preps[which]
    if prep.report.table is None:
        return
    report = copy.copy(prep.report)
    report.table = _edited_table(prep.report.table[:1] if drop_rows else prep.report.table,
                                 edits)
    values = {fid: text for (_, fid), text in alike}
    report.facts = [dataclasses.replace(f, value=values[f.id]) if f.id in values else f
                    for f in prep.report.facts]
    for (col, _), text in alike:
        report.table[0][col] = text
    prep = copy.copy(prep)
    prep.report = report
    memo.clear("rollout")
    assert _table_findings(_tier_a(prep, info)) == _plain_check_table(_tier_a(prep, info))
    memo.clear("rollout")
    ta = _tier_a(prep, info)
    ta.check_cross()
    got = [(f.fact_id, f.sentence, f.expected, f.found) for f in ta.res.findings
           if f.reason.startswith("table '")]
    assert got == _plain_cross_table(_tier_a(prep, info))


def _plain_cross_table(ta: T.TierA) -> list[tuple[Any, ...]]:
    """The table half of `check_cross` before its shortcuts."""
    facts = {f.id: f for f in ta.report.facts}
    table = ta.report.table or []
    out: list[tuple[Any, ...]] = []
    if not table:
        return out
    columns = {V.norm_text(k): k for k in table[0]}
    for col, fid in (("Founded", "overview.founded_year"),
                     ("Total Funding", "funding.total_raised"), ("HQ", "overview.headquarters")):
        key, entry = columns.get(V.norm_text(col), T._NO_COLUMN), facts.get(fid)
        if key is T._NO_COLUMN or entry is None:
            continue
        cell = T._strip_cites(table[0][key])
        if V.is_blank(cell) or V.is_blank(entry.value):
            continue
        ftype = ta.contract.facts[fid].type
        differ = not T.compare(ftype, fid, cell, entry.value)[0] and \
            not T.compare(ftype, fid, entry.value, cell)[0]
        if differ or V.hedges_candidates(ftype, entry.value, cell):  # a hedge is no one value
            out.append((fid, f"| {T._strip_cites(table[0].get(col, ''))} |",
                        T._show(entry.value), cell))
    return out
