"""`load_environment`: the table of contents of the project.

Read top to bottom: arguments → world and tasks → tools → rubric → environment. The pieces live
in their own modules (`tearsheet_env.world`, `tearsheet_env.tools`, `rubric`); this file only
wires them into a classic verifiers `StatefulToolEnv` (verifiers 0.3.1, SPEC §2).

Why `StatefulToolEnv`: each rollout needs its own `ResearchTools` (and so its own source
registry and budgets), injected into the tool functions as a hidden argument the model never
sees in the tool schema. `env_response` is overridden so that every malformed call — invalid
JSON arguments, an unknown tool, wrong argument names, a tool that raises — becomes a typed
`{"ok": false, ...}` tool message the rubric can count, never a crashed rollout. A tool message's
content is always exactly `json.dumps(response)`: the transcript is the record (SPEC §3).
"""

from __future__ import annotations

import asyncio
import functools
import inspect
import json
import logging
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

logger = logging.getLogger(__name__)

JUDGE_KEYS = ("base_url", "model", "key_var")


class EnvArgs(BaseModel):
    """The environment arguments (`vf-eval tearsheet-env -a '{...}'`), documented in
    docs/environment.md. Unknown names are refused, so a typo cannot silently do nothing."""

    model_config = ConfigDict(extra="forbid")

    split: Literal["train", "eval", "all"] = "eval"
    num_examples: int = Field(default=-1, ge=-1)
    seed: int = Field(default=0, ge=0)
    companies: int = Field(default=400, ge=1, le=100_000)
    backend: Literal["world", "live"] = "world"
    replay: Literal["off", "record", "replay", "hybrid"] = "off"
    replay_path: str | None = None
    max_turns: int = Field(default=24, ge=1)
    max_tool_calls: int = Field(default=60, ge=0)
    max_fetch_bytes: int = Field(default=2_000_000, ge=0)
    judge: str | dict[str, str] = "offline"
    reward_mode: Literal["eval", "train"] = "eval"

    @field_validator("judge")
    @classmethod
    def _judge(cls, value: Any) -> Any:
        if isinstance(value, str) and value != "offline":
            raise ValueError("judge is 'offline' or an object {base_url, model, key_var}")
        if isinstance(value, dict):
            missing = [k for k in JUDGE_KEYS if not value.get(k)]
            extra = [k for k in value if k not in JUDGE_KEYS]
            if missing or extra:
                raise ValueError(
                    f"a judge endpoint is an object with keys {', '.join(JUDGE_KEYS)}"
                    + (f"; missing {', '.join(missing)}" if missing else "")
                    + (f"; unknown {', '.join(extra)}" if extra else "")
                )
        return value



def parse_env_args(kwargs: dict[str, Any]) -> EnvArgs:
    """Validate env args; a ValueError names each bad argument and what it accepts."""
    try:
        args = EnvArgs(**kwargs)
    except ValidationError as exc:
        problems = []
        for err in exc.errors():
            name = ".".join(str(p) for p in err["loc"]) or "arguments"
            if err["type"] == "extra_forbidden":
                allowed = ", ".join(EnvArgs.model_fields)
                problems.append(f"unknown argument {name!r} (allowed arguments: {allowed})")
            else:
                got = err.get("input")
                msg = err["msg"].removeprefix("Value error, ")
                problems.append(f"argument {name!r}={got!r}: {msg}")
        raise ValueError("tearsheet-env: invalid environment arguments: "
                         + "; ".join(problems)) from None
    if args.replay != "off" and not args.replay_path:
        raise ValueError(f"tearsheet-env: invalid environment arguments: argument 'replay_path' "
                         f"is required when replay={args.replay!r} (a cache file path)")
    return args


def load_world_for(seed: int, companies: int):
    """The closed world of (seed, size), built on first use and cached on disk."""
    from tearsheet_env.world import build_world, load_world

    if (seed, companies) == (0, 400):
        return load_world()
    return load_world(build_world(seed=seed, companies=companies))


def system_prompt() -> str:
    from tearsheet_env.contract import read_runtime_text

    return read_runtime_text("AGENTS.md")


def build_judge(judge: str | dict[str, str]):
    """None selects the rubric's offline evidence matcher; an endpoint builds a JudgeClient."""
    if judge == "offline":
        return None
    from rubric.claims import JudgeClient

    assert isinstance(judge, dict)
    return JudgeClient(base_url=judge["base_url"], model=judge["model"],
                       api_key_var=judge["key_var"])


def load_environment(**kwargs: Any):
    args = parse_env_args(kwargs)  # first: a bad argument fails before any slow import

    import verifiers as vf
    from datasets import Dataset

    from rubric.vf_rubric import build_rubric
    from tearsheet_env.dataset import task_rows
    from tearsheet_env.tools import ResearchTools, ToolPolicy

    # 1. the world and its tasks
    world = load_world_for(args.seed, args.companies)
    rows = task_rows(world, args.split, args.num_examples)
    if not rows:
        raise ValueError(f"tearsheet-env: split {args.split!r} of the world "
                         f"(seed {args.seed}, {args.companies} companies) has no tasks")

    # 2. the tools, one ResearchTools per rollout over shared world, policy and cache
    policy = ToolPolicy(max_calls=args.max_tool_calls, max_bytes=args.max_fetch_bytes)
    cache = None
    if args.replay != "off":
        from tearsheet_env.tools import HybridReplayCache

        cache = HybridReplayCache(Path(str(args.replay_path)).expanduser(), mode=args.replay)

    def make_tools() -> Any:
        return ResearchTools(backend=args.backend,
                             world=world if args.backend == "world" else None,
                             policy=policy, cache=cache)

    # 3. the rubric
    rubric = build_rubric(reward_mode=args.reward_mode, judge=build_judge(args.judge))

    # 4. the environment
    env = env_class()(
        make_tools=make_tools,
        blocking_tools=args.backend == "live",
        dataset=Dataset.from_list(rows),
        eval_dataset=Dataset.from_list(rows),
        system_prompt=system_prompt(),
        rubric=rubric,
        max_turns=args.max_turns,
        env_args=args.model_dump(),
    )
    # verifiers adds its turn and tool-count monitors after our rubric; their group scoring
    # resets state["advantage"], so ours must run last for train mode's shaped advantages
    if isinstance(env.rubric, vf.RubricGroup):
        env.rubric.rubrics.sort(key=lambda r: r is rubric)
    return env


# ---- the tools as the model sees them ------------------------------------------------------
# Docstrings are the tool descriptions in the schema; `tools` is hidden and injected per rollout.


def websearch(query: str, max_results: int = 5, tools: Any = None) -> str:
    """Search the web. Returns ranked results, each with a source number (source_id), title,
    url, date and snippet. A snippet is not a read page: fetch a page before citing it.

    Args:
        query: what to search for.
        max_results: how many results to return (1-20).
    """
    return json.dumps(tools.websearch(query, max_results))


def fetch(url: str, offset: int = 0, tools: Any = None) -> str:
    """Fetch a page and return its readable text, one page of text at a time, with its source
    number (source_id). Call again with offset=next_offset to read on. A failed fetch returns
    ok=false with a status (not_found, paywalled, refused, timeout, ...).

    Args:
        url: the page's URL, as returned by websearch or linked from a page.
        offset: character offset to read from (use next_offset from the previous page).
    """
    return json.dumps(tools.fetch(url, offset))


TOOL_FUNCS = {"websearch": websearch, "fetch": fetch}


def _failure(kind: str, error: str) -> str:
    return json.dumps({"ok": False, "status": kind, "error": error})


def _bind_args(name: str, raw: Any) -> tuple[dict[str, Any] | None, str | None]:
    """The call's arguments as a dict for `name`, or a bad_request tool message."""
    if not isinstance(raw, str):
        raw = "" if raw is None else str(raw)
    try:
        args = json.loads(raw) if raw.strip() else {}
    except json.JSONDecodeError as exc:
        return None, _failure("bad_request", f"arguments of {name} are not valid JSON: {exc}")
    if not isinstance(args, dict):
        return None, _failure("bad_request", f"arguments of {name} must be a JSON object, "
                                             f"got {type(args).__name__}")
    params = [p for p in inspect.signature(TOOL_FUNCS[name]).parameters if p != "tools"]
    unknown = [k for k in args if k not in params]
    if unknown:
        return None, _failure("bad_request", f"{name} got unknown argument(s) "
                                             f"{', '.join(map(repr, unknown))}; "
                                             f"it takes {', '.join(params)}")
    required = params[0]
    if required not in args:
        return None, _failure("bad_request", f"{name} needs the argument {required!r}")
    return args, None


@functools.cache
def env_class() -> type:
    """The environment class (built on first use: it subclasses a verifiers class, and importing
    verifiers is slow for the CLI's other commands)."""
    import verifiers as vf
    from verifiers.types import ToolMessage

    class _TearsheetEnv(vf.StatefulToolEnv):
        def __init__(self, make_tools, blocking_tools: bool = False, **kwargs: Any):
            super().__init__(tools=[], **kwargs)
            self.make_tools = make_tools
            self.blocking_tools = blocking_tools
            for func in TOOL_FUNCS.values():
                self.add_tool(func, args_to_skip=["tools"])

        async def setup_state(self, state, **kwargs):
            try:
                state["research_tools"] = self.make_tools()
            except Exception as exc:  # a vf.Error ends the rollout as a recorded, scored error
                raise vf.InfraError(f"research tools could not be set up: {exc}") from exc
            return state

        def update_tool_args(self, tool_name, tool_args, messages, state, **kwargs):
            return {**tool_args, "tools": state["research_tools"]}

        async def _call(self, name: str, args: dict[str, Any]) -> str:
            func = TOOL_FUNCS[name]
            try:
                if self.blocking_tools:  # live backend: network I/O off the event loop
                    return await asyncio.to_thread(func, **args)
                return func(**args)
            except (TypeError, ValueError) as exc:
                return _failure("bad_request", f"{name}: {exc}")
            except Exception as exc:  # a tool bug must not kill the rollout
                logger.exception("tool %s raised", name)
                return _failure("upstream_error", f"{name} failed: {type(exc).__name__}")

        async def env_response(self, messages, state, **kwargs):
            last = messages[-1]
            out = []
            for call in last.tool_calls or []:
                name = call.name if isinstance(call.name, str) else ""
                if name not in TOOL_FUNCS:
                    content = _failure("refused", f"unknown tool {name!r}; the tools are "
                                                  f"{', '.join(TOOL_FUNCS)}")
                else:
                    args, content = _bind_args(name, call.arguments)
                    if args is not None:
                        args = self.update_tool_args(name, args, messages, state)
                        content = await self._call(name, args)
                out.append(ToolMessage(role="tool", content=content, tool_call_id=call.id))
            return out

        @vf.cleanup
        async def drop_tools(self, state):
            # the registry is rebuilt from the transcript when scoring; nothing to keep
            state.pop("research_tools", None)

    return _TearsheetEnv
