"""The census file format (SPEC §9): one JSON object a line.

Claim lines carry a claim, its target, the evidence it cites, optional context (sources read but
not cited), a label and the modes it exhibits. Rollout lines (`"kind": "rollout"`) live in the same
file and carry a whole transcript with one known defect, for the modes no single claim can show.
Reading is total: a malformed line is reported with its line number and skipped.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

Status = Literal["fetched", "search_only", "failed", "paywalled"]
Label = Literal["supported", "not_supported"]


class CensusEvidence(BaseModel):
    model_config = ConfigDict(extra="ignore")
    source_id: int
    url: str
    text: str
    status: Status = "fetched"
    date: str | None = None  # optional extension: the page's date, when known


class CensusTarget(BaseModel):
    model_config = ConfigDict(extra="ignore")
    name: str
    website: str


class CensusClaim(BaseModel):
    """One labelled claim (SPEC §9)."""

    model_config = ConfigDict(extra="ignore")
    kind: Literal["claim"] = "claim"
    id: str
    claim: str
    target: CensusTarget
    evidence: list[CensusEvidence]
    context: list[CensusEvidence] = Field(default_factory=list)
    label: Label
    modes: list[str] = Field(default_factory=list)
    fact_id: str | None = None

    @model_validator(mode="after")
    def _label_matches_modes(self) -> CensusClaim:
        if self.label == "not_supported" and not self.modes:
            raise ValueError("a not_supported claim needs at least one mode")
        if self.label == "supported" and self.modes:
            raise ValueError("a supported claim carries no modes")
        return self


class RolloutCase(BaseModel):
    """One transcript with a known defect (`modes`), or a clean control (`label: supported`).
    `transcript` is the OpenAI message list (prompt then completion); `info` is the task info the
    environment gives the rubric; `prompt_len` splits the transcript into prompt and completion."""

    model_config = ConfigDict(extra="ignore")
    kind: Literal["rollout"]
    id: str
    transcript: list[dict[str, Any]]
    prompt_len: int = 2
    info: dict[str, Any]
    label: Label
    modes: list[str] = Field(default_factory=list)

    @model_validator(mode="after")
    def _check(self) -> RolloutCase:
        if not 0 <= self.prompt_len <= len(self.transcript):
            raise ValueError("prompt_len outside the transcript")
        if self.label == "not_supported" and not self.modes:
            raise ValueError("a defective rollout case needs at least one mode")
        return self

    @property
    def prompt(self) -> list[dict[str, Any]]:
        return self.transcript[: self.prompt_len]

    @property
    def completion(self) -> list[dict[str, Any]]:
        return self.transcript[self.prompt_len :]


CensusCase = CensusClaim | RolloutCase


class LineError(BaseModel):
    line: int
    error: str


class Census(BaseModel):
    claims: list[CensusClaim] = Field(default_factory=list)
    rollouts: list[RolloutCase] = Field(default_factory=list)
    errors: list[LineError] = Field(default_factory=list)


def parse_line(text: str) -> CensusCase:
    """One census line to a case; raises ValueError with a short reason."""
    try:
        obj = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(f"not JSON: {exc.msg} at column {exc.colno}") from None
    if not isinstance(obj, dict):
        raise ValueError(f"expected a JSON object, got {type(obj).__name__}")
    model = RolloutCase if obj.get("kind") == "rollout" else CensusClaim
    try:
        return model.model_validate(obj)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "line"
        raise ValueError(f"{where}: {first['msg']}") from None


def read_census(path: Path, known_modes: set[str] | None = None) -> Census:
    """Read a census file; malformed lines (and lines naming unknown modes, when `known_modes` is
    given) are recorded in `errors` with their 1-based line numbers and skipped."""
    census = Census()
    with path.open("r", encoding="utf-8", errors="replace") as fh:
        for lineno, raw in enumerate(fh, start=1):
            if not raw.strip():
                continue
            try:
                case = parse_line(raw)
                unknown = [m for m in case.modes
                           if known_modes is not None and m not in known_modes]
                if unknown:
                    raise ValueError(f"modes: unknown mode id(s) {', '.join(unknown)}")
            except ValueError as exc:
                census.errors.append(LineError(line=lineno, error=str(exc)))
                continue
            if isinstance(case, RolloutCase):
                census.rollouts.append(case)
            else:
                census.claims.append(case)
    return census


def write_census(path: Path, cases: list[CensusCase]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8") as fh:
        for case in cases:
            data = case.model_dump(mode="json")
            if isinstance(case, CensusClaim):
                data.pop("kind")  # claim lines are exactly the SPEC §9 shape
            fh.write(json.dumps(data, ensure_ascii=False, sort_keys=False) + "\n")
