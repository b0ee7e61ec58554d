"""How census claims are worded: the sentences a model writes in a tearsheet, realized from a
fact's value in many phrasings and number/date formats.

The value formats come from the world's own surface-form module (`tearsheet_env.world.formats`),
so a claim may write "$42.5 million" while its evidence says "USD 42.5M" — the judge has to read,
not string-match. Templates are grouped by what the sentence states; a slot is `{name}` (the
company), `{v}` (the fact's value) or a named extra.
"""

from __future__ import annotations

import random
from typing import Any

from tearsheet_env.world.formats import (
    MONTHS,
    fmt_count,
    fmt_date,
    fmt_money,
    fmt_percent,
    join_names,
)

# fact family -> report-style sentences; {name} is the company, {v} the value
TEMPLATES: dict[str, list[str]] = {
    "overview.founded_year": [
        "{name} was founded in {v}.",
        "Founded in {v}, {name} has grown steadily since.",
        "{name} traces its origins to {v}, when the company was established.",
        "The company has been operating since its founding in {v}.",
        "{name} was established in {v}.",
    ],
    "overview.headquarters": [
        "{name} is headquartered in {v}.",
        "The company is based in {v}.",
        "{name} runs its operations from its headquarters in {v}.",
        "Headquartered in {v}, {name} serves customers across its region.",
    ],
    "overview.founders": [
        "{name} was founded by {v}.",
        "The company's founders are {v}.",
        "{v} founded {name}.",
        "{name} was started by {v}.",
    ],
    "overview.sector": [
        "{name} operates in the {v} sector.",
        "{name} is a {v} company.",
        "The company is active in {v}.",
    ],
    "overview.website": [
        "{name}'s official website is {v}.",
        "The company's website is {v}.",
        "{name} publishes its product and company information at {v}.",
    ],
    "products.flagship": [
        "{name}'s flagship product is {v}.",
        "The company's main offering is {v}.",
        "{v} is the flagship product of {name}.",
        "Most of {name}'s customers start with its flagship product, {v}.",
    ],
    "products.flagship_type": [
        "{product} is a {v}.",
        "{name}'s flagship, {product}, is a {v}.",
        "The company sells {product}, a {v}.",
    ],
    "products.flagship_launch_year": [
        "{product} launched in {v}.",
        "{name} brought {product} to market in {v}.",
        "The flagship product, {product}, has been available since {v}.",
    ],
    "products.lines": [
        "{name}'s product lines are {v}.",
        "The company's portfolio spans {v}.",
        "{name} sells {v}.",
    ],
    "leadership.ceo": [
        "{v} is the chief executive officer of {name}.",
        "{name} is led by CEO {v}.",
        "{v} serves as {name}'s CEO.",
        "The company's chief executive is {v}.",
    ],
    "leadership.cto": [
        "{v} is {name}'s chief technology officer.",
        "Engineering at {name} is led by CTO {v}.",
        "{v} serves as CTO.",
    ],
    "leadership.former_ceo": [
        "{v} previously led {name} as chief executive.",
        "{v} is the company's former CEO.",
        "Before the current leadership, {v} served as {name}'s CEO.",
    ],
    "funding.total_raised": [
        "{name} has raised {v} in total funding.",
        "Total funding to date stands at {v}.",
        "In all, {name} has raised {v}.",
        "{name}'s total disclosed funding amounts to {v}.",
    ],
    "funding.rounds_count": [
        "{name} has completed {v} funding rounds.",
        "The company has raised money in {v} disclosed rounds.",
    ],
    "funding.latest_round.amount": [
        "{name} raised {v} in its latest round.",
        "The company's most recent financing brought in {v}.",
        "{name}'s latest funding round totalled {v}.",
        "Its most recent round raised {v}.",
    ],
    "funding.latest_round.type": [
        "{name}'s latest financing was a {v} round.",
        "The most recent round was a {v}.",
        "{name} most recently raised a {v} round.",
    ],
    "funding.latest_round.lead": [
        "{v} led {name}'s latest round.",
        "The most recent round was led by {v}.",
        "{name}'s latest financing was led by {v}.",
    ],
    "funding.investors": [
        "{name}'s investors include {v}.",
        "The company is backed by {v}.",
        "Backers of {name} include {v}.",
    ],
    "funding.last_valuation": [
        "{name} was valued at {v} post-money.",
        "The latest round valued the company at {v}.",
        "{name}'s post-money valuation stands at {v}.",
    ],
    "financials.revenue": [
        "{name} reported revenue of {v}.",
        "Annual revenue reached {v}.",
        "The company booked {v} in revenue.",
    ],
    "financials.revenue_growth": [
        "{name}'s revenue grew {v} year over year.",
        "Revenue was up {v} on the previous year.",
        "Sales increased by {v} year over year.",
    ],
    "financials.headcount": [
        "{name} employs {v} people.",
        "The company has {v} employees.",
        "{name}'s team numbers {v}.",
        "{name} has a staff of {v}.",
    ],
    "customers.notable": [
        "{name}'s customers include {v}.",
        "{v} are among {name}'s customers.",
        "Notable customers include {v}.",
    ],
    "customers.partners": [
        "{name} partners with {v}.",
        "The company's partners include {v}.",
        "{name} has partnerships with {v}.",
    ],
    "market.name": [
        "{name} addresses the {v} market.",
        "The company competes in {v}.",
    ],
    "market.tam": [
        "The {market} market was sized at {v}.",
        "{name}'s addressable market, {market}, is estimated at {v}.",
        "Analysts put the {market} market at {v}.",
    ],
    "market.cagr": [
        "The {market} market is expected to grow at a {v} CAGR.",
        "Analysts expect {market} to grow {v} a year.",
        "The {market} market is projected to expand at {v} annually.",
    ],
    "competition.competitors": [
        "{name} competes with {v}.",
        "Its competitors include {v}.",
        "Rivals of {name} include {v}.",
    ],
    "recent.latest_event": [
        "{on_date}, {name} {v}.",
        "Most recently, {name} {v} ({date}).",
        "{on_date}, in its most recent announcement, {name} {v}.",
    ],
}


def money_text(value: dict[str, Any], rng: random.Random) -> str:
    style = rng.choice(["symbol_long", "code_short", "symbol_tiny", "code_long", "symbol_long"])
    return fmt_money(value, rng, style)


def date_text(iso: str, rng: random.Random, precision: str | None = None) -> str:
    if len(iso) == 7:
        iso = iso + "-01"
        precision = precision or "month"
    return fmt_date(iso, rng, precision or rng.choice(["day", "month", "month"]))


def on_date(text: str) -> str:
    """ "On 18 May 2026" for a day, "In May 2026" for a month."""
    day = (len(text) == 10 and text[4] == "-") or (text[0].isdigit() and " " in text) or (
        "," in text)
    return f"{'On' if day else 'In'} {text}"


def month_year(iso: str) -> str:
    return f"{MONTHS[int(iso[5:7]) - 1]} {iso[:4]}"


def value_text(fact_type: str, value: Any, rng: random.Random) -> str:
    """A report-style surface form of a truth value of the given contract type."""
    if value is None:
        return ""
    if fact_type == "money" and isinstance(value, dict):
        return money_text(value, rng)
    if fact_type == "count":
        return fmt_count(int(value), rng)
    if fact_type == "percent":
        return fmt_percent(float(value), rng)
    if fact_type == "date":
        return date_text(str(value), rng)
    if fact_type == "list" and isinstance(value, list):
        return join_names([str(v) for v in value])
    return str(value)


def sentence(family: str, rng: random.Random, **slots: Any) -> str:
    """One sentence of `family` with its slots filled; the first letter is capitalized."""
    template = rng.choice(TEMPLATES[family])
    text = template.format(**slots)
    return text[0].upper() + text[1:]


def event_clause(text: str) -> str:
    """An event description from the world ("Launched X, a ...") as a verb phrase
    ("launched X, a ...") that follows the company's name."""
    return text[0].lower() + text[1:] if text else text
