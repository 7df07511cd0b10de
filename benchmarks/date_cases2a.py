"""Second round of hand-written date cases, batch A (session 16): the batch fixes may use.

Written for this project from general knowledge of CMS markup (no page copied from
anyone), together with batch B (``benchmarks/date_cases2b.py``) and before any code was
changed. The two batches cover the same kinds of page with different variants of each;
fixes are made by looking at batch A's failures only, and batch B is scored after them
as the held-out figure. Truth: the publication day in the page's own zone (``None`` when
the page states no date of its own); pages are fetched at ``FETCHED2`` (2025-02-10 09:00
UTC) unless a case says otherwise.

Families (the same in both batches):

- ``place``: a date shown somewhere unusual (a "Posted on" in the entry footer, a
  dateline in the first paragraph, only the URL path, a plain ``<span>``, ``data-*``
  attributes, microdata on a non-``<time>`` element, an epoch stamp);
- ``meta``: less common head fields and JSON-LD shapes (``og:article:`` prefixes,
  compact ``pdate``, ``@graph``, JSON that is not quite JSON, Dublin Core, sailthru);
- ``stale``: a structured date years away from the visible one;
- ``midnight``: the page's own day when UTC and its zone part around midnight;
- ``modified``: an "Updated" line kept apart from the published day;
- ``teaser``: a teaser's ``<time>`` just above the headline;
- ``comments``: comment dates that are not the page's;
- ``live``: live blogs whose entries run into later days;
- ``zh``: Chinese portal forms (发布时间, 来源, GBK pages, ROC years, 天前);
- ``relative``: relative dates anchored on the fetch time;
- ``template``: Ghost, Blogger, Medium-like, Arc-like and Drupal templates and more
  languages (sv, cs, hu, vi, uk).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from date_case_pages import comments as _comments
from date_case_pages import jsonld as _ld
from date_case_pages import meta as _meta
from date_case_templates import CaseBatch, epoch
from date_cases import Case

__all__ = ["CASES"]

_BATCH = CaseBatch()
_family = _BATCH.family
_add = _BATCH.add


_LATEST = (
    '<ul><li><a href="/news/ferry">Ferry timetable changes</a> '
    '<span class="date">February 8, 2025</span></li>'
    '<li><a href="/news/lifeboat">Lifeboat called out twice</a> '
    '<span class="date">February 6, 2025</span></li></ul>'
)

# --- place: dates in unusual places ------------------------------------------------------
_family("place")
_add(
    "a_place_wp_footer_posted",
    "en",
    "2024-11-18",
    "wordpress",
    meta='<span class="byline">by <span class="author vcard">Mara Quill</span></span>',
    after='<span class="posted-on">Posted on November 18, 2024</span> '
    '<span class="cat-links">in <a href="/local/">Local</a></span>',
    side=_LATEST,
)
_add(
    "a_place_dateline_first_para",
    "en",
    "2024-11-12",
    first="PORTSMOUTH, England, Nov. 12, 2024 /PRNewswire/ -- ",
)
_add(
    "a_place_url_only_with_latest",
    "en",
    "2024-10-29",
    url="https://a-place-url-only.example/2024/10/29/harbour-pier/",
    side=_LATEST,
)
_add(
    "a_place_span_date",
    "en",
    "2024-10-29",
    meta='<div class="meta"><span class="author">Mara Quill</span> '
    '<span class="date">29 Oct 2024</span></div>',
)
_add(
    "a_place_data_date_empty",
    "en",
    "2024-10-21",
    meta='<div class="article-meta"><span class="author">Mara Quill</span>'
    '<div class="article-date" data-date="2024-10-21T08:40:00+01:00"></div></div>',
)
_add(
    "a_place_itemprop_span",
    "de",
    "2024-10-21",
    meta='<p class="meta">Von Mara Quill · <span itemprop="dateCreated" '
    'content="2024-10-21T08:40:00+02:00">Montag, 08:40 Uhr</span></p>',
)
_add(
    "a_place_epoch_seconds",
    "en",
    "2024-10-21",
    meta='<p class="byline">By Mara Quill <span class="timeago" '
    f'data-timestamp="{epoch("2024-10-21T08:40:00+00:00")}"></span></p>',
)

# --- meta: less common head fields and JSON-LD shapes --------------------------------------
_family("meta")
_add(
    "a_meta_og_article_prefix",
    "en",
    "2024-10-08",
    head=_meta("og:article:published_time", "2024-10-08T07:00:00+02:00", "property"),
)
_add(
    "a_meta_original_publication_date",
    "en",
    "2024-10-08",
    head=_meta("OriginalPublicationDate", "2024/10/08 07:00:00"),
)
_add(
    "a_meta_pdate_compact",
    "en",
    "2024-10-08",
    head=_meta("pdate", "20241008") + _meta("ptime", "20241008070000"),
)
_add(
    "a_meta_graph_blogposting",
    "en",
    "2024-10-08",
    head=_ld(
        {
            "@context": "https://schema.org",
            "@graph": [
                {"@type": "Organization", "name": "Quay Chronicle", "foundingDate": "1999-04-01"},
                {"@type": "Person", "name": "Mara Quill", "birthDate": "1984-02-11"},
                {"@type": "BreadcrumbList", "itemListElement": []},
                {
                    "@type": "BlogPosting",
                    "headline": "Harbour board votes to rebuild storm-hit north pier",
                    "datePublished": "2024-10-08T07:00:00+00:00",
                    "dateModified": "2025-01-04T11:20:00+00:00",
                },
            ],
        }
    ),
)
_add(
    "a_meta_jsonld_trailing_comma",
    "en",
    "2024-10-08",
    head='<script type="application/ld+json">{"@context": "https://schema.org", '
    '"@type": "NewsArticle", "headline": "Harbour board votes to rebuild the pier", '
    '"datePublished": "2024-10-08T07:00:00Z", "dateModified": "2024-10-09T07:00:00Z",}</script>',
)
_add(
    "a_meta_dcterms_date",
    "fr",
    "2024-10-08",
    head=_meta("dcterms.date", "2024-10-08T07:00:00+02:00"),
)
_add(
    "a_meta_sailthru_offset",
    "en",
    "2024-10-08",
    head=_meta("sailthru.date", "Tue, 08 Oct 2024 07:00:00 -0400"),
)

# --- stale: a structured date years away from the visible one -----------------------------
_family("stale")
_add(
    "a_stale_jsonld_uk",
    "en",
    "2025-01-14",
    url="https://a-stale-jsonld.co.uk/news/harbour-board-north-pier",
    head=_ld(
        {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "datePublished": "2019-06-01T00:00:00+00:00",
        }
    ),
    meta='<p class="byline">By Mara Quill · Published 14 January 2025</p>',
)
_add(
    "a_stale_time_epoch_zero",
    "en",
    "2025-01-14",
    "wordpress",
    meta='<span class="posted-on"><time class="entry-date published" '
    'datetime="1970-01-01T00:00:00+00:00">January 14, 2025</time></span>',
)
_add(
    "a_stale_og_footer_visible",
    "en",
    "2025-01-14",
    "wordpress",
    head=_meta("article:published_time", "2013-04-02T10:00:00+00:00", "property"),
    after='<span class="posted-on">Posted on 14 January 2025</span>',
)

# --- midnight: the page's own day ----------------------------------------------------------
_family("midnight")
_add(
    "a_mid_us_naive_visible_utc_field",
    "en",
    "2024-11-18",
    head=_meta("article:published_time", "2024-11-19T03:10:00Z", "property"),
    meta='<p class="byline">By Mara Quill | Nov. 18, 2024 10:10 PM</p>',
)
_add(
    "a_mid_zh_utc_jsonld",
    "zh",
    "2024-11-18",
    "portal",
    head=_ld(
        {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "datePublished": "2024-11-17T17:05:00Z",
        }
    ),
    meta="<span>2024-11-18 01:05</span> <span>来源：青禾日报</span>",
)
_add(
    "a_mid_minus5_no_visible",
    "en",
    "2024-11-18",
    head=_meta("article:published_time", "2024-11-18T23:30:00-05:00", "property"),
)
_add(
    "a_mid_de_time_late",
    "de",
    "2024-11-18",
    meta='<p class="meta">Von Mara Quill, <time datetime="2024-11-18T23:50:00+01:00">'
    "Montag, 23:50 Uhr</time></p>",
)
_add(
    "a_mid_sydney_utc_only",
    "en",
    "2024-11-19",
    url="https://a-mid-sydney.com.au/news/harbour-board-north-pier",
    head=_ld(
        {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "datePublished": "2024-11-18T20:00:00Z",
        }
    ),
    meta='<p class="byline">Mara Quill · Tuesday 19 November 2024</p>',
)

# --- modified: "Updated" kept apart ----------------------------------------------------------
_family("modified")
_add(
    "a_mod_en_last_updated_first",
    "en",
    "2024-11-18",
    meta='<p class="dates">Last Updated: Dec 2, 2024 | Originally published Nov 18, 2024</p>',
)
_add(
    "a_mod_de_footer_erstellt",
    "de",
    "2024-11-18",
    "drupal",
    meta='<span class="aktualisiert">Aktualisiert: 02.12.2024, 10:00 Uhr</span>',
    after='<p class="erstellt">Erstellt: 18.11.2024, 09:12 Uhr</p>',
)
_add(
    "a_mod_zh_last_update_first",
    "zh",
    "2024-11-18",
    "portal",
    meta="最后更新：2024-12-02 10:00　发布时间：2024-11-18 09:12",
)
_add(
    "a_mod_en_updated_visible_ld",
    "en",
    "2024-11-18",
    head=_ld(
        {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "datePublished": "2024-11-18T09:12:00Z",
        }
    ),
    meta='<p class="byline">By Mara Quill · Updated Dec. 2, 2024 at 9:00 a.m.</p>',
)
_add(
    "a_mod_pt_atualizado_first",
    "pt",
    "2024-11-18",
    meta='<p class="data">Atualizado em 02/12/2024 10h00 · Publicado em 18/11/2024 09h12</p>',
)

# --- teaser: a teaser's <time> just above the headline ---------------------------------------
_family("teaser")
_add(
    "a_teaser_ticker_time",
    "en",
    "2024-11-12",
    above='<div class="ticker"><span>Breaking</span> <a href="/news/ferry">Ferry services '
    'suspended</a> <time datetime="2025-02-09T18:00:00+00:00">9 Feb</time></div>',
    meta='<p class="byline">By Mara Quill, 12 November 2024</p>',
)
_add(
    "a_teaser_trending_with_entry_date",
    "en",
    "2024-11-12",
    "wordpress",
    above='<div class="trending"><h4>Trending</h4><ul><li><a href="/news/ferry">Ferry '
    'timetable changes</a> <time datetime="2025-02-07T10:00:00+00:00">Feb 7, 2025</time>'
    "</li></ul></div>",
    meta='<span class="posted-on">Posted on <time class="entry-date published" '
    'datetime="2024-11-12T10:00:00+00:00">November 12, 2024</time></span>',
)

# --- comments: comment dates are not the page's --------------------------------------------
_family("comments")
_add(
    "a_comments_only",
    "en",
    None,
    "wordpress",
    meta='<span class="byline">by Mara Quill</span>',
    after=_comments(
        ("Ann", "November 13, 2024 at 8:14 am"), ("Bo", "November 14, 2024 at 6:01 pm")
    ),
)
_add(
    "a_comments_with_footer_date",
    "en",
    "2024-11-12",
    after='<p class="small">Posted: 12 November 2024</p>'
    + _comments(("Ann", "13 November 2024 at 8:14"), ("Bo", "14 November 2024 at 18:01")),
)

# --- live: live blogs ------------------------------------------------------------------------
_LIVE_EN = (
    '<div class="live-entries">'
    '<div class="entry"><time datetime="2024-11-19T14:00:00+00:00">14:00</time>'
    "<p>The board has published the tender for the works.</p></div>"
    '<div class="entry"><time datetime="2024-11-19T09:30:00+00:00">09:30</time>'
    "<p>Fishermen gathered at the pier this morning.</p></div>"
    '<div class="entry"><time datetime="2024-11-18T06:05:00+00:00">06:05</time>'
    "<p>Welcome to our live coverage of the board meeting.</p></div></div>"
)
_family("live")
_add(
    "a_live_ld_entries_next_day",
    "en",
    "2024-11-18",
    head=_ld(
        {
            "@context": "https://schema.org",
            "@type": "LiveBlogPosting",
            "headline": "Live: harbour board meeting",
            "coverageStartTime": "2024-11-18T06:00:00+00:00",
            "datePublished": "2024-11-18T06:00:00+00:00",
            "dateModified": "2024-11-19T14:00:00+00:00",
        }
    ),
    meta='<p class="live-badge">Live</p>',
    after=_LIVE_EN,
)
_add(
    "a_live_visible_de",
    "de",
    "2024-11-18",
    meta='<p class="meta">Erstellt: 18.11.2024, 06:00 Uhr | '
    "Aktualisiert: 19.11.2024, 08:15 Uhr</p>",
    after='<div class="ticker-eintraege"><p><b>19.11.2024, 08:15 Uhr</b> Die Ausschreibung '
    "ist veröffentlicht.</p><p><b>18.11.2024, 21:40 Uhr</b> Der Rat hat abgestimmt.</p></div>",
)

# --- zh: Chinese portal forms ----------------------------------------------------------------
_HOT = (
    '<li><a href="/news/1">渡轮夏季时刻表调整</a><span>02-09</span></li>'
    '<li><a href="/news/2">救生艇一天出动两次</a><span>02-08</span></li>'
)
_family("zh")
_add(
    "a_zh_publish_source",
    "zh",
    "2024-11-18",
    "portal",
    meta="<span>发布时间：2024-11-18 09:12</span> <span>来源：青禾日报</span>",
    side=_HOT,
)
_add(
    "a_zh_gbk",
    "zh",
    "2024-11-18",
    "portal",
    charset="gbk",
    meta="2024年11月18日 09:12　来源：青禾网",
)
_add("a_zh_slash_label", "zh", "2024-11-18", "portal", meta="时间：2024/11/18 09:12 作者：周雨")
_add(
    "a_zh_bracket",
    "zh",
    "2024-11-18",
    meta='<div class="sub">【发布时间：2024-11-18】【字体：大 中 小】</div>',
)
_add("a_zh_days_ago", "zh", "2025-02-07", "portal", meta="3天前 来源：青禾网")
_add("a_zh_tw_roc_numeric", "zh-TW", "2024-11-18", meta='<p class="date">發布日期：113/11/18</p>')

# --- relative: anchored on the fetch time (2025-02-10 09:00 UTC) -----------------------------
_family("relative")
_add("a_rel_hrs_abbr", "en", "2025-02-10", meta='<p class="byline">Mara Quill · 2 hrs ago</p>')
_add("a_rel_today_en", "en", "2025-02-10", meta='<p class="byline">Today, 7:15 AM</p>')
_add(
    "a_rel_an_hour_ago", "en", "2025-02-10", meta='<p class="byline">By Mara Quill, an hour ago</p>'
)

# --- template: CMS templates and more languages ----------------------------------------------
_family("template")
_add(
    "a_tpl_ghost_above_headline",
    "en",
    "2024-09-23",
    "ghost",
    meta='<time class="post-full-meta-date" datetime="2024-09-23">23 September 2024</time>'
    '<span class="date-divider">/</span> 4 min read',
)
_add(
    "a_tpl_blogger_date_header",
    "en",
    "2024-09-23",
    "blogger",
    url="https://a-tpl-blogger.example/2024/09/harbour-board-north-pier.html",
    meta='<h2 class="date-header"><span>Monday, September 23, 2024</span></h2>',
    after='<span class="post-author vcard">Posted by Mara Quill</span> '
    '<span class="post-timestamp">at <a class="timestamp-link" href="#" rel="bookmark" '
    'title="permanent link"><abbr class="published" title="2024-09-23T09:12:00-07:00">'
    "9:12 AM</abbr></a></span>",
)
_add(
    "a_tpl_medium_yearless",
    "en",
    "2025-01-28",
    "medium",
    meta='<div class="pw-published-date"><span data-testid="storyPublishDate">Jan 28</span>'
    "</div><span>·</span><span>5 min read</span>",
)
_add(
    "a_tpl_arc_fusion",
    "en",
    "2024-09-23",
    "arc",
    head="<script>window.Fusion=window.Fusion||{};Fusion.globalContent="
    + json.dumps(
        {
            "_id": "QX7Y2",
            "type": "story",
            "display_date": "2024-09-23T14:00:00.000Z",
            "first_publish_date": "2024-09-23T13:40:00.000Z",
            "last_updated_date": "2024-09-24T08:00:00.000Z",
        }
    )
    + ";</script>",
    meta='<span class="byline">By Mara Quill</span> '
    '<span class="display-date">September 23, 2024 at 10:00 a.m. EDT</span>',
)
_add(
    "a_tpl_drupal_rdfa",
    "en",
    "2024-09-23",
    "drupal",
    meta='<span property="dc:date dc:created" content="2024-09-23T09:12:00+02:00" '
    'datatype="xsd:dateTime">Mon, 23/09/2024 - 09:12</span>',
)
_add(
    "a_tpl_sv",
    "sv",
    "2024-09-23",
    meta='<p class="publish">Publicerad 23 september 2024 kl. 09.12</p>',
)
_add("a_tpl_cs", "cs", "2024-09-23", meta='<p class="time">23. září 2024 9:12</p>')
_add("a_tpl_hu", "hu", "2024-09-23", meta='<span class="date">2024. szeptember 23. 09:12</span>')
_add(
    "a_tpl_vi",
    "vi",
    "2024-09-23",
    meta='<span class="date">Thứ hai, 23/9/2024, 09:12 (GMT+7)</span>',
)
_add("a_tpl_uk", "uk", "2024-09-23", meta='<p class="date">23 вересня 2024, 09:12</p>')

CASES: tuple[Case, ...] = tuple(_BATCH.cases)
