"""How hard a world is to research: scripted policies run in-process against the world's own
tools and are scored by the rubric (`tearsheet-env world stats`, docs/world.md).

The regex baseline's mean reward on the eval split, beside the oracle's, is the headline
difficulty figure: a world whose facts a regex agent can collect rewards pattern matching,
not research.
"""

from __future__ import annotations

import json
import statistics
from typing import Any

MAX_TURNS = 30


def rollout(policy_name: str, row: dict[str, Any], world: Any) -> tuple[list, list, dict]:
    """(prompt, completion, info) of one rollout of a scripted policy over the world tools."""
    from tearsheet_env.policies import get_policy
    from tearsheet_env.policies.base import read_conversation
    from tearsheet_env.tools.research_tools import ResearchTools

    policy = get_policy(policy_name)
    tools = ResearchTools(backend="world", world=world)
    prompt = list(row["prompt"])
    completion: list[dict[str, Any]] = []
    for turn_no in range(MAX_TURNS):
        turn = policy.respond(read_conversation(prompt + completion))
        message: dict[str, Any] = {"role": "assistant", "content": turn.content or ""}
        if turn.tool_calls:
            message["tool_calls"] = [
                {"id": f"call_{turn_no}_{i}", "type": "function",
                 "function": {"name": c.name, "arguments": c.arguments}}
                for i, c in enumerate(turn.tool_calls)]
        completion.append(message)
        if not turn.tool_calls:
            break
        for i, call in enumerate(turn.tool_calls):
            try:
                args = json.loads(call.arguments)
            except ValueError:
                args = None
            if not isinstance(args, dict):
                response = {"ok": False, "status": "bad_request", "error": "invalid arguments"}
            elif call.name == "websearch":
                response = tools.websearch(**{k: v for k, v in args.items()
                                              if k in ("query", "max_results")})
            elif call.name == "fetch":
                response = tools.fetch(**{k: v for k, v in args.items()
                                          if k in ("url", "offset")})
            else:
                response = {"ok": False, "status": "refused", "error": f"unknown tool {call.name}"}
            completion.append({"role": "tool", "tool_call_id": f"call_{turn_no}_{i}",
                               "content": json.dumps(response)})
    return prompt, completion, row["info"]


def mean_reward(policy_name: str, world: Any, split: str = "eval", limit: int = -1) -> float:
    """Mean rubric reward of the policy over the first `limit` tasks of the split (all: -1)."""
    from rubric.score import score_rollout
    from tearsheet_env.dataset import task_rows
    from tearsheet_env.policies.oracle import use_world

    use_world(world.manifest.seed, world.manifest.companies)  # the oracle's own world index
    rows = task_rows(world, split=split, num_examples=limit)
    rewards = [score_rollout(*rollout(policy_name, row, world)).reward for row in rows]
    return statistics.fmean(rewards) if rewards else 0.0


def difficulty(world: Any, split: str = "eval") -> dict[str, Any]:
    oracle = mean_reward("oracle", world, split)
    baseline = mean_reward("regex_baseline", world, split)
    return {"split": split, "oracle": round(oracle, 4), "regex_baseline": round(baseline, 4),
            "regex_baseline_over_oracle": round(baseline / oracle, 4) if oracle else None}
