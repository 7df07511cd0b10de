"""Property checks: written instants round-trip; no input raises anything but DateError."""

from __future__ import annotations

import contextlib
from datetime import UTC, datetime, timedelta, timezone
from zoneinfo import ZoneInfo

from hypothesis import assume, given, settings
from hypothesis import strategies as st
from lxml import html

from newsfold.dates import DateError, find_dates, parse_date, resolve_dates

_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
_ZONES = ["UTC", "Asia/Shanghai", "Europe/Berlin", "America/New_York", "Asia/Kolkata"]

instants = st.datetimes(
    min_value=datetime(1990, 1, 2), max_value=datetime(2035, 12, 30), timezones=st.just(UTC)
).map(lambda d: d.replace(second=0, microsecond=0))
offsets = st.integers(min_value=-12 * 4, max_value=14 * 4).map(
    lambda q: timezone(timedelta(minutes=15 * q))
)


def _offset(moment: datetime) -> str:
    total = int(moment.utcoffset().total_seconds() // 60)  # type: ignore[union-attr]
    sign = "-" if total < 0 else "+"
    return f"{sign}{abs(total) // 60:02d}{abs(total) % 60:02d}"


def _explicit_forms(m: datetime) -> list[str]:
    off = _offset(m)
    colon = f"{off[:3]}:{off[3:]}"
    hour12 = m.hour % 12 or 12
    ampm = "AM" if m.hour < 12 else "PM"
    return [
        m.isoformat(),
        f"{m:%Y-%m-%d %H:%M}{off}",
        f"{m:%a}, {m.day} {_MONTHS[m.month - 1]} {m:%Y %H:%M:%S} {off}",
        f"{_MONTHS[m.month - 1]} {m.day}, {m.year} {hour12}:{m:%M} {ampm} {colon}",
        f"{m.day} {_MONTHS[m.month - 1]} {m.year} {m:%H:%M} {off}",
    ]


@given(instants, offsets)
def test_explicit_offset_round_trips(instant: datetime, zone: timezone) -> None:
    moment = instant.astimezone(zone)
    for text in _explicit_forms(moment):
        parsed = parse_date(text, "Asia/Tokyo", language="en")
        assert parsed.instant == instant, text
        assert not parsed.tz_inferred


@given(instants, st.sampled_from(_ZONES))
def test_local_forms_in_the_page_zone_round_trip(instant: datetime, zone_name: str) -> None:
    zone = ZoneInfo(zone_name)
    moment = instant.astimezone(zone)
    naive = moment.replace(tzinfo=None)
    # Skip the hour a DST change repeats: its wall-clock reading is ambiguous by nature.
    assume(naive.replace(fold=0).replace(tzinfo=zone).utcoffset() == moment.utcoffset())
    assume(naive.replace(fold=1).replace(tzinfo=zone).utcoffset() == moment.utcoffset())
    forms = [
        f"{moment:%Y-%m-%d %H:%M}",
        f"{moment.year}年{moment.month}月{moment.day}日 {moment:%H:%M}",
        f"{moment:%d.%m.%Y %H:%M}",
        f"{moment.day}. {_MONTHS[moment.month - 1]} {moment.year}, {moment:%H:%M} Uhr",
    ]
    for text in forms:
        parsed = parse_date(text, zone_name, language="de")
        assert parsed.instant == instant, text
        assert parsed.tz_inferred


@settings(max_examples=300)
@given(st.text(max_size=200))
def test_arbitrary_text_raises_only_date_error(text: str) -> None:
    fetched = datetime(2020, 1, 1, tzinfo=UTC)
    try:
        parsed = parse_date(text, "Asia/Shanghai", fetched_at=fetched)
    except DateError:
        return
    assert parsed.instant.tzinfo is not None


_DATEISH = st.text(alphabet="0123456789-/.: 年月日时分前天昨今TZ+APMamp,Jan", max_size=60)


@settings(max_examples=300)
@given(_DATEISH, st.sampled_from([None, "en", "zh", "de"]))
def test_date_like_noise_raises_only_date_error(text: str, language: str | None) -> None:
    fetched = datetime(2020, 1, 1, tzinfo=UTC)
    with contextlib.suppress(DateError):
        parse_date(text, "UTC", fetched_at=fetched, language=language)
    for _, _, parsed in find_dates(text, "UTC", fetched_at=fetched, language=language):
        assert parsed.instant.tzinfo is not None


@settings(max_examples=100, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["jsonld:datePublished", "meta:date"]), _DATEISH)))
def test_resolve_never_raises(meta: list[tuple[str, str]]) -> None:
    tree = html.document_fromstring(
        "<html><body><h1>T</h1><p>" + " ".join(r for _, r in meta) + "x</p></body></html>"
    )
    result = resolve_dates(meta, fetched_at=datetime(2020, 1, 1, tzinfo=UTC), tree=tree)
    assert 0.0 <= result.temporal_confidence <= 1.0
    if result.published_at is not None:
        assert result.published_at <= datetime(2020, 1, 1, 14, tzinfo=UTC)


_ABBREVIATIONS = {"EST": -300, "PDT": -420, "CET": 60, "CEST": 120, "JST": 540, "IST": 330}


@given(instants, st.sampled_from(sorted(_ABBREVIATIONS)))
def test_zone_abbreviations_round_trip(instant: datetime, abbr: str) -> None:
    moment = instant.astimezone(timezone(timedelta(minutes=_ABBREVIATIONS[abbr])))
    hour12 = moment.hour % 12 or 12
    ampm = "a.m." if moment.hour < 12 else "p.m."
    month = _MONTHS[moment.month - 1]
    forms = [
        f"{month} {moment.day}, {moment.year} {hour12}:{moment:%M} {ampm} {abbr}",
        f"{moment.day} {month} {moment.year}, {moment:%H:%M} {abbr}",
    ]
    for text in forms:
        parsed = parse_date(text, "Asia/Shanghai", language="en")
        assert parsed.instant == instant, text


@given(instants)
def test_beijing_time_prefix_round_trips(instant: datetime) -> None:
    moment = instant.astimezone(timezone(timedelta(hours=8)))
    text = f"北京时间{moment.year}年{moment.month}月{moment.day}日{moment:%H:%M}"
    assert parse_date(text, "Europe/Berlin", language="zh").instant == instant
