"""The independent census (issue 12, item 7): its file, its format, and the issue's bars on it,
measured through the real `tearsheet-env census eval` CLI. Bars not met today are
`xfail(strict=True)` with the measured figure; README.md beside this file explains them."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))

from make_claims import OUT, build, render  # noqa: E402

CLAIM_MODES = [f"EA03-{m}" for m in (
    "SUBJECT PROFILE LIST MARKET VALUE DERIVE MIX ACCESS ASSOC REL QTY NUM SCOPE ROUND "
    "INSTRUMENT EVENT INCUMBENT ADJROLE HOMONYM BRIDGE RANK DIRECTION FLOW VOICE PRODUCT "
    "PRODUCT_TYPE DELTA").split()]
TIER_A_CLAIM_MODES = CLAIM_MODES[:9]
CONTAMINATION = ("SampleCorp", "Jane Doe", "Mina Patel", "example.com")
# Measured on the rubric of the branch point (README.md): open until the rubric closes them.
# SUBJECT and MIX were closed by issue 12 (whom a page declares it is about).
OPEN_TIER_A: dict[str, str] = {}


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory) -> dict:
    out = tmp_path_factory.mktemp("independent-census") / "report.json"
    exe = Path(sys.executable).with_name("tearsheet-env")
    cmd = [str(exe)] if exe.exists() else [sys.executable, "-m", "tearsheet_env.cli.main"]
    done = subprocess.run([*cmd, "census", "eval", "--census", str(OUT), "--json-out",
                           str(out)], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(out.read_text())


def test_claims_file_is_what_its_writer_writes() -> None:
    assert OUT.read_text() == render(build()), "rerun tests/independent_census/make_claims.py"


def test_claims_are_fictional_and_offline() -> None:
    text = OUT.read_text()
    assert not [s for s in CONTAMINATION if s in text]
    for line in text.splitlines():
        row = json.loads(line)
        urls = [row["target"]["website"]] + [e["url"] for e in row["evidence"] + row["context"]]
        assert all(u.split("/")[2].endswith(".test") for u in urls), row["id"]


def test_about_half_are_controls_and_every_claim_mode_has_eight(report: dict) -> None:
    assert report["skipped_lines"] == []
    assert 0.4 <= report["supported_controls"] / report["claim_cases"] <= 0.6
    assert report["claim_cases"] >= 300
    for mode in CLAIM_MODES:
        assert report["per_mode"][mode]["cases"] >= 8, mode


def test_control_false_rejection_at_most_five_percent(report: dict) -> None:
    assert report["control_false_rejection"] <= 0.05


@pytest.mark.parametrize("mode", [
    pytest.param(m, marks=pytest.mark.xfail(strict=True, reason=f"open hole: {OPEN_TIER_A[m]}"))
    if m in OPEN_TIER_A else m for m in TIER_A_CLAIM_MODES])
def test_tier_a_recall_at_least_nine_tenths(report: dict, mode: str) -> None:
    assert report["per_mode"][mode]["recall"] >= 0.9


def test_tier_b_macro_recall_is_reported(report: dict) -> None:
    assert 0.0 <= report["tier_b_macro_recall"] <= 1.0
