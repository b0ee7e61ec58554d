"""Group shaping: discrepancy sampling, GAR (gate-aware advantage redistribution) and the
group-relative length penalty. Pure functions over lists of floats; the equations are in
docs/reward.md.

GAR.  s_i = r_i for ungated rollouts; for gated ones s_i = min(r_i, m_U − δ) where m_U is the
lowest ungated reward and δ the gate margin. A_i = (s_i − mean(s)) / std(s) when std(s) > ε,
else 0. The clamp is monotone, so order is kept within each class; every gated rollout ends up
below every ungated one; the standardization makes the group zero-mean and unit-variance.

Length penalty.  Over the ungated set U with mean length L̄: p_i = λ · min(1, max(0, L_i/L̄ − 1))
for i ∈ U, 0 otherwise; A'_i = A_i − p_i + mean_U(p) on U (zero-sum on U), gated ones are
clamped below the new ungated minimum again and the whole group is re-centred.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

EPS = 1e-9


def reward_spread(rewards: Sequence[float]) -> float:
    return (max(rewards) - min(rewards)) if rewards else 0.0


def needs_judge(tier_a_rewards: Sequence[float], threshold: float = 0.05) -> bool:
    """Dynamic discrepancy sampling: a group whose Tier-A rewards span less than `threshold`
    carries no signal, so the judge is skipped for all of it."""
    return len(tier_a_rewards) > 1 and reward_spread(tier_a_rewards) >= threshold


def _mean(xs: Sequence[float]) -> float:
    return sum(xs) / len(xs) if xs else 0.0


def _std(xs: Sequence[float]) -> float:
    m = _mean(xs)
    return math.sqrt(sum((x - m) ** 2 for x in xs) / len(xs)) if xs else 0.0


def gar(rewards: Sequence[float], gated: Sequence[bool], gate_margin: float = 0.01) -> list[float]:
    """Gate-aware advantage redistribution: zero-mean, unit-variance (when there is spread),
    order-preserving within gated and ungated rollouts, gated strictly below ungated."""
    n = len(rewards)
    if n == 0:
        return []
    ungated = [r for r, g in zip(rewards, gated, strict=True) if not g]
    floor = min(ungated) - gate_margin if ungated else math.inf
    s = [min(r, floor) if g else r for r, g in zip(rewards, gated, strict=True)]
    sd = _std(s)
    if sd <= EPS:
        return [0.0] * n
    m = _mean(s)
    return [(x - m) / sd for x in s]


def length_penalty(advantages: Sequence[float], lengths: Sequence[float], gated: Sequence[bool],
                   coef: float = 0.5, gate_margin: float = 0.01) -> list[float]:
    """Group-relative length penalty applied to GAR advantages (see module docstring). A group
    without reward spread stays all-zero: length alone is not a training signal."""
    n = len(advantages)
    adv = list(advantages)
    if n == 0 or all(abs(a) <= EPS for a in adv):
        return adv
    idx = [i for i in range(n) if not gated[i]]
    if len(idx) < 2:
        return adv
    mean_len = _mean([float(lengths[i]) for i in idx])
    if mean_len <= 0:
        return adv
    pen = {i: coef * min(1.0, max(0.0, float(lengths[i]) / mean_len - 1.0)) for i in idx}
    mp = _mean(list(pen.values()))
    if max(pen.values()) <= EPS:
        return adv
    for i in idx:
        adv[i] = adv[i] - pen[i] + mp
    low = min(adv[i] for i in idx)
    ordered_gated = [i for i in range(n) if gated[i]]
    if ordered_gated:
        # keep gated below the (possibly lowered) ungated minimum with a monotone shift
        top = max(adv[i] for i in ordered_gated)
        if top > low - gate_margin:
            shift = top - (low - gate_margin)
            for i in ordered_gated:
                adv[i] -= shift
    m = _mean(adv)
    return [a - m for a in adv]


def shape_group(rewards: Sequence[float], gated: Sequence[bool], lengths: Sequence[float],
                length_coef: float = 0.5) -> list[float]:
    """GAR followed by the length penalty: the training signal of one group."""
    return length_penalty(gar(rewards, gated), lengths, gated, coef=length_coef)
