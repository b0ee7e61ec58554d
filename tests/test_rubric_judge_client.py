"""JudgeClient against a real loopback judge: retries, fallback, never a crash, never a verdict
on the wrong claim; the persistent verdict cache; the spec set."""

from __future__ import annotations

import pytest
from tearsheet_testkit.judge_server import JudgeServer

from rubric.claims import ClaimCase, Evidence, JudgeClient, check_claims
from rubric.judge_specs import build_messages, parse_verdicts, spec_version, specs
from rubric.taxonomy import TIER_B


def _cases(n: int, wrong: set[int] = frozenset()) -> list[ClaimCase]:
    return [ClaimCase(claim=f"Claim {i} says {'WRONG ' if i in wrong else ''}thing {i}.",
                      target={"name": "Acme", "website": "https://acme.test"},
                      evidence=[Evidence(source_id=1, url="https://acme.test/a",
                                         text=f"Page text {i}.")])
            for i in range(n)]


def _client(url: str, tmp_path, name: str = "judge", **kw) -> JudgeClient:
    kw.setdefault("max_retries", 3)
    kw.setdefault("backoff", 0.01)
    kw.setdefault("timeout", 0.3)
    return JudgeClient(base_url=url, model=name, cache_path=tmp_path / f"{name}.sqlite", **kw)


def _check_own(cases: list[ClaimCase], verdicts, wrong: set[int]) -> None:
    for i, (_case, v) in enumerate(zip(cases, verdicts, strict=True)):
        assert v is not None, f"claim {i} abstained"
        assert v.supported == (i not in wrong)
        assert v.reasons[0].startswith(f"judged Claim {i} "), "verdict landed on another claim"


@pytest.mark.parametrize("fault", ["500", "429", "timeout", "truncated", "nonjson", "prose"])
def test_retries_through_each_fault(fault, tmp_path):
    cases = _cases(3, wrong={1})
    with JudgeServer([fault, fault, "ok"], sleep=0.6) as srv:
        client = _client(srv.url, tmp_path)
        verdicts = client.judge(cases)
        client.close()
    _check_own(cases, verdicts, {1})
    assert srv.requests == 3
    assert client.cost["calls"] == 3 and client.cost["prompt_tokens"] >= 100


def test_falls_back_when_primary_keeps_failing(tmp_path):
    cases = _cases(5, wrong={0, 4})
    with JudgeServer(["500"]) as bad, JudgeServer(["ok"]) as good:
        fallback = _client(good.url, tmp_path, "fallback")
        client = _client(bad.url, tmp_path, "primary", max_retries=2, fallback=fallback,
                         batch_size=2)
        verdicts = client.judge(cases)
    _check_own(cases, verdicts, {0, 4})
    assert bad.requests == 9  # 3 batches × 3 attempts
    assert good.claims_seen == 5


def test_wrong_ids_are_never_assigned(tmp_path):
    cases = _cases(4, wrong={2})
    with JudgeServer(["wrong_ids"]) as liar, JudgeServer(["ok"]) as good:
        client = _client(liar.url, tmp_path, "liar", fallback=_client(good.url, tmp_path, "ok"))
        verdicts = client.judge(cases)
    _check_own(cases, verdicts, {2})  # every verdict came from the honest fallback
    assert liar.requests == 2  # the batch, then once more for the ids it skipped


def test_partial_answers_retry_only_the_missing_ids(tmp_path):
    cases = _cases(3, wrong={2})
    with JudgeServer(["partial", "ok"]) as srv:
        verdicts = _client(srv.url, tmp_path).judge(cases)
    _check_own(cases, verdicts, {2})
    assert srv.claims_seen == 3 + 2


def test_abstains_without_fallback_and_never_raises(tmp_path):
    cases = _cases(2)
    with JudgeServer(["wrong_ids"]) as liar:
        verdicts = _client(liar.url, tmp_path, max_retries=1).judge(cases)
    assert verdicts == [None, None]
    # an unreachable endpoint abstains too
    dead = _client("http://127.0.0.1:9/v1", tmp_path, "dead", max_retries=1)
    assert dead.judge(cases) == [None, None]
    # check_claims turns abstentions into Tier-A-only verdicts, no crash
    out = check_claims(cases, dead)
    assert len(out) == 2 and all("abstained" in " ".join(v.reasons) for v in out)


def test_verdict_cache_persists_across_clients(tmp_path):
    cases = _cases(3, wrong={1})
    with JudgeServer(["ok"]) as srv:
        first = _client(srv.url, tmp_path)
        _check_own(cases, first.judge(cases), {1})
        first.close()
        second = _client(srv.url, tmp_path)
        _check_own(cases, second.judge(cases), {1})
        assert srv.requests == 1 and second.cost["cache_hits"] == 3
        # another model is another cache key
        other = _client(srv.url, tmp_path, "judge", batch_size=8)
        other.model = "another-model"
        other.judge(cases)
        assert srv.requests == 2


def test_api_key_from_env_only(tmp_path, monkeypatch):
    monkeypatch.setenv("RUBRIC_TEST_KEY", "sekrit")
    client = _client("http://127.0.0.1:9/v1", tmp_path, api_key_var="RUBRIC_TEST_KEY")
    assert client._headers()["Authorization"] == "Bearer sekrit"
    assert "sekrit" not in repr(vars(client)).replace("'sekrit'", "")


def test_presets_and_bad_provider():
    for provider in ("perplexity", "mistral", "deepseek", "openai", "glm"):
        c = JudgeClient(provider=provider, use_cache=False)
        assert c.base_url.startswith("https://") and c.model and c.api_key_var
    assert JudgeClient(provider="vllm", model="m", use_cache=False).base_url.startswith("http://127")
    with pytest.raises(ValueError, match="unknown judge provider"):
        JudgeClient(provider="nope")


def test_specs_cover_tier_b_and_parse_strictly():
    assert sorted(s.mode for s in specs()) == sorted(TIER_B)
    assert spec_version().startswith("v")
    msgs = build_messages([("c1", _cases(1)[0])])
    assert all(m in msgs[1]["content"] for m in TIER_B)
    text = ('{"verdicts": [{"id": "c1", "verdict": "not_supported", "modes": ["EA03-NUM", '
            '"EA03-VALUE", "bogus"], "reason": "x"}, {"id": "c7", "verdict": "supported", '
            '"modes": [], "reason": "y"}, {"id": "c1", "verdict": "supported", "modes": []}]}')
    out = parse_verdicts(text, {"c1", "c2"}, "j")
    assert list(out) == ["c1"] and out["c1"].modes == ["EA03-NUM"]  # Tier-A/unknown dropped
    with pytest.raises(ValueError):
        parse_verdicts("not json at all", {"c1"}, "j")
