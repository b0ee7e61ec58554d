"""The prose of worlds w9 and w10 (issue 23, phases 2 and 3): every choice of every pattern of
the paragraph library agrees mechanically (`world/agreement.py`), the scene slots included
(w10), every role a page asks for exists, and a built world's pages read as written for their
kind: their prose free of the checker's errors, their lengths those of their kind."""

from __future__ import annotations

import re
import statistics
from collections import defaultdict
from pathlib import Path

import pytest

from tearsheet_env.world import World, build_world, library, load_world, patterns
from tearsheet_env.world.agreement import PLURAL, SLOT_MARKERS, problems, slot_problems
from tearsheet_env.world.compose import capitalized
from tearsheet_env.world.realism import body_of

# the page words a pattern may name, as one page would give them
PAGE_WORDS = {"N": "Acme Grid", "N_s": "Acme Grid's", "city": "Lyon",
              "what": "energy storage and grid software", "outlet": "Signal Daily",
              "buyers": "utilities, grid operators and industrial sites", "product": "GridIQ",
              "partner": "Krukara Cloud", "customer": "Eneagix Energy",
              "customer_s": "Eneagix Energy's", "subsidiary": "Voltera",
              "role": "Account Executive", "role_a": "an Account Executive", "team": "sales",
              "family": "sales", "first": "Dmitri", "market": "grid-scale energy storage",
              "domain": "cash forecasting", "analyst": "an analyst who covers cash forecasting",
              "lately": "in recent months", "ceo": "Dana Orlov", "q": "It works",
              "voice": "a partner", "lead": "Forko Partners", "site": "BizProfileDir",
              "exec": "chief technology officer", "exec_short": "CTO",
              "remit": "engineering and product work", "our_person": "Ilse Maar",
              "partner_person": "Tomas Reyes"}
_SLOT = re.compile(r"\{(\w+)\}")


def written(text: str, sector: dict[str, list[str]]) -> str:
    return capitalized(_SLOT.sub(lambda m: sector.get(m[1], [None])[0] or PAGE_WORDS[m[1]],
                                 text))


def test_every_choice_of_every_library_pattern_agrees() -> None:
    """All choices of each pattern, its slots filled with one sector's words: no agreement,
    article, verb-form or spacing error the checker knows."""
    sector = library.SECTOR_WORDS["Climate Tech"]
    found, expansions, read = [], 0, 0
    written_patterns = [p for templates in library.LIBRARY.values() for template in templates
                        for p in template if p != "¶"]
    for role, templates in library.LIBRARY.items():
        for template in templates:
            for pattern in template:
                if pattern == "¶":
                    continue
                texts = list(patterns.covering_expansions(pattern))
                read += bool(texts)
                expansions += len(texts)
                for text in texts:
                    found += [f"{role}: {p}" for p in problems(written(text, sector))]
    # every pattern is read, each at least once (w11's whole-sentence templates have few
    # choice points: 1,797 expansions of 663 patterns, where w10's word-level choices made 82k)
    assert read == len(written_patterns) > 500 and expansions >= read
    assert not found, f"{len(found)} problems, e.g. {found[:5]}"


def test_every_pattern_agrees_with_the_number_its_scene_slots_carry() -> None:
    """w10 (issue 23, phase 3): a scene's `{task}` is singular, its `{users}`, `{setting}`,
    `{system}` and `{metric}` plural, in every sector; the verb after each slot, and the
    determiner before it, agree in every choice of every pattern ("card disputes stalls",
    "tools that does", "much of analysis backlogs" were the panel's w9 errors)."""
    found = []
    for role, templates in library.LIBRARY.items():
        for template in templates:
            for pattern in template:
                if pattern == "¶":
                    continue
                for text in patterns.covering_expansions(pattern, 512):
                    marked = _SLOT.sub(lambda m: SLOT_MARKERS.get(m[1], "{" + m[1] + "}"),
                                       text)
                    found += [f"{role}: {p}" for p in slot_problems(marked)]
    assert not found, f"{len(found)} problems, e.g. {found[:5]}"
    for bad in ("SINGULARTASK stall too.", "PLURALSLOT that works.", "avoid much of PLURALSLOT",
                "a SINGULARTASK"):
        assert slot_problems(bad), bad


def test_the_checker_finds_what_readers_found_in_w8() -> None:
    for bad in ("This profile are drawn from filings.", "We audit each checklists we simplify.",
                "Competitors have trimming headcount.", "Our team simplify it.",
                "Most buyers wants proof.", "It wants to making it simpler.",
                "They offer a allowance , because it helps.", "It is an useful tool.",
                "The the cat sat."):
        assert problems(bad), bad
    for good in ("An hour with a user of an API is a one-off.", "Teams use it every day.",
                 "It helps a few customers with a data background.",
                 "We now have a staff of 890 and a small staff in Lyon."):  # a collective noun
        assert not problems(good), good


def test_sector_words_fit_the_slots_they_fill() -> None:
    """The plural slots hold plural noun phrases in every sector, as the patterns assume."""
    for name, words in library.SECTOR_WORDS.items():
        assert set(words) == {"users", "setting", "task", "pain", "system", "metric",
                              "domain"}, name
        for slot in ("users", "setting", "system", "metric"):
            for phrase in words[slot]:
                assert phrase.split()[-1] in PLURAL or phrase.endswith("s"), (name, phrase)
        for phrase in words["task"]:  # singular, with no article of its own
            assert not phrase.startswith(("the ", "a ", "an ")), (name, phrase)
            assert not phrase.endswith("s") or phrase.endswith(("sis", "ss")), (name, phrase)


def test_every_role_a_page_asks_for_is_written() -> None:
    for roles in library.INLINE.values():
        for role in roles:
            for team in set(library.TEAMS.values()):
                assert role.format(family=team) in library.LIBRARY, role
    for layout, roles in library.PADDING.items():
        assert layout in library.LENGTHS, layout
        assert all(role in library.LIBRARY for role in roles), layout


@pytest.fixture(scope="module")
def small_world(tmp_path_factory: pytest.TempPathFactory) -> World:
    return load_world(build_world(seed=3, companies=40,
                                  out=Path(tmp_path_factory.mktemp("prose")) / "w"))


def test_pages_of_a_built_world_have_lengths_of_their_kind(small_world: World) -> None:
    words: dict[str, list[int]] = defaultdict(list)
    for doc in small_world.documents:
        if doc.access == "ok" and not doc.syndicated_from:
            words[doc.kind].append(len(body_of(doc).split()))
    median = {kind: statistics.median(n) for kind, n in words.items()}
    # issue 23: a story's length (w15: 450-750 words, each part of its context told once or
    # twice side by side; the w14 panel read 700-900 words of recycled context as padding)
    assert 380 <= median["news_article"] <= 1200, median
    assert median["database_profile"] <= 200, median  # a profile is its table
    assert median["press_release"] >= 250, median


def test_sample_pages_writes_pages_across_kinds_as_fetch_shows_them(small_world: World,
                                                                     tmp_path: Path) -> None:
    import json
    import os
    import subprocess
    import sys

    out = tmp_path / "panel"
    run = subprocess.run([sys.executable, "-m", "tearsheet_env.cli.main", "world",
                          "sample-pages", "--world", str(small_world.path), "--n", "12",
                          "--seed", "2", "--out", str(out)], capture_output=True, text=True,
                         env=dict(os.environ), timeout=300)
    assert run.returncode == 0, run.stderr
    index = json.loads((out / "index.json").read_text())
    assert len(index) == 12 and len({x["kind"] for x in index}) >= 8
    first = (out / index[0]["file"]).read_text()
    assert first.startswith("# ") and "\nSite: " in first and "\nDate: " in first


def test_a_company_s_pages_tell_one_story(small_world: World) -> None:
    """w11: the scene a page's prose is set in is its company's own (its flagship's domain)
    unless the page's lines name another domain of its sector; w10 drew one per page, so one
    company's pages set it in six different markets."""
    own = other = 0
    for company in small_world.companies:
        scenes = library.SECTOR_SCENES[company.truth["overview.sector"]]
        home = company.details["products"][0]["what"].lower()
        domains = {s["domain"][0].lower() for s in scenes}
        for doc in small_world.documents_of(company.id):
            if doc.access != "ok" or doc.syndicated_from or \
                    any(d in doc.text.lower() for d in domains - {home}):
                continue  # a page whose lines name another domain takes that one's scene
            text = body_of(doc).lower()
            tasks = {s["domain"][0].lower() for s in scenes
                     if any(t.lower() in text for t in s["task"]) and s["task"][0] != ""}
            if tasks:
                own += home in tasks
                other += home not in tasks
    assert own + other > 50
    assert other <= 0.05 * (own + other), (own, other)


def test_interviews_answer_in_the_first_person_and_reports_keep_to_their_market() -> None:
    """w10 panel: a chief executive spoke of the company in the third person, the host named it
    in every question, and a report's drivers belonged to another market (its sector's scene)
    and came shuffled between its vendor profiles."""
    for template in library.LIBRARY["interview_qa"]:
        question, mark, answer = template[0], template[1], template[2]
        assert question.lstrip("[").startswith("Q: ") and mark == "¶", template
        assert answer.startswith("{first}: ") and "{N" not in " ".join(template), template
    for role in ("interview_origin", "interview_customers", "interview_market"):
        for template in library.LIBRARY[role]:
            text = " ".join(template)
            assert " we " in f" {text.lower()} " or " our " in f" {text.lower()} " or \
                text.startswith(("I ", "We ", "Our ")), (role, text)
    scene = {"{" + slot + "}" for slot in library.SCENE_SLOTS} | {"{buyers}"}
    for role in ("report_overview", "report_analysis"):
        for template in library.LIBRARY[role]:
            assert not [s for s in scene if s in " ".join(template)], (role, template)
    assert library.PADDING["market_report"][0] == "report_analysis"  # one passage, in order


def test_w12_library_prose_follows_the_page_not_the_customers_field() -> None:
    """w11 panel: job ads' requirements, hiring exercise and benefits spoke of the customers'
    field ("curiosity about test design" for a Talent Partner), the city stood in every duty,
    a case study said "a few months in" of a customer of years, a report's analysis split its
    vendor profiles, and some library sentences had grammar the readers flagged."""
    scene = {"{" + slot + "}" for slot in library.SCENE_SLOTS}
    for role in ("job_requirements", "job_process", "job_benefits"):
        for template in library.LIBRARY[role]:
            assert not [s for s in scene if s in " ".join(template)], (role, template)
    for role in library.LIBRARY:
        if role.startswith("duties_"):
            for template in library.LIBRARY[role]:
                assert "{city}" not in " ".join(template), (role, template)
    assert "duties_security" in library.LIBRARY
    assert library.job_words("Security Engineer")["family"] == "security"
    every = " ".join(p for templates in library.LIBRARY.values() for t in templates for p in t)
    for wrong in ("few months in", "Instead of replacing", "teams of {users}", "had asked",
                  "In addition, ][some buyers also", "to customers much further afield"):
        assert wrong not in every, wrong
    assert "market_report" not in library.WOVEN


def test_no_pattern_leaves_choice_markup_in_its_text() -> None:
    """w12 panel: a choice point nested inside another ("[… want [better tools for|more help
    with] …|…]") is not a choice the pattern syntax reads, and its brackets and bars were
    printed on every partner page."""
    leaked = [f"{role}: {text[:80]}" for role, templates in library.LIBRARY.items()
              for template in templates for pattern in template if pattern != "¶"
              for text in patterns.covering_expansions(pattern)
              if any(mark in text for mark in "[]|")]
    assert not leaked, leaked[:3]


_ANALYST = re.compile(r"(?:Research|Insights|Analytics|Market Intelligence|Advisory) analyst "
                      r"[A-Z]\w+ ([A-Z]\w+)")


def test_a_story_names_its_analyst_in_full_before_by_surname(small_world: World) -> None:
    """w13: one named analyst a story, in full at the first mention, by surname after (the
    woven passages land in any order; the w13 panel met a surname before its introduction)."""
    stories = 0
    for doc in small_world.documents:
        if doc.kind != "news_article" or doc.access != "ok":
            continue
        body = body_of(doc)
        full = _ANALYST.search(body)
        if full is None:
            continue
        stories += 1
        assert len(_ANALYST.findall(body)) == 1, doc.url  # one analyst, introduced once
        assert re.search(rf"\b{full.group(1)}\b", body[:full.start()]) is None, doc.url
    assert stories >= 20
