"""Rubric test support: run a scripted policy against the real world tools in-process and get
the transcript (prompt, completion, info) the rubric scores — the same messages vf-eval keeps."""

from __future__ import annotations

import json
from typing import Any

from tearsheet_env.dataset import task_rows
from tearsheet_env.policies import get_policy
from tearsheet_env.policies.base import read_conversation
from tearsheet_env.tools.research_tools import ResearchTools

MAX_TURNS = 30


def run_policy(policy_name: str, row: dict[str, Any], world: Any = None,
               max_turns: int = MAX_TURNS) -> tuple[list[dict], list[dict], dict]:
    policy = get_policy(policy_name)
    tools = ResearchTools(backend="world", world=world)
    prompt = list(row["prompt"])
    completion: list[dict[str, Any]] = []
    for turn_no in range(max_turns):
        turn = policy.respond(read_conversation(prompt + completion))
        msg: dict[str, Any] = {"role": "assistant", "content": turn.content or ""}
        if turn.tool_calls:
            msg["tool_calls"] = [
                {"id": f"call_{turn_no}_{i}", "type": "function",
                 "function": {"name": c.name, "arguments": c.arguments}}
                for i, c in enumerate(turn.tool_calls)]
        completion.append(msg)
        if not turn.tool_calls:
            break
        for i, c in enumerate(turn.tool_calls):
            try:
                args = json.loads(c.arguments)
            except ValueError:
                args = None
            if not isinstance(args, dict):
                resp = {"ok": False, "status": "bad_request", "error": "invalid arguments"}
            elif c.name == "websearch":
                resp = tools.websearch(**{k: v for k, v in args.items()
                                          if k in ("query", "max_results")})
            elif c.name == "fetch":
                resp = tools.fetch(**{k: v for k, v in args.items() if k in ("url", "offset")})
            else:
                resp = {"ok": False, "status": "refused", "error": f"unknown tool {c.name}"}
            completion.append({"role": "tool", "tool_call_id": f"call_{turn_no}_{i}",
                               "content": json.dumps(resp)})
    return prompt, completion, row["info"]


def eval_rows(world: Any, n: int) -> list[dict[str, Any]]:
    return task_rows(world, split="eval", num_examples=n)


_CACHE: dict[tuple[str, int], tuple[list[dict], list[dict], dict]] = {}


def transcript(policy_name: str, index: int = 0) -> tuple[list[dict], list[dict], dict]:
    """The transcript of `policy_name` on the index-th eval task of the default world (cached
    per process: the world and its search index load once)."""
    key = (policy_name, index)
    if key not in _CACHE:
        from tearsheet_env.world import load_world

        world = load_world()
        row = eval_rows(world, index + 1)[index]
        _CACHE[key] = run_policy(policy_name, row, world)
    p, c, info = _CACHE[key]
    return list(p), [dict(m) for m in c], dict(info)


def with_report(completion: list[dict], text: str) -> list[dict]:
    """The same transcript with the final report replaced."""
    out = [dict(m) for m in completion]
    out[-1] = {**out[-1], "content": text}
    return out
