"""Real rollouts for attack reports, and scoring through the project's public CLI.

An attack is a transcript on the current closed world: the oracle's research is replayed with the
real `ResearchTools` (the Python tool API the environment itself uses), extra tool calls an attack
needs are made through the same tools, and the final report is assembled from what the tools
returned and the oracle's own report. Nothing here reads the rubric: rows are written in
vf-eval's results format and scored by `tearsheet-env score --json` in one process, so a world
rewrite or a rubric change is picked up without editing a fixture.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from tearsheet_env.dataset import task_rows
from tearsheet_env.env import load_world_for, system_prompt
from tearsheet_env.policies import get_policy
from tearsheet_env.policies.base import read_conversation
from tearsheet_env.tools import ResearchTools, ToolPolicy

SEED, COMPANIES = 0, 400
ENV_ARGS = {"seed": SEED, "companies": COMPANIES, "judge": "offline", "reward_mode": "eval",
            "max_tool_calls": 60, "max_fetch_bytes": 2_000_000}
MAX_TURNS = 24


def world() -> Any:
    return load_world_for(SEED, COMPANIES)


def eval_tasks(n: int) -> list[dict[str, Any]]:
    return task_rows(world(), "eval")[:n]


# ---- a rollout: real tool calls, then a report ------------------------------------------------


@dataclass
class Rollout:
    """A transcript being built: the task row, the completion messages so far, and the tools
    (registry and budgets) that answered them."""

    task: dict[str, Any]
    tools: ResearchTools
    messages: list[dict[str, Any]] = field(default_factory=list)
    turns: int = 0

    @classmethod
    def start(cls, task: dict[str, Any]) -> Rollout:
        policy = ToolPolicy(max_calls=ENV_ARGS["max_tool_calls"],
                            max_bytes=ENV_ARGS["max_fetch_bytes"])
        return cls(task=task, tools=ResearchTools(backend="world", world=world(), policy=policy))

    @property
    def prompt(self) -> list[dict[str, Any]]:
        return [{"role": "system", "content": system_prompt()}, *self.task["prompt"]]

    def call_batch(self, calls: list[tuple[str, dict[str, Any]]]) -> list[dict[str, Any]]:
        """One assistant turn making `calls` [(tool name, arguments)], answered by the tools;
        saved the way verifiers saves tool calls (flat JSON strings)."""
        ids = [f"call_{self.turns}_{i}" for i in range(len(calls))]
        self.messages.append({"role": "assistant", "content": "", "tool_calls": [
            json.dumps({"id": cid, "name": name, "arguments": json.dumps(args)})
            for cid, (name, args) in zip(ids, calls, strict=True)]})
        responses = []
        for cid, (name, args) in zip(ids, calls, strict=True):
            response = self.tools.call({"tool": name, **args})
            responses.append(response)
            self.messages.append({"role": "tool", "tool_call_id": cid,
                                  "content": json.dumps(response)})
        self.turns += 1
        return responses

    def research_like(self, policy_name: str = "oracle") -> str:
        """Let a scripted policy drive the tools until it writes; returns its report."""
        policy = get_policy(policy_name)
        while self.turns < MAX_TURNS:
            turn = policy.respond(read_conversation(self.prompt + self.messages))
            if not turn.tool_calls:
                return turn.content or ""
            self.call_batch([(c.name, _args(c.arguments)) for c in turn.tool_calls])
        return ""

    def row(self, report: str, example_id: int, name: str) -> dict[str, Any]:
        completion = [*self.messages, {"role": "assistant", "content": report}]
        return {"example_id": example_id, "prompt": self.prompt, "completion": completion,
                "info": {**self.task["info"], "attack": name}, "reward": 0.0}

    # what the tools returned, as the attacks need it
    def fetched(self) -> dict[int, dict[str, Any]]:
        """source id -> the first fetched page of it (url, title, text)."""
        out: dict[int, dict[str, Any]] = {}
        for r in self._responses():
            if r.get("ok") and r.get("status") == "fetched" and isinstance(r.get("source_id"), int):
                out.setdefault(r["source_id"], r)
        return out

    def search_only(self) -> dict[int, dict[str, Any]]:
        """source id -> search result, for sources never fetched in this rollout."""
        fetched = self.fetched()
        out: dict[int, dict[str, Any]] = {}
        for r in self._responses():
            for item in r.get("results") or []:
                sid = item.get("source_id")
                if isinstance(sid, int) and sid not in fetched:
                    out.setdefault(sid, item)
        return out

    def search_queries(self) -> list[str]:
        out = []
        for m in self.messages:
            for call in m.get("tool_calls") or []:
                c = json.loads(call)
                if c["name"] == "websearch":
                    out.append(json.loads(c["arguments"])["query"])
        return out

    def _responses(self) -> list[dict[str, Any]]:
        return [json.loads(m["content"]) for m in self.messages if m["role"] == "tool"]


def _args(raw: str) -> dict[str, Any]:
    try:
        args = json.loads(raw)
    except json.JSONDecodeError:
        return {}
    return args if isinstance(args, dict) else {}


# ---- the report as text: the few pieces attacks edit ------------------------------------------

FACTS_FENCE = re.compile(r"```facts\n(.*?)\n```", re.S)


@dataclass
class Report:
    """The oracle's report split at its level-2 headings: the text before the first one, each
    section (heading, body), the Sources list, and the facts entries."""

    preamble: str
    sections: list[tuple[str, str]]
    sources: list[str]
    facts: list[dict[str, Any]]
    after_facts: str = ""

    @classmethod
    def parse(cls, text: str) -> Report:
        match = FACTS_FENCE.search(text)
        facts = yaml.safe_load(match.group(1)) if match else []
        body = text[:match.start()] if match else text
        after = text[match.end():].strip() if match else ""
        parts = re.split(r"^## (.+)$", body, flags=re.M)
        preamble, sections, sources = parts[0].strip(), [], []
        for heading, content in zip(parts[1::2], parts[2::2], strict=True):
            if heading.strip() == "Sources":
                sources = [ln for ln in content.strip().splitlines() if ln.strip()]
            else:
                sections.append((heading.strip(), content.strip()))
        return cls(preamble, sections, sources, facts or [], after)

    def render(self, facts: list[dict[str, Any]] | None = None, extra_after_sources: str = "",
               retractions: list[dict[str, Any]] | None = None) -> str:
        out = [self.preamble, ""] if self.preamble else []
        for heading, body in self.sections:
            out += [f"## {heading}", "", body, ""]
        out += ["## Sources", "", *self.sources, ""]
        if extra_after_sources:
            out += [extra_after_sources, ""]
        out.append(render_fence("facts", self.facts if facts is None else facts))
        if retractions:
            out += ["", render_fence("retractions", retractions)]
        if self.after_facts:
            out += ["", self.after_facts]
        return "\n".join(out).rstrip() + "\n"

    def section(self, name: str) -> str:
        return dict(self.sections)[name]

    def set_section(self, name: str, body: str) -> None:
        self.sections = [(h, body if h == name else b) for h, b in self.sections]

    def fact(self, fact_id: str) -> dict[str, Any] | None:
        return next((f for f in self.facts if f.get("id") == fact_id), None)

    def copy(self) -> Report:
        return Report(self.preamble, list(self.sections), list(self.sources),
                      [dict(f) for f in self.facts], self.after_facts)


def render_fence(info: str, entries: list[dict[str, Any]]) -> str:
    dumped = yaml.safe_dump(entries, sort_keys=False, allow_unicode=True, width=1000)
    return f"```{info}\n{dumped.rstrip()}\n```"


SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9\"'(])")


def sentences(body: str) -> list[str]:
    """The sentences of a prose paragraph (tables and lists are left whole by callers)."""
    return [s.strip() for s in SENTENCE_END.split(body.strip()) if s.strip()]


# ---- scoring through the public CLI -----------------------------------------------------------


def score_rows(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """`tearsheet-env score --json` over `rows` (one process, one world load): the scored rows
    in the same order ({"reward", "metrics", "explanation", …})."""
    with tempfile.TemporaryDirectory(prefix="attacks-") as tmp:
        run = Path(tmp)
        (run / "metadata.json").write_text(json.dumps({"env_args": ENV_ARGS}))
        with (run / "results.jsonl").open("w") as f:
            for row in rows:
                f.write(json.dumps(row) + "\n")
        exe = Path(sys.executable).with_name("tearsheet-env")
        cmd = [str(exe)] if exe.exists() else [sys.executable, "-m", "tearsheet_env.cli.main"]
        done = subprocess.run([*cmd, "score", str(run), "--json"], capture_output=True,
                              text=True, env=os.environ.copy(), timeout=600)
        if done.returncode != 0:
            raise RuntimeError(f"tearsheet-env score failed ({done.returncode}): "
                               f"{done.stderr[-2000:]}")
        scored = json.loads(done.stdout)["rows"]
    if len(scored) != len(rows):
        raise RuntimeError(f"scored {len(scored)} rows of {len(rows)}")
    return scored
