"""A fast reader for the common shape of a facts block, with PyYAML as the judge of the rest.

PyYAML's constructor is pure Python even over libyaml and costs about a millisecond on a
typical facts block — more than the rest of the report parse — and the reward runs it once per
rollout. Nearly every block has the shape the contract documents: a list of mappings, one
`key: scalar` or `key: [flow, list]` a line. `load_simple` reads exactly that shape and returns
None for anything else (comments, block scalars, nesting, anchors, escapes, numbers YAML 1.1
reads in surprising ways), and the caller then uses PyYAML. A differential property test holds
the two to the same result on everything `load_simple` accepts.
"""

from __future__ import annotations

import datetime as _dt
import re
from typing import Any

_LINE = re.compile(r"^(- |  )([A-Za-z_][\w.]*):(?: (.*))?$", re.M)
_INT_LIST = re.compile(r"\[((?:0|[1-9][0-9]*)(?:, ?(?:0|[1-9][0-9]*))*)\] *")
_INT = re.compile(r"-?(?:0|[1-9][0-9]*)")
_FLOAT = re.compile(r"-?(?:0|[1-9][0-9]*)\.[0-9]+")
_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")
_DOUBLE = re.compile(r'"([^"\\]*)"')
_SINGLE = re.compile(r"'([^']*)'")
# plain scalars that YAML reads as the string itself: a letter, digit, currency sign or "("
# first; after it no "#", and no ":" that a space (block) or anything (flow) follows
_PLAIN_BLOCK = re.compile(r"[A-Za-z0-9$€£(](?:[^:#\t]|:(?=\S))*")
_PLAIN_FLOW = re.compile(r"[A-Za-z0-9$€£(][^:#\t,\[\]{}]*")
_NULLS = {"", "~", "null", "Null", "NULL"}
_BOOLS = {
    **dict.fromkeys(("true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON"), True),
    **dict.fromkeys(("false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF"), False),
}
_ITEM = re.compile(r'\s*("[^"\\]*"|\'[^\']*\'|[^,"\'\[\]{}]*?)\s*(,|$)')


class _Decline(Exception):
    """The text is outside the simple shape; PyYAML decides."""


def _scalar(text: str, plain: re.Pattern[str] = _PLAIN_BLOCK) -> Any:
    s = text.strip()
    if s in _NULLS:
        return None
    if s in _BOOLS:
        return _BOOLS[s]
    if m := _DOUBLE.fullmatch(s):
        return m.group(1)
    if m := _SINGLE.fullmatch(s):
        return m.group(1)
    if _INT.fullmatch(s):
        return int(s)
    if _FLOAT.fullmatch(s):
        return float(s)
    if _DATE.fullmatch(s):
        try:
            return _dt.date.fromisoformat(s)
        except ValueError as exc:
            raise _Decline from exc
    if s[:1].isdigit() or s[:1] in "+-.":
        raise _Decline  # 0755, 1_000, 1e5, 1:20, 2024-1-5 … YAML 1.1 has opinions
    if not plain.fullmatch(s) or s.endswith(":"):
        raise _Decline
    return s


def _key(text: str) -> str:
    if text in _BOOLS or text in _NULLS:
        raise _Decline  # "yes:" is a boolean key to YAML 1.1
    return text


def _value(text: str | None) -> Any:
    if text is None:
        return None
    s = text.strip()
    first = s[:1]
    if first == '"':  # the commonest value: a plain double-quoted string
        if m := _DOUBLE.fullmatch(s):
            return m.group(1)
        raise _Decline
    if first != "[":
        return _scalar(s)
    if not s.endswith("]"):
        raise _Decline
    inner = s[1:-1]
    if not inner.strip():
        return []
    items: list[Any] = []
    pos = 0
    while pos < len(inner):
        m = _ITEM.match(inner, pos)
        if not m or m.end() == pos:
            raise _Decline
        item = m.group(1)
        if not item:
            raise _Decline  # "[a, , b]" or a trailing comma
        items.append(_scalar(item, _PLAIN_FLOW))
        pos = m.end()
        if not m.group(2):
            break
    if pos < len(inner):
        raise _Decline
    return items


def load_simple(body: str) -> list[dict[str, Any]] | None:
    """The facts list, or None when `body` is not in the simple shape."""
    if "\t" in body or "\r" in body:
        return None  # YAML's rules for tabs and bare CRs are subtle; not worth a fast path
    entries: list[dict[str, Any]] = []
    lines = 0
    try:
        # one scan over the block; every non-blank line must be one of the matches
        for m in _LINE.finditer(body):
            lines += 1
            key, raw = _key(m.group(2)), m.group(3)
            if raw is None:
                value = None
            elif (ints := _INT_LIST.fullmatch(raw)) is not None:
                value = [int(x) for x in ints.group(1).split(",")]
            else:
                value = _value(raw)
            if m.group(1) == "- ":
                entries.append({key: value})
            elif entries:
                entries[-1][key] = value
            else:
                return None
    except _Decline:
        return None
    if not entries or lines != sum(1 for line in body.split("\n") if line.strip()):
        return None
    return entries
