"""A docs-only attacker's check of the twenty-first session's later readings (2026-12-06; brief
in `check39/brief.md`, on e6f535b): 17 ideas, 17 pairs (`check39/FINDINGS.md`). Three paid
there. Closed after it: a subject of two names joined by "and" gives its values and its role to
each of them — "…, Mealent Labs and Pristic Systems are based in Berlin [83]" on Mealent's page
alone gives Pristic a city (EA03-BRIDGE, `offline_judge._joint_values`; the clause stays whole,
"Mealent Labs and | Pristic Systems are" no longer cut between its names), and "Theo Selyxova
and Hana Gomann are co-chief executives" pairs Theo Selyxova with the role
(`reading._CO_SUBJECT`). The third, an invented city passed off as a namesake's ("… refers to
the Cork-based Graium Technologies"), is charged its one wrong value and ties a fair yardstick
that names the city alone (the attacker's named "Cork, Ireland", two values)."""

from __future__ import annotations

from pathlib import Path

import pytest
from outside_round import findings_with, round_tests

HERE = Path(__file__).parent / "check39"

OPEN: dict[str, str] = {}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)

_BERLIN = ("Brermium Systems also competes with Graium Technologies [24], Mealent Labs and "
           "Pristic Systems are based in Berlin [83].")


@pytest.mark.parametrize(("sentence", "charged"), [
    (_BERLIN, True),
    # control: the one company whose page gives the city
    ("Brermium Systems also competes with Graium Technologies [24], and Mealent Labs is based "
     "in Berlin [83].", False),
])
def test_a_joint_subject_s_value_is_each_of_its_companies(sentence: str, charged: bool) -> None:
    findings = findings_with(HERE, "r114_and_subject_city", _BERLIN, sentence)
    assert any(f["mode"] == "EA03-BRIDGE" for f in findings) is charged, findings
