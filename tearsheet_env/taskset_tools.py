"""`websearch` and `fetch` as a verifiers v1 tool server (MCP) for the v1 taskset.

One server per environment worker (a taskset-level `Toolset`), so the closed world loads once
(seconds) instead of once per rollout. Per-rollout state stays per rollout all the same: v1
hands every tool call its rollout's `State` (pulled from and pushed back to the rollout over
verifiers' state channel), and `ResearchState.rollout` names that rollout's own
`ResearchTools` — its source registry, `[N]` numbering and budgets — which the server keeps
for the `MAX_LIVE_ROLLOUTS` most recently active rollouts (an evicted rollout would restart its
numbering; the bound is far above any run's concurrency, and the transcript stays the record).

Tools are made by `tearsheet_env.env.research_tools_factory` from the same `EnvArgs` as the
classic environment, their descriptions are the classic tools' docstrings (each argument's
description is the one verifiers' classic schema reads from the docstring's `Args:` section, so
both doors advertise the same words), and a response is
`json.dumps` of the same dict — so a transcript reads the same through both front doors.
verifiers starts this module as `python -m tearsheet_env.taskset_tools`.
"""

# no `from __future__ import annotations`: FastMCP reads the tools' signatures through
# verifiers' wrapper, whose globals are not this module's, so annotations must be objects

import asyncio
import uuid
from collections import OrderedDict
from typing import Annotated, Any

import verifiers.v1 as vf
from pydantic import Field
from verifiers.utils.tool_utils import convert_func_to_tool_def

from tearsheet_env import env as classic

MAX_LIVE_ROLLOUTS = 4096


def _described(func: Any, argument: str) -> Any:
    """The argument's description in the classic environment's tool schema, as a pydantic
    `Field` for the v1 signature (FastMCP builds the v1 schema from annotations, not from
    docstrings)."""
    schema = convert_func_to_tool_def(func).parameters
    return Field(description=schema["properties"][argument]["description"])


class ResearchState(vf.State):
    rollout: str = ""
    """Key of this rollout's ResearchTools on the tool server; set by its first tool call."""


class ResearchToolsetConfig(vf.SharedToolsetConfig):
    env_args: dict[str, Any] = {}
    """The taskset's environment arguments (`tearsheet_env.env.EnvArgs`), validated again in
    the server process."""


class ResearchToolset(vf.Toolset[ResearchToolsetConfig, ResearchState]):
    TOOL_PREFIX = None  # the model sees `websearch` and `fetch`, as in the classic environment

    async def setup(self) -> None:
        args = classic.parse_env_args(self.config.env_args)
        world = classic.load_world_for(args.seed, args.companies) if args.backend == "world" \
            else None
        self._make_tools = classic.research_tools_factory(args, world)
        self._blocking = args.backend == "live"  # network I/O goes off the event loop
        self._rollouts: OrderedDict[str, Any] = OrderedDict()

    def _tools(self) -> Any:
        state = self.state
        if not state.rollout:
            state.rollout = uuid.uuid4().hex
        tools = self._rollouts.get(state.rollout)
        if tools is None:
            tools = self._rollouts[state.rollout] = self._make_tools()
            while len(self._rollouts) > MAX_LIVE_ROLLOUTS:
                self._rollouts.popitem(last=False)
        else:
            self._rollouts.move_to_end(state.rollout)
        return tools

    async def _run(self, func: Any, **kwargs: Any) -> str:
        tools = self._tools()
        if self._blocking:
            return await asyncio.to_thread(func, **kwargs, tools=tools)
        return func(**kwargs, tools=tools)

    @vf.tool
    async def websearch(
            self, query: Annotated[str, _described(classic.websearch, "query")],
            max_results: Annotated[int, _described(classic.websearch, "max_results")] = 5,
    ) -> str:
        return await self._run(classic.websearch, query=query, max_results=max_results)

    @vf.tool
    async def fetch(self, url: Annotated[str, _described(classic.fetch, "url")],
                    offset: Annotated[int, _described(classic.fetch, "offset")] = 0) -> str:
        return await self._run(classic.fetch, url=url, offset=offset)

    websearch.__doc__ = classic.websearch.__doc__
    fetch.__doc__ = classic.fetch.__doc__


if __name__ == "__main__":
    ResearchToolset.run()
