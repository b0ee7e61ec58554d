"""Under-reporting through what the contract lets a report leave out (round 4 of the outside
red team): a disclosed figure left `—`, a peer the world lists left out of the table, a list
cut short. Each costs completeness — like leaving a fact `not_disclosed`, never as much as a
wrong value. Real transcripts: the oracle's on eval task 2 (the attack cases use tasks 0 and 1),
its report edited."""

from __future__ import annotations

import re

from tearsheet_testkit.rubric_support import transcript, with_report

from rubric.score import RolloutScore, score_rollout

TASK = 2


def _score(report: str) -> RolloutScore:
    p, c, info = transcript("oracle", TASK)
    return score_rollout(p, with_report(c, report), info)


def _report() -> str:
    return transcript("oracle", TASK)[1][-1]["content"]


def _completeness(s: RolloutScore) -> float:
    return s.metrics["sol/completeness"]


def _findings(s: RolloutScore) -> list[dict]:
    return s.explanation.get("findings", [])


def _list_line(report: str, fid: str) -> tuple[str, list[str]]:
    m = re.search(rf"- id: {re.escape(fid)}\n  value: (\[.*\])", report)
    assert m, fid
    return m.group(1), re.findall(r'"([^"]+)"', m.group(1))


def _with_list(report: str, fid: str, members: list[str]) -> str:
    line, _ = _list_line(report, fid)
    return report.replace(line, "[" + ", ".join(f'"{m}"' for m in members) + "]", 1)


def test_a_short_list_costs_its_missing_share_and_less_than_a_wrong_member():
    report = _report()
    oracle = _score(report)
    assert oracle.reward == 1.0
    fid = next(f for f in ("funding.investors", "products.lines", "customers.notable")
               if len(_list_line(report, f)[1]) >= 3)
    members = _list_line(report, fid)[1]
    short = _score(_with_list(report, fid, members[1:]))  # one member left out
    assert _completeness(short) < _completeness(oracle)
    assert any(f.get("fact_id") == fid and f["mode"] == "EA03-MISS" for f in _findings(short))
    wrong = _score(_with_list(report, fid, members[1:] + ["Vantrel Holdings"]))
    assert wrong.reward < short.reward
    one_left = _score(_with_list(report, fid, members[:1] + members[2:]))
    assert one_left.reward == short.reward  # which member is left out does not matter


def _rows(report: str) -> list[str]:
    return [line for line in report.split("\n") if line.startswith("| ") and "[" in line]


def test_the_targets_disclosed_valuation_left_blank_is_missing():
    report = _report()
    target = _rows(report)[0]
    cells = target.split(" | ")
    assert cells[4] != "—", "the oracle states the target's Last Valuation on this task"
    blanked = report.replace(target, " | ".join(cells[:4] + ["—"] + cells[5:]), 1)
    s = _score(blanked)
    assert _completeness(s) < 1.0
    assert any(f["mode"] == "EA03-MISS" and "Last Valuation" in f["reason"]
               for f in _findings(s))


def test_a_peer_left_out_of_the_table_leaves_its_stated_figures_missing():
    report = _report()
    peers = [r for r in _rows(report)[1:] if r.count("—") <= 1]  # a peer with both figures
    assert peers
    s = _score(report.replace(peers[0] + "\n", "", 1))
    assert _completeness(s) < 1.0
    assert any(f["mode"] == "EA03-MISS" and peers[0].split(" | ")[0].strip("| ") in f["reason"]
               for f in _findings(s))
    # a wrong figure in the row costs more than leaving the row out
    cells = peers[0].split(" | ")
    wrong = report.replace(peers[0], " | ".join(cells[:3] + ["USD 987M"] + cells[4:]), 1)
    assert _score(wrong).reward < s.reward
