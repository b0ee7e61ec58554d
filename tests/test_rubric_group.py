"""Group scoring through the verifiers rubric: discrepancy sampling counted through a real
loopback judge server, train-mode advantages, eval-mode raw rewards."""

from __future__ import annotations

import asyncio

from tearsheet_testkit.judge_server import JudgeServer
from tearsheet_testkit.rubric_support import transcript

from rubric.claims import JudgeClient
from rubric.vf_rubric import build_rubric


def _state(policy: str, index: int = 0) -> dict:
    p, c, info = transcript(policy, index)
    return {"prompt": p, "completion": c, "info": info, "trajectory": [{"advantage": None,
                                                                         "reward": None}]}


def _judge(url: str, tmp_path) -> JudgeClient:
    return JudgeClient(base_url=url, model="loopback", cache_path=tmp_path / "v.sqlite",
                       backoff=0.01, timeout=5)


def test_discrepancy_sampling_skips_the_judge_on_flat_groups(tmp_path):
    with JudgeServer(["ok"]) as srv:
        rubric = build_rubric("train", judge=_judge(srv.url, tmp_path))
        all_pass = [_state("oracle") for _ in range(3)]
        all_fail = [_state("no_search") for _ in range(3)]
        asyncio.run(rubric.score_group(all_pass))
        asyncio.run(rubric.score_group(all_fail))
        assert srv.requests == 0
        assert rubric.stats["groups_skipped"] == 2
        for st in all_pass + all_fail:
            assert st["metrics"]["judge/skipped"] == 1.0
            assert st["advantage"] == 0.0 and st["reward"] == 0.0  # no signal
        mixed = [_state("oracle"), _state("no_search"), _state("fabricated_numbers")]
        asyncio.run(rubric.score_group(mixed))
        assert srv.requests >= 1 and srv.claims_seen > 0
        assert rubric.stats["groups_skipped"] == 2 and rubric.stats["judge_calls"] == 1


def test_train_mode_exposes_the_shaped_advantage(tmp_path):
    rubric = build_rubric("train")
    group = [_state("oracle"), _state("fabricated_numbers"), _state("no_search"),
             _state("citation_spam")]
    asyncio.run(rubric.score_group(group))
    adv = [st["advantage"] for st in group]
    assert abs(sum(adv)) < 1e-9
    assert adv[0] == max(adv)  # the oracle leads its group
    assert adv[2] == min(adv)  # the gated rollout is last
    for st in group:
        assert st["reward"] == st["advantage"] == st["metrics"]["shaped_advantage"]
        assert st["trajectory"][0]["advantage"] == st["advantage"]
        assert 0.0 <= st["metrics"]["raw_reward"] <= 1.0
        assert "findings" in st["tearsheet_explanation"]


def test_eval_mode_reports_raw_rewards_and_judges_every_group():
    rubric = build_rubric("eval")
    group = [_state("oracle") for _ in range(2)]
    asyncio.run(rubric.score_group(group))
    for st in group:
        assert st["reward"] == st["metrics"]["raw_reward"] >= 0.9
        assert st["metrics"]["judge/skipped"] == 0.0
        assert st["info"]["tearsheet_explanation"]["reward"] == st["reward"]
    single = _state("oracle")
    asyncio.run(rubric.score_rollout(single))
    assert single["reward"] == group[0]["reward"]
