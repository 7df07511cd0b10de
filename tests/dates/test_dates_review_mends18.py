"""The review of session 18's fifth date round (ccbb072) found six rules that read too
much: "posted by <anyone> on" in prose as a label, every microformats ``value-title`` as a
publication date, any class holding "omment" as the comments, Indonesian "lalu" ("then")
and Vietnamese "trước" ("before") in prose as ages, "Live updates <date>" as a modified
label and a head count after a yearless Vietnamese date as its year. Each on a written
page that the round got wrong, with what the rule must still read; and the Turkish and
Vietnamese publication labels in an entry footer, which overrule a stale field as
"Published" does."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from lxml import html
from tests.dates.test_date_cases import light_day
from tests.dates.test_dates_round4 import STORY

from newsfold.dates import DateResult, find_dates, resolve_dates
from newsfold.extract import extract_article
from newsfold.extract.language import detect_language
from newsfold.extract.metadata import read_metadata
from newsfold.models import Page

FETCHED = datetime(2026, 12, 5, 23, 10, tzinfo=UTC)
URL = "https://quay.example/news/harbour-board-north-pier"
BYLINE = '<p class="byline">By Ann Lee · December 4, 2026</p>'
META = '<meta property="article:published_time" content="2026-12-04T08:00:00Z">'


def _page(lang: str, byline: str = "", *, head: str = "", first: str = "", after: str = "") -> str:
    return (
        f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>Pier</title>'
        f'{head}</head><body><header class="site-header"><a href="/">The Quay</a></header>'
        f"<article><h1>Harbour board votes to rebuild the north pier</h1>{byline}"
        f'<div class="story-body">{first}{STORY}</div>{after}</article></body></html>'
    )


def _light(page_html: str) -> DateResult:
    tree = html.document_fromstring(page_html)
    meta = read_metadata(tree)
    language = detect_language(
        " ".join(filter(None, [meta.title, meta.description])), meta.html_lang or meta.jsonld_lang
    )
    return resolve_dates(meta.dates, fetched_at=FETCHED, tree=tree, url=URL, language=language)


def _full_day(page_html: str) -> str | None:
    article = extract_article(Page(url=URL, body=page_html.encode(), fetched_at=FETCHED))
    local = article.published_at_local
    return local[:10] if local else None


def _read(text: str, language: str) -> list[str]:
    found = find_dates(text, fetched_at=FETCHED, language=language, windows=[(0, len(text))])
    return [parsed.local for _, _, parsed in found]


@pytest.mark.parametrize(
    "lede",
    [
        "A video posted by the harbour master's office on December 1, 2026 showed the collapse.",
        "A report published by the Port Authority on December 1, 2026 warned of the damage.",
    ],
)
def test_posted_by_someone_on_a_date_in_prose_is_no_label(lede: str) -> None:
    page = _page("en", BYLINE, first=f"<p>{lede}</p>")
    assert light_day(page, FETCHED, URL) == "2026-12-04"
    assert _full_day(page) == "2026-12-04"
    # beside a field that agrees with the byline, the prose's date casts no doubt
    result = _light(_page("en", BYLINE, head=META, first=f"<p>{lede}</p>"))
    assert result.temporal_confidence > 0.9
    assert "date_disagreement" not in result.flags


def test_posted_by_after_a_separator_still_labels() -> None:
    head = '<meta name="dc.date" content="2012-03-04">'
    after = (
        '<div class="post-footer"><span>Filed under Harbour</span> · <span>Posted by Mara '
        'Quill</span> <span class="post-timestamp">on December 2, 2026</span></div>'
    )
    assert light_day(_page("en", head=head, after=after), FETCHED, URL) == "2026-12-02"


EVENT = (
    '<p>The board held a <span class="vevent"><span class="summary">public hearing</span> on '
    '<span class="dtstart"><span class="value-title" title="2026-11-20T19:00:00-05:00"></span>'
    "November 20</span></span> before the vote.</p>"
)


def test_an_events_value_title_is_not_the_publication_date() -> None:
    page = _page("en", BYLINE, first=EVENT)
    assert light_day(page, FETCHED, URL) == "2026-12-04"
    assert _full_day(page) == "2026-12-04"
    result = _light(_page("en", BYLINE, head=META, first=EVENT))
    assert result.temporal_confidence > 0.9
    assert "date_disagreement" not in result.flags
    review = (
        '<div class="hreview"><span class="dtreviewed"><span class="value-title" '
        'title="2019-05-03"></span>May 3</span></div>'
    )
    result = _light(_page("en", BYLINE, after=review))
    assert (result.published_at_local or "")[:10] == "2026-12-04"
    assert result.temporal_confidence > 0.5
    # hAtom's "updated" parent (themes mark the post's date so) is still read
    own = (
        '<p class="byline">By Mara Quill <span class="updated"><span class="value-title" '
        'title="2026-12-02T08:00:00+01:00"></span></span></p>'
    )
    assert light_day(_page("en", own), FETCHED, URL) == "2026-12-02"


@pytest.mark.parametrize(
    "byline",
    [
        '<div class="commentary-byline">By Ann Lee · December 1, 2026</div>',
        '<p class="date-comments">December 1, 2026 · 3 Comments</p>',
    ],
)
def test_a_class_that_only_holds_comment_is_not_the_comments(byline: str) -> None:
    page = _page("en", byline)
    assert light_day(page, FETCHED, URL) == "2026-12-01"
    assert "only_comment_dates" not in _light(page).flags


def test_then_and_before_in_prose_are_no_ages() -> None:
    assert _read("Pelaku sempat kabur selama 2 jam lalu ditangkap polisi", "id") == []
    assert _read("Cuộc họp diễn ra 2 ngày trước khi hội đồng bỏ phiếu", "vi") == []
    # the ages themselves still read, at a line's end or before a separator
    assert _read("2 jam yang lalu ditangkap", "id") == ["2026-12-05T21:00:00+00:00"]
    assert _read("Admin · 5 menit lalu", "id") == ["2026-12-05T23:05:00+00:00"]
    assert _read("3 ngày trước | Thời sự", "vi") == ["2026-12-02"]
    lede = "<p>Pelaku sempat kabur selama 2 jam lalu ditangkap polisi di Pelabuhan Utara.</p>"
    assert light_day(_page("id", first=lede), FETCHED, URL) is None
    lede = "<p>Cuộc họp diễn ra 2 ngày trước khi hội đồng bỏ phiếu xây lại cầu tàu phía bắc.</p>"
    assert light_day(_page("vi", first=lede), FETCHED, URL) is None


@pytest.mark.parametrize("words", ["Live updates", "Daily updates"])
def test_live_updates_before_a_date_names_the_blog_not_a_modification(words: str) -> None:
    result = _light(_page("en", f'<p class="byline">{words} December 3, 2026</p>'))
    assert (result.published_at_local or "")[:10] == "2026-12-03"
    assert result.modified_at is None
    result = _light(
        _page(
            "en",
            f'<p class="byline">{words} December 3, 2026</p>',
            head=META.replace("12-04", "12-03"),
        )
    )
    assert result.temporal_confidence > 0.95
    assert "modified_before_published" not in result.flags


def test_a_head_count_after_a_yearless_vietnamese_date_is_no_year() -> None:
    assert _read("Ngày 4 tháng 12, 2000 người dân tập trung tại cầu tàu", "vi") == []
    # a year after "năm", before a clock or "lúc", or at the line's end stays a year
    assert _read("ngày 4 tháng 12 năm 2026 người dân", "vi") == ["2026-12-04"]
    assert _read("04 tháng 12, 2026 lúc 14:05", "vi")[:1] == ["2026-12-04"]
    assert _read("04 tháng 12, 2026 | 14:05", "vi") == ["2026-12-04T14:05:00+00:00"]
    lede = "<p>Ngày 4 tháng 12, 2000 người dân tập trung tại cầu tàu phía bắc.</p>"
    assert light_day(_page("vi", first=lede), FETCHED, URL) is None


@pytest.mark.parametrize(
    ("lang", "label"),
    [("tr", "Yayınlanma: 02.12.2026"), ("tr", "YAYINLANMA: 02.12.2026"),
     ("vi", "Ngày đăng: 02/12/2026")],
)  # fmt: skip
def test_turkish_and_vietnamese_labels_in_the_footer_overrule_a_stale_field(
    lang: str, label: str
) -> None:
    head = '<meta name="dc.date" content="2012-03-04">'
    page = _page(lang, head=head, after=f'<footer class="entry-footer">{label}</footer>')
    assert light_day(page, FETCHED, URL) == "2026-12-02"
