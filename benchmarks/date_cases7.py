"""Seventh round of hand-written date cases (session 19): batch 7, held out.

Written by a new writer, whole, before any code change of the round, from general
knowledge of how news pages across the web print their dates (no page copied from
anyone, no bench page looked at, the earlier batches read only for their harness).
Where batch 6 took the common English and Chinese CMS rows, batch 7 takes what a crawl of
small and foreign sites meets next: CMSs no batch used (Joomla's ``article-info`` list with
a created date before the published one, Squarespace's JSON-LD offset written ``-0500``,
a Wix post's yearless ``Dec 1``, Jekyll, Blogger's ``date-header`` with a Pacific
``abbr``, Medium, a French Ghost blog), relative dates read on the page's own clock,
disagreeing metadata, dates only in the address or only in prose, zones either side of
midnight, other dated things (lists above the story, comments, previous/next links, a
calendar widget), updated printed beside or before published, and pages with no date.

Families (this module, then ``benchmarks/date_cases7b.py``):

- ``cms``: the CMS shapes above;
- ``rel``: relative ages only (``3 hours ago``, ``昨天 15:30``, ``5時間前``, ``2일 전``,
  ``hace 2 días``, ``вчера в 21:15``, ``2 jam yang lalu``, ``2 घंटे पहले``), whose day is
  the fetch time's in the page's zone minus the age;
- ``conflict``: JSON-LD or head fields against the visible line (a ``datePublished`` the
  CMS reset to the last save, a site-wide stale ``article:published_time``, a JSON-LD year
  off by one, a WebPage's launch date, a ``dateCreated`` of the draft);
- ``url``: the date only in the address (``/20261203/``, ``/2026/1204/``, ``/202612/02/``,
  ``/2026/11/30/….ghtml``, a slug naming an older meeting's day);
- ``prose``: the date only in running text (a press release's opening, ``Posted by … on``
  beside later comments, a German ``Von … –`` line, ANSA's and EFE's yearless datelines);
- ``midnight``, ``sidebar``, ``updated``, ``nodate``: see ``date_cases7b.py``.

The truth is the article's publication day in the page's own zone (its TLD's, or the
zone its visible time states); ``None`` when the page states no date of its own.
:data:`MODIFIED` gives, where a page shows one, the day it says it was last updated.
Fetched at :data:`FETCHED7`, 2026-12-05 22:40 UTC (already the 6th from Moscow east). No
page is dated after 2026-12-06, the day the batch was written (htmldate drops a later
date). No fix looks at these pages: they are scored before and after the round's fixes,
and that is the held-out figure.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from date_case_pages import jsonld as _jsonld
from date_case_pages import meta as _meta
from date_case_pages import news_article as _article
from date_case_templates import CaseBatch
from date_cases import Case
from date_cases7b import CASES_B, FETCHED7, MODIFIED_B, doc, headline, raw, story

__all__ = ["CASES", "FETCHED7", "MODIFIED"]

_BATCH = CaseBatch(FETCHED7)
_family = _BATCH.family
_add = _BATCH.add

# --- cms: CMS shapes no batch used ----------------------------------------------------------
_family("cms")
raw(
    _BATCH,
    "c_cms_joomla_created_published_modified",
    "en",
    "2026-12-03",
    "https://www.c-cms-joomla.org.uk/index.php/news/47-north-pier-rebuild",
    doc(
        "en",
        '<div class="container"><header class="header"><a class="brand" href="/">Quay Harbour '
        'Trust</a></header><main id="content"><div class="item-page" itemscope '
        'itemtype="https://schema.org/Article"><div class="page-header">'
        f'<h2 itemprop="headline">{headline("en")}</h2></div>'
        '<dl class="article-info muted"><dt class="article-info-term">Details</dt>'
        '<dd class="createdby" itemprop="author">Written by <span itemprop="name">Mara Quill'
        '</span></dd><dd class="category-name">Category: <a href="/index.php/news">News</a></dd>'
        '<dd class="published"><span class="icon-calendar"></span> <time '
        'datetime="2026-12-03T09:12:44+00:00" itemprop="datePublished">Published: 03 December '
        '2026</time></dd><dd class="modified"><span class="icon-calendar"></span> <time '
        'datetime="2026-12-05T16:40:02+00:00" itemprop="dateModified">Last Updated: 05 December '
        '2026</time></dd><dd class="create"><span class="icon-calendar"></span> <time '
        'datetime="2026-12-01T15:02:10+00:00" itemprop="dateCreated">Created: 01 December 2026'
        '</time></dd><dd class="hits"><span class="icon-eye-open"></span> Hits: 1024</dd></dl>'
        f'<div itemprop="articleBody">{story("en")}</div></div></main>'
        "<footer>© 2026 Quay Harbour Trust</footer></div>",
    ),
)
raw(
    _BATCH,
    "c_cms_squarespace_offset_no_colon",
    "en",
    "2026-12-02",
    "https://www.c-cms-squarespace.com/blog/north-pier-rebuild",
    doc(
        "en",
        '<div id="siteWrapper"><header id="header"><a href="/">Quay Notes</a></header>'
        '<main id="page"><article class="BlogItem hentry" data-item-id="5f4711">'
        f'<div class="blog-item-top-wrapper"><h1 class="entry-title">{headline("en")}</h1>'
        '<div class="blog-meta-section"><span class="blog-author">Mara Quill</span> '
        '<time class="dt-published blog-meta-item blog-meta-item--date" datetime="2026-12-02">'
        "December 2, 2026</time></div></div>"
        f'<div class="blog-item-content e-content">{story("en")}</div>'
        '<div class="item-pagination"><a class="item-pagination-link--prev" '
        'href="/blog/ferry">Previous <span class="item-pagination-title">Ferry timetable '
        "changes</span></a></div></article></main></div>",
        head=_jsonld(
            {
                "url": "https://www.c-cms-squarespace.com/blog/north-pier-rebuild",
                "name": "Harbour board votes to rebuild north pier",
                "datePublished": "2026-12-02T14:05:33-0500",
                "dateModified": "2026-12-02T14:05:33-0500",
                "headline": "Harbour board votes to rebuild north pier",
                "@context": "http://schema.org",
                "@type": "Article",
            }
        ),
    ),
)
raw(
    _BATCH,
    "c_cms_wix_yearless_utc_next_day",
    "en",
    "2026-12-01",
    "https://www.c-cms-wix.com/post/north-pier-rebuild",
    doc(
        "en",
        '<div id="SITE_CONTAINER"><header id="SITE_HEADER"><a href="/">Mara Quill Writes</a>'
        '</header><main id="PAGES_CONTAINER"><article data-hook="post"><div class="post-header">'
        '<div class="post-metadata"><span class="user-name">Mara Quill</span> '
        '<span class="post-metadata__date time-ago" title="Dec 1">Dec 1</span> '
        '<span class="post-metadata__readTime">2 min read</span></div>'
        f'<h1 class="post-title" data-hook="post-title">{headline("en")}</h1></div>'
        f'<div class="post-content" data-hook="post-description">{story("en")}</div>'
        "</article></main></div>",
        head=_jsonld(
            {
                "@context": "https://schema.org",
                "@type": "BlogPosting",
                "headline": "Harbour board votes to rebuild north pier",
                "author": {"@type": "Person", "name": "Mara Quill"},
                "datePublished": "2026-12-02T03:45:10.000Z",
                "dateModified": "2026-12-02T03:51:02.114Z",
            }
        ),
    ),
)
raw(
    _BATCH,
    "c_cms_jekyll_minima",
    "en",
    "2026-11-29",
    "https://c-cms-jekyll.github.io/harbour/2026/11/29/north-pier-rebuild.html",
    doc(
        "en",
        '<header class="site-header"><div class="wrapper"><a class="site-title" rel="author" '
        'href="/harbour/">Harbour notes</a></div></header><main class="page-content">'
        '<div class="wrapper"><article class="post h-entry" itemscope '
        'itemtype="http://schema.org/BlogPosting"><header class="post-header">'
        f'<h1 class="post-title p-name" itemprop="name headline">{headline("en")}</h1>'
        '<p class="post-meta"><time class="dt-published" datetime="2026-11-29T00:00:00+00:00" '
        'itemprop="datePublished">Nov 29, 2026</time> • <span itemprop="author" itemscope '
        'itemtype="http://schema.org/Person"><span class="p-author h-card" itemprop="name">'
        "Mara Quill</span></span></p></header>"
        f'<div class="post-content e-content" itemprop="articleBody">{story("en")}</div>'
        "</article></div></main>",
        head='<link type="application/atom+xml" rel="alternate" href="/harbour/feed.xml">',
    ),
)
_add(
    "c_cms_blogger_pacific_abbr",
    "en",
    "2026-12-03",
    "blogger",
    url="https://c-cms-blogger.blogspot.com/2026/12/north-pier-rebuild.html",
    meta='<h2 class="date-header"><span>Thursday, December 3, 2026</span></h2>',
    after='<div class="post-footer-line post-footer-line-1"><span class="post-author vcard">'
    'Posted by <span class="fn">Mara Quill</span></span> <span class="post-timestamp">at '
    '<a class="timestamp-link" href="/2026/12/north-pier-rebuild.html" rel="bookmark">'
    '<abbr class="published" itemprop="datePublished" title="2026-12-03T19:40:00-08:00">'
    "7:40 PM</abbr></a></span></div>",
    side='<div class="widget BlogArchive"><ul class="hierarchy"><li><a class="post-count-link" '
    'href="/2026/">2026</a> <span class="post-count">(41)</span><ul><li>'
    '<a href="/2026/12/">December</a> (3)</li><li><a href="/2026/11/">November</a> (6)</li>'
    "</ul></li></ul></div>",
)
_add(
    "c_cms_medium_published_in",
    "en",
    "2026-11-30",
    "medium",
    url="https://medium.c-cms-medium.com/quay-notes/north-pier-rebuild-4e7a11c0b2f3",
    head=_meta("article:published_time", "2026-11-30T17:22:51.334Z", "property"),
    above='<p>Published in <a href="/quay-notes">Quay Notes</a></p>',
    meta='<div class="pw-reading-time"><span data-testid="storyReadTime">6 min read</span> · '
    '<span data-testid="storyPublishDate">Nov 30, 2026</span></div>',
)
_add(
    "c_cms_ghost_fr_abbr_month",
    "fr",
    "2026-12-02",
    "ghost",
    url="https://www.c-cms-ghost.fr/jetee-nord/",
    meta='<div class="byline-meta-content"><a href="/author/mara/" class="byline-name">'
    'Mara Quill</a> <time class="byline-meta-date" datetime="2026-12-02">2 déc. 2026</time>'
    '<span class="byline-reading-time"><span class="bull">•</span> 4 min de lecture</span>'
    "</div>",
)

# --- rel: relative ages read on the page's own clock --------------------------------------------
_family("rel")
_add(
    "r_rel_en_hours_ago_only",
    "en",
    "2026-12-05",
    url="https://r-rel-en.com/news/north-pier-rebuild",
    meta='<p class="byline">By Mara Quill · 3 hours ago</p>',
    side='<ul><li><a href="/news/ferry">Ferry timetable changes</a> <span>1 day ago</span></li>'
    '<li><a href="/news/crane">New crane for the quay</a> <span>2 days ago</span></li></ul>',
)
_add(
    "r_rel_zh_zuotian",
    "zh",
    "2026-12-05",
    "portal",
    url="https://news.r-rel-zh.cn/a/4711.html",
    meta='<span class="time">昨天 15:30</span> <span class="source">来源：青禾日报</span>',
)
_add(
    "r_rel_ja_jikan_mae",
    "ja",
    "2026-12-06",
    "jportal",
    url="https://www.r-rel-ja.jp/news/4711",
    meta='<span class="date">5時間前</span> <span class="media">みなと新聞</span>',
)
_add(
    "r_rel_ko_il_jeon",
    "ko",
    "2026-12-04",
    "kportal",
    url="https://www.r-rel-ko.co.kr/news/4711",
    meta="<li>2일 전</li>",
)
_add(
    "r_rel_es_hace_dias",
    "es",
    "2026-12-03",
    url="https://www.r-rel-es.es/local/muelle-norte-4711.html",
    meta='<p class="autor">Mara Quill <span class="fecha">Hace 2 días</span></p>',
)
_add(
    "r_rel_ru_vchera",
    "ru",
    "2026-12-05",
    "bitrix",
    url="https://r-rel-ru.ru/news/4711/",
    meta='<span class="news-date-time">вчера в 21:15</span>',
)
_add(
    "r_rel_id_jam_lalu",
    "id",
    "2026-12-06",
    url="https://www.r-rel-id.co.id/berita/dermaga-utara-4711",
    meta='<div class="date">Mara Quill - 2 jam yang lalu</div>',
)
_add(
    "r_rel_hi_ghante_pahle",
    "hi",
    "2026-12-06",
    url="https://www.r-rel-hi.in/news/north-pier-4711",
    meta='<div class="byline">मारा क्विल · 2 घंटे पहले</div>',
)

# --- conflict: structured fields against the visible line --------------------------------------
_family("conflict")
_add(
    "k_conf_jsonld_published_reset_to_save",
    "en",
    "2026-11-27",
    "wordpress",
    url="https://k-conf-reset.com/north-pier-rebuild/",
    head=_article(
        headline="Harbour board votes to rebuild north pier",
        datePublished="2026-12-05T15:20:00+00:00",
        dateModified="2026-12-05T15:20:00+00:00",
    )
    + _meta("article:published_time", "2026-11-27T13:00:00+00:00", "property")
    + _meta("article:modified_time", "2026-12-05T15:20:00+00:00", "property"),
    meta='<span class="posted-on">Published Nov 27, 2026 · Updated Dec 5, 2026</span>',
)
_add(
    "k_conf_sitewide_stale_meta",
    "en",
    "2026-12-04",
    url="https://www.k-conf-stale.com/news/north-pier-rebuild",
    head=_meta("article:published_time", "2026-10-14T08:00:00Z", "property"),
    meta='<p class="byline">Mara Quill <span class="date">December 4, 2026</span></p>',
)
_add(
    "k_conf_jsonld_year_off_by_one",
    "en",
    "2026-12-03",
    url="https://www.k-conf-year.co.uk/2026/12/03/north-pier-rebuild",
    head=_article(
        headline="Harbour board votes to rebuild north pier", datePublished="2025-12-03T10:00:00Z"
    ),
    meta='<p class="byline">By Mara Quill, 3 December 2026</p>',
)
_add(
    "k_conf_de_webpage_launch_date",
    "de",
    "2026-12-02",
    url="https://www.k-conf-launch.de/aktuelles/nordmole",
    head=_jsonld(
        {
            "@context": "https://schema.org",
            "@type": "WebPage",
            "name": "Hafenrat beschließt Neubau der Nordmole",
            "datePublished": "2019-06-01T00:00:00+02:00",
            "publisher": {"@type": "Organization", "name": "Hafenverein"},
        }
    ),
    meta='<p class="news-date">Veröffentlicht am 02.12.2026</p>',
)
_add(
    "k_conf_ar_created_draft_levant_month",
    "ar",
    "2026-12-03",
    url="https://www.k-conf-ar.com/news/4711",
    meta='<meta itemprop="dateCreated" content="2026-11-20T10:00:00+02:00">'
    '<p class="date">نُشر في 3 كانون الأول 2026 - 19:00</p>',
)

# --- url: the date only in the address ----------------------------------------------------------
_family("url")
_add(
    "u_url_compact_segment",
    "en",
    "2026-12-03",
    url="https://www.u-url-compact.com/news/20261203/north-pier-rebuild",
    meta='<p class="byline">By Mara Quill</p>',
)
_add(
    "u_url_zh_year_slash_monthday",
    "zh",
    "2026-12-04",
    "portal",
    url="http://www.u-url-zh.com.cn/n1/2026/1204/c4711-3301.html",
    meta="来源：青禾日报　作者：周雨",
    side='<li><a href="/n1/2026/1205/c4712-3302.html">渡轮时刻表调整</a></li>'
    '<li><a href="/n1/2026/1205/c4713-3303.html">集装箱码头新增吊机</a></li>',
)
_add(
    "u_url_yearmonth_then_day",
    "en",
    "2026-12-02",
    url="http://www.u-url-ym.com.cn/a/202612/02/WS4711.html",
    meta='<p class="info">By Mara Quill in Qingdao</p>',
)
_add(
    "u_url_slug_names_older_meeting",
    "en",
    "2026-12-01",
    "wordpress",
    url="https://u-url-meeting.com/2026/12/01/minutes-of-the-2026-11-18-board-meeting/",
    meta='<span class="byline">by Mara Quill</span>',
)
_add(
    "u_url_br_ghtml",
    "pt",
    "2026-11-30",
    url="https://www.u-url-br.com.br/cidades/noticia/2026/11/30/pier-norte-reconstruido.ghtml",
    meta='<p class="content-publication-data__from">Por Mara Quill, Santos</p>',
)

# --- prose: the date only in running text -----------------------------------------------------
_family("prose")
_add(
    "p_prose_press_release_opening",
    "en",
    "2026-12-02",
    url="https://www.p-prose-release.com/press/north-pier-rebuild",
    first="FOR IMMEDIATE RELEASE — PORT TOWN, Dec. 2, 2026 — ",
    after="<p>Media contact: press@p-prose-release.com</p><p>###</p>",
)
_add(
    "p_prose_posted_by_then_comments",
    "en",
    "2026-12-01",
    url="https://p-prose-posted.com/north-pier-rebuild",
    meta="<p><em>Posted by admin on December 1, 2026 at 4:15 pm</em></p>",
    after='<div class="comments"><h3>2 Responses</h3><div class="comment"><p>'
    "<b>Jo</b> says:<br>December 3, 2026 at 9:02 am</p><p>Good news.</p></div>"
    '<div class="comment"><p><b>Sam</b> says:<br>December 4, 2026 at 6:40 pm</p>'
    "<p>Finally.</p></div></div>",
)
_add(
    "p_prose_de_von_weekday",
    "de",
    "2026-12-03",
    url="https://www.p-prose-de.de/lokales/nordmole",
    meta="<p>Von Mara Quill, Hamburg – Donnerstag, 3. Dezember 2026</p>",
)
_add(
    "p_prose_it_ansa_yearless",
    "it",
    "2026-12-04",
    url="https://www.p-prose-it.it/cronaca/molo-nord-4711.html",
    first="(ANSA) - GENOVA, 04 DIC - ",
)
_add(
    "p_prose_es_efe_yearless",
    "es",
    "2026-12-03",
    url="https://www.p-prose-es.es/sociedad/muelle-norte-4711",
    first="Santander, 3 dic (EFE).- ",
)

CASES: tuple[Case, ...] = (*_BATCH.cases, *CASES_B)

#: The day each page says it was last modified, in its own zone, where it says so (the
#: published-day figure is the batch's; this one is for a modified-date figure beside it).
MODIFIED: dict[str, str] = {
    "c_cms_joomla_created_published_modified": "2026-12-05",
    "k_conf_jsonld_published_reset_to_save": "2026-12-05",
    **MODIFIED_B,
}
