"""The outside checks of issue 22 (docs/corpus.md "The outside check"): careful reports by
fresh LLM agents on companies the corpus does not hold, scored and then audited finding by
finding by readers who never read `rubric/`. Each round was measured first as a held-out set
(false-penalty shares: round 1, tests/data/corpus_outside, 15 of 19 = 0.79; round 2,
corpus_outside2, 6 of 21 = 0.29; round 3, corpus_outside3, at 100 calls, 9 of 13 = 0.69;
round 4, corpus_outside4, at 110 calls, 11 of 15 = 0.73; round 5, corpus_outside5, world w10,
19 of 26 = 0.73; round 6, corpus_outside6, world w11, 5 of 8 = 0.63; round 7,
corpus_outside7, world w11, three reports, 4 of 8 = 0.50; round 8, corpus_outside8, world
w12, 7 of 14 = 0.50); the rules its audits showed wrong
were then fixed for their class, so each set now guards those fixes on real reports: every
real error the readers upheld stays charged, the false penalties they named stay gone, and no
finding goes unaudited."""

from __future__ import annotations

from pathlib import Path

import pytest

from tearsheet_env.corpus.figures import CorpusFigures, corpus_figures

DATA = Path(__file__).parent / "data"
# round folder -> (its reports; the real errors its readers upheld, each stays charged; the
# false penalties left, each named in docs/corpus.md; the lowest reward a careful report keeps:
# 0.75, lower only where readers upheld wrong table values)
ROUNDS = {"corpus_outside": (5, 4, 0, 0.75), "corpus_outside2": (5, 15, 0, 0.75),
          "corpus_outside3": (5, 4, 0, 0.75),
          # a multiple whose valuation is cited in the sentence before, not in its own
          "corpus_outside4": (5, 4, 1, 0.75),
          # eval25 put two peers' older valuations in the table where their newer releases give
          # later ones (four wrong table values, upheld): it scores 0.30, as a wrong table should
          "corpus_outside5": (5, 6, 0, 0.29),
          "corpus_outside6": (5, 3, 0, 0.75),
          "corpus_outside7": (3, 4, 0, 0.75),
          "corpus_outside8": (5, 7, 0, 0.75),
          # held out 0.982, 0.899, 0.501, 0.843, 0.907; "software sold to utilities" was read
          # as the company's sale (fixed): 0.948 after
          "corpus_outside9": (5, 8, 0, 0.75),
          # four styles on two companies (w13): held out 4 false penalties of 68 (a round "led"
          # read as a rank, "GBP 1916M" as holding the year 1916, a possessive clause's value
          # read as the first company's, a CEO's denial paraphrased); careful > hurried, sloppy
          "corpus_outside10": (6, 64, 0, 0.75),
          # held out 4 false penalties of 47 (a multiple from the page's rounded valuation, a
          # reported discrepancy read as a denial, a CEO's headcount read as leadership, the
          # target called by its first word read as another company)
          "corpus_outside11": (6, 43, 0, 0.75),
          # held out (at 3c711d0 and at the attack-round-8 fixes alike) 0 false penalties of 35,
          # careful 0.760, 1.000, 0.948 > hurried 0.528, sloppy 0.159
          "corpus_outside12": (5, 35, 0, 0.75),
          # world w14: held out 2 false penalties of 12 (a role beside a city read as naming
          # another chief executive; "73.5 percent more than the year before" not read as
          # holding the year before), both fixed; careful 0.915, 0.964 > hurried 0.129
          "corpus_outside13": (3, 10, 0, 0.75),
          # world w15, five careful and one hurried: held out 4 false penalties of 14 (a job
          # board's listing, products bought through a partner, a table column read as a name,
          # a contrast with "not" read as a denial), all fixed; careful 0.862-1.000 > hurried
          # 0.794 (held out, careful 0.462 < hurried: the three findings above)
          "corpus_outside14": (6, 8, 0, 0.75),
          # held out at 120 calls: 5 false penalties of 25 (careful 5 of 12), fixed for class
          "corpus_outside15": (6, 19, 0, 0.75),
          # held out: 5 false penalties of 17 (careful 5 of 11), fixed for class; Grelbant's
          # careful report keeps 0.7498 for three upheld errors (two table rows' countries on no
          # page the row cites, an uncited caveat naming three companies)
          "corpus_outside16": (6, 11, 0, 0.74),
          # held out: 7 false penalties of 26 (careful 6 of 23), fixed for class; Stiera's
          # careful report keeps 0.144 for seven upheld errors (another market's name, size
          # and growth in the facts block, pages cited that were only searched, a disclosed
          # valuation left blank)
          "corpus_outside17": (6, 18, 0, 0.14),
          # world w15 at 120 calls, five careful and one sloppy (eighth session): held out 3
          # false penalties of 14 ("Against <peer>'s revenue" read as a name, a round's lead
          # investor read as the subject of the round's valuation, "the most common" said as
          # "<company>' most common"); each class fixed, the round now holds none
          "corpus_outside18": (6, 11, 0, 0.87),
          # the same, after round 18's fixes (eighth session), five careful and one hurried:
          # held out 4 false penalties of 13 (a "contract producers" sentence read as a fall, a
          # page's "getting started" as a founder list, "the person leading partnerships" as
          # a rank, a computed total's part pages as citation spam); each class fixed
          "corpus_outside19": (6, 9, 0, 0.8),
          # after round 19's fixes (eighth session), five careful and one concise: held out 4
          # false penalties of 24 ("SREs" for "site reliability engineers", a sentence on how
          # the multiples are computed read as an uncited fact, "has sold <product> since 2013"
          # as a sale, a newsroom line's "[Press release]" as a product's release); each class
          # fixed. Careful 0.820 and 0.842 keep upheld citation slips and blank cells
          "corpus_outside20": (6, 20, 0, 0.81),
          # after round 20's fixes and two check-7 readings (eighth session), five careful and
          # one sloppy: held out 2 false penalties of 17 ("with Northfield Business citing …"
          # read a source as a value, "commented on the deal" as stating its quote's plan);
          # both fixed
          "corpus_outside21": (6, 13, 0, 0.79),
          # after round 21's fixes (eighth session), five careful and one hurried: held out 4
          # false penalties of 25 ("has held a stake" read as a deal, a newsroom's "Signed
          # <customer>" not read for the party whose page it is, "told Signal Daily" read as a
          # relation, a rival whose own pages name the company read as no competitor); fixed.
          # (0.84 until the fifteenth session: "Pre-Seed", "Convertible Note" and "Venture
          # Debt" name rounds, no party, so train41-careful's checked claims fell from 55 to
          # 54 and its reward from 0.841 to 0.838, its four charged errors unchanged)
          "corpus_outside22": (6, 21, 0, 0.83),
          # after round 22's fixes and the speaker reading (eighth session), five careful and
          # one concise: held out 3 false penalties of 10 ("was cited in trade coverage" read as
          # an event, rivals' headcounts in a sentence giving the company's as its own, "After
          # the Series C" total read as a stale current one); each class fixed
          "corpus_outside23": (6, 7, 0, 0.9),
          # held out on the session's last rubric but one (0f94e7a), five careful and one
          # hurried: 9 false penalties of 28 (careful 9 of 14). Fixed after it: a dated
          # source's figure set beside the company's ("a May 2026 news article still gave …",
          # two findings) and a sum the sentence says it makes; in the ninth session the other
          # six: an aggregator's total given as its, "Number of rounds: 3" for "three rounds",
          # "the same seven investors", an investor's own portfolio page, a namesake set
          # apart, "did not sell"
          "corpus_outside24": (6, 18, 0, 0.9),
          # held out on the ninth session's rubric (4a87e5f), five careful and one hurried: 4
          # false penalties of 26 (careful 4 of 15): "Series C." read as an initial (two
          # sentences joined), a named source's "gives a higher €200 million funding total",
          # "managing partner" and a partner's quote read as relations, "the SWIFT messages
          # customers already use" as SWIFT a customer; each fixed. Two careful reports keep
          # 0.72-0.74 for upheld peer countries on none of the row's cited pages (0.719 since
          # citation precision leaves out the sentences a finding charges: theirs were cited well)
          "corpus_outside25": (6, 20, 0, 0.71),
          # held out on the ninth session's final rubric (a8ee953), four careful and one
          # sloppy: 7 false penalties of 12 (careful 6 of 10): "a same-named company" not read
          # as setting a namesake apart (two findings), a name the sentence says no value is
          # disclosed for, outlets "described by" read as borrowed values, "Press and database
          # profiles repeat …" read as an event, "named <company> as a user" as a role,
          # "Axiswise Cloud … launched in 2020" as the flagship Axiswise's year; each fixed
          "corpus_outside26": (5, 4, 0, 0.9),
          # held out on the ninth session's final rubric (3cdf943), four careful and one
          # concise: 2 false penalties of 3 (careful 2 of 3): an analyst's forecast naming the
          # company as a likely target read as an acquisition (strict: 0.517), "also uses the
          # Fethyn Technologies name" not read as setting a namesake apart; both fixed
          # (careful min 0.899 since citation precision leaves out charged sentences)
          "corpus_outside27": (5, 1, 0, 0.89),
          # held out on the ninth session's final rubric but for its own two classes (0d8ef6d),
          # four careful and one hurried: 2 false penalties of 15 (careful 1 of 2, hurried 1 of
          # 13): "with Ariyn Venture Partners leading and Naelgova Partners joining" read as a
          # rank, "comes from Orimkrane's March 2025 report" read as a borrowed value; fixed
          "corpus_outside28": (5, 13, 0, 0.82),
          # held out on the submitted rubric (148b77b), four careful, left as measured: 5 false
          # penalties of 9 (a method note's parts' pages read as citation spam and its blank as
          # a claim, a page's own "did not" read as a denial, "does best" for "wins when" read
          # as a superlative, an outlet read as a party); each fixed in the tenth session
          "corpus_outside29": (4, 4, 0, 0.8),
          # held out on the tenth session's rubric (1612467: round 29's classes fixed), four
          # careful and one hurried: 3 false penalties of 18 (careful 3 of 5, hurried 0 of 13):
          # a peer's revenue in a sentence following the peer's read as the company's, "We sell
          # <product>" not read as the line-up "sold today", "Signed <firm> as a customer" not
          # read as "<firm> joined as a customer"; each fixed after it
          "corpus_outside30": (5, 14, 0, 0.88),
          # held out on the tenth session's final rubric (ce41e29), four careful and one sloppy:
          # 2 false penalties of 24 (careful 2 of 8, sloppy 0 of 16): "was already leading the
          # company" read as a rank, a round's valuation in the sentence its lead "led it" read
          # as a stale current one; both fixed after it
          "corpus_outside31": (5, 22, 0, 0.79),
          # held out on the session's final rubric (6253540), four careful and one concise: 5
          # false penalties of 18 (careful 4 of 13, concise 1 of 5): a round's price "at
          # roughly" read as funding, "the most frequent" for "our most common", rivals the
          # coverage names "as rivals" read as one peer's values, a role in a clause of absence
          # given to the person of the next clause (two findings); each fixed after it
          "corpus_outside32": (5, 13, 0, 0.87),
          # held out on the submitted rubric (7fe38a5), four careful and one hurried, left as
          # measured: 5 false penalties of 15 (careful 4 of 5, hurried 1 of 10): "7.1 times
          # revenue" and "11 years apart" computed from cited parts read as absent values,
          # "the COO role … changed hands" read as an acquisition, a second product's launch
          # in parentheses read against the first's date, "Trade press and company databases
          # list subsets …" read as an event; three fixed after it, the last two in the
          # eleventh session (a post's holders "from A to B" read as the post's, so its
          # exemption no longer lets an invented former chief executive go uncharged: check 10)
          "corpus_outside33": (5, 10, 0, 0.84),
          # held out on the eleventh session's rubric (4138f62: round 33's classes and check
          # 10's hole closed), four careful, one hurried, one sloppy: 4 false penalties of 34
          # (careful 4 of 12, hurried 0 of 16, sloppy 0 of 6), 1 ambiguous: a customer's signing
          # date on the newsroom line naming it read as another subject's, "the October 2026
          # figure" an earlier cited sentence gave read as a value, goods "bought by operations
          # managers" read as an acquisition, "<peer> disclosed neither figure" read as a
          # claim needing the peer's page; each fixed after it
          "corpus_outside34": (6, 29, 0, 0.86),
          # held out on the session's final rubric but for its own class (ecc887d: round 34's
          # classes and check 11's closures in), four careful and one hurried: 1 false penalty
          # of 15 (careful 1 of 5, hurried 0 of 10): a namesake's rounds in a sentence setting
          # it apart ("The Vienna company of the same name reported …") read as values of
          # another subject than "Vienna"; fixed after it
          "corpus_outside35": (5, 14, 0, 0.89),
          # held out on 62bb776 (round 35's class in), four careful and one concise: 2 false
          # penalties of 10 (careful 1 of 7, concise 1 of 3): a second product's launch year
          # in a list read as the flagship's (EA03-CROSS), "FirmIndex gives the same three"
          # read as an unreported event; both fixed after it
          "corpus_outside36": (5, 8, 0, 0.70),
          # held out on the session's final rubric (a62bcb1), five careful: 1 false penalty
          # of 5 ("Kroustzo's most popular features" for the parts users "like most", read as
          # a rank no page gives); fixed after it
          "corpus_outside37": (5, 4, 0, 0.83),
          # held out on the twelfth session's rubric (141edcb: check 14's holes closed), four
          # careful and one hurried: 5 false penalties of 17 (careful 4 of 7, hurried 1 of 10):
          # "Company, press and directory sources" read as a list naming "press", namesakes
          # set apart in the plural ("different organisations sharing those names") read as a
          # denial, "has always been" for the page's "ever since" read as a generalization,
          # "the only board member listed" read as a stock listing, "against Grelbant's
          # $900,000" read as the peer's value; each fixed after it
          "corpus_outside38": (5, 12, 0, 0.86),
          # held out on 3732311 (round 38's classes in), four careful and one sloppy: 2 false
          # penalties of 14 (careful 2 of 4, sloppy 0 of 10): "the company declined to comment"
          # read as a decline beside an IPO year (a grave event's sentence, so in the strict
          # pool: 0.507), "the most common alternative" for the page's "usual rival" read as a
          # rank; both fixed after it
          "corpus_outside39": (5, 12, 0, 0.89),
          # held out on e857041 (round 39's classes, check 15's closures and the contract's
          # words on revenue in), five careful: 1 false penalty of 3 ("started it in 2018, a
          # year repeated in its funding releases" read as a funding or launch year); fixed
          # after it
          "corpus_outside40": (5, 2, 0, 0.91),
          # held out on the session's submitted rubric (a6647ac), four careful and one concise:
          # 5 false penalties of 8 (careful 5 of 7, concise 0 of 1): "so that figure is dated"
          # read as a conclusion drawn across pages, an investor firm's name ("Stixelle
          # Investments") as a funding year, two clauses with their verb left out ("… and
          # Saithis Grocers on 1 April 2025", "… and Liolara Ventures at the Series A") read as
          # the first name's, "in Miothium's 2025 report" read as a party; each fixed after it
          "corpus_outside41": (5, 3, 0, 0.92),
          # held out on the session's final rubric (efd059a), three careful: 1 false penalty of
          # 1 finding ("after which Brurtrova had raised EUR 157.3M" read as a stale current
          # total), and a perfect report gated to 0.05: "each name two or three of these
          # companies" matched the contract's example "Name Two" (the gate is no finding, so no
          # reader saw it); both fixed after it
          "corpus_outside42": (3, 0, 0, 0.97),
          # held out on 6154166 (three careful, one hurried, one sloppy): 4 false penalties of
          # 26 findings (careful 3 of 3: "founder A stepping aside as CEO" read as A's current
          # role, "No revenue figure for <peer> or valuation for <peer> appears in the sources"
          # as an uncited claim, "its funding releases … give the same 2016 start" as a funding
          # year; hurried 1 of 16: a customer that "joined the round through its venture arm"
          # read as no investor); careful 0.871, 0.907, 0.969 > hurried 0.349, sloppy 0.488;
          # all four fixed after it
          "corpus_outside43": (5, 22, 0, 0.93),
          # held out on b7c36d5 (three careful, one concise, one hurried): 5 false penalties of
          # 19 (careful 4 of 9: rivals the world lists from their own side, one sharing its
          # name with another company, read as added competitors — 0.546 in the strict pool;
          # "at that point" not read as dating a total; "best-liked features" for the parts
          # users "like most"; "a title that does not appear on the current leadership page"
          # read as a denial; concise 1 of 1: a funding section whose investors are
          # "… Partners" read as about partners); careful 0.903, 0.837, 0.546 > hurried
          # 0.724 (Pristic Systems); all five fixed after it
          "corpus_outside44": (5, 14, 0, 0.84),
          # held out on 74c1cbf (three careful, one sloppy): 1 false penalty of 22 findings
          # (careful 1 of 9: "the rivals have raised far more than <company>: <peer> …" read as
          # the company raising more than the peer), fixed after it; careful 0.889, 0.794,
          # 0.804 > sloppy 0.079; what holds the careful reports down is upheld (peers' HQ
          # countries on none of the row's cited pages, a date cited to the sentence before)
          "corpus_outside45": (4, 21, 0, 0.79),
          # held out on 5e2872a (three careful, one hurried): 2 false penalties of 10 findings
          # (careful 2 of 2: "it launched Haemgrent Ledger OS" read as the 2021 launch of
          # "Haemgrent Ledger"; "a … Frontier Tech Review article named <peers>" read as the
          # publication given to a peer); careful 0.956, 0.849, 0.875 > hurried 0.146; both
          # fixed after it
          "corpus_outside46": (4, 8, 0, 0.88),
          # held out on ba2fc91 (three careful, one sloppy): 6 false penalties of 23 findings
          # (careful 6 of 8: a name before its possessive read as a value given to another
          # investor; "a Bristol-based vendor" read as a relation with Bristol; "that valuation"
          # after a peer's sentence read as the company's, so the revenue beside it (two); "is
          # not a rival vendor but customers doing nothing" read as a denial; a page retold in
          # other words, left open); careful 0.932, 0.821, 0.899 > sloppy 0.362
          "corpus_outside47": (4, 17, 1, 0.87),
          # held out on b80f520, the session's final rubric (three careful): 1 false penalty of
          # 6 findings ("…, while Singapore's Pioston Labs reported $6.8 million" read as the
          # first clause's company's figure: the possessive joined the place and the name),
          # fixed after it; careful 0.902, 0.944, 0.823 (two peers' revenue multiples left
          # blank that news coverage discloses, upheld)
          "corpus_outside48": (3, 5, 0, 0.82),
          # held out on 46a54e5, the session's final rubric (three careful, one hurried): 2
          # false penalties of 13 findings (careful 2 of 6: "These reports describe talks and
          # plans, not completed deals" read as an uncited event; a method sentence read as
          # reporting nothing), both fixed after it; careful 0.840, 0.733, 0.900 > hurried 0.777
          # (Tharkia); the 0.733 upheld (a peer's multiple from its older revenue)
          "corpus_outside49": (4, 11, 0, 0.73),
          # held out on 74b7c13, the thirteenth session's final rubric (three careful, one
          # hurried): 1 false penalty of 12 findings (careful 1 of 7: "Series D left it valued
          # at" read as a departure), fixed after it; careful 0.886, 0.904, 0.822 > hurried 0.838
          # (Candco Labs); what holds them down is upheld (peers' HQ countries on none of the
          # row's cited pages)
          "corpus_outside50": (4, 10, 0, 0.85),
          # held out on 74b7c13 (three careful): 5 false penalties of 6 findings (customers the
          # CEO named read as CEOs; "signed as a customer by <peer>" and "Orelia Financial" cut to
          # "Orelia"; "its Enaepix Build API"; an investor opening a sentence on its round; a
          # search result's values charged again beside its citation), all fixed after it;
          # careful 0.730, 0.889, 0.961
          "corpus_outside51": (3, 1, 0, 0.86),
          # held out on 60c64ef, after rounds 50-51's fixes (three careful, one sloppy): 5 false
          # penalties of 12 findings (careful 5 of 5: "lists all seven backers" read as the
          # Series C's; a sentence on how the multiples divide read as an uncited claim; "all
          # twelve backers" the cited lists name; "these are $939m … and $70.3 million" read
          # by the round beside it; names a source names "as competitors" read as the
          # subject), all fixed after it; careful 0.926, 0.863, 0.948 > sloppy 0.601
          "corpus_outside52": (4, 7, 0, 0.95),
          # held out on 60c64ef (three careful, one concise): 1 false penalty of 11 findings
          # (careful 1 of 6: "Isiron's multiple divides its USD 2.29B …, and Calia's divides …"
          # read as Calia's), fixed after it; careful 0.716, 0.760, 0.984 > concise 0.686
          # (Sanera Academy); the 0.716 upheld (a headquarters city on none of the sentence's
          # cited pages; a namesake sentence citing a page only seen in a search)
          "corpus_outside53": (4, 10, 0, 0.71),
          # held out on 4887d65, after rounds 52-53's fixes (three careful, one hurried): no
          # false penalty in 13 findings; careful 0.904, 0.901, 0.898 > hurried 0.751; what
          # holds them down is upheld (peers' HQ countries on none of the row's cited pages)
          "corpus_outside54": (4, 13, 0, 0.89),
          # held out on 4887d65 (three careful, one sloppy): 2 false penalties of 17 findings
          # (careful 2 of 5: "has sold its PolicyHub platform since 2013" read as the founding
          # year; "Revenue multiples below divide …" read as an event), fixed after it; careful
          # 0.934, 0.898, 0.922 > sloppy 0.394
          "corpus_outside55": (4, 14, 0, 0.89),
          # held out on c239bb8, the researchers briefed with the contract's new words on the
          # HQ's country (three careful, one concise): 1 false penalty of 5 findings ("a Lyon,
          # France-based vendor" read as a relation with Lyon), fixed after it; careful 0.931,
          # 0.980, 0.866 > concise 0.902 (Staithkrum Labs); no peer HQ country uncited
          "corpus_outside56": (4, 4, 0, 0.90),
          # held out on c239bb8 (three careful, one hurried): no false penalty in 8 findings;
          # careful 0.912, 0.865, 0.909 > hurried 0.758; the 0.865 held down by idle citations
          # (a page cited for the sentence's words, a total's rounds' pages), counted as cited
          # since: 0.938
          "corpus_outside57": (4, 8, 0, 0.90),
          # held out on 7792dde, the session's later rubric (three careful, one sloppy): 1 false
          # penalty of 14 findings (careful 1 of 1: "against the 21 people Vrevora reports" read
          # as the peer's figure), fixed after it; careful 0.943, 0.963, 1.000 > sloppy 0.049
          "corpus_outside58": (4, 13, 0, 0.94),
          # held out on 7792dde (three careful): 2 false penalties of 3 findings ("a Logistics
          # company set up in 2015" read as a founder named Logistics, fixed after it; "Beyond
          # New York, the company opened an office in Amsterdam [14]", the headquarters cited
          # the sentence before, not on [14] — left standing: readers of rounds 53 and 55 called
          # the same class a true error and ambiguous); careful 0.884, 0.907, 0.959
          "corpus_outside59": (3, 1, 1, 0.88),
          # fifteenth session, each round held out on the fourteenth session's final rubric
          # (2d398cf), its classes fixed after it. Round 60, three careful and one hurried:
          # held out 5 false penalties of 18 (reported "could", a total of the sentence's own
          # figures, customers' own systems, "gave the same", "backs"); careful 0.828-0.930
          # held out, 0.893-1.000 after
          "corpus_outside60": (4, 13, 0, 0.89),
          # round 61, three careful and one sloppy: 3 of 12 (a multiple's working "719 divided
          # by 38.4", "could not be retrieved" read as a denial); careful 0.906-1.000 held out
          "corpus_outside61": (4, 9, 0, 0.97),
          # round 62, three careful and one concise: 4 of 8 ("…, plus C" read as a name "Plus C",
          # "rivals are A and B" read as A's, a stale directory's CEO as newer, pages cited for
          # "euro amounts" as idle); careful 0.881-1.000 held out
          "corpus_outside62": (4, 4, 0, 0.93),
          # round 63, three careful and one sloppy: 1 of 19 ("Convertible Note" read as a
          # party); careful 0.822-1.000 held out
          "corpus_outside63": (4, 18, 0, 0.85),
          # rounds 64-65, held out on 5aae6de (rounds 60-63 fixed). Round 64, three careful and
          # one hurried: 2 false penalties of 12 ("the sole investor in <peer>'s Series A" read
          # as the peer an investor; the year a source "reported in" read as the peer's event);
          # careful 0.833-0.960 held out
          "corpus_outside64": (4, 10, 0, 0.85),
          # round 65, three careful and one sloppy: none of 17 (one ambiguous: "Beyond New York,
          # the company opened an office in Madrid [2]", the headquarters cited the sentence
          # before — round 59's class, left standing); careful 0.865-0.986
          "corpus_outside65": (4, 16, 0, 0.86),
          # round 66, held out on 5c5eb40 (round 64 and check 25 fixed), three careful and one
          # concise: 3 false penalties of 5 (a peer's "EUR 46M (Biszova Bio)" read as the
          # company's figure; a
          # sum's parts listed in brackets, "(3.2, 12 and 58)", read as figures of their own);
          # careful 0.890-0.979 held out
          "corpus_outside66": (4, 2, 0, 0.97),
          # round 67, held out on 6bda9b3 (round 66 fixed), three careful and one hurried: 2
          # false penalties of 18 (what "this tearsheet" excludes read as an event; "no
          # completed round has been announced" not read as an absence); careful 0.845-0.986
          "corpus_outside67": (4, 16, 0, 0.89),
          # round 68, held out on 6bda9b3, three careful and one sloppy: 1 false penalty of 9 (a
          # profile's "Last funding round: Series B, …, 2025" read as the round of a valuation
          # the profile dates to 2013); careful 0.934-1.000
          "corpus_outside68": (4, 8, 0, 0.96),
          # rounds 69-70, held out on 95b3ea0 (the session's final rubric before them). Round
          # 69, three careful and one hurried: 1 false penalty of 20 (a negation the page makes
          # too, "cannot support" for "never supported", read as a denial); careful 0.905-0.966
          "corpus_outside69": (4, 19, 0, 0.9),
          # round 70, three careful and one sloppy: 3 of 14 ("after leading …" and "a leader able
          # to sell" read as ranks, fixed; "The sources do not name a chief technology officer,
          # a current role for co-founder B, or any previous chief executive" charged as an
          # uncited fact — left standing: reading the list's member as the absence's let check
          # 27's invented roles through); careful 0.914-0.981 held out
          "corpus_outside70": (4, 11, 1, 0.94),
          # round 71, held out on a593166 (rounds 69-70 fixed), three careful and one concise: 2
          # false penalties of 8 (a facts value's gloss, "Fintech (payments and financial
          # infrastructure)", read as a hedge — a strict-pool charge that put the careful report
          # at 0.571 under the concise one's 0.859; "Each multiple shown is … divided by …" not
          # read as a method sentence, fixed); careful 0.571-0.979 held out. The gloss reading
          # was withdrawn when check 28 hid an invented HQ move and product in glosses; after
          # round 94 a lower-case gloss with no name, figure, hedge or event is read as a
          # description (check 28's glosses stay claims): the careful report 0.979
          "corpus_outside71": (4, 6, 0, 0.92),
          # rounds 72-73, held out on c791065 (the fifteenth session's final rubric). Round 72,
          # three careful and one hurried: 2 false penalties of 23 ("announced on 13 Dec 2020
          # and 18 Oct 2022 respectively" paired wrongly, a day-month-year date not read as one
          # item; "11 at the 2022 Seed round, 16 in November 2023" read 16 as rounds); careful
          # 0.866-0.944 held out
          "corpus_outside72": (4, 21, 0, 0.86),
          # round 73, three careful and one sloppy: 6 false penalties and 2 ambiguous of 19
          # ("older than the 486 count" and "Eleven days before that" read as values of their
          # own; a sum whose Pre-Seed part only a release's title gives; "the CEO named A, B and
          # C in a podcast" read as A holding the post; "quoted as the leader of the company"
          # read as a rank; "Besides Lisbon, it opened an office in Raleigh [5]", the city cited
          # the sentence before — left standing, as is the ambiguous "Besides its Boston
          # headquarters": readers split on the class (round 13 upheld it as a true error, the
          # contract asks for every name on the sentence's own pages)); careful 0.829-0.945
          # held out
          "corpus_outside73": (4, 11, 1, 0.93),
          # rounds 74-75, held out on 515d71f (rounds 72-73 fixed). Round 74, three careful and
          # one hurried: 2 false penalties of 7 ("…, and Kiothora AI has disclosed no revenue"
          # charged for a name its cited page lacks; "names the six investors A, …, F" of a
          # database read as the Series B's count); careful 0.867-1.000 held out
          "corpus_outside74": (4, 5, 0, 0.92),
          # round 75, three careful and one sloppy: 3 false penalties of 17 (a multiple "that"
          # computes from the valuation of the sentence before; "so that responders are not
          # left with blind spots" read as a denial; "is led by CEO Wen Quasek" read as a
          # round's lead); careful 0.882-0.984 held out
          "corpus_outside75": (4, 14, 0, 0.95),
          # round 76, held out on b87878e (rounds 74-75 fixed), three careful and one concise: 2
          # false penalties of 8 (a profile's "Investors: A, …" not read as A's role, so the
          # "Founded by" beside it made A a founder; "they include platform teams" read as a
          # software product); upheld: "Beyond Lisbon, the company opened an office in Austin
          # [3]", the class round 73 left standing; careful 0.893-0.939 held out
          "corpus_outside76": (4, 6, 0, 0.89),
          # rounds 77-78, held out on 239fc22 (round 76 and check 29 fixed). Round 77, three
          # careful and one sloppy: 1 false penalty of 13 ("…, Stiera Labs and Uloumvex Group;
          # the CEO listed all four" read as Uloumvex Group the chief executive); upheld: "this
          # gives a multiple of 0.7x that reflects a 2013 valuation [49]", the 2013 cited only
          # the sentence before; careful 0.840-0.981 held out
          "corpus_outside77": (4, 12, 0, 0.87),
          # round 78, three careful and one hurried: 1 false penalty and 1 ambiguous of 20
          # ("Northfield Business says …" of Northfield's own article read as words given to a
          # person, "Companies Binex"; "Besides Lyon, the company opened an office in San
          # Francisco [2]" ambiguous, left standing); careful 0.815-0.960 held out
          "corpus_outside78": (4, 18, 0, 0.81),
          # rounds 79-80, held out on 0c780cf (rounds 77-78 fixed). Round 79, three careful and
          # one sloppy: 1 false penalty of 15 ("2025 revenue of USD 20M" read as the Series B's
          # USD 20.5M); careful 0.833-0.913 held out
          "corpus_outside79": (4, 14, 0, 0.83),
          # round 80, three careful and one hurried: 0 of 10 (no careful report drew a finding);
          # careful 0.929-0.965 held out
          "corpus_outside80": (4, 10, 0, 0.92),
          # round 81, held out on 4667624 (the session's final rubric), three careful and one
          # sloppy: 2 false penalties of 10 ("Capital Courier the 17.8% growth rate" read as a
          # funding figure; "about 0.9 times revenue" rounded against a page's figure); careful
          # 0.898-1.000 held out
          "corpus_outside81": (4, 8, 0, 0.91),
          # rounds 82-85, held out on 5641b4b (the sixteenth session's final rubric). Round 82,
          # three careful and one hurried: 3 false penalties of 19 ("the Austin-based
          # Meastquane" in an uncited list of blanks, "The Staisum Integrations partnership"
          # read as Staisum's, "so the table uses the newer totals" read as an event); careful
          # 0.768-0.979 held out
          "corpus_outside82": (4, 16, 0, 0.92),
          # round 83, three careful and one sloppy: 1 false penalty of 15 ("46.5% more than in
          # 2024" for a page's "the year before"); careful 0.932-0.946 held out
          "corpus_outside83": (4, 14, 0, 0.93),
          # round 84, three careful and one concise: 1 false penalty of 1 (a one-sentence
          # Market Opportunity, "competes in farm management software, which … sized at USD 8.5
          # billion", read as competition); careful 0.986-1.000 held out. The concise report
          # scores 1.000 after, as the careful one: its one upheld error ("mostly meets" where
          # the page says "include") is missed (the bar compares hurried and sloppy work only)
          "corpus_outside84": (4, 0, 0, 0.98),
          # round 85, two careful and one hurried: 5 false penalties and 1 ambiguous of 23
          # ("the older figure of 69 employees" read as current, twice; "180 at the April 2025
          # Series D" read as a round count; sources "named as a rival by FirmIndex, …" read
          # as parties, twice); careful 0.767-0.912 held out. Left standing: the ambiguous
          # "…, not this Bristol healthtech firm" ("Bristol" cited in its table row only)
          "corpus_outside85": (3, 17, 0, 0.84),
          # rounds 86-87, held out on 555670e (rounds 82-85 and check 29's span fixed). Round
          # 86, three careful and one sloppy: 3 false penalties of 9, all careful ("the market
          # may not support so many vendors" for a page that doubts it; an investor joining a
          # peer's round on the peer's own release; "six funding rounds" for a newsroom listing
          # six); careful 0.868-0.932 held out
          "corpus_outside86": (4, 6, 0, 0.90),
          # round 87, two careful and one hurried: 0 false penalties and 1 ambiguous of 23 (an
          # uncited note on how the report computes its multiples, with a year); careful 0.859
          # and 0.896 held out
          "corpus_outside87": (3, 22, 0, 0.85),
          # rounds 88-89, held out on cd5941b (round 86 and check 31 fixed). Round 88, three
          # careful and one sloppy: 1 false penalty of 19 ("Two Feava Investments partners"
          # read as one name); careful 0.964-0.980 held out
          "corpus_outside88": (4, 18, 0, 0.96),
          # round 89, two careful and one concise: 3 false penalties of 6, all concise
          # ("Together they total £106.1 million" after the rounds' sentence; "…, and the
          # company did not comment" read against the clause before it; "took part in the
          # December 2025 round" read as a year of the investor's); careful 0.919 and 1.000
          "corpus_outside89": (3, 3, 0, 0.91),
          # round 90, held out on 8336d74 (the session's final rubric; rounds 88-89 fixed),
          # three careful and one hurried: 3 false penalties of 15 ("by that revenue" after a
          # peer's revenue read as the company's; "like best" as a rank; "the 2026 round"
          # after the round's cited sentence); careful 0.857-1.000 held out
          "corpus_outside90": (4, 12, 0, 0.90),
          # round 91, held out on 4f1e6c3 (the seventeenth session's final rubric), five careful,
          # one concise and one hurried: 2 false penalties of 11 ("the CEO recalled in an
          # interview that …" read as a product recall; "the Series B took it to …" as a stale
          # current total); careful 0.936-1.000 held out
          "corpus_outside91": (7, 9, 0, 0.96),
          # round 92, held out on 4f1e6c3, three careful and one sloppy: 1 false penalty of 11
          # (a founder beside "the CEO", a podcast guest, read as the chief executive); careful
          # 0.892-0.980 held out
          "corpus_outside92": (4, 10, 0, 0.92),
          # round 93, held out on 4f1e6c3, four careful, one hurried, one concise: 1 false
          # penalty of 22 ("Valuations in the table are the latest each company disclosed"
          # charged as an uncited claim); careful 0.926-0.983 held out
          "corpus_outside93": (6, 21, 0, 0.92),
          # round 94, held out on b4365b5 (rounds 91-92 fixed), four careful and one sloppy: 1
          # false penalty of 17 (a sector value's lower-case gloss, "Biotech Tools (laboratory
          # automation and research software)", read as a hedge: the careful report 0.581, 1.000
          # after); careful 0.581-1.000 held out
          "corpus_outside94": (5, 16, 0, 0.95),
          # round 95, held out on 79a00fd (rounds 91-94 fixed), four careful, one hurried, one
          # concise: 0 false penalties of 29; careful 0.779 (a missing competitor and its row,
          # upheld) to 1.000
          "corpus_outside95": (6, 29, 0, 0.77),
          # round 96, held out on 79a00fd, five careful and one sloppy: 1 false penalty of 9 (a
          # "because" clause giving a blank read as a bridge of two pages); careful 0.863-1.000
          "corpus_outside96": (6, 8, 0, 0.89),
          # round 97, held out on b2f014a (check 32 and round 96 fixed), four careful and one
          # hurried: 1 false penalty of 16 (a launch year in a ", whose" clause read as the
          # founding's); careful 0.908-1.000 held out
          "corpus_outside97": (5, 15, 0, 0.94),
          # round 98, held out on 2f5abeb (the eighteenth session's final rubric), two careful
          # and one sloppy: 1 false penalty of 19 (a release's own date read as a round's);
          # careful 0.922-0.928 held out
          "corpus_outside98": (3, 18, 0, 0.92),
          # round 99, held out on 2f5abeb, three careful and one hurried: 0 false penalties of
          # 16; careful 0.964-1.000
          "corpus_outside99": (4, 15, 0, 0.96),
          # round 100, held out on 2f5abeb, three careful, one concise, one sloppy: 1 false
          # penalty of 8 (a reporting verb read into a name); careful 0.927-0.949 held out
          "corpus_outside100": (5, 7, 0, 0.92),
          # round 101, held out on 2f5abeb, two careful and one hurried: 0 false penalties of
          # 14; careful 0.848 (two search-only citations, upheld) and 0.978
          "corpus_outside101": (3, 14, 0, 0.84),
          # round 102, held out on 41d00f1, three careful, one hurried, one sloppy: 1 false
          # penalty of 16 (a person absent from a page's executives read as denied); careful
          # 0.550 for a peer's older valuation and its multiple in the table, both upheld
          "corpus_outside102": (5, 15, 0, 0.55),
          # round 103, held out on c5ac5b8, three careful, one sloppy, one concise: 1 false
          # penalty of 14 ("investor directors" read as investors); careful 0.910-0.966
          "corpus_outside103": (5, 12, 0, 0.9),
          # round 104, held out on c5ac5b8, three careful and one hurried: 3 false penalties
          # of 10 ("remotely" read as a place, a site that files the company given a role, an
          # adjective of "un-" read as an event); careful 0.809-1.000 held out
          "corpus_outside104": (4, 7, 0, 0.84),
          # round 105, held out on 413aca2 (the session's final rubric), four careful and one
          # sloppy: 1 false penalty of 9 ("Investor lists on directory sites match these six
          # backers", its words of agreement not on the pages; fixed in the twentieth
          # session); careful 0.903-1.000
          "corpus_outside105": (5, 8, 0, 0.9),
          # twentieth session (rounds 106-109 held out on 97c0e19, e54a043, e54a043 and
          # 33dfb25): 3 of 23, 2 of 8, 4 of 9 and 4 of 25 false penalties, all fixed after
          "corpus_outside106": (6, 19, 0, 0.87),
          "corpus_outside107": (5, 6, 0, 0.84),
          "corpus_outside108": (5, 5, 0, 0.9),
          "corpus_outside109": (6, 21, 0, 0.93),
          # round 110, held out on 9233512 (the session's final rubric): 0 false penalties of
          # 19 (all the sloppy report's); the five careful reports drew none, 0.950-0.982
          "corpus_outside110": (6, 19, 0, 0.95),
          # round 111, held out on ba9c30c: 5 false penalties of 21 (careful 4 of 10), all
          # fixed after (4e5473b); careful 0.752-0.963 held out, 0.837-0.963 after
          "corpus_outside111": (6, 14, 0, 0.83),
          # round 112, held out on 4e5473b: 3 false penalties of 14 (careful 3 of 6), all
          # fixed after; careful 0.894-0.940 held out
          "corpus_outside112": (6, 11, 0, 0.9),
          # twenty-first session: round 113, held out on 0a56587: 2 false penalties of 3 (all
          # careful), both fixed after; careful 0.874-1.000 held out, 0.935-1.000 after
          "corpus_outside113": (6, 1, 0, 0.93),
          # round 114, held out on 395c85a: 1 false penalty of 18 (careful 1 of 2), fixed after;
          # careful 0.906-1.000 held out, 0.920-1.000 after
          "corpus_outside114": (6, 17, 0, 0.92),
          # round 115, held out on e14f9c9: 0 false penalties of 17; careful 0.921-0.969
          "corpus_outside115": (6, 17, 0, 0.92),
          # round 116, held out on e14f9c9: 1 false penalty of 13, fixed after; the Gionora
          # careful report's 0.539 is two upheld wrong peer cells (a valuation its agent missed)
          "corpus_outside116": (4, 12, 0, 0.53),
          # round 117, held out on e6f535b: 0 false penalties of 2; careful 0.911-0.980
          "corpus_outside117": (5, 2, 0, 0.91),
          # round 118, held out on 4aec433: 1 false penalty of 13, fixed after; careful
          # 0.857-1.000 (0.857: three re-fetches of text it had been sent, no finding)
          "corpus_outside118": (6, 12, 0, 0.85),
          # twenty-second session: round 119, held out on 7fce926: 1 false penalty of 17
          # (careful 1 of 1), fixed after; careful 0.963-0.986 held out, 0.979-1.000 after
          "corpus_outside119": (7, 16, 0, 0.97),
          # round 120, held out on 7fce926: 0 false penalties of 3 (all careful, upheld);
          # careful 0.843-1.000
          "corpus_outside120": (5, 3, 0, 0.84),
          # round 121, held out on eba0813: 1 false penalty of 9 (careful 1 of 1), fixed after;
          # careful 0.959-1.000 held out
          "corpus_outside121": (6, 8, 0, 0.95),
          # round 122, held out on 603a871: 0 false penalties of 19; careful 0.952-1.000
          "corpus_outside122": (6, 19, 0, 0.95),
          # round 123, held out on cd2701a: 1 false penalty of 4 (concise), fixed after;
          # careful 0.865-1.000
          "corpus_outside123": (5, 3, 0, 0.86),
          # twenty-third session: round 124, held out on b6cd347: 1 false penalty of 10, the
          # "Beyond <HQ city>, …" class left standing since round 59; careful 0.943-0.959
          "corpus_outside124": (3, 9, 1, 0.94),
          # round 125, held out on b6cd347: 0 false penalties of 5 (all sloppy, upheld);
          # careful 0.985-1.000
          "corpus_outside125": (3, 5, 0, 0.98),
          # round 126, held out on b6cd347: 0 false penalties of 20 (careful 2, both upheld);
          # careful 0.914-0.956
          "corpus_outside126": (5, 20, 0, 0.91),
          # round 127, held out on 9f3122c: 1 false penalty of 17 (hurried: a free paraphrase
          # of a keyless sentence, left standing); careful 0.950-1.000
          "corpus_outside127": (6, 16, 1, 0.95),
          # round 128, held out on 38a4190: 0 false penalties of 8; careful 0.920-0.981
          "corpus_outside128": (6, 8, 0, 0.92),
          # twenty-fourth session: round 129, held out on 7a12a13: 1 false penalty of 28
          # (careful 1 of 1: a section's own topic in other words), fixed after; careful
          # 0.957-0.986 held out, 0.970-0.986 after
          "corpus_outside129": (6, 27, 0, 0.97),
          # round 130, held out on 28e1f3c: 2 false penalties of 9 (careful 2 of 3: an absence
          # told of some pages, a group of rivals' founding year), fixed after; careful
          # 0.885-0.963 held out, 0.922-0.963 after
          "corpus_outside130": (5, 7, 0, 0.92),
          # round 131, held out on 4ef30fe: 1 false penalty of 31 (hurried: a figure dated by
          # its source), fixed after; careful 0.833-1.000 (0.833: a search-only citation)
          "corpus_outside131": (6, 30, 0, 0.83),
          # round 132, held out on 4ef30fe: 0 false penalties of 1; careful 0.963-1.000
          "corpus_outside132": (4, 1, 0, 0.96),
          # round 133, held out on 4ef30fe: 1 false penalty of 22 (careful 1 of 1: a source's
          # account read as a party's act), fixed after; careful 0.948 held out, 0.985 after
          "corpus_outside133": (2, 21, 0, 0.98),
          # round 134, held out on 1aba80b: 2 false penalties of 12 (careful 2 of 2): a
          # source's account of a risk, fixed after; a count of names across six releases,
          # left standing; careful 0.827-0.962 held out, 0.827-0.962 after
          "corpus_outside134": (4, 10, 1, 0.82)}
# Companies where the careful report does not beat the weaker one, each upheld by its readers:
# the bar (careful > hurried and > sloppy) is not met there, and the test says so until it is.
KNOWN_INVERSIONS = {
    # careful 0.872: three peers' HQ countries on none of the row's cited pages (the contract:
    # "a city alone when they name no country"); hurried 0.899: three peer cells left blank
    ("corpus_outside11", "Biomvris Climate", "hurried"),
    # careful 0.948: sentences copied from their pages (3.3% of its words, the format score)
    # and one page cited for no key value; sloppy 0.964: one disclosed peer valuation left blank
    # (upheld) and nothing else wrong. Both were 0.948 and 0.928 until a page cited for four of
    # the sentence's words stopped counting as an idle citation (the sloppy report's one idle
    # page said "robots and factory automation, selling mainly to manufacturers")
    ("corpus_outside26", "Zeankrera Robotics", "sloppy"),
}


@pytest.fixture(scope="module", params=sorted(ROUNDS))
def round_(request: pytest.FixtureRequest) -> tuple[str, CorpusFigures]:
    return request.param, corpus_figures(DATA / request.param)


def test_every_finding_on_the_outside_sets_is_audited(round_: tuple[str, CorpusFigures]) -> None:
    name, figures = round_
    assert len(figures.rollouts) == ROUNDS[name][0]
    pending = {r.id: r.pending for r in figures.rollouts if r.pending}
    assert not pending, f"findings no reader has audited: {pending}"


def test_the_real_errors_readers_upheld_stay_charged(round_: tuple[str, CorpusFigures]) -> None:
    name, figures = round_
    assert sum(r.true_error for r in figures.rollouts) == ROUNDS[name][1]


def test_false_penalties_stay_gone_and_careful_work_scores_high(
        round_: tuple[str, CorpusFigures]) -> None:
    name, figures = round_
    assert sum(r.false_penalty for r in figures.rollouts) <= ROUNDS[name][2]
    assert min(r.reward for r in figures.rollouts if r.style == "careful") >= ROUNDS[name][3]


def test_careful_work_outscores_hurried_and_sloppy_work_on_each_company(
        round_: tuple[str, CorpusFigures]) -> None:
    name, figures = round_
    inverted = {(name, company, style) for company, style, careful, other
                in figures.pairs if style in ("hurried", "sloppy") and careful <= other}
    assert inverted == {k for k in KNOWN_INVERSIONS if k[0] == name}
