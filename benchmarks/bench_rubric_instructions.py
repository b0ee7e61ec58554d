"""Rubric benchmark in instructions: how many CPU instructions Tier-A scoring spends per oracle
rollout, counted by valgrind's callgrind. Deterministic, unlike wall time, which moves ±15 %
from run to run on a shared machine (more than most changes): decide changes with this, report
wall time with `bench_rubric.py`.

    python benchmarks/bench_rubric_instructions.py [--tasks 20] [--stage prepare] [--json]

Needs `valgrind` on PATH (not a dependency of the project; it says so and exits 2 without
it). Each stage runs in the regime of `bench_rubric.py`'s headline (`tier_a`): rollout-keyed
caches emptied before each rollout, world-keyed ones warm; `repeat` empties nothing (its
`tier_a_repeat`). A count is the difference between a run of 1 and of 4 passes over the
rollouts, divided by 3 × rollouts, so loading the world, building the transcripts and the
warm-up pass cancel out. Both runs go at once (about a minute each under valgrind).

Stages: prepare (all of `rubric.score.prepare`), repeat, parse, registry (the rebuild alone),
behaviour (alone, so it decodes the tool messages itself; inside `prepare` it reuses the
rebuild's decodes), verifiers (the 15 checks on a prepared parse and registry).
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

STAGES = ("prepare", "repeat", "parse", "registry", "behaviour", "verifiers")
_COLLECTED = re.compile(r"Collected : (\d+)")


def _passes(stage: str, tasks: int, passes: int) -> None:
    """The measured program: `passes` passes of `stage` over the oracle rollouts."""
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
    from tearsheet_testkit.rubric_support import eval_rows

    from rubric import memo
    from rubric import score as S
    from rubric.contract import load_contract
    from rubric.registry import SourceRegistry
    from rubric.report.parser import parse_report
    from rubric.tier_a import TierA
    from rubric.transcript import behaviour, messages_of, report_text
    from rubric.world_index import world_index
    from tearsheet_env.world import load_world
    from tearsheet_env.world.difficulty import rollout as run_policy

    world = load_world()
    oracle = [run_policy("oracle", row, world) for row in eval_rows(world, tasks)]
    contract = load_contract()
    for p, c, info in oracle:  # warm-up: world index, world-keyed caches
        S.prepare(p, c, info)
    prepared = []
    if stage == "verifiers":
        for p, c, info in oracle:
            msgs = messages_of(p, c)
            widx, _ = world_index(info)
            prepared.append((parse_report(report_text(c)), SourceRegistry.from_transcript(msgs),
                             behaviour(msgs), widx.companies[info["company_id"]], widx))
    for _ in range(passes):
        for i, (p, c, info) in enumerate(oracle):
            if stage != "repeat":
                memo.clear("rollout")
            if stage in ("prepare", "repeat"):
                S.prepare(p, c, info)
            elif stage == "parse":
                parse_report(report_text(c))
            elif stage == "registry":
                SourceRegistry.from_transcript(messages_of(p, c))
            elif stage == "behaviour":
                behaviour(messages_of(p, c))
            else:
                TierA(contract, *prepared[i]).run()


def _count(stage: str, tasks: int, passes: int) -> int:
    cmd = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable,
           str(Path(__file__).resolve()), "--run", stage, "--tasks", str(tasks),
           "--passes", str(passes)]
    out = subprocess.run(cmd, capture_output=True, text=True, check=False)
    m = _COLLECTED.search(out.stderr)
    if out.returncode != 0 or m is None:
        raise RuntimeError(f"valgrind run failed ({out.returncode}): {out.stderr[-2000:]}")
    return int(m.group(1))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tasks", type=int, default=20)
    ap.add_argument("--stage", choices=STAGES, action="append",
                    help="a stage to count (repeatable; default: prepare)")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--run", choices=STAGES, help=argparse.SUPPRESS)  # the measured program
    ap.add_argument("--passes", type=int, default=1, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.run:
        _passes(args.run, args.tasks, args.passes)
        return 0
    if shutil.which("valgrind") is None:
        print("valgrind is not on PATH: this benchmark counts instructions with callgrind",
              file=sys.stderr)
        return 2
    out: dict[str, float] = {}
    for stage in args.stage or ["prepare"]:
        with ThreadPoolExecutor(2) as pool:
            one, four = pool.map(lambda n, s=stage: _count(s, args.tasks, n), (1, 4))
        out[stage] = round((four - one) / (3 * args.tasks) / 1e6, 3)
    if args.json:
        print(json.dumps({"rollouts": args.tasks, "minstructions_per_rollout": out}, indent=2))
    else:
        for stage, m in out.items():
            print(f"{stage:10s} {m:8.3f} M instructions per oracle rollout")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
