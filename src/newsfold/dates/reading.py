"""One pattern's match read into a :class:`ParsedDate`: the calendar, the clock, the zone.

:mod:`newsfold.dates.parse` finds *where* a text writes dates (which forms can start
where, in which windows, in which order of day and month); this module says *what* one
match means, and nothing about where it was found. It is kept apart because its rules
are the calendar's, not the scan's, and because both of its callers need them alone:
the scan reads each span it keeps, and a value read whole (``parse_date``) goes through
the same reading.

- Dates without a year (``01-26 15:30``, ``Jan 28``) and relative ones (``3小时前``,
  ``昨天 15:30``) are anchored on ``fetched_at`` in the page's zone
  (:mod:`newsfold.dates.relative`), never on the machine's clock.
- A zone comes from the match itself (``Z``, ``+08:00``, ``GMT+8``, ``EST``) or a
  ``北京时间`` just before it; otherwise the page's zone is assumed and the reading says
  so (``tz_inferred``), so that the decision step may re-anchor it.
- A numeric day/month order the digits cannot settle is read as :class:`Context` says
  and carries the swapped reading as ``alternative``.
- Anything impossible raises :class:`~newsfold.errors.DateError`, and nothing else.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta, tzinfo
from typing import Final

from newsfold.dates import patterns as pt
from newsfold.dates.ages import AGE_BEFORE_WORDS, AGE_UNITS
from newsfold.dates.parsed import ParsedDate
from newsfold.dates.relative import DAY_WORDS, anchor_local, relative_delta, relative_seconds
from newsfold.dates.zones import abbreviation_zone, fixed_offset, get_zone
from newsfold.errors import DateError

__all__ = ["Context", "add_time_before", "clock_of", "make_context", "read_match", "zone_of"]

_BEIJING: Final = "北京时间"


@dataclass(frozen=True, slots=True, init=False)
class Context:
    zone: tzinfo
    language: str | None
    fetched_at: datetime | None
    day_first: bool

    def __init__(
        self, zone: tzinfo, language: str | None, fetched_at: datetime | None, day_first: bool
    ) -> None:  # written out, as ParsedDate's
        object.__setattr__(self, "zone", zone)
        object.__setattr__(self, "language", language)
        object.__setattr__(self, "fetched_at", fetched_at)
        object.__setattr__(self, "day_first", day_first)


def _int(value: str | None) -> int | None:
    return int(value) if value else None


def _zone_of(groups: dict[str, str | None], ctx: Context) -> tzinfo | None:
    if groups.get("zz"):
        return UTC
    if off := groups.get("zoff"):
        digits = off[1:].replace(":", "")
        hours = int(digits[:2])
        return fixed_offset(hours, int(digits[2:4]), negative=off[0] == "-")
    if hh := groups.get("zhh"):
        return fixed_offset(int(hh))
    if sign := groups.get("gsign"):
        hours = int(groups.get("gh") or 0)
        return fixed_offset(hours, int(groups.get("gm") or 0), negative=sign == "-")
    if abbr := groups.get("abbr"):
        try:
            return abbreviation_zone(abbr, ctx.language)
        except DateError:
            return None
    return None


def _clock(groups: dict[str, str | None]) -> tuple[time, str] | None:
    hour = _int(groups.get("h"))
    if hour is None:
        return None
    minute = _int(groups.get("mi") or groups.get("mi2")) or 0
    second = _int(groups.get("s"))
    frac = groups.get("f")
    ap = (groups.get("ap") or "").lower()
    cap = groups.get("cap") or ""
    if ap and 1 <= hour <= 12:  # "17:19PM": a 24-hour clock with a redundant suffix
        hour = hour % 12 + (12 if ap == "p" else 0)
    elif (cap in ("下午", "晚上", "傍晚", "午後", "오후") and hour < 12) or (
        cap == "中午" and hour < 11
    ):
        hour += 12
    micro = int((frac or "0")[:6].ljust(6, "0"))
    precision = "second" if second is not None else "minute"
    return time(hour, minute, second or 0, micro), precision


def _finish(
    day_value: date, clock: tuple[time, str] | None, zone: tzinfo | None, ctx: Context
) -> ParsedDate:
    if clock is None:
        start = datetime.combine(day_value, time(0), tzinfo=zone or ctx.zone)
        return ParsedDate(
            start.astimezone(UTC),
            day_value.isoformat(),
            False,
            zone is None,
            "day",
            day=day_value,
        )
    moment, precision = clock
    local_dt = datetime.combine(day_value, moment, tzinfo=zone or ctx.zone)
    spec = "seconds" if precision == "second" and not moment.microsecond else "auto"
    return ParsedDate(
        local_dt.astimezone(UTC),
        local_dt.isoformat(timespec=spec),
        True,
        zone is None,
        precision,
        day=day_value,
    )


def _make_date(year: int, month: int, day: int) -> date:
    try:
        return date(year, month, day)
    except ValueError as exc:
        raise DateError(f"impossible date {year}-{month}-{day}: {exc}") from exc


def _no_year(month: int, day: int, ctx: Context) -> date:
    """The latest such day not after the day after the fetch day (a page shows recent dates
    without a year; a day of grace for a clock ahead of the fetcher's). Next year's is
    tried too: fetched on the evening of Dec 31, a page already in Jan 1 writes "Jan 1"."""
    anchor = anchor_local(ctx.fetched_at, ctx.zone).date()
    latest = anchor + timedelta(days=1)
    for year in (anchor.year + 1, anchor.year):
        try:
            candidate = date(year, month, day)
        except ValueError:
            continue
        if candidate <= latest:
            return candidate
    return _make_date(anchor.year - 1, month, day)


def _check_yearless_month(written: str, month_word: str, language: str | None) -> None:
    """:class:`DateError` unless ``month_word`` is a month of the page's own language (see
    :data:`patterns.YEARLESS_MONTHS`), capitalised where the language writes it so. A
    language with no table of its own (Russian, Polish, Swedish...) reads any month name
    (:data:`patterns.MONTHS`), as every page did before the tables: "28 января" is read."""
    language = language or "en"
    names = pt.YEARLESS_MONTHS.get(language)
    if names is None:
        if pt.month_number(month_word, language) is None:
            raise DateError(f"not a month without a year: {month_word!r}")
        return
    if month_word not in names:
        raise DateError(f"not a month of {language} without a year: {month_word!r}")
    if language in pt.CAPITALISED_MONTHS and not written[:1].isupper():
        raise DateError(f"a month is capitalised in {language}: {written!r}")


#: The first year of each Japanese era :data:`patterns.WAREKI_YMD` reads.
_ERA_STARTS: Final = {"令和": 2019, "平成": 1989}


def _solar_hijri(year: int, month: int, day: int) -> date:
    """The common era's day of a Solar Hijri one (``14 آذر 1405`` is 5 December 2026).

    The calendar's new year is the March equinox's day in Tehran; its arithmetic form, the
    33-year cycle (a leap year's place in the cycle by ``(year % 33 + 3) // 4``), gives
    the same new years as the official calendar over the years pages are dated in
    (1395-1406 are checked in ``tests/dates/test_dates_round6.py``). Months 1-6 have 31
    days, 7-11 30, the last 29 or 30.
    """
    if not 1 <= month <= 12 or not 1 <= day <= (31 if month <= 6 else 30):
        raise DateError(f"no such Solar Hijri day: {year}-{month}-{day}")
    days = _solar_hijri_ordinal(year, month, day)
    # Esfand 30 only in a leap year: one whose next new year is 366 days after its own.
    if (
        month == 12
        and day == 30
        and _solar_hijri_ordinal(year + 1, 1, 1) - _solar_hijri_ordinal(year, 1, 1) != 366
    ):
        raise DateError(f"Esfand {year} has 29 days")
    return date.fromordinal(days)


def _solar_hijri_ordinal(year: int, month: int, day: int) -> int:
    """The proleptic Gregorian ordinal (``date.toordinal``) of a Solar Hijri day, by the
    33-year arithmetic cycle; the day is not checked against its month's length."""
    shifted = year + 1595
    days = -355668 + 365 * shifted + shifted // 33 * 8 + (shifted % 33 + 3) // 4 + day
    days += (month - 1) * 31 if month <= 6 else (month - 7) * 30 + 186
    # ``days`` counts from the proleptic Gregorian calendar's year 0: 365 days before
    # ``date.fromordinal``'s day 1 (1 January of year 1).
    return days - 365


def _short_year(two_digits: int, ctx: Context) -> int:
    """The year of ``02.12.26``: this century's, and not after the fetch's year (a
    two-digit year is a recent date's shorthand; an older one, or one without a fetch
    time to bound it, is not read)."""
    if ctx.fetched_at is None:
        raise DateError("a two-digit year needs the page's fetch time")
    year = 2000 + two_digits
    if year > anchor_local(ctx.fetched_at, ctx.zone).year:
        raise DateError(f"a two-digit year after the fetch: {two_digits:02d}")
    return year


def _beijing_prefix(text: str, start: int) -> bool:
    return _BEIJING in text[max(0, start - 6) : start]


#: What may not stand just before an age's count (``5h ago``): a letter or a digit, a
#: decimal point, a digit's hyphen ("A15h", "2.5h", "1,5h", "10-15m": the count is not the
#: whole of it), or any hyphen before a count glued to its unit ("COVID-19h"). A hyphen
#: before a spelled-out age ("Ann Lee-2 hours ago") is a separator.
_AGO_GLUED: Final = re.compile(r"(?:[^\W_]|[.,]|\d-)\Z")
#: An earlier part of a compound age on the same line ("2d 5h ago", "1h 30m ago", "2 days 5
#: hours ago"), which the pattern would read by its last part only: no date rather than one
#: hours or days off. Only a larger unit before the age's own makes a compound; a duration
#: beside the age ("Video 3 min 2 hours ago") or on the line above does not.
_AGO_EARLIER: Final = re.compile(
    r"\d[ \t]*+(?P<unit>(?i:weeks?|days?|hours?|hrs?|min(?:ute)?s?|sec(?:ond)?s?|[hmdw]))"
    r",?[ \t]+(?i:and[ \t]+)?\Z"
)
#: The units of an age by size, by their first letter (sec, min, hour/hr, day, week).
_AGO_RANK: Final = {"s": 0, "m": 1, "h": 2, "d": 3, "w": 4}


def _part_of_longer_count(text: str, match: re.Match[str]) -> bool:
    """Whether an ``ago`` match is only the tail of a longer count (see above)."""
    start = match.start()
    window_start = max(0, start - 16)
    if _AGO_GLUED.search(text, window_start, start):
        return True
    if start > 0 and text[start - 1] == "-" and match.start("unit") == match.end("n"):
        return True
    earlier = _AGO_EARLIER.search(text, window_start, start)
    if earlier is None:
        return False
    unit = (match.group("unit") or "").lower()
    return _AGO_RANK.get(earlier.group("unit")[0].lower(), -1) > _AGO_RANK.get(unit[:1], 5)


#: The ends of :data:`~newsfold.dates.patterns.RELATIVE_POST` that are also other words:
#: Vietnamese "trước" ("before"), Indonesian "lalu" without "yang" ("then").
_AGE_OR_BEFORE: Final = re.compile(r"(?i:trước|(?<!yang)(?<!\s)\s+lalu)\Z")


def _sentence_goes_on(text: str, at: int) -> bool:
    """Whether a word in lower case follows ``at`` on its line, after blanks: the words
    before it are then part of a sentence, not a dateline's last ("2 jam lalu
    ditangkap" is "2 hours, then caught"; "2 ngày trước khi" is "2 days before")."""
    index = at
    while index < len(text) and text[index] != "\n" and text[index].isspace():
        index += 1
    return at < index < len(text) and text[index].islower()


#: Words that may follow a Solar Hijri year on a dateline: the calendar's names (``هجری
#: شمسی``, ``خورشیدی``, ``ه.ش``) and the clock's ``ساعت``.
_SOLAR_YEAR_WORDS: Final = ("هجری", "هـ", "ه.", "ه ش", "شمسی", "خورشیدی", "ساعت")


#: Weekdays' names, which a dateline writes before or after the date (``یکشنبه ۱۵ قوس
#: ۱۴۰۵``, ``۱۵ قوس ۱۴۰۵ یکشنبه``): every one but Friday's ends in ``شنبه``.
_WEEKDAY_ENDS: Final = ("شنبه", "جمعه")


def _word_at(text: str, index: int, step: int) -> str:
    """The word that starts (``step`` 1) or ends (``step`` -1) at ``index`` of ``text``
    after blanks on its line, in reading order; "" when none does."""
    while 0 <= index < len(text) and text[index] != "\n" and text[index].isspace():
        index += step
    if not (0 <= index < len(text)) or not text[index].isalpha():
        return ""
    end = index
    while 0 <= end < len(text) and not text[end].isspace():
        end += step
    return text[index:end] if step > 0 else text[end + 1 : index + 1]


def _in_a_sentence(text: str, start: int, end: int) -> bool:
    """Whether the date from ``start`` to ``end`` stands inside running text (for a script
    without capitals, where :func:`_sentence_goes_on` cannot tell): a word on its line
    right before it and one right after, neither a weekday's name nor, after, a Solar
    Hijri year's own (:data:`_SOLAR_YEAR_WORDS`). A dateline has a label with its colon,
    a weekday or nothing before, and an author's name may follow on the line."""
    before = _word_at(text, start - 1, -1)
    if not before or before.endswith(_WEEKDAY_ENDS):
        return False
    after = _word_at(text, end, 1)
    return (
        bool(after)
        and not text.startswith(_SOLAR_YEAR_WORDS, text.index(after, end))
        and not after.endswith(_WEEKDAY_ENDS)
    )


def _in_running_text(text: str, start: int, end: int) -> bool:
    """Whether an age from ``start`` to ``end`` is a sentence's rather than a byline's: in
    every script (no test of case, which Arabic, Hebrew or Thai do not write), an age
    stands alone in its part of the line (between the line's ends and marks such as
    ``·``, ``|``, ``,``): nothing written after it there ("Prije 3 sata izbio požar",
    "2 วันก่อนเลือกตั้ง"), and before it at most a one-word label ("Publicat acum 3 ore",
    "Updated: ...") or, where its word also says "before" (:data:`AGE_BEFORE_WORDS`),
    nothing ("ใน 3 วันที่ผ่านมา", "in the past 3 days"). A headline's age is the story's."""
    seg_start = max(text.rfind(mark, 0, start) for mark in (*_SEGMENT_MARKS, ",", "،")) + 1
    # (a comma ends a byline's part before the age, "Na Amina Said, saa 1 zilizopita",
    # but not after it: "Acum 2 zile, consiliul local a votat" goes on)
    ends = [i for i in (text.find(mark, end) for mark in _SEGMENT_MARKS) if i >= 0]
    seg_end = min(ends) if ends else len(text)
    before, after = text[seg_start:start], text[end:seg_end]
    if any(c.isalpha() for c in after):
        return True
    if not any(c.isalpha() for c in before):
        return False
    label = before.strip()
    if label.endswith(":"):
        return False
    return len(label.split()) > 1 or any(word in text[start:end] for word in AGE_BEFORE_WORDS)


#: What parts a line: a byline's marks and the line's end.
_SEGMENT_MARKS: Final = ("\n", "·", "|", "•", "–", "—", "/")


#: The languages in which the Levant's August, ``آب``, is the word "water".
_WATER_LANGUAGES: Final = frozenset({"fa", "prs", "ps", "ur"})
#: The words that make a yearless ``12/5(土) 9:12`` a Japanese article's own stamp.
_JA_STAMP_WORDS: Final = ("配信", "更新", "公開", "掲載")


def _month_word(g: dict[str, str | None]) -> str:
    """The month's name as :data:`patterns.MONTHS` holds it: lower case, without a dot, and
    with its second word where the Levant writes two (``كانون الأول``: ``NAMED_DMY``'s
    ``mon2``)."""
    word = (g["mon"] or "").lower().rstrip(".")
    return f"{word} {g['mon2']}" if g.get("mon2") else word


def _month_of(g: dict[str, str | None], ctx: Context) -> int:
    """The month a match's name gives on the page (checked by :func:`read_match` first)."""
    return pt.month_number(_month_word(g), ctx.language) or 0


def read_match(
    pattern: re.Pattern[str], match: re.Match[str], text: str, ctx: Context
) -> ParsedDate:
    """Turn one pattern match into a :class:`ParsedDate`; :class:`DateError` if impossible."""
    g = match.groupdict()
    if pattern is pt.RELATIVE_CJK:
        if g.get("now"):
            return relative_delta("0", "分钟", ctx.fetched_at, ctx.zone)
        return relative_delta(g["n"] or "1", g["unit"] or "", ctx.fetched_at, ctx.zone)
    if g.get("age") is not None:
        # a relative age of :mod:`newsfold.dates.ages`, on a page in its language
        if _in_running_text(text, match.start(), match.end()):
            # most of these words say "before" too ("πριν από 3 ώρες η βουλή..."): an
            # age in a sentence of the story is the story's, not the page's
            raise DateError(f"a count in a sentence: {match.group()!r}")
        unit_seconds = AGE_UNITS[ctx.language or ""][(g["unit"] or "").lower()]
        return relative_seconds(int(g["n"] or 0), unit_seconds, ctx.fetched_at, ctx.zone)
    if pattern is pt.RELATIVE_AGO and _part_of_longer_count(text, match):
        raise DateError(f"part of a longer count: {match.group()!r}")
    if (
        pattern is pt.RELATIVE_POST
        and match.group()[-1:] in "cCuU"
        and _AGE_OR_BEFORE.search(match.group()) is not None
        and _sentence_goes_on(text, match.end())
    ):
        # Vietnamese "trước" is also "before", Indonesian "lalu" also "then" ("yang lalu"
        # is only "ago"): an age ends its phrase, a sentence goes on after these.
        raise DateError(f"a count in a sentence: {match.group()!r}")
    if (
        pattern is pt.RELATIVE_POST
        and match.group().endswith("पहले")
        and _in_a_sentence(text, match.start(), match.end())
    ):
        # Hindi "पहले" is also "before" ("दो दिन पहले हुई बैठक"): an age stands alone on
        # its line or after a mark, not between a sentence's words.
        raise DateError(f"a count in a sentence: {match.group()!r}")
    if pattern in (pt.RELATIVE_AGO, pt.RELATIVE_VOR, pt.RELATIVE_POST, pt.RELATIVE_PRE):
        return relative_delta(g["n"] or "1", g["unit"] or "", ctx.fetched_at, ctx.zone)
    if pattern is pt.RELATIVE_DAY or pattern is pt.RELATIVE_DAY_CLOCK:
        offset = DAY_WORDS.get((g["word"] or "").lower())
        if offset is None:
            raise DateError(f"not a relative day: {g['word']!r}")
        day_value = anchor_local(ctx.fetched_at, ctx.zone).date() - timedelta(days=offset)
        parsed = _finish(day_value, _clock(g), None, ctx)
        return ParsedDate(
            parsed.instant,
            parsed.local,
            parsed.has_time,
            False,
            parsed.precision,
            True,
            day_value,
        )
    if pattern is pt.EPOCH:
        value = int(g["epoch"] or 0)
        seconds = value / 1000 if value > 10**11 else float(value)
        instant = datetime.fromtimestamp(seconds, UTC)
        local = instant.astimezone(ctx.zone)
        return ParsedDate(
            instant, local.isoformat(timespec="seconds"), True, False, "second", day=local.date()
        )
    zone = _zone_of(g, ctx)
    if zone is None and _beijing_prefix(text, match.start()):
        zone = fixed_offset(8)
    if g.get("mon"):
        month_word = _month_word(g)
        if month_word in pt.LANGUAGE_MONTHS.get(ctx.language or "", ()):
            pass  # the page's language's own short form (Norwegian "des", Malay "mac")
        elif month_word not in pt.MONTHS:
            raise DateError(f"not a month name: {month_word!r}")
        elif month_word in pt.ITALIAN_SHORT_MONTHS and ctx.language not in ("it", None):
            # "Echo Dot 5 Gen 2022", "10 OTT 2024": a product's generation, a service
            raise DateError(f"an Italian month only on an Italian page: {month_word!r}")
        elif month_word in pt.INDONESIAN_SHORT_MONTHS and ctx.language != "id":
            # French "des", read as December it would make "les 3 des 2000 ..." a date
            raise DateError(f"an Indonesian month only on an Indonesian page: {month_word!r}")
        if pattern is pt.NAMED_MD or pattern is pt.NAMED_DM:
            _check_yearless_month(g["mon"] or "", month_word, ctx.language)
        elif pattern is pt.NAMED_YMD and (
            month_word not in pt.HUNGARIAN_MONTHS
            # Hungarian writes its months in lower case; on a page in another language
            # "in 2014. November 5 ..." is a sentence's end and the next one's start
            or (ctx.language not in ("hu", None) and not (g["mon"] or "").islower())
        ):
            raise DateError(f"the year-first form is Hungarian's: {month_word!r}")
    if pattern in (pt.CJK_YM, pt.NAMED_MY):
        month = _month_of(g, ctx) if g.get("mon") else int(g["m"] or 0)
        first_day = _make_date(int(g["y"] or 0), month, 1)
        start = datetime.combine(first_day, time(0), tzinfo=ctx.zone)
        return ParsedDate(
            start.astimezone(UTC), first_day.isoformat()[:7], False, True, "month", day=first_day
        )
    if pattern is pt.JA_MD_WEEKDAY and not (
        text[match.end() : match.end() + 4].lstrip().startswith(_JA_STAMP_WORDS)
        or any(word in text[max(0, match.start() - 8) : match.start()] for word in _JA_STAMP_WORDS)
    ):
        # A ranking's or a list's "12/5(土) 22:10" stands alone; the article's says what
        # it is, "配信" (distributed) after it, "更新" (updated) before or after.
        raise DateError(f"a yearless day without its word: {match.group()!r}")
    if pattern in (pt.CJK_MD, pt.NUM_MD_TIME, pt.JA_MD_WEEKDAY):
        day_value = _no_year(int(g["m"] or 0), int(g["d"] or 0), ctx)
        return _finish(day_value, _clock(g), zone, ctx)
    if pattern is pt.NAMED_MD or pattern is pt.NAMED_DM:
        month = _month_of(g, ctx)
        return _finish(_no_year(month, int(g["d"] or 0), ctx), _clock(g), zone, ctx)
    if pattern is pt.LT_YMD or pattern is pt.LV_YMD:
        day_value = _make_date(int(g["y"] or 0), _month_of(g, ctx), int(g["d"] or 0))
        return _finish(day_value, _clock(g), zone, ctx)
    if pattern is pt.THAI_DMY:
        year = int(g["y"] or 0)
        if year < 100:  # the Buddhist era's year in short: 69 is 2569
            year += 2500
        if year >= 2400:  # the Buddhist era is 543 years ahead of the common one
            year -= 543
        month = pt.THAI_MONTHS[g["thm"] or ""]
        return _finish(_make_date(year, month, int(g["d"] or 0)), _clock(g), zone, ctx)
    if pattern is pt.HI_DMY:
        month = pt.INDIC_MONTHS[g["him"] or ""]
        return _finish(_make_date(int(g["y"] or 0), month, int(g["d"] or 0)), _clock(g), zone, ctx)
    if pattern is pt.SOLAR_HIJRI_DMY or pattern is pt.SOLAR_HIJRI_YMD:
        name = g.get("sh") or ""
        if (
            (name in pt.DARI_MONTHS or name in pt.IRAN_WORD_MONTHS)
            and g["h"] is None
            and _in_a_sentence(text, match.start(), match.end())
        ):
            # Afghanistan's month names are words too ("به میزان 5 میزان 1400 تن"), and
            # three of Iran's ("با 5 تیر 1400 نفر"): one is a month only as a dateline's
            # (nothing or a label before it, or nothing, a clock, a mark, a calendar's
            # word after), not inside a sentence.
            raise DateError(f"a month's word in a sentence: {match.group()!r}")
        month = pt.SOLAR_HIJRI_MONTHS[name] if name else int(g["m"] or 0)
        day_value = _solar_hijri(int(g["y"] or 0), month, int(g["d"] or 0))
        return _finish(day_value, _clock(g), zone, ctx)
    if pattern is pt.VI_DMY:
        if (
            g["h"] is None
            and "năm" not in text[match.end("m") : match.start("y")].lower()
            and _sentence_goes_on(text, match.end())
            and not text[match.end() : match.end() + 8].lstrip().lower().startswith("lúc")
        ):
            # "Ngày 4 tháng 12, 2000 người dân": a yearless date, then a count of people
            # ("2000 người"); a year after "năm" ("year"), or with a clock, is a year.
            raise DateError(f"a count after a yearless date: {match.group()!r}")
        return _finish(
            _make_date(int(g["y"] or 0), int(g["m"] or 0), int(g["d"] or 0)), _clock(g), zone, ctx
        )
    if pattern is pt.WAREKI_YMD:
        # Reiwa year 1 is 2019 and Heisei year 1 is 1989; the first year is written 元.
        era_year = 1 if g["ey"] == "元" else int(g["ey"] or 0)
        year = _ERA_STARTS[g["era"] or ""] + era_year - 1
        return _finish(_make_date(year, int(g["m"] or 0), int(g["d"] or 0)), _clock(g), zone, ctx)
    if pattern is pt.ROC_YMD:
        # The Republic of China's year 1 is 1912.
        month_n, day_n = int(g["m"] or g["m2"] or 0), int(g["d"] or g["d2"] or 0)
        year = 100 + int(g["roc"] or 0) + 1911
        return _finish(_make_date(year, month_n, day_n), None, zone, ctx)
    clock = _clock(g)
    if pattern in (pt.NAMED_DMY, pt.NAMED_MDY, pt.NAMED_YMD):
        word = _month_word(g)
        if word == "آب" and ctx.language in _WATER_LANGUAGES:
            # The Levant's August is Persian's and Urdu's "water" ("5 آب 2026" is none).
            raise DateError(f"not a month in {ctx.language}: {match.group()!r}")
        month = _month_of(g, ctx)
        return _finish(_make_date(int(g["y"] or 0), month, int(g["d"] or 0)), clock, zone, ctx)
    if pattern is pt.NUM_DMY or pattern is pt.NUM_DMY_SHORT:
        first, second = int(g["a"] or 0), int(g["b"] or 0)
        year = int(g["y"] or 0)
        if pattern is pt.NUM_DMY_SHORT:
            year = _short_year(year, ctx)
        day_first = ctx.day_first or g["sep"] == "." or first > 12
        if second > 12:
            day_first = False
        day_n, month_n = (first, second) if day_first else (second, first)
        parsed = _finish(_make_date(year, month_n, day_n), clock, zone, ctx)
        if first != second and first <= 12 and second <= 12 and g["sep"] != ".":
            swapped = _finish(_make_date(year, day_n, month_n), clock, zone, ctx)
            return _with_alternative(parsed, swapped)
        return parsed
    # ISO_YMD, CJK_YMD, COMPACT: year first, month then day.
    return _finish(
        _make_date(int(g["y"] or 0), int(g["m"] or 0), int(g["d"] or 0)), clock, zone, ctx
    )


def _with_alternative(parsed: ParsedDate, alternative: ParsedDate) -> ParsedDate:
    return ParsedDate(
        parsed.instant,
        parsed.local,
        parsed.has_time,
        parsed.tz_inferred,
        parsed.precision,
        parsed.relative,
        parsed.day,
        alternative,
    )


def add_time_before(parsed: ParsedDate, text: str, start: int, ctx: Context) -> ParsedDate:
    """Attach a clock time written just before a bare date (``15:30, 26.01.2020``)."""
    before = pt.TIME_BEFORE.search(text, max(0, start - 40), start)
    if before is None:
        return parsed
    groups = before.groupdict()
    clock = _clock(groups)
    if clock is None or parsed.day is None:
        return parsed
    try:
        zone = _zone_of(groups, ctx)
    except DateError:
        return parsed
    return _finish(parsed.day, clock, zone, ctx)


def make_context(
    default_tz: str, fetched_at: datetime | None, language: str | None, day_first: bool | None
) -> Context:
    lang = language.split("-")[0].lower() if language else None
    if lang == "in":
        lang = "id"  # Indonesian's withdrawn code, which Java's locales still write
    if day_first is None:
        day_first = lang != "en"
    return Context(get_zone(default_tz), lang, fetched_at, day_first)


def clock_of(groups: dict[str, str | None]) -> time | None:
    """The clock time of a match of :data:`patterns.TIME_LATIN`'s groups (``10:40 PM``)."""
    clock = _clock(groups)
    return clock[0] if clock is not None else None


def zone_of(groups: dict[str, str | None], language: str | None) -> tzinfo | None:
    """The zone a match's groups state (``Z``, ``-05:00``, ``GMT+8``, ``EST``), or None."""
    return _zone_of(groups, Context(UTC, language, None, False))
