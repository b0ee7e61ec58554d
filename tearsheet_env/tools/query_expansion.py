"""Query expansion for the world search: research intents and the words pages use for them.

An agent asks for "<company> funding"; the page that answers says "raises £58m Series B" or
"closes its Seed round". Web engines bridge that gap with synonyms; this table is ours, limited
to the intents of the tearsheet contract. Each key is a word an agent may type; its values are
words a page may use instead. Expanded words count less than the typed ones (see
`EXPANSION_BOOST` in `search_index.py`), so an exact match still wins.
"""

from __future__ import annotations

SYNONYMS: dict[str, tuple[str, ...]] = {
    "funding": ("raises", "raised", "round", "financing", "investment", "series", "seed",
                "backs", "led"),
    "raised": ("funding", "round", "financing", "series"),
    "investors": ("led", "backs", "investor", "participation", "portfolio"),
    "valuation": ("valued", "valuing", "post-money"),
    "founded": ("founders", "founding", "established", "started"),
    "founders": ("founded", "co-founder", "cofounder"),
    "ceo": ("chief", "executive", "appointed", "leadership"),
    "cto": ("chief", "technology", "officer", "leadership"),
    "leadership": ("ceo", "chief", "executive", "officer", "founder"),
    "revenue": ("sales", "arr", "recurring", "turnover"),
    "employees": ("headcount", "staff", "team", "people"),
    "headcount": ("employees", "staff", "team"),
    "customers": ("customer", "client", "clients", "deploys", "signs", "selected"),
    "partners": ("partner", "partnership", "integration", "alliance"),
    "competitors": ("competitor", "rival", "rivals", "alternatives", "competes"),
    "market": ("tam", "addressable", "size", "billion"),
    "products": ("product", "platform", "launches", "launch"),
    "headquarters": ("headquartered", "based", "hq", "offices"),
    "news": ("announces", "launches", "reported"),
}
