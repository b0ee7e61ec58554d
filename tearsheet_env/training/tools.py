"""The environment's `websearch` and `fetch` as a trl environment (GRPOTrainer's
`environment_factory` interface): one instance per rollout, `reset(**row)` at its start.

A row from a teacher prefix (GRPO from a teacher prefix, docs/training.md) carries the teacher's
research turns (`research`, JSON); `reset` resumes the environment from them: it re-executes each
of the teacher's tool calls through the same tools, so the rollout's registry and budgets are
those of the prefix, and keeps the resumed conversation (`research`) for the rubric. The count of
re-executed answers that differ from the teacher's saved ones is kept (`replay_differs`): 0 on
the world the teacher ran on.

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
        self.calls = 0  # the rollout's own tool calls
        self.research: list[dict[str, Any]] = []  # the resumed teacher prefix, if any
        self.replayed = 0
        self.replay_differs = 0

    def reset(self, **row: Any) -> None:
        from tearsheet_env.tools import ResearchTools

        self.info = dict(row.get("info") or {})
        self.tools = ResearchTools(backend="world", world=self.world, policy=self.policy)
        self.calls = 0
        self.research, self.replayed, self.replay_differs = [], 0, 0
        if row.get("research"):
            self._resume(json.loads(row["research"]))

    def _resume(self, research: list[dict[str, Any]]) -> None:
        """Re-execute the teacher's tool calls in order; the resumed conversation holds the
        environment's own answers."""
        saved = {m.get("tool_call_id"): m.get("content") for m in research if m["role"] == "tool"}
        for message in research:
            if message["role"] == "tool":
                continue  # answered below, by the environment itself
            self.research.append(message)
            for call in message.get("tool_calls") or []:
                answer = self._replay(call["function"])
                self.replayed += 1
                self.replay_differs += _differs(saved.get(call.get("id")), answer)
                self.research.append({"role": "tool", "tool_call_id": call.get("id"),
                                      "content": answer})

    def _replay(self, function: dict[str, Any]) -> str:
        try:
            args = json.loads(function.get("arguments") or "{}")
        except json.JSONDecodeError:
            args = None
        if not isinstance(args, dict):
            return json.dumps({"ok": False, "status": "bad_request", "error": "invalid arguments"})
        if function.get("name") == "websearch":
            keep = ("query", "max_results")
            return _answer(tearsheet.websearch, tools=self.tools,
                           **{k: v for k, v in args.items() if k in keep})
        if function.get("name") == "fetch":
            keep = ("url", "offset")
            return _answer(tearsheet.fetch, tools=self.tools,
                           **{k: v for k, v in args.items() if k in keep})
        return json.dumps({"ok": False, "status": "refused",
                           "error": f"unknown tool {function.get('name')}"})

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


def _differs(saved: Any, answer: str) -> bool:
    """Whether a replayed answer differs from the teacher's saved one, compared as JSON; a
    saved answer that is not JSON (cut short for a dataset) is not compared."""
    try:
        return json.loads(saved) != json.loads(answer)
    except (TypeError, json.JSONDecodeError):
        return False


def tool_schemas() -> list[dict[str, Any]]:
    """The OpenAI tool schemas of the two tools, as trl renders them into the prompt."""
    from transformers.utils import get_json_schema

    probe = ClosedWorldTools()
    schemas = [get_json_schema(probe.websearch), get_json_schema(probe.fetch)]
    for schema in schemas:
        schema["function"].pop("return", None)  # not part of the OpenAI tool format
    return schemas
