"""Vocabulary of the closed world: sectors, markets, places, name parts, publishers.

Data, not code: the generator draws every name and place from these tables. Company, person,
investor and customer names are composed from invented syllables so that no generated entity
is a real one; cities are real places (a fictional company may sit in a real city).
"""

from __future__ import annotations

# Each sector: display name, a short slug used in homonym URLs, what its companies do, the
# markets they address (name, TAM range in USD billions, CAGR range in percent), product nouns,
# product types, the kinds of customers they name, and domain phrases for prose.
SECTORS: list[dict] = [
    {
        "name": "Fintech", "slug": "fin",
        "what": "payments and financial infrastructure",
        "markets": [("B2B payments infrastructure", (40, 160), (9, 18)),
                    ("embedded lending software", (8, 40), (12, 24)),
                    ("treasury management software", (5, 25), (7, 14))],
        "nouns": ["Ledger", "Clear", "Vault", "Settle", "Flow", "Treasury", "Pay", "Rails"],
        "types": ["software platform", "API", "mobile app", "managed service"],
        "customer_kinds": ["Bank", "Credit Union", "Payments", "Financial", "Insurance"],
        "name_suffixes": ["Pay", "Finance", "Systems", "Labs", "Technologies"],
        "domain": ["payment reconciliation", "cross-border settlement", "cash forecasting",
                   "card issuing", "ledger automation", "credit decisioning"],
        "buyers": "banks, lenders and finance teams",
    },
    {
        "name": "Healthtech", "slug": "health",
        "what": "clinical software and care delivery tools",
        "markets": [("remote patient monitoring", (20, 90), (12, 22)),
                    ("clinical workflow software", (10, 50), (8, 15)),
                    ("digital therapeutics", (6, 30), (15, 27))],
        "nouns": ["Care", "Pulse", "Vital", "Clinic", "Triage", "Chart", "Dose", "Ward"],
        "types": ["software platform", "hardware device", "mobile app", "managed service"],
        "customer_kinds": ["Health", "Hospital", "Medical Group", "Clinics", "Care Network"],
        "name_suffixes": ["Health", "Medical", "Care", "Labs", "Systems"],
        "domain": ["patient triage", "care coordination", "remote monitoring",
                   "clinical documentation", "medication adherence", "discharge planning"],
        "buyers": "hospitals, clinics and care networks",
    },
    {
        "name": "Climate Tech", "slug": "climate",
        "what": "energy storage and grid software",
        "markets": [("grid-scale energy storage", (60, 200), (14, 26)),
                    ("carbon accounting software", (8, 30), (18, 30)),
                    ("commercial heat pump systems", (30, 90), (8, 16))],
        "nouns": ["Grid", "Volt", "Carbon", "Cell", "Therm", "Solar", "Charge", "Watt"],
        "types": ["hardware device", "software platform", "managed service", "analytics suite"],
        "customer_kinds": ["Energy", "Utilities", "Power", "Renewables", "Grid Services"],
        "name_suffixes": ["Energy", "Power", "Climate", "Systems", "Technologies"],
        "domain": ["battery dispatch", "emissions tracking", "demand response",
                   "grid balancing", "heat electrification", "renewable forecasting"],
        "buyers": "utilities, grid operators and industrial sites",
    },
    {
        "name": "Logistics", "slug": "logistics",
        "what": "freight, fleet and warehouse operations software",
        "markets": [("freight visibility software", (10, 35), (10, 18)),
                    ("warehouse automation", (30, 110), (11, 20)),
                    ("last-mile delivery software", (8, 28), (9, 17))],
        "nouns": ["Freight", "Route", "Dock", "Cargo", "Fleet", "Haul", "Depot", "Track"],
        "types": ["software platform", "hardware device", "mobile app", "API"],
        "customer_kinds": ["Logistics", "Freight", "Shipping", "Distribution", "Transport"],
        "name_suffixes": ["Logistics", "Freight", "Systems", "Labs", "Mobility"],
        "domain": ["route planning", "dock scheduling", "shipment tracking",
                   "carrier onboarding", "inventory slotting", "proof of delivery"],
        "buyers": "shippers, carriers and third-party logistics providers",
    },
    {
        "name": "Cybersecurity", "slug": "security",
        "what": "threat detection and identity security software",
        "markets": [("cloud security posture management", (10, 40), (14, 24)),
                    ("identity and access management", (15, 60), (11, 17)),
                    ("managed detection and response", (12, 45), (13, 22))],
        "nouns": ["Shield", "Sentinel", "Guard", "Cipher", "Watch", "Bastion", "Trust", "Lock"],
        "types": ["software platform", "managed service", "hardware device", "API"],
        "customer_kinds": ["Bank", "Insurance", "Telecom", "Retail Group", "Airlines"],
        "name_suffixes": ["Security", "Cyber", "Labs", "Systems", "Defense"],
        "domain": ["threat detection", "identity governance", "incident response",
                   "attack-surface mapping", "zero-trust access", "log analytics"],
        "buyers": "security teams at mid-size and large enterprises",
    },
    {
        "name": "Agritech", "slug": "agri",
        "what": "precision agriculture and farm management tools",
        "markets": [("precision agriculture", (8, 30), (10, 16)),
                    ("vertical farming systems", (4, 18), (18, 28)),
                    ("farm management software", (3, 12), (11, 17))],
        "nouns": ["Field", "Harvest", "Soil", "Crop", "Sprout", "Acre", "Root", "Yield"],
        "types": ["hardware device", "software platform", "mobile app", "managed service"],
        "customer_kinds": ["Farms", "Agri Cooperative", "Growers", "Foods", "Produce"],
        "name_suffixes": ["Agri", "Farms", "Labs", "Systems", "Bio"],
        "domain": ["soil sensing", "irrigation scheduling", "yield forecasting",
                   "crop protection", "greenhouse climate control", "traceability"],
        "buyers": "growers, cooperatives and food companies",
    },
    {
        "name": "Edtech", "slug": "edu",
        "what": "learning platforms",
        "markets": [("corporate learning platforms", (20, 70), (9, 15)),
                    ("K-12 digital curriculum", (15, 50), (8, 14)),
                    ("language learning apps", (6, 22), (14, 21))],
        "nouns": ["Learn", "Tutor", "Class", "Quill", "Campus", "Lesson", "Mentor", "Study"],
        "types": ["software platform", "mobile app", "managed service", "content library"],
        "customer_kinds": ["School District", "University", "Academy", "Training Group",
                           "College"],
        "name_suffixes": ["Learning", "Education", "Labs", "Academy", "Systems"],
        "domain": ["skills assessment", "adaptive practice", "course authoring",
                   "tutoring at scale", "certification tracking", "classroom analytics"],
        "buyers": "schools, universities and corporate training teams",
    },
    {
        "name": "Industrial Robotics", "slug": "robotics",
        "what": "robots and factory automation",
        "markets": [("collaborative robots", (8, 30), (15, 25)),
                    ("industrial machine vision", (12, 40), (8, 14)),
                    ("autonomous mobile robots", (5, 20), (18, 30))],
        "nouns": ["Arm", "Motion", "Grip", "Vision", "Axis", "Servo", "Forge", "Cobot"],
        "types": ["hardware device", "software platform", "managed service", "vision system"],
        "customer_kinds": ["Manufacturing", "Automotive", "Industries", "Components",
                           "Plastics"],
        "name_suffixes": ["Robotics", "Automation", "Dynamics", "Systems", "Machines"],
        "domain": ["pick-and-place", "visual inspection", "palletizing", "machine tending",
                   "welding automation", "intralogistics"],
        "buyers": "manufacturers and contract producers",
    },
    {
        "name": "Biotech Tools", "slug": "bio",
        "what": "laboratory automation and research software",
        "markets": [("laboratory automation", (6, 25), (7, 13)),
                    ("bioinformatics software", (10, 35), (12, 19)),
                    ("single-cell analysis tools", (3, 12), (14, 22))],
        "nouns": ["Assay", "Cell", "Gene", "Bench", "Lab", "Sequence", "Protein", "Culture"],
        "types": ["hardware device", "software platform", "reagent kit", "analytics suite"],
        "customer_kinds": ["Therapeutics", "Pharma", "Biosciences", "Research Institute",
                           "Diagnostics"],
        "name_suffixes": ["Bio", "Biosciences", "Labs", "Genomics", "Systems"],
        "domain": ["assay automation", "sample tracking", "sequence analysis",
                   "protein design", "cell culture monitoring", "lab scheduling"],
        "buyers": "pharmaceutical companies and research labs",
    },
    {
        "name": "Retail Tech", "slug": "retail",
        "what": "commerce, checkout and store operations software",
        "markets": [("retail analytics", (8, 30), (12, 20)),
                    ("unified commerce platforms", (15, 55), (10, 16)),
                    ("autonomous checkout", (3, 14), (20, 32))],
        "nouns": ["Cart", "Shelf", "Till", "Store", "Basket", "Aisle", "Merchant", "Checkout"],
        "types": ["software platform", "hardware device", "API", "mobile app"],
        "customer_kinds": ["Retail", "Stores", "Grocers", "Fashion Group", "Marketplace"],
        "name_suffixes": ["Commerce", "Retail", "Labs", "Systems", "Technologies"],
        "domain": ["demand forecasting", "shelf monitoring", "checkout automation",
                   "loyalty programs", "price optimization", "order management"],
        "buyers": "retailers, grocers and brands",
    },
    {
        "name": "Proptech", "slug": "prop",
        "what": "property operations software",
        "markets": [("smart building management", (20, 80), (10, 17)),
                    ("property management software", (10, 35), (7, 12)),
                    ("construction management software", (8, 28), (9, 15))],
        "nouns": ["Estate", "Tenant", "Build", "Lease", "Tower", "Block", "Site", "Keys"],
        "types": ["software platform", "hardware device", "mobile app", "managed service"],
        "customer_kinds": ["Properties", "Realty", "Estates", "Housing", "Developments"],
        "name_suffixes": ["Property", "Estates", "Labs", "Systems", "Spaces"],
        "domain": ["lease administration", "energy metering", "tenant experience",
                   "site inspections", "maintenance ticketing", "access control"],
        "buyers": "landlords, property managers and builders",
    },
    {
        "name": "Developer Tools", "slug": "dev",
        "what": "developer tooling",
        "markets": [("application observability", (15, 50), (11, 18)),
                    ("developer productivity tools", (10, 40), (13, 22)),
                    ("API management", (5, 20), (16, 26))],
        "nouns": ["Trace", "Deploy", "Stack", "Build", "Commit", "Probe", "Pipeline", "Forge"],
        "types": ["software platform", "API", "command-line tool", "managed service"],
        "customer_kinds": ["Software", "Digital", "Cloud", "Media", "Games"],
        "name_suffixes": ["Labs", "Dev", "Systems", "Technologies", "Cloud"],
        "domain": ["distributed tracing", "release automation", "incident review",
                   "code search", "test orchestration", "API gateways"],
        "buyers": "engineering teams at software companies",
    },
    {
        "name": "Insurtech", "slug": "insure",
        "what": "insurance distribution and claims software",
        "markets": [("claims automation software", (6, 24), (11, 19)),
                    ("embedded insurance", (20, 70), (20, 32)),
                    ("underwriting analytics", (5, 18), (10, 16))],
        "nouns": ["Claim", "Cover", "Policy", "Risk", "Underwrite", "Assure", "Shield",
                  "Premium"],
        "types": ["software platform", "API", "managed service", "mobile app"],
        "customer_kinds": ["Insurance", "Mutual", "Assurance", "Underwriters", "Brokers"],
        "name_suffixes": ["Insure", "Cover", "Labs", "Systems", "Risk"],
        "domain": ["first notice of loss", "fraud screening", "policy administration",
                   "broker quoting", "claims triage", "catastrophe modelling"],
        "buyers": "insurers, brokers and managing general agents",
    },
]

# (city, country, reporting currency)
CITIES: list[tuple[str, str, str]] = [
    ("San Francisco", "United States", "USD"), ("New York", "United States", "USD"),
    ("Boston", "United States", "USD"), ("Austin", "United States", "USD"),
    ("Seattle", "United States", "USD"), ("Chicago", "United States", "USD"),
    ("Denver", "United States", "USD"), ("Atlanta", "United States", "USD"),
    ("Pittsburgh", "United States", "USD"), ("Raleigh", "United States", "USD"),
    ("Salt Lake City", "United States", "USD"), ("Minneapolis", "United States", "USD"),
    ("London", "United Kingdom", "GBP"), ("Manchester", "United Kingdom", "GBP"),
    ("Edinburgh", "United Kingdom", "GBP"), ("Bristol", "United Kingdom", "GBP"),
    ("Berlin", "Germany", "EUR"), ("Munich", "Germany", "EUR"), ("Paris", "France", "EUR"),
    ("Lyon", "France", "EUR"), ("Lisbon", "Portugal", "EUR"), ("Amsterdam", "Netherlands", "EUR"),
    ("Madrid", "Spain", "EUR"), ("Barcelona", "Spain", "EUR"), ("Milan", "Italy", "EUR"),
    ("Dublin", "Ireland", "EUR"), ("Helsinki", "Finland", "EUR"), ("Vienna", "Austria", "EUR"),
    ("Tallinn", "Estonia", "EUR"), ("Copenhagen", "Denmark", "EUR"),
    ("Toronto", "Canada", "USD"), ("Singapore", "Singapore", "USD"),
    ("Tel Aviv", "Israel", "USD"), ("Sydney", "Australia", "USD"),
]

# Syllables for invented stems (company, investor, customer, partner and product names).
ONSETS = ["b", "br", "c", "cal", "d", "dr", "f", "g", "gr", "h", "k", "kr", "l", "m", "n",
          "p", "pr", "qu", "r", "s", "st", "t", "tr", "v", "vr", "z", "th", "sel", "or",
          "al", "en", "is", "ul", "ar"]
NUCLEI = ["a", "e", "i", "o", "u", "ae", "ai", "ea", "io", "y", "ou"]
CODAS = ["", "", "n", "r", "l", "s", "x", "th", "nd", "rk", "lm", "v", "st", "m"]
ENDINGS = ["a", "o", "ex", "ia", "on", "is", "ara", "ent", "ora", "ix", "yn", "ane", "ory",
           "elle", "ic", "um", "ova", "era", "ant", "ium"]

# Person names: real first names, invented surnames (a stem plus a surname ending).
FIRST_NAMES = [
    "Aaron", "Abigail", "Adeline", "Adrian", "Aiko", "Alejandro", "Alice", "Amara", "Anders",
    "Andrea", "Anika", "Arjun", "Astrid", "Beatriz", "Benedikt", "Bianca", "Bruno", "Camille",
    "Carlos", "Caroline", "Cedric", "Chiara", "Clara", "Daniel", "Dario", "Delphine", "Diego",
    "Dmitri", "Elena", "Elias", "Elif", "Emil", "Emma", "Esther", "Fabian", "Farah", "Felix",
    "Freya", "Gabriel", "Greta", "Hana", "Hannah", "Hugo", "Ibrahim", "Ines", "Ingrid",
    "Isaac", "Ivana", "Jakob", "Jasper", "Joanna", "Jonas", "Julian", "Kai", "Karin", "Keiko",
    "Kofi", "Lara", "Laurent", "Leila", "Leon", "Lina", "Lucas", "Lucia", "Magnus", "Maja",
    "Malik", "Marco", "Margot", "Marta", "Mateo", "Maya", "Milan", "Nadia", "Naomi", "Nikolai",
    "Nora", "Olivia", "Omar", "Oscar", "Paloma", "Pavel", "Priya", "Rafael", "Rania", "Rohan",
    "Rosa", "Ruben", "Saanvi", "Samir", "Sara", "Sebastian", "Selin", "Simone", "Sofia",
    "Stefan", "Tamsin", "Theo", "Tobias", "Valentina", "Victor", "Wen", "Yara", "Yusuf",
    "Zainab", "Zoe", "Anton", "Beatrice", "Conrad", "Dalia", "Edgar", "Flora", "Gideon",
    "Helena", "Ilya", "Jolene", "Kasper", "Liesel", "Mirela", "Noel", "Odette", "Petra",
]
SURNAME_ENDINGS = ["holm", "ardi", "ssen", "ova", "wick", "ley", "ton", "aro", "ek", "berg",
                   "ini", "mann", "court", "ado", "ski", "vale", "ford", "ier", "ez", "stad"]

INVESTOR_SUFFIXES = ["Ventures", "Capital", "Partners", "Growth", "Venture Partners",
                     "Investments", "Fund"]
PARTNER_SUFFIXES = ["Cloud", "Integrations", "Consulting", "Data", "Networks", "Solutions",
                    "Digital", "Systems Integration"]
GENERIC_COMPANY_SUFFIXES = ["Labs", "Systems", "Technologies", "Group", "AI"]
RESEARCH_SUFFIXES = ["Research", "Insights", "Analytics", "Market Intelligence", "Advisory"]

# Publishers. slug -> (display name). URLs: news https://<slug>-news.test/...,
# databases https://<slug>.test/company/<company-slug>, and so on.
NEWS_OUTLETS = [
    ("ledgerline", "Ledgerline"), ("signal-daily", "Signal Daily"),
    ("venture-beacon", "The Venture Beacon"), ("northfield", "Northfield Business"),
    ("capital-courier", "Capital Courier"), ("startup-dispatch", "Startup Dispatch"),
    ("circuit-journal", "Circuit Journal"), ("market-lantern", "Market Lantern"),
    ("frontier-review", "Frontier Tech Review"), ("harbor-times", "Harbor Business Times"),
]
DATABASES = [("venturegraph", "VentureGraph"), ("startupledger", "StartupLedger"),
             ("firmindex", "FirmIndex"), ("dealatlas", "DealAtlas")]
AGGREGATORS = [("companyfactshub", "CompanyFactsHub"), ("bizprofiledir", "BizProfileDir"),
               ("quickfirmfacts", "QuickFirmFacts")]
WIRES = [("pressrelay", "PressRelay"), ("newswirehub", "NewswireHub")]
JOB_BOARDS = [("talentboard", "TalentBoard"), ("hireloop", "HireLoop")]
INTERVIEW_VENUES = [("foundersfrequency", "Founders Frequency", "podcast"),
                    ("operatortalks", "Operator Talks", "interview series"),
                    ("buildersbench", "Builders Bench", "magazine")]

JOB_ROLES = ["Senior Software Engineer", "Account Executive", "Product Manager",
             "Data Scientist", "Customer Success Manager", "Site Reliability Engineer",
             "Solutions Architect", "Marketing Manager", "Hardware Engineer",
             "Finance Manager", "Talent Partner", "Security Engineer"]
EXEC_TITLES = ["Chief Financial Officer", "Chief Operating Officer", "Chief Product Officer",
               "Chief Revenue Officer", "Chief Marketing Officer"]
AWARDS = ["a regional innovation award", "a spot on an industry 'ones to watch' list",
          "a sustainability design award", "a best-workplace recognition"]
