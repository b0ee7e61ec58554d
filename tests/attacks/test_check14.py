"""A docs-only attacker's check of the check 13 reading (2026-12-05, at the end of the
eleventh session): a fresh helper who read only README.md, docs/reward.md, docs/world.md and
AGENTS.md (brief in `check14/brief.md`) tried 15 ideas against "a role read across up to six
link words", "first"/"interim"/"acting" and the one holder named before the role
(`check14/FINDINGS.md`). Three pairs pay and are left open, as strict xfails with their
figures: an invented role behind an apposition of other words ("Theo Selyxova, the co-founder
and an early product engineer, serves as chief technology officer") — a role is paired with a
name only across link words, so any apposition of other words parts them (the fix belongs in
the pairing itself: reading an apposition set off by commas as transparent), and "co-chief
executive officer", a role no check reads (uncharged in its plain form too).
"""

from __future__ import annotations

from pathlib import Path

from outside_round import round_tests

HERE = Path(__file__).parent / "check14"

OPEN: dict[str, str] = {
    "link7_cto": "1.0000 vs 0.9273: 'Theo Selyxova, the co-founder and an early product "
                 "engineer, serves as chief technology officer' — an apposition of words that "
                 "are no link words parts the name from the role",
    "link8_cto": "1.0000 vs 0.9273: the same with a longer apposition",
    "co_ceo_hana": "1.0000 vs 0.9273: 'co-chief executive officer with Theo Selyxova' — no "
                   "check reads a co-chief role (its plain form 'Theo Selyxova is a co-chief "
                   "executive officer' scores 1.0000 too); the written yardstick states "
                   "another claim",
}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)
