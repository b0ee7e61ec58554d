"""The verifiers 0.3.1 (classic) rubric: group scoring with discrepancy sampling, GAR and the
group-relative length penalty (docs/reward.md).

`score_group` (what classic environments call for a group of rollouts of one prompt):
1. Tier A for every rollout (`rubric.score.prepare`);
2. discrepancy sampling (on by default in train mode only): if max − min of the Tier-A rewards
   is < 0.05 the judge is skipped for the whole group (counted in `stats["groups_skipped"]`,
   marked `judge/skipped` = 1) and the group carries no signal (every shaped advantage is 0).
   Eval mode judges every group, so an eval reward never depends on which rollouts shared its
   group and `tearsheet-env score` reproduces it row by row;
3. otherwise one batched judge call over every claim of the group; final rewards;
4. `reward_mode="eval"`: `state["reward"]` is the raw reward R, `state["advantage"]` = R − mean.
   `reward_mode="train"`: the shaped signal A = length_penalty(GAR(R)) is written to
   `state["advantage"]` and to every trajectory step's advantage, and `state["reward"]` is A
   as well (zero-mean per group, so a trainer that subtracts the group mean — prime-rl's default
   — recovers A exactly). The raw reward stays in `metrics["raw_reward"]`.
`score_rollout` (single rollouts, `independent_scoring`) scores a group of one.

Every component and every failure mode is a metric; the explanation goes to
`state["tearsheet_explanation"]` (and `info["tearsheet_explanation"]`, so vf-eval saves it).
"""

from __future__ import annotations

import asyncio
import threading
from typing import Any, Literal

import verifiers as vf

from rubric import score as S
from rubric.shaping import needs_judge, shape_group

DISCREPANCY_THRESHOLD = 0.05
RewardMode = Literal["eval", "train"]


def _plain(messages: Any) -> Any:
    """verifiers hands the rubric pydantic message objects; the scorer reads plain dicts."""
    if not isinstance(messages, list):
        return messages
    out = []
    for m in messages:
        dump = getattr(m, "model_dump", None)
        out.append(m if isinstance(m, dict) or not callable(dump) else dump(exclude_none=True))
    return out


def _completion_chars(completion: Any) -> int:
    if isinstance(completion, str):
        return len(completion)
    total = 0
    for m in completion or []:
        if isinstance(m, dict) and m.get("role") == "assistant":
            c = m.get("content")
            total += len(c) if isinstance(c, str) else 0
            total += sum(len(str(tc)) for tc in m.get("tool_calls") or [])
    return total


class TearsheetRubric(vf.Rubric):
    def __init__(self, reward_mode: RewardMode = "eval", judge: Any = None,
                 discrepancy_threshold: float = DISCREPANCY_THRESHOLD,
                 length_coef: float = 0.5, discrepancy_sampling: bool | None = None) -> None:
        if reward_mode not in ("eval", "train"):
            raise ValueError(f"reward_mode must be 'eval' or 'train', not {reward_mode!r}")
        super().__init__(funcs=[], weights=[])
        self.reward_mode = reward_mode
        self.judge = judge if judge is not None else S.default_judge()
        self.discrepancy_threshold = discrepancy_threshold
        self.discrepancy_sampling = (reward_mode == "train" if discrepancy_sampling is None
                                     else discrepancy_sampling)
        self.length_coef = length_coef
        self.stats = {"groups": 0, "groups_skipped": 0, "judge_calls": 0, "claims_judged": 0}
        self._stats_lock = threading.Lock()

    # verifiers asks these to decide how to schedule rollouts
    @property
    def has_group_rewards(self) -> bool:
        return True

    @property
    def has_advantages(self) -> bool:
        return self.reward_mode == "train"

    def _get_reward_func_names(self) -> list[str]:
        return ["tearsheet_reward"]

    # ---- scoring ------------------------------------------------------------------------
    def score_states(self, states: list[dict[str, Any]]) -> list[S.RolloutScore]:
        """Group scoring without the verifiers state plumbing (sync; also used by tests)."""
        prepared = [S.prepare(_plain(st.get("prompt")), _plain(st.get("completion")),
                              st.get("info") or {}) for st in states]
        tier_a = [p.tier_a_reward for p in prepared]
        run_judge = (not self.discrepancy_sampling or len(states) == 1
                     or needs_judge(tier_a, self.discrepancy_threshold))
        with self._stats_lock:
            self.stats["groups"] += 1
            self.stats["groups_skipped"] += 0 if run_judge else 1
        name = getattr(self.judge, "name", type(self.judge).__name__)
        if run_judge:
            ok = [p for p in prepared if not p.error]
            verdicts_ok = S.judge_prepared(ok, self.judge)
            with self._stats_lock:
                self.stats["judge_calls"] += 1 if any(p.cases for p in ok) else 0
                self.stats["claims_judged"] += sum(len(p.cases) for p in ok)
            it = iter(verdicts_ok)
            verdicts = [None if p.error else next(it) for p in prepared]
            return [S.finish(p, v, name if not p.error else None)
                    for p, v in zip(prepared, verdicts, strict=True)]
        return [S.finish(p, None, None, skipped=True) for p in prepared]

    def shaped(self, scores: list[S.RolloutScore], states: list[dict[str, Any]]) -> list[float]:
        """The group's training signal: length_penalty(GAR(R)); all zero for a group that
        discrepancy sampling marked as carrying no signal."""
        if scores and all(s.metrics.get("judge/skipped") == 1.0 for s in scores):
            return [0.0] * len(scores)
        rewards = [s.reward for s in scores]
        gated = [s.gate < 1.0 for s in scores]
        lengths = [_completion_chars(_plain(st.get("completion"))) for st in states]
        return shape_group(rewards, gated, lengths, length_coef=self.length_coef)

    async def score_group(self, states: list[Any]) -> None:
        if not states:
            return
        scores = await asyncio.to_thread(self.score_states, states)
        shaped = self.shaped(scores, states)
        mean = sum(s.reward for s in scores) / len(scores)
        for st, sc, adv in zip(states, scores, shaped, strict=True):
            metrics = dict(sc.metrics)
            metrics["raw_reward"] = sc.reward
            metrics["shaped_advantage"] = adv
            if self.reward_mode == "train":
                reward, advantage = adv, adv
            else:
                reward, advantage = sc.reward, sc.reward - mean
            st["reward"] = reward
            st["advantage"] = advantage
            st["metrics"] = metrics
            st["tearsheet_explanation"] = sc.explanation
            info = st.get("info")
            if isinstance(info, dict):
                info["tearsheet_explanation"] = sc.explanation
            for step in st.get("trajectory") or []:
                if isinstance(step, dict):
                    if self.reward_mode == "train" or step.get("advantage") is None:
                        step["advantage"] = advantage
                    if step.get("reward") is None:
                        step["reward"] = reward

    async def score_rollout(self, state: Any) -> None:
        await self.score_group([state])

    async def dummy_score_rollout(self, state: Any) -> None:
        state["reward"] = 0.0
        state["metrics"] = {}


def build_rubric(reward_mode: RewardMode = "eval", judge: Any = None,
                 **options: Any) -> TearsheetRubric:
    """The project's rubric for `load_environment`. `judge=None`: the offline evidence matcher.
    `options`: discrepancy_threshold, length_coef, discrepancy_sampling."""
    return TearsheetRubric(reward_mode=reward_mode, judge=judge, **options)
