"""Surface forms for values: the same amount, date or count written the many ways real pages
write it ("$42.5 million", "USD 42.5M", "€39m", "42,500,000 dollars"; "March 2024",
"2024-03-14", "14 Mar 2024"), so that an agent has to read rather than pattern-match."""

from __future__ import annotations

import random
from datetime import date

SYMBOL = {"USD": "$", "EUR": "€", "GBP": "£"}
WORD = {"USD": "dollars", "EUR": "euros", "GBP": "pounds"}
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]


def money(amount: float, currency: str) -> dict:
    """The truth convention for a money value (whole currency units, so sums stay exact)."""
    return {"amount": float(round(amount)), "currency": currency}


def _num(x: float) -> str:
    """Shortest decimal form with at most two decimals: 42.5, 39, 1.25."""
    s = f"{x:.2f}".rstrip("0").rstrip(".")
    return s


def fmt_money(value: dict, rng: random.Random, style: str | None = None) -> str:
    amount, cur = float(value["amount"]), value["currency"]
    sym, word = SYMBOL[cur], WORD[cur]
    if amount >= 1e9:
        n, long_u, short_u, tiny_u = _num(amount / 1e9), "billion", "B", "bn"
    elif amount >= 1e6:
        n, long_u, short_u, tiny_u = _num(amount / 1e6), "million", "M", "m"
    else:
        n, long_u, short_u, tiny_u = _num(amount / 1e6), "million", "M", "m"
    styles = {
        "symbol_long": f"{sym}{n} {long_u}",
        "code_short": f"{cur} {n}{short_u}",
        "symbol_tiny": f"{sym}{n}{tiny_u}",
        "words": f"{int(round(amount)):,} {word}",
        "symbol_full": f"{sym}{int(round(amount)):,}",
        "code_long": f"{cur} {n} {long_u}",
    }
    if cur == "USD":
        styles["us_tiny"] = f"US${n}{tiny_u}"
    if style is None:
        style = rng.choice(sorted(styles))
    return styles.get(style, styles["code_short"])


def canonical_money(value: dict) -> str:
    """One fixed form, used inside truth text (event descriptions)."""
    return fmt_money(value, random.Random(0), "code_short")


def fmt_date(iso: str, rng: random.Random, precision: str = "day") -> str:
    d = date.fromisoformat(iso)
    month = MONTHS[d.month - 1]
    if precision == "year":
        return str(d.year)
    if precision == "month":
        return rng.choice([f"{month} {d.year}", f"{month[:3]} {d.year}", f"{d.year}-{d.month:02d}"])
    return rng.choice([
        d.isoformat(), f"{d.day} {month[:3]} {d.year}", f"{month} {d.day}, {d.year}",
        f"{d.day} {month} {d.year}",
    ])


def fmt_count(n: int, rng: random.Random) -> str:
    return rng.choice([f"{n:,}", str(n)]) if n >= 1000 else str(n)


def fmt_percent(p: float, rng: random.Random) -> str:
    s = _num(p)
    return rng.choice([f"{s}%", f"{s} percent", f"{s} per cent"])


def article(word: str) -> str:
    """'a' or 'an' for a following word, by its sound ('an API', 'an Edtech', 'a managed')."""
    w = word.strip()
    vowel_sound = w[:1].lower() in "aeio" or (w[:1] in "AEIOU") or w[:2] in ("MR", "ML")
    if w[:3].lower() in ("uni", "use", "eur"):
        vowel_sound = False
    return "an" if vowel_sound else "a"


def possessive(name: str) -> str:
    return name + ("'" if name.endswith("s") else "'s")


def join_names(names: list[str]) -> str:
    if not names:
        return ""
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + " and " + names[-1]


def slugify(text: str) -> str:
    out = []
    for ch in text.lower():
        out.append(ch if ch.isalnum() else "-")
    slug = "".join(out)
    while "--" in slug:
        slug = slug.replace("--", "-")
    return slug.strip("-")
