"""A docs-only attacker's check of the sixteenth session's readings, rounds 72-75 and check 28
(2026-12-06; brief in `check29/brief.md`): 16 pairs (`check29/FINDINGS.md`), three paid.
Closed: **a denial in a purpose clause** ("structured the Series A so that Mamora Growth did not
lead it": 1.0 against 0.925) — "so that … not" is a purpose only where the clause names no one
and gives no figure; **a wrong lead in the report's "with A leading the round"** (1.0 against
0.927) — the claim's lead is read in that voice too, as the pages' are; **a wrong span with no
date of its own** ("Its Series A came seven years after that founding": founded 2015, Series A
2024; 1.0 against 0.927, open until the seventeenth session) — a span between two of the
target's events the world dates (its founding, a round by its type, a product's launch) is
computed from those dates, charged EA03-DERIVE when it is not the gap and supported when it is,
wherever its number is on the pages (0.925).
"""

from __future__ import annotations

from pathlib import Path

from outside_round import round_tests

HERE = Path(__file__).parent / "check29"

OPEN: dict[str, str] = {}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)
