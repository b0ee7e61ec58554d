"""`tearsheet-env` console script. Each command group lives in its own module with a
`register(subparsers)` function; this file only wires them together."""

from __future__ import annotations

import argparse
import importlib
import sys

# module names under tearsheet_env.cli, one per command group
COMMAND_MODULES = [
    "parse_cmd",
    "tool_cmd",
    "eval_cmd",
    "policy_cmd",
    "score_cmd",
    "world_cmd",
    "census_cmd",
]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="tearsheet-env",
        description="Research-tearsheet RL environment: world, tools, policies, eval, scoring.",
    )
    sub = parser.add_subparsers(dest="command", required=True)
    for name in COMMAND_MODULES:
        importlib.import_module(f"tearsheet_env.cli.{name}").register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    return int(args.func(args) or 0)


if __name__ == "__main__":
    sys.exit(main())
