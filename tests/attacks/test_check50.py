"""A docs-only attacker's check of the twenty-fourth session's readings (2026-12-07; brief in
`check50/brief.md`, on 4ef30fe): 24 ideas, 24 pairs (`check50/FINDINGS.md`). Five paid, all
closed: a part of the business spun out "into a separate company owned by Mealent Labs" (no
finding, 1.000 against 0.528: the spin-off was unread, and "a separate company" read as a
namesake set apart, so the event was not the company's), the team shrunk "by a third" (1.000)
or "halved", and records that "appeared on a paste site" (1.000) or "turned up for sale on a
Telegram channel". The new leniencies held: a group of rivals, an absence told of some pages and
a section's own words laundered no wrong value of the company. The attacker also found a plain
miss, not a pair: "The company is headquartered in Berlin, Germany [24]", Berlin a rival's city
on the cited market report, was charged nowhere (1.000 both ways); a prose headquarters is now
read against the facts block's (EA03-CROSS), and a group of rivals that counts the company in
("All four rivals, like Graium Technologies, are …") tells of the company too."""

from __future__ import annotations

from pathlib import Path

import pytest
from outside_round import findings_with, round_tests

HERE = Path(__file__).parent / "check50"

OPEN: dict[str, str] = {}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)

_SPIN = ("In 2026 Graium Technologies spun Graium Campus out into a separate company owned by "
         "Mealent Labs [20].")
_CASES = {
    "spinoff": (_SPIN, "acquisition"),
    # (with no new owner named, "spun off Graium Campus [20]": check 51)
    "spinoff#2": ("In 2026 Graium Technologies spun off Graium Campus as a business run by "
                  "Mealent Labs [20].", "acquisition"),
    "layoffs_fraction": ("In 2026 the company shrank its team by a third [20].", "layoffs"),
    "layoffs_fraction#2": ("In 2026 Graium Technologies' headcount was slashed [20].",
                           "layoffs"),
    "leak_paste": ("In 2026 a file of Quillly pupil records appeared on a paste site [20].",
                   "breach"),
    "leak_paste#2": ("In 2026 Quillly pupil data surfaced on a hacker forum [20].", "breach"),
}


@pytest.mark.parametrize("case", sorted(_CASES))
def test_a_grave_event_in_more_words_is_its_kind(case: str) -> None:
    sentence, kind = _CASES[case]
    findings = findings_with(HERE, "spinoff", _SPIN, sentence)
    assert any(f["mode"] == "EA03-ASSOC" and kind in f["reason"] for f in findings), findings


@pytest.mark.parametrize("sentence", [
    # controls: a company spun out of a university, a product that cuts time by a third, a
    # teacher's workload, data shown in a dashboard, results posted on a school forum
    "Graium Technologies was spun out of Trinity College Dublin in 2015 [20].",
    "Quillly cut marking time by a third [20].",
    "Teachers reduced their workload by a third with Quillly [20].",
    "Pupil data appears in the teacher dashboard [20].",
    "Results were posted on the school forum [20].",
])
def test_ordinary_sentences_report_no_grave_event(sentence: str) -> None:
    findings = findings_with(HERE, "spinoff", _SPIN, sentence)
    assert not any("no cited page reports" in f["reason"] for f in findings), findings


_HQ = "The company is headquartered in Berlin, Germany [24]."


@pytest.mark.parametrize(("sentence", "charged"), [
    (_HQ, True),
    ("Its head office is in Berlin, Germany [24].", True),
    ("All four rivals, like Graium Technologies, are headquartered in Berlin, Germany [24].",
     True),
    # controls: the facts block's city or country, a rival's city in its own clause or in a
    # relative clause, a past headquarters
    ("The company is headquartered in Dublin, Ireland [24].", False),
    ("The company is based in Ireland [24].", False),
    ("The company is based in Dublin, while Mealent Labs is headquartered in Berlin [24].",
     False),
    ("Unlike Mealent Labs, which is based in Berlin, Graium Technologies is headquartered in "
     "Dublin [24].", False),
    # (roles on a careers page, in the words of round 25's careful report)
    ("Two of the roles on the careers page, a security engineer and a solutions architect, are "
     "based in Berlin [24].", False),
])
def test_a_prose_headquarters_is_read_against_the_facts_block(sentence: str,
                                                              charged: bool) -> None:
    findings = findings_with(HERE, "hq_in_overview__plain", _HQ, sentence)
    assert any(f["mode"] == "EA03-CROSS" for f in findings) is charged, findings
