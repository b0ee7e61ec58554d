"""`tearsheet-env play`: a rollout driven by hand through the real CLI, the real tools and the
default closed world. The oracle's own rollout (saved by the real `tearsheet-env eval`) is played
again turn by turn and must come out identical, message for message and reward for reward;
mistakes get clear errors and exit codes, and never cost the transcript."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from tearsheet_testkit.training_support import oracle_results

from tearsheet_env import limits
from tearsheet_env.cli.main import main

CLI = [sys.executable, "-m", "tearsheet_env.cli.main"]


def _rows(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def _session(folder: Path) -> dict:
    return json.loads((folder / "session.json").read_text())


def _play(capsys, *argv: str) -> tuple[int, str, str]:
    capsys.readouterr()
    code = main(["play", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def _start(capsys, folder: Path, task: str = "eval:1", *extra: str) -> None:
    code, out, err = _play(capsys, "start", "--task", task, "--dir", str(folder), *extra)
    assert code == 0, err


def _turn_argv(message: dict) -> list[str]:
    """`play turn` options for an assistant message's tool calls, in order."""
    argv, max_results = [], set()
    for raw in message["tool_calls"]:
        call = json.loads(raw)
        args = json.loads(call["arguments"])
        if call["name"] == "websearch":
            argv += ["--search", args["query"]]
            max_results.add(args["max_results"])
        else:
            argv += ["--fetch", f"{args['url']}@{args['offset']}"]
    assert len(max_results) <= 1  # one --max-results per turn
    return argv + [f"--max-results={max_results.pop()}"] if max_results else argv


@pytest.fixture(scope="module")
def oracle_row(tmp_path_factory) -> dict:
    """The oracle's rollout of train task 0, from the real `tearsheet-env eval`."""
    results = oracle_results(tmp_path_factory.mktemp("oracle"), n=1, split="train")
    (row,) = _rows(results)
    return row


@pytest.fixture(scope="module")
def oracle_replayed(oracle_row, tmp_path_factory) -> Path:
    """A session of train:0 driven with exactly the oracle's tool calls, then its report."""
    folder = tmp_path_factory.mktemp("replay") / "session"
    assert main(["play", "start", "--task", "train:0", "--dir", str(folder),
                 "--agent", "oracle-by-hand", "--style", "careful"]) == 0
    turns = [m for m in oracle_row["completion"] if m["role"] == "assistant"]
    for message in turns[:-1]:
        assert main(["play", "turn", "--dir", str(folder), *_turn_argv(message)]) == 0
    report = folder.parent / "report.md"
    report.write_text(turns[-1]["content"])
    assert main(["play", "submit", "--dir", str(folder), str(report)]) == 0
    return folder


def test_replaying_the_oracle_reproduces_its_rollout_and_reward(oracle_row, oracle_replayed):
    (row,) = _rows(oracle_replayed / "results.jsonl")
    assert row["prompt"] == oracle_row["prompt"]  # the prompt exactly as load_environment builds it
    assert row["completion"] == oracle_row["completion"]  # every call, id and tool answer
    assert row["reward"] == oracle_row["reward"] > 0.9
    # the whole row is vf-eval's, but for the run's timing and the model's token counts
    unlike = {"timing", "token_usage", "info"}
    assert {k: v for k, v in row.items() if k not in unlike} == {
        k: v for k, v in oracle_row.items() if k not in unlike}
    info = dict(row["info"])
    assert info.pop("play") == {"task": "train:0", "agent": "oracle-by-hand", "style": "careful"}
    assert info == oracle_row["info"]  # the task, the world and the rubric's explanation
    metadata = json.loads((oracle_replayed / "metadata.json").read_text())
    assert metadata["complete"] is True and metadata["model"] == "oracle-by-hand"
    assert metadata["style"] == "careful" and metadata["rollouts_saved"] == 1


def test_tearsheet_env_score_rescores_the_run_identically(oracle_replayed, capsys):
    capsys.readouterr()
    assert main(["score", str(oracle_replayed), "--json"]) == 0
    scored = json.loads(capsys.readouterr().out)
    (row,) = _rows(oracle_replayed / "results.jsonl")
    assert scored["rows"][0]["reward"] == row["reward"]
    code, out, _ = _play(capsys, "score", "--dir", str(oracle_replayed), "--json")
    assert code == 0 and json.loads(out)["rows"][0]["reward"] == row["reward"]


def test_the_training_set_builder_accepts_a_play_run(oracle_replayed):
    from tearsheet_env.training import trajectories as T

    rows, problems = T.read_rollouts([oracle_replayed.parent])  # a folder of sessions
    kept, report = T.select_rollouts(rows, min_reward=0.5)
    assert not problems and report.kept == 1
    messages = kept[0]["messages"]
    assert messages[-1]["role"] == "assistant" and "## Business Overview" in messages[-1]["content"]
    calls = [c for m in messages for c in m["tool_calls"] or []]
    assert calls and all(c["function"]["name"] in ("websearch", "fetch") for c in calls)
    assert T.sft_records(kept)[0]["info"]["split"] == "train"


def test_a_copied_session_goes_on_and_scores_the_same(oracle_replayed, tmp_path, capsys):
    copy = tmp_path / "elsewhere"
    shutil.copytree(oracle_replayed, copy)
    code, out, _ = _play(capsys, "score", "--dir", str(copy), "--json")
    assert code == 0
    assert json.loads(out)["rows"][0]["reward"] == _rows(oracle_replayed / "results.jsonl")[0][
        "reward"]


def test_a_session_in_progress_copied_elsewhere_keeps_its_sources(tmp_path, capsys):
    first = tmp_path / "first"
    _start(capsys, first)
    code, out, _ = _play(capsys, "search", "--dir", str(first), "company profile")
    assert code == 0
    copy = tmp_path / "copy"
    shutil.copytree(first, copy)
    url = json.loads(out)["results"][0]["url"]
    code, out, _ = _play(capsys, "fetch", "--dir", str(copy), url)
    # the page keeps the number the search gave it: the registry came with the transcript
    assert code == 0 and json.loads(out)["source_id"] == json.loads(
        _session(first)["completion"][1]["content"])["results"][0]["source_id"]


def test_search_prints_exactly_the_tool_message_and_no_score(tmp_path):
    folder = tmp_path / "s"
    subprocess.run([*CLI, "play", "start", "--task", "eval:1", "--dir", str(folder)],
                   check=True, capture_output=True)
    proc = subprocess.run([*CLI, "play", "search", "--dir", str(folder), "funding round",
                           "--max-results", "3"], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    session = _session(folder)
    assert proc.stdout == session["completion"][1]["content"] + "\n"
    assert len(json.loads(proc.stdout)["results"]) == 3
    call = json.loads(session["completion"][0]["tool_calls"][0])
    assert call == {"id": "call_0_0", "name": "websearch",
                    "arguments": json.dumps({"query": "funding round", "max_results": 3})}
    assert f"turn 1 of {limits.DEFAULT_MAX_TURNS}" in proc.stderr
    assert "reward" not in proc.stdout + proc.stderr


def test_start_prints_the_prompts_and_the_commands(tmp_path, capsys):
    folder = tmp_path / "s"
    code, out, _ = _play(capsys, "start", "--task", "eval:1", "--dir", str(folder),
                         "--max-turns", "5")
    assert code == 0
    session = _session(folder)
    system, task = (m["content"] for m in session["prompt"])
    assert system in out and task in out and f"play submit --dir {folder}" in out
    assert (folder / "system_prompt.md").read_text() == system
    assert (folder / "task.md").read_text().strip() == task
    assert "5 turns in all" in out and "at most 4 research turns" in out
    assert "reward" not in out.lower().replace(system.lower(), "")


def test_start_by_company_name_and_default_folder(tmp_path, monkeypatch, capsys):
    from tearsheet_env.dataset import task_rows
    from tearsheet_env.env import load_world_for

    row = task_rows(load_world_for(0, 400), "eval")[2]
    monkeypatch.chdir(tmp_path)
    code, out, _ = _play(capsys, "start", "--task", row["info"]["name"].upper())
    assert code == 0
    (folder,) = (tmp_path / "play").iterdir()
    session = _session(folder)
    assert session["example_id"] == 2 and session["info"] == row["info"]
    assert out.startswith(f"session: {Path('play') / folder.name}\n")


@pytest.mark.parametrize("task, needle", [
    ("No Such Company Ltd", "no task company named 'No Such Company Ltd'"),
    ("eval:100000", "the eval split has"),
])
def test_unknown_task_is_a_clear_error(task, needle, tmp_path, capsys):
    code, _, err = _play(capsys, "start", "--task", task, "--dir", str(tmp_path / "s"))
    assert code == 2 and needle in err and not (tmp_path / "s").exists()


def test_bad_folders_are_clear_errors_and_nothing_is_overwritten(tmp_path, capsys):
    code, _, err = _play(capsys, "search", "--dir", str(tmp_path / "nope"), "q")
    assert code == 2 and "no such session folder" in err
    code, _, err = _play(capsys, "status", "--dir", str(tmp_path))
    assert code == 2 and "not a play session" in err
    broken = tmp_path / "broken"
    broken.mkdir()
    (broken / "session.json").write_text('{"format": "something else"}')
    code, _, err = _play(capsys, "fetch", "--dir", str(broken), "https://a.test/")
    assert code == 2 and "not a play session file" in err
    assert (broken / "session.json").read_text() == '{"format": "something else"}'
    code, _, err = _play(capsys, "start", "--task", "eval:0", "--dir", str(broken))
    assert code == 2 and "not an empty folder" in err
    assert (broken / "session.json").read_text() == '{"format": "something else"}'


def test_budget_exhaustion_is_a_recorded_budget_exceeded_answer(tmp_path, capsys):
    folder = tmp_path / "s"
    _start(capsys, folder, "eval:1", "--max-tool-calls", "2")
    code, out, _ = _play(capsys, "turn", "--dir", str(folder), "--search", "company",
                         "--search", "funding", "--fetch", "https://nowhere.test/")
    assert code == 0
    answers = [json.loads(line) for line in out.splitlines()]
    assert [a.get("status") for a in answers] == [None, None, "budget_exceeded"]
    assert "call budget of 2 tool calls" in answers[2]["error"]
    tool_messages = [m for m in _session(folder)["completion"] if m["role"] == "tool"]
    assert [json.loads(m["content"]) for m in tool_messages] == answers
    code, out, _ = _play(capsys, "status", "--dir", str(folder), "--json")
    view = json.loads(out)
    assert view["tool_calls"] == {"used": 2, "max": 2}
    assert view["response_bytes"]["used"] == sum(len(m["content"].encode())
                                                 for m in tool_messages)
    assert "reward" not in out


def test_the_turn_kept_for_the_report_is_refused_to_research(tmp_path, capsys):
    folder = tmp_path / "s"
    _start(capsys, folder, "eval:1", "--max-turns", "2")
    assert _play(capsys, "search", "--dir", str(folder), "company")[0] == 0
    before = (folder / "session.json").read_bytes()
    code, out, err = _play(capsys, "fetch", "--dir", str(folder), "https://a.test/")
    assert code == 1 and out == ""
    assert "no research turn left: 1 of 2 turns used" in err and "play submit" in err
    assert (folder / "session.json").read_bytes() == before
    report = tmp_path / "r.md"
    report.write_text("## Business Overview\n\nA company.\n")
    code, out, _ = _play(capsys, "submit", "--dir", str(folder), str(report))
    assert code == 0 and "reward" not in out and str(folder) in out


def test_after_submit_every_turn_is_refused_and_the_run_is_kept(tmp_path, capsys):
    folder = tmp_path / "s"
    _start(capsys, folder)
    code, _, err = _play(capsys, "score", "--dir", str(folder))
    assert code == 1 and "not submitted yet" in err
    empty = tmp_path / "empty.md"
    empty.write_text("  \n")
    code, _, err = _play(capsys, "submit", "--dir", str(folder), str(empty))
    assert code == 2 and "is empty" in err and not _session(folder)["submitted_at"]
    code, _, err = _play(capsys, "submit", "--dir", str(folder), str(tmp_path / "missing.md"))
    assert code == 2 and "cannot be read" in err
    report = tmp_path / "r.md"
    report.write_text("## Business Overview\n\nA company.\n")
    assert _play(capsys, "submit", "--dir", str(folder), str(report))[0] == 0
    saved = {p.name: p.read_bytes() for p in folder.iterdir()}
    for argv in (["search", "--dir", str(folder), "q"], ["fetch", "--dir", str(folder), "u"],
                 ["turn", "--dir", str(folder), "--search", "q"],
                 ["submit", "--dir", str(folder), str(report)]):
        code, out, err = _play(capsys, *argv)
        assert code == 1 and out == "" and "this session is over" in err
    assert {p.name: p.read_bytes() for p in folder.iterdir()} == saved
    code, out, _ = _play(capsys, "status", "--dir", str(folder))
    assert code == 0 and "submitted: the session is over" in out


def test_two_turns_at_once_are_both_kept_whole(tmp_path):
    folder = tmp_path / "s"
    subprocess.run([*CLI, "play", "start", "--task", "eval:1", "--dir", str(folder)],
                   check=True, capture_output=True)
    procs = [subprocess.Popen([*CLI, "play", "search", "--dir", str(folder), query],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE)
             for query in ("company profile", "funding round")]
    outs = [p.communicate()[0].decode() for p in procs]
    assert [p.returncode for p in procs] == [0, 0]
    completion = _session(folder)["completion"]
    assert [m["role"] for m in completion] == ["assistant", "tool", "assistant", "tool"]
    assert [m["tool_call_id"] for m in completion[1::2]] == ["call_0_0", "call_1_0"]
    assert sorted(m["content"] + "\n" for m in completion[1::2]) == sorted(outs)


def test_turn_keeps_the_order_of_its_calls_and_reads_offsets(tmp_path, capsys):
    folder = tmp_path / "s"
    _start(capsys, folder)
    code, out, _ = _play(capsys, "search", "--dir", str(folder), "company profile")
    url = json.loads(out)["results"][0]["url"]
    code, out, _ = _play(capsys, "turn", "--dir", str(folder), "--fetch", url,
                         "--search", "funding", "--fetch", f"{url}@10", "--pretty")
    assert code == 0
    calls = [json.loads(c) for c in _session(folder)["completion"][2]["tool_calls"]]
    assert [(c["name"], json.loads(c["arguments"])) for c in calls] == [
        ("fetch", {"url": url, "offset": 0}),
        ("websearch", {"query": "funding", "max_results": 5}),
        ("fetch", {"url": url, "offset": 10})]
    assert out.startswith(f"── fetch {url}\n[") and f"── fetch {url} @ 10" in out
    code, _, err = _play(capsys, "turn", "--dir", str(folder))
    assert code == 2 and "at least one --search or --fetch" in err


def test_play_is_listed_in_the_help(capsys):
    with pytest.raises(SystemExit):
        main(["--help"])
    assert "play " in capsys.readouterr().out


@pytest.mark.parametrize("argv, needle", [
    (["start", "--task", "eval:0", "--max-turns", "0"], "--max-turns"),
    (["start", "--task", "eval:0", "--seed", "-1"], "--seed"),
    (["search", "--dir", "x", "q", "--max-results", "many"], "--max-results"),
    (["fetch", "--dir", "x", "https://a.test/", "--offset", "1.5"], "--offset"),
    (["submit", "--dir", "x"], "report"),
])
def test_bad_options_are_one_line_usage_errors(argv, needle, capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["play", *argv])
    err = capsys.readouterr().err
    assert exit_.value.code == 2 and needle in err and len(err.strip().splitlines()) == 1


def test_a_session_of_another_world_is_not_continued(tmp_path, capsys):
    folder = tmp_path / "s"
    _start(capsys, folder)
    session = _session(folder)
    session["info"]["world"]["content_hash"] = "0" * 64  # as if the generator changed since
    (folder / "session.json").write_text(json.dumps(session))
    code, out, err = _play(capsys, "search", "--dir", str(folder), "company")
    assert code == 2 and out == "" and "started on another closed world" in err
    assert _session(folder) == session
