"""Retrieval-quality bars of issue 3 on the default world (every company):
- a company's exact name finds one of its own pages in the top 3 for ≥ 95% of companies;
- "<name> funding" finds a page asserting its latest round in the top 5 for ≥ 90%."""

from __future__ import annotations

from tearsheet_env.tools.research_tools import ResearchTools


def _results(world, query: str, k: int) -> list[dict]:
    # one rollout per query (the world backend and its index are shared between them)
    response = ResearchTools("world", world=world).websearch(query, k)
    assert response["ok"] is True, response
    return response["results"]


def test_exact_name_finds_own_pages(default_world):
    hits = 0
    for company in default_world.companies:
        urls = [r["url"] for r in _results(default_world, company.name, 3)]
        hits += any(default_world.document_by_url(u).company_id == company.id for u in urls)
    assert hits / len(default_world.companies) >= 0.95


def test_name_funding_finds_latest_round(default_world):
    hits = 0
    for company in default_world.companies:
        docs = [default_world.document_by_url(r["url"])
                for r in _results(default_world, f"{company.name} funding", 5)]
        hits += any(a.fact_id == "funding.latest_round.amount" and a.subject == company.id
                    for d in docs for a in d.assertions)
    assert hits / len(default_world.companies) >= 0.90
