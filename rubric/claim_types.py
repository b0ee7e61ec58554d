"""Claim-level data that crosses the judge boundary (the census reads the same shapes)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field


class Evidence(BaseModel):
    source_id: int
    url: str = ""
    text: str = ""
    status: str = "fetched"
    date: str | None = None


class ClaimCase(BaseModel):
    claim: str
    target: dict[str, Any] = Field(default_factory=dict)  # {"name", "website"}
    evidence: list[Evidence] = Field(default_factory=list)
    context: list[Evidence] = Field(default_factory=list)
    fact_id: str | None = None
    section: str | None = None  # the report section the claim sits in, when known
    world: dict[str, Any] | None = None  # the task's world spec ({"seed", "companies"}), if any
    # the company the claim is about where its own words name none: a sentence opening with a
    # pronoun continues the one before it ("It was started in 2013" after a rival's sentence)
    subject: str | None = None
    # figures the claim names as an earlier cited sentence's ("older than the 486 count"): a
    # reference, no value of its own
    refers_back: list[str] = Field(default_factory=list)


class ClaimVerdict(BaseModel):
    supported: bool
    modes: list[str] = Field(default_factory=list)
    reasons: list[str] = Field(default_factory=list)
    judge: str | None = None
    # the Tier-B judge gave no verdict (it abstained, or a batch answer is missing): `modes`
    # are Tier A's alone, and the claim is reported as unjudged, never as judged supported
    abstained: bool = False
