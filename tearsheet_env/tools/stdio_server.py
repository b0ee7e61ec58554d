"""`tearsheet-env tool serve --stdio`: the research tools for non-Python callers (the pi
extension), one JSON request per input line, one JSON response per output line.

Requests: `{"tool": "websearch", "query": str, "max_results": int}` or
`{"tool": "fetch", "url": str, "offset": int}`, with an optional `"id"` that is echoed back as
the response's first key. The server owns one `ResearchTools` for its whole life, so the source
registry (and the `[N]` ids) persist across the calls of one session. A line that is not a JSON
object gets a `bad_request` response and the server keeps serving; blank lines are skipped.
The process ends at end of input.
"""

from __future__ import annotations

import json
from typing import IO, Any

from tearsheet_env.tools.research_tools import ResearchTools
from tearsheet_env.tools.responses import failure


def handle_line(tools: ResearchTools, line: str) -> dict[str, Any] | None:
    """The response to one request line (None for a blank line)."""
    if not line.strip():
        return None
    try:
        request = json.loads(line)
    except (ValueError, RecursionError) as exc:
        return failure("bad_request", f"request line is not valid JSON: {exc}")
    if not isinstance(request, dict):
        return failure("bad_request", "request must be a JSON object")
    try:
        response = tools.call(request)
    except Exception as exc:  # noqa: BLE001 - the server must outlive any one request
        response = failure("internal_error", f"{type(exc).__name__}: {exc}")
    if "id" in request:
        response = {"id": request["id"], **response}
    return response


def serve_stdio(tools: ResearchTools, stdin: IO[str], stdout: IO[str]) -> int:
    try:
        for line in stdin:
            response = handle_line(tools, line)
            if response is None:
                continue
            stdout.write(json.dumps(response) + "\n")
            stdout.flush()
    except (BrokenPipeError, KeyboardInterrupt):
        return 0  # the caller went away: nothing left to answer
    return 0
