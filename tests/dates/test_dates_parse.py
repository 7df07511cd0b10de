"""Every written form the issue lists, parsed to the right UTC instant."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from newsfold.dates import DateError, find_dates, parse_date
from newsfold.dates.normalize import normalize_text

FETCHED = datetime(2020, 1, 26, 16, 5, tzinfo=UTC)  # 00:05 on 27 Jan in Shanghai


def utc(*args: int) -> datetime:
    return datetime(*args, tzinfo=UTC)  # type: ignore[misc]


@pytest.mark.parametrize(
    ("text", "tz", "expected", "local"),
    [
        ("2020-01-26T15:30:00+08:00", "UTC", utc(2020, 1, 26, 7, 30), "2020-01-26T15:30:00+08:00"),
        ("2020-01-26T15:30:00.123Z", "Asia/Shanghai", utc(2020, 1, 26, 15, 30, 0, 123000), None),
        ("2020-01-26T15:30:00-0500", "UTC", utc(2020, 1, 26, 20, 30), None),
        ("2020-01-26 15:30 GMT+8", "UTC", utc(2020, 1, 26, 7, 30), None),
        ("20200126T153000Z", "Asia/Shanghai", utc(2020, 1, 26, 15, 30), None),
        ("Sun, 26 Jan 2020 15:30:00 +0000", "Asia/Shanghai", utc(2020, 1, 26, 15, 30), None),
        ("Sun, 26 Jan 2020 15:30:00 GMT", "Asia/Shanghai", utc(2020, 1, 26, 15, 30), None),
        ("Jan 26, 2020 3:30 PM EST", "UTC", utc(2020, 1, 26, 20, 30), "2020-01-26T15:30:00-05:00"),
        ("January 26th, 2020 at 3:30 p.m. PST", "UTC", utc(2020, 1, 26, 23, 30), None),
        ("Jan 26, 2020 3:30 PM ET", "UTC", utc(2020, 1, 26, 20, 30), None),
        ("July 4, 2020 9:00 AM ET", "UTC", utc(2020, 7, 4, 13, 0), None),  # EDT in summer
        ("26 January 2020", "UTC", utc(2020, 1, 26), "2020-01-26"),
        ("26. Januar 2020, 15:30 Uhr", "Europe/Berlin", utc(2020, 1, 26, 14, 30), None),
        ("26.01.2020 15.30 Uhr", "Europe/Berlin", utc(2020, 1, 26, 14, 30), None),
        ("2020年1月26日 15:30", "Asia/Shanghai", utc(2020, 1, 26, 7, 30), None),
        ("2020年01月26日15:30:00", "Asia/Shanghai", utc(2020, 1, 26, 7, 30), None),
        ("2020年1月26日 下午3:30", "Asia/Shanghai", utc(2020, 1, 26, 7, 30), None),
        ("发布时间：2020-01-26 15:30", "Asia/Shanghai", utc(2020, 1, 26, 7, 30), None),
        ("来源：新华网 2020-01-26", "Asia/Shanghai", utc(2020, 1, 25, 16, 0), "2020-01-26"),
        ("北京时间2020年1月26日15:30", "UTC", utc(2020, 1, 26, 7, 30), None),
        ("２０２０年１月２６日　１５：３０", "Asia/Shanghai", utc(2020, 1, 26, 7, 30), None),
        ("2020\u200b-01-26", "UTC", utc(2020, 1, 26), None),
        ("1580052600", "UTC", utc(2020, 1, 26, 15, 30), None),
    ],
)
def test_absolute_forms(text: str, tz: str, expected: datetime, local: str | None) -> None:
    parsed = parse_date(text, tz, fetched_at=FETCHED, language="zh" if "年" in text else "en")
    assert parsed.instant == expected
    if local is not None:
        assert parsed.local == local


@pytest.mark.parametrize(
    ("text", "expected", "precision"),
    [
        ("昨天 15:30", utc(2020, 1, 26, 7, 30), "minute"),  # yesterday in Shanghai is 26 Jan
        ("今天 08:00", utc(2020, 1, 27, 0, 0), "minute"),
        ("前天", utc(2020, 1, 24, 16, 0), "day"),
        ("3小时前", utc(2020, 1, 26, 13, 0), "hour"),
        ("5分钟前", utc(2020, 1, 26, 16, 0), "minute"),
        ("2 days ago", utc(2020, 1, 24, 16, 0), "day"),
        ("Updated 2 hours ago", utc(2020, 1, 26, 14, 0), "hour"),
        ("vor 3 Stunden", utc(2020, 1, 26, 13, 0), "hour"),
        ("01-26 15:30", utc(2020, 1, 26, 7, 30), "minute"),
        ("1月26日 15:30", utc(2020, 1, 26, 7, 30), "minute"),
    ],
)
def test_relative_forms_anchor_on_fetch_time(text: str, expected: datetime, precision: str) -> None:
    parsed = parse_date(text, "Asia/Shanghai", fetched_at=FETCHED, language="zh")
    assert parsed.instant == expected
    assert parsed.precision == precision


def test_relative_form_without_fetch_time_is_not_a_date() -> None:
    with pytest.raises(DateError):
        parse_date("昨天 15:30", "Asia/Shanghai")


def test_yearless_date_after_fetch_day_is_last_year() -> None:
    parsed = parse_date("12-30 10:00", "Asia/Shanghai", fetched_at=FETCHED)
    assert parsed.local_day.year == 2019


def test_day_month_order_follows_language_and_keeps_the_other_reading() -> None:
    english = parse_date("03/04/2020", "UTC", language="en")
    german = parse_date("03/04/2020", "UTC", language="de")
    assert english.local == "2020-03-04"
    assert german.local == "2020-04-03"
    assert english.alternative is not None
    assert english.alternative.local == "2020-04-03"
    # Digits that settle it and dots (always day first) leave no alternative.
    assert parse_date("13/04/2020", "UTC", language="en").local == "2020-04-13"
    assert parse_date("03.04.2020", "UTC", language="en").alternative is None


def test_inferred_zone_is_marked() -> None:
    assert parse_date("2020-01-26 15:30", "Europe/Berlin").tz_inferred
    assert not parse_date("2020-01-26 15:30 +01:00", "Europe/Berlin").tz_inferred


def test_cst_depends_on_language() -> None:
    china = parse_date("Jan 26, 2020 15:30 CST", "UTC", language="zh")
    us = parse_date("Jan 26, 2020 15:30 CST", "UTC", language="en")
    assert china.instant == utc(2020, 1, 26, 7, 30)
    assert us.instant == utc(2020, 1, 26, 21, 30)


def test_month_precision() -> None:
    parsed = parse_date("1998年3月", "Asia/Shanghai")
    assert parsed.precision == "month"
    assert parsed.local == "1998-03"
    assert parse_date("Published in January 2020").local == "2020-01"


@pytest.mark.parametrize(
    "text", ["", "hello", "2020-13-45", "31.02.2020", "Feb 30, 2020", "99:99", "Foo 12, 2020"]
)
def test_not_dates_raise_date_error(text: str) -> None:
    with pytest.raises(DateError):
        parse_date(text)


def test_find_dates_positions() -> None:
    text = "Posted 2020-01-26 by X. Updated 27 January 2020, 10:00."
    found = find_dates(text, "UTC")
    assert [text[s:e] for s, e, _ in found] == ["2020-01-26", "27 January 2020, 10:00"]


def test_normalize_full_width_and_zero_width() -> None:
    assert normalize_text("２０２０\u200b年\u3000１月") == "2020年 1月"
