"""GRPO with trl's GRPOTrainer in multi-turn tool mode (docs/training.md, "GRPO").

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
    seed: int = Field(0, ge=0, description="random seed (also the closed world's seed)")
    companies: int = Field(400, ge=1, description="closed-world size (as the env's companies)")


def task_dataset(seed: int, companies: int, num_tasks: int,
                 with_system_prompt: bool = True) -> Any:
    """Train-split prompts ([system prompt +] task) with their task info, as trl reads them."""
    from datasets import Dataset

    from tearsheet_env.dataset import task_rows
    from tearsheet_env.env import load_world_for, system_prompt

    rows = task_rows(load_world_for(seed, companies), "train", num_tasks)
    system = [{"role": "system", "content": system_prompt()}] if with_system_prompt else []
    return Dataset.from_list([{"prompt": [*system, *r["prompt"]], "info": r["info"]}
                              for r in rows])


class RubricReward:
    """trl reward function: each prompt group scored by the rubric's `score_group`."""

    __name__ = "tearsheet_rubric"

    def __init__(self, rubric: Any, group_size: int) -> None:
        self.rubric = rubric
        self.group_size = group_size
        self.groups: list[dict[str, Any]] = []  # what each scored group got (for the log)

    async def __call__(self, prompts: list[Any], completions: list[Any],
                       environments: list[Any], **_: Any) -> list[float]:
        from tearsheet_env.training.trajectories import normalize_messages

        states = []
        for prompt, completion, environment in zip(prompts, completions, environments,
                                                   strict=True):
            messages = normalize_messages([*prompt, *completion])
            states.append({"prompt": messages[:len(prompt)],
                           "completion": messages[len(prompt):],
                           "info": dict(environment.info),
                           "tool_calls": environment.calls})
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
            })
        return rewards


def grpo_trainer(model: Any, tokenizer: Any, settings: GrpoSettings,
                 dataset: Any = None) -> tuple[Any, RubricReward]:
    from trl import GRPOConfig, GRPOTrainer

    from rubric.vf_rubric import build_rubric
    from tearsheet_env.env import load_world_for
    from tearsheet_env.tools import ToolPolicy
    from tearsheet_env.training.tools import ClosedWorldTools

    world = load_world_for(settings.seed, settings.companies)
    policy = ToolPolicy()
    reward = RubricReward(build_rubric(reward_mode="train"), settings.group_size)
    config = GRPOConfig(
        output_dir=str(Path(settings.output) / "trainer"),
        max_steps=settings.max_steps,
        learning_rate=settings.learning_rate,
        per_device_train_batch_size=settings.group_size,
        num_generations=settings.group_size,
        max_completion_length=settings.max_completion_length,
        max_tool_calling_iterations=settings.max_tool_calls,
        temperature=settings.temperature,
        loss_type="grpo",
        scale_rewards="none",
        beta=0.0,
        logging_steps=1,
        save_strategy="no",
        report_to="none",
        use_cpu=True,
        # trl turns it on by default; on CPU with small models memory is not the limit, and
        # with it on, generation runs without a KV cache (each token recomputes the prompt)
        gradient_checkpointing=False,
        seed=settings.seed,
        disable_tqdm=True,
    )
    trainer = GRPOTrainer(
        model=model, reward_funcs=[reward], args=config,
        train_dataset=dataset if dataset is not None else task_dataset(
            settings.seed, settings.companies, settings.num_tasks,
            with_system_prompt=settings.system_prompt == "contract"),
        processing_class=tokenizer,
        environment_factory=lambda: ClosedWorldTools(world=world, policy=policy),
    )
    return trainer, reward


def run_grpo(settings: GrpoSettings, model: Any = None, tokenizer: Any = None,
             save: bool = True) -> dict[str, Any]:
    """Train; returns {groups, losses, router_frozen, steps, output, trainer}."""
    from tearsheet_env.training.models import load_model
    from tearsheet_env.training.sft import prepare_model

    if model is None or tokenizer is None:
        model, tokenizer = load_model(settings.model)
    model, router = prepare_model(model, settings.lora_rank, settings.lora_alpha)
    trainer, reward = grpo_trainer(model, tokenizer, settings)
    trainer.train()
    losses = [e["loss"] for e in trainer.state.log_history if "loss" in e]
    summary = {"groups": reward.groups, "losses": losses, "router_frozen": router,
               "steps": trainer.state.global_step,
               "finite": all(math.isfinite(x) for g in reward.groups for x in g["rewards"]),
               "output": settings.output}
    if save:
        out = Path(settings.output)
        out.mkdir(parents=True, exist_ok=True)
        trainer.model.save_pretrained(str(out / "adapter"))
        (out / "grpo_summary.json").write_text(json.dumps(summary, indent=2))
    summary["trainer"] = trainer
    return summary
