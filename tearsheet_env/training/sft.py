"""SFT warm-up: trl's SFTTrainer with a peft LoRA adapter, loss on assistant tokens only, the
MoE router frozen by name (docs/training.md, "SFT").

The LoRA wrapping, router freezing and shared trainer arguments are in
`tearsheet_env.training.trainer_setup` (GRPO uses the same). The output folder holds the LoRA
adapter (`adapter/`) and the merged model (`merged/`, what GRPO and serving load: prime-rl takes
no adapter hand-off either, SPEC §2).
"""

from __future__ import annotations

import json
import math
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field


class SftSettings(BaseModel):
    """Every option of `tearsheet-env train sft` (the CLI is generated from these fields)."""

    model_config = ConfigDict(extra="forbid")

    model: str = Field("smollm2-135m", description="smollm2-135m, tiny-lfm2-moe or a local "
                       "checkpoint folder")
    dataset: str = Field(..., description="an SFT dataset folder written by `train dataset`")
    output: str = Field("outputs/sft", description="folder for the adapter, merged model and "
                        "loss log")
    max_steps: int = Field(100, ge=1, description="optimizer steps")
    learning_rate: float = Field(2e-4, gt=0, description="AdamW learning rate")
    batch_size: int = Field(1, ge=1, description="sequences per step")
    max_length: int = Field(4096, ge=64, description="tokens per sequence; longer ones are "
                            "cut (see --truncation)")
    truncation: Literal["keep_start", "keep_end"] = Field(
        "keep_start", description="which end of a too-long sequence to keep (keep_end keeps "
        "the final report: a CPU-sized context)")
    lora_rank: int = Field(16, ge=1, description="LoRA rank")
    lora_alpha: int = Field(32, ge=1, description="LoRA alpha")
    seed: int = Field(0, ge=0, description="random seed")
    logging_steps: int = Field(1, ge=1, description="log the loss every N steps")


def with_argument_objects(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The messages with each tool call's JSON-string arguments parsed into an object: the
    dataset keeps OpenAI's strings (an Arrow column cannot hold per-tool argument objects), and
    most chat templates (Qwen3, LFM2) render only objects."""
    out = []
    for m in messages:
        m = {k: v for k, v in m.items() if v is not None}
        if m.get("tool_calls"):
            calls = []
            for c in m["tool_calls"]:
                args = c["function"]["arguments"]
                try:
                    args = json.loads(args) if isinstance(args, str) else args
                except json.JSONDecodeError:
                    args = {}
                calls.append({**c, "function": {**c["function"], "arguments": args}})
            m["tool_calls"] = calls
        out.append(m)
    return out


def tokenize_conversation(tokenizer: Any, messages: list[dict[str, Any]], tools: Any,
                          template: str) -> dict[str, list[int]]:
    """input_ids and assistant_masks (1 on the tokens inside the template's generation
    markers: the assistant's text, its tool calls and its end-of-turn token)."""
    tools = json.loads(tools) if isinstance(tools, str) else tools
    out = tokenizer.apply_chat_template(with_argument_objects(messages), tools=tools or None,
                                        chat_template=template, return_dict=True,
                                        return_assistant_tokens_mask=True)
    if 1 not in out["assistant_masks"]:
        raise ValueError("a conversation has no assistant tokens under this chat template")
    return {"input_ids": list(out["input_ids"]), "assistant_masks": list(out["assistant_masks"])}


def sft_trainer(model: Any, tokenizer: Any, dataset: Any, settings: SftSettings) -> Any:
    """A ready SFTTrainer over the dataset tokenized here with assistant masks (trl turns them
    into labels: −100 wherever the mask is 0)."""
    from trl import SFTConfig, SFTTrainer

    from tearsheet_env.training.chat_templates import training_template
    from tearsheet_env.training.trainer_setup import common_trainer_args

    template = training_template(tokenizer)
    tokenizer.chat_template = template
    tokenized = dataset.map(
        lambda row: tokenize_conversation(tokenizer, row["messages"], row.get("tools"),
                                          template),
        remove_columns=dataset.column_names)
    config = SFTConfig(
        **common_trainer_args(settings.output, settings.max_steps, settings.learning_rate,
                              settings.seed, settings.logging_steps),
        per_device_train_batch_size=settings.batch_size,
        max_length=settings.max_length,
        truncation_mode=settings.truncation,
        lr_scheduler_type="constant",
        warmup_steps=0,
    )
    return SFTTrainer(model=model, args=config, train_dataset=tokenized,
                      processing_class=tokenizer)


def batch_loss(trainer: Any, indices: list[int]) -> float:
    """The mean training loss on the trainer's tokenized rows `indices` (no gradient)."""
    import torch

    rows = [trainer.train_dataset[i] for i in indices]
    batch = trainer.data_collator(rows)
    model = trainer.model
    was_training = model.training
    model.eval()
    with torch.no_grad():
        out = model(input_ids=batch["input_ids"], labels=batch["labels"],
                    attention_mask=batch.get("attention_mask"))
    model.train(was_training)
    return float(out.loss)


def run_sft(settings: SftSettings, model: Any = None, tokenizer: Any = None,
            dataset: Any = None, save: bool = True) -> dict[str, Any]:
    """Train; returns {losses, loss_before, loss_after, router, output} (a summary to print)."""
    from datasets import load_from_disk

    from tearsheet_env.training.models import load_model
    from tearsheet_env.training.trainer_setup import logged_losses, prepare_model, save_run

    if model is None or tokenizer is None:
        model, tokenizer = load_model(settings.model)
    if dataset is None:
        dataset = load_from_disk(settings.dataset)
    model, router = prepare_model(model, settings.lora_rank, settings.lora_alpha)
    trainer = sft_trainer(model, tokenizer, dataset, settings)
    if len(trainer.train_dataset) == 0:
        raise ValueError(f"no conversation keeps an assistant token within max_length "
                         f"{settings.max_length} (raise --max-length or use --truncation "
                         "keep_end)")
    probe = list(range(min(len(trainer.train_dataset), settings.batch_size)))
    before = batch_loss(trainer, probe)
    trainer.train()
    after = batch_loss(trainer, probe)
    losses = logged_losses(trainer)
    summary = {"losses": losses, "loss_before": before, "loss_after": after,
               "router_frozen": router, "steps": trainer.state.global_step,
               "finite": all(math.isfinite(x) for x in [before, after, *losses]),
               "output": settings.output}
    if save:
        out = save_run(trainer, settings.output, "sft_summary.json", summary)
        merged = trainer.model.merge_and_unload()
        merged.save_pretrained(str(out / "merged"))
        tokenizer.save_pretrained(str(out / "merged"))
    summary["trainer"] = trainer
    return summary
