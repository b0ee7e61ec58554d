"""A finding: one failure-mode hit with the evidence a human needs to check it."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel

# The accuracy pool a finding is charged in (docs/reward.md, "Accuracy"): "strict" for the
# facts block (a fact's value, citations and as_of), the comparables table's cells and an
# invented grave event about the company, each error keeping 60% of A_strict; "prose" for every
# other finding, charged in proportion to the report's checked sentences.
Pool = Literal["strict", "prose"]


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
    pool: Pool = "prose"  # set where the finding is made

    def brief(self) -> dict[str, Any]:
        out = self.model_dump(exclude_none=True)
        out.pop("weight", None)
        return out
