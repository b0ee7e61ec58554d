"""The environment's `websearch` and `fetch` as a trl environment (GRPOTrainer's
`environment_factory` interface): one instance per rollout, `reset(**row)` at its start.

The methods call the same `ResearchTools` the verifiers environment injects, over the closed
world, with the same budgets, and answer the same JSON tool messages — so a rollout trained here
is scored by the rubric exactly like one from `vf-eval`. Their docstrings are the environment's
own tool descriptions (one source of truth for what the model reads).
"""

from __future__ import annotations

import json
from typing import Any

from tearsheet_env import env as tearsheet


class ClosedWorldTools:
    def __init__(self, world: Any = None, policy: Any = None) -> None:
        self.world = world
        self.policy = policy
        self.tools: Any = None
        self.info: dict[str, Any] = {}
        self.calls = 0

    def reset(self, **row: Any) -> None:
        from tearsheet_env.tools import ResearchTools

        self.info = dict(row.get("info") or {})
        self.tools = ResearchTools(backend="world", world=self.world, policy=self.policy)
        self.calls = 0

    def websearch(self, query: str, max_results: int = 5) -> str:
        self.calls += 1
        return _answer(tearsheet.websearch, query=query, max_results=max_results,
                       tools=self.tools)

    def fetch(self, url: str, offset: int = 0) -> str:
        self.calls += 1
        return _answer(tearsheet.fetch, url=url, offset=offset, tools=self.tools)


ClosedWorldTools.websearch.__doc__ = tearsheet.websearch.__doc__
ClosedWorldTools.fetch.__doc__ = tearsheet.fetch.__doc__


def _answer(func: Any, **args: Any) -> str:
    """The tool's JSON answer; a bad argument is a typed failure message, as in the env."""
    try:
        return func(**args)
    except (TypeError, ValueError) as exc:
        return json.dumps({"ok": False, "status": "bad_request", "error": str(exc)})
    except Exception as exc:  # a tool bug must not kill the rollout (as in the env)
        return json.dumps({"ok": False, "status": "upstream_error",
                           "error": f"{func.__name__} failed: {type(exc).__name__}"})


def tool_schemas() -> list[dict[str, Any]]:
    """The OpenAI tool schemas of the two tools, as trl renders them into the prompt."""
    from transformers.utils import get_json_schema

    probe = ClosedWorldTools()
    schemas = [get_json_schema(probe.websearch), get_json_schema(probe.fetch)]
    for schema in schemas:
        schema["function"].pop("return", None)  # not part of the OpenAI tool format
    return schemas
