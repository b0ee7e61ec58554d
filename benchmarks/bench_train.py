"""A measured learning curve on CPU: SFT SmolLM2-135M on oracle trajectories, then the untrained
and the trained model each run rollouts through the real environment, then a few GRPO steps
from the SFT checkpoint. A smoke test of the pipeline at CPU scale, not a result.

    python benchmarks/bench_train.py [--json] [--sft-steps N] [--rollouts N] ...

Steps (every figure printed is measured in this run):
1. oracle rollouts of train-split tasks through `tearsheet-env eval` (vf-eval's code path);
2. `train dataset`: the SFT dataset, tool observations cut to --observation-chars characters;
3. SFT (LoRA, assistant tokens only), sequences cut to their last --max-length tokens
   (`truncation_mode="keep_end"`: the final report and the last research turns are what a CPU
   step can afford; the system prompt and the first turns fall off the front);
4. untrained vs trained: each model is served by the project's OpenAI-compatible server and
   `tearsheet-env eval -m … -b …` runs --rollouts rollouts of eval-split tasks (max_turns
   --max-turns); reported: share of final reports with all ten sections, share of tool calls
   that parse, mean reward;
5. GRPO --grpo-steps steps from the SFT checkpoint, from teacher prefixes by default (the
   oracle's research resumed in the environment, the model continues the oracle's report from
   its last facts entry: `train grpo --prefix oracle`), each group's rubric rewards printed.
The training loss curve goes to --out/loss_curve.png.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "tearsheet_env.cli.main", *args],
                          capture_output=True, text=True, check=True)


def oracle_rollouts(out: Path, n: int) -> Path:
    cli("eval", "--policy", "oracle", "-n", str(n), "-r", "1", "-a",
        json.dumps({"split": "train"}), "--out", str(out), "--json")
    return next(out.glob("evals/*/*/results.jsonl"))


def rollout_figures(results: Path) -> dict[str, float]:
    from rubric.report.parser import parse_report

    rows = [json.loads(line) for line in results.read_text().splitlines() if line.strip()]
    complete = 0
    for row in rows:
        final = next((m.get("content") or "" for m in reversed(row.get("completion") or [])
                      if m.get("role") == "assistant"), "")
        complete += not parse_report(final).missing_sections
    return {"rollouts": len(rows), "all_ten_sections": complete / len(rows) if rows else 0.0,
            "mean_reward": statistics.fmean(float(r.get("reward") or 0) for r in rows)
            if rows else 0.0}


def evaluate(model: Any, tokenizer: Any, name: str, out: Path, args: argparse.Namespace
             ) -> dict[str, Any]:
    from tearsheet_env.policies.model_policy import ModelResponder, model_policy
    from tearsheet_env.policies.server import PolicyServer

    responder = ModelResponder(model, tokenizer, max_new_tokens=args.max_new_tokens,
                               max_observation_chars=args.observation_chars)
    started = time.perf_counter()
    with PolicyServer(model_policy(name, responder)) as server:
        cli("eval", "-m", name, "-b", server.base_url, "-n", str(args.rollouts), "-r", "1",
            "-c", "1", "-a", json.dumps({"split": "eval", "max_turns": args.max_turns}),
            "--out", str(out), "--json")
    figures = rollout_figures(next(out.glob("evals/*/*/results.jsonl")))
    stats = responder.stats.as_dict()
    attempts = stats["tool_call_attempts"]
    figures.update({
        "tool_calls_parse": stats["tool_calls_parsed"] / attempts if attempts else None,
        "tool_call_attempts": attempts, "model_turns": stats["turns"],
        "seconds": round(time.perf_counter() - started, 1)})
    return figures


def loss_png(losses: list[float], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(6, 3.5))
    ax.plot(range(1, len(losses) + 1), losses, marker="o")
    ax.set_xlabel("SFT step")
    ax.set_ylabel("training loss (assistant tokens)")
    ax.set_title("SmolLM2-135M LoRA SFT on oracle trajectories (CPU)")
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print the figures as JSON too")
    parser.add_argument("--train-tasks", type=int, default=4,
                        help="oracle trajectories to SFT on (default 4)")
    parser.add_argument("--observation-chars", type=int, default=200,
                        help="tool observations cut to this many characters (default 200)")
    parser.add_argument("--sft-steps", type=int, default=20, help="SFT steps (default 20)")
    parser.add_argument("--max-length", type=int, default=1024,
                        help="SFT tokens per sequence, the last ones kept (default 1024)")
    parser.add_argument("--learning-rate", type=float, default=1e-3,
                        help="SFT learning rate (default 1e-3)")
    parser.add_argument("--rollouts", type=int, default=3,
                        help="eval rollouts per model (default 3)")
    parser.add_argument("--max-turns", type=int, default=3,
                        help="model turns per eval rollout (default 3)")
    parser.add_argument("--max-new-tokens", type=int, default=160,
                        help="tokens per eval turn (default 160)")
    parser.add_argument("--grpo-steps", type=int, default=4,
                        help="GRPO steps from the SFT checkpoint, one train task each "
                        "(default 4)")
    parser.add_argument("--grpo-group-size", type=int, default=4,
                        help="GRPO rollouts per prompt (default 4)")
    parser.add_argument("--grpo-completion-tokens", type=int, default=40,
                        help="GRPO tokens per rollout (default 40)")
    parser.add_argument("--grpo-prefix", default="oracle",
                        help="GRPO's --prefix: oracle (teacher prefixes, so a step carries "
                        "signal) or none (from scratch) (default oracle)")
    parser.add_argument("--threads", type=int, default=1,
                        help="torch CPU threads (default 1: on a shared 2-core machine two "
                        "OpenMP threads contend with other jobs and run several times slower)")
    parser.add_argument("--out", type=Path, default=None,
                        help="folder for outputs (default: a new temporary folder)")
    args = parser.parse_args()

    import torch
    from rich.console import Console
    from rich.table import Table

    from tearsheet_env.training.grpo import GrpoSettings, run_grpo
    from tearsheet_env.training.models import load_smollm2
    from tearsheet_env.training.sft import SftSettings, run_sft

    torch.set_num_threads(args.threads)
    out = args.out or Path(tempfile.mkdtemp(prefix="bench-train-"))
    out.mkdir(parents=True, exist_ok=True)
    timings: dict[str, float] = {}
    t0 = time.perf_counter()

    results = oracle_rollouts(out / "oracle", args.train_tasks)
    cli("train", "dataset", str(results), "--out", str(out / "data"), "--min-reward", "0.5",
        "--max-observation-chars", str(args.observation_chars))
    timings["oracle rollouts + dataset"] = time.perf_counter() - t0

    t = time.perf_counter()
    base, tokenizer = load_smollm2()
    timings["load SmolLM2"] = time.perf_counter() - t

    t = time.perf_counter()
    before = evaluate(base, tokenizer, "smollm2-135m", out / "eval-untrained", args)
    timings["eval untrained"] = time.perf_counter() - t

    import copy

    t = time.perf_counter()
    settings = SftSettings(dataset=str(out / "data" / "sft"), output=str(out / "sft"),
                           max_steps=args.sft_steps, learning_rate=args.learning_rate,
                           max_length=args.max_length, truncation="keep_end")
    sft = run_sft(settings, model=copy.deepcopy(base), tokenizer=copy.deepcopy(tokenizer))
    timings["SFT"] = time.perf_counter() - t
    loss_png(sft["losses"], out / "loss_curve.png")

    from tearsheet_env.training.models import load_model

    trained, trained_tok = load_model(str(out / "sft" / "merged"))
    t = time.perf_counter()
    after = evaluate(trained, trained_tok, "smollm2-135m-sft", out / "eval-trained", args)
    timings["eval trained"] = time.perf_counter() - t

    t = time.perf_counter()
    grpo = run_grpo(GrpoSettings(model=str(out / "sft" / "merged"), output=str(out / "grpo"),
                                 max_steps=args.grpo_steps, num_tasks=args.grpo_steps,
                                 group_size=args.grpo_group_size,
                                 max_completion_length=args.grpo_completion_tokens,
                                 max_tool_calls=1, learning_rate=1e-4, system_prompt="none",
                                 prefix=args.grpo_prefix, prefix_facts_left=1,
                                 prefix_window_chars=600),
                    model=trained, tokenizer=trained_tok)
    timings["GRPO"] = time.perf_counter() - t
    from tearsheet_env.training.models import lora_parameters

    grpo_lora_moved = any(n.endswith("lora_B.default.weight") and bool(p.abs().sum() > 0)
                          for n, p in lora_parameters(grpo["trainer"].model).items())
    timings["total"] = time.perf_counter() - t0

    console = Console()
    table = Table(title=f"SmolLM2-135M before / after {args.sft_steps} SFT steps "
                  f"({args.rollouts} eval rollouts each, max {args.max_turns} turns)")
    for col in ("model", "all ten sections", "tool calls that parse", "mean reward",
                "tool-call attempts", "model turns"):
        table.add_column(col, justify="right")

    def pct(x: float | None) -> str:
        return "n/a (none tried)" if x is None else f"{100 * x:.0f}%"

    for name, f in (("untrained", before), ("SFT", after)):
        table.add_row(name, pct(f["all_ten_sections"]), pct(f["tool_calls_parse"]),
                      f"{f['mean_reward']:.4f}", str(f["tool_call_attempts"]),
                      str(f["model_turns"]))
    console.print(table)
    console.print("SFT loss per step: " + " ".join(f"{x:.3f}" for x in sft["losses"]))
    console.print(f"SFT loss on the first batch: before {sft['loss_before']:.3f}, after "
                  f"{sft['loss_after']:.3f}")
    for i, g in enumerate(grpo["groups"]):
        console.print(f"GRPO group {i} ({g['company']}): rubric train rewards "
                      + " ".join(f"{r:+.3f}" for r in g["rewards"]) + "; raw rewards "
                      + " ".join(f"{r:.3f}" for r in g["raw_rewards"]) + "; tool calls "
                      + " ".join(str(c) for c in g["tool_calls"]) + "; replayed teacher calls "
                      + " ".join(str(c) for c in g["replayed_tool_calls"]))
    console.print(f"GRPO ({args.grpo_prefix} prefix) LoRA changed: {grpo_lora_moved}")
    console.print("seconds: " + ", ".join(f"{k} {v:.0f}" for k, v in timings.items()))
    console.print(f"loss curve: {out / 'loss_curve.png'}")
    if args.json:
        print(json.dumps({
            "untrained": before, "sft": after, "sft_losses": sft["losses"],
            "sft_loss_before": sft["loss_before"], "sft_loss_after": sft["loss_after"],
            "grpo_groups": grpo["groups"], "grpo_losses": grpo["losses"],
            "grpo_lora_changed": grpo_lora_moved,
            "seconds": {k: round(v, 1) for k, v in timings.items()},
            "loss_curve": str(out / "loss_curve.png"), "settings": vars(args) | {
                "out": str(out)}}, default=str))
    return 0


if __name__ == "__main__":
    sys.exit(main())
