"""`tearsheet-env serve-policy`: a scripted policy behind an OpenAI-compatible endpoint."""

from __future__ import annotations

import argparse

from tearsheet_env import limits
from tearsheet_env.cli.common import EXIT_INTERRUPTED, error, note


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "serve-policy",
        help="serve a scripted policy (oracle, red team, faults) as an OpenAI-compatible API",
        description="Serve a scripted policy at /v1/chat/completions (streaming and not) and "
        "/v1/models. Loads its world, prints the base URL, then serves until interrupted. A "
        "request whose 'model' names another policy is answered by that policy. The world "
        "must be the environment's (same --seed/--companies as its -a): a task from another "
        "world is answered with a world-mismatch notice, logged here and named by the "
        "rubric's gate.",
    )
    p.add_argument("--policy", default="oracle", help="policy name (see --list)")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on")
    p.add_argument("--port", type=limits.PORT.arg, default=0, help="port; 0 picks a free one")
    p.add_argument("--seed", type=limits.SEED.arg, default=0,
                   help="world seed (as the environment's `seed`)")
    p.add_argument("--companies", type=limits.COMPANIES.arg, default=400,
                   help="world size (as the environment's `companies`)")
    p.add_argument("--list", action="store_true", help="list the policies and exit")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from tearsheet_env.policies import POLICIES

    if args.list:
        width = max(map(len, POLICIES))
        for policy in POLICIES.values():
            modes = f" [{', '.join(policy.modes)}]" if policy.modes else ""
            print(f"{policy.name:<{width}}  {policy.family:<7}  {policy.description}{modes}")
        return 0
    if args.policy not in POLICIES:
        return error("serve-policy", f"unknown policy {args.policy!r}; "
                     f"choose one of: {', '.join(POLICIES)}")
    from tearsheet_env.policies.server import serve_forever

    try:
        serve_forever(args.policy, args.host, args.port, args.seed, args.companies)
    except OSError as exc:
        return error("serve-policy", f"cannot listen on {args.host}:{args.port}: {exc}", 1)
    # aiohttp's run_app returns once a signal (Ctrl-C, SIGTERM) stopped it
    note("serve-policy", "interrupted")
    return EXIT_INTERRUPTED
