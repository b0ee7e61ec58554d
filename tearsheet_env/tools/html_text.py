"""HTML to readable text for the live fetcher.

Extractor: trafilatura (maintained, widely used for web-text corpora): it keeps the main
content — headings, paragraphs, lists and tables — and drops navigation, footers and scripts.
When it finds no main content (a very short page), its own `html2txt` baseline returns all
visible text instead, so a page never comes back empty just because it is small. The title is
read from `<title>` (falling back to the first `<h1>`) with lxml, which trafilatura already
depends on.
"""

from __future__ import annotations

import lxml.html
import trafilatura


def html_to_text(html: bytes | str) -> tuple[str, str]:
    """(title, text) of an HTML document; ("", "") when it cannot be parsed at all."""
    if not html or not (html.strip() if isinstance(html, str) else html.strip()):
        return "", ""
    try:
        tree = lxml.html.fromstring(html)
    except (ValueError, lxml.etree.ParserError):
        return "", ""
    title = " ".join((tree.findtext(".//title") or tree.findtext(".//h1") or "").split())
    text = trafilatura.extract(tree, favor_recall=True, include_tables=True,
                               include_comments=False, deduplicate=False) or ""
    if not text.strip():
        text = trafilatura.html2txt(html) or ""
    return title, text.strip()
