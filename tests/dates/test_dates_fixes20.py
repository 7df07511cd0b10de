"""Session 20's dates fixes that generalise (issue 15), each on pages written here, with
what each must leave alone: a structured date checked against the address and the line
under the headline; pages with no date of their own (a section front of teasers, an
about page's founding day, a profile's "as of" figure); modified labels across
languages kept as modified; teasers' ``data-*`` stamps; Iran's month names that are words
too; the Levant's two-letter August (``آب``); Korean portals' ``오전``/``오후`` clocks."""

from __future__ import annotations

import json
from datetime import UTC, datetime

from lxml import html
from tests.dates.test_dates_round4 import STORY

from newsfold.dates import find_dates, resolve_dates
from newsfold.dates.decide import DateResult
from newsfold.extract.language import detect_language
from newsfold.extract.metadata import read_metadata

#: 2026-12-05 22:40 UTC.
FETCHED = datetime(2026, 12, 5, 22, 40, tzinfo=UTC)


def _page(
    lang: str, byline: str, *, title: str = "Ferry fares", head: str = "", after: str = ""
) -> str:
    return (
        f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title>'
        f'{head}</head><body><header class="site-header"><a href="/">Lakeside Post</a></header>'
        f"<article><h1>{title}</h1>{byline}"
        f'<div class="story-body">{STORY}</div>{after}</article></body></html>'
    )


def _jsonld(**fields: str) -> str:
    data = {"@context": "https://schema.org", "@type": "NewsArticle", "headline": "Ferry fares"}
    data.update(fields)
    return f'<script type="application/ld+json">{json.dumps(data)}</script>'


def _resolve(page: str, url: str) -> DateResult:
    tree = html.document_fromstring(page)
    meta = read_metadata(tree)
    language = detect_language(
        " ".join(filter(None, [meta.title, meta.description])), meta.html_lang or meta.jsonld_lang
    )
    return resolve_dates(meta.dates, fetched_at=FETCHED, tree=tree, url=url, language=language)


def _day(page: str, url: str = "https://lakeside.example.com/news/ferry-fares") -> str | None:
    local = _resolve(page, url).published_at_local
    return local[:10] if local else None


def _read(text: str, language: str) -> list[str]:
    found = find_dates(text, fetched_at=FETCHED, language=language, windows=[(0, len(text))])
    return [parsed.local[:16] for _, _, parsed in found]


# --- a structured date against the address and the visible line ---------------------------


def test_the_address_and_the_byline_together_overrule_a_structured_date() -> None:
    byline = '<p class="byline">By Ola Berg, 20 November 2026</p>'
    url = "https://lakeside.example.co.uk/2026/11/20/ferry-fares"
    # a JSON-LD year off by one
    result = _resolve(_page("en", byline, head=_jsonld(datePublished="2025-11-20T09:00:00Z")), url)
    assert (result.published_at_local or "")[:10] == "2026-11-20"
    assert "date_from_url_and_visible" in result.flags
    # six days off: the byline alone does not overrule it, with the address it does
    page = _page("en", byline, head=_jsonld(datePublished="2026-11-14T09:00:00Z"))
    assert _day(page) == "2026-11-14"
    assert _day(page, url) == "2026-11-20"
    # an address that agrees with the structured date keeps it
    assert _day(page, "https://lakeside.example.co.uk/2026/11/14/ferry-fares") == "2026-11-14"


def test_a_created_field_gives_way_to_a_later_day_labelled_published() -> None:
    head = _jsonld(dateCreated="2026-11-02T08:00:00+01:00")
    page = _page("de", '<p class="meta">Veröffentlicht am 12.11.2026, 14:30 Uhr</p>', head=head)
    result = _resolve(page, "https://lakeside.example.de/region/faehre")
    assert (result.published_at_local or "")[:10] == "2026-11-12"
    assert "date_created_draft" in result.flags
    # a datePublished is the publication: a later labelled date does not overrule it
    head = _jsonld(datePublished="2026-11-02T08:00:00+01:00")
    page = _page("de", '<p class="meta">Veröffentlicht am 12.11.2026, 14:30 Uhr</p>', head=head)
    assert _day(page, "https://lakeside.example.de/region/faehre") == "2026-11-02"
    # nor does an unlabelled one overrule the created field
    head = _jsonld(dateCreated="2026-11-02T08:00:00+01:00")
    page = _page("de", '<p class="meta">12.11.2026, 14:30 Uhr</p>', head=head)
    assert _day(page, "https://lakeside.example.de/region/faehre") == "2026-11-02"


def test_an_unsupported_structured_date_months_before_the_dateline_is_stale() -> None:
    head = '<meta property="article:published_time" content="2026-07-01T06:00:00Z">'
    byline = '<div class="article-meta">Ola Berg <span class="date">November 28, 2026</span></div>'
    page = _page("en", byline, head=head)
    result = _resolve(page, "https://lakeside.example.com/news/ferry-fares")
    assert (result.published_at_local or "")[:10] == "2026-11-28"
    assert "date_unsupported_structured" in result.flags
    # the address naming the structured day supports it: it stays
    assert _day(page, "https://lakeside.example.com/2026/07/01/ferry-fares") == "2026-07-01"
    # within a month of the dateline it stays (an update shown unlabelled)
    head = '<meta property="article:published_time" content="2026-11-10T06:00:00Z">'
    assert _day(_page("en", byline, head=head)) == "2026-11-10"
    # a structured date months *after* the dateline stays too (a republication)
    head = '<meta property="article:published_time" content="2026-11-28T06:00:00Z">'
    byline = '<div class="article-meta">Ola Berg <span class="date">June 2, 2026</span></div>'
    assert _day(_page("en", byline, head=head)) == "2026-11-28"


def test_the_posts_own_label_in_its_footer_checks_a_structured_date_too() -> None:
    # no dateline near the headline: the theme prints "Posted on" in the entry footer
    footer = '<footer class="entry-footer">Posted on November 28, 2026 by Ola Berg</footer>'
    stale = '<meta property="article:published_time" content="2026-07-01T06:00:00Z">'
    result = _resolve(_page("en", "", head=stale, after=footer), "https://lakeside.example.com/p")
    assert (result.published_at_local or "")[:10] == "2026-11-28"
    assert "date_unsupported_structured" in result.flags
    draft = _jsonld(dateCreated="2026-11-20T08:00:00Z")
    assert _day(_page("en", "", head=draft, after=footer)) == "2026-11-28"
    # a datePublished days before the footer's label stays
    near = '<meta property="article:published_time" content="2026-11-20T06:00:00Z">'
    assert _day(_page("en", "", head=near, after=footer)) == "2026-11-20"


# --- pages with no date of their own ---------------------------------------------------------


_CARDS = (
    ("fares", "Ferry fares rise in January", "2026-12-04T10:00:00+01:00", "4 Dec 2026"),
    ("dock", "Dock repairs finished early", "2026-12-02T16:30:00+01:00", "2 Dec 2026"),
    ("skate", "Ice rink opens on the quay", "2026-11-29T09:15:00+01:00", "29 Nov 2026"),
)


def _front(extra_head: str = "", lead: str = "") -> str:
    cards = "".join(
        f'<li class="teaser"><h3><a href="/region/{slug}">{title}</a></h3><p>Read on.</p>'
        f'<time datetime="{when}">{shown}</time></li>'
        for slug, title, when, shown in _CARDS
    )
    return (
        f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Region</title>'
        f'{extra_head}</head><body><header><a href="/">Lakeside Post</a></header><main>'
        f"<h1>Region</h1>{lead}<ul>{cards}</ul></main></body></html>"
    )


def test_a_section_front_of_dated_teasers_has_no_date() -> None:
    result = _resolve(_front(), "https://lakeside.example.com/region/")
    assert result.published_at is None
    assert "only_listing_dates" in result.flags


def test_cards_whose_link_holds_the_heading_are_teasers_too() -> None:
    cards = "".join(
        f'<a class="card" href="/region/{slug}"><h3>{title}</h3><p>Read on.</p>'
        f"<span>{shown}</span></a>"
        for slug, title, _, shown in _CARDS
    )
    page = (
        '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Region</title>'
        f"</head><body><main><h1>Region</h1><div>{cards}</div></main></body></html>"
    )
    assert _day(page, "https://lakeside.example.com/region/") is None


def test_a_post_with_its_own_date_above_dated_links_keeps_it() -> None:
    # the same teasers under a post whose byline date sits between its headline and them
    lead = '<p class="byline">By Ola Berg · 5 Dec 2026</p><p>The harbour closes for a day.</p>'
    assert _day(_front(lead=lead), "https://lakeside.example.com/region/closure") == "2026-12-05"
    # a page that says it is an article, or whose field dates it, is dated as before
    article = '<meta property="og:type" content="article">'
    assert _day(_front(article), "https://lakeside.example.com/region/") is not None
    field = '<meta property="article:published_time" content="2026-12-03T08:00:00Z">'
    assert _day(_front(field), "https://lakeside.example.com/region/") == "2026-12-03"


def test_a_founding_day_is_no_publication_day() -> None:
    about = _page(
        "en",
        "",
        title="About us",
        after="<p>The Lakeside Post was established on May 5, 1987 by two printers.</p>",
    )
    assert _day(about, "https://lakeside.example.com/about") is None
    profile = _page(
        "ja",
        "",
        title="会社概要",
        after="<table><tr><th>創業</th><td>1987年5月5日</td></tr><tr><th>社員数</th>"
        "<td>85名（2026年10月現在）</td></tr></table>",
    )
    assert _day(profile, "https://lakeside.example.jp/company/") is None
    # a post's own date stays beside a founding day in its story
    post = _page(
        "en",
        '<p class="byline">Posted December 1, 2026</p>',
        after="<p>The rowing club, founded on May 5, 1987, turns forty.</p>",
    )
    assert _day(post) == "2026-12-01"


# --- modified labels across languages ---------------------------------------------------------


def test_modified_labels_in_other_languages_are_kept_as_modified() -> None:
    rows = [
        (
            "ko",
            "<p class='info'>최종수정 2026.12.03. 오전 10:05 · 입력 2026.12.01. 오후 3:10</p>",
            ".kr",
        ),
        ("ar", "<p class='date'>آخر تحديث: 3 ديسمبر 2026 - نُشر في 1 ديسمبر 2026</p>", ".com"),
        ("he", "<p class='date'>עודכן 3 בדצמבר 2026 · פורסם 1 בדצמבר 2026</p>", ".co.il"),
        ("es", "<p class='fecha'>Actualización: 03/12/2026 · Publicado: 01/12/2026</p>", ".es"),
        ("pt", "<p class='data'>Atualização: 03/12/2026 · Publicado: 01/12/2026</p>", ".pt"),
        ("pl", "<p class='data'>Zaktualizowano: 03.12.2026 · Opublikowano: 01.12.2026</p>", ".pl"),
        ("el", "<p class='date'>Ενημερώθηκε: 3 Δεκεμβρίου 2026 · 1 Δεκεμβρίου 2026</p>", ".gr"),
    ]
    for lang, byline, tld in rows:
        result = _resolve(_page(lang, byline), f"https://lakeside.example{tld}/news/4711")
        assert (result.published_at_local or "")[:10] == "2026-12-01", lang
        assert result.modified_at is not None, lang
        assert result.published_at is not None, lang
        # the 3rd against the 1st, in the page's zone (a day alone is its midnight there)
        days = (result.modified_at - result.published_at).total_seconds() / 86400
        assert round(days) == 2, lang


def test_a_korean_portals_am_pm_clock_is_read() -> None:
    assert _read("입력 2026.12.04. 오후 6:20", "ko") == ["2026-12-04T18:20"]
    assert _read("수정 2026.12.05. 오전 9:10", "ko") == ["2026-12-05T09:10"]
    assert _read("2026.12.04. 6:20", "en") == ["2026-12-04"]


# --- teasers' stamps, month words, the Levant's August ----------------------------------------


def test_a_teasers_data_stamp_in_a_more_stories_box_is_no_date_of_the_page() -> None:
    box = (
        '<div class="more-stories"><div class="card" data-publish-date="2026-11-30T08:00:00Z">'
        '<a href="/a">Dock repairs</a></div><div class="card" '
        'data-publish-date="2026-11-28T08:00:00Z"><a href="/b">Rink</a></div></div>'
    )
    page = _page("en", "", after=box)
    assert _day(page, "https://lakeside.example.com/contact") is None
    # one on the post's own byline still dates it
    byline = '<span class="pub" data-publish-date="2026-12-02T07:40:00Z">Ola Berg</span>'
    assert _day(_page("en", byline, after=box)) == "2026-12-02"
    # and so does a date-classed element's own stamp in a box of the post's facts, which
    # a script fills in ("3 hours ago")
    meta = (
        '<aside class="entry-meta"><span class="date" data-time="2026-12-04T19:40:00Z">'
        "</span></aside>"
    )
    assert _day(_page("en", meta, after=box)) == "2026-12-04"


def test_irans_month_names_that_are_words_are_read_only_as_datelines() -> None:
    # "with 5 arrows 1400 people ..." : تیر between a sentence's words
    assert _read("سرباز با 5 تیر 1400 نفر را", "fa") == []
    assert _read("با ۱۲ مهر ۱۴۰۵ تومان خرید", "fa") == []
    # a dateline: nothing before it, a label with its colon, or a clock
    assert _read("۱۲ مهر ۱۴۰۵", "fa") == ["2026-10-04"]
    assert _read("تاریخ انتشار: ۵ تیر ۱۴۰۵", "fa")[0][:10] == "2026-06-26"
    assert _read("خبر ۵ تیر ۱۴۰۵ - ۱۴:۰۵", "fa") == ["2026-06-26T14:05"]


def test_the_levants_august_is_read_on_arabic_pages_only() -> None:
    assert _read("نُشر في 12 آب 2026", "ar") == ["2026-08-12"]
    assert _read("12 آب / أغسطس 2026", "ar") == ["2026-08-12"]
    # Persian's and Urdu's "water"
    assert _read("12 آب 2026", "fa") == []
    assert _read("12 آب 2026", "ur") == []
