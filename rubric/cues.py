"""Cue-word patterns with a cheap pre-test.

A `Cues` is a case-insensitive whole-word alternation (`\\b(a|b|c)\\b` plus an optional tail).
Python's `re` tries such an alternation at every position of a sentence, which makes it one of
the scorer's slowest steps; but any match contains the literal start of one alternative (its
*stem*: "headquarter" for `headquarter\\w*`, "product" for `products?`, "market is " for
`market is (?:estimated|sized)`). So a sentence whose lower-cased text holds no stem cannot
match, and the regex runs only where a stem occurs. The lower-casing is `values.ascii_lower`,
which declines (None) on the few non-ASCII characters that IGNORECASE folds to ASCII letters;
the regex then decides alone.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

_STOP = set("\\()[]{}|.^$")
_OPTIONAL = set("?*{")


def literal_stem(alternative: str) -> str:
    """The lower-cased literal text every match of the regex `alternative` starts with."""
    out: list[str] = []
    for ch in alternative:
        if ch in _OPTIONAL:
            if out:
                out.pop()  # the character before "?", "*" or "{0,n}" may be absent
            break
        if ch in _STOP or ch == "+":
            break
        out.append(ch)
    return "".join(out).lower()


class Cues:
    """`\\b(alternatives)\\b{tail}`, case-insensitive, with each alternative's stem."""

    __slots__ = ("regex", "stems")

    def __init__(self, alternatives: Iterable[str], tail: str = "") -> None:
        alts = list(alternatives)
        self.regex = re.compile(rf"\b({'|'.join(alts)})\b{tail}", re.I)
        self.stems = tuple(literal_stem(a) for a in alts)

    def may_match(self, low: str | None) -> bool:
        """False only when `regex` cannot match the text whose `ascii_lower` is `low`."""
        return low is None or any(map(low.__contains__, self.stems))
