"""Language of an article: the page's declaration, checked against its text.

We need the language mainly to pick tokenisation (words or CJK characters) and
the time-zone fallback, so no model is needed: the script decides Chinese,
Japanese, Korean, Russian-family, Greek and Arabic text, and for Latin-script text
the commonest function words of a dozen languages decide (``the``/``and`` against
``der``/``und`` against ``le``/``et``...). A declaration is kept unless the text
clearly says otherwise: a page declared ``en`` whose body is mostly Han characters
is Chinese.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Final

import numpy as np
import numpy.typing as npt

from newsfold.dates.normalize import non_ascii

__all__ = ["detect_language"]

_HAN = "\u3400-\u4dbf\u4e00-\u9fff"
_KANA = "\u3040-\u30ff"
_HANGUL = "\uac00-\ud7af"
_CYRILLIC = "\u0400-\u04ff"
_GREEK = "\u0370-\u03ff"
_ARABIC = "\u0600-\u06ff"


def _runs(chars: str) -> re.Pattern[str]:
    """Runs of ``chars`` (a class body), spelled ``[c][c]*`` rather than ``[c]+``: a pattern
    that starts with a class is skipped ahead in C to the next run, a repeat is tried at
    every position."""
    return re.compile(f"[{chars}][{chars}]*")


#: The scripts counted, each by its ranges of code points (end excluded): the class
#: bodies above, and Latin's ``A-Za-z\u00c0-\u024f``.
_SCRIPT_RANGES: Final[tuple[tuple[tuple[int, int], ...], ...]] = (
    ((0x3400, 0x4DC0), (0x4E00, 0xA000)),  # han
    ((0x3040, 0x3100),),  # kana
    ((0xAC00, 0xD7B0),),  # hangul
    ((0x0400, 0x0500),),  # cyrillic
    ((0x0370, 0x0400),),  # greek
    ((0x0600, 0x0700),),  # arabic
    ((0x41, 0x5B), (0x61, 0x7B), (0xC0, 0x250)),  # latin
)


def _script_table() -> npt.NDArray[np.uint8]:
    """Each code point of the Basic Multilingual Plane mapped to its script's place in
    ``_SCRIPT_RANGES`` plus one (0: none of them; no range reaches beyond the plane)."""
    table = np.zeros(0x10000, dtype=np.uint8)
    for place, ranges in enumerate(_SCRIPT_RANGES, start=1):
        for start, end in ranges:
            table[start:end] = place
    return table


_SCRIPT_OF: Final = _script_table()


def _script_counts(sample: str) -> list[int]:
    """How many characters of ``sample`` each script of ``_SCRIPT_RANGES`` holds, in one
    pass over its code points: the same counts as a regular expression's runs of each
    class (seven scans of the sample, about 7 % of a Chinese page's extraction in
    session 19, now a tenth of that)."""
    points = np.frombuffer(sample.encode("utf-32-le", "surrogatepass"), dtype=np.uint32)
    places = _SCRIPT_OF[np.minimum(points, 0xFFFF)]
    counts = np.bincount(places, minlength=len(_SCRIPT_RANGES) + 1)
    return [int(n) for n in counts[1:]]


_NON_LATIN_RE = re.compile(f"[{_HAN}{_KANA}{_HANGUL}{_CYRILLIC}{_GREEK}{_ARABIC}]")
_LATIN_RE = _runs(r"A-Za-z\u00c0-\u024f")
_WORD_RE = _runs(r"^\W\d_")
_SAMPLE = 5000
#: Other languages written in a script the text is counted by, kept when declared.
_SAME_SCRIPT: dict[str, frozenset[str]] = {
    "ru": frozenset({"uk", "be", "bg", "sr", "mk", "kk"}),
    "ar": frozenset({"fa", "prs", "ur", "ps", "ckb", "ku", "sd", "ug"}),
}

_STOPWORD_TEXT: dict[str, str] = {
    "en": "the and of to in is that for was with on are as by it from this",
    "de": "der die und das ist nicht ein eine mit von den zu sich auf für dem",
    "fr": "le la les et des est une pour dans que qui du pas sur au avec",
    "es": "el la los las y de que en por con para una del se es no",
    "pt": "o os as e de que em para com uma do da não por é dos",
    "it": "il la che di e è per una non con del della sono gli le",
    "nl": "de het een en van is dat op te niet voor met zijn ook",
    "sv": "och att det som en på är av för med till den har inte",
    "pl": "i w na się z nie do że jest to o od jak po",
    "tr": "ve bir bu da de için ile olarak çok daha gibi ama",
    "id": "yang dan di ini itu dengan untuk dari dalam tidak akan pada",
}
_STOPWORDS = {lang: frozenset(words.split()) for lang, words in _STOPWORD_TEXT.items()}


def _script_language(sample: str) -> str | None:
    # Without a character of any of these scripts, no script can decide (whatever the
    # Latin count): one scan of the characters outside ASCII says so for most pages in
    # Latin script.
    if not _NON_LATIN_RE.search(non_ascii(sample)):
        return None
    han, kana, hangul, cyrillic, greek, arabic, latin = _script_counts(sample)
    total = han + kana + hangul + cyrillic + greek + arabic + latin
    if total == 0:
        return None
    if kana > 0.05 * total:
        return "ja"
    if hangul > 0.3 * total:
        return "ko"
    if han > 0.3 * total:
        return "zh"
    for count, code in ((cyrillic, "ru"), (greek, "el"), (arabic, "ar")):
        if count > 0.5 * total:
            return code
    return None


def _stopword_language(sample: str) -> str | None:
    words = [w.lower() for w in _WORD_RE.findall(sample)]
    if len(words) < 8:
        return None
    counts = Counter(words)
    scores = {lang: sum(counts[w] for w in stop) for lang, stop in _STOPWORDS.items()}
    best = max(scores, key=lambda lang: scores[lang])
    if scores[best] < max(3, 0.08 * len(words)):
        return None
    return best


def detect_language(text: str, declared: str | None = None) -> str | None:
    """A BCP-47 primary language code: declared unless the text clearly says otherwise."""
    primary = declared.strip().replace("_", "-").split("-")[0].lower() if declared else None
    if primary and not primary.isalpha():
        primary = None
    sample = text[:_SAMPLE]
    by_script = _script_language(sample)
    if by_script:
        if primary in _SAME_SCRIPT.get(by_script, ()):
            # the script's other languages, declared: Ukrainian in Cyrillic, Persian and
            # Urdu in the Arabic script (a Persian page is no Arabic one: its dates are
            # written in the Solar Hijri calendar, its zone is Iran's)
            return primary
        return by_script
    # Latin script (or nothing recognisable): a declaration naming a CJK language is wrong.
    if primary in ("zh", "ja", "ko") and _LATIN_RE.search(sample):
        primary = None
    if primary:
        return primary
    return _stopword_language(sample)
