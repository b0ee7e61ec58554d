"""Writing a page's prose (w9): passages of the paragraph library (`world/library.py`) in the
words of the page, drawn from a random stream of the page's own.

The stream is seeded by the page's URL, not drawn from the company's: the company's stream
draws the facts, dates and URLs, exactly as world w8 drew them (`world/replay.py`), so the
prose can change without moving a fact. A page never uses a paragraph template twice, and a
page kind's length (in words, `library.LENGTHS`) is what pages of its kind run to on the web.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from typing import Any, NamedTuple

from tearsheet_env.world import library
from tearsheet_env.world.formats import possessive
from tearsheet_env.world.names import NameFactory
from tearsheet_env.world.patterns import cap, expand

REDRAWS = 16  # tries at a sentence the company's other pages have not said
ADDRESSED = 3  # questions of an interview that name the guest
# people a page's prose names once drawn (a spokesperson of the company, one of its partner's)
PEOPLE = ("our_person", "partner_person")
Paragraph = tuple[str, list[str]]  # (separator, sentences): " " for prose, "\n" for a list
# "the {N} team", "an {N} customer": the name stays where it qualifies a noun
_ATTRIBUTIVE_NAME = re.compile(r"\b([Tt]he|[Aa]n?|[Oo]ur|[Ii]ts) \{N\}")
_SENTENCE_START = re.compile(r"(?<=[.!?] )[a-z]|(?<=[.!?]” )[a-z]")
_AFTER_SPEAKER = re.compile(r"^([A-Z][\w'’-]*: )([a-z])")


class Words(NamedTuple):
    """The words a page's prose may use: fixed ones (the company's name, its city, the page's
    outlet or job title) and banks drawn from at each use (its sector's domain phrases)."""
    fixed: dict[str, str]
    banks: dict[str, list[str]]
    scenes: list[dict[str, list[str]]]  # the sector's scenes (`library.SECTOR_SCENES`)
    home: int | None = None  # the company's own scene: its flagship's domain


def words_of(view: Any, extra: dict[str, str]) -> Words:
    """The words of a page about `view`'s company (`writer.View`), plus the page's own
    (`extra`, filled in by the page's writer before its first prose)."""
    sector = view.sector
    fixed = {"N": view.name, "N_s": possessive(view.name), "city": view.d["hq"]["city"],
             "what": sector["what"], "buyers": sector["buyers"]}
    fixed.update(extra)
    scenes = library.SECTOR_SCENES[sector["name"]]
    products = view.d.get("products") or [{}]
    flagship = (products[0].get("what") or "").lower()
    home = next((i for i, s in enumerate(scenes) if s["domain"][0].lower() == flagship), None)
    return Words(fixed, {}, scenes, home)


class Composer:
    """The prose of one page."""

    def __init__(self, rng: random.Random, words: Words,
                 site_used: set[tuple[str, int]] | None = None,
                 site_said: set[str] | None = None,
                 context: Callable[[], str] | None = None) -> None:
        self.rng, self.words = rng, words
        self.used: set[tuple[str, int]] = set()  # (role, template index) written on the page
        # the same, over every page of the company so far: a template another of its pages
        # wrote is the last choice (one company's five stories should not share a paragraph)
        self.site_used = site_used if site_used is not None else set()
        self.site_said: set[str] = site_said if site_said is not None else set()
        self.turns: dict[tuple[str, str], int] = {}  # how often each inline place came up
        # one scenario per page (issue 23, phase 3): the sector's words (its users, task,
        # problem, systems, measures, domain) are drawn once, at their first use, and every
        # paragraph of the page says the same ones
        self.drawn: dict[str, str] = {}
        self.context = context  # what the page states so far (its title and its lines)
        # a reporter's page names the company in full twice, then now and then by the first
        # word of its name, as papers do (w13: the full name in every sentence read as
        # generated; "the company" made the sentences of hundreds of pages the same)
        self.refers_back = False
        self.named = 0
        self.introduced = ""  # the page's analyst as first named ("Corvell Research analyst …")
        self.asked_by_name = 0  # how many questions named the guest (`addressed`)

    def passage(self, role: str) -> list[Paragraph]:
        """One paragraph template of `role` not yet used on this page (any, once all are),
        written out: a "¶" element starts a new paragraph; a "- " item makes a list."""
        templates = library.LIBRARY[role]
        fresh = [i for i in range(len(templates)) if (role, i) not in self.used]
        unseen = [i for i in fresh if (role, i) not in self.site_used]
        pick = self.rng.choice(unseen or fresh or range(len(templates)))
        self.used.add((role, pick))
        self.site_used.add((role, pick))
        paragraphs: list[Paragraph] = []
        current: list[str] = []
        for element in templates[pick]:
            if element == "¶":
                if current:
                    paragraphs.append(_paragraph(current))
                current = []
                continue
            current.append(self.sentence(element))
        if current:
            paragraphs.append(_paragraph(current))
        return paragraphs

    def sentence(self, pattern: str) -> str:
        """The pattern written out; drawn again (a few times at most) when another page of
        the company already says exactly this: one site, or one company's coverage, does not
        repeat itself sentence for sentence."""
        if "{N}" in pattern:  # "the {N} team" keeps the name
            pattern = _ATTRIBUTIVE_NAME.sub(r"\1 {N_name}", pattern)
        for _ in range(REDRAWS):
            text = capitalized(expand(pattern, self.rng, self.word))
            if text not in self.site_said:
                break
        self.site_said.add(text)
        return self.addressed(text)

    def addressed(self, text: str) -> str:
        """An interviewer's question names the guest a few times a page, not in every other
        question ("…, Pavel?" eight times read as stuffed: the w14 panel; once a page made
        the questions of hundreds of interviews the same, the duplicate share 0.100)."""
        first = self.words.fixed.get("first")
        if not first or not text.startswith("Q: ") or first not in text:
            return text
        self.asked_by_name += 1
        if self.asked_by_name <= ADDRESSED:
            return text
        text = re.sub(rf"^Q: {re.escape(first)}, (\w)", lambda m: "Q: " + m.group(1).upper(),
                      text)
        return re.sub(rf", {re.escape(first)}\?$", "?", text)

    def word(self, slot: str) -> str:
        if slot == "N_name":
            return self.words.fixed["N"]
        if slot in ("N", "N_s") and self.refers_back:
            self.named += 1
            short = self.words.fixed["N"].split()[0]
            if self.named > 2 and self.named % 2:
                return short if slot == "N" else possessive(short)
        if slot == "analyst":
            return self.analyst()
        if slot in PEOPLE:  # a release quotes people by name, as releases do (w15 panel)
            if slot not in self.drawn:
                self.drawn[slot] = NameFactory(self.rng).person()
            return self.drawn[slot]
        got = self.words.fixed.get(slot)
        if got is not None:
            return got
        got = self.drawn.get(slot)
        if got is not None:
            return got
        if slot in library.SCENE_SLOTS:
            # the scene of the domain the page's own lines name (its title, its lede), else one
            said = (self.words.fixed.get("domain")
                    or (self.context() if self.context is not None else "")).lower()
            # what the sector's companies build ("threat detection and identity security
            # software") names no scene of the page's own
            said = said.replace(self.words.fixed["what"].lower(), " ")
            # the domain named last: a line's beats the title's (it stands next to the prose)
            at = {i: said.rfind(s["domain"][0].lower()) for i, s in enumerate(self.words.scenes)}
            named = max(at, key=lambda i: at[i]) if max(at.values()) >= 0 else None
            # else the company's own (its flagship's domain): a company's pages tell one
            # story, where a scene drawn per page set a vineyard sprayer in vertical farming
            if named is None:
                named = self.words.home
            scene = self.words.scenes[named] if named is not None else \
                self.rng.choice(self.words.scenes)
            self.drawn.update({k: self.rng.choice(v) for k, v in scene.items()})
            return self.drawn[slot]
        bank = self.words.banks.get(slot)
        if bank is not None:
            self.drawn[slot] = self.rng.choice(bank)
            return self.drawn[slot]
        patterns = library.BANKS.get(slot)
        if patterns is None:
            raise KeyError(f"no words for prose slot {slot!r}")
        return expand(self.rng.choice(patterns), self.rng, self.word)

    def analyst(self) -> str:
        """The page's one outside analyst, as a reporter names one: in full with the firm at
        the first mention ("Corvell Research analyst Ilse Maar"), by surname after (w13: a
        parade of anonymous analysts in the company's city read as generated)."""
        later = self.drawn.get("analyst")
        if later is not None:
            return later
        names = NameFactory(self.rng)
        full, firm = names.person(), names.research_firm()
        self.drawn["analyst"] = full.split()[-1]
        self.introduced = f"{firm} analyst {full}"
        return self.introduced

    def introduce_first(self, sentences: list[str]) -> list[str]:
        """The page's sentences in reading order, the analyst named in full where a reader
        meets them first: woven passages land in any order, so the one drawn first may not
        come first (w13 panel: "an analyst quoted by surname before being introduced")."""
        full, short = self.introduced, self.drawn.get("analyst")
        if not full or not short:
            return sentences
        bare = re.compile(rf"(?<!{re.escape(full[:-len(short)])}){re.escape(short)}\b")
        first = next((i for i, s in enumerate(sentences) if full in s or bare.search(s)), None)
        if first is None or full in sentences[first]:
            return sentences
        out = [s.replace(full, short) for s in sentences]
        out[first] = bare.sub(full, out[first], count=1)
        return out

    def inline(self, key: str, layout: str) -> list[Paragraph]:
        """What w9 writes where w8 wrote `key` filler on a page of `layout` (the layout's
        roles for that place in turn, `library.INLINE`), or a `key` passage."""
        roles = library.INLINE.get((layout, key))
        if roles is None:
            if key not in library.LIBRARY:
                return []
            roles = (key,)
        turn = self.turns.get((layout, key), 0)
        self.turns[(layout, key)] = turn + 1
        role = roles[min(turn, len(roles) - 1)].format(**self.words.fixed)
        return self.passage(role)

    def quote(self, role: str) -> str:
        """A remark for a quotation: its sentences, the last without its closing period."""
        said = " ".join(s for _, ss in self.passage(role) for s in ss)
        return said.rstrip(".")

    def padding(self, layout: str, have: int) -> list[list[Paragraph]]:
        """Passages (a heading stays with what it heads) that bring a page of `layout` from
        `have` words to its length: the layout's roles in turn (`library.PADDING`), each as
        long as it has passages the page has not used, as far as the length asks."""
        lo, hi = library.LENGTHS.get(layout, (0, 0))
        target = self.rng.randint(lo, hi) if hi else 0
        out: list[list[Paragraph]] = []
        roles = list(library.PADDING.get(layout, ()))
        while roles and have < target:  # the roles in turn, each while it has fresh passages
            role = roles.pop(0)
            if not self.fresh(role):
                continue
            passage = self.passage(role)
            out.append(passage)
            have += sum(len(s.split()) for _, ss in passage for s in ss)
            if role not in library.ONCE_A_PAGE:
                roles.append(role)
        return out

    def fresh(self, role: str) -> bool:
        return any((role, i) not in self.used for i in range(len(library.LIBRARY[role])))


def capitalized(text: str) -> str:
    """`text` with every sentence in it capitalized (a slot may open one), an answer after
    its speaker's name too ("Pavel: Brokers are better informed")."""
    text = _SENTENCE_START.sub(lambda m: m.group(0).upper(), cap(text))
    return _AFTER_SPEAKER.sub(lambda m: m.group(1) + m.group(2).upper(), text)


def _paragraph(sentences: list[str]) -> Paragraph:
    if all(s.startswith("- ") for s in sentences):
        return ("\n", sentences)
    return (" ", sentences)
