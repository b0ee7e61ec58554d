"""World-generator benchmark: build and load seconds, size on disk and documents per company for
each requested world size. Prints one JSON object (figures, not assertions).

    python benchmarks/bench_world.py                    # 400 companies
    python benchmarks/bench_world.py --sizes 400 10000  # adds the benchmark-sized world

Worlds are built fresh into a temporary folder, so build seconds are real builds.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import tempfile
import time
from pathlib import Path

from tearsheet_env.world import GENERATOR_VERSION, build_world, load_world


def bench(size: int, root: Path, seed: int) -> dict:
    start = time.perf_counter()
    path = build_world(seed=seed, companies=size, out=root / f"world-{size}")
    build_s = time.perf_counter() - start
    start = time.perf_counter()
    world = load_world(path)
    load_s = time.perf_counter() - start
    size_mb = sum(f.stat().st_size for f in path.iterdir()) / 1e6
    # peak resident memory of this process so far (the loaded world is held whole: no on-disk
    # store yet, see docs/world.md)
    peak_rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return {"companies": len(world.companies), "documents": len(world.documents),
            "documents_per_company": round(len(world.documents) / len(world.companies), 2),
            "build_seconds": round(build_s, 2), "load_seconds": round(load_s, 2),
            "disk_mb": round(size_mb, 1), "peak_rss_mb": round(peak_rss_mb, 1),
            "content_hash": world.manifest.content_hash}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[400])
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-world-") as tmp:
        results = {str(n): bench(n, Path(tmp), args.seed) for n in args.sizes}
    print(json.dumps({"generator_version": GENERATOR_VERSION, "cpus": os.cpu_count(),
                      "python": platform.python_version(), "worlds": results}, indent=2))


if __name__ == "__main__":
    main()
