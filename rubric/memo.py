"""Memo caches of the scorer's hot path, each declared by where its keys come from.

- `world` caches are keyed by text of the closed world or of the code: page texts and
  snippets, source URLs, world names, marker lists. A process meets the same keys again in
  every rollout about the same companies, and what they hold is a property of the world.
- `rollout` caches are keyed by what an agent wrote or a mix of both: sentences, fact values,
  headings, tool-call arguments, tool messages. They pay inside a rollout (a sentence is read
  by several checks) and across the near-identical rollouts of a group; a rollout the process
  has never seen pays for all of them.

Every cached value is shared: callers treat it as read-only. `clear("rollout")` puts a process
in the state of one scoring a rollout it has never seen, against a world it already knows,
which is what `benchmarks/bench_rubric.py` times. Clearing never changes a result (tested).
"""

from __future__ import annotations

import functools
import inspect
import operator
from collections.abc import Callable
from typing import Any, Literal, Protocol, TypeVar

KeyedBy = Literal["world", "rollout"]
F = TypeVar("F", bound=Callable[..., Any])


class _Clearable(Protocol):
    def cache_clear(self) -> None: ...


_CACHES: dict[str, list[_Clearable]] = {"world": [], "rollout": []}


def memo(keyed_by: KeyedBy, maxsize: int) -> Callable[[F], F]:
    """`functools.lru_cache(maxsize)`, registered under `keyed_by`."""

    def wrap(fn: F) -> F:
        cached = functools.lru_cache(maxsize=maxsize)(fn)
        register(keyed_by, cached)
        return cached  # type: ignore[return-value]

    return wrap


class MemoDict(dict):  # type: ignore[type-arg]
    """A plain dict used as a memo where an `lru_cache` cannot key it (values memoized by
    identity or by a frozen image); registered like the others by `memo_dict`."""

    def cache_clear(self) -> None:
        self.clear()


def memo_dict(keyed_by: KeyedBy) -> MemoDict:
    """A new registered `MemoDict`; the caller bounds its size."""
    d = MemoDict()
    register(keyed_by, d)
    return d


def memo_by_identity(keyed_by: KeyedBy, maxsize: int,
                     key: Callable[..., tuple[Any, ...]] | None = None) -> Callable[[F], F]:
    """Memoize a function by the identity of objects: its arguments, or the objects `key`
    picks from them. For values that are read-only by contract but not hashable or costly to
    hash (ground-truth lists and dicts, a page's pooled view). Each entry holds its objects, so
    no id is reused while it is cached; the memo empties when it reaches `maxsize`."""

    def wrap(fn: F) -> F:
        entries = memo_dict(keyed_by)
        if key is None and _takes_one_argument(fn):
            return _by_identity_of_one(fn, entries, maxsize)

        @functools.wraps(fn)
        def cached(*args: Any) -> Any:
            objects = key(*args) if key is not None else args
            ids = tuple(map(id, objects))
            hit = entries.get(ids)
            if hit is not None and all(map(operator.is_, hit[0], objects)):
                return hit[1]
            value = fn(*args)
            if len(entries) >= maxsize:
                entries.clear()
            entries[ids] = (objects, value)
            return value

        cached.cache_clear = entries.cache_clear  # type: ignore[attr-defined]
        return cached  # type: ignore[return-value]

    return wrap


def _takes_one_argument(fn: Callable[..., Any]) -> bool:
    params = list(inspect.signature(fn).parameters.values())
    return len(params) == 1 and params[0].kind in (inspect.Parameter.POSITIONAL_ONLY,
                                                   inspect.Parameter.POSITIONAL_OR_KEYWORD)


def _by_identity_of_one(fn: F, entries: MemoDict, maxsize: int) -> F:
    """`memo_by_identity` of a function of one object, keyed by `id(obj)` alone: no key tuple
    to build and hash, one identity test (the hot decode of a transcript's tool messages)."""

    @functools.wraps(fn)
    def cached(obj: Any) -> Any:
        hit = entries.get(id(obj))
        if hit is not None and hit[0] is obj:
            return hit[1]
        value = fn(obj)
        if len(entries) >= maxsize:
            entries.clear()
        entries[id(obj)] = (obj, value)
        return value

    cached.cache_clear = entries.cache_clear  # type: ignore[attr-defined]
    return cached  # type: ignore[return-value]


def register(keyed_by: KeyedBy, cache: _Clearable) -> None:
    """Register a cache object with a `cache_clear` method (one not made by `memo`)."""
    if keyed_by not in _CACHES:
        raise ValueError(f"keyed_by must be one of {sorted(_CACHES)}, not {keyed_by!r}")
    _CACHES[keyed_by].append(cache)


def clear(*keyed_by: KeyedBy) -> None:
    """Empty the caches of the given kinds (all kinds when none is given)."""
    for kind in keyed_by or tuple(_CACHES):
        for cache in _CACHES[kind]:
            cache.cache_clear()


def registered(keyed_by: KeyedBy) -> list[_Clearable]:
    return list(_CACHES[keyed_by])


def text_memo(fn: F) -> F:
    """Memoize a pure function of one text: excerpts, evidence unions and sentences recur across
    the claims of a rollout, the rollouts of a group and the groups of a run, so each is read
    once. Short texts (sentences, claims) get a large rollout-keyed cache; long ones are the
    cited pages themselves, text of the world read again by every rollout that cites them, so
    they get a small world-keyed one. Results are shared: callers treat them as read-only
    (tuples, frozensets)."""
    short = memo("rollout", 65536)(fn)
    long = memo("world", 512)(fn)

    @functools.wraps(fn)
    def wrapper(text: str) -> Any:
        return short(text) if len(text) <= 1024 else long(text)

    return wrapper  # type: ignore[return-value]
