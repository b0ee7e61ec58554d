"""The 10-section audit of a report: per contract section, whether it is there, its claims,
how many carry a citation, and its facts-block entries (from the project's parser)."""

from __future__ import annotations

from collections import Counter

from rubric.contract import load_contract
from tearsheet_env.pi.events import Audit, SectionAudit


def audit_report(text: str) -> Audit:
    from rubric.report.parser import parse_report

    contract = load_contract()
    report = parse_report(text)
    fact_section = contract.fact_section
    facts = Counter(fact_section.get(f.id) for f in report.facts
                    if f.value is not None or f.status == "not_disclosed")
    found = {s.name: s for s in report.sections}
    rows = []
    for name in contract.section_names:
        section = found.get(name)
        claims = section.claims if section is not None else []
        rows.append(SectionAudit(section=name, present=section is not None, claims=len(claims),
                                 cited_claims=sum(1 for c in claims if c.citations),
                                 facts=facts.get(name, 0)))
    return Audit(sections=rows, missing=list(report.missing_sections),
                 facts_error=report.facts_error)
