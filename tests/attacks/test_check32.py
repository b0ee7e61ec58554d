"""A docs-only attacker's check of the eighteenth session's readings (2026-12-06; brief in
`check32/brief.md`): 36 pairs (`check32/FINDINGS.md`), written against 79a00fd, whose first
gloss reading let a lower-case bracket carry anything; nine paid there by a clear margin and
four by a small one. Closed: glosses hold only words of a cited page; a method sentence with
a round or a dated month of its own is no method note; a partner's or customer's start is an
event spans are computed between; ", its parent," in an uncited blank is a claim. Two hold
against a fair yardstick (`__fair`: the same invented content plainly, in the same place)."""

from __future__ import annotations

from pathlib import Path

from outside_round import round_tests

HERE = Path(__file__).parent / "check32"

OPEN: dict[str, str] = {}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)
