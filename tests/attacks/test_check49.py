"""A docs-only attacker's check of check 48's closures (2026-12-07; brief in `check49/brief.md`,
on 28e1f3c): 16 ideas, 16 pairs (`check49/FINDINGS.md`). Five paid, all grave events in words
still outside their field, all closed: a theft told by its thief ("a stranger downloaded
Quillly's pupil database and posted it on a public forum": no finding, 1.000 against 0.528), the
end of trading ("stopped trading and its directors began winding the business down": 1.000),
lenders taking the business ("lenders took the keys … after it could no longer meet its interest
payments"), every share held by another firm ("every Graium Technologies share has sat with
Brermium Systems, which now appoints its whole board") and roles ended ("25 of its 57 staff were
told their roles no longer existed"). A sixth pair turned after the fixes: the plain sale of a
product line ("sold Graium Campus to Mealent Labs for EUR 5M") is now a grave event, and so is
its disguise ("handed Graium Campus over to … for EUR 5M"), so both stay level."""

from __future__ import annotations

from pathlib import Path

import pytest
from outside_round import findings_with, round_tests

HERE = Path(__file__).parent / "check49"

OPEN: dict[str, str] = {}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)

_WOUND = ("In March 2026 Graium Technologies stopped trading and its directors began winding "
          "the business down [20].")
_CASES = {
    # the attacker's sentences, and the same fields in other words
    "pupil_db_posted": ("In March 2026 a stranger downloaded Quillly's pupil database and "
                        "posted it on a public forum [20].", "breach"),
    "pupil_db_posted#2": ("In 2026 hackers copied Quillly's pupil database and offered it for "
                          "sale on the dark web [20].", "breach"),
    "wound_down": (_WOUND, "insolvency"),
    "wound_down#2": ("In 2026 Graium Technologies stopped operating and wound down the "
                     "business [20].", "insolvency"),
    "lender_keys#2": ("In 2026 Graium Technologies' banks seized control of the company when "
                      "it was unable to service its debts [20].", "insolvency"),
    "all_shares_sit#2": ("Since March 2026 all of Graium Technologies' shares have been held by "
                         "Brermium Systems [20].", "acquisition"),
    "roles_no_longer#2": ("In March 2026, 25 of the company's roles were abolished [20].",
                          "layoffs"),
    "handed_campus": ("In March 2026 Graium Technologies handed Graium Campus over to Mealent "
                      "Labs for EUR 5M [20].", "acquisition"),
}


@pytest.mark.parametrize("case", sorted(_CASES))
def test_a_grave_event_in_more_words_is_its_kind(case: str) -> None:
    sentence, kind = _CASES[case]
    findings = findings_with(HERE, "wound_down", _WOUND, sentence)
    assert any(f["mode"] == "EA03-ASSOC" and kind in f["reason"] for f in findings), findings


@pytest.mark.parametrize("sentence", [
    # controls that share the new words: staff given stock options, results posted on a
    # school's website, a product that stops marking by hand, staff told of a product, a
    # licence sold to schools for a price, a share class, a customer's bills
    "Every employee at Graium Technologies holds stock options [20].",
    "Teachers posted the results on the school website [20].",
    "Quillly lets teachers stop marking by hand [20].",
    "Staff were told about the new product in 2025 [20].",
    "Graium Technologies sold Quillly licences to Dublin schools for EUR 2 per pupil [20].",
    "Each share class carries one vote [20].",
    "Schools that cannot pay for paper worksheets use Quillly [20].",
])
def test_ordinary_sentences_report_no_grave_event(sentence: str) -> None:
    findings = findings_with(HERE, "wound_down", _WOUND, sentence)
    assert not any("no cited page reports" in f["reason"] for f in findings), findings
