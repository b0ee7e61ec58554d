"""Judge requests as OpenAI Batch API files, end to end through the real CLI and a real loopback
judge (`judge_server.py`): `census eval` and `score` run live against the judge, then export
the same requests with no endpoint, the judge answers them request by request into a Batch API
output file, and the import reproduces the live figures exactly; a dropped answer is reported
by its custom_id and its claims stay unjudged. Also: every spec question reaches the prompt
whole, the prompt points at the modes where they are, OTHER is parsed and charged, and batches
mix labels and companies."""

from __future__ import annotations

import json
import re
from importlib import resources
from pathlib import Path

import pytest
from tearsheet_testkit.judge_server import JudgeServer, answer_batch
from tearsheet_testkit.rubric_support import transcript

from rubric.claim_types import ClaimCase, Evidence
from rubric.judge_batch import read_answers, request_stats
from rubric.judge_client import JudgeClient
from rubric.judge_specs import (
    OUTPUT_RULES,
    UNLISTED_MODE,
    build_messages,
    cache_key,
    parse_verdicts,
    specs,
)
from rubric.score import finish, prepare
from tearsheet_env.census.format import read_census
from tearsheet_env.cli.main import main

MODEL = "batch-test-judge"
KEY_VAR = "I24_BATCH_TEST_KEY"
# what the batch path may change: who answered, and what the answers cost
NOT_FIGURES = {"judge", "cost", "batch"}


def run_cli(*args: str) -> int:
    return main([str(a) for a in args])


def figures(report: dict) -> dict:
    return {k: v for k, v in report.items() if k not in NOT_FIGURES}


def read_jsonl(path: Path) -> list[dict]:
    return [json.loads(x) for x in path.read_text().splitlines() if x.strip()]


@pytest.fixture(scope="module")
def census(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("census") / "census.jsonl"
    assert run_cli("census", "build", "--per-mode", "3", "--rollouts-per-mode", "0",
                   "--out", out) == 0
    return out


# ---- the requests themselves --------------------------------------------------------------

def test_every_spec_question_reaches_the_request_whole() -> None:
    raw = (resources.files("rubric") / "judge_specs.yaml").read_text("utf-8")
    written = re.findall(r"^\s*question:\s*(.*)$", raw, re.M)
    loaded = specs()
    assert len(written) == len(loaded) == 18
    prompt = build_messages([])[1]["content"]
    for line, spec in zip(written, loaded, strict=True):
        # the question as written in the file (one layer of quotes off) is the question loaded
        assert line.strip()[0] == line.strip()[-1] == '"', spec.mode
        assert line.strip()[1:-1] == spec.question, spec.mode
        assert spec.question.endswith("?"), spec.mode
        assert f"- {spec.mode}: {spec.question}\n" in prompt
    rank = next(s for s in loaded if s.mode == "EA03-RANK")
    assert "(largest, leading, first, #1, top, only)" in rank.question


def test_the_prompt_points_at_the_modes_where_they_are() -> None:
    case = ClaimCase(claim="Acme has 12 staff.", target={"name": "Acme"},
                     evidence=[Evidence(source_id=1, text="Acme has 12 staff.")])
    user = build_messages([("c1", case)])[1]["content"]
    last_mode = max(user.index(f"- {s.mode}: ") for s in specs())
    rules = user.index(OUTPUT_RULES)
    assert user.index("Failure modes:") < last_mode < rules < user.index("### claim c1")
    assert "listed modes" in OUTPUT_RULES and "list above" in OUTPUT_RULES
    assert "below" not in OUTPUT_RULES
    assert f'["{UNLISTED_MODE}"]' in OUTPUT_RULES


def test_other_and_modeless_rejections_parse_to_other() -> None:
    answer = json.dumps({"verdicts": [
        {"id": "c1", "verdict": "not_supported", "modes": ["OTHER"], "reason": "a"},
        {"id": "c2", "verdict": "not_supported", "modes": [], "reason": "b"},
        {"id": "c3", "verdict": "not_supported", "modes": ["EA03-VALUE"], "reason": "c"},
        {"id": "c4", "verdict": "not_supported", "modes": ["OTHER", "EA03-NUM"], "reason": "d"},
        {"id": "c5", "verdict": "supported", "modes": ["OTHER"], "reason": "e"},
    ]})
    out = parse_verdicts(answer, {"c1", "c2", "c3", "c4", "c5"}, "j")
    assert [out[c].modes for c in ("c1", "c2", "c3", "c4", "c5")] == [
        ["OTHER"], ["OTHER"], ["OTHER"], ["EA03-NUM"], []]
    assert not any(out[c].supported for c in ("c1", "c2", "c3", "c4")) and out["c5"].supported


def _answers_for(requests: list[dict], verdict_of) -> list[dict]:
    """Batch API output lines giving each claim of each request `verdict_of(request, cid)`."""
    out = []
    for req in requests:
        user = req["body"]["messages"][-1]["content"]
        ids = re.findall(r"^### claim (c\d+)$", user, re.M)
        content = json.dumps({"verdicts": [verdict_of(req, cid) for cid in ids]})
        out.append({"id": "b", "custom_id": req["custom_id"], "error": None, "response": {
            "status_code": 200, "body": {"choices": [{"message": {"content": content}}]}}})
    return out


def test_other_is_charged_as_one_tier_b_error(tmp_path: Path) -> None:
    """A rollout the judge finds all supported but for one claim it calls OTHER: exactly one
    OTHER finding, counted by judge/unlisted, costing one accuracy error (0.6)."""
    p, c, info = transcript("oracle", 0)
    prepared = prepare(p, c, info)
    client = JudgeClient(model=MODEL, cache_path=tmp_path / "v.sqlite")
    assert client.judge(prepared.cases) == [None] * len(prepared.cases)  # batch mode: abstains
    requests = [r.input_line() for r in client.pending.values()]
    first = requests[0]["custom_id"]

    def verdict(req: dict, cid: str) -> dict:
        other = req["custom_id"] == first and cid == "c1"
        return {"id": cid, "verdict": "not_supported" if other else "supported",
                "modes": ["OTHER"] if other else [], "reason": "t"}

    answers = tmp_path / "answers.jsonl"
    answers.write_text("".join(json.dumps(x) + "\n" for x in _answers_for(requests, verdict)))
    client.load_answers([answers])
    score = finish(prepared, client.judge(prepared.cases), client.name)
    assert client.pending == {}
    other = [f for f in score.explanation["findings"] if f["mode"] == UNLISTED_MODE]
    assert len(other) == 1 and other[0]["tier"] == "B"
    assert score.metrics["judge/unlisted"] == 1.0 == score.explanation["judge"]["unlisted"]
    # one prose error among the report's checked sentences N: (1 − 1/N)²
    checked = score.metrics["sol/checked"]
    assert score.metrics["sol/errors_prose"] == 1.0
    assert score.metrics["sol/accuracy"] == pytest.approx((1 - 1 / checked) ** 2)
    assert score.metrics["judge/abstained"] == 0.0


def test_batches_mix_labels_and_companies(census: Path, tmp_path: Path) -> None:
    claims = sorted(read_census(census).claims, key=lambda c: (c.label, c.target.name))
    cases = [ClaimCase(claim=c.claim, target=c.target.model_dump(),
                       evidence=[Evidence(**e.model_dump()) for e in c.evidence],
                       context=[Evidence(**e.model_dump()) for e in c.context]) for c in claims]
    of_key = {cache_key(MODEL, case): claim for case, claim in zip(cases, claims, strict=True)}
    client = JudgeClient(model=MODEL, cache_path=tmp_path / "v.sqlite")
    client.judge(cases)
    batches = [list(r.claims.values()) for r in client.pending.values()]
    assert len(batches) == -(-len(of_key) // 15) and all(len(b) <= 15 for b in batches)
    for keys in batches[:-1]:  # every full batch holds both labels and several companies
        assert len({of_key[k].label for k in keys}) == 2
        assert len({of_key[k].target.name for k in keys}) >= 5
    # the same claims in another order: the same requests
    again = JudgeClient(model=MODEL, cache_path=tmp_path / "v2.sqlite")
    again.judge(list(reversed(cases)))
    assert set(again.pending) == set(client.pending)


def test_answer_files_are_read_line_by_line_never_fatally(tmp_path: Path) -> None:
    good = {"status_code": 200, "body": {"choices": [{"message": {"content": "{}"}}],
                                         "usage": {"prompt_tokens": 7}}}
    lines = [
        json.dumps({"id": "1", "custom_id": "tsj-a", "response": good, "error": None}),
        "{not json",
        json.dumps({"id": "2", "custom_id": "tsj-b", "response": None,
                    "error": {"code": "rate_limit", "message": "slow down"}}),
        json.dumps({"id": "3", "custom_id": "tsj-c", "response": {"status_code": 500,
                                                                   "body": {}}}),
        json.dumps({"id": "4", "custom_id": "tsj-d", "response": {"status_code": 200,
                                                                   "body": {"choices": []}}}),
        json.dumps({"id": "5", "custom_id": "tsj-a", "response": good, "error": None}),
        json.dumps([1, 2]),
        "",
    ]
    path = tmp_path / "out.jsonl"
    path.write_text("\n".join(lines) + "\n")
    read = read_answers([path, tmp_path / "absent.jsonl"])
    assert list(read.answers) == ["tsj-a"] and read.answers["tsj-a"].prompt_tokens == 7
    assert read.lines == 7
    why = "\n".join(read.problems)
    for expected in ("out.jsonl:2: not a Batch API output line", "tsj-b: error",
                     "tsj-c: HTTP 500", "tsj-d: no choices", "out.jsonl:6: tsj-a: a second",
                     "out.jsonl:7: not a Batch API output line", "absent.jsonl: cannot read"):
        assert expected in why


# ---- the bar: export then import reproduces the live figures -------------------------------

def test_census_export_import_reproduces_live_figures(census: Path, tmp_path: Path) -> None:
    live, exported, imported = (tmp_path / f"{n}.json" for n in ("live", "exported", "imported"))
    requests, answers = tmp_path / "requests.jsonl", tmp_path / "answers.jsonl"
    with JudgeServer(["hashed"]) as srv:
        assert run_cli("census", "eval", "--census", census, "--judge-base-url", srv.url,
                       "--judge-model", MODEL, "--judge-cache", tmp_path / "live.sqlite",
                       "--json-out", live) == 0
        live_calls = srv.requests
        # export: no endpoint, only the model's name
        assert run_cli("census", "eval", "--census", census, "--judge-model", MODEL,
                       "--judge-cache", tmp_path / "batch.sqlite", "--batch-export", requests,
                       "--json-out", exported) == 0
        assert srv.requests == live_calls
        lines = read_jsonl(requests)
        assert len(lines) == live_calls  # the same requests the live run sent
        assert answer_batch(srv.url, requests, answers) == len(lines)
    for line in lines:
        assert set(line) == {"custom_id", "method", "url", "body"}
        assert (line["method"], line["url"]) == ("POST", "/v1/chat/completions")
        assert line["body"]["model"] == MODEL
        assert line["body"]["response_format"]["json_schema"]["strict"] is True
    exp = json.loads(exported.read_text())
    n_claims = exp["claim_cases"]
    assert exp["unjudged_claims"] == n_claims and exp["batch"]["missing_requests"] == len(lines)
    stats = exp["batch"]["stats"]
    assert (stats["requests"], stats["claims"]) == (len(lines), n_claims)
    assert stats["prompt_chars"] == sum(len(m["content"]) for x in lines
                                        for m in x["body"]["messages"])
    assert stats["est_prompt_tokens_per_claim"] == pytest.approx(
        stats["prompt_chars"] / 4 / n_claims, abs=0.1)

    # import (the answer file is in reverse order): the live run's figures, exactly
    assert run_cli("census", "eval", "--census", census, "--judge-model", MODEL,
                   "--judge-cache", tmp_path / "batch.sqlite", "--batch-answers", answers,
                   "--json-out", imported) == 0
    ref, got = json.loads(live.read_text()), json.loads(imported.read_text())
    assert figures(got) == figures(ref)
    assert got["unjudged_claims"] == 0 and got["batch"]["missing_ids"] == []
    assert got["batch"]["answers_used"] == len(lines) and ref["control_false_rejection"] > 0
    assert "OTHER" in got["confusion"]["columns"]  # the judge's OTHER, shown as such

    # the answers are in the verdict cache now: the same run scores from it, nothing to export
    rest = tmp_path / "rest.jsonl"
    again = tmp_path / "again.json"
    assert run_cli("census", "eval", "--census", census, "--judge-model", MODEL,
                   "--judge-cache", tmp_path / "batch.sqlite", "--batch-export", rest,
                   "--json-out", again) == 0
    assert figures(json.loads(again.read_text())) == figures(ref) and rest.read_text() == ""
    # importing the same answers again changes nothing, and they still match this run
    assert run_cli("census", "eval", "--census", census, "--judge-model", MODEL,
                   "--judge-cache", tmp_path / "batch.sqlite", "--batch-answers", answers,
                   "--json-out", again) == 0
    twice = json.loads(again.read_text())
    assert figures(twice) == figures(ref) and twice["batch"]["answers_unmatched"] == []
    assert twice["batch"]["answers_used"] == len(lines)

    # a partial answer file: what is missing is reported by id, its claims stay unjudged
    dropped = read_jsonl(answers)[:3]
    partial = tmp_path / "partial.jsonl"
    partial.write_text("".join(json.dumps(x) + "\n" for x in read_jsonl(answers)[3:]))
    half, rest2 = tmp_path / "half.json", tmp_path / "rest2.jsonl"
    assert run_cli("census", "eval", "--census", census, "--judge-model", MODEL,
                   "--judge-cache", tmp_path / "partial.sqlite", "--batch-answers", partial,
                   "--batch-export", rest2, "--json-out", half) == 0
    h = json.loads(half.read_text())
    dropped_ids = sorted(x["custom_id"] for x in dropped)
    assert h["batch"]["missing_ids"] == dropped_ids
    in_dropped = [x for x in lines if x["custom_id"] in dropped_ids]
    dropped_claims = set()
    for x in in_dropped:
        dropped_claims |= set(re.findall(r"^claim: (.*)$", x["body"]["messages"][-1]["content"],
                                         re.M))
    by_id = {c.id: c.claim for c in read_census(census).claims}
    assert {by_id[i] for i in h["unjudged_ids"]} == dropped_claims
    assert h["unjudged_claims"] == len(h["unjudged_ids"]) > 0
    # re-exported: exactly the dropped requests, byte for byte as first exported
    assert sorted(read_jsonl(rest2), key=lambda x: x["custom_id"]) == \
        sorted(in_dropped, key=lambda x: x["custom_id"])


def _saved_run(folder: Path, url: str, mode: str = "all") -> Path:
    """A saved run in vf-eval's layout: two tasks, an honest and a fabricating rollout each,
    whose metadata names the loopback judge (judging every claim, or the cascade's share)."""
    folder.mkdir()
    rows = []
    for example_id in (0, 1):
        for policy in ("oracle", "fabricated_numbers"):
            p, c, info = transcript(policy, example_id)
            rows.append({"example_id": example_id, "prompt": p, "completion": c, "info": info,
                         "reward": 0.0})
    (folder / "results.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    judge = {"base_url": url, "model": MODEL, "key_var": KEY_VAR, "mode": mode}
    (folder / "metadata.json").write_text(json.dumps({"env_args": {"judge": judge}}))
    return folder


def _score_json(capsys: pytest.CaptureFixture[str], *args: object) -> dict:
    capsys.readouterr()
    assert run_cli("score", *args, "--json") == 0
    return json.loads(capsys.readouterr().out)


def test_score_export_import_reproduces_the_live_rescore(tmp_path: Path, capsys,
                                                         monkeypatch) -> None:
    monkeypatch.setenv(KEY_VAR, "sk-loopback")
    requests, answers = tmp_path / "requests.jsonl", tmp_path / "answers.jsonl"
    with JudgeServer(["hashed"]) as srv:
        run = _saved_run(tmp_path / "run", srv.url)
        live = _score_json(capsys, run, "--judge-cache", tmp_path / "live.sqlite")
        live_calls = srv.requests
        exported = _score_json(capsys, run, "--judge-cache", tmp_path / "batch.sqlite",
                               "--batch-export", requests)  # the model comes from metadata
        assert srv.requests == live_calls
        assert answer_batch(srv.url, requests, answers) == live_calls
    imported = _score_json(capsys, run, "--judge-cache", tmp_path / "batch.sqlite",
                           "--batch-answers", answers)
    assert live["mean_reward"] == imported["mean_reward"] < exported["mean_reward"]
    for a, b in zip(live["rows"], imported["rows"], strict=True):
        assert (a["reward"], a["metrics"]) == (b["reward"], b["metrics"])
        def without_judge(findings: list[dict]) -> list[dict]:
            return [{k: v for k, v in f.items() if k != "judge"} for f in findings]

        assert without_judge(a["explanation"]["findings"]) == \
            without_judge(b["explanation"]["findings"])
    assert sum(r["metrics"]["judge/unlisted"] for r in live["rows"]) > 0
    stats = exported["batch"]["stats"]
    assert stats["rollouts"] == 4 and stats["requests"] == live_calls
    assert stats["claims_per_rollout"] == pytest.approx(
        sum(r["explanation"]["judge"]["claims"] for r in live["rows"]) / 4, abs=0.05)
    assert stats["est_prompt_tokens_per_rollout"] == pytest.approx(
        stats["prompt_chars"] / 4 / 4, abs=0.1)
    # the batches mix the two companies: one call over the whole run, not one per group
    targets = [set(re.findall(r"^target: (.*)$", line["body"]["messages"][-1]["content"],
                              re.M)) for line in read_jsonl(requests)]
    assert all(len(t) == 2 for t in targets[:-1])

    # drop one answer: its request is named, its claims are unjudged, nothing is guessed
    kept = read_jsonl(answers)[1:]
    partial = tmp_path / "partial.jsonl"
    partial.write_text("".join(json.dumps(x) + "\n" for x in kept))
    half = _score_json(capsys, run, "--judge-cache", tmp_path / "partial.sqlite",
                       "--batch-answers", partial)
    assert half["batch"]["missing_ids"] == [read_jsonl(answers)[0]["custom_id"]]
    judged = [r["explanation"]["judge"] for r in half["rows"]]
    assert half["batch"]["unjudged_claims"] == sum(j["abstained"] for j in judged) > 0
    assert all(j["judged"] + j["abstained"] == j["claims"] for j in judged)


def test_batch_options_need_a_model_and_no_endpoint(census: Path, tmp_path: Path,
                                                    capsys) -> None:
    out = tmp_path / "r.jsonl"
    assert run_cli("census", "eval", "--census", census, "--batch-export", out) == 2
    assert "need --judge-model" in capsys.readouterr().err
    assert run_cli("census", "eval", "--census", census, "--judge-model", MODEL,
                   "--judge-base-url", "http://127.0.0.1:9/v1", "--batch-export", out) == 2
    assert "--judge-model alone" in capsys.readouterr().err
    run = tmp_path / "run"
    run.mkdir()
    (run / "results.jsonl").write_text(json.dumps({"example_id": 0, "completion": []}) + "\n")
    assert run_cli("score", run, "--batch-export", out) == 2  # an offline run names no model
    assert "need --judge-model" in capsys.readouterr().err
    assert not out.exists()


def test_request_stats_add_up() -> None:
    case = ClaimCase(claim="Acme has 12 staff.", target={"name": "Acme"},
                     evidence=[Evidence(source_id=1, text="Acme has 12 staff.")])
    client = JudgeClient(model=MODEL, use_cache=False)
    req = client.request({"k1": case, "k2": case.model_copy(update={"claim": "Acme is old."})})
    stats = request_stats([req], client.header_chars(), rollouts=2, rollout_claims=3)
    assert stats.requests == 1 and stats.claims == 2 and stats.rollouts == 2
    assert stats.claims_per_rollout == 1.5
    assert stats.prompt_chars == req.prompt_chars() > client.header_chars() == stats.header_chars
    assert stats.est_prompt_tokens_per_rollout == pytest.approx(stats.prompt_chars / 8, abs=0.1)


def test_the_cascade_sends_the_llm_only_what_the_matcher_cannot_decide(tmp_path: Path, capsys,
                                                                       monkeypatch) -> None:
    monkeypatch.setenv(KEY_VAR, "sk-loopback")
    with JudgeServer(["hashed"]) as srv:
        run = _saved_run(tmp_path / "run", srv.url, mode="cascade")
        cascade = _score_json(capsys, run, "--judge-cache", tmp_path / "cascade.sqlite")
        sent = srv.requests
    with JudgeServer(["hashed"]) as srv:
        every = _score_json(capsys, _saved_run(tmp_path / "all", srv.url),
                            "--judge-cache", tmp_path / "all.sqlite")
        sent_all = srv.requests
    offline = _score_json(capsys, run, "-a", "{}")
    assert 0 < sent < sent_all  # only the matcher's abstentions reach the LLM
    judged = [r["explanation"]["judge"] for r in cascade["rows"]]
    assert all(j["name"].startswith(f"offline-evidence-matcher+llm:{MODEL}@") for j in judged)
    # what the matcher decided, it decided alike with or without the LLM behind it
    abstained = sum(r["explanation"]["judge"]["abstained"] for r in offline["rows"])
    assert abstained > 0 and all(j["abstained"] == 0 for j in judged)
    assert all(r["explanation"]["judge"]["abstained"] == 0 for r in every["rows"])
