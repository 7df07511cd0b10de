"""Where on the page a date sits: headline, datelines, noise, listings, zones it reveals."""

from __future__ import annotations

from datetime import UTC, datetime

from lxml import html

from newsfold.dates import resolve_dates
from newsfold.dates.page import read_page

FETCHED = datetime(2024, 1, 10, 12, 0, tzinfo=UTC)


def doc(body: str, head: str = "", lang: str = "en") -> html.HtmlElement:
    return html.document_fromstring(
        f"<html lang='{lang}'><head>{head}</head><body>{body}</body></html>"
    )


def test_visible_clock_reveals_the_page_zone_of_a_utc_instant() -> None:
    tree = doc(
        "<h1>Mayor elected</h1><p class='byline'>Published November 8, 2023 at 11:30 p.m.</p>"
    )
    result = resolve_dates(
        [("jsonld:datePublished", "2023-11-09T05:30:00Z")], fetched_at=FETCHED, tree=tree
    )
    assert result.published_at == datetime(2023, 11, 9, 5, 30, tzinfo=UTC)
    assert result.published_at_local == "2023-11-08T23:30:00-06:00"


def test_utc_instant_shown_in_the_known_page_zone() -> None:
    result = resolve_dates(
        [("jsonld:datePublished", "2023-11-01T23:01:00Z")],
        fetched_at=FETCHED,
        url="https://www.example.it/esteri/articolo",
        language="it",
    )
    assert result.published_at_local == "2023-11-02T00:01:00+01:00"


def test_noise_class_on_the_article_wrapper_does_not_hide_its_dates() -> None:
    tree = doc(
        "<div class='layout has-sidebar'><h1>Title</h1>"
        "<span class='post-date'>12 March 2019</span><p>Body.</p></div>"
        "<div class='sidebar'><span class='date'>1 April 2019</span></div>"
    )
    result = resolve_dates([], fetched_at=FETCHED, tree=tree, language="en")
    assert result.published_at_local == "2019-03-12"


def test_first_itemprop_on_a_listing_page_wins() -> None:
    teasers = "".join(
        f"<div><meta itemprop='datePublished' content='2022-01-{day:02d}'></div>"
        for day in (31, 31, 27)
    )
    tree = doc(
        "<h1>Article</h1><meta itemprop='datePublished' content='2022-02-02'>"
        f"<p>Body</p><div class='teasers'>{teasers}</div>"
    )
    result = resolve_dates([], fetched_at=FETCHED, tree=tree)
    assert result.published_at_local == "2022-02-02"


def test_hatom_updated_class_is_the_published_date() -> None:
    tree = doc(
        "<h1>Title</h1><time class='entry-date updated' datetime='2023-10-10T23:25:44+00:00'>"
        "Oct 10, 2023</time><p>Body</p>"
    )
    result = resolve_dates([], fetched_at=FETCHED, tree=tree, url="https://x.scot/a")
    assert result.published_at == datetime(2023, 10, 10, 23, 25, 44, tzinfo=UTC)
    assert result.modified_at is None


def test_bare_today_in_a_menu_is_ignored() -> None:
    tree = doc("<ul class='nav'><li>Today</li><li>今天</li></ul><h1>Title</h1><p>Text</p>")
    result = resolve_dates([], fetched_at=FETCHED, tree=tree)
    assert result.published_at is None


def test_title_locates_the_headline_when_there_is_no_h1() -> None:
    tree = doc(
        "<table><tr><td>2005-03-28 11:29:36</td></tr></table>"
        "<div>多数夫妻生活有名无实 日本问题严重</div><div>2005-04-05 06:40 雅虎新闻</div>"
        + "<p>正文很长。</p>" * 50
        + "<ul><li>2005-04-01 09:56</li><li>2005-04-01 10:56</li><li>2005-03-31 17:42</li></ul>",
        head="<title>多数夫妻生活有名无实 日本问题严重--雅虎新闻</title>",
        lang="zh",
    )
    view = read_page(tree)
    assert view.text[view.headline_at :].startswith("多数夫妻")
    result = resolve_dates([], fetched_at=FETCHED, tree=tree, language="zh")
    assert result.published_at_local == "2005-04-05T06:40:00+08:00"


def test_month_only_is_a_last_resort() -> None:
    tree = doc("<h1>Title</h1><p>Report of June 2015.</p><p>Posted 4 May 2016</p>")
    assert resolve_dates([], fetched_at=FETCHED, tree=tree).published_at_local == "2016-05-04"
    only_month = doc("<h1>Title</h1><p>Report of June 2015.</p>")
    result = resolve_dates([], fetched_at=FETCHED, tree=only_month)
    assert result.published_at_local == "2015-06"
    assert result.temporal_confidence < 0.3


def test_tree_is_not_modified() -> None:
    tree = doc("<h1>T</h1><script>var d='2020-01-01';</script><p>2020-01-02</p>")
    before = html.tostring(tree)
    resolve_dates([], fetched_at=FETCHED, tree=tree)
    assert html.tostring(tree) == before


def test_share_image_upload_day_is_weak_evidence() -> None:
    tree = doc(
        "<h1>Annual report</h1><p>For the fiscal year ending June 2015.</p>",
        head="<meta property='og:image' content='https://x.org/files/2016/05/04/ar.png'>",
    )
    result = resolve_dates([], fetched_at=FETCHED, tree=tree)
    assert result.published_at_local == "2016-05-04"
    assert result.date_source == "image"
    assert result.temporal_confidence < 0.5
    stamped = doc(
        "<h1>T</h1>", head="<meta property='og:image' content='https://i.x/20201007120909561.jpg'>"
    )
    assert resolve_dates([], fetched_at=FETCHED, tree=stamped).published_at_local == "2020-10-07"


def test_tiny_inline_script_dateline_is_read() -> None:
    tree = doc(
        "<h1>标题</h1><td class='main-text'><script>showDate('2020/04/17 01:43:09')</script>"
        "浏览</td><p>正文</p><script>var big = '" + "x" * 400 + "2019-01-01';</script>",
        lang="zh",
    )
    result = resolve_dates([], fetched_at=FETCHED, tree=tree, language="zh")
    assert result.published_at_local == "2020-04-17T01:43:09+08:00"


def test_post_title_box_anchors_the_headline_without_h1() -> None:
    archive = "".join(f"<li>{day}/01/2005</li>" for day in range(1, 29))
    tree = doc(
        "<div class='box-title'>【我的文章】</div><ul>" + archive + "</ul>"
        "<table><tr><td class='post-title'>湘菜粤菜 兵分两路</td>"
        "<td class='post-title'><nobr>2005-06-14 03:25:55</nobr></td></tr></table>"
        "<p>正文。</p>",
        head="<title>海姑娘 | blog.wenxuecity.com</title>",
        lang="zh",
    )
    view = read_page(tree)
    assert view.text[view.headline_at :].lstrip().startswith("湘菜粤菜")
    result = resolve_dates([], fetched_at=FETCHED, tree=tree, language="zh")
    assert result.published_at_local == "2005-06-14T03:25:55+08:00"
