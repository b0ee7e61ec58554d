"""The fast facts-block reader agrees with PyYAML on every block it accepts (differential
property test), and accepts the blocks the contract documents."""

from __future__ import annotations

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rubric.report.facts_yaml import load_simple

KEYS = ["id", "value", "as_of", "cite", "status", "reason", "yes", "null", "On", "note"]
SCALARS = [
    "2021",
    "0",
    "-3",
    "007",
    "1_000",
    "1e5",
    "1.5e+3",
    "42.5",
    ".5",
    "-",
    "~",
    "null",
    "Null",
    "",
    "yes",
    "No",
    "on",
    "OFF",
    "y",
    "n",
    "true",
    "2024-03-14",
    "2024-02-30",
    "2024-3-1",
    "2024-03",
    "USD 30.0M",
    "$42.5 million",
    "€39m",
    "Series B",
    "Salt Lake City, United States",
    "https://quillon.test/about",
    "a: b",
    "a:b",
    "x #y",
    "#c",
    "&a",
    "*a",
    "!!str x",
    "|",
    ">",
    "'quoted'",
    '"dq"',
    '"esc\\"aped"',
    "'it''s'",
    "O'Reilly",
    "R&D Labs",
    "(est.)",
    "=",
    "<<",
    "[1, 2]",
    "[3]",
    "[]",
    "[a, b]",
    "[a,, b]",
    "[a, [b]]",
    '["x, y", z]',
    "{a: 1}",
    "1:20",
    "not_disclosed",
    "Firstname Lastname",
    "\t tab",
    "trailing ",
    ".inf",
    ".NaN",
    "0x1F",
    # forms the line pattern reads by itself (and near misses that must go the long way)
    '["a", "b"]',
    '["a","b"]',
    '["a",  "b"]',
    '["a, b", "c"]',
    '["", "x"]',
    '[""]',
    '["a"] ',
    '["a", 1]',
    '["#x", "y: z"]',
    '["a",]',
    "['a', 'b']",
    '["a\\"b"]',
    "[ 1]",
    "[1,2]",
    "[1 ,2]",
    "[0, 10, 7]",
    "[01]",
    "-0",
    "12 ",
    "~ ",
    "null ",
    '"a" ',
    ' "a"',
    '"a" #c',
    "Seed #c",
    "not-disclosed",
    "v1.2",
    "a.b-c",
    "x_",
    "Zürich",
    "nUll",
    "TRUE",
    "tRue",
]


@st.composite
def blocks(draw: st.DrawFn) -> str:
    lines = []
    for _ in range(draw(st.integers(1, 5))):
        fields = draw(
            st.lists(
                st.tuples(st.sampled_from(KEYS), st.sampled_from(SCALARS)), min_size=1, max_size=4
            )
        )
        for i, (k, v) in enumerate(fields):
            lines.append(f"{'- ' if i == 0 else '  '}{k}: {v}".rstrip())
        if draw(st.booleans()):
            lines.append("")
    return "\n".join(lines)


def pyyaml(body: str):
    try:
        return ("ok", yaml.safe_load(body))
    except yaml.YAMLError:
        return ("error", None)


@settings(
    max_examples=3_000, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow]
)
@given(blocks())
def test_agrees_with_pyyaml_whenever_it_answers(body: str) -> None:
    fast = load_simple(body)
    if fast is not None:
        assert pyyaml(body) == ("ok", fast), body


def test_reads_the_documented_shape():
    body = (
        "- id: overview.founded_year\n  value: 2014\n  cite: [1]\n"
        '- id: funding.latest_round.amount\n  value: "USD 30.0M"\n  as_of: 2023-03-14\n'
        "  cite: [5, 6]\n"
        '- id: overview.founders\n  value: ["Arlo Venn", "Tessa Marek"]\n  cite: [1]\n'
        "- id: overview.website\n  value: https://quillon-dynamics.test\n"
        "- id: financials.revenue\n  value: null\n  status: not_disclosed\n"
    )
    fast = load_simple(body)
    assert fast is not None
    assert fast == yaml.safe_load(body)


def test_common_forms_are_read_in_one_match():
    # each of these must be answered by the fast reader, not left to PyYAML
    for value in ('"USD 4M"', '["Arlo Venn", "Tessa Marek"]', "[4, 5]", "[10]", "2021", "-3",
                  "null", "~", "", "not_disclosed", "true", "Off"):
        body = f"- id: funding.total_raised\n  value: {value}\n  cite: [1]\n".replace(": \n", ":\n")
        fast = load_simple(body)
        assert fast is not None, body
        assert fast == yaml.safe_load(body), body


def test_blank_lines_may_hold_spaces():
    body = "- id: a\n  value: 1\n   \n\n- id: b\n  value: x\n"
    assert load_simple(body) == yaml.safe_load(body)
    assert load_simple("- id: a\n  value: 1\nstray\n") is None


def test_declines_what_it_does_not_know():
    for body in (
        "- id: a\n  value:\n    - nested\n",  # block sequence
        "# comment\n- id: a\n",
        "- id: a\n  value: &x 3\n",
        "facts:\n  - id: a\n",
        "- id: a\n  value: |\n    text\n",
    ):
        assert load_simple(body) is None, body
