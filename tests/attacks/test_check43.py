"""A docs-only attacker's check of check 42's readings (2026-12-06; brief in
`check43/brief.md`, on cd2701a): 14 ideas, 14 pairs (`check43/FINDINGS.md`). Four paid there,
all closed after it: a round's lead given in other words ("with Gisex Partners at the helm",
"… in the lead", "… as lead investor": EA03-REL where the pages give it to another); a place at
the head of a list ("places Graium Technologies at the top of the vendors it covers", "heads
the … ranking": EA03-RANK; "on top of" stays an idiom); a basis after "by" that is no source
("… first among the vendors it covers by the report's own leaderboard"; "covered by the report"
is a source); and a plan the pages give, written as done behind a title ("Mamora Growth partner
Harriet Thornton joined the board …" for a seat the release plans: EA03-VOICE, read on the
sentences of its person, not of the firm the title names)."""

from __future__ import annotations

from pathlib import Path

import pytest
from outside_round import findings_with, round_tests

HERE = Path(__file__).parent / "check43"

OPEN: dict[str, str] = {}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)

_HELM = "The Series A closed on October 10, 2024, with Gisex Partners at the helm [19, 22]."


@pytest.mark.parametrize(("sentence", "charged"), [
    (_HELM, True),
    ("The Series A closed on October 10, 2024, with Gisex Partners in the lead [19, 22].", True),
    # control: the lead the pages give
    ("The Series A closed on October 10, 2024, with Mamora Growth at the helm [19, 22].", False),
])
def test_a_round_s_lead_in_other_words(sentence: str, charged: bool) -> None:
    findings = findings_with(HERE, "with_lead_helm", _HELM, sentence)
    assert any(f["mode"] == "EA03-REL" for f in findings) is charged, findings


_TOP = "Teansyn Insights places Graium Technologies at the top of the vendors it covers [24]."


@pytest.mark.parametrize(("sentence", "charged"), [
    (_TOP, True),
    ("Graium Technologies heads the Teansyn Insights vendor ranking [24].", True),
    ("Teansyn Insights profiles Graium Technologies first among the vendors it covers by the "
     "report's own leaderboard [24].", True),
    # controls: an idiom, and the page's order with its source
    ("On top of its app, Graium Technologies sells services [24].", False),
    ("Teansyn Insights profiles Graium Technologies first among the vendors covered by the "
     "report [24].", False),
])
def test_a_place_at_the_head_of_a_list_is_a_rank(sentence: str, charged: bool) -> None:
    findings = findings_with(HERE, "rank_atop", _TOP, sentence)
    assert any(f["mode"] == "EA03-RANK" for f in findings) is charged, findings
