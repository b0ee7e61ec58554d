"""A rollout driven by hand (`tearsheet-env play`): a person or an outside agent does a task
through the environment's own tools, one assistant turn per command, and the finished
transcript is saved and scored exactly like a model's rollout.

A session is a folder:

- `session.json`, the record: the task, the environment arguments, the prompt exactly as
  `load_environment` builds it, the transcript so far (`completion`, in the shape vf-eval saves)
  and the tool usage (calls and bytes spent, which count towards the budgets). It is rewritten
  after every turn by writing a temporary file and renaming it, under a lock, so an interrupted
  command or two commands at once never lose or interleave a turn;
- `system_prompt.md` and `task.md`, the two prompts, for reading;
- after `submit`: `results.jsonl` (one rollout in vf-eval's format, scored by the rubric) and
  `metadata.json`, so `tearsheet-env score FOLDER` re-scores it and the training-set builder
  reads it like any vf-eval run.

Every call is answered by `tearsheet_env.env.answer_call`, the function the environment itself
answers a model's calls with, on a `ResearchTools` whose source registry is rebuilt from the
transcript (`SourceRegistry.from_transcript`, as the rubric rebuilds it) and whose usage is the
session's. Turns count as the environment counts them: every assistant message is a turn and
`max_turns` includes the final report, so a research turn that would leave no turn for the
report is refused.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import re
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from tearsheet_env.tools.policy import ToolUsage

SESSION_FILE = "session.json"
LOCK_FILE = ".play.lock"
FORMAT = "tearsheet-env-play/1"
EXIT_FAILED = 1  # a valid command the session refuses (submitted, no turn left) or cannot save
EXIT_BAD_INPUT = 2  # what the command was given is wrong (task, folder, report file)
_TASK_BY_INDEX = re.compile(r"(?P<split>train|eval):(?P<index>\d+)")


class PlayError(Exception):
    """A refusal, with the sentence to show and the exit status."""

    def __init__(self, message: str, code: int = EXIT_BAD_INPUT) -> None:
        super().__init__(message)
        self.code = code


class Call(BaseModel):
    """One tool call of a turn: the tool's name and the arguments the model would send (both,
    always: the tool schemas are strict, so a model's call names every argument)."""

    name: Literal["websearch", "fetch"]
    arguments: dict[str, Any]

    @classmethod
    def search(cls, query: str, max_results: int = 5) -> Call:
        return cls(name="websearch", arguments={"query": query, "max_results": max_results})

    @classmethod
    def fetch(cls, url: str, offset: int = 0) -> Call:
        return cls(name="fetch", arguments={"url": url, "offset": offset})


class Session(BaseModel):
    model_config = ConfigDict(extra="forbid")

    format: Literal["tearsheet-env-play/1"] = FORMAT
    task: str = Field(description="the task as it was asked for: eval:N, train:N or a name")
    example_id: int = Field(description="the task's index in its split, as vf-eval numbers it")
    info: dict[str, Any] = Field(description="the task's info row, what the rubric scores against")
    env_args: dict[str, Any] = Field(description="the environment arguments (EnvArgs)")
    prompt: list[dict[str, Any]] = Field(description="system prompt and task prompt")
    completion: list[dict[str, Any]] = Field(default_factory=list)
    usage: ToolUsage = Field(default_factory=ToolUsage)
    agent: str | None = None
    style: str | None = None
    started_at: float
    submitted_at: float | None = None

    @property
    def settings(self) -> Any:
        from tearsheet_env.env import EnvArgs

        return EnvArgs.model_validate(self.env_args)

    @property
    def turns_used(self) -> int:
        return sum(1 for m in self.completion if m.get("role") == "assistant")

    @property
    def research_turns_left(self) -> int:
        """Tool turns still allowed: one turn is always kept for the report."""
        if self.submitted:
            return 0
        return max(0, self.settings.max_turns - 1 - self.turns_used)

    @property
    def submitted(self) -> bool:
        return self.submitted_at is not None


# ---- the folder --------------------------------------------------------------------------


def write_atomic(path: Path, text: str) -> None:
    """Write `text` to `path` so that a reader sees the old file or the new one, never a part:
    a temporary file in the same folder, flushed to disk, renamed over the target."""
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, 0o644)  # a temporary file is private; the session is not
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def load(folder: Path) -> Session:
    path = Path(folder) / SESSION_FILE
    if not Path(folder).is_dir():
        raise PlayError(f"{folder}: no such session folder (`tearsheet-env play start` "
                        f"makes one)")
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise PlayError(f"{folder}: not a play session (no {SESSION_FILE}; `tearsheet-env "
                        f"play start` makes one)") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise PlayError(f"{path}: cannot be read ({exc})") from None
    try:
        return Session.model_validate_json(text)
    except ValidationError as exc:
        raise PlayError(f"{path}: not a play session file ({exc.error_count()} problems, "
                        f"first: {exc.errors()[0]['msg']}); it was left as it is") from None


def save(folder: Path, session: Session) -> None:
    write_atomic(Path(folder) / SESSION_FILE, session.model_dump_json(indent=1))


@contextlib.contextmanager
def locked_session(folder: Path) -> Iterator[Session]:
    """The session, under its lock: commands on one session run one at a time (an agent that
    runs two at once gets them one after the other, each a whole turn). A folder that is not
    a session is refused before any lock file is made in it."""
    load(folder)
    with open(Path(folder) / LOCK_FILE, "a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield load(folder)  # read again: another command may have finished meanwhile
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


# ---- starting ----------------------------------------------------------------------------


def resolve_task(world: Any, task: str) -> tuple[dict[str, Any], int]:
    """The task row and example id of `eval:N`, `train:N` (the N-th task of the split,
    from 0, as `tearsheet-env eval -n` counts them) or a company's name."""
    from tearsheet_env.dataset import find_task, task_rows

    match = _TASK_BY_INDEX.fullmatch(task.strip())
    if match is None:
        try:
            return find_task(world, task)
        except ValueError as exc:
            raise PlayError(f"{exc}; or name a task as eval:N or train:N") from None
    split, index = match["split"], int(match["index"])
    rows = task_rows(world, split)  # type: ignore[arg-type]
    if index >= len(rows):
        raise PlayError(f"task {task!r}: the {split} split has {len(rows)} tasks, "
                        f"{split}:0 to {split}:{len(rows) - 1}")
    return rows[index], index


def default_folder(task: str, info: dict[str, Any]) -> Path:
    """`play/<task>-<6 hex>`: the task as eval-3 / train-17, or the company's name as a slug."""
    slug = re.sub(r"[^a-z0-9]+", "-", task.strip().casefold().replace(":", "-")).strip("-")
    if not _TASK_BY_INDEX.fullmatch(task.strip()):
        slug = re.sub(r"[^a-z0-9]+", "-", str(info.get("name", "")).casefold()).strip("-")
    return Path("play") / f"{slug or 'task'}-{os.urandom(3).hex()}"


def start(task: str, settings: Any, folder: Path | None = None, agent: str | None = None,
          style: str | None = None) -> tuple[Path, Session]:
    """Make the session folder for `task` under the environment arguments `settings`, with
    the prompt the environment would send. Refuses a folder that already holds files."""
    from tearsheet_env.env import load_world_for, system_prompt

    if folder is not None and folder.exists() and (not folder.is_dir() or any(folder.iterdir())):
        raise PlayError(f"--dir {folder}: exists and is not an empty folder (a session is "
                        f"never overwritten; choose another --dir)")
    world = load_world_for(settings.seed, settings.companies)
    row, example_id = resolve_task(world, task)
    info = dict(row["info"])
    settings = settings.model_copy(update={"split": info["split"]})
    folder = folder if folder is not None else default_folder(task, info)
    prompt = [{"role": "system", "content": system_prompt(settings)}, *row["prompt"]]
    session = Session(task=task.strip(), example_id=example_id, info=info,
                      env_args=settings.model_dump(), prompt=prompt, agent=agent, style=style,
                      started_at=time.time())
    try:
        folder.mkdir(parents=True, exist_ok=True)
        write_atomic(folder / "system_prompt.md", prompt[0]["content"])
        write_atomic(folder / "task.md", prompt[1]["content"] + "\n")
        save(folder, session)
    except OSError as exc:
        raise PlayError(f"--dir {folder}: cannot write the session there ({exc})") from None
    return folder, session


# ---- a turn ------------------------------------------------------------------------------


def _tools_for(session: Session) -> Any:
    """A `ResearchTools` in the state the session left it: the environment's world, policy and
    budgets, the registry rebuilt from the transcript, the usage carried over."""
    from rubric.registry import SourceRegistry
    from tearsheet_env.dataset import world_info
    from tearsheet_env.env import load_world_for, research_tools_factory

    settings = session.settings
    world = load_world_for(settings.seed, settings.companies)
    expected = (session.info.get("world") or {}).get("content_hash")
    if world_info(world)["content_hash"] != expected:
        raise PlayError(f"this session was started on another closed world (content hash "
                        f"{str(expected)[:12]}…; the installed generator builds "
                        f"{world_info(world)['content_hash'][:12]}…); it cannot go on here")
    tools = research_tools_factory(settings, world)()
    tools.registry = SourceRegistry.from_transcript(session.prompt + session.completion)
    tools.usage = session.usage.model_copy(deep=True)
    return tools


def refuse_if_over(session: Session, what: str) -> None:
    if session.submitted:
        raise PlayError(f"this session is over: its report was submitted "
                        f"(results in results.jsonl); {what} is refused", EXIT_FAILED)


def play_turn(folder: Path, calls: list[Call]) -> list[str]:
    """One assistant turn with `calls`, in order: the tool messages' contents, exactly what the
    model would have been sent. The turn is saved before this returns."""
    if not calls:
        raise PlayError("a turn needs at least one call (--search or --fetch)")
    with locked_session(folder) as session:
        refuse_if_over(session, "a research turn")
        if session.research_turns_left == 0:
            raise PlayError(
                f"no research turn left: {session.turns_used} of {session.settings.max_turns} "
                f"turns used, and the last turn is for the report; submit it with "
                f"`tearsheet-env play submit --dir {folder} REPORT.md`", EXIT_FAILED)
        from tearsheet_env.env import answer_call

        tools = _tools_for(session)
        turn = session.turns_used
        ids = [f"call_{turn}_{i}" for i in range(len(calls))]
        contents = [answer_call(c.name, json.dumps(c.arguments), tools) for c in calls]
        session.completion.append({
            "role": "assistant", "content": "",
            # vf-eval saves each call as a JSON string {id, name, arguments}
            "tool_calls": [json.dumps({"id": i, "name": c.name,
                                       "arguments": json.dumps(c.arguments)})
                           for i, c in zip(ids, calls, strict=True)]})
        session.completion.extend({"role": "tool", "tool_call_id": i, "content": content}
                                  for i, content in zip(ids, contents, strict=True))
        session.usage = tools.usage
        save(folder, session)
    return contents


# ---- what the agent can see of its own session --------------------------------------------


def status(session: Session) -> dict[str, Any]:
    """Everything the agent could work out from its own transcript, and nothing else."""
    from rubric.registry import SourceRegistry

    settings = session.settings
    registry = SourceRegistry.from_transcript(session.completion)
    return {
        "task": session.prompt[-1]["content"],
        "submitted": session.submitted,
        "turns": {"used": session.turns_used, "max": settings.max_turns,
                  "research_left": session.research_turns_left,
                  "report_left": 0 if session.submitted else 1},
        "tool_calls": {"used": session.usage.calls, "max": settings.max_tool_calls},
        "response_bytes": {"used": session.usage.bytes, "max": settings.max_fetch_bytes},
        "sources": [{"source_id": s.source_id, "url": s.url, "title": s.title,
                     "date": s.date, "status": s.status} for s in registry.sources],
    }


# ---- submitting --------------------------------------------------------------------------


def read_report(source: str) -> str:
    """The report's text from a file, or stdin for `-`."""
    import sys

    try:
        data = sys.stdin.buffer.read() if source == "-" else Path(source).read_bytes()
    except OSError as exc:
        raise PlayError(f"report {source}: cannot be read ({exc.strerror or exc})") from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise PlayError(f"report {source}: not UTF-8 text ({exc})") from None
    if not text.strip():
        raise PlayError(f"report {source}: is empty (nothing was submitted)")
    return text


def _monitors(completion: list[dict[str, Any]]) -> dict[str, float]:
    """verifiers' turn and tool-count metrics, which every vf-eval row carries."""
    names = [json.loads(call).get("name") for m in completion if m.get("role") == "assistant"
             for call in m.get("tool_calls") or []]
    return {"num_turns": float(sum(m.get("role") == "assistant" for m in completion)),
            "total_tool_calls": float(len(names)),
            "websearch_calls": float(names.count("websearch")),
            "fetch_calls": float(names.count("fetch"))}


def submit(folder: Path, report: str, agent: str | None = None,
           style: str | None = None) -> Path:
    """End the session with `report` as the final assistant turn, score it with the rubric and
    save the run (results.jsonl + metadata.json) in the folder. Returns results.jsonl's path.

    The results are written before the session records the submission: an interrupted submit
    leaves the session open (submit again), never a submitted session without results."""
    from tearsheet_env.env import tool_defs
    from tearsheet_env.scoring import rescore_rows

    with locked_session(folder) as session:
        refuse_if_over(session, "a second submit")
        session.agent = agent or session.agent or "play"
        session.style = style if style is not None else session.style
        session.completion.append({"role": "assistant", "content": report})
        session.submitted_at = time.time()
        settings = session.settings
        info = {**session.info, "play": {"task": session.task, "agent": session.agent,
                                         "style": session.style}}
        row: dict[str, Any] = {
            "example_id": session.example_id, "prompt": session.prompt,
            "completion": session.completion, "info": info,
        }
        scored = rescore_rows([row], reward_mode=settings.reward_mode, judge=settings.judge)[0]
        metrics = {**_monitors(session.completion), **scored["metrics"]}
        info["tearsheet_explanation"] = scored["explanation"]
        row.update(reward=scored["reward"], error=None,
                   timing={"start_time": session.started_at,
                           "total": session.submitted_at - session.started_at},
                   is_completed=True, is_truncated=False, stop_condition="no_tools_called",
                   metrics=metrics, tool_defs=tool_defs())
        # vf-eval also flattens the metrics into the row (their `reward` is the row's)
        row.update({k: v for k, v in metrics.items() if k not in row})
        metadata = {"env_id": "tearsheet-env", "env_args": session.env_args,
                    "model": session.agent, "style": session.style, "harness": "play",
                    "task": session.task, "num_examples": 1, "rollouts_per_example": 1,
                    "time": row["timing"]["total"], "avg_reward": scored["reward"],
                    "avg_metrics": metrics, "complete": True, "rollouts_saved": 1}
        results = Path(folder) / "results.jsonl"
        write_atomic(results, json.dumps(row, default=str) + "\n")
        write_atomic(Path(folder) / "metadata.json", json.dumps(metadata, indent=2))
        save(folder, session)
    return results
