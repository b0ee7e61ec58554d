"""Reading a rollout from its transcript (SPEC §3): the report text, the tool calls with their
arguments, and the tool responses. Accepts the OpenAI nested tool-call shape and the flat shape
verifiers saves; anything else is skipped, never raised on."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from tearsheet_env.memo import memo
from tearsheet_env.tools.registry import _parse_content as parse_tool_content


@dataclass
class ToolCall:
    id: str
    name: str
    arguments: str
    args: dict[str, Any] | None  # None when the arguments are not a JSON object
    parsed_from_text: bool = False  # args is json.loads(arguments)


@dataclass
class Behaviour:
    calls: list[ToolCall] = field(default_factory=list)
    responses: list[dict[str, Any]] = field(default_factory=list)  # parsed tool results
    websearch_calls: int = 0
    fetch_calls: int = 0
    fetched_ok: int = 0
    unknown_tools: int = 0
    malformed_calls: int = 0
    refused: int = 0
    budget_exceeded: int = 0
    repeated_calls: int = 0
    assistant_turns: int = 0


def _text(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(p.get("text", "") for p in content
                       if isinstance(p, dict) and isinstance(p.get("text"), str))
    return ""


def _calls(message: dict[str, Any]) -> list[ToolCall]:
    out: list[ToolCall] = []
    raw = message.get("tool_calls")
    if not isinstance(raw, list):
        return out
    for call in raw:
        if isinstance(call, str):
            try:
                call = json.loads(call)
            except (ValueError, RecursionError):
                continue
        if not isinstance(call, dict):
            dump = getattr(call, "model_dump", None)
            call = dump() if callable(dump) else None
            if not isinstance(call, dict):
                continue
        fn = call.get("function") if isinstance(call.get("function"), dict) else call
        arguments = fn.get("arguments", "")
        parsed_from_text = False
        if isinstance(arguments, dict):
            args: dict[str, Any] | None = arguments
            arguments = json.dumps(arguments, sort_keys=True)
        else:
            parsed_from_text = True
            arguments = str(arguments or "")
            args = _args_of(arguments)
            args = dict(args) if args is not None else None
        out.append(ToolCall(str(call.get("id", "")), str(fn.get("name", "")), arguments, args,
                            parsed_from_text))
    return out


@memo("rollout", 8192)
def _args_of(arguments: str) -> dict[str, Any] | None:
    """The JSON object of a call's arguments string, or None (memoized: a group's rollouts
    repeat their calls; callers get a copy)."""
    try:
        parsed = json.loads(arguments) if arguments else {}
    except (ValueError, RecursionError):
        return None
    return parsed if isinstance(parsed, dict) else None


@memo("rollout", 8192)
def _canonical_of(arguments: str) -> str:
    """`json.dumps(args, sort_keys=True)` of an arguments string that parses to `args`."""
    return json.dumps(_args_of(arguments), sort_keys=True)


def messages_of(prompt: Any, completion: Any) -> list[dict[str, Any]]:
    msgs: list[dict[str, Any]] = []
    for part in (prompt, completion):
        if isinstance(part, list):
            msgs.extend(m for m in part if isinstance(m, dict))
        elif isinstance(part, str) and part is completion:
            msgs.append({"role": "assistant", "content": part})
    return msgs


def report_text(completion: Any) -> str:
    """The content of the last assistant message of the completion."""
    if isinstance(completion, str):
        return completion
    if isinstance(completion, list):
        for m in reversed(completion):
            if isinstance(m, dict) and m.get("role") == "assistant":
                return _text(m.get("content"))
    return ""


KNOWN_TOOLS = {"websearch", "fetch"}


def behaviour(messages: list[dict[str, Any]]) -> Behaviour:
    b = Behaviour()
    seen: dict[tuple[str, str], int] = {}
    for m in messages:
        role = m.get("role")
        if role == "assistant":
            b.assistant_turns += 1
            for call in _calls(m):
                b.calls.append(call)
                if call.name == "websearch":
                    b.websearch_calls += 1
                elif call.name == "fetch":
                    b.fetch_calls += 1
                else:
                    b.unknown_tools += 1
                if call.args is None:
                    b.malformed_calls += 1
                if call.args is None:
                    key = (call.name, call.arguments)
                elif call.parsed_from_text:
                    key = (call.name, _canonical_of(call.arguments))
                else:
                    key = (call.name, json.dumps(call.args, sort_keys=True))
                n = seen[key] = seen.get(key, 0) + 1
                if n > 1:
                    b.repeated_calls += 1
        elif role == "tool":
            # the registry rebuild decoded this content already (memoized there): read-only
            resp = parse_tool_content(m.get("content"))
            if resp is None:
                continue
            b.responses.append(resp)
            status = resp.get("status")
            if resp.get("ok") is True and status == "fetched":
                b.fetched_ok += 1
            elif status == "refused":
                b.refused += 1
            elif status == "budget_exceeded":
                b.budget_exceeded += 1
    if b.websearch_calls == 0 and not b.calls:
        # a transcript whose calls were not kept in either shape still shows its search results
        b.websearch_calls = sum(1 for r in b.responses if isinstance(r.get("results"), list))
    return b
