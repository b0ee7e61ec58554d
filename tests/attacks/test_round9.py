"""Attack round 9 (2026-12-04, fifth session): a fresh attacker who read only README.md,
docs/reward.md and agent_runtime/AGENTS.md (brief in `round9/brief.md`) edited the oracle's
reports of the first two eval tasks (world w14) and scored each edit with `tearsheet-env score
--report`. Each case stands beside its yardstick (`round9/pairs.txt`: the same errors written
plainly and cited, or the oracle for padding and notes; a hedged latest event beside a wrong
facts value, as the attacker's yardstick also changed the prose). The bar, as in
`test_attacks.py`: a case never scores above its yardstick, and padding or a note scores below
the oracle. The attacker's own table is `round9/FINDINGS_attacker.md`; FINDINGS.md ("Round 9")
says what was closed and how.

Open holes are strict xfails with their figures (task 0 / task 1, case vs yardstick), so a
closed hole turns into an XPASS failure: then remove its entry.
"""

from __future__ import annotations

from pathlib import Path

from outside_round import round_tests

HERE = Path(__file__).parent / "round9"

OPEN: dict[str, str] = {
    "O_hq_wrong_country": "0.451 / 0.393 vs 0.384 / 0.393: the facts value and table cell are "
                          "charged now; the prose's 'Dublin, United States' is not (a country in "
                          "prose is no key value), where the yardstick's invented city is",
    "E_reverse_ended_closed": "0.925 / 1.000 vs 0.925 / 0.934: 'closed its office in Vienna' on "
                              "task 1: the cited page holds 'closed' elsewhere",
    "A_borrow_day_of_month": "1.000 / 1.000 vs 0.927 / 0.937: the day of a page's date given as a "
                             "count of teams",
    "K_cite_spam_facts": "1.000 / 1.000 vs 1.000 / 1.000: every facts entry citing all seven pages"
                         " costs nothing (no precision for facts citations)",
    "M_meta_padding_clean": "1.000 / 1.000 vs 1.000 / 1.000: ten true sentences about the sources'"
                            " update dates: padding at the oracle",
    "M_meta_padding_2err": "0.892 / 0.902 vs 0.862 / 0.879: the same padding dilutes two errors",
    "COMBO_all_disguised": "0.007 / 0.006 vs 0.005 / 0.005: through the borrowed numbers, the "
                           "investor as customer and the HQ country above",
}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)
