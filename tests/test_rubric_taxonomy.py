"""The taxonomy as data, the value normalizers the verifiers rely on, the offline judge's
label, and the claim-level API."""

from __future__ import annotations

import pytest

from rubric import values as V
from rubric.claims import ClaimCase, Evidence, OfflineJudge, check_claims
from rubric.gate import contamination_strings
from rubric.taxonomy import MODES, TIER_A, TIER_B, mode


def test_33_modes_as_data():
    assert len(MODES) == 33 and len(TIER_A) == 15 and len(TIER_B) == 18
    assert len({m.id for m in MODES}) == 33
    for m in MODES:
        assert m.definition and m.signal and m.perturbation and m.metric == f"mode/{m.id}"
    assert {m.id for m in MODES if m.kind == "rollout"} == {
        "EA03-MISS", "EA03-TOPIC", "EA03-TABLE", "EA03-CITE", "EA03-FETCH", "EA03-CROSS"}
    assert mode("EA03-VOICE").tier == "B"
    with pytest.raises(KeyError, match="EA03-NOPE"):
        mode("EA03-NOPE")


@pytest.mark.parametrize("text,amount,currency", [
    ("$42.5 million", 42.5e6, "USD"), ("USD 42.5M", 42.5e6, "USD"), ("€39m", 39e6, "EUR"),
    ("42.5 million USD", 42.5e6, "USD"), ("£1.25B", 1.25e9, "GBP"), ("US$ 3bn", 3e9, "USD"),
    ("12 million dollars", 12e6, "USD"), ("EUR 1,200,000", 1.2e6, "EUR"),
    ({"amount": 42500000.0, "currency": "USD"}, 42.5e6, "USD"),
])
def test_money_normalizer(text, amount, currency):
    m = V.parse_money(text)
    assert m is not None and abs(m.amount - amount) < 1 and m.currency == currency


def test_money_matching_respects_precision_and_currency():
    truth = V.parse_money({"amount": 42_456_000, "currency": "USD"})
    assert V.money_matches(V.parse_money("$42.5 million"), truth)
    assert V.money_matches(V.parse_money("42.46M"), truth)
    assert not V.money_matches(V.parse_money("about $50 million"), truth)
    assert not V.money_matches(V.parse_money("€42.5m"), truth)
    assert not V.money_matches(V.parse_money("USD 0B"), truth)  # precision never excuses > 5%


def test_dates_names_lists():
    assert [d.iso() for d in V.date_mentions("On March 15, 2024, then 2023-05 and 4 June 2022")] \
        == ["2024-03-15", "2023-05", "2022-06-04"]
    assert V.dates_match(V.parse_date("2024-03"), V.parse_date("2024-03-15"))
    assert not V.dates_match(V.parse_date("2024-04"), V.parse_date("2024-03-15"))
    assert V.names_match("Ada Lovelace", "ada  LOVELACE") and not V.names_match("Ada", "Ada Byron")
    assert V.names_match("José Núñez", "Jose Nunez")
    assert V.parse_list("A Corp, B Labs and C Ltd") == ["A Corp", "B Labs", "C Ltd"]
    assert V.list_overlap(["A Corp", "D"], ["A Corp", "B Labs"]) == (["B Labs"], ["D"])


def test_contamination_strings_come_from_the_contract():
    found = contamination_strings()
    assert {"SampleCorp", "Jane Doe", "Mina Patel", "example.com"} <= set(found)
    assert "<target company>" in found and "Firstname Lastname" in found


def test_contamination_fast_path_matches_the_regex():
    import re
    import sys

    from rubric import gate

    letter = re.compile("[a-z]", re.IGNORECASE)
    folding = {chr(c) for c in range(128, sys.maxunicode + 1) if letter.fullmatch(chr(c))}
    assert folding == set(gate.ASCII_FOLDING)
    texts = ["Clean text — with an em dash and €5M.", "We met jane doe at SAMPLECORP.",
             "Visit EXAMPLE.COM today", "Mina Patelı and sampleſorp",
             "Jane Doe", "exampKe.com", "<Target Company> was founded", ""]
    for text in texts:
        slow = sorted({m.group(0) for m in gate._contamination_regex().finditer(text)})
        assert gate.contamination_hits(text) == slow, text


def _case(claim: str, text: str, status: str = "fetched", **kw) -> ClaimCase:
    return ClaimCase(claim=claim, target={"name": "Acme Robotics", "website": "https://acme.test"},
                     evidence=[Evidence(source_id=1, url="https://news.test/a", text=text,
                                        status=status)], **kw)


def test_claim_level_checks_and_offline_label():
    judge = OfflineJudge(use_world=False)
    assert judge.name == "offline-evidence-matcher"
    ev = ("Acme Robotics raised $42.5 million in a Series B round led by Nordvik Capital. "
          "The company reportedly plans to open an office in Lisbon. Headcount grew to 250 "
          "employees in 2024.")
    cases = [
        _case("Acme Robotics raised USD 42.5M in a Series B round.", ev),  # control
        _case("Acme Robotics raised $42.5 billion in a Series B round.", ev),
        _case("Acme Robotics raised $42.5 million in a Seed round.", ev),
        _case("Acme Robotics opened an office in Lisbon.", ev),
        _case("Headcount declined to 250 employees in 2024.", ev),
        _case("Acme Robotics is the leading robotics company.", ev),
        _case("Acme Robotics raised $42.5 million.", ev, status="search_only"),
        _case("Acme Robotics raised $61.0 million in a Series B round.", ev),
    ]
    v = check_claims(cases, judge)
    assert v[0].supported, v[0].reasons
    assert "EA03-NUM" in v[1].modes
    assert "EA03-INSTRUMENT" in v[2].modes
    assert "EA03-VOICE" in v[3].modes
    assert "EA03-DIRECTION" in v[4].modes
    assert "EA03-RANK" in v[5].modes
    assert "EA03-ACCESS" in v[6].modes
    assert {"EA03-ASSOC", "EA03-VALUE"} <= set(v[7].modes)
    assert all(x.judge == "offline-evidence-matcher" for x in v)


def test_offline_judge_reads_events_investor_fields_and_name_lists():
    """Three general readings (issue 12, the padding attacks reopened on world w6): a
    company-status event that no cited excerpt reports; an investor field of a profile, which
    reverses "the company invested in its investor"; and "A and B", two names, not one."""
    judge = OfflineJudge(use_world=False)
    profile = ("Acme Robotics\nFounded: 2016\nLead investor: Nordvik Capital\n"
               "Investors: Nordvik Capital, Halden Ventures and Ostra Partners\n"
               "Products: Acme Grip and Acme Reach")
    news = "Acme Robotics shipped Acme Grip to a logistics customer in 2024."
    ipo_page = "Acme Robotics is preparing an initial public offering, executives said."
    cases = [
        _case("Acme Robotics has officially confirmed that it will list its shares on a public "
              "exchange.", news),
        _case("Acme Robotics went public on a stock exchange.", news),
        _case("Acme Robotics is reportedly preparing to go public.", ipo_page),  # control
        _case("Acme Robotics invested USD 10M in Nordvik Capital.", profile),
        _case("Nordvik Capital invested in Acme Robotics.", profile),  # control
        _case("The product lines are Acme Grip and Acme Reach.", profile),  # control
        _case("The product lines are Acme Grip and Acme Lift.", profile),
    ]
    v = check_claims(cases, judge)
    assert "EA03-EVENT" in v[0].modes and "EA03-EVENT" in v[1].modes
    assert "EA03-EVENT" not in v[2].modes, v[2].reasons
    assert "EA03-FLOW" in v[3].modes, v[3].reasons
    assert v[4].supported, v[4].reasons
    assert v[5].supported, v[5].reasons
    assert "EA03-PRODUCT" in v[6].modes and "Acme Lift" in " ".join(v[6].reasons)


def _scan_texts() -> list[str]:
    """Texts that stress the scanners' fast paths: money and dates at every kind of edge,
    case-folding characters, and joins of excerpts."""
    import random

    rng = random.Random(7)
    alphabet = ["USD", "usd", "US$", "$", "€", "£", " ", "1", "2", "0", ",", ".", "5", "million",
                "M", "bn", "k", " EUR", "eur", "x", "\n", "US", "S", "D", "\u017f", "\u212a",
                "March", "mar.", "15th", "-", "2024", "03", "dollars", "Sept", "\u0131"]
    texts = ["Acme raised USD 12.5 million in March 2024 (2024-03-15).",
             "The round, worth €39m, closed on 15 March 2024; revenue was 3.2bn dollars.",
             "No numbers here.", "", "US$ 3bn and 42.5 million USD, 1,200 employees."]
    texts += ["".join(rng.choice(alphabet) for _ in range(rng.randint(0, 30)))
              for _ in range(4000)]
    return texts


def test_value_scanners_fast_paths_match_the_plain_regexes():
    from rubric import values as V

    for text in _scan_texts():
        slow = [(m.span(), m.groupdict()) for m in V._MONEY_PREFIX.finditer(text)]
        assert [(m.span(), m.groupdict()) for m in V._money_matches(text)[0]] == slow, text
        spans = [m.span() for rx in (V._MONEY_PREFIX, V._MONEY_SUFFIX) for m in rx.finditer(text)]
        assert sorted(V.money_scan(text)[1]) == sorted(spans), text
        dates = [m.span() for rx in (V._DATE_ISO, V._DATE_MDY, V._DATE_DMY)
                 for m in rx.finditer(text)]
        assert sorted(V.date_scan(text)[1]) == sorted(dates), text


def test_offline_judge_reads_joined_excerpts_like_the_joined_text():
    import random

    from rubric import offline_judge as O

    rng = random.Random(3)
    texts = _scan_texts()
    texts += ["Page one ends here.", " starts with a space", "USD", "12 million", "Mar.",
              "2024 was a year.", "Sales rose 5%.\n", "\nNext line", "ends with a digit 7",
              "Ends with a comma,", "€", "$"]
    for _ in range(3000):
        parts = [rng.choice(texts) for _ in range(rng.randint(1, 4))]
        joined = "\n".join(parts)
        assert O._joined_numbers(parts, joined) == O._numbers(joined), parts
        assert O._joined_sentences(parts, joined) == O._sentences(joined), parts
        assert O._joined_padded_norm(parts) == O._padded_norm(joined), parts
