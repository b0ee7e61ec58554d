"""The test suite's shared helpers, imported as `tearsheet_testkit.<module>`.

A package of its own, named for this project, because the plain `tests` folder is no safe import
root: an installed distribution may ship a top-level package named `tests` (the `weave` extra
pulls `cint`, which does), and a regular package in site-packages wins over a folder without
`__init__.py`, so `from tests.x import y` broke. pytest puts `tests/` on `sys.path`
(`pythonpath` in pyproject.toml); the benchmarks put it there themselves.
"""
