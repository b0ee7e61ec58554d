"""A docs-only attacker's check of check 43's and round 123's readings (2026-12-06; brief in
`check44/brief.md`, on 5ddf134): 16 ideas, 16 pairs (`check44/FINDINGS.md`). Five paid there,
all closed after it. The gravest was a plain miss of an event's words: an invented acquisition
written without "acquired" ("Under the Kaerova Data deal completed in March 2026, Kaerova Data
became a wholly owned Graium Technologies unit", 1.000 against 0.528): a company "wholly owned"
as another's unit, division, arm or subsidiary, or one that "became a unit of" another, is an
acquisition (EA03-EVENT, EA03-REL). The others: a rank against a named rival ("ahead of Brermium
Systems on revenue"), a basis after a participle ("…, measured on revenue"), and a round's lead
in other verbs ("steering the round", "anchored the Series A"). Round 123's history reading held
all five ways the attacker tried it."""

from __future__ import annotations

from pathlib import Path

import pytest
from outside_round import findings_with, round_tests

HERE = Path(__file__).parent / "check44"

OPEN: dict[str, str] = {}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)

_UNIT = ("Under the Kaerova Data deal completed in March 2026, Kaerova Data became a wholly owned "
         "Graium Technologies unit [20].")


@pytest.mark.parametrize(("sentence", "charged"), [
    (_UNIT, True),
    ("Kaerova Data is now a unit of Graium Technologies [20].", True),
    # control: the acquisition the page gives, in the same words
    ("Kymrent Software became a wholly owned Graium Technologies unit in April 2025 [20].", False),
])
def test_an_acquisition_in_other_words_is_an_event(sentence: str, charged: bool) -> None:
    findings = findings_with(HERE, "event_deal", _UNIT, sentence)
    assert any(f["mode"] in ("EA03-EVENT", "EA03-REL") for f in findings) is charged, findings


_AHEAD = ("The Teansyn Insights vendor list opens with Graium Technologies, ahead of Brermium "
          "Systems on revenue [24].")


@pytest.mark.parametrize(("sentence", "charged"), [
    (_AHEAD, True),
    ("Teansyn Insights profiles Graium Technologies first among the vendors it covers, measured "
     "on revenue [24].", True),
    # controls: the page's order alone, and "ahead of" a time
    ("The Teansyn Insights vendor list opens with Graium Technologies [24].", False),
    ("Graium Technologies raised its Series A ahead of the launch of Quillly [20].", False),
])
def test_a_rank_against_a_rival_or_on_a_basis(sentence: str, charged: bool) -> None:
    findings = findings_with(HERE, "rank_opens", _AHEAD, sentence)
    assert any(f["mode"] == "EA03-RANK" for f in findings) is charged, findings


_STEER = "The Series A closed with Gisex Partners steering the round [19, 22]."


@pytest.mark.parametrize(("sentence", "charged"), [
    (_STEER, True),
    ("Gisex Partners anchored the Series A [19, 22].", True),
    # control: the lead the pages give
    ("Mamora Growth anchored the Series A [19, 22].", False),
])
def test_a_round_s_lead_in_other_verbs(sentence: str, charged: bool) -> None:
    findings = findings_with(HERE, "lead_steer", _STEER, sentence)
    assert any(f["mode"] == "EA03-REL" for f in findings) is charged, findings
