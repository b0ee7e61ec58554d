"""The environment end to end through the real `vf-eval` console script: a loopback policy
server, vf-eval's own env-server worker and saved results, then `tearsheet-env score` on them."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

VF_EVAL = str(Path(sys.executable).with_name("vf-eval"))
CLI = [sys.executable, "-m", "tearsheet_env.cli.main"]
NO_KEY = "TEARSHEET_TEST_UNSET_KEY"  # deliberately unset: no key is needed


@pytest.fixture(scope="module")
def oracle_run(oracle_url, tmp_path_factory):
    out = tmp_path_factory.mktemp("vf_eval")
    env = {k: v for k, v in os.environ.items() if k != NO_KEY}
    proc = subprocess.run(
        [VF_EVAL, "tearsheet-env", "-m", "oracle", "-b", oracle_url, "-k", NO_KEY,
         "-n", "3", "-r", "2", "-s", "-d", "-o", str(out)],
        capture_output=True, text=True, timeout=300, env=env, cwd=out)
    results = list(out.glob("evals/*/*/results.jsonl"))
    return proc, results


def test_vf_eval_exits_0_and_saves_results(oracle_run):
    proc, results = oracle_run
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert len(results) == 1
    rows = [json.loads(line) for line in results[0].read_text().splitlines() if line.strip()]
    assert len(rows) == 6
    assert sorted(r["example_id"] for r in rows) == [0, 0, 1, 1, 2, 2]
    for row in rows:
        assert row["info"]["world"]["companies"] == 400
        assert row.get("error") is None
        tool_msgs = [m for m in row["completion"] if m["role"] == "tool"]
        assert tool_msgs and all(isinstance(json.loads(m["content"]), dict) for m in tool_msgs)
        assert "tearsheet_explanation" in row["info"]
        assert any(k.startswith("mode/") for k in row["metrics"])
    metadata = json.loads((results[0].parent / "metadata.json").read_text())
    assert metadata["env_id"] == "tearsheet-env"


def test_oracle_reward_is_at_least_0_9(oracle_run):
    _, results = oracle_run
    rows = [json.loads(line) for line in results[0].read_text().splitlines() if line.strip()]
    mean = sum(r["reward"] for r in rows) / len(rows)
    assert mean >= 0.9, [(r["example_id"], r["reward"]) for r in rows]


def test_score_reproduces_live_rewards(oracle_run, capsys):
    from tearsheet_env.cli.main import main

    _, results = oracle_run
    rows = [json.loads(line) for line in results[0].read_text().splitlines() if line.strip()]
    capsys.readouterr()
    assert main(["score", str(results[0]), "--json"]) == 0
    scored = json.loads(capsys.readouterr().out)
    assert [r["index"] for r in scored["rows"]] == list(range(len(rows)))
    for live, again in zip(rows, scored["rows"], strict=True):
        assert again["example_id"] == live["example_id"]
        assert abs(again["reward"] - live["reward"]) <= 1e-9
        assert again["explanation"]
    assert abs(scored["mean_reward"] - sum(r["reward"] for r in rows) / len(rows)) <= 1e-9


def test_main_job_json_summary(tmp_path, capsys, monkeypatch):
    from tearsheet_env.cli.main import main

    monkeypatch.chdir(tmp_path)
    capsys.readouterr()
    assert main(["eval", "--policy", "oracle", "-n", "1", "-r", "2", "--json",
                 "--out", str(tmp_path)]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert set(summary) == {"mean_reward", "rollouts", "metrics", "results_path"}
    assert summary["rollouts"] == 2 and summary["mean_reward"] >= 0.9
    assert any(k.startswith("mode/") for k in summary["metrics"])
    assert (Path(summary["results_path"]) / "results.jsonl").is_file()


@pytest.mark.parametrize("args, needle", [
    ({"split": "dev"}, "'split'"),
    ({"backend": "web"}, "'backend'"),
    ({"replay": "record"}, "'replay_path'"),
    ({"max_turn": 3}, "unknown argument 'max_turn'"),
    ({"judge": "gpt"}, "'judge'"),
])
def test_invalid_env_args_fail_with_a_clear_message(args, needle):
    from tearsheet_env import load_environment

    with pytest.raises(ValueError, match="invalid environment arguments") as err:
        load_environment(**args)
    assert needle in str(err.value)


def test_invalid_env_args_from_the_cli():
    proc = subprocess.run([*CLI, "eval", "--policy", "oracle", "-a", '{"split": "dev"}'],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2
    assert "'split'" in proc.stderr and "'train', 'eval' or 'all'" in proc.stderr
