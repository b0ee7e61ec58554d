"""A docs-only attacker's check of round 47's and check 21's readings (2026-12-05): a fresh
helper who read only README.md, docs/reward.md, docs/world.md and AGENTS.md (brief in
`check22/brief.md`) tried 17 ideas against a name before its possessive, "<city>-based",
"that valuation", "is not <X> but <Y>", the acquirer and engineering's head, plus ideas of its
own (`check22/FINDINGS.md`). 7 pairs paid; closed since: a lawsuit in other words ("was the
defendant in a patent case", "was named as respondent in a complaint … filed": 0.927 against
0.528) and an acquisition as ownership ("now owns Graium Technologies outright"); a product
type after "is not a <X> but" ("Quillly is not a mobile app but a hardware device"); "runs
engineering". Two pairs stay open as strict xfails: **a figure referred to** ("Graium
Technologies reached that valuation in 2025" after a peer's "was last valued at EUR 385M":
0.930 against 0.857; "had matched that total by 2026": 1.0 against 0.927) — the sentence names
no amount, so no check reads one. Writing the sentence before's amount beside the reference
closed both but charged two honest sentences of the audited rounds (rounds 25 and 34) and let
check 10's dilution pairs pay, so it was not kept.
"""

from __future__ import annotations

from pathlib import Path

from outside_round import round_tests

HERE = Path(__file__).parent / "check22"

OPEN: dict[str, str] = {
    "that_valuation": "0.930 vs 0.857: 'reached that valuation' names no amount, so no check "
                      "reads the peer's EUR 385M given to the company",
    "that_total": "1.0 vs 0.927: 'had matched that total' names no amount, so no check reads "
                  "the peer's total given to the company",
}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)
