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

