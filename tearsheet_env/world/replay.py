"""The draws world w8's fact-free prose made, replayed so that w9 keeps every fact, date and URL.

World w8 wrote its filler from this module: a sentence was a pattern of choice points —
`[a|b|c]` picks one alternative, `{slot}` takes one of the page's own words or a word bank —
drawn from the company's random stream, the same stream that then drew the next page's date,
URL, title and facts. Issue 23 (phase 2) replaced that prose with the paragraph library of
`world/library.py`, drawn from a stream of each page's own (`world/compose.py`), but the facts,
dates and URLs of every page had to stay exactly as w8 drew them (a corpus of real agents'
rollouts is scored against them). So the writer still draws each w8 sentence here, at the
place w8 drew it, and keeps its text only as the page's *stream* layer: its length paced w8's
padding, and a paywall's teaser and a syndicated copy select their facts by it
(`writer.Page`). No w9 page shows these sentences.

Changing anything here (a pattern, a bank, the order of draws) moves every later fact of
the world: `tests/test_world.py` pins the pages' facts (`PAGE_FACTS_SHA256`).
"""

from __future__ import annotations

import random

from tearsheet_env.world.patterns import cap, expand, expand_length

BANKS: dict[str, list[str]] = {
    "adj": ["messy", "manual", "slow", "fragile", "costly", "tangled", "routine", "clumsy",
            "error-prone", "fragmented", "legacy", "paper-based", "repetitive", "opaque",
            "siloed", "brittle", "overdue", "unglamorous", "stubborn", "seasonal", "patchy",
            "ad hoc", "sprawling", "outdated", "duplicated", "hidden", "inconsistent",
            "half-automated", "undocumented", "noisy", "late", "scattered"],
    "noun": ["workflows", "handoffs", "approvals", "reports", "audits", "integrations",
             "spreadsheets", "exceptions", "dashboards", "alerts", "rollouts", "renewals",
             "tickets", "pipelines", "checklists", "sign-offs", "forecasts", "escalations",
             "reconciliations", "schedules", "records", "queues", "inboxes", "templates",
             "exports", "reviews", "backlogs", "rosters", "logs", "processes", "routines"],
    "time": ["this quarter", "last spring", "over the summer", "earlier this year",
             "in recent weeks", "before the holidays", "over the winter", "since launch",
             "in the autumn", "last year", "this month", "lately", "after the pilot",
             "this spring", "last summer", "in January", "in March", "by midsummer",
             "since the autumn", "through the winter", "in late spring", "this past year",
             "around the new year", "in the spring", "over two quarters", "since February",
             "after the summer break", "in the weeks since", "before year end", "in May",
             "over recent quarters", "since last autumn", "during the busy season"],
    "verb": ["rebuilt", "simplified", "automated", "rethought", "measured", "untangled",
             "documented", "redesigned", "streamlined", "reworked", "audited", "trimmed",
             "mapped", "tested", "replaced", "rewired", "cleaned up", "shortened"],
    "people": ["buyers", "customers", "operators", "managers", "administrators", "analysts",
               "supervisors", "planners", "auditors", "coordinators", "leads", "users"],
    "seen": ["said", "noted", "argued", "added", "observed", "cautioned", "conceded",
             "explained", "suggested", "insisted", "countered", "remarked"],
    "who": ["analyst", "consultant", "investor", "engineer", "founder", "buyer", "executive",
            "researcher", "operator", "adviser", "banker", "recruiter"],
    "firm": ["client", "rival", "partner firm", "competitor", "supplier", "customer",
             "regional bank", "agency", "retailer", "manufacturer", "hospital group",
             "logistics group", "utility", "insurer", "school district", "university"],
    "good": ["simpler", "faster", "cheaper", "clearer", "calmer", "safer", "quieter",
             "steadier", "leaner", "smoother", "sturdier", "saner"],
    "much": ["hours", "days", "weeks", "afternoons", "evenings", "meetings", "phone calls",
             "emails", "clicks", "manual steps", "late nights", "status calls"],
}

PATTERNS: dict[str, list[str]] = {
    "company": [
        "[Each|Every] [{noun}|{adj} process|{adj} task] [we|our team] [automate|remove|shorten"
        "|simplify] [gives|hands|returns|frees] {people} [back|up] [an hour|a morning"
        "|an afternoon|some time] [for|to spend on|to invest in] {domain}.",
        "[Our|The] [first|earliest|original|founding] [customers|users|partners|pilots] "
        "[came|arrived|joined|found us] [through|via|from] [word of mouth|referrals"
        "|a conference in {city}|a blog post|a forum thread], [and|so] [we|our team] "
        "[still|now|always] [answer|read|reply to|review] [every|each] [message|email"
        "|request|question] [ourselves|personally|in person|by hand].",
        "[Nobody|No one|Not one customer] [wakes up|goes to work|signs up|joins] [wanting"
        "|hoping|asking|planning] [more|extra|another round of|yet more] {adj} {noun}; "
        "[they|people|{people}] [want|need|ask for|expect] {good} {domain}.",
        "[If|When|Whenever] {noun} [break|fail|stall|slip], [our|the] [system|platform"
        "|product|software] [flags|surfaces|catches|routes] [them|it|the problem|the issue] "
        "[to|for] [whoever|the owner who|the team that|the lead who|the group that] "
        "[owns|handles|runs|watches] "
        "{domain}.",
        "[We|Our team|Our engineers] [publish|share|post|write up] [what|whatever|everything"
        "|most of what] [we|they] [learn|find|measure|break] [about|in|around] {domain} "
        "[on|in|through] [our blog|a public changelog|monthly notes|the help centre].",
        "[We|Our team|Our engineers|Our designers|The team here] {verb} the {adj} {noun} "
        "[behind|around|inside|beneath|within|under] {domain} {time}.",
        "[Most|Many|Plenty of|A lot of] {people} [still|often|routinely] [lose|waste|spend] "
        "{much} on {adj} {noun}, [and|so] [{N}|our platform|our product|our team] [exists"
        "|was built|keeps working|is designed] to [fix|change|end|shorten] [that|this].",
        "[Good|Useful|Well-made|Honest] [software|tooling|technology] for {domain} should "
        "[feel|be|stay|look] {good} [than|next to|compared with] the {adj} {noun} it "
        "[replaces|retires|succeeds|displaces|supersedes].",
        "[We|Our people] [visit|call|sit with|shadow] {people} [in|near|around|outside] "
        "{city} [every|each|most|many a] [week|month|quarter|season] to [see|learn|watch|hear] "
        "[how|where|why] {domain} [breaks|slows down|goes wrong|gets stuck].",
        "[Our|The|This year's|Next year's] [roadmap|backlog|priorities|plans] [come|flow"
        "|grow|emerge] [from|out of] [talks with|time with|notes from|visits to] {people} "
        "[who|that] [know|live with|deal with|fight] {adj} {noun} [daily|every day"
        "|each week|at month end].",
        "[Privacy|Security|Reliability|Uptime|Data protection] [comes|sits|stays|ranks] "
        "[first|ahead of features|above speed|at the top] [in|for|across] [every|each|any] "
        "[feature|release|module|integration] [we|our engineers] [ship|build|design|plan] "
        "for {people} [handling|running|working on|in charge of] {domain}.",
        "[Ask|Talk to|Email|Call|Write to] [our|the] [support|success|onboarding|service] "
        "[team|desk|crew|staff] [any time|on weekdays|at your convenience|from {city}|by chat"
        "|by phone] about "
        "{adj} {noun}; [most|nearly all|the majority of] [questions|tickets|requests] get "
        "[an answer|a reply|a fix|a response|help] [within a day|the same day|inside hours"
        "|overnight|before lunch|quickly].",
    ],
    "press": [
        "[Demand|Interest|Appetite|Enthusiasm] [from|among|across] {people} [in|around|near] "
        "{city} [rose|climbed|grew|picked up] {time}, [as|while|after] [teams|firms|groups"
        "|offices] [dropped|retired|phased out|abandoned] {adj} {noun} [for|in favour of"
        "|in exchange for] {good} [tools|methods|systems|options].",
        "[Early|Initial|Pilot|First] [deployments|rollouts|installations|projects] [cut"
        "|reduced|trimmed|halved] [the|their] [time|effort|cost|delay] [of|behind|tied to] "
        "{noun} [for|among|at] {people}, [according to|based on|citing] [internal|customer"
        "|pilot|early] [figures|surveys|feedback|reviews].",
        "[{N}|The company] [credits|thanks|points to] [its|a] [small|focused|patient"
        "|stubborn] [team|crew|group] [of|with|made up of] [engineers|designers|operators"
        "|former {people}] [for|behind] [the|its] [progress|traction|momentum|results] "
        "[in|around|across] {domain}.",
        "[The company|{N}] [expects|plans|intends|aims] to [expand|deepen|broaden|grow] "
        "its [work|presence|offering|footprint] in {domain} [over the coming months"
        "|through next year|as demand grows|in new regions].",
        "[The|This] [announcement|news|milestone|move] [follows|comes after|builds on|caps] "
        "[months|a year|a season|a stretch] of [growing|rising|steady|new] [demand|interest"
        "|adoption|uptake] from {people} [tired of|frustrated with|stuck with|moving off] "
        "{adj} {noun}.",
        "[{N}|The company] [serves|supports|works with|equips] {buyers} [that want|seeking"
        "|who need|looking for] {good} {noun} [and|plus|along with] [fewer|less] {adj} "
        "[steps|work|effort|overhead].",
        "[Further|More|Additional|Fuller] [details|updates|specifics|plans] [will be"
        "|are to be|are expected to be] [shared|published|announced|released] [at|during"
        "|ahead of|after] [upcoming|the next|several|future] [industry events|customer days"
        "|trade shows|webinars] [in|near|outside|around] {city}, [where|when] {N} "
        "[will|plans to|hopes to] [show|demo|present|walk through] [its|new] {domain} "
        "[work|tools|features|results].",
    ],
    "news": [
        "[Adoption|Uptake|Spending|Hiring] [in|across|around] {domain} [rose|slowed|stalled"
        "|recovered] {time}, [according to|based on|per] [a survey of|interviews with"
        "|data from] {people} [in|around|near|outside] {city}.",
        "[Rivals|Competitors|Incumbents|Newcomers] [have|are] [cut|cutting|slashed|trimming] "
        "[prices|fees|contracts|headcount] [to win|to keep|to retain|to court|to lure|chasing"
        "|courting|wooing] {people} [tired of|weary of|fed up with|stuck with] {adj} {noun}.",
        "“[Frankly|Honestly|Look|Truthfully], {domain} [is|remains|stays|has been] "
        "[still|largely|mostly|basically] [a|the same] {adj} [business|market|niche|corner]"
        ",” {seen} [one|another] {who} [at|with|from] [one|another|a large] {firm} [in"
        "|near|outside|north of] {city}[, who asked not to be named|, speaking privately"
        "|, who requested anonymity|, who spoke anonymously| in a private conversation"
        "|, declining to be identified|].",
        "[Several|Some|A few|Many] {people} [at|inside|from] [a|one|another] {firm} "
        "[say|argue|complain|admit] that {adj} {noun} [still|continue to|often] "
        "[eat|cost|swallow|burn] {much} [each|every|per] [week|month|cycle].",
        "[The|This] [sector|niche|market|field] [has drawn|has seen|saw|attracted] "
        "[a wave of|renewed|uneven|cautious|fierce] [investor interest|competition"
        "|consolidation|price cuts|hiring] {time}, [as|while|even as] {people} "
        "[tightened|trimmed|froze|questioned] [budgets|spending|contracts|pilots].",
        "[Critics|Skeptics|Rivals|Some customers] [question|doubt|wonder] whether [the"
        "|this] [approach|model|product|pitch] [will|can] [scale|hold up|travel|last] "
        "[beyond|outside|past] {city} [in|during|through] [a|any] [downturn|slowdown"
        "|price war|budget freeze].",
        "[One|Another|A veteran] {who} [who|that] [covers|tracks|follows|studies] {domain} "
        "{seen} "
        "[buyers|{people}] [now|increasingly|mostly] [want|demand|ask for|expect] "
        "[proof|references|pilots|case studies] [before|ahead of|prior to] [signing"
        "|renewing|expanding|committing].",
    ],
    "analyst": [
        "[Our|The] [survey|interviews|model|data] [suggest|indicate|show|imply] that "
        "[spending on|demand for|adoption of|budgets for] {domain} [outpaces|lags|tracks"
        "|trails] [wider|general|overall|broader] [IT|software|technology|enterprise] "
        "[spending|budgets|demand|growth].",
        "[Respondents|Buyers|Procurement teams|Decision makers] [rank|rate|list|place] "
        "[integration effort|reliability|total cost|service quality|ease of rollout] "
        "[above|ahead of|before|over] [features|price|brand|speed] [when|while|as] "
        "[choosing|picking|comparing|evaluating] [vendors|suppliers|platforms|tools] "
        "for {domain}.",
        "[We|Our team|This report] [expect|anticipate|project|foresee] [further|more"
        "|continued|gradual] [consolidation|price pressure|specialisation|bundling] "
        "[among|across|within] [smaller|mid-sized|younger|regional] [vendors|providers"
        "|suppliers|players] [serving|selling to|focused on] {people}.",
    ],
    "employer": [
        "[Our|The] [team|group|squad|crew] [in|near|around] {city} [pairs|works|meets"
        "|collaborates] [with|alongside] {people} [who|that] [know|understand|live] {domain} "
        "[deeply|first-hand|from the inside|well].",
        "[Good|Strong|Great|Ideal] [candidates|applicants|hires|colleagues] [enjoy|like"
        "|relish|tolerate] [untangling|fixing|simplifying|questioning] {adj} {noun} "
        "[and|but also|while] [explaining|writing up|sharing|teaching] [what|how|why] "
        "[they|things] [changed|work|broke].",
        "[In|On] [your|the] first [weeks|month|quarter|ninety days] you will [meet|shadow"
        "|sit with|visit] {people} [in|near|around] {city} and [learn|see|map|study] [how"
        "|where|why] {adj} {noun} [slow|hold|trip|wear] [them|teams|everyone] [down|back|up"
        "|out].",
        "You will [own|shape|improve|lead|rethink] the {adj} {noun} [behind|around|inside"
        "|at the heart of] {domain} [from day one|with a small team|alongside design"
        "|end to end].",
        "[We offer|You get|The role includes|Expect] [a learning budget|flexible hours"
        "|hybrid work in {city}|paid parental leave|a mentor|published salary bands] "
        "[and|plus|as well as] [team offsites|a home-office allowance|time for side projects"
        "|private health cover|extra holiday] [, because|, since|; we think|: we believe] "
        "[people who fix|anyone untangling|whoever works on] {adj} {noun} [deserve|need"
        "|should get] [room|time|support|space] to [think|focus|breathe|recharge].",
        "[Experience with|Exposure to|Curiosity about|Interest in] {domain} [is a plus"
        "|helps|is welcome|counts], [as do|and so do|along with] [clear writing and "
        "patience|comfort with {people}|a habit of measuring results|care for {adj} {noun}].",
    ],
    "founder": [
        "[Honestly|Look|To be fair|In hindsight], the [hardest|strangest|best|slowest] "
        "[part|lesson|surprise|bit] was [how long|how often|how quickly] {adj} {noun} "
        "[change|pile up|break|come back].",
        "I [spend|try to spend|still spend|block out] [most of|part of|a day of|two days of] "
        "[my|each|every] week [with|on calls with|visiting|listening to] {people} "
        "[in|around|near|outside] {city}.",
        "[My|Our|The] [bet|view|hunch|belief] is that {domain} [will|should|must|can] "
        "[get|become|feel|turn] {good} [before|long before|well before|once] {people} "
        "[notice|care|ask|switch].",
    ],
    "db": [
        "[Figures|Numbers|Fields|Entries] [marked|flagged|shown|listed] [as|like] "
        "[estimates|estimated|unverified|approximate] [rely on|come from|use|reflect] "
        "[models|third-party data|user reports|scraped listings] [and|but|yet] [can|may"
        "|might|could] [differ|diverge|deviate|drift] [from|against] [company|official"
        "|filed|published] [figures|numbers|data|statements].",
        "[Data on this page|This profile|The figures shown|Profile details] [are compiled"
        "|come|are drawn|are taken] from [press releases|public filings|company submissions"
        "|news coverage] [and may lag|and can trail|and might miss|and may predate] "
        "[recent|the latest|newer] [changes|updates|events].",
        "[Sign in|Log in|Register|Subscribe] to [see|view|export|track] [similar companies"
        "|alerts|full funding history|employee trends] [for|about|on] [this|the] "
        "[company|profile|record].",
    ],
}

class ProseContext:
    """The page's own words: the company name, its city, domain phrases and buyers."""

    def __init__(self, name: str, city: str, domains: list[str], buyers: str,
                 rng: random.Random) -> None:
        self.name, self.city, self.domains, self.buyers, self.rng = name, city, domains, buyers, rng

    def word(self, slot: str) -> str:
        if slot == "N":
            return self.name
        if slot == "city":
            return self.city
        if slot == "domain":
            return self.rng.choice(self.domains)
        if slot == "buyers":
            return self.buyers
        return self.rng.choice(BANKS[slot])

    def expand(self, pattern: str) -> str:
        return expand(pattern, self.rng, self.word)

    def word_length(self, slot: str) -> int:
        """`len(self.word(slot))`, drawn the same way."""
        if slot == "N":
            return len(self.name)
        if slot == "city":
            return len(self.city)
        if slot == "domain":
            return len(self.rng.choice(self.domains))
        if slot == "buyers":
            return len(self.buyers)
        return len(self.rng.choice(BANKS[slot]))


# an opening phrase before some sentences, for every voice but the terse database notes
OPENERS = ["", "", "", "", "", "", "", "", "Meanwhile, ", "In {city}, ", "For {N}, ",
           "Day to day, ", "Over time, ", "Put simply, ", "Just as important, ", "{time}, ",
           "In practice, ", "Beyond that, ", "Even so, ", "Looking ahead, ", "More broadly, ",
           "On the ground, ", "By most accounts, ", "For {people}, ", "Still, ", "Often, ",
           "Quietly, ", "Admittedly, ", "In {domain}, ", "Around {city}, ", "Typically, ",
           "Crucially, ", "Either way, ", "To that end, ", "Since then, ", "Increasingly, ",
           "With {domain} in mind, ", "Back in {city}, ", "Like many {people}, "]


def sentence(voice: str, ctx: ProseContext) -> str:
    """One fact-free sentence in the voice (a key of `PATTERNS`)."""
    body = ctx.expand(ctx.rng.choice(PATTERNS[voice]))
    if voice == "db" or body.startswith("“"):
        return cap(body)
    opener = ctx.expand(ctx.rng.choice(OPENERS))
    return cap(opener + (body[:1].lower() + body[1:] if opener and not body.startswith(
        ("I ", "{N}", ctx.name, ctx.city)) else body))


def sentence_length(voice: str, ctx: ProseContext) -> tuple[int, bool]:
    """The length of the sentence `sentence(voice, ctx)` writes, and whether it is a quotation
    (it opens with “), drawing exactly what it draws: w9 replays w8's filler for its draws and
    its length, never its text."""
    pattern = ctx.rng.choice(PATTERNS[voice])
    body = expand_length(pattern, ctx.rng, ctx.word_length)
    if voice == "db" or pattern.startswith("“"):
        return body, pattern.startswith("“")
    return expand_length(ctx.rng.choice(OPENERS), ctx.rng, ctx.word_length) + body, False


VOICES = tuple(PATTERNS)
