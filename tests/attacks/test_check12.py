"""A docs-only attacker's check of the readings of outside rounds 34–35 and check 11
(2026-12-05): a fresh helper who read only README.md, docs/reward.md, docs/world.md and
AGENTS.md (brief in `check12/brief.md`) added to the oracle's report of eval task 0 sentences
dressed in those readings' wordings, each scored beside the same error written plainly
(`check12/FINDINGS.md`). When it ran, 4 of 18 paid at 1.000 (6 by this folder's pairs): a
"respectively" list read only for launches (round amounts and product types swapped went
uncharged) — every "respectively" sentence is now judged pair by pair; words of rivalry
("competes with", "unlike rivals") exempted the whole sentence from the check of another
company's product or officer — now only the names they stand before; "chief operating officer
<name>" gave the name no role (the role's words stop before "officer") — "officer" links them;
"<the company> disclosed neither its founding year nor its headcount" beside a facts block
giving both went uncharged — a statement of absence the facts block contradicts is charged per
fact (EA03-CROSS). One pair's yardstick adds another error (a year on no cited page) and is
kept as a strict xfail with its figures.
"""

from __future__ import annotations

from pathlib import Path

from outside_round import round_tests

HERE = Path(__file__).parent / "check12"

OPEN: dict[str, str] = {
    "r34_date_figure2": "0.9273 vs 0.8573: '31 employees a year before the October 2026 "
                        "figure' against a yardstick that also names a year no cited page "
                        "holds ('in October 2025'); beside 'a year earlier' "
                        "(r34_date_figure2b) it scores the same",
}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)
