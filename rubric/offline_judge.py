"""`OfflineJudge`: the deterministic evidence-matching Tier-B judge (SPEC §7), the offline default.

It reads the claim and the excerpts it cites the way the specs ask, with cues instead of a model:
numbers with magnitude, unit and currency; names; dates; modality cues (reportedly, plans to);
direction cues (grew, declined); rank and scope words; role, relation, instrument and product
words; and, in the closed world, the assertion index of the cited documents (who a page is about,
which value it states, with which modality, whether it is stale). Every verdict it gives is
labelled "offline-evidence-matcher".

A mode fires only on positive evidence of that defect (the excerpt states the other value, the
other role, the hedge); a claim the matcher cannot read is supported, never guessed wrong.
"""

from __future__ import annotations

import dataclasses
import math
import re
import threading
from typing import Any

from rubric import values as V
from rubric.claim_types import ClaimCase, ClaimVerdict
from rubric.derived import (
    COUNTED,
    ROUND_CUE,
    counts_a_list,
    money_sum_supported,
    multiple_supported,
    multiples,
    round_type_rx,
    rounds_named,
    states_total,
)
from rubric.memo import memo, text_memo
from rubric.normalize import normalize_text
from rubric.reading import (
    ACTS_ON_ROUND,
    AS_A_SOURCE,
    CONTRAST_CLAUSES,
    COORDINATE,
    EVENT_OBJECT,
    FRAMING,
    HANDOVER,
    LEADING,
    LIST_PARTS,
    METHOD,
    PRONOUN_START,
    SEMICOLON,
    SET_APART,
    Reading,
    company_names,
    company_of,
    content_words,
    has_word,
    holds_role,
    holds_role_in,
    is_company,
    modality,
    modality_for,
    named_list,
    names_whole,
    placed_by_city,
    read_claim,
    respectively,
    split_compounds,
    value_measures,
    without_references,
    word_index,
)

NAME = "offline-evidence-matcher"
MAX_EVIDENCE = 8  # cited excerpts read per claim

_SENT = re.compile(r"(?<=[.!?])\s+|\n+")
_SOURCE_NOUN = (r"(?:report|article|profile|update|estimate|study|survey|release|story|listing|"
                r"filing|database|snapshot)s?\b")
# "the leader of the company": its chief, no rank
_ITS_OWN = r" (?:the |its |their )?(?:company|firm|business|startup|team|organi[sz]ation)\b"
# a rank or superlative ("the most widely deployed"; "most customers" quantifies and "the most
# recent" orders the sources: they rank nothing); "first" and "only" rank only as "the
# first/only company to …" (its first round, the only valuation the sources give, rank nothing)
RANK = re.compile(r"\b(largest|biggest|"
                  # attack round 10: "leads the K-12 market"; check 37: "identified in 2025 as
                  # leading the K-12 digital curriculum market" (read before "leading" alone)
                  r"(?:leads?|leading) (?:the|its) (?:[\w-]+ ){0,3}(?:market|field|sector|"
                  r"industry|space|category)|" + LEADING +
                  # "a market leader", "a leader in", "is an edtech leader" rank; "the company's
                  # leader" is its chief (outside round 16), "wanted a leader able to sell"
                  # a person (round 70), so is "quoted as the leader of the company" (round 73)
                  r"|(?:market|industry|category|sector|global|clear|undisputed|recogni[sz]ed) "
                  r"leader|(?<!company's )(?<!firm's )(?<!its )(?<!their )(?<!his )(?<!her )"
                  r"leader (?:in|among|of(?!" + _ITS_OWN + r"))\b|"
                  r"(?:is|was|are|were|as|became|becomes|remains|remained) (?:a|an|the) "
                  r"(?:[\w-]+ ){0,2}leader\b(?! (?:of|at)" + _ITS_OWN + r")|#\s?1|number one|"
                  r"no\. 1|top|best|"
                  r"fastest|dominant|premier|foremost|most popular|unrivall?ed|"
                  # "Teansyn Insights Ranks Graium Technologies first" (check 34)
                  r"rank(?:s|ed|ing)? (?:[\w&'’-]+ ){0,4}?(?:first|top|1st|number one|no\. 1)|"
                  # "the leading vendors …, Graium Technologies first among them" (check 40)
                  r"first among|"
                  # a place at the head of a list, in its own words ("places Graium
                  # Technologies at the top of the vendors it covers": check 43), read before
                  # "top" alone
                  r"at the (?:top|head) of|(?:tops?|heads?|topp\w+|head\w+) (?:the|its|their) "
                  r"(?:[\w-]+ ){0,3}(?:list|ranking|rankings|table|league|chart|pack|field)\b|"
                  r"the most (?!recent|current|up-to-date|latest)(?:\w+ly )?\w+|"
                  r"(?:the )?(?:first|only) (?:\w+ )?(?:company|firm|provider|vendor|player|"
                  r"startup|one) (?:to|that|which|offering)|"
                  # a rank without a superlative: "no vendor has more customers than X", "more
                  # than any other", "second to none"
                  r"no (?:other )?(?:\w+ )?(?:vendor|company|firm|provider|player|rival|"
                  r"competitor|startup|business|one|platform)s? (?:\w+ ){0,4}(?:has|have|had|"
                  r"is|was|serves|served|holds|raised|counts|employs|grew) (?:\w+ ){0,2}(?:more|"
                  r"larger|bigger|greater|faster|higher)|(?:more|larger|bigger|greater|faster|"
                  r"higher) (?:\w+ ){0,3}than (?:any|every) (?:other )?(?:\w+ )?(?:vendor|"
                  r"company|firm|provider|player|rival|competitor|startup|business|platform)|"
                  r"second to none|unmatched|unparall?ell?ed|"
                  r"unequall?ed|ahead of (?:all|every)|outpac\w+ (?:all|every)|"
                  # ahead of a named rival ("ahead of Brermium Systems on revenue": check 44;
                  # "ahead of the launch" is a time)
                  r"ahead of (?-i:[A-Z])[\w&-]*)\b", re.I)
# a generalization beyond the evidence; a quantifier over a counted set ("all three rivals",
# "each of the four") generalizes nothing
SCOPE = re.compile(r"\b(globally|worldwide|world-wide|always|universally|everywhere|"
                   r"across the globe|across the world|(?:all|every)(?! (?:\d|one|two|three|"
                   r"four|five|six|seven|eight|nine|ten|of (?:the|its|these|them)\b|"
                   r"(?:its |the |these |disclosed )?(?:rounds?|sources?|pages?|reports?|"
                   r"figures?)\b)))\b", re.I)
# a comparison ("lower counts", "higher than") says no change: no "higher"/"lower" here
UP = re.compile(r"\b(grew|grow(?:s|ing|th)?|increas\w*|rose|rise[sn]?|rising|up|expand\w*|"
                r"gain\w*|climb\w*|doubl\w*|hired|added|jump\w*|surg\w*)\b", re.I)
# ("declined to comment" is no decline: outside round 39)
DOWN = re.compile(r"\b(declin\w*(?! to (?:comment|say|disclose|give|confirm|name|provide|"
                  r"answer|discuss|elaborate|specify|reveal|share)\b)|decreas\w*|fell|"
                  r"fall(?:s|ing|en)?|drop\w*|down|shr[ai]nk\w*|"
                  # "contract producers", "contracts" are no shrinking (outside round 19)
                  r"cut|cuts|reduc\w*|los[st]|contract(?:ed|ion)|layoffs?|laid off|slump\w*)\b",
                  re.I)
# a direction of change is said of a figure: the word stands within a few words of a number
# ("grew 40% to 27", "fell from 120 to 95"), not "declined to comment" or "added tools"
_NEAR_NUMBER = 40


def _directions(text: str) -> tuple[bool, bool]:
    """(up, down): whether the text says a figure rose, and whether one fell."""
    def said(rx: re.Pattern[str]) -> bool:
        return any(V._DIGIT.search(text, max(0, m.start() - _NEAR_NUMBER),
                                   m.end() + _NEAR_NUMBER) for m in rx.finditer(text))
    return said(UP), said(DOWN)


HEARSAY = re.compile(r"\b(widely (?:believed|seen|regarded|considered)|observers (?:say|suggest|"
                     r"believe)|some (?:say|believe|suggest)|is (?:believed|thought|rumou?red) to|"
                     r"may have|might have|could be|is said to|it is thought|reportedly)\b", re.I)
# a reporting verb, the clause it opens running on to the end of the searched span
_REPORTED = re.compile(r"\b(?:said|says|stated|states|told|wrote|claimed|claims|added|promised|"
                       r"explained)\b[^.;]{0,80}$", re.I)
_CAN_BE = re.compile(r"\bcan be\b", re.I)
APPROX = re.compile(r"\b(about|around|roughly|approximately|approx\.?|nearly|almost|some|over|"
                    r"more than|close to|circa|~)\b", re.I)
INSTRUMENTS = [
    ("pre-seed", r"pre-?seed"), ("seed", r"(?<!pre-)(?<!pre)\bseed\b"),
    ("series a", r"series a\b"), ("series b", r"series b\b"), ("series c", r"series c\b"),
    ("series d", r"series d\b"), ("series e", r"series e\b"), ("series f", r"series f\b"),
    ("venture debt", r"venture debt|debt financing|debt facility|credit facility|loan"),
    ("convertible", r"convertible( note)?s?|safe note"), ("grant", r"\bgrants?\b"),
    ("ipo", r"\bipo\b|initial public offering"), ("growth equity", r"growth equity"),
    ("bridge", r"\bbridge (?:round|financing)"),
]
INSTRUMENT_RX = [(k, re.compile(rx, re.I)) for k, rx in INSTRUMENTS]
ROLES = [
    ("ceo", r"\bceo\b|chief executive"),
    # "oversees technology" is the chief technology officer's job (attack round 10)
    # (a technical lead, a head or chief of technology, read as written or normalized: check 20)
    ("cto", r"\bcto\b|chief technology|chief technologist|\btechnology chief\b|"
            r"\bhead of technology\b|\btech(?:nical)? lead\b|"
            r"\b(?:oversees?|runs?|heads?|leads?) (?:its |the |the company(?:['’]s| s) )?"
            r"technology\b"),
    # engineering's head is no chief technology officer, and a post of its own (check 21)
    ("engineering", r"\bhead of engineering\b|\bvp of engineering\b|"
                    r"\bvice president of engineering\b|\bengineering (?:lead|chief|head)\b|"
                    r"\b(?:runs|heads|leads|oversees) (?:the company['’]s )?engineering\b"),
    ("cfo", r"\bcfo\b|chief financial"), ("coo", r"\bcoo\b|chief operating"),
    # the other chiefs a team page lists (attack round 9: a chief revenue officer called the
    # chief operating officer)
    # ("Chief Product Officer Kasper Vrionova": the title whole, next to the name)
    ("cro", r"\bcro\b|chief revenue(?: officer)?"), ("cpo", r"\bcpo\b|chief product(?: officer)?"),
    ("cmo", r"\bcmo\b|chief marketing(?: officer)?"),
    ("cco", r"\bcco\b|chief commercial(?: officer)?"),
    ("founder", r"\b(?:co-?)?found(?:er|ers|ed|ing)\b|\bstarted\b|\bset (?:it )?up\b|"
                r"\borigins?\b|\bestablished\b"),
    # "chairs the board" gives the chair as "the chairman" does (a docs-only attacker, check 7)
    ("chair", r"\bchair(?:man|woman|person|s|ed|ing)?\b"),
    ("board", r"\bboard member|\bboard of directors|\bdirector\b"),
    ("investor", r"\binvestors?\b|\bbackers?\b"), ("advisor", r"\badvis[oe]r\b"),
    # an outside analyst a page quotes holds no office at the company (attack round 10)
    ("analyst", r"\banalyst\b"),
]
ROLE_RX = [(k, re.compile(rx, re.I)) for k, rx in ROLES]
# a sentence that names who founded the company ("founded in 2016 by Hana Gomann", "co-founders
# Hana Gomann and Theo Selyxova", "Hana Gomann founded …")
_P = r"(?-i:[A-Z])[\w'’-]+\s+(?-i:[A-Z])[\w'’-]+"
_FOUNDERS_NAMED = re.compile(
    rf"\b(?:founded|started|set up|established|launched)\b[^.;]{{0,30}}?\bby\s+{_P}|"
    rf"\b(?:co-?)?founders?\b[^.;]{{0,40}}?{_P}|"
    rf"{_P}(?:,?\s+and\s+{_P})?\s+(?:co-?)?(?:founded|started|set up|established)\b", re.I)
_OFFICERS = frozenset({"ceo", "cto", "cfo", "coo"})
_PERSON_ROLES = frozenset({"ceo", "cto", "cfo", "coo", "cro", "cpo", "cmo", "cco", "chair",
                           "board", "advisor"})
# a quantifier the excerpt may give in other words ("every one of its products": all of them)
_SAME_SCOPE = {"all": "all|every|each", "every": "every|all|each",
               # "its largest customers" for the page's "biggest" (outside round 106)
               "largest": "largest|biggest", "biggest": "biggest|largest",
               # "has always been headquartered in Toronto" for "… ever since" (outside round 38)
               "always": r"always|ever since|since (?:its |the )?(?:founding|start|beginning|"
                         r"inception|launch)|from (?:the start|day one|the beginning)"}
# a set counted just before ("has announced four funding rounds, all …": outside round 106)
_COUNTED_BEFORE = re.compile(r"\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|"
                             r"twelve)\s+(?:[\w-]+\s+){0,3}?[\w-]+s,\s*$", re.I)
# a rank given to one ("the largest vendor", "the leading K-12 curriculum provider"), its noun
# in any of the words the pages use for a company
_RANKED_NOUNS = r"vendor|provider|company|player|supplier|firm|platform|business|startup|maker"
_ONE_RANKED = re.compile(rf"\s+(?:[\w-]+\s+){{0,2}}?(?:{_RANKED_NOUNS})\b(?!s)", re.I)
# a place among the ranked ("one of the leading vendors", "among the largest")
# a verb of a page's order before "first among" ("profiles X first among the vendors")
_SOURCE_ORDER = re.compile(r"\b(?:profil|list|nam|mention|cover|describ|introduc|discuss|"
                           r"present|show|feature|cit)\w*\b[^.;]*$", re.I)
# what a rank is by ("… first among the vendors it covers by revenue": check 41; "by market
# presence", any measure after "by" but a source: check 42)
_MEASURES = (r"(?:revenue|sales|size|funding|valuation|headcount|employees|staff|customers|"
             r"users|market share|share|growth|capital|presence|reach)")
# (a source after a participle, "covered by the report", is no basis; "covers by the report's
# own leaderboard" is: check 43)
_RANK_BASIS = re.compile(r"[^.;]*?(?:(?<!ed )\bby|\bin terms of|\bbased on|\bon the basis of|"
                         # "…, measured on revenue" (check 44)
                         r"\b(?:measured|ranked|judged|rated|sorted|ordered|scored)\s+(?:on|by|in|"
                         r"for))\s+(?-i:[a-z])|[^.;]*?\b(?:"
                         rf"(?:by|in|for|on)\s+(?:\w+\s+)?{_MEASURES}\b)", re.I)
_AMONG = re.compile(r"\b(?:one of|among|amongst)\s+(?:the\s+)?$", re.I)


def _names_company(text: str, name: str) -> bool:
    """Whether `text` names the company `name`, in full or by its first word ("Graium")."""
    words = V.norm_text(name).split()
    return bool(words) and (_name_in(name, text) or _name_in(words[0], text))


# how often, in other words after "most" ("the most frequent" for "our most common")
_OFTEN = re.compile(r"\b(?:frequent|common|usual|typical)$")
# what is "most popular", in the page's words: liked most, a favourite
_LIKED_MOST = r"|lik(?:e|es|ed)\s+(?:\w+\s+)?most|most[- ]liked|favou?rites?"
_LIKED = re.compile(r"[- ](?:liked|loved)\b", re.I)  # after "best"
_LIKE_BEFORE = re.compile(r"\b(?:like|likes|liked|love|loves|loved)\s+$", re.I)  # before it
# names listed as the company's rivals ("… name <peers> as rivals")
_AS_RIVALS = re.compile(r"\bas (?:its |the company's )?(?:direct )?(?:rivals|competitors|"
                        r"peers|alternatives)\b", re.I)
_IDIOMS = re.compile(r"\b(in all|all in all|at all|first released|first invested|"
                     # ("on top of", not "at the top of" a list: check 43)
                     r"first launched|(?<!at the )top of|"
                     # "was already leading the company": running it (outside round 31); "…
                     # leading the company as chief executive" names a role (check 10)
                     r"leading (?:the|its|their) (?:company|firm|business|startup|team)(?! as\b)|"
                     # "does best when buyers compare …" for "wins when …": a condition, no rank
                     # (outside round 29)
                     r"(?:does|do|did|works?|worked|fares?|fared) best (?:when|where|if))\b",
                     re.I)
FORMER = re.compile(r"\b(former|formerly|previous(?:ly)?|ex-|resign\w*|hands? over|handover|"
                    r"step(?:s|ped|ping)? (?:down|aside|back)|left the company|"
                    r"served as|before the current|prior to|until (?:\w+ )?\d{4}|"
                    r"was (?:the )?(?:ceo|chief executive)|now serves as|"
                    r"until \d{4}|succeeded by|replaced by|depart\w*|retir\w*|predecessor|then-)",
                    re.I)
# a seat or a department an investor gives its name to, no investor ("two investor directors:
# Ibrahim Grioberg, a partner at Zevcalent Investments, and …": outside round 103)
_INVESTOR_SEAT = r"(?![- ](?:directors?|representatives?|seats?|board members?|relations)\b)"
RELATIONS = [
    # "uses" relates a company to what it uses, not "the table uses dollars"
    ("customer", r"\bcustomers?\b|\bclients?\b|\bbuyers?\b|\buses\b(?! (?:dollars|euros|"
                 r"pounds|the|a|an|its|their|figures|data)\b)|\bdeployed\b"),
    # "a partner at Piosfelle Growth" is a title at an investor, not a partnership
    # (nor is "a partnership release" a relation of the people it quotes)
    # (nor is "managing partner Marcus Walsh" one: outside round 25)
    ("partner", r"(?<!managing )(?<!general )(?<!founding )(?<!operating )(?<!senior )"
                # (nor "partner Diana Kerr at Cothrara Partners": outside round 68)
                r"(?<!venture )\bpartners?(?:ship|ed|ing)?\b(?! at\b)"
                r"(?! (?-i:[A-Z])[\w'’-]+ (?-i:[A-Z])[\w'’-]+ (?:at|of)\b)"
                r"(?! (?:release|announcement|press release|story)\b)|\balliance\b|"
                r"\bcollaborat\w+"),
    ("supplier", r"\bsuppliers?\b|\bvendors?\b|\bsupplies\b"),
    # an investor also leads a round, or a round is raised from it (outside round 16)
    # ("investor directors" sit on the board for an investor: a seat, no relation, round 103)
    ("investor", r"\binvest(?:ors?|ed|s|ing|ments?)?\b" + _INVESTOR_SEAT + r"|\bbacked by\b|"
                 r"\bbackers?\b|"
                 # "Enithix Venture Partners backs Miofyn as well" (outside round 60)
                 r"\bbacks\b(?! (?:up|out|off|away|onto|on)\b)|"
                 r"\b(?:held|holds|hold|holding) a stake\b|"
                 r"\bled the\b(?:[^.;]|\.\d){0,40}\bround\b|"
                 # "Series A funding led by Dindia Growth", "with Dindia Growth leading the
                 # round" (outside round 119)
                 r"\b(?:round|funding|financing)\b(?:[^.;]|\.\d){0,40}?\bled by\b|"
                 r"\bleading the (?:[\w-]+ ){0,2}round\b|"
                 r"\braised\b(?:[^.;]|\.\d){0,30}\bfrom\b|"
                 # "customer X joined the round through its venture arm" (outside round 43)
                 r"\b(?:joined|joins|took part in|takes part in|participated in) (?:the|its|this) "
                 r"(?:[\w-]+ ){0,2}round\b"),
    ("parent", r"\bparent\b|\bowns\b|\bowned by\b"),
    ("subsidiary", r"\bsubsidiar\w+|\bunit of\b|\bdivision of\b"),
    ("reseller", r"\bresellers?\b|\bdistributors?\b"),
]
REL_RX = [(k, re.compile(rx, re.I)) for k, rx in RELATIONS]
_CUSTOMERS_DO = re.compile(r"\bcustomers\s+(?:already\s+|still\s+|now\s+)?(?:use|rely|run|need|"
                           r"want|ask|keep|buy|prefer)\b|"
                           # what the customers have ("alongside customers' existing SCADA
                           # systems": outside round 60)
                           r"\bcustomers['’](?=\s)", re.I)
_IN_QUOTES = re.compile(r"[“\"][^”\"]{0,600}[”\"]")
# The closed world knows which side of the target each named party stands on; a party the claim
# puts on another side than the world's (an investor as a competitor, a rival as a customer) is
# an error even where the cited page names it. Competition is read here only: a page naming a
# rival in a sentence about its own customers relates nothing to the target. A lone "partner"
# is no side: it is also a title at an investor ("a partner at X").
_SIDES = {"investor": "funding.investors", "competitor": "competition.competitors",
          "customer": "customers.notable", "partner": "customers.partners"}
_SIDE_RX = [("investor", re.compile(r"\binvestors?\b" + _INVESTOR_SEAT + r"|\binvested\b|"
                                    r"\bbacked by\b|\bbackers?\b", re.I)),
            ("competitor", re.compile(r"\bcompet(?:es|ing|itors?)\b|\brivals?\b", re.I)),
            ("customer", re.compile(r"\bcustomers?\b|\bclients?\b", re.I)),
            ("partner", re.compile(r"\bpartner(?:s|ed|ing|ship)? with\b|\bpartnerships?\b|"
                                   r"\bas (?:a|an|its) (?:\w+ )?partner\b|"
                                   r"\bagreements?\b|\balliance\b|\bresell\w*|\breseller",
                                   re.I))]
# What one party did to another: a deal, a suit, a stake, a move between companies. A claim that
# relates names so must find the relation on one cited sentence that holds its other names, not
# the names scattered over the cited pages (EA03-REL).
ACTS = [
    # not goods "are bought by operations managers" (outside round 34), as "are sold" is none
    ("acquire", r"\bacqui(?:re|res|red|ring|sitions?)\b|(?<!is )(?<!are )\bbought\b|"
                r"\btakeover\b|\bbuy-?outs?\b|"
                # "the purchase of Fuvnis Data closed" (check 26), not "purchase orders"
                r"\bpurchase of (?-i:[A-Z])|"
                r"\btook over\b(?! (?:from|as|the role))|"
                # "Kaerova Data became a wholly owned Graium Technologies unit" (check 44)
                r"\b(?:wholly|majority|fully)[- ]owned (?:[\w&-]+ ){0,4}(?:unit|division|arm|"
                r"subsidiary)\b|\b(?:became|becomes|is now) (?:a|an) (?:unit|division|arm|"
                r"subsidiary) of\b"),
    ("merge", r"\bmerg(?:e|es|ed|ing|er|ers)\b"),
    ("sue", r"\bsu(?:e|es|ed|ing)\b|\blawsuits?\b|\blitigation\b|\binfring\w*"),
    # "has held a stake since the Seed round" is an investor's holding, read as one (outside
    # round 22); taking, buying or selling a stake is a deal
    ("stake", r"(?<!held a )(?<!holds a )(?<!hold a )(?<!holding a )\bstakes?\b"),
    # not "is sold as a service", "tooling sold mainly to engineering teams"
    # nor "has sold the X platform since 2013" (selling goods for years, outside round 20)
    # nor "the full line-up sold today" (goods on sale: outside round 30)
    ("sell", r"(?<!is )(?<!are )\bsold\b(?! as\b)(?!\s+(?:today|now|currently|at present|"
             r"worldwide|globally)\b)(?!\s+(?:mainly |mostly |primarily |chiefly |"
             r"largely |directly )?(?:to|through|via)\s+[a-z])(?![^.;]{0,60}\b(?:since|for "
             r"\d+ years)\b)|\bdivest\w*"),
    # a company run, not a function ("most recently headed site inspections")
    ("run", r"\b(?:ran|headed)\b(?= (?:the |its )?(?-i:[A-Z]))"),
    # not a round that "left it valued at" a figure, nor a figure "left undisclosed" (outside
    # round 50): what an event left something as, no departure
    ("leave", r"\bleft\b(?!\s+(?:(?:it|them|(?:the|its) (?:company|firm|startup|business))\s+)?"
              r"(?:valued|worth|with|holding|unchanged|undisclosed|unnamed|blank|open)\b)"
              r"|\bdeparted\b|\bquit\b"),
    # a firm that "joined as a customer" took a part, a relation read as one (outside round
    # 30: "Signed Virbent Plastics as a customer")
    ("join", r"\bjoin(?:s|ed|ing)?\b(?! by)(?! as (?:a |an )?(?:customer|client|user|buyer|"
             r"partner|member|reseller|distributor|supplier)s?\b)"),
    ("end", r"\bended\b|\bcancel\w*|\bterminat\w*|\bdropped\b|\bchurn\w*"),
]
ACT_RX = [(k, re.compile(rx, re.I)) for k, rx in ACTS]
PTYPES = [
    ("software", r"\bsoftware\b|\bsaas\b|\bplatform\b|\bapp(?:lication)?s?\b|\bapi\b|\bcloud\b"),
    ("hardware", r"\bhardware\b|\bdevices?\b|\bsensors?\b|\brobots?\b|\bchips?\b|\bmachines?\b"),
    ("service", r"\bservices?\b|\bconsulting\b|\bmanaged (?:services?|offering)\b|"
                r"\boutsourc\w+"),
    ("marketplace", r"\bmarketplace\b|\bexchange\b"),
]
# in a claim, a type word naming the people who work on it is no product's type ("they include
# platform teams", "customer service teams": outside round 76); a page's are read wide
_PEOPLE_AFTER = (r"(?!(?:\s+[\w-]+)?\s+(?:teams?|engineers?|engineering|groups?|leads?|owners?|"
                 r"staff|managers?|architects?|operators?|departments?|professionals?)\b)")
PTYPE_RX = [(k, re.compile(rx, re.I)) for k, rx in PTYPES]
# what a product works with is not what it is ("a vision system … designed to work with
# customers' existing legacy robot cells": outside round 107)
_WORKS_WITH = re.compile(r"\b(?:works?|working|integrat(?:es|ed|ing)|connect(?:s|ed|ing)?|"
                         r"plugs?|runs?|sits?)\s+(?:with|alongside|into|on|inside|beside)\b"
                         r"[^,;.]{0,60}", re.I)
CLAIM_PTYPE_RX = [(k, re.compile(rf"(?:{rx}){_PEOPLE_AFTER}", re.I)) for k, rx in PTYPES]
FLOW = re.compile(r"(?P<a>[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,3})\s+(?P<verb>acquired|bought|"
                  r"invested in|paid|purchased|funded|backed|took over)\s+"
                  r"(?P<b>[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,3})")
PASSIVE = re.compile(r"(?P<b>[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,3})\s+(?:was|were|has been)\s+"
                     r"(?P<verb>acquired|bought|funded|backed|purchased|taken over)\s+by\s+"
                     r"(?P<a>[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,3})")
# Company-status events, each with its vocabulary: a claim that reports one (going public,
# insolvency, layoffs) although no cited excerpt mentions any event of that kind attributes an
# event the excerpts do not report (EA03-EVENT), whatever else it shares with them.
STATUS_EVENTS = [
    ("listing", r"\bipos?\b|initial public offering|\bgo(?:es|ing)? public\b|\bwent public\b|"
                r"\b(?:stock|public|securities) (?:exchange|market)\b|\blist(?:s|ed|ing)? "
                r"(?:its |their |the company's )?shares\b|\bflotation\b|"
                r"\bfloat(?:s|ed)? (?:its |their )?shares\b|"
                # a listing on a market, not one on a job board ("a TalentBoard listing
                # posted on 30 October": outside round 14)
                r"\b(?:stock|share|public|market|exchange) listings?\b|"
                r"\blistings? (?:on|in) (?:the )?(?:[A-Z][\w&.-]* )*(?:stock )?"
                r"(?:exchanges?|markets?|Nasdaq|NYSE)\b|"
                r"\b(?:a|an|the|its|their) (?:planned |possible |potential |future |eventual )?"
                r"listings? (?:could|would|may|might|is|was|in|by|as early|of (?:its|their|the|"
                r"(?-i:[A-Z])))"),
    ("insolvency", r"\bbankrupt\w*|\binsolven\w*|\bliquidat\w*|\breceivership\b|"
                   r"\bceased (?:operations|trading)\b"),
    ("layoffs", r"\blay-?offs?\b|\blaid off\b|\bjob cuts\b|\bredundanc\w*"),
]
STATUS_EVENT_RX = [(k, re.compile(rx, re.I)) for k, rx in STATUS_EVENTS]
EVENT_WORDS = re.compile(r"\b(launch\w*|acquir\w*|partner\w*|appoint\w*|hired|named|rais\w*|"
                         r"wholly[- ]owned|subsidiary|"
                         r"opened|expan\w*|released|announced|unveil\w*|signed)\b", re.I)
# a conclusion drawn from what the sentence joins (a cause, a consequence): where two pages can
# be bridged into what neither says. Sentences that set two sources' figures side by side ("X
# gives 239, which matches Y") or in time ("after its Series C") conclude nothing.
# ("so that figure is dated" concludes nothing: outside round 41)
LINK = re.compile(r"\b(resulting in|as a result|because|thanks to|making it|"
                  r"so that(?! (?:figure|valuation|number|amount|total|value|estimate|round|count|"
                  r"date|year)\b)|therefore|"
                  r"due to|which (?:made|makes|means)|leading to|led to)\b", re.I)
UNIT = re.compile(r"^\s*(?:full-time\s+)?(employees|staff|people|customers|clients|users|"
                  r"offices|countries|locations|stores|units|engineers|members|partners)\b", re.I)
# What a money or percent figure measures. A figure the excerpts give as one measure (a round's
# amount, the market's CAGR) stated as another (revenue, its growth) is misread (EA03-NUM).
MEASURES = [
    ("revenue", r"\brevenues?\b|\bsales\b|\bturnover\b|\barr\b|\brecurring\b|\bbook(?:ed|ings)\b|"
                r"\bearn\w*|\bincome\b"),
    # measures no page of the world states: a figure given as one is another measure's
    # (attack round 9: a round's amount as R&D spend, the market's CAGR as a gross margin)
    ("r&d", r"\bresearch and development\b|\br ?& ?d\b"),
    ("margin", r"\bmargins?\b|\bebitda\b"),
    # (lower-case "capital": "Capital Courier" is a publication, outside round 81)
    ("funding", r"\brais\w*|\bfund\w*|\brounds?\b|\bseries [a-h]\b|\bseed\b|\binvest\w*|"
                r"\bfinanc\w*|(?-i:\bcapital\b)|\bbacked\b|\bdebt\b|\btook in\b|\bsecured\b|"
                r"\bclosed\b"),
    ("valuation", r"\bvalu\w*|\bworth\b|\b(?:post|pre)-money\b"),
    ("market", r"\bmarkets?\b|\btam\b|\baddressable\b|\bcagr\b|\bcompound\b|\bindustry\b|"
               r"\bsector\b|\bsegment\b"),
    # a headcount's growth is no market's: "headcount grew by <the market's CAGR>"
    ("headcount", r"\bheadcounts?\b|\bemploy\w*|\bstaff\w*|\bworkforces?\b"),
]
MEASURE_RX = [(k, re.compile(rx, re.I)) for k, rx in MEASURES]
UNSTATED_MEASURES = frozenset({"r&d", "margin"})
# What a count measures, and what a year dates: the same reading for plain numbers and years. A
# count the excerpts give as one thing (a headcount, a number of rounds) stated as another
# (customers, countries), or a year they give to one event (the founding, a launch) given to
# another (a first office, the first profitable year), is misread (EA03-NUM).
COUNTS = [
    ("headcount", r"\bemploy\w*|\bstaff\w*|\bheadcounts?\b|\bworkforces?\b|\bpeople\b|\bteams?\b|"
                  r"\bpersonnel\b|\bengineers\b|\bfull-time\b|\bof us\b"),
    ("customers", r"\bcustomers?\b|\bclients?\b|\busers?\b|\bsubscribers?\b|\baccounts?\b|"
                  r"\bbuyers?\b"),
    ("places", r"\bcountr(?:y|ies)\b|\bnations?\b|\bcities\b|\bregions?\b|\bterritories\b|"
               r"\bcontinents?\b|\boffices?\b|\blocations?\b|\bbranches\b|\bsites\b"),
    ("rounds", r"\brounds?\b|\bseries\b|\btranches?\b"),
    ("patents", r"\bpatents?\b|\btrademarks?\b"),
    ("integrations", r"\bintegrations?\b|\bconnectors?\b|\bplug-?ins?\b|\bapis?\b"),
    ("investors", r"\binvestors?\b|\bbackers?\b|\bshareholders?\b"),
    ("partners", r"\bpartners?\b|\bpartnerships?\b|\balliances?\b"),
    ("rank", r"\branks?\b|\branked\b|\branking\b|\bposition\b|\bnumber\b|\bplace\b"),
]
YEAR_EVENTS = [
    ("founded", r"\bfound(?:ed|ing|ation)\b|\bestablish\w*|\bincorporat\w*|\bformed\b|"
                r"\binception\b|\bco-?found\w*|\bdat(?:es|ing) (?:back )?to\b|\borigins?\b|"
                r"\bset (?:it |the company )?up\b|"
                # "A and B started Acme in 2015", "Acme, started in 2017", not "started
                # selling in 2016"
                # ("A and B started it in 2018": outside round 40)
                r"\bstart(?:ed|ing) (?:it|the company|the business|in|by|(?-i:[A-Z]\w+))\b"),
    # a "press release" is a document, no product's release (a newsroom line "Nov 23, 2023 —
    # Announced a partnership … [Press release]": outside round 20)
    # (nor "funding releases": the documents a year is repeated in, outside round 40)
    ("launch", r"\blaunch\w*|(?<!press )(?<!news )(?<!funding )\breleas\w*|\bintroduc\w*|"
               r"\bunveil\w*|\bdebut\w*|\brolled out\b|\bshipped\b|\bgeneral availability\b|"
               # a product "sold since 2013" has been on sale since its launch (outside round 55)
               r"\b(?:sold|offered|marketed|available)\b(?=[^.;]{0,40}\bsince\b)"),
    ("office", r"\boffices?\b|\bopened\b|\bexpan\w*|\bentered\b"),
    ("profit", r"\bprofit\w*|\bbreak-?even\b|\bbreakeven\b"),
    ("first customer", r"\bfirst (?:\w+ )?(?:customers?|clients?|contracts?)\b"),
    ("funding", dict(MEASURES)["funding"]),
    ("deal", r"\bacqui\w*|\bmerg\w*|\bbought\b"),
    # a stock listing, not a name in a list ("the only board member listed": outside round 38)
    ("listing", r"\bipo\b|\blisted (?:on|its shares)\b|\b(?:publicly|newly) listed\b|"
                r"\bwent public\b"),
]
COUNT_RX = [(k, re.compile(rx, re.I)) for k, rx in COUNTS]
# a sentence that opens on a year ("In 2016, …", "As of March 2019, …"), and a page's present
_YEAR_OPENING = re.compile(r"\s*(?:In|By|As of|At the end of|During|Back in)\s+(?:(?:early|late|"
                           r"mid-?)\s*)?(?:[A-Z][a-z]+\s+)?((?:19|20)\d\d)\b")
_PRESENT = re.compile(r"\b(?:now|today|currently|at present|these days)\b", re.I)
# a claim's count of institutions is one of customers (attack round 9: a headcount given as
# school districts); read in claims only, since pages name their buyers ("software for
# hospitals and clinics") beside counts of anything
CLAIM_COUNT_RX = [(k, re.compile(rx.pattern + r"|\bschools?\b|\bdistricts?\b|\bhospitals?\b|"
                                  r"\bclinics?\b|\buniversit(?:y|ies)\b|\bcolleges?\b|"
                                  r"\binsurers?\b|\bretailers?\b", re.I)
                   if k == "customers" else rx) for k, rx in COUNT_RX]
YEAR_EVENT_RX = [(k, re.compile(rx, re.I)) for k, rx in YEAR_EVENTS]
# an investor firm's name says no funding ("… alongside Caroline Syndley of Stixelle
# Investments": outside round 41)
# (nor do the documents about funding: "Its funding releases and news coverage give the same
# 2016 start", outside round 43)
_FIRM_NAME = re.compile(r"\b(?:[A-Z][\w&'’.-]*\s+)+(?:Investments?|Capital|Ventures|Partners|"
                        r"Funds?|Growth|Equity|Holdings)\b|"
                        r"(?i:\b(?:funding|financing|fundraising) (?:releases?|announcements?|"
                        r"news|coverage)\b)")
# (a relative clause too: "… founded in 2013, whose flagship … dates from 2014", outside round 97)
_YEAR_CLAUSE_BREAK = re.compile(r",\s+(?:and|while|whereas|but|whose|which)\s+|;\s+|\s+[—–]\s+")


@text_memo
def _sentences(text: str) -> tuple[str, ...]:
    return tuple(s for s in _SENT.split(text) if s.strip())


@text_memo
def _padded_norm(text: str) -> str:
    """' ' + norm_text(text) + ' ', for whole-word containment tests."""
    return f" {V.norm_text(text)} "


@text_memo
def _year_strings(text: str) -> frozenset[str]:
    return frozenset(V._YEAR.findall(text))


@text_memo
def _date_list(text: str) -> tuple[V.Date, ...]:
    return tuple(V.date_mentions(text))


@memo("rollout", 65536)
def _date_iso_str(text: str) -> str | None:
    d = V.parse_date(text)
    return d.iso() if d else None


def _date_iso(value: Any) -> str | None:
    if isinstance(value, str):
        return _date_iso_str(value)
    d = V.parse_date(value)
    return d.iso() if d else None


_KINDS_MEMO: dict[int, Any] = {}


# when a source said it ("the USD 33.1 million Orimkrane reported in September 2025":
# outside round 64): the source's date, no event of the subject
_REPORTED_IN = (r"\b(?:reported|published|said|wrote|estimated|listed|noted|stated|put it)\s+"
                r"(?:in|on)\s+(?:[\w-]+\s+){0,2}"
                # a figure dated by its source: "Kraemex Commerce's funding figure dates from May
                # 2025 and predates its July 2026 Series B" (outside round 131)
                r"|\b(?:figures?|totals?|estimates?|numbers?|counts?|data|values?|profiles?)\s+"
                r"(?:dates?|dated|dating)\s+(?:from|to|back to)\s+(?:[\w-]+\s+){0,2}")


def _sums_the_rest(val: float, cur: str | None, prec: Any, c_nums: list) -> bool:
    """Whether a money figure is the sum of two or more money figures in its currency written
    right before it or right after it in the claim (its parts, listed beside it)."""
    money = [e for e in c_nums if e[3] and (e[2] or cur) == (cur or e[2])]
    at = next((i for i, e in enumerate(money) if e[0] == val), None)
    if at is None:
        return False
    runs = [money[:at][::-1], money[at + 1:]]
    return any(V.agrees(val, sum(e[0] for e in run[:k]), prec)
               for run in runs for k in range(2, len(run) + 1))


def _kinds(rx_list: list[tuple[str, re.Pattern[str]]], text: str) -> frozenset[str]:
    memo = _KINDS_MEMO.get(id(rx_list))
    if memo is None:  # one memo per cue list (module constants)
        memo = _KINDS_MEMO.setdefault(id(rx_list), text_memo(
            lambda t: frozenset(k for k, rx in rx_list if rx.search(t))))
    return memo(text)


# a day of a month without its year ("on 4 September", "September 4th"): a date, no count
_MONTHS = rf"(?:{V._MONTH_NAME_TREE})\b"
_DAY_MONTH = re.compile(rf"\b\d{{1,2}}(?:st|nd|rd|th)?\s+{_MONTHS}|\b{_MONTHS}\.?\s+"
                        r"\d{1,2}(?:st|nd|rd|th)?\b(?![\d,.]*\d)", re.I)


@text_memo
def _numbers(text: str) -> tuple[tuple[float, float, str | None, bool], ...]:
    """(value, precision, currency or None, is_money) for every number of a text."""
    if not V._DIGIT.search(text):
        return ()  # every number, money and date pattern needs a digit
    out: list[tuple[float, float, str | None, bool]] = []
    mentions, spans = V.money_scan(text)
    money_spans = list(spans)
    for mny in mentions:
        out.append((mny.amount, mny.precision, mny.currency, True))
    money_spans.extend(V.date_scan(text)[1])  # days and months: not numbers
    money_spans.extend(m.span() for m in _DAY_MONTH.finditer(text))  # "on 4 September"
    inside = V.span_test(money_spans)
    for m in V._PLAIN_NUM.finditer(text):
        if inside(m.start()):
            continue
        raw = m.group("num")
        if raw.isdigit() and len(raw) == 4 and 1800 <= int(raw) <= 2100 and not m.group("scale"):
            continue  # a year
        sc = V._scale(m.group("scale"))
        out.append((V._to_float(raw) * sc, V._half_ulp(raw, sc), None, False))
    return tuple(out)


def _unit_after(text: str, value: float) -> str | None:
    for m in V._PLAIN_NUM.finditer(text):
        try:
            v = V._to_float(m.group("num")) * V._scale(m.group("scale"))
        except ValueError:
            continue
        if V.agrees(v, value):
            u = UNIT.match(text[m.end():])
            if u:
                return u.group(1).lower()
    return None


def _host(url: str) -> str:
    from rubric.urls import url_host

    return url_host(url if "://" in url else f"http://{url}").removeprefix("www.")



def _partial_list(older: Any, newer: Any) -> bool:
    """Whether `newer` is a list that does not replace the list `older`: a page naming some of
    a company's investors or rivals is not a newer value of the whole list. Only a strict
    superset (the older list, plus members added since) supersedes it."""
    if not isinstance(newer, list | tuple) or not isinstance(older, list | tuple):
        return False
    return not {V.norm_text(x) for x in newer} > {V.norm_text(x) for x in older}


class _PerThread:
    """An attribute of the judge kept per thread (in its `_claim`, a `threading.local`), with a
    default for a thread that has set none."""

    def __init__(self, default: Any) -> None:
        self.default = default

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, judge: Any, owner: type | None = None) -> Any:
        return self if judge is None else getattr(judge._claim, self.name, self.default)

    def __set__(self, judge: Any, value: Any) -> None:
        setattr(judge._claim, self.name, value)


# each group a claim may say something is missing from → its words in a cited sentence
_GROUPS = {r"(?:co-?)?founders?": r"\b(?:co-?)?found(?:er|ers|ed|ing)\b",
           r"executives?": r"\bexecutive|\bchief\b|\bofficer\b|\b(?:ceo|cto|cfo|coo)\b",
           r"investors?|backers?": r"\binvest\w*|\bback(?:er|ers|ed)\b",
           r"board": r"\bboard\b", r"partners?": r"\bpartner",
           r"customers?|clients?": r"\bcustomer|\bclient",
           r"competitors?|rivals?": r"\bcompetit|\brival"}
_GROUP_WORDS = {f"g{i}": re.compile(words, re.I) for i, words in enumerate(_GROUPS.values())}
# "X does not appear among the executives on the leadership page": a statement of what a page
# lists, true unless a cited sentence names X in that group (outside round 102; "does not
# appear among the company's founders" for a founder the page names is a denial: check 34)
_NOT_AMONG = re.compile(r"(?:\b(?:not|never|n['’]t)\s+(?:\w+\s+){0,2}?(?:appear|feature|figure|"
                        r"listed|included|named|mentioned)(?:s|ed|d)?\s+(?:on|in|among|as)|"
                        # "is missing from the company's list of partners" (check 35)
                        r"\b(?:missing|absent|omitted|left off|left out)\s+(?:from|of))"
                        r"\s+(?:[\w'’-]+\s+){0,4}?(?:"
                        + "|".join(f"(?P<g{i}>{group})" for i, group in enumerate(_GROUPS)) +
                        r")\b(?!\s+(?:pages?|lists?|sections?|(?:web)?sites?|teams?)\b)", re.I)


_ONE_PAGE = re.compile(r"\b(?:pages?|(?:web)?sites?|current|latest|newest|now|today)\b", re.I)


def _left_off(claim: str, names: list[str], ev_sents: Any, several: bool) -> str | None:
    """Whether a claim that something does not appear in a page's group (`_NOT_AMONG`) is
    contradicted by a cited sentence naming it in that group; one naming the page it means
    ("… on the current leadership page") is read so only where it cites that one page."""
    m = _NOT_AMONG.search(claim)
    if m is None or (several and _ONE_PAGE.search(claim, m.end())):
        return None  # one page of several cited: which, the judge cannot tell
    group = m.group(m.lastgroup or "")
    rx = _GROUP_WORDS[m.lastgroup or ""]
    clause = re.split(r"[;,]\s", claim[:m.start()])[-1]  # "…; she does not appear": no name
    for name in (n for n in names if n in clause):
        norm = f" {V.norm_text(name)} "
        if any(norm in f" {V.norm_text(s)} " and rx.search(s) for s in ev_sents):
            return f"the excerpt names {name} among its {group.lower()}"
    return None


class OfflineJudge:
    """Deterministic Tier-B judge. `world`: the task's world spec ({"seed", "companies"}) to use
    the assertion index of cited closed-world documents; None tries the default world."""

    name = NAME
    reads_every_claim = True  # deterministic and cheap: no per-rollout claim budget

    def __init__(self, world: dict[str, Any] | None = None, use_world: bool = True) -> None:
        self.cost = {"calls": 0, "prompt_tokens": 0, "completion_tokens": 0, "seconds": 0.0}
        # the claim being judged, per thread: one judge scores concurrent rollouts, each in a
        # thread of its own (`asyncio.to_thread`), and one rollout's company must not become
        # another's mid-claim (a run scored the oracle's own product as "another company's")
        self._claim = threading.local()
        self._world = world
        self._use_world = use_world

    # the claim's company names, company and world record, each the judging thread's own
    _known = _PerThread(frozenset())  # the world's company names (set by `judge_one`)
    _target = _PerThread("")  # the task's company name
    _company = _PerThread(None)  # the world's record of it, inside the closed world

    def _index(self, case: ClaimCase) -> Any:
        """The closed world of the case (its own spec, else the judge's, else the default)."""
        if not self._use_world:
            return None
        from rubric.world_index import world_index

        spec = case.world or self._world
        widx, _ = world_index({"world": spec} if spec else {})
        return widx

    def judge(self, cases: list[ClaimCase]) -> list[ClaimVerdict | None]:
        import time

        t0 = time.perf_counter()
        out: list[ClaimVerdict | None] = []
        for case in cases:
            try:
                out.append(self.judge_one(case))
            except Exception:  # noqa: BLE001 - an unreadable case abstains
                out.append(None)
        self.cost["calls"] += 1 if cases else 0
        self.cost["seconds"] += time.perf_counter() - t0
        return out

    # ---- one claim ----------------------------------------------------------------------
    def judge_one(self, case: ClaimCase) -> ClaimVerdict | None:
        claim = without_references(case.claim, case.refers_back) if case.refers_back \
            else case.claim
        pairs = respectively(claim) if "espectively" in claim else []
        if pairs:  # "A and B launched in 2016 and 2019, respectively": each pair a claim
            return _merged([self.judge_one(case.model_copy(update={"claim": p}))
                            for p in pairs])
        # a claim citing dozens of pages is spam (Tier A scores it); judging reads the first few
        ev_text = "\n".join(e.text for e in case.evidence[:MAX_EVIDENCE])
        modes: dict[str, str] = {}
        if not ev_text.strip():
            return None  # nothing to judge by: abstain
        texts = [e.text for e in case.evidence[:MAX_EVIDENCE]]
        ev_sents = _joined_sentences(texts, ev_text)
        widx = self._index(case)
        company = widx.company_at(str(case.target.get("website") or "")) if widx else None
        c_nums = _numbers(V.without_shown_sums(claim))
        e_nums = _joined_numbers(texts, ev_text)
        self._known = widx.names if widx is not None else frozenset()
        names = _claim_names(claim, case.target.get("name", ""), self._known)
        self._target = case.target.get("name", "")
        self._company = company
        reading = read_claim(claim, str(case.target.get("name") or ""), self._known)
        if reading.subject is None and case.subject:  # carried over from the sentence before
            reading = dataclasses.replace(reading, subject=case.subject)
        # evidence sentences that share a key value with the claim: where the claim comes from
        shares_key = _key_matcher(claim, c_nums, names)
        anchors = [s for s in ev_sents if shares_key(s)]
        anchor_text = " ".join(anchors)

        # a total's parts may sit on more cited pages than a claim is read by (a table row
        # cites each round's page): the sum reads them all
        self._numbers_check(claim, c_nums, e_nums, ev_text, modes,
                            [e.text for e in case.evidence])
        hearsay = HEARSAY.search(claim)
        if hearsay and hearsay.group(0).lower() == "could be" and \
                _REPORTED.search(claim, 0, hearsay.start()) and _CAN_BE.search(ev_text):
            hearsay = None  # "the company said Tower could be set up": its "can be", reported
        if hearsay and not HEARSAY.search(ev_text) and \
                not any(modality(s) in _HEDGED for s in ev_sents):
            modes["EA03-VOICE"] = (f"'{hearsay.group(0)}' voices a view no cited excerpt "
                                   "reports")
        plain = _IDIOMS.sub(" ", claim)
        for cue, mode_id in ((RANK, "EA03-RANK"), (SCOPE, "EA03-SCOPE")):
            for m in cue.finditer(plain):
                word = m.group(0).lower()
                if word == "all" and _COUNTED_BEFORE.search(plain, 0, m.start()):
                    continue  # "four funding rounds, all in US dollars": the four, counted
                if word == "first among" and _SOURCE_ORDER.search(plain, 0, m.start()) and \
                        not _RANK_BASIS.match(plain, m.end()):
                    continue  # "the report profiles Thysum Cyber first among the vendors it
                    # covers" (outside round 109): the page's order, no rank
                # "the most common" is said by "our most common competitor" too, and by
                # "Hiorkkrix Labs' most common rival" (outside round 18)
                said = _SAME_SCOPE.get(word, re.escape(word).replace(
                    r"the\ most\ ", r"(?:the|our|its|their|his|her|\w+['’]s?)\ most\ ", 1))
                # "the most frequent alternative" for "our most common competitor" (outside
                # round 32)
                if _OFTEN.search(said):  # "the usual rival" is the most common one (outside
                    said = _OFTEN.sub(r"(?:frequent|common|usual|typical)", said) + (  # round 39)
                        r"|(?:the|our|its|their|his|her|\w+['’]s?)\ (?:usual|typical)")
                # "its most popular features" for the parts "users like most" (outside round
                # 37); "best-liked" for them too (outside round 44)
                # ("the features treasury analysts like best" for their "like most": outside
                # round 90)
                if word.endswith("popular") or (word == "best" and (
                        _LIKED.match(plain, m.end()) or _LIKE_BEFORE.search(plain, 0, m.start()))):
                    said += _LIKED_MOST
                # "the leading vendor" ranks one first; "the leading vendors include …" does not
                # (check 35)
                if cue is RANK and _ONE_RANKED.match(plain, m.end()) and \
                        plain[:m.start()].lower().endswith("the "):
                    said = rf"(?:{said})\s+(?:[\w-]+\s+){{0,2}}?(?:{_RANKED_NOUNS})(?!s)"
                if not re.search(rf"\b(?:{said})\b", ev_text, re.I):
                    modes[mode_id] = f"'{word}' is not in the excerpts"
                    break
                # "one of the leading vendors" places the company among them: a cited sentence
                # must rank it so, naming it, not a page's "the leading vendors" alone (check 38)
                if cue is RANK and _AMONG.search(plain, 0, m.start()) and not any(
                        re.search(rf"\b(?:{said})\b", str(sent), re.I) and _names_company(
                            str(sent), reading.subject or case.target.get("name", ""))
                        for sent in ev_sents):
                    modes[mode_id] = f"no cited sentence places the company among the '{word}'"
                    break
        if anchors:
            # (a claim that someone commented, saying nothing of what, reports the remark, not
            # its content: "Adrian Ashworth commented on the deal" for a quote whose words plan
            # — outside round 21)
            # (the sentences it comes from are those of its people, not of the firm a title
            # names: "Mamora Growth partner Harriet Thornton joined the board" for a board seat
            # the release plans, check 43)
            said_of = _without_posts(claim, str(self._target or ""))
            if said_of != claim:
                key = _key_matcher(said_of, c_nums, [n for n in names if n in said_of])
                anchors_of = [s for s in anchors if key(s)] or anchors
            else:
                key, anchors_of = shares_key, anchors
            if reading.modality in ("reported", "denied") and \
                    not _COMMENTED.search(claim) and \
                    all(modality_for(s, key) in _HEDGED for s in anchors_of):
                modes["EA03-VOICE"] = (f"the excerpt gives it as {modality(anchors[0])}, the "
                                       "claim states it as fact")
            c_up, c_down = _directions(claim)
            if c_up != c_down:  # one direction said: read the excerpts' (a long text) only then
                # the direction of the claim's figures is the one said beside them: with figures,
                # only the sentences holding one of them ("847 in March 2026, up from 486 at the
                # Series E" against "now has a staff of 486", not a sentence sharing a round's
                # name that "cuts" a cost: outside round 19)
                figures = [(v, p) for v, p, _, _ in c_nums if not 1900 <= v <= 2100]
                moved = [s for s in anchors if any(V.agrees(v, e[0], p) for v, p in figures
                                                  for e in _numbers(s))] if figures else anchors
                a_up, a_down = _directions(" ".join(moved))
                if (c_up and a_down and not a_up) or (c_down and a_up and not a_down):
                    modes["EA03-DIRECTION"] = ("the claim reverses the excerpt's direction of "
                                               "change")
        self._said(claim, c_nums, names, anchors, ev_sents, texts, case, modes, reading)
        self._measure(claim, c_nums, ev_sents, modes)
        self._anchored_year(claim, c_nums, case.evidence[:MAX_EVIDENCE], modes)
        self._instrument(claim, c_nums, ev_text, anchors, anchor_text, modes)
        self._roles(claim, names, ev_sents, case, modes, reading)
        self._relations(claim, names, ev_sents, modes, case)
        self._affiliation(claim, case, ev_sents, modes)
        self._speaker(claim, ev_sents, modes, case)
        self._flow(claim, ev_text, texts, modes)
        self._products(claim, names, texts, anchor_text, case, modes)
        self._event(claim, ev_text, anchors, modes)
        if not reading.quoted:  # "X's profile still shows …, but the release shows …" sets
            # sources side by side: no subject's values joined across pages (outside round 17)
            self._bridge(claim, c_nums, names, case, modes)
            self._subject_values(claim, c_nums, names, texts, modes, reading, case)
            if "EA03-BRIDGE" not in modes:
                self._joint_values(claim, names, case, modes)
            if "EA03-BRIDGE" not in modes:
                self._target_borrows(claim, c_nums, case, modes, reading)
        if reading.current_target:  # only the target's current value can be stale
            self._delta(claim, c_nums, names, case, modes, widx, company, reading)
            if widx is not None and company is not None and "EA03-DELTA" not in modes:
                self._world_delta(claim, case, modes, widx, company, reading)
        self._world_checks(claim, c_nums, names, case, modes, widx, company, reading)
        if not modes:
            # supported only where the excerpts say it: a claim none of whose key values (or,
            # without any, half of whose words) the excerpts hold is neither confirmed nor
            # refuted here — the matcher abstains (a configured LLM judge decides: Cascade)
            if not anchors and not _words_on(claim, case, texts):
                return None
            return ClaimVerdict(supported=True, judge=NAME)
        return ClaimVerdict(supported=False, modes=sorted(modes),
                            reasons=[f"{k}: {v}" for k, v in sorted(modes.items())], judge=NAME)

    def _numbers_check(self, claim: str, c_nums: list, e_nums: list, ev_text: str,
                       modes: dict[str, str], texts: list[str] = ()) -> None:
        bounds = V.number_bounds(claim)  # "more than 230": a range, found as one
        # a revenue multiple is computed from its parts, and Tier A checks it so ("about 0.9
        # times revenue" is no page's 1: outside round 81)
        computed = [float(m.group(1)) for m in multiples(claim)]
        for val, prec, cur, is_money in c_nums:
            if val == 0 or (not is_money and val in computed):
                continue
            lo, hi = bounds.get(val, (None, None))
            same = [e for e in e_nums if (lo <= e[0] <= hi if lo is not None
                                          else V.agrees(val, e[0], prec))]
            if same:
                # a page giving the amount in another currency is overruled by cited parts in
                # the claim's own that add up to it (an aggregator's "dollars" for euro rounds)
                summed = states_total(claim) and money_sum_supported(
                    V.Money(val, cur, prec), [[t] for t in texts])
                if is_money and cur and all(e[2] and e[2] != cur for e in same if e[3]) and \
                        any(e[3] for e in same) and not summed:
                    modes["EA03-NUM"] = f"currency {cur} where the excerpt has {same[0][2]}"
                continue
            if is_money and states_total(claim) and money_sum_supported(
                    V.Money(val, cur, prec), [[t] for t in texts]):
                continue  # a total of amounts the excerpts state (rubric.derived)
            if is_money and _sums_the_rest(val, cur, prec, c_nums):
                continue  # "USD 1.1M, 5.4M and 24M across three rounds, for USD 30.5M": the
                # sum of the sentence's own figures, each checked itself (outside round 60)
            if not is_money and val == int(val) and any(
                    V.agrees(val, float(V.parse_number(m.group(1)) or 0))
                    for m in COUNTED.finditer(claim)) and any(
                    counts_a_list(int(val), [t]) for t in texts):
                continue  # a count of the names a page lists ("all 12 backers": round 52)
            scaled = [e for e in e_nums if e[0] and any(V.agrees(val, e[0] * f, prec)
                                                        for f in (1e3, 1e-3, 1e6, 1e-6, 100, 0.01))]
            if scaled:
                modes["EA03-NUM"] = f"{val:g} misreads the magnitude of {scaled[0][0]:g}"
                continue
            near = [e for e in e_nums if e[0] and 0.0 < abs(val - e[0]) / abs(e[0]) <= 0.35
                    and e[3] == is_money]
            if near and APPROX.search(claim):
                modes["EA03-ROUND"] = f"{val:g} approximates {near[0][0]:g} beyond its precision"
            elif not is_money:
                unit = _unit_after(claim, val)
                if unit and _unit_in(ev_text, unit):
                    modes["EA03-QTY"] = f"{val:g} {unit} where the excerpt gives another count"
                elif near:
                    modes["EA03-QTY"] = f"{val:g} where the excerpt gives {near[0][0]:g}"
            elif near:
                modes["EA03-ROUND"] = f"{val:g} does not state the excerpt's {near[0][0]:g}"

    def _said(self, claim: str, c_nums: Any, names: list[str], anchors: list[str],
              ev_sents: Any, texts: list[str], case: ClaimCase, modes: dict[str, str],
              reading: Reading) -> None:
        """What a claim says besides its key values. A claim whose only key value is its subject
        (no number, date, address or other name) is supported only when at least half of its
        content words (two or more) are on its cited pages, each as written or with another
        ending of the same stem: else it reports what no excerpt reports (EA03-EVENT). A claim
        that denies what the excerpt sentences it comes from state ("It is false that …", "was
        not founded in 2015"), none of them denying it too, reverses them (EA03-DIRECTION)."""
        target = V.name_tokens(case.target.get("name", ""))
        # "According to its own history page, …": which page says it, not what it says
        words = [w for w in content_words(_ACCORDING_TO.sub("", claim)) if w not in target]
        if not words:
            return
        # a hedge ("may hold roughly a quarter", "…, though this is not publicly confirmed") is
        # how sure the claim is, not what it says: its words do not count toward what a page
        # reports, so hedging cannot dilute an unreported claim
        said = [w for w in words if w not in _HEDGE_WORDS] or words
        # which sources say it and whether they agree ("Investor lists on directory sites match
        # these six backers": outside round 105) is not what it says
        said = [w for w in said if w not in _SOURCE_WORDS]
        norm = normalize_text(claim)  # "four hundred employees" is a number, a key value
        # (a revenue multiple is a key value, checked by computation: "trades at 20x revenue")
        keyless = not names and not c_nums and not _numbers(norm) and \
            not _year_strings(norm) and not _date_list(norm) and not _ADDRESS.search(claim) \
            and not multiples(claim)
        # a blank ("revenue is not published") claims no event: what the page leaves out; nor
        # does a sentence about the coverage itself ("Press coverage of the company names …")
        # (nor a sentence saying how the report computes its figures: outside round 49)
        if keyless and len(said) >= 2 and not reading.absent and not _ABOUT_COVERAGE.match(claim) \
                and not _OF_THIS_REPORT.search(claim) \
                and not _CITED_IN.search(claim) and not _THE_SAME.match(claim) \
                and not METHOD.search(claim):
            indices = [word_index(t) for t in texts]
            # "has disclosed five rounds" where the page gives "Number of rounds: 5"
            # (or "has disclosed six funding rounds" where a newsroom lists six rounds by type:
            # outside round 86)
            missing = [w for w in said if not any(has_word(w, ix) for ix in indices)
                       and not (w in _SMALL_NUMBERS and any(
                           _holds_count(t, _SMALL_NUMBERS[w]) or (
                               ROUND_CUE.search(claim) and rounds_named([t]) == _SMALL_NUMBERS[w])
                           for t in texts))]
            if len(missing) * 2 > len(said):
                modes["EA03-EVENT"] = ("no cited excerpt reports what the claim says (not in "
                                       f"them: {', '.join(missing[:5])})")
        # a striking act or state on a claim whose names and numbers are all on its pages
        # ("<investor> ousted <CEO>", "tripled its revenue", "became profitable", "failed to
        # close its round", "formerly known as <name>": attack round 8) must be on them too
        # (a keyless claim too: "It is profitable [n]", attack round 10)
        if reading.modality in ("reported", "planned") and not reading.quoted:
            said_acts = [m.group(1).lower().split()[0] for m in _STRIKING.finditer(claim)]
            if said_acts:
                indices = [word_index(t) for t in texts]
                unsaid = [w for w in said_acts if not any(has_word(w, ix) for ix in indices)]
                if "failed" in unsaid and _failure_said(claim, texts):
                    unsaid.remove("failed")
                # control in any of its words ("a wholly owned subsidiary", "part of X, its
                # parent company since …", "has acquired")
                if any(w in _CONTROL_WORDS for w in unsaid) and any(
                        has_word(w, ix) for w in _CONTROL_WORDS for ix in indices):
                    unsaid = [w for w in unsaid if w not in _CONTROL_WORDS]
                if unsaid:
                    modes["EA03-EVENT"] = ("no cited excerpt reports what the claim says (not "
                                           f"in them: {', '.join(unsaid[:5])})")
            if _HQ_MOVED.search(claim) and not any(_HQ_MOVED.search(s) for s in ev_sents):
                modes["EA03-EVENT"] = "no cited excerpt reports the headquarters moving"
        left_off = _left_off(claim, names, ev_sents,
                             len({e.source_id for e in case.evidence}) > 1)
        if left_off:
            modes["EA03-DIRECTION"] = left_off
            return
        if reading.modality == "absent":
            return
        if reading.modality != "denied" or SET_APART.search(claim):
            return  # "… is a different company with the same name": sets apart, denies nothing
        # where the claim comes from: the sentences holding a key value of it and those holding
        # at least half of its content words ("Krathova has said the first product did not
        # sell": her name is in the episode's introduction, the denial in her answer)
        # (of the clause that denies, where the claim joins clauses: "The report cited two
        # investors, and the company did not comment", outside round 89)
        negated = _NEGATED_ACT.search(claim)
        denying = next((c for c in COORDINATE.split(claim) if _NEGATED_ACT.search(c)), claim) \
            if negated is not None else claim
        words = [w for w in content_words(denying) if w not in target] or words
        basis = [*anchors, *(s for s in ev_sents if
                             sum(has_word(w, word_index(s)) for w in words) * 2 >= len(words))]
        # (or a page sentence that denies the same act: "records older tools cannot support"
        # for the page's "records … that older tools never supported", outside round 69)
        if negated is not None:
            basis += [s for s in ev_sents if has_word(negated.group(1).lower(), word_index(s))
                      and sum(has_word(w, word_index(s)) for w in words) * 3 >= len(words)
                      and modality(s) == "denied"]
        if basis and not any(modality(s) in ("denied", "absent") or _doubts(s, negated)
                             for s in basis):
            modes["EA03-DIRECTION"] = "the claim denies what the excerpt states"

    def _measure(self, claim: str, c_nums: Any, ev_sents: Any, modes: dict[str, str]) -> None:
        """A money or percent figure of the claim that every excerpt sentence holding it gives
        as another measure than the claim does (a round's amount as revenue, the market's CAGR
        as the company's growth) is misread (EA03-NUM). A sentence naming no measure, or the
        claim's own among others, settles nothing."""
        self._count_measure(claim, c_nums, ev_sents, modes)
        whole = _measures(claim)
        if not c_nums or not whole or _THESE_ARE.search(claim):
            return
        near = value_measures(claim, MEASURE_RX)  # what each figure measures, read next to it
        percents = [float(m.group("num").replace(",", "")) for m in V._PERCENT.finditer(claim)]
        for val, prec, _cur, is_money in c_nums:
            # a measure no page states holds the sentence's figures where none stands next
            # to it ("spends EUR 25M a year on research and development")
            c_meas = near.get(val, frozenset()) or whole & UNSTATED_MEASURES
            if not c_meas or (not is_money and not any(V.agrees(val, p) for p in percents)):
                continue
            holders = [s for s in ev_sents
                       if any(V.agrees(val, e[0], prec) for e in _numbers(s))]
            # misread when neither what stands next to it nor the sentence names the measure
            # of any holder that names one (a headline's "gets €25 million" names none)
            kinds = [k for s in holders if (k := _measures(s))]
            if kinds and all(not (k & (c_meas | whole)) for k in kinds):
                modes["EA03-NUM"] = (f"{val:g} is the excerpt's {'/'.join(sorted(kinds[0]))} "
                                     f"figure, not {'/'.join(sorted(c_meas))}")
                return

    def _anchored_year(self, claim: str, c_nums: Any, evidence: list[Any],
                       modes: dict[str, str]) -> None:
        """A count the claim dates to a past year by its opening ("In 2016, Graium had 57
        employees") that every cited page holding it gives as that page's present ("We now
        have a staff of 57", on a page of 2026), naming no such year beside it, is misread in
        time (EA03-NUM): a page's "now" is its own date (attack round 9)."""
        m = _YEAR_OPENING.match(claim)
        if m is None or len(set(V._YEAR.findall(claim))) != 1:
            return
        year = m.group(1)
        for val, prec, _cur, is_money in c_nums:
            if is_money or val == float(year):
                continue
            holders = [(e, s) for e in evidence for s in _sentences(e.text)
                       if any(V.agrees(val, x[0], prec) for x in _numbers(s) if not x[3])]
            if holders and all(_PRESENT.search(s) and year not in s and (e.date or "")[:4] > year
                               for e, s in holders):
                modes["EA03-NUM"] = f"{val:g} is the page's figure of its own date, not of {year}"
                return

    def _count_measure(self, claim: str, c_nums: Any, ev_sents: Any,
                       modes: dict[str, str]) -> None:
        """The same reading for counts and years: a plain number (no money, no percent) or a
        year of the claim that every excerpt sentence holding it gives as another count (a
        headcount as customers, rounds as countries) or to another event (the launch year as
        the first office) is misread (EA03-NUM). A sentence naming no count or event, or the
        claim's own among others, settles nothing; so does a claim naming none."""
        if not V._DIGIT.search(claim):
            return
        checks: list[tuple[float, Any, Any]] = []
        c_counts = _kinds(CLAIM_COUNT_RX, claim)
        near = value_measures(claim, CLAIM_COUNT_RX) if c_counts else {}
        if c_counts:
            percents = [float(m.group("num").replace(",", ""))
                        for m in V._PERCENT.finditer(claim)]
            checks += [(val, lambda s, v=val, p=prec: any(
                V.agrees(v, e[0], p) for e in _numbers(s) if not e[3]), COUNT_RX)
                for val, prec, _cur, is_money in c_nums
                if not is_money and not any(V.agrees(val, q) for q in percents)]
        if _kinds(YEAR_EVENT_RX, claim):
            checks += [(float(y), lambda s, y=y: y in V._YEAR.findall(s), YEAR_EVENT_RX)
                       for y in dict.fromkeys(V._YEAR.findall(claim))]
        for val, holds, rx_list in checks:
            # a count measures what stands next to it; a year, its clause's event ("X was
            # chief executive until March 2021, and the Seed's release quotes him": the year
            # is no round's, outside round 15)
            c_kinds = near.get(val, frozenset()) if rx_list is COUNT_RX else _kinds(
                rx_list, _FIRM_NAME.sub(" ", " ".join(
                    part for part in _YEAR_CLAUSE_BREAK.split(claim) if f"{val:.0f}" in part)))
            if not c_kinds:
                continue
            # misread only against both readings
            c_kinds = c_kinds | _kinds(CLAIM_COUNT_RX if rx_list is COUNT_RX else rx_list,
                                       claim if rx_list is COUNT_RX else _FIRM_NAME.sub(" ", claim))
            kinds = [_kinds(rx_list, s) for s in ev_sents if holds(s)]
            if kinds and all(k and not (k & c_kinds) for k in kinds):
                modes["EA03-NUM"] = (f"{val:g} is the excerpt's {'/'.join(sorted(kinds[0]))} "
                                     f"figure, not {'/'.join(sorted(c_kinds))}")
                return

    def _instrument(self, claim: str, c_nums: list, ev_text: str, anchors: list[str],
                    anchor_text: str, modes: dict[str, str]) -> None:
        c = _kinds(INSTRUMENT_RX, claim)
        if not c or modality(claim) == "absent":
            return  # no instrument named, or one named as having no figure ("No valuation was
            # disclosed for the Series C, so …"): nothing to contradict
        # the round a page gives the claim's amount for: a sentence holding only a year of it
        # ("Last funding round: Series B, …, 15 April 2025" for "2025 revenue") gives none
        # (outside round 68)
        money = [e for e in c_nums if e[3]]
        by_amount = [s for s in anchors if any(V.agrees(v, x[0], p) for v, p, _, _ in money
                                               for x in _numbers(s) if x[3])]
        anchor = " ".join(by_amount) if by_amount else anchor_text
        e = _kinds(INSTRUMENT_RX, anchor or ev_text)
        if c & _kinds(INSTRUMENT_RX, ev_text):
            return  # a cited page names it: a sentence listing several rounds takes each
            # figure from its own round's page, and the anchors mix them
        if c and e and not (c & e):
            modes["EA03-INSTRUMENT"] = f"{'/'.join(sorted(c))} where the excerpt says " \
                                       f"{'/'.join(sorted(e))}"

    def _roles(self, claim: str, names: list[str], ev_sents: list[str], case: ClaimCase,
               modes: dict[str, str], reading: Reading) -> None:
        """The roles a claim gives a person (a role next to the name: "A, the CEO", "CTO A")
        against those the excerpts give them: a founder called CEO is ADJROLE, a former holder
        presented as the current one INCUMBENT. A name beside no role (a product, a podcast)
        holds none."""
        claim_norm = V.norm_text(claim)
        target = V.norm_text(str(case.target.get("name") or ""))
        if not names or not (_kinds(ROLE_RX, claim) or _RUNS_THE_COMPANY.search(claim_norm)):
            return
        lone = sum(not is_company(V.norm_text(n), self._known) for n in names) == 1
        for person in names:
            pnorm = V.norm_text(person)
            if is_company(pnorm, self._known):
                continue  # "Acme Labs was started in 2019": a company's founding, no one's role
            if re.search(rf"\b(?:in|from|near)\s+{re.escape(person)}\b", claim) and \
                    not HANDOVER.search(claim_norm):  # (a post passed "from A to B" is theirs)
                continue  # a place: "is also based in Madrid, was founded in 2014"
            if re.search(rf"\b{re.escape(person)}\s+(?:company|firm|startup|vendor|business|"
                         rf"provider|specialist)\b", claim):
                continue  # a kind of company ("a Logistics company set up in 2015": round 59)
            # "A is Acme Labs' COO": the company's name may stand between the two; a role in
            # another clause is not theirs ("The sources name no previous chief executive;
            # Rosa Quaelmholm was already …": outside round 32)
            own_text = " ".join(p for p in SEMICOLON.split(claim) if person in p)
            own = V.norm_text(own_text) or claim_norm
            c_roles = {k for k, rx in ROLE_RX
                       if holds_role_in(own_text or claim, pnorm, rx,
                                        frozenset(target.split()))} | (
                {"ceo"} if _runs_the_company(own, pnorm, target) else set())
            about = [s for s in ev_sents if _name_in(person, s)]
            if c_roles & {"ceo", "cto"} and self._about_the_company(reading, case) and \
                    (other := self._anothers(pnorm, claim, case, _OFFICER_FACTS)):
                # another company's officer given a post at the company (check 11: a peer's
                # chief executive as its former one, on the peer's page that names them so)
                modes["EA03-REL"] = f"{person} is an officer of {other}, not of the company"
                continue
            if not c_roles or not about or _reports(claim, person):
                continue  # (a source that reports a role holds none: "FirmIndex … lists Zoe
                # Korkado as founder", outside round 104)
            # what the excerpts say of the person: every role of a sentence naming them (the
            # wide reading: a claim is charged only where none of them is its role)
            e_roles = set().union(*(_kinds(ROLE_RX, s) for s in about))
            # (a "former" cue in another clause is not theirs: "A was already quoted as CEO in
            # the 2010 release; the sources name no previous chief executive", check 46)
            if "ceo" in c_roles & e_roles and self._ceo_now() == pnorm and \
                    _former_about(person, own_text or claim) and \
                    not any(_former_about(person, s) for s in about):
                # the chief executive the world has now, written as a past one, where no
                # cited page says so (attack round 10: "previously served as chief executive")
                modes["EA03-INCUMBENT"] = f"{person} holds the role now"
                continue
            # in a sentence naming one person, an officer's title no sentence naming them gives
            # is charged though another of the claim's roles is theirs ("A, the co-founder and
            # chief financial officer": check 15); a sentence naming several people is read
            # wide, its roles may be any of theirs
            if c_roles & e_roles and not (lone and (c_roles & _OFFICERS) - e_roles):
                # the roles the claim gives as held now: not one it says they left ("founder A
                # stepping aside as CEO", outside round 43), read alike in the excerpts
                now = c_roles - _left_roles(person, own_text or claim)
                if reading.time == "current" and any(
                        _former_about(person, s) and
                        ((_left_roles(person, s) or _kinds(ROLE_RX, s)) & now)
                        for s in about) and \
                        not any(not _former_about(person, s) and (_kinds(ROLE_RX, s) & now)
                                for s in about):
                    modes["EA03-INCUMBENT"] = f"{person} is a former holder of the role"
                continue
            if c_roles == {"founder"}:
                # founding is told in many ways; only a founder list without them is evidence
                # (a list names people: "founded in 2009", "getting started with the team" name
                # no founder, outside round 19)
                founders_told = [s for s in ev_sents if "founder" in _kinds(ROLE_RX, s)
                                 and _FOUNDERS_NAMED.search(s)]
                if not founders_told or any(_name_in(person, s) for s in founders_told):
                    continue
            if e_roles:
                modes["EA03-ADJROLE"] = (f"{person}: {'/'.join(sorted(c_roles))} in the claim, "
                                         f"{'/'.join(sorted(e_roles))} in the excerpt")

    def _about_the_company(self, reading: Reading, case: ClaimCase) -> bool:
        """Whether the claim is the target's own, by its words and by the sentence before it
        ("In November 2024 it appointed …" after a sentence on a peer is the peer's)."""
        target = V.norm_text(str(self._target or ""))
        return reading.subject in (None, target) and \
            V.norm_text(case.subject or target) == target

    def _anothers(self, norm: str, claim: str, case: ClaimCase,
                  facts: tuple[str, ...]) -> str | None:
        """The name of the world company (not the target) whose value of one of `facts` is the
        normalized name `norm` (a person, a product), where the target's own values of those
        facts lack it and the claim does not name that company; None otherwise."""
        company = self._company
        widx = self._index(case) if company is not None else None
        if widx is None:
            return None
        if any(norm in {V.norm_text(v) for v in V.parse_list(company.truth.get(f))}
               for f in facts):
            return None
        owners = {cid for f in facts for cid in widx.owners_of(f, f"name:{norm}")}
        owners.discard(company.id)
        names = [str(o.name) for cid in sorted(owners)
                 if (o := widx.companies.get(cid)) is not None]
        # (a company named by its first word is named: "Groustpis also appointed …"; a
        # product's own name does not name its maker: "Calaxane Campus")
        rest = re.sub(re.escape(norm), " ", V.norm_text(claim))
        if not names or norm in map(V.norm_text, names) or \
                any(_name_in(n.split()[0], rest) for n in names):
            return None  # (a product named as its maker is: "Staerent Care")
        return names[0]

    def _ceo_now(self) -> str | None:
        """The normalized name of the company's chief executive in the world (None outside
        it)."""
        ceo = self._company.truth.get("leadership.ceo") if self._company is not None else None
        return V.norm_text(str(ceo)) if ceo else None

    def _affiliation(self, claim: str, case: ClaimCase, ev_sents: list[str],
                     modes: dict[str, str]) -> None:
        """A person the claim places at a firm ("Rafael Zisssen, a managing partner at Mamora
        Growth, said …") is placed there by a cited sentence naming both, or by a page of the
        firm's own naming the person (its title, or the world's record of whose page it is):
        a person the pages give another firm is misattributed (EA03-REL; a docs-only attacker,
        check 7)."""
        target = str(self._target or "")
        for m in _posts(claim):  # each of them (two people's posts in one sentence)
            person, firm = m.group("person"), m.group("firm")
            if target and (_name_in(target.split()[0], firm) or _name_in(firm, target)):
                continue  # "<person>, chief executive of <the company>": the roles check
            # (a profile's fields are its sentences: "Founded by: … Theo Selyxova Staff: 57
            # Investors: … Mamora Growth" places no founder at an investor, check 41)
            about = [f for s in ev_sents for f in _FIELD.split(s) if _name_in(person, f)]
            if not about or any(_name_in(firm, s) for s in about):
                continue
            if any(_name_in(person, ev.text) and self._own_page(case, ev, firm)
                   for ev in case.evidence[:MAX_EVIDENCE]):
                continue
            modes["EA03-REL"] = f"no cited sentence places {person} at {firm}"
            return

    def _speaker(self, claim: str, ev_sents: list[str], modes: dict[str, str],
                 case: ClaimCase) -> None:
        """Words the claim gives a person ("Hana Gomann said the team combines real knowledge
        of …") that the cited sentences holding them give another person and never this one
        are misattributed (EA03-REL; attack round 10: an investor's remark given to the chief
        executive)."""
        m = _SAID_BY.match(claim)
        if m is None:
            return
        who = m.group("who")
        if who.split()[-1] in _NOT_SURNAMES or is_company(V.norm_text(who), self._known):
            return  # a company says things on its own pages ("Thaera Systems … says …")
        if any(who.split()[0].lower() in re.split(r"[.-]", _host(e.url))
               for e in case.evidence):
            return  # so does a publication ("Northfield Business says …" of its own article:
            # outside round 78)
        words = {w for w in re.findall(r"[a-z]{4,}", m.group("what").lower())} - _COMMON_WORDS
        if len(words) < 5:
            return
        # one quote and its speaker at a time ("… said: “…” Managing partner … said: “…”")
        parts = [x for s in ev_sents for x in _AFTER_QUOTE.split(s)]
        holding = [s for s in parts
                   if len(words & set(re.findall(r"[a-z]{4,}", s.lower()))) >= 0.7 * len(words)]
        if not holding or any(_name_in(who, s) for s in holding):
            return
        # a person, not a company or a product named after one ("Thaera Acre")
        firms = {str(self._target or "").split()[0].lower()} | {k.split()[0] for k in self._known}
        others = {p for s in holding for p in _SPEAKER_NAME.findall(s)
                  if not is_company(V.norm_text(p), self._known)
                  and p.split()[0].lower() not in firms and p.split()[-1] not in _NOT_SURNAMES}
        if others:
            modes["EA03-REL"] = f"the cited page gives these words to {sorted(others)[0]}, " \
                                f"not {who}"

    def _own_page(self, case: ClaimCase, ev: Any, name: str) -> bool:
        """Whether a cited page is the named party's own: its title opens with it ("Thiovory
        Growth backs …", not "… funding led by Mamora Growth"), or the world records the page
        as that company's (a portfolio page, a newsroom)."""
        if V.norm_text(ev.text.split("\n", 1)[0]).startswith(V.norm_text(name)):
            return True
        widx = self._index(case)
        doc = widx.document(ev.url) if widx is not None else None
        owner = widx.companies.get(doc.company_id) if doc is not None and doc.company_id else None
        return owner is not None and _name_in(name, owner.name)

    def _relations(self, claim: str, names: list[str], ev_sents: list[str],
                   modes: dict[str, str], case: ClaimCase | None = None) -> None:
        self._acts(claim, names, ev_sents, modes, case)
        # a relation is said in words, not in a name ("Troulmora Partners", "Alder Capital"),
        # nor by the company's customers doing something ("alongside the SWIFT messages
        # customers already use": outside round 25)
        claim = _CUSTOMERS_DO.sub(" ", claim)
        c_rel = _kinds(REL_RX, _unnamed(claim, names))
        if not c_rel or not names:
            return
        for other in names:
            if re.search(rf"\b{re.escape(other)}(?:,\s*[A-Z][\w.]*(?:\s+[A-Z][\w.]*)*)?[- ]based\b",
                         claim):
                continue  # a place ("a Bristol-based vendor": outside round 47; "a Lyon,
                # France-based vendor": round 56)
            # and given to a name it stands next to ("the Vairkix Digital partnership"): a city
            # or a product elsewhere in the sentence is given none
            # (a person's post at a firm, "Gabriel Vrastad, a partner at Series A lead investor
            # Dindia Growth", is read by `_affiliation`: the firm's part in a round is not the
            # person's, outside round 119, nor the person's title the firm's, check 42)
            own = _without_posts(claim, str(self._target or ""), other)
            others = _unnamed(own, [n for n in names if n != other])
            if not _kinds(REL_RX, _window(others, other, names)):
                continue
            # (a name in a link's address names no party: "[Press release](https://<party>.test/…)"
            # beside another round's news, outside round 51)
            about = [s for s in ev_sents if _name_in(other, _ADDRESS.sub(" ", s))]
            # on the party's own page (its newsroom: "Signed Bolmium Credit Union as a
            # customer") a sentence naming the claim's other party speaks of the two (outside
            # round 22)
            counter = [n for n in names if n != other]
            for ev in (case.evidence[:MAX_EVIDENCE] if case is not None and counter else ()):
                if self._own_page(case, ev, other):
                    about += [x for x in _sentences(ev.text)
                              if any(_name_in(n, x) for n in counter)]
            if not about or _reports(claim, other):
                continue  # a name that reports ("Harbor Times described …") is a source
            # what a person says in quotes relates the speaker to nothing
            e_rel = set().union(*(_kinds(REL_RX, _unnamed(_IN_QUOTES.sub(" ", s), names))
                                  for s in about))
            if e_rel and not (c_rel & e_rel):
                modes["EA03-REL"] = (f"{other}: {'/'.join(sorted(c_rel))} in the claim, "
                                     f"{'/'.join(sorted(e_rel))} in the excerpt")
                return

    def _acts(self, claim: str, names: list[str], ev_sents: list[str],
              modes: dict[str, str], case: ClaimCase | None = None) -> None:
        """A claim that one party acquired, merged with, sued, holds a stake in, sold, ran,
        left, joined or ended a contract with another is supported only by a cited sentence
        holding all its names but the company's (the page about the company may call it "the
        company") and an act of the same kind ("bought" for "acquired"); names that the cited
        pages hold in separate sentences relate nothing (EA03-REL). A sentence about the lead
        investor ("A led the round") needs the excerpt not to give the lead to another name."""
        c_acts = _kinds(ACT_RX, claim)
        parties = _act_parties(claim, names) if c_acts else []
        # an investor joining a round ("with B joining") is named beside the round ("the round
        # drew A and B"), in whatever words
        joined_round = c_acts == {"join"} and ROUND_CUE.search(claim) is not None
        # (a party's own release names it once: "The investors in the round were A, B" on
        # Vrevpium's release names Vrevpium too, outside round 86)
        said = [(s, frozenset()) for s in ev_sents]
        if parties and joined_round and case is not None:
            for ev in case.evidence[:MAX_EVIDENCE]:
                mine = frozenset(n for n in parties if self._own_page(case, ev, n))
                said += [(x, mine) for x in _sentences(ev.text)] if mine else []
        if parties and not any(
                (joined_round or _kinds(ACT_RX, s) & c_acts) and
                all(n in mine or _name_in(n, s) for n in parties) for s, mine in said):
            modes["EA03-REL"] = (f"no cited sentence says {' and '.join(parties)} "
                                 f"{'/'.join(sorted(c_acts))}")
            return
        # a round's lead, not a product line's ("sells software led by TowerHub"); a sentence
        # listing several rounds' leads gives each its own round (outside round 17)
        leads = [m for m in _LED_BY.finditer(claim)
                 if ROUND_CUE.search(claim[max(0, m.start() - 60):m.start()])]
        led = _LED_CLAIM.search(claim) or _LEADING_ROUND.search(claim) or (
            _WITH_LEADING.search(claim) if ROUND_CUE.search(claim) else None) or (
            leads[0] if len(leads) == 1 else None)
        if led and names:
            said = V.norm_text(led.group(1))
            lead = next((n for n in names if V.norm_text(n) in said), None)
            given = [name for s in ev_sents for name in _leads_given(s)]
            if lead and given and not any(_name_in(lead, g + " ") or _name_in(g, lead + " ")
                                          for g in given):
                modes["EA03-REL"] = f"the excerpt gives the lead to {given[0]}, not {lead}"

    def _flow(self, claim: str, ev_text: str, texts: list[str], modes: dict[str, str]) -> None:
        pairs = _flows(claim)
        if not pairs:
            return
        e_pairs = _flows(ev_text) | _listed_investors(texts, pairs)
        for a, b in pairs:
            if (b, a) in e_pairs and (a, b) not in e_pairs:
                modes["EA03-FLOW"] = f"the excerpt has {b} → {a}, the claim {a} → {b}"

    def _products(self, claim: str, names: list[str], texts: list[str], anchor: str,
                  case: ClaimCase, modes: dict[str, str]) -> None:
        is_product = (case.section or "").startswith("Products") or \
            (case.fact_id or "").startswith("products.") or \
            re.search(r"\b(product|platform|flagship|launched|offers?|sells?|suite|line)\b",
                      claim, re.I)
        if not is_product:
            return
        ev_norm = _joined_padded_norm(texts)
        # a product is a name next to a product word ("the Acme Cloud platform", "its flagship,
        # Acme Cloud"), not every name of the sentence (a city, a company, a namesake set apart)
        products = [n for n in names if _PRODUCT_NEAR.search(_window(claim, n, names))]
        missing = [n for n in products if not _norm_in(n, ev_norm) and not all(
            _norm_in(w, ev_norm) for w in V.norm_text(n).split() if len(w) > 2)]
        if missing and not SET_APART.search(claim):
            modes["EA03-PRODUCT"] = f"{missing[0]} is not a product the excerpts give"
        c_t = _kinds(CLAIM_PTYPE_RX, _WORKS_WITH.sub(" ", claim))
        e_t = _kinds(PTYPE_RX, anchor or "")
        if c_t and e_t and not (c_t & e_t):
            modes["EA03-PRODUCT_TYPE"] = f"{'/'.join(sorted(c_t))} where the excerpt says " \
                                         f"{'/'.join(sorted(e_t))}"

    def _event(self, claim: str, ev_text: str, anchors: list[str], modes: dict[str, str]) -> None:
        claimed = _kinds(STATUS_EVENT_RX, claim)
        unreported = claimed - _kinds(STATUS_EVENT_RX, ev_text) if claimed else claimed
        if unreported:
            modes["EA03-EVENT"] = f"no cited excerpt reports a {sorted(unreported)[0]}"
            return
        c_dates = _date_list(claim)
        c_years = {int(y) for y in _year_strings(claim)}
        if not (c_dates or c_years):
            return
        if not EVENT_WORDS.search(claim):
            return
        e_dates = _date_list(ev_text)
        e_years = {int(y) for y in _year_strings(ev_text)}
        for d in c_dates:
            if d.month and not any(V.dates_match(d, x) for x in e_dates):
                if any(x.year == d.year or x.month for x in e_dates):
                    modes["EA03-EVENT"] = f"{d.iso()} is not the excerpt's date for the event"
                    return
        for y in c_years:
            if y not in e_years and e_years:
                modes["EA03-EVENT"] = f"{y} is not the excerpt's year for the event"
                return

    def _bridge(self, claim: str, c_nums: list, names: list[str], case: ClaimCase,
                modes: dict[str, str]) -> None:
        link = LINK.search(claim)
        if len(case.evidence) < 2 or link is None:
            return
        keys = [("n", v, p) for v, p, _, _ in c_nums] + [("s", n, 0.0) for n in names]
        if len(keys) < 2:
            return

        def has(ev_text: str, key: tuple[str, Any, float]) -> bool:
            if key[0] == "n":
                return any(V.agrees(key[1], e[0], key[2]) for e in _numbers(ev_text))
            return _name_in(key[1], ev_text)

        # (what the link joins ends with its clause: "because its later releases give none;
        # against 2025 revenue of USD 334.2M that is about 1.2x", outside round 108)
        after = SEMICOLON.split(claim[link.end():])[0]
        if not any(has(after, k) for k in keys) or modality(after) == "absent":
            return  # the link concludes nothing a page could state ("… and is therefore old"),
            # or a blank ("…, because its 2019, 2022 and 2024 releases state no valuation":
            # outside round 96)

        per = [{i for i, k in enumerate(keys) if has(e.text, k)} for e in case.evidence]
        union = set().union(*per)
        if len(union) == len(keys) and not any(len(s) == len(keys) for s in per) and \
                sum(1 for s in per if s) >= 2:
            modes["EA03-BRIDGE"] = "no single cited excerpt supports the combined statement"

    def _subject_values(self, claim: str, c_nums: Any, names: list[str], texts: list[str],
                        modes: dict[str, str], reading: Reading, case: ClaimCase) -> None:
        """A claim about another company or person than the target (its sentence starts with
        that name, alone) whose cited pages split it: one cited page is about the subject (the
        name in its opening), and a key value of the claim is only on cited pages that neither
        are about the subject nor hold it in the value's sentence. The value is another
        subject's, joined to this one across pages (EA03-BRIDGE): "<peer> has <the target's
        headcount> [peer page, target page]". Two halves each on a page about the subject, or a
        value in a sentence naming the subject, stay supported. A world company that is the
        claim's subject and the only company it names is checked so on any number of cited
        pages, a value in its own paragraph counting as its own."""
        if not names or (_ABOUT_COVERAGE.match(claim) and _AS_RIVALS.search(claim)):
            return  # (the rivals the coverage names, "Profiles and press coverage name <peers>
            # as rivals", are the company's list: outside round 32)
        subject = reading.subject  # a company of the world other than the target
        # a company the world knows, read as the claim's subject and the only company it names:
        # its values are checked on any number of cited pages ("<peer> is headquartered in <the
        # target's city>" citing a market report that gives the city in the target's
        # paragraph); a name the sentence only opens with, or a list's, where the pages split it
        target = str(self._target or "")
        # (a product named with the target's first word, "<Target> Tutor", names no other)
        tnorm = V.norm_text(target)
        named = {n for _, n in company_names(claim, target, self._known)
                 if n not in (None, tnorm)} if subject is not None else set()
        # a sentence carrying the subject of the one before ("Its flagship … is sold by <peer>")
        # is about that subject and the companies it names: a value is owned by any of them
        carried = subject is not None and bool(named) and PRONOUN_START.match(claim) is not None \
            and not _name_in(subject, claim)
        # (the target named only in a clause of what pages leave out is no company the claim
        # tells of: "<peer> reported 2025 revenue of EUR 30M, but none of <target>'s funding
        # releases disclosed revenue", check 38)
        named_subject = subject is not None and V.norm_text(subject) != tnorm \
            and not _name_in(target, _told_part(claim)) \
            and (carried or named == {V.norm_text(subject)})
        if len(texts) < 2 and not named_subject:
            return
        if subject is None:  # else the name the sentence opens with, unless it reports
            start = re.match(r"(?:The\s+)?", claim).end()
            rest = claim[start + len(names[0]):]
            if claim.startswith(names[0], start) and \
                    not re.match(r"\s*(?:,|and\b|&|/|\()", rest) and not _REPORTS.match(rest) \
                    and not ACTS_ON_ROUND.match(rest) and not _NAME_AS_MODIFIER.match(rest):
                subject = names[0]
        if subject is None:
            return  # the target's own values, a list, an apposition
        involved = {V.norm_text(subject), *named} if carried else {V.norm_text(subject)}
        if SET_APART.search(claim):  # "The Vienna company of the same name reported …": the
            involved.add(tnorm)  # namesake bears the company's name (outside round 35)
        if _kinds(ROLE_RX, claim) & _PERSON_ROLES and \
                not is_company(V.norm_text(subject), self._known):
            return  # a person in a role ("X had been its chief executive") has no own pages

        # whom each cited page is about: the world's own record where it has the page (a
        # profile listing rivals near its top, a market report listing vendors, is about its
        # company or about none), else the name in the page's opening
        widx = self._index(case) if named_subject else None
        owner_of: dict[str, str | None] = {}
        for ev in case.evidence[:MAX_EVIDENCE]:
            doc = widx.document(ev.url) if widx is not None else None
            if doc is not None:
                owner = widx.companies.get(doc.company_id) if doc.company_id else None
                owner_of[ev.text] = V.norm_text(owner.name) if owner is not None else ""

        def about(t: str, name: str | None = None) -> bool:
            names = involved if name is None else {company_of(V.norm_text(name), self._known)}
            owner = owner_of.get(t)
            if owner is not None:
                return owner in names
            return any(_name_in(n, t[:400]) for n in names)

        about_any = any(about(t) for t in texts)
        if not named_subject and not about_any:
            return  # no cited page about the subject: the support checks say the rest
        keys: list[tuple[str, Any]] = [("n", (v, p)) for v, p, _, _ in c_nums]
        # on pages about none of its companies, a year is the subject's only as the year of
        # one of its events ("In 2015, <peer> was founded"), not a source's ("from a May 2025
        # report", "the CEO named all four rivals in March 2026")
        widened = named_subject and not about_any
        keys += [("y", y) for y in dict.fromkeys(V._YEAR.findall(claim))
                 # (a source's date before its publisher's name too: "the June 2025 Enikium
                 # report", outside round 109)
                 if not (named_subject and (y in _source_years(claim) or
                                            re.search(_REPORTED_IN + y + r"\b", claim)))
                 and not (widened and not _kinds(YEAR_EVENT_RX, claim))
                 and not _base_year(claim, y)
                 and y not in {m.group(1) for m in _JOINED_ROUND_YEAR.finditer(claim)}]
        clauses = _clauses(claim, [*names, target] if target else names)
        # a name that reports ("Market Lantern lists …") is a source, not a value; one opening a
        # clause of its own ("…, and Isaerdrory Farms signed on …") is that clause's subject
        # (nor is a name before its possessive: "the Series C was Vryrkon Growth's first
        # investment" says what is Vryrkon's, outside round 47)
        keys += [("s", n) for n in names  # the subject's name is no value, wherever it stands
                 if V.norm_text(n) not in involved and not _reports(claim, n)
                 and not re.search(rf"\b{re.escape(n)}['’]s?\s", claim)
                 and not any(_name_in(n, _opening_name(c)) or n in _joint_subject(c, names)
                             for c in clauses[1:])]

        def has(t: str, key: tuple[str, Any]) -> bool:
            kind, v = key
            if kind == "n":
                return any(V.agrees(v[0], e[0], v[1]) for e in _numbers(t))
            if kind == "y":
                return v in V._YEAR.findall(t)
            return _name_in(v, t)

        def owners(key: tuple[str, Any]) -> set[str]:
            """The names that open the clause holding the key, or the companies of that clause
            ("A sells P, and B is built around Q": Q is B's; "A partners with B": either
            party's), or a company key itself ("Traindgrent Systems of Toronto" is Traindgrent
            Systems)."""
            own = {n for c in clauses if has(c, key) for n in [*names, target]
                   if n and n != key[1] and (_name_in(n, _told_part(c)) or _opens_with(n, c))
                   and (_opens_with(n, c) or is_company(V.norm_text(n), self._known))}
            if key[0] == "s" and is_company(V.norm_text(key[1]), self._known):
                own.add(key[1])  # a company named on its own page (a person is not a page)
            if key[0] == "n":  # "…, against Grelbant's $900,000": the possessor's value
                own |= {n for n in [*names, target] if n and _possessed_by(claim, key[1], n)}
            return {n.split(" of ")[0] for n in own}

        def owned(t: str, key: tuple[str, Any]) -> bool:
            """A page about an owner of the key, or one holding it in the paragraph of the
            name that opens the key's clause ("…, and Tildane Research Institute followed in
            March 2024" on the newsroom line "March 2024 — Signed Tildane Research Institute":
            outside round 34)."""
            opening = {n.split(" of ")[0] for c in clauses if has(c, key) for n in names
                       if n != key[1] and _name_in(n.split(" of ")[0], _opening_name(c))}
            return any(about(t, n) for n in owners(key)) or in_its_paragraph(t, opening)

        def in_its_paragraph(t: str, who: set[str] = involved) -> bool:
            """A sentence holding the key in a paragraph that names the subject (or `who`)
            before it, and no other company in between ("Brermium Systems … It is based in
            Dublin")."""
            for paragraph in t.split("\n"):
                sentences = _sentences(paragraph)
                for i, x in enumerate(sentences):
                    if not has(x, key):
                        continue
                    for y in (x, *reversed(sentences[:i])):
                        if any(_name_in(n, y) for n in who):
                            return True
                        if (target and _name_in(target, y)) or any(
                                n is not None for _, n in company_names(y, target, self._known)):
                            break
            return False

        for key in keys:
            holders = [t for t in texts if has(t, key)]
            if holders and not any(about(t) or owned(t, key) or in_its_paragraph(t)
                                   for t in holders):
                shown = key[1][0] if key[0] == "n" else key[1]
                modes["EA03-BRIDGE"] = (f"{shown if not isinstance(shown, float) else f'{shown:g}'}"
                                        f" is on a cited page about another subject, not "
                                        f"{subject}")
                return

    def _joint_values(self, claim: str, names: list[str], case: ClaimCase,
                      modes: dict[str, str]) -> None:
        """A clause whose subject is world companies joined by "and" gives its values to each
        of them: each needs a cited page about it holding the value, or holding it in a
        paragraph that names it ("Brermium Systems also competes with Graium Technologies
        [24], Mealent Labs and Pristic Systems are based in Berlin [83]" on Mealent's page
        alone gives Pristic a city: check 39). A company's page is the world's record of it,
        else a page whose opening names it."""
        if " and " not in claim:
            return
        target = str(self._target or "")
        widx = self._index(case)
        everyone = [*names, target] if target else names
        for clause in _clauses(claim, everyone):
            # (the company itself may be one of them: "Graium Technologies and Pristic Systems
            # were listed … as Dublin-based vendors", check 40)
            joint = [n for n in _joint_subject(clause, everyone)
                     if is_company(V.norm_text(n), self._known)]
            if len(joint) < 2:
                continue
            # what the joint subject is or has ("are based in Berlin", "were both founded in
            # 2015"), up to the next part ("…, Numro AI and Mavson Labs in Sydney")
            said = _JOINT_STATE.search(clause)
            if said is None:
                continue
            told = re.split(r"[,;]", clause[said.start():], maxsplit=1)[0]
            named = _NAMED_BY_OTHERS.match(told)
            if named:
                # a source's naming is each page's own act ("… were again named in 2025 as
                # companies Naiova Group meets in deals": outside round 83, the other companies
                # it names); any other name it gives them is theirs, a city in whatever words
                # ("… listed by Teansyn Insights as Dublin-based vendors", "… as vendors
                # operating out of Munich": checks 40-42), not the source naming them ("by X")
                after = told[named.end():]
                keys = [n for n in names if n not in joint and _name_in(n, after)
                        and not is_company(V.norm_text(n), self._known)
                        and not re.search(rf"\bby\s+(?:the\s+)?{re.escape(n)}", after)
                        and not _reports(after, n)]
            else:
                keys = [n for n in names if n not in joint and _name_in(n, told)
                        and not _reports(told, n) and not (target and V.names_match(n, target))]
                if _kinds(YEAR_EVENT_RX, told):  # a year of their own ("founded in 2015")
                    keys += [m.group(0) for m in V._YEAR.finditer(told)]
            for key in keys:
                holders = [ev for ev in case.evidence[:MAX_EVIDENCE] if _name_in(key, ev.text)]
                for n in joint:
                    if holders and not any(self._page_of(ev, n, widx) or _in_paragraph_of(
                            ev.text, key, n) for ev in holders):
                        modes["EA03-BRIDGE"] = (f"{key} is on no cited page about {n}, one of "
                                                "the names its clause joins")
                        return

    def _page_of(self, ev: Any, name: str, widx: Any) -> bool:
        """Whether a cited page is about the company `name`: the world's record of the page,
        else its opening."""
        doc = widx.document(ev.url) if widx is not None else None
        if doc is not None:
            owner = widx.companies.get(doc.company_id) if doc.company_id else None
            return owner is not None and V.names_match(owner.name, name)
        return _name_in(name, ev.text[:400])

    def _target_borrows(self, claim: str, c_nums: Any, case: ClaimCase, modes: dict[str, str],
                        reading: Reading) -> None:
        """A figure a claim gives the company (not a year, not one after another company's
        possessive) that every cited page holding it gives to another company — the nearest
        company its paragraph names at or before it is a world company other than the target,
        on a page the world does not file under the target — is another subject's value
        (EA03-BRIDGE): "<company> raised EUR 74.8M" citing a market report whose EUR 74.8M is a
        peer's (check 15). A page the holder cannot be told on settles nothing."""
        widx = self._index(case)
        target = str(self._target or "")
        if widx is None or not target or not self._about_the_company(reading, case):
            return
        tnorm = V.norm_text(target)
        # the claim names the company (its name, "the company", "it"); one naming another
        # company but in a possessive ("for <peer>", "<peer> at USD 55.8M") may give it any of
        # its figures
        named = company_names(claim, target, self._known)
        if all(n is not None for _, n in named):
            return  # a sentence on the table's method or a source names the company nowhere
        if any(n is not None and not _NAME_POSSESSIVE.match(claim, at) for at, n in named):
            return
        for val, prec, _cur, _money in c_nums:
            if 1800 <= val <= 2100 and float(val).is_integer():
                continue  # a year: dates recur on every page
            given = sum(V.agrees(val, e[0], prec) for e in _numbers(claim))
            possessed = sum(1 for m in _POSSESSED.finditer(claim)
                            if not _possessed_by(m.group(0), (val, prec), target)
                            and any(V.agrees(val, e[0], prec) for e in _numbers(m.group(2))))
            if given <= possessed:
                continue  # every mention is another company's, by its possessive
            holders = [e for e in case.evidence[:MAX_EVIDENCE]
                       if any(V.agrees(val, x[0], prec) for x in _numbers(e.text))]
            if holders and all(self._anothers_figure(e, (val, prec), tnorm, widx)
                               for e in holders):
                modes["EA03-BRIDGE"] = (f"{val:g} is another company's figure on the cited "
                                        f"pages, not {target}'s")
                return

    def _anothers_figure(self, ev: Any, key: tuple[float, float], tnorm: str, widx: Any) -> bool:
        """Whether every sentence of the page holding `key` gives it to another world company
        than the target (the nearest company named at or before it in its paragraph)."""
        doc = widx.document(ev.url)
        if doc is None or (doc.company_id and (owner := widx.companies.get(doc.company_id))
                           is not None and V.norm_text(owner.name) == tnorm):
            return False  # a page unknown to the world, or the company's own
        found = False
        for paragraph in ev.text.split("\n"):
            sentences = _sentences(paragraph)
            for i, x in enumerate(sentences):
                if not any(V.agrees(key[0], e[0], key[1]) for e in _numbers(x)):
                    continue
                owner = None
                for y in (x, *reversed(sentences[:i])):
                    named = {n for _, n in company_names(y, self._target or "", self._known)}
                    if named:
                        owner = named
                        break
                if owner is None or None in owner:
                    return False  # the target's, or nobody's that can be told
                found = True
        return found

    def _delta(self, claim: str, c_nums: list, names: list[str], case: ClaimCase,
               modes: dict[str, str], widx: Any, company: Any, reading: Reading) -> None:
        newest_cited = max((iso for e in case.evidence if e.date
                            and (iso := _date_iso(e.date))), default=None)
        if newest_cited is None:
            return
        target = str(case.target.get("name") or "")

        def about_target(ev: Any) -> bool:
            doc = widx.document(ev.url) if widx is not None else None
            if doc is not None and company is not None:
                return doc.company_id == company.id
            return bool(target) and _name_in(target, ev.text[:400])

        # a page newer than the cited ones, and than the date the claim gives its value for
        newer = [c for c in case.context if c.date and (iso := _date_iso(c.date))
                 and iso > newest_cited and not reading.before(c.date) and about_target(c)]
        if not newer:
            return
        for val, _prec, _cur, is_money in c_nums:
            unit = _unit_after(claim, val)
            if not unit or is_money:
                continue
            for ctx in newer:
                # a newer figure is one the page reports as so, not a plan or a past value
                for sent in _sentences(ctx.text):
                    if modality(sent) != "reported":
                        continue
                    for m in V._PLAIN_NUM.finditer(sent):
                        v = V._to_float(m.group("num")) * V._scale(m.group("scale"))
                        u = UNIT.match(sent[m.end():])
                        if u and u.group(1).lower() == unit and not V.agrees(val, v):
                            modes["EA03-DELTA"] = (f"{val:g} {unit} is stale: "
                                                   f"[{ctx.source_id}] ({ctx.date}) gives {v:g}")
                            return
        # a role is held by a person: a company beside it ("the CEO named A, B and C as
        # competitors") holds none
        names = [n for n in names if not (is_company(V.norm_text(n), self._known) or
                                          is_company(V.norm_text(n), frozenset()))]
        # nor does a list the role's holder named ("the CEO named Vyxic Distribution, Kanex
        # Freight and Zalmara Shipping in a podcast": outside round 73), unless a role follows it
        # ("named A and B co-chief executives")
        listed = named_list(claim)
        names = [n for n in names if not _name_in(n, listed)]
        c_roles = {k for k, rx in ROLE_RX if k in _OFFICERS
                   and any(holds_role_in(claim, V.norm_text(n), rx) for n in names)}
        # the world's holder of the role is no stale value, whatever a newer profile still
        # says (a directory naming the CEO replaced a year before: outside round 62)
        truth = company.truth if company is not None else {}
        if any(V.names_match(n, str(truth.get(f"leadership.{role}") or ""))
               for n in names for role in c_roles):
            return
        if c_roles and names:
            for ctx in newer:
                if any(_kinds(ROLE_RX, s) & c_roles and not FORMER.search(s) and
                       any(_name_in(n, s) for n in names) for s in _sentences(ctx.text)):
                    continue  # the newer page names the claim's person in that role too
                for s in _sentences(ctx.text):
                    if _kinds(ROLE_RX, s) & c_roles and not FORMER.search(s) and \
                            not any(_name_in(n, s) for n in names) and \
                            self._holder_named(s, c_roles, case):
                        modes["EA03-DELTA"] = (f"newer [{ctx.source_id}] ({ctx.date}) names "
                                               "another holder of the role")
                        return

    def _holder_named(self, sentence: str, roles: set[str], case: ClaimCase) -> bool:
        """Whether a sentence names someone in one of `roles`: a name standing by the role
        ("The new chief executive is taking over a company … around Boston" names a city, no
        holder: outside round 13)."""
        return any(holds_role_in(sentence, V.norm_text(n), rx)
                   for n in _claim_names(sentence, case.target.get("name", ""), self._known)
                   for k, rx in ROLE_RX if k in roles)

    def _world_delta(self, claim: str, case: ClaimCase, modes: dict[str, str], widx: Any,
                     company: Any, reading: Reading) -> None:
        """Closed world: the claim states a value a cited page gives for the target as of an
        older date, while a page it also read states a newer, different value of that fact."""
        from rubric.claims import _assertion_in_claim
        from rubric.tier_a import claim_keys, topic_of

        keys = claim_keys(claim, V.name_tokens(company.name))
        topic = topic_of(claim)
        # a round's figure is the latest round's only where the claim says it is the latest
        latest = _LATEST.search(claim) is not None
        stated: list[Any] = []
        for ev in case.evidence:
            doc = widx.document(ev.url)
            if doc is None:
                continue
            # without a fact id, the claim must be about the fact's topic ("founded by X" is not
            # a statement of X as CEO)
            stated += [a for a in widx.dated_assertions(doc, company.id)
                       if (case.fact_id == a.fact_id or
                            (case.fact_id is None and a.fact_id.split(".")[0] == topic
                             and (not a.fact_id.startswith(_LATEST_FACTS) or latest)))
                       and _assertion_in_claim(a.value, claim, keys) and _role_given(a, claim)]
        # a value the claim ties to the round it belongs to ("the Series A valued it at …", or
        # by the round's lead: "Prastbric Venture Partners led it …, at a post-money valuation
        # of USD 14M", outside round 31) is that round's value, history, not a stale current one
        rounds = {str(r.get("date")): r for r in
                  (company.details or {}).get("rounds") or [] if isinstance(r, dict)}
        stated = [a for a in stated if not _round_of(rounds.get(str(a.as_of)), claim)]
        if not stated:
            return
        for ctx in case.context:
            doc = widx.document(ctx.url)
            if doc is None:
                continue
            for b in widx.dated_assertions(doc, company.id):
                for a in stated:
                    if _partial_list(a.value, b.value):
                        continue
                    # a newer page that is wrong (an aggregator's error) is no newer evidence:
                    # having read it must not cost a correct claim
                    if b.fact_id == a.fact_id and b.as_of > a.as_of and b.value != a.value and \
                            not reading.before(b.as_of) and \
                            b.modality in ("stated", "reported") and b.correct and \
                            not _assertion_in_claim(b.value, claim, keys):
                        modes["EA03-DELTA"] = (f"{a.fact_id} as of {a.as_of}; [{ctx.source_id}] "
                                               f"gives a newer value (as of {b.as_of})")
                        return

    def _world_checks(self, claim: str, c_nums: Any, names: list[str], case: ClaimCase,
                      modes: dict[str, str], widx: Any, company: Any, reading: Reading) -> None:
        """Closed world: who the cited pages are about (HOMONYM); the company's rounds,
        products and events, its competitors' values and the sides of the parties a sentence
        names, each as the world knows them (docs/reward.md, "What the closed world knows");
        and whether a person the claim gives a current role is the target's former holder of
        it (INCUMBENT)."""
        target_host = _host(str(case.target.get("website") or ""))
        target_name = V.norm_text(case.target.get("name", ""))
        disclaimed = SET_APART.search(claim) is not None
        for ev in case.evidence:
            doc = widx.document(ev.url) if widx is not None else None
            if disclaimed:
                break  # "… is a different company": the claim is about the namesake
            if doc is not None:
                owner = widx.companies.get(doc.company_id) if doc.company_id else None
                if owner is not None and target_host and _host(owner.website) != target_host \
                        and V.norm_text(owner.name) == target_name and not placed_by_city(
                            claim, owner.details, company.details):
                    modes["EA03-HOMONYM"] = (f"[{ev.source_id}] is about {owner.name} "
                                             f"({owner.website}), not the target")
                continue
            # outside the world index: a page naming the target's name beside another website
            if target_host and target_name and target_name in V.norm_text(ev.text):
                hosts = {h.removeprefix("www.") for h in
                         re.findall(r"\b(?:https?://)?((?:www\.)?[a-z0-9-]+\.(?:test|com|io|ai|"
                                    r"net|org|co))\b", ev.text.lower())}
                if hosts and target_host not in hosts and _host(ev.url) != target_host and \
                        any(h.split(".")[0] in target_name.replace(" ", "") for h in hosts):
                    modes["EA03-HOMONYM"] = (f"[{ev.source_id}] describes a same-named company "
                                             f"at {sorted(hosts)[0]}")
        # a sentence setting a namesake apart speaks of the namesake's rounds and products
        texts = [ev.text for ev in case.evidence[:MAX_EVIDENCE]]
        if company is not None and not disclaimed and _OFFERS.search(claim) and (
                reading.subject in (None, V.norm_text(company.name))
                or _name_in(company.name, claim)):
            for name in names:
                if re.search(rf"{_RIVALRY.pattern}[^,;.]{{0,60}}?{re.escape(name)}", claim,
                             re.I):
                    continue  # set against the company's own ("which competes with <peer's>")
                other = self._anothers(V.norm_text(name), claim, case, _PRODUCT_FACTS)
                if other:  # a peer's product in the company's line-up (check 11)
                    modes["EA03-BRIDGE"] = f"{name} is a product of {other}, not of " \
                                           f"{company.name}"
                    break
        if company is not None and not disclaimed and \
                reading.subject in (None, V.norm_text(company.name)):
            _world_history(claim, c_nums, names, company, modes)
            _compared_to_peer(claim, widx, company, modes)
            _borrowed_multiple(claim, company, case, widx, modes)
            if reading.quoted:
                _source_total(claim, company, texts, modes)
            if reading.modality == "reported":
                _investor_total(claim, company, modes, texts if reading.quoted else None)
        elif company is not None and not disclaimed and reading.modality == "reported":
            if reading.quoted:  # a source's figure of a peer ("StartupLedger puts <peer>'s …")
                peers = {p.id: p for n in names
                         if (p := _peer(widx, company, V.norm_text(n))) is not None}
                for peer in peers.values():  # several peers: each in the clause naming it
                    _source_total(claim, peer, texts, modes, named=len(peers) > 1)
            else:
                _peer_values(claim, c_nums, reading.subject, widx, company, modes,
                             [widx.document(ev.url) for ev in case.evidence])
        if company is None or reading.time != "current":
            return
        self._sides(claim, names, company, modes)
        roles = _kinds(ROLE_RX, claim) & {"ceo", "cto"}
        former = company.truth.get("leadership.former_ceo")
        current = company.truth.get("leadership.ceo")
        said = f" {V.norm_text(claim)} "
        target = V.norm_text(company.name)
        runs = bool(former) and _runs_the_company(said.strip(), V.norm_text(former), target)

        def named(person: str) -> bool:  # a name written in lower case is still that name
            return any(V.names_match(n, person) for n in names) or \
                f" {V.norm_text(person)} " in said

        if ("ceo" in roles or runs) and former and not (current and named(current)):
            if named(former) and (runs or holds_role(said.strip(), V.norm_text(former),
                                                     ROLE_RX[0][1])):
                modes["EA03-INCUMBENT"] = f"{former} is the former CEO, {current} the current"


    @staticmethod
    def _sides(claim: str, names: list[str], company: Any, modes: dict[str, str]) -> None:
        """A sentence naming the target that puts every party it names on one side of it
        ("<target> competes with A and B", "A is a customer of <target>"); one speaking of
        several sides, or of one party's side with another's ("A counts B as a customer",
        "A partners with B"), is not read."""
        if len(_kinds(_SIDE_RX, claim)) != 1 or \
                f" {V.norm_text(company.name).split()[0]} " not in f" {V.norm_text(claim)} ":
            return
        others = [n for n in names if not V.names_match(n, company.name)]
        if any(re.search(rf"{re.escape(n)}(?:'s?)? (?:customers?|clients?|investors?|rivals?|"
                         rf"competitors?)\b|\b(?:of|for|to|by|in) {re.escape(n)}\b", claim)
               for n in others):
            # a party's own customers or rivals ("A's customers", "a rival to A", "signed as
            # a customer by A": outside round 51; "the sole investor in A's Series A": round 64)
            return
        said_of = {other: _kinds(_SIDE_RX, _window(_unnamed(claim, [
            n for n in names if n != other]), other, names)) for other in others}
        if not said_of or len(set(map(frozenset, said_of.values()))) != 1 or \
                not next(iter(said_of.values())):
            return
        for other, said in said_of.items():
            known = {side for side, fact in _SIDES.items()
                     if any(V.names_match(other, str(m)) for m in company.truth.get(fact) or [])}
            if known and not said & known:
                modes["EA03-REL"] = (f"{other} is the target's {'/'.join(sorted(known))}, not "
                                     f"its {'/'.join(sorted(said))}")
                return


# ---- the company's history, as the closed world knows it ---------------------------------
# A sentence about one of the company's rounds, products or events whose figure or date is
# another one's (a round's amount with the other round's type, a launch year of the other
# product, an office opened on the acquisition's date) recombines true values into a false
# statement that every cited page seems to support (attack round 10). Read only where the
# sentence names one round, one product or one kind of event of the company and no peer, and
# only against a value that is the other one's and not its own.

_ORDINAL_ROUND = re.compile(r"\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|"
                            r"tenth|1st|2nd|3rd|[4-9]th|10th) (?:\w+ )?(?:funding |financing )?"
                            r"round\b", re.I)
# a round's share of the total raised, in words or as a percent
_FRACTIONS = {"half": 1 / 2, "third": 1 / 3, "quarter": 1 / 4, "fifth": 1 / 5, "tenth": 1 / 10}
_SHARE = r"(?:(?:a|one|two|three|four)[- ](?:half|third|quarter|fifth|tenth)s?|half|" \
         r"\d+(?:\.\d+)? ?(?:%|per ?cent))"
_SHARE_OF_TOTAL = re.compile(rf"\b{_SHARE} of (?:the |its |all )?(?:(?:\w+ )?(?:total|funding|"
                             rf"money|capital) raised\b|total\b)", re.I)
_SHARE_OF_MONEY = re.compile(rf"\b{_SHARE} of (?:the |its |all )?(?:[A-Z]{{3}}|[$€£])", re.I)


def _share(m: re.Match[str]) -> float | None:
    said = m.group(0).lower()
    percent = re.match(r"(\d+(?:\.\d+)?) ?(?:%|per ?cent)", said)
    if percent:
        return float(percent.group(1)) / 100
    part = re.match(r"(?:(a|one|two|three|four)[- ])?(half|third|quarter|fifth|tenth)", said)
    n = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4}.get(part.group(1) or "a") if part \
        else None
    return n * _FRACTIONS[part.group(2)] if part and n else None


# "launched three years after the company was founded (in 2015)": a year given by its distance
_YEARS_AFTER_FOUNDING = re.compile(r"\b(\w+) years? after (?:the company |it |its |(?-i:[A-Z])"
                                   r"[\w&-]*(?: (?-i:[A-Z])[\w&-]*)* )?(?:was )?(?:founded|"
                                   r"founding|started)(?: in ((?:19|20)\d\d))?", re.I)
# a round dated by its own verb ("the Series A closed in the first week of November 2024"), not
# a source or another event dated beside it ("a profile from March 2026", "…, and in February
# 2026 it opened an office")
_ROUND_DONE_IN = re.compile(r"\b(?:closed|was announced|was raised|was completed|was secured)"
                            r"(?: [^\s,;.]+){0,3} (?:in|on) (?:the (?:\w+ ){1,2}of )?(?:early |"
                            r"mid-|late )?(?:January|February|March|April|May|June|July|August|"
                            r"September|October|November|December)\b", re.I)
def _counts_its_list(claim: str, counted: re.Match[str], names: list[str],
                     backers: set[str]) -> bool:
    """Whether a count of investors counts the names listed after it, not a round's: as many
    names as the count, some of them no backer of the round ("… lists the June 2024 Series B as
    the last round and names the six investors A, B, C, D, E and F": outside round 74)."""
    listed = {V.norm_text(n) for n in names if claim.find(n, counted.end()) >= 0}
    return len(listed) == int(counted.group(1)) and not all(
        any(V.names_match(n, b) for b in backers) for n in listed)


_INVESTOR_COUNT = re.compile(r"\b(\d{1,2}) (?:\w+ )?(?:investors|backers|participants)\b", re.I)
# investors a report quotes: "citing two investors briefed on the plans", "according to three
# investors", "two investors familiar with the talks said"
_QUOTED_PEOPLE_BEFORE = re.compile(r"\b(?:citing|according to|quoting|per|told|from)\s+$", re.I)
_QUOTED_PEOPLE_AFTER = re.compile(r"\s+(?:who\s+)?(?:were\s+)?(?:briefed|familiar|close to|with "
                                  r"knowledge|speaking|spoke|said|told|say)\b", re.I)
# a count of the company's investors over all its rounds, though the sentence names a round ("A
# company database lists the same seven investors and the July 2025 Series A as the last round":
# outside round 24)
# (and "lists all seven backers", not "all three backers of the Series C": outside round 52)
_OVERALL_COUNT = re.compile(r"\b(?:the same|all (?:of )?its|overall|in total|"
                            r"altogether)\s+(?:\w+\s+){0,2}(?:investors|backers)\b|"
                            r"\ball\s+(?:\w+\s+)?(?:investors|backers)\b(?!\s+(?:of|in)\s+"
                            r"(?:the|its)\s+(?:\w+\s+)?(?:round|series|seed|pre-seed)\b)|"
                            r"\b(?:investors|backers)\s+"
                            r"(?:across|in all|over all|overall|in total|to date|altogether)\b",
                            re.I)
_LATEST_ROUND = re.compile(r"\b(?:latest|most recent|newest|last) (?:funding |financing )?round\b",
                           re.I)
_QUARTER = re.compile(r"\b(?:(first|second|third|fourth) quarter|(Q[1-4]))(?: of)? "
                      r"((?:19|20)\d\d)\b", re.I)
_QUARTERS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "q1": 1, "q2": 2, "q3": 3, "q4": 4}
_CO_LED = re.compile(r"\bco-?led\b|\bco-?leads?\b|\bjointly led\b|\bled (?:it |the round )?"
                     r"together\b", re.I)
_ORDINALS = {w: i + 1 for i, w in enumerate(
    "first second third fourth fifth sixth seventh eighth ninth tenth".split())} | {
    "1st": 1, "2nd": 2, "3rd": 3, **{f"{n}th": n for n in range(4, 11)}}
# what a product is, by the class of its head word: a "tutoring app" is a mobile app, a
# "software platform" is no app
_PRODUCT_CLASSES = {"app": "app", "application": "app", "platform": "software",
                    "suite": "software", "software": "software", "device": "hardware",
                    "hardware": "hardware", "sensor": "hardware", "service": "service",
                    "library": "content", "api": "api", "tool": "tool", "kit": "kit",
                    "system": "system"}
_PRODUCT_HEADS = r"(?:apps?|applications?|platforms?|suites?|software|devices?|hardware|sensors?|" \
                 r"services?|library|libraries|APIs?|tools?|kits?|systems?)"
_ONLY_PRODUCT = re.compile(r"\b(?:is|was|remains) (?:the|its|the company's) (?:only|sole|single) "
                           r"product\b(?! (?:with|that|to|for|in|on|which|aimed|built|designed)\b)",
                           re.I)


def _product_class(words: str) -> str | None:
    head = words.lower().split()[-1].rstrip("s") if words.split() else ""
    return _PRODUCT_CLASSES.get(head) or _PRODUCT_CLASSES.get(head + "s")


# a world event as a sentence tells it happening (not "press releases", "office buildings")
_EVENT_DONE = [("office", re.compile(r"\bopen(?:ed|s|ing)\b (?:an? |its |a new )?(?:\w+ ){0,2}"
                                     r"offices?\b", re.I)),
               ("acquisition", re.compile(r"\b(?:acquir(?:ed|es)|bought|buys) (?-i:[A-Z])", re.I)),
               ("launch", re.compile(r"\blaunch(?:ed|es)\b (?:its |the )?(?-i:[A-Z])", re.I)),
               # lower case: "Zuxquium Venture Partners with …" names an investor
               ("partnership", re.compile(r"\b(?:partnered|partners|partnership) with\b"))]
# what a sentence's event names: the place, partner, company or product after its verb
_CLAIM_OBJECT = re.compile(r"\b(?:in|with|acquired|bought|buys|acquires|launched|launches)\s+"
                           r"(?:its\s+|the\s+)?((?-i:[A-Z])[\w&-]*(?: (?-i:[A-Z])[\w&-]*)*)",
                           re.I)


def _claim_object(claim: str, kind: str) -> str | None:
    """The name a sentence's event of `kind` is about, right after the words that say it
    (months and framing words are no object); None when it names none there."""
    said = dict(_EVENT_DONE)[kind].search(claim)
    if said is None:
        return None
    # a name that starts near the verb is read whole ("launched February 8" is a month, not "F")
    for m in _CLAIM_OBJECT.finditer(claim, said.start()):
        if m.start() > said.end() + 40:
            break
        if m.group(1).split()[0].lower() not in FRAMING:
            return m.group(1)
    return None


# a round's date beside a valuation is the valuation's ("no valuation for the Series D, so the
# figure from June 2018 stands")
_VALUATION = re.compile(r"\bvaluations?\b|\bvalued\b|\b(?:post|pre)-money\b", re.I)


# a change measured from the year before another the claim gives ("booked USD 92.3M in 2025,
# 46.5% more than in 2024"): the page's "the year before", computed, not a value of its own
_FROM_YEAR = re.compile(r"\b(?:than|from|over|versus|vs\.?|on)\s+(?:(?:in|the)\s+)?"
                        r"(?:(?:fiscal|FY)\s*)?((?:19|20)\d\d)\b", re.I)


# a name used as a modifier of the target's own event ("The Staisum Integrations partnership
# was announced on …": outside round 82): the event is the subject, not the named company
_NAME_AS_MODIFIER = re.compile(r"\s+(?:partnership|deal|agreement|contract|collaboration|"
                               r"alliance|tie-up|integration|relationship|rollout|deployment|"
                               r"pilot|account)s?\b", re.I)


# the date of a round the subject joins ("Kilmsera Hospital also took part in the December 2025
# round through its venture arm": outside round 89): the round's, the company's that raised it
_JOINED_ROUND_YEAR = re.compile(
    r"\b(?:took part in|takes part in|joined|joins|participated in|invested in|backed|led|co-led)"
    r"\s+(?:the|its|a)\s+(?:\w+\s+){0,2}?((?:19|20)\d\d)\s+(?:[\w-]+\s+){0,2}?(?:round|raise|"
    r"financing)\b", re.I)


def _base_year(claim: str, year: str) -> bool:
    """Whether `year` is the base a claim measures a change of the next year from (outside
    round 83)."""
    return any(m.group(1) == year for m in _FROM_YEAR.finditer(claim)) and \
        str(int(year) + 1) in V._YEAR.findall(claim)


def _named_once(text: str, items: list[str]) -> str | None:
    """The one item (a round type, a product) the text names, the longest reading first
    ("Pre-Seed" is no "Seed"); None for none or several."""
    found = []
    low = text.lower()  # most sentences name none: a word of each decides before a regex
    for item in sorted({i for i in items if i[:3].lower() in low}, key=len, reverse=True):
        rx = round_type_rx(item)
        if rx.search(text):
            found.append(item)
            text = rx.sub(" ", text)
    return found[0] if len(found) == 1 else None


# a document's own date, no event's ("…, which is out of date against the company's own February
# 2026 release", "a profile refreshed in September 2026": outside round 98)
_DOCUMENT_DATE = re.compile(
    rf"\b(?:(?:\d{{1,2}}\s+)?{_MONTHS}\.?\s+(?:\d{{1,2}},?\s+)?(?:19|20)\d\d\s+(?:(?:press|funding|"
    rf"news)\s+)?{_SOURCE_NOUN}|(?:refreshed|updated|reviewed|published|reported)\s+(?:in|on)\s+"
    rf"(?:\d{{1,2}}\s+)?{_MONTHS}\.?\s+(?:\d{{1,2}},?\s+)?(?:19|20)\d\d)", re.I)


def _world_history(claim: str, c_nums: Any, names: list[str], company: Any,
                   modes: dict[str, str]) -> None:
    details = company.details or {}
    peers = [str(p) for p in company.truth.get("competition.competitors") or []]
    if any(V.names_match(n, p) for n in names for p in peers):
        return
    dates = [d for d in _date_list(_DOCUMENT_DATE.sub(" ", claim)) if d.month]
    for read in (_round_ratio, _round_history, _product_history, _event_history,
                 _founder_history):
        found = read(claim, c_nums, names, company, details, dates)
        if found:
            modes[found[0]] = found[1]
            return


# who founded the company, by name ("founded in 2016 by Hana Gomann", "co-founders Hana Gomann
# and Theo Selyxova", "Harriet Thornton co-founded …")
_FOUNDED_BY = re.compile(rf"\bfounded\b[^.;]{{0,30}}?\bby\s+(?P<a>{_P}(?:,?\s+and\s+{_P})?)|"
                         rf"\b(?:co-?)?founders?\s+(?P<b>{_P}(?:,?\s+and\s+{_P})?)|"
                         rf"(?P<c>{_P}(?:,?\s+and\s+{_P})?)\s+(?:co-?)?founded\b", re.I)


def _founder_history(claim: str, c_nums: Any, names: list[str], company: Any,
                     details: dict[str, Any], dates: list[Any]) -> tuple[str, str] | None:
    """A person the claim names as the company's founder whom the world does not (a docs-only
    attacker, check 8: the investor's partner on the page given as a co-founder). A company's
    name before "founded" ("Graium Technologies founded a lab") names no person."""
    founders = [str(f) for f in details.get("founders") or []]
    if not founders:
        return None
    for m in _FOUNDED_BY.finditer(claim):
        for person in re.split(r",?\s+and\s+", m.group("a") or m.group("b") or m.group("c")):
            if person.split()[-1] in _NOT_SURNAMES or V.names_match(person, company.name) or \
                    person.split()[0].lower() in FRAMING:
                continue
            if not any(V.names_match(person, f) for f in founders):
                return "EA03-REL", f"{person} is not a founder of {company.name}"
    return None


def _month(iso: str) -> tuple[int, int]:
    return int(iso[:4]), int(iso[5:7])


def _amount(r: dict[str, Any]) -> float:
    return float((r.get("amount") or {}).get("amount") or -1)


# a remark made, its content untold
_COMMENTED = re.compile(r"\b(?:commented|comments|remarked|spoke) (?:on|about)\b|"
                        r"\b(?:was|were|is|are) quoted\b|\bgave (?:a )?quotes?\b", re.I)
# "<Person> said …": words given to a speaker; a person's name in a page sentence
_SAID_BY = re.compile(r"(?P<who>(?-i:[A-Z])[\w'’-]+ (?-i:[A-Z])[\w'’-]+)(?:,[^,]{0,80},)?\s+"
                      r"(?:said|says|told \w+(?: \w+)?|added|argued|remarked)\s+(?:that\s+)?"
                      r"(?P<what>[^“”\"]+?)\.?$")
_SPEAKER_NAME = re.compile(r"\b(?:(?:Principal|Partner|Managing|General|Senior|Analyst|Director|"
                     r"Founder|Investor)\s+)?((?-i:[A-Z])[a-z]+ (?-i:[A-Z])[a-z]+)\b")
_AFTER_QUOTE = re.compile(r"(?<=[”\"])\s+(?=[A-Z])")
_COMMON_WORDS = frozenset("""that this with have from they their them were been will would
about more than what when which where while into also just very much most such some other
company team product products customers customer""".split())
_NOT_SURNAMES = frozenset("""Growth Capital Partners Ventures Fund Labs Systems Group Technologies
Research Advisory Insights Analytics Holdings Investments Cloud Data Digital Software""".split())
# "<Person>, a managing partner at <Firm>": a person placed at a firm by a title
# ("Theo Selyxova is a partner at Mamora Growth" places him too: check 41)
_AFFILIATED = re.compile(r"(?P<person>(?-i:[A-Z])[\w'’-]+ (?-i:[A-Z])[\w'’-]+)(?:,\s+|"
                         r"\s+(?:(?:also|now|still|currently|formerly)\s+)?(?:is|was|serves as|"
                         r"served as|works as|worked as|acts as|joined as)\s+)"
                         r"(?:(?:a|an|the)\s+)?(?:[\w-]+\s+){0,2}?(?:partner|analyst|principal|"
                         r"associate|director|investor|adviser|advisor)\s+(?:at|of|with)\s+"
                         # the firm's part in a round before its name ("a partner at Series A
                         # lead investor Dindia Growth": outside round 119)
                         r"(?:(?:the\s+)?(?:(?-i:[A-Z])[\w-]*\s+){1,2}(?:round\s+)?"
                         r"(?:(?:lead|co-lead|new|existing)\s+)?(?:investor|backer)\s+)?"
                         r"(?P<firm>(?-i:[A-Z])[\w&-]*(?:\s+(?-i:[A-Z])[\w&-]*)*)", re.I)
# the firm and its title before the person: "Mamora Growth partner Hana Gomann" (check 42)
_FIRM_POST = re.compile(r"\b(?P<firm>(?!(?:The|A|An|In|At|On|For|With|As|Its|Their)\b)"
                        r"(?-i:[A-Z])[\w&-]*(?:\s+(?-i:[A-Z])[\w&-]*)*)\s+(?:managing\s+|"
                        r"general\s+|senior\s+|venture\s+|operating\s+)?(?:partner|analyst|"
                        r"principal|associate|director|adviser|advisor)\s+"
                        r"(?P<person>(?-i:[A-Z])[\w'’-]+ (?-i:[A-Z])[\w'’-]+)")
# the post after the firm's place: "Theo Selyxova spent six years at Mamora Growth, where he was
# a partner" (check 46)
_WHERE_POST = re.compile(r"(?P<person>(?-i:[A-Z])[\w'’-]+ (?-i:[A-Z])[\w'’-]+)\s+"
                         r"(?:[\w-]+\s+){1,6}?(?:at|with|for)\s+"
                         r"(?P<firm>(?-i:[A-Z])[\w&-]*(?:\s+(?-i:[A-Z])[\w&-]*)*),"
                         # ("…, a firm in which he held a partnership": check 47)
                         r"\s+(?:(?:a|an|the)\s+(?:[\w-]+\s+){0,2}?(?:firm|fund|company|"
                         r"investor)\s+)?"
                         r"(?:where|in which|at which)\s+(?:he|she|they)\s+(?:[\w-]+\s+){0,2}?"
                         r"(?:(?:a|an|the)\s+)?(?:[\w-]+\s+){0,2}?(?:partner(?:ship)?|analyst|"
                         r"principal|associate|director|investor|adviser|advisor)\b", re.I)
# "more than ten times the size of the Seed round": one round's size against another's
_TIMES = re.compile(r"\b(?:(?P<q>more than|over|at least|nearly|almost|about|roughly|around|"
                    r"less than|under|some)\s+)?(?P<n>\d+(?:\.\d+)?|two|three|four|five|six|seven|"
                    r"eight|nine|ten|eleven|twelve|fifteen|twenty|fifty|a hundred)\s*(?:times|x)\s+"
                    r"(?:the\s+size\s+of\s+|as\s+(?:large|big)\s+as\s+|(?:larger|bigger)\s+"
                    r"than\s+)?(?:the|its)\b", re.I)
_TIMES_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
                "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20,
                "fifty": 50, "a hundred": 100}


def _round_ratio(claim: str, c_nums: Any, names: list[str], company: Any,
                 details: dict[str, Any], dates: list[Any]) -> tuple[str, str] | None:
    """A round's size as a multiple of another's ("The Series A was more than ten times the
    size of the Seed round") against the two amounts the world gives them (a docs-only
    attacker, check 7): "more than"/"at least" must hold, "nearly"/"about" come within 15%, a
    bare multiple within 10%."""
    m = _TIMES.search(claim)
    if m is None:
        return None
    rounds = {str(r["type"]): r for r in details.get("rounds") or [] if r.get("type")}
    before = _named_once(claim[:m.start()], list(rounds))
    after = _named_once(claim[m.end():m.end() + 40], list(rounds))
    if before is None or after is None or before == after:
        return None
    big, small = _amount(rounds[before]), _amount(rounds[after])
    if big <= 0 or small <= 0:
        return None
    said = _TIMES_WORDS.get(m.group("n").lower()) or float(m.group("n"))
    ratio, q = big / small, (m.group("q") or "").lower()
    held = (ratio > said * 0.98 if q in ("more than", "over", "at least") else
            ratio < said * 1.02 if q in ("less than", "under") else
            said * 0.85 <= ratio <= said * 1.15 if q else said * 0.9 <= ratio <= said * 1.1)
    return None if held else ("EA03-NUM", f"the {before} was {ratio:.1f} times the {after}")


def _round_history(claim: str, c_nums: Any, names: list[str], company: Any,
                   details: dict[str, Any], dates: list[Any]) -> tuple[str, str] | None:
    rounds = sorted((r for r in details.get("rounds") or [] if r.get("type") and r.get("date")),
                    key=lambda r: str(r["date"]))
    kind = _named_once(claim, [str(r["type"]) for r in rounds])
    if kind is None and rounds and _LATEST_ROUND.search(claim) and \
            not any(round_type_rx(str(r["type"])).search(claim) for r in rounds):
        kind = rounds[-1]["type"]  # "the latest round"
    mine = [r for r in rounds if r["type"] == kind]
    if kind is None or len(mine) != 1:
        return None
    own, others = mine[0], [r for r in rounds if r["type"] != kind]
    if modality(claim) == "denied":  # "has yet to close a Series A"
        return "EA03-DIRECTION", f"the {kind} closed in {own['date'][:7]}"
    values = {float(v["amount"]) for r in rounds for v in (r.get("valuation"),) if v}
    values |= {*_totals_of(company), _amount(own)}
    # (a figure the sentence gives as another measure is no round's: "… divides that by 2025
    # revenue of USD 20M", beside a Series B of USD 20.5M: outside round 79)
    measured = value_measures(claim, MEASURE_RX)
    for val, prec, _cur, is_money in c_nums:
        if not is_money or any(V.agrees(val, v, prec, math.inf) for v in values) or \
                measured.get(val, frozenset()) - {"funding"}:
            continue
        other = next((r for r in others if V.agrees(val, _amount(r), prec, math.inf)), None)
        if other is not None:
            return "EA03-INSTRUMENT", f"{val:g} is the {other['type']}'s amount, not the {kind}'s"
    # a round dated by its figure or its closing ("In June 2020 it raised EUR 1.8M in a
    # Pre-Seed", "the Series A closed in November 2024"), not a headcount dated by it ("70
    # around the Series B, 14 in September 2018")
    closed_in = _ROUND_DONE_IN.search(claim)
    if dates and (any(x[3] for x in c_nums) or closed_in) and not _VALUATION.search(claim) and \
            not any((d.year, d.month) == _month(own["date"]) for d in dates):
        other = next((r for r in others for d in dates
                      if (d.year, d.month) == _month(r["date"])), None)
        if other is not None:
            return "EA03-INSTRUMENT", (f"{other['date'][:7]} is the {other['type']}'s date, "
                                       f"not the {kind}'s")
        if closed_in:
            return "EA03-INSTRUMENT", f"the {kind} is of {own['date'][:7]}"
    total = company.truth.get("funding.total_raised")
    share = _SHARE_OF_TOTAL.search(claim) or (_SHARE_OF_MONEY.search(claim) if isinstance(
        total, dict) and any(V.agrees(m.amount, float(total["amount"]), m.precision, math.inf)
                             for m in V.money_mentions(claim)) else None)
    if share and isinstance(total, dict) and float(total["amount"]) > 0:
        said_share, true_share = _share(share), max(_amount(own), 0) / float(total["amount"])
        if said_share is not None and abs(said_share - true_share) > 0.1:
            return "EA03-NUM", f"the {kind} is {true_share:.0%} of the total, not {share.group(0)}"
    quarter = _QUARTER.search(claim)
    if quarter:
        q = _QUARTERS.get((quarter.group(1) or quarter.group(2)).lower())
        y, m = _month(own["date"])
        if int(quarter.group(3)) != y or q != (m - 1) // 3 + 1:
            return "EA03-EVENT", f"the {kind} is of {own['date'][:7]}, not {quarter.group(0)}"
    lead = str(own.get("lead") or "")
    backers = {lead, *(str(x) for x in own.get("participants") or [])} - {""}
    if lead and _CO_LED.search(claim):
        investors = company.truth.get("funding.investors") or []
        co = [n for n in names if not V.names_match(n, lead) and any(
            V.names_match(n, str(i)) for i in investors)]
        if co:
            return "EA03-REL", f"{lead} alone led the {kind}, not with {co[0]}"
    spelled = V.spelled_counts(claim, r"(?:\w+ )?(?:investors|backers|participants)")
    counted = _INVESTOR_COUNT.search(spelled)
    if counted and (_QUOTED_PEOPLE_BEFORE.search(spelled, 0, counted.start())
                    or _QUOTED_PEOPLE_AFTER.match(spelled, counted.end())):
        counted = None  # the people a report quotes ("citing two investors briefed on the
        # plans": outside round 118), no count of a round's backers
    if counted and backers and int(counted.group(1)) != len(backers) and \
            not _OVERALL_COUNT.search(claim) and not _counts_its_list(claim, counted, names,
                                                                     backers):
        return "EA03-QTY", f"the {kind} had {len(backers)} investors, not {counted.group(1)}"
    said = _ORDINAL_ROUND.search(claim)
    if said and _ORDINALS[said.group(1).lower()] != rounds.index(own) + 1:
        return "EA03-QTY", (f"the {kind} is the company's round {rounds.index(own) + 1}, not "
                            f"its {said.group(1)}")
    return None


# a product dated in words of no launch ("whose flagship Quillly app dates from 2015": check
# 33), read in the product's own clause; a product named as the company is named is not read
# so (the company "dates from" its founding)
_DATED_SINCE = re.compile(r"\b(?:dat(?:es|ed|ing) (?:back )?(?:from|to)|go(?:es|ing) back to|"
                          r"(?:has|have) (?:existed|been (?:around|on the market|on sale))|"
                          # "first went live", "first rolled out" (checks 34, 35)
                          r"first (?!(?:customers?|clients?|partners?|offices?|rounds?|"
                          r"investors?|time|quarter|half|year)\b)[a-z]+|"
                          r"came out in|"
                          r"(?:arrived|appeared) in)\b", re.I)


def _product_history(claim: str, c_nums: Any, names: list[str], company: Any,
                     details: dict[str, Any], dates: list[Any]) -> tuple[str, str] | None:
    products = [p for p in details.get("products") or [] if p.get("name")]
    product = _named_once(claim, [str(p["name"]) for p in products])
    if product is None:
        return _launches_listed(claim, products)
    own = next(p for p in products if p["name"] == product)
    kind_of = str(own.get("type") or "")
    # ("is not a mobile app but a hardware device" says it is the second: check 22)
    # (and "is sold as APIs": check 36)
    said = re.search(rf"{re.escape(product)}(?:,| is| was| remains)(?: not (?:a|an) "
                     rf"(?:[\w-]+ ){{0,3}}?but)?(?: (?:a|an|its|the company's)| (?:sold|offered|"
                     rf"delivered|marketed|packaged|provided|available) as(?: an?)?) "
                     rf"((?:[\w-]+ ){{0,2}}?{_PRODUCT_HEADS})\b", claim, re.I)
    if said and kind_of and _product_class(said.group(1)) not in (None,
                                                                 _product_class(kind_of)):
        return "EA03-PRODUCT_TYPE", f"{product} is a {kind_of}, not a {said.group(1)}"
    if len(products) > 1 and _ONLY_PRODUCT.search(claim):
        return "EA03-SCOPE", f"{product} is one of the company's {len(products)} products"
    own_year = own.get("launch_year")
    dated = own_year and not V.names_match(product, str(company.name))
    for part in _YEAR_CLAUSE_BREAK.split(claim) if dated else ():
        years = {int(y) for y in V._YEAR.findall(part)}
        if years and own_year not in years and _DATED_SINCE.search(part) and \
                _named_once(part, [product]):
            return "EA03-PRODUCT", f"{product} launched in {own_year}, not {min(years)}"
    if not own_year or not _kinds(YEAR_EVENT_RX, claim) & {"launch"}:
        return None
    after = _YEARS_AFTER_FOUNDING.search(claim)
    if after:
        founded = int(after.group(2) or details.get("founded_year") or 0)
        word = after.group(1).lower()
        gap = _SMALL_NUMBERS.get(word, int(word) if word.isdigit() else None)
        if founded and gap is not None and founded + gap != own_year:
            return "EA03-PRODUCT", f"{product} launched in {own_year}, not {gap} years after " \
                                   f"{founded}"
    years = {int(y) for y in V._YEAR.findall(claim)}
    if years and own_year not in years:
        other = next((p for p in products if p["name"] != product
                      and p.get("launch_year") in years), None)
        if other is not None:
            return "EA03-PRODUCT", (f"{other['launch_year']} is {other['name']}'s launch year, "
                                    f"not {product}'s")
    return None


# the facts whose values are a company's own people and products
_OFFICER_FACTS = ("leadership.ceo", "leadership.cto", "leadership.former_ceo",
                  "overview.founders")
_PRODUCT_FACTS = ("products.flagship", "products.lines")
# words setting a product against the company's own: the names after them are others'
# products (check 12: only those, not the whole sentence's)
_RIVALRY = re.compile(r"\b(?:compet\w*|rivals?|rivalry|alternatives?|versus|vs|against|unlike|"
                      r"peers?|instead of|replac\w*|compared?)\b", re.I)
# a sentence giving the company a product ("offers", "launched", "its products include")
_OFFERS = re.compile(r"\b(?:offers?|offering|launch(?:ed|es)?|sells?|products?|flagship|"
                     r"line-?up|portfolio|platforms?)\b", re.I)


def _borrowed_multiple(claim: str, company: Any, case: ClaimCase, widx: Any,
                       modes: dict[str, str]) -> None:
    """A multiple the sentence gives the target by name, computable from its cited pages only
    with another company's figures ("That valuation gives <target> a multiple of 12.4x" after a
    peer's valuation, citing the peer's page: check 10): the target's figures are those of its
    own pages and of the cited sentences naming it."""
    found = multiples(claim)
    if not found or not _name_in(company.name, claim):
        return
    m = found[0]
    own = V.money_mentions(claim)
    texts = [ev.text for ev in case.evidence[:MAX_EVIDENCE]]
    if not multiple_supported(m.group(1), own, texts):
        return  # not on the pages at all: the support checks charge it
    theirs = []
    for ev in case.evidence[:MAX_EVIDENCE]:
        doc = widx.document(ev.url) if widx is not None else None
        if doc is not None and doc.company_id == company.id:
            theirs.append(ev.text)
        else:
            theirs += [x for x in _sentences(ev.text) if _name_in(company.name, x)]
    if not multiple_supported(m.group(1), own, theirs):
        modes["EA03-BRIDGE"] = (f"{m.group(0).strip()} is computed from another company's "
                                f"figures, not {company.name}'s")


def _merged(verdicts: list[ClaimVerdict | None]) -> ClaimVerdict | None:
    """One verdict of a sentence's parts: unsupported where a part is, with every part's modes;
    supported where every part was judged supported; else an abstention."""
    judged = [v for v in verdicts if v is not None]
    wrong = [v for v in judged if not v.supported]
    if wrong:
        return ClaimVerdict(supported=False, judge=NAME,
                            modes=sorted({m for v in wrong for m in v.modes}),
                            reasons=sorted({r for v in wrong for r in v.reasons}))
    return judged[0] if judged and len(judged) == len(verdicts) else None


_FOUNDER_TITLES = re.compile(r"\bco-?founders?\b", re.I)


def _source_years(text: str) -> set[str]:
    """The years that date a source the sentence names ("the June 2025 Enikium report")."""
    return {m.group(0)[:4] for m in _SOURCE_YEAR.finditer(text)}


_SOURCE_YEAR = re.compile(rf"\b(?:19|20)\d\d\s+(?:(?-i:[A-Z])[\w&-]*\s+){{0,3}}{_SOURCE_NOUN}",
                          re.I)


def _launches_listed(claim: str, products: list[dict[str, Any]]) -> tuple[str, str] | None:
    """Each part of a listed sentence that names one product with a launch and a year, read
    against that product's launch year (a date is its own part's, not the list's)."""
    by_name = {str(p["name"]): p for p in products}
    if re.search(r"\brespectively\b", claim, re.I):
        return None  # paired by order (`judge_one` reads each pair), not by part
    # products joined by "and" before their launch share its year, each its own launch
    # ("Quillly and Graium Campus launched in 2019": check 38)
    said = "|".join(re.escape(n) for n in sorted(by_name, key=len, reverse=True))
    for m in re.finditer(rf"((?:{said})(?:\s*,\s*(?:{said}))*,?\s+and\s+(?:{said}))\s+(?:were\s+|"
                         rf"both\s+|all\s+)*(?:launched|released|introduced|debuted|went live|"
                         rf"came out)\b[^.;]*?\b((?:19|20)\d\d)\b", claim) if said else ():
        for name in by_name:
            own_year = by_name[name].get("launch_year")
            if re.search(rf"\b{re.escape(name)}\b", m.group(1)) and own_year and \
                    own_year != int(m.group(2)):
                return "EA03-PRODUCT", f"{name} launched in {own_year}, not {m.group(2)}"
    for part in LIST_PARTS.split(claim):
        product = _named_once(part, list(by_name))
        # (a source's own year dates no launch: "as well as Calousera's 2026 report, name
        # Funent Trust as the flagship", outside round 112)
        years = {int(y) for y in V._YEAR.findall(_SOURCE_YEAR.sub(" ", part))}
        own_year = by_name[product].get("launch_year") if product else None
        if own_year and years and own_year not in years and \
                _kinds(YEAR_EVENT_RX, part) & {"launch"}:
            return "EA03-PRODUCT", f"{product} launched in {own_year}, not {min(years)}"
    return None


def _event_history(claim: str, c_nums: Any, names: list[str], company: Any,
                   details: dict[str, Any], dates: list[Any]) -> tuple[str, str] | None:
    said_kinds = _kinds(_EVENT_DONE, claim)
    if len(said_kinds) != 1 or not dates:
        return None
    (said_kind,) = said_kinds
    events = [e for e in details.get("events") or [] if e.get("date") and e.get("type")]
    # the event itself, by what it names ("a partnership with Fuvnis Data", "an office in
    # Vienna"), given a date months from its own (a page's date, attack round 10)
    for e in events:
        obj = EVENT_OBJECT.search(str(e.get("text") or ""))
        at = _month(e["date"])
        # (the whole name: "Haemgrent Ledger OS" is not "Haemgrent Ledger", outside round 46)
        if e["type"] == said_kind and obj and names_whole(obj.group(1), claim) and not any(
                abs((d.year - at[0]) * 12 + d.month - at[1]) <= 1 for d in dates):
            return "EA03-EVENT", f"'{e['text']}' is dated {e['date'][:7]}"
    # the event of that month, given another place, partner or purchase ("In October 2025 it
    # opened an office in Dublin" for the month's Sydney office): what it names is no event's
    # of that kind (a docs-only attacker, check 7)
    said_object = _claim_object(claim, said_kind)
    # "Kymrent partnered with <the company>" names the company itself, no partner
    if said_object is not None and company.name.split()[0].lower() not in said_object.lower():
        objects = [o.group(1) for e in events if e["type"] == said_kind
                   and (o := EVENT_OBJECT.search(str(e.get("text") or "")))]
        that_month = [e for e in events if e["type"] == said_kind
                      and any((d.year, d.month) == _month(e["date"]) for d in dates)]
        if that_month and objects and not any(_name_in(o, said_object) or
                                              _name_in(said_object, o) for o in objects):
            return "EA03-EVENT", f"the {that_month[0]['date'][:7]} event is " \
                                 f"'{that_month[0]['text']}'"
    if not any(e["type"] == said_kind and any((d.year, d.month) == _month(e["date"])
                                              for d in dates) for e in events):
        other = next((e for e in events for d in dates if e["type"] != said_kind
                      and (d.year, d.month) == _month(e["date"])), None)
        if other is not None:
            return "EA03-EVENT", (f"{other['date'][:7]} is the date of '{other['text']}', not "
                                  f"of a {said_kind}")
    return None


# ---- a peer's values, as the closed world knows them --------------------------------------
_TOTAL_CUE = re.compile(r"\bin total\b|\btotal (?:funding|raised|of)\b|\bto date\b|"
                        r"\braised a total\b|\btotal(?:led|ing)?\b", re.I)
_CONTRASTED = re.compile(r",?\s+(?:while|whereas)\s+|;\s+", re.I)
_TOTAL_CLAUSES = re.compile(r",\s+|;\s+|\s+(?:and|including|after|from|with|to)\s+")
# the same, keeping "funding to date at …" whole (a source's total: check 8)
_SOURCE_CLAUSES = re.compile(r",\s+|;\s+|\s+(?:and|including|after|from|with|to(?! date))\s+")
_NOT_A_TOTAL = re.compile(r"\bseries\b|\bseed\b|\brounds?\b|\bvaluations?\b|\bvalued\b|"
                          r"\b(?:post|pre)-(?:money|round)\b|\bnotes?\b|\bdebt\b|\bgrants?\b",
                          re.I)
_POSSESSIVE = re.compile(r"((?-i:[A-Z])[\w&-]*(?: (?-i:[A-Z])[\w&-]*)*)['’]s?\s")
_FOUNDED_BEFORE = re.compile(r"\bfounded (?:\w+ )?(before|after|earlier than|later than)\b", re.I)
_MORE_THAN = re.compile(r"\braised (?:\w+ )?(more|less|fewer) (?:money |capital |funding )?than\b",
                        re.I)


def _competitors(widx: Any, company: Any) -> list[Any]:
    """The target's competitors the world holds."""
    return [p for i in company.details.get("competitors") or []
            if (p := widx.companies.get(i)) is not None]


def _peer(widx: Any, company: Any, subject: str | None) -> Any:
    """The target's competitor a sentence is about, when the world holds one of that name."""
    if not subject:
        return None
    return next((p for p in _competitors(widx, company) if V.norm_text(p.name) == subject), None)


def _source_total(claim: str, owner: Any, texts: list[str], modes: dict[str, str],
                  named: bool = False) -> None:
    """A named source's total ("QuickFirmFacts gives a higher €200 million funding total") is
    the source's: it holds where the world gives the company that total or a cited page gives
    it as a total ("Funding to date: €200 million"), not where the page gives it as a round's
    amount (a docs-only attacker, check 8: "The Venture Beacon gives a funding total of EUR 25
    million", the Series A)."""
    if not _TOTAL_CUE.search(claim):
        return
    known = _totals_of(owner)
    for clause in _SOURCE_CLAUSES.split(claim):
        money = V.money_mentions(clause)
        if len(money) != 1 or not _TOTAL_CUE.search(clause) or _NOT_A_TOTAL.search(clause):
            continue
        if named and not _name_in(owner.name, clause):
            continue  # "… Thaera Systems has raised EUR 99.2M in total, Zyvex Systems …"
        m = money[0]
        if any(V.agrees(m.amount, k, m.precision, math.inf)
               for k in (*known, *(x for t in texts for x in _page_totals(t)))):
            continue
        modes["EA03-NUM"] = (f"{m.amount:g} is no total {owner.name} has raised, nor one a "
                             "cited page gives as a total")
        return


@text_memo
def _page_totals(text: str) -> tuple[float, ...]:
    """The amounts a page gives as a total: the first amount after a total's words ("Funding to
    date: €200 million", "bringing total funding to €30.4M"), or right before "in total"."""
    out = []
    for m in _TOTAL_CUE.finditer(text):
        window = text[max(0, m.start() - 30):m.start()] if m.group(0).lower() == "in total" \
            else text[m.end():m.end() + 40]
        money = V.money_mentions(window)
        if money:
            out.append((money[-1] if m.group(0).lower() == "in total" else money[0]).amount)
    return tuple(out)


# a count the company has of investors: "has 57 investors", "lists 57 investors", "backed by
# eight investors", "the same three investors backed all its rounds", "three investors in all";
# not investors as a story's sources ("citing two investors": outside round 5)
_COMPANY_INVESTORS = re.compile(
    r"\b(?:has|have|had|counts?|lists?|names?|backed by|funded by)\s+(?:\w+\s+){0,2}?"
    r"(\d{1,3})\s+(?:\w+\s+)?(?:investors|backers)\b|"
    r"\b(\d{1,3})\s+(?:\w+\s+)?(?:investors|backers)\s+(?:have\s+|had\s+)?(?:backed|funded|"
    r"invested|in all|in total|overall|across|to date|altogether)\b", re.I)


def _investor_total(claim: str, company: Any, modes: dict[str, str],
                    pages: list[str] | None = None) -> None:
    """The company's count of investors over all its rounds ("the same three investors backed
    all its rounds", "backed by 57 investors", no round named) against the world's list (a
    docs-only attacker, check 8). A source's count (`pages`: "DealAtlas lists 57 investors")
    also holds where a cited page names that many of the company's investors."""
    counted = _COMPANY_INVESTORS.search(V.spelled_counts(claim, r"(?:\w+ )?(?:investors|"
                                                                 r"backers|participants)"))
    investors = company.truth.get("funding.investors") or []
    said = int(counted.group(1) or counted.group(2)) if counted else None
    if said is None or not investors or said == len(investors):
        return
    types = [str(r.get("type")) for r in (company.details or {}).get("rounds") or []
             if r.get("type")]
    if not _OVERALL_COUNT.search(claim) and (
            _LATEST_ROUND.search(claim) or any(round_type_rx(t).search(claim) for t in types)):
        return  # a round's backers: `_round_history` reads them
    if pages and any(sum(_name_in(str(i), t) for i in investors) == said for t in pages):
        return
    modes["EA03-QTY"] = f"the company has {len(investors)} investors, not {said}"


def _totals_of(company: Any) -> list[float]:
    """Every total raised the world gives a company: the running total after each round, and
    the total."""
    rounds = sorted(company.details.get("rounds") or [], key=lambda r: str(r.get("date")))
    amounts = [float((r.get("amount") or {}).get("amount") or 0) for r in rounds]
    total = company.truth.get("funding.total_raised")
    return [*(sum(amounts[:i + 1]) for i in range(len(amounts))),
            *([float(total["amount"])] if isinstance(total, dict) else [])]


def _peer_values(claim: str, c_nums: Any, subject: str | None, widx: Any, company: Any,
                 modes: dict[str, str], docs: list[Any]) -> None:
    """A competitor's total raised or founding year that the world does not give it (the
    target's total carried over by "It", a round given as the total, a page's date as the
    founding year: attack rounds 9 and 10) is misread (EA03-NUM, EA03-EVENT). A sentence citing a
    page of a same-named company is about that one (EA03-HOMONYM's business)."""
    peer = _peer(widx, company, subject)
    if peer is None:
        return
    namesakes = {c.id for c in widx.homonyms(peer.id)}
    if any(d is not None and d.company_id in namesakes for d in docs):
        return
    if _TOTAL_CUE.search(claim):
        known = _totals_of(peer)
        # a clause giving one amount as the total: no round or valuation beside it, no other
        # company's ("Candco's total of €76.4m")
        # (a part set against it after "while" or a semicolon is another company's unless it
        # names this one: "…, while Balzex Technologies is based in Sydney, Australia, with
        # total funding of USD 156.2M", outside round 111)
        parts = _CONTRASTED.split(claim)
        own = [p for i, p in enumerate(parts) if i == 0 or _name_in(peer.name, p)]
        for clause in (c for p in own for c in _TOTAL_CLAUSES.split(p)):
            money = V.money_mentions(clause)
            owner = _POSSESSIVE.search(clause)
            if len(money) != 1 or not _TOTAL_CUE.search(clause) or _NOT_A_TOTAL.search(clause) \
                    or (owner and not _name_in(owner.group(1), peer.name)):
                continue
            if not any(V.agrees(money[0].amount, k, money[0].precision, math.inf)
                       for k in known):
                modes["EA03-NUM"] = f"{money[0].amount:g} is no total {peer.name} has raised"
                return
    founded = peer.truth.get("overview.founded_year")
    # ("…, succeeding co-founder Bianca Seluthez" names a title, no founding: outside round 112)
    if founded and "founded" in _kinds(YEAR_EVENT_RX, _FOUNDER_TITLES.sub(" ", claim)):
        years = {int(y) for y in V._YEAR.findall(claim)}
        if years and int(founded) not in years and len(years) == 1:
            modes["EA03-EVENT"] = f"{peer.name} was founded in {founded}, not {years.pop()}"


def _peer_compared(peers: list[Any], claim: str, said: re.Match[str] | None) -> Any:
    """The peer a comparison is made against, named in the words after "than"/"before" up to
    the clause's end ("raised far more than Calioria: Mavson Labs USD 332M, …" compares the
    rivals with the company, not the company with Mavson Labs: outside round 45); None where
    there is no comparison or no peer there."""
    if said is None:
        return None
    against = re.split(r"[:;,.(\[—–]", claim[said.end():], maxsplit=1)[0]
    return next((p for p in peers if _name_in(p.name, against)), None)


def _compared_to_peer(claim: str, widx: Any, company: Any, modes: dict[str, str]) -> None:
    """"<Company> has raised more than <peer>" against the two totals the world gives, in one
    currency (attack round 10); "was founded before <peer>" against the two founding years (a
    docs-only check)."""
    peers = _competitors(widx, company)
    said = _MORE_THAN.search(claim)
    peer = _peer_compared(peers, claim, said)
    if said and peer is not None:
        mine, theirs = company.truth.get("funding.total_raised"), \
            peer.truth.get("funding.total_raised")
        if isinstance(mine, dict) and isinstance(theirs, dict) and \
                mine.get("currency") == theirs.get("currency"):
            more = float(mine["amount"]) > float(theirs["amount"])
            if more != (said.group(1).lower() == "more"):
                modes["EA03-RANK"] = (f"{company.name} raised {'more' if more else 'less'} "
                                      f"than {peer.name}")
                return
    said = _FOUNDED_BEFORE.search(claim)
    peer = _peer_compared(peers, claim, said)
    mine = company.truth.get("overview.founded_year")
    theirs = peer.truth.get("overview.founded_year") if peer is not None else None
    if said and mine and theirs and mine != theirs:
        earlier = said.group(1).lower() in ("before", "earlier than")
        if (int(mine) < int(theirs)) != earlier:
            modes["EA03-RANK"] = f"{company.name} was founded in {mine}, {peer.name} in {theirs}"


_RUNS = r"(?:runs|ran|heads|headed|leads|led|(?:is|was) at the helm of)"
_RUNS_THE_COMPANY = re.compile(rf"\b{_RUNS}\b")


def _role_given(assertion: Any, claim: str) -> bool:
    """Whether a claim gives an officer's name as holding the assertion's role: a founder
    named beside a podcast guest called "the CEO" ("… an interview with the CEO also date the
    start to 2012, when Abigail Kaxez set the business up": outside round 92) states no one
    as chief executive. Other facts' values are stated wherever they stand."""
    role = _ROLE_OF_FACT.get(assertion.fact_id)
    return role is None or holds_role_in(claim, V.norm_text(str(assertion.value)), role)


_ROLE_OF_FACT = {f"leadership.{fact}": dict(ROLE_RX)[role] for fact, role in
                 (("ceo", "ceo"), ("former_ceo", "ceo"), ("cto", "cto"))}


def _runs_the_company(norm: str, person: str, target: str) -> bool:
    """Whether a normalized sentence says `person` runs the company ("Yara Zeanwick runs
    Briorium Systems", "heads the company"): the chief executive in other words (attack round
    9); "leads the company's engineering" is no such thing. `target` is the company's
    normalized name."""
    head = target.split()[0] if target else ""
    return bool(head) and re.search(
        # (and ran it: "had earlier led the company as its chief executive", check 19)
        rf"\b{_RUNS} (?:the company|{re.escape(head)})\b"
        r"(?! s\b)", norm) is not None and holds_role(norm, person, _RUNS_THE_COMPANY)


# acts and states a report may add to a true sentence without a new name or number: each must
# be on a cited page (its word or one of its stem); the group is the word looked up
_STRIKING = re.compile(
    r"\b(ousted|ousting|fired|forced out|pushed out|resigned|stepped down|tripled|doubled|"
    r"quadrupled|halved|profitable|profitability|break-?even|failed|abandoned|scrapped|"
    r"formerly|renamed|rebranded|suspended|banned|raided|investigated|"
    # a product recalled, not a person recalling ("the CEO recalled in a June 2026 interview
    # that the three of them set it up", outside round 91)
    r"recalled(?!\s+(?:that|how|why)\b|\s+(?:in|during|at|on|to)\s+(?:[^\s,.;]+\s+){0,6}?"
    r"(?:that|how|why)\b)|"
    r"bankrolled|bailed out|rescued|"
    # an act reversed in other words (attack round 9): "walked away from a partnership"
    r"walked away|walks away|pulled out|pulls out|backed out|called off|rejected|"
    r"cancell?ed|cancels|terminated|withdrew|withdrawn|joint[- ]venture|"
    r"(?:closed|shut|shuttered) (?:its|the|an?) (?:\w+ )?(?:office|offices|site|sites|plant|"
    r"factory|location|operations|unit|division|hub)|"
    # a product ended (check 26: "shut down Quillly", "a wind-down of the Quillly app")
    r"shut down|shuts down|shutting down|wind-?down|wound down|winds down|discontinu\w+|"
    r"sunset(?:ted|ting)?|retired|retires|phased out|end-of-life|"
    # a relation of control (checks 33 and 34: "Pristic Systems is a Tallinn subsidiary of
    # Graium Technologies", on pages naming both as rivals)
    r"subsidiary|subsidiaries|parent company|wholly[- ]owned|majority[- ]owned|"
    r"relocat(?:ed|es|ing|ion))\b", re.I)
# a headquarters moved, in the claim and in a page sentence (check 36: "In 2026 Graium
# Technologies moved its headquarters to Berlin", on a report naming Berlin as a rival's): the
# words apart ("moved from patching things by hand", "our headquarters") tell no move
_HQ_MOVED = re.compile(r"\b(?:relocat\w*|mov(?:ed|es|ing|e))\b[^.;]{0,60}?\b(?:headquarters|hq|"
                       r"head office|main office|base)\b|\b(?:headquarters|hq|head office|main "
                       r"office)\b[^.;]{0,60}?\b(?:relocat\w*|mov(?:ed|es|ing|e))\b", re.I)
_CONTROL_WORDS = frozenset({"subsidiary", "subsidiaries", "parent", "wholly", "majority", "owned",
                            "acquired", "acquires"})

# ---- helpers ------------------------------------------------------------------------------
_FAILED_TO = re.compile(r"\bfailed to (\w+)", re.I)


def _failure_said(claim: str, texts: list[str]) -> bool:
    """Whether the pages say the claim's "failed to <do>" in other words: "it did not sell" for
    "a product that failed to sell" (outside round 24)."""
    acts = _FAILED_TO.findall(claim)
    return bool(acts) and all(any(re.search(
        rf"\b(?:did not|didn't|did n't|never|could not|couldn't|was unable to|were unable to) "
        rf"{re.escape(act)}\b", t, re.I) for t in texts) for act in acts)


# a web address or a domain names something as a proper name does: a key value
_ADDRESS = re.compile(r"\b(?:https?://|www\.)\S+|\b[\w-]+\.(?:test|com|io|ai|net|org|co)\b",
                      re.I)


_LATEST_FACTS = ("funding.latest_round.",)
# what a page gives as a rumour or a plan is no fact (a market forecast is an estimate, stated
# as such by every report: a claim giving it plainly voices nothing)
_HEDGED = ("rumored", "planned")
_LATEST = re.compile(r"\b(?:latest|most recent|last|newest|recent|current)\b", re.I)


# a name that reports ("DealAtlas lists …", "Venture Beacon reported …") is a source, no subject
_REPORTS = re.compile(r"\s+(?:(?:also|likewise|similarly|separately|both|all|each)\s+)?"
                      r"(?:names?|named|lists?|"
                      r"listed|reports?|reported|says?|said|gives?|gave|shows?|showed|records?|recorded|notes?|noted|describes?|"
                      r"described|puts?|estimates?|estimated|counts?|credits?|quotes?|quoted|adds?|added|"
                      r"includes?|included|places?|placed|cites?|cited|mentions?|mentioned|"
                      # a source's account of why: "Signal Daily attributed much of that growth
                      # to customers who first bought the product …" (outside round 133)
                      r"attribut(?:es|ed)|explains?|explained|argues|argued|observes?|observed|"
                      r"suggests?|suggested|blames?|blamed|traces?|traced|"
                      # "FirmIndex files the company under Proptech" (outside round 104)
                      r"fil(?:es|ed)\s+(?:[\w'’-]+\s+){0,3}?under|classifies|classified|"
                      r"categori[sz]es|"
                      # "with Northfield Business citing …" (outside round 21)
                      r"(?:nam|list|report|giv|show|record|not|describ|estimat|count|credit|quot|"
                      r"add|includ|plac|cit|mention|attribut|explain|argu|observ|suggest|blam|"
                      r"trac)ing)\b")


# a publication spoken to: "told", "according to", "in an interview with" right before its name
# (and where a figure "comes from": "… comes from Orimkrane's March 2025 report", round 28)
_TOLD = re.compile(r"\b(?:told|tells|telling|according to|speaking to|spoke to|in an interview "
                   r"with|(?:comes?|came|taken|drawn|sourced) from|"
                   # "… and, per Orimkrane, has raised EUR 256.2M" (outside round 109)
                   r"(?<![\w-])per)\s+(?:the\s+)?$", re.I)
# a name after a verb of reporting in the passive, with the names coordinated before it
# ("… is also described by Signal Daily and Northfield Business as a user", "the same three
# appear in DealAtlas": outside round 26): a source, the site of a page
# (with the part it gives them between: "Seluum Systems is named as a rival by FirmIndex, …",
# outside round 85)
_BY_SOURCE = re.compile(r"\b(?:described|reported|named|listed|cited|quoted|profiled|covered|"
                        r"mentioned|identified|featured|appears?|appear)"
                        r"(?:\s+as\s+(?:an?\s+|the\s+|its\s+)?[a-z]+(?:\s+[a-z]+)?)?"
                        r"\s+(?:by|in|on)\s+"
                        r"(?:(?:the\s+)?[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*)*\s*(?:,\s*|\s+and\s+))*"
                        r"(?:the\s+)?$")

# where a clause of a sentence begins: the parties of an act are the names of its clause
_CLAUSE_BREAK = re.compile(r",\s+|;\s+|\s+(?:and|but|while|whereas|before|after)\s+")


def _act_parties(claim: str, names: list[str]) -> list[str]:
    """The names in the clause of a claim's act ("…, opened an office in Sydney and acquired
    Kymrent Software": Kymrent Software), not every name of the sentence, and not its sources
    ("An analyst quoted by Ledgerline expected …": Ledgerline is no party)."""
    m = next((m for _, rx in ACT_RX for m in [rx.search(claim)] if m), None)
    # (a source named again after the act is its party too: "Capital Courier observed that the
    # tools were bought by Capital Courier")
    names = [n for n in names if not (_reports(claim, n) or _sourced_by(claim, n)) or (
        m is not None and claim.find(n, m.end()) >= 0)]
    if m is None:
        return names
    start = max((b.end() for b in _CLAUSE_BREAK.finditer(claim, 0, m.start())), default=0)
    after = _CLAUSE_BREAK.search(claim, m.end())
    clause = claim[start:after.start() if after else len(claim)]
    return [n for n in names if n in clause]


_HEDGE_WORDS = frozenset("""roughly approximately around about nearly almost some reportedly
allegedly arguably apparently likely possibly perhaps probably presumably seemingly estimated
estimate estimates believed thought said rumoured rumored suggest suggests suggested may might
could would appears appear seems seem though although publicly confirmed unconfirmed unverified
sources observers industry analysts widely expected""".split())
# (and a source's account of a risk: "The same article raised the risk that a larger vendor could
# copy …", outside round 134, for the page's "There is also the possibility that …")
_SOURCE_WORDS = frozenset("""directory directories database databases listing listings list lists
profile profiles site sites website websites page pages match matches matched agree agrees
agreed article articles piece story coverage flagged flags warned warns risk risks
possibility""".split())
_ACCORDING_TO = re.compile(r"^\s*(?:according to|per|as (?:stated|described|shown) (?:on|in|by))"
                           r"\s[^,]{1,60},\s*", re.I)
_SOURCED_BY = r"(?:quoted by|quoted in|according to|reported by|cited by|cited in|told|per)"


def _sourced_by(claim: str, name: str) -> bool:
    """Whether the name stands where a source does ("quoted by Ledgerline", "according to
    Harbor Times")."""
    return re.search(rf"\b{_SOURCED_BY}\s+(?:the\s+)?{re.escape(name)}", claim, re.I) is not None


def _words_on(claim: str, case: ClaimCase, texts: list[str]) -> bool:
    """Half or more of a claim's content words (two or more; the target's name aside) are on
    one of its cited excerpts."""
    target = V.name_tokens(case.target.get("name", ""))
    words = [w for w in content_words(claim) if w not in target]
    return len(words) >= 2 and any(
        sum(has_word(w, word_index(t)) for w in words) * 2 >= len(words) for t in texts)


_PRODUCT_NEAR = re.compile(r"\b(?:products?|platforms?|flagship|launch\w*|suites?|lines?|apps?|"
                           r"devices?|services?|tools?|software|release[sd]?)\b", re.I)


def _unnamed(text: str, names: list[str]) -> str:
    """The text with the names of two words or more blanked ("Troulmora Partners"): what it
    says of them, not what they are called. A capitalized word alone ("Customers include …")
    is no name to blank."""
    for name in names:
        if " " in name.strip():
            text = text.replace(name, " ")
    return text


# "Press and database profiles repeat subsets of this list" (outside round 26)
# ("Trade press and company databases list subsets of the same four rivals": outside round 33)
_ABOUT_COVERAGE = re.compile(r"\s*(?:the )?(?:(?:press|news|media|trade|database|directory|analyst)"
                             r"(?: and (?:press|news|media|trade|database|directory|analyst))? )?"
                             r"(?:coverage|sources|reports|profiles|articles|listings|"
                             r"press and (?:company )?(?:databases|directories|profiles))\b",
                             re.I)
# a page sentence doubting what it goes on to report ("Not everyone expects the market to
# support so many vendors: …", outside round 86): a claim that it "may not" denies nothing
_DOUBTS = re.compile(r"\b(?:not everyone|not all|few|no one|nobody)\s+(?:\w+\s+)?(?:expects?|"
                     r"believes?|thinks?|agrees?|is convinced)\b|\bdoubts?\b|\bsceptic|"
                     r"\bskeptic", re.I)


def _doubts(sentence: str, negated: re.Match[str] | None) -> bool:
    """Whether a page sentence doubts the act the claim denies, the act named after the doubt
    ("Not everyone expects the market to support …" for "may not support")."""
    act = negated.group(1).lower() if negated is not None else ""
    return bool(act) and any(has_word(act, word_index(sentence[m.end():m.end() + 80]))
                             for m in _DOUBTS.finditer(sentence))
# the act a negation denies: the word after it ("cannot support", "did not sell")
_NEGATED_ACT = re.compile(r"\b(?:not|never|cannot|can't|can’t|n't|n’t)\s+(?:be\s+|been\s+|yet\s+)?"
                          r"([a-z]{4,})", re.I)
# what the report itself does ("Figures for that namesake … are excluded from this tearsheet":
# outside round 67), no event
_OF_THIS_REPORT = re.compile(r"\b(?:from|in|of|by|for|out of)\s+this\s+(?:report|tearsheet|table|"
                             r"analysis|section)\b|"
                             # "…, so the table uses the newer company-reported totals" (outside
                             # round 82): what the report does with its sources
                             r"\b(?:the|this|our)\s+(?:comparables\s+)?(?:table|report|"
                             r"tearsheet)\s+(?:uses|shows|gives|lists|takes|keeps|prefers|"
                             r"relies on)\b", re.I)
# "The same estimate was cited in trade coverage of the Series D": the sources, not an event
# (outside round 23)
_CITED_IN = re.compile(r"\b(?:was|were|is|are|has been|have been) (?:cited|quoted|repeated|"
                       r"reported|given|used|carried) (?:in|by)\b[^.;]{0,40}\b(?:coverage|"
                       r"reports?|articles?|press|stories|sources|profiles?|pages?|releases?)\b",
                       re.I)
# a source that gives what the sentence before gave ("FirmIndex gives the same three":
# outside round 36): a reference back, no event
_THE_SAME = re.compile(r"^\s*(?:(?-i:[A-Z])[\w&'’-]*\s+){1,4}(?:also\s+)?(?:gives|gave|lists|"
                       r"listed|names|named|reports|reported|shows|showed|states|stated|cites|"
                       r"cited|has|had|puts|put|uses|used)\s+(?:the\s+)?same\b", re.I)
_SMALL_NUMBERS = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve".split())}


def _holds_count(text: str, n: int) -> bool:
    return re.search(rf"(?<![\d.,]){n}(?![\d]|[.,]\d)", text) is not None


def _reports(claim: str, name: str) -> bool:
    """Whether the claim's name is followed by a verb of reporting ("Harbor Times lists …"),
    alone or with other names before the verb ("Harbor Times and Market Lantern list …"): the
    name is a source, not a party or a value; so is one whose figure it gives ("… is Tounova's
    figure")."""
    at = claim.find(name)
    if at < 0:
        return False
    # the words of the name a reading leaves out ("Market" of "Market Lantern") stand with it
    before = _NAME_HEAD.sub("", claim[:at])
    if _TOLD.search(before) or _BY_SOURCE.search(before):
        return True  # "the company told Signal Daily …" (outside round 22), "described by …"
    rest = _COORDINATED.sub("", claim[at + len(name):], count=1)
    return _REPORTS.match(rest) is not None or AS_A_SOURCE.match(rest) is not None or \
        _ITS_REPORT.match(rest) is not None or _ITS_DOCUMENT.match(rest) is not None


# "… in Miothium's 2025 report": the publisher of a cited report, no party (outside round 41;
# Tier A still needs the name on the sentence's pages)
_ITS_REPORT = re.compile(r"['’]s\s+(?:\d{4}\s+)?(?:report|survey|profile|listing)\b")
# "a September 2026 Frontier Tech Review article named …": a publication before its document
# (outside round 46)
_ITS_DOCUMENT = re.compile(r"\s+(?:article|report|profile|story|piece|interview|podcast|"
                           r"feature|newsletter|survey)s?\b")


_NAME_HEAD = re.compile(r"(?:[A-Z][\w&.'’-]*\s+)+$")
# names joined to the one before a verb: ", DealAtlas and Market Lantern" in "X, DealAtlas and
# Market Lantern list …"
_COORDINATED = re.compile(r"^(?:\s*(?:,|,? and|&)\s+[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*)*)+")


def _opening_name(clause: str) -> str:
    """The capitalized words a clause opens with ("Market Lantern lists …": Market Lantern)."""
    m = re.match(r"\s*(?:[A-Z][\w&'’.-]*\s*)+", clause)
    return m.group(0) if m else ""


def _opens_with(name: str, clause: str) -> bool:
    """Whether a clause opens with `name`, or with its first word alone ("Isiron's multiple
    divides …" for Isiron Technologies: outside round 53)."""
    head = _opening_name(clause)
    if _name_in(name.split(" of ")[0], head):
        return True
    words = re.sub(r"['’]s?\s*$", "", head.strip()).split()
    return len(words) == 1 and words[0].lower() == name.split()[0].lower()


_CLAUSE_OPENER = re.compile(r"(?:^|[,;:]|\band|\bwhile|\bwhereas)\s*$")


# what follows a name that opens a clause: its verb, not a preposition or a conjunction ("…
# and Hiolmkane Digital as a partner" continues the clause before)
# or a possessive ("…, and Pristic's EUR 385M valuation followed …")
# — or, with its verb left out, a date or a round ("… signed in December 2021 and Saithis
# Grocers on 1 April 2025", "… at the Seed stage and Liolara Ventures at the Series A": outside
# round 41)
_VERB_NEXT = re.compile(r"['’]s\s|\s+(?:of\s+\w+\s+)?(?!(?:and|or|as|in|at|for|with|to|from|on|"
                        r"by|of)\b)[a-z]|\s+(?:in|on|at)\s+(?:the\s+)?(?:\d|(?:Series|Seed|"
                        r"Pre-Seed|January|February|March|April|May|June|July|August|September|"
                        r"October|November|December)\b)")


def _clauses(claim: str, names: list[str]) -> list[str]:
    """The claim cut before each name that opens a clause of its own: after a comma, a
    semicolon, a colon or "and"/"while", and followed by its verb ("…, and B is built
    around Q"; "…: X lists A, B and C, Y lists D"). One clause when no other name opens one."""
    cuts = sorted({at for n in names for m in re.finditer(re.escape(n), claim)
                   if (at := m.start()) > 0 and _CLAUSE_OPENER.search(claim[:at])
                   and _VERB_NEXT.match(_past_coordinates(claim[m.end():], names))})
    bounds = [0, *cuts, len(claim)]
    parts = [claim[a:b] for a, b in zip(bounds, bounds[1:], strict=False) if claim[a:b].strip()]
    # a name that only opens a subject joined by "and" ("Mealent Labs and | Pristic Systems are
    # …") stays with the rest of its subject
    out: list[str] = []
    for part in parts:
        if out and re.sub(r"(?:,|\band)\s*$", "", out[-1]).strip() in names:
            out[-1] += part
        else:
            out.append(part)
    return out


def _told_part(claim: str) -> str:
    """The claim less its clauses saying what pages leave out (the claim itself where all of
    it does)."""
    parts = CONTRAST_CLAUSES.split(claim)
    return " ".join(p for p in parts if modality(p) != "absent") or claim


def _past_coordinates(rest: str, names: list[str]) -> str:
    """What follows a name and the names coordinated with it by "and" ("…, Ryrtum University
    and Selarcyn Training Group are Braestelle Labs customers": a subject of two names, whose
    verb opens the clause: outside round 114); `rest` itself where no "and" joins a name."""
    joined = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True) if n)
    if not joined:
        return rest
    m = re.match(rf"(?:\s*,\s*(?:{joined}))*(?:\s*,)?\s+and\s+(?:{joined})", rest)
    return rest[m.end():] if m else rest


# the verb of a joint subject that gives each of its names the same value
_JOINT_STATE = re.compile(r"\s(?:are|were|have|had)\s(?:both\s|each\s|all\s)?", re.I)
_NAMED_BY_OTHERS = re.compile(r"\s(?:are|were|have been|had been)\s(?:\w+\s){0,2}?(?:named|"
                              r"listed|cited|mentioned|described|called|identified|ranked|"
                              r"seen|grouped)\b", re.I)


# where a profile's next field starts in an excerpt whose lines were joined ("… Selyxova
# Staff: 57 Investors: …")
_FIELD = re.compile(r"\s(?=(?-i:[A-Z])[\w-]*(?: (?!(?:said|says|added|adds|noted|notes|wrote|"
                    r"told|explained|explains|asked)\b)[\w-]+){0,2}: )")


def _posts(claim: str) -> list[re.Match[str]]:
    """Each person's post at a firm in the claim (`_AFFILIATED`, `_FIRM_POST`, `_WHERE_POST`),
    in order, the earlier of two that overlap."""
    posts, at = [], 0
    for m in sorted([*_AFFILIATED.finditer(claim), *_FIRM_POST.finditer(claim),
                     *_WHERE_POST.finditer(claim)], key=lambda m: m.start()):
        if m.start() >= at:
            posts.append(m)
            at = m.end()
    return posts


def _without_posts(claim: str, target: str, name: str | None = None) -> str:
    """The claim with each person's post at a firm read as the person alone, or, given `name`,
    each post whose person or firm it is read as `name` alone ("Mamora Growth partner Harriet
    Thornton": a title, no partnership); a post at the target itself stays, a relation to it
    ("Ruben Neberg is a partner of Larkspur Freight": outside round 17)."""
    parts, at = [], 0
    for m in _posts(claim):
        if target and V.names_match(m.group("firm"), target):
            continue
        if name is None or name in (m.group("person"), m.group("firm")):
            parts += [claim[at:m.start()], name or m.group("person")]
            at = m.end()
    return "".join([*parts, claim[at:]])


def _in_paragraph_of(text: str, key: str, name: str) -> bool:
    """Whether a paragraph of `text` names `name` and holds `key` in one of its sentences."""
    return any(_name_in(name, p) and any(_name_in(key, s) for s in _sentences(p))
               for p in text.split("\n"))


def _joint_subject(clause: str, names: list[str]) -> list[str]:
    """The names of a subject joined by "and" that a clause opens with, before its verb
    ("…, Mealent Labs and Pristic Systems are based in Berlin"); none for one name."""
    head = re.sub(r"^[\s,;:]*(?:and\s+|while\s+|whereas\s+)?", "", clause)
    for n in sorted(names, key=len, reverse=True):
        if n and head.startswith(n):
            rest = head[len(n):]
            after = _past_coordinates(rest, names)
            if after is not rest and _VERB_NEXT.match(after):
                joined = rest[:len(rest) - len(after)]
                return [n, *(m for m in names if m and m != n and _name_in(m, joined))]
            return []
    return []


def _window(text: str, name: str, names: list[str]) -> str:
    """The three words before and after a name in a text (what stands next to it); a list's
    member stands where its list does ("products: A, B and C": C is next to "products")."""
    at = text.find(name)
    if at < 0:
        return ""
    start = at
    while (before := next((m for other in names if (m := re.search(
            re.escape(other) + _LIST_JOIN, text[:start]))), None)) is not None:
        start = before.start()
    # adverbs stand aside ("X is also a customer", "X is now a partner")
    after = [w for w in text[at + len(name):].split() if w.lower() not in _ASIDE][:3]
    return " ".join(text[:start].split()[-3:] + after)


_ASIDE = frozenset("also now too still likewise additionally meanwhile even".split())
_LIST_JOIN = r"(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)$"


# figures given to the measures of the sentence before ("Revenue multiples divide … valuation
# by … revenue. For Pryrlelle Cyber these are $939m after the January 2025 Series C and $70.3
# million": outside round 52): what stands beside them is no measure of theirs
_THESE_ARE = re.compile(r"\b(?:these|they|those)\s+(?:are|were)\s+(?:[A-Z]{3}\s?)?[$€£]?\d")


def _measures(text: str) -> frozenset[str]:
    return _kinds(MEASURE_RX, text)


# connectors inside a name ("Bank of Ireland", "van Dijk") are whole words: "Acme developed"
# is no name "Acme de"
_CAPS = re.compile(r"\b[A-Z][\w&'.-]*(?:\s+(?:[A-Z][\w&'.-]*|(?:of|de|van|von|and)\b|&))*")

# "A and B" between two capitalized runs joins two names (a list, "Shield and Sentinel"); a name
# that contains "and" is found whole wherever both its parts are, so reading the parts loses
# nothing
_AND = re.compile(r"\s+and\s+(?=[A-Z])")


_OWNS = re.compile(r"['’]s\s+(?=[A-Z])")


def _claim_names(text: str, target: str, known: frozenset[str] = frozenset()) -> list[str]:
    tnorm = V.name_tokens(target)
    out = []
    # (a possessive parts two names: "Singapore's Pioston Labs" is Singapore's and Pioston
    # Labs, outside round 48)
    runs = (part for m in _CAPS.finditer(text) for run in split_compounds(m.group(0))
            for joined in _AND.split(run) for part in _OWNS.split(joined))
    for run in runs:
        words = re.sub(r"['’]s\b", "", run).split()
        # words that frame a name ("CEO Ann Lee", "In March") are dropped from its ends only
        while words and words[0].lower().strip(".") in FRAMING:
            words.pop(0)
        # ("Orelia Financial" ends in a company's word, not a framing one: outside round 51)
        while words and (words[-1].lower().strip(".") in FRAMING and not (
                len(words) > 1 and is_company(V.norm_text(" ".join(words)), frozenset()))
                or words[-1] in ("and", "&")):
            words.pop()
        phrase = " ".join(words).strip(" .,'")
        if len(phrase) < 3 or not words:
            continue
        if len(words) == 1 and text.lstrip().startswith(phrase + " ") and \
                V.norm_text(phrase) not in known:
            continue  # a lone capitalized first word is the sentence's start ("Customer
            # contracts run …"), as Tier A reads it, unless it names a company of the world
        toks = V.name_tokens(phrase)
        if not toks or toks <= tnorm:
            continue
        out.append(phrase)
    return out


_PERSON = re.compile(r"\b[A-Z][\w'-]+(?: [A-Z][\w'-]+)+")
_FORMER_BEFORE = re.compile(r"(succeeded|replaced) by", re.I)


# a role its holder left: "former CEO", "stepping aside as CEO", "resigned as chief executive"
_LEFT_ROLE = re.compile(
    r"\b(?:former|formerly|previous|ex-|outgoing|step(?:s|ped|ping)? (?:down|aside|back) "
    r"(?:as|from)|resign(?:s|ed|ing)? (?:as|from)|(?:retir|depart)(?:es|ed|ing|s)? as|"
    r"(?:left|leaving|leaves) (?:the company )?as)\s*((?:\S+\s+){0,3}\S+)", re.I)


def _left_roles(person: str, sentence: str) -> frozenset[str]:
    """The roles a sentence says `person` left (the few words after a leaving cue that is
    theirs, `_former_about`); none where no cue names a role ("A resigned")."""
    if not _former_about(person, sentence):
        return frozenset()
    return frozenset().union(*(_kinds(ROLE_RX, m.group(1))
                               for m in _LEFT_ROLE.finditer(sentence)))


_NO_BEFORE = re.compile(r"\b(?:no|not|never|without)\s+(?:[\w-]+\s+)?$", re.I)


def _former_about(person: str, sentence: str) -> bool:
    """Whether a sentence's "former" cue is about `person`: in a sentence naming two people
    ("Former chief executive A handed the role to B"), the cue belongs to the name nearest to
    it (the one before it for "succeeded by"), not to everyone."""
    # (a denied one is no cue: "The sources name no previous chief executive, and A was
    # already quoted as CEO in 2021", check 46)
    cues = [c for c in FORMER.finditer(sentence)
            if not _NO_BEFORE.search(sentence, 0, c.start())]
    if not cues:
        return False
    people = [m for m in _PERSON.finditer(sentence)]
    if len(people) < 2:
        return True
    for cue in cues:
        before = _FORMER_BEFORE.search(cue.group(0))
        candidates = [m for m in people if m.end() <= cue.start()] if before else people
        if not candidates:
            continue
        nearest = min(candidates, key=lambda m: min(abs(m.start() - cue.end()),
                                                    abs(cue.start() - m.end())))
        if _name_in(person, nearest.group(0)):
            return True
    return False


# "<Name> led …" in a claim, "led by <Name>" in an excerpt: who led a round
_LED_CLAIM = re.compile(r"((?:[A-Z][\w&'.-]*\s+)*[A-Z][\w&'.-]*)\s+(?:co-)?led\b(?!\s+by)")
# (co-leads: "led by A and B", "Lead investors: A, B")
_LED_BY = re.compile(r"\b(?:(?:co-)?led by|[Ll]ead investors?:?|[Ll]ead:)\s+"
                     r"((?:[A-Z][\w&'.-]*|and\b|&|,|[ \t])+)")


# "with Seluant Ventures leading the round"
# (and in other verbs: "Gisex Partners steering the round", "… anchored the Series A": check 44;
# "quarterbacked", "orchestrated", "drove": check 45)
_LEADING_ROUND = re.compile(r"((?:[A-Z][\w&'.-]*\s+)*[A-Z][\w&'.-]*)\s+(?:co-)?(?:(?:lead|head|"
                            r"steer|anchor|spearhead|front|quarterback|captain|orchestrat|pilot|"
                            r"headlin)(?:ing|ed)|drove|driving|priced|pricing)\s+"
                            r"(?:the|its|this)\s+(?:[\w-]+\s+){0,2}?"
                            r"(?:round|financing|investment|series\s+\w+|seed|pre-seed)\b", re.I)


# a round's lead as an absolute phrase: "The Series A closed with Gisex Partners leading and
# the only investor" (check 42)
# ("with Gisex Partners at the helm", "… in the lead", "… as lead investor": check 43)
_WITH_LEADING = re.compile(r"\bwith\s+((?:[A-Z][\w&'.-]*\s+)*[A-Z][\w&'.-]*)\s+(?:[\w-]+\s+)"
                           r"{0,3}?(?:co-)?(?:lead(?:ing|s)?|helm|head(?:ing)?|front(?:ing)?|"
                           r"steering|anchoring|spearheading)\b")


def _leads_given(sentence: str) -> list[str]:
    """The leads of rounds a page sentence gives, in any voice ("led by A", "A led the
    company's Seed round", "with A leading the round"); a company "led by CEO Wen Quasek" gives
    no round a lead (outside round 75)."""
    return [*(m.group(1) for m in _LED_BY.finditer(sentence)
              if not m.group(0).lower().startswith(("led", "co-led"))  # "Lead investor: A"
              or ROUND_CUE.search(sentence, max(0, m.start() - 60), m.start())),
            *(m.group(1) for m in _LED_CLAIM.finditer(sentence)
              if ROUND_CUE.search(sentence, m.end(), m.end() + 80)),
            *(m.group(1) for m in _LEADING_ROUND.finditer(sentence))]


def _name_in(name: str, text: str) -> bool:
    return _norm_in(name, _padded_norm(text))


def _norm_in(name: str, padded_norm: str) -> bool:
    n = V.norm_text(name)
    return bool(n) and f" {n} " in padded_norm


# ---- the cited excerpts, read once per excerpt ---------------------------------------------
# A claim's evidence is "\n".join of its cited excerpts, a new string for each citation set, so
# reading it whole would re-scan every page for every claim. These compose the per-excerpt
# readings (memoized per page text) into exactly what reading the joined text gives; where the
# composition could differ (a match or separator running across a join), they read the whole.
_SYMBOLS = "".join(V.CURRENCY_SYMBOLS)


def _numbers_joinable(texts: list[str]) -> bool:
    """No number, money amount or date pattern can run across a join: every pattern's inner
    whitespace sits between an alphanumeric, '.', ',' or currency symbol before it and an
    alphanumeric (a digit after '.', ',' or a symbol) after it, and no match starts or ends with
    whitespace."""
    for prev, nxt in zip(texts, texts[1:], strict=False):
        a, b = prev.rstrip()[-1:], nxt.lstrip()[:1]
        if not a or not b:
            return False  # a blank excerpt: the neighbours meet; read the whole
        if (a.isalnum() and b.isalnum()) or (a in ".," + _SYMBOLS and b.isdigit()):
            return False
    return True


def _joined_numbers(texts: list[str], joined: str) -> tuple[tuple[float, float, str | None,
                                                                   bool], ...]:
    """`_numbers(joined)` where `joined` is "\n".join(texts): money amounts of every excerpt in
    order, then the plain numbers in order (each excerpt's reading lists money first)."""
    if len(texts) == 1:
        return _numbers(texts[0])
    if not _numbers_joinable(texts):
        return _numbers(joined)
    parts = [_numbers(t) for t in texts]
    return tuple(x for p in parts for x in p if x[3]) + \
        tuple(x for p in parts for x in p if not x[3])


def _joined_sentences(texts: list[str], joined: str) -> tuple[str, ...]:
    """`_sentences(joined)`: the excerpts' sentences in order. A join is a separator either way
    ("\n" after anything); it only differs when the next excerpt starts with whitespace that a
    separator after a '.', '!' or '?' would swallow."""
    if len(texts) == 1:
        return _sentences(texts[0])
    if any(t[:1].isspace() for t in texts[1:]):
        return _sentences(joined)
    return tuple(x for t in texts for x in _sentences(t))


def _joined_padded_norm(texts: list[str]) -> str:
    """`_padded_norm("\n".join(texts))`: normalization works character by character and the
    join is whitespace, so the joined norm is the excerpts' norms joined by single spaces."""
    if len(texts) == 1:
        return _padded_norm(texts[0])
    norms = [_padded_norm(t).strip() for t in texts]
    return " " + " ".join(n for n in norms if n) + " "


def _unit_in(text: str, unit: str) -> bool:
    return re.search(rf"\d[\d,.]*\s*(?:[kKmM]\b)?\s*(?:full-time\s+)?{unit}\b", text, re.I) \
        is not None


def _key_matcher(claim: str, c_nums: Any, names: list[str]) -> Any:
    """sentence → whether it shares a key value with the claim (one of its names as whole
    words, one of its numbers, one of its years): where the claim comes from. The claim's side
    is read once per claim."""
    needles = [f" {n} " for n in (V.norm_text(x) for x in names) if n]
    years = _year_strings(claim)
    nums = [(v, p) for v, p, _, _ in c_nums]

    def shares(sentence: str) -> bool:
        if needles:
            padded = _padded_norm(sentence)
            if any(n in padded for n in needles):
                return True
        if nums:
            s_nums = _numbers(sentence)
            if any(V.agrees(v, e[0], p) for v, p in nums for e in s_nums):
                return True
        return bool(years & _year_strings(sentence))

    return shares


# a value after a name's possessive ("Grelbant's $900,000", "Arenyn's 512 staff")
_POSSESSED = re.compile(r"([A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,3})['’]s?\s+(?:\w+\s+)?"
                        r"((?:[A-Z]{3}\s*|[$€£])?\d[\d,.]*(?:\s*(?:[kKmMbB]n?|million|billion|"
                        r"thousand)\b)?)")


_NAME_POSSESSIVE = re.compile(r"[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,3}?['’]s?(?=\s)")


def _possessed_by(claim: str, value: tuple[float, float], name: str) -> bool:
    """Whether the claim gives `value` after the possessive of `name` (or of its first word,
    as a company is called by it): the value is that company's, whoever the subject is
    (outside round 38: "Arenyn … reports USD 642.2M raised, against Grelbant's $900,000")."""
    own = V.norm_text(name)
    for m in _POSSESSED.finditer(claim):
        who = V.norm_text(m.group(1))
        if (f" {own} " in f" {who} " or who.split()[-1:] == own.split()[:1]) and \
                any(V.agrees(value[0], e[0], value[1]) for e in _numbers(m.group(2))):
            return True
    # or before the name that gives it ("against the 21 people Vrevora reports": round 58)
    for m in _GIVEN_BY.finditer(claim):
        who = V.norm_text(m.group(2))
        if (f" {own} " in f" {who} " or who.split()[:1] == own.split()[:1]) and \
                any(V.agrees(value[0], e[0], value[1]) for e in _numbers(m.group(1))):
            return True
    return False


_GIVEN_BY = re.compile(r"((?:[A-Z]{3}\s*|[$€£])?\d[\d,.]*(?:\s*(?:[kKmMbB]n?|million|billion)\b)?)"
                       r"\s+(?:[a-z]+\s+){0,2}([A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,3})\s+"
                       r"(?:reports|reported|gives|gave|lists|listed|states|stated|discloses|"
                       r"disclosed|employs|employed|says|said)\b")


def _round_of(round_: dict | None, claim: str) -> bool:
    """Whether a claim speaks of this round: it names the round's kind ("the Series A"), or
    its lead as leading ("<lead> led it")."""
    if not round_:
        return False
    kind = str(round_.get("type") or "").lower()
    lead = V.norm_text(str(round_.get("lead") or ""))
    return bool(kind and kind in claim.lower()) or bool(
        lead and _LED_WORD.search(claim) and f" {lead} " in f" {V.norm_text(claim)} ")


_LED_WORD = re.compile(r"\b(?:led|co-led|leading|headed)\b", re.I)


_N = r"([A-Z][\w&-]*(?:\s+[A-Z][\w&-]*){0,3})"
# (who gives / acts, who receives) of money flows and acquisitions, in several phrasings
_GAP = r"(?:[^.]|\.(?=\d))"  # any text within the sentence ("3.4M" does not end it)
_FLOW_PATTERNS = [
    (re.compile(_N + r"\s+invested\b" + _GAP + r"{0,60}?\bin\s+" + _N), 1, 2),
    (re.compile(_N + r"\s+led\s+" + _N + r"['’]s?\b"), 1, 2),
    (re.compile(_N + r"['’]s?\s+" + _GAP + r"{0,80}?\bround\b" + _GAP + r"{0,60}?\bled by\s+"
                + _N), 2, 1),
    (re.compile(_N + r"\s+(?:raised|secured|closed|has closed|announced)\b" + _GAP
                + r"{0,80}?\bled by\s+" + _N), 2, 1),
    (re.compile(_N + r"\s+(?:raised|secured)\b" + _GAP + r"{0,60}?\bfrom\s+" + _N), 2, 1),
    (re.compile(_N + r"\s+(?:raised|secured)\b" + _GAP + r"{0,80}?\bwith\s+" + _N
                + r"\s+leading"), 2, 1),
]


# A profile's investor field ("Lead investor: X", "Investors: X, Y and Z"): each listed name
# invested in the company the page is about.
_INVESTOR_FIELD = re.compile(r"^\s*(?:lead |main |other )?(?:investors?|backers?|shareholders?|"
                             r"backed by|funded by)\s*[:\u2014-]\s*(?P<names>.+)$", re.I | re.M)


def _listed_investors(texts: list[str], pairs: set[tuple[str, str]]) -> set[tuple[str, str]]:
    """(investor, company) flows that excerpts state as investor fields: for a claimed flow
    a → b, an excerpt that names a and lists b in its investor field has b → a."""
    out = set()
    for a, b in pairs:
        for text in texts:
            padded = _padded_norm(text)
            if f" {a} " not in padded:
                continue
            for m in _INVESTOR_FIELD.finditer(text):
                if f" {b} " in _padded_norm(m.group("names")):
                    out.add((b, a))
    return out


def _flows(text: str) -> set[tuple[str, str]]:
    out = set()
    for m in FLOW.finditer(text):
        out.add((V.norm_text(m.group("a")), V.norm_text(m.group("b"))))
    for m in PASSIVE.finditer(text):
        out.add((V.norm_text(m.group("a")), V.norm_text(m.group("b"))))
    for rx, giver, taker in _FLOW_PATTERNS:
        for m in rx.finditer(text):
            a, b = V.norm_text(m.group(giver)), V.norm_text(m.group(taker))
            if a and b and a != b:
                out.add((a, b))
    return out
