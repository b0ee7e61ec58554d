"""A docs-only attacker's check of check 47's readings (2026-12-06; brief in `check48/brief.md`,
on db26400, after the twenty-third session's last rubric commit): 16 ideas, 16 pairs
(`check48/FINDINGS.md`). Eight paid there, all grave events in words still outside their field;
the session's code was frozen for its final CI run, so they were kept as strict xfails and closed
in the twenty-fourth session: a creditors' scheme of arrangement after missed repayments (no
finding at all, 1.000 against 0.528), one of a group's family of companies with its accounts
consolidated, files left readable by anyone, saying goodbye to 20 colleagues, one balance sheet
and one payroll, a regulator examining, a controlling stake, and an accusation due before a
judge. Each now reads as its kind, by the field it names (a debtor's terms with its creditors,
an owner's books, a merged firm's books and staff, records open to anyone, staff gone by their
number, a regulator's case in any verb, a charge and a court), not by the attacker's phrase
alone; the controls below are the ordinary sentences that share those words. The figure, rank and
post attacks all held."""

from __future__ import annotations

from pathlib import Path

import pytest
from outside_round import findings_with, round_tests

HERE = Path(__file__).parent / "check48"

OPEN: dict[str, str] = {}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)

_INSOLVENCY = ("In July 2026 Graium Technologies asked its creditors to approve a scheme of "
               "arrangement after missing loan repayments [20].")
_CASES = {
    "insolvency_scheme": (_INSOLVENCY, "insolvency"),
    # the same field in the attacker's other words
    "insolvency_scheme#2": ("In 2026 Graium Technologies agreed a standstill agreement with its "
                            "lenders after skipping two repayments [20].", "insolvency"),
    "group_family#2": ("Graium Technologies' results have been consolidated into Brermium "
                       "Systems' accounts since 2025 [14].", "acquisition"),
    "merger_onech#2": ("Since January 2026 Graium Technologies and Pristic Systems have run on "
                       "one balance sheet [20].", "merger"),
    "breach_exposed#2": ("In 2026 Quillly pupil records were left unprotected on a public "
                         "server [20].", "breach"),
    "layoffs_letgo#2": ("In April 2026 Graium Technologies parted ways with 20 of its staff "
                        "[20].", "layoffs"),
    "regulator_examining#2": ("Ireland's Data Protection Commission has been investigating "
                              "Graium Technologies since 2026 [20].", "fine"),
    "ownership_control#2": ("Mamora Growth has held a controlling interest in Graium "
                            "Technologies since 2024 [19, 22].", "acquisition"),
    "lawsuit_mediation#2": ("Pristic Systems and Graium Technologies will meet in front of a "
                            "judge in Dublin in 2026 [20].", "lawsuit"),
}


@pytest.mark.parametrize("case", sorted(_CASES))
def test_a_grave_event_in_more_words_is_its_kind(case: str) -> None:
    sentence, kind = _CASES[case]
    findings = findings_with(HERE, "insolvency_scheme", _INSOLVENCY, sentence)
    assert any(f["mode"] == "EA03-ASSOC" and kind in f["reason"] for f in findings), findings


@pytest.mark.parametrize("sentence", [
    # controls: the ordinary sentences that share the new words: a product that consolidates
    # customers' accounts, one payroll a product runs, files a teacher shares, pupils saying
    # goodbye, a judge at an awards night, a regulator as a customer
    "Quillly lets schools consolidate their accounts into one dashboard [20].",
    "Schools run one payroll for teachers and a second for contractors through Quillly [20].",
    "Teachers can make a pupil's marked work visible to the whole class [20].",
    "Pupils say goodbye to paper worksheets once Quillly is in use [20].",
    "A panel of judges named Quillly the best edtech app of 2025 [20].",
    "Ireland's Data Protection Commission uses Quillly for staff training [20].",
    "Teachers can ask their pupils to approve a change of schedule [20].",
])
def test_ordinary_sentences_report_no_grave_event(sentence: str) -> None:
    findings = findings_with(HERE, "insolvency_scheme", _INSOLVENCY, sentence)
    assert not any("no cited page reports" in f["reason"] for f in findings), findings
