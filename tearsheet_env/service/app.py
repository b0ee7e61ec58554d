"""The run service: a FastAPI app that runs pi research runs (tearsheet_env.pi.runner) and
streams their events.

- `POST /runs` — `{company, website?, provider?, model?, part?}` → 202 with the run's id;
- `GET /runs/{id}/events` — Server-Sent Events (sse-starlette): every event of the run from its
  start (`run_started`, `turn`, `model_call`, `reasoning`, `tool_call`, `audit`), ending in
  `reward` or `error`; a client that connects late gets the whole history first;
- `GET /runs/{id}` — status, cost and tokens, the cited sources resolved against the run's own
  source registry, reward and explanation, trace id, and why it failed when it did.

Every route needs `X-API-Key` equal to `TEARSHEET_SERVICE_API_KEY` (compared in constant time;
401 otherwise). Runs are isolated: each has its own pi process, tool server (so its own source
registry and budgets) and temporary folder; at most `TEARSHEET_SERVICE_MAX_RUNS` run at once
(default 8), the rest wait their turn. The whole service runs offline: the `tearsheet-policy`
provider is answered by an in-process policy server over the closed world unless
`TEARSHEET_POLICY_BASE_URL` names another.

(No `from __future__ import annotations` here: FastAPI reads the route signatures' annotations,
which name dependencies local to `create_app`.)
"""


import asyncio
import contextlib
import functools
import hmac
import json
import os
import time
import uuid
from collections.abc import AsyncIterator
from typing import Annotated, Any, Literal

from fastapi import Depends, FastAPI, HTTPException, Path, Security
from fastapi.security import APIKeyHeader
from pydantic import BaseModel, ConfigDict, Field
from sse_starlette.sse import EventSourceResponse

from tearsheet_env.pi.config import PROVIDERS

KEY_VAR = "TEARSHEET_SERVICE_API_KEY"
TERMINAL_EVENTS = ("reward", "error")  # the last event of every run is one of these
RUN_ID_PATTERN = r"^[0-9a-f]{16}$"
Provider = Literal["tearsheet-policy", "hf-vllm", "perplexity-agent"]
assert set(PROVIDERS) == set(Provider.__args__)  # type: ignore[attr-defined]


class RunCreate(BaseModel):
    model_config = ConfigDict(extra="forbid")

    company: str = Field(min_length=1, max_length=200, description="the company's name")
    website: str | None = Field(None, max_length=500, description="its website, to pick "
                                "among homonyms")
    provider: Provider | None = Field(None, description="default: $TEARSHEET_AGENT_PROVIDER, "
                                      "else tearsheet-policy (offline)")
    model: str | None = Field(None, min_length=1, max_length=200)
    part: str | None = Field(None, min_length=1, max_length=100,
                             description="a section to give the closest attention")


class RunCreated(BaseModel):
    id: str
    status: str
    events_url: str


class SourceOut(BaseModel):
    source_id: int
    url: str
    title: str
    status: str
    cited: bool


class RunOut(BaseModel):
    id: str
    status: Literal["queued", "running", "succeeded", "failed"]
    company: str
    provider: str
    model: str | None
    created_at: float
    seconds: float | None = None
    turns: int = 0
    tool_calls: int = 0
    blocked_tool_calls: int = 0
    input_tokens: int = 0
    output_tokens: int = 0
    reasoning_tokens: int = 0
    cost_usd: float = 0.0
    reward: float | None = None
    explanation: dict[str, Any] | None = None
    sources: list[SourceOut] = Field(default_factory=list)
    trace_id: str | None = None
    results_path: str | None = None
    error: str | None = None


class _Run:
    def __init__(self, run_id: str, body: RunCreate):
        from tearsheet_env.pi.config import default_provider

        if body.provider is None:
            body = body.model_copy(update={"provider": default_provider()})
        self.out = RunOut(id=run_id, status="queued", company=body.company,
                          provider=str(body.provider), model=body.model,
                          created_at=time.time())
        self.body = body
        self.events: list[dict[str, Any]] = []
        self.changed = asyncio.Condition()
        self.task: asyncio.Task[None] | None = None

    @property
    def done(self) -> bool:
        return self.out.status in ("succeeded", "failed")

    async def publish(self, event: dict[str, Any]) -> None:
        async with self.changed:
            self.events.append(event)
            self.changed.notify_all()


def _sources(row: dict[str, Any]) -> list[SourceOut]:
    """The run's sources, cited or not, from its own transcript (the registry the tools kept)."""
    from rubric.registry import SourceRegistry
    from rubric.report.parser import parse_report
    from tearsheet_env.pi.transcript import final_report

    completion = row.get("completion") or []
    cited = set(parse_report(final_report(completion)).citations)
    return [SourceOut(source_id=s.source_id, url=s.url, title=s.title, status=s.status,
                      cited=s.source_id in cited)
            for s in SourceRegistry.from_transcript(completion).sources]


def create_app(api_key: str | None = None, policy_base_url: str | None = None,
               max_runs: int | None = None, out_dir: str | None = None) -> FastAPI:
    api_key = api_key if api_key is not None else os.environ.get(KEY_VAR)
    if not api_key:
        raise RuntimeError(f"the run service needs an API key: set {KEY_VAR}")
    expected = api_key.encode()
    policy_base_url = policy_base_url or os.environ.get("TEARSHEET_POLICY_BASE_URL")
    max_runs = max_runs or int(os.environ.get("TEARSHEET_SERVICE_MAX_RUNS", "8"))
    out_dir = out_dir or os.environ.get("TEARSHEET_SERVICE_OUT", "outputs/service")
    runs: dict[str, _Run] = {}
    slots = asyncio.Semaphore(max_runs)
    state: dict[str, Any] = {"policy_url": policy_base_url}

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        server = None
        if state["policy_url"] is None:
            from tearsheet_env.policies.server import PolicyServer

            server = await asyncio.to_thread(PolicyServer("oracle").start)
            state["policy_url"] = server.base_url
        try:
            yield
        finally:
            for run in runs.values():
                if run.task is not None:
                    run.task.cancel()
            if server is not None:
                await asyncio.to_thread(server.stop)

    app = FastAPI(title="tearsheet-env run service", version="1",
                  description="pi research runs over the closed world, scored by the "
                  "tearsheet rubric", lifespan=lifespan)
    header = APIKeyHeader(name="X-API-Key", auto_error=False)

    def authorized(key: Annotated[str | None, Security(header)]) -> None:
        if key is None or not hmac.compare_digest(key.encode(), expected):
            raise HTTPException(401, "missing or wrong X-API-Key",
                                headers={"WWW-Authenticate": "X-API-Key"})

    def get_run(run_id: Annotated[str, Path(pattern=RUN_ID_PATTERN)]) -> _Run:
        run = runs.get(run_id)
        if run is None:
            raise HTTPException(404, f"no run {run_id}")
        return run

    async def execute(run: _Run) -> None:
        from tearsheet_env.pi.runner import ResearchRequest, ResearchResult, run_research_stream

        box: list[ResearchResult] = []
        try:
            async with slots:
                run.out.status = "running"
                request = ResearchRequest(
                    company=run.body.company, website=run.body.website,
                    provider=str(run.body.provider), model=run.body.model,
                    part=run.body.part,
                    policy_base_url=state["policy_url"], out_dir=out_dir)
                async for event in run_research_stream(request, run_id=run.out.id,
                                                       result_box=box):
                    _account(run.out, event)
                    if event.type == "reward" and box:
                        run.out.sources = _sources(box[0].row)
                        run.out.status = "succeeded"
                    elif event.type == "error":
                        run.out.status, run.out.error = "failed", event.error
                    await run.publish(event.model_dump(mode="json"))
        except Exception as exc:  # noqa: BLE001 - a run's failure is its own, never the service's
            run.out.status, run.out.error = "failed", f"{type(exc).__name__}: {exc}"
            await run.publish({"type": "error", "run_id": run.out.id, "error": run.out.error})
        finally:
            if not run.done:
                run.out.status = "failed"
                run.out.error = run.out.error or "the run ended without a result"
                await run.publish({"type": "error", "run_id": run.out.id,
                                   "error": run.out.error})
            run.out.seconds = time.time() - run.out.created_at

    @app.post("/runs", status_code=202, response_model=RunCreated,
              dependencies=[Depends(authorized)])
    async def create_run(body: RunCreate) -> RunCreated:
        run_id = uuid.uuid4().hex[:16]
        run = runs[run_id] = _Run(run_id, body)
        run.task = asyncio.create_task(execute(run))
        return RunCreated(id=run_id, status=run.out.status, events_url=f"/runs/{run_id}/events")

    @app.get("/runs/{run_id}", response_model=RunOut, dependencies=[Depends(authorized)])
    async def read_run(run: Annotated[_Run, Depends(get_run)]) -> RunOut:
        return run.out

    @app.get("/runs/{run_id}/events", dependencies=[Depends(authorized)],
             response_class=EventSourceResponse,
             responses={200: {"content": {"text/event-stream": {}}}})
    async def run_events(run: Annotated[_Run, Depends(get_run)]) -> EventSourceResponse:
        async def stream() -> AsyncIterator[dict[str, str]]:
            sent = 0
            while True:
                async with run.changed:
                    await run.changed.wait_for(functools.partial(_has_more, run, sent))
                    fresh = run.events[sent:]
                for event in fresh:
                    yield {"event": event["type"], "data": json.dumps(event)}
                sent += len(fresh)
                if fresh and fresh[-1]["type"] in TERMINAL_EVENTS:
                    return

        return EventSourceResponse(stream(), ping=15)

    return app


def _has_more(run: _Run, sent: int) -> bool:
    return len(run.events) > sent


def _account(out: RunOut, event: Any) -> None:
    """Running totals of a run from its events."""
    kind = event.type
    if kind == "run_started":
        out.model = event.model
    elif kind == "turn":
        out.turns = event.turn
    elif kind == "model_call":
        out.input_tokens += event.input_tokens
        out.output_tokens += event.output_tokens
        out.reasoning_tokens += event.reasoning_tokens
        out.cost_usd += event.cost_usd
    elif kind == "tool_call":
        out.tool_calls += 1
        out.blocked_tool_calls += int(event.blocked)
    elif kind == "reward":
        out.reward, out.explanation = event.reward, event.explanation
        out.trace_id, out.results_path = event.trace_id, event.results_path
