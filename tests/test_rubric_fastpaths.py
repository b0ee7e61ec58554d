"""The scorer's fast paths read exactly what the plain ones do: the registry rebuild against a
replay of `record_response`, the orjson decodes (tool messages, call arguments) against
`json.loads`, the behaviour counts (repeated calls) against a plain count, the pooled evidence
against a scan of every excerpt, the contamination pre-check against `str.lower()`, and the
EA03-TOPIC tie-break is the same in every process."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from rubric import memo
from rubric import registry as R
from rubric import transcript as TR
from rubric import values as V
from rubric.gate import _any_needle, _needles
from rubric.registry import SourceRegistry
from rubric.tier_a import Evidence


def _replayed(messages: list[dict]) -> SourceRegistry:
    """The slow reference: `record_response` on every research tool message, stdlib decode."""
    registry = SourceRegistry()
    names: dict[str, str] = {}
    for m in messages:
        for call in m.get("tool_calls") or []:
            names[str(call["id"])] = call["function"]["name"]
        if m.get("role") != "tool":
            continue
        tool = names.get(str(m.get("tool_call_id")))
        if tool is not None and tool not in R.RESEARCH_TOOL_NAMES:
            continue
        try:
            response = json.loads(m["content"])
        except ValueError:
            continue
        registry.record_response(tool, response)
    return registry


def _call(i: int, name: str) -> dict:
    return {"role": "assistant", "content": "", "tool_calls": [
        {"id": f"c{i}", "type": "function", "function": {"name": name, "arguments": "{}"}}]}


def _tool(i: int, response: object) -> dict:
    return {"role": "tool", "tool_call_id": f"c{i}", "content": json.dumps(response)}


def _random_transcript(rnd: random.Random) -> list[dict]:
    urls = [f"https://site{k}.test/p/{k % 3}" for k in range(8)] + ["https://SITE1.test/p/1/ "]
    msgs: list[dict] = []
    for i in range(rnd.randint(1, 14)):
        kind = rnd.choice(["search", "fetch", "fail", "paywall", "other", "junk"])
        sid = rnd.choice([None, 1, 2, 5, 0, -3, True, 2**70, 3.0, "4"])
        url = rnd.choice(urls)
        if kind == "search":
            msgs.append(_call(i, "websearch"))
            results = [{"source_id": rnd.choice([sid, k + 1]), "url": rnd.choice(urls + [" ", 7]),
                        "title": rnd.choice(["", " T ", None, f"t{k}"]),
                        "date": rnd.choice([None, "2024-01-01", " ", 5]),
                        "snippet": rnd.choice(["s", "", None, f"snip {k}", "s"])}
                       for k in range(rnd.randint(0, 4))]
            msgs.append(_tool(i, {"ok": True, "results": results + ["x", 3]}))
        elif kind == "fetch":
            msgs.append(_call(i, "fetch"))
            msgs.append(_tool(i, {"ok": True, "status": "fetched", "source_id": sid, "url": url,
                                  "title": rnd.choice(["A", "", None]), "text": f"text {i % 3}",
                                  "next_offset": None}))
        elif kind in ("fail", "paywall"):
            msgs.append(_call(i, "fetch"))
            response = {"ok": False, "status": "paywalled" if kind == "paywall" else "timeout",
                        "url": url, "error": "e", "teaser": rnd.choice([None, "teaser"])}
            if rnd.random() < 0.7:
                response["source_id"] = sid
            msgs.append(_tool(i, response))
        elif kind == "other":
            msgs.append(_call(i, "calculator"))
            msgs.append(_tool(i, {"ok": True, "results": [{"url": url, "snippet": "no"}]}))
        else:
            msgs.append({"role": "tool", "tool_call_id": f"c{i}",
                         "content": rnd.choice(["[1, 2]", "not json", '{"a": NaN}', "{}"])})
    return msgs


def test_rebuild_matches_record_response_replay():
    _assert_rebuilds_match_replays(_random_transcript, 5)


def _assert_rebuilds_match_replays(make_transcript: Any, seed: int) -> None:
    rnd = random.Random(seed)
    for _ in range(400):
        msgs = make_transcript(rnd)
        R._parse_json_object.cache_clear()
        fast, slow = SourceRegistry.from_transcript(msgs), _replayed(msgs)
        assert fast == slow and fast.to_list() == slow.to_list()
        assert fast._by_key == slow._by_key
        assert [s.model_fields_set for s in fast.sources] == \
            [s.model_fields_set for s in slow.sources]
        # the rebuilt registry keeps recording like a live one
        fast.record_fetched("https://new.test/", "N", "body")
        slow.record_fetched("https://new.test/", "N", "body")
        assert fast == slow


def _sparse_transcript(rnd: random.Random) -> list[dict]:
    """`_random_transcript` with fields dropped from results and responses at random, odd URL
    values, and results of every JSON type: the rebuild's one-call read of a search result
    falls back to `.get` on each of them."""
    msgs = _random_transcript(rnd)
    for m in msgs:
        if m.get("role") != "tool":
            continue
        try:
            response = json.loads(m["content"])
        except ValueError:
            continue
        if not isinstance(response, dict):
            continue
        for item in response.get("results") or []:
            if isinstance(item, dict):
                for key in ("url", "title", "date", "snippet", "source_id"):
                    if rnd.random() < 0.2:
                        item.pop(key, None)
                if rnd.random() < 0.2:
                    item["url"] = rnd.choice([None, ["https://site1.test/p/1"], "\t", {"u": 1}])
        if isinstance(response.get("results"), list):
            response["results"] += rnd.sample([None, [], "https://site2.test/p/2", 1.5, True,
                                               {}], 2)
        for key in ("title", "text", "teaser", "status", "url"):
            if key in response and rnd.random() < 0.15:
                del response[key]
        m["content"] = json.dumps(response)
    return msgs


def test_rebuild_matches_replay_on_sparse_results():
    _assert_rebuilds_match_replays(_sparse_transcript, 11)


_PROBE_URLS = [f"https://site{k}.test/p/{k % 3}" for k in range(9)] + [
    "https://SITE1.test/p/1/ ", "https://nowhere.test/"]


def _same_source(a: object, b: object) -> bool:
    if a is None or b is None:
        return a is None and b is None
    return (a.model_dump() == b.model_dump() and a.model_fields_set == b.model_fields_set
            and type(a) is type(b))


def test_lazy_rebuilt_registry_reads_like_an_eager_one():
    """A rebuilt registry makes its `Source`s on first read; each method, called first on a
    fresh rebuild or after some `get`s, answers as the eagerly replayed registry does, and a
    source read twice (by `get`, `lookup` or `sources`) is the same object, as in a live one."""
    rnd = random.Random(23)
    for _ in range(300):
        msgs = _sparse_transcript(rnd) if rnd.random() < 0.5 else _random_transcript(rnd)
        R._parse_json_object.cache_clear()
        eager = _replayed(msgs)
        ids = list(range(-1, len(eager) + 4)) + [True, 2.0, "1"]

        def fresh(msgs: list[dict] = msgs, eager: SourceRegistry = eager,
                  ids: list = ids) -> SourceRegistry:
            lazy = SourceRegistry.from_transcript(msgs)
            for sid in rnd.sample(ids, rnd.randint(0, len(ids))):  # some read first
                assert _same_source(lazy.get(sid), eager.get(sid))
            return lazy

        lazy = fresh()
        assert len(lazy) == len(eager) and repr(lazy) == repr(eager)
        lazy = fresh()
        for url in _PROBE_URLS:
            assert _same_source(lazy.lookup(url), eager.lookup(url))
            if (found := lazy.lookup(url)) is not None:
                assert lazy.get(found.source_id) is found
        lazy = fresh()
        got = {sid: lazy.get(sid) for sid in ids}
        assert [s.source_id for s in lazy.sources] == [s.source_id for s in eager.sources]
        assert all(s is got[s.source_id] for s in lazy.sources if s.source_id in got)
        lazy = fresh()
        assert lazy.to_list() == eager.to_list()
        assert [s.model_fields_set for s in lazy.sources] == \
            [s.model_fields_set for s in eager.sources]
        assert fresh() == eager and eager == fresh()
        url, register = rnd.choice(_PROBE_URLS), rnd.random() < 0.5
        for method, args, kwargs in (
                ("record_search_result", (url, "T", "2024", "s", 3), {}),
                ("record_fetched", (url, "N", "body"), {}),
                ("record_failure", (url, "paywalled"), {"register": register, "teaser": "t"})):
            lazy, replay = fresh(), _replayed(msgs)
            assert getattr(lazy, method)(*args, **kwargs) == \
                getattr(replay, method)(*args, **kwargs)
            assert lazy == replay and len(lazy) == len(replay)


def test_decode_agrees_with_json_loads_where_orjson_differs():
    for text in ['{"source_id": 123456789012345678901234567890, "url": "u"}',
                 '{"results": [{"source_id": 99999999999999999999999, "url": "u"}]}',
                 '{"a": "\\ud800"}', '{"a": NaN}', '{"a": 1, "a": 2}', '[1]', "nope",
                 '{"t": "\\u00e9\\ud83d\\ude00"}']:
        R._parse_json_object.cache_clear()
        try:
            want = json.loads(text)
        except ValueError:
            want = None
        got = R._parse_json_object(text)
        assert repr(got) == repr(want if isinstance(want, dict) else None), text


# ---- behaviour: call arguments and repeated calls ------------------------------------------

def _plain_args(arguments: str) -> dict | None:
    try:
        parsed = json.loads(arguments) if arguments else {}
    except (ValueError, RecursionError):
        return None
    return parsed if isinstance(parsed, dict) else None


def _plain_calls(message: dict) -> list[TR.ToolCall]:
    """`_calls` as it was before the fast paths: stdlib decode of every call's arguments."""
    out: list[TR.ToolCall] = []
    raw = message.get("tool_calls")
    if not isinstance(raw, list):
        return out
    for call in raw:
        if isinstance(call, str):
            try:
                call = json.loads(call)
            except (ValueError, RecursionError):
                continue
        if not isinstance(call, dict):
            continue
        fn = call.get("function") if isinstance(call.get("function"), dict) else call
        arguments = fn.get("arguments", "")
        parsed_from_text = False
        if isinstance(arguments, dict):
            args = arguments
            try:
                arguments = json.dumps(arguments, sort_keys=True)
            except TypeError:  # not writable as JSON: a malformed call, kept by its repr
                args, arguments = None, repr(arguments)[:2000]
        else:
            parsed_from_text = True
            arguments = str(arguments or "")
            args = _plain_args(arguments)
        out.append(TR.ToolCall(str(call.get("id", "")), str(fn.get("name", "")), arguments,
                               args, parsed_from_text))
    return out


def _plain_behaviour(messages: list[dict]) -> TR.Behaviour:
    """`behaviour` as it was before the fast paths: a canonical JSON key for every call."""
    b = TR.Behaviour()
    seen: dict[tuple[str, str], int] = {}
    for m in messages:
        role = m.get("role")
        if role == "assistant":
            b.assistant_turns += 1
            for call in _plain_calls(m):
                b.calls.append(call)
                if call.name == "websearch":
                    b.websearch_calls += 1
                elif call.name == "fetch":
                    b.fetch_calls += 1
                else:
                    b.unknown_tools += 1
                if call.args is None:
                    b.malformed_calls += 1
                    key = (call.name, call.arguments)
                else:  # the search's words and the fetched page (their own tests), no max_results
                    args = dict(call.args)
                    if isinstance(args.get("query"), str):
                        args["query"] = TR.search_words(args["query"])
                    if isinstance(args.get("url"), str):
                        args["url"] = TR.fetch_target(args["url"])
                    if call.name == "websearch":
                        args.pop("max_results", None)
                    key = (call.name, json.dumps(args, sort_keys=True, default=str))
                n = seen[key] = seen.get(key, 0) + 1
                if n > 1:
                    b.repeated_calls += 1
        elif role == "tool":
            try:
                resp = json.loads(m.get("content"))
            except (TypeError, ValueError, RecursionError):
                continue
            if not isinstance(resp, dict):
                continue
            b.responses.append(resp)
            status = resp.get("status")
            if resp.get("ok") is True and status == "fetched":
                b.fetched_ok += 1
            elif status == "refused":
                b.refused += 1
            elif status == "budget_exceeded":
                b.budget_exceeded += 1
    if b.websearch_calls == 0 and not b.calls:
        b.websearch_calls = sum(1 for r in b.responses if isinstance(r.get("results"), list))
    return b


_ARG_KEYS = ["query", "url", "offset", "max_results", "q"]
_arg_values = st.one_of(
    st.sampled_from(["acme", "Acme", "https://a.test/", "1", "true", "", "\ud800", "é"]),
    st.integers(-3, 3), st.sampled_from([2**63, 2**64, -(2**63) - 1, 10**30]),
    st.booleans(), st.none(),
    st.floats(allow_nan=True, allow_infinity=True) | st.sampled_from([1.0, -0.0, 0.0]),
    st.lists(st.integers(0, 2) | st.sampled_from(["acme", 1.0]), max_size=2),
    st.dictionaries(st.sampled_from(["a", "b"]), st.integers(0, 2) | st.text(max_size=2),
                    max_size=2))


@st.composite
def _arguments_text(draw: st.DrawFn) -> str:
    """Argument texts as models write them: JSON objects in any key order and spacing, the
    values that read differently in orjson (big integers, NaN, lone surrogates), and broken
    or non-object text."""
    args = draw(st.dictionaries(st.sampled_from(_ARG_KEYS), _arg_values, max_size=3))
    keys = draw(st.permutations(list(args)))
    sep = draw(st.sampled_from([(", ", ": "), (",", ":"), (" ,\n", " : ")]))
    text = "{" + sep[0].join(json.dumps(k) + sep[1] + json.dumps(args[k],
                                                                   ensure_ascii=draw(st.booleans()))
                             for k in keys) + "}"
    mutation = draw(st.sampled_from(["none"] * 6 + ["cut", "dup", "junk", "array", "empty"]))
    if mutation == "cut" and text:
        text = text[:draw(st.integers(0, len(text) - 1))]
    elif mutation == "dup" and keys:
        text = text[:-1] + sep[0] + json.dumps(keys[0]) + sep[1] + "7}"
    elif mutation == "junk":
        text = draw(st.sampled_from(["[1]", "nope", '"s"', "{", " {} ", "\ufeff{}", "{}x"]))
    elif mutation == "array":
        text = "[" + text + "]"
    elif mutation == "empty":
        text = ""
    return text


@settings(max_examples=400, deadline=None)
@given(_arguments_text())
def test_arguments_decode_like_json_loads(text):
    assert repr(TR._args_of(text)) == repr(_plain_args(text))


_call_names = st.sampled_from(["websearch", "fetch", "read"])


@st.composite
def _tool_call(draw: st.DrawFn) -> dict:
    name = draw(_call_names)
    if draw(st.integers(0, 4)) == 0:  # the flat shape with the arguments as an object
        args = draw(st.dictionaries(st.sampled_from(_ARG_KEYS + [1, True]),
                                    _arg_values.filter(lambda v: v == v), max_size=2))
        return {"id": "c", "name": name, "arguments": args}
    return {"id": "c", "type": "function",
            "function": {"name": name, "arguments": draw(_arguments_text())}}


@settings(max_examples=300, deadline=None)
@given(st.lists(st.lists(_tool_call(), min_size=1, max_size=4), max_size=5))
def test_behaviour_matches_a_plain_count(turns):
    """Repeated calls among few names and values, in both call shapes: the counts, the calls
    and their arguments are those of the plain `behaviour` (repr: NaN is not equal to itself)."""
    messages: list[dict] = [{"role": "user", "content": "go"}]
    for i, calls in enumerate(turns):
        messages.append({"role": "assistant", "content": "", "tool_calls": calls})
        messages.append({"role": "tool", "tool_call_id": f"c{i}",
                         "content": json.dumps({"ok": True, "results": []})})
    memo.clear("rollout")
    assert repr(TR.behaviour(messages)) == repr(_plain_behaviour(messages))


def test_repeated_calls_see_through_key_order_spacing_and_shape():
    calls = [
        {"id": "1", "function": {"name": "fetch", "arguments": '{"url": "u", "offset": 0}'}},
        {"id": "2", "function": {"name": "fetch", "arguments": '{"offset":0,"url":"u"}'}},
        {"id": "3", "name": "fetch", "arguments": {"url": "u", "offset": 0}},
        {"id": "4", "function": {"name": "fetch", "arguments": '{"url": "u", "offset": false}'}},
        {"id": "5", "function": {"name": "websearch", "arguments": '{"url": "u", "offset": 0}'}},
        {"id": "6", "function": {"name": "fetch", "arguments": "{bad"}},
        {"id": "7", "function": {"name": "fetch", "arguments": "{bad"}},
        {"id": "8", "function": {"name": "fetch", "arguments": '{"url": "u", "offset": NaN}'}},
        {"id": "9", "function": {"name": "fetch", "arguments": '{"offset": NaN, "url": "u"}'}},
    ]
    b = TR.behaviour([{"role": "assistant", "tool_calls": calls}])
    assert b.repeated_calls == 2 + 1 + 1 == _plain_behaviour(
        [{"role": "assistant", "tool_calls": calls}]).repeated_calls

    class Url(str):  # json.dumps writes it as a JSON string; it is never equal to one
        __eq__ = object.__eq__
        __hash__ = object.__hash__

    given_as_object = [
        {"id": "1", "function": {"name": "fetch", "arguments": '{"url": "u"}'}},
        {"id": "2", "name": "fetch", "arguments": {"url": Url("u")}},
        {"id": "3", "name": "fetch", "arguments": {1: "u"}},
        {"id": "4", "function": {"name": "fetch", "arguments": '{"1": "u"}'}},
    ]
    messages = [{"role": "assistant", "tool_calls": given_as_object}]
    assert TR.behaviour(messages).repeated_calls == 2 == \
        _plain_behaviour(messages).repeated_calls


class _Src:
    def __init__(self, excerpts: list) -> None:
        self.excerpts = excerpts


def test_pooled_evidence_matches_a_scan_of_every_excerpt():
    rnd = random.Random(7)
    words = ["raised", "USD", "12.5M", "in", "2021", "Acme", "Labs", "1,200", "employees",
             "3.4", "billion", "March", "2024", "0.5", "99", "EUR", "7m", "founded", "—"]
    for _ in range(300):
        excerpts = [" ".join(rnd.choice(words) for _ in range(rnd.randint(0, 25)))
                    for _ in range(rnd.randint(1, 4))]
        ev = Evidence(_Src(excerpts + [None]))
        parts = ev.parts
        for value in [0.0, 2.0, 99.0, 1200.0, 12.5e6, 12.4e6, 7e6, 3.4e9, 2021.0, 0.5,
                      float("inf"), rnd.uniform(0, 1e7)]:
            for precision in (0.0, 0.05, 5e4, 5e5):
                want = any(V.agrees(value, n, precision) for p in parts for n in p.numbers)
                assert ev.has_number(value, precision) == want
        for year in (2021, 2024, 1999):
            assert ev.has_year(year) == any(year in p.years for p in parts)
        for phrase in ["acme labs", "labs acme", "2021 acme", "usd", "in", "founded in 2021"]:
            assert ev.has_norm(phrase) == any(f" {phrase} " in p.norm for p in parts)
        assert ev.norm == " ".join(p.norm for p in parts)


def test_contamination_precheck_matches_lowercased_substrings():
    rnd = random.Random(3)
    needles = _needles()
    assert needles is not None
    base = "The company — founded in Zürich — sells <b>tools</b>; naïve café résumé. " * 20
    for _ in range(300):
        text = base
        if rnd.random() < 0.5:
            needle = rnd.choice(needles)
            cased = "".join(c.upper() if rnd.random() < 0.5 else c for c in needle)
            i = rnd.randrange(len(text))
            text = text[:i] + cased + text[i:]
        assert _any_needle(text) == any(n in text.lower() for n in needles)
    assert V.ASCII_FOLDING  # the pre-check is used only on text free of these characters


def test_topic_tie_break_is_the_same_in_every_process():
    """A section whose foreign topics tie reports the alphabetically first one."""
    script = (
        "from types import SimpleNamespace as N\n"
        "from rubric.contract import load_contract\n"
        "from rubric.tier_a import TierA\n"
        "c = load_contract()\n"
        "sec = next(s for s in c.sections if s.key == 'financials')\n"
        "claims = [N(text='The market CAGR is large.', citations=[1]),\n"
        "          N(text='Its customers include banks.', citations=[1]),\n"
        "          N(text='Its competitors are many.', citations=[1])]\n"
        "report = N(sections=[N(name=sec.name, heading=sec.name, claims=claims)], table=None)\n"
        "t = TierA(c, report, None, None)\n"
        "t.check_topics()\n"
        "print([f.found for f in t.res.findings if f.found])\n"
    )
    seen = set()
    root = Path(__file__).resolve().parent.parent
    for seed in ("0", "1", "2", "3", "4", "5"):
        out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                             cwd=root, env={**os.environ, "PYTHONHASHSEED": seed}, check=True)
        seen.add(out.stdout.strip())
    assert seen == {"['competition']"}


def _calls(name: str, key: str, values: list[str]) -> list[dict]:
    return [{"role": "assistant", "tool_calls": [
        {"id": str(i), "function": {"name": name, "arguments": json.dumps({key: v})}}]}
        for i, v in enumerate(values)]


def test_a_repeat_is_the_same_search_or_page_however_it_is_spelled():
    url = "https://news.brightwire.test/articles/acme-raises"
    same_page = [url, url + "#top", url + "/", "https://NEWS.Brightwire.test/articles/acme-raises",
                 "https://news.brightwire.test:443/articles/acme-raises", url + "?utm_source=x",
                 "HTTPS://news.brightwire.test/articles/acme-raises", url + "/?ref=feed"]
    assert TR.behaviour(_calls("fetch", "url", same_page)).repeated_calls == len(same_page) - 1
    other_pages = [url, url + "-again", "http://news.brightwire.test/articles/acme-raises",
                   "https://news.brightwire.test:8443/articles/acme-raises"]
    assert TR.behaviour(_calls("fetch", "url", other_pages)).repeated_calls == 0

    query = "Orvane Labs funding"
    same_search = [query, "Ｏｒｖａｎｅ Ｌａｂｓ funding", "Orvane\u00a0Labs funding",
                   "Orvane Labs\u200b funding", "\ufeffOrvane Labs funding\u2060",
                   "Orvane\u3000Labs\tfunding", "ORVANE labs, funding!",
                   "Orv\u00adane Labs funding"]
    assert TR.behaviour(_calls("websearch", "query", same_search)).repeated_calls == \
        len(same_search) - 1
    assert TR.behaviour(_calls("websearch", "query", [query, "Orvane Labs founders"])) \
        .repeated_calls == 0


def test_search_stopwords_are_the_engines():
    """The rubric's stop words are those tantivy's English filter drops (the index reads the
    rubric's list; this keeps it the list the engine was tuned with)."""
    import tantivy

    english = (tantivy.TextAnalyzerBuilder(tantivy.Tokenizer.simple())
               .filter(tantivy.Filter.lowercase()).filter(tantivy.Filter.stopword("english"))
               .build())
    words = "a an and are as at be but by for if in into is it no not of on or such that the " \
            "their then there these they this to was will with inc from we has its about over"
    assert {w for w in words.split() if not english.analyze(w)} == TR.SEARCH_STOPWORDS


def test_a_search_is_the_words_the_engine_reads_whatever_it_asks_for():
    base = "Velmora Systems revenue"
    same = [base, "the Velmora Systems revenue", "Velmora Systems' revenue?",
            "Velmora Systems and revenue", "Velmora Velmora Systems revenue", "Velmora Systems "
            "revenue of it"]
    assert TR.behaviour(_calls("websearch", "query", same)).repeated_calls == len(same) - 1
    assert TR.behaviour(_calls("websearch", "query", [base, "Systems Velmora revenue"])) \
        .repeated_calls == 0  # another order is another phrase
    assert TR.behaviour(_calls("websearch", "query", ["the", "a"])).repeated_calls == 0
    sizes = [{"role": "assistant", "tool_calls": [{"id": str(k), "function": {
        "name": "websearch", "arguments": json.dumps({"query": base, "max_results": k})}}]}
        for k in (3, 5, 12)]
    assert TR.behaviour(sizes).repeated_calls == 2


def _fetches(page: str, reads: list[tuple[int, str | None]], size: int = 0) -> list[dict]:
    """A fetch of `page` at each offset, answered with the text given (None: a failure), and
    the next offset where the text ends before `size` characters."""
    out: list[dict] = []
    for i, (offset, text) in enumerate(reads):
        out.append({"role": "assistant", "tool_calls": [{"id": f"f{i}", "function": {
            "name": "fetch", "arguments": json.dumps({"url": page, "offset": offset})}}]})
        end = offset + len(text or "")
        resp = ({"ok": True, "status": "fetched", "url": page, "text": text,
                 "next_offset": end if end < size else None} if text is not None
                else {"ok": False, "status": "bad_request", "url": page})
        out.append({"role": "tool", "tool_call_id": f"f{i}", "content": json.dumps(resp)})
    return out


def test_a_refetch_of_text_already_read_is_a_repeat_and_paging_on_is_not():
    page = "https://wire.test/a"
    whole = "Tolvex ships parts to mills. " * 30  # 870 characters, sent whole
    assert TR.behaviour(_fetches(page, [(0, whole)] + [(k, whole[k:]) for k in (5, 40, 869)])) \
        .repeated_calls == 3
    long_text = "Brenna Hale runs the Oslo office. " * 300
    first, second = long_text[:3990], long_text[3990:7980]
    paged = [(0, first), (3990, second), (7980, long_text[7980:])]
    n = len(long_text)
    assert TR.behaviour(_fetches(page, paged, n)).repeated_calls == 0
    # back to the start after paging through: a repeat; an offset past the end fails: none
    assert TR.behaviour(_fetches(page, paged + [(100, long_text[100:4090])], n)).repeated_calls == 1
    assert TR.behaviour(_fetches(page, [(0, whole), (950, None)])).repeated_calls == 0
    # an offset inside text already sent re-reads it, however the re-fetch is answered
    assert TR.behaviour(_fetches(page, [(0, first), (2000, long_text[2000:5990]),
                                        (3000, None)], n)).repeated_calls == 2
    # ... but the start of the sentence the page boundary cut is read whole there: new text
    cut_at = first.rstrip().rfind(". ") + 2
    assert first[cut_at:].strip() and "." not in first[cut_at:]
    assert TR.behaviour(_fetches(page, [(0, first), (3990, second),
                                        (cut_at, long_text[cut_at:cut_at + 3990])], n)) \
        .repeated_calls == 0
    other = [(0, whole)]
    assert TR.behaviour(_fetches(page, other) + _fetches(page + "-b", [(3, whole[3:])])) \
        .repeated_calls == 0


def _searches(found: list[tuple[str, list[str]]]) -> list[dict]:
    """A search of each query, answered with the urls given."""
    out: list[dict] = []
    for i, (query, urls) in enumerate(found):
        out.append({"role": "assistant", "tool_calls": [{"id": f"s{i}", "function": {
            "name": "websearch", "arguments": json.dumps({"query": query})}}]})
        results = [{"source_id": f"S{j}", "url": u, "title": "", "snippet": ""}
                   for j, u in enumerate(urls)]
        out.append({"role": "tool", "tool_call_id": f"s{i}",
                    "content": json.dumps({"ok": True, "results": results})})
    return out


def test_a_search_that_only_adds_words_and_gets_the_same_ranking_is_a_repeat():
    ranked = [f"https://p{i}.test/x" for i in range(6)]
    assert TR.behaviour(_searches([("Quillon Bio", ranked), ("Quillon Bio ltd", ranked),
                                   ("Quillon Bio zzq", ranked[:3])])).repeated_calls == 2
    # a refinement that changes the ranking, or a search that drops words, is a new search
    assert TR.behaviour(_searches([("Quillon Bio", ranked),
                                   ("Quillon Bio funding", ranked[1:] + ranked[:1]),
                                   ("Quillon", ranked)])).repeated_calls == 0
    assert TR.behaviour(_searches([("Quillon Bio", []), ("Quillon Bio x", [])])) \
        .repeated_calls == 0
    # a second product whose name adds a word the results carry ranks the same pages: new
    msgs = _searches([("Quillon launches Quillon Cell", ranked),
                      ("Quillon launches Quillon Cell Go", ranked)])
    results = json.loads(msgs[3]["content"])
    results["results"][0]["title"] = "Quillon launches Quillon Cell Go"
    msgs[3] = {**msgs[3], "content": json.dumps(results)}
    assert TR.behaviour(msgs).repeated_calls == 0
