"""The run service on a real uvicorn bound to loopback: 401 without the key; 8 concurrent runs
(seven oracle runs and one `pi_guard_probe` run that asks pi for bash, write, edit and a read
of models.json) each stream SSE events ending in the reward, with isolated source registries;
the guard blocks each probe with a reason and that run still ends scored; a failing run says
why; schemathesis finds no 5xx."""

from __future__ import annotations

import asyncio
import json
import socket
import threading
import time

import httpx
import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from schemathesis.checks import not_a_server_error
from tearsheet_testkit.extras import need_extra

need_extra("service", "fastapi", "uvicorn", "sse_starlette")

import uvicorn  # noqa: E402
from tearsheet_testkit.pi_support import eval_companies, installed_pi  # noqa: E402

KEY = "service-key-for-tests-7d1e"


class LoopbackService:
    def __init__(self, app) -> None:
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.sock.bind(("127.0.0.1", 0))
        self.url = f"http://127.0.0.1:{self.sock.getsockname()[1]}"
        self.server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="on"))
        self.thread = threading.Thread(target=self.server.run,
                                       kwargs={"sockets": [self.sock]}, daemon=True)

    def __enter__(self) -> LoopbackService:
        self.thread.start()
        deadline = time.time() + 120
        while not self.server.started and time.time() < deadline:
            time.sleep(0.05)
        assert self.server.started
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.should_exit = True
        self.thread.join(30)


@pytest.fixture(scope="module")
def service(tmp_path_factory):
    from tearsheet_env.service.app import create_app

    installed_pi()
    app = create_app(api_key=KEY, max_runs=8, out_dir=str(tmp_path_factory.mktemp("runs")))
    with LoopbackService(app) as running:
        yield running


def test_every_route_needs_the_key(service):
    with httpx.Client(base_url=service.url, timeout=30) as client:
        assert client.post("/runs", json={"company": "x"}).status_code == 401
        assert client.get("/runs/0123456789abcdef").status_code == 401
        assert client.get("/runs/0123456789abcdef/events").status_code == 401
        wrong = {"X-API-Key": KEY + "x"}
        assert client.post("/runs", json={"company": "x"}, headers=wrong).status_code == 401
        assert client.get("/runs/0123456789abcdef",
                          headers={"X-API-Key": KEY}).status_code == 404


async def _events(client: httpx.AsyncClient, run_id: str) -> list[dict]:
    events, kind = [], None
    async with client.stream("GET", f"/runs/{run_id}/events") as response:
        assert response.status_code == 200
        assert response.headers["content-type"].startswith("text/event-stream")
        async for line in response.aiter_lines():
            if line.startswith("event:"):
                kind = line.removeprefix("event:").strip()
            elif line.startswith("data:"):
                event = json.loads(line.removeprefix("data:").strip())
                assert event["type"] == kind
                events.append(event)
    return events


async def _run_all(url: str, bodies: list[dict]) -> list[tuple[str, list[dict], dict]]:
    headers = {"X-API-Key": KEY}
    async with httpx.AsyncClient(base_url=url, headers=headers, timeout=600) as client:
        ids = []
        for body in bodies:
            created = await client.post("/runs", json=body)
            assert created.status_code == 202, created.text
            ids.append(created.json()["id"])
        streams = await asyncio.gather(*(_events(client, i) for i in ids))
        states = [(await client.get(f"/runs/{i}")).json() for i in ids]
    return list(zip(ids, streams, states, strict=True))


def test_eight_concurrent_runs_stream_to_the_reward_with_isolated_registries(service):
    companies = eval_companies(8)
    # the website too: a company's name may be shared by a homonym of another sector
    bodies = [{"company": c["name"], "website": c["website"]} for c in companies[:7]]
    bodies.append({"company": companies[7]["name"], "website": companies[7]["website"],
                   "model": "pi_guard_probe"})
    results = asyncio.run(_run_all(service.url, bodies))

    for (run_id, events, state), company in zip(results, companies, strict=True):
        kinds = [e["type"] for e in events]
        assert kinds[0] == "run_started" and kinds[-1] == "reward", (kinds[-1], events[-1])
        assert {"turn", "model_call", "tool_call", "audit"} <= set(kinds)
        assert state["status"] == "succeeded" and state["id"] == run_id
        assert state["reward"] == events[-1]["reward"]
        assert state["trace_id"] and state["input_tokens"] > 0
        # isolation: each run numbers its own sources 1..n, all cited ones resolve, and its
        # company's own site is among them
        sources = state["sources"]
        assert [s["source_id"] for s in sources] == list(range(1, len(sources) + 1))
        assert any(s["url"].startswith(company["website"]) for s in sources)
        assert any(s["cited"] for s in sources)
    oracle_rewards = [state["reward"] for _, _, state in results[:7]]
    assert min(oracle_rewards) >= 0.9, oracle_rewards
    # identical sources in two runs would mean a shared registry
    lists = [tuple(s["url"] for s in state["sources"]) for _, _, state in results]
    assert len(set(lists)) == len(lists)

    # the guard: each forbidden call blocked with a reason the model saw; the run still scored
    _, events, state = results[7]
    probes = [e for e in events if e["type"] == "tool_call" and e["turn"] == 1]
    assert sorted(e["name"] for e in probes) == ["bash", "edit", "read", "write"]
    for probe in probes:
        assert probe["blocked"] and not probe["ok"]
        assert probe["reason"].startswith("blocked by the tearsheet-env tool guard")
    # the model saw each reason as the environment's typed refusal
    row = json.loads(open(state["results_path"]).readline())
    seen = [json.loads(m["content"]) for m in row["completion"] if m["role"] == "tool"][:4]
    assert [m["status"] for m in seen] == ["refused"] * 4
    read = next(e for e in probes if e["name"] == "read")
    assert "protected" in read["reason"] and read["arguments"]["path"].endswith("models.json")
    assert state["blocked_tool_calls"] == 4
    assert 0 < state["reward"] < min(oracle_rewards)  # scored, and violations cost reward
    assert not any(e["blocked"] for e in events if e["type"] == "tool_call" and e["turn"] > 1)


def test_a_failed_run_says_why(service):
    results = asyncio.run(_run_all(service.url, [{"company": "No Such Company Anywhere"}]))
    _, events, state = results[0]
    assert events[-1]["type"] == "error" and "no task company" in events[-1]["error"]
    assert state["status"] == "failed" and "no task company" in state["error"]


def test_fuzzed_requests_never_get_a_5xx(service):
    """schemathesis generates requests from the service's own OpenAPI schema, each sent with
    and without the key; no response may be a server error. (Driven through hypothesis
    directly: schemathesis' pytest plugin does not load under this pytest.)"""
    schema = schemathesis.openapi.from_url(f"{service.url}/openapi.json")
    operations = [result.ok() for result in schema.get_all_operations()]
    assert len(operations) == 3

    for operation in operations:
        @given(case=operation.as_strategy())
        @settings(max_examples=25, deadline=None, database=None,
                  suppress_health_check=list(HealthCheck))
        def check(case):
            for headers in ({"X-API-Key": KEY}, {}):
                response = case.call(headers=headers, timeout=30)
                case.validate_response(response, checks=[not_a_server_error])

        check()
