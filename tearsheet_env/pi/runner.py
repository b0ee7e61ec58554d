"""The pi run manager: one research run of a company by pi, as an async stream of typed events.

`run_research_stream(request)` renders the run's pi configuration (config.py), starts
`pi --mode rpc` (PI_OFFLINE=1 always) with the websearch/fetch extension and the tool guard,
checks the guard is loaded, sends the task prompt the environment would send, turns pi's events
into `events.py` events while it works, then converts pi's transcript to a rollout row
(transcript.py), scores it with the environment's rubric (`tearsheet_env.scoring`), audits the
ten sections, saves the row in vf-eval's format (results.jsonl + metadata.json, so
`tearsheet-env score` re-scores it) and exports the run's GenAI spans (`tearsheet_env.otel`).
`run_research(request)` runs it to the end and returns the result.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import shutil
import sys
import tempfile
import time
import uuid
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from tearsheet_env.pi import config as cfg
from tearsheet_env.pi.events import (
    Audit,
    ModelCall,
    ReasoningTokens,
    RunEvent,
    RunFailed,
    RunFinished,
    RunStarted,
    ToolCallEvent,
    TurnStarted,
)
from tearsheet_env.pi.install import pi_command
from tearsheet_env.pi.rpc import PiRpcClient, PiRpcError

logger = logging.getLogger(__name__)

GUARD_COMMAND = "tearsheet-guard"
GUARD_PREFIX = "blocked by the tearsheet-env tool guard"
REASONING_EVERY_CHARS = 400  # how often a streaming turn reports its reasoning tokens
WITHHELD_FROM_PI = frozenset({"TEARSHEET_SERVICE_API_KEY", "OTEL_EXPORTER_OTLP_HEADERS",
                              "OTEL_EXPORTER_OTLP_TRACES_HEADERS"})


class ResearchRequest(BaseModel):
    """One pi research run. `env_args` are the environment's own arguments (`EnvArgs`: world,
    budgets, judge, replay), so a pi run and a verifiers run of the same arguments match."""

    model_config = ConfigDict(extra="forbid")

    company: str = Field(min_length=1, max_length=200)
    website: str | None = Field(None, max_length=500)
    provider: str = Field(default_factory=cfg.default_provider)
    model: str | None = Field(None, max_length=200)
    part: str | None = Field(None, max_length=100)
    thinking: str | None = None
    env_args: dict[str, Any] = Field(default_factory=dict)
    policy_base_url: str | None = None  # the tearsheet-policy provider's server (else started)
    out_dir: str | None = None
    timeout_s: float = Field(600.0, gt=0, le=7200)


class ResearchResult(BaseModel):
    run_id: str
    reward: float
    explanation: dict[str, Any]
    audit: Audit
    row: dict[str, Any]
    results_path: str | None
    trace_id: str | None
    model_calls: list[ModelCall]
    tool_calls: list[ToolCallEvent]
    seconds: float


class RunError(RuntimeError):
    """A run that could not produce a transcript (bad company, pi missing, provider down)."""


def _tool_server_argv(args: Any) -> list[str]:
    from tearsheet_env.world.build import cache_path

    argv = [sys.executable, "-m", "tearsheet_env.cli.main", "tool", "serve", "--stdio",
            "--max-calls", str(args.max_tool_calls), "--max-bytes", str(args.max_fetch_bytes),
            "--backend", args.backend]
    if args.backend == "world" and (args.seed, args.companies) != (0, 400):
        argv += ["--world", str(cache_path(args.seed, args.companies))]
    if args.replay != "off":
        argv += ["--cache", str(Path(str(args.replay_path)).expanduser()),
                 "--cache-mode", args.replay]
    return argv


def _pi_env(request: ResearchRequest, args: Any, folder: cfg.RunFolder,
            specs: list[dict[str, Any]]) -> dict[str, str]:
    from tearsheet_env.world.build import cache_root

    # pi needs the provider keys; it never needs the service's key or the trace exporter's
    # headers, so they are not passed on
    env = {k: v for k, v in os.environ.items() if k not in WITHHELD_FROM_PI}
    protected = [str(folder.agent_dir), str(cfg.extension_paths()[0].parent),
                 str(cfg.runtime_dir() / "models.json"), str(cache_root().parent)]
    if args.replay != "off":
        protected.append(str(Path(str(args.replay_path)).expanduser()))
    env.update({
        "PI_OFFLINE": "1",  # always: pi itself makes no network call (catalog, version, …)
        "PI_SKIP_VERSION_CHECK": "1",
        "PI_TELEMETRY": "0",
        "PI_CODING_AGENT_DIR": str(folder.agent_dir),
        "TEARSHEET_TOOL_COMMAND": json.dumps(_tool_server_argv(args)),
        "TEARSHEET_TOOL_SPECS": json.dumps(specs),
        "TEARSHEET_ALLOWED_TOOLS": json.dumps(list(cfg.ALLOWED_TOOLS)),
        "TEARSHEET_PROTECTED_PATHS": json.dumps(protected),
        "TEARSHEET_READ_ROOTS": json.dumps([str(cfg.runtime_dir()), str(folder.work_dir)]),
        "TEARSHEET_MAX_TOOL_CALLS": str(args.max_tool_calls),
    })
    if request.provider == "hf-vllm" and not env.get("HF_TOKEN"):
        env["HF_TOKEN"] = "none"  # vLLM without --api-key accepts any key
    return env


def _pi_argv(folder: cfg.RunFolder, provider: str, model: str, thinking: str | None) -> list[str]:
    argv = [*pi_command(), "--mode", "rpc", "--no-session", "--offline",
            "--no-extensions", "--no-mcp", "--no-context-files", "--no-prompt-templates",
            "--no-themes", "--no-skills", "--skill", str(cfg.skill_path()),
            "--append-system-prompt", str(folder.system_prompt_file),
            "--provider", provider, "--model", model]
    for path in cfg.extension_paths():
        argv += ["--extension", str(path)]
    if thinking:
        argv += ["--thinking", thinking]
    return argv


def _usage(message: dict[str, Any]) -> dict[str, Any]:
    usage = message.get("usage")
    return usage if isinstance(usage, dict) else {}


def _tool_text(result: Any) -> str:
    from tearsheet_env.pi.transcript import _text

    return _text(result.get("content")) if isinstance(result, dict) else ""


class _Run:
    """State of one run while pi's events stream in."""

    def __init__(self) -> None:
        self.turn = 0
        self.reasoning_chars = 0
        self.reported_chars = 0
        self.message_started = time.time()
        self.tool_started: dict[str, tuple[float, dict[str, Any]]] = {}
        self.model_calls: list[ModelCall] = []
        self.tool_calls: list[ToolCallEvent] = []
        self.extension_errors: list[str] = []

    def on_event(self, event: dict[str, Any], model: str) -> RunEvent | None:
        kind = event.get("type")
        if kind == "turn_start":
            self.turn += 1
            return TurnStarted(turn=self.turn)
        if kind == "message_start" and (event.get("message") or {}).get("role") == "assistant":
            self.message_started, self.reasoning_chars, self.reported_chars = time.time(), 0, 0
            return None
        if kind == "message_update":
            update = event.get("assistantMessageEvent") or {}
            if update.get("type") == "thinking_delta":
                self.reasoning_chars += len(str(update.get("delta", "")))
                if self.reasoning_chars - self.reported_chars >= REASONING_EVERY_CHARS:
                    self.reported_chars = self.reasoning_chars
                    return ReasoningTokens(turn=self.turn, tokens=self.reasoning_chars // 4)
            return None
        if kind == "message_end":
            message = event.get("message") or {}
            if message.get("role") != "assistant":
                return None
            usage = _usage(message)
            cost = usage.get("cost") if isinstance(usage.get("cost"), dict) else {}
            call = ModelCall(
                turn=self.turn, model=str(message.get("responseModel") or message.get("model")
                                          or model),
                input_tokens=int(usage.get("input") or 0) + int(usage.get("cacheRead") or 0),
                output_tokens=int(usage.get("output") or 0),
                reasoning_tokens=int(usage.get("reasoning") or self.reasoning_chars // 4),
                cost_usd=float(cost.get("total") or 0.0),
                stop_reason=str(message.get("stopReason") or ""),
                error=message.get("errorMessage") or None,
                started_at=self.message_started, ended_at=time.time())
            self.model_calls.append(call)
            return call
        if kind == "tool_execution_start":
            args = event.get("args") if isinstance(event.get("args"), dict) else {}
            self.tool_started[str(event.get("toolCallId"))] = (time.time(), args)
            return None
        if kind == "tool_execution_end":
            call_id = str(event.get("toolCallId"))
            started, args = self.tool_started.pop(call_id, (time.time(), {}))
            text = _tool_text(event.get("result"))
            parsed: Any = None
            with contextlib.suppress(ValueError, TypeError):
                parsed = json.loads(text)
            parsed = parsed if isinstance(parsed, dict) else {}
            error = parsed.get("error") if isinstance(parsed.get("error"), str) else None
            blocked = bool(error and error.startswith(GUARD_PREFIX))
            source_id = parsed.get("source_id") if isinstance(parsed.get("source_id"), int) \
                else None
            ok = not event.get("isError") and parsed.get("ok") is not False
            call = ToolCallEvent(
                turn=self.turn, call_id=call_id, name=str(event.get("toolName", "")),
                arguments=args, ok=ok, blocked=blocked,
                reason=(error or text)[:500] if not ok else None,
                source_id=source_id, started_at=started, ended_at=time.time())
            self.tool_calls.append(call)
            return call
        if kind == "extension_error":
            self.extension_errors.append(f"{event.get('extensionPath')}: {event.get('error')}")
        return None


def _prompt(task: dict[str, Any], part: str | None) -> str:
    text = task["prompt"][-1]["content"]
    if part:
        text += (f"\n\nThis run is about one part of the tearsheet: give the {part} section "
                 f"your closest attention (the report still has all ten sections).")
    return text


async def run_research_stream(request: ResearchRequest, run_id: str | None = None,
                              result_box: list[ResearchResult] | None = None
                              ) -> AsyncIterator[RunEvent]:
    """Events of one run; the last is `RunFinished` (`reward`) or `RunFailed` (`error`). When
    `result_box` is given, the full `ResearchResult` is appended to it before the last event."""
    run_id = run_id or uuid.uuid4().hex[:16]
    started = time.time()
    try:
        async for event in _run(request, run_id, started, result_box):
            yield event
    except (RunError, PiRpcError, OSError, ValueError) as exc:
        yield RunFailed(run_id=run_id, error=str(exc))


async def _run(request: ResearchRequest, run_id: str, started: float,
               result_box: list[ResearchResult] | None) -> AsyncIterator[RunEvent]:
    from tearsheet_env.dataset import find_task
    from tearsheet_env.env import load_world_for, parse_env_args, system_prompt
    from tearsheet_env.pi.audit import audit_report
    from tearsheet_env.pi.install import PiNotInstalled
    from tearsheet_env.pi.transcript import final_report, rollout_row

    if request.provider not in cfg.PROVIDERS:
        raise RunError(f"unknown provider {request.provider!r}; providers: "
                       f"{', '.join(cfg.PROVIDERS)}")
    key_var = cfg.PROVIDER_KEY_VARS.get(request.provider)
    if request.provider == "perplexity-agent" and not os.environ.get(str(key_var)):
        raise RunError(f"provider perplexity-agent needs the environment variable {key_var}")
    try:
        args = parse_env_args(request.env_args)
    except ValueError as exc:
        raise RunError(str(exc).removeprefix("tearsheet-env: ")) from None
    # the world and the tool schemas (verifiers' import is slow) load side by side
    world, specs = await asyncio.gather(
        asyncio.to_thread(load_world_for, args.seed, args.companies),
        asyncio.to_thread(cfg.tool_specs))
    task, example_id = find_task(world, request.company, request.website)
    try:
        pi_command()
    except PiNotInstalled as exc:
        raise RunError(str(exc)) from None

    if request.provider == "tearsheet-policy" and request.model is not None:
        from tearsheet_env.policies import POLICIES

        if request.model not in POLICIES:
            raise RunError(f"unknown policy {request.model!r} for provider tearsheet-policy; "
                           f"`tearsheet-env serve-policy --list` lists them")
    server = None
    policy_url = request.policy_base_url
    if request.provider == "tearsheet-policy" and policy_url is None:
        from tearsheet_env.policies.server import PolicyServer

        server = PolicyServer(request.model or "oracle", seed=args.seed,
                              companies=args.companies)
        await asyncio.to_thread(server.start)
        policy_url = server.base_url
    environ = dict(os.environ)
    if policy_url:
        environ["TEARSHEET_POLICY_BASE_URL"] = policy_url
    if request.model:
        environ[{"tearsheet-policy": "TEARSHEET_POLICY_MODEL_ID",
                 "hf-vllm": "TEARSHEET_HF_MODEL_ID",
                 "perplexity-agent": "TEARSHEET_AGENT_MODEL_ID"}[request.provider]] = request.model
    models = cfg.render_models_json(environ)
    model = request.model or cfg.default_model(request.provider, models)
    yield RunStarted(run_id=run_id, company=task["info"]["name"],
                     website=task["info"]["website"], provider=request.provider, model=model)

    root = Path(tempfile.mkdtemp(prefix=f"tearsheet-pi-{run_id}-"))
    folder = cfg.RunFolder(root)
    prompt_text = system_prompt()
    folder.write(models, prompt_text)
    state = _Run()
    client = PiRpcClient(_pi_argv(folder, request.provider, model, request.thinking),
                         _pi_env(request, args, folder, specs), str(folder.work_dir))
    try:
        await client.start()
        commands = await client.command("get_commands")
        names = {str(c.get("name")) for c in commands.get("commands") or []
                 if isinstance(c, dict)}
        if GUARD_COMMAND not in names:
            raise RunError("pi started without the tool guard extension (no /tearsheet-guard "
                           f"command); refusing to run unguarded. pi said: "
                           f"{client.stderr_tail.strip()[-300:]}")
        await client.command("set_auto_retry", enabled=False)
        await client.command("prompt", message=_prompt(task, request.part))
        deadline = started + request.timeout_s
        events = client.events()
        aborted = None
        while True:
            try:
                event = await asyncio.wait_for(anext(events), max(0.1, deadline - time.time()))
            except StopAsyncIteration:
                raise RunError(f"pi exited during the run: {client.stderr_tail.strip()[-500:]}") \
                    from None
            except TimeoutError:
                aborted = f"the run passed its {request.timeout_s:.0f} s limit"
                await client.command("abort", timeout=30)
                break
            out = state.on_event(event, model)
            if out is not None:
                yield out
            if isinstance(out, TurnStarted) and out.turn > args.max_turns:
                aborted = f"the run reached max_turns={args.max_turns}"
                await client.command("abort", timeout=30)
                break
            if event.get("type") == "agent_settled":
                break
        messages = (await client.command("get_messages", timeout=60)).get("messages") or []
    finally:
        await client.close()
        if server is not None:
            await asyncio.to_thread(server.stop)
        shutil.rmtree(root, ignore_errors=True)

    if not any(c.error is None for c in state.model_calls):
        why = state.model_calls[-1].error if state.model_calls else "no model response"
        raise RunError(f"the model never answered ({request.provider}/{model}): {why}")
    from tearsheet_env.scoring import rescore_rows

    row = rollout_row(messages, prompt_text, task, example_id, model,
                      extra_info={"pi": {"provider": request.provider, "model": model,
                                         "run_id": run_id, "aborted": aborted,
                                         "part": request.part}})
    scored = (await asyncio.to_thread(rescore_rows, [row], args.reward_mode, args.judge))[0]
    row["reward"] = scored["reward"]
    row["metrics"] = scored["metrics"]
    row["info"]["tearsheet_explanation"] = scored["explanation"]
    audit = audit_report(final_report(row["completion"]))
    yield audit

    from tearsheet_env.otel import export_run

    try:
        trace_id = await asyncio.to_thread(
            export_run, row, state.model_calls, state.tool_calls, request.provider, started,
            time.time())
    except Exception as exc:  # noqa: BLE001 - a trace backend's trouble never fails a run
        logger.warning("span export failed: %s: %s", type(exc).__name__, exc)
        trace_id = None
    results_path = None
    if request.out_dir is not None:
        results_path = str(save_run(Path(request.out_dir) / run_id, row, args.model_dump(),
                                    request.provider, model))
    result = ResearchResult(run_id=run_id, reward=scored["reward"],
                            explanation=scored["explanation"], audit=audit, row=row,
                            results_path=results_path, trace_id=trace_id,
                            model_calls=state.model_calls, tool_calls=state.tool_calls,
                            seconds=time.time() - started)
    if result_box is not None:
        result_box.append(result)
    yield RunFinished(run_id=run_id, reward=result.reward, explanation=result.explanation,
                      results_path=results_path, trace_id=trace_id, seconds=result.seconds)


def save_run(folder: Path, row: dict[str, Any], env_args: dict[str, Any], provider: str,
             model: str) -> Path:
    """results.jsonl + metadata.json in vf-eval's layout; `tearsheet-env score FOLDER`
    re-scores it with the run's judge and reward mode (from metadata's env_args)."""
    folder.mkdir(parents=True, exist_ok=True)
    with (folder / "results.jsonl").open("w") as f:
        f.write(json.dumps(row, default=str) + "\n")
    metadata = {"env_id": "tearsheet-env", "env_args": env_args, "model": model,
                "provider": provider, "harness": "pi", "num_examples": 1,
                "rollouts_per_example": 1, "complete": True, "rollouts_saved": 1,
                "avg_reward": row.get("reward")}
    (folder / "metadata.json").write_text(json.dumps(metadata, indent=2))
    return folder / "results.jsonl"


async def run_research(request: ResearchRequest) -> ResearchResult:
    """Run to the end; raises RunError with pi's or the provider's reason when it fails."""
    box: list[ResearchResult] = []
    async for event in run_research_stream(request, result_box=box):
        if isinstance(event, RunFailed):
            raise RunError(event.error)
    return box[0]
