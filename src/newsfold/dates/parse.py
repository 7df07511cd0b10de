"""Finding the dates in a text: which forms can start where, and which reading is kept.

:func:`find_dates` scans a text for every date expression in it (with its
position, so the caller can weigh where it was found); :func:`parse_date`
reads the first one in a short string such as a ``<meta>`` value. Both return
:class:`ParsedDate`: the UTC instant, the page's own local wording, and how
precise and how certain the reading is. What one match means (the calendar, the
clock, the zone, the fetch time as anchor) is :mod:`newsfold.dates.reading`'s;
this module decides where to look, which is where the time goes on a long page.

Rules that matter for correctness:

- forms with a four-digit year are looked for only around the years a text
  writes (:func:`_year_windows`), each only where it can start;
- relative forms (``3小时前``, ``昨天 15:30``, ``2 days ago``) and forms with no
  year (``01-26 15:30``) are looked for only inside the caller's windows (the
  date regions and the headline's surroundings): on a whole page they are
  mostly noise; without ``fetched_at`` they are not dates;
- a numeric day/month order that the digits cannot settle (``03/04/2020``)
  follows the page's own unambiguous numeric dates nearby when they agree
  (:func:`_page_order`), else its language (month first for English, day first
  otherwise, always day first with dots);
- overlapping matches: the earliest wins, and at one start the longest;
- anything that is not a valid date raises :class:`~newsfold.errors.DateError`,
  and nothing else.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import replace
from datetime import datetime
from itertools import islice
from typing import Final

from newsfold.dates import patterns as pt
from newsfold.dates.ages import AGE_FORMS
from newsfold.dates.normalize import non_ascii, normalize_text
from newsfold.dates.parsed import ParsedDate
from newsfold.dates.reading import Context, add_time_before, make_context, read_match
from newsfold.errors import DateError

__all__ = [
    "PRECISIONS",
    "ParsedDate",
    "find_dates",
    "furniture_line",
    "parse_date",
    "site_updated",
]

#: Precision names from coarsest to finest.
PRECISIONS: Final = ("month", "day", "hour", "minute", "second")
_MAX_SCAN: Final = 400_000


#: What is left after a time read without its zone when the page wrote an offset no
#: place has (``-24:00``, ``+15:00``, ``+05:75``): the patterns accept -14:00..+14:59.
_STRAY_OFFSET: Final = re.compile(r" ?[+-]\d\d:?\d\d(?!\d)")


#: Forms that contain a four-digit year: found by first locating the years.
_YEAR_PATTERNS: Final[tuple[re.Pattern[str], ...]] = (
    pt.ISO_YMD,
    pt.CJK_YMD,
    pt.NAMED_DMY,
    pt.NAMED_MDY,
    pt.NUM_DMY,
    pt.CJK_YM,
    pt.NAMED_MY,
    pt.NAMED_YMD,
)
# Runs spelled ``[c][c]*``, not ``[c]+``: a pattern that starts with a class is skipped
# ahead in C to the next run, a repeat is tried at every position.
_LETTER_RUN: Final = re.compile(r"[^\W\d_][^\W\d_]*")
#: :data:`_LETTER_RUN` where every letter is ASCII: the same runs (``[^\W\d_]`` holds
#: exactly the ASCII letters of ASCII), found by a range test per character where the
#: class asks Unicode's tables several times (on the development pages half the year
#: windows have no letter outside ASCII: the runs' search costs a quarter less, and the
#: test for other letters takes back half of that).
_ASCII_LETTER_RUN: Final = re.compile(r"[A-Za-z][A-Za-z]*")
_DIGIT_RUN: Final = re.compile(r"\d\d*")
#: The month names a window is searched for: every language's but Indonesian's short
#: ones (``Des``, ``Agu``), which are words of other languages' running text too (French
#: "des"), read on pages in Indonesian only (:data:`_MONTH_WORDS_ID`).
#: A two-word name (``كانون الأول``) is a window's word by its first one.
_FIRST_WORDS: Final = frozenset(name.split()[0] for name in pt.MONTHS if " " in name)
_MONTH_WORDS: Final = (frozenset(pt.MONTHS) - pt.INDONESIAN_SHORT_MONTHS) | _FIRST_WORDS
_MONTH_WORDS_ID: Final = frozenset(pt.MONTHS) | _FIRST_WORDS
#: The month names a window is searched for on a page in each language with short forms
#: of its own (:data:`patterns.LANGUAGE_MONTHS`: Malay ``mac``, Norwegian ``des``).
_MONTH_WORDS_BY_LANGUAGE: Final = {
    language: _MONTH_WORDS | frozenset(names) for language, names in pt.LANGUAGE_MONTHS.items()
}
_MONTH_WORDS_BY_LANGUAGE["id"] = _MONTH_WORDS_ID


def _at(
    pattern: re.Pattern[str], text: str, starts: list[int], end: int
) -> Iterator[re.Match[str]]:
    """What ``pattern.finditer(text, starts[0], end)`` finds, when every match of it must
    begin at one of ``starts`` (ascending): tried there only, later ones after each match."""
    after = -1
    for at in starts:
        if at < after:
            continue
        match = pattern.match(text, at, end)
        if match is not None:
            after = match.end()
            yield match


#: Forms without a year, each with a cheap substring that must be present.
_YEARLESS_PATTERNS: Final[tuple[tuple[re.Pattern[str], tuple[str, ...]], ...]] = (
    (pt.CJK_MD, ("月",)),
    (pt.NUM_MD_TIME, (":",)),
    (pt.RELATIVE_DAY, ("天", "日", "oday", "ODAY", "esterday", "ESTERDAY", "eute", "estern")),
    (pt.RELATIVE_CJK, ("前", "刚", "剛", "전")),
    (pt.RELATIVE_AGO, ("ago", "AGO")),
    (pt.RELATIVE_VOR, ("vor ", "Vor ")),
)
_POST: Final = ((pt.RELATIVE_POST, ("fa", "geleden", "назад", "temu", "önce")),)
_PRE: Final = ((pt.RELATIVE_PRE, ("ace ", "á ", "l y a")),)


def _day_clock(*needles: str) -> tuple[tuple[re.Pattern[str], tuple[str, ...]], ...]:
    """:data:`patterns.RELATIVE_DAY_CLOCK` with the needles of one language's day words."""
    return ((pt.RELATIVE_DAY_CLOCK, needles),)


#: The Solar Hijri calendar's forms: by the month's name, and by numbers, year first (its
#: needles the years' first digits, 13xx and 14xx).
_SOLAR_HIJRI: Final = (
    (pt.SOLAR_HIJRI_DMY, tuple(pt.SOLAR_HIJRI_MONTHS)),
    (pt.SOLAR_HIJRI_YMD, ("13", "14")),
)

#: Relative forms looked for only on pages in their languages (``2 giorni fa``, ``hace 2
#: días``): their words are those languages' own, and looking for them in every window
#: of every page (its needles' substring searches) cost more than the rest of the
#: yearless forms together on English pages, where they never occur.
_LANGUAGE_YEARLESS: Final[dict[str, tuple[tuple[re.Pattern[str], tuple[str, ...]], ...]]] = {
    "it": _POST + _day_clock("ieri", "Ieri", "IERI", "oggi", "Oggi", "OGGI"),
    "nl": _POST + _day_clock("isteren", "ISTEREN", "andaag", "ANDAAG"),
    "ru": _POST + _day_clock("чера", "ЧЕРА", "егодня", "ЕГОДНЯ"),
    "pl": _POST + _day_clock("czoraj", "CZORAJ", "zisiaj", "ZISIAJ", "ziś", "ZIŚ"),
    "tr": _POST,
    "es": _PRE + _day_clock("yer", "YER", "oy", "OY"),
    "fr": _PRE + _day_clock("ier", "IER", "ujourd", "UJOURD"),
    "pt": _PRE + _day_clock("ntem", "NTEM", "oje", "OJE"),
    "ko": _day_clock("어제", "오늘", "그저께"),
    # Taiwan's official year (``113/11/18``, ``民國113年``) is read on Chinese pages only.
    "zh": ((pt.ROC_YMD, ("/", "年", "-", ".")),),
    # The Japanese era's years (``令和8年12月2日``) on Japanese pages only.
    # and Japanese portals' yearless ``12/5(土) 9:12`` (weekday in parentheses, a clock).
    "ja": ((pt.WAREKI_YMD, ("令和", "平成")), (pt.JA_MD_WEEKDAY, (")", "）"))),
    # Thai dates, in the Buddhist era's years as a rule (``3 ธันวาคม 2569``).
    "th": ((pt.THAI_DMY, ("ม", "ก", "ส", "ต", "พ", "ธ", "เ")),),
    # Vietnamese months by number (``4 tháng 12 năm 2026``) and ages (``45 phút trước``);
    # Indonesian ages (``2 jam yang lalu``).
    "vi": ((pt.VI_DMY, ("tháng", "Tháng", "THÁNG")), (pt.RELATIVE_POST, ("trước", "TRƯỚC"))),
    "id": ((pt.RELATIVE_POST, ("lalu", "LALU")),),
    # Hindi month names (``05 दिसंबर 2026``), written in Devanagari.
    # and ages (``2 घंटे पहले``).
    "hi": ((pt.HI_DMY, tuple(pt.HINDI_MONTHS)), (pt.RELATIVE_POST, ("पहले",))),
    # Bengali month names (``৫ ডিসেম্বর ২০২৬``), matched by name as Hindi's are.
    "bn": ((pt.HI_DMY, tuple(pt.BENGALI_MONTHS)),),
    # The Baltic year-first dates (``2026 m. gruodžio 5 d.``, ``2026. gada 5. decembrī``).
    "lt": ((pt.LT_YMD, ("m.",)),),
    "lv": ((pt.LV_YMD, ("gad",)),),
    # The Solar Hijri calendar (``۱۴ آذر ۱۴۰۵``, ``۱۴۰۵/۰۹/۱۴``, its digits folded), on
    # Persian pages and Afghanistan's (Dari, declared ``prs`` or ``fa-AF``, and Pashto).
    **dict.fromkeys(("fa", "prs", "ps"), _SOLAR_HIJRI),
}
# Relative ages of the languages :mod:`newsfold.dates.ages` tabulates (``acum 3 ore``,
# ``saa 5 zilizopita``), each on pages in its language only, as the forms above.
for _language, _forms in AGE_FORMS.items():
    _LANGUAGE_YEARLESS[_language] = _LANGUAGE_YEARLESS.get(_language, ()) + _forms
#: Forms read in the date regions and the headline's window but never in a structured
#: value: a two-digit year (``02.12.26``) is a dateline's shorthand, and in a field it is
#: as often a version or a code.
_WINDOW_ONLY: Final = ((pt.NUM_DMY_SHORT, (".", "/")),)
#: What a window must hold for :data:`_WINDOW_ONLY` to be looked for: a month and a
#: two-digit year with their separators (``.12.26``, not ``.12.2026``). Every window holds
#: dots and digits, and the form, tried at every digit of every window, cost more than
#: all the other yearless forms; this one search over the windows' text skips dots.
_SHORT_YEAR_HINT: Final = re.compile(r"[./][0-9][0-9]?[./][0-9][0-9](?![0-9])")
_STRUCTURED_PATTERNS: Final = (
    pt.EPOCH,
    *_YEAR_PATTERNS[:5],
    pt.COMPACT,
    *(p for p, _ in _YEARLESS_PATTERNS),
    *_YEAR_PATTERNS[5:],
)
# A year standing alone, not digits inside a longer number (prices, ids, phone numbers).
# One pattern per century: a pattern that starts with a literal string is searched for
# with a tight C loop (``(?:19|20)`` is a class of first characters, tried one by one);
# the lookbehind comes after the literal start for the same reason.
_YEAR_FINDS: Final = tuple(re.compile(century + r"(?<!\d..)\d\d(?!\d)") for century in ("19", "20"))
_BEFORE_YEAR: Final = 45
_AFTER_YEAR: Final = 60


#: A copyright line ("© 2025 Quay Villages", "All rights reserved", 版权所有): its years
#: are the site's, and do not make a page one that writes its years (:func:`_spans`).
#: "(c)" only as a mark, not after a letter or digit (a law's "section 5(c)").
_COPYRIGHT_LINE: Final = re.compile(
    r"©|(?<![^\W_])\((?i:c)\)|(?i:copyright|all\s+rights\s+reserved|alle\s+rechte|tous\s+droits"
    r"|todos\s+los\s+derechos)|版权所有|版權所有"
)
#: A line that says when the *site* was updated ("This site was last updated on 5
#: December 2026", "Website aktualisiert am ..."): its date is the site's, not a post's
#: (the faintest evidence of a page's day, :mod:`newsfold.dates.visible`).
_SITE_UPDATED_LINE: Final = re.compile(
    r"(?i:(?<![^\W\d_])(?:web)?site\s+(?:was\s+|is\s+|has\s+been\s+)?(?:last\s+)?"
    r"(?:updated|modified)"
    r"|(?<![^\W\d_])(?:webseite|website|site|sitio|sito)\s+(?:zuletzt\s+)?(?:aktualisiert"
    r"|actualizado|aggiornato|mis\s+à\s+jour))"
)


def furniture_line(text: str, at: int, *, copyright_too: bool = False) -> bool:
    """Whether the line of ``text`` holding ``at`` says when the site was updated
    (:data:`_SITE_UPDATED_LINE`), or, with ``copyright_too``, is a copyright line. A wire's
    credit line, "© AFP · 04/12/2026 18:22 · mis à jour le 05/12/2026", dates its story:
    a copyright sign alone does not make a date the site's."""
    start = text.rfind("\n", 0, at) + 1
    end = text.find("\n", at)
    end = end if end >= 0 else len(text)
    if copyright_too and _COPYRIGHT_LINE.search(text, start, end) is not None:
        return True
    return site_updated(text[start:end])


def site_updated(text: str) -> bool:
    """Whether ``text`` says when the site was updated (:data:`_SITE_UPDATED_LINE`)."""
    # Most texts name no site: one plain search of the text in lower case says so (the
    # pattern, case-blind, is tried at every character of a paragraph's line).
    low = text.lower()
    if "sit" not in low and "seite" not in low:
        return False
    return _SITE_UPDATED_LINE.search(low) is not None


def _writes_years(text: str, years: list[int], current_year: int) -> bool:
    """Whether ``text`` writes a year of its own: one outside the lines that say when the
    site was updated, and outside a copyright line, where the year of the fetch
    (``current_year``) is the site's every page's ("© 2026 Quay Villages"). An older
    copyright year ("© 2004 - 2020") says the page is as old: a yearless date there is of
    an unknown year, as on a page that writes years."""
    for at in years:
        if furniture_line(text, at):
            continue
        if int(text[at : at + 4]) >= current_year and furniture_line(text, at, copyright_too=True):
            continue
        return True
    return False


def _years(text: str) -> list[int]:
    """Where ``text`` writes a four-digit year, in order."""
    # Two standalone four-digit runs never overlap, so the two lists merge by position.
    years = [m.start() for m in _YEAR_FINDS[0].finditer(text)]
    years += [m.start() for m in _YEAR_FINDS[1].finditer(text)]
    years.sort()
    return years


def _year_windows(text: str, years: list[int] | None = None) -> list[tuple[int, int]]:
    """Merged windows around every four-digit year of ``text`` (``years``: where they are,
    when the caller has found them): the only places a dated form can be."""
    if years is None:
        years = _years(text)
    windows: list[tuple[int, int]] = []
    for at in years:
        start, end = max(0, at - _BEFORE_YEAR), at + 4 + _AFTER_YEAR
        if windows and start <= windows[-1][1]:
            windows[-1] = (windows[-1][0], end)
        else:
            windows.append((start, end))
    return windows


def _letter_run(text: str, start: int, end: int) -> re.Pattern[str]:
    """:data:`_ASCII_LETTER_RUN` when every letter of ``text[start:end]`` is ASCII (its other
    characters outside ASCII are curly quotes, dashes, no letter), else :data:`_LETTER_RUN`."""
    if text.isascii():
        return _ASCII_LETTER_RUN
    rest = non_ascii(text[start:end])
    return _LETTER_RUN if rest and _LETTER_RUN.search(rest) else _ASCII_LETTER_RUN


def _window_forms(
    text: str, start: int, end: int, month_words: frozenset[str]
) -> list[tuple[re.Pattern[str], list[int] | None]]:
    """Each form with a year and the positions in one year window where it can start.

    The Chinese forms need 年 in the window. The others start a run of digits (a year,
    a day) or of letters (a month) and are tried there only: a four-digit run for
    ``2020-01-26``; a run of one or two digits for ``26.01.2020`` and ``26 Jan 2020``;
    a month name for ``Jan 26, 2020``. A form whose month is no month name is read as
    nothing, so the named forms are tried only where the window holds a month name,
    and at no word after the last one (such a try could only fail, or hide a later
    match of the same form: ``_at`` skips the starts inside a match).
    """
    years: list[int] = []
    small: list[int] = []
    for run in _DIGIT_RUN.finditer(text, start, end):
        at, stop = run.span()
        if stop - at == 4:
            years.append(at)
        elif stop - at <= 2:
            small.append(at)
    # The words' text first, by one C call: most windows hold no month name (a year in a
    # copyright line, an id, a number), and one set test says so; only a window with one
    # has its words' places read, up to the last month name.
    letter_run = _letter_run(text, start, end)
    words = letter_run.findall(text, start, end)
    starts: list[int] = []
    if not month_words.isdisjoint(map(str.lower, words)):
        last_month = 0
        for index, word in enumerate(words, 1):
            if (3 <= len(word) <= 12 or word == "آب") and word.lower() in month_words:
                last_month = index
        runs = letter_run.finditer(text, start, end)
        starts = [run.start() for run in islice(runs, last_month)]
    cjk = text.find("年", start, end) >= 0 or text.find("년", start, end) >= 0
    # In the order of _YEAR_PATTERNS (equal spans keep it); None: anywhere in the window.
    forms: list[tuple[re.Pattern[str], list[int] | None]] = []
    if years:
        forms.append((pt.ISO_YMD, years))
    if cjk:
        forms.append((pt.CJK_YMD, None))
    if starts and small:
        forms.append((pt.NAMED_DMY, small))
    if starts:
        forms.append((pt.NAMED_MDY, starts))
    if small:
        forms.append((pt.NUM_DMY, small))
    if cjk:
        forms.append((pt.CJK_YM, None))
    if starts:
        forms.append((pt.NAMED_MY, starts))
    if starts and years:
        forms.append((pt.NAMED_YMD, years))
    return forms


def _spans(
    text: str,
    windows: list[tuple[int, int]] | None,
    language: str | None = None,
    current_year: int = 10_000,
) -> list[tuple[int, int, re.Pattern[str], re.Match[str]]]:
    """Every match of every pattern; yearless forms only inside ``windows`` when given
    (and those of :data:`_LANGUAGE_YEARLESS` on a page in ``language`` only), and, where
    the text writes a year of its own, not at all (``current_year``: the fetch's)."""
    spans: list[tuple[int, int, re.Pattern[str], re.Match[str]]] = []
    years = _years(text)
    year_windows = _year_windows(text, years)
    # A page that writes a year nowhere (a reading page's "Jan 28 · 5 min read") leaves
    # out the current one; where it writes years, a date without one ("8. November" over
    # a calendar, "July 12" in an archive list) is of any year, and is not read. The
    # site's own years (a footer's "© 2025") are not the page's (:func:`_writes_years`).
    month_words = _MONTH_WORDS_BY_LANGUAGE.get(language or "", _MONTH_WORDS)
    for start, end in year_windows:
        for pattern, starts in _window_forms(text, start, end, month_words):
            if starts is None:
                matches: Iterable[re.Match[str]] = pattern.finditer(text, start, end)
            else:
                matches = _at(pattern, text, starts, end)
            for match in matches:
                spans.append((match.start(), match.end(), pattern, match))
    regions = [(0, len(text))] if windows is None else windows
    # The regions' text in one string, apart by a character no needle holds: a needle it
    # lacks is in no region (most pages lack most needles: the Chinese ones on a page in
    # English), so it is looked for there once, not region by region.
    covered = text if windows is None else "\x00".join(text[s:e] for s, e in regions)
    yearless = _YEARLESS_PATTERNS
    if windows is not None and _SHORT_YEAR_HINT.search(covered) is not None:
        yearless = yearless + _WINDOW_ONLY
    if language in _LANGUAGE_YEARLESS:
        yearless = yearless + _LANGUAGE_YEARLESS[language]
    if windows is not None and not (year_windows and _writes_years(text, years, current_year)):
        spans.extend(_yearless_named(text, regions, covered))
    for pattern, needles in yearless:
        present = [needle for needle in needles if needle in covered]
        if not present:
            continue
        for start, end in regions:
            for needle in present:
                if text.find(needle, start, end) >= 0:
                    for match in pattern.finditer(text, start, end):
                        spans.append((match.start(), match.end(), pattern, match))
                    break
    return spans


def _yearless_named(
    text: str, regions: list[tuple[int, int]], covered: str
) -> list[tuple[int, int, re.Pattern[str], re.Match[str]]]:
    """``Jan 28`` and ``28 Jan`` in the date regions and the headline's window (``covered``:
    their text joined), on a page whose text holds no year (see :func:`_spans`). Month
    names are many words, so they are looked for as the year windows do: the words of the
    text once, one set test, and only a region that holds a month name is searched."""
    letter_run = _letter_run(covered, 0, len(covered))
    if _MONTH_WORDS.isdisjoint(map(str.lower, letter_run.findall(covered))):
        return []
    spans: list[tuple[int, int, re.Pattern[str], re.Match[str]]] = []
    for start, end in regions:
        words = letter_run.findall(text, start, end)
        if _MONTH_WORDS.isdisjoint(map(str.lower, words)):
            continue
        for pattern in (pt.NAMED_MD, pt.NAMED_DM):
            for match in pattern.finditer(text, start, end):
                if _in_prose(text, match.start(), match.end()):
                    continue
                spans.append((match.start(), match.end(), pattern, match))
    return spans


#: A line (a block's text) longer than this is a paragraph of prose, not a dateline.
_PROSE_LINE: Final = 100

#: A date this near its line's start opens it, as a wire lead's dateline does
#: ("LONDON, Nov 28 (Reuters) - ..."): a place and a comma or dash before it, no
#: sentence's lower-case word ("The board meets again on 12 March" is prose).
_LINE_OPENING: Final = 40
_WORD: Final = re.compile(r"[^\W\d_]+")


def _in_prose(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` sits in a paragraph's running text: "the board meets
    again on 12 March" is an event's day, while a reading page's yearless dateline ("Jan 28
    · 5 min read", "Mara Quill · Follow · Jan 28") is a short line of its own.

    A long line still holds a dateline where one stands: at the line's opening (a wire
    lead's "LONDON, Nov 28 (Reuters) -", no lower-case word before it) or closing it (a
    long byline's "... · Updated Nov 28"); an event's day sits inside a sentence."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    if line_end < 0:
        line_end = len(text)
    if line_end - line_start <= _PROSE_LINE:
        return False
    opening = text[line_start:start]
    if len(opening) <= _LINE_OPENING and not any(
        word[0].islower() for word in _WORD.findall(opening)
    ):
        return False
    return bool(text[end:line_end].strip())


#: How near (characters) an unambiguous numeric date must be to an ambiguous one to
#: say how the page writes it.
_ORDER_NEAR: Final = 200


def _page_order(
    spans: list[tuple[int, int, re.Pattern[str], re.Match[str]]], ctx: Context
) -> Context:
    """``ctx`` with the day/month order the text's own numeric dates show, if they agree.

    A page writes its numeric dates one way: when one of them can only be read day
    first (``18/03/2024``) and none only month first (``03/18/2024``), the ambiguous ones
    (``05/03/2024``) are day first too, whatever the language suggests; and the other
    way round. Dotted dates are always day first and say nothing here.
    """
    day_first = month_first = False
    nums = [(s, m) for s, _, p, m in spans if p is pt.NUM_DMY and m.group("sep") != "."]
    ambiguous = [s for s, m in nums if int(m.group("a")) <= 12 and int(m.group("b")) <= 12]
    for start, match in nums:
        # only a date near an ambiguous one (the same byline's "Posted ... Updated ..."):
        # a date the article quotes may be written the way of its source, not the page's
        if not any(abs(start - a) <= _ORDER_NEAR for a in ambiguous):
            continue
        if int(match.group("a")) > 12:
            day_first = True
        elif int(match.group("b")) > 12:
            month_first = True
    if day_first == month_first or day_first == ctx.day_first:
        return ctx
    return Context(ctx.zone, ctx.language, ctx.fetched_at, day_first)


def _scan(
    text: str,
    ctx: Context,
    spans: list[tuple[int, int, re.Pattern[str], re.Match[str]]],
    limit: int,
) -> list[tuple[int, int, ParsedDate]]:
    # Earliest first; at the same start the longest (the fullest reading) wins.
    spans.sort(key=lambda s: (s[0], -(s[1] - s[0])))
    ctx = _page_order(spans, ctx)
    found: list[tuple[int, int, ParsedDate]] = []
    covered_to = -1
    for start, end, pattern, match in spans:
        if start < covered_to or end <= start:
            continue
        try:
            parsed = read_match(pattern, match, text, ctx)
        except DateError:
            continue
        if parsed.tz_inferred and parsed.has_time and _STRAY_OFFSET.match(text, end):
            # an offset follows that no zone has (-24:00): read without it, never silently
            parsed = replace(parsed, bad_offset=True)
        if not parsed.has_time and parsed.precision == "day" and not parsed.relative:
            parsed = add_time_before(parsed, text, start, ctx)
        found.append((start, end, parsed))
        covered_to = end
        if len(found) >= limit:
            break
    return found


def find_dates(
    text: str,
    default_tz: str = "UTC",
    *,
    fetched_at: datetime | None = None,
    language: str | None = None,
    day_first: bool | None = None,
    normalized: bool = False,
    limit: int = 200,
    windows: list[tuple[int, int]] | None = None,
) -> list[tuple[int, int, ParsedDate]]:
    """Every date expression in ``text``: ``(start, end, parsed)`` in text order.

    Positions refer to the normalised text (pass ``normalized=True`` when the
    caller has normalised it already and wants to map positions back). Forms
    with a year are found anywhere; forms without one (relative, ``01-26
    15:30``) only inside ``windows`` when given, since on a whole page they
    are mostly noise and slow to look for.
    """
    ctx = make_context(default_tz, fetched_at, language, day_first)
    source = (text if normalized else normalize_text(text))[:_MAX_SCAN]
    year = ctx.fetched_at.year if ctx.fetched_at is not None else 10_000
    return _scan(source, ctx, _spans(source, windows, ctx.language, year), limit)


def parse_date(
    text: str,
    default_tz: str = "UTC",
    *,
    fetched_at: datetime | None = None,
    language: str | None = None,
    day_first: bool | None = None,
) -> ParsedDate:
    """Read the first date in a short string (a meta value, a ``<time>`` text, a byline).

    Raises :class:`DateError` when the string holds no supported date.
    """
    ctx = make_context(default_tz, fetched_at, language, day_first)
    source = normalize_text(text[:2000])
    # Most values are one ISO 8601 date and nothing else (``2020-01-26T15:30:00Z``): then
    # no form starts earlier or reaches further, so the full scan below would read this
    # one first; only when it does not read is the rest looked for.
    iso = pt.ISO_YMD.match(source)
    if iso is not None and iso.end() == len(source):
        found = _scan(source, ctx, [(0, iso.end(), pt.ISO_YMD, iso)], 1)
        if found:
            return found[0][2]
    spans = [(m.start(), m.end(), p, m) for p in _STRUCTURED_PATTERNS for m in p.finditer(source)]
    found = _scan(source, ctx, spans, 1)
    if not found:
        raise DateError(f"no supported date in {text[:80]!r}")
    return found[0][2]
