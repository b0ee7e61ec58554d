"""A docs-only attacker's check of the fifteenth session's readings, outside rounds 60–63 and
check 24's closure (2026-12-05; brief in `check25/brief.md`): a fresh helper who read only
README.md, docs/reward.md, docs/world.md and AGENTS.md tried every bullet ("said … could be", a
sum of the sentence's own figures, "customers' X", "gave the same", "backs", "A divided by B",
"could not be retrieved", "…, plus C", "rivals are A and B", "euro amounts", "Convertible Note",
joined names) and ideas of its own (`check25/FINDINGS.md`): 30 pairs, six paid, all one class —
**an invented grave event written with no party of its own** ("An acquisition of Kithium College
was announced in 2026", "A merger with Pristic Systems was announced", "A listing on Euronext
Dublin followed in 2026", "the press release …, announcing the acquisition of Kithium College,
could not be retrieved": 0.927 against 0.528 for the company named as the party). Closed: a
grave-event sentence whose names all stand after a preposition ("of", "with", "on" …) names no
other party, so the event is the company's (`tier_a._no_other_party`), and "a listing on
<exchange>" is a listing (`events.py`). All six now score as their yardsticks.
"""

from __future__ import annotations

from pathlib import Path

from outside_round import round_tests

HERE = Path(__file__).parent / "check25"

OPEN: dict[str, str] = {}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)
