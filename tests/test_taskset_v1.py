"""The v1 taskset through verifiers' own v1 `eval` CLI (null harness, subprocess runtime, the
shared MCP tool server) against the oracle policy server, and its transcripts re-scored by the
classic door's rubric: one scorer, two front doors."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

V1_EVAL = str(Path(sys.executable).with_name("eval"))
CLI = [sys.executable, "-m", "tearsheet_env.cli.main"]
NO_KEY = "TEARSHEET_TEST_UNSET_KEY"  # deliberately unset: no key is needed
TASKS, ROLLOUTS = 2, 2
HARNESS_DEPS_BEFORE = "2026-11-25T00:00:00Z"


@pytest.fixture(scope="module")
def v1_run(oracle_url, tmp_path_factory):
    out = tmp_path_factory.mktemp("v1_eval")
    env = {k: v for k, v in os.environ.items() if k != NO_KEY}
    # the null harness is a PEP 723 script whose dependencies ("openai", "httpx", unpinned) uv
    # resolves at run time: httpx2 2.17 (after 2026-11-25) breaks openai's client when the
    # script hands it an `httpx.Timeout`, so the resolution is held to that date
    # (docs/prime-rl.md, "Offline v1 eval")
    env.setdefault("UV_EXCLUDE_NEWER", HARNESS_DEPS_BEFORE)
    proc = subprocess.run(
        [V1_EVAL, "tearsheet-env", "-m", "oracle", "--client.base-url", oracle_url,
         "--client.api-key-var", NO_KEY, "--env.agent.harness.id", "null",
         "--env.agent.runtime.type", "subprocess", "--env.taskset.num-examples", str(TASKS),
         "-n", str(TASKS), "-r", str(ROLLOUTS), "--no-push", "--no-rich", "-o", str(out)],
        capture_output=True, text=True, timeout=420, env=env, cwd=out)
    assert proc.returncode == 0, proc.stderr[-3000:]
    files = list(out.glob("*/traces.jsonl"))
    assert len(files) == 1, proc.stderr[-3000:]
    traces = [trace for line in files[0].read_text().splitlines() if line.strip()
              for trace in json.loads(line)["traces"]]
    return traces


def _messages(trace: dict) -> list[dict]:
    return [node["message"] for node in trace["nodes"]]


def _reward(trace: dict) -> float:
    return sum(r["score"] * r["weight"] for r in trace["rewards"].values() if r)


def _tool_responses(trace: dict) -> list[dict]:
    return [json.loads(m["content"]) for m in _messages(trace) if m["role"] == "tool"]


def test_v1_eval_oracle_mean_reward(v1_run):
    assert len(v1_run) == TASKS * ROLLOUTS
    for trace in v1_run:
        assert trace["errors"] == [] and trace["stop_condition"] == "agent_completed"
        assert any(name.startswith("mode/") for name in trace["metrics"])
        assert "tearsheet_explanation" in trace["info"]
    mean = sum(_reward(t) for t in v1_run) / len(v1_run)
    assert mean >= 0.9, [_reward(t) for t in v1_run]


def test_same_transcript_scores_the_same_through_both_doors(v1_run):
    """The classic door's rubric (`tearsheet-env score`'s path: TearsheetRubric.score_states)
    on each v1 transcript gives the v1 reward and metrics exactly."""
    from tearsheet_env.scoring import rescore_rows
    from tearsheet_env.taskset import split_transcript

    rows = []
    for i, trace in enumerate(v1_run):
        prompt, completion = split_transcript(_messages(trace))
        assert [m["role"] for m in prompt] == ["system", "user"]
        rows.append({"example_id": i, "prompt": prompt, "completion": completion,
                     "info": trace["task"]["data"]["info"]})
    for trace, classic in zip(v1_run, rescore_rows(rows), strict=True):
        assert classic["reward"] == pytest.approx(_reward(trace), abs=1e-12)
        v1_metrics = trace["metrics"]
        assert {k: classic["metrics"][k] for k in v1_metrics} == pytest.approx(v1_metrics)


def test_registry_and_budgets_are_per_rollout(v1_run):
    """Four rollouts ran at once on one shared tool server: each numbers its sources from 1
    and none ran out of budget, although together they made more calls than one budget."""
    from tearsheet_env.env import EnvArgs

    budget = EnvArgs().max_tool_calls
    total = 0
    for trace in v1_run:
        responses = _tool_responses(trace)
        total += len(responses)
        first = next(r for r in responses if r.get("results"))
        assert first["results"][0]["source_id"] == 1
        assert not [r for r in responses if r.get("status") == "budget_exceeded"]
    assert total > budget


def test_taskset_is_found_the_way_prime_rl_finds_it():
    from verifiers.v1.utils.loaders import taskset_class

    import tearsheet_env
    from tearsheet_env.taskset import TearsheetTaskset

    for taskset_id in ("tearsheet-env", "someone/tearsheet-env@0.1.0"):
        assert taskset_class(taskset_id) is TearsheetTaskset
    assert "load_environment" in tearsheet_env.__all__


def test_import_stays_cheap():
    out = subprocess.run(
        [sys.executable, "-c", "import sys, tearsheet_env; print('verifiers' in sys.modules)"],
        capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_config_fields_are_env_args_and_fail_the_same_way():
    from pydantic import ValidationError

    from tearsheet_env.env import EnvArgs, parse_env_args
    from tearsheet_env.taskset import TearsheetTasksetConfig

    config = TearsheetTasksetConfig(id="tearsheet-env", num_examples=3, seed=0)
    assert config.env_args() == EnvArgs(num_examples=3).model_dump()
    with pytest.raises(ValueError) as classic:
        parse_env_args({"companies": 0})
    with pytest.raises(ValidationError) as v1:
        TearsheetTasksetConfig(id="tearsheet-env", companies=0)
    assert "companies must be an integer from 1" in str(classic.value)
    assert "companies must be an integer from 1" in str(v1.value)
    with pytest.raises(ValidationError, match="trainer shapes the group"):
        TearsheetTasksetConfig(id="tearsheet-env", reward_mode="train")
    with pytest.raises(ValidationError, match="Extra inputs"):
        TearsheetTasksetConfig(id="tearsheet-env", bogus=1)


def test_v1_tools_describe_every_argument_as_the_classic_schema_does():
    import asyncio

    from mcp.server.fastmcp import FastMCP
    from verifiers.utils.tool_utils import convert_func_to_tool_def

    from tearsheet_env import env as classic
    from tearsheet_env.taskset_tools import ResearchToolset, ResearchToolsetConfig

    server = FastMCP("tearsheet-env-test")
    ResearchToolset(ResearchToolsetConfig()).register(server)
    v1 = {tool.name: tool.inputSchema for tool in asyncio.run(server.list_tools())}
    assert set(v1) == {"websearch", "fetch"}
    for name, func in (("websearch", classic.websearch), ("fetch", classic.fetch)):
        legacy = convert_func_to_tool_def(func).parameters["properties"]
        for argument, schema in v1[name]["properties"].items():
            assert schema["description"] == legacy[argument]["description"] != ""
