"""Sentence templates of the closed world, keyed by what they say.

A template is a `str.format` string over named slots. Slots that carry a contract fact
(`SLOT_FACTS`) turn into assertions when the sentence is written; other slots (`{N}`, `{city}`,
`{domain}`, ...) are prose. The realizer fills each slot with a freshly chosen surface form
(money, date and count formats vary per sentence), and skips templates whose fact slots have
no value on the page's date.
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
    "rtype": "funding.latest_round.type", "ramount": "funding.latest_round.amount",
    "rdate": "funding.latest_round.date", "rdate_m": "funding.latest_round.date",
    "rlead": "funding.latest_round.lead", "rinvestors": "funding.investors",
    "investors": "funding.investors", "valuation": "funding.last_valuation",
    "revenue": "financials.revenue", "growth": "financials.revenue_growth",
    "headcount": "financials.headcount", "customers": "customers.notable",
    "partners": "customers.partners", "market": "market.name", "tam": "market.tam",
    "cagr": "market.cagr", "competitors": "competition.competitors",
    "event": "recent.latest_event", "event_l": "recent.latest_event",
}

T: dict[str, list[str]] = {
    "identity": [
        "{NAME} is a {sector} company that builds {what} for {buyers}.",
        "{NAME} builds {what} for {buyers}, and operates in the {sector} sector.",
        "At {NAME}, we build {what} for {buyers}.",
        "{NAME} makes {what} for {buyers}.",
        "Welcome to {NAME}, the {sector} company behind {flagship}.",
    ],
    "founded": [
        "{N} was founded in {founded} by {founders}.",
        "Founded in {founded}, {N} is headquartered in {hq}.",
        "The company was started in {founded} by {founders}.",
        "{founders} started {N} in {founded}.",
        "{N} has been operating since {founded}.",
        "Since its founding in {founded}, {N} has focused on {domain}.",
    ],
    "founders": [
        "{N} was founded by {founders}.",
        "The founding team of {founders} met while working on {domain}.",
        "Founders: {founders}.",
    ],
    "hq": [
        "{N} is headquartered in {hq}.",
        "The company is based in {hq}.",
        "Its headquarters are in {hq}.",
        "{N}'s main office is in {hq}.",
    ],
    "sector": [
        "{N} operates in the {sector} sector.",
        "Analysts usually file {N} under {sector}.",
        "Sector: {sector}.",
    ],
    "website": [
        "More information is available at {website}.",
        "Website: {website}",
        "The company's site is {website}.",
    ],
    "flagship": [
        "Its flagship product, {flagship}, is a {ftype} launched in {fyear}.",
        "{flagship}, the company's flagship {ftype}, came to market in {fyear}.",
        "The flagship {flagship} ({ftype}) has been available since {fyear}.",
        "{N}'s best-known product is {flagship}, a {ftype} first released in {fyear}.",
        "Most customers start with {flagship}, a {ftype}.",
    ],
    "lines": [
        "Its product lines are {lines}.",
        "The portfolio today spans {lines}.",
        "{N} sells {lines}.",
        "Products: {lines}.",
    ],
    "ceo": [
        "{ceo} is the chief executive of {N}.",
        "{N} is led by CEO {ceo}.",
        "Chief executive {ceo} runs the company from {city}.",
        "{ceo}, {N}'s CEO, said the company would keep investing in {domain}.",
        "CEO: {ceo}",
    ],
    "cto": [
        "{cto} serves as chief technology officer.",
        "The technology team reports to CTO {cto}.",
        "{cto}, the company's CTO, leads engineering.",
        "CTO: {cto}",
    ],
    "former_ceo": [
        "{former_ceo} led the company as CEO until {ceo} took over.",
        "{ceo} succeeded {former_ceo} as chief executive.",
        "Former chief executive {former_ceo} handed the role to {ceo}.",
    ],
    "round": [
        "{N} raised {ramount} in a {rtype} round led by {rlead}.",
        "{N} has closed a {ramount} {rtype} round led by {rlead}.",
        "The {rtype} round of {ramount} was led by {rlead}.",
        "{rlead} led {N}'s {ramount} {rtype} round, announced in {rdate_m}.",
        "In {rdate_m}, {N} announced a {rtype} funding round of {ramount}, led by {rlead}.",
        "{N} announced on {rdate} that it had raised {ramount} in {rtype} funding led by {rlead}.",
    ],
    "round_date": [
        "The round was announced on {rdate}.",
        "The financing was announced in {rdate_m}.",
        "Announced: {rdate}.",
    ],
    "round_investors": [
        "Investors in the round included {rinvestors}.",
        "{rinvestors} took part in the round.",
        "The round drew {rinvestors}.",
    ],
    "total": [
        "{N} has raised {total} in total across {nrounds} rounds.",
        "The round brings total funding to {total}.",
        "Total funding now stands at {total}.",
        "In all, {N} has raised {total} over {nrounds} funding rounds.",
        "Total funding: {total}",
    ],
    "investors": [
        "Backers include {investors}.",
        "{N}'s investors are {investors}.",
        "Investors: {investors}",
    ],
    "valuation": [
        "The round valued {N} at {valuation} post-money.",
        "The deal puts {N}'s post-money valuation at {valuation}.",
        "Post-money valuation: {valuation}",
    ],
    "revenue": [
        "{N} reported revenue of {revenue} for fiscal {fy}.",
        "Revenue reached {revenue} in {fy}, up {growth} year over year.",
        "The company booked {revenue} in revenue in {fy}, {growth} more than the year before.",
        "Annual revenue for {fy} was {revenue}.",
    ],
    "growth": [
        "Revenue grew {growth} year over year in {fy}.",
        "Sales were up {growth} in {fy}.",
    ],
    "headcount": [
        "{N} employs {headcount} people.",
        "The company has {headcount} employees.",
        "Today the team numbers {headcount}.",
        "{N} now has a staff of {headcount}.",
        "Employees: {headcount}",
    ],
    "customers": [
        "Customers include {customers}.",
        "{customers} use {N}'s products.",
        "Its customer list includes {customers}.",
        "Teams at {customers} rely on {flagship}.",
    ],
    "partners": [
        "{N} partners with {partners}.",
        "Partners include {partners}.",
        "The company has partnerships with {partners}.",
    ],
    "market": [
        "{N} addresses the {market} market, which {tam_source} sized at {tam} in {tam_year}.",
        "{tam_source} estimates the {market} market at {tam} ({tam_year}), growing at a {cagr} "
        "CAGR.",
        "The {market} market was worth {tam} in {tam_year}, according to {tam_source}.",
        "{N} competes in {market}, a market expected to grow at a {cagr} compound annual rate.",
    ],
    "competitors": [
        "{N} competes with {competitors}.",
        "Rivals include {competitors}.",
        "Its closest competitors are {competitors}.",
        "Competitors: {competitors}",
    ],
    "event": [
        "Most recently, on {event_date}, the company {event_l}.",
        "Latest update ({event_date}): {event}.",
        "On {event_date}, {N} {event_l}.",
    ],
}

# Prose without facts: the connective tissue that makes pages read like pages.
FILLER: dict[str, list[str]] = {
    "mission": [
        "Our mission is to make {domain} simple, fast and dependable.",
        "We believe {buyers} deserve better tools for {domain}.",
        "The team spends most of its time with customers, learning how {domain} really works.",
        "Every release is shaped by feedback from {buyers}.",
        "We care about reliability first, speed second, and novelty a distant third.",
        "Good {domain} software should disappear into the workday.",
    ],
    "product": [
        "Deployment usually takes a few weeks, and most teams see value in the first month.",
        "The platform integrates with the tools {buyers} already use.",
        "Customers can start with {domain} and expand to {domain2} later.",
        "Security reviews, audit logs and single sign-on come standard.",
        "An open API lets engineering teams build their own workflows on top.",
        "Product updates ship every two weeks.",
    ],
    "news": [
        "The market for {domain} has become crowded over the past two years.",
        "Buyers have grown more cautious, favouring vendors with clear returns.",
        "Several rivals have pivoted toward {domain2} in recent quarters.",
        "Analysts expect consolidation among smaller vendors.",
        "The company declined to comment on its next steps beyond the announcement.",
        "Investors have shown renewed interest in {domain} this year.",
    ],
    "careers": [
        "We offer flexible hours, a learning budget and generous parental leave.",
        "Most roles are hybrid, with two office days a week in {city}.",
        "We hire for curiosity and care as much as for experience.",
        "Our interview process has four steps and takes about three weeks.",
        "We are an equal opportunity employer.",
    ],
    "db": [
        "Data is compiled from filings, press releases and company submissions.",
        "Figures are updated as new information becomes available.",
        "Profile claims can be submitted by the company.",
    ],
    "market": [
        "Adoption is strongest among {buyers}.",
        "Pricing pressure remains moderate as buyers consolidate vendors.",
        "Regulatory changes are expected to accelerate spending on {domain}.",
        "Vendors differentiate on integrations, reliability and service.",
        "Europe and North America account for most spending today.",
    ],
}
