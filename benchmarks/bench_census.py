"""Census benchmark: seconds to build the default census, and seconds for `census eval` with the
offline judge over it (bar: < 60 s for 2,000 claims). Runs the real CLI as subprocesses, so the
figures include process start and world loading. Prints one JSON object with `--json`."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

CLI = [sys.executable, "-m", "tearsheet_env.cli.main", "census"]


def timed(args: list[str]) -> float:
    t0 = time.perf_counter()
    subprocess.run([*CLI, *args], check=True, capture_output=True, text=True)
    return time.perf_counter() - t0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        census, report = Path(tmp) / "census.jsonl", Path(tmp) / "report.json"
        build_s = timed(["build", "--out", str(census)])
        eval_s = timed(["eval", "--census", str(census), "--judge", "offline",
                        "--json-out", str(report)])
        r = json.loads(report.read_text())
    out = {
        "build_seconds": round(build_s, 2),
        "eval_seconds": round(eval_s, 2),
        "eval_inner_seconds": r["cost"]["wall_seconds"],
        "claims": r["claim_cases"],
        "rollouts": r["rollout_cases"],
        "claims_per_second": round(r["claim_cases"] / eval_s, 1),
        "control_false_rejection": r["control_false_rejection"],
        "tier_a_min_recall": r["tier_a_min_recall"],
        "tier_b_macro_recall": r["tier_b_macro_recall"],
    }
    print(json.dumps(out) if args.json else "\n".join(f"{k}: {v}" for k, v in out.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
