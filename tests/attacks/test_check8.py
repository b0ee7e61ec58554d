"""A docs-only attacker's check of the ninth session's readings (2026-12-05): a fresh helper who
read only README.md, docs/reward.md, docs/world.md and AGENTS.md (brief in `check8/brief.md`)
ran the oracle as the README says, then edited its report of eval task 0 (world w15) with 38
ideas dressed in the wordings the new readings leave uncharged ("<source> gives/puts/lists …",
"the same N investors", "Investor <name>", "should not be confused with", "failed to", titles,
quotes, a round's letter ending a sentence), each scored beside the same error written plainly
(`check8/FINDINGS.md`). When it ran, 2 paid clearly and 3 by less than 0.011, and three wrong
sentences went uncharged in both wordings. Closed the same session: a named source's total is
checked against the world's totals and the totals the cited pages give as totals ("The Venture
Beacon gives a funding total of EUR 25 million", the Series A), for the company and its peers
("StartupLedger puts <peer>'s funding to date at EUR 10 million"); the company's investor count
over its rounds against the world's list ("the same three investors backed all its rounds",
"57 investors"); a founder the world does not give ("Harriet Thornton co-founded …").
Closed in the tenth session: a wrong sentence left uncited scored 0.007–0.010 above the same
sentence cited (uncited_lead_ref, uncited_acq_ref, letter_ends_cited_other, letter_ends_acq),
because the cited one also cost citation precision; a sentence a finding charges now costs its
error once (`score.citation_precision`).

Open holes are strict xfails with their figures (case vs yardstick, task 0 only).
"""

from __future__ import annotations

from pathlib import Path

from outside_round import round_tests

HERE = Path(__file__).parent / "check8"

OPEN: dict[str, str] = {
    "quote_rank": "0.9273 vs 0.9246: 'called Quillly \"the market leader\"' and the plain rank, "
                  "both charged EA03-RANK, weighted a little differently",
}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)
