"""Live backends, for real against loopback servers: a Perplexity-shaped search API, the world
served as HTML, and a redirector. No test connects to a non-loopback address: every refusal
is asserted to happen before any request leaves (the counting transport sees nothing)."""

from __future__ import annotations

import json
import time
from typing import Any

import httpx
import pytest
from tearsheet_testkit.tools_support import hand_made_world, loopback_server, send, send_json

from tearsheet_env.tools.live_fetch import HttpFetcher
from tearsheet_env.tools.live_search import PerplexitySearch
from tearsheet_env.tools.research_tools import ResearchTools
from tearsheet_env.tools.url_safety import TargetChecker
from tearsheet_env.tools.world_http import served_url, start_world_server
from tearsheet_env.world import build_world, load_world


class CountingTransport(httpx.HTTPTransport):
    """The real transport, recording every request that reaches the network layer."""

    def __init__(self) -> None:
        super().__init__()
        self.seen: list[str] = []

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        self.seen.append(str(request.url))
        return super().handle_request(request)


@pytest.fixture(scope="module")
def world():
    return hand_made_world()


@pytest.fixture(scope="module")
def world_base(world):
    base, stop = start_world_server(world)
    yield base
    stop()


# ---- Perplexity search -------------------------------------------------------------------
PPLX_ANSWER = {"id": "q1", "results": [
    {"title": "Orvel Dynamics raises $42.5M", "url": "https://orvel-dynamics.test/press/series-b",
     "snippet": "Orvel Dynamics announced a $42.5 million Series B.", "date": "2025-03-04",
     "last_updated": "2025-03-05"},
    {"title": "No date", "url": "https://gridwire.test/x", "snippet": "s", "date": None,
     "last_updated": "2025-01-02"},
    {"title": "broken item without url"},
]}


def test_perplexity_search_request_and_answer_shape(monkeypatch):
    seen: list[dict] = []

    def handle(req):
        body = json.loads(req.rfile.read(int(req.headers["Content-Length"])))
        seen.append({"path": req.path, "auth": req.headers.get("Authorization"), "body": body})
        send_json(req, 200, PPLX_ANSWER)

    monkeypatch.setenv("PERPLEXITY_API_KEY", "test-key-123")
    with loopback_server(handle) as base:
        tools = ResearchTools("live", search_backend=PerplexitySearch(base_url=base),
                              fetch_backend=HttpFetcher())
        response = tools.websearch("Orvel Dynamics funding", 5)
    assert seen == [{"path": "/search", "auth": "Bearer test-key-123",
                     "body": {"query": "Orvel Dynamics funding", "max_results": 5}}]
    assert response == {"ok": True, "results": [
        {"source_id": 1, "title": "Orvel Dynamics raises $42.5M",
         "url": "https://orvel-dynamics.test/press/series-b", "date": "2025-03-04",
         "snippet": "Orvel Dynamics announced a $42.5 million Series B."},
        {"source_id": 2, "title": "No date", "url": "https://gridwire.test/x",
         "date": "2025-01-02", "snippet": "s"}]}
    assert "test-key-123" not in json.dumps(response)


def test_perplexity_retries_429_and_5xx_then_succeeds():
    statuses = iter([429, 503, 200])
    hits = []

    def handle(req):
        req.rfile.read(int(req.headers["Content-Length"]))
        status = next(statuses)
        hits.append(status)
        send_json(req, status, PPLX_ANSWER if status == 200 else {"error": "busy"},
                  Retry_After="0")

    with loopback_server(handle) as base:
        search = PerplexitySearch(api_key="k", base_url=base, retries=3, backoff=0.01)
        response = search.search("q", 1)
    assert hits == [429, 503, 200]
    assert response["ok"] is True and len(response["results"]) == 1


@pytest.mark.parametrize(("status", "kind"), [(500, "upstream_error"), (429, "rate_limited"),
                                              (401, "unavailable"), (400, "bad_request")])
def test_perplexity_typed_errors(status, kind):
    hits = []

    def handle(req):
        req.rfile.read(int(req.headers["Content-Length"]))
        hits.append(status)
        send_json(req, status, {"error": "x"})

    with loopback_server(handle) as base:
        response = PerplexitySearch(api_key="k", base_url=base, retries=2,
                                    backoff=0.01).search("q", 3)
    assert response["ok"] is False and response["status"] == kind
    assert len(hits) == (3 if status in (500, 429) else 1)


def test_perplexity_timeout_and_bad_json_and_missing_key(monkeypatch):
    def slow(req):
        time.sleep(1.0)
        send_json(req, 200, PPLX_ANSWER)

    with loopback_server(slow) as base:
        response = PerplexitySearch(api_key="k", base_url=base, timeout=0.2, retries=1,
                                    backoff=0.01).search("q", 3)
    assert response["status"] == "timeout"
    with loopback_server(lambda req: send(req, 200, "<html>not json", "text/html")) as base:
        assert PerplexitySearch(api_key="k", base_url=base).search("q", 3)["status"] == \
            "upstream_error"
    monkeypatch.delenv("PERPLEXITY_API_KEY", raising=False)
    missing = PerplexitySearch(base_url="http://127.0.0.1:9").search("q", 3)
    assert missing["status"] == "unavailable" and "PERPLEXITY_API_KEY" in missing["error"]


# ---- HTTP fetch against the served world --------------------------------------------------
def test_live_fetch_of_the_served_world(world, world_base):
    tools = ResearchTools("live", search_backend=PerplexitySearch(api_key="k"),
                          fetch_backend=HttpFetcher(allow_loopback=True))
    page = tools.fetch(served_url("https://orvel-dynamics.test/press/series-b", world_base))
    assert page["ok"] is True and page["title"] == "Orvel Dynamics raises $42.5 million Series B"
    assert "led by Halvard Capital" in page["text"]
    assert "All rights reserved" not in page["text"]  # the footer is boilerplate, dropped
    paywalled = tools.fetch(served_url("https://gridwire.test/2025/orvel-deal", world_base))
    assert paywalled["status"] == "paywalled"
    assert "supply deal with Nordvik Power" in paywalled["teaser"]
    assert paywalled["source_id"] == 2
    dead = tools.fetch(served_url("https://oldnews.test/orvel-layoffs", world_base))
    assert dead["status"] == "not_found" and "source_id" not in dead
    letter = tools.fetch(served_url("https://orvel-dynamics.test/letter", world_base))
    assert letter["next_offset"] is not None
    assert "Paragraph 0 of the Orvel Dynamics annual letter" in letter["text"]


def test_live_fetch_reads_the_date_and_site_the_world_backend_gives(tmp_path):
    """Over real HTTP the world's pages carry their date and site name in meta tags, which the
    live fetcher's metadata reader returns: the same `date` and `site` as the in-process
    world backend, for ordinary pages and for a paywall's teaser."""
    world = load_world(build_world(seed=3, companies=4, out=tmp_path / "w"))
    local = ResearchTools("world", world=world)
    live = ResearchTools("live", search_backend=PerplexitySearch(api_key="k"),
                         fetch_backend=HttpFetcher(allow_loopback=True))
    kinds: dict[str, Any] = {}
    for doc in world.documents:
        kinds.setdefault((doc.kind, doc.access), doc)
    picked = [d for (kind, access), d in kinds.items() if access != "dead"]
    assert len(picked) >= 8
    base, stop = start_world_server(world)
    try:
        for doc in picked:
            want, got = local.fetch(doc.url), live.fetch(served_url(doc.url, base))
            assert got["status"] == want["status"], doc.url
            assert (got["date"], got["site"]) == (want["date"], want["site"]), doc.url
            assert want["date"] == doc.date and want["site"]
    finally:
        stop()


def test_world_server_routes_by_host_header(world_base):
    response = httpx.get(world_base + "/press/series-b",
                         headers={"Host": "orvel-dynamics.test"})
    assert response.status_code == 200 and "Halvard Capital" in response.text
    assert httpx.get(world_base + "/nowhere.test/x").status_code == 404


FORBIDDEN = ["file:///etc/passwd", "ftp://127.0.0.1/x", "http://127.0.0.1/",
             "http://[::1]/", "http://169.254.169.254/latest/meta-data/",
             "http://10.0.0.1/", "http://localhost:8080/", "http://[::ffff:10.0.0.1]/",
             "http://[fe80::1]/", "http://0.0.0.0/", "http://192.168.1.1/",
             "http://[64:ff9b::a9fe:a9fe]/", "gopher://127.0.0.1/"]


@pytest.mark.parametrize("url", FORBIDDEN)
def test_forbidden_targets_are_refused_before_connecting(url):
    transport = CountingTransport()
    response = HttpFetcher(transport=transport).fetch(url)
    assert response["ok"] is False and response["status"] == "refused", response
    assert transport.seen == []


def test_private_addresses_after_dns_resolution_are_refused():
    names = {"metadata.test": ["169.254.169.254"], "intranet.test": ["10.0.0.1"],
             "six.test": ["::1"], "mixed.test": ["93.184.0.10", "192.168.0.2"]}
    transport = CountingTransport()
    fetcher = HttpFetcher(transport=transport, resolver=lambda host, port: names[host])
    for host in names:
        assert fetcher.fetch(f"http://{host}/")["status"] == "refused"
    assert transport.seen == []
    unresolvable = HttpFetcher(resolver=lambda h, p: (_ for _ in ()).throw(OSError("nx")))
    assert unresolvable.fetch("https://nowhere.test/")["status"] == "not_found"


def test_loopback_only_when_allowed_and_never_link_local():
    assert isinstance(TargetChecker(allow_loopback=True).check("http://127.0.0.1:1/"), object)
    assert not isinstance(TargetChecker(allow_loopback=True).check("http://[::1]:1/"), dict)
    assert TargetChecker(allow_loopback=True).check("http://10.0.0.1/")["status"] == "refused"
    private = TargetChecker(allow_private=True)
    assert not isinstance(private.check("http://10.0.0.1/"), dict)
    assert private.check("http://169.254.169.254/")["status"] == "refused"


@pytest.mark.parametrize("target", [
    "file:///etc/passwd", "ftp://files.test/x", "http://127.0.0.1/", "http://[::1]/",
    "http://169.254.169.254/latest/meta-data/", "http://10.0.0.1/", "http://127.0.0.1:9/x"])
def test_redirects_to_forbidden_targets_are_refused(target):
    def handle(req):
        location = target
        if req.path == "/go":
            send(req, 302, "", Location=location)
        else:
            send(req, 200, "<html><title>t</title><body><p>reached</p></body></html>")

    with loopback_server(handle) as base:
        transport = CountingTransport()
        # trust exactly the redirector's origin: every other local address stays refused
        fetcher = HttpFetcher(trusted_origins=[base], transport=transport)
        response = fetcher.fetch(base + "/go")
    assert response["status"] == "refused", response
    assert "redirect" in response["error"]
    assert transport.seen == [base + "/go"]


def test_redirects_within_allowed_targets_are_followed_and_capped(world_base):
    def handle(req):
        if req.path == "/loop":
            send(req, 301, "", Location="/loop")
        else:
            send(req, 302, "", Location=served_url(
                "https://orvel-dynamics.test/press/series-b", world_base))

    with loopback_server(handle) as base:
        fetcher = HttpFetcher(allow_loopback=True, max_redirects=3)
        followed = fetcher.fetch(base + "/hop")
        looped = fetcher.fetch(base + "/loop")
    assert followed["ok"] is True and "Halvard Capital" in followed["text"]
    assert looped["status"] == "upstream_error" and "redirects" in looped["error"]


def test_body_over_the_limit_is_cut_not_loaded():
    sent = {"bytes": 0}

    def endless(req):
        req.send_response(200)
        req.send_header("Content-Type", "text/plain")
        req.end_headers()
        chunk = b"word " * 2000
        try:
            for _ in range(2000):  # 20 MB if anyone read it all
                req.wfile.write(chunk)
                sent["bytes"] += len(chunk)
        except (BrokenPipeError, ConnectionResetError):
            pass

    with loopback_server(endless) as base:
        response = HttpFetcher(allow_loopback=True, max_bytes=50_000).fetch(base + "/big")
    assert response["ok"] is True
    assert response["text"].endswith("[page cut at 50000 bytes]")
    assert len(response["text"]) < 50_100
    assert sent["bytes"] < 20_000_000


@pytest.mark.parametrize(("status", "kind"), [(404, "not_found"), (410, "not_found"),
                                              (403, "forbidden"), (429, "rate_limited"),
                                              (500, "upstream_error")])
def test_http_statuses_map_to_typed_failures(status, kind):
    with loopback_server(lambda req: send(req, status, "<html>no</html>")) as base:
        response = HttpFetcher(allow_loopback=True).fetch(base + "/x")
    assert response["status"] == kind


def test_fetch_time_limit_and_binary_content():
    def slow(req):
        time.sleep(1.0)
        send(req, 200, "<html>late</html>")

    with loopback_server(slow) as base:
        response = HttpFetcher(allow_loopback=True, timeout=0.2).fetch(base + "/slow")
    assert response["status"] == "timeout"
    with loopback_server(lambda req: send(req, 200, b"\x89PNG", "image/png")) as base:
        assert HttpFetcher(allow_loopback=True).fetch(base + "/i")["status"] == "unsupported"
