"""Mends of the read-only review of round six (f9448c7): a long line's own dateline (a
wire lead's "LONDON, Nov 28 (Reuters) -", a long byline closing on "· Updated Nov 28") is
read again on a page with no year, while an event's day inside a sentence stays unread;
and the Solar Hijri calendar's Esfand has a 30th day only in a leap year."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest
from tests.dates.test_date_cases import light_day
from tests.dates.test_dates_round4 import STORY

from newsfold.dates.reading import _solar_hijri
from newsfold.errors import DateError

FETCHED = datetime(2026, 12, 6, 5, 30, tzinfo=UTC)
URL = "https://quay.example/news/harbour-board-north-pier"


def _page(byline: str = "", first: str = "") -> str:
    return (
        '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Pier</title>'
        '</head><body><header class="site-header"><a href="/">The Quay</a></header>'
        f"<article><h1>Harbour board votes to rebuild the north pier</h1>{byline}"
        f'<div class="story-body">{first}{STORY}</div></article></body></html>'
    )


_TAIL = "The harbour board voted on Tuesday to rebuild the north pier, a decision campaigners had sought for a decade."  # noqa: E501


@pytest.mark.parametrize(
    "page",
    [
        _page(first=f"<p>LONDON, Nov 28 (Reuters) - {_TAIL}</p>"),
        _page(first=f"<p>PORTSMOUTH, England — Nov 28 — {_TAIL}</p>"),
        _page(
            '<p class="byline">By Mara Quill, Harbour and Transport Correspondent for The Quay'
            " and the Western Morning Gazette · Updated Nov 28</p>"
        ),
    ],
    ids=["wire-lead", "dash-lead", "long-byline"],
)
def test_a_long_lines_own_dateline_is_read(page: str) -> None:
    assert light_day(page, FETCHED, URL) == "2026-11-28"


def test_an_events_day_inside_a_long_sentence_stays_unread() -> None:
    event = (
        "<p>The harbour master said on Tuesday that the board meets again on 12 March, and that"
        " the first piles go in soon after, weather permitting.</p>"
    )
    assert light_day(_page(first=event), FETCHED, URL) is None


def test_esfand_has_a_thirtieth_day_only_in_a_leap_year() -> None:
    assert _solar_hijri(1403, 12, 30) == date(2025, 3, 20)  # 1403 is a leap year
    assert _solar_hijri(1404, 12, 29) == date(2026, 3, 20)
    with pytest.raises(DateError):
        _solar_hijri(1404, 12, 30)
