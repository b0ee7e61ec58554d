"""`tearsheet-env pi install|models-json|run|serve`: the pi adapter (docs/pi.md).

`run` shows live telemetry while pi works (turn, tool calls, blocked calls, tokens, reasoning
tokens), then the 10-section audit and the reward with its explanation, and saves the
transcript in vf-eval's results format (`tearsheet-env score OUT/RUN_ID` re-scores it).
"""

from __future__ import annotations

import argparse
import asyncio
import json
from pathlib import Path
from typing import Any

from tearsheet_env import limits
from tearsheet_env.cli.common import EXIT_INTERRUPTED, error, note


def register(sub: argparse._SubParsersAction) -> None:
    from tearsheet_env.pi.config import PROVIDERS

    pi = sub.add_parser("pi", help="the pi coding agent as a research harness (install, run, "
                        "serve)")
    psub = pi.add_subparsers(dest="pi_command", required=True)

    inst = psub.add_parser("install", help="install pi and its Node project-locally (npm ci)")
    inst.add_argument("--home", type=Path, default=None,
                      help="install folder (default: $TEARSHEET_PI_HOME or the user cache)")
    inst.set_defaults(func=_install)

    mj = psub.add_parser("models-json", help="render agent_runtime/models.json from the "
                         "environment (keys stay $NAME references)")
    mj.add_argument("--out", type=Path, default=None, help="write here instead of stdout")
    mj.set_defaults(func=_models_json)

    run = psub.add_parser("run", help="research one company with pi; audit, score, save")
    run.add_argument("--company", required=True, help="the company's name in the world")
    run.add_argument("--website", default=None, help="its website (to pick among homonyms)")
    run.add_argument("--provider", choices=PROVIDERS, default=None,
                     help="models.json provider (default: $TEARSHEET_AGENT_PROVIDER, else "
                     "tearsheet-policy: the scripted policies, offline)")
    run.add_argument("--model", default=None, help="model id (default: the provider's "
                     "default; for tearsheet-policy a policy name, default oracle)")
    run.add_argument("--part", default=None, help="a section to give the closest attention")
    run.add_argument("--thinking", default=None,
                     choices=("off", "minimal", "low", "medium", "high", "xhigh", "max"),
                     help="pi's reasoning level for reasoning models")
    run.add_argument("--base-url", default=None, help="tearsheet-policy: a running "
                     "`serve-policy` URL (default: one is started in-process)")
    run.add_argument("-a", "--env-args", default="{}",
                     help="environment arguments as JSON (`tearsheet-env env-args`)")
    run.add_argument("--out", default="outputs/pi", help="results folder; the run is saved "
                     "to OUT/RUN_ID/results.jsonl")
    run.add_argument("--timeout", type=float, default=600.0, help="seconds before the run is "
                     "aborted (and scored as it stands)")
    run.add_argument("--json", action="store_true", help="print the result as JSON only")
    run.set_defaults(func=_run)

    serve = psub.add_parser("serve", help="the HTTP/SSE run service (needs the [service] "
                            "extra and TEARSHEET_SERVICE_API_KEY)")
    serve.add_argument("--host", default="127.0.0.1", help="address to listen on")
    serve.add_argument("--port", type=limits.PORT.arg, default=8080, help="port to listen on")
    serve.set_defaults(func=_serve)



def _install(args: argparse.Namespace) -> int:
    import subprocess

    from tearsheet_env.pi.install import PiNotInstalled, install, pi_command

    try:
        home = install(args.home)
    except (PiNotInstalled, subprocess.CalledProcessError, OSError) as exc:
        return error("pi install", str(exc), 1)
    print(" ".join(pi_command(home)))
    return 0


def _models_json(args: argparse.Namespace) -> int:
    from tearsheet_env.pi.config import render_models_json

    text = json.dumps(render_models_json(), indent=2)
    if args.out is None:
        print(text)
    else:
        args.out.write_text(text + "\n")
    return 0


def _run(args: argparse.Namespace) -> int:
    from pydantic import ValidationError

    from tearsheet_env.pi.runner import ResearchRequest

    try:
        env_args = json.loads(args.env_args)
        chosen = {"provider": args.provider} if args.provider else {}
        request = ResearchRequest(company=args.company, website=args.website,
                                  **chosen, model=args.model, part=args.part,
                                  thinking=args.thinking, env_args=env_args,
                                  policy_base_url=args.base_url, out_dir=args.out,
                                  timeout_s=args.timeout)
    except json.JSONDecodeError as exc:
        return error("pi run", f"-a/--env-args is not valid JSON: {exc}")
    except ValueError as exc:  # includes pydantic's ValidationError
        if not isinstance(exc, ValidationError):
            return error("pi run", str(exc))
        first = exc.errors()[0]
        return error("pi run", f"{'.'.join(map(str, first['loc']))}: {first['msg']}")
    try:
        return asyncio.run(_run_live(request, args.json))
    except KeyboardInterrupt:
        note("pi run", "interrupted; pi was stopped and nothing was saved")
        return EXIT_INTERRUPTED


async def _run_live(request: Any, as_json: bool) -> int:
    from rich.console import Console
    from rich.live import Live

    from tearsheet_env.pi.events import Audit, RunFailed, RunFinished, RunStarted
    from tearsheet_env.pi.runner import ResearchResult, run_research_stream

    console = Console(stderr=True, quiet=as_json)
    telemetry = _Telemetry()
    box: list[ResearchResult] = []
    audit = None
    failure = None
    with Live(telemetry.render(), console=console, refresh_per_second=8,
              transient=True) as live:
        async for event in run_research_stream(request, result_box=box):
            if isinstance(event, RunFailed):
                failure = event.error
                break
            if isinstance(event, RunStarted):
                telemetry.title = (f"pi · {event.provider}/{event.model} · {event.company} "
                                   f"({event.website})")
            if isinstance(event, Audit):
                audit = event
            if isinstance(event, RunFinished):
                telemetry.seconds = event.seconds
            telemetry.update(event)
            live.update(telemetry.render())
    if failure is not None:
        return error("pi run", failure, 1)
    console.print(telemetry.render())  # the live panel's last state stays on screen
    result = box[0]
    if as_json:
        print(json.dumps({"run_id": result.run_id, "reward": result.reward,
                          "explanation": result.explanation, "audit": result.audit.model_dump(),
                          "results_path": result.results_path, "trace_id": result.trace_id,
                          "seconds": result.seconds}, default=str))
        return 0
    out = Console()
    if audit is not None:
        out.print(_audit_table(audit))
    out.print(_explanation(result.reward, result.explanation))
    out.print(f"results: {result.results_path}", soft_wrap=True)
    out.print(f"re-score: tearsheet-env score {Path(str(result.results_path)).parent}",
              style="dim", soft_wrap=True)
    if result.trace_id:
        out.print(f"trace: {result.trace_id}", style="dim")
    return 0


class _Telemetry:
    """The live panel: what pi is doing now and the running totals."""

    def __init__(self) -> None:
        self.title = "pi · starting"
        self.turn = 0
        self.tools: dict[str, int] = {}
        self.blocked = 0
        self.input_tokens = self.output_tokens = self.reasoning_tokens = 0
        self.turn_reasoning = 0
        self.last = ""
        self.seconds: float | None = None

    def update(self, event: Any) -> None:
        kind = event.type
        if kind == "turn":
            self.turn, self.turn_reasoning = event.turn, 0
        elif kind == "reasoning":
            self.turn_reasoning = event.tokens
        elif kind == "model_call":
            self.input_tokens += event.input_tokens
            self.output_tokens += event.output_tokens
            self.reasoning_tokens += event.reasoning_tokens
            self.turn_reasoning = 0
        elif kind == "tool_call":
            self.tools[event.name] = self.tools.get(event.name, 0) + 1
            self.blocked += int(event.blocked)
            target = event.arguments.get("query") or event.arguments.get("url") or \
                event.arguments.get("path") or ""
            self.last = (f"{'BLOCKED ' if event.blocked else ''}{event.name} {target}")[:100]

    def render(self) -> Any:
        from rich.table import Table

        table = Table.grid(padding=(0, 2))
        table.add_row("[bold]" + self.title + "[/bold]")
        tools = ", ".join(f"{k} {v}" for k, v in sorted(self.tools.items())) or "none yet"
        table.add_row(f"turn {self.turn} · tool calls: {tools} · blocked {self.blocked}")
        table.add_row(f"tokens in {self.input_tokens:,} · out {self.output_tokens:,} · "
                      f"reasoning {self.reasoning_tokens + self.turn_reasoning:,}")
        if self.last:
            table.add_row(f"[dim]last: {self.last}[/dim]")
        if self.seconds is not None:
            table.add_row(f"[dim]done in {self.seconds:.1f} s[/dim]")
        return table


def _audit_table(audit: Any) -> Any:
    from rich.table import Table

    table = Table(title="section audit")
    for col, justify in (("section", "left"), ("present", "center"), ("claims", "right"),
                         ("cited", "right"), ("facts", "right")):
        table.add_column(col, justify=justify)  # type: ignore[arg-type]
    for row in audit.sections:
        table.add_row(row.section, "[green]yes[/green]" if row.present else "[red]no[/red]",
                      str(row.claims), str(row.cited_claims), str(row.facts))
    if audit.facts_error:
        table.caption = f"facts block: {audit.facts_error}"
    return table


def _explanation(reward: float, explanation: dict[str, Any]) -> Any:
    from rich.table import Table

    table = Table(title=f"reward {reward:.4f}", caption="R = G · S_sol · S_beh")
    table.add_column("component")
    table.add_column("value", justify="right")
    for name, value in (explanation.get("components") or {}).items():
        if name != "reward":
            table.add_row(name, f"{value:.4f}" if isinstance(value, float) else str(value))
    gate = explanation.get("gate") or {}
    for reason in gate.get("reasons") or []:
        table.add_row("[red]gate[/red]", str(reason)[:100])
    findings = explanation.get("findings") or []
    for finding in findings[:10]:
        table.add_row("[yellow]finding[/yellow]", str(finding)[:100])
    if len(findings) > 10:
        table.add_row("…", f"{explanation.get('findings_total', len(findings)) - 10} more")
    return table


def _serve(args: argparse.Namespace) -> int:
    try:
        import uvicorn

        from tearsheet_env.service.app import create_app
    except ImportError as exc:
        return error("pi serve", f"the run service needs the [service] extra "
                     f"(pip install 'tearsheet-env[service]'): {exc}", 1)
    try:
        app = create_app()
    except RuntimeError as exc:
        return error("pi serve", str(exc), 2)
    uvicorn.run(app, host=args.host, port=args.port, log_level="info")
    return 0

