"""The built wheel carries agent_runtime/ and its console script parses reports from a folder
with no checkout beside it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from tearsheet_testkit.report_samples import report

from rubric.contract import load_contract

ROOT = Path(__file__).resolve().parent.parent
NAMES = load_contract().section_names


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> dict:
    """Build the wheel and install it (without dependencies, which the test venv already has)
    into a folder of its own; PYTHONPATH puts that copy ahead of the editable checkout."""
    work = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [
            sys.executable,
            "-m",
            "build",
            "--wheel",
            "--no-isolation",
            "--outdir",
            str(work / "dist"),
        ],
        cwd=ROOT,
        check=True,
        capture_output=True,
    )
    wheel = next((work / "dist").glob("tearsheet_env-*.whl"))
    target = work / "site"
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target", str(target), wheel],
        check=True,
        capture_output=True,
    )
    env = {**os.environ, "PYTHONPATH": str(target)}
    outside = work / "elsewhere"
    outside.mkdir()
    script = str(target / "bin" / "tearsheet-env")  # the wheel's own console script
    return {"wheel": wheel, "site": target, "env": env, "cwd": outside, "script": script}


def _parse_cli(installed: dict, text: str) -> dict:
    path = installed["cwd"] / "report.md"
    path.write_text(text, encoding="utf-8")
    out = subprocess.run(
        [installed["script"], "parse", str(path), "--json"],
        cwd=installed["cwd"],
        env=installed["env"],
        check=True,
        capture_output=True,
        text=True,
    )
    return json.loads(out.stdout)


def test_wheel_contains_agent_runtime(installed: dict):
    names = zipfile.ZipFile(installed["wheel"]).namelist()
    for rel in ("AGENTS.md", "required_facts.yaml", "skills/section-completeness/SKILL.md"):
        assert f"rubric/_agent_runtime/{rel}" in names
    assert any(n.startswith("rubric/") for n in names)


def test_installed_copy_uses_its_own_runtime(installed: dict):
    out = subprocess.run(
        [installed["script"], "contract", "path"],
        cwd=installed["cwd"],
        env=installed["env"],
        check=True,
        capture_output=True,
        text=True,
    )
    assert Path(out.stdout.strip()) == installed["site"] / "rubric" / "_agent_runtime"


def test_complete_report(installed: dict):
    data = _parse_cli(installed, report())
    assert [s["name"] for s in data["sections"]] == NAMES
    assert data["missing_sections"] == [] and data["facts_error"] is None
    assert data["facts"][1] == {
        "id": "funding.latest_round.amount",
        "value": "USD 30.0M",
        "as_of": "2023-03-14",
        "cite": [5],
        "status": None,
    }
    assert data["sources"][0] == {
        "n": 1,
        "title": "About Quillon Dynamics",
        "url": "https://quillon-dynamics.test/about",
    }
    assert data["sections"][0]["claims"][0]["citations"] == [1]


def test_defective_reports(installed: dict):
    missing = _parse_cli(installed, report([n for n in NAMES if n != "Leadership"]))
    assert missing["missing_sections"] == ["Leadership"]
    dup = _parse_cli(installed, report(NAMES + ["Leadership"]))
    assert dup["duplicate_sections"] == ["Leadership"]
    order = list(NAMES)
    order[0], order[1] = order[1], order[0]
    assert _parse_cli(installed, report(order))["out_of_order"] is True
    bad = _parse_cli(installed, report(facts="```facts\n- id: [x\n```\n"))
    assert bad["facts_error"].startswith("yaml:") and bad["facts"] == []
    none = _parse_cli(installed, report(facts=None))
    assert none["facts_error"] == "missing"


def test_sdist_carries_the_docs(tmp_path):
    import tarfile

    subprocess.run([sys.executable, "-m", "build", "--sdist", "--no-isolation", "--outdir",
                    str(tmp_path)], cwd=ROOT, check=True, capture_output=True)
    (sdist,) = tmp_path.glob("tearsheet_env-*.tar.gz")
    with tarfile.open(sdist) as tar:
        names = {name.split("/", 1)[1] for name in tar.getnames() if "/" in name}
    for doc in (ROOT / "docs").glob("*.md"):
        assert f"docs/{doc.name}" in names
    assert "README.md" in names and "agent_runtime/AGENTS.md" in names
