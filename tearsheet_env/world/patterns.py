"""The pattern syntax every generated sentence is written in, and its expansion.

A pattern is text with choice points and slots: `[a|b|c]` picks one alternative (an empty
one, `[x|]`, leaves the spot empty), `{slot}` takes a word from the caller (the company's
name, its city, a word bank). `expand` draws every choice left to right, then fills every slot
of the result left to right; the order is part of a world's bytes (tested against the plain
two-substitution definition in `tests/test_world.py`).

One mechanism for both layers of a page: the w8 filler whose draws are replayed
(`world/replay.py`) and the w9 library (`world/library.py`, `world/compose.py`).
"""

from __future__ import annotations

import functools
import itertools
import random
import re
from collections.abc import Callable, Iterator
from typing import NamedTuple

_CHOICE = re.compile(r"\[([^\[\]]*)\]")
_SLOT = re.compile(r"\{(\w+)\}")

# a piece of a pattern: its text when it has no slot, else its (literal, slot name or "") pairs
Text = str | tuple[tuple[str, str], ...]


class Choice(NamedTuple):
    """One `[a|b|c]` choice point: its alternatives and the bits a draw among them takes."""
    alternatives: tuple[Text, ...]
    bits: int


def cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _picked(pattern: str, rng: random.Random) -> list[Text]:
    """Every `[a|b]` alternative of the pattern picked left to right: the draws `expand` and
    `expand_length` both make."""
    draw = rng.getrandbits
    picked: list[Text] = []
    for piece in compiled(pattern):
        if type(piece) is Choice:
            # `rng.choice(piece.alternatives)`, inlined: CPython draws an index below n as
            # getrandbits(n.bit_length()) until it falls below n. This loop writes most of
            # the world's words; the two calls a draw saves are 12% of the instructions
            # that realizing a company's pages takes (callgrind; docs/world.md, "Scale")
            n, r = len(piece.alternatives), draw(piece.bits)
            while r >= n:
                r = draw(piece.bits)
            piece = piece.alternatives[r]
        picked.append(piece)
    return picked


def expand(pattern: str, rng: random.Random, word: Callable[[str], str]) -> str:
    """Pick every `[a|b]` alternative left to right, then fill every `{slot}` of the result
    left to right with `word(slot)`."""
    out: list[str] = []
    for text in _picked(pattern, rng):
        if type(text) is str:
            out.append(text)
            continue
        for literal, slot in text:
            out.append(literal)
            if slot:
                out.append(word(slot))
    return "".join(out)


def expand_length(pattern: str, rng: random.Random, word_length: Callable[[str], int]) -> int:
    """`len(expand(pattern, rng, word))`, drawing exactly what `expand` draws (`word_length`
    draws what `word` does and returns the word's length), without writing the text."""
    total = 0
    for text in _picked(pattern, rng):
        if type(text) is str:
            total += len(text)
            continue
        for literal, slot in text:
            total += len(literal)
            if slot:
                total += word_length(slot)
    return total


@functools.cache
def compiled(pattern: str) -> tuple[Text | Choice, ...]:
    """A pattern split once into its literal runs and its choice points, each already split at
    its `{slot}`s: `expand` then draws the same choices in the same order as substituting
    `_CHOICE` and then `_SLOT` over the text would, without running the regular expressions
    on every sentence of the world."""
    pieces: list[Text | Choice] = []
    at = 0
    for m in _CHOICE.finditer(pattern):
        alternatives = tuple(_text(alt) for alt in m.group(1).split("|"))
        pieces += [_text(pattern[at:m.start()]), Choice(alternatives,
                                                        len(alternatives).bit_length())]
        at = m.end()
    pieces.append(_text(pattern[at:]))
    return tuple(pieces)


def _text(text: str) -> Text:
    parts = _SLOT.split(text)  # literal, slot, literal, slot, …, literal
    literals = parts[0::2]
    if any("{" in lit or "}" in lit for lit in literals):
        # a brace outside a whole {slot} could pair up across pieces once they are joined
        raise ValueError(f"unbalanced slot braces in prose pattern piece {text!r}")
    if len(parts) == 1:
        return text
    slots = parts[1::2] + [""]
    return tuple((lit, slot) for lit, slot in zip(literals, slots, strict=True) if lit or slot)


def every_expansion(pattern: str) -> Iterator[str]:
    """Every text the pattern's choices can give, its `{slot}`s left in place (for the tests
    that check each one): the product of all alternatives."""
    options: list[tuple[str, ...]] = []
    for piece in compiled(pattern):
        alts = piece.alternatives if type(piece) is Choice else (piece,)
        options.append(tuple(_plain(a) for a in alts))
    for combo in itertools.product(*options):
        yield "".join(combo)


def covering_expansions(pattern: str, limit: int = 2048) -> Iterator[str]:
    """Every expansion when the pattern has at most `limit`; else a set that gives every
    pair of alternatives of every two neighbouring choice points (each with the others at
    their alternatives in turn): agreement is between neighbours, so an error any choice
    makes shows in one of these."""
    if choice_count(pattern) <= limit:
        yield from every_expansion(pattern)
        return
    options: list[tuple[str, ...]] = []
    for piece in compiled(pattern):
        alts = piece.alternatives if type(piece) is Choice else (piece,)
        options.append(tuple(_plain(a) for a in alts))
    points = [i for i, alts in enumerate(options) if len(alts) > 1]
    for a, b in zip(points, points[1:], strict=False):
        for x, y in itertools.product(range(len(options[a])), range(len(options[b]))):
            turn = x * len(options[b]) + y
            yield "".join(options[i][x] if i == a else options[i][y] if i == b
                          else options[i][turn % len(options[i])] for i in range(len(options)))


def choice_count(pattern: str) -> int:
    """How many texts `every_expansion` gives."""
    n = 1
    for piece in compiled(pattern):
        if type(piece) is Choice:
            n *= len(piece.alternatives)
    return n


def _plain(text: Text) -> str:
    if type(text) is str:
        return text
    return "".join(lit + ("{" + slot + "}" if slot else "") for lit, slot in text)
