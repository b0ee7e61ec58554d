"""Property tests: the parser is total. 10,000+ generated inputs — random text and mutations of
a valid report — go through `parse_report` with zero exceptions and consistent output. And the
parser's fast paths agree with the plain code they replaced, on generated inputs."""

from __future__ import annotations

import datetime as _dt
import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tearsheet_testkit.report_samples import report

from rubric.contract import load_contract
from rubric.report import parser as P
from rubric.report.models import ParsedReport
from tearsheet_env import parse_report

NAMES = load_contract().section_names
VALID = report()
VALID_LINES = VALID.split("\n")

# fragments that exercise the grammar: headings, fences, citations, tables, YAML
TOKENS = [
    "\n",
    "## ",
    "### ",
    "# ",
    "```",
    "```facts\n",
    "```retractions\n",
    "~~~",
    "[",
    "]",
    "[3]",
    "[2, 5]",
    "[1-4]",
    "[^1]",
    "[a]",
    "| ",
    " |",
    "|---|",
    "- ",
    "* ",
    "1. ",
    ": ",
    "&a ",
    "*a",
    "- id: ",
    "value: ",
    "cite: [",
    "{",
    "}",
    ". ",
    "Inc. ",
    "\r",
    "\x00",
    "\u2014",
    "é",
    "💥",
    *[f"## {n}" for n in NAMES],
    "## Sources\n",
    "[9] t — https://a.test/x\n",
]

SETTINGS = settings(
    max_examples=5_000,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    database=None,
)


def check_invariants(r: ParsedReport) -> None:
    assert isinstance(r, ParsedReport)
    found = {s.name for s in r.sections}
    assert found | set(r.missing_sections) == set(NAMES)
    assert not (found & set(r.missing_sections))
    assert set(r.duplicate_sections) <= found
    assert r.citations == sorted(set(r.citations))
    for s in r.sections:
        assert s.name == NAMES[s.index]
        for c in s.claims:
            assert set(c.citations) <= set(r.citations)
    assert (r.facts_error is None) or r.facts == []
    r.model_dump_json()  # everything it holds is serializable


@SETTINGS
@given(
    st.text(max_size=3_000) | st.lists(st.sampled_from(TOKENS) | st.text(max_size=20)).map("".join)
)
def test_random_text_never_raises(text: str) -> None:
    check_invariants(parse_report(text))


@st.composite
def mutated_report(draw: st.DrawFn) -> str:
    lines = list(VALID_LINES)
    for _ in range(draw(st.integers(1, 6))):
        op = draw(st.sampled_from(["delete", "duplicate", "insert", "swap", "truncate", "splice"]))
        i = draw(st.integers(0, len(lines) - 1)) if lines else 0
        if op == "delete" and lines:
            del lines[i : i + draw(st.integers(1, 5))]
        elif op == "duplicate" and lines:
            lines[i:i] = lines[i : i + draw(st.integers(1, 8))]
        elif op == "insert":
            lines.insert(i, "".join(draw(st.lists(st.sampled_from(TOKENS), max_size=8))))
        elif op == "swap" and lines:
            j = draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
        elif op == "truncate" and lines:
            lines = lines[:i]
        elif op == "splice" and lines:
            at = draw(st.integers(0, len(lines[i])))
            lines[i] = lines[i][:at] + draw(st.text(max_size=30)) + lines[i][at:]
    return "\n".join(lines)


@SETTINGS
@given(mutated_report())
def test_mutated_reports_never_raise(text: str) -> None:
    check_invariants(parse_report(text))


def test_unmutated_report_satisfies_invariants() -> None:
    r = parse_report(VALID)
    check_invariants(r)
    assert r.missing_sections == []


# --- fast paths against plain references --------------------------------------------------------
# The parser reads the common cases in fewer steps than the plain code it replaced; each
# reference below is that plain code, and the fast helper must agree with it on every input.

PIECES = [
    "[3]", "[3, 5]", "[3,5]", "[3; 5]", "[3 ,5]", "[ 3]", "[3 ]", "[3-5]", "[5–3]", "[3 — 4]",
    "[1-999]", "[٣]", "[1, 2-4]", "[x]", "[]", "[^1]", "[3](https://a.test)", "(", ")", "\"",
    ". ", ".", "! ", "? ", " ", "  ", "\t", "\xa0", ",", " ,", " .", ";", ":", "Inc. ", "U.S. ",
    "J. ", "e.g. ", "No. ", "word", "Word", "2019", "a", "—", "<", ">", "http", "https://a.test/x",
    "<https://b.test/y>", "[t](https://c.test/z)", "- ", "* ", "1. ", "2) ", "[4]: ", "|", "#",
]
texts = st.lists(st.sampled_from(PIECES) | st.text(max_size=4), max_size=30).map("".join)


def _reference_extract(text: str, errors: list[str]) -> tuple[str, list[int]]:
    if "[" not in text:
        return " ".join(text.split()), []
    parts = P._CITATION.split(text)
    if len(parts) == 1:
        return " ".join(text.split()), []
    cites: list[int] = []
    for group in parts[1::2]:
        cites.extend(P._expand_citation(group, errors))
    clean = " ".join(" ".join(parts[::2]).split())
    return P._SPACE_BEFORE_PUNCT.sub("", clean), sorted(set(cites))


def _reference_split(paragraph: str) -> list[str]:
    pieces, start = [], 0
    for m in P._SENTENCE_END.finditer(paragraph):
        end = m.start()
        if (
            paragraph[end] == "."
            and paragraph[end - 1 : end].isalpha()
            and P._NOT_AN_END.search(paragraph, max(start, end - 9), end + 1)
        ):
            continue
        pieces.append(paragraph[start : m.end()])
        start = m.end()
    pieces.append(paragraph[start:])
    merged: list[str] = []
    for piece in pieces:
        lead = P._LEADING_CITES.match(piece.strip())
        if merged and lead and P._CITATION.search(lead.group(0)):
            merged[-1] = merged[-1].rstrip() + " " + lead.group(0).strip()
            piece = piece.strip()[lead.end() :]
        if piece.strip():
            merged.append(piece.strip())
    return merged


def _reference_source_line(line: str) -> P.SourceEntry | None:
    m = P._SOURCE_LINE.match(line)
    if not m:
        return None
    n = int(m.group(1) or m.group(2))
    rest = m.group(3).strip()
    link = P._MD_LINK.search(rest)
    if link:
        title, url = link.group(1).strip(), link.group(2)
        title = title or P._MD_LINK.sub("", rest).strip(" -—–:|\t")
    else:
        u = P._URL.search(rest)
        url = u.group(1).rstrip(".,;") if u else ""
        title = (rest[: u.start()] + rest[u.end() :]) if u else rest
        title = title.strip().strip(" -—–:|\t\"'").strip()
    return P.SourceEntry(n=n, title=title[:500], url=url[:2000])


def _reference_unwrap(lines: list[str]) -> list[str]:
    body = [i for i, ln in enumerate(lines) if ln.strip()]
    if len(body) < 2:
        return lines
    first, last = lines[body[0]].strip(), lines[body[-1]].strip()
    if last != "```" or first not in ("```", "```markdown", "```md"):
        return lines
    inner = lines[body[0] + 1 : body[-1]]
    if first == "```" and any(ln.lstrip().startswith("```") for ln in inner):
        return lines
    return inner


def _reference_normalize(text: str) -> str:
    t = re.sub(r"[*_`]", "", text).strip()
    t = P._NUMBERING.sub("", t)
    t = t.replace("&", " and ").lower()
    t = re.sub(r"[^a-z0-9]+", " ", t)
    return " ".join(t.split())


def _reference_as_text(value):
    if isinstance(value, _dt.datetime | _dt.date):
        return value.isoformat()
    if isinstance(value, list):
        return [_reference_as_text(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _reference_as_text(v) for k, v in value.items()}
    if isinstance(value, float) and value != value:
        return None
    return value


FAST = settings(max_examples=2_000, deadline=None, database=None)


@FAST
@given(texts)
def test_citation_extraction_matches_the_plain_code(text: str) -> None:
    fast_errors: list[str] = []
    plain_errors: list[str] = []
    assert P._extract_citations(text, fast_errors) == _reference_extract(text, plain_errors)
    assert fast_errors == plain_errors


@FAST
@given(texts)
def test_sentence_split_matches_the_plain_code(text: str) -> None:
    assert P._split_sentences(text) == _reference_split(text)


@FAST
@given(texts)
def test_source_line_matches_the_plain_code(text: str) -> None:
    for line in (text, "[7] " + text, "3. " + text, "- [12]: " + text):
        assert P._parse_source_line(line) == _reference_source_line(line), line


@FAST
@given(st.lists(st.sampled_from(["", " ", "```", "```md", "```markdown", "  ```", "x", "# h"])))
def test_whole_fence_unwrap_matches_the_plain_code(lines: list[str]) -> None:
    assert P._unwrap_whole_fence(lines) == _reference_unwrap(lines)


@FAST
@given(texts | st.sampled_from(sorted(P._matcher().known)))
def test_heading_normalization_matches_the_plain_code(heading: str) -> None:
    assert P._matcher().normalize(heading) == _reference_normalize(heading)
    assert P._matcher().match(heading) == P._matcher().table.get(_reference_normalize(heading))


def _reference_read_heading(line: str) -> tuple[int, str] | None:
    hm = P._HEADING.match(line) if len(line) <= P.MAX_HEADING_CHARS else None
    return (len(hm.group(1)), hm.group(2).strip()) if hm else None


HEADING_MARKS = st.sampled_from(["#", "## ", " ### ", "####### ", "#\t"])


@FAST
@given(
    st.sampled_from(sorted(P._matcher().heading_lines))
    | st.builds(lambda mark, text: mark + text, HEADING_MARKS, texts)
)
def test_heading_lines_read_like_the_pattern(line: str) -> None:
    assert P._matcher().read_heading(line) == _reference_read_heading(line)


def test_every_contract_heading_is_known() -> None:
    matcher = P._matcher()
    for spec in load_contract().sections:
        assert spec.name in matcher.known
        assert matcher.known[spec.name] == _reference_normalize(spec.name)
    assert matcher.known["Sources"] == "sources"
    assert matcher.heading_lines["## Sources"] == (2, "Sources")


@FAST
@given(texts)
def test_list_items_start_with_a_bullet_or_a_digit(line: str) -> None:
    stripped = line.strip()
    if stripped and P._LIST_ITEM.match(line):
        assert stripped[0] in "-*+" or stripped[0].isdecimal()


scalars = st.none() | st.booleans() | st.integers() | st.text(max_size=5) | st.floats()
scalars |= st.dates()
fact_values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=3), inner),
    max_leaves=8,
)


@FAST
@given(fact_values)
def test_fact_value_conversion_matches_the_plain_code(value) -> None:
    assert repr(P._as_text(value)) == repr(_reference_as_text(value))


@FAST
@given(fact_values)
def test_cite_list_conversion_matches_the_plain_code(raw) -> None:
    fast_errors: list[str] = []
    expected_errors: list[str] = []
    items = raw if isinstance(raw, list) else [raw]
    expected: list[int] = []
    if raw is not None:
        for item in items:  # the plain per-item code, which the usual [3, 5] skips
            if isinstance(item, bool):
                message = f"facts: f: cite entry {item!r} is not a source number"
                P._add_error(expected_errors, message)
            elif isinstance(item, int):
                expected.append(item)
            elif isinstance(item, str) and re.fullmatch(r"[\s\[\]\d,;\-–]*", item) and item.strip():
                expected.extend(P._expand_citation(item, expected_errors))
            else:
                P._add_error(
                    expected_errors, f"facts: f: cite entry {str(item)[:40]!r} is not a number"
                )
    assert P._as_cite_list(raw, fast_errors, "f") == sorted(set(expected))
    assert fast_errors == expected_errors


def test_fence_closing_rules() -> None:
    def facts_of(fence_open: str, fence_close: str) -> list[str]:
        body = "- id: a\n  value: 1\n"
        r = parse_report(f"## Leadership\nA [1].\n{fence_open}\n{body}{fence_close}\nB [2].\n")
        return [f.id for f in r.facts] if r.facts_error is None else [r.facts_error]

    assert facts_of("```facts", "```") == ["a"]
    assert facts_of("```facts", "  ````  ") == ["a"]  # longer, indented, trailing spaces
    assert facts_of("~~~facts", "~~~") == ["a"]
    assert facts_of("````facts", "```")[0].startswith("unclosed")  # shorter does not close
    assert facts_of("```facts", "~~~")[0].startswith("unclosed")  # other character
    assert facts_of("```facts", "``` x")[0].startswith("unclosed")  # text after the marker
    table = "| a | b |\n|---|---|\n| c [2] | d |\n"
    r = parse_report("## Leadership\n```\ncode\n```\nA [1].\n\n" + table)
    # issue 12: a fence other than facts/retractions is report text, read like the rest
    assert [c.citations for c in r.sections[0].claims] == [[], [1], [2]]
    assert r.sections[0].claims[0].text == "code"


# --- whole-shape fast paths: a paragraph of plain cited sentences, a plain facts block, a plain
# Sources line. Each is read in one pattern per sentence, entry or line; on every input that the
# fast reader accepts it must give what the plain code gives, and it may decline anything.

def mostly(common: list[str], odd: list[str]) -> st.SearchStrategy[str]:
    """A common form nine times in ten, so that whole inputs often take the fast path, and an
    odd one (a near miss the fast reader must decline or read exactly) the tenth time."""
    return st.integers(0, 9).flatmap(lambda k: st.sampled_from(odd if k == 0 else common))


SENTENCE_WORDS = mostly(
    ["Acme", "raised", "USD", "4.5M", "18.9%", "https://acme.test", "in", "2019", "(est)", "—"],
    ["Inc.", "U.S.", "e.g.", "(est.)", "x)", '"quoted"', '"hi."', "it's", "é", "a]b", "a[b", ",",
     ";", ":", "!", "?", ".", "end.", "end!", "end?", 'end."', "end.)", "", "[3]"],
)
SENTENCE_SPACES = mostly([" "], ["  ", "\t", "\xa0", ""])
SENTENCE_CITES = mostly(
    [" [3]", " [4, 5]", " [5, 4, 4]", " [12]"],
    [" [1,2]", " [ 3]", " [3-5]", " [x]", "", "[3]", " [3](https://a.test)", " [1] [2]", " [٣]"],
)
SENTENCE_ENDS = mostly(["."], ["!", '."', ".)", "", "]", ".["])


@st.composite
def cited_sentence(draw: st.DrawFn) -> str:
    text = draw(SENTENCE_WORDS)
    for _ in range(draw(st.integers(0, 5))):
        text += draw(SENTENCE_SPACES) + draw(SENTENCE_WORDS)
    return text + draw(SENTENCE_CITES) + draw(SENTENCE_ENDS)


paragraphs = st.builds(
    lambda sentences, gaps, tail: "".join(map(str.__add__, sentences, gaps)) + tail,
    st.lists(cited_sentence(), min_size=1, max_size=4),
    st.lists(mostly([" "], ["  ", "", "\n"]), min_size=3, max_size=3).map(lambda g: [*g, ""]),
    mostly([""], [" ", "Word"]),
)


def _reference_claims(paragraph: str, line_no: int) -> list[P.Claim]:
    """The plain code of `flush_paragraph`: split, then read each sentence's citations."""
    errors: list[str] = []
    claims = []
    for sentence in _reference_split(paragraph):
        clean, cites = _reference_extract(sentence, errors)
        if cites or P._WORDY.search(clean):
            claims.append(P.Claim(clean, cites, line_no))
    return claims


@FAST
@given(paragraphs | texts)
def test_plain_paragraph_reading_matches_the_plain_code(paragraph: str) -> None:
    fast = P._read_plain_paragraph(paragraph, 7)
    if fast is not None:
        assert fast == _reference_claims(paragraph, 7), paragraph


def test_plain_paragraph_reader_takes_the_common_shape_and_declines_the_rest() -> None:
    common = (
        "Acme raised USD 4.5M in 2021 [3]. Its website is https://acme.test [4, 5]. "
        "Growth was 18.9% a year (est) [2, 1, 2]."
    )
    assert P._read_plain_paragraph(common, 1) == _reference_claims(common, 1)
    assert [c.citations for c in P._read_plain_paragraph(common, 1) or []] == [[3], [4, 5], [1, 2]]
    for tricky in (
        "Acme Inc. raised money [3].",  # an abbreviation: the general split judges it
        "It grew in 2019. Then it sold [3].",  # a sentence end without a citation
        "It grew in 2019. [3].",  # the citation after the full stop
        "Acme [3]. Beta , then [4].",  # a space before punctuation
        "Acme  raised [3].",  # two spaces
        "Acme raised [3] [4].",  # two citations
        "Acme raised [3].x",
        "Acme raised [3-5].",
        "",
    ):
        assert P._read_plain_paragraph(tricky, 1) is None, tricky


FACT_IDS = mostly(
    ["overview.name", "funding.latest_round.type", '"a.b"'],
    ["a.b-c", "a.", '" spaced id "', '""', "a", "yes", "null", "x.y z", "1.a", '"q\\"x"'],
)
FACT_VALUES = mostly(
    ['"Acme"', '["a", "b"]', "2021", "null", '""', "-3", "0"],
    ['"a: b"', '"x" ', '["a","b"]', '["a",  "b"]', "[]", '["a", 1]', "007", "-0", "1" * 4301,
     "~", "Null", "yes", "Acme", "2024-03-14", '"tab\there"', "'single'", '"esc\\"aped"', '"#c"',
     ""],
)
FACT_FIELDS = [
    ("as_of", mostly(['"2021-05-01"'], ["2021-05-01", '""', "null", '"x" #c'])),
    ("cite", mostly(["[1]", "[4, 5]", "[5, 4, 4]"], ["[1,2]", "[1 ,2]", "[]", "[01]", "3", "[x]"])),
    ("status", mostly(['"not_disclosed"'], ["not_disclosed", '""', "null", "yes"])),
]


@st.composite
def facts_blocks(draw: st.DrawFn) -> str:
    lines = []
    for _ in range(draw(st.integers(1, 4))):
        entry = [("id", draw(FACT_IDS)), ("value", draw(FACT_VALUES))]
        for key, values in FACT_FIELDS:
            if draw(st.booleans()):
                entry.append((key, draw(values)))
        if draw(st.integers(0, 19)) == 0:  # keys out of the contract's order, or another key
            extra = [("cites", "[1]"), ("value", "1"), ("note", '"x"'), ("id", "b.c")]
            entry.insert(draw(st.integers(0, len(entry))), draw(st.sampled_from(extra)))
        for i, (key, value) in enumerate(entry):
            lines.append(f"{'- ' if i == 0 else '  '}{key}: {value}")
        lines.append(draw(mostly([""], ["\n", "\n  ", "\n# c"])))
    return "\n".join(line for line in lines if line) + draw(mostly([""], ["\n", "\n\n"]))


def _reference_parse_facts(body: str, errors: list[str]) -> tuple[list[P.FactEntry], str | None]:
    """The plain code of `_parse_facts`: load the YAML, then convert each entry."""
    data, err = P._load_yaml(body)
    if err:
        return [], err
    entries = P._entries(data, "facts")
    if entries is None:
        return [], "not a list of fact entries"
    facts: list[P.FactEntry] = []
    for i, entry in enumerate(entries):
        raw_id = entry.get("id") if isinstance(entry, dict) else None
        if not isinstance(raw_id, str):
            P._add_error(errors, f"facts: entry {i + 1} has no string id")
            continue
        fid = raw_id.strip()
        as_of = entry.get("as_of")
        status = entry.get("status")
        raw_cite = entry["cite"] if "cite" in entry else entry.get("cites")
        facts.append(
            P.FactEntry(
                fid,
                P._as_text(entry.get("value")),
                None if as_of is None else str(P._as_text(as_of)),
                P._as_cite_list(raw_cite, errors, fid),
                None if status is None else str(status),
            )
        )
    return facts, None


@settings(max_examples=3_000, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(facts_blocks())
def test_plain_facts_reading_matches_the_plain_code(body: str) -> None:
    fast = P._read_plain_facts(body)
    errors: list[str] = []
    expected = _reference_parse_facts(body, errors)
    if fast is not None:
        assert (fast, None, []) == (*expected, errors), body
    fast_errors: list[str] = []
    assert P._parse_facts(body, fast_errors) == expected
    assert fast_errors == errors


def test_plain_facts_reader_takes_the_documented_shape() -> None:
    body = (
        '- id: overview.legal_name\n  value: "Acme"\n  cite: [1]\n'
        '- id: "funding.investors"\n  value: ["A", "B"]\n  as_of: "2024-01-02"\n  cite: [5, 4, 5]\n'
        "- id: financials.headcount\n  value: 29\n"
        '- id: financials.revenue\n  value: null\n  status: "not_disclosed"'
    )
    fast = P._read_plain_facts(body)
    assert fast is not None
    assert fast == _reference_parse_facts(body, [])[0]
    assert fast[1] == P.FactEntry("funding.investors", ["A", "B"], "2024-01-02", [4, 5], None)
    for declined in (body.replace("  cite: [1]", "  cites: [1]"), body + "\n# c", "", "x: 1"):
        assert P._read_plain_facts(declined) is None, declined


SOURCE_LEADS = mostly(["[3] ", "[12] "], ["[12]: ", "[1]  ", "- [2] ", "3. ", "[٣] ", "[1234567] "])
SOURCE_TITLES = mostly(
    ["Acme", "Acme - FirmIndex profile & funding", "Acme: about", "x", "Acme (est.) 'x' \"y\""],
    [" Acme", "Acme ", "-Acme", "Acme -", '"Acme"', "Acme'", "Acme | X", "see http", "[t](u)",
     "a](b", "Acme\tInc", "Acme\xa0Inc", "", "—", "Acme — Beta"],
)
SOURCE_SEPARATORS = mostly(
    [" — ", " - ", " – "], [" | ", " : ", "  —  ", " —\t", "—", " — — ", " -- "]
)
SOURCE_URLS = mostly(
    ["https://acme.test/", "http://a.test/x.", "https://a.test/x;,", "https://a.test/a?b=c#d"],
    ["https://", "http:/x", "https://a.test/(x)", "https://a.test/x>", "<https://a.test>",
     "ftp://a.test", "https://a.test/x y", "https://a.test/]", "HTTPS://a.test"],
)


@FAST
@given(SOURCE_LEADS, SOURCE_TITLES, SOURCE_SEPARATORS, SOURCE_URLS, mostly([""], [" ", " x"]))
def test_plain_source_lines_read_like_the_plain_code(lead, title, sep, url, tail) -> None:
    line = lead + title + sep + url + tail
    assert P._parse_source_line(line) == _reference_source_line(line), line
