"""The total parser of the tearsheet contract (SPEC §4).

`parse_report(text)` turns any string into a `ParsedReport`: sections with their sentence-level
claims and citations, the Sources list, the Comparable Companies table, the ```facts and
```retractions YAML blocks, and a list of parse errors. It never raises and runs in time linear
in the input: one pass over the lines, regexes without nested quantifiers, a size cap on the YAML
it hands to the YAML library, and a loader that refuses anchors and aliases (YAML bombs).
"""

from __future__ import annotations

import datetime as _dt
import functools
import re
from dataclasses import dataclass, field
from typing import Any

import yaml

from rubric.contract import Contract, load_contract
from rubric.memo import memo
from rubric.report.facts_yaml import _QUOTED_ITEM, load_simple
from rubric.report.models import (
    Claim,
    FactEntry,
    ParsedReport,
    Retraction,
    Section,
    SourceEntry,
)

SOURCES_HEADINGS = ("sources", "references", "bibliography", "citations", "source list")
MAX_YAML_CHARS = 256_000  # a facts block is a few kB; anything larger is not a facts block
MAX_CITATION_RANGE = 50  # [1-999999] must not expand to a million ids
MAX_ERRORS = 200
_MARKUP_STARTS = frozenset(" #`~")  # only these can open a heading or a fence
MAX_HEADING_CHARS = 400  # a longer line is prose, and the heading regex need not scan it

_HEADING = re.compile(r"^ {0,3}(#{1,6})[ \t]+(.*?)[ \t]*#*[ \t]*$")
_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})[ \t]*([^`\s]*)")
# [3], [3, 5], [3-5], [3–5]; the first character after "[" must be a digit or a space, so
# footnotes [^1], letters [a] and empty brackets [ ] never match.
_CITATION = re.compile(r"\[ ?(\d{1,6}(?: ?[,;] ?\d{1,6}| ?[-–—] ?\d{1,6}){0,50}) ?\](?!\()")
_CITATION_PART = re.compile(r"(\d{1,6})(?: ?[-–—] ?(\d{1,6}))?")
_SOURCE_LINE = re.compile(r"^\s{0,8}(?:[-*+]\s{1,4})?(?:\[(\d{1,6})\]:?|(\d{1,6})[.)])\s*(.*)$")
_URL = re.compile(r"<?(https?://[^\s<>()\]]+)>?")
_MD_LINK = re.compile(r"\[([^\]\n]{0,500})\]\((https?://[^\s)]+)\)")
_NUMBERING = re.compile(r"^(?:section\s+)?(?:\d{1,2}|[ivx]{1,4})[.):]?\s+", re.I)
# end of a sentence: . ! or ? possibly followed by its citations ("2019.[3]") and a quote
_SENTENCE_END = re.compile(r"[.!?](?:\[[\d ,;\-–—]{1,60}\])*[\"')]?\s+")
# a full stop after an abbreviation or an initial ("Inc.", "U.S.", "J. Smith") ends no sentence;
# after a round's letter it does ("… for the Series C. Paeon Fund's page …": outside round 25)
_NOT_AN_END = re.compile(
    r"(?:\b(?i:inc|ltd|co|corp|llc|plc|e\.g|i\.e|vs|etc|mr|ms|mrs|dr|st|no|approx|jr|sr|u\.s|"
    r"u\.k|est|ca|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)|(?<!Series )\b[A-Z])\.$"
)
_LEADING_CITES = re.compile(r"^(?:\[[^\]\n]{0,40}\]\s*)+")
_WORDY = re.compile(r"[A-Za-z0-9]")
_SPACE_BEFORE_PUNCT = re.compile(r" (?=[.,;:!?])")
_LIST_ITEM = re.compile(r"^\s{0,12}(?:[-*+]|\d{1,3}[.)])\s+")
_TABLE_RULE = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")
_EMPHASIS = re.compile(r"[*_`]")
_NOT_ALNUM = re.compile(r"[^a-z0-9]+")


# a "&" or "*" where a YAML node may start (line start, after space or a flow indicator) and
# followed by a name: every anchor and alias matches, and so do a few plain scalars (harmless)
_MAYBE_ANCHOR = re.compile(r"(?:^|[\s\[\]{},])[&*][^\s,\[\]{}]")
_FAST_LOADER = getattr(yaml, "CSafeLoader", None)


class _NoAliasLoader(yaml.SafeLoader):
    """SafeLoader that refuses anchors and aliases: a facts block never needs them, and
    refusing them is what makes billion-laughs inputs harmless."""

    def compose_node(self, parent: Any, index: Any) -> Any:  # type: ignore[override]
        if self.check_event(yaml.AliasEvent):
            raise yaml.YAMLError("aliases are not allowed in a facts block")
        event = self.peek_event()
        if getattr(event, "anchor", None):
            raise yaml.YAMLError("anchors are not allowed in a facts block")
        return super().compose_node(parent, index)


def _normalize_heading_uncached(text: str) -> str:
    t = _EMPHASIS.sub("", text).strip()
    t = _NUMBERING.sub("", t)
    t = t.replace("&", " and ").lower()
    t = _NOT_ALNUM.sub(" ", t)
    return " ".join(t.split())


_normalize_heading = memo("rollout", 4096)(_normalize_heading_uncached)


def _read_heading(line: str) -> tuple[int, str] | None:
    hm = _HEADING.match(line) if len(line) <= MAX_HEADING_CHARS else None
    return (len(hm.group(1)), hm.group(2).strip()) if hm else None


@dataclass
class _Matcher:
    """Maps normalized heading text to a canonical section, from the contract's names and
    aliases only: an unknown heading stays unknown."""

    contract: Contract
    table: dict[str, int] = field(default_factory=dict)
    comparables_name: str = ""
    # the normal form of every heading the contract spells out (names, aliases, Sources), so
    # that a report written to the contract normalizes its headings by one lookup
    known: dict[str, str] = field(default_factory=dict)
    # the heading lines that write those spellings ("## Leadership"), each read once here
    heading_lines: dict[str, tuple[int, str]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        spellings = [heading.capitalize() for heading in SOURCES_HEADINGS]
        for i, spec in enumerate(self.contract.sections):
            for name in (spec.name, *spec.aliases):
                self.table.setdefault(_normalize_heading_uncached(name), i)
                spellings.append(name)
        for heading in spellings:
            for spelling in (heading, heading.title(), heading.lower()):
                self.known[spelling] = _normalize_heading_uncached(spelling)
        for spelling in self.known:
            for level in (1, 2, 3):
                line = "#" * level + " " + spelling
                if (read := _read_heading(line)) is not None:
                    self.heading_lines[line] = read
        self.comparables_name = next(
            (s.name for s in self.contract.sections if s.key == "comparables"),
            self.contract.section_names[-2],
        )

    def read_heading(self, line: str) -> tuple[int, str] | None:
        """(level, text) of a markdown heading line, or None."""
        known = self.heading_lines.get(line)
        return _read_heading(line) if known is None else known

    def normalize(self, heading: str) -> str:
        norm = self.known.get(heading)
        return _normalize_heading(heading) if norm is None else norm

    def match(self, heading: str) -> int | None:
        return self.table.get(self.normalize(heading))


def _expand_citation(group: str, errors: list[str]) -> list[int]:
    if group.isdigit():
        return [int(group)]
    out: list[int] = []
    for m in _CITATION_PART.finditer(group):
        lo = int(m.group(1))
        hi = int(m.group(2)) if m.group(2) else lo
        if hi < lo:
            lo, hi = hi, lo
        if hi - lo >= MAX_CITATION_RANGE:
            _add_error(errors, f"citation range [{lo}-{hi}] too large; kept its ends")
            out.extend((lo, hi))
        else:
            out.extend(range(lo, hi + 1))
    return out


def _extract_citations(text: str, errors: list[str]) -> tuple[str, list[int]]:
    if "[" not in text:
        return " ".join(text.split()), []
    # one split gives the text between citations (even slots) and each citation's body (odd)
    parts = _CITATION.split(text)
    if len(parts) == 1:
        return " ".join(text.split()), []
    cites: list[int] = []
    for group in parts[1::2]:
        if group.isdigit():  # [3]
            cites.append(int(group))
        elif "-" in group or "–" in group or "—" in group:  # [3-5]
            cites.extend(_expand_citation(group, errors))
        else:  # [3, 5] or [3; 5]: the pattern holds digits, separators and spaces only
            cites.extend(map(int, group.replace(";", ",").split(",")))
    clean = " ".join(" ".join(parts[::2]).split())
    # "in 2019 [3]." leaves "in 2019 ." behind
    return _SPACE_BEFORE_PUNCT.sub("", clean), sorted(set(cites)) if len(cites) > 1 else cites


def _split_sentences(paragraph: str) -> list[str]:
    pieces: list[str] = []
    start = 0
    for m in _SENTENCE_END.finditer(paragraph):
        # look only at the tail: copying the whole sentence here would be quadratic
        end, after = m.span()
        if (
            paragraph[end] == "."
            and paragraph[end - 1 : end].isalpha()
            and _NOT_AN_END.search(paragraph, max(start, end - 9), end + 1)
        ):
            continue
        pieces.append(paragraph[start:after])
        start = after
    pieces.append(paragraph[start:])
    # citations written after the full stop ("... in 2019. [3]") belong to the sentence before
    merged: list[str] = []
    for piece in pieces:
        sentence = piece.strip()
        if merged and sentence[:1] == "[":
            lead = _LEADING_CITES.match(sentence)
            if lead and _CITATION.search(lead.group(0)):
                merged[-1] = merged[-1].rstrip() + " " + lead.group(0).strip()
                sentence = sentence[lead.end() :].strip()
        if sentence:
            merged.append(sentence)
    return merged


# The sentence shape nearly every paragraph is made of: "Text of the claim [3]." or "... [4, 5].",
# one space between sentences. Its text is words split by single spaces, with no "[" (so the
# citation at the end is its only one), no word after a space that starts with , . ; : ! or ?
# (`_SPACE_BEFORE_PUNCT` would edit it), and no word ending in . ! or ? or in one of them and a
# quote (a possible sentence end, where `_split_sentences` would have to judge abbreviations).
# Within such a paragraph the only sentence ends are the "]. " after each citation, so the
# general split and citation extraction would give exactly (text + ".", citations).
# Possessive quantifiers: a word is always taken whole (a space or "[" must follow it), and
# not backtracking into words keeps the match about three times faster.
_WORD = r"""[^\s\[]++(?<![.!?])(?<![.!?]["')])"""
_PLAIN_SENTENCE = re.compile(
    rf"({_WORD}(?: (?![.,;:!?]){_WORD})*+) \[(\d{{1,6}}(?:, \d{{1,6}}){{0,50}})\]\.(?: |\Z)"
)


def _read_plain_paragraph(paragraph: str, line_no: int) -> list[Claim] | None:
    """The claims of a paragraph made only of plain cited sentences, or None: then
    `_split_sentences` and `_extract_citations` read it."""
    claims: list[Claim] = []
    pos, end = 0, len(paragraph)
    read_sentence = _PLAIN_SENTENCE.match
    # each match starts where the last sentence ended, so the paragraph is scanned once
    while pos < end:
        m = read_sentence(paragraph, pos)
        if m is None:
            return None
        pos = m.end()
        text, group = m.groups()
        cites = [int(group)] if group.isdigit() else sorted(set(map(int, group.split(","))))
        claims.append(Claim(text + ".", cites, line_no))
    return claims or None


def _add_error(errors: list[str], message: str) -> None:
    if len(errors) < MAX_ERRORS:
        errors.append(message)
    elif len(errors) == MAX_ERRORS:
        errors.append("too many errors; further errors dropped")


def _table_cells(line: str) -> list[str]:
    s = line.strip()
    if s.startswith("|"):
        s = s[1:]
    if s.endswith("|"):
        s = s[:-1]
    return list(map(str.strip, s.split("|")))


_PLAIN_TYPES = (str, int, bool, type(None))
_PLAIN_TYPE_SET = set(_PLAIN_TYPES)
_JUST_INT = {int}


def _as_text(value: Any) -> Any:
    """YAML dates become ISO strings; containers are kept as JSON-compatible data."""
    if type(value) in _PLAIN_TYPES:
        return value
    if isinstance(value, _dt.datetime | _dt.date):
        return value.isoformat()
    if isinstance(value, list):
        if type(value) is list and set(map(type, value)) <= _PLAIN_TYPE_SET:
            return value.copy()  # the usual list of names: each item is its own text
        return [_as_text(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _as_text(v) for k, v in value.items()}
    if isinstance(value, float) and value != value:  # NaN is not a value
        return None
    return value


def _as_cite_list(raw: Any, errors: list[str], fact_id: str) -> list[int]:
    if raw is None:
        return []
    if type(raw) is list and set(map(type, raw)) <= _JUST_INT:  # the usual [3, 5]
        return sorted(set(raw)) if len(raw) > 1 else raw.copy()
    items = raw if isinstance(raw, list) else [raw]
    out: list[int] = []
    for item in items:
        if isinstance(item, bool):
            _add_error(errors, f"facts: {fact_id}: cite entry {item!r} is not a source number")
        elif isinstance(item, int):
            out.append(item)
        elif isinstance(item, str) and re.fullmatch(r"[\s\[\]\d,;\-–]*", item) and item.strip():
            out.extend(_expand_citation(item, errors))
        else:
            _add_error(errors, f"facts: {fact_id}: cite entry {str(item)[:40]!r} is not a number")
    return sorted(set(out))


def _load_yaml(body: str) -> tuple[Any, str | None]:
    if len(body) > MAX_YAML_CHARS:
        return None, f"too large ({len(body)} chars > {MAX_YAML_CHARS})"
    # libyaml is ~20x faster, but its composer cannot refuse aliases; use it only where no
    # anchor or alias can occur, and let the strict pure-Python loader judge anything else
    simple = load_simple(body)
    if simple is not None:
        return simple, None
    loader = _NoAliasLoader if _MAYBE_ANCHOR.search(body) or not _FAST_LOADER else _FAST_LOADER
    try:
        return yaml.load(body, Loader=loader), None  # noqa: S506 - safe loaders only
    except RecursionError:
        return None, "yaml: nested too deeply"
    except yaml.YAMLError as exc:
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        return None, f"yaml: {first[:160]}"
    except Exception as exc:  # noqa: BLE001 - the parser is total
        return None, f"yaml: {type(exc).__name__}"


def _entries(data: Any, key: str) -> list[Any] | None:
    """Accept a list of entries, `{key: [...]}` or a mapping of id -> fields."""
    if isinstance(data, dict) and isinstance(data.get(key), list):
        return data[key]
    if isinstance(data, list):
        return data
    if isinstance(data, dict) and all(isinstance(v, dict) for v in data.values()):
        return [{"id": k, **v} for k, v in data.items()]
    return None


# One whole facts entry in the shape the contract documents, keys in its order: an id, a value
# (a quoted string, a list of quoted strings, an integer or null), then optionally a quoted
# as_of, a list of integer cites and a quoted status, one `key: value` a line. Every form is one
# that `load_simple` reads the same way (its `_LINE` groups), so an entry read here is the entry
# the general path would build; anything else (other keys or orders, blank lines, comments,
# other value forms) fails the match and the whole block goes the general way. An unquoted id
# must hold a ".", so it can never be a word YAML reads as a bool or null ("yes", "null").
# The quantifiers are possessive (no class can match what follows it, so nothing is lost), which
# makes the match nearly twice as fast; the reader ends the block with a line break, so that
# every line of the pattern ends with one.
_QUOTED_VALUE = r'"([^"\\\n]*+)"'
_INT = r"(?:0|[1-9][0-9]*+)"
_FACT_ENTRY = re.compile(
    rf"- id: (?:{_QUOTED_VALUE}|([A-Za-z][A-Za-z0-9_-]*+\.[A-Za-z0-9_.-]*+))\n"
    rf'  value: (?:{_QUOTED_VALUE}|\[("[^"\\\n]*+"(?:, ?"[^"\\\n]*+")*+)\]|(-?{_INT})|null)'
    r"\n"
    rf"(?:  as_of: {_QUOTED_VALUE}\n)?"
    rf"(?:  cite: \[({_INT}(?:, ?{_INT})*+)\]\n)?"
    rf"(?:  status: {_QUOTED_VALUE}\n)?"
)


def _read_plain_facts(body: str) -> list[FactEntry] | None:
    """The fact entries of a block made only of plain-shape entries, or None: then the general
    path (`load_simple`, PyYAML) reads it. Same result, without the intermediate dicts."""
    if "\t" in body or "\r" in body or len(body) > MAX_YAML_CHARS:
        return None  # the cases `_load_yaml` and `load_simple` treat specially
    if not body.endswith("\n"):
        body += "\n"  # the same lines, each ending in a line break
    facts: list[FactEntry] = []
    pos, end = 0, len(body)
    read_entry = _FACT_ENTRY.match
    try:
        # each match starts where the last entry ended, so the block is scanned once
        while pos < end:
            m = read_entry(body, pos)
            if m is None:
                return None  # a line that is not part of a plain entry
            pos = m.end()
            quoted_id, word_id, value, names, integer, as_of, cite, status = m.groups()
            if value is None:  # not a quoted string: a list of them, an integer or null
                if names is not None:
                    value = _QUOTED_ITEM.findall(names)
                elif integer is not None:
                    value = int(integer)
            if cite is None:
                cites = []
            elif "," in cite:
                cites = sorted(set(map(int, cite.split(","))))
            else:
                cites = [int(cite)]
            fid = word_id if quoted_id is None else quoted_id.strip()  # a word has no blanks
            facts.append(FactEntry(fid, value, as_of, cites, status))
    except ValueError:  # int() refuses 4,300+ digits: the general path reports it
        return None
    return facts or None


def _parse_facts(body: str, errors: list[str], claims: list[Claim] | None = None,
                 line_no: int = 0) -> tuple[list[FactEntry], str | None]:
    """The facts entries; the text of any key an entry has beyond the contract's fields goes
    to `claims`, cited to the entry's sources (a note in a facts entry is report text)."""
    plain = _read_plain_facts(body)
    if plain is not None:
        return plain, None
    data, err = _load_yaml(body)
    if err:
        return [], err
    entries = _entries(data, "facts")
    if entries is None:
        return [], "not a list of fact entries"
    facts: list[FactEntry] = []
    for i, entry in enumerate(entries):
        raw_id = entry.get("id") if isinstance(entry, dict) else None
        if not isinstance(raw_id, str):
            _add_error(errors, f"facts: entry {i + 1} has no string id")
            continue
        fid = raw_id.strip()
        value = entry.get("value")
        if type(value) not in _PLAIN_TYPES:
            value = _as_text(value)
        as_of = entry.get("as_of")
        if as_of is not None and type(as_of) is not str:
            as_of = str(_as_text(as_of))
        status = entry.get("status")
        if status is not None and type(status) is not str:
            status = str(status)
        raw_cite = entry["cite"] if "cite" in entry else entry.get("cites")
        cites = _as_cite_list(raw_cite, errors, fid)
        facts.append(FactEntry(fid, value, as_of, cites, status))
        if claims is not None and len(entry) > 1 and not entry.keys() <= _FACT_FIELDS:
            extra = [v for k, v in entry.items() if k not in _FACT_FIELDS]
            claims.extend(_text_claims(_text_leaves(extra), cites, line_no, errors))
    return facts, None


_FACT_FIELDS = frozenset({"id", "value", "as_of", "cite", "cites", "status"})
# the contract's form of an as_of: YYYY, YYYY-MM or YYYY-MM-DD (anything else is also read as text)
AS_OF_FORM = re.compile(r"\d{4}(?:-\d{1,2}(?:-\d{1,2})?)?")
MAX_TEXT_LEAVES = 1000  # a facts block is a few kB; a megabyte of nested notes is cut here


def _text_leaves(value: Any) -> list[str]:
    """The scalars of a YAML value (nested lists and mappings walked, keys included) as texts;
    no null or boolean, which states nothing."""
    out: list[str] = []
    stack = [value]
    while stack and len(out) < MAX_TEXT_LEAVES:
        item = stack.pop()
        if isinstance(item, dict):
            stack.extend(reversed([v for kv in item.items() for v in kv]))
        elif isinstance(item, list | tuple):
            stack.extend(reversed(item))
        elif item is not None and not isinstance(item, bool):
            plain = _as_text(item)  # a date as ISO text; NaN as None
            if plain is not None and (text := str(plain)).strip():
                out.append(text)
    return out


def _text_claims(texts: list[str], cites: list[int], line_no: int,
                 errors: list[str]) -> list[Claim]:
    """Text found in a facts or retractions block, read as sentences: each keeps its inline
    citations and the entry's `cites`."""
    out: list[Claim] = []
    for text in texts:
        for sentence in _split_sentences(" ".join(text.split())):
            clean, inline = _extract_citations(sentence, errors)
            if _WORDY.search(clean):
                out.append(Claim(clean, sorted({*cites, *inline}), line_no))
    return out


def _add_label(labels: list[Claim], text: str, line_no: int, errors: list[str]) -> None:
    clean, cites = _extract_citations(text, errors)
    if _WORDY.search(clean) and len(labels) < 10_000:
        labels.append(Claim(clean, cites, line_no))


def _yaml_comments(body: str) -> list[tuple[int, str]]:
    """(line offset, text) of the comments of a YAML block: a "#" at a line's start or after a
    blank, outside quotes. Quotes are followed within a line (a quoted scalar opens where a
    value can start: the line's start or after ": ", "- ", "[", "{" or ","), which is every
    shape a facts block takes; a multi-line quoted scalar is read line by line."""
    out: list[tuple[int, str]] = []
    for offset, line in enumerate(body.split("\n")):
        if "#" not in line:
            continue
        quote = ""
        prev = " "  # the last non-blank character before the current one, " " at the start
        for i, ch in enumerate(line):
            if quote:
                if ch == quote and not (quote == '"' and line[i - 1] == "\\"):
                    quote, prev = "", ch
                continue
            if ch in "\"'" and prev in " :-[{,":
                quote = ch
            elif ch == "#" and (i == 0 or line[i - 1] in " \t"):
                text = line[i:].lstrip("#").strip()
                if text:
                    out.append((offset, text))
                break
            if ch not in " \t":
                prev = ch
    return out


def _parse_retractions(body: str, errors: list[str]) -> tuple[list[Retraction], str | None]:
    data, err = _load_yaml(body)
    if err:
        return [], err
    if data is None:
        return [], None
    entries = _entries(data, "retractions")
    if entries is None:
        return [], "not a list of retractions"
    out: list[Retraction] = []
    for i, entry in enumerate(entries):
        if not isinstance(entry, dict) or not isinstance(entry.get("id"), str):
            _add_error(errors, f"retractions: entry {i + 1} has no string id")
            continue
        out.append(Retraction(id=entry["id"].strip(), reason=str(entry.get("reason") or "")))
    return out, None


# The Sources line nearly every report writes: "[3] Title — https://url", the URL being the
# last space-separated word. When the title neither starts nor ends with a blank or a character
# that titles are stripped of, and holds no "http" and no "](", the general code below would
# keep the title as written and take that last word as the URL; reading the line in two parts,
# split at its last space, spares it from scanning most of the line twice.
_TITLE_EDGE = r"""[^\s\-—–:|"']"""
_PLAIN_SOURCE_HEAD = re.compile(rf"\[(\d{{1,6}})\] ({_TITLE_EDGE}(?:.*{_TITLE_EDGE})?) [-—–]")
_PLAIN_URL = re.compile(r"https?://[^\s<>()\]]++")


def _parse_source_line(line: str) -> SourceEntry | None:
    head, _, url = line.rpartition(" ")
    plain = _PLAIN_SOURCE_HEAD.fullmatch(head)
    if plain is not None and _PLAIN_URL.fullmatch(url):
        number, title = plain.groups()
        if "http" not in title and "](" not in title:
            return SourceEntry(int(number), title[:500], url.rstrip(".,;")[:2000])
    m = _SOURCE_LINE.match(line)
    if not m:
        return None
    bracketed, dotted, rest = m.groups()
    n = int(bracketed or dotted)
    rest = rest.strip()
    link = _MD_LINK.search(rest) if "](" in rest else None
    if link:
        title, url = link.group(1).strip(), link.group(2)
        rest_title = _MD_LINK.sub("", rest).strip(" -—–:|\t")
        title = title or rest_title
    else:
        # every URL holds "http" at its start, or just after a "<": scan from there
        at = rest.find("http")
        u = _URL.search(rest, max(at - 1, 0)) if at >= 0 else None
        url = u.group(1).rstrip(".,;") if u else ""
        title = (rest[: u.start()] + rest[u.end() :]) if u else rest
        title = title.strip().strip(" -—–:|\t\"'").strip()
    return SourceEntry(n, title[:500], url[:2000])


def _unwrap_whole_fence(lines: list[str]) -> list[str]:
    """A report sent as one ```markdown block is the report itself."""
    # only the first and the last non-blank line matter
    top, bottom = 0, len(lines) - 1
    while top <= bottom and not lines[top].strip():
        top += 1
    while bottom > top and not lines[bottom].strip():
        bottom -= 1
    if top >= bottom:
        return lines  # fewer than two non-blank lines
    first, last = lines[top].strip(), lines[bottom].strip()
    if last != "```" or first not in ("```", "```markdown", "```md"):
        return lines
    inner = lines[top + 1 : bottom]
    if first == "```" and any(ln.lstrip().startswith("```") for ln in inner):
        return lines  # a plain fence followed by more fences is not a wrapper
    return inner


def parse_report(text: Any) -> ParsedReport:
    """Parse a tearsheet. Total: any input gives a `ParsedReport`, never an exception."""
    try:
        return _parse(text)
    except Exception as exc:  # noqa: BLE001 - last line of defence; the parser must be total
        contract = load_contract()
        return ParsedReport(
            missing_sections=contract.section_names,
            facts_error="missing",
            errors=[f"internal parser error: {type(exc).__name__}"],
        )


@functools.cache
def _matcher() -> _Matcher:
    return _Matcher(load_contract())


def _parse(text: Any) -> ParsedReport:
    contract = load_contract()
    matcher = _matcher()
    errors: list[str] = []
    if isinstance(text, bytes):
        text = text.decode("utf-8", errors="replace")
    elif not isinstance(text, str):
        _add_error(errors, f"report is a {type(text).__name__}, not text")
        text = "" if text is None else str(text)
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    if "\x00" in text:
        text = text.replace("\x00", "")
    lines = _unwrap_whole_fence(text.split("\n"))

    report = ParsedReport()
    sections: list[Section] = []
    current: Section | None = None
    region = "preamble"  # preamble | section | sources | unknown
    unclosed_fence: tuple[str, int] | None = None  # info, start line
    facts_bodies: list[tuple[int, str]] = []
    retraction_bodies: list[tuple[int, str]] = []
    paragraph: list[tuple[int, str]] = []
    table_lines: list[tuple[int, str]] = []
    seen: set[int] = set()

    def flush_paragraph() -> None:
        if not paragraph:
            return
        line_no = paragraph[0][0]
        joined = paragraph[0][1] if len(paragraph) == 1 else " ".join(t for _, t in paragraph)
        paragraph.clear()
        # every part of the report is read: text outside the ten sections (preamble, unknown
        # headings, after Sources, other fences) is claims, checked like section text
        target = current.claims if (region == "section" and current) else \
            report.unsectioned_claims
        plain = _read_plain_paragraph(joined, line_no)
        if plain is not None:
            target.extend(plain)
            return
        for sentence in _split_sentences(joined):
            clean, cites = _extract_citations(sentence, errors)
            if cites or _WORDY.search(clean):
                target.append(Claim(clean, cites, line_no))

    def flush_table() -> None:
        if not table_lines:
            return
        rows = list(table_lines)
        table_lines.clear()
        outside = region != "section" or current is None
        header = _table_cells(rows[0][1])
        body = rows[2:] if len(rows) > 1 and _TABLE_RULE.match(rows[1][1]) else rows[1:]
        # only the first table of Comparable Companies is the comparables table
        is_comparables = (
            region == "section"
            and current is not None
            and current.name == _comparables_name
            and report.table is None
        )
        if is_comparables:
            report.table_columns = header
            report.table = []
        else:
            # any other table's header row is text a writer may use as a label (the
            # comparables header is checked against the contract's columns)
            _add_label(report.labels, " | ".join(header), rows[0][0], errors)
        for line_no, raw in body:
            cells = _table_cells(raw)
            clean, cites = _extract_citations(" | ".join(cells), errors)
            if _WORDY.search(clean):
                claims = report.unsectioned_claims if outside or current is None \
                    else current.claims
                claims.append(Claim(clean, cites, line_no))
            if is_comparables and report.table is not None and len(report.table) < 1000:
                if len(cells) != len(header):
                    _add_error(
                        errors,
                        f"comparables table: line {line_no} has {len(cells)} cells, "
                        f"header has {len(header)}",
                    )
                report.table.append(
                    dict(zip(header, cells, strict=False))  # cells past the header are dropped
                    if len(cells) >= len(header)
                    else {h: (cells[i] if i < len(cells) else "") for i, h in enumerate(header)}
                )

    _comparables_name = matcher.comparables_name

    numbered = enumerate(lines, 1)
    for line_no, line in numbered:
        if not line:  # the commonest line: it ends a paragraph or a table (not a Sources entry)
            if region != "sources":
                if table_lines:
                    flush_table()
                if paragraph:
                    flush_paragraph()
            continue
        first = line[0]
        maybe_markup = first in _MARKUP_STARTS
        # a fence opens with ` or ~, a heading with #, either after up to three spaces
        fm = _FENCE.match(line) if maybe_markup and first != "#" else None
        if fm:
            flush_paragraph()
            flush_table()
            marker, info = fm.group(1), fm.group(2).lower()
            # the body runs to the first line made of the marker's character only, at least as
            # many of them as opened it; find it here, from the same iterator
            char = marker[0]
            for close_no, body_line in numbered:
                if char in body_line:
                    stripped = body_line.strip()
                    if stripped.startswith(marker) and not stripped.strip(char):
                        body_end = close_no - 1  # the closing line's index
                        break
            else:
                unclosed_fence = (info, line_no)
                break
            if info == "facts":
                facts_bodies.append((line_no, "\n".join(lines[line_no:body_end])))
            elif info == "retractions":
                retraction_bodies.append((line_no, "\n".join(lines[line_no:body_end])))
            else:  # any other fence is report text like the rest: read, never skipped
                for body_no in range(line_no, body_end):
                    if lines[body_no].strip():
                        paragraph.append((body_no + 1, lines[body_no].strip()))
                        flush_paragraph()
            continue
        read = matcher.read_heading(line) if first == "#" or first == " " else None
        if read is not None:
            if paragraph:
                flush_paragraph()
            if table_lines:
                flush_table()
            level, heading = read
            norm = matcher.normalize(heading)
            matched = matcher.table.get(norm)
            if norm in SOURCES_HEADINGS and level <= 3:
                region, current = "sources", None
                continue
            is_section = False
            if matched is not None:
                if level <= 2:
                    is_section = True
                elif matched not in seen and (current is None or matched > current.index):
                    # "### Funding History" where that section is due: a section, not a subhead
                    is_section = True
            if is_section and matched is not None:
                name = contract.sections[matched].name
                if matched in seen:
                    if name not in report.duplicate_sections:
                        report.duplicate_sections.append(name)
                seen.add(matched)
                current = Section(name, heading, matched, level, line_no)
                sections.append(current)
                region = "section"
            else:
                if level == 1 and report.title is None and not sections:
                    report.title = heading
                elif level <= 2:
                    report.unknown_headings.append(heading[:200])
                    _add_error(errors, f"unknown heading '{heading[:80]}' at line {line_no}")
                    region, current = "unknown", None
                # deeper headings that are not sections are sub-headings of the current region;
                # every heading that is no section is text, read by Tier A as a label or claim
                _add_label(report.labels, heading, line_no, errors)
            continue
        if region == "sources":
            entry = _parse_source_line(line)
            if entry is not None:
                report.sources.append(entry)
                continue
            if not line.strip():
                continue
            # prose after Sources is report text outside the sections: read as such
        stripped = line.strip()
        if stripped.startswith("|") or (table_lines and "|" in stripped):
            flush_paragraph()
            table_lines.append((line_no, line))
            continue
        if table_lines:
            flush_table()
        if not stripped:
            flush_paragraph()
            continue
        # a list item starts with a bullet or a number: most lines are ruled out by their first
        # character (str.strip and the pattern's \s agree on what is blank; \d is isdecimal)
        lead = stripped[0]
        item = _LIST_ITEM.match(line) if lead in "-*+" or lead.isdecimal() else None
        if item:
            # every list item is its own unit of claims
            flush_paragraph()
            paragraph.append((line_no, line[item.end() :]))
            flush_paragraph()
            continue
        paragraph.append((line_no, stripped))
    flush_paragraph()
    flush_table()

    if unclosed_fence is not None:
        info, start = unclosed_fence
        _add_error(errors, f"unclosed code fence ({info or 'plain'}) opened at line {start}")
        if info == "facts":
            report.facts_error = f"unclosed fence at line {start}"
        elif info == "retractions":
            report.retractions_error = f"unclosed fence at line {start}"

    report.sections = sections
    names = contract.section_names
    report.missing_sections = (
        [] if len(seen) == len(names) else [n for i, n in enumerate(names) if i not in seen]
    )
    firsts: list[int] = []
    for s in sections:
        if s.index not in firsts:
            firsts.append(s.index)
    report.out_of_order = firsts != sorted(firsts)

    if facts_bodies:
        if len(facts_bodies) > 1:
            lines_at = ", ".join(str(s) for s, _ in facts_bodies)
            _add_error(
                errors, f"{len(facts_bodies)} facts blocks (lines {lines_at}); used the last"
            )
        facts_line, facts_body = facts_bodies[-1]
        report.facts, report.facts_error = _parse_facts(
            facts_body, errors, report.unsectioned_claims, facts_line)
        # what the checks of the facts do not read is text, read as claims cited to the
        # entry's sources: an entry whose id the contract does not have, an entry a later one
        # of the same id overrides, an as_of that is no date and a status the contract does
        # not list, and every entry of an earlier facts block (only the last block is the
        # facts block)
        known, statuses = contract.facts, contract.fact_statuses
        last_of = {fact.id: i for i, fact in enumerate(report.facts)}
        for i, fact in enumerate(report.facts):
            texts = [] if fact.id in known and last_of[fact.id] == i else \
                _text_leaves(fact.value)
            if not texts and known.get(fact.id) is not None and \
                    known[fact.id].type == "table":
                # the table fact's value is no value (the table is): it is read as a label,
                # so "see table" states nothing and a value the prose does not state is read
                for text in _text_leaves(fact.value):
                    _add_label(report.labels, text, facts_line, errors)
            if fact.as_of is not None and not AS_OF_FORM.fullmatch(str(fact.as_of).strip()):
                texts.append(str(fact.as_of))
            if fact.status is not None and fact.status.strip() not in statuses:
                texts.append(fact.status)
            if texts:
                report.unsectioned_claims.extend(
                    _text_claims(texts, fact.cite, facts_line, errors))
        for line_no, body in facts_bodies[:-1]:
            earlier, _ = _parse_facts(body, [], report.unsectioned_claims, line_no)
            for fact in earlier:
                texts = _text_leaves(fact.value)
                texts += [str(x) for x in (fact.as_of, fact.status) if x is not None]
                report.unsectioned_claims.extend(_text_claims(texts, fact.cite, line_no, errors))
    elif report.facts_error is None:
        report.facts_error = "missing"
    if retraction_bodies:
        retractions_line, retractions_body = retraction_bodies[-1]
        report.retractions, report.retractions_error = _parse_retractions(
            retractions_body, errors
        )
        # a reason is text (the contract asks it to cite what contradicted the fact), in the
        # retractions block and in any earlier one
        for line_no, body in retraction_bodies[:-1]:
            earlier, _ = _parse_retractions(body, [])
            report.unsectioned_claims.extend(
                _text_claims([r.reason for r in earlier], [], line_no, errors))
        report.unsectioned_claims.extend(
            _text_claims([r.reason for r in report.retractions], [], retractions_line, errors))
    # comment lines of the facts and retractions blocks are text too
    for start, body in (*facts_bodies, *retraction_bodies):
        if "#" in body:
            for offset, comment in _yaml_comments(body):
                _add_label(report.labels, comment, start + 1 + offset, errors)

    if report.table is None and any(s.name == _comparables_name for s in sections):
        _add_error(errors, "comparables table: no markdown table in Comparable Companies")
    cited = {c for s in sections for cl in s.claims for c in cl.citations}
    cited |= {c for cl in report.unsectioned_claims for c in cl.citations}
    report.citations = sorted(cited)
    report.errors = errors
    return report
