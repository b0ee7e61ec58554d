"""Fixtures shared by the test modules."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from policy_server import serving_policy


@pytest.fixture(scope="module")
def oracle_url() -> Iterator[str]:
    with serving_policy("oracle") as url:
        yield url
