"""Shared by the pi tests: the real pi install, eval-split companies, a loopback OTLP/HTTP
receiver that decodes the protobuf spans it is sent."""

from __future__ import annotations

import functools
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@functools.cache
def installed_pi() -> list[str]:
    """The real pi binary (`npm ci` on first use, as `tearsheet-env pi install` does)."""
    from tearsheet_env.pi.install import install, pi_command

    return pi_command(install(quiet=True))


def eval_companies(n: int) -> list[dict[str, Any]]:
    from tearsheet_env.dataset import task_rows
    from tearsheet_env.env import load_world_for

    return [r["info"] for r in task_rows(load_world_for(0, 400), "eval")[:n]]


class OtlpReceiver:
    """POST /v1/traces on 127.0.0.1 (port 0); keeps each raw body and its headers."""

    def __init__(self) -> None:
        self.bodies: list[bytes] = []
        self.headers: list[dict[str, str]] = []
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 - the stdlib's name
                body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                outer.bodies.append(body)
                outer.headers.append({k.lower(): v for k, v in self.headers.items()})
                self.send_response(200)
                self.send_header("Content-Type", "application/x-protobuf")
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/v1/traces"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def spans(self) -> list[Any]:
        from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import (
            ExportTraceServiceRequest,
        )

        out = []
        for body in self.bodies:
            request = ExportTraceServiceRequest()
            request.ParseFromString(body)
            for resource_spans in request.resource_spans:
                resource = {a.key: a.value.string_value
                            for a in resource_spans.resource.attributes}
                for scope in resource_spans.scope_spans:
                    out += [(resource, span) for span in scope.spans]
        return out

    def close(self) -> None:
        self.server.shutdown()


def attributes(span: Any) -> dict[str, Any]:
    out = {}
    for a in span.attributes:
        value = a.value
        kind = value.WhichOneof("value")
        out[a.key] = getattr(value, kind) if kind else None
    return out
