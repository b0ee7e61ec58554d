"""A docs-only attacker's check of the twenty-first session's readings (2026-12-06; brief in
`check38/brief.md`, on e14f9c9): 18 ideas, 18 pairs (`check38/FINDINGS.md`). Two paid there,
both closed after it: a peer's wrong figure beside a clause saying what the target's pages
leave out ("Mealent Labs reported 2025 revenue of EUR 30M, but none of Graium Technologies'
funding releases disclosed revenue [90][4]": the target named only in the clause of absence no
longer makes the figure on the target's page the peer's, EA03-BRIDGE); "one of the leading
vendors" needs a cited sentence that places the company among them (EA03-RANK). A third,
0.0027 above its plain yardstick, was a true clause packed beside the wrong one; it ties a fair
yardstick that packs the same clause (`and_subject_wrong_year__fair`)."""

from __future__ import annotations

from pathlib import Path

import pytest
from outside_round import findings_with, round_tests

HERE = Path(__file__).parent / "check38"

OPEN: dict[str, str] = {}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)

_PEER_REVENUE = ("Mealent Labs reported 2025 revenue of EUR 30M, but none of Graium "
                 "Technologies' funding releases disclosed revenue [90][4].")


@pytest.mark.parametrize(("sentence", "charged"), [
    (_PEER_REVENUE, True),
    # control: the target's own figure beside the same clause of absence
    ("Graium Technologies reported 2025 revenue of EUR 30M, but none of its funding releases "
     "disclosed a valuation [4].", False),
])
def test_a_clause_of_absence_does_not_give_a_peer_the_target_s_figure(sentence: str,
                                                                      charged: bool) -> None:
    findings = findings_with(HERE, "absence_peer_revenue", _PEER_REVENUE, sentence)
    assert any(f["mode"] == "EA03-BRIDGE" for f in findings) is charged, findings


_AMONG = "Graium Technologies is one of the leading vendors in the K-12 digital curriculum market"


@pytest.mark.parametrize(("sentence", "charged"), [
    (_AMONG, True),
    # control: no rank, the same market
    ("Graium Technologies is one of the vendors in the K-12 digital curriculum market", False),
])
def test_a_place_among_the_ranked_needs_a_sentence_that_ranks_the_company(
        sentence: str, charged: bool) -> None:
    findings = findings_with(HERE, "one_of_leading", _AMONG, sentence)
    assert any(f["mode"] == "EA03-RANK" for f in findings) is charged, findings


_JOINT_LAUNCH = "Quillly and Graium Campus launched in 2019 [64]."


@pytest.mark.parametrize(("sentence", "charged"), [
    (_JOINT_LAUNCH, True),
    # controls: the one product the year is right for; each product its own year
    ("Graium Campus launched in 2019 [64].", False),
    ("Quillly and Graium Campus launched in 2016 and 2019, respectively [64].", False),
])
def test_products_joined_by_and_share_the_launch_year(sentence: str, charged: bool) -> None:
    findings = findings_with(HERE, "and_subject_launch_year__plain", _JOINT_LAUNCH, sentence)
    assert any(f["mode"] == "EA03-PRODUCT" for f in findings) is charged, findings
