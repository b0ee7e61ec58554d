"""The scorer's memo caches: every one is declared world- or rollout-keyed, and emptying them
never changes a score (a cached value that a caller mutated, or a key that misses an input the
result depends on, would show here as a difference)."""

from __future__ import annotations

import importlib
import json

import pytest
from tearsheet_testkit.rubric_support import transcript

from rubric import memo
from rubric.score import score_rollout

HOT_PATH_MODULES = ["rubric.tier_a", "rubric.values", "rubric.transcript", "rubric.world_index",
                    "rubric.offline_judge", "rubric.claims", "rubric.gate", "rubric.notes",
                    "rubric.score",
                    "rubric.report.parser", "rubric.report.facts_yaml",
                    "rubric.registry"]
POLICIES = ["oracle", "fabricated_numbers", "stale_facts", "homonym_facts", "cite_unread",
            "citation_spam", "filled_blanks", "hedged_claims"]


def test_every_bounded_cache_on_the_hot_path_is_registered():
    modules = [importlib.import_module(name) for name in HOT_PATH_MODULES]
    registered = {id(c) for kind in ("world", "rollout") for c in memo.registered(kind)}
    unregistered = []
    for module in modules:
        for attr, value in vars(module).items():
            params = getattr(value, "cache_parameters", None)
            # functools.cache (no bound) holds process constants: contracts, specs, loaders
            if params is not None and params()["maxsize"] is not None and \
                    id(value) not in registered:
                unregistered.append(f"{module.__name__}.{attr}")
    assert unregistered == []


def _scores() -> list[str]:
    out = []
    for i, policy in enumerate(POLICIES):
        p, c, info = transcript(policy, i % 3)
        out.append(json.dumps(score_rollout(p, c, info).model_dump(), sort_keys=True))
    return out


def test_emptying_caches_never_changes_a_score():
    memo.clear()
    cold = _scores()
    warm = _scores()
    memo.clear("rollout")
    new_rollouts = _scores()
    assert warm == cold
    assert new_rollouts == cold
    assert any('"EA03-' in s for s in cold)  # the red team's findings are part of what matched


def test_clear_and_register_refuse_unknown_kinds():
    with pytest.raises(ValueError, match="keyed_by"):
        memo.register("session", memo.registered("world")[0])  # type: ignore[arg-type]
    with pytest.raises(KeyError):
        memo.clear("session")  # type: ignore[arg-type]


def test_identity_memo_answers_by_object_not_by_value():
    calls: list[int] = []

    @memo.memo_by_identity("world", 2)
    def total(values: list[int]) -> int:
        calls.append(1)
        return sum(values)

    a, b = [1, 2], [1, 2]
    assert total(a) == 3 and total(a) == 3 and len(calls) == 1  # the same object: one reading
    assert total(b) == 3 and len(calls) == 2  # an equal but distinct object is read anew
    total([5])  # the memo is full: it empties, then holds this one
    assert total(a) == 3 and len(calls) == 4
    memo.clear("world")
    assert total(a) == 3 and len(calls) == 5


def test_identity_memo_of_several_objects_keys_by_each():
    calls: list[int] = []

    @memo.memo_by_identity("world", 8)
    def joined(left: list[int], right: list[int]) -> list[int]:
        calls.append(1)
        return left + right

    a, b = [1], [2]
    assert joined(a, b) == [1, 2] and joined(a, b) == [1, 2] and len(calls) == 1
    assert joined(b, a) == [2, 1] and len(calls) == 2  # the same objects, another order
    assert joined(a, [2]) == [1, 2] and len(calls) == 3  # an equal but distinct object
