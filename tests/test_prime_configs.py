"""What can be checked of prime_configs/ without prime-rl (not on PyPI; the full schema check is
`prime_configs/validate.py` in a prime-rl venv, see prime_configs/README.md): every TOML parses,
the keys the design fixes, the taskset id resolves the way prime-rl resolves it (verifiers'
loader) and each taskset table validates against the taskset's own config, the renderer's
import path loads through renderers."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

CONFIGS = Path(__file__).resolve().parent.parent / "prime_configs"
RL_FILES = ["rl.toml", "rl-qwen3.toml"]
LFM2_TARGETS = {"q_proj", "k_proj", "v_proj", "out_proj", "in_proj", "w1", "w2", "w3"}


def load(name: str) -> dict:
    return tomllib.loads((CONFIGS / name).read_text())


def _taskset_tables() -> list[tuple[str, dict, dict]]:
    out = []
    for name in RL_FILES:
        for source in load(name)["orchestrator"]["train"]["source"]:
            out.append((name, source["env"]["taskset"], source["env"]["agent"]))
    for name in ("eval.toml", "sft.toml"):
        for source in load(name)["eval"]["source"]:
            out.append((name, source["env"]["taskset"], source["env"]["agent"]))
    return out


def test_every_toml_parses():
    names = sorted(str(p.relative_to(CONFIGS)) for p in CONFIGS.rglob("*.toml"))
    assert names == ["eval.toml", "legacy/rl-v0.8.0.toml", "rl-qwen3.toml", "rl.toml",
                     "sft.toml"]
    for name in names:
        assert load(name)


@pytest.mark.parametrize("name,taskset,agent", _taskset_tables(),
                         ids=[f"{n}-{i}" for i, (n, _, _) in enumerate(_taskset_tables())])
def test_taskset_resolves_like_prime_rl_and_validates(name, taskset, agent):
    from verifiers.v1.utils.loaders import taskset_class

    from tearsheet_env.taskset import TearsheetTasksetConfig

    cls = taskset_class(taskset["id"])
    assert cls.__name__ == "TearsheetTaskset"
    assert TearsheetTasksetConfig.model_validate(taskset).id == "tearsheet-env"
    assert agent == {"harness": {"id": "null"}, "runtime": {"type": "subprocess"}}


def test_rl_toml_is_the_two_gpu_lfm2_design():
    rl = load("rl.toml")
    assert rl["deployment"] == {"num_train_gpus": 1, "num_infer_gpus": 1}
    assert rl["model"]["name"] == "LiquidAI/LFM2.5-8B-A1B"
    model = rl["trainer"]["model"]
    assert model["freeze_moe_router"] is True
    targets = model["lora"]["target_modules"]
    assert set(targets) == LFM2_TARGETS and not any("gate" in t for t in targets)
    orch = rl["orchestrator"]
    assert orch["group_size"] == 8 and orch["batch_size"] % orch["group_size"] == 0
    assert orch["algo"] == {"type": "grpo", "length_penalty": {"type": "linear"}}
    assert rl["inference"]["vllm"]["tool_call_parser"] == "lfm2"
    assert orch["renderer"] == {"name": "custom",
                                "import_path": "tearsheet_env.lfm2_renderer.LFM2Renderer"}


def test_rl_qwen3_is_the_same_run_on_qwen3():
    rl, qwen = load("rl.toml"), load("rl-qwen3.toml")
    assert qwen["model"]["name"] == "Qwen/Qwen3-4B-Instruct-2507"
    assert qwen["deployment"] == rl["deployment"]
    for key in ("batch_size", "group_size", "algo", "train"):
        assert qwen["orchestrator"][key] == rl["orchestrator"][key]
    assert qwen["inference"]["vllm"]["tool_call_parser"] == "hermes"


def test_renderers_load_the_custom_renderer():
    from pydantic import TypeAdapter
    from renderers import RendererConfig
    from renderers.custom import load_custom_renderer

    from tearsheet_env.lfm2_renderer import LFM2Renderer

    for table in (load("rl.toml")["orchestrator"]["renderer"], load("sft.toml")["renderer"]):
        config = TypeAdapter(RendererConfig).validate_python(table)
        assert load_custom_renderer(config.import_path) is LFM2Renderer


def test_sft_is_assistant_only_lora_on_lfm2():
    sft = load("sft.toml")
    assert sft["max_steps"] == 100
    assert sft["model"]["name"] == "LiquidAI/LFM2.5-8B-A1B" and sft["model"]["freeze_moe_router"]
    assert set(sft["model"]["lora"]["target_modules"]) == LFM2_TARGETS
    assert sft["data"]["loss_mask"] == {"system": False, "user": False, "assistant": True,
                                        "tool": False}


def test_legacy_config_uses_the_classic_environment():
    from tearsheet_env.env import parse_env_args

    legacy = load("legacy/rl-v0.8.0.toml")
    (source,) = legacy["orchestrator"]["train"]["source"]
    assert "env" not in source and source["legacy"]["id"] == "tearsheet-env"
    assert parse_env_args(source["legacy"]["args"]).reward_mode == "train"
    assert legacy["inference"]["model"]["tool_call_parser"] == "hermes"


def test_readme_names_the_prime_rl_commits_and_commands():
    readme = (CONFIGS / "README.md").read_text()
    for needed in ("559b447", "60bc295", "uv run rl @", "uv run sft @", "uv run evals @",
                   "validate.py", "merge"):
        assert needed in readme
