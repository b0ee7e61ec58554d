"""Grave events: what a sentence reports that changes what the company is — it was bought or
merged, sued, fined or indicted, went bankrupt, laid staff off, went public or suffered a data
breach.

An invented event of this kind about the company misleads a reader as much as a wrong required
value, so a sentence the claim checks flag for it is charged in the strict accuracy pool, beside
the facts block (docs/reward.md, "Accuracy"), and never in proportion to the report's length.
"""

from __future__ import annotations

import re

from rubric import values as V
from rubric.cues import Cues

# The words of each kind, as `Cues` alternatives (whole words, any case; each starts with a
# literal of a few letters, so a sentence holding none of their stems is never searched). Words
# that share a stem with a grave event but name something ordinary ("customer acquisition",
# "fine-tuned", "a fine line", a chief executive who "took over from" another) are left out by
# `_ORDINARY`.
GRAVE_EVENTS: dict[str, list[str]] = {
    # (and who bought: "named Graium Technologies the acquirer of Pristic Systems", check 21)
    "acquisition": [r"acqui(?:red?|res|ring|sitions?|rers?)", "bought", "buyouts?", "buy-outs?",
                    r"(?:buyer|purchaser) of",
                    # "the purchase of Fuvnis Data closed" (check 26): a firm bought
                    r"purchase of (?-i:[A-Z])[\w&-]*",
                    # "now owns Graium Technologies outright" (check 22)
                    r"owns (?:(?-i:[A-Z])[\w&-]*\s+){1,4}(?:outright|wholly|fully)",
                    r"now owns (?-i:[A-Z])",
                    "takeovers?", "taken over", "takes over", "taking over", "took over",
                    "majority stake",
                    # "gave Mamora Growth a controlling stake in Graium Technologies" (check 48)
                    r"controlling (?:stake|interest|shareholding)",
                    r"majority (?:interest|shareholding)",
                    # "every Graium Technologies share has sat with Brermium Systems, which now
                    # appoints its whole board" (check 49): all the shares, the whole board
                    r"(?:every|each|all of|all the|all its|all their) (?:the |its |their )?"
                    r"(?:(?-i:[A-Z])[\w&'’-]*\s+){0,4}(?:shares?|stock) (?:\w+ ){0,3}(?:sat|sits|"
                    r"sit|held|belongs?|belonged|rests?|rested|owned|passed|went|lies|lie|lay|is|"
                    r"are) (?:with|by|to)\b",
                    r"(?:appoints|appointed|appointing|names|named|picks|picked|controls|"
                    r"controlled|chooses|chose) (?:its |the )?(?:whole|entire|full) board",
                    # a part of the business sold: "sold Graium Campus to Mealent Labs for EUR
                    # 5M" (check 49); a product sold to a customer names no price's buyer firm
                    r"divest(?:s|ed|ing|itures?|ments?)?",
                    # "spun Graium Campus out into a separate company owned by Mealent Labs"
                    # (check 50): a part spun off by name (the company "spun out of" a
                    # university names no part), a company owned by a firm
                    r"(?:spun|spin|spins|spinning|carved|carve|carves|carving) (?:off |out )?"
                    r"(?:its |the )?(?-i:[A-Z])[\w&-]*"
                    r"(?: (?-i:[A-Z])[\w&-]*)* (?:off|out)?\s*(?:into|as)\b",
                    r"(?:spun|spin|spins|spinning) (?:off|out) (?:its |the )?(?-i:[A-Z])[\w&-]*",
                    r"(?:company|business|firm|entity|subsidiary) (?:now |since )?(?:wholly |"
                    r"fully |majority[- ])?owned by (?-i:[A-Z])[\w&-]*",
                    # "Graium Campus was handed over to Brermium Systems in 2025" (check 48,
                    # paying once its yardstick's plain sale was read): a part passed to a firm
                    r"(?:handed|passed|transferred) over to "
                    r"(?-i:[A-Z])[\w&-]*(?: (?-i:[A-Z])[\w&-]*)* (?-i:(?:Systems|Labs|Group|"
                    r"Technologies|Capital|Partners|Holdings|Ventures|Growth|Software|Solutions|"
                    r"Industries|Analytics|Digital|Data|Cloud|AI|Robotics|Bank|Insurance))\b",
                    r"(?:sold|handed|transferred|offloaded|passed) (?:over )?(?:its |the )?"
                    r"(?-i:[A-Z])[\w&-]*(?: (?-i:[A-Z])[\w&-]*)* (?:business |unit |division |arm |"
                    r"product line )?(?:over )?to (?-i:[A-Z])[\w&-]*(?: (?-i:[A-Z])[\w&-]*)+\b",
                    r"agree[sd]? to (?:be )?(?:sold|sell itself)",
                    r"plan(?:s|ning)? to (?:be )?(?:sold|sell itself)",
                    # "was sold to Alder"; "software sold to utilities" is a sale of products
                    r"(?:was|were|been|being|got) sold to",
                    r"sold (?:itself|the company|the business|a majority stake) to",
                    # the same events in other words (attack round 8)
                    r"(?:took|taken|takes|taking|gained|seized|assumed) (?:full )?control of",
                    r"(?:was|were|been|being) absorbed (?:into|by)", r"absorbed (?:it|the company)",
                    r"sale of (?:the company|the business|(?-i:[A-Z][\w&-]*(?: [A-Z][\w&-]*)*)) "
                    r"to",
                    r"sold off (?:its|the) (?:[\w-]+ ){0,2}(?:operations|business|unit|division)",
                    r"wholly[- ]owned by", r"(?:is|was|became|becomes) (?:now )?a subsidiary of",
                    # "Fuvnis Data is the data-services subsidiary of Graium Technologies",
                    # "… or for its Tallinn subsidiary, Pristic Systems" (checks 33-35): its
                    # owner bought or built it
                    r"(?:a|an|the|its|their) (?:[\w-]+ ){0,3}subsidiar(?:y|ies)",
                    # attack round 9
                    r"chang(?:ed|es|ing) hands", r"(?:was|were|been|being) folded into",
                    r"(?:under|to) new owners(?:hip)?",
                    # attack round 10
                    r"now (?:a|an|one) (?:(?-i:[A-Z])[\w&-]*(?: (?-i:[A-Z])[\w&-]*)* )?brand\b",
                    r"(?:is|are|was|were) now (?:wholly |majority[- ]|fully )?owned by",
                    r"(?:operates|operating|runs|running|trades|trading) as (?:a|an) "
                    r"(?:unit|division|subsidiary|brand|business unit|arm) of",
                    # "Kaerova Data became a wholly owned Graium Technologies unit" (check 44)
                    r"(?:wholly|majority|fully)[- ]owned (?:[\w&-]+ ){0,4}(?:unit|division|arm|"
                    r"subsidiary|brand|business|product line)",
                    # "passed into the hands of Fuvnis Data", "which Graium Technologies sold to
                    # Brermium Systems" (checks 47 and 9, once their plain sales were read)
                    r"(?:passed|passes|fell|came|went) into (?:the )?hands of (?-i:[A-Z])[\w&-]*",
                    r"which (?:[\w&-]+ ){1,3}sold to (?-i:[A-Z])[\w&-]*",
                    r"(?:became|becomes|become|is now|are now) (?:a|an) (?:unit|division|arm) of",
                    # the owner's control in any words: "under the Graium Technologies
                    # umbrella", "a Graium-controlled data arm", "reports into Graium
                    # Technologies as its data division" (check 45)
                    r"under (?:the )?(?:(?-i:[A-Z])[\w&'’-]*\s+){1,4}(?:umbrella|banner|"
                    r"ownership|control)\b", r"(?:-controlled|-owned)",
                    r"(?:is|are|was|were|been|being) (?:now )?(?:\w+ )?controlled by "
                    r"(?-i:[A-Z])[\w&-]*",
                    r"reports? (?:in)?to (?:(?-i:[A-Z])[\w&'’-]*\s+){1,4}as (?:its|their|a|an) ",
                    # … and in words of belonging: "has belonged to Graium Technologies since
                    # 2025", "sat inside the Brermium Systems portfolio of brands" (check 46)
                    r"(?:belongs|belonged|belonging|belong) to (?-i:[A-Z])[\w&-]*",
                    r"(?:inside|within|part of|into|joined|one of|member of|among) (?:the )?"
                    r"(?:(?-i:[A-Z])[\w&'’-]*\s+){1,4}(?:portfolio of (?:brands|companies|"
                    r"businesses)|group of companies|family of (?:brands|companies)|"
                    r"stable(?! of (?:apps|products|tools)))\b",
                    # "reporting its results as part of that group" (check 47)
                    r"as part of (?:that|the|its|their) (?:new )?(?:group|parent|owner)\b",
                    # "its accounts consolidated into Brermium's" (check 48): an owner's books
                    r"(?:accounts|results|financials|figures|earnings|books) (?:\w+ ){0,2}"
                    r"consolidated (?:into|with|in|by)",
                    r"(?:is|are|was|were|been|being|became|become) (?:now )?(?:fully )?owned by "
                    r"(?-i:[A-Z])[\w&-]*", r"parent(?: company)?,? (?-i:[A-Z])[\w&-]*"],
    "merger": [r"merg(?:e|ed|es|ing|ers?)",
               r"combin(?:ed|es|ing) (?:its|their) (?:\w+ )?(?:business|businesses|operations|"
               r"companies)\b",
               # "… into a single company under the Graium Technologies name" (check 45)
               r"into (?:a|one) single (?:company|entity|group|business)",
               # "have traded as one company under the Graium name" (check 46)
               r"(?:trade|trades|traded|trading|operate|operates|operated|operating|run|runs|"
               r"ran|running) as (?:one|a single) (?:company|business|group|entity)",
               # "joined forces under one board and one brand" (check 47)
               r"under (?:one|a single|a common|a shared|the same) (?:board|owner|ownership|"
               r"management|parent)\b",
               r"combined (?:company|entity|group)",
               # "have shared a single chief executive, one balance sheet and one payroll"
               # (check 48): one firm's books and staff
               r"(?:single|shared|common|joint|same|combined) (?:balance sheet|set of accounts)",
               r"one (?:balance sheet|set of accounts)",
               r"(?:share|shares|shared|sharing) (?:a |one |the )?(?:single |common |same )?"
               r"(?:chief executive|ceo|board|balance sheet|payroll)\b",
               r"business combination", r"amalgamat\w*"],
    "lawsuit": ["lawsuits?", "law-suits?", "sued", "sues", "suing", "litigation",
                r"class[- ]action", "legal action", r"filed (?:a )?(?:suit|complaint)",
                "infringement", r"(?:took|taken|takes|taking) (?:\w+ ){0,3}to court",
                r"(?:brought|filed|lodged) a (?:legal )?claim against",
                r"court (?:case|ruling|order|ordered)",
                r"settled? (?:a |the )?(?:lawsuit|case|claim|dispute|suit)s?",
                r"to settle (?:a |the )?(?:\w+ )?(?:dispute|claim|case|suit)", r"out-of-court",
                # the party sued in other words (check 22)
                "defendants?", r"(?:named (?:as )?(?:a |the )?)?respondents? in",
                r"(?:a|the) complaint (?:\w+ ){0,4}(?:filed|brought|lodged)",
                r"(?:patent|legal|court|infringement) (?:case|claim|suit)s?",
                # the party sued in any words: "is defending a patent complaint Pristic Systems
                # filed against it" (check 45)
                r"(?:patent|legal|court|infringement|antitrust|trademark|copyright) complaints?",
                r"(?:filed|brought|lodged) against (?:it|them|the company|(?-i:[A-Z]))",
                r"defend(?:s|ed|ing)? (?:itself )?(?:against )?(?:a |an |the )?(?:\w+ ){0,2}"
                r"(?:complaint|suit|lawsuit)s?\b",
                # a court in any words: "contesting claims Pristic Systems brought before the
                # Dublin High Court" (check 46)
                r"contest(?:s|ed|ing)? (?:\w+ ){0,2}(?:claims?|suit|lawsuit|allegations?|"
                r"charges?)", r"(?:claims?|suit|case|action) (?:\w+ ){0,4}brought (?:against|"
                r"before)", r"(?:high|district|supreme|federal|commercial|circuit|appeals?) court",
                # "answering a copyright claim … before an arbitration tribunal" (check 47)
                r"(?:copyright|trademark|patent|infringement) claims?", r"arbitrat(?:ion|ors?)",
                r"tribunals?",
               # "has accused Graium Technologies of copying … and the two firms are due before a
               # judge" (check 48): a charge and a court in any words
               r"accus(?:ed|es|ing|ations?)\b",
               r"(?:before|in front of) (?:a|the) (?:\w+ )?(?:judge|court|jury|magistrate)s?\b",
               r"(?:judge|jury|magistrate) (?:ruled|ordered|found|dismissed|awarded|"
               r"threw out|sided)"],
    "fine": ["fined", r"fines? (?:of|from|by|totall?ing|imposed)", r"penalt(?:y|ies)",
             r"sanction(?:s|ed)?", r"ordered to pay", r"in damages", r"damages (?:of|to)",
             # a regulator's case in any words: "paid EUR 2M to settle an Irish data-protection
             # probe" (check 45)
             r"(?:regulatory|regulator|regulators|watchdog|data-protection|data protection|"
             r"privacy|antitrust|competition|government|federal) (?:probe|investigation|inquiry|"
             r"enquiry|action|case|settlement)s?",
             r"settle[sd]? (?:a |an |the )?(?:\w+ ){0,3}(?:probe|investigation|inquiry|enquiry|"
             r"charges?|allegations?)",
             r"(?:paid|pay|pays|paying|agreed to pay) (?:\w+ ){0,4}to settle",
             # "handed EUR 1.2M to the Irish Data Protection Commission to close its inquiry"
             # (check 46)
             r"(?:close|closed|closes|closing|resolve|resolved|resolves|resolving) (?:\w+ ){0,2}"
             r"(?:inquiry|enquiry|investigation|probe)",
             # "the Data Protection Commission opened an audit of how …" (check 47)
             r"(?:opened|launched|began|started|opens|launches) (?:an? |its )?(?:\w+ )?(?:inquiry|"
             r"enquiry|investigation|probe) (?:into|of)",
             r"(?:commission|regulator|authority|watchdog|ombudsman)(?:'s|’s)? (?:\w+ ){0,3}"
             r"(?:audit|inquiry|enquiry|investigation|probe|review)",
             # "the Data Protection Commission is examining how Quillly stores pupil data"
             # (check 48): a regulator's case in any verb
             r"(?:commission|regulator|regulators|watchdog|watchdogs|ombudsman|supervisor|inspectorate|"
             r"protection authority|competition authority) (?:is |are |was |were |has |have |had )?"
             r"(?:been |now )?(?:examin|investigat|prob|scrutini[sz]|inquir|enquir|looking into|"
             r"looked into|look into)\w*"],
    "indictment": [r"indict(?:ed|ment|ments)?", r"criminal (?:charges?|investigation)",
                   "charged with", r"prosecut\w*", "arrested", "fraud",
                   r"jailed", r"imprisoned", r"sentenced to", r"convicted"],
    "insolvency": [r"bankrupt\w*", r"insolven\w*", r"liquidat\w*", "receivership",
                   r"chapter (?:7|11)", r"ceased (?:operations|trading)", "wound down",
                   r"default(?:ed|s)? on",
                   r"(?:entered|went into|placed (?:in|into)|fell into|enter|go into) "
                   r"administration", r"administrators? (?:were|was|have been) appointed",
                   r"ran out of (?:cash|money|funds)", r"stopped paying (?:its )?(?:staff|"
                   r"employees|suppliers|creditors)", r"went under", r"collapsed",
                   # attack round 9
                   r"(?:went|gone|goes|going) bust", r"(?:was|were|been|being|is) wound up",
                   r"wound up (?:by|its|the company)", r"shut (?:its )?doors",
                   r"(?:closed|closes|closing) (?:its|their) doors", r"shuttered",
                   # "shut down" ending its clause, or of the business ("shut down unused
                   # servers" is a product's work)
                   r"(?:shut|shuts|shutting) down(?= *(?:[.,;]|$|in \d|on \d|after |"
                   r"operations|the company|the business|its (?:business|operations)))",
                   # attack round 10
                   r"missed (?:\w+ ){0,2}payments? (?:to|on) (?:its |their )?(?:lenders|"
                   r"creditors|bondholders|loans?|debt)",
                   r"(?:missed|skipped|deferred) (?:a |its |their )?(?:loan|debt|interest) "
                   r"payments?",
                   # "stopped trading and its directors began winding the business down",
                   # "lenders took the keys to the business after it could no longer meet its
                   # interest payments" (check 49): the end of trading, creditors in control
                   r"(?:stopped|stops|stop|stopping) (?:trading|operating|operations)\b",
                   r"(?:wind|winds|winding|wound) (?:the |its )?(?:business|company|firm|"
                   r"operations) down", r"(?:wind|winds|winding|wound) down (?:the |its )?"
                   r"(?:business|company|firm|operations)",
                   r"(?:lenders|creditors|bondholders|banks|bank) (?:\w+ ){0,2}(?:took|take|takes|"
                   r"taken|taking|seized|seize|seizes|assumed|won|gained) (?:\w+ ){0,3}(?:keys|"
                   r"control|ownership|possession|charge)\b",
                   r"(?:could|cannot|unable to|can no longer|can not) (?:no longer |not )?"
                   r"(?:meet|pay|service|cover) (?:its |their |the )?(?:\w+ )?(?:interest|debts?|"
                   r"loans?|repayments?|bills|creditors|wages|payroll)",
                   # "asked its creditors to approve a scheme of arrangement after missing loan
                   # repayments" (check 48): a debtor's terms with its creditors in any words
                   r"(?:miss|missed|missing|misses|skip|skipped|skipping|defer|deferred|deferring)"
                   r" (?:\w+ ){0,2}(?:re)?payments?",
                   r"schemes? of arrangement", r"(?:creditors|voluntary|debt) arrangements?",
                   r"(?:asked|asks|asking|persuaded|begged) (?:its |their )?(?:creditors|"
                   r"lenders|bondholders)", r"standstill agreements?",
                   r"debt (?:restructuring|moratorium|relief|write-?down)s?",
                   # a court's protection in any words: "placed Graium Technologies under the
                   # protection of an examiner" (check 46)
                   r"examiner(?:ship)?s?", r"(?:creditor|court|bankruptcy) protection",
                   r"protection (?:from|of) (?:its |the )?(?:creditors|court|an examiner)",
                   r"(?:restructuring|insolvency|winding up|winding-up) (?:proceedings|plan|"
                   r"process|petition|order)s?", r"receivers? (?:was |were |have been |had been )?"
                   r"(?:appointed|called in)"],
    "layoffs": ["layoffs?", "lay-offs?", "laid off", "job cuts", r"redundanc\w*", r"downsiz\w*",
                r"cut (?:\d+ |about \d+ |its )?(?:jobs|staff|workforce)",
                r"reduced (?:its )?(?:workforce|headcount)",
                r"let go (?:of )?(?:\w+ ){0,3}(?:staff|employees|workers|people|engineers)",
                r"trimm?(?:ed|ing|s) (?:its |the )?(?:staff|workforce|headcount|team|jobs)",
                r"shed (?:\w+ ){0,2}(?:jobs|staff|roles|employees)",
                # attack round 9
                r"cut (?:a (?:fifth|quarter|third|tenth)|half|\d+ ?(?:%|per ?cent)) of "
                r"(?:its |the )?(?:\d[\d,]* )?(?:workforce|staff|jobs|employees|headcount|team)",
                r"made (?:\w+ ){0,3}(?:staff|employees|roles|people|workers|jobs) redundant",
                # any verb of cutting a share of the staff: "trimmed a fifth of its workforce"
                # (check 46)
                r"(?:cut|cuts|cutting|trimmed|trims|trimming|reduced|reduces|reducing|slashed|"
                r"slashes|slashing|shed|sheds|shedding|axed|axes|axing|eliminated|eliminates|"
                r"eliminating|halved|halves|halving|shrank|shrunk|pared|let go) (?:\w+ ){0,2}"
                r"(?:(?:a|one) (?:fifth|quarter|third|tenth|sixth|half)|half|\d+ ?(?:%|per ?cent)|"
                r"\d[\d,]* (?:of )?(?:its|their|the)) (?:of )?(?:its |their |the )?(?:workforce|"
                r"staff|employees|headcount|jobs|roles|positions|workers)",
                r"(?:workforce|headcount|staff) (?:was |were |has been |had been )?(?:cut|"
                r"reduced|trimmed|slashed|halved) by",
                # "halved the ranks of its engineering group" (check 47)
                r"(?:halved|thinned|culled|cut|trimmed|slashed|reduced|shrank|shrunk|depleted) "
                r"(?:the )?ranks",
                # "shrank its team by a third", "its workforce was halved" (check 50): the staff
                # made smaller, by any verb and share
                r"(?:shrank|shrunk|shrinks|shrinking|cut|cuts|cutting|reduced|reduces|reducing|"
                r"trimmed|slashed|halved|thinned|downsized) (?:its |the |their )?(?:\w+ )?(?:team|"
                r"teams|workforce|staff|headcount|payroll) by\b",
                r"(?:workforce|headcount|staff|team|payroll) (?:was|were|has been|had been|"
                r"is being|have been) (?:halved|cut|slashed|reduced|trimmed|thinned|shrunk|"
                r"downsized)\b(?! from)",
                # "said goodbye to 20 colleagues as it narrowed its focus" (check 48): staff gone
                # in any words, by their number
                r"(?:said|says|saying|say|bid|bade|bids) (?:goodbye|farewell) to (?:\w+ ){0,2}"
                r"(?:colleagues|staff|employees|workers|people|engineers|members)",
                r"(?:parted|parts|parting|part) (?:ways|company) with (?:\w+ ){0,2}(?:\d[\d,]*|"
                r"dozens|hundreds|some|many|several|most) (?:of )?(?:its |their )?(?:colleagues|"
                r"staff|employees|workers|people|engineers)",
                r"job losses", r"(?:jobs|roles|positions) (?:were |was |have been |had been )?"
                r"(?:lost|eliminated|axed|cut)\b",
                # "25 of its 57 staff were told their roles no longer existed" (check 49)
                r"(?:roles|role|jobs|positions|position|posts|post) (?:\w+ ){0,2}no longer "
                r"exist(?:ed|s)?",
                r"(?:roles|role|jobs|positions|position|posts|post) (?:were|was|had been|"
                r"have been|has been) (?:abolished|eliminated|axed|scrapped|made redundant)",
                r"(?:staff|employees|workers|people|engineers|colleagues) (?:were|was) (?:told|"
                r"asked|given notice)(?= (?:to leave|to go|their|that their|they|of))"],
    "listing": ["ipos?", "initial public offering", "go public", "goes public", "going public",
                "gone public", "went public", "stock exchange",
                r"list(?:s|ed|ing)? (?:its |their )?shares", "direct listing", "spac",
                "flotation", r"floated (?:its |their )?(?:shares|stock|on)",
                # attack round 9
                r"shares (?:began|begin|begins|started|start|starts) trading",
                r"(?:began|begun|started) trading (?:publicly|on)", "publicly traded",
                # attack round 10
                r"shares (?:trade|traded|are traded|are listed|listed) on",
                r"(?:trades|traded|is listed|are listed|listed|(?:a|its|the) listing) on (?:the )?"
                r"(?:\w+ ){0,2}(?:stock exchange|exchange|euronext|nasdaq|nyse|lse|aim)\b"],
    # a breach the company suffered, not the breaches a security product stops
    "breach": [r"(?:suffered|disclosed|reported|hit by|experienced|confirmed) (?:a |an )?"
               r"(?:major |large |serious )?(?:data |security )?breach(?:es)?",
               r"(?:was|were|been|got) hacked", r"data breach (?:at|that exposed)",
               r"(?:customer|user|patient) (?:data|records) (?:was|were) "
               r"(?:exposed|leaked|stolen)",
               # attack round 9
               r"(?:suffered|hit by|targeted by|victim of|disclosed|reported) (?:a |an )?"
               r"(?:\w+ )?(?:cyber-?attack|ransomware attack|hack)",
               r"cyber-?attack (?:that|which) exposed", r"exposed (?:customer|user|patient) "
               r"(?:data|records)",
               # without the word: "an intruder copied pupil records from Quillly's servers"
               # (check 47)
               r"(?:intruders|intruder|strangers|stranger|outsiders|outsider|hackers|hacker|"
               r"attackers|attacker|criminals|criminal|thieves|thief|fraudsters|fraudster) "
               r"(?:\w+ ){0,2}(?:copied|stole|took|accessed|downloaded|leaked|"
               r"obtained|broke|posted|published|dumped)",
               # "… and posted it on a public forum" (check 49): records published by someone
               r"(?:posted|published|dumped|leaked|sold) (?:\w+ ){0,3}(?:on|to) (?:a |an |the )?"
               r"(?:public|hacker|hackers'|criminal|dark[- ]web|underground|online) (?:forum|"
               r"site|website|board|market(?:place)?)s?\b", r"dark[- ]web",
               # "Harbor Times blamed a 2026 leak of Graium Technologies' pupil records on a
               # misconfigured server" (check 51)
               r"leaks? of (?:[\w'’-]+ ){0,4}(?:records|data|files|details|credentials|passwords|"
               r"database)", r"(?:data|records?) leaks? (?:at|from|of|affecting|that exposed)\b",
               # "a file of Quillly pupil records appeared on a paste site", "turned up for sale
               # on a Telegram channel" (check 50): records that surface where criminals trade
               r"(?:records|data|files|details|credentials|passwords|database|databases) (?:\w+ )"
               r"{0,3}(?:appeared|turned up|surfaced|showed up|emerged|were found|was found|"
               r"were posted|was posted|were offered|was offered|went on sale|were listed|was "
               r"listed) (?:\w+ ){0,4}(?:paste ?sites?|pastebin|telegram|forums?|hackers?|"
               r"criminals?|for sale|leak sites?|breach sites?)",
               r"unauthori[sz]ed (?:access|parties|party|users?)",
               r"(?:copied|stole|stolen|leaked|exfiltrated) (?:\w+ ){0,3}(?:records|data|files|"
               r"details|credentials|passwords) from",
               r"(?:records|data|files|details|credentials|passwords) (?:\w+ ){0,2}(?:were|was) "
               r"(?:stolen|leaked|copied|exfiltrated|compromised)",
               # "a misconfigured storage bucket left Quillly pupil files readable by anyone"
               # (check 48): records open to anyone, in any words
               r"(?:readable|accessible|visible|viewable|downloadable|exposed|open) (?:to|by) "
               r"(?:anyone|anybody|the public|the (?:open )?internet|outsiders|strangers)",
               r"(?:left|leaving|leaves|leave) (?:\w+ ){0,4}(?:records|data|files|details|"
               r"databases?) (?:\w+ ){0,2}(?:readable|accessible|exposed|unprotected|unencrypted|"
               r"public)", r"(?:records|data|files|details|databases?) (?:\w+ ){0,2}(?:were|was|"
               r"been) left (?:\w+ ){0,2}(?:readable|accessible|exposed|unprotected|unencrypted|"
               r"open|public)"],
}
_KINDS = [(kind, Cues(alternatives)) for kind, alternatives in GRAVE_EVENTS.items()]
_STEMS = tuple(sorted({stem for _, cues in _KINDS for stem in cues.stems}))
_ORDINARY = re.compile(r"\b(?-i:[a-z])[\w]*-(?:controlled|owned)\b|"  # "family-owned"
                       r"\b(?:customer|user|client|talent|data|lead|patient|member)s? "
                       r"acquisition\b|\bfine-\w+|\bfine (?:line|print)\b|\bpenalty kicks?\b|"
                       r"\b(?:took|take|takes|taking|taken) over (?:from|as)\b|"
                       r"\bfraud (?:screening|detection|prevention|analytics|checks?|risk|"
                       r"teams?|tools?|monitoring|scoring)\b|\b(?:anti|payment|card)[- ]fraud\b|"
                       # products bought through a partner (outside round 14), not the company
                       r"\bbe bought (?:through|from|via|online|directly|separately|together)\b|"
                       # an office that "changed hands" (outside round 33): its holders are read
                       # as the post's (reading.HANDOVER)
                       r"\b(?:role|post|position|job|seat|title|office)s? (?:[\w-]+ ){0,4}?"
                       r"(?:chang(?:ed|es|ing) hands)\b",
                       re.I)
# a sentence that denies an event asserts none ("no layoffs were reported", "has never been
# sued", "has not disclosed any acquisitions"): a false denial is a wrong claim like any other,
# charged where its finding falls. The negation governs the event: at most five words before
# it, or a list's ("no record of a lawsuit, fine or layoffs"); one further off says something
# else of an event that happened ("did not break down the 20 jobs it cut in its 2025 layoffs":
# check 9), as does one after it ("the terms of the 2026 merger were not disclosed"). Its reach
# ends where a later time begins: "faced no litigation until 2025, when it settled a lawsuit"
# reports the lawsuit (check 20)
_WORD = r"\s+(?!(?:until|till|when|before|after|but)\b)[\w-]+"
_DENIED = re.compile(rf"(?:\b(?:no|not|never|none|neither|nor|without)\b|n['’]t\b)"
                     rf"(?:{_WORD}){{0,5}}?(?:(?:\s*,|\s+(?:or|and|nor)\b)(?:{_WORD}){{1,2}}?)*"
                     rf"(?:\s*,)?(?:\s+(?:or|and|nor))?\s*$", re.I)


# the company bought, not buying: "was acquired by", "changed hands", "sold to" (a page on its
# own purchase of another firm, "Acquired Kymrent Software", reports no sale of it)
# a company bought is told in the past or in progress ("was sold to", "is being acquired"); a
# product "is sold as an API" (outside round 15: the page that sold a product "reported" any
# acquisition of the company)
_BOUGHT = re.compile(r"\b(?:(?:was|were|been|being|get|got) (?:\w+ )?(?:acquired|bought|"
                     r"taken over|purchased|sold(?! (?:as|through|via|on|under|directly|per|"
                     r"separately|alongside|with)\b)|absorbed|folded)|(?:acquired|bought|purchased|"
                     r"taken over) by|chang(?:ed|es|ing) hands|sold (?:itself|the company|the "
                     r"business|a majority stake)|sale of (?:the company|the business|itself)|"
                     r"agreed to (?:be )?(?:sold|sell itself)|(?:a|its) (?:buyer|new owner)|"
                     r"wholly[- ]owned by|a subsidiary of)\b", re.IGNORECASE)


def bought(text: str, company: str = "") -> bool:
    """Whether a text says a company was bought (the acquired side of an acquisition): in the
    passive, or with `company` (the first word of its name) the one bought ("Kymrent Software
    acquired Graium Technologies")."""
    if _BOUGHT.search(text) is not None:
        return True
    return bool(company) and re.search(
        rf"\b(?:acquired|acquires|bought|buys|took over|takes over|purchased|absorbed) "
        rf"(?:the )?{re.escape(company)}\b", text, re.IGNORECASE) is not None


def event_kinds(text: str) -> frozenset[str]:
    """The kinds of grave event (`GRAVE_EVENTS`) a text mentions, the ordinary phrases that
    share their words aside."""
    low = V.ascii_lower(text)
    if low is not None and not any(map(low.__contains__, _STEMS)):
        return frozenset()  # no stem of any kind: most sentences
    found = [(kind, cues) for kind, cues in _KINDS
             if cues.may_match(low) and cues.regex.search(text)]
    if found and _ORDINARY.search(text):
        text = _ORDINARY.sub(" ", text)
        found = [(kind, cues) for kind, cues in found if cues.regex.search(text)]
    return frozenset(kind for kind, _ in found)


def grave_event(text: str) -> bool:
    """Whether a sentence reports a grave event: it mentions one (`event_kinds`) that no
    negation right before it denies."""
    kinds = event_kinds(text)
    if not kinds:
        return False
    text = _ORDINARY.sub(" ", text)
    return any(_DENIED.search(text, 0, m.start()) is None
               for kind, cues in _KINDS if kind in kinds for m in cues.regex.finditer(text))
