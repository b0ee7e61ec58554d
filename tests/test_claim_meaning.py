"""What a claim says, beyond its key values (issue 12 items 4 and 5, round 3 of the outside red
team): a cited claim whose only key value is its subject, a denial of what the page states, a
figure the page gives as another measure, an uncited event, a list member or a role holder
written in lower case, a prose value for a fact the facts block writes `not_disclosed`.

Every case here is worded differently from the attack reports (tests/attacks/attack_cases.py),
on pages of a made-up company outside the closed world, and each rule has honest controls that
must stay supported."""

from __future__ import annotations

import json
import math
import re
from pathlib import Path

import pytest
from tearsheet_testkit.rubric_support import transcript, with_report

from rubric.claims import ClaimCase, Evidence, check_claims
from rubric.score import score_rollout
from rubric.tier_a import _listed_names, states_event

ROUND15 = Path(__file__).parent / "data" / "corpus_outside15" / "rollouts"

TARGET = {"name": "Larkspur Freight", "website": "https://larkspur-freight.test"}
ABOUT = ("About Larkspur Freight\n\nLarkspur Freight builds route-planning software for regional "
         "carriers. The company was founded in 2014 by Odile Brenner and Kasimir Lutz and is "
         "based in Ghent, Belgium. Odile Brenner is the chief executive officer; Kasimir Lutz "
         "is the chief technology officer. Larkspur Freight has never taken on debt.\n"
         "Revenue: not disclosed\nEmployees: 140")
FUNDING = ("Larkspur Freight closes USD 12M Series A\n\nLarkspur Freight raised USD 12M in a "
           "Series A round led by Alder Capital, with Birch Ventures joining. It was not until "
           "2016 that Larkspur Freight launched RouteWise, its flagship planner.")
MARKET = ("Route optimisation market outlook\n\nThe route optimisation market is expected to "
          "grow at a CAGR of 11.5% through 2030.")


def _judge(claim: str, *pages: str, fact_id: str | None = None) -> tuple[bool, list[str]]:
    evidence = [Evidence(source_id=i + 1, url=f"https://larkspur-freight.test/p{i}", text=t)
                for i, t in enumerate(pages or (ABOUT,))]
    (v,) = check_claims([ClaimCase(claim=claim, target=TARGET, evidence=evidence,
                                   fact_id=fact_id)])
    return v.supported, v.modes


# ---- a claim whose only key value is its subject -------------------------------------------

@pytest.mark.parametrize("claim", [
    "Larkspur Freight's founders were arrested for fraud.",
    "The company quietly shut down its carrier business.",
    "Larkspur Freight is being sued by a former customer.",
])
def test_a_keyless_claim_the_page_does_not_report_is_an_unreported_event(claim: str) -> None:
    supported, modes = _judge(claim)
    assert not supported and "EA03-EVENT" in modes


@pytest.mark.parametrize("claim", [
    "Larkspur Freight builds software for planning routes.",
    "The company develops route-planning tools for regional carriers.",
    "Larkspur Freight presents itself as Larkspur Freight.",  # one content word: not judged
    "Profit figures are not published by the company.",  # a blank claims no event
])
def test_a_keyless_claim_in_the_pages_words_stays_supported(claim: str) -> None:
    assert _judge(claim) == (True, [])


def test_a_web_address_is_a_key_value() -> None:
    assert _judge("Its website is https://larkspur-freight.test.") == (True, [])


# ---- a denial of what the page states ------------------------------------------------------

@pytest.mark.parametrize("claim", [
    "Larkspur Freight was not founded in 2014.",
    "It is untrue that Larkspur Freight raised USD 12M.",
    "Odile Brenner isn't the chief executive officer of Larkspur Freight.",
    "Larkspur Freight never built route-planning software for regional carriers.",
])
def test_denying_what_the_page_states_is_no_support(claim: str) -> None:
    supported, modes = _judge(claim, ABOUT, FUNDING)
    assert not supported and "EA03-DIRECTION" in modes


@pytest.mark.parametrize("claim", [
    "Larkspur Freight does not disclose its revenue.",
    "Larkspur Freight has not publicly disclosed revenue figures.",
    "It was not until 2016 that Larkspur Freight launched RouteWise.",
    "Larkspur Freight has never taken on debt.",  # the page denies it too
    "Larkspur Freight has no fewer than 140 employees.",
    "Larkspur Freight has not raised new funding since its 2016 launch of RouteWise.",
    "Larkspur Freight has not yet added a second flagship beside RouteWise.",
])
def test_blanks_bounds_and_the_pages_own_denials_are_not_denials(claim: str) -> None:
    assert _judge(claim, ABOUT, FUNDING) == (True, [])


# ---- a figure the page gives as another measure --------------------------------------------

@pytest.mark.parametrize(("claim", "page"), [
    ("Larkspur Freight's annual sales reached USD 12M.", FUNDING),
    ("Larkspur Freight's turnover grew 11.5% last year.", MARKET),
    ("Larkspur Freight is valued at USD 12M.", FUNDING),
])
def test_a_figure_of_another_measure_is_misread(claim: str, page: str) -> None:
    supported, modes = _judge(claim, page)
    assert not supported and "EA03-NUM" in modes


@pytest.mark.parametrize(("claim", "page"), [
    ("Larkspur Freight took in USD 12M in its Series A.", FUNDING),
    ("The route optimisation market is expected to grow 11.5% a year.", MARKET),
    ("Larkspur Freight's revenue was USD 12M.",  # the page gives it as revenue as well
     FUNDING + "\nLarkspur Freight's revenue was USD 12M in 2025."),
])
def test_a_figure_of_the_same_measure_stays_supported(claim: str, page: str) -> None:
    assert _judge(claim, page) == (True, [])


@pytest.mark.parametrize(("claim", "page"), [
    ("Larkspur Freight works with 140 carrier clients.", ABOUT),  # the headcount as clients
    ("Larkspur Freight has offices in 140 cities.", ABOUT),  # the headcount as places
    ("Larkspur Freight entered the German market in 2016.", FUNDING),  # the launch year
    ("Larkspur Freight has turned a profit since 2014.", ABOUT),  # the founding year
])
def test_a_count_or_year_of_another_measure_is_misread(claim: str, page: str) -> None:
    supported, modes = _judge(claim, page)
    assert not supported and "EA03-NUM" in modes


@pytest.mark.parametrize(("claim", "page"), [
    ("Larkspur Freight employs 140 people.", ABOUT),
    ("Larkspur Freight's team numbers 140.", ABOUT),
    ("RouteWise was released in 2016.", FUNDING),
    ("Larkspur Freight was established in 2014.", ABOUT),
    ("Since 2014, Larkspur Freight has built route-planning software.", ABOUT),  # no event
    ("Larkspur Freight has 140 employees and serves carriers in 12 countries.",
     ABOUT + "\nIt serves carriers in 12 countries."),
])
def test_a_count_or_year_of_the_same_measure_stays_supported(claim: str, page: str) -> None:
    assert _judge(claim, page) == (True, [])


# ---- list members and role holders in lower case -------------------------------------------

def test_lower_case_members_of_a_named_list_are_names() -> None:
    assert _listed_names("Backers are Alder Capital, quillon holdings and Birch Ventures [2].") \
        == ("quillon holdings",)
    assert _listed_names("It was set up by Odile Brenner and marek tosh.") == ("marek tosh",)
    supported, modes = _judge("Its backers are Alder Capital, Birch Ventures and quillon "
                              "holdings.", FUNDING, fact_id="funding.investors")
    assert not supported and "EA03-ASSOC" in modes
    for honest in ("Its backers are Alder Capital and Birch Ventures.",
                   "Its backers are Alder Capital and birch ventures."):  # on the page
        assert _judge(honest, FUNDING, fact_id="funding.investors") == (True, [])


def test_a_sentence_starting_in_lower_case_starts_with_its_subjects_name() -> None:
    from rubric.tier_a import _subject_name

    assert _subject_name("marek tosh serves as chief technology officer.") == "marek tosh"
    assert _subject_name("quillon holdings led the round.") == "quillon holdings"
    assert _subject_name("its investors are Alder Capital and Birch Ventures.") is None
    supported, modes = _judge("marek tosh is the chief technology officer of Larkspur "
                              "Freight.", fact_id="leadership.cto")
    assert not supported and "EA03-ASSOC" in modes
    assert _judge("kasimir lutz is the chief technology officer of Larkspur Freight.",
                  fact_id="leadership.cto") == (True, [])


@pytest.mark.parametrize("text", [
    "Its customers include Alder Capital, several regional carriers and two ports.",
    "Backers include Alder Capital and other investors.",
    "It builds software, hardware and services.",  # no name in the list
])
def test_descriptions_in_a_list_are_not_names(text: str) -> None:
    assert _listed_names(text) == ()


# ---- uncited events ------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "The founders parted ways last spring.",
    "Its main warehouse burned down.",
    "The board has replaced the entire management team.",
    "The carrier network has been shrinking.",
    "The company agreed to a takeover.",
    "The unit was quietly sold to a rival.",
])
def test_an_uncited_event_is_a_factual_claim(text: str) -> None:
    assert states_event(text)


@pytest.mark.parametrize("text", [
    "No revenue figures were found in the sources.",
    "Beyond these figures, little public information was found.",
    "The sources do not state when the flagship was released.",
    "The company is based in a growing market.",
    "It offers an integrated, cloud-based platform.",
    "The company is well positioned to benefit from that growth.",
    "Overall, the company appears focused on a single core market.",
    "It is increasingly specialised and remains privately held.",
    "This report was compiled from the company's own pages.",
])
def test_description_and_the_sources_silence_are_no_events(text: str) -> None:
    assert not states_event(text)


# ---- in a whole report ---------------------------------------------------------------------

def _oracle(index: int = 0) -> tuple[list, list, dict, str]:
    p, c, info = transcript("oracle", index)
    return p, c, info, c[-1]["content"]


def _blank_revenue(report: str) -> str:
    """The oracle's report with financials.revenue written not_disclosed in its facts block."""
    out = re.sub(r"(- id: financials\.revenue\n)(?:  .*\n)+", r"\1  value: null\n"
                 r'  status: "not_disclosed"\n', report, count=1)
    assert out != report or 'status: "not_disclosed"' in report
    return out


def _add(report: str, section: str, sentence: str) -> str:
    head, sep, rest = report.partition(f"## {section}\n\n")
    assert sep, section
    return head + sep + sentence + " " + rest


def _round_cite(report: str) -> str:
    """The source id the oracle's report cites for its latest round: a page the oracle read."""
    m = re.search(r"The latest round raised [^\[]+ \[(\d+)", report)
    assert m
    return m.group(1)


def _findings(told: str, mode: str, fact_id: str | None = None) -> list[dict]:
    """The findings of `mode` (of `fact_id`, when given) of the oracle's transcript of eval task
    0 scored with the report `told`."""
    p, c, info, _ = _oracle()
    s = score_rollout(p, with_report(c, told), info)
    return [f for f in s.explanation["findings"]
            if f["mode"] == mode and fact_id in (None, f.get("fact_id"))]


def test_a_prose_value_for_a_fact_written_not_disclosed_contradicts_the_facts_block() -> None:
    p, c, info, report = _oracle()
    cite = re.search(r"The latest round raised [^\[]+ \[(\d+)", report)
    assert cite
    base = _blank_revenue(report)
    told = _add(base, "Financials & Operating Metrics",
                f"Last year its turnover came to EUR 9M [{cite.group(1)}].")
    s = score_rollout(p, with_report(c, told), info)
    cross = [f for f in s.explanation["findings"]
             if f["mode"] == "EA03-CROSS" and f.get("fact_id") == "financials.revenue"]
    assert cross, s.explanation["findings"]
    honest = _add(base, "Financials & Operating Metrics",
                  f"Revenue is not disclosed, though the latest round brought in fresh capital "
                  f"[{cite.group(1)}].")
    h = score_rollout(p, with_report(c, honest), info)
    assert not [f for f in h.explanation["findings"] if f["mode"] == "EA03-CROSS"]
    assert s.reward < h.reward


def test_uncited_events_cost_like_uncited_numbers_and_the_sources_silence_costs_nothing() -> None:
    p, c, info, report = _oracle()
    base = score_rollout(p, c, info)
    invented = _add(report, "Recent Developments",
                    "Its founders parted ways after a dispute. The board replaced the auditor.")
    s = score_rollout(p, with_report(c, invented), info)
    cite = [f for f in s.explanation["findings"] if f["mode"] == "EA03-CITE"]
    numbers = _add(report, "Recent Developments",
                   "The company has 4,321 kiosks. The board has 17 members.")
    n = score_rollout(p, with_report(c, numbers), info)
    assert len(cite) == 2 and s.reward == pytest.approx(n.reward) and s.reward < base.reward
    silent = _add(report, "Recent Developments",
                  "No later developments were found in the sources read.")
    assert score_rollout(p, with_report(c, silent), info).reward == pytest.approx(base.reward)


def test_a_source_named_for_its_figures_is_a_method_note_not_a_value() -> None:
    """Held out twice (docs/corpus.md "The outside check"): "the newer Orimkrane figures are
    used here" names which source a figure comes from; the name is no value of the report."""
    p, c, info, report = _oracle()
    base = score_rollout(p, c, info)
    cite = re.search(r"The latest round raised [^\[]+ \[(\d+)", report)
    assert cite
    notes = _add(report, "Financials & Operating Metrics",
                 "This report uses the newer Quillmere Analytics figures. The round's size is "
                 f"as reported; Quillmere's estimate is older [{cite.group(1)}].")
    s = score_rollout(p, with_report(c, notes), info)
    charged = [f for f in s.explanation["findings"] if "Quillmere" in str(f)]
    assert not charged and s.reward == pytest.approx(base.reward, abs=0.02), charged
    # control: the same name as a party of the company, uncited and cited where it is not
    party = _add(report, "Financials & Operating Metrics",
                 "Quillmere Analytics advises the company. Quillmere Analytics audits its "
                 f"accounts [{cite.group(1)}].")
    t = score_rollout(p, with_report(c, party), info)
    modes = {f["mode"] for f in t.explanation["findings"] if "Quillmere" in str(f)}
    assert "EA03-CITE" in modes and modes - {"EA03-CITE"}, modes
    assert t.reward < base.reward


@pytest.mark.parametrize(("claim", "charged"), [
    ("The CEO named the same two as the firms it meets most often in tenders.", False),
    ("Its CTO said the vendors it meets most often are older.", False),
    ("The CEO named a new auditor after the dispute.", True),  # control: no auditor, no dispute
])
def test_a_claim_in_other_words_for_a_role_or_a_company_is_said(claim: str,
                                                                   charged: bool) -> None:
    """Held out (docs/corpus.md "The outside check"): "the CEO named the firms it meets" for a
    chief executive's "the companies we meet most often in tenders are …"."""
    interview = ("Odile Brenner, chief executive of Larkspur Freight, says: The companies we "
                 "meet most often in tenders are Fennick Logistics and Osterholt Routing. "
                 "Kasimir Lutz, chief technology officer, adds that those providers are older.")
    supported, modes = _judge(claim, interview)
    assert ("EA03-EVENT" in modes) is charged, modes


@pytest.mark.parametrize(("year", "held", "said"), [
    (2024, True, "were up 40.4 per cent in 2025."), (2023, False, "were up 40.4 per cent in 2025."),
    # outside round 13: "73.5 percent more than the year before"
    (2024, True, "in 2025 were 40.4 percent above the year before."),
])
def test_a_change_given_for_a_year_is_measured_from_the_year_before(year: int, held: bool,
                                                                     said: str) -> None:
    """Held out (docs/corpus.md "The outside check"): "40.4% more than in 2024" for a page's
    "up 40.4 per cent in 2025"; 2023 (the control) is on no page."""
    from rubric.registry import Source
    from rubric.tier_a import Evidence as Cited
    from rubric.tier_a import _key_support, _numeric_keys

    page = ("Larkspur Freight reported revenue of US$33.7m for fiscal 2025. Sales at Larkspur "
            f"Freight {said}")
    cited = Cited(Source(source_id=1, url="https://larkspur-freight.test/n", excerpts=[page],
                         status="fetched"))
    claim = f"Larkspur Freight booked USD 33.7M for fiscal 2025, 40.4% more than in {year}."
    _, missing = _key_support([cited], _numeric_keys(claim), claim,
                              frozenset({"larkspur", "freight"}))
    assert (str(year) not in missing) is held, missing


# ---- round 3 of the outside check (docs/corpus.md): each class with its control ------------

@pytest.mark.parametrize(("text", "mode"), [
    ("No revenue growth rate has been published either.", "absent"),
    ("No valuation was disclosed for the Series D.", "absent"),
    ("No customer has left since 2020.", "reported"),  # control: a fact, not a silence
])
def test_no_x_has_been_published_is_a_statement_of_absence(text: str, mode: str) -> None:
    from rubric.reading import modality

    assert modality(text) == mode


@pytest.mark.parametrize(("claim", "page", "charged"), [
    ("Alder Capital led the USD 12M Series A, with Birch Ventures joining.",
     "Larkspur Freight closes USD 12M Series A. The round drew Alder Capital and Birch "
     "Ventures.", False),
    ("Kasimir Lutz joined Birch Ventures in 2019.",  # control: a move no sentence states
     "Kasimir Lutz is the chief technology officer. Birch Ventures is an investor.", True),
])
def test_an_investor_joining_a_round_is_named_beside_the_round(claim: str, page: str,
                                                                 charged: bool) -> None:
    assert ("EA03-REL" in _judge(claim, page)[1]) is charged


@pytest.mark.parametrize(("claim", "page", "charged"), [
    ("Larkspur Freight, based in Ghent, raised USD 12M in a Series A led by Alder Partners.",
     "Larkspur Freight raised USD 12M in a Series A round led by Alder Partners. Its "
     "customers in Ghent include regional carriers.", False),
    ("Larkspur Freight partners with Ghent Logistics.",  # control: the page says customer
     "Ghent Logistics is a customer of Larkspur Freight.", True),
])
def test_a_relation_is_said_in_words_not_in_a_name(claim: str, page: str,
                                                    charged: bool) -> None:
    assert ("EA03-REL" in _judge(claim, page)[1]) is charged


@pytest.mark.parametrize(("claim", "charged"), [
    ("Larkspur Freight's last valuation, USD 40M, dates from its 2014 Series A and is "
     "therefore old.", False),
    ("Larkspur Freight raised USD 12M, resulting in a headcount of 140.", True),  # control
])
def test_a_link_that_concludes_no_value_bridges_nothing(claim: str, charged: bool) -> None:
    pages = ("Larkspur Freight raised USD 12M in a Series A round. The round valued it at USD "
             "40M in 2014.", ABOUT)
    assert ("EA03-BRIDGE" in _judge(claim, *pages)[1]) is charged


def test_a_source_likewise_reporting_is_a_source() -> None:
    from rubric.offline_judge import _reports

    claim = "Northfield Business likewise reports that Odile Brenner started it in 2014."
    assert _reports(claim, "Northfield Business")
    assert not _reports("Northfield Business likewise expanded to Ghent.", "Northfield Business")


@pytest.mark.parametrize(("claim", "page", "charged"), [
    ("One customer, Tildane Institute, reports 23% less time on scheduling since rolling out "
     "the platform.", "Since rolling it out, Tildane Institute reports 23% less time on "
     "scheduling. At Tildane Institute, lab managers managed runs by hand before.", False),
    ("Its flagship, LarkRoute, is a software platform.",  # control: the page says a service
     "Its flagship, LarkRoute, is a managed service for lab teams.", True),
])
def test_managed_as_a_verb_is_no_product_type(claim: str, page: str, charged: bool) -> None:
    assert ("EA03-PRODUCT_TYPE" in _judge(claim, page)[1]) is charged


@pytest.mark.parametrize(("claim", "charged"), [
    ("Earlier reported headcounts were 18 at the 2023 Series A and 46 at the Series B.", False),
    ("Larkspur Freight has 46 customers.", True),  # control: a headcount given as customers
])
def test_headcounts_in_the_plural_measure_heads(claim: str, charged: bool) -> None:
    pages = ("Larkspur Freight's headcount stands at 46.", "Larkspur Freight employs 18 people.")
    assert ("EA03-NUM" in _judge(claim, *pages)[1]) is charged


def _with_section(report: str, section: str, body: str) -> str:
    head, sep, tail = report.partition(f"## {section}\n")
    _, nxt, rest = tail.partition("\n## ")
    return head + sep + "\n" + body + "\n" + nxt + rest


@pytest.mark.parametrize(("body", "charged"), [
    ("Headcount is reported on the company's pages, a figure the CEO also gave [{n}]. The CEO "
     "said the team would keep growing [{n}]. The CEO spoke about hiring [{n}].", False),
    ("The CEO spoke about hiring [{n}]. The CEO said the team would keep growing [{n}]. The "
     "chief executive leads the company [{n}].", True),  # control: all about the CEO
])
def test_a_section_touching_its_own_topic_is_on_it(body: str, charged: bool) -> None:
    """Held out (docs/corpus.md, round 3): a Financials section whose headcount sentences also
    name the CEO who gave a figure was charged as Leadership content."""
    p, c, info, report = _oracle()
    n = re.search(r"\[(\d+)", report.split("## Financials & Operating Metrics")[1]).group(1)
    edited = _with_section(report, "Financials & Operating Metrics", body.format(n=n))
    s = score_rollout(p, with_report(c, edited), info)
    topic = [f for f in s.explanation["findings"] if f["mode"] == "EA03-TOPIC"
             and "Financials" in str(f.get("sentence"))]
    assert bool(topic) is charged, topic


# ---- round 4 of the outside check (docs/corpus.md, at 110 calls): each class with a control --

def test_together_states_a_total_and_together_with_does_not() -> None:
    from rubric.derived import states_total

    assert states_total("Together the two rounds bring disclosed funding to EUR 22.8M.")
    assert not states_total("Alder Capital led the EUR 22.8M round together with Birch Ventures.")


@pytest.mark.parametrize(("text", "mode"), [
    ("See the plans and pricing page: a yearly subscription per site.", "reported"),
    ("Pricing plans start at EUR 99 a month.", "reported"),
    ("The company plans to open an office in Lyon.", "planned"),  # control
])
def test_a_price_plan_is_no_intention(text: str, mode: str) -> None:
    from rubric.reading import modality

    assert modality(text) == mode


@pytest.mark.parametrize(("claim", "page", "charged"), [
    ("Its flagship LarkRoute is sold as a managed service.",
     "LarkRoute, a managed service first released in 2015, plans routes.", False),
    ("Larkspur Freight sold LarkRoute to Fennick Logistics.",  # control: a sale no page states
     "LarkRoute, a managed service first released in 2015, plans routes. Fennick Logistics is "
     "a customer.", True),
])
def test_sold_as_a_service_is_no_sale(claim: str, page: str, charged: bool) -> None:
    assert ("EA03-REL" in _judge(claim, page)[1]) is charged


@pytest.mark.parametrize(("claim", "charged"), [
    ("A different company with the same name, based in Lyon, is not the competitor discussed "
     "here.", False),
    ("Osterholt Routing is not based in Utrecht.", True),  # control: denies the page
])
def test_setting_a_namesake_apart_denies_nothing(claim: str, charged: bool) -> None:
    assert ("EA03-DIRECTION" in _judge(claim, RIVAL + " A namesake is based in Lyon.")[1]) \
        is charged


def test_a_sentence_naming_no_company_but_by_a_pronoun_keeps_the_subject_before() -> None:
    from rubric.reading import subjects_in_order

    known = frozenset({"osterholt routing", "larkspur freight"})
    texts = ["Osterholt Routing reported revenue of GBP 19.7M.",
             "Set against its valuation, that gives a 2.8x multiple.",
             "Larkspur Freight does not disclose revenue.",
             "Its customers are regional carriers.",
             "Osterholt Routing is valued at GBP 1.88B.",
             "With 2025 revenue of GBP 108.2M, that implies a multiple of about 17.4x.",
             "Revenue is not disclosed."]  # control: names no company, works on nothing
    assert subjects_in_order(texts, "Larkspur Freight", known) == \
        ["osterholt routing", "osterholt routing", None, None, "osterholt routing",
         "osterholt routing", None]


@pytest.mark.parametrize(("claim", "charged"), [
    ("Osterholt Routing dates to 2019 and has raised USD 8M.", False),
    ("Osterholt Routing raised its first round in 2019.", True),  # control: 2019 is founding
])
def test_dates_to_a_year_is_a_founding_year(claim: str, charged: bool) -> None:
    page = RIVAL + "\nOsterholt Routing has raised USD 8M."
    assert ("EA03-NUM" in _judge(claim, page)[1]) is charged


@pytest.mark.parametrize(("claim", "charged"), [
    ("The rounds (12 + 28) add up to the USD 40M raised.", False),
    ("The rounds (12 + 27) add up to the USD 40M raised.", True),  # control: 39 is no figure
])
def test_a_sum_shown_with_its_working_is_read_by_its_total(claim: str, charged: bool) -> None:
    """Held out (round 4): "(2.5 + 23 + 21.5 + 86 + 147) sum to that USD 280M": the parts are
    written in the total's unit; a part that is no figure of the sum is still read."""
    pages = ("Larkspur Freight raised USD 12M in a Series A round.",
             "Larkspur Freight closed a USD 28M Series B; it has raised USD 40M in total.")
    supported, modes = _judge(claim, *pages)
    assert (not supported) is charged, modes


def test_a_person_in_a_role_has_no_pages_to_split_a_claim_across() -> None:
    """Held out (round 4): "X had been the company's chief executive at the time of the 2014
    Series A and the 2016 RouteWise launch", the two years on two of the company's pages."""
    claim = ("Odile Brenner had been the company's chief executive at the time of the 2014 "
             "Series A and the 2016 RouteWise launch.")
    pages = ("Larkspur Freight raised its Series A in 2014. Odile Brenner, its chief executive, "
             "said the money would fund hiring.",
             "Larkspur Freight launched RouteWise in 2016.")
    assert "EA03-BRIDGE" not in _judge(claim, *pages)[1]


# ---- round 5 of the outside check (docs/corpus.md, world w10, 110 calls): class and control --

@pytest.mark.parametrize(("claim", "charged"), [
    ("In January 2025 a job listing gave a team of 140.", False),
    ("Larkspur Freight is preparing a stock market listing.", True),  # control: a listing
])
def test_a_job_listing_is_no_stock_listing(claim: str, charged: bool) -> None:
    page = "Larkspur Freight is hiring. The job posting says the team numbers 140."
    assert ("EA03-EVENT" in _judge(claim, page)[1]) is charged


@pytest.mark.parametrize(("claim", "charged"), [
    ("Earlier releases give lower counts: 62 in 2020 and 140 now.", False),
    ("The company declined to give its valuation.", False),
    ("Headcount fell from 140 to 62.", True),  # control: a figure said to fall that grew
])
def test_a_direction_is_said_of_a_figure(claim: str, charged: bool) -> None:
    page = "Larkspur Freight's headcount grew from 62 to 140. Revenue rose by a third."
    assert ("EA03-DIRECTION" in _judge(claim, page)[1]) is charged


def test_names_coordinated_before_a_verb_of_reporting_are_sources() -> None:
    from rubric.offline_judge import _reports

    claim = "Harbor Times and Market Lantern list the same three rivals."
    assert _reports(claim, "Harbor Times") and _reports(claim, "Market Lantern")
    assert _reports("VentureGraph and StartupLedger both list Osterholt Routing.", "VentureGraph")
    assert not _reports("Acme and Birch Ventures raised USD 5M.", "Acme")  # control


@pytest.mark.parametrize(("claim", "charged"), [
    ("It makes routing software sold mainly to regional carriers.", False),
    ("Larkspur Freight sold RouteWise to Fennick Logistics.", True),  # control: a sale
])
def test_a_product_sold_to_customers_is_no_sale(claim: str, charged: bool) -> None:
    page = "Larkspur Freight builds RouteWise for regional carriers. Fennick Logistics is a client."
    assert ("EA03-REL" in _judge(claim, page)[1]) is charged


def test_a_company_the_ceo_names_as_a_customer_holds_no_role() -> None:
    from rubric.reading import holds_role
    from rubric.tier_a import _ROLES

    rx = _ROLES["chief executive"]
    named = _normalized("The CEO also named Kestrel Data as a customer in a 2026 interview.")
    assert not holds_role(named, "kestrel data", rx)
    assert holds_role(_normalized("The CEO, Odile Brenner, named Kestrel Data as a customer."),
                      "odile brenner", rx)  # control: the role's holder


@pytest.mark.parametrize(("claim", "charged"), [
    ("The company planned to open a Ghent office and to name new partners.", False),
    ("Larkspur Freight partners with Ghent Logistics.", True),  # control: the page says customer
])
def test_a_relation_is_given_to_the_name_beside_it(claim: str, charged: bool) -> None:
    page = ("Larkspur Freight will open an office in Ghent. Ghent Logistics, a Ghent supplier, "
            "is a customer of Larkspur Freight.")
    assert ("EA03-REL" in _judge(claim, page)[1]) is charged


@pytest.mark.parametrize(("claim", "charged"), [
    ("In 2025 it launched RouteWise on 4 September and signed a partner on 21 August.", False),
    ("Larkspur Freight runs 4 depots.", True),  # control: a count the page gives as 3
])
def test_a_day_of_a_month_is_no_count(claim: str, charged: bool) -> None:
    page = ("Larkspur Freight launched RouteWise on 4 September 2025 and signed a partner on 21 "
            "August 2025. Larkspur Freight runs 3 depots.")
    assert ("EA03-QTY" in _judge(claim, page)[1]) is charged


@pytest.mark.parametrize(("claim", "charged"), [
    ("No valuation was disclosed for the Series C, so the Series B figure is the latest.", False),
    ("The Series C valued Larkspur Freight at USD 40M.", True),  # control: the page says B
])
def test_a_round_named_as_having_no_figure_is_no_instrument_error(claim: str,
                                                                  charged: bool) -> None:
    page = "The Series B valued Larkspur Freight at USD 40M."
    assert ("EA03-INSTRUMENT" in _judge(claim, page)[1]) is charged


@pytest.mark.parametrize(("text", "mode"), [
    ("No revenue figures for Osterholt Routing appeared in the sources.", "absent"),
    ("No customer appeared to leave after the price change.", "absent"),
])
def test_no_figure_appeared_is_a_statement_of_absence(text: str, mode: str) -> None:
    from rubric.reading import modality

    assert modality(text) == mode


def _normalized(text: str) -> str:
    from rubric import values as V

    return V.norm_text(text)


def test_stems_and_names_read_whole_words() -> None:
    from rubric.offline_judge import _claim_names
    from rubric.reading import _same_stem

    assert _same_stem("resigned", "resignation") and _same_stem("sale", "sales")
    assert not _same_stem("withdrew", "with")
    # "de" inside a name is a word of its own: "Larkspur Freight defaulted" names no "… de"
    assert _claim_names("Larkspur Freight defaulted on a loan.", TARGET["name"]) == []
    assert _judge("Larkspur Freight defaulted on a bank loan last year.")[1] == ["EA03-EVENT"]


# ---- a cited restatement of an earlier sentence --------------------------------------------

def _filler_share(p: list, c: list, info: dict, report: str) -> float:
    s = score_rollout(p, with_report(c, report), info)
    return s.explanation["components"]["sol/filler_share"]


def test_a_cited_restatement_is_a_repeat_and_an_added_name_or_figure_is_not() -> None:
    p, c, info, report = _oracle()
    m = re.search(r"(It was founded by [^\[]+) (\[\d+\])\.", report)
    assert m
    base = _filler_share(p, c, info, report)
    said, cite = m.group(1), m.group(2)
    # the same words with a framing clause, before or after: says nothing new
    for copy in (f"Put another way, {said[0].lower()}{said[1:]} {cite}.",
                 f"{said}, as the same source repeats {cite}."):
        assert _filler_share(p, c, info, report.replace(m.group(0), f"{m.group(0)} {copy}")) > base
    # adding a figure or a name says something new: no repeat
    for more in (f"{said} in 2015 {cite}.", f"{said} and Ilse Varga {cite}."):
        assert _filler_share(p, c, info, report.replace(m.group(0),
                                                        f"{m.group(0)} {more}")) == base


# ---- what a claim relates ------------------------------------------------------------------

DEALS = ("Larkspur Freight news\n\nIn 2024 Larkspur Freight bought Quayline, a Dutch routing "
         "start-up. Former Quayline chief Ines Marr joined Larkspur Freight as head of product.\n"
         "Competitors: Fennick Logistics, Tarrow Systems")


@pytest.mark.parametrize("claim", [
    "Larkspur Freight took over Fennick Logistics.",  # both names on the page, no deal
    "Tarrow Systems filed a lawsuit against Larkspur Freight.",
    "Fennick Logistics owns a stake in Larkspur Freight.",
    "Ines Marr quit Larkspur Freight to start Tarrow Systems.",
    "Alder Capital divested its shares of Larkspur Freight.",
    "Birch Ventures co-led the Series A.",  # the page gives the lead to Alder Capital
])
def test_a_relation_between_names_the_pages_hold_apart_is_no_support(claim: str) -> None:
    supported, modes = _judge(claim, ABOUT, FUNDING, DEALS)
    assert not supported and "EA03-REL" in modes


@pytest.mark.parametrize("claim", [
    "Larkspur Freight acquired Quayline in 2024.",  # "bought" on the page: the same act
    "Ines Marr, formerly of Quayline, joined Larkspur Freight.",
    "Alder Capital led the Series A, with Birch Ventures joining.",
    "The Series A was led by Alder Capital.",
    "Larkspur Freight competes with Fennick Logistics and Tarrow Systems.",  # no act
])
def test_a_relation_one_cited_sentence_holds_stays_supported(claim: str) -> None:
    assert _judge(claim, ABOUT, FUNDING, DEALS) == (True, [])


# ---- a value joined to another subject across cited pages ----------------------------------

RIVAL = ("Osterholt Routing company profile\n\nOsterholt Routing sells dispatch software to "
         "parcel firms. It was founded in 2019 in Utrecht.\nEmployees: 35")


@pytest.mark.parametrize("claim", [
    "Osterholt Routing employs 140 people.",  # the target's headcount
    "Osterholt Routing was set up in 2014.",  # the target's founding year
    "Osterholt Routing is run by Odile Brenner.",  # the target's chief executive
])
def test_the_targets_value_given_to_a_peer_across_pages_is_a_bridge(claim: str) -> None:
    supported, modes = _judge(claim, RIVAL, ABOUT)
    assert not supported and "EA03-BRIDGE" in modes


@pytest.mark.parametrize(("claim", "pages"), [
    ("Osterholt Routing employs 35 people.", (RIVAL, ABOUT)),  # its own value, its own page
    ("Osterholt Routing, founded in 2019, competes with Larkspur Freight.", (ABOUT, RIVAL)),
    ("Larkspur Freight has 140 employees against Osterholt Routing's 35.", (ABOUT, RIVAL)),
    ("Alder Capital led the USD 12M Series A.", (FUNDING, ABOUT)),  # one sentence holds both
])
def test_values_on_the_subjects_own_page_or_sentence_stay_supported(
        claim: str, pages: tuple[str, ...]) -> None:
    assert _judge(claim, *pages) == (True, [])


# ---- a plan in a later clause, a departure, a multiple from rounded parts -------------------

REMARK = ("Larkspur Freight update\n\nOdile Brenner, Larkspur Freight's chief executive, said the "
          "company would keep investing in route planning.")
PLAN = "Larkspur Freight plans to open an office in Lyon, Odile Brenner said."
RUMOUR = "Larkspur Freight is expected to raise USD 40M, people familiar with the talks said."
HANDOVER = ("Larkspur Freight co-founder Kasimir Lutz steps aside as chief executive\n\n"
            "Larkspur Freight called the move an orderly transition.")


def test_a_plan_after_the_key_clause_does_not_make_the_key_a_plan() -> None:
    assert _judge("Odile Brenner is the chief executive officer.", REMARK) == (True, [])
    # controls: a plan governs its own clause, a rumour's attribution the whole sentence
    for claim, page in (("Larkspur Freight opened an office in Lyon.", PLAN),
                        ("Larkspur Freight raised USD 40M.", RUMOUR)):
        supported, modes = _judge(claim, page)
        assert not supported and "EA03-VOICE" in modes, (claim, modes)


@pytest.mark.parametrize(("newer", "charged"), [
    (HANDOVER, False),  # the newer page is about someone leaving the role
    ("Larkspur Freight names Kasimir Lutz chief executive officer.", True),  # control
    # outside round 13: the role beside a city names no holder
    ("Larkspur Freight update\n\nThe new chief executive is taking over a company whose users "
     "are mostly carriers around Ghent.", False),
    ("Larkspur Freight update\n\nKasimir Lutz, the new chief executive, is taking over a "
     "company around Ghent.", True),
])
def test_a_newer_page_on_a_departure_names_no_other_holder(newer: str, charged: bool) -> None:
    claim = "Odile Brenner is the chief executive officer."
    cited = Evidence(source_id=1, url="https://larkspur-freight.test/about", text=ABOUT,
                     date="2025-07-07")
    later = Evidence(source_id=2, url="https://larkspur-freight.test/news", text=newer,
                     date="2025-07-09")
    (v,) = check_claims([ClaimCase(claim=claim, target=TARGET, evidence=[cited],
                                   context=[later])])
    assert ("EA03-DELTA" in v.modes) is charged, v.reasons


@pytest.mark.parametrize(("written", "holds"), [("3.9", True), ("4.0", True), ("4.1", False)])
def test_a_multiple_from_the_exact_figures_is_as_right_as_from_the_rounded(
        written: str, holds: bool) -> None:
    from rubric import values as V
    from rubric.derived import multiple_supported

    pages = ["Larkspur Freight reported revenue of 362,100,000 euros for fiscal 2025.",
             "The round puts Larkspur Freight's post-money valuation at EUR 1.43B."]
    # 1.43B / 362.1M is 3.95; the valuation's own precision (1.425–1.435B) reaches 3.94–3.96
    assert multiple_supported(written, V.money_mentions("EUR 1.43B"), pages) is holds


# ---- the outside check's classes (docs/corpus.md "The outside check") ----------------------

def test_each_clause_of_a_sentence_about_two_companies_keeps_its_own_page() -> None:
    claim = "Osterholt Routing sells dispatch software, and Larkspur Freight employs 140 people."
    assert _judge(claim, RIVAL, ABOUT) == (True, [])
    # control: one clause, the target's headcount given to the peer across pages
    supported, modes = _judge("Osterholt Routing sells dispatch software and employs 140 "
                              "people.", RIVAL, ABOUT)
    assert not supported and "EA03-BRIDGE" in modes


def test_a_list_after_a_clause_opening_name_stays_in_its_clause() -> None:
    """Held out (docs/corpus.md "The outside check"): "…, and B counts C as a customer and D as
    a partner": D is B's partner, on B's page, not a clause of its own."""
    rival = RIVAL + ("\nCustomers include Fennick Logistics. Kestrel Data is a technology "
                     "partner of Osterholt Routing.")
    claim = ("Larkspur Freight employs 140 people, and Osterholt Routing counts Fennick "
             "Logistics as a customer and Kestrel Data as a partner.")
    assert _judge(claim, ABOUT, rival) == (True, [])
    # control: a name followed by its verb still opens a clause of its own
    from rubric.offline_judge import _clauses

    names = ["Osterholt Routing", "Fennick Logistics", "Kestrel Data"]
    assert len(_clauses(claim, names)) == 2
    assert len(_clauses(claim.replace("as a partner", "sells maps"), names)) == 3


@pytest.mark.parametrize(("claim", "page", "charged"), [
    ("All products share one account.",
     "Every one of Larkspur Freight's products share one account.", False),
    ("All customers renewed their contracts.",
     "Most Larkspur Freight customers renewed their contracts.", True),  # control
])
def test_all_is_said_by_every(claim: str, page: str, charged: bool) -> None:
    supported, modes = _judge(claim, page)
    assert ("EA03-SCOPE" in modes) is charged, modes


@pytest.mark.parametrize(("claim", "charged"), [
    ("Headcount was 62 in 2020 and 260 at the Series D.", False),
    ("Larkspur Freight raised USD 40M in a Series C round.", True),  # control: no Series C
])
def test_a_round_a_cited_page_names_is_no_instrument_error(claim: str, charged: bool) -> None:
    series_b = "Larkspur Freight had 62 employees at its Series B round in 2020."
    later = "Larkspur Freight closed a USD 40M Series D round. The company has 260 employees."
    supported, modes = _judge(claim, series_b, later)
    assert ("EA03-INSTRUMENT" in modes) is charged, modes


def test_companies_a_ceo_names_hold_no_role() -> None:
    claim = "Larkspur Freight's CEO named Fennick Logistics as its main competitor."
    cited = Evidence(source_id=1, url="https://larkspur-freight.test/interview",
                     text="Odile Brenner, Larkspur Freight's CEO, named Fennick Logistics as its "
                          "main competitor.", date="2025-07-07")
    later = Evidence(source_id=2, url="https://larkspur-freight.test/news",
                     text="Larkspur Freight names Kasimir Lutz chief executive officer.",
                     date="2025-07-09")
    (v,) = check_claims([ClaimCase(claim=claim, target=TARGET, evidence=[cited],
                                   context=[later])])
    assert "EA03-DELTA" not in v.modes, v.reasons


# ---- a rival given the target's values (attack case cross_subject_values): class and control -

_REPORT_INTRO = ("Route software vendors, 2025\n\nThis report sizes the market for route and "
                 "dock software used by carriers, shippers and warehouses, drawing on vendor "
                 "interviews, buyer surveys and pricing checks. Spending grew as carriers "
                 "replaced spreadsheets and phone calls with planning tools, and buyers now "
                 "expect software that links to their transport and warehouse systems. The "
                 "profiles below describe the vendors most often named by buyers.\n")


def _rival() -> str:
    """A company of the default world (the offline judge knows its names), as a rival."""
    from tearsheet_env.env import load_world_for

    return load_world_for(0, 400).companies[3].name


@pytest.mark.parametrize(("claim", "pages", "charged"), [
    # the target's city, on a market report that gives it in the target's paragraph
    ("{R} is headquartered in Ghent, Belgium.",
     [_REPORT_INTRO + "Larkspur Freight, based in Ghent, Belgium, sells route planning.\n{R} "
      "sells dock scheduling software to warehouses."], True),
    # the target's chief executive, on the target's own page beside the rival's
    ("{R} is led by chief executive Odile Brenner.",
     ["About {R}\n\n{R} sells dock scheduling software to warehouses.", ABOUT], True),
    # controls: the rival's own city, in its own paragraph; a source's year; a list
    ("{R} is headquartered in Lyon, France.",
     ["Route software vendors, 2025\n\nLarkspur Freight sells route planning.\n{R} sells dock "
      "scheduling software. It is based in Lyon, France."], False),
    ("{R}'s USD 12M total is from a May 2025 report.",
     ["Vendors\n\nLarkspur Freight sells route planning.\n{R} has raised USD 12M."], False),
    ("Market Lantern places {R} and Larkspur Freight in the same segment.",
     ["Market Lantern, 2025\n\n{R} and Larkspur Freight compete in route planning."], False),
])
def test_a_rival_given_values_from_another_company_s_paragraph_is_bridged(
        claim: str, pages: list[str], charged: bool) -> None:
    rival = _rival()
    _, modes = _judge(claim.format(R=rival), *(p.format(R=rival) for p in pages))
    assert ("EA03-BRIDGE" in modes) is charged, modes


# ---- a year or a percent given to another measure (attack case counts_other_measure) ----------

@pytest.mark.parametrize(("claim", "page", "charged"), [
    ("Larkspur Freight has turned a profit every year since 2014.",
     "Odile Brenner and Kasimir Lutz started Larkspur Freight in 2014.", True),
    ("Larkspur Freight was founded in 2014.",
     "Odile Brenner and Kasimir Lutz started Larkspur Freight in 2014.", False),  # control
    ("Larkspur Freight launched RouteWise in 2016.",
     "Larkspur Freight started selling RouteWise in 2016.", False),  # control: no founding
    ("Larkspur Freight's headcount rose 11.5% last year.",
     "The route optimisation market is expected to grow at a CAGR of 11.5% through 2030.", True),
    ("Larkspur Freight's headcount rose 11.5% last year.",
     "Larkspur Freight's staff grew 11.5% last year, to 140.", False),  # control
])
def test_a_figure_given_to_another_event_or_measure_is_misread(claim: str, page: str,
                                                              charged: bool) -> None:
    assert ("EA03-NUM" in _judge(claim, page)[1]) is charged


# ---- round 6 of the outside check (world w11, 110 calls): class and control ------------------

@pytest.mark.parametrize(("claim", "charged"), [
    ("An analyst quoted by Harbor Times expected some of Larkspur Freight's rivals to merge or "
     "close as budgets tighten.", False),
    ("According to Harbor Times, Larkspur Freight's rivals will merge.", False),
    ("Harbor Times expects Larkspur Freight to merge with Alder Capital.", True),  # control
])
def test_a_source_of_a_forecast_is_no_party_to_its_act(claim: str, charged: bool) -> None:
    page = ("Harbor Times\n\nAn analyst sounded a note of caution: \u201cA few of Larkspur "
            "Freight's rivals are going to merge or shut down before long.\u201d")
    assert ("EA03-REL" in _judge(claim, page)[1]) is charged


@pytest.mark.parametrize(("claim", "time"), [
    ("CompanyFactsHub's figure of 140 employees, with data as of August 2026, is therefore out "
     "of date.", "past"),
    ("The directory's headcount of 140 is outdated.", "past"),
    ("Larkspur Freight has 140 employees.", "current"),  # control
])
def test_a_figure_the_sentence_calls_stale_is_no_current_claim(claim: str, time: str) -> None:
    from rubric.reading import read_claim

    assert read_claim(claim, "Larkspur Freight", frozenset()).time == time


def test_a_sentence_setting_a_namesake_s_line_of_business_apart_disclaims_it() -> None:
    from rubric.reading import SET_APART

    said = ("News articles about a Larkspur Freight that sells incident-review tools describe a "
            "different line of business, so their figures are not used in this tearsheet.")
    assert SET_APART.search(said)
    assert not SET_APART.search("Larkspur Freight's software is used in a different line of "
                                "warehouses.")  # control


def test_a_clause_after_and_is_no_list_member() -> None:
    from rubric.tier_a import _name_keys

    said = ("The Zulmdrora Networks partnership was announced in 2013 and covers route "
            "planning, and Zulmdrora plans to resell Larkspur Freight's products.")
    assert "covers route planning" not in _name_keys(said, frozenset())[0]
    listed = "Its investors are Alder Capital, Birch Ventures and oak fund."  # control
    assert "oak fund" in _name_keys(listed, frozenset())[0]


@pytest.mark.parametrize(("claim", "charged"), [
    ("According to its own history page, the company's earliest work was on route planning.",
     False),
    ("According to its own history page, the company's earliest work was on freight insurance "
     "brokerage.", True),  # control: what the page does not say
])
def test_the_page_a_claim_is_according_to_is_no_content(claim: str, charged: bool) -> None:
    page = "Larkspur Freight, founded in 2014, started out working on route planning."
    assert ("EA03-EVENT" in _judge(claim, page)[1]) is charged


# ---- round 7 of the outside check and the attack cases it closed: class and control ----------

@pytest.mark.parametrize(("claim", "modality"), [
    ("Larkspur Freight's revenue exceeds USD 30M, though this is not publicly confirmed.",
     "reported"),  # a figure stated, then disowned, is still a figure stated
    ("Co-founder Kasimir Lutz is named as a founder, but the pages do not give his current "
     "role.", "reported"),
    ("Revenue is not disclosed, though one directory estimates USD 5M.", "absent"),  # control
    ("No source gives Larkspur Freight's revenue.", "absent"),  # control
])
def test_a_closing_concession_does_not_set_the_sentence_s_modality(claim: str,
                                                                    modality: str) -> None:
    from rubric.reading import read_claim

    assert read_claim(claim, "Larkspur Freight", frozenset()).modality == modality


@pytest.mark.parametrize(("claim", "strict"), [
    ("The analyst expects the route software market to consolidate, with larger vendors "
     "acquiring smaller specialists.", False),
    ("Larger vendors acquired two smaller specialists last year.", True),  # control: reported
    ("Analysts expect the company to be acquired next year.", True),  # control: the company's
])
def test_a_market_forecast_of_acquisitions_is_not_the_company_s_event(claim: str,
                                                                      strict: bool) -> None:
    from rubric.findings import Finding
    from rubric.tier_a import pooled

    finding = pooled(Finding(mode="EA03-ASSOC", reason="no cited page reports acquisition",
                             sentence=claim), None)
    assert (finding.pool == "strict") is strict


def test_a_sentence_opening_with_its_is_about_its_carried_subject_and_the_names_it_holds() -> None:
    from tearsheet_env.env import load_world_for

    companies = load_world_for(0, 400).companies
    first, second = companies[3].name, companies[4].name
    pages = [f"About {second}\n\n{second} sells dock scheduling software to warehouses.", FUNDING]

    def modes(claim: str, page_list: list[str]) -> list[str]:
        evidence = [Evidence(source_id=i + 1, url=f"https://larkspur-freight.test/p{i}", text=t)
                    for i, t in enumerate(page_list)]
        (v,) = check_claims([ClaimCase(claim=claim, target=TARGET, evidence=evidence,
                                       subject=first)])
        return v.modes

    # the target's flagship, on the target's page only, given to two rivals
    assert "EA03-BRIDGE" in modes(f"Its flagship product RouteWise is sold by {second}.", pages)
    # control: the carried subject's own page holds the value
    own = [f"About {first}\n\n{first} was founded in 2011 and competes with {second}.", FUNDING]
    assert "EA03-BRIDGE" not in modes(f"It competes with {second} and was founded in 2011.", own)


def test_a_list_ending_in_where_names_no_place() -> None:
    from rubric.tier_a import _name_keys

    assert _name_keys("The careers page lists open roles in Ghent, Lyon and remote locations.",
                      frozenset())[0] == ["Ghent", "Lyon"]


@pytest.mark.parametrize(("claim", "charged"), [
    ("Larkspur Freight has disclosed one round.", False),
    ("Larkspur Freight has disclosed seven rounds.", True),  # control: the page gives one
])
def test_a_count_in_words_is_held_by_the_page_s_numeral(claim: str, charged: bool) -> None:
    page = "Larkspur Freight profile\n\nNumber of funding rounds: 1\nLead investor: Alder Capital"
    assert ("EA03-EVENT" in _judge(claim, page)[1]) is charged


# ---- round 8 of the outside check (world w12): class and control -----------------------------

@pytest.mark.parametrize(("claim", "charged"), [
    ("Harbor Foods has been a customer since 2021, and Quay Farms signed on in 2026.", False),
    ("Harbor Foods has been a customer since 2021 alongside Quay Farms.", True),  # control
])
def test_a_name_opening_its_own_clause_is_its_subject_not_a_value(claim: str,
                                                                   charged: bool) -> None:
    harbor = "Harbor Foods and Larkspur Freight: a customer story\n\nHarbor Foods has used " \
             "RouteWise since 2021."
    quay = "Larkspur Freight news\n\nQuay Farms signed on as a customer in 2026."
    assert ("EA03-BRIDGE" in _judge(claim, harbor, quay)[1]) is charged


@pytest.mark.parametrize(("claim", "charged"), [
    ("A 2025 profile still gave 120, so it is older than the 140 figure.", False),
    ("A 2025 profile still gave 120, so it is older than the 160 employees now.", True),
])
def test_a_figure_the_sentence_only_points_back_to_is_no_claim(claim: str, charged: bool) -> None:
    page = "Larkspur Freight profile, 2025\n\nEmployees: 120"
    supported, modes = _judge(claim, page)
    assert (not supported) is charged, modes


@pytest.mark.parametrize(("claim", "held"), [
    ("Larkspur Freight sells to MGA customers.", True),
    ("Larkspur Freight sells to TPA customers.", False),  # control: not written out
])
def test_an_acronym_is_held_by_its_words_on_the_page(claim: str, held: bool) -> None:
    from rubric.tier_a import Evidence as PageEvidence
    from rubric.tier_a import _missing_names

    page = PageEvidence.of_sentences(["Larkspur Freight sells to insurers and managing general "
                                      "agents."])
    assert (_missing_names([page], claim, frozenset({"larkspur", "freight"})) == []) is held


@pytest.mark.parametrize(("claim", "mode", "charged"), [
    ("Birch Logistics is also based in Madrid, was founded in 2014 and sells dock software.",
     "EA03-INCUMBENT", False),
    ("The chief executive said the most common alternative remains a spreadsheet.",
     "EA03-RANK", False),
    ("The chief executive said the fastest alternative remains a spreadsheet.",
     "EA03-RANK", True),  # control: a rank the page does not give
    ("Customer contracts run on a rolling basis, and the company relies on renewals.",
     "EA03-VOICE", False),
])
def test_round_8_readings(claim: str, mode: str, charged: bool) -> None:
    page = ("Larkspur Freight interview\n\nOdile Brenner: Our most common competitor is still a "
            "spreadsheet. Our contracts are set on a rolling basis, and we rely on renewals. "
            "Birch Logistics, based in Madrid, was founded in 2014; its former chief executive "
            "Madrid Ortega left in 2020. The money will go into a larger customer support team.")
    assert (mode in _judge(claim, page)[1]) is charged


# ---- session 4: the attack cases closed without an outside round: class and control --------

@pytest.mark.parametrize(("claim", "charged"), [
    ("Larkspur Freight booked EUR 245.1M in revenue last year.", True),  # same digit, not equal
    ("Larkspur Freight booked EUR 244M in revenue last year.", False),  # the claim rounds
    ("Larkspur Freight booked EUR 244.14M in revenue last year.", False),  # the page rounds
])
def test_two_figures_written_to_the_same_digit_agree_only_when_equal(claim: str,
                                                                     charged: bool) -> None:
    page = "Larkspur Freight annual report\n\nRevenue: EUR 244.1M, up from EUR 190M."
    supported, modes = _judge(claim, page)
    assert (not supported) is charged, modes


def test_one_tolerance_reads_each_side_at_its_own_precision() -> None:
    from rubric import values as V

    assert not V.agrees(245.1e6, 244.1e6, 0.05e6)  # within 0.5%, but a digit apart
    assert V.agrees(1200e6, 1.2e9, 0.5e6)  # "USD 1,200M" for a page's "USD 1.2 billion"
    assert V.agrees(244e6, 243.6e6, 0.5e6) and not V.agrees(303, 302, 0.5)
    # a world's truth, which its pages may round any way, keeps the 0.5% bound
    assert V.agrees(1200e6, 1.203e9, 0.5e6, math.inf) and not V.agrees(1200e6, 1.203e9, 0.5e6)


def test_a_statement_of_absence_is_no_filler_and_a_remark_is() -> None:
    p, c, info, report = _oracle()
    base = _filler_share(p, c, info, report)
    absence = _add(report, "Financials & Operating Metrics",
                   "None of the sources discloses the company's profit.")
    remark = _add(report, "Financials & Operating Metrics",
                  "Readers may wish to weigh this information carefully.")
    assert _filler_share(p, c, info, absence) == base
    assert _filler_share(p, c, info, remark) > base


# ---- round 9 of the outside check (world w12, 110 calls): class and control ------------------

@pytest.mark.parametrize(("claim", "grave"), [
    ("Its business is grid software sold to utilities and industrial sites.", False),
    ("The platform is sold to regional carriers.", False),
    ("The company was sold to Alder Capital in 2024.", True),  # control: the company sold
    ("Larkspur Freight sold itself to Alder Capital.", True),
    ("Larkspur Freight has been sold to a rival.", True),
])
def test_products_sold_to_customers_are_no_sale_of_the_company(claim: str, grave: bool) -> None:
    from rubric.events import grave_event

    assert grave_event(claim) is grave


# ---- round 10 of the outside check (world w13, four styles): class and control ---------------

@pytest.mark.parametrize(("claim", "ranked"), [
    ("It raised a EUR 5M Seed round with Alder Capital leading as the sole investor.", False),
    ("Alder Capital is leading the Series A.", False),
    ("Larkspur Freight is the leading route-planning vendor in Europe.", True),  # control
    ("Larkspur Freight is a market-leading vendor.", True),
])
def test_leading_a_round_is_no_rank(claim: str, ranked: bool) -> None:
    from rubric.offline_judge import RANK
    from rubric.tier_a import _RANKING

    assert bool(RANK.search(claim)) is ranked and bool(_RANKING.search(claim)) is ranked


def test_a_money_figure_in_millions_holds_no_year() -> None:
    from rubric.tier_a import _numeric_keys

    assert _numeric_keys("| Enealmkron | Manchester | 2012 | GBP 1916M | — |")["years"] == [2012]
    assert _numeric_keys("It was valued at GBP 1916M in 2019.")["years"] == [2019]  # control


def test_a_possessive_opens_a_clause_of_its_own() -> None:
    from rubric.offline_judge import _clauses

    claim = ("Birch Logistics's GBP 1,916M valuation followed its Series E, and Quay Farms's "
             "EUR 385M valuation followed its Series B.")
    assert len(_clauses(claim, ["Birch Logistics", "Quay Farms"])) == 2
    # control: a possessive inside a list opens nothing
    assert len(_clauses("It lists Birch Logistics and Quay Farms as rivals.",
                        ["Birch Logistics", "Quay Farms"])) == 1


@pytest.mark.parametrize(("claim", "charged"), [
    ("Odile Brenner has said their product did not sell.", False),
    ("Odile Brenner has said the company was not rebuilt around routing.", True),  # control
])
def test_a_denial_the_page_gives_in_another_sentence_is_no_reversal(claim: str,
                                                                     charged: bool) -> None:
    page = ("Larkspur Freight podcast\n\nWe talk to Odile Brenner, chief executive of Larkspur "
            "Freight.\n\nQ: How did it start?\n\nOdile: We started with a different product "
            "and it did not sell. In 2018 we rebuilt the company around routing.")
    assert ("EA03-DIRECTION" in _judge(claim, page)[1]) is charged


# ---- round 11 of the outside check (world w13, four styles): class and control ---------------

@pytest.mark.parametrize(("claim", "charged"), [
    ("A directory lists EUR 200M of funding, which does not match the EUR 12M of its rounds.",
     False),
    ("The round's figures don't add up to the total the profile gives.", False),
    ("Larkspur Freight did not raise a Series A.", True),  # control: a denial
])
def test_two_figures_that_do_not_match_deny_nothing(claim: str, charged: bool) -> None:
    assert ("EA03-DIRECTION" in _judge(claim, FUNDING)[1]) is charged


@pytest.mark.parametrize(("written", "right"), [("9.4x", True), ("9.3x", True), ("9x", True),
                                                ("9.6x", False), ("10x", False)])
def test_a_multiple_from_the_pages_rounded_figures_is_right(written: str, right: bool) -> None:
    from rubric.tier_a import _compare_reading

    # the world's 9.3x divides GBP 1.205B by GBP 129.2M; its page gives "£1.21bn" (9.37x)
    assert _compare_reading("multiple", "Revenue Multiple", written, 9.3)[0] is right


def test_the_target_called_by_its_first_word_is_the_target() -> None:
    from rubric.reading import company_names

    known = frozenset({"larkspur freight", "birch logistics"})
    assert company_names("Larkspur addresses the route planning market.", "Larkspur Freight",
                         known) == [(0, None)]
    assert company_names("Birch addresses it.", "Larkspur Freight", known)[0] == \
        (0, "birch logistics")  # control: another company by its first word
    # control: a product named after the target ("Larkspur Route Cloud") is not the target
    assert company_names("Larkspur Route Cloud launched in 2013.", "Larkspur Freight",
                         known)[0] != (0, None)


@pytest.mark.parametrize(("sentence", "topic"), [
    ("In June 2026 the CEO put the team at 240 and said it plans to grow to 480 people.",
     "financials"),
    ("The About page states it employs 264 people.", "financials"),
    ("The CEO leads the company with a small executive team.", "leadership"),  # control
])
def test_a_headcount_a_ceo_gives_is_a_financial_figure(sentence: str, topic: str) -> None:
    from rubric.tier_a import topic_of

    assert topic_of(sentence) == topic


# ---- attack round 8: a striking act on a true sentence (class and control) -------------------

@pytest.mark.parametrize(("claim", "charged"), [
    # attack round 9: an invented joint venture with a name the page holds
    ("Larkspur Freight formed a joint venture with Alder Capital.", True),
    ("Alder Capital ousted Odile Brenner as chief executive in 2016.", True),
    ("Larkspur Freight tripled its revenue after the Series A led by Alder Capital.", True),
    ("Larkspur Freight raised USD 12M in a Series A round led by Alder Capital.", False),
    ("Larkspur Freight launched RouteWise in 2016.", False),  # control: the page's own act
])
def test_a_striking_act_needs_its_word_on_the_page(claim: str, charged: bool) -> None:
    assert ("EA03-EVENT" in _judge(claim, FUNDING, ABOUT)[1]) is charged


# ---- session 5: attack round 8's holes closed (class and control) ---------------------------

@pytest.mark.parametrize(("claim", "charged"), [
    ("Larkspur Freight employs about 150 people.", True),  # 7% off: "about" is no 10% range
    ("Larkspur Freight employs about 145 people.", False),  # within 5%
    ("Larkspur Freight employs about 140 people.", False),  # control: the page's figure
])
def test_about_holds_five_percent(claim: str, charged: bool) -> None:
    assert (not _judge(claim)[0]) is charged


@pytest.mark.parametrize(("claim", "ranked"), [
    ("No vendor in Ghent has more customers than Larkspur Freight.", True),
    ("Larkspur Freight serves more carriers than any other vendor in Belgium.", True),
    ("Its planner is second to none.", True),
    ("No other source has a more recent figure than the profile.", False),  # about sources
    ("The Series A raised more than any earlier round.", False),  # the company's own rounds
])
def test_a_rank_without_a_superlative_is_a_rank(claim: str, ranked: bool) -> None:
    from rubric.offline_judge import RANK

    assert bool(RANK.search(claim)) is ranked
    if ranked:
        assert "EA03-RANK" in _judge(claim)[1]


@pytest.mark.parametrize(("cell", "right"), [
    ("Riga, Latvia and Tallinn, Estonia", False),  # the truth and a guess
    ("Tallinn or Riga", False),
    ("Tallinn, Estonia", True),  # control: the one value
    ("Tallinn", True),
])
def test_a_table_cell_hedging_between_candidates_is_wrong(cell: str, right: bool) -> None:
    from rubric.tier_a import _cell_right, _truth_entry

    assert _cell_right(_truth_entry("text", "", "Tallinn, Estonia"), cell) is right


def test_a_restated_value_never_dilutes_an_error_and_the_count_ignores_order() -> None:
    from rubric.tier_a import checked_claims

    founded = ((1,), frozenset({("year", 2014)}), "Larkspur Freight was founded in 2014.")
    again = ((1,), frozenset({("year", 2014)}), "Per the record, its founding year is 2014.")
    both = ((1,), frozenset({("year", 2014), "odile brenner"}),
            "Odile Brenner founded Larkspur Freight in 2014.")
    other_page = ((2,), frozenset({("year", 2014)}), "A profile also gives 2014.")
    for order in ([founded, again, both, other_page], [other_page, both, again, founded]):
        assert checked_claims(order, set()) == 2  # the page-1 values said once, and page 2
        # a charged restatement said something of its own: it counts
        assert checked_claims(order, {again[2]}) == 3
    assert checked_claims([founded, again], {founded[2]}) == 1  # once, charged or not


def test_restating_true_facts_does_not_dilute_a_wrong_sentence() -> None:
    p, c, info, report = _oracle()
    # each cited year or amount of the report said again in other words, with its citations
    prose = report.split("\n|")[0]  # the sections before the comparables table
    said = dict.fromkeys(re.findall(r"\b(20\d\d|(?:EUR|USD|GBP) [\d.]+[MB])\b[^\n\[]*?"
                                    r"(\[\d+(?:, \d+)*\])", prose))
    assert len(said) >= 6
    # the wrong sentence cites a page the report cites for an amount (a page the oracle read:
    # a fixed source id moves with the world's wording)
    cite = next(cite for value, cite in said if value.startswith(("EUR", "USD", "GBP")))
    wrong = _add(report, "Financials & Operating Metrics",
                 f"The company reported a net loss of EUR 81M in 2025 {cite}.")
    padded = wrong
    for value, cite in said:
        padded = _add(padded, "Financials & Operating Metrics",
                      f"Per the record, the figure given there is {value} {cite}.")
    base = score_rollout(p, with_report(c, wrong), info).reward
    assert base < score_rollout(p, c, info).reward
    assert score_rollout(p, with_report(c, padded), info).reward <= base + 1e-9


# ---- attack round 9 (fifth session): class and control ---------------------------------------

@pytest.mark.parametrize(("claim", "kind"), [
    ("In 2025, Larkspur Freight changed hands.", "acquisition"),
    ("Larkspur Freight was folded into a larger rival.", "acquisition"),
    ("Larkspur Freight cut a fifth of its workforce.", "layoffs"),
    ("Larkspur Freight made staff redundant.", "layoffs"),
    ("Larkspur Freight went bust in 2025.", "insolvency"),
    ("Larkspur Freight shut down.", "insolvency"),
    ("Larkspur Freight was wound up by its creditors.", "insolvency"),
    ("Larkspur Freight suffered a cyberattack that exposed customer records.", "breach"),
    ("Larkspur Freight saw its shares begin trading publicly.", "listing"),
    # controls: a product's work and idioms report no event
    ("The platform helps carriers shut down idle routes.", None),
    ("Customers wound up using it daily.", None),
    ("The firm's software stops cyberattacks.", None),
])
def test_grave_events_in_yet_other_words(claim: str, kind: str | None) -> None:
    from rubric.events import event_kinds

    assert event_kinds(claim) == (frozenset({kind}) if kind else frozenset())


def test_a_company_bought_is_not_supported_by_a_page_on_its_own_purchase() -> None:
    """Attack round 9: "<the company> was acquired by X" citing the newsroom's "Acquired
    Kymrent Software" (the company buying): a page must report the company bought."""
    from rubric.events import bought

    assert bought("Larkspur Freight was acquired by Alder Capital in 2025.")
    assert bought("In 2025, Larkspur Freight changed hands.")
    assert not bought("12 April 2025 — Acquired Kymrent Software")
    assert not bought("Larkspur Freight acquired Kymrent Software in 2025.")


@pytest.mark.parametrize(("ftype", "value", "truth", "hedged"), [
    ("text", "Healthtech | Edtech", "Edtech", True),
    ("text", "Healthtech + Edtech", "Edtech", True),
    ("text", "Healthtech vs Edtech", "Edtech", True),
    ("text", "Healthtech, Edtech", "Edtech", True),
    ("person", "Theo Selyxova, Hana Gomann", "Hana Gomann", True),
    ("money", "circa EUR 29M", 30.4e6, True),
    ("money", "~EUR 29M", 30.4e6, True),
    ("count", "about 120", 118, True),
    # controls: the truth's own comma, a framing word, one exact value
    ("text", "Dublin, Ireland", "Dublin, Ireland", False),
    ("person", "Hana Gomann, CEO", "Hana Gomann", False),
    ("money", "EUR 30.4M", 30.4e6, False),
])
def test_a_facts_value_joined_or_approximated_is_a_hedge(ftype: str, value: str, truth: object,
                                                         hedged: bool) -> None:
    from rubric.values import hedges_candidates

    assert hedges_candidates(ftype, value, truth) is hedged


@pytest.mark.parametrize(("written", "right"), [
    ("Dublin, United States", False), ("Dublin", True), ("Dublin, Republic of Ireland", True),
    ("London, UK", None), ("Dublin, Ireland", True),
])
def test_a_city_with_another_country_is_another_place(written: str, right: bool | None) -> None:
    from rubric.values import read_text, text_matches_reading

    if right is None:  # a short form of the country is that country
        assert text_matches_reading(written, read_text("London, United Kingdom"))
    else:
        assert text_matches_reading(written, read_text("Dublin, Ireland")) is right


@pytest.mark.parametrize(("claim", "charged"), [
    ("Alder Capital is also a customer of Larkspur Freight.", True),  # the page: an investor
    ("Alder Capital is now a partner.", True),
    ("Alder Capital is also an investor.", False),  # control: the page's relation
])
def test_a_relation_past_an_adverb_is_read(claim: str, charged: bool) -> None:
    """Attack round 9: "X is also a customer" where the page gives X as an investor."""
    profile = ("Larkspur Freight profile\n\nInvestors: Alder Capital and Birch Ventures\n"
               "Lead investor: Alder Capital")
    assert ("EA03-REL" in _judge(claim, profile)[1]) is charged


@pytest.mark.parametrize(("sentence", "runs"), [
    ("Yara Zeanwick runs Larkspur Freight.", True),
    ("Yara Zeanwick heads the company.", True),
    ("Yara Zeanwick leads the company's engineering.", False),  # a team, not the company
    ("The platform runs Larkspur Freight workloads.", False),  # no person
])
def test_a_person_who_runs_the_company_is_its_chief_executive(sentence: str, runs: bool) -> None:
    """Attack round 9: a former chief executive who "runs" the company is presented as the
    current one (EA03-INCUMBENT, as "… is the chief executive officer")."""
    from rubric import values as V
    from rubric.offline_judge import _runs_the_company

    assert _runs_the_company(V.norm_text(sentence), "yara zeanwick", "larkspur freight") is runs


# ---- sixth session: a page's figure given as a measure the world never states --------------

FUNDING_PAGE = ("Larkspur Freight gets $25 million for route planning push\n\nLarkspur Freight "
                "raised $25 million in a Series B round led by Alder Capital. There are 157 of "
                "us today, building freight software for shippers, hospitals and retailers. "
                "The route optimisation market is expected to grow at a CAGR of 11.5%. "
                "Larkspur Freight launched RouteWise in 2016.")


@pytest.mark.parametrize(("claim", "misread"), [
    # attack round 9: the round's amount as R&D spend or as bookings, the market's CAGR as a
    # margin, the launch year as a first customer's, the headcount as school districts
    ("Larkspur Freight spends $25 million a year on research and development [1].", True),
    ("Larkspur Freight booked $25 million of contracts [1].", True),
    ("Larkspur Freight has a gross margin of 11.5% [1].", True),
    ("Larkspur Freight signed its first hospital customer in 2016 [1].", True),
    ("RouteWise is used in 157 school districts [1].", True),
    # controls: the page's own measures in other words, a page naming its buyers beside a
    # headcount ("157 of us … for hospitals"), the funds put into R&D
    ("Larkspur Freight took in $25 million from investors led by Alder Capital [1].", False),
    ("Larkspur Freight will put the $25 million it raised into research and development [1].",
     False),
    ("Larkspur Freight has a headcount of 157 [1].", False),
    ("The route optimisation market grows at 11.5% a year [1].", False),
    ("Larkspur Freight launched RouteWise in 2016 [1].", False),
])
def test_a_figure_given_as_a_measure_no_page_states_is_misread(claim: str,
                                                                misread: bool) -> None:
    _, modes = _judge(claim, FUNDING_PAGE)
    assert ("EA03-NUM" in modes) is misread, modes


@pytest.mark.parametrize(("revenue", "held"), [("EUR 27.9 million", True),
                                               ("EUR 41.5 million", False)])
def test_the_page_giving_a_multiple_s_revenue_is_no_idle_citation(revenue: str,
                                                                  held: bool) -> None:
    """Sixth session (the oracle on world w15): a comparables row "… | EUR 86M | 3.1x" cites
    the revenue story its multiple divides by; the row does not write the revenue, and the
    shortened story names nothing else of the row. Control: a revenue the multiple is not."""
    from rubric.registry import Source
    from rubric.tier_a import Evidence as Cited
    from rubric.tier_a import _key_support, _numeric_keys

    page = f"Larkspur Freight reported revenue of {revenue} for fiscal 2025."
    cited = Cited(Source(source_id=1, url="https://larkspur-freight.test/n", excerpts=[page],
                         status="fetched"))
    row = "Larkspur Freight | Lyon, France | 2019 | EUR 70.8M | EUR 86M | 3.1x"
    got, _ = _key_support([cited], _numeric_keys(row), row, frozenset({"larkspur", "freight"}))
    assert got == [held]


# ---- outside round 14 (sixth session, world w15): each class with its control --------------

@pytest.mark.parametrize(("sentence", "listing"), [
    ("Hiring continues: a TalentBoard listing posted on 30 October 2026 advertises a Data "
     "Scientist role.", False),
    ("The careers page has a listing for a Data Scientist.", False),
    # controls: a listing on a market, however it is said
    ("A listing could follow in 2028, one adviser said.", True),
    ("Larkspur Freight plans a stock market listing by 2028.", True),
    ("Larkspur Freight's listing on the Frankfurt Stock Exchange is planned.", True),
])
def test_a_job_board_listing_is_no_stock_market_listing(sentence: str, listing: bool) -> None:
    from rubric.offline_judge import STATUS_EVENT_RX

    assert any(k == "listing" and rx.search(sentence) for k, rx in STATUS_EVENT_RX) is listing


@pytest.mark.parametrize(("sentence", "kinds"), [
    ("Both products can be bought through either company.", frozenset()),
    ("Customers can buy it directly, and it can be bought online.", frozenset()),
    # controls: the company bought, or about to be
    ("Larkspur Freight could be bought by a rival.", frozenset({"acquisition"})),
    ("Larkspur Freight was bought by Alder Capital.", frozenset({"acquisition"})),
])
def test_products_bought_through_a_partner_are_no_acquisition(sentence: str,
                                                              kinds: frozenset) -> None:
    from rubric.events import event_kinds

    assert event_kinds(sentence) == kinds


def test_a_table_column_named_in_prose_is_no_name() -> None:
    from rubric.tier_a import _name_keys

    names, _ = _name_keys("The Revenue Multiple column divides each Last Valuation by the "
                          "latest revenue of Osterholt Routing.", frozenset({"larkspur"}))
    assert names == ["Osterholt Routing"]


def test_a_sentence_on_how_the_table_is_made_gives_the_company_no_value() -> None:
    """Outside round 14: "The Revenue Multiple column divides each last valuation by the latest
    revenue (GBP 55M / GBP 19.7M …)" in a report writing the company's revenue not_disclosed
    gives the peers' revenues, not the company's. Control: the same figure as its turnover."""
    report = _oracle()[3]
    cite = _round_cite(report)
    base = _blank_revenue(report)
    for sentence, charged in [
            ("The Revenue Multiple column divides each last valuation by the latest revenue "
             f"(EUR 55M / EUR 19.7M) [{cite}].", False),
            (f"Last year its turnover came to EUR 19.7M [{cite}].", True)]:
        cross = _findings(_add(base, "Financials & Operating Metrics", sentence), "EA03-CROSS")
        assert bool(cross) is charged, cross


@pytest.mark.parametrize(("claim", "reverses"), [
    # outside round 14: a contrast says what something is by what it is not
    ("Larkspur Freight framed the change as a sign of growth, not a reaction to trouble.",
     False),
    # control: the same words denied
    ("Larkspur Freight did not frame the change as a sign of growth.", True),
])
def test_a_contrast_with_not_is_no_denial(claim: str, reverses: bool) -> None:
    page = ("Larkspur Freight framed the change as a sign of growth rather than a reaction to "
            "trouble, a person familiar with the matter said.")
    _, modes = _judge(claim, page)
    assert ("EA03-DIRECTION" in modes) is reverses, modes


@pytest.mark.parametrize(("sentence", "charged"), [
    # attack round 9: an older headcount given as today's in other words
    ("Its team numbers 38 [{n}].", True),
    ("There are 38 of us today, the company says [{n}].", True),
    # control: a part of the team is no headcount
    ("It has a team of 12 engineers in Berlin [{n}].", False),
])
def test_a_team_s_size_in_other_words_is_the_headcount(sentence: str, charged: bool) -> None:
    report = _oracle()[3]
    told = _add(report, "Financials & Operating Metrics", sentence.format(n=_round_cite(report)))
    cross = _findings(told, "EA03-CROSS", "financials.headcount")
    assert bool(cross) is charged, cross


@pytest.mark.parametrize(("claim", "misread"), [
    # attack round 9: today's headcount moved back to a year the page names elsewhere
    ("In 2016, Larkspur Freight had 57 employees.", True),
    # controls: the page's own year, and a year the page gives the figure
    ("In 2026, Larkspur Freight had 57 employees.", False),
    ("In 2016, Larkspur Freight had 12 employees.", False),
])
def test_a_page_s_now_is_its_own_date(claim: str, misread: bool) -> None:
    from rubric.claim_types import ClaimCase, Evidence

    page = ("In Feb 2016, we raised EUR 1.2M in a seed round, when we were 12 employees. "
            "We now have a staff of 57.")
    (v,) = check_claims([ClaimCase(claim=claim, target=TARGET, evidence=[Evidence(
        source_id=1, url="https://larkspur-freight.test/our-story", text=page,
        date="2026-10-12")])])
    assert ("EA03-NUM" in v.modes) is misread, v.reasons


@pytest.mark.parametrize(("claim", "adjrole"), [
    # attack round 9: one chief's title given another chief's
    ("Sofia Enithberg is the chief operating officer of Larkspur Freight.", True),
    # control: the page's own title
    ("Sofia Enithberg is the chief revenue officer of Larkspur Freight.", False),
])
def test_each_chief_s_title_is_read(claim: str, adjrole: bool) -> None:
    page = "Leadership\nAnn Lee — Chief Executive Officer\nSofia Enithberg — Chief Revenue Officer"
    _, modes = _judge(claim, page)
    assert ("EA03-ADJROLE" in modes) is adjrole, modes


@pytest.mark.parametrize(("sentence", "copied"), [
    # attack round 9: a page's sentence with a word slipped in every eleven words
    ("Larkspur Freight stores customer data securely and lets customers export it also at any "
     "time, something that matters to shippers also worried about being locked in.", True),
    # controls: the page's words with one changed every few words (a close paraphrase), and
    # the page's sentence as it stands (the strict reading's, not this one's)
    ("Larkspur Freight keeps customer data safely and allows customers to export it at any "
     "moment, something that counts for shippers who worry about being locked in.", False),
])
def test_a_copied_run_survives_words_slipped_into_it(sentence: str, copied: bool) -> None:
    from rubric.tier_a import _inserted_run, _prose_words

    page = ("Larkspur Freight stores customer data securely and lets customers export it at "
            "any time, something that matters to shippers worried about being locked in.")
    assert _inserted_run(_prose_words(sentence), page) is copied


# ---- attack round 10 (sixth session): class and control -----------------------------------

@pytest.mark.parametrize(("sentence", "kinds"), [
    ("Larkspur Freight is now an Alder Capital brand.", frozenset({"acquisition"})),
    ("The company is now owned by its investors.", frozenset({"acquisition"})),
    ("Larkspur Freight now operates as a unit of Osterholt Routing.",
     frozenset({"acquisition"})),
    ("Larkspur Freight missed payments to its lenders.", frozenset({"insolvency"})),
    ("Larkspur Freight's shares trade on Euronext Dublin.", frozenset({"listing"})),
    # a docs-only user's check (sixth session): a planned cut with the staff counted
    ("Larkspur Freight plans to cut a third of its 57 employees.", frozenset({"layoffs"})),
    # controls: a brand, an owner and trading that are no event of the company
    ("RouteWise is a well-known brand among carriers.", frozenset()),
    ("Each route plan is owned by the dispatcher who made it.", frozenset()),
    ("Carriers trade loads on the platform.", frozenset()),
])
def test_grave_events_in_round_ten_s_words(sentence: str, kinds: frozenset) -> None:
    from rubric.events import event_kinds

    assert event_kinds(sentence) == kinds


def test_a_true_value_dated_before_it_held_is_charged() -> None:
    """Attack round 10: the total raised given "as of" the seed round, years before the round
    that made it the total. Control: the date of that round."""
    from tearsheet_env.world import load_world

    p, c, info, report = _oracle()

    company = next(x for x in load_world(None).companies if x.id == info["company_id"])
    held = company.details["truth_as_of"]["funding.total_raised"]
    entry = re.search(r"(- id: funding\.total_raised\n(?:  .*\n)*?  as_of: )\"?([\d-]+)\"?",
                      report)
    assert entry
    for as_of, charged in [(f"{int(held[:4]) - 4}{held[4:]}", True), (held, False)]:
        told = report.replace(entry.group(0), f'{entry.group(1)}"{as_of}"')
        s = score_rollout(p, with_report(c, told), info)
        early = [f for f in s.explanation["findings"] if f["mode"] == "EA03-VALUE"
                 and f.get("fact_id") == "funding.total_raised"]
        assert bool(early) is charged, s.explanation["findings"]


@pytest.mark.parametrize(("claim", "mode"), [
    ("Larkspur Freight leads the route optimisation market.", "EA03-RANK"),
    ("It is profitable.", "EA03-EVENT"),
    # controls: a person who leads a team, a profit the page does not give written as absent
    ("Ann Lee leads the product team at Larkspur Freight.", None),
    ("The sources do not say whether it is profitable.", None),
])
def test_a_rank_or_a_state_in_one_word_is_read(claim: str, mode: str | None) -> None:
    _, modes = _judge(claim, ABOUT)
    if mode:
        assert mode in modes, modes
    else:
        assert not {"EA03-RANK", "EA03-EVENT"} & set(modes), modes


@pytest.mark.parametrize(("sentence", "charged"), [
    # attack round 10: the chief executive the world has now written as a past one
    ("{ceo} previously served as chief executive officer [{n}].", True),
    # a docs-only user's check (sixth session): "former" beside the title
    ("{ceo} is the former chief executive officer [{n}].", True),
    # control: as the page gives it
    ("{ceo} is the chief executive officer [{n}].", False),
])
def test_the_chief_executive_now_is_no_former_one(sentence: str, charged: bool) -> None:
    report = _oracle()[3]
    m = re.search(r"^(.+?) is the chief executive officer \[(\d+)\]\.$", report, re.M)
    assert m
    told = report.replace(m.group(0), sentence.format(ceo=m.group(1), n=m.group(2)))
    incumbent = _findings(told, "EA03-INCUMBENT")
    assert bool(incumbent) is charged, incumbent


@pytest.mark.parametrize(("claim", "adjrole"), [
    # attack round 10: an outside analyst a page quotes given an office at the company, and a
    # person given the technology chief's job in other words
    ("Rafael Zisssen is Larkspur Freight's chief operating officer.", True),
    ("Rafael Zisssen oversees technology at Larkspur Freight.", True),
    # control: the analyst as the page gives him
    ("Rafael Zisssen, an analyst at Areanbrory Advisory, follows Larkspur Freight.", False),
])
def test_an_analyst_holds_no_office_at_the_company(claim: str, adjrole: bool) -> None:
    page = ("Areanbrory Advisory analyst Rafael Zisssen said investors have been drawn to route "
            "planning because the savings are easy to show.")
    _, modes = _judge(claim, page)
    assert ("EA03-ADJROLE" in modes) is adjrole, modes


def test_a_chief_s_whole_title_before_the_name_is_read() -> None:
    """The audited corpus (train11-hurried, a false penalty upheld by its reader): "Chief Product
    Officer Kasper Vrionova, Chief Financial Officer Camille Quesberg" gives Kasper the product
    chief's title, not the finance chief's that follows his name."""
    page = ("Leadership\nKasper Vrionova — Chief Product Officer\nCamille Quesberg — Chief "
            "Financial Officer")
    claim = ("The executive team comprises Chief Product Officer Kasper Vrionova, Chief "
             "Financial Officer Camille Quesberg and Chief Operating Officer Margot Isymski.")
    _, modes = _judge(claim, page)
    assert "EA03-ADJROLE" not in modes, modes


@pytest.mark.parametrize(("sentence", "charged"), [
    # attack round 10: an older round given as the company's latest announcement
    ("The most recent announcement was the Series A on October 10, 2019 [{n}].", True),
    # controls: a latest round is no latest announcement; the latest before another event is
    # history (outside round 15)
    ("The latest funding round was the Series A on October 10, 2019 [{n}].", False),
    ("Before the Series B, the most recent announcement was the Series A on October 10, 2019 "
     "[{n}].", False),
])
def test_an_older_announcement_is_no_latest_one(sentence: str, charged: bool) -> None:
    report = _oracle()[3]
    told = _add(report, "Recent Developments", sentence.format(n=_round_cite(report)))
    delta = [f for f in _findings(told, "EA03-DELTA") if "latest" in f.get("reason", "")]
    assert bool(delta) is charged, delta


# ---- seventh session: attack round 10's sides, outside round 15 ----------------------------

def _sides_of_task0() -> dict[str, str]:
    """A party of eval task 0's company on each side the world knows: an investor, a rival, a
    customer."""
    from rubric.world_index import world_index

    _, _, info, _ = _oracle()
    widx, _ = world_index(info)
    truth = widx.company_at(info["website"]).truth
    return {"target": info["name"], "investor": truth["funding.investors"][0],
            "rival": truth["competition.competitors"][0],
            "customer": truth["customers.notable"][0], "partner": truth["customers.partners"][0]}


@pytest.mark.parametrize(("sentence", "charged"), [
    # attack round 10: a party named on another side of the company than the world's
    ("{target} also competes with {investor} [{n}].", True),
    ("{rival} is a customer of {target} [{n}].", True),
    ("{target} signed a reseller agreement with {rival} [{n}].", True),
    # controls: the party on its own side; a partner at an investor; a party's own customers;
    # a rival's multiple that "uses" a valuation; a rival's partnership; several sides at once
    ("{target} competes with {rival} [{n}].", False),
    ("The board includes Ana Vorel, a partner at {investor} [{n}].", False),
    ("{rival}'s customers include {customer} [{n}].", False),
    ("{rival}'s multiple uses its 2023 valuation and its 2025 revenue [{n}].", False),
    ("{rival} partners with {customer} [{n}].", False),
    ("{target} names {customer} as a customer and {partner} as a partner [{n}].", False),
])
def test_a_party_on_another_side_of_the_company_is_a_wrong_relation(sentence: str,
                                                                    charged: bool) -> None:
    report = _oracle()[3]
    told = _add(report, "Competitive Landscape",
                sentence.format(n=_round_cite(report), **_sides_of_task0()))
    rel = [f for f in _findings(told, "EA03-REL") if "the target's" in f.get("reason", "")]
    assert bool(rel) is charged, rel


@pytest.mark.parametrize(("event", "ends"), [
    # outside round 15: closing a round completes it
    ("Closed a USD 34M Series B round led by Nestkrara Investments", False),
    ("Closing its seed financing", False),
    # controls: what closes ends
    ("Closed its Barcelona office", True),
    ("Ended its partnership with Tibory Digital", True),
])
def test_closing_a_round_is_no_ending(event: str, ends: bool) -> None:
    from rubric.tier_a import _ENDED

    assert bool(_ENDED.search(event)) is ends


@pytest.mark.parametrize(("sentence", "charged"), [
    # outside round 15: a market's consolidation in the report's words ("acquire") for the
    # page's ("buying smaller specialists")
    ("It names budget pressure as the clearest risk and expects the market to consolidate as "
     "larger vendors acquire smaller specialists [20].", False),
    # controls: a named party's acquisition the page does not report
    ("Pristic Systems acquired Virko AI in 2025 [20].", True),
    ("Larger vendors acquired Thistex Labs [20].", True),
])
def test_a_market_consolidating_by_buying_reports_acquisitions(sentence: str,
                                                               charged: bool) -> None:
    import gzip

    rollout = json.loads(gzip.open(ROUND15 / "train285-careful.json.gz").read())
    report = rollout["completion"][-1]["content"]
    said = ("It names budget pressure as the clearest risk and expects the market to consolidate "
            "as larger vendors acquire smaller specialists [20].")
    assert said in report
    told = with_report(rollout["completion"], report.replace(said, sentence))
    s = score_rollout(rollout["prompt"], told, rollout["info"])
    assoc = [f for f in s.explanation["findings"] if f["mode"] == "EA03-ASSOC" and
             "acquisition" in f.get("reason", "")]
    assert bool(assoc) is charged, assoc


@pytest.mark.parametrize(("claim", "misread"), [
    # outside round 15: the year is the end of a tenure, in a clause of its own
    ("Krouvssen was chief executive until March 2021, and the releases for the Seed and Series "
     "C rounds quote him in that role.", False),
    # control: the founding year given to a round
    ("Larkspur Freight raised its Seed round in 2021.", True),
])
def test_a_year_is_its_own_clause_s_event(claim: str, misread: bool) -> None:
    page = ("Larkspur Freight was founded in 2021. Isassen succeeded co-founder Dario Krouvssen "
            "as chief executive on 2 March 2021.")
    _, modes = _judge(claim, page)
    assert ("EA03-NUM" in modes) is misread, modes


@pytest.mark.parametrize(("claim", "modality"), [
    # outside round 15: a source behind the news says what it lacks, denying nothing
    ("The CompanyFactsHub profile, with data as of 29 Aug 2026, still lists the Series B as the "
     "last round and so does not reflect the Series C.", "absent"),
    ("The directory has not been updated since the Series B.", "absent"),
    # control: the company's own event denied
    ("Larkspur Freight did not raise a Series C.", "denied"),
    # outside round 108: "not to X but to Y" says where it loses, one preposition on both sides
    ("Larkspur Freight most often loses not to another vendor but to spreadsheets.", "reported"),
    ("Mamora Growth did not lead the round but joined it.", "denied"),
])
def test_a_source_that_is_behind_denies_nothing(claim: str, modality: str) -> None:
    from rubric.reading import read_claim

    assert read_claim(claim, "Larkspur Freight", frozenset()).modality == modality


def _history_of_task0() -> dict[str, str]:
    """Eval task 0's company's first two rounds and products, as sentences write them."""
    from rubric.world_index import world_index

    _, _, info, _ = _oracle()
    widx, _ = world_index(info)
    details = widx.company_at(info["website"]).details
    first, second = sorted(details["rounds"], key=lambda r: r["date"])[:2]
    p1, p2 = details["products"][:2]

    def money(r: dict) -> str:
        return f"{r['amount']['currency']} {r['amount']['amount'] / 1e6:g}M"

    def month(r: dict) -> str:
        import datetime

        return datetime.date.fromisoformat(r["date"]).strftime("%B %Y")

    quarter = ("first", "second", "third", "fourth")[(int(second["date"][5:7]) - 1) // 3]
    other = next(i for i in details["investors"] if i != second["lead"])
    gap = ("zero", "one", "two", "three", "four", "five", "six")[
        p1["launch_year"] - details["founded_year"]]
    return {"target": info["name"], "t1": first["type"], "t2": second["type"],
            "q2": quarter, "founded": str(details["founded_year"]), "gap1": gap,
            "y2b": second["date"][:4], "lead2": second["lead"], "other_investor": other,
            "backers2": str(len({second["lead"], *second.get("participants", [])})),
            "m1": money(first), "m2": money(second), "d1": month(first), "d2": month(second),
            "p1": p1["name"], "p2": p2["name"], "y1": str(p1["launch_year"]),
            "y2": str(p2["launch_year"])}


@pytest.mark.parametrize(("sentence", "mode", "charged"), [
    # attack round 10: true values of the company's history recombined
    ("{target} raised {m2} in a {t1} round [{n}].", "EA03-INSTRUMENT", True),
    ("In {d2}, {target} raised {m1} in a {t1} round [{n}].", "EA03-INSTRUMENT", True),
    ("The {t2} was the fifth funding round of {target} [{n}].", "EA03-QTY", True),
    ("The {t2} accounted for about a quarter of the total raised [{n}].", "EA03-NUM", True),
    # a docs-only user's check: a wrong quarter, a co-lead named from the page's investors
    ("The {t2} was announced in the first quarter of {y2b} [{n}].", "EA03-EVENT", True),
    ("{lead2} co-led the {t2} with {other_investor} [{n}].", "EA03-REL", True),
    ("{p2} launched in {y1} [{n}].", "EA03-PRODUCT", True),
    ("{p1} launched two years after the company was founded in {founded} [{n}].", "EA03-PRODUCT",
     True),
    # controls: each value its own; a valuation's date beside another round; an investor named
    # "Partners with"; a page's date for a headcount
    ("In {d1}, {target} raised {m1} in a {t1} round [{n}].", "EA03-INSTRUMENT", False),
    ("The {t2} was the second funding round of {target} [{n}].", "EA03-QTY", False),
    ("The {t2} accounted for about a tenth of the total raised [{n}].", "EA03-NUM", False),
    ("The {t2} was announced in the {q2} quarter of {y2b} [{n}].", "EA03-EVENT", False),
    ("{lead2} led the {t2}, with {other_investor} taking part [{n}].", "EA03-REL", False),
    ("{p2} launched in {y2}, after {p1} in {y1} [{n}].", "EA03-PRODUCT", False),
    ("{p1} launched {gap1} year after the company was founded [{n}].", "EA03-PRODUCT", False),
    ("No valuation was disclosed for the {t2}, so the figure from {d1} remains the latest "
     "disclosed valuation [{n}].", "EA03-INSTRUMENT", False),
    ("The {t1} of {d1} was led by Zuxquium Venture Partners with Kylia Capital [{n}].",
     "EA03-EVENT", False),
    ("Earlier press releases give 22 employees in {d1} [{n}].", "EA03-EVENT", False),
    # outside round 16: a headcount dated by a round and by another round's month
    ("Earlier figures were 70 around the {t2} and 14 in {d1} [{n}].", "EA03-INSTRUMENT", False),
])
def test_the_company_s_history_is_not_recombined(sentence: str, mode: str,
                                                 charged: bool) -> None:
    report = _oracle()[3]
    told = _add(report, "Funding History",
                sentence.format(n=_round_cite(report), **_history_of_task0()))
    said = ("'s amount, not", "'s date, not", "the company's round", "'s launch year, not",
            "is the date of '", "of the total, not", "is of ", "alone led the", "years after")
    found = [f for f in _findings(told, mode) if any(x in f.get("reason", "") for x in said)]
    assert bool(found) is charged, found


@pytest.mark.parametrize(("sentence", "charged"), [
    # a docs-only user's check: a count written as a word is still the count
    ("It has announced two funding rounds [{n}].", True),
    # controls: the true count in words; a part of the rounds
    ("It has announced three funding rounds [{n}].", False),
    ("Its first two funding rounds were small [{n}].", False),
])
def test_a_count_in_words_is_the_count(sentence: str, charged: bool) -> None:
    report = _oracle()[3]
    told = _add(report, "Funding History", sentence.format(n=_round_cite(report)))
    cross = _findings(told, "EA03-CROSS", "funding.rounds_count")
    assert bool(cross) is charged, cross


@pytest.mark.parametrize(("sentence", "mode", "charged"), [
    # attack round 10: a product's kind, its company's only product, a dated event moved
    ("{p2} is a hardware device [{n}].", "EA03-PRODUCT_TYPE", True),
    ("{p1} is the only product of {target} [{n}].", "EA03-SCOPE", True),
    # controls: the product's own kind in other words; one product among others
    ("{p2} is a learning app [{n}].", "EA03-PRODUCT_TYPE", False),
    ("{p1} is the only product with offline lessons [{n}].", "EA03-SCOPE", False),
])
def test_a_product_is_what_the_world_says_it_is(sentence: str, mode: str, charged: bool) -> None:
    report = _oracle()[3]
    told = _add(report, "Products & Technology",
                sentence.format(n=_round_cite(report), **_history_of_task0()))
    said = ("is a mobile app, not", "one of the company's")
    found = [f for f in _findings(told, mode) if any(x in f.get("reason", "") for x in said)]
    assert bool(found) is charged, found


def _peer_of_task0() -> dict[str, str]:
    """Eval task 0's company and its first competitor: names, totals and founding year."""
    from rubric.world_index import world_index

    _, _, info, _ = _oracle()
    widx, _ = world_index(info)
    company = widx.company_at(info["website"])
    peer = widx.companies[company.details["competitors"][0]]
    rounds = sorted(peer.details["rounds"], key=lambda r: r["date"])

    def money(m: dict) -> str:
        return f"{m['currency']} {m['amount'] / 1e6:g}M"

    mine, theirs = company.truth["funding.total_raised"], peer.truth["funding.total_raised"]
    return {"target": info["name"], "peer": peer.name, "total": money(theirs),
            "last_round": money(rounds[-1]["amount"]), "founded": str(
                peer.truth["overview.founded_year"]),
            "more": "more" if mine["amount"] > theirs["amount"] else "less",
            "less": "less" if mine["amount"] > theirs["amount"] else "more"}


@pytest.mark.parametrize(("sentence", "mode", "charged"), [
    # attack rounds 9 and 10: a competitor's values the world does not give it
    ("{peer} has raised {last_round} in total [{n}].", "EA03-NUM", True),
    ("{peer} was founded in 2026 [{n}].", "EA03-EVENT", True),
    ("{target} has raised {less} than {peer} [{n}].", "EA03-RANK", True),
    # controls: its own total and year, a round beside the total, the true comparison
    ("{peer} has raised {total} in total, including a {last_round} round [{n}].", "EA03-NUM",
     False),
    ("{peer} was founded in {founded} [{n}].", "EA03-EVENT", False),
    ("{target} has raised {more} than {peer} [{n}].", "EA03-RANK", False),
])
def test_a_competitor_s_values_are_the_world_s(sentence: str, mode: str, charged: bool) -> None:
    report = _oracle()[3]
    told = _add(report, "Competitive Landscape",
                sentence.format(n=_round_cite(report), **_peer_of_task0()))
    said = ("is no total", "was founded in", "raised more than", "raised less than")
    found = [f for f in _findings(told, mode) if any(x in f.get("reason", "") for x in said)]
    assert bool(found) is charged, found


# ---- outside round 16 (seventh session, held out): each class with its control -------------

@pytest.mark.parametrize(("claim", "page", "mode", "charged"), [
    # the company's leader is its chief, no rank
    ("Yara Nilmstad was already quoted as the company's leader at the Seed round.",
     "Yara Nilmstad, who leads Larkspur Freight, said the Seed round would fund hiring.",
     "EA03-RANK", False),
    ("Larkspur Freight is the market leader in route planning.",
     "Larkspur Freight sells route planning software.", "EA03-RANK", True),
    # a function headed is no company run
    ("Alioski came from an established Proptech software company where he most recently headed "
     "site inspections.", "Alioski joined from an established Proptech software company, where "
     "he led site inspections.", "EA03-REL", False),
    ("Alioski headed Kraxyn Labs.", "Alioski worked at Kraxyn Labs.", "EA03-REL", True),
    # a product line "led by" its flagship names no round's lead
    ("Kondhory sells snagging software led by TowerHub, and raised a USD 25.5M Series B.",
     "Kondhory's flagship is TowerHub. The USD 25.5M Series B was led by Thailmmora Partners.",
     "EA03-REL", False),
    ("Kondhory's USD 25.5M Series B was led by TowerHub.",
     "Kondhory's flagship is TowerHub. The USD 25.5M Series B was led by Thailmmora Partners.",
     "EA03-REL", True),
    # an investor that led the round, quoted through "a partner at" it
    ("Piosfelle Growth was the sole investor in the USD 2.6M Seed round.",
     "Piosfelle Growth led the $2.6 million Seed round. Larkspur Freight raised the round from "
     "Piosfelle Growth alone. “We back teams early,” said Ana Vorel, a partner at Piosfelle "
     "Growth.", "EA03-REL", False),
    ("Piosfelle Growth is a customer of Larkspur Freight.",
     "Piosfelle Growth led the $2.6 million Seed round.", "EA03-REL", True),
])
def test_outside_round_16_readings(claim: str, page: str, mode: str, charged: bool) -> None:
    _, modes = _judge(claim, page)
    assert (mode in modes) is charged, modes


@pytest.mark.parametrize(("sentence", "mode", "charged"), [
    # a docs-only attacker's check (tests/attacks/check7): a round denied, its backers
    # counted, its month alone wrong, its share of a total in money, a founding order
    ("{target} has yet to close a {t2} round [{n}].", "EA03-DIRECTION", True),
    ("The {t2} had 7 investors [{n}].", "EA03-QTY", True),
    ("The {t2} closed in the first week of {d1} [{n}].", "EA03-INSTRUMENT", True),
    ("{target} was founded after {peer} [{n}].", "EA03-RANK", True),
    # controls: what is so, and a figure not yet disclosed
    ("{target} has yet to disclose its revenue [{n}].", "EA03-DIRECTION", False),
    ("The {t2} had {backers2} investors [{n}].", "EA03-QTY", False),
    ("The {t2} closed in {d2} [{n}].", "EA03-INSTRUMENT", False),
    ("{target} was founded before {peer} [{n}].", "EA03-RANK", False),
])
def test_a_docs_only_attackers_recombinations_are_read(sentence: str, mode: str,
                                                       charged: bool) -> None:
    report = _oracle()[3]
    values = {**_history_of_task0(), **_peer_of_task0()}
    told = _add(report, "Funding History", sentence.format(n=_round_cite(report), **values))
    said = ("closed in", "investors, not", "is of ", "'s date, not", "was founded in")
    found = [f for f in _findings(told, mode) if any(x in f.get("reason", "") for x in said)]
    assert bool(found) is charged, found


@pytest.mark.parametrize(("sentence", "charged"), [
    # attack round 10: a financial state stated with no citation, no name and no number
    ("It is profitable and carries no debt.", True),
    # controls: the same state said to be undisclosed; an uncited remark on method
    ("The sources do not say whether it is profitable.", False),
    ("Revenue multiples divide each valuation by the revenue.", False),
])
def test_an_uncited_financial_state_is_a_factual_claim(sentence: str, charged: bool) -> None:
    report = _oracle()[3]
    told = _add(report, "Financials & Operating Metrics", sentence)
    cite = [f for f in _findings(told, "EA03-CITE") if f.get("sentence") == sentence]
    assert bool(cite) is charged, cite


@pytest.mark.parametrize(("text", "normal"), [
    # attack round 10: "two dozen" is 24
    ("about two dozen named customers", "about 24 named customers"),
    ("a dozen customers", "12 customers"),
    # control: a run of words stays the number it spells
    ("two hundred staff", "200 staff"),
])
def test_dozens_in_words_are_numbers(text: str, normal: str) -> None:
    from rubric.normalize import normalize_text

    assert normalize_text(text) == normal


# ---- outside round 17 (seventh session, held out): each class with its control -------------

@pytest.mark.parametrize(("claim", "page", "mode", "charged"), [
    # a namesake's figures set aside deny nothing
    ("A Market Lantern figure of €28.7 million in 2025 revenue for an \"Alyrant Systems\" "
     "describes a code search software business with customers in Copenhagen, so it is not used "
     "here.", "Alyrant Systems grew revenue to €28.7 million in 2025, selling code search "
     "software to teams in Copenhagen.", "EA03-DIRECTION", False),
    ("Alyrant Systems did not grow its 2025 revenue to €28.7 million.",
     "Alyrant Systems grew revenue to €28.7 million in 2025.", "EA03-DIRECTION", True),
    # a partnership release quotes its people, relating none
    ("A February 2016 partnership release quoted Ruben Neberg as the company's chief operating "
     "officer at that time.", "Larkspur Freight announced a partnership with Fuvnis Data. "
     "Fuvnis Data customers gain access, said Ruben Neberg, chief operating officer of Larkspur "
     "Freight.", "EA03-REL", False),
    ("Ruben Neberg is a partner of Larkspur Freight.", "Ruben Neberg is a customer of Larkspur "
     "Freight.", "EA03-REL", True),
    # a sentence listing several rounds' leads gives each its own round
    ("Larkspur Freight raised a EUR 1.9M Pre-Seed led by Enithix Venture Partners in June 2012 "
     "and a EUR 18.5M Series A led by Zaixera Ventures in January 2019.",
     "The EUR 18.5M Series A was led by Zaixera Ventures. The EUR 1.9M Pre-Seed was backed by "
     "Enithix Venture Partners.", "EA03-REL", False),
    ("Larkspur Freight's EUR 18.5M Series A was led by Enithix Venture Partners.",
     "The EUR 18.5M Series A was led by Zaixera Ventures.", "EA03-REL", True),
    # sources set side by side join no subject's values
    ("BizProfileDir's profile, updated in October 2026, still shows the May 2024 Series B as the "
     "latest round, but the company's own release shows the December 2025 Series C.",
     ("BizProfileDir: Larkspur Freight. Last updated October 2026. Latest round: Series B, "
      "May 2024.", "Larkspur Freight closed its Series C in December 2025."), "EA03-BRIDGE",
     False),
])
def test_outside_round_17_readings(claim: str, page: str | tuple[str, ...], mode: str,
                                   charged: bool) -> None:
    _, modes = _judge(claim, *((page,) if isinstance(page, str) else page))
    assert (mode in modes) is charged, modes


@pytest.mark.parametrize(("sentence", "names"), [
    # "data providers" after a member with more than a name is no list member
    ("Kasper Tyston names Seluum Systems and Dearstyn Systems as competitors, and data providers "
     "and press coverage name overlapping subsets.", ()),
    # control: a member in lower case between two bare names
    ("Its investors are Alder Capital, birch ventures and Cedar Fund.", ("birch ventures",)),
])
def test_a_list_member_in_lower_case_stands_between_names(sentence: str, names: tuple) -> None:
    assert _listed_names(sentence) == names


@pytest.mark.parametrize(("claim", "held"), [
    # a change measured from the year before, which the page gives as "the year before"
    ("Revenue reached GBP 69.1M in 2024, 68.9% above 2023.", True),
    # control: a year that is no base of a change
    ("Revenue reached GBP 69.1M in 2024, a record after 2023.", False),
])
def test_a_change_measured_above_a_year_is_read_as_since(claim: str, held: bool) -> None:
    from rubric.tier_a import _SINCE_YEAR

    assert bool(_SINCE_YEAR.search(claim)) is held


# ---- outside round 18 (eighth session, held out): each class with its control -------------

@pytest.mark.parametrize(("claim", "page", "mode", "charged"), [
    # a sentence opening with a preposition names no company "Against Larkspur"
    ("Against Larkspur Freight's 2025 revenue of USD 24.2M, that valuation implies about 10.8x.",
     "Larkspur Freight reported 2025 revenue of USD 24.2M.", "EA03-ASSOC", False),
    ("Against Larkspur Freight's 2025 revenue of USD 24.2M, Quillon Labs is valued at 10.8x.",
     "Larkspur Freight reported 2025 revenue of USD 24.2M.", "EA03-ASSOC", True),
    # an investor leading the target's round is the round's agent, not the subject whose
    # values the pages must hold
    ("Oryvory Investments led the GBP 169M Series D at a post-money valuation of GBP 961 million.",
     ("Oryvory Investments led the GBP 169M Series D of Larkspur Freight.",
      "Larkspur Freight was valued at GBP 961 million after its Series D."), "EA03-BRIDGE", False),
    ("Oryvory Investments manages GBP 961 million and wrote a GBP 169M cheque.",
     ("Oryvory Investments led the GBP 169M Series D of Larkspur Freight.",
      "Larkspur Freight was valued at GBP 961 million after its Series D."), "EA03-BRIDGE", True),
    # a superlative the page says of the company by its name ("Larkspur Freight's most common")
    ("Buyers describe the most common alternative as the status quo.",
     "Larkspur Freight's most common rival, according to buyers, is the status quo.",
     "EA03-RANK", False),
    ("Buyers describe the most popular alternative as the status quo.",
     "Larkspur Freight's most common rival, according to buyers, is the status quo.",
     "EA03-RANK", True),
])
def test_outside_round_18_readings(claim: str, page: str | tuple[str, ...], mode: str,
                                   charged: bool) -> None:
    _, modes = _judge(claim, *((page,) if isinstance(page, str) else page))
    assert (mode in modes) is charged, modes


# ---- outside round 19 (eighth session, held out): each class with its control -------------

@pytest.mark.parametrize(("claim", "page", "mode", "charged"), [
    # "contract producers" beside a figure says no shrinking
    ("Headcount was 847 in March 2026, up from 486 at the time of the Series E in 2024.",
     ("The Larkspur Freight team, which builds robots for manufacturers and contract producers, "
      "now numbers 847.", "Larkspur Freight now has a staff of 486."), "EA03-DIRECTION", False),
    ("Headcount fell to 847 in March 2026.",
     "Larkspur Freight's headcount grew to 847 in March 2026.", "EA03-DIRECTION", True),
    # a page naming no founder ("getting started with the team") tells no founder list
    ("Olivia Isiolmwick succeeded co-founder Jakob Gercourt in December 2023.",
     "Larkspur Freight today named Olivia Isiolmwick chief executive officer. Jakob Gercourt, "
     "who has run Larkspur Freight as CEO for several years, is succeeded by Olivia Isiolmwick. "
     "“I'm looking forward to getting started with the team,” she said.", "EA03-ADJROLE", False),
    ("Olivia Isiolmwick succeeded co-founder Jakob Gercourt in December 2023.",
     "Larkspur Freight was founded in 2009 by Rania Ziothley and Omar Basu. Jakob Gercourt, who "
     "has run Larkspur Freight as CEO for several years, is succeeded by Olivia Isiolmwick.",
     "EA03-ADJROLE", True),
    # "the person leading partnerships" is a job, no rank
    ("In 2019, Emil Thivssen was the person leading partnerships at Larkspur Freight.",
     "Emil Thivssen leads partnerships at Larkspur Freight.", "EA03-RANK", False),
    ("In 2019, Larkspur Freight was the leading vendor of route software.",
     "Emil Thivssen leads partnerships at Larkspur Freight.", "EA03-RANK", True),
])
def test_outside_round_19_readings(claim: str, page: str | tuple[str, ...], mode: str,
                                   charged: bool) -> None:
    _, modes = _judge(claim, *((page,) if isinstance(page, str) else page))
    assert (mode in modes) is charged, modes


def _events_of_task0() -> dict[str, str]:
    """Eval task 0's office opening and latest partnership, as sentences write them."""
    import datetime

    from rubric.world_index import world_index

    _, _, info, _ = _oracle()
    widx, _ = world_index(info)
    events = widx.company_at(info["website"]).details["events"]
    office = next(e for e in events if e["type"] == "office")
    partner = [e for e in events if e["type"] == "partnership"][-1]

    def month(e: dict) -> str:
        return datetime.date.fromisoformat(e["date"]).strftime("%B %Y")

    return {"target": info["name"], "office_month": month(office),
            "city": office["text"].rsplit(" in ", 1)[1],
            "partner_month": month(partner), "partner": partner["text"].rsplit(" with ", 1)[1]}


@pytest.mark.parametrize(("sentence", "charged"), [
    # a docs-only attacker's check: the month's event given another place or partner
    ("In {office_month}, {target} opened an office in Reykjavik [{n}].", True),
    ("In {partner_month}, {target} announced a partnership with Quorvant Data [{n}].", True),
    # controls: the event's own place; the company itself after "with" is no partner
    ("In {office_month}, {target} opened an office in {city} [{n}].", False),
    ("In {partner_month}, {partner} partnered with {target} [{n}].", False),
])
def test_an_event_s_place_and_party_are_the_world_s(sentence: str, charged: bool) -> None:
    report = _oracle()[3]
    told = _add(report, "Recent Developments",
                sentence.format(n=_round_cite(report), **_events_of_task0()))
    found = [f for f in _findings(told, "EA03-EVENT") if " event is '" in f.get("reason", "")]
    assert bool(found) is charged, found


@pytest.mark.parametrize(("computed", "charged"), [
    # outside round 19: a sentence saying how a figure is computed cites its parts' pages
    (True, False),
    (False, True),  # control: the same citations on a sentence computing nothing are spam
])
def test_a_computation_cites_its_parts_pages_without_spam(computed: bool, charged: bool) -> None:
    from rubric.registry import SourceRegistry
    from rubric.transcript import messages_of

    p, c, info, report = _oracle()
    registry = SourceRegistry.from_transcript(messages_of(p, c))
    import datetime

    from rubric.world_index import world_index

    widx, _ = world_index(info)
    latest = max(widx.company_at(info["website"]).details["rounds"], key=lambda r: r["date"])
    month = datetime.date.fromisoformat(latest["date"]).strftime("%B %Y")  # the one key value
    idle = [s.source_id for s in registry.sources if s.status == "fetched"
            and not any(latest["date"][:4] in str(x) for x in s.excerpts)][:5]
    assert len(idle) == 5
    cites = ", ".join([_round_cite(report), *map(str, idle)])
    verb = "is the sum of its disclosed rounds" if computed else "grew steadily"
    told = _add(report, "Funding History",
                f"The company's total {verb}, and its valuation is the {month} figure [{cites}].")
    found = [f for f in _findings(told, "EA03-ASSOC") if "that hold none" in f.get("reason", "")]
    assert bool(found) is charged, found


# ---- outside round 20 (eighth session, held out): each class with its control -------------

@pytest.mark.parametrize(("claim", "page", "mode", "charged"), [
    # a product sold for years is commerce, no sale of it
    ("Larkspur Freight has sold the RouteWise software platform since 2013.",
     "RouteWise, our flagship software platform, came to market in 2013.", "EA03-REL", False),
    ("Larkspur Freight sold RouteWise to Quillon Logistics in 2023.",
     "RouteWise, our flagship software platform, came to market in 2013. Quillon Logistics is a "
     "customer.", "EA03-REL", True),
    # a newsroom line's "[Press release]" link is a document, no product's release
    ("The newsroom entries before it are the November 2023 Calydon Consulting partnership and "
     "the June 2024 Series C.",
     "Nov 23, 2023 — Announced a partnership with Calydon Consulting [Press release]"
     "(https://larkspur-freight.test/p)\nJun 2, 2024 — Raised a Series C round",
     "EA03-NUM", False),
    ("Larkspur Freight raised its Series C in 2023.",
     "Apr 21, 2023 — Launched Larkspur Pulse, a mobile app", "EA03-NUM", True),
])
def test_outside_round_20_readings(claim: str, page: str, mode: str, charged: bool) -> None:
    _, modes = _judge(claim, page)
    assert (mode in modes) is charged, modes


def _corpus_rollout(folder: str, rollout_id: str) -> dict:
    from tearsheet_env.corpus.figures import load_row

    return load_row(Path(__file__).parent / "data" / folder, rollout_id)


def _rescored(folder: str, rollout_id: str, old: str, new: str) -> list[dict]:
    """The findings of a corpus rollout scored with `old` in its report replaced by `new` (a
    held-out round's sentence as written, or its control)."""
    row = _corpus_rollout(folder, rollout_id)
    report = row["completion"][-1]["content"]
    assert old in report
    return score_rollout(row["prompt"], with_report(row["completion"], report.replace(old, new, 1)),
                         row["info"]).explanation["findings"]


@pytest.mark.parametrize(("old", "new", "reason", "charged"), [
    # an acronym the cited page writes out ("site reliability engineers"), plural or not
    ("SREs compare", "SREs compare", "contain", False),
    ("SREs compare", "SOCs compare", "contain", True),
    # a sentence saying how the report computes its multiples states no figure of its own
    ("divided by its 2025 revenue.", "divided by its 2025 revenue.", "without a citation",
     False),
    ("divided by its 2025 revenue.", "divided by its 2025 revenue of USD 13.9M.",
     "without a citation", True),
])
def test_a_careful_report_s_acronym_and_method_cost_nothing(old: str, new: str, reason: str,
                                                            charged: bool) -> None:
    found = [f for f in _rescored("corpus_outside20", "train27-careful", old, new)
             if reason in f["reason"] and new.split()[0] in f.get("sentence", "")]
    assert bool(found) is charged, found


def test_a_round_s_size_against_another_is_the_world_s() -> None:
    """A docs-only attacker's check: "more than ten times the size of the Seed round" where the
    world's two amounts make it 6.9 times; the multiple the amounts give, and a bound it meets,
    hold."""
    from rubric.world_index import world_index

    report = _oracle()[3]
    _, _, info, _ = _oracle()
    widx, _ = world_index(info)
    first, second = sorted(widx.company_at(info["website"]).details["rounds"],
                           key=lambda r: r["date"])[:2]
    ratio = second["amount"]["amount"] / first["amount"]["amount"]
    told = {}
    for label, size in (("bare", f"{ratio:.1f} times"), ("bound", f"more than {ratio * 0.8:.1f} "
                        "times"), ("wrong", f"more than {ratio * 1.5:.1f} times")):
        told[label] = _findings(_add(report, "Funding History",
                                     f"The {second['type']} was {size} the size of the "
                                     f"{first['type']} [{_round_cite(report)}]."), "EA03-NUM")
    assert not told["bare"] and not told["bound"]
    assert any("times the" in f["reason"] for f in told["wrong"]), told["wrong"]


@pytest.mark.parametrize(("claim", "charged"), [
    # a docs-only attacker's check: an analyst made an investor's partner, given its quote
    ("Rafael Zisssen, a managing partner at Mamora Growth, said every customer saw better pass "
     "rates.", True),
    # controls: the partner the page names; the analyst at the firm the page gives him
    ("Harriet Thornton, a managing partner at Mamora Growth, said every customer saw better "
     "pass rates.", False),
    ("Rafael Zisssen, an analyst at Areanbrory Advisory, said investors like skills "
     "assessment.", False),
])
def test_a_person_is_placed_at_a_firm_by_a_cited_sentence(claim: str, charged: bool) -> None:
    page = ("Larkspur Freight gets EUR 25 million for its route planning push\n\n"
            "Areanbrory Advisory analyst Rafael Zisssen said investors like skills assessment. "
            "“Every customer saw better pass rates”, said managing partner Harriet Thornton at "
            "Mamora Growth.")
    _, modes = _judge(claim, page)
    assert ("EA03-REL" in modes) is charged, modes


# ---- outside round 21 (eighth session, held out): each class with its control -------------

@pytest.mark.parametrize(("rollout", "old", "new", "mode", "charged"), [
    # a source named with a participle of reporting ("with Northfield Business citing …")
    ("train9-careful", "with Northfield Business citing", "with Northfield Business citing",
     "EA03-BRIDGE", False),
    ("train9-careful", "with Northfield Business citing", "with Northfield Business backing",
     "EA03-BRIDGE", True),
    # a remark made, its content untold, reports the remark, not the plan in its words
    ("train21-careful", "commented on the deal in the announcement",
     "commented on the deal in the announcement", "EA03-VOICE", False),
    ("train21-careful", "commented on the deal in the announcement",
     "said plant managers actually use the product", "EA03-VOICE", True),
])
def test_outside_round_21_readings(rollout: str, old: str, new: str, mode: str,
                                   charged: bool) -> None:
    findings = _rescored("corpus_outside21", rollout, old, new)
    found = [f for f in findings
             if f["mode"] == mode and new.split()[-1] in f.get("sentence", "")]
    assert bool(found) is charged, found


# ---- outside round 22 (eighth session, held out): each class with its control -------------

@pytest.mark.parametrize(("rollout", "old", "new", "mode", "charged"), [
    # an investor that "has held a stake since the Seed round" is an investor, no deal
    ("train33-careful", "has held a stake", "has held a stake", "EA03-REL", False),
    ("train33-careful", "has held a stake", "has bought a stake", "EA03-REL", True),
    # on a party's own newsroom, the line naming the other party speaks of the two
    ("train25-careful", "Bolmium Credit Union, a Zoutera customer, has also been a Fearia "
     "Technologies customer", "Bolmium Credit Union, a Zoutera customer, has also been a Fearia "
     "Technologies customer", "EA03-REL", False),
    ("train25-careful", "Bolmium Credit Union, a Zoutera customer, has also been a Fearia "
     "Technologies customer", "Bolmium Credit Union has also been a Fearia Technologies investor",
     "EA03-REL", True),
    # a publication spoken to is a source, no party
    ("train37-careful", "The company told Signal Daily that vendors",
     "The company told Signal Daily that vendors", "EA03-REL", False),
    ("train37-careful", "The company told Signal Daily that vendors",
     "The company works with Signal Daily as a supplier, and vendors", "EA03-REL", True),
    # a rival whose own pages name the company is a competitor from the other side
    ("train37-careful", "Praxane Security, Ulonera Cyber]", "Praxane Security, Ulonera Cyber]",
     "competition.competitors", False),
    ("train37-careful", "Praxane Security, Ulonera Cyber]", "Praxane Security, Quorvant Data]",
     "competition.competitors", True),
])
def test_outside_round_22_readings(rollout: str, old: str, new: str, mode: str,
                                   charged: bool) -> None:
    findings = _rescored("corpus_outside22", rollout, old, new)
    if mode.startswith("EA03"):
        found = [f for f in findings
                 if f["mode"] == mode and new.split(",")[0] in f.get("sentence", "")]
    else:  # a facts entry's strict finding
        found = [f for f in findings if f.get("fact_id") == mode]
    assert bool(found) is charged, found


@pytest.mark.parametrize(("claim", "charged"), [
    # attack round 10: an investor's remark given to the chief executive
    ("Odile Brenner said the team combines real knowledge of route planning with a product "
     "dispatchers actually want to use.", True),
    # controls: the remark's own speaker; the company speaking on its own page; the chief
    # executive's own words
    ("Harriet Thornton said the team combines real knowledge of route planning with a product "
     "dispatchers actually want to use.", False),
    ("Larkspur Freight says the team combines real knowledge of route planning with a product "
     "dispatchers actually want to use.", False),
    ("Odile Brenner said customers have shown the company how much time route planning takes "
     "when the tools are wrong.", False),
])
def test_a_remark_is_its_speaker_s(claim: str, charged: bool) -> None:
    page = ("Larkspur Freight raises EUR 25M\n\nOdile Brenner, chief executive of Larkspur "
            "Freight, said: “Our customers have shown us how much time route planning takes when "
            "the tools are wrong.” Managing partner Harriet Thornton at Mamora Growth said: “The "
            "Larkspur Freight team combines real knowledge of route planning with a product that "
            "dispatchers actually want to use.”")
    _, modes = _judge(claim, page)
    assert ("EA03-REL" in modes) is charged, modes


# ---- outside round 23 (eighth session, held out): each class with its control -------------

@pytest.mark.parametrize(("rollout", "old", "new", "mode", "charged"), [
    # a sentence about where an estimate was cited speaks of the sources, no event
    ("train59-careful", "was cited in trade coverage", "was cited in trade coverage",
     "EA03-EVENT", False),
    ("train59-careful", "was cited in trade coverage", "was praised in trade coverage",
     "EA03-EVENT", True),
    # a clause naming a rival gives the rival's headcount, not the company's
    ("train67-careful", "Pioston Labs' 34 people", "Pioston Labs' 34 people", "EA03-CROSS",
     False),
    ("train67-careful", "Pioston Labs' 34 people", "Pioston Labs' 43 employees", "EA03-CROSS",
     True),
    # "After the Series C" dates a total to the round: history, no stale current value
    ("train71-careful", "After the Series C, cumulative funding stood at",
     "After the Series C, cumulative funding stood at", "EA03-DELTA", False),
    ("train71-careful", "After the Series C, cumulative funding stood at",
     "Cumulative funding stands at", "EA03-DELTA", True),
])
def test_outside_round_23_readings(rollout: str, old: str, new: str, mode: str,
                                   charged: bool) -> None:
    findings = _rescored("corpus_outside23", rollout, old, new)
    found = [f for f in findings if f["mode"] == mode and new in f.get("sentence", "")]
    assert bool(found) is charged, found


# ---- outside round 24 (the final rubric, held out): the two classes fixed after it --------

@pytest.mark.parametrize(("rollout", "old", "new", "mode", "charged"), [
    # a dated source's figure the sentence sets beside the company's is the source's
    ("train77-careful", "A May 2026 news article still gave a staff of 30",
     "A May 2026 news article still gave a staff of 30", "EA03-CROSS", False),
    # (the control drops the sentence's ", which is older than the company's own September
    # 2026 figure" too: a figure the sentence calls older is history, outside round 85)
    ("train77-careful", "A May 2026 news article still gave a staff of 30, which is older than "
     "the company's own September 2026 figure", "The company had a staff of 30", "EA03-CROSS",
     True),
    # a sum the sentence says it makes is read as one, and a wrong one is still charged
    ("train83-careful", "Adding up the six disclosed rounds gives GBP 417.8M",
     "Adding up the six disclosed rounds gives GBP 417.8M", "EA03-ASSOC", False),
    ("train83-careful", "Adding up the six disclosed rounds gives GBP 417.8M",
     "Adding up the six disclosed rounds gives GBP 471.8M", "EA03-ASSOC", True),
])
def test_outside_round_24_readings(rollout: str, old: str, new: str, mode: str,
                                   charged: bool) -> None:
    findings = _rescored("corpus_outside24", rollout, old, new)
    found = [f for f in findings if f["mode"] == mode and new in f.get("sentence", "")]
    assert bool(found) is charged, found


# ---- the ninth session's outside rounds: round 24's open classes, rounds 25-28 ----------

_DIVIDE = "divide each company's latest disclosed post-money valuation by its 2025 revenue"
_NO_SPLIT = ("The company did not split revenue by product but said most of it still comes "
             "from")
_TIMES = "the valuation is about 7.1 times revenue"
_APART = "so it mixes figures eleven years apart"
_HANDS = "the COO role appears to have changed hands since then"
_FARYN_METHOD = ("Faryn's multiple divides its $252M post-money valuation from August 2025 by its "
                 "$37M revenue for 2025")
_SIGNED = ("Feandory Research Institute signed in November 2023, and Tildane Research Institute "
           "followed in March 2024")
_SUPERSEDED = "both are superseded by the October 2026 figure"
_BOUGHT_BY = "proof-of-delivery tools are bought by operations managers"
_NEITHER = "and Ulerbrex Systems disclosed neither figure"
_NAMESAKE = ("The Vienna company of the same name reported a EUR 10.5M venture debt round in "
             "2021 and a €121 million Series C in 2026")
_TWO_LINES = ("its flagship Nairkova Campus, a software platform for adaptive practice first "
              "released in 2019, and TutorHub, a mobile app for skills assessment launched in 2020")
_SAME_THREE = "FirmIndex gives the same three"
_POPULAR = "could copy and bundle Kroustzo's most popular features"
_LAUNCHES = "Hatha Estate (launched July 17, 2018) and Hatha Keys (launched February 8, 2021)"
_TRADE_PRESS = "Trade press and company databases list subsets of the same four rivals"
_KINDS_OF_SOURCES = "Company, press and directory sources name"
_NAMESAKES = ("so they appear to be different organisations sharing those names and are not used "
              "for the competitor figures")
_ALWAYS = "has always been headquartered in Toronto"
_LISTED = "Seastad, who was chief executive until August 2025"
_POSSESSED = "Arenyn, for instance, reports USD 642.2M raised over six rounds, against Grelbant's"
_DECLINED = "the company is weighing an initial public offering around 2027"
_MOST_COMMON = "Buyers told Northfield Business that the most common alternative"
_STARTED_IT = "The company says Sara Giolmski and Gabriel Feanwick started it in 2018"
_FIRM = "Kasper Drelmski, CEO until December 2023"
_ELLIPSIS = "Fuova Grocers signed in December 2021 and Saithis Grocers on 1 April 2025"
_AT_THE_ROUND = ("Reaxvra Partners first invested at the Seed stage and Liolara Ventures at the "
                 "Series A")
_PUBLISHER = "superseding the USD 143.8 million in Miothium's 2025 report"
_SO_THAT = "so that figure is dated"
_HAD_RAISED = "after which Brurtrova had raised EUR 157.3M over five rounds"
_STEPPING_ASIDE = "Signal Daily reported the handover as founder Hugo Veley stepping aside as CEO"
_NO_FIGURE_APPEARS = ("No revenue figure for Vraendkrara Freight or valuation for Isyrknum Labs "
                      "appears in the sources")
_FUNDING_RELEASES = "Its funding releases and news coverage give the same 2016 start"
_JOINED_THE_ROUND = "Customer Krosex Freight invested through its venture arm"
_AT_THAT_POINT = ("Circuit Journal described the EUR 144.1M as raised across 4 rounds at that "
                  "point")
_BEST_LIKED = "copy Brermium's best-liked features"
_MORE_THAN_US = "Three of the four named rivals have raised far more than Calioria"
_LEDGER_OS = "in October 2024 it launched Haemgrent Ledger OS"
_REVIEW_ARTICLE = "a September 2026 Frontier Tech Review article named"
_ITS_FIRST = "the Series C was Vryrkon Growth's first investment in the company"
_BASED = "Enoulgris Systems is a Bristol-based vendor"
_NOT_BUT = "the most frequent alternative is not a rival vendor but customers doing nothing"
_SINGAPORES = "while Singapore's Pioston Labs reported $6.8 million"
_THESE_REPORTS = "These reports describe talks and plans, not completed deals"
_MULTIPLES_ARE = "Revenue multiples are last valuation divided by latest annual revenue"
_DIVIDING_THAT = "Dividing that valuation by 2025 revenue of €197.9m"
_NOT_ON_THE_PAGE = ("quoted Samir Dririni as chief operating officer, a title that does not "
                    "appear on the current leadership page")
_RAISE_AT = "could raise up to USD 500M in a Growth round at roughly USD 3.69 billion"
_MOST_FREQUENT = "the most frequent alternative is still a spreadsheet"
_AS_RIVALS = ("Profiles and press coverage name Ziorkum Group, Caliorex, Thestyn Commerce, Stomex "
              "Technologies and Zountant Technologies as rivals")
_NO_PREVIOUS = ("The sources name no previous chief executive; Rosa Quaelmholm was already "
                "speaking as the head of the company")
_LED_IT = ("Prastbric Venture Partners led it as the only investor, at a post-money valuation of "
           "USD 14M")
_THAT_VALUATION = "Against 2025 revenue of USD 55.8M, that valuation gives"
_TOLD_LANTERN = ("A former manager at a large intralogistics vendor told Market Lantern that")
_LEFT_VALUED = "Tymum Group's September 2025 Series D left it valued at USD 822 million"
_DAILY_USERS = ("The CEO named Enailmant Financial, Ulilmgory Bank and Pristyn Payments as daily "
                "users")
_SIGNED_BY = ("Orelia Financial, a listed Seathent Labs customer, was signed as a customer by "
              "Haemgrent Group")
_BUILD_API = "the area served by its Enaepix Build API"
_ONLY_INVESTOR = "Thiovory Growth was the only investor in the EUR 131M Series D"
_SEARCH_SHOWN = "An older estimate by Ulolqua Analytics put the market at USD 19.7B in 2023"
_ALL_SEVEN = "DealAtlas lists all seven backers and still shows the Series C as the last round"
_MULTIPLES_DIVIDE = ("Revenue multiples divide each company's latest disclosed post-money "
                     "valuation by its 2025 revenue")
_ALL_TWELVE = "Data aggregators list all twelve backers"
_THESE_ARE = "For Pryrlelle Cyber these are $939m after the January 2025 Series C and $70.3 million"
_NAME_AS_RIVALS = ("Business databases and press coverage name Thoselle Technologies, Sistora "
                   "Agri, Thaera Systems, Arandova Group and Briorstant AI as competitors")
_ISIRONS_MULTIPLE = "Isiron's multiple divides its USD 2.29B Series D valuation"
_SOLD_SINCE = "has sold its PolicyHub platform since 2013"
_LYON_BASED = "Gruxic Systems is a Lyon, France-based vendor"
_VREVORA_REPORTS = ("For scale, Hatha Technologies says it has a staff of 810, against the 21 "
                    "people Vrevora reports")
_LOGISTICS = "Brondis Labs is a Logistics company set up in San Francisco in 2015"
_SAID_COULD = "At launch the company said Tower could be set up within weeks"
_FOR_THE_SUM = "USD 24 million across three rounds, for USD 30.5 million"
_CUSTOMERS_OWN = ("its product sits alongside customers' existing SCADA systems rather than "
                  "replacing them")
_GAVE_THE_SAME = "The CEO gave the same size and growth rate for the market the company serves"
_BACKS = "and Enithix Venture Partners backs Miofyn as well as Zaenova"
_DIVIDED_BY = "so its multiple is 719 divided by 38.4, or about 18.7x"
# (the sentence: "Named rivals are Zouxpic Labs and Faerara Systems [6, 20], plus Isaitix AI,
# Isubrane Climate and Giorkrix Technologies [18, 19].")
_PLUS = "plus Isaitix AI, Isubrane Climate"
_NAMED_RIVALS = "Named rivals are Zouxpic Labs and Faerara Systems"
_STALE_DIRECTORY = "CEO Ibrahim Fulmholm named Isaitix AI"
_EURO_AMOUNTS = ("BizProfileDir shows the same 532.9M total but labels it in US dollars, although "
                 "every round release gives euro amounts")
_REPORTED_IN = "Kondhory's total adds the USD 33.1 million Orimkrane reported in September 2025"
_INVESTOR_IN = "was the sole investor in Krosent Systems' $24 million Series A"
_ROUND_NAME = ("Zalrane Capital led a €4.7 million Convertible Note round that Eniostdrova Growth "
               "also joined")
_MORE_THAN = "All three rivals have raised more than Alaenera"
_LISTED_SUM = "amounts (3.2, 12 and 58) add up to the USD 73.2M"
_THIS_TEARSHEET = "are excluded from this tearsheet"
_NONE_ANNOUNCED = "That report describes talks only, and no completed round has been announced"
_PRE_SEED_VALUATION = "Dulmova's €6m valuation dates from its March 2013 pre-seed round"
_CANNOT_SUPPORT = ("demand is driven mainly by regulation requiring records older tools cannot "
                   "support")
_AFTER_LEADING = ("after leading distributed tracing at an established developer-tools software "
                  "company")
_A_LEADER = "the board wanted a leader able to sell to larger organisations"
_NOT_NAMED = ("The sources do not name a chief technology officer, a current role for co-founder "
              "Helena Sourkssen, or any previous chief executive")
_EACH_MULTIPLE = ("Each multiple shown is the last valuation divided by the latest reported annual "
                  "revenue")
_NO_CTO = "The sources do not name a chief technology officer"
_RESPECTIVELY_DATES = "announced on 13 Dec 2020 and 18 Oct 2022 respectively"
_COUNTS_AT = "11 at the time of the 2022 Seed round, 16 in November 2023 and 17"
_THE_COUNT = "so it is older than the 486 count"
_DAYS_BEFORE = "Eleven days before that, on 15 October 2025"
_TITLE_PART = "2018 | EUR 6.8M"  # Bimprum Freight's row: a Pre-Seed of 1.3 plus a Seed of 5.5
_CEO_NAMED = ("and the CEO named Vyxic Distribution, Kanex Freight and Zalmara Shipping in a "
              "podcast")
_LEADER_OF = "Domova was quoted as the leader of the company"
_NAMED_BLANK = "and Kiothora AI has disclosed no revenue"
_ITS_INVESTOR = "the address that its investor Prastbric Venture Partners"
_SEMICOLON_CEO = "and Uloumvex Group; the CEO listed all four"
_PUBLICATION_SAYS = "Northfield Business says Binex Insure meets"
_REVENUE_OF = "and its multiple divides that by 2025 revenue of USD 20M"
_CAPITAL_COURIER = "Capital Courier the 17.8% growth rate"
_ABOUT_TIMES = "so that older valuation is about 0.9 times revenue"
_PLATFORM_TEAMS = "but would only say they include platform teams"
_SIX_NAMED = "names the six investors Tristova Partners"
_THAT_GIVES = "that gives a multiple of about 7.1x"
_A_PURPOSE = ("The company pitches its product as a way to bring incident investigation into one "
              "place")
_LED_BY_SELUANT = ("led by Seluant Ventures with Krinory Venture Partners and Alounum Growth also "
                   "investing")
# (the sentence goes on: "… to 21 July 2021 [13]; the company press release it links to could
# not be retrieved")
_NOT_RETRIEVED = "The company's newsroom dates this round"
_MULTIPLES_BELOW = ("Revenue multiples below divide the latest disclosed post-money valuation by "
                    "the latest disclosed annual revenue")
_AUSTIN_BASED = "the Austin-based Meastquane"
_PARTNERSHIP_ANNOUNCED = "The Staisum Integrations partnership was announced"
_TABLE_USES = "so the table uses the newer"
_MORE_THAN_IN = "46.5% more than in 2024"
_OLDER_FIGURE = "Some 2026 sources still give the older figure of 69 employees"
_AT_EACH_ROUND = "109 at the 2022 Series C and 180 at the April 2025 Series D"
_RIVAL_BY = "Seluum Systems is named as a rival by FirmIndex"
_MAY_NOT_SUPPORT = ("A Voric Advisory analyst cautioned that buyers are trimming supplier lists, "
                    "so the market may not support so many vendors")
_JOINED_SERIES_A = "Stixelle Investments joined Vrevpium's €23 million Series A"
_SIX_ROUNDS = "Krothent Machines has disclosed six funding rounds"
_TOGETHER_TOTAL = "Together they total £106.1 million"
_TWO_PARTNERS = "Two Feava Investments partners"
_BY_THAT_REVENUE = "Dividing the USD 130 million valuation by that revenue gives 27.1x"
_LIKE_BEST = "the features treasury analysts like best"
_THE_2026_ROUND = "No valuation was disclosed for the 2026 round"
_DID_NOT_COMMENT = "The report cited two investors, and the company did not comment"
_TOOK_PART = "Kilmsera Hospital also took part in the December 2025 round"
_RECALLED = "the CEO recalled in a June 2026 interview that the three of them set it up"
_TOOK_IT_TO = "and the Series C lifted it to USD 155.1M across four rounds"
_SET_UP_BY = "also date the start to 2012, when Abigail Kaxez set the business up in Vienna"
_GLOSSED_SECTOR = "Biotech Tools (laboratory automation and research software)"
_STATE_NO_VALUATION = ("because its 2019 Venture Debt, 2022 Series C and 2024 Series D releases "
                       "state no valuation")
_WHOSE_FLAGSHIP = "founded in 2013, whose flagship Kiothora Build platform dates from 2014"
_LATEST_DISCLOSED = ("Valuations in the table are the latest each company disclosed, and several "
                     "are old.")
_OWN_RELEASE = "which is out of date against the company's own February 2026 release"
_SITE_NAME_VERB = "Ledgerline name Aliothga Systems"
_NOT_AMONG_EXECUTIVES = "does not appear among the executives on the current leadership page"
_INVESTOR_DIRECTORS = "The board lists two investor directors"
_REMOTELY = "based in Dublin, Denver and remotely"
_FILES_UNDER = "FirmIndex files the company under Proptech"
_UNRELATED = ("Several of these competitor names are shared with unrelated companies in other "
              "sectors")

_DIRECTORY_LISTS = "Investor lists on directory sites match these six backers"
_LARGEST_CUSTOMERS = "the company's largest customers had asked"
_SOLD_AS_APIS = "are both sold as APIs"
_ALL_IN_DOLLARS = "has announced four funding rounds, all in US dollars"
_PREDATES = "although its funding figure there (EUR 3.4M in one round) predates the 2026 Series A"
_ROBOT_CELLS = "designed to work with customers' existing legacy robot cells"
_REPLACED_FOUNDER = "Petra Piotharo replaced founder Maya Kraelek as chief executive"
_GIVE_NONE = "because its later Series D and Series E releases give none"
_NOT_TO_BUT_TO = "loses not to another vendor but to customers sticking with spreadsheets"
_BY_2025_REVENUE = "Multiples divide each last valuation by 2025 revenue"
_NOT_USED_HERE = ("so it does not appear to concern the Milan retail-software company and is not "
                  "used here")
_ENIKIUM_REPORT = "superseding the EUR 29.4 million total in the June 2025 Enikium report"
_PER_ORIMKRANE = "per Orimkrane, has raised EUR 256.2M across six rounds"
_REFRESHED_PROFILE = "The QuickFirmFacts profile, refreshed in September 2026, gives funding"
_COME_FROM = "The last valuations come from the most recent round releases that disclosed one"
_NONE_SHOWN = "No revenue multiple is shown because no company in the table has both"
_UNDER_THE_SAME_NAME = "; the revenue coverage found under the same name concerns"
_WHILE_BALZEX = "while Balzex Technologies is based in Sydney, Australia, with total funding"
_LEADING_PARTNERSHIPS = "identified in 2016 as leading partnerships at the company"
_SUCCEEDING_COFOUNDER = ("Traexara Systems named Oscar Brioaro chief executive in June 2025, "
                         "succeeding co-founder Bianca Seluthez")
_CALOUSERA_2026 = "as well as Calousera's 2026 report, name Funent Trust as the flagship"
_NONE_OF_ITS_RELEASES = ("It reported 2025 revenue of GBP 128.5M, but none of its funding "
                         "releases disclosed a valuation")
_AUSTIN_STUNSTENT = "concerns the Austin-based Stunstent run by Malik Neanado"
_QUOTED_INVESTORS = ("In August 2025 Capital Courier reported, citing two investors briefed on "
                     "the plans, that")
_TIMES_THAT = "which puts the valuation at about 21.7 times that revenue"
_OVERLAP = ("Stuvelle Academy also uses Enaisane Technologies [25], Ryrtum University and "
            "Selarcyn Training Group are Braestelle Labs customers")


_SET_AGAINST_OLDER = "above the 184 employees cited in June 2026"
_LEADING_AND_ONLY = "with Leastlelle Partners leading and the only investor"
_SEED_LED_BY = ("Vovstium Group raised a USD 5.3M Seed round led by Cothrara Partners in "
                "November 2009")
_BOARD_PARTNER = ("Gabriel Vrastad, a partner at Series A lead investor Dindia Growth, sits on the "
                  "company's board")


@pytest.mark.parametrize(("folder", "rollout", "old", "new", "mode", "charged"), [
    # outside round 24: the six classes left open, fixed in the ninth session
    # a number word starts a quantity, not a name written in lower case ("and counts three
    # rounds" for a page's "Number of rounds: 3"); a lower-case member is still a name
    ("corpus_outside24",
     "train101-careful", "and counts three rounds", "and counts three rounds", "EA03-ASSOC",
     False),
    ("corpus_outside24",
     "train101-careful", "and counts three rounds", "and quillon partners", "EA03-ASSOC", True),
    # a namesake set apart ("should not be confused with") denies nothing; a denial still does
    ("corpus_outside24",
     "train101-careful", "It should not be confused with a Paris-based Aliothga Systems that",
     "It should not be confused with a Paris-based Aliothga Systems that", "EA03-DIRECTION",
     False),
    ("corpus_outside24",
     "train101-careful", "It should not be confused with a Paris-based Aliothga Systems that",
     "It is not true that a Paris-based Aliothga Systems", "EA03-DIRECTION", True),
    # the company's investors over all its rounds are not the round's
    ("corpus_outside24",
     "train77-careful", "lists the same seven investors and the July 2025 Series A as",
     "lists the same seven investors and the July 2025 Series A as", "EA03-QTY", False),
    ("corpus_outside24",
     "train77-careful", "lists the same seven investors and the July 2025 Series A as",
     "lists seven investors in the July 2025 Series A as", "EA03-QTY", True),
    # a named source's figure, set beside the sum of the rounds, is the source's; the company's
    # own figure in its own voice is still the company's
    ("corpus_outside24",
     "train83-careful", "QuickFirmFacts lists funding to date of £400 million",
     "QuickFirmFacts lists funding to date of £400 million", "EA03-CROSS", False),
    ("corpus_outside24",
     "train83-careful", "QuickFirmFacts lists funding to date of £400 million",
     "Saelkyn Systems lists funding to date of £400 million", "EA03-CROSS", True),
    # "failed to sell" is the page's "did not sell"; a failure the page does not report is not
    ("corpus_outside24",
     "train83-careful", "a different product that failed to sell",
     "a different product that failed to sell", "EA03-EVENT", False),
    ("corpus_outside24",
     "train83-careful", "a different product that failed to sell",
     "a different product that failed to ship", "EA03-EVENT", True),
    # "Investor <name>" at a sentence's start names the investor, not "Investor <name>"
    ("corpus_outside24",
     "train89-careful", "Investor Siostdrara Growth classifies",
     "Investor Siostdrara Growth classifies", "EA03-ASSOC", False),
    ("corpus_outside24",
     "train89-careful", "Investor Siostdrara Growth classifies",
     "Investor Blorvex Growth classifies", "EA03-ASSOC", True),
    # outside round 25 (held out on the ninth session's rubric), fixed after it
    # a round's letter ends a sentence ("… for the Convertible Note or the Series C. Paeon
    # Fund's page …"): the uncited statement of absence is no part of the next, cited sentence
    ("corpus_outside25",
     "train39-careful", "Paeon Fund's portfolio page, updated",
     "Paeon Fund's portfolio page, updated", "EA03-ASSOC", False),
    ("corpus_outside25",
     "train39-careful", "Paeon Fund's portfolio page, updated",
     "Blorvex Fund's portfolio page, updated", "EA03-ASSOC", True),
    # a named source's total set beside the company's rounds is the source's; the same total
    # in the report's own voice is still a total the peer never raised
    ("corpus_outside25",
     "train73-careful", "QuickFirmFacts gives a higher €200 million funding total",
     "QuickFirmFacts gives a higher €200 million funding total", "EA03-NUM", False),
    ("corpus_outside25",
     "train73-careful", "QuickFirmFacts gives a higher €200 million funding total",
     "Biomvris Climate has a €200 million funding total", "EA03-NUM", True),
    # "managing partner" is a title, and what a partner says in quotes relates them to nothing;
    # a relation the page does not give is still charged
    ("corpus_outside25",
     "train73-careful", "spoke for the lead investor at the time of the Seed",
     "spoke for the lead investor at the time of the Seed", "EA03-REL", False),
    ("corpus_outside25",
     "train73-careful", "Marcus Walsh, managing partner at Grolma Investments, spoke for the "
     "lead investor", "Grolma Investments became a reseller and distributor", "EA03-REL", True),
    # "the SWIFT messages customers already use": the company's customers use SWIFT, which
    # is no customer; SWIFT called a customer is still charged
    ("corpus_outside25",
     "train91-careful", "sit alongside the SWIFT messages customers already use",
     "sit alongside the SWIFT messages customers already use", "EA03-REL", False),
    ("corpus_outside25",
     "train91-careful", "sit alongside the SWIFT messages customers already use",
     "count SWIFT among their customers", "EA03-REL", True),
    # outside round 26 (held out on the ninth session's final rubric), fixed after it
    # "a same-named company" sets a namesake apart: its sector word and its page's business
    # are no claim of the company's ("… is not used for the Edtech Briorium Systems")
    ("corpus_outside26",
     "train51-careful", "so it concerns a same-named company and is not used for",
     "so it concerns a same-named company and is not used for", "EA03-DIRECTION", False),
    ("corpus_outside26",
     "train51-careful", "so it concerns a same-named company and is not used for",
     "so it is not the revenue of", "EA03-DIRECTION", True),
    # a name the sentence says no value is disclosed for is a blank, not a claim
    ("corpus_outside26",
     "train51-careful", "disclose no valuation for Loundrix Academy",
     "disclose no valuation for Loundrix Academy", "EA03-ASSOC", False),
    ("corpus_outside26",
     "train51-careful", "disclose no valuation for Loundrix Academy",
     "disclose a valuation for Blorvex Academy", "EA03-ASSOC", True),
    # outlets a sentence says describe something are its sources ("described by Signal Daily
    # and Northfield Business as a user"), not values borrowed from another page
    ("corpus_outside26",
     "train69-careful", "is also described by Signal Daily and Northfield Business as a user",
     "is also described by Signal Daily and Northfield Business as a user", "EA03-BRIDGE",
     False),
    ("corpus_outside26",
     "train69-careful", "is also described by Signal Daily and Northfield Business as a user",
     "is also a customer of Northfield Business", "EA03-BRIDGE", True),
    # a sentence about the coverage itself reports no event; the same words of the company do
    ("corpus_outside26",
     "train69-careful", "Press and database profiles repeat subsets of this list",
     "Press and database profiles repeat subsets of this list", "EA03-EVENT", False),
    ("corpus_outside26",
     "train69-careful", "Press and database profiles repeat subsets of this list",
     "Its founders repeat subsets of this list", "EA03-EVENT", True),
    # "named <company> as a user" gives it a part, not the chief executive's role
    ("corpus_outside26",
     "train87-careful", "The chief executive also named Dronvo Plastics as a user",
     "The chief executive also named Dronvo Plastics as a user", "EA03-ASSOC", False),
    ("corpus_outside26",
     "train87-careful", "The chief executive also named Dronvo Plastics as a user",
     "The chief executive is Dronvo Plastics", "EA03-ASSOC", True),
    ("corpus_outside26",
     "train87-careful", "and the same three appear in DealAtlas and in news coverage",
     "and the same three appear in DealAtlas and in news coverage", "EA03-BRIDGE", False),
    # another product whose name starts with the flagship's ("Axiswise Cloud") has its own
    # launch year; the flagship's own name with another year still contradicts the facts
    ("corpus_outside26",
     "train87-sloppy", "Axiswise Cloud is a software platform for machine tending that launched",
     "Axiswise Cloud is a software platform for machine tending that launched", "EA03-CROSS",
     False),
    ("corpus_outside26",
     "train87-sloppy", "Axiswise Cloud is a software platform for machine tending that launched",
     "Axiswise is a software platform for machine tending that launched", "EA03-CROSS", True),
    # outside round 27 (held out on the ninth session's final rubric), fixed after it: an
    # analyst's forecast naming the company as a likely target, on a page about buyers of
    # specialists, reports no acquisition; an acquisition said as done still must be reported
    ("corpus_outside27",
     "train107-careful", "and named Giorelle as the kind of specialist they tend to acquire",
     "and named Giorelle as the kind of specialist they tend to acquire", "EA03-ASSOC", False),
    ("corpus_outside27",
     "train107-careful", "and named Giorelle as the kind of specialist they tend to acquire",
     "and said Giorelle was acquired by one of them in 2025", "EA03-ASSOC", True),
    # "… also uses the Fethyn Technologies name" sets a namesake apart; a place given to the
    # namesake without a page is still charged
    ("corpus_outside27",
     "train103-careful", "A developer-tooling company in London also uses the Fethyn "
     "Technologies name", "A developer-tooling company in London also uses the Fethyn "
     "Technologies name", "EA03-ASSOC", False),
    ("corpus_outside27",
     "train103-careful", "A developer-tooling company in London also uses the Fethyn "
     "Technologies name", "A developer-tooling company in London has an office in Munich",
     "EA03-ASSOC", True),
    # outside round 28 (held out on the session's final rubric), fixed after it: an investor
    # "leading" a round beside another "joining" holds no rank; a rank still needs its page
    ("corpus_outside28",
     "train111-careful", "with Ariyn Venture Partners leading and Naelgova Partners joining",
     "with Ariyn Venture Partners leading and Naelgova Partners joining", "EA03-RANK", False),
    ("corpus_outside28",
     "train111-careful", "with Ariyn Venture Partners leading and Naelgova Partners joining",
     "as the leading round in its market", "EA03-RANK", True),
    # where a figure "comes from" names its source, not a value borrowed from another page
    ("corpus_outside28",
     "train109-hurried", "comes from Orimkrane's March 2025 report",
     "comes from Orimkrane's March 2025 report", "EA03-BRIDGE", False),
    ("corpus_outside28",
     "train109-hurried", "comes from Orimkrane's March 2025 report", "was raised from Orimkrane",
     "EA03-BRIDGE", True),
    # outside round 29 (held out on the ninth session's submitted rubric), fixed in the tenth:
    # a method note that divides each valuation by its revenue cites the pages of its parts, no
    # spam; the same citations for a sentence computing nothing are still spam
    ("corpus_outside29", "train119-careful", _DIVIDE, _DIVIDE, "EA03-ASSOC", False),
    ("corpus_outside29", "train119-careful", _DIVIDE,
     "show each company's latest disclosed post-money valuation beside its 2025 revenue",
     "EA03-ASSOC", True),
    # a name whose figure the sentence says is not disclosed is a blank, not a claim
    ("corpus_outside29", "train119-careful", "Calystix AI has no disclosed revenue",
     "Calystix AI has disclosed revenue", "EA03-ASSOC", True),
    # the page's own "did not break its revenue down" restated is no denial; a denial is
    ("corpus_outside29", "train127-careful", _NO_SPLIT, _NO_SPLIT, "EA03-DIRECTION", False),
    ("corpus_outside29", "train127-careful", _NO_SPLIT,
     "The company said most of it no longer comes from", "EA03-DIRECTION", True),
    # "does best when" for the page's "wins when" is a condition, not a rank; a rank is one
    ("corpus_outside29", "train127-careful", "and does best when buyers compare",
     "and does best when buyers compare", "EA03-RANK", False),
    ("corpus_outside29", "train127-careful", "and does best when buyers compare",
     "and is the best product when buyers compare", "EA03-RANK", True),
    # the outlet a manager "told" is a source, even where its first word ("Market") is read
    # apart from the name; the outlet given a part is a party
    ("corpus_outside29", "train127-careful", "told Market Lantern that",
     "told Market Lantern that", "EA03-REL", False),
    ("corpus_outside29", "train127-careful", _TOLD_LANTERN,
     "Market Lantern is a supplier of a large intralogistics vendor and says that", "EA03-REL",
     True),
    # outside round 30 (held out on the tenth session's rubric), fixed after it: "that
    # valuation gives a multiple" works on the peer's valuation of the sentence before; the
    # company's own revenue said where the facts block has none still contradicts it
    ("corpus_outside30", "train129-careful", _THAT_VALUATION, _THAT_VALUATION, "EA03-CROSS",
     False),
    ("corpus_outside30", "train129-careful", _THAT_VALUATION,
     "Drelmvrane Labs had 2025 revenue of USD 55.8M, and that gives", "EA03-CROSS", True),
    # the line-up "sold today" is goods on sale, no sale of a business; one sold in a year is
    ("corpus_outside30", "train129-careful", "The full line-up sold today comprises",
     "The full line-up sold today comprises", "EA03-REL", False),
    ("corpus_outside30", "train129-careful", "The full line-up sold today comprises",
     "The full line-up sold in 2026 comprises", "EA03-REL", True),
    # a firm "joined as a customer" takes a part (the page: "Signed <firm> as a customer");
    # one that "joined as an investor" must be said to
    ("corpus_outside30", "train137-careful", "Virbent Plastics joined as a customer",
     "Virbent Plastics joined as a customer", "EA03-REL", False),
    ("corpus_outside30", "train137-careful", "Virbent Plastics joined as a customer",
     "Virbent Plastics joined as an investor", "EA03-REL", True),
    # outside round 31 (held out on the tenth session's final rubric), fixed after it: a chief
    # executive "leading the company" runs it, no rank; leading the market is one
    ("corpus_outside31", "train139-careful", "Gairford was already leading the company",
     "Gairford was already leading the company", "EA03-RANK", False),
    ("corpus_outside31", "train139-careful", "Gairford was already leading the company",
     "Gairford was already leading the market", "EA03-RANK", True),
    # a valuation in the sentence where the round's lead "led it" is that round's, history; the
    # same value said as the company's, or with an investor that did not lead, is stale
    ("corpus_outside31", "train139-careful", _LED_IT, _LED_IT, "EA03-DELTA", False),
    ("corpus_outside31", "train139-careful", _LED_IT, "Its post-money valuation is USD 14M",
     "EA03-DELTA", True),
    ("corpus_outside31", "train139-careful", _LED_IT,
     "Prastbric Venture Partners backed it as the only investor, at a post-money valuation of "
     "USD 14M", "EA03-DELTA", True),
    # outside round 32 (held out on the tenth session's final rubric), fixed after it: the
    # price a round is raised "at" is its valuation; the same figure raised is funding
    ("corpus_outside32", "train149-careful", _RAISE_AT, _RAISE_AT, "EA03-NUM", False),
    ("corpus_outside32", "train149-careful", _RAISE_AT,
     "could raise up to USD 3.69 billion in a Growth round", "EA03-NUM", True),
    # "the most frequent alternative" for the page's "our most common competitor"
    ("corpus_outside32", "train151-careful", _MOST_FREQUENT, _MOST_FREQUENT, "EA03-RANK", False),
    ("corpus_outside32", "train151-careful", _MOST_FREQUENT,
     "the largest alternative is still a spreadsheet", "EA03-RANK", True),
    # the rivals the coverage names "as rivals" are the company's list, not one peer's values;
    # a peer naming them, or the coverage naming them as nothing, still splits its pages
    ("corpus_outside32", "train149-concise", _AS_RIVALS, _AS_RIVALS, "EA03-BRIDGE", False),
    ("corpus_outside32", "train149-concise", _AS_RIVALS,
     "Ziorkum Group names Caliorex, Thestyn Commerce, Stomex Technologies and Zountant "
     "Technologies as rivals", "EA03-BRIDGE", True),
    ("corpus_outside32", "train149-concise", _AS_RIVALS, _AS_RIVALS.removesuffix(" as rivals"),
     "EA03-BRIDGE", True),
    # a role in a clause of absence is not the person's of the next clause; a role given to
    # the person still needs its page
    ("corpus_outside32", "train157-careful", _NO_PREVIOUS, _NO_PREVIOUS, "EA03-ASSOC", False),
    ("corpus_outside32", "train157-careful", _NO_PREVIOUS, _NO_PREVIOUS, "EA03-ADJROLE", False),
    ("corpus_outside32", "train157-careful", _NO_PREVIOUS,
     "The sources name no previous chief executive; Rosa Quaelmholm is its chief technology "
     "officer", "EA03-ADJROLE", True),
    # outside round 33 (held out on the submitted rubric 7fe38a5), four of its five classes
    # fixed after it: a multiple in words ("7.1 times revenue") is computed from its cited
    # parts; a wrong one is not on them
    ("corpus_outside33", "train163-careful", _TIMES, _TIMES, "EA03-ASSOC", False),
    ("corpus_outside33", "train163-careful", _TIMES, "the valuation is about 9.3 times revenue",
     "EA03-ASSOC", True),
    # a span "eleven years apart" between the sentence's two years; another span is a value
    ("corpus_outside33", "train159-hurried", _APART, _APART, "EA03-ASSOC", False),
    ("corpus_outside33", "train159-hurried", _APART, "so it mixes figures 37 years apart",
     "EA03-ASSOC", True),
    # an office that "changed hands" is no sale of the company (its holders "from A to B" are
    # the post's, checked like "A was chief executive": check 10); the company changing hands
    # stays charged
    ("corpus_outside33", "train163-careful", _HANDS, _HANDS, "EA03-ASSOC", False),
    ("corpus_outside33", "train163-careful", _HANDS,
     "the company appears to have changed hands since then", "EA03-ASSOC", True),
    # each product of a list has its own launch date; a list pairing them wrongly is charged
    ("corpus_outside33", "train159-careful", _LAUNCHES, _LAUNCHES, "EA03-EVENT", False),
    ("corpus_outside33", "train159-careful", _LAUNCHES, _LAUNCHES, "EA03-PRODUCT", False),
    ("corpus_outside33", "train159-careful", _LAUNCHES,
     "Hatha Keys (launched July 17, 2018) and Hatha Estate (launched February 8, 2021)",
     "EA03-PRODUCT", True),
    # outside round 34 (held out on 4138f62), its four classes fixed after it: a clause's date
    # is its own customer's on the newsroom line naming that customer; swapped, it is charged
    ("corpus_outside34", "train169-careful", _SIGNED, _SIGNED, "EA03-BRIDGE", False),
    ("corpus_outside34", "train169-careful", _SIGNED,
     "Feandory Research Institute signed in March 2024, and Tildane Research Institute "
     "followed in November 2023", "EA03-BRIDGE", True),
    # a figure named by the date an earlier cited sentence gave it is a reference, not a value
    ("corpus_outside34", "train171-careful", _SUPERSEDED, _SUPERSEDED, "EA03-ASSOC", False),
    ("corpus_outside34", "train171-careful", _SUPERSEDED,
     "both are superseded by the October 2025 figure", "EA03-ASSOC", True),
    # goods "are bought by" their buyers: no acquisition; the source buying them is one
    ("corpus_outside34", "train171-careful", _BOUGHT_BY, _BOUGHT_BY, "EA03-REL", False),
    ("corpus_outside34", "train171-careful", _BOUGHT_BY,
     "proof-of-delivery tools were bought by Capital Courier", "EA03-REL", True),
    # a name that "disclosed neither figure" is a blank; one given a figure needs its page
    ("corpus_outside34", "train177-careful", _NEITHER, _NEITHER, "EA03-ASSOC", False),
    ("corpus_outside34", "train177-careful", _NEITHER,
     "and Ulerbrex Systems disclosed EUR 40M in revenue", "EA03-ASSOC", True),
    # outside round 35 (held out on ecc887d), its one class fixed after it: a sentence setting
    # the namesake apart gives it values on its own pages; a peer given them is charged
    ("corpus_outside35", "train179-careful", _NAMESAKE, _NAMESAKE, "EA03-BRIDGE", False),
    ("corpus_outside35", "train179-careful", _NAMESAKE,
     _NAMESAKE.replace("The Vienna company of the same name", "Pristic Systems"), "EA03-BRIDGE",
     True),
    # outside round 36 (held out on 62bb776), its two classes fixed after it: the flagship's
    # launch is read in the part of a list naming it; the flagship given the other's year is
    # charged
    ("corpus_outside36", "train189-concise", _TWO_LINES, _TWO_LINES, "EA03-CROSS", False),
    ("corpus_outside36", "train189-concise", _TWO_LINES,
     "its flagship Nairkova Campus, a software platform for adaptive practice launched in "
     "2020, and TutorHub, a mobile app for skills assessment launched in 2020", "EA03-CROSS",
     True),
    # a source giving "the same" as the sentence before refers back; a source giving an
    # event of its own still needs its page
    ("corpus_outside36", "train197-careful", _SAME_THREE, _SAME_THREE, "EA03-EVENT", False),
    ("corpus_outside36", "train197-careful", _SAME_THREE,
     "FirmIndex reports a merger of the three", "EA03-EVENT", True),
    # outside round 37 (held out on the session's final rubric, a62bcb1), its one class fixed
    # after it: "most popular" says what a page's "like most" says; "best-selling" does not
    ("corpus_outside37", "train201-careful", _POPULAR, _POPULAR, "EA03-RANK", False),
    ("corpus_outside37", "train201-careful", _POPULAR,
     "could copy and bundle Kroustzo's best-selling features", "EA03-RANK", True),
    # a multiple is its company's when computed from that company's figures; a peer's multiple
    # given to the company is charged though its cited pages compute it (check 10)
    ("corpus_outside34", "train171-careful", _FARYN_METHOD,
     "That gives Faryn Systems a multiple of 6.8x", "EA03-BRIDGE", False),
    ("corpus_outside34", "train171-careful", _FARYN_METHOD,
     "That gives Droubia Labs a multiple of 6.8x", "EA03-BRIDGE", True),
    # what "trade press and company databases" list is the coverage, not an event
    ("corpus_outside33", "train167-careful", _TRADE_PRESS, _TRADE_PRESS, "EA03-EVENT", False),
    ("corpus_outside33", "train167-careful", _TRADE_PRESS,
     "Trade unions and company boards list subsets of the same four rivals", "EA03-EVENT", True),
    # outside round 38 (held out on 141edcb), its five classes fixed after it: a lone first
    # word of a list is capitalized as the sentence's start, no name ("Company, press and
    # directory sources"); a member beside a name of two words still is one
    ("corpus_outside38", "train211-careful", _KINDS_OF_SOURCES, _KINDS_OF_SOURCES,
     "EA03-ASSOC", False),
    ("corpus_outside38", "train211-careful", _KINDS_OF_SOURCES,
     "Northfield Business, zorvex and directory sources name", "EA03-ASSOC", True),
    # namesakes set apart in the plural are set apart; a denial of the page is still one
    ("corpus_outside38", "train211-hurried", _NAMESAKES, _NAMESAKES, "EA03-DIRECTION", False),
    ("corpus_outside38", "train211-hurried", _NAMESAKES,
     "so the Sydney firm does not sell insurance software", "EA03-DIRECTION", True),
    # "always" is said by the page's "ever since"; "universally" is not
    ("corpus_outside38", "train213-careful", _ALWAYS, _ALWAYS, "EA03-SCOPE", False),
    ("corpus_outside38", "train213-careful", _ALWAYS,
     "has universally been headquartered in Toronto", "EA03-SCOPE", True),
    # "the only board member listed" names a list, no stock listing; going public is one
    ("corpus_outside38", "train217-careful", _LISTED, _LISTED, "EA03-NUM", False),
    ("corpus_outside38", "train217-careful", _LISTED,
     "Seastad, who was chief executive until the company went public in August 2025",
     "EA03-NUM", True),
    # a value after the target's possessive is the target's, whoever the subject is; the same
    # value given to the peer is still borrowed
    ("corpus_outside38", "train217-careful", _POSSESSED, _POSSESSED, "EA03-BRIDGE", False),
    ("corpus_outside38", "train217-careful", _POSSESSED,
     "Arenyn, for instance, reports USD 642.2M raised over six rounds and $900,000 in grants",
     "EA03-BRIDGE", True),
    # outside round 39 (held out on 3732311), its two classes fixed after it: "declined to
    # comment" is no decline; a decline the page does not give still reverses it
    ("corpus_outside39", "train223-careful", _DECLINED, _DECLINED, "EA03-DIRECTION", False),
    ("corpus_outside39", "train223-careful", _DECLINED,
     "the company is weighing an initial public offering around 2027 after revenue declined",
     "EA03-DIRECTION", True),
    # "the most common alternative" is the page's "usual rival"; "the best-known" is not
    ("corpus_outside39", "train229-careful", _MOST_COMMON, _MOST_COMMON, "EA03-RANK", False),
    ("corpus_outside39", "train229-careful", _MOST_COMMON,
     "Buyers told Northfield Business that the best-known alternative", "EA03-RANK", True),
    # outside round 40 (held out on e857041), its one class fixed after it: "started it in
    # 2018, a year repeated in its funding releases" is a founding year; a round in 2018 is not
    ("corpus_outside40", "train233-careful", _STARTED_IT, _STARTED_IT, "EA03-NUM", False),
    ("corpus_outside40", "train233-careful", _STARTED_IT,
     "The company says Sara Giolmski and Gabriel Feanwick closed its first funding round in "
     "2018", "EA03-NUM", True),
    # outside round 41 (held out on a6647ac, the session's submitted rubric), its four classes
    # fixed after it: an investor firm's name is no funding event; a round beside the year is
    ("corpus_outside41", "train247-careful", _FIRM, _FIRM, "EA03-NUM", False),
    ("corpus_outside41", "train247-careful", _FIRM,
     "Kasper Drelmski, CEO until the Series B funding in December 2023", "EA03-NUM", True),
    # a clause whose verb is left out ("and <B> on <date>") is B's; the date given to A is not
    ("corpus_outside41", "train251-careful", _ELLIPSIS, _ELLIPSIS, "EA03-BRIDGE", False),
    ("corpus_outside41", "train251-careful", _ELLIPSIS,
     "Fuova Grocers signed in December 2021 and again on 1 April 2025", "EA03-BRIDGE", True),
    ("corpus_outside41", "train249-careful", _AT_THE_ROUND, _AT_THE_ROUND, "EA03-BRIDGE",
     False),
    # "<publisher>'s 2025 report" names a source; the publisher as a party does not
    ("corpus_outside41", "train251-careful", _PUBLISHER, _PUBLISHER, "EA03-BRIDGE", False),
    ("corpus_outside41", "train251-careful", _PUBLISHER,
     "superseding the USD 143.8 million Miothium raised", "EA03-BRIDGE", True),
    # "so that figure is dated" concludes nothing across the sentence's pages
    ("corpus_outside41", "train243-careful", _SO_THAT, _SO_THAT, "EA03-BRIDGE", False),
    # outside round 42 (held out on efd059a), fixed after it: "after which <company> had
    # raised" is a past total; "has raised" the same figure is the current one, and stale
    ("corpus_outside42", "train257-careful", _HAD_RAISED, _HAD_RAISED, "EA03-DELTA", False),
    ("corpus_outside42", "train257-careful", _HAD_RAISED,
     "Brurtrova has now raised EUR 157.3M over five rounds", "EA03-DELTA", True),
    # outside round 43 (held out on 6154166), its four classes fixed after it: a role the
    # sentence says its holder left is not given to them now; "remains the CEO" is
    ("corpus_outside43", "train261-careful", _STEPPING_ASIDE, _STEPPING_ASIDE,
     "EA03-INCUMBENT", False),
    ("corpus_outside43", "train261-careful", _STEPPING_ASIDE,
     "Signal Daily reported that founder Hugo Veley remains the CEO", "EA03-INCUMBENT", True),
    ("corpus_outside43", "train261-careful", _STEPPING_ASIDE, "Hugo Veley, a founder, is CEO",
     "EA03-INCUMBENT", True),
    # "No <figure> for <peer> or <figure> for <peer> appears in the sources" is an absence
    ("corpus_outside43", "train261-careful", _NO_FIGURE_APPEARS, _NO_FIGURE_APPEARS,
     "EA03-CITE", False),
    ("corpus_outside43", "train261-careful", _NO_FIGURE_APPEARS,
     "Vraendkrara Freight reported revenue of USD 40M, and no valuation for Isyrknum Labs "
     "appears in the sources", "EA03-CITE", True),
    # "funding releases" are documents, no funding event; a first funding round is one
    ("corpus_outside43", "train263-careful", _FUNDING_RELEASES, _FUNDING_RELEASES, "EA03-NUM",
     False),
    ("corpus_outside43", "train263-careful", _FUNDING_RELEASES,
     "Its funding releases and news coverage give the same 2016 first funding round",
     "EA03-NUM", True),
    # a customer that "joined the round through its venture arm" invested; a reseller did not
    ("corpus_outside43", "train261-hurried", _JOINED_THE_ROUND, _JOINED_THE_ROUND, "EA03-REL",
     False),
    ("corpus_outside43", "train261-hurried", _JOINED_THE_ROUND,
     "Krosex Freight is a reseller through its venture arm", "EA03-REL", True),
    # outside round 44 (held out on b7c36d5), fixed after it: "at that point" dates a figure;
    # without it the figure is the current one, and stale
    ("corpus_outside44", "train273-careful", _AT_THAT_POINT, _AT_THAT_POINT, "EA03-DELTA",
     False),
    ("corpus_outside44", "train273-careful", _AT_THAT_POINT,
     "Circuit Journal described the EUR 144.1M as raised across 4 rounds", "EA03-DELTA", True),
    # "best-liked features" for the parts users "like most"; "best-known" is a rank
    ("corpus_outside44", "train273-careful", _BEST_LIKED, _BEST_LIKED, "EA03-RANK", False),
    ("corpus_outside44", "train273-careful", _BEST_LIKED, "copy Brermium's best-known features",
     "EA03-RANK", True),
    # "a title that does not appear on the current leadership page" is an absence, no denial;
    # the title given to the person is still read
    ("corpus_outside44", "train271-careful", _NOT_ON_THE_PAGE, _NOT_ON_THE_PAGE,
     "EA03-DIRECTION", False),
    ("corpus_outside44", "train271-careful", _NOT_ON_THE_PAGE,
     _NOT_ON_THE_PAGE.replace("operating", "technology"), "EA03-ADJROLE", True),
    # outside round 45 (held out on 74c1cbf), fixed after it: "the rivals have raised more
    # than <company>: <peer> …" compares the rivals with the company; the company said to have
    # raised more than a peer that raised more is still charged
    ("corpus_outside45", "train281-careful", _MORE_THAN_US, _MORE_THAN_US, "EA03-RANK", False),
    ("corpus_outside45", "train281-careful", _MORE_THAN_US,
     "Calioria has raised more than Treic Technologies", "EA03-RANK", True),
    # outside round 46 (held out on 5e2872a), fixed after it: a product's launch is its whole
    # name's ("Haemgrent Ledger OS" is not "Haemgrent Ledger", launched in 2021)
    ("corpus_outside46", "train287-careful", _LEDGER_OS, _LEDGER_OS, "EA03-EVENT", False),
    ("corpus_outside46", "train287-careful", _LEDGER_OS,
     "in October 2024 it launched Haemgrent Ledger", "EA03-PRODUCT", True),
    # a publication before its document ("a … Frontier Tech Review article named …") is a
    # source, no value the sentence gives the company
    ("corpus_outside46", "train289-careful", _REVIEW_ARTICLE, _REVIEW_ARTICLE, "EA03-BRIDGE",
     False),
    # outside round 47 (held out on ba2fc91), fixed after it: a name before its possessive says
    # what is that name's ("the Series C was Vryrkon Growth's first investment")
    ("corpus_outside47", "train291-careful", _ITS_FIRST, _ITS_FIRST, "EA03-BRIDGE", False),
    # "a Bristol-based vendor" names a place, no party; a vendor "to Bristol" is one
    ("corpus_outside47", "train291-careful", _BASED, _BASED, "EA03-REL", False),
    ("corpus_outside47", "train291-careful", _BASED, "Enoulgris Systems is a vendor to Bristol",
     "EA03-REL", True),
    # "not a rival vendor but customers doing nothing" says what it is; "not customers doing
    # nothing" denies the page
    ("corpus_outside47", "train297-careful", _NOT_BUT, _NOT_BUT, "EA03-DIRECTION", False),
    ("corpus_outside47", "train297-careful", _NOT_BUT,
     "the most frequent alternative is not customers doing nothing", "EA03-DIRECTION", True),
    # outside round 48 (held out on b80f520, the session's final rubric), fixed after it: a
    # possessive parts two names ("Singapore's Pioston Labs" opens its clause as Pioston Labs);
    # the figure given to the first clause's company is still charged
    ("corpus_outside48", "train301-careful", _SINGAPORES, _SINGAPORES, "EA03-BRIDGE", False),
    ("corpus_outside48", "train301-careful", _SINGAPORES,
     "while Alynon Systems also reported $6.8 million", "EA03-BRIDGE", True),
    # outside round 49 (held out on 46a54e5, the session's final rubric), fixed after it: a
    # sentence on what the cited reports are is no uncited event; one naming a deal is
    ("corpus_outside49", "train307-careful", _THESE_REPORTS, _THESE_REPORTS, "EA03-CITE", False),
    ("corpus_outside49", "train307-careful", _THESE_REPORTS,
     "Tharkia completed two acquisitions in 2025", "EA03-CITE", True),
    # a sentence saying how the report computes its multiples reports no event
    ("corpus_outside49", "train307-careful", _MULTIPLES_ARE, _MULTIPLES_ARE, "EA03-EVENT", False),
    # outside round 50 (held out on 74b7c13, the thirteenth session's final rubric), fixed
    # after it: a round that "left it valued at" a figure reports no departure; leaving a
    # company does
    ("corpus_outside50", "train319-careful", _LEFT_VALUED, _LEFT_VALUED, "EA03-REL", False),
    ("corpus_outside50", "train319-careful", _LEFT_VALUED,
     "Tymum Group's September 2025 Series D investor left Bruane Systems", "EA03-REL", True),
    # outside round 51 (held out on 74b7c13), fixed after it: customers the CEO named hold no
    # role; a newer page's other CEO still charges a CEO named
    ("corpus_outside51", "train323-careful", _DAILY_USERS, _DAILY_USERS, "EA03-DELTA", False),
    # "signed as a customer by <peer>" is the peer's customer, "Orelia Financial" a whole name;
    # a peer called the company's customer is still charged
    ("corpus_outside51", "train323-careful", _SIGNED_BY, _SIGNED_BY, "EA03-REL", False),
    ("corpus_outside51", "train323-careful", _SIGNED_BY,
     "Seathent Labs signed Haemgrent Group as a customer", "EA03-REL", True),
    # "its Enaepix Build API" for "Enaepix Build is an API"; a product the page does not name
    # is still charged
    ("corpus_outside51", "train321-careful", _BUILD_API, _BUILD_API, "EA03-ASSOC", False),
    ("corpus_outside51", "train321-careful", _BUILD_API, "the area served by its Enaepix Trail",
     "EA03-ASSOC", True),
    # a product with its kind joined from two of the page's names' words is not held (check 23)
    ("corpus_outside51", "train321-careful", _BUILD_API, "the area served by its Dev Build API",
     "EA03-ASSOC", True),
    # an investor's part in the company's round opens a sentence about the round
    ("corpus_outside51", "train321-careful", _ONLY_INVESTOR, _ONLY_INVESTOR, "EA03-BRIDGE",
     False),
    # a value a cited search result shows is charged once, as its citation (EA03-ACCESS), not
    # again as missing; a value the search result does not show is missing
    ("corpus_outside51", "train321-careful", _SEARCH_SHOWN, _SEARCH_SHOWN, "EA03-ASSOC", False),
    ("corpus_outside51", "train321-careful", _SEARCH_SHOWN, _SEARCH_SHOWN, "EA03-ACCESS", True),
    ("corpus_outside51", "train321-careful", _SEARCH_SHOWN,
     "An older estimate by Ulolqua Analytics put the market at USD 21.7B in 2023", "EA03-ASSOC",
     True),
    # outside round 52 (held out on 60c64ef), fixed after it: "all seven backers" counts the
    # company's, not the round's; "all seven backers of the Series C" counts the round's
    ("corpus_outside52", "train329-careful", _ALL_SEVEN, _ALL_SEVEN, "EA03-QTY", False),
    ("corpus_outside52", "train329-careful", _ALL_SEVEN,
     "DealAtlas lists all seven backers of the Series C", "EA03-QTY", True),
    # a sentence saying how the multiples divide is a method; one dividing a figure is a claim
    ("corpus_outside52", "train331-careful", _MULTIPLES_DIVIDE, _MULTIPLES_DIVIDE, "EA03-CITE",
     False),
    ("corpus_outside52", "train331-careful", _MULTIPLES_DIVIDE,
     "Revenue multiples divide Hasttent's USD 900M valuation by its 2025 revenue", "EA03-CITE",
     True),
    # a count of the names the cited lists hold; another count is charged
    ("corpus_outside52", "train331-careful", _ALL_TWELVE, _ALL_TWELVE, "EA03-QTY", False),
    ("corpus_outside52", "train331-careful", _ALL_TWELVE,
     "Data aggregators list all 13 backers", "EA03-QTY", True),
    # figures given to the measures of the sentence before ("these are …"); a figure given a
    # measure beside it is read by it
    ("corpus_outside52", "train331-careful", _THESE_ARE, _THESE_ARE, "EA03-NUM", False),
    ("corpus_outside52", "train331-careful", _THESE_ARE,
     "Pryrlelle Cyber raised $70.3 million in the January 2025 Series C", "EA03-NUM", True),
    # names a source names "as competitors" are its objects, no subject; a peer's own rivals
    # are still read as its
    ("corpus_outside52", "train333-careful", _NAME_AS_RIVALS, _NAME_AS_RIVALS, "EA03-BRIDGE",
     False),
    ("corpus_outside52", "train333-careful", _NAME_AS_RIVALS,
     "Thoselle Technologies competes with Sistora Agri, Thaera Systems, Arandova Group and "
     "Briorstant AI", "EA03-BRIDGE", True),
    # outside round 53 (held out on 60c64ef), fixed after it: a clause opening with the
    # company's first word ("Isiron's multiple") is the company's; a peer's is not
    ("corpus_outside53", "train339-careful", _ISIRONS_MULTIPLE, _ISIRONS_MULTIPLE, "EA03-BRIDGE",
     False),
    ("corpus_outside53", "train339-careful", _ISIRONS_MULTIPLE,
     "Calia's multiple divides its USD 2.29B Series D valuation", "EA03-BRIDGE", True),
    # outside round 55 (held out on 4887d65), fixed after it: a product "sold since 2013" was
    # launched then, no founding year; "founded in 2013" still is
    ("corpus_outside55", "train357-careful", _SOLD_SINCE, _SOLD_SINCE, "EA03-NUM", False),
    ("corpus_outside55", "train357-careful", _SOLD_SINCE, "was founded again in 2013", "EA03-NUM",
     True),
    # "multiples below divide … by …" is a method sentence; a claim about the multiples is not
    ("corpus_outside55", "train351-careful", _MULTIPLES_BELOW, _MULTIPLES_BELOW, "EA03-EVENT",
     False),
    ("corpus_outside55", "train351-careful", _MULTIPLES_BELOW,
     "Revenue multiples below rose sharply after the latest disclosed annual revenue",
     "EA03-EVENT", True),
    # outside round 56 (held out on c239bb8), fixed after it: "a Lyon, France-based vendor"
    # names a place, no party; a supplier to a place is still read
    ("corpus_outside56", "train363-careful", _LYON_BASED, _LYON_BASED, "EA03-REL", False),
    ("corpus_outside56", "train363-careful", _LYON_BASED,
     "Gruxic Systems is a supplier to Lyon, France, as a vendor", "EA03-REL", True),
    # outside round 58 (held out on 7792dde), fixed after it: a figure before the name that
    # gives it ("the 21 people Vrevora reports") is that company's; the peer given it is not
    ("corpus_outside58", "train362-careful", _VREVORA_REPORTS, _VREVORA_REPORTS, "EA03-BRIDGE",
     False),
    ("corpus_outside58", "train362-careful", _VREVORA_REPORTS,
     "For scale, Hatha Technologies says it has a staff of 21, against the 810 people Vrevora "
     "reports", "EA03-BRIDGE", True),
    # outside round 59 (held out on 7792dde), fixed after it: "a Logistics company set up in
    # 2015" names a kind of company, no founder
    ("corpus_outside59", "train368-careful", _LOGISTICS, _LOGISTICS, "EA03-ADJROLE", False),
    # outside round 60 (held out on 2d398cf), fixed after it: "said … could be" reports the
    # page's "can be", no view; the same words unreported voice one
    ("corpus_outside60", "train202-careful", _SAID_COULD, _SAID_COULD, "EA03-VOICE", False),
    ("corpus_outside60", "train202-careful", _SAID_COULD,
     "At launch Tower could be set up within weeks", "EA03-VOICE", True),
    # a figure that sums the sentence's own figures beside it is their total; another is not
    ("corpus_outside60", "train202-careful", _FOR_THE_SUM, _FOR_THE_SUM, "EA03-ROUND", False),
    ("corpus_outside60", "train202-careful", _FOR_THE_SUM,
     "USD 24 million across three rounds, for USD 31.5 million", "EA03-ROUND", True),
    # what the customers have ("customers' existing SCADA systems") makes it no customer;
    # "customers such as SCADA" does
    ("corpus_outside60", "train204-careful", _CUSTOMERS_OWN, _CUSTOMERS_OWN, "EA03-REL", False),
    ("corpus_outside60", "train204-careful", _CUSTOMERS_OWN,
     "its product sits alongside customers such as SCADA rather than replacing them", "EA03-REL",
     True),
    # "gave the same …" points back to the sentence before; "gave a different …" says more
    ("corpus_outside60", "train206-careful", _GAVE_THE_SAME, _GAVE_THE_SAME, "EA03-EVENT", False),
    ("corpus_outside60", "train206-careful", _GAVE_THE_SAME,
     "The CEO gave a different size and growth rate for the market the company serves",
     "EA03-EVENT", True),
    # "backs" makes an investor, though a customer stands in the clause before; a buyer does not
    ("corpus_outside60", "train206-careful", _BACKS, _BACKS, "EA03-REL", False),
    ("corpus_outside60", "train206-careful", _BACKS,
     "and Enithix Venture Partners buys from Miofyn as a customer, as well as Zaenova",
     "EA03-REL", True),
    # outside round 61 (held out on 2d398cf), fixed after it: a multiple's working shown in
    # bare figures ("719 divided by 38.4") is checked as the multiple; a wrong one is charged
    ("corpus_outside61", "train214-careful", _DIVIDED_BY, _DIVIDED_BY, "EA03-ASSOC", False),
    ("corpus_outside61", "train214-careful", _DIVIDED_BY, _DIVIDED_BY, "EA03-NUM", False),
    ("corpus_outside61", "train214-careful", _DIVIDED_BY,
     "so its multiple is 719 divided by 28.4, or about 25.3x", "EA03-ASSOC", True),
    # "could not be retrieved" is what the tools did, no denial; "does not date" denies
    ("corpus_outside61", "train214-careful", _NOT_RETRIEVED, _NOT_RETRIEVED, "EA03-DIRECTION",
     False),
    ("corpus_outside61", "train214-careful", _NOT_RETRIEVED,
     "The company's newsroom does not date this round", "EA03-DIRECTION",
     True),
    # outside round 62 (held out on 2d398cf), fixed after it: "…, plus C" adds a member to a
    # list (no name "Plus C"), and the members of "rivals are A and B" are objects, no
    # subject; a name no page gives, or a peer's own rivals, are still charged
    ("corpus_outside62", "train226-concise", _PLUS, _PLUS, "EA03-ASSOC", False),
    ("corpus_outside62", "train226-concise", _NAMED_RIVALS, _NAMED_RIVALS, "EA03-BRIDGE", False),
    ("corpus_outside62", "train226-concise", _PLUS, _PLUS.replace("Isaitix", "Ploxvane"),
     "EA03-ASSOC", True),
    ("corpus_outside62", "train226-concise", _NAMED_RIVALS,
     "Zouxpic Labs competes with Faerara Systems", "EA03-BRIDGE", True),
    # the world's chief executive is no stale value though a newer directory names the one
    # before; the one before is
    ("corpus_outside62", "train226-careful", _STALE_DIRECTORY, _STALE_DIRECTORY, "EA03-DELTA",
     False),
    ("corpus_outside62", "train226-careful", _STALE_DIRECTORY,
     "CEO Benedikt Paindek named Isaitix AI", "EA03-DELTA", True),
    # pages cited for "euro amounts" hold one; for "yen amounts" they do not
    ("corpus_outside62", "train226-careful", _EURO_AMOUNTS, _EURO_AMOUNTS, "EA03-ASSOC", False),
    ("corpus_outside62", "train226-careful", _EURO_AMOUNTS,
     _EURO_AMOUNTS.replace("euro amounts", "yen amounts"), "EA03-ASSOC", True),
    # outside round 63 (held out on 2d398cf), fixed after it: "Convertible Note" names a round,
    # no party; an invented act between the two investors is still charged
    ("corpus_outside63", "train228-careful", _ROUND_NAME, _ROUND_NAME, "EA03-REL", False),
    ("corpus_outside63", "train228-careful", _ROUND_NAME,
     _ROUND_NAME.replace("also joined", "later bought"), "EA03-REL", True),
    # outside round 64 (held out on 5aae6de), fixed after it: the year a source "reported in" is
    # the source's date, no event of the subject; the year it "raised in" is one
    ("corpus_outside64", "train242-hurried", _REPORTED_IN, _REPORTED_IN, "EA03-BRIDGE", False),
    ("corpus_outside64", "train242-hurried", _REPORTED_IN,
     "Kondhory's total adds the USD 33.1 million it raised in September 2025", "EA03-BRIDGE",
     True),
    # "the sole investor in <peer>'s Series A" is the investor's, no side of the peer's; a peer
    # named an investor is charged
    ("corpus_outside64", "train236-careful", _INVESTOR_IN, _INVESTOR_IN, "EA03-REL", False),
    ("corpus_outside64", "train236-careful",
     "Caliso Capital, an investor in Trevis AI's Pre-Seed round, " + _INVESTOR_IN,
     "Krosent Systems, an investor in Trevis AI's Pre-Seed round, was the sole investor in a $24 "
     "million Series A", "EA03-REL", True),
    # outside round 66 (held out on 5c5eb40), fixed after it: a figure with its owner in
    # brackets ("more than Alaenera, with … EUR 46M (Biszova Bio), …") is that owner's; one
    # the company is given is its own
    ("corpus_outside66", "train252-careful", _MORE_THAN, _MORE_THAN, "EA03-CROSS", False),
    ("corpus_outside66", "train252-careful", _MORE_THAN,
     "Alaenera has raised EUR 46M, less than all three rivals", "EA03-CROSS", True),
    # bare figures listed in brackets beside their sum are its working; a wrong part is not
    ("corpus_outside66", "train254-careful", _LISTED_SUM, _LISTED_SUM, "EA03-ASSOC", False),
    ("corpus_outside66", "train254-careful", _LISTED_SUM, _LISTED_SUM, "EA03-NUM", False),
    ("corpus_outside66", "train254-careful", _LISTED_SUM,
     "amounts (3.2, 12 and 48) add up to the USD 73.2M", "EA03-ASSOC", True),
    # outside round 67 (held out on 6bda9b3), fixed after it: what "this tearsheet" leaves out
    # is the report's own doing, and "no completed round has been announced" states an
    # absence; an event in their place is still charged
    ("corpus_outside67", "train264-careful", _THIS_TEARSHEET, _THIS_TEARSHEET, "EA03-EVENT",
     False),
    ("corpus_outside67", "train264-careful", _THIS_TEARSHEET, "were later merged into the company",
     "EA03-EVENT", True),
    ("corpus_outside67", "train264-careful", _NONE_ANNOUNCED, _NONE_ANNOUNCED, "EA03-EVENT", False),
    ("corpus_outside67", "train264-careful", _NONE_ANNOUNCED,
     "That report describes a completed round the company has announced", "EA03-EVENT", True),
    # outside round 68 (held out on 6bda9b3), fixed after it: the round a page gives the
    # claim's amount for, not the round of a line holding only a year of it ("Last funding
    # round: Series B, …, 2025" for "2025 revenue"); an amount the page gives the Series B is
    ("corpus_outside68", "train266-careful", _PRE_SEED_VALUATION, _PRE_SEED_VALUATION,
     "EA03-INSTRUMENT", False),
    ("corpus_outside68", "train266-careful", _PRE_SEED_VALUATION,
     "Dulmova's €54.5m round was its March 2013 pre-seed round", "EA03-INSTRUMENT", True),
    # outside round 69 (held out on 95b3ea0), fixed after it: a negation the page makes too
    # ("cannot support" for its "never supported") denies nothing it states; a denied driver is
    ("corpus_outside69", "train276-careful", _CANNOT_SUPPORT, _CANNOT_SUPPORT, "EA03-DIRECTION",
     False),
    ("corpus_outside69", "train276-careful", _CANNOT_SUPPORT,
     "demand is not driven by regulation requiring records older tools support",
     "EA03-DIRECTION", True),
    # outside round 70 (held out on 95b3ea0), fixed after it: "after leading …" is a gerund and
    # "wanted a leader able to …" a person, no rank; "the leading … vendor" and "a market
    # leader" are ranks
    ("corpus_outside70", "train282-careful", _AFTER_LEADING, _AFTER_LEADING, "EA03-RANK", False),
    ("corpus_outside70", "train282-careful", _AFTER_LEADING,
     "after becoming the leading distributed tracing vendor", "EA03-RANK", True),
    ("corpus_outside70", "train282-careful", _A_LEADER, _A_LEADER, "EA03-RANK", False),
    ("corpus_outside70", "train282-careful", _A_LEADER,
     "the company is a market leader able to sell to larger organisations", "EA03-RANK", True),
    # left standing: "do not name A, a current role for co-founder B, or C" is charged as an
    # uncited fact — reading such a list member as the absence's let an invented role through
    # (check 27: "…, a current role for chief operating officer Marek Tolvane, or …")
    ("corpus_outside70", "train286-careful", _NOT_NAMED, _NOT_NAMED, "EA03-CITE", True),
    # outside round 71 (held out on a593166), fixed after it: "Each multiple shown is … divided
    # by …" is a method sentence; one giving a figure is not
    ("corpus_outside71", "train292-careful", _EACH_MULTIPLE, _EACH_MULTIPLE, "EA03-CITE", False),
    ("corpus_outside71", "train292-careful", _EACH_MULTIPLE,
     "Each multiple shown is the last valuation divided by the latest reported annual revenue of "
     "USD 31.2M", "EA03-CITE", True),
    # check 28, closed in the sixteenth session: a concession after an uncited absence that
    # states something ("…, though a co-founder runs the engineering team") is an uncited claim;
    # one that is itself an absence is not
    ("corpus_outside71", "train292-careful", _NO_CTO, _NO_CTO, "EA03-CITE", False),
    ("corpus_outside71", "train292-careful", _NO_CTO,
     "The sources do not name a chief technology officer, though a co-founder runs the "
     "engineering team", "EA03-CITE", True),
    ("corpus_outside71", "train292-careful", _NO_CTO,
     "The sources do not name a chief technology officer, though no head of engineering is "
     "named either", "EA03-CITE", False),
    # outside round 72 (held out on c791065), fixed after it: "on 13 Dec 2020 and 18 Oct 2022
    # respectively" pairs whole day-month-year dates; "11 at the 2022 Seed round, 16 in November
    # 2023" — 16 measures no round (the item before the comma holds its own figure)
    ("corpus_outside72", "train296-careful", _RESPECTIVELY_DATES, _RESPECTIVELY_DATES,
     "EA03-QTY", False),
    ("corpus_outside72", "train296-careful", _RESPECTIVELY_DATES,
     "announced on 13 Dec 2021 and 18 Oct 2022 respectively", "EA03-EVENT", True),
    ("corpus_outside72", "train298-careful", _COUNTS_AT, _COUNTS_AT, "EA03-NUM", False),
    ("corpus_outside72", "train298-careful", _COUNTS_AT,
     "11 at the time of the 2022 Seed round, 16 rounds in November 2023 and 17", "EA03-NUM",
     True),
    # outside round 73 (held out on c791065), fixed after it: "the 486 count" an earlier cited
    # sentence of the section gave is a reference (a count no sentence gave is a value); a span
    # between the sentence's date and one given before is computed; a sum's part a cited
    # release's title gives; "the CEO named A, B and C" makes none of them the CEO; "the leader
    # of the company" is its chief
    ("corpus_outside73", "train304-careful", _THE_COUNT, _THE_COUNT, "EA03-QTY", False),
    ("corpus_outside73", "train304-careful", _THE_COUNT, _THE_COUNT, "EA03-ASSOC", False),
    ("corpus_outside73", "train304-careful", _THE_COUNT, "so it is older than the 512 count",
     "EA03-ASSOC", True),
    ("corpus_outside73", "train304-careful", _DAYS_BEFORE, _DAYS_BEFORE, "EA03-ASSOC", False),
    ("corpus_outside73", "train304-careful", _DAYS_BEFORE,
     "40 days before that, on 15 October 2025", "EA03-ASSOC", True),
    ("corpus_outside73", "train304-careful", _TITLE_PART, _TITLE_PART, "EA03-ASSOC", False),
    ("corpus_outside73", "train304-careful", _TITLE_PART, "2018 | EUR 7.8M", "EA03-ASSOC", True),
    ("corpus_outside73", "train304-careful", _CEO_NAMED, _CEO_NAMED, "EA03-DELTA", False),
    ("corpus_outside73", "train304-careful", _CEO_NAMED,
     "and the CEO Vyxic Distribution named Kanex Freight and Zalmara Shipping in a podcast",
     "EA03-DELTA", True),
    ("corpus_outside73", "train308-careful", _LEADER_OF, _LEADER_OF, "EA03-RANK", False),
    ("corpus_outside73", "train308-careful", _LEADER_OF,
     "Domova was quoted as the leader of the market", "EA03-RANK", True),
    # outside round 74 (held out on 515d71f), fixed after it: a clause of a cited sentence
    # saying a name disclosed nothing needs no page of its own for the name (one the rollout
    # read); "names the six investors A, …, F" counts its list, not the round's backers
    ("corpus_outside74", "train314-careful", _NAMED_BLANK, _NAMED_BLANK, "EA03-ASSOC", False),
    ("corpus_outside74", "train314-careful", _NAMED_BLANK,
     "and Zorblax Capital has disclosed no revenue", "EA03-ASSOC", True),
    ("corpus_outside74", "train314-careful", _SIX_NAMED, _SIX_NAMED, "EA03-QTY", False),
    ("corpus_outside74", "train314-careful", _SIX_NAMED,
     "names the five investors Tristova Partners", "EA03-QTY", True),
    # outside round 75 (held out on 515d71f), fixed after it: "…, that gives a multiple of
    # about 7.1x" computed from the sentence's revenue and the valuation of the cited sentence
    # before; "so that responders are not left with …" is a purpose, no denial; "Vorera Systems
    # is led by CEO Wen Quasek" gives no round a lead, "Seluant Ventures led … Seed round" does
    ("corpus_outside75", "train318-careful", _THAT_GIVES, _THAT_GIVES, "EA03-ASSOC", False),
    ("corpus_outside75", "train318-careful", _THAT_GIVES,
     "that gives a multiple of about 9.1x", "EA03-ASSOC", True),
    ("corpus_outside75", "train318-careful", _A_PURPOSE, _A_PURPOSE, "EA03-DIRECTION", False),
    ("corpus_outside75", "train318-careful", _A_PURPOSE,
     "The company does not pitch its product as a way to bring incident investigation into one "
     "place", "EA03-DIRECTION", True),
    ("corpus_outside75", "train318-careful", _LED_BY_SELUANT, _LED_BY_SELUANT, "EA03-REL", False),
    ("corpus_outside75", "train318-careful", _LED_BY_SELUANT,
     "led by Krinory Venture Partners with Seluant Ventures and Alounum Growth also investing",
     "EA03-REL", True),
    # outside round 76 (held out on b87878e), fixed after it: a profile's "Investors: A, B"
    # gives A the investor's role (the plural read as the singular); a type word naming the
    # people who work on something ("they include platform teams") is no product type
    ("corpus_outside76", "train326-careful", _ITS_INVESTOR, _ITS_INVESTOR, "EA03-ADJROLE",
     False),
    ("corpus_outside76", "train326-careful", _ITS_INVESTOR,
     "the address that its founder Prastbric Venture Partners", "EA03-REL", True),
    ("corpus_outside76", "train328-careful", _PLATFORM_TEAMS, _PLATFORM_TEAMS,
     "EA03-PRODUCT_TYPE", False),
    ("corpus_outside76", "train328-careful", _PLATFORM_TEAMS,
     "but would only say they buy its hardware platform", "EA03-PRODUCT_TYPE", True),
    # outside round 77 (held out on 239fc22), fixed after it: a name in one independent clause
    # holds no role of the next ("…, Stiera Labs and Uloumvex Group; the CEO listed all four")
    ("corpus_outside77", "train336-careful", _SEMICOLON_CEO, _SEMICOLON_CEO, "EA03-ASSOC",
     False),
    ("corpus_outside77", "train336-careful", _SEMICOLON_CEO,
     "and Uloumvex Group the CEO listed all four", "EA03-ASSOC", True),
    # outside round 78 (held out on 239fc22), fixed after it: a publication says what its own
    # cited article says ("Northfield Business says …"); a person given the page's words is
    # still charged
    ("corpus_outside78", "train342-careful", _PUBLICATION_SAYS, _PUBLICATION_SAYS, "EA03-REL",
     False),
    ("corpus_outside78", "train342-careful", _PUBLICATION_SAYS,
     "Anna Berg says Binex Insure meets", "EA03-REL", True),
    # outside round 79 (held out on 0c780cf), fixed after it: a figure the sentence gives as
    # another measure ("2025 revenue of USD 20M") is no round's amount, though a Series B was
    # USD 20.5M; a round's figure still is
    ("corpus_outside79", "train352-careful", _REVENUE_OF, _REVENUE_OF, "EA03-INSTRUMENT", False),
    ("corpus_outside79", "train352-careful", _REVENUE_OF,
     "and it raised USD 20M in that Seed round", "EA03-INSTRUMENT", True),
    # outside round 81 (held out on 4667624, the session's final rubric), fixed after it: a
    # publication's name ("Capital Courier") measures no funding; a revenue multiple ("about 0.9
    # times revenue") is checked from its parts, not rounded against a page's figure
    ("corpus_outside81", "train6-careful", _CAPITAL_COURIER, _CAPITAL_COURIER, "EA03-NUM",
     False),
    ("corpus_outside81", "train6-careful", _CAPITAL_COURIER,
     "Capital Courier the 17.8% funding growth", "EA03-NUM", True),
    ("corpus_outside81", "train6-careful", _ABOUT_TIMES, _ABOUT_TIMES, "EA03-ROUND", False),
    ("corpus_outside81", "train6-careful", _ABOUT_TIMES,
     "so that older valuation is about 1.9 times revenue", "EA03-ASSOC", True),
    # outside round 82 (held out on 5641b4b), fixed after it: a namesake set apart by its true
    # city ("the Austin-based Meastquane") in an uncited list of blanks says nothing new (a
    # city the world gives no company of that name still does); a name that modifies the
    # target's own event ("The Staisum Integrations partnership was announced …") is not the
    # claim's subject; "the table uses …" is what the report does, no event
    ("corpus_outside82", "train12-careful", _AUSTIN_BASED, _AUSTIN_BASED, "EA03-CITE", False),
    ("corpus_outside82", "train12-careful", _AUSTIN_BASED, "the Paris-based Meastquane",
     "EA03-CITE", True),
    ("corpus_outside82", "train12-careful", _PARTNERSHIP_ANNOUNCED, _PARTNERSHIP_ANNOUNCED,
     "EA03-BRIDGE", False),
    ("corpus_outside82", "train12-careful", _PARTNERSHIP_ANNOUNCED,
     "Staisum Integrations was announced", "EA03-BRIDGE", True),
    ("corpus_outside82", "train8-careful", _TABLE_USES, _TABLE_USES, "EA03-EVENT", False),
    ("corpus_outside82", "train8-careful", _TABLE_USES, "so the board dismissed the newer",
     "EA03-EVENT", True),
    # outside round 83 (held out on 5641b4b), fixed after it: "46.5% more than in 2024" beside
    # 2025 revenue is the page's "the year before", no value of a market report's 2024; another
    # year is still a value the pages must hold
    ("corpus_outside83", "train14-careful", _MORE_THAN_IN, _MORE_THAN_IN, "EA03-BRIDGE", False),
    ("corpus_outside83", "train14-careful", _MORE_THAN_IN, "46.5% more than in 2023",
     "EA03-ASSOC", True),
    # outside round 85 (held out on 5641b4b), fixed after it: "the older figure of 69
    # employees" is history, no current headcount; in "109 at the 2022 Series C and 180 at the
    # April 2025 Series D" the round before "and" measures 109, not 180; sources a sentence
    # names "as a rival by" are sources, not parties
    ("corpus_outside85", "train26-careful", _OLDER_FIGURE, _OLDER_FIGURE, "EA03-CROSS", False),
    ("corpus_outside85", "train26-careful", _OLDER_FIGURE,
     "Some 2026 sources still give the figure of 69 employees", "EA03-CROSS", True),
    ("corpus_outside85", "train28-careful", _AT_EACH_ROUND, _AT_EACH_ROUND, "EA03-NUM", False),
    ("corpus_outside85", "train28-careful", _AT_EACH_ROUND,
     "109 at the 2022 Series C and 180 rounds at the April 2025 Series D", "EA03-NUM", True),
    ("corpus_outside85", "train28-careful", _RIVAL_BY, _RIVAL_BY, "EA03-BRIDGE", False),
    ("corpus_outside85", "train28-careful", _RIVAL_BY,
     "Seluum Systems is named as a rival of FirmIndex", "EA03-BRIDGE", True),
    # outside round 86 (held out on 555670e), fixed after it: a page that doubts the act the
    # claim denies ("Not everyone expects the market to support so many vendors") is no
    # statement the claim reverses (another denial of that sentence still is); an investor's
    # joining a peer's round is on the peer's own release ("The investors in the round were …");
    # "has disclosed six funding rounds" where the cited newsroom lists six rounds by type
    ("corpus_outside86", "train34-careful", _MAY_NOT_SUPPORT, _MAY_NOT_SUPPORT,
     "EA03-DIRECTION", False),
    ("corpus_outside86", "train34-careful", _MAY_NOT_SUPPORT,
     "A Voric Advisory analyst said that when budgets tighten the tool that nobody opens every "
     "day is not the first to go", "EA03-DIRECTION", True),
    ("corpus_outside86", "train34-careful", _JOINED_SERIES_A, _JOINED_SERIES_A, "EA03-REL",
     False),
    ("corpus_outside86", "train34-careful", _JOINED_SERIES_A,
     "Thiovory Growth joined Vrevpium's €23 million Series A", "EA03-REL", True),
    ("corpus_outside86", "train30-careful", _SIX_ROUNDS, _SIX_ROUNDS, "EA03-EVENT", False),
    ("corpus_outside86", "train30-careful", _SIX_ROUNDS,
     "Krothent Machines has disclosed nine funding rounds", "EA03-EVENT", True),
    # outside round 88 (held out on cd5941b), fixed after it: a count opening the sentence
    # ("Two Feava Investments partners, …") is no part of the name after it
    ("corpus_outside88", "train44-careful", _TWO_PARTNERS, _TWO_PARTNERS, "EA03-ASSOC", False),
    ("corpus_outside88", "train44-careful", _TWO_PARTNERS, "Two Orlent Capital partners",
     "EA03-ASSOC", True),
    # outside round 89 (held out on cd5941b), fixed after it: "Together they total £106.1
    # million" after a sentence listing the rounds states a sum, checked from the rounds on its
    # pages; the clause that denies ("…, and the company did not comment") is read for its
    # basis, not the clause before it; the year of a round the subject "took part in" is the
    # round's date, not a value of the subject's
    ("corpus_outside89", "train52-concise", _TOGETHER_TOTAL, _TOGETHER_TOTAL, "EA03-ASSOC",
     False),
    ("corpus_outside89", "train52-concise", _TOGETHER_TOTAL,
     "Together they total £116.1 million", "EA03-ASSOC", True),
    ("corpus_outside89", "train52-concise", _DID_NOT_COMMENT, _DID_NOT_COMMENT,
     "EA03-DIRECTION", False),
    ("corpus_outside89", "train52-concise", _DID_NOT_COMMENT,
     "The report cited two investors, and the company is not preparing a Growth round",
     "EA03-DIRECTION", True),
    ("corpus_outside89", "train52-concise", _TOOK_PART, _TOOK_PART, "EA03-BRIDGE", False),
    ("corpus_outside89", "train52-concise", _TOOK_PART,
     "Kilmsera Hospital also took part in the December 2025 audit", "EA03-BRIDGE", True),
    # outside round 90 (held out on 8336d74, the session's final rubric), fixed after it:
    # "Dividing the USD 130 million valuation by that revenue" carries the peer of the
    # sentence before; "the features treasury analysts like best" for the page's "like most";
    # "the 2026 round" names the round an earlier cited sentence of the section dated
    ("corpus_outside90", "train54-careful", _BY_THAT_REVENUE, _BY_THAT_REVENUE, "EA03-CROSS",
     False),
    ("corpus_outside90", "train54-careful", _BY_THAT_REVENUE,
     "Dividing the USD 130 million valuation by Taivon's revenue gives 27.1x", "EA03-CROSS",
     True),
    ("corpus_outside90", "train54-careful", _LIKE_BEST, _LIKE_BEST, "EA03-RANK", False),
    ("corpus_outside90", "train54-careful", _LIKE_BEST,
     "the features treasury analysts rate best", "EA03-RANK", True),
    ("corpus_outside90", "train58-hurried", _THE_2026_ROUND, _THE_2026_ROUND, "EA03-ASSOC",
     False),
    ("corpus_outside90", "train58-hurried", _THE_2026_ROUND,
     "No valuation was disclosed for the 2024 round", "EA03-ASSOC", True),
    # outside round 91 (held out on 4f1e6c3), fixed after it: a person who "recalled in a June
    # 2026 interview that …" reports, no product was recalled; "the Series B took it to …",
    # "brought cumulative funding to" give totals at past rounds, no stale current total
    ("corpus_outside91", "train62-careful", _RECALLED, _RECALLED, "EA03-EVENT", False),
    ("corpus_outside91", "train62-careful", _RECALLED,
     "the company recalled its first product in June 2026 after the three of them set it up",
     "EA03-EVENT", True),
    ("corpus_outside91", "train64-careful", _TOOK_IT_TO, _TOOK_IT_TO, "EA03-DELTA", False),
    ("corpus_outside91", "train64-careful", _TOOK_IT_TO,
     "and the Series C lifted it to USD 165.1M across four rounds", "EA03-ROUND", True),
    # outside round 92 (held out on 4f1e6c3), fixed after it: a founder named in a sentence
    # that calls a podcast guest "the CEO" is stated as no chief executive
    ("corpus_outside92", "train76-careful", _SET_UP_BY, _SET_UP_BY, "EA03-DELTA", False),
    ("corpus_outside92", "train76-careful", _SET_UP_BY,
     "also name Abigail Kaxez as the CEO, who set the business up in Vienna", "EA03-DELTA",
     True),
    # outside round 93 (held out on 4f1e6c3), fixed after it: a sentence saying which figure
    # the table takes ("are the latest each company disclosed"), with no figure or name of its
    # own, is the report's method, no uncited claim
    ("corpus_outside93", "train82-careful", _LATEST_DISCLOSED, _LATEST_DISCLOSED, "EA03-CITE",
     False),
    ("corpus_outside93", "train82-careful", _LATEST_DISCLOSED,
     "Valuations in the table are the latest each company disclosed, and two exceed EUR 2 "
     "billion.", "EA03-CITE", True),
    # outside round 94 (held out on b4365b5), fixed after it (round 71's standing false
    # penalty with it): a lower-case gloss in brackets closing a facts value, every word of it
    # on a cited page, describes it; the value is what stands before it. A name, a hedge, an
    # event or words of its own in the brackets still count
    ("corpus_outside94", "train92-careful", _GLOSSED_SECTOR, _GLOSSED_SECTOR, "EA03-PROFILE",
     False),
    ("corpus_outside94", "train92-careful", _GLOSSED_SECTOR, "Biotech Tools (Healthtech)",
     "EA03-PROFILE", True),
    ("corpus_outside94", "train92-careful", _GLOSSED_SECTOR,
     "Healthtech (laboratory automation and research software)", "EA03-PROFILE", True),
    ("corpus_outside94", "train92-careful", _GLOSSED_SECTOR,
     "Biotech Tools (or healthtech)", "EA03-PROFILE", True),
    ("corpus_outside94", "train92-careful", _GLOSSED_SECTOR,
     "Biotech Tools (acquired by a rival)", "EA03-PROFILE", True),
    # (a gloss is the cited page's own description: words of its own are a claim, check 28)
    ("corpus_outside94", "train92-careful", _GLOSSED_SECTOR,
     "Biotech Tools (with a companion hardware tablet)", "EA03-PROFILE", True),
    # outside round 96 (held out on 79a00fd), fixed after it: a "because" clause that gives a
    # blank concludes nothing two pages could be bridged into
    ("corpus_outside96", "train112-careful", _STATE_NO_VALUATION, _STATE_NO_VALUATION,
     "EA03-BRIDGE", False),
    ("corpus_outside96", "train112-careful", _STATE_NO_VALUATION,
     "because its 2019 Venture Debt, 2022 Series C and 2024 Series D releases raised $147 "
     "million", "EA03-BRIDGE", True),
    # outside round 97 (held out on b2f014a), fixed after it: a year in a relative clause
    # ("…, whose flagship … dates from 2014") measures that clause's event, not the founding
    # of the clause before it
    ("corpus_outside97", "train126-careful", _WHOSE_FLAGSHIP, _WHOSE_FLAGSHIP, "EA03-NUM",
     False),
    ("corpus_outside97", "train126-careful", _WHOSE_FLAGSHIP,
     "founded in 2014, whose flagship Kiothora Build platform dates from 2014", "EA03-NUM",
     True),
    # outside round 98 (held out on 2f5abeb), fixed after it: a document's own date ("the
    # company's own February 2026 release") dates no round the sentence names; a date given to
    # the round still does
    ("corpus_outside98", "train132-careful", _OWN_RELEASE, _OWN_RELEASE, "EA03-INSTRUMENT",
     False),
    ("corpus_outside98", "train132-careful", "and the 2021 Seed as the last round",
     "and the February 2026 Seed as the last round", "EA03-INSTRUMENT", True),
    # outside round 100 (held out on 2f5abeb), fixed after it: a reporting verb between two
    # names joins no name ("Ledgerline name Aliothga Systems", which the scorer capitalizes as
    # a list member's lower-case word before reading it); an invented name after it is still
    # charged
    ("corpus_outside100", "train146-careful", _SITE_NAME_VERB, "Ledgerline Name Aliothga Systems",
     "EA03-ASSOC", False),
    ("corpus_outside100", "train146-careful", _SITE_NAME_VERB, "Ledgerline Name Quarvex Systems",
     "EA03-ASSOC", True),
    # outside round 102 (held out on 41d00f1), fixed after it: a person who "does not appear
    # among the executives" of a page is absent from a group, no denial; one whom a cited
    # sentence names in that group ("among the company's founders") is denied
    ("corpus_outside102", "train154-careful", _NOT_AMONG_EXECUTIVES, _NOT_AMONG_EXECUTIVES,
     "EA03-DIRECTION", False),
    ("corpus_outside102", "train154-careful", _NOT_AMONG_EXECUTIVES,
     "does not appear among the company's founders", "EA03-DIRECTION", True),
    # outside round 103 (held out on c5ac5b8), fixed after it: "investor directors" sit on the
    # board for investors, a seat; "two investors: Ibrahim Grioberg, a partner at …" still
    # gives a partner the investor's relation
    ("corpus_outside103", "train164-careful", _INVESTOR_DIRECTORS, _INVESTOR_DIRECTORS,
     "EA03-REL", False),
    ("corpus_outside103", "train164-careful", _INVESTOR_DIRECTORS,
     "The board lists two investors", "EA03-REL", True),
    # outside round 104 (held out on c5ac5b8), fixed after it: "remotely" closing a list of
    # places names no place; a site that "files the company under" a sector reports, so the
    # role it lists ("and lists Zoe Korkado as founder") is none of its own
    ("corpus_outside104", "train172-careful", _REMOTELY, _REMOTELY, "EA03-ASSOC", False),
    ("corpus_outside104", "train172-careful", _REMOTELY, "based in Dublin, Denver and Lisbon",
     "EA03-ASSOC", True),
    ("corpus_outside104", "train172-careful", _FILES_UNDER, _FILES_UNDER, "EA03-ADJROLE", False),
    ("corpus_outside104", "train172-careful", _FILES_UNDER,
     "FirmIndex, the chief executive, files the company under Proptech", "EA03-ADJROLE", True),
    # (and "unrelated", an adjective of "un-", is no event of an uncited scope note)
    ("corpus_outside104", "train174-careful", _UNRELATED, _UNRELATED, "EA03-CITE", False),
    ("corpus_outside104", "train174-careful", _UNRELATED,
     "Several of these competitors were acquired by unrelated companies in other sectors",
     "EA03-CITE", True),
    # outside round 105 (held out on 413aca2), fixed in the twentieth session: words about
    # which sources say it and whether they agree are not what it says ("relocated" still is)
    ("corpus_outside105", "train178-careful", _DIRECTORY_LISTS, _DIRECTORY_LISTS, "EA03-EVENT",
     False),
    ("corpus_outside105", "train178-careful", _DIRECTORY_LISTS,
     "Directory sites agree that the company relocated its headquarters", "EA03-EVENT", True),
    # outside round 106 (held out on 97c0e19): "largest" for the page's "biggest"
    ("corpus_outside106", "train194-careful", _LARGEST_CUSTOMERS, _LARGEST_CUSTOMERS,
     "EA03-RANK", False),
    ("corpus_outside106", "train194-careful", _LARGEST_CUSTOMERS,
     "the company's fastest-growing customers had asked", "EA03-RANK", True),
    # (an acronym's plural is held by its singular, "an API"; "SDKs" is on no page)
    ("corpus_outside106", "train186-careful", _SOLD_AS_APIS, _SOLD_AS_APIS, "EA03-ASSOC", False),
    ("corpus_outside106", "train186-careful", _SOLD_AS_APIS, "are both sold as SDKs",
     "EA03-ASSOC", True),
    # ("all" after a counted set is the set counted; "all" of an uncounted one still generalizes)
    ("corpus_outside106", "train186-careful", _ALL_IN_DOLLARS, _ALL_IN_DOLLARS, "EA03-SCOPE",
     False),
    ("corpus_outside106", "train186-careful", _ALL_IN_DOLLARS,
     "has announced funding rounds, all in US dollars", "EA03-SCOPE", True),
    # outside round 107 (held out on e54a043): a figure that "predates" a round is history;
    # what a product works with is not its type
    ("corpus_outside107", "train198-careful", _PREDATES, _PREDATES, "EA03-DELTA", False),
    ("corpus_outside107", "train198-careful", _PREDATES,
     "and its funding figure there is EUR 3.4M in one round", "EA03-DELTA", True),
    ("corpus_outside107", "train208-careful", _ROBOT_CELLS, _ROBOT_CELLS, "EA03-PRODUCT_TYPE",
     False),
    ("corpus_outside107", "train208-careful", "Naiment Axis is a vision system for intralogistics",
     "Naiment Axis is a managed service for intralogistics", "EA03-PRODUCT_TYPE", True),
    # outside round 108 (held out on e54a043): the title after an active "replaced" is its
    # object's; a link's clause ends at its semicolon; "not to X but to Y" says where, denying
    # nothing; the year of the figures a method takes is no page's value
    ("corpus_outside108", "train15-careful", _REPLACED_FOUNDER, _REPLACED_FOUNDER,
     "EA03-ADJROLE", False),
    ("corpus_outside108", "train19-careful", _GIVE_NONE, _GIVE_NONE, "EA03-BRIDGE", False),
    ("corpus_outside108", "train23-careful", _NOT_TO_BUT_TO, _NOT_TO_BUT_TO, "EA03-DIRECTION",
     False),
    ("corpus_outside108", "train218-concise", _BY_2025_REVENUE, _BY_2025_REVENUE, "EA03-ASSOC",
     False),
    ("corpus_outside108", "train218-concise",
     "valuation dates from its September 2020 Series A",
     "valuation dates from its September 2019 Series A", "EA03-ASSOC", True),
    # outside round 109 (held out on 33dfb25): a namesake's article set apart ("does not
    # appear to concern the Milan … company and is not used here"); a source's date before its
    # publisher's name; "per X" names a source
    ("corpus_outside109", "train31-careful", _NOT_USED_HERE, _NOT_USED_HERE, "EA03-ASSOC", False),
    ("corpus_outside109", "train31-careful", _NOT_USED_HERE,
     "so it concerns the Milan retail-software company", "EA03-ASSOC", True),
    ("corpus_outside109", "train31-careful", _ENIKIUM_REPORT, _ENIKIUM_REPORT, "EA03-BRIDGE",
     False),
    ("corpus_outside109", "train41-careful", _PER_ORIMKRANE, _PER_ORIMKRANE, "EA03-BRIDGE", False),
    ("corpus_outside109", "train41-careful", _PER_ORIMKRANE,
     "per Orimkrane, has raised EUR 266.2M across six rounds", "EA03-ASSOC", True),
    # outside round 111 (held out on ba9c30c, the session's final rubric), fixed after it: a
    # source's figure given with an apposition between source and verb; "valuations come from";
    # "No revenue multiple is shown"; a namesake set apart holds the company's own city as the
    # contrast; a part after "while" is its own company's
    ("corpus_outside111", "train83-careful", _REFRESHED_PROFILE, _REFRESHED_PROFILE,
     "EA03-CROSS", False),
    ("corpus_outside111", "train83-careful", _REFRESHED_PROFILE,
     "The company's funding", "EA03-CROSS", True),
    ("corpus_outside111", "train97-careful", _COME_FROM, _COME_FROM, "EA03-CITE", False),
    ("corpus_outside111", "train97-careful", _COME_FROM,
     "The last valuations come from the most recent round releases, which Krixquic led",
     "EA03-CITE", True),
    ("corpus_outside111", "train121-careful", _NONE_SHOWN, _NONE_SHOWN, "EA03-CITE", False),
    ("corpus_outside111", "train121-careful", _UNDER_THE_SAME_NAME, _UNDER_THE_SAME_NAME,
     "EA03-ASSOC", False),
    ("corpus_outside111", "train121-careful", _UNDER_THE_SAME_NAME,
     "; the revenue coverage found concerns", "EA03-ASSOC", True),
    ("corpus_outside111", "train83-hurried", _WHILE_BALZEX, _WHILE_BALZEX, "EA03-NUM", False),
    ("corpus_outside111", "train83-hurried", _WHILE_BALZEX,
     "while Balzex Technologies is based in Sydney, Australia, and Drylmium Labs has total "
     "funding", "EA03-NUM", True),
    # outside round 118 (held out on 4aec433), fixed after it: the investors a report quotes
    # are no count of a round's backers
    ("corpus_outside118", "train50-careful", _QUOTED_INVESTORS, _QUOTED_INVESTORS, "EA03-QTY",
     False),
    ("corpus_outside118", "train50-careful", _QUOTED_INVESTORS,
     "In August 2025 Capital Courier reported that two investors backed the Series C, and that",
     "EA03-QTY", True),
    # outside round 119 (held out on 7fce926), fixed after it: a person's post at a firm named
    # by its part in a round ("a partner at Series A lead investor Dindia Growth")
    ("corpus_outside119", "train55-careful", _BOARD_PARTNER, _BOARD_PARTNER, "EA03-REL", False),
    ("corpus_outside119", "train55-careful", _BOARD_PARTNER,
     "Gabriel Vrastad, a partner at Series A lead investor Forko Partners, sits on the "
     "company's board", "EA03-REL", True),
    # outside round 123 (held out on cd2701a), fixed after it: a figure set against an older
    # one the sentence dates is history
    ("corpus_outside123", "train85-concise", _SET_AGAINST_OLDER, _SET_AGAINST_OLDER,
     "EA03-CROSS", False),
    ("corpus_outside123", "train85-concise", _SET_AGAINST_OLDER,
     "above the 184 employees on its staff", "EA03-CROSS", True),
    # outside round 121 (held out on eba0813), fixed after it: "with Leastlelle Partners
    # leading and the only investor" leads the round
    ("corpus_outside121", "train70-careful", _LEADING_AND_ONLY, _LEADING_AND_ONLY, "EA03-RANK",
     False),
    ("corpus_outside121", "train70-careful", _LEADING_AND_ONLY,
     "with Leastlelle Partners the leading investor in agritech and the only investor",
     "EA03-RANK", True),
    # seen while fixing it (outside round 68's sloppy report): "The Seed round of USD 5.3
    # million was led by Cothrara Partners" makes the firm an investor, and "partner Diana
    # Kerr at Cothrara Partners" is her title, no partnership
    ("corpus_outside68", "train272-sloppy", _SEED_LED_BY, _SEED_LED_BY, "EA03-REL", False),
    ("corpus_outside68", "train272-sloppy", _SEED_LED_BY,
     "Cothrara Partners is a customer of Vovstium Group, which raised a USD 5.3M Seed round in "
     "November 2009", "EA03-REL", True),
    # outside round 116 (held out on e14f9c9), fixed after it: "21.7 times that revenue" is a
    # multiple, computed from the valuation of the sentence before
    ("corpus_outside116", "train32-careful", _TIMES_THAT, _TIMES_THAT, "EA03-ASSOC", False),
    ("corpus_outside116", "train32-careful", _TIMES_THAT,
     "which puts the valuation at about 25.7 times that revenue", "EA03-ASSOC", True),
    # outside round 114 (held out on 395c85a), fixed after it: a subject of names joined by
    # "and" opens its own clause
    ("corpus_outside114", "train14-careful", _OVERLAP, _OVERLAP, "EA03-BRIDGE", False),
    ("corpus_outside114", "train14-careful", _OVERLAP,
     "Stuvelle Academy also uses Enaisane Technologies and Ryrtum University [25], Selarcyn "
     "Training Group is a Braestelle Labs customer", "EA03-BRIDGE", True),
    # outside round 113 (held out on 0a56587), fixed after it: the pages cited for an
    # absence are its evidence; a namesake named by its own city is set apart
    ("corpus_outside113", "train8-careful", _NONE_OF_ITS_RELEASES, _NONE_OF_ITS_RELEASES,
     "EA03-ASSOC", False),
    ("corpus_outside113", "train8-careful", _NONE_OF_ITS_RELEASES,
     "It reported 2025 revenue of GBP 128.5M and its funding releases disclosed a valuation",
     "EA03-ASSOC", True),
    ("corpus_outside113", "train1-careful", _AUSTIN_STUNSTENT, _AUSTIN_STUNSTENT,
     "EA03-HOMONYM", False),
    ("corpus_outside113", "train1-careful", _AUSTIN_STUNSTENT,
     "concerns the Seattle-based Stunstent run by Malik Neanado", "EA03-HOMONYM", True),
    ("corpus_outside113", "train1-careful", _AUSTIN_STUNSTENT,
     "concerns the Boston-based Stunstent run by Malik Neanado", "EA03-HOMONYM", True),
    # outside round 112 (held out on 4e5473b), fixed after it: "leading partnerships at" is a
    # function led, no rank; a co-founder's title is no founding; a source's year dates no
    # launch
    ("corpus_outside112", "train131-careful", _LEADING_PARTNERSHIPS, _LEADING_PARTNERSHIPS,
     "EA03-RANK", False),
    ("corpus_outside112", "train131-careful", _LEADING_PARTNERSHIPS,
     "identified in 2016 as the leading partner firm of the company", "EA03-RANK", True),
    ("corpus_outside112", "train131-careful", _SUCCEEDING_COFOUNDER, _SUCCEEDING_COFOUNDER,
     "EA03-EVENT", False),
    ("corpus_outside112", "train131-careful", _SUCCEEDING_COFOUNDER,
     "Traexara Systems, founded in 2025, named Oscar Brioaro chief executive", "EA03-EVENT",
     True),
    ("corpus_outside112", "train139-careful", _CALOUSERA_2026, _CALOUSERA_2026, "EA03-PRODUCT",
     False),
    ("corpus_outside112", "train139-careful", _CALOUSERA_2026,
     "as well as Calousera's report, say Funent Trust launched in 2026", "EA03-PRODUCT", True),
])
def test_outside_round_readings(folder: str, rollout: str, old: str, new: str, mode: str,
                                charged: bool) -> None:
    findings = _rescored(folder, rollout, old, new)
    said = re.sub(r"\s*\[\d+\]", "", new)  # a finding quotes its sentence without citations
    found = [f for f in findings if f["mode"] == mode and said in f.get("sentence", "")]
    assert bool(found) is charged, found


@pytest.mark.xfail(strict=True, reason="open miss (outside round 114): a compound sentence's "
                   "later clause that gives its own subject to the wrong company is not read")
def test_a_later_clause_giving_its_subject_to_the_wrong_company_is_charged() -> None:
    wrong = ("Stuvelle Academy also uses Enaisane Technologies [25], Ryrtum University and "
             "Selarcyn Training Group are Enaisane Technologies customers")
    findings = _rescored("corpus_outside114", "train14-careful", _OVERLAP, wrong)
    assert [f for f in findings if "Ryrtum University and Selarcyn Training Group are Enaisane"
            in f.get("sentence", "")]


def test_a_round_letter_ends_a_sentence_and_an_initial_does_not() -> None:
    from rubric.report.parser import _split_sentences

    assert len(_split_sentences("It names no valuation for the Series C. Paeon Fund led it.")) == 2
    assert len(_split_sentences("It was led by J. Smith of Paeon Fund.")) == 1


@pytest.mark.parametrize(("sentence", "person", "holds"), [
    ("Theo Ruiz, the co-founder and an early product engineer, serves as chief technology "
     "officer.", "theo ruiz", True),
    ("Theo Ruiz, co-founder and early engineer, serves as chief technology officer.",
     "theo ruiz", True),
    ("Theo Ruiz — co-founder and early engineer — serves as chief technology officer.",
     "theo ruiz", True),
    ("Theo Ruiz—an early engineer—serves as chief technology officer.", "theo ruiz", True),
    ("Theo Ruiz (co-founder and early engineer) serves as chief technology officer.",
     "theo ruiz", True),
    ("Theo Ruiz, the chief technology officer, spoke at the launch.", "theo ruiz", True),
    # "was succeeded as", "was replaced as": the role was theirs (check 15)
    ("Theo Ruiz, the co-founder, was succeeded as chief technology officer by Ada Quell.",
     "theo ruiz", True),
    ("Theo Ruiz (the co-founder) was replaced as chief technology officer by Ada Quell.",
     "theo ruiz", True),
    # a founder's second title is theirs (check 15)
    ("Theo Ruiz, the co-founder and chief technology officer, oversees product strategy.",
     "theo ruiz", True),
    # controls: an apposition's reading adds no holder a sentence does not give the role to
    ("Theo Ruiz, who hired the chief technology officer in 2021, runs sales.", "theo ruiz",
     False),
    ("Theo Ruiz, the co-founder, hired Ada Quell as chief technology officer.", "theo ruiz",
     False),
    ("Theo Ruiz, the co-founder and a board member, works with the chief technology officer.",
     "theo ruiz", False),
    ("The founders, Theo Ruiz and Ada Quell, hired chief technology officer Ivo Brandt.",
     "theo ruiz", False),
    ("Theo Ruiz joined from Pixo, a robotics firm, as head of sales under the chief "
     "technology officer.", "theo ruiz", False),
    # the first of a list named as users is given that part, no role (outside round 51); a
    # holder before another's act is not
    ("The chief technology officer named Theo Ruiz, Ada Quell and Ivo Brandt as daily users.",
     "theo ruiz", False),
    ("The chief technology officer Theo Ruiz and Ada Quell named Pixo as users.", "theo ruiz",
     True),
    # a relative clause holding a list of its own is read through to its verb (check 24); a
    # clause naming someone else's role is not
    ("Theo Ruiz, who sells mainly to schools, universities and training teams, is the chief "
     "technology officer.", "theo ruiz", True),
    ("Theo Ruiz, who hired the chief technology officer, schools, and universities, runs "
     "sales.", "theo ruiz", False),
])
def test_a_role_is_paired_with_its_holder_through_an_apposition(sentence: str, person: str,
                                                                  holds: bool) -> None:
    from rubric.reading import holds_role, role_norms
    from rubric.tier_a import _ROLES

    rx = _ROLES["chief technology officer"]
    assert any(holds_role(n, person, rx) for n in role_norms(sentence)) is holds


@pytest.mark.parametrize(("sentence", "holds"), [
    ("Ada Quell is co-chief executive officer with Theo Ruiz.", True),
    ("Ada Quell is co-chief executive alongside Theo Ruiz.", True),
    ("Ada Quell is chief executive officer with Theo Ruiz as an adviser.", False),  # no co-post
])
def test_a_joint_post_is_held_by_both(sentence: str, holds: bool) -> None:
    from rubric.reading import holds_role
    from rubric.tier_a import _ROLES

    norm = _normalized(sentence)
    rx = _ROLES["chief executive"]
    assert holds_role(norm, "ada quell", rx)
    assert holds_role(norm, "theo ruiz", rx) is holds


@pytest.mark.parametrize(("claim", "subject"), [
    # a comparison fronted before the comma names no subject; the main clause's does (check 15)
    ("Against Pristic Systems's EUR 74.8M, Graium Technologies raised EUR 74.8M too.", None),
    ("Unlike Pristic Systems, Graium Technologies has not disclosed its revenue.", None),
    # "<peer>'s rival <company>" is the company's sentence
    ("Pristic Systems's rival Graium Technologies raised EUR 74.8M.", None),
    # controls: the peer's own sentence stays the peer's
    ("Pristic Systems raised EUR 74.8M, more than Graium Technologies.", "pristic systems"),
    ("Pristic Systems's flagship Pristic Lesson launched in 2019.", "pristic systems"),
])
def test_the_subject_is_the_main_clause_s(claim: str, subject: str | None) -> None:
    from rubric.reading import read_claim

    known = frozenset({"pristic systems", "graium technologies"})
    assert read_claim(claim, "Graium Technologies", known).subject == subject


@pytest.mark.parametrize(("text", "named"), [
    # a lone first word that leads a list of names or is given a relation names (check 15)
    ("Quorvix is a direct competitor of Graium Technologies.", True),
    ("Quorvix, Pristic Systems and Mealent Labs also compete with the company.", True),
    # controls: an opening word of the sentence, a list of kinds, an opening adverb
    ("Headcount is 57 according to the team page.", False),
    ("Company, press and directory sources name Pristic Systems.", False),
    ("Still, Pristic Systems and Mealent Labs raised more.", False),
    ("Separately, Pristic Systems and Mealent Labs raised more.", False),
])
def test_a_first_word_that_names_is_a_name(text: str, named: bool) -> None:
    from rubric.tier_a import _name_keys

    assert (text.split()[0].strip(",") in _name_keys(text, frozenset())[0]) is named


def test_so_that_links_a_purpose_not_a_figure() -> None:
    from rubric.offline_judge import LINK

    assert LINK.search("the valuation is from 2020, so that figure is dated") is None
    assert LINK.search("it raised a Series B so that revenue could grow 40%") is not None


@pytest.mark.parametrize(("text", "hits"), [
    # an example phrase of plain words is prose unless written as the contract writes it
    # (outside round 42: "each name two or three of these four companies as rivals")
    ("Circuit Journal and Ledgerline each name two or three of these four companies.", []),
    ("Its investors are Name One and Name Two.", ["Name One", "Name Two"]),  # control
    # an invented word counts in any case; the fixed strings too
    ("Headquarters: placeville.", ["placeville"]),
    ("Its peer samplecorp raised more.", ["samplecorp"]),
])
def test_template_contamination_is_the_contract_s_example_as_written(text: str,
                                                                      hits: list[str]) -> None:
    from rubric.gate import contamination_hits

    assert contamination_hits(text) == hits


def test_an_honest_report_naming_two_of_the_rivals_is_not_gated() -> None:
    row = _corpus_rollout("corpus_outside42", "train253-careful")
    score = score_rollout(row["prompt"], row["completion"], row["info"])
    assert score.metrics["gate"] == 1.0
    assert "name two or three" in row["completion"][-1]["content"]


@pytest.mark.parametrize(("added", "charged"), [
    # outside round 44: rivals the world lists from their own side, one of them sharing its
    # name with an unrelated company ("Enealmkron"), are no error in the competitors list
    ("Enealmkron, Grourova Labs]", False),
    # control: a world company that lists no rivalry with the target either way
    ("Enealmkron, Kyrium Medical]", True),
])
def test_a_rival_named_from_its_own_side_is_no_added_competitor(added: str,
                                                               charged: bool) -> None:
    findings = _rescored("corpus_outside44", "train273-careful",
                         "Enealmkron, Grourova Labs]", added)
    mixed = [f for f in findings if f["mode"] == "EA03-MIX"
             and f.get("fact_id") == "competition.competitors"]
    assert bool(mixed) is charged, mixed


@pytest.mark.parametrize(("sentence", "topic"), [
    # outside round 44: a funding section whose investors are "… Partners" is about funding
    ("Zaerory Group disclosed three rounds: a GBP 5.8M Seed led by Sishic Investments (Dec "
     "2018) and a GBP 23.5M Series A led by Kyslane Partners (May 2022).", "funding"),
    ("The Series B valued the company at GBP 248M post-money.", "funding"),
    # control: partners named as partners are the customers section's
    ("Partners are Vistmium Integrations, Enealent Solutions and Zeavro Digital.", "customers"),
])
def test_a_section_s_topic_reads_rounds_and_valuations(sentence: str, topic: str) -> None:
    from rubric.tier_a import _TOPIC_CUES, topic_of

    assert _TOPIC_CUES[topic].regex.search(sentence)
    assert topic_of(sentence) == topic


@pytest.mark.parametrize(("sentence", "read_as"), [
    # checks 17 and 18: a member of a relation list with a word no page writes in lower case
    # (a name's word, or a word on no page) is read as the name, capitalized
    ("Its investors also include gisex capital and feava ventures.",
     "Its investors also include Gisex Capital and Feava Ventures."),
    ("Its investors also include Gisex capital.", "Its investors also include Gisex Capital."),
    ("Its customers also include norvane college.", "Its customers also include Norvane College."),
    # controls: a description in the pages' own lower-case words stays; so does text after the
    # list has ended, and a sentence with no relation list
    ("Its customers are utilities and grid operators.",
     "Its customers are utilities and grid operators."),
    ("Its rivals are Gisex Partners, as named by press coverage and gisex analysts.",
     "Its rivals are Gisex Partners, as named by press coverage and gisex analysts."),
    ("The team met gisex capital in Berlin.", "The team met gisex capital in Berlin."),
    # check 19: a member of several words ending as an organization's name does, singular, is
    # a name though every word of it is on the pages in lower case; plural descriptions and
    # "venture capital" are not
    ("Its investors also include growth fund.", "Its investors also include Growth Fund."),
    ("Its investors include growth funds and venture capital.",
     "Its investors include growth funds and venture capital."),
])
def test_a_name_written_in_lower_case_is_read_as_the_name(sentence: str, read_as: str) -> None:
    from rubric.registry import SourceRegistry
    from rubric.report.parser import parse_report
    from rubric.tier_a import capitalize_low_names

    page = ("Gisex Partners and Feava Investments led the round. Its customers are utilities "
            "and grid operators, and the venture capital came from two growth funds.")
    messages = [{"role": "tool", "tool_call_id": "c1", "content": json.dumps({"results": [
        {"source_id": 1, "url": "https://news.test/a", "title": "Round", "snippet": page}]})}]
    report = parse_report(f"## Business Overview\n\n{sentence} [1]\n")
    capitalize_low_names(report, SourceRegistry.from_transcript(messages))
    assert report.sections[0].claims[0].text == read_as


@pytest.mark.parametrize(("claim", "reports"), [
    # outside round 46: a publication before its document reports
    ("FirmIndex and a September 2026 Frontier Tech Review article named Iseasium Systems.", True),
    ("Frontier Tech Review lists Iseasium Systems as a rival.", True),
    # control: a name that acts is a party
    ("Frontier Tech Review partnered with the company in 2024.", False),
])
def test_a_publication_before_its_document_is_a_source(claim: str, reports: bool) -> None:
    from rubric.offline_judge import _reports

    assert _reports(claim, "Frontier Tech Review") is reports


@pytest.mark.parametrize(("sentence", "grave"), [
    # check 20: a negation's reach ends where a later time begins
    ("Graium Technologies faced no litigation until 2025, when it settled a lawsuit.", True),
    ("It made no layoffs until June 2026, when it cut 20 jobs.", True),
    ("It has not made layoffs, but it cut 20 jobs in 2025.", True),
    # controls: denials stay denials
    ("Graium Technologies has faced no litigation.", False),
    ("It has never been sued or fined.", False),
    ("No layoffs were reported.", False),
])
def test_a_denial_ends_where_a_later_time_begins(sentence: str, grave: bool) -> None:
    from rubric.events import grave_event

    assert grave_event(sentence) is grave


@pytest.mark.parametrize(("new", "charged"), [
    # outside round 47: "that valuation" is the figure of the sentence before, a peer's, so
    # the revenue beside it is the peer's too
    (_DIVIDING_THAT, False),
    # controls: the company named, its revenue is given
    ("Dividing Mavson Labs' valuation by its 2025 revenue of €197.9m", True),
    ("Dividing that valuation by Mavson Labs' 2025 revenue of €197.9m", True),
])
def test_that_valuation_carries_the_sentence_before_s_company(new: str, charged: bool) -> None:
    findings = _rescored("corpus_outside47", "train293-careful", _DIVIDING_THAT, new)
    crossed = [f for f in findings if f["mode"] == "EA03-CROSS"
               and f.get("fact_id") == "financials.revenue" and new in f.get("sentence", "")]
    assert bool(crossed) is charged, crossed


_PROPTECH = ("Isythhium Property is a Proptech company that makes property operations software, "
             "selling mainly to landlords, property managers and builders")
_THREE_ROUNDS = ("Isythhium Property has disclosed three funding rounds, which together total "
                 "GBP 62.1M")


@pytest.mark.parametrize(("old", "new", "idle"), [
    # outside round 57 (held out on c239bb8): a page cited for four of the sentence's words,
    # three of them content words, is no idle citation; one holding neither them nor a key
    # value is
    (_PROPTECH, _PROPTECH, False),
    (_PROPTECH, "Isythhium Property is a Proptech company whose buyers queue for tickets at "
                "every season's opening", True),
    # a total's rounds' pages hold its parts: no idle citation beside the total's own page
    (_THREE_ROUNDS, _THREE_ROUNDS, False),
])
def test_a_page_cited_for_the_sentence_is_no_idle_citation(old: str, new: str,
                                                            idle: bool) -> None:
    from rubric import memo
    from rubric.score import prepare

    row = _corpus_rollout("corpus_outside57", "train369-careful")
    report = row["completion"][-1]["content"]
    assert old in report
    memo.clear("rollout")
    prep = prepare(row["prompt"], with_report(row["completion"], report.replace(old, new, 1)),
                   row["info"])
    tallies = [(n, held) for text, n, held in prep.tier_a.cite_tallies if text.startswith(new)]
    assert tallies and all(n > 1 for n, _ in tallies)
    assert any(held < n for n, held in tallies) is idle, tallies


@pytest.mark.parametrize(("sentence", "charged"), [
    # check 29 and check 30 (docs-only attackers): a span between two of the target's events
    # that the world dates (founded 2015-08, Pre-Seed 2016-02, Seed 2020-06, Series A 2024-10,
    # Quillly launched 2016) is computed from those dates, wherever its number is on the pages
    ("Its Series A came seven years after that founding", True),
    ("Its Series A came four years after that founding", True),
    ("Its Series A came nine years after that founding", False),
    ("The Series A came 104 months after the Pre-Seed round", False),
    ("The Series A came 98 months after the Pre-Seed round", True),
    ("Quillly launched a year after the founding", False),
    ("Quillly launched four years after the founding", True),
    # "Pre-Seed" is no "Seed": the Seed round came 52 months after the Pre-Seed
    ("The Seed round came four years after the Pre-Seed round", False),
    # a span to an office the world does not give the company dates an invented event: charged
    # (check 34; before it, "a span beside one event the world does not date" was not read)
    ("Two years after the Seed round, the company opened an office in Raleigh", True),
])
def test_a_span_between_the_targets_events_is_computed(sentence: str, charged: bool) -> None:
    _, _, _, report = _oracle()
    told = _add(report, "Funding History", f"{sentence} [{_round_cite(report)}].")
    derived = [f for f in _findings(told, "EA03-DERIVE") if f.get("sentence", "").startswith(
        sentence)]
    assert bool(derived) is charged, derived


_SIZED_AT = ("which Orimkrane Analytics sized at USD 8.5 billion in 2025 and expects to grow at a "
             "15.2 percent compound annual rate over five years")


@pytest.mark.parametrize(("new", "charged"), [
    # outside round 84 (held out on 5641b4b), fixed after it: a one-sentence Market
    # Opportunity whose company "competes in" a market "sized at USD 8.5 billion … compound
    # annual rate" is on the market's topic; one naming only rivals is still off it
    (_SIZED_AT, False),
    ("which Orimkrane Analytics counts among its fields, with Bioia Labs and Krousant Labs as "
     "its rivals", True),
])
def test_a_market_sized_with_its_growth_rate_is_the_markets_topic(new: str, charged: bool) -> None:
    findings = _rescored("corpus_outside84", "train24-concise", _SIZED_AT, new)
    topic = [f for f in findings if f["mode"] == "EA03-TOPIC"
             and f.get("sentence") == "## Market Opportunity"]
    assert bool(topic) is charged, topic


# check 38: "one of the leading vendors" places the company among them; a cited sentence must
# rank it so, naming it (by its first word too), not a page's "the leading vendors" alone
@pytest.mark.parametrize(("page", "charged"), [
    ("The gap between the leading vendors in freight visibility and the rest will widen.", True),
    ("Larkspur Freight is among the leading vendors in freight visibility.", False),
    ("The leading vendors in freight visibility, Larkspur and two others, grew fastest.", False),
])
def test_one_of_the_leading_needs_a_sentence_that_ranks_the_company(page: str,
                                                                    charged: bool) -> None:
    _, modes = _judge("Larkspur Freight is one of the leading vendors in freight visibility.",
                      page)
    assert ("EA03-RANK" in modes) is charged, modes


# check 39: "A and B are co-chief executives" gives the role to A as well
@pytest.mark.parametrize(("sentence", "holds"), [
    ("Theo Selyxova and Hana Gomann are co-chief executives.", True),
    ("Theo Selyxova and Hana Gomann are now the company's co-chief executives.", True),
    # control: a verb that gives no role
    ("Theo Selyxova and Hana Gomann met the chief executive of Mealent Labs.", False),
])
def test_the_first_of_two_names_before_their_plural_verb_holds_the_role(sentence: str,
                                                                        holds: bool) -> None:
    from rubric.reading import holds_role
    from rubric.tier_a import _ROLES

    assert holds_role(_normalized(sentence), "theo selyxova",
                      _ROLES["chief executive"]) is holds


# outside round 130: a group of the company's rivals, named by no name, is the sentence's subject
@pytest.mark.parametrize(("sentence", "rivals"), [
    ("All three rivals are US-based and older than Pulmvra, each founded in 2014.", True),
    ("Both competitors were founded in 2014.", True),
    ("Pulmvra's peers have raised more than it has.", True),
    # controls: a list of the rivals' names, the company beside its rivals, the company alone
    ("Its three rivals are Aruex Systems, Sainda Labs and Zionium Labs.", False),
    ("Its competitors include Aruex Systems.", False),
    ("Pulmvra and its rivals were founded in 2014.", False),
    ("The company was founded in 2014, earlier than its rivals.", False),
])
def test_a_group_of_rivals_is_their_sentence_s_subject(sentence: str, rivals: bool) -> None:
    from rubric.reading import about_rivals

    assert about_rivals(sentence) is rivals


# outside round 130: an absence told of some pages leaves the fact given on others
@pytest.mark.parametrize(("sentence", "some_pages"), [
    ("These figures come from news coverage; the company's own pages do not publish revenue.",
     True),
    ("Its press releases never mention revenue.", True),
    # controls: an absence of the fact itself
    ("The company does not disclose revenue.", False),
    ("The sources do not give revenue.", False),
])
def test_an_absence_on_some_pages_is_no_absence_of_the_fact(sentence: str,
                                                            some_pages: bool) -> None:
    from rubric.tier_a import _SOME_PAGES_OMIT

    assert (_SOME_PAGES_OMIT.search(sentence) is not None) is some_pages
