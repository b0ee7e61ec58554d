"""Values a report derives rather than reads: a total that no page states, supported by the
cited pages of its parts (the total raised as the sum of rounds reported on different pages).

The closed world leaves some companies' total funding unstated on every page (docs/world.md,
"Derivable-only facts"); a researcher adds up the rounds and cites the pages that report them.
`money_sum_supported` is the citation rule for such a value: it is supported when round amounts
stated on two or more of the cited pages add up to it, within its written precision.

Only a sentence that says it states a total of what the company raised (`TOTAL_CUE` and
`RAISED_CUE`), or a table row, is read this way: any other money figure must stand on a page.

A part is a money amount of a sentence (or line) that speaks of a round (`ROUND_CUE`) and is no
total itself (`TOTAL_CUE`): a market report's "X has raised $713.3M to date" or a market size is
never a part, so a page full of other figures cannot make a number some subset's sum. At most
`MAX_PARTS` candidate parts are read as a sum. One earlier total may be the base that later
rounds add to ("USD 139.2M in five rounds" plus a USD 3.7M note: `raised_totals`), never two.

A revenue multiple ("8.5x") is computed too: it is supported when a valuation over a revenue,
from the claim's own amounts or its cited pages, gives it at its written precision
(`multiple_supported`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence

from rubric import values as V
from rubric.memo import memo

# facts whose true value may be the sum of amounts stated on several pages
SUMMED_FACTS = frozenset({"funding.total_raised"})
MAX_PARTS = 12
# a sentence says it states a total (so a sum of cited parts may support its figure)
TOTAL_CUE = re.compile(r"\b(?:in total|total(?:s|led|ling)?|in all|altogether|together(?! with)|"
                       r"to date|"
                       r"combined|cumulative(?:ly)?|all told|sums?|summed|add(?:s|ed)? up)\b",
                       re.IGNORECASE)
# a sentence that speaks of a funding round: where a part of a total is stated
ROUND_CUE = re.compile(r"\b(?:round|pre-seed|seed|series [a-z]|venture debt|convertible note|"
                       r"financing|funding)\b", re.IGNORECASE)
# a sentence about money the company raised: only such a total is a sum of rounds ("contracts
# worth $394M combined" is not, though its figure may equal two rounds added up)
RAISED_CUE = re.compile(r"\b(?:rais(?:e|es|ed|ing)|funding|funded|financing|round|rounds|"
                        r"investment|investments|invested|investors?|backers?|capital)\b",
                        re.IGNORECASE)
_SENTENCE_BREAK = re.compile(r"(?<=[.!?])\s+|\n+")


def states_total(text: str) -> bool:
    """The sentence says it states a total of what the company raised, or is a row of a table
    (the comparables table's rows carry a Total Funding column; the parser joins a row's cells
    with " | ")."""
    return bool(TOTAL_CUE.search(text) and RAISED_CUE.search(text)) or " | " in text or \
        _SUMMED.search(text) is not None


# a sum the sentence says it makes ("Adding up the six disclosed rounds gives GBP 417.8M":
# outside round 24)
_SUMMED = re.compile(r"\b(?:adding up|added up|adds up|add up|the sum of|summing|summed)\b"
                     r"[^.;]{0,40}\b(?:rounds?|funding)\b|"
                     # "Together they total £106.1 million", after a sentence listing the rounds
                     # (outside round 89)
                     r"\b(?:together|combined|altogether),?\s+(?:they|these|those|the rounds?)\s+"
                     r"(?:total|come to|add up to|amount to|sum to)\b", re.I)


@memo("world", 65536)
def _money_sentences(text: str) -> tuple[tuple[str, tuple[V.Money, ...]], ...]:
    """The sentences (or lines) of a text that state money, each with its amounts: a cited
    page is read this way once, whichever cue a check then asks of its sentences."""
    return tuple((sentence, amounts) for sentence in _SENTENCE_BREAK.split(text)
                 if (amounts := V.money_scan(sentence)[0]))


def _amounts(texts: Iterable[str], wanted: Callable[[str], object]) -> list[V.Money]:
    """The money amounts of the texts' sentences that `wanted` accepts."""
    return [m for text in texts if isinstance(text, str)
            for sentence, amounts in _money_sentences(text) if wanted(sentence) for m in amounts]


def round_amounts(texts: Iterable[str]) -> list[V.Money]:
    """The money amounts the texts (one source's excerpts) state in sentences about a round
    that are not totals: the candidate parts of a total."""
    return _amounts(texts, lambda s: ROUND_CUE.search(s) and not TOTAL_CUE.search(s))


def raised_totals(texts: Iterable[str]) -> list[V.Money]:
    """The totals raised the texts state ("has raised USD 139.2M in five rounds"): an earlier
    total that later rounds may add to."""
    return _amounts(texts, lambda s: TOTAL_CUE.search(s) and RAISED_CUE.search(s))


# a revenue multiple "8.5x": computed (a valuation over a revenue), stated on no page
# "2.4x", and in words "about 7.1 times revenue" (outside round 33), "21.7 times that revenue"
# (outside round 116)
MULTIPLE = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)(?:\s?[x×](?!\w)|\s+times\s+"
                      r"(?:its\s+|the\s+|that\s+|this\s+|their\s+)?"
                      r"(?:(?:19|20)\d\d\s+|annual\s+)?(?:revenues?|sales)\b)")


def multiples(text: str) -> list[re.Match[str]]:
    """The revenue multiples a text writes ("8.5x", "7.1 times revenue"); a character test
    first, since most sentences hold none."""
    if "x" not in text and "×" not in text and " times " not in text:
        return []
    return list(MULTIPLE.finditer(text))


REVENUE_CUE = re.compile(r"\b(?:revenues?|sales|turnover|arr)\b", re.IGNORECASE)
VALUATION_CUE = re.compile(r"\b(?:valu\w*|worth|post-money|pre-money)\b", re.IGNORECASE)


def multiple_supported(written: str, own: Sequence[V.Money], texts: Iterable[str]) -> bool:
    """Whether a multiple (`written`, e.g. "2.4") is a valuation over a revenue, at its written
    precision: each from the claim's own amounts or its cited pages' valuation and revenue
    sentences (a table row's Last Valuation over a revenue its cited page states)."""
    value = float(written)
    half = V._half_ulp(written, 1.0)
    texts = list(texts)
    tops = [*own, *_amounts(texts, VALUATION_CUE.search)]
    bottoms = [*own, *_amounts(texts, REVENUE_CUE.search)]
    return any(_ratio_rounds_to(t, b, value, half)
               and (not t.currency or not b.currency or t.currency == b.currency)
               for t in tops for b in bottoms if t is not b)


def _ratio_rounds_to(top: V.Money, bottom: V.Money, value: float, half: float) -> bool:
    """Whether some ratio of the two amounts, each anywhere within its written precision
    ("GBP 1.43B" is 1.425–1.435 billion), rounds to `value`: a multiple computed from the
    exact figures is as right as one computed from the rounded ones."""
    low_bottom = bottom.amount - bottom.precision
    if not low_bottom > 0:
        return False
    lowest = (top.amount - top.precision) / (bottom.amount + bottom.precision)
    highest = (top.amount + top.precision) / low_bottom
    return lowest <= value + half + 1e-9 and highest >= value - half - 1e-9


def _tolerance(total: V.Money) -> float:
    return max(total.precision, 0.5)


def part_amounts(total: V.Money, texts: Iterable[str]) -> list[float]:
    """The amounts a source states that could be parts of `total`."""
    tol = _tolerance(total)
    return [m.amount for m in round_amounts(texts)
            if (not total.currency or not m.currency or m.currency == total.currency)
            and 0 < m.amount < total.amount - tol]


def sum_of_parts(total: V.Money, parts: Iterable[float], base: float | None = None) -> bool:
    """Whether `total` is the sum of two or more distinct amounts among `parts`, on one cited
    page or several (a profile listing every round is summed as the rounds' own releases are),
    within the total's written precision — or, given a `base` (an earlier total), the base plus
    one or more of them. An amount stated twice is one part (the same round reported on two
    pages is not two rounds)."""
    if not total.amount > 0 or total.amount == float("inf"):
        return False
    tol = _tolerance(total)
    amounts = sorted({a for a in parts if 0 < a < total.amount - tol})
    if len(amounts) < (1 if base else 2) or len(amounts) > MAX_PARTS:
        return False
    # reachable sums -> whether two or more amounts (the base counts as one) make them
    sums: dict[float, bool] = {base: False} if base else {}
    for amount in amounts:
        grown = {amount: False}
        for s in sums:
            if s + amount <= total.amount + tol:
                grown[s + amount] = True
        for s, many in grown.items():
            sums[s] = sums.get(s, False) or many
    return any(many and abs(s - total.amount) <= tol for s, many in sums.items())


def money_sum_supported(total: V.Money, sources: Sequence[Iterable[str]]) -> bool:
    """`sum_of_parts` over the round amounts each source (its excerpts) states, alone or
    added to one earlier total a source states."""
    sources = [list(texts) for texts in sources]
    parts = [amount for texts in sources for amount in part_amounts(total, texts)]
    if sum_of_parts(total, parts):
        return True
    tol = _tolerance(total)
    bases = {m.amount for texts in sources for m in raised_totals(texts)
             if 0 < m.amount < total.amount - tol and
             (not total.currency or not m.currency or m.currency == total.currency)}
    return any(sum_of_parts(total, parts, base) for base in sorted(bases))


# a funding round named by its type: a count of rounds is the number its parts' pages name
ROUND_TYPES = re.compile(r"\b(pre-seed|seed|series [a-h]|venture debt|convertible note|"
                         r"growth round|growth equity|bridge round)\b", re.IGNORECASE)


@memo("world", 4096)
def round_type_rx(kind: str) -> re.Pattern[str]:
    """A round type ("Pre-Seed", "Series A") as a whole phrase, any case, with a hyphen or a
    space between its words ("Pre-Seed" is no "Seed")."""
    words = re.escape(kind.lower()).replace(r"\-", "[- ]?").replace(r"\ ", r"[- ]")
    return re.compile(rf"(?<![\w-]){words}(?![\w-])", re.I)


def rounds_named(texts: Iterable[str]) -> int:
    """How many distinct funding rounds the texts name by type (a computed count of rounds is
    supported by pages naming that many)."""
    return len({m.group(1).lower().replace("pre-seed", "pre seed")
                for t in texts if isinstance(t, str) for m in ROUND_TYPES.finditer(t)})


# A count of names ("all 12 backers: …", "its seven investors") is computed too: it stands when
# a page states a list of that many names, or its lists together name that many
# (`counts_a_list`).
COUNTED = re.compile(r"\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
                     r"\w+teen|twenty)\s+(?:\w+\s+)?(?:backers|investors|competitors|"
                     r"rivals|partners|customers|clients|funds|firms|companies|vendors)\b", re.I)
_LIST_NAME = re.compile(r"[A-Z][\w&'.-]*(?:\s+[A-Z][\w&'.-]*)*")
_LIST_SEP = re.compile(r"\s*(?:,\s*(?:and\s+)?|;\s*|\s+and\s+)")


def counts_a_list(count: int, texts: Iterable[str]) -> bool:
    """Whether a page's texts state a list of `count` names (joined by commas and "and" in a
    line), or its lists together name `count` distinct names."""
    lists = [names for t in texts for line in _SENTENCE_BREAK.split(t)
             if len(names := _names_listed(line)) >= 2]
    return any(len(names) == count for names in lists) or \
        len({n for names in lists for n in names}) == count


def _names_listed(line: str) -> list[str]:
    """The names of the longest run of names joined by commas and "and" in a line."""
    best: list[str] = []
    run: list[str] = []
    at = 0
    for m in _LIST_NAME.finditer(line):
        gap = line[at:m.start()]
        if run and not _LIST_SEP.fullmatch(gap):
            best, run = max(best, run, key=len), []
        run.append(m.group(0).rstrip("."))
        at = m.end()
    return max(best, run, key=len)
