"""Session 17's date rules, each on written pages and strings, with the cases it must leave
alone: two-digit years, day words with their clock, Japanese era and Thai Buddhist years,
a yearless date with a clock, a visible zoned clock that gives a UTC field its day, and a
labelled footer date against a stale structured one."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from tests.dates.test_date_cases import light_day

from newsfold.dates import DateError, find_dates, parse_date

FETCHED = datetime(2026, 12, 4, 3, 30, tzinfo=UTC)
STORY = (
    "<p>The harbour board voted on Tuesday to rebuild the north pier, which storms damaged "
    "twice last winter; work is due to start in the spring and to take eight months.</p>"
    "<p>Engineers said the new pier would stand a metre higher than the old one.</p>"
)


def _page(lang: str, head: str = "", byline: str = "", after: str = "") -> str:
    return (
        f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>Pier</title>'
        f'{head}</head><body><header class="site-header"><a href="/">The Quay</a></header>'
        f"<article><h1>Harbour board votes to rebuild the north pier</h1>{byline}"
        f'<div class="story-body">{STORY}</div><footer class="entry-footer">{after}</footer>'
        "</article></body></html>"
    )


def _read(text: str, language: str) -> list[str]:
    found = find_dates(text, fetched_at=FETCHED, language=language, windows=[(0, len(text))])
    return [parsed.local for _, _, parsed in found]


def test_two_digit_years_in_a_dateline_this_century_not_after_the_fetch() -> None:
    assert _read("Stand: 02.12.26, 14:05 Uhr", "de") == ["2026-12-02T14:05:00+00:00"]
    assert _read("Publicado 02/12/26", "es") == ["2026-12-02"]
    assert _read("Ausgabe 02.12.29", "de") == []  # after the fetch's year
    assert _read("Version 1.2.3.4 und 10.11.12.13", "de") == []  # not a date's shape
    # only in the windows the caller gives (the date regions, the headline's): not on a
    # whole text, and never in a structured value
    assert find_dates("Stand: 02.12.26", fetched_at=FETCHED, language="de") == []
    with pytest.raises(DateError):
        parse_date("02.12.26", fetched_at=FETCHED)


def test_day_words_of_other_languages_only_with_their_clock_and_language() -> None:
    assert _read("Hier à 23h10", "fr") == ["2026-12-03T23:10:00+00:00"]
    assert _read("어제 23:40", "ko") == ["2026-12-03T23:40:00+00:00"]
    assert _read("вчера в 22:10", "ru") == ["2026-12-03T22:10:00+00:00"]
    assert _read("ayer, 18:05", "es") == ["2026-12-03T18:05:00+00:00"]
    assert _read("Hier", "fr") == []  # the bare word: a menu's
    assert _read("hier 23:10", "de") == []  # German "hier" is "here"
    assert _read("Hier à 23h10", "en") == []


def test_japanese_era_and_thai_buddhist_years_on_their_own_pages() -> None:
    assert _read("令和8年12月2日 14時05分", "ja") == ["2026-12-02T14:05:00+00:00"]
    assert _read("令和元年5月1日", "ja") == ["2019-05-01"]
    assert _read("平成31年4月30日", "ja") == ["2019-04-30"]
    assert _read("令和8年12月2日", "zh") == []
    assert _read("3 ธันวาคม 2569", "th") == ["2026-12-03"]
    assert _read("3 ธ.ค. 2569 09:15 น.", "th") == ["2026-12-03T09:15:00+00:00"]
    assert _read("3 ธันวาคม 2569", "en") == []


def test_named_dates_with_hyphens_and_yearless_dates_with_a_clock() -> None:
    assert _read("Posted: 02-Dec-2026 14:05", "en") == ["2026-12-02T14:05:00+00:00"]
    assert _read("28 ноября, 14:30", "ru") == ["2026-11-28T14:30:00+00:00"]
    # a page that writes a year: its yearless dates are of any year, and not read
    assert _read("28 ноября, 14:30 · 2025", "ru") == []


def test_a_visible_zoned_clock_of_the_same_instant_gives_a_utc_field_its_day() -> None:
    head = '<meta property="article:published_time" content="2026-12-03T03:40:00Z">'
    url = "https://quay.example/news/pier"

    def day(byline: str) -> str | None:
        return light_day(_page("en", head, f'<p class="byline">{byline}</p>'), FETCHED, url)

    assert day("By Mara Quill · Published 10:40 PM EST") == "2026-12-02"
    assert day("By Mara Quill · Published 10:41 PM EST") == "2026-12-03"  # another instant
    assert day("By Mara Quill · 03:40 GMT") == "2026-12-03"  # UTC says nothing of the zone


def test_a_labelled_footer_date_with_its_year_overrules_a_stale_field() -> None:
    head = '<meta property="article:published_time" content="2014-06-10T08:00:00+00:00">'
    url = "https://quay.example/news/pier"
    posted = _page("en", head, after="Posted on December 2, 2026 by Mara Quill")
    assert light_day(posted, FETCHED, url) == "2026-12-02"
    # without its label it is one more footer date, which does not overrule
    unlabelled = _page("en", head, after="December 2, 2026 · Mara Quill")
    assert light_day(unlabelled, FETCHED, url) == "2014-06-10"
