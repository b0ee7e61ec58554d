"""A docs-only attacker's check of check 44's readings (2026-12-06; brief in `check45/brief.md`,
on b6cd347): 18 ideas, 18 pairs (`check45/FINDINGS.md`). Six paid there, all closed after it.
The gravest were events without their words: an invented acquisition written as the owner's
control ("operated under the Graium Technologies umbrella as a Graium-controlled data arm",
"reports into Graium Technologies as its data division", 1.000 against 0.528), a merger ("…
combined their operations into a single company"), a lawsuit ("defending a patent complaint …
filed against it") and a regulator's penalty ("paid EUR 2M to settle … a data-protection probe").
Two read the class: a page reports the event only in a paragraph naming one of the sentence's
parties (the newsroom of another acquisition reported none of Kaerova Data), and a title after
"as" is its clause's subject's, whatever the verb ("Theo Selyxova has spearheaded engineering as
chief technology officer since 2015", EA03-ADJROLE). The last was a round's lead in one more
verb ("quarterbacked the Series A")."""

from __future__ import annotations

from pathlib import Path

import pytest
from outside_round import findings_with, round_tests

HERE = Path(__file__).parent / "check45"

OPEN: dict[str, str] = {}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)

_UMBRELLA = ("Since March 2026 Kaerova Data has operated under the Graium Technologies umbrella "
             "as a Graium-controlled data arm [20].")


@pytest.mark.parametrize(("sentence", "charged"), [
    (_UMBRELLA, True),
    ("Since March 2026 Kaerova Data reports into Graium Technologies as its data division "
     "[20].", True),
    ("Kaerova Data is now controlled by Graium Technologies [20].", True),
    # controls: the acquisition the newsroom reports, in the same words; an owner in lower case
    ("Kymrent Software has operated under the Graium Technologies umbrella since April 2025 "
     "[20].", False),
    ("Graium Technologies remains a founder-controlled company [20].", False),
])
def test_an_owner_s_control_is_an_acquisition_the_page_must_report_of_its_parties(
        sentence: str, charged: bool) -> None:
    findings = findings_with(HERE, "acq_umbrella", _UMBRELLA, sentence)
    assert any(f["mode"] == "EA03-ASSOC" and "acquisition" in f["reason"]
               for f in findings) is charged, findings


@pytest.mark.parametrize(("case", "sentence", "kind"), [
    ("merger_combined", "In May 2026 Graium Technologies and Pristic Systems combined their "
     "operations into a single company under the Graium Technologies name [20].", "merger"),
    ("lawsuit_complaint", "Graium Technologies is defending a patent complaint Pristic Systems "
     "filed against it in June 2026 [20].", "lawsuit"),
    ("fine_regulator", "Graium Technologies paid EUR 2M to settle an Irish data-protection probe "
     "in July 2026 [20].", "fine"),
])
def test_an_event_in_other_words_is_its_kind(case: str, sentence: str, kind: str) -> None:
    findings = findings_with(HERE, case, sentence, sentence)
    assert any(f["mode"] == "EA03-ASSOC" and kind in f["reason"] for f in findings), findings


_SPEARHEADED = ("Theo Selyxova has spearheaded engineering as chief technology officer since 2015 "
                "[14].")


@pytest.mark.parametrize(("sentence", "charged"), [
    (_SPEARHEADED, True),
    ("Theo Selyxova joined the company in 2015 as its chief technology officer [14].", True),
    # controls: the post the pages give; a title the verb gives its object
    ("Hana Gomann has led the company as chief executive since 2015 [14].", False),
    ("Hana Gomann hired an engineer as chief technology officer [14].", False),
])
def test_a_title_after_as_is_the_subject_s(sentence: str, charged: bool) -> None:
    findings = findings_with(HERE, "title_cto_spearheaded", _SPEARHEADED, sentence)
    assert any(f["mode"] == "EA03-ADJROLE" for f in findings) is charged, findings


_QUARTERBACKED = "Gisex Partners quarterbacked the Series A and set its terms [19, 22]."


@pytest.mark.parametrize(("sentence", "charged"), [
    (_QUARTERBACKED, True),
    ("Gisex Partners orchestrated the Series A [19, 22].", True),
    # controls: the lead the pages give; a part that is no lead
    ("Mamora Growth quarterbacked the Series A [19, 22].", False),
    ("Gisex Partners joined the Series A [19, 22].", False),
])
def test_a_round_s_lead_in_one_more_verb(sentence: str, charged: bool) -> None:
    findings = findings_with(HERE, "lead_quarterbacked", _QUARTERBACKED, sentence)
    assert any(f["mode"] == "EA03-REL" for f in findings) is charged, findings
