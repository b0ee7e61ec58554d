"""The live `websearch` backend: Perplexity's Search API (`POST {base_url}/search`).

Request `{"query": str, "max_results": int}` with `Authorization: Bearer $PERPLEXITY_API_KEY`;
answer `{"results": [{"title", "url", "snippet", "date", "last_updated"}, ...], "id": ...}`.
The key is read from the environment at call time and never logged or echoed in errors. The
base URL is configurable (`base_url=` or `$PERPLEXITY_BASE_URL`), which is how the tests point
it at a loopback server speaking the same shape.

Failures are typed: no key → `unavailable`; 401/403 → `unavailable` (key rejected);
400/422 → `bad_request`; 429 → `rate_limited` and 5xx → `upstream_error` after `retries`
retries with exponential backoff (honouring a short `Retry-After`); network timeouts →
`timeout` after the same retries; an answer that is not the expected JSON → `upstream_error`.
"""

from __future__ import annotations

import os
import time
from typing import Any

import httpx

from tearsheet_env.tools.responses import failure
from tearsheet_env.tools.snippets import clip

DEFAULT_BASE_URL = "https://api.perplexity.ai"
MAX_RETRY_AFTER = 10.0


class PerplexitySearch:
    name = "live-perplexity"

    def __init__(self, *, api_key: str | None = None, base_url: str | None = None,
                 timeout: float = 15.0, retries: int = 3, backoff: float = 0.5,
                 transport: httpx.BaseTransport | None = None) -> None:
        self._api_key = api_key
        self.base_url = (base_url or os.environ.get("PERPLEXITY_BASE_URL")
                         or DEFAULT_BASE_URL).rstrip("/")
        self.retries = retries
        self.backoff = backoff
        self._client = httpx.Client(timeout=httpx.Timeout(timeout), transport=transport)

    def close(self) -> None:
        self._client.close()

    def _key(self) -> str | None:
        return self._api_key or os.environ.get("PERPLEXITY_API_KEY") or None

    def search(self, query: str, max_results: int) -> dict[str, Any]:
        key = self._key()
        if not key:
            return failure("unavailable", "live search needs PERPLEXITY_API_KEY in the "
                           "environment")
        last: dict[str, Any] = failure("upstream_error", "no attempt was made")
        for attempt in range(self.retries + 1):
            wait = self.backoff * (2 ** attempt)
            try:
                response = self._client.post(
                    f"{self.base_url}/search",
                    json={"query": query, "max_results": max_results},
                    headers={"Authorization": f"Bearer {key}", "Accept": "application/json"})
            except httpx.TimeoutException:
                last = failure("timeout", "the search API did not answer within the time limit")
            except httpx.HTTPError as exc:
                last = failure("upstream_error", f"could not reach the search API: "
                               f"{type(exc).__name__}")
            else:
                status = response.status_code
                if status == 200:
                    return _results(response, max_results)
                if status in (401, 403):
                    return failure("unavailable", f"the search API rejected the key "
                                   f"(HTTP {status})")
                if status in (400, 422):
                    return failure("bad_request", f"the search API refused the query "
                                   f"(HTTP {status})")
                if status == 429:
                    last = failure("rate_limited", "the search API is rate limiting (HTTP 429)")
                    wait = max(wait, _retry_after(response))
                elif status >= 500:
                    last = failure("upstream_error", f"the search API failed (HTTP {status})")
                else:
                    return failure("upstream_error", f"the search API answered HTTP {status}")
            if attempt < self.retries:
                time.sleep(wait)
        return last


def _retry_after(response: httpx.Response) -> float:
    try:
        return min(MAX_RETRY_AFTER, max(0.0, float(response.headers.get("retry-after", 0))))
    except ValueError:
        return 0.0


def _results(response: httpx.Response, max_results: int) -> dict[str, Any]:
    try:
        payload = response.json()
    except ValueError:
        return failure("upstream_error", "the search API answered with invalid JSON")
    items = payload.get("results") if isinstance(payload, dict) else None
    if not isinstance(items, list):
        return failure("upstream_error", "the search API answer has no results list")
    results = []
    for item in items:
        if not isinstance(item, dict) or not isinstance(item.get("url"), str):
            continue
        date = item.get("date") or item.get("last_updated")
        results.append({
            "title": str(item.get("title") or ""),
            "url": item["url"],
            "date": date if isinstance(date, str) else None,
            "snippet": clip(str(item.get("snippet") or ""), 600),
        })
        if len(results) == max_results:
            break
    return {"ok": True, "results": results}
