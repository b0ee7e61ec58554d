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

from attack_cases import CASES, COUNTED_TWIN, PLAIN_TWIN, STALE, build_rows  # noqa: E402
from attack_harness import eval_tasks, score_rows  # noqa: E402


def measure(n_tasks: int) -> dict[str, list[float]]:
    """Reward of every case on each of the first `n_tasks` eval tasks, plus "stale_found": how
    many facts the stale-laundering cases could change on each task."""
    tasks = eval_tasks(n_tasks)
    rows, keys = build_rows(tasks)
    scored = score_rows(rows)
    out: dict[str, list[float]] = {name: [0.0] * n_tasks for name, _ in keys}
    for (name, t), row in zip(keys, scored, strict=True):
        out[name][t] = float(row["reward"])
    out["stale_found"] = [float(len(STALE[t["info"]["name"]][2])) for t in tasks]
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
    print(f"{'stale facts found':34} {'':16} " + " ".join(f"{n:5.0f}     " for n in
                                                           rewards["stale_found"]))
    for name, (klass, _) in CASES.items():
        cells = " ".join(f"{r:.3f} {r / o if o else 0:.2f}" for r, o in zip(rewards[name], oracle,
                                                                          strict=True))
        twin = PLAIN_TWIN.get(name) or (f"twin:{name}" if name in COUNTED_TWIN else None)
        vs = " vs " + " ".join(f"{r:.3f}" for r in rewards[twin]) + f" ({twin})" if twin else ""
        print(f"{name:34} {klass:16} {cells}{vs}")
    print(f"({time.perf_counter() - start:.1f} s)")


if __name__ == "__main__":
    main()
