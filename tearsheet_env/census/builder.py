"""`build_census`: the labelled census of SPEC §9 from the closed world.

For every claim-level mode of the taxonomy, `per_mode` not-supported claims from that mode's
perturbation (`perturbations.BUILDERS`); supported controls drawn across every fact family, enough
that they are at least `CONTROL_SHARE` of the claims; and, for every rollout-level mode, rollout
cases (`rollouts.py`) — stored in the same file as lines with `"kind": "rollout"`.

Deterministic for a (seed, world): every random choice comes from one `random.Random(seed)`
stream per mode, and companies are visited in a seeded order.
"""

from __future__ import annotations

import math
import random
from pathlib import Path
from typing import Any

from tearsheet_env.census.drafts import CONTROL_FACTS, Draft, control
from tearsheet_env.census.format import CensusClaim, CensusEvidence, CensusTarget, RolloutCase
from tearsheet_env.census.perturbations import BUILDERS
from tearsheet_env.census.view import CensusView

CONTROL_SHARE = 0.38  # supported controls as a share of all claims (bar: ≥ 0.30)
ATTEMPTS_PER_CASE = 40
# Perturbations whose change is, by the taxonomy's definitions, also a wrong fact value: the
# census labels them with that Tier-A mode too (primary mode first).
VALUE_IMPLYING = {"EA03-QTY", "EA03-NUM", "EA03-ROUND", "EA03-INSTRUMENT", "EA03-EVENT",
                  "EA03-PRODUCT", "EA03-PRODUCT_TYPE"}


def labels(mode_id: str, fact_id: str | None) -> list[str]:
    """The modes a perturbation of `mode_id` on `fact_id` exhibits."""
    if mode_id == "EA03-SUBJECT":  # the claim-level wrong entity is a same-named company
        return [mode_id, "EA03-HOMONYM"]
    if mode_id in VALUE_IMPLYING and fact_id:
        if fact_id.startswith("market."):
            return [mode_id, "EA03-MARKET"]
        if fact_id.startswith("overview."):
            return [mode_id, "EA03-PROFILE"]
        return [mode_id, "EA03-VALUE"]
    return [mode_id]


def claim_modes() -> list[str]:
    from rubric.taxonomy import MODES

    ids = [m.id for m in MODES if m.kind == "claim"]
    missing = [m for m in ids if m not in BUILDERS]
    if missing:  # the taxonomy grew a claim mode the census cannot produce: say so loudly
        raise KeyError(f"census has no perturbation for claim-level modes {missing}")
    return ids


def rollout_modes() -> list[str]:
    from rubric.taxonomy import MODES

    return [m.id for m in MODES if m.kind == "rollout"]


def _finish(draft: Draft, c: Any, case_id: str, label: str, modes: list[str],
            rng: random.Random) -> CensusClaim:
    """Number the sources the way a rollout would (first-seen order, with gaps for the other
    sources the agent met) and wrap the draft as a census line."""
    sid = rng.randint(1, 4)
    evidence, context, seen = [], [], {}
    for group, out in ((draft.evidence, evidence), (draft.context, context)):
        for s in group:
            if s.url not in seen:
                seen[s.url] = sid
                sid += rng.randint(1, 3)
            out.append(CensusEvidence(source_id=seen[s.url], url=s.url, text=s.text,
                                      status=s.status, date=s.date))  # type: ignore[arg-type]
    return CensusClaim(
        id=case_id, claim=draft.claim, target=CensusTarget(name=c.name, website=c.website),
        evidence=evidence, context=context, label=label,  # type: ignore[arg-type]
        modes=modes, fact_id=draft.fact_id,
    )


def build_claims(view: CensusView, per_mode: int, seed: int) -> list[CensusClaim]:
    targets = [c for c in view.world.companies if view.is_task(c.id)]
    out: list[CensusClaim] = []
    seen_claims: set[str] = set()
    for mode_id in claim_modes():
        rng = random.Random(f"census/{seed}/{mode_id}")
        order = targets[:]
        rng.shuffle(order)
        made, tries, i = 0, 0, 0
        while made < per_mode and tries < per_mode * ATTEMPTS_PER_CASE and order:
            c = order[i % len(order)]
            i, tries = i + 1, tries + 1
            draft = BUILDERS[mode_id](view, c, rng)
            if draft is None or not draft.claim or draft.claim in seen_claims:
                continue
            seen_claims.add(draft.claim)
            made += 1
            short = mode_id.removeprefix("EA03-").lower()
            out.append(_finish(draft, c, f"{short}-{made:04d}", "not_supported",
                               labels(mode_id, draft.fact_id), rng))
    n_controls = math.ceil(len(out) * CONTROL_SHARE / (1 - CONTROL_SHARE))
    rng = random.Random(f"census/{seed}/controls")
    order = targets[:]
    rng.shuffle(order)
    made, tries, i = 0, 0, 0
    while made < n_controls and tries < n_controls * ATTEMPTS_PER_CASE and order:
        c = order[i % len(order)]
        fact_id = CONTROL_FACTS[tries % len(CONTROL_FACTS)]
        i, tries = i + 1, tries + 1
        draft = control(view, c, fact_id, rng)
        if draft is None or draft.claim in seen_claims:
            continue
        seen_claims.add(draft.claim)
        made += 1
        out.append(_finish(draft, c, f"control-{made:04d}", "supported", [], rng))
    return out


def build_census(
    per_mode: int = 50, seed: int = 0, world_path: Path | None = None,
    rollouts_per_mode: int = 20, world: Any = None,
) -> list[CensusClaim | RolloutCase]:
    """Claims then rollout cases, deterministic for (seed, world)."""
    if world is None:
        from tearsheet_env.world import load_world

        world = load_world(world_path)
    view = CensusView(world)
    cases: list[CensusClaim | RolloutCase] = list(build_claims(view, per_mode, seed))
    if rollouts_per_mode > 0:
        from tearsheet_env.census.rollouts import build_rollouts

        # the oracle that writes the rollouts researches the default world, so rollouts come
        # from it whatever world the claims came from
        from tearsheet_env.world import load_world

        default = world if world_path is None else load_world(None)
        cases.extend(build_rollouts(default, rollout_modes(), rollouts_per_mode, seed))
    return cases
