"""The live `fetch` backend: HTTP(S) with httpx, under size, time and address limits.

- Every hop (the first URL and each redirect target) passes `TargetChecker` before a
  connection is made; the connection goes to the checked address (Host header and TLS SNI keep
  the name), so DNS cannot change the answer between check and connect.
- Redirects are followed by hand, at most `max_redirects`, each target re-checked.
- The body is streamed and cut at `max_bytes`: a larger page is never loaded whole.
- `timeout` bounds each network step, and a deadline bounds the whole fetch (a server that
  drips bytes forever still ends in a `timeout`).
- HTML becomes text with trafilatura (`html_text.py`), with the page's title, date and site
  name from its metadata; text/* and JSON are kept as they are; anything else is
  `unsupported`.
- HTTP outcomes map to typed failures: 402 `paywalled` (with the teaser the page shows),
  401/403/451 `forbidden`, 404/410 `not_found`, 429 `rate_limited`, other errors
  `upstream_error`.
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from typing import Any
from urllib.parse import urljoin, urlsplit, urlunsplit

import httpx

from rubric.urls import url_host
from tearsheet_env.tools.html_text import PageText, html_to_text
from tearsheet_env.tools.responses import failure
from tearsheet_env.tools.url_safety import Resolver, Target, TargetChecker, system_resolver

USER_AGENT = "tearsheet-env/0.1 (research agent; +https://tearsheet-env.test/bot)"
_REDIRECTS = {301, 302, 303, 307, 308}


class HttpFetcher:
    name = "live-http"

    def __init__(self, *, max_bytes: int = 2_000_000, timeout: float = 10.0,
                 deadline: float = 20.0, max_redirects: int = 5, allow_loopback: bool = False,
                 allow_private: bool = False, trusted_origins: Iterable[str] = (),
                 refused_hosts: Iterable[str] = (), resolver: Resolver = system_resolver,
                 transport: httpx.BaseTransport | None = None) -> None:
        self.max_bytes = max_bytes
        self.timeout = timeout
        self.deadline = deadline
        self.max_redirects = max_redirects
        self.refused_hosts = tuple(h.lower().strip(".") for h in refused_hosts)
        self.checker = TargetChecker(allow_loopback=allow_loopback, allow_private=allow_private,
                                     trusted_origins=trusted_origins, resolver=resolver)
        # No env proxies: a proxy would connect on our behalf to addresses we did not check.
        # No keep-alive: connections are made to pinned addresses, and a pooled connection
        # opened for one host name (TLS SNI) must never carry a request for another.
        self._client = httpx.Client(timeout=httpx.Timeout(timeout), follow_redirects=False,
                                    trust_env=False, transport=transport,
                                    limits=httpx.Limits(max_keepalive_connections=0),
                                    headers={"User-Agent": USER_AGENT})

    def close(self) -> None:
        self._client.close()

    def fetch(self, url: str) -> dict[str, Any]:
        started = time.monotonic()
        current = url
        for _hop in range(self.max_redirects + 1):
            if time.monotonic() - started > self.deadline:
                return failure("timeout", f"{url} did not finish within {self.deadline} s")
            target = self._check(current)
            if isinstance(target, dict):
                if current != url:
                    target["error"] = f"redirect from {url} to {current} refused: " \
                                      f"{target['error']}"
                    target["url"] = url
                return target
            try:
                outcome = self._get(target, started)
            except httpx.TimeoutException:
                return failure("timeout", f"{current} did not answer within the time limit")
            except httpx.HTTPError as exc:
                return failure("upstream_error", f"could not fetch {current}: "
                               f"{type(exc).__name__}: {exc}")
            if isinstance(outcome, str):  # a redirect: check the next hop before connecting
                current = outcome
                continue
            return outcome
        return failure("upstream_error", f"more than {self.max_redirects} redirects from {url}")

    def _check(self, url: str) -> Target | dict[str, Any]:
        host = url_host(url)
        for blocked in self.refused_hosts:
            if host == blocked or host.endswith("." + blocked):
                return failure("refused", f"host {host!r} is refused by the policy", url=url)
        return self.checker.check(url)

    def _get(self, target: Target, started: float) -> dict[str, Any] | str:
        parts = urlsplit(target.url)
        address = f"[{target.address}]" if ":" in target.address else target.address
        pinned = urlunsplit((target.scheme, f"{address}:{target.port}", parts.path or "/",
                             parts.query, ""))
        default_port = 443 if target.scheme == "https" else 80
        host_header = target.host if ":" not in target.host else f"[{target.host}]"
        if target.port != default_port:
            host_header = f"{host_header}:{target.port}"
        extensions = {"sni_hostname": target.host} if target.scheme == "https" else {}
        request = self._client.build_request("GET", pinned, headers={"Host": host_header},
                                             extensions=extensions)
        response = self._client.send(request, stream=True)
        try:
            if response.status_code in _REDIRECTS:
                location = response.headers.get("location")
                if not location:
                    return failure("upstream_error", f"redirect without a Location from "
                                   f"{target.url}")
                return urljoin(target.url, location)
            body, truncated = self._read(response, started)
        finally:
            response.close()
        return self._outcome(target.url, response, body, truncated)

    def _read(self, response: httpx.Response, started: float) -> tuple[bytes, bool]:
        chunks: list[bytes] = []
        size = 0
        for chunk in response.iter_bytes(65536):  # decoded: the limit is on the text
            if time.monotonic() - started > self.deadline:
                raise httpx.ReadTimeout("fetch deadline exceeded")
            room = self.max_bytes - size
            if len(chunk) >= room:
                chunks.append(chunk[:room])
                return b"".join(chunks), True  # cut: the rest is never read
            chunks.append(chunk)
            size += len(chunk)
        return b"".join(chunks), False

    def _outcome(self, url: str, response: httpx.Response, body: bytes,
                 truncated: bool) -> dict[str, Any]:
        status = response.status_code
        ctype = response.headers.get("content-type", "").split(";")[0].strip().lower()
        if status == 402:
            page = _text_of(body, ctype, response, url)
            return failure("paywalled", f"{url} is behind a paywall (HTTP 402); only the "
                           "teaser is readable", title=page.title or None, date=page.date,
                           site=page.site, teaser=page.text or None)
        if status in (404, 410):
            return failure("not_found", f"no page at {url} (HTTP {status})")
        if status in (401, 403, 451):
            return failure("forbidden", f"{url} refused access (HTTP {status})")
        if status == 429:
            return failure("rate_limited", f"{url} is rate limiting requests (HTTP 429)")
        if status >= 400:
            return failure("upstream_error", f"{url} answered HTTP {status}")
        if status >= 300:
            return failure("upstream_error", f"{url} answered HTTP {status} without content")
        if not (ctype == "" or ctype.startswith("text/") or ctype in _TEXTUAL):
            return failure("unsupported", f"{url} is {ctype}, not a text or HTML page")
        page = _text_of(body, ctype, response, url)
        text = page.text
        if truncated:
            text += f"\n\n[page cut at {self.max_bytes} bytes]"
        return {"ok": True, "url": url, "title": page.title, "date": page.date,
                "site": page.site, "text": text}


_TEXTUAL = {"application/xhtml+xml", "application/json", "application/xml"}


def _text_of(body: bytes, ctype: str, response: httpx.Response, url: str) -> PageText:
    if ctype in ("", "text/html", "application/xhtml+xml"):
        return html_to_text(body, url)
    encoding = response.charset_encoding or "utf-8"
    try:
        text = body.decode(encoding, errors="replace")
    except LookupError:
        text = body.decode("utf-8", errors="replace")
    return PageText("", text, None, url_host(url) or None)
