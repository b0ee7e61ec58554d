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

DATA = Path(__file__).parent / "data"
CORPUS = DATA / "corpus"


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


def _with_report(row: dict, report: str) -> dict:
    """The rollout with its final report replaced (the last assistant message)."""
    completion = [dict(m) for m in row["completion"]]
    last = max(i for i, m in enumerate(completion) if m.get("role") == "assistant")
    completion[last]["content"] = report
    return {**row, "completion": completion}


def test_a_fired_gate_is_a_finding_the_packet_asks_a_reader_to_audit() -> None:
    from rubric.taxonomy import MODES
    from rubric.transcript import report_text
    from tearsheet_env.corpus.audit import GATE_MODE, build_packet, findings_of
    from tearsheet_env.corpus.figures import score_row

    row = load_row(CORPUS, "eval0-careful")
    assert not [f for f in findings_of(score_row(row).explanation) if f["mode"] == GATE_MODE]
    # the same report stopping after its first three sections (and so without its facts
    # block): the soft gate fires, and each of its reasons is a finding
    report = report_text(row["completion"])
    heads = [i for i, line in enumerate(report.splitlines()) if line.startswith("## ")]
    short = "\n".join(report.splitlines()[:heads[3]])
    score = score_row(_with_report(row, short))
    assert score.explanation["gate"]["value"] < 1
    gated = [f for f in findings_of(score.explanation) if f["mode"] == GATE_MODE]
    assert [f["found"].split(":")[0] for f in gated] == [
        "facts block missing or malformed", "report stops early"]
    text, numbers = build_packet(row, findings_of(score.explanation), MODES)
    assert {f["key"] for f in gated} <= set(numbers.values())
    assert f"**{GATE_MODE}** (gate)" in text and "report stops early" in text


def test_the_packet_shows_the_sentences_already_charged_as_copied(tmp_path: Path) -> None:
    """A sentence copied from its page is charged in the format score, not as a finding: the
    packet lists it so that a reader does not report it as missed (outside round 54's reader
    did)."""
    from tearsheet_env.cli.main import main

    folder = DATA / "corpus_outside54"
    out = tmp_path / "packet.md"
    assert main(["corpus", "--corpus", str(folder), "packet", "train343-careful",
                 "--out", str(out)]) == 0
    text = out.read_text()
    section = text.split("## 7. Already charged, not findings")[1]
    assert "a subscription based on the size of their operation, and new customers usually " \
           "start with a free pilot" in section
    # a report that copies nothing has no such section
    assert main(["corpus", "--corpus", str(folder), "packet", "train349-careful",
                 "--out", str(out)]) == 0
    assert "## 7. Already charged" not in out.read_text()
