"""Real pi (npm) + `tearsheet-env serve-policy --policy oracle` (pi streams its chat
completions) + the closed world:
`tearsheet-env pi run` of an eval-split company writes all ten sections, scores >= 0.9, and its
saved transcript re-scores to the same reward with `tearsheet-env score`. The same run is
exported over OTLP/HTTP protobuf to a loopback receiver: one invoke_agent root, >= 1 chat, one
execute_tool per tool call, and no key anywhere in the payload."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from tearsheet_testkit.extras import need_extra

# the run exports its spans over OTLP/HTTP and the receiver decodes them: both are the SDK's
need_extra("service", "opentelemetry.sdk", "opentelemetry.exporter.otlp.proto.http")

from tearsheet_testkit.pi_support import (  # noqa: E402
    OtlpReceiver,
    attributes,
    eval_companies,
    installed_pi,
)

SECRETS = {"PERPLEXITY_API_KEY": "pplx-test-secret-5f1d2c9a",
           "HF_TOKEN": "hf_test_secret_77aa31bd",
           "TEARSHEET_SERVICE_API_KEY": "svc-test-secret-c0ffee11"}
HEADER_SECRET = "wandb-test-secret-0d15ea5e"


def test_pi_run_oracle_scores_rescores_and_exports_genai_spans(tmp_path, oracle_url):
    """`oracle_url` is the real `serve-policy` (conftest.py): pi speaks streaming chat
    completions to it."""
    installed_pi()
    company = eval_companies(1)[0]
    receiver = OtlpReceiver()
    env = dict(os.environ, **SECRETS,
               OTEL_EXPORTER_OTLP_TRACES_ENDPOINT=receiver.url,
               OTEL_EXPORTER_OTLP_HEADERS=f"wandb-api-key={HEADER_SECRET}",
               OTEL_RESOURCE_ATTRIBUTES="wandb.entity=team,wandb.project=tearsheet",
               OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT="true")
    assert oracle_url.startswith("http://127.0.0.1:"), oracle_url
    try:
        done = subprocess.run(
            [sys.executable, "-m", "tearsheet_env.cli.main", "pi", "run", "--company",
             company["name"], "--base-url", oracle_url, "--out", str(tmp_path), "--json"],
            capture_output=True, text=True, env=env, timeout=300)
        assert done.returncode == 0, done.stderr[-2000:]
        result = json.loads(done.stdout)
        spans = receiver.spans()
        bodies = b"".join(receiver.bodies)
    finally:
        receiver.close()

    # all ten sections, reward >= 0.9
    assert all(s["present"] for s in result["audit"]["sections"]), result["audit"]
    assert len(result["audit"]["sections"]) == 10 and not result["audit"]["missing"]
    assert result["reward"] >= 0.9, result["explanation"]

    # the saved transcript re-scores to the same reward
    rescored = subprocess.run(
        [sys.executable, "-m", "tearsheet_env.cli.main", "score",
         os.path.dirname(result["results_path"]), "--json"],
        capture_output=True, text=True, check=True, timeout=300)
    assert json.loads(rescored.stdout)["rows"][0]["reward"] == result["reward"]
    row = json.loads(open(result["results_path"]).readline())
    assert row["info"]["name"] == company["name"] and row["info"]["split"] == "eval"
    assert row["prompt"][0]["role"] == "system" and row["prompt"][1]["role"] == "user"
    tool_calls = [c for m in row["completion"] if m["role"] == "assistant"
                  for c in m.get("tool_calls") or []]
    assert tool_calls and all(m["content"].startswith('{"ok"')
                              for m in row["completion"] if m["role"] == "tool")

    # the GenAI spans, decoded from the protobuf the OTLP/HTTP exporter sent
    ops = [(attributes(s).get("gen_ai.operation.name"), s) for _, s in spans]
    roots = [s for op, s in ops if op == "invoke_agent"]
    assert len(roots) == 1 and not roots[0].parent_span_id
    root = roots[0]
    chats = [s for op, s in ops if op == "chat"]
    tools = [s for op, s in ops if op == "execute_tool"]
    assert len(chats) >= 1
    assert len(tools) == len(tool_calls)
    assert sorted(attributes(s)["gen_ai.tool.name"] for s in tools) == sorted(
        c["function"]["name"] for c in tool_calls)
    for span in chats + tools:
        assert span.parent_span_id == root.span_id and span.trace_id == root.trace_id
        assert attributes(span)["gen_ai.conversation.id"] == row["info"]["pi"]["run_id"]
    assert attributes(root)["gen_ai.request.model"] == "oracle"
    assert all(attributes(s)["gen_ai.usage.output_tokens"] > 0 for s in chats)
    assert f"{int.from_bytes(root.trace_id, 'big'):032x}" == result["trace_id"]
    assert spans[0][0]["wandb.project"] == "tearsheet"  # OTEL_RESOURCE_ATTRIBUTES
    assert receiver.headers[0].get("wandb-api-key") == HEADER_SECRET  # OTEL_EXPORTER_OTLP_HEADERS
    assert receiver.headers[0]["content-type"] == "application/x-protobuf"
    # keys and the header secret are nowhere in what was sent (content capture is on)
    for secret in [*SECRETS.values(), HEADER_SECRET]:
        assert secret.encode() not in bodies
    assert b"gen_ai.input.messages" in bodies  # content was captured, and scrubbed
