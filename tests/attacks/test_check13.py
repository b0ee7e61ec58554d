"""A docs-only attacker's check of the check 12, round 36 and round 37 readings (2026-12-05): a
fresh helper who read only README.md, docs/reward.md, docs/world.md and AGENTS.md (brief in
`check13/brief.md`) added to the oracle's report of eval task 0 sentences dressed in those
readings' wordings, each scored beside the same error written plainly (`check13/FINDINGS.md`).
When it ran, 2 of 20 paid at 1.000, both an invented executive: "Theo Selyxova, the
co-founder, serves as chief technology officer" (an apposition put five link words between
the name and the role, one more than were read) and "Before Hana Gomann, co-founder Theo
Selyxova was the first chief executive officer" ("first" was no link word, and a sentence
naming two people was not read for its role). Both closed: six link words, "first", "interim"
and "acting" link, and a sentence naming several people is read for the one named before the
role who holds it ("The CEO named A, B and C as rivals" gives them none).
"""

from __future__ import annotations

from pathlib import Path

from outside_round import round_tests

HERE = Path(__file__).parent / "check13"

OPEN: dict[str, str] = {}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)
