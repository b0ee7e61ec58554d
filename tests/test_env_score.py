"""`tearsheet-env score` is total: unreadable lines are skipped with a note, rows that carry no
report score zero with an explanation, a missing file is a clear error."""

from __future__ import annotations

import json

from tearsheet_env.cli.main import main


def test_score_survives_garbage_rows(tmp_path, capsys):
    results = tmp_path / "results.jsonl"
    rows = [
        {"example_id": 0, "prompt": [], "completion": [], "info": {}},
        {"example_id": 1, "completion": "## Business Overview\nNo citations here.", "info": None},
        {"example_id": 2, "prompt": "not a list", "completion": [{"role": "assistant",
                                                                  "tool_calls": ["{bad"]}]},
    ]
    results.write_text(json.dumps(rows[0]) + "\n{not json\n\n" + "\n".join(
        json.dumps(r) for r in rows[1:]) + "\n[1, 2]\n")
    capsys.readouterr()
    assert main(["score", str(tmp_path), "--json"]) == 0
    captured = capsys.readouterr()
    out = json.loads(captured.out)
    assert [r["example_id"] for r in out["rows"]] == [0, 1, 2]
    assert [r["index"] for r in out["rows"]] == [0, 1, 2]
    assert all(r["reward"] == 0.0 and r["explanation"] for r in out["rows"])
    assert out["mean_reward"] == 0.0
    assert "line 2: not JSON" in captured.err and "not a JSON object" in captured.err


def test_score_missing_file(tmp_path, capsys):
    assert main(["score", str(tmp_path / "nope.jsonl")]) == 2
    assert "no such results file" in capsys.readouterr().err


def test_score_reads_a_gzipped_rollout_and_gzipped_results(tmp_path, capsys):
    """A corpus rollout (one JSON object, gzipped) scores as one row, as its results.jsonl
    would; a gzipped results.jsonl reads line by line; a file that only starts like gzip is an
    error, not a crash."""
    import gzip
    from pathlib import Path

    rollout = Path(__file__).parent / "data/corpus_outside18/rollouts/train225-careful.json.gz"
    capsys.readouterr()
    assert main(["score", str(rollout), "--json"]) == 0
    (row,) = json.loads(capsys.readouterr().out)["rows"]
    assert row["reward"] > 0.8
    results = tmp_path / "results.jsonl.gz"
    line = json.dumps(json.load(gzip.open(rollout)))
    results.write_bytes(gzip.compress((line + "\n" + line + "\n").encode()))
    assert main(["score", str(results), "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)["rows"]
    assert [r["reward"] for r in rows] == [row["reward"]] * 2
    broken = tmp_path / "broken.jsonl"
    broken.write_bytes(b"\x1f\x8bnot gzip at all")
    assert main(["score", str(broken)]) == 1
    assert "not readable gzip" in capsys.readouterr().err
