"""SourceRegistry: ids in first-seen order, statuses, excerpts, and the rebuild from a
transcript (equal to the live registry, total on garbage)."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tearsheet_testkit.tools_support import hand_made_world

from rubric.registry import Source, SourceRegistry
from tearsheet_env.tools.policy import ToolPolicy
from tearsheet_env.tools.research_tools import ResearchTools


def transcript_of(calls: list[tuple[str, dict, dict]]) -> list[dict]:
    """An OpenAI-format transcript whose tool messages are `json.dumps(response)`."""
    messages: list[dict] = [{"role": "system", "content": "research"},
                            {"role": "user", "content": "Research Orvel Dynamics."}]
    for i, (tool, args, response) in enumerate(calls):
        call_id = f"call_{i}"
        messages.append({"role": "assistant", "content": None, "tool_calls": [
            {"id": call_id, "type": "function",
             "function": {"name": tool, "arguments": json.dumps(args)}}]})
        messages.append({"role": "tool", "tool_call_id": call_id,
                         "content": json.dumps(response)})
    messages.append({"role": "assistant", "content": "## Business Overview\n..."})
    return messages


SESSION = [
    ("websearch", {"query": "Orvel Dynamics", "max_results": 5}),
    ("fetch", {"url": "https://orvel-dynamics.test/letter"}),
    ("fetch", {"url": "https://orvel-dynamics.test/letter", "offset": 4000}),
    ("fetch", {"url": "https://gridwire.test/2025/orvel-deal"}),
    ("fetch", {"url": "https://oldnews.test/orvel-layoffs"}),
    ("fetch", {"url": "https://nowhere.test/x"}),
    ("fetch", {"url": "file:///etc/passwd"}),
    ("websearch", {"query": "Quenta Health seed funding", "max_results": 3}),
    ("fetch", {"url": "https://quenta-health.test/news/seed"}),
    ("websearch", {"query": "Orvel Dynamics Series B", "max_results": 5}),
    ("fetch", {"url": "https://orvel-dynamics.test/letter", "offset": 10**8}),
    ("websearch", {"query": "", "max_results": 5}),
]


def run_session(tools: ResearchTools) -> list[tuple[str, dict, dict]]:
    out = []
    for tool, args in SESSION:
        out.append((tool, args, tools.call({"tool": tool, **args})))
    return out


def test_live_and_rebuilt_registries_are_equal():
    tools = ResearchTools("world", world=hand_made_world())
    calls = run_session(tools)
    live = tools.registry
    rebuilt = SourceRegistry.from_transcript(transcript_of(calls))
    assert rebuilt == live
    assert rebuilt.to_list() == live.to_list()
    statuses = {s.url: s.status for s in live.sources}
    assert statuses["https://orvel-dynamics.test/letter"] == "fetched"
    assert statuses["https://gridwire.test/2025/orvel-deal"] == "paywalled"
    assert statuses["https://oldnews.test/orvel-layoffs"] == "failed"
    assert "https://nowhere.test/x" not in statuses
    assert [s.source_id for s in live.sources] == list(range(1, len(live) + 1))


def test_budget_failures_leave_the_registry_alone():
    tools = ResearchTools("world", world=hand_made_world(), policy=ToolPolicy(max_calls=3))
    calls = run_session(tools)
    assert SourceRegistry.from_transcript(transcript_of(calls)) == tools.registry
    assert tools.usage.budget_exceeded > 0


def test_fetched_wins_and_excerpts_are_what_the_agent_saw():
    registry = SourceRegistry()
    sid = registry.record_search_result("https://a.test/x", "A", "2024-01-01", "snippet one")
    assert registry.record_failure("https://a.test/x", "timeout", register=False) == sid
    assert registry.get(sid).status == "failed"
    registry.record_fetched("https://a.test/x", "A page", "full text")
    registry.record_failure("https://a.test/x", "paywalled", register=True, teaser="t")
    source = registry.get(sid)
    assert source.status == "fetched"
    assert source.excerpts == ["snippet one", "full text", "t"]
    assert source.title == "A" and source.date == "2024-01-01"
    assert registry.record_failure("https://b.test/", "not_found", register=False) is None
    assert len(registry) == 1


def test_rebuild_trusts_printed_ids_and_skips_other_tools():
    messages = [
        {"role": "assistant", "tool_calls": [
            {"id": "r", "function": {"name": "read", "arguments": "{}"}},
            {"id": "s", "function": {"name": "websearch", "arguments": "{}"}}]},
        {"role": "tool", "tool_call_id": "r", "content": json.dumps(
            {"ok": True, "results": [{"source_id": 1, "url": "https://evil.test/"}]})},
        {"role": "tool", "tool_call_id": "s", "content": [{"type": "text", "text": json.dumps(
            {"ok": True, "results": [{"source_id": 4, "url": "https://a.test/", "title": "A",
                                      "date": None, "snippet": "s"}]})}]},
    ]
    registry = SourceRegistry.from_transcript(messages)
    assert [(s.source_id, s.url) for s in registry.sources] == [(4, "https://a.test/")]


GARBAGE = [
    None, 42, "not a transcript", {"role": "tool"}, [None, 1, "x", []],
    [{"role": "tool", "content": "{not json"}],
    [{"role": "tool", "content": "[1, 2, 3]"}],
    [{"role": "tool", "content": json.dumps({"results": "nope"})}],
    [{"role": "tool", "content": json.dumps({"results": [None, {"url": 3}, {"title": "t"}]})}],
    [{"role": "tool", "content": json.dumps({"ok": True, "status": "fetched", "url": ""})}],
    [{"role": "tool", "content": json.dumps({"ok": False, "url": "https://x.test/",
                                             "source_id": "seven", "status": 5})}],
    [{"role": "tool", "content": json.dumps({"results": [{"url": "https://x.test/",
                                                          "source_id": -3, "title": 9}]})}],
    [{"role": "assistant", "tool_calls": "garbage"}, {"role": "tool", "tool_call_id": [1]}],
    [{"role": "tool", "content": "[" * 100_000}],
]


@pytest.mark.parametrize("messages", GARBAGE)
def test_rebuild_is_total_on_garbage(messages):
    registry = SourceRegistry.from_transcript(messages)
    assert all(s.source_id >= 1 for s in registry.sources)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["ok", "status", "url", "source_id", "results", "title", "text",
                         "teaser", "snippet", "date", "x"]), inner, max_size=6),
    max_leaves=20)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.fixed_dictionaries({
    "role": st.sampled_from(["tool", "assistant", "user"]),
    "content": json_values.map(json.dumps) | st.text(max_size=30) | json_values,
    "tool_call_id": st.none() | st.text(max_size=3)}), max_size=8))
def test_rebuild_never_raises(messages):
    registry = SourceRegistry.from_transcript(messages)
    ids = [s.source_id for s in registry.sources]
    assert len(ids) == len(set(ids))


def test_rebuild_accepts_openai_message_objects():
    from openai.types.chat import ChatCompletionMessage

    assistant = ChatCompletionMessage.model_validate({
        "role": "assistant", "content": None, "tool_calls": [
            {"id": "c1", "type": "function",
             "function": {"name": "fetch", "arguments": "{}"}}]})
    tool = {"role": "tool", "tool_call_id": "c1", "content": json.dumps(
        {"ok": True, "status": "fetched", "source_id": 1, "url": "https://a.test/",
         "title": "A", "text": "body", "next_offset": None})}
    registry = SourceRegistry.from_transcript([assistant, tool])
    assert [(s.source_id, s.status, s.excerpts) for s in registry.sources] == \
        [(1, "fetched", ["body"])]


def test_rebuilt_sources_are_ordinary_pydantic_models():
    """The rebuild makes its `Source`s without validation (setting the model's slots
    directly); they compare, copy, serialize and take assignments like validated ones."""
    tools = ResearchTools("world", world=hand_made_world())
    rebuilt = SourceRegistry.from_transcript(transcript_of(run_session(tools)))
    assert rebuilt.sources
    for source, live in zip(rebuilt.sources, tools.registry.sources, strict=True):
        validated = Source.model_validate(live.model_dump())
        assert source == live == validated
        assert source.model_dump_json() == validated.model_dump_json()
        assert source.model_copy() == source
        assert source.__pydantic_extra__ is None and source.__pydantic_private__ is None
        source.date = "2020-01-01"
        assert "date" in source.model_fields_set


def test_a_fetched_page_brings_its_date_and_site_into_the_registry():
    """`fetch` answers with the page's date and site beside its title (issue 23); the
    registry keeps them, live and when rebuilt from the transcript, for fetched pages and
    for a paywall's teaser alike."""
    tools = ResearchTools("world", world=hand_made_world())
    calls = [(tool, args, tools.call({"tool": tool, **args})) for tool, args in (
        ("fetch", {"url": "https://quenta-health.test/news/seed"}),
        ("fetch", {"url": "https://gridwire.test/2025/orvel-deal"}))]
    fetched, paywalled = calls[0][2], calls[1][2]
    assert (fetched["date"], fetched["site"]) == ("2025-03-04", "quenta-health.test")
    assert (paywalled["status"], paywalled["date"], paywalled["site"]) == (
        "paywalled", "2025-03-04", "gridwire.test")
    rebuilt = SourceRegistry.from_transcript(transcript_of(calls))
    for registry in (tools.registry, rebuilt):
        seed = registry.lookup("https://quenta-health.test/news/seed")
        deal = registry.lookup("https://gridwire.test/2025/orvel-deal")
        assert (seed.date, seed.site, seed.status) == ("2025-03-04", "quenta-health.test",
                                                       "fetched")
        assert (deal.date, deal.site, deal.status) == ("2025-03-04", "gridwire.test",
                                                       "paywalled")
    assert rebuilt == tools.registry
