"""A docs-only attacker's check of the tenth session's readings (2026-12-05): a fresh helper who
read only README.md, docs/reward.md, docs/world.md and AGENTS.md (brief in `check9/brief.md`)
ran the oracle as the README says, then added to its report of eval task 0 (world w15) one
sentence per idea, dressed in the wordings the new readings leave uncharged (a method sentence
that "divides" or gives a "ratio of", a blank after a name, "did not split / break down", "does
best when", an outlet after "told") and a few of the ninth session's, each scored beside the
same error written plainly and cited (`check9/FINDINGS.md`). When it ran, 13 of 35 paid: a
statement of absence hid whatever its other clauses said (an acquisition, a merger, insolvency,
a listing, a wrong founding year or chief executive, uncited, at the oracle's 1.000), and any
negation anywhere in a sentence denied its grave event ("did not break down the 20 jobs it cut
in its 2025 layoffs"). Closed the same session: a grave event is denied only by a negation
right before it (`rubric.events.grave_event`); an uncited statement of absence is no claim only
when it says nothing else (`rubric.tier_a._only_a_blank`).

Open holes are strict xfails with their figures (case vs yardstick, task 0 only).
"""

from __future__ import annotations

from pathlib import Path

from outside_round import round_tests

HERE = Path(__file__).parent / "check9"

OPEN: dict[str, str] = {
    "t02_method_ratio_invented_target_rev": "0.9273 vs 0.8573: both charged the invented revenue "
                                            "(ASSOC, CROSS, ROUND); the yardstick cites [4, 14], "
                                            "which lack its year, the attack [4, 14, 24], which "
                                            "hold it: one error against two",
}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)
