"""Relative dates, anchored on the fetch time in the page's zone.

``3 hours ago``, ``vor 2 Tagen``, ``hace 2 días``, ``2 giorni fa``, ``3小时前``,
``3時間前``, ``2일 전``, ``昨天``: what such a form means depends on when the page was
fetched, never on the clock of the machine reading it, so without ``fetched_at`` none
is a date. A count of days or more names a calendar day of the page's zone (midnight
of it), a count of hours or minutes an instant at that precision.
"""

from __future__ import annotations

from datetime import UTC, datetime, time, timedelta, tzinfo
from typing import Final

from newsfold.dates import patterns as pt
from newsfold.dates.parsed import ParsedDate
from newsfold.errors import DateError

__all__ = ["DAY_WORDS", "UNIT_SECONDS", "anchor_local", "relative_delta", "relative_seconds"]


def anchor_local(fetched_at: datetime | None, zone: tzinfo) -> datetime:
    """The fetch time in the page's zone: what every relative form counts back from."""
    if fetched_at is None:
        raise DateError("a relative date needs the page's fetch time")
    return fetched_at.astimezone(zone)


#: A unit's key (its first letter, lower case, or a German or English stem's) to seconds.
UNIT_SECONDS: Final = {
    "s": 1,
    "m": 60,
    "h": 3600,
    "d": 86400,
    "w": 604800,
    "秒": 1,
    "分": 60,
    "小": 3600,
    "天": 86400,
    "日": 86400,
    "周": 604800,
    "星": 604800,
    "t": 86400,
    "時": 3600,
    "週": 604800,
    "초": 1,
    "분": 60,
    "시": 3600,
    "일": 86400,
    "주": 604800,
}


def relative_delta(n_text: str, unit: str, fetched_at: datetime | None, zone: tzinfo) -> ParsedDate:
    """``n_text`` (a count, or a word meaning one) ``unit`` before the fetch time."""
    n_low = n_text.lower()
    count = int(n_low) if n_low.isdigit() else 1
    seconds = pt.RELATIVE_UNITS.get(unit.lower())
    if seconds is not None:
        return relative_seconds(count, seconds, fetched_at, zone)
    key = unit[0].lower()
    if unit.lower().startswith(("std", "stu")):
        key = "h"
    elif unit.lower().startswith("wo"):
        key = "w"
    elif unit.lower().startswith("min"):
        key = "m"
    elif unit.lower().startswith(("sek", "sec")):
        key = "s"
    found = UNIT_SECONDS.get(key)
    if found is None:
        raise DateError(f"unknown unit {unit!r}")
    return relative_seconds(count, found, fetched_at, zone)


def relative_seconds(
    count: int, seconds: int, fetched_at: datetime | None, zone: tzinfo
) -> ParsedDate:
    """``count`` units of ``seconds`` before the fetch time, in the page's zone."""
    anchor = anchor_local(fetched_at, zone)
    moment = anchor - timedelta(seconds=count * seconds)
    if seconds >= 86400:
        # "2 days ago" names a calendar day, not an instant: midnight of that local day.
        day_value = anchor.date() - timedelta(seconds=count * seconds)
        start = datetime.combine(day_value, time(0), tzinfo=zone)
        return ParsedDate(
            start.astimezone(UTC), day_value.isoformat(), False, False, "day", True, day_value
        )
    precision = "hour" if seconds == 3600 else "minute"
    local = moment.replace(second=0, microsecond=0)
    if precision == "hour":
        local = local.replace(minute=0)
    return ParsedDate(
        local.astimezone(UTC),
        local.isoformat(),
        True,
        False,
        precision,
        True,
        local.date(),
    )


DAY_WORDS: Final = {
    "今天": 0,
    "今日": 0,
    "today": 0,
    "heute": 0,
    "昨天": 1,
    "昨日": 1,
    "yesterday": 1,
    "gestern": 1,
    "前天": 2,
    "前日": 2,
    "vorgestern": 2,
    # RELATIVE_DAY_CLOCK's words (each only with a clock, on pages in its language)
    **dict.fromkeys(("aujourd'hui", "aujourd’hui", "hoy", "oggi", "hoje", "vandaag",
                     "сегодня", "dzisiaj", "dziś", "오늘"), 0),
    **dict.fromkeys(("hier", "ayer", "ieri", "ontem", "gisteren", "вчера", "wczoraj", "어제"), 1),
    **dict.fromkeys(("avant-hier", "anteayer", "anteontem", "eergisteren", "позавчера",
                     "przedwczoraj", "그저께"), 2),
}  # fmt: skip
