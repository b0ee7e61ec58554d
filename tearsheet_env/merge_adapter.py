"""Merge a LoRA adapter into its base model, for the SFT → RL hand-off under prime-rl.

prime-rl has no adapter hand-off from an SFT run to an RL run: RL starts a fresh LoRA on
`[model] name`. So the warm-up's adapter is merged into the base weights first and `[model]
name` of rl.toml points at the merged folder (prime_configs/README.md):

    python -m tearsheet_env.merge_adapter --base LiquidAI/LFM2.5-8B-A1B \
        --adapter outputs/broadcasts/step_100 --out outputs/lfm2.5-8b-a1b-sft-merged

The adapter is PEFT's format (adapter_config.json + weights), which prime-rl's filesystem weight
transport writes. peft's `merge_and_unload` does the arithmetic; the tokenizer (with its chat
template) is saved beside the weights so vLLM and the renderer read the same template. Needs
the `train` extra (torch, transformers, peft).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


def merge(base: str, adapter: Path, out: Path, dtype: str = "bfloat16") -> Path:
    if not (adapter / "adapter_config.json").is_file():  # before the slow imports
        raise FileNotFoundError(f"{adapter} holds no adapter_config.json (not a PEFT adapter)")
    import torch
    from peft import PeftModel
    from transformers import AutoModelForCausalLM, AutoTokenizer

    model = AutoModelForCausalLM.from_pretrained(base, dtype=getattr(torch, dtype))
    merged = PeftModel.from_pretrained(model, str(adapter)).merge_and_unload()
    out.mkdir(parents=True, exist_ok=True)
    merged.save_pretrained(out)
    AutoTokenizer.from_pretrained(base).save_pretrained(out)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tearsheet_env.merge_adapter",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--base", required=True, help="base model: HF id or local folder")
    parser.add_argument("--adapter", required=True, type=Path,
                        help="PEFT adapter folder (adapter_config.json + weights)")
    parser.add_argument("--out", required=True, type=Path, help="folder for the merged model")
    parser.add_argument("--dtype", default="bfloat16", choices=["bfloat16", "float16", "float32"])
    args = parser.parse_args(argv)
    try:
        out = merge(args.base, args.adapter, args.out, args.dtype)
    except (FileNotFoundError, OSError, ValueError) as exc:
        print(f"merge_adapter: {exc}", file=sys.stderr)
        return 2
    print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
