"""GRPO with trl's GRPOTrainer in multi-turn tool mode (docs/training.md, "GRPO").

Two modes, by where a rollout starts (`--prefix`):
- from scratch (`none`): the prompt is the task; the model researches with the tools and writes
  the whole report;
- from a teacher prefix (`oracle`, or an SFT dataset folder of teacher trajectories): the
  environment resumes from the teacher's research turns (each tool call re-executed on the
  closed world, `ClosedWorldTools`), the prompt ends inside the teacher's final report, cut
  before its last `--prefix-facts-left` facts entries, as an open assistant message the model
  continues (`ContinuingGRPOTrainer`); the rubric scores research + report so far +
  continuation. A model that cannot yet write a whole report (every from-scratch group scores
  0: no signal) still gets graded rewards for how it ends one.

- Rollouts: trl generates, parses `<tool_call>` JSON with the tokenizer's response parser and
  calls `ClosedWorldTools.websearch` / `.fetch` (its `environment_factory` interface) on the
  closed world, appending the JSON tool messages, until the model answers without a tool call
  or the token budget ends.
- Reward: the project's rubric in train mode (`build_rubric(reward_mode="train")`), one
  `score_group` per prompt group: GAR-shaped, length-penalized, discrepancy-sampled. The rubric
  writes the shaped signal A to `state["reward"]`; it is zero-mean per group, so trl's group
  baseline leaves it unchanged and `scale_rewards="none"` keeps its scale.
- Loss: `loss_type="grpo"` (each rollout's token losses over its own assistant tokens — trl's
  tool mask excludes tool observations — then the mean; `tearsheet_env.training.loss`).
- LoRA, router frozen by name, no reference model (β = 0, trl's default).
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

PREFIX_NONE = "none"
PREFIX_ORACLE = "oracle"


class GrpoSettings(BaseModel):
    """Every option of `tearsheet-env train grpo` (the CLI is generated from these fields)."""

    model_config = ConfigDict(extra="forbid")

    model: str = Field("smollm2-135m", description="smollm2-135m, or a local checkpoint folder "
                       "(e.g. an SFT run's OUTPUT/merged)")
    output: str = Field("outputs/grpo", description="folder for the adapter and the step log")
    max_steps: int = Field(10, ge=1, description="optimizer steps")
    num_tasks: int = Field(8, ge=1, description="train-split tasks to draw prompts from")
    group_size: int = Field(4, ge=2, description="rollouts per prompt (G)")
    max_completion_length: int = Field(512, ge=8, description="tokens per rollout, model "
                                       "turns and tool observations together")
    max_tool_calls: int = Field(8, ge=0, description="tool-calling rounds per rollout")
    temperature: float = Field(1.0, gt=0, description="sampling temperature")
    learning_rate: float = Field(1e-5, gt=0, description="AdamW learning rate")
    lora_rank: int = Field(16, ge=1, description="LoRA rank")
    lora_alpha: int = Field(32, ge=1, description="LoRA alpha")
    system_prompt: Literal["contract", "none"] = Field(
        "contract", description="the environment's system prompt (the tearsheet contract, "
        "~1,300 tokens) or none (CPU smoke runs: the task prompt and tool schemas only)")
    prefix: str = Field(
        PREFIX_NONE, description="where rollouts start: none (from scratch: the task alone), "
        "oracle (teacher prefixes: the oracle researches each task now, through the real "
        "tools) or an SFT dataset folder written by `train dataset` (its complete teacher "
        "trajectories); a prefix ends inside the teacher's final report, which the model "
        "continues")
    prefix_facts_left: int = Field(2, ge=1, description="with --prefix: facts entries of the "
                                   "teacher's report cut off for the model to write (and the "
                                   "closing fence)")
    prefix_window_chars: int = Field(
        0, ge=0, description="with --prefix: the model sees the task and the last N "
        "characters of the report so far (from a line start; a CPU-sized context); 0: the "
        "whole report so far. The research turns are resumed in the environment and scored, "
        "not shown")
    prefix_fence: Literal["environment", "model"] = Field(
        "environment", description="with --prefix: who closes the report's facts block: "
        "environment (its closing fence is appended after a continuation that left the block "
        "open, so the entries written are graded) or model (an open block does not parse: "
        "reward ~0)")
    seed: int = Field(0, ge=0, description="random seed (also the closed world's seed)")
    companies: int = Field(400, ge=1, description="closed-world size (as the env's companies)")


def _system(with_system_prompt: bool) -> list[dict[str, str]]:
    from tearsheet_env.env import system_prompt

    return [{"role": "system", "content": system_prompt()}] if with_system_prompt else []


def task_dataset(seed: int, companies: int, num_tasks: int,
                 with_system_prompt: bool = True) -> Any:
    """Train-split prompts ([system prompt +] task) with their task info, as trl reads them."""
    from datasets import Dataset

    from tearsheet_env.dataset import task_rows
    from tearsheet_env.env import load_world_for

    rows = task_rows(load_world_for(seed, companies), "train", num_tasks)
    system = _system(with_system_prompt)
    return Dataset.from_list([{"prompt": [*system, *r["prompt"]], "info": r["info"]}
                              for r in rows])


def teacher_trajectories(source: str, seed: int, companies: int, num_tasks: int
                         ) -> list[dict[str, Any]]:
    """Complete teacher trajectories `{messages, info}` of train-split tasks: the oracle's, run
    now over the closed world (`tearsheet_env.world.difficulty.rollout`), or the rows of an SFT
    dataset folder (the eval split refused, as everywhere in training)."""
    from tearsheet_env.training.trajectories import DatasetBuildError, normalize_messages

    if source == PREFIX_ORACLE:
        from tearsheet_env.dataset import task_rows
        from tearsheet_env.env import load_world_for
        from tearsheet_env.world.difficulty import rollout

        world = load_world_for(seed, companies)
        out = []
        for row in task_rows(world, "train", num_tasks):
            prompt, completion, info = rollout("oracle", row, world)
            out.append({"messages": normalize_messages([*prompt, *completion]),
                        "info": dict(info)})
        return out
    folder = Path(source).expanduser()
    if not folder.is_dir():
        raise DatasetBuildError(f"--prefix {source}: give none, oracle or an SFT dataset folder "
                                "written by `tearsheet-env train dataset` (OUT/sft)")
    from datasets import load_from_disk

    rows = list(load_from_disk(str(folder)))[:num_tasks]
    for row in rows:
        if (row.get("info") or {}).get("split") != "train":
            raise DatasetBuildError(f"--prefix {source}: a row of company "
                                    f"{(row.get('info') or {}).get('name')!r} is not of the "
                                    "train split; training never uses the eval split")
    return [{"messages": row["messages"], "info": row["info"]} for row in rows]


def report_window(report_so_far: str, window_chars: int) -> str:
    """What the model sees of the report so far: all of it, or its last `window_chars`
    characters starting at a line start."""
    if window_chars <= 0 or len(report_so_far) <= window_chars:
        return report_so_far
    tail = report_so_far[-window_chars:]
    return tail[tail.find("\n") + 1:] if "\n" in tail[:-1] else tail


def prefix_dataset(settings: GrpoSettings) -> Any:
    """GRPO rows from teacher prefixes: `prompt` ([system prompt +] task + the open assistant
    message the model continues), `research` (the teacher's research turns, JSON: the
    environment resumes from them), `report_so_far` and `info`."""
    from datasets import Dataset

    from tearsheet_env.training.trajectories import DatasetBuildError, report_prefix_records

    records = report_prefix_records(
        teacher_trajectories(settings.prefix, settings.seed, settings.companies,
                             settings.num_tasks), settings.prefix_facts_left)
    if not records:
        raise DatasetBuildError(f"--prefix {settings.prefix}: no complete teacher report with "
                                f"at least {settings.prefix_facts_left} facts entries")
    system = _system(settings.system_prompt == "contract")
    rows = []
    for rec in records:
        task = [m for m in rec["research"] if m["role"] == "user"][:1]
        view = report_window(rec["report_so_far"], settings.prefix_window_chars)
        rows.append({
            "prompt": [*system, *({"role": m["role"], "content": m["content"]} for m in task),
                       {"role": "assistant", "content": view}],
            "research": json.dumps(rec["research"]),
            "report_so_far": rec["report_so_far"],
            "info": rec["info"]})
    return Dataset.from_list(rows)


FENCE = "```"


def closed_facts_block(report: str) -> str:
    """The report with its facts block closed: a closing fence appended when the block is
    still open (an odd number of fence lines; the block is the report's last)."""
    fences = sum(1 for line in report.splitlines() if line.strip().startswith(FENCE))
    if fences % 2 == 0:
        return report
    return report + ("" if report.endswith("\n") else "\n") + FENCE + "\n"


def continuation_text(text: str, view: str) -> str:
    """The model's own text of its first turn: trl's response parser reads the turn from the
    assistant header on, so a continued message comes back with the text it continued (the
    view) in front, stripped of its outer whitespace; that part is the prompt's, not the
    model's."""
    core = view.strip()
    at = text.find(core) if core else -1
    if at == -1 or text[:at].strip():
        return text
    rest = text[at + len(core):]
    trailing = view[len(view.rstrip()):]  # the whitespace the view ended with
    return rest[len(trailing):] if rest.startswith(trailing) else rest


def continued_conversation(research: list[dict[str, Any]], report_so_far: str,
                           completion: list[Any], close_fence: bool = False
                           ) -> list[dict[str, Any]]:
    """The rollout's conversation from a teacher prefix: the resumed research turns, then the
    final report = report so far + the model's continuation (its first turn; its facts block
    closed by the environment when `close_fence`), then any turns after it."""
    from tearsheet_env.training.trajectories import normalize_messages

    turns = normalize_messages(completion)
    if turns and turns[0]["role"] == "assistant":
        first, rest = turns[0], turns[1:]
    else:  # an empty continuation: the report ends where the prefix cut it
        first, rest = {"role": "assistant", "content": "", "tool_calls": None,
                       "tool_call_id": None}, turns
    report = report_so_far + first["content"]
    return [*research, {**first, "content": closed_facts_block(report) if close_fence
                        else report}, *rest]


class RubricReward:
    """trl reward function: each prompt group scored by the rubric's `score_group`."""

    __name__ = "tearsheet_rubric"

    def __init__(self, rubric: Any, group_size: int, close_fence: bool = False) -> None:
        self.rubric = rubric
        self.group_size = group_size
        self.close_fence = close_fence  # from a teacher prefix: the environment closes it
        self.groups: list[dict[str, Any]] = []  # what each scored group got (for the log)

    async def __call__(self, prompts: list[Any], completions: list[Any],
                       environments: list[Any], report_so_far: list[str] | None = None,
                       **_: Any) -> list[float]:
        from tearsheet_env.training.trajectories import normalize_messages

        states = []
        for k, (prompt, completion, environment) in enumerate(zip(
                prompts, completions, environments, strict=True)):
            if report_so_far is not None:  # from a teacher prefix: the resumed conversation
                completion = [dict(m) for m in completion]
                if completion and completion[0].get("role") == "assistant":
                    completion[0]["content"] = continuation_text(
                        completion[0].get("content") or "", prompt[-1]["content"])
                messages = continued_conversation(environment.research, report_so_far[k],
                                                  completion, self.close_fence)
                cut = len(environment.research)
            else:
                messages = normalize_messages([*prompt, *completion])
                cut = len(prompt)
            states.append({"prompt": messages[:cut], "completion": messages[cut:],
                           "info": dict(environment.info),
                           "tool_calls": environment.calls,
                           "replayed_tool_calls": environment.replayed,
                           "replay_differs": environment.replay_differs})
        rewards: list[float] = []
        for start in range(0, len(states), self.group_size):
            group = states[start:start + self.group_size]
            await self.rubric.score_group(group)
            rewards.extend(float(st["reward"]) for st in group)
            self.groups.append({
                "company": group[0]["info"].get("name"),
                "rewards": [float(st["reward"]) for st in group],
                "raw_rewards": [float(st["metrics"]["raw_reward"]) for st in group],
                "tool_calls": [st["tool_calls"] for st in group],
                "replayed_tool_calls": [st["replayed_tool_calls"] for st in group],
                "replay_differs": [st["replay_differs"] for st in group],
            })
        return rewards


def _continuing_trainer_class() -> Any:
    """GRPOTrainer that continues a prompt's final assistant message instead of opening a new
    turn: trl renders every prompt with `add_generation_prompt=True`, which closes a final
    assistant message (its end-of-turn token) and starts another; transformers'
    `continue_final_message=True` renders it open. Prompts that end otherwise render as trl
    renders them."""
    from trl import GRPOTrainer

    class ContinuingGRPOTrainer(GRPOTrainer):
        def _tokenize_prompts(self, prompts: list) -> Any:
            if not all(isinstance(p, list) and p and p[-1].get("role") == "assistant"
                       for p in prompts) or self.environment_factories is None:
                return super()._tokenize_prompts(prompts)
            ids = []
            for prompt, name in zip(prompts, self._batch_environments, strict=True):
                ids.append(self.processing_class.apply_chat_template(
                    conversation=[prompt], tools=self._env_tools[name] or None,
                    chat_template=self.chat_template, continue_final_message=True,
                    add_generation_prompt=False, tokenize=True, return_dict=True,
                    **self.chat_template_kwargs)["input_ids"][0])
            return ids, None, {}

    return ContinuingGRPOTrainer


def grpo_dataset(settings: GrpoSettings) -> Any:
    """The prompts of either mode: the tasks (from scratch) or teacher prefixes."""
    if settings.prefix == PREFIX_NONE:
        return task_dataset(settings.seed, settings.companies, settings.num_tasks,
                            with_system_prompt=settings.system_prompt == "contract")
    return prefix_dataset(settings)


def grpo_trainer(model: Any, tokenizer: Any, settings: GrpoSettings,
                 dataset: Any = None) -> tuple[Any, RubricReward]:
    from trl import GRPOConfig

    from rubric.vf_rubric import build_rubric
    from tearsheet_env.env import load_world_for
    from tearsheet_env.tools import ToolPolicy
    from tearsheet_env.training.tools import ClosedWorldTools
    from tearsheet_env.training.trainer_setup import common_trainer_args

    world = load_world_for(settings.seed, settings.companies)
    policy = ToolPolicy()
    reward = RubricReward(build_rubric(reward_mode="train"), settings.group_size,
                          close_fence=settings.prefix_fence == "environment")
    config = GRPOConfig(
        **common_trainer_args(settings.output, settings.max_steps, settings.learning_rate,
                              settings.seed),
        per_device_train_batch_size=settings.group_size,
        num_generations=settings.group_size,
        max_completion_length=settings.max_completion_length,
        max_tool_calling_iterations=settings.max_tool_calls,
        temperature=settings.temperature,
        loss_type="grpo",
        scale_rewards="none",
        beta=0.0,
    )
    if dataset is None:
        dataset = grpo_dataset(settings)
    trainer = _continuing_trainer_class()(
        model=model, reward_funcs=[reward], args=config, train_dataset=dataset,
        processing_class=tokenizer,
        environment_factory=lambda: ClosedWorldTools(world=world, policy=policy),
    )
    return trainer, reward


def run_grpo(settings: GrpoSettings, model: Any = None, tokenizer: Any = None,
             save: bool = True) -> dict[str, Any]:
    """Train; returns {groups, losses, router_frozen, steps, output, trainer}."""
    from tearsheet_env.training.models import load_model
    from tearsheet_env.training.trainer_setup import logged_losses, prepare_model, save_run

    dataset = grpo_dataset(settings)  # first: a bad --prefix is refused before the model loads
    if model is None or tokenizer is None:
        model, tokenizer = load_model(settings.model)
    model, router = prepare_model(model, settings.lora_rank, settings.lora_alpha)
    trainer, reward = grpo_trainer(model, tokenizer, settings, dataset)
    trainer.train()
    summary = {"groups": reward.groups, "losses": logged_losses(trainer),
               "router_frozen": router, "steps": trainer.state.global_step,
               "finite": all(math.isfinite(x) for g in reward.groups for x in g["rewards"]),
               "prefix": settings.prefix, "output": settings.output}
    if save:
        save_run(trainer, settings.output, "grpo_summary.json", summary)
    summary["trainer"] = trainer
    return summary
