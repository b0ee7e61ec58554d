"""A docs-only attacker's check of the eleventh session's readings (2026-12-05): a fresh helper
who read only README.md, docs/reward.md, docs/world.md and AGENTS.md (brief in
`check11/brief.md`) added to the oracle's report of eval task 0 one sentence per idea dressed
in the three new readings' wordings (a post handed "from A to B", launches listed with their
dates, a multiple alone), each scored beside the same error written plainly
(`check11/FINDINGS.md`). When it ran, 4 of 35 paid: a "respectively" list with its products'
years swapped (the reading left such lists unread), a chief technology officer post that
"changed hands" (the handover was read after "chief executive" only), and a wrong multiple
written "17.7x" against "17.7 times its revenue" (the words charged twice); all three closed.
Three plain errors went uncharged in both forms and are charged since: another company's
chief executive given as the company's former one, another company's product in the
company's line-up. The fourth pair states another fact in its yardstick (a namesake's revenue
from a page the rollout never read) and is kept as a strict xfail with its figures.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from outside_round import reward, round_tests

HERE = Path(__file__).parent / "check11"

OPEN: dict[str, str] = {
    "ma_stale_homonym": "0.8069 vs 0.6769: 'Mealent Labs trades at 17.7x revenue [41, 89]' "
                        "against a yardstick stating another fact (a namesake's USD 3.1M "
                        "revenue from the never-read [89]); the attack is charged (ACCESS, "
                        "ASSOC, CITE), the pair is not like for like",
}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)


@pytest.mark.parametrize("case", ["ho_peer_ceo_year_in_page", "ho_peer_ceo_plainer",
                                  "ll_peer_product", "ll_peer_product_b",
                                  "ll_respectively_peer_product"])
def test_another_company_s_officer_or_product_given_to_the_company_is_charged(case: str) -> None:
    # uncharged in both forms when the attacker ran; each form is charged now
    for form in (case, f"{case}__plain"):
        assert reward(HERE, form, 0) < 1.0, form
