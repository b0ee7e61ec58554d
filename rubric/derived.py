"""Values a report derives rather than reads: a total that no page states, supported by the
cited pages of its parts (the total raised as the sum of rounds reported on different pages).

The closed world leaves some companies' total funding unstated on every page (docs/world.md,
"Derivable-only facts"); a researcher adds up the rounds and cites the pages that report them.
`sum_of_parts` is the citation rule for such a value: it is supported when two or more money
amounts that the cited pages state (in the value's currency, when they name one) add up to it.
Bounded: only amounts below the value are parts, and a value with more than `MAX_PARTS`
candidate parts is not read as a sum (a page dump would otherwise make every figure some
subset's total).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from rubric import values as V

# facts whose true value may be the sum of amounts stated on several pages
SUMMED_FACTS = frozenset({"funding.total_raised"})
MAX_PARTS = 14
# a sentence says it states a total (so a sum of cited amounts may support its figure)
TOTAL_CUE = re.compile(r"\b(?:in total|total(?:s|led|ling)?|in all|altogether|to date|"
                       r"combined|cumulative(?:ly)?|all told|sum)\b", re.IGNORECASE)


def states_total(text: str) -> bool:
    """The sentence says it states a total, or is a row of a table (the comparables table's
    rows carry a Total Funding column; the parser joins a row's cells with " | ")."""
    return bool(TOTAL_CUE.search(text)) or " | " in text


def part_amounts(total: V.Money, texts: Iterable[str]) -> list[float]:
    """The amounts the texts state that could be parts of `total` (`sum_of_parts`'s range)."""
    tol = max(total.precision, total.amount * 0.005)
    return [m.amount for m in money_parts(texts)
            if (not total.currency or not m.currency or m.currency == total.currency)
            and 0 < m.amount < total.amount - tol]


def money_parts(texts: Iterable[str]) -> list[V.Money]:
    """The money amounts written in the texts (one cited page's excerpts, or several)."""
    return [m for text in texts if isinstance(text, str) for m in V.money_mentions(text)]


def sum_of_parts(amount: float, currency: str | None, precision: float,
                 parts: Iterable[tuple[float, str | None]]) -> bool:
    """Whether `amount` is the sum of two or more distinct `parts` ((amount, currency) pairs),
    within the value's written precision (at least 0.5%)."""
    if not amount or amount <= 0 or amount != amount:
        return False
    tol = max(precision, amount * 0.005)
    seen: set[float] = set()
    for value, cur in parts:
        if currency and cur and cur != currency:
            continue
        if 0 < value < amount - tol and value not in seen:
            seen.add(value)
    if len(seen) < 2 or len(seen) > MAX_PARTS:
        return False
    # reachable sums of one or more parts, each kept with whether it used two or more
    sums: dict[float, bool] = {}
    for value in sorted(seen):
        grown = {value: sums.get(value, False)}
        for s in sums:
            total = s + value
            if total <= amount + tol:
                grown[total] = True
        for s, many in grown.items():
            sums[s] = sums.get(s, False) or many
    return any(many and abs(s - amount) <= tol for s, many in sums.items())


def money_sum_supported(money: V.Money, texts: Iterable[str]) -> bool:
    """`sum_of_parts` over the money amounts the texts state."""
    parts = [(m.amount, m.currency) for m in money_parts(texts)]
    return sum_of_parts(money.amount, money.currency, money.precision, parts)
