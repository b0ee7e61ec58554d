"""Rubric test support: run a scripted policy against the real world tools in-process and get
the transcript (prompt, completion, info) the rubric scores — the same messages vf-eval keeps."""

from __future__ import annotations

from typing import Any

from tearsheet_env.dataset import task_rows
from tearsheet_env.world.difficulty import rollout


def eval_rows(world: Any, n: int) -> list[dict[str, Any]]:
    return task_rows(world, split="eval", num_examples=n)


_CACHE: dict[tuple[str, int], tuple[list[dict], list[dict], dict]] = {}


def transcript(policy_name: str, index: int = 0) -> tuple[list[dict], list[dict], dict]:
    """The transcript of `policy_name` on the index-th eval task of the default world (cached
    per process: the world and its search index load once)."""
    key = (policy_name, index)
    if key not in _CACHE:
        from tearsheet_env.world import load_world

        world = load_world()
        row = eval_rows(world, index + 1)[index]
        _CACHE[key] = rollout(policy_name, row, world)
    p, c, info = _CACHE[key]
    return list(p), [dict(m) for m in c], dict(info)


def with_report(completion: list[dict], text: str) -> list[dict]:
    """The same transcript with the final report replaced."""
    out = [dict(m) for m in completion]
    out[-1] = {**out[-1], "content": text}
    return out
