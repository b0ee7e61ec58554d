"""`tearsheet-env` console script. Each command group lives in its own module with a
`register(subparsers)` function; this file only wires them together and owns what every
command shares: `--version`, the help format, and Ctrl-C (no traceback, exit 130)."""

from __future__ import annotations

import argparse
import importlib
import sys

from tearsheet_env.cli.common import EXIT_INTERRUPTED, PROG, Parser

# module names under tearsheet_env.cli, one per command group
COMMAND_MODULES = [
    "parse_cmd",
    "tool_cmd",
    "eval_cmd",
    "play_cmd",
    "env_args_cmd",
    "policy_cmd",
    "score_cmd",
    "world_cmd",
    "census_cmd",
    "pi_cmd",
    "traces_cmd",
    "hub_cmd",
    "train_cmd",
    "model_cmd",
    "corpus_cmd",
]


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("tearsheet-env")
    except PackageNotFoundError:  # a source tree that was never installed
        return "unknown (not installed)"


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog=PROG,
        description="Research-tearsheet RL environment: world, tools, policies, eval, scoring.",
    )
    parser.add_argument("--version", action="version", version=f"{PROG} {_version()}",
                        help="print the installed version and exit")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name in COMMAND_MODULES:
        importlib.import_module(f"tearsheet_env.cli.{name}").register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    try:
        args = build_parser().parse_args(argv)
        return int(args.func(args) or 0)
    except KeyboardInterrupt:
        # commands that have something to say about an interrupt (eval: what was saved) say it
        # themselves and return 130; anything else ends here, quietly
        print(f"{PROG}: interrupted", file=sys.stderr, flush=True)
        return EXIT_INTERRUPTED
    except BrokenPipeError:  # `tearsheet-env … | head`: the reader left; nothing to report
        sys.stderr.close()
        return 1


if __name__ == "__main__":
    sys.exit(main())
