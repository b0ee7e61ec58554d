"""Judge requests as files, in the OpenAI Batch API's JSONL formats: a run's Tier-B requests can
go through a provider's batch API (about half the price of live calls) or be answered by anyone,
and the answers come back into the verdict cache (docs/census.md, "Batch export and import").

A request is one batch of claims exactly as `JudgeClient` sends it live. Its `custom_id` is a
hash of the verdict-cache keys of its claims, in order; each key already names the judge model,
the spec version, the claim and its evidence, so an answer finds its request whatever the order
of the output file, and an answer to another model, spec version or claim never matches.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from rubric.claim_types import ClaimCase

BATCH_URL = "/v1/chat/completions"
SHUFFLE_SEED = 0
CHARS_PER_TOKEN = 4  # a rough English average for BPE tokenizers: an estimate, said so


def batch_plan(cases: dict[str, ClaimCase], batch_size: int,
               seed: int = SHUFFLE_SEED) -> list[dict[str, ClaimCase]]:
    """Claims (by cache key) cut into batches of `batch_size`, in an order drawn from the keys
    alone by a seeded keyed hash: a census sorted by label or a run sorted by company still
    gives batches that mix them, and the same claims give the same batches in any input order."""
    salt = str(seed).encode()[:64]
    order = sorted(cases, key=lambda k: hashlib.blake2b(k.encode(), digest_size=8,
                                                          key=salt).digest())
    size = max(1, batch_size)
    return [{k: cases[k] for k in order[i:i + size]} for i in range(0, len(order), size)]


def request_id(keys: list[str]) -> str:
    """The stable `custom_id` of a request whose claims have these cache keys, in this order."""
    return "tsj-" + hashlib.sha256("\n".join(keys).encode()).hexdigest()[:32]


class JudgeRequest(BaseModel):
    """One judge call: its id, which claim of the prompt is which cached claim, and the body."""

    custom_id: str
    claims: dict[str, str]  # the prompt's claim id ("c1", …) → verdict-cache key
    body: dict[str, Any]  # the chat-completions request body (model, messages, format)

    def input_line(self) -> dict[str, Any]:
        return {"custom_id": self.custom_id, "method": "POST", "url": BATCH_URL,
                "body": self.body}

    def prompt_chars(self) -> int:
        return sum(len(m.get("content") or "") for m in self.body.get("messages", []))


def write_requests(path: Path, requests: list[JudgeRequest]) -> None:
    """The Batch API input file: one request a line."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8") as f:
        for req in requests:
            f.write(json.dumps(req.input_line(), ensure_ascii=False) + "\n")


class Answer(BaseModel):
    content: str
    prompt_tokens: int = 0
    completion_tokens: int = 0


class AnswerFile(BaseModel):
    """The answers read from Batch API output files, by custom_id, and what could not be read."""

    answers: dict[str, Answer] = {}
    problems: list[str] = []
    lines: int = 0


class _Response(BaseModel):
    status_code: int
    body: dict[str, Any] | None = None


class _OutputLine(BaseModel):
    custom_id: str
    response: _Response | None = None
    error: Any = None


def _answer_of(line: _OutputLine) -> Answer | str:
    """The answer a Batch API output line carries, or why it carries none."""
    if line.error:
        return f"error {json.dumps(line.error)[:200]}"
    if line.response is None:
        return "no response"
    if line.response.status_code != 200:
        return f"HTTP {line.response.status_code}"
    body = line.response.body or {}
    try:
        content = body["choices"][0]["message"]["content"]
    except (KeyError, IndexError, TypeError):
        return "no choices[0].message.content in the response body"
    if not isinstance(content, str):
        return "the message content is not text"
    usage = body.get("usage") if isinstance(body.get("usage"), dict) else {}
    try:
        return Answer(content=content, prompt_tokens=int(usage.get("prompt_tokens") or 0),
                      completion_tokens=int(usage.get("completion_tokens") or 0))
    except (TypeError, ValueError):
        return Answer(content=content)


def read_answers(paths: list[Path]) -> AnswerFile:
    """Every answer in these Batch API output files. A line that is not a successful answer is
    a problem (`file:line: why`), never fatal; of two answers to one request the first is kept."""
    out = AnswerFile()
    for path in paths:
        try:
            raw_lines = path.read_bytes().splitlines()
        except OSError as exc:
            out.problems.append(f"{path}: cannot read ({exc.strerror or exc})")
            continue
        for number, raw in enumerate(raw_lines, start=1):
            if not raw.strip():
                continue
            out.lines += 1
            where = f"{path.name}:{number}"
            try:
                line = _OutputLine.model_validate_json(raw)
            except ValidationError as exc:
                first = exc.errors()[0]
                field = ".".join(str(p) for p in first["loc"]) or "line"
                out.problems.append(f"{where}: not a Batch API output line ({field}: "
                                    f"{first['msg']})")
                continue
            answer = _answer_of(line)
            if isinstance(answer, str):
                out.problems.append(f"{where}: {line.custom_id}: {answer}")
            elif line.custom_id in out.answers:
                out.problems.append(f"{where}: {line.custom_id}: a second answer (the first "
                                    "is kept)")
            else:
                out.answers[line.custom_id] = answer
    return out


class RequestStats(BaseModel):
    """The size of a set of judge requests, for pricing. Tokens are estimated from characters
    (`CHARS_PER_TOKEN`); imported answers carry the provider's real counts."""

    requests: int
    claims: int
    rollouts: int | None = None  # rollouts whose claims the requests hold (`score` only)
    # claims a rollout sends on average, counting a claim two rollouts share in both (`score`)
    claims_per_rollout: float | None = None
    prompt_chars: int
    header_chars: int  # per request: the system prompt, the 18 questions and the output rules
    claim_chars_mean: float  # per claim: its block (claim, target, excerpts)
    est_prompt_tokens: int
    est_prompt_tokens_per_claim: float
    # this run's tokens / its rollouts: a claim two rollouts share is sent once
    est_prompt_tokens_per_rollout: float | None = None
    max_completion_tokens: int  # per request, the body's cap


def request_stats(requests: list[JudgeRequest], header_chars: int,
                  rollouts: int | None = None,
                  rollout_claims: int | None = None) -> RequestStats:
    """The size of `requests`; `rollouts` and `rollout_claims` (the claims each rollout sends,
    summed) describe the rollouts they come from, when they do."""
    claims = sum(len(r.claims) for r in requests)
    chars = sum(r.prompt_chars() for r in requests)
    tokens = chars / CHARS_PER_TOKEN
    return RequestStats(
        requests=len(requests), claims=claims, rollouts=rollouts,
        claims_per_rollout=round(rollout_claims / rollouts, 1)
        if rollouts and rollout_claims is not None else None,
        prompt_chars=chars,
        header_chars=header_chars,
        claim_chars_mean=round((chars - header_chars * len(requests)) / claims, 1)
        if claims else 0.0,
        est_prompt_tokens=round(tokens),
        est_prompt_tokens_per_claim=round(tokens / claims, 1) if claims else 0.0,
        est_prompt_tokens_per_rollout=round(tokens / rollouts, 1) if rollouts else None,
        max_completion_tokens=max((int(r.body.get("max_tokens") or 0) for r in requests),
                                  default=0),
    )
