"""`tearsheet-env eval`: the main job — run the environment through the classic vf-eval code path
and print the per-mode table.

It calls verifiers' own `run_evaluation` in-process (the function `vf-eval` runs: it loads the
environment by id, runs and scores grouped rollouts, and saves results in vf-eval's format)
instead of spawning the `vf-eval` script, so that it can show its own progress bar and read the
outputs object directly for the table and `--json`. Rollouts run in this process (vf-eval's
`--disable-env-server`), which starts in half the time of a separate env-server worker on a
small machine; `--env-server` restores vf-eval's default.
With `--policy` it first starts that scripted policy's server in-process on a free loopback
port; no key and no network are needed (the key variable may be unset).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from pathlib import Path
from typing import Any

NO_KEY_VAR = "TEARSHEET_ENV_NO_KEY"  # unset: verifiers then sends the placeholder key "EMPTY"


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "eval",
        help="evaluate a policy or a model on the environment (classic vf-eval code path)",
        description="Run rollouts with vf-eval's code path, save them in vf-eval's format, and "
        "print the mean reward, every reward component and every failure-mode metric.",
    )
    who = p.add_mutually_exclusive_group()
    who.add_argument("--policy", help="a scripted policy served in-process (default: oracle "
                     "when no -m is given)")
    who.add_argument("-m", "--model", help="model name at an OpenAI-compatible endpoint")
    p.add_argument("-b", "--base-url", help="endpoint base URL (with -m)")
    p.add_argument("-k", "--key-var", default=NO_KEY_VAR,
                   help="name of the env var holding the endpoint's key (never the key itself)")
    p.add_argument("-n", "--num-examples", type=int, default=5)
    p.add_argument("-r", "--rollouts", type=int, default=2)
    p.add_argument("-c", "--max-concurrent", type=int, default=32)
    p.add_argument("-a", "--env-args", default="{}", help="environment arguments as JSON")
    p.add_argument("-t", "--max-tokens", type=int, default=None)
    p.add_argument("--out", default="outputs", help="results folder (vf-eval layout below it)")
    p.add_argument("--max-retries", type=int, default=0,
                   help="vf-eval retries of rollouts that hit model errors")
    p.add_argument("--env-server", action="store_true",
                   help="run rollouts in vf-eval's env-server worker process (vf-eval's "
                   "default) instead of in this process; pays off for long runs")
    p.add_argument("--json", action="store_true", help="print a JSON summary only")
    p.set_defaults(func=run)


def _fail(message: str) -> int:
    print(f"tearsheet-env eval: {message}", file=sys.stderr)
    return 2


def run(args: argparse.Namespace) -> int:
    try:
        env_args = json.loads(args.env_args)
    except json.JSONDecodeError as exc:
        return _fail(f"-a/--env-args is not valid JSON: {exc}")
    if not isinstance(env_args, dict):
        return _fail("-a/--env-args must be a JSON object")
    from tearsheet_env.env import parse_env_args

    try:
        parse_env_args(env_args)
    except ValueError as exc:
        return _fail(str(exc))
    if args.num_examples < 1 or args.rollouts < 1:
        return _fail("-n and -r must be at least 1")
    if args.model and not args.base_url:
        return _fail("-m needs -b/--base-url (an OpenAI-compatible endpoint)")

    server = None
    if args.model:
        model, base_url = args.model, args.base_url
    else:
        from tearsheet_env.policies import POLICIES
        from tearsheet_env.policies.server import PolicyServer

        name = args.policy or "oracle"
        if name not in POLICIES:
            return _fail(f"unknown policy {name!r}; choose one of: {', '.join(POLICIES)}")
        server = PolicyServer(name, seed=int(env_args.get("seed", 0)),
                              companies=int(env_args.get("companies", 400))).start()
        model, base_url = name, server.base_url
    try:
        outputs = asyncio.run(_evaluate(args, env_args, model, base_url))
    except Exception as exc:  # load errors, unreachable endpoint: one clear line, no trace
        cause = exc.__cause__ or exc
        return _fail(f"{type(cause).__name__}: {cause}")
    finally:
        if server is not None:
            server.stop()
    summary = summarize(outputs)
    if args.json:
        print(json.dumps(summary))
    else:
        print_table(summary, model)
    errors = [r.get("error") for r in outputs["outputs"] if r.get("error")]
    if errors:  # scored as failures; say why, so a dead endpoint is not mistaken for a bad model
        first = errors[0]
        why = first.get("error_chain_repr") if isinstance(first, dict) else str(first)
        print(f"tearsheet-env eval: {len(errors)} of {summary['rollouts']} rollouts ended with "
              f"an error (scored as failures); first: {why}", file=sys.stderr)
        if len(errors) == summary["rollouts"]:
            return 1
    return 0


async def _evaluate(args: argparse.Namespace, env_args: dict[str, Any], model: str,
                    base_url: str) -> Any:
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeElapsedColumn
    from verifiers.types import ClientConfig, EvalConfig
    from verifiers.utils.eval_utils import run_evaluation

    config = EvalConfig(
        env_id="tearsheet-env",
        env_args=env_args,
        env_dir_path="./environments",
        model=model,
        client_config=ClientConfig(api_key_var=args.key_var, api_base_url=base_url,
                                   extra_headers_from_state={"X-Session-ID": "trajectory_id"}),
        sampling_args={"max_tokens": args.max_tokens} if args.max_tokens else {},
        num_examples=args.num_examples,
        rollouts_per_example=args.rollouts,
        max_concurrent=args.max_concurrent,
        max_retries=args.max_retries,
        save_results=True,
        output_dir=str(Path(args.out)),
        disable_env_server=not args.env_server,
    )
    progress = Progress("[progress.description]{task.description}", BarColumn(),
                        MofNCompleteColumn(), TimeElapsedColumn(), "{task.fields[reward]}",
                        console=Console(stderr=True), transient=args.json)
    task = progress.add_task(f"tearsheet-env · {model}", total=None, reward="")
    done = {"n": 0, "sum": 0.0}

    def on_start(raw_inputs: list[Any], filtered: Any) -> None:
        progress.update(task, total=len(raw_inputs))

    def on_progress(all_outputs: list[Any], new_outputs: list[Any], metadata: Any) -> None:
        for out in new_outputs:
            done["n"] += 1
            done["sum"] += float(out.get("reward") or 0.0)
        progress.update(task, completed=done["n"],
                        reward=f"mean reward {done['sum'] / max(done['n'], 1):.3f}")

    with progress:
        return await run_evaluation(config, on_start=on_start, on_progress=on_progress)


def summarize(outputs: Any) -> dict[str, Any]:
    rows = outputs["outputs"]
    metadata = outputs["metadata"]
    names: list[str] = []
    for row in rows:
        for name in row.get("metrics") or {}:
            if name not in names:
                names.append(name)
    metrics = {
        name: sum(float((r.get("metrics") or {}).get(name, 0.0)) for r in rows) / max(len(rows), 1)
        for name in names
    }
    rewards = [float(r.get("reward") or 0.0) for r in rows]
    return {
        "mean_reward": sum(rewards) / max(len(rewards), 1),
        "rollouts": len(rows),
        "metrics": metrics,
        "results_path": str(metadata.get("path_to_save", "")),
    }


def print_table(summary: dict[str, Any], model: str) -> None:
    from rich.console import Console
    from rich.table import Table

    console = Console()
    modes = {k: v for k, v in summary["metrics"].items() if k.startswith("mode/")}
    components = {k: v for k, v in summary["metrics"].items() if k not in modes}
    table = Table(title=f"tearsheet-env · {model} · {summary['rollouts']} rollouts")
    table.add_column("metric")
    table.add_column("mean", justify="right")
    table.add_row("[bold]reward[/bold]", f"[bold]{summary['mean_reward']:.4f}[/bold]")
    for name, value in components.items():
        if name != "reward":  # the rubric's own copy of the row above
            table.add_row(name, f"{value:.4f}")
    console.print(table)
    if modes:
        try:
            from rubric.taxonomy import mode as mode_of
        except ImportError:  # the table still prints without the taxonomy's descriptions
            mode_of = None
        per_mode = Table(title="failure modes (share of rollouts flagged / mean metric)")
        per_mode.add_column("mode", no_wrap=True, min_width=17)
        per_mode.add_column("tier", no_wrap=True, min_width=4)
        per_mode.add_column("mean", justify="right", no_wrap=True, min_width=5)
        per_mode.add_column("definition", no_wrap=True, overflow="ellipsis", max_width=48)
        for name, value in modes.items():
            mode_id = name.removeprefix("mode/")
            tier, definition = "", ""
            if mode_of is not None:
                try:
                    m = mode_of(mode_id)
                    tier, definition = m.tier, m.definition.split(". ")[0]
                except KeyError:
                    pass
            style = "red" if value > 0 else ""
            per_mode.add_row(mode_id, tier, f"[{style}]{value:.3f}[/{style}]" if style
                             else f"{value:.3f}", definition)
        console.print(per_mode)
    console.print(f"results: {summary['results_path']}")
