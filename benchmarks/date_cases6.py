"""Sixth round of hand-written date cases (session 18): batch 6, held out.

Written by a new writer, whole, before any code change of the round, from general
knowledge of how ordinary news pages print dates (no page copied from anyone, no bench
page looked at). Where batches 1-5 each stressed one unusual shape per case, batch 6 is
meant to look like the pages a crawl meets most: English and Chinese news pages from the
common CMS families (WordPress, Drupal, Arc, Brightspot, Next.js apps whose story sits in
``__NEXT_DATA__``, AMP copies, Chinese portals and government pages), about a quarter in
other languages, each with the date where such pages put it and the traps they carry:

- ``byline``: the byline row (``Posted on`` with a published and an updated ``<time>``,
  Drupal's ``Submitted by … on Fri, 12/04/2026 - 14:30``, Arc's "Updated … | Published …",
  Brightspot's ``Dec. 3, 2026``, a ``·``-separated row, a Next.js page whose only date is in
  ``__NEXT_DATA__``);
- ``jsonld``: JSON-LD as CMSs emit it (Yoast's ``@graph``, a top-level array, a NewsArticle
  as a WebPage's ``mainEntity``, a date-only ``datePublished``, an Organization's
  ``foundingDate`` in another script, a UTC instant on an Australian page);
- ``meta``: head fields (a modified time newer than the published, ``parsely-pub-date``
  alone, ``itemprop`` metas in the body, ``DC.date.issued`` on a government page, ``date``
  beside ``last-modified``);
- ``timeel``: ``<time>`` elements (a related strip's above the article's, ``pubdate`` with a
  weekday as its text, Instant Articles' ``op-modified`` before ``op-published``, a UTC
  ``datetime`` whose text is the evening before in New York);
- ``url``: the date in the path (an AMP copy, related links with their own dated paths, a
  ``/2026/12/`` path with a yearless visible date);
- ``zh``: Chinese portals and 政务 pages (``发布日期``/``成文日期`` tables, ``时间：… 来源：…
  字号`` rows, a UTC meta a day behind the Beijing dateline, a syndicated 新华社 story whose
  ``电`` line is the day before, WeChat's ``publish_time``, a Taiwanese ``發布時間``/``更新時間``
  row, a scrolling "latest" bar above);
- ``trap``: a syndicated page saying when the original ran, "Last Updated | Originally
  Published", an AMP byline in India's zone, a "latest" list newer than the article;
- ``lang``: es, it, pt-BR, de (``Stand:`` with JSON-LD), fr, ru (Bitrix), ja, ko (``승인``),
  ar, pl, tr;
- ``nodate``: pages with no date of their own (a service page, a 政务 contact page, one
  whose only dates are a sidebar's "latest" list).

The truth is the article's publication day in the page's own zone (its TLD's, or the zone
its visible time states); ``None`` when the page states no date of its own. Fetched at
:data:`FETCHED6`, 2026-12-06 05:30 UTC: already the 6th in Europe and Asia, still the
evening of the 5th on the US west coast. No page is dated after 2026-12-06, the day the
batch was written (htmldate drops a later date). No fix looks at these pages: they are
scored before and after the round's fixes (made from batch 5's misses and older ones),
and that is the held-out figure.
"""

from __future__ import annotations

import json
import sys
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from date_case_pages import jsonld as _jsonld
from date_case_pages import meta as _meta
from date_case_pages import news_article as _article
from date_case_templates import CaseBatch
from date_cases import Case

__all__ = ["CASES", "FETCHED6"]

#: When batch 6's pages were fetched.
FETCHED6 = datetime(2026, 12, 6, 5, 30, tzinfo=UTC)

_BATCH = CaseBatch(FETCHED6)
_family = _BATCH.family
_add = _BATCH.add


def _next_data(article: dict[str, object]) -> str:
    """A Next.js page's data script, the story's fields under ``pageProps``."""
    data = {"props": {"pageProps": {"article": article}}, "page": "/[section]/[slug]"}
    return (
        '<script id="__NEXT_DATA__" type="application/json">'
        f"{json.dumps(data, ensure_ascii=False)}</script>"
    )


_AMP_HEAD = (
    '<link rel="canonical" href="https://www.f-amp.example/news/north-pier">'
    '<script async src="https://cdn.ampproject.org/v0.js"></script>'
    "<style amp-boilerplate>body{visibility:hidden}</style>"
)

# --- byline: the date in the byline row ---------------------------------------------------------
_family("byline")
_add(
    "f_byline_wp_posted_on_two_times",
    "en",
    "2026-12-04",
    "wordpress",
    url="https://f-byline-wp.com/2026/12/04/north-pier-rebuild/",
    meta='<span class="posted-on">Posted on <a href="/2026/12/04/north-pier-rebuild/" '
    'rel="bookmark"><time class="entry-date published" datetime="2026-12-04T21:12:00-05:00">'
    'December 4, 2026</time><time class="updated" datetime="2026-12-05T08:40:00-05:00">'
    'December 5, 2026</time></a></span><span class="byline"> by <span class="author vcard">'
    '<a class="url fn n" href="/author/mquill/">Mara Quill</a></span></span>',
)
_add(
    "f_byline_drupal_submitted_us_numeric",
    "en",
    "2026-12-04",
    "drupal",
    url="https://f-byline-drupal.com/news/north-pier-rebuild",
    meta='<span class="submitted">Submitted by <a href="/user/12">mquill</a> on '
    "<span>Fri, 12/04/2026 - 14:30</span></span>",
)
_add(
    "f_byline_arc_updated_then_published",
    "en",
    "2026-12-04",
    "arc",
    url="https://f-byline-arc.com/local/2026/12/north-pier-rebuild/",
    head=_article(
        headline="Harbour board votes to rebuild north pier",
        datePublished="2026-12-04T23:15:00Z",
        dateModified="2026-12-05T15:01:00Z",
    ),
    meta='<span class="byline">By Mara Quill</span>'
    '<div class="timestamp">Updated December 5, 2026 at 10:01 a.m. EST</div>'
    '<div class="timestamp">Published December 4, 2026 at 6:15 p.m. EST</div>',
)
_add(
    "f_byline_brightspot_dec_dot",
    "en",
    "2026-12-03",
    "brightspot",
    url="https://f-byline-bsp.com/news/north-pier-rebuild",
    meta='<div class="Page-datePublished">Published: Dec. 3, 2026, 5:47 p.m. CT</div>',
    side='<ul><li><a href="/news/ferry">Ferry timetable changes</a> Dec. 5, 2026</li></ul>',
)
_add(
    "f_byline_gb_dot_row_read_time",
    "en",
    "2026-12-03",
    url="https://www.f-byline-row.co.uk/news/north-pier-rebuild",
    meta='<p class="article-meta">Mara Quill · Thursday 3 December 2026 · 4 min read</p>',
)
_add(
    "f_byline_nextjs_data_only",
    "en",
    "2026-12-04",
    "nextjs",
    url="https://f-byline-next.com/news/north-pier-rebuild-4711",
    meta='<span class="Byline_author__u2">Mara Quill</span>'
    '<span class="Byline_read__r4">4 min read</span>',
    after=_next_data(
        {
            "id": 4711,
            "slug": "north-pier-rebuild-4711",
            "title": "Harbour board votes to rebuild north pier",
            "publishedAt": "2026-12-04T16:20:00.000Z",
            "updatedAt": "2026-12-05T22:05:00.000Z",
        }
    ),
)

# --- jsonld: JSON-LD as CMSs emit it -----------------------------------------------------------
_family("jsonld")
_add(
    "f_jsonld_yoast_graph_hidden_date",
    "en",
    "2026-12-03",
    "wordpress",
    url="https://f-jsonld-yoast.com/north-pier-rebuild/",
    head=_jsonld(
        {
            "@context": "https://schema.org",
            "@graph": [
                {"@type": "WebSite", "@id": "https://f-jsonld-yoast.com/#website"},
                {
                    "@type": "WebPage",
                    "@id": "https://f-jsonld-yoast.com/north-pier-rebuild/",
                    "datePublished": "2026-12-03T07:00:00+00:00",
                    "dateModified": "2026-12-05T18:22:41+00:00",
                },
                {
                    "@type": "Article",
                    "headline": "Harbour board votes to rebuild north pier",
                    "datePublished": "2026-12-03T07:00:00+00:00",
                    "dateModified": "2026-12-05T18:22:41+00:00",
                },
            ],
        }
    ),
    meta='<span class="byline">by Mara Quill</span>',
    side='<ul><li><a href="/ferry/">Ferry timetable changes</a> '
    '<span class="post-date">December 5, 2026</span></li></ul>',
)
_add(
    "f_jsonld_top_array_de",
    "de",
    "2026-12-02",
    url="https://www.f-jsonld-array.de/lokales/nordmole-4711.html",
    head=_jsonld(
        [
            {
                "@context": "https://schema.org",
                "@type": "BreadcrumbList",
                "itemListElement": [{"@type": "ListItem", "position": 1, "name": "Lokales"}],
            },
            {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": "Hafenrat beschließt Neubau der Nordmole",
                "datePublished": "2026-12-02T11:00:00+01:00",
            },
        ]
    ),
    meta='<p class="dateline">02.12.2026, 11:00 Uhr</p>',
)
_add(
    "f_jsonld_mainentity_related_times",
    "en",
    "2026-12-04",
    url="https://f-jsonld-main.com/stories/north-pier-rebuild",
    head=_jsonld(
        {
            "@context": "https://schema.org",
            "@type": "WebPage",
            "name": "Harbour board votes to rebuild north pier",
            "mainEntity": {
                "@type": "NewsArticle",
                "headline": "Harbour board votes to rebuild north pier",
                "datePublished": "2026-12-04T09:00:00-08:00",
            },
        }
    ),
    after='<section class="related"><h2>Related</h2><ul>'
    '<li><a href="/stories/ferry">Ferry timetable changes</a> '
    '<time datetime="2026-12-05T10:00:00-08:00">Dec 5</time></li>'
    '<li><a href="/stories/crane">New crane for the container quay</a> '
    '<time datetime="2026-12-05T14:30:00-08:00">Dec 5</time></li></ul></section>',
)
_add(
    "f_jsonld_date_only_published_updated_visible",
    "en",
    "2026-12-01",
    url="https://www.f-jsonld-dateonly.co.uk/news/north-pier-rebuild",
    head=_article(
        headline="Harbour board votes to rebuild north pier",
        datePublished="2026-12-01",
        dateModified="2026-12-05T10:00:00Z",
    ),
    meta='<p class="updated">Last updated 5 December 2026</p>',
)
_add(
    "f_jsonld_au_utc_after_midnight",
    "en",
    "2026-12-05",
    url="https://www.f-jsonld-au.com.au/news/north-pier-rebuild",
    head=_jsonld(
        {
            "@context": "https://schema.org",
            "@type": "ReportageNewsArticle",
            "headline": "Harbour board votes to rebuild north pier",
            "datePublished": "2026-12-04T13:30:00Z",
        }
    ),
    meta='<span class="byline">Mara Quill</span>',
)
_add(
    "f_jsonld_org_founding_other_script",
    "en",
    "2026-12-03",
    "drupal",
    url="https://f-jsonld-org.com/news/north-pier-rebuild",
    head=_jsonld(
        {
            "@context": "https://schema.org",
            "@type": "NewsMediaOrganization",
            "name": "Quay Chronicle",
            "foundingDate": "1998-04-01",
        }
    )
    + _article(
        headline="Harbour board votes to rebuild north pier",
        datePublished="2026-12-03T15:40:00-05:00",
    ),
    after='<p class="since">Serving the waterfront since April 1, 1998 · © 1998–2026</p>',
)

# --- meta: head fields ------------------------------------------------------------------------
_family("meta")
_add(
    "f_meta_og_modified_newer",
    "en",
    "2026-11-28",
    url="https://www.f-meta-og.co.uk/news/north-pier-rebuild",
    head=_meta("article:published_time", "2026-11-28T08:00:00+00:00", "property")
    + _meta("article:modified_time", "2026-12-05T19:00:00+00:00", "property")
    + _meta("og:updated_time", "2026-12-05T19:00:00+00:00", "property"),
    meta='<p class="updated">Updated 5 Dec 2026</p>',
)
_add(
    "f_meta_parsely_pub_date_only",
    "en",
    "2026-12-04",
    "medium",
    url="https://f-meta-parsely.com/p/north-pier-rebuild",
    head=_meta("parsely-pub-date", "2026-12-04T14:00:00Z"),
)
_add(
    "f_meta_itemprop_in_body_fr",
    "fr",
    "2026-12-03",
    url="https://www.f-meta-itemprop.fr/actualite/jetee-nord",
    meta='<meta itemprop="datePublished" content="2026-12-03T10:00:00+01:00">'
    '<meta itemprop="dateModified" content="2026-12-05T08:12:00+01:00">'
    '<p class="meta">Publié le 3 décembre 2026 à 10h00, mis à jour le 5 décembre 2026 à '
    "08h12</p>",
)
_add(
    "f_meta_dc_issued_gov_reviewed",
    "en",
    "2026-12-02",
    "drupal",
    url="https://www.f-meta-gov.gov.uk/news/north-pier-rebuild",
    head=_meta("DC.date.issued", "2026-12-02"),
    after='<div class="page-review">Page last reviewed: 5 December 2026<br>'
    "Next review due: 5 June 2027</div>",
)
_add(
    "f_meta_date_and_last_modified",
    "en",
    "2026-12-04",
    url="https://f-meta-date.com/news/north-pier-rebuild",
    head=_meta("date", "2026-12-04") + _meta("last-modified", "2026-12-05"),
)

# --- timeel: <time> elements ----------------------------------------------------------------------
_family("timeel")
_add(
    "f_time_related_strip_above",
    "en",
    "2026-12-03",
    "arc",
    url="https://f-time-strip.com/news/north-pier-rebuild",
    above='<div class="trending"><a href="/news/ferry">Ferry timetable changes</a> '
    '<time datetime="2026-12-05T16:00:00Z">Dec 5, 2026</time></div>',
    meta='By Mara Quill <time datetime="2026-12-03T12:00:00Z">December 3, 2026</time>',
)
_add(
    "f_time_pubdate_weekday_text",
    "en",
    "2026-12-02",
    "ghost",
    url="https://f-time-pubdate.com/north-pier-rebuild/",
    meta='<time class="post-date" datetime="2026-12-02" pubdate>Wednesday</time>',
)
_add(
    "f_time_op_modified_first",
    "en",
    "2026-12-01",
    url="https://f-time-op.com/news/north-pier-rebuild",
    meta='<header class="op-header"><time class="op-modified" '
    'datetime="2026-12-05T09:00:00Z">December 5, 2026</time> '
    '<time class="op-published" datetime="2026-12-01T09:00:00Z">December 1, 2026</time>'
    "</header>",
)
_add(
    "f_time_utc_attr_evening_est",
    "en",
    "2026-12-04",
    url="https://f-time-est.com/news/north-pier-rebuild",
    meta='<p class="dateline"><time datetime="2026-12-05T03:45:00Z">December 4, 2026 at '
    "10:45 PM EST</time></p>",
)

# --- url: the date in the path --------------------------------------------------------------------
_family("url")
_add(
    "f_url_amp_copy",
    "en",
    "2026-12-03",
    url="https://f-url-amp.com/amp/news/2026/12/03/north-pier-rebuild/",
    head=_AMP_HEAD,
    meta='<div class="amp-byline">By Mara Quill</div>',
)
_add(
    "f_url_related_links_dated",
    "en",
    "2026-12-02",
    "wordpress",
    url="https://f-url-related.com/2026/12/02/north-pier-rebuild/",
    side='<ul><li><a href="/2026/12/05/ferry-timetable/">Ferry timetable changes</a></li>'
    '<li><a href="/2026/12/04/new-crane/">New crane for the container quay</a></li></ul>',
)
_add(
    "f_url_year_month_yearless_visible",
    "en",
    "2026-12-03",
    "wordpress",
    url="https://f-url-month.com/2026/12/north-pier-rebuild/",
    meta='<span class="posted-on">Dec 3</span>',
)

# --- zh: Chinese portals and government pages ----------------------------------------------------
_family("zh")
_add(
    "f_zh_gov_fabu_chengwen_table",
    "zh",
    "2026-12-04",
    url="http://www.f-zh-gov.gov.cn/art/2026/12/4/art_1229_4711.html",
    meta='<table class="xxgk"><tr><td>索引号：</td><td>11330000002482069X/2026-01234</td>'
    "<td>发布机构：</td><td>市港务局</td></tr><tr><td>成文日期：</td><td>2026-11-30</td>"
    "<td>发布日期：</td><td>2026-12-04</td></tr></table>",
)
_add(
    "f_zh_portal_source_row_hot_list",
    "zh",
    "2026-12-05",
    "portal",
    url="https://news.f-zh-portal.com/a/4711.html",
    meta="<span>2026-12-05 08:30:12</span> <span>来源：青禾日报</span> <span>作者：周雨</span>",
    side="<li><a href='/a/4712.html'>渡轮时刻表调整</a> <span>12-06</span></li>"
    "<li><a href='/a/4713.html'>集装箱码头新增吊机</a> <span>12-06</span></li>",
)
_add(
    "f_zh_gov_time_source_font_size",
    "zh",
    "2026-12-03",
    url="http://www.f-zh-zihao.gov.cn/zwgk/4711.html",
    meta='<div class="info">时间：2026年12月03日 来源：市人民政府办公室 '
    "字号：[ 大 中 小 ] 浏览次数：1024</div>",
    after='<div class="gov-footer">主办单位：市人民政府办公室 网站标识码：3300000001 '
    "© 2008-2026</div>",
)
_add(
    "f_zh_utc_meta_beijing_dateline",
    "zh",
    "2026-12-05",
    url="https://www.f-zh-utc.cn/news/4711.html",
    head=_meta("article:published_time", "2026-12-04T16:40:00Z", "property"),
    meta='<span class="time">2026-12-05 00:40</span>',
)
_add(
    "f_zh_syndicated_xinhua_dian",
    "zh",
    "2026-12-05",
    "portal",
    url="https://news.f-zh-xinhua.com/a/20261205/4711.html",
    meta="发布时间：2026-12-05 10:20 来源：新华社",
    first="新华社北京12月4日电 ",
)
_add(
    "f_zh_wechat_publish_time_em",
    "zh",
    "2026-12-04",
    "wechat",
    url="https://mp.f-zh-wechat.com/s/Qh4711",
    meta='<em id="publish_time" class="rich_media_meta rich_media_meta_text">'
    "2026年12月4日 18:30</em>",
)
_add(
    "f_zh_tw_published_updated",
    "zh",
    "2026-12-04",
    url="https://news.f-zh-tw.com.tw/news/4711",
    meta='<div class="date">發布時間：2026/12/04 15:32　更新時間：2026/12/05 09:10</div>',
)
_add(
    "f_zh_latest_bar_above",
    "zh",
    "2026-12-02",
    "portal",
    url="https://www.f-zh-bar.com/news/4711.html",
    above='<div class="scroll">最新：<a href="/news/4712.html">渡轮时刻表调整</a> '
    "2026-12-06 09:00</div>",
    meta="2026年12月02日 16:05 来源：青禾网",
)

# --- trap: traps ordinary pages carry ----------------------------------------------------------
_family("trap")
_add(
    "f_trap_syndicated_first_published",
    "en",
    "2026-12-05",
    url="https://f-trap-synd.com/news/north-pier-rebuild",
    head=_article(
        headline="Harbour board votes to rebuild north pier",
        datePublished="2026-12-05T13:00:00-05:00",
    ),
    meta='<p class="byline">By Mara Quill, Quay Wire · Dec. 5, 2026</p>',
    after='<p class="syndication"><em>This story was first published by Quay Wire on '
    "Dec. 2, 2026, and is republished under a content-sharing agreement.</em></p>",
)
_add(
    "f_trap_updated_originally_published",
    "en",
    "2026-11-30",
    url="https://f-trap-orig.com/news/north-pier-rebuild",
    meta='<p class="dates">Last Updated: December 5, 2026 | Originally Published: '
    "November 30, 2026</p>",
)
_add(
    "f_trap_amp_ist_byline",
    "en",
    "2026-12-04",
    url="https://f-trap-amp.in/amp/news/north-pier-rebuild",
    head=_AMP_HEAD.replace("f-amp.example", "f-trap-amp.in"),
    meta='<div class="amp-byline">Mara Quill | <time datetime="2026-12-04T18:00:00+05:30">'
    "December 4, 2026 6:00 PM IST</time></div>",
)
_add(
    "f_trap_latest_newer_than_article",
    "en",
    "2026-12-04",
    "wordpress",
    url="https://f-trap-latest.com/news/north-pier-rebuild/",
    meta='<span class="posted-on">December 4, 2026</span>',
    side='<ul class="wp-block-latest-posts"><li><a href="/ferry/">Ferry timetable changes</a>'
    '<time datetime="2026-12-05T20:00:00+00:00" class="wp-block-latest-posts__post-date">'
    'December 5, 2026</time></li><li><a href="/crane/">New crane</a>'
    '<time datetime="2026-12-05T11:00:00+00:00" class="wp-block-latest-posts__post-date">'
    "December 5, 2026</time></li></ul>",
)

# --- lang: other languages ----------------------------------------------------------------------
_family("lang")
_add(
    "f_lang_es_abbr_month_dot",
    "es",
    "2026-12-04",
    url="https://www.f-lang-es.es/local/muelle-norte-4711.html",
    meta='<p class="fecha">Publicado el 04 dic. 2026 - 18:42 · Actualizado el 05 dic. 2026 '
    "- 09:15</p>",
)
_add(
    "f_lang_it_pubblicato_aggiornato",
    "it",
    "2026-12-04",
    url="https://www.f-lang-it.it/cronaca/molo-nord-4711",
    meta='<div class="data">Pubblicato il: 04/12/2026 – 21:30 | Aggiornato il: '
    "05/12/2026 – 08:02</div>",
)
_add(
    "f_lang_pt_br_as_h",
    "pt",
    "2026-12-04",
    url="https://www.f-lang-pt.com.br/cidades/pier-norte-4711",
    meta='<p class="content-publication-data">04/12/2026 às 18h30 · Atualizado há 11 horas</p>',
)
_add(
    "f_lang_de_stand_with_jsonld",
    "de",
    "2026-12-04",
    url="https://www.f-lang-de.de/inland/nordmole-100.html",
    head=_article(
        headline="Hafenrat beschließt Neubau der Nordmole",
        datePublished="2026-12-04T19:30:00+01:00",
        dateModified="2026-12-05T07:58:00+01:00",
    ),
    meta='<p class="metatextline">Stand: 05.12.2026 07:58 Uhr</p>',
)
_add(
    "f_lang_fr_time_text_mis_a_jour",
    "fr",
    "2026-12-03",
    url="https://www.f-lang-fr.fr/region/jetee-nord_4711",
    meta='<p class="meta"><time datetime="2026-12-03T06:00:00+01:00">Publié le 03/12/2026 à '
    "06h00</time> · Mis à jour le 03/12/2026 à 11h20</p>",
    after='<aside class="lire-aussi">Lire aussi : <a href="/region/bac">Le bac change '
    "d'horaires</a> Publié le 05/12/2026</aside>",
)
_add(
    "f_lang_ru_bitrix_related",
    "ru",
    "2026-12-04",
    "bitrix",
    url="https://f-lang-ru.ru/news/4711/",
    meta='<span class="news-date-time">4 декабря 2026, 21:17</span>',
    after='<div class="news-related"><h3>Новости по теме</h3><ul><li><a href="/news/4712/">'
    "Паром меняет расписание</a> 5 декабря 2026</li></ul></div>",
)
_add(
    "f_lang_ja_koukai_koushin",
    "ja",
    "2026-12-04",
    "jportal",
    url="https://www.f-lang-ja.jp/articles/4711",
    meta="<span>公開日：2026年12月4日 19時05分</span><span>更新日：2026年12月5日 8時00分</span>",
)
_add(
    "f_lang_ko_seungin",
    "ko",
    "2026-12-04",
    "kportal",
    url="https://www.f-lang-ko.co.kr/news/articleView.html?idxno=4711",
    meta="<li>승인 2026.12.04 17:20</li><li>수정 2026.12.05 09:02</li>",
)
_add(
    "f_lang_ar_month_names_pm",
    "ar",
    "2026-12-04",
    url="https://www.f-lang-ar.com/news/4711",
    meta='<span class="date">الجمعة 4 ديسمبر 2026 - 10:15 م</span>',
)
_add(
    "f_lang_pl_aktualizacja",
    "pl",
    "2026-12-04",
    url="https://www.f-lang-pl.pl/wiadomosci/molo-polnocne-4711",
    meta='<div class="article-date">04.12.2026 18:30, aktualizacja: 05.12.2026 07:00</div>',
)
_add(
    "f_lang_tr_son_guncelleme",
    "tr",
    "2026-12-04",
    url="https://www.f-lang-tr.com.tr/gundem/kuzey-iskelesi-4711",
    meta='<div class="tarih">04.12.2026 - 18:30 | Son Güncelleme: 05.12.2026 - 09:12</div>',
)

# --- nodate: no date of the page's own ---------------------------------------------------------
_family("nodate")
_add(
    "f_none_en_service_page",
    "en",
    None,
    url="https://f-none-en.com/visit/harbour-office",
    after='<div class="contact">Harbour office, Quay 4 · Open Mon–Fri 9:00–17:00 · '
    "Call 555-0142</div><p>© 2026 Quay Chronicle</p>",
)
_add(
    "f_none_zh_gov_contact",
    "zh",
    None,
    url="http://www.f-none-zh.gov.cn/lxwm/index.html",
    after='<div class="gov-footer">联系电话：0571-87050000 地址：港湾路1号 '
    "网站标识码：3300000002 © 2008-2026</div>",
)
_add(
    "f_none_de_sidebar_latest_only",
    "de",
    None,
    "wordpress",
    url="https://www.f-none-de.de/ueber-uns/hafenrat/",
    side='<ul><li><a href="/faehre/">Fähre ändert Fahrplan</a> '
    '<span class="post-date">5. Dezember 2026</span></li>'
    '<li><a href="/kran/">Neuer Kran am Containerkai</a> '
    '<span class="post-date">4. Dezember 2026</span></li></ul>',
)

CASES: tuple[Case, ...] = tuple(_BATCH.cases)
