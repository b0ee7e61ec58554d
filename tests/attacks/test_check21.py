"""A docs-only attacker's check of round 46's and check 20's readings (2026-12-05): a fresh
helper who read only README.md, docs/reward.md, docs/world.md and AGENTS.md (brief in
`check21/brief.md`) tried 20 ideas against a product's whole name, a publication before its
document, a negation's reach and the chief technology officer's other names, plus ideas of its
own (`check21/FINDINGS.md`). 4 pairs paid, two holes, both closed since: **an invented
acquisition as what an article "named" the company** ("A March 2026 Venture Beacon News article
named Graium Technologies the acquirer of Pristic Systems": 0.857 against 0.528 plain) — "the
acquirer", "the buyer of" and "the purchaser of" are an acquisition; and **the post by yet
other words** ("is the company's head of engineering", "runs the technology side of the
company": 1.0 against 0.927) — engineering's head is a post of its own, and "runs", "heads" or
"leads" the technology is the chief technology officer's.
"""

from __future__ import annotations

from pathlib import Path

from outside_round import round_tests

HERE = Path(__file__).parent / "check21"

OPEN: dict[str, str] = {}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)
