"""Re-scoring saved rollouts from their transcripts and task info alone (SPEC §3).

Rows are scored in the groups the live run scored them in — the rollouts of one example — with
the project's vf rubric (`TearsheetRubric.score_states`), so discrepancy sampling makes the same
judge/no-judge decision per group and the rewards match the live run.

An LLM judge (`JudgeClient`, live or in batch mode) reads the whole run at once: a first pass
records every claim the groups would send, one `judge` call takes them all (so its batches mix
companies, in the seeded order of `rubric.judge_batch.batch_plan`), and the groups are then
scored from those verdicts.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from rubric.claim_types import ClaimCase, ClaimVerdict


class _ClaimRecorder:
    """A judge that only records the claims it is asked (first pass); every claim abstains."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.cases: list[ClaimCase] = []

    def judge(self, cases: list[ClaimCase]) -> list[ClaimVerdict | None]:
        self.cases.extend(cases)
        return [None] * len(cases)


class _KnownVerdicts:
    """A judge that answers from verdicts already given for these claims (second pass)."""

    def __init__(self, name: str, cases: list[ClaimCase],
                 verdicts: list[ClaimVerdict | None]) -> None:
        from rubric.judge_specs import cache_key

        self.name = name
        self._key = lambda case: cache_key("", case)
        self._verdicts = {self._key(c): v for c, v in zip(cases, verdicts, strict=True)}

    def judge(self, cases: list[ClaimCase]) -> list[ClaimVerdict | None]:
        return [self._verdicts.get(self._key(c)) for c in cases]


def _prompt_and_info(row: dict[str, Any]) -> tuple[Any, dict[str, Any]]:
    info = row.get("info")
    info = dict(info) if isinstance(info, dict) else {}
    info.pop("tearsheet_explanation", None)  # the live run's output, not an input
    return row.get("prompt"), info


def rescore_rows(rows: list[dict[str, Any]], reward_mode: str = "eval",
                 judge: Any = "offline") -> list[dict[str, Any]]:
    """One result per row, in row order: index, example_id, reward, metrics, explanation.
    `judge`: "offline", an endpoint {base_url, model, key_var}, or a judge object."""
    from rubric.judge_client import JudgeClient
    from tearsheet_env.env import build_judge

    judge = build_judge(judge) if isinstance(judge, (str, dict)) else judge
    if isinstance(judge, JudgeClient):
        recorder = _ClaimRecorder(judge.name)
        _score(rows, reward_mode, recorder)
        try:
            verdicts = judge.judge(recorder.cases)
        except Exception:  # noqa: BLE001 - a broken judge abstains; Tier A still scores
            verdicts = [None] * len(recorder.cases)
        judge = _KnownVerdicts(judge.name, recorder.cases, verdicts)
    return _score(rows, reward_mode, judge)


def _score(rows: list[dict[str, Any]], reward_mode: str, judge: Any) -> list[dict[str, Any]]:
    from rubric.vf_rubric import build_rubric

    rubric = build_rubric(reward_mode=reward_mode, judge=judge)  # type: ignore[arg-type]
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
