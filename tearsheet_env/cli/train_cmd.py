"""`tearsheet-env train`: datasets from saved rollouts, SFT warm-up and GRPO (docs/training.md).

The options of `train sft` and `train grpo` are generated from `SftSettings` / `GrpoSettings`
(one place defines them; the help shows each field's description and default)."""

from __future__ import annotations

import argparse
import json
import typing
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError
from pydantic_core import PydanticUndefined

from tearsheet_env.cli.common import error, note


def _settings_fields(module: str, cls: str) -> dict[str, Any]:
    """The pydantic fields of a settings class, without importing torch/trl (help stays fast):
    the settings modules import the heavy libraries only inside functions."""
    import importlib

    return getattr(importlib.import_module(module), cls).model_fields


def _add_fields(parser: argparse.ArgumentParser, fields: dict[str, Any]) -> None:
    for name, info in fields.items():
        flag = "--" + name.replace("_", "-")
        kind = info.annotation if info.annotation in (int, float, str) else str
        choices = typing.get_args(info.annotation) if typing.get_origin(
            info.annotation) is typing.Literal else None
        if info.default is PydanticUndefined:
            parser.add_argument(flag, dest=name, type=kind, required=True, choices=choices,
                                help=info.description)
        else:
            parser.add_argument(flag, dest=name, type=kind, default=info.default,
                                choices=choices, help=info.description)


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("train", help="build training datasets, run SFT or GRPO",
                       description="Training on the environment: `dataset` turns saved rollouts "
                       "into HF datasets, `sft` runs the LoRA warm-up, `grpo` runs GRPO with the "
                       "rubric's shaped reward through the real tools (CPU-sized by default).")
    tsub = p.add_subparsers(dest="train_command", required=True, metavar="STEP")

    d = tsub.add_parser("dataset", help="saved rollouts -> SFT and teacher-prefix datasets",
                        description="Read vf-eval results (results.jsonl files or folders of "
                        "them; pi transcripts converted to the env's format are the same) and/or "
                        "a Weave export, keep train-split rollouts at or above --min-reward, "
                        "de-duplicate, and write an SFT dataset (messages, tools, info, reward) "
                        "and a teacher-prefix distillation dataset (prompt, completion, ...). A "
                        "rollout of the eval split is refused unless --drop-eval.")
    d.add_argument("inputs", nargs="*", type=Path,
                   help="results.jsonl files or folders searched for *.jsonl")
    d.add_argument("--weave-export", type=Path, default=None,
                   help="a Weave calls export (JSONL) to harvest complete teacher traces from")
    d.add_argument("--weave", action="store_true",
                   help="harvest through the weave client (needs WANDB_API_KEY and "
                   "WANDB_PROJECT, optional WANDB_ENTITY)")
    d.add_argument("--out", type=Path, default=Path("outputs/datasets"),
                   help="folder for sft/ and prefixes/")
    d.add_argument("--min-reward", type=float, default=0.5,
                   help="keep rollouts whose saved reward is at least this")
    d.add_argument("--drop-eval", action="store_true",
                   help="drop eval-split rollouts (counted) instead of refusing the input")
    d.add_argument("--max-observation-chars", type=int, default=0,
                   help="cut tool observations in the SFT dataset to this many characters "
                   "(0: keep whole)")
    d.add_argument("--seed", type=int, default=0, help="world seed of Weave traces")
    d.add_argument("--companies", type=int, default=400, help="world size of Weave traces")
    d.set_defaults(func=run_dataset)

    s = tsub.add_parser("sft", help="LoRA SFT warm-up with trl's SFTTrainer",
                        description="Supervised warm-up on an SFT dataset: loss on assistant "
                        "tokens only (chat-template generation markers), MoE router frozen, "
                        "LoRA. Writes OUTPUT/adapter, OUTPUT/merged and OUTPUT/sft_summary.json.")
    _add_fields(s, _settings_fields("tearsheet_env.training.sft", "SftSettings"))
    s.add_argument("--json", action="store_true", help="print the summary as JSON")
    s.set_defaults(func=run_sft)

    g = tsub.add_parser("grpo", help="GRPO with trl's GRPOTrainer through the real tools",
                        description="GRPO on train-split tasks: the model calls websearch and "
                        "fetch on the closed world (trl's multi-turn environment interface), the "
                        "rubric in train mode gives the shaped reward (GAR, length penalty, "
                        "discrepancy sampling), loss_type=grpo (prompt-mean), router frozen, "
                        "LoRA. From scratch (--prefix none) a rollout starts at the task; from a "
                        "teacher prefix (--prefix oracle or a dataset) the environment resumes "
                        "the teacher's research and the model continues the teacher's report "
                        "from its last facts entries (prefix-guided RL for a model that cannot "
                        "yet write a whole report). Prints each group's rewards; writes "
                        "OUTPUT/adapter and OUTPUT/grpo_summary.json.")
    _add_fields(g, _settings_fields("tearsheet_env.training.grpo", "GrpoSettings"))
    g.add_argument("--json", action="store_true", help="print the summary as JSON")
    g.set_defaults(func=run_grpo)


def _settings(command: str, cls: type[BaseModel], args: argparse.Namespace) -> Any:
    values = {k: getattr(args, k) for k in cls.model_fields}
    try:
        return cls(**values)
    except ValidationError as exc:
        first = exc.errors()[0]
        raise SystemExit(error(command, f"--{str(first['loc'][0]).replace('_', '-')}: "
                                        f"{first['msg']}")) from None


def run_dataset(args: argparse.Namespace) -> int:
    from tearsheet_env.training import trajectories as T

    if not args.inputs and args.weave_export is None and not args.weave:
        return error("train dataset", "give results files/folders, --weave-export or --weave")
    try:
        rows, problems = T.read_rollouts(args.inputs)
        if args.weave_export is not None or args.weave:
            from tearsheet_env.training import weave_harvest as W

            calls = (W.read_export(args.weave_export) if args.weave_export is not None
                     else W.fetch_calls())
            rows += W.rows_from_calls(calls, args.seed, args.companies)
        selected, report = T.select_rollouts(rows, args.min_reward, args.drop_eval)
        report.unreadable += problems
        sft = T.to_dataset(T.sft_records(selected, args.max_observation_chars))
        prefixes = T.prefix_records(selected)
    except T.DatasetBuildError as exc:
        return error("train dataset", str(exc))
    args.out.mkdir(parents=True, exist_ok=True)
    sft.save_to_disk(str(args.out / "sft"))
    note("train dataset", report.line())
    note("train dataset", f"wrote {len(sft)} SFT rows to {args.out / 'sft'}")
    if prefixes:
        T.to_dataset(prefixes).save_to_disk(str(args.out / "prefixes"))
        note("train dataset", f"wrote {len(prefixes)} teacher-prefix rows to "
                              f"{args.out / 'prefixes'}")
    return 0


def _print_summary(summary: dict[str, Any], as_json: bool) -> None:
    summary = {k: v for k, v in summary.items() if k != "trainer"}
    if as_json:
        print(json.dumps(summary, default=str))
        return
    for key, value in summary.items():
        print(f"{key}: {value}")


def run_sft(args: argparse.Namespace) -> int:
    from tearsheet_env.training.models import ModelUnavailable
    from tearsheet_env.training.sft import SftSettings
    from tearsheet_env.training.sft import run_sft as train

    settings = _settings("train sft", SftSettings, args)
    if not Path(settings.dataset).is_dir():
        return error("train sft", f"{settings.dataset}: no dataset folder (write one with "
                                  "`tearsheet-env train dataset`)")
    try:
        _print_summary(train(settings), args.json)
    except (ModelUnavailable, ValueError) as exc:
        return error("train sft", str(exc))
    return 0


def run_grpo(args: argparse.Namespace) -> int:
    from tearsheet_env.training.grpo import GrpoSettings
    from tearsheet_env.training.grpo import run_grpo as train
    from tearsheet_env.training.models import ModelUnavailable
    from tearsheet_env.training.trajectories import DatasetBuildError

    settings = _settings("train grpo", GrpoSettings, args)
    try:
        summary = train(settings)
    except (ModelUnavailable, DatasetBuildError) as exc:  # DatasetBuildError: a bad --prefix
        return error("train grpo", str(exc))
    if not args.json:
        for step, group in enumerate(summary["groups"]):
            print(f"group {step}: {group['company']}: rewards "
                  + " ".join(f"{r:+.3f}" for r in group["rewards"])
                  + " (raw " + " ".join(f"{r:.3f}" for r in group["raw_rewards"]) + ")")
    _print_summary(summary, args.json)
    return 0
