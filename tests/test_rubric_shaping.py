"""Property tests for group shaping: GAR, the group-relative length penalty, discrepancy
sampling's decision rule."""

from __future__ import annotations

import math

from hypothesis import given, settings
from hypothesis import strategies as st

from rubric.shaping import gar, length_penalty, needs_judge, shape_group

EPS = 1e-6
reward = st.floats(min_value=0.0, max_value=1.0, allow_nan=False)


@st.composite
def groups(draw, min_size=2, max_size=16):
    n = draw(st.integers(min_size, max_size))
    rewards = draw(st.lists(reward, min_size=n, max_size=n))
    gated = draw(st.lists(st.booleans(), min_size=n, max_size=n))
    lengths = draw(st.lists(st.integers(1, 100_000), min_size=n, max_size=n))
    return rewards, gated, lengths


def _mean(xs):
    return sum(xs) / len(xs)


def _spread(xs):
    return max(xs) - min(xs)


@settings(max_examples=150, deadline=None)
@given(groups())
def test_gar_zero_mean_unit_variance_order_and_gate(g):
    rewards, gated, _ = g
    adv = gar(rewards, gated)
    assert len(adv) == len(rewards)
    assert abs(_mean(adv)) < EPS
    var = _mean([a * a for a in adv])
    if any(abs(a) > EPS for a in adv):
        assert abs(var - 1.0) < 1e-6
    # order kept within the gated and within the ungated rollouts
    for i in range(len(adv)):
        for j in range(len(adv)):
            if gated[i] == gated[j] and rewards[i] > rewards[j]:
                assert adv[i] >= adv[j] - EPS
    # every gated rollout at or below the lowest ungated advantage
    ungated = [a for a, gg in zip(adv, gated, strict=True) if not gg]
    if ungated:
        low = min(ungated)
        assert all(a <= low + EPS for a, gg in zip(adv, gated, strict=True) if gg)


@settings(max_examples=100, deadline=None)
@given(st.lists(reward, min_size=2, max_size=16))
def test_gar_without_gates_is_the_z_score(rewards):
    adv = gar(rewards, [False] * len(rewards))
    m = _mean(rewards)
    sd = math.sqrt(_mean([(r - m) ** 2 for r in rewards]))
    if sd <= 1e-9:  # no spread to standardize (gar's own threshold: [0, 1e-9] has sd 5e-10)
        assert adv == [0.0] * len(rewards)
    else:
        assert all(abs(a - (r - m) / sd) < 1e-6 for a, r in zip(adv, rewards, strict=True))


@settings(max_examples=150, deadline=None)
@given(groups())
def test_length_penalty_zero_mean_and_gate_kept(g):
    rewards, gated, lengths = g
    base = gar(rewards, gated)
    adv = length_penalty(base, lengths, gated)
    assert abs(_mean(adv)) < EPS
    ungated = [a for a, gg in zip(adv, gated, strict=True) if not gg]
    if ungated:
        low = min(ungated)
        assert all(a <= low + EPS for a, gg in zip(adv, gated, strict=True) if gg)


@settings(max_examples=100, deadline=None)
@given(groups(), st.integers(1, 100_000))
def test_equal_lengths_change_nothing(g, length):
    rewards, gated, _ = g
    base = gar(rewards, gated)
    adv = length_penalty(base, [length] * len(rewards), gated)
    assert all(abs(a - b) < EPS for a, b in zip(adv, base, strict=True))
    assert shape_group(rewards, gated, [length] * len(rewards)) == base


@settings(max_examples=100, deadline=None)
@given(st.lists(st.floats(0.1, 1.0), min_size=3, max_size=12), st.data())
def test_longer_than_mean_loses_advantage(rewards, data):
    n = len(rewards)
    gated = [False] * n
    base = gar(rewards, gated)
    if all(abs(b) < EPS for b in base):
        return
    i = data.draw(st.integers(0, n - 1))
    lengths = [1000] * n
    lengths[i] = 3000  # one rollout 3x the others: above the group mean
    adv = length_penalty(base, lengths, gated)
    assert adv[i] < base[i] - 1e-3
    others = [j for j in range(n) if j != i]
    # everyone else moves by the same amount (the re-centring), keeping their order
    shifts = {round(adv[j] - base[j], 9) for j in others}
    assert len(shifts) == 1 and next(iter(shifts)) > 0


def test_no_signal_group_stays_zero_whatever_the_lengths():
    assert shape_group([0.5, 0.5, 0.5], [False] * 3, [10, 1000, 5]) == [0.0, 0.0, 0.0]


def test_discrepancy_rule():
    assert not needs_judge([0.9, 0.92, 0.93])
    assert not needs_judge([0.0, 0.0])
    assert not needs_judge([0.7])
    assert needs_judge([0.2, 0.9])
    assert needs_judge([0.0, 0.05])
