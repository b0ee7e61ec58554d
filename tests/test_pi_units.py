"""The pi adapter's parts on real inputs, without starting pi: the RPC framing (against a real
subprocess), the models.json rendering (no secret ever written), the transcript converter, the
local-JSONL span export of a verifiers row, and the service Dockerfile's references."""

from __future__ import annotations

import asyncio
import json
import os
import re
import subprocess
import sys
from pathlib import Path

from tearsheet_testkit.extras import need_extra

from tearsheet_env.pi.rpc import PiRpcClient, split_records

ROOT = Path(__file__).resolve().parent.parent


def test_records_split_on_lf_only():
    records, rest = split_records('{"a": "x\u2028y\u2029z"}\r\n{"b": 1}\n{"c"'.encode())
    assert [json.loads(r) for r in records] == [{"a": "x\u2028y\u2029z"}, {"b": 1}]
    assert rest == b'{"c"'


def test_rpc_client_keeps_unicode_separators_inside_records():
    """A real child process writes records holding raw U+2028/U+2029 and answers a command by
    id; the client delivers each record whole and matches the response."""
    script = (
        "import sys, json\n"
        "sys.stdout.buffer.write(json.dumps({'type': 'note', 'text': 'a\\u2028b\\u2029c'},"
        " ensure_ascii=False).encode() + b'\\n')\n"
        "sys.stdout.flush()\n"
        "for line in sys.stdin.buffer:\n"
        "    cmd = json.loads(line)\n"
        "    out = {'id': cmd['id'], 'type': 'response', 'command': cmd['type'],"
        " 'success': True, 'data': {'echo': cmd.get('message')}}\n"
        "    sys.stdout.buffer.write(json.dumps(out, ensure_ascii=False).encode() + b'\\n')\n"
        "    sys.stdout.flush()\n")

    async def scenario():
        client = await PiRpcClient([sys.executable, "-c", script], dict(os.environ),
                                   str(ROOT)).start()
        data = await client.command("prompt", message="line\u2028separator")
        events = client.events()
        first = await anext(events)
        await client.close()
        return data, first

    data, first = asyncio.run(scenario())
    assert data == {"echo": "line\u2028separator"}
    assert first == {"type": "note", "text": "a\u2028b\u2029c"}


def test_models_json_renders_from_the_environment_and_never_writes_a_key(tmp_path):
    secret = "pplx-never-on-disk-91b2"
    env = dict(os.environ, PERPLEXITY_API_KEY=secret, HF_TOKEN="hf-never-on-disk-3c4d",
               TEARSHEET_HF_MODEL_ID="my-org/my-model",
               HF_INFERENCE_ENDPOINT_URL="http://10.0.0.5:8000/v1")
    env.pop("TEARSHEET_AGENT_MODEL_ID", None)
    out = tmp_path / "models.json"
    subprocess.run([sys.executable, "-m", "tearsheet_env.cli.main", "pi", "models-json",
                    "--out", str(out)], env=env, check=True, timeout=120)
    text = out.read_text()
    assert secret not in text and "hf-never-on-disk" not in text
    providers = json.loads(text)["providers"]
    assert providers["perplexity-agent"]["api"] == "openai-responses"
    assert providers["perplexity-agent"]["apiKey"] == "$PERPLEXITY_API_KEY"
    assert providers["perplexity-agent"]["models"][0] == {
        "id": "xai/grok-4.7", "reasoning": True, "contextWindow": 256000, "maxTokens": 32768}
    vllm = providers["hf-vllm"]
    assert vllm["api"] == "openai-completions" and vllm["baseUrl"] == "http://10.0.0.5:8000/v1"
    assert vllm["models"][0]["id"] == "my-org/my-model"
    assert vllm["models"][0]["contextWindow"] == 128000
    assert providers["tearsheet-policy"]["models"][0]["id"] == "oracle"
    assert "${" not in text


def test_pi_transcript_converts_to_the_environments_rollout_shape():
    from tearsheet_env.pi.transcript import completion_of, final_report

    response = '{"ok": true, "results": []}'
    messages = [
        {"role": "user", "content": "Research the company X (website: https://x.test)"},
        {"role": "assistant", "content": [
            {"type": "thinking", "thinking": "search first"},
            {"type": "toolCall", "id": "call_1", "name": "websearch",
             "arguments": {"query": "X", "max_results": 5}}],
         "stopReason": "toolUse"},
        {"role": "toolResult", "toolCallId": "call_1", "toolName": "websearch",
         "content": [{"type": "text", "text": response}], "isError": False},
        {"role": "assistant", "content": [{"type": "text", "text": "## Business Overview"}]},
    ]
    completion = completion_of(messages)
    assert completion == [
        {"role": "assistant", "content": "", "reasoning_content": "search first",
         "tool_calls": [{"id": "call_1", "type": "function", "function": {
             "name": "websearch", "arguments": '{"query": "X", "max_results": 5}'}}]},
        {"role": "tool", "tool_call_id": "call_1", "content": response},
        {"role": "assistant", "content": "## Business Overview"},
    ]
    assert final_report(completion) == "## Business Overview"


def test_a_verifiers_row_exports_genai_spans_to_local_jsonl(tmp_path, monkeypatch):
    need_extra("service", "opentelemetry.sdk")
    from tearsheet_env.otel import export_run

    spans_file = tmp_path / "spans.jsonl"
    monkeypatch.setenv("TEARSHEET_OTEL_JSONL", str(spans_file))
    monkeypatch.delenv("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", raising=False)
    monkeypatch.delenv("OTEL_EXPORTER_OTLP_ENDPOINT", raising=False)
    monkeypatch.delenv("OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT", raising=False)
    # a tool call as vf-eval saves it: a JSON string of the flat shape
    call = json.dumps({"id": "c1", "name": "fetch", "arguments": '{"url": "https://x.test"}'})
    row = {"example_id": 3, "model": "some-model", "reward": 0.5,
           "prompt": [{"role": "user", "content": "private prompt text"}],
           "completion": [{"role": "assistant", "content": "", "tool_calls": [call]},
                          {"role": "tool", "tool_call_id": "c1", "content": "{}"},
                          {"role": "assistant", "content": "report"}],
           "info": {"company_id": "c00001", "name": "X"},
           "timing": {"start_time": 1000.0, "total": 2.0,
                      "model": {"spans": [{"start": 1000.0, "end": 1000.5},
                                          {"start": 1001.0, "end": 1002.0}]},
                      "env": {"spans": [{"start": 1000.5, "end": 1001.0}]}}}
    trace_id = export_run(row)
    spans = [json.loads(line) for line in spans_file.read_text().splitlines()]
    ops = [s["attributes"]["gen_ai.operation.name"] for s in spans]
    assert sorted(ops) == ["chat", "chat", "execute_tool", "invoke_agent"]
    assert {s["context"]["trace_id"].removeprefix("0x") for s in spans} == {trace_id}
    tool = next(s for s in spans if s["attributes"]["gen_ai.operation.name"] == "execute_tool")
    assert tool["attributes"]["gen_ai.tool.name"] == "fetch"
    assert tool["start_time"].startswith("1970-01-01T00:16:40.5")  # vf-eval's env span
    assert export_run(row) and len({s["attributes"]["gen_ai.conversation.id"] for s in [
        json.loads(line) for line in spans_file.read_text().splitlines()]}) == 1
    assert "private prompt text" not in spans_file.read_text()  # content capture is off


def test_service_dockerfile_references_real_files():
    dockerfile = (ROOT / "Dockerfile.service").read_text()
    sources = [[p for p in line.split()[1:-1] if not p.startswith("--")]
               for line in dockerfile.splitlines() if line.startswith("COPY ")]
    assert sources
    for paths in sources:
        for path in paths:
            assert (ROOT / path).exists(), path
    assert re.search(r"^FROM python:3\.1[1-3]", dockerfile, re.M)
    assert "tearsheet-env pi install" in dockerfile and "PI_OFFLINE=1" in dockerfile
    assert re.search(r'^CMD \["tearsheet-env", "pi", "serve"', dockerfile, re.M)
