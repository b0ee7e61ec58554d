"""A docs-only attacker's check of check 47's readings (2026-12-06; brief in `check48/brief.md`,
on db26400, after the session's last rubric commit): 16 ideas, 16 pairs (`check48/FINDINGS.md`).
Eight pay, and all eight are left OPEN here as strict xfails: the session's code was frozen for
its final CI run when the attacker reported. Each is a grave event in words still outside the
event vocabulary's fields (`events.GRAVE_EVENTS`), the class every check since 44 has found
again: the vocabulary is a list of words by field, and a reading of any sentence that changes who
owns, runs or may operate the company, whatever its verb, is the open mechanism-level change
(docs/reward.md, "Twenty-third session"). The figure, rank and post attacks all held."""

from __future__ import annotations

from pathlib import Path

from outside_round import round_tests

HERE = Path(__file__).parent / "check48"

OPEN: dict[str, str] = {
    "insolvency_scheme": "'asked its creditors to approve a scheme of arrangement after missing "
                         "loan repayments': no finding, 1.000 against 0.528",
    "group_family": "'one of the Brermium Systems family of companies, its accounts "
                    "consolidated into Brermium's': 0.790 against 0.360, an ordinary error",
    "breach_exposed": "'a misconfigured storage bucket left Quillly pupil files readable by "
                      "anyone': 0.927 against 0.528",
    "layoffs_letgo": "'said goodbye to 20 colleagues': 0.927 against 0.528",
    "merger_onech": "'have shared a single chief executive, one balance sheet and one payroll': "
                    "0.927 against 0.528",
    "regulator_examining": "'the Data Protection Commission is examining how Quillly stores …': "
                           "0.927 against 0.528",
    "ownership_control": "'the round gave Mamora Growth a controlling stake': 0.925 against 0.528",
    "lawsuit_mediation": "'accused … of copying Quillly's grading engine … due before a judge': "
                         "0.857 against 0.528",
}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)
