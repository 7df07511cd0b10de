"""Third round of hand-written date cases, batch A (session 17): the pages fixes look at.

Written together with batch B (``benchmarks/date_cases3b.py``) before any code change, from
general knowledge of how CMSs and newsrooms print dates (no page copied from anyone, no
bench page looked at for them), harder than session 16's round: the kinds newsfold still
missed there (a breaking-news ``<time>`` above the headline, a comments-only page, a
``data-*`` date on an element whose class does not say date, a footer "Posted on" against
an old structured date, a Russian date without a year but with a time) and the kinds
issue 15 names for unseen pages:

- ``missing``: a date a reader sees where newsfold returned nothing (a calendar icon's
  split parts, ordinals, two-digit years, ``02-Dec-2026``, Japanese era years, a table);
- ``stale``: a structured date years away from every visible date (two fields agreeing,
  a ``<time>`` whose attribute is stale and whose text is not);
- ``midnight``: the instant given in UTC, the page's own zone's day counts (stated by an
  offset, an abbreviation, or the country of the site);
- ``modified``: "updated" written before "published", in several languages;
- ``relative``: anchored on the crawl time, in the page's zone (fetched at 03:30 UTC: the
  next day in Europe and Asia, the day before in the Americas);
- ``zh``: Chinese portals (GBK, ``来源：`` lines, yearless ``12-03 09:15``, a header's
  "today", WeChat articles whose date a script fills in);
- ``lang``: other languages and calendars (Thai Buddhist years);
- ``teaser``, ``comments``, ``place``: distractors, comments, machine-only attributes.

Each case is a whole page from a CMS template (``benchmarks/date_case_templates.py``) on a
made-up host of its own; the truth is the publication day in the page's own zone, ``None``
when the page states no date of its own. Fetched at ``FETCHED3`` (2026-12-04 03:30 UTC).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from date_case_pages import comments as _comments
from date_case_pages import meta as _meta
from date_case_pages import news_article as _article
from date_case_templates import FETCHED3, CaseBatch, epoch
from date_cases import Case

__all__ = ["CASES"]

_BATCH = CaseBatch(FETCHED3)
_family = _BATCH.family
_add = _BATCH.add


_HOT = (
    '<li><a href="/news/1">渡轮冬季时刻表调整</a><span>11-29</span></li>'
    '<li><a href="/news/2">救生艇一天出动两次</a><span>12-01</span></li>'
    '<li><a href="/news/3">渔港冷库扩建完工</a><span>12-04</span></li>'
)

# --- missing: a visible date where nothing was returned ----------------------------------
_family("missing")
_add(
    "a_miss_split_calendar",
    "en",
    "2026-12-02",
    "wordpress",
    meta='<div class="post-date"><span class="day">02</span><span class="month">Dec</span>'
    '<span class="year">2026</span></div><span class="byline">by <span class="author vcard">'
    "Mara Quill</span></span>",
)
_add(
    "a_miss_ordinal_uk",
    "en",
    "2026-12-02",
    meta='<p class="article-date">Wednesday 2nd December 2026</p>',
)
_add(
    "a_miss_two_digit_year_de",
    "de",
    "2026-12-02",
    "drupal",
    meta='<div class="meta">Von Mara Quill | 02.12.26, 14:05 Uhr</div>',
)
_add(
    "a_miss_hyphen_month",
    "en",
    "2026-12-02",
    meta='<div class="info">Posted: 02-Dec-2026 14:05 | Harbour desk</div>',
)
_add(
    "a_miss_reiwa",
    "ja",
    "2026-12-02",
    meta='<p class="date">令和8年12月2日 14時05分</p>',
)
_add(
    "a_miss_table_after_body",
    "nl",
    "2026-12-02",
    after='<table class="artikel-info"><tr><td>Auteur:</td><td>Mara Quill</td></tr>'
    "<tr><td>Geplaatst op:</td><td>woensdag 2 december 2026</td></tr></table>",
)

# --- stale: a structured date years away from every visible date ---------------------------
_family("stale")
_add(
    "a_stale_footer_posted_on",
    "en",
    "2026-12-02",
    "wordpress",
    head=_meta("article:published_time", "2014-06-10T08:00:00+00:00", "property"),
    meta='<span class="byline">by <span class="author vcard">Mara Quill</span></span>',
    after="Posted on December 2, 2026 by Mara Quill in "
    '<span class="cat-links"><a href="/harbour/">Harbour</a></span>',
)
_add(
    "a_stale_two_fields_agree",
    "en",
    "2026-12-02",
    head=_article(datePublished="2013-04-01T09:00:00Z")
    + _meta("article:published_time", "2013-04-01T09:00:00Z", "property"),
    meta='<p class="byline">By Mara Quill | December 2, 2026</p>',
)
_add(
    "a_stale_time_attr",
    "fr",
    "2026-12-02",
    meta='<p class="meta">Par Mara Quill, le <time datetime="2016-01-01T00:00:00+01:00">'
    "2 décembre 2026</time></p>",
)
_add(
    "a_stale_dc_issued_ghost",
    "de",
    "2026-12-02",
    "ghost",
    head=_meta("DC.date.issued", "2009-05-11"),
    meta='<span class="post-date">02.12.2026 | 14:05 Uhr</span>',
)

# --- midnight: the page's own zone's day ------------------------------------------------------
_family("midnight")
_add(
    "a_mid_zh_utc_ld_yearless_visible",
    "zh",
    "2026-12-03",
    "portal",
    head=_article(datePublished="2026-12-02T16:15:00Z"),
    meta="12-03 00:15 来源：青禾网",
)
_add(
    "a_mid_us_time_only_est",
    "en",
    "2026-12-02",
    head=_meta("article:published_time", "2026-12-03T03:40:00Z", "property"),
    meta='<p class="byline">By Mara Quill · Published 10:40 PM EST</p>',
)
_add(
    "a_mid_de_tld_utc_only",
    "de",
    "2026-12-03",
    url="https://a-mid-de-utc.de/lokales/nordmole-neubau-100.html",
    head=_article(datePublished="2026-12-02T23:30:00Z"),
    meta='<p class="autor">Von Mara Quill</p>',
)
_add(
    "a_mid_au_time_utc_attr",
    "en",
    "2026-12-03",
    url="https://a-mid-au.com.au/news/harbour-board-north-pier",
    meta='<p class="byline">Mara Quill · <time datetime="2026-12-02T14:00:00Z">'
    "3 December 2026</time></p>",
)
_add(
    "a_mid_mx_named_visible",
    "es",
    "2026-12-02",
    url="https://a-mid-mx.com.mx/local/muelle-norte",
    head=_meta("article:published_time", "2026-12-03T05:50:00Z", "property"),
    meta='<p class="fecha">2 de diciembre de 2026, 23:50</p>',
)
_add(
    "a_mid_jp_time_offset_vs_utc_ld",
    "ja",
    "2026-12-03",
    head=_article(datePublished="2026-12-02T15:05:00Z"),
    meta='<p class="date"><time datetime="2026-12-03T00:05:00+09:00">2026年12月3日 0時05分'
    "</time></p>",
)

# --- modified: "updated" written first --------------------------------------------------------
_family("modified")
_add(
    "a_mod_fr_mis_a_jour_first",
    "fr",
    "2026-12-01",
    meta='<p class="dates">Mis à jour le 3 décembre 2026 à 09h15 · '
    "Publié le 1 décembre 2026 à 18h00</p>",
)
_add(
    "a_mod_es_actualizado_first",
    "es",
    "2026-12-01",
    meta='<p class="fechas">Actualizado 03/12/2026 09:15 h · Publicado 01/12/2026 18:00 h</p>',
)
_add(
    "a_mod_zh_update_label_first",
    "zh",
    "2026-12-01",
    "portal",
    meta="更新时间：2026-12-03 09:15　发布时间：2026-12-01 18:00　来源：青禾网",
)
_add(
    "a_mod_ld_visible_update_only",
    "en",
    "2026-12-01",
    "arc",
    head=_article(
        datePublished="2026-12-01T18:00:00-05:00", dateModified="2026-12-03T09:15:00-05:00"
    ),
    meta='<span class="byline">By Mara Quill</span> '
    '<span class="display-date">Updated Dec. 3, 2026, 9:15 a.m.</span>',
)
_add(
    "a_mod_ru_obnovleno_first",
    "ru",
    "2026-12-01",
    "bitrix",
    meta='<span class="news-date-time">Обновлено 3 декабря 2026, 09:15 | '
    "Опубликовано 1 декабря 2026, 18:00</span>",
)

# --- relative: anchored on the crawl time (2026-12-04 03:30 UTC), in the page's zone ----------
_family("relative")
_add(
    "a_rel_de_vor_4_stunden",
    "de",
    "2026-12-04",
    url="https://a-rel-de.de/lokales/nordmole",
    meta='<p class="datum">vor 4 Stunden</p>',
)
_add(
    "a_rel_fr_hier",
    "fr",
    "2026-12-03",
    url="https://a-rel-fr.fr/actualites/jetee-nord",
    meta='<p class="date">Hier à 23h10</p>',
)
_add("a_rel_ko_eoje", "ko", "2026-12-03", meta='<span class="date">어제 23:40</span>')
_add(
    "a_rel_mx_hace_2_horas",
    "es",
    "2026-12-03",
    url="https://a-rel-mx.com.mx/local/muelle-norte",
    meta='<p class="fecha">hace 2 horas</p>',
)
_add("a_rel_en_hrs_ago", "en", "2026-12-03", meta='<p class="byline">Mara Quill · 6 hrs ago</p>')
_add("a_rel_zh_2_tian_qian", "zh", "2026-12-02", "portal", meta="2天前 来源：青禾网")

# --- zh: Chinese portals ---------------------------------------------------------------------
_family("zh")
_add(
    "a_zh_gbk_cjk_time_source",
    "zh",
    "2026-12-03",
    "portal",
    charset="gbk",
    meta="2026年12月3日 09:15　来源：青禾日报",
)
_add(
    "a_zh_yearless_hot_list",
    "zh",
    "2026-12-03",
    "portal",
    meta="12-03 09:15 来源：青禾网",
    side=_HOT,
)
_add(
    "a_zh_header_today_widget",
    "zh",
    "2026-12-03",
    "portal",
    above='<span class="today">今天是2026年12月4日 星期五</span>',
    meta="发布时间：2026-12-03 09:15:22 作者：周雨 来源：青禾网",
)
_add(
    "a_zh_source_after_body",
    "zh",
    "2026-12-03",
    "portal",
    after='<div class="source">来源：青禾日报　2026-12-03 09:15</div>',
)
_add(
    "a_zh_gbk_slash_time_label",
    "zh",
    "2026-12-03",
    "portal",
    charset="gbk",
    meta='时间：2026/12/03 09:15　点击：<span id="hits">128</span>',
)
_add(
    "a_zh_hk_shangwu",
    "zh-TW",
    "2026-12-03",
    meta='<p class="date">2026年12月3日（星期四）上午9:15</p>',
)
_add(
    "a_zh_wechat_ct",
    "zh",
    "2026-12-03",
    "wechat",
    meta='<em id="publish_time" class="rich_media_meta rich_media_meta_text"></em>',
    after=f'<script>var ct = "{epoch("2026-12-03T09:15:00+08:00")}";var msg_title = "北码头";'
    "</script>",
)

# --- lang: other languages and calendars ------------------------------------------------------
_family("lang")
_add(
    "a_lang_ru_yearless_time",
    "ru",
    "2026-11-28",
    "bitrix",
    meta='<span class="news-date-time">28 ноября, 14:30</span>',
)
_add("a_lang_pl", "pl", "2026-12-03", meta='<p class="data">3 grudnia 2026, 09:15</p>')
_add("a_lang_tr", "tr", "2026-12-03", meta='<p class="tarih">03 Aralık 2026 Perşembe 09:15</p>')
_add(
    "a_lang_vi",
    "vi",
    "2026-12-03",
    meta='<span class="date">Thứ năm, 3/12/2026, 09:15 (GMT+7)</span>',
)
_add("a_lang_th_buddhist", "th", "2026-12-03", meta='<p class="date">3 ธันวาคม 2569</p>')
_add("a_lang_uk", "uk", "2026-12-03", meta='<p class="date">3 грудня 2026, 09:15</p>')

# --- teaser: other stories' dates above the headline ------------------------------------------
_family("teaser")
_add(
    "a_teaser_breaking_bar",
    "en",
    "2026-12-02",
    "wordpress",
    above='<div class="breaking-news"><span class="label">BREAKING</span> '
    '<a href="/news/ferry-aground">Ferry runs aground off the point</a> '
    '<time datetime="2026-12-04T02:50:00Z">9:50 PM</time></div>',
    meta='<span class="posted-on">December 2, 2026</span>',
)
_add(
    "a_teaser_trending_nav_de",
    "de",
    "2026-12-02",
    above='<nav class="trending"><a href="/news/faehre">Fähre fällt aus</a> '
    '<time datetime="2026-12-03T17:30:00+01:00">03.12.2026</time> '
    '<a href="/news/sturm">Sturmwarnung</a> <time datetime="2026-12-04T02:10:00+01:00">'
    "04.12.2026</time></nav>",
    meta='<p class="datum">02.12.2026</p>',
)
_add(
    "a_teaser_most_read_side_url",
    "en",
    "2026-12-02",
    url="https://a-teaser-url.example/2026/12/02/harbour-board-north-pier/",
    side='<ul class="most-read"><li><a href="/2026/12/03/ferry/">Ferry timetable</a> '
    '<span>December 3, 2026</span></li><li><a href="/2026/12/04/storm/">Storm warning</a> '
    "<span>December 4, 2026</span></li></ul>",
)

# --- comments ---------------------------------------------------------------------------------
_family("comments")
_add(
    "a_comments_only_plain",
    "en",
    None,
    after=_comments(("Ann", "December 3, 2026 at 10:14 am"), ("Bo", "December 3, 2026 at 6:01 pm")),
)
_add(
    "a_comments_after_footer_date",
    "en",
    "2026-12-02",
    "wordpress",
    after='<span class="posted-on">Posted on December 2, 2026</span>'
    + _comments(("Ann", "December 3, 2026 at 10:14 am"), ("Bo", "December 3, 2026 at 6:01 pm")),
)
_add(
    "a_comments_ld_relative",
    "en",
    "2026-12-02",
    head=_article(datePublished="2026-12-02T14:05:00Z"),
    after=_comments(("Ann", "2 hours ago"), ("Bo", "5 hours ago")),
)

# --- place: dates stated for machines only ----------------------------------------------------
_family("place")
_add(
    "a_place_data_published_div",
    "en",
    "2026-12-02",
    meta='<div class="article__info" data-published="2026-12-02T08:00:00Z" '
    'data-updated="2026-12-03T10:00:00Z"><span class="article__author">Mara Quill</span></div>',
)
_add(
    "a_place_data_timestamp_meta",
    "en",
    "2026-12-02",
    meta='<p class="byline">By Mara Quill <span class="meta-item js-relative" '
    f'data-timestamp="{epoch("2026-12-02T08:00:00+00:00")}"></span></p>',
)
_add(
    "a_place_abbr_published",
    "en",
    "2026-12-02",
    meta='<p class="byline">By Mara Quill · <abbr class="published" '
    'title="2026-12-02T08:00:00+01:00">Wed</abbr></p>',
)
_add(
    "a_place_next_data_script",
    "en",
    "2026-12-02",
    "nextjs",
    meta='<span class="Byline_author__b2">Mara Quill</span>',
    head='<script id="__NEXT_DATA__" type="application/json">'
    + json.dumps(
        {
            "props": {
                "pageProps": {
                    "story": {
                        "id": 48213,
                        "slug": "harbour-board-north-pier",
                        "publishedDate": "2026-12-02T08:00:00.000Z",
                    }
                }
            },
            "page": "/news/[slug]",
        }
    )
    + "</script>",
)

CASES: tuple[Case, ...] = tuple(_BATCH.cases)
