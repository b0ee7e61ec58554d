"""What a scripted policy sees and returns.

A policy is a pure function of the conversation: `respond(conversation) -> Turn`. It reads the
company from the user prompt and the sources from the JSON tool results it received — nothing
else about the rollout — so any OpenAI-compatible client (vf-eval, pi, a trainer's eval loop)
can drive it, and two rollouts of the same prompt get the same answers.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from tearsheet_env.dataset import parse_task_prompt


@dataclass(frozen=True)
class ToolCallOut:
    """One tool call a policy makes. `arguments` is the raw JSON string the client receives —
    fault policies put invalid JSON here on purpose."""

    name: str
    arguments: str

    @classmethod
    def of(cls, name: str, **args: Any) -> ToolCallOut:
        return cls(name=name, arguments=json.dumps(args))


@dataclass(frozen=True)
class Turn:
    content: str | None = None
    tool_calls: tuple[ToolCallOut, ...] = ()


@dataclass
class ToolResult:
    """A tool call the policy made earlier and the JSON the environment answered with."""

    name: str
    args: dict[str, Any]
    response: dict[str, Any]  # {} when the tool message was not a JSON object


@dataclass
class Conversation:
    company: str | None
    website: str | None
    assistant_turns: int
    results: list[ToolResult] = field(default_factory=list)
    messages: list[dict[str, Any]] = field(default_factory=list)

    def calls(self, name: str) -> list[ToolResult]:
        return [r for r in self.results if r.name == name]

    def searched(self) -> set[str]:
        return {str(r.args.get("query", "")) for r in self.calls("websearch")}

    def fetched(self) -> set[tuple[str, int]]:
        out = set()
        for r in self.calls("fetch"):
            try:
                offset = int(r.args.get("offset", 0) or 0)
            except (TypeError, ValueError):
                offset = 0
            out.add((str(r.args.get("url", "")), offset))
        return out


def _text(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):  # content parts
        return "".join(
            str(p.get("text", "")) for p in content if isinstance(p, dict) and "text" in p
        )
    return ""


def _tool_calls(message: dict[str, Any]) -> list[tuple[str, str, str]]:
    """(id, name, arguments) of an assistant message's tool calls, in either the OpenAI nested
    shape or the flat shape verifiers saves."""
    out = []
    for call in message.get("tool_calls") or []:
        if isinstance(call, str):
            try:
                call = json.loads(call)
            except json.JSONDecodeError:
                continue
        if not isinstance(call, dict):
            continue
        fn = call.get("function") if isinstance(call.get("function"), dict) else call
        out.append((str(call.get("id", "")), str(fn.get("name", "")), str(fn.get("arguments", ""))))
    return out


def read_conversation(messages: list[dict[str, Any]]) -> Conversation:
    """Total: any message list in, a Conversation out."""
    company = website = None
    pending: dict[str, tuple[str, dict[str, Any]]] = {}
    results: list[ToolResult] = []
    assistant_turns = 0
    for message in messages:
        if not isinstance(message, dict):
            continue
        role = message.get("role")
        if role == "user" and company is None:
            parsed = parse_task_prompt(_text(message.get("content")))
            if parsed is not None:
                company, website = parsed
        elif role == "assistant":
            assistant_turns += 1
            for call_id, name, arguments in _tool_calls(message):
                try:
                    args = json.loads(arguments)
                except json.JSONDecodeError:
                    args = {}
                pending[call_id] = (name, args if isinstance(args, dict) else {})
        elif role == "tool":
            name, args = pending.pop(str(message.get("tool_call_id", "")), ("", {}))
            try:
                response = json.loads(_text(message.get("content")))
            except json.JSONDecodeError:
                response = {}
            results.append(ToolResult(name, args, response if isinstance(response, dict) else {}))
    return Conversation(company, website, assistant_turns, results, list(messages))


@dataclass(frozen=True)
class Policy:
    """A named scripted policy. `modes` are the failure-mode ids it is built to trigger (empty
    for the oracle and for faults, which test robustness rather than the rubric)."""

    name: str
    description: str
    respond: Callable[[Conversation], Turn]
    modes: tuple[str, ...] = ()
    family: str = "redteam"

    @property
    def researches_world(self) -> bool:
        """Whether it answers from a closed world (the oracle, the red team and the regex
        baseline do; the fault policies make malformed turns without one), so a task of
        another world is an error."""
        return self.family in ("oracle", "redteam", "baseline")
