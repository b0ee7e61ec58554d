"""Audits of the rubric's findings on real agents' rollouts.

A reader who never read `rubric/` audits a rollout from a packet (`build_packet`): the contract
the agent had, the task, every page the agent's tools returned (title, site, date, status, the
snippets and the text it read), the report, and the rubric's findings, each numbered. For each
finding the reader says `true_error`, `false_penalty` or `ambiguous`, with a reason, and lists
the real errors of the report that no finding names. A fired anti-hacking gate is audited
like a finding (`gate_findings`): it costs more than any finding, and a reader of the findings
alone would never see it. The verdicts are kept by the finding's
`finding_key` — its mode, fact id, sentence and flagged value, not its wording — so a verdict
outlives changes to the rubric that keep the finding, and a finding the rubric newly makes
shows up as unaudited (`pending_findings`) until a reader audits it.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, Field

Verdict = Literal["true_error", "false_penalty", "ambiguous"]


class FindingVerdict(BaseModel):
    verdict: Verdict
    reason: str
    auditor: str = ""
    # what the finding said when it was audited (for a reader of the audit file)
    mode: str = ""
    where: str = ""


class MissedError(BaseModel):
    """A real error of the report that no finding named when the reader audited it."""

    unit: Literal["sentence", "fact", "cell"]
    ref: str  # the sentence as written, the fact id, or "Company / Column" of a table cell
    why: str
    auditor: str = ""


class Audit(BaseModel):
    rollout: str
    verdicts: dict[str, FindingVerdict] = Field(default_factory=dict)
    missed: list[MissedError] = Field(default_factory=list)

    @classmethod
    def load(cls, path: Path) -> Audit:
        return cls.model_validate_json(path.read_text())

    def save(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        tmp.write_text(self.model_dump_json(indent=1) + "\n")
        tmp.replace(path)


def finding_key(finding: dict[str, Any]) -> str:
    """A finding's identity across rubric versions: its mode, fact id, sentence and flagged
    value (`found`), not its reason's wording."""
    parts = [str(finding.get("mode") or ""), str(finding.get("fact_id") or ""),
             " ".join(str(finding.get("sentence") or "").split()),
             json.dumps(finding.get("found"), sort_keys=True, default=str)]
    return hashlib.blake2b("\x1f".join(parts).encode(), digest_size=6).hexdigest()


GATE_MODE = "GATE"
GATE_DEFINITION = (
    "not a failure mode but the report-wide anti-hacking gate: it caps the whole reward at "
    "0.05 (no websearch call, template contamination — a string copied from the contract's "
    "examples —, look-alike letters disguising words, a note addressed to the grader) or at "
    "0.35 (the facts block missing or malformed, fewer than the contract's sections). Audit "
    "it like a finding: is the report really doing what the reason says?")


def gate_findings(explanation: dict[str, Any]) -> list[dict[str, Any]]:
    """A fired gate as findings, one per reason: the gate costs far more than any finding, so
    a reader audits it too (a gate fired on an honest report is a false penalty)."""
    gate = explanation.get("gate") or {}
    value = gate.get("value", 1.0)
    if not isinstance(value, (int, float)) or value >= 1.0:
        return []
    return [{"mode": GATE_MODE, "found": str(reason),
             "reason": f"the gate caps the reward at {value:g}: {reason}"}
            for reason in gate.get("reasons") or []]


def findings_of(explanation: dict[str, Any]) -> list[dict[str, Any]]:
    """The findings of a score explanation and its fired gate's reasons (`gate_findings`),
    each with its `key`; findings with the same key (one sentence flagged twice alike) are
    one."""
    out: dict[str, dict[str, Any]] = {}
    for f in [*(explanation.get("findings") or []), *gate_findings(explanation)]:
        out.setdefault(finding_key(f), {**f, "key": finding_key(f)})
    return list(out.values())


def pending_findings(findings: list[dict[str, Any]], audit: Audit | None) -> list[dict[str, Any]]:
    known = audit.verdicts if audit is not None else {}
    return [f for f in findings if f["key"] not in known]


# ---- the packet a reader audits ---------------------------------------------------------------

_MODE_LINE = "- **{id}** ({tier}): {definition}"


def _pages(messages: list[dict[str, Any]]) -> dict[int, dict[str, Any]]:
    """Every source the tools returned, by source number: url, title, date, site, status, the
    snippets shown with it and the text pieces fetched (by offset), in transcript order."""
    pages: dict[int, dict[str, Any]] = {}
    call_args: dict[str, dict[str, Any]] = {}
    for m in messages:
        for call in m.get("tool_calls") or []:
            call = json.loads(call) if isinstance(call, str) else call
            fn = call.get("function") or call
            try:
                args = json.loads(fn.get("arguments") or "{}")
            except (TypeError, ValueError):
                args = {}
            call_args[str(call.get("id"))] = {"name": fn.get("name"), **args}
        if m.get("role") != "tool":
            continue
        try:
            resp = json.loads(m.get("content") or "")
        except (TypeError, ValueError):
            continue
        if not isinstance(resp, dict):
            continue
        args = call_args.get(str(m.get("tool_call_id")), {})
        for item in resp.get("results") or []:
            if isinstance(item, dict) and isinstance(item.get("source_id"), int):
                page = pages.setdefault(item["source_id"], {"status": "search_only",
                                                            "snippets": [], "texts": {}})
                page.setdefault("url", item.get("url"))
                page.setdefault("title", item.get("title"))
                if item.get("date"):
                    page.setdefault("date", item.get("date"))
                if item.get("snippet") and item["snippet"] not in page["snippets"]:
                    page["snippets"].append(item["snippet"])
        sid = resp.get("source_id")
        if isinstance(sid, int):
            page = pages.setdefault(sid, {"status": "search_only", "snippets": [], "texts": {}})
            page.setdefault("url", resp.get("url"))
            if resp.get("title"):
                page["title"] = resp["title"]
            for k in ("date", "site"):
                if resp.get(k):
                    page[k] = resp[k]
            if resp.get("ok") is True:
                page["status"] = "fetched"
                page["texts"][int(args.get("offset") or 0)] = resp.get("text") or ""
            elif page["status"] != "fetched":
                page["status"] = str(resp.get("status") or "failed")
                if resp.get("teaser"):
                    page["texts"][0] = resp["teaser"]
    return dict(sorted(pages.items()))


def build_packet(row: dict[str, Any], findings: list[dict[str, Any]],
                 modes: list[Any], note: str = "",
                 copied: list[str] = ()) -> tuple[str, dict[str, str]]:
    """The audit packet (markdown) of one rollout and the map from its finding numbers (F1, F2,
    …) to finding keys. `findings` are those to audit (all, or only the pending ones);
    `copied`, the sentences the rubric charged as copied from their pages (in the format
    score, not as findings), are shown so that a reader does not list them as missed."""
    from rubric.transcript import messages_of, report_text

    prompt, completion = row.get("prompt") or [], row.get("completion") or []
    system = next((m.get("content") for m in prompt if m.get("role") == "system"), "")
    task = "\n".join(str(m.get("content")) for m in prompt if m.get("role") == "user")
    report = report_text(completion)
    out = [f"# Audit packet: {row.get('_corpus_id', '')}", ""]
    if note:
        out += [note, ""]
    out += ["## 1. The contract (the system prompt the agent worked from)", "", system, "",
            "## 2. The task", "", task, "",
            "## 3. Every page the agent's tools returned", "",
            "Each source with its number, as the agent saw it: `search_only` pages were seen "
            "only as a search result (the snippet), `fetched` pages were read (the text below, "
            "by the offset it was fetched at), failed ones are not evidence.", ""]
    for sid, page in _pages(messages_of(prompt, completion)).items():
        meta = " · ".join(f"{k}: {page[k]}" for k in ("url", "site", "date", "status")
                          if page.get(k))
        out += [f"### [{sid}] {page.get('title') or '(no title)'}", meta, ""]
        for snip in page["snippets"]:
            out += [f"> search snippet: {snip}", ""]
        for offset, text in sorted(page["texts"].items()):
            out += [f"---- text returned by fetch at offset {offset} ----", text,
                    "---- end ----", ""]
    numbered = "\n".join(f"{i:4d} | {line}" for i, line in enumerate(report.splitlines(), 1))
    out += ["## 4. The report the agent submitted (line numbers added)", "", numbered, "",
            "## 5. The failure modes a finding can name", ""]
    out += [_MODE_LINE.format(id=m.id, tier=m.tier, definition=" ".join(m.definition.split()))
            for m in modes]
    if any(f.get("mode") == GATE_MODE for f in findings):
        out.append(_MODE_LINE.format(id=GATE_MODE, tier="gate", definition=GATE_DEFINITION))
    out += ["", "## 6. The findings to audit", ""]
    numbers: dict[str, str] = {}
    for i, f in enumerate(findings, 1):
        fid = f"F{i}"
        numbers[fid] = f["key"]
        out.append(f"**{fid}** — {f.get('mode')} — {f.get('reason')}")
        for label, k in (("fact id", "fact_id"), ("report text", "sentence"),
                         ("sources", "source"), ("value flagged", "found"),
                         ("the world's value, per the rubric", "expected")):
            if f.get(k) not in (None, "", []):
                out.append(f"  - {label}: {f[k] if k != 'source' else f[k]}")
        out.append("")
    if copied:
        out += ["## 7. Already charged, not findings: sentences copied from their pages", "",
                "The rubric charges these in the report's format score, in proportion to their "
                "words (fifteen words in a row on a cited page, ten of them prose). They need no "
                "verdict; do not list them as missed errors.", ""]
        out += [f"- {sentence}" for sentence in copied] + [""]
    return "\n".join(out), numbers
