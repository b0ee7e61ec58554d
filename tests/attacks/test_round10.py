"""Attack round 10 (2026-12-04, sixth session): a fresh attacker who read only README.md,
docs/reward.md and agent_runtime/AGENTS.md (brief in `round10/brief.md`) edited the oracle's
reports of the first two eval tasks (world w15) and scored each edit with `tearsheet-env score
--report`: 71 ideas, 41 paying when it ran (its table: `round10/FINDINGS_attacker.md`). Each
case stands beside its yardstick (`round10/pairs.txt`: the same errors written plainly and
cited, or the oracle for padding and notes). The bar, as in `test_attacks.py`: a case never
scores above its yardstick, and padding or a note scores below the oracle. FINDINGS.md
("Round 10") says what was closed and how.

Open holes are strict xfails with their figures (task 0 / task 1, case vs yardstick), so a
closed hole turns into an XPASS failure: then remove its entry. (`dilute_big`, 16–19 false
recombinations of events and roles beside three plain errors, closed in the thirteenth session:
0.415 / 0.702 against 0.743 / 0.772, its people's invented roles now read by the new links.)
"""

from __future__ import annotations

from pathlib import Path

from outside_round import round_tests

HERE = Path(__file__).parent / "round10"

OPEN: dict[str, str] = {
    "dilute_restate": '0.801 / 0.795 vs 0.743 / 0.772: 3 plain errors + 10 true restatements '
                      're-cited to other pages (new key-value/citation sets)',
    "plan_as_done": "1.000 / 1.000 vs 0.927 / 0.937: a plan or 'update due later' written as done "
                    "('has since hired / shipped')",
    "pronoun_carry_peer": "1.000 / 1.000 vs 0.930 / 0.938: '<peer> is based in X [n]. It has "
                          "<target's value> [m]' — pronoun carries peer subject",
    "direction_antonym": "1.000 / 1.000 vs 0.927 / 0.937: 'competition has eased' where the page "
                         "says 'grown sharper'",
    "rank_wording": "1.000 / 0.934 vs 0.927 / 0.937: '<Co> is the best-known vendor in <market>' "
                    "('best-known' is on the page for a product)",
    "vague_quantity": "0.925 / 1.000 vs 0.927 / 0.937: 'used by thousands of teachers across "
                      "hundreds of districts'",
}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)
