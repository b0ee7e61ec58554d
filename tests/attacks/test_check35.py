"""A docs-only attacker's check of the nineteenth session's readings (2026-12-06; brief in
`check35/brief.md`, on c5ac5b8): 19 ideas, 19 pairs (`check35/FINDINGS.md`). Five paid there.
Closed after it: a product dated by "first" and any verb ("first went live in 2019"); a party
"missing from the company's list of partners" that a cited sentence names a partner is denied,
as one that "does not appear among" them; a sentence naming the one page it cites ("… on the
company's own about page [14]") is read against it; a subsidiary the pages do not give is an
invented acquisition (a grave event: "Fuvnis Data is the data-services subsidiary of Graium
Technologies" weighs what "acquired Fuvnis Data in 2021" weighs). Closed in the twentieth
session: an invented market leadership ("the leading vendor in the K-12 digital curriculum
market" where the cited report speaks only of "the leading vendors") ranks one first, which
the plural does not (0.927 against 0.927 for "the largest company"); since check 38 the
plural too needs a cited sentence that places the company among the ranked."""

from __future__ import annotations

from pathlib import Path

import pytest
from outside_round import findings_with, round_tests

HERE = Path(__file__).parent / "check35"

OPEN: dict[str, str] = {}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)


_LEADER = "Graium Technologies is the leading vendor in the K-12 digital curriculum market [24]."


@pytest.mark.parametrize(("sentence", "charged"), [
    (_LEADER, True),
    ("Graium Technologies is the leading K-12 curriculum provider [24].", True),
    # the plural places the company among the ranked, which the page does not (check 38)
    ("Graium Technologies is one of the leading vendors in the K-12 digital curriculum market "
     "[24].", True),
    ("Graium Technologies is among the leading vendors [24].", True),
    # control: the page's own plural rank, said of no company
    ("The leading vendors in K-12 digital curriculum are pulling away from the rest [24].",
     False),
])
def test_one_ranked_first_needs_a_page_that_ranks_one_first(sentence: str, charged: bool) -> None:
    findings = findings_with(HERE, "market_leader", _LEADER, sentence)
    assert any(f["mode"] == "EA03-RANK" for f in findings) is charged, findings
