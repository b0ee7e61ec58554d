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

# -- interviews: the chief executive answering, in the first person ("we", "our"); the host's
# questions name the company once or twice at most, and each answer answers its own question.
# An answer's words are the page's own (the guest's first name, the city, the scene), so that
# four hundred interviews do not share sentences
INTERVIEW: dict[str, list[Template]] = {
    # after "How did the company start?" and its founding line (in the third person)
    "interview_origin": [
        ("Before that, we had all spent years around {domain} in {city}, watching {users} lose "
         "whole days to {task} with software that was built for somebody else.",),
        ("The idea came from watching {users} in {city} deal with {pain}, and nobody seemed to "
         "have built software for {domain} around the way they work, so we did.",),
        ("We spent our first months around {city} sitting with {users}, asking why {task} still "
         "took them so long, before we wrote much code.",),
        ("It began as a side project for a few {users} we knew in {city}, who were running "
         "{task} out of {system} and spreadsheets and became our first paying customers.",),
    ],
    # after "Who are your customers?" and, where the company names some, its customer line
    "interview_customers": [
        ("Day to day our product is used by {users} in {setting}[, and the budget usually sits "
         "with whoever runs their department|; the buyer is usually whoever owns the budget for "
         "{task}|, and most of them found us through a colleague who already used it].",),
        ("Every day our product is in the hands of {users}[, and most of them had been doing "
         "{task} on spreadsheets before they found us|, who had been dealing with {pain} for "
         "years|, who tend to come to us after a bad quarter for {metric}].",),
        ("Most of the {users} we work with were running {task} on spreadsheets and {system} "
         "before they found us[, and the first thing they ask for is a clear view of {metric}|; "
         "they stay because they spend less time dealing with {pain}].",),
    ],
    # after "Who do you compete with?" and the market and competitor lines (the guest names
    # the company once here)
    "interview_market": [
        ("Most vendors in {domain} sell broad suites; at {N} we do {task} for {users} and go "
         "deep on it.",),
        ("I think {domain} will be won on reliability rather than feature lists, and that is "
         "where {N} puts its engineering effort.",),
        ("We win when the buyer brings {users} into the room, because they can tell within "
         "minutes that {N} was built by people who have watched them work.",),
    ],
    # questions and answers that pad an interview to its length: the host says the guest's
    # first name or the company's city in a question (four hundred interviews must not
    # share their questions), and each answer answers its question in the first person
    "interview_qa": [
        ("[Q: {first}, how did you win your first customer in {domain}?|Q: How did you land your"
         " first customer among {users} in {city}?]",
         "¶",
         "{first}: Mostly by turning up: we spent weeks with the people who do {task} before we "
         "had much of a product, and the first contract came from one of those teams.",),
        ("[Q: {first}, how do you price software for {domain}?|Q: How do customers in {city} and"
         " elsewhere pay for {domain} software like yours?]",
         "¶",
         "{first}: On annual contracts that grow with how widely a customer uses us, because "
         "whoever owns the budget for {task} wants a figure they can plan around and then "
         "forget.",),
        ("[Q: What do you look for when you hire in {city}, {first}?|Q: What do you look for "
         "when you hire engineers for {domain} in {city}?]",
         "¶",
         "{first}: People who have worked in {domain}, or sat next to someone who has; an "
         "engineer who has watched someone struggle with {task} makes better decisions.",),
        ("[Q: What surprised you most when you started selling in {domain}, {first}?|Q: What "
         "surprised you most about selling to {users} outside {city}?]",
         "¶",
         "{first}: How long it takes: a pilot for {task} can run for a whole quarter, so we keep"
         " pilots small, with one measure everyone agrees on, usually {metric}.",),
        ("[Q: {first}, what was your biggest early mistake with {task}?|Q: What was your biggest"
         " mistake when you started building for {users} in {city}?]",
         "¶",
         "{first}: Building too much before we understood {task}; our customers used only a "
         "handful of the features in our first version, and the product got better once we cut "
         "it back.",),
        ("[Q: What has changed in {domain} since you started, {first}?|Q: How have {users} in "
         "{city} changed as buyers since you started?]",
         "¶",
         "{first}: A few years ago customers would accept {pain} as part of the job; now they "
         "ask in the first meeting how we will show a change in {metric}.",),
        ("[Q: What are you building next for {users}, {first}?|Q: What are you building next in "
         "{city} for {users}?]",
         "¶",
         "{first}: More depth in {task} rather than more features around it, so that customers "
         "can see {metric} without exporting anything to a spreadsheet.",),
        ("[Q: {first}, what worries you most about running software for {domain}?|Q: What keeps "
         "the team in {city} up at night, now that {users} depend on you for {task}?]",
         "¶",
         "{first}: Reliability, because when our product has a bad hour, {task} stops for our "
         "customers and people go back to doing it by hand.",),
        ("[Q: What would you tell someone starting a company in {city}, {first}?|Q: What would "
         "you tell someone starting a {domain} company in {city} today?]",
         "¶",
         "{first}: Spend your first months with the people who will use the product, in our case"
         " {users}, and keep talking to them after you launch.",),
        ("[Q: {first}, was there a conversation with {users} that changed the product?|Q: Was "
         "there a meeting with {users} in {city} that changed the product?]",
         "¶",
         "{first}: Early on, a team lead showed us the spreadsheet she kept next to {system} to "
         "keep track of {task}, and our first roadmap came almost line by line from it.",),
        ("[Q: How do {users} know the product is working, {first}?|Q: How do {users} in {city} "
         "know the product is working?]",
         "¶",
         "{first}: We agree on one measure for {task} before we start, usually {metric}, and "
         "report it back to the customer every month.",),
        ("[Q: {first}, who do you sell to inside a customer in {domain}?|Q: When you sell "
         "{domain} software in {city}, who signs off on the deal?]",
         "¶",
         "{first}: The person who feels the problem usually runs {task}, but the person who "
         "signs is often in finance or IT, so we bring both into the room early.",),
        ("[Q: Why is {task} so hard to get right, {first}?|Q: Why is {task} still so hard to get"
         " right, even for {users} in {city}?]",
         "¶",
         "{first}: Because it touches everyone: one team owns {task}, but the data sits in "
         "{system} and the deadlines come from somewhere else again.",),
        ("[Q: {first}, what does a typical rollout look like for {users}?|Q: What does a typical"
         " rollout look like for {users} in {city}?]",
         "¶",
         "{first}: We start with one team in {domain} and agree up front what success means, and"
         " when that team is happy the rollout spreads on its own.",),
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

# -- market reports: an analyst firm's "we", about the report's own market only (`{market}`:
# a sector's scene words belong to one domain of it, not to the market a report covers) ------
REPORTS: dict[str, list[Template]] = {
    # after "Vendors covered in this report include …": what the report does, and where
    # its profiles start (the first vendor of the page, `{N}`)
    "report_overview": [
        ("This report sizes the {market} market, looks at what is driving spending and where it "
         "could stall, and profiles each vendor in turn, starting with {N}.",),
        ("The report covers the size of the {market} market, the forces behind its growth and what"
         " buyers look for, with a short profile of each vendor from {N} on.",),
        ("Below we set out our estimate of the {market} market and its main drivers and risks; the"
         " vendor profiles follow the order of the list above, beginning with {N}.",),
        ("In this report we size the {market} market, explain what buyers are paying for and "
         "profile the vendors we track, {N} first.",),
        ("Our coverage of {market} combines a market estimate with our view of where demand is "
         "heading and short profiles of the vendors, opening with {N}.",),
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
         "processes could also slow adoption of products in {market}, particularly among smaller "
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
         "[|Further, |Beyond that, ][we also expect the gap between the leading vendors in "
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
         "[|Alongside that, |Meanwhile, ][cloud delivery has also lowered the cost of entry, "
         "bringing smaller organisations into the {market} market for the first time.|cheaper "
         "cloud delivery has opened products in {market} to smaller organisations that could not "
         "justify an on-premises project.]",
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
         "[|Beyond that, |In addition, ][some buyers also report fatigue with new tools, which "
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
         "[|Further, |Beyond that, ][some consolidation is likely as well, as the larger platforms"
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
    "interview": ("interview_qa",),
    "job_post": ("job_requirements", "job_requirements", "job_process"),
    "market_report": ("report_analysis", "report_note"),
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
    "news_round": (600, 1050), "news_earlier_round": (450, 800), "news_feature": (750, 1200),
    "news_ceo_change": (480, 850), "news_revenue": (480, 850),
    "investor_portfolio": (90, 200), "interview": (340, 560), "job_post": (380, 650),
    "market_report": (360, 380), "partner_page": (130, 260), "case_study": (420, 750),
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
    # an interview's host: the guest's first name, and the company named once at most
    "q_team": ["Q: How big is the team at {N} now?", "Q: How many people work at {N} today?",
               "Q: {first}, how has the team grown since the early days in {city}?",
               "Q: How big has the team become since you started {N} in {city}?"],
    "q_customers": ["Q: Who are your customers in {domain}, {first}?",
                    "Q: {first}, who actually uses the product day to day in {domain}?",
                    "Q: Which customers in {domain} would you point to, {first}?",
                    "Q: Who buys {domain} software like yours, {first}?"],
    "q_market": ["Q: Where does {N} fit in its market, {first}?",
                 "Q: Who else is selling to {users}, {first}?",
                 "Q: {first}, who do you compete with for {users}?",
                 "Q: Who do you run into when you pitch to {users}, {first}?"],
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
