"""The policy server speaks the OpenAI chat-completions protocol: real loopback server, real
clients (httpx and the openai SDK), streaming and not. These tests need no world: they drive
the fault policies that answer without research."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys

import httpx
import pytest

from tearsheet_env.dataset import task_prompt
from tearsheet_env.policies import POLICIES
from tearsheet_env.policies.server import PolicyServer

PROMPT = [{"role": "user", "content": task_prompt("Quillon Robotics", "https://quillon.test")}]


@pytest.fixture(scope="module")
def server():
    with PolicyServer("fault_huge_message") as s:
        yield s


def test_models_lists_every_policy(server):
    body = httpx.get(f"{server.base_url}/models").json()
    ids = [m["id"] for m in body["data"]]
    assert ids[0] == "fault_huge_message"
    assert set(ids) == set(POLICIES)


def test_non_streaming_completion(server):
    r = httpx.post(f"{server.base_url}/chat/completions",
                   json={"model": "fault_huge_message", "messages": PROMPT})
    assert r.status_code == 200
    body = r.json()
    msg = body["choices"][0]["message"]
    assert msg["role"] == "assistant" and len(msg["content"]) == 200 * 1024
    assert "Quillon Robotics" in msg["content"]
    assert body["choices"][0]["finish_reason"] == "stop"
    assert body["usage"]["total_tokens"] > 0


def test_model_field_selects_the_policy(server):
    r = httpx.post(f"{server.base_url}/chat/completions",
                   json={"model": "fault_invalid_json", "messages": PROMPT})
    call = r.json()["choices"][0]["message"]["tool_calls"][0]
    assert call["function"]["name"] == "websearch"
    with pytest.raises(json.JSONDecodeError):
        json.loads(call["function"]["arguments"])
    assert r.json()["choices"][0]["finish_reason"] == "tool_calls"


def test_streaming_with_tool_call_deltas_and_usage(server):
    from openai import OpenAI

    client = OpenAI(base_url=server.base_url, api_key="unused")
    stream = client.chat.completions.create(
        model="fault_unknown_tool", messages=PROMPT, stream=True,
        stream_options={"include_usage": True})
    names, args, usage, finish = [], "", None, None
    for chunk in stream:
        if chunk.usage is not None:
            usage = chunk.usage
        for choice in chunk.choices:
            finish = choice.finish_reason or finish
            for tc in choice.delta.tool_calls or []:
                if tc.function and tc.function.name:
                    names.append(tc.function.name)
                if tc.function and tc.function.arguments:
                    args += tc.function.arguments
    assert names == ["browse"]
    assert json.loads(args) == {"url": "http://x.test"}
    assert finish == "tool_calls"
    assert usage is not None and usage.total_tokens > 0


def test_streaming_raw_sse_ends_with_done(server):
    with httpx.stream("POST", f"{server.base_url}/chat/completions",
                      json={"model": "fault_huge_message", "messages": PROMPT,
                            "stream": True}) as r:
        lines = [line for line in r.iter_lines() if line]
    assert lines[-1] == "data: [DONE]"
    chunks = [json.loads(line.removeprefix("data: ")) for line in lines[:-1]]
    text = "".join(c["choices"][0]["delta"].get("content") or "" for c in chunks)
    assert len(text) == 200 * 1024
    assert all("usage" not in c for c in chunks)  # not asked for


def test_bad_requests_get_openai_errors(server):
    r = httpx.post(f"{server.base_url}/chat/completions", content=b"{not json")
    assert r.status_code == 400 and "error" in r.json()
    r = httpx.post(f"{server.base_url}/chat/completions", json={"model": "x"})
    assert r.status_code == 400 and "messages" in r.json()["error"]["message"]


def test_concurrent_requests(server):
    async def one(client: httpx.AsyncClient, i: int) -> int:
        r = await client.post(f"{server.base_url}/chat/completions",
                              json={"model": "fault_empty", "messages": PROMPT})
        return r.status_code

    async def many() -> list[int]:
        async with httpx.AsyncClient() as client:
            return await asyncio.gather(*(one(client, i) for i in range(64)))

    assert asyncio.run(many()) == [200] * 64


def test_serve_policy_cli_prints_url_and_serves():
    proc = subprocess.Popen([sys.executable, "-m", "tearsheet_env.cli.main", "serve-policy",
                             "--policy", "fault_empty", "--port", "0"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env={**os.environ})
    try:
        url = proc.stdout.readline().strip()
        assert url.startswith("http://127.0.0.1:") and url.endswith("/v1")
        r = httpx.post(f"{url}/chat/completions", json={"messages": PROMPT}, timeout=30)
        assert r.json()["choices"][0]["message"]["content"] == ""
    finally:
        proc.terminate()
        proc.wait(10)


def test_serve_policy_list_and_unknown_policy():
    out = subprocess.run([sys.executable, "-m", "tearsheet_env.cli.main", "serve-policy",
                          "--list"], capture_output=True, text=True, check=True).stdout
    lines = out.strip().splitlines()
    assert len(lines) == len(POLICIES)
    assert all(line.split()[0] in POLICIES for line in lines)
    bad = subprocess.run([sys.executable, "-m", "tearsheet_env.cli.main", "serve-policy",
                          "--policy", "nope"], capture_output=True, text=True)
    assert bad.returncode == 2 and "unknown policy 'nope'" in bad.stderr


def test_red_team_has_at_least_15_policies_tied_to_modes():
    from rubric.taxonomy import mode

    red = [p for p in POLICIES.values() if p.family == "redteam"]
    assert len(red) >= 15
    for p in red:
        assert p.modes and p.description
        for m in p.modes:
            mode(m)  # a real mode id
