"""Choosing the published instant: sources, agreement, flags and confidence."""

from __future__ import annotations

from datetime import UTC, datetime

from lxml import html

from newsfold.dates import REVIEW_FLAG, resolve_dates
from newsfold.dates.candidates import url_candidates

FETCHED = datetime(2020, 1, 28, 12, 0, tzinfo=UTC)


def page(body: str, head: str = "", lang: str = "en") -> html.HtmlElement:
    return html.document_fromstring(
        f"<html lang='{lang}'><head>{head}</head><body>{body}</body></html>"
    )


def test_structured_date_wins_and_converts_to_utc() -> None:
    result = resolve_dates(
        [("jsonld:datePublished", "2020-01-26T15:30:00+08:00")], fetched_at=FETCHED
    )
    assert result.published_at == datetime(2020, 1, 26, 7, 30, tzinfo=UTC)
    assert result.published_at_local == "2020-01-26T15:30:00+08:00"
    assert result.date_source == "jsonld:datePublished"
    assert 0.8 <= result.temporal_confidence <= 1.0
    assert "tz_inferred" not in result.flags


def test_agreement_raises_confidence() -> None:
    alone = resolve_dates([("jsonld:datePublished", "2020-01-26")], fetched_at=FETCHED)
    tree = page("<h1>Title</h1><p class='byline'>Posted January 26, 2020</p>")
    agreed = resolve_dates(
        [("jsonld:datePublished", "2020-01-26")],
        fetched_at=FETCHED,
        tree=tree,
        url="https://example.com/2020/01/26/title",
        language="en",
    )
    assert agreed.published_at_local == "2020-01-26"
    assert agreed.temporal_confidence > alone.temporal_confidence


def test_minute_is_more_confident_than_bare_day() -> None:
    day = resolve_dates([("jsonld:datePublished", "2020-01-26")], fetched_at=FETCHED)
    minute = resolve_dates([("jsonld:datePublished", "2020-01-26T10:00Z")], fetched_at=FETCHED)
    assert minute.temporal_confidence > day.temporal_confidence


def test_disagreement_over_six_hours_is_flagged_for_review() -> None:
    result = resolve_dates(
        [
            ("jsonld:datePublished", "2020-01-26T15:30:00+08:00"),
            ("meta:article:published_time", "2020-01-20T09:00:00+08:00"),
        ],
        fetched_at=FETCHED,
    )
    assert REVIEW_FLAG in result.flags
    close = resolve_dates(
        [
            ("jsonld:datePublished", "2020-01-26T15:30:00+08:00"),
            ("meta:article:published_time", "2020-01-26T17:30:00+08:00"),
        ],
        fetched_at=FETCHED,
    )
    assert REVIEW_FLAG not in close.flags
    assert close.temporal_confidence > result.temporal_confidence


def test_future_and_pre_1990_dates_are_rejected() -> None:
    result = resolve_dates(
        [
            ("jsonld:datePublished", "2021-05-01T10:00:00Z"),
            ("meta:article:published_time", "1985-05-01T10:00:00Z"),
            ("meta:og:published_time", "2020-01-26T10:00:00Z"),
        ],
        fetched_at=FETCHED,
    )
    assert result.published_at == datetime(2020, 1, 26, 10, tzinfo=UTC)
    assert "future:jsonld:datePublished" in result.flags
    assert "too_old:meta:article:published_time" in result.flags


def test_local_time_without_zone_uses_configured_zone_and_is_flagged() -> None:
    result = resolve_dates(
        [("jsonld:datePublished", "2020-01-26 15:30")],
        fetched_at=FETCHED,
        default_tz="Asia/Shanghai",
        tz_configured=True,
    )
    assert result.published_at == datetime(2020, 1, 26, 7, 30, tzinfo=UTC)
    assert "tz_inferred" in result.flags


def test_language_gives_the_zone_when_none_configured() -> None:
    result = resolve_dates(
        [("jsonld:datePublished", "2020-01-26 15:30")], fetched_at=FETCHED, language="zh"
    )
    assert result.published_at == datetime(2020, 1, 26, 7, 30, tzinfo=UTC)
    assert "tz_inferred" in result.flags


def test_chinese_visible_text_near_headline() -> None:
    tree = page(
        "<div class='nav'>2019-12-01</div><h1>标题新闻</h1>"
        "<div class='info'>发布时间：2020-01-26 15:30 来源：新华网</div><p>正文内容。</p>",
        lang="zh-CN",
    )
    result = resolve_dates([], fetched_at=FETCHED, tree=tree, language="zh")
    assert result.published_at == datetime(2020, 1, 26, 7, 30, tzinfo=UTC)
    assert result.published_at_local == "2020-01-26T15:30:00+08:00"
    assert (result.date_source or "").startswith("text:")


def test_relative_text_anchored_on_fetch_time_across_midnight() -> None:
    fetched = datetime(2020, 1, 26, 16, 5, tzinfo=UTC)  # 00:05 on 27 Jan in Shanghai
    tree = page("<h1>标题</h1><span class='time'>昨天 15:30</span><p>正文</p>", lang="zh")
    result = resolve_dates([], fetched_at=fetched, tree=tree, language="zh")
    assert result.published_at == datetime(2020, 1, 26, 7, 30, tzinfo=UTC)
    assert "relative" in result.flags


def test_time_element_and_modified_kept_apart() -> None:
    tree = page(
        "<h1>Title</h1><time datetime='2020-01-26T10:00:00Z'>Jan 26</time>"
        "<p>Updated <time class='updated' datetime='2020-01-27T09:00:00Z'>Jan 27</time></p>"
    )
    result = resolve_dates(
        [("jsonld:dateModified", "2020-01-27T09:00:00Z")], fetched_at=FETCHED, tree=tree
    )
    assert result.published_at == datetime(2020, 1, 26, 10, tzinfo=UTC)
    assert result.modified_at == datetime(2020, 1, 27, 9, tzinfo=UTC)


def test_other_candidates_settle_day_month_order() -> None:
    tree = page("<h1>Title</h1><p class='date'>03/04/2020</p>")
    result = resolve_dates(
        [], fetched_at=FETCHED.replace(month=6), tree=tree, url="https://x.org/2020/04/03/a"
    )
    assert result.published_at_local == "2020-04-03"


def test_url_patterns() -> None:
    for url, day in [
        ("https://x.com/2020/01/26/story", "2020-01-26"),
        ("https://x.cn/gn/20200126/a.html", "2020-01-26"),
        ("https://x.cn/202001/26/t20200126_1.shtml", "2020-01-26"),
        ("https://x.de/26-01-2020-story", "2020-01-26"),
    ]:
        found = url_candidates(url, "UTC")
        assert [c.parsed.local for c in found] == [day], url
    assert url_candidates("https://web.archive.org/web/20120216182711/http://x.it/a", "UTC") == []


def test_feed_date_is_a_candidate() -> None:
    result = resolve_dates([], fetched_at=FETCHED, feed_date="Sun, 26 Jan 2020 15:30:00 +0000")
    assert result.published_at == datetime(2020, 1, 26, 15, 30, tzinfo=UTC)
    assert result.date_source == "feed"


def test_comment_dates_do_not_win() -> None:
    tree = page(
        "<h1>Title</h1><p class='meta'>12 March 2019</p><p>Body text.</p>"
        "<div class='comments'><p>14 March 2019</p><p>15 March 2019</p><p>16 March 2019</p></div>"
    )
    result = resolve_dates([], fetched_at=FETCHED, tree=tree, language="en")
    assert result.published_at_local == "2019-03-12"


def test_nothing_found() -> None:
    result = resolve_dates([], fetched_at=FETCHED, tree=page("<p>no date here</p>"))
    assert result.published_at is None
    assert result.temporal_confidence == 0.0


def test_unknown_configured_zone_falls_back_to_utc_with_a_flag() -> None:
    result = resolve_dates(
        [("jsonld:datePublished", "2020-01-26 15:30")],
        fetched_at=FETCHED,
        default_tz="Mars/Olympus",
        tz_configured=True,
    )
    assert result.published_at == datetime(2020, 1, 26, 15, 30, tzinfo=UTC)
    assert "unknown_timezone" in result.flags


def test_works_on_fragments_and_xml_trees() -> None:
    from lxml import etree

    fragment = html.fromstring("<div><span class='date'>2019-05-05</span></div>")
    xml = etree.fromstring("<root><?pi x?><item>3 May 2019</item><!-- 2018-01-01 --></root>")
    assert resolve_dates([], fetched_at=FETCHED, tree=fragment).published_at_local == "2019-05-05"
    assert resolve_dates([], fetched_at=FETCHED, tree=xml).published_at_local == "2019-05-03"


def test_last_modified_header_reveals_the_offset_of_a_zoneless_time() -> None:
    result = resolve_dates(
        [("jsonld:datePublished", "2020-01-06T06:24:56")],
        fetched_at=FETCHED,
        url="http://observer.example/news/a.html",
        language="en",
        last_modified="Mon, 06 Jan 2020 05:24:56 GMT",
    )
    assert result.published_at == datetime(2020, 1, 6, 5, 24, 56, tzinfo=UTC)
    assert result.published_at_local == "2020-01-06T06:24:56+01:00"
    assert "tz_from_clock" in result.flags
    assert "tz_inferred" not in result.flags
    # Another second is another event: nothing to learn from it.
    other = resolve_dates(
        [("jsonld:datePublished", "2020-01-06T06:24:56")],
        fetched_at=FETCHED,
        last_modified="Mon, 06 Jan 2020 05:24:57 GMT",
    )
    assert other.published_at == datetime(2020, 1, 6, 6, 24, 56, tzinfo=UTC)
    assert "tz_inferred" in other.flags


def test_explicit_offset_field_reanchors_a_zoneless_one() -> None:
    result = resolve_dates(
        [
            ("jsonld:datePublished", "2020-01-06T06:24:56"),
            ("meta:article:modified_time", "2020-01-06T05:24:56+00:00"),
        ],
        fetched_at=FETCHED,
    )
    assert result.published_at == datetime(2020, 1, 6, 5, 24, 56, tzinfo=UTC)


def test_swapped_reading_in_the_future_is_not_used() -> None:
    fetched = datetime(2020, 4, 1, tzinfo=UTC)
    tree = page("<h1>Title</h1><p class='date'>03/12/2020</p>", lang="de")
    # German: day first, 3 December 2020 is in the future; 12 March is the only reading left.
    result = resolve_dates([], fetched_at=fetched, tree=tree, language="de")
    assert result.published_at_local == "2020-03-12"


def test_1990_in_an_eastern_zone_is_not_too_old() -> None:
    result = resolve_dates(
        [("jsonld:datePublished", "1990-01-01T02:00:00+08:00")], fetched_at=FETCHED
    )
    assert result.published_at_local == "1990-01-01T02:00:00+08:00"


def test_repeated_structured_field_first_value_counts_most() -> None:
    result = resolve_dates(
        [
            ("meta:datePublished", "2022-02-02"),
            ("meta:datePublished", "2022-01-31"),
            ("meta:datePublished", "2022-01-31"),
            ("meta:datePublished", "2022-01-27"),
        ],
        fetched_at=FETCHED.replace(month=3, year=2022),
    )
    assert result.published_at_local == "2022-02-02"
    assert result.date_source == "meta:datePublished"


def test_cached_meta_verdicts_are_the_uncached_ones() -> None:
    from newsfold.dates import candidates

    names = [
        "og:title", "viewport", "article:published_time", "ARTICLE:PUBLISHED_TIME", "pubdate",
        "last-modified", "citation_date", "dc.date", "sailthru.date", "displaydate", "x:date",
        "event:start_date", "lastmod", "dateUpdated", "og:image", "publish-date", "datum",
    ]  # fmt: skip
    # Past the cache's size once, so that it is cleared and filled again on the way.
    names += [f"name-{i}-date" if i % 3 else f"updated{i}" for i in range(20_050)]
    for name in names + names[:40]:
        assert candidates.classify_meta(name) == candidates._classify_meta(name), name


def test_meta_names_are_classified_by_what_they_date() -> None:
    from newsfold.dates.candidates import classify_meta

    assert classify_meta("article:publisher") is None
    assert classify_meta("og:image") is None
    assert classify_meta("last-modified") == ("modified", 0.6)
    assert classify_meta("citation_publication_date") == ("published", 0.75)
    assert classify_meta("dateModified") == ("modified", 0.8)
    result = resolve_dates(
        [("meta:article:publisher", "https://facebook.com/x"), ("meta:pubdate", "2020-01-26")],
        fetched_at=FETCHED,
    )
    assert result.flags == ["tz_inferred"]
