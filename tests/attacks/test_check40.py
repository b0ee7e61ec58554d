"""A docs-only attacker's check of the twenty-first session's last readings (2026-12-06; brief
in `check40/brief.md`, on 7fce926): 14 ideas, 14 pairs (`check40/FINDINGS.md`). Two paid
there, both closed after it: a source's naming of a joint subject gives each of its companies
the city it names them by ("Graium Technologies and Pristic Systems were listed by Teansyn
Insights as Dublin-based vendors", EA03-BRIDGE, the company itself one of the names), and
"Graium Technologies first among them" ranks it (EA03-RANK). A tie the attacker noted is
charged too: "Theo Selyxova is a co-chief executive" and "Hana Gomann and Theo Selyxova are
co-chief executives" give the co-founder a post no page gives (EA03-ADJROLE)."""

from __future__ import annotations

from pathlib import Path

import pytest
from outside_round import findings_with, round_tests

HERE = Path(__file__).parent / "check40"

OPEN: dict[str, str] = {}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)

_LISTED = ("Graium Technologies and Pristic Systems were listed by Teansyn Insights as "
           "Dublin-based vendors [24].")


@pytest.mark.parametrize(("sentence", "charged"), [
    (_LISTED, True),
    # controls: the naming alone, and a kind that is no one's city
    ("Graium Technologies and Pristic Systems were listed by Teansyn Insights as vendors [24].",
     False),
    ("Graium Technologies and Pristic Systems were listed by Teansyn Insights as edtech vendors "
     "in 2025 [24].", False),
])
def test_a_source_s_naming_gives_each_company_its_city(sentence: str, charged: bool) -> None:
    findings = findings_with(HERE, "joint_city_listed", _LISTED, sentence)
    assert any(f["mode"] == "EA03-BRIDGE" for f in findings) is charged, findings


_FIRST = ("The leading vendors in the K-12 digital curriculum market, Graium Technologies first "
          "among them, are pulling away [24].")


@pytest.mark.parametrize(("sentence", "charged"), [
    (_FIRST, True),
    # control: the report's order of its profiles, which the page gives
    ("The Teansyn Insights report profiles Graium Technologies first among the vendors it "
     "covers [24].", False),
])
def test_first_among_them_is_a_rank(sentence: str, charged: bool) -> None:
    findings = findings_with(HERE, "rank_among", _FIRST, sentence)
    assert any(f["mode"] == "EA03-RANK" for f in findings) is charged, findings


_CO = "Hana Gomann and Theo Selyxova are co-chief executives [14]."


@pytest.mark.parametrize(("sentence", "charged"), [
    (_CO, True),
    ("Theo Selyxova is a co-chief executive [14].", True),
    # controls: their roles paired "respectively", and the founders they both are
    ("Hana Gomann and Theo Selyxova are the chief executive officer and co-founder, "
     "respectively [14].", False),
    ("Hana Gomann and Theo Selyxova are co-founders [14].", False),
])
def test_the_second_of_two_names_holds_their_post(sentence: str, charged: bool) -> None:
    findings = findings_with(HERE, "cosubject_second", _CO, sentence)
    assert any(f["mode"] == "EA03-ADJROLE" for f in findings) is charged, findings
