"""Helpers shared by the research-tools tests: loopback HTTP servers and small worlds."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from tearsheet_env.world.model import Assertion, Company, Document, Manifest

Handler = Callable[[BaseHTTPRequestHandler], None]


@contextmanager
def loopback_server(handle: Handler) -> Iterator[str]:
    """A real HTTP server on 127.0.0.1:<free port> whose GET/POST call `handle(request)`."""

    class _H(BaseHTTPRequestHandler):
        def do_GET(self) -> None:  # noqa: N802
            handle(self)

        def do_POST(self) -> None:  # noqa: N802
            handle(self)

        def log_message(self, format: str, *args: Any) -> None:
            return

    server = ThreadingHTTPServer(("127.0.0.1", 0), _H)
    server.daemon_threads = True
    server.handle_error = lambda request, address: None  # type: ignore[method-assign]
    thread = threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def send(request: BaseHTTPRequestHandler, status: int, body: bytes | str,
         content_type: str = "text/html; charset=utf-8", **headers: str) -> None:
    data = body.encode() if isinstance(body, str) else body
    request.send_response(status)
    request.send_header("Content-Type", content_type)
    request.send_header("Content-Length", str(len(data)))
    for name, value in headers.items():
        request.send_header(name.replace("_", "-"), value)
    request.end_headers()
    request.wfile.write(data)


def send_json(request: BaseHTTPRequestHandler, status: int, payload: Any, **headers: str) -> None:
    send(request, status, json.dumps(payload), "application/json", **headers)


@dataclass
class HandMadeWorld:
    """A tiny world built from the model objects, for tests that need exact, known pages."""

    manifest: Manifest
    companies: list[Company]
    documents: list[Document]
    path: Path | None = None

    def document_by_url(self, url: str) -> Document | None:
        return next((d for d in self.documents if d.url == url), None)


LONG_TEXT = "\n\n".join(
    f"Paragraph {i} of the Orvel Dynamics annual letter. Orvel Dynamics shipped release {i} "
    f"of its grid controller and signed {i + 1000} new utility customers this quarter."
    for i in range(300))  # several fetch pages long


def hand_made_world() -> HandMadeWorld:
    orvel = Company(id="orvel", name="Orvel Dynamics", website="https://orvel-dynamics.test",
                    sector="Energy", split="train", truth={})
    quen = Company(id="quen", name="Quenta Health", website="https://quenta-health.test",
                   sector="Healthtech", split="eval", truth={})

    def doc(i: str, url: str, title: str, text: str, company: str, access: str = "ok",
            kind: str = "site", assertions: list[Assertion] | None = None) -> Document:
        return Document(id=i, url=url, title=title, kind=kind, date="2025-03-04",
                        company_id=company, text=text, access=access,  # type: ignore[arg-type]
                        assertions=assertions or [])

    docs = [
        doc("o1", "https://orvel-dynamics.test/", "Orvel Dynamics — grid software",
            "Orvel Dynamics builds grid controllers for utilities.\n\nFounded in 2016 in Oslo.",
            "orvel"),
        doc("o2", "https://orvel-dynamics.test/press/series-b",
            "Orvel Dynamics raises $42.5 million Series B",
            "Orvel Dynamics announced a $42.5 million Series B round led by Halvard Capital. "
            "The funding will expand its grid controller line.", "orvel", kind="press",
            assertions=[Assertion(fact_id="funding.latest_round.amount", subject="orvel",
                                  value="USD 42.5M")]),
        doc("o3", "https://orvel-dynamics.test/letter", "Orvel Dynamics annual letter",
            LONG_TEXT, "orvel"),
        doc("o4", "https://gridwire.test/2025/orvel-deal", "Orvel Dynamics signs utility deal",
            "Orvel Dynamics signed a supply deal with Nordvik Power. Terms were not disclosed. "
            "Analysts expect further funding news.", "orvel", access="paywalled", kind="news"),
        doc("o5", "https://oldnews.test/orvel-layoffs", "Orvel Dynamics trims staff",
            "Orvel Dynamics cut a tenth of its staff, a local paper reported.", "orvel",
            access="dead", kind="news"),
        doc("q1", "https://quenta-health.test/", "Quenta Health — clinical scheduling",
            "Quenta Health makes clinical scheduling software for hospitals.", "quen"),
        doc("q2", "https://quenta-health.test/news/seed", "Quenta Health closes seed round",
            "Quenta Health raised EUR 3 million in seed funding from Lumen Partners.", "quen",
            kind="press"),
    ]
    manifest = Manifest(generator_version="hand-made", seed=0, companies=2,
                        documents=len(docs), content_hash="handmade0001", build_seconds=0.0)
    return HandMadeWorld(manifest=manifest, companies=[orvel, quen], documents=docs)
