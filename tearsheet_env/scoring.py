"""Re-scoring saved rollouts from their transcripts and task info alone (SPEC §3).

Rows are scored in the groups the live run scored them in — the rollouts of one example — with
the project's vf rubric (`TearsheetRubric.score_states`), so discrepancy sampling makes the same
judge/no-judge decision per group and the rewards match the live run.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any


def _prompt_and_info(row: dict[str, Any]) -> tuple[Any, dict[str, Any]]:
    info = row.get("info")
    info = dict(info) if isinstance(info, dict) else {}
    info.pop("tearsheet_explanation", None)  # the live run's output, not an input
    return row.get("prompt"), info


def rescore_rows(rows: list[dict[str, Any]], reward_mode: str = "eval",
                 judge: Any = "offline") -> list[dict[str, Any]]:
    """One result per row, in row order: index, example_id, reward, metrics, explanation."""
    from rubric.vf_rubric import build_rubric
    from tearsheet_env.env import build_judge

    rubric = build_rubric(reward_mode=reward_mode,  # type: ignore[arg-type]
                          judge=build_judge(judge))
    groups: dict[Any, list[int]] = defaultdict(list)
    for i, row in enumerate(rows):
        groups[row.get("example_id", f"row-{i}")].append(i)
    results: list[dict[str, Any] | None] = [None] * len(rows)
    for members in groups.values():
        states = []
        for i in members:
            prompt, info = _prompt_and_info(rows[i])
            states.append({"prompt": prompt, "completion": rows[i].get("completion"),
                           "info": info})
        scores = rubric.score_states(states)
        shaped = rubric.shaped(scores, states)
        for i, score, adv in zip(members, scores, shaped, strict=True):
            metrics = dict(score.metrics)
            metrics["raw_reward"] = score.reward
            metrics["shaped_advantage"] = adv
            results[i] = {
                "index": i,
                "example_id": rows[i].get("example_id"),
                "reward": adv if reward_mode == "train" else score.reward,
                "metrics": metrics,
                "explanation": score.explanation,
            }
    return [r for r in results if r is not None]
