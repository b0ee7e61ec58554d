"""World benchmark: for each requested size, the build (world files, page store and search
index: everything serving needs), then a fresh serving process that opens the world, answers
websearch and fetch and scores oracle rollouts, with its peak resident memory. Prints one JSON
object (figures, not assertions).

    python benchmarks/bench_world.py                          # 400 companies
    python benchmarks/bench_world.py --sizes 2000 10000       # the scale bars

Worlds are built fresh (into a temporary folder, or --work-dir, used as the run's
TEARSHEET_ENV_CACHE so the oracle and the rubric find the same world), so build seconds are
real builds. CPU seconds beside wall seconds, and the load average, tell how much of a wall
figure was other jobs on a shared machine.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

BARS = {"build_seconds_400": 30.0, "build_seconds_10000": 300.0,
        "serving_peak_rss_mb": 1024.0, "websearch_p50_ms": 25.0, "fetch_p50_ms": 5.0}
SERVE_CALLS = 200  # websearch and fetch calls timed in the serving process
SERVE_ROLLOUTS = 3  # oracle rollouts on eval tasks, run and scored in the serving process


def _cpu_split() -> tuple[float, float]:
    """CPU seconds of this process (its threads: tantivy's indexer included) and of its
    finished children (the realization workers)."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime, kids.ru_utime + kids.ru_stime


def _cpu_seconds() -> float:
    return sum(_cpu_split())


def bench(size: int, seed: int) -> dict[str, Any]:
    from tearsheet_env.tools.search_index import WorldSearchIndex
    from tearsheet_env.world import build_world, load_world
    from tearsheet_env.world.build import cache_path

    load_before = os.getloadavg()[0]
    (main0, kids0), start = _cpu_split(), time.perf_counter()
    path = build_world(seed=seed, companies=size, out=cache_path(seed, size))
    (main1, kids1) = _cpu_split()
    world_s, world_cpu = time.perf_counter() - start, (main1 - main0) + (kids1 - kids0)
    cpu, start = _cpu_seconds(), time.perf_counter()
    WorldSearchIndex.for_world(load_world(path))
    index_s, index_cpu = time.perf_counter() - start, _cpu_seconds() - cpu
    manifest = load_world(path).manifest
    disk = {p.name: round(_size(p) / 1e6, 1) for p in sorted(path.iterdir())}
    serving = json.loads(subprocess.run(
        [sys.executable, __file__, "--serve-probe", str(size), "--seed", str(seed)],
        check=True, capture_output=True, text=True, env=os.environ).stdout)
    return {"companies": manifest.companies, "documents": manifest.documents,
            "documents_per_company": round(manifest.documents / manifest.companies, 2),
            "build_seconds": round(world_s + index_s, 2),
            "build_cpu_seconds": round(world_cpu + index_cpu, 2),
            "world_build_seconds": round(world_s, 2),
            "world_build_cpu_seconds": round(world_cpu, 2),
            # the build's critical path on a machine of its own: the main process (pages
            # made unique, JSONL, store, search index) runs beside the workers
            "world_build_cpu_seconds_main_process": round(main1 - main0, 2),
            "world_build_cpu_seconds_workers": round(kids1 - kids0, 2),
            # opening the index the build wrote (a folder built before that: building it)
            "index_build_seconds": round(index_s, 2),
            "index_build_cpu_seconds": round(index_cpu, 2),
            "build_ms_per_company": round(1000 * (world_s + index_s) / size, 2),
            "load_average_1m_before": round(load_before, 2),
            "load_average_1m_after": round(os.getloadavg()[0], 2),
            "disk_mb": disk, "serving": serving, "content_hash": manifest.content_hash}


def _size(p: Path) -> int:
    return p.stat().st_size if p.is_file() else sum(_size(c) for c in p.iterdir())


def _peak_rss_mb() -> float:
    """This process's peak resident set (VmHWM). Not getrusage's ru_maxrss: after fork and exec
    that keeps the parent's peak when it was higher (the parent built the world)."""
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmHWM:"):
                return round(int(line.split()[1]) / 1024, 1)
    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)


def serve_probe(size: int, seed: int) -> dict[str, Any]:
    """In a fresh process: open the world, answer websearch and fetch, run and score oracle
    rollouts; the process's peak RSS is the serving figure."""
    from rubric.score import score_rollout
    from tearsheet_env.dataset import task_rows
    from tearsheet_env.env import load_world_for
    from tearsheet_env.policies.oracle import use_world
    from tearsheet_env.tools.policy import ToolPolicy
    from tearsheet_env.tools.research_tools import ResearchTools
    from tearsheet_env.world.difficulty import rollout

    start = time.perf_counter()
    world = load_world_for(seed, size)
    tools = ResearchTools("world", world=world, policy=ToolPolicy(max_calls=None, max_bytes=None))
    tools.websearch("warm up", 5)
    open_s = time.perf_counter() - start
    rss_open = _peak_rss_mb()
    rng = random.Random(0)
    intents = ["", " funding", " CEO", " headquarters", " customers", " latest news"]
    summaries = world.company_summaries()
    queries = [rng.choice(summaries).name + rng.choice(intents) for _ in range(SERVE_CALLS)]
    urls = rng.choices(world.documents.urls(access="ok"), k=SERVE_CALLS)
    search, fetch = [], []
    for q in queries:
        t = time.perf_counter()
        tools.websearch(q, 5)
        search.append(time.perf_counter() - t)
    for u in urls:
        t = time.perf_counter()
        tools.fetch(u, 0)
        fetch.append(time.perf_counter() - t)
    use_world(seed, size)
    rows = task_rows(world, split="eval", num_examples=SERVE_ROLLOUTS)
    rewards, rollout_s = [], []
    for row in rows:
        t = time.perf_counter()
        rewards.append(score_rollout(*rollout("oracle", row, world)).reward)
        rollout_s.append(time.perf_counter() - t)
    ms = lambda xs: round(statistics.median(xs) * 1000, 3)  # noqa: E731
    return {"open_seconds": round(open_s, 2), "rss_after_open_mb": round(rss_open, 1),
            "websearch_p50_ms": ms(search), "fetch_p50_ms": ms(fetch),
            "oracle_rewards": [round(r, 4) for r in rewards],
            "oracle_rollout_and_score_seconds_p50": round(statistics.median(rollout_s), 2),
            "peak_rss_mb": _peak_rss_mb()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[400],
                        help="world sizes (companies) to build and serve (default: 400)")
    parser.add_argument("--seed", type=int, default=0, help="world seed (default: 0)")
    parser.add_argument("--work-dir", type=Path, default=None,
                        help="keep the built worlds here (default: a temporary folder)")
    parser.add_argument("--serve-probe", type=int, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve_probe is not None:
        print(json.dumps(serve_probe(args.serve_probe, args.seed)))
        return
    with tempfile.TemporaryDirectory(prefix="bench-world-") as tmp:
        os.environ["TEARSHEET_ENV_CACHE"] = str(args.work_dir or tmp)
        results = {str(n): bench(n, args.seed) for n in args.sizes}
    from tearsheet_env.world import GENERATOR_VERSION

    bars = {}
    for n, r in results.items():
        bars[f"serving_peak_rss_mb_{n}"] = r["serving"]["peak_rss_mb"]
        bars[f"websearch_p50_ms_{n}"] = r["serving"]["websearch_p50_ms"]
        bars[f"fetch_p50_ms_{n}"] = r["serving"]["fetch_p50_ms"]
        bars[f"build_seconds_{n}"] = r["build_seconds"]
    checked = {name: {"value": value, "bar": BARS.get(name, BARS.get(name.rsplit("_", 1)[0])),
                      "pass": value <= BARS.get(name, BARS.get(name.rsplit("_", 1)[0], 1e18))}
               for name, value in bars.items()}
    print(json.dumps({"generator_version": GENERATOR_VERSION, "cpus": os.cpu_count(),
                      "python": platform.python_version(), "worlds": results, "bars": checked},
                     indent=2))


if __name__ == "__main__":
    main()
