"""One normal form for every text the rubric checks (reports and pages alike), so that no
spelling escapes a check: Unicode NFKC (full-width and mathematical digits, ligatures,
compatibility spaces), a confusables map of the Cyrillic and Greek letters that look like Latin
ones, any decimal digit of another script read as its ASCII digit, zero-width characters
dropped, Latin O/o and l/I inside a digit run read as 0 and 1, and numbers written in words
("seven hundred", "twenty-five thousand") read as numerals.

The standard library's `unicodedata` does the NFKC and digit parts; the confusables table is
our own short list (the Unicode TR39 table maps far more than a closed-world English report can
meet, and the project takes no dependency for thirty letters). A pure-ASCII text skips straight
to the number words, so an ordinary report pays one `str.isascii` and one regex pre-test.
"""

from __future__ import annotations

import re
import unicodedata

from rubric.memo import memo

# Cyrillic and Greek letters that render like Latin letters (TR39 "confusables", the subset a
# Latin-script report can be spelled with)
_CONFUSABLES = {
    "А": "A", "В": "B", "Е": "E", "К": "K", "М": "M", "Н": "H", "О": "O", "Р": "P", "С": "C",
    "Т": "T", "Х": "X", "У": "Y", "а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "у": "y",
    "х": "x", "і": "i", "ј": "j", "ѕ": "s", "І": "I", "Ј": "J", "Ѕ": "S", "ԁ": "d", "һ": "h",
    "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H", "Ι": "I", "Κ": "K", "Μ": "M", "Ν": "N",
    "Ο": "O", "Ρ": "P", "Τ": "T", "Υ": "Y", "Χ": "X", "ο": "o", "ν": "v", "ι": "i", "κ": "k",
    "\u2212": "-", "\u2010": "-", "\u2011": "-", "\u2012": "-",
}
_ZERO_WIDTH_CHARS = frozenset("\u200b\u200c\u200d\u2060\ufeff\u00ad")
# look-alike digits (O/o 0, I/l 1, Z 2, S 5, B 8) in a number-shaped token: one with a real digit
# ("7OO", "4B.6M", "ZZ.3%") unless it is a code with a Z/S/B first and no decimal ("B2B", "S3"),
# or one with a Z or a lower-case l among upper-case look-alikes ("ZOIZ", "lZl"); a B last is
# the unit ("6S.9B"). Read only on the lines whose bytes, as classes (d a digit, o O/o/I/l, Z,
# s S, b B, "." a point), hold a pair a disguised token holds.
_DIGIT_LOOKALIKE = re.compile(
    r"(?<![\w.,])[0-9OoIlZSB]+(?:[.,][0-9OoIlZSB]+)*(?=(?:[MKmk]|bn)?(?!\w))")
_LOOKALIKE_CLASSES = bytes({**dict.fromkeys(b"0123456789", 100), **dict.fromkeys(b"OoIl", 111),
                            90: 90, 83: 115, 66: 98, 46: 46, 44: 46, 10: 10}.get(c, 32)
                           for c in range(256))
_LOOKALIKE_PAIRS = (b"do", b"dZ", b"ds", b"od", b"dbd", b"db.d", b"oZ", b"Zo", b"ZZ", b"sd", b"bd",
                    b"Zd")
_LOOKALIKE_DIGITS = str.maketrans("OoIlZSB", "0011258")
# a percentage in another unit: basis points ("133 bps" 1.33%) and per mille ("13‰" 1.3%)
_OTHER_PERCENT = re.compile(r"(\d+(?:\.\d+)?)\s?(?:(basis points?|bps?)|‰|per ?mille)(?!\w)", re.I)
_PERCENT_CUES = ("asis", "bp", "BP", "mille", "‰")


def _lookalike_digits(m: re.Match[str]) -> str:
    tok = m.group(0)
    core, unit = (tok[:-1], "B") if tok[-1] == "B" and tok[-2:-1] not in ("", "B") else (tok, "")
    if any(c.isdigit() for c in core):
        if core[0] in "ZSB" and "." not in core and "," not in core:
            return tok
    elif len(core) < 2 or "o" in core or unit or m.string[m.end():m.end() + 1].isalpha() or not (
            "Z" in core or "l" in core and len(core) > 2 and not core.islower()):
        return tok
    return core.translate(_LOOKALIKE_DIGITS) + unit


_UNITS = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen".split())}
_TENS = {w: 10 * (i + 2) for i, w in enumerate(
    "twenty thirty forty fifty sixty seventy eighty ninety".split())}
_SCALES = {"hundred": 100, "thousand": 1_000, "million": 1_000_000, "billion": 1_000_000_000}
_WORD = "|".join(sorted([*_UNITS, *_TENS, *_SCALES], key=len, reverse=True))
# a run of number words: "seven hundred", "twenty-five thousand", "one hundred and twenty"
# ("one thousand, one hundred and eighty-three": a comma may follow a scale word)
_NUMBER_WORDS = re.compile(rf"\b(?:{_WORD})(?:(?:[\s-]+|\s+and\s+|(?<=thousand),\s+|"
                           rf"(?<=million),\s+|(?<=billion),\s+)(?:{_WORD}))*\b", re.I)
# a number word with a money scale glued on ("USD twentyB", "thirteenM"): read as "twenty B"
_GLUED_SCALE = re.compile(rf"\b({_WORD})(M|B|K|bn)\b")
# a lone small word ("one of", "two products") is prose; a run is read as a number when it has a
# tens word, a teen, or a scale after a number ("seven hundred"), or is "N million/billion"
_BIG = frozenset([*_TENS, "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
                  "seventeen", "eighteen", "nineteen", "hundred", "thousand"])
_STEMS = ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety", "teen",
          "eleven", "twelve", "hundred", "thousand")
_IDIOM_CUES = ("dozen", *(f"{a} {w}" for a in ("a", "several", "few")
                          for w in ("hundred", "thousand", "million", "billion", "trillion")))
# "million" alone is common ("USD 4 million"); it starts a conversion only after a unit word
_SCALED_UNIT = re.compile(r"\b(?:one|two|three|four|five|six|seven|eight|nine|ten)[\s-]+"
                          r"(?:million|billion|trillion)\b")
# an article for one, "half a", or a vague "several"/"a few" (read as three) before a scale:
# "a dozen" 12, "half a billion" 500 million, "several thousand" 3000 — never a page's wording
_ARTICLE_SCALE = re.compile(r"\b(half an?|several|a few|an?|two|three|four|five|six|seven|eight|"
                            r"nine|ten) (dozen|hundred|thousand|million|billion|trillion)\b",
                            re.I)
_SCALE_OF = {"dozen": 12, "hundred": 100, "thousand": 1000}
_LOWER = {"million": "thousand", "billion": "million", "trillion": "billion"}


def _words_value(words: list[str]) -> int | None:
    total = current = 0
    for w in words:
        if w in _UNITS:
            current += _UNITS[w]
        elif w in _TENS:
            current += _TENS[w]
        elif w == "hundred":
            current = max(current, 1) * 100
        else:
            scale = _SCALES[w]
            total += max(current, 1) * scale
            current = 0
    return total + current


def _replace_number_words(m: re.Match[str]) -> str:
    words = [w for w in re.split(r"[\s,-]+", m.group(0).lower()) if w and w != "and"]
    if not words or words[0] in _SCALES:
        return m.group(0)  # "million" alone is the scale word of a written number ("1.2 million")
    scaled = len(words) > 1 and words[-1] in ("million", "billion")
    if not (scaled or any(w in _BIG for w in words)):
        return m.group(0)  # "one of", "two products": prose
    if scaled:  # "seven million" stays a scaled amount the money readers know: "7 million"
        return f"{_words_value(words[:-1])} {words[-1]}"
    return str(_words_value(words))


_NON_ASCII = re.compile(r"[^\x00-\x7f]")


def _article_scale(m: re.Match[str]) -> str:
    lead, word = m.group(1).lower(), m.group(2).lower()
    if lead in _UNITS:  # "two dozen" 24 (attack round 10); "two hundred" is a run of words
        return str(_UNITS[lead] * 12) if word == "dozen" else m.group(0)
    k = 0.5 if lead.startswith("half") else 1 if lead in ("a", "an") else 3
    if word in _SCALE_OF:
        return str(int(k * _SCALE_OF[word]))
    return f"500 {_LOWER[word]}" if k == 0.5 else f"{k} {word}"


def _has_number_words(low: str) -> bool:
    if any(map(low.__contains__, _STEMS)):
        return True
    return "illion" in low and _SCALED_UNIT.search(low) is not None


def number_words_to_digits(text: str) -> str:
    """Numbers written in words as numerals; only the lines holding a tens word, a teen, a
    scale or "N million" are scanned (the regex costs about a millisecond over a report)."""
    low = text.lower()
    if any(map(low.__contains__, _IDIOM_CUES)):
        text = _ARTICLE_SCALE.sub(_article_scale, text)
    if not _has_number_words(low):
        return text
    lines = text.split("\n")
    for i, line in enumerate(lines):
        if _has_number_words(line.lower()):
            lines[i] = _NUMBER_WORDS.sub(_replace_number_words, _GLUED_SCALE.sub(r"\1 \2", line))
    return "\n".join(lines)


def _fold_char(m: re.Match[str]) -> str:
    ch = m.group(0)
    if ch in _CONFUSABLES:
        return _CONFUSABLES[ch]
    if ch in _ZERO_WIDTH_CHARS:
        return ""
    return str(unicodedata.decimal(ch)) if ch.isdecimal() else ch


def _fold_unicode(text: str) -> str:
    """NFKC, then each remaining non-ASCII character: confusable letters to Latin, zero-width
    characters dropped, other scripts' digits to ASCII."""
    return _NON_ASCII.sub(_fold_char, unicodedata.normalize("NFKC", text))


_CONFUSABLE_LETTERS = "".join(c for c in _CONFUSABLES if c.isalpha())
_CONFUSABLE_SET = frozenset(_CONFUSABLE_LETTERS)
# a word mixing Latin letters with Cyrillic or Greek look-alikes ("Tоbias" with a Cyrillic o):
# the homograph trick of Unicode TR39's "mixed-script confusable"; an honest report never
# writes one (a name in Cyrillic is Cyrillic throughout)
_MIXED_WORD = re.compile(
    rf"\w*(?:[A-Za-z][{_CONFUSABLE_LETTERS}]|[{_CONFUSABLE_LETTERS}][A-Za-z])\w*")


def disguised_words(text: str) -> list[str]:
    """The words of `text` that mix Latin letters with look-alike letters of another script."""
    if text.isascii() or _CONFUSABLE_SET.isdisjoint(_NON_ASCII.findall(text)):
        return []  # the regex backtracks over every word: run it only where a look-alike is
    return _MIXED_WORD.findall(text)[:5]


@memo("rollout", 256)
def normalize_text(text: str) -> str:
    """The normal form of `text` (idempotent; plain ASCII prose with no number words and no
    look-alike digits comes back unchanged)."""
    if not text.isascii():
        text = _fold_unicode(text)
    classes = text.encode("ascii", "replace").translate(_LOOKALIKE_CLASSES)
    if any(map(classes.__contains__, _LOOKALIKE_PAIRS)):
        text = "\n".join(_DIGIT_LOOKALIKE.sub(_lookalike_digits, line)
                         if any(map(cls.__contains__, _LOOKALIKE_PAIRS)) else line
                         for line, cls in zip(text.split("\n"), classes.split(b"\n"), strict=True))
    if any(map(text.__contains__, _PERCENT_CUES)):
        text = _OTHER_PERCENT.sub(lambda m: f"{float(m.group(1)) / (100 if m.group(2) else 10):g}%",
                                  text)
    return number_words_to_digits(text)
