"""A docs-only attacker's check of the fifteenth session's later readings, check 25 and outside
rounds 64–66 (2026-12-05; brief in `check26/brief.md`): 43 pairs (`check26/FINDINGS.md`), eight
paid, in two classes, both closed since:
- **an invented acquisition called a "purchase" or a "buyout"** ("The purchase of Fuvnis Data
  closed in March 2026", "The buyout of Kaerova Data closed in 2026", "Graium Technologies'
  purchase of Fuvnis Data closed …": 1.0 against 0.528 — the newsroom cited names Fuvnis Data as
  a partner and reports another acquisition, so names and kind were on the page): "purchase of
  <Name>" is an acquisition (`events.py`), and "buyout" and "purchase of <Name>" are acts the
  judge needs a page sentence for (`offline_judge.ACTS`);
- **wrong bare figures in brackets beside a right total** ("The amounts (0.9, 4.5 and 25) add up
  to the EUR 30.4M total": 1.0 against 0.857), a hole round 66's reading opened: Tier A now
  reads such parts in the total's currency and scale, each to be found on a cited page.
Noted as a plain gap, not a hack (both 1.0): an invented shutdown of the company's product
("Graium Technologies shut down Quillly in 2026"); a product's end ("shut down", "wind-down",
"discontinued", "retired") is now a striking act a cited page must report (0.927 for both).
"""

from __future__ import annotations

from pathlib import Path

from outside_round import round_tests

HERE = Path(__file__).parent / "check26"

OPEN: dict[str, str] = {}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)
