"""Optional extras in the tests. A test that needs one calls `need_extra` before it imports
anything of that extra: where the extra is missing the test (or, at module level, the whole
module) is skipped with one line naming the extra and its install command; where `CI` is set
the same call fails instead, because CI installs every extra the suite uses (the README's test
command), and a skip there would be a test that silently never ran."""

from __future__ import annotations

import importlib
import os

import pytest

MISSING_EXTRA = "missing extra"  # every such skip reason starts with it


def in_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() in {"1", "true", "yes"}


def need_extra(extra: str, *modules: str) -> None:
    """Import `modules` (the ones the test uses from `extra`); skip, or fail under CI, on the
    first that is not installed."""
    __tracebackhide__ = True  # pytest reports the caller's line, as for pytest.importorskip
    for module in modules:
        try:
            importlib.import_module(module)
        except ModuleNotFoundError as err:
            missing = err.name
            break
    else:
        return
    reason = f"{MISSING_EXTRA} '{extra}': no module named '{missing}' (pip install -e '.[{extra}]')"
    if in_ci():
        pytest.fail(f"{reason}; CI installs every extra the tests use, so none may skip",
                    pytrace=False)
    pytest.skip(reason, allow_module_level=True)
