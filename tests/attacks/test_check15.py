"""A docs-only attacker's check of the twelfth session's readings (2026-12-05): a fresh helper
who read only README.md, docs/reward.md, docs/world.md and AGENTS.md (brief in
`check15/brief.md`) tried 17 ideas against a role read through an apposition, a joint "co-"
post and round 38's five readings (`check15/FINDINGS.md`). When it ran, three pairs paid, all
closed since: an officer's title beside a true one in an apposition ("Theo Selyxova, the
co-founder and chief financial officer, oversees …": a sentence naming one person is charged
for an officer's title no sentence naming them gives, though another of its roles is theirs;
"founder and" links a founder's second title), a former role in "was succeeded as chief
executive officer by …" ("succeeded" and "replaced" link a role to its earlier holder), and a
peer's figure given to the company ("Against Pristic Systems's EUR 74.8M, Graium Technologies
raised EUR 74.8M too": a comparison fronted before the comma names no subject, "<peer>'s rival
<company>" is the company's sentence, and a figure the company is given that every cited page
holding it gives to another world company is EA03-BRIDGE). Uncharged in both forms when it
ran, charged since: an invented competitor or customer as a sentence's first word ("Quorvix
is a direct competitor of …", "Quorvix, Pristic Systems and Mealent Labs also compete …": a
lone first word leading a list of names or given a relation is a name).
"""

from __future__ import annotations

from pathlib import Path

from outside_round import round_tests

HERE = Path(__file__).parent / "check15"

OPEN: dict[str, str] = {}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)
