"""`tearsheet-env hub stage`: make `environments/tearsheet_env/` the self-contained folder
`prime env push` expects (see tearsheet_env/hub.py for why it is staged, not committed)."""

from __future__ import annotations

import argparse
from pathlib import Path

from tearsheet_env.cli.common import error


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "hub",
        help="the Environments Hub package (environments/tearsheet_env/)",
        description="The Environments Hub package. `hub stage` writes the package sources and "
        "pyproject.toml into environments/tearsheet_env/ from the root package; then push with "
        "`prime env push --runtime v0 -p environments/tearsheet_env`.",
    )
    hsub = p.add_subparsers(dest="hub_command", required=True, metavar="SUBCOMMAND")
    s = hsub.add_parser("stage", help="stage the Hub folder from the root package",
                        description="Stage environments/tearsheet_env/ in place (sources are "
                        "git-ignored there), or write a self-contained copy with --out.")
    s.add_argument("--out", type=Path, default=None,
                   help="write a self-contained copy of the Hub folder here (an empty folder) "
                   "instead of staging in place")
    s.add_argument("--check", action="store_true",
                   help="only check that the committed Hub pyproject.toml and README "
                   "table are current (exit 1 when stale)")
    s.set_defaults(func=run_stage)


def run_stage(args: argparse.Namespace) -> int:
    from tearsheet_env import hub

    try:
        root = hub.repo_root()
        if args.check:
            stale = hub.stale(root)
            if stale:
                return error("hub stage", f"{', '.join(str(hub.HUB_DIR / n) for n in stale)} "
                             "stale; run `tearsheet-env hub stage` and commit", code=1)
            print(f"{hub.HUB_DIR} is current")
            return 0
        dest = hub.export(args.out, root) if args.out else hub.stage(root / hub.HUB_DIR, root)
    except (hub.StageError, OSError) as exc:
        return error("hub stage", str(exc))
    print(dest)
    return 0
