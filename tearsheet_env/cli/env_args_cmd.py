"""`tearsheet-env env-args`: every argument `load_environment` accepts, with type, default,
allowed values and meaning — read off `tearsheet_env.env.EnvArgs`, the one place they are
defined."""

from __future__ import annotations

import argparse
import json


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "env-args",
        help="list the environment's arguments (vf-eval -a / eval -a)",
        description="List every argument of load_environment (what `vf-eval tearsheet-env -a` "
        "and `tearsheet-env eval -a` accept): type, default, allowed values and meaning.",
    )
    p.add_argument("--json", action="store_true", help="print a JSON list instead of a table")
    p.add_argument("--markdown", action="store_true",
                   help="print the markdown table docs/environment.md carries")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from tearsheet_env.env import describe_env_args

    rows = describe_env_args()
    if args.json:
        print(json.dumps(rows, indent=2))
        return 0
    if args.markdown:
        print(markdown_table(rows))
        return 0
    from rich.console import Console
    from rich.table import Table

    table = Table(title="tearsheet-env environment arguments (-a JSON)", show_lines=True)
    table.add_column("argument", no_wrap=True, style="bold")
    table.add_column("default", overflow="fold")
    table.add_column("meaning · allowed values", overflow="fold", ratio=1)
    for row in rows:
        table.add_row(row["name"], row["default"],
                      f"{row['meaning']}\n[dim]{row['type']}: {row['allowed']}[/dim]")
    Console().print(table)
    return 0


def markdown_table(rows: list[dict[str, str]]) -> str:
    """The arguments as the markdown table of docs/environment.md (a test keeps them equal)."""
    lines = ["| argument | default | values | meaning |", "|---|---|---|---|"]
    lines += [f"| `{r['name']}` | `{r['default']}` | {r['allowed']} | {r['meaning']} |"
              for r in rows]
    return "\n".join(lines)
