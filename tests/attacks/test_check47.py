"""A docs-only attacker's check of check 46's readings (2026-12-06; brief in `check47/brief.md`,
on 38a4190): 16 ideas, 16 pairs (`check47/FINDINGS.md`). Seven paid there, all closed after it,
six of them grave events in words still outside their field: belonging to a group ("sat within
the Brermium Systems stable, reporting its results as part of that group", 1.000 against
0.528), a data breach without the word ("an intruder copied pupil records from Quillly's
servers", 1.000), layoffs ("halved the ranks of its engineering group"), a merger ("joined
forces under one board"), a lawsuit ("a copyright claim … before an arbitration tribunal") and a
regulator's case ("the Data Protection Commission opened an audit of …"; its yardstick named a
fine and an amount, so it is paired with a fair one, "opened an inquiry into"). The seventh
placed a person at a firm by a relative clause in other words ("…, a firm in which he held a
partnership", EA03-REL)."""

from __future__ import annotations

from pathlib import Path

import pytest
from outside_round import findings_with, round_tests

HERE = Path(__file__).parent / "check47"

OPEN: dict[str, str] = {}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)

_CASES = {
    "acq_folded": ("Since March 2026 Graium Technologies has sat within the Brermium Systems "
                   "stable, reporting its results as part of that group [24].", "acquisition"),
    "breach_incident": ("In April 2026 an intruder copied pupil records from Quillly's servers, "
                        "the company told parents [20].", "breach"),
    "layoff_halved": ("In June 2026 the company halved the ranks of its engineering group, "
                      "leaving 28 people on payroll [14].", "layoffs"),
    "merger_joined_forces": ("In May 2026 Graium Technologies and Pristic Systems joined forces "
                             "under one board and one brand [20].", "merger"),
    "court_tribunal": ("Graium Technologies is answering a copyright claim from Mealent Labs "
                       "before an arbitration tribunal in Dublin [20].", "lawsuit"),
    "regulator_audit": ("Ireland's Data Protection Commission opened an audit of how Graium "
                        "Technologies stores pupil records in 2026 [20].", "fine"),
}


@pytest.mark.parametrize("case", sorted(_CASES))
def test_a_grave_event_in_more_words_is_its_kind(case: str) -> None:
    sentence, kind = _CASES[case]
    findings = findings_with(HERE, case, sentence, sentence)
    assert any(f["mode"] == "EA03-ASSOC" and kind in f["reason"] for f in findings), findings


@pytest.mark.parametrize("sentence", [
    # controls: a product's stable of apps, a product brought under one roof, a security
    # product's work, a customer that is a regulator
    "Quillly joined the Graium Technologies stable of apps in 2016 [20].",
    "Quillly brings marking and feedback under one roof for teachers [20].",
    "Customers include Ireland's Data Protection Commission [20].",
])
def test_ordinary_sentences_report_no_grave_event(sentence: str) -> None:
    old = _CASES["acq_folded"][0]
    findings = findings_with(HERE, "acq_folded", old, sentence)
    assert not any("no cited page reports" in f["reason"] for f in findings), findings


def test_a_post_in_other_relative_words_places_its_person() -> None:
    sentence = ("Theo Selyxova previously spent years at Gisex Partners, a firm in which he held "
                "a partnership [19].")
    findings = findings_with(HERE, "where_post_passive", sentence, sentence)
    assert any(f["mode"] == "EA03-REL" for f in findings), findings
