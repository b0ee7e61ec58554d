"""`tearsheet-env score`: re-score rollouts saved by `vf-eval -s` from their transcripts and task
info alone (SPEC §3), with the judge and reward mode the run used (read from the run's
metadata.json unless given). Rows come back in file order."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from tearsheet_env.cli.common import error, note
from tearsheet_env.cli.judge_options import (
    add_judge_options,
    batch_judge,
    finish_batch,
    wants_batch,
)


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "score",
        help="re-score saved vf-eval results from their transcripts",
        description="Re-score a results.jsonl saved by vf-eval (or `tearsheet-env eval`) from "
        "each row's prompt, completion and info, and report rewards, metrics and explanations.",
    )
    p.add_argument("results", type=Path, help="results.jsonl (gzipped or not), the folder "
                   "holding it, or one rollout saved as a JSON object (a corpus rollout)")
    p.add_argument("-a", "--env-args", default=None,
                   help="environment arguments as JSON (judge, reward_mode); default: those "
                   "in the run's metadata.json")
    p.add_argument("--json", action="store_true", help="print the JSON result")
    p.add_argument("--report", type=Path, default=None, metavar="FILE",
                   help="score this report (a markdown file) in place of the final report of "
                   "row --row, against that row's own tool results: what an edited report "
                   "would score; prints its findings")
    p.add_argument("--row", type=int, default=0,
                   help="the row (0-based, in file order) whose report --report replaces or "
                   "--save-report writes (default 0)")
    p.add_argument("--save-report", type=Path, default=None, metavar="FILE",
                   help="write row --row's final report to FILE (markdown) and stop: the file "
                   "to edit and score back with --report")
    p.add_argument("--judge-model", default=None,
                   help="the LLM judge model's name for --batch-export/--batch-answers "
                   "(default: the model of the run's LLM judge)")
    add_judge_options(p)
    p.set_defaults(func=run)


def _fail(message: str, code: int = 2) -> int:
    return error("score", message, code)


def read_rows(path: Path) -> tuple[list[dict[str, Any]], list[str]]:
    """Rows of a results.jsonl (skipping blank lines) and a note for each unreadable line. A
    gzipped file is read through gzip, and a file holding one JSON object (a corpus rollout,
    `tests/data/corpus*/rollouts/*.json.gz`) is one row."""
    import gzip

    data = path.read_bytes()
    if data[:2] == b"\x1f\x8b":
        try:
            data = gzip.decompress(data)
        except (OSError, EOFError) as exc:
            return [], [f"the file: not readable gzip ({exc})"]
    try:
        whole = json.loads(data)
    except (UnicodeDecodeError, json.JSONDecodeError):
        whole = None
    if isinstance(whole, dict):
        return [whole], []
    rows, problems = [], []
    for number, line in enumerate(data.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except (UnicodeDecodeError, json.JSONDecodeError) as exc:
            problems.append(f"line {number}: not JSON ({exc})")
            continue
        if not isinstance(row, dict):
            problems.append(f"line {number}: not a JSON object")
            continue
        rows.append(row)
    return rows, problems


def run(args: argparse.Namespace) -> int:
    path: Path = args.results
    if path.is_dir():
        path = path / "results.jsonl"
    if not path.is_file():
        return _fail(f"{path}: no such results file")
    env_args: dict[str, Any] = {}
    if args.env_args is not None:
        try:
            env_args = json.loads(args.env_args)
        except json.JSONDecodeError as exc:
            return _fail(f"-a/--env-args is not valid JSON: {exc}")
    else:
        meta = path.parent / "metadata.json"
        try:
            env_args = json.loads(meta.read_text()).get("env_args") or {}
        except (OSError, ValueError, AttributeError):
            env_args = {}
    from tearsheet_env.env import build_judge, parse_env_args
    from tearsheet_env.scoring import rescore_rows

    try:
        settings = parse_env_args(env_args if isinstance(env_args, dict) else {})
    except ValueError as exc:
        return _fail(str(exc).removeprefix("tearsheet-env: "))
    rows, problems = read_rows(path)
    for problem in problems:
        note("score", f"skipped {problem}")
    if not rows:
        return _fail(f"{path}: no readable rows (" + (f"{len(problems)} unreadable lines"
                     if problems else "the file is empty") + ")", 1)
    if args.save_report is not None:
        if not 0 <= args.row < len(rows):
            return _fail(f"--row {args.row}: the file has rows 0 to {len(rows) - 1}")
        final = final_report(rows[args.row])
        if final is None:
            return _fail(f"row {args.row} has no final report (its last message calls a tool "
                         "or is not text)", 1)
        try:
            args.save_report.write_text(final, encoding="utf-8")
        except OSError as exc:
            return _fail(f"--save-report {args.save_report}: cannot write it ({exc})")
        note("score", f"wrote row {args.row}'s report to {args.save_report}")
        return 0
    if args.report is not None:
        if not 0 <= args.row < len(rows):
            return _fail(f"--row {args.row}: the file has rows 0 to {len(rows) - 1}")
        try:
            report = args.report.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            return _fail(f"--report {args.report}: cannot read it as UTF-8 text ({exc})")
        rows = [with_report(rows[args.row], report)]
    run_model = settings.judge.get("model") if isinstance(settings.judge, dict) else None
    answers_read = None
    if wants_batch(args):
        if not (args.judge_model or run_model):
            return _fail("--batch-export/--batch-answers need --judge-model (the run used the "
                         "offline judge)")
        from rubric.cascade import Cascade
        from rubric.claims import OfflineJudge

        # the judge a live run would use (build_judge): the matcher, then the LLM's answers
        client, answers_read = batch_judge(args, args.judge_model or run_model, "score")
        cascade = isinstance(settings.judge, dict) and settings.judge.get("mode") == "cascade"
        judge = Cascade(OfflineJudge(), client) if cascade else client
    elif args.judge_model:
        return _fail("--judge-model goes with --batch-export/--batch-answers; a live judge "
                     "endpoint is the env argument judge (-a '{\"judge\": {...}}')")
    else:
        judge = build_judge(settings.judge, args.judge_batch_size, args.judge_cache)
    scored = rescore_rows(rows, reward_mode=settings.reward_mode, judge=judge)
    rewards = [r["reward"] for r in scored]
    result: dict[str, Any] = {"mean_reward": sum(rewards) / len(rewards) if rewards else 0.0,
                              "rows": scored}
    judged = [r["explanation"].get("judge") or {} for r in scored]
    unjudged = sum(int(j.get("abstained") or 0) for j in judged)
    if answers_read is not None:
        try:
            result["batch"] = finish_batch(
                args, client, answers_read, "score", unjudged,
                rollouts=sum(1 for j in judged if j.get("claims")),
                rollout_claims=sum(int(j.get("claims") or 0) for j in judged))
        except OSError as exc:
            return _fail(f"cannot write {args.batch_export}: {exc}")
    elif unjudged:
        note("score", f"{unjudged} claims are unjudged (the judge gave no verdict; not charged)")
    if args.json:
        print(json.dumps(result, default=str))
        return 0
    from rich.console import Console
    from rich.table import Table

    table = Table(title=f"{path} · {len(scored)} rollouts · mean reward "
                  f"{result['mean_reward']:.4f}",
                  caption="reward when run: what the run saved (another value means the rubric "
                          "or the world changed since); the main metrics follow "
                          "(docs/reward.md); --json prints every metric and each rollout's "
                          "explanation, --report FILE an edited report's findings")
    for col in ("index", "example_id", "reward", "reward when run", "complete", "accuracy",
                "citations", "errors", "findings"):
        table.add_column(col, justify="right")
    for row, saved in zip(scored, rows, strict=False):
        parts = row["explanation"].get("components") or {}
        table.add_row(str(row["index"]), str(row["example_id"]), f"{row['reward']:.4f}",
                      f"{float(saved.get('reward') or 0):.4f}",
                      *(f"{float(parts.get(k, 0.0)):.3f}" for k in (
                          "sol/completeness", "sol/accuracy", "sol/citations")),
                      f"{float(parts.get('sol/errors', 0.0)):g}",
                      str(len(row["explanation"].get("findings") or [])))
    Console().print(table)
    if args.report is not None:
        for finding in scored[0]["explanation"].get("findings") or []:
            said, mode = finding.get("sentence"), str(finding.get("mode"))
            # a judge's reason already opens with its mode ("EA03-EVENT: …")
            reason = str(finding.get("reason") or "").removeprefix(f"{mode}: ")
            print(f"{mode}: {reason}" + (f"\n    {said}" if said else ""))
    return 0


def final_report(row: dict[str, Any]) -> str | None:
    """The row's final report: its last assistant message's text when that calls no tool."""
    completion = row.get("completion") or []
    last = completion[-1] if completion else None
    if isinstance(last, dict) and last.get("role") == "assistant" and \
            not last.get("tool_calls") and isinstance(last.get("content"), str):
        return last["content"]
    return None


def with_report(row: dict[str, Any], report: str) -> dict[str, Any]:
    """The row with `report` as its final report: the last assistant message's text when it
    calls no tool, else a new last message."""
    completion = [dict(m) if isinstance(m, dict) else m for m in row.get("completion") or []]
    last = completion[-1] if completion else None
    if isinstance(last, dict) and last.get("role") == "assistant" and not last.get("tool_calls"):
        last["content"] = report
    else:
        completion.append({"role": "assistant", "content": report})
    return {**row, "completion": completion}
