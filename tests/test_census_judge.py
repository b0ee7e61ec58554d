"""The LLM-judge path of `census eval`, end to end: the real CLI talks to a real OpenAI-compatible
chat-completions server on loopback that answers from a verdict table, and the meta-eval's
numbers equal the ones worked out by hand from that table."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

KEY_VAR = "CENSUS_TEST_JUDGE_KEY"
KEY = "sk-census-loopback-7f3a"
TARGET = {"name": "Velorant Dynamics", "website": "https://velorant-dynamics.test"}

# (label, labelled modes, judge verdict, judge modes) — each claim's evidence is the claim's own
# text, so the Tier-A checks find nothing and every predicted mode comes from this table.
TABLE: list[tuple[str, list[str], str, list[str]]] = (
    [("supported", [], "supported", [])] * 6
    + [("supported", [], "not_supported", ["EA03-REL"])] * 2
    + [("not_supported", ["EA03-REL"], "not_supported", ["EA03-REL"])] * 3
    + [("not_supported", ["EA03-REL"], "supported", [])]
    + [("not_supported", ["EA03-QTY"], "not_supported", ["EA03-QTY"])] * 2
    + [("not_supported", ["EA03-QTY"], "not_supported", ["EA03-NUM"])]
    + [("not_supported", ["EA03-QTY"], "supported", [])]
    + [("not_supported", ["EA03-NUM"], "not_supported", ["EA03-NUM"])] * 4
    + [("not_supported", ["EA03-SCOPE"], "not_supported", ["EA03-SCOPE", "EA03-RANK"])] * 2
    + [("not_supported", ["EA03-SCOPE"], "not_supported", ["EA03-RANK"])] * 2
)


def claim_text(i: int) -> str:
    return f"Velorant Dynamics opened office number {i + 1} in Porto in 2021."


ANSWERS = {claim_text(i): (row[2], row[3]) for i, row in enumerate(TABLE)}


class TableJudge(BaseHTTPRequestHandler):
    calls: list[int] = []
    auth_ok: list[bool] = []

    def do_POST(self) -> None:  # noqa: N802 - http.server API
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        TableJudge.auth_ok.append(self.headers.get("Authorization") == f"Bearer {KEY}")
        user = body["messages"][-1]["content"]
        verdicts = []
        for block in re.split(r"^### claim ", user, flags=re.M)[1:]:
            cid = block.split("\n", 1)[0].strip()
            claim = re.search(r"^claim: (.*)$", block, re.M).group(1)
            verdict, modes = ANSWERS[claim]
            verdicts.append({"id": cid, "verdict": verdict, "modes": modes, "reason": "table"})
        TableJudge.calls.append(len(verdicts))
        payload = json.dumps({
            "id": "cmpl-table", "object": "chat.completion", "model": body["model"],
            "choices": [{"index": 0, "finish_reason": "stop", "message": {
                "role": "assistant", "content": json.dumps({"verdicts": verdicts})}}],
            "usage": {"prompt_tokens": 100, "completion_tokens": 20, "total_tokens": 120},
        }).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture()
def judge_url():
    server = ThreadingHTTPServer(("127.0.0.1", 0), TableJudge)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    server.shutdown()
    server.server_close()


def write_census(path: Path) -> None:
    lines = []
    for i, (label, modes, _, _) in enumerate(TABLE):
        text = claim_text(i)
        lines.append(json.dumps({
            "id": f"t{i:02d}", "claim": text, "target": TARGET,
            "evidence": [{"source_id": 1, "url": "https://velorant-dynamics.test/news",
                          "text": text, "status": "fetched"}],
            "context": [], "label": label, "modes": modes, "fact_id": None,
        }))
    path.write_text("\n".join(lines) + "\n")


def test_meta_eval_numbers_equal_the_hand_computed_ones(judge_url: str, tmp_path: Path) -> None:
    census, out = tmp_path / "table.jsonl", tmp_path / "report.json"
    write_census(census)
    env = {**os.environ, KEY_VAR: KEY}
    proc = subprocess.run(
        [sys.executable, "-m", "tearsheet_env.cli.main", "census", "eval", "--census",
         str(census), "--judge-base-url", judge_url, "--judge-model", "table-judge",
         "--judge-key-var", KEY_VAR, "--no-judge-cache", "--json-out", str(out)],
        capture_output=True, text=True, timeout=240, env=env)
    assert proc.returncode == 0, proc.stderr
    assert KEY not in proc.stdout + proc.stderr + out.read_text()
    assert TableJudge.auth_ok and all(TableJudge.auth_ok)
    r = json.loads(out.read_text())

    # by hand, from TABLE: 8 controls, 2 rejected
    assert r["cases"] == 24 and r["supported_controls"] == 8
    assert r["control_false_rejection"] == pytest.approx(2 / 8)
    pm = r["per_mode"]
    # REL: 3 of 4 named; predicted on those 3 and on the 2 rejected controls
    assert (pm["EA03-REL"]["cases"], pm["EA03-REL"]["recall"]) == (4, 0.75)
    assert pm["EA03-REL"]["precision"] == pytest.approx(3 / 5)
    # QTY: 2 of 4 named, 1 called NUM, 1 passed
    assert (pm["EA03-QTY"]["recall"], pm["EA03-QTY"]["precision"]) == (0.5, 1.0)
    assert pm["EA03-QTY"]["detected"] == 0.75
    # NUM: all 4 named; also predicted on one QTY claim
    assert (pm["EA03-NUM"]["recall"], pm["EA03-NUM"]["precision"]) == (1.0, 0.8)
    # SCOPE: 2 of 4 named; RANK predicted 4 times, never labelled
    assert (pm["EA03-SCOPE"]["recall"], pm["EA03-SCOPE"]["precision"]) == (0.5, 1.0)
    assert (pm["EA03-RANK"]["cases"], pm["EA03-RANK"]["recall"]) == (0, None)
    assert pm["EA03-RANK"]["precision"] == 0.0
    assert all(pm[m]["kind"] == "claim" for m in ("EA03-REL", "EA03-QTY", "EA03-NUM"))
    assert r["tier_b_macro_recall"] == pytest.approx((0.75 + 0.5 + 1.0 + 0.5) / 4)
    assert r["confusion"]["matrix"] == {
        "EA03-REL": {"EA03-REL": 3, "none": 1},
        "EA03-QTY": {"EA03-NUM": 1, "EA03-QTY": 2, "none": 1},
        "EA03-NUM": {"EA03-NUM": 4},
        "EA03-SCOPE": {"EA03-RANK": 4, "EA03-SCOPE": 2},
        "supported": {"EA03-REL": 2, "none": 6},
    }
    # cost: 24 claims in batches of 15 (the default) → 2 calls, each reporting 100 + 20 tokens
    assert TableJudge.calls == [15, 9]
    cost = r["cost"]
    assert (cost["calls"], cost["prompt_tokens"], cost["completion_tokens"]) == (2, 200, 40)
    assert cost["seconds"] > 0
    assert r["judge"].startswith("llm:table-judge@")
