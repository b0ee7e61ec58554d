"""The fictional companies of the independent census, written by hand for it (not taken from
the closed world or its generator). Money is in millions of the company's currency."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Round:
    date: str  # ISO
    kind: str  # Seed, Series A, Venture Debt, ...
    amount: float  # millions
    lead: str
    others: tuple[str, ...] = ()


@dataclass(frozen=True)
class Peer:
    name: str
    website: str
    founded: int
    city: str
    ceo: str
    product: str
    headcount: int


@dataclass(frozen=True)
class Company:
    name: str
    website: str
    sector: str  # how the press describes what it does
    city: str
    country: str
    founded: int
    founders: tuple[str, ...]
    ceo: str
    cto: str
    former_ceo: str  # who ran it before the current CEO
    ceo_since: str  # ISO date of the succession
    headcount: int
    headcount_date: str
    old_headcount: int
    old_date: str
    currency: str  # USD, EUR, GBP
    rounds: tuple[Round, ...]
    valuation: float
    revenue: float
    revenue_year: int
    growth: float  # percent, year over year
    market: str
    tam: float  # billions
    tam_year: int
    cagr: float
    flagship: str
    flagship_type: str
    launch_year: int
    lines: tuple[str, ...]
    customers: tuple[str, ...]
    partners: tuple[str, ...]
    event_date: str
    event: str  # past tense, without the company name
    rumor: float  # millions: a round it is rumoured to be raising
    plan_headcount: int
    plan_year: int
    peer: Peer
    twin: Peer  # a same-named company in another line of business
    twin_sector: str

    @property
    def latest(self) -> Round:
        return self.rounds[-1]

    @property
    def total(self) -> float:
        return round(sum(r.amount for r in self.rounds), 2)

    @property
    def investors(self) -> tuple[str, ...]:
        out: list[str] = []
        for r in self.rounds:
            out += [r.lead, *r.others]
        return tuple(dict.fromkeys(out))


COMPANIES = [
    Company(
        "Brindlecove Analytics", "https://brindlecove.test", "freight-audit software",
        "Rotterdam", "Netherlands", 2016, ("Maren Oosterbeek", "Teodor Vrba"),
        "Ilse Kampmann", "Teodor Vrba", "Maren Oosterbeek", "2023-02-14",
        412, "2026-06-30", 188, "2023-03-01", "EUR",
        (Round("2017-05-09", "Seed", 2.4, "Dunmere Capital"),
         Round("2019-10-22", "Series A", 11.0, "Hollin Ventures", ("Dunmere Capital",)),
         Round("2022-04-05", "Series B", 36.5, "Greywater Partners", ("Hollin Ventures",
                                                                       "Osterley Fund"))),
        310.0, 58.2, 2025, 34.0, "freight audit and payment", 6.8, 2025, 11.4,
        "Cove Ledger", "software platform", 2018, ("Cove Ledger", "Cove Match", "RateLens"),
        ("Nordhaven Shipping", "Kestrel Foods"), ("Baltimar Systems", "Ploegh Consulting"),
        "2026-03-18", "opened an office in Hamburg", 80.0, 600, 2027,
        Peer("Tarnwick Logistics AI", "https://tarnwick.test", 2014, "Antwerp", "Jules Verhaegen",
             "Tarnwick Flow", 265),
        Peer("Brindlecove Analytics", "https://brindlecove-surveys.test", 2009, "Leeds",
             "Colin Ashgrove", "SurveyDesk", 38), "market research consultancy"),
    Company(
        "Marlowe Tidepower", "https://marlowe-tidepower.test", "tidal energy turbines",
        "Inverness", "United Kingdom", 2012, ("Fiona Draycott", "Amit Chaudhry", "Rhys Pell"),
        "Gareth Linwood", "Amit Chaudhry", "Fiona Draycott", "2021-09-01",
        236, "2026-05-15", 97, "2021-11-20", "GBP",
        (Round("2013-03-11", "Seed", 1.1, "Caledon Angels"),
         Round("2016-08-30", "Series A", 7.5, "Bluefjord Capital", ("Caledon Angels",)),
         Round("2020-01-17", "Venture Debt", 12.0, "Stanmore Credit"),
         Round("2024-11-06", "Series C", 48.0, "Orkney Future Fund", ("Bluefjord Capital",))),
        205.0, 19.4, 2025, -8.0, "marine renewable energy", 21.5, 2024, 9.2,
        "TideSpire T2", "hardware device", 2019, ("TideSpire T1", "TideSpire T2", "GridTide"),
        ("Hebrides Power", "Norcastle Water"), ("Selkirk Engineering", "Mareport Cables"),
        "2026-02-27", "signed Hebrides Power as a customer", 65.0, 320, 2027,
        Peer("Solway Currents", "https://solway-currents.test", 2015, "Glasgow", "Nadia Ferrens",
             "CurrentMill", 140),
        Peer("Marlowe Tidepower", "https://marlowe-tidepower-pools.test", 2003, "Brighton",
             "Dennis Harrow", "PoolPulse", 22), "swimming pool maintenance"),
    Company(
        "Quenby Biosystems", "https://quenby-bio.test", "organ-on-chip assays",
        "Boston", "United States", 2018, ("Hannah Quenby", "Oluwaseun Adeyemi"),
        "Hannah Quenby", "Oluwaseun Adeyemi", "Victor Salcedo", "2020-06-01",
        158, "2026-04-01", 61, "2022-02-10", "USD",
        (Round("2018-09-14", "Seed", 3.2, "Longfellow Bio Fund"),
         Round("2021-03-02", "Series A", 22.0, "Charlesgate Ventures", ("Longfellow Bio Fund",)),
         Round("2025-07-23", "Series B", 64.5, "Ardent Health Capital",
               ("Charlesgate Ventures", "Pinecrest Partners"))),
        420.0, 14.1, 2025, 52.0, "organ-on-chip", 3.9, 2025, 24.6,
        "QuenChip", "hardware device", 2021, ("QuenChip", "QuenRead", "QuenCloud"),
        ("Halvorsen Pharma", "Mistral Therapeutics"), ("Cambrook Labs", "Tessera Robotics"),
        "2026-05-12", "launched QuenCloud", 120.0, 260, 2027,
        Peer("Vellum Organics", "https://vellum-organics.test", 2016, "San Diego",
             "Priscilla Yoon", "VellumPlate", 204),
        Peer("Quenby Biosystems", "https://quenby-garden.test", 1998, "Portland",
             "Walter Quenby", "SoilSense", 15), "garden supplies retail"),
    Company(
        "Ostrander Freight AI", "https://ostrander.test", "route optimisation for trucking",
        "Chicago", "United States", 2015, ("Lena Ostrander", "Marcus Bell", "Yuki Tanabe"),
        "Dario Feltri", "Yuki Tanabe", "Lena Ostrander", "2024-01-08",
        1183, "2026-07-01", 640, "2022-09-30", "USD",
        (Round("2015-12-01", "Seed", 1.8, "Lakeshore Angels"),
         Round("2017-06-19", "Series A", 14.0, "Prairie Oak Ventures"),
         Round("2019-11-11", "Series B", 42.0, "Monadnock Capital", ("Prairie Oak Ventures",)),
         Round("2022-03-29", "Series C", 120.0, "Atlas Ridge Growth", ("Monadnock Capital",)),
         Round("2025-10-14", "Series D", 210.0, "Kingsbridge Partners",
               ("Atlas Ridge Growth", "Wexley Fund"))),
        2400.0, 186.0, 2025, 27.0, "transportation management software", 28.0, 2025, 8.7,
        "Ostrander Route", "software platform", 2016,
        ("Ostrander Route", "Ostrander Dock", "LaneIQ", "FleetPulse"),
        ("Caldera Foods", "Midline Retail"), ("Vantage Telematics", "Corvid Cloud"),
        "2026-08-04", "acquired LaneIQ", 300.0, 1500, 2027,
        Peer("Haulwise", "https://haulwise.test", 2013, "Dallas", "Bianca Ortega",
             "Haulwise Plan", 910),
        Peer("Ostrander Freight AI", "https://ostrander-freight-ai.test", 2020, "Perth",
             "Glen Mackie", "CargoChat", 12), "customs chatbot services"),
    Company(
        "Halcyra Payments", "https://halcyra.test", "cross-border payroll payments",
        "Lisbon", "Portugal", 2019, ("Inês Carvalho", "Tomasz Wilk"),
        "Inês Carvalho", "Tomasz Wilk", "Rafael Monteiro", "2021-04-12",
        305, "2026-03-31", 120, "2023-01-15", "EUR",
        (Round("2019-11-05", "Pre-Seed", 0.9, "Tagus Angels"),
         Round("2020-09-21", "Seed", 4.5, "Belem Capital", ("Tagus Angels",)),
         Round("2023-05-30", "Series A", 19.0, "Northwind Fintech Fund", ("Belem Capital",)),
         Round("2025-12-02", "Convertible Note", 8.0, "Belem Capital")),
        150.0, 27.5, 2025, 61.0, "global payroll payments", 11.2, 2025, 16.3,
        "Halcyra Pay", "API", 2020, ("Halcyra Pay", "Halcyra Card", "FXGuard"),
        ("Oporto Staffing", "Lumen Hotels"), ("Banco Atlantico", "Clearline KYC"),
        "2026-06-09", "partnered with Banco Atlantico", 40.0, 450, 2027,
        Peer("Remitly Nine", "https://remitlynine.test", 2017, "Madrid", "Sergio Lanza",
             "NinePay", 280),
        Peer("Halcyra Payments", "https://halcyra-parking.test", 2011, "Porto",
             "Jorge Pimentel", "ParkMeter", 30), "parking meter operations"),
    Company(
        "Veskel Robotics", "https://veskel.test", "warehouse picking robots",
        "Munich", "Germany", 2014, ("Jonas Veskel", "Aylin Demir"),
        "Sabine Hofreiter", "Aylin Demir", "Jonas Veskel", "2022-10-03",
        520, "2026-06-01", 290, "2021-12-31", "EUR",
        (Round("2015-02-10", "Seed", 1.5, "Isar Angels"),
         Round("2017-09-12", "Series A", 9.8, "Alpenrot Ventures"),
         Round("2020-06-23", "Series B", 31.0, "Zugspitze Capital", ("Alpenrot Ventures",)),
         Round("2025-04-08", "Series C", 77.0, "Rheinfeld Growth", ("Zugspitze Capital",))),
        640.0, 71.0, 2025, 22.0, "warehouse automation", 41.0, 2024, 12.9,
        "PickArm V3", "hardware device", 2020, ("PickArm V2", "PickArm V3", "FleetOS"),
        ("Drogerie Kessler", "Nordmark Parts"), ("Siebert Integration", "Kobold Software"),
        "2026-04-22", "launched FleetOS", 150.0, 700, 2027,
        Peer("Gripwell Systems", "https://gripwell.test", 2012, "Eindhoven", "Pieter Smulders",
             "GripCell", 430),
        Peer("Veskel Robotics", "https://veskel-toys.test", 2018, "Graz", "Franz Edlinger",
             "RoboPals", 9), "educational toy robots"),
    Company(
        "Tamsin Grid", "https://tamsingrid.test", "home battery virtual power plants",
        "Melbourne", "Australia", 2017, ("Tamsin Reilly", "Kwame Asante"),
        "Tamsin Reilly", "Kwame Asante", "Bruce Halloran", "2019-08-19",
        174, "2026-02-28", 80, "2022-06-30", "USD",
        (Round("2017-10-02", "Seed", 2.0, "Yarra Seed Fund"),
         Round("2020-02-14", "Series A", 15.0, "Southern Cross Ventures"),
         Round("2024-09-18", "Series B", 44.0, "Pacifica Climate Partners",
               ("Southern Cross Ventures", "Banksia Capital"))),
        260.0, 23.8, 2025, 41.0, "virtual power plants", 5.6, 2025, 21.0,
        "Tamsin Hub", "software platform", 2018, ("Tamsin Hub", "Tamsin Home", "PeakShift"),
        ("Coral Energy", "Murray Utilities"), ("Ampere Batteries", "Outback Solar"),
        "2026-07-15", "raised a USD 10 million debt facility from Banksia Capital", 70.0, 240,
        2027,
        Peer("Gumleaf Energy", "https://gumleaf.test", 2016, "Sydney", "Oliver Tran",
             "Gumleaf Flex", 150),
        Peer("Tamsin Grid", "https://tamsin-grid-fencing.test", 2008, "Hobart",
             "Neil Cuthbert", "GridFence", 26), "farm fencing supplies"),
    Company(
        "Oakhollow Health", "https://oakhollow.test", "remote cardiac monitoring",
        "Toronto", "Canada", 2013, ("Meera Iyer", "Daniel Fortin"),
        "Craig Lomond", "Daniel Fortin", "Meera Iyer", "2020-11-30",
        690, "2026-05-31", 350, "2022-05-31", "USD",
        (Round("2014-01-20", "Seed", 1.2, "Maple Leaf Angels"),
         Round("2016-05-16", "Series A", 12.5, "Lakehead Ventures"),
         Round("2019-03-25", "Series B", 38.0, "Cartier Health Fund", ("Lakehead Ventures",)),
         Round("2023-06-12", "Series C", 95.0, "Rideau Growth", ("Cartier Health Fund",))),
        870.0, 112.0, 2025, 18.0, "remote patient monitoring", 53.0, 2025, 13.8,
        "HeartLoop", "managed service", 2015, ("HeartLoop", "HeartLoop Patch", "CareDesk"),
        ("St. Brendan Hospital", "Northern Lakes Clinics"), ("Pulsar Devices", "MedBridge EHR"),
        "2026-01-20", "was approved to sell HeartLoop Patch in Japan", 160.0, 900, 2027,
        Peer("Cardiant", "https://cardiant.test", 2011, "Montreal", "Sophie Gagnon",
             "Cardiant Watch", 540),
        Peer("Oakhollow Health", "https://oakhollow-spa.test", 2005, "Kelowna",
             "Brenda Koss", "SpaBook", 45), "day spa chain"),
    Company(
        "Pellory Learning", "https://pellory.test", "language tutoring marketplace",
        "Dublin", "Ireland", 2018, ("Aoife Pellory", "Rohan Mehta"),
        "Aoife Pellory", "Rohan Mehta", "Conor Walsh", "2019-05-06",
        142, "2026-04-30", 210, "2023-04-30", "EUR",
        (Round("2018-07-07", "Seed", 1.6, "Liffey Angels"),
         Round("2020-10-10", "Series A", 13.0, "Emerald Edtech Fund", ("Liffey Angels",)),
         Round("2022-02-22", "Series B", 30.0, "Brightwater Capital",
               ("Emerald Edtech Fund",))),
        180.0, 21.0, 2025, -12.0, "online language learning", 18.0, 2025, 15.5,
        "Pellory Live", "app", 2019, ("Pellory Live", "Pellory Kids", "TutorDesk"),
        ("Trinity Business School", "Aerlinn Airways"), ("Dublin Speech Lab", "Cloudlane Video"),
        "2025-11-17", "cut 70 jobs", 25.0, 160, 2026,
        Peer("Lingofair", "https://lingofair.test", 2015, "Berlin", "Katrin Maier",
             "Lingofair Go", 330),
        Peer("Pellory Learning", "https://pellory-driving.test", 1994, "Cork", "Tom Pellory",
             "DriveSlot", 18), "driving school"),
    Company(
        "Rivenmoor Security", "https://rivenmoor.test", "identity threat detection",
        "Tel Aviv", "Israel", 2019, ("Noa Rivenmoor", "Eitan Shalev", "Dana Katz"),
        "Eitan Shalev", "Dana Katz", "Noa Rivenmoor", "2024-03-01",
        265, "2026-06-15", 95, "2022-01-10", "USD",
        (Round("2019-12-12", "Seed", 5.0, "Carmel Cyber Fund"),
         Round("2021-08-17", "Series A", 26.0, "Negev Partners", ("Carmel Cyber Fund",)),
         Round("2024-05-07", "Series B", 70.0, "Bluestone Ventures", ("Negev Partners",))),
        520.0, 33.0, 2025, 88.0, "identity threat detection and response", 9.4, 2025, 19.7,
        "Moorwatch", "software platform", 2020, ("Moorwatch", "Moorwatch Edge", "KeyTrail"),
        ("Halden Bank", "Orion Insurance"), ("Skyvault Cloud", "Pardes Consulting"),
        "2026-04-01", "opened a research center in Haifa", 110.0, 400, 2027,
        Peer("Keystrel", "https://keystrel.test", 2017, "New York", "Ari Feldman",
             "Keystrel ITDR", 310),
        Peer("Rivenmoor Security", "https://rivenmoor-guards.test", 1999, "Haifa",
             "Moshe Levin", "GuardRota", 600), "event security guards"),
    Company(
        "Cadwick Agritech", "https://cadwick.test", "soil-sensing for vineyards",
        "Adelaide", "Australia", 2016, ("Grace Cadwick", "Luis Ferreira"),
        "Grace Cadwick", "Luis Ferreira", "Peter Molloy", "2018-02-01",
        88, "2026-03-01", 41, "2021-09-01", "USD",
        (Round("2016-11-21", "Seed", 1.0, "Barossa Angels"),
         Round("2019-07-03", "Series A", 6.5, "Coonawarra Ventures"),
         Round("2023-10-30", "Grant", 2.0, "Australian Wine Research Council"),
         Round("2025-08-19", "Series B", 18.0, "Terra Verde Capital", ("Coonawarra Ventures",))),
        95.0, 9.6, 2025, 30.0, "precision viticulture", 2.1, 2024, 13.1,
        "VineProbe", "hardware device", 2018, ("VineProbe", "VineMap", "CanopyIQ"),
        ("Penfold Ridge Wines", "Sandhill Estates"), ("Geoscan Drones", "AgriLink Cloud"),
        "2026-06-30", "expanded into Chile", 30.0, 130, 2027,
        Peer("Terroir Labs", "https://terroir-labs.test", 2014, "Bordeaux", "Camille Roux",
             "TerroirSense", 120),
        Peer("Cadwick Agritech", "https://cadwick-tractors.test", 1987, "Ballarat",
             "Ross Cadwick", "CadTrac", 70), "tractor dealership"),
    Company(
        "Sunderly Foods", "https://sunderly.test", "plant-based cheese",
        "Copenhagen", "Denmark", 2017, ("Freja Sunderly", "Mads Holm"),
        "Mads Holm", "Karin Vestergaard", "Freja Sunderly", "2022-06-20",
        214, "2026-05-01", 130, "2022-04-01", "EUR",
        (Round("2017-09-09", "Seed", 1.4, "Nyhavn Angels"),
         Round("2019-04-15", "Series A", 9.0, "Oresund Food Ventures"),
         Round("2021-11-03", "Series B", 27.0, "Greenfield Impact", ("Oresund Food Ventures",)),
         Round("2024-02-26", "Venture Debt", 10.0, "Kattegat Credit")),
        230.0, 44.0, 2025, 15.0, "plant-based dairy", 27.0, 2025, 10.2,
        "Sunderly Aged Cashew", "packaged food product", 2019,
        ("Sunderly Aged Cashew", "Sunderly Melt", "Sunderly Spread"),
        ("Nordlys Supermarkets", "Fjord Pizza"), ("Jutland Oats", "Coldchain Nordic"),
        "2026-03-05", "opened a factory in Odense", 45.0, 300, 2027,
        Peer("Verdant Curd", "https://verdantcurd.test", 2015, "Amsterdam", "Lotte de Wit",
             "Verdant Brie", 180),
        Peer("Sunderly Foods", "https://sunderly-catering.test", 2001, "Aarhus",
             "Henrik Sunderly", "LunchBox", 55), "office catering"),
]
