"""The one set of input limits every entry point checks: the environment's arguments
(`EnvArgs`), the CLI's options (as argparse types), and the library functions behind them.

A limit is defined once here and read three ways — `check(value)` for library code,
`arg(text)` as an argparse `type=`, and `field(default, meaning)` for a pydantic model — so
`world build --companies 0`, `serve-policy --companies 0` and `vf-eval -a '{"companies": 0}'`
fail with the same sentence before any work starts.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from typing import Annotated, Any

from pydantic import AfterValidator, Field


@dataclass(frozen=True)
class IntLimit:
    name: str
    low: int
    high: int | None = None
    also: int | None = None  # one extra allowed value outside the range (-1 for "all")
    also_means: str = ""

    def allowed(self) -> str:
        span = (f"an integer from {self.low:,} to {self.high:,}" if self.high is not None
                else f"an integer ≥ {self.low:,}")
        if self.also is not None:
            span += f", or {self.also} ({self.also_means})"
        return span

    def ok(self, value: int) -> bool:
        return value == self.also or (value >= self.low
                                      and (self.high is None or value <= self.high))

    def check(self, value: Any) -> int:
        """`value` as an int within the limit, else a ValueError naming the allowed range."""
        if isinstance(value, bool) or not isinstance(value, int) or not self.ok(value):
            raise ValueError(f"{self.name} must be {self.allowed()}, got {value!r}")
        return value

    def arg(self, text: str) -> int:
        """argparse `type=`: the option's text parsed and checked, or an argparse error."""
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(
                f"must be {self.allowed()}, got {text!r}") from None
        if not self.ok(value):
            raise argparse.ArgumentTypeError(f"must be {self.allowed()}, got {value}")
        return value

    def field(self, default: int, meaning: str) -> Any:
        """A pydantic field with this limit (the schema carries the range for documentation)."""
        extra: dict[str, Any] = {"minimum": self.low, "allowed": self.allowed()}
        if self.high is not None:
            extra["maximum"] = self.high
        return Field(default=default, description=meaning, json_schema_extra=extra)

    @property
    def annotated(self) -> Any:
        """`int` validated by this limit, for pydantic models."""
        return Annotated[int, AfterValidator(self.check)]


# The default tool budget of a rollout, sized by real agents (docs/world.md, "The budget"):
# fresh careful LLM researchers given 80, 100 and 110 calls used 63-77, 70-86 and 68-99; research
# saturates near 100 calls, and at 110 about one agent in five kept less than 15% to spare, so the
# default is 120 (every careful agent measured at 110 would keep 17% or more). A turn may hold
# several calls.
DEFAULT_MAX_TOOL_CALLS = 120
DEFAULT_MAX_TURNS = 30
DEFAULT_MAX_FETCH_BYTES = 2_000_000

SEED = IntLimit("seed", 0, 2**32 - 1)
COMPANIES = IntLimit("companies", 1, 100_000)
NUM_EXAMPLES = IntLimit("num_examples", 1, also=-1, also_means="all")
MAX_TURNS = IntLimit("max_turns", 1, 1_000)
MAX_TOOL_CALLS = IntLimit("max_tool_calls", 0, 100_000)
MAX_FETCH_BYTES = IntLimit("max_fetch_bytes", 0, 1_000_000_000)
PORT = IntLimit("port", 0, 65_535)
ROLLOUTS = IntLimit("rollouts", 1, 10_000)
EXAMPLES = IntLimit("examples", 1, 100_000)
CONCURRENCY = IntLimit("concurrency", 1, 10_000)
COUNT = IntLimit("count", 1)  # a positive count with no natural ceiling (census claims per mode)
NON_NEGATIVE = IntLimit("count", 0)
RETRIES = IntLimit("max_retries", 0, 100)
JUDGE_BATCH_SIZE = IntLimit("judge batch size", 1, 200)  # claims per judge request
