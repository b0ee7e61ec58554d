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

# One line of the block: "- key: value" opens an entry, "  key: value" continues it. The value
# alternatives capture the forms nearly every facts line uses, so that one match reads the line
# with no further parsing: a double-quoted string without escapes, quotes kept (3); a list of such
# strings (4) or of plain integers (5); a bare word (6), which `_WORD_VALUES` may read as a bool
# or a null; an integer (7); "~" or nothing (no group). Anything else lands whole in group 8 for
# `_value`. Each value group is non-empty when it takes part (an all-blank rest is read by the
# "~"-or-nothing branch, never by group 8), so the "" that findall gives a group that took no part
# is unambiguous. The alternatives begin with different characters, so a value is tried past its
# first character against one of them at most; no group crosses a line end.
_LINE = re.compile(
    r"^(- |  )([A-Za-z_][\w.]*):"
    r"(?: (?:"
    r'("[^"\\\n]*")'
    r'|\[(?:("[^"\\\n]*"(?:, ?"[^"\\\n]*")*)|((?:0|[1-9][0-9]*)(?:, ?(?:0|[1-9][0-9]*))*))\]'
    r"|([A-Za-z][A-Za-z0-9_.-]*)"
    r"|(-?(?:0|[1-9][0-9]*))"
    r"|~?"
    r") *| (.*))?$",
    re.M,
)
_QUOTED_ITEM = re.compile(r'"([^"]*)"')
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


_NOT_A_KEY = frozenset(_BOOLS) | _NULLS  # "yes:" is a boolean key to YAML 1.1
# the bare words YAML 1.1 reads as something other than the word itself
_WORD_VALUES: dict[str, Any] = {**_BOOLS, **dict.fromkeys(_NULLS - {"", "~"})}


def _value(text: str) -> Any:
    """A value in a form the line pattern does not capture (spacing, quotes, dates, mixed lists)."""
    s = text.strip()
    first = s[:1]
    if first == '"':
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
    found = _LINE.findall(body)
    entries: list[dict[str, Any]] = []
    entry: dict[str, Any] | None = None
    try:
        for dash, key, quoted, quoted_list, int_list, word, integer, other in found:
            if key in _NOT_A_KEY:
                return None
            value: Any
            if quoted:
                value = quoted[1:-1]
            elif quoted_list:
                value = _QUOTED_ITEM.findall(quoted_list)
            elif int_list:
                value = list(map(int, int_list.split(","))) if "," in int_list else [int(int_list)]
            elif word:
                value = _WORD_VALUES.get(word, word)
            elif integer:
                value = int(integer)
            elif other:
                value = _value(other)
            else:  # "key:" or "key: ~"
                value = None
            if dash == "- ":
                entry = {key: value}
                entries.append(entry)
            elif entry is not None:
                entry[key] = value
            else:
                return None
    except (_Decline, ValueError):  # ValueError: int() refuses 4,300+ digits; PyYAML judges
        return None
    # every non-blank line must have been one of the matches; counting the empty lines settles
    # it unless a line holds only spaces
    lines = body.split("\n")
    if not entries or (
        len(found) != len(lines) - lines.count("")
        and len(found) != sum(map(bool, map(str.strip, lines)))
    ):
        return None
    return entries
