"""Serve a closed world as real HTML pages over HTTP on loopback, so the live fetch path (httpx,
redirect and address checks, HTML-to-text) can be exercised for real, offline.

Routing — a world URL `https://<host>/<path>?<query>` is served two ways:
- path prefix: `http://127.0.0.1:PORT/<host>/<path>?<query>` (what `served_url` returns; works
  with any HTTP client, no DNS needed);
- Host header: a request whose `Host` is a world host (`*.test`) is routed by that host and the
  plain path, so a client with `<host>` pinned to the server address sees the original URLs.
Pages with access `ok` are 200 `text/html`, with the page's site name and date in meta tags
(`og:site_name`, `article:published_time`) for the live fetcher's metadata reader and the
site's menu as real links; paywalled pages are 402 with the title and teaser only; dead links
and unknown paths are 404. The server is stdlib `http.server` (threaded) —
a test fixture and lab tool, not a production web server.
"""

from __future__ import annotations

import html
import re
import threading
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import urlsplit

from tearsheet_env.tools.world_text import main_text, site_of, teaser_of


def _key(host: str, path: str, query: str) -> str:
    path = "/" + path.strip("/")
    return f"{host.lower()}{path.rstrip('/') or '/'}" + (f"?{query}" if query else "")


def served_url(world_url: str, base_url: str) -> str:
    """The URL under which `serve` publishes the world page `world_url`."""
    parts = urlsplit(world_url)
    path = parts.path if parts.path.startswith("/") else "/" + parts.path
    query = f"?{parts.query}" if parts.query else ""
    return f"{base_url.rstrip('/')}/{(parts.hostname or '').lower()}{path}{query}"


_LINK = re.compile(r"\[([^\]\n]+)\]\((https?://[^)\s]+)\)")


def _head(doc: Any) -> str:
    """`<head>` with the metadata a crawler reads: title, site name and publication date
    (the tags trafilatura/htmldate look for first)."""
    title, date = html.escape(doc.title), html.escape(doc.date)
    return ("<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            f"<title>{title}</title>\n<meta property=\"og:site_name\" content=\""
            f"{html.escape(site_of(doc))}\">\n<meta property=\"og:title\" content=\"{title}\">"
            f"\n<meta property=\"article:published_time\" content=\"{date}\">\n"
            f"<meta name=\"date\" content=\"{date}\"></head>\n")


def render_page(doc: Any) -> str:
    """A document as an HTML page: site chrome (the site's menu as real links, a footer)
    around an article of the page's main text (its own chrome spans left out), so the
    extractor has boilerplate to remove, as on the real web."""
    title = html.escape(doc.title)
    site = html.escape(site_of(doc))
    header = doc.text[:doc.boilerplate[0][1]] if getattr(doc, "boilerplate", None) else ""
    menu = " · ".join(f"<a href=\"{html.escape(url)}\">{html.escape(label)}</a>"
                      for label, url in _LINK.findall(header))
    paragraphs = "\n".join(
        "<p>" + html.escape(block.strip()).replace("\n", "<br>\n") + "</p>"
        for block in main_text(doc).split("\n\n") if block.strip())
    return (
        f"{_head(doc)}<body>\n<header><p class=\"site\">{site}</p><nav>{menu}</nav></header>\n"
        f"<main><article>\n<h1>{title}</h1>\n<p class=\"dateline\"><time datetime=\""
        f"{html.escape(doc.date)}\">{html.escape(doc.date)}</time></p>\n{paragraphs}\n"
        f"</article></main>\n<footer><p>© {site}. All rights reserved.</p></footer>\n"
        "</body></html>\n")


def render_paywall(doc: Any) -> str:
    title = html.escape(doc.title)
    return (
        f"{_head(doc)}<body><main><article>\n<h1>{title}</h1>\n"
        f"<p>{html.escape(teaser_of(doc))}</p>\n</article>\n<aside class=\"paywall\"><p>"
        "Subscribe to read the full article.</p></aside></main></body></html>\n")


_NOT_FOUND = ("<!doctype html>\n<html><head><title>Page not found</title></head><body>"
              "<h1>404 — page not found</h1></body></html>\n")


class _Pages:
    def __init__(self, world: Any) -> None:
        # route keys to document positions, read from the URL column of a stored world: the
        # pages themselves are read when requested
        self.documents = world.documents
        urls = getattr(world.documents, "urls", None)
        self.by_key: dict[str, int] = {}
        self.hosts: set[str] = set()
        for i, url in enumerate(urls() if urls else (d.url for d in world.documents)):
            parts = urlsplit(url)
            host = (parts.hostname or "").lower()
            self.hosts.add(host)
            self.by_key[_key(host, parts.path, parts.query)] = i

    def route(self, host_header: str, raw_path: str) -> Any:
        parts = urlsplit(raw_path)
        host = host_header.split(":", 1)[0].lower() if host_header else ""
        if host in self.hosts:
            found = self.by_key.get(_key(host, parts.path, parts.query))
        else:
            first, _, rest = parts.path.lstrip("/").partition("/")
            found = self.by_key.get(_key(first, rest, parts.query))
        return None if found is None else self.documents[found]


def _handler(pages: _Pages) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        server_version = "tearsheet-world/1"

        def do_GET(self) -> None:  # noqa: N802 (http.server's naming)
            doc = pages.route(self.headers.get("Host", ""), self.path)
            if doc is None or doc.access == "dead":
                self._send(404, _NOT_FOUND)
            elif doc.access == "paywalled":
                self._send(402, render_paywall(doc))
            else:
                self._send(200, render_page(doc))

        def do_HEAD(self) -> None:  # noqa: N802
            self.do_GET()

        def _send(self, status: int, body: str) -> None:
            data = body.encode("utf-8")
            self.send_response(status)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            if self.command != "HEAD":
                self.wfile.write(data)

        def log_message(self, format: str, *args: Any) -> None:  # quiet: tests and benches
            return

    return Handler


def make_server(world: Any, host: str = "127.0.0.1", port: int = 0) -> ThreadingHTTPServer:
    server = ThreadingHTTPServer((host, port), _handler(_Pages(world)))
    server.daemon_threads = True
    return server


def _base_url(server: ThreadingHTTPServer) -> str:
    host, port = server.server_address[:2]
    shown = f"[{host}]" if ":" in str(host) else host
    return f"http://{shown}:{port}"


def serve(world: Any, host: str = "127.0.0.1", port: int = 0) -> None:
    """Serve `world` until interrupted; prints the base URL (first line of output)."""
    server = make_server(world, host, port)
    print(_base_url(server), flush=True)
    print(f"serving {len(world.documents)} pages of world "
          f"{world.manifest.content_hash[:12]}; a page is at <base>/<host>/<path>", flush=True)
    try:  # Ctrl-C ends it through the CLI's one interrupt handler (a line, exit 130)
        server.serve_forever()
    finally:
        server.server_close()


def start_world_server(world: Any, host: str = "127.0.0.1",
                       port: int = 0) -> tuple[str, Callable[[], None]]:
    """Serve `world` on a background thread; returns (base URL, stop)."""
    server = make_server(world, host, port)
    thread = threading.Thread(target=server.serve_forever, args=(0.05,), name="world-http",
                              daemon=True)
    thread.start()

    def stop() -> None:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)

    return _base_url(server), stop
