"""The tool guard's budget: with `max_tool_calls=5`, pi's research calls past the fifth are
blocked by the guard with a reason before they reach the tool server, and the run still ends
with a scored report. (The forbidden tools and protected reads are in test_pi_service.py.)"""

from __future__ import annotations

import asyncio
import json

from tearsheet_testkit.pi_support import eval_companies, installed_pi


def test_calls_past_the_budget_are_blocked_and_the_run_is_scored(tmp_path):
    from tearsheet_env.pi.runner import ResearchRequest, run_research

    installed_pi()
    company = eval_companies(2)[1]
    result = asyncio.run(run_research(ResearchRequest(
        company=company["name"], website=company["website"], env_args={"max_tool_calls": 5},
        out_dir=str(tmp_path))))
    research = [c for c in result.tool_calls if c.name in ("websearch", "fetch")]
    allowed, refused = research[:5], research[5:]
    assert refused, "the oracle asks for more than five calls"
    assert all(c.ok and not c.blocked for c in allowed)
    for call in refused:
        assert call.blocked and "research budget of 5 tool calls is spent" in call.reason
    # the model saw the environment's own typed failure for a spent budget
    statuses = [json.loads(m["content"]).get("status") for m in result.row["completion"]
                if m["role"] == "tool"]
    assert statuses[5:] and set(statuses[5:]) == {"budget_exceeded"}
    assert result.row["reward"] == result.reward
    # scored (with its explanation), and five calls cannot research a full tearsheet
    assert result.explanation["components"] and 0.0 <= result.reward < 0.9
    assert len(result.audit.sections) == 10
