"""The contract in agent_runtime/: one source of sections and facts, placeholder-only examples."""

from __future__ import annotations

import re

from rubric.contract import (
    load_contract,
    read_runtime_text,
    render_fact_inventory,
    runtime_dir,
)

CONTAMINATION = ("samplecorp", "jane doe", "mina patel", "example.com")
RUNTIME_FILES = ["AGENTS.md", "required_facts.yaml", "skills/section-completeness/SKILL.md"]


def test_ten_sections_in_contract_order():
    c = load_contract()
    assert len(c.sections) == 10
    assert c.section_names[0] == "Business Overview"
    assert c.section_names[-1] == "Recent Developments"
    assert len({s.key for s in c.sections}) == 10


def test_every_fact_id_is_unique_and_prefixed_by_its_section_key():
    c = load_contract()
    ids = [f.id for s in c.sections for f in s.facts]
    assert len(ids) == len(set(ids))
    for s in c.sections:
        assert s.facts, s.name
        for f in s.facts:
            assert f.id.split(".")[0] == s.key


def test_spec_named_facts_exist():
    facts = load_contract().facts
    for fid in (
        "overview.founded_year",
        "leadership.ceo",
        "funding.total_raised",
        "funding.latest_round.amount",
        "market.tam",
        "comparables.rows",
    ):
        assert fid in facts


def test_agents_md_lists_every_section_heading_in_order():
    text = read_runtime_text("AGENTS.md")
    positions = [text.index(f"`## {name}`") for name in load_contract().section_names]
    assert positions == sorted(positions)


def test_skill_embeds_the_generated_fact_inventory():
    skill = read_runtime_text("skills/section-completeness/SKILL.md")
    assert render_fact_inventory(load_contract()) in skill
    for fid in load_contract().facts:
        assert f"`{fid}`" in skill


def test_runtime_files_hold_no_contamination_strings():
    for name in RUNTIME_FILES:
        text = read_runtime_text(name).lower()
        for bad in CONTAMINATION:
            assert bad not in text, (name, bad)


def test_examples_use_placeholders_not_plausible_facts():
    """Every value in the contract's example blocks is an angle-bracket placeholder, a source
    number, null, or a fact id — nothing a model could copy as a real fact."""
    text = read_runtime_text("AGENTS.md")
    fences = re.findall(r"```(\w*)\n(.*?)```", text, flags=re.S)
    assert {"facts", "retractions"} <= {info for info, _ in fences}
    for _, body in fences:
        without = re.sub(r"<[^<>\n]+>", "", body)
        assert not re.search(r"\b(19|20)\d\d\b", without), body
        assert not re.search(r"[$€£]\s?\d", without), body
        assert not re.search(r"https?://", without), body


def test_runtime_dir_is_the_checkout_copy_in_development():
    assert (runtime_dir() / "AGENTS.md").is_file()
