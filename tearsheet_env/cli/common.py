"""What every `tearsheet-env` command shares: the help format (every option shows its default)
and the one error style (`tearsheet-env COMMAND: error: MESSAGE`, the shape argparse itself
uses for a bad option, so a usage error and a run-time error read alike)."""

from __future__ import annotations

import argparse
import sys

PROG = "tearsheet-env"
EXIT_USAGE = 2
EXIT_INTERRUPTED = 130  # 128 + SIGINT, what a shell reports for Ctrl-C


class HelpFormatter(argparse.RawDescriptionHelpFormatter):
    """Help that ends each option with its default, when it has a meaningful one."""

    def _get_help_string(self, action: argparse.Action) -> str | None:
        text = action.help or ""
        default = action.default
        if ("%(default)" in text or "default" in text.lower() or default is None
                or default is argparse.SUPPRESS or isinstance(default, bool)
                or action.nargs == 0):
            return text
        return f"{text} (default: %(default)s)"


class Parser(argparse.ArgumentParser):
    """The parser class of every command and sub-command (argparse passes a parser's class on
    to its sub-parsers), so every help screen uses `HelpFormatter`."""

    def __init__(self, *args, **kwargs) -> None:
        kwargs.setdefault("formatter_class", HelpFormatter)
        super().__init__(*args, **kwargs)

    def parse_known_args(self, args=None, namespace=None):  # type: ignore[override]
        namespace, extras = super().parse_known_args(args, namespace)
        # argparse hands a sub-command's leftovers up to the top-level parser, whose error then
        # names `tearsheet-env` instead of the sub-command whose options were mistyped
        if extras and " " in self.prog:
            self.error(f"unrecognized arguments: {' '.join(extras)}")
        return namespace, extras

    def error(self, message: str):  # type: ignore[override]
        # one line, like every other error of the CLI (argparse's default adds a usage block)
        self.exit(EXIT_USAGE, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


def error(command: str, message: str, code: int = EXIT_USAGE) -> int:
    """Print the one-line error of `tearsheet-env COMMAND` on stderr and return `code`."""
    print(f"{PROG} {command}: error: {message}", file=sys.stderr, flush=True)
    return code


def note(command: str, message: str) -> None:
    """A one-line note on stderr that is not an error (what was skipped, where results went)."""
    print(f"{PROG} {command}: {message}", file=sys.stderr, flush=True)
