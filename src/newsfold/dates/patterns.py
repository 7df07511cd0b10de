"""The date patterns, as compiled regular expressions, and unit names (month names:
:mod:`newsfold.dates.months`, re-exported here).

Each pattern finds one written form anywhere in a (normalised) string; the
scanner in :mod:`newsfold.dates.parse` runs them all and keeps the
non-overlapping matches. Patterns are separate rather than one alternation
because Python's ``re`` forbids repeated group names, and because each form
needs its own reading of the groups (which number is the day).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from newsfold.dates.months import (
    CAPITALISED_MONTHS,
    HUNGARIAN_MONTHS,
    INDONESIAN_SHORT_MONTHS,
    ITALIAN_SHORT_MONTHS,
    LANGUAGE_MONTHS,
    MONTHS,
    YEARLESS_MONTHS,
    month_number,
)

__all__ = [
    "BENGALI_MONTHS",
    "CAPITALISED_MONTHS",
    "CJK_MD",
    "CJK_YM",
    "CJK_YMD",
    "COMPACT",
    "DARI_MONTHS",
    "EPOCH",
    "HINDI_MONTHS",
    "HI_DMY",
    "HUNGARIAN_MONTHS",
    "INDIC_MONTHS",
    "INDONESIAN_SHORT_MONTHS",
    "IRAN_WORD_MONTHS",
    "ISO_YMD",
    "ITALIAN_SHORT_MONTHS",
    "JA_MD_WEEKDAY",
    "LANGUAGE_MONTHS",
    "LT_YMD",
    "LV_YMD",
    "MONTHS",
    "NAMED_DM",
    "NAMED_DMY",
    "NAMED_MD",
    "NAMED_MDY",
    "NAMED_MY",
    "NAMED_YMD",
    "NUM_DMY",
    "NUM_DMY_SHORT",
    "NUM_MD_TIME",
    "RELATIVE_AGO",
    "RELATIVE_CJK",
    "RELATIVE_DAY",
    "RELATIVE_DAY_CLOCK",
    "RELATIVE_VOR",
    "ROC_YMD",
    "SOLAR_HIJRI_DMY",
    "SOLAR_HIJRI_MONTHS",
    "SOLAR_HIJRI_YMD",
    "THAI_DMY",
    "THAI_MONTHS",
    "TIME_BEFORE",
    "TIME_CJK",
    "TIME_LATIN",
    "VI_DMY",
    "WAREKI_YMD",
    "YEARLESS_MONTHS",
    "ZONE",
    "month_number",
    "trie_pattern",
]


def trie_pattern(words: Sequence[str]) -> str:
    """A pattern matching any of ``words``, factored by shared prefixes (``dat(?:e(?:line)?|um)``):
    at each position the engine then tries one branch, not every word."""
    trie: dict[str, dict[str, Any]] = {}
    for word in words:
        node = trie
        for char in word:
            node = node.setdefault(char, {})
        node[""] = {}

    def build(node: dict[str, Any]) -> str:
        branches = [re.escape(char) + build(node[char]) for char in sorted(node) if char]
        if not branches:
            return ""
        body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
        return f"(?:{body})?" if "" in node else body

    return build(trie)


# A month is any short word, checked against MONTHS after the match: one
# alternation of 150 names tried at every position made the scan 20x slower.
MONTH = r"(?<![^\W\d_])(?P<mon>[^\W\d_]{3,12}+)\.?(?![^\W\d_])"
#: :data:`MONTH` after a day, where the Levant's August, ``آب``, two letters, is read too
#: (``12 آب 2026``; :data:`MONTH` stays three letters and more: two-letter words are
#: every other word of a page).
MONTH_DMY = r"(?<![^\W\d_])(?P<mon>[^\W\d_]{3,12}+|آب)\.?(?![^\W\d_])"
YEAR = r"(?P<y>(?:19|20)\d\d)"

#: A zone after a time: ``Z``, an offset, ``GMT+8``, or an abbreviation.
ZONE = (
    r"(?:\s*(?:"
    r"(?P<zz>Z)(?![A-Za-z])"
    r"|(?P<zoff>[+-](?:0\d|1[0-4]):?[0-5]\d)(?!\d)"
    r"|(?P<zhh>[+-](?:0\d|1[0-4]))(?![\d:])"
    r"|\(?(?i:UTC|GMT)\s*(?P<gsign>[+-])\s*(?P<gh>\d{1,2})(?::?(?P<gm>[0-5]\d))?\)?"
    r"|\(?(?P<abbr>[A-Z]{1,5})\)?(?![A-Za-z])"
    r"))?"
)

_AMPM = r"(?:\s*(?P<ap>(?i:[ap]))\.?\s?(?i:m)\b\.?)"
#: A Latin-script clock time: ``15:30``, ``15:30:05.123``, ``3:30 p.m.``, ``15.30 Uhr``, ``3 PM``.
TIME_LATIN = (
    r"(?P<h>[01]?\d|2[0-3])"
    r"(?:"
    r":(?P<mi>[0-5]\d)(?::(?P<s>[0-5]\d)(?:[.,](?P<f>\d{1,9})|:\d{3}(?!\d))?)?"
    r"|[.h](?P<mi2>[0-5]\d)(?=\s*(?i:uhr|h\b))"
    r"|(?=\s*(?i:[ap])\.?\s?(?i:m)\b)"
    r")" + _AMPM + r"?(?:\s*(?i:uhr)\b)?"
)
#: A Chinese, Japanese or Korean clock time: ``15:30``, ``下午3:30``, ``15时30分``,
#: ``15点30分05秒``, ``14時30分``, ``午後2:30``, ``오후 2:30``, ``14시 30분``.
TIME_CJK = (
    r"(?P<cap>上午|下午|早上|晚上|凌晨|中午|傍晚|午前|午後|오전|오후)?\s*+"
    r"(?P<h>[01]?\d|2[0-3])\s*+(?::|时|時|點|点|시)\s*+(?P<mi>[0-5]?\d)\s*+[分분]?"
    r"(?:\s*+:?\s*+(?P<s>[0-5]\d)\s*+[秒초]?)?"
)
#: Between a date and its time: ``T``, blanks with one mark among them (``,`` ``@`` ``|``
#: ``-`` ``/`` dashes), or blanks, a word (``at``, ``um``…) and blanks. Plain, that is
#: ``T|\s*(?:,|@|\||-|–|—|/|\s(?i:at|…))?\s*``; the blanks are possessive here, since a
#: date followed by a long run of blanks and no time made the engine try every way to
#: share the blanks among the two ``\s*`` (milliseconds for one date). The time starts
#: with a digit and the separator holds none, so any separator that lets a time follow
#: ends at the same place: the possessive spelling matches what the plain one matches.
_T_SEP = (
    r"(?:T|\s*+(?:[,@|\-–—/]\s*+)?"
    r"|\s++(?i:at|um|à|a las|alle|om|kl\.?|в|o)\s*+)"
)


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern)


#: ``2020-01-26``, ``2020/1/26``, ``2020.01.26``, each with an optional time and zone;
#: Korean portals' ``2026.12.05. 오전 9:10`` (the day's full stop, then "a.m." or "p.m.").
ISO_YMD = _rx(
    r"(?<![\d.\-/])" + YEAR + r"(?P<sep>[-/.])(?P<m>1[0-2]|0?[1-9])(?P=sep)"
    r"(?P<d>3[01]|[12]\d|0?[1-9])(?![\d])"
    r"(?:(?:" + _T_SEP + r"|\.?[^\S\n]++(?P<cap>오전|오후)[^\S\n]*+)"
    r"(?:" + TIME_LATIN + ")" + ZONE + ")?"
)
#: ``20200126`` or ``20200126T153000Z``: only whole structured values and URLs.
COMPACT = _rx(
    r"(?<!\d)" + YEAR + r"(?P<m>1[0-2]|0[1-9])(?P<d>3[01]|[12]\d|0[1-9])"
    r"(?:T(?P<h>[01]\d|2[0-3])(?P<mi>[0-5]\d)(?P<s>[0-5]\d)?)?(?!\d)" + ZONE
)
#: A Unix timestamp in seconds or milliseconds (structured values only).
EPOCH = _rx(r"^\s*(?P<epoch>1\d{9}|[12]\d{12})\s*$")
#: ``26.01.2020``, ``26/01/2020``, ``01-26-2020``: order decided by separator and language.
NUM_DMY = _rx(
    r"(?<![\d.\-/:])(?P<a>3[01]|[12]\d|0?[1-9])(?P<sep>[./-])\s?(?P<b>3[01]|[12]\d|0?[1-9])"
    r"(?P=sep)\s?" + YEAR + r"(?![\d])"
    r"(?:" + _T_SEP + r"(?:" + TIME_LATIN + ")" + ZONE + ")?"
)
#: ``2020年1月26日 15:30``; Korean ``2020년 1월 26일 (일) 오후 3:30``.
CJK_YMD = _rx(
    YEAR + r"\s*[年년]\s*(?P<m>1[0-2]|0?[1-9])\s*[月월]\s*(?P<d>3[01]|[12]\d|0?[1-9])\s*[日号일]?"
    r"(?:\s*+(?:星期.|周.|\(.{1,3}\)|.요일)?\s*+" + TIME_CJK + ")?"
)
#: ``2020年1月``, ``2020년 1월``: month precision only.
CJK_YM = _rx(YEAR + r"\s*[年년]\s*(?P<m>1[0-2]|0?[1-9])\s*[月월](?!\s*\d)")
# The forms without a year are searched for over whole stretches of text. A pattern that
# starts with one character class (or literal alternatives) is skipped ahead in C to the
# next place it can start; one that starts with a lookbehind or a group of classes is
# tried at every position, several times slower. So these are spelled to start with a
# class, each meaning exactly what its plain spelling (in the comment) means; a test
# compares the two spellings on generated text.


def _month_after(excluded: str) -> str:
    """``(?<![excluded])(?P<m>1[0-2]|0?[1-9])``, spelled to start with ``[0-9]``: the first
    digit, then the lookbehind over it and the rest of the month in the same order."""
    return (
        rf"(?P<m>[0-9](?<![{excluded}][0-9])"
        r"(?:(?<=1)[0-2]|(?<=0)[1-9]|(?<=[1-9])))"
    )


#: ``1月26日 15:30`` with no year (plain: ``(?<![\d年])(?P<m>1[0-2]|0?[1-9])\s*月...``).
CJK_MD = _rx(
    _month_after(r"\d年") + r"\s*月\s*(?P<d>3[01]|[12]\d|0?[1-9])\s*[日号]"
    r"(?:\s*+" + TIME_CJK + ")?"
)
#: ``01-26 15:30`` with no year: only with a time, else too many false hits (plain:
#: ``(?<![\d\-/.:])(?P<m>1[0-2]|0?[1-9])-...``).
NUM_MD_TIME = _rx(
    _month_after(r"\d\-/.:") + r"-(?P<d>3[01]|[12]\d|0?[1-9])\s+"
    r"(?P<h>[01]?\d|2[0-3]):(?P<mi>[0-5]\d)(?::(?P<s>[0-5]\d))?(?![\d:\-])"
)
#: ``12/5(土) 9:12``: Japanese portals' yearless month/day with the weekday in parentheses
#: and a clock (``配信``, ``更新`` after or before it); the year is the fetch time's
#: (plain: ``(?<![\d/])(?P<m>1[0-2]|0?[1-9])/(?P<d>...)[(（][月火水木金土日][)）]...``).
JA_MD_WEEKDAY = _rx(
    _month_after(r"\d/") + r"/(?P<d>3[01]|[12]\d|0?[1-9])[(（][月火水木金土日][)）][^\S\n]*+"
    r"(?P<h>[01]?\d|2[0-3]):(?P<mi>[0-5]\d)(?![\d:])"
)
#: ``26 January 2020``, ``26. Januar 2020``, RFC 2822 ``Sun, 26 Jan 2020 15:30:00 +0000``,
#: ``26-Jan-2020`` (logs, Oracle-style CMS dates).
#: Arabic pages of the Levant name the month twice, ``24 نيسان / أبريل 2020``: the first
#: name is read, a second after a slash skipped. Four of their names are two words
#: (``3 كانون الأول 2026``, ``تشرين الثاني``): the second, "first" or "second", is ``mon2``.
NAMED_DMY = _rx(
    r"(?<!\d)(?P<d>3[01]|[12]\d|0?[1-9])(?:st|nd|rd|th|er|\.|º)?(?:-|\s*(?:de\s+)?)"
    + MONTH_DMY
    + r"(?:[^\S\n]+(?P<mon2>ال[أا]ول|الثاني)(?![^\W\d_]))?"
    + r"(?:-|(?:\s*/\s*[^\W\d_]{3,12}+)?,?\s*(?:de\s+)?)"
    + YEAR
    + r"(?!\d)(?:\s*(?:г\.|р\.|года|року))?"
    r"(?:" + _T_SEP + r"(?:" + TIME_LATIN + ")" + ZONE + ")?"
)
#: ``Jan 26, 2020 3:30 PM EST``, ``January 26th 2020``.
NAMED_MDY = _rx(
    MONTH + r"\s*(?P<d>3[01]|[12]\d|0?[1-9])(?:st|nd|rd|th)?(?!\d),?\s*" + YEAR + r"(?!\d)"
    r"(?:" + _T_SEP + r"(?:" + TIME_LATIN + ")" + ZONE + ")?"
)
#: ``January 2020``: month precision only.
NAMED_MY = _rx(r"(?<![\d.\w])" + MONTH + r"\s+" + YEAR + r"(?!\d)")
#: Year first with a month name, as Hungarian writes it: ``2024. szeptember 23. 09:12``
#: (the year's full stop is required: an English "2020 January 5" is a count as often).
NAMED_YMD = _rx(
    r"(?<!\d)" + YEAR + r"\.\s*+" + MONTH + r"\s*+(?P<d>3[01]|[12]\d|0?[1-9])\.?(?!\d)"
    r"(?:" + _T_SEP + r"(?:" + TIME_LATIN + ")" + ZONE + ")?"
)
#: The Baltic year-first dates: Lithuanian ``2026 m. gruodžio 5 d.`` ("year, December's
#: 5th day") and Latvian ``2026. gada 5. decembrī`` ("of the year 2026, on 5 December"),
#: each with the clock that may follow; read on pages in those languages only.
LT_YMD = _rx(
    r"(?<!\d)" + YEAR + r"\s*+m\.\s*+" + MONTH + r"\s++(?P<d>3[01]|[12]\d|0?[1-9])(?!\d)"
    r"(?:\s*+d\.)?(?:,?\s*+(?:" + TIME_LATIN + "))?"
)
LV_YMD = _rx(
    r"(?<!\d)"
    + YEAR
    + r"\.\s*+gad(?:a|ā)\s++(?P<d>3[01]|[12]\d|0?[1-9])\.\s*+"
    + MONTH
    + r"(?:,?\s*+(?:"
    + TIME_LATIN
    + "))?"
)
#: A month name and a day with no year, ``Jan 28`` and ``28 Jan`` (reading pages show the
#: year only for earlier years): not before a year or a range (``Jan 28-30``); a clock
#: time after it is read with it.
#: The month and the day on one line (``[^\S\n]``: blanks, not a line break).
#: A clock time may follow (``28 ноября, 14:30``, ``Jan 28 at 9:15``): a time is no year.
_YEARLESS_CLOCK = (
    r"(?:,?[^\S\n]*+(?:(?i:at|um|à|в|o)[^\S\n]++)?"
    r"(?P<h>[01]?\d|2[0-3]):(?P<mi>[0-5]\d)(?![\d:])" + _AMPM + r"?"
)
NAMED_MD = _rx(
    MONTH
    + r"[^\S\n]*+(?P<d>3[01]|[12]\d|0?[1-9])(?:st|nd|rd|th)?(?![\d:\-–])"
    + _YEARLESS_CLOCK
    + r"|(?!,?\s*+\d))"
)
NAMED_DM = _rx(
    r"(?<![\d.,:/\-])(?P<d>3[01]|[12]\d|0?[1-9])(?:st|nd|rd|th|\.)?[^\S\n]++"
    + MONTH
    + _YEARLESS_CLOCK
    + r"|(?!\s*+,?\s*+\d))"
)
#: A year of the Republic of China calendar (Taiwan: year 1 is 1912), ``113/11/18``,
#: ``民國113年11月18日``: three digits 100-129, read on Chinese pages only. Spelled to
#: start with the literal ``1`` (the engine skips ahead to it in C; plainly
#: ``(?<![\d/.\-])1(?P<roc>[0-2]\d)``); a ``民國`` before it is not part of the match.
ROC_YMD = _rx(
    r"1(?<![\d/.\-]1)(?P<roc>[0-2]\d)(?:\s*+年\s*+"
    r"(?P<m>1[0-2]|0?[1-9])\s*+月\s*+(?P<d>3[01]|[12]\d|0?[1-9])\s*+日"
    r"|(?P<sep>[/.\-])(?P<m2>1[0-2]|0?[1-9])(?P=sep)(?P<d2>3[01]|[12]\d|0?[1-9])(?![\d/.\-]))"
)
#: A numeric date with a two-digit year, ``02.12.26``, ``02/12/26 14:05``: read in the date
#: regions and the headline's window only (like the forms without a year), as a year of
#: this century not after the fetch's. The day and month are read as :data:`NUM_DMY`'s.
#: A letter or digit before it makes it part of a version or a code (``v1.12.26``).
#: (Spelled to start with a class; plainly ``(?<![\w.\-/:])(?P<a>\d\d?)``.)
NUM_DMY_SHORT = _rx(
    r"(?P<a>[0-9](?<![\w.\-/:][0-9])[0-9]?)(?P<sep>[./])(?P<b>[0-9][0-9]?)(?P=sep)"
    r"(?P<y>[0-9][0-9])(?![\d]|[.\-/:]\d)"
    r"(?:" + _T_SEP + r"(?:" + TIME_LATIN + ")" + ZONE + ")?"
)
#: A Japanese era year, ``令和8年12月2日``, ``平成31年4月30日``, ``令和元年``: read on Japanese
#: pages only (Reiwa year 1 is 2019, Heisei year 1 is 1989).
WAREKI_YMD = _rx(
    r"(?P<era>令和|平成)\s*+(?P<ey>元|[1-9]\d?)\s*+年\s*+(?P<m>1[0-2]|0?[1-9])\s*+月"
    r"\s*+(?P<d>3[01]|[12]\d|0?[1-9])\s*+日(?:\s*+(?:[（(].[）)])?\s*+" + TIME_CJK + ")?"
)
#: A time just before a date with none: ``15:30, 26.01.2020``, ``3:30 PM EST Jan 26``.
TIME_BEFORE = _rx(
    r"(?<![\d:.])(?:" + TIME_LATIN + ")" + ZONE + r"\s*(?:,|\||-|–|·|(?i:on|am|le|el))?\s*$"
)

#: English and German relative forms: ``3 hours ago``, ``an hour ago``, ``vor 2 Tagen``
#: (plain: ``(?i:(?P<n>\d{1,3}|(?<![^\W\d_])(?:an?|one))\s+...)``, ``(?i:vor\s+...)``): a
#: count in words starts a word ("Florida days ago" is no "a day ago"). A count in digits
#: may carry a unit of one letter, as feeds and social widgets write it (``5h ago``,
#: ``30m ago``, ``2d ago``, ``3hrs ago``: ``m`` is minutes there, never months).
RELATIVE_AGO = _rx(
    r"(?P<n>[\dAaOo](?i:(?<=\d)\d{0,2}|(?<![^\W\d_]a)(?<=a)n?|(?<![^\W\d_]o)(?<=o)ne))"
    r"(?i:\s*+(?P<unit>(?<=\s)(?:sec(?:ond)?s?|min(?:ute)?s?|hours?|hrs?|days?|weeks?)"
    r"|(?<=\d)(?:[hmdw]|mins?|hrs?)|(?<=\d\s)[hmdw])\s+ago)\b"
)
RELATIVE_VOR = _rx(
    r"[Vv](?i:or\s+(?P<n>\d{1,3}|einer?|einem)\s+"
    r"(?P<unit>sekunden?|minuten?|stunden?|tage?n?|wochen?))\b"
)
#: Chinese, Japanese and Korean relative forms: ``3小时前``, ``5分钟前``, ``2天前``, ``刚刚``,
#: ``3時間前``, ``2週間前``, ``5分前``, ``3시간 전``, ``2일 전``.
RELATIVE_CJK = _rx(
    r"(?P<n>\d{1,3})\s*(?P<unit>秒|分钟|分鐘|分|小时|小時|時間|天|日|周|週間|星期|초|분|시간|일|주)"
    r"(?:前|\s*전(?![가-힣]))|(?P<now>刚刚|剛剛)"
)
#: Units of the relative forms below, by their spelling in each language (lower case),
#: as seconds (a day or more names a calendar day: see ``parse``).
RELATIVE_UNITS: dict[str, int] = {
    **dict.fromkeys(("segundo", "segundos", "seconde", "secondes", "secondi", "secondo",
                     "seconden", "seconde", "секунд", "секунды", "секунду", "sekund", "sekundy",
                     "sekundę", "saniye"), 1),
    **dict.fromkeys(("minuto", "minutos", "minute", "minutes", "minuti", "minuten", "minuut",
                     "минут", "минуты", "минуту", "minut", "minuty", "minutę", "dakika"), 60),
    **dict.fromkeys(("hora", "horas", "heure", "heures", "ora", "ore", "uur", "час", "часа",
                     "часов", "godzin", "godziny", "godzinę", "saat"), 3600),
    **dict.fromkeys(("día", "días", "dia", "dias", "jour", "jours", "giorno", "giorni", "dag",
                     "dagen", "день", "дня", "дней", "dzień", "dni", "gün"), 86400),
    **dict.fromkeys(("semana", "semanas", "semaine", "semaines", "settimana", "settimane",
                     "week", "weken", "неделю", "недели", "недель", "tydzień", "tygodnie",
                     "tygodni", "hafta"), 604800),
    # Vietnamese and Indonesian ("45 phút trước", "2 jam yang lalu")
    **dict.fromkeys(("giây", "detik"), 1),
    **dict.fromkeys(("phút", "menit"), 60),
    **dict.fromkeys(("giờ", "tiếng", "jam"), 3600),
    **dict.fromkeys(("ngày", "hari"), 86400),
    **dict.fromkeys(("tuần", "minggu"), 604800),
    # Hindi ("2 घंटे पहले", "3 दिन पहले")
    **dict.fromkeys(("सेकंड",), 1),
    **dict.fromkeys(("मिनट",), 60),
    **dict.fromkeys(("घंटे", "घंटा"), 3600),
    **dict.fromkeys(("दिन",), 86400),
    **dict.fromkeys(("हफ्ते", "हफ़्ते", "सप्ताह"), 604800),
}  # fmt: skip
# Factored by shared prefixes (``min(?:ut(?:e(?:s)?|...)``): an alternation of 90 words is
# tried word by word at every digit of a window, the trie one branch at a time.
_REL_UNIT = "(?P<unit>" + trie_pattern(tuple(RELATIVE_UNITS)) + ")"
#: ``2 giorni fa``, ``2 dagen geleden``, ``2 дня назад``, ``2 godziny temu``, ``2 gün önce``,
#: ``45 phút trước``, ``2 jam yang lalu`` (or ``2 jam lalu``), ``2 घंटे पहले``. (The count
#: is spelled to start with a class, ``(?<![0-9])[0-9]{1,3}`` plainly.) A count in words
#: (``un'ora fa``) is not read.
RELATIVE_POST = _rx(
    r"(?P<n>[0-9](?<![0-9][0-9])[0-9]{0,2})\s+(?i:" + _REL_UNIT + r")"
    r"\s+(?i:fa|geleden|назад|temu|önce|trước|(?:yang\s+)?lalu|पहले)(?!\w)"
)
#: ``hace 2 días``, ``il y a 3 jours``, ``há 2 dias``.
#: (Spelled to start with a class; plainly ``\b(?:[Hh]ace|[Hh]á|[Ii]l\s+y\s+a)``.)
RELATIVE_PRE = _rx(
    r"[HhIi](?<!\w[HhIi])(?:(?<=[Hh])(?:ace|á)|(?<=[Ii])l\s+y\s+a)"
    r"\s+(?P<n>\d{1,3})\s+(?i:" + _REL_UNIT + r")(?!\w)"
)
#: ``昨天 15:30``, ``前天``, ``今天``, ``yesterday at 3:30 PM``, ``gestern, 15:30 Uhr`` (plain:
#: ``(?P<word>[今昨前][天日]|[Tt]oday|TODAY|[Yy]esterday|...|[Vv]orgestern)...``).
RELATIVE_DAY = _rx(
    r"(?P<word>今[天日]|昨[天日]|前[天日]|Today|today|TODAY|Yesterday|yesterday|YESTERDAY"
    r"|Heute|heute|Gestern|gestern|Vorgestern|vorgestern)"
    r"(?:\s*+(?:,|(?i:at|um))?\s*+(?:"
    r"(?P<cap>上午|下午|早上|晚上|凌晨|中午)?\s*+(?P<h>[01]?\d|2[0-3])\s*+[:时点]\s*+(?P<mi>[0-5]\d)"
    + _AMPM
    + r"?))?"
)
#: ``hier à 23h10``, ``ayer, 18:05``, ``ieri alle 9:15``, ``ontem às 21:30``, ``gisteren om
#: 14:00``, ``вчера в 22:10``, ``wczoraj, 14:05``, ``어제 23:40``: a day word of another
#: language with the clock it always carries on a dateline. Read on pages in those
#: languages only (``hier`` is German for "here", ``hoy`` a word in running text), and
#: only with the clock: the word alone is a menu's or a widget's.
_DAY_CLOCK_WORDS = (
    "aujourd'hui", "aujourd’hui", "avant-hier", "hier", "anteayer", "ayer", "hoy", "ieri",
    "oggi", "anteontem", "ontem", "hoje", "eergisteren", "gisteren", "vandaag", "позавчера",
    "вчера", "сегодня", "przedwczoraj", "wczoraj", "dzisiaj", "dziś", "어제", "오늘", "그저께",
)  # fmt: skip


def _by_first_letter(words: Sequence[str]) -> str:
    r"""``words`` case-blind and at a word's start, spelled to start with one class of their
    first letters (the engine skips ahead to those in C; an alternation of words, or a
    lookbehind first, is tried at every position): ``[Hh…](?<![^\W\d_].)(?:(?<=[Hh])…)``."""
    rests: dict[str, list[str]] = {}
    for word in words:
        rests.setdefault(word[0].lower(), []).append(word[1:])
    firsts = "".join(sorted({case for first in rests for case in (first, first.upper())}))
    branches = "|".join(
        f"(?<=[{re.escape(first + first.upper())}])"
        f"(?i:{'|'.join(re.escape(rest) for rest in sorted(tails, key=len, reverse=True))})"
        for first, tails in sorted(rests.items())
    )
    return f"[{re.escape(firsts)}](?<![^\\W\\d_].)(?:{branches})"


RELATIVE_DAY_CLOCK = _rx(
    r"(?P<word>" + _by_first_letter(_DAY_CLOCK_WORDS) + r")"
    r"[^\S\n]*+,?[^\S\n]*+(?:(?i:à|a las|a la|alle|às|om|в|o|um|at)[^\S\n]++)?"
    r"(?P<cap>오전|오후)?[^\S\n]*+(?P<h>[01]?\d|2[0-3])[:h.](?P<mi>[0-5]\d)(?![\d:])" + _AMPM + r"?"
)
#: Vietnamese names its months by number after ``tháng`` ("month"): ``ngày 4 tháng 12 năm
#: 2026``, ``04 tháng 12, 2026``, ``4 Tháng 12 2026 19:40``; the year after ``năm``
#: ("year"), a comma or a blank. Read on Vietnamese pages only. (Spelled to start with a
#: class; plainly ``(?<![0-9])(?P<d>[0-9]{1,2})``.)
VI_DMY = _rx(
    r"(?P<d>[0-9](?<![0-9][0-9])[0-9]?)\s++(?i:tháng)\s++(?P<m>1[0-2]|0?[1-9])(?![0-9])"
    r"(?:\s*+,\s*+|\s++(?i:năm)\s++|\s++)" + YEAR + r"(?![0-9])"
    r"(?:" + _T_SEP + r"(?:" + TIME_LATIN + ")" + ZONE + ")?"
)
#: Thai month names, full and abbreviated (``ธันวาคม``, ``ธ.ค.``): Thai writes vowel and
#: tone marks that are no letters to ``re`` (``\w`` stops inside ``ธันวาคม``), so the
#: month is matched by name here, not by :data:`MONTH`'s word and a table.
THAI_MONTHS: dict[str, int] = {
    **{name: n for n, name in enumerate(
        ("มกราคม", "กุมภาพันธ์", "มีนาคม", "เมษายน", "พฤษภาคม", "มิถุนายน", "กรกฎาคม",
         "สิงหาคม", "กันยายน", "ตุลาคม", "พฤศจิกายน", "ธันวาคม"), 1)},
    **{name: n for n, name in enumerate(
        ("ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.",
         "พ.ย.", "ธ.ค."), 1)},
}  # fmt: skip
#: ``3 ธันวาคม 2569``, ``3 ธ.ค. 69 09:15 น.``: a Thai date, its year in the Buddhist era
#: (2569 is 2026; two digits are the era's year in short) or, less often, the common one.
#: Read on Thai pages only.
THAI_DMY = _rx(
    r"(?<!\d)(?P<d>3[01]|[12]\d|0?[1-9])\s*+(?P<thm>" + trie_pattern(tuple(THAI_MONTHS)) + r")"
    r"\s*+(?P<y>25\d\d|(?:19|20)\d\d|\d\d)(?!\d)"
    r"(?:\s*+(?:เวลา\s*+)?(?P<h>[01]?\d|2[0-3])[:.](?P<mi>[0-5]\d)(?!\d)(?:\s*+น\.)?)?"
)

#: Hindi month names (``दिसंबर``, ``दिसम्बर``: the nasal written either way; ``फ़रवरी`` with
#: or without its nukta). Devanagari writes vowel signs that are no letters to ``re``, as
#: Thai does, so the month is matched by name, not by :data:`MONTH`'s word and a table.
HINDI_MONTHS: dict[str, int] = {
    name: n
    for n, names in enumerate(
        (
            ("जनवरी",), ("फ़रवरी", "फरवरी"), ("मार्च",), ("अप्रैल", "अप्रेल"), ("मई",),
            ("जून",), ("जुलाई",), ("अगस्त",), ("सितंबर", "सितम्बर"),
            ("अक्टूबर", "अक्तूबर"), ("नवंबर", "नवम्बर"), ("दिसंबर", "दिसम्बर"),
        ),
        1,
    )
    for name in names
}  # fmt: skip
#: Bengali month names (``ডিসেম্বর``), matched by name as Hindi's are; ``য়`` written as one
#: character or as ``য`` and its nukta, as pages type it.
BENGALI_MONTHS: dict[str, int] = {
    spelled: n
    for n, names in enumerate(
        (
            ("জানুয়ারি", "জানুয়ারী"), ("ফেব্রুয়ারি", "ফেব্রুয়ারী"), ("মার্চ",), ("এপ্রিল",),
            ("মে",), ("জুন",), ("জুলাই",), ("আগস্ট", "অগাস্ট", "আগষ্ট"), ("সেপ্টেম্বর",),
            ("অক্টোবর",), ("নভেম্বর",), ("ডিসেম্বর",),
        ),
        1,
    )
    for name in names
    for spelled in (name, name.replace("\u09af\u09bc", "\u09df"))
}  # fmt: skip
#: Every month name :data:`HI_DMY` reads: Hindi's and Bengali's.
INDIC_MONTHS: dict[str, int] = {**HINDI_MONTHS, **BENGALI_MONTHS}
#: ``05 दिसंबर 2026 02:05 PM``, ``5 दिसंबर, 2026``, ``৫ ডিসেম্বর ২০২৬`` (its digits folded): a
#: Hindi or Bengali date, read on pages in those languages only.
HI_DMY = _rx(
    r"(?<!\d)(?P<d>3[01]|[12]\d|0?[1-9])\s*+(?P<him>" + trie_pattern(tuple(INDIC_MONTHS)) + r")"
    r"\s*+,?\s*+" + YEAR + r"(?!\d)"
    r"(?:" + _T_SEP + r"(?:" + TIME_LATIN + ")" + ZONE + ")?"
)
#: The months of the Solar Hijri calendar: Iran's names (``فروردین`` … ``اسفند``) and the
#: same months by Afghanistan's Dari names (``حمل`` … ``حوت``).
_IRAN_MONTHS = ("فروردین", "اردیبهشت", "خرداد", "تیر", "مرداد", "شهریور", "مهر", "آبان", "آذر",
                "دی", "بهمن", "اسفند")  # fmt: skip
_DARI_MONTHS = ("حمل", "ثور", "جوزا", "سرطان", "اسد", "سنبله", "میزان", "عقرب", "قوس", "جدی",
                "دلو", "حوت")  # fmt: skip
#: Each name also as pages type it with the Arabic yeh (``تير`` for ``تیر``: the Arabic
#: keyboard's letter, which Persian writes the same).
SOLAR_HIJRI_MONTHS: dict[str, int] = {
    spelled: n
    for names in (_IRAN_MONTHS, _DARI_MONTHS)
    for n, name in enumerate(names, 1)
    for spelled in (name, name.replace("ی", "ي"))
}
#: Afghanistan's names (the zodiac's signs): every one is a word of running text too
#: (``میزان`` "amount", ``جدی`` "serious", ``اسد`` "lion", ``سرطان`` "cancer").
DARI_MONTHS: frozenset[str] = frozenset(
    spelled for name in _DARI_MONTHS for spelled in (name, name.replace("ی", "ي"))
)
#: Iran's names that are words of running text too (``تیر`` "arrow", ``مهر`` "seal" and
#: "kindness", ``دی`` a name): read as the Dari ones are, a dateline's only.
IRAN_WORD_MONTHS: frozenset[str] = frozenset(
    spelled for name in ("تیر", "مهر", "دی") for spelled in (name, name.replace("ی", "ي"))
)
#: A Solar Hijri date's clock after it: ``- ۱۴:۰۵``, ``ساعت ۱۴:۰۵`` ("hour").
_SH_CLOCK = r"(?:\s*+[-–,،]?\s*+(?:ساعت\s*+)?(?P<h>[01]?\d|2[0-3])[:.](?P<mi>[0-5]\d)(?!\d))?"
#: ``۱۴ آذر ۱۴۰۵ - ۱۴:۰۵`` (the digits folded first: ``14 آذر 1405``), ``۱۴ آذرماه ۱۴۰۵``
#: (the month's name with ``ماه``, "month", joined or apart): a Solar Hijri date, its year
#: 1300-1499 (1921-2121 of the common era), read on Persian, Dari and Pashto pages only.
SOLAR_HIJRI_DMY = _rx(
    r"(?<!\d)(?P<d>3[01]|[12]\d|0?[1-9])\s*+(?P<sh>"
    + trie_pattern(tuple(SOLAR_HIJRI_MONTHS))
    + r")(?:\s*+ماه)?(?![^\W\d_])\s*+(?P<y>1[34]\d\d)(?!\d)"
    + _SH_CLOCK
)
#: ``۱۴۰۵/۰۹/۱۴`` (``1405/09/14``, ``1405-9-14``): the Solar Hijri date by numbers, year
#: first as Iran writes it, one separator throughout; on the same pages only.
SOLAR_HIJRI_YMD = _rx(
    r"(?<![\d/.-])(?P<y>1[34]\d\d)(?P<sep>[/.-])(?P<m>1[0-2]|0?[1-9])(?P=sep)"
    r"(?P<d>3[01]|[12]\d|0?[1-9])(?![\d/.-]\d|\d)" + _SH_CLOCK
)
