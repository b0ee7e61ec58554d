"""`tearsheet-env world ...`: build, inspect and serve the closed world."""

from __future__ import annotations

import argparse
import collections
import json
from pathlib import Path
from typing import Any

from tearsheet_env import limits
from tearsheet_env.cli.common import error


def register(subparsers: Any) -> None:
    world = subparsers.add_parser("world", help="build, inspect and serve the closed world")
    sub = world.add_subparsers(dest="world_command", required=True)

    build = sub.add_parser("build", help="build a world and print its folder")
    build.add_argument("--seed", type=limits.SEED.arg, default=0,
                       help="world seed (as the environment's `seed`)")
    build.add_argument("--companies", type=limits.COMPANIES.arg, default=400,
                       help="world size (as the environment's `companies`)")
    build.add_argument("--out", type=Path, default=None,
                       help="folder to build into (default: the cache, reused when complete)")
    build.set_defaults(func=cmd_build)

    stats = sub.add_parser("stats", help="counts, document kinds, sectors and hard cases")
    stats.add_argument("--world", type=Path, default=None,
                       help="a built world folder (default: the default world)")
    stats.add_argument("--json", action="store_true", help="print JSON")
    stats.add_argument("--no-baseline", action="store_true",
                       help="skip the difficulty figures (oracle and regex baseline on the "
                       "eval split, ~30 s)")
    stats.set_defaults(func=cmd_stats)

    companies = sub.add_parser("companies", help="list the companies (the tasks)")
    companies.add_argument("--world", type=Path, default=None,
                           help="a built world folder (default: the default world)")
    companies.add_argument("--json", action="store_true", help="print JSON")
    companies.set_defaults(func=cmd_companies)

    show = sub.add_parser("show", help="one company: ground truth, hard cases, documents")
    show.add_argument("company", help="company id (see `world companies`)")
    show.add_argument("--world", type=Path, default=None,
                      help="a built world folder (default: the default world)")
    show.add_argument("--json", action="store_true", help="print JSON")
    show.set_defaults(func=cmd_show)

    sample = sub.add_parser("sample-pages", help="random pages across kinds, as fetch shows "
                                                 "them, for a reader panel")
    sample.add_argument("--world", type=Path, default=None,
                        help="a built world folder (default: the default world)")
    sample.add_argument("--n", type=int, default=40, help="how many pages (default: 40)")
    sample.add_argument("--seed", type=int, default=0, help="which sample (default: 0)")
    sample.add_argument("--out", type=Path, required=True,
                        help="folder to write the pages into (one .md file each)")
    sample.set_defaults(func=cmd_sample_pages)

    serve = sub.add_parser("serve", help="serve the world as HTML pages over HTTP")
    serve.add_argument("--world", type=Path, default=None,
                       help="a built world folder (default: the default world)")
    serve.add_argument("--host", default="127.0.0.1", help="address to listen on")
    serve.add_argument("--port", type=limits.PORT.arg, default=0,
                       help="port; 0 picks a free one")
    serve.set_defaults(func=cmd_serve)


def _error(args: argparse.Namespace, msg: str, code: int = 2) -> int:
    return error(f"world {args.world_command}", msg, code)


def _load(path: Path | None):
    from tearsheet_env.world import load_world

    return load_world(path)


def cmd_build(args: argparse.Namespace) -> int:
    import time

    from rich.console import Console

    from tearsheet_env.world import build_world

    start = time.perf_counter()
    console = Console(stderr=True)
    try:
        # a line, not a spinner: a spinner is a thread, and a process with threads realizes
        # the pages in-process instead of in worker processes (`build._single_threaded`)
        console.print(f"building the closed world (seed {args.seed}, {args.companies:,} "
                      f"companies; reused when already built)…", style="dim")
        folder = build_world(seed=args.seed, companies=args.companies, out=args.out)
    except (OSError, ValueError) as exc:
        return _error(args, str(exc))
    console.print(f"world ready in {time.perf_counter() - start:.1f} s", style="dim")
    print(folder)
    return 0


def world_stats(world: Any) -> dict[str, Any]:
    kinds = collections.Counter(d.kind for d in world.documents)
    hard = collections.Counter(h for c in world.companies for h in c.hard_cases)
    return {
        "companies": len(world.companies),
        "documents": len(world.documents),
        "document_kinds": dict(sorted(kinds.items())),
        "sectors": sorted({c.sector for c in world.companies}),
        "hard_cases": dict(sorted(hard.items())),
        "content_hash": world.manifest.content_hash,
        "build_seconds": world.manifest.build_seconds,
    }


def cmd_stats(args: argparse.Namespace) -> int:
    try:
        world = _load(args.world)
    except (OSError, ValueError) as exc:
        return _error(args, str(exc))
    stats = world_stats(world)
    from tearsheet_env.world.realism import realism

    stats["realism"] = realism(world)
    if not args.no_baseline:
        from tearsheet_env.world.difficulty import difficulty

        stats["difficulty"] = difficulty(world)
    if args.json:
        print(json.dumps(stats, indent=2))
        return 0
    from rich.console import Console
    from rich.table import Table

    console = Console()
    n = max(1, stats["companies"])
    table = Table(title=f"world {world.path}", show_header=False)
    table.add_row("companies", str(stats["companies"]))
    table.add_row("documents", f"{stats['documents']} ({stats['documents'] / n:.1f} per company)")
    table.add_row("sectors", f"{len(stats['sectors'])}: {', '.join(stats['sectors'])}")
    table.add_row("content hash", stats["content_hash"])
    table.add_row("build seconds", f"{stats['build_seconds']:.2f}")
    console.print(table)
    kinds = Table(title="document kinds")
    kinds.add_column("kind")
    kinds.add_column("documents", justify="right")
    for kind, count in stats["document_kinds"].items():
        kinds.add_row(kind, str(count))
    console.print(kinds)
    hard = Table(title="hard cases")
    hard.add_column("kind")
    hard.add_column("companies", justify="right")
    hard.add_column("share", justify="right")
    for kind, count in stats["hard_cases"].items():
        hard.add_row(kind, str(count), f"{100 * count / n:.1f}%")
    console.print(hard)
    real = Table(title="realism (page bodies, boilerplate excluded)", show_header=False)
    r = stats["realism"]
    real.add_row("duplicate-sentence share", f"{r['duplicate_sentence_share']:.3f}")
    real.add_row("distinct 4-grams (200k-token sample)", f"{r['distinct_4gram_ratio']:.3f}")
    real.add_row("pages per fact (median, current value)",
                 str(r["pages_per_fact"]["median_pages_stating_current_value"]))
    real.add_row("pages longer than one fetch page", f"{r['share_longer_than_one_fetch_page']:.3f}")
    syn, der = r["syndicated_copies"], r["derivable_only"]
    real.add_row("syndicated copies (share of news stories)",
                 f"{syn['copies']} ({syn['share_of_news_stories_copied']:.3f}); duplicate share "
                 f"without them {syn['duplicate_sentence_share_without_copies']:.3f}")
    real.add_row("companies with a derivable-only fact",
                 f"{der['companies']} ({der['share_of_companies']:.3f}): "
                 + ", ".join(f"{k} {v}" for k, v in der["by_fact"].items()))
    for kind, words in r["median_words_per_kind"].items():
        real.add_row(f"median words: {kind}", str(words))
    if "difficulty" in stats:
        d = stats["difficulty"]
        real.add_row(f"oracle ({d['split']})", f"{d['oracle']:.3f}")
        real.add_row(f"regex baseline ({d['split']})", f"{d['regex_baseline']:.3f}")
    console.print(real)
    return 0


def cmd_companies(args: argparse.Namespace) -> int:
    try:
        world = _load(args.world)
    except (OSError, ValueError) as exc:
        return _error(args, str(exc))
    rows = [{"id": c.id, "name": c.name, "website": c.website, "sector": c.sector,
             "split": c.split} for c in world.companies]
    if args.json:
        print(json.dumps(rows, indent=2, ensure_ascii=False))
        return 0
    from rich.console import Console
    from rich.table import Table

    table = Table(title=f"{len(rows)} companies")
    for col in ("id", "name", "website", "sector", "split"):
        table.add_column(col)
    for r in rows:
        table.add_row(*(r[k] for k in ("id", "name", "website", "sector", "split")))
    Console().print(table)
    return 0


def cmd_show(args: argparse.Namespace) -> int:
    try:
        world = _load(args.world)
        company = world.company(args.company)
    except (OSError, ValueError, KeyError) as exc:
        return _error(args, str(exc).strip("'\""))
    docs = [{"id": d.id, "kind": d.kind, "date": d.date, "access": d.access, "url": d.url,
             "title": d.title, "assertions": len(d.assertions)}
            for d in world.documents_of(company.id)]
    if args.json:
        print(json.dumps({"company": company.model_dump(), "documents": docs}, indent=2,
                         ensure_ascii=False))
        return 0
    from rich.console import Console
    from rich.table import Table

    console = Console()
    truth = Table(title=f"{company.name} ({company.id}, {company.sector}, {company.split}) — "
                        f"hard cases: {', '.join(company.hard_cases) or 'none'}")
    truth.add_column("fact")
    truth.add_column("value")
    for fid, value in company.truth.items():
        if fid != "comparables.rows":
            truth.add_row(fid, "not disclosed" if value is None else json.dumps(
                value, ensure_ascii=False))
    console.print(truth)
    table = Table(title=f"{len(docs)} documents")
    for col in ("date", "kind", "access", "url"):
        table.add_column(col)
    for d in sorted(docs, key=lambda x: x["date"]):
        table.add_row(d["date"], d["kind"], d["access"], d["url"])
    console.print(table)
    return 0


def cmd_serve(args: argparse.Namespace) -> int:
    try:
        world = _load(args.world)
    except (OSError, ValueError) as exc:
        return _error(args, str(exc))
    try:
        from tearsheet_env.tools.world_http import serve
    except ImportError as exc:
        return _error(args, f"the world HTTP server is not available: {exc}")
    try:
        serve(world, args.host, args.port)
    except OSError as exc:
        return _error(args, f"cannot listen on {args.host}:{args.port}: {exc}", 1)
    return 0


def cmd_sample_pages(args: argparse.Namespace) -> int:
    """Write `n` readable pages drawn across document kinds (in turn, each kind's pages in a
    seeded order), each as the agent's `fetch` returns it: title, site, date and text (a
    paywalled page's teaser). `index.json` names each file's URL and kind for whoever runs
    the panel; the pages themselves say nothing a reader of the web would not see."""
    import random

    from tearsheet_env.tools.world_backend import WorldBackend
    from tearsheet_env.world.agreement import problems
    from tearsheet_env.world.realism import body_of

    if args.n < 1:
        return _error(args, "--n must be at least 1")
    try:
        world = _load(args.world)
    except (OSError, ValueError) as exc:
        return _error(args, str(exc))
    rng = random.Random(f"sample-pages:{args.seed}")
    by_kind: dict[str, list[int]] = {}
    for i, doc in enumerate(world.documents):
        if doc.access != "dead":
            by_kind.setdefault(doc.kind, []).append(i)
    queues = {kind: rng.sample(ix, len(ix)) for kind, ix in sorted(by_kind.items())}
    picked: list[int] = []
    while len(picked) < args.n and any(queues.values()):
        for kind in sorted(queues):
            if queues[kind] and len(picked) < args.n:
                picked.append(queues[kind].pop())
    backend = WorldBackend(world)
    args.out.mkdir(parents=True, exist_ok=True)
    index = []
    for k, i in enumerate(picked, 1):
        doc = world.documents[i]
        page = backend.fetch(doc.url)
        text = page.get("text") or page.get("teaser") or ""
        name = f"{k:02d}-{doc.kind}.md"
        (args.out / name).write_text(f"# {page.get('title', doc.title)}\n\nSite: "
                                     f"{page.get('site', '')}\nDate: {page.get('date', '')}"
                                     f"\nURL: {doc.url}\n\n{text}\n", encoding="utf-8")
        # the checker reads the body (site menus' separators are no prose)
        index.append({"file": name, "url": doc.url, "kind": doc.kind,
                      "checker_problems": problems(body_of(doc)) if page.get("ok") else []})
    (args.out / "index.json").write_text(json.dumps(index, indent=2, ensure_ascii=False),
                                         encoding="utf-8")
    found = sum(len(x["checker_problems"]) for x in index)
    kinds = len({x["kind"] for x in index})
    print(f"{len(index)} pages written to {args.out} ({kinds} kinds); the agreement "
          f"checker finds {found} problem{'' if found == 1 else 's'} "
          f"({found / max(1, len(index)):.2f} a page)")
    return 0
