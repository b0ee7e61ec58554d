"""A docs-only attacker's check of round 71 and check 27 (2026-12-05; brief in
`check28/brief.md`): 15 pairs (`check28/FINDINGS.md`), four paid. Closed: **inventions in a
bracketed gloss on a true facts value** ("Dublin, Ireland (moved from Tallinn, Estonia in
2019)", "mobile app (with a companion hardware tablet)": 1.0 against 0.927) — round 71's gloss
reading was withdrawn (its false penalty stands); **an event in a relative clause of an uncited
statement of absence** ("… the lead of the Series B round that Mamora Growth joined") — such a
clause with a name is a fact. Open until the sixteenth session, now closed: an uncited
concession with no name, number or past-tense event verb the rubric knows ("…, though a co-founder
runs the engineering team after the previous one left") — a non-absent concession after an
absence is charged as an uncited claim (0 of 811 uncited statements of absence in the audited
sets carry one). Keyless uncited sentences in general stay uncharged ("The previous CTO left in
March" is not read as an event): charging them would charge honest filler.
"""

from __future__ import annotations

from pathlib import Path

from outside_round import round_tests

HERE = Path(__file__).parent / "check28"

OPEN: dict[str, str] = {}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)
