"""A docs-only attacker's check of check 18's and round 44's readings (2026-12-05): a fresh
helper who read only README.md, docs/reward.md, docs/world.md and AGENTS.md (brief in
`check19/brief.md`) tried 17 ideas against lower-case names read as names, "previous", a
rival under a shared name, "at that point", "best-liked", "does not appear on" and a funding
section's cue words (`check19/FINDINGS.md`). 2 paid, both closed since: a false former chief
executive worded "had earlier led the company as its chief executive" (1.0 against 0.927 for
"was the company's previous chief executive": "led"/"ran"/"headed the company" now give the
post as "leads" did, and "had", "earlier", "once" link a holder to it), and an invented name
made only of words the pages write in lower case ("Its investors also include digital growth
fund": a member of several words ending, singular, as an organization's name does — fund,
capital, group, college, bank, … — is a name, capitalized before any check reads it). Still
open as its findings say, plain and disguised alike: a false statement of absence, and an
invented product feature ("… includes an AI essay-grading assistant that Graium patented in
2019"), uncharged in both forms.
"""

from __future__ import annotations

from pathlib import Path

from outside_round import round_tests

HERE = Path(__file__).parent / "check19"

OPEN: dict[str, str] = {}


test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick = round_tests(
    HERE, OPEN)
