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
import sys
import typing
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from tearsheet_env import limits
from tearsheet_env.dataset import WORLD_STATE_KEY

logger = logging.getLogger(__name__)

JUDGE_KEYS = ("base_url", "model", "key_var")
# how an LLM judge shares the claims with the offline matcher (docs/census.md, "The cascade")
JUDGE_MODES = ("all", "cascade")


class EnvArgs(BaseModel):
    """The environment arguments (`vf-eval tearsheet-env -a '{...}'`). This model is the one
    place they are defined: `load_environment`'s signature and docstring, `tearsheet-env
    env-args` and docs/environment.md's table are generated from it. Unknown names are
    refused, so a typo cannot silently do nothing."""

    model_config = ConfigDict(extra="forbid")

    split: Literal["train", "eval", "all"] = Field(
        "eval", description="which companies are tasks (both dataset and eval_dataset)")
    num_examples: limits.NUM_EXAMPLES.annotated = limits.NUM_EXAMPLES.field(
        -1, "keep the first N tasks of the split (-1: all)")
    seed: limits.SEED.annotated = limits.SEED.field(0, "closed-world seed")
    companies: limits.COMPANIES.annotated = limits.COMPANIES.field(
        400, "closed-world size; a non-default world is built and cached on first use")
    backend: Literal["world", "live"] = Field(
        "world", description="closed world in process, or Perplexity search + HTTP fetch "
        "(PERPLEXITY_API_KEY)")
    replay: Literal["off", "record", "replay", "hybrid"] = Field(
        "off", description="HybridReplayCache mode for tool responses")
    replay_path: str | None = Field(
        None, description="the replay cache file; required unless replay is off")
    max_turns: limits.MAX_TURNS.annotated = limits.MAX_TURNS.field(
        limits.DEFAULT_MAX_TURNS, "model turns per rollout")
    max_tool_calls: limits.MAX_TOOL_CALLS.annotated = limits.MAX_TOOL_CALLS.field(
        limits.DEFAULT_MAX_TOOL_CALLS,
        "tool calls per rollout before calls answer budget_exceeded")
    max_fetch_bytes: limits.MAX_FETCH_BYTES.annotated = limits.MAX_FETCH_BYTES.field(
        limits.DEFAULT_MAX_FETCH_BYTES,
        "bytes of tool responses per rollout before budget_exceeded")
    judge: str | dict[str, str] = Field(
        "offline", description="Tier-B judge: 'offline' (the deterministic evidence matcher) "
        "or {base_url, model, key_var, mode} for an OpenAI-compatible endpoint whose key is "
        "read from the env var key_var; mode 'all' (default: the LLM judges every claim) or "
        "'cascade' (the LLM decides only what the offline matcher cannot)")
    reward_mode: Literal["eval", "train"] = Field(
        "eval", description="raw reward, or the shaped group signal for trainers")

    @field_validator("judge")
    @classmethod
    def _judge(cls, value: Any) -> Any:
        if isinstance(value, str) and value != "offline":
            raise ValueError("judge is 'offline' or an object {base_url, model, key_var}")
        if isinstance(value, dict):
            missing = [k for k in JUDGE_KEYS if not value.get(k)]
            extra = [k for k in value if k not in (*JUDGE_KEYS, "mode")]
            if missing or extra:
                raise ValueError(
                    f"a judge endpoint is an object with keys {', '.join(JUDGE_KEYS)} "
                    "(and an optional mode)"
                    + (f"; missing {', '.join(missing)}" if missing else "")
                    + (f"; unknown {', '.join(extra)}" if extra else "")
                )
            if value.get("mode", "all") not in JUDGE_MODES:
                raise ValueError(f"a judge's mode is one of {', '.join(JUDGE_MODES)}, not "
                                 f"{value.get('mode')!r}")
        return value


def parse_env_args(kwargs: dict[str, Any]) -> EnvArgs:
    """Validate env args; a ValueError names each bad argument and what it accepts. Strict, as
    JSON is typed: `"100"`, `1e2` and `true` are not integers here (a command line that
    parses strings, like the v1 taskset's, validates `EnvArgs` in pydantic's lax mode first)."""
    try:
        args = EnvArgs.model_validate(kwargs, strict=True)
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


def describe_env_args() -> list[dict[str, str]]:
    """Every environment argument as {name, type, default, allowed, meaning}, read off
    `EnvArgs` (for `tearsheet-env env-args`, the docstring and the docs)."""
    rows = []
    for name, field in EnvArgs.model_fields.items():
        schema = field.json_schema_extra if isinstance(field.json_schema_extra, dict) else {}
        annotation = field.annotation
        choices = typing.get_args(annotation) if typing.get_origin(annotation) is Literal else ()
        if choices:
            kind, allowed = "str", ", ".join(choices)
        elif "allowed" in schema:
            kind, allowed = "int", str(schema["allowed"])
        elif name == "judge":
            kind, allowed = "str | object", "'offline' or {base_url, model, key_var, mode}"
        else:
            kind, allowed = "str | null", "a file path"
        rows.append({"name": name, "type": kind, "default": json.dumps(field.default),
                     "allowed": allowed, "meaning": field.description or ""})
    return rows


def _env_args_docstring() -> str:
    lines = ["Build the tearsheet-env classic verifiers environment (a StatefulToolEnv).",
             "",
             "Keyword arguments (`vf-eval tearsheet-env -a '{...}'`; also listed by",
             "`tearsheet-env env-args`). Unknown names and out-of-range values raise",
             "ValueError before any work starts:",
             ""]
    for row in describe_env_args():
        lines.append(f"    {row['name']} ({row['type']}, default {row['default']}): "
                     f"{row['meaning']}. Allowed: {row['allowed']}.")
    return "\n".join(lines)


def env_args_signature() -> inspect.Signature:
    """`load_environment`'s keyword-only signature, so help() shows the real arguments."""
    return inspect.Signature([
        inspect.Parameter(name, inspect.Parameter.KEYWORD_ONLY, default=field.default,
                          annotation=field.annotation)
        for name, field in EnvArgs.model_fields.items()])


@functools.cache
def load_world_for(seed: int, companies: int):
    """The closed world of (seed, size), built on first use and cached on disk; loaded once per
    process (the environment, an in-process policy server and the rubric share it)."""
    from tearsheet_env.world import build_world, load_world
    from tearsheet_env.world.build import GENERATOR_VERSION, cache_path, read_manifest

    limits.SEED.check(seed)
    limits.COMPANIES.check(companies)
    built = read_manifest(cache_path(seed, companies))
    if built is None or built.generator_version != GENERATOR_VERSION:
        # vf-eval shows no progress of its own while the environment loads: say why it waits
        print(f"tearsheet-env: building the closed world (seed {seed}, {companies} companies) "
              f"into {cache_path(seed, companies)} — first use only", file=sys.stderr,
              flush=True)
    if (seed, companies) == (0, 400):
        return load_world()
    return load_world(build_world(seed=seed, companies=companies))


def system_prompt(args: EnvArgs | None = None) -> str:
    """The system prompt of every front door (verifiers, pi, the v1 taskset): AGENTS.md with its
    scored-contract block rendered from required_facts.yaml, the world's date and the tool
    budgets of `args` (the defaults when None)."""
    from rubric.contract import (
        ToolBudgets,
        embed_scored_contract,
        load_contract,
        read_runtime_text,
        render_scored_contract,
    )

    args = args or EnvArgs()
    world_date = None
    if args.backend == "world":
        from tearsheet_env.world.truth import WORLD_NOW

        world_date = WORLD_NOW
    from tearsheet_env.tools.responses import PAGE_CHARS

    budgets = ToolBudgets(max_tool_calls=args.max_tool_calls,
                          max_fetch_bytes=args.max_fetch_bytes, max_turns=args.max_turns,
                          fetch_page_chars=PAGE_CHARS)
    block = render_scored_contract(load_contract(), world_date, budgets)
    return embed_scored_contract(read_runtime_text("AGENTS.md"), block)


def build_judge(judge: str | dict[str, str], batch_size: int = 15,
                cache_path: Path | None = None):
    """None selects the rubric's offline evidence matcher. An endpoint builds a JudgeClient
    that sends `batch_size` claims a request (verdict cache: `cache_path`, else the default):
    with mode "all" (the default) the LLM judges every claim (up to the per-rollout budget);
    with mode "cascade" the matcher decides what it can and the LLM the claims it abstains on
    (docs/census.md, "The cascade": cheaper, and as strict as the matcher)."""
    if judge == "offline":
        return None
    from rubric.cascade import Cascade
    from rubric.claims import JudgeClient, OfflineJudge

    assert isinstance(judge, dict)
    client = JudgeClient(base_url=judge["base_url"], model=judge["model"],
                         api_key_var=judge["key_var"], batch_size=batch_size,
                         cache_path=cache_path)
    return Cascade(OfflineJudge(), client) if judge.get("mode") == "cascade" else client


def research_tools_factory(args: EnvArgs, world: Any) -> typing.Callable[[], Any]:
    """A maker of one `ResearchTools` per rollout (its own registry and budgets) over one shared
    world, policy and replay cache; the classic environment and the v1 taskset's tool server
    both use it."""
    from tearsheet_env.tools import ResearchTools, ToolPolicy

    policy = ToolPolicy(max_calls=args.max_tool_calls, max_bytes=args.max_fetch_bytes)
    cache = None
    if args.replay != "off":
        from tearsheet_env.tools import HybridReplayCache

        cache = HybridReplayCache(Path(str(args.replay_path)).expanduser(), mode=args.replay)

    def make_tools() -> Any:
        return ResearchTools(backend=args.backend,
                             world=world if args.backend == "world" else None,
                             policy=policy, cache=cache)

    return make_tools


def load_environment(**kwargs: Any):
    args = parse_env_args(kwargs)  # first: a bad argument fails before any slow import

    import verifiers as vf
    from datasets import Dataset

    from rubric.vf_rubric import build_rubric
    from tearsheet_env.dataset import task_rows

    # 1. the world and its tasks
    world = load_world_for(args.seed, args.companies)
    rows = task_rows(world, args.split, args.num_examples)
    if not rows:
        raise ValueError(f"tearsheet-env: split {args.split!r} of the world "
                         f"(seed {args.seed}, {args.companies} companies) has no tasks")

    # 2. the tools, one ResearchTools per rollout over shared world, policy and cache
    make_tools = research_tools_factory(args, world)

    # 3. the rubric
    rubric = build_rubric(reward_mode=args.reward_mode, judge=build_judge(args.judge))

    # 4. the environment
    env = env_class()(
        make_tools=make_tools,
        blocking_tools=args.backend == "live",
        dataset=Dataset.from_list(rows),
        eval_dataset=Dataset.from_list(rows),
        system_prompt=system_prompt(args),
        rubric=rubric,
        max_turns=args.max_turns,
        env_args=args.model_dump(),
    )
    # verifiers adds its turn and tool-count monitors after our rubric; their group scoring
    # resets state["advantage"], so ours must run last for train mode's shaped advantages
    if isinstance(env.rubric, vf.RubricGroup):
        env.rubric.rubrics.sort(key=lambda r: r is rubric)
    return env


load_environment.__doc__ = _env_args_docstring()
load_environment.__signature__ = env_args_signature()  # type: ignore[attr-defined]


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
    number (source_id), title, date, site and length (the whole page's characters). Call again
    with offset=next_offset to read on. A
    failed fetch returns ok=false with a status (not_found, paywalled, refused, timeout, ...).

    Args:
        url: the page's URL, as returned by websearch or linked from a page.
        offset: character offset to read from (use next_offset from the previous page).
    """
    return json.dumps(tools.fetch(url, offset))


TOOL_FUNCS = {"websearch": websearch, "fetch": fetch}


def tool_defs() -> list[dict[str, Any]]:
    """The two tools exactly as verifiers declares them to a model (`add_tool` with the hidden
    `tools` argument skipped): what a vf-eval row saves as `tool_defs`."""
    from verifiers.envs.stateful_tool_env import filter_signature
    from verifiers.utils.tool_utils import convert_func_to_tool_def

    return [convert_func_to_tool_def(filter_signature(func, ["tools"])).model_dump(
        exclude_none=True) for func in TOOL_FUNCS.values()]


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


def answer_call(name: Any, arguments: Any, tools: Any) -> str:
    """The tool message content the environment sends for one call of the model: the tool's
    `json.dumps(response)`, or a typed failure for an unknown tool, malformed arguments or a tool
    that raises. One function for every caller (the environment, `tearsheet-env play`), so a
    call answers the same wherever it is made."""
    name = name if isinstance(name, str) else ""
    if name not in TOOL_FUNCS:
        return _failure("refused", f"unknown tool {name!r}; the tools are "
                                   f"{', '.join(TOOL_FUNCS)}")
    args, content = _bind_args(name, arguments)
    if args is None:
        return str(content)
    try:
        return TOOL_FUNCS[name](**args, tools=tools)
    except (TypeError, ValueError) as exc:
        return _failure("bad_request", f"{name}: {exc}")
    except Exception as exc:  # a tool bug must not kill the rollout
        logger.exception("tool %s raised", name)
        return _failure("upstream_error", f"{name} failed: {type(exc).__name__}")


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
            world = (state.get("info") or {}).get("world") or {}
            if world.get("content_hash"):  # sent as WORLD_HEADER by clients configured for it
                state[WORLD_STATE_KEY] = world["content_hash"]
            try:
                state["research_tools"] = self.make_tools()
            except Exception as exc:  # a vf.Error ends the rollout as a recorded, scored error
                raise vf.InfraError(f"research tools could not be set up: {exc}") from exc
            return state

        def update_tool_args(self, tool_name, tool_args, messages, state, **kwargs):
            # abstract in StatefulToolEnv; `env_response` below passes the tools itself
            return {**tool_args, "tools": state["research_tools"]}

        async def env_response(self, messages, state, **kwargs):
            tools = state["research_tools"]
            out = []
            for call in messages[-1].tool_calls or []:
                if self.blocking_tools:  # live backend: network I/O off the event loop
                    content = await asyncio.to_thread(answer_call, call.name, call.arguments,
                                                      tools)
                else:
                    content = answer_call(call.name, call.arguments, tools)
                out.append(ToolMessage(role="tool", content=content, tool_call_id=call.id))
            return out

        @vf.cleanup
        async def drop_tools(self, state):
            # the registry is rebuilt from the transcript when scoring; nothing to keep
            state.pop("research_tools", None)

    return _TearsheetEnv
