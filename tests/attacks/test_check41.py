"""A docs-only attacker's check of the twenty-second session's readings (2026-12-06; brief in
`check41/brief.md`, on 518ac80): 15 ideas, 15 pairs (`check41/FINDINGS.md`). Two paid there,
both closed after it: a source's naming of a joint subject gives each company the city it names
them by in any wording ("… were listed by Teansyn Insights as vendors headquartered in Munich",
EA03-BRIDGE, as "Munich-based" already was), and a page's order with a basis is a rank
("Teansyn Insights profiles Graium Technologies first among the vendors it covers by revenue",
EA03-RANK; it ties a fair yardstick that says "ranks" in the same words). A tie the attacker
noted, a miss of plain scoring, is charged too: "Theo Selyxova is a partner at Mamora Growth"
places a co-founder at an investor no cited sentence places him at (EA03-REL), and a profile's
fields joined in one excerpt ("Founded by: … Theo Selyxova Staff: 57 Investors: … Mamora
Growth") are no sentence naming both."""

from __future__ import annotations

from pathlib import Path

import pytest
from outside_round import findings_with, round_tests

HERE = Path(__file__).parent / "check41"

OPEN: dict[str, str] = {}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)

_MUNICH = ("Mealent Labs and Pristic Systems were listed by Teansyn Insights as vendors "
           "headquartered in Munich [24].")


@pytest.mark.parametrize(("sentence", "charged"), [
    (_MUNICH, True),
    ("Mealent Labs and Pristic Systems were listed by Teansyn Insights as vendors based in "
     "Munich [24].", True),
    # control: the naming alone
    ("Mealent Labs and Pristic Systems were listed by Teansyn Insights as vendors [24].", False),
])
def test_a_source_s_naming_gives_each_company_its_city_in_any_wording(sentence: str,
                                                                       charged: bool) -> None:
    findings = findings_with(HERE, "city_listed_headquartered", _MUNICH, sentence)
    assert any(f["mode"] == "EA03-BRIDGE" for f in findings) is charged, findings


_PROFILES = ("Teansyn Insights profiles Graium Technologies first among the vendors it covers "
             "by revenue [24].")


@pytest.mark.parametrize(("sentence", "charged"), [
    (_PROFILES, True),
    ("Teansyn Insights profiles Graium Technologies first among the vendors it covers in market "
     "share [24].", True),
    # control: the page's order alone
    ("Teansyn Insights profiles Graium Technologies first among the vendors it covers [24].",
     False),
])
def test_a_page_s_order_with_a_basis_is_a_rank(sentence: str, charged: bool) -> None:
    findings = findings_with(HERE, "rank_profiles_first", _PROFILES, sentence)
    assert any(f["mode"] == "EA03-RANK" for f in findings) is charged, findings


_BOARD = ("Theo Selyxova, a partner at Series A lead investor Mamora Growth, sits on the "
          "company's board [19].")


@pytest.mark.parametrize(("sentence", "charged"), [
    (_BOARD, True),
    ("Theo Selyxova is a partner at Mamora Growth [19].", True),
    # control: the lead investor the profile names, with no one placed at it
    ("Mamora Growth led the Series A [19].", False),
])
def test_a_person_is_placed_at_a_firm_only_by_a_sentence_naming_both(sentence: str,
                                                                     charged: bool) -> None:
    findings = findings_with(HERE, "round_part_firm", _BOARD, sentence)
    assert any(f["mode"] == "EA03-REL" for f in findings) is charged, findings
