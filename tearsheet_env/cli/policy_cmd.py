"""`tearsheet-env serve-policy`: a scripted policy behind an OpenAI-compatible endpoint."""

from __future__ import annotations

import argparse
import sys


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "serve-policy",
        help="serve a scripted policy (oracle, red team, faults) as an OpenAI-compatible API",
        description="Serve a scripted policy at /v1/chat/completions (streaming and not) and "
        "/v1/models. Prints the base URL, then serves until interrupted. A request whose "
        "'model' names another policy is answered by that policy.",
    )
    p.add_argument("--policy", default="oracle", help="policy name (see --list)")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=0, help="0 picks a free port")
    p.add_argument("--seed", type=int, default=0, help="world seed (as the env's `seed`)")
    p.add_argument("--companies", type=int, default=400,
                   help="world size (as the env's `companies`)")
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
        print(f"tearsheet-env serve-policy: unknown policy {args.policy!r}; "
              f"choose one of: {', '.join(POLICIES)}", file=sys.stderr)
        return 2
    if not 0 <= args.port <= 65535:
        print(f"tearsheet-env serve-policy: --port must be 0-65535, got {args.port}",
              file=sys.stderr)
        return 2
    from tearsheet_env.policies.server import serve_forever

    try:
        serve_forever(args.policy, args.host, args.port, args.seed, args.companies)
    except OSError as exc:
        print(f"tearsheet-env serve-policy: cannot listen on {args.host}:{args.port}: {exc}",
              file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        pass
    return 0
