"""The tearsheet contract, read from `agent_runtime/` — the one source of the section list and
the fact inventory. Nothing else in the project keeps a second copy."""

from __future__ import annotations

import functools
from importlib import resources
from pathlib import Path
from typing import Literal

import yaml
from pydantic import BaseModel, ConfigDict

ValueType = Literal["year", "money", "count", "percent", "person", "date", "text", "list", "table"]


class FactSpec(BaseModel):
    model_config = ConfigDict(frozen=True)
    id: str
    type: ValueType
    description: str = ""
    dated: bool = False
    blank_ok: bool = False


class SectionSpec(BaseModel):
    model_config = ConfigDict(frozen=True)
    name: str
    key: str
    aliases: tuple[str, ...] = ()
    facts: tuple[FactSpec, ...] = ()


class TableSpec(BaseModel):
    model_config = ConfigDict(frozen=True)
    columns: tuple[str, ...]
    blank_ok: dict[str, tuple[str, ...]]
    blank_markers: tuple[str, ...]


class Contract(BaseModel):
    model_config = ConfigDict(frozen=True)
    version: int
    sections: tuple[SectionSpec, ...]
    comparables_table: TableSpec
    fact_statuses: tuple[str, ...]

    @property
    def section_names(self) -> list[str]:
        return [s.name for s in self.sections]

    @functools.cached_property
    def facts(self) -> dict[str, FactSpec]:
        return {f.id: f for s in self.sections for f in s.facts}

    @functools.cached_property
    def fact_section(self) -> dict[str, str]:
        return {f.id: s.name for s in self.sections for f in s.facts}


def runtime_dir() -> Path:
    """The agent_runtime/ folder: inside the installed wheel, or beside the source checkout."""
    packaged = Path(str(resources.files("tearsheet_env"))) / "_agent_runtime"
    if packaged.is_dir():
        return packaged
    checkout = Path(__file__).resolve().parent.parent / "agent_runtime"
    if checkout.is_dir():
        return checkout
    raise FileNotFoundError(
        f"agent_runtime/ not found (looked in {packaged} and {checkout}); reinstall tearsheet-env"
    )


def read_runtime_text(relative: str) -> str:
    return (runtime_dir() / relative).read_text(encoding="utf-8")


@functools.cache
def load_contract() -> Contract:
    return Contract.model_validate(yaml.safe_load(read_runtime_text("required_facts.yaml")))


INVENTORY_BEGIN = "<!-- fact-inventory:begin (generated from required_facts.yaml) -->"
INVENTORY_END = "<!-- fact-inventory:end -->"


def render_fact_inventory(contract: Contract) -> str:
    """The fact inventory as the markdown checklist embedded in the section-completeness
    skill; regenerate it with `tearsheet-env contract sync-skill` after editing the YAML."""
    lines = [INVENTORY_BEGIN]
    for number, section in enumerate(contract.sections, start=1):
        lines.append(f"\n### {number}. {section.name}\n")
        for fact in section.facts:
            notes = [fact.type]
            if fact.dated:
                notes.append("needs as_of")
            if fact.blank_ok:
                notes.append("may be not_disclosed")
            lines.append(f"- [ ] `{fact.id}` ({', '.join(notes)}) — {fact.description}")
    table = contract.comparables_table
    lines.append(
        f"\nComparables table columns: {' | '.join(table.columns)}. Cells that may stay blank"
        f" (`—`) when undisclosed: target {', '.join(table.blank_ok['target'])};"
        f" peers {', '.join(table.blank_ok['peers'])}."
    )
    lines.append(INVENTORY_END)
    return "\n".join(lines)


def sync_skill_inventory() -> Path:
    path = runtime_dir() / "skills" / "section-completeness" / "SKILL.md"
    text = path.read_text(encoding="utf-8")
    head, _, rest = text.partition(INVENTORY_BEGIN)
    _, _, tail = rest.partition(INVENTORY_END)
    path.write_text(head + render_fact_inventory(load_contract()) + tail, encoding="utf-8")
    return path
