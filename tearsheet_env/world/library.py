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
         "{domain} start with a [small|limited|single-team] pilot before rolling the product "
         "out [more widely|to other teams|across the organisation].",),
        ("{N} says interest in tools for {domain} has [grown|picked up|risen] as [teams|"
         "{users}] are asked to do more with the same people, with demand both from smaller "
         "companies and from larger groups that want [one view of|a single view of|"
         "consistent reporting on] {metric}.",),
        ("[Rather than asking customers to replace|Instead of replacing] the tools [they "
         "already have|already in place], {N_s} product is designed to fit around the way "
         "[their teams|{users}] already work on {task}, which the company says keeps "
         "[rollouts short|projects small|the first deployment to a matter of weeks].",),
        ("Customers use {N} to [cut|reduce] the time their staff spend on {task} and to "
         "[keep track of|follow] {metric} without building their own [reports|"
         "spreadsheets].",),
        ("{N_s} round comes as {buyers} look [harder|more closely] at the cost of {pain}, "
         "and the company has built its business on helping them [measure|track] {metric} "
         "and [act on what they find|decide what to fix first].",),
        ("{N_s} product is used [day to day|every day|daily] by {users}, many of whom had "
         "no [dedicated|proper|purpose-built] tools for {task} before, while [their managers|"
         "team leaders] use it to [follow|track] {metric}.",),
        ("[Customers|Users] of {N} say the [biggest|most visible] change is in {metric}: "
         "[figures that used to take days to gather|numbers that used to live in "
         "spreadsheets] are now [available the same day|in front of managers every "
         "morning].",),
        ("{N_s} product team [works closely|stays in close touch] with {users}, [running "
         "regular feedback sessions|sharing early versions|visiting customers often] "
         "before [anything is released widely|features ship].",),
        ("Before {N}, [most|many] {users} [pieced together|kept track of] {task} with "
         "spreadsheets, email and {system}.",
         "{N_s} pitch is [simple|straightforward]: [one tool, built for the job|a single "
         "tool built for {task}|one product instead of several]."),
        ("{N} charges customers [a subscription|an annual fee] based on the size of their "
         "operation, and new customers [can start|usually start|often begin] with a [short|"
         "free|paid] pilot.",),
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
        ("{product} works alongside the tools customers already use, so teams can start "
         "[small|with one team|with a pilot] and extend it across their {setting} when they "
         "are ready.",),
        ("{product} is built to be set up quickly: new customers can expect to be [up and "
         "running|using it] in weeks rather than months, with help from the {N} team[ in "
         "{city}|].",),
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
         "support from the company's team in {city}.",),
        ("{product} can be ordered now, and {N_s} specialists will help new customers set "
         "it up across their {setting}.",),
        ("Pricing for {product} depends on the size of the deployment.",
         "Organisations interested in a trial can contact the {N} sales team in {city}."),
    ],
    # why the product, and why now
    "launch_context": [
        ("{N} developed {product} with a small group of early customers, who tested it in "
         "their daily work before the launch.",),
        ("The launch of {product} follows requests from customers for a simpler way to deal "
         "with {pain}.",),
        ("{N} says {product} is aimed at teams that have outgrown spreadsheets and "
         "general-purpose tools but do not want a long, costly rollout.",),
        ("Work on {product} began after the company's team in {city} spent time with "
         "customers and saw how much of {task} still depended on manual steps.",),
        ("{domain} has been slow to move away from manual work, and {N} sees {product} as a "
         "way to change that.",),
        ("{product} is the result of [many months|a long stretch] of work with {users} and "
         "their managers.",),
        ("{N} plans to [add more features to|keep extending] {product} [based on customer "
         "feedback|as customers ask for them|over the coming months].",),
        ("Early users of {product} [have reported|say they have seen] fewer problems with "
         "{pain} and a clearer view of {metric}.",),
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
        ("Customers will be able to buy both products through either {N} or {partner}, with "
         "a single point of contact for support.",),
    ],
    # one voice from each side, a paragraph each
    "partnership_quote": [
        ("“Our customers have been asking for better tools for {task}, and working with {N} "
         "lets us give them that without asking them to change how they work”, said the head "
         "of partnerships at {partner}.", "¶",
         "“Partnerships like this one put our product in front of {users} who might never "
         "have found us on their own”, said the head of partnerships at {N}."),
        ("“{partner} knows {domain} as well as anyone, and together we can offer {users} "
         "something neither of us could offer alone”, said the head of business development "
         "at {N}.", "¶",
         "A spokesperson for {partner} said the company had chosen {N} because its customers "
         "were already asking for help with {pain}."),
        ("“We kept hearing the same request from customers: make {N} and {partner} work "
         "together, above all for {task}, and this agreement does that”, said the head of "
         "partnerships at {N}.", "¶",
         "A senior director at {partner} said the partnership with {N} would give its "
         "customers one less thing to worry about in {domain}."),
    ],
    "partnership_context": [
        ("Partnerships like the one between {N} and {partner} have become common in "
         "{domain}, where customers expect the tools they buy to work together from the "
         "first day.",),
        ("For {N}, the agreement with {partner} is part of a wider push to reach {users} "
         "through companies they already work with.",),
        ("{partner} works with many of the same kinds of customers as {N}, which made the "
         "two companies natural partners.",),
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
        ("{users} are under real pressure to do more with less, and {N} gives them a "
         "practical way to deal with {pain}",),
        ("What convinced us was talking to {N_s} customers: every one of them could point "
         "to a difference in {metric} since they started using the product",),
        ("The {N} team combines real knowledge of {domain} with a product that {users} "
         "actually want to use, and that is rare [in this market|at this stage]",),
        ("We think {domain} is at the start of a long shift away from manual work, and {N} "
         "is in a strong position to lead it",),
        ("The team in {city} has built something {users} rely on every day, and we are glad "
         "to back them for the next stage",),
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
    "release_funding": (400, 480), "release_launch": (280, 380),
    "release_partnership": (240, 330), "release_appointment": (140, 200),
    "release_acquisition": (200, 300),
    "news_round": (600, 1050), "news_earlier_round": (450, 800), "news_feature": (750, 1200),
    "news_ceo_change": (480, 850), "news_revenue": (480, 850),
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
                         "“{q}”, said {ceo}, {N_s} chief executive.",
                         "{ceo}, CEO of {N}, said: “{q}.”",
                         "“{q}”, said {ceo}, CEO of {N}.",
                         "Commenting on the round, {ceo}, chief executive of {N}, said: "
                         "“{q}.”"],
    "ceo_launch_line": ["{ceo}, chief executive of {N}, said: “{q}.”",
                        "“{q}”, said {ceo}, {N_s} chief executive.",
                        "{ceo}, CEO of {N}, said of {product}: “{q}.”",
                        "“{q}”, said {ceo}, CEO of {N}."],
    "investor_line": ["{voice} at {lead}, which led the round, said: “{q}.”",
                      "“{q}”, said {voice} at {lead}.",
                      "{voice} at {lead} said: “{q}.”",
                      "Explaining the investment, {voice} at {lead} said: “{q}.”",
                      "“{q}”, said {voice} at {lead}, which led the round."],
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
    ],
})
LIBRARY.update({role: [t if isinstance(t, tuple) else (t,) for t in templates]
                for group in (LINES, REMARKS) for role, templates in group.items()})
