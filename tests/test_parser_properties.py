"""Property tests: the parser is total. 10,000+ generated inputs — random text and mutations of
a valid report — go through `parse_report` with zero exceptions and consistent output."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from report_samples import report

from tearsheet_env import parse_report
from tearsheet_env.contract import load_contract
from tearsheet_env.report.models import ParsedReport

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
