"""The census meta-evaluation: run the Tier-A checks and a Tier-B judge over a labelled census and
measure them — per-mode recall and precision, control false-rejection, a confusion matrix of
predicted versus labelled modes, and the judge's cost.

Claim cases go through `rubric.claims.check_claims` in one batch (the judge batches them per call);
rollout cases go through `rubric.score.score_rollout`, and a mode counts as predicted there when its
zero-weight metric (`Mode.metric`) fires. Definitions (also in docs/census.md):

- recall(M)    = labelled-M cases whose prediction names M / labelled-M cases
- detected(M)  = labelled-M cases predicted not supported (any mode) / labelled-M cases
- precision(M) = cases predicting M that are labelled M / cases predicting M, over cases of M's
  covering kind (claim modes over claim cases, rollout modes over rollout cases)
- control false-rejection = supported claims predicted not supported / supported claims

A claim the Tier-B judge gives no verdict (it abstains, or its batch answer is missing) is
predicted by Tier A alone and listed under `unjudged_ids`: it is not charged by the judge, and
never counted as judged.
"""

from __future__ import annotations

import time
from collections import Counter, defaultdict
from typing import Any, Literal

from pydantic import BaseModel, Field

from tearsheet_env.census.format import Census, CensusClaim, LineError, RolloutCase

NONE = "none"  # confusion column: no mode predicted (the case was judged supported)
SUPPORTED = "supported"  # confusion row: a supported control
UNATTRIBUTED = "rejected-unattributed"  # predicted not supported but no mode named


class ModeResult(BaseModel):
    cases: int
    recall: float | None
    precision: float | None
    detected: float | None
    kind: Literal["claim", "rollout"]
    tier: Literal["A", "B"] | None = None


class MetaEvalReport(BaseModel):
    judge: str
    cases: int
    claim_cases: int
    rollout_cases: int
    supported_controls: int
    control_false_rejection: float | None
    rollout_control_false_rejection: float | None = None
    tier_a_min_recall: float | None = None
    tier_b_macro_recall: float | None = None
    per_mode: dict[str, ModeResult]
    confusion: dict[str, Any]
    cost: dict[str, float]
    unjudged_claims: int = 0  # claims the Tier-B judge gave no verdict (Tier A alone)
    unjudged_ids: list[str] = Field(default_factory=list)
    skipped_lines: list[LineError] = Field(default_factory=list)


def _ratio(num: int, den: int) -> float | None:
    return num / den if den else None


def _predict_claims(claims: list[CensusClaim], judge: Any) -> list[tuple[bool, set[str], bool]]:
    """(predicted supported, predicted modes, the judge abstained) per claim."""
    from rubric.claims import ClaimCase, Evidence, check_claims

    cases = [
        ClaimCase(
            claim=c.claim,
            target=c.target.model_dump(),
            evidence=[Evidence(**e.model_dump()) for e in c.evidence],
            context=[Evidence(**e.model_dump()) for e in c.context],
            fact_id=c.fact_id,
        )
        for c in claims
    ]
    verdicts = check_claims(cases, judge) if cases else []
    return [(bool(v.supported), set(v.modes), v.abstained) for v in verdicts]


def _predict_rollouts(
    rollouts: list[RolloutCase], mode_metrics: dict[str, str]
) -> list[tuple[bool, set[str]]]:
    from rubric.score import score_rollout

    out: list[tuple[bool, set[str]]] = []
    for case in rollouts:
        # every rollout-level mode is Tier A, so rollouts are scored without the Tier-B judge
        score = score_rollout(case.prompt, case.completion, case.info, tier_b=False)
        fired = {mid for mid, metric in mode_metrics.items() if score.metrics.get(metric, 0) > 0}
        out.append((not fired, fired))
    return out


def evaluate(census: Census, judge: Any) -> MetaEvalReport:
    """Run the checks over every case of `census` and measure them."""
    from rubric.taxonomy import MODES

    taxonomy = {m.id: m for m in MODES}
    start = time.perf_counter()
    claim_preds = _predict_claims(census.claims, judge)
    rollout_preds = _predict_rollouts(census.rollouts, {m.id: m.metric for m in MODES})
    seconds = time.perf_counter() - start

    labelled: list[tuple[str, bool, set[str], bool, set[str]]] = []  # kind, sup, modes, pred...
    for c, (sup, pred, _abstained) in zip(census.claims, claim_preds, strict=True):
        labelled.append(("claim", c.label == "supported", set(c.modes), sup, pred))
    unjudged = [c.id for c, pred in zip(census.claims, claim_preds, strict=True) if pred[2]]
    for r, (sup, pred) in zip(census.rollouts, rollout_preds, strict=True):
        if r.label == "supported":
            # a clean rollout control only counts as rejected when a rollout-kind mode fires
            pred = {m for m in pred if taxonomy.get(m) and taxonomy[m].kind == "rollout"}
            sup = not pred
        labelled.append(("rollout", r.label == "supported", set(r.modes), sup, pred))

    # covering kind per mode: the kind of the cases labelled with it (the taxonomy's when none)
    kinds_seen: dict[str, Counter[str]] = defaultdict(Counter)
    for kind, _sup, modes, _psup, _pred in labelled:
        for m in modes:
            kinds_seen[m][kind] += 1
    mode_ids = list(taxonomy) + sorted(set(kinds_seen) - set(taxonomy))
    covering = {
        m: (kinds_seen[m].most_common(1)[0][0] if kinds_seen[m] else taxonomy[m].kind)
        for m in mode_ids
    }

    per_mode: dict[str, ModeResult] = {}
    for m in mode_ids:
        rows = [row for row in labelled if row[0] == covering[m]]
        pos = [row for row in rows if m in row[2]]
        predicted = [row for row in rows if m in row[4]]
        per_mode[m] = ModeResult(
            cases=len(pos),
            recall=_ratio(sum(m in row[4] for row in pos), len(pos)),
            precision=_ratio(sum(m in row[2] for row in predicted), len(predicted)),
            detected=_ratio(sum(not row[3] for row in pos), len(pos)),
            kind=covering[m],  # type: ignore[arg-type]
            tier=taxonomy[m].tier if m in taxonomy else None,
        )

    controls = [row for row in labelled if row[0] == "claim" and row[1]]
    rollout_controls = [row for row in labelled if row[0] == "rollout" and row[1]]
    tier_a = [r.recall for m, r in per_mode.items() if r.tier == "A" and r.recall is not None]
    tier_b = [r.recall for m, r in per_mode.items() if r.tier == "B" and r.recall is not None]

    matrix: dict[str, Counter[str]] = defaultdict(Counter)
    for _kind, _sup, modes, psup, pred in labelled:
        cols = sorted(pred) or ([NONE] if psup else [UNATTRIBUTED])
        for row_label in sorted(modes) or [SUPPORTED]:
            for col in cols:
                matrix[row_label][col] += 1
    cols_all = sorted({c for row in matrix.values() for c in row} - {NONE, UNATTRIBUTED})
    cols_all += [c for c in (UNATTRIBUTED, NONE) if any(c in row for row in matrix.values())]
    rows_all = [m for m in mode_ids if m in matrix] + ([SUPPORTED] if SUPPORTED in matrix else [])

    cost = {k: float(v) for k, v in dict(getattr(judge, "cost", {}) or {}).items()}
    cost["wall_seconds"] = round(seconds, 3)
    return MetaEvalReport(
        judge=str(getattr(judge, "name", type(judge).__name__)),
        cases=len(labelled),
        claim_cases=len(census.claims),
        rollout_cases=len(census.rollouts),
        supported_controls=len(controls),
        control_false_rejection=_ratio(sum(not row[3] for row in controls), len(controls)),
        rollout_control_false_rejection=_ratio(
            sum(not row[3] for row in rollout_controls), len(rollout_controls)
        ),
        tier_a_min_recall=min(tier_a) if tier_a else None,
        tier_b_macro_recall=sum(tier_b) / len(tier_b) if tier_b else None,
        per_mode=per_mode,
        confusion={
            "rows": rows_all,
            "columns": cols_all,
            "matrix": {r: {c: matrix[r][c] for c in cols_all if matrix[r][c]} for r in rows_all},
        },
        cost=cost,
        unjudged_claims=len(unjudged),
        unjudged_ids=unjudged,
        skipped_lines=census.errors,
    )
