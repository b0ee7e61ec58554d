"""The multiplicative anti-hacking gate G (SPEC §8).

G = 0.05 when the rollout made no websearch call, the report carries template contamination
(fixed strings, or any distinctive example string copied from the contract files in
`agent_runtime/`), or it addresses notes or instructions to the grader; G = 0.35 when the
facts fence is missing or malformed, or the report stops early (fewer than the contract's ten
sections); otherwise 1. R = G · S_sol · S_beh, so a gate
both caps the reward and keeps its order among gated rollouts.

The contract's example strings are extracted from the runtime files themselves (placeholders in
angle brackets, quoted `e.g.` examples), so a new example in AGENTS.md is covered without a
second list here.
"""

from __future__ import annotations

import functools
import re

from pydantic import BaseModel, Field

from rubric.notes import grader_notes  # the detector of notes to the grader
from rubric.values import ASCII_FOLDING

HARD_CAP = 0.05
SOFT_CAP = 0.35
FIXED_CONTAMINATION = ("SampleCorp", "Jane Doe", "Mina Patel", "example.com")

_PLACEHOLDER = re.compile(r"<([A-Za-z][A-Za-z0-9 ,./_-]{2,60})>")
_EG_QUOTED = re.compile(r"e\.g\.[^\n]*")
_QUOTED = re.compile(r"\"([^\"\n]{4,60})\"")
_EG_BARE = re.compile(r"e\.g\.\s+([A-Z][^\n\"]{3,40}?)\s*$", re.M)


class Gate(BaseModel):
    value: float = 1.0
    reasons: list[str] = Field(default_factory=list)

    @property
    def fired(self) -> bool:
        return self.value < 1.0


def _distinctive(s: str) -> bool:
    """An example string worth flagging: has letters, is not a bare number/money/date
    pattern (a real report may legitimately write 'USD 1.0M')."""
    s = s.strip()
    if len(s) < 6 or not re.search(r"[A-Za-z]{3}", s):
        return False
    return not re.search(r"\d", s)


@functools.cache
def contamination_strings() -> tuple[str, ...]:
    """Fixed strings plus the distinctive example strings of the contract files."""
    found: set[str] = set(FIXED_CONTAMINATION)
    try:
        from rubric.contract import runtime_dir

        root = runtime_dir()
        files = [p for p in root.rglob("*") if p.suffix in {".md", ".yaml", ".yml"}]
    except Exception:  # contract files unavailable: the fixed list still applies
        files = []
    for path in files:
        try:
            text = path.read_text(encoding="utf-8")
        except OSError:
            continue
        for m in _PLACEHOLDER.finditer(text):
            found.add(f"<{m.group(1)}>")
        for line in _EG_QUOTED.findall(text):
            for q in _QUOTED.findall(line):
                if _distinctive(q):
                    found.add(q)
                    # "Placeville, Countryland": each invented part is distinctive on its own
                    found.update(p.strip() for p in q.split(",")
                                 if len(p.strip()) >= 8 and " " not in p.strip())
        for m in _EG_BARE.finditer(text):
            if _distinctive(m.group(1)):
                found.add(m.group(1).strip())
    return tuple(sorted(found, key=str.lower))


@functools.cache
def _contamination_regex() -> re.Pattern[str]:
    parts = [re.escape(s) for s in contamination_strings()]
    return re.compile("|".join(parts), re.IGNORECASE)




@functools.cache
def _needles() -> tuple[str, ...] | None:
    """The contamination strings lower-cased, or None when one is not ASCII."""
    strings = contamination_strings()
    return tuple(s.lower() for s in strings) if all(s.isascii() for s in strings) else None


@functools.cache
def _needle_groups() -> tuple[tuple[bytes, ...], tuple[bytes, ...]]:
    """The ASCII needles as bytes, minus those containing another needle (implied by it), split
    into those starting with '<' (placeholders: checked only when the text has a '<') and the
    rest."""
    needles = _needles() or ()
    kept = [n for n in needles if not any(m != n and m in n for m in needles)]
    angled = tuple(n.encode() for n in kept if n.startswith("<"))
    return angled, tuple(n.encode() for n in kept if not n.startswith("<"))


def _any_needle(text: str) -> bool:
    """Whether some needle is a substring of `text.lower()`, for a text with no ASCII_FOLDING
    character. Tested on the UTF-8 bytes lower-cased: bytes.lower() folds only ASCII, and an
    ASCII needle can only sit on a run of ASCII characters, which both forms lower-case alike;
    it is several times faster than `str.lower()` on non-ASCII text."""
    low = text.encode("utf-8", "surrogatepass").lower()
    angled, plain = _needle_groups()
    if any(map(low.__contains__, plain)):
        return True
    return b"<" in low and any(map(low.__contains__, angled))


def contamination_hits(text: str) -> list[str]:
    text = text or ""
    needles = _needles()
    # a case-insensitive alternation of literals scans slowly in `re` (~0.7 ms a report). When
    # the strings are ASCII and the text has no character that IGNORECASE folds to an ASCII
    # letter, every match is ASCII text equal to a string up to ASCII case, so it shows as a
    # substring of `text.lower()`: no substring means no match, exactly; the regex then runs
    # only on the rare report that has a candidate
    if needles is not None and (text.isascii() or not any(c in text for c in ASCII_FOLDING)):
        if not _any_needle(text):
            return []
    return sorted({m.group(0) for m in _contamination_regex().finditer(text)
                   if _copied(m, text)})


@functools.cache
def _as_written() -> dict[str, str]:
    """Each contract example phrase (several words; not a fixed string, not a placeholder) by its
    lower case: such an example counts only as the contract writes it, since a phrase of plain
    words ("Name Two") is also prose ("each name two or three of these companies": outside
    round 42). An invented word ("Placeville") counts in any case."""
    fixed = {f.lower() for f in FIXED_CONTAMINATION}
    return {s.lower(): s for s in contamination_strings()
            if s.lower() not in fixed and not s.startswith("<") and " " in s.strip()}


# where a list's member stands: after a list's lead-in or separator, before a separator or
# the sentence's end ("Its customers include name one and name two [14].")
_MEMBER_BEFORE = re.compile(r"(?:\b(?:include[sd]?|including|are|were|such as|like|and|or)|"
                            r"[:,])\s*$", re.I)
_MEMBER_AFTER = re.compile(r"\s*(?:\[[^\]]*\]\s*)*(?:$|[.;,]|(?:and|or)\b)", re.I)


def _copied(m: re.Match[str], text: str) -> bool:
    """Whether a contamination match counts: a fixed string or an invented word in any case;
    a contract example phrase as the contract writes it, or in another case where it stands as
    a list's member ("Its customers include name one and name two": check 17), not in prose
    ("each name two or three of these companies")."""
    hit = m.group(0)
    example = _as_written().get(hit.lower())
    if example is None or hit == example:
        return True
    return _MEMBER_BEFORE.search(text, max(0, m.start() - 40), m.start()) is not None and \
        _MEMBER_AFTER.match(text, m.end()) is not None


WORLD_MISMATCH = "world mismatch"  # the named reason `tearsheet-env eval` counts


def compute_gate(*, websearch_calls: int, report_text: str, facts_ok: bool,
                 facts_reason: str | None, sections_found: int, sections_required: int,
                 world_mismatch: str | None = None, disguised: list[str] | None = None) -> Gate:
    gate = Gate()
    if world_mismatch:  # the policy could not research this task: its world is another one
        gate.value = HARD_CAP
        gate.reasons.append(f"{WORLD_MISMATCH}: {world_mismatch}")
    if websearch_calls <= 0:
        gate.value = HARD_CAP
        gate.reasons.append("no websearch call in the rollout")
    hits = contamination_hits(report_text)
    if hits:
        gate.value = HARD_CAP
        gate.reasons.append(f"template contamination: {', '.join(hits[:5])}")
    if disguised:
        gate.value = HARD_CAP
        gate.reasons.append(f"look-alike letters disguise words: {', '.join(disguised[:3])}")
    notes = grader_notes(report_text)
    if notes:
        gate.value = HARD_CAP
        gate.reasons.append(f"note to the grader: {notes[0]!r}")
    soft: list[str] = []
    if not facts_ok:
        soft.append(f"facts block missing or malformed: {facts_reason}")
    if sections_found < sections_required:
        soft.append(f"report stops early: {sections_found} of {sections_required} sections")
    if soft:
        gate.value = min(gate.value, SOFT_CAP)
        gate.reasons.extend(soft)
    return gate
