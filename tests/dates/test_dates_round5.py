"""Session 18's fifth-round date rules (from batch 4's misses and the review's leftovers),
each on written pages and strings, with what they must leave alone: Vietnamese dates,
labels and ages, Turkish labels, Indonesian ages, photo captions' dates, ``data-ts``, the
microformats ``value-title``, a "Posted by <name> on" byline sentence, "Updates" without
a colon, "public"/"standup" as no label, and ``EST`` printed all year round."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from tests.dates.test_date_cases import light_day
from tests.dates.test_dates_round4 import STORY

from newsfold.dates import find_dates

FETCHED = datetime(2026, 12, 5, 23, 10, tzinfo=UTC)
URL = "https://quay.example/news/harbour-board-north-pier"


def _page(
    lang: str,
    byline: str = "",
    *,
    head: str = "",
    first: str = "",
    after: str = "",
    title: str = "Pier",
) -> str:
    return (
        f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title>'
        f'{head}</head><body><header class="site-header"><a href="/">The Quay</a></header>'
        f"<article><h1>Harbour board votes to rebuild the north pier</h1>{byline}"
        f'<div class="story-body">{first}{STORY}</div>{after}</article></body></html>'
    )


def _read(text: str, language: str) -> list[str]:
    found = find_dates(text, fetched_at=FETCHED, language=language, windows=[(0, len(text))])
    return [parsed.local for _, _, parsed in found]


def test_vietnamese_months_by_number() -> None:
    assert _read("đăng lúc 19:40 ngày 4 tháng 12 năm 2026", "vi") == ["2026-12-04"]
    assert _read("04 tháng 12, 2026 | 14:05", "vi") == ["2026-12-04T14:05:00+00:00"]
    assert _read("Thứ Sáu, 4 Tháng 12 2026", "vi") == ["2026-12-04"]
    # on Vietnamese pages only; no day 40, no month 13
    assert _read("ngày 4 tháng 12 năm 2026", "en") == []
    assert _read("40 tháng 12 năm 2026", "vi") == []
    assert _read("4 tháng 13 năm 2026", "vi") == []


def test_vietnamese_and_indonesian_ages() -> None:
    # 2026-12-05 23:10 UTC is 06:10 on 6 December in Vietnam and Jakarta (UTC+7)
    assert _read("45 phút trước", "vi") == ["2026-12-05T22:25:00+00:00"]
    assert _read("3 ngày trước", "vi") == ["2026-12-02"]
    assert _read("2 jam yang lalu", "id") == ["2026-12-05T21:00:00+00:00"]
    assert _read("5 menit lalu", "id") == ["2026-12-05T23:05:00+00:00"]
    # their words only on pages in their languages
    assert _read("45 phút trước", "en") == []
    assert _read("2 jam yang lalu", "vi") == []
    page = _page("vi", '<span class="time">45 phút trước</span>')
    assert light_day(page, FETCHED, "https://quay.vn/thoi-su/cau-tau.html") == "2026-12-06"


@pytest.mark.parametrize(
    ("lang", "line", "day"),
    [
        ("tr", "Güncelleme: 05.12.2026 09:30 | Yayınlanma: 03.12.2026 17:12", "2026-12-03"),
        ("tr", "GÜNCELLEME: 05.12.2026 09:30 | YAYINLANMA: 03.12.2026 17:12", "2026-12-03"),
        ("vi", "Cập nhật: 05/12/2026 09:30 · Ngày đăng: 03/12/2026 17:12", "2026-12-03"),
        # "Updates" right before its date, with no colon, is its label (not the noun)
        ("en", "Updates December 3, 2026 · Published December 1, 2026", "2026-12-01"),
        ("en", "By Ann Lee · Updates Dec 3, 2026 · Published Dec 1, 2026", "2026-12-01"),
    ],
)
def test_an_updated_label_before_the_published_one(lang: str, line: str, day: str) -> None:
    page = _page(lang, f'<p class="time">{line}</p>')
    assert light_day(page, FETCHED, URL) == day


def test_public_and_standup_are_no_labels() -> None:
    # "Public hearing:" before a footer date is no publication label: the date does not
    # overrule a stale structured date as "Published" or "Republished" does
    head = '<meta name="dc.date" content="2012-03-04">'

    def footer(text: str) -> str:
        return _page("en", head=head, after=f'<footer class="entry-footer">{text}</footer>')

    assert light_day(footer("Public hearing: December 2, 2026"), FETCHED, URL) == "2012-03-04"
    assert light_day(footer("Published December 2, 2026"), FETCHED, URL) == "2026-12-02"
    assert light_day(footer("Republished December 2, 2026"), FETCHED, URL) == "2026-12-02"
    # nor do "Outstanding", "Standup" give a date in the story the weight of a label
    byline = '<p class="byline">By Ann Lee · December 1, 2026</p>'
    for prose in ("Outstanding bills as of December 3, 2026", "Standup night December 3, 2026"):
        page = _page("en", byline, first=f"<p>{prose} were the talk of the port.</p>")
        assert light_day(page, FETCHED, URL) == "2026-12-01", prose


def test_posted_by_a_name_on_labels_a_footer_date() -> None:
    head = '<meta name="dc.date" content="2012-03-04">'
    after = (
        '<div class="post-footer"><span class="post-author vcard">Posted by Alexandra '
        'Richardson-Vane</span> <span class="post-timestamp">on December 2, 2026</span></div>'
    )
    assert light_day(_page("en", head=head, after=after), FETCHED, URL) == "2026-12-02"


def test_a_photo_captions_date_is_not_the_articles() -> None:
    caption = (
        '<figure><img src="/pier.jpg" alt=""><figcaption>The pier after the storm of '
        "November 28, 2026.</figcaption></figure>"
    )
    footer = '<div class="post-footer"><p>Published December 4, 2026</p></div>'
    assert light_day(_page("en", first=caption, after=footer), FETCHED, URL) == "2026-12-04"
    # a dateline a theme classes "caption" stays the article's
    dateline = '<p class="intro__caption">December 1, 2026 | Harbour</p>'
    assert light_day(_page("en", dateline, first=caption, after=footer), FETCHED, URL) == (
        "2026-12-01"
    )
    zh_caption = '<div class="pic"><p>这是2026年11月28日拍摄的北码头。记者 周雨 摄</p></div>'
    zh_line = '<div class="info">2026-12-04 17:00 来源：青禾网</div>'
    page = _page("zh-CN", zh_line, first=zh_caption, title="青禾市北码头明年春天开始重建")
    assert light_day(page, FETCHED, "https://quay.example/news/4711.html") == "2026-12-04"


def test_data_ts_and_value_title() -> None:
    stamp = int(datetime(2026, 12, 2, 8, tzinfo=UTC).timestamp()) * 1000
    page = _page("en", f'<p class="byline" data-ts="{stamp}">By Mara Quill</p>')
    assert light_day(page, FETCHED, URL) == "2026-12-02"
    # "ts" as a whole part of the name only: data-posts is a count
    page = _page("en", '<p class="byline" data-posts="1764662400">By Mara Quill</p>')
    assert light_day(page, FETCHED, URL) is None
    page = _page(
        "en",
        '<p class="byline">By Mara Quill <span class="dtstamp"><span class="value-title" '
        'title="2026-12-02T08:00:00+01:00"></span></span></p>',
    )
    assert light_day(page, FETCHED, URL) == "2026-12-02"


def test_est_printed_in_summer_is_eastern_daylight_time() -> None:
    # 03:40Z on 15 July is 23:40 EDT on the 14th; the byline prints "EST" all year
    head = '<meta property="article:published_time" content="2026-07-15T03:40:00Z">'
    page = _page("en", '<p class="byline">By Mara Quill · Published 11:40 PM EST</p>', head=head)
    assert light_day(page, FETCHED, URL) == "2026-07-14"
    # where the fixed offset gives the reading, it stays: 04:40Z is 23:40 at -05:00
    head = head.replace("03:40", "04:40")
    page = _page("en", '<p class="byline">By Mara Quill · Published 11:40 PM EST</p>', head=head)
    assert light_day(page, FETCHED, URL) == "2026-07-14"
    # a clock of neither reading says nothing: the UTC day stays
    page = _page("en", '<p class="byline">By Mara Quill · Published 9:10 PM EST</p>', head=head)
    assert light_day(page, FETCHED, URL) == "2026-07-15"


def test_a_page_whose_only_dates_are_its_comments_has_none() -> None:
    comments = (
        '<section id="comments" class="comments-area"><ol><li class="comment"><b>Ann</b> '
        '<span class="comment-date">December 3, 2026 at 10:14 am</span><p>Good.</p></li>'
        '<li class="comment"><b>Bo</b> <span class="comment-date">December 4, 2026 at 6:01 pm'
        "</span><p>About time.</p></li></ol></section>"
    )
    assert light_day(_page("en", after=comments), FETCHED, URL) is None
    # a date of the page's own beside them, in the address or in a field, is its date
    dated_url = "https://quay.example/2026/12/02/harbour-board-north-pier"
    assert light_day(_page("en", after=comments), FETCHED, dated_url) == "2026-12-02"
    head = '<meta property="article:published_time" content="2026-12-02T08:00:00Z">'
    assert light_day(_page("en", head=head, after=comments), FETCHED, URL) == "2026-12-02"
    # and a comment box's date is still read when the page shows its own
    byline = '<p class="byline">December 1, 2026</p>'
    assert light_day(_page("en", byline, after=comments), FETCHED, URL) == "2026-12-01"
