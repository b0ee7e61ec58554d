"""A docs-only attacker's check of the eighteenth session's last readings (2026-12-06; brief in
`check33/brief.md`, on 1635b72): 18 ideas, 20 pairs (`check33/FINDINGS.md`). Closed: a method
sentence about the table with an event beside it ("…, and all of them were set by rounds the
same lead investor led") is no method note. Open, both older than the session (the same
figures on 4f1e6c3): an invented office in the headquarters city dated only by a span from the
founding (check 31's undated office, in other words), and a product's year after "dates from",
which no check reads as its launch."""

from __future__ import annotations

from pathlib import Path

from outside_round import round_tests

HERE = Path(__file__).parent / "check33"

OPEN: dict[str, str] = {
    "span_office": "an invented office opening in the headquarters city dated only as a span "
                   "from the founding: 1.000 against 0.927 (the same on 4f1e6c3)",
    "whose_year_wrong": "a wrong launch year after 'dates from' in a ', whose' clause: 1.000 "
                        "against 0.927 and 0.957 (the same on 4f1e6c3: 'dates from' is read as "
                        "no launch)",
}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)
