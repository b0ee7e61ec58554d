"""Claim-level API (for the census meta-eval and any single-claim use): the Tier-A checks that a
claim with its evidence can show, plus the Tier-B judge, in one call.

`check_claims(cases, judge)` → one `ClaimVerdict` per case: supported when neither Tier A nor the
judge found a mode; `modes` is the union. A judge that abstains on a case leaves it to Tier A.
"""

from __future__ import annotations

import re
from typing import Any

from rubric import values as V
from rubric.claim_types import ClaimCase, ClaimVerdict, Evidence
from rubric.judge_client import PRESETS, JudgeClient
from rubric.normalize import normalize_text
from rubric.offline_judge import OfflineJudge
from rubric.tier_a import DERIVED, claim_keys, missing_numbers
from rubric.tier_a import Evidence as _Ev
from rubric.urls import url_host

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
        from rubric.contract import load_contract

        if load_contract().facts[fact_id].type == "list":
            return "EA03-LIST"
    except Exception:  # noqa: BLE001 - an unknown fact id is just a value
        pass
    return "EA03-VALUE"


def _fact_type(fact_id: str | None) -> str | None:
    if not fact_id:
        return None
    try:
        from rubric.contract import load_contract

        spec = load_contract().facts.get(fact_id)
    except Exception:  # noqa: BLE001
        return None
    return spec.type if spec else None


# facts whose values are categories many companies share (a value match proves no mix-up)
SHARED_VALUES = {"overview.sector", "products.flagship_type", "funding.latest_round.type",
                 "funding.rounds_count"}
# specialised value modes: each is also a stated value that differs (EA03-VALUE)
_VALUE_FAMILY = {"EA03-PROFILE", "EA03-MARKET", "EA03-DERIVE", "EA03-LIST"}
# judge modes that, on a claim stating a required fact, mean the fact's value is wrong
_VALUE_JUDGED = {"EA03-INSTRUMENT", "EA03-EVENT", "EA03-PRODUCT", "EA03-PRODUCT_TYPE",
                 "EA03-NUM", "EA03-QTY", "EA03-ROUND", "EA03-INCUMBENT", "EA03-ADJROLE",
                 "EA03-DELTA", "EA03-DIRECTION"}
_EXCLUSIVE = ("only", "sole", "solely", "just", "single")


def tier_a_claim(case: ClaimCase, widx: Any = None) -> dict[str, str]:
    """Tier-A modes one claim with its evidence shows: ACCESS; ASSOC and (with a fact id) the
    fact's value mode when a key value is not in the cited evidence; in the closed world, MIX /
    SUBJECT when the cited page states that value of another company, LIST against the
    target's true list."""
    modes: dict[str, str] = {}
    for e in case.evidence:
        if e.status != "fetched":
            modes["EA03-ACCESS"] = f"[{e.source_id}] was not read ({e.status})"
    readable = [_Ev(_Src(e.text)) for e in case.evidence if e.status == "fetched" and e.text]
    if not case.evidence:
        modes["EA03-ASSOC"] = "the claim cites nothing"
        return modes
    if not readable:
        return modes
    target_tokens = V.name_tokens(case.target.get("name", ""))
    # the claim in the normal form its evidence is read in (`_profile`): numbers in words,
    # look-alike letters and digits
    keys = claim_keys(normalize_text(case.claim), target_tokens)
    ftype = _fact_type(case.fact_id)
    fact_mode = _fact_mode(case.fact_id)
    missing = missing_numbers(keys, readable)
    names_missing = [n for n in keys["names"] if not any(ev.has_name(n) for ev in readable)]
    for m in keys["money"]:
        if m.currency and not missing and _other_currency(m, case):
            modes[fact_mode] = f"{m.currency} where the evidence gives another currency"
    market = _MARKET.search(case.claim) if case.fact_id == "market.name" else None
    if market and not any(ev.has_name(market.group(1)) for ev in readable):
        modes["EA03-MARKET"] = f"the excerpts do not name the {market.group(1)} market"
    if missing:
        modes["EA03-ASSOC"] = "the cited excerpts do not contain " + ", ".join(missing[:4])
        modes[fact_mode] = "value not in the cited evidence: " + ", ".join(missing[:4])
    elif names_missing and (case.fact_id or len(names_missing) == len(keys["names"])):
        # a fact claim must name only what its evidence names; a free sentence, something
        modes["EA03-ASSOC"] = "the cited excerpts do not name " + ", ".join(names_missing[:3])
        if case.fact_id:
            modes[fact_mode] = "name not in the cited evidence: " + ", ".join(names_missing[:3])
    if case.fact_id:
        _declared_subject(case, keys, widx, modes)
    if widx is not None and case.fact_id:
        company = widx.company_at(str(case.target.get("website") or ""))
        _whose_value(case, keys, widx, company, modes)
        if company is not None and ftype == "list":
            _list_vs_truth(case, keys, company, modes)
    return modes


_MARKET = re.compile(r"(?:addresses|competes in|targets|serves|operates in|plays in)\s+(?:the\s+)?"
                     r"([a-z][a-z0-9 &-]{2,60}?)(?:\s+market|\s+space|\s+sector)?(?:[.,;]|$)")


def _other_currency(m: V.Money, case: ClaimCase) -> bool:
    """The amount is in the evidence, but only in other currencies."""
    found = [x for e in case.evidence if e.status == "fetched"
             for x in V.money_mentions(e.text)
             if abs(x.amount - m.amount) <= max(m.precision, x.precision, 1.0)]
    return bool(found) and all(x.currency and x.currency != m.currency for x in found)


def _assertion_in_claim(value: Any, claim: str, keys: dict[str, list[Any]]) -> bool:
    if value is None:
        return False
    if isinstance(value, dict) and "amount" in value:
        m = V.parse_money(value)
        return m is not None and any(abs(k.amount - m.amount) <= max(k.precision, 1.0)
                                     for k in keys["money"])
    if isinstance(value, bool):
        return False
    if isinstance(value, int) and 1800 <= value <= 2100:
        return value in keys["years"]
    if isinstance(value, (int, float)):
        return any(abs(v - value) <= max(p, 1e-9) for v, p in keys["numbers"])
    if isinstance(value, list):
        return any(_assertion_in_claim(v, claim, keys) for v in value)
    n = V.norm_text(value)
    return bool(n) and f" {n} " in f" {V.norm_text(claim)} "


_SUBJECT_FIELD = re.compile(r"^\s*(?:name|company|company name|organisation|organization)\s*:"
                            r"\s*(.+?)\s*$", re.I | re.M)
_WEBSITE_FIELD = re.compile(r"^\s*(?:website|web|site|url|homepage)\s*:\s*(\S+)", re.I | re.M)


def _declared_subject(case: ClaimCase, keys: dict[str, list[Any]], widx: Any,
                      modes: dict[str, str]) -> None:
    """Outside the world index, whom a cited page is about is read off the page itself: a
    profile's "Name:"/"Company:" line and its "Website:" line. A page about another company that
    holds the claim's value gives MIX; a page about a same-named company (the target's name,
    another website) gives SUBJECT for an identity fact, HOMONYM for any other. Pages the index
    knows are judged by the index (`_whose_value`), never by this reading."""
    target_name = V.norm_text(case.target.get("name", ""))
    target_host = url_host(str(case.target.get("website") or ""))
    if not target_name:
        return
    shared = case.fact_id in SHARED_VALUES or (case.fact_id or "").startswith("market.")
    for ev in case.evidence:
        if ev.status != "fetched" or not ev.text or \
                (widx is not None and widx.document(ev.url) is not None):
            continue
        named = _SUBJECT_FIELD.search(ev.text)
        if named is None:
            continue
        subject = V.norm_text(named.group(1))
        site = _WEBSITE_FIELD.search(ev.text)
        host = url_host(site.group(1) if "//" in site.group(1) else "https://" + site.group(1)) \
            if site else ""
        if subject == target_name:
            if host and target_host and host != target_host:
                mode = "EA03-SUBJECT" if (case.fact_id or "").startswith("overview.") \
                    else "EA03-HOMONYM"
                modes[mode] = f"[{ev.source_id}] is about {named.group(1)} at {host}"
            continue
        if shared or target_name in subject:
            continue
        on_page = _Ev(_Src(ev.text))
        held = (not missing_numbers(keys, [on_page]) and
                (keys["money"] or keys["numbers"] or keys["years"] or
                 any(on_page.has_name(n) for n in keys["names"])))
        if held:
            modes["EA03-MIX"] = f"[{ev.source_id}] states it of {named.group(1)}"


def _whose_value(case: ClaimCase, keys: dict[str, list[Any]], widx: Any, company: Any,
                 modes: dict[str, str]) -> None:
    """The cited page states the claim's value of another company: MIX (SUBJECT for identity
    facts of a same-named company)."""
    shared = case.fact_id in SHARED_VALUES or (case.fact_id or "").startswith("market.")
    target_name = V.norm_text(case.target.get("name", ""))
    others = []
    for ev in case.evidence:
        doc = widx.document(ev.url)
        if doc is None:
            continue
        for a in doc.assertions:
            if a.fact_id != case.fact_id or not _assertion_in_claim(a.value, case.claim, keys):
                continue
            if company is not None and a.subject == company.id:
                return  # the page states it of the target too
            owner = widx.companies.get(a.subject)
            if owner is not None:
                others.append((ev.source_id, owner))
    for sid, owner in others:
        if V.norm_text(owner.name) == target_name:
            if case.fact_id.startswith("overview."):
                modes["EA03-SUBJECT"] = f"the value is {owner.name}'s ({owner.website})"
        elif not shared:  # categories and market figures are shared: a match proves nothing
            modes["EA03-MIX"] = f"[{sid}] states it of {owner.name}"
            return


def _list_vs_truth(case: ClaimCase, keys: dict[str, list[Any]], company: Any,
                   modes: dict[str, str]) -> None:
    truth = V.parse_list(company.truth.get(case.fact_id))
    if not truth:
        return
    named = [n for n in keys["names"] if any(V.names_match(n, t) or V.norm_text(n) ==
                                             V.norm_text(t) for t in truth)]
    foreign = [n for n in keys["names"] if n not in named]
    low = case.claim.lower()
    if foreign and named:
        modes["EA03-LIST"] = f"adds {', '.join(foreign[:3])}, not in the true list"
    elif named and len(named) * 2 < len(truth) and any(f" {w} " in f" {low} "
                                                          for w in _EXCLUSIVE):
        modes["EA03-LIST"] = f"gives {len(named)} of {len(truth)} items as the whole list"


def check_claims(cases: list[ClaimCase], judge: Any = None) -> list[ClaimVerdict]:
    """Tier-A claim checks plus the judge (offline matcher when None), one verdict per case."""
    judge = judge if judge is not None else OfflineJudge()
    name = getattr(judge, "name", type(judge).__name__)
    from rubric.world_index import world_index

    def index_of(case: ClaimCase) -> Any:
        # the case's own world when it names one; None outside the closed world (Tier A runs)
        return world_index({"world": case.world} if case.world else {})[0]

    try:
        verdicts = list(judge.judge(cases)) if cases else []
    except Exception:  # noqa: BLE001 - a broken judge abstains
        verdicts = []
    verdicts += [None] * (len(cases) - len(verdicts))
    out: list[ClaimVerdict] = []
    for case, v in zip(cases, verdicts, strict=True):
        try:
            modes = tier_a_claim(case, index_of(case))
        except Exception as exc:  # noqa: BLE001
            modes = {}
            reasons_extra = [f"tier A failed: {type(exc).__name__}"]
        else:
            reasons_extra = []
        if modes.keys() & _VALUE_FAMILY:
            modes.setdefault("EA03-VALUE", "a stated value differs from the cited evidence")
        reasons = [f"{k}: {r}" for k, r in sorted(modes.items())] + reasons_extra
        all_modes = set(modes)
        if v is not None and not v.supported:
            all_modes.update(v.modes)
            if case.fact_id and set(v.modes) & _VALUE_JUDGED:
                # a fact claim the judge finds misstated states a wrong value of that fact
                fm = _fact_mode(case.fact_id)
                all_modes.update({fm, "EA03-VALUE"})
            if "EA03-HOMONYM" in v.modes and (case.fact_id or "").startswith("overview."):
                all_modes.add("EA03-SUBJECT")  # the identity itself is the homonym's
            reasons += [f"[{name}] {r}" for r in v.reasons]
        elif v is None:
            reasons.append(f"[{name}] abstained")
        out.append(ClaimVerdict(supported=not all_modes, modes=sorted(all_modes),
                                reasons=reasons, judge=name, abstained=v is None))
    return out
