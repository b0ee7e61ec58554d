"""`tearsheet-env census build` and `tearsheet-env census eval`: generate the labelled claim
census from the closed world, and measure a judge (offline or any OpenAI-compatible endpoint)
against any census file in the SPEC §9 format."""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

from tearsheet_env import limits
from tearsheet_env.cli.common import error
from tearsheet_env.cli.judge_options import (
    add_judge_options,
    batch_judge,
    finish_batch,
    wants_batch,
)


def register(subparsers: argparse._SubParsersAction) -> None:
    census = subparsers.add_parser("census", help="labelled claim census and judge meta-eval")
    sub = census.add_subparsers(dest="census_command", required=True)

    build = sub.add_parser("build", help="generate a labelled census from the closed world")
    build.add_argument("--per-mode", type=limits.COUNT.arg, default=50,
                       help="claims per claim-level mode")
    build.add_argument("--rollouts-per-mode", type=limits.NON_NEGATIVE.arg, default=20,
                       help="rollout cases per rollout-level mode")
    build.add_argument("--seed", type=limits.SEED.arg, default=0,
                       help="census seed (also the world seed)")
    build.add_argument("--world", type=Path, default=None,
                       help="a built world folder (default: the world of --seed, 400 companies)")
    build.add_argument("--out", type=Path, required=True, help="census file to write (.jsonl)")
    build.set_defaults(func=_build)

    ev = sub.add_parser("eval", help="measure the Tier-A checks and a Tier-B judge on a census")
    ev.add_argument("--census", type=Path, required=True,
                    help="a census file (.jsonl, the SPEC §9 format)")
    ev.add_argument("--judge", choices=["offline"], default=None,
                    help="the deterministic offline evidence matcher (default)")
    ev.add_argument("--judge-base-url", default=None, help="OpenAI-compatible base URL")
    ev.add_argument("--judge-model", default=None, help="the judge model's name (with "
                    "--judge-base-url, or with --batch-export/--batch-answers)")
    ev.add_argument("--judge-key-var", default=None,
                    help="name of the env var holding the judge API key")
    ev.add_argument("--no-judge-cache", action="store_true",
                    help="ask the LLM judge every time (no verdict cache), so cost is measured")
    ev.add_argument("--json-out", type=Path, default=None,
                    help="write the JSON report to this file")
    ev.add_argument("--plot", type=Path, default=None, help="write a PNG chart here")
    ev.add_argument("--json", action="store_true", help="print the JSON report on stdout")
    add_judge_options(ev)
    ev.set_defaults(func=_eval)


def _err(args: argparse.Namespace, msg: str) -> int:
    return error(f"census {args.census_command}", msg)


def _build(args: argparse.Namespace) -> int:
    console = Console(stderr=True, soft_wrap=True)
    if args.world is not None and not (args.world / "manifest.json").is_file():
        return _err(args, f"--world {args.world}: not a built world (no manifest.json)")
    from tearsheet_env.census.builder import build_census
    from tearsheet_env.census.format import write_census

    start = time.perf_counter()
    try:
        cases = build_census(
            per_mode=args.per_mode,
            seed=args.seed,
            world_path=args.world,
            rollouts_per_mode=args.rollouts_per_mode,
        )
        write_census(args.out, cases)
    except OSError as exc:
        return _err(args, f"cannot write {args.out}: {exc}")
    claims = [c for c in cases if getattr(c, "kind", "claim") == "claim"]
    supported = sum(c.label == "supported" for c in claims)
    from collections import Counter

    from tearsheet_env.census.builder import claim_modes

    primary = Counter(c.modes[0] for c in claims if c.modes)
    short = {m: primary[m] for m in claim_modes() if primary[m] < args.per_mode}
    if short:  # a small world may lack the material for some modes: say so, do not fail
        console.print(f"[yellow]warning:[/yellow] fewer than {args.per_mode} claims for "
                      + ", ".join(f"{m} ({n})" for m, n in short.items()))
    console.print(
        f"wrote {args.out}: {len(claims)} claims ({supported} supported controls, "
        f"{supported / max(len(claims), 1):.0%}), {len(cases) - len(claims)} rollout cases "
        f"in {time.perf_counter() - start:.1f}s"
    )
    return 0


def _make_judge(args: argparse.Namespace) -> tuple[Any, Any]:
    """The judge `args` ask for, and (batch mode only) what reading the answer files found."""
    if wants_batch(args):
        if args.judge == "offline" or args.judge_base_url or args.judge_key_var:
            raise ValueError("--batch-export/--batch-answers stand in for the endpoint: use "
                             "them with --judge-model alone")
        if not args.judge_model:
            raise ValueError("--batch-export/--batch-answers need --judge-model (the model "
                             "name the requests carry)")
        return batch_judge(args, args.judge_model, "census eval",
                           use_cache=not args.no_judge_cache)
    if args.judge_base_url or args.judge_model or args.judge_key_var:
        if args.judge == "offline":
            raise ValueError("--judge offline cannot be combined with --judge-base-url/-model")
        if not (args.judge_base_url and args.judge_model):
            raise ValueError("an LLM judge needs both --judge-base-url and --judge-model (or "
                             "--judge-model with --batch-export/--batch-answers)")
        if args.judge_key_var and args.judge_key_var not in os.environ:
            raise ValueError(f"--judge-key-var {args.judge_key_var}: that env var is not set")
        from rubric.claims import JudgeClient

        return JudgeClient(
            base_url=args.judge_base_url,
            model=args.judge_model,
            api_key_var=args.judge_key_var,
            use_cache=not args.no_judge_cache,
            cache_path=args.judge_cache,
            batch_size=args.judge_batch_size,
        ), None
    from rubric.claims import OfflineJudge

    return OfflineJudge(), None


def _fmt(x: float | None) -> str:
    return "—" if x is None else f"{x:.2f}"


def _table(report) -> Table:
    table = Table(title=f"census meta-eval — judge: {report.judge}")
    for col in ("mode", "tier", "kind", "cases", "recall", "detected", "precision"):
        table.add_column(col, justify="left" if col in ("mode", "kind") else "right")
    for mode_id, r in report.per_mode.items():
        style = None
        if r.recall is not None and r.tier == "A" and r.recall < 0.9:
            style = "red"
        table.add_row(mode_id, r.tier or "?", r.kind, str(r.cases), _fmt(r.recall),
                      _fmt(r.detected), _fmt(r.precision), style=style)
    return table


def _eval(args: argparse.Namespace) -> int:
    console = Console(stderr=True, soft_wrap=True)
    out = Console()
    if not args.census.is_file():
        return _err(args, f"--census {args.census}: no such file")
    from rubric.taxonomy import MODES
    from tearsheet_env.census.format import read_census
    from tearsheet_env.census.meta_eval import evaluate

    try:
        judge, answers_read = _make_judge(args)
    except (ValueError, TypeError) as exc:
        return _err(args, str(exc))
    census = read_census(args.census, known_modes={m.id for m in MODES})
    for e in census.errors[:50]:
        console.print(f"[yellow]skipped line {e.line}:[/yellow] {e.error}")
    if len(census.errors) > 50:
        console.print(f"[yellow]… and {len(census.errors) - 50} more malformed lines[/yellow]")
    if not census.claims and not census.rollouts:
        return _err(args, f"{args.census}: no valid census lines")
    with console.status(f"judging {len(census.claims)} claims, {len(census.rollouts)} rollouts"):
        try:
            report = evaluate(census, judge)
        finally:
            close = getattr(judge, "close", None)
            if callable(close):
                close()
    payload = report.model_dump(mode="json")
    if answers_read is not None:
        try:
            payload["batch"] = finish_batch(args, judge, answers_read, "census eval",
                                            report.unjudged_claims)
        except OSError as exc:
            return _err(args, f"cannot write {args.batch_export}: {exc}")
    if args.json_out:
        args.json_out.parent.mkdir(parents=True, exist_ok=True)
        args.json_out.write_text(json.dumps(payload, indent=2) + "\n", encoding="utf-8")
    if args.plot:
        from tearsheet_env.census.chart import plot_report

        plot_report(report, args.plot)
    if args.json:
        sys.stdout.write(json.dumps(payload) + "\n")
        return 0
    out.print(_table(report))
    c = report.cost
    out.print(
        f"cases {report.cases} ({report.claim_cases} claims, {report.rollout_cases} rollouts, "
        f"{len(report.skipped_lines)} lines skipped) · control false-rejection "
        f"{_fmt(report.control_false_rejection)} · Tier-A min recall "
        f"{_fmt(report.tier_a_min_recall)} · Tier-B macro recall "
        f"{_fmt(report.tier_b_macro_recall)}"
    )
    if report.unjudged_claims:
        out.print(f"unjudged: {report.unjudged_claims} claims had no Tier-B verdict (Tier A "
                  "alone; not charged by the judge)")
    out.print(
        f"cost: {int(c.get('calls', 0))} judge calls, {int(c.get('prompt_tokens', 0))} prompt + "
        f"{int(c.get('completion_tokens', 0))} completion tokens, "
        f"{c.get('wall_seconds', 0):.1f}s"
    )
    return 0
