"""Where the rubric's closed worlds come from.

The rubric scores a rollout against the task's world (its companies' truth and pages) but does not
build worlds: the generator is the environment's (`tearsheet_env.world`). The arrows run
`tearsheet_env → rubric` only (docs/reward.md, "Package dependencies"), so the world API is
handed in rather than imported: importing `tearsheet_env` calls `provide` with a function that
returns its world API, and `rubric.world_index` reads worlds through the three names below.
A process that never imported `tearsheet_env` has no world source; scoring then degrades as it
does for any world that cannot be loaded (truth checks skipped, the reason in the explanation).

This module also knows the policy server's world-mismatch notice, because the gate names it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

# A scripted policy server started on another world answers every turn with a notice that
# starts with this prefix (tearsheet_env.policies.server); the gate names it `world mismatch`.
WORLD_MISMATCH_PREFIX = "tearsheet-env policy server: world mismatch"


class WorldAPI(Protocol):
    """What the rubric needs of a world generator (the `tearsheet_env.world` module is one)."""

    GENERATOR_VERSION: str
    # older generator versions whose worlds state the same facts on the same pages (only
    # worded otherwise): their recorded results are scored against this generator's world
    SAME_FACTS_AS: tuple[str, ...]

    def build_world(self, *, seed: int, companies: int) -> Path: ...

    def load_world(self, path: Any) -> Any: ...


_source: Callable[[], WorldAPI] | None = None


def provide(source: Callable[[], WorldAPI]) -> None:
    """Set the world source: a function returning the world API (called on first use, so
    providing costs no import of the generator)."""
    global _source
    _source = source


def world_api() -> WorldAPI:
    if _source is None:
        raise LookupError("no world source: import tearsheet_env (it provides its world "
                          "generator to the rubric)")
    return _source()


def build_world(*, seed: int, companies: int) -> Path:
    return world_api().build_world(seed=seed, companies=companies)


def load_world(path: Any) -> Any:
    return world_api().load_world(path)


def __getattr__(name: str) -> Any:
    # the generator version is the provided API's, read at use (`from rubric.worlds import
    # GENERATOR_VERSION` inside a function sees the source of that moment)
    if name == "GENERATOR_VERSION":
        return world_api().GENERATOR_VERSION
    if name == "SAME_FACTS_AS":
        return tuple(getattr(world_api(), "SAME_FACTS_AS", ()))
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def world_mismatch_notice(text: str | None) -> str | None:
    """Why, when `text` (a final answer) is the policy server's world-mismatch notice."""
    if not isinstance(text, str) or not text.lstrip().startswith(WORLD_MISMATCH_PREFIX):
        return None
    return text.strip().splitlines()[0].removeprefix(WORLD_MISMATCH_PREFIX).lstrip(": ")
