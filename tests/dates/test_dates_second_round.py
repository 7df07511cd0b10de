"""Dates that session 16's batch A of hand-written cases showed were not read.

Each test is a page written for it that got no date (or a wrong one) before:

- a date only in a ``data-*`` attribute of an element the page calls a date (themes that
  print "3 hours ago" or the reader's local time with a script);
- a count spelled as a word in a relative date ("an hour ago", "vor einer Stunde");
- Hungarian dates, year first with a month name (``2024. szeptember 23.``);
- Taiwan's official year (``113/11/18``, ``民國113年11月18日``) on Chinese pages;
- ``Jan 28`` with no year on a page that writes no year anywhere (reading pages show
  the year only for earlier years).

Each also checks the bound that keeps the new reading from misleading elsewhere.
"""

from __future__ import annotations

from datetime import UTC, datetime

from lxml import html

from newsfold.dates import resolve_dates

FETCHED = datetime(2025, 2, 10, 9, 0, tzinfo=UTC)
_STORY = "<p>The council voted to close the old ferry terminal after forty years of service.</p>"


def _day(body: str, lang: str = "en", head: str = "", url: str | None = None) -> str | None:
    tree = html.document_fromstring(
        f"<html lang='{lang}'><head>{head}</head><body>{body}</body></html>"
    )
    result = resolve_dates([], fetched_at=FETCHED, tree=tree, language=lang, url=url)
    return (result.published_at_local or "")[:10] or None


def test_a_data_attribute_of_a_date_element_dates_the_page() -> None:
    iso = (
        "<h1>Ferry terminal to close</h1>"
        "<div class='post-date' data-date='2024-06-03T10:00:00+02:00'></div>"
    )
    assert _day(iso + _STORY) == "2024-06-03"
    stamp = int(datetime(2024, 6, 3, 8, 0, tzinfo=UTC).timestamp())
    epoch = (
        f"<h1>Ferry terminal to close</h1><span class='timeago' data-timestamp='{stamp}'></span>"
    )
    assert _day(epoch + _STORY) == "2024-06-03"
    millis = epoch.replace(str(stamp), str(stamp * 1000))
    assert _day(millis + _STORY) == "2024-06-03"


def test_data_attributes_elsewhere_or_not_dates_are_not_read() -> None:
    # An element the page does not call a date: a player's or an ad slot's timer.
    player = (
        "<h1>Ferry terminal to close</h1><div class='player' data-start-date='2024-06-03'></div>"
    )
    assert _day(player + _STORY) is None
    # A mode, not a date: "today-only" once read as the fetch day.
    mode = "<h1>Ferry terminal to close</h1><span class='date' data-show-time='today-only'></span>"
    assert _day(mode + _STORY) is None


def test_a_data_attribute_that_repeats_the_text_adds_no_weight() -> None:
    # A related list whose dates repeat their text in data-datetime must not outweigh the
    # article's structured date more than the same text alone does.
    related = "".join(
        f"<li><a href='/r{i}'>Earlier story</a> <div class='date' data-datetime='20 May 2024'>"
        "20 May 2024</div></li>"
        for i in range(3)
    )
    body = f"<h1>Ferry terminal to close</h1>{_STORY}<ul>{related}</ul>"
    head = "<meta property='article:published_time' content='2024-06-03T08:00:00Z'>"
    assert _day(body, head=head) == "2024-06-03"


def test_a_count_in_words_is_a_relative_date() -> None:
    byline = "<h1>Ferry terminal</h1><p class='byline'>By Ann Lee, {}</p>" + _STORY
    assert _day(byline.format("an hour ago")) == "2025-02-10"
    assert _day(byline.format("a day ago")) == "2025-02-09"
    de = "<h1>Fähranleger</h1><p class='datum'>vor einer Stunde</p><p>Der Rat hat entschieden.</p>"
    assert _day(de, "de") == "2025-02-10"
    # A bare day word is still a menu's or a widget's, not a dateline.
    assert _day("<h1>Ferry terminal</h1><p class='byline'>Today</p>" + _STORY) is None


def test_hungarian_year_first_dates() -> None:
    body = "<h1>Bezár a komp</h1><p class='date'>2024. október 8. 14:05</p><p>A tanács döntött.</p>"
    assert _day(body, "hu") == "2024-10-08"
    # The year's full stop is what says so: "2020 January 5" is not read as a date.
    assert _day("<h1>Ferry</h1><p class='date'>In 2020 January 5 ferries ran.</p>" + _STORY) is None


def test_taiwan_years_on_chinese_pages() -> None:
    numeric = (
        "<h1>渡輪碼頭將關閉</h1><p class='date'>發布日期：112/05/03</p><p>議會決定關閉碼頭。</p>"
    )
    assert _day(numeric, "zh-TW") == "2023-05-03"
    cjk = "<h1>渡輪碼頭將關閉</h1><p class='date'>中華民國112年5月3日</p><p>議會決定關閉碼頭。</p>"
    assert _day(cjk, "zh-TW") == "2023-05-03"
    # Three digits and two numbers are no year on a page in another language.
    english = "<h1>Ferry terminal</h1><p class='date'>Ref. 112/05/03</p>" + _STORY
    assert _day(english) is None


def test_a_yearless_month_and_day_on_a_page_without_years() -> None:
    body = (
        "<h1>Ferry terminal</h1><div class='meta'><span>Jan 28</span> · 5 min read</div>" + _STORY
    )
    assert _day(body) == "2025-01-28"
    # The latest such day not after the fetch: November is last year's.
    assert _day(body.replace("Jan 28", "Nov 18")) == "2024-11-18"
    assert _day(body.replace("Jan 28", "28 Jan")) == "2025-01-28"
    # A page that writes years elsewhere leaves the year out for a reason: not read.
    with_year = body + "<p>The terminal opened in 1985.</p>"
    assert _day(with_year) is None
    # A range is an event's, not the page's.
    assert _day(body.replace("Jan 28", "Jan 28-30")) is None
