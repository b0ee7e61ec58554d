"""The typed events of a pi run, as `run_research_stream()` yields them and the run service
streams them (SSE `event:` = `type`). pydantic, since they cross a process boundary."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field


class RunStarted(BaseModel):
    type: Literal["run_started"] = "run_started"
    run_id: str
    company: str
    website: str
    provider: str
    model: str


class TurnStarted(BaseModel):
    type: Literal["turn"] = "turn"
    turn: int


class ReasoningTokens(BaseModel):
    """Reasoning (thinking) output so far in the current turn: an estimate while it streams
    (≈4 characters a token), replaced by the provider's count in `model_call`."""

    type: Literal["reasoning"] = "reasoning"
    turn: int
    tokens: int


class ModelCall(BaseModel):
    """One completed model response (one GenAI `chat` span)."""

    type: Literal["model_call"] = "model_call"
    turn: int
    model: str
    input_tokens: int = 0
    output_tokens: int = 0
    reasoning_tokens: int = 0
    cost_usd: float = 0.0
    stop_reason: str = ""
    error: str | None = None
    started_at: float
    ended_at: float


class ToolCallEvent(BaseModel):
    """One tool call, when it ends (one GenAI `execute_tool` span). `blocked` when the tool
    guard refused it; `reason` is what the model was told."""

    type: Literal["tool_call"] = "tool_call"
    turn: int
    call_id: str
    name: str
    arguments: dict[str, Any] = Field(default_factory=dict)
    ok: bool
    blocked: bool = False
    reason: str | None = None
    source_id: int | None = None
    started_at: float
    ended_at: float


class SectionAudit(BaseModel):
    section: str
    present: bool
    claims: int
    cited_claims: int
    facts: int  # facts-block entries of this section with a value or a not_disclosed status


class Audit(BaseModel):
    type: Literal["audit"] = "audit"
    sections: list[SectionAudit]
    missing: list[str]
    facts_error: str | None = None


class RunFinished(BaseModel):
    type: Literal["reward"] = "reward"
    run_id: str
    reward: float
    explanation: dict[str, Any]
    results_path: str | None = None
    trace_id: str | None = None
    seconds: float


class RunFailed(BaseModel):
    type: Literal["error"] = "error"
    run_id: str
    error: str


RunEvent = (RunStarted | TurnStarted | ReasoningTokens | ModelCall | ToolCallEvent | Audit
            | RunFinished | RunFailed)
