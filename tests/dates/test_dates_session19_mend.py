"""Mends of the review of session 19's date fixes (29d418c), each on pages written for the
test: a side box is a list of other posts (a link to each, several days), not any widget or
``<aside>`` (Elementor's ``post-info`` widget and an ``<aside class="entry-meta">`` hold the
page's own date); Afghanistan's month names are words only inside a sentence, not before
an author's name or a weekday on the dateline's line; no script variable ``var ct`` (a
countdown's clock, minified code); a URL's day 10-31 before a slug is a day unless the slug
counts things; a ``data-*`` publication date by whole words of its name and a date's shape
of its value."""

from __future__ import annotations

from datetime import UTC, datetime

from tests.dates.test_date_cases import light_day
from tests.dates.test_dates_round4 import STORY

from newsfold.dates import find_dates
from newsfold.dates.candidates import url_candidates

FETCHED = datetime(2026, 12, 6, 5, 30, tzinfo=UTC)
URL = "https://quay.example/news/harbour-board-north-pier"
AF_URL = "https://quay.example.af/news/4711"
#: "The harbour council decided to rebuild the north pier", in Persian (Dari writes it so).
FA_TITLE = "شورای بندر برای بازسازی اسکله شمالی تصمیم گرفت"
#: The same story's body in Dari.
FA_STORY = (
    "<p>شورای بندر پس از بحث طولانی تصمیم گرفت اسکله شمالی را که در زمستان‌های گذشته "
    "آسیب دیده بود بازسازی کند. کار در بهار آغاز می‌شود و هشت ماه طول می‌کشد.</p>"
)


def _page(lang: str, byline: str = "", *, title: str = "Pier", story: str = STORY,
          side: str = "", after: str = "") -> str:  # fmt: skip
    return (
        f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title>'
        f'</head><body><header class="site-header"><a href="/">The Quay</a></header>'
        f"<article><h1>{title}</h1>{byline}"
        f'<div class="story-body">{story}</div></article>{side}{after}</body></html>'
    )


# --- a side box is a list of other posts ------------------------------------------------


def _elementor(info: str, posts: str) -> str:
    """An Elementor single-post template: title, post-info and content widgets in one
    column, a posts widget in the other (no metadata)."""
    widget = '<div class="elementor-element elementor-widget elementor-widget-{}">' \
        '<div class="elementor-widget-container">{}</div></div>'  # fmt: skip
    return (
        '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Pier</title></head>'
        '<body class="single-post elementor-page"><div class="elementor elementor-location-single">'
        '<div class="elementor-column elementor-col-66"><div class="elementor-widget-wrap">'
        + widget.format("theme-post-title", "<h1>Pier</h1>")
        + widget.format("post-info", info)
        + widget.format("theme-post-content", STORY)
        + '</div></div><div class="elementor-column elementor-col-33">'
        '<div class="elementor-widget-wrap">'
        + widget.format("posts", posts)
        + "</div></div></div></body></html>"
    )


def _teasers(*days: str) -> str:
    return "".join(
        f'<article class="elementor-post"><h3><a href="/news/{n}">Story {n}</a></h3>'
        f'<span class="elementor-post-date">{day}</span></article>'
        for n, day in enumerate(days)
    )


def test_elementors_post_info_widget_holds_the_pages_own_date() -> None:
    posts = _teasers("December 5, 2026", "December 4, 2026", "December 3, 2026")
    info = (
        '<ul class="elementor-post-info"><li><span class="elementor-post-info__item--type-author">'
        'Mara Quill</span></li><li><span class="elementor-post-info__item--type-date">'
        "December 2, 2026</span></li></ul>"
    )
    assert light_day(_elementor(info, posts), FETCHED, URL) == "2026-12-02"
    # as Elementor writes it by default: the author and the day each a link to its archive
    linked = (
        '<ul class="elementor-post-info"><li><a href="/author/mara/">Mara Quill</a></li>'
        '<li><a href="/2026/12/02/"><span class="elementor-post-info__item--type-date">'
        "December 2, 2026</span></a></li></ul>"
    )
    assert light_day(_elementor(linked, posts), FETCHED, URL) == "2026-12-02"
    # with no date of its own, the posts widget's list gives none
    assert light_day(_elementor("<ul><li>Mara Quill</li></ul>", posts), FETCHED, URL) is None


def test_an_aside_of_entry_meta_holds_the_pages_own_date() -> None:
    meta = (
        '<aside class="entry-meta"><time class="entry-date" datetime="2026-12-02T08:00:00+00:00">'
        '2 December 2026</time> · Updated <time class="updated" '
        'datetime="2026-12-04T10:00:00+00:00">4 December 2026</time></aside>'
    )
    assert light_day(_page("en", meta), FETCHED, URL) == "2026-12-02"
    # with the author's and a section's links, the updated day says it is the post's own
    links = ' by <a href="/author/mara">Mara Quill</a> in <a href="/harbour">Harbour</a>'
    linked = meta.replace("</aside>", links + "</aside>")
    assert light_day(_page("en", linked), FETCHED, URL) == "2026-12-02"
    spans = (
        '<aside class="post-meta"><span class="date">2 December 2026</span> '
        '<span class="date">4 December 2026</span></aside>'
    )
    assert light_day(_page("en", spans), FETCHED, URL) == "2026-12-02"


def test_a_widget_list_of_other_posts_still_gives_none() -> None:
    side = (
        '<section class="widget widget_recent_entries"><h2>Recent Posts</h2><ul>'
        '<li><a href="/ferry">Ferry timetable changes</a> <span class="post-date">'
        '5 December 2026</span></li><li><a href="/crane">New crane</a> '
        '<span class="post-date">4 December 2026</span></li></ul></section>'
    )
    assert light_day(_page("en", side=side), FETCHED, URL) is None
    byline = '<p class="byline">By Mara Quill, <span class="date">2 December 2026</span></p>'
    assert light_day(_page("en", byline, side=side), FETCHED, URL) == "2026-12-02"


# --- Afghanistan's month names on the dateline's line ----------------------------------


def _read(text: str, language: str) -> list[str]:
    found = find_dates(text, fetched_at=FETCHED, language=language, windows=[(0, len(text))])
    return [parsed.local[:10] for _, _, parsed in found]


def test_a_dari_dateline_with_an_author_or_a_weekday_on_its_line() -> None:
    author = '<div class="meta"><span class="date">۱۵ قوس ۱۴۰۵</span> ' \
        '<span class="author">نویسنده: احمد</span></div>'  # fmt: skip
    weekday = '<div class="date">۱۵ قوس ۱۴۰۵ یکشنبه</div>'
    for lang in ("fa", "prs"):
        for byline in (author, weekday):
            page = _page(lang, byline, title=FA_TITLE, story=FA_STORY)
            assert light_day(page, FETCHED, AF_URL) == "2026-12-06"
    assert _read("یکشنبه ۱۵ قوس ۱۴۰۵ نویسنده: احمد", "prs") == ["2026-12-06"]
    assert _read("تاریخ نشر: ۵ میزان ۱۴۰۰ کابل", "prs") == ["2021-09-27"]


def test_a_dari_month_word_inside_a_sentence_is_still_no_date() -> None:
    # "by the amount of 5 ... 1400 tons", "growth 5 serious 1400 was", "price 5 lion 1400 afghani"
    assert _read("به میزان 5 میزان 1400 تن", "fa") == []
    assert _read("رشد 5 جدی 1400 بود", "prs") == []
    assert _read("نرخ 5 اسد 1400 افغانی", "prs") == []


# --- no script variable ``ct`` -----------------------------------------------------------


def test_a_scripts_var_ct_is_no_date() -> None:
    countdown = (
        "<script>var ct = 1796533200; var deadline = ct + 3600;"
        'function tick(){document.getElementById("countdown").textContent = deadline - ct;}'
        "</script>"
    )
    minified = "<script>!function(){var ct=1073741824,ee=function(e){return e&ct}}();</script>"
    wechat = '<script>var ct = "1764811800";var msg_title = "北码头";</script>'
    for script in (countdown, minified):
        assert light_day(_page("en", after=script), FETCHED, URL) is None
        byline = '<p class="byline">By Mara Quill, 2 December 2026</p>'
        assert light_day(_page("en", byline, after=script), FETCHED, URL) == "2026-12-02"
    page = _page("zh", title="北码头重建", after=wechat)
    assert light_day(page, FETCHED, "https://mp.quay.example/s/Qh4711") is None


# --- a URL's day before a slug -----------------------------------------------------------


def _url_days(url: str) -> list[str]:
    return [c.parsed.local[:10] for c in url_candidates(url, "UTC")]


def test_a_urls_day_from_10_to_31_before_a_slug() -> None:
    assert _url_days("https://quay.example/2026/11/15-harbour-board-agrees") == ["2026-11-15"]
    assert _url_days("https://quay.example/2026/nov/15-harbour-board-agrees") == ["2026-11-15"]
    assert _url_days("https://quay.example/2026/11/5-harbour-board-agrees") == ["2026-11-05"]
    page = _page("en", title="Harbour board agrees to rebuild the north pier")
    url = "https://quay.example/2026/11/15-harbour-board-agrees-north-pier"
    assert light_day(page, FETCHED, url) == "2026-11-15"


def test_a_slug_that_counts_things_is_no_day() -> None:
    assert _url_days("https://quay.example/2025/12/12-days-of-christmas/") == ["2025-12"]
    assert _url_days("https://quay.example/2026/12/10-best-beaches-on-the-coast") == ["2026-12"]
    assert _url_days("https://quay.example/2026/12/3-day-harbour-festival") == ["2026-12"]
    assert _url_days("https://quay.example/2026/12/15-north-pier-facts") == ["2026-12"]
    assert _url_days("https://quay.example/2026/dec/12-days") == []


# --- ``data-*`` publication dates --------------------------------------------------------


def _data(attribute: str) -> str:
    return f'<p class="byline">Por Mara Quill <span class="pub" {attribute}></span></p>'


def test_a_data_name_says_publication_by_whole_words() -> None:
    for attribute in ('data-publication-date="2026-12-02T07:40:00Z"',
                      'data-article-published-at="1796197200"'):  # fmt: skip
        assert light_day(_page("en", _data(attribute)), FETCHED, URL) == "2026-12-02"
    # an ad slot's ("publicidad"), a publication's id, a publisher's: no date
    for attribute in (
        'data-publicidad-slot="20230512"',
        'data-publication-id="1764811800"',
        'data-publicite-zone="2026-12-02"',
        'data-publisher="2026-12-02"',
    ):
        assert light_day(_page("es", _data(attribute)), FETCHED, URL) is None


def test_a_data_publish_value_without_a_dates_shape_is_not_read() -> None:
    for attribute in ('data-published="4711"', 'data-publish-date="12345678"',
                      'data-pub-date="2026"'):  # fmt: skip
        assert light_day(_page("en", _data(attribute)), FETCHED, URL) is None
    # a day written as one number is a date's shape
    assert light_day(_page("en", _data('data-publish-date="20261202"')), FETCHED, URL) == (
        "2026-12-02"
    )
