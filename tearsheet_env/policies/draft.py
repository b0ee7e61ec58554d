"""A report as structured data, and its rendering to the tearsheet markdown of AGENTS.md.

The oracle builds a `Draft`; red-team policies transform it (drop citations, swap values, pad,
…) before it is rendered, which is what keeps each hack a small declarative variation of the
oracle instead of a second report writer.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any


@dataclass
class Sentence:
    text: str  # without citations and without the final period
    cites: list[int] = field(default_factory=list)
    fact_id: str | None = None

    def render(self) -> str:
        cites = f" [{', '.join(map(str, self.cites))}]" if self.cites else ""
        return f"{self.text.rstrip('.')}{cites}."


@dataclass
class Cell:
    value: str
    cites: list[int] = field(default_factory=list)

    def render(self) -> str:
        return f"{self.value} [{', '.join(map(str, self.cites))}]" if self.cites else self.value


@dataclass
class Fact:
    id: str
    value: Any = None
    as_of: str | None = None
    cite: list[int] = field(default_factory=list)
    status: str | None = None

    def as_yaml(self) -> dict[str, Any]:
        out: dict[str, Any] = {"id": self.id, "value": self.value}
        if self.as_of:
            out["as_of"] = self.as_of
        if self.status:
            out["status"] = self.status
        if self.cite:
            out["cite"] = list(self.cite)
        return out


@dataclass
class Draft:
    sections: list[tuple[str, list[Sentence]]]
    table_columns: list[str]
    table: list[list[Cell]]
    sources: list[tuple[int, str, str]]  # (n, title, url)
    facts: list[Fact]
    preamble: str = ""
    table_section: str = "Comparable Companies"
    extra: dict[str, Any] = field(default_factory=dict)  # hooks for red-team renderings

    def render(self) -> str:
        out: list[str] = []
        if self.preamble:
            out += [self.preamble, ""]
        for name, sentences in self.sections:
            out += [f"## {name}", ""]
            if name == self.table_section and self.table_columns:
                out += [" ".join(s.render() for s in sentences), ""] if sentences else []
                out.append("| " + " | ".join(self.table_columns) + " |")
                out.append("|" + "---|" * len(self.table_columns))
                for row in self.table:
                    out.append("| " + " | ".join(c.render() for c in row) + " |")
                out.append("")
            elif sentences:
                out += [" ".join(s.render() for s in sentences), ""]
        out += ["## Sources", ""]
        out += [f"[{n}] {title} — {url}" for n, title, url in self.sources]
        out += ["", self.facts_block()]
        return "\n".join(out).rstrip() + "\n"

    def facts_block(self) -> str:
        # Values are written in JSON's flow style, which YAML reads as is: an order of
        # magnitude faster than yaml.safe_dump, and a policy server answers every turn.
        lines = []
        for fact in self.facts:
            entry = fact.as_yaml()
            lines.append(f"- id: {entry.pop('id')}")
            lines += [f"  {k}: {json.dumps(v, ensure_ascii=False)}" for k, v in entry.items()]
        return "```facts\n" + "\n".join(lines) + "\n```"

    def cited(self) -> set[int]:
        ids = {c for _, ss in self.sections for s in ss for c in s.cites}
        ids |= {c for row in self.table for cell in row for c in cell.cites}
        ids |= {c for f in self.facts for c in f.cite}
        return ids
