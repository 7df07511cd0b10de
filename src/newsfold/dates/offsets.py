"""The page's own zone and UTC offset, and the published time as the page states it.

:mod:`newsfold.dates.decide` chooses *which* instant a page was published at by the
support candidates give each other; this module answers the questions about the page's
clock that come before and after that choice: which zone to read zone-less dates in
(:func:`page_zone`, from the publisher's setting, the page's region and language), what
offset a zone-less time really had when another stated instant repeats its clock reading
(:func:`reanchor`), and how to write the chosen instant as the page shows it
(:func:`local_time`: an instant stored in UTC shown in the page's own offset, found from
its visible clock readings). None of them weighs candidates against each other, and the
choice does not read offsets beyond :func:`is_utc_stated`: two jobs, two modules.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta, timezone, tzinfo
from typing import Final

from newsfold.dates import patterns as pt
from newsfold.dates.page import PageView
from newsfold.dates.parse import parse_date
from newsfold.dates.parsed import Candidate, ParsedDate
from newsfold.dates.reading import clock_of, zone_of
from newsfold.dates.zones import STANDARD_REGIONS, fallback_zone, get_zone
from newsfold.errors import DateError

__all__ = [
    "EAST_MOST",
    "WEST_MOST",
    "clock_zone",
    "is_utc_stated",
    "local_time",
    "page_zone",
    "reanchor",
    "region_of",
]

log = logging.getLogger(__name__)

#: The range of UTC offsets in use.
WEST_MOST: Final = timedelta(hours=10)  # Hawaii
EAST_MOST: Final = timedelta(hours=14)  # Kiribati


def is_utc_stated(parsed: ParsedDate) -> bool:
    """An instant written in UTC: CMSs often store UTC, so its day need not be the page's."""
    return parsed.has_time and not parsed.tz_inferred and parsed.local.endswith(("+00:00", "Z"))


def _discover_offset(parsed: ParsedDate, pool: Sequence[Candidate]) -> timezone | None:
    """The page's own UTC offset, from a visible clock reading of the same instant.

    A CMS stores ``05:30:59Z`` and prints ``11:30 p.m.`` (or ``23:30:59``) with
    no zone: the same minutes and seconds, a whole number of quarter hours
    apart. That difference is the page's offset, better than any guess.
    """
    utc_naive = parsed.instant.replace(tzinfo=None)
    for cand in sorted(pool, key=lambda c: -c.weight):
        other = cand.parsed
        if not (other.has_time and other.tz_inferred) or other.relative:
            continue
        try:
            naive = datetime.fromisoformat(other.local).replace(tzinfo=None)
        except ValueError:
            continue
        reference = utc_naive
        if other.precision == "minute":
            reference = reference.replace(second=0, microsecond=0)
        diff = naive - reference.replace(microsecond=0)
        if (
            diff
            and abs(diff) <= timedelta(hours=14)
            and diff % timedelta(minutes=15) == timedelta(0)
        ):
            return timezone(diff)
    return None


#: A clock time and the zone it is stated in, with no date: ``10:40 PM EST``, ``22:40 MEZ``
#: (a byline's "Published 10:40 PM EST" on the day's stories).
_ZONED_CLOCK: Final = re.compile(r"(?<![\w:.])" + pt.TIME_LATIN + pt.ZONE)
#: Where such a clock can start: the digits before a colon and minutes. The zoned pattern
#: starts with a lookbehind and a group, which the engine tries at every position of the
#: window (most of the dates step's time on a page, the first version); a start is a
#: digit run the engine skips to in C.
_CLOCK_AT: Final = re.compile(r"[0-9][0-9]?:[0-5][0-9]")


#: How far after the headline a byline's clock is looked for outside the date regions.
_BYLINE_AFTER: Final = 300


def clock_zone(instant: datetime, view: PageView, language: str | None) -> tzinfo | None:
    """The zone of a visible clock reading, near the headline, of ``instant`` (a UTC-stated
    field): ``03:40Z`` in the head and "Published 10:40 PM EST" under the headline are one
    statement, and the byline says in which zone the page counts its day. Only a reading
    that gives the same hour and minute in its own zone counts (a chance match is one in
    hundreds), so a clock of another story or a "today" widget does not; one in UTC says
    nothing of the page's zone (a machine stamp printed as it is: ``2020-03-08T18:30Z``)."""
    at = view.headline_at
    if at < 0 or (instant.hour, instant.minute, instant.second) == (0, 0, 0):
        # Midnight UTC is a day's stamp, not a clock reading: "7:00 PM EST" in the story
        # would match it by chance and move the day back.
        return None
    text = view.text
    # The byline's place: the date regions, and the lines just around the headline (not
    # the story, where an event's time sits).
    spans = [(start, end) for start, end, _ in view.date_regions if at - 3000 <= start <= at + 6000]
    spans.append((max(0, at - 300), at + _BYLINE_AFTER))
    for low, end in spans:
        zone = _clock_zone_in(instant, text, low, end, language)
        if zone is not None:
            return zone
    return None


def _clock_zone_in(
    instant: datetime, text: str, low: int, end: int, language: str | None
) -> tzinfo | None:
    """:func:`clock_zone` over ``text[low:end]``."""
    for start in _CLOCK_AT.finditer(text, low, end):
        match = _ZONED_CLOCK.match(text, start.start(), end)
        if match is None:
            continue
        groups = match.groupdict()
        if not groups.get("mi"):
            continue
        zone = zone_of(groups, language)
        clock = clock_of(groups)
        if zone is None or clock is None:
            continue
        local = instant.astimezone(zone)
        if not local.utcoffset():
            continue  # "18:30Z", "18:30 GMT": the field's own UTC, no zone of the page's
        if (local.hour, local.minute) == (clock.hour, clock.minute):
            return zone
        region = _standard_region(groups.get("abbr"), language)
        if region is not None:
            # "10:40 PM EST" on a summer day: the region's daylight clock, as US sites
            # print EST all year (zones.STANDARD_REGIONS).
            local = instant.astimezone(region)
            if (local.hour, local.minute) == (clock.hour, clock.minute):
                return region
    return None


def _standard_region(abbr: str | None, language: str | None) -> tzinfo | None:
    """The region a US standard-time abbreviation's clock belongs to (``EST``: New York),
    or None (another abbreviation, or ``CST`` on a Chinese page, China's)."""
    if not abbr:
        return None
    name = STANDARD_REGIONS.get(abbr.upper().strip("()"))
    if name is None or (language == "zh" and name == STANDARD_REGIONS["CST"]):
        return None
    return get_zone(name)


def _stated_offset(parsed: ParsedDate, cluster: Sequence[Candidate]) -> tzinfo | None:
    """The offset another candidate states for the same instant (``10:30 p.m. ET`` beside
    ``03:30Z``): the page's own zone, which a UTC-stated field does not give."""
    for cand in cluster:
        other = cand.parsed
        if (
            other.has_time
            and not other.tz_inferred
            and not other.relative
            and not is_utc_stated(other)
            and abs(other.instant - parsed.instant) < timedelta(minutes=1)
        ):
            return datetime.fromisoformat(other.local).tzinfo
    return None


def reanchor(
    parsed: ParsedDate, candidates: Sequence[Candidate], last_modified: str | None
) -> ParsedDate | None:
    """Give a zone-less local time the offset another stated instant reveals.

    JSON-LD says ``2020-01-06T06:24:56`` (no zone) and the server's
    ``Last-Modified: Mon, 06 Jan 2020 05:24:56 GMT``: the same minutes and
    seconds, one hour apart, so the page's offset is +01:00. Seconds must match
    when both have them (a chance match is then one in thousands).
    """
    if not (parsed.has_time and parsed.tz_inferred) or parsed.relative:
        return None
    references = [
        c.parsed
        for c in candidates
        if c.parsed.has_time and not c.parsed.tz_inferred and not c.parsed.relative
    ]
    if last_modified:
        try:
            references.append(parse_date(last_modified, "UTC"))
        except DateError as exc:
            log.debug("unreadable Last-Modified %r: %s", last_modified, exc)
    try:
        naive = datetime.fromisoformat(parsed.local).replace(tzinfo=None, microsecond=0)
    except ValueError:
        return None
    for ref in references:
        if ref.tz_inferred or (parsed.precision == "second") != (ref.precision == "second"):
            continue
        reference = ref.instant.replace(tzinfo=None, microsecond=0)
        if parsed.precision != "second":
            naive, reference = naive.replace(second=0), reference.replace(second=0)
        diff = naive - reference
        if abs(diff) <= EAST_MOST and diff % timedelta(minutes=15) == timedelta(0):
            local_dt = naive.replace(tzinfo=UTC if not diff else timezone(diff))
            return ParsedDate(
                local_dt.astimezone(UTC),
                local_dt.isoformat(),
                True,
                False,
                parsed.precision,
                False,
                parsed.day,
            )
    return None


def local_time(
    instant_from: Candidate,
    cluster: Sequence[Candidate],
    pool: Sequence[Candidate],
    zone: tzinfo,
    zone_known: bool,
    clock: tzinfo | None = None,
) -> str:
    """The published time as the page states it.

    An instant written in UTC is shown in the page's zone when that is known (a visible
    clock reading of the same instant in a stated zone, ``clock``, says it too);
    when visible text or the URL state another day than the instant's, the
    stated day wins (the page's own day is what readers saw).
    """
    parsed = instant_from.parsed
    local = parsed.local
    day = parsed.local_day
    if is_utc_stated(parsed):
        found = _discover_offset(parsed, pool) or _stated_offset(parsed, cluster) or clock
        if found is not None or zone_known:
            moment = parsed.instant.astimezone(found or zone)
            local, day = moment.isoformat(), moment.date()
    stated = {
        c.parsed.local_day
        for c in cluster
        if c.group in ("text", "url", "markup")
        and not c.parsed.has_time
        and c.parsed.precision == "day"
        and c.weight >= 0.3
    }
    if len(stated) == 1 and day not in stated:
        return stated.pop().isoformat()
    return local


def page_zone(
    default_tz: str, tz_configured: bool, language: str | None, region: str | None, url: str | None
) -> str:
    if tz_configured:
        return default_tz
    return fallback_zone(language, region, url) or default_tz


def region_of(lang_attr: str | None, url: str | None) -> str | None:
    if lang_attr and len(parts := lang_attr.replace("_", "-").split("-")) > 1:
        return parts[-1].lower()
    if url:
        host = url.split("://", 1)[-1].split("/", 1)[0].split(":")[0]
        tld = host.rsplit(".", 1)[-1].lower() if "." in host else ""
        return tld if len(tld) == 2 else None
    return None
