"""What a newcomer meets first, through the real console script in subprocesses: bad input is one
line and a non-zero exit before any work, Ctrl-C leaves a marked, re-scorable run, a read-only
cache works, a policy server on another world is named as such, the arguments are listed where a
user looks, and the summary fits an 80-column terminal."""

from __future__ import annotations

import glob
import inspect
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tearsheet_env import limits

CLI = [str(Path(sys.executable).with_name("tearsheet-env"))]
HANG_GUARD = 120  # seconds: only catches a hang; the 5 s bar is measured outside the tests


def run_cli(*args: str, env: dict[str, str] | None = None, cwd: Path | None = None,
            timeout: float = HANG_GUARD) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*CLI, *args], capture_output=True, text=True, timeout=timeout,
                          env=env, cwd=cwd)


@pytest.fixture(scope="module")
def unreadable_results(tmp_path_factory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("bad_results")
    (folder / "empty.jsonl").write_text("")
    (folder / "garbage.jsonl").write_text("not json\n{\"half\": \n\x00\x01\n")
    return {"empty": folder / "empty.jsonl", "garbage": folder / "garbage.jsonl",
            "missing": folder / "nothing-here.jsonl"}


BAD_INPUTS = {
    "world build --companies 1e9": (["world", "build", "--companies", "1000000000"],
                                    "100,000"),
    "world build --seed -1": (["world", "build", "--seed", "-1"], "seed"),
    "world build --companies x": (["world", "build", "--companies", "many"], "integer"),
    "serve-policy --companies 0": (["serve-policy", "--companies", "0"], "companies"),
    "serve-policy --port 70000": (["serve-policy", "--port", "70000"], "65,535"),
    "serve-policy unknown policy": (["serve-policy", "--policy", "nobody"], "unknown policy"),
    "eval -n 0": (["eval", "-n", "0"], "num-examples"),
    "eval -r 0": (["eval", "-r", "0"], "rollouts"),
    "eval -a companies 0": (["eval", "-a", '{"companies": 0}'], "companies"),
    "eval -a seed -1": (["eval", "-a", '{"seed": -1}'], "seed"),
    "eval -a typo": (["eval", "-a", '{"num_exampels": 3}'], "num_exampels"),
    "eval -a not json": (["eval", "-a", "{companies: 3"], "JSON"),
    "eval -a a list": (["eval", "-a", "[1, 2]"], "JSON object"),
    "eval -m without -b": (["eval", "-m", "some-model"], "--base-url"),
    "eval unknown policy": (["eval", "--policy", "nobody"], "unknown policy"),
    "eval -a companies as a string": (["eval", "-a", '{"companies": "100"}'], "companies"),
    "eval -a companies as a float": (["eval", "-a", '{"companies": 1e2}'], "companies"),
    "eval -a companies true": (["eval", "-a", '{"companies": true}'], "companies"),
    "eval --max-retries -1": (["eval", "--max-retries", "-1"], "max-retries"),
    "eval -b without -m": (["eval", "-b", "http://127.0.0.1:9/v1"], "--model"),
    "eval -b not a URL": (["eval", "-m", "x", "-b", "notaurl"], "http://"),
    "eval --out a file": (["eval", "--out", "/etc/hostname"], "not a folder"),
    "eval live without a key": (["eval", "-a", '{"backend": "live"}'], "PERPLEXITY_API_KEY"),
    "census build --per-mode 0": (["census", "build", "--per-mode", "0", "--out", "c.jsonl"],
                                  "per-mode"),
    "unknown command": (["frobnicate"], "invalid choice"),
    # an error names the sub-command it belongs to, not just `tearsheet-env`
    "census build mistyped option": (["census", "build", "--companies", "3", "--out", "c.jsonl"],
                                     "tearsheet-env census build: error: unrecognized arguments"),
    "census eval missing census": (["census", "eval", "--census", "nowhere.jsonl"],
                                   "tearsheet-env census eval: error: --census"),
    "world stats mistyped option": (["world", "stats", "--jsn"],
                                    "tearsheet-env world stats: error: unrecognized"),
}


@pytest.mark.parametrize("case", list(BAD_INPUTS), ids=list(BAD_INPUTS))
def test_bad_input_is_one_line_and_a_nonzero_exit(case, tmp_path):
    args, word = BAD_INPUTS[case]
    env = {k: v for k, v in os.environ.items() if k != "PERPLEXITY_API_KEY"}
    proc = run_cli(*args, cwd=tmp_path, env=env)
    lines = [line for line in proc.stderr.splitlines() if line.strip()]
    assert proc.returncode != 0, proc.stderr
    assert len(lines) == 1, proc.stderr
    assert lines[0].startswith("tearsheet-env") and "error:" in lines[0], lines[0]
    assert word in lines[0]
    assert "Traceback" not in proc.stderr and proc.stdout == ""
    assert not list(tmp_path.iterdir())  # refused before any work started


@pytest.mark.parametrize("kind", ["empty", "garbage", "missing"])
def test_score_without_readable_rows_is_an_error(kind, unreadable_results):
    proc = run_cli("score", str(unreadable_results[kind]))
    errors = [line for line in proc.stderr.splitlines() if "error:" in line]
    assert proc.returncode != 0
    assert len(errors) == 1 and errors[0].startswith("tearsheet-env score: error:"), proc.stderr
    assert "Traceback" not in proc.stderr


# 3 s: while the build plans its companies; 12 s: while its realization workers (forked
# processes, which get the signal too) write pages
@pytest.mark.parametrize("seconds", [3, 12])
def test_ctrl_c_during_a_world_build_is_quiet(tmp_path, seconds):
    proc = subprocess.Popen([*CLI, "world", "build", "--companies", "3000", "--out",
                             str(tmp_path / "w")], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, start_new_session=True)
    time.sleep(seconds)
    os.killpg(proc.pid, signal.SIGINT)
    stdout, stderr = proc.communicate(timeout=HANG_GUARD)
    assert proc.returncode == 130 and "Traceback" not in stderr, stderr
    assert stderr.strip().splitlines()[-1] == "tearsheet-env: interrupted"
    assert not (tmp_path / "w").exists() and not list(tmp_path.iterdir())  # no half-built world


def test_library_entry_points_refuse_with_the_cli_sentence():
    from tearsheet_env import load_environment
    from tearsheet_env.world import build_world

    sentence = limits.COMPANIES.allowed()
    with pytest.raises(ValueError, match=sentence):
        build_world(companies=1_000_000_000)
    with pytest.raises(ValueError, match="seed must be"):
        build_world(seed=-1)
    with pytest.raises(ValueError, match=sentence):
        load_environment(companies=0)
    proc = run_cli("world", "build", "--companies", "0")
    assert sentence in proc.stderr


def test_env_args_lists_what_load_environment_validates():
    from tearsheet_env import load_environment
    from tearsheet_env.env import EnvArgs, parse_env_args

    proc = run_cli("env-args", "--json")
    assert proc.returncode == 0, proc.stderr
    rows = {row["name"]: row for row in json.loads(proc.stdout)}
    assert set(rows) == set(EnvArgs.model_fields)
    assert set(rows) == set(inspect.signature(load_environment).parameters)
    doc = inspect.getdoc(load_environment) or ""
    for name, row in rows.items():
        assert row["meaning"], name
        assert f"{name} (" in doc, name
        # the listed default is what load_environment applies when the argument is left out
        assert json.loads(row["default"]) == getattr(parse_env_args({}), name), name
    # every listed integer range is the one validation enforces, at both edges
    for name, field in EnvArgs.model_fields.items():
        extra = field.json_schema_extra if isinstance(field.json_schema_extra, dict) else {}
        if "minimum" not in extra:
            continue
        low, high = extra["minimum"], extra.get("maximum")
        assert rows[name]["allowed"] == extra["allowed"]
        parse_env_args({name: low})
        if low - 1 != field.default:  # num_examples: -1 means all
            with pytest.raises(ValueError, match=name):
                parse_env_args({name: low - 1})
        if high is not None:
            parse_env_args({name: high})
            with pytest.raises(ValueError, match=name):
                parse_env_args({name: high + 1})
    table = run_cli("env-args", env={**os.environ, "COLUMNS": "80"})
    assert table.returncode == 0
    for name in rows:
        assert name in table.stdout


def _all_parsers(parser):
    yield parser
    for action in parser._actions:
        for sub in getattr(action, "choices", None) or {}:
            if isinstance(action.choices, dict):
                yield from _all_parsers(action.choices[sub])


def test_version_and_every_option_has_help_with_its_default():
    import argparse
    from importlib.metadata import version

    from tearsheet_env.cli.main import build_parser

    proc = run_cli("--version")
    assert proc.returncode == 0
    assert proc.stdout.strip() == f"tearsheet-env {version('tearsheet-env')}"
    parsers = list(_all_parsers(build_parser()))
    assert len(parsers) > 15
    for parser in parsers:
        text = " ".join(parser.format_help().split())
        for action in parser._actions:
            if isinstance(action, (argparse._HelpAction, argparse._VersionAction,
                                   argparse._SubParsersAction)):
                continue
            assert action.help, f"{parser.prog} {action.option_strings or action.dest}"
            shown = action.default not in (None, False, True, argparse.SUPPRESS)
            if shown and action.option_strings:
                assert f"(default: {action.default})" in text, \
                    f"{parser.prog} {action.option_strings}"


def test_tool_fetch_live_gives_a_typed_failure():
    proc = run_cli("tool", "fetch", "--backend", "live", "--url", "http://nowhere.test/page",
                   "--json")
    assert "ImportError" not in proc.stderr and "Traceback" not in proc.stderr
    response = json.loads(proc.stdout)
    assert response["ok"] is False and response["status"] in ("not_found", "refused")


# ---- whole runs ------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def narrow_run(tmp_path_factory):
    """The main job, small, in an 80-column terminal."""
    out = tmp_path_factory.mktemp("narrow")
    proc = run_cli("eval", "-n", "2", "-r", "1", "--out", str(out),
                   env={**os.environ, "COLUMNS": "80"}, timeout=300)
    return proc, out


def test_summary_fits_80_columns_and_says_where_results_went(narrow_run):
    proc, out = narrow_run
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    # the tables fit; the results path is printed whole on its own line (a terminal wraps it,
    # nothing cuts it), so it can be copied
    table = [line for line in lines if not line.startswith(("results: ", "re-score: "))]
    assert max(len(line) for line in table) <= 80
    modes = [line for line in lines if "EA03-" in line]
    assert len(modes) == 33 and all(line.rstrip().endswith("│") for line in modes)
    assert any(line.startswith("results: ") for line in lines)
    assert "world ready" in proc.stderr  # progress said what it was doing before the rollouts
    (folder,) = glob.glob(str(out / "evals" / "*" / "*"))
    metadata = json.loads(Path(folder, "metadata.json").read_text())
    assert metadata["complete"] is True and metadata["rollouts_saved"] == 2


def _interrupt(out: Path, after_rows: int, delay: float) -> subprocess.CompletedProcess[str]:
    # its own process group, signalled whole, as a terminal's Ctrl-C is
    proc = subprocess.Popen([*CLI, "eval", "-n", "20", "-c", "2", "--out", str(out)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            start_new_session=True)
    time.sleep(delay)
    deadline = time.monotonic() + HANG_GUARD
    while after_rows and time.monotonic() < deadline and proc.poll() is None:
        saved = glob.glob(str(out / "evals" / "*" / "*" / "results.jsonl"))
        if saved and Path(saved[0]).read_bytes().count(b"\n") >= after_rows:
            break
        time.sleep(0.1)
    os.killpg(proc.pid, signal.SIGINT)
    stdout, stderr = proc.communicate(timeout=HANG_GUARD)
    return subprocess.CompletedProcess(proc.args, proc.returncode, stdout, stderr)


def test_ctrl_c_during_rollouts_keeps_a_marked_rescorable_run(tmp_path):
    proc = _interrupt(tmp_path, after_rows=1, delay=5)
    assert proc.returncode == 130, proc.stderr
    assert "Traceback" not in proc.stderr
    (folder,) = glob.glob(str(tmp_path / "evals" / "*" / "*"))
    assert f"saved in {folder}" in proc.stderr
    metadata = json.loads(Path(folder, "metadata.json").read_text())
    rows = Path(folder, "results.jsonl").read_text().splitlines()
    assert metadata["complete"] is False and metadata["rollouts_saved"] == len(rows) >= 1
    scored = run_cli("score", folder, "--json")
    assert scored.returncode == 0, scored.stderr
    assert len(json.loads(scored.stdout)["rows"]) == len(rows)
    # --resume finishes the run: the saved rollouts are kept, the rest are run
    # with nothing but the folder: -n, -r, -a and the policy come from its metadata
    resumed = run_cli("eval", "-c", "8", "--out", str(tmp_path), "--resume", folder, "--json",
                      timeout=600)
    assert resumed.returncode == 0, resumed.stderr
    assert json.loads(resumed.stdout)["rollouts"] == 40
    metadata = json.loads(Path(folder, "metadata.json").read_text())
    assert metadata["complete"] is True and metadata["rollouts_saved"] == 40
    assert Path(folder, "results.jsonl").read_text().splitlines()[:len(rows)] == rows


def test_ctrl_c_early_never_leaves_results_without_metadata(tmp_path):
    proc = _interrupt(tmp_path, after_rows=0, delay=5)
    assert proc.returncode == 130 and "Traceback" not in proc.stderr, proc.stderr
    assert proc.stderr.strip().splitlines()[-1].startswith("tearsheet-env eval: interrupted")
    for results in glob.glob(str(tmp_path / "evals" / "*" / "*" / "results.jsonl")):
        metadata = json.loads(Path(results).with_name("metadata.json").read_text())
        assert metadata["complete"] is False


@pytest.mark.parametrize("after_rows", [3, 7, 12])
def test_ctrl_c_mid_run_unwinds_every_rollout_quietly(tmp_path, after_rows):
    # verifiers' environment installs a SIGINT handler that raises inside whichever rollout runs;
    # at some moments that left the others pending past the loop's end ("Exception ignored",
    # tracebacks: 2 of 12 spread Ctrl-Cs before the eval command took SIGINT back)
    proc = _interrupt(tmp_path, after_rows=after_rows, delay=3)
    assert proc.returncode == 130, proc.stderr
    assert "Traceback" not in proc.stderr and "Exception ignored" not in proc.stderr, proc.stderr
    assert "never awaited" not in proc.stderr and "destroyed but it is pending" not in proc.stderr
    (folder,) = glob.glob(str(tmp_path / "evals" / "*" / "*"))
    rows = Path(folder, "results.jsonl").read_text().splitlines()
    metadata = json.loads(Path(folder, "metadata.json").read_text())
    assert metadata["complete"] is False and metadata["rollouts_saved"] == len(rows) >= after_rows


def test_eval_reads_a_read_only_cache(tmp_path):
    if os.geteuid() != 0 or shutil.which("unshare") is None:
        pytest.skip("a read-only mount needs root and unshare (root ignores file modes)")
    from tearsheet_env.env import load_world_for
    from tearsheet_env.tools.research_tools import shared_world_backend
    from tearsheet_env.world.build import cache_path

    shared_world_backend(load_world_for(0, 400))  # the default world and its index, built
    cache = tmp_path / "cache"
    built = cache_path(0, 400)
    shutil.copytree(built, cache / built.relative_to(built.parent.parent))
    env = {**os.environ, "TEARSHEET_ENV_CACHE": str(cache)}
    script = (f"mount --bind -o ro {cache} {cache} && touch {cache}/probe 2>/dev/null "
              f"&& exit 99; exec {CLI[0]} eval -n 2 -r 1 --json --out {tmp_path / 'o2'}")
    proc = subprocess.run(["unshare", "-m", "sh", "-c", script], capture_output=True,
                          text=True, env=env, timeout=300)
    if proc.returncode != 0 and "mount" in proc.stderr and "permission" in proc.stderr.lower():
        pytest.skip(f"this sandbox refuses mounts: {proc.stderr.strip()}")
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["mean_reward"] == 1.0


def test_a_policy_server_on_another_world_is_named(tmp_path, caplog):
    from tearsheet_env.policies.server import PolicyServer

    server = PolicyServer("oracle").start()  # the default world
    try:
        with caplog.at_level("ERROR", logger="tearsheet_env.policy_server"):
            proc = run_cli("eval", "-m", "oracle", "-b", server.base_url, "-n", "1", "-r", "1",
                           "-a", '{"companies": 100, "seed": 3}', "--out", str(tmp_path),
                           timeout=300)
    finally:
        server.stop()
    assert proc.returncode == 1
    assert "world mismatch" in proc.stderr and "Traceback" not in proc.stderr
    assert any("world mismatch" in r.getMessage() for r in caplog.records)
    (results,) = glob.glob(str(tmp_path / "evals" / "*" / "*" / "results.jsonl"))
    row = json.loads(Path(results).read_text().splitlines()[0])
    reasons = row["info"]["tearsheet_explanation"]["gate"]["reasons"]
    assert any(reason.startswith("world mismatch") for reason in reasons)


def test_docs_table_is_the_generated_one():
    proc = run_cli("env-args", "--markdown")
    docs = (Path(__file__).parent.parent / "docs" / "environment.md").read_text()
    assert proc.returncode == 0 and proc.stdout.strip() in docs


def test_world_serve_on_a_busy_port_is_one_line():
    import socket

    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        proc = run_cli("world", "serve", "--port", str(busy.getsockname()[1]))
    assert proc.returncode == 1 and "Traceback" not in proc.stderr
    (line,) = [x for x in proc.stderr.splitlines() if x.strip()]
    assert line.startswith("tearsheet-env world serve: error: cannot listen on")


def test_a_policy_server_refuses_a_model_that_is_not_a_policy():
    import httpx

    from tearsheet_env.policies.server import PolicyServer

    server = PolicyServer("oracle").start()
    try:
        prompt = [{"role": "user", "content": "hello"}]
        typo = httpx.post(f"{server.base_url}/chat/completions",
                          json={"model": "no_serch", "messages": prompt}, timeout=30)
        named = httpx.post(f"{server.base_url}/chat/completions",
                           json={"model": "no_search", "messages": prompt}, timeout=30)
    finally:
        server.stop()
    assert typo.status_code == 404 and typo.json()["error"]["type"] == "model_not_found"
    assert "no_search" in typo.json()["error"]["message"]
    assert named.status_code == 200


def test_eval_table_shows_every_definition_whole_within_80_columns(monkeypatch, capsys):
    from rubric.taxonomy import MODES
    from tearsheet_env.cli.eval_cmd import print_table

    monkeypatch.setenv("COLUMNS", "80")
    modes = MODES
    summary = {"rollouts": 1, "mean_reward": 0.5, "results_path": "results.jsonl",
               "metrics": {"reward": 0.5, **{f"mode/{m.id}": 0.0 for m in modes}}}
    print_table(summary, "some-model")
    out = capsys.readouterr().out
    assert max(len(line) for line in out.splitlines()) <= 80
    assert "…" not in out
    words = out.split()
    for m in modes:
        for word in m.definition.split(". ")[0].split():
            assert word in words or any(word in w for w in words), (m.id, word)


def test_score_report_scores_an_edited_report_against_the_run_s_own_pages(tmp_path):
    """`score RUN --report FILE`: what an edit to a report would score, the transcript's tool
    results kept (an outside user's request: no way to score one hand-edited report)."""
    ran = run_cli("eval", "-n", "1", "-r", "1", "--json", "--out", str(tmp_path), timeout=600)
    assert ran.returncode == 0, ran.stderr
    (folder,) = glob.glob(str(tmp_path / "evals" / "*" / "*"))
    row = json.loads(Path(folder, "results.jsonl").read_text().splitlines()[0])
    report = row["completion"][-1]["content"]
    # the report to edit, written by the CLI (a docs-only user had to extract it by hand)
    same = tmp_path / "same.md"
    saved = run_cli("score", folder, "--save-report", str(same))
    assert saved.returncode == 0, saved.stderr
    assert same.read_text() == report
    assert run_cli("score", folder, "--save-report", str(same), "--row", "5").returncode == 2
    kept = run_cli("score", folder, "--report", str(same), "--json")
    assert kept.returncode == 0, kept.stderr
    assert json.loads(kept.stdout)["rows"][0]["reward"] == pytest.approx(row["reward"])
    # one wrong figure in a cited sentence of the prose: charged, and the finding printed
    line = next(x for x in report.splitlines() if " was founded in " in x)
    year = line.split(" was founded in ")[1][:4]
    edited = tmp_path / "edited.md"
    edited.write_text(report.replace(line, line.replace(f" was founded in {year}",
                                                        f" was founded in {int(year) - 3}")))
    scored = run_cli("score", folder, "--report", str(edited))
    assert scored.returncode == 0, scored.stderr
    assert "EA03-" in scored.stdout and str(int(year) - 3) in scored.stdout
    wrong = run_cli("score", folder, "--report", str(edited), "--json")
    assert json.loads(wrong.stdout)["rows"][0]["reward"] < row["reward"]
    assert run_cli("score", folder, "--report", str(edited), "--row", "5").returncode == 2
