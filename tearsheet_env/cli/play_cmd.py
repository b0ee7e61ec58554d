"""`tearsheet-env play`: do a task by hand through the environment's tools, one assistant turn
per command (`tearsheet_env/play.py` holds the session; docs/play.md shows a full session).

Commands that act for the researching model (start, search, fetch, turn, status, submit) never
show a score or any part of the rubric; `play score` is the operator's view, after submit."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from tearsheet_env import limits
from tearsheet_env.cli.common import PROG, error, note

USAGE_LINES = """\
  {prog} play search --dir {d} "QUERY" [--max-results K]
      one turn with one websearch call
  {prog} play fetch --dir {d} URL [--offset N]
      one turn with one fetch call (read on with --offset NEXT_OFFSET)
  {prog} play turn --dir {d} --search "QUERY" --fetch URL --fetch URL@OFFSET ...
      one turn with several calls, made in the order given
  {prog} play status --dir {d}
      turns, tool calls and bytes used and left; the sources seen so far
  {prog} play submit --dir {d} REPORT.md      (or - to read the report from stdin)
      your final turn: the report; it ends the session"""


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "play", help="do a task by hand through the real tools, one turn per command "
        "(a saved, scored rollout)",
        description="Play the researching model by hand: each command is one assistant turn "
        "through the environment's real websearch and fetch tools, and the transcript is "
        "saved in the session folder. `submit` ends it: the run is saved in vf-eval's format "
        "(results.jsonl + metadata.json) and scored like a model's rollout, without showing "
        "the score; `play score` (or `tearsheet-env score DIR`) shows it. docs/play.md shows "
        "a whole session.\n\ncommands:\n"
        f"  {PROG} play start --task eval:N|train:N|NAME [--dir DIR] [budgets]\n"
        "      make a session; prints its folder, the prompts and the commands below\n"
        + USAGE_LINES.format(prog=PROG, d="DIR")
        + f"\n  {PROG} play score --dir DIR [--json]\n"
        "      the operator's view, after submit: the run's score",
    )
    psub = p.add_subparsers(dest="play_command", required=True, metavar="COMMAND")

    s = psub.add_parser("start", help="make a session for a task and print its prompts",
                        description="Make a session folder for a task and print the system "
                        "prompt, the task prompt and the commands. The budgets are the "
                        "environment's (see `tearsheet-env env-args`).")
    s.add_argument("--task", required=True,
                   help="eval:N or train:N (the N-th task of the split, from 0, as "
                   "`tearsheet-env eval -n` counts them), or a company's name")
    s.add_argument("--dir", type=Path, default=None,
                   help="the session folder, new or empty (default: ./play/TASK-XXXXXX)")
    s.add_argument("--max-turns", type=limits.MAX_TURNS.arg, default=limits.DEFAULT_MAX_TURNS,
                   help="model turns, the final report included")
    s.add_argument("--max-tool-calls", type=limits.MAX_TOOL_CALLS.arg,
                   default=limits.DEFAULT_MAX_TOOL_CALLS,
                   help="tool calls before calls answer budget_exceeded")
    s.add_argument("--max-fetch-bytes", type=limits.MAX_FETCH_BYTES.arg,
                   default=limits.DEFAULT_MAX_FETCH_BYTES,
                   help="bytes of tool responses before calls answer budget_exceeded")
    s.add_argument("--seed", type=limits.SEED.arg, default=0, help="closed-world seed")
    s.add_argument("--companies", type=limits.COMPANIES.arg, default=400,
                   help="closed-world size; another size is built and cached on first use")
    _labels(s)
    s.set_defaults(func=_guarded(_start))

    for name, what in (("search", "one turn with one websearch call"),
                       ("fetch", "one turn with one fetch call"),
                       ("turn", "one turn with several calls, in order")):
        t = psub.add_parser(name, help=what, description=f"{what.capitalize()}. Prints each "
                            "tool answer as the JSON the model would see, one per line; "
                            "--pretty renders it for reading.")
        _dir(t)
        if name == "search":
            t.add_argument("query", help="what to search for")
            t.add_argument("--max-results", type=int, default=5,
                           help="how many results to return (1-20)")
        elif name == "fetch":
            t.add_argument("url", help="the page's URL")
            t.add_argument("--offset", type=int, default=0,
                           help="character offset to read from (next_offset of the last page)")
        else:
            t.add_argument("--search", dest="calls", action=_CallAction, metavar="QUERY",
                           help="a websearch call (repeatable)")
            t.add_argument("--fetch", dest="calls", action=_CallAction, metavar="URL[@OFFSET]",
                           help="a fetch call, from OFFSET when the URL ends in @DIGITS "
                           "(repeatable)")
            t.add_argument("--max-results", type=int, default=5,
                           help="results per websearch call of this turn (1-20)")
        t.add_argument("--pretty", action="store_true",
                       help="render the answers for reading instead of the raw JSON")
        t.set_defaults(func=_guarded(_turn), tool_command=name)

    st = psub.add_parser("status", help="turns, calls and bytes used; the sources seen",
                         description="What the session has used and has left, and the sources "
                         "seen so far (id, url, title, date, status): what the transcript "
                         "shows, nothing more.")
    _dir(st)
    st.add_argument("--json", action="store_true", help="print it as JSON")
    st.set_defaults(func=_guarded(_status))

    sb = psub.add_parser("submit", help="the final turn: the report; saves and scores the run",
                         description="Append the report as the final assistant turn, save the "
                         "run in vf-eval's format (results.jsonl + metadata.json in the session "
                         "folder) and score it with the rubric. Prints where it was saved, not "
                         "the score. A session is submitted once.")
    _dir(sb)
    sb.add_argument("report", help="the report's markdown file, or - for stdin")
    _labels(sb)
    sb.set_defaults(func=_guarded(_submit))

    sc = psub.add_parser("score", help="the operator's view: the submitted run's score",
                         description="Score the submitted run from its transcript, as "
                         "`tearsheet-env score DIR` does.")
    _dir(sc)
    sc.add_argument("--json", action="store_true", help="print the JSON result")
    sc.set_defaults(func=_guarded(_score))


def _dir(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--dir", type=Path, required=True, help="the session folder")


def _labels(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--agent", default=None,
                        help="who plays: saved as the run's model name (default: play)")
    parser.add_argument("--style", default=None,
                        help="a free-form label of how it was played (careful, hurried, ...)")


class _CallAction(argparse.Action):
    """`--search` and `--fetch` append to one list, so the calls keep the order given."""

    def __call__(self, parser, namespace, value, option_string=None):  # type: ignore[override]
        calls = list(getattr(namespace, self.dest, None) or [])
        calls.append((option_string.lstrip("-"), value))
        setattr(namespace, self.dest, calls)


def _guarded(handler: Any) -> Any:
    """`handler` with the one error style: a refusal (`PlayError`) or a file the session
    cannot be read from or written to is one line on stderr and its exit status; the session
    is left as the last whole command saved it."""

    def run(args: argparse.Namespace) -> int:
        from tearsheet_env.play import EXIT_FAILED, PlayError

        command = f"play {args.play_command}"
        try:
            return handler(args)
        except PlayError as exc:
            return error(command, str(exc), exc.code)
        except OSError as exc:
            return error(command, f"{exc} (the session is as the last finished command left "
                         "it)", EXIT_FAILED)

    return run


def _start(args: argparse.Namespace) -> int:
    from tearsheet_env.env import parse_env_args
    from tearsheet_env.play import start

    settings = parse_env_args({"seed": args.seed, "companies": args.companies,
                               "max_turns": args.max_turns,
                               "max_tool_calls": args.max_tool_calls,
                               "max_fetch_bytes": args.max_fetch_bytes})
    folder, session = start(args.task, settings, args.dir, args.agent, args.style)
    system, task = session.prompt[0]["content"], session.prompt[1]["content"]
    s = session.settings
    print(f"session: {folder}\n\n"
          f"===== system prompt (also in {folder / 'system_prompt.md'}) =====\n{system}\n\n"
          f"===== task (also in {folder / 'task.md'}) =====\n{task}\n\n"
          f"===== how to act =====\n"
          f"You are the researching model. Each command below is one of your turns: "
          f"{s.max_turns} turns in all, the last one for your report, so at most "
          f"{s.max_turns - 1} research turns; {s.max_tool_calls} tool calls and "
          f"{s.max_fetch_bytes:,} bytes of tool responses in all. A tool command prints the "
          f"tool's answer as the JSON you would be sent (--pretty renders it for reading).\n"
          + USAGE_LINES.format(prog=PROG, d=folder), flush=True)
    return 0


def _turn(args: argparse.Namespace) -> int:
    from tearsheet_env.play import Call, load, play_turn

    if args.tool_command == "search":
        calls = [Call.search(args.query, args.max_results)]
    elif args.tool_command == "fetch":
        calls = [Call.fetch(args.url, args.offset)]
    else:
        calls = [Call.search(value, args.max_results) if kind == "search"
                 else Call.fetch(*_url_and_offset(value)) for kind, value in args.calls or []]
        if not calls:
            return error("play turn", "a turn needs at least one --search or --fetch")
    contents = play_turn(args.dir, calls)
    for call, content in zip(calls, contents, strict=True):
        print(_pretty(call, content) if args.pretty else content, flush=True)
    session = load(args.dir)
    note(f"play {args.tool_command}", _budget_line(session))
    return 0


def _url_and_offset(value: str) -> tuple[str, int]:
    """`URL@OFFSET` → (URL, OFFSET) when the text after the last @ is all digits, else
    (value, 0)."""
    url, at, offset = value.rpartition("@")
    if at and offset.isdigit() and url:
        return url, int(offset)
    return value, 0


def _budget_line(session: Any) -> str:
    s = session.settings
    return (f"turn {session.turns_used} of {s.max_turns} done ({session.research_turns_left} "
            f"research turns left, then the report) · tool calls {session.usage.calls} of "
            f"{s.max_tool_calls} · response bytes {session.usage.bytes:,} of "
            f"{s.max_fetch_bytes:,}")


def _pretty(call: Any, content: str) -> str:
    """A tool answer for reading: each search result on two lines, a page with its header and
    where to read on, a failure as its status and message."""
    try:
        response = json.loads(content)
    except json.JSONDecodeError:
        return content
    args = call.arguments
    head = (f"── websearch {args['query']!r}" if call.name == "websearch"
            else f"── fetch {args['url']}" + (f" @ {args['offset']}" if args["offset"] else ""))
    lines = [head]
    if response.get("ok") is False:
        sid = f" [{response['source_id']}]" if response.get("source_id") else ""
        lines.append(f"FAILED{sid}: {response.get('status')}: {response.get('error')}")
        if response.get("teaser"):
            lines.append(f"teaser: {response['teaser']}")
    elif "results" in response:
        if not response["results"]:
            lines.append("(no results)")
        for r in response["results"]:
            lines.append(f"[{r['source_id']}] {r['title']} — {r['url']} ({r.get('date') or '-'})")
            lines.append(f"    {r.get('snippet', '')}")
    else:
        lines.append(f"[{response.get('source_id')}] {response.get('title')} — "
                     f"{response.get('url')}")
        lines.append(response.get("text", ""))
        nxt = response.get("next_offset")
        lines.append("(end of page)" if nxt is None
                     else f"(more: --offset {nxt}, or --fetch {response.get('url')}@{nxt})")
    return "\n".join(lines)


def _status(args: argparse.Namespace) -> int:
    from tearsheet_env.play import load, status

    view = status(load(args.dir))
    if args.json:
        print(json.dumps(view))
        return 0
    t, c, b = view["turns"], view["tool_calls"], view["response_bytes"]
    # plain lines, not a table: a URL must stay whole to be copied into the next call
    lines = [view["task"], "submitted: the session is over" if view["submitted"] else None,
             f"turns: {t['used']} of {t['max']} used, {t['research_left']} research turns "
             f"left, then the report",
             f"tool calls: {c['used']} of {c['max']}",
             f"response bytes: {b['used']:,} of {b['max']:,}",
             f"sources seen: {len(view['sources'])}"]
    lines += [f"  [{s['source_id']}] {s['status']:<11} {s['date'] or '-':<10} {s['title']} — "
              f"{s['url']}" for s in view["sources"]]
    print("\n".join(line for line in lines if line is not None))
    return 0


def _submit(args: argparse.Namespace) -> int:
    from tearsheet_env.play import read_report, submit

    results = submit(args.dir, read_report(args.report), args.agent, args.style)
    print(f"submitted; the run is saved in {results.parent} (results.jsonl, metadata.json)",
          flush=True)
    return 0


def _score(args: argparse.Namespace) -> int:
    from tearsheet_env.cli.main import main
    from tearsheet_env.play import EXIT_FAILED, load

    if not load(args.dir).submitted:
        return error("play score", "the session is not submitted yet (nothing to score)",
                     EXIT_FAILED)
    # `tearsheet-env score FOLDER` itself, with every option of its own at its default
    return main(["score", str(args.dir), *(["--json"] if args.json else [])])

