"""The tearsheet contract, read from `agent_runtime/` — the one source of the section list and
the fact inventory. Nothing else in the project keeps a second copy."""

from __future__ import annotations

import functools
from importlib import resources
from pathlib import Path
from typing import Literal

import yaml
from pydantic import BaseModel, ConfigDict

ValueType = Literal["year", "money", "count", "percent", "person", "date", "text", "list", "table"]


class FactSpec(BaseModel):
    model_config = ConfigDict(frozen=True)
    id: str
    type: ValueType
    description: str = ""
    dated: bool = False
    blank_ok: bool = False


class SectionSpec(BaseModel):
    model_config = ConfigDict(frozen=True)
    name: str
    key: str
    aliases: tuple[str, ...] = ()
    facts: tuple[FactSpec, ...] = ()


class TableSpec(BaseModel):
    model_config = ConfigDict(frozen=True)
    columns: tuple[str, ...]
    blank_ok: dict[str, tuple[str, ...]]
    blank_markers: tuple[str, ...]


class Contract(BaseModel):
    model_config = ConfigDict(frozen=True)
    version: int
    sections: tuple[SectionSpec, ...]
    comparables_table: TableSpec
    fact_statuses: tuple[str, ...]

    @property
    def section_names(self) -> list[str]:
        return [s.name for s in self.sections]

    @functools.cached_property
    def facts(self) -> dict[str, FactSpec]:
        return {f.id: f for s in self.sections for f in s.facts}

    @functools.cached_property
    def fact_section(self) -> dict[str, str]:
        return {f.id: s.name for s in self.sections for f in s.facts}


def runtime_dir() -> Path:
    """The agent_runtime/ folder: inside the installed wheel, or beside the source checkout."""
    packaged = Path(str(resources.files("rubric"))) / "_agent_runtime"
    if packaged.is_dir():
        return packaged
    checkout = Path(__file__).resolve().parent.parent / "agent_runtime"
    if checkout.is_dir():
        return checkout
    raise FileNotFoundError(
        f"agent_runtime/ not found (looked in {packaged} and {checkout}); reinstall tearsheet-env"
    )


def read_runtime_text(relative: str) -> str:
    return (runtime_dir() / relative).read_text(encoding="utf-8")


@functools.cache
def load_contract() -> Contract:
    return Contract.model_validate(yaml.safe_load(read_runtime_text("required_facts.yaml")))


INVENTORY_BEGIN = "<!-- fact-inventory:begin (generated from required_facts.yaml) -->"
INVENTORY_END = "<!-- fact-inventory:end -->"


def render_fact_inventory(contract: Contract) -> str:
    """The fact inventory as the markdown checklist embedded in the section-completeness
    skill; regenerate it with `tearsheet-env contract sync-skill` after editing the YAML."""
    lines = [INVENTORY_BEGIN]
    for number, section in enumerate(contract.sections, start=1):
        lines.append(f"\n### {number}. {section.name}\n")
        for fact in section.facts:
            notes = [fact.type]
            if fact.dated:
                notes.append("needs as_of")
            if fact.blank_ok:
                notes.append("may be not_disclosed")
            lines.append(f"- [ ] `{fact.id}` ({', '.join(notes)}) — {fact.description}")
    table = contract.comparables_table
    lines.append(
        f"\nComparables table columns: {' | '.join(table.columns)}. Cells that may stay blank"
        f" (`—`) when undisclosed: target {', '.join(table.blank_ok['target'])};"
        f" peers {', '.join(table.blank_ok['peers'])}."
    )
    lines.append(INVENTORY_END)
    return "\n".join(lines)


def sync_skill_inventory() -> Path:
    path = runtime_dir() / "skills" / "section-completeness" / "SKILL.md"
    text = path.read_text(encoding="utf-8")
    head, _, rest = text.partition(INVENTORY_BEGIN)
    _, _, tail = rest.partition(INVENTORY_END)
    path.write_text(head + render_fact_inventory(load_contract()) + tail, encoding="utf-8")
    return path


# ---- the scored contract, as the model's prompt states it ------------------------------------

CONTRACT_BEGIN = "<!-- scored-contract:begin (generated from required_facts.yaml) -->"
CONTRACT_END = "<!-- scored-contract:end -->"

# How a value of each type is written in the facts block: the forms the rubric reads.
VALUE_FORMATS: dict[str, str] = {
    "year": "a four-digit year",
    "money": "currency code and amount with scale, written `USD 12.5M` (M million, B billion)",
    "count": "a plain integer",
    "percent": "a number with a % sign",
    "person": "one full name",
    "date": "`YYYY-MM-DD` or `YYYY-MM`",
    "text": "a short phrase, one value",
    "list": "a YAML list of names, every member the sources give",
    "table": "`see table` (the Comparable Companies table is scored cell by cell)",
}

# What each comparables column holds (Revenue Multiple is a derived figure).
TABLE_COLUMN_MEANINGS: dict[str, str] = {
    "Company": "the company's name with its citation; the target on the first row",
    "HQ": "headquarters city and country",
    "Founded": "year founded",
    "Total Funding": "sum of all disclosed funding rounds",
    # an older round's valuation is the latest disclosed when no newer round gives one: careful
    # agents left such cells blank without opening the older releases (outside rounds 34, 35)
    "Last Valuation": "latest disclosed post-money valuation, whatever its round's date (when "
                      "no newer round gives one, an older round's release may)",
    # careful agents left peers' multiples blank whose revenue only a news story gave, having
    # read the peers' own sites (outside rounds 36-39, issue 23's budget bar)
    "Revenue Multiple": "Last Valuation divided by latest annual revenue, both the latest "
                        "disclosed whatever their dates, written like `8.5x`; `—` when either "
                        "is undisclosed (a company's revenue is often reported only in news "
                        "coverage of it, not on its own site)",
}


class ToolBudgets(BaseModel):
    """The per-rollout limits the prompt states (from the environment's arguments)."""

    model_config = ConfigDict(frozen=True)
    max_tool_calls: int
    max_fetch_bytes: int
    max_turns: int
    fetch_page_chars: int  # the most characters of a page one fetch returns


def render_scored_contract(contract: Contract, world_date: str | None,
                           budgets: ToolBudgets) -> str:
    """Everything the rubric scores, compactly: fact ids with type, format and `as_of`, the
    allowed blanks, the table's columns, the date, the budgets and the scoring rules. Embedded
    in AGENTS.md between markers (so the pi agent reads it too) and re-rendered by
    `tearsheet_env.env.system_prompt()`."""
    lines = [CONTRACT_BEGIN, "", "## The scored contract", ""]
    if world_date:
        lines.append(f"Today is {world_date}: no source is dated later; \"current\" means as "
                     "of today.")
    lines.append(f"Tool budgets per task: {budgets.max_tool_calls} tool calls, "
                 f"{budgets.max_fetch_bytes:,} bytes of tool results, {budgets.max_turns} turns; "
                 "calls past a budget answer `budget_exceeded` and cost reward. A turn is one of "
                 "your messages: it may hold several tool calls, and your last turn is the "
                 "report. A fetch returns up to "
                 f"{budgets.fetch_page_chars:,} characters of a page (most pages whole).")
    lines += ["", "Value formats: " + "; ".join(
        f"**{t}** {f}" for t, f in VALUE_FORMATS.items()) + ".", "",
        "Facts block ids (write each exactly; `as_of` = date the value holds for; "
        "`blank ok` = may be `not_disclosed` when no source gives it):", ""]
    for section in contract.sections:
        parts = []
        for fact in section.facts:
            notes = [fact.type] + (["as_of"] if fact.dated else []) + \
                (["blank ok"] if fact.blank_ok else [])
            parts.append(f"`{fact.id}` ({', '.join(notes)}): {fact.description}")
        lines.append(f"- {section.name}: " + "; ".join(parts))
    table = contract.comparables_table
    lines += ["", "Comparables columns: " + "; ".join(
        f"**{c}** {TABLE_COLUMN_MEANINGS.get(c, '')}".rstrip() for c in table.columns) + ". "
        f"Allowed blanks (`—`, only where no source discloses the value): target "
        f"{', '.join(table.blank_ok['target'])}; peers {', '.join(table.blank_ok['peers'])}. "
        "Any other blank cell is a defect. A row's citations, in any of its cells, cover the "
        "whole row. `comparables.rows` takes `value: see table` and needs no `cite`. Write an "
        "HQ as the sources give it (a city alone when they name no country), and cite in its row "
        "a page that names the country as well as the city.", "",
        "Scoring:", "",
        "- Completeness is measured against what the sources disclose, not against what you "
        "happened to read: a fact, list member or table figure the sources give and the report "
        "leaves out (or writes `not_disclosed` or `—`) is missing, charged once. A list counts "
        "in the share of the sources' members it names; a competitor left out of the table "
        "leaves its figures missing.",
        "- A wrong facts value costs more than `not_disclosed`, so never guess. A facts value "
        "is one value of its type, never a hedge between candidates. A retracted fact counts "
        "as not provided and its value is still checked: retracting never pays more than "
        "leaving the fact out.",
        "- Errors in the prose cost in proportion to the report's checked sentences; repeated, "
        "uncited or filler sentences add no weight. A wrong facts value or table cell, or an "
        "invented event about the company (a sale, merger, lawsuit, fine, indictment, "
        "insolvency, layoffs, a listing, a data breach), costs far more.",
        "- A page is its text plus the title, site and date the tools showed with it: all of "
        "them may be cited. A sentence with a number, date, proper name, rank or superlative, "
        "or reporting an event (a verb in the past tense), needs a citation, hedged or not, "
        "and every such value, list member and role–person pair must be on its cited pages; "
        "a figure you compute (a total of rounds, a revenue multiple) is on the pages of its "
        "parts: cite every one. A sentence saying what the sources do not disclose needs no "
        "citation, as long as it states no figure.",
        "- Say when a value holds: a past figure written as past (\"the Series B brought total "
        "funding to …\"), another company's figure written as that company's, a plan as a "
        "plan. The pages must say what the sentence says, not its denial or a figure, count "
        "or year of another measure; a relation between names (a deal, stake, suit, move or "
        "lead) must be in one cited sentence, and a value given to another company on a cited "
        "page about it; each value is charged on its own, however many share a sentence or "
        "cell. Prose gives no value to a fact the facts block writes `not_disclosed`.",
        "- Every part of the report is read: text outside the ten sections (preamble, other "
        "headings, after Sources, other fences, HTML comments), sub-headings and facts-block "
        "comments that state a value the prose does not, text added to a Sources title, facts "
        "entries with other ids or keys, and retraction reasons are checked like section "
        "text. Each section needs its own researched prose, in your own words: a cited "
        "sentence restated in other framing words is a repeat; text copied from a page "
        "(fifteen words in a row) costs its share of the report; sections out of order or "
        "written twice, no `## Sources` list and an `as_of` not written `YYYY-MM-DD`, "
        "`YYYY-MM` or `YYYY` each cost 10%.",
        "- Notes or instructions to a grader or judge, in any language, wording or encoding "
        "(scoring guidance, chat-template turns, verdict objects and the report vouching for "
        "itself, e.g. \"this report was fact-checked\", included), cap the reward near zero.",
        "", CONTRACT_END]
    return "\n".join(lines)


def embed_scored_contract(agents_md: str, block: str) -> str:
    """AGENTS.md with its scored-contract block replaced by `block` (appended when absent)."""
    head, found, rest = agents_md.partition(CONTRACT_BEGIN)
    if not found:
        return agents_md.rstrip("\n") + "\n\n" + block + "\n"
    _, _, tail = rest.partition(CONTRACT_END)
    return head + block + tail
