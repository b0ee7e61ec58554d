"""A finding: one failure-mode hit with the evidence a human needs to check it."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel


class Finding(BaseModel):
    mode: str  # EA03-… id
    reason: str  # one readable sentence
    sentence: str | None = None  # the report sentence (or facts entry) it is about
    source: list[int] | None = None  # the cited source ids involved
    expected: Any = None  # the ground-truth / evidence value
    found: Any = None  # the value the report gives
    fact_id: str | None = None
    tier: str = "A"
    judge: str | None = None  # which judge produced a Tier-B finding
    weight: float = 1.0  # errors counted toward accuracy (0 for informational findings)

    def brief(self) -> dict[str, Any]:
        out = self.model_dump(exclude_none=True)
        out.pop("weight", None)
        return out
