"""The LFM2 renderer on a tokenizer built here with LFM2's special tokens and LFM2.5's published
chat template (tests/data/lfm2_chat_template.jinja): render → parse round-trips tool calls,
thinking blocks come back as reasoning, and malformed model outputs are reported as such."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from renderers import RendererConfig, create_renderer
from renderers.base import ToolCallParseStatus
from tearsheet_testkit.extras import need_extra

need_extra("train", "tokenizers", "transformers")

from tokenizers import Tokenizer, decoders, models, pre_tokenizers  # noqa: E402
from transformers import AddedToken, PreTrainedTokenizerFast  # noqa: E402

from tearsheet_env.lfm2_renderer import LFM2Renderer  # noqa: E402

TEMPLATE = (Path(__file__).parent / "data" / "lfm2_chat_template.jinja").read_text()
SPECIAL = ["<|startoftext|>", "<|im_start|>", "<|im_end|>", "<|pad|>", "<|tool_list_start|>",
           "<|tool_list_end|>", "<|tool_call_start|>", "<|tool_call_end|>",
           "<|tool_response_start|>", "<|tool_response_end|>"]
IMPORT_PATH = "tearsheet_env.lfm2_renderer.LFM2Renderer"
TOOLS = [{"type": "function", "function": {"name": name, "description": name,
                                           "parameters": {"type": "object", "properties": {}}}}
         for name in ("websearch", "fetch", "lookup", "book", "noop", "filter", "wait")]


@pytest.fixture(scope="module")
def tokenizer() -> PreTrainedTokenizerFast:
    """Byte-level BPE without merges (any text round-trips) plus LFM2's special tokens;
    `<think>`/`</think>` are added tokens that decoding keeps, as in LFM2's vocabulary."""
    alphabet = sorted(pre_tokenizers.ByteLevel.alphabet())
    core = Tokenizer(models.BPE(vocab={ch: i for i, ch in enumerate(alphabet)}, merges=[]))
    core.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    core.decoder = decoders.ByteLevel()
    tok = PreTrainedTokenizerFast(tokenizer_object=core, bos_token="<|startoftext|>",
                                  eos_token="<|im_end|>", pad_token="<|pad|>",
                                  additional_special_tokens=SPECIAL[4:])
    tok.add_tokens([AddedToken("<think>", special=False), AddedToken("</think>", special=False)])
    tok.chat_template = TEMPLATE
    tok.name_or_path = "local/lfm2-test-tokenizer"
    return tok


@pytest.fixture(scope="module")
def renderer(tokenizer) -> LFM2Renderer:
    """Built the way prime-rl builds it from `[orchestrator.renderer] name = "custom"`."""
    from pydantic import TypeAdapter

    config = TypeAdapter(RendererConfig).validate_python(
        {"name": "custom", "import_path": IMPORT_PATH})
    built = create_renderer(tokenizer, config)
    assert isinstance(built, LFM2Renderer)
    return built


# (name, arguments) per call; one case is one assistant turn. String arguments avoid `"`, `\`
# and newlines, which LFM2's template writes unescaped (see the module docstring).
CASES: list[list[tuple[str, dict]]] = [
    [("websearch", {"query": "Quillon Dynamics funding"})],
    [("websearch", {"query": "Quillon Dynamics", "max_results": 8})],
    [("fetch", {"url": "https://quillon-dynamics.test/about"})],
    [("fetch", {"url": "https://news.test/a?id=7&page=2", "offset": 4000})],
    [("noop", {})],
    [("websearch", {"query": "a"}), ("websearch", {"query": "b"}), ("fetch", {"url": "u"})],
    [("lookup", {"ids": [1, 2, 3]})],
    [("lookup", {"names": ["Ada", "Bo"], "exact": True})],
    [("lookup", {"flag": False, "limit": None})],
    [("lookup", {"ratio": 0.25, "delta": -3, "big": 12345678901234})],
    [("filter", {"where": {"country": "DE", "founded": {"gte": 2015, "lte": 2020}}})],
    [("filter", {"where": {"tags": ["ai", "bio"], "public": False, "exit": None}})],
    [("filter", {"spec": {"a": [{"b": [1, {"c": True}]}, []], "d": {}}})],
    [("book", {"city": "Zürich", "note": "naïve café — ok"})],
    [("book", {"city": "São Paulo", "emoji": "🚀"})],
    [("book", {"when": "2026-12-01T10:00:00Z", "seats": 2})],
    [("filter", {"rows": [[1, 2], [3, 4]], "names": ["x's"]})],
    [("wait", {"seconds": 1.5}), ("noop", {})],
    [("filter", {"where": {"q": "it's here", "n": -0.5}})],
    [("websearch", {"query": "  spaced  out  "})],
    [("lookup", {"empty_list": [], "empty_str": ""})],
    [("filter", {"where": {"deep": {"er": {"est": {"x": [True, False, None]}}}}})],
]


def _assistant_tokens(renderer, tokenizer, messages, tools=None) -> tuple[list[int], list[int]]:
    """(prompt ids, completion ids) of the conversation's last assistant turn, as sampled."""
    ids = renderer.render_ids(messages, tools=tools)
    head = tokenizer.encode("<|im_start|>assistant\n", add_special_tokens=False)
    cut = max(i for i in range(len(ids)) if ids[i:i + len(head)] == head) + len(head)
    return ids[:cut], ids[cut:]


@pytest.mark.parametrize("calls", CASES, ids=[f"case{i}" for i in range(len(CASES))])
def test_tool_calls_round_trip(renderer, tokenizer, calls):
    message = {"role": "assistant", "content": None, "tool_calls": [
        {"id": f"call_{i}", "type": "function",
         "function": {"name": name, "arguments": json.dumps(args)}}
        for i, (name, args) in enumerate(calls)]}
    prompt, completion = _assistant_tokens(
        renderer, tokenizer, [{"role": "user", "content": "go"}, message], tools=TOOLS)
    parsed = renderer.parse_response(completion, tools=TOOLS, prompt_ids=prompt)
    assert [c.status for c in parsed.tool_calls] == [ToolCallParseStatus.OK] * len(calls)
    assert [(c.name, c.arguments) for c in parsed.tool_calls] == calls
    assert parsed.content == ""


def test_render_is_lfm2s_chat_template(renderer, tokenizer):
    """History thinking is dropped, the last turn's kept; calls are pythonic; null content is
    an empty turn body (the template would fail on a null)."""
    messages = [
        {"role": "system", "content": "Be exact."},
        {"role": "user", "content": "Research Quillon."},
        {"role": "assistant", "content": None, "reasoning_content": "plan A",
         "tool_calls": [{"id": "c1", "type": "function", "function": {
             "name": "websearch", "arguments": '{"query": "Quillon", "max_results": 5}'}}]},
        {"role": "tool", "tool_call_id": "c1", "content": '{"ok": true}'},
        {"role": "assistant", "content": "Done [1].", "reasoning_content": "plan B"},
    ]
    text = tokenizer.decode(renderer.render_ids(messages))
    assert text == (
        "<|startoftext|><|im_start|>system\nBe exact.<|im_end|>\n"
        "<|im_start|>user\nResearch Quillon.<|im_end|>\n"
        "<|im_start|>assistant\n<|tool_call_start|>[websearch(query=\"Quillon\", max_results=5)]"
        "<|tool_call_end|><|im_end|>\n"
        "<|im_start|>tool\n{\"ok\": true}<|im_end|>\n"
        "<|im_start|>assistant\n<think>plan B</think>Done [1].<|im_end|>\n")
    gen = tokenizer.decode(renderer.render_ids(messages[:2], add_generation_prompt=True))
    assert gen.endswith("<|im_start|>user\nResearch Quillon.<|im_end|>\n<|im_start|>assistant\n")


def _parse(renderer, tokenizer, text: str):
    return renderer.parse_response(tokenizer.encode(text, add_special_tokens=False), tools=TOOLS)


def test_thinking_then_call_then_text(renderer, tokenizer):
    parsed = _parse(renderer, tokenizer,
                    '<think>search first</think><|tool_call_start|>[websearch(query="Quillon")]'
                    "<|tool_call_end|>Searching now.<|im_end|>")
    assert parsed.reasoning_content == "search first"
    assert [(c.name, c.arguments) for c in parsed.tool_calls] == [
        ("websearch", {"query": "Quillon"})]
    assert parsed.content == "Searching now."


def test_unfinished_thinking_is_reported_open(renderer, tokenizer):
    parsed = _parse(renderer, tokenizer, "<think>still going")
    assert parsed.reasoning_complete is False and parsed.tool_calls == []


def test_plain_answer_has_no_calls(renderer, tokenizer):
    parsed = _parse(renderer, tokenizer, "## Business Overview\nQuillon makes X [1].<|im_end|>")
    assert parsed.tool_calls == [] and parsed.content.startswith("## Business Overview")


MALFORMED = [
    ('[websearch(query="x")', ToolCallParseStatus.UNCLOSED_BLOCK, False),
    ('[websearch(query="x"]', ToolCallParseStatus.MALFORMED_STRUCTURE, True),
    ('[fetch("https://a.test")]', ToolCallParseStatus.MALFORMED_STRUCTURE, True),
    ('["websearch"]', ToolCallParseStatus.MALFORMED_STRUCTURE, True),
    ('[tools.websearch(query="x")]', ToolCallParseStatus.MISSING_NAME, True),
    ('[fetch(url=__import__("os").getcwd())]', ToolCallParseStatus.MALFORMED_STRUCTURE, True),
    ("[fetch(**{'url': 'u'})]", ToolCallParseStatus.MALFORMED_STRUCTURE, True),
    ('[filter(where={1: "x"})]', ToolCallParseStatus.MALFORMED_STRUCTURE, True),
    ('[delete_everything(really=True)]', ToolCallParseStatus.UNKNOWN_TOOL, True),
    ('{"name": "websearch", "arguments": {"query": "x"}}', ToolCallParseStatus.MALFORMED_STRUCTURE,
     True),
    ("", ToolCallParseStatus.MALFORMED_STRUCTURE, True),
    ("[" * 400 + "]" * 400, ToolCallParseStatus.MALFORMED_STRUCTURE, True),
]


@pytest.mark.parametrize("body,status,closed", MALFORMED,
                         ids=[f"malformed{i}" for i in range(len(MALFORMED))])
def test_malformed_calls_are_reported(renderer, tokenizer, body, status, closed):
    text = "<|tool_call_start|>" + body + ("<|tool_call_end|><|im_end|>" if closed else "")
    parsed = _parse(renderer, tokenizer, text)
    assert [c.status for c in parsed.tool_calls] == [status]
    assert parsed.tool_calls[0].raw == body


def test_good_call_beside_a_malformed_one(renderer, tokenizer):
    parsed = _parse(renderer, tokenizer,
                    '<|tool_call_start|>[fetch(url="https://a.test")]<|tool_call_end|>'
                    '<|tool_call_start|>[fetch(url=)]<|tool_call_end|><|im_end|>')
    assert [c.status for c in parsed.tool_calls] == [ToolCallParseStatus.OK,
                                                     ToolCallParseStatus.MALFORMED_STRUCTURE]
    assert parsed.tool_calls[0].arguments == {"url": "https://a.test"}


def test_keep_past_thinking_is_a_template_kwarg(tokenizer):
    from pydantic import TypeAdapter

    config = TypeAdapter(RendererConfig).validate_python(
        {"name": "custom", "import_path": IMPORT_PATH, "keep_past_thinking": True})
    keep = create_renderer(tokenizer, config)
    messages = [{"role": "user", "content": "q"},
                {"role": "assistant", "content": "a1", "reasoning_content": "t1"},
                {"role": "user", "content": "q2"},
                {"role": "assistant", "content": "a2", "reasoning_content": "t2"}]
    assert "<think>t1</think>a1" in tokenizer.decode(keep.render_ids(messages))
    with pytest.raises(ValueError, match="Extra inputs|extra"):
        TypeAdapter(RendererConfig).validate_python(
            {"name": "custom", "import_path": IMPORT_PATH, "no_such_field": 1})
