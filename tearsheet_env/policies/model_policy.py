"""A real Hugging Face model as a policy of the OpenAI-compatible server (SmolLM2-135M by
default), so `vf-eval`, `tearsheet-env eval -m … -b …` and the benchmark can run it.

The model sees the conversation rendered by its chat template with the environment's two tool
schemas; for SmolLM2 that is the project's Hermes-style template (`<tool_call>{"name": …,
"arguments": {…}}</tool_call>`, tearsheet_env/training/smollm2_tools.jinja). Its output is parsed
back with the tokenizer's response parser (the one trl's GRPO uses) into OpenAI tool calls; text
that opens a `<tool_call>` the parser cannot read is answered as plain content, so the
environment scores it as a turn without tool calls. `stats` counts both, for the benchmark's
"tool calls that parse" share.

Generation is serialized by a lock (one CPU model, one request at a time) and greedy unless a
temperature is set. Tool observations are cut to `max_observation_chars` in the model's view
only (the transcript keeps them whole): a 135M model has an 8k-token context.
"""

from __future__ import annotations

import json
import threading
from dataclasses import dataclass, field
from typing import Any

from tearsheet_env.policies.base import Conversation, Policy, ToolCallOut, Turn

TOOL_CALL_OPEN = "<tool_call>"


@dataclass
class GenerationStats:
    turns: int = 0
    tool_call_attempts: int = 0  # `<tool_call>` openings in the raw output
    tool_calls_parsed: int = 0
    context_overflows: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def as_dict(self) -> dict[str, int]:
        return {"turns": self.turns, "tool_call_attempts": self.tool_call_attempts,
                "tool_calls_parsed": self.tool_calls_parsed,
                "context_overflows": self.context_overflows}


class ModelResponder:
    def __init__(self, model: Any, tokenizer: Any, max_new_tokens: int = 512,
                 temperature: float = 0.0, max_observation_chars: int = 1500) -> None:
        from tearsheet_env.training.tools import tool_schemas

        self.model = model.eval()
        self.tokenizer = tokenizer
        self.max_new_tokens = max_new_tokens
        self.temperature = temperature
        self.max_observation_chars = max_observation_chars
        self.tools = tool_schemas()
        self.stats = GenerationStats()
        self._lock = threading.Lock()

    def context_limit(self) -> int:
        return int(getattr(self.model.config, "max_position_embeddings", 8192))

    def respond(self, conversation: Conversation) -> Turn:
        import torch
        from trl.chat_template_utils import parse_response

        from tearsheet_env.training.trajectories import (
            normalize_messages,
            truncate_observations,
        )

        messages = truncate_observations(normalize_messages(conversation.messages),
                                         self.max_observation_chars)
        encoded = self.tokenizer.apply_chat_template(
            messages, tools=self.tools, add_generation_prompt=True, return_tensors="pt",
            return_dict=True)
        prompt_len = encoded["input_ids"].shape[1]
        budget = min(self.max_new_tokens, self.context_limit() - prompt_len)
        if budget < 16:
            with self.stats.lock:
                self.stats.context_overflows += 1
            return Turn(content="(the conversation no longer fits the model's context window)")
        sampling = ({"do_sample": True, "temperature": self.temperature}
                    if self.temperature > 0 else {"do_sample": False})
        with self._lock, torch.no_grad():
            out = self.model.generate(**encoded, max_new_tokens=budget,
                                      pad_token_id=self.tokenizer.pad_token_id, **sampling)
        new_ids = out[0, prompt_len:].tolist()
        raw = self.tokenizer.decode(new_ids, skip_special_tokens=False)
        parsed = parse_response(self.tokenizer, new_ids,
                                prefix=encoded["input_ids"][0].tolist())
        calls = tuple(
            ToolCallOut(name=str(c["function"].get("name", "")),
                        arguments=json.dumps(c["function"].get("arguments") or {}))
            for c in parsed.get("tool_calls") or [] if isinstance(c.get("function"), dict))
        with self.stats.lock:
            self.stats.turns += 1
            self.stats.tool_call_attempts += raw.count(TOOL_CALL_OPEN)
            self.stats.tool_calls_parsed += len(calls)
        content = parsed.get("content") or ""
        if calls:
            return Turn(content=content.strip() or None, tool_calls=calls)
        return Turn(content=self.tokenizer.decode(new_ids, skip_special_tokens=True).strip())


def model_policy(name: str, responder: ModelResponder) -> Policy:
    """A Policy answering with `responder` (family "model": it reads no world, so the server
    does not check the task's world against one)."""
    return Policy(name=name, description=f"the model {name}", respond=responder.respond,
                  family="model")


def load_model_policy(model: str, **options: Any) -> tuple[Policy, ModelResponder]:
    from tearsheet_env.training.models import load_model

    hf_model, tokenizer = load_model(model)
    responder = ModelResponder(hf_model, tokenizer, **options)
    return model_policy(model, responder), responder
