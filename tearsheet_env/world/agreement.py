"""A mechanical check of English agreement in generated prose: what a reader notices first.

It knows the world's own vocabulary (the nouns and verbs its templates use), not English at
large, so it finds the errors a template can make — a plural noun after "each", a verb that
does not agree with its subject ("the team help", "teams wants"), "a" before a vowel sound, a
verb form after "to" or a modal ("to hiring", "can helps"), "have" with an "-ing" form, a
doubled word, a stray space — and misses what it has no word for. `tests/test_world_prose.py`
runs it over every choice of every pattern of the library; `world sample-pages` counts what it
finds on real pages (issue 23: a reader panel found 3.3 grammatical errors a page in w8).
"""

from __future__ import annotations

import functools
import re

# plural nouns of the world's prose (its banks and templates, w8's filler included)
PLURAL = set("""
teams customers users buyers engineers developers managers operators analysts clients
partners investors companies vendors suppliers start-ups startups founders leaders people
colleagues candidates hires employees staff workers nurses clinicians teachers students growers
agronomists dispatchers planners drivers scientists landlords brokers underwriters handlers
responders administrators coordinators controllers officers merchandisers associates crews
inspectors designers salespeople specialists respondents observers critics skeptics
rivals competitors incumbents newcomers executives auditors supervisors leads recruiters
workflows handoffs approvals reports audits integrations spreadsheets exceptions dashboards
alerts rollouts renewals tickets pipelines checklists sign-offs forecasts escalations
reconciliations schedules records queues inboxes templates exports reviews backlogs rosters
logs processes routines tools products features systems platforms budgets contracts deals
pilots trials markets sectors offices regions sites settings services apps errors steps
hours days weeks months years quarters minutes decisions results savings gains figures
numbers estimates emails calls meetings clicks problems issues questions requests
workarounds connectors dashboards notifications permissions roles changes updates events
departments desks branches wards clinics homes practices farms fields greenhouses orchards
sheds warehouses centres yards cross-docks substations buildings classrooms halls districts
lines floors shops labs facilities groups stores supermarkets blocks parks
times rates costs loads charges ratios scores ratings bills counts frequencies throughputs
""".split())
SINGULAR = set("""
team customer user buyer engineer company vendor supplier tool product feature system platform
budget contract deal pilot trial market sector office region site service app error step
hour day week month year quarter decision result problem issue question request founder
leader colleague candidate manager analyst investor partner client process workflow report
dashboard integration spreadsheet profile page roadmap backlog niche approach pitch model
""".split())
VERBS = set("""
want need build help use run make take give keep cut reduce work sell offer connect let bring
serve handle manage spend lose say expect plan hire grow move win start begin show track
measure rely replace find get go see tell look ask know call learn change join stay stop fix
solve report lead choose switch decide trust answer read review visit shadow publish share
write believe think feel care respond reply follow add include deliver support describe
point suggest argue prefer favour depend question doubt wonder rank rate list place complain
admit eat cost swallow burn flag surface catch route own watch simplify automate shorten
remove return free hand invest exist come flow emerge live deal fight sit stay rise climb
stall slip break fit drag fail lag fall land
""".split())
ING_NOUNS = {"bring", "existing", "growing", "leading", "changing", "rising", "missing",
             "remaining", "following", "coming", "emerging", "ongoing", "nothing",
             "something", "anything", "everything", "funding", "pricing",
             "training", "thing", "morning", "evening", "meeting", "building", "hiring",
             "spring", "offering", "onboarding", "marketing", "planning", "reporting",
             "testing", "debugging", "scheduling", "forecasting", "landing", "understanding"}
COMPARATIVES = {"simpler", "faster", "cheaper", "clearer", "calmer", "safer", "quieter",
                "steadier", "leaner", "smoother", "sturdier", "saner", "better", "easier"}


@functools.cache
def _ing(verb: str) -> str:
    if verb.endswith("ie"):
        return verb[:-2] + "ying"
    if verb.endswith("e") and not verb.endswith(("ee", "ye")):
        return verb[:-1] + "ing"
    if len(verb) <= 4 and verb[-1] in "tnpgm" and verb[-2] in "aeiou" and verb[-3] not in \
            "aeiou":
        return verb + verb[-1] + "ing"
    return verb + "ing"


@functools.cache
def _third_person(verb: str) -> str:
    if verb.endswith(("s", "sh", "ch", "x", "z", "o")):
        return verb + "es"
    if verb.endswith("y") and verb[-2:-1] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


_V3 = {_third_person(v): v for v in VERBS} | {"is": "be", "has": "have", "was": "be",
                                              "does": "do"}
_VBASE = VERBS | {"are", "have", "were", "do"}
_WORD = r"[A-Za-z][\w'’-]*"
_RULES: list[tuple[str, re.Pattern[str]]] = [
    ("spacing", re.compile(r"[^\S\n]{2,}|[^\S\n][,.;:!?](?!\w)|,,|\.\.(?!\.)|\s+”")),
    ("doubled word", re.compile(r"\b(\w+)\s+\1\b", re.IGNORECASE)),
    ("singular determiner + plural noun", re.compile(
        r"\b(?:[Ee]ach|[Ee]very|[Aa]nother|[Aa]|[Aa]n)\s+(?!(?:few|lot|couple|number|range|"
        r"mix|wave|handful|group|set|series|variety|team|data|stream|field|list|host|bank|"
        r"network|patchwork)\b)(?:\w+\s+)?(" + "|".join(
            # "a staff of 890" and "a small staff": a collective noun, singular with "a"
            sorted(PLURAL - {"staff"}, key=len, reverse=True)) + r")\b")),
    ("plural determiner + singular noun", re.compile(
        r"\b(?:[Tt]hese|[Tt]hose|[Mm]any|[Ss]everal|[Ff]ew|[Bb]oth|[Vv]arious)\s+(" + "|".join(
            sorted(SINGULAR, key=len, reverse=True)) + r")\b(?![-'’])")),
    ("plural subject + singular verb", re.compile(
        r"\b(?:[Ww]e|[Tt]hey|[Yy]ou|" + "|".join(sorted(PLURAL, key=len, reverse=True))
        + r")\s+(?:that\s+|which\s+|who\s+)?(?:still\s+|now\s+|also\s+|often\s+|usually\s+|"
        r"really\s+|already\s+)?(" + "|".join(sorted(_V3, key=len, reverse=True)) + r")\b")),
    ("mass noun + relative + plural verb", re.compile(
        r"\b(?:software|tooling|data|work)\s+(?:that|which)\s+(?:still\s+|also\s+|really\s+)?("
        + "|".join(sorted(_VBASE - {"were"}, key=len, reverse=True)) + r")\b(?![-'’])")),
    ("singular subject + plural verb", re.compile(
        r"\b(?:[Hh]e|[Ss]he|[Ii]t|(?:[Tt]he|[Oo]ur|[Tt]his|[Ii]ts|[Ee]ach|[Ee]very)\s+(?:"
        + "|".join(sorted(SINGULAR, key=len, reverse=True)) + r"))\s+(?:still\s+|now\s+|"
        r"also\s+|often\s+|really\s+|already\s+)?(" + "|".join(sorted(_VBASE, key=len,
                                                                       reverse=True))
        + r")\b(?![-'’])")),
    ("have + -ing", re.compile(r"\b(?:have|has|had)\s+(\w+ing)\b")),
    ("verb form after to or a modal", re.compile(
        r"\b(?:to|will|can|could|may|might|must|should|would)\s+(" + "|".join(
            sorted(set(_V3) - {"is", "has", "was", "does", "news"}, key=len, reverse=True))
        + r")\b")),
    ("-ing after to", re.compile(
        r"(?<!close )(?<!next )(?<!access )(?<!due )(?<!thanks )(?<!similar )(?<!committed )"
        r"(?<!used )(?<!devoted )(?<!forward )(?<!addition )(?<!comes )(?<!toward )\bto\s+("
        + "|".join(sorted({_ing(v) for v in VERBS} - ING_NOUNS, key=len, reverse=True))
        + r")\b")),
    ("-ing after a modal", re.compile(
        r"\b(?:will|can|could|may|might|must|should|would)\s+(\w+ing)\b")),
    ("more + comparative", re.compile(r"\bmore\s+(" + "|".join(COMPARATIVES) + r")\b")),
    ("article", re.compile(r"\b([Aa]n?)\s+(" + _WORD + ")")),
    ("sentence starts lower case", re.compile(r"(?:^|[.!?]\s+)([a-z]\w*)")),
]
_PAST_OK = {"need", "feed", "seed", "speed", "bed", "red", "shed", "embed", "proceed",
            "exceed", "succeed", "breed", "bleed"}


def article(word: str) -> str:
    """'a' or 'an' by the sound of `word` (a user, an update, an hour, a one-off, an API)."""
    w = word.lower()
    if w.startswith(("hour", "honest", "heir")):
        return "an"
    if w.startswith(("uni", "use", "usu", "uti", "eur", "one", "once", "ubiq")):
        return "a"
    if word[:2].isupper():  # an acronym by its letter's name: an API, an SDK, a CRM
        return "an" if word[0] in "AEFHILMNORSX" else "a"
    return "an" if w[:1] in "aeiou" else "a"


def problems(text: str) -> list[str]:
    """The agreement and spacing errors found in `text`, one string each (rule: excerpt)."""
    out: list[str] = []
    for name, rule in _RULES:
        for m in rule.finditer(text):
            if name in ("have + -ing", "-ing after a modal") and m.group(1).lower() in ING_NOUNS:
                continue
            if name == "verb form after to or a modal" and (
                    m.group(1).lower() in _PAST_OK or m.group(1).lower() in ING_NOUNS
                    or m.group(1).lower().endswith("eed")):
                continue
            if name == "article":
                word = m.group(2)
                if word[:1].isdigit() or article(word) == m.group(1).lower():
                    continue
            if name == "sentence starts lower case" and m.start(1) > 0 and \
                    text[m.start(1) - 2:m.start(1)] in ("e.", "g.", "i."):
                continue
            lo, hi = max(0, m.start() - 20), min(len(text), m.end() + 20)
            out.append(f"{name}: …{text[lo:hi]}…")
    return out


# the number a page's scene slots carry (`library.SECTOR_SCENES`): `slot_problems` reads a
# pattern whose slots are written as these markers and finds a verb that does not agree with
# the slot before it ("{task} stall", "{users} that works"), a singular determiner or "much of"
# before a plural slot, and an article before `{task}` (a noun phrase with none of its own)
SLOT_MARKERS = {"task": "SINGULARTASK", "users": "PLURALSLOT", "setting": "PLURALSLOT",
                "system": "PLURALSLOT", "metric": "PLURALSLOT"}
_ADV = r"(?:still\s+|now\s+|also\s+|often\s+|usually\s+|really\s+|already\s+|rarely\s+)?"
_SLOT_RULES: list[tuple[str, re.Pattern[str]]] = [
    ("singular slot + plural verb", re.compile(
        r"\bSINGULARTASK\s+" + _ADV + "(" + "|".join(sorted(_VBASE, key=len, reverse=True))
        + r")\b(?![-'’])")),
    ("plural slot + singular verb", re.compile(
        r"\bPLURALSLOT\s+(?:that\s+|which\s+|who\s+)?" + _ADV + "("
        + "|".join(sorted(_V3, key=len, reverse=True)) + r")\b")),
    ("singular determiner + plural slot", re.compile(
        r"\b(?:[Aa]n?|[Ee]ach|[Ee]very|[Aa]nother|[Mm]uch of|[Ll]ess)\s+PLURALSLOT\b")),
    ("article + task", re.compile(
        r"\b(?:[Aa]n?|[Tt]he|[Tt]hese|[Tt]hose|[Mm]any)\s+SINGULARTASK\b")),
]


def slot_problems(text: str) -> list[str]:
    """The agreement errors between a pattern's scene slots, written as `SLOT_MARKERS`, and
    the words around them."""
    out: list[str] = []
    for name, rule in _SLOT_RULES:
        for m in rule.finditer(text):
            lo, hi = max(0, m.start() - 20), min(len(text), m.end() + 20)
            out.append(f"{name}: …{text[lo:hi]}…")
    return out

