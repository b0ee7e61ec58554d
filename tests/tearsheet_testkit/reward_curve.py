"""The graded signal (issue 12, docs/reward.md): oracle reports edited honestly — k facts
written `not_disclosed`, or k facts given a wrong value — and the reward each earns.

`python tests/tearsheet_testkit/reward_curve.py [tasks]` prints the table docs/reward.md carries.
"""

from __future__ import annotations

import json
import re
import statistics
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/, run as a script

from rubric.score import score_rollout  # noqa: E402
from tearsheet_testkit.rubric_support import transcript, with_report  # noqa: E402

_ENTRY = re.compile(r"^- id: (?P<id>\S+)\n(?P<body>(?:  .*\n?)*)", re.M)
_NUMBER = re.compile(r"\d+(?:\.\d+)?")


def valued_facts(report: str) -> list[str]:
    """The fact ids the report's facts block gives a value, in block order (the table aside)."""
    block = report[report.index("```facts"):]
    return [m["id"] for m in _ENTRY.finditer(block)
            if m["id"] != "comparables.rows" and "value: null" not in m["body"]]


def _edit_entry(report: str, fact_id: str, body: str) -> str:
    head, sep, block = report.partition("```facts")
    pattern = re.compile(rf"^- id: {re.escape(fact_id)}\n(?:  .*\n?)*", re.M)
    return head + sep + pattern.sub(lambda m: f"- id: {fact_id}\n{body}", block, count=1)


def abstain(report: str, fact_ids: list[str]) -> str:
    """The facts written `value: null, status: not_disclosed` (the prose left as written)."""
    for fid in fact_ids:
        report = _edit_entry(report, fid, "  value: null\n  status: not_disclosed\n")
    return report


def _wrong(value: Any) -> Any:
    if isinstance(value, list):
        return [*value[:-1], "Harrowgate Partners"] if value else ["Harrowgate Partners"]
    text = str(value)
    if _NUMBER.search(text):
        return _NUMBER.sub(lambda m: str(int(float(m.group(0)) * 1.37 + 3)), text, count=1)
    return "Harrowgate Partners"


def make_wrong(report: str, fact_ids: list[str]) -> str:
    """The facts given a wrong value (numbers off by ~40%, a name swapped), cited as before."""
    head, sep, block = report.partition("```facts")
    for fid in fact_ids:
        m = re.search(rf"^- id: {re.escape(fid)}\n((?:  .*\n?)*)", block, re.M)
        assert m is not None, fid
        lines = m.group(1).splitlines()
        out = []
        for line in lines:
            if line.startswith("  value: "):
                value = json.loads(line[len("  value: "):])
                line = "  value: " + json.dumps(_wrong(value))
            out.append(line)
        block = block[:m.start(1)] + "\n".join(out) + "\n" + block[m.end(1):]
    return head + sep + block


def reward(index: int, edit: Any) -> float:
    prompt, completion, info = transcript("oracle", index)
    report = completion[-1]["content"]
    return score_rollout(prompt, with_report(completion, edit(report)), info).reward


def curve(tasks: int) -> list[tuple[str, float]]:
    rows: list[tuple[str, float]] = []

    def mean_over(edit_of: Any) -> float:
        return statistics.mean(reward(i, edit_of(i)) for i in range(tasks))

    def facts(i: int) -> list[str]:
        return valued_facts(transcript("oracle", i)[1][-1]["content"])

    rows.append(("oracle, unedited", mean_over(lambda i: lambda r: r)))
    for k in (1, 2, 3, 5, 8, 12):
        rows.append((f"{k} abstained",
                     mean_over(lambda i, k=k: lambda r: abstain(r, facts(i)[:k]))))
    rows.append(("half abstained", mean_over(
        lambda i: lambda r: abstain(r, facts(i)[: len(facts(i)) // 2]))))
    for k in (1, 2, 3, 5):
        rows.append((f"{k} wrong",
                     mean_over(lambda i, k=k: lambda r: make_wrong(r, facts(i)[:k]))))
    return rows


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    print(f"| oracle reports edited ({n} eval tasks) | mean reward |\n|---|---|")
    for name, value in curve(n):
        print(f"| {name} | {value:.3f} |")
