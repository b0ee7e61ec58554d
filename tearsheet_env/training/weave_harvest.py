"""Teacher traces from Weave → rollout rows (then the same builder as vf-eval results).

A Weave trace of an agent run holds one chat-completion call per model turn; the call of the
final turn carries the whole conversation in `inputs.messages` and the final answer in
`output.choices[0].message`. A trace is *complete* when that final message has no tool calls
(the agent wrote its report). Each complete trace becomes one rollout row: the leading
system/user messages are its prompt, the rest its completion. The task info is read off the
prompt (`parse_task_prompt`) and looked up in the closed world; the reward is the rubric's (the
transcript is the record, SPEC §3), since traces carry none.

Two sources of the same shape:
- with `WANDB_API_KEY` set: the `weave` client (`pip install 'tearsheet-env[weave]'`), project
  `WANDB_ENTITY/WANDB_PROJECT` from the environment;
- without: an exported JSONL file, one Weave call object a line
  (`{"id", "trace_id", "op_name", "inputs": {"messages", ...}, "output": {"choices": [...]}}`).
"""

from __future__ import annotations

import json
import os
from collections import defaultdict
from pathlib import Path
from typing import Any

from tearsheet_env.training.trajectories import DatasetBuildError


def _final_message(call: dict[str, Any]) -> dict[str, Any] | None:
    output = call.get("output")
    if not isinstance(output, dict):
        return None
    choices = output.get("choices")
    if isinstance(choices, list) and choices and isinstance(choices[0], dict):
        message = choices[0].get("message")
        return message if isinstance(message, dict) else None
    return output if output.get("role") == "assistant" else None


def complete_traces(calls: list[dict[str, Any]]) -> list[list[dict[str, Any]]]:
    """The full conversation of each complete trace (its longest chat call that ended without a
    tool call), in first-seen trace order."""
    by_trace: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for call in calls:
        inputs = call.get("inputs")
        if isinstance(inputs, dict) and isinstance(inputs.get("messages"), list):
            by_trace[str(call.get("trace_id") or call.get("id"))].append(call)
    out = []
    for trace_calls in by_trace.values():
        final = max(trace_calls, key=lambda c: len(c["inputs"]["messages"]))
        message = _final_message(final)
        if message is None or message.get("tool_calls"):
            continue
        out.append([*final["inputs"]["messages"], {"role": "assistant",
                                                    "content": message.get("content") or ""}])
    return out


def rows_from_calls(calls: list[dict[str, Any]], seed: int = 0, companies: int = 400,
                    source: str = "weave") -> list[dict[str, Any]]:
    """Rollout rows (prompt, completion, info, reward, example_id) of the complete traces whose
    prompt names a company of the world (seed, companies)."""
    from tearsheet_env.dataset import parse_task_prompt, task_rows
    from tearsheet_env.env import load_world_for
    from tearsheet_env.scoring import rescore_rows

    tasks = {(r["info"]["name"], r["info"]["website"]): r["info"]
             for r in task_rows(load_world_for(seed, companies), "all")}
    rows = []
    for messages in complete_traces(calls):
        split = next((i for i, m in enumerate(messages)
                      if isinstance(m, dict) and m.get("role") not in ("system", "user")), 0)
        prompt, completion = messages[:split], messages[split:]
        user = next((m.get("content") for m in prompt if m.get("role") == "user"), "")
        parsed = parse_task_prompt(user if isinstance(user, str) else "")
        if parsed is None or parsed not in tasks:
            continue
        rows.append({"prompt": prompt, "completion": completion, "info": dict(tasks[parsed]),
                     "example_id": f"{source}-{len(rows)}", "source": source})
    for row, scored in zip(rows, rescore_rows(rows), strict=True):
        row["reward"] = scored["reward"]
    return rows


def read_export(path: Path) -> list[dict[str, Any]]:
    from tearsheet_env.cli.score_cmd import read_rows

    if not Path(path).is_file():
        raise DatasetBuildError(f"{path}: no such Weave export file")
    calls, _ = read_rows(Path(path))
    return calls


def fetch_calls(limit: int = 1000) -> list[dict[str, Any]]:
    """Calls of the W&B project `WANDB_ENTITY/WANDB_PROJECT` through the weave client."""
    if not os.environ.get("WANDB_API_KEY"):
        raise DatasetBuildError("WANDB_API_KEY is not set; pass an exported JSONL instead")
    project = os.environ.get("WANDB_PROJECT")
    if not project:
        raise DatasetBuildError("WANDB_PROJECT is not set (the Weave project to read)")
    entity = os.environ.get("WANDB_ENTITY")
    try:
        import weave
    except ImportError:
        raise DatasetBuildError("the weave client is not installed: "
                                "pip install 'tearsheet-env[weave]'") from None
    client = weave.init(f"{entity}/{project}" if entity else project)
    calls = []
    for call in client.get_calls(limit=limit):
        calls.append({"id": call.id, "trace_id": call.trace_id, "op_name": call.op_name,
                      "inputs": json.loads(json.dumps(call.inputs, default=str)),
                      "output": json.loads(json.dumps(call.output, default=str))})
    return calls
