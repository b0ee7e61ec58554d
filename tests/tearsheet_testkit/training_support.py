"""Shared inputs of the training tests: real oracle rollouts of train-split tasks (saved by the
real `tearsheet-env eval`), SmolLM2 loaded once per session."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path


def oracle_results(folder: Path, n: int = 2, split: str = "train") -> Path:
    """Run the oracle through the real CLI (vf-eval's code path) and return its results.jsonl."""
    subprocess.run([sys.executable, "-m", "tearsheet_env.cli.main", "eval", "--policy", "oracle",
                    "-n", str(n), "-r", "1", "-a", json.dumps({"split": split}),
                    "--out", str(folder), "--json"], check=True, capture_output=True)
    return next(folder.glob("evals/*/*/results.jsonl"))


def short_trajectory(messages: list[dict], assistant_turns: int = 2,
                     observation_chars: int = 200) -> list[dict]:
    """The first `assistant_turns` assistant turns of a real trajectory (with the tool results
    between them, cut to `observation_chars`), without the long system prompt: a real
    multi-turn tool trajectory small enough for a CPU training step."""
    out, seen = [], 0
    for m in messages:
        if m["role"] == "system":
            continue
        if m["role"] == "assistant":
            if seen == assistant_turns:
                break
            seen += 1
        if m["role"] == "tool":
            m = {**m, "content": m["content"][:observation_chars]}
        out.append(m)
    while out and out[-1]["role"] == "tool":  # end on an assistant turn
        out.pop()
    return out
