"""The paragraph library of world w9: the prose of every page kind, written per kind and per
place on the page (issue 23, phase 2), and the lengths pages of each kind run to.

Data, read by `world/compose.py`. A *role* is a list of paragraph templates; a template is a
tuple of sentence patterns in the syntax of `world/patterns.py` (`[a|b]` a choice, `{slot}` a
word of the page), "¶" starting a new paragraph and "- " items making a list. A page uses a
template at most once. Templates were written for what a reader of that kind of page expects:
a release's use of the money and its investor's reasons, a news story's context and an
analyst's caution, a job ad's duties for its role. They state no contract fact — no names of
people, amounts, years, counts or dates — so every fact on a page stays in its assertion list;
they may name what the page's facts already name (its product, partner or customer).

Slots: the company's `{N}`, `{N_s}`, `{city}`, `{what}`, `{buyers}`; the page's scene, one of
its sector's `SECTOR_SCENES` drawn once per page (`{users}`, `{setting}`, `{system}`,
`{metric}` plural noun phrases; `{task}` a singular noun phrase with no article; `{pain}` a
noun phrase used only after a verb or a preposition; `{domain}` its market); the page's own
(`{outlet}`, `{product}`, `{partner}`, `{customer}`, `{subsidiary}`, `{role}`, `{team}`,
`{first}`, `{market}`); and `BANKS`. `tests/test_world_prose.py` expands every choice of
every pattern and checks agreement mechanically (`world/agreement.py`).
"""

from __future__ import annotations

from tearsheet_env.world import vocab

# per sector, one scene for each of its domains (`vocab.SECTORS[…]["domain"]`): the market a
# reporter names (`{domain}`), who does the work there (plural), where (plural), the task (a
# singular noun phrase with no article: "dock booking"), what gets in its way (a noun phrase),
# the systems around it (plural) and what they measure (plural). A page draws one scene, the
# one of the domain its title or lede names when it names one, and says its words in every
# paragraph (issue 23, phase 3: one scenario per page)
_SCENES: dict[str, list[tuple[str, ...]]] = {
    "Fintech": [
        ("payment reconciliation", "finance teams/accounts teams", "finance departments",
         "month-end matching", "manual reconciliation", "ERP systems/accounting packages",
         "close times"),
        ("cross-border settlement", "treasury teams/treasury staff", "payment companies",
         "FX settlement", "late settlement", "correspondent bank portals/SWIFT messages",
         "settlement times"),
        ("cash forecasting", "treasury analysts/cash managers", "treasury departments",
         "cash positioning", "late bank statements", "bank portals/banking portals",
         "forecast errors"),
        ("card issuing", "payments operations teams/card operations staff", "card programmes",
         "card dispute handling", "duplicate data entry",
         "core banking platforms/card processors", "dispute resolution times"),
        ("ledger automation", "accountants/bookkeepers", "accounting teams", "journal entry",
         "spreadsheet workarounds", "general ledgers/accounting systems", "posting errors"),
        ("credit decisioning", "credit officers/loan officers", "lending desks",
         "loan underwriting", "paper loan files",
         "loan origination systems/credit bureaus' feeds", "approval times"),
    ],
    "Healthtech": [
        ("patient triage", "triage nurses/front-desk nurses", "urgent care clinics",
         "patient intake", "phone tag", "paging systems/phone lines", "waiting times"),
        ("care coordination", "care coordinators/case managers", "community care teams",
         "referral management", "missed follow-ups",
         "electronic health records/patient records systems", "missed appointments"),
        ("remote monitoring", "community nurses/remote care nurses", "cardiology clinics",
         "home reading review", "unread device alerts",
         "monitoring dashboards/device portals", "readmission rates"),
        ("clinical documentation", "clinicians/doctors", "outpatient clinics", "note-taking",
         "duplicate charting", "electronic health records/patient records systems",
         "charting hours"),
        ("medication adherence", "pharmacists/pharmacy technicians", "community pharmacies",
         "medication reconciliation", "missed doses", "pharmacy systems/prescribing systems",
         "refill rates"),
        ("discharge planning", "ward managers/bed managers", "hospital wards",
         "discharge paperwork", "late discharge summaries",
         "bed management systems/whiteboards", "discharge delays"),
    ],
    "Climate Tech": [
        ("battery dispatch", "energy traders/battery operators", "battery sites",
         "battery scheduling", "guesswork in dispatch",
         "energy management systems/trading platforms", "trading margins"),
        ("emissions tracking", "sustainability teams/ESG analysts", "manufacturing groups",
         "emissions reporting", "patchy emissions data", "meter data platforms/utility bills",
         "emission levels"),
        ("demand response", "energy managers/building managers", "commercial buildings",
         "load shifting", "expensive peak tariffs",
         "building management systems/building controls", "peak loads"),
        ("grid balancing", "grid operators/control room engineers", "substations",
         "load forecasting", "curtailed output", "SCADA systems/control systems",
         "outage minutes"),
        ("heat electrification", "facility engineers/plant engineers", "factories",
         "heat pump planning", "rising gas bills",
         "building management systems/building controls", "energy costs"),
        ("renewable forecasting", "asset managers/performance engineers", "solar farms",
         "output forecasting", "manual meter reads", "SCADA systems/control systems",
         "forecast errors"),
    ],
    "Logistics": [
        ("route planning", "transport planners/route planners", "distribution centres",
         "load planning", "empty miles", "transport management systems/routing tools",
         "per-drop costs"),
        ("dock scheduling", "dispatchers/yard schedulers", "warehouses", "dock booking",
         "phone-and-email booking", "warehouse management systems/warehouse systems",
         "dwell times"),
        ("shipment tracking", "customer service teams/shipment coordinators",
         "freight forwarders", "status updating", "late trucks",
         "telematics feeds/GPS trackers", "on-time rates"),
        ("carrier onboarding", "carrier managers/carrier sales reps", "freight brokerages",
         "carrier vetting", "lost paperwork", "shared inboxes/email threads",
         "onboarding times"),
        ("inventory slotting", "warehouse managers/inventory controllers",
         "fulfilment centres", "pick-face planning", "idle dock doors",
         "warehouse management systems/warehouse systems", "picking times"),
        ("proof of delivery", "delivery managers/fleet supervisors", "last-mile depots",
         "delivery confirmation", "lost paperwork", "driver apps/handheld scanners",
         "dispute rates"),
    ],
    "Cybersecurity": [
        ("threat detection", "security analysts/SOC analysts", "security operations centres",
         "alert triage", "alert fatigue", "SIEM tools/log platforms", "response times"),
        ("identity governance", "identity teams/access managers", "IT departments",
         "access certification", "stale permissions", "identity providers/directory services",
         "audit findings"),
        ("incident response", "incident responders/forensic analysts", "security teams",
         "incident investigation", "blind spots in the cloud",
         "ticketing systems/case management tools", "dwell times"),
        ("attack-surface mapping", "security engineers/cloud security engineers",
         "cloud teams", "asset discovery", "unknown internet-facing assets",
         "cloud consoles/cloud dashboards", "remediation times"),
        ("zero-trust access", "IT administrators/network administrators", "IT departments",
         "remote access", "shared VPN accounts", "identity providers/directory services",
         "access request times"),
        ("log analytics", "threat hunters/detection engineers", "managed security providers",
         "log search", "noisy detections", "SIEM tools/log platforms", "storage costs"),
    ],
    "Agritech": [
        ("soil sensing", "agronomists/soil scientists", "arable farms", "soil sampling",
         "guesswork at planting", "farm management tools/farm apps", "input costs"),
        ("irrigation scheduling", "growers/irrigation managers", "open fields",
         "irrigation planning", "overwatering", "irrigation controllers/pump controllers",
         "water volumes"),
        ("yield forecasting", "farm managers/orchard managers", "orchards",
         "harvest planning", "uneven yields", "farm management tools/farm apps",
         "yields"),
        ("crop protection", "crop advisers/vineyard managers", "vineyards",
         "spray scheduling", "late disease detection", "weather services/weather stations",
         "crop losses"),
        ("greenhouse climate control", "greenhouse operators/greenhouse growers",
         "greenhouses", "climate control", "hand-set vents",
         "climate computers/greenhouse controllers", "heating costs"),
        ("traceability", "co-op managers/quality managers", "packing sheds",
         "field record-keeping", "paper field logs", "paper logbooks/spreadsheets",
         "audit pass rates"),
    ],
    "Edtech": [
        ("skills assessment", "assessment leads/examiners", "training departments",
         "test design", "hours of marking", "learning management systems/course platforms",
         "pass rates"),
        ("adaptive practice", "teachers/maths teachers", "classrooms", "homework setting",
         "one-size-fits-all lessons", "learning management systems/course platforms",
         "assessment scores"),
        ("course authoring", "instructional designers/course developers", "universities",
         "course design", "outdated course material", "video tools/slide decks",
         "course ratings"),
        ("tutoring at scale", "tutoring coordinators/programme managers", "school districts",
         "tutor scheduling", "patchy attendance",
         "student information systems/school databases", "attendance rates"),
        ("certification tracking", "training managers/compliance officers",
         "compliance teams", "compliance training", "lapsed certificates",
         "shared drives/training spreadsheets", "completion rates"),
        ("classroom analytics", "school leaders/head teachers", "secondary schools",
         "progress tracking", "scattered records",
         "student information systems/school databases", "attainment rates"),
    ],
    "Industrial Robotics": [
        ("pick-and-place", "automation engineers/robotics engineers", "assembly lines",
         "part feeding", "repetitive strain", "PLCs/line controllers", "cycle times"),
        ("visual inspection", "quality inspectors/quality engineers", "assembly lines",
         "quality inspection", "manual inspection", "vision cameras/inspection cameras",
         "scrap rates"),
        ("palletizing", "line operators/shift supervisors", "packaging lines",
         "end-of-line packing", "back injuries",
         "manufacturing execution systems/shop-floor systems", "output rates"),
        ("machine tending", "plant managers/production managers", "machine shops",
         "machine loading", "unstaffed night shifts", "legacy robot cells/older robot arms",
         "spindle hours"),
        ("welding automation", "welding supervisors/welding engineers", "fabrication shops",
         "weld programming", "long changeovers", "legacy robot cells/older robot arms",
         "rework rates"),
        ("intralogistics", "operations managers/logistics engineers", "factory floors",
         "parts delivery", "forklift traffic",
         "manufacturing execution systems/shop-floor systems", "downtime hours"),
    ],
    "Biotech Tools": [
        ("assay automation", "assay developers/screening scientists", "screening groups",
         "plate preparation", "manual pipetting", "liquid handlers/pipetting robots",
         "hands-on hours"),
        ("sample tracking", "lab managers/biobank managers", "core facilities",
         "sample logging", "lost samples", "LIMS platforms/sample databases",
         "turnaround times"),
        ("sequence analysis", "bioinformaticians/computational biologists", "genomics groups",
         "data analysis", "analysis backlogs", "electronic lab notebooks/lab notebooks",
         "analysis times"),
        ("protein design", "protein engineers/structural biologists", "research labs",
         "variant screening", "failed expressions", "plate readers/screening instruments",
         "hit rates"),
        ("cell culture monitoring", "cell biologists/cell therapy scientists",
         "cell therapy labs", "culture checking", "contaminated flasks",
         "incubators/culture logs", "failure rates"),
        ("lab scheduling", "lab scientists/research associates", "shared labs",
         "instrument booking", "double-booked instruments",
         "spreadsheet calendars/booking sheets", "instrument idle times"),
    ],
    "Retail Tech": [
        ("demand forecasting", "category managers/demand planners", "supermarkets",
         "range planning", "overstock", "inventory systems/stock systems", "stockouts"),
        ("shelf monitoring", "store managers/shift managers", "convenience stores",
         "shelf auditing", "empty shelves", "handheld scanners/store apps",
         "out-of-stock rates"),
        ("checkout automation", "store operations teams/front-end managers", "grocery chains",
         "checkout staffing", "checkout queues", "point-of-sale systems/till systems",
         "queue times"),
        ("loyalty programs", "marketing teams/CRM managers", "department stores",
         "offer targeting", "untargeted discounts", "loyalty databases/CRM systems",
         "basket sizes"),
        ("price optimization", "pricing teams/pricing analysts", "retail chains",
         "price management", "stale prices", "point-of-sale systems/till systems", "margins"),
        ("order management", "fulfilment managers/pick-and-pack supervisors",
         "fulfilment centres", "order picking", "split shipments",
         "e-commerce platforms/online storefronts", "picking times"),
    ],
    "Proptech": [
        ("lease administration", "property managers/lettings managers", "apartment blocks",
         "lease renewal tracking", "missed lease dates",
         "property management systems/letting systems", "vacancy rates"),
        ("energy metering", "sustainability managers/energy managers", "commercial buildings",
         "energy reporting", "estimated energy bills", "building sensors/smart meters",
         "energy bills"),
        ("tenant experience", "leasing teams/tenant relations teams", "office buildings",
         "tenant onboarding", "unanswered tenant requests", "tenant apps/tenant portals",
         "tenant ratings"),
        ("site inspections", "site managers/site engineers", "construction sites", "snagging",
         "paper inspections", "shared spreadsheets/paper checklists", "defect counts"),
        ("maintenance ticketing", "facility managers/maintenance managers", "retail parks",
         "maintenance scheduling", "slow repairs",
         "property management systems/letting systems", "repair times"),
        ("access control", "security managers/front-of-house teams", "office buildings",
         "visitor management", "lost keys", "access systems/key cards", "badge issue times"),
    ],
    "Developer Tools": [
        ("distributed tracing", "site reliability engineers/SREs", "platform teams",
         "latency debugging", "blind spots between services",
         "monitoring tools/observability tools", "incident counts"),
        ("release automation", "platform engineers/DevOps engineers", "engineering teams",
         "release management", "manual release steps", "CI pipelines/build servers",
         "deploy frequencies"),
        ("incident review", "engineering managers/team leads", "on-call rotations",
         "postmortem writing", "repeat incidents", "issue trackers/ticket queues",
         "repeat incident rates"),
        ("code search", "developers/software engineers", "large codebases", "code navigation",
         "context switching", "code hosts/Git repositories", "review times"),
        ("test orchestration", "QA engineers/test engineers", "product teams",
         "test automation", "flaky tests", "CI pipelines/build servers", "build times"),
        ("API gateways", "backend engineers/API developers", "software companies",
         "API management", "undocumented endpoints", "cloud consoles/cloud dashboards",
         "error rates"),
    ],
    "Insurtech": [
        ("first notice of loss", "claims handlers/claims assessors", "claims departments",
         "claims intake", "paper claim forms", "policy administration systems/policy systems",
         "claims cycle times"),
        ("fraud screening", "fraud analysts/fraud investigators",
         "special investigation units", "fraud review", "missed fraud signals",
         "claims systems/claims platforms", "claims costs"),
        ("policy administration", "policy administrators/servicing teams",
         "insurers' back offices", "policy servicing", "rekeying data",
         "policy administration systems/policy systems", "processing times"),
        ("broker quoting", "brokers/account handlers", "broker offices", "commercial quoting",
         "slow quotes", "broker portals/insurer portals", "quote times"),
        ("claims triage", "claims managers/claims team leaders", "claims departments",
         "claims routing", "long phone queues", "email inboxes/phone queues",
         "settlement times"),
        ("catastrophe modelling", "underwriters/exposure analysts", "underwriting teams",
         "exposure analysis", "out-of-date exposure data", "rating engines/pricing models",
         "loss ratios"),
    ],
}
SCENE_SLOTS = ("domain", "users", "setting", "task", "pain", "system", "metric")
# a slot's words "a/b" are alternatives: a page takes one of them (two pages of one scene need
# not name the same people and tools)
SECTOR_SCENES: dict[str, list[dict[str, list[str]]]] = {
    sector: [{slot: words.split("/") for slot, words in zip(SCENE_SLOTS, scene, strict=True)}
             for scene in scenes]
    for sector, scenes in _SCENES.items()}
# every word a scene can give, per slot (the banks the checker and the tests expand)
SECTOR_WORDS: dict[str, dict[str, list[str]]] = {
    sector: {slot: sorted({w for scene in scenes for w in scene[slot]}) for slot in SCENE_SLOTS}
    for sector, scenes in SECTOR_SCENES.items()}
assert all([s["domain"][0] for s in SECTOR_SCENES[sector["name"]]] == sector["domain"]
           for sector in vocab.SECTORS)
assert set(SECTOR_WORDS) == {s["name"] for s in vocab.SECTORS}

BANKS: dict[str, list[str]] = {
    # when, without a date: prose never states one (a date is a fact, and a reader checks it)
    "lately": ["in recent months", "over the past year", "lately", "this year",
               "in the past few quarters", "recently"],
    # who comments on a company's market in a news story (a bank of patterns: each is
    # written out where it is used)
    "analyst": ["an analyst in {city} who covers {domain}",
                "an analyst at a research firm in {city}",
                "an industry analyst in {city} who follows software for {users}",
                "an independent analyst based in {city}",
                "an analyst at a market research firm in {city} who tracks {domain} vendors",
                "an analyst in {city} who advises investors on {domain}"],
}

# the team a job title sits in: its duties and requirements are that team's
TEAMS = {"Senior Software Engineer": "engineering", "Site Reliability Engineer": "engineering",
         "Hardware Engineer": "engineering", "Security Engineer": "engineering",
         "Account Executive": "sales", "Solutions Architect": "sales",
         "Product Manager": "product", "Data Scientist": "data",
         "Customer Success Manager": "customer", "Marketing Manager": "marketing",
         "Finance Manager": "finance", "Talent Partner": "people"}
assert set(TEAMS) == set(vocab.JOB_ROLES)


TEAM_NAMES = {"customer": "customer success", "people": "people and talent"}


def job_words(role: str) -> dict[str, str]:
    """The words a job ad's prose uses for its role: the team it sits in (its duties are the
    team's: `duties_<team>`) and the title with its article."""
    team = TEAMS.get(role, "engineering")
    article = "an" if role[:1] in "AEIOU" else "a"
    return {"family": team, "team": TEAM_NAMES.get(team, team), "role_a": f"{article} {role}"}

Template = tuple[str, ...] | str

# -- news: a reporter's context, other people's views, what comes next -----------------------
NEWS: dict[str, list[Template]] = {
    # the reporter's background to the story: the work the company's software does, who does
    # it, and why buyers are looking (any story: a round, a feature, a new chief, results).
    # Every sentence names something of its own company (its name, or its city or the outlet
    # with the page's scene) and offers a choice of wording: sentences of the sector's words
    # alone would repeat across companies, and one company's stories would repeat themselves
    "news_context": [
        ("In {setting}, much of {task} still runs on {system} and a good deal of email, "
         "{users} in {city} [told {outlet}|said in interviews with {outlet}|told {outlet} "
         "this month].",
         "That is the work {N} [wants to take over|is going after|has set out to automate]."),
        ("For {users} in {city}, the problem is an old one: hours go to {pain}, and {system} "
         "were never [built|designed] to prevent it, [managers told {outlet}|they told "
         "{outlet}|several told {outlet}].",
         "{N} says its software [takes much of that work off their hands|removes most of "
         "that manual work|cuts out much of that work]."),
        ("Pressure on {task} has grown {lately}, as [customers and auditors|managers and "
         "auditors|regulators and customers] ask {users} in {city} for better records and "
         "quicker answers.",
         "Most of the tools they rely on were built before those requests became [routine|"
         "common|standard], "
         "[which is the gap {N} is pitching into|and {N} is pitching itself into that "
         "gap|and that is the gap {N} wants to fill]."),
        ("Most of the people who use {N_s} product day to day are {users}, for whom {task} "
         "is [one job among many|only part of the job|one of many duties].",
         "Its pitch to them, [executives told {outlet}|a spokesperson told {outlet}], is "
         "[plain|simple]: less time lost to {pain} and a clearer view of {metric}."),
        ("{N} grew out of consulting work its founders did for {users} in {city}[ before "
         "the company was formed| while still working elsewhere|].",
         "That history shows in the product, which handles {task} well and makes few claims "
         "beyond it, [customers in {city} told {outlet}|according to customers in {city} who "
         "spoke to {outlet}]."),
        ("Spending on {domain} software has held up better than most technology budgets "
         "{lately}, buyers in {city} [told {outlet}|said in interviews with {outlet}].",
         "{N} has benefited, they say, because {users} can see the effect on {metric} "
         "[within weeks|quickly|within a quarter]."),
        ("{N} has found, like its rivals, that sales in {domain} are rarely [quick|fast|simple].",
         "Pilots with {users} can run for months, and a deal often turns on whether they "
         "are willing to change how they work, [buyers in {city} said|people who have run "
         "such pilots in {city} said|managers in {city} told {outlet}]."),
        ("Until recently, {users} in {city} had few options for {task} beyond {system} and "
         "a lot of [manual work|work by hand|copying between screens], [buyers told "
         "{outlet}|managers told {outlet}|according to people who spoke to {outlet}].",
         "A crop of newer vendors, {N} among them, [is trying to change that|wants to "
         "change that|has set out to change that] with software built around how the work is actually done."),
        ("Buyers in {city} who have compared vendors in {domain} describe a crowded field in "
         "which many products promise the same things to {users}[, several told {outlet}|, "
         "they told {outlet}|].",
         "What separates them, [those buyers said|the buyers said|one of them said], is how "
         "well a tool fits the way {users} already work, and on that score {N} [does "
         "well|is well regarded|comes out well]."),
        ("Staff shortages have made {task} harder to keep on top of, {users} in {city} "
         "[told {outlet}|said in interviews with {outlet}].",
         "The backlog tends to show up in {metric}, and {N} [argues|says|believes] that software can "
         "absorb much of the routine part of the job."),
        ("{N_s} first customers were teams of {users} around {city} that had outgrown "
         "{system} and did not want a large software project to replace them.",
         "{N} still sells the same way, [it told {outlet}|executives told {outlet}]: a "
         "small rollout first, then more teams once the first {users} are on board."),
        ("{task} sounds like back-office detail, but it feeds straight into {metric}, which "
         "is why senior managers in {city} have started to pay attention to it[, {users} "
         "told {outlet}|, according to {users} who spoke to {outlet}|].",
         "{N} has built its sales pitch around that link[, executives said|, the company "
         "said|]."),
        ("{buyers} around {city} have shown more interest in {domain} tools {lately}, as "
         "they look for ways to do more with the staff they have[, managers there told "
         "{outlet}|, according to managers who spoke to {outlet}].",
         "{N} is one of several companies [trying to meet that demand|going after that "
         "business|competing for that spending]."),
        ("In {city}, where {N} is based, the company is better known among {users} than "
         "among investors, according to people who follow {domain}.",
         "Most of its business, [the company told {outlet}|executives told {outlet}], has "
         "come through word of mouth among {users} at different {setting}."),
        ("The case for software like {N_s} is easiest to see in {metric}[, buyers say|, "
         "customers say|].",
         "When {task} is done by hand, {users} in {city} told {outlet}, problems [surface "
         "late and are expensive to fix|are spotted late and cost more to fix]."),
        ("{N} is not the only company to spot the opportunity in {task}[ in {city}|].",
         "But its founders came from {setting} themselves, and {users} who have met the team "
         "in {city} [say|told {outlet}] it shows in [how the product handles the daily work|the details of "
         "the product]."),
        ("The daily reality for {users} in {city} is a queue of small jobs: chasing updates, "
         "re-entering data and checking {system} for changes[, managers told {outlet}|].",
         "{N} [says|argues] its software clears much of that queue [automatically|without "
         "anyone having to ask]."),
    ],
    # an analyst, or another informed outsider, on the company's market and its chances (any
    # story): a remark stays within one sentence
    "news_analyst": [
        ("{analyst} [said|told {outlet}] {N_s} focus on {task} could serve it well as long as customers keep "
         "spending on {domain}.",
         "Narrow products raise a harder question, [the analyst added|the analyst said]: what "
         "{N} can sell to {users} next."),
        ("{analyst} [told {outlet}|said] that {users} rarely replace {system} in one go: "
         "“They add a tool, watch what it does to {metric} for a quarter, and only then "
         "decide whether to go further.”",),
        ("{analyst} described {domain} as [a neglected|an overlooked] corner of the software "
         "market, one in which many {users} still make do with {system}.",),
        ("In the view of {analyst}, {N_s} main strength is how well it knows {task}.",
         "Its main risk, the analyst [said|added|told {outlet}], is that larger software vendors decide {domain} is "
         "worth entering and go after {N_s} customers."),
        ("{analyst} [expects|predicts] more consolidation in {domain} as larger software vendors look to "
         "buy specialists rather than build [the same features|tools for {task}] "
         "themselves.",
         "Specialists with loyal customers, such as {N}, tend to be the ones they buy, "
         "[the analyst said|the analyst added|the analyst told {outlet}]."),
        ("Not everyone expects the {domain} market to support so many vendors: {analyst} [said|told {outlet}] "
         "buyers are already trimming their lists of suppliers, and that when budgets tighten "
         "“the tool that nobody in {setting} opens every day is the first to go.”",),
        ("{analyst} [said|told {outlet}] buyers now ask for evidence on {metric} before they sign, not "
         "after[, and that {users} are often asked to collect it|].",
         "That favours vendors with reference customers, the analyst [said|added|told "
         "{outlet}], and makes {N_s} "
         "first accounts [worth more than their contract value|more valuable than their size "
         "suggests]."),
        ("For {analyst}, the deciding factor in {domain} is not the software but whether "
         "{users} will change how they work: “Every vendor demos well; the ones that last "
         "are those whose tool is still open on people's desks months later.”",),
        ("Analysts in {city} who follow {domain} describe the category as [young and "
         "fragmented|fragmented|young and crowded], with no vendor yet setting the terms for {task}.",
         "{analyst} [said|told {outlet}] that could change quickly if a large software group bought its way "
         "in, and that specialists such as {N} would then be the obvious targets."),
        ("{analyst} [said|told {outlet}] the company's timing looked [sensible|well judged]: “Most {users} "
         "have been asked to do more with the same staff, and {task} is one of the first "
         "places they look for time.”",),
        ("{analyst} [cautioned|warned] against reading too much into early customer wins in "
         "{domain}, saying renewals are what matter: “The easy part is winning a pilot with "
         "a team of {users}; keeping the customer after the first contract runs out is where "
         "vendors prove themselves.”",),
        ("A consultant in {city} who helps companies choose {domain} software [said|told {outlet}] buyers "
         "now run short paid trials before committing: “Nobody signs a long contract for "
         "{task} on the strength of a demo any more.”",),
        ("A former manager at a large {domain} vendor, who asked not to be named, said "
         "specialists such as {N} win when buyers care about {task} [above everything "
         "else|more than price|above all].",
         "When price decides, the former manager told {outlet}, the suites usually win "
         "{domain} deals in {city} and elsewhere."),
        ("{analyst} [said|told {outlet}] {N} had picked a [sensible|practical] place to start: {task} is "
         "frequent, easy to measure and disliked by the {users} who do it.",),
        ("{analyst} [said|told {outlet}] that {users} judge tools like {N_s} by one thing: "
         "whether {metric} [move|change] within a few months.",),
        ("{analyst} [said|told {outlet}] the hardest sale in {domain} is the first one: “Once "
         "one team of {users} vouches for a product, the next team in the same building "
         "usually follows.”",),
    ],
    # a funding story: what the money is for and the climate it was raised in
    "news_use_of_funds": [
        ("{N} said it would use the money to hire [engineers and salespeople|engineers and sales "
         "staff|more engineers and a sales team] and to expand beyond {city}.",
         "It also plans to put more work into reporting, so that {users} in {city} can follow "
         "{metric} "
         "without exporting data, [the company told {outlet}|a spokesperson told "
         "{outlet}|executives told {outlet}]."),
        ("Most of the new capital will go toward [product development|the product|"
         "engineering] and a larger sales team, a spokesperson for {N} [said|told {outlet}].",
         "The company did not give {outlet} a hiring target for {city}, but [said it would need more "
         "people who understand {task}|said most new staff would work on {task}]."),
        ("{N_s} round comes as investors have grown more [selective|cautious|demanding] about "
         "start-ups that sell to {buyers}.",
         "They now favour companies that can show paying customers over [ambitious growth "
         "plans|big promises|ambitious plans], and {N} [says|argues|insists] it is one of them."),
        ("Part of the funding will pay for a push deeper into {domain}, where {N} says it "
         "sees the strongest demand from [customers|existing customers|its customers in "
         "{city}].",),
        ("{N} also plans to spend some of the money on [security certifications and "
         "compliance work|security certifications|compliance work], which larger {buyers} "
         "increasingly ask for before they sign.",),
        ("With the round closed, {N} plans to add support staff for {users} and to build a "
         "sales team outside {city}.",),
        ("The financing gives {N} [room|time|breathing room] to keep building before it needs to raise again, "
         "[a spokesperson said|the company said|executives told {outlet}].",
         "There is no hurry to spend it, [the company told {outlet}|executives told {outlet}|a "
         "spokesperson told {outlet}], and new hires in "
         "{city} will [work mostly on {task}|mostly join the {domain} product team]."),
        ("Some of the money will go to a [larger|new|bigger] office in {city}, where most of "
         "{N_s} [engineers|staff|developers] work.",
         "The rest will pay for changes that let bigger customers outside {city}, with more "
         "complicated "
         "setups, use the product for {task}, [the company told {outlet}|a spokesperson "
         "told {outlet}|executives told {outlet}]."),
        ("Until now most of {N_s} customers have been [small teams|small groups|single teams] "
         "of {users}.",
         "The new money is meant to pay for a push into larger organisations beyond {city}, "
         "where {task} "
         "involves more teams and more approvals, [the company told {outlet}|executives told "
         "{outlet}|a spokesperson told {outlet}]."),
        ("{N} plans to spend a large share of the round on the product itself, [executives "
         "said|the company said|a spokesperson said], starting with the parts of {task} that "
         "{users} still do by hand.",),
        ("The round also lets {N} [hire its first staff|build a small team|put people on the "
         "ground] outside {city}, where it has so far sold [remotely|by phone and video "
         "call|through introductions].",),
    ],
    # customers and their managers on the product (any story)
    "news_customers": [
        ("A manager at one of {N_s} customers, who asked not to be named because "
         "the contract is confidential, said {users} there now spend [far less time|much "
         "less time|a fraction of the time] dealing with {pain}.",),
        ("Not every {N} customer is won over: a manager at one [in|outside] {city} told "
         "{outlet} the rollout [took longer than planned|ran past its deadline] and needed "
         "more training for {users} than [the sales team had suggested|expected].",),
        ("Customers of {N} describe the main change as [practical|simple|concrete]: fewer manual "
         "steps in {task}, a clearer view of {metric} and less work split across {system} "
         "and [email|spreadsheets|phone calls].",),
        ("{N} sells mainly to {buyers}, though it says [smaller customers have been quicker "
         "to sign|smaller customers tend to sign faster|smaller teams have been quicker to "
         "buy].",
         "Larger customers in {city} tend to run a long pilot with their {users} first, [the company "
         "told {outlet}|a spokesperson told {outlet}|executives told {outlet}]."),
        ("Existing customers cite faster {task} and less time lost to {pain} as their reasons "
         "for renewing, [according to {N}|{N} said|a spokesperson for {N} said].",),
        ("[An operations director|A purchasing manager|A department head] at one of {N_s} "
         "customers said the deciding factor "
         "was how quickly {users} took to the software: “We had tried other tools before, "
         "and our people went back to {system} within weeks.”",),
        ("{users} at {N} customers say the difference shows up in {metric}, which "
         "they now track [week by week|day to day|every week] rather than at the end of the "
         "quarter.",),
        ("{N} says most of its customers started with [a small pilot|a trial|a pilot] among "
         "{users} and widened "
         "their use once the results were visible[ in {metric}| to managers|].",),
        ("For the {users} who use it, the appeal is that {task} no longer depends on chasing "
         "colleagues by phone and email, a manager at one of {N_s} customers "
         "[said|told {outlet}].",),
        ("One customer, a mid-sized operator in {city}, said it chose {N} after a trial in "
         "which its {users} [ran it alongside|used it next to|tried it alongside] their {system} "
         "for several weeks.",),
        ("Customers of {N} who spoke to {outlet} praised its handling of {task} but said "
         "reporting on {metric} [still needed work|could be better|had some way to go].",
         "{N} said [a new reporting module|a reporting update] [was in testing|was "
         "due later in the year|was being tested with {users}]."),
        ("{N_s} customers are concentrated in {setting}, where {users} [handle|take care "
         "of] {task} alongside [many other duties|other work|a long list of other jobs].",),
    ],
    # the company's rivals and how it sets itself apart (any story)
    "news_competition": [
        ("{N} competes with [a mix of larger software vendors and younger start-ups|larger "
         "software vendors as well as younger start-ups|both large software vendors and other "
         "start-ups], most of which also sell to {buyers}.",
         "Most of them [pitch|offer] something similar to {users} in {city}, buyers told "
         "{outlet}."),
        ("[Larger software vendors|Big suite vendors|Established vendors] have been adding "
         "{task} features to their suites, which "
         "could squeeze specialists such as {N} [over time|in the long run|eventually].",),
        ("Competition for customers in {city} and beyond has grown sharper {lately}, with "
         "{domain} vendors competing more on price when contracts [come up for renewal|are "
         "renewed][, {N} said|, buyers told {outlet}|].",),
        ("{N} argues that its focus on {domain} is an advantage over all-in-one platforms "
         "that treat {task} as [one module among many|an afterthought|a side feature].",),
        ("{N_s} rivals make broadly similar promises to {users}, so deals tend to be won on "
         "how quickly a product can be [rolled out|put to work|set up].",
         "{N} says it can usually have {users} working in the product within weeks rather "
         "than months, and that [this has won it business in {city}|this is how it wins "
         "deals]."),
        ("People who have run vendor selections in {domain} say the shortlist rarely "
         "changes: a handful of specialists, {N} among them, and [a few large suites|one or "
         "more of the large suites|a couple of big platforms].",),
        ("{N} says it rarely wins on price; it wins, its executives argue, when {users} "
         "compare how much of {task} each product [actually handles|really does].",),
        ("Buyers in {city} who chose a rival over {N} told {outlet} that [price|cost] and an "
         "existing relationship with the vendor of their {system} decided it.",),
        ("{N_s} rivals in {domain} range from specialists much like it to [large suites|big "
         "software suites|broad platforms] that bundle {task} with [other tools|other "
         "products|everything else].",
         "In {city}, [a manager at one customer said|buyers say|buyers told {outlet}], the "
         "choice usually comes down to how much the {users} [want|are willing] to change."),
    ],
    # what comes next for the company (any story)
    "news_next": [
        ("{N} plans to extend the product from {task} into neighbouring work in {domain}, "
         "[the company said|the company told {outlet}|a spokesperson said].",),
        ("[Investors|Its backers|Investors in the company] will be watching whether {N} can turn "
         "pilots into [multi-year|long-term|larger] contracts "
         "with customers [over the coming year|in the coming "
         "months].",),
        ("The next test is whether {N} can sell beyond its early customers without "
         "losing the close contact with {users} that [won it those accounts|made its "
         "name|got it started].",),
        ("{N} said it expects to name more customers [in the coming months|later this "
         "year|soon] but declined to identify them[, citing confidentiality| beyond saying "
         "they include {setting}|].",),
        ("Whether {N} can keep its momentum will depend largely on how fast it turns trials "
         "into long-term contracts, [people who follow {domain} said|according to people "
         "who follow {domain}|analysts in {city} said].",),
        ("{N} is also [exploring|looking at|discussing] partnerships with larger software vendors in {domain}, which "
         "could shorten its sales cycles with {users}.",),
        ("For now, {N} says its priority is making {task} [reliable|faster|simpler] for existing customers "
         "before it chases new ones.",),
        ("Next on the list for {N}, [executives told {outlet}|the company told {outlet}|a "
         "spokesperson told {outlet}], is reporting: customers want to see {metric} across "
         "all of their {setting} in one place.",),
        ("{N} also plans to open more of its product to outside developers, so that {users} "
         "[in {city}|at its customers|at larger customers] can connect the other tools they use without custom "
         "work.",),
        ("{N} will also have to decide how far beyond {task} to go, [executives said|the "
         "company acknowledged|a spokesperson said]: every new feature competes for the same engineers.",),
        ("Over the next year, {N} wants to [sign|win] customers outside {city} that have "
         "never used software for {task} before, [a spokesperson said|the company said].",),
    ],
    # a feature story: the work on the ground, and what could go wrong
    "feature_scene": [
        ("On a busy day, {users} in {setting} around {city} can lose hours to {task}[, "
         "managers told {outlet}|].",
         "That is the work {N} [set out to take off their hands|was founded to take off their "
         "hands|wants to take off their hands]."),
        ("Visit most of {N_s} customers and you will still find {system} in use "
         "alongside its software.",
         "That is deliberate, [executives told {outlet}|a spokesperson told {outlet}]: the "
         "product is built to sit next to what {users} already have [rather than replace "
         "it|instead of replacing it]."),
        ("{N_s} office in {city} is [unremarkable|modest], but its software now sits behind "
         "{task} in a growing number of {setting}.",),
        ("Ask {users} in {city} what slows them down and most will mention {pain} [before "
         "anything else|first|within a minute].",
         "{N} was built around that complaint[, its staff say|, its founders say|]."),
        ("Before they used {N}, {users} at one customer in {city} kept track of {task} in "
         "{system} and a shared inbox.",
         "[A manager|An operations manager|A supervisor] there told {outlet}: “Before {N}, nobody had the whole picture of {task}, and we only "
         "heard about problems when {metric} moved.”"),
        ("{N_s} pitch is easiest to understand on the ground in {setting}, where {users} fit "
         "{task} in between [many other jobs|other work].",),
        ("At the site of one of {N_s} customers, {users} used to start the day by "
         "checking {system} for anything that had changed overnight.",
         "Now, [a supervisor|a manager|a team lead] there told {outlet}, {N} flags what needs attention in "
         "{task} before anyone arrives."),
    ],
    "feature_challenges": [
        ("Sales cycles with {buyers} are [long|slow], and any freeze in customers' budgets "
         "would hit a company of {N_s} size [quickly|hard|early].",),
        ("Some former prospects told {outlet} that {N_s} product needed more setup work than "
         "they had expected, particularly where customers had built up their own workarounds "
         "for {task} over the years.",),
        ("{N} also has to show that what works in {city} works elsewhere, where it has fewer "
         "references and many {users} have never heard of it.",),
        ("Hiring in {city} is another pressure for {N}: it is hard to find engineers who "
         "understand {task}, and larger rivals in {domain} can pay more.",),
        ("The product still covers only part of what {users} do, and customers asked by "
         "{outlet} said they would like {N} to handle more of {domain} before they commit "
         "further.",),
        ("{N} also depends on {users} changing habits that predate any software, which takes "
         "time [that a young company does not always have|and patience from its sales "
         "team].",),
    ],
    # a new chief executive: the handover, and what it means for customers
    "leadership_change": [
        ("{N} is following a path common among {domain} start-ups: as they grow, founders "
         "hand day-to-day management to executives who have run larger [teams|companies|"
         "organisations].",
         "Its customers, mostly {users} in and around {city}, have been told to expect no "
         "change in the product[, a spokesperson said|, the company said|]."),
        ("{N} described the change as [a planned transition|an orderly handover|a long-planned "
         "transition] and said its focus on {domain} "
         "would not change.",),
        ("People close to {N} said the handover had been months in the making and that large "
         "customers [among {buyers}|in {city}] were told in advance.",),
        ("The new chief executive takes over a company whose users are mostly {users} in "
         "{setting} around {city}, and whose main product handles {task}.",),
        ("Customers of {N} were told the product roadmap for {task} would stay as "
         "it is, a manager at one of them said, and that the support team their {users} deal "
         "with is unchanged.",),
        ("The change comes as {N} tries to move from early adopters in {city} to larger "
         "customers, a shift that often calls for a different kind of leadership.",),
        ("Inside {N}, the handover was presented as a sign of growth rather than a response "
         "to trouble, [a person familiar with the matter told {outlet}|according to a person "
         "familiar with the matter].",),
    ],
    "leadership_analyst": [
        ("{analyst} [said|told {outlet}] a founder stepping back can be healthy for a company at {N_s} "
         "stage.",
         "The analyst [added|said] that what matters is whether the product stays focused on "
         "{domain} and whether {N_s} [engineers|senior engineers|early staff] stay."),
        ("{analyst} [said|told {outlet}] customers tend to look closely at leadership changes at vendors "
         "such as {N} before they renew long contracts.",),
        ("{analyst} [said|told {outlet}] the appointment suggests {N_s} board wants someone who can sell to "
         "larger organisations, where software for {task} is bought by committee rather than "
         "by a single manager.",),
        ("{analyst} was less sure: a change at the top often slows product work for a while, "
         "the analyst said, and {N_s} rivals in {domain} will use that in their sales "
         "pitches.",),
        ("A long-standing customer of {N} said the change had not affected the "
         "service: the same people still answer when its {users} call about {task}.",),
        ("[An investor in {N}|One of {N_s} investors], speaking on condition of anonymity, said "
         "the board had discussed the handover [for some time|for months|well in advance] and that the company's plans for {domain} were "
         "unchanged.",),
        ("{analyst} [said|told {outlet}] that founders often stay closer to the product than "
         "their titles suggest, and that {N_s} customers are unlikely to notice much change in "
         "{task}.",),
    ],
    # a results story: where the growth came from
    "results_context": [
        ("Growth came mainly from new customers and larger contracts with existing ones, "
         "[{N} said|according to {N}|a spokesperson for {N} said].",),
        ("{N} did not say whether it is profitable, but said it had kept spending in check "
         "while growing.",),
        ("Private software companies [seldom|rarely] publish their figures, and {N_s} decision to do "
         "so stands out in {domain}.",),
        ("{N} said renewals among {users} had been [strong|high|better than expected], and that most new business came "
         "from customers who had seen the product at work elsewhere.",),
        ("Much of {N_s} growth came from customers that first bought the product "
         "for {task} and later rolled it out to more of their {users}.",),
        ("{N_s} figures suggest that demand for {domain} software has held up {lately}, "
         "despite tighter budgets among {buyers}.",),
        ("{N} gave no forecast for the current year, but said it expected growth to come "
         "mostly from outside {city}.",),
        ("{N} said [the year's|its|last year's] new customers were mostly {setting} that had handled "
         "{task} by hand until they signed.",),
        ("The company did not break its revenue down by product, but {N} said [most of "
         "it|the bulk of it|nearly all of it] still comes from software for {task}.",),
    ],
    # an analyst or an investor on a funding round (a funding story)
    "round_analyst": [
        ("{analyst} [said|told {outlet}] the round shows investors are still willing to back {domain} "
         "companies that can point to paying customers: “The money is there for specialists "
         "with customers in {setting}; it has dried up for almost everyone else.”",),
        ("{analyst} called the round a vote of confidence in {task} as a category, but said "
         "{N} now has to show it can sell outside its home market.",),
        ("[Not everyone reads the round as a sign of strength|Not everyone is impressed]: "
         "{analyst} [noted|pointed out] that many "
         "start-ups in {domain} have raised money on promises about {metric} that customers "
         "are still waiting to see.",),
        ("{analyst} [said|told {outlet}] the financing puts {N} among the better-funded specialists in "
         "{domain}, which matters when {users} and the people who sign their contracts worry about whether a "
         "small supplier will still be around in a few years.",),
        ("{analyst} [said|told {outlet}] investors have been drawn to {domain} because [the savings are easy "
         "to show|results are easy to show|the gains are easy to see]: {users} can measure the effect on {metric} within a quarter.",),
        ("{N_s} round fits a pattern {analyst} has seen across {domain}: investors favour "
         "companies that sell one thing well to {users} over [platforms that promise "
         "everything|broad platforms|all-in-one suites].",),
        ("{analyst} [said|told {outlet}] the test for the new money is simple: “Can {N} take what works at "
         "home and sell it to {users} who have never heard of it?”",),
        ("A partner at a venture firm in {city} that did not take part in the round [said|told "
         "{outlet}] investors have been looking hard at {domain}: “If {users} use the product every "
         "day, the company gets funded; if not, it struggles.”",),
        ("A banker who advises {domain} start-ups in {city} [said|told {outlet}] rounds like this have become "
         "harder to close {lately}, with investors asking for detailed figures on renewals "
         "before they commit.",),
        ("{analyst} [said|told {outlet}] what {N} does with the money matters more than the "
         "round itself: “The companies that struggle are the ones that hire ahead of demand "
         "from {users}.”",),
        ("{analyst} [said|told {outlet}] investors in {domain} have become pickier about which "
         "start-ups they back, and that {N_s} customer list had [clearly helped|counted for a "
         "lot|made the difference].",),
    ],
    # an analyst or an investor on a company's results (a results story)
    "results_analyst": [
        ("{analyst} [said|told {outlet}] the results compare well with other young companies in {domain}, "
         "where growth has slowed as customers scrutinise spending.",),
        ("{analyst} [cautioned|warned] that revenue at this stage says more about sales than about "
         "staying power: “In {domain}, the number to watch is how many customers renew.”",),
        ("{analyst} [said|told {outlet}] {N_s} growth reflects how much {users} are willing to pay to spend "
         "less time dealing with {pain}.",),
        ("For {analyst}, the question is whether {N} can keep growing at this pace once it "
         "has sold to the obvious customers close to home.",),
        ("An investor in {city} who has looked at {N} said the growth was strong for a "
         "business selling software for {task}, where deals are small and sales cycles "
         "long.",),
        ("{analyst} [said|told {outlet}] {N} had done well to publish the figures: buyers of {domain} "
         "software want to know that a supplier will last.",),
        ("{analyst} [said|told {outlet}] the figures are a useful signal for buyers: “When "
         "{users} pick a supplier for {task}, they want to know it will be around for the next "
         "contract.”",),
    ],
}

# -- press releases: the company's own announcement, in the third person --------------------
PRESS: dict[str, list[Template]] = {
    "funding_use": [
        ("[Hiring|Recruitment] [will|is set to] [focus on|concentrate on|start with] "
         "[engineering|product and engineering|sales and support] [in {city}|at the {city} "
         "office|in {city} and remotely], [where|and] {N} [plans to|expects to|wants to] "
         "[grow|build out|expand] [teams|the teams] [working on|behind|responsible for] {task}.",),
        ("{N} [also|additionally] [intends|plans|expects] to [put|spend|invest] [part of|some "
         "of] the [capital|round|money] [into|toward] [partnerships|integrations|joint work] "
         "with [makers of|vendors of|suppliers of] {system}, [so that|so|making sure] {users} "
         "[can|are able to] [adopt|switch on|start using] {N} [without|with less] "
         "[disruption|change|retraining].",),
        ("{N} [will use|plans to use|intends to use] the [new capital|funding|investment] to "
         "[expand|grow|strengthen] its [engineering and sales teams|product and go-to-market "
         "teams|teams in {city} and beyond], [deepen|broaden|extend] [integrations|"
         "compatibility|connections] with {system} and [bring|extend|offer] [its platform|"
         "its product|{N}] to [more|additional|new] {setting}.",),
        ("[The investment|The new funding|The round] [will|is expected to|should] "
         "[accelerate|speed up|fund] {N_s} [product development|product roadmap|engineering "
         "work], [with|including|starting with] [new|additional|deeper] [capabilities|"
         "features|tools] for {task} and [richer|more detailed|live] [reporting|analytics|"
         "dashboards] on {metric}.",),
        ("[Proceeds|Funds] [from the round|from the financing|raised in the round] "
         "[will also|will|are also set to] [support|fund|pay for] {N_s} [expansion|growth|"
         "push] into new [regions|markets|countries], [starting with|beginning"
         " with] {buyers} [outside|beyond|further from] {city}.",),
        ("[With the financing|Following the round|After the raise], {N} [plans to|will|aims "
         "to] [strengthen|grow|double] [its|the] [customer success|support and implementation|"
         "onboarding] [team|teams] [so that|to ensure|to make sure] [new|larger|more] "
         "customers [can|are able to] [go live|roll out|get started] [faster|more quickly|"
         "with less effort].",),
        ("{N} [also|additionally] [expects to|plans to|will] spend [part of|some of|"
         "a share of] the [money|round|capital] on [security certifications|data protection|"
         "compliance], [which|something] {buyers} [increasingly|now|routinely] [require|ask "
         "for|expect] [from|of] [suppliers|vendors] [handling|managing|touching] {task}.",),
    ],
    "funding_context": [
        ("[Since|Ever since] [its first customers|its earliest deployments|launch], {N} has "
         "[focused on|concentrated on|worked on] {task} for {buyers}, [helping|enabling|"
         "allowing] [them|its customers] to [track|report on|improve] {metric} [more "
         "closely|without spreadsheets|week by week].",),
        ("[Citing|Based on|Drawing on] [customer|user] [feedback|reports|data], "
         "{N} [says|finds that] [its|the] [platform|software] [helps|lets] {users} [spend less "
         "time on|cut down on|get ahead of] {pain} [across|in|at] {setting}[ in {city} and "
         "elsewhere|].",),
        ("[Many|Most|Plenty of] {users} [still|continue to] [handle|manage|run] {task} "
         "[through|with|using] {system} and [manual|ad hoc|improvised] [workarounds|"
         "processes|steps], [which|and this] [leads to|results in|causes] {pain} and "
         "[slower|poorer|costlier] [decisions|results|service].",
         "{N} [replaces|removes|cuts out] [those|these|many of those] [steps|workarounds] "
         "with [a single|one|a shared] [platform|system|workspace] [built for|designed around|"
         "made for] {domain}."),
        ("{N} was [founded|started|set up] [in {city}|by people from the industry|by former "
         "{users}] [to give|to offer|to bring] {buyers} [a better way|a simpler way|a faster "
         "way] to [manage|run|handle] {task}.",
         "[Its|The company's|{N_s}] [software|platform|product] [connects to|works alongside|"
         "plugs into] {system}[ and|, and] [helps|lets] {users} [cut|reduce|avoid] "
         "{pain}."),
        ("[Demand for|Interest in|Take-up of] {N_s} [platform|software|product] [has grown|"
         "has risen|has picked up] [steadily|quickly|sharply] {lately}, [as|with|while] "
         "{buyers} [look for|seek|search for] [ways|tools|options] to [improve|bring down|"
         "track] {metric} [without|while avoiding|short of] [large|costly|risky] [system "
         "replacements|IT projects|migrations].",),
        ("[Customers|Organisations|Teams] [using|running|working with] {N} [range from|"
         "run from|go from] [single|individual|small] {setting} to [large|national|regional] "
         "[networks|groups|operators] [of|with dozens of|running many] {setting}.",),
    ],
    "launch_features": [
        ("[For|Among] {users}, {product} [means|brings|offers] [fewer|less tedious] "
         "[hand-offs|steps|spreadsheets] in {task}: [work|tasks|requests] [move|flow|pass] "
         "[between|across] [teams|people|sites] [without|with no] [rekeying|email chains|"
         "phone calls], and [every|each] [change|step|decision] [is|stays] [visible|on "
         "record|traceable].",),
        ("{product} [also|additionally] [ships with|includes|comes with] [reports|dashboards|"
         "summaries] [built for|aimed at|designed for] [managers|team leads|{buyers}], [who|"
         "which] [can|are able to] [compare|track|follow] {metric} [across|between|by] "
         "{setting} [in one view|at a glance|over time].",),
        ("{product} [brings together|combines|puts together] {task} and [reporting on|"
         "visibility into|live figures for] {metric} in [one|a single|one shared] [place|"
         "workspace|view], [so|and] {users} [no longer|don't|do not] [need to|have to] "
         "[switch between|juggle|copy data between] {system}.",
         "[It|{product}|The product] [includes|offers|comes with] [configurable|built-in|"
         "ready-made] [workflows|rules|templates], [role-based access|permissions by role|"
         "access controls] and [an audit trail|a full history|a record] of [changes|every "
         "action|every decision] [in {task}|across {setting}]."),
        ("[With|Using|Through] {product}, {users} [can|are able to] [spot|flag|catch] "
         "[problems|issues|delays] [in|during|across] {task} [earlier|before they escalate|"
         "sooner] and [act on them|respond|fix them] [without|with less] [manual follow-up|"
         "back-and-forth|chasing].",
         "{product} [connects to|integrates with|links to] {system} [out of the box|through "
         "ready-made connectors|through {N_s} existing integrations]."),
        ("[Key|Main|Headline] [capabilities|features] of {product} [include|are]:",
         "- [Automated|Guided|Simpler] {task} [with|and] [clear|simple|fast] [approvals|"
         "hand-offs|sign-offs]",
         "- [Live|Up-to-date|Daily] [dashboards|reports|views] [on|for|of] {metric}",
         "- [Connectors|Integrations|Links] [for|with|to] {system}",
         "- [Alerts|Notifications|Warnings] [when|whenever|as soon as] {pain} [starts to|"
         "begins to|threatens to] [build up|creep in|reappear]"),
        ("{product} [was built|was designed|was developed] [for|around|with] {users} [who|"
         "that] [spend|lose|waste] [hours|too much time|whole days] on {pain}, [and|so] "
         "[it|the product] [puts|keeps|brings] [the|their] [most common|most frequent|routine] "
         "[steps|tasks|actions] [one click away|on one screen|in one place].",),
    ],
    "launch_availability": [
        ("{product} is available [now|immediately|from today] [to|for] [new and existing|"
         "existing and new|all] {N} customers, [with|and] [onboarding|setup|rollout] [support|"
         "help] [from|provided by] {N_s} [team|specialists][ in {city}|].",),
        ("[Customers|Organisations|Teams] [interested in|that want to try|curious about] "
         "{product} [can|may] [request|book|arrange] a [demo|trial|walkthrough] [through|on|"
         "via] {N_s} website.",),
    ],
    "launch_context": [
        ("[The launch|{product}] [marks|is] {N_s} [first|latest|newest] [product|release] "
         "[aimed at|built for|designed for] [larger|multi-site|growing] {buyers} [with|"
         "running] [many|several|dozens of] {setting}.",),
        ("{N} [developed|built|designed] {product} [with|alongside|together with] [a group of|a "
         "handful of] [early|design|pilot] [customers|partners] [among|from] "
         "{buyers}, [who|which] [tested|trialled|ran] [it|the product] [in|at|across] their "
         "own {setting}.",),
        ("[The launch|The release|{product}] [reflects|follows|answers] [growing|rising|"
         "steady] [demand|pressure|requests] [from|among] {buyers} [to|for ways to] [reduce|"
         "cut|end] {pain} [without|while avoiding|short of] [replacing|changing|ripping out] "
         "{system}.",),
        ("{product} [joins|sits alongside|extends] {N_s} [existing|current|other] "
         "[products|tools|software] for {domain} and [shares|uses|runs on] the same "
         "[data|platform|account], [so|and] [existing|current] customers [can|may] [add|"
         "switch on|turn on] [it|the product] [without|with no] [a new contract|new "
         "integration work|a migration].",),
    ],
    "partnership_detail": [
        ("[Under|Through|As part of] the [agreement|partnership|deal], {partner} [will|is "
         "to|plans to] [offer|recommend|resell] {N_s} [products|platform|software] to "
         "[its|its own] [clients|customers], and the [two companies|companies|partners] "
         "[will|plan to|intend to] [build|develop|maintain] [joint|shared|common] "
         "[integrations|tools|connectors] for {domain}.",),
        ("[Customers of both companies|Joint customers|Shared customers] [will|can|are able "
         "to] [connect|link|join up] {N} with {partner} [in a few steps|without custom work|"
         "from the settings page], [cutting|reducing|removing] {pain} in {task}.",),
        ("[The partners|The two companies|{N} and {partner}] [also|additionally] [plan|"
         "intend|expect] to [run|hold|host] [joint|shared] [workshops|training sessions|"
         "webinars] for {users} [in|around] {city} and [other|further|more] [markets|"
         "cities|regions].",),
        ("[The first|Initial|The earliest] [joint|shared] [customers|projects|deployments] "
         "[are|will be] [among|with] {buyers} [that|who] already [use|rely on|work with] "
         "{partner} for {task}, [according to|said|the companies said] {N}.",),
    ],
    "partnership_quote": [
        ("“[Our clients|Customers|The people we serve] [kept asking|have asked|often ask] "
         "[for|about] [a better way|better tools|help] to [handle|manage|speed up] {task}”, "
         "said [a spokesperson|the head of partnerships|a senior director] [for|at] "
         "{partner}. “[Working with|Partnering with|Teaming up with] {N} [gives|lets] [them|"
         "us give them] [exactly that|that|a clear answer].”",),
        ("“[This partnership|Working together|Teaming up with {partner}] [brings|puts|gets] "
         "{N_s} [platform|product|software] in front of [many more|far more|thousands more] "
         "{users}”, [a spokesperson for {N} said|said a spokesperson for {N}|{N} said in a "
         "statement].",),
    ],
    "partnership_context": [
        ("[Partnerships|Alliances|Tie-ups] [like this one|of this kind|such as this] [have "
         "become|are] [common|a common route|standard] [in|across] {domain}, [where|as] "
         "{buyers} [prefer|expect|demand] [tools|products] that [work together|fit into "
         "{system}] [without|with little] [custom integration|extra work], [and|so] {N} "
         "[is|has been] [building|adding|forming] [more of them|such links|other partnerships].",),
    ],
    "appointment_background": [
        ("[The new {exec}|The incoming {exec_short}] [brings|has] [long|deep|broad] "
         "experience [in|of] {domain} and [of|in] [selling to|working with|building for] "
         "{buyers}, and [will|is to|is expected to] [lead|oversee|guide] {N_s} {remit}.",),
        ("[The appointment|The change|The move] [follows|comes after|caps] a [period|"
         "stretch|year] of [strong|steady|rapid] [growth|customer growth|expansion] [at|for] "
         "{N}, [which|as it] [prepares|gets ready|plans] to [expand|grow|open offices] "
         "[beyond|outside|further from] {city}.",),
        ("[As part of|With|Alongside] the [transition|change|appointment], {N} [will|plans to|"
         "expects to] [strengthen|add to|expand] [its|the] [leadership team|executive team|"
         "management team] [in|across] [sales|product|operations] [over the coming months|"
         "this year|in due course].",),
    ],
    "appointment_quote": [
        ("[The new {exec}|The incoming {exec_short}] [said|added]: “[I'm|I am] [excited|"
         "delighted|proud] to [join|lead] {N} [at this point|at such an important time|now]. "
         "[The team|The company] has [built|created] [something|a product] {users} "
         "[genuinely|really] [rely on|use every day].”",),
        ("A member of the {N} board [said|added]: “[We ran|The board ran] a [careful|"
         "thorough] [search|process], and [we are|the board is] [confident|convinced] [this|"
         "the new {exec_short}] is the [right|best] [person|leader] to [take|lead] the company "
         "[forward|into its next stage].”",),
    ],
    "acquisition_rationale": [
        ("[The acquisition|The deal] [adds|brings] the [technology|product] of {subsidiary} "
         "[and team|and people] to {N} and [expands|broadens] [what|the range of tools] {N} "
         "[can offer|offers] {buyers} [in|across] {domain}.",),
        ("[Customers|Clients] of {subsidiary} [will|are to] [keep|continue] [using|to use] "
         "[its|their] [products|existing tools], [which|and these] [will be|are set to be] "
         "[integrated|connected] with {N_s} [platform|products] [over time|in stages].",),
    ],
    "acquisition_quote": [
        ("“{subsidiary} [has built|built] [a product|something] [our customers|{users}] "
         "[have wanted for a long time|keep asking for]”, a spokesperson for {N} said. "
         "“[Bringing|Welcoming] the {subsidiary} team [on board|in] [lets us|means we can] [move "
         "faster|serve {buyers} better].”",),
    ],
}

# -- remarks inside quotation marks: who says them is the page's business (`writer.Page.quote`)
REMARKS: dict[str, list[Template]] = {
    # the lead investor on why it backed the company (a release or a news story on the round)
    "investor_on_round": [
        ("[We have spent|We spent|Our team has spent] [a long time|years] looking at {domain}, "
         "and "
         "{N} [stood out|was the team that stood out] for how [closely|carefully] it "
         "[works with|listens to] {users}.",),
        ("{buyers} are under [real|growing] pressure to [fix|cut] {pain}, and {N} "
         "[gives them|offers them] a [practical|credible] way to [do it|do that]",),
        ("[What convinced us|What won us over] was [talking to|hearing from] [customers|"
         "{users}]; [they|every one of them] [described|talked about] [real|measurable] "
         "[savings|gains] in {metric}",),
        ("{N} [has|has built] the [rare|unusual] [combination|mix] of [deep|real] [knowledge|"
         "understanding] of {domain} and [a product|software] that [people|{users}] "
         "[actually|genuinely] [like using|want to use]",),
        ("[We think|We believe] software for {domain} [is|will be] [one of the large|one of "
         "the big] "
         "[software|technology] [markets|opportunities] [of the next decade|in the years ahead], "
         "and "
         "{N} is [well placed|in a strong position] to [lead it|win it]",),
    ],
    # the chief executive on the round, to a reporter
    "ceo_on_round": [
        ("[Our customers|{buyers}] [kept asking|have been asking] us to [do more|go further] "
         "[in|with] {domain}. [This round|This money] [lets us|means we can] [say yes to them|do "
         "that] in {city} and beyond",),
        ("[We're|We are] [going to|planning to] [hire|spend it on hiring], [mostly|mainly] "
         "[engineers|in engineering and sales], and [get|bring] the product [in front of|to] "
         "more {users}",),
        ("[The problem|The headache] [hasn't|has not] [gone away|got any easier] for {users}. "
         "[We want to be|Our goal is to be] the [default|obvious] [tool|choice] for {task}",),
        ("[Honestly|Frankly], [the hardest part|what took longest] was [earning|winning] "
         "the trust of {users}. Now {N} [can|wants to] [move faster|grow faster]",),
    ],
}

# -- the company's own site: "we", addressed to buyers ---------------------------------------
SITE: dict[str, list[Template]] = {
    "home_pitch": [
        ("[Teams|{users}|Organisations] [use|rely on|choose] {N} to [take the busywork out "
         "of|simplify|speed up] {task}, [with fewer errors|with less rework|without the "
         "spreadsheets] and [a clear view of|better data on|live figures for] {metric}.",),
        ("[We|Our team] [built|designed|made] {N} [for|with] {users} [who|that] [are tired "
         "of|have had enough of|lose hours to] {pain}.",),
        ("[From|Across] [a single site|one site|one team] to [hundreds of|many|dozens of] "
         "{setting}, {N} [helps|lets] {buyers} [run|manage|keep track of] {task} [in one "
         "place|from one place|on one screen].",),
    ],
    "home_product": [
        ("[It|The product|{N}] [connects to|works with|plugs into] {system} [you already "
         "use|your teams already use|already in place], so [there is|there's] [nothing to rip"
         " out|no big migration|no disruption] [for|at] your {setting}.",),
        ("[Set up|Onboarding|Getting started with {N}] [takes|is measured in] [days, not "
         "months|weeks rather than quarters|a few weeks], and [our team helps|our specialists "
         "help|the {N} team helps] you [through|with] [every step|the rollout|the first "
         "weeks].",),
    ],
    "home_section": [
        ("[{N} for {buyers}|Who {N} is for|{N} at work in {setting}]", "¶",
         "{N} [serves|works with|is built for] {buyers}: [single|small] {setting} "
         "[that want|looking] to [stop|end] {pain}, and [larger|national|regional] "
         "[groups|operators] [that need|who want] [one view of|consistent] {task} "
         "[across|over] [many|dozens of] [sites|locations].",
         "[Either way|In both cases|For both], {users} [get|see] [the same|one] [simple|clear]"
         " [screen|workflow], and [managers|leaders] [get|see] {metric} [without|"
         "with no] [spreadsheets|manual reports]."),
        ("[Getting started with {N}|Your first weeks with {N}|How {N} is rolled out]", "¶",
         "[In the first week|First], [we connect|we link|our team connects] {N} to your {system} "
         "and [import|bring in] [existing|current] [records|data].",
         "[Next|Then], [a small group of|a few] {users} [try|use] [it|{N}] [on|for] {task} "
         "[for a few weeks|for a month], and [we compare|the team measures] {metric} "
         "[before and after|against the old way] [before|ahead of] [a wider|the full] "
         "[rollout|launch] [across|to] your {setting}."),
        ("[Questions about {N}|Common questions about {N}|What buyers ask {N}]", "¶",
         "[Does|Will] {N} [replace|mean replacing] {system}? [No|Not at all]: [it|{N}] "
         "[works|sits] [alongside|on top of] [them|what you have] and [takes over|handles] "
         "[only|just] the [parts|steps] of {task} [that|which] [cause|lead to] {pain}.",),
        ("[What changes with {N}|Before and after {N}|A day with {N} at your {setting}]", "¶",
         "[Before|Without] {N}, {task} [meant|involved|took] [spreadsheets, emails and phone "
         "calls|rekeying data into {system}|chasing updates by hand].",
         "[With|After switching to] {N}, [teams|{users}] [see|get|follow] [the whole picture|"
         "every open item|each step] [in one place|on one screen], and {metric} [improve|"
         "become visible|stop being a guess]."),
        ("[{N}, made in {city}|The {N} team in {city}|{N}: from {city}, for {buyers}]", "¶",
         "{N} is [built|designed|developed] [by|in] [a team|engineers and designers] in "
         "{city} who [work|spend time] [alongside|with] {users} [every week|each month|"
         "regularly], [testing|trying] [new features|every idea|new ideas] [in|at] real "
         "{setting}.",),
        ("[How {N} works|What {N} does|{N} in practice]", "¶",
         "[Connect|Link] {N} to {system}, [choose|pick|select] the [workflows|steps|tasks] "
         "you want to [automate|hand over|simplify], and the [platform|software] [takes care "
         "of|handles|runs] the [routine|repetitive] work[ in {task}| behind {task}|].",
         "[When|Whenever|If] something [needs|requires|calls for] a [decision|person|human], "
         "{N} [routes|sends|passes] it to the right [person|owner|team] [with|and includes] "
         "the [context|information|history] [they need|needed]."),
        ("[Built for|Made for|Designed for] {users} [by people who know {domain}|in {city}|"
         "at {buyers}]", "¶",
         "[We spend|Our team spends|We spent] [a lot of|plenty of] time [in|at] {setting} "
         "[watching|learning|studying] how {users} [really|actually] [handle|run|manage] "
         "{task}.",
         "[Every feature|Everything|Most of what you see] in {N} [comes from|started as|"
         "began as] [a problem|something] [a customer|one of our customers|a user] [showed "
         "us|told us about|asked us to fix]."),
        ("[Why teams switch to {N}|Why customers choose {N}|Why {users} pick {N}]", "¶",
         "- [Less time lost to|Fewer hours on|An end to] {pain} [for|across|in] your {setting}",
         "- [Clear|Live|Daily] [reporting|dashboards|figures] on {metric} [from {N}|without "
         "spreadsheets|for every team]",
         "- [Ready-made|Built-in|Supported] {N} [connectors|integrations] for {system}",
         "- [Support|Help|Advice] from [people|a team] [who know|with experience of] {domain}"),
        ("[Security at {N}|Reliability at {N}|How {N} keeps your data safe]", "¶",
         "[Your|Customer] data [in {N}|on the {N} platform] [is|stays] [encrypted|protected] [in "
         "transit and at rest|at "
         "every step|end to end], and [access follows|permissions match|permissions mirror] the "
         "[roles|teams] [in your organisation|your {setting} already use|you define].",
         "[We|Our engineers|The {N} team] [monitor|watch|look after] the [{N} platform|{N} "
         "service] "
         "[around the clock|continuously|day and night] and [publish|share] [status updates|"
         "incident reports|uptime figures] [openly|with customers]."),
        ("[Talk to the {N} team|Get started with {N}|See {N} in action]", "¶",
         "[Book|Request|Ask for] a [demo|walkthrough|trial] and [we will|we'll|our team will] "
         "[show|walk] you [through|around] {N} [using|with] [examples|a workflow|sample data] "
         "from your own {task}."),
        ("[What {users} say about {N}|Customer voices on {N}|{N} in our customers' words]", "¶",
         "“[We used to|Our team used to] [lose|spend] [whole afternoons|days|hours every "
         "week] on {task} [before {N}|until we found {N}]. [Now|Today] [that|the work] "
         "[happens|runs] [in the background|almost by itself].”",
         "— [A manager|A team lead|An operations lead] [at one {N} customer|at a customer of "
         "{N}] [in {city}|among {buyers}]"),
        ("[Where {N} fits|{N} and your existing tools|{N} working alongside {system}]", "¶",
         "{N} [does not|doesn't] [replace|ask you to replace] {system}; [it|the platform] "
         "[sits on top of them|works alongside them|connects them] and [fills|closes] the "
         "[gaps|holes] [where|in which] {pain} [usually creeps in|tends to build up].",),
    ],
    "about_mission": [
        ("[Our mission|What we want|Our goal][ at {N}|] is [simple|straightforward|plain]: "
         "[give|to give] {users} [back|more of] the time they [lose|spend|waste] on {pain}.",
         "We [believe|think] [good|great|well-made] [software|tools] for {domain} "
         "[should|ought to] [feel|be] [obvious|simple|natural] [from the first day|on day one|"
         "from the start]."),
        ("[We work|Our team works] [closely|side by side|hand in hand] with {buyers}, and "
         "[most|many] of {N_s} [product decisions|features|ideas] [start|begin] [as|with] a "
         "[conversation|visit|phone call] [in|at] {setting}.",),
    ],
    "about_story": [
        ("[{N} today|Where {N} is now|{N}, years on]", "¶",
         "[Today|Now], {N} [is used|runs] [in|at] {setting} [across|in] [several|many] "
         "[countries|regions], [but|and] the [team|company] still [treats|sees] {task} "
         "[as|the way] [a craft|its founders did]: [slowly|carefully], [with|and with] "
         "{users} [in the room|at the table].",),
        ("[What {N} learned|Lessons from building {N}|What {users} taught {N}]", "¶",
         "[Early on|In the first year|At the start], [we|the {N} team] [learned|found|"
         "discovered] that {users} [did not|didn't] [want|need] [another|a new] [system|"
         "dashboard|tool]; they [wanted|needed] {task} to [take|need] [less|fewer] [time|"
         "steps].",
         "[That|This] [lesson|insight|finding] [still|continues to] [shapes|guide] "
         "[everything|every decision] [at {N}|we make]."),
        ("[The {N} story|How {N} started|Where {N} comes from]", "¶",
         "{N} [began|started] [with|as] a [simple|frustrating|familiar] [observation|"
         "experience]: {task} [took|was taking] [far|much] longer than it [should|needed to], "
         "[mostly|largely] because of {pain}.",
         "[Our founders|The founding team|The people who started {N}] [had seen|saw] [this|"
         "the problem] [first-hand|up close] and [decided|set out] to [build|make] the "
         "[tool|software] they [had wished for|wished they had] [in {setting}|when handling "
         "{task}]."),
        ("[From the start|From day one|Early on], [we|our team] [built|designed|shaped] {N} "
         "[together with|alongside|with] {users} [in|around] {city}, [testing|trying] "
         "[every|each] [idea|feature] in [real|working|live] {setting} [before|ahead of] "
         "[shipping it|releasing it] [more widely|to everyone].",),
        ("[Today|These days|Now], {N} [serves|works with|supports] {buyers} [from|out of] "
         "[its|our] {city} [office|headquarters|base], and the [team|company] still [spends|puts "
         "in] [time|days] [in|at] {setting} [every month|each "
         "quarter|regularly].",),
    ],
    "about_values": [
        ("[How {N} builds software|Our approach at {N}|The way {N} works]", "¶",
         "[We|Our engineers] [ship|release] [small|frequent] [improvements|changes] [every "
         "week|often] and [check|measure] [each one|every change] against {metric} "
         "[at|with] [real|live] {setting}, [rather than|instead of] [saving them up|waiting] "
         "for [big|large] [releases|launches].",),
        ("[{N} and the wider {domain} world|Where {N} sits in {domain}|{N}'s place in "
         "{domain}]", "¶",
         "[We|{N}] [work|partner] with [makers of|vendors of|the companies behind] {system} "
         "[rather than|instead of] [against|competing with] them, [because|since] {users} "
         "[need|want] [their|existing] [tools|systems] to [keep working|work together].",),
        ("[What we value at {N}|How {N} works|The values behind {N}]", "¶",
         "- [Start with|Begin with] the [customer|user]: we [spend time|listen] [in|at] "
         "{setting} [before|ahead of] [writing code|building]",
         "- [Keep it simple|Make it simple]: [fewer|less cluttered] [steps|screens] for {task} "
         "in every {N} release",
         "- [Earn trust|Be trustworthy]: we [are|stay] [open|honest] about [what|how] {N} "
         "[does|works]"),
        ("[Where {N} works|{N} in {city}|The {N} offices]", "¶",
         "[Our|The] [headquarters|main office] [team|is] in {city} [works|sits] [close to|"
         "near] [many of|several of] [our|its] [customers|earliest customers], and [we|"
         "colleagues] [also work|work] [remotely|from home] [across|in] [several|other] "
         "[countries|time zones]."),
        ("[Who {N} serves|{N_s} customers|Who uses {N}]", "¶",
         "{N} [serves|works with|is used by] {buyers}, [from|including] [single|small] "
         "{setting} to [large|national|regional] [groups|networks|operators].",
         "[Most|Many] of [our|{N_s}] [users|daily users] are {users}."),
    ],
    "products_platform": [
        ("[Built around {task}|Designed for {task}|{N} and {task}]", "¶",
         "[Every|Each] {N} [product|module] [starts from|is built around|follows] the "
         "[way|order in which] {users} [actually|really] [handle|work through] {task} [at|in] "
         "{setting}, [so|and] [screens|steps] [match|mirror|follow] the [job|work] [rather "
         "than|instead of] [the database|the software's own logic].",),
        ("[Automation in {N}|What {N} automates|Rules and automation in {N}]", "¶",
         "[Rules|Automations|Triggers] in {N} [take care of|handle|run] the [repetitive|"
         "routine|predictable] [parts|steps] of {task}, [and|while] [anything|everything] "
         "[unusual|out of the ordinary] [goes|is routed] to [a person|the right person|"
         "{users}] [with|together with] [the|its] [history|context] [attached|in one place].",),
        ("[Data and exports in {N}|Your data in {N}|Getting data out of {N}]", "¶",
         "[Customers|{buyers}] [own|keep] [their|all their] data: [everything|every record] "
         "in {N} [can be|is] [exported|downloaded] [at any time|whenever needed], and "
         "[reports|figures] on {metric} [feed|flow into] {system} [through|via] [the|an] "
         "[API|export].",),
        ("[{N} on the go|Mobile and offline with {N}|{N} in the field]", "¶",
         "{users} [can|are able to] [use|open] {N} [from|on] [a phone|a tablet|any device] "
         "[in|at|around] {setting}, [even|including] [where|when] [the connection|the network]"
         " [is|drops] [patchy|out], and [changes|updates] [sync|catch up] [once|when] [they "
         "are|the device is] back online.",),
        ("[Pricing at {N}|How {N} is priced|{N} plans and pricing]", "¶",
         "{N} is [sold|priced] [as|on] [a yearly|an annual] subscription [per site|by the "
         "number of {setting}|per team], [with|and] [onboarding|setup] and [support|training] "
         "[included|part of every plan] for {buyers}.",),
        ("[Deployment and support at {N}|Getting live with {N}|Rolling out {N}]", "¶",
         "[Every|Each] {N} customer [gets|is given|has] a [named|dedicated] [contact|"
         "specialist|success manager] [for|during] [rollout|onboarding|the first months], "
         "and [support|help] [is available|comes] [by chat, email and phone|in the product "
         "and by phone|from the {city} team].",),
        ("[{N}: one platform for {task}|The {N} platform|{N}, a single platform for {users}]", "¶",
         "[All|Every one] of {N_s} products [share|run on] [one|the same] [data model|"
         "platform|account], so [information|data] [entered once|captured in one place] "
         "[flows|is available] [everywhere|wherever] it [is needed|matters].",
         "[Admins|Administrators|Team leads] [at {buyers}|in {setting}] [set|manage] "
         "[permissions|roles] and [workflows|"
         "rules] [in one place|centrally|from one screen]."),
        ("[Integrations between {N} and {system}|{N} works with {system}|{N} and your "
         "{system}]", "¶",
         "{N} [connects to|integrates with|links to] {system} [through|via] [ready-made|"
         "standard|supported] [connectors|integrations] and [an open|a documented] API.",
         "[Most|Many] {N} customers [are|go] live [within weeks|in a few weeks] [without|with "
         "no] [custom development|custom code]."),
        ("[Security at {N}|How {N} protects your data|Security and compliance at {N}]", "¶",
         "[Data|Customer data] in {N} is [encrypted|protected] [at rest and in transit|end to "
         "end], "
         "[access|every action] is [logged|recorded], and [we undergo|our team goes through] "
         "[regular|independent] [security reviews|audits]."),
        ("[Reporting on {metric} in {N}|Analytics in {N}|Seeing {metric} clearly with {N}]", "¶",
         "[Dashboards|Reports|Views] in {N} [show|track|chart] {metric} [by site|by team|"
         "over time] and [can be|are] [shared|exported|scheduled] [with|for] "
         "[managers|leadership|{buyers}] [in a few clicks|without spreadsheets]."),
    ],
    "product_detail": [
        ("[It|The product] [is used|is built] [by|for] {users} [who|that] [handle|manage] "
         "{task} [every day|daily|each week] [at|across] {setting}.",),
        ("[Teams|Customers|{buyers}] [use|rely on] it to [cut|reduce] {pain} and [keep|stay] "
         "[on top of|ahead of] {metric} [without|with fewer] [spreadsheets|manual checks].",),
        ("[It|The product] [works|runs] [alongside|on top of] {system} and [needs|requires] "
         "[no|little] [change|disruption] to [current|established] [processes|ways of working] "
         "at your {setting}.",),
    ],
    "team_intro": [
        ("{N_s} [leadership team|leaders] [combine|bring together] [experience|years] "
         "[in|of] {domain} [with|and] a [background|track record] in [building|running] "
         "[software|technology] [companies|businesses].",),
        ("[The people|The leaders] [below|listed here] [run|lead] {N} [from|out of] {city} "
         "and [work|stay] [closely|directly] in touch with [our customers|{users}].",),
    ],
    "team_culture": [
        ("[How we lead at {N}|Leadership at {N}|How the {N} leadership team works]", "¶",
         "[We|Our leaders] [make|take] [decisions|calls] [close to|near] the [customer|work], "
         "[write things down|document decisions], and [share|explain] [the reasons|why] "
         "[with everyone at {N}|openly|across the company].",),
        ("[Join {N}|{N} is hiring|Work with us in {city}]", "¶",
         "[We are|We're] [always|often] [looking for|keen to meet] [people|colleagues] who "
         "[care about|are curious about] {domain}. [See|Visit] the {N} careers page for "
         "[open roles|current openings] in {city} and [elsewhere|remotely]."),
    ],
    "careers_culture": [
        ("[We care|Our team cares] [about|a lot about] [the people|the {users}] [we serve|our "
         "product serves], and [at {N}|here] we [hire|look for] [people|colleagues] [who|that]"
         " [feel|do] the same.",),
        ("[Work at {N}|Working at {N}|A job at {N}] [means|involves] [solving|tackling] "
         "[real|concrete] problems in {domain} [with|alongside] [a small|a focused] team "
         "[that|which] [ships|releases] [often|every week][ from {city}|].",),
        ("[How we work at {N}|Our way of working|Teams at {N}]", "¶",
         "[Small teams|Teams of four to six people] at {N} [own|are responsible for] a "
         "[part|piece] of the product [from start to finish|end to end], [talk|speak] to "
         "{users} [every week|regularly] and [decide|choose] for themselves how to [improve|"
         "fix] {task}.",),
        ("[What we value at {N}|Our values|What matters to us]", "¶",
         "[We prefer plain words to|We value clear writing over] [long meetings|slide "
         "decks], [we say|we admit] [what we do not know|when we get things wrong], and [we "
         "measure|we judge] [our work|ourselves] by [what it changes|the difference it makes] "
         "for {users}.",),
        ("[Who we are looking for|Who thrives at {N}|Is {N} for you?]", "¶",
         "[People who do well here|Those who enjoy working at {N}] [like|are happy] [to "
         "learn|learning] a [new|complex] [domain|field], [ask|put] [good|direct] questions "
         "and [care|worry] more about {users} [than|than about] [titles|job titles].",),
    ],
    "careers_hiring": [
        ("[Remote and hybrid work at {N}|Where you work at {N}|Working at {N} from {city} or "
         "home]",
         "¶",
         "[Most|Many] {N} [teams|colleagues] [meet|get together] in {city} [once or twice|a "
         "few times] a [week|month] and work [from home|remotely] the rest of the time; "
         "[some|a few] [roles|teams] [that work with|close to] {users} [spend|need] more "
         "time [on site|at {setting}].",),
        ("[Onboarding at {N}|Your first month at {N}|Starting at {N}]", "¶",
         "[New starters|New colleagues|Every new hire] at {N} [spend|begin with] [their "
         "first weeks|a week or two] [with|alongside|shadowing] {users} [at|in] {setting}, "
         "[learning|seeing] {task} [from the inside|first-hand] [before|ahead of] [writing "
         "code|taking on projects|joining their team].",),
        ("[The {N} hiring principles|How {N} decides|Fair hiring at {N}]", "¶",
         "[Every|Each] {N} [candidate|applicant] [gets|meets] the same [questions|"
         "exercises|structure] for the same role, [and|with] [decisions|offers] [made|taken] "
         "[by a panel|together] [rather than|not] [by one person|on gut feeling], [so|and] "
         "[people|applicants] [from outside|new to] {domain} [get|have] a fair [chance|shot].",),
        ("[Diversity at {N}|Who works at {N}|The people of {N}]", "¶",
         "[The|Our] {N} [team|teams] [in|around] {city} [bring|brings] [together|in] "
         "[engineers|people] [from|with backgrounds in] {domain}, [software|design] and the "
         "[work|jobs] of {users} [themselves|first-hand], [which|and that] [helps|"
         "shows] [in|when we design for] {task}.",),
        ("[Growing with {N}|Learning at {N}|Careers at {N}, not just jobs]", "¶",
         "[People|Colleagues] at {N} [grow|learn|move] [by|through] [working on|owning|"
         "tackling] [real|hard|concrete] [problems|projects] in {domain}, [with|and get] "
         "[a mentor|regular feedback|a learning budget] [from their first month|from day "
         "one|early on].",),
        ("[How {N} hires|Hiring at {N}|Joining {N}: what to expect]", "¶",
         "[Our|The] [process|hiring process] is [short|quick] and [clear|transparent]: "
         "[an intro call|a first call], a [practical|work-sample] [exercise|task], "
         "[meetings|conversations] with [the team|future colleagues] in {city}, and "
         "[a decision|an answer] within [days|a week].",),
        ("[Benefits at {N}|What {N} offers|Perks of working at {N}]", "¶",
         "[Everyone|Every employee] at {N} [gets|has] [flexible|hybrid] working [from|between] "
         "the {city} office and home, [a learning budget|a budget for courses and "
         "conferences], [private health cover|health insurance] [for you and your family|"
         "with a pension plan] and [generous|extra] [holiday|paid leave] [with|plus] "
         "[parental leave|family leave]."),
        ("[Life at {N}|Working at {N} in {city}|The teams at {N}]", "¶",
         "[Engineers|Designers|Salespeople] at {N} [spend time|work] [with|alongside] "
         "{users} [from their first month|from day one|early on], [so|and] [everyone|every "
         "new hire] [understands|learns] {task} [first-hand|from the inside]."),
    ],
    "newsroom_contact": [
        ("[For press enquiries|Media enquiries|Journalists], [please contact|contact|reach] "
         "the {N} [communications|press] team [through the contact form on this site|via "
         "our contact page|at the {city} office].",),
    ],
    "subsidiary_about": [
        ("{subsidiary} [makes|builds] software that [helps|lets] {users} [handle|"
         "manage] {task} with [less manual work|fewer manual steps].",
         "[Our|The] [team|company] [continues|keeps] [to work|working] [closely|directly] "
         "with [our|its] [customers|clients] [as part of|within] the {N} [group|family]."),
        ("[Customers|Clients] [can|may] [reach|contact] [our|the {subsidiary}] [support|"
         "service] team [as before|as they always have]; [their contracts stay|the service "
         "stays] the same [after|following] the [acquisition|deal].",),
    ],
}

# -- job ads: an employer to "you", the duties of the role's team ------------------------------
JOBS: dict[str, list[Template]] = {
    "duties_engineering": [
        ("- [Design, build and ship|Build and ship|Own] [features|services] that {users} [rely "
         "on|use] [for|in] {task} [at|across] {setting}",
         "- [Work|Collaborate] [closely|directly] with [product and design|product managers and "
         "designers] at {N} [from idea to release|end to end]",
         "- [Keep|Make] the {N} [platform|product] [reliable|fast and reliable] [as|while] "
         "{buyers} [sign up|adopt it|grow their use]",
         "- [Build|Maintain] [integrations|connectors] with {system} [and review|and give "
         "feedback on] [code|designs] [with|for] [colleagues|other engineers] in {city}",
         "- [Investigate|Debug] [production issues|incidents] [that|which] [affect|touch] {task} "
         "and [fix|prevent] [their root causes|them for good]"),
    ],
    "duties_sales": [
        ("- [Own|Run] the [full|whole] sales cycle [with|for] {buyers}, [from first call|from "
         "discovery] to [signed contract|close] [for {N}|in {city} and beyond]",
         "- [Understand|Learn] how {users} [handle|run] {task} and [show|explain] how {N} "
         "[helps|fits]",
         "- [Work|Partner] with [solutions engineers|product and customer success] at {N} on "
         "[demos|proposals] and [pilots|trials] in {domain}",
         "- [Keep|Maintain] an [accurate|honest] [pipeline|forecast] of {N} "
         "[deals|opportunities] [in|in our] CRM"),
    ],
    "duties_product": [
        ("- [Spend time|Talk regularly] with {users} to [understand|learn] [how|where] {task} "
         "[breaks down|goes wrong]",
         "- [Turn|Translate] [what you learn|customer problems] into [clear|well-argued] "
         "[priorities|plans] for the {N} [engineering and design|product] team",
         "- [Write|Own] [specs|product briefs] for {domain} and [define|agree] how "
         "[success|impact] [is measured|will be measured] in {metric}",
         "- [Decide|Help decide] what {N} [should not build|leaves out] [this year|next]"),
    ],
    "duties_data": [
        ("- [Build|Develop] [models|analyses] that [help|let] {users} [predict|understand] "
         "{metric}",
         "- [Work|Partner] with {N} engineering to [put|take] [models|analyses] into "
         "[production|the product]",
         "- [Clean|Prepare] and [explore|analyse] data from {system} [at|across] {setting}",
         "- [Explain|Present] [findings|results] [clearly|plainly] to {buyers} [without|who "
         "lack] a [statistics|data] background"),
    ],
    "duties_customer": [
        ("- [Onboard|Guide] new {N} customers [through|during] [setup|rollout] and [their "
         "first|the first] [weeks|months]",
         "- [Be|Act as] the main [contact|point of contact] for [a group of|a portfolio of] "
         "{buyers} [in|around] {city}",
         "- [Spot|Find] [risks|problems] with {task} [early|before renewal] and [work|partner] "
         "with [product|support] to [solve them|fix them]",
         "- [Share|Pass on] what {users} say [with|to] the {N} product team"),
    ],
    "duties_marketing": [
        ("- [Plan|Run] [campaigns|programmes] that [reach|speak to] {users} and {buyers}",
         "- [Write|Produce] [case studies|customer stories] and [guides|articles] on {domain} "
         "for the {N} website",
         "- [Organise|Support] {N} [events|webinars] [in|around] {city} and [online|elsewhere]",
         "- [Measure|Report on] [what works|results] [in|across] {N} [campaigns|channels] and "
         "[adjust|change course] [quickly|often]"),
    ],
    "duties_finance": [
        ("- [Own|Run] {N_s} [monthly reporting|monthly close], [budgeting|budgets] and "
         "[forecasting|forecasts]",
         "- [Work|Partner] with the {N} [leadership|executive team] on [planning|pricing and "
         "planning] for {buyers}",
         "- [Improve|Automate] [internal|our own] [finance processes|processes and controls] in "
         "{city}",
         "- [Prepare|Support] [board|investor] reporting [for|at] {N}"),
    ],
    "duties_people": [
        ("- [Run|Own] [hiring|recruiting] for {N} [engineering, sales and product|teams across "
         "the company]",
         "- [Work|Partner] with [hiring managers|team leads] to [define|shape] [roles|what good "
         "looks like] in {city}",
         "- [Make|Keep] the {N} [interview process|candidate experience] [fair|clear] and "
         "[quick|fast]",
         "- [Help|Support] [new starters|new hires] [settle in|get up to speed] with {users} and "
         "{domain}"),
    ],
    "job_requirements": [
        ("[What {N} is looking for|Requirements for this role at {N}|What you will bring to "
         "{N}]", "¶",
         "- [Solid|Proven|Hands-on] experience as {role_a} [in {domain}|at a company like "
         "{N}|working with {buyers}]",
         "- [Clear|Good] [written and spoken communication|communication] with {users} [and "
         "colleagues at {N}|and the {team} team|in {city} and beyond]",
         "- [Comfort|Ease] [working|when working] with [ambiguity|changing priorities] in a "
         "[small|growing] team [in {city}|at {N}]",
         "- [Interest in|Curiosity about] {domain}, [the heart of|the core of|central to] {N_s} "
         "[work|product]"),
        ("[Nice to have at {N}|Bonus points at {N}|Also helpful for this job at {N}]", "¶",
         "- Experience [selling to|working with|building for] {buyers}[, as {N} does| in "
         "{city} or elsewhere]",
         "- [Familiarity|Experience] with {system} [and how {users} use them|in {setting}], "
         "[the tools {N_s} "
         "customers already run|as our customers in {city} use them]",
         "- [A track record|Experience] at [an early-stage|a fast-growing] company [in "
         "{domain}|selling to {buyers}][, ideally in or near {city}|, as {N} does]"),
        ("[You might be a fit for {N} if|This {N} role suits you if|You will enjoy {N} if]", "¶",
         "[You like|You enjoy] [talking to|spending time with] {users}, [you|and you] "
         "[care about|are drawn to] [problems like|work on] {pain}, and [you want|you would "
         "like] [your work|what you build] to [show up|matter] in {metric}."),
    ],
    "job_process": [
        ("[How to apply to {N}|Next steps with {N}|Applying to {N}]", "¶",
         "[Apply to {N}|Send your application to {N}] [through this page|here] with [your CV|a "
         "CV] and "
         "[a few lines|a short note] on [why the role interests you|why {N} interests you]. "
         "[{N} replies|The {N} team replies] to [every|each] [application|applicant] [for this "
         "{role} role|within a week|it receives]."),
        ("[The hiring process at {N}|How {N} hires]", "¶",
         "[A first call|An intro call] with [the {N} recruiting team|the {N} talent partner], a "
         "[conversation|call] with the hiring manager, a [practical|short] [exercise|task] "
         "[on {task}|drawn from real work] and [a final round|final interviews] with the "
         "team [in {city}|online]."),
    ],
    "job_benefits": [
        ("[{N} offers|At {N} you get|{N} gives you] a [competitive|fair] salary [with|plus] "
         "[equity|stock options], "
         "[hybrid|flexible] working [from|between] [its|the] {city} office [and home|and "
         "remotely], [a yearly|an annual] learning budget and [private health cover|health "
         "insurance] [for you and your family|with a pension plan].",
         "[Parental leave is generous|Parental leave is paid in full|Holiday is generous], "
         "and [many|plenty of] people at {N} [work|take time off] [around school hours|"
         "flexibly] [when they need to|as family life requires]."),
        ("[Beyond|Besides] [pay|salary] and [equity|stock options], {N} [gives|offers] "
         "[everyone|every employee] [a budget for|time for] [courses and conferences|"
         "learning] [on|around] {domain}, [hybrid|flexible] hours in {city} and [health "
         "cover|private health insurance].",),
    ],
    "job_summary": [
        ("[As|In this role, as] {role_a} [at|in the {team} team at] {N}, you will [work|"
         "focus] on [how|the ways] {users} [handle|manage] {task}.",),
        ("[This|The] role [sits|is] in [our|the] {team} team and [reports|works closely] "
         "[to|with] [its|the team's] [lead|head].",),
    ],
}

# -- databases and aggregators: terse, factual ------------------------------------------------
DATA: dict[str, list[Template]] = {
    "db_about": [
        ("{N} [sells|markets its products] [mainly|mostly|primarily] to {buyers}.",),
        ("{N_s} [products are|software is] used [for|in] {domain}.",),
        ("{N_s} [customers|users] [include|are mainly] {users} [at|in] {setting}.",),
    ],
    "aggregator_note": [
        ("[The {N} profile|This page on {N}|{site}'s data on {N}] is [compiled|collected|"
         "assembled] from public sources [and may change|and updated from time to time|"
         "without checks by {N}].",),
    ],
}

# -- interviews: the chief executive answering, questions that get answered ------------------
INTERVIEW: dict[str, list[Template]] = {
    "interview_origin": [
        ("[At the time|Back then], I was [working on|close to] {domain} and [kept seeing|saw] "
         "the same [problem|thing]: {users} [losing|spending] [hours|whole days] on {task}.",
         "[Nobody|No one] [had|seemed to have] [built|made] [a tool|software] [for|around] "
         "[how|the way] {users} [actually|really] work [in {setting}|day to day in {city}]."),
        ("[The first version of {N}|Our first product at {N}] was [rough|very basic]. [We|I] "
         "[sat|spent "
         "weeks] [with|beside] {users} in {setting} and [rewrote|rebuilt] [it|most of it] "
         "[more than once|several times].",),
    ],
    "interview_customers": [
        ("[What they|What customers] [tell us|say] [most often|again and again] is that "
         "[they|their teams] [spend|waste] [less time|fewer hours] on {pain}.",),
        ("[The best|Our best] customers [are|tend to be] the ones [who|that] [had|have] "
         "[tried|given up on] [building|fixing] it themselves with {system}.",),
    ],
    "interview_market": [
        ("[I think|My view is that] [the market for {domain}|{domain} software] [is|will be] "
         "[won|decided] on "
         "[trust|reliability], not [features|feature lists]. {users} [need|want] software "
         "that [just works|does not break] [during|at] [their busiest time|peak "
         "periods].",),
        ("[There are|We see] [plenty of|a lot of] [competitors|vendors], [but|and] [most of "
         "them|many of them] [sell|build] [broad|general] [suites|platforms] for {buyers}. At "
         "{N} we [go|went] "
         "[deep|narrow] [instead|on purpose].",),
    ],
    "interview_qa": [
        ("Q: What [surprised|has surprised] you [most|the most] at {N} about [selling to|working "
         "with] {buyers}?", "¶",
         "{first}: [How long decisions take|How slowly purchases move] [among|at] {buyers}: "
         "[a pilot|a trial] "
         "[can|might] [run for months|take a season], [so|and] [we|our team] [learned|had] "
         "to [make|keep] [every|each] {N} [pilot|trial] [small|simple] and [easy to measure|"
         "measurable]."),
        ("Q: How do you [hire|build the team] at {N}?", "¶",
         "{first}: [Slowly|Carefully], [because|since] [we|I] [look for|want] [people|engineers "
         "and salespeople] who have [spent time|worked] [with|alongside] {users}, [or|and] "
         "who are [curious|genuinely curious] about {task}."),
        ("Q: What does a [typical|normal] {N} [rollout|customer rollout] look like?", "¶",
         "{first}: We [start|begin] with [one|a single] [team|site], [connect|link] {N} to "
         "their {system}, and [measure|track] {metric} [before and after|from day one]. "
         "[If|When] [it|that] [works|goes well], [they|customers] [expand|roll out] [to "
         "other|across their] {setting}."),
        ("Q: As the head of {N}, what [would you|do you] tell [someone|a founder] [starting "
         "out|starting a "
         "company] in {city}?", "¶",
         "{first}: [Talk to|Spend time with] [customers|buyers] [before|long before] you "
         "[write code|build anything]. [And|Also], [find|hire] [people|colleagues] in {city} who "
         "[disagree with you|will argue with you] [politely|kindly]. [That|It] [worked|"
         "helped] [for|at] {N}."),
        ("Q: What[ is|'s] next for {N}?", "¶",
         "{first}: [More|Deeper] [work|investment] in {domain}, [and|plus] [better|richer] "
         "[reporting|analytics] for {users}. [We|I] [also|really] [want|hope] to make "
         "{N_s} [onboarding|setup] [faster|much faster]."),
        ("Q: What [keeps you up at night|worries you most] about running {N}?", "¶",
         "{first}: [Reliability|Uptime], [always|above all], [because|since] [when|if] the {N} "
         "[software|product] [stops|goes down], {task} [stops|stalls] [too|with it] [for|at] "
         "{buyers}, [and|so] [we|our engineers] [take|treat] [that|it] [very seriously|as the "
         "first priority]."),
        ("Q: How has {domain} changed since you [started|founded] {N}?", "¶",
         "{first}: [Buyers|Customers] [are|have become] [far|much] more [demanding|"
         "sophisticated]. [They|{buyers}] [used to|would once] [accept|put up with] {pain}; "
         "[now|today] they [expect|want] [live|clear] figures on {metric} [and|plus] "
         "software that [fits|works with] {system}."),
        ("Q: What [mistake|early mistake] [taught you|did you learn from] the most at {N}?",
         "¶",
         "{first}: [We|I] [built|shipped] [too many features|too much product] [too early|"
         "before we understood the problem]. [The|Our] [best|most useful] [work|releases] "
         "[came|started] [when|once] we [sat|spent time] [in|at] {setting} [in {city}|with "
         "{users}] and [watched|listened]."),
        ("Q: How do you [price|sell] {N}?", "¶",
         "{first}: [By|Per] [site|team], [on|with] [a yearly|an annual] [subscription|"
         "contract]. {buyers} [want|like] [costs|prices] they can [predict|plan for], [and|so] "
         "we [keep|make] [it|pricing] [simple|plain]."),
    ],
}

# -- an investor's portfolio page, a partner's directory, a customer story -------------------
OTHERS: dict[str, list[Template]] = {
    "portfolio_thesis": [
        ("[Why we invested in {N}|Why we backed {N}|Our view on {N}]", "¶",
         "[We|Our team] [backed|invested in] {N} because {buyers} [need|are looking for] "
         "[better|simpler] [ways|tools] to [handle|manage] {task}, and [the team knows|its "
         "founders know] {domain} [from the inside|first-hand]."),
        ("[About {N}|{N} at a glance|What {N} does]", "¶",
         "{N} [helps|lets] {users} [cut|reduce] {pain} [with|using] {what}.",),
    ],
    "partner_integration": [
        ("[The {partner} integration with {N}|How {N} works with {partner}]", "¶",
         "[The|This] [integration|connection] [links|connects] {N} with {partner}, so "
         "[data|information] [flows|moves] [between them|both ways] [without|with "
         "no] [manual|double] [entry|work].",
         "[Customers|Joint customers] [set it up|turn it on] [from|in] [their|the] {N} "
         "[settings|admin console]."),
        ("[Who the {partner} integration with {N} is for|Where {N} and {partner} fit best]", "¶",
         "{users} [who|that] [already use|use] {partner} and [want|need] [help|better tools] "
         "[with|for] {task}.",),
    ],
    "case_solution": [
        ("[The team|{customer}] [rolled out|introduced] {N} [in stages|site by site], "
         "[starting with|beginning with] [one|a single] [team|group] [of|among] {users}.",
         "[Connecting|Linking] [it|the platform] to [existing|current] {system} [took|"
         "needed] [days|a few weeks], not [months|quarters]."),
        ("[With|Using] {N}, {users} at {customer} [now|today] [handle|manage] {task} [in one "
         "place|from one screen], [with fewer hand-offs|with far less manual work].",),
    ],
    "case_challenge": [
        ("[The challenge at {customer}|Where {customer} started|Before {N}]", "¶",
         "[Before|Until they chose] {N}, {users} at {customer} [handled|managed] {task} "
         "[with|through] {system} and [a lot of|plenty of] [manual|copy-and-paste] work.",
         "[The result|What followed] was {pain} [at {customer}|across the {customer} team] and "
         "[little|no reliable] [visibility|insight] into {metric}."),
    ],
    "case_results": [
        ("[The results at {customer}|What changed for {customer}|The outcome for {customer}]", "¶",
         "{customer} [now|today] [reports|tracks] {metric} [every week|weekly] [instead of|"
         "rather than] [at quarter end|once a quarter], and [its|the] {users} [spend|lose] "
         "[far|much] less time on {pain}."),
        ("“[We|Our team] [used to|would] [spend|lose] [days|whole afternoons] on {task}”, "
         "said [a manager|the operations lead|a team lead] at {customer}. “[Now|Today] "
         "{N} [does|handles] [it|the work] [in the background|without anyone chasing it].”",),
    ],
}

# -- market reports: an analyst's "we" --------------------------------------------------------
REPORTS: dict[str, list[Template]] = {
    "report_overview": [
        ("[This report|Our report] [sizes|covers] the {market} market and [profiles|"
         "reviews] [the|its] [main|leading] [vendors|suppliers].",
         "[We|Our analysts] [base|built] [our|the] {market} [estimates|figures] on [interviews|"
         "conversations] with [buyers|{users}] and [vendors|suppliers], [public|company] "
         "[disclosures|filings] and [our own pricing|pricing] [data|research]."),
    ],
    "report_drivers": [
        ("[Demand drivers in {market}|What drives demand for {market}|Growth drivers of the "
         "{market} market]", "¶",
         "[Demand|Spending] [is|has been] [driven|pushed] [mainly|largely] by {buyers} "
         "[trying|looking] to [cut|reduce] {pain} and [improve|report better on] {metric}.",
         "[We|Our analysts] [also see|see] [growing|rising] [interest in|demand for] [tools|"
         "products] [that|which] [connect|integrate] with {system} [rather than|instead of] "
         "[replacing them|replacing those systems]."),
    ],
    "report_buyers": [
        ("[What buyers of {market} want|Buyer priorities in {market}|How buyers choose a "
         "{market} vendor]", "¶",
         "{buyers} [ranked|put] [ease of rollout|integration effort] and "
         "[reliability|service quality] [ahead of|above] [price|feature breadth] [when|in] "
         "[choosing|comparing] [vendors|suppliers].",
         "[Many|Most] {users} [run|start with] a [pilot|trial] [at|in] "
         "[one|a single] [site|team] [before|ahead of] [committing|a wider rollout]."),
    ],
    "report_risks": [
        ("[Risks to the {market} market|Headwinds for {market}|What could slow {market}]", "¶",
         "[Tighter|Shrinking] [budgets|IT budgets] [and|or] [long|lengthy] [procurement|"
         "buying] [cycles|processes] [could|may] [slow|delay] [adoption|growth], "
         "[particularly|especially] [among|for] [smaller|mid-sized] {buyers}.",),
    ],
    "report_outlook": [
        ("[Outlook for {market}|Our {market} outlook|What we expect from {market}]", "¶",
         "[We|Our analysts] [expect|anticipate] [further|continued] [consolidation|"
         "mergers] [among|across] [smaller|younger] [vendors|suppliers] [as|while] "
         "[larger|established] [platforms|vendors] [add|build] [features|modules] for "
         "{task}.",
         "[Buyers|Customers] [will|are likely to] [favour|prefer] [suppliers|vendors] that "
         "[connect to|work with] {system} [over|rather than] [those that|vendors that] "
         "[ask them to replace|require replacing] [them|those systems].",),
    ],
    "report_method": [
        ("[Methodology of this {market} report|About this {market} report|How we sized "
         "{market}]", "¶",
         "[Market|Our {market}] estimates combine [vendor revenue|"
         "supplier] [estimates|figures] with [buyer|customer] [surveys|interviews] and "
         "[pricing|price] [checks|research]; [figures|estimates] [are|are given] in "
         "US dollars.",),
    ],
}

# a template of one sentence may be written as a plain string
LIBRARY: dict[str, list[Template]] = {
    role: [t if isinstance(t, tuple) else (t,) for t in templates]
    for group in (NEWS, PRESS, REMARKS, SITE, JOBS, DATA, INTERVIEW, OTHERS, REPORTS)
    for role, templates in group.items()}

# where w8 wrote filler, by (layout, filler key): the roles w9 writes there, in turn
INLINE: dict[tuple[str, str], tuple[str, ...]] = {
    ("home", "mission"): ("home_pitch",), ("home", "product"): ("home_product",),
    ("about", "mission"): ("about_mission",), ("team", "mission"): ("team_intro",),
    ("products", "product"): ("product_detail",),
    ("careers", "careers"): ("careers_culture", "job_benefits"),
    ("release_launch", "product"): ("launch_features",),
    ("interview", "interview"): ("interview_origin", "interview_customers",
                                 "interview_market"),
    ("database_profile", "db"): ("db_about",), ("aggregator", "db"): ("aggregator_note",),
    ("job_post", "duties"): ("duties_{family}",), ("job_post", "careers"): ("job_benefits",),
    ("case_study", "product"): ("case_solution",),
    ("market_report", "market"): ("report_overview",),
    ("news_round", "news"): ("news_context",),
}

# what pads a page of each layout to its length, in order
PADDING: dict[str, tuple[str, ...]] = {
    "home": ("home_section",),
    "about": ("about_story", "about_values"),
    "products": ("products_platform",),
    "team": ("team_culture", "team_culture"),
    "careers": ("careers_hiring", "careers_culture"),
    "newsroom": ("newsroom_contact",),
    "subsidiary": ("subsidiary_about", "subsidiary_about"),
    "release_funding": ("funding_use", "funding_context"),
    "release_launch": ("launch_features", "launch_context", "launch_availability"),
    "release_partnership": ("partnership_detail", "partnership_quote", "partnership_context",
                            "partnership_detail"),
    "release_appointment": ("appointment_background", "appointment_quote",
                            "appointment_background"),
    "release_acquisition": ("acquisition_rationale", "acquisition_quote",
                            "acquisition_rationale"),
    "news_round": ("news_use_of_funds", "round_analyst", "news_customers", "news_competition",
                   "news_next"),
    "news_earlier_round": ("news_use_of_funds", "news_context", "round_analyst",
                           "news_customers", "news_next"),
    "news_feature": ("feature_scene", "news_customers", "news_context", "news_analyst",
                     "news_competition", "feature_challenges", "news_next"),
    "news_ceo_change": ("leadership_change", "leadership_analyst", "news_context",
                        "leadership_change", "news_next"),
    "news_revenue": ("results_context", "results_analyst", "news_customers", "results_context",
                     "news_next"),
    "investor_portfolio": ("portfolio_thesis", "portfolio_thesis"),
    "interview": ("interview_qa",) * 6,
    "job_post": ("job_requirements", "job_requirements", "job_process"),
    "market_report": ("report_drivers", "report_buyers", "report_risks", "report_outlook",
                      "report_method"),
    "partner_page": ("partner_integration", "partner_integration"),
    "case_study": ("case_challenge", "case_results", "case_results"),
}

# words of a page's body (its chrome aside) that w9 pads it to: what pages of the kind run to
# on the web (a database profile is its table; a news story 500-1,200 words)
LENGTHS: dict[str, tuple[int, int]] = {
    "home": (380, 650), "about": (420, 750), "products": (400, 700), "team": (110, 240),
    "careers": (380, 620), "newsroom": (0, 0), "subsidiary": (140, 320),
    "release_funding": (430, 720), "release_launch": (400, 650),
    "release_partnership": (330, 560), "release_appointment": (320, 520),
    "release_acquisition": (300, 480),
    "news_round": (620, 1000), "news_earlier_round": (470, 780), "news_feature": (680, 1060),
    "news_ceo_change": (480, 820), "news_revenue": (480, 820),
    "investor_portfolio": (90, 200), "interview": (850, 1400), "job_post": (380, 650),
    "market_report": (900, 1600), "partner_page": (130, 260), "case_study": (420, 750),
}

# kinds whose padding is woven between their paragraphs (a story's context), not appended
WOVEN = ("news_article", "press_release", "market_report")

# -- lines w9 words its own way where w8 wrote a fixed one (`writer.Page.line`): headings,
# questions and quoted remarks with their speakers, named so they are not the same on
# hundreds of pages
LINES: dict[str, list[Template]] = {
    "about_heading": ["About {N}", "{N} at a glance", "Background on {N}", "{N} in brief",
                      "More about {N}", "Who {N} is", "About {N} in {city}",
                      "{N}: company background", "Facts about {N}", "{N}, in short",
                      "About {N} and its work", "{N} background", "Company information: {N}",
                      "About {N}, the company", "Who is behind {N}"],
    "open_roles_heading": ["Open roles at {N}:", "Current openings in {city} and remote:",
                           "Jobs open at {N} now:", "Where {N} is hiring:",
                           "Roles we are hiring for in {city}:"],
    "board_heading": ["The {N} board:", "Board of directors of {N}:", "{N_s} board:",
                      "Directors of {N}:"],
    "sources_heading": ["Sources for this {N} profile:", "Where the {N} data comes from:",
                        "Sources used for {N}:", "Based on these pages about {N}:"],
    "aggregator_intro": ["{site} collects public information about {N}; [it|the profile] may "
                         "be incomplete or out of date.",
                         "Quick facts about {N}, compiled by {site} from public sources.",
                         "{site} summarises what is publicly known about {N}.",
                         "The {N} profile below is generated from public sources by {site}.",
                         "Key data on {N} from the {site} company database."],
    "q_team": ["Q: How big is the team at {N} now?", "Q: How many people work at {N} today?",
               "Q: How has the team at {N} grown?", "Q: And the team at {N}?"],
    "q_customers": ["Q: Who are {N_s} customers?", "Q: Who buys from {N}?",
                    "Q: Who uses {N_s} [product|software] day to day?",
                    "Q: Which customers would you point to, {first}?"],
    "q_market": ["Q: How do you think about the market for {domain}?",
                 "Q: And the competition in {domain}?", "Q: Where does {N} fit in its market?",
                 "Q: Who does {N} run into in deals?"],
    "ceo_funding_line": ["{ceo}, chief executive of {N}, said: “{q}.”",
                         "“{q}”, said {ceo}, {N_s} CEO, of the new funding.",
                         "{ceo}, CEO of {N}, said in a statement: “{q}.”",
                         "Announcing the round, {ceo} said: “{q}.”",
                         "“{q}”, said {ceo}, speaking for {N} in {city}."],
    "ceo_launch_line": ["{ceo}, chief executive of {N}, said at the launch: “{q}.”",
                        "“{q}”, said {ceo}, {N_s} CEO, introducing {product}.",
                        "{ceo}, CEO of {N}, said of {product}: “{q}.”"],
    "investor_line": ["{voice} at {lead}, which led the round, said: “{q}.”",
                      "“{q}”, said {voice} at {lead}.",
                      "Explaining the investment in {N}, {voice} at {lead} said: “{q}.”",
                      "{voice} at {lead} said of {N}: “{q}.”"],
}
REMARKS.update({
    # the chief executive in the company's own release on a round
    "ceo_on_funding": [
        ("This funding lets us [hire|bring on] [the engineers|the people] we need and [keep "
         "investing in|go deeper into] {domain} for {buyers}",),
        ("{users} [have told us|tell us] [again and again|every week] [that|how much] {pain} "
         "[costs them|slows them down]. [This round|This investment] [lets us|means we can] "
         "[fix|solve] [more of that|that] for {buyers} [faster|sooner]",),
        ("[We started|We founded] {N} [to make {task}|so that {task} would be] [simple|"
         "painless] for {users}. [With this round|Now] we can [bring that|take that] to "
         "[many more|far more] {setting}",),
        ("[Our customers|{buyers}] [trusted {N}|took a chance on {N}] early. [This funding|The "
         "round] [is|goes] [for them|toward serving them better], [starting with|beginning "
         "with] [better|deeper] [reporting|tools] on {metric}",),
    ],
    # the chief executive in a launch release
    "ceo_on_launch": [
        ("{product} is the product our customers [asked for|kept asking for]: [it|the product]"
         " [takes|removes] the [busywork|manual steps] out of {task}",),
        ("[We built|We designed] {product} [with|alongside] {users} [in|at] {setting}, and "
         "[it shows|you can tell]: [it|the product] [fits|follows] the way they [already work|"
         "really work]",),
        ("[With|Through] {product}, {users} [finally|at last] [get|have] [one place|a single "
         "place] for {task} and [a clear view of|live figures for] {metric}",),
    ],
})
LIBRARY.update({role: [t if isinstance(t, tuple) else (t,) for t in templates]
                for group in (LINES, REMARKS) for role, templates in group.items()})
