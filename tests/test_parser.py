"""The report parser on hand-written reports: structure, leniency, and its refusals."""

from __future__ import annotations

from tearsheet_testkit.report_samples import report

from rubric.contract import load_contract
from tearsheet_env import parse_report

NAMES = load_contract().section_names


def test_complete_report_parses_every_part():
    r = parse_report(report())
    assert [s.name for s in r.sections] == NAMES
    assert r.missing_sections == [] and r.duplicate_sections == [] and not r.out_of_order
    assert r.facts_error is None
    assert [f.id for f in r.facts] == [
        "overview.founded_year",
        "funding.latest_round.amount",
        "financials.revenue",
    ]
    assert r.facts[1].as_of == "2023-03-14" and r.facts[1].cite == [5]
    assert r.facts[2].value is None and r.facts[2].status == "not_disclosed"
    assert [s.n for s in r.sources] == [1, 2, 3, 4, 5, 6, 7]
    assert r.sources[2].url == "https://harbor-news.test/2020/quillon-ceo"
    assert r.sources[2].title == "Quillon names new CEO"
    assert r.citations == [1, 2, 3, 4, 5, 6, 7]
    assert r.errors == []


def test_claims_and_citation_forms():
    r = parse_report(report())
    overview = r.section("Business Overview")
    assert [c.citations for c in overview.claims] == [[1], [1, 2], [2]]
    assert overview.claims[0].text.startswith("Quillon Dynamics was founded in 2014")
    products = r.section("Products & Technology")
    assert products.claims[1].citations == [3, 4]  # [3, 4] in a bullet
    funding = r.section("Funding History")
    assert funding.claims[0].citations == [4, 5, 6]  # [4-6]
    leadership = r.section("Leadership")
    # "before.[1]": a citation after the full stop belongs to that sentence
    assert leadership.claims[1].citations == [1]
    financials = r.section("Financials & Operating Metrics")
    assert financials.claims[1].citations == []  # an uncited sentence is still a claim


def test_not_citations():
    r = parse_report("## Business Overview\nA [a] b [ ] c [^1] d [x2] e [3](https://a.test/x).\n")
    assert r.citations == []
    assert r.sections[0].claims[0].citations == []


def test_comparables_table_rows_keyed_by_column():
    r = parse_report(report())
    assert r.table_columns == list(load_contract().comparables_table.columns)
    assert r.table[0]["Company"] == "Quillon Dynamics [1]"
    assert r.table[1]["Last Valuation"] == "USD 240M"
    assert r.section("Comparable Companies").claims[1].citations == [7]


def test_missing_sections():
    order = [n for n in NAMES if n not in ("Leadership", "Market Opportunity")]
    r = parse_report(report(order))
    assert r.missing_sections == ["Leadership", "Market Opportunity"]
    assert not r.out_of_order


def test_duplicate_sections():
    r = parse_report(report(NAMES[:4] + ["Leadership"] + NAMES[4:]))
    assert r.duplicate_sections == ["Leadership"]
    assert r.missing_sections == []
    assert [s.name for s in r.sections].count("Leadership") == 2


def test_reordered_sections():
    order = list(NAMES)
    order[2], order[5] = order[5], order[2]
    r = parse_report(report(order))
    assert r.out_of_order and r.missing_sections == []


def test_no_facts_fence():
    r = parse_report(report(facts=None))
    assert r.facts == [] and r.facts_error == "missing"


def test_malformed_facts_fence():
    r = parse_report(report(facts="```facts\n- id: a\n  value: [unclosed\n```\n"))
    assert r.facts == [] and r.facts_error.startswith("yaml:")


def test_unclosed_facts_fence():
    r = parse_report(report(facts="```facts\n- id: overview.founded_year\n  value: 2014\n"))
    assert r.facts_error.startswith("unclosed fence")
    assert any("unclosed code fence" in e for e in r.errors)


def test_facts_not_a_list():
    r = parse_report(report(facts="```facts\njust a sentence\n```\n"))
    assert r.facts_error == "not a list of fact entries"


def test_facts_entries_without_id_are_reported():
    r = parse_report(report(facts="```facts\n- value: 3\n- id: overview.founded_year\n```\n"))
    assert [f.id for f in r.facts] == ["overview.founded_year"]
    assert any("entry 1 has no string id" in e for e in r.errors)


def test_yaml_bomb_is_refused_not_expanded():
    bomb = 'a: &a ["x","x","x","x","x","x","x","x","x"]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\n'
    bomb += "c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\nd: [*c,*c,*c,*c,*c,*c,*c,*c,*c]\n"
    r = parse_report(report(facts=f"```facts\n{bomb}```\n"))
    assert r.facts == [] and "anchors" in r.facts_error


def test_deeply_nested_yaml():
    r = parse_report(report(facts="```facts\n" + "[" * 50_000 + "\n```\n"))
    assert r.facts == [] and r.facts_error.startswith("yaml")


def test_integer_too_long_for_int_is_a_facts_error_not_a_lost_report():
    # int() refuses 4,300+ digits; the report's sections must survive it
    facts = "```facts\n- id: financials.headcount\n  value: " + "9" * 5000 + "\n```\n"
    r = parse_report(report(facts=facts))
    assert r.missing_sections == [] and r.facts == []
    assert r.facts_error.startswith("yaml")
    assert not any("internal parser error" in e for e in r.errors)


def test_retractions():
    retr = "```retractions\n- id: leadership.ceo\n  reason: newer press release [3]\n```\n"
    r = parse_report(report() + retr)
    assert [(x.id, x.reason) for x in r.retractions] == [
        ("leadership.ceo", "newer press release [3]")
    ]


def test_lenient_headings():
    text = "\n".join(
        [
            "## 1. Business Overview",
            "Founded in 2014 [1].",
            "## Products and technology:",
            "Software [2].",
            "## **Leadership Team**",
            "CEO [3].",
            "### Funding history",  # a level-3 heading where Funding History is due
            "Raised [4].",
            "### Key executives",  # an unknown level-3 heading is a sub-heading
            "More [5].",
        ]
    )
    r = parse_report(text)
    assert [s.name for s in r.sections] == NAMES[:4]
    assert [s.heading for s in r.sections][:2] == [
        "1. Business Overview",
        "Products and technology:",
    ]
    assert r.sections[3].claims[-1].citations == [5]


def test_unknown_heading_is_reported_not_forced():
    r = parse_report("## Business Overview\nA [1].\n## Fundraising gossip\nB [2].\n")
    assert [s.name for s in r.sections] == ["Business Overview"]
    assert r.unknown_headings == ["Fundraising gossip"]
    assert r.unsectioned_claims[0].citations == [2]
    assert "Funding History" in r.missing_sections


def test_subsection_heading_that_names_an_earlier_section_stays_a_subheading():
    r = parse_report("## Funding History\nA [1].\n### Business Overview\nB [2].\n")
    assert [s.name for s in r.sections] == ["Funding History"]
    assert [c.citations for c in r.sections[0].claims] == [[1], [2]]


def test_headings_inside_code_fences_are_not_sections():
    r = parse_report("## Leadership\n```\n## Funding History\n```\nA [1].\n")
    assert [s.name for s in r.sections] == ["Leadership"]


def test_report_wrapped_in_markdown_fence():
    r = parse_report("```markdown\n" + report(facts=None) + "\n```")
    assert [s.name for s in r.sections] == NAMES


def test_huge_citation_range_is_bounded():
    r = parse_report("## Leadership\nA [1-999999].\n")
    assert r.citations == [1, 999999]
    assert any("too large" in e for e in r.errors)


def test_crlf_and_non_text_input():
    r = parse_report(report().replace("\n", "\r\n"))
    assert [s.name for s in r.sections] == NAMES and r.facts_error is None
    assert parse_report(None).missing_sections == NAMES
    assert parse_report(b"## Leadership\nA [1].").citations == [1]
    assert parse_report("").facts_error == "missing"
