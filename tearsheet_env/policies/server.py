"""An OpenAI-compatible chat-completions server in front of the scripted policies.

Serves `POST /v1/chat/completions` (non-streaming, and SSE streaming with tool-call deltas,
`[DONE]` and a usage chunk when `stream_options.include_usage` is set) and `GET /v1/models`.
The request's `model` picks the policy when it names one; otherwise the server's default policy
answers — so one server can drive the whole red team, and `vf-eval -m oracle` reads naturally.

Built on aiohttp (already a dependency of verifiers): one event loop serves many concurrent
rollouts, and the server starts in-process on a background thread for `tearsheet-env eval`.
"""

from __future__ import annotations

import asyncio
import json
import logging
import socket
import sys
import threading
import time
import uuid
from typing import Any

from aiohttp import web

from rubric.worlds import WORLD_MISMATCH_PREFIX
from tearsheet_env.dataset import WORLD_HEADER
from tearsheet_env.policies.base import Policy, Turn, read_conversation

logger = logging.getLogger("tearsheet_env.policy_server")

STREAM_PIECE = 2048  # characters of content per SSE chunk


def _tokens(text: str) -> int:
    """A cheap token estimate (≈4 characters a token) for the usage block."""
    return max(1, len(text) // 4)


def _tool_calls(turn: Turn, turn_index: int) -> list[dict[str, Any]]:
    return [
        {
            "id": f"call_{turn_index}_{i}",
            "type": "function",
            "function": {"name": call.name, "arguments": call.arguments},
        }
        for i, call in enumerate(turn.tool_calls)
    ]


def _error(status: int, message: str, kind: str = "invalid_request_error") -> web.Response:
    return web.json_response({"error": {"message": message, "type": kind}}, status=status)


def resolve_policy(policy: str | Policy) -> Policy:
    """A scripted policy by name, or a Policy object as is (a real model, from
    tearsheet_env.policies.model_policy)."""
    from tearsheet_env.policies import get_policy

    return policy if isinstance(policy, Policy) else get_policy(policy)


class PolicyApp:
    def __init__(self, default_policy: str | Policy):
        self.default = resolve_policy(default_policy)
        self.requests = 0
        self.mismatches: set[str] = set()  # what was already logged, so the log says it once

    def world_mismatch(self, conversation: Any, world_hash: str | None) -> str | None:
        """Why this server cannot research the request's task, when its world is not the
        environment's: the client sent another world's content hash, or the task names a
        company this world does not have. None when the task is this world's (or names none:
        the policy then answers as it would)."""
        from tearsheet_env.policies.oracle import target_of, world_view

        if conversation.company is None and not world_hash:
            return None
        view = world_view()
        manifest = view.world.manifest
        here = (f"seed {manifest.seed}, {manifest.companies} companies, content hash "
                f"{manifest.content_hash[:12]}")
        if world_hash and world_hash != manifest.content_hash:
            why = (f"the environment's world has content hash {world_hash[:12]}, this "
                   f"server's world is {here}")
        elif conversation.company is not None and target_of(view, conversation) is None:
            why = (f"the task names {conversation.company} ({conversation.website}), which is "
                   f"not in this server's world ({here})")
        else:
            return None
        why += ("; start the server with the environment's seed and companies "
                "(serve-policy --seed/--companies, as in -a)")
        if why not in self.mismatches:
            self.mismatches.add(why)
            logger.error("world mismatch: %s", why)
        return why

    def policy_for(self, model: Any) -> Policy | None:
        """The policy a request's `model` names; the server's default when it names none, and
        None when it names something that is not a policy."""
        from tearsheet_env.policies import POLICIES

        if not isinstance(model, str) or not model or model == self.default.name:
            return self.default  # the served policy by its own name (a served model's too)
        return POLICIES.get(model)

    async def models(self, request: web.Request) -> web.Response:
        from tearsheet_env.policies import POLICIES

        names = [self.default.name] + [n for n in POLICIES if n != self.default.name]
        data = [{"id": n, "object": "model", "created": 0, "owned_by": "tearsheet-env"}
                for n in names]
        return web.json_response({"object": "list", "data": data})

    async def chat(self, request: web.Request) -> web.StreamResponse:
        self.requests += 1
        try:
            body = await request.json(loads=json.loads)
        except (json.JSONDecodeError, UnicodeDecodeError):
            return _error(400, "request body is not valid JSON")
        except ConnectionResetError:  # the client left (e.g. Ctrl-C): nobody to answer
            return web.Response(status=499)
        if not isinstance(body, dict) or not isinstance(body.get("messages"), list):
            return _error(400, "request body must be an object with a 'messages' list")
        messages = [m for m in body["messages"] if isinstance(m, dict)]
        policy = self.policy_for(body.get("model"))
        if policy is None:  # a typo must not be answered by the default policy as if it were
            from tearsheet_env.policies import POLICIES

            return _error(404, f"model {body.get('model')!r} is not a policy of this server; "
                          f"choose one of: {', '.join(POLICIES)}", "model_not_found")
        try:
            conversation = read_conversation(messages)
            mismatch = (self.world_mismatch(conversation, request.headers.get(WORLD_HEADER))
                        if policy.researches_world else None)
            turn = (Turn(content=f"{WORLD_MISMATCH_PREFIX}: {mismatch}") if mismatch
                    else policy.respond(conversation))
        except Exception as exc:  # a policy bug is a 500 the client sees, never a dead server
            return _error(500, f"policy {policy.name} failed: {type(exc).__name__}: {exc}",
                          "server_error")
        model = str(body.get("model") or policy.name)
        prompt_tokens = _tokens(json.dumps(messages))
        completion_tokens = _tokens((turn.content or "") + "".join(
            c.name + c.arguments for c in turn.tool_calls))
        usage = {
            "prompt_tokens": prompt_tokens,
            "completion_tokens": completion_tokens,
            "total_tokens": prompt_tokens + completion_tokens,
        }
        tool_calls = _tool_calls(turn, conversation.assistant_turns)
        finish = "tool_calls" if tool_calls else "stop"
        completion_id = f"chatcmpl-{uuid.uuid4().hex[:24]}"
        created = int(time.time())
        if body.get("stream"):
            include_usage = bool((body.get("stream_options") or {}).get("include_usage"))
            return await self._stream(request, completion_id, created, model, turn.content,
                                      tool_calls, finish, usage if include_usage else None)
        message: dict[str, Any] = {"role": "assistant", "content": turn.content}
        if tool_calls:
            message["tool_calls"] = tool_calls
        return web.json_response({
            "id": completion_id,
            "object": "chat.completion",
            "created": created,
            "model": model,
            "choices": [{"index": 0, "message": message, "finish_reason": finish,
                         "logprobs": None}],
            "usage": usage,
        })

    async def _stream(self, request: web.Request, completion_id: str, created: int, model: str,
                      content: str | None, tool_calls: list[dict[str, Any]], finish: str,
                      usage: dict[str, int] | None) -> web.StreamResponse:
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream",
                                               "Cache-Control": "no-cache"})
        await response.prepare(request)

        def chunk(delta: dict[str, Any], finish_reason: str | None = None,
                  with_usage: dict[str, int] | None = None, choices: bool = True) -> bytes:
            payload: dict[str, Any] = {
                "id": completion_id, "object": "chat.completion.chunk", "created": created,
                "model": model,
                "choices": [{"index": 0, "delta": delta, "finish_reason": finish_reason}]
                if choices else [],
            }
            if with_usage is not None:
                payload["usage"] = with_usage
            return f"data: {json.dumps(payload)}\n\n".encode()

        await response.write(chunk({"role": "assistant", "content": ""}))
        text = content or ""
        for start in range(0, len(text), STREAM_PIECE):
            await response.write(chunk({"content": text[start:start + STREAM_PIECE]}))
        for index, call in enumerate(tool_calls):
            head = {"index": index, "id": call["id"], "type": "function",
                    "function": {"name": call["function"]["name"], "arguments": ""}}
            await response.write(chunk({"tool_calls": [head]}))
            arguments = call["function"]["arguments"]
            for start in range(0, len(arguments), STREAM_PIECE):
                piece = {"index": index, "function": {"arguments":
                                                      arguments[start:start + STREAM_PIECE]}}
                await response.write(chunk({"tool_calls": [piece]}))
        await response.write(chunk({}, finish))
        if usage is not None:
            await response.write(chunk({}, with_usage=usage, choices=False))
        await response.write(b"data: [DONE]\n\n")
        await response.write_eof()
        return response


def build_app(default_policy: str | Policy) -> web.Application:
    handler = PolicyApp(default_policy)
    app = web.Application(client_max_size=64 * 1024 * 1024)
    app.router.add_post("/v1/chat/completions", handler.chat)
    app.router.add_get("/v1/models", handler.models)
    return app


def _bind(host: str, port: int) -> socket.socket:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((host, port))
    sock.listen(1024)
    sock.setblocking(False)
    return sock


def _url(host: str, port: int) -> str:
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}/v1"


class PolicyServer:
    """The server on a background thread with its own event loop; `base_url` once started.
    Use as a context manager, or `start()` / `stop()`."""

    def __init__(self, policy: str | Policy = "oracle", host: str = "127.0.0.1", port: int = 0,
                 seed: int = 0, companies: int = 400):
        self.policy, self.host, self.port = policy, host, port
        self.world = (seed, companies)
        self.base_url = ""
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._runner: web.AppRunner | None = None

    def start(self) -> PolicyServer:
        from tearsheet_env.policies.oracle import use_world, world_view

        use_world(*self.world)
        app = build_app(self.policy)  # raises KeyError for an unknown policy, before binding
        if resolve_policy(self.policy).researches_world:
            world_view()  # load the world before answering, so a request never waits on it
        sock = _bind(self.host, self.port)
        self.port = sock.getsockname()[1]
        self.base_url = _url(self.host, self.port)
        ready = threading.Event()
        self._loop = asyncio.new_event_loop()

        async def serve() -> None:
            self._runner = web.AppRunner(app, access_log=None)
            await self._runner.setup()
            await web.SockSite(self._runner, sock).start()
            ready.set()

        def run() -> None:
            assert self._loop is not None
            asyncio.set_event_loop(self._loop)
            self._loop.run_until_complete(serve())
            self._loop.run_forever()

        self._thread = threading.Thread(target=run, name="policy-server", daemon=True)
        self._thread.start()
        ready.wait(30)
        return self

    def stop(self) -> None:
        if self._loop is None:
            return
        loop = self._loop

        async def shutdown() -> None:
            if self._runner is not None:
                await self._runner.cleanup()
            loop.stop()

        asyncio.run_coroutine_threadsafe(shutdown(), loop)
        if self._thread is not None:
            self._thread.join(10)
        self._loop = None

    def __enter__(self) -> PolicyServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


def serve_forever(policy: str | Policy, host: str = "127.0.0.1", port: int = 0, seed: int = 0,
                  companies: int = 400) -> None:
    """Foreground server for `tearsheet-env serve-policy`: prints the base URL, then serves
    until interrupted."""
    from tearsheet_env.policies.oracle import use_world, world_view

    logging.basicConfig(format="tearsheet-env serve-policy: %(levelname)s: %(message)s",
                        level=logging.INFO, stream=sys.stderr)
    use_world(seed, companies)
    app = build_app(policy)
    if resolve_policy(policy).researches_world:
        world_view()  # load (or build) the world first: the URL is printed when answers are ready
    sock = _bind(host, port)
    print(_url(host, sock.getsockname()[1]), flush=True)
    # a short shutdown: idle keep-alive connections of finished clients must not hold it open
    web.run_app(app, sock=sock, print=None, access_log=None, handle_signals=True,
                shutdown_timeout=1.0)
