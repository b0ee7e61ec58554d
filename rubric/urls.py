"""URL normalization: one function decides when two spellings name the same source, used by the
source registry (one `[N]` per page), the replay cache key and the world's URL lookup."""

from __future__ import annotations

from urllib.parse import urlsplit, urlunsplit

from rubric.memo import memo

_DEFAULT_PORTS = {"http": 80, "https": 443}


@memo("world", 65536)
def normalize_url(url: str) -> str:
    """Lower-case scheme and host, drop the fragment, the default port and a trailing slash of
    the path. A string that does not parse is returned stripped, unchanged otherwise.
    Memoized: a process meets the world's URLs again in every rollout (search results,
    fetches, citations)."""
    text = url.strip()
    try:
        parts = urlsplit(text)
        port = parts.port
    except ValueError:
        return text
    scheme = parts.scheme.lower()
    host = (parts.hostname or "").lower()
    if not scheme or not host:
        return text
    if ":" in host:  # IPv6 literal
        host = f"[{host}]"
    netloc = host if port in (None, _DEFAULT_PORTS.get(scheme)) else f"{host}:{port}"
    if parts.username or parts.password:
        userinfo = parts.username or ""
        if parts.password:
            userinfo += f":{parts.password}"
        netloc = f"{userinfo}@{netloc}"
    path = parts.path.rstrip("/")
    return urlunsplit((scheme, netloc, path, parts.query, ""))


def url_host(url: str) -> str:
    try:
        return (urlsplit(url.strip()).hostname or "").lower()
    except ValueError:
        return ""


def url_scheme(url: str) -> str:
    try:
        return urlsplit(url.strip()).scheme.lower()
    except ValueError:
        return ""
