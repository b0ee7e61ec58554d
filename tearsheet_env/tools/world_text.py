"""What of a world document is public: its full text when readable, only a teaser when
paywalled. The search index, the world backend and the world's HTTP server all use these, so
a paywalled page's body never leaks through a search snippet or a served page."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit

TEASER_CHARS = 600


def main_text(doc: Any) -> str:
    """The document's text without its site chrome (`boilerplate` spans: navigation, cookie
    notice, related links, footer): what a search engine indexes and quotes in snippets."""
    text = str(getattr(doc, "text", "") or "")
    for start, end in sorted(getattr(doc, "boilerplate", None) or (), reverse=True):
        text = text[:start] + text[end:]
    return text.strip()


def teaser_of(doc: Any) -> str:
    """The document's own `teaser` when the world gives one, else the first paragraph of its
    main text cut at a word boundary to about `TEASER_CHARS` characters."""
    own = getattr(doc, "teaser", None)
    if isinstance(own, str) and own.strip():
        return own.strip()
    text = main_text(doc)
    first = text.split("\n\n", 1)[0].strip()
    if len(first) <= TEASER_CHARS:
        return first
    cut = first[:TEASER_CHARS].rsplit(" ", 1)[0].rstrip(",;:")
    return cut + " …"


def site_of(doc: Any) -> str:
    """The site's name as the page shows it: the first line of its header chrome (the world
    writes the site's name there), else the URL's host."""
    spans = getattr(doc, "boilerplate", None) or ()
    text = str(getattr(doc, "text", "") or "")
    if spans:
        start, end = sorted(spans)[0]
        if start == 0 and end > 0:
            name = text[:end].split("\n", 1)[0].strip()
            if name:
                return name
    return urlsplit(str(getattr(doc, "url", "") or "")).hostname or ""


def public_text(doc: Any) -> str:
    """Main text a reader (or a crawler) can see without paying: teaser for paywalled pages."""
    if getattr(doc, "access", "ok") == "paywalled":
        return teaser_of(doc)
    return main_text(doc)
