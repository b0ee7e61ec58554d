"""The closed world reads like the web and needs research (issue 13): the realism figures of
`world stats --json` on the default world, hard cases that no surface classifier separates
from normal pages, and a regex baseline that sees only its own tool results."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys

import pytest
from tearsheet_testkit.hardcase_classifier import accuracy, balanced, naive_bayes, stump

from tearsheet_env.dataset import task_prompt
from tearsheet_env.policies import get_policy
from tearsheet_env.policies.base import read_conversation
from tearsheet_env.world import World

CLASSIFIED_KINDS = ("stale_page", "rumor", "aggregator_error", "relation_confusable",
                    "product_confusable", "paywalled", "dead_link")


@pytest.fixture(scope="module")
def stats() -> dict:
    run = subprocess.run([sys.executable, "-m", "tearsheet_env.cli.main", "world", "stats",
                          "--json"], capture_output=True, text=True, env=dict(os.environ),
                         timeout=600)
    assert run.returncode == 0, run.stderr
    return json.loads(run.stdout)


def test_pages_read_like_pages(stats: dict) -> None:
    r = stats["realism"]
    assert r["duplicate_sentence_share"] <= 0.10, r["duplicate_sentence_share"]
    # issue 23's floor: w11's whole-sentence templates read as a writer wrote them and repeat
    # more 4-grams than w10's word-level choices did (0.651 -> 0.594; real package descriptions
    # are about 0.58), docs/world.md "Measured realism"
    assert r["distinct_4gram_ratio"] >= 0.55, r["distinct_4gram_ratio"]
    for kind in ("news_article", "press_release", "company_site"):
        assert r["median_words_per_kind"][kind] >= 400, (kind, r["median_words_per_kind"])
    # the fetch page is sized so that a page comes whole in one call, as many agents' fetch
    # tools return it (issue 23; docs/world.md, "The budget")
    assert r["share_longer_than_one_fetch_page"] <= 0.05
    assert all(n > 50 for n in r["sentence_skeletons_per_kind"].values())


def test_facts_stand_on_few_pages(stats: dict) -> None:
    per_fact = stats["realism"]["pages_per_fact"]
    assert 1 <= per_fact["median_pages_stating_current_value"] <= 5, per_fact


def test_some_totals_are_derivable_only_and_some_news_is_syndicated(stats: dict) -> None:
    """Issue 13 item 2: a share of companies whose total raised no page states, and a small
    share of news stories republished by other outlets (counted in the duplicate share)."""
    derived = stats["realism"]["derivable_only"]
    assert 0.1 <= derived["share_of_companies"] <= 0.3, derived
    assert derived["by_fact"] == {"funding.total_raised": derived["companies"]}
    copies = stats["realism"]["syndicated_copies"]
    assert copies["copies"] > 0 and copies["share_of_news_stories_copied"] <= 0.12, copies
    assert copies["duplicate_sentence_share_without_copies"] <= \
        stats["realism"]["duplicate_sentence_share"]


def test_regex_baseline_is_far_below_the_oracle(stats: dict) -> None:
    d = stats["difficulty"]
    assert d["split"] == "eval" and d["oracle"] >= 0.95, d
    assert d["regex_baseline"] <= 0.4 * d["oracle"], d


@pytest.mark.parametrize("kind", CLASSIFIED_KINDS)
def test_no_hard_case_is_detectable_from_url_title_or_phrase(default_world: World,
                                                             kind: str) -> None:
    """Trained on half of the train split's companies (by a hash of the id), tested on the
    other half and the eval split: accuracy at most 0.7 for both learners."""
    train = {c.id for c in default_world.companies if c.split == "train"}
    fit = {c for c in train if hashlib.sha256(c.encode()).digest()[0] % 2 == 0}
    held = (train - fit) | {c.id for c in default_world.companies if c.split == "eval"}
    fit_set, test_set = balanced(default_world, kind, fit), balanced(default_world, kind, held)
    assert len(fit_set) >= 20 and len(test_set) >= 20, (len(fit_set), len(test_set))
    for learner in (naive_bayes, stump):
        assert accuracy(learner(fit_set), test_set) <= 0.7, learner.__name__


def test_regex_baseline_works_from_its_tool_results_alone() -> None:
    """For a company no world knows, it still searches, then writes every fact as not
    disclosed: nothing comes from ground truth."""
    policy = get_policy("regex_baseline")
    prompt = [{"role": "user",
               "content": task_prompt("Zzyzx Unknown", "https://zzyzx-unknown.test")}]
    turn = policy.respond(read_conversation(prompt))
    assert turn.tool_calls and {c.name for c in turn.tool_calls} == {"websearch"}
    messages = list(prompt)
    messages.append({"role": "assistant", "content": "", "tool_calls": [
        {"id": f"c{i}", "type": "function",
         "function": {"name": c.name, "arguments": c.arguments}}
        for i, c in enumerate(turn.tool_calls)]})
    messages += [{"role": "tool", "tool_call_id": f"c{i}",
                  "content": json.dumps({"ok": True, "results": []})}
                 for i in range(len(turn.tool_calls))]
    final = policy.respond(read_conversation(messages))
    assert final.content and not final.tool_calls
    assert "not_disclosed" in final.content and "[1]" not in final.content
