"""What the corpus says of the rubric: each rollout re-scored by the current rubric, its findings
matched with the readers' verdicts, and the figures issue 22 sets bars on (docs/corpus.md).

A corpus folder holds `rollouts/<id>.json.gz` (one vf-eval results row each, with its style in
`info.play.style`) and `audits/<id>.json` (an `Audit`)."""

from __future__ import annotations

import gzip
import json
import statistics
from collections import defaultdict
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

from tearsheet_env.corpus.audit import Audit, findings_of

CAREFUL = "careful"


class RolloutFigures(BaseModel):
    id: str
    style: str
    company: str
    split: str
    reward: float
    calls: int
    findings: int
    true_error: int = 0
    false_penalty: int = 0
    ambiguous: int = 0
    pending: list[str] = Field(default_factory=list)  # keys of findings no reader audited
    real_errors: int = 0  # upheld findings, and listed errors no upheld finding names
    missed: int = 0  # real errors no finding names


class CorpusFigures(BaseModel):
    rollouts: list[RolloutFigures]
    false_penalty_share: float
    false_penalty_share_by_style: dict[str, float]
    careful_min: float | None
    careful_median: float | None
    # (company, other style, careful reward, other reward) for every company done two ways
    pairs: list[tuple[str, str, float, float]]
    missed_share: float
    pending: int


def corpus_ids(folder: Path) -> list[str]:
    return sorted(p.name.removesuffix(".json.gz") for p in (folder / "rollouts").glob("*.json.gz"))


def load_row(folder: Path, rollout_id: str) -> dict[str, Any]:
    with gzip.open(folder / "rollouts" / f"{rollout_id}.json.gz", "rt", encoding="utf-8") as fh:
        row = json.load(fh)
    row["_corpus_id"] = rollout_id
    return row


def load_audit(folder: Path, rollout_id: str) -> Audit | None:
    path = folder / "audits" / f"{rollout_id}.json"
    return Audit.load(path) if path.is_file() else None


def score_row(row: dict[str, Any]) -> Any:
    from rubric.score import score_rollout

    return score_rollout(row.get("prompt"), row.get("completion"), row.get("info"))


def _caught(missed: Any, true_errors: list[dict[str, Any]], copied: list[str] = ()) -> bool:
    """Whether a finding the readers called a true error names a missed error: the same fact,
    the same table cell (its company and column) or the same sentence; or, for a sentence, the
    score charges it as copied from its page (`copied` in the explanation: P_format)."""
    ref = " ".join(missed.ref.split())
    if missed.unit == "sentence" and len(ref) > 12 and any(
            ref in c or c in ref for c in (" ".join(x.split()) for x in copied)):
        return True
    for f in true_errors:
        sentence = " ".join(str(f.get("sentence") or "").split())
        if missed.unit == "fact" and f.get("fact_id") == ref:
            return True
        if missed.unit == "cell" and " / " in ref:
            company, column = (x.strip() for x in ref.split(" / ", 1))
            if company and company in sentence and column in str(f.get("reason") or ""):
                return True
        if missed.unit == "sentence" and len(ref) > 12 and (ref in sentence or sentence
                                                            and sentence in ref):
            return True
    return False


def rollout_figures(folder: Path, rollout_id: str) -> tuple[RolloutFigures, list[dict[str, Any]]]:
    row = load_row(folder, rollout_id)
    score = score_row(row)
    findings = findings_of(score.explanation)
    audit = load_audit(folder, rollout_id)
    verdicts = audit.verdicts if audit else {}
    info = row.get("info") or {}
    fig = RolloutFigures(
        id=rollout_id, style=str((info.get("play") or {}).get("style") or "unknown"),
        company=str(info.get("name") or ""), split=str(info.get("split") or ""),
        reward=score.reward, calls=int(score.metrics.get("beh/websearch_calls", 0)
                                       + score.metrics.get("beh/fetch_calls", 0)),
        findings=len(findings))
    true_errors: list[dict[str, Any]] = []
    for f in findings:
        v = verdicts.get(f["key"])
        if v is None:
            fig.pending.append(f["key"])
            continue
        setattr(fig, v.verdict, getattr(fig, v.verdict) + 1)
        if v.verdict == "true_error":
            true_errors.append(f)
    # a real error is a finding the readers upheld, or one they listed that no upheld finding
    # names
    copied = score.explanation.get("copied", [])
    missed = [m for m in (audit.missed if audit else []) if not _caught(m, true_errors, copied)]
    fig.missed = len(missed)
    fig.real_errors = len(true_errors) + fig.missed
    return fig, findings


def corpus_figures(folder: Path) -> CorpusFigures:
    rows = [rollout_figures(folder, rid)[0] for rid in corpus_ids(folder)]
    by_style: dict[str, list[RolloutFigures]] = defaultdict(list)
    for r in rows:
        by_style[r.style].append(r)

    def share(rs: list[RolloutFigures]) -> float:
        n = sum(r.findings for r in rs)
        return sum(r.false_penalty for r in rs) / n if n else 0.0

    careful = [r.reward for r in by_style.get(CAREFUL, [])]
    careful_of = {r.company: r.reward for r in by_style.get(CAREFUL, [])}
    pairs = [(r.company, r.style, careful_of[r.company], r.reward) for r in rows
             if r.style != CAREFUL and r.company in careful_of]
    real = sum(r.real_errors for r in rows)
    return CorpusFigures(
        rollouts=rows, false_penalty_share=share(rows),
        false_penalty_share_by_style={s: share(rs) for s, rs in sorted(by_style.items())},
        careful_min=min(careful) if careful else None,
        careful_median=statistics.median(careful) if careful else None,
        pairs=pairs, missed_share=sum(r.missed for r in rows) / real if real else 0.0,
        pending=sum(len(r.pending) for r in rows))
