"""websearch/fetch over the world backend: shapes, paging, typed failures, policy."""

from __future__ import annotations

import json
import multiprocessing
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tearsheet_testkit.tools_support import LONG_TEXT, hand_made_world

from tearsheet_env.tools.policy import ToolPolicy
from tearsheet_env.tools.research_tools import ResearchTools
from tearsheet_env.tools.responses import FAILURE_KINDS, PAGE_CHARS
from tearsheet_env.tools.search_index import INDEX_VERSION, WorldSearchIndex

WORLD = hand_made_world()


@pytest.fixture(scope="module")
def world():
    return WORLD


@pytest.fixture
def tools(world):
    return ResearchTools("world", world=world)


def test_websearch_shape_ids_and_relevant_snippets(tools):
    response = tools.websearch("Orvel Dynamics Series B funding", max_results=3)
    assert response["ok"] is True
    results = response["results"]
    assert [r["source_id"] for r in results] == [1, 2, 3]
    assert all(set(r) == {"source_id", "title", "url", "date", "snippet"} for r in results)
    assert results[0]["url"] == "https://orvel-dynamics.test/press/series-b"
    assert "$42.5 million Series B" in results[0]["snippet"]
    # the same page found again keeps its id; new pages continue the numbering
    first_ids = {r["url"]: r["source_id"] for r in results}
    again = tools.websearch("Quenta Health seed", max_results=5)["results"]
    new = [r["source_id"] for r in again if r["url"] not in first_ids]
    assert new == list(range(4, 4 + len(new))) and new
    assert all(first_ids[r["url"]] == r["source_id"] for r in again if r["url"] in first_ids)
    assert tools.websearch("Orvel Dynamics Series B funding", 3)["results"] == results


def test_snippet_is_excerpt_of_the_matching_sentence(tools):
    results = tools.websearch("annual letter release 77", 1)["results"]
    assert results[0]["url"] == "https://orvel-dynamics.test/letter"
    assert "release 77" in results[0]["snippet"]
    assert len(results[0]["snippet"]) <= 270


def test_paywalled_pages_search_by_teaser_only_and_fetch_as_paywalled(tools, world):
    results = tools.websearch("Orvel Dynamics Nordvik Power deal", 5)["results"]
    paywalled = next(r for r in results if r["url"] == "https://gridwire.test/2025/orvel-deal")
    response = tools.fetch(paywalled["url"])
    assert response["ok"] is False and response["status"] == "paywalled"
    assert response["source_id"] == paywalled["source_id"]
    assert response["teaser"].startswith("Orvel Dynamics signed a supply deal")
    assert response["url"] == paywalled["url"]
    assert tools.registry.get(paywalled["source_id"]).status == "paywalled"


def test_dead_links_are_found_but_fetch_not_found(tools):
    results = tools.websearch("Orvel Dynamics trims staff", 5)["results"]
    dead = next(r for r in results if r["url"] == "https://oldnews.test/orvel-layoffs")
    response = tools.fetch(dead["url"])
    assert response["ok"] is False and response["status"] == "not_found"
    assert response["source_id"] == dead["source_id"]
    assert tools.registry.get(dead["source_id"]).status == "failed"


def test_fetch_pages_through_a_long_document(tools):
    url = "https://orvel-dynamics.test/letter"
    pages, offset = [], 0
    while offset is not None:
        response = tools.fetch(url, offset)
        assert response["ok"] is True and response["status"] == "fetched"
        assert len(response["text"]) <= PAGE_CHARS
        assert response["length"] == len(LONG_TEXT)  # how far paging goes, told up front
        pages.append(response["text"])
        offset = response["next_offset"]
    assert len(pages) > 2
    assert "".join(pages) == LONG_TEXT
    assert len({tools.fetch(url, 0)["source_id"]}) == 1
    source = tools.registry.lookup(url)
    assert source.status == "fetched" and source.excerpts[: len(pages)] == pages


@pytest.mark.parametrize("offset", [-1, 10**9, True, "3", 1.5])
def test_bad_offsets_are_bad_requests(tools, offset):
    response = tools.fetch("https://orvel-dynamics.test/letter", offset)
    assert response["ok"] is False and response["status"] == "bad_request"


def test_unknown_url_and_bad_arguments(tools):
    assert tools.fetch("https://orvel-dynamics.test/nope")["status"] == "not_found"
    assert "source_id" not in tools.fetch("https://nowhere.test/x")
    assert tools.fetch("")["status"] == "bad_request"
    assert tools.fetch(None)["status"] == "bad_request"  # type: ignore[arg-type]
    assert tools.websearch("   ")["status"] == "bad_request"
    assert tools.websearch("orvel", 0)["status"] == "bad_request"
    assert tools.websearch("orvel", 500)["ok"] is True  # clamped, not refused
    assert tools.websearch("the of and")["results"] == []  # stopwords only: nothing to rank


def test_url_spellings_share_one_source(tools):
    a = tools.fetch("https://orvel-dynamics.test/press/series-b")
    b = tools.fetch("HTTPS://Orvel-Dynamics.TEST/press/series-b/#top")
    assert a["source_id"] == b["source_id"]


@pytest.mark.parametrize("url", ["file:///etc/passwd", "ftp://orvel-dynamics.test/x",
                                 "javascript:alert(1)", "gopher://x.test/"])
def test_non_http_schemes_are_refused(tools, url):
    response = tools.fetch(url)
    assert response["ok"] is False and response["status"] == "refused"
    assert tools.usage.refused == 1


def test_call_budget(world):
    tools = ResearchTools("world", world=world, policy=ToolPolicy(max_calls=2))
    assert tools.websearch("orvel")["ok"]
    assert tools.fetch("https://orvel-dynamics.test/")["ok"]
    third = tools.websearch("quenta")
    assert third == {"ok": False, "status": "budget_exceeded",
                     "error": third["error"]} and "2 tool calls" in third["error"]
    assert tools.usage.calls == 2 and tools.usage.budget_exceeded == 1


def test_byte_budget(world):
    tools = ResearchTools("world", world=world, policy=ToolPolicy(max_bytes=1500))
    first = tools.fetch("https://orvel-dynamics.test/letter")
    assert first["ok"] is True  # the call that crosses the budget still returns
    assert tools.usage.bytes == len(json.dumps(first).encode())
    assert tools.fetch("https://orvel-dynamics.test/")["status"] == "budget_exceeded"


def test_policy_refuses_tools_and_hosts(world):
    policy = ToolPolicy(allowed_tools=frozenset({"websearch"}), refused_hosts=("gridwire.test",))
    tools = ResearchTools("world", world=world, policy=policy)
    assert tools.fetch("https://orvel-dynamics.test/")["status"] == "refused"
    assert tools.call({"tool": "read", "path": "/etc/passwd"})["status"] == "refused"
    assert tools.call({"tool": "nope"})["status"] == "bad_request"
    assert tools.usage.refused == 2
    fetching = ResearchTools("world", world=world, policy=ToolPolicy(
        refused_hosts=("gridwire.test",)))
    results = fetching.websearch("Nordvik Power deal", 5)["results"]
    sid = next(r["source_id"] for r in results if "gridwire.test" in r["url"])
    refused = fetching.fetch("https://news.gridwire.test/x")
    assert refused["status"] == "refused" and "source_id" not in refused
    known = fetching.fetch("https://gridwire.test/2025/orvel-deal")
    assert known["status"] == "refused" and known["source_id"] == sid


def test_protected_paths(tmp_path):
    secret = tmp_path / "runtime"
    (secret / "sub").mkdir(parents=True)
    policy = ToolPolicy.for_pi(protected_paths=(str(secret),))
    assert policy.allowed_tools == {"read", "websearch", "fetch"}
    assert policy.is_protected(str(secret / "sub" / "models.json"))
    assert policy.is_protected(str(tmp_path / "other" / ".." / "runtime"))
    assert not policy.is_protected(str(tmp_path / "runtime-notes.md"))


def _open_index(world_dir: str) -> None:
    from tearsheet_env.world import load_world

    WorldSearchIndex.for_world(load_world(Path(world_dir)))


def test_index_is_cached_beside_the_world_and_built_once_under_concurrency(tmp_path):
    from tearsheet_env.world import build_world, load_world

    world_dir = build_world(seed=5, companies=4, out=tmp_path / "w")
    ctx = multiprocessing.get_context("spawn")
    procs = [ctx.Process(target=_open_index, args=(str(world_dir),)) for _ in range(3)]
    for p in procs:
        p.start()
    for p in procs:
        p.join(timeout=120)
        assert p.exitcode == 0
    world = load_world(world_dir)
    entries = sorted(p.name for p in (world_dir / "search-index").iterdir())
    assert entries == [f"tantivy-v{INDEX_VERSION}-{world.manifest.content_hash[:24]}"]
    index = WorldSearchIndex.for_world(world)  # opened from disk, not rebuilt
    hits = index.search(world.companies[0].name, 3)
    assert hits and world.documents[hits[0].index].title


_any = st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=40) | \
    st.lists(st.integers(), max_size=3)


@settings(max_examples=200, deadline=None)
@given(st.fixed_dictionaries({"tool": st.sampled_from(["websearch", "fetch", "read", "x", 3])},
                             optional={"query": _any, "max_results": _any, "url": _any,
                                       "offset": _any, "id": _any}))
def test_any_request_gets_a_typed_response(request):
    tools = ResearchTools("world", world=WORLD)
    response = tools.call(request)
    json.dumps(response)
    assert response["ok"] in (True, False)
    if response["ok"] is False:
        assert response["status"] in FAILURE_KINDS and isinstance(response["error"], str)
