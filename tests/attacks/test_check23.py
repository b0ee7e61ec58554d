"""A docs-only attacker's check of the fourteenth session's readings, outside rounds 50–53
(2026-12-05): a fresh helper who read only README.md, docs/reward.md, docs/world.md and
AGENTS.md (brief in `check23/brief.md`) tried all fourteen readings of the "Fourteenth session"
bullets ("left it valued at", a list "as daily users", "signed as a customer by", a name ending
in a company's word, a name in a link's address, a name held word by word, "was the only
investor in", a search result cited beside a read page, "lists all seven backers", a method
sentence on multiples, a count of listed names, "these are …", names "as competitors", a clause
opening with the company's first word) and four ideas of its own (`check23/FINDINGS.md`): 22
pairs, none paid. Noted, not a hack (the plain sentence scores alike): an invented product made
of two page names' words ("its Quillly Campus API") is held word by word, uncharged either way.
"""

from __future__ import annotations

from pathlib import Path

from outside_round import round_tests

HERE = Path(__file__).parent / "check23"

OPEN: dict[str, str] = {}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)
