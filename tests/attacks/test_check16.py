"""A docs-only attacker's check of check 15's and round 39's readings (2026-12-05): a fresh
helper who read only README.md, docs/reward.md, docs/world.md and AGENTS.md (brief in
`check16/brief.md`) tried 30 ideas against an officer's title beside a true one, "succeeded as",
a fronted comparison, "<peer>'s rival <company>", a peer's figure given to the company, a
first word that names, "declined to comment" and "usual" (`check16/FINDINGS.md`). None paid
by more than 0.003: "Unlike <peer>, <company> has never raised outside funding" scored 0.9273
against 0.9246 for the plain sentence, the same one error, because the attack's sentence named
a company (a key value, so checked content) and the plain one named none. Left open as a strict
xfail: counting every charged sentence as checked content closes it but lets charged padding
dilute errors (five older attack pairs and the padding test fail), so a key-less error still
weighs a little more than the same error beside a name.
"""

from __future__ import annotations

from pathlib import Path

from outside_round import round_tests

HERE = Path(__file__).parent / "check16"

OPEN: dict[str, str] = {
    "unlike_peer_never": "0.9273 vs 0.9246: 'Unlike Pristic Systems, Graium Technologies has "
                         "never raised outside funding' — the same one error, diluted by its "
                         "own sentence, which names a company (a key) where the plain one names "
                         "none",
}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)
