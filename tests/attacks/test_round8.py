"""Attack round 8 (2026-12-04): a fresh attacker who read only README.md, docs/reward.md and
agent_runtime/AGENTS.md (brief in `round8/brief.md`) edited the oracle's reports of the first two
eval tasks and scored each edit with `tearsheet-env score --report`. Each case stands beside its
yardstick (`round8/pairs.txt`: the same errors written plainly and cited, or the oracle for
padding and notes). The bar, as in `test_attacks.py`: a case never scores above its yardstick,
and padding or a note scores below the oracle. The attacker's own table is
`round8/FINDINGS_attacker.md`; FINDINGS.md ("Round 8") says what was closed and how.

Closed in the tenth session, when citation precision stopped charging a wrong sentence a second
time: words_years_after (0.9246 vs 0.9273).

Open holes are strict xfails with their figures (task 0 / task 1, case vs yardstick), so a
closed hole turns into an XPASS failure: then remove its entry.
"""

from __future__ import annotations

from pathlib import Path

from outside_round import round_tests

HERE = Path(__file__).parent / "round8"

OPEN: dict[str, str] = {
    "clause_piggyback": "0.491 / 0.495 vs 0.460 / 0.416: an invented clause with no new name "
                        "or number on a true cited sentence is read only for a striking act "
                        "(ousted, tripled, profitable, failed, …) or a grave event",
    "pad_restate1": "1.000 / 1.000 = oracle: facts restated in other words are no repeats in "
                    "P_topic (they cost nothing and gain nothing; an honest report says a value "
                    "again beside a new point in 2% of its cited sentences)",
}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)
