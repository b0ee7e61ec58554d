"""HybridReplayCache: modes, byte-identical replay, concurrent writers across processes."""

from __future__ import annotations

import json
import multiprocessing

import pytest
from tearsheet_testkit.tools_support import hand_made_world

from tearsheet_env.tools.replay_cache import HybridReplayCache, ReplayMiss, normalized_request
from tearsheet_env.tools.research_tools import ResearchTools
from tearsheet_env.tools.responses import failure
from tearsheet_env.tools.world_backend import WorldBackend

CALLS = [
    {"tool": "websearch", "query": "Orvel Dynamics funding", "max_results": 5},
    {"tool": "fetch", "url": "https://orvel-dynamics.test/letter"},
    {"tool": "fetch", "url": "https://orvel-dynamics.test/letter", "offset": 4000},
    {"tool": "fetch", "url": "https://gridwire.test/2025/orvel-deal"},
    {"tool": "fetch", "url": "https://nowhere.test/404"},
    {"tool": "websearch", "query": "Quenta   HEALTH seed", "max_results": 2},
]


class CountingBackend:
    """The real world backend, counting the calls that reach it."""

    def __init__(self, world) -> None:
        self.inner = WorldBackend(world)
        self.name = self.inner.name
        self.calls = 0

    def search(self, query, max_results):
        self.calls += 1
        return self.inner.search(query, max_results)

    def fetch(self, url):
        self.calls += 1
        return self.inner.fetch(url)


def run(tools: ResearchTools) -> list[str]:
    return [json.dumps(tools.call(dict(c))) for c in CALLS]


def test_replayed_run_is_byte_identical_and_calls_no_backend(tmp_path):
    world = hand_made_world()
    uncached = run(ResearchTools("world", world=world))
    recorder = CountingBackend(world)
    recorded = run(ResearchTools("world", world=world, search_backend=recorder,
                                 fetch_backend=recorder,
                                 cache=HybridReplayCache(tmp_path / "c.db", "record")))
    assert recorder.calls == len(CALLS)
    replayer = CountingBackend(world)
    replayed = run(ResearchTools("world", world=world, search_backend=replayer,
                                 fetch_backend=replayer,
                                 cache=HybridReplayCache(tmp_path / "c.db", "replay")))
    assert replayer.calls == 0
    assert replayed == recorded == uncached
    # one fetch entry serves every offset of a page
    assert len(HybridReplayCache(tmp_path / "c.db")) == len(CALLS) - 1


def test_replay_miss_names_the_request(tmp_path):
    cache = HybridReplayCache(tmp_path / "c.db", "replay")
    tools = ResearchTools("world", world=hand_made_world(), cache=cache)
    response = tools.websearch("never recorded query", 3)
    assert response["status"] == "replay_miss"
    assert "never recorded query" in response["error"] and "websearch" in response["error"]
    strict = ResearchTools("world", world=hand_made_world(), cache=cache, strict_replay=True)
    with pytest.raises(ReplayMiss, match="fetch\\(url='https://orvel-dynamics.test/x'\\)"):
        strict.fetch("https://Orvel-Dynamics.test/x/")


def test_hybrid_hits_and_skips_transient_failures(tmp_path):
    cache = HybridReplayCache(tmp_path / "c.db", "hybrid")
    request = normalized_request("fetch", "b", url="https://a.test/")
    outcomes = iter([failure("timeout", "slow"), {"ok": True, "url": "u", "title": "t",
                                                  "text": "x"}])
    assert cache.call(request, lambda: next(outcomes))["status"] == "timeout"
    assert len(cache) == 0  # retried next time
    assert cache.call(request, lambda: next(outcomes))["ok"] is True
    assert cache.call(request, lambda: pytest.fail("must hit"))["text"] == "x"
    assert (cache.hits, cache.misses) == (1, 2)
    record = HybridReplayCache(tmp_path / "r.db", "record")
    record.call(request, lambda: failure("timeout", "slow"))
    assert len(record) == 1  # a recording keeps everything, to replay exactly


def test_request_normalization():
    a = normalized_request("websearch", "w", query="  Orvel   Dynamics ", max_results=5)
    b = normalized_request("websearch", "w", max_results=5, query="orvel dynamics")
    assert HybridReplayCache.key(a) == HybridReplayCache.key(b)
    c = normalized_request("websearch", "other-backend", query="orvel dynamics", max_results=5)
    assert HybridReplayCache.key(a) != HybridReplayCache.key(c)
    with pytest.raises(ValueError):
        HybridReplayCache("/tmp/x.db", "sometimes")  # type: ignore[arg-type]


def _writer(path: str, worker: int, count: int, start) -> None:
    cache = HybridReplayCache(path, "hybrid")
    start.wait(timeout=60)  # all four begin writing at the same moment
    for i in range(count):
        request = normalized_request("fetch", "live", url=f"https://w{worker}.test/{i}")
        cache.call(request, lambda i=i: {"ok": True, "url": "u", "title": f"{worker}",
                                         "text": f"page {i} of writer {worker}"})


def test_four_processes_writing_at_once_lose_nothing(tmp_path):
    path = str(tmp_path / "shared.db")
    count = 300
    ctx = multiprocessing.get_context("spawn")
    start = ctx.Barrier(4)
    workers = [ctx.Process(target=_writer, args=(path, w, count, start)) for w in range(4)]
    for p in workers:
        p.start()
    for p in workers:
        p.join(timeout=120)
        assert p.exitcode == 0
    cache = HybridReplayCache(path, "replay")
    assert len(cache) == 4 * count
    for w in range(4):
        for i in (0, count // 2, count - 1):
            hit = cache.get(normalized_request("fetch", "live", url=f"https://w{w}.test/{i}"))
            assert hit is not None and hit["text"] == f"page {i} of writer {w}"
