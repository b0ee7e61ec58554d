"""The parsed form of a tearsheet report: what the parser returns and the rubric reads."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, Field


@dataclass(slots=True)
class Claim:
    """One sentence or table row. A plain dataclass, not a model: a padded report can hold
    tens of thousands of claims, and building each as a validated model would dominate the
    parse. Section, FactEntry, Retraction and SourceEntry are dataclasses for the same reason;
    pydantic serializes them inside `ParsedReport` like model fields."""

    text: str  # the sentence (or table row) with its citation markers removed
    citations: list[int] = field(default_factory=list)
    line: int = 0  # 1-based line of the report where the sentence starts


@dataclass(slots=True)
class Section:
    name: str  # canonical section name from the contract
    heading: str  # raw heading text as written
    index: int  # position of the section in the contract's order (0-based)
    level: int = 2  # markdown heading level it was written with
    line: int = 0
    claims: list[Claim] = field(default_factory=list)


@dataclass(slots=True)
class FactEntry:
    id: str
    value: Any = None
    as_of: str | None = None
    cite: list[int] = field(default_factory=list)
    status: str | None = None


@dataclass(slots=True)
class Retraction:
    id: str
    reason: str = ""


@dataclass(slots=True)
class SourceEntry:
    n: int
    title: str = ""
    url: str = ""


class ParsedReport(BaseModel):
    title: str | None = None
    sections: list[Section] = Field(default_factory=list)
    missing_sections: list[str] = Field(default_factory=list)
    duplicate_sections: list[str] = Field(default_factory=list)
    out_of_order: bool = False
    unknown_headings: list[str] = Field(default_factory=list)
    unsectioned_claims: list[Claim] = Field(default_factory=list)
    # headings that are no section (a title, sub-headings, unknown headings) and comment lines
    # of the facts and retractions blocks: text a writer may use as a label; Tier A reads each
    # as a sentence unless it is one (docs/reward.md, "Every part of the report is read")
    labels: list[Claim] = Field(default_factory=list)
    table: list[dict[str, str]] | None = None  # Comparable Companies rows keyed by column
    table_columns: list[str] = Field(default_factory=list)  # the header as written
    facts: list[FactEntry] = Field(default_factory=list)
    facts_error: str | None = None
    retractions: list[Retraction] = Field(default_factory=list)
    retractions_error: str | None = None
    sources: list[SourceEntry] = Field(default_factory=list)
    citations: list[int] = Field(default_factory=list)
    errors: list[str] = Field(default_factory=list)

    def section(self, name: str) -> Section | None:
        """The first occurrence of a canonical section, or None."""
        return next((s for s in self.sections if s.name == name), None)

    def fact(self, fact_id: str) -> FactEntry | None:
        return next((f for f in self.facts if f.id == fact_id), None)

    @property
    def claims(self) -> list[Claim]:
        return [c for s in self.sections for c in s.claims]
