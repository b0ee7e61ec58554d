"""What every outside attack round's test shares (`test_round8.py`, `test_round9.py`): a round's
folder holds the oracle's transcripts (`oracle.jsonl`), each case's report per task
(`cases/CASE.rowK.md`) and the pairs of a case and its yardstick (`pairs.txt`); a case never
scores above its yardstick, and padding or a note (yardstick `oracle`) scores below the oracle.
Open holes are strict xfails with their figures."""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import cache
from pathlib import Path

import pytest

from rubric.score import score_rollout
from tearsheet_env.cli.score_cmd import with_report


def pairs(folder: Path) -> list[tuple[str, str]]:
    return [tuple(line.split()) for line in (folder / "pairs.txt").read_text().splitlines()
            if line.strip()]


@cache
def _oracle_rows(folder: Path) -> list[dict]:
    return [json.loads(line) for line in (folder / "oracle.jsonl").read_text().splitlines()]


@cache
def reward(folder: Path, case: str, row: int) -> float:
    report = (folder / "cases" / f"{case}.row{row}.md").read_text(encoding="utf-8")
    scored = with_report(_oracle_rows(folder)[row], report)
    return score_rollout(scored["prompt"], scored["completion"], scored["info"]).reward


def findings_with(folder: Path, case: str, old: str, new: str) -> list[dict]:
    """The findings of a case's report on task 0 with `old` replaced by `new`: a reading's
    control, scored as the round's pairs are."""
    report = (folder / "cases" / f"{case}.row0.md").read_text(encoding="utf-8")
    assert old in report
    scored = with_report(_oracle_rows(folder)[0], report.replace(old, new))
    return score_rollout(scored["prompt"], scored["completion"],
                         scored["info"]).explanation["findings"]


def params(folder: Path, open_holes: dict[str, str]) -> list[object]:
    """The round's pairs as test parameters, each open hole a strict xfail with its figures
    (keyed by its case, or by "case yardstick" where a case has several yardsticks)."""
    out = []
    every = pairs(folder)
    for case, yardstick in every:
        hole = open_holes.get(f"{case} {yardstick}", open_holes.get(case))
        marks = [pytest.mark.xfail(strict=True, reason=f"open hole: {hole}")] if hole else []
        several = sum(c == case for c, _ in every) > 1
        out.append(pytest.param(case, yardstick, marks=marks,
                                id=f"{case}-{yardstick}" if several else case))
    return out


def assert_never_beats(folder: Path, case: str, yardstick: str) -> None:
    # a round's cases edit the oracle's reports of the rows it holds (check7: row 0 only)
    for row in (r for r in (0, 1) if (folder / "cases" / f"{case}.row{r}.md").exists()):
        got, bar = reward(folder, case, row), reward(folder, yardstick, row)
        if yardstick == "oracle":
            assert got < bar, f"{case} on task {row}: {got:.3f} is the oracle's {bar:.3f}"
        else:
            assert got <= bar + 1e-9, f"{case} on task {row}: {got:.3f} > {yardstick} {bar:.3f}"


def round_tests(folder: Path, open_holes: dict[str, str]) -> tuple[Callable[[], None],
                                                                   Callable[[str, str], None]]:
    """A round module's two tests: every open hole is one of its cases, and no case beats its
    yardstick (open holes as strict xfails). A round module binds them to its own names."""
    def test_every_open_hole_is_a_case() -> None:
        known = {key for case, yardstick in pairs(folder) for key in (case, f"{case} {yardstick}")}
        assert set(open_holes) <= known

    @pytest.mark.parametrize(("case", "yardstick"), params(folder, open_holes))
    def test_an_attack_never_beats_its_yardstick(case: str, yardstick: str) -> None:
        assert_never_beats(folder, case, yardstick)

    return test_every_open_hole_is_a_case, test_an_attack_never_beats_its_yardstick
