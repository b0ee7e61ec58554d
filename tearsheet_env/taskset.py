"""`TearsheetTaskset`: the environment as a verifiers v1 taskset, the front door prime-rl loads.

One scorer, two front doors. The classic `load_environment` (`vf-eval tearsheet-env`) and this
taskset (`eval tearsheet-env`, prime-rl's `env.taskset.id = "tearsheet-env"`) share everything
that decides a score: the closed world and its tasks (`tearsheet_env.dataset.task_rows`), the
system prompt (`tearsheet_env.env.system_prompt`), the tools (`tearsheet_env.taskset_tools`,
over `research_tools_factory`), and the rubric (`rubric.score.score_rollout`, fed the same
prompt / completion / info a classic rollout is). So the same transcript scores the same
through both doors.

The configuration is `EnvArgs`, the one place environment arguments are defined:
`TearsheetTasksetConfig` has exactly its fields (inline under `[...env.taskset]` in a prime-rl
TOML, or `--env.taskset.<name>` on the eval CLI) and validates them with the same
`parse_env_args`, so a bad value fails with the same sentence through either door.

What differs, and why:
- the reward is the raw reward R. Group shaping (advantages, the length penalty) belongs to the
  trainer's algorithm under prime-rl (`[orchestrator.algo]`); a v1 reward is per trace, so
  `reward_mode = "train"` (the classic door's in-environment shaping) is refused here;
- `max_turns` is a `@vf.stop` on the trace; malformed tool calls are answered by the harness
  and the MCP server rather than the classic `env_response` (the rubric counts both the same).
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from typing import Any

import verifiers.v1 as vf
from pydantic import create_model, model_validator

from tearsheet_env import env as classic
from tearsheet_env.taskset_tools import ResearchState, ResearchToolset, ResearchToolsetConfig

_EnvArgsFields = create_model(  # EnvArgs' fields, inline on the taskset config
    "_EnvArgsFields", __base__=vf.TasksetConfig,
    **{name: (field.annotation, field) for name, field in classic.EnvArgs.model_fields.items()})


class TearsheetTasksetConfig(_EnvArgsFields):  # type: ignore[misc, valid-type]
    """`[orchestrator.train.source.env.taskset]`: `id = "tearsheet-env"` plus any EnvArgs."""

    @model_validator(mode="after")
    def _valid_env_args(self) -> TearsheetTasksetConfig:
        args = classic.parse_env_args(self.env_args())
        if args.reward_mode == "train":
            raise ValueError(
                "tearsheet-env: reward_mode 'train' is the classic environment's in-environment "
                "group shaping; under the v1 taskset the trainer shapes the group "
                "(prime-rl: [orchestrator.algo] and its length_penalty), so keep 'eval'")
        return self

    def env_args(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in classic.EnvArgs.model_fields}


class TearsheetTaskData(vf.TaskData):
    info: dict[str, Any]
    """The classic row's info (company, split, world), which the rubric reads."""
    max_turns: int
    judge: str | dict[str, str] = "offline"


class TearsheetTask(vf.Task[TearsheetTaskData, ResearchState, vf.TaskConfig]):
    @property
    def key(self) -> str:
        return str(self.data.info.get("company_id") or self.hash)

    @vf.stop
    async def max_turns_reached(self, trace: vf.Trace) -> bool:
        return trace.num_turns >= self.data.max_turns

    @vf.metric
    async def tearsheet(self, trace: vf.Trace) -> dict[str, float]:
        """Every component and failure mode of the rubric; the explanation and the raw reward
        go to `trace.info` (saved with the trace), where the reward reads it (metrics run
        before rewards, so the rollout is scored once)."""
        score = await self._score(trace)
        trace.info["tearsheet_explanation"] = score.explanation
        trace.info["tearsheet_reward"] = score.reward
        return {name: float(value) for name, value in score.metrics.items()}

    @vf.reward
    async def tearsheet_reward(self, trace: vf.Trace) -> float:
        cached = trace.info.get("tearsheet_reward")
        return float(cached) if cached is not None else (await self._score(trace)).reward

    async def _score(self, trace: vf.Trace) -> Any:
        from rubric.score import score_rollout

        prompt, completion = split_transcript(
            [m.model_dump(exclude_none=True) for m in trace.messages])
        # CPU-bound scoring (and a judge endpoint's I/O) off the env server's event loop
        return await asyncio.to_thread(score_rollout, prompt, completion, dict(self.data.info),
                                       judge=classic.build_judge(self.data.judge))


class TearsheetTaskset(vf.Taskset[TearsheetTask, TearsheetTasksetConfig]):
    @classmethod
    def toolsets(cls, config: TearsheetTasksetConfig) -> list[vf.Toolset]:
        return [ResearchToolset(ResearchToolsetConfig(env_args=config.env_args()))]

    def load(self) -> Iterator[TearsheetTask]:
        from tearsheet_env.dataset import task_rows

        args = classic.parse_env_args(self.config.env_args())
        world = classic.load_world_for(args.seed, args.companies)
        rows = task_rows(world, args.split, args.num_examples)
        if not rows:
            raise ValueError(f"tearsheet-env: split {args.split!r} of the world "
                             f"(seed {args.seed}, {args.companies} companies) has no tasks")
        system = classic.system_prompt()
        for i, row in enumerate(rows):
            data = TearsheetTaskData(
                idx=i, name=row["info"]["name"], prompt=row["prompt"][0]["content"],
                system_prompt=system, info=row["info"], max_turns=args.max_turns,
                judge=args.judge)
            yield TearsheetTask(data, self.config.task)


def split_transcript(messages: list[dict[str, Any]]) -> tuple[list[dict[str, Any]],
                                                              list[dict[str, Any]]]:
    """(prompt, completion) as the classic environment records them: the system and user
    messages before the first model turn, then everything after."""
    cut = next((i for i, m in enumerate(messages) if m.get("role") not in ("system", "user")),
               len(messages))
    return messages[:cut], messages[cut:]
