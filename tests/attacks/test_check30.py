"""A docs-only attacker's check of round 76, check 29 and rounds 77-78 (2026-12-06; brief in
`check30/brief.md`): 20 pairs (`check30/FINDINGS.md`), two paid. Closed: **an invented role in
the clause after a semicolon** ("The founders are Hana Gomann and Theo Selyxova; the latter
serves as chief technology officer": 1.0 against 0.927) — round 77's reading (a name holds no
role of the next independent clause) now splits only before a clause the role itself opens
("; the CEO listed all four"). Check 29's span with no date beside it ("Its Series A came four
years after that founding"), open here, was closed in the seventeenth session (0.925).
Uncharged in both wordings (no pair pays): "Theo Selyxova is an investor in Graium
Technologies" for a founder no investors list names; "No investor led the Series A" where the
page names the lead.
"""

from __future__ import annotations

from pathlib import Path

from outside_round import round_tests

HERE = Path(__file__).parent / "check30"

OPEN: dict[str, str] = {}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)
