"""pi's transcript (its `get_messages` AgentMessages, docs/message-types.md) → the environment's
rollout format (SPEC §3): the prompt as the environment sends it (system prompt + task prompt),
then assistant messages with OpenAI-shaped `tool_calls` and `tool` messages whose content is the
tool's text unchanged. So a pi run is scored by the same rubric, re-scored by
`tearsheet-env score`, and read as teacher data like any vf-eval row.

Thinking blocks go to the assistant message's `reasoning_content` (as vLLM and verifiers name
it); they are not part of the report. Messages of other roles (pi's bash executions, custom
messages) have no counterpart in the environment and are left out.
"""

from __future__ import annotations

import json
from typing import Any


def _text(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(str(b.get("text", "")) for b in content
                       if isinstance(b, dict) and b.get("type") == "text")
    return ""


def assistant_message(message: dict[str, Any]) -> dict[str, Any]:
    blocks = [b for b in message.get("content") or [] if isinstance(b, dict)]
    out: dict[str, Any] = {
        "role": "assistant",
        "content": "".join(str(b.get("text", "")) for b in blocks if b.get("type") == "text"),
    }
    thinking = "".join(str(b.get("thinking", "")) for b in blocks if b.get("type") == "thinking")
    if thinking:
        out["reasoning_content"] = thinking
    calls = [
        {"id": str(b.get("id", "")), "type": "function",
         "function": {"name": str(b.get("name", "")),
                      "arguments": json.dumps(b.get("arguments") if b.get("arguments")
                                              is not None else {})}}
        for b in blocks if b.get("type") == "toolCall"
    ]
    if calls:
        out["tool_calls"] = calls
    return out


def completion_of(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The rollout's completion: every assistant and tool message after the task prompt."""
    completion: list[dict[str, Any]] = []
    for message in messages:
        if not isinstance(message, dict):
            continue
        role = message.get("role")
        if role == "assistant":
            completion.append(assistant_message(message))
        elif role == "toolResult":
            completion.append({"role": "tool", "tool_call_id": str(message.get("toolCallId", "")),
                               "content": _text(message.get("content"))})
    return completion


def final_report(completion: list[dict[str, Any]]) -> str:
    for message in reversed(completion):
        if message.get("role") == "assistant" and message.get("content"):
            return str(message["content"])
    return ""


def rollout_row(messages: list[dict[str, Any]], system_prompt: str, task: dict[str, Any],
                example_id: int, model: str, extra_info: dict[str, Any] | None = None
                ) -> dict[str, Any]:
    """A results.jsonl row in vf-eval's format (prompt, completion, info, …) before scoring."""
    user = task["prompt"][-1]["content"]
    return {
        "example_id": example_id,
        "prompt": [{"role": "system", "content": system_prompt},
                   {"role": "user", "content": user}],
        "completion": completion_of(messages),
        "task": "tearsheet-env",
        "info": {**task["info"], **(extra_info or {})},
        "answer": "",
        "model": model,
    }
