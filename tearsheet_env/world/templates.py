"""Sentence templates of the closed world, keyed by what they say.

A template is a `str.format` string over named slots. Slots that carry a contract fact
(`SLOT_FACTS`) turn into assertions when the sentence is written; other slots (`{N}` the name,
`{N_s}` its possessive, `{city}`, `{domain}`, ...) are prose. The realizer fills each slot with
a freshly chosen surface form (money, date and count formats vary per sentence), and skips
templates whose fact slots have no value on the page's date.

`T` holds prose sentences (they end with a period); `LABELS` holds the "Field: value" lines of
database-style pages. Fact-free prose comes from `tearsheet_env.world.prose`, which composes it in
the voice of each page kind, so every fact in a page's text is in its assertion list.
"""

from __future__ import annotations

# slot name -> the contract fact it asserts
SLOT_FACTS: dict[str, str] = {
    "NAME": "overview.legal_name", "founded": "overview.founded_year",
    "hq": "overview.headquarters", "founders": "overview.founders",
    # the founders but the one speaking ("Ilya Prouardi and I started …"): no draw
    "cofounders": "overview.founders", "me": "overview.founders",
    "website": "overview.website", "sector": "overview.sector",
    "flagship": "products.flagship", "ftype": "products.flagship_type",
    "fyear": "products.flagship_launch_year", "lines": "products.lines",
    "ceo": "leadership.ceo", "cto": "leadership.cto", "former_ceo": "leadership.former_ceo",
    "total": "funding.total_raised", "nrounds": "funding.rounds_count",
    "nrounds_p": "funding.rounds_count", "a_sector": "overview.sector",
    "a_ftype": "products.flagship_type",
    "rtype": "funding.latest_round.type", "ramount": "funding.latest_round.amount",
    "rdate": "funding.latest_round.date", "rdate_m": "funding.latest_round.date",
    "rlead": "funding.latest_round.lead", "rinvestors": "funding.investors",
    "investors": "funding.investors", "valuation": "funding.last_valuation",
    "revenue": "financials.revenue", "growth": "financials.revenue_growth",
    "headcount": "financials.headcount", "customers": "customers.notable",
    "partners": "customers.partners", "market": "market.name", "tam": "market.tam",
    "cagr": "market.cagr", "competitors": "competition.competitors",
    "competitors_all": "competition.competitors",
    "event": "recent.latest_event", "event_l": "recent.latest_event",
}

T: dict[str, list[str]] = {
    "identity": [
        "{NAME} is {a_sector} company that builds {what} for {buyers}.",
        "{NAME} builds {what} for {buyers}, and operates in the {sector} sector.",
        "At {NAME}, we build {what} for {buyers}.",
        "{NAME} makes {what} used by {buyers}.",
        "Welcome to {NAME}, the {sector} company behind {flagship}.",
        "{NAME} is {a_sector} business focused on {what}.",
        "{NAME} develops {what}, selling mainly to {buyers}.",
    ],
    "founded": [
        "{N} was founded in {founded} by {founders}.",
        "Founded in {founded}, {N} is headquartered in {hq}.",
        "The company was started in {founded} by {founders}.",
        "{founders} started {N} in {founded}.",
        "{N} has been operating since {founded}.",
        "Since its founding in {founded}, {N} has focused on {domain}.",
        "{N} traces its origins to {founded}, when {founders} set it up in {city}.",
        "{N}, founded in {founded}, started out working on {domain}.",
    ],
    "founders": [
        "{N} was founded by {founders}.",
        "The founding team of {founders} met while working on {domain}.",
        "{N_s} founders are {founders}.",
        "{founders} founded {N} after years of frustration with {domain} tools.",
    ],
    "hq": [
        "{N} is headquartered in {hq}.",
        "The company is based in {hq}.",
        "{N_s} headquarters are in {hq}.",
        "{N_s} main office is in {hq}.",
        "From its base in {hq}, {N} serves {buyers}.",
    ],
    "sector": [
        "{N} operates in the {sector} sector.",
        "Analysts usually file {N} under {sector}.",
        "{N} is classified as {a_sector} company.",
    ],
    "website": [
        "{N_s} official website is {website} and lists its latest announcements.",
        "Visit {website} for product details and contact information.",
        "{N} publishes its news at {website} as well as on social media.",
    ],
    "flagship": [
        "Its flagship product, {flagship}, is {a_ftype} launched in {fyear}.",
        "{flagship}, the company's flagship {ftype}, came to market in {fyear}.",
        "The flagship {flagship} ({ftype}) has been available since {fyear}.",
        "{N_s} best-known product is {flagship}, {a_ftype} first released in {fyear}.",
        "Most customers start with {flagship}, {a_ftype}.",
        "{N_s} flagship, {flagship}, is sold as {a_ftype}.",
        "{flagship} is the {ftype} at the heart of {N_s} business.",
    ],
    "lines": [
        "{N_s} product lines are {lines}.",
        "The portfolio today spans {lines}.",
        "{N} sells {lines}.",
        "{N_s} products are {lines}.",
    ],
    "ceo": [
        "{ceo} is the chief executive of {N}.",
        "{N} is led by CEO {ceo}.",
        "Chief executive {ceo} runs {N} from {city}.",
        "{ceo}, {N_s} CEO, said the company would keep investing in {domain}.",
        "{N_s} CEO, {ceo}, has been vocal about {domain}.",
        "{ceo} leads {N} as chief executive officer.",
    ],
    "cto": [
        "{cto} serves as chief technology officer of {N}.",
        "{N_s} technology team reports to CTO {cto}.",
        "{cto}, {N_s} CTO, leads engineering.",
        "Engineering at {N} is run by chief technology officer {cto}.",
    ],
    "former_ceo": [
        "{former_ceo} led {N} as CEO until {ceo} took over.",
        "{ceo} succeeded {former_ceo} as chief executive of {N}.",
        "Former chief executive {former_ceo} handed the role to {ceo}.",
        "{former_ceo}, who ran {N} as CEO for several years, was succeeded by {ceo}.",
    ],
    "round": [
        "{N} raised {ramount} in a {rtype} round led by {rlead}.",
        "{N} has closed a {rtype} round of {ramount}, led by {rlead}.",
        "{N_s} {rtype} round of {ramount} was led by {rlead}.",
        "{rlead} led {N_s} {rtype} round of {ramount}, announced in {rdate_m}.",
        "In {rdate_m}, {N} announced a {rtype} funding round of {ramount}, led by {rlead}.",
        "{N} announced on {rdate} that it had raised {ramount} in {rtype} funding led by {rlead}.",
        "{N} secured {ramount} of {rtype} funding, with {rlead} leading the round.",
    ],
    "round_date": [
        "The round was announced on {rdate}.",
        "The financing was announced in {rdate_m}.",
        "{N} announced the round on {rdate}.",
    ],
    "round_investors": [
        "Investors in the round included {rinvestors}.",
        "{rinvestors} took part in the round.",
        "{rinvestors} joined the round.",
        "{rinvestors} also took part in the financing.",
    ],
    "total": [
        "{N} has raised {total} in total across {nrounds_p}.",
        "{N_s} funding to date comes to {total}.",
        "{N_s} total funding now stands at {total}.",
        "In all, {N} has raised {total} in {nrounds_p} of funding.",
        "To date, {N} has raised {total}.",
    ],
    "investors": [
        "{N_s} backers include {investors}.",
        "{N_s} investors are {investors}.",
        "{N} is backed by {investors}.",
    ],
    "valuation": [  # dated: a valuation holds from the round it came with
        "The {vdate_m} round valued {N} at {valuation} post-money.",
        "The deal, announced in {vdate_m}, puts {N_s} post-money valuation at {valuation}.",
        "{N} was valued at {valuation} after its {vdate_m} round.",
    ],
    "revenue": [
        "{N} reported revenue of {revenue} for fiscal {fy}.",
        "{N_s} revenue reached {revenue} in {fy}, up {growth} year over year.",
        "{N} booked {revenue} in revenue in {fy}, {growth} more than the year before.",
        "{N_s} annual revenue for {fy} was {revenue}.",
    ],
    "growth": [
        "{N_s} revenue grew {growth} year over year in {fy}.",
        "Sales at {N} were up {growth} in {fy}.",
        "Revenue in {fy} was {growth} higher than in the previous fiscal year.",
    ],
    "headcount": [
        "{N} employs {headcount} people.",
        "{N} has {headcount} employees.",
        "Today the {N} team numbers {headcount}.",
        "{N} now has a staff of {headcount}.",
        "{N_s} headcount stands at {headcount}.",
    ],
    "customers": [
        "{N_s} customers include {customers}.",
        "{customers} use {N_s} products.",
        "{N_s} customer list includes {customers}.",
        "Teams at {customers} rely on {N}.",
        "Customers such as {customers} run {N_s} software every day.",
    ],
    "partners": [
        "{N} partners with {partners}.",
        "{N_s} partners include {partners}.",
        "{N} has partnerships with {partners}.",
    ],
    "market": [
        "{N} addresses the {market} market, which {tam_source} sized at {tam} in {tam_year}.",
        "{tam_source} estimates the {market} market that {N} serves at {tam} ({tam_year}), "
        "growing at a {cagr} CAGR.",
        "The {market} market {N} competes in was worth {tam} in {tam_year}, according to "
        "{tam_source}.",
        "{N} competes in {market}, a market expected to grow at a {cagr} compound annual rate.",
    ],
    "competitors": [
        "{N} competes with {competitors}.",
        "{N_s} rivals include {competitors}.",
        "{N_s} closest competitors are {competitors}.",
        "In {domain}, {N} goes up against {competitors}.",
    ],
    "competitors_all": [
        "We compete with {competitors_all}.",
        "The companies we meet most often in deals are {competitors_all}.",
        "Our direct competitors are {competitors_all}.",
    ],
    "event": [
        "Most recently, on {event_date}, {N} {event_l}.",
        "{N_s} latest update ({event_date}): {event}.",
        "On {event_date}, {N} {event_l}.",
    ],
}

# "Field: value" lines for database-style and aggregator pages (no closing period).
LABELS: dict[str, list[str]] = {
    "NAME": ["Name: {NAME}", "Company: {NAME}"],
    "sector": ["Sector: {sector}", "Industry: {sector}"],
    "hq": ["Headquarters: {hq}", "HQ: {hq}", "Location: {hq}"],
    "website": ["Website: {website}", "Web: {website}"],
    "founders": ["Founders: {founders}", "Founded by: {founders}"],
    "founded": ["Founded: {founded}", "Year founded: {founded}"],
    "ceo": ["CEO: {ceo}", "Chief executive: {ceo}"],
    "cto": ["CTO: {cto}"],
    "headcount": ["Employees: {headcount}", "Headcount: {headcount}", "Staff: {headcount}"],
    "total": ["Total funding: {total}", "Total raised: {total}", "Funding to date: {total}"],
    "nrounds": ["Funding rounds: {nrounds}", "Number of rounds: {nrounds}"],
    "investors": ["Investors: {investors}", "Backers: {investors}"],
    "competitors": ["Competitors: {competitors}", "Similar companies: {competitors}"],
    "valuation": ["Post-money valuation: {valuation} ({vdate})",
                  "Last valuation: {valuation}, {vdate}"],
    "flagship": ["Flagship product: {flagship} ({ftype}, {fyear})", "Main product: {flagship}"],
    "lines": ["Products: {lines}"],
    "revenue": ["Revenue ({fy}): {revenue}"],
    "customers": ["Notable customers: {customers}"],
    "partners": ["Partners: {partners}"],
}


# templates w10 words otherwise than w8 (new wording: w8's): the page shows the new sentence,
# and its stream keeps w8's (`writer.Page.say`), whose length paced w8's draws. A market
# report's vendor profile or a profile page has no round for "The round" to refer to
W8_WORDING: dict[str, str] = {
    "{N_s} funding to date comes to {total}.": "The round brings {N_s} total funding to {total}.",
    "{rinvestors} joined the round.": "The round drew {rinvestors}.",
    # w11: a page that opened on "Its" had nothing for it to refer to; "Participants … were"
    # named a single investor in the plural
    "{N_s} product lines are {lines}.": "Its product lines are {lines}.",
    "{rinvestors} also took part in the financing.":
        "Participants in the financing were {rinvestors}.",
    # w11: an amount written out ("117,000,000 dollars") cannot stand before a noun
    "{N} has closed a {rtype} round of {ramount}, led by {rlead}.":
        "{N} has closed a {ramount} {rtype} round led by {rlead}.",
    "{rlead} led {N_s} {rtype} round of {ramount}, announced in {rdate_m}.":
        "{rlead} led {N_s} {ramount} {rtype} round, announced in {rdate_m}.",
}


# w12: the event line read as a database row pasted into prose ("X's latest update (4 May
# 2025): Raised USD 57M …", a fragment with a capitalised verb)
W8_WORDING["{N_s} latest news came on {event_date}, when it {event_l}."] = \
    "{N_s} latest update ({event_date}): {event}."
T["event"][1] = "{N_s} latest news came on {event_date}, when it {event_l}."

# w12: voices. A page (or a section of one) written by the company itself ("we"), by its
# chief executive in an interview ("ceo_founder": one of several founders; "ceo_hired": not a
# founder), by a newspaper ("news"), or by an employer's job ad ("employer") states the same
# facts in its own words: `VOICES[voice][key][i]` is how it writes `T[key][i]` (None: as in T).
# A voiced template has the same fact slots as its original and may add only slots that draw
# nothing (`VOICE_FREE_SLOTS`), so every value stays and no draw moves (`writer.Page.say`).
VOICE_FREE_SLOTS = ("N", "N_s", "city", "country", "what", "buyers", "nf", "cofounders", "me")
_WE: dict[str, list[str | None]] = {
    "identity": [
        "{NAME} is {a_sector} company, and we build {what} for {buyers}.",
        "At {NAME} we build {what} for {buyers}; our field is {sector}.",
        None,
        "At {NAME} we make {what} used by {buyers}.",
        None,
        "{NAME} is {a_sector} business, and our focus is {what}.",
        "At {NAME} we develop {what}, and we sell mainly to {buyers}.",
    ],
    "founded": [
        None,
        "We were founded in {founded}, and our headquarters are in {hq}.",
        None,
        None,
        "We have been in business since {founded}.",
        "Since our founding in {founded}, we have focused on {domain}.",
        "Our story begins in {founded}, when {founders} set up {N} in {city}.",
        "When {N} was founded in {founded}, we started out working on {domain}.",
    ],
    "founders": [
        "Our founders, {founders}, started out with a small team in {city}.",
        None,
        "Our founders are {founders}.",
        None,
    ],
    "hq": [
        "Our headquarters are in {hq}.",
        "We are based in {hq}.",
        "Our head office is in {hq}.",
        "Our main office is in {hq}.",
        "From our base in {hq}, we serve {buyers}.",
    ],
    "sector": [
        "We work in {sector}.",
        "Analysts usually file us under {sector}.",
        None,
    ],
    "website": [
        "Our website, {website}, is where we post our latest announcements.",
        None,
        "We publish our news at {website} and on social media.",
    ],
    "flagship": [
        "Our flagship product, {flagship}, is {a_ftype} launched in {fyear}.",
        "{flagship}, our flagship {ftype}, came to market in {fyear}.",
        "Our flagship, {flagship} ({ftype}), has been available since {fyear}.",
        "Our best-known product is {flagship}, {a_ftype} first released in {fyear}.",
        None,
        "Our flagship, {flagship}, is sold as {a_ftype}.",
        "{flagship} is the {ftype} at the heart of our business.",
    ],
    "lines": [
        "Our product lines are {lines}.",
        "Our portfolio today spans {lines}.",
        "We sell {lines}.",
        "Our products are {lines}.",
    ],
    "ceo": [
        "{ceo} is our chief executive.",
        "Our chief executive is {ceo}.",
        "Our chief executive, {ceo}, runs the company from {city}.",
        "{ceo}, our CEO, has made {domain} the company's priority.",
        "Our CEO, {ceo}, writes and speaks often about {domain}.",
        None,
    ],
    "cto": [
        "{cto} is our chief technology officer.",
        "Our technology team reports to CTO {cto}.",
        "{cto}, our CTO, leads engineering.",
        "Engineering at {N} is run by our chief technology officer, {cto}.",
    ],
    "total": [
        "We have raised {total} in total across {nrounds_p}.",
        "Our funding to date comes to {total}.",
        "So far we have raised {total} from investors.",
        "In all, we have raised {total} in {nrounds_p} of funding.",
        "To date, we have raised {total}.",
    ],
    "investors": [
        "Our backers include {investors}.",
        "Our investors are {investors}.",
        "We are backed by {investors}.",
    ],
    "revenue": [
        "We reported revenue of {revenue} for fiscal {fy}.",
        "Our revenue reached {revenue} in {fy}, up {growth} year over year.",
        "We booked {revenue} in revenue in {fy}, {growth} more than the year before.",
        "Our annual revenue for {fy} was {revenue}.",
    ],
    "growth": [
        "Our revenue grew {growth} year over year in {fy}.",
        "Our sales were up {growth} in {fy}.",
        None,
    ],
    "headcount": [
        "We employ {headcount} people.",
        "We have {headcount} employees.",
        "Today our team numbers {headcount}.",
        "We now have a staff of {headcount}.",
        "There are {headcount} of us today.",
    ],
    "customers": [
        "Our customers include {customers}.",
        "{customers} use our products.",
        "Our customer list includes {customers}.",
        "Teams at {customers} rely on us.",
        "Customers such as {customers} use our software every day.",
    ],
    "partners": [
        "We partner with {partners}.",
        "Our partners include {partners}.",
        "We have partnerships with {partners}.",
    ],
    "market": [
        "We address the {market} market, which {tam_source} sized at {tam} in {tam_year}.",
        "{tam_source} estimates the {market} market we serve at {tam} ({tam_year}), growing "
        "at a {cagr} CAGR.",
        "The {market} market we compete in was worth {tam} in {tam_year}, according to "
        "{tam_source}.",
        "We compete in {market}, a market expected to grow at a {cagr} compound annual rate.",
    ],
    "competitors": [
        "We compete with {competitors}.",
        "Our rivals include {competitors}.",
        "Our closest competitors are {competitors}.",
        "In {domain}, we go up against {competitors}.",
    ],
    "event": [
        "Most recently, on {event_date}, we {event_l}.",
        "Our latest news came on {event_date}, when we {event_l}.",
        "On {event_date}, we {event_l}.",
    ],
}
# an interview: the chief executive speaks for the company ("we") and of the founding as a
# founder, or as someone who joined later
# (a founder names the others and "I", not herself in the third person: w13's panel)
_FOUNDED_BY_FOUNDER: list[str | None] = [
    "There were {nf} of us when we founded {N} in {founded}: {cofounders} and me.",
    "We started {N} in {founded}, and we have been headquartered in {hq} ever since.",
    "{cofounders} and I started the company in {founded}.",
    "{cofounders} and I started {N} in {founded}.",
    "We have been at it since {founded}.",
    "We founded {N} in {founded}, and from the start we focused on {domain}.",
    "It goes back to {founded}, when {cofounders} and I set it up in {city}.",
    "When we founded {N} in {founded}, we started out working on {domain}.",
]
_FOUNDED_BY_OTHERS: list[str | None] = [
    "{N} was founded in {founded} by {founders}; I joined later as chief executive.",
    "The company started in {founded}, and it has been headquartered in {hq} ever since.",
    "The company was started in {founded} by {founders}, before my time.",
    "{founders} started {N} in {founded}, and I came in later to run it.",
    "{N} has been operating since {founded}, a few years longer than I have been here.",
    None,
    "It goes back to {founded}, when {founders} set it up in {city}.",
    "{N} was founded in {founded}, and it started out working on {domain}.",
]
_NEWS: dict[str, list[str | None]] = {
    # a story never opens on a bare headcount: the count comes with what the company does
    "headcount": [
        "{N}, which builds {what} for {buyers}, employs {headcount} people.",
        "{N}, a maker of {what} for {buyers}, has {headcount} employees.",
        "The {N} team, which builds {what} for {buyers}, now numbers {headcount}.",
        "{N} now has a staff of {headcount} building {what} for {buyers}.",
        "{N}, which sells {what} to {buyers}, has a headcount of {headcount}.",
    ],
    "total": [
        "{N} has raised {total} in total across {nrounds_p}.",
        "{N} has now raised {total} in all.",
        "All told, {N} has raised {total}.",
        None,
        None,
    ],
    "sector": ["{N} is part of the {sector} sector.", None, None],
    # a story names who announced it (w15: "The financing was announced in Apr 2024." stood
    # on dozens of stories)
    "round_date": [None, "{N} made the deal public in {rdate_m}.", None],
    # a story says what the company is, never "Welcome to …" or "At …, we build" (w15 panel)
    "identity": [None, None, "{NAME} builds {what} for {buyers}.", None,
                 "{NAME} is the {sector} company behind {flagship}.", None, None],
}
_EMPLOYER: dict[str, list[str | None]] = {
    **_WE,
    # a job ad's "About us" says what the company does along with its size
    "headcount": [
        "We are {headcount} people building {what} for {buyers}.",
        "We have {headcount} employees, and together we build {what} for {buyers}.",
        "Today our team numbers {headcount}, all working on {what} for {buyers}.",
        "We now have a staff of {headcount}, building {what} for {buyers}.",
        "There are {headcount} of us today, building {what} for {buyers}.",
    ],
}
VOICES: dict[str, dict[str, list[str | None]]] = {
    "we": _WE,
    "employer": _EMPLOYER,
    "ceo_founder": {**_WE, "founded": _FOUNDED_BY_FOUNDER},
    "ceo_hired": {**_WE, "founded": _FOUNDED_BY_OTHERS},
    "news": _NEWS,
}
# a template naming its founders in the plural, as it reads of a single founder
SINGULAR_FOUNDER: dict[str, str] = {
    "{N_s} founders are {founders}.": "{N_s} founder is {founders}.",
    "Our founders are {founders}.": "Our founder is {founders}.",
    "Our founders, {founders}, started out with a small team in {city}.":
        "Our founder, {founders}, started out with a small team in {city}.",
    "The founding team of {founders} met while working on {domain}.":
        "{founders} founded {N} after working on {domain}.",
    "Founders: {founders}": "Founder: {founders}",
    "{N} was founded in {founded} by {founders}; I joined later as chief executive.":
        "{N} was founded in {founded} by {founders}; I joined later as chief executive.",
}
# an investor's portfolio page: a line on where to find the company, as such pages end
VOICES["portfolio"] = {"website": [
    "You can find {N} online at {website}.",
    "More about {N} at {website}.",
    "{N} posts its news at {website}.",
]}

# a company's own funding release: the release announces the round "today", so the round is
# not "announced in <month>" again; it closed then (w12)
VOICES["release"] = {
    "round": [
        "The {rtype} round of {ramount} was led by {rlead}.",
        None,
        None,
        "{rlead} led the {ramount} {rtype} round, which closed in {rdate_m}.",
        "The {rtype} round of {ramount}, which closed in {rdate_m}, was led by {rlead}.",
        "The company closed the {ramount} {rtype} round on {rdate}, with {rlead} as lead "
        "investor.",
        None,
    ],
    # the partnership release says what the company is where a site's home page welcomes
    "identity": [None, None, "{NAME} builds {what} for {buyers}.", None,
                 "{NAME} is the {sector} company behind {flagship}.", None, None],
    "round_date": [
        "The financing closed on {rdate}.",
        "The financing closed in {rdate_m}.",
        "{N} completed the round on {rdate}.",
    ],
}
# a database profile: its "Competitors" field and its summary each name some of the rivals,
# so neither may read as the whole list (w12: a profile seemed to contradict itself)
VOICES["db"] = {
    "competitors": [
        "{N} competes with, among others, {competitors}.",
        None,
        "Companies {N} meets in deals include {competitors}.",
        "In {domain}, {N} goes up against {competitors}, among others.",
    ],
    "identity": [None, None, None, None, "{NAME} is the {sector} company behind {flagship}.",
                 None, None],
}
VOICES["news"].update({"competitors": VOICES["db"]["competitors"]})
W8_WORDING["Competitors include: {competitors}"] = "Competitors: {competitors}"
W8_WORDING["Similar companies include: {competitors}"] = "Similar companies: {competitors}"
LABELS["competitors"] = ["Competitors include: {competitors}",
                         "Similar companies include: {competitors}"]
# the investors of a round, the lead among them: never "X led … X joined the round"
W8_WORDING["The investors in the round were {rinvestors}."] = "{rinvestors} took part in the round."
W8_WORDING["All told, the round drew {rinvestors}."] = "The round drew {rinvestors}."
T["round_investors"][1] = "The investors in the round were {rinvestors}."
T["round_investors"][2] = "All told, the round drew {rinvestors}."
T["round_investors"][3] = "The investor group in the financing was {rinvestors}."
W8_WORDING["The investor group in the financing was {rinvestors}."] = \
    "Participants in the financing were {rinvestors}."
# ... and of a round with a single investor
# (worded after the template it replaces: one wording stood on dozens of pages, w15)
SOLE_INVESTOR: dict[str, str] = dict(zip(T["round_investors"], [
    "{rinvestors} was the only investor in the round.",
    "{rinvestors} was the sole investor in {N_s} round.",
    "{N} raised the round from {rinvestors} alone.",
    "No other investor joined {rinvestors} in the round.",
], strict=True))
# a release naming a new chief executive "today": the handover is news, in the present
VOICES["appointment"] = {"former_ceo": [
    "{ceo} takes over from {former_ceo}, who has led {N} as CEO until now.",
    "{ceo} succeeds {former_ceo} as chief executive of {N}.",
    "{former_ceo}, chief executive until now, hands the role to {ceo}.",
    "{former_ceo}, who has run {N} as CEO for several years, is succeeded by {ceo}.",
]}
# the release is dated the day of its round: its valuation needs no month of its own, and its
# date line is not "announced" a third time
VOICES["release"]["valuation"] = [
    "The round values {N} at {valuation} post-money.",
    "The deal puts {N_s} post-money valuation at {valuation}.",
    "{N} is valued at {valuation} after the round.",
]
VOICES["release"]["round_date"] = [
    "The round's terms were signed on {rdate}.",
    "{N} signed the terms in {rdate_m}.",
    "{N} signed the round's terms on {rdate}.",
]
# an interview's answer on the competition opens with the market as a reason there is any
_CEO_MARKET: list[str | None] = [
    "It is a big market, and a busy one: {tam_source} sized {market} at {tam} in {tam_year}.",
    "{tam_source} puts the {market} market we serve at {tam} ({tam_year}), growing at a "
    "{cagr} CAGR, so we are far from alone in it.",
    "There is room for several of us: the {market} market we compete in was worth {tam} in "
    "{tam_year}, according to {tam_source}.",
    "We compete in {market}, which is expected to grow at a {cagr} compound annual rate, so "
    "plenty of companies want a piece of it.",
]
VOICES["ceo_founder"] = {**VOICES["ceo_founder"], "market": _CEO_MARKET}
VOICES["ceo_hired"] = {**VOICES["ceo_hired"], "market": _CEO_MARKET}
# a chief executive who founded the company alone says "I" (w15 panel: "Diego Daivssen
# started Trevis AI in 2021", said by Diego Daivssen)
_FOUNDED_ALONE: list[str | None] = [
    "{me} founded {N} in {founded}.",
    "{me} started {N} in {founded}, and we have been headquartered in {hq} ever since.",
    "{me} started the company in {founded}.",
    "{me} started {N} on my own in {founded}.",
    "We have been at it since {founded}.",
    "{me} founded {N} in {founded}, and from the start we focused on {domain}.",
    "It goes back to {founded}, when {me} set it up in {city}.",
    "When {me} founded {N} in {founded}, we started out working on {domain}.",
]
VOICES["ceo_solo"] = {**_WE, "founded": _FOUNDED_ALONE, "market": _CEO_MARKET}
# a story on a round states its date again in its own line ("The round was announced on …"):
# the round's line says when it closed, not that it was announced
VOICES["news"]["round"] = [
    None,
    None,
    None,
    "{rlead} led {N_s} {ramount} {rtype} round, which closed in {rdate_m}.",
    "{N} closed a {rtype} funding round of {ramount} in {rdate_m}, led by {rlead}.",
    "{N} raised {ramount} in {rtype} funding led by {rlead}, in a deal completed on {rdate}.",
    None,
]
