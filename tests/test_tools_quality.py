"""Retrieval-quality bars of issue 3 on the default world (every company):
- a company's exact name finds one of its own pages in the top 3 for ≥ 95% of companies;
- "<name> funding" finds a page asserting its latest round in the top 5 for ≥ 90%."""

from __future__ import annotations

import pytest

from tearsheet_env.tools.research_tools import ResearchTools
from tearsheet_env.world import load_world


@pytest.fixture(scope="module")
def world():
    return load_world()


def _results(world, query: str, k: int) -> list[dict]:
    # one rollout per query (the world backend and its index are shared between them)
    response = ResearchTools("world", world=world).websearch(query, k)
    assert response["ok"] is True, response
    return response["results"]


def test_exact_name_finds_own_pages(world):
    hits = 0
    for company in world.companies:
        urls = [r["url"] for r in _results(world, company.name, 3)]
        hits += any(world.document_by_url(u).company_id == company.id for u in urls)
    assert hits / len(world.companies) >= 0.95


def test_name_funding_finds_latest_round(world):
    hits = 0
    for company in world.companies:
        docs = [world.document_by_url(r["url"])
                for r in _results(world, f"{company.name} funding", 5)]
        hits += any(a.fact_id == "funding.latest_round.amount" and a.subject == company.id
                    for d in docs for a in d.assertions)
    assert hits / len(world.companies) >= 0.90
