"""The closed world: a deterministic, seeded synthetic web of fictional companies whose ground
truth is known exactly (SPEC §5).

API: `build_world(seed=0, companies=400, out=None) -> Path`, `load_world(path=None) -> World`,
`World` (`.manifest`, `.companies`, `.documents`, `.company(id)`, `.document(id)`,
`.document_by_url(url)`, `.documents_of(company_id)`, `.documents_about(company_id)`,
`.company_summaries()`, `.truths()`, `.tasks(split)`, `.path`), `GENERATOR_VERSION`,
`SAME_FACTS_AS` (older generator versions with the same facts on the same pages). A `World`
reads its on-disk page store (`store.sqlite`, `world/page_store.py`) on demand through
bounded caches; `.companies` and `.documents` are lazy sequences over it (len, index,
streaming iteration), never lists held in memory. CLI: `tearsheet-env world build |
stats | companies | show | serve`. The default world (seed 0, 400
companies) is built on first use and cached under
`platformdirs.user_cache_dir("tearsheet-env")/worlds/<genver>-<seed>-<n>` (or
`$TEARSHEET_ENV_CACHE/worlds/...`).

Value conventions of `Company.truth` and `Assertion.value` (the rubric and the oracle rely on
them):

- year → int (2015); count → int (180); percent → float (12.5 means 12.5%)
- money → {"amount": float, "currency": "USD" | "EUR" | "GBP"} in units (42500000.0).
  A company reports every round in its home currency; market sizes are in USD.
- person → full name str; text → str; list → list[str]; date → "YYYY-MM-DD"
- overview.website → "https://<slug>.test"; overview.headquarters → "City, Country"
- recent.latest_event → the event's description, e.g. "Opened an office in Lisbon"
  (its date is `details["truth_as_of"]["recent.latest_event"]`)
- comparables.rows → list of row dicts with the contract's table columns (Company, HQ, Founded,
  Total Funding, Last Valuation, Revenue Multiple); the target first, then its competitors
  (other companies of this world); an undisclosed cell is None. Revenue Multiple is last
  valuation / latest revenue, rounded to 0.1, when both are disclosed.
- An undisclosed fact (blank_ok facts: revenue and growth, last valuation, CTO, former CEO) is
  None in `truth`, listed in `Company.undisclosed`, and no document asserts it correctly.

`Company.details` holds the history behind the truth: `rounds` (date, amount, currency,
instrument, type, lead, participants, valuation), `investors` (first-seen order), `ceo`
{name, since} / `former_ceo` {name, from, to, now} / `cto` {name, since}, `founders`,
`executives`, `board` (name, affiliation), `headcount` [{date, count}], `revenue` [{year,
amount}], `products` (name, type, launch_year, what; the flagship first),
`confusable_products`, `customers` / `partners` [{name, since}], `market` (id, name, tam, year,
source, cagr), `competitors` (company ids), `events` [{date, type, text}], `relations` (the
relation-confusable set-up), `twin` (the homonym's id), `hq`, `currency`, `founded_on`,
`truth_as_of` {fact_id: "YYYY-MM-DD"} for dated facts, `world_now` (the world's today), and
`is_task` (True for every company this generator writes: homonym twins are full task companies
of their own). `tearsheet_env.world.truth.state_at(details, date)` gives the values a page of
that date can honestly state.

Assertions: `correct` is True when the value equals the subject's current (world-now) truth
(list values: every item is a true item; a list assertion may name a subset) and the modality
is stated or reported; rumored and planned statements are never correct. `as_of` is the date
the value held: the page's date, or for values tied to an event (a round, a fiscal year, a
market estimate, an event) that event's date — so a stale page is incorrect now but honest
about when. `sentence` is the exact sentence of `Document.text` that states the value.

Splits: `Company.split` is "eval" for about 10% of company ids (26 of the default world's 400),
by a sha256 of the company id, so a company keeps its split across seeds and sizes.

Hard cases (`Company.hard_cases`): homonym, stale_page, rumor, aggregator_error,
relation_confusable, paywalled (`Document.access == "paywalled"`, text is a teaser), dead_link
(`Document.access == "dead"`: search-visible, fetch fails), product_confusable. The page that
realizes one carries it in `Document.hard_case` (None on normal pages and on a homonym's
pages, which are the ordinary pages of another company).

Page text (`Document.text`) is the site chrome around the body: `Document.boilerplate` lists the
[start, end) character spans of the header (site name, navigation, cookie notice) and the footer
(paywall notice, related links, legal line). Prose is composed per page kind and voice
(`world/library.py`, `world/compose.py`; w8's draws replayed by `world/replay.py`); realism
figures (`world/realism.py`) and the regex baseline's difficulty
score (`world/difficulty.py`) are printed by `world stats`. See docs/world.md.
"""

from tearsheet_env.world.build import GENERATOR_VERSION, SAME_FACTS_AS, build_world
from tearsheet_env.world.model import Assertion, Company, Document, Manifest
from tearsheet_env.world.store import World, load_world

__all__ = ["GENERATOR_VERSION", "SAME_FACTS_AS", "Assertion", "Company", "Document", "Manifest",
           "World",
           "build_world", "load_world"]
