"""Reading a rollout from its transcript (SPEC §3): the report text, the tool calls with their
arguments, and the tool responses. Accepts the OpenAI nested tool-call shape and the flat shape
verifiers saves; anything else is skipped, never raised on."""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass, field
from typing import Any

from rubric.memo import memo
from rubric.registry import _parse_content as parse_tool_content
from rubric.registry import _parse_json_object as parse_tool_json
from rubric.urls import normalize_url

try:  # orjson reads a call's arguments ~5x faster than the stdlib; used where it agrees exactly
    from orjson import loads as _fast_loads
except ImportError:  # pragma: no cover - an install without it still scores, only slower
    _fast_loads = json.loads


@dataclass
class ToolCall:
    id: str
    name: str
    arguments: str
    args: dict[str, Any] | None  # None when the arguments are not a JSON object
    parsed_from_text: bool = False  # args is json.loads(arguments)


@dataclass
class Behaviour:
    calls: list[ToolCall] = field(default_factory=list)
    responses: list[dict[str, Any]] = field(default_factory=list)  # parsed tool results
    websearch_calls: int = 0
    fetch_calls: int = 0
    fetched_ok: int = 0
    unknown_tools: int = 0
    malformed_calls: int = 0
    refused: int = 0
    budget_exceeded: int = 0
    repeated_calls: int = 0
    assistant_turns: int = 0


def _text(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(p.get("text", "") for p in content
                       if isinstance(p, dict) and isinstance(p.get("text"), str))
    return ""


def _calls(message: dict[str, Any]) -> list[ToolCall]:
    out: list[ToolCall] = []
    raw = message.get("tool_calls")
    if not isinstance(raw, list):
        return out
    for call in raw:
        if not isinstance(call, dict):
            call = _call_as_dict(call)
            if call is None:
                continue
        function = call.get("function")
        fn = function if isinstance(function, dict) else call
        arguments = fn.get("arguments", "")
        if isinstance(arguments, dict):
            canonical = _canonical_json(arguments)
            if canonical is None:  # not writable as JSON: a malformed call, kept by its repr
                out.append(ToolCall(str(call.get("id", "")), str(fn.get("name", "")),
                                    _safe_repr(arguments), None, False))
            else:
                out.append(ToolCall(str(call.get("id", "")), str(fn.get("name", "")),
                                    canonical, arguments, False))
        else:
            arguments = str(arguments or "")
            out.append(ToolCall(str(call.get("id", "")), str(fn.get("name", "")), arguments,
                                _args_of(arguments), True))
    return out


def _canonical_json(arguments: dict[Any, Any]) -> str | None:
    """`json.dumps(arguments, sort_keys=True)`, or None for what JSON cannot write (mixed key
    types, sets, cycles, nesting beyond the recursion limit)."""
    try:
        return json.dumps(arguments, sort_keys=True)
    except (TypeError, ValueError, RecursionError):
        return None


def _safe_repr(value: Any) -> str:
    try:
        return repr(value)[:2000]
    except Exception:  # noqa: BLE001 - a hostile __repr__ still leaves a call to count
        return f"<unreadable {type(value).__name__}>"


def _call_as_dict(call: Any) -> dict[str, Any] | None:
    """A tool call saved as JSON text or as an object (openai's), as a dict; else None."""
    if isinstance(call, str):
        try:
            call = json.loads(call)
        except (ValueError, RecursionError):
            return None
    if not isinstance(call, dict):
        try:
            dump = getattr(call, "model_dump", None)
            call = dump() if callable(dump) else None
        except Exception:  # noqa: BLE001 - a broken object is skipped like any garbage
            return None
    return call if isinstance(call, dict) else None


_FLAT_VALUE_TYPES = frozenset({str, int, bool, type(None)})


def _args_of(arguments: str) -> dict[str, Any] | None:
    """The JSON object of a call's arguments string (`json.loads`), or None. Not memoized:
    orjson reads one in about the time a cache lookup and copy took. Its answer is taken where
    it provably equals the stdlib's: an object whose values are strings, integers, booleans and
    nulls, which is what tool arguments are. orjson reads an integer beyond 64 bits as a float,
    so a float value sends the text to the stdlib, as do nested values and whatever orjson
    refuses (lone surrogates, NaN, ...); a value that is not an object is None either way."""
    if not arguments:
        return {}
    try:
        value = _fast_loads(arguments)
    except (ValueError, TypeError, RecursionError):
        pass
    else:
        if type(value) is not dict:
            return None
        for item in value.values():
            if type(item) not in _FLAT_VALUE_TYPES:
                break
        else:
            return value
    try:
        parsed = json.loads(arguments)
    except (ValueError, RecursionError):
        return None
    return parsed if isinstance(parsed, dict) else None


@memo("rollout", 8192)
def _canonical_of(arguments: str) -> str:
    """`json.dumps(args, sort_keys=True)` of an arguments string that parses to `args`
    (memoized: a repeated call meets the same text again)."""
    return json.dumps(_args_of(arguments), sort_keys=True)


def messages_of(prompt: Any, completion: Any) -> list[dict[str, Any]]:
    msgs: list[dict[str, Any]] = []
    for part in (prompt, completion):
        if isinstance(part, list):
            msgs.extend(m for m in part if isinstance(m, dict))
        elif isinstance(part, str) and part is completion:
            msgs.append({"role": "assistant", "content": part})
    return msgs


def report_text(completion: Any) -> str:
    """The content of the last assistant message of the completion."""
    if isinstance(completion, str):
        return completion
    if isinstance(completion, list):
        for m in reversed(completion):
            if isinstance(m, dict) and m.get("role") == "assistant":
                return _text(m.get("content"))
    return ""


def behaviour(messages: list[dict[str, Any]]) -> Behaviour:
    b = Behaviour()
    fetched: list[tuple[int, dict[str, Any]]] = []  # (index of the call, its response)
    pending: list[int] = []  # the calls not answered yet, in order
    for m in messages:
        role = m.get("role")
        if role == "assistant":
            b.assistant_turns += 1
            for call in _calls(m):
                pending.append(len(b.calls))
                b.calls.append(call)
                if call.name == "websearch":
                    b.websearch_calls += 1
                elif call.name == "fetch":
                    b.fetch_calls += 1
                else:
                    b.unknown_tools += 1
                if call.args is None:
                    b.malformed_calls += 1
        elif role == "tool":
            # the registry rebuild decoded this content already (memoized there): read-only
            content = m.get("content")
            resp = (parse_tool_json(content) if type(content) is str
                    else parse_tool_content(content))
            call_index = (_answered_call(b.calls, m.get("tool_call_id"), pending)
                          if pending else None)
            if resp is None:
                continue
            b.responses.append(resp)
            if call_index is not None and (resp.get("status") in ("fetched", "budget_exceeded")
                                           or type(resp.get("results")) is list):
                fetched.append((call_index, resp))
            status = resp.get("status")
            if resp.get("ok") is True and status == "fetched":
                b.fetched_ok += 1
            elif status == "refused":
                b.refused += 1
            elif status == "budget_exceeded":
                b.budget_exceeded += 1
    b.repeated_calls = _repeated_calls(b.calls)
    if fetched:
        b.repeated_calls += _refetched_text(b.calls, fetched) + _researched(b.calls, fetched)
    if b.websearch_calls == 0 and not b.calls:
        # a transcript whose calls were not kept in either shape still shows its search results
        b.websearch_calls = sum(1 for r in b.responses if isinstance(r.get("results"), list))
    return b


def _repeat_key(call: ToolCall) -> tuple[str, str]:
    """What makes two calls the same call: the name and the canonical arguments,
    `json.dumps(args, sort_keys=True)`, or the raw text of arguments that are not an object.
    A search query is compared by the words the search engine reads (`search_words`: Unicode,
    case, whitespace, punctuation, stop words and repeated words do not change its results, so
    "Acme funding", "acme,  Funding!", "the Ａｃｍｅ funding" are one search), and a search's
    `max_results` is not compared (a search asking for fewer or more results of the same list
    is the same search); a fetched url by the page it names (`fetch_target`)."""
    if call.args is None:
        return (call.name, call.arguments)
    query, url = call.args.get("query"), call.args.get("url")
    if type(query) is str or type(url) is str or (call.name == "websearch"
                                                  and "max_results" in call.args):
        args = dict(call.args)
        if type(query) is str:
            args["query"] = search_words(query)
        if type(url) is str:
            args["url"] = fetch_target(url)
        if call.name == "websearch":
            args.pop("max_results", None)
        return (call.name, json.dumps(args, sort_keys=True, default=str))
    if call.parsed_from_text:
        return (call.name, _canonical_of(call.arguments))
    return (call.name, call.arguments)  # given as an object: `_calls` wrote it canonically


_PUNCT = re.compile(r"[^\w\s]+")


def query_norm(query: str) -> str:
    """A search query up to Unicode compatibility forms (NFKC: full-width letters, no-break and
    ideographic spaces), invisible format characters (zero-width spaces and joiners, BOM,
    soft hyphen), case, whitespace and punctuation."""
    if not query.isascii():
        query = "".join(c for c in unicodedata.normalize("NFKC", query)
                        if unicodedata.category(c) != "Cf")
    return " ".join(_PUNCT.sub(" ", query.casefold()).split())


# The words the closed world's search drops from a query (Lucene's English stop words, the list
# tantivy's `Filter.stopword("english")` holds). The search index reads its query analyzer's
# list from here, so a repeat is told by the words the engine reads; a test checks the list
# equals tantivy's.
SEARCH_STOPWORDS = frozenset((
    "a an and are as at be but by for if in into is it no not of on or such that the their "
    "then there these they this to was will with").split())


def search_words(query: str) -> str:
    """The words of a query the search engine reads: `query_norm`, stop words dropped, each
    word once (the engine scores a set of terms). A query of stop words only keeps its words
    (`query_norm`): it is told from another by what it says."""
    words = query_norm(query).split()
    kept = [w for w in words if w not in SEARCH_STOPWORDS]
    return " ".join(dict.fromkeys(kept)) if kept else " ".join(words)


def fetch_target(url: str) -> str:
    """The page a fetch asks for, for telling repeats: `normalize_url` (scheme and host case,
    default port, fragment, trailing slash) without the query string. The closed world's urls
    carry no query, so one only decorates a url (`?utm_source=…`, `?ref=…`), and a re-fetch
    with a new one is a re-fetch of the same page."""
    target = normalize_url(url)
    return target.split("?", 1)[0] if "?" in target else target


def _repeated_calls(calls: list[ToolCall]) -> int:
    """How many calls repeat an earlier one (same `_repeat_key`): len(calls) minus the number
    of distinct keys. Canonical JSON costs a few microseconds a call, so it is written only for
    calls that share a cheap key with another. The cheap key is a function of the canonical
    text, so calls with equal canonical texts share it: the name and the "query" and "url"
    arguments where they are strings (what tells one search or fetch from another), read off
    what the canonical text reads back as. For arguments parsed from text that is the parsed
    arguments themselves; arguments given as an object may hold Python objects (a str
    subclass, a tuple) that json.dumps writes as JSON, so their canonical text is read back.
    Arguments that are not an object are grouped by their raw text, their key: canonical JSON
    always reads back as an object, so it never equals such a text."""
    groups: dict[tuple[Any, ...], list[ToolCall]] = {}
    for call in calls:
        args = call.args
        if args is None:
            cheap_key: tuple[Any, ...] = (call.name, call.arguments)
        else:
            if not call.parsed_from_text:
                try:
                    args = json.loads(call.arguments)  # `_calls` wrote it canonically
                except RecursionError:
                    return _distinct_excess([_repeat_key(call) for call in calls])
            query, url = args.get("query"), args.get("url")
            cheap_key = (call.name, search_words(query) if type(query) is str else None,
                         fetch_target(url) if type(url) is str else None)
        group = groups.get(cheap_key)
        if group is None:
            groups[cheap_key] = [call]
        else:
            group.append(call)
    return sum(_distinct_excess([_repeat_key(call) for call in group])
               for group in groups.values() if len(group) > 1)


def _answered_call(calls: list[ToolCall], call_id: Any, pending: list[int]) -> int:
    """The index of the call a tool message answers, taken off `pending` (the unanswered
    calls, in order): the one with its `tool_call_id`, else the earliest (transcripts that
    keep no ids answer in order)."""
    if call_id:
        for n, i in enumerate(pending):
            if calls[i].id == call_id:
                return pending.pop(n)
    return pending.pop(0)


def _offset_of(args: dict[str, Any]) -> int | None:
    offset = args.get("offset", 0)
    if offset is None:
        return 0
    return offset if type(offset) is int and offset >= 0 else None


def _refetched_text(calls: list[ToolCall], fetched: list[tuple[int, dict[str, Any]]]) -> int:
    """Fetches at an offset whose text an earlier fetch of the same page returned already, not
    counted by `_repeated_calls` (their arguments differ): a page read whole and fetched again
    at offset 1, or a page fetched at an offset inside a page of text it was sent. A fetch's
    text covers [offset, offset + len(text)) of its page; a later fetch starting inside what
    earlier fetches covered is a repeat, whatever it is answered (a re-read is a re-read when
    the budget refuses it too). Paging on (`next_offset`, the end of the text sent) is none,
    and so is a re-fetch at the start of the sentence a page boundary cut (`_in_cut_sentence`)."""
    response_of = dict(fetched)
    covered: dict[str, list[tuple[int, str, bool]]] = {}
    earlier: dict[str, list[ToolCall]] = {}
    extra = 0
    for i, call in enumerate(calls):
        if call.name != "fetch" or call.args is None:
            continue
        url, offset = call.args.get("url"), _offset_of(call.args)
        if type(url) is not str or offset is None:
            continue
        target = fetch_target(url)
        spans = covered.setdefault(target, [])
        if any(start <= offset < start + len(text) and not (cut and _in_cut_sentence(
                text[offset - start:])) for start, text, cut in spans):
            key = _repeat_key(call)  # an equal earlier call: counted by `_repeated_calls`
            if all(_repeat_key(other) != key for other in earlier[target]):
                extra += 1
        earlier.setdefault(target, []).append(call)
        resp = response_of.get(i)
        text = resp.get("text") if resp is not None else None
        if type(text) is str and text:
            spans.append((offset, text, resp.get("next_offset") is not None))
    return extra


_SENTENCE_END = re.compile(r"[.!?][\"')\]]?\s|\n")


def _in_cut_sentence(tail: str) -> bool:
    """The text from an offset to the end of a page the tool cut (`next_offset` set) ends no
    sentence: the offset starts the sentence the page boundary cut in two, and a re-fetch
    there reads it whole (which a citation needs), new text rather than a repeat."""
    return _SENTENCE_END.search(tail.rstrip()) is None


def _researched(calls: list[ToolCall], answered: list[tuple[int, dict[str, Any]]]) -> int:
    """Searches not counted by `_repeated_calls` that asked an earlier search's words in another
    order and got its results back in any order (the phrase bonus found nothing new) or was
    refused (a budget spent), or only
    added words to an earlier search and got its ranking back: their words hold every word of
    the earlier search's (`search_words`) and their result urls, in order, are a prefix of its
    results or its results a prefix of theirs (another `max_results`), and no result names an
    added word (`_on_results`). The added words changed nothing the engine returned and are on
    none of its results (words on no page), so the search repeats the earlier one."""
    earlier: list[tuple[set[str], list[str], ToolCall]] = []
    extra = 0
    for i, resp in answered:
        call = calls[i]
        results = resp.get("results")
        query = call.args.get("query") if call.name == "websearch" and call.args else None
        if type(query) is not str:
            continue
        words = set(search_words(query).split())
        if type(results) is not list:
            # refused (past a budget): an earlier search's words in another order found nothing
            # new either
            key = _repeat_key(call)
            extra += any(seen == words for seen, _, _ in earlier) and \
                all(_repeat_key(other) != key for _, _, other in earlier)
            continue
        # the engine writes its results' urls one way: compared as written
        urls = [r["url"] for r in results if isinstance(r, dict) and type(r.get("url")) is str]
        if urls and any(got and (seen < words and (urls[:len(got)] == got
                                                   or got[:len(urls)] == urls)
                                 and not _on_results(words - seen, results)
                                 or seen == words and set(urls) == set(got))
                        for seen, got, _ in earlier):
            key = _repeat_key(call)  # an equal earlier call: counted by `_repeated_calls`
            if all(_repeat_key(other) != key for _, _, other in earlier):
                extra += 1
        earlier.append((words, urls, call))
    return extra


def _on_results(words: set[str], results: list[Any]) -> bool:
    """Some word of `words` is in a result's title, snippet or url: the search found it (a
    second product's name, "Acme Cell Go" after "Acme Cell", may rank the same pages)."""
    seen: set[str] = set()
    for r in results:
        if isinstance(r, dict):
            for field in ("title", "snippet", "url"):
                if type(value := r.get(field)) is str:
                    seen.update(query_norm(value.replace("-", " ")).split())
    return not words.isdisjoint(seen)


def _distinct_excess(keys: list[tuple[str, str]]) -> int:
    return len(keys) - len(set(keys))
