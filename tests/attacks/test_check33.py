"""A docs-only attacker's check of the eighteenth session's last readings (2026-12-06; brief in
`check33/brief.md`, on 1635b72): 18 ideas, 20 pairs (`check33/FINDINGS.md`). Closed in the
eighteenth session: a method sentence about the table with an event beside it ("…, and all of
them were set by rounds the same lead investor led") is no method note. Closed in the
nineteenth: an invented office in the headquarters city dated only by a span from the founding
(the headquarters' office dates from the founding, so the span is computed) and a product's
year after "dates from" (a product dated in words of no launch is read against its launch
year)."""

from __future__ import annotations

from pathlib import Path

import pytest
from outside_round import findings_with, round_tests

HERE = Path(__file__).parent / "check33"

OPEN: dict[str, str] = {}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)


# the two readings that closed them, with their controls: a true year or span stays uncharged
@pytest.mark.parametrize(("sentence", "mode", "charged"), [
    ("Quillly dates from 2015 [14, 64].", "EA03-PRODUCT", True),
    ("Quillly dates from 2016 [14, 64].", "EA03-PRODUCT", False),
    ("Quillly has been on the market since 2014 [64].", "EA03-PRODUCT", True),
    ("Quillly has been on the market since 2016 [64].", "EA03-PRODUCT", False),
    ("The company opened its Dublin office four years after its founding [14].", "EA03-DERIVE",
     True),
    ("The company opened its Sydney office six years after its founding [14, 20].",
     "EA03-DERIVE", True),
    ("The company opened its Sydney office ten years after its founding [14, 20].",
     "EA03-DERIVE", False),
    ("Beyond Dublin, it opened an office in Sydney ten years after its founding [14, 20, 24].",
     "EA03-DERIVE", False),
])
def test_a_product_dated_and_an_office_spanned_are_read_against_the_world(
        sentence: str, mode: str, charged: bool) -> None:
    findings = findings_with(HERE, "span_office__plain",
                             "The company opened its Dublin office in 2019 [14].", sentence)
    assert any(f["mode"] == mode for f in findings) is charged, findings
