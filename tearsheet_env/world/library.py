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
    "analyst": ["an analyst who covers {domain}", "an analyst in {city} who follows {domain}",
                "a research director who tracks {domain} vendors",
                "a consultant who advises {buyers}", "an analyst who follows software for {users}",
                "one longtime observer of {domain}", "an adviser to {users} in {city}"],
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
    "news_context": [
        ("{N_s} [timing|pitch|arrival] [is|looks] [well judged|fortunate|deliberate]: "
         "[regulators|auditors|customers] [have asked|are pushing|are pressing] {buyers} for "
         "[better|more detailed|more frequent] [records|reporting|evidence] of {task}, "
         "[and|while] {system} [were not built|were never designed|are poorly suited] for "
         "[that|the job|it].",),
        ("[At|Inside|Among] {setting}, {task} [usually falls|often lands|tends to end up] "
         "[with|on the desks of] {users} [who|that] [already|also] [juggle|handle|carry] "
         "[other|several|many other] [duties|jobs|responsibilities], [which|and that] is "
         "[where|why] {N} [says|argues|believes] [automation|software|its product] [pays "
         "off|helps most|makes the biggest difference].",),
        ("{N} [did not|would not|declined to] [disclose|share|name] [its|a] [revenue|customer "
         "count|valuation] [figure|number] [beyond|other than|outside] [what|the figures] it "
         "[has|had] [published|announced|stated] [before|previously|elsewhere], [saying|"
         "noting|adding] [only|just] that [growth|demand|interest] [from|among] {buyers} "
         "[remained|had been|stayed] [strong|steady|healthy].",),
        ("[For|Among] {buyers} [in|around|near] {city}, {N} [is|has become] [a|the] "
         "[common|frequent|default] [name|choice|reference] [when|whenever|once] {task} "
         "[comes up|is discussed|needs fixing], [according to|say|said] [two|several|a few] "
         "[people|buyers|managers] [who|that] [evaluated|compared|tested] [vendors|the "
         "options|products] {lately}.",),
        ("[The|This] [business behind {N}|company|start-up] [grew out of|came from|started "
         "with] [work|a project|consulting] [for|with|alongside] {buyers}, [which|and that] "
         "[helps explain|explains|accounts for] [its|the] [focus on|attention to|obsession "
         "with] {task} [rather than|instead of|over] [broader|wider|flashier] [ambitions|"
         "features|products].",),
        ("[Much of|A large part of|Most of] {task} [still runs|is still handled|still "
         "happens] [on|through] {system} [and email|and phone calls|and spreadsheets], "
         "[according to|say] {users} [interviewed by {outlet}|who spoke to {outlet}|in "
         "{city} and elsewhere].",
         "[That|This] [gap|mess|patchwork] is [what|the opening] {N} [is betting on|hopes to "
         "exploit|wants to close] [with|through] {what}."),
        ("{N} is one of [a growing|a crowded|several] [group|field|set] of [companies|start-ups|"
         "vendors] [trying to|that want to|setting out to] [modernise|rebuild|automate] "
         "{task} for {buyers}.",
         "[Most|Many|Several] of [them|its rivals] [sell|pitch|offer] software that "
         "[sits on top of|plugs into|works alongside] {system} rather than [replacing them|"
         "asking customers to rip them out|forcing a migration], [and|but] {N} [says|argues|"
         "claims] [its|that its] [approach|product] [goes further|is simpler to roll out|"
         "suits {users} better]."),
        ("[Spending on {domain} has|Budgets for {domain} have] [held up|been resilient|"
         "stayed firm] [even as|while|although] [wider|broader|general] [technology|software"
         "|IT] budgets [tightened|came under pressure|were cut] {lately}, [in part because|"
         "partly because|not least because] {users} [can point to|can measure|are able to "
         "show] [savings|results|improvements] in {metric}.",),
        ("[Buyers|Customers|Purchasers] in {domain} [tend to|usually|typically] [move slowly|"
         "take their time|move cautiously]: [pilots|trials|evaluations] can [run for months|"
         "drag on|stretch over several quarters], and [contracts|renewals|deals] "
         "[often|typically|usually] [hinge on|depend on|turn on] [references from peers|how "
         "well the product fits {system}|the experience of {users}].",
         "[That|This] [has made|makes] [early|first] [customers|reference accounts|users] "
         "[unusually|especially|particularly] [valuable|important] for {N}[ and its rivals|, "
         "as for its competitors|]."),
        ("[Founded|Started|Set up] [to tackle|around the problem of|to deal with] {pain}, {N} "
         "[sells|offers|provides] {what} [to|for] {buyers} [from its base in {city}|out of "
         "{city}|in {city} and beyond].",
         "[Its|The company's|{N_s}] [customers|users] are [mostly|largely|chiefly] {users} "
         "[in|at|working in] {setting}."),
        ("[The|This] [market|category|niche] [has attracted|has drawn|has pulled in] [a steady"
         " stream of|plenty of|a wave of] [new entrants|start-ups|young companies] {lately}, "
         "[and|but] [few|only a handful|not many] have [built|reached|won] [the scale|the "
         "customer base|the reach] [to dominate it|that {N} is chasing|to set prices].",
         "[Prices|Contract sizes|Deal values] [vary|differ|range] [widely|a great deal|"
         "considerably] [depending on|with|according to] [how many|the number of] {setting} "
         "a customer [runs|operates|manages]."),
        ("[In|Around|Across] {city}, {N} [has become|is] [one of the better-known names|a "
         "familiar name|a recognised name] [in|among companies working on|among start-ups "
         "selling] {domain}, [helped by|thanks to|on the back of] [a local|its|a loyal] "
         "[customer base|network of early customers|group of early adopters].",),
        ("[Demand for|Interest in|The appetite for] [software|tools|automation] [in|for] "
         "{domain} [has grown|has risen|has picked up] [as|while|because] {buyers} [face|"
         "contend with|wrestle with] [tighter budgets|staff shortages|rising costs] and "
         "[pressure|demands|a push] to [improve|report on|bring down] {metric}.",
         "[{N} is one of the companies|{N} is among the vendors|{N} hopes to be one of the "
         "companies] [benefiting|trying to benefit|positioned to benefit] [from that shift|"
         "from the change|as that happens]."),
        ("[Until recently|For years|Historically], {users} [at|in] {setting} had "
         "[few|limited|only a handful of] [options|choices|alternatives] [beyond|besides|"
         "other than] {system} for {task}.",
         "[That|This] [is|has been] [changing|shifting|starting to change] [as|now that|"
         "since] [companies like {N}|start-ups such as {N}|newer vendors including {N}] "
         "[offer|bring|sell] [tools|software|products] [built for|designed around|aimed at] "
         "[the way|how] {users} [actually work|really work|work day to day]."),
        ("{N} [charges|bills|prices its software] [per site|by the number of {setting}|on a "
         "subscription basis], [a model|an approach|a pricing structure] [that|which] "
         "[appeals to|suits|works for] {buyers} [wary of|cautious about|burned by] "
         "[large|costly|lengthy] [upfront|one-off|implementation] [projects|fees|costs].",),
        ("[People|Executives|Managers] [who|that] [buy|evaluate|choose] [software|tools] for "
         "{domain} [say|told {outlet}] [the|that the] [category|market] [is|is "
         "still] [crowded|fragmented|noisy], with [many|dozens of|plenty of] [vendors|"
         "suppliers|products] [claiming|promising|offering] [similar|the same|overlapping] "
         "[results|benefits|features] [for|to] {users}.",),
        ("[Remote work has|Staff shortages have|Rising costs have] [made|left] {task} "
         "[harder|more difficult|more expensive] for [many|some|a number of] {buyers}, "
         "[according to|said|say] [people|managers|several executives] [in|around|across] "
         "{domain}[ who spoke to {outlet}|].",
         "{N} [argues|says|believes] that [its|the] [software|product|platform] [fills|"
         "closes|addresses] [that gap|the gap|much of that gap]."),
    ],
    "news_analyst": [
        ("{analyst} [said|noted|observed] that {N_s} [decision|choice|strategy] to [focus "
         "on|specialise in|concentrate on] {task} [could|may|might] [pay off|help|serve it "
         "well] [if|as long as|provided] {buyers} [keep|continue] [prioritising|investing in|"
         "spending on] {domain}.",),
        ("[Asked about|On|Discussing] {N}, {analyst} [pointed to|highlighted|mentioned] "
         "the [strength|quality|depth] of its [integrations|connectors|links] with "
         "{system}, [something|a feature|an area] [that|which] [buyers|{users}] [often|"
         "frequently|increasingly] [ask about|raise|check] [first|early|before anything "
         "else].",),
        ("{analyst} [was blunt|put it plainly|did not mince words]: “The hard part [isn't|is "
         "not] the [software|technology], it's [getting|persuading|convincing] {users} [in "
         "{city}|at {N_s} "
         "customers] to [change how they work|trust a new tool|give up {system}].”",
         "“[Whoever|The company that|The vendor that] [solves|cracks|figures out] [adoption|"
         "that] in {domain} [will|is going to] [win|do well|pull ahead], [and {N} knows it|"
         "whether or not that turns out to be {N}].”"),
        ("{analyst} [said|noted|pointed out] that [buyers|customers|{buyers}] [now|"
         "increasingly|more and more] [expect|ask for|demand] [evidence|proof|data] of "
         "[savings|results|gains] in {metric} [before|ahead of|prior to] [signing|a renewal|"
         "committing], [which|and that] [favours|helps|rewards] [vendors|companies] "
         "[like {N}|with a track record, such as {N}|with reference customers in {city}].",),
        ("[Not everyone is convinced|Not everyone is persuaded|Some are more sceptical] [that {N} "
         "can keep it up|that the {N} approach will work beyond {city}|about {N_s} chances].",
         "{analyst} [was sceptical|had doubts|sounded a note of caution]: “There are [a lot "
         "of|too many|dozens of] [companies|vendors|start-ups] [chasing|going after|pitching]"
         " {buyers}. [Some|A few|Several] of {N_s} rivals [will|are going to] "
         "[merge|consolidate|be bought] or [disappear|fold|shut down] [in {domain}|before "
         "long|over the next few years] [in {city} and elsewhere|as {buyers} cut budgets].”"),
        ("{analyst} [described {domain} as|called {domain}] [an underserved|an overlooked|a "
         "neglected] "
         "[corner|part|area] of the [market|sector], [where|in which] [many|most|plenty of] "
         "{users} [in {city}|around {city}|near {city}] [still|continue to] [rely on|depend "
         "on|make do with] {system}.",),
        ("{analyst} [summed it up|put it bluntly|was direct]: “With {users}, integration is "
         "where [these deals|most projects|sales like {N}'s] are won or lost.”",
         "[The same analyst|The analyst|That analyst] [added that|said|noted that] "
         "[{N_s} customers|{buyers} around {city}|{N_s} buyers] [rarely|seldom|almost never] "
         "[replace|rip out|swap] "
         "{system} [in one go|all at once|overnight]."),
        ("[Analysts|Observers|Industry watchers] [say|note|argue] the [category|market|"
         "space] [is still|remains] [fragmented|young|unsettled], with no [vendor|company|"
         "single player] [yet|so far] [setting|defining|owning] the [standard|terms|"
         "agenda] for {domain}[ in {city} or elsewhere| among {buyers}|]."),
        ("[According to|In the view of|For] {analyst}, {N_s} [best|strongest|main] "
         "[asset|advantage|selling point] [is|may be] [its|the] [focus on|knowledge of|depth "
         "in] {task}, [while|but|though] [its|the] [biggest|main|chief] [risk|weakness|"
         "challenge] [is|remains] [scale|reach|competition from larger vendors].",),
        ("{analyst} [expects|predicts|anticipates] [more|further|continued] [consolidation|"
         "deal-making|mergers] [in|across|among vendors in] {domain} [as|while|once] "
         "[larger|established|incumbent] [software|suite] [vendors|companies] [look to|try "
         "to|aim to] [buy|acquire|absorb] [specialists|smaller players|start-ups] [like {N}|"
         "such as {N}|in the space].",),
    ],
    "news_use_of_funds": [
        ("[The deal|The raise|The financing] [comes as|lands at a time when|arrives as] "
         "investors [have grown|are] more [selective|cautious|demanding] about [software "
         "start-ups|young companies] that sell to {buyers}, [favouring|preferring|rewarding] "
         "[companies|teams] that can show [paying customers|repeat business|steady renewals] "
         "over [ambitious|broad|sweeping] growth plans.",
         "[For {N}, the pitch|{N_s} pitch|What {N} sells] [rests on|comes down to|boils down "
         "to] a [narrow|simple|practical] [promise|claim]: [less time lost to|an end to|fewer "
         "hours wasted on] {pain} [for {users}|in {setting}|at {buyers}]."),
        ("[The|This] [round|financing|raise] [follows|comes after|caps] [a period|a stretch|a "
         "year] in which {N} [says it|reports that it] [signed|won|added] [new|larger|"
         "more] [customers|contracts|accounts] [among|with|across] {buyers}[ in and around "
         "{city}|, mostly outside {city}|]."),
        ("[Some|Part|A portion] of the [money|capital|round] [will go|is going|is set to go] "
         "[to|toward|into] [a new office|an expanded office|more space] in {city}, [where|"
         "which is where] {N} [employs|houses|keeps] [most of|much of|the bulk of] [its "
         "staff|its engineers|its team].",),
        ("{N} [said it will|plans to|intends to] [use|put|spend] the [money|new capital|"
         "funds] [to|on efforts to] [hire|recruit|add] [engineers|more engineers and "
         "salespeople|staff in product and sales] and [expand|grow|build its presence] "
         "[beyond|outside|further from] {city}.",
         "[The company|It|{N}] [also|additionally] [wants|intends|plans] to [deepen|build out|"
         "extend] [integrations|connections|links] with {system}."),
        ("[Most of|Much of|The bulk of] the [new|fresh] [capital|money|funding] [will go|is "
         "earmarked|is set aside] [toward|for] [product development|the product|engineering] "
         "and [sales|a larger sales team|marketing], [according to|said|a spokesperson for] "
         "{N}.",
         "{N} [did not|declined to|would not] [give|share|disclose] [a hiring target|specific "
         "hiring plans|headcount goals] for {city} [or elsewhere|or its other offices|or "
         "beyond]."),
        ("[With the new funding|After the round|Now that the round has closed], {N} [plans "
         "to|intends to|expects to] [open|add|set up] [offices|sales teams|support teams] in "
         "[new markets|other regions|more cities] and [invest|put more|spend more] in "
         "[support|customer success|onboarding] for {users}.",),
        ("[Part|Some|A share] of the [money|round|funding] [will|is meant to|is intended to] "
         "[fund|pay for|go toward] [work on|a push into|research in] {domain}, [where|an area "
         "in which] {N} [says|reports that] its customers [have shown|show] the [most|"
         "strongest|clearest] [interest|demand|appetite].",),
        ("{N} [also|additionally] [plans|intends|wants] to [use|spend] [some of|part of] "
         "the [money|capital] on [security certifications|compliance work|data protection], "
         "[which|something] {buyers} [increasingly|now|often] [require|ask for|insist on] "
         "[before|ahead of] [signing|larger contracts|a rollout].",),
    ],
    "news_customers": [
        ("[A|One] [customer|client|user] [of {N}|of the company] [in|near|outside] {city}, "
         "[who|which] [asked not to be named|spoke on condition of anonymity|did not want to "
         "be identified], [said|told {outlet}] [its|their] {users} [had|have] [cut|reduced|"
         "trimmed] [the time|the hours|the effort] [spent on|lost to|going into] {pain}.",),
        ("Not every {N} [customer|user|client] is [convinced|satisfied|won over]: "
         "[one|a] [manager|buyer|team lead] at [a|one] [customer|client] [said|told "
         "{outlet}] [rollout|setup|the switch] had [taken longer|needed more work] "
         "than [planned|promised|expected] [across|at] [its|their] {setting}.",),
        ("[Customers|Users|Early adopters] [describe|report|see] the [main|biggest|chief] "
         "[benefit|gain|change] as [fewer hours spent on|less time lost to|an end to] {pain}.",
         "[One|A] [manager|team lead|supervisor] at [a customer|an early customer|a "
         "client] in {city} [said|told {outlet}] {N_s} [product|software|platform] had "
         "[replaced|taken over from] [a patchwork of|several|a tangle of] {system} [for|in] "
         "{task}."),
        ("[For|Among] {users}, the [appeal|attraction|draw] of {N} is [practical|simple|"
         "concrete]: [fewer manual steps|less rekeying|less chasing] in {task} and [a clearer"
         " view of|better data on|live figures for] {metric}.",),
        ("{N} [sells|markets its software|pitches its product] [mainly|mostly|chiefly] to "
         "{buyers}, [and|though] [it says|the company says|{N} says] [smaller|mid-sized|"
         "regional] [customers|teams|organisations] [have been|are] [quicker|faster|more "
         "willing] to [adopt|sign up|buy].",),
        ("[Early|Existing|Current] {N} customers [point to|cite|mention] [shorter|faster|"
         "simpler] {task} and [fewer|less frequent|rarer] [problems|headaches|issues] with "
         "{pain} as [the main|the chief|the biggest] [reasons|reason] they [signed up|stayed|"
         "renewed].",),
        ("[One buyer|A purchasing manager|An operations director] [at|with] [a customer|an "
         "organisation|a company] that [uses|adopted|trialled] {N} [in|near|outside] {city} "
         "[said|told {outlet}] the [deciding|main|biggest] [factor|reason] was [how quickly|"
         "how easily|how fast] {users} [took to|learned|accepted] it.",),
    ],
    "news_competition": [
        ("[In|Across|Around] {city}, {N} [competes|goes head to head|vies] [with|against] "
         "[a handful of|several|a few] [local|regional|well-funded] [rivals|start-ups|"
         "vendors] [for|over] [the same|overlapping] {buyers}, [according to|said|say] "
         "[people|buyers|executives] [in the sector|who follow {domain}|familiar with the "
         "market].",),
        ("{N} [faces|competes with|is up against] [both|a mix of] [larger|established|"
         "incumbent] [software|suite] [vendors|providers|companies] and [other|younger|rival] "
         "start-ups, [many of which|several of which|most of which] [also|likewise] [target|"
         "court|sell to] {buyers}.",),
        ("[Large|Incumbent|Established] [vendors|suppliers|makers] of {system} [have added|"
         "are adding|keep adding] [similar|overlapping|comparable] [features|modules|tools], "
         "[which could|and that may|a trend that could] [squeeze|crowd|pressure] "
         "[specialists|smaller players|companies] like {N} [over time|in the long run|"
         "eventually].",),
        ("[Competition|Rivalry] [is|has become] [intense|fierce|heated] [among vendors "
         "selling to|in the race for|over] {buyers}, and [price|discounting|pricing] [has "
         "become|is] [a bigger factor|more important|a sharper weapon] in [deals|renewals|"
         "tenders][ for {N} and its rivals| across {domain}|]."),
        ("{N} [argues that|says|insists that] [its|the] [narrow|specialist|deep] [focus on|"
         "knowledge of|work in] {domain} [gives it|is] an [edge|advantage] over [broad|"
         "general-purpose|all-in-one] [suites|platforms] [that|which] [treat|handle] {task} "
         "as [an afterthought|one module among many|a side feature].",),
    ],
    "news_next": [
        ("[Next|After this|Looking ahead], {N} [plans|wants|intends] to [extend|take] "
         "[its|the] [software|platform|product] [from|beyond] {task} [into|to] [adjacent|"
         "related|neighbouring] [work|areas|tasks] [in|across|around] {domain}, [the company "
         "said|according to {N}|a spokesperson said].",),
        ("[Investors|Backers|Its investors] [will|are likely to] [watch|track|follow] [how "
         "quickly|whether|how well] {N} [turns|converts|grows] [interest|its pipeline|"
         "pilots] [among|with|from] {buyers} [into|to] [revenue|contracts|renewals] [over "
         "the coming year|before its next raise|in the next few quarters].",),
        ("[The next test|What comes next|The challenge now] for {N} [will be|is] [whether|if] "
         "it can [sell|win|expand] [beyond|outside] its [first|early] [customers|market] "
         "[without|while] [losing|keeping] the [focus|attention to {users}] that [won|earned] "
         "it [those customers|its first accounts].",),
        ("{N} [says|said] it [expects|hopes|plans] to [announce|name] [new|more|further] "
         "[customers|partners|integrations] [in the coming months|later this year|soon], "
         "[but|though it] [declined to|would not|did not] [name|identify|give details of] "
         "them.",),
        ("[Whether|If] {N} can [keep|hold|build on] [its|that] [lead|momentum|progress] "
         "[will|may|could] [depend on|come down to|rest on] [how quickly|how well|whether] it "
         "[turns|converts] [pilots|trials][ with {buyers}| in {city}|] into [long-term|full|"
         "multi-year] contracts."),
        ("[The company|{N}] [is also|has also been] [exploring|looking at|discussing] "
         "[partnerships|tie-ups|alliances] with [makers of|vendors of|companies behind] "
         "{system}, [a route|an approach|a strategy] [that|which] [could|might|would] "
         "[shorten|speed up|ease] [sales cycles|deals|rollouts] [with|for|among] {users}.",),
        ("[For now|In the meantime|For the moment], {N} [says|said] [its|the] [priority|"
         "focus|main task] [is|remains] [making|keeping] {task} [simple|reliable|fast] for "
         "[existing|current] customers [in {city} and beyond|before it chases new ones|"
         "rather than adding features]."),
    ],
    "feature_scene": [
        ("[On a|During a|Over a] [typical|normal|busy] [day|shift|week], {users} [at|in] "
         "{setting} [spend|lose|sink] [a surprising amount of|hours of|a lot of] time on "
         "{task}.",
         "[That|This] [is|was] the [problem|itch|waste] {N} [set out|was started|was "
         "founded] to [fix|solve|remove]."),
        ("[Walk into|Visit|Spend a day in] [almost any|most|many] of the {setting} that [buy "
         "from|use|work with] {N} and [you will|you'll] [find|see|notice] {system} "
         "[running|sitting|still in use] [alongside|next to|beside] [its|the company's] "
         "[software|product].",
         "[That|This] [is|was] [by design at {N}|deliberate, {N} says|the plan all along at "
         "{N}]."),
        ("{N_s} [office|headquarters|base] in {city} [is|looks] [modest|unremarkable|"
         "unassuming], [but|yet] [its|the company's] [software|product|platform] [now|"
         "increasingly] [sits|runs] [inside|behind|underneath] {task} at [a growing number of|"
         "more and more|dozens of] {setting}.",),
    ],
    "feature_challenges": [
        ("[Challenges|Risks|Obstacles] [remain|persist|lie ahead] for {N}.",
         "[Sales cycles|Deals] for {N} with {buyers} [are|can be] [slow|long|unpredictable], and "
         "[any|a] [slowdown|downturn|budget freeze] in [their|customer] [budgets|spending] "
         "[would|could] [hit|test|hurt] {N} [quickly|hard|early]."),
        ("[Some|A few|Several] [customers|former prospects|buyers] [say|said|told {outlet}] "
         "{N_s} [product|software] [took|needed] [longer|more work|more effort] to [set up|"
         "roll out|configure] than [expected|promised|planned], [particularly|especially] "
         "[where|when] {system} [are|have been] [heavily|deeply] [customised|modified].",),
        ("{N} [also|still] [has to|must|needs to] [prove|show|demonstrate] that [its|the] "
         "[approach|product] [works|holds up|scales] [beyond|outside] {city} and [the|its] "
         "[home|first|original] market.",),
    ],
    "leadership_change": [
        ("[Leadership changes|Changes at the top|Handovers like this] [are common|are not "
         "unusual|happen often] [as|once|when] [start-ups|young companies] in {domain} "
         "[mature|grow], "
         "[and|as] [founders|company founders] [often|frequently] [hand|pass] [day-to-day|"
         "operational] [control|management] to [executives|leaders] [with experience of|used "
         "to] [scaling|running larger] [teams|organisations].",
         "{N} [is|appears to be] [following|taking] [that path|the same route|a familiar "
         "route][ as it grows| as it expands beyond {city}|]."),
        ("{N} [described|called] the [move|change] [a planned|an orderly] [transition|"
         "handover][ and said|, adding] that [its|the] [strategy|focus] on {domain} [would "
         "not|will not] change.",),
        ("[People|Employees|Staff] [familiar with|close to] {N} [said|described] the "
         "[handover|change] [as|had been] [months in the making|long planned|a long time "
         "coming], [and that|while] [customers|key accounts] [had been|were] [told|briefed] "
         "[in advance|beforehand].",),
    ],
    "leadership_analyst": [
        ("{analyst} [said|argued] a [change like this|founder stepping back] [is|can be] "
         "[healthy|a good sign] for a company [of {N}'s size|at {N}'s stage]: “[What "
         "matters|The question] is [whether|if] the [product|roadmap] [stays|remains] "
         "[focused on {domain}|on track].”",),
        ("{analyst} [said|noted] that [customers|buyers|{buyers}] [tend to|usually|often] "
         "[watch|look] [closely|carefully] at [leadership|executive] [changes|moves] at "
         "[companies like {N}|vendors such as {N}] [before|ahead of] [renewing|signing] "
         "[contracts|long deals].",),
    ],
    "results_context": [
        ("[Growth|The increase|The rise] was [driven|fuelled|led] [mainly|largely|chiefly] "
         "by [new customers|larger contracts|renewals] [among|with|across] {buyers}, "
         "[the company said|according to {N}|{N} said].",),
        ("{N} [did not|declined to|would not] [disclose|report|say] [profit|whether it is "
         "profitable|its margins], [but|though it] [said|noted] that [it|the company] had "
         "[kept|held] [costs|spending] [under control|in check] [while growing|while "
         "expanding|as it grew] in {city} and [beyond|elsewhere].",),
        ("[Private|Young] [software|technology] companies [rarely|seldom] [publish|share] "
         "[their|detailed] [results|figures], [and|so] {N_s} [decision|choice] to [do so|"
         "disclose them] [stands out|is unusual] [in|among peers in] {domain}.",),
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
    ],
    "home_section": [
        ("[How {N} works for {users}|What changes for {users} with {N}]", "¶",
         "New requests arrive in one queue in {N} instead of being spread across {system}; "
         "the routine steps run on their own, and anything that needs a decision goes to "
         "the right person with its history attached."),
        ("[Who {N} works with|Our customers in {domain}|{N}, built for {users}]", "¶",
         "Our customers range from a single team of {users} to national groups running "
         "dozens of sites, and every one of them gets reporting on {metric} from {N} "
         "without building it by hand."),
        ("[Questions we hear about {N}|Common questions about {N}]", "¶",
         "Do we have to replace our {system} to use {N}?",
         "No: {N} sits alongside the tools you have and takes over the steps of {task} "
         "where {pain} [usually creeps in|tends to start]."),
        ("[Before and after {N}|What {task} looks like with {N}]", "¶",
         "Before {N}, {task} meant [emails, phone calls and|a shared inbox and] a "
         "spreadsheet that was never quite up to date.",
         "Now every open item sits in one list in {N}, and {users} can see who is working "
         "on it and what is left to do."),
        ("[{N}, made in {city}|Our team in {city}, close to {users}]", "¶",
         "Our engineers and designers in {city} spend time with {users} every month, and "
         "new features of {N} are tried in real {setting} before they reach everyone."),
        ("[Designed with {users} in {city}|Where the ideas behind {N} come from]", "¶",
         "Most of what you see in {N} began as a problem a customer showed us: a report "
         "on {metric} that took a day to build, or a step in {task} that nobody owned."),
        ("[Why {users} switch to {N}|Why teams in {domain} choose {N}]", "¶",
         "Customers switch to {N} to spend less time on {task}, to cut down on {pain}, and "
         "to report on {metric} without spreadsheets, with help from people who know "
         "{domain}."),
        ("[How {N} looks after your data|Security and reliability at {N}]", "¶",
         "Customer data in {N} is encrypted in transit and at rest, access follows the "
         "roles you set up for your {users}, and our engineers in {city} tell customers "
         "[straight away|promptly] when something goes wrong."),
        ("[See {N} in action|Book a demo of {N}]", "¶",
         "Book a demo and someone from our {city} team who knows {domain} will walk you "
         "through {N} using an example from your own {task}."),
        ("[What {users} say about {N}|{N} in our customers' words]", "¶",
         "“We used to spend [whole afternoons|hours every week] chasing {task} by email, "
         "and now the routine part runs by itself in {N}.”",
         "— [An operations lead|A team lead] for a group of {users} near {city}"),
        ("[{N} and your {system}|{N} and the tools you already have]", "¶",
         "You keep your {system}: {N} connects to the tools you have where it can, fills "
         "the gaps between them, and gives {users} one place to see where {task} stands."),
    ],
    "about_mission": [
        ("Our goal at {N} is simple: to give {users} back the time they now spend on "
         "{pain}, with tools for {domain} that feel obvious from the first day.",),
        ("We work closely with our customers, and many of our product decisions start with "
         "a visit to {setting} [in {city}|near our {city} office].",),
        ("We started {N} to make {task} dependable for the {users} who do it every day, "
         "with fewer hand-offs and a clear view of {metric}.",),
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
         "From the start, we designed {N} together with {users} around {city}, trying each "
         "feature in real {setting} before releasing it more widely."),
        ("[{N} today|Where {N} is now]", "¶",
         "Today our customers rely on {N} for {task} every day, and our team still spends "
         "time with {users} to see how the product is used."),
        ("[The {N} office in {city}|Where the {N} team works]", "¶",
         "Our headquarters in {city} is close to several of our earliest customers; some "
         "of our colleagues work remotely, and the whole {N} team meets in {city} "
         "[regularly|a few times a year]."),
    ],
    "about_values": [
        ("[How we build {N}|How {N} ships]", "¶",
         "We ship small improvements to {N} often and check each one against {metric} at "
         "real customers, rather than saving them up for a big release."),
        ("[{N} and the rest of {domain}|Where {N} sits in {domain}]", "¶",
         "{N} works alongside the makers of {system} rather than against them, because "
         "{users} need their existing tools to keep working."),
        ("[What we value at {N}|The values behind {N}]", "¶",
         "- Start with the customer: we spend time with {users} around {city} before we "
         "write code",
         "- Keep it simple: every release of {N} should cut a step or two out of {task}",
         "- Earn trust: we are open about what {N} does and does not do"),
        ("[Who uses {N}|Who {N} serves]", "¶",
         "Our customers are {buyers}, from small teams in {city} to national groups, and "
         "{users} make up most of the people who use {N} every day."),
    ],
    "products_platform": [
        ("[Designed around {task}|Built for the way {users} work] in {city} and beyond",
         "¶",
         "In {N_s} products, every screen follows the order in which {users} actually work "
         "through {task}, not the structure of a database."),
        ("[Automation for {task} in {N}|What runs automatically in {N}]", "¶",
         "Rules in {N_s} products take care of the predictable parts of {task}, and anything unusual "
         "is passed to {users} with its history attached."),
        ("[Your data and reports in {N}|Getting figures on {metric} out of {N}]", "¶",
         "Customers own their data in {N} and can export it at any time; reports on "
         "{metric} can be scheduled, shared with managers or pulled into other tools "
         "through our API."),
        ("[On site and on the move with {N}|{N} away from the desk]", "¶",
         "{users} can use {N} from a phone or tablet away from their desks, and changes "
         "sync as soon as the device is back online."),
        ("[Rollout and support for {N}|Getting started with {N}]", "¶",
         "Every {N} customer gets a named specialist for the first months, and our {city} "
         "team answers support requests by chat, email and phone."),
        ("[How the {N} products fit together|One account for all of {N}]", "¶",
         "{N_s} products share one account and one set of records, so information that "
         "{users} enter once is available everywhere it is needed."),
        ("[{N} integrations|Working with your {system} in {N}]", "¶",
         "{N} connects to common {system} through ready-made integrations and a documented "
         "API, and most customers in {domain} go live in a few weeks without custom "
         "development."),
        ("[Security and compliance at {N}|How {N} protects your data]", "¶",
         "Customer data held by {N} is encrypted at rest and in transit, every action is logged, and we "
         "go through independent security audits [every year|on a regular schedule]."),
        ("[Reporting on {metric} in {N}|Seeing {metric} clearly with {N}]", "¶",
         "{N} dashboards show {metric} by site, by team or over time, and managers can "
         "share them with {users} in a few clicks."),
    ],
    # one per product, after "<product> is a <type> for <what>, launched in <year>."
    "product_detail": [
        "It is used every day by {users} in {setting}, from {city} to customers much "
        "further afield.",
        "Customers of {N} use it to cut down on {pain} and keep a closer eye on {metric}.",
        "It works alongside the {system} customers already have, with no change to the "
        "way their teams work with {N}.",
        "Like the rest of {N}, it was designed with {users} and follows the way they "
        "already work.",
        "Customers usually roll it out one site at a time, starting with a few {users} and "
        "with help from our {city} team.",
        "It gives {users} a single place to follow {task} from start to finish, alongside "
        "the rest of {N}.",
    ],
    "team_intro": [
        "Our leadership team combines years in {domain} with experience of building and "
        "running technology companies in {city} and elsewhere.",
        "The people below lead {N} from {city} and stay in close touch with our customers.",
    ],
    "team_culture": [
        ("[How we lead at {N}|How the {N} leadership team works]", "¶",
         "We make decisions close to the customer, write them down and explain the "
         "reasons to everyone at {N}."),
        ("[{N} is hiring in {city}|Join {N}]", "¶",
         "We are always keen to meet people who care about {domain}: see the {N} careers "
         "page for open roles in {city} and remotely."),
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
    ],
    "careers_hiring": [
        ("[Where you work|Office and remote work] at {N}", "¶",
         "Many of us meet in {city} once or twice a week and work from home the rest of "
         "the time; some {N} roles are fully remote, and a few involve regular visits to "
         "{setting}."),
        ("[Your first weeks at {N}|Onboarding at {N}]", "¶",
         "New colleagues spend some of their first weeks with {users} in {setting} around "
         "{city}, seeing {task} first-hand before they join their own team's work."),
        ("[How {N} hires|What to expect when you apply to {N}]", "¶",
         "The {N} process is short: a first call, a practical exercise, conversations with "
         "future colleagues in {city} or by video, and an answer within [days|a week or "
         "two].",
         "Everyone who applies for a role at {N} gets the same questions, whether or not "
         "they have worked in {domain}, and offers are decided by a panel rather than by "
         "one person."),
        ("[The people of {N}|Who works at {N}]", "¶",
         "Our team in {city} brings together engineers, designers and people who once "
         "worked as {users} themselves, and you can tell from the way we design for "
         "{task}."),
        ("[Learning and growth at {N}|Growing with {N}]", "¶",
         "Everyone at {N} gets a mentor, regular feedback and a learning budget from the "
         "first month, and most people take on real problems in {domain} early."),
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
        ("- Design, build and test the parts of our product that {users} in {city} and "
         "elsewhere rely on for {task}",
         "- Work with product managers and designers in {city} from the first sketch to "
         "the release of each feature for {users}",
         "- Review colleagues' work and write down the reasoning behind your own, so that "
         "the {N} team can follow it",
         "- Investigate problems reported from {setting} and fix their root causes with "
         "the rest of the {city} team"),
        ("- Take a part of {N} from design to release, and look after it once {users} "
         "depend on it",
         "- Spend time with {users} near {city} to see how {task} is done today",
         "- Keep the product dependable as more {setting} beyond {city} start to use it",
         "- Help decide what {N} builds next for {domain}, and what it leaves out"),
    ],
    "duties_sales": [
        ("- Run discovery calls and demos of {N} with {buyers}",
         "- Learn how {users} near {city} work through {task} today, and show where our "
         "product fits",
         "- Work with product and engineering in {city} on proposals, pilots and technical "
         "questions about {domain}",
         "- Help new customers in and around {city} through their first weeks with {N}"),
        ("- Build relationships with {users} and their managers in {setting} around {city}",
         "- Prepare demos and pilots that use a customer's own examples of {task}, with the "
         "engineers in {city}",
         "- Answer commercial and technical questions about {domain} clearly and honestly, "
         "for the {city} team and its customers",
         "- Share what you hear from prospects about {pain} with the {N} product team"),
    ],
    "duties_product": [
        ("- Spend time with {users} to learn where {task} breaks down, and what {N} could "
         "do about it",
         "- Turn what you learn into clear priorities for the {N} engineers and designers in "
         "{city}",
         "- Write product briefs and agree with engineers in {city} how success will show "
         "in {metric}",
         "- Say no to good ideas that would not help {users} near {city} or anywhere else"),
        ("- Own a part of {N} used in {setting}, from research to release",
         "- Test ideas with {users} around {city} before any code is written",
         "- Work with sales and customer success to learn why {buyers} choose {N}, and why "
         "some leave",
         "- Track {metric} at customers around {city} and report what changed after each "
         "release"),
    ],
    "duties_data": [
        ("- Build models and analyses that help {users} around {city} understand {metric}",
         "- Work with engineers in {city} to put your models into {N}",
         "- Clean and explore customer data on {task}, with the {city} product team",
         "- Explain your findings to {users} and to colleagues without a statistics "
         "background, in {city} and remotely"),
        ("- Design the measures {N} uses to show customers how {metric} change",
         "- Study how {users} work through {task} and where data can help, with "
         "colleagues in {city}",
         "- Run experiments on new {N} features and report their effect on {metric}",
         "- Keep the definitions behind {metric} documented for the rest of the team in "
         "{city}"),
    ],
    "duties_customer": [
        ("- Guide new {N} customers in {domain} through setup and their first months",
         "- Be the main point of contact for a group of {N} customers in and around {city}",
         "- Spot problems with {task} early, and work with product and support in {city} to "
         "solve them",
         "- Pass on what {users} tell you to the product team in {city}"),
        ("- Run regular reviews with {N} customers on {metric} and what to improve next",
         "- Train {users} in and around {city} on new features and help them get the most "
         "from them",
         "- Look after renewals and help customers in {setting} add new teams, working "
         "from {city}",
         "- Write up the questions {users} ask most, so that the {N} help pages answer "
         "them"),
    ],
    "duties_marketing": [
        ("- Plan and run campaigns for {N} that reach {users} and their managers",
         "- Write customer stories and guides on {domain} with {users} from around {city}",
         "- Organise {N} events and webinars for {users} in {city} and online",
         "- Measure which {N} campaigns bring in {buyers}, and change course quickly"),
        ("- Own how {N} talks about {domain}, working closely with product and sales",
         "- Interview {users} around {city} to learn the words they use for {task}",
         "- Give the sales team in {city} material they can use in demos for {setting}",
         "- Run our presence at trade shows and meet-ups for {users}, starting in {city}"),
    ],
    "duties_finance": [
        ("- Own the monthly close, reporting, budgets and forecasts for the {city} and "
         "remote teams of {N}",
         "- Work with the leadership team in {city} on pricing and planning for {buyers}",
         "- Improve and automate the finance processes and controls of {N} in {city}",
         "- Prepare board and investor reporting for {N}"),
        ("- Build the financial model behind the plans of {N} in {domain}",
         "- Support the {N} sales team on deal terms and contracts with {buyers}",
         "- Run payroll, supplier payments and the yearly audit of {N} with advisers in "
         "{city}",
         "- Help team leads across {N} understand and manage their budgets"),
    ],
    "duties_people": [
        ("- Run hiring for {N} across engineering, sales and product, in {city} and "
         "remotely",
         "- Work with hiring managers at {N} to define roles and what good looks like",
         "- Keep the interview process fair, clear and quick, including for candidates new "
         "to {domain}, in {city} and online",
         "- Help new starters in {city} settle in and meet the {users} our product serves"),
        ("- Find and approach people who care about {domain}, for roles at {N}",
         "- Design structured interviews for each {N} role with hiring managers in {city}",
         "- Track where candidates drop out of the process, and fix it with the {N} "
         "leadership team",
         "- Plan onboarding so that new colleagues in {city} meet {users} in their first "
         "weeks"),
    ],
    # one whole section each, so that a post has one "requirements" section
    "job_requirements": [
        ("[What you will bring to {N}|What {N} is looking for]", "¶",
         "- Experience as {role_a} or in a similar role, ideally in {domain} or near it, "
         "in {city} or elsewhere",
         "- Clear writing, and the patience to explain your work to {users} as well as to "
         "colleagues in {city}",
         "- Curiosity about {task} and about problems such as {pain}, which {N} exists to "
         "solve",
         "¶",
         "It helps if you have worked with {users} before, but we will teach you what you "
         "need to know about {domain}, whether you join us in {city} or remotely."),
        ("[You will enjoy this role at {N} if|This {team} role at {N} suits you if]", "¶",
         "- You have worked as {role_a}, or in a role close to it, and would like to bring "
         "that to {N}",
         "- You would enjoy spending time with {users} around {city} and learning how they "
         "work",
         "- You want to work on problems such as {pain}, for customers in {domain}",
         "¶",
         "Experience in {domain} is welcome but not required, and you will meet {users} from "
         "your first weeks at {N}."),
        ("[Requirements for the {role} role at {N}|What the {team} team at {N} needs]",
         "¶",
         "- A track record as {role_a} at a technology company or elsewhere, ideally one "
         "selling to customers like those of {N}",
         "- Interest in {domain} and in the {users} who rely on our product, even if you "
         "have not worked in the field yet",
         "- Good judgement about what matters most to {users} in {city} and beyond when "
         "everything seems urgent",
         "¶",
         "Some knowledge of how {buyers} work would be a bonus for this role at {N}."),
    ],
    "job_process": [
        ("[How to apply to {N}|Applying for the {role} role at {N}]", "¶",
         "Our process is a first call with our talent team, a conversation with the hiring "
         "manager, a practical exercise based on real work in {domain}, and a final meeting "
         "with the team in {city} or by video.",
         "To apply for this {role} role, send your CV and a few lines on why {N} interests "
         "you."),
        ("[Next steps|What happens after you apply] for this role at {N}", "¶",
         "The {N} team reads every application for this {role} role and replies [within "
         "days|within a week or two].",
         "If it is a match, you will speak with the hiring manager, work through a short "
         "exercise on {task}, and meet the people you would work with, in {city} or by "
         "video.",
         "We are happy to adjust the process for anyone who needs it; tell us when you "
         "apply for the {role} role in {city} or remotely."),
    ],
    # on job posts ("why join us") and on the careers page
    "job_benefits": [
        ("At {N} we offer a competitive salary with equity, flexible hours and the choice of "
         "working from our {city} office, from home or a mix of both.",
         "Everyone, in the {city} office or at home, also gets a yearly learning budget for "
         "courses on {domain}, private health cover and generous parental leave."),
        ("Besides salary and equity, {N} gives everyone a budget for courses and "
         "conferences on {domain}, health insurance and time off when family life needs "
         "it.",),
        ("Pay is competitive and includes stock options, and you can work from the {city} "
         "office or remotely, with the equipment you need at home paid for by {N}.",),
        ("At {N} you get a competitive salary and equity, flexible working from the {city} "
         "office or from home, a learning budget for courses on {domain}, and health cover "
         "with paid parental leave.",),
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
    # the investor's own page: "we" is the investor
    "portfolio_thesis": [
        ("[Why we invested in {N}|Why we backed {N}|Our reasons for backing {N}|What we saw "
         "in {N}]", "¶",
         "{users} still lose too much time to {pain}, and we think {task} is ready for "
         "tools like those {N} builds in {city}.",
         "The founders of {N} know {domain} from the inside, and that is what convinced us."),
        ("[What {N} does|{N} in brief|About {N}|{N} at a glance|The business of {N}]", "¶",
         "{N} gives {users} one place to work through {task}, and their managers a "
         "[clear|reliable|current] view of {metric}.",),
        ("[How we work with {N}|Our role at {N}|How we support {N}|Working with the {N} "
         "team]", "¶",
         "We help the {N} team with hiring and with introductions to {buyers}, and "
         "otherwise leave them to build.",),
        ("[The market for {domain} and {N}|Why {domain} matters to {N}|{N} and the {domain} "
         "market|Where {N} fits in {domain}]", "¶",
         "Spending on {domain} is shifting toward tools built for the job, and we think {N} "
         "is well placed to lead that shift for {users}.",),
    ],
    # the partner's directory: "we" is the partner, {N} the company listed
    "partner_integration": [
        ("[How {N} and {partner} work together|About the {partner} partnership with {N}]",
         "¶",
         "Customers who use both {N} and {partner} can connect them, so that the two share "
         "one record of each step in {task} and nothing is typed in twice.",
         "Setup takes little time, and the {partner} team can help anyone new to {N}."),
        ("[What {N} and {partner} mean for {users}|Where {N} and {partner} fit best]", "¶",
         "The partnership is aimed at {users} who already work with {partner} and want "
         "[better tools for|more help with] {task}."),
        ("[Getting started with {N}|Working with {N} through {partner}]", "¶",
         "Customers can ask their {partner} contact for an introduction to {N}, or get in "
         "touch with the {N} team in {city} directly."),
        ("[Why we partner with {N}|Why {partner} works with {N}]", "¶",
         "Many of the {users} we work with had asked for help with {pain}, and {N} was the "
         "answer we kept hearing about."),
    ],
    # a customer story: its lede, then how the customer put the product to work
    "case_solution": [
        ("{customer} introduced {N} [site by site|one team at a time], starting with a "
         "small group of {users}.",
         "Within weeks, the other {users} at {customer} asked to join."),
        ("{users} at {customer} now work through {task} in one place instead of across "
         "email and [spreadsheets|shared documents].",),
        ("{customer} chose {N} after a trial with a small group of its {users}, who used "
         "it for their day-to-day {task}.",),
    ],
    # one template each (whole-sentence choices), so that a story has one section of each
    "case_challenge": [
        ("[The challenge at {customer} before {N}|{customer} before {N}|Why {customer} went "
         "looking for {N}|What {customer} needed from {N}]", "¶",
         "[Before {N}, {task} at {customer} depended on email, phone calls and a "
         "spreadsheet that was rarely up to date.|{customer} was growing, and the old way "
         "of organising {task} was not keeping up.]",
         "[The {users} at {customer} were also dealing with {pain}, and managers had no "
         "reliable view of {metric}.|Its {users} spent hours every week chasing updates, "
         "and problems such as {pain} kept coming back to {customer}.]"),
    ],
    "case_results": [
        ("[The results of {N} at {customer}|What {N} changed for {customer}|What {customer} "
         "sees in {N} today|{customer} and {N}, a few months in]", "¶",
         "[{customer} now reviews {metric} every week rather than once a quarter, and its "
         "{users} spend their time on the work itself instead of on chasing updates about "
         "{task}.|Managers at {customer} can see where {task} stands at any moment, and "
         "problems such as {pain} are caught earlier.]"),
    ],
    # a customer's own words, after the results
    "case_quote": [
        ("[An operations lead at {customer} said: “We used to spend whole afternoons chasing "
         "updates on {task} by email.|A team lead at {customer} said: “We used to spend a "
         "good part of every week chasing updates on {task} by email.|The head of "
         "operations at {customer} put it simply: “Everyone now looks at the same list in "
         "{N} for {task}, and nobody keeps a private spreadsheet any more.]",
         "Now our {users} can see what is stuck in {N} and deal with it the same day.”"),
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
    "team": ("team_culture",),
    "careers": ("careers_hiring", "careers_culture"),
    "newsroom": ("newsroom_contact",),
    "subsidiary": ("subsidiary_about",),
    "release_funding": ("funding_use", "funding_context"),
    "release_launch": ("launch_features", "launch_context", "launch_availability"),
    "release_partnership": ("partnership_detail", "partnership_quote", "partnership_context",
                            "partnership_detail"),
    "release_appointment": ("appointment_background", "appointment_quote",
                            "appointment_background"),
    "release_acquisition": ("acquisition_rationale", "acquisition_quote",
                            "acquisition_rationale"),
    "news_round": ("news_context", "news_analyst", "news_use_of_funds", "news_customers",
                   "news_competition", "news_next", "news_context", "news_analyst"),
    "news_earlier_round": ("news_context", "news_use_of_funds", "news_analyst", "news_next",
                           "news_context", "news_customers"),
    "news_feature": ("feature_scene", "news_customers", "news_analyst", "news_competition",
                     "feature_challenges", "news_context", "news_next", "news_analyst"),
    "news_ceo_change": ("leadership_change", "leadership_analyst", "news_context",
                        "leadership_change", "news_next", "news_context"),
    "news_revenue": ("results_context", "news_analyst", "news_customers", "results_context",
                     "news_next", "news_context"),
    "investor_portfolio": ("portfolio_thesis", "portfolio_thesis"),
    "interview": ("interview_qa",) * 6,
    "job_post": ("job_requirements", "job_process"),
    "market_report": ("report_drivers", "report_buyers", "report_risks", "report_outlook",
                      "report_method"),
    "partner_page": ("partner_integration", "partner_integration"),
    "case_study": ("case_challenge", "case_results", "case_quote"),
}

# words of a page's body (its chrome aside) that w9 pads it to: what pages of the kind run to
# on the web (a database profile is its table; a news story 500-1,200 words)
LENGTHS: dict[str, tuple[int, int]] = {
    "home": (400, 520), "about": (400, 520), "products": (400, 520), "team": (100, 200),
    "careers": (400, 520), "newsroom": (0, 0), "subsidiary": (100, 200),
    "release_funding": (430, 720), "release_launch": (400, 650),
    "release_partnership": (330, 560), "release_appointment": (320, 520),
    "release_acquisition": (300, 480),
    "news_round": (600, 1050), "news_earlier_round": (450, 800), "news_feature": (750, 1200),
    "news_ceo_change": (480, 850), "news_revenue": (480, 850),
    "investor_portfolio": (90, 170), "interview": (850, 1400), "job_post": (230, 290),
    "market_report": (900, 1600), "partner_page": (80, 130), "case_study": (150, 230),
}

# kinds whose padding is woven between their paragraphs (a story's context), not appended
WOVEN = ("news_article", "press_release", "market_report")

# -- lines w9 words its own way where w8 wrote a fixed one (`writer.Page.line`): headings,
# questions and quoted remarks with their speakers, named so they are not the same on
# hundreds of pages
LINES: dict[str, list[Template]] = {
    "about_heading": ["About {N}", "{N} at a glance", "Background on {N}", "{N} in brief",
                      "More about {N}", "About {N} in {city}", "{N}: company background",
                      "{N}, in short", "About {N} and its work", "Company information: {N}",
                      "About the company: {N}", "The company behind the role: {N}",
                      "About {N}, based in {city}", "Who we are at {N}", "Meet {N}"],
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
