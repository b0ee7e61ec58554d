"""An asyncio client for `pi --mode rpc` (pi's docs/rpc.md).

Framing is strict LF-delimited JSONL: stdout is read as bytes and split on b"\\n" only (an
optional preceding b"\\r" is stripped), never with a line reader that also breaks on Unicode
line separators (U+2028/U+2029 are legal inside JSON strings). Commands carry an `id` and are
matched to their `response` by it; every other record is an event, delivered in order through
`events()`. stderr is drained continuously (a full pipe would stall pi) and kept as a short
tail for error messages; it is never parsed as protocol.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import os
from collections.abc import AsyncIterator, Mapping, Sequence
from typing import Any

MAX_RECORD_BYTES = 256 * 1024 * 1024  # one record (a get_messages answer) may be large
STDERR_TAIL = 4000


class PiRpcError(RuntimeError):
    """pi refused a command, or the process ended / broke the protocol."""


def split_records(buffer: bytes) -> tuple[list[bytes], bytes]:
    """Complete LF-terminated records of `buffer` (without LF, CR stripped) and the rest."""
    records = []
    start = 0
    while (end := buffer.find(b"\n", start)) >= 0:
        record = buffer[start:end]
        records.append(record[:-1] if record.endswith(b"\r") else record)
        start = end + 1
    return records, buffer[start:]


class PiRpcClient:
    def __init__(self, argv: Sequence[str], env: Mapping[str, str], cwd: str):
        self.argv, self.env, self.cwd = list(argv), dict(env), cwd
        self.process: asyncio.subprocess.Process | None = None
        self.stderr_tail = ""
        self._ids = itertools.count(1)
        self._pending: dict[str, asyncio.Future[dict[str, Any]]] = {}
        self._events: asyncio.Queue[dict[str, Any] | None] = asyncio.Queue()
        self._tasks: list[asyncio.Task[None]] = []

    async def start(self) -> PiRpcClient:
        self.process = await asyncio.create_subprocess_exec(
            *self.argv, cwd=self.cwd, env=self.env, stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
            limit=MAX_RECORD_BYTES, start_new_session=True)
        self._tasks = [asyncio.create_task(self._read_stdout()),
                       asyncio.create_task(self._read_stderr())]
        return self

    async def _read_stdout(self) -> None:
        assert self.process is not None and self.process.stdout is not None
        stream, buffer = self.process.stdout, b""
        try:
            while chunk := await stream.read(1 << 16):
                records, buffer = split_records(buffer + chunk)
                for raw in records:
                    if raw.strip():
                        self._dispatch(raw)
        finally:
            why = PiRpcError(f"pi exited: {self.stderr_tail.strip()[-500:] or 'no output'}")
            for future in self._pending.values():
                if not future.done():
                    future.set_exception(why)
            self._events.put_nowait(None)

    def _dispatch(self, raw: bytes) -> None:
        try:
            record = json.loads(raw)
        except (UnicodeDecodeError, json.JSONDecodeError):
            record = {"type": "protocol_error", "line": raw[:200].decode("utf-8", "replace")}
        if not isinstance(record, dict):
            return
        if record.get("type") == "response" and str(record.get("id")) in self._pending:
            future = self._pending.pop(str(record["id"]))
            if not future.done():
                future.set_result(record)
            return
        self._events.put_nowait(record)

    async def _read_stderr(self) -> None:
        assert self.process is not None and self.process.stderr is not None
        while chunk := await self.process.stderr.read(1 << 14):
            self.stderr_tail = (self.stderr_tail + chunk.decode("utf-8", "replace"))[-STDERR_TAIL:]

    async def command(self, type_: str, timeout: float = 60.0, **fields: Any) -> dict[str, Any]:
        """Send one command and wait for its response; `data` on success, PiRpcError on
        `success: false`."""
        if self.process is None or self.process.stdin is None:
            raise PiRpcError("pi is not running")
        command_id = f"ts-{next(self._ids)}"
        future: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self._pending[command_id] = future
        line = json.dumps({"id": command_id, "type": type_, **fields}, ensure_ascii=False)
        try:
            self.process.stdin.write(line.encode("utf-8") + b"\n")
            await self.process.stdin.drain()  # honours stdin backpressure
        except (BrokenPipeError, ConnectionResetError) as exc:
            self._pending.pop(command_id, None)
            raise PiRpcError(f"pi is gone: {self.stderr_tail.strip()[-500:]}") from exc
        response = await asyncio.wait_for(future, timeout)
        if not response.get("success"):
            raise PiRpcError(f"pi refused {type_}: {response.get('error')}")
        data = response.get("data")
        return data if isinstance(data, dict) else {}

    async def events(self) -> AsyncIterator[dict[str, Any]]:
        """Events in order until pi's stdout closes."""
        while (event := await self._events.get()) is not None:
            yield event

    async def close(self, grace: float = 10.0) -> int | None:
        """Orderly shutdown: close stdin, wait, then SIGTERM, then kill (rpc.md "Shutdown")."""
        process = self.process
        if process is None:
            return None
        if process.stdin is not None and not process.stdin.is_closing():
            process.stdin.close()
        for signal_step in (None, "terminate", "kill"):
            if signal_step is not None and process.returncode is None:
                with contextlib.suppress(ProcessLookupError):
                    # the whole process group: pi's tool-server child goes with it
                    os.killpg(process.pid, 15 if signal_step == "terminate" else 9)
            try:
                await asyncio.wait_for(process.wait(), grace)
                break
            except TimeoutError:
                continue
        for task in self._tasks:
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        return process.returncode
