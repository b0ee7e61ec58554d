"""A docs-only attacker's check of the seventeenth session's readings (2026-12-06; brief in
`check31/brief.md`): 18 pairs (`check31/FINDINGS.md`), four paid against the attacker's
yardsticks. Closed: **an invented acquisition named by its object** ("The Pristic Systems
acquisition agreement followed the Enuvium Integrations partnership": 0.927 against 0.528, a
hole older than the session) — an acquisition, merger, buyout or takeover named by its object
with no party before it is the company's event, charged in the strict pool; **a wrong span from
a launch to the founding** ("Quillly launched five years after the company's founding": 1.0
against 0.927) — a subject carried from a product named after the company ("Graium Campus") is
the target. Two hold against a fair yardstick (the same invented value alone): their plain
yardsticks add a year no page holds.
"""

from __future__ import annotations

from pathlib import Path

from outside_round import round_tests

HERE = Path(__file__).parent / "check31"

OPEN: dict[str, str] = {}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)
