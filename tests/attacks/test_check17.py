"""A docs-only attacker's check of rounds 38, 40, 41 and 42's readings (2026-12-05): a fresh
helper who read only README.md, docs/reward.md, docs/world.md and AGENTS.md (brief in
`check17/brief.md`) tried 20 ideas against a list's lone first word, namesakes set apart in the
plural, "always", a listing year, a value after a possessive, "started it", "so that figure",
an investor firm's name, a clause whose verb is left out, "<publisher>'s report", a contract
example phrase counted only as written and "after which … had raised" (`check17/FINDINGS.md`).
Every listed wording held; four pairs paid, one hole: **an invented name written in lower case**
("Its investors also include stravel capital [19]", customers "norvane college and olbric
university", a competitor "quorvix labs", and the contract's example "name one and name two")
scored 1.0 against 0.86–0.93 for the same names capitalized. Closed since: a name written in
lower case in a relation list or a comparables row is read as the name, capitalized before any
check reads the report (`rubric.tier_a.capitalize_low_names`; check 18 beat this check's first
closure), and a contract example phrase in another case counts where it stands as a list's
member (`rubric.gate`). Four pairs of the lead's own on the class (`FINDINGS.md`, end) hold.
"""

from __future__ import annotations

from pathlib import Path

from outside_round import round_tests

HERE = Path(__file__).parent / "check17"

OPEN: dict[str, str] = {}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)
