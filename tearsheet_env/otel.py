"""OpenTelemetry GenAI export of a run (pi or verifiers), as W&B Weave's agent endpoint reads it
(SPEC §2): one `invoke_agent` root span per run, one `chat` span per model call and one
`execute_tool` span per tool call, with `gen_ai.conversation.id`, `gen_ai.request.model`,
token usage and `gen_ai.tool.name` (the OTel GenAI semantic conventions).

Where spans go: the OTLP/HTTP protobuf exporter when `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT` (or
the generic `OTEL_EXPORTER_OTLP_ENDPOINT`, to which the SDK appends `/v1/traces`) is set —
headers from `OTEL_EXPORTER_OTLP_HEADERS` / `…_TRACES_HEADERS`, resource attributes from
`OTEL_RESOURCE_ATTRIBUTES` / `OTEL_SERVICE_NAME`, all read by the SDK itself; otherwise one JSON
span a line appended to a local file (`TEARSHEET_OTEL_JSONL`, default `<cache>/traces/spans.jsonl`).

Message content (prompts, reports, tool arguments and results) is recorded only when
`OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT=true`. Secrets never reach a span: spans
carry no environment and no headers, and every string attribute is scrubbed of the values of
environment variables whose names say they hold a secret (…KEY, …TOKEN, …SECRET, …PASSWORD).

Needs the `[service]` extra (opentelemetry-sdk, opentelemetry-exporter-otlp-proto-http); without
it `export_run` returns None.
"""

from __future__ import annotations

import json
import os
import re
import threading
import uuid
from collections.abc import Sequence
from pathlib import Path
from typing import Any

CAPTURE_VAR = "OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT"
AGENT_NAME = "tearsheet-researcher"
_SECRET_NAME = re.compile(r"(KEY|TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL)S?$|HEADERS$", re.I)
_write_lock = threading.Lock()


def capture_content() -> bool:
    return os.environ.get(CAPTURE_VAR, "").strip().lower() == "true"


def secret_values() -> list[str]:
    """Values of secret-named environment variables (long enough to be worth scrubbing), plus
    each `key=value` value of the OTLP header variables (e.g. wandb-api-key=…)."""
    values = []
    for name, value in os.environ.items():
        if not _SECRET_NAME.search(name) or not value:
            continue
        if name.endswith("HEADERS"):
            values += [part.split("=", 1)[1].strip() for part in value.split(",")
                       if "=" in part]
        else:
            values.append(value)
    return sorted({v for v in values if len(v) >= 6}, key=len, reverse=True)


def scrub(text: str, secrets: Sequence[str]) -> str:
    for secret in secrets:
        if secret in text:
            text = text.replace(secret, "[redacted]")
    return text


def local_spans_path() -> Path:
    env = os.environ.get("TEARSHEET_OTEL_JSONL")
    if env:
        return Path(env)
    import platformdirs

    base = os.environ.get("TEARSHEET_ENV_CACHE") or platformdirs.user_cache_dir("tearsheet-env")
    return Path(base) / "traces" / "spans.jsonl"


def _endpoint_set() -> bool:
    return bool(os.environ.get("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT")
                or os.environ.get("OTEL_EXPORTER_OTLP_ENDPOINT"))


def _exporter() -> Any:
    if _endpoint_set():
        from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter

        return OTLPSpanExporter()  # endpoint, headers, timeout from the OTEL_* variables
    from opentelemetry.sdk.trace.export import SpanExporter, SpanExportResult

    class JsonlSpanExporter(SpanExporter):
        def __init__(self, path: Path):
            self.path = path

        def export(self, spans: Sequence[Any]) -> Any:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            lines = "".join(json.dumps(json.loads(s.to_json())) + "\n" for s in spans)
            with _write_lock, self.path.open("a", encoding="utf-8") as f:
                f.write(lines)
            return SpanExportResult.SUCCESS

    return JsonlSpanExporter(local_spans_path())


def _ns(seconds: float) -> int:
    return int(seconds * 1e9)


def _tool_calls_of(message: dict[str, Any]) -> list[tuple[str, str, dict[str, Any]]]:
    """(id, name, arguments) of an assistant message's calls, in the OpenAI nested shape, the
    flat shape, or the JSON strings vf-eval saves."""
    out = []
    for call in message.get("tool_calls") or []:
        if isinstance(call, str):
            try:
                call = json.loads(call)
            except ValueError:
                continue
        if not isinstance(call, dict):
            continue
        fn = call.get("function") if isinstance(call.get("function"), dict) else call
        raw = fn.get("arguments")
        try:
            args = json.loads(raw) if isinstance(raw, str) else raw
        except ValueError:
            args = {}
        out.append((str(call.get("id", "")), str(fn.get("name", "")),
                    args if isinstance(args, dict) else {}))
    return out


def _span_times(timing: Any, kind: str) -> list[tuple[float, float]]:
    spans = ((timing.get(kind) or {}).get("spans") or []) if isinstance(timing, dict) else []
    return [(float(s["start"]), float(s["end"])) for s in spans
            if isinstance(s, dict) and "start" in s and "end" in s]


def _calls_from_row(row: dict[str, Any], model: str, start: float) -> tuple[list[Any], list[Any]]:
    """Model and tool calls read off a saved row: the transcript, with vf-eval's `timing`
    spans where the row has them (model spans per turn, env spans per tool batch); without
    timings, spans are laid end to end, 1 ms each, from `start`."""
    from tearsheet_env.pi.events import ModelCall, ToolCallEvent

    timing = row.get("timing")
    model_times, env_times = _span_times(timing, "model"), _span_times(timing, "env")
    models, tools = [], []
    t, turn = start, 0
    for message in row.get("completion") or []:
        if not isinstance(message, dict) or message.get("role") != "assistant":
            continue
        begin, end = model_times[turn] if turn < len(model_times) else (t, t + 0.001)
        turn += 1
        models.append(ModelCall(turn=turn, model=model, started_at=begin, ended_at=end))
        calls = _tool_calls_of(message)
        batch = env_times[turn - 1] if turn - 1 < len(env_times) else (end, end + 0.001 *
                                                                        len(calls))
        step = (batch[1] - batch[0]) / max(1, len(calls))
        for i, (call_id, name, args) in enumerate(calls):
            tools.append(ToolCallEvent(turn=turn, call_id=call_id, name=name, arguments=args,
                                       ok=True, started_at=batch[0] + i * step,
                                       ended_at=batch[0] + (i + 1) * step))
        t = max(end, batch[1])
    return models, tools


def _tool_results(row: dict[str, Any]) -> dict[str, str]:
    return {str(m.get("tool_call_id")): str(m.get("content") or "")
            for m in row.get("completion") or []
            if isinstance(m, dict) and m.get("role") == "tool"}


def export_run(row: dict[str, Any], model_calls: Sequence[Any] = (),
               tool_calls: Sequence[Any] = (), provider: str = "openai",
               started: float | None = None, ended: float | None = None) -> str | None:
    """Export one run's spans; returns the trace id (32 hex digits), or None without the SDK.
    `model_calls`/`tool_calls` are the run's `ModelCall`/`ToolCallEvent`s; when empty they are
    read off the transcript (a verifiers row)."""
    try:
        from opentelemetry import trace
        from opentelemetry.sdk.resources import Resource
        from opentelemetry.sdk.trace import TracerProvider
        from opentelemetry.sdk.trace.export import SimpleSpanProcessor
    except ImportError:
        return None
    import time

    info = row.get("info") if isinstance(row.get("info"), dict) else {}
    pi = info.get("pi") if isinstance(info.get("pi"), dict) else {}
    model = str(pi.get("model") or row.get("model") or "unknown")
    # a pi run's id; for a saved row, a stable id of its transcript (the same row exports to
    # the same conversation)
    conversation = str(pi.get("run_id") or uuid.uuid5(uuid.NAMESPACE_URL, json.dumps(
        [info.get("company_id"), row.get("example_id"), row.get("completion")], default=str)))
    timing = row.get("timing") if isinstance(row.get("timing"), dict) else {}
    if started is None and isinstance(timing.get("start_time"), int | float):
        started = float(timing["start_time"])
        if ended is None and isinstance(timing.get("total"), int | float):
            ended = started + float(timing["total"])
    started = started if started is not None else time.time()
    if not model_calls:
        model_calls, tool_calls = _calls_from_row(row, model, started)
    ended = ended if ended is not None else max(
        [started + 0.001] + [c.ended_at for c in [*model_calls, *tool_calls]])
    secrets = secret_values()
    capture = capture_content()
    results = _tool_results(row) if capture else {}

    def attrs(values: dict[str, Any]) -> dict[str, Any]:
        return {k: scrub(v, secrets) if isinstance(v, str) else v
                for k, v in values.items() if v is not None}

    provider_obj = TracerProvider(resource=Resource.create({"service.name": os.environ.get(
        "OTEL_SERVICE_NAME", "tearsheet-env")}))
    provider_obj.add_span_processor(SimpleSpanProcessor(_exporter()))
    tracer = provider_obj.get_tracer("tearsheet_env.otel")
    explanation = info.get("tearsheet_explanation") or {}
    usage = row.get("token_usage") if isinstance(row.get("token_usage"), dict) else {}
    common = {"gen_ai.conversation.id": conversation, "gen_ai.provider.name": provider,
              "gen_ai.system": provider}
    root = tracer.start_span(f"invoke_agent {AGENT_NAME}", start_time=_ns(started),
                             kind=trace.SpanKind.INTERNAL, attributes=attrs({
        **common, "gen_ai.operation.name": "invoke_agent", "gen_ai.agent.name": AGENT_NAME,
        "gen_ai.request.model": model,
        "gen_ai.usage.input_tokens": sum(c.input_tokens for c in model_calls)
        or int(usage.get("input_tokens") or 0),
        "gen_ai.usage.output_tokens": sum(c.output_tokens for c in model_calls)
        or int(usage.get("output_tokens") or 0),
        "tearsheet.company": str(info.get("name", "")),
        "tearsheet.reward": float(row.get("reward") or 0.0),
        "tearsheet.gate": float((explanation.get("gate") or {}).get("value") or 0.0)
        if isinstance(explanation, dict) else None,
        "gen_ai.input.messages": json.dumps(row.get("prompt"), default=str) if capture else None,
        "gen_ai.output.messages": json.dumps(row.get("completion")[-1:], default=str)
        if capture and row.get("completion") else None,
    }))
    parent = trace.set_span_in_context(root)
    for call in model_calls:
        span = tracer.start_span(f"chat {call.model}", context=parent,
                                 start_time=_ns(call.started_at), kind=trace.SpanKind.CLIENT,
                                 attributes=attrs({
            **common, "gen_ai.operation.name": "chat", "gen_ai.request.model": model,
            "gen_ai.response.model": call.model,
            "gen_ai.usage.input_tokens": call.input_tokens,
            "gen_ai.usage.output_tokens": call.output_tokens,
            "gen_ai.usage.reasoning_tokens": call.reasoning_tokens,
            "gen_ai.response.finish_reasons": [call.stop_reason] if call.stop_reason else None,
            "tearsheet.turn": call.turn, "tearsheet.cost_usd": call.cost_usd,
            "error.type": "provider_error" if call.error else None,
        }))
        span.end(end_time=_ns(call.ended_at))
    for call in tool_calls:
        span = tracer.start_span(f"execute_tool {call.name}", context=parent,
                                 start_time=_ns(call.started_at), kind=trace.SpanKind.INTERNAL,
                                 attributes=attrs({
            **common, "gen_ai.operation.name": "execute_tool", "gen_ai.tool.name": call.name,
            "gen_ai.tool.call.id": call.call_id, "gen_ai.tool.type": "function",
            "tearsheet.turn": call.turn, "tearsheet.tool.blocked": call.blocked,
            "tearsheet.tool.ok": call.ok,
            "error.type": ("blocked" if call.blocked else "tool_error") if not call.ok else None,
            "gen_ai.tool.call.arguments": json.dumps(call.arguments) if capture else None,
            "gen_ai.tool.call.result": results.get(call.call_id) if capture else None,
        }))
        span.end(end_time=_ns(call.ended_at))
    root.end(end_time=_ns(ended))
    trace_id = f"{root.get_span_context().trace_id:032x}"
    provider_obj.force_flush()
    provider_obj.shutdown()
    return trace_id
