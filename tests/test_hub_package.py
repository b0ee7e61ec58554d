"""The Environments Hub package: its committed files are current with the root package, and the
folder alone (what `prime env push` tars) builds a wheel that installs into a fresh venv, where
classic `vf-eval tearsheet-env` runs its 5 default rollouts against the oracle server."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from tearsheet_testkit.policy_server import serving_policy

from tearsheet_env import hub

UV = str(Path(sys.executable).with_name("uv"))
NO_KEY = "TEARSHEET_TEST_UNSET_KEY"


def test_committed_hub_files_are_current():
    assert hub.stale() == []
    text = (hub.repo_root() / hub.HUB_DIR / "README.md").read_text()
    for heading in ("Overview", "Datasets", "Task", "Quickstart", "Environment Arguments",
                    "Metrics"):
        assert f"### {heading}" in text
    assert "prime env push --runtime v0" in text


def test_folder_alone_builds_a_wheel_that_installs_and_runs(tmp_path):
    staged = hub.export(tmp_path / "staged")
    alone = tmp_path / "empty" / "tearsheet_env"  # the folder copied alone to an empty folder
    shutil.copytree(staged, alone)
    subprocess.run([sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir",
                    str(tmp_path / "dist"), str(alone)], check=True, capture_output=True)
    (wheel,) = (tmp_path / "dist").glob("tearsheet_env-*.whl")

    venv = tmp_path / "fresh"
    subprocess.run([UV, "venv", "-q", str(venv), "--python", sys.executable], check=True)
    subprocess.run([UV, "pip", "install", "-q", "--python", str(venv / "bin" / "python"),
                    str(wheel)], check=True, capture_output=True, timeout=600)
    env = {k: v for k, v in os.environ.items()
           if k not in (NO_KEY, "PYTHONPATH", "VIRTUAL_ENV")}
    env["PATH"] = f"{venv / 'bin'}{os.pathsep}{env.get('PATH', '')}"
    where = subprocess.run([str(venv / "bin" / "tearsheet-env"), "contract", "path"], env=env,
                           cwd=tmp_path, check=True, capture_output=True, text=True)
    assert Path(where.stdout.strip()).is_relative_to(venv)

    with serving_policy("oracle") as url:
        out = tmp_path / "out"
        # no -n / -r: the 5 x 1 defaults come from [tool.verifiers.eval] inside the package
        proc = subprocess.run([str(venv / "bin" / "vf-eval"), "tearsheet-env", "-m", "oracle",
                               "-b", url, "-k", NO_KEY, "-s", "-o", str(out)], env=env,
                              cwd=tmp_path, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-3000:]
    (results,) = out.glob("evals/*/*/results.jsonl")
    rows = [json.loads(line) for line in results.read_text().splitlines() if line.strip()]
    assert len(rows) == 5
    mean = sum(r["reward"] for r in rows) / len(rows)
    assert mean >= 0.9, [r["reward"] for r in rows]
