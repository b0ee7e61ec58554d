"""Grave events: what a sentence reports that changes what the company is — it was bought or
merged, sued, fined or indicted, went bankrupt, laid staff off or went public.

An invented event of this kind about the company misleads a reader as much as a wrong required
value, so a sentence the claim checks flag for it is charged in the strict accuracy pool, beside
the facts block (docs/reward.md, "Accuracy"), and never in proportion to the report's length.
"""

from __future__ import annotations

import re

# One pattern a kind. Words that share a stem with a grave event but name something ordinary
# ("customer acquisition", "fine-tuned", "a fine line", a chief executive who "took over from"
# another) are left out by `_ORDINARY`.
GRAVE_EVENTS: dict[str, str] = {
    "acquisition": r"\bacqui(?:red?|res|ring|sitions?)\b|\bbought\b|\bbuy-?outs?\b|"
                   r"\btakeovers?\b|\btak(?:en|es|ing) over\b|\btook over\b|"
                   r"\b(?:agreed|agrees|plans?|planning) to (?:be )?(?:sold|sell itself)\b|"
                   r"\bsold (?:itself |the company |a majority stake )?to\b|"
                   r"\bmajority stake\b",
    "merger": r"\bmerg(?:e|ed|es|ing|ers?)\b",
    "lawsuit": r"\blaw-?suits?\b|\bsu(?:ed|es|ing)\b|\blitigation\b|\bclass[- ]action\b|"
               r"\blegal action\b|\bfiled (?:a )?(?:suit|complaint)\b|\binfringement\b",
    "fine": r"\bfined\b|\bfines? (?:of|from|by|totall?ing|imposed)\b|\bpenalt(?:y|ies)\b|"
            r"\bsanction(?:s|ed)?\b",
    "indictment": r"\bindict(?:ed|ment|ments)?\b|\bcriminal (?:charges?|investigation)\b|"
                  r"\bcharged with\b|\bprosecut\w*|\barrested\b|\bfraud\b",
    "insolvency": r"\bbankrupt\w*|\binsolven\w*|\bliquidat\w*|\breceivership\b|"
                  r"\bchapter (?:7|11)\b|\bceased (?:operations|trading)\b|\bwound down\b|"
                  r"\bdefault(?:ed|s)? on\b",
    "layoffs": r"\blay-?offs?\b|\blaid off\b|\bjob cuts\b|\bredundanc\w*|\bdownsiz\w*|"
               r"\bcut (?:\d+ |about \d+ |its )?(?:jobs|staff|workforce)\b|"
               r"\breduced (?:its )?(?:workforce|headcount)\b",
    "listing": r"\bipos?\b|\binitial public offering\b|\b(?:go|goes|going|went|gone) public\b|"
               r"\bstock exchange\b|\blist(?:s|ed|ing)? (?:its |their )?shares\b|"
               r"\bdirect listing\b|\bspac\b|\bflotation\b",
}
_KINDS = [(kind, re.compile(rx, re.I)) for kind, rx in GRAVE_EVENTS.items()]
_ORDINARY = re.compile(r"\b(?:customer|user|client|talent|data|lead|patient|member)s? "
                       r"acquisition\b|\bfine-\w+|\bfine (?:line|print)\b|\bpenalty kicks?\b|"
                       r"\b(?:took|take|takes|taking|taken) over (?:from|as)\b", re.I)
# a sentence that denies an event asserts none ("no layoffs were reported", "has never been
# sued"): a false denial is a wrong claim like any other, charged where its finding falls
_DENIED = re.compile(r"\b(?:no|not|never|none|neither|nor|without)\b|n['’]t\b", re.I)


def event_kinds(text: str) -> frozenset[str]:
    """The kinds of grave event (`GRAVE_EVENTS`) a text mentions, the ordinary phrases that
    share their words aside."""
    if not any(rx.search(text) for _, rx in _KINDS):
        return frozenset()  # most texts: no word of any kind
    text = _ORDINARY.sub(" ", text)
    return frozenset(kind for kind, rx in _KINDS if rx.search(text))


def grave_event(text: str) -> bool:
    """Whether a sentence reports a grave event: it mentions one (`event_kinds`) and does not
    deny it."""
    return bool(event_kinds(text)) and _DENIED.search(text) is None
