"""Rollout cases: whole transcripts with one known defect, for the modes no single claim can show
(the taxonomy's `kind: rollout` modes — MISS, TOPIC, TABLE, CITE, FETCH, CROSS).

Each starts from a real oracle rollout: the scripted oracle policy (`tearsheet_env.policies`)
researches a company of the default world with the real `ResearchTools`, so every tool message is
exactly `json.dumps(response)` as the environment records it. The oracle's report draft is then
edited in one place (or, for FETCH, the transcript's fetch calls are removed) and rendered. Clean
oracle rollouts are kept as controls (`label: supported`).

Stored in the census file itself as lines with `"kind": "rollout"`, `"transcript"` (prompt then
completion), `"prompt_len"` and `"info"` (the task info the environment hands the rubric).
"""

from __future__ import annotations

import copy
import json
import random
import re
from collections.abc import Callable
from typing import Any

from tearsheet_env.census.format import RolloutCase

MAX_TURNS = 30
BLANKS = ("—", "-", "n/d", "not disclosed", "N/A", "")
FILLER = [
    "This area is an important part of understanding the company's overall position",
    "Further developments here are worth monitoring as the company continues to grow",
    "Investors and analysts will likely pay close attention to this topic going forward",
]


def _call_tool(tools: Any, name: str, arguments: str) -> dict[str, Any]:
    try:
        args = json.loads(arguments)
    except ValueError:
        args = None
    if not isinstance(args, dict):
        return {"ok": False, "status": "bad_request", "error": "invalid arguments"}
    if name == "websearch":
        return tools.websearch(**{k: v for k, v in args.items() if k in ("query", "max_results")})
    if name == "fetch":
        return tools.fetch(**{k: v for k, v in args.items() if k in ("url", "offset")})
    return {"ok": False, "status": "refused", "error": f"unknown tool {name}"}


def research(world: Any, row: dict[str, Any]) -> tuple[list[dict], list[dict], Any]:
    """Drive the oracle with the real world tools until it is ready to write; returns the prompt,
    the research part of the completion, and the oracle's report draft."""
    from tearsheet_env.policies import get_policy
    from tearsheet_env.policies.base import read_conversation
    from tearsheet_env.policies.oracle import oracle_draft
    from tearsheet_env.tools.research_tools import ResearchTools

    oracle = get_policy("oracle")
    tools = ResearchTools(backend="world", world=world)
    prompt = list(row["prompt"])
    completion: list[dict[str, Any]] = []
    for turn_no in range(MAX_TURNS):
        turn = oracle.respond(read_conversation(prompt + completion))
        if not turn.tool_calls:
            break
        completion.append({
            "role": "assistant", "content": turn.content or "",
            "tool_calls": [{"id": f"call_{turn_no}_{i}", "type": "function",
                            "function": {"name": c.name, "arguments": c.arguments}}
                           for i, c in enumerate(turn.tool_calls)],
        })
        for i, c in enumerate(turn.tool_calls):
            completion.append({"role": "tool", "tool_call_id": f"call_{turn_no}_{i}",
                               "content": json.dumps(_call_tool(tools, c.name, c.arguments))})
    draft, _ = oracle_draft(read_conversation(prompt + completion))
    return prompt, completion, draft


# ---- one defect each: (draft, research messages, rng) -> (draft, messages) or None -----------

Defect = Callable[[Any, list[dict], random.Random], tuple[Any, list[dict]] | None]


def miss(draft: Any, msgs: list[dict], rng: random.Random) -> tuple[Any, list[dict]] | None:
    """EA03-MISS: a disclosed, cited fact marked not_disclosed and its sentences removed."""
    cands = [f for f in draft.facts if f.value is not None and not f.status and f.cite
             and f.id != "comparables.rows"]
    if not cands:
        return None
    f = rng.choice(cands)
    f.value, f.status, f.cite, f.as_of = None, "not_disclosed", [], None
    for _, sentences in draft.sections:
        sentences[:] = [s for s in sentences if s.fact_id != f.id]
    return draft, msgs


def topic(draft: Any, msgs: list[dict], rng: random.Random) -> tuple[Any, list[dict]] | None:
    """EA03-TOPIC: a section's body replaced by filler, or by another section's text."""
    from tearsheet_env.policies.draft import Sentence

    sections = [(n, ss) for n, ss in draft.sections if ss and n != draft.table_section]
    if len(sections) < 2:
        return None
    name, sentences = rng.choice(sections)
    if rng.random() < 0.5:
        sentences[:] = [Sentence(t) for t in rng.sample(FILLER, 2)]
    else:
        other = rng.choice([ss for n, ss in sections if n != name])
        sentences[:] = copy.deepcopy(other)
    return draft, msgs


def table(draft: Any, msgs: list[dict], rng: random.Random) -> tuple[Any, list[dict]] | None:
    """EA03-TABLE: a valuation invented for the target's allowed blank, or the target row moved
    off the first line."""
    from tearsheet_env.policies.draft import Cell

    if not draft.table or "Last Valuation" not in draft.table_columns:
        return None
    col = draft.table_columns.index("Last Valuation")
    target = draft.table[0]
    if target[col].value.strip() in BLANKS:
        target[col] = Cell(f"USD {rng.choice([120, 250, 400, 750])}M")
    elif len(draft.table) > 1:
        draft.table.append(draft.table.pop(0))
    else:
        return None
    return draft, msgs


def cite(draft: Any, msgs: list[dict], rng: random.Random) -> tuple[Any, list[dict]] | None:
    """EA03-CITE: a factual sentence cites a source number no tool returned, or loses its
    citations."""
    cands = [s for name, ss in draft.sections if name != draft.table_section for s in ss
             if s.cites and s.fact_id]
    if not cands:
        return None
    s = rng.choice(cands)
    s.cites = [99] if rng.random() < 0.5 else []
    return draft, msgs


def fetch(draft: Any, msgs: list[dict], rng: random.Random) -> tuple[Any, list[dict]] | None:
    """EA03-FETCH: every fetch call (and its result) removed from the transcript; the report is
    kept as written."""
    dropped: set[str] = set()
    out: list[dict] = []
    for m in msgs:
        if m.get("role") == "assistant" and m.get("tool_calls"):
            keep = [c for c in m["tool_calls"] if c["function"]["name"] != "fetch"]
            dropped |= {c["id"] for c in m["tool_calls"] if c["function"]["name"] == "fetch"}
            if not keep and not m.get("content"):
                continue
            m = {**m, "tool_calls": keep}
        elif m.get("role") == "tool" and m.get("tool_call_id") in dropped:
            continue
        out.append(m)
    return (draft, out) if dropped else None


_NUM = re.compile(r"(?<![\w.,])(\d{1,3}(?:,\d{3})+|\d+)(?![\w,]|\.\d)")


def cross(draft: Any, msgs: list[dict], rng: random.Random) -> tuple[Any, list[dict]] | None:
    """EA03-CROSS: a number changed in the prose while the facts block keeps the true value."""
    ints = {f.id: f.value for f in draft.facts if isinstance(f.value, int)
            and not isinstance(f.value, bool)}
    cands = []
    for name, ss in draft.sections:
        for s in ss:
            if s.fact_id in ints and name != draft.table_section:
                for m in _NUM.finditer(s.text):
                    if int(m.group(1).replace(",", "")) == ints[s.fact_id]:
                        cands.append((s, m))
    if not cands:
        return None
    s, m = rng.choice(cands)
    old = int(m.group(1).replace(",", ""))
    new = old + rng.choice([1, 2, 3]) if 1900 < old < 2100 else old + max(3, old // 3)
    s.text = s.text[: m.start(1)] + str(new) + s.text[m.end(1):]
    return draft, msgs


DEFECTS: dict[str, Defect] = {
    "EA03-MISS": miss, "EA03-TOPIC": topic, "EA03-TABLE": table, "EA03-CITE": cite,
    "EA03-FETCH": fetch, "EA03-CROSS": cross,
}


def build_rollouts(world: Any, modes: list[str], per_mode: int, seed: int,
                   controls: int | None = None) -> list[RolloutCase]:
    """`per_mode` defective rollouts for each rollout-level mode, plus clean controls (as many
    as `per_mode` unless given). Research runs once per company and is shared by its variants."""
    from tearsheet_env.dataset import task_rows

    missing = [m for m in modes if m not in DEFECTS]
    if missing:
        raise KeyError(f"census has no rollout defect for modes {missing}")
    rng = random.Random(f"census/{seed}/rollouts")
    rows = task_rows(world, split="all")
    rng.shuffle(rows)
    rows = rows[: per_mode + 6]
    base = []
    for row in rows:
        prompt, msgs, draft = research(world, row)
        if draft is not None:
            base.append((row, prompt, msgs, draft))
    out: list[RolloutCase] = []
    n_controls = per_mode if controls is None else controls

    def case(case_id: str, row: dict, prompt: list[dict], msgs: list[dict], draft: Any,
             label: str, case_modes: list[str]) -> RolloutCase:
        report = {"role": "assistant", "content": draft.render()}
        transcript = prompt + msgs + [report]
        return RolloutCase(kind="rollout", id=case_id, transcript=transcript,
                           prompt_len=len(prompt), info=row["info"], label=label,
                           modes=case_modes)  # type: ignore[arg-type]

    for i, (row, prompt, msgs, draft) in enumerate(base[:n_controls]):
        out.append(case(f"rollout-control-{i + 1:03d}", row, prompt, msgs, draft,
                        "supported", []))
    for mode_id in modes:
        mrng = random.Random(f"census/{seed}/rollouts/{mode_id}")
        order = base[:]
        mrng.shuffle(order)
        made = 0
        for row, prompt, msgs, draft in order:
            if made >= per_mode:
                break
            edited = DEFECTS[mode_id](copy.deepcopy(draft), copy.deepcopy(msgs), mrng)
            if edited is None:
                continue
            made += 1
            short = mode_id.removeprefix("EA03-").lower()
            out.append(case(f"rollout-{short}-{made:03d}", row, prompt, edited[1], edited[0],
                            "not_supported", [mode_id]))
    return out
