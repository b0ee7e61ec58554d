"""A docs-only attacker's check of the nineteenth session's readings (2026-12-06; brief in
`check34/brief.md`, on 41d00f1): 20 ideas, 20 pairs (`check34/FINDINGS.md`). Three paid there,
all closed after it: "The Dublin headquarters opened six years after the founding" (the
headquarters is an office by its city, dated by the founding), "Quillly first reached
classrooms in 2019" (a product dated with "first" and a verb is read against its launch year),
and an invented London office dated by a span from a launch (an office the world does not give
the company has no date for a span). Two misses of plain scoring, uncharged in either form:
an invented subsidiary (closed after round 103: a relation of control is an act the cited
pages must give) and an invented market leadership (open). Tried by the lead
beside it: "Theo Selyxova does not appear among the company's founders" for a founder its
cited page names paid as a statement of absence (the round-44 reading of "does not appear
on"); a person left out of a group a cited sentence names them in is now denied."""

from __future__ import annotations

from pathlib import Path

import pytest
from outside_round import findings_with, round_tests

HERE = Path(__file__).parent / "check34"

OPEN: dict[str, str] = {}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)


@pytest.mark.parametrize(("sentence", "mode", "charged"), [
    ("The Dublin headquarters opened six years after the founding [24].", "EA03-DERIVE", True),
    ("The Dublin headquarters opened ten years before the Sydney office [24].", "EA03-DERIVE",
     False),
    ("The Dublin headquarters opened six years before the Sydney office [24].", "EA03-DERIVE",
     True),
    ("Quillly first reached classrooms in 2019 [64].", "EA03-PRODUCT", True),
    ("Quillly was first released in 2016 [64].", "EA03-PRODUCT", False),
    ("Graium Technologies opened its London office two years after Quillly launched [64].",
     "EA03-DERIVE", True),
    ("Theo Selyxova does not appear among the company's founders [14].", "EA03-DIRECTION", True),
    ("Theo Selyxova does not appear on the company's list of founders [14].", "EA03-DIRECTION",
     True),
    ("Theo Selyxova does not appear among the company's investors [14].", "EA03-DIRECTION",
     False),
    # a relation of control no cited page gives (the plain miss of checks 33 and 34)
    ("Pristic Systems is a Tallinn subsidiary of Graium Technologies [24].", "EA03-EVENT", True),
    ("Pristic Systems is a wholly owned subsidiary of Graium Technologies [24].", "EA03-EVENT",
     True),
    ("Pristic Systems is named among the vendors of Graium Technologies' market [24].",
     "EA03-EVENT", False),
])
def test_the_readings_that_closed_them_with_their_controls(sentence: str, mode: str,
                                                           charged: bool) -> None:
    findings = findings_with(HERE, "r98_profile_city__plain",
                             "The company is headquartered in Cork, Ireland [24].", sentence)
    assert any(f["mode"] == mode for f in findings) is charged, findings
