"""Prompt-mean loss aggregation (docs/training.md, "Loss aggregation").

For a group of G rollouts of one prompt, rollout i with assistant-token mask m_i (tool
observations and the prompt are 0) and per-token losses ℓ_{i,t}:

    L_i = Σ_t m_{i,t} ℓ_{i,t} / max(1, Σ_t m_{i,t})        (each rollout over its own tokens)
    L_group = (1/G) Σ_i L_i                                  (then over the group)
    L = mean over the batch's groups of L_group

With equal group sizes this is the plain mean of L_i over the batch's sequences, which is what
trl's `loss_type="grpo"` computes from the per-token loss and its mask (completion mask times
the tool mask, so only assistant tokens count) — the trainer uses that loss type, and
`prompt_mean_loss` is the definition the test checks it against.
"""

from __future__ import annotations

from typing import Any


def prompt_mean_loss(per_token_loss: Any, mask: Any, group_ids: Any) -> Any:
    """L above: per-token losses (B, T), a 0/1 mask (B, T), and each row's prompt group (B,)."""
    import torch

    mask = mask.to(per_token_loss.dtype)
    per_rollout = (per_token_loss * mask).sum(-1) / mask.sum(-1).clamp(min=1.0)
    groups = torch.unique(group_ids)
    return torch.stack([per_rollout[group_ids == g].mean() for g in groups]).mean()


def sequence_mean_loss(per_token_loss: Any, mask: Any) -> Any:
    """trl's `grpo` aggregation: each sequence over its own masked tokens, then the mean."""
    mask = mask.to(per_token_loss.dtype)
    return ((per_token_loss * mask).sum(-1) / mask.sum(-1).clamp(min=1.0)).mean()
