"""The outside check of issue 22 (tests/data/corpus_outside, docs/corpus.md "The outside
check"): five careful reports by fresh LLM agents on companies the corpus does not hold, scored
and then audited finding by finding by readers who never read `rubric/`. Measured first as a
held-out set (false-penalty share 15 of 19 = 0.79); the rules its audits showed wrong were then
fixed for their class, so this set now guards those fixes on real reports: every real error
the readers upheld stays charged, the false penalties they named stay gone, and no finding goes
unaudited."""

from __future__ import annotations

from pathlib import Path

import pytest

from tearsheet_env.corpus.figures import CorpusFigures, corpus_figures

OUTSIDE = Path(__file__).parent / "data" / "corpus_outside"


@pytest.fixture(scope="module")
def figures() -> CorpusFigures:
    return corpus_figures(OUTSIDE)


def test_every_finding_on_the_outside_set_is_audited(figures: CorpusFigures) -> None:
    assert len(figures.rollouts) == 5
    pending = {r.id: r.pending for r in figures.rollouts if r.pending}
    assert not pending, f"findings no reader has audited: {pending}"


def test_the_real_errors_readers_upheld_stay_charged(figures: CorpusFigures) -> None:
    assert sum(r.true_error for r in figures.rollouts) == 4  # all four upheld ones


def test_false_penalties_stay_gone_and_careful_work_scores_high(figures: CorpusFigures) -> None:
    # one left: a research firm's name in a method note ("the newer Orimkrane figures are
    # used here") that refers to the sentence before's citations (docs/corpus.md)
    assert sum(r.false_penalty for r in figures.rollouts) <= 1
    assert min(r.reward for r in figures.rollouts) >= 0.75
