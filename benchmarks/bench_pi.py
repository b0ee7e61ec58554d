"""Wall time of one pi research run: real pi (npm) + `serve-policy --policy oracle` + the closed
world, on eval-split companies.

Reported:
- `cli`: `tearsheet-env pi run --company … --json` as a fresh process each time (what a user
  waits for: Python start, world and index load, pi start, the run, scoring, saving, span
  export), `wall_s` per run with median and max;
- `in_process`: `run_research()` again in one warm process (what each run of the run service
  costs once imports and the world are loaded), `seconds` per run with the median;
- the rewards, and `load_average_1m` (the machine is shared: other work slows every figure).

Usage: python benchmarks/bench_pi.py [--json] [--runs 3]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()

    from tearsheet_env.dataset import task_rows
    from tearsheet_env.env import load_world_for
    from tearsheet_env.pi.install import install

    install(quiet=True)
    companies = [r["info"]["name"] for r in task_rows(load_world_for(0, 400), "eval")]
    server = subprocess.Popen([sys.executable, "-m", "tearsheet_env.cli.main", "serve-policy",
                               "--policy", "oracle", "--port", "0"], stdout=subprocess.PIPE,
                              text=True)
    assert server.stdout is not None
    url = server.stdout.readline().strip()
    cli, in_process = [], []
    try:
        with tempfile.TemporaryDirectory() as out:
            for i in range(args.runs):
                company = companies[i % len(companies)]
                t0 = time.perf_counter()
                done = subprocess.run(
                    [sys.executable, "-m", "tearsheet_env.cli.main", "pi", "run", "--company",
                     company, "--base-url", url, "--out", out, "--json"],
                    capture_output=True, text=True, check=True)
                wall = time.perf_counter() - t0
                result = json.loads(done.stdout)
                cli.append({"company": company, "wall_s": round(wall, 2),
                            "reward": result["reward"]})

            from tearsheet_env.pi.runner import ResearchRequest, run_research

            async def warm_runs() -> None:
                for i in range(args.runs + 1):  # the first one warms imports and the world
                    company = companies[(i + args.runs) % len(companies)]
                    result = await run_research(ResearchRequest(
                        company=company, policy_base_url=url, out_dir=out))
                    if i:
                        in_process.append({"company": company,
                                           "seconds": round(result.seconds, 2),
                                           "reward": result.reward})

            asyncio.run(warm_runs())
    finally:
        server.terminate()
        server.wait(10)
    report = {
        "benchmark": "bench_pi", "policy": "oracle", "cpus": os.cpu_count(),
        "load_average_1m": round(os.getloadavg()[0], 2),
        "cli": {"runs": cli, "median_wall_s": statistics.median(r["wall_s"] for r in cli),
                "max_wall_s": max(r["wall_s"] for r in cli)},
        "in_process": {"runs": in_process,
                       "median_s": statistics.median(r["seconds"] for r in in_process)},
    }
    if args.json:
        print(json.dumps(report))
    else:
        print(f"pi run (fresh CLI process): median {report['cli']['median_wall_s']} s, "
              f"max {report['cli']['max_wall_s']} s over {len(cli)} runs")
        print(f"pi run (warm process): median {report['in_process']['median_s']} s")
        print(f"rewards: {[r['reward'] for r in cli + in_process]}; "
              f"load average {report['load_average_1m']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
