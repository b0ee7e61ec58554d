"""`tearsheet-env parse FILE` and `tearsheet-env contract …`: the report parser and the contract
from the command line."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from tearsheet_env.cli.common import error


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("parse", help="parse a tearsheet report (markdown) into its structure")
    p.add_argument("file", help="report file, or - for standard input")
    p.add_argument("--json", action="store_true", help="print the ParsedReport as JSON")
    p.set_defaults(func=_parse)

    c = sub.add_parser("contract", help="the tearsheet contract in agent_runtime/")
    csub = c.add_subparsers(dest="contract_command", required=True)
    csub.add_parser("path", help="print the agent_runtime/ folder in use").set_defaults(
        func=lambda a: _print_runtime_dir()
    )
    csub.add_parser(
        "sync-skill", help="regenerate the skill's fact inventory and AGENTS.md's scored "
        "contract from required_facts.yaml"
    ).set_defaults(func=lambda a: _sync_skill())


def _print_runtime_dir() -> int:
    from rubric.contract import runtime_dir

    print(runtime_dir())
    return 0


def _sync_skill() -> int:
    from rubric.contract import runtime_dir, sync_skill_inventory
    from tearsheet_env.env import system_prompt

    print(f"rewrote the fact inventory in {sync_skill_inventory()}")
    agents = runtime_dir() / "AGENTS.md"
    agents.write_text(system_prompt(), encoding="utf-8")  # the default-arguments rendering
    print(f"rewrote the scored contract in {agents}")
    return 0


def _parse(args: argparse.Namespace) -> int:
    from rubric.report.parser import parse_report

    try:
        data = sys.stdin.buffer.read() if args.file == "-" else Path(args.file).read_bytes()
    except OSError as exc:
        return error("parse", f"cannot read {args.file}: {exc.strerror}")
    report = parse_report(data.decode("utf-8", errors="replace"))
    if args.json:
        print(report.model_dump_json())
        return 0
    _print_summary(report)
    return 0


def _print_summary(report) -> None:
    from rich.console import Console
    from rich.table import Table

    console = Console()
    table = Table(title="sections")
    for col in ("#", "section", "heading", "claims", "cited"):
        table.add_column(col)
    for s in report.sections:
        cited = sum(1 for c in s.claims if c.citations)
        table.add_row(str(s.index + 1), s.name, s.heading, str(len(s.claims)), str(cited))
    console.print(table)
    console.print(f"missing: {report.missing_sections or 'none'}")
    console.print(f"duplicates: {report.duplicate_sections or 'none'}")
    console.print(f"out of order: {report.out_of_order}")
    console.print(f"facts: {len(report.facts)} entries, error: {report.facts_error}")
    console.print(f"sources: {len(report.sources)}, cited: {report.citations}")
    for e in report.errors:
        console.print(f"[yellow]error:[/] {e}")
