"""Session 19's fixes from the spent date batch 7's misses (benchmarks/date_cases7.py,
date_cases7b.py), each on pages written here, with what each must leave alone: Hindi ages
(``2 घंटे पहले``), a portal's ``/2026/1204/`` path, Japanese portals' yearless
``12/5(土) 9:12配信``, and the Levant's two-word Arabic month names (``كانون الأول``)."""

from __future__ import annotations

from datetime import UTC, datetime

from tests.dates.test_date_cases import light_day
from tests.dates.test_dates_round4 import STORY

from newsfold.dates import find_dates
from newsfold.dates.candidates import url_candidates

#: 2026-12-05 22:40 UTC: already the 6th in India (04:10) and Japan (07:40).
FETCHED = datetime(2026, 12, 5, 22, 40, tzinfo=UTC)


def _page(lang: str, byline: str, *, title: str = "Pier", head: str = "") -> str:
    return (
        f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title>'
        f'{head}</head><body><header class="site-header"><a href="/">The Quay</a></header>'
        f"<article><h1>{title}</h1>{byline}"
        f'<div class="story-body">{STORY}</div></article></body></html>'
    )


def _read(text: str, language: str) -> list[str]:
    found = find_dates(text, fetched_at=FETCHED, language=language, windows=[(0, len(text))])
    return [parsed.local[:10] for _, _, parsed in found]


# --- Hindi ages ---------------------------------------------------------------------------


def test_hindi_ages_count_back_from_the_fetch_time_in_india() -> None:
    # on an Indian page, from 04:10 IST on the 6th
    # read alone, in UTC: 22:40 on the 5th
    assert _read("5 घंटे पहले", "hi") == ["2026-12-05"]
    assert _read("3 दिन पहले", "hi") == ["2026-12-02"]
    assert _read("20 मिनट पहले", "hi") == ["2026-12-05"]
    page = _page("hi", '<div class="byline">लेखक: राम · 2 घंटे पहले</div>', title="बंदरगाह")
    assert light_day(page, FETCHED, "https://quay.example.in/news/pier-4711") == "2026-12-06"


def test_hindi_before_in_a_sentence_is_no_age_and_other_pages_do_not_read_it() -> None:
    # "the meeting held 2 days before was ..." : पहले between a sentence's words
    assert _read("बैठक 2 दिन पहले हुई थी", "hi") == []
    assert _read("2 घंटे पहले", "en") == []


# --- /YYYY/MMDD/ paths --------------------------------------------------------------------


def test_a_year_then_month_and_day_segment_is_the_day() -> None:
    found = url_candidates("http://quay.example.cn/n1/2026/1204/c4711-3301.html", "Asia/Shanghai")
    assert [c.parsed.local[:10] for c in found] == ["2026-12-04"]
    page = _page("zh", "<p>来源：青禾日报</p>", title="北码头重建")
    url = "http://quay.example.cn/n1/2026/1204/c4711-3301.html"
    assert light_day(page, FETCHED, url) == "2026-12-04"


def test_a_segment_that_is_no_month_and_day_or_is_in_the_future_is_not_read() -> None:
    assert url_candidates("http://quay.example.cn/n1/2026/1342/c4711.html", "UTC") == []
    assert url_candidates("http://quay.example.cn/n1/2026/0231/c4711.html", "UTC") == []
    assert url_candidates("http://quay.example.cn/n1/2026/12045/c4711.html", "UTC") == []
    page = _page("zh", "<p>来源：青禾日报</p>", title="北码头重建")
    assert light_day(page, FETCHED, "http://quay.example.cn/n1/2026/1224/c4711.html") is None


# --- Japanese portals' yearless month/day with a weekday ---------------------------------


def test_a_japanese_yearless_day_with_its_weekday_takes_the_fetch_times_year() -> None:
    assert _read("12/5(土) 9:12配信", "ja") == ["2026-12-05"]
    assert _read("最終更新:11/28（土） 11:40", "ja") == ["2026-11-28"]
    # after the fetch day in Japan: last year's
    assert _read("12/9(水) 9:12配信", "ja") == ["2025-12-09"]
    byline = '<div class="sc-meta"><time>12/5(土) 9:12</time>配信</div>'
    page = _page("ja", byline, title="北桟橋を再建へ")
    assert light_day(page, FETCHED, "https://news.quay.example.jp/articles/4711") == "2026-12-05"


def test_a_japanese_yearless_day_needs_its_weekday_clock_word_and_a_japanese_page() -> None:
    assert _read("12/5 9:12配信", "ja") == []
    assert _read("12/5(土)配信", "ja") == []
    assert _read("12/5(土) 9:12配信", "en") == []
    # a ranking's stamp says nothing of what it is
    assert _read("フェリーが座礁 12/5(土) 22:10", "ja") == []


# --- the Levant's Arabic month names ------------------------------------------------------


def test_the_levants_two_word_month_names_are_read() -> None:
    assert _read("3 كانون الأول 2026", "ar") == ["2026-12-03"]
    assert _read("3 كانون الاول 2026", "ar") == ["2026-12-03"]
    assert _read("15 كانون الثاني 2026", "ar") == ["2026-01-15"]
    assert _read("1 تشرين الأول 2026", "ar") == ["2026-10-01"]
    assert _read("20 تشرين الثاني 2026", "ar") == ["2026-11-20"]
    assert _read("20 شباط 2026", "ar") == ["2026-02-20"]
    # the first word alone is no month
    assert _read("3 كانون 2026", "ar") == []
    byline = '<p class="date">نُشر في 3 كانون الأول 2026 - 19:00</p>'
    page = _page("ar", byline, title="مجلس الميناء يقرر إعادة بناء الرصيف الشمالي")
    assert light_day(page, FETCHED, "https://quay.example.lb/news/4711") == "2026-12-03"
