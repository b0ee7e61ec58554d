"""A docs-only user's and attacker's check (2026-12-04, seventh session): a fresh helper who read
only README.md, docs/reward.md, docs/world.md and AGENTS.md (brief in `check7/brief.md`) ran the
oracle as the README says, then edited its report of eval task 0 (world w15) with 22 ideas and
scored each beside the same error written plainly (`check7/FINDINGS.md`): 11 paid when it ran.
Closed the same session: a round denied ("has yet to close a Series A"), a round's backers
counted ("had 7 investors"), a round's month alone wrong ("closed in the first week of
November 2024"), a round's share of a total in money ("about half of the EUR 30.4M"), and a
founding order against a competitor ("founded before Brermium Systems"). Closed in the eighth
session: a chair's role ("Theo Selyxova chairs the board": "chairs" gives the role "chairman"
does); an event's place is read against the world (the Dublin case, now charged, still pays
against its two-error yardstick); one round's size as a multiple of another's ("more than ten
times the size of the Seed round", 6.9x) is read against the two amounts; a person placed
at a firm by a title ("Rafael Zisssen, a managing partner at Mamora Growth") needs a cited
sentence, or the firm's own page, placing them there (the analyst given a partner's quote).

Closed in the tenth session, when citation precision stopped charging a wrong sentence a second
time: event_place_swap2 (0.9273 = its yardstick).

Open holes are strict xfails with their figures (case vs yardstick, task 0 only).
"""

from __future__ import annotations

from pathlib import Path

from outside_round import round_tests

HERE = Path(__file__).parent / "check7"

OPEN: dict[str, str] = {
    "school_districts_count": "1.000 vs 0.927: 'serves six school districts' (six customers, two "
                              "districts)",
    "subset_measure": "1.000 vs 0.927: 'all 57 of its staff are engineers'",
    "stack_paying": "0.686 vs 0.474: the eleven paying sentences in one report (six still open)",
}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)
