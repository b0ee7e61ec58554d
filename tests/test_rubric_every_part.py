"""Issue 12, third outside round: every part of the report is read, and a claim is charged per
key value, not per unit a writer can choose.

Places no check read before: Sources titles, headings that are no section, comment lines of
the facts block, facts entries with ids the contract does not have (and keys an entry has
beyond the contract's), retraction reasons. Units a writer can pack: one sentence, one table
cell, one paragraph of link titles. Each test uses its own invented values (not the red team's)
and an honest twin that must cost nothing.
"""

from __future__ import annotations

import re

import pytest
from tearsheet_testkit.rubric_support import transcript, with_report

from rubric.report.parser import parse_report
from rubric.score import RolloutScore, score_rollout

# invented values, none of them on any page of the task (checked in `_invented_absent`)
INVENTED = ["7,777 kiosks", "3,141 patents", "56,789 terminals", "271 data centres"]


def _oracle(index: int = 0) -> tuple[list, list, dict, str]:
    prompt, completion, info = transcript("oracle", index)
    return prompt, completion, info, completion[-1]["content"]


def _scored(report: str, index: int = 0) -> RolloutScore:
    prompt, completion, info, _ = _oracle(index)
    return score_rollout(prompt, with_report(completion, report), info)


def _errors(report: str) -> float:
    return _scored(report).explanation["components"]["sol/errors"]


def _cite(report: str) -> int:
    """A source the oracle cites in Business Overview: read, and about the company."""
    return int(re.search(r"\[(\d+)", report.split("## Business Overview")[1]).group(1))


def _add_to_section(report: str, section: str, text: str) -> str:
    head, sep, tail = report.partition(f"## {section}\n")
    body, nxt, rest = tail.partition("\n## ")
    return head + sep + body.rstrip() + "\n\n" + text + "\n" + nxt + rest


def _invented_absent() -> None:
    _, completion, _, _ = _oracle(0)
    pages = " ".join(str(m.get("content")) for m in completion if m.get("role") == "tool")
    for value in INVENTED:
        number = value.split()[0]
        assert number not in pages and number.replace(",", "") not in pages, value


def test_oracle_scores_full_marks_and_no_label_is_charged():
    *_, report = _oracle(0)
    scored = _scored(report)
    assert scored.reward == 1.0
    assert scored.explanation["components"]["sol/errors"] == 0


# ---- per key value, not per unit ------------------------------------------------------------


def test_invented_values_packed_into_one_cited_sentence_cost_one_error_each():
    _invented_absent()
    *_, report = _oracle(0)
    c = _cite(report)
    separate = " ".join(f"The company runs {v} [{c}]." for v in INVENTED)
    packed = "The company runs " + "; it runs ".join(INVENTED) + f" [{c}]."
    one = f"The company runs {INVENTED[0]} [{c}]."
    e_sep = _errors(_add_to_section(report, "Business Overview", separate))
    e_packed = _errors(_add_to_section(report, "Business Overview", packed))
    e_one = _errors(_add_to_section(report, "Business Overview", one))
    assert e_one == 1
    assert e_packed == e_sep == len(INVENTED)


def test_an_uncited_sentence_is_charged_an_error_per_key_value():
    """As a cited sentence is for each value its pages lack: leaving out the citation of a
    sentence never costs less than citing it wrongly (docs/reward.md, "Accuracy")."""
    *_, report = _oracle(0)
    packed = "The company runs " + ", ".join(INVENTED) + "."
    assert _errors(_add_to_section(report, "Market Opportunity", packed)) == len(INVENTED)


def test_invented_values_packed_into_a_table_cell_cost_one_error_each():
    *_, report = _oracle(0)
    lines = report.split("\n")
    at = next(i for i, ln in enumerate(lines) if ln.startswith("| ") and "---" not in ln
              and "Company" not in ln)
    cells = lines[at].split(" | ")
    cells[0] += " (runs " + "; ".join(INVENTED) + ")"
    lines[at] = " | ".join(cells)
    assert _errors("\n".join(lines)) >= len(INVENTED)


def test_invented_values_as_link_titles_and_image_alt_texts_are_each_charged():
    *_, report = _oracle(0)
    links = "\n".join(f'[ref{i}]: https://elsewhere.test/{i} "The company runs {v}"'
                      for i, v in enumerate(INVENTED))
    images = "\n".join(f"![The company runs {v}](https://img.test/chart{i}.png)"
                       for i, v in enumerate(INVENTED))
    for extra in (links, images):
        assert _errors(_add_to_section(report, "Products & Technology", extra)) >= len(INVENTED)


# ---- Sources titles -------------------------------------------------------------------------


def _sources_lines(report: str) -> list[str]:
    return [ln for ln in report.split("## Sources")[1].split("```")[0].split("\n")
            if ln.startswith("[")]


def test_text_added_to_a_sources_title_is_a_claim_cited_to_that_source():
    *_, report = _oracle(0)
    line = _sources_lines(report)[0]
    added = line.replace(" — http", f": the company runs {INVENTED[1]} — http", 1)
    assert _errors(report.replace(line, added)) >= 1


def test_a_sources_title_as_the_tools_gave_it_cut_short_or_with_its_site_costs_nothing():
    *_, report = _oracle(0)
    edited = report
    for line in _sources_lines(report):
        m = re.match(r"\[(\d+)\] (.+) — (https?://(\S+?)/\S*)$", line)
        if not m:
            continue
        n, title, url, host = m.groups()
        words = title.split()
        short = " ".join(words[: max(1, len(words) // 2)])
        site = host.removeprefix("www.")
        new = f"[{n}] {short} | {site} — {url}" if int(n) % 2 else f"[{n}] {short} — {url}"
        edited = edited.replace(line, new)
    assert edited != report
    assert _scored(edited).reward == 1.0


def test_a_cited_source_with_no_line_in_the_sources_list_is_charged():
    """Held out (docs/corpus.md "The outside check"): the contract asks one line per cited
    source; a facts entry citing a page the Sources list leaves out was a real error missed."""
    *_, report = _oracle(0)
    line = _sources_lines(report)[0]
    n = int(re.match(r"\[(\d+)\]", line).group(1))
    assert f"[{n}" in report.split("## Sources")[0]  # cited above the list
    found = [f for f in _scored(report.replace(line + "\n", "", 1)).explanation["findings"]
             if "no line in the Sources list" in f.get("reason", str(f))]
    assert found and found[0]["source"] == [n], found
    assert _scored(report).reward == 1.0  # control: every cited source listed


# ---- headings, facts-block comments, unknown ids, retraction reasons ------------------------


def test_a_subheading_that_states_an_invented_value_is_read_as_a_sentence():
    *_, report = _oracle(0)
    c = _cite(report)
    cited = _add_to_section(report, "Leadership", f"### The company runs {INVENTED[2]} [{c}]")
    uncited = _add_to_section(report, "Leadership", f"### {INVENTED[3]} in operation")
    assert _errors(cited) >= 1
    assert _errors(uncited) == 1  # uncited: one error for its one key value


def test_headings_that_only_label_what_the_report_says_cost_nothing():
    prompt, completion, info, report = _oracle(0)
    name = info["name"]
    flagship = next(f for f in parse_report(report).facts if f.id == "products.flagship").value
    edited = f"# {name} Tearsheet\n\n" + _add_to_section(
        report, "Products & Technology", f"### {flagship}\n\n### Key Products")
    assert parse_report(edited).labels  # the headings are read …
    assert _scored(edited).reward == 1.0  # … as labels


def test_a_facts_block_comment_is_read_as_text():
    *_, report = _oracle(0)
    c = _cite(report)
    claim = report.replace("```facts\n", f"```facts\n# the company runs {INVENTED[0]} [{c}]\n", 1)
    label = report.replace("```facts\n", "```facts\n# Funding History\n", 1)
    assert _errors(claim) >= 1
    assert _scored(label).reward == 1.0


def test_a_facts_entry_with_an_unknown_id_or_an_extra_key_is_read_as_text():
    *_, report = _oracle(0)
    c = _cite(report)
    unknown = report.replace(
        "```facts\n", f'```facts\n- id: extra.kiosks\n  value: "{INVENTED[0]}"\n  cite: [{c}]\n', 1)
    extra_key = re.sub(r"(- id: overview\.founded_year\n(?:  .*\n)*?)(  cite: \[[\d, ]+\]\n)",
                       lambda m: m.group(1) + m.group(2) + f'  note: "runs {INVENTED[1]}"\n',
                       report, count=1)
    assert extra_key != report
    assert _errors(unknown) >= 1
    assert _errors(extra_key) >= 1


def test_a_retraction_reason_is_read_as_text():
    *_, report = _oracle(0)
    c = _cite(report)
    fence = "```retractions\n- id: extra.note\n  reason: \"the company runs {} [{}]\"\n```\n"
    edited = report.rstrip() + "\n\n" + fence.format(INVENTED[3], c)
    assert _errors(edited) >= 1


def test_the_parser_reads_labels_comments_unknown_ids_and_reasons():
    text = """# Title 12
## Business Overview
Text [1].
### Sub 34 [2]
```facts
# note 56 # still the note
- id: overview.founded_year
  value: "2001 # not a comment"
  cite: [1]
  memo: Extra 78 [3].
- id: other.thing
  value: [Listed 90, 91]
  cite: [4]
```
```retractions
- id: other.thing
  reason: Withdrawn 92 [5].
```
"""
    r = parse_report(text)
    assert [(c.text, c.citations) for c in r.labels] == [
        ("Title 12", []), ("Sub 34", [2]), ("note 56 # still the note", [])]
    assert r.facts[0].value == "2001 # not a comment"
    assert [(c.text, c.citations) for c in r.unsectioned_claims] == [
        ("Extra 78.", [1, 3]), ("Listed 90", [4]), ("91", [4]), ("Withdrawn 92.", [5])]


def test_values_cited_only_to_pages_never_read_are_charged_per_key_value():
    """A citation that reaches no read page (a number that is no source, a fake Sources entry)
    supports none of the sentence's values: packing them behind it caps nothing."""
    *_, report = _oracle(0)
    packed = "The company runs " + "; it runs ".join(INVENTED) + " [987]."
    assert _errors(_add_to_section(report, "Business Overview", packed)) >= len(INVENTED)
    fake = f"[987] The company runs {'; it runs '.join(INVENTED)} — https://nowhere.test/a"
    sources = _sources_lines(report)
    assert _errors(report.replace(sources[-1], sources[-1] + "\n" + fake)) >= len(INVENTED)


def test_facts_entries_no_check_reads_are_read_as_text():
    """An entry a later one of the same id overrides, an earlier facts block, an as_of that is
    no date, a status the contract does not list."""
    *_, report = _oracle(0)
    c = _cite(report)
    dup = f'- id: overview.founded_year\n  value: "{INVENTED[0]}"\n  cite: [{c}]\n'
    earlier = report.replace("```facts\n", f"```facts\n{dup}```\n\n```facts\n", 1)
    duplicate = report.replace("```facts\n", f"```facts\n{dup}", 1)
    odd_as_of = re.sub(r'(  as_of: )"?[\d-]+"?', lambda m: m.group(1) + f'"2024, {INVENTED[2]}"',
                       report, count=1)
    odd_status = report.replace('"not_disclosed"', f'"not_disclosed, {INVENTED[3]}"', 1)
    for edited in (earlier, duplicate, odd_as_of):
        assert edited != report
        assert _errors(edited) >= 1
    assert _errors(odd_status) == 1  # an entry left not_disclosed cites nothing: uncited


def test_the_header_of_another_table_is_read_as_a_label():
    *_, report = _oracle(0)
    c = _cite(report)
    table = f"| Kiosks | {INVENTED[0]} |\n|---|---|\n| Company [{c}] | — [{c}] |"
    assert parse_report(_add_to_section(report, "Funding History", table)).labels
    # an uncited label that states a new value: an error for its one key value
    assert _errors(_add_to_section(report, "Funding History", table)) == 1


def _honest_variants(report: str, name: str) -> dict[str, str]:
    """The same report in the styles honest writers use: a title, sub-headings that name what
    the prose says, a comment over the facts, Sources written as markdown links."""
    facts = {f.id: f.value for f in parse_report(report).facts}
    sub = report.replace("## Business Overview\n\n", "## Business Overview\n\n### Overview\n\n", 1)
    for section, fid in [("Products & Technology", "products.flagship"),
                         ("Leadership", "leadership.ceo"),
                         ("Funding History", "funding.latest_round.type")]:
        if isinstance(facts.get(fid), str):
            sub = sub.replace(f"## {section}\n\n", f"## {section}\n\n### {facts[fid]}\n\n", 1)
    return {
        "title": f"# {name} — Company Tearsheet\n\n" + report,
        "title first": f"# Tearsheet: {name}\n\n" + report,
        "sub-headings": sub,
        "facts comment": report.replace("```facts\n", "```facts\n# Required facts, one entry "
                                        "per id\n", 1),
        "link sources": re.sub(r"^\[(\d+)\] (.+) — (https?://\S+)$", r"[\1] [\2](\3)", report,
                               flags=re.M),
    }


@pytest.mark.parametrize("task", [0, 1, 2, 3])
def test_honest_titles_sub_headings_comments_and_link_sources_cost_nothing(task: int):
    prompt, completion, info = transcript("oracle", task)
    report = completion[-1]["content"]
    base = score_rollout(prompt, completion, info).reward
    for style, edited in _honest_variants(report, info["name"]).items():
        assert edited != report, style
        got = score_rollout(prompt, with_report(completion, edited), info).reward
        assert got == base, style


def test_the_table_facts_value_is_a_label():
    *_, report = _oracle(0)
    m = re.search(r'(- id: comparables\.rows\n  value: )"see table"', report)
    assert m is not None
    told = report.replace(m.group(0), m.group(1) + '"see the Comparable Companies table"')
    stated = report.replace(m.group(0), m.group(1) + f'"see table; the company runs {INVENTED[0]}"')
    assert _scored(told).reward == 1.0
    assert _errors(stated) == 1
