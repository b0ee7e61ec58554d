"""Cue-word patterns with a cheap pre-test.

A `Cues` is a case-insensitive whole-word alternation (`\\b(a|b|c)\\b` plus an optional tail).
Python's `re` tries such an alternation at every position of a sentence, which makes it one of
the scorer's slowest steps; but any match contains the literal start of one alternative (its
*stem*: "headquarter" for `headquarter\\w*`, "product" for `products?`, "market is " for
`market is (?:estimated|sized)`). So a sentence whose lower-cased text holds no stem cannot
match, and the regex runs only where a stem occurs. The lower-casing is `values.ascii_lower`,
which declines (None) on the few non-ASCII characters that IGNORECASE folds to ASCII letters;
the regex then decides alone.

`Cues.gated` gives a hand-written pattern (not an alternation of literals) the same pre-test,
from the whole words (`words`) or strings (`parts`) one of which every match holds: "not",
"never", "n't" for a negation. Both are exact: tests/test_values_fastpaths.py compares them with
their plain patterns.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from rubric.memo import memo
from rubric.values import ascii_lower

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


_LEADING_GROUP = re.compile(r"\(\?:([a-z -]+(?:\|[a-z -]+)*)\)(\??)")
_PLAIN = frozenset("abcdefghijklmnopqrstuvwxyz0123456789 ,'&-")


def literal_stems(alternative: str) -> tuple[str, ...]:
    """Lower-cased literal texts one of which every match of the regex `alternative` holds:
    the text every match starts with (`literal_stem`); else the longest text it holds outside
    its groups (" sold to" for "(?:was|were) sold to"); else, for one opening with a group of
    plain words, each of the group's words (and, the group being optional, the stem of what
    follows it). An empty stem holds in every text: no pre-test."""
    stem = literal_stem(alternative)
    if len(stem) >= 4:
        return (stem,)
    inner = _mandatory_text(alternative)
    if len(inner) >= 4:
        return (inner,)
    group = _LEADING_GROUP.match(alternative)
    if group is not None:
        stems = tuple(b.lower() for b in group.group(1).split("|"))
        if group.group(2):
            stems += (literal_stem(alternative[group.end():]),)
        if min(map(len, stems)) >= 3:
            return stems
    return (stem,)


def _mandatory_text(alternative: str) -> str:
    """The longest run of plain characters outside any group of the regex `alternative`, none
    of them optional ("" when it alternates at the top)."""
    runs, run, depth, i = [], [], 0, 0
    while i < len(alternative):
        ch = alternative[i]
        if ch == "\\" or (depth == 0 and ch not in _PLAIN and ch not in "()"):
            if ch == "|" and depth == 0:
                return ""
            runs.append("".join(run))
            run = []
            i += 2 if ch == "\\" else 1
            continue
        if ch == "(":
            depth += 1
            runs.append("".join(run))
            run = []
        elif ch == ")":
            depth -= 1
        elif depth == 0:
            if i + 1 < len(alternative) and alternative[i + 1] in _OPTIONAL:
                runs.append("".join(run))
                run = []
            else:
                run.append(ch.lower())
        i += 1
    runs.append("".join(run))
    return max(runs, key=len)


class Cues:
    """`\\b(alternatives)\\b{tail}`, case-insensitive, with each alternative's stem."""

    __slots__ = ("regex", "stems", "words")

    def __init__(self, alternatives: Iterable[str], tail: str = "") -> None:
        alts = list(alternatives)
        self.regex = re.compile(rf"\b({'|'.join(alts)})\b{tail}", re.I)
        self.stems = tuple(stem for a in alts for stem in literal_stems(a))
        self.words: frozenset[str] = frozenset()

    @classmethod
    def gated(cls, pattern: re.Pattern[str], words: str = "", parts: str = "") -> Cues:
        """A case-insensitive `pattern` every match of which holds one of the whole `words`
        (space-separated) or of the strings `parts` ("|"-separated), lower case."""
        cues = cls.__new__(cls)
        cues.regex = pattern
        cues.stems = tuple(p for p in parts.split("|") if p)
        cues.words = frozenset(words.split())
        return cues

    def may_match(self, low: str | None) -> bool:
        """False only when `regex` cannot match the text whose `ascii_lower` is `low`."""
        return low is None or any(map(low.__contains__, self.stems)) or \
            (bool(self.words) and not self.words.isdisjoint(_words_of(low)))

    def search(self, text: str) -> re.Match[str] | None:
        return self.regex.search(text) if self.may_match(ascii_lower(text)) else None

    def sub(self, repl: str, text: str) -> str:
        return self.regex.sub(repl, text) if self.may_match(ascii_lower(text)) else text


_WORD = re.compile(r"[a-z]+")


@memo("rollout", 65536)
def _words_of(low: str) -> frozenset[str]:
    return frozenset(_WORD.findall(low))
