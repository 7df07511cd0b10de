"""Mends of session 20's dates fixes, on the pages a review wrote against them: an
article's own labelled date below a related list is no teaser's; a blog post's title
linked to itself is no teaser; a structured date backed by a second field stands against
an event day under the headline; publication and modification words that are nouns in
prose (配信開始, 접수 등록, النشرة, 수정안, Ενημέρωση πολιτών, "Live since") label no date;
a share bar's only ``data-publish-date`` is the page's own."""

from __future__ import annotations

from tests.dates.test_dates_fixes20 import STORY, _page, _resolve

URL = "https://lakeside.example.com/news/ferry-fares"
_RELATED = "".join(
    f'<li><h3><a href="/p/{i}">Another story about the harbour number {i}</a></h3>'
    f"<span>Nov {10 + i}, 2026</span></li>"
    for i in range(3)
)


def _local(page: str, url: str = URL) -> str | None:
    return _resolve(page, url).published_at_local


def test_own_labelled_date_after_a_related_list_is_the_articles() -> None:
    for foot, want in [
        ('<p class="posted">Published: December 3, 2026</p>', "2026-12-03"),
        ("<p>Stand: 03.12.2026, 10:15 Uhr</p>", "2026-12-03T10:15"),
    ]:
        page = _page("en", "", after=f'<ul class="related">{_RELATED}</ul>{foot}')
        result = _resolve(page, URL)
        assert "only_listing_dates" not in result.flags
        assert (result.published_at_local or "")[: len(want)] == want
    page = _page(
        "en",
        "",
        after=f'<ul class="related">{_RELATED}</ul><p class="updated">Updated December 3, 2026</p>',
    )
    result = _resolve(page, URL)
    assert result.modified_at is not None
    assert result.modified_at.date().isoformat() == "2026-12-03"


def test_blog_post_titled_by_a_linked_h2_is_no_listing() -> None:
    related = "".join(
        f'<div class="related"><h3><a href="/p/{i}">Another story about the harbour number {i}</a>'
        f"</h3><p>Nov {10 + i}, 2026</p></div>"
        for i in range(3)
    )
    page = (
        '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Ferry fares rise again'
        '</title></head><body><h1 class="site-title">Lakeside Blog</h1><div class="post">'
        '<h2 class="post-title"><a href="/p/ferry">Ferry fares rise again this winter</a></h2>'
        f'<p class="meta">December 3, 2026</p><div class="post-body">{STORY}</div></div>'
        f'<div class="related-posts">{related}</div></body></html>'
    )
    assert (_local(page, "https://lakeside.example.com/p/ferry") or "")[:10] == "2026-12-03"
    # a page of teasers alone stays a listing: no date of its own
    listing = _page("en", "", after=f"<section>{related}</section>").replace(
        "<h1>Ferry fares</h1>", '<h1><a href="/p/ferry">Ferry fares rise again this winter</a></h1>'
    )
    assert _local(listing, "https://lakeside.example.com/p/ferry") is None


def test_two_structured_fields_stand_against_an_event_day() -> None:
    head = (
        '<meta property="article:published_time" content="2026-09-01T06:00:00Z">'
        '<script type="application/ld+json">{"@type":"NewsArticle",'
        '"datePublished":"2026-09-01T06:00:00Z","dateModified":"2026-09-01T07:00:00Z"}</script>'
    )
    event = '<div class="event"><time class="date">14 November 2026</time> · Harbour Hall</div>'
    result = _resolve(_page("en", event, head=head), URL)
    assert (result.published_at_local or "")[:10] == "2026-09-01"
    assert result.modified_at is not None
    assert result.modified_at.date().isoformat() == "2026-09-01"
    # one field alone, an unlabelled event day under the headline: still the field's
    head = '<meta property="article:published_time" content="2026-09-01T06:00:00Z">'
    event = (
        '<div class="event-info"><span class="date">Sat, 14 November 2026</span>'
        " · Harbour Hall</div>"
    )
    assert (_local(_page("en", event, head=head)) or "")[:10] == "2026-09-01"


def test_release_and_registration_words_label_no_publication() -> None:
    url = "https://x.example.com/a/b"
    page = _page(
        "ja",
        '<p class="date">2026年12月1日 10:00</p><p class="lead">配信開始：2026年11月20日</p>',
        title="話題の映画がついに配信開始へ",
    )
    assert (_local(page, url) or "").startswith("2026-12-01T10:00")
    head = '<meta property="article:published_time" content="2026-12-01T01:00:00Z">'
    for lang, title, line in [
        ("ja", "話題の映画がついに配信開始へ", '<p class="lead">劇場公開 2026年10月20日</p>'),
        ("ko", "시민 참여 프로그램 신청 안내", '<p class="lead">접수 등록 2026.10.20 마감</p>'),
        ("ar", "نتائج الانتخابات البلدية في المدينة", '<p class="lead">النشرة 20 أكتوبر 2026</p>'),
    ]:
        stamp = '<time datetime="2026-12-01T10:00:00+09:00">2026/12/01</time>'
        result = _resolve(_page(lang, line + stamp, title=title, head=head), url)
        assert "date_disagreement" not in result.flags, lang


def test_since_and_prose_nouns_are_no_labels() -> None:
    url = "https://x.example.com/a/b"
    live = _page("en", '<p class="byline">Live since December 1, 2026 09:00</p>')
    assert (_local(live, url) or "").startswith("2026-12-01T09:00")
    for lang, line, title in [
        ("ko", '<p class="date">2026.12.01 10:00</p>'
         '<p class="lead">예산 수정안 2026.11.20 의결</p>',
         "시의회 예산안 처리 결과 발표"),
        ("el", '<p class="date">1 Δεκεμβρίου 2026</p><p class="lead">Ενημέρωση πολιτών '
         "20 Νοεμβρίου 2026 στο δημαρχείο</p>", "Συνάντηση για τα εισιτήρια του πορθμείου"),
    ]:  # fmt: skip
        result = _resolve(_page(lang, line, title=title), url)
        assert (result.published_at_local or "")[:10] == "2026-12-01", lang
        assert "modified_before_published" not in result.flags, lang
    # the labels themselves still label: 최종수정, Ενημερώθηκε
    line = '<p class="date">입력 2026.12.01 10:00 | 최종수정 2026.12.02 11:00</p>'
    result = _resolve(_page("ko", line, title="시의회 예산안 처리 결과 발표"), url)
    assert result.modified_at is not None
    assert result.modified_at.date().isoformat() == "2026-12-02"


def test_share_bars_only_stamp_is_the_pages() -> None:
    page = _page("en", "").replace(
        "<article>",
        '<article><div class="share-bar" data-publish-date="2026-12-01T10:00:00Z">'
        '<a href="/s">Share</a></div>',
    )
    assert (_local(page, "https://x.example.com/a/b") or "").startswith("2026-12-01T10:00")
