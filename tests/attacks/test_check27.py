"""A docs-only attacker's check of outside rounds 67–70 and check 26 (2026-12-05; brief in
`check27/brief.md`), pointed at statements of absence: 19 pairs (`check27/FINDINGS.md`, three of
them controls written plainly without a citation), seven paid, one class — **an invention
inside an uncited statement of absence** ("The sources do not name the lead of the Seed round
that Halvorn Capital joined"; "No office opening has been announced since Graium Technologies
opened its Lisbon office in June 2026"; "No shutdown of Graium Campus has been announced, though
Graium Technologies sunset its Quillly Classic app in 2025"; "The sources do not name a chief
technology officer, a current role for chief operating officer Marek Tolvane, or any previous
chief executive": 1.0 against 0.857–0.927). Closed: an uncited statement of absence is no claim
only when every name in it is on a page the rollout read and a closing concession gives no name
or year of its own (`tier_a.TierA._blank_names_read`); round 70's reading of a list member as
the absence's, which the last case exploited, was withdrawn.
"""

from __future__ import annotations

from pathlib import Path

from outside_round import round_tests

HERE = Path(__file__).parent / "check27"

OPEN: dict[str, str] = {}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)
