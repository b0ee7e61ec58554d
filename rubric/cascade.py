"""The judge cascade (issue 24, docs/census.md "The cascade"), an LLM judge's `mode: cascade`:
the deterministic offline matcher decides every claim it can, and the LLM judge decides the
claims it abstains on — those none of whose key values (nor half of whose words) its cited
excerpts hold, where a rule would only guess. Without an LLM judge those claims are not
charged, and the rollout's explanation counts them (`judge.abstained`). The LLM judge thus
reads a few claims a rollout instead of all of them, and never overrules the matcher; the
default mode (`all`) lets it judge every claim, which the measured figures favour."""

from __future__ import annotations

from typing import Any


class Cascade:
    reads_every_claim = True  # the matcher is cheap: no per-rollout claim budget

    def __init__(self, first: Any, second: Any) -> None:
        self.first, self.second = first, second
        self.name = f"{first.name}+{second.name}"

    @property
    def cost(self) -> dict[str, float]:
        a, b = getattr(self.first, "cost", {}), getattr(self.second, "cost", {})
        return {k: float(a.get(k, 0)) + float(b.get(k, 0)) for k in {*a, *b}}

    def judge(self, cases: list[Any]) -> list[Any]:
        out = list(self.first.judge(cases))
        undecided = [i for i, v in enumerate(out) if v is None]
        if undecided:
            for i, v in zip(undecided, self.second.judge([cases[i] for i in undecided]),
                            strict=True):
                out[i] = v
        return out
