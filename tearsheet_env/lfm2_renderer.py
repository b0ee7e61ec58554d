"""An LFM2 renderer for prime-rl: LFM2's chat template in, LFM2's pythonic tool calls out.

prime-rl trains through the `renderers` package, which ships no LFM2 renderer, and whose default
renderer parses only qwen3 / glm / deepseek-v3 tool calls. LFM2 (LFM2, LFM2.5, LFM2-8B-A1B) writes
its calls as a Python list between two special tokens::

    <|tool_call_start|>[websearch(query="Quillon Dynamics funding", max_results=5)]<|tool_call_end|>

so without this renderer every LFM2 tool call would come back as plain text during RL and the
rollout would end after one turn. Load it from a prime-rl TOML (renderers >= 0.1.12)::

    [orchestrator.renderer]
    name = "custom"
    import_path = "tearsheet_env.lfm2_renderer.LFM2Renderer"

Rendering goes through the tokenizer's own chat template (the model's, byte for byte), as
renderers' `DefaultRenderer` does; this class only adapts messages to what LFM2's template reads
(`thinking` for reasoning, `arguments` as objects, `""` for a null content) and replaces the parser.
Arguments are read with `ast` (no `eval`): Python literals plus the JSON words `true`, `false`,
`null` that the template's `tojson` writes inside object-valued arguments. Every attempted call
is reported, malformed ones with a non-OK `ToolCallParseStatus` and the raw text, so a trainer
can mask them instead of reinforcing them.

Known limit of LFM2's template (not of this parser): it writes string arguments between double
quotes without escaping, so a string holding `"`, a backslash or a newline cannot round-trip.
"""

from __future__ import annotations

import ast
import json
from typing import Any, Literal

from renderers.base import (
    ParsedResponse,
    ParsedToolCall,
    ToolCallParseStatus,
    resolve_thinking_retention,
)
from renderers.configs import BaseRendererConfig
from renderers.default import DefaultRenderer

TOOL_CALL_START = "<|tool_call_start|>"
TOOL_CALL_END = "<|tool_call_end|>"

# bare names allowed as argument values: Python's constants and the JSON words tojson writes
_NAMED_VALUES = {"True": True, "False": False, "None": None,
                 "true": True, "false": False, "null": None}


class LFM2RendererConfig(BaseRendererConfig):
    """Fields next to `import_path` in `[orchestrator.renderer]`."""

    name: Literal["lfm2"] = "lfm2"
    keep_past_thinking: bool = False
    """LFM2's template kwarg: keep `<think>` blocks of earlier assistant turns (default: only
    the last assistant turn keeps its thinking, as the model was trained)."""

    _template_fields = frozenset({"keep_past_thinking"})


class MalformedCall(ValueError):
    """A tool-call block that is not a list of keyword-argument calls."""

    def __init__(self, status: ToolCallParseStatus, why: str):
        super().__init__(why)
        self.status = status


def _value(node: ast.AST) -> Any:
    if isinstance(node, ast.Constant) and (node.value is None
                                           or isinstance(node.value, str | int | float | bool)):
        return node.value
    if isinstance(node, ast.Name) and node.id in _NAMED_VALUES:
        return _NAMED_VALUES[node.id]
    if (isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub | ast.UAdd)
            and isinstance(node.operand, ast.Constant)
            and isinstance(node.operand.value, int | float)
            and not isinstance(node.operand.value, bool)):
        return -node.operand.value if isinstance(node.op, ast.USub) else node.operand.value
    if isinstance(node, ast.List | ast.Tuple):
        return [_value(item) for item in node.elts]
    if isinstance(node, ast.Dict):
        out = {}
        for key, item in zip(node.keys, node.values, strict=True):
            if not (isinstance(key, ast.Constant) and isinstance(key.value, str)):
                raise MalformedCall(ToolCallParseStatus.MALFORMED_STRUCTURE,
                                    "object keys must be strings")
            out[key.value] = _value(item)
        return out
    raise MalformedCall(ToolCallParseStatus.MALFORMED_STRUCTURE,
                        f"argument value is not a literal: {ast.dump(node)[:80]}")


def parse_pythonic_calls(text: str) -> list[tuple[str, dict[str, Any]]]:
    """`[f(a=1), g(b="x")]` (or one bare call) as [(name, arguments)]; raises MalformedCall."""
    try:
        tree = ast.parse(text.strip(), mode="eval").body
    except (SyntaxError, ValueError, RecursionError, MemoryError) as exc:
        raise MalformedCall(ToolCallParseStatus.MALFORMED_STRUCTURE,
                            f"not a Python call list: {exc}") from None
    calls = tree.elts if isinstance(tree, ast.List) else [tree]
    out = []
    for call in calls:
        if not isinstance(call, ast.Call):
            raise MalformedCall(ToolCallParseStatus.MALFORMED_STRUCTURE,
                                "a tool-call block holds calls, name(arg=value, ...)")
        if not isinstance(call.func, ast.Name):
            raise MalformedCall(ToolCallParseStatus.MISSING_NAME, "a call without a plain name")
        if call.args or any(k.arg is None for k in call.keywords):
            raise MalformedCall(ToolCallParseStatus.MALFORMED_STRUCTURE,
                                f"{call.func.id}: arguments must be passed by keyword")
        try:
            arguments = {k.arg: _value(k.value) for k in call.keywords}
        except RecursionError:
            raise MalformedCall(ToolCallParseStatus.MALFORMED_STRUCTURE,
                                "arguments nested too deeply") from None
        out.append((call.func.id, arguments))
    return out


class LFM2ToolParser:
    """renderers' ToolParser protocol for LFM2: token ids in, (content ids, calls) out."""

    def __init__(self, tokenizer: Any):
        self._tokenizer = tokenizer
        self._start = _token_id(tokenizer, TOOL_CALL_START)
        self._end = _token_id(tokenizer, TOOL_CALL_END)

    def extract(self, ids: list[int]) -> tuple[list[int], list[ParsedToolCall]]:
        if self._start is None or self._start not in ids:
            return ids, []
        content: list[int] = []
        calls: list[ParsedToolCall] = []
        i = 0
        while i < len(ids):
            if ids[i] != self._start:
                content.append(ids[i])
                i += 1
                continue
            end = _find(ids, self._end, i + 1)
            if end == -1:
                raw = self._decode(ids[i + 1:])
                calls.append(ParsedToolCall(raw=raw, token_span=(i, len(ids)),
                                            status=ToolCallParseStatus.UNCLOSED_BLOCK))
                break
            raw = self._decode(ids[i + 1:end])
            span = (i, end + 1)
            try:
                parsed = parse_pythonic_calls(raw)
            except MalformedCall as exc:
                calls.append(ParsedToolCall(raw=raw, token_span=span, status=exc.status))
            else:
                calls.extend(ParsedToolCall(raw=raw, name=name, arguments=arguments,
                                            token_span=span) for name, arguments in parsed)
            i = end + 1
        return content, calls

    def _decode(self, ids: list[int]) -> str:
        return self._tokenizer.decode(ids, skip_special_tokens=False) if ids else ""


class LFM2Renderer(DefaultRenderer):
    """renderers' DefaultRenderer over LFM2's chat template, with LFM2's tool-call parser."""

    config_class = LFM2RendererConfig

    def __init__(self, tokenizer: Any, config: LFM2RendererConfig | None = None):
        cfg = config or LFM2RendererConfig()
        if cfg.thinking_retention is not None:
            # the template decides which turns keep thinking (keep_past_thinking), so renders
            # stay template-faithful and bridging re-renders, as for any template renderer
            raise ValueError("LFM2Renderer: set keep_past_thinking instead of thinking_retention")
        self.effective_thinking_retention = resolve_thinking_retention(cfg, "template")
        self._tokenizer = tokenizer
        self.config = cfg
        self._tool_parser = LFM2ToolParser(tokenizer)
        self._reasoning_parser = None

    def _apply(self, messages, *, tools=None, add_generation_prompt=False) -> list[int]:
        kwargs: dict[str, Any] = {"add_generation_prompt": add_generation_prompt,
                                  "tokenize": True, "return_dict": False,
                                  "keep_past_thinking": self.config.keep_past_thinking}
        if tools is not None:
            kwargs["tools"] = tools
        return list(self._tokenizer.apply_chat_template(
            [lfm2_message(m) for m in messages], **kwargs))

    def parse_response(self, token_ids: list[int], *, tools=None,
                       prompt_ids: list[int] | None = None) -> ParsedResponse:
        parsed = super().parse_response(token_ids, tools=tools, prompt_ids=prompt_ids)
        if tools:
            known = {tool_name(t) for t in tools}
            for call in parsed.tool_calls:
                if call.status == ToolCallParseStatus.OK and call.name not in known:
                    call.status = ToolCallParseStatus.UNKNOWN_TOOL
        return parsed


def lfm2_message(message: Any) -> dict[str, Any]:
    """A chat message as LFM2's template reads it: reasoning under `thinking`, tool-call
    arguments as objects (the template iterates `arguments.items()`), and `""` for a null
    content (the template iterates a non-string content, and ends the turn only after one)."""
    m = dict(message) if isinstance(message, dict) else message.model_dump()
    if m.get("content") is None:
        m["content"] = ""
    reasoning = m.pop("reasoning_content", None)
    if reasoning and "thinking" not in m:
        m["thinking"] = reasoning
    if m.get("tool_calls"):
        m["tool_calls"] = [_with_object_arguments(tc) for tc in m["tool_calls"]]
    else:
        m.pop("tool_calls", None)
    return m


def _with_object_arguments(tool_call: Any) -> dict[str, Any]:
    tc = dict(tool_call)
    fn = dict(tc.get("function") or {"name": tc.get("name"), "arguments": tc.get("arguments")})
    args = fn.get("arguments")
    if isinstance(args, str):
        try:
            args = json.loads(args) if args.strip() else {}
        except ValueError:
            args = {}
    fn["arguments"] = args if isinstance(args, dict) else {}
    tc["function"] = fn
    return tc


def tool_name(tool: Any) -> str | None:
    fn = tool.get("function", tool) if isinstance(tool, dict) else None
    return fn.get("name") if isinstance(fn, dict) else None


def _token_id(tokenizer: Any, token: str) -> int | None:
    tid = tokenizer.convert_tokens_to_ids(token)
    return None if tid is None or tid == getattr(tokenizer, "unk_token_id", None) else tid


def _find(ids: list[int], target: int | None, start: int) -> int:
    if target is None:
        return -1
    try:
        return ids.index(target, start)
    except ValueError:
        return -1
