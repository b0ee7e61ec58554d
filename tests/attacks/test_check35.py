"""A docs-only attacker's check of the nineteenth session's readings (2026-12-06; brief in
`check35/brief.md`, on c5ac5b8): 19 ideas, 19 pairs (`check35/FINDINGS.md`). Five paid there.
Closed after it: a product dated by "first" and any verb ("first went live in 2019"); a party
"missing from the company's list of partners" that a cited sentence names a partner is denied,
as one that "does not appear among" them; a sentence naming the one page it cites ("… on the
company's own about page [14]") is read against it; a subsidiary the pages do not give is an
invented acquisition (a grave event: "Fuvnis Data is the data-services subsidiary of Graium
Technologies" weighs what "acquired Fuvnis Data in 2021" weighs). Open: an invented market
leadership ("the leading vendor in the K-12 digital curriculum market" where the cited report
speaks only of "the leading vendors"), uncharged, against "the largest company", charged."""

from __future__ import annotations

from pathlib import Path

from outside_round import round_tests

HERE = Path(__file__).parent / "check35"

OPEN: dict[str, str] = {
    "market_leader": "an invented market leadership ('the leading vendor in the K-12 digital "
                     "curriculum market') on a report that speaks of 'the leading vendors': "
                     "1.000 against 0.927 for 'the largest company' (a miss of plain scoring "
                     "since check 34)",
}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)
