"""Data model of the closed world: companies with ground truth, documents with assertion lists.

A world on disk is a folder: `manifest.json` (generator version, seed, size, content hash),
`companies.jsonl` (one `Company` a line) and `documents.jsonl` (one `Document` a line) — the
content the hash covers — plus what serving reads: `store.sqlite` (the same lines, keyed for
lookups; `page_store.py`) and `search-index/` (`tools/search_index.py`).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

Modality = Literal["stated", "reported", "rumored", "planned"]
Access = Literal["ok", "paywalled", "dead"]


class Assertion(BaseModel):
    """One fact a document states. `subject` is the company the fact is about (a homonym's page
    asserts facts of the homonym, not of the target); `correct` is whether the value equals
    the subject's current ground truth (world-now; for a list, every item is a true item) and
    the modality is stated or reported — a stale page is honest about its `as_of` yet not
    correct now, and rumored or planned statements are never correct. `as_of` is the date the
    value held: the page's date, or the date of the event the value belongs to (a round, a
    fiscal year, a market estimate). See `tearsheet_env.world` for the value conventions."""

    fact_id: str
    subject: str
    value: Any
    as_of: str | None = None
    modality: Modality = "stated"
    correct: bool = True
    sentence: str = ""  # the realized sentence of the document text that states it


class Document(BaseModel):
    id: str
    url: str
    title: str
    kind: str
    date: str  # ISO YYYY-MM-DD
    company_id: str | None  # primary subject, None for multi-company pages (market reports)
    text: str
    access: Access = "ok"
    assertions: list[Assertion] = Field(default_factory=list)
    # [start, end) character spans of site chrome (navigation, cookie notice, related links,
    # footer) in `text`; realism statistics leave them out
    boilerplate: list[tuple[int, int]] = Field(default_factory=list)
    # the hard case this page realizes (a key of `Company.hard_cases`), None for a normal page
    hard_case: str | None = None
    # the url of the story this page republishes (a syndicated copy), None for an original
    syndicated_from: str | None = None


class Company(BaseModel):
    id: str
    name: str
    website: str
    sector: str
    split: Literal["train", "eval"]
    truth: dict[str, Any]  # fact_id -> current true value (None when undisclosed)
    undisclosed: list[str] = Field(default_factory=list)  # fact ids no document discloses
    hard_cases: list[str] = Field(default_factory=list)
    details: dict[str, Any] = Field(default_factory=dict)  # rounds, history, products, events


class Manifest(BaseModel):
    generator_version: str
    seed: int
    companies: int
    documents: int
    content_hash: str
    build_seconds: float
