"""ToolPolicy: what a rollout may call, how much, and where it may not go (SPEC §6).

The policy is configuration (a pydantic model, so it can come from env args or a TOML); the
per-rollout counters live in `ToolUsage`, one per `ResearchTools`. Checks return a typed failure
dict (`refused` / `budget_exceeded`) or None, so a blocked call is a tool error the agent sees
and the rubric counts, never an exception.

Budgets: `max_calls` counts calls that reached a backend; `max_bytes` counts the UTF-8 size of
the JSON responses handed to the agent. A call is refused once a budget is spent (the call that
crosses the byte budget still returns, so the agent always gets what it paid for).
"""

from __future__ import annotations

import os
from collections import Counter
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from rubric.urls import url_host, url_scheme
from tearsheet_env import limits
from tearsheet_env.tools.responses import failure


class ToolPolicy(BaseModel):
    model_config = ConfigDict(frozen=True)

    allowed_tools: frozenset[str] = frozenset({"websearch", "fetch"})
    max_calls: int | None = Field(default=limits.DEFAULT_MAX_TOOL_CALLS, ge=0)
    max_bytes: int | None = Field(default=limits.DEFAULT_MAX_FETCH_BYTES, ge=0)
    allowed_schemes: frozenset[str] = frozenset({"http", "https"})
    refused_hosts: tuple[str, ...] = ()  # a host and all its subdomains
    # pi's `read` tool: paths it must not read (the runtime config, the registry). List only:
    # the pi extension enforces it; `is_protected` is the shared test.
    protected_paths: tuple[str, ...] = ()

    @classmethod
    def for_pi(cls, protected_paths: tuple[str, ...] = (), **kwargs: Any) -> ToolPolicy:
        return cls(allowed_tools=frozenset({"read", "websearch", "fetch"}),
                   protected_paths=protected_paths, **kwargs)

    def check_tool(self, tool: str) -> dict[str, Any] | None:
        if tool not in self.allowed_tools:
            return failure("refused", f"tool {tool!r} is not allowed by the policy "
                           f"(allowed: {', '.join(sorted(self.allowed_tools))})")
        return None

    def check_url(self, url: str) -> dict[str, Any] | None:
        scheme = url_scheme(url)
        if scheme not in self.allowed_schemes:
            return failure("refused", f"URL scheme {scheme or '(none)'!r} is refused by the "
                           f"policy (allowed: {', '.join(sorted(self.allowed_schemes))})", url=url)
        host = url_host(url)
        if not host:
            return failure("bad_request", "URL has no host", url=url)
        for blocked in self.refused_hosts:
            blocked = blocked.lower().strip(".")
            if host == blocked or host.endswith("." + blocked):
                return failure("refused", f"host {host!r} is refused by the policy", url=url)
        return None

    def check_budget(self, usage: ToolUsage) -> dict[str, Any] | None:
        if self.max_calls is not None and usage.calls >= self.max_calls:
            return failure("budget_exceeded",
                           f"call budget of {self.max_calls} tool calls for this rollout is spent")
        if self.max_bytes is not None and usage.bytes >= self.max_bytes:
            return failure("budget_exceeded",
                           f"byte budget of {self.max_bytes} bytes for this rollout is spent")
        return None

    def is_protected(self, path: str) -> bool:
        """Whether `path` is, or lies under, one of the protected paths (after resolving `..`,
        `~` and symlinks, so a relative spelling cannot slip past)."""
        target = _resolve(path)
        for protected in self.protected_paths:
            root = _resolve(protected)
            if target == root or target.startswith(root.rstrip(os.sep) + os.sep):
                return True
        return False


def _resolve(path: str) -> str:
    return os.path.realpath(os.path.expanduser(path))


class ToolUsage(BaseModel):
    """Counters of one rollout: calls and bytes spent, and failures by kind."""

    calls: int = 0
    bytes: int = 0
    failures: Counter[str] = Field(default_factory=Counter)

    @property
    def refused(self) -> int:
        return self.failures["refused"]

    @property
    def budget_exceeded(self) -> int:
        return self.failures["budget_exceeded"]
