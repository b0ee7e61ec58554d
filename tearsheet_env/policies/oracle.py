"""The oracle: researches with real tool calls over the closed world, then writes a correct,
fully cited tearsheet from what its tools returned — the upper reference of the reward.

It consults the world's ground truth only to decide what to look for (which searches to run,
which results to open, which value is current); every citation it writes is a source id its
own tools returned, for a fetched page whose text (as the tool returned it) contains the
sentence that states the cited value.

Turn by turn (all decided from the conversation alone):
1. search the company and its topics, and each competitor by name;
2. fetch the search results (and the pages its read pages link: a newsroom's releases) whose
   pages state a needed fact; read on (`next_offset`) when the stating sentence lies further
   down; search a page's title when neither a result nor a link surfaced it;
3. when nothing needed is left to read (or the turn budget is spent), write the report.
"""

from __future__ import annotations

import functools
import re
from collections import defaultdict
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from tearsheet_env.limits import DEFAULT_MAX_TOOL_CALLS
from tearsheet_env.policies.base import Conversation, Policy, ToolCallOut, Turn
from tearsheet_env.policies.draft import Cell, Draft, Fact, Sentence

MAX_RESEARCH_TURNS = 8
# the rollout's tool-call budget (ToolPolicy's default): a careful researcher stays inside it
CALL_BUDGET = DEFAULT_MAX_TOOL_CALLS
SEARCH_RESULTS = 8
GOOD_MODALITIES = ("stated", "reported")
PEER_FACTS = ("overview.headquarters", "overview.founded_year", "funding.total_raised",
              "funding.last_valuation", "financials.revenue")  # revenue: the multiple's part
TABLE_FACT = "comparables.rows"
ROUND_AMOUNT = "funding.latest_round.amount"
TOTAL = "funding.total_raised"


# ---- the world, indexed once per process ----------------------------------------------------


class _Statements:
    """Per subject company: its correct, current statements by fact and the URLs of pages
    stating something wrong or stale about it, gathered from the pages that assert a fact of
    it when first asked (`World.documents_about`) and kept for the most recent
    `SUBJECT_CACHE` subjects: a process never indexes the whole world's assertions."""

    SUBJECT_CACHE = 128  # a rollout asks about its company and ~4 peers; many rollouts at once

    def __init__(self, world: Any) -> None:
        self.world = world
        # the one bounded-cache mechanism of the world's readers (World, WorldBackend)
        self.of = functools.lru_cache(maxsize=self.SUBJECT_CACHE)(self._gather)

    def _pages_about(self, subject: str) -> list[Any]:
        about = getattr(self.world, "documents_about", None)
        if about is not None:
            return about(subject)
        return [d for d in self.world.documents if any(a.subject == subject
                                                       for a in d.assertions)]

    def _gather(self, subject: str) -> _SubjectView:
        stated: dict[str, list[tuple[Any, Any]]] = defaultdict(list)
        unreliable: set[str] = set()
        rounds: dict[str, list[tuple[Any, Any]]] = defaultdict(list)
        wrong_totals: set[str] = set()
        for doc in self._pages_about(subject):
            if doc.access != "ok":
                continue
            for a in doc.assertions:
                if a.subject != subject:
                    continue
                if a.fact_id == ROUND_AMOUNT and a.modality in GOOD_MODALITIES and a.sentence:
                    rounds[str(a.as_of)].append((doc, a))
                if a.correct and a.modality in GOOD_MODALITIES and a.sentence:
                    stated[a.fact_id].append((doc, a))
                elif not a.correct and a.modality in GOOD_MODALITIES:
                    unreliable.add(doc.url)
                    if a.fact_id == TOTAL:
                        wrong_totals.add(doc.url)
        return _SubjectView(dict(stated), unreliable, dict(rounds), wrong_totals)


@dataclass(frozen=True)
class _SubjectView:
    stated: dict[str, list[tuple[Any, Any]]]  # fact id -> correct, current statements
    unreliable: set[str]  # urls of pages stating something wrong or stale
    rounds: dict[str, list[tuple[Any, Any]]]  # round date -> statements of its amount
    # urls of pages giving a total other than the true one: a page the parts of a derived
    # total are not cited from when others state them (an aggregator's wrong-currency total)
    wrong_totals: set[str]


class _Stated:
    """`view.stated`: (subject id, fact id) -> [(document, assertion)] of correct, current
    statements, in file order."""

    def __init__(self, statements: _Statements) -> None:
        self._statements = statements

    def get(self, key: tuple[str, str], default: Any = None) -> Any:
        return self._statements.of(key[0]).stated.get(key[1], default)


class _Unreliable:
    """`view.unreliable`: subject id -> URLs of pages that state something wrong or stale
    about the subject."""

    def __init__(self, statements: _Statements) -> None:
        self._statements = statements

    def get(self, subject: str, default: Any = None) -> Any:
        return self._statements.of(subject).unreliable or default


class _Rounds:
    """`view.rounds`: (subject id, round date) -> [(document, assertion)] stating that round's
    amount (the parts of a total no page states)."""

    def __init__(self, statements: _Statements) -> None:
        self._statements = statements

    def get(self, key: tuple[str, str], default: Any = None) -> Any:
        return self._statements.of(key[0]).rounds.get(key[1], default)

    def wrong_totals(self, subject: str) -> set[str]:
        return self._statements.of(subject).wrong_totals


class _CompaniesById(Mapping[str, Any]):
    """Companies by id, read from the world on demand (its bounded cache keeps them)."""

    def __init__(self, world: Any, ids: list[str]) -> None:
        self._world, self._ids, self._known = world, ids, frozenset(ids)

    def __getitem__(self, company_id: str) -> Any:
        if company_id not in self._known:
            raise KeyError(company_id)
        return self._world.company(company_id)

    def __contains__(self, company_id: object) -> bool:
        return company_id in self._known

    def __iter__(self) -> Iterator[str]:
        return iter(self._ids)

    def __len__(self) -> int:
        return len(self._ids)


@dataclass
class WorldView:
    world: Any
    by_website: dict[str, str]  # site key -> company id
    by_name: dict[str, list[str]]  # lower-cased name -> company ids
    by_id: Mapping[str, Any]
    # (subject company id, fact id) -> [(document, assertion)] of correct, current statements
    stated: _Stated
    # (subject id) -> urls of pages that state something wrong or stale about the subject
    unreliable: _Unreliable
    # (subject id, round date) -> [(document, assertion)] stating that round's amount
    rounds: _Rounds


def _site_key(url: str) -> str:
    return url.lower().strip().removeprefix("https://").removeprefix("http://").strip("/")


WORLD = {"seed": 0, "companies": 400}  # which world this process's policies research


def use_world(seed: int = 0, companies: int = 400) -> None:
    """Point the policies of this process (one policy server) at the world of (seed, size)."""
    WORLD.update(seed=seed, companies=companies)


def world_view() -> WorldView:
    return _world_view(WORLD["seed"], WORLD["companies"])


@functools.cache
def _world_view(seed: int, companies: int) -> WorldView:
    from tearsheet_env.env import load_world_for

    return index_world(load_world_for(seed, companies))


def index_world(world: Any) -> WorldView:
    summaries = getattr(world, "company_summaries", None)
    if summaries is not None:  # a stored world: names and sites only, companies on demand
        rows = [(s.id, s.name, s.website) for s in summaries()]
        by_id: Mapping[str, Any] = _CompaniesById(world, [r[0] for r in rows])
    else:
        rows = [(c.id, c.name, c.website) for c in world.companies]
        by_id = {c.id: c for c in world.companies}
    by_website = {_site_key(website): cid for cid, _, website in rows}
    by_name: dict[str, list[str]] = defaultdict(list)
    for cid, name, _ in rows:
        by_name[name.lower()].append(cid)
    statements = _Statements(world)
    return WorldView(world, by_website, dict(by_name), by_id, _Stated(statements),
                     _Unreliable(statements), _Rounds(statements))


def target_of(view: WorldView, conv: Conversation) -> Any | None:
    if conv.website and _site_key(conv.website) in view.by_website:
        return view.by_id[view.by_website[_site_key(conv.website)]]
    named = view.by_name.get((conv.company or "").lower()) or []
    return view.by_id[named[0]] if named else None


# ---- what was read --------------------------------------------------------------------------


@dataclass
class Reading:
    """The conversation's tool results, arranged for the writer."""

    hits: dict[str, dict[str, Any]] = field(default_factory=dict)  # url -> search result
    pages: dict[str, list[tuple[int, str, int | None, int]]] = field(default_factory=dict)
    titles: dict[int, tuple[str, str]] = field(default_factory=dict)  # id -> (title, url)
    linked: set[str] = field(default_factory=set)  # urls the read pages link

    def surfaced(self, url: str) -> bool:
        """Whether the agent knows the URL: a search result, a read page or a link on one."""
        return url in self.hits or url in self.pages or url in self.linked

    def page_ids(self, url: str, sentence: str) -> list[int]:
        return [sid for sid, text, _, _ in self.pages.get(url, []) if sentence in text]

    def next_offsets(self, url: str) -> list[int]:
        read = {off for _, _, _, off in self.pages.get(url, [])}
        return [n for _, _, n, _ in self.pages.get(url, []) if n is not None and n not in read]


def read(conv: Conversation) -> Reading:
    r = Reading()
    for res in conv.results:
        resp = res.response
        if res.name == "websearch" and resp.get("ok"):
            for item in resp.get("results") or []:
                if isinstance(item, dict) and isinstance(item.get("url"), str):
                    r.hits.setdefault(item["url"], item)
                    if isinstance(item.get("source_id"), int):
                        r.titles.setdefault(item["source_id"],
                                            (str(item.get("title") or ""), item["url"]))
        elif res.name == "fetch" and resp.get("ok") and resp.get("status") == "fetched":
            url, sid = str(resp.get("url")), resp.get("source_id")
            if not isinstance(sid, int):
                continue
            try:
                offset = int(res.args.get("offset", 0) or 0)
            except (TypeError, ValueError):
                offset = 0
            r.pages.setdefault(url, []).append(
                (sid, str(resp.get("text") or ""), resp.get("next_offset"), offset))
            r.titles[sid] = (str(resp.get("title") or ""), url)
            r.linked.update(m[1] for m in _LINK.finditer(str(resp.get("text") or "")))
    return r


_LINK = re.compile(r"\[[^\]\n]+\]\((https?://[^)\s]+)\)")  # a page's links, as fetch shows them


# ---- the needs: (subject, fact) pairs the report must cite ------------------------------------


def needs(view: WorldView, company: Any) -> list[tuple[str, str]]:
    from rubric.contract import load_contract

    out = []
    for fact_id in load_contract().facts:
        if fact_id == TABLE_FACT or company.truth.get(fact_id) is None:
            continue
        out.append((company.id, fact_id))
    for peer_id in company.details.get("competitors", []):
        peer = view.by_id.get(peer_id)
        if peer is None:
            continue
        # a peer's derivable-only total would cost a read of every round: its cell stays blank
        out += [(peer.id, f) for f in PEER_FACTS if peer.truth.get(f) is not None
                and f not in (peer.details.get("derived_only") or ())]
    return out


def parts_of(view: WorldView, subject: Any, fact_id: str) -> list[list[tuple[Any, Any]]]:
    """For a fact no page states (the subject's total raised, derivable only): per part (each
    round), the statements of that round's amount, reliable pages first; [] for any other."""
    if fact_id not in (subject.details.get("derived_only") or ()):
        return []
    bad = view.unreliable.get(subject.id, set())
    other_total = view.rounds.wrong_totals(subject.id)
    out = []
    for r in subject.details.get("rounds") or []:
        found = [(d, a) for d, a in view.rounds.get((subject.id, r["date"]), [])
                 if same_value(a.value, r["amount"])]
        out.append(sorted(found, key=lambda x: (x[0].url in other_total, x[0].url in bad)))
    return out


def derived_support(view: WorldView, reading: Reading, subject: Any,
                    parts: list[list[tuple[Any, Any]]]) -> tuple[list[int], Any]:
    """(source ids of read pages that state every part, the sum of the parts they state):
    the fewest pages, greedily; `([], None)` until every part has been read."""
    bad = view.rounds.wrong_totals(subject.id)
    holders: dict[int, set[int]] = defaultdict(set)  # source id -> parts it states
    amounts: dict[int, Any] = {}
    reliable: dict[int, bool] = {}
    for k, part in enumerate(parts):
        for doc, a in part:
            for sid in reading.page_ids(doc.url, a.sentence):
                holders[sid].add(k)
                amounts[k] = a.value
                reliable[sid] = reliable.get(sid, True) and doc.url not in bad
    if not parts or len(amounts) < len(parts):
        return [], None
    clean = {sid: ks for sid, ks in holders.items() if reliable[sid]}
    if set().union(*clean.values()) == set(range(len(parts))):
        holders = clean  # a page giving another total beside a round's amount is no part
    chosen: list[int] = []
    left = set(range(len(parts)))
    while left:
        sid = max(holders, key=lambda x: (len(holders[x] & left), reliable[x], -x))
        chosen.append(sid)
        left -= holders[sid]
    currency = amounts[0]["currency"]
    total = sum(float(amounts[k]["amount"]) for k in range(len(parts)))
    return sorted(chosen), {"amount": total, "currency": currency}


def same_value(a: Any, b: Any) -> bool:
    if isinstance(a, dict) and isinstance(b, dict) and "amount" in a and "amount" in b:
        return a.get("currency") == b.get("currency") and abs(
            float(a["amount"]) - float(b["amount"])) <= 0.005 * max(abs(float(b["amount"])), 1)
    if isinstance(a, list) and isinstance(b, list):
        return sorted(map(str, a)) == sorted(map(str, b))
    return a == b or str(a) == str(b)


def statements(view: WorldView, subject: Any, fact_id: str,
               reliable_only: bool = True) -> list[tuple[Any, Any]]:
    """Correct statements of the subject's current value (list facts: any part of it), from
    pages that state nothing wrong or stale about the subject when there are such pages — a
    careful researcher prefers the sources that agree with the newest evidence."""
    truth = subject.truth.get(fact_id)
    out = []
    for doc, a in view.stated.get((subject.id, fact_id), []):
        if isinstance(truth, list) and isinstance(a.value, list):
            if set(map(str, a.value)) <= set(map(str, truth)):
                out.append((doc, a))
        elif same_value(a.value, truth):
            out.append((doc, a))
    bad = view.unreliable.get(subject.id, set())
    if isinstance(truth, list):  # a list may need every page that names a part of it
        return sorted(out, key=lambda x: x[0].url in bad)
    clean = [x for x in out if x[0].url not in bad]
    if not reliable_only:  # every statement, reliable pages first
        return clean + [x for x in out if x[0].url in bad]
    return clean or out


def evidence(view: WorldView, reading: Reading, subject: Any, fact_id: str) -> list[int]:
    return support(view, reading, subject, fact_id)[0]


def support(view: WorldView, reading: Reading, subject: Any,
            fact_id: str) -> tuple[list[int], Any]:
    """(source ids of read pages stating the value, the value they support). A list value is
    the part of the true list the read pages state, covered greedily by as few pages as
    possible; `([], None)` when no read page states it."""
    parts = parts_of(view, subject, fact_id)
    if parts:  # derivable only: the sum of the parts the read pages state
        return derived_support(view, reading, subject, parts)
    truth = subject.truth.get(fact_id)
    found: list[tuple[int, Any]] = []
    for reliable_only in (True, False):  # a page that errs elsewhere, when no other was read
        for doc, a in statements(view, subject, fact_id, reliable_only):
            for sid in reading.page_ids(doc.url, a.sentence):
                found.append((sid, a))
        if found or isinstance(truth, list):
            break
    if not found:
        return [], None
    if not isinstance(truth, list):  # the newest statements: an older one adds nothing
        newest = max(_when(a) for _, a in found)
        return sorted({sid for sid, a in found if _when(a) == newest})[:2], truth
    chosen: list[int] = []
    covered: set[str] = set()
    bad = view.unreliable.get(subject.id, set())
    urls = {sid: url for url, pages in reading.pages.items() for sid, *_ in pages}
    # reliable pages first, then the newest, then the longest part of the list
    for sid, a in sorted(found, key=lambda x: (urls.get(x[0]) in bad, -_days(x[1]),
                                               -len(x[1].value), x[0])):
        new = set(map(str, a.value)) - covered
        if new:  # a page already chosen adds what its other sentences name too
            if sid not in chosen:
                chosen.append(sid)
            covered |= new
    return sorted(chosen), [x for x in truth if str(x) in covered]


def _when(a: Any) -> str:
    return str(a.as_of or "")


def _days(a: Any) -> int:
    try:
        return date.fromisoformat(_when(a)[:10]).toordinal()
    except ValueError:
        return 0


def list_complete(view: WorldView, reading: Reading, subject: Any, fact_id: str) -> bool:
    """Whether the read pages state every item of a list that the world's pages state."""
    ids, value = support(view, reading, subject, fact_id)
    stated = {str(x) for _, a in statements(view, subject, fact_id) for x in a.value}
    return bool(ids) and stated <= {str(x) for x in value}


# ---- research -------------------------------------------------------------------------------


def search_plan(view: WorldView, company: Any) -> list[str]:
    name = company.name
    market = (company.truth.get("market.name") or "").strip()
    queries = [name, f"{name} funding round investors", f"{name} CEO founders leadership",
               f"{name} customers partners products", f"{name} competitors news",
               f"{market} market size" if market else f"{name} market"]
    for peer_id in company.details.get("competitors", []):
        peer = view.by_id.get(peer_id)
        if peer is not None:
            queries.append(f"{peer.name} company profile")
    return list(dict.fromkeys(queries))


def page_offset(text: str, sentence: str) -> int | None:
    """The `fetch` offset whose page holds `sentence` whole: a page of the tool's own paging
    when one does, else the sentence's own start (a sentence across a page break)."""
    from tearsheet_env.tools.research_tools import page_of

    pos = text.find(sentence)
    if pos < 0:
        return None
    offset: int | None = 0
    while offset is not None and offset <= pos:
        page, following = page_of(text, offset)
        if pos + len(sentence) <= offset + len(page):
            return offset
        offset = following
    return pos


def research(view: WorldView, company: Any, conv: Conversation,
             reading: Reading) -> list[ToolCallOut]:
    """The next tool calls: the search plan first; then the fewest page reads that cover the
    facts still unsupported (greedy set cover over (url, offset) reads, each fact — or each
    missing item of a list — a unit to cover); title searches for pages no search surfaced."""
    searched, fetched = conv.searched(), conv.fetched()
    todo = [q for q in search_plan(view, company) if q not in searched]
    if todo:
        return [ToolCallOut.of("websearch", query=q, max_results=SEARCH_RESULTS) for q in todo]
    covers: dict[tuple[str, int], set[tuple[str, str, str]]] = defaultdict(set)
    title_searches: list[str] = []
    for subject_id, fact_id in needs(view, company):
        subject = view.by_id[subject_id]
        truth = subject.truth.get(fact_id)
        parts = parts_of(view, subject, fact_id)
        if parts:  # derivable only: read a page stating each round
            if not evidence(view, reading, subject, fact_id):
                title_searches += plan_parts(reading, fetched, parts, covers,
                                             (subject_id, fact_id),
                                             view.rounds.wrong_totals(subject_id),
                                             round_queries(subject), searched)
            continue
        options = statements(view, subject, fact_id)
        if not isinstance(truth, list) and options and options[0][0].title in searched and \
                not any(reading.surfaced(d.url) for d, _ in options):
            # the reliable pages did not surface even by title: any page that states it
            options = statements(view, subject, fact_id, reliable_only=False)
        if isinstance(truth, list):
            have = {str(x) for x in (support(view, reading, subject, fact_id)[1] or [])}
            stated = {str(x) for _, a in options for x in a.value}
            missing = stated - have
            if not missing:
                continue
        elif evidence(view, reading, subject, fact_id):
            continue
        else:
            missing = {""}
        reachable = False
        bad = view.unreliable.get(company.id, set()) | view.unreliable.get(subject_id, set())
        # a list's missing items one by one: the pages naming that item, reliable ones first
        pools = ([[(d, a) for d, a in options if item in {str(x) for x in a.value}]
                  for item in sorted(missing)] if isinstance(truth, list) else [options])
        for pool in pools:
            clean = [(d, a) for d, a in pool if d.url not in bad and reading.surfaced(d.url)]
            for doc, a in clean or pool:  # pages stating nothing wrong, when they will do
                offset = unread_offset(reading, fetched, doc, a)
                if offset is None:
                    continue
                reachable = True
                items = ({str(x) for x in a.value} & missing if isinstance(truth, list)
                         else missing)
                covers[(doc.url, offset)] |= {(subject_id, fact_id, item) for item in items}
        unseen = [d for d, _ in options if not reading.surfaced(d.url)]
        if isinstance(truth, list):  # every page that names a missing item
            title_searches += [d.title for d in unseen]
        elif options and not reachable:
            title_searches.append(options[0][0].title)
    calls: list[ToolCallOut] = []
    left = set().union(*covers.values()) if covers else set()
    while left:
        (url, offset), units = max(covers.items(), key=lambda kv: (len(kv[1] & left), kv[0]))
        if not units & left:
            break
        calls.append(ToolCallOut.of("fetch", url=url, offset=offset))
        left -= units
        del covers[(url, offset)]
    for title in dict.fromkeys(title_searches):
        if title not in searched:
            calls.append(ToolCallOut.of("websearch", query=title, max_results=SEARCH_RESULTS))
    return calls[:max(0, min(24, CALL_BUDGET - len(conv.results)))]


def unread_offset(reading: Reading, fetched: Any, doc: Any, a: Any) -> int | None:
    """The fetch offset that would read the page part stating `a`: None when the page has not
    surfaced (no search hit, no link on a read page, no fetch yet), or that part has been
    fetched already."""
    if not reading.surfaced(doc.url):
        return None
    offset = page_offset(doc.text, a.sentence)
    if offset is None or (doc.url, offset) in fetched:
        return None
    return offset


def round_queries(subject: Any) -> list[str]:
    """Per round of the subject, the query a researcher types for it ("Acme Series A")."""
    return [f"{subject.name} {r['type']}" for r in subject.details.get("rounds") or []]


def plan_parts(reading: Reading, fetched: Any, parts: list[list[tuple[Any, Any]]],
               covers: dict[tuple[str, int], set[tuple[str, str, str]]],
               unit: tuple[str, str], bad: set[str], plain: list[str],
               searched: Any) -> list[str]:
    """Adds the reads of the parts not read yet to `covers` (one unit per part), from pages
    that give no other total (`bad`) when one has surfaced; returns the searches for parts
    that no search has surfaced: a page's title, then the round by name (`plain`; a title
    search may not surface it: "Acme closes Series A …" reads as its Series D sibling, and a
    site shows two results a page)."""
    titles = []
    for k, part in enumerate(parts):
        if any(reading.page_ids(d.url, a.sentence) for d, a in part
               if d.url not in bad) or (all(d.url in bad for d, _ in part) and any(
                reading.page_ids(d.url, a.sentence) for d, a in part)):
            continue
        clean = [(d, a) for d, a in part if d.url not in bad and reading.surfaced(d.url)]
        reachable = False
        for doc, a in clean or part:
            offset = unread_offset(reading, fetched, doc, a)
            if offset is None:
                continue
            reachable = True
            covers[(doc.url, offset)].add((*unit, f"part {k}"))
        if part and not reachable:
            queries = [part[0][0].title] + ([plain[k]] if k < len(plain) else [])
            titles.append(next((q for q in queries if q not in searched), queries[0]))
    return titles


# ---- writing --------------------------------------------------------------------------------

PHRASES = {
    "overview.legal_name": "{company} presents itself as {v}",
    "overview.founded_year": "{company} was founded in {v}",
    "overview.headquarters": "The company is headquartered in {v}",
    "overview.founders": "It was founded by {v}",
    "overview.website": "Its website is {v}",
    "overview.sector": "{company} operates in the {v} sector",
    "products.flagship": "The flagship product is {v}",
    "products.flagship_type": "{flagship} is a {v}",
    "products.flagship_launch_year": "{flagship} launched in {v}",
    "products.lines": "The product lines are {v}",
    "leadership.ceo": "{v} is the chief executive officer",
    "leadership.cto": "{v} is the chief technology officer",
    "leadership.former_ceo": "{v} previously served as chief executive",
    "funding.total_raised": "{company} has raised {v} in total",
    "funding.rounds_count": "It has announced {v} funding rounds",
    "funding.latest_round.type": "The latest round was a {v} round",
    "funding.latest_round.amount": "The latest round raised {v}",
    "funding.latest_round.date": "The latest round was announced on {v}",
    "funding.latest_round.lead": "{v} led the latest round",
    "funding.investors": "Its investors are {v}",
    "funding.last_valuation": "The latest disclosed valuation is {v}",
    "financials.revenue": "Annual revenue was {v}",
    "financials.revenue_growth": "Revenue grew {v} year over year",
    "financials.headcount": "The company has {v} employees",
    "customers.notable": "Its customers include {v}",
    "customers.partners": "Its partners include {v}",
    "market.name": "{company} addresses the {v} market",
    "market.tam": "The {market} market is estimated at {v}",
    "market.cagr": "The {market} market is expected to grow at {v} a year",
    "competition.competitors": "Its direct competitors are {v}",
    "recent.latest_event": "On {as_of}, {company} {event}",
}


def fmt_value(value: Any, kind: str) -> str:
    from tearsheet_env.world.formats import canonical_money

    if isinstance(value, dict) and "amount" in value:
        return canonical_money(value)
    if isinstance(value, list):
        items = [str(v) for v in value]
        return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]
    if kind == "percent":
        return f"{value}%"
    return str(value)


def fact_value(value: Any, kind: str) -> Any:
    """The facts-block form: money as `USD <n>M`, lists as YAML lists, the rest as is."""
    if isinstance(value, dict) and "amount" in value:
        return fmt_value(value, kind)
    if isinstance(value, list):
        return [str(v) for v in value]
    if kind == "percent":
        return f"{value}%"
    return value


def _as_of(company: Any, fact_id: str) -> str | None:
    as_of = company.details.get("truth_as_of") or {}
    value = as_of.get(fact_id) if isinstance(as_of, dict) else None
    return str(value) if value else None


def _human_date(iso: str) -> str:
    try:
        d = date.fromisoformat(iso[:10])
    except ValueError:
        return iso
    return f"{d.strftime('%B')} {d.day}, {d.year}"


def draft_report(view: WorldView, company: Any, reading: Reading) -> Draft:
    from rubric.contract import load_contract

    contract = load_contract()
    truth = company.truth
    ctx = {"company": company.name, "flagship": truth.get("products.flagship") or "The product",
           "market": truth.get("market.name") or "target"}
    sections: list[tuple[str, list[Sentence]]] = []
    facts: list[Fact] = []
    for section in contract.sections:
        sentences: list[Sentence] = []
        for spec in section.facts:
            if spec.id == TABLE_FACT:
                facts.append(Fact(spec.id, "see table"))
                continue
            cites, value = (support(view, reading, company, spec.id)
                            if truth.get(spec.id) is not None else ([], None))
            if value is None or not cites:
                facts.append(Fact(spec.id, None, status="not_disclosed"))
                continue
            as_of = _as_of(company, spec.id) if spec.dated else None
            text = fmt_value(value, spec.type)
            if spec.type == "date":  # "July 22, 2025": the numbers every date format shares
                text = _human_date(str(value))
            phrase = PHRASES.get(spec.id, "{company}: " + spec.description + " is {v}")
            event = text[:1].lower() + text[1:]
            sentences.append(Sentence(
                phrase.format(v=text, event=event, as_of=_human_date(as_of or ""), **ctx),
                cites, spec.id))
            facts.append(Fact(spec.id, fact_value(value, spec.type), as_of, cites))
        sections.append((section.name, sentences))
    columns = list(contract.comparables_table.columns)
    table = [comparable_row(view, reading, company, columns)]
    for peer_id in company.details.get("competitors", []):
        peer = view.by_id.get(peer_id)
        if peer is not None:
            table.append(comparable_row(view, reading, peer, columns))
    draft = Draft(sections=sections, table_columns=columns, table=table, sources=[],
                  facts=facts)
    draft.sources = sources_for(draft, reading)
    return draft


def comparable_row(view: WorldView, reading: Reading, company: Any,
                   columns: list[str]) -> list[Cell]:
    keys = {"HQ": "overview.headquarters", "Founded": "overview.founded_year",
            "Total Funding": "funding.total_raised", "Last Valuation": "funding.last_valuation"}
    row: list[Cell] = []
    for col in columns:
        fact_id = keys.get(col)
        if col == "Company":
            row.append(Cell(company.name))
            continue
        if col == "Revenue Multiple":  # computed from the two figures it cites
            row.append(revenue_multiple(view, reading, company))
            continue
        value = company.truth.get(fact_id) if fact_id else None
        cites = evidence(view, reading, company, fact_id) if fact_id and value is not None else []
        if not parts_of(view, company, fact_id or ""):  # a derived total cites all its parts
            cites = cites[:1]
        row.append(Cell(fmt_value(value, "text"), cites) if cites else Cell("—"))
    return row


def revenue_multiple(view: WorldView, reading: Reading, company: Any) -> Cell:
    """The Revenue Multiple cell: the latest valuation over the latest annual revenue, both as
    the pages state them (in one currency), citing the pages of both; `—` without either."""
    valuation = company.truth.get("funding.last_valuation")
    revenue = company.truth.get("financials.revenue")
    if not (isinstance(valuation, dict) and isinstance(revenue, dict)) or \
            valuation.get("currency") != revenue.get("currency") or not revenue.get("amount"):
        return Cell("—")
    cites = [*evidence(view, reading, company, "funding.last_valuation")[:1],
             *evidence(view, reading, company, "financials.revenue")[:1]]
    if len(cites) < 2:
        return Cell("—")
    return Cell(f"{valuation['amount'] / revenue['amount']:.1f}x", cites)


def sources_for(draft: Draft, reading: Reading) -> list[tuple[int, str, str]]:
    return [(sid, *reading.titles.get(sid, ("", ""))) for sid in sorted(draft.cited())]


# ---- the policy -----------------------------------------------------------------------------


def oracle_draft(conv: Conversation) -> tuple[Draft | None, list[ToolCallOut]]:
    """(None, calls) while research goes on; (draft, []) when it is time to write."""
    view = world_view()
    company = target_of(view, conv)
    if company is None:
        return None, []
    reading = read(conv)
    if conv.assistant_turns < MAX_RESEARCH_TURNS:
        calls = research(view, company, conv, reading)
        if calls:
            return None, calls
    return draft_report(view, company, reading), []


def oracle_turn(conv: Conversation) -> Turn:
    draft, calls = oracle_draft(conv)
    if calls:
        return Turn(tool_calls=tuple(calls))
    if draft is None:
        return Turn(content="The task prompt names no company of this world, so there is "
                            "nothing to research.")
    return Turn(content=draft.render())


ORACLE = Policy("oracle", "researches with real tool calls, then writes a correct, fully cited "
                "report from what its tools returned", oracle_turn, family="oracle")
