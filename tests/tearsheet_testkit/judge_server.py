"""A real loopback OpenAI-compatible judge server for the rubric tests.

It answers `POST /v1/chat/completions` from a script of behaviours, one per request (the last
repeats): "ok" (a verdict per claim id of the request: not_supported with EA03-NUM when the
claim contains the word WRONG, supported otherwise), "500", "429", "timeout" (sleeps past the
client's timeout), "truncated" (a JSON body cut in half), "nonjson" (an HTML error page),
"prose" (the model's content is prose, not JSON), "wrong_ids" (verdicts for ids that were not
asked), "partial" (verdicts for the first claim only), "hashed" (a verdict drawn from a hash of
the claim's text: supported, one Tier-B mode, or OTHER — the same claim always gets the same
verdict, whatever batch it is in). Every request is counted.

`answer_batch` answers an OpenAI Batch API input file by posting each request to a server and
writing the Batch API output file, as a provider's batch endpoint would.
"""

from __future__ import annotations

import hashlib
import json
import re
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import httpx

from rubric.taxonomy import TIER_B

_CLAIM = re.compile(r"### claim (c\d+)\ntarget: [^\n]*\nclaim: ([^\n]*)")


class JudgeServer:
    def __init__(self, script: list[str] | None = None, sleep: float = 2.0) -> None:
        self.script = list(script or ["ok"])
        self.sleep = sleep
        self.requests = 0
        self.claims_seen = 0
        self._lock = threading.Lock()
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:  # quiet
                pass

            def do_POST(self) -> None:  # noqa: N802
                length = int(self.headers.get("content-length") or 0)
                body = json.loads(self.rfile.read(length) or b"{}")
                with server._lock:
                    i = server.requests
                    server.requests += 1
                    behaviour = server.script[min(i, len(server.script) - 1)]
                user = body["messages"][-1]["content"]
                claims = _CLAIM.findall(user)
                with server._lock:
                    server.claims_seen += len(claims)
                server.respond(self, behaviour, claims)

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"
        self._thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    def __enter__(self) -> JudgeServer:
        self._thread.start()
        return self

    def __exit__(self, *exc: Any) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()

    def respond(self, h: BaseHTTPRequestHandler, behaviour: str,
                claims: list[tuple[str, str]]) -> None:
        if behaviour in ("500", "429"):
            return self._send(h, int(behaviour), b'{"error": "busy"}')
        if behaviour == "timeout":
            time.sleep(self.sleep)
            return self._send(h, 200, b"{}")
        if behaviour == "nonjson":
            return self._send(h, 200, b"<html>bad gateway</html>", "text/html")
        if behaviour == "hashed":
            verdicts = [hashed_verdict(cid, text) for cid, text in claims]
        else:
            verdicts = [{"id": cid,
                         "verdict": "not_supported" if "WRONG" in text else "supported",
                         "modes": ["EA03-NUM"] if "WRONG" in text else [],
                         "reason": f"judged {text[:40]}"} for cid, text in claims]
        if behaviour == "wrong_ids":
            for v in verdicts:
                v["id"] = "z" + v["id"]
            verdicts.append({"id": "c999", "verdict": "not_supported", "modes": ["EA03-NUM"],
                             "reason": "foreign"})
        if behaviour == "partial":
            verdicts = verdicts[:1]
        content = json.dumps({"verdicts": verdicts})
        if behaviour == "prose":
            content = "I think all the claims look fine to me."
        payload = json.dumps({"choices": [{"message": {"role": "assistant", "content": content}}],
                              "usage": {"prompt_tokens": 100, "completion_tokens": 20}}).encode()
        if behaviour == "truncated":
            payload = payload[: len(payload) // 2]
        return self._send(h, 200, payload)

    @staticmethod
    def _send(h: BaseHTTPRequestHandler, status: int, payload: bytes,
              ctype: str = "application/json") -> None:
        h.send_response(status)
        h.send_header("content-type", ctype)
        h.send_header("content-length", str(len(payload)))
        if status == 429:
            h.send_header("retry-after", "0")
        h.end_headers()
        try:
            h.wfile.write(payload)
        except (BrokenPipeError, ConnectionResetError):
            pass


def hashed_verdict(cid: str, claim: str) -> dict[str, Any]:
    """Half the claims supported, the rest a Tier-B mode or (one in eight) OTHER, by hash."""
    h = int(hashlib.sha256(claim.encode()).hexdigest(), 16)
    if h % 2 == 0:
        return {"id": cid, "verdict": "supported", "modes": [], "reason": "hashed"}
    modes = ["OTHER"] if h % 8 == 1 else [TIER_B[(h // 8) % len(TIER_B)]]
    return {"id": cid, "verdict": "not_supported", "modes": modes, "reason": "hashed"}


def answer_batch(url: str, requests: Path, answers: Path) -> int:
    """Post every request of a Batch API input file to `url` (an OpenAI-compatible base URL)
    and write the Batch API output file, in reverse order (answers need not follow requests).
    Returns the number of answers written."""
    lines = [json.loads(x) for x in requests.read_text().splitlines() if x.strip()]
    out = []
    with httpx.Client(timeout=30) as client:
        for i, req in enumerate(lines):
            assert req["method"] == "POST" and req["url"] == "/v1/chat/completions"
            resp = client.post(f"{url}/chat/completions", json=req["body"])
            out.append({"id": f"batch_req_{i}", "custom_id": req["custom_id"],
                        "response": {"status_code": resp.status_code,
                                     "request_id": f"req_{i}", "body": resp.json()},
                        "error": None})
    answers.write_text("".join(json.dumps(x) + "\n" for x in reversed(out)))
    return len(out)
