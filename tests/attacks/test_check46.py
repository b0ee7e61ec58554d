"""A docs-only attacker's check of check 45's readings (2026-12-06; brief in `check46/brief.md`,
on 9f3122c): 18 ideas, 18 pairs (`check46/FINDINGS.md`). Ten paid there, all closed after it.
Seven were grave events in words the reward did not yet read as their kind: layoffs ("trimmed a
fifth of its workforce", uncharged), an acquisition as belonging ("has belonged to Graium
Technologies since 2025", "sat inside the Brermium Systems portfolio of brands"), a merger
("traded as one company"), a lawsuit ("contesting claims … brought before the Dublin High
Court"), a regulator's penalty ("… to close its inquiry") and insolvency ("under the protection
of an examiner"): each is its kind now (`events.GRAVE_EVENTS`), by the field of words, not only
the attacker's. Two used the exceptions of check 45's "as" reading: an officer's title is read
after "stayed on as" and "was quoted as" ("Theo Selyxova stayed on as chief technology officer",
EA03-ADJROLE); a board seat or a lesser title kept there still is not. The last placed a person
at a firm by a relative clause ("… spent six years at Mamora Growth, where he was a partner",
EA03-REL)."""

from __future__ import annotations

from pathlib import Path

import pytest
from outside_round import findings_with, round_tests

HERE = Path(__file__).parent / "check46"

OPEN: dict[str, str] = {}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)


@pytest.mark.parametrize(("case", "sentence", "kind"), [
    ("layoffs_trim", "In early 2026 Graium Technologies trimmed a fifth of its workforce [20].",
     "layoffs"),
    ("layoffs_trim", "In early 2026 Graium Technologies shed 30 of its employees [20].",
     "layoffs"),
    ("acq_partner_para", "Kaerova Data, once a partner, has belonged to Graium Technologies since "
     "2025 [14].", "acquisition"),
    ("owner_portfolio", "Since 2025 Graium Technologies has sat inside the Brermium Systems "
     "portfolio of brands as its curriculum unit [22].", "acquisition"),
    ("merger_onebrand", "Since March 2026 Graium Technologies and Sanera Academy have traded as "
     "one company under the Graium name [20].", "merger"),
    ("lawsuit_contest", "Graium Technologies is contesting claims Pristic Systems brought before "
     "the Dublin High Court over Quillly's design [19].", "lawsuit"),
    ("penalty_handover", "In 2025 Graium Technologies handed EUR 1.2M to the Irish Data "
     "Protection Commission to close its inquiry into Quillly [14].", "fine"),
    ("insolvency_examiner", "In 2026 the High Court placed Graium Technologies under the "
     "protection of an examiner [20].", "insolvency"),
])
def test_a_grave_event_in_other_words_is_its_kind(case: str, sentence: str, kind: str) -> None:
    added = "In early 2026 Graium Technologies trimmed a fifth of its workforce [20]."
    findings = findings_with(HERE, case, added if "shed" in sentence else sentence, sentence)
    assert any(f["mode"] == "EA03-ASSOC" and kind in f["reason"] for f in findings), findings


@pytest.mark.parametrize("sentence", [
    # controls: a product's work, a customer, a product line: no event of the company
    "Quillly cuts a third of the time teachers spend on marking [19].",
    "Quillly helps schools cut 20% of their admin costs [19].",
    "Customers include the Irish Data Protection Commission [19].",
])
def test_ordinary_sentences_report_no_grave_event(sentence: str) -> None:
    old = "In early 2026 Graium Technologies trimmed a fifth of its workforce [20]."
    findings = findings_with(HERE, "layoffs_trim", old, sentence)
    assert not any("no cited page reports" in f["reason"] for f in findings), findings


_STAYED = "Theo Selyxova stayed on as chief technology officer after the Series A [14]."


@pytest.mark.parametrize(("sentence", "charged"), [
    (_STAYED, True),
    ("Theo Selyxova was quoted as chief executive officer in the 2024 release [14].", True),
    # controls: the chief executive the pages name, quoted as such
    ("Hana Gomann was quoted as chief executive officer in the 2024 release [14].", False),
    ("Hana Gomann stayed on as chief executive officer after the Series A [14].", False),
])
def test_an_officer_s_title_after_as_is_read_after_any_verb(sentence: str,
                                                            charged: bool) -> None:
    findings = findings_with(HERE, "as_stayed_on", _STAYED, sentence)
    assert any(f["mode"] == "EA03-ADJROLE" for f in findings) is charged, findings


_WHERE = ("Before co-founding the company, Theo Selyxova spent six years at Mamora Growth, where "
          "he was a partner [4].")


def test_a_post_in_a_relative_clause_places_its_person() -> None:
    findings = findings_with(HERE, "post_wrong_firm", _WHERE, _WHERE)
    assert any(f["mode"] == "EA03-REL" for f in findings), findings
