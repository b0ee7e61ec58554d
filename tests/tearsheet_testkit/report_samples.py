"""Hand-written tearsheets for parser tests: one complete report and its defective variants."""

from __future__ import annotations

SECTION_BODIES = {
    "Business Overview": (
        "Quillon Dynamics was founded in 2014 by Arlo Venn and Tessa Marek [1]. "
        "The company is headquartered in Lisbon, Portugal [1][2]. "
        "It builds inventory software for regional grocers [2]."
    ),
    "Products & Technology": (
        "Its flagship product, Shelfwise, is a software platform launched in 2016 [2].\n"
        "- Shelfwise Edge, a hardware scanner, followed in 2019 [3, 4]."
    ),
    "Leadership": (
        "Tessa Marek has been chief executive since 2020 [3]. Arlo Venn led it before.[1]"
    ),
    "Funding History": (
        "Quillon Dynamics has raised USD 48.5M across three rounds [4-6]. "
        "Its latest round, a $30 million Series B led by Harbor Pike Ventures, closed in "
        "March 2023 [5]."
    ),
    "Financials & Operating Metrics": (
        "The company had 210 employees as of 2024 [2]. Revenue is not disclosed in the sources."
    ),
    "Customers & Partnerships": "Customers include Fenwold Markets and Ostra Foods [6].",
    "Market Opportunity": "The grocery software market is estimated at USD 12.4B in 2023 [7].",
    "Competitive Landscape": "Direct competitors include Brambleton Systems and Kestrel Grid [7].",
    "Comparable Companies": (
        "| Company | HQ | Founded | Total Funding | Last Valuation | Revenue Multiple |\n"
        "|---|---|---|---|---|---|\n"
        "| Quillon Dynamics [1] | Lisbon, Portugal | 2014 | USD 48.5M | — | — |\n"
        "| Brambleton Systems [7] | Leeds, UK | 2012 | USD 61.0M | USD 240M | — |"
    ),
    "Recent Developments": "In June 2024 the company opened an office in Porto [3].",
}

SOURCES = """## Sources
[1] About Quillon Dynamics — https://quillon-dynamics.test/about
[2] Shelfwise platform — https://quillon-dynamics.test/products
[3] Quillon names new CEO — https://harbor-news.test/2020/quillon-ceo
[4] Quillon Dynamics profile — https://firmbase.test/company/quillon-dynamics
[5] Quillon raises Series B — https://quillon-dynamics.test/press/series-b
[6] Funding roundup — https://ledger-news.test/2023/03/roundup
[7] Grocery software market report — https://sector-reports.test/grocery-software-2023
"""

FACTS = """```facts
- id: overview.founded_year
  value: 2014
  cite: [1]
- id: funding.latest_round.amount
  value: "USD 30.0M"
  as_of: 2023-03-14
  cite: [5]
- id: financials.revenue
  value: null
  status: not_disclosed
```
"""


def report(order: list[str] | None = None, facts: str | None = FACTS) -> str:
    from rubric.contract import load_contract

    names = order if order is not None else load_contract().section_names
    parts = ["# Quillon Dynamics — tearsheet", ""]
    for name in names:
        parts += [f"## {name}", SECTION_BODIES[name], ""]
    parts.append(SOURCES)
    if facts is not None:
        parts.append(facts)
    return "\n".join(parts)
