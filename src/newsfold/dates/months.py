"""Month names of every supported language, and which of them a date form may use.

The scanner (:mod:`newsfold.dates.parse`) matches any short word where a month may stand
(:data:`newsfold.dates.patterns.MONTH`) and looks the word up here afterwards: one
alternation of every name, tried at every position, made the scan 20 times slower. The
tables are knowledge of languages, not patterns, and grow by language (session 16 added
Hungarian and the yearless forms' own lists; session 17 Indonesian's short names ``Agu``,
``Agt``, ``Des`` and Croatian's genitives, all but ``listopada``, which is October in
Croatian and November in Polish and Czech and stays November; session 18 Hebrew's, bare and
with the preposition ``ב`` it is written with, ``5 בדצמבר 2026``, and Persian's names of
the Gregorian months, ``۵ دسامبر ۲۰۲۶``: May's ``مه`` is too short a word for the month
slot, and goes unread; session 19 Urdu's, ``5 دسمبر 2026``), so they live apart from the
expressions.
"""

from __future__ import annotations

import unicodedata

from newsfold.dates.month_lines import LANGUAGE_MONTH_TEXT, WORLD_MONTHS, month_table

__all__ = [
    "CAPITALISED_MONTHS",
    "HUNGARIAN_MONTHS",
    "INDONESIAN_SHORT_MONTHS",
    "ITALIAN_SHORT_MONTHS",
    "LANGUAGE_MONTHS",
    "MONTHS",
    "YEARLESS_MONTHS",
    "month_number",
]


_MONTH_WORDS: dict[int, tuple[str, ...]] = {
    1: (
        "january",
        "jan",
        "januar",
        "jänner",
        "janvier",
        "janv",
        "enero",
        "ene",
        "gennaio",
        "januari",
        "janeiro",
        "января",
        "январь",
        "січня",
        "stycznia",
        "leden",
        "ledna",
        "gen",
        "янв",
        "styczeń",
        "ocak",
        "tammikuuta",
        "ianuarie",
        "ιανουαρίου",
        "يناير",
        "جانفي",
        "január",
        "siječnja",
        "ינואר",
        "בינואר",
        "ژانویه",
        "جنوری",
    ),
    2: (
        "february",
        "feb",
        "februar",
        "février",
        "fevrier",
        "févr",
        "fevr",
        "febrero",
        "febbraio",
        "februari",
        "fevereiro",
        "fev",
        "февраля",
        "февраль",
        "лютого",
        "lutego",
        "února",
        "фев",
        "luty",
        "şubat",
        "helmikuuta",
        "februarie",
        "φεβρουαρίου",
        "فبراير",
        "شباط",
        "فيفري",
        "február",
        "febr",
        "veljače",
        "פברואר",
        "בפברואר",
        "فوریه",
        "فروری",
    ),
    3: (
        "march",
        "mar",
        "märz",
        "maerz",
        "mrz",
        "mars",
        "marzo",
        "maart",
        "março",
        "marco",
        "марта",
        "март",
        "березня",
        "marca",
        "března",
        "мар",
        "mrt",
        "marzec",
        "mart",
        "maaliskuuta",
        "marts",
        "martie",
        "maret",
        "μαρτίου",
        "مارس",
        "آذار",
        "március",
        "márc",
        "ožujka",
        "מרץ",
        "במרץ",
        "מרס",
        "במרס",
        "مارس",
        "مارچ",
    ),
    4: (
        "april",
        "apr",
        "avril",
        "avr",
        "abril",
        "abr",
        "aprile",
        "апреля",
        "апрель",
        "квітня",
        "kwietnia",
        "dubna",
        "апр",
        "kwiecień",
        "nisan",
        "huhtikuuta",
        "aprilie",
        "απριλίου",
        "أبريل",
        "إبريل",
        "ابريل",
        "نيسان",
        "أفريل",
        "április",
        "ápr",
        "travnja",
        "אפריל",
        "באפריל",
        "آوریل",
        "اپریل",
    ),
    5: (
        "may",
        "mai",
        "mayo",
        "maggio",
        "mei",
        "maio",
        "мая",
        "май",
        "травня",
        "maja",
        "května",
        "maj",
        "mag",
        "mayıs",
        "toukokuuta",
        "μαΐου",
        "مايو",
        "أيار",
        "ماي",
        "május",
        "máj",
        "svibnja",
        "מאי",
        "במאי",
        "مئی",
    ),
    6: (
        "june",
        "jun",
        "juni",
        "juin",
        "junio",
        "giugno",
        "junho",
        "июня",
        "июнь",
        "червня",
        "czerwca",
        "června",
        "июн",
        "giu",
        "czerwiec",
        "haziran",
        "kesäkuuta",
        "iunie",
        "ιουνίου",
        "يونيو",
        "حزيران",
        "جوان",
        "június",
        "jún",
        "lipnja",
        "יוני",
        "ביוני",
        "ژوئن",
        "جون",
    ),
    7: (
        "july",
        "jul",
        "juli",
        "juillet",
        "juil",
        "julio",
        "luglio",
        "julho",
        "июля",
        "июль",
        "липня",
        "lipca",
        "července",
        "июл",
        "lug",
        "lipiec",
        "temmuz",
        "heinäkuuta",
        "iulie",
        "ιουλίου",
        "يوليو",
        "تموز",
        "جويلية",
        "július",
        "júl",
        "srpnja",
        "יולי",
        "ביולי",
        "ژوئیه",
        "جولای",
        "جولائی",
    ),
    8: (
        "august",
        "aug",
        "août",
        "aout",
        "agosto",
        "ago",
        "augustus",
        "августа",
        "август",
        "серпня",
        "sierpnia",
        "srpna",
        "авг",
        "sierpień",
        "ağustos",
        "augusti",
        "elokuuta",
        "agustus",
        "αυγούστου",
        "أغسطس",
        "اغسطس",
        "آب",
        "أوت",
        "augusztus",
        "agu",
        "agt",
        "kolovoza",
        "אוגוסט",
        "באוגוסט",
        "اوت",
        "آگوست",
        "اگست",
    ),
    9: (
        "september",
        "sep",
        "sept",
        "septembre",
        "septiembre",
        "setiembre",
        "settembre",
        "setembro",
        "set",
        "сентября",
        "сентябрь",
        "вересня",
        "września",
        "září",
        "сен",
        "wrzesień",
        "eylül",
        "syyskuuta",
        "septembrie",
        "σεπτεμβρίου",
        "سبتمبر",
        "أيلول",
        "szeptember",
        "szept",
        "rujna",
        "ספטמבר",
        "בספטמבר",
        "سپتامبر",
        "ستمبر",
    ),
    10: (
        "october",
        "oct",
        "oktober",
        "okt",
        "octobre",
        "octubre",
        "ottobre",
        "outubro",
        "out",
        "октября",
        "октябрь",
        "жовтня",
        "października",
        "října",
        "ott",
        "окт",
        "październik",
        "ekim",
        "lokakuuta",
        "octombrie",
        "οκτωβρίου",
        "أكتوبر",
        "اكتوبر",
        "október",
        "אוקטובר",
        "באוקטובר",
        "اکتبر",
        "اکتوبر",
    ),
    11: (
        "november",
        "nov",
        "novembre",
        "noviembre",
        "novembro",
        "ноября",
        "ноябрь",
        "листопада",
        "listopada",
        "listopadu",
        "ноя",
        "listopad",
        "kasım",
        "marraskuuta",
        "noiembrie",
        "νοεμβρίου",
        "نوفمبر",
        "studenoga",
        "studenog",
        "נובמבר",
        "בנובמבר",
        "نوامبر",
        "نومبر",
    ),
    12: (
        "december",
        "dec",
        "dezember",
        "dez",
        "décembre",
        "decembre",
        "déc",
        "diciembre",
        "dic",
        "dicembre",
        "dezembro",
        "декабря",
        "декабрь",
        "грудня",
        "grudnia",
        "prosince",
        "дек",
        "grudzień",
        "aralık",
        "joulukuuta",
        "desember",
        "decembrie",
        "δεκεμβρίου",
        "ديسمبر",
        "des",
        "prosinca",
        "דצמבר",
        "בדצמבר",
        "دسامبر",
        "دسمبر",
    ),
}


def _unaccented(word: str) -> str:
    """``word`` without its accents: Greek capitals drop them (``ΔΕΚΕΜΒΡΙΟΥ``, ``ΜΑΪΟΥ``),
    and lower-casing a capital does not bring them back."""
    bare = "".join(c for c in unicodedata.normalize("NFD", word) if not unicodedata.combining(c))
    return unicodedata.normalize("NFC", bare)


#: Lower-case month word (any supported language) to month number.
MONTHS: dict[str, int] = {w: n for n, words in _MONTH_WORDS.items() for w in words}
for _names in month_table(WORLD_MONTHS).values():
    for _name, _number in _names.items():
        MONTHS.setdefault(_name, _number)
for _name, _number in list(MONTHS.items()):
    if "\u0370" <= _name[:1] <= "\u03ff":
        MONTHS.setdefault(_unaccented(_name), _number)
#: The Levant's two-word names (``كانون الأول``, December), each of a first word no month
#: has alone and "first" or "second" (read by ``NAMED_DMY``'s ``mon2``; the alef with or
#: without its hamza, as both are typed).
MONTHS.update(
    {
        f"{first} {second}": month
        for first, pair in (("كانون", (12, 1)), ("تشرين", (10, 11)))
        for seconds, month in zip((("الأول", "الاول"), ("الثاني",)), pair, strict=True)
        for second in seconds
    }
)
#: Indonesian short month names that are words of other languages too (French "des"):
#: read as months only on a page in Indonesian, and looked for only there (a window
#: holding a month name is searched for the named forms: "des" in every French window
#: cost a quarter of a percent of ``extract_article``'s instructions).
INDONESIAN_SHORT_MONTHS: frozenset[str] = frozenset({"agu", "agt", "des"})
#: Italian short month names that are words of English text too ("Echo Dot 5 Gen 2022",
#: "10 OTT 2024"): read as months only on a page in Italian or of no known language.
ITALIAN_SHORT_MONTHS: frozenset[str] = frozenset({"gen", "mag", "giu", "lug", "ott"})
#: Month names read only on a page in their language (``month_lines.LANGUAGE_MONTH_TEXT``),
#: by the page's language code; Norwegian's under each of its codes.
#: (Indonesian's ``des`` is in :data:`MONTHS` but read on Indonesian pages only: here it is
#: Norwegian's, Icelandic's and Swahili's too.)
LANGUAGE_MONTHS: dict[str, dict[str, int]] = {
    language: {
        name: n
        for name, n in names.items()
        if name not in MONTHS or name in INDONESIAN_SHORT_MONTHS or name in ITALIAN_SHORT_MONTHS
    }
    for language, names in month_table(LANGUAGE_MONTH_TEXT).items()
}
LANGUAGE_MONTHS["nb"] = LANGUAGE_MONTHS["nn"] = LANGUAGE_MONTHS["no"]
LANGUAGE_MONTHS["bs"] = {**LANGUAGE_MONTHS["sr"], **LANGUAGE_MONTHS["hr"]}


def month_number(word: str, language: str | None) -> int | None:
    """The month ``word`` (lower case, no dot) names on a page in ``language``: its own
    language's short forms first (:data:`LANGUAGE_MONTHS`), then every language's."""
    own = LANGUAGE_MONTHS.get(language or "")
    if own is not None and word in own:
        return own[word]
    return MONTHS.get(word)


def _words(text: str) -> frozenset[str]:
    """The words of ``text``: long lists of names read as prose, a line each."""
    return frozenset(text.split())


#: The month names a date with no year (``Jan 28``, ``28. Januar``) may use, by the page's
#: language (English on a page of no known language). A month word with a day and no year
#: is a common sight in other words ("ago 4", "Set 2", "Mars 2"): of :data:`MONTHS` (every
#: language's) only the page language's own are read there, and in a language that
#: capitalises its months only capitalised ("may 3" is a verb and a count).
YEARLESS_MONTHS: dict[str, frozenset[str]] = {
    "en": _words(
        "january jan february feb march mar april apr may june jun july jul august aug "
        "september sep sept october oct november nov december dec"
    ),
    "de": _words(
        "januar jänner jan februar feb märz mrz april apr mai juni jun juli jul august aug "
        "september sep sept oktober okt november nov dezember dez"
    ),
    "fr": _words(
        "janvier janv février fevrier févr fevr mars avril avr mai juin juillet juil août "
        "aout septembre sept octobre oct novembre nov décembre decembre déc"
    ),
    "es": _words(
        "enero ene febrero feb marzo mar abril abr mayo may junio jun julio jul agosto ago "
        "septiembre setiembre sep sept octubre oct noviembre nov diciembre dic"
    ),
    "it": _words(
        "gennaio gen febbraio feb marzo mar aprile apr maggio mag giugno giu luglio lug "
        "agosto ago settembre set ottobre ott novembre nov dicembre dic"
    ),
    "pt": _words(
        "janeiro jan fevereiro fev março marco mar abril abr maio mai junho jun julho jul "
        "agosto ago setembro set outubro out novembro nov dezembro dez"
    ),
    "nl": _words(
        "januari jan februari feb maart mrt april apr mei juni jun juli jul augustus aug "
        "september sep sept oktober okt november nov december dec"
    ),
}
#: The languages of :data:`YEARLESS_MONTHS` that write a month's name capitalised.
CAPITALISED_MONTHS: frozenset[str] = frozenset({"en", "de"})
#: Hungarian month names, the only ones of the year-first form (``2024. szeptember 23.``):
#: in English "opened in 2014. May 5 is ..." is a year ending a sentence.
HUNGARIAN_MONTHS: frozenset[str] = _words(
    "január jan február febr feb március márc április ápr május máj június jún július júl "
    "augusztus aug szeptember szept október okt november nov december dec"
)
