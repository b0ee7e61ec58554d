"""A docs-only attacker's check of the thirteenth session's readings (2026-12-05): a fresh
helper who read only README.md, docs/reward.md, docs/world.md and AGENTS.md (brief in
`check18/brief.md`) tried 21 ideas against a role its holder left, "remains", "No … appears in
the sources", documents about funding, "joined the round", lower-case names and contract
examples in lists (`check18/FINDINGS.md`). 7 paid, one hole: check 17's first closure read a
lower-case list member as a name only when a word of it was on no page the rollout saw, so a
name made of the pages' own name words ("its investors also include gisex capital and feava
ventures", a comparables row "pristic labs", "Gisex capital") went uncharged: 1.0 against
0.927 for the names capitalized. Closed since: a member with a word that no page writes in lower
case is a name, capitalized before any check reads the report, so every check reads it as the
capitalized name (`rubric.tier_a.capitalize_low_names`). It also found an uncharged plain
error, "Theo Selyxova was the company's previous chief executive" (a founder no page gives that
role), charged since ("previous" links a holder to a role). Two uncharged classes stay as its
findings say, each as cheap in plain words as disguised: a false statement of absence ("No
valuation for <peer> appears in the sources" where a cited page gives one) and an invented
comparables row built of a real row's figures.
"""

from __future__ import annotations

from pathlib import Path

from outside_round import round_tests

HERE = Path(__file__).parent / "check18"

OPEN: dict[str, str] = {}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)
