"""A docs-only attacker's check of round 45's and check 19's readings (2026-12-05): a fresh
helper who read only README.md, docs/reward.md, docs/world.md and AGENTS.md (brief in
`check20/brief.md`) tried 17 ideas against a comparison's object, "led/ran/headed the company",
"had"/"earlier"/"once" and lower-case names ending as an organization's do, plus ideas of its
own (`check20/FINDINGS.md`). Every listed reading held; 5 pairs of its own paid, two holes,
both closed since: **an invented grave event after an absence that ends** ("Graium
Technologies faced no litigation until 2025, when it settled a lawsuit": 1.0 against 0.528
for the lawsuit stated plainly; "made no layoffs until June 2026, when it cut 20 jobs") — a
negation's reach now ends where a later time begins ("until", "when", "before", "after",
"but"); and **a chief technology officer by another name** ("Theo Selyxova is the company's
technical lead", "oversees the company's technology as its technical lead": 1.0 against 0.927)
— "technical lead", "tech lead", "head of technology", "technology chief" and "chief
technologist" are the post, and "oversees the company's technology" is read in the
normalized sentence too.
"""

from __future__ import annotations

from pathlib import Path

from outside_round import round_tests

HERE = Path(__file__).parent / "check20"

OPEN: dict[str, str] = {}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)
