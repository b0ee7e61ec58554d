"""The JSON shapes the agent sees from `websearch` and `fetch`, and the typed failure kinds.

A tool message's content in a rollout is exactly `json.dumps(response)` of one of these dicts,
so the transcript alone is the record (SPEC §3). Backends produce *raw* responses (no source ids,
fetch text unpaged); `ResearchTools` pages the text and stamps `[N]` ids from the rollout's
registry, because ids are per rollout while raw responses may be cached across rollouts.

The shapes the agent sees:
- websearch: `{"ok": true, "results": [{"source_id", "title", "url", "date", "snippet"}]}`
- fetch: `{"ok": true, "status": "fetched", "source_id", "url", "title", "date", "site", "text",
  "next_offset", "length"}` — `date` is the page's own date (the one its text states;
  YYYY-MM-DD) and `site` its site's name, each null when the backend cannot tell; `next_offset`
  is null on the last page of text; `length` is the whole page's length in characters, so an
  agent knows how far paging goes before it pages (outside round 18: one guessed an offset past
  the end)
- a failure: `{"ok": false, "status": KIND, "error", ...}` with `url` and `source_id` for a
  fetch of a known page, and `title`, `date`, `site` and `teaser` for a paywalled one
"""

from __future__ import annotations

from typing import Any, Literal

FailureKind = Literal[
    "not_found",  # unknown URL, dead link (HTTP 404/410), DNS name that does not resolve
    "paywalled",  # the page exists but only its teaser is readable
    "refused",  # blocked by policy or by the fetcher's safety rules (scheme, host, address)
    "forbidden",  # the site itself refused access (HTTP 401/403/451)
    "timeout",  # the backend did not answer within its time limit
    "bad_request",  # the call's arguments are invalid (empty query, negative offset, ...)
    "budget_exceeded",  # the rollout's call or byte budget is spent
    "replay_miss",  # replay mode and the cache has no entry for this request
    "upstream_error",  # the backend answered with an error (HTTP 5xx, malformed answer, ...)
    "rate_limited",  # HTTP 429 after all retries
    "unsupported",  # content that cannot be turned into text (binary, images, ...)
    "unavailable",  # the backend is not configured (e.g. no PERPLEXITY_API_KEY) or rejects it
    "internal_error",  # a bug of ours, reported as a value instead of crashing the caller
]

FAILURE_KINDS: tuple[str, ...] = FailureKind.__args__  # type: ignore[attr-defined]

# Transient failures: a hybrid cache retries them next time instead of replaying them forever.
TRANSIENT_KINDS = frozenset({"timeout", "upstream_error", "rate_limited", "unavailable"})

# fetch returns page text in pages of at most this many characters: most pages in one call, as
# many agents' fetch tools return them (the calibration: docs/world.md)
PAGE_CHARS = 12000
MAX_RESULTS = 20  # websearch max_results is clamped to this
MAX_QUERY_CHARS = 1000
MAX_URL_CHARS = 4096


def failure(kind: str, error: str, **extra: Any) -> dict[str, Any]:
    """`{"ok": false, "status": KIND, "error": msg, ...}`; extras with None values are left out
    so the JSON the agent sees carries no empty keys."""
    out: dict[str, Any] = {"ok": False, "status": kind, "error": error}
    out.update({k: v for k, v in extra.items() if v is not None})
    return out


def is_failure(response: Any) -> bool:
    return isinstance(response, dict) and response.get("ok") is False
