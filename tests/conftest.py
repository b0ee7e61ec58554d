"""Fixtures shared by the test modules."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from tearsheet_testkit.policy_server import serving_policy

from tearsheet_env.world import World, load_world


@pytest.fixture(scope="module")
def oracle_url() -> Iterator[str]:
    """A real `tearsheet-env serve-policy --policy oracle` on a free loopback port."""
    with serving_policy("oracle") as url:
        yield url


@pytest.fixture(scope="session")
def default_world() -> World:
    """The default closed world (seed 0, 400 companies), built into the cache on first use."""
    return load_world()
