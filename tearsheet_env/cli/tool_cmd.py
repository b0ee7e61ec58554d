"""`tearsheet-env tool websearch|fetch|serve`: the research tools from the command line.

One-shot commands print the tool's JSON response (`--json`) or a short readable rendering, and
exit 0 when the response is ok, 1 when it is a typed failure, 2 when the tools cannot start
(no world at `--world`, bad cache path). `serve --stdio` keeps one tool session alive and speaks
one JSON request/response per line (see `tearsheet_env/tools/stdio_server.py`).
"""

from __future__ import annotations

import argparse
import io
import json
import sys
from pathlib import Path
from typing import Any

from tearsheet_env import limits


def register(sub: argparse._SubParsersAction) -> None:
    tool = sub.add_parser("tool", help="run the agent's research tools (websearch, fetch)")
    tsub = tool.add_subparsers(dest="tool_command", required=True)

    ws = tsub.add_parser("websearch", help="search the research web")
    ws.add_argument("--query", required=True, help="what to search for")
    # --max-results and --offset go to the tool unchecked: it answers a bad value with the
    # typed bad_request the environment's model would get (exit 1)
    ws.add_argument("--max-results", type=int, default=5, help="results to return (1-20)")
    _common(ws)
    ws.set_defaults(func=_websearch)

    fe = tsub.add_parser("fetch", help="fetch a page as text")
    fe.add_argument("--url", required=True, help="the page's URL")
    fe.add_argument("--offset", type=int, default=0,
                    help="character offset to read from (a previous page's next_offset)")
    _common(fe)
    fe.set_defaults(func=_fetch)

    sv = tsub.add_parser("serve", help="serve the tools, one JSON request/response per line")
    sv.add_argument("--stdio", action="store_true", required=True,
                    help="read requests from stdin, write responses to stdout")
    sv.add_argument("--max-calls", type=limits.MAX_TOOL_CALLS.arg, default=None,
                    help="call budget of the session (default: the tool policy's, as the "
                    "environment's max_tool_calls)")
    sv.add_argument("--max-bytes", type=limits.MAX_FETCH_BYTES.arg, default=None,
                    help="byte budget of the session (default: the tool policy's, as the "
                    "environment's max_fetch_bytes)")
    _common(sv)
    sv.set_defaults(func=_serve)


def _common(p: argparse.ArgumentParser) -> None:
    p.add_argument("--world", type=Path, default=None,
                   help="a built world folder (default: the default world)")
    p.add_argument("--backend", choices=("world", "live"), default="world",
                   help="the closed world, or live search (PERPLEXITY_API_KEY) and HTTP fetch")
    p.add_argument("--cache", type=Path, default=None,
                   help="replay cache file (SQLite); default: no cache")
    p.add_argument("--cache-mode", choices=("replay", "record", "hybrid"), default="hybrid",
                   help="how --cache is used")
    p.add_argument("--allow-loopback", action="store_true",
                   help="live fetch: allow loopback addresses (e.g. `world serve` on this host)")
    p.add_argument("--json", action="store_true", help="print the JSON response")


def _tools(args: argparse.Namespace, **policy_overrides: Any):
    from tearsheet_env.tools.policy import ToolPolicy
    from tearsheet_env.tools.replay_cache import HybridReplayCache
    from tearsheet_env.tools.research_tools import ResearchTools

    policy = ToolPolicy(**{k: v for k, v in policy_overrides.items() if v is not None})
    cache = HybridReplayCache(args.cache, mode=args.cache_mode) if args.cache else None
    if args.backend == "live":
        from tearsheet_env.tools.live_fetch import HttpFetcher

        fetcher = HttpFetcher(allow_loopback=args.allow_loopback,
                              refused_hosts=policy.refused_hosts)
        return ResearchTools("live", policy=policy, cache=cache, fetch_backend=fetcher)
    from tearsheet_env.world import load_world

    world = load_world(args.world) if args.world is not None else load_world()
    return ResearchTools("world", world=world, policy=policy, cache=cache)


def _start(args: argparse.Namespace, **policy_overrides: Any):
    try:
        return _tools(args, **policy_overrides), None
    except Exception as exc:  # noqa: BLE001 - any start-up problem is a clear message, exit 2
        return None, {"ok": False, "status": "unavailable",
                      "error": f"the research tools could not start: {type(exc).__name__}: {exc}"}


def _emit(args: argparse.Namespace, response: dict[str, Any]) -> int:
    if args.json:
        print(json.dumps(response))
    else:
        _render(response)
    return 0 if response.get("ok") is True else 1


def _render(response: dict[str, Any]) -> None:
    from rich.console import Console

    console = Console(highlight=False)
    if response.get("ok") is not True:
        console.print(f"[red]{response.get('status')}[/red]: {response.get('error')}")
        return
    if "results" in response:
        for r in response["results"]:
            console.print(f"[bold][{r['source_id']}] {r['title']}[/bold]  {r['date'] or ''}")
            console.print(f"    {r['url']}", style="cyan")
            console.print(f"    {r['snippet']}")
        return
    console.print(f"[bold][{response['source_id']}] {response['title']}[/bold]")
    meta = " · ".join(x for x in (response.get("site"), response.get("date")) if x)
    if meta:
        console.print(meta, markup=False)
    console.print(response["url"], style="cyan")
    console.print(response["text"], markup=False)
    if response.get("next_offset") is not None:
        console.print(f"[dim]… more at --offset {response['next_offset']}[/dim]")


def _websearch(args: argparse.Namespace) -> int:
    tools, problem = _start(args)
    if problem:
        _emit(args, problem)
        return 2
    return _emit(args, tools.websearch(args.query, args.max_results))


def _fetch(args: argparse.Namespace) -> int:
    tools, problem = _start(args)
    if problem:
        _emit(args, problem)
        return 2
    return _emit(args, tools.fetch(args.url, args.offset))


def _serve(args: argparse.Namespace) -> int:
    from tearsheet_env.tools.stdio_server import serve_stdio

    tools, problem = _start(args, max_calls=args.max_calls, max_bytes=args.max_bytes)
    if problem:
        print(json.dumps(problem), flush=True)
        return 2
    # bytes that are not UTF-8 become U+FFFD, so such a line is a bad_request, not a crash
    stdin = io.TextIOWrapper(sys.stdin.buffer, encoding="utf-8", errors="replace")
    return serve_stdio(tools, stdin, sys.stdout)
