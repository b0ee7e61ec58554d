"""Scripted policies behind an OpenAI-compatible server (SPEC §10).

`oracle` researches with real tool calls and writes a correct, fully cited report;
`regex_baseline` extracts facts with regular expressions from its own tool results only (the
world's difficulty baseline); the red team
are oracle variations that each commit one hack (`redteam.py`, declared as data); the faults
make malformed turns (`faults.py`). `POLICIES` maps each name to its `Policy`.
"""

from __future__ import annotations

from tearsheet_env.policies.base import Conversation, Policy, ToolCallOut, Turn
from tearsheet_env.policies.faults import FAULTS
from tearsheet_env.policies.harness_probe import PI_GUARD_PROBE
from tearsheet_env.policies.oracle import ORACLE
from tearsheet_env.policies.redteam import RED_TEAM
from tearsheet_env.policies.regex_baseline import REGEX_BASELINE

POLICIES: dict[str, Policy] = {p.name: p for p in [ORACLE, REGEX_BASELINE, *RED_TEAM, *FAULTS,
                                                  PI_GUARD_PROBE]}


def get_policy(name: str) -> Policy:
    try:
        return POLICIES[name]
    except KeyError:
        raise KeyError(f"unknown policy {name!r}; run `tearsheet-env serve-policy --list` "
                       f"(policies: {', '.join(POLICIES)})") from None


__all__ = ["POLICIES", "Conversation", "Policy", "ToolCallOut", "Turn", "get_policy"]
