"""Claim-level API (for the census meta-eval and any single-claim use): the Tier-A checks that a
claim with its evidence can show, plus the Tier-B judge, in one call.

`check_claims(cases, judge)` → one `ClaimVerdict` per case: supported when neither Tier A nor the
judge found a mode; `modes` is the union. A judge that abstains on a case leaves it to Tier A.
"""

from __future__ import annotations

from typing import Any

from rubric import values as V
from rubric.claim_types import ClaimCase, ClaimVerdict, Evidence
from rubric.judge_client import PRESETS, JudgeClient
from rubric.offline_judge import OfflineJudge
from rubric.tier_a import DERIVED, claim_keys
from rubric.tier_a import Evidence as _Ev

__all__ = ["ClaimCase", "ClaimVerdict", "Evidence", "JudgeClient", "OfflineJudge", "PRESETS",
           "check_claims", "tier_a_claim"]


class _Src:
    """The registry-source shape `tier_a.Evidence` reads."""

    def __init__(self, text: str) -> None:
        self.excerpts = [text]


def _fact_mode(fact_id: str | None) -> str:
    if not fact_id:
        return "EA03-VALUE"
    if fact_id.startswith("market."):
        return "EA03-MARKET"
    if fact_id in DERIVED:
        return "EA03-DERIVE"
    if fact_id.startswith("overview."):
        return "EA03-PROFILE"
    try:
        from tearsheet_env.contract import load_contract

        if load_contract().facts[fact_id].type == "list":
            return "EA03-LIST"
    except Exception:  # noqa: BLE001 - an unknown fact id is just a value
        pass
    return "EA03-VALUE"


def tier_a_claim(case: ClaimCase, widx: Any = None) -> dict[str, str]:
    """Tier-A modes one claim with its evidence shows: ACCESS, ASSOC, and (with a fact id) the
    fact's value mode; MIX/SUBJECT when the closed world says whose value it is."""
    modes: dict[str, str] = {}
    bad = [e for e in case.evidence if e.status != "fetched"]
    for e in bad:
        modes["EA03-ACCESS"] = f"[{e.source_id}] was not read ({e.status})"
    readable = [_Ev(_Src(e.text)) for e in case.evidence if e.status == "fetched" and e.text]
    if not case.evidence:
        modes["EA03-ASSOC"] = "the claim cites nothing"
        return modes
    if not readable:
        return modes
    target_tokens = V.name_tokens(case.target.get("name", ""))
    keys = claim_keys(case.claim, target_tokens)
    missing: list[str] = []
    for m in keys["money"]:
        if not any(ev.has_number(m.amount, m.precision) for ev in readable):
            missing.append(f"{m.currency or ''}{m.amount:g}")
    for val, prec in keys["numbers"]:
        if not any(ev.has_number(val, prec) for ev in readable):
            missing.append(f"{val:g}")
    for y in keys["years"]:
        if not any(ev.has_year(y) for ev in readable):
            missing.append(str(y))
    names_missing = [n for n in keys["names"] if not any(ev.has_name(n) for ev in readable)]
    if missing:
        modes["EA03-ASSOC"] = "the cited excerpts do not contain " + ", ".join(missing[:4])
        modes[_fact_mode(case.fact_id)] = "value not in the cited evidence: " + \
            ", ".join(missing[:4])
    elif names_missing and len(names_missing) == len(keys["names"]):
        modes["EA03-ASSOC"] = "the cited excerpts do not name " + ", ".join(names_missing[:3])
        if case.fact_id:
            modes[_fact_mode(case.fact_id)] = "name not in the cited evidence"
    if widx is not None and case.fact_id and (missing or names_missing):
        _whose_value(case, keys, names_missing, widx, modes)
    return modes


def _whose_value(case: ClaimCase, keys: dict[str, list[Any]], names_missing: list[str],
                 widx: Any, modes: dict[str, str]) -> None:
    target = V.norm_text(case.target.get("name", ""))
    candidates = [f"money:{round(m.amount)}" for m in keys["money"]] + \
        [f"name:{V.norm_text(n)}" for n in names_missing]
    for key in candidates:
        for cid in widx.owners_of(case.fact_id, key):
            owner = widx.companies[cid]
            if V.norm_text(owner.name) == target:
                if case.fact_id in ("overview.legal_name", "overview.website"):
                    modes["EA03-SUBJECT"] = f"the value is {owner.name}'s ({owner.website})"
                continue
            modes["EA03-MIX"] = f"the value belongs to {owner.name}"
            return


def check_claims(cases: list[ClaimCase], judge: Any = None) -> list[ClaimVerdict]:
    """Tier-A claim checks plus the judge (offline matcher when None), one verdict per case."""
    judge = judge if judge is not None else OfflineJudge()
    name = getattr(judge, "name", type(judge).__name__)
    widx = None
    try:
        from rubric.world_index import world_index

        widx, _ = world_index({})
    except Exception:  # noqa: BLE001 - Tier A without the world still runs
        widx = None
    try:
        verdicts = list(judge.judge(cases)) if cases else []
    except Exception:  # noqa: BLE001 - a broken judge abstains
        verdicts = []
    verdicts += [None] * (len(cases) - len(verdicts))
    out: list[ClaimVerdict] = []
    for case, v in zip(cases, verdicts, strict=True):
        try:
            modes = tier_a_claim(case, widx)
        except Exception as exc:  # noqa: BLE001
            modes = {}
            reasons_extra = [f"tier A failed: {type(exc).__name__}"]
        else:
            reasons_extra = []
        reasons = [f"{k}: {r}" for k, r in sorted(modes.items())] + reasons_extra
        all_modes = set(modes)
        if v is not None and not v.supported:
            all_modes.update(v.modes)
            reasons += [f"[{name}] {r}" for r in v.reasons]
        elif v is None:
            reasons.append(f"[{name}] abstained")
        out.append(ClaimVerdict(supported=not all_modes, modes=sorted(all_modes),
                                reasons=reasons, judge=name))
    return out
