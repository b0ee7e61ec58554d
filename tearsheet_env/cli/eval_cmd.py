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
import os
import signal
from pathlib import Path
from typing import Any

from tearsheet_env import limits
from tearsheet_env.cli.common import EXIT_INTERRUPTED, error, note

NO_KEY_VAR = "TEARSHEET_ENV_NO_KEY"  # unset: verifiers then sends the placeholder key "EMPTY"


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "eval",
        help="evaluate a policy or a model on the environment (classic vf-eval code path)",
        description="Run rollouts with vf-eval's code path, save them in vf-eval's format, and "
        "print the mean reward, every reward component and every failure-mode metric. With "
        "no -m, the oracle policy is served in-process (no key, no network). Ctrl-C stops the "
        "run: finished rollouts stay saved and metadata.json says \"complete\": false.",
    )
    who = p.add_mutually_exclusive_group()
    who.add_argument("--policy", help="a scripted policy served in-process; see "
                     "`serve-policy --list` (default: oracle, when no -m is given)")
    who.add_argument("-m", "--model", help="model name at an OpenAI-compatible endpoint "
                     "(needs -b)")
    p.add_argument("-b", "--base-url", help="the endpoint's base URL, e.g. "
                   "http://127.0.0.1:8000/v1 (with -m)")
    p.add_argument("-k", "--key-var", default=NO_KEY_VAR,
                   help="name of the env var holding the endpoint's key (never the key itself)")
    p.add_argument("-n", "--num-examples", type=limits.EXAMPLES.arg, default=5,
                   help="tasks to run, the first N of the split")
    p.add_argument("-r", "--rollouts", type=limits.ROLLOUTS.arg, default=2,
                   help="rollouts per task (a group, scored together)")
    p.add_argument("-c", "--max-concurrent", type=limits.CONCURRENCY.arg, default=32,
                   help="rollouts in flight at once")
    p.add_argument("-a", "--env-args", default="{}",
                   help="environment arguments as a JSON object (`tearsheet-env env-args` "
                   "lists them)")
    p.add_argument("-t", "--max-tokens", type=limits.COUNT.arg, default=None,
                   help="max tokens per model turn (default: the endpoint's)")
    p.add_argument("--out", default="outputs",
                   help="results folder; runs go to OUT/evals/tearsheet-env--MODEL/RUN/")
    p.add_argument("--resume", type=Path, default=None,
                   help="a run folder of an interrupted run to finish: its saved rollouts are "
                   "kept, and -n, -r, -a and the policy or model come from its metadata.json")
    p.add_argument("--max-retries", type=limits.RETRIES.arg, default=0,
                   help="vf-eval retries of rollouts that hit model errors")
    p.add_argument("--env-server", action="store_true",
                   help="run rollouts in vf-eval's env-server worker process (vf-eval's "
                   "default) instead of in this process; pays off for long runs")
    p.add_argument("--json", action="store_true", help="print a JSON summary only")
    p.set_defaults(func=run)


def _fail(message: str, code: int = 2) -> int:
    return error("eval", message, code)


def _resume_settings(args: argparse.Namespace) -> str | None:
    """Take -n, -r, -a and the policy/model of the run being resumed from its metadata.json
    (verifiers refuses to resume under other settings). Returns an error, or None."""
    try:
        metadata = json.loads((args.resume / "metadata.json").read_text())
    except (OSError, ValueError) as exc:
        return f"--resume {args.resume}: not a run folder ({exc})"
    if not isinstance(metadata, dict):
        return f"--resume {args.resume}: metadata.json is not an object"
    args.num_examples = metadata.get("num_examples", args.num_examples)
    args.rollouts = metadata.get("rollouts_per_example", args.rollouts)
    args.env_args = json.dumps(metadata.get("env_args") or {})
    if not args.model:
        args.policy = metadata.get("model") or args.policy
    return None


def _check_endpoint(args: argparse.Namespace) -> str | None:
    """What is wrong with -m/-b/--out, before any work starts."""
    if args.base_url and not args.model:
        return "-b/--base-url needs -m/--model (without -m, --policy is served in-process)"
    if args.model and not args.base_url:
        return "-m needs -b/--base-url (an OpenAI-compatible endpoint)"
    if args.base_url and not args.base_url.startswith(("http://", "https://")):
        return f"-b/--base-url must be an http:// or https:// URL, got {args.base_url!r}"
    out = Path(args.out)
    if out.exists() and not out.is_dir():
        return f"--out {out}: exists and is not a folder"
    if not out.exists() and not os.access(next(p for p in out.absolute().parents
                                               if p.exists()), os.W_OK):
        return f"--out {out}: cannot be created (no write access)"
    return None


def run(args: argparse.Namespace) -> int:
    if args.resume is not None:
        problem = _resume_settings(args)
        if problem:
            return _fail(problem)
    try:
        env_args = json.loads(args.env_args)
    except json.JSONDecodeError as exc:
        return _fail(f"-a/--env-args is not valid JSON: {exc}")
    if not isinstance(env_args, dict):
        return _fail("-a/--env-args must be a JSON object")
    from tearsheet_env.env import parse_env_args

    try:
        settings = parse_env_args(env_args)
    except ValueError as exc:
        return _fail(str(exc).removeprefix("tearsheet-env: "))
    problem = _check_endpoint(args)
    if problem:
        return _fail(problem)
    if settings.backend == "live" and not os.environ.get("PERPLEXITY_API_KEY"):
        return _fail("backend 'live' needs PERPLEXITY_API_KEY in the environment (live search)")

    run_config: list[Any] = []  # set once the run folder is known, for the interrupt note
    try:
        outputs, model = _run(args, settings, env_args, run_config)
    except KeyboardInterrupt:
        signal.signal(signal.SIGINT, signal.SIG_IGN)  # a second Ctrl-C must not cut the note
        return _interrupted(run_config[0] if run_config else None)
    except Exception as exc:  # load errors, unreachable endpoint: one clear line, no trace
        cause = exc.__cause__ or exc
        return _fail(f"{type(cause).__name__}: {cause}")
    if outputs is None:
        return _fail(f"unknown policy {model!r}; choose one of: {', '.join(_policy_names())}")
    config = run_config[0]
    mark_run(Path(config.resume_path), config, complete=True)
    summary = summarize(outputs)
    if args.json:
        print(json.dumps(summary))
    else:
        print_table(summary, model)
    rows = outputs["outputs"]
    mismatched = [r for r in rows if world_mismatch_of(r)]
    if mismatched:
        _fail(f"{len(mismatched)} of {len(rows)} rollouts scored 0 because of a "
              f"{world_mismatch_of(mismatched[0])}", 1)
    errors = [r.get("error") for r in rows if r.get("error")]
    if errors:  # scored as failures; say why, so a dead endpoint is not mistaken for a bad model
        first = errors[0]
        why = first.get("error_chain_repr") if isinstance(first, dict) else str(first)
        note("eval", f"{len(errors)} of {summary['rollouts']} rollouts ended with an error "
             f"(scored as failures); first: {why}")
    if rows and (len(errors) == len(rows) or len(mismatched) == len(rows)):
        return 1
    return 0


def _policy_names() -> list[str]:
    from tearsheet_env.policies import POLICIES

    return list(POLICIES)


def _run(args: argparse.Namespace, settings: Any, env_args: dict[str, Any],
         run_config: list[Any]) -> tuple[Any, str]:
    """Serve the policy (if any), load the world, run the rollouts. Returns (outputs, model);
    outputs is None for an unknown policy."""
    import datasets

    datasets.disable_progress_bars()  # verifiers' dataset maps; this command shows its own
    server = None
    if args.model:
        model, base_url = args.model, args.base_url
    else:
        from tearsheet_env.policies.server import PolicyServer

        model = args.policy or "oracle"
        if model not in _policy_names():
            return None, model
    try:
        if settings.backend == "world":
            prepare_world(settings.seed, settings.companies, quiet=args.json)
        if not args.model:
            server = PolicyServer(model, seed=settings.seed, companies=settings.companies).start()
            base_url = server.base_url
        config = eval_config(args, env_args, model, base_url)
        run_config.append(config)
        return asyncio.run(_evaluate(args, config)), model
    finally:
        if server is not None:
            server.stop()


def _interrupted(config: Any) -> int:
    """The note for Ctrl-C: how many rollouts were saved and where (metadata marked
    incomplete), or that none had started."""
    folder = Path(config.resume_path) if config is not None else None
    if folder is None or not folder.exists():
        note("eval", "interrupted before any rollout finished; nothing was saved")
        return EXIT_INTERRUPTED
    saved = mark_run(folder, config, complete=False)
    if saved == 0:
        note("eval", f"interrupted before any rollout finished; nothing to re-score in {folder} "
             f"(metadata.json says \"complete\": false; --resume {folder} runs it)")
        return EXIT_INTERRUPTED
    note("eval", f"interrupted: {saved} rollouts saved in {folder} (metadata.json says "
         f"\"complete\": false); re-score them with `tearsheet-env score {folder}`, or finish "
         f"the run with --resume {folder}")
    return EXIT_INTERRUPTED


def prepare_world(seed: int, companies: int, quiet: bool) -> None:
    """Load (on first use: build) the closed world and its search index before the rollouts,
    under a status line that says which, so the progress bar never sits at 0/? unexplained."""
    from rich.console import Console

    from tearsheet_env.env import load_world_for
    from tearsheet_env.tools.research_tools import shared_world_backend

    console = Console(stderr=True, quiet=quiet)
    with console.status(f"loading the closed world (seed {seed}, {companies} companies; "
                        f"built and cached on first use)…"):
        world = load_world_for(seed, companies)
    with console.status("opening the search index (built and cached on first use)…"):
        shared_world_backend(world)
    console.print(f"world ready: {len(world.companies)} companies, "
                  f"{world.manifest.documents} pages", style="dim")


def eval_config(args: argparse.Namespace, env_args: dict[str, Any], model: str,
                base_url: str) -> Any:
    """vf-eval's EvalConfig for this run, with its results folder fixed up front (so an
    interrupt can say where the saved rollouts are)."""
    from verifiers.types import ClientConfig, EvalConfig
    from verifiers.utils.path_utils import get_eval_results_path

    from tearsheet_env.dataset import WORLD_HEADER, WORLD_STATE_KEY

    config = EvalConfig(
        env_id="tearsheet-env",
        env_args=env_args,
        env_dir_path="./environments",
        model=model,
        client_config=ClientConfig(api_key_var=args.key_var, api_base_url=base_url,
                                   extra_headers_from_state={"X-Session-ID": "trajectory_id",
                                                             WORLD_HEADER: WORLD_STATE_KEY}),
        sampling_args={"max_tokens": args.max_tokens} if args.max_tokens else {},
        num_examples=args.num_examples,
        rollouts_per_example=args.rollouts,
        max_concurrent=args.max_concurrent,
        max_retries=args.max_retries,
        save_results=True,
        output_dir=str(Path(args.out)),
        disable_env_server=not args.env_server,
    )
    config.resume_path = args.resume or get_eval_results_path(config)
    return config


def mark_run(folder: Path, config: Any, complete: bool) -> int:
    """Record in the run's metadata.json whether it finished, and how many rollouts its
    results.jsonl holds (whole lines: a row cut by the interrupt is dropped, so every saved
    row re-scores). Writes metadata even when no rollout finished, so a results file never
    stands without it. Returns the number of rollouts saved."""
    import tempfile

    results = folder / "results.jsonl"
    saved = 0
    if results.is_file():
        data = results.read_bytes()
        whole = data[:data.rfind(b"\n") + 1]
        if whole != data:
            results.write_bytes(whole)
        saved = sum(1 for line in whole.splitlines() if line.strip())
    try:
        metadata = json.loads((folder / "metadata.json").read_text())
    except (OSError, ValueError):
        metadata = None
    if not isinstance(metadata, dict):
        metadata = {"env_id": config.env_id, "env_args": config.env_args,
                    "model": config.model, "num_examples": config.num_examples,
                    "rollouts_per_example": config.rollouts_per_example}
    metadata.update(complete=complete, rollouts_saved=saved)
    folder.mkdir(parents=True, exist_ok=True)
    with tempfile.NamedTemporaryFile("w", dir=folder, delete=False, suffix=".tmp") as f:
        json.dump(metadata, f)
    os.chmod(f.name, 0o644)  # a temporary file is private; the metadata is not
    os.replace(f.name, folder / "metadata.json")
    if not results.exists():
        results.touch()
    return saved


def world_mismatch_of(row: dict[str, Any]) -> str | None:
    """The gate's world-mismatch reason of a saved rollout, if it has one."""
    from rubric.gate import WORLD_MISMATCH

    explanation = (row.get("info") or {}).get("tearsheet_explanation") or {}
    for reason in (explanation.get("gate") or {}).get("reasons") or []:
        if isinstance(reason, str) and reason.startswith(WORLD_MISMATCH):
            return reason
    return None


async def _evaluate(args: argparse.Namespace, config: Any) -> Any:
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeElapsedColumn
    from verifiers.utils.eval_utils import run_evaluation

    progress = Progress("[progress.description]{task.description}", BarColumn(),
                        MofNCompleteColumn(), TimeElapsedColumn(), "{task.fields[reward]}",
                        console=Console(stderr=True, quiet=args.json), transient=args.json)
    task = progress.add_task(f"loading the environment · {config.model}", total=None,
                             reward="")
    done = {"n": 0, "sum": 0.0}
    loop, main = asyncio.get_running_loop(), asyncio.current_task()
    interrupted: list[bool] = []

    def on_ctrl_c() -> None:
        if not interrupted:  # a second Ctrl-C must not cut the unwinding short
            interrupted.append(True)
            main.cancel()

    def on_start(raw_inputs: list[Any], filtered: Any) -> None:
        # verifiers' environment, loaded by now, sets a SIGINT handler that raises
        # KeyboardInterrupt inside whichever rollout happens to run, leaving the others pending
        # past the loop's end (tracebacks, unsaved rows); a cancel of the whole run unwinds them
        # all in order instead
        loop.add_signal_handler(signal.SIGINT, on_ctrl_c)
        progress.update(task, total=len(raw_inputs), description=f"rollouts · {config.model}")

    def on_progress(all_outputs: list[Any], new_outputs: list[Any], metadata: Any) -> None:
        for out in new_outputs:
            done["n"] += 1
            done["sum"] += float(out.get("reward") or 0.0)
        progress.update(task, completed=len(all_outputs),
                        reward=f"mean reward {done['sum'] / max(done['n'], 1):.3f}")

    try:
        with progress:
            return await run_evaluation(config, on_start=on_start, on_progress=on_progress)
    except asyncio.CancelledError:
        if interrupted:
            raise KeyboardInterrupt from None
        raise


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
        # the one flexible column: wrapped onto as many lines as it needs, so the table fits
        # the terminal (80 columns included) and no definition is cut short; the other three
        # columns and the borders take 17 + 4 + 5 + 13
        per_mode.add_column("definition", overflow="fold",
                            max_width=max(10, min(60, console.width - 39)))
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
    console.print(f"results: {summary['results_path']}", soft_wrap=True)
    console.print(f"re-score: tearsheet-env score {summary['results_path']}", soft_wrap=True,
                  style="dim")
