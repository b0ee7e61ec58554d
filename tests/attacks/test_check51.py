"""A docs-only attacker's check of check 50 and rounds 131-133's readings (2026-12-07; brief in
`check51/brief.md`, on 1aba80b): 16 ideas, 16 pairs (`check51/FINDINGS.md`). Three paid, all
closed: a part of the business spun off with no new owner ("spun Graium Campus out as a
standalone business", "spun off Graium Campus": 1.000 against 0.528), read as reported because
the cited newsroom reported the company's own purchase of another firm — a part sold or spun off
is now reported only in a line naming that part; and a breach told as a source's account
("Harbor Times blamed a 2026 leak of Graium Technologies' pupil records on a misconfigured
server": 0.857, an ordinary error) — a leak of records is a breach. A plain sale of a part to a
named firm ("sold Graium Campus to Mealent Labs"), 0.927 before, is a grave event now with or
without its price. The figure dated by its source, the source's account, the rival's clause and
the role based somewhere laundered no wrong value."""

from __future__ import annotations

from pathlib import Path

import pytest
from outside_round import findings_with, round_tests

HERE = Path(__file__).parent / "check51"

OPEN: dict[str, str] = {}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)

_SPUN = "In 2026 Graium Technologies spun Graium Campus out as a standalone business [20]."
_CASES = {
    "spinoff_noowner2": (_SPUN, "acquisition"),
    "spinoff_noowner": ("In 2026 Graium Technologies spun off Graium Campus [20].",
                        "acquisition"),
    "spinoff_noowner#3": ("In 2026 Graium Technologies divested Graium Campus [20].",
                          "acquisition"),
    "breach_source_acct": ("Harbor Times blamed a 2026 leak of Graium Technologies' pupil "
                           "records on a misconfigured server [22].", "breach"),
    "breach_source_acct#2": ("In 2026 a data leak at Quillly exposed pupil records [20].",
                             "breach"),
}


@pytest.mark.parametrize("case", sorted(_CASES))
def test_a_grave_event_in_more_words_is_its_kind(case: str) -> None:
    sentence, kind = _CASES[case]
    findings = findings_with(HERE, "spinoff_noowner2", _SPUN, sentence)
    assert any(f["mode"] == "EA03-ASSOC" and kind in f["reason"] for f in findings), findings


@pytest.mark.parametrize("sentence", [
    # controls: data leaks as a market's worry, licences sold to a customer
    "Data leaks are a growing concern for schools [20].",
    "Graium Technologies sold Quillly licences to Dublin City Council [20].",
])
def test_ordinary_sentences_report_no_grave_event(sentence: str) -> None:
    findings = findings_with(HERE, "spinoff_noowner2", _SPUN, sentence)
    assert not any("no cited page reports" in f["reason"] for f in findings), findings
