"""Chat templates for training: tool calls the project can parse, and `{% generation %}`
markers so the loss stays on assistant tokens (trl's `assistant_only_loss` reads them).

`training_template(tokenizer)` returns the template to train with:
1. a template that already has markers is used as is;
2. a template trl ships a training twin for (LFM2, Qwen3, Llama 3, Gemma, … — trl's
   `get_training_chat_template`, a maintained list) gets that twin, if the twin renders tool
   calls (LFM2's first template silently drops them: refused);
3. a template that knows no tools (SmolLM2's own) is replaced by the project's
   `smollm2_tools.jinja`, which has markers;
4. anything else is refused with a one-line reason: guessing where a foreign template's
   assistant turn starts would silently train on the wrong tokens.
"""

from __future__ import annotations

from typing import Any


class TemplateError(ValueError):
    pass


def training_template(tokenizer: Any) -> str:
    from trl.chat_template_utils import (
        get_training_chat_template,
        has_generation_markers,
        supports_tool_calling,
    )

    from tearsheet_env.training.models import tool_chat_template

    template = tokenizer.chat_template
    if not isinstance(template, str) or not template:
        return tool_chat_template()
    if has_generation_markers(template):
        return template
    try:
        twin = get_training_chat_template(tokenizer)
    except ValueError:
        twin = None
    if twin:
        if not _renders_tool_calls(tokenizer, twin):
            raise TemplateError("the tokenizer's chat template renders no tool calls (e.g. "
                                "LFM2's first template); use one that does (LFM2 v2, Qwen3)")
        return twin
    if not supports_tool_calling(tokenizer):
        return tool_chat_template()
    raise TemplateError("the tokenizer's chat template has no {% generation %} markers and no "
                        "known training twin; add the markers around the assistant's output")


def _renders_tool_calls(tokenizer: Any, template: str) -> bool:
    from trl.chat_template_utils import supports_tool_calling

    own = tokenizer.chat_template
    try:
        tokenizer.chat_template = template
        return supports_tool_calling(tokenizer)
    finally:
        tokenizer.chat_template = own
