"""Invented names: company stems, people, investors, customers, partners.

One `NameFactory` per world build keeps every stem and every person's full name unique, so a
name identifies one entity (except the deliberate homonym pairs the generator creates)."""

from __future__ import annotations

import random

from tearsheet_env.world import vocab

# Stems that would collide with the contamination strings or read as real words we avoid.
_BANNED_PARTS = ("sample", "doe", "patel", "mina", "jane", "example", "test")


class NameFactory:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.stems: set[str] = set()
        self.people: set[str] = set()

    def stem(self) -> str:
        rng = self.rng
        for _ in range(10_000):
            parts = rng.choice(vocab.ONSETS) + rng.choice(vocab.NUCLEI) + rng.choice(vocab.CODAS)
            if rng.random() < 0.5:
                parts += rng.choice(vocab.ONSETS[:26]) + rng.choice(vocab.ENDINGS)
            else:
                parts += rng.choice(vocab.ENDINGS)
            word = parts.capitalize()
            low = word.lower()
            if not 5 <= len(word) <= 11 or any(b in low for b in _BANNED_PARTS):
                continue
            if low in self.stems:
                continue
            self.stems.add(low)
            return word
        raise RuntimeError("name space exhausted")

    def person(self) -> str:
        rng = self.rng
        for _ in range(10_000):
            first = rng.choice(vocab.FIRST_NAMES)
            base = rng.choice(vocab.ONSETS) + rng.choice(vocab.NUCLEI) + rng.choice(vocab.CODAS)
            last = (base + rng.choice(vocab.SURNAME_ENDINGS)).capitalize()
            full = f"{first} {last}"
            if any(b in full.lower() for b in _BANNED_PARTS) or full in self.people:
                continue
            self.people.add(full)
            return full
        raise RuntimeError("person name space exhausted")

    def investor(self) -> str:
        return f"{self.stem()} {self.rng.choice(vocab.INVESTOR_SUFFIXES)}"

    def partner(self) -> str:
        return f"{self.stem()} {self.rng.choice(vocab.PARTNER_SUFFIXES)}"

    def customer(self, kinds: list[str]) -> str:
        return f"{self.stem()} {self.rng.choice(kinds)}"

    def research_firm(self) -> str:
        return f"{self.stem()} {self.rng.choice(vocab.RESEARCH_SUFFIXES)}"
