"""Saved rollouts → training datasets (docs/training.md, "Datasets").

Inputs, all read as rollouts in the environment's saved format (`prompt`, `completion`, `info`,
`reward`, `example_id`):
- vf-eval results (`results.jsonl`, or a folder searched for them), of any model or policy; a
  pi transcript converted by the pi adapter has the same shape;
- Weave exports (`tearsheet_env.training.weave`), turned into the same rows.

Outputs (HF `datasets`):
- SFT: `messages` (OpenAI chat format: content strings, tool calls with JSON-string arguments,
  tool messages with `tool_call_id`), `tools` (the OpenAI tool schemas as a JSON string; trl's
  SFTTrainer and prime-rl's SFT both accept it), `info` (the task), `reward`, `source`;
- teacher-prefix distillation: `prompt` (the trajectory up to a tool-observation boundary),
  `completion` (the teacher's remaining turns), `tools`, `info`, `reward`, `prefix_turns`.

The eval split never enters a dataset: a row whose task is in the eval split is refused (an
error naming it) unless the caller asks to drop such rows, and the count of dropped rows is
reported either way.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

TASK_INFO_KEYS = ("company_id", "name", "website", "split", "world")


class DatasetBuildError(ValueError):
    """Input the builder refuses, with a one-line reason."""


@dataclass
class BuildReport:
    read: int = 0
    kept: int = 0
    below_threshold: int = 0
    duplicates: int = 0
    eval_split: int = 0
    unreadable: list[str] = field(default_factory=list)

    def line(self) -> str:
        return (f"read {self.read} rollouts, kept {self.kept} (below threshold "
                f"{self.below_threshold}, duplicates {self.duplicates}, eval split "
                f"{self.eval_split}, unreadable {len(self.unreadable)})")


def _text(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(str(p.get("text", "")) for p in content
                       if isinstance(p, dict) and "text" in p)
    return ""


def _tool_call(call: Any) -> dict[str, Any] | None:
    """An OpenAI-format tool call from the nested or the flat shape verifiers saves (and
    trl's parsed shape, whose arguments are an object)."""
    if isinstance(call, str):
        try:
            call = json.loads(call)
        except json.JSONDecodeError:
            return None
    if not isinstance(call, dict):
        return None
    fn = call.get("function") if isinstance(call.get("function"), dict) else call
    arguments = fn.get("arguments", "")
    if not isinstance(arguments, str):
        arguments = json.dumps(arguments)
    return {"id": str(call.get("id") or ""), "type": "function",
            "function": {"name": str(fn.get("name", "")), "arguments": arguments}}


def normalize_messages(messages: Iterable[Any]) -> list[dict[str, Any]]:
    """Messages in one fixed OpenAI shape (every key present, so an Arrow column holds them).
    Tool calls without an id get one, and tool messages without a `tool_call_id` are linked to
    the pending calls in order (trl's multi-turn completions carry neither), so the rubric can
    pair every result with its call."""
    out = []
    pending: list[str] = []
    for message in messages:
        if hasattr(message, "model_dump"):
            message = message.model_dump(exclude_none=True)
        if not isinstance(message, dict) or message.get("role") not in (
                "system", "user", "assistant", "tool"):
            continue
        calls = [c for raw in message.get("tool_calls") or []
                 if (c := _tool_call(raw)) is not None]
        for c in calls:
            c["id"] = c["id"] or f"call_{len(out)}_{len(pending)}"
            pending.append(c["id"])
        call_id = message.get("tool_call_id")
        if message["role"] == "tool":
            if call_id in pending:
                pending.remove(call_id)
            elif pending:
                call_id = pending.pop(0)
        out.append({
            "role": message["role"],
            "content": _text(message.get("content")),
            "tool_calls": calls or None,
            "tool_call_id": str(call_id) if call_id else None,
        })
    return out


def read_rollouts(paths: Iterable[Path]) -> tuple[list[dict[str, Any]], list[str]]:
    """Rows of every results.jsonl under `paths` (files or folders) and notes on bad lines."""
    from tearsheet_env.cli.score_cmd import read_rows

    rows: list[dict[str, Any]] = []
    problems: list[str] = []
    for path in paths:
        path = Path(path)
        files = sorted(path.rglob("*.jsonl")) if path.is_dir() else [path]
        if not files or not all(f.is_file() for f in files):
            raise DatasetBuildError(f"{path}: no results.jsonl found")
        for file in files:
            got, bad = read_rows(file)
            for row in got:
                row.setdefault("source", str(file))
            rows.extend(got)
            problems.extend(f"{file}: {p}" for p in bad)
    return rows, problems


def task_info(row: dict[str, Any]) -> dict[str, Any]:
    info = row.get("info") if isinstance(row.get("info"), dict) else {}
    return {k: info.get(k) for k in TASK_INFO_KEYS}


def split_of(info: dict[str, Any]) -> str | None:
    """The task's split: from its info, else looked up by company id in the task's world."""
    if info.get("split") in ("train", "eval"):
        return info["split"]
    world = info.get("world") or {}
    if info.get("company_id") is None or world.get("seed") is None:
        return None
    from tearsheet_env.env import load_world_for

    loaded = load_world_for(int(world["seed"]), int(world.get("companies", 400)))
    for company in loaded.companies:
        if company.id == info["company_id"]:
            return company.split
    return None


def conversation(row: dict[str, Any]) -> list[dict[str, Any]]:
    prompt = row.get("prompt") if isinstance(row.get("prompt"), list) else []
    completion = row.get("completion") if isinstance(row.get("completion"), list) else []
    return normalize_messages([*prompt, *completion])


def _fingerprint(messages: list[dict[str, Any]]) -> str:
    return hashlib.sha256(json.dumps(messages, sort_keys=True).encode()).hexdigest()


def select_rollouts(rows: list[dict[str, Any]], min_reward: float = 0.0,
                    drop_eval: bool = False) -> tuple[list[dict[str, Any]], BuildReport]:
    """Rows at or above `min_reward`, de-duplicated by transcript, train split only.

    Raises DatasetBuildError for a row of the eval split unless `drop_eval` (then counted)."""
    report = BuildReport(read=len(rows))
    seen: set[str] = set()
    kept = []
    for row in rows:
        info = task_info(row)
        split = split_of(info)
        if split != "train":
            if not drop_eval:
                what = f"company {info.get('name')!r} ({info.get('company_id')})"
                raise DatasetBuildError(
                    f"{row.get('source', 'input')}: {what} is in the "
                    f"{split or 'unknown'} split; training data never includes the eval split "
                    "(drop such rows with --drop-eval)")
            report.eval_split += 1
            continue
        reward = row.get("reward")
        if not isinstance(reward, int | float) or reward < min_reward:
            report.below_threshold += 1
            continue
        messages = conversation(row)
        if not any(m["role"] == "assistant" for m in messages):
            report.unreadable.append(f"{row.get('source')}: no assistant turn")
            continue
        key = _fingerprint(messages)
        if key in seen:
            report.duplicates += 1
            continue
        seen.add(key)
        kept.append({"messages": messages, "info": info, "reward": float(reward),
                     "source": str(row.get("source", ""))})
    report.kept = len(kept)
    return kept, report


def truncate_observations(messages: list[dict[str, Any]], max_chars: int) -> list[dict[str, Any]]:
    """Tool messages cut to `max_chars` characters with a marker (a CPU-sized context; the
    assistant turns are never changed). `max_chars` <= 0 keeps them whole."""
    if max_chars <= 0:
        return messages
    out = []
    for m in messages:
        if m["role"] == "tool" and len(m["content"]) > max_chars:
            m = {**m, "content": m["content"][:max_chars] + " …[truncated]"}
        out.append(m)
    return out


def sft_records(selected: list[dict[str, Any]], max_observation_chars: int = 0
                ) -> list[dict[str, Any]]:
    from tearsheet_env.training.tools import tool_schemas

    tools = json.dumps(tool_schemas())
    return [{"messages": truncate_observations(r["messages"], max_observation_chars),
             "tools": tools, "info": r["info"], "reward": r["reward"], "source": r["source"]}
            for r in selected]


def prefix_records(selected: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Teacher-prefix distillation pairs: one per tool-observation boundary (an assistant turn
    right after tool results), prompt = everything before it, completion = the teacher's rest."""
    from tearsheet_env.training.tools import tool_schemas

    tools = json.dumps(tool_schemas())
    out = []
    for r in selected:
        messages = r["messages"]
        if messages and messages[-1]["role"] != "assistant":
            continue  # not a complete trajectory: it never wrote its final answer
        for k in range(1, len(messages)):
            if messages[k]["role"] == "assistant" and messages[k - 1]["role"] == "tool":
                out.append({"prompt": messages[:k], "completion": messages[k:], "tools": tools,
                            "info": r["info"], "reward": r["reward"],
                            "prefix_turns": sum(m["role"] == "assistant" for m in messages[:k])})
    return out


def to_dataset(records: list[dict[str, Any]]) -> Any:
    from datasets import Dataset

    if not records:
        raise DatasetBuildError("no rollouts left to write (see the counts above)")
    return Dataset.from_list(records)


FACTS_ENTRY = "- id: "  # how each entry of a report's facts block starts (SPEC §4, the contract)


def cut_report(report: str, facts_left: int) -> tuple[str, str] | None:
    """(the report up to its last `facts_left` facts entries, the teacher's ending: those
    entries and the closing fence), or None when the report has fewer entries than that. The
    entries are the lines that open with `- id: ` after the report's last fenced-block opener
    (the facts block closes the report)."""
    lines = report.splitlines(keepends=True)
    opener = max((i for i, line in enumerate(lines) if line.lstrip().startswith("```")
                  and line.strip() != "```"), default=-1)
    starts = [i for i, line in enumerate(lines) if i > opener and line.startswith(FACTS_ENTRY)]
    if opener < 0 or len(starts) < facts_left or facts_left < 1:
        return None
    cut = starts[-facts_left]
    return "".join(lines[:cut]), "".join(lines[cut:])


def report_prefix_records(selected: list[dict[str, Any]], facts_left: int
                          ) -> list[dict[str, Any]]:
    """Teacher prefixes that end partway through the final report, for GRPO from a teacher
    prefix (docs/training.md, "GRPO from a teacher prefix"): one per complete trajectory whose
    final report has a facts block of at least `facts_left` entries.

    `research` = the messages before the final report (task, tool calls, observations),
    `report_so_far` = the report up to its last `facts_left` facts entries, `teacher_ending` =
    what the teacher wrote after that; `info` names the task."""
    out = []
    for r in selected:
        messages = r["messages"]
        if not messages or messages[-1]["role"] != "assistant" or messages[-1]["tool_calls"]:
            continue  # not a complete trajectory: it never wrote its final report
        cut = cut_report(messages[-1]["content"], facts_left)
        if cut is None:
            continue
        out.append({"research": messages[:-1], "report_so_far": cut[0], "teacher_ending": cut[1],
                    "info": r["info"]})
    return out
