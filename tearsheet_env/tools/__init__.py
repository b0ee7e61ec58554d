"""The agent's research tools (SPEC §6): `websearch` and `fetch` over the closed world or the live
web, the per-rollout source registry, the replay cache and the tool policy.

Modules: `research_tools` (the pipeline), `responses` (JSON shapes, failure kinds),
`registry`, `replay_cache`, `policy`, `world_backend` + `search_index` + `snippets` (the world
backend), `live_search` + `live_fetch` + `url_safety` + `html_text` (the live backend),
`world_http` (the world served as HTML), `stdio_server` (the JSON-lines bridge). The source
registry (`rubric.registry`) and URL normalization (`rubric.urls`) live in the rubric, which
rebuilds the registry from a transcript exactly as the tools number it.
"""

from rubric.registry import Source, SourceRegistry
from tearsheet_env.tools.policy import ToolPolicy, ToolUsage
from tearsheet_env.tools.replay_cache import HybridReplayCache, ReplayMiss
from tearsheet_env.tools.research_tools import ResearchTools

__all__ = ["HybridReplayCache", "ReplayMiss", "ResearchTools", "Source", "SourceRegistry",
           "ToolPolicy", "ToolUsage"]
