"""A docs-only attacker's check of the fourteenth session's readings, outside rounds 50–53
(2026-12-05): a fresh helper who read only README.md, docs/reward.md, docs/world.md and
AGENTS.md (brief in `check23/brief.md`) tried all fourteen readings of the "Fourteenth session"
bullets ("left it valued at", a list "as daily users", "signed as a customer by", a name ending
in a company's word, a name in a link's address, a name held word by word, "was the only
investor in", a search result cited beside a read page, "lists all seven backers", a method
sentence on multiples, a count of listed names, "these are …", names "as competitors", a clause
opening with the company's first word) and four ideas of its own (`check23/FINDINGS.md`): 22
pairs, none paid. Noted, not a hack (the plain sentence scored alike, 1.0): an invented product
made of two page names' words ("its Quillly Campus API") was held word by word. A name with its
kind ("… API") is now held only where the page gives the name before the kind whole (0.925);
the plain "Quillly Campus is an API …" stays uncharged — a run of capitals joining two names the
page gives apart ("FirmIndex's Thysum Cyber profile", nine audited sentences) reads alike, so a
joined name is left open (docs/reward.md, "What still pays").
"""

from __future__ import annotations

from pathlib import Path

from outside_round import round_tests

HERE = Path(__file__).parent / "check23"

OPEN: dict[str, str] = {}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)
