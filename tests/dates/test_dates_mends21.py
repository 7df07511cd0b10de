"""Mends of session 21's dates fixes after review (review21d): an age is read only where it
stands alone in its part of the line, in every script (a headline's "2 days before the
election" is the story's); a day opening a run of digits in the address only supports
another date, and a stamp is read in the path, not the query; only a page's upkeep labels
("Page last reviewed") make a date no publication day, not a byline's "Fact checked by".
Pages and lines written for these tests, several languages and scripts."""

from __future__ import annotations

import pytest
from tests.dates.test_dates_fixes20 import _page, _read, _resolve


def _day(page: str, url: str = "https://lakeside.example.com/news/ferry-fares") -> str | None:
    local = _resolve(page, url).published_at_local
    return local[:10] if local else None


# --- relative ages: alone in their part of the line --------------------------------------


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("นายกฯ ประกาศแผนท่าเรือ 2 วันก่อนเลือกตั้ง", "th"),  # 2 days before the election
        ("ใน 3 วันที่ผ่านมา", "th"),  # in the past 3 days
        ("الحكومة تعلن خطة الميناء قبل 3 أيام من الانتخابات", "ar"),
        ("الحرب مستمرة منذ 3 أيام", "ar"),  # the war has gone on for 3 days
        ("۳ روز قبل از انتخابات", "fa"),
        ("دولت ۳ روز پیش طرح را اعلام کرد", "fa"),
        ("לפני 3 ימים על הגבול", "he"),
        ("Πριν από 2 ημέρες η βουλή ψήφισε το νομοσχέδιο", "el"),
        ("Acum 2 zile, consiliul local a votat", "ro"),
        ("Prije 3 sata izbio požar u centru Zagreba", "hr"),
        ("উপজেলায় ৩ দিন আগে বন্যা শুরু হয়", "bn"),
    ],
)
def test_an_age_in_a_sentence_or_headline_is_none_in_any_script(text: str, lang: str) -> None:
    assert _read(text, lang) == []


@pytest.mark.parametrize(
    ("text", "lang", "when"),
    [
        ("สมชาย ใจดี · 2 วันที่แล้ว", "th", "2026-12-03"),
        ("محمد علي | منذ 3 ساعات", "ar", "2026-12-05T19"),
        ("נכתב על ידי דנה · לפני 5 שעות", "he", "2026-12-05T17"),
        ("Ενημερώθηκε: πριν από 3 ώρες", "el", "2026-12-05T19"),
        ("Publicat acum 2 zile", "ro", "2026-12-03"),
    ],
)
def test_a_bylines_age_alone_in_its_part_is_read(text: str, lang: str, when: str) -> None:
    assert [local[: len(when)] for local in _read(text, lang)] == [when]


def test_a_headlines_age_does_not_beat_the_byline() -> None:
    page = _page(
        "th",
        '<p class="byline">โดย สมชาย · 20 พ.ย. 2569</p>',
        title="นายกฯ ประกาศแผนท่าเรือ 2 วันก่อนเลือกตั้ง",
    )
    assert _day(page) == "2026-11-20"


def test_an_arabic_headlines_age_dates_no_page() -> None:
    page = _page("ar", '<p class="byline">بقلم محمد علي</p>',
                 title="الحكومة تعلن خطة الميناء قبل 3 أيام من الانتخابات")  # fmt: skip
    assert _day(page) is None


# --- the address: ids are digits too ---------------------------------------------------------


@pytest.mark.parametrize(
    "url",
    [
        "https://news.example.com/story/201811150",
        "https://news.example.com/news/world-2012051234",
        "https://news.example.com/a/2019120312345.html",
        "https://news.example.com/article.php?id=20120512345959",
        "https://news.example.com/read?id=2019120312345",
    ],
)
def test_an_id_that_opens_with_a_day_dates_no_page(url: str) -> None:
    page = _page("en", '<p class="byline">By Ann Lee</p>', title="Harbour")
    assert _day(page, url) is None


def test_a_day_opening_a_run_supports_the_bylines_day() -> None:
    page = _page("en", '<p class="byline">By Ann Lee · November 28</p>', title="Harbour")
    assert _day(page, "https://portal.example.com/news/2026112800417.shtml") == "2026-11-28"


def test_a_stamp_in_the_path_is_still_read() -> None:
    page = _page("en", '<p class="byline">By Ann Lee</p>', title="Harbour")
    url = "https://portal.example.com/a/20261128094510-harbour.html?id=20120512345959"
    assert _day(page, url) == "2026-11-28"


# --- reviewed: only the page's upkeep labels ------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "byline", "day"),
    [
        ("en", "By Jo Li · Fact checked by Ann Moe · November 28, 2026", "2026-11-28"),
        ("en", "By Jo Li · Reviewed on PS5 · November 28, 2026", "2026-11-28"),
        ("en", "Fact-checked: November 28, 2026", "2026-11-28"),
        ("es", "Por Ana Ruiz, revisado por Luis Gil · 28 de noviembre de 2026", "2026-11-28"),
        ("de", "Von Jana Roth · medizinisch geprüft von Dr. Ulf Berg · 28.11.2026", "2026-11-28"),
    ],
)
def test_an_editorial_review_word_keeps_the_articles_day(lang: str, byline: str, day: str) -> None:
    page = _page(lang, f'<p class="byline">{byline}</p>', title="Harbour")
    assert _day(page) == day


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "Page last reviewed: 20 November 2026"),
        ("de", "Zuletzt geprüft: 20.11.2026"),
        ("fr", "Dernière révision : 20 novembre 2026"),
    ],
)
def test_an_upkeep_label_still_dates_no_publication(lang: str, line: str) -> None:
    page = _page(lang, "", title="Motion sickness", after=f'<p class="review-info">{line}</p>')
    result = _resolve(page, "https://health.example.org/conditions/motion-sickness/")
    assert result.published_at is None
    assert result.modified_at is not None


# --- month words that are names or words elsewhere: their language's pages only ----------------


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Yuli 25 tahun bekerja di pasar", "id"),  # Hausa's July, an Indonesian name
        ("Cuaca elok 5 hari", "ms"),  # Finnish's short August, Malay "fine"
        ("Yuni 25, 2026", "en"),
        ("Marta 28, 2026", "en"),  # Serbian's and Latvian's genitive March, a name
        ("Jaan 3, 2026", "en"),
    ],
)
def test_month_words_that_are_names_elsewhere_are_read_on_their_pages_only(
    text: str, lang: str
) -> None:
    assert _read(text, lang) == []


@pytest.mark.parametrize(
    ("text", "lang", "day"),
    [
        ("3 Yuli 2026", "ha", "2026-07-03"),
        ("28. elok 2026", "fi", "2026-08-28"),
        ("28. marta 2026.", "sr", "2026-03-28"),
        ("28. marta 2026.", "bs", "2026-03-28"),
        ("28. studeni 2026.", "hr", "2026-11-28"),
        ("3. jaan 2026", "et", "2026-01-03"),
    ],
)
def test_those_words_are_months_on_their_own_pages(text: str, lang: str, day: str) -> None:
    assert [local[:10] for local in _read(text, lang)] == [day]


# --- the site's furniture: a copyright mark and the site's update line -----------------------


def test_a_laws_section_c_is_no_copyright_line() -> None:
    story = (
        "<p>The ferry will stop on January 3 for repairs, the board said.</p>"
        "<p>Under section 5(c) of the 2026 Harbour Act the board must publish its fares a "
        "month ahead, the council said on Thursday.</p>"
    )
    page = _page("en", '<p class="byline">By Ann Lee</p>', title="Harbour", after=story)
    assert _day(page) is None


def test_a_paragraphs_website_update_is_the_storys() -> None:
    story = (
        "<p>The council said its website was updated on November 28, 2026 with the new "
        "timetable for the ferries and the harbour buses of the winter season.</p>"
    )
    page = _page("en", '<p class="byline">By Ann Lee</p>', title="Harbour", after=story)
    result = _resolve(page, "https://lakeside.example.com/news/ferry-fares")
    dated = result.published_at or result.modified_at
    assert dated is not None
    assert dated.day == 28


# --- a "reviews" box around the byline -------------------------------------------------------


def test_a_reviews_box_around_the_byline_keeps_its_day() -> None:
    byline = (
        '<div class="section-reviews"><p class="byline">By Ann Lee · November 28, 2026</p></div>'
    )
    page = _page("en", byline, title="Dune, reviewed")
    assert _day(page, "https://lakeside.example.com/news/film-review-dune") == "2026-11-28"
