"""tearsheet-env: research a company with websearch and fetch, write a cited tearsheet.

`load_environment` is what `vf-eval tearsheet-env` calls; `parse_report` is the total parser of
the tearsheet contract. Heavy imports stay lazy so `tearsheet-env parse` starts fast.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import rubric.worlds
from rubric.report.parser import parse_report

if TYPE_CHECKING:
    from rubric.report.models import ParsedReport  # noqa: F401

# exactly one Taskset subclass: how verifiers' v1 `eval` and prime-rl find the taskset of the id
# `tearsheet-env` (module `tearsheet_env`); functions in __all__ are ignored by that lookup
__all__ = ["load_environment", "parse_report", "TearsheetTaskset"]


def __getattr__(name: str) -> Any:
    if name == "TearsheetTaskset":  # lazy: importing verifiers.v1 costs seconds
        from tearsheet_env.taskset import TearsheetTaskset

        return TearsheetTaskset
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def load_environment(**kwargs: Any):
    from tearsheet_env.env import load_environment as _load

    return _load(**kwargs)


def _world_api() -> Any:
    # lazy: the generator is imported when the rubric first loads a world, not at startup
    from tearsheet_env import world

    return world


# The rubric scores against this package's worlds but never imports it (the arrows run
# tearsheet_env → rubric): importing tearsheet_env hands the rubric its world generator.
rubric.worlds.provide(_world_api)


def _document_load_environment() -> None:
    # the arguments live in tearsheet_env.env.EnvArgs (pydantic only, no verifiers import)
    from tearsheet_env import env

    load_environment.__doc__ = env.load_environment.__doc__
    load_environment.__signature__ = env.env_args_signature()  # type: ignore[attr-defined]


_document_load_environment()
