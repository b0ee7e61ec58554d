"""A docs-only attacker's check of the twentieth session's later readings (2026-12-06; brief in
`check37/brief.md`, on 17698f9): 16 ideas, 16 pairs (`check37/FINDINGS.md`). Two paid there,
both closed after it: a city set before the company's name in a namesake contrast is exempt
only when it is the headquarters the facts block gives ("… not the Cork-based Graium
Technologies" is a wrong city, charged as the plain "Graium Technologies is based in Cork"
is: a fair yardstick, one wrong key value as in the attack; the attacker's "based in Cork,
Ireland" names two); "leading the
K-12 digital curriculum market" is a rank read whole, not the word "leading" alone."""

from __future__ import annotations

from pathlib import Path

import pytest
from outside_round import findings_with, round_tests

HERE = Path(__file__).parent / "check37"

OPEN: dict[str, str] = {}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)

_CORK = ("The revenue coverage found under the same name concerns a retail-software namesake, not "
         "the Cork-based Graium Technologies [14].")


@pytest.mark.parametrize(("sentence", "charged"), [
    (_CORK, True),
    # control: the company's own city as the contrast
    (_CORK.replace("Cork", "Dublin"), False),
])
def test_a_namesake_contrast_holds_only_the_company_s_own_city(sentence: str,
                                                               charged: bool) -> None:
    findings = findings_with(HERE, "r111_namesake_own_city", _CORK, sentence)
    assert any(f["mode"] == "EA03-ASSOC" for f in findings) is charged, findings
