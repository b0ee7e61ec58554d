"""`tearsheet-env traces export RESULTS`: the OpenTelemetry GenAI spans of saved rollouts — vf-eval
results of any model or policy, or pi runs — exported as `tearsheet_env.otel` describes (OTLP/HTTP
when an endpoint is configured, else local JSONL). pi runs export their own spans as they finish.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from tearsheet_env.cli.common import error, note


def register(sub: argparse._SubParsersAction) -> None:
    traces = sub.add_parser("traces", help="OpenTelemetry GenAI export of saved rollouts")
    tsub = traces.add_subparsers(dest="traces_command", required=True)
    ex = tsub.add_parser("export", help="export the spans of each row of a results.jsonl; "
                         "prints one trace id a row")
    ex.add_argument("results", type=Path, help="results.jsonl, or the folder holding it")
    ex.set_defaults(func=_export)


def _export(args: argparse.Namespace) -> int:
    from tearsheet_env.cli.score_cmd import read_rows
    from tearsheet_env.otel import export_run

    path = args.results / "results.jsonl" if args.results.is_dir() else args.results
    if not path.is_file():
        return error("traces export", f"{path}: no such results file")
    rows, problems = read_rows(path)
    for problem in problems:
        note("traces export", f"skipped {problem}")
    model = None
    meta = path.parent / "metadata.json"
    if meta.is_file():
        try:
            model = json.loads(meta.read_text()).get("model")
        except (OSError, ValueError):
            model = None
    for row in rows:
        if model and not row.get("model"):
            row["model"] = model
        trace_id = export_run(row)
        if trace_id is None:
            return error("traces export", "OpenTelemetry is not installed; pip install "
                         "'tearsheet-env[service]'", 1)
        print(trace_id)
    return 0

