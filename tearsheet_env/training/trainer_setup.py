"""What SFT and GRPO set up the same way: the LoRA-wrapped model with its router frozen, the
trainer arguments every CPU-sized run shares, and the saved adapter and summary."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any


def prepare_model(model: Any, rank: int, alpha: int) -> tuple[Any, list[str]]:
    """LoRA-wrap the model and freeze its router; returns (peft model, router param names).

    The model is wrapped here (not by the trainer) so the router can be frozen after wrapping
    and checked: a LoRA run never updates base weights anyway, but the names are frozen
    explicitly so a run that also trains modules (`modules_to_save`) still leaves the router
    alone."""
    from peft import get_peft_model

    from tearsheet_env.training.models import freeze_router, lora_config

    peft_model = get_peft_model(model, lora_config(model, rank=rank, alpha=alpha))
    return peft_model, freeze_router(peft_model)


def common_trainer_args(output: str, max_steps: int, learning_rate: float, seed: int,
                        logging_steps: int = 1) -> dict[str, Any]:
    """The trl config arguments SFT and GRPO share (the trainer's own folder is OUTPUT/trainer;
    nothing is saved mid-run, nothing is reported to a tracker)."""
    return {
        "output_dir": str(Path(output) / "trainer"),
        "max_steps": max_steps,
        "learning_rate": learning_rate,
        "logging_steps": logging_steps,
        "save_strategy": "no",
        "report_to": "none",
        "use_cpu": True,
        # trl turns bf16 autocast on by default, also on CPU; a CPU without native bf16 (AVX2
        # only) multiplies bf16 matrices ~100x slower than float32 (0.9 vs 94 GFLOPS measured),
        # which made a CPU SFT step take minutes instead of seconds (docs/training.md)
        "bf16": False,
        # trl turns it on by default; on CPU with small models memory is not the limit, and
        # with it on, generation runs without a KV cache (each token recomputes the prompt)
        "gradient_checkpointing": False,
        "seed": seed,
        "disable_tqdm": True,
    }


def logged_losses(trainer: Any) -> list[float]:
    return [e["loss"] for e in trainer.state.log_history if "loss" in e]


def save_run(trainer: Any, output: str, summary_name: str, summary: dict[str, Any]) -> Path:
    """OUTPUT/adapter (the LoRA weights) and OUTPUT/<summary_name> (the summary as JSON)."""
    out = Path(output)
    out.mkdir(parents=True, exist_ok=True)
    trainer.model.save_pretrained(str(out / "adapter"))
    (out / summary_name).write_text(json.dumps(summary, indent=2))
    return out
