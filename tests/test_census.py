"""The census: the generated file meets its bars, its labels agree with the world's assertion
index, it is deterministic, and `census eval` reads it (and any malformed line) through the real
CLI and writes the JSON report and chart."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from rubric.taxonomy import MODES
from tearsheet_env.census.builder import build_claims
from tearsheet_env.census.format import read_census
from tearsheet_env.census.view import CensusView

CLI = [sys.executable, "-m", "tearsheet_env.cli.main"]


def run_cli(*args: str, timeout: float = 240) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*CLI, *args], capture_output=True, text=True, timeout=timeout)


@pytest.fixture(scope="module")
def census_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("census") / "census.jsonl"
    proc = run_cli("census", "build", "--out", str(out))
    assert proc.returncode == 0, proc.stderr
    return out


def test_generated_census_meets_its_bars(census_path: Path) -> None:
    census = read_census(census_path, known_modes={m.id for m in MODES})
    assert census.errors == []
    claims = census.claims
    assert len(claims) >= 2000
    supported = [c for c in claims if c.label == "supported"]
    assert len(supported) / len(claims) >= 0.30
    claim_counts = Counter(m for c in claims for m in c.modes)
    rollout_counts = Counter(m for r in census.rollouts for m in r.modes)
    for mode in MODES:
        if mode.kind == "claim":
            assert claim_counts[mode.id] >= 40, mode.id
        assert claim_counts[mode.id] + rollout_counts[mode.id] >= 20, mode.id
    assert any(r.label == "supported" for r in census.rollouts)
    # the SPEC §9 line shape: claim lines carry exactly the documented keys (+ optional dates)
    first = json.loads(census_path.read_text().splitlines()[0])
    assert set(first) == {"id", "claim", "target", "evidence", "context", "label", "modes",
                          "fact_id"}
    assert set(first["target"]) == {"name", "website"}
    assert {"source_id", "url", "text", "status"} <= set(first["evidence"][0])
    assert len({c.id for c in claims} | {r.id for r in census.rollouts}) == \
        len(claims) + len(census.rollouts)


def test_controls_cite_a_page_that_states_their_fact(census_path: Path, default_world) -> None:
    """A supported control's evidence is an excerpt of a world page whose assertion index states
    the claim's fact for the target, with the asserting sentence inside the excerpt."""
    census = read_census(census_path)
    by_url = {d.url: d for d in default_world.documents}
    by_site = {c.website: c for c in default_world.companies}
    controls = [c for c in census.claims if c.label == "supported"]
    for c in controls:
        ev = c.evidence[0]
        doc = by_url[ev.url]
        assert ev.status == "fetched" and ev.text in doc.text
        target = by_site[c.target.website]
        # a current, correct statement — or, for hedged controls, the rumor or plan itself
        assert any(a.fact_id == c.fact_id and a.subject == target.id and a.sentence in ev.text
                   and (a.correct or a.modality in ("rumored", "planned"))
                   for a in doc.assertions), c.id


def test_perturbations_keep_their_material(census_path: Path, default_world) -> None:
    census = read_census(census_path)
    by_mode: dict[str, list] = {}
    for c in census.claims:
        for m in c.modes[:1]:
            by_mode.setdefault(m, []).append(c)
    twins = {c.website: c.name for c in default_world.companies}
    # ACCESS cites what was never read; DELTA reads a newer page than the one it cites
    assert all(any(e.status != "fetched" for e in c.evidence) for c in by_mode["EA03-ACCESS"])
    assert all(c.context for c in by_mode["EA03-DELTA"])
    assert all(max(x.date for x in c.context) > c.evidence[0].date
               for c in by_mode["EA03-DELTA"])
    # HOMONYM cites a page of a same-named company that is not the target
    for c in by_mode["EA03-HOMONYM"]:
        assert c.target.name in twins.values()
    # BRIDGE and DERIVE join several sources
    assert all(len(c.evidence) >= 2 for c in by_mode["EA03-BRIDGE"] + by_mode["EA03-DERIVE"])


def test_build_is_deterministic_for_a_seed(default_world) -> None:
    view = CensusView(default_world)
    a = [c.model_dump() for c in build_claims(view, per_mode=5, seed=3)]
    b = [c.model_dump() for c in build_claims(view, per_mode=5, seed=3)]
    c = [c.model_dump() for c in build_claims(view, per_mode=5, seed=4)]
    assert a == b
    assert a != c


def test_eval_skips_malformed_lines_and_writes_report_and_chart(
    census_path: Path, tmp_path: Path
) -> None:
    lines = census_path.read_text().splitlines()
    claims = [ln for ln in lines if '"kind": "rollout"' not in ln]
    rollouts = [ln for ln in lines if '"kind": "rollout"' in ln]
    good = claims[:60] + claims[-60:] + rollouts[:1] + rollouts[-1:]
    bad = [
        "this is not json",
        "[1, 2, 3]",
        json.dumps({"id": "x", "claim": "no target"}),
        json.dumps({**json.loads(claims[0]), "modes": ["EA03-NOT_A_MODE"],
                    "label": "not_supported"}),
        json.dumps({**json.loads(claims[0]), "label": "supported", "modes": ["EA03-VALUE"]}),
        '{"truncated": ',
    ]
    body = good[:10] + bad[:3] + good[10:] + bad[3:]
    path = tmp_path / "mixed.jsonl"
    path.write_text("\n".join(body) + "\n\n")
    expected_bad = [11, 12, 13] + [len(good) + 4 + i for i in range(3)]
    out_json, out_png = tmp_path / "report.json", tmp_path / "chart.png"
    proc = run_cli("census", "eval", "--census", str(path), "--judge", "offline",
                   "--json-out", str(out_json), "--plot", str(out_png))
    assert proc.returncode == 0, proc.stderr
    for n in expected_bad:
        assert f"skipped line {n}:" in proc.stderr
    report = json.loads(out_json.read_text())
    assert [s["line"] for s in report["skipped_lines"]] == expected_bad
    assert report["cases"] == len(good)
    assert report["judge"] == "offline-evidence-matcher"
    assert 0.0 <= report["control_false_rejection"] <= 1.0
    assert set(report["per_mode"]) >= {m.id for m in MODES}
    for mode in MODES:
        row = report["per_mode"][mode.id]
        assert set(row) >= {"cases", "recall", "precision", "kind"}
    assert report["per_mode"]["EA03-MISS"]["kind"] == "rollout"
    assert report["per_mode"]["EA03-VALUE"]["kind"] == "claim"
    assert {"rows", "columns", "matrix"} <= set(report["confusion"])
    assert {"calls", "prompt_tokens", "completion_tokens", "seconds"} <= set(report["cost"])
    assert out_png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert "census meta-eval" in proc.stdout


def test_eval_rejects_bad_invocations(tmp_path: Path) -> None:
    missing = run_cli("census", "eval", "--census", str(tmp_path / "nope.jsonl"))
    assert missing.returncode == 2 and "no such file" in missing.stdout + missing.stderr
    empty = tmp_path / "empty.jsonl"
    empty.write_text("garbage\n")
    proc = run_cli("census", "eval", "--census", str(empty))
    assert proc.returncode == 2 and "skipped line 1" in proc.stderr
    half = run_cli("census", "eval", "--census", str(empty), "--judge-model", "m")
    assert half.returncode == 2 and "--judge-base-url" in half.stderr
