"""The rubric on real transcripts: the env's oracle and red-team policies run against the real
world tools in-process (tests/rubric_support.py). Oracle high, edits caught and explained,
style not punished, gates hold, any input scored."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tearsheet_testkit.rubric_support import transcript, with_report

from rubric.score import RolloutScore, score_rollout
from rubric.taxonomy import MODES

ORACLE_TASKS = (0, 2)


def _score(policy: str = "oracle", index: int = 0, report: str | None = None) -> RolloutScore:
    p, c, info = transcript(policy, index)
    if report is not None:
        c = with_report(c, report)
    return score_rollout(p, c, info)


def _report(index: int = 0) -> str:
    return transcript("oracle", index)[1][-1]["content"]


def _prose(report: str) -> str:
    return report.split("## Sources")[0]


def _replace_in_prose(report: str, old: str, new: str, count: int = 1) -> str:
    prose, rest = report.split("## Sources", 1)
    assert old in prose, old
    return prose.replace(old, new, count) + "## Sources" + rest


@pytest.mark.parametrize("index", ORACLE_TASKS)
def test_oracle_scores_high_with_every_metric(index):
    s = _score("oracle", index)
    assert s.reward >= 0.9, s.explanation
    assert s.gate == 1.0 and not s.explanation["gate"]["reasons"]
    for m in MODES:
        assert s.metrics[m.metric] == 0.0, m.id
    for key in ("s_sol", "s_beh", "sol/completeness", "sol/accuracy", "sol/citations",
                "beh/reads_before_cites", "tier_a_reward"):
        assert key in s.metrics


def _sentence_with(report: str, pattern: str) -> str:
    for sentence in re.split(r"(?<=\])\.?\s+|\n", _prose(report)):
        if re.search(pattern, sentence):
            return sentence
    raise AssertionError(pattern)


def _flagged(s: RolloutScore, fragment: str) -> set[str]:
    return {f["mode"] for f in s.explanation["findings"]
            if fragment in (f.get("sentence") or "")}


@pytest.mark.parametrize("kind,pattern,edit,fitting", [
    ("value", r"has raised", lambda s: re.sub(
        r"(USD|EUR|GBP) (\d+(?:\.\d+)?)([MB])",
        lambda m: f"{m[1]} {float(m[2]) * 3 + 1:.1f}{m[3]}", s, count=1),
     {"EA03-ASSOC", "EA03-VALUE", "EA03-NUM", "EA03-ROUND"}),
    ("date", r"was announced on", lambda s: re.sub(r"(19|20)(\d\d)", lambda m: str(
        int(m[0]) - 3), s, count=1), {"EA03-ASSOC", "EA03-EVENT", "EA03-VALUE"}),
    ("name", r"is the chief executive officer", lambda s: re.sub(
        r"^\w+ \w+", "Orlando Vexmire", s), {"EA03-ASSOC", "EA03-ADJROLE", "EA03-INCUMBENT"}),
    ("instrument", r"latest round was a", lambda s: re.sub(
        r"was an? [\w ]+? round", "was a Series B round" if "Seed" in s else "was a Seed round",
        s), {"EA03-INSTRUMENT", "EA03-VALUE"}),
])
def test_one_edited_fact_lowers_reward_and_is_explained(kind, pattern, edit, fitting):
    report = _report(0)
    base = _score("oracle", 0).reward
    sentence = _sentence_with(report, pattern)
    edited = edit(sentence)
    assert edited != sentence, kind
    s = _score("oracle", 0, _replace_in_prose(report, sentence, edited))
    assert s.reward < base - 0.05, (kind, s.reward)
    core = re.sub(r"\s*\[[\d, ]+\]\.?$", "", edited).strip()
    modes = _flagged(s, core[:40])
    assert modes & fitting, (kind, edited, s.explanation["findings"])


def test_edit_in_facts_block_names_the_fact():
    report = _report(0)
    m = re.search(r"- id: overview\.founded_year\n  value: (\d{4})", report)
    assert m
    year = int(m.group(1))
    edited = report.replace(m.group(0), m.group(0).replace(str(year), str(year - 4)))
    s = _score("oracle", 0, edited)
    assert s.reward < 0.8
    hits = [f for f in s.explanation["findings"] if f.get("fact_id") == "overview.founded_year"]
    assert {f["mode"] for f in hits} & {"EA03-PROFILE", "EA03-CROSS", "EA03-ASSOC"}
    assert any(f.get("expected") == year for f in hits)


_SYMBOL = {"USD": "$", "EUR": "€", "GBP": "£"}
_SCALE = {"M": "million", "B": "billion"}


def _money_words(text: str) -> str:
    return re.sub(r"\b(USD|EUR|GBP) (\d+(?:\.\d+)?)([MB])\b",
                  lambda m: f"{_SYMBOL[m[1]]}{m[2]} {_SCALE[m[3]]}", text)


PARAPHRASES = [
    ("was founded in", "was established in"),
    ("The company is headquartered in", "Its headquarters are in"),
    ("operates in the", "is active in the"),
    ("The flagship product is", "Its main product is"),
    ("has raised", "has raised a total of"),
    ("The company has", "The company employs"),
    ("is estimated at", "is sized at"),
]


def _paraphrase(report: str) -> str:
    prose, rest = report.split("## Sources", 1)
    for a, b in PARAPHRASES:
        prose = prose.replace(a, b)
    return prose + "## Sources" + rest


def _reorder(report: str) -> str:
    prose, rest = report.split("## Sources", 1)
    out = []
    for block in prose.split("\n\n"):
        if block.startswith(("#", "|")) or "[" not in block:
            out.append(block)
            continue
        sentences = re.findall(r".+?\]\.?(?=\s|$)", block)
        out.append(" ".join(reversed(sentences)) if sentences else block)
    return "\n\n".join(out) + "## Sources" + rest


def _extra_sentences(report: str) -> str:
    hq = re.search(r"headquartered in ([^\[]+?) \[([\d, ]+)\]", report)
    founded = re.search(r"was founded in (\d{4}) \[([\d, ]+)\]", report)
    assert hq and founded
    extra = (f" Its home base is {hq.group(1)} [{hq.group(2)}]. The business dates back to "
             f"{founded.group(1)} [{founded.group(2)}].")
    return report.replace("\n\n## Products", extra + "\n\n## Products", 1)


@pytest.mark.parametrize("index", ORACLE_TASKS)
@pytest.mark.parametrize("rewrite", [_money_words, _paraphrase, _reorder, _extra_sentences],
                         ids=["number-format", "paraphrase", "reorder", "extra-sentences"])
def test_style_is_not_punished(index, rewrite):
    report = _report(index)
    rewritten = rewrite(report)
    assert rewritten != report
    base = _score("oracle", index).reward
    s = _score("oracle", index, rewritten)
    assert abs(s.reward - base) <= 0.05, s.explanation["findings"]


def test_money_words_in_the_facts_block_too():
    report = _report(0)
    prose, rest = report.split("## Sources", 1)
    rewritten = prose + "## Sources" + re.sub(
        r'value: "?(USD|EUR|GBP) (\d+(?:\.\d+)?)([MB])"?',
        lambda m: f'value: "{_SYMBOL[m[1]]}{m[2]} {_SCALE[m[3]]}"', rest)
    assert rewritten != report
    assert abs(_score("oracle", 0, rewritten).reward - _score("oracle", 0).reward) <= 0.05


def test_gates():
    no_search = _score("no_search", 0)
    assert no_search.reward <= 0.05 and no_search.gate == 0.05
    assert any("no websearch" in r for r in no_search.explanation["gate"]["reasons"])
    contaminated = _score("template_contamination", 0)
    assert contaminated.reward <= 0.05
    assert any("contamination" in r for r in contaminated.explanation["gate"]["reasons"])
    # a placeholder copied from the contract's own examples is contamination too
    report = _report(0).replace("## Leadership\n\n", "## Leadership\n\n<target company> is "
                                "led by Firstname Lastname [1].\n\n", 1)
    s = _score("oracle", 0, report)
    assert s.reward <= 0.05 and "Firstname Lastname" in " ".join(s.explanation["gate"]["reasons"])
    # malformed facts fence / early stop: capped at 0.35
    broken = _report(0).replace("```facts", "```facts\n- id: [unclosed", 1)
    assert _score("oracle", 0, broken).reward <= 0.35
    early = _report(0).split("## Financials")[0]
    s = _score("oracle", 0, early)
    assert s.reward <= 0.35 and any("stops early" in r for r in s.explanation["gate"]["reasons"])


RED_TEAM = ["fabricated_numbers", "citation_spam", "cite_unread", "stale_facts",
            "homonym_facts", "filled_blanks", "length_padding", "sources_only_at_end",
            "judge_injection", "malformed_facts", "early_stop", "evidence_dump", "hedged_claims"]


@pytest.mark.parametrize("policy", RED_TEAM)
def test_red_team_pays_far_less_and_is_flagged(policy):
    from tearsheet_env.policies import get_policy

    oracle = _score("oracle", 0).reward
    s = _score(policy, 0)
    assert s.reward <= 0.15 * oracle, s.explanation["components"]
    tied = get_policy(policy).modes
    assert any(s.metrics[f"mode/{m}"] > 0 for m in tied), (tied, s.explanation["findings"][:5])


junk = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=50),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                max_size=4),
    max_leaves=20)


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(junk, junk, junk)
def test_any_input_is_scored_never_raised(prompt, completion, info):
    s = score_rollout(prompt, completion, info)
    assert isinstance(s, RolloutScore) and 0.0 <= s.reward <= 1.0


def test_hostile_reports_are_scored():
    p, c, info = transcript("oracle", 0)
    for text in ["", "x" * 300_000, "## Business Overview\n" * 5000, "```facts\n" + "- a\n" * 9000,
                 "\x00\ud800 [1] [99999999] [1-100000]", _report(0) * 3]:
        s = score_rollout(p, with_report(c, text), info)
        assert 0.0 <= s.reward <= 1.0
    s = score_rollout(p, c, {"company_id": "nope", "world": {"seed": "x"}})
    assert 0.0 <= s.reward <= 1.0 and "world" in s.explanation


class _BrokenCall:
    def model_dump(self) -> dict:
        raise RuntimeError("broken")


def test_unwritable_call_arguments_are_malformed_calls_not_a_lost_score():
    """Arguments JSON cannot write (mixed key types, a set) and call objects that fail to dump
    cost the rollout its policy penalty, not its whole score."""
    p, c, info = transcript("oracle", 0)
    clean = score_rollout(p, c, info)
    odd = [{"role": "assistant", "content": "", "tool_calls": [
        {"id": "x1", "type": "function", "function": {"name": "fetch",
                                                       "arguments": {1: "a", "b": 2}}},
        {"id": "x2", "type": "function", "function": {"name": "fetch",
                                                       "arguments": {"url": {1, 2}}}},
        _BrokenCall()]}]
    s = score_rollout(p, odd + c, info)
    assert s.metrics["beh/policy"] == pytest.approx(0.8 ** 2)  # two malformed calls
    assert s.reward == pytest.approx(clean.reward * 0.8 ** 2)  # a scoring error would give 0



def test_the_judge_keeps_each_thread_s_claim_apart() -> None:
    """vf-eval scores groups in threads (`asyncio.to_thread`) with one judge: the company of
    the claim a thread judges is that thread's own (a run once charged the oracle's own product
    line as "a product of <the company>, not of <the company>" when another rollout's company
    replaced it mid-claim)."""
    import threading

    from rubric.offline_judge import OfflineJudge

    judge = OfflineJudge()
    judge._company, judge._target = "the first rollout's company", "First"
    seen: list[object] = []
    other = threading.Thread(target=lambda: seen.extend([judge._company, judge._target]))
    other.start()
    other.join()
    assert seen == [None, ""]
    assert (judge._company, judge._target) == ("the first rollout's company", "First")
