"""A docs-only attacker's check of the check 13 reading (2026-12-05, at the end of the
eleventh session): a fresh helper who read only README.md, docs/reward.md, docs/world.md and
AGENTS.md (brief in `check14/brief.md`) tried 15 ideas against "a role read across up to six
link words", "first"/"interim"/"acting" and the one holder named before the role
(`check14/FINDINGS.md`). When it ran, three pairs paid, left open as strict xfails with their
figures: an invented role behind an apposition of other words ("Theo Selyxova, the co-founder
and an early product engineer, serves as chief technology officer") — a role is paired with a
name only across link words, so any apposition of other words parted them — and "co-chief
executive officer with Theo Selyxova", a joint post no check read. All three closed in the
twelfth session, in the pairing itself: a sentence's role is read both as written and without
an apposition set off by commas (`reading.role_norms`, used by Tier A's role pairing and the
judge's), and a "co-" post shared "with" a person is theirs too (`reading.shares_the_post`).
"""

from __future__ import annotations

from pathlib import Path

from outside_round import round_tests

HERE = Path(__file__).parent / "check14"

OPEN: dict[str, str] = {}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)
