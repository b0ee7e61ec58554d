"""Print every attack's reward next to the oracle's, per task (the figures of FINDINGS.md).

    python tests/attacks/measure.py [--tasks N] [--json]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from attack_cases import CASES, build_rows  # noqa: E402
from attack_harness import eval_tasks, score_rows  # noqa: E402


def measure(n_tasks: int) -> dict[str, list[float]]:
    rows, keys = build_rows(eval_tasks(n_tasks))
    scored = score_rows(rows)
    out: dict[str, list[float]] = {name: [0.0] * n_tasks for name in CASES}
    for (name, t), row in zip(keys, scored, strict=True):
        out[name][t] = float(row["reward"])
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--tasks", type=int, default=2)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    start = time.perf_counter()
    rewards = measure(args.tasks)
    if args.json:
        print(json.dumps(rewards))
        return
    oracle = rewards["oracle"]
    print(f"{'case':34} {'class':16} " + " ".join(f"task{t}  ×orc" for t in range(args.tasks)))
    for name, (klass, _) in CASES.items():
        cells = " ".join(f"{r:.3f} {r / o if o else 0:.2f}" for r, o in zip(rewards[name], oracle,
                                                                          strict=True))
        print(f"{name:34} {klass:16} {cells}")
    print(f"({time.perf_counter() - start:.1f} s)")


if __name__ == "__main__":
    main()
