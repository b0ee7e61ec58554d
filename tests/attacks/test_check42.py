"""A docs-only attacker's check of check 41's and round 121's readings (2026-12-06; brief in
`check42/brief.md`, on e13a166): 14 ideas, 14 pairs (`check42/FINDINGS.md`). Six paid
there, all closed after it, each by reading the class rather than the wording: a source's
naming gives the companies any non-company name after it as theirs ("… listed by Teansyn
Insights as vendors operating out of Munich", "… with their head offices in Munich":
EA03-BRIDGE); a person's post at a firm is read with the firm and title before the name
("Mamora Growth partner Hana Gomann") and after any adverb ("Theo Selyxova also serves as a
partner with Mamora Growth"), and that title is no partnership of the firm; any measure after
"by" makes a page's order a rank ("… first among the vendors it covers by market presence",
which ties a fair yardstick saying "ranks"); "with Gisex Partners leading" gives the round's lead
to Gisex Partners (EA03-REL where the pages give it to another)."""

from __future__ import annotations

from pathlib import Path

import pytest
from outside_round import findings_with, round_tests

HERE = Path(__file__).parent / "check42"

OPEN: dict[str, str] = {}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)

_OUT_OF = ("Graium Technologies and Pristic Systems were listed by Teansyn Insights as vendors "
           "operating out of Munich [24].")


@pytest.mark.parametrize(("sentence", "charged"), [
    (_OUT_OF, True),
    ("Graium Technologies and Pristic Systems were listed by Teansyn Insights as vendors with "
     "offices in Munich [24].", True),
    # controls: the naming alone, and another company it names them beside
    ("Graium Technologies and Pristic Systems were listed by Teansyn Insights as vendors [24].",
     False),
    ("Graium Technologies and Pristic Systems were listed by Teansyn Insights as vendors "
     "competing with Brermium Systems [24].", False),
])
def test_a_source_s_naming_gives_each_company_what_it_names_them_by(sentence: str,
                                                                     charged: bool) -> None:
    findings = findings_with(HERE, "city_listing", _OUT_OF, sentence)
    assert any(f["mode"] == "EA03-BRIDGE" for f in findings) is charged, findings


_TITLE = "Mamora Growth partner Hana Gomann sits on the company's board [19]."


@pytest.mark.parametrize(("sentence", "mode", "charged"), [
    (_TITLE, "EA03-REL", True),
    ("Theo Selyxova also serves as a partner with Mamora Growth [19].", "EA03-REL", True),
    # controls: the partner the release quotes, in either order, is no partnership of the firm
    ("Mamora Growth partner Harriet Thornton praised the team [4].", "EA03-REL", False),
    ("Harriet Thornton also serves as a partner with Mamora Growth [4].", "EA03-REL", False),
])
def test_a_post_at_a_firm_is_read_in_either_order(sentence: str, mode: str,
                                                  charged: bool) -> None:
    findings = findings_with(HERE, "partner_title", _TITLE, sentence)
    assert any(f["mode"] == mode for f in findings) is charged, findings


_WITH = "The Series A closed with Gisex Partners leading and the only investor [19, 22]."


@pytest.mark.parametrize(("sentence", "charged"), [
    (_WITH, True),
    # control: the lead the pages give
    ("The Series A closed with Mamora Growth leading [19, 22].", False),
])
def test_with_a_firm_leading_gives_it_the_lead(sentence: str, charged: bool) -> None:
    findings = findings_with(HERE, "only_investor", _WITH, sentence)
    assert any(f["mode"] == "EA03-REL" for f in findings) is charged, findings


# (found reading the code after check 44: only a sentence's first post was read, and a release
# whose title names the round's lead, "… Series A funding led by Mamora Growth", counted as
# the lead's own page, placing anyone it names at the firm)
@pytest.mark.parametrize(("sentence", "charged"), [
    ("Harriet Thornton, a managing partner at Mamora Growth, and Theo Selyxova, a partner at "
     "Mamora Growth, praised the team [4, 19].", True),
    ("Theo Selyxova, a partner at Mamora Growth, praised the team [4].", True),
    # controls: the partner the release quotes, alone and beside a person given no post
    ("Harriet Thornton, a managing partner at Mamora Growth, praised the team [4].", False),
    ("Harriet Thornton, a managing partner at Mamora Growth, and Hana Gomann praised the team "
     "[4].", False),
])
def test_each_post_in_a_sentence_is_read_against_the_firm_s_own_pages(sentence: str,
                                                                      charged: bool) -> None:
    findings = findings_with(HERE, "partner_title", _TITLE, sentence)
    assert any(f["mode"] == "EA03-REL" for f in findings) is charged, findings
