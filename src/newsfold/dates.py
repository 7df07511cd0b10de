"""Publication and modification dates, normalised to UTC, with a confidence.

First version: candidates come from structured data (JSON-LD
``datePublished``/``dateModified``, ``article:published_time`` and similar
meta), are parsed as ISO 8601, and converted to UTC. A local time with no
offset is placed in the publisher's time zone (from the sources
configuration, else the settings default) and flagged ``tz_inferred``. A
date after the fetch time or before 1990 is rejected and flagged, never
guessed. Published and modified are kept apart.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time, timedelta, timezone
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from lxml import etree

from newsfold.errors import DateError

__all__ = ["DateResult", "ParsedDate", "parse_date", "resolve_dates"]

_EARLIEST = datetime(1990, 1, 1, tzinfo=UTC)
_ISO_RE = re.compile(
    r"^\s*(\d{4})-?(\d{2})-?(\d{2})"
    r"(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?)?"
    r"\s*(Z|[+-]\d{2}:?\d{2}|[+-]\d{2}|UTC|GMT)?\s*$",
    re.I,
)
_PUBLISHED_KEYS = (
    "jsonld:datePublished",
    "meta:article:published_time",
    "meta:og:published_time",
    "meta:datePublished",
    "jsonld:dateCreated",
    "meta:pubdate",
    "meta:publishdate",
    "meta:publish_date",
    "meta:publication_date",
    "meta:parsely-pub-date",
    "meta:sailthru.date",
    "meta:dc.date.issued",
    "meta:dc.date",
    "meta:dcterms.created",
    "meta:date",
)
_MODIFIED_KEYS = (
    "jsonld:dateModified",
    "meta:article:modified_time",
    "meta:og:updated_time",
    "meta:dateModified",
    "meta:dcterms.modified",
)


@dataclass(frozen=True, slots=True)
class ParsedDate:
    """One parsed date string: the UTC instant and the page's own wording of it."""

    instant: datetime
    local: str
    has_time: bool
    tz_inferred: bool


@dataclass(slots=True)
class DateResult:
    """The decision for one page."""

    published_at: datetime | None = None
    published_at_local: str | None = None
    modified_at: datetime | None = None
    date_source: str | None = None
    temporal_confidence: float = 0.0
    flags: list[str] = field(default_factory=list)


def _zone(name: str) -> ZoneInfo:
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError) as exc:
        raise DateError(f"unknown time zone {name!r}") from exc


def parse_date(text: str, default_tz: str = "UTC") -> ParsedDate:
    """Parse an ISO 8601 date or instant; raise :class:`DateError` otherwise."""
    match = _ISO_RE.match(text)
    if not match:
        raise DateError(f"not an ISO 8601 date: {text!r}")
    year, month, day, hour, minute, second, zone = match.groups()
    try:
        day_value = date(int(year), int(month), int(day))
        clock = time(int(hour or 0), int(minute or 0), int(second or 0))
    except ValueError as exc:
        raise DateError(f"impossible date {text!r}: {exc}") from exc
    has_time = hour is not None
    if zone is None:
        tz = _zone(default_tz)
        inferred = True
        local_dt = datetime.combine(day_value, clock, tzinfo=tz)
        local = local_dt.isoformat() if has_time else day_value.isoformat()
    else:
        inferred = False
        z = zone.upper()
        if z in ("Z", "UTC", "GMT"):
            tz_obj = UTC
        else:
            sign = -1 if z[0] == "-" else 1
            digits = z[1:].replace(":", "")
            hours, minutes = int(digits[:2]), int(digits[2:4] or 0)
            tz_obj = timezone(sign * timedelta(hours=hours, minutes=minutes))
        local_dt = datetime.combine(day_value, clock, tzinfo=tz_obj)
        local = local_dt.isoformat() if has_time else day_value.isoformat()
    return ParsedDate(local_dt.astimezone(UTC), local, has_time, inferred)


def _first_valid(
    candidates: Sequence[tuple[str, str]],
    keys: Sequence[str],
    default_tz: str,
    fetched_at: datetime | None,
    flags: list[str],
) -> tuple[str, ParsedDate] | None:
    by_key: dict[str, list[str]] = {}
    for source, raw in candidates:
        by_key.setdefault(source, []).append(raw)
    for key in keys:
        for raw in by_key.get(key, []):
            try:
                parsed = parse_date(raw, default_tz)
            except DateError:
                flags.append(f"unparsed:{key}")
                continue
            if parsed.instant < _EARLIEST:
                flags.append(f"too_old:{key}")
                continue
            if fetched_at is not None and parsed.instant > fetched_at:
                flags.append(f"future:{key}")
                continue
            return key, parsed
    return None


def resolve_dates(
    candidates: Sequence[tuple[str, str]],
    *,
    fetched_at: datetime | None = None,
    default_tz: str = "UTC",
    tree: etree._Element | None = None,
    url: str | None = None,
    language: str | None = None,
    tz_configured: bool = False,
) -> DateResult:
    """Choose published and modified instants from raw ``(source, text)`` candidates.

    ``tree`` (the parsed page), ``url`` and ``language`` are for candidates
    beyond structured data; this first version reads only ``candidates``.
    ``tz_configured`` says ``default_tz`` came from the sources configuration
    rather than a global default.
    """
    del tree, url, language, tz_configured
    result = DateResult()
    published = _first_valid(candidates, _PUBLISHED_KEYS, default_tz, fetched_at, result.flags)
    if published is not None:
        key, parsed = published
        result.published_at = parsed.instant
        result.published_at_local = parsed.local
        result.date_source = key
        confidence = (
            0.9 if key.startswith("jsonld:datePublished") or "published_time" in key else 0.7
        )
        if not parsed.has_time:
            confidence -= 0.2
        if parsed.tz_inferred and parsed.has_time:
            confidence -= 0.1
            result.flags.append("tz_inferred")
        result.temporal_confidence = max(0.0, confidence)
    modified = _first_valid(candidates, _MODIFIED_KEYS, default_tz, fetched_at, result.flags)
    if modified is not None:
        result.modified_at = modified[1].instant
        if result.published_at is not None and result.modified_at < result.published_at:
            result.flags.append("modified_before_published")
            result.modified_at = None
    return result
