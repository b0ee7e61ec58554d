"""The tools' CLI, through real subprocesses of the real console entry point, on a small built
world: one-shot websearch/fetch and the long-lived JSON-lines server."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tearsheet_env.tools.world_http import served_url
from tearsheet_env.tools.world_text import main_text
from tearsheet_env.world import build_world, load_world

ROOT = Path(__file__).resolve().parent.parent


def cli(*args: str, stdin: str | None = None, env: dict | None = None,
        timeout: float = 120) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "tearsheet_env.cli.main", *args], input=stdin,
                          capture_output=True, text=True, cwd=ROOT, timeout=timeout,
                          env={**os.environ, **(env or {})})


@pytest.fixture(scope="module")
def world_dir(tmp_path_factory) -> Path:
    return build_world(seed=3, companies=12, out=tmp_path_factory.mktemp("tools-cli") / "w")


@pytest.fixture(scope="module")
def world(world_dir):
    return load_world(world_dir)


def test_one_shot_websearch_and_fetch(world_dir, world):
    company = world.companies[0]
    done = cli("tool", "websearch", "--query", company.name, "--max-results", "3",
               "--world", str(world_dir), "--json")
    assert done.returncode == 0, done.stderr
    response = json.loads(done.stdout)
    assert response["ok"] is True and 1 <= len(response["results"]) <= 3
    assert [r["source_id"] for r in response["results"]] == list(
        range(1, len(response["results"]) + 1))
    ok_doc = next(d for d in world.documents_of(company.id) if d.access == "ok")
    fetched = cli("tool", "fetch", "--url", ok_doc.url, "--world", str(world_dir), "--json")
    assert fetched.returncode == 0, fetched.stderr
    page = json.loads(fetched.stdout)
    assert page["status"] == "fetched" and page["source_id"] == 1
    assert page["text"] == ok_doc.text[: len(page["text"])]
    missing = cli("tool", "fetch", "--url", "https://nowhere.test/x", "--world", str(world_dir),
                  "--json")
    assert missing.returncode == 1 and json.loads(missing.stdout)["status"] == "not_found"
    bad = cli("tool", "fetch", "--url", ok_doc.url, "--offset", "-5", "--world",
              str(world_dir), "--json")
    assert json.loads(bad.stdout)["status"] == "bad_request"


def test_missing_world_is_a_clear_error(tmp_path):
    done = cli("tool", "websearch", "--query", "x", "--world", str(tmp_path / "none"), "--json")
    assert done.returncode == 2
    response = json.loads(done.stdout)
    assert response["ok"] is False and "not a built world" in response["error"]


def test_stdio_server_session(world_dir, world):
    company = world.companies[1]
    docs = world.documents_of(company.id)
    ok_doc = next(d for d in docs if d.access == "ok")
    lines = [
        json.dumps({"id": "a", "tool": "websearch", "query": company.name, "max_results": 4}),
        "this is not json",
        "",
        json.dumps({"id": 7, "tool": "fetch", "url": ok_doc.url, "offset": 0}),
        json.dumps(["not", "an", "object"]),
        json.dumps({"tool": "fetch", "url": ok_doc.url}),
        json.dumps({"id": None, "tool": "teleport"}),
        json.dumps({"id": "z", "tool": "websearch", "query": company.name, "max_results": 4}),
    ]
    done = cli("tool", "serve", "--stdio", "--world", str(world_dir),
               stdin="\n".join(lines) + "\n")
    assert done.returncode == 0, done.stderr
    out = [json.loads(line) for line in done.stdout.splitlines()]
    assert len(out) == 7  # the blank line gets no answer
    first, malformed, fetched, not_object, again, unknown, repeat = out
    assert first["id"] == "a" and first["ok"] is True
    assert malformed["status"] == "bad_request" and "id" not in malformed
    assert fetched["id"] == 7 and fetched["status"] == "fetched"
    assert not_object["status"] == "bad_request"
    assert again["source_id"] == fetched["source_id"]  # the registry lives across calls
    assert unknown == {"id": None, "ok": False, "status": "bad_request",
                       "error": unknown["error"]}
    # ids stay stable within the session: the same search shows the same numbers
    assert [r["source_id"] for r in repeat["results"]] == \
        [r["source_id"] for r in first["results"]]
    ids = {r["url"]: r["source_id"] for r in first["results"]}
    if ok_doc.url in ids:
        assert fetched["source_id"] == ids[ok_doc.url]


def test_stdio_server_survives_undecodable_bytes(world_dir, world):
    good = json.dumps({"id": 1, "tool": "websearch", "query": world.companies[0].name})
    done = subprocess.run([sys.executable, "-m", "tearsheet_env.cli.main", "tool", "serve",
                           "--stdio", "--world", str(world_dir)],
                          input=b"\xff\xfe{\x80 broken\n" + good.encode() + b"\n",
                          capture_output=True, cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr
    first, second = [json.loads(line) for line in done.stdout.decode().splitlines()]
    assert first["status"] == "bad_request" and second["id"] == 1 and second["ok"] is True


def test_stdio_server_budget(world_dir, world):
    query = json.dumps({"tool": "websearch", "query": world.companies[0].name})
    done = cli("tool", "serve", "--stdio", "--world", str(world_dir), "--max-calls", "2",
               stdin="\n".join([query] * 3) + "\n")
    statuses = [json.loads(line).get("status") for line in done.stdout.splitlines()]
    assert statuses == [None, None, "budget_exceeded"]


def test_world_served_over_http_is_fetched_live(world_dir, world):
    """`tearsheet-env world serve --port 0` serves the world; the live fetch CLI reads it."""
    server = subprocess.Popen(
        [sys.executable, "-m", "tearsheet_env.cli.main", "world", "serve", "--world",
         str(world_dir), "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        text=True, cwd=ROOT)
    try:
        base = server.stdout.readline().strip()
        assert base.startswith("http://127.0.0.1:"), server.stderr.read()
        doc = next(d for d in world.documents if d.access == "ok")
        done = cli("tool", "fetch", "--backend", "live", "--allow-loopback", "--url",
                   served_url(doc.url, base), "--json")
        assert done.returncode == 0, done.stderr
        page = json.loads(done.stdout)
        assert page["title"] == doc.title
        # the article's first sentence, not the site chrome the extractor drops
        first_sentence = " ".join(main_text(doc).split(". ")[0].split())
        assert first_sentence in " ".join(page["text"].split())
        paywalled = next((d for d in world.documents if d.access == "paywalled"), None)
        if paywalled is not None:
            walled = cli("tool", "fetch", "--backend", "live", "--allow-loopback", "--url",
                         served_url(paywalled.url, base), "--json")
            assert json.loads(walled.stdout)["status"] == "paywalled"
        refused = cli("tool", "fetch", "--backend", "live", "--url", served_url(doc.url, base),
                      "--json")
        assert json.loads(refused.stdout)["status"] == "refused"
    finally:
        server.terminate()
        server.wait(timeout=10)
