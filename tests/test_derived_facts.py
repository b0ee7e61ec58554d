"""Derivable-only facts end to end (issue 13): for some companies no page states the total
raised; a report that adds up the rounds and cites the pages reporting them is supported, one
that cites a single round's page or sums the wrong rounds is not."""

from __future__ import annotations

import json
import re

import pytest
from tearsheet_testkit.rubric_support import eval_rows, transcript, with_report

from rubric import values as V
from rubric.derived import money_sum_supported
from rubric.score import score_rollout
from tearsheet_env.world import load_world

FACT = "funding.total_raised"


@pytest.fixture(scope="module")
def derived_task() -> tuple[int, object]:
    world = load_world()
    for i, row in enumerate(eval_rows(world, -1)):
        company = next(c for c in world.companies if c.id == row["info"]["company_id"])
        if FACT in (company.details.get("derived_only") or ()):
            return i, company
    pytest.fail("no eval company has a derivable-only total")


def _fetched_urls(completion: list[dict]) -> dict[int, str]:
    out = {}
    for m in completion:
        if m.get("role") == "tool":
            body = json.loads(m["content"])
            if body.get("status") == "fetched":
                out[body["source_id"]] = body["url"]
    return out


def _total_entry(report: str) -> re.Match:
    found = re.search(r"- id: funding\.total_raised\n  value: \"([^\"]+)\"\n"
                      r"(  as_of: \"[^\"]+\"\n)?  cite: \[([^\]]*)\]", report)
    assert found, "the report gives the total in its facts block"
    return found


def test_no_page_states_the_total_and_the_oracle_derives_it(derived_task) -> None:
    index, company = derived_task
    world = load_world()
    assert not any(a.fact_id == FACT and a.subject == company.id and a.correct
                   for d in world.documents for a in d.assertions)
    prompt, completion, info = transcript("oracle", index)
    result = score_rollout(prompt, completion, info)
    assert result.reward >= 0.95, result.explanation.get("findings")
    entry = _total_entry(completion[-1]["content"])
    cited = [int(x) for x in entry.group(3).split(",")]
    assert len(cited) >= 2  # the pages of the parts, none of which states the total
    urls = _fetched_urls(completion)
    docs = {d.url: d for d in world.documents_of(company.id)}
    assert all(urls[sid] in docs for sid in cited)


def _findings_for(result, fact_id: str) -> list[dict]:
    return [f for f in result.explanation.get("findings") or [] if f.get("fact_id") == fact_id]


def test_a_total_cited_to_one_round_or_summed_wrong_is_not_supported(derived_task) -> None:
    index, company = derived_task
    prompt, completion, info = transcript("oracle", index)
    report = completion[-1]["content"]
    entry = _total_entry(report)
    first = entry.group(3).split(",")[0].strip()
    one_page = report.replace(entry.group(0), entry.group(0).replace(
        f"cite: [{entry.group(3)}]", f"cite: [{first}]"))
    result = score_rollout(prompt, with_report(completion, one_page), info)
    assert any(f["mode"] == "EA03-ASSOC" for f in _findings_for(result, FACT)), \
        result.explanation.get("findings")
    # the latest round alone, written as the total: a wrong value
    latest = company.details["rounds"][-1]["amount"]
    wrong = report.replace(f'value: "{entry.group(1)}"',
                           f'value: "{latest["currency"]} {latest["amount"] / 1e6:g}M"')
    result = score_rollout(prompt, with_report(completion, wrong), info)
    assert any(f["mode"] in ("EA03-DERIVE", "EA03-VALUE") for f in _findings_for(result, FACT))


def test_a_sum_needs_its_round_amounts_on_its_cited_pages() -> None:
    total = V.Money(54.5e6, "USD", 5e4)
    seed = "In May 2019 the company raised $2M in a Seed round led by Ann Fund."
    a = "It closed a USD 12.5M Series A round in 2021."
    b = "The Series B round of $40 million was led by Bo Partners."
    assert money_sum_supported(total, [[seed, a], [b]])
    assert money_sum_supported(total, [[seed + " " + a + " " + b]])  # one page listing them
    assert not money_sum_supported(total, [[a], [b]])  # a round is missing
    # a market report's totals and sizes are no parts, however many it lists
    report = " ".join(f"Vendor {k} has raised ${k}.5M to date." for k in range(1, 12))
    assert not money_sum_supported(total, [[report], [b]])
    assert not money_sum_supported(total, [["The market was worth $14.5M."], [b]])
    # the same round on two pages is one part
    assert not money_sum_supported(V.Money(80e6, "USD", 5e5), [[b], [b]])
    # other currencies are no parts; a page dump of rounds is not read as a sum
    assert not money_sum_supported(total, [[seed, a.replace("USD", "EUR")], [b]])
    dump = [[f"A ${k}M Seed round closed."] for k in range(1, 20)]
    assert not money_sum_supported(V.Money(21e6, "USD", 5e5), dump)
    assert not money_sum_supported(V.Money(float("nan"), None, 0.0), [[seed], [b]])


def test_only_a_total_of_money_raised_is_read_as_a_sum_of_rounds(derived_task) -> None:
    from rubric.derived import states_total

    assert states_total("Fovora has raised USD 160M in total across 4 rounds [82, 8].")
    assert states_total("Its funding to date comes to EUR 26.8M combined [3, 4].")
    # an outside attack: a figure about something else that happens to equal rounds added up
    assert not states_total("Customers have signed contracts worth USD 394M combined [1, 9].")
    assert not states_total("Partners spent a combined USD 66M on co-marketing [2, 8].")
    index, company = derived_task
    prompt, completion, info = transcript("oracle", index)
    report = completion[-1]["content"]
    entry = _total_entry(report)
    invented = (f" Customers have signed contracts worth {entry.group(1)} combined "
                f"[{entry.group(3)}].")
    headings = [m.start() for m in re.finditer(r"\n## ", report)]
    at = report.rfind(".", 0, headings[2]) + 1  # end of the second section's prose
    attacked = report[:at] + invented + report[at:]
    honest = score_rollout(prompt, completion, info)
    result = score_rollout(prompt, with_report(completion, attacked), info)
    assert result.reward < honest.reward, result.explanation.get("findings")
