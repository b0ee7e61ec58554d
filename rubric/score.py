"""Scoring one rollout from its transcript: R = G · S_sol · S_beh (SPEC §8, docs/reward.md).

Two stages so group scoring can skip the judge (discrepancy sampling):
`prepare()` runs the parse, the registry rebuild, the gate and the Tier-A verifiers and yields the
Tier-A reward; `finish()` adds Tier-B verdicts (or none) and composes the final score.
`score_rollout()` does both with the offline judge unless told otherwise. Every entry point is
total: any input gives a `RolloutScore`, never an exception.
"""

from __future__ import annotations

import hashlib
import math
import re
import time
import traceback
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, Field

from rubric.findings import Finding
from rubric.gate import Gate, compute_gate
from rubric.judge_specs import UNLISTED_MODE
from rubric.normalize import disguised_words, normalize_text
from rubric.taxonomy import MODES, mode
from rubric.tier_a import (
    FILLER_ALLOWANCE,
    TierA,
    TierAResult,
    TierAStats,
    capitalize_low_names,
    checked_claims,
    pooled,
)
from rubric.transcript import Behaviour, behaviour, messages_of, report_text

ERROR_DECAY = 0.6  # each distinct error of the strict pool keeps 60% of A_strict
FORMAT_DECAY = 0.9  # each format rule broken keeps 90% of S_sol, as an empty section does
# S_sol grows with completeness C as C^1.5: steep enough that facts matter, gentle enough that a
# report with half its facts still earns a usable signal (docs/reward.md, the curve table)
COMPLETENESS_POWER = 1.5
PROSE_FULL = 0.7  # share of the valued facts the prose must state for no loss
OUTSIDE_SECTIONS = "(outside the ten sections)"  # the section name of text outside them
MAX_CLAIMS_JUDGED = 80  # per rollout; a megabyte report must not become a megabyte judge bill


class RolloutScore(BaseModel):
    reward: float = 0.0
    gate: float = 1.0
    s_sol: float = 0.0
    s_beh: float = 0.0
    metrics: dict[str, float] = Field(default_factory=dict)
    explanation: dict[str, Any] = Field(default_factory=dict)


@dataclass
class Prepared:
    """A rollout after Tier A: everything `finish` needs."""

    info: dict[str, Any]
    text: str
    report: Any
    registry: Any
    beh: Behaviour
    gate: Gate
    tier_a: TierAResult
    company: Any
    world_note: str | None
    tier_a_reward: float = 0.0
    components: dict[str, float] = field(default_factory=dict)
    seconds: float = 0.0
    error: str | None = None
    _cases: list[Any] | None = None
    _case_sentences: list[tuple[str, list[int]]] = field(default_factory=list)
    claims_eligible: int = 0  # cited, readable claims; the judge reads at most `budget`
    budget: int | None = MAX_CLAIMS_JUDGED  # None: every claim (the deterministic judge)

    @property
    def cases(self) -> list[Any]:
        """Tier-B claim cases, built on first use (only groups that reach the judge pay)."""
        if self._cases is None:
            self._cases, self._case_sentences, self.claims_eligible = \
                ([], [], 0) if self.error else _claim_cases(self)
        return self._cases

    @property
    def case_sentences(self) -> list[tuple[str, list[int]]]:
        _ = self.cases
        return self._case_sentences


def _contract():
    from rubric.contract import load_contract

    return load_contract()


def prepare(prompt: Any, completion: Any, info: Any) -> Prepared:
    """Parse, rebuild the registry, gate, Tier A. Total."""
    t0 = time.perf_counter()
    info = info if isinstance(info, dict) else {}
    try:
        return _prepare(prompt, completion, info, t0)
    except Exception as exc:  # noqa: BLE001 - scoring must never crash a rollout
        from rubric.registry import SourceRegistry
        from rubric.report.parser import parse_report

        p = Prepared(info=info, text="", report=parse_report(""), registry=SourceRegistry(),
                     beh=Behaviour(), gate=Gate(value=0.0, reasons=["scoring error"]),
                     tier_a=TierAResult(), company=None, world_note=None)
        p.error = f"{type(exc).__name__}: {exc} @ {traceback.format_exc(limit=-2)}"
        p.seconds = time.perf_counter() - t0
        return p


def _prepare(prompt: Any, completion: Any, info: dict[str, Any], t0: float) -> Prepared:
    from rubric.registry import SourceRegistry
    from rubric.report.parser import parse_report
    from rubric.world_index import world_index
    from rubric.worlds import world_mismatch_notice

    contract = _contract()
    messages = messages_of(prompt, completion)
    # one normal form before every check: NFKC, confusables, look-alike digits, number words
    raw = report_text(completion)
    text = normalize_text(raw)
    report = parse_report(text)
    registry = SourceRegistry.from_transcript(messages)
    beh = behaviour(messages)
    widx, note = world_index(info) if info.get("company_id") else (None, "no company_id in info")
    company = None
    if widx is not None:
        company = widx.companies.get(str(info.get("company_id")))
        if company is None:
            note = f"company {info.get('company_id')!r} not in the world"
        elif info.get("name") and company.name != info.get("name"):
            # a world built by another generator version under the same key: its truth is not
            # this task's, so truth checks are skipped rather than misapplied
            note = (f"world mismatch: {company.id} is {company.name!r} here, the task says "
                    f"{info.get('name')!r}; ground-truth checks skipped")
            company = None
    gate = compute_gate(
        websearch_calls=beh.websearch_calls, report_text=text,
        facts_ok=report.facts_error is None and bool(report.facts),
        facts_reason=report.facts_error or ("empty" if not report.facts else None),
        sections_found=len(contract.section_names) - len(report.missing_sections),
        sections_required=len(contract.section_names),
        world_mismatch=world_mismatch_notice(text), disguised=disguised_words(raw),
    )
    capitalize_low_names(report, registry)  # one reading of a name, however it is written
    tier_a = TierA(contract, report, registry, beh, company, widx if company else None).run()
    p = Prepared(info=info, text=text, report=report, registry=registry, beh=beh, gate=gate,
                 tier_a=tier_a, company=company, world_note=note)
    p.components = _components(p, [])
    p.tier_a_reward = p.components["reward"]
    p.seconds = time.perf_counter() - t0
    return p


def _claim_cases(p: Prepared) -> tuple[list[Any], list[tuple[str, list[int]]], int]:
    """Tier-B cases: prose claims whose citations all resolve to read sources and that Tier A
    did not already reject."""
    from rubric.claims import ClaimCase, Evidence
    from rubric.registry import page_texts

    fetched = [s for s in p.registry.sources if s.status == "fetched"]
    # one Evidence per source, shared by every case that cites it or reads it as context
    evidence = {s.source_id: Evidence(source_id=s.source_id, url=s.url,
                                      text="\n".join(page_texts(s)), status=s.status,
                                      date=s.date)
                for s in fetched}
    target = {"name": str(p.info.get("name") or (p.company.name if p.company else "")),
              "website": str(p.info.get("website") or (p.company.website if p.company else ""))}
    parts = [(s.name, s.claims) for s in p.report.sections]
    # text outside the sections, and labels that state something, are read like section text
    parts.append((OUTSIDE_SECTIONS, p.report.unsectioned_claims + p.tier_a.labels_read))
    eligible = [(name, claim) for name, claims in parts for claim in claims
                if claim.citations and all((s := p.registry.get(i)) is not None
                                           and s.status == "fetched" for i in claim.citations)]
    cases, sentences = [], []
    chosen = eligible if p.budget is None else judge_selection(eligible, p.budget)
    for section_name, claim in chosen:
        ev = [evidence[i] for i in claim.citations]
        cited = set(claim.citations)
        ctx = [evidence[s.source_id] for s in fetched if s.source_id not in cited]
        cases.append(ClaimCase.model_construct(
            claim=claim.text, target=target, evidence=ev, context=ctx, fact_id=None,
            section=section_name, world=p.info.get("world"),
            subject=p.tier_a.subjects.get(claim.text),
            refers_back=p.tier_a.references.get(claim.text, [])))
        sentences.append((claim.text, list(claim.citations)))
    return cases, sentences, len(eligible)


_KEY_VALUE = re.compile(r"\d|(?<=\w )[A-Z]")  # a number, or a capitalized word past the first


def judge_selection(eligible: list[tuple[str, Any]], budget: int) -> list[tuple[str, Any]]:
    """The claims the judge reads when there are more than `budget`: every claim with a key
    value (a number or a proper name) before the rest, each group in an order drawn from the
    report's content alone (a hash of each claim's text salted by a hash of all of them,
    sorted), so neither a claim's position nor the report's order can decide whether it is
    judged; deterministic per rollout. Within the budget, the report's order is kept."""
    if len(eligible) <= budget:
        return eligible
    salt = hashlib.blake2b("\n".join(sorted(c.text for _, c in eligible)).encode(),
                           digest_size=8).digest()

    def draw(item: tuple[str, Any]) -> tuple[bool, bytes]:
        text = item[1].text
        return (not _KEY_VALUE.search(text),
                hashlib.blake2b(text.encode(), digest_size=8, key=salt).digest())

    return sorted(eligible, key=draw)[:budget]


def _ratio(num: float, den: float, empty: float) -> float:
    return num / den if den > 0 else empty


def _errors(findings: list[Finding]) -> dict[str, float]:
    """The weighted errors of each accuracy pool: distinct units (in the strict pool one per
    fact id, else per sentence; in the prose pool one per sentence, else per fact id; else one
    per reason), each weighing its heaviest finding."""
    units: dict[tuple[str, str], float] = defaultdict(float)
    for f in findings:
        if f.weight <= 0:
            continue
        # the strict pool charges a fact once; the prose pool a sentence once, whichever checks
        # flag it (a wrong sentence about a fact is one error, not one more for contradicting
        # the facts block)
        unit = f.fact_id or f.sentence if f.pool == "strict" else f.sentence or f.fact_id
        key = (f.pool, unit or f"{f.mode}:{f.reason}")
        units[key] = max(units[key], f.weight)
    errors = {"strict": 0.0, "prose": 0.0}
    for (pool, _), weight in units.items():
        errors[pool] += weight
    return errors


def prose_accuracy(errors: float, checked: int) -> float:
    """A_prose = (1 − min(1, E/N))²: errors in proportion to the report's checked sentences N;
    a report that checks nothing keeps nothing of an error."""
    if errors <= 0:
        return 1.0
    return 0.0 if checked <= 0 else (1.0 - min(1.0, errors / checked)) ** 2


def citation_precision(st: TierAStats, tallies: list[tuple[str, int, int]],
                       charged: set[str]) -> float:
    """Prec of S_cite: the share of checked citations whose page holds a key value of their
    sentence, leaving out the sentences a finding charges. A wrong sentence's error is counted
    in accuracy; counting its pages too would make citing it cost more than leaving it uncited
    (check 8). Spam sentences stay in: their idle citations are the defect."""
    off = [(n, held) for text, n, held in tallies if text in charged]
    return _ratio(st.citations_supported - sum(h for _, h in off),
                  st.citations_checked - sum(n for n, _ in off), 1.0)


def format_rules_broken(st: TierAStats) -> list[str]:
    """The contract's format rules a report breaks (each counts once, however often)."""
    rules = [(st.sections_out_of_order, "sections out of the contract's order"),
             (st.sections_repeated > 0, "a section written twice"),
             (not st.sources_listed, "no Sources list"),
             (st.as_of_malformed > 0, "an as_of that is not YYYY[-MM[-DD]]")]
    return [rule for broken, rule in rules if broken]


def format_factor(st: TierAStats) -> float:
    """P_format = 0.9^(rules broken) · (1 − copied share): each format rule of the contract
    broken costs once; copied text in proportion to its share of the words."""
    copied = _ratio(st.words_copied, st.words_written, 0.0)
    return FORMAT_DECAY ** len(format_rules_broken(st)) * (1.0 - copied)


def _components(p: Prepared, tier_b: list[Finding]) -> dict[str, float]:
    st = p.tier_a.stats
    errors = _errors(p.tier_a.findings + tier_b)
    # the facts, and the peers' table cells the world discloses (a blank there is a missing fact)
    completeness = _ratio(st.facts_satisfied + st.peer_cells_filled,
                          st.facts_required + st.peer_cells_disclosed, 0.0)
    accuracy_strict = ERROR_DECAY ** errors["strict"]
    charged = {f.sentence for f in (*p.tier_a.findings, *tier_b) if f.weight > 0 and f.sentence}
    checked = checked_claims(p.tier_a.checked, charged)
    accuracy_prose = prose_accuracy(errors["prose"], checked)
    accuracy = accuracy_strict * accuracy_prose
    validity = _ratio(st.citations_valid, st.citations_total, 0.0)
    coverage = _ratio(st.claims_cited, st.claims_factual, 0.0)
    precision = citation_precision(st, p.tier_a.cite_tallies, charged)
    s_cite = validity ** 2 * coverage * precision ** 2
    table = 1.0 if st.table_ok else 0.7
    filler = _ratio(st.filler_sentences + st.duplicate_sentences, st.claims_total, 0.0)
    topic = min(1.0, ((1.0 - filler) / (1.0 - FILLER_ALLOWANCE)) ** 3) * 0.9 ** st.sections_empty
    # a section is its prose: a report whose facts live only in the facts block and the table
    # loses S_sol; one that states at least PROSE_FULL of its facts in its sentences loses none
    prose_share = _ratio(st.facts_in_prose, st.facts_prose_checked, 1.0)
    prose = min(1.0, prose_share / PROSE_FULL) ** 2
    form = format_factor(st)
    s_sol = completeness ** COMPLETENESS_POWER * accuracy * s_cite * table * topic * prose * form
    reads = _ratio(st.cited_sources_read, st.cited_sources, 0.0)
    b = p.beh
    budget = 0.9 ** min(b.budget_exceeded, 20)
    policy = 0.8 ** min(b.refused + b.unknown_tools + b.malformed_calls, 20)
    repeats = 0.95 ** min(b.repeated_calls, 40)
    s_beh = reads * budget * policy * repeats
    g = p.gate.value
    reward = g * s_sol * s_beh
    if p.error:
        reward = s_sol = s_beh = 0.0
    return {
        "reward": _clip(reward), "gate": g, "s_sol": _clip(s_sol), "s_beh": _clip(s_beh),
        "sol/completeness": completeness, "sol/accuracy": accuracy,
        "sol/accuracy_strict": accuracy_strict, "sol/accuracy_prose": accuracy_prose,
        "sol/errors": errors["strict"] + errors["prose"], "sol/errors_strict": errors["strict"],
        "sol/errors_prose": errors["prose"], "sol/checked": float(checked),
        "sol/format": form, "sol/copied_share": _ratio(st.words_copied, st.words_written, 0.0),
        "sol/citation_validity": validity, "sol/citation_coverage": coverage,
        "sol/citation_precision": precision, "sol/citations": s_cite, "sol/table": table,
        "sol/topic": topic, "sol/filler_share": filler, "sol/prose": prose,
        "sol/facts_in_prose": prose_share,
        "beh/reads_before_cites": reads, "beh/budget": budget, "beh/policy": policy,
        "beh/repeats": repeats, "beh/websearch_calls": float(b.websearch_calls),
        "beh/fetch_calls": float(b.fetch_calls), "beh/repeated_calls": float(b.repeated_calls),
    }


def _clip(x: float) -> float:
    return 0.0 if not math.isfinite(x) else max(0.0, min(1.0, x))


def finish(p: Prepared, verdicts: list[Any] | None, judge_name: str | None = None,
           skipped: bool = False) -> RolloutScore:
    """Compose the final score from Tier A and Tier-B verdicts (None: the judge did not run)."""
    try:
        return _finish(p, verdicts, judge_name, skipped)
    except Exception as exc:  # noqa: BLE001
        return RolloutScore(explanation={"error": f"{type(exc).__name__}: {exc}"})


def _finish(p: Prepared, verdicts: list[Any] | None, judge_name: str | None,
            skipped: bool) -> RolloutScore:
    tier_b: list[Finding] = []
    judged = abstained = unlisted = 0
    if verdicts is not None:
        for (sentence, cites), v in zip(p.case_sentences, verdicts, strict=False):
            if v is None or getattr(v, "supported", None) is None:
                abstained += 1
                continue
            judged += 1
            if v.supported:
                continue
            # a Tier-B mode, or the judge's OTHER (not supported, no listed mode fits): one
            # finding each, charged alike; OTHER has no mode metric, only judge/unlisted
            charged = [m for m in v.modes or []
                       if (m.startswith("EA03-") and _tier(m) == "B") or m == UNLISTED_MODE]
            unlisted += UNLISTED_MODE in charged
            for m in charged:
                tier_b.append(pooled(Finding(mode=m, tier="B", judge=judge_name,
                                             sentence=sentence, source=cites,
                                             reason="; ".join(v.reasons or [])[:300]), p.company))
    comp = _components(p, tier_b)
    findings = p.tier_a.findings + tier_b
    metrics = dict(comp)
    metrics["tier_a_reward"] = p.tier_a_reward
    metrics["judge/claims"] = float(len(p.cases))
    metrics["judge/judged"] = float(judged)
    metrics["judge/abstained"] = float(abstained)
    metrics["judge/unlisted"] = float(unlisted)
    metrics["judge/skipped"] = 1.0 if skipped else 0.0
    metrics["world_checked"] = 1.0 if p.tier_a.world_checked else 0.0
    metrics["findings"] = float(len(findings))
    per_mode: dict[str, int] = defaultdict(int)
    for f in findings:
        per_mode[f.mode] += 1
    scored = max(1, p.tier_a.stats.claims_cited + p.tier_a.stats.facts_valued)
    for m in MODES:
        n = per_mode.get(m.id, 0)
        metrics[m.metric] = (1.0 if n else 0.0) if m.kind == "rollout" else min(1.0, n / scored)
    explanation: dict[str, Any] = {
        "reward": comp["reward"],
        "gate": {"value": p.gate.value, "reasons": p.gate.reasons},
        "components": {k: round(v, 4) for k, v in comp.items()},
        "findings": [f.brief() for f in findings[:200]],
        "findings_total": len(findings),
        "judge": {"name": judge_name, "claims": len(p.cases), "eligible": p.claims_eligible,
                  "budget": p.budget, "judged": judged,
                  "abstained": abstained, "unlisted": unlisted, "skipped": skipped},
    }
    broken = format_rules_broken(p.tier_a.stats)
    if broken:
        explanation["format"] = broken
    if p.tier_a.copied:  # what P_format's copied share charges
        explanation["copied"] = sorted(p.tier_a.copied)[:50]
    if p.world_note:
        explanation["world"] = p.world_note
    if p.error:
        explanation["error"] = p.error
    return RolloutScore(reward=comp["reward"], gate=p.gate.value, s_sol=comp["s_sol"],
                        s_beh=comp["s_beh"], metrics=metrics, explanation=explanation)


def _tier(mode_id: str) -> str | None:
    try:
        return mode(mode_id).tier
    except KeyError:
        return None


def default_judge() -> Any:
    from rubric.claims import OfflineJudge

    return OfflineJudge()


def judge_prepared(items: list[Prepared], judge: Any) -> list[list[Any] | None]:
    """Run the judge over the claim cases of several prepared rollouts in one batch."""
    # the deterministic judge is cheap: it reads every claim; a budget binds external judges
    if getattr(judge, "reads_every_claim", False):
        for p in items:
            if p.budget is not None:
                p.budget, p._cases = None, None
    cases = [c for p in items for c in p.cases]
    if not cases:
        return [[] for _ in items]
    try:
        verdicts = judge.judge(cases)
    except Exception:  # noqa: BLE001 - a broken judge abstains; Tier A still scores
        verdicts = [None] * len(cases)
    out: list[list[Any] | None] = []
    i = 0
    for p in items:
        out.append(list(verdicts[i:i + len(p.cases)]))
        i += len(p.cases)
    return out


def score_rollout(prompt: Any, completion: Any, info: Any, *, judge: Any = None,
                  tier_b: bool = True) -> RolloutScore:
    """Score one rollout from its transcript. `judge=None` uses the offline evidence matcher;
    `tier_b=False` scores Tier A only. Never raises."""
    p = prepare(prompt, completion, info)
    if not tier_b or p.error:
        return finish(p, None, None)
    j = judge if judge is not None else default_judge()
    (verdicts,) = judge_prepared([p], j)
    return finish(p, verdicts, getattr(j, "name", type(j).__name__))
