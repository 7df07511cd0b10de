"""A news agency's sign-off and a photo's credit after the text, told by their shape.

Wire copy ends with the agency's mark on a line of its own, and each market sets it its
own way: in brackets ("(ČTK)", "(MTI)", "(STT)", "(AGERPRES/editor: Ioana Matei)",
"(PAP)"), after a dash ("-- BERNAMA", "— AFP"), between slashes ("/ritzau/", "/TT/"), or
after the word for "source" ("Πηγή: ΑΠΕ-ΜΠΕ", "Źródło: PAP", "Quelle: dpa"). Session 20's
fixes read the desk's initials in ASCII capitals only, so "(ČTK)" stayed, and no other
shape was read; session 19's lesson was that the next site's line is in the next
language. So the class is told by its shape, whatever the agency:

- **the mark** (:func:`is_agency_line`): one token of two to twelve letters in capitals
  of any alphabet (Latin with its diacritics, Greek, Cyrillic: "ČTK", "ΑΠΕ-ΜΠΕ", "ТАСС"),
  or in lower case between slashes or brackets ("/ritzau/", "(dpa)"), optionally a desk's
  note after a slash or a comma ("/editor: …"); a title-case word only where it is an
  agency's name (:data:`_AGENCY_NAMES`: "(Reuters)" signs, "(Applause)" closing a
  transcript is the text's, and no shape tells them apart);
- **a source label with a mark** (the word for "source" in the languages news is
  written in, then one to three such tokens): "Source: Harbor County Registrar" (a
  table's source, in words) is none;
- **a photo's credit** (:func:`is_credit_line`): a short line that opens with the word
  for a photo or a picture, a colon and names, not a sentence ("Borítókép: …", "Foto:
  Ingo Pertramer", "Kuva: …", "צילום: …"), or a bracketed credit alone ("(Photo:
  AP)"); a credit in brackets closing a line of words ("… (Fotó: Szabó Petra)") is cut
  off and the words kept (:func:`strip_credit`: the text's last sentence, or a caption,
  no shape tells them apart), and a run of two or more caption-shaped lines
  (:func:`is_caption_run`, a photo story's captions) stays whole.

Read only after the text (:func:`inserts.trim_tail` walks back from its last line), where
no sentence of the text looks like these: a line in brackets or after a dash in the
middle of a story may be a stage direction or an aside. CJK lines are left to the
Chinese rules (:mod:`newsfold.extract.zhlines`).
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["is_agency_line", "is_caption_run", "is_credit_line", "strip_credit"]

#: Agencies whose sign-off is written in title case, where the shape alone cannot tell
#: the mark from a word in brackets ("(Applause)", "(Laughter)"): the wires of the
#: world's markets that sign so, lower case. Capitals ("(AFP)", "(ANSA)") need no list.
_AGENCY_NAMES: Final = frozenset(
    (
        "reuters", "bernama", "xinhua", "kyodo", "yonhap", "anadolu", "interfax", "efe",
        "ansa", "belga", "lusa", "agerpres", "ritzau", "tanjug", "hina", "antara", "dpa",
        "europa press", "notimex", "télam", "telam", "ukrinform", "unian", "ria novosti",
        "itar-tass", "tass", "bloomberg", "jiji", "apa", "sda", "keystone-sda", "ntb", "tt",
        "stt", "ians", "ani", "pti", "wafa", "mena", "irna", "isna", "kuna", "wam",
        "aap", "nzpa", "rnz", "cna", "vna", "pna", "bna", "petra", "sana", "qna", "spa",
        "afp", "ap", "upi", "pap", "mti", "čtk", "ctk", "tasr", "sta", "bta", "ats",
    )
)  # fmt: skip

#: A token of the mark: letters, one hyphen or ampersand joining two parts ("ΑΠΕ-ΜΠΕ",
#: "AFP-JIJI"), no digit.
_TOKEN: Final = r"[^\W\d_]{2,12}(?:[-&][^\W\d_]{2,12})?"
#: In brackets, no space inside them ("[ Wired ]" closing a review's quote is the text's):
#: the token, then a desk's note after a slash or a comma ("/editor: Ioana Matei", "/mk",
#: ", Reuters"), at most 60 characters, no bracket inside.
_BRACKETED_RE: Final = re.compile(
    r"^[(\[](" + _TOKEN + r")(?:\s?[/,;]\s?([^()\[\]]{1,60}?))?[)\]]\.?$"
)
#: After one to three dashes ("-- BERNAMA", "— AFP", "– Reuters").
_DASHED_RE: Final = re.compile(r"^[-–—]{1,3}\s?(" + _TOKEN + r")(?:\s?[/,]\s?(" + _TOKEN + r"))?$")
#: Between slashes ("/ritzau/", "/ TT /"): a shape no sentence has.
_SLASHED_RE: Final = re.compile(r"^/\s?(" + _TOKEN + r")\s?/$")
#: The word for "source" in the languages news is written in, lower case.
_SOURCE_LABELS: Final = (
    "source", "sources", "sursa", "sursă", "sursele", "πηγή", "πηγές", "fonte", "fontes",
    "fuente", "fuentes", "font", "quelle", "quellen", "źródło", "zdroj", "zdroje",
    "forrás", "kilde", "källa", "lähde", "bron", "источник", "источники", "джерело",
    "извор", "източник", "izvor", "vir", "allikas", "avots", "šaltinis", "kaynak",
    "sumber", "nguồn", "מקור", "منبع", "المصدر", "स्रोत", "সূত্র", "แหล่งที่มา", "chanzo",
)  # fmt: skip
_SOURCE_RE: Final = re.compile(
    r"^(?:" + "|".join(re.escape(label) for label in _SOURCE_LABELS) + r")\s?[:：]\s?"
    r"(" + _TOKEN + r"(?:\s?[,/]\s?" + _TOKEN + r"){0,2})\.?$",
    re.I,
)
#: The most characters a sign-off holds (a bracketed desk's note included).
_AGENCY_CHARS: Final = 80
#: The first characters that may open a sign-off: a bracket, a dash, a slash, or the
#: first letter of a source label (anything else is turned away at once).
_OPENERS: Final = frozenset("([-–—/")
_SOURCE_FIRST: Final = frozenset(label[0] for label in _SOURCE_LABELS)


#: A transcript's stage directions, which broadcasters set in capitals too ("(LAUGHTER)",
#: "(CROSSTALK)", "(ΓΕΛΙΑ)"): the text's, not a mark. The long ones are told by their
#: length (:data:`_MARK_CAPS`); these are the short ones and the ones of five to eight
#: letters a transcript in the languages news is written in closes with.
_DIRECTIONS: Final = frozenset(
    (
        "applause", "laughter", "laughs", "crosstalk", "inaudible", "music", "cheering",
        "cheers", "silence", "sighs", "unintelligible", "booing", "sic", "risas", "risa",
        "rires", "rire", "lacht", "lachen", "beifall", "applaus", "risate", "applausi",
        "γελια", "γέλια", "смех", "śmiech", "oklaski", "smích", "potlesk", "nevetés", "taps",
        "skratt", "latter", "naurua", "kahkaha", "alkış", "tawa", "palakpakan", "risos",
    )
)  # fmt: skip
#: The most capitals a mark not in :data:`_AGENCY_NAMES` holds ("BERNAMA", "AGERPRES"
#: are listed): a wire signs with a short token, a transcript's "(APLAUSOS)",
#: "(LAUGHING)" is a word.
_MARK_CAPS: Final = 6


def _is_mark(token: str, *, lower_ok: bool) -> bool:
    """Whether ``token`` reads as an agency's mark: a listed name (:data:`_AGENCY_NAMES`,
    any case), a short token in capitals of any alphabet ("ČTK", "ΑΠΕ-ΜΠΕ", each part at
    most :data:`_MARK_CAPS` letters), or lower case where the shape allows it
    (``lower_ok``: between slashes, "/ritzau/"); never a transcript's direction
    (:data:`_DIRECTIONS`: "(risas)", "(ΓΕΛΙΑ)")."""
    lower = token.lower()
    if lower in _DIRECTIONS:
        return False
    if lower in _AGENCY_NAMES:
        return True
    letters = token.replace("-", "").replace("&", "")
    if letters.isupper():
        return all(len(part) <= _MARK_CAPS for part in re.split(r"[-&]", token))
    return lower_ok and letters.islower()


def is_agency_line(line: str) -> bool:
    """Whether ``line`` is a news agency's sign-off alone (see the module docstring)."""
    line = line.strip()
    if len(line) > _AGENCY_CHARS or not line:
        return False
    first = line[0]
    if first in _OPENERS:
        if first in "([":
            found = _BRACKETED_RE.match(line)
            # lower case in brackets as a listed wire writes it ("(dpa)", "(ats)") or
            # short with a desk's note after a slash ("(dr/spot)"): "(risas)", "(lacht)"
            # close a transcript; a note with a figure is a citation's year ("(WHO,
            # 2023)"), no desk's
            if found is None or any(char.isdigit() for char in found.group(2) or ""):
                return False
            token = found.group(1)
            return _is_mark(token, lower_ok=len(token) <= 5 and "/" in line)
        if first == "/":
            found = _SLASHED_RE.match(line)
            return found is not None and _is_mark(found.group(1), lower_ok=True)
        found = _DASHED_RE.match(line)
        return found is not None and all(
            _is_mark(token, lower_ok=False) for token in found.groups() if token
        )
    if first.lower() not in _SOURCE_FIRST:
        return False
    found = _SOURCE_RE.match(line)
    if found is None:
        return False
    tokens = re.split(r"\s?[,/]\s?", found.group(1))
    if len(tokens) > 1 and all(token.lower() not in _AGENCY_NAMES for token in tokens):
        # a list of bodies under a chart ("Source: IMF, OECD") is a table's source, as
        # "Source: Harbor County Registrar" is; a wire's list names a wire
        return False
    return all(_is_mark(token, lower_ok=False) for token in tokens)


#: The word for a photo, a picture or a cover picture in the languages news is written
#: in, lower case, opening a credit line ("Foto: …", "Borítókép: …").
_PHOTO_LABELS: Final = (
    "photo", "photos", "photograph", "picture", "image", "cover photo", "cover image",
    "photo credit", "credit", "foto", "fotos", "fotó", "fotograf", "fotografie", "fotografía",
    "fotografia", "bild", "bildquelle", "titelbild", "kuva", "billede", "bilde",
    "borítókép", "kép", "zdjęcie", "snímek", "φωτογραφία", "φωτ", "фото", "фотография",
    "світлина", "צילום", "عکس", "تصوير", "صورة", "ảnh", "gambar", "ছবি", "फोटो", "ภาพ",
    "picha", "kuvat", "imagem", "imagen", "immagine", "afbeelding", "beeld",
)  # fmt: skip
_CREDIT_OPEN_RE: Final = re.compile(
    r"^(?:" + "|".join(re.escape(label) for label in _PHOTO_LABELS) + r")\s?[:：]\s?\S",
    re.I,
)
#: A credit in brackets closing a caption ("… (Fotó: Szabó Petra)", "(Photo: AP)").
_CREDIT_CLOSE_RE: Final = re.compile(
    r"\((?:" + "|".join(re.escape(label) for label in _PHOTO_LABELS) + r")\s?[:：][^()]{1,60}\)$",
    re.I,
)
#: A caption is short: a line, not a paragraph.
_CREDIT_WORDS: Final = 30
_CREDIT_CHARS: Final = 250
_PHOTO_FIRST: Final = frozenset(label[0] for label in _PHOTO_LABELS)
_SENTENCES_RE: Final = re.compile(r"[.!?](?:\s|$)")
#: A credit after its label names a photographer or an agency: a few names ("Jan
#: Kowalski / Agencja Wyborcza", "picture alliance / dpa"), not a sentence ("Bild: Die
#: Polizei sperrte die Straße bis zum Abend ab", "Image: a satellite view shows the
#: damage"): at most this many words, and this many lower-case words of four letters
#: or more (a particle, "de", "van", "von", "via", is shorter).
_NAME_WORDS: Final = 6
#: Labels that only a caption or a credit opens with (a cover picture's, a credit's,
#: a picture's source): whatever follows them is the caption's.
_CAPTION_LABELS: Final = frozenset(
    ("borítókép", "titelbild", "cover photo", "cover image", "photo credit", "bildquelle")
)
_NAME_LOWER: Final = 2


def _names_only(rest: str) -> bool:
    """Whether ``rest``, a credit after its label, reads as names, not a sentence."""
    words = [word for word in rest.replace("/", " ").split() if any(c.isalpha() for c in word)]
    lower = sum(1 for word in words if word.isalpha() and word.islower() and len(word) >= 4)
    return len(words) <= _NAME_WORDS and lower <= _NAME_LOWER


def _caption_shaped(line: str) -> bool:
    """Whether ``line`` is short and opens with a photo's label or closes with a
    bracketed credit: a caption or a credit, whatever is before the credit."""
    if not line or len(line) > _CREDIT_CHARS:
        return False  # a paragraph (most last lines): no split, no search
    opens = line[0].lower() in _PHOTO_FIRST and _CREDIT_OPEN_RE.match(line) is not None
    if not opens and (line[-1] != ")" or _CREDIT_CLOSE_RE.search(line) is None):
        return False
    return len(line.split()) <= _CREDIT_WORDS and len(_SENTENCES_RE.findall(line)) <= 1


def is_credit_line(line: str) -> bool:
    """Whether ``line`` is a photo's credit alone (see the module docstring): a photo's
    label, a colon and names (:func:`_names_only`: "Foto: Ingo Pertramer"), or a
    bracketed credit and nothing else ("(Photo: AP)"). A line with words before a
    bracketed credit is a caption or the text's own last sentence: see
    :func:`strip_credit`."""
    line = line.strip()
    if not _caption_shaped(line):
        return False
    if line[0] == "(":
        return _CREDIT_CLOSE_RE.match(line) is not None
    found = _CREDIT_OPEN_RE.match(line)
    if found is None:
        return False
    label = line[: found.end() - 1].rstrip(" :：").lower()
    # a label no sentence opens with ("Borítókép: a kisvasút ..."), or a label and a
    # credit closing the line: a caption with its credit, whatever is between
    if label in _CAPTION_LABELS or _CREDIT_CLOSE_RE.search(line) is not None:
        return True
    return _names_only(line[found.end() - 1 :])


def strip_credit(line: str) -> str | None:
    """``line`` without the bracketed credit that closes it ("The service is on Sunday.
    (Photo: Family handout)" gives "The service is on Sunday."), or None when it closes
    with none or nothing is left before it: the sentence is the text's, the credit a
    picture's."""
    line = line.rstrip()
    if not line or line[-1] != ")" or not _caption_shaped(line):
        return None
    found = _CREDIT_CLOSE_RE.search(line)
    if found is None:
        return None
    kept = line[: found.start()].rstrip()
    return kept or None


def is_caption_run(lines: list[str], end: int) -> bool:
    """Whether ``lines[end - 1]`` and the line before it are both caption-shaped: a photo
    story's captions, each with its credit, are its text and stay whole."""
    return (
        end >= 2
        and _caption_shaped(lines[end - 1].strip())
        and _caption_shaped(lines[end - 2].strip())
    )
