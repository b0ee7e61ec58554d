"""A real `tearsheet-env serve-policy` process for tests that drive the environment through it."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager

CLI = [sys.executable, "-m", "tearsheet_env.cli.main"]


@contextmanager
def serving_policy(policy: str = "oracle") -> Iterator[str]:
    """`tearsheet-env serve-policy` as a real process on a free loopback port; yields its URL."""
    server = subprocess.Popen([*CLI, "serve-policy", "--policy", policy, "--port", "0"],
                              stdout=subprocess.PIPE, text=True)
    try:
        assert server.stdout is not None
        yield server.stdout.readline().strip()
    finally:
        server.terminate()
        server.wait(10)
