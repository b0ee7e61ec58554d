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
                "an analyst in {city} who advises investors on {domain}",
                "an analyst at a consultancy in {city} that advises {buyers}",
                "an analyst in {city} who has followed {domain} for years",
                "an equity analyst in {city} who watches {domain} software",
                "a research analyst in {city} who studies software for {users}",
                "one {city} analyst who tracks spending by {buyers}",
                "a technology analyst who covers {domain} from {city}",
                "a senior analyst at an advisory firm in {city}",
                "an analyst who writes about {domain} for clients in {city}",
                "a software analyst with a brokerage in {city}"],
}

# the team a job title sits in: its duties and requirements are that team's
TEAMS = {"Senior Software Engineer": "engineering", "Site Reliability Engineer": "engineering",
         "Hardware Engineer": "hardware", "Security Engineer": "security",
         "Account Executive": "sales", "Solutions Architect": "sales",
         "Product Manager": "product", "Data Scientist": "data",
         "Customer Success Manager": "customer", "Marketing Manager": "marketing",
         "Finance Manager": "finance", "Talent Partner": "people"}
assert set(TEAMS) == set(vocab.JOB_ROLES)


TEAM_NAMES = {"customer": "customer success", "people": "people and talent",
              "hardware": "hardware engineering"}


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
        ("[Executives at {N}|{N_s} founders] like to say that nobody [chooses|goes into] "
         "{domain} for the glamour; the company [wins|keeps] business by making {task} "
         "[a little less painful|less of a chore] for {users} in {city} and beyond.",),
        ("{users} [tend to|often] [discover|come across] {N} [through colleagues|by word of "
         "mouth|at industry meetings in {city}] rather than through advertising, [the company "
         "said|executives said], and most [trials|pilots] start [small|with one team].",),
        ("The [case|argument] {N} makes to {buyers} rests on [arithmetic|simple sums]: hours "
         "that {users} [now|currently] spend on {pain} could go to work that [moves|improves] "
         "{metric} instead.",),
        ("[Talk to|Spend time with] {users} in {city} and a familiar list of complaints "
         "emerges, beginning with {pain} and ending with {system} that [nobody fully "
         "trusts|few people like].",
         "{N_s} product [is aimed squarely at that list|was designed with that list in "
         "mind]."),
        ("{N} [sits|operates] in a part of {domain} where [the work is constant even when "
         "budgets are small|buyers are careful but loyal].",
         "That makes {N} [slower to grow|harder to sell into] than [flashier|more fashionable] "
         "corners of software, but [steadier|less exposed to swings in spending], [according "
         "to people who follow the company|its backers argue]."),
        ("The appeal of {N_s} software, [as {users} in {city} describe it|in the words of "
         "customers in {city}], is [that it removes steps rather than adding screens|less "
         "about new features than about fewer steps].",),
        ("[Regulators|Auditors|Head offices] have asked for more detail about {task} {lately}, "
         "and {users} in {city} have had to find it [with the same tools as before|in "
         "{system}].",
         "{N} was [one of the first|among the first] to [sell|offer] software built around "
         "that demand in the city."),
        ("[What {N} sells|{N_s} product] is [easy to describe|simple to explain] and [hard "
         "to build|harder to get right]: software that [handles|takes care of] {task} from "
         "start to finish and leaves the exceptions to {users}.",),
        ("In {city}, {N} has to compete for attention with larger and better-known software "
         "companies, [which helps explain why|one reason] it sells [mostly|largely] through "
         "[introductions|referrals] from {users} who already use it.",),
        ("The people who buy {N_s} software are [rarely|seldom] the people who use it: [a "
         "department head|an operations director] signs, but {users} decide whether it "
         "[sticks|survives the first months].",
         "{N} [has learnt|says it has learnt] to [win over|court] both[, executives told "
         "{outlet}|]."),
        ("In {setting}, the rest of the organisation rarely sees the work of {users} "
         "until something goes wrong[, and in {city} that usually means {pain}|, managers in "
         "{city} say].",
         "{N_s} [bet|wager] is that making {task} visible [stops most problems "
         "early|prevents most of the trouble]."),
        ("Ask {users} in {city} where the working week goes and {task} comes up [sooner or "
         "later|quickly|early in the conversation].",
         "{N} was set up on the bet that [most of that time can be won back|much of that time "
         "is wasted|the job could be done in a fraction of the time]."),
        ("The market {N} sells into is [less glamorous|quieter] than most software markets: "
         "{domain} "
         "tools are bought by operations managers rather than [technology chiefs|IT "
         "departments], and judged on {metric}.",),
        ("[Behind|Beneath] the [jargon|buzzwords] of {domain} sits a plain job, {task}, which "
         "{users} in {setting} around {city} still [do|handle] with {system} and [a lot of "
         "patience|a good deal of goodwill].",),
        ("{N_s} founders have said the company began with a [simple|modest] observation: "
         "{users} were spending more time dealing with {pain} than doing the work they were "
         "hired for.",),
        ("Software for {task} is not new, but much of what {users} in {city} use was "
         "[designed|built] for a different era, when [reporting was an afterthought|nobody "
         "expected answers the same day].",
         "{N} is betting that buyers [in {city}|in {domain}|among {buyers}] are ready to [move "
         "on|replace it|try something newer]."),
        ("In conversations with {outlet}, {users} [around|in] {city} described {pain} as [the "
         "part of the job they would most like to lose|a daily irritation].",
         "{N} has [built its business around that complaint|made its name by tackling it|put "
         "most of its engineering into fixing it]."),
        ("{N} belongs to a [wave|new crop] of {domain} companies that sell to the people "
         "doing the work rather than to head office.",
         "{N_s} first contact at a customer is usually a team of {users}, [not a procurement "
         "department|and only later the finance department]."),
        ("There is a reason {metric} get so much attention in {setting} around {city}: they are "
         "what senior "
         "managers see, [and what {users} are judged on|even when the cause is buried in "
         "{task}].",
         "{N} pitches its product as a way to [improve them|move them the right way] without "
         "adding staff, [a pitch that has found listeners in {city}|and buyers in {city} have "
         "listened]."),
        ("For years, {task} in {city} was handled the way it was everywhere else: with "
         "{system}, shared spreadsheets and [phone calls|long email threads|a whiteboard].",
         "{N} is among the companies [trying to replace that patchwork|selling a replacement "
         "for that patchwork]."),
        ("Few people outside {domain} have heard of {N}, but among {users} in {city} the name "
         "[comes up often|is familiar], [people in the field say|several managers said].",),
        ("The work {N} automates is [unglamorous|routine] but [constant|relentless]: every "
         "day, {users} must get through {task} while keeping an eye on {system}.",),
        ("Where {N} has an edge, its customers in {city} say, is in the [small|less visible] "
         "details of {task}: the exceptions, the handovers and the [checks|follow-ups] that "
         "{system} leave to people.",),
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
         "Most of the tools they [rely on|use|have] were built before those requests became "
         "[routine|"
         "common|standard], "
         "[which is the gap {N} is pitching into|and {N} is pitching itself into that "
         "gap|and that is the gap {N} wants to fill]."),
        ("Most of the people who use {N_s} product day to day are {users}, for whom {task} "
         "is [one job among many|only part of the job|one of many duties].",
         "Its pitch to them, [executives told {outlet}|a spokesperson told {outlet}|its founders "
         "say], is "
         "[plain|simple]: [less time lost to {pain}|fewer hours spent on {pain}] and a "
         "[clearer|better|sharper] view of {metric}."),
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
         "[A crop of newer vendors|A new generation of vendors|A wave of younger "
         "companies], {N} among them, [is trying to change that|wants to "
         "change that|has set out to change that] with software built around how the work is "
         "actually done."),
        ("Buyers in {city} who have compared vendors in {domain} describe a crowded field in "
         "which many products promise the same things to {users}.",
         "What separates them, [those buyers said|the buyers said|one of them said], is how "
         "well a tool fits the way {users} already work, and on that score {N} [does "
         "well|is well regarded|comes out well]."),
        ("Staff shortages have made {task} harder to keep on top of, {users} in {city} "
         "[told {outlet}|said in interviews with {outlet}].",
         "The backlog tends to show up in {metric}, and {N} [argues|says|believes] that software "
         "can "
         "absorb much of the routine part of the job."),
        ("{N_s} first customers were {setting} around {city} that had outgrown "
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
         "Most of its business, [the company told {outlet}|executives told {outlet}|it says], has "
         "come through word of mouth among {users} at different {setting}."),
        ("The case for software like {N_s} is easiest to see in {metric}[, buyers say|, "
         "customers say|].",
         "When {task} is done by hand, {users} in {city} told {outlet}, problems [surface "
         "late and are expensive to fix|are spotted late and cost more to fix]."),
        ("{N} is not the only company to spot the opportunity in {task}[ in {city}|].",
         "But its founders came from {setting} themselves, and {users} who have met the team "
         "in {city} [say|told {outlet}] it shows in [how the product handles the daily work|the "
         "details of "
         "the product]."),
        ("The daily reality for {users} in {city} is a queue of small jobs: chasing updates, "
         "re-entering data and checking {system} for changes[, managers told {outlet}|].",
         "{N} [says|argues] its software clears much of that queue [automatically|without "
         "anyone having to ask]."),
    ],
    # an analyst, or another informed outsider, on the company's market and its chances (any
    # story): a remark stays within one sentence
    "news_analyst": [
        ("{analyst} [cautioned|warned] that {domain} [remains|is still] [a small|a modest] "
         "market, and that {N} [may need|will likely need] [a second product|to move beyond "
         "{task}] to [keep growing|grow much further].",),
        ("[Still|Even so], {analyst} [credited {N} with understanding|gave {N} credit for "
         "knowing] {users} [better than most|unusually well], [which|something that] [counts "
         "for a lot|matters] in [a market|a field] where [trust|reputation] [decides|wins] "
         "deals.",),
        ("{analyst} [said|suggested] that {N} [would do well to|should] [stay close to|keep "
         "its focus on] {task} for now: “Specialists that drift into [everything|adjacent "
         "markets] too early [tend to lose|usually lose] what made them [good|worth "
         "buying].”",),
        ("{analyst} [described|characterised] {N_s} customers as [loyal but demanding|"
         "demanding but loyal]: {users} who [depend on|rely on] it daily will [notice|"
         "complain about] any slip in {task}.",),
        ("The [wider|broader] trend in {domain}, {analyst} [said|added], is toward software "
         "that [does one job well|fits existing workflows] and [connects to|works with] "
         "{system} rather than replacing them; {N} [fits that pattern|is a case in "
         "point].",),
        ("{analyst} [noted|observed] that buyers in {domain} judge vendors on support as much "
         "as on software: “People remember who picked up the phone when {task} went "
         "wrong.”",),
        ("Asked about {N}, {analyst} [pointed to|singled out] its following among {users} as "
         "its [main asset|clearest advantage], and the reach of its sales team as its [main "
         "constraint|biggest weakness].",),
        ("{analyst} [argued|suggested] that {domain} is shifting from pilots to [budgeted|"
         "routine] spending, which favours vendors such as {N} that already run live "
         "deployments in {setting}.",),
        ("Some observers are more cautious: {analyst} [questioned|doubted] whether {task} is "
         "a large enough market on its own for a company of the kind {N} hopes to become.",),
        ("{analyst} [said|told {outlet}] {N_s} focus on {task} could serve it well as long as "
         "customers keep "
         "spending on {domain}.",
         "Narrow products raise a harder question, [the analyst added|the analyst said]: what "
         "{N} can sell to {users} next."),
        ("{analyst} [told {outlet}|said] that {users} rarely replace {system} in one go: "
         "“They add a tool, watch what it does to {metric} for a quarter, and only then "
         "decide whether to go further.”",),
        ("{analyst} described {domain} as [a neglected|an overlooked] corner of the software "
         "market, one in which many {users} still make do with {system}.",),
        ("In the view of {analyst}, {N_s} main strength is how well it knows {task}.",
         "Its main risk, the analyst [said|added|told {outlet}], is that larger software vendors "
         "decide {domain} is "
         "worth entering and go after {N_s} customers."),
        ("{analyst} [expects|predicts] more consolidation in {domain} as larger software vendors "
         "look to "
         "buy specialists rather than build [the same features|tools for {task}] "
         "themselves.",
         "Specialists with loyal customers, such as {N}, tend to be the ones they buy, "
         "[the analyst said|the analyst added|the analyst told {outlet}]."),
        ("Not everyone expects the {domain} market to support so many vendors: {analyst} "
         "[said|told {outlet}] "
         "buyers are already trimming their lists of suppliers, and that when budgets tighten "
         "“the tool that nobody in {setting} opens every day is the first to go.”",),
        ("{analyst} [said|told {outlet}] buyers now ask for evidence on {metric} before they "
         "sign, not "
         "after[, and that {users} are often asked to collect it|].",
         "That favours vendors with reference customers, the analyst [said|added|told "
         "{outlet}], and makes {N_s} "
         "first accounts [worth more than their contract value|more valuable than their size "
         "suggests]."),
        ("For {analyst}, the deciding factor in {domain} is not the software but whether "
         "{users} will change how they work: “Every vendor demos well; the ones that last "
         "are those whose tool is still open on people's desks months later.”",),
        ("Analysts in {city} who follow {domain} describe the category as [young and "
         "fragmented|fragmented|young and crowded], with no vendor yet setting the terms for "
         "{task}.",
         "{analyst} [said|told {outlet}] that could change quickly if a large software group "
         "bought its way "
         "in, and that specialists such as {N} would then be the obvious targets."),
        ("{analyst} [said|told {outlet}] the company's timing looked [sensible|well judged]: "
         "“Most {users} "
         "have been asked to do more with the same staff, and {task} is one of the first "
         "places they look for time.”",),
        ("{analyst} [cautioned|warned] against reading too much into early customer wins in "
         "{domain}, saying renewals are what matter: “The easy part is winning a pilot with "
         "a team of {users}; keeping the customer after the first contract runs out is where "
         "vendors prove themselves.”",),
        ("A consultant in {city} who helps companies choose {domain} software [said|told "
         "{outlet}] buyers "
         "now run short paid trials before committing: “Nobody signs a long contract for "
         "{task} on the strength of a demo any more.”",),
        ("A former manager at a large {domain} vendor, who asked not to be named, said "
         "specialists such as {N} win when buyers care about {task} [above everything "
         "else|more than price|above all].",
         "When price decides, the former manager told {outlet}, the suites usually win "
         "{domain} deals in {city} and elsewhere."),
        ("{analyst} [said|told {outlet}] {N} had picked a [sensible|practical] place to start: "
         "{task} is "
         "frequent, easy to measure and disliked by the {users} who do it.",),
        ("{analyst} [said|told {outlet}] that {users} judge tools like {N_s} by one thing: "
         "whether {metric} [move|change] within a few months.",),
        ("{analyst} [said|told {outlet}] the hardest sale in {domain} is the first one: “Once "
         "one team of {users} vouches for a product, the next team in the same building "
         "usually follows.”",),
    ],
    # a funding story: what the money is for and the climate it was raised in
    "news_use_of_funds": [
        ("{N} [also expects|also plans] to [put|spend] some of the [new capital|money] on "
         "[data centres|hosting] closer to [customers|its customers] outside {city}, which "
         "[larger|cautious] {buyers} [increasingly ask for|tend to require].",),
        ("[Roughly speaking|Broadly], the money [splits|divides] into [product and "
         "people|building and selling], [executives told {outlet}|the company said]: [more "
         "of {task} handled automatically|deeper coverage of {task}], and more people [to "
         "sell it|selling it] beyond {city}.",),
        ("[Hiring|Recruitment] will [take|absorb] [most|the largest share] of the money, "
         "[the company said|{N} said|according to {N}], with new [roles|posts] in "
         "engineering and [customer support|support for {users}] [in {city}|based in "
         "{city}].",),
        ("{N_s} [leadership|management] [said|told {outlet}] the round would [allow|enable] "
         "the company to stop rationing engineering time between new features and [requests "
         "from existing customers|fixes that customers ask for].",),
        ("The money [also buys|will also buy] {N} [time|patience] [with larger {buyers}|to "
         "close larger deals], whose [procurement processes|buying processes] for {domain} "
         "software can [stretch over|take] many months.",),
        ("[Some|Part] of the round will pay for [data work|an overhaul of how the product "
         "handles data], so that {users} can [compare|benchmark] {metric} across {setting} "
         "[in {city} and elsewhere|without spreadsheets].",),
        ("{N} [did not say|declined to say] how [the round|the money|the new capital] would be "
         "[split|divided] between [hiring|"
         "people] and [product work|the product], [saying only|beyond saying] that {task} "
         "[remains|would remain] its focus.",),
        ("{N} [intends|plans] to spend much of the money on shortening rollouts, the stage at "
         "which deals with {buyers} [most often stall|tend to drag].",
         "The aim, [executives said|the company said], is for {users} at {N_s} new customers to "
         "be [running {task} in the product|up and running on {task}] [within days|far "
         "sooner|without a long project]."),
        ("Asked what the round would pay for, {N} [pointed to|listed] engineering, support "
         "for {users} and a sales presence beyond {city}.",),
        ("{N} [wants|hopes] to [use part of the round to deepen|spend some of the round "
         "strengthening] its links with "
         "{system}, which {users} [expect any new tool to work with|say any new tool must "
         "work with].",),
        ("[Executives at {N}|{N_s} founders] described the round as [money for depth rather than "
         "breadth|a bet on doing {task} better, not on doing more].",
         "New features for {domain} will wait, [they said|they told {outlet}], until {N_s} "
         "existing customers are happy with what they have."),
        ("{N} will also spend on marketing, a gap it acknowledges: [many {users} outside "
         "{city} have never heard of it|its name means little to {users} outside {city}].",),
        ("{N} said it would use the money to hire [engineers and salespeople|engineers and sales "
         "staff|more engineers and a sales team] and to expand beyond {city}.",
         "It also plans to put more [work|effort|engineering] into reporting, so that {users} in "
         "{city} can follow "
         "{metric} "
         "without exporting data, [the company told {outlet}|a spokesperson told "
         "{outlet}|executives told {outlet}]."),
        ("[Most|Much|The bulk] of the new capital will go toward [product development|the product|"
         "engineering] and a larger sales team, a spokesperson for {N} [said|told {outlet}].",
         "[The company|{N}] did not give {outlet} a hiring target[ for {city}| for its office in "
         "{city}|], but [said it would need "
         "more "
         "people who understand {task}|said most new staff would work on {task}]."),
        ("{N_s} round comes as investors have grown more [selective|cautious|demanding] about "
         "start-ups that sell to {buyers}.",
         "They now favour companies that can show paying customers over [ambitious growth "
         "plans|big promises|ambitious plans], and {N} [says|argues|insists] it is one of them."),
        ("[Part|Some|A share] of the funding will [pay for|go to|finance] a push deeper into "
         "{domain}, where {N} [says it sees|reports|sees] the [strongest|most] demand from "
         "[customers|existing customers|its customers in "
         "{city}].",),
        ("{N} also plans to spend some of the money on [security certifications and "
         "compliance work|security certifications|compliance work], which larger {buyers} "
         "increasingly ask for before they sign.",),
        ("With the round closed, {N} plans to add support staff for {users} and to build a "
         "sales team outside {city}.",),
        ("The financing gives {N} [room|time|breathing room] to keep building before it needs to "
         "raise again, "
         "[a spokesperson said|the company said|executives told {outlet}].",
         "There is no hurry to spend it[ all| quickly|], [the company told {outlet}|executives "
         "told "
         "{outlet}|a spokesperson told {outlet}|{N} said], and new hires in "
         "{city} will [work mostly on {task}|mostly join the {domain} product team]."),
        ("Some of the money will go to a [larger|new|bigger] office in {city}, where most of "
         "{N_s} [engineers|staff|developers] work.",
         "The rest will pay for changes that let bigger customers outside {city}, with more "
         "complicated "
         "setups, use the product for {task}, [the company told {outlet}|a spokesperson "
         "told {outlet}|executives told {outlet}]."),
        ("Until now most of {N_s} customers have been [small teams|small groups|single teams] "
         "of {users}.",
         "The new money is meant to [pay for|fund] a push into larger organisations [beyond "
         "{city}|outside {city}|across {domain}], where {task} involves more teams and [more "
         "approvals|more sign-offs|slower approvals], [the company told {outlet}|executives told "
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
        ("[Renewals|Repeat purchases] are [the clearest sign|the best evidence] of how "
         "customers feel, and {N} [says|told {outlet}] most of its [early|first] accounts in "
         "{city} have [renewed|stayed].",),
        ("Among the [complaints|grumbles] {outlet} heard from {N_s} customers: [reports that "
         "take too long to build|too many notifications|a mobile app that lags the desktop "
         "version], and [gaps|rough edges] in how it handles unusual cases of {task}.",),
        ("{users} at one customer [near|outside] {city} now [settle|sort out] questions about "
         "{task} [in minutes|the same morning] instead of [waiting on email|trading "
         "spreadsheets], [their manager said|a manager there said].",),
        ("A customer in {city} said the rollout [was quicker|went faster] than [expected|its "
         "last software project], with {users} [trained|up to speed] in days rather than "
         "weeks.",),
        ("Managers at {N_s} customers [tend to|often] describe the product in terms of what "
         "they no longer do: [fewer calls about {task}|no more end-of-week clean-ups|less "
         "copying between {system}].",),
        ("{N} [keeps|maintains] a [small|close-knit] group of [early|long-standing] customers "
         "in {city} who [test|try out] new features on their own {task} before [wider "
         "release|anyone else gets them].",),
        ("Asked what they would change, customers of {N} [pointed to|mentioned] [pricing|the "
         "price], [which rises as more {users} join|which grows with each new team], and [the "
         "time it takes to connect|the work of connecting] the product to {system}.",),
        ("The feedback {N} hears most [often|frequently] from {users}, [its executives "
         "say|according to the company], is that the product [saves them from {pain}|has cut "
         "the time they lose to {pain}].",),
        ("An early customer in {city} said the [main|real] change was cultural: once {users} "
         "could see {metric} [for themselves|without asking], [arguments about {task} became "
         "rarer|fewer disputes about {task} reached managers].",),
        ("At one customer outside {city}, the first [sign|hint|evidence] that the "
         "[software|product|new tool] was [working|paying off|making a difference] came from "
         "{metric}, [a team lead there said|according to the customer's head of "
         "operations].",),
        ("[A supervisor|A team lead|An operations manager] at one of {N_s} customers in "
         "{city} said {users} there no longer [argue about|chase each other for] the latest "
         "version of the records behind {task}.",),
        ("Several customers [mentioned|singled out] support: when {users} run into trouble "
         "with {task}, they said, someone at {N} [answers quickly|usually replies the same "
         "day].",),
        ("[Not all the feedback is warm|Some customers are more critical|The praise is not "
         "universal]: one buyer [said|in {city} said|complained that] {N_s} product [still leans "
         "on|depends "
         "too much on] {system} for [data it should hold itself|basic records].",),
        ("A customer in {city} said the biggest gain had not been speed but [visibility|"
         "clarity]: managers now see {task} as it happens, instead of learning about {pain} "
         "[afterwards|too late].",),
        ("{N} counts [a growing number of|several] {buyers} among its customers, though many "
         "of them, [it said|the company said], prefer not to be named.",),
        ("[For|To] a manager at one customer in {city}, the [real|true|only] test was whether "
         "{users} would [keep using|stick with|go on using] the [tool|product|software] once "
         "the [rollout team|vendor's staff|{N} team] had [left|gone|moved on]; [most have, the "
         "manager "
         "said|they did, according to the manager|so far they have, the manager told "
         "{outlet}|they still do, the manager said, {lately}].",),
        ("A manager at one of {N_s} customers, who asked not to be named because "
         "the contract [is confidential|terms are private], said {users} there now spend [far "
         "less time|much "
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
         "Larger customers in {city} tend to run a long pilot with their {users} first, [the "
         "company "
         "told {outlet}|a spokesperson told {outlet}|executives told {outlet}]."),
        ("[Existing customers|Customers that renew] [cite|point to] faster {task} and [less "
         "time lost to|fewer hours spent on] {pain} as their reasons "
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
        ("For the {users} who use it, the [appeal|attraction] is that {task} no longer [depends "
         "on|means] chasing "
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
        ("[Head to head|On features], {N} and its [closest|nearest] rivals [look|appear] "
         "[similar|much alike]; [the difference|what differs], [buyers in {city} said|buyers "
         "told {outlet}], is [service|support] and how [quickly|fast] {N} "
         "fixes problems with {task}.",),
        ("{N_s} [most common|usual] rival, [according to buyers in {city}|buyers told "
         "{outlet}], is not another start-up but [the status quo|doing nothing]: {users} who "
         "[keep|carry on] doing {task} with {system}.",),
        ("[Larger|Established] vendors in {domain} [say|argue] customers want fewer "
         "suppliers, [a point|an argument] {N} [counters|answers] by [connecting to|working "
         "alongside] {system} rather than replacing them.",),
        ("Switching costs [cut both ways|work in both directions] for {N}: they make it "
         "[hard|slow] to win customers from rivals, but [they are just as hard on rivals "
         "trying to win its customers|they protect the customers it already has in "
         "{city}].",),
        ("The field {N} plays in is [crowded|hard-fought], and few of its rivals in {domain} "
         "[differ much|look very different] on paper.",
         "Buyers in {city} say the differences show only in use, when {users} [put the "
         "products to work on {task}|run them side by side on real work]."),
        ("Some of {N_s} stiffest competition comes not from other vendors but from {system} "
         "that customers already own and [are reluctant to give up|know well].",),
        ("Rivals argue that {N} is [too narrow|too specialised] to serve larger {buyers}; {N} "
         "counters that depth in {task} is what [wins renewals|its buyers pay for].",),
        ("In head-to-head trials, [buyers said|according to buyers who have run them], {N} "
         "does best where {users} handle {task} [every day|many times a day] and worst where "
         "the work is occasional.",),
        ("Price pressure is [rising|building] in {domain}, as newer entrants offer [free "
         "trials|cheaper entry plans] to win {users} away from vendors such as {N}[, buyers in "
         "{city} said|, "
         "{N} acknowledged|].",),
        ("{N} competes with [a mix of larger software vendors and younger start-ups|larger "
         "software vendors as well as younger start-ups|both large software vendors and other "
         "start-ups], most of which also sell to {buyers}.",
         "Most of them [pitch|offer] something similar to {users} in {city}, [buyers told "
         "{outlet}|according to buyers|buyers there said]."),
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
        ("People who have run vendor [selections|reviews|tenders] in {domain}[ around "
         "{city}|] say the shortlist rarely "
         "changes: a handful of specialists, {N} among them, and [a few large suites|one or "
         "more of the large suites|a couple of big platforms].",),
        ("{N} says it rarely wins on price; it wins, its executives argue, when {users} "
         "compare how much of {task} each product [actually handles|really does].",),
        ("Buyers in {city} who [chose|picked|went with] a rival [over|instead of] {N} told "
         "{outlet} that [price|cost] and [an existing relationship|long-standing ties] with "
         "the [vendor|supplier|maker] of their {system} [decided it|tipped the "
         "decision|settled the matter].",),
        ("{N_s} rivals in {domain} range from specialists much like it to [large suites|big "
         "software suites|broad platforms] that bundle {task} with [other tools|other "
         "products|everything else].",
         "In {city}, [a manager at one customer said|buyers say|buyers told {outlet}], the "
         "choice usually comes down to how much the {users} [want|are willing] to change."),
    ],
    # what comes next for the company (any story)
    "news_next": [
        ("{N} expects its [next|coming] phase to depend less on founders selling "
         "[in person|by hand] and more on a sales team that can [win "
         "deals|sign customers] without them.",),
        ("Few at {N} [expect|are predicting] a quick [exit|sale]; [executives told "
         "{outlet}|the company said] it [is building|wants to build] a business that "
         "{users} will still [depend on|be using] for a long time.",),
        ("[Customers|Buyers] in {city} will [be watching|watch] for [something|one thing] "
         "above all: whether {N} [stays as responsive|keeps answering as quickly] when it "
         "has many more {users} to look after.",),
        ("Whatever {N} does next, [it will have to|it must] weigh requests from its largest "
         "customers against the needs of the smaller customers that [made its "
         "name|gave it its start].",),
        ("{N} [is also weighing|is considering] [a sales office|a small team] outside "
         "{city}[, people familiar with its plans said|, according to people familiar with "
         "its plans|].",),
        ("On the product side, [{N} said|executives at {N} said] the next [step|priority|"
         "release] would [bring|add] [better reporting on {metric}|alerts for problems in "
         "{task}|tools for managers of {users}].",),
        ("How {N} handles the move from [early adopters|enthusiastic early customers] to "
         "[mainstream|more cautious] buyers will [decide|shape] [its next few years|what "
         "kind of company it becomes].",),
        ("{N} [intends|plans] to [publish|share] more [case studies|examples] from {setting} "
         "[so that prospective buyers can see|to show prospective buyers] what the product "
         "does for {metric}.",),
        ("{N_s} [immediate|near-term] plans are [modest|unshowy]: keep existing {users} happy, "
         "[win renewals|hold on to renewals] and add customers [in {city} and nearby|around "
         "{city}|beyond "
         "{city}].",),
        ("{N} has said little about [expansion abroad|new markets], but it is expected to look "
         "beyond {city} before long, [according to people who know the company|in the "
         "view of people close to it].",),
        ("The harder question for {N}, [according to people who follow {domain}|observers "
         "say], is whether it [stays a specialist in {task}|remains focused on {task}] or "
         "[turns itself into|grows into] a broader [platform|suite].",),
        ("{N} said it would keep selling directly to {users} [for now|rather than through "
         "resellers].",),
        ("What {N} builds next will be shaped by its biggest customers, which have asked for "
         "[tighter links with|deeper integration with] {system}[, according to the "
         "company|].",),
        ("Much will depend on [hiring|whether it can hire]: {N} needs people who know {task} "
         "[from the inside|as well as they know software], and such people are [scarce|hard "
         "to find] in {city}.",),
        ("For {users}, the [practical|immediate] question is [simpler|more modest]: whether "
         "{N} keeps the product [dependable|easy to use] [as it takes on larger customers|as it "
         "grows|while it chases bigger accounts].",),
        ("{N} [plans|intends|hopes] to [extend|take] the product [from|beyond] {task} into "
         "[neighbouring|adjacent|related] work in {domain}, "
         "[the company said|the company told {outlet}|a spokesperson said].",),
        ("[Investors|Its backers|Investors in the company] will [be watching|watch closely|want "
         "to see] whether {N} can turn "
         "pilots into [multi-year|long-term|larger] contracts "
         "with customers [over the coming year|in the coming "
         "months].",),
        ("The next test[ for the company|] is whether {N} can sell beyond its early customers[ in "
         "{city}|] without "
         "losing the close contact with {users} that [won it those accounts|made its "
         "name|got it started].",),
        ("{N} said it [expects|hopes] to [name|announce] more customers [in the coming "
         "months|later this "
         "year|soon] but [declined|would not agree] to identify them[, citing confidentiality| "
         "beyond saying "
         "they include {setting}|].",),
        ("Whether {N} can keep its momentum will depend largely on how fast it turns trials "
         "into long-term contracts, [people who follow {domain} said|according to people "
         "who follow {domain}|analysts in {city} said].",),
        ("{N} is also [exploring|looking at|discussing] partnerships with larger software vendors "
         "in {domain}, which "
         "could shorten its sales cycles with {users}.",),
        ("For now, {N} says its priority is making {task} [reliable|faster|simpler] for existing "
         "customers "
         "before it chases new ones.",),
        ("[Next on the list|The next priority|Next in line] for {N}, [executives told "
         "{outlet}|the company told {outlet}|a "
         "spokesperson told {outlet}], is reporting: customers want to see {metric} across "
         "all of their {setting} in one place.",),
        ("{N} also [plans|intends|wants] to open [more of its product|the product further] to "
         "outside developers, so that {users} [in {city}|at its customers|at larger "
         "customers] can [connect|plug in|link up] the other tools they [use|rely on] without "
         "[custom work|bespoke integration work|hiring a consultant].",),
        ("{N} will also have to [decide|choose] how far beyond {task} to [go|venture|push], "
         "[executives said|the "
         "company acknowledged|a spokesperson said]: every new feature competes for the same "
         "engineers.",),
        ("Over the next year, {N} wants to [sign|win] customers outside {city} that have "
         "never used software for {task} before, [a spokesperson said|the company said].",),
    ],
    # a feature story: the work on the ground, and what could go wrong
    "feature_scene": [
        ("[Early in|At the start of] a shift in one of the {setting} that [use|rely on] {N}, "
         "{users} [open|check] the product before {system}, [a reversal of|the opposite of] "
         "how the day [used to begin|once started].",),
        ("The [first|opening] screen of {N_s} product [shows|lists] [what needs doing|the "
         "day's exceptions] in {task} rather than everything that has changed; that choice, "
         "its designers say, came from watching {users} at work in {city}.",),
        ("A morning with {users} at one of {N_s} customers [in|near] {city} shows how much of "
         "the job is {task}: [checking|updating] {system}, answering questions and [chasing|"
         "following up on] colleagues.",),
        ("The problem {N} addresses is [easy to miss|rarely noticed] from outside {setting}, "
         "where {users} have [long|for years] worked around {pain} as part of the job.",),
        ("[Walk into|Spend an hour in] one of the {setting} that use {N} and the software "
         "itself is barely visible; what has changed, [its users say|{users} there say], is "
         "how little time {task} now takes.",),
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
        ("Before they used {N}, {users} at one customer in {city} organised {task} "
         "through {system} and a shared inbox.",
         "[A manager|An operations manager|A supervisor] there told {outlet}: “Before {N}, nobody "
         "had the whole picture of {task}, and we only "
         "heard about problems when {metric} moved.”"),
        ("{N_s} pitch is easiest to understand on the ground in {setting}, where {users} fit "
         "{task} in between [many other jobs|other work].",),
        ("[At the site of|At] one of {N_s} customers[ in {city}|], {users} used to start the day "
         "by "
         "checking {system} for anything that had changed overnight.",
         "Now, [a supervisor|a manager|a team lead] there told {outlet}, {N} flags what needs "
         "attention in "
         "{task} before anyone arrives."),
    ],
    "feature_challenges": [
        ("Then there is [money|cash]: {N} will need to keep [customers|renewals] growing "
         "[before it raises again|to justify its next round], [at a time when|while] "
         "investors in {domain} [are cautious|remain selective].",),
        ("{N} also [admits|concedes] that [some|several] features [customers want|{users} "
         "have asked for] are [months|a long way] away, [and rivals|while rivals] [are "
         "moving|move] quickly.",),
        ("There is also the [risk|danger|possibility] that a larger vendor [copies|imitates] the "
         "parts of {N_s} "
         "product that {users} like most and bundles them [for free|at no extra cost] with "
         "{system}.",),
        ("Some {users} [remain|are still] wary of software that changes how {task} is done, "
         "and winning them over takes [training|time and training] that {N} [pays for|has to "
         "fund] itself.",),
        ("{N} will also need to show that its product [holds up|copes] as customers grow, "
         "where {task} is [messier|more complicated] and {system} [vary more|tend to be "
         "older].",),
        ("Sales cycles with {buyers} are [long|slow], and any freeze in customers' budgets "
         "would hit a company of {N_s} size [quickly|hard|early].",),
        ("Some former prospects told {outlet} that {N_s} product needed more setup work than "
         "they had expected, particularly where customers had built up their own workarounds "
         "for {task} over the years.",),
        ("{N} also has to show that what works in {city} works elsewhere, where it has fewer "
         "references and many {users} have never heard of it.",),
        ("Hiring in {city} is another pressure for {N}: it is hard to find engineers who "
         "understand {task}, and larger rivals in {domain} can pay more.",),
        ("The product still covers only [part|a slice|some] of what {users} do, and customers "
         "asked by "
         "{outlet} said they would like {N} to handle more of {domain} before they commit "
         "further.",),
        ("{N} also depends on {users} changing habits that predate any software, which takes "
         "time [that a young company does not always have|and patience from its sales "
         "team].",),
    ],
    # a new chief executive: the handover, and what it means for customers
    "leadership_change": [
        ("For {users} who rely on {N_s} software, [the company said|the company stressed], "
         "nothing about [their day-to-day use|how they handle {task}] [should change|is "
         "expected to change].",),
        ("Leadership changes at start-ups [of {N_s} size|like {N}] often follow a stretch of "
         "growth, and [this one appears to be no exception|this one appears planned rather "
         "than forced].",),
        ("For {N}, the [appointment|change] marks a move from a company run by its founders to "
         "one run [for scale|by professional managers].",),
        ("The incoming chief inherits a product [well liked|well regarded] by {users} and a "
         "[sales pipeline|list of prospects] that now reaches beyond {city}[, according to the "
         "company|].",),
        ("Staff at {N} were told of the change [at a company meeting|ahead of the "
         "announcement], [a person familiar with the matter said|according to people inside "
         "the company].",),
        ("The board's [choice|pick] reflects where {N} wants to go next: beyond single teams "
         "and small groups of {users}, toward larger contracts with {buyers}[, "
         "people close to the company said|].",),
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
        ("The new chief executive [takes over|inherits|is taking over] a company whose users are "
         "mostly {users} in "
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
        ("{analyst} said the [real|first] test of the new chief will be [renewals|whether "
         "customers renew] over the coming [year|quarters], particularly among {buyers} [in "
         "{city}|that signed early].",),
        ("{analyst} [said|suggested] the new chief's [first test|first job] will be keeping "
         "[senior staff|key engineers] in place while {N} pushes beyond {city}.",),
        ("Leadership changes rarely unsettle customers in {domain} [for long|unless the "
         "product slips], {analyst} [said|observed]: “What matters to the people on the "
         "ground is whether {task} keeps working on Monday morning.”",),
        ("{analyst} [said|told {outlet}] a founder stepping back can be healthy for a company at "
         "{N_s} "
         "stage.",
         "The analyst [added|said] that what matters is whether the product stays focused on "
         "{domain} and whether {N_s} [engineers|senior engineers|early staff] stay."),
        ("{analyst} [said|told {outlet}] customers tend to look closely at leadership changes at "
         "vendors "
         "such as {N} before they renew long contracts.",),
        ("{analyst} [said|told {outlet}] the appointment suggests {N_s} board wants someone who "
         "can sell to "
         "larger organisations, where software for {task} is bought by committee rather than "
         "by a single manager.",),
        ("{analyst} was less sure: a change at the top often slows product work for a while, "
         "the analyst said, and {N_s} rivals in {domain} will use that in their sales "
         "pitches.",),
        ("A long-standing customer of {N} said the change had not affected the "
         "service: the same people still answer when its {users} call about {task}.",),
        ("[An investor in {N}|One of {N_s} investors], speaking on condition of anonymity, said "
         "the board had discussed the handover [for some time|for months|well in advance] and "
         "that the company's plans for {domain} were "
         "unchanged.",),
        ("{analyst} [said|told {outlet}] that founders often stay closer to the product than "
         "their titles suggest, and that {N_s} customers are unlikely to notice much change in "
         "{task}.",),
    ],
    # a results story: where the growth came from
    "results_context": [
        ("[Most|Much] of the growth came from {setting} [in and around {city}|near {city}], "
         "[where {N} is best known|its home market], [the company said|according to "
         "{N}].",),
        ("{N} [said|told {outlet}] it had added customers faster than it added staff, "
         "[a sign|evidence], it argued, that [the product is easier to roll out than "
         "before|rollouts have become cheaper].",),
        ("{N} attributed [part|much] of the growth to customers widening use of the product "
         "from one team of {users} to [others|neighbouring teams].",),
        ("It is [unusual|uncommon] for a company of {N_s} size to publish results, and [the "
         "company said|executives said] it had done so to give confidence to {buyers} weighing "
         "long contracts.",),
        ("[Behind the figures|Beneath the headline numbers], {N} said, is a [simple|plain] "
         "pattern: customers that start with {task} [tend to stay|rarely leave] once {users} "
         "are used to the product.",),
        ("Growth came [mainly|largely|chiefly] from new customers and larger contracts with "
         "existing ones, "
         "[{N} said|according to {N}|a spokesperson for {N} said].",),
        ("{N} did not say whether it is profitable, but said it had kept spending in check "
         "while growing.",),
        ("Private software companies [seldom|rarely] publish their figures, and {N_s} decision to "
         "do "
         "so stands out in {domain}.",),
        ("{N} said renewals among {users} had been [strong|high|better than expected], and that "
         "most new business came "
         "from customers who had seen the product at work elsewhere.",),
        ("Much of {N_s} growth came from customers that first bought the product "
         "for {task} and later rolled it out to more of their {users}.",),
        ("{N_s} figures suggest that demand for {domain} software has held up {lately}, "
         "despite tighter budgets among {buyers}.",),
        ("{N} gave no forecast for the current year, but said it expected growth to come "
         "mostly from outside {city}.",),
        ("{N} said [the year's|its|last year's] new customers were mostly {setting} that had "
         "handled "
         "{task} by hand until they signed.",),
        ("The company did not break its revenue down by product, but {N} said [most of "
         "it|the bulk of it|nearly all of it] still comes from software for {task}.",),
    ],
    # an analyst or an investor on a funding round (a funding story)
    "round_analyst": [
        ("{analyst} [described|called] the round [unsurprising|well timed], [given|in light "
         "of] how [few|rarely] specialists in {domain} [have customers|can point to customers] "
         "as [loyal|committed] as {N_s}.",),
        ("The [bigger|more important] signal, {analyst} [said|argued], is [who|which "
         "investors] came back: [existing backers|early investors] putting in more money "
         "[usually|often] means they like what they see [inside|at] {N}.",),
        ("{analyst} [said|suggested] that the round's timing [reflects|says something about] "
         "the state of {domain}: [fewer companies are raising, but those that do are raising "
         "from strength|money is scarcer, but not for companies with customers].",),
        ("{analyst} [pointed out|noted] that {N} will now be judged against [better-funded|"
         "larger] rivals, and that [buyers in {city}|{buyers}] will expect [faster product "
         "work|more from the product] as a result.",),
        ("For investors, [{analyst} said|according to {analyst}], the attraction of {N} is "
         "[less its technology than its customers|its grip on {task} rather than any single "
         "feature]: “[Nobody gets excited about|Nobody writes songs "
         "about|Few people get excited about] {task}, but customers [pay for it year after "
         "year|keep paying for it|renew].”",),
        ("{analyst} [expects|predicts] {N} to spend the round [carefully|on depth rather than "
         "reach], [noting|adding] that [start-ups in {domain}|companies selling to {users}] "
         "that expand too fast [tend to|often] [stumble|struggle with support].",),
        ("{analyst} [observed|noted] that rounds in {domain} have moved toward companies with "
         "[steady renewals|loyal customers], and that {N} appears to fit that description.",),
        ("{analyst} [said|argued] that investors in {domain} now pay for evidence rather than "
         "stories, and that {N} [can show exactly that|has that kind of evidence], with {users} in "
         "{setting} [relying on its product|using its product every day].",),
        ("[Whether the round came on good terms|How generous its terms were] is [harder|"
         "difficult|not easy] to judge from [outside|the outside], {analyst} said, but {N_s} "
         "[customer list|references] among {buyers} would have [helped|weighed "
         "in its favour].",),
        ("To {analyst}, the round says as much about investors as about {N}: [money in "
         "{domain} is going to fewer, more established companies|backers have narrowed their "
         "bets in {domain}].",),
        ("{analyst} [warned|cautioned] that fresh capital can tempt young companies to [grow "
         "faster than their support teams|chase too many markets at once], a risk for any "
         "vendor selling to {users}.",),
        ("{analyst} [said|told {outlet}] the round shows investors are still willing to back "
         "{domain} "
         "companies that can point to paying customers: “The money is there for specialists "
         "with customers in {setting}; it has dried up for almost everyone else.”",),
        ("{analyst} called the round a vote of confidence in {task} as a category, but said "
         "{N} now has to show it can sell outside its home market.",),
        ("[Not everyone reads the round as a sign of strength|Not everyone is impressed]: "
         "{analyst} [noted|pointed out] that many "
         "start-ups in {domain} have raised money on promises about {metric} that customers "
         "are still waiting to see.",),
        ("{analyst} [said|told {outlet}] the financing puts {N} among the better-funded "
         "specialists in "
         "{domain}, which matters when {users} and the people who sign their contracts worry "
         "about whether a "
         "small supplier will still be around in a few years.",),
        ("{analyst} [said|told {outlet}] investors have been drawn to {domain} because [the "
         "savings are easy "
         "to show|results are easy to show|the gains are easy to see]: {users} can measure the "
         "effect on {metric} within a quarter.",),
        ("{N_s} round fits a pattern {analyst} has seen across {domain}: investors favour "
         "companies that sell one thing well to {users} over [platforms that promise "
         "everything|broad platforms|all-in-one suites].",),
        ("{analyst} [said|told {outlet}] the test for the new money is simple: “Can {N} take what "
         "works at "
         "home and sell it to {users} who have never heard of it?”",),
        ("A partner at a venture firm in {city} that did not take part in the round [said|told "
         "{outlet}] investors have been looking hard at {domain}: “If {users} use the product "
         "every "
         "day, the company gets funded; if not, it struggles.”",),
        ("A banker who advises {domain} start-ups in {city} [said|told {outlet}] rounds like this "
         "have become "
         "harder to close {lately}, with investors asking for detailed figures on renewals "
         "before they commit.",),
        ("{analyst} [said|told {outlet}] what {N} does with the money matters more than the "
         "round itself: “The companies that struggle are the ones that hire ahead of demand "
         "from {users}.”",),
        ("{analyst} [said|told {outlet}] investors in {domain} have become [pickier|choosier|more "
         "careful] about which "
         "start-ups they back, and that {N_s} customer list had [clearly helped|counted for a "
         "lot|made the difference].",),
    ],
    # an analyst or an investor on a company's results (a results story)
    "results_analyst": [
        ("{analyst} [said|suggested] that {N_s} figures would [matter|count] most for "
         "{buyers} [weighing|considering] a long contract: “[Nobody wants to rebuild {task} "
         "because a supplier went under|Buyers want to know the supplier will still be "
         "there].”",),
        ("{analyst} [said|noted] the figures were [encouraging|solid] but [warned|cautioned] "
         "that {domain} budgets [can turn quickly|tend to tighten without much warning].",),
        ("To {analyst}, the more telling detail was where the growth came from: [existing "
         "customers buying more|expansion within existing accounts] counts for more than new "
         "names in {domain}, the analyst said.",),
        ("{analyst} [said|told {outlet}] the results compare well with other young companies in "
         "{domain}, "
         "where growth has slowed as customers scrutinise spending.",),
        ("{analyst} [cautioned|warned] that revenue at this stage says more about sales than about "
         "staying power: “In {domain}, the number to watch is how many customers renew.”",),
        ("{analyst} [said|told {outlet}] {N_s} growth reflects how much {users} are willing to "
         "pay to spend "
         "less time dealing with {pain}.",),
        ("For {analyst}, the question is whether {N} can keep growing at this pace once it "
         "has sold to the obvious customers close to home.",),
        ("An investor in {city} who has looked at {N} said the growth was strong for a "
         "business selling software for {task}, where deals are small and sales cycles "
         "long.",),
        ("{analyst} [said|told {outlet}] {N} had done well to publish the figures: buyers of "
         "{domain} "
         "software want to know that a supplier will last.",),
        ("{analyst} [said|told {outlet}] the figures are a useful signal for buyers: “When "
         "{users} pick a supplier for {task}, they want to know it will be around for the next "
         "contract.”",),
    ],
}

# -- press releases: the company's own announcement, in the third person (a release: what it
# is and why, one or two quotes, availability or next steps; its padding is woven between the
# page's paragraphs in any order, so every paragraph stands on its own and says one thing;
# every sentence names something of the page's own, so no two releases share a sentence) ---
PRESS: dict[str, list[Template]] = {
    # what the money is for: one paragraph that says it all (a release says it once)
    "funding_use": [
        ("{N} will use the new funds to hire [engineers and sales staff|engineers, sales "
         "staff and support specialists] in {city}, to [build out|extend|improve] its product "
         "for {task} and to reach {users} in [new markets|markets beyond its own|other "
         "countries].",
         "[Hiring|Recruitment] in {city} [has already begun|is already under way], {N} "
         "[said|added]."),
        ("Most of the money raised by {N} will go into [product development|the product|"
         "engineering].",
         "The company plans to add [deeper|more detailed|better] reporting on {metric} and to "
         "make its tools for {task} [easier to roll out|quicker to set up|simpler to roll "
         "out] across {setting}, while growing its support team in {city} to match."),
        ("The funds will pay for a [larger|bigger] engineering team in {city} and for more "
         "sales staff outside {N_s} home market.",
         "[The company|{N}] also expects to spend more on [security and compliance work|"
         "security certifications|data protection], which buyers in {domain} [increasingly|"
         "now routinely] ask of [suppliers such as {N}|their suppliers in {city} and "
         "elsewhere]."),
        ("The new capital will go mainly into hiring: {N} plans to grow its [engineering and "
         "customer|engineering, sales and support] teams in {city} over the coming months "
         "and to add sales staff [closer to customers in other regions|in markets where "
         "{users} have asked for local support].",),
        ("With the funding, {N} plans to widen its product beyond {task}, to give managers "
         "[clearer|more regular|more detailed] reporting on {metric} and to expand its "
         "implementation team so that new customers can [go live sooner|get started in weeks "
         "rather than months|start seeing results sooner].",),
        ("The money will go into [product development for {task}|new features for "
         "{task}|the product], a larger customer [success|support] team in {city}, and "
         "[sales|marketing and sales] in markets beyond {N_s} home market.",),
        ("{N} [said|says] the round gives it room to [invest in|spend on] work that will "
         "not pay off at once, such as [connections to {system}|deeper links with {system}] and "
         "[tools for "
         "larger rollouts|support for larger customers].",),
        ("[Part|Some] of the money is [set aside|earmarked] for [customer training|"
         "onboarding], [after|because] {users} told {N} that getting started was [the hardest "
         "part|where they needed the most help].",),
        ("{N} [intends|plans] to [open|build] a small team [outside {city}|in a second "
         "region] to serve customers there [in their own time zone|more closely], while "
         "keeping [most of its engineers|product development] in {city}.",),
    ],
    # the boilerplate under a release's "About" heading, after its facts: what the company
    # does, as a release closes (w15: the w14 panel found "About" sections of one line)
    "release_about": [
        ("{N_s} products help {users} [in {setting}|at {buyers}] [spend less time on|take "
         "the routine out of] {task} and [keep track of|see] {metric} [as it happens|week by "
         "week|without building their own reports].",),
        ("{N} works with {buyers}[, giving their {users} one place to run {task}|; its "
         "customers' {users} use it every day for {task}|, and its products are built around "
         "the way {users} handle {task}].",),
        ("[Customers use {N}|{N_s} customers use it|Teams at {buyers} use {N}] to replace the "
         "[spreadsheets and phone calls|email threads and spreadsheets|manual steps] around "
         "{task} with one [dependable|predictable|shared] routine.",),
        ("{N} [sells to|works with] {buyers} and [supports its customers|runs support and "
         "product development|looks after its customers] from [its office|its headquarters] "
         "in {city}.",),
    ],
    # the whole "About" block of a release that states no facts there (launch, partnership,
    # appointment): w8 closed them with none
    "release_boilerplate": [
        ("[About {N}|{N} in brief|{N} at a glance|Background: {N}]", "¶",
         "[{N} builds {what} for {buyers}|Based in {city}, {N} makes {what} for {buyers}].",
         "{N_s} products help {users} [spend less time on|take the routine out of] {task}."),
        ("[About {N}|{N} in brief|{N} at a glance|Background: {N}]", "¶",
         "[{N} develops {what}, selling mainly to {buyers}|From its office in {city}, {N} "
         "builds {what} for {buyers}].",
         "[{users} in {setting} use {N} for {task}|Most of its customers found {N} through a "
         "colleague among {users}]."),
        ("[About {N}|{N} in brief|{N} at a glance|Background: {N}]", "¶",
         "[{N} builds {what} for {buyers}|{N} develops {what}, selling mainly to {buyers}].",
         "{N_s} customers use it to replace the [spreadsheets and phone calls|manual steps] "
         "around {task}."),
    ],
    # what the company does and why it matters: the problem, the product, its customers
    "funding_context": [
        ("{N} was [built|designed] for {users} who still [rely on|depend on] {system} for "
         "{task} and struggle with {pain}: it gives them one place to do that work and [to "
         "see where it stands|to keep track of {metric}|to share it with their managers].",),
        ("{N} was [started|founded|set up] by people who had seen the problem [up close|"
         "first hand|from the inside]: {users} spending [hours|whole days|too much time] on "
         "{task} with tools that were never built for [it|the job].",),
        ("{N} sells to [small teams|single sites|independent operators] as well as [large "
         "organisations|national groups|larger groups], and most of its customers in "
         "{domain} start with a [small|limited|single-team] pilot [before rolling the product "
         "out|and then extend the product] [more widely|to other teams|across the organisation].",),
        ("{N} says interest in tools for {domain} has [grown|picked up|risen] as [teams|"
         "{users}] are asked to [do more with the same people|handle "
         "more work without more staff], with interest from single "
         "departments as well as from organisations that want [one view of|a single view of|"
         "consistent reporting on] {metric}.",),
        ("{N_s} product is [designed|built] to sit alongside the tools customers already "
         "have rather than replace them, [which the company says keeps|and {N} says this "
         "keeps] [rollouts short|projects small|the first deployment to a matter of weeks].",),
        ("Customers use {N} to [cut|reduce] the time their [staff|people] [spend on|put into] "
         "{task} and to "
         "[keep track of|follow] {metric} [without building their own|without keeping their own] "
         "[reports|"
         "spreadsheets].",),
        ("{N_s} round comes as {buyers} look [harder|more closely] at the cost of {pain}, "
         "and the company has built its business on helping them [measure|track] {metric} "
         "and [act on what they find|decide what to fix first].",),
        ("{N_s} product is used [day to day|every day|daily] by {users}, [many of whom|most of "
         "whom] had "
         "no [dedicated|proper|purpose-built] tools for {task} before, while [their managers|"
         "team leaders] use it to [follow|track] {metric}.",),
        ("[Customers|Users] of {N} say the [biggest|most visible] change is in {metric}: "
         "[figures that used to take days to gather|numbers that used to live in "
         "spreadsheets] are now [available the same day|in front of managers every "
         "morning].",),
        ("{N_s} product team [works closely|stays in close touch] with {users}, [running "
         "regular feedback sessions|sharing early versions|visiting customers often] "
         "before [anything is released widely|features ship].",),
        ("Before {N}, [most|many] {users} [organised|planned] {task} with "
         "spreadsheets, email and {system}.",
         "{N_s} pitch is [simple|straightforward]: [one tool, built for the job|a single "
         "tool built for {task}|one product instead of several]."),
        ("{N} charges customers [a subscription|an annual fee] based on [the size of their "
         "operation|how widely they use it], and new customers [can start|usually start|often "
         "begin] with a [short|"
         "free|paid] pilot.",),
        ("On a [typical|normal] day, {users} [open|check] {N} [first thing|before anything "
         "else] to see what needs attention, and [their managers|team leaders] [look at|"
         "review] {metric} there [at the end of the week|before their weekly meeting].",),
        ("{N} [keeps|has kept] its sales team small and [leans on|relies on] [referrals|"
         "word of mouth] from {buyers}, [spending|putting] more of its budget on [product|"
         "engineering] than on [advertising|marketing].",),
        ("[Switching|Moving] to {N} [rarely|seldom] means [ripping out|replacing] "
         "anything: [most|many] customers [connect|link] it to {system} in [the first|their "
         "first] [weeks|days] and [retire|drop] [a spreadsheet|an email routine] or two "
         "[along the way|as they go].",),
        ("[What sets {N} apart|What distinguishes {N}], [according to|in the view of] its "
         "customers, is [how little training it needs|how quickly new staff pick it up|"
         "how closely it follows the way {users} already work].",),
        ("{N} [tracks|watches] how customers [use|work with] the product and [says|reports] "
         "that customers [open the reports on {metric}|use the features for {task}] [more "
         "than anything else|most often].",),
        ("[For|Among] {buyers}, the [cost|price] of getting {task} wrong [shows up|appears] "
         "[in overtime, rework and missed targets|as rework and lost time], and {N} "
         "[pitches|presents] itself as [a cheaper alternative to the large suites|a way to avoid "
         "that cost].",),
        ("{N} [runs|hosts] [regular|periodic] [user groups|customer sessions] in {city} "
         "[and online|and by video], where {users} [compare notes|swap ideas] on {task} "
         "and [tell the company|tell {N_s} staff] what to build next.",),
        ("The [idea|thinking] behind {N} is that {users} [know best|understand better than "
         "anyone] where {task} goes wrong, so the product [gives them|puts in their hands] "
         "the [tools|means] to [fix problems|sort out issues] [themselves|without waiting "
         "for head office].",),
        ("{N_s} [contracts|agreements] with customers [run|are set] [on a rolling basis|"
         "on renewable terms], and the company [counts on|relies on] [renewals|customers "
         "staying] rather than [long lock-ins|lengthy commitments].",),
        ("[Regulation|Scrutiny from regulators] in {domain} [has added to|adds to] the "
         "[paperwork|record-keeping] behind {task}, and {N} [keeps|holds] [the records|"
         "an audit trail] [that inspections call for|that auditors ask to "
         "see].",),
        ("[Ask|Talk to] {users} about {task} and [most|many] will describe [a patchwork|a "
         "tangle] of {system}, [shared inboxes|email threads] and [notes|spreadsheets]; {N} "
         "[replaces that patchwork|pulls those pieces together] [without asking anyone to "
         "start from scratch|in a single workspace].",),
        ("{N} [began|started out] with a [narrow|single] focus on {task} and has since "
         "[broadened|widened] its product [at the request of|in response to] {buyers} who "
         "wanted [the same approach|the same clarity] for [reporting on {metric}|the rest of "
         "their work].",),
        ("[The people behind|The founders of] {N} worked in {domain} [before "
         "starting the company|long before founding it], and [it shows in|that experience shapes] "
         "[the details|small "
         "choices] such as [how the product handles exceptions|which fields are required|how "
         "alerts are worded].",),
        ("{N} [publishes|ships] [regular|frequent] updates to its product, and customers "
         "[can switch|are free to switch] new features on [when they are ready|at their own "
         "pace].",),
        ("The [commercial|business] case for {N} usually [rests on|comes down to] {metric}: "
         "[when those improve|once they improve], [managers|{buyers}] [tend to|usually] "
         "[extend|widen] the product to [more teams|other sites|the rest of their {setting}].",),
        ("{N} [employs|has] [people|staff] in {city} [who have worked alongside|who used "
         "to work with] {users}, and they [sit in on|take part in] [product decisions|design "
         "reviews|customer calls].",),
        ("[A large part|Much] of {N_s} work [happens|takes place] [after the sale|once a "
         "customer has signed]: [mapping|understanding] how {task} [actually|really] runs "
         "[in each customer's|across the customer's] {setting} and [setting up|configuring] "
         "the product to match.",),
        ("{N} [stores|keeps] customer data [securely|under strict access controls] and "
         "[lets customers|allows customers to] [export|take] it [at any time|whenever they "
         "want], [a point|something] that [matters to|reassures] {buyers} [wary of|worried "
         "about] being locked in.",),
        ("{N_s} founders saw that for {users}, the trouble with {task} has [rarely|seldom] been "
         "[a lack of effort|a lack of care]: the "
         "information [sits in|is scattered across] {system}, and nobody [has the full "
         "picture|sees the whole of "
         "it] until [something goes wrong|it is too late to fix], [a gap {N} set out to "
         "close|which is what {N} was built to change].",),
        ("The company's customers range from [single teams|small operators] trying {N} on "
         "one part of their work to groups that now run {task} through it across all of "
         "their {setting}.",),
        ("{N} [got its start|grew up] in {city}, where it won its first customers among {users} "
         "[the founders already knew|from the founders' own network], and [much of|most of] "
         "the product [still reflects|is still shaped by] [what they asked for|their requests] "
         "in [the early months|those early days].",),
        ("[A typical|The average] {N} customer used to [discover|find] the problems [caused by|"
         "that come from] {pain} [at the end "
         "of the week|days after the fact|only when someone complained]; with the product, "
         "[those problems|such problems] show up [while there is still time to act|the same "
         "day|as they happen].",),
        ("{N} does not [try to replace|ask customers to give up] {system}; [instead|rather], "
         "its product sits [on top of|alongside] them, [pulling together|bringing together] "
         "what {users} need for {task} and turning it into [reporting|regular reporting] on "
         "{metric}."),
        ("The case for a product like {N_s} is [easiest to see|clearest] in {setting} where "
         "{task} still [runs on|depends on] paper, phone calls and [memory|goodwill].",),
        ("Managers who buy {N} tend to [care most about|start with] {metric}, while [those "
         "who use it daily|staff on the front line] [put more weight on|value] not having to "
         "[type the same "
         "information twice|chase colleagues for updates].",),
        ("Much of {N_s} engineering effort goes into the [less visible|unglamorous] parts of "
         "{task}: [connections to|links with] {system}, [permissions|access controls] and "
         "[audit trails|records of who changed what].",),
        ("{N} [competes with|comes up against] both [general-purpose software|large software "
         "suites] and [spreadsheets|homegrown tools], and the company says it [wins most "
         "often|does best] where {users} need something built for {task}.",),
        ("[Security|Reliability] [matters a great deal|counts for a lot] with {buyers}, and {N} "
         "has [invested early in|put effort from the start into] the [controls|checks] that larger "
         "customers [expect|ask about] before they sign.",),
        ("{N_s} founders describe the company's job as [taking the drama out of|taking the "
         "guesswork out of] {task}: [fewer surprises|fewer last-minute scrambles], [cleaner|"
         "better] records and figures on {metric} that people trust.",),
        ("Where {N} is in use, [conversations about|reviews of] {metric} start from the same "
         "figures instead of [competing spreadsheets|an argument over whose spreadsheet is "
         "right].",),
        ("{N} sells to {buyers}, but its product is [designed|written] for the "
         "people who [do the work|carry out {task}] rather than for [head office|the IT "
         "department].",),
        ("Getting {users} to [take up|switch to] new software is [rarely easy|hard], so {N} has "
         "[focused|concentrated] on making the first [week|days] [painless|as simple as "
         "possible]: [a short training session|short training], ready-made templates and "
         "help from staff in {city}.",),
        ("{N_s} customers in {domain} know that [small mistakes|small delays] tend to [add "
         "up|compound]: a missed "
         "step in {task} [becomes|turns into] extra work for someone else [later in the "
         "week|further down the line].",
         "{N_s} [argument|case] is that catching [those slips|such problems] early is cheaper than "
         "cleaning up after them."),
        ("{N} [measures|judges] its own progress by its customers' results, and "
         "[says|reports] that the clearest gains [show up|come] in {metric} rather than in "
         "[headcount|cost cutting].",),
        ("{N} [keeps|has kept] its product deliberately [narrow|focused]: it does {task} "
         "well and [hands the rest to|connects to] {system} rather than trying to do "
         "everything.",),
        ("Many of {N_s} customers [found|came to] the company [by word of mouth|through "
         "recommendations from peers], a pattern the company [puts down to|credits to] how "
         "tightly knit [the world of|the community around] {domain} [is|tends to be].",),
    ],
    # what the product does, for whom (one opens the launch's lede; others pad the release)
    "launch_features": [
        ("{product} is [designed|built] for {users} and covers {task} from start to "
         "finish, with a [clear|live|single] view of {metric} for the managers who [oversee|"
         "run] the work.",),
        ("{product} brings the information behind {task} into one view, so {users} can "
         "[see problems early|spot delays sooner|catch mistakes] instead of finding them "
         "after the fact.",),
        ("{product} was shaped by the problems customers [described|raised|reported] most "
         "often, above all {pain}.",),
        ("With {product}, [staff|{users}] spend less time chasing information and more "
         "time on {task} itself.",
         "Managers get [regular|weekly|daily] reporting on {metric} from {product} across "
         "their {setting}."),
        ("{product} works alongside [the tools customers already use|the software "
         "customers already rely on], so customers can start "
         "[small|with one team|with a pilot] and extend it across their {setting} [when they "
         "are ready|once the first team is happy].",),
        ("{product} is built to be set up quickly: new customers can expect to be [up and "
         "running|using it] in weeks rather than months, with help from the {N} team[ in "
         "{city}|].",),
        ("Inside {product}, each step of {task} has an owner, a status and a history, so "
         "[anyone on the team|a manager] can see [what is waiting and why|what is stuck and "
         "who is dealing with it].",),
        ("{product} [flags|highlights] the cases most likely to lead to {pain}, giving "
         "{users} a [short|prioritised] list to work through [each morning|at the start of "
         "each shift|before problems spread].",),
        ("Reports in {product} [can be|are] built around the measures a customer already "
         "uses, from {metric} to [simple counts of open work|the share of work done on "
         "time].",),
        ("{product} keeps a [full|complete] record of changes, which [matters|helps] when "
         "{buyers} need to show [auditors|regulators|their own customers] how the work was "
         "done.",),
        ("The interface of {product} was [designed|tested] with {users} [in their own|on "
         "site in their] {setting}, [and it works on|with versions for] phones and tablets "
         "as well as desktops.",),
        ("{product} [sends|raises] alerts when {metric} [drift|start to slip] outside the "
         "ranges a team has set, [so managers do not have to|rather than leaving managers "
         "to] [watch a dashboard all day|check reports by hand].",),
        ("[Permissions|Access rules] in {product} follow the way customers are organised, "
         "so [a site lead|a team lead] sees [their own work|the work of their team] and "
         "[head office|senior managers] see the whole picture.",),
        ("[A|The] [home screen|first screen] in {product} [shows|lists] [what needs "
         "doing today|the day's open items] [for each team|by site], [so|and] {users} "
         "[no longer|do not] have to [piece that together|work that out] from {system}.",),
        ("{product} [comes with|includes] [templates|ready-made workflows] for {task} that "
         "[teams|customers] can [adjust|change] [without help from|without calling] {N}, "
         "from [the fields on a form|the order of steps] to [who signs off|who gets "
         "notified].",),
        ("[Search|Filtering] in {product} [lets|allows] managers [find|pull up] [any|a "
         "single] [case|item] [in seconds|quickly] and see [its full history|everything "
         "that happened to it], [a task that|something that] [used to mean|once meant] "
         "[digging through|searching] {system}.",),
        ("{N} has added [an offline mode|a mobile version] to {product}, "
         "[because|since] [much of|a lot of] the work on {task} [happens|is done] [away "
         "from a desk|on the move].",),
        ("{product} [replaces|takes over from] the [shared spreadsheets|email threads] that "
         "many {users} still use to coordinate {task}.",),
        ("For {users}, {product} makes a practical difference: fewer hand-offs in {task}, "
         "fewer [surprises|last-minute fixes], and a record of what was done and when.",),
        ("{product} can be used [on its own|as a standalone tool], and [information|data] "
         "from it can be [exported to|shared with] the [systems|tools] customers already use "
         "for {task}.",),
        ("Setting up {product} does not require [a long project|specialist staff|changes to "
         "existing systems]; {N} handles [most of the setup|the initial configuration|the "
         "first weeks of rollout] for new customers.",),
    ],
    "launch_availability": [
        ("{product} is available now, and customers can request a demonstration through "
         "the {N} website.",),
        ("{product} is available from today to new and existing customers, with onboarding "
         "support from [the company's team|{N_s} staff] in {city}.",),
        ("{product} can be ordered now, and {N_s} specialists will help new customers set "
         "it up across their {setting}.",),
        ("Pricing for {product} depends on [the size of the deployment|how "
         "widely it is rolled out].",
         "Organisations interested in a trial can contact the {N} sales team in {city}."),
    ],
    # why the product, and why now
    "launch_context": [
        ("{N} developed {product} with a small group of early customers, who tested it in "
         "their daily work before the launch.",),
        ("The launch of {product} follows requests from customers for [a simpler way to deal "
         "with|a simpler answer to] {pain}.",),
        ("{N} says {product} is aimed at teams that have outgrown spreadsheets and "
         "general-purpose tools but do not want a long, costly rollout.",),
        ("Work on {product} began after [the company's team|{N_s} staff] in {city} spent time with "
         "customers and saw how much of {task} still depended on manual steps.",),
        ("{domain} has been slow to [move away from manual work|leave paper and "
         "spreadsheets behind], and {N} sees {product} as a "
         "way to change that.",),
        ("{product} is the result of [many months|a long stretch] of work with {users} and "
         "their managers.",),
        ("{N} plans to [add more features to|keep extending] {product} [based on customer "
         "feedback|as customers ask for them|over the coming months].",),
        ("Early users of {product} [have reported|say they have seen] fewer problems with "
         "{pain} and a clearer view of {metric}.",),
        ("[Most|Many] {buyers} [still|today] [handle|run] {task} with [a mix|a "
         "patchwork] of {system} and [manual steps|workarounds]; {N} [built|designed] "
         "{product} to [replace|do away with] the [workarounds|manual steps] [first|before "
         "anything else].",),
        ("{N} [priced|packaged] {product} so that [a single team|one "
         "site] can start [without a large commitment|on a small budget], [a "
         "choice|a decision] the company [says|expects] will [widen|broaden] its reach "
         "among {buyers}.",),
        ("[Feedback|Comments] from [the first|early] {users} [to try|who tried] {product} "
         "[prompted|brought about] [changes in|revisions of] [its reports on {metric}|the way it "
         "handles exceptions] before [launch|today's release].",),
        ("{N} [sees|views] {product} as [part of|a step in] a [longer|broader] [plan|"
         "effort] to [cover|support] {task} [for|on behalf of] {users} in {city} "
         "and [beyond|elsewhere].",),
        ("The idea for {product} came from {N_s} own support team, which kept fielding "
         "the same questions from {users} about {task}.",),
        ("{N} tested {product} [in a handful of|across several] {setting} [before the "
         "launch|over the past months], [changing|reworking] [the reporting|the set-up "
         "process] [more than once|several times] in response to what users said.",),
        ("With {product}, {N} is [moving beyond|widening its reach beyond] its original "
         "product and into more of the work {users} do every day.",),
        ("[Buyers in|Customers across] {domain} have [become|grown] [wary of|tired of] "
         "[long|expensive] software projects, and {N} [designed|priced] {product} [with "
         "that in mind|accordingly].",),
        ("{product} [builds on|draws on] what {N} has learned from its existing customers "
         "about {pain} and how [teams|{users}] cope today.",),
        ("[For|To] {N}, {product} is [a natural next step|the obvious next step]: "
         "customers who already [track|follow] {metric} with its tools [have asked|keep "
         "asking] for help with {task} as well.",),
        ("The launch of {product} [comes at a time when|comes as] {buyers} are [under "
         "pressure|being "
         "pushed] to show [better|steadier] {metric} without adding staff.",),
        ("{N} [will|plans to] [publish|share] [guides|short guides] and [run|hold] [open "
         "sessions|webinars] for {users} [alongside the launch|in the weeks after the "
         "launch] of {product}.",),
    ],
    # what the two companies will do together
    "partnership_detail": [
        ("Under the agreement, {N} and {partner} will connect their products so that "
         "shared customers can move information between them without custom work, starting "
         "with {task}.",),
        ("{partner} will also introduce {N} to its own customers among {buyers}, and the "
         "companies will work together on implementation for those that sign up.",),
        ("The first joint work between {N} and {partner} will focus on {task}, where {users} "
         "have asked for less switching between tools and fewer problems such as {pain}.",),
        ("{N} and {partner} plan to run joint training sessions for {users} and to publish "
         "guides on using the two products together.",),
        ("Customers of {partner} will be able to switch on the {N} connection [from their "
         "existing account|without a separate setup project], and [information on|figures "
         "for] {metric} will [appear|show up] in both products.",),
        ("{N} and {partner} will [share|pool] what they learn from [joint customers|"
         "customers who use both products] and [plan|intend] to [build|add] further "
         "[connections|features] for {users} [based on that feedback|as demand grows].",),
        ("[Support|Account management] for customers of both {N} and {partner} will be "
         "[coordinated|handled "
         "jointly], so that {users} [do not have to|never need to] work out which company "
         "to call when something [goes wrong|breaks].",),
        ("Customers will be able to buy both products through either {N} or {partner}, with "
         "a single point of contact for support.",),
    ],
    # one voice from each side, a paragraph each
    "partnership_quote": [
        ("“Our customers have been asking for better tools for {task}, and working with {N} "
         "lets us give them that without asking them to change how they work”, said "
         "{partner_person}, head of partnerships at {partner}.", "¶",
         "“Partnerships like this one put our product in front of {users} who might never "
         "have found us on their own”, said {our_person}, [who leads partnerships|head of "
         "partnerships] at {N}."),
        ("“{partner} knows {domain} as well as anyone, and together we can offer {users} "
         "something neither of us could offer alone”, said {our_person}, head of business "
         "development at {N}.", "¶",
         "{partner_person}, [a vice president|a senior director] at {partner}, said the "
         "company had chosen {N} because its customers were already asking for help with "
         "{pain}."),
        ("“We kept hearing the same request from customers: make {N} and {partner} work "
         "together, above all for {task}, and this agreement does that”, said {our_person}, "
         "[head of partnerships|partnerships director] at {N}.", "¶",
         "{partner_person}, a senior director at {partner}, said the partnership with {N} "
         "would give its customers one less thing to worry about in {domain}."),
        ("{our_person}, {N_s} [chief operating officer|head of sales], said the agreement "
         "[grew out of|started with] [requests from joint customers|conversations with "
         "shared customers] who were tired of [moving information between the two products "
         "by hand|dealing with {pain}].", "¶",
         "“For our customers among {buyers}, this [means|should mean] [less time spent on "
         "{task}|one less integration to maintain]”, said {partner_person}, [a director|a "
         "product lead] at {partner}."),
        ("“We [looked at|talked to] [several|a number of] possible partners, and {N} was the "
         "one our own customers [kept mentioning|already knew]”, said {partner_person}, "
         "[chief operating officer|head of alliances] at {partner}.", "¶",
         "{N} said in a statement that the agreement would [help it reach|bring it closer "
         "to] {users} it [could not easily reach|had struggled to reach] on its own."),
        ("{our_person}, [product director|a senior product manager] at {N}, said the "
         "[hardest|most useful] part of the work with {partner} had been [agreeing on|"
         "settling] how information about {task} should move between the two products.",
         "¶",
         "“[Getting that right|Doing that properly] is what [makes the difference|matters] "
         "for {users}”, [said|added] {partner_person}, [head of product|an executive vice "
         "president] at {partner}."),
    ],
    "partnership_context": [
        ("Partnerships like the one between {N} and {partner} have become common in "
         "{domain}, where customers expect the tools they buy to work together from the "
         "first day.",),
        ("For {N}, the agreement with {partner} is part of a wider push to reach {users} "
         "through companies they already work with.",),
        ("{partner} works with many of the same kinds of customers as {N}, which made the "
         "two companies natural partners.",),
        ("[Customers|Buyers] in {domain} have [long|often] [complained|said] that their "
         "tools [do not talk to each other|work in isolation], leaving {users} to [copy "
         "information by hand|fill the gaps by hand], a problem {N} and {partner} [want|aim] "
         "to [solve|fix].",),
        ("The agreement [follows|comes after] [months of|a period of] [informal|early] "
         "work between the [product|engineering] teams of {N} and {partner} [for customers "
         "who already used both|on a small number of shared customers].",),
        ("{N} expects the partnership to [shorten|speed up] sales cycles with "
         "{buyers}, who [often|increasingly] [prefer|want] to buy from suppliers that "
         "already work together.",),
    ],
    # the new executive's remit and the company's reasons
    "appointment_background": [
        ("The new {exec} brings experience of {domain} and of selling to {buyers}, and will "
         "lead {N_s} {remit}.",),
        ("The appointment comes as {N} prepares to grow beyond {city}.",),
        ("{N} expects to add to its leadership team in [sales and product|sales and "
         "operations|product and engineering] over the coming months.",),
        ("In the new role, the {exec_short} will spend time with {users} as well as with "
         "{N_s} teams in {city}.",),
        ("The {N} board said the search had focused on candidates who knew {domain} and had "
         "built teams through a period of growth.",),
        ("The new {exec_short} will start by meeting customers and reviewing {N_s} plans "
         "for {domain}.",),
        ("Filling the role was a priority for {N}, [as|since] more of its customers are "
         "larger groups that [expect more from their suppliers|run {task} across many "
         "{setting}].",),
        ("The new {exec_short} will be based in {city} and [work closely with|spend much of "
         "the first months with] {N_s} [product and sales teams|customers in {domain}].",),
        ("Customers should [notice|see] the change [first|most] in how {N} [handles|"
         "supports] [large rollouts|new accounts], [the company said|according to the "
         "company].",),
    ],
    # the new executive, in the first person
    "appointment_quote": [
        ("The new {exec} said: “I'm delighted to join {N} at such an important time.",
         "The team in {city} has built a product {users} rely on, and I want to help bring "
         "it to many more of them.”"),
        ("“What drew me to {N} was how closely the team works with {users}”, the new {exec} "
         "said.",
         "“There is a great deal still to do in {domain}, and I'm looking forward to "
         "getting started [with the {N} team|at {N}|with {N_s} customers].”"),
        ("“I have spent my career around {domain}, and I know how much time {task} can "
         "take”, the new {exec_short} of {N} said.",
         "“The team at {N} is doing something about it.”"),
    ],
    # why the company bought it, and what happens to its customers
    "acquisition_rationale": [
        ("The acquisition brings the product and team of {subsidiary} into {N} and widens "
         "what the company can offer {users}.",),
        ("Customers of {subsidiary} will keep using its products, which will be connected "
         "to {N_s} own platform over time.",),
        ("{subsidiary} has focused on {task}, an area that customers of {N} have asked it "
         "to cover more deeply.",),
        ("The deal gives {N} more engineers who know {domain} well, and customers that "
         "overlap with its own.",),
        ("{N} and {subsidiary} have worked with many of the same {users}, and the combined "
         "team plans to bring their products together step by step rather than in one "
         "large migration.",),
        ("{N} said the combination would allow it to serve larger customers across all "
         "of their {setting}.",),
        ("[Staff|Employees] of {subsidiary} will [join|become part of] {N}, and [the "
         "team|its team] will [keep working on|continue to develop] its product [from its "
         "current offices|as before].",),
        ("The combined product lines of {N} and {subsidiary} [cover|span] [more of|a larger part "
         "of] the "
         "work of {users}, [including|above all] {task} and [reporting|regular reporting] on "
         "{metric}.",),
        ("{N} [said|says] customers of {subsidiary} will not [need to|be asked to] "
         "[change contracts|move systems] [straight away|in the near term].",),
    ],
    "acquisition_quote": [
        ("“{subsidiary} has built something our customers have wanted for a long time”, said "
         "{N_s} chief executive.",
         "“Bringing the {subsidiary} team on board means we can move faster for {users}.”"),
        ("“We have admired the work of {subsidiary} for a long time”, a spokesperson for {N} "
         "said.",
         "“Together with {subsidiary}, we can give {users} one place for {task}.”"),
        ("The founders of {subsidiary} said in a statement that joining {N} would let them "
         "reach far more {users} than they could on their own.",),
    ],
}

# -- remarks inside quotation marks: who says them is the page's business (`writer.Page.quote`)
REMARKS: dict[str, list[Template]] = {
    # the lead investor on why it backed the company (a release or a news story on the round)
    "investor_on_round": [
        ("We spent a long time looking at {domain}, and {N} stood out for how closely the "
         "team works with {users}",),
        ("{users} are under real pressure to [do more with less|handle more "
         "work without extra staff], and {N} gives them [a "
         "practical way to deal with|practical help with] {pain}",),
        ("What convinced us was talking to {N_s} customers: every one of them could point "
         "to a difference in {metric} since they started using the product",),
        ("The {N} team combines real knowledge of {domain} with a product that {users} "
         "actually want to use, and that is rare [in this market|at this stage]",),
        ("We think {domain} is at the start of a long [shift away from manual work|move away from "
         "paper "
         "and spreadsheets], and {N} "
         "is in a strong position to lead it",),
        ("The team in {city} has built something {users} rely on every day, and we are glad "
         "to back them for the next stage",),
        ("Most software for {domain} was [built|designed] for head office; {N} was built "
         "for {users}, and [you can see that|that shows] in how quickly customers take it up",),
        ("We [invest|back companies] where the [customers|users] pull the product in, and at "
         "{N} [that pull|the demand] came from {users} long before [any|much of a] sales "
         "team existed",),
        ("Dealing with {pain} is [an expensive|a stubborn] problem that [most|many] "
         "{buyers} have simply learned to live with, and {N} gives them [a way out|a better "
         "option] at "
         "last",),
    ],
    # the chief executive on the round, to a reporter
    "ceo_on_round": [
        ("Our customers in {city} and beyond kept asking us to do more for {users}, and "
         "this round means we can say yes to them",),
        ("We're going to spend most of it on hiring, mainly engineers in {city}, and on "
         "getting the product in front of more {users}",),
        ("The problem hasn't gone away for {users}, and we want {N} to be the obvious "
         "choice for {task}",),
        ("Honestly, the hardest part of building {N} was earning the trust of {users}, and "
         "now that we have it we want to move faster",),
        ("Demand for our tools for {domain} ran ahead of what our team in {city} could "
         "handle",),
        ("We [talk to|hear from] {users} every week, and [the message|what they tell us] "
         "has not changed: they want [fewer tools|one tool] for {task} and [clearer|better] "
         "numbers on {metric}",),
        ("The money [matters|helps], but what matters more to {N} is [having partners who|backers "
         "who] understand how [slowly|carefully] {buyers} [buy|choose software]",),
        ("{N} isn't [trying|going] to be everything to everyone.",
         "We want to be the [best|most trusted] tool for {task}, and this round lets our "
         "team in {city} [go deeper|invest] there"),
    ],
}

# -- the company's own site: "we", addressed to buyers ---------------------------------------
# A site says "we" and "our" and names itself now and then; its sentences name the page's
# scene (its users, task, systems, measures) and its city, which also keeps one company's
# sentence from standing word for word on another company's site.
SITE: dict[str, list[Template]] = {
    # the opening lines of the home page, after who the company is and where it is based
    "home_pitch": [
        ("We build {N} for {users} who are tired of {pain}: it brings {task} into one "
         "place, so nothing depends on a spreadsheet or on someone's memory.",),
        ("{users} in {setting} use {N} to keep {task} moving and to see {metric} [as they "
         "change|week by week], not at the end of the quarter.",),
        ("Fewer hand-offs, fewer surprises and a clear record of who did what: that is "
         "what {N} brings to {task}.",),
        ("Most of the {users} we meet lose part of every week to {pain}, and our job at {N} "
         "is to give that time back.",),
        ("{N} gives {users} one shared view of {task}, from the first request to the last "
         "sign-off.",),
        ("We started {N} in {city} because {task} was still [far harder|much slower] than "
         "it needed to be for the {users} we knew.",),
        ("Ask {users} what slows them down and you will hear about {pain}; {N} was built "
         "in {city} to take that off their plate.",),
        ("{N} replaces the patchwork of {system}, notes and phone calls around {task} "
         "with a single, dependable routine.",),
        ("With {N}, managers in {setting} stop guessing about {metric} and start acting on "
         "what they see.",),
    ],
    # after the flagship product is named
    "home_product": [
        "It works alongside the {system} your teams already use, so there is nothing to "
        "rip out before you start with {N}.",
        "Most {N} customers are up and running within weeks, with a specialist from our {city} "
        "team at their side through the rollout.",
        "It follows the way {users} already work, so nobody at your {N} rollout has to "
        "learn {task} all over again.",
        "Setup is quick: our {city} team brings in your existing records, and your {users} "
        "can start using it the same month.",
        "Pricing for it is simple, and the {N} team in {city} helps you choose where to "
        "start.",
        "It was shaped by {users} who tried early versions in their own {setting} and "
        "told the {N} team what to change.",
    ],
    "home_section": [
        ("[How {N} works for {users}|What changes for {users} with {N}]", "¶",
         "New requests arrive in one queue in {N} instead of being spread across {system}; "
         "the routine steps [run on their own|happen automatically], and anything that "
         "needs a decision [goes to|is routed to] the right person [with its history "
         "attached|with the full background]."),
        ("[Who {N} works with|Our customers in {domain}|{N}, built for {users}]", "¶",
         "Our customers range from a single team of {users} to [national groups running "
         "many sites|large groups across the country], and [every one of them gets|all of "
         "them get] reporting on {metric} from {N} without building it by hand."),
        ("[Questions we hear about {N}|Common questions about {N}]", "¶",
         "Do we have to replace our {system} to use {N}?",
         "No: {N} sits alongside the tools you have and takes over the steps of {task} "
         "where the trouble with {pain} [usually creeps in|tends to start]."),
        ("[Before and after {N}|What {task} looks like with {N}]", "¶",
         "Before {N}, {task} meant [emails, phone calls and|a shared inbox and] a "
         "spreadsheet that was never quite up to date.",
         "Now every open item sits in one list in {N}, and {users} can see [who is working "
         "on it|who owns it] and what is left to do."),
        ("[{N}, made in {city}|Our team in {city}, close to {users}]", "¶",
         "Our engineers and designers in {city} [spend time with|visit] {users} every month, "
         "and new features of {N} are tried in real {setting} before they [reach "
         "everyone|are released widely]."),
        ("[Designed with {users} in {city}|Where the ideas behind {N} come from]", "¶",
         "Most of what you see in {N} began as a problem a customer showed us: a report "
         "on {metric} that took a day to build, or a step in {task} that nobody owned."),
        ("[Why {users} switch to {N}|Why teams in {domain} choose {N}]", "¶",
         "Customers switch to {N} to spend less time on {task}, to [cut down on|get away "
         "from] {pain}, and to report on {metric} without spreadsheets, with help from "
         "people who know {domain}."),
        ("[How {N} looks after your data|Security and reliability at {N}]", "¶",
         "Customer data in {N} is encrypted [in transit and at rest|wherever it is stored "
         "or sent], access follows the roles you set up for your {users}, and our engineers "
         "in {city} tell customers [straight away|promptly] when something goes wrong."),
        ("[See {N} in action|Book a demo of {N}]", "¶",
         "Book a demo and someone from our {city} team who knows {domain} will walk you "
         "through {N} using an example from your own {task}."),
        ("[What {users} say about {N}|{N} in our customers' words]", "¶",
         "“We used to spend [whole afternoons|hours every week] chasing {task} by email, "
         "and now the routine part runs by itself in {N}.”",
         "— [An operations lead|A team lead] for a group of {users} near {city}"),
        ("[{N} and your {system}|{N} and the tools you already have]", "¶",
         "You keep your {system}: {N} connects to [the tools you have|what you already "
         "use] where it can, fills the gaps between them, and gives {users} one place to "
         "see where {task} stands."),
        ("[Pricing for {N}|{N} plans and pricing]", "¶",
         "{N} [plans are priced|charges] per site rather than per seat, so {users} never "
         "have to [ration logins|share a login], and every plan includes [onboarding and "
         "support|setup help and support] from {city}."),
        ("[A day with {N}|{N} in practice|A morning in {setting} with {N}]", "¶",
         "For {users}, a typical [morning|day] with {N} starts with a short list of [what "
         "needs attention|the items that need a person]; the rest of {task} is already handled, "
         "logged and waiting in the "
         "report on {metric} that managers read at the end of the week."),
        ("[{N}, built for the people doing the work|{N} on the front line]", "¶",
         "The screens of {N} are designed for {users} [on a busy shift in {setting}|in the "
         "middle of a busy day], not for a training course: [large buttons, plain "
         "language|plain words, clear buttons] and nothing about {task} that needs a "
         "manual."),
        ("[{N}, trusted across {domain}|Who relies on {N}]", "¶",
         "From independent operators near {city} to large groups, customers use {N} to "
         "take the guesswork out of {task} and to spot {pain} early."),
        ("[Getting started with {N}|Your first month on {N}]", "¶",
         "The {N} team [imports your existing records|brings over the records you already "
         "have], sets up the workflows with you and trains your leads, who then show the "
         "other {users}; [most teams retire their old spreadsheets for {task}|most teams stop "
         "keeping spreadsheets for {task}] [within the first month|soon after]."),
    ],
    "about_mission": [
        ("Our goal at {N} is simple: to give {users} back the time they now spend on "
         "{pain}, with tools for {domain} that feel obvious from the first day.",),
        ("We work closely with our customers, and many of our product decisions start with "
         "a visit to {setting} [in {city}|near our {city} office].",),
        ("We started {N} to make {task} dependable for the {users} who do it every day, "
         "with fewer hand-offs and a clear view of {metric}.",),
        ("{N} exists so that {task} stops being the part of the week that {users} "
         "dread.",),
        ("From our base in {city}, {N} builds software for {domain} that puts the people "
         "doing the work first.",),
    ],
    "about_story": [
        ("[How {N} started|Where {N} comes from|The {N} story]", "¶",
         "{N} began with a familiar problem: {task} took far longer than it should, mostly "
         "because of {pain}.",
         "Our founders had seen it first-hand in {setting} and set out to build in {city} "
         "the tool they had wished for."),
        ("[What {users} taught us at {N}|What {N} learned early on]", "¶",
         "Early on, we learned that {users} around {city} did not want another dashboard: "
         "they wanted {task} to take less time and fewer steps, and that still guides what "
         "we build."),
        ("[{N}, built with our customers|How we build {N}]", "¶",
         "From the start, we designed {N} [together with|alongside] {users} around {city}, "
         "trying each feature in real {setting} before [releasing it more widely|anyone "
         "else saw it]."),
        ("[{N} today|Where {N} is now]", "¶",
         "Today [our customers rely on {N} for {task} every day|{N} handles {task} for "
         "customers every day], and our team still [spends time with|visits] {users} to "
         "see how the product is [used|really used in {setting}]."),
        ("[The {N} office in {city}|Where the {N} team works]", "¶",
         "Our headquarters in {city} is close to several of our earliest customers; some "
         "of our colleagues work remotely, and the whole {N} team meets in {city} "
         "[regularly|a few times a year]."),
        ("[The first customers of {N}|Early days at {N}|{N} in its first year]", "¶",
         "The first version of {N} was [little more than a shared list|a simple shared "
         "checklist], tried out by {users} near {city} who were [frustrated enough with "
         "{pain}|tired enough of {pain}] to put up with its rough edges.",
         "Their feedback shaped nearly every screen of {N} that followed."),
        ("[Why {N} chose {task}|The problem {N} set out to solve]", "¶",
         "Software for {domain} tends to be built for head office, and when {N} started, "
         "the {users} doing {task} in {setting} were working around the software.",
         "The founders of {N} decided to build for them instead, starting in {city}."),
        ("[How {N} grew up|{N}, from prototype to product]", "¶",
         "As more {setting} signed up, {N} moved from patching things by hand in {city} to "
         "a proper support desk, regular releases and documentation that {users} actually "
         "read."),
        ("[Looking ahead at {N}|What comes next for {N}]", "¶",
         "The next chapter for {N} is about depth rather than breadth: better reporting on "
         "{metric}, smoother links to existing {system}, and less manual work in {task} "
         "for the {users} who open {N} daily."),
    ],
    "about_values": [
        ("[How we build {N}|How {N} ships]", "¶",
         "We ship small improvements to {N} [often|week after week] and check each one "
         "against {metric} at real customers, rather than saving them up for a big "
         "release."),
        ("[{N} and the rest of {domain}|Where {N} sits in {domain}]", "¶",
         "{N} works alongside the makers of {system} rather than against them, because "
         "{users} need their existing tools to keep working."),
        ("[What we value at {N}|The values behind {N}]", "¶",
         "- [Start with the customer|Customers first]: we spend time with {users} around "
         "{city} before we write code",
         "- [Keep it simple|Less is more]: every release of {N} should cut a step "
         "[or two|or more] out of {task}",
         "- [Earn trust|Be honest]: we are open about what {N} does and does not do"),
        ("[Who uses {N}|Who {N} serves]", "¶",
         "Our customers are {buyers}, from small teams in {city} to national groups, and "
         "{users} make up most of the people who use {N} every day."),
        ("[Principles at {N}|What guides our work at {N}]", "¶",
         "- Solve the boring parts of {task} first: that is where {users} lose most time, "
         "and where {N} can help most",
         "- Measure what {N} ships by its effect on {metric}, not by how impressive it looks",
         "- Say plainly when a feature of {N} is not ready for {setting}"),
        ("[Our commitments to {N} customers|What customers of {N} can count on]", "¶",
         "If a change to {N} affects how {users} handle {task}, customers hear about it "
         "before it ships, not after, and older ways of working stay available while "
         "teams in {setting} adjust."),
        ("[Responsibility at {N}|How {N} does business]", "¶",
         "{N} keeps the data it holds about {users} to a minimum, pays its suppliers in "
         "{city} and elsewhere on time, and expects the same care from the makers of "
         "{system} it works with."),
        ("[Why {N} stays focused|{N} does one thing properly]", "¶",
         "Plenty of products try to cover all of {domain}; at {N} we would rather be the "
         "best tool for {task} and connect cleanly to the {system} around it."),
    ],
    "products_platform": [
        ("[Designed around {task}|Built for the way {users} work] in {city} and beyond",
         "¶",
         "In {N_s} products, every screen follows the order in which {users} [actually work "
         "through|really handle] {task}, not the [structure|layout] of a database."),
        ("[Automation for {task} in {N}|What runs automatically in {N}]", "¶",
         "[Rules in {N_s} products|Simple rules set up in {N}] take care of the [predictable|"
         "routine] parts of {task}, and anything unusual [is passed to|lands with] {users} "
         "[with its history attached|along with everything that has happened so far]."),
        ("[Your data and reports in {N}|Getting figures on {metric} out of {N}]", "¶",
         "Customers [own their data in {N}|keep full ownership of what they store in {N}] "
         "and can export it [at any time|whenever they "
         "like]; reports on {metric} can be [scheduled, shared with managers|sent to "
         "managers on a schedule] or pulled into other tools through [our|the {N}] API."),
        ("[On site and on the move with {N}|{N} away from the desk]", "¶",
         "{users} can [use|open] {N} [from a phone or tablet|on a phone or a tablet] away from "
         "their desks, and [changes sync|their updates are saved] as soon "
         "as the [device is back online|connection returns]."),
        ("[Rollout and support for {N}|Getting started with {N}]", "¶",
         "Every {N} customer gets a named specialist for the first months, and [our {city} "
         "team answers support requests|support questions are answered from {city}] "
         "[by chat, email and phone|by phone, chat or email]."),
        ("[How the {N} products fit together|One account for all of {N}]", "¶",
         "{N_s} products share [one account and one set of records|a single login and a "
         "single database], so [information that {users} enter once|whatever {users} record "
         "once] [is available everywhere it is needed|shows up wherever it is needed|never "
         "has to be typed again]."),
        ("[{N} integrations|Working with your {system} in {N}]", "¶",
         "{N} connects to [common|widely used] {system} through [ready-made integrations and "
         "a documented API|built-in connectors and an open API], and most customers in "
         "{domain} go live [in a few weeks|quickly] without custom [development|code]."),
        ("[Security and compliance at {N}|How {N} protects your data]", "¶",
         "Customer data held by {N} is encrypted [at rest and in transit|both in storage "
         "and on the move], every action is [logged|recorded in an audit trail], and "
         "[we go through independent security audits|outside auditors review our "
         "security] [every year|on a regular schedule]."),
        ("[Reporting on {metric} in {N}|Seeing {metric} clearly with {N}]", "¶",
         "{N} dashboards show {metric} [by site, by team or over time|for each site and "
         "each team, today or over months], and managers can share them with {users} "
         "[in a few clicks|without exporting anything]."),
        ("[Permissions and roles in {N}|Who sees what in {N}]", "¶",
         "[Administrators decide|An administrator decides|Account owners choose] which {users} "
         "can [view, edit or approve|see, change or sign off] each record in {N}, and "
         "[those rules follow people|the same permissions travel with each person] when "
         "they [move between|change] {setting}."),
        ("[Notifications in {N}|Staying on top of {task} with {N}]", "¶",
         "{N} sends alerts [by email, text or inside the app|in the app or by email] when "
         "a step of {task} is [overdue or out of the ordinary|late or looks wrong], and your "
         "{users} decide how much they want to "
         "hear."),
        ("[Availability of {N}|{N} uptime and support]", "¶",
         "{N} runs on [redundant infrastructure|servers in more than one data centre] with "
         "its status published openly, and urgent issues from {setting} [reach an engineer "
         "in {city} or on call at any hour|get an engineer's attention day or night]."),
        ("[What's new in {N}|Recent improvements to {N}]", "¶",
         "Recent releases of {N} brought [faster search, bulk editing|quicker search, "
         "editing in bulk] and a cleaner way to compare {metric} across {setting}, [all "
         "shaped by requests from {users}|each one asked for by {users}]."),
    ],
    # one per product, after "<product> is a <type> for <what>, launched in <year>."
    "product_detail": [
        "It is used every day by {users} in {setting}, [close to {city} and much "
        "further afield|in {city} and well beyond].",
        "Customers of {N} use it to cut down on {pain} and keep a closer eye on {metric}.",
        "It works alongside the {system} customers already have, with no change to the "
        "way their teams work with {N}.",
        "Like the rest of {N}, it was designed with {users} and follows the way they "
        "already work.",
        "Customers usually roll it out one site at a time, starting with a few {users} and "
        "with help from our {city} team.",
        "It gives {users} a single place to follow {task} from start to finish, alongside "
        "the rest of {N}.",
        "Managers use it to compare {metric} across {setting} without waiting for a "
        "report from the {N} team.",
        "Its main job is to take the repetitive steps out of {task}, which {N} customers "
        "say is where most of their time went.",
    ],
    "team_intro": [
        "Our leadership team combines years in {domain} with experience of building and "
        "running technology companies in {city} and elsewhere.",
        "The people below lead {N} from {city} and stay in close touch with our customers.",
        "The {N} leadership team is small, based mostly in {city}, and spends much of its "
        "time with {users}.",
    ],
    "team_culture": [
        ("[How we lead at {N}|How the {N} leadership team works]", "¶",
         "We make decisions [close to the customer|as near to {users} as we can], write "
         "them down and explain the reasons to everyone at {N} [in {city} and "
         "remotely|the same week]."),
        ("[{N} is hiring in {city}|Join {N}]", "¶",
         "[We are always keen to meet|{N} is always glad to hear from] people who care "
         "about {domain}: see the {N} careers page for [open roles|current openings] in "
         "{city} and remotely."),
        ("[How decisions get made at {N}|Leading {N}]", "¶",
         "Big choices at {N} are written up as short proposals that anyone in {city} or "
         "working remotely can comment on before they are settled."),
        ("[{N} leaders, close to customers|Time in the field at {N}]", "¶",
         "Every member of the {N} leadership team spends part of each month with {users} "
         "around {city}, because [a chart of {metric} never tells the whole story|numbers "
         "on {metric} only explain so much]."),
        ("[Open by default at {N}|How {N} shares its plans]", "¶",
         "Plans, results and mistakes are shared with everyone at {N}, and questions to "
         "the leadership in {city} are answered in the open."),
        ("[Building the {N} team|How {N} grows]", "¶",
         "{N} would rather grow slowly and keep the standard high than fill seats in "
         "{city}, so every hire is made by a panel that includes future peers."),
        ("[Advisers to {N}|Outside help for {N}]", "¶",
         "Alongside the executives, a small group of advisers with long careers in "
         "{domain} challenges the plans of {N} and opens doors to {buyers}."),
    ],
    # careers page: first after the headcount, then padding
    "careers_culture": [
        ("We care about the {users} our product serves, and at {N} we look for colleagues "
         "who feel the same.",),
        ("Working at {N} means solving real problems in {domain} with a small team that "
         "ships [often|every week].",),
        ("Small teams at {N} own a part of the product from start to finish, talk to "
         "{users} regularly and decide for themselves how to improve {task}.",),
        ("We prefer clear writing to long meetings, we admit when we get things wrong, and "
         "we judge our work at {N} by the difference it makes for {users}.",),
        ("People who do well at {N} enjoy learning a new field, ask direct questions and "
         "care more about {users} than about job titles.",),
        ("Nobody at {N} is judged on hours spent online; the work is judged by whether it "
         "helped {users} with {task}.",),
        ("Colleagues in {city} come from {domain} as well as from software, and that mix "
         "of backgrounds is one of the strengths of {N}.",),
        ("Feedback at {N} flows in every direction, and new joiners are expected to "
         "question how {task} is handled from their first week.",),
    ],
    "careers_hiring": [
        ("[Where you work|Office and remote work] at {N}", "¶",
         "Many of us [meet in {city} once or twice a week|come into the {city} office on "
         "set days] and work from home the rest of the time; some {N} roles are fully remote, and "
         "a few involve regular visits to "
         "{setting}."),
        ("[Your first weeks at {N}|Onboarding at {N}]", "¶",
         "New colleagues spend [some of their first weeks|part of their first month] with "
         "{users} in {setting} around {city}, seeing {task} first-hand before they "
         "[join their own team's work|start on their own projects]."),
        ("[How {N} hires|What to expect when you apply to {N}]", "¶",
         "The {N} process is short: a first call, a practical exercise, conversations with "
         "future colleagues in {city} or by video, and an answer within [days|a week or "
         "two].",
         "Everyone who applies for a role at {N} gets the same questions, whether or not "
         "they have worked in {domain}, and offers are decided by a panel rather than by "
         "one person."),
        ("[The people of {N}|Who works at {N}]", "¶",
         "Our team in {city} brings together engineers, designers and people who once "
         "worked as {users} themselves, and [you can tell from the way we design for "
         "{task}|it shows in how {N} handles {task}]."),
        ("[Learning and growth at {N}|Growing with {N}]", "¶",
         "Everyone at {N} gets a mentor, regular feedback and a learning budget from the "
         "first month, and most people [take on real problems in {domain} early|are "
         "trusted with real work on {task} soon after they join]."),
        ("[Flexible working at {N}|How {N} organises the week]", "¶",
         "Core hours at {N} are short and the rest of the day is yours to arrange; "
         "it suits parents, carers and people with long commutes into {city}."),
        ("[Pay and progression at {N}|How careers develop at {N}]", "¶",
         "Salary bands at {N} are published internally, promotions are reviewed on a "
         "fixed schedule by a panel, and moving between teams in {city} is encouraged "
         "rather than treated as disloyal."),
        ("[Diversity and inclusion at {N}|Who {N} wants to hear from]", "¶",
         "{N} wants a team that looks like the {users} it serves, so we advertise widely "
         "in {city}, remove names from early screening and watch who drops out of our "
         "process."),
        ("[Life in the {N} office|Our workplace in {city}]", "¶",
         "The {N} office in {city} is a short walk from public transport, with quiet rooms "
         "for focused work and a kitchen where most of the team ends up at lunchtime."),
    ],
    "newsroom_contact": [
        ("[For press enquiries, contact|Journalists can reach] the {N} press team [through "
         "the contact form on this site|via our contact page|at our {city} office].",),
    ],
    # a page of the site of a company the parent ({N}) bought: "we" is the subsidiary
    "subsidiary_about": [
        ("{subsidiary} makes tools that help {users} spend less time on {task}.",
         "We are now part of the {N} group, and the {subsidiary} team keeps working "
         "directly with our customers."),
        ("Customers of {subsidiary} can reach our support team as before, and existing "
         "contracts stay as they are.",),
        ("Joining {N} gives {subsidiary} more engineers and a wider reach, but the product "
         "and the people you deal with have not changed.",),
    ],
}

# -- job ads: an employer to "you", the duties of the role's team ------------------------------
# Duties are those of every title in the team (an engineering ad may be a hardware or a
# security engineer's; a sales ad an account executive's or a solutions architect's).
JOBS: dict[str, list[Template]] = {
    "duties_engineering": [
        ("- Design, build and test the parts of our product that {users} rely on for "
         "{task}",
         "- Work with product managers and designers from the first sketch to "
         "the release of each feature for {users}",
         "- Review colleagues' work and write down the reasoning behind your own, so that "
         "the {N} team can follow it",
         "- Investigate problems reported from {setting} and fix their root causes with "
         "the rest of the team"),
        ("- Take a part of the {N} product from design to release, and look after it once {users} "
         "depend on it",
         "- Spend time with {users} to see how {task} is done today",
         "- Keep the product dependable as more {setting} start to use it",
         "- Help decide what {N} builds next for {domain}, and what it leaves out"),
        ("- Own the reliability and security of the services behind {N}, and the alerts "
         "that wake someone when they fail",
         "- Turn vague reports from {setting} into reproducible cases and lasting fixes in {N}",
         "- Pair with colleagues at {N} on hard problems, and share what you learn in "
         "short write-ups",
         "- Keep the code of {N} easy to change as the product grows"),
    ],
    # a hardware engineer's duties are a device's (w15 panel: a "Hardware Engineer" posting
    # listing on-call and feature work)
    "duties_hardware": [
        ("- Design and test the electronic and mechanical parts of the {N} devices that {users} "
         "rely on for {task}",
         "- Take prototypes from the bench to production with our manufacturing partners",
         "- Investigate failures reported from {setting} and fix their root causes in the "
         "next hardware revision",
         "- Work with firmware and software colleagues at {N} so that every device release is "
         "dependable"),
        ("- Own a part of the {N} hardware from the first schematic to units in the field",
         "- Spend time with {users} to see how devices are installed and used in {setting}",
         "- Write test plans and run environmental and reliability tests",
         "- Keep bills of materials and suppliers in order as volumes grow"),
        ("- Lead design reviews for new {N} hardware, and write down the decisions behind them",
         "- Turn field returns from {setting} into reproducible test cases and lasting fixes",
         "- Support certification and compliance testing of new devices",
         "- Help decide what {N} builds next for {domain}, and what it leaves out"),
    ],
    "duties_security": [
        ("- Run threat modelling for new features of {N} with the engineers who build them",
         "- Own the detection and response playbooks for the services behind {N}, and "
         "lead the review after each incident",
         "- Keep access to the production systems and customer data of {N} on a "
         "need-to-know basis",
         "- Answer the security questionnaires of {buyers} with the sales team, accurately "
         "and without overpromising"),
        ("- Review the design and code of changes to {N} that touch authentication, "
         "permissions or customer data",
         "- Run the vulnerability management programme at {N}: scanning, triage, patch "
         "deadlines and the exceptions to them",
         "- Prepare {N} for its next external audit and penetration test, and follow up "
         "on what they find",
         "- Teach everyone at {N} how to spot phishing and report an incident early"),
        ("- Harden the cloud accounts, build pipeline and laptops {N} runs on",
         "- Build logging and alerting for {N} good enough to catch an attack while it is "
         "still small",
         "- Join the {N} incident rota, and write clear, blameless reports afterwards",
         "- Help the product team add the security features that {buyers} ask for, "
         "such as single sign-on and audit logs"),
    ],
    "duties_sales": [
        ("- Run discovery calls and demos of {N} with {buyers}",
         "- Learn how {users} work through {task} today, and show where our "
         "product fits",
         "- Work with product and engineering on proposals, pilots and technical "
         "questions about {domain}",
         "- Help new customers through their first weeks with {N}"),
        ("- Build relationships with {users} and their managers in {setting}",
         "- Prepare demos and pilots that use a customer's own examples of {task}, with the "
         "engineers",
         "- Answer commercial and technical questions about {domain} clearly and honestly, "
         "for the team and its customers",
         "- Share what you hear from prospects about {pain} with the {N} product team"),
        ("- Manage a pipeline of {buyers} from first contact to signed contract with {N}",
         "- Map how decisions about {domain} tools are made inside each account, and who "
         "in {setting} will feel the change",
         "- Keep forecasts in the {N} CRM honest, so the team can plan around them",
         "- Hand each new account over to customer success with notes on what "
         "the {users} there expect"),
    ],
    "duties_product": [
        ("- Spend time with {users} to learn where {task} breaks down, and what {N} could "
         "do about it",
         "- Turn what you learn into clear priorities for the {N} engineers and designers",
         "- Write product briefs and agree with engineers how success will show "
         "in {metric}",
         "- Say no to good ideas that would not help {users}"),
        ("- Own a part of {N} used in {setting}, from research to release",
         "- Test ideas with {users} before any code is written",
         "- Work with sales and customer success to learn why {buyers} choose {N}, and why "
         "some leave",
         "- Track {metric} at customers and report what changed after each "
         "release"),
        ("- Shape the roadmap of {N} for {domain}, and explain each choice to the "
         "team",
         "- Watch {users} handle {task} in {setting}, and turn what you see into problems "
         "worth solving at {N}",
         "- Work with designers on prototypes that customers of {N} can try early",
         "- Decide with engineering how each release of {N} will be measured in {metric}"),
    ],
    "duties_data": [
        ("- Build models and analyses that help {users} understand {metric}",
         "- Work with engineers to put your models into {N}",
         "- Clean and explore customer data on {task}, with the product team",
         "- Explain your findings to {users} and to colleagues without a statistics "
         "background"),
        ("- Design the measures {N} uses to show customers how {metric} change",
         "- Study how {users} work through {task} and where data can help, with "
         "colleagues",
         "- Run experiments on new {N} features and report their effect on {metric}",
         "- Keep the definitions behind {metric} documented for the rest of the team"),
        ("- Own the data pipelines that feed the {N} reports on {metric}",
         "- Find where {task} slows down at customers of {N}, using product data and "
         "interviews with {users}",
         "- Build forecasts so the team can plan ahead of demand from {buyers}",
         "- Review analyses from colleagues at {N} and keep the shared code in good shape"),
    ],
    "duties_customer": [
        ("- Guide new {N} customers in {domain} through setup and their first months",
         "- Be the main point of contact for a group of {N} customers",
         "- Spot problems with {task} early, and work with product and support to "
         "solve them",
         "- Pass on what {users} tell you to the product team"),
        ("- Run regular reviews with {N} customers on {metric} and what to improve next",
         "- Train {users} on new features and help them get the most "
         "from them",
         "- Look after renewals and help customers in {setting} add new teams",
         "- Write up the questions {users} ask most, so that the {N} help pages answer "
         "them"),
        ("- Own the health of a book of {N} accounts, from onboarding to renewal",
         "- Visit {setting} to see how {users} use {N} day to day",
         "- Turn recurring trouble with {task} into clear requests for the {N} product team",
         "- Build playbooks so that every customer of {N} gets the same careful start"),
    ],
    "duties_marketing": [
        ("- Plan and run campaigns for {N} that reach {users} and their managers",
         "- Write customer stories and guides on {domain} with {users}",
         "- Organise {N} events and webinars for {users}, in person and online",
         "- Measure which {N} campaigns bring in {buyers}, and change course quickly"),
        ("- Own how {N} talks about {domain}, working closely with product and sales",
         "- Interview {users} to learn the words they use for {task}",
         "- Give the sales team material they can use in demos for {setting}",
         "- Run our presence at trade shows and meet-ups for {users}"),
        ("- Build the content plan for {N}: guides, webinars and stories from {users}",
         "- Run the website of {N} and keep its pages about {domain} accurate and fresh",
         "- Work with sales at {N} to follow each lead from first visit to demo",
         "- Report on which channels reach {buyers} best, and spend the {N} budget "
         "accordingly"),
    ],
    "duties_finance": [
        ("- Own the monthly close, reporting, budgets and forecasts for the office and "
         "remote teams of {N}",
         "- Work with the leadership team on pricing and planning for {buyers}",
         "- Improve and automate the finance processes and controls of {N}",
         "- Prepare board and investor reporting for {N}"),
        ("- Build the financial model behind the plans of {N} in {domain}",
         "- Support the {N} sales team on deal terms and contracts with {buyers}",
         "- Run payroll, supplier payments and the yearly audit of {N} with outside "
         "advisers",
         "- Help team leads across {N} understand and manage their budgets"),
        ("- Keep the books of {N} accurate and closed on time, with a small team",
         "- Own billing and collections for {buyers}, and the systems behind them",
         "- Build the reports the {N} leadership uses to decide where to invest",
         "- Work with outside advisers on tax, audit and compliance for {N}"),
    ],
    "duties_people": [
        ("- Run hiring for {N} across engineering, sales and product",
         "- Work with hiring managers at {N} to define roles and what good looks like",
         "- Keep the interview process fair, clear and quick, including for candidates new "
         "to {domain}",
         "- Help new starters settle in and meet the {users} our product serves"),
        ("- Find and approach people who care about {domain}, for roles at {N}",
         "- Design structured interviews for each {N} role with hiring managers",
         "- Track where candidates drop out of the process, and fix it with the {N} "
         "leadership team",
         "- Plan onboarding so that new colleagues meet {users} in their first "
         "weeks"),
        ("- Be a trusted partner to managers at {N} on hiring, feedback and growth",
         "- Run the review and promotion cycles of {N}, and keep them fair",
         "- Build the employer brand of {N}, online and at events",
         "- Keep policies at {N} simple, current and easy to find for everyone, "
         "in the office or remote"),
    ],
    # one whole section each, so that a post has one "requirements" section
    "job_requirements": [
        ("[What you will bring to {N}|What {N} is looking for|About you, and what {N} needs]",
         "¶",
         "- [Several years|A few years] of experience as {role_a} or in a role close to it, "
         "ideally at a company of roughly the size of {N}",
         "- [Clear writing, and the habit of explaining your reasoning to colleagues at {N} "
         "before you are asked|A record of finishing what you start, and of telling colleagues "
         "at {N} early when something will slip]",
         "- [Comfort with the way priorities shift at a company like {N}|The judgement to tell "
         "what matters most at {N} when everything looks urgent]",
         "¶",
         "[Nobody ticks every box; if most of this sounds like you, apply to {N}.|If you meet "
         "most of this list but not all of it, {N} would still like to hear from you.]"),
        ("[You will do well at {N} if|This {role} role at {N} suits you if]", "¶",
         "- You have worked as {role_a} and can talk in detail about one piece of work you "
         "would bring to {N}",
         "- You like working with people outside the {team} team and can disagree with a "
         "colleague at {N} without making it personal",
         "- You would rather ship something small at {N} and learn from it than plan for months",
         "¶",
         "It helps to know the industry {N} serves, but it is not something the {role} "
         "interviews test."),
        ("[Requirements for the {role} role at {N}|What {N} needs from its next {role}]", "¶",
         "Must have: experience as {role_a}, or in the {team} work of a company like {N}; good "
         "written English; the right to work where you will be based.",
         "Nice to have: time at a company growing as fast as {N}, and experience of setting up "
         "{team} processes where there were none before."),
        ("[Who {N} would like to meet|The {role} {N} has in mind]", "¶",
         "Someone who has done the job of {role_a} before, probably at a software company, and "
         "wants more say over how the {team} team at {N} works than a larger employer would "
         "give.",
         "New people at {N} are trusted early, so we look for people who ask for help when "
         "they need it and give it when others do."),
        ("[Skills and experience for the {role} role at {N}|What the {team} team at {N} needs]",
         "¶",
         "- Hands-on experience in {team} work, as {role_a} or in a related job like the ones "
         "at {N}",
         "- The ability to plan your own week at {N} and keep others informed without being chased",
         "- [Curiosity about how the rest of {N} works|An interest in the numbers behind the "
         "{team} work at {N}]",
         "- [Patience with the unfinished processes of a company the size of {N}|A preference "
         "at {N} for simple fixes over clever ones]"),
        ("[Is this {role} role at {N} for you?|Before you apply to {N}]", "¶",
         "{N} cares more about what you have done than where you studied.",
         "[Tell {N} about the best piece of work you did as {role_a}, and about one that went "
         "wrong and what you changed afterwards.|The strongest applications to {N} describe "
         "one problem the candidate solved, in a few plain sentences.]"),
        ("[What helps in the {role} role at {N}|Background {N} looks for]", "¶",
         "Most people in the {team} team at {N} came from larger companies and wanted to see "
         "the effect of their work more directly.",
         "Experience as {role_a} is the main thing {N} looks for; the rest you will pick up "
         "from colleagues in your first months."),
        ("[About you, as {N} sees it|What {N} expects of its {role}]", "¶",
         "- Experience as {role_a}, at a startup or in an organisation larger than {N}",
         "- Good judgement about trade-offs, and the confidence to write them down for "
         "colleagues at {N}",
         "- Respect for colleagues' time at {N}: short meetings, clear notes, honest estimates"),
    ],
    "job_process": [
        ("[How to apply to {N}|Applying for the {role} role at {N}]", "¶",
         "Our process at {N} is a first call with [the talent team|a recruiter], a "
         "conversation with the hiring manager, a practical exercise of the kind the {team} "
         "team does every week, and a final meeting with the people you would work with.",
         "To apply, send your CV and [a few lines|a short note] on why the {role} role at {N} "
         "interests you."),
        ("[Next steps at {N}|What happens after you apply to {N}]", "¶",
         "Someone from the {team} team at {N} reads every application and replies [within a "
         "week|within a fortnight], whatever the answer.",
         "If it is a match, you will [speak with|meet] the hiring manager, work through a "
         "short exercise drawn from the {team} team's real work, and meet your future "
         "colleagues at {N}.",
         "{N} is happy to adjust the process for anyone who needs it; say so when you apply."),
        ("[The {N} hiring process|How {N} hires]", "¶",
         "Send {N} a CV, or a link to work you are proud of, and a short note.",
         "If {N} wants to talk, the next step for the {role} role is an informal chat rather "
         "than a test.",
         "After that comes one working session on a realistic {team} problem, and then the "
         "team at {N} decides together and tells you why."),
        ("[What to expect from {N}|Interviews for the {role} position at {N}]", "¶",
         "There are no trick questions at {N} and no take-home project that eats up your weekend.",
         "You talk to your future manager, work with future teammates on something close to "
         "the day-to-day work of {role_a}, and have time to ask {N} anything.",
         "If {N} does not go ahead, we will say so plainly and, if you want it, tell you why."),
        ("[Apply to {N}|Interested in the {role} role at {N}?]", "¶",
         "Use the form below; a cover letter is optional, but tell the {N} team briefly about "
         "a problem you solved that you are still pleased with."),
        ("[The {N} interview process|Interview steps for the {role} role at {N}]", "¶",
         "- A short call with {N} about your experience and what you are looking for",
         "- A conversation with the {N} hiring manager about how you approach {team} work",
         "- A short exercise, done together with the {N} {team} team rather than at home",
         "- A meeting with some of your future colleagues at {N}, and time for your questions"),
        ("[How {N} decides|A note on the {N} process]", "¶",
         "Every candidate for the {role} role gets the same questions, and each interviewer at "
         "{N} writes up their view before the team discusses it.",
         "{N} tries to finish within a few weeks of your first call, and tells you if "
         "something slows it down."),
        ("[Applying to {N}|To apply for the {role} role at {N}]", "¶",
         "Apply through this board with your CV; a link to your profile is fine too, and {N} "
         "replies to everyone.",
         "[Questions about the {role} role at {N} can go to the recruiter named on the "
         "application form.|If you have a question about {N} first, ask it when you apply and "
         "the hiring manager will answer it.]"),
    ],
    # on job posts ("why join us") and on the careers page
    "job_benefits": [
        ("[{N} offers|The {N} package includes] a competitive salary with equity, flexible "
         "hours and the choice of working from the {city} office, from home or a mix of both.",
         "Everyone at {N} also gets [a yearly learning budget|money each year for courses and "
         "books], [private health cover|health insurance] and generous parental leave."),
        ("Besides salary and equity, {N} gives everyone a budget for courses and conferences "
         "of their choice, health insurance and time off when family life needs it.",),
        ("Pay at {N} is competitive and includes stock options, and the equipment you need to "
         "work from home is paid for.",),
        ("What {N} offers:", "¶",
         "- Salary in line with the market, reviewed every year at {N}",
         "- Share options in {N} for everyone",
         "- [A generous holiday allowance|Generous holidays], plus public holidays, which {N} "
         "expects you to take",
         "- A personal budget at {N} for training, books and conferences, and parental leave "
         "above the legal minimum"),
        ("The {N} package includes a salary benchmarked against the market, a share in the "
         "company and a home-office allowance; holidays are generous, and {N} expects people "
         "to take them.",),
        ("{N} looks after the basics (fair pay, equity, health cover, paid family leave) and "
         "adds the things its people asked for, such as hours that fit around school runs.",),
        ("Working at {N} comes with stock options, private medical insurance and a personal "
         "development budget, plus the freedom to plan your own week.",),
        ("At {N} you get the tools you ask for, a mentor outside your own team and a learning "
         "budget you do not have to justify.",
         "[Salary and options at {N} are set in bands that everyone can see.|Pay at {N} is set "
         "in published bands, so two people doing the same job earn the same.]"),
        ("Benefits at {N} differ a little by country, but everyone gets equity, health cover, "
         "paid parental leave and [a budget for learning|an annual training budget].",),
        ("[There is a team lunch every week at the {N} office in {city}|The {N} team meets in "
         "person every quarter], and the rest of the time you plan your own days.",
         "On top of salary and share options, {N} pays for health insurance and for the "
         "courses you choose."),
    ],
    "job_summary": [
        ("As {role_a} at {N}, you will work on how {users} get through {task}.",),
        ("This role sits in the {team} team of {N} in {city} and reports to the team's "
         "lead.",),
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

# -- interviews: the chief executive answering, in the first person ("we", "our"); the host's
# questions name the company once or twice at most, and each answer answers its own question.
# An answer's words are the page's own (the guest's first name, the city, the scene), so that
# four hundred interviews do not share sentences
INTERVIEW: dict[str, list[Template]] = {
    # after "How did the company start?" and its founding line (in the third person)
    "interview_origin": [
        ("I spent years around {domain} before this[, watching {users} lose whole days to "
         "{task} with software built for somebody else.|, and the tools {users} were given "
         "for {task} never seemed to be designed by anyone who had done the job.]",),
        ("The idea came from watching {users} deal with {pain}; nobody seemed to have built "
         "software around the way they actually work, so we did.",),
        ("We spent our first months sitting with {users}, asking why {task} still took them "
         "so long, before we wrote much code.",),
        ("It began as a side project for a few {users} we knew, who were running {task} out "
         "of {system} and spreadsheets.",),
        ("Honestly, we started with a different product and it did not sell; the one thing "
         "customers kept asking about was {task}, so we rebuilt the company around it.",),
        ("Our first version was a prototype we showed to anyone who would look at it in "
         "{city}, and most of the early feedback was polite; the useful part came from the "
         "people who told us it was wrong.",),
    ],
    # the same, told by a chief executive who joined after the founding (w15: the w14 panel
    # read "I came in later" followed by a founding story told as "we")
    "interview_origin_hired": [
        ("The founders spent years around {domain} before starting {N}, watching {users} lose "
         "whole days to {task}.",
         "I joined when {N} was ready to grow beyond its first customers in {city}."),
        ("The idea for {N} came from watching {users} deal with {pain}.",
         "When I came in, the product already had loyal users in {city}; my job was to turn "
         "that into a company."),
        ("Before my time, the {N} team spent its first months sitting with {users}, asking "
         "why {task} still took them so long.",
         "That habit is still what I like best about the team in {city}."),
        ("What drew me to {N} was that its first customers were {users} who had run {task} "
         "out of {system} and spreadsheets, and none of them wanted to go back.",),
    ],
    # after "Who are your customers?" and, where the company names some, its customer line
    "interview_customers": [
        ("Day to day our product is used by {users} in {setting}[, and the budget usually sits "
         "with whoever runs their department|; the buyer is usually whoever owns the budget for "
         "{task}|, and most of them found us through a colleague who already used it].",),
        ("Our product is in the hands of {users} every day[, and most of them did {task} on "
         "spreadsheets before they found us|, many of whom had put up with {pain} for years|, "
         "who tend to come to us after a bad quarter].",),
        ("Most of the {users} we work with were running {task} on spreadsheets and {system} "
         "before they found us[, and the first thing they ask for is a clear view of {metric}|; "
         "they stay because they spend less time dealing with {pain}].",),
        ("We sell to organisations of very different sizes, but the people we design for are "
         "the same: {users} who want less admin and more time for the work itself.",),
        ("Our customers are mostly {setting}: the smallest run us with a handful of users; "
         "the largest have rolled us out across several countries.",),
    ],
    # after "Who do you compete with?" and the market and competitor lines (the guest names
    # the company once here)
    "interview_market": [
        ("Most vendors sell broad suites; at {N} we do {task} for {users} and go deep on it.",),
        ("I think this market will be won on reliability rather than feature lists, and that "
         "is where {N} puts its engineering effort.",),
        ("We win when the buyer brings {users} into the room, because they can tell within "
         "minutes that {N} was built by people who have watched them work.",),
        ("Among {users}, our most common competitor is still a spreadsheet: when we lose, it "
         "is usually to "
         "doing nothing, not to another vendor.",),
        ("We respect the larger players in {domain}, but our customers tell us they want a "
         "supplier that "
         "answers the phone, and that is easier for a company our size.",),
    ],
    # questions and answers that pad an interview to its length: the host says the guest's
    # first name or the company's city in a question (four hundred interviews must not
    # share their questions), and each answer answers its question in the first person
    "interview_qa": [
        ("[Q: How did you win your first customer among {users}?|Q: How did the first "
         "customer in {city} find you?|Q: {first}, how did you land your first contract in "
         "{domain}?]",
         "¶",
         "{first}: [Mostly by turning up: we spent weeks with the people who do {task} before "
         "we had much of a product, and the first contract came from one of those "
         "teams.|Through an introduction: a former colleague who worked with {users} "
         "agreed to a trial and, a little to our surprise, paid for it afterwards.|At a "
         "trade event for "
         "{users}: we had a borrowed stand and a demo that crashed twice, but one visitor "
         "stayed for an hour and became our first customer.]",),
        ("[Q: How do you price software for {users}?|Q: How do customers in {city} pay for "
         "software like yours?|Q: {first}, what does a customer in {domain} actually pay for?]",
         "¶",
         "{first}: [We sell annual contracts that grow with how widely a customer uses us, "
         "because whoever owns the budget for {task} wants a figure they can plan "
         "around.|Per site or "
         "per team, with a minimum: we tried per-user pricing early on, and {users} hated "
         "counting heads.|We keep it simple for {setting}: one price list, published, and "
         "discounts only for multi-year commitments.]",),
        ("[Q: What do you look for when you hire people to build for {users}, {first}?|Q: What "
         "do you look for in new engineers, given that your users are {users}?|Q: How do you "
         "hire in {city}?]",
         "¶",
         "{first}: [People who have worked near {users}, or sat next to someone who has; an "
         "engineer who has watched someone struggle with {task} makes better "
         "decisions.|Curiosity about {task}, mostly; I would rather hire someone who asks good "
         "questions than someone who already knows the answers.|We look for people who write "
         "clearly: explaining {task} to a new colleague is half the job, and most of our "
         "decisions are made in writing.]",),
        ("[Q: What surprised you most when you started selling to {users}?|Q: What has "
         "surprised you about {users} as customers, {first}?]",
         "¶",
         "{first}: [How long a pilot takes: one with {setting} can run for a whole quarter, so "
         "we keep pilots small, with one measure everyone agrees on.|How much of the decision is "
         "about trust: {users} want to know we will still be around in years to come more than "
         "they want another feature.|That whoever uses the product daily is rarely the person "
         "who buys it, so we learned to sell to {users} and to their managers.]",),
        ("[Q: What was your biggest early mistake with {task}?|Q: {first}, what was the "
         "hardest lesson of the early years in {domain}?]",
         "¶",
         "{first}: [Building too much before we understood {task}; customers used only a "
         "handful of the features in our first version, and the product improved once we cut "
         "it back.|Hiring salespeople before we knew how to sell to {setting} ourselves; we "
         "lost a year to that.|Saying yes to every custom request from {setting}; we spent a "
         "long time undoing that.]",),
        ("[Q: How has {domain} changed in the time you have been at it?|Q: {first}, are "
         "buyers in {domain} different now?]",
         "¶",
         "{first}: [A few years ago customers would accept {pain} as part of the job; now they "
         "ask in the first meeting how we will measure the change.|{users} are better "
         "informed; they have usually tried other products for {task} before they speak to "
         "us.|Security reviews at {setting} have become much more thorough, which slows deals "
         "down but suits a company that took security seriously from the start.]",),
        ("[Q: What are you building next for {users}?|Q: {first}, what is on the roadmap for "
         "{domain}?]",
         "¶",
         "{first}: [More depth in {task} rather than more features around it, so that "
         "customers can report on {metric} without exporting anything to a spreadsheet.|Better "
         "integrations: our customers use {system} and a lot of other software, and they want "
         "us to fit in without a project.|Mostly things nobody will notice: speed, "
         "reliability, fewer clicks for the most common jobs in {task}.]",),
        ("[Q: What worries you most about serving {users}?|Q: What keeps you up at night in "
         "{domain}, {first}?]",
         "¶",
         "{first}: [Reliability: when our product has a bad hour, {task} stops for our "
         "customers and people go back to doing it by hand.|Hiring fast enough without "
         "lowering the bar, now that {users} depend on us.|Staying focused: {users} have more "
         "good ideas for us than we have people to build them.]",),
        ("[Q: What would you tell someone starting a company in {city} today?|Q: {first}, any "
         "advice for first-time founders in {domain}?]",
         "¶",
         "{first}: [Spend your first months with the people who will use the product, in our "
         "case {users}, and keep talking to them after you launch.|Charge from the first "
         "customer; free pilots with {users} teach you much less than paid ones.|Write down "
         "why you made each big decision about {task}; you will want to know later.]",),
        ("[Q: Was there a conversation with {users} that changed the product?|Q: {first}, is "
         "there a meeting with {users} you still think about?]",
         "¶",
         "{first}: [Early on, a team lead showed us the spreadsheet she kept next to {system}, "
         "and our first roadmap came almost line by line from it.|A customer once told us our "
         "product was the third tool for {task} their team had to open every morning; we have "
         "been trying to remove the other two ever since.|One customer in {setting} cancelled "
         "and explained exactly why; it was the most useful hour we spent that year.]",),
        ("[Q: How do {users} know the product is working?|Q: How do you prove the value to "
         "{setting}, {first}?]",
         "¶",
         "{first}: [We agree on one measure before we start, usually {metric}, and report it "
         "back to the customer every month.|Mostly, they tell us: if the {users} stop "
         "complaining about {pain}, that is the clearest sign.|Renewals: if {users} renew, "
         "it works, and every other figure is an estimate.]",),
        ("[Q: Who do you sell to inside {setting}?|Q: Who signs off on a deal for {task}, "
         "{first}?]",
         "¶",
         "{first}: [The person who feels the problem usually runs the {users}, but the person "
         "who signs is often in finance or IT, so we bring both into the room early.|Usually "
         "whoever runs {setting}, with IT joining later for the security review.|It varies "
         "more than you would think across {setting}; in smaller ones it is often the owner.]",),
        ("[Q: Why is {task} so hard to get right?|Q: {first}, why has nobody solved {task} "
         "before?]",
         "¶",
         "{first}: [Because it touches everyone: one team owns it, but the data sits in "
         "{system} and the deadlines come from somewhere else again.|Because {setting} each do "
         "it a little differently, and software that ignores that gets abandoned.|Partly because "
         "most tools were built for the buyer's report, not for the {users} doing the "
         "work.]",),
        ("Q: What does a typical rollout look like for {users}?",
         "¶",
         "{first}: [We start with one group of {users}, agree up front what success means, and "
         "widen the rollout once that group is happy.|It depends on the state of the data in "
         "their {system}; we now spend the first week on that alone.]",),
        ("Q: {first}, how long do new {users} take to get started with the product?",
         "¶",
         "{first}: A few weeks for most {setting}: the slow part is rarely the software but "
         "agreeing who owns what.",),
        ("[Q: How do you run the company day to day from {city}?|Q: {first}, what does your "
         "week in {city} look like?]",
         "¶",
         "{first}: [I still spend at least a day a week with {users}; the rest is hiring and "
         "saying no to things.|We plan in short cycles and review them honestly with {users} "
         "in mind; I try to stay out of the detail.|Less building than I would like, more "
         "recruiting than I expected, and a standing call with {users} every Friday.]",),
    ],
}

# -- an investor's portfolio page, a partner's directory, a customer story -------------------
OTHERS: dict[str, list[Template]] = {
    # the investor's own page: "we" is the investor
    "portfolio_thesis": [
        ("[Why we invested in {N}|Our thesis on {N}|Why we backed {N}|What we saw in {N}]", "¶",
         "[{users} still lose too much time to {pain}, and we think the software built for "
         "them has not kept up.|We had been looking at {domain} for a while before we met "
         "the founders of {N}, and their plan was the most focused we had seen.|The founders "
         "of {N} "
         "know {domain} from the inside; they had felt the problem themselves before they "
         "tried to solve it.|We liked that {N} started narrow: it does one job for {users} "
         "well, and customers told us so without being prompted.|Our reference calls on {N} were "
         "unusually warm, and customers described it as a partner rather than a supplier.]",),
        ("[What {N} does|{N} in brief|About {N}|The business of {N}]", "¶",
         "[{N} gives {users} one place to work through {task}, and their managers a clear "
         "view of {metric}.|{N} builds software for {users}, starting with {task}.|{N} "
         "helps {buyers} spend less time on {pain} and more on the work that matters to "
         "them.]",),
        ("[How we work with {N}|Our role at {N}|How we help {N}]", "¶",
         "[We help the {N} team with hiring and with introductions to {buyers}, and try not "
         "to get in the way otherwise.|A partner of ours sits on the {N} board and speaks "
         "with the founders most weeks, mostly about hiring and pricing.|We are a quiet "
         "investor in {N} by design: available when asked, for an introduction to "
         "{users} or a second opinion, and otherwise out of the way.|Our platform team "
         "supports {N} with "
         "recruiting, finance "
         "introductions and, when it helps, a second opinion on a large deal.]",),
        ("[{N} and the market for {domain}|Why {N}, and why now|Where {N} fits in {domain}]", "¶",
         "[Spending on {domain} is moving toward tools built for the job, and we think {N} "
         "is well placed for that shift.|Buyers in {domain} have been underserved by "
         "general-purpose software, and specialists such as {N} are starting to win.|We "
         "expect {domain} to consolidate, and we think companies like {N} that own the "
         "daily workflow of {users} will be the ones doing the buying.]",),
        ("[What we are watching at {N}|Looking ahead with {N}]", "¶",
         "[The next test for {N} is selling to bigger customers without losing the "
         "focus that won its first customers.|We will judge the progress of {N} by how "
         "many {users} stay, more than by new logos.]",),
    ],
    # the partner's directory: "we" is the partner, {N} the company listed
    "partner_integration": [
        ("[About {N}|{N} in the {partner} directory|Partner profile: {N}]", "¶",
         "[{N} serves {buyers}, and many of our clients come to us already using it.|{N} "
         "works with {users}, the same people many {partner} clients employ.|We list {N} "
         "because our clients asked about it more than once.]",),
        ("[What {N} and {partner} mean for {users}|Where {N} and {partner} fit best|Who "
         "the {partner} partnership with {N} is for]", "¶",
         "[The partnership is aimed at organisations that already work with {partner} and "
         "want more help with {task}.|It suits {partner} clients who want one "
         "point of contact for {N} and for the work around it.|The partnership is most "
         "useful where {users} and their managers are weighing a change in how {task} is done.]"),
        ("[Getting started with {N}|Working with {N} through {partner}|How to begin with {N}]", "¶",
         "[Clients can ask their {partner} contact for an introduction to {N}, or get in "
         "touch with {N} directly.|Start with a call with your usual {partner} contact; we "
         "will bring in {N} when it makes sense.|An introduction takes a short email to "
         "your {partner} contact.]"),
        ("[Why we partner with {N}|Why {partner} works with {N}|Our view of {N}]", "¶",
         "[Many of the {users} we work with have asked for help with {pain}, and {N} is a "
         "name we kept hearing.|We recommend suppliers only after our own staff have seen "
         "them work at a client, and {N} passed that test.|Our clients value suppliers that "
         "answer questions quickly; {N} does.]"),
        ("[What to expect from {partner} and {N}|How the {partner} partnership with {N} "
         "works]", "¶",
         "[{partner} and {N} keep each other informed about shared clients, so nobody has to "
         "tell the same story twice.|{partner} and {N} each stay responsible for their own work; "
         "clients get one contact for questions that touch both.]"),
    ],
    # a customer story: its lede, then how the customer put the product to work
    "case_solution": [
        ("{customer} introduced {N} [site by site|one team at a time], starting with a "
         "small group of {users}.",
         "[Within weeks, the other {users} at {customer} asked to join.|Once the first "
         "group at {customer} was using it every day, the rest followed.]"),
        ("{customer} chose {N} after a trial in which a small group of its {users} used it "
         "for their day-to-day work.",),
        ("The rollout was deliberately modest: one group of {users}, a short list of what "
         "had to work on day one, and a weekly check-in with the {N} team.",),
        ("[The first thing {customer} changed was who sees what:|At {customer} the project "
         "started with the data:] [everyone who needs the information now has it, not just "
         "the one or two people who used to hold it.|the team connected {N} to its {system} "
         "first, so "
         "that nobody had to type anything twice.]"),
        ("{customer} did not replace its {system}; {N} works alongside them, and the "
         "{users} kept the habits that already worked.",),
        ("Training took [an afternoon|less time than expected] for most {users}, and "
         "[{customer} kept its old process running in parallel until people were "
         "confident|the {N} team stayed close during the first busy period].",),
        ("The {users} at {customer} [were involved from the start|helped choose the "
         "product], which the project lead credits for how quickly it was adopted.",),
        ("[What sold {customer} was|{customer} was won over by] how little it had to change "
         "in its own way of working to start with {N}.",),
    ],
    # one template each (whole-paragraph choices), so that a story has one section of each
    "case_challenge": [
        ("[The challenge at {customer}|{customer_s} starting point|Why {customer} went "
         "looking|{customer} before {N}|What {customer} needed|The problem {customer} had to "
         "solve|Where {customer} started]", "¶",
         "[Before {N}, {customer} coordinated {task} through email, phone calls and a "
         "spreadsheet that was rarely up to date, and its managers had no reliable view of "
         "{metric}.|"
         "{customer} was growing, and the way it organised {task} was not keeping up: "
         "its {users} spent hours every week chasing information that should have been in "
         "front of them.|The {users} at {customer} kept running into {pain}, which cost "
         "them hours every week.|{customer} had tried to fix {task} "
         "with its {system} alone, but the {users} ended up keeping their own notes on the "
         "side.|The trouble was visibility: nobody at {customer} could say at a glance how "
         "{metric} were moving, so problems surfaced late.|{customer} knew its {users} were "
         "good at their jobs; what held them back was {pain}, and the time spent working "
         "around the problem.|Growth at {customer} meant more {setting} to support with the same "
         "number of {users}, and the old way of working did not scale.]",
         "[The company had looked at other tools before, but none of them fit how its "
         "{users} worked.|What {customer} wanted was simple to describe and hard to find: one "
         "shared view of {task}, kept up to date without extra typing.|Its managers "
         "wanted to stop asking for status reports and see {metric} for themselves.|"
         "{customer} set itself a test: any new tool had to be in daily use by its {users} "
         "within weeks, or it would go.|The search started after a particularly bad "
         "stretch of {pain}, when {customer} decided the workarounds had to go.]"),
    ],
    "case_results": [
        ("[The results at {customer}|What changed at {customer}|Where {customer} stands "
         "now|Results for {customer}|The difference {N} made|What {customer} got out of "
         "{N}|What {customer} sees today]", "¶",
         "[{customer} now reviews {metric} every week rather than once a quarter, and its "
         "{users} spend their time on the work itself.|Managers at {customer} can see where "
         "things stand at any moment, and trouble is caught before it spreads.|The biggest "
         "change is in planning: {customer} can now look ahead instead of reacting to the "
         "last problem.|Fewer things fall between teams at {customer}: when something goes "
         "wrong, the right person hears about it first.|{customer} has since extended "
         "{N} to more of its {users}, and its reports on {metric} are now built from one "
         "source.|The {users} at {customer} describe calmer weeks, with less time lost to "
         "{pain}.|For {customer}, the gain is consistency: {task} is done the same way "
         "everywhere, and new {users} learn it faster.]",
         "[Just as important to {customer}, the {users} trust the numbers they see.|The "
         "{users} at {customer} were the first to notice, and they are now "
         "its strongest advocates inside the organisation.|{customer} has also started "
         "using what it learns from {N} in its planning for next year.|Nobody at "
         "{customer} wants to go back to the old way, which its managers say is the real "
         "test.|For {customer}, the next step is to bring more of its {setting} onto {N}.]"),
    ],
    # a customer's own words, after the results
    "case_quote": [
        ("[An operations lead at {customer}|A team lead at {customer}|The head of "
         "operations at {customer}|One of the managers who led the rollout at {customer}|"
         "A senior manager at {customer}|The project lead at {customer}] [said|told us|"
         "put it this way]: “[We used to lose whole afternoons to {pain}, and that time "
         "goes back into the work now|The difference is that everyone works from the same "
         "information, so there is less to argue about|I did not expect the {users} to "
         "take to it so quickly, but they did|Before, I found out about problems at the "
         "end of the month; now I hear about them the same day|It is not flashy, and that "
         "is the point: it does its job and people use it|We looked at a few options, and "
         "this was the one our {users} actually wanted to use|The numbers matter, but the "
         "real change is that people stopped keeping their own spreadsheets|We have more "
         "{setting} to look after than before and the same team, and it works].”",),
    ],
}

# -- market reports: an analyst firm's "we", about the report's own market only (`{market}`:
# a sector's scene words belong to one domain of it, not to the market a report covers) ------
REPORTS: dict[str, list[Template]] = {
    # after "Vendors covered in this report include …": what the report does, and where
    # its profiles start (the first vendor of the page, `{N}`)
    "report_overview": [
        ("This report profiles each vendor in turn, starting with {N}, and then sets out our "
         "view of the {market} market: what drives spending, what buyers look for and where "
         "growth could stall.",),
        ("The profiles come first, from {N} on; our analysis of the {market} market, its "
         "drivers, buyers and risks, follows them.",),
        ("We profile the vendors in the order listed, {N} first, before turning to the forces "
         "behind the {market} market.",),
        ("Short vendor profiles open the report, beginning with {N}; the sections after them "
         "cover demand, buying behaviour and the risks we see in {market}.",),
        ("Our coverage of {market} starts with the vendors, {N} first, and closes with our "
         "view of where demand is heading.",),
    ],
    # the analysis, drivers to method in order, as one passage (a passage goes in whole, so its
    # sections keep their order); every sentence names the market, and opening words vary,
    # so that the editions and parts of one report do not repeat each other
    "report_analysis": [
        ("[Demand drivers in {market}|What is driving spending on {market}|Why buyers are spending"
         " on {market}]",
         "¶",
         "[|Broadly, |In our assessment, ][most of the growth in {market} comes from buyers "
         "replacing manual processes and ageing in-house systems, rather than from buyers "
         "switching between vendors.|much of the new spending on {market} replaces manual work and"
         " ageing in-house tools; relatively little of it comes from customers changing supplier.]",
         "[|Alongside that, |Meanwhile, ][labour costs are pushing in the same direction: "
         "organisations that cannot hire enough skilled staff are turning to products in {market} "
         "to do more with the teams they have.|staff shortages add to the pressure, and several "
         "buyers we spoke to described products in {market} as a way to absorb growth without "
         "adding headcount.]",
         "¶",
         "[How buyers choose vendors in {market}|Buyer priorities in {market}|What buyers of "
         "{market} want]",
         "¶",
         "[|Generally, |As a rule, ][when they choose a supplier in the {market} market, the "
         "buyers we interviewed rank ease of deployment and the quality of support ahead of "
         "price.|buyers we interviewed put fast deployment and good support above price when "
         "choosing a supplier in the {market} market.]",
         "[|In practice, |Equally, ][most purchases in {market} start with a limited pilot, and "
         "vendors that can show results within one budget cycle convert more of them.|pilots are "
         "the norm in {market}: buyers rarely commit to a wide rollout before they have seen "
         "results on their own data.]",
         "¶",
         "[Risks to the {market} market|What could slow {market}|Headwinds for vendors in "
         "{market}]",
         "¶",
         "[|On the downside, |For now, ][tighter budgets are the main near-term risk: when "
         "spending is squeezed, new projects in {market} tend to be delayed rather than "
         "cancelled.|the clearest risk is budget pressure, which tends to push projects in "
         "{market} back by a few months rather than kill them.]",
         "[|Beyond that, |In addition, ][concerns about data security and long procurement "
         "processes could slow adoption of products in {market}, particularly among smaller "
         "organisations.|lengthy security reviews are a second brake on deals in {market}, and "
         "they weigh most on younger vendors without a long list of references.]",
         "¶",
         "[Our {market} outlook|Outlook for the {market} market|What we expect in {market}]",
         "¶",
         "[|On balance, |Looking ahead, ][we expect the {market} market to consolidate, with "
         "larger vendors buying smaller specialists to fill gaps in their products.|consolidation "
         "looks likely: the larger vendors in {market} have the means to buy specialists rather "
         "than build what they lack.]",
         "[|Further, |Beyond that, ][over the forecast period we expect buyers to favour vendors "
         "in {market} that integrate with the systems buyers already run over those that ask them"
         " to start again.|vendors that fit alongside a customer's existing systems should keep "
         "winning deals in {market} from those that require a wholesale replacement.]",
         "¶",
         "[Methodology of the {market} estimate|How we sized the {market} market|About our "
         "{market} estimates]",
         "¶",
         "[|For this edition, ][we sized the {market} market from the bottom up, adding estimated "
         "revenue for each vendor we track and checking the total against buyer surveys and public"
         " filings.|our {market} estimate adds up the revenue we attribute to each vendor in the "
         "market, checked against interviews with buyers and against company filings.]",),
        ("[The {market} market: what is behind the growth|Where demand in {market} is coming "
         "from|Growth drivers in {market}]",
         "¶",
         "[|Broadly, |In our assessment, ][regulation is doing much of the work: buyers in several"
         " regions now have to keep records and controls that older tools never supported, and "
         "products in {market} fill that gap.|rules on record-keeping and reporting have "
         "tightened, and for many buyers a product in the {market} market is the quickest way to "
         "comply.]",
         "[|Alongside that, |Meanwhile, ][a second driver is replacement: many ageing systems are "
         "now due for renewal, and buyers are using the moment to move to modern products in "
         "{market}.|ageing systems are the other source of demand, as buyers retire tools they "
         "have run for years and look at products in {market} instead.]",
         "¶",
         "[Who buys products in {market}, and how|Buying behaviour in {market}|Inside the {market}"
         " buying process]",
         "¶",
         "[|Generally, |As a rule, ][purchases of products in {market} are increasingly led by "
         "operations rather than IT, with IT and security teams reviewing the choice rather than "
         "making it.|operations leaders now drive most purchases in {market}, and IT teams tend to"
         " act as reviewers rather than as the buyer.]",
         "[|In practice, |Equally, ][references count for more than feature lists: buyers told us "
         "they shortlist vendors in {market} that peers in their own industry already use.|buyers "
         "in {market} lean heavily on references from peers in their own industry when they draw "
         "up a shortlist.]",
         "¶",
         "[Risks to our {market} forecast|Downside risks for {market}|What could go wrong in "
         "{market}]",
         "¶",
         "[|On the downside, |For now, ][a harder funding climate is a risk for the younger "
         "vendors in {market}, many of which rely on outside capital to keep growing.|many younger"
         " vendors in {market} still depend on outside funding, and a tighter funding market would"
         " thin the field.]",
         "[|Beyond that, |In addition, ][price competition is a second risk: as products converge,"
         " vendors in {market} may have to discount to win deals, squeezing margins across the "
         "market.|as products in {market} start to look alike, we expect more price pressure in "
         "competitive deals, which would slow revenue growth even if volumes hold up.]",
         "¶",
         "[Outlook for {market}|Our view on {market}|The {market} market from here]",
         "¶",
         "[|On balance, |Looking ahead, ][our central case is steady growth in {market}, with "
         "upside if regulation tightens faster than expected and downside if budgets stay "
         "tight.|we expect spending on {market} to keep growing steadily, faster if rules on "
         "reporting tighten and slower if budgets stay under pressure.]",
         "[|Further, |Beyond that, ][we expect the gap between the leading vendors in "
         "{market} and the rest to widen, as larger customers concentrate their spending on fewer "
         "suppliers.|larger buyers are cutting the number of suppliers they use, which should "
         "favour the biggest vendors in {market} over the forecast period.]",
         "¶",
         "[About this {market} report|Sources and method for {market}|How this {market} report was"
         " put together]",
         "¶",
         "[|For this edition, ][vendor profiles in this {market} report draw on company "
         "announcements, public filings and our own research; no vendor paid to be included.|the "
         "{market} vendor profiles rely on public filings, company announcements and our analysts'"
         " research, and inclusion is not paid for.]",),
        ("[Market drivers: {market}|Why the {market} market is growing|The case for spending on "
         "{market}]",
         "¶",
         "[|Broadly, |In our assessment, ][buyers want fewer systems and cleaner data, and that "
         "favours products in {market} that fit into the tools their teams already use.|buyers "
         "trying to cut the number of tools their teams juggle account for much of the demand for "
         "products in {market}.]",
         "[|Alongside that, |Meanwhile, ][falling prices have lowered the cost of entry, "
         "bringing smaller organisations into the {market} market for the first time.|lower "
         "entry prices have opened {market} to smaller organisations that could not justify a "
         "large project a few years ago.|subscription and pay-as-you-go pricing has made "
         "{market} affordable for organisations that once stayed out.]",
         "¶",
         "[Buyer requirements in {market}|What buyers in {market} ask for|Selection criteria in "
         "{market}]",
         "¶",
         "[|Generally, |As a rule, ][integration comes first: buyers we spoke to would rather give"
         " up features than run a product in the {market} market that does not connect to their "
         "existing systems.|buyers told us they judge products in {market} first on how well they "
         "connect to existing systems, and only then on features.]",
         "[|In practice, |Equally, ][price matters most at the small end of the {market} market; "
         "larger accounts weigh service and references more heavily.|smaller buyers of products in"
         " {market} compare on price, while larger ones pay for service, security and references.]",
         "¶",
         "[Headwinds for {market}|Risks we are watching in {market}|Constraints on {market} "
         "growth]",
         "¶",
         "[|On the downside, |For now, ][long sales cycles remain the main constraint on vendors "
         "in {market}: a deal that needs sign-off from operations, finance and IT can take most of"
         " a year.|sales cycles in {market} are long, because a deal usually needs approval from "
         "operations, finance and IT alike.]",
         "[|Beyond that, |In addition, ][some buyers report fatigue with new tools, which "
         "could slow adoption in the {market} market where earlier projects disappointed.|where "
         "earlier software projects disappointed, buyers are wary of new tools in {market}, and "
         "that wariness could slow adoption.]",
         "¶",
         "[Where the {market} market goes next|The road ahead for {market}|Forecast: {market}]",
         "¶",
         "[|On balance, |Looking ahead, ][we expect vendors in {market} to compete increasingly on"
         " proof of results, and more contracts will make part of the fee depend on results.|over "
         "the forecast period, buyers in {market} are likely to ask vendors for evidence of "
         "results before renewing, and vendors that can supply it will win share.]",
         "[|Beyond that, ][some consolidation is likely as well, as the larger platforms"
         " in {market} add features that smaller specialists sell today.|we would not be surprised"
         " to see the larger platforms in {market} buy smaller specialists to round out what they "
         "offer.]",
         "¶",
         "[Scope of this {market} report|Defining the {market} market|How we define {market}]",
         "¶",
         "[|For this edition, ][the {market} market as we define it covers products and related "
         "services sold to organisations; we exclude systems that customers build for "
         "themselves.|we define {market} as the products and related services that vendors sell to"
         " organisations, leaving out in-house builds.]",
         "[Our estimates combine vendor revenue, buyer interviews and public filings, and we "
         "revise them with each edition of this {market} report.|estimates are built from vendor "
         "revenue and checked against buyer interviews and filings; we revise the {market} figures"
         " with every edition.]",),
    ],
    # a short note after the analysis, on a report page with few vendor profiles
    "report_note": [
        ("[Notes on the vendor profiles|About the {market} vendor profiles]", "¶",
         "Profiles are listed in the order above, starting with {N}; funding is shown as each "
         "vendor reported it, so totals are not always directly comparable across the {market} "
         "market.",),
        ("[A note on our {market} coverage|Coverage note: {market}]", "¶",
         "We update the {market} profiles, from {N} onward, as vendors announce funding, "
         "products and leadership changes; a vendor missing here may still be active in the "
         "market.",),
        ("[Disclosure|Independence of this {market} research]", "¶",
         "Vendors, {N} among them, do not pay to appear in our {market} research, and none "
         "reviewed this report before publication.",),
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
    # a chief executive who joined after the founding (w15 panel: "I came in later", then
    # the founding and the first customer told as "we")
    ("interview_hired", "interview"): ("interview_origin_hired", "interview_customers",
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
    "team": ("team_culture",),
    "careers": ("careers_hiring", "careers_culture"),
    "newsroom": ("newsroom_contact",),
    "subsidiary": ("subsidiary_about",),
    "release_funding": ("funding_context", "funding_use", "funding_context",
                        "funding_context", "funding_context", "funding_context",
                        "funding_context", "funding_context", "funding_context",
                        "funding_context", "funding_context", "funding_context"),
    "release_launch": ("launch_features", "launch_context", "launch_availability")
    + ("launch_features", "launch_context") * 6,
    "release_partnership": ("partnership_detail", "partnership_quote", "partnership_context",
                            "partnership_detail", "partnership_context", "partnership_detail"),
    "release_appointment": ("appointment_background", "appointment_quote",
                            "appointment_background", "appointment_background",
                            "appointment_background", "appointment_background"),
    "release_acquisition": ("acquisition_rationale", "acquisition_quote",
                            "acquisition_rationale", "acquisition_rationale",
                            "acquisition_rationale", "acquisition_rationale"),
    # a story's context in the order a reporter tells it, a part told in one or two
    # paragraphs side by side (w15: the w14 panel read news padded to 900 words from the same
    # roles by turns as "a shuffle of repeated paragraphs")
    "news_round": ("news_use_of_funds", "round_analyst", "news_customers", "news_customers",
                   "news_competition", "news_competition", "news_context", "feature_challenges",
                   "news_next"),
    "news_earlier_round": ("news_use_of_funds", "news_context", "round_analyst",
                           "news_customers", "news_customers", "news_competition", "news_next"),
    "news_feature": ("feature_scene", "news_customers", "news_customers", "news_context",
                     "news_context", "news_analyst", "news_competition", "news_competition",
                     "feature_challenges", "feature_challenges", "news_next"),
    "news_ceo_change": ("leadership_change", "leadership_change", "leadership_analyst",
                        "news_context", "news_customers", "news_customers", "news_competition",
                        "news_next"),
    "news_revenue": ("results_context", "results_context", "results_analyst", "news_customers",
                     "news_customers", "news_competition", "news_context", "news_next"),
    "investor_portfolio": ("portfolio_thesis", "portfolio_thesis"),
    "interview": ("interview_qa",),
    "interview_hired": ("interview_qa_hired",),
    "job_post": ("job_requirements", "job_process"),
    "market_report": ("report_analysis", "report_note"),
    "partner_page": ("partner_integration", "partner_integration"),
    "case_study": ("case_challenge", "case_results", "case_quote"),
}

# words of a page's body (its chrome aside) that w9 pads it to: what pages of the kind run to
# on the web (a database profile is its table; a news story 450-750 words)
LENGTHS: dict[str, tuple[int, int]] = {
    "home": (400, 520), "about": (400, 520), "products": (400, 520), "team": (100, 200),
    "careers": (400, 520), "newsroom": (0, 0), "subsidiary": (100, 200),
    "release_funding": (400, 480), "release_launch": (280, 380),
    "release_partnership": (240, 330), "release_appointment": (140, 200),
    "release_acquisition": (200, 300),
    "news_round": (430, 600), "news_earlier_round": (400, 560), "news_feature": (560, 760),
    "news_ceo_change": (430, 580), "news_revenue": (430, 580),
    "investor_portfolio": (90, 170), "interview": (340, 560), "interview_hired": (340, 560),
    "job_post": (230, 290),
    "market_report": (360, 380), "partner_page": (80, 130), "case_study": (150, 230),
}

# roles a page uses once however long it runs (w13): cycling them restated the use of the
# money four times and quoted a parade of analysts
ONCE_A_PAGE = frozenset({"news_use_of_funds", "round_analyst", "news_analyst",
                         "leadership_analyst", "results_analyst", "news_next",
                         # w15: a story tells each part of its context once
                         "news_customers", "news_competition", "news_context",
                         "feature_challenges", "feature_scene", "leadership_change",
                         "results_context",
                         # a release quotes each of its people once (w15 panel: one person
                         # with two titles)
                         "partnership_quote"})

# kinds whose padding is woven between their paragraphs (a story's context), not appended.
# A market report's analysis is appended after its vendor profiles, never between two of them
# (w11 panel: profiles split around the analysis), and its overview says so
WOVEN = ("news_article", "press_release")

# -- lines w9 words its own way where w8 wrote a fixed one (`writer.Page.line`): headings,
# questions and quoted remarks with their speakers, named so they are not the same on
# hundreds of pages
LINES: dict[str, list[Template]] = {
    "about_heading": ["About {N}", "{N} at a glance", "Background on {N}", "{N} in brief",
                      "More about {N}", "About {N} in {city}", "{N}: company background",
                      "{N}, in short", "About {N} and its work", "Company information: {N}",
                      "About the company: {N}", "The company behind the role: {N}",
                      "About {N}, based in {city}", "{N} company profile", "Meet {N}"],
    # a release's boilerplate heading: no job ad's "the company behind the role", no "Meet"
    # (the w15 panel)
    "about_heading_release": ["About {N}", "{N} at a glance", "Background on {N}",
                              "{N} in brief", "About {N} in {city}", "{N}: company background",
                              "{N}, in short", "Company information: {N}",
                              "About the company: {N}", "About {N}, based in {city}"],
    "open_roles_heading": ["Open roles at {N}:", "Current openings at {N}, in {city} and remote:",
                           "Jobs open at {N} now:", "Open roles at {N} in {city} and remote:",
                           "Roles {N} is hiring for:"],
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
    # an interview's host: the guest's first name, and the company named once at most
    "q_team": ["Q: How big is the team at {N} now?", "Q: How many people work at {N} today?",
               # the answer is today's headcount (and a plan): a question about growth since the
               # early days went unanswered, and "since you started" was asked of hired CEOs
               "Q: {first}, how big is the team today?",
               "Q: How many people are on the team now, in {city} and elsewhere?"],
    "q_customers": ["Q: Who are your customers in {domain}, {first}?",
                    "Q: {first}, who actually uses the product day to day in {domain}?",
                    "Q: Which customers in {domain} would you point to, {first}?",
                    "Q: Who buys {domain} software like yours, {first}?"],
    "q_market": ["Q: Where does {N} fit in its market, {first}?",
                 "Q: Who else is selling to {users}, {first}?",
                 "Q: {first}, who do you compete with for {users}?",
                 "Q: Who do you run into when you pitch to {users}, {first}?"],
    "ceo_funding_line": ["{ceo}, chief executive of {N}, said: “{q}.”",
                         "“{q}”, said {ceo}, {N_s} chief executive.",
                         "{ceo}, CEO of {N}, said: “{q}.”",
                         "“{q}”, said {ceo}, CEO of {N}.",
                         "Commenting on the round, {ceo}, chief executive of {N}, said: "
                         "“{q}.”",
                         "“{q}”, {ceo}, who [leads|runs] {N}, said.",
                         "In a statement, {N_s} chief executive {ceo} said: “{q}.”",
                         "{ceo}, who heads {N}, said: “{q}.”"],
    "ceo_launch_line": ["{ceo}, chief executive of {N}, said: “{q}.”",
                        "“{q}”, said {ceo}, {N_s} chief executive.",
                        "{ceo}, CEO of {N}, said of {product}: “{q}.”",
                        "“{q}”, said {ceo}, CEO of {N}.",
                        "“{q}”, {ceo}, who [leads|runs] {N}, said of the launch.",
                        "Introducing {product}, {N_s} chief executive {ceo} said: “{q}.”",
                        "{ceo}, chief executive of {N}, said in a statement: “{q}.”"],
    "investor_line": ["{voice} at {lead}, which led the round, said: “{q}.”",
                      "“{q}”, said {voice} at {lead}.",
                      "{voice} at {lead} said: “{q}.”",
                      "Explaining the investment, {voice} at {lead} said: “{q}.”",
                      "“{q}”, said {voice} at {lead}, which led the round.",
                      "For {lead}, {voice} said: “{q}.”",
                      "“{q}”, {voice} at {lead} said in a statement.",
                      "{voice} at {lead}, the round's lead investor, said: “{q}.”"],
}
REMARKS.update({
    # the chief executive in the company's own release on a round
    "ceo_on_funding": [
        ("When we started {N}, we wanted {users} to spend less time struggling with {pain}, "
         "and this funding lets us take that to [many more teams|far more customers|teams "
         "well beyond {city}]",),
        ("Our customers have shown us how much time {task} takes when the tools are "
         "wrong, and with this round we can grow the team in {city} and give them more, "
         "faster",),
        ("We have grown {N} by listening closely to {users}, and this investment means we "
         "can hire the people we need[ in {city}|] and keep building what they ask for",),
        ("{users} have been patient with us as we built {N}, and this round is about "
         "repaying that trust, starting with better reporting on {metric}",),
        ("This round is a vote of confidence in the {N} team and in our customers.",
         "We will use it to make {N} the best product for {task} that {users} can buy"),
        ("There is a lot of work in {domain} that is still done by hand: we founded {N} to "
         "change that, and this round lets us do it for [far more {users}|{users} "
         "everywhere|{users} in every market we serve]",),
        ("The [first thing|first job] for this money is people: [engineers and support staff|"
         "more engineers and more support staff] in {city}, so that customers get [answers|"
         "help] faster and new features [arrive|ship] sooner",),
        ("Every customer we add teaches {N} something new about {task}, and this funding "
         "[lets us|means we can] act on [more of what we hear|it faster]",),
        ("[I'm proud|We're proud] of what the team has built, but [the real test|the test that "
         "matters] "
         "is whether {users} [see a difference in|can point to better] {metric}, and that is "
         "where this money will go",),
        ("We [could have|might have] grown {N} faster by [chasing every request|building "
         "every feature anyone asked for].",
         "We chose to keep {N} focused on {task}, and [our investors|our backers] "
         "[understood why|backed that choice]"),
    ],
    # the chief executive in a launch release
    "ceo_on_launch": [
        ("{product} is the product our customers asked for: it takes the busywork out of "
         "{task}",),
        ("We built {product} with {users}, and it shows: it fits the way they already work",),
        ("With {product}, {users} finally get one place for {task} and a clear view of "
         "{metric}",),
        ("We spent a long time with {users} before we designed anything, and {product} is "
         "the result of that listening",),
        ("Every team we talked to described the same frustration with {pain}, and "
         "{product} is our answer to it",),
        ("We [tested|ran] {product} [alongside|with] {users} in their own {setting} for "
         "[months|a long time] before [launch|today], and [their feedback|what they told us] "
         "[changed|shaped] [almost every screen|most of the product]",),
        ("[The goal|Our aim] with {product} is simple: [fewer surprises|no more surprises] "
         "in {task}, and [a clearer|an honest] picture of {metric} for the people "
         "[responsible for them|who answer for them]",),
        ("{product} is [our biggest launch|the biggest step we have taken] since we started "
         "{N}, and it [comes straight from|grew out of] [conversations|working sessions] with "
         "{users}",),
        ("Nobody [gets into|goes into] {domain} to [fill in spreadsheets|chase updates by "
         "email], and {product} [gives|hands] that time back to {users}",),
    ],
})
LIBRARY.update({role: [t if isinstance(t, tuple) else (t,) for t in templates]
                for group in (LINES, REMARKS) for role, templates in group.items()})
# a chief executive who joined later answers no question about the founders' first customer,
# their early mistakes or their first roadmap
LIBRARY["interview_qa_hired"] = [
    t for t in LIBRARY["interview_qa"]
    if not any(m in t[0] for m in ("first customer", "early mistake", "changed the product"))]
