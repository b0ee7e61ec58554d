"""The judge options `census eval` and `score` share: claims per judge request, and the judge's
requests as OpenAI Batch API files — export every request a run still needs, read answers back
into the verdict cache, and say which requests are still missing (docs/census.md, "Batch export
and import"). Batch mode needs only the judge model's name, never an endpoint."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from tearsheet_env import limits
from tearsheet_env.cli.common import note

SHOWN_IDS = 10  # missing request ids printed on stderr; the JSON lists all


def add_judge_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--judge-batch-size", type=limits.JUDGE_BATCH_SIZE.arg, default=15,
                   help="claims per LLM judge request")
    p.add_argument("--judge-cache", type=Path, metavar="FILE", default=None,
                   help="the LLM judge's verdict cache (sqlite; default "
                   "$TEARSHEET_ENV_CACHE/judge_cache.sqlite, else the user cache folder)")
    g = p.add_argument_group(
        "judge requests as Batch API files",
        "With either option the LLM judge needs no endpoint, only --judge-model: claims\n"
        "with a cached or imported verdict are judged, every other claim is reported\n"
        "unjudged (docs/census.md, \"Batch export and import\").")
    g.add_argument("--batch-export", type=Path, metavar="FILE", default=None,
                   help="write the judge requests this run still needs (a claim without a "
                   "verdict) as OpenAI Batch API input JSONL, and print their size")
    g.add_argument("--batch-answers", type=Path, metavar="FILE", action="append", default=None,
                   help="OpenAI Batch API output JSONL whose answers go into the verdict cache "
                   "before scoring (repeatable)")


def wants_batch(args: argparse.Namespace) -> bool:
    return bool(args.batch_export or args.batch_answers)


def batch_judge(args: argparse.Namespace, model: str, command: str,
                use_cache: bool = True) -> tuple[Any, Any]:
    """A JudgeClient in batch mode with the answer files of `args` loaded, and what reading
    them found; each unusable answer line is noted on stderr."""
    from rubric.judge_client import JudgeClient

    client = JudgeClient(model=model, batch_size=args.judge_batch_size, use_cache=use_cache,
                         cache_path=args.judge_cache)
    read = client.load_answers(list(args.batch_answers or []))
    for problem in read.problems[:50]:
        note(command, f"skipped answer {problem}")
    if len(read.problems) > 50:
        note(command, f"… and {len(read.problems) - 50} more unusable answer lines")
    return client, read


def finish_batch(args: argparse.Namespace, client: Any, read: Any, command: str,
                 unjudged_claims: int, rollouts: int | None = None,
                 rollout_claims: int | None = None) -> dict[str, Any]:
    """After the run: write the export, say what is missing, and return the summary that goes
    into the command's JSON under "batch"."""
    from rubric.judge_batch import CHARS_PER_TOKEN, request_stats, write_requests

    pending = sorted(client.pending.values(), key=lambda r: r.custom_id)
    unmatched = client.unmatched_answers()
    summary: dict[str, Any] = {
        "model": client.model,
        "batch_size": client.batch_size,
        "answer_files": [str(p) for p in args.batch_answers or []],
        "answer_lines": read.lines,
        "answers_used": len(client.answers_used),
        "answers_unmatched": unmatched,
        "answer_problems": read.problems,
        "missing_requests": len(pending),
        "missing_ids": [r.custom_id for r in pending],
        "unjudged_claims": unjudged_claims,
        "exported": None,
        "stats": None,
    }
    if args.batch_answers:
        note(command, f"{summary['answers_used']} of {read.lines} answer lines matched a "
             "request of this run")
    if unmatched:
        note(command, f"{len(unmatched)} answers match no request of this run (another run, "
             "judge model, batch size or spec version?)")
    if pending:
        shown = ", ".join(summary["missing_ids"][:SHOWN_IDS])
        more = f", … ({len(pending) - SHOWN_IDS} more)" if len(pending) > SHOWN_IDS else ""
        note(command, f"{len(pending)} judge requests have no answer; {unjudged_claims} claims "
             f"are unjudged (not charged by the judge): {shown}{more}")
    if args.batch_export:
        write_requests(args.batch_export, pending)
        stats = request_stats(pending, client.header_chars(), rollouts, rollout_claims)
        summary["exported"] = str(args.batch_export)
        summary["stats"] = stats.model_dump()
        per_rollout = (f", {stats.claims_per_rollout:,.1f} claims and "
                       f"~{stats.est_prompt_tokens_per_rollout:,.0f} tokens per rollout"
                       if stats.est_prompt_tokens_per_rollout is not None else "")
        note(command, f"wrote {stats.requests} requests ({stats.claims} claims) to "
             f"{args.batch_export}: {stats.prompt_chars:,} prompt characters, about "
             f"{stats.est_prompt_tokens:,} prompt tokens ({stats.est_prompt_tokens_per_claim:,.0f}"
             f" per claim{per_rollout}; estimated as characters / {CHARS_PER_TOKEN})")
    return summary
