"""HTML to readable text for the live fetcher.

Extractor: trafilatura (maintained, widely used for web-text corpora): it keeps the main
content — headings, paragraphs, lists and tables — and drops navigation, footers and scripts.
When it finds no main content (a very short page), its own `html2txt` baseline returns all
visible text instead, so a page never comes back empty just because it is small. The title is
read from `<title>` (falling back to the first `<h1>`) with lxml, which trafilatura already
depends on. The page's date and its site's name come from trafilatura's metadata reader: the
date from htmldate (the page's meta tags — `article:published_time`, `date`, … — then its
`<time>` elements and text), the site from `og:site_name` and similar tags, else the host.
"""

from __future__ import annotations

from typing import NamedTuple
from urllib.parse import urlsplit

import lxml.html
import trafilatura


class PageText(NamedTuple):
    title: str
    text: str
    date: str | None  # YYYY-MM-DD, as the page's metadata or text gives it
    site: str | None  # the site's name, else its host


def html_to_text(html: bytes | str, url: str | None = None) -> PageText:
    """The readable text of an HTML document with its title, date and site; empty when it
    cannot be parsed at all."""
    empty = PageText("", "", None, None)
    if not html or not (html.strip() if isinstance(html, str) else html.strip()):
        return empty
    try:
        tree = lxml.html.fromstring(html)
    except (ValueError, lxml.etree.ParserError):
        return empty
    title = " ".join((tree.findtext(".//title") or tree.findtext(".//h1") or "").split())
    text = trafilatura.extract(tree, favor_recall=True, include_tables=True,
                               include_comments=False, deduplicate=False) or ""
    if not text.strip():
        text = trafilatura.html2txt(html) or ""
    date, site = _metadata(tree, url)
    return PageText(title, text.strip(), date, site)


def _metadata(tree: lxml.html.HtmlElement, url: str | None) -> tuple[str | None, str | None]:
    try:
        meta = trafilatura.extract_metadata(tree, default_url=url)
    except Exception:  # noqa: BLE001 - metadata is a bonus: a page without it still reads
        meta = None
    date = getattr(meta, "date", None) or None
    site = getattr(meta, "sitename", None) or getattr(meta, "hostname", None) or (
        urlsplit(url).hostname if url else None)
    return date, site
