"""The corpus of real agents' rollouts (tests/data/corpus, docs/corpus.md) holds the rubric to
issue 22's bars on honest work: LLM agents that read only the system prompt researched through
`tearsheet-env play`, and readers who never read `rubric/` audited every finding.

Every finding the current rubric makes on the corpus must carry a reader's verdict: a rule
change that makes a new finding fails `test_every_finding_is_audited` until the finding is
audited (`tearsheet-env corpus packet ID --pending`, then `corpus import`)."""

from __future__ import annotations

import statistics
from collections import defaultdict
from pathlib import Path

import pytest

from tearsheet_env.corpus.figures import CAREFUL, CorpusFigures, corpus_figures, load_row

CORPUS = Path(__file__).parent / "data" / "corpus"


@pytest.fixture(scope="module")
def figures() -> CorpusFigures:
    return corpus_figures(CORPUS)


def test_the_corpus_covers_styles_companies_and_splits(figures: CorpusFigures) -> None:
    rows = figures.rollouts
    styles = defaultdict(set)
    for r in rows:
        styles[r.company].add(r.style)
    assert len(rows) >= 24
    assert len(styles) >= 16
    assert {r.split for r in rows} == {"train", "eval"}
    assert {"careful", "concise", "hurried", "sloppy"} <= {r.style for r in rows}
    assert sum(len(s) >= 2 for s in styles.values()) >= 6
    for r in rows:  # each is a real play transcript scored by the real rubric
        row = load_row(CORPUS, r.id)
        assert row["info"]["play"]["style"] == r.style
        assert any(m.get("role") == "tool" for m in row["completion"])


def test_every_finding_is_audited(figures: CorpusFigures) -> None:
    pending = {r.id: r.pending for r in figures.rollouts if r.pending}
    assert not pending, f"findings no reader has audited: {pending}"


def test_few_findings_are_false_penalties(figures: CorpusFigures) -> None:
    assert figures.false_penalty_share <= 0.10
    for style, share in figures.false_penalty_share_by_style.items():
        assert share <= 0.10, (style, share)


def test_careful_research_scores_what_it_is_worth(figures: CorpusFigures) -> None:
    careful = [r.reward for r in figures.rollouts if r.style == CAREFUL]
    assert careful and min(careful) >= 0.6, careful
    assert statistics.median(careful) >= 0.75, careful


def test_careful_research_beats_hurried_and_sloppy_on_the_same_company(
        figures: CorpusFigures) -> None:
    compared = [(c, s, a, b) for c, s, a, b in figures.pairs if s in ("hurried", "sloppy")]
    assert len(compared) >= 6
    for company, style, careful, other in compared:
        assert careful > other, f"{company}: careful {careful:.3f} ≤ {style} {other:.3f}"


def test_the_rubric_names_most_real_errors(figures: CorpusFigures) -> None:
    assert figures.missed_share <= 0.25
