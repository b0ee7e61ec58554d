"""A docs-only attacker's check of the twentieth session's readings (2026-12-06; brief in
`check36/brief.md`, on a713f9a): 17 ideas, 17 pairs (`check36/FINDINGS.md`). Three paid there,
all closed after it: a past marker in an apposition ("Its staff of 38, a figure that predates
its latest partnership, is its current headcount") does not make a present "is" history; a
product "sold as APIs" gives the product a type; the year a method takes is exempt only in a
clause with no figure of its own. Seen beside them, a miss of plain scoring, closed too: an
invented headquarters move ("moved its headquarters to Berlin") is an event a cited sentence
must tell."""

from __future__ import annotations

from pathlib import Path

import pytest
from outside_round import findings_with, round_tests

HERE = Path(__file__).parent / "check36"

OPEN: dict[str, str] = {}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)

_STALE = ("Its staff of 38, a figure that predates its latest partnership, is its current "
          "headcount [4].")
_MOVED = "In 2026 Graium Technologies moved its headquarters to Berlin [24]."


@pytest.mark.parametrize(("case", "old", "sentence", "mode", "charged"), [
    ("predates_stale", _STALE, _STALE, "EA03-DELTA", True),
    ("predates_stale", _STALE, "Its staff of 38, an older figure, is its current headcount [4].",
     "EA03-DELTA", True),
    # control: the same figure given as what it was then
    ("predates_stale", _STALE, "Its staff of 38, a figure that predates its latest partnership, "
     "was its headcount at the Series B [4].", "EA03-DELTA", False),
    ("acronym_plural_type", "Quillly is sold as APIs [19, 64].",
     "Quillly is sold as APIs [19, 64].", "EA03-PRODUCT_TYPE", True),
    ("acronym_plural_type", "Quillly is sold as APIs [19, 64].",
     "Quillly is sold as a mobile app [19, 64].", "EA03-PRODUCT_TYPE", False),
    ("not_x_but_y_move__plain", _MOVED, _MOVED, "EA03-EVENT", True),
    ("not_x_but_y_move__plain", _MOVED, "In 2026 Graium Technologies relocated to Berlin [24].",
     "EA03-EVENT", True),
    ("not_x_but_y_move__plain", _MOVED, "Graium Technologies is headquartered in Dublin [24].",
     "EA03-EVENT", False),
])
def test_the_readings_that_closed_them_with_their_controls(case: str, old: str, sentence: str,
                                                           mode: str, charged: bool) -> None:
    findings = findings_with(HERE, case, old, sentence)
    assert any(f["mode"] == mode for f in findings) is charged, findings
