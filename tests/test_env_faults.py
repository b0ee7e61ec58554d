"""Malformed model turns end in scored failures, never crashed rollouts: the fault policies
drive the environment in-process through the loopback policy server (verifiers' own client,
rollout loop and rubric)."""

from __future__ import annotations

import asyncio
import json

import pytest

from tearsheet_env.policies.server import PolicyServer

NO_KEY = "TEARSHEET_TEST_UNSET_KEY"


@pytest.fixture(scope="module")
def env():
    from tearsheet_env import load_environment

    return load_environment(num_examples=1, max_turns=12)


@pytest.fixture(scope="module")
def server():
    with PolicyServer("oracle") as s:
        yield s


FAULTS = ["fault_invalid_json", "fault_args_not_object", "fault_bad_args",
          "fault_unknown_tool", "fault_huge_args", "fault_huge_message", "fault_empty"]


@pytest.fixture(scope="module")
def rows(env, server) -> dict[str, dict]:
    """One rollout per fault policy, all run concurrently through verifiers' evaluate."""
    from verifiers.types import ClientConfig

    client = ClientConfig(api_key_var=NO_KEY, api_base_url=server.base_url, max_retries=0)

    async def one(policy: str) -> dict:
        out = await env.evaluate(client=client, model=policy, num_examples=1,
                                 rollouts_per_example=1, max_concurrent=1,
                                 on_progress=lambda *a, **k: None)
        (row,) = out["outputs"]
        return row

    async def all_faults() -> list[dict]:
        return await asyncio.gather(*(one(p) for p in FAULTS))

    return dict(zip(FAULTS, asyncio.run(all_faults()), strict=True))


def tool_results(row: dict) -> list[dict]:
    return [json.loads(m["content"]) for m in row["completion"] if m["role"] == "tool"]


@pytest.mark.parametrize("policy, status", [
    ("fault_invalid_json", "bad_request"),
    ("fault_args_not_object", "bad_request"),
    ("fault_bad_args", "bad_request"),
    ("fault_unknown_tool", "refused"),
    ("fault_huge_args", "bad_request"),
])
def test_malformed_tool_call_is_a_typed_tool_error_and_the_rollout_goes_on(rows, policy, status):
    row = rows[policy]
    results = tool_results(row)
    assert results[0]["ok"] is False and results[0]["status"] == status
    assert row.get("error") is None and row["is_completed"]
    assert isinstance(row["reward"], float) and 0.0 <= row["reward"] <= 1.0
    # the rollout went on: the policy researched and wrote its report after the fault
    assert any(r.get("status") == "fetched" for r in results)
    assert "## Sources" in row["completion"][-1]["content"]


def test_huge_message_is_scored_as_a_failure(rows):
    row = rows["fault_huge_message"]
    assert row.get("error") is None
    assert len(row["completion"][-1]["content"]) == 200 * 1024
    assert row["reward"] <= 0.05  # no research, no report: the gate's floor


def test_empty_turn_is_scored_not_crashed(rows):
    row = rows["fault_empty"]
    assert row["error"] is not None and "EmptyModelResponseError" in json.dumps(row["error"])
    assert row["reward"] == 0.0
    assert any(k.startswith("mode/") for k in row["metrics"])
