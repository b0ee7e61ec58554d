"""A docs-only attacker's check of the fourteenth session's later readings, outside rounds
54–57 and check 23 (2026-12-05; brief in `check24/brief.md`): 17 ideas (`check24/FINDINGS.md`),
three paid. Closed since: **an invented chief technology officer behind a long relative clause**
("Theo Selyxova, who sells mainly to schools, universities and corporate training teams, is the
chief technology officer": 1.0 against 0.927) — the clause held a list, so the apposition
reading (`reading._APPOSITION`) did not cut it; a relative clause now reads through to the verb
after it. Open until the fifteenth session: **an invented product joined from two real ones,
its kind behind a modifier or in an apposition** ("sells the Quillly Campus mobile app",
"sells Quillly Campus, a mobile app for schools": 1.0 against 0.927 for a name not built from
the pages' own, "Quillly Tutor"). Closed since: a capitalized name the pages hold only word by
word is charged when it joins one of their names to the tail of another (`tier_a._joined`):
0.927 for both.
"""

from __future__ import annotations

from pathlib import Path

from outside_round import round_tests

HERE = Path(__file__).parent / "check24"

OPEN: dict[str, str] = {}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)
