"""Session 18's sixth-round date rules (from batch 5's misses and older held-out ones),
each on written pages and strings, with what they must leave alone: Hebrew, Hindi and
Persian month names, the Solar Hijri calendar, a declared Persian page kept Persian, a
month's name in the URL, a yearless event date in the story, and "breaking news" boxes
classed in French, German, Spanish and Italian."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest
from tests.dates.test_date_cases import light_day
from tests.dates.test_dates_round4 import STORY

from newsfold.dates import find_dates
from newsfold.dates.candidates import url_candidates
from newsfold.dates.reading import _solar_hijri
from newsfold.errors import DateError
from newsfold.extract.language import detect_language

FETCHED = datetime(2026, 12, 6, 5, 30, tzinfo=UTC)
URL = "https://quay.example/news/harbour-board-north-pier"


def _page(lang: str, byline: str = "", *, title: str = "Pier", first: str = "",
          above: str = "") -> str:  # fmt: skip
    return (
        f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title>'
        f'</head><body><header class="site-header"><a href="/">The Quay</a>{above}</header>'
        f"<article><h1>Harbour board votes to rebuild the north pier</h1>{byline}"
        f'<div class="story-body">{first}{STORY}</div></article></body></html>'
    )


def _read(text: str, language: str) -> list[str]:
    found = find_dates(text, fetched_at=FETCHED, language=language, windows=[(0, len(text))])
    return [parsed.local[:10] for _, _, parsed in found]


def test_hebrew_month_names_bare_and_with_their_preposition() -> None:
    assert _read("פורסם: 5 בדצמבר 2026, 14:05", "he") == ["2026-12-05"]
    assert _read("12 מרץ 2026", "he") == ["2026-03-12"]
    assert _read("3 במאי 2025", "he") == ["2025-05-03"]


def test_persian_names_of_the_gregorian_months() -> None:
    assert _read("۵ دسامبر ۲۰۲۶", "fa") == ["2026-12-05"]
    assert _read("۱۸ ژوئیه ۲۰۲۵", "fa") == ["2025-07-18"]


def test_hindi_month_names() -> None:
    assert _read("प्रकाशित: 05 दिसंबर 2026 02:05 PM (IST)", "hi") == ["2026-12-05"]
    assert _read("5 दिसम्बर, 2026", "hi") == ["2026-12-05"]
    assert _read("12 फ़रवरी 2025", "hi") == ["2025-02-12"]
    # on Hindi pages only
    assert _read("05 दिसंबर 2026", "en") == []


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("۱۴ آذر ۱۴۰۵ - ۱۴:۰۵", "2026-12-05"),
        ("1 فروردین 1405", "2026-03-21"),  # the new year: the March equinox's day in Tehran
        ("1 فروردین 1403", "2024-03-20"),
        ("1 فروردین 1399", "2020-03-20"),
        ("29 اسفند 1404", "2026-03-20"),  # the last day of a common year
        ("30 اسفند 1403", "2025-03-20"),  # and of a leap year
        ("31 شهریور 1405", "2026-09-22"),
        ("1 مهر 1405", "2026-09-23"),
        ("15 قوس 1405", "2026-12-06"),  # Afghanistan's name of the ninth month
    ],
)
def test_solar_hijri_dates(text: str, day: str) -> None:
    assert _read(text, "fa") == [day]


def test_solar_hijri_only_on_persian_pages_and_only_its_days() -> None:
    assert _read("۱۴ آذر ۱۴۰۵", "ar") == []
    assert _read("31 مهر 1405", "fa") == []  # the seventh month has 30 days
    with pytest.raises(DateError):
        _solar_hijri(1405, 13, 1)
    assert _solar_hijri(1405, 9, 14) == date(2026, 12, 5)


def test_a_declared_persian_page_stays_persian() -> None:
    text = "شورای بندر روز سه‌شنبه تصمیم گرفت اسکله شمالی را بازسازی کند"
    assert detect_language(text, "fa-IR") == "fa"
    assert detect_language(text, "ur") == "ur"
    # undeclared, or declared a language of another script, the script says Arabic's
    assert detect_language(text, None) == "ar"
    assert detect_language(text, "en") == "ar"
    page = _page("fa", '<div class="news-date">تاریخ انتشار: ۱۴ آذر ۱۴۰۵ - ۱۴:۰۵</div>',
                 title="شورای بندر برای بازسازی اسکله شمالی تصمیم گرفت")  # fmt: skip
    assert light_day(page, FETCHED, "https://quay.example.ir/news/4711") == "2026-12-05"


def test_a_month_name_in_the_url() -> None:
    found = url_candidates("https://quay.example/uk-news/2026/dec/05/north-pier", "UTC")
    assert [c.parsed.local[:10] for c in found] == ["2026-12-05"]
    found = url_candidates("https://quay.example/world/2025/Mar/09/north-pier", "UTC")
    assert [c.parsed.local[:10] for c in found] == ["2025-03-09"]
    # a month's name only as its own segment between the year and the day
    assert url_candidates("https://quay.example/2026/decks/05/x", "UTC") == []
    assert light_day(_page("en"), FETCHED, "https://quay.example/2026/dec/05/pier") == (
        "2026-12-05"
    )


def test_a_yearless_date_in_the_story_is_an_events() -> None:
    event = (
        "<p>The board meets again on 12 March, and the first piles go in on 3 May, weather "
        "permitting; the harbour master said the old pier would stay open until then.</p>"
    )
    assert light_day(_page("en", first=event), FETCHED, URL) is None
    # a reading page's yearless dateline, a short line of its own, is still read
    page = _page("en", '<p class="meta">Mara Quill · Nov 28 · 5 min read</p>', first=event)
    assert light_day(page, FETCHED, URL) == "2026-11-28"


@pytest.mark.parametrize(
    ("lang", "klass", "line"),
    [
        ("fr", "alerte", "Publié le 2 décembre 2026"),
        ("de", "eilmeldung", "02.12.2026"),
        ("es", "ultima-hora", "2 de diciembre de 2026"),
        ("it", "ultimora", "2 dicembre 2026"),
    ],
)
def test_a_breaking_news_box_above_the_headline_is_not_the_articles(
    lang: str, klass: str, line: str
) -> None:
    above = (
        f'<div class="{klass}"><a href="/news/ferry">Ferry</a> '
        '<time datetime="2026-12-05T04:10:00+01:00">04:10</time></div>'
    )
    page = _page(lang, f'<p class="date">{line}</p>', above=above)
    assert light_day(page, FETCHED, URL) == "2026-12-02"
