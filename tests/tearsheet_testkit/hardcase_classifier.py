"""A classifier of hard-case pages from surface features only — URL path, title and the page's
three most frequent word trigrams — trained on the train split and tested on the eval split.
If it separates a hard-case kind from normal pages, that kind carries a marker instead of
needing judgment (issue 13). Two learners: naive Bayes over the feature tokens, and the best
single feature (a stump), which catches a fixed phrase, path or title word."""

from __future__ import annotations

import math
import random
import re
from collections import Counter
from typing import Any
from urllib.parse import urlsplit

from tearsheet_env.world.realism import body_of

_WORD = re.compile(r"[a-z0-9]+")


def features(doc: Any) -> set[str]:
    path = urlsplit(doc.url).path.lower()
    out = {f"p:{w}" for w in _WORD.findall(path) if not w.isdigit()}
    out |= {f"t:{w}" for w in _WORD.findall(doc.title.lower())}
    words = _WORD.findall(body_of(doc).lower())
    trigrams = Counter(zip(words, words[1:], words[2:], strict=False))
    out |= {"g:" + " ".join(g) for g, _ in trigrams.most_common(3)}
    return out


def balanced(world: Any, kind: str, companies: set[str]) -> list[tuple[set[str], int]]:
    """Hard pages of `kind` of the given companies, and for each one a normal page of the
    same document kind (drawn with a fixed seed): the question is whether a hard page stands
    out among pages of its kind."""
    rng = random.Random(f"hard-case-classifier:{kind}")
    pages = [d for d in world.documents if d.company_id in companies]
    hard = [d for d in pages if d.hard_case == kind]
    pool: dict[str, list[Any]] = {}
    for d in pages:
        if d.hard_case is None:
            pool.setdefault(d.kind, []).append(d)
    out = []
    for d in hard:
        normal = pool.get(d.kind)
        if normal:
            out += [(features(d), 1), (features(normal.pop(rng.randrange(len(normal)))), 0)]
    return out


def naive_bayes(train: list[tuple[set[str], int]], min_count: int = 3):
    """Bernoulli naive Bayes over the tokens seen on at least `min_count` training pages (rarer
    ones are a name or a one-off, noise that only overfits)."""
    seen = Counter(t for f, _ in train for t in f)
    vocab = {t for t, n in seen.items() if n >= min_count}
    n = Counter(y for _, y in train)
    counts = {y: Counter(t for f, yy in train if yy == y for t in f) for y in (0, 1)}

    def predict(f: set[str]) -> int:
        score = {}
        for y in (0, 1):
            s = math.log((n[y] + 1) / (len(train) + 2))
            for t in f & vocab:
                s += math.log((counts[y][t] + 1) / (n[y] + 2)) - math.log(
                    (n[y] - counts[y][t] + 1) / (n[y] + 2))
            score[y] = s
        return int(score[1] > score[0])
    return predict


def stump(train: list[tuple[set[str], int]]):
    """The one feature (present means hard, or present means normal) with the best training
    accuracy."""
    best, best_acc = ("", 1), 0.0
    for t in set().union(*(f for f, _ in train)):
        hits = sum((t in f) == bool(y) for f, y in train) / len(train)
        for polarity, acc in ((1, hits), (0, 1 - hits)):
            if acc > best_acc:
                best, best_acc = (t, polarity), acc
    token, polarity = best
    return lambda f: int((token in f) == bool(polarity))


def accuracy(predict, test: list[tuple[set[str], int]]) -> float:
    return sum(predict(f) == y for f, y in test) / len(test) if test else 0.0
