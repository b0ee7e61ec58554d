"""Parse-time benchmark: a complete report, and 5 MB reports of three shapes (many sections,
one huge paragraph, a huge table). Prints JSON with medians over repeated runs."""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from tearsheet_testkit.report_samples import report  # noqa: E402

from tearsheet_env import parse_report  # noqa: E402

TARGET = 5 * 1024 * 1024


def _grow(unit: str) -> str:
    return unit * (TARGET // len(unit) + 1)


def inputs() -> dict[str, str]:
    base = report()
    sentence = "Quillon Dynamics raised USD 30.0M in a Series B led by Harbor Pike Inc. [5]. "
    row = "| Peer Systems [7] | Leeds, UK | 2012 | USD 61.0M | — | — |\n"
    table_head = (
        "## Comparable Companies\n"
        "| Company | HQ | Founded | Total Funding | Last Valuation | Revenue Multiple |\n"
        "|---|---|---|---|---|---|\n"
    )
    return {
        "complete_report": base,
        "5MB_repeated_reports": _grow(base + "\n"),
        "5MB_one_paragraph": "## Funding History\n" + _grow(sentence),
        "5MB_table": table_head + _grow(row),
        "5MB_brackets_and_fences": _grow("[1-3][ ]```[^2] ## x\n|"),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--json", action="store_true", help="(default) print one JSON object")
    args = ap.parse_args()
    results = {}
    for name, text in inputs().items():
        times = []
        for _ in range(args.repeats if len(text) > 100_000 else 200):
            t0 = time.perf_counter()
            parse_report(text)
            times.append(time.perf_counter() - t0)
        results[name] = {
            "bytes": len(text.encode()),
            "median_s": round(statistics.median(times), 6),
            "max_s": round(max(times), 6),
        }
    print(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
