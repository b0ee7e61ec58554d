"""The test suite's own footing, through real pytest runs in subprocesses: an installed top-level
`tests` package (the `weave` extra's `cint` ships one) does not shadow the shared helpers, and a
test whose optional extra is missing is skipped with a one-line reason, or fails under CI."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NEEDS_A_MISSING_EXTRA = """
from tearsheet_testkit.extras import need_extra

need_extra("imaginary", "json", "tearsheet_no_such_module")


def test_never_runs():
    raise AssertionError("collected although its extra is missing")
"""
NEEDS_IT_IN_ONE_TEST = """
from tearsheet_testkit.extras import need_extra


def test_without_the_extra():
    pass


def test_with_the_extra():
    need_extra("imaginary", "tearsheet_no_such_module")
"""


def _pytest(*args: str, cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", *args],
                          cwd=cwd, env=env, capture_output=True, text=True, timeout=300)


def _bare_env(**extra: str) -> dict[str, str]:
    """This environment less CI, with the helpers importable and no plugins loaded (the two
    files below need none)."""
    env = {k: v for k, v in os.environ.items() if k != "CI"}
    return {**env, "PYTHONPATH": str(ROOT / "tests"), "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1",
            **extra}


def test_an_installed_tests_package_does_not_shadow_the_helpers(tmp_path):
    site = tmp_path / "site-packages"
    (site / "tests").mkdir(parents=True)
    (site / "tests" / "__init__.py").write_text("")  # a regular package, as cint installs
    env = {**os.environ, "PYTHONPATH": str(site)}
    shadowed = subprocess.run([sys.executable, "-c", "import tests; print(tests.__file__)"],
                              cwd=ROOT, env=env, capture_output=True, text=True, check=True)
    assert shadowed.stdout.strip() == str(site / "tests" / "__init__.py")  # the trap is set
    # modules that import helpers (conftest.py does too); every module imports them the same way
    modules = ["tests/test_parser.py", "tests/test_rubric_group.py", "tests/test_tools_cache.py"]
    proc = _pytest("--collect-only", "-q", *modules, cwd=ROOT, env=env)
    assert proc.returncode == 0, proc.stdout[-3000:]  # a collection error exits 2
    assert re.fullmatch(r"\d+ tests collected in [\d.]+s", proc.stdout.strip().splitlines()[-1])


def test_a_missing_extra_skips_with_one_line(tmp_path):
    (tmp_path / "test_needs_extra.py").write_text(NEEDS_A_MISSING_EXTRA)
    (tmp_path / "test_one_needs_it.py").write_text(NEEDS_IT_IN_ONE_TEST)
    proc = _pytest("-q", "-rs", cwd=tmp_path, env=_bare_env())
    assert proc.returncode == 0, proc.stdout
    reason = ("missing extra 'imaginary': no module named 'tearsheet_no_such_module' "
              "(pip install -e '.[imaginary]')")
    # where: the line that calls need_extra, in the module and in the test
    module_line = NEEDS_A_MISSING_EXTRA.splitlines().index('need_extra("imaginary", "json", '
                                                           '"tearsheet_no_such_module")') + 1
    test_line = NEEDS_IT_IN_ONE_TEST.splitlines().index('    need_extra("imaginary", '
                                                        '"tearsheet_no_such_module")') + 1
    assert f"SKIPPED [1] test_needs_extra.py:{module_line}: {reason}" in proc.stdout
    assert f"SKIPPED [1] test_one_needs_it.py:{test_line}: {reason}" in proc.stdout
    assert "1 passed, 2 skipped" in proc.stdout and "collected although" not in proc.stdout


def test_a_missing_extra_fails_under_ci(tmp_path):
    (tmp_path / "test_needs_extra.py").write_text(NEEDS_A_MISSING_EXTRA)
    (tmp_path / "test_one_needs_it.py").write_text(NEEDS_IT_IN_ONE_TEST)
    proc = _pytest("-q", cwd=tmp_path, env=_bare_env(CI="true"))
    assert proc.returncode == 2, proc.stdout  # interrupted: an error during collection
    assert "ERROR collecting test_needs_extra.py" in proc.stdout
    assert "CI installs every extra the tests use, so none may skip" in proc.stdout
    proc = _pytest("-q", "test_one_needs_it.py", cwd=tmp_path, env=_bare_env(CI="true"))
    assert proc.returncode == 1 and "1 failed, 1 passed" in proc.stdout, proc.stdout
