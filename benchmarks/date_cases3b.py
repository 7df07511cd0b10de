"""Third round of hand-written date cases, batch B (session 17): the held-out batch.

Written together with batch A (``benchmarks/date_cases3a.py``; see its docstring for the
families and the truth convention) and before any code was changed, from general
knowledge of CMS markup (no page copied from anyone): the same families with the same
number of pages, a different variant of each kind. No fix looks at these pages: they are
scored before and after the fixes made on batch A's failures, and that is the held-out
figure. Fetched at ``FETCHED3`` (2026-12-04 03:30 UTC) unless a case says otherwise.
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


_HOT_FULL = (
    '<li><a href="/news/1">渡轮冬季时刻表调整</a><span>2026-12-04</span></li>'
    '<li><a href="/news/2">救生艇一天出动两次</a><span>2026-12-04</span></li>'
)

# --- missing: a visible date where nothing was returned ----------------------------------
_family("missing")
_add(
    "b_miss_split_calendar_fr",
    "fr",
    "2026-12-02",
    "wordpress",
    meta='<div class="entry-date"><span class="jour">02</span><span class="mois">déc.</span>'
    '<span class="annee">2026</span></div>',
)
_add(
    "b_miss_ordinal_us",
    "en",
    "2026-12-02",
    "drupal",
    meta='<div class="node__submitted">By Mara Quill on December 2nd, 2026</div>',
)
_add(
    "b_miss_two_digit_year_es",
    "es",
    "2026-12-02",
    meta='<p class="autor">Mara Quill · 02/12/26 14:05</p>',
)
_add(
    "b_miss_hyphen_month_upper",
    "en",
    "2026-12-02",
    meta='<div class="story-info">PUBLISHED: 02-DEC-2026 14:05 | UPDATED: 02-DEC-2026 16:40</div>',
)
_add(
    "b_miss_reiwa_fullwidth",
    "ja",
    "2026-12-02",
    meta='<p class="date">令和８年１２月２日（水）</p>',
)
_add(
    "b_miss_dl_after_body",
    "en",
    "2026-12-02",
    after='<dl class="article-details"><dt>Author</dt><dd>Mara Quill</dd>'
    "<dt>Published</dt><dd>Wednesday, 2 December, 2026</dd></dl>",
)

# --- stale: a structured date years away from every visible date ---------------------------
_family("stale")
_add(
    "b_stale_footer_blogger",
    "en",
    "2026-12-02",
    "blogger",
    head=_meta("dc.date", "2012-03-04"),
    after='<span class="post-author vcard">Posted by Mara Quill</span> '
    '<span class="post-timestamp">on December 2, 2026</span>',
)
_add(
    "b_stale_itemprop_vs_visible",
    "en",
    "2026-12-02",
    meta='<meta itemprop="datePublished" content="2015-08-20">'
    '<p class="byline">By Mara Quill · Dec 2, 2026</p>',
)
_add(
    "b_stale_ld_og_agree_de",
    "de",
    "2026-12-02",
    head=_article(datePublished="2014-02-03T10:00:00+01:00")
    + _meta("article:published_time", "2014-02-03T10:00:00+01:00", "property"),
    meta='<p class="datum">2. Dezember 2026</p>',
)
_add(
    "b_stale_time_attr_es",
    "es",
    "2026-12-02",
    meta='<p class="meta">Por Mara Quill, <time datetime="2017-02-01">'
    "2 de diciembre de 2026</time></p>",
)

# --- midnight: the page's own zone's day ------------------------------------------------------
_family("midnight")
_add(
    "b_mid_in_ist",
    "en",
    "2026-12-03",
    url="https://b-mid-in.co.in/news/harbour-board-north-pier",
    head=_meta("article:published_time", "2026-12-02T19:00:00Z", "property"),
    meta='<p class="byline">Mara Quill | Dec 03, 2026, 00:30 IST</p>',
)
_add(
    "b_mid_us_pt",
    "en",
    "2026-12-02",
    head=_article(datePublished="2026-12-03T07:15:00Z"),
    meta='<p class="byline">By Mara Quill · December 2, 2026 at 11:15 pm PT</p>',
)
_add(
    "b_mid_zh_og_utc_cjk_visible",
    "zh",
    "2026-12-03",
    "portal",
    head=_meta("article:published_time", "2026-12-02T16:40:00Z", "property"),
    meta="2026年12月3日 00:40 来源：青禾网",
)
_add(
    "b_mid_kr_tld_utc_only",
    "ko",
    "2026-12-03",
    url="https://b-mid-kr.co.kr/news/article/20261203",
    head=_article(datePublished="2026-12-02T15:30:00Z"),
)
_add(
    "b_mid_nz_time_utc_attr",
    "en",
    "2026-12-03",
    url="https://b-mid-nz.co.nz/news/harbour-board-north-pier",
    meta='<p class="byline">Mara Quill · <time datetime="2026-12-02T11:30:00Z">'
    "3 Dec 2026</time></p>",
)
_add(
    "b_mid_ar_named_visible",
    "es",
    "2026-12-02",
    url="https://b-mid-ar.com.ar/sociedad/muelle-norte",
    head=_meta("article:published_time", "2026-12-03T01:30:00Z", "property"),
    meta='<p class="fecha">2 de diciembre de 2026 | 22:30</p>',
)

# --- modified: "updated" written first --------------------------------------------------------
_family("modified")
_add(
    "b_mod_en_updated_first_originally",
    "en",
    "2026-12-01",
    meta='<p class="timestamp">Updated 9:15 AM ET, Thu December 3, 2026 · '
    "Originally published 6:00 PM ET, Tue December 1, 2026</p>",
)
_add(
    "b_mod_pt_atualizado_first",
    "pt",
    "2026-12-01",
    meta='<p class="data">Atualizado em 03/12/2026 às 09h15 | Publicado em 01/12/2026 às 18h00</p>',
)
_add(
    "b_mod_zh_xiugai_first",
    "zh",
    "2026-12-01",
    "portal",
    meta="最后修改：2026年12月3日 09:15　发布：2026年12月1日 18:00",
)
_add(
    "b_mod_og_updated_visible",
    "en",
    "2026-12-01",
    head=_meta("article:published_time", "2026-12-01T18:00:00+00:00", "property")
    + _meta("og:updated_time", "2026-12-03T09:15:00+00:00", "property"),
    meta='<p class="byline">Mara Quill · Last updated on 3 December 2026</p>',
)
_add(
    "b_mod_nl_bijgewerkt_first",
    "nl",
    "2026-12-01",
    meta='<p class="datum">Bijgewerkt: 3 december 2026 09:15 · '
    "Gepubliceerd: 1 december 2026 18:00</p>",
)

# --- relative: anchored on the crawl time (2026-12-04 03:30 UTC), in the page's zone ----------
_family("relative")
_add("b_rel_ja_4_jikan_mae", "ja", "2026-12-04", meta='<span class="date">4時間前</span>')
_add(
    "b_rel_de_gestern",
    "de",
    "2026-12-03",
    url="https://b-rel-de.de/lokales/nordmole",
    meta='<p class="datum">gestern, 23:45 Uhr</p>',
)
_add("b_rel_zh_zuotian", "zh", "2026-12-03", "portal", meta="昨天 23:50 来源：青禾网")
_add(
    "b_rel_br_ha_3_horas",
    "pt",
    "2026-12-03",
    url="https://b-rel-br.com.br/cidades/cais-norte",
    meta='<p class="data">há 3 horas</p>',
)
_add("b_rel_en_h_ago", "en", "2026-12-03", meta='<p class="byline">Mara Quill · 5h ago</p>')
_add(
    "b_rel_ru_vchera",
    "ru",
    "2026-12-03",
    "bitrix",
    url="https://b-rel-ru.ru/news/prichal",
    meta='<span class="news-date-time">вчера в 22:10</span>',
)

# --- zh: Chinese portals ---------------------------------------------------------------------
_family("zh")
_add(
    "b_zh_gbk_publish_label",
    "zh",
    "2026-12-03",
    "portal",
    charset="gbk",
    meta="发布时间：2026年12月03日 09:15　来源：青禾日报",
)
_add("b_zh_cjk_yearless_md", "zh", "2026-12-03", "portal", meta="12月3日 09:15 来源：青禾网")
_add(
    "b_zh_date_then_source_unlabeled",
    "zh",
    "2026-12-03",
    "portal",
    meta="2026年12月03日 09:15 青禾网",
    side=_HOT_FULL,
)
_add(
    "b_zh_header_today_source_first",
    "zh",
    "2026-12-03",
    "portal",
    above='<span class="today">今天是2026年12月4日 星期五</span>',
    meta="来源：青禾日报 2026-12-03",
)
_add(
    "b_zh_gbk_dots",
    "zh",
    "2026-12-03",
    "portal",
    charset="gbk",
    meta="2026.12.03 09:15 来源：青禾网",
)
_add(
    "b_zh_tw_slash_reporter",
    "zh-TW",
    "2026-12-03",
    meta='<p class="reporter">記者周雨／青禾報導　2026/12/03 09:15</p>',
)
_add(
    "b_zh_wechat_publish_time_var",
    "zh",
    "2026-12-03",
    "wechat",
    meta='<em id="publish_time" class="rich_media_meta rich_media_meta_text"></em>',
    after='<script>var publish_time = "2026-12-03" || "";var round_head_img = "";</script>',
)

# --- lang: other languages and calendars ------------------------------------------------------
_family("lang")
_add(
    "b_lang_ru_yearless_time",
    "ru",
    "2026-12-03",
    "bitrix",
    meta='<span class="news-date-time">3 декабря, 09:15</span>',
)
_add("b_lang_cs", "cs", "2026-12-03", meta='<p class="datum">3. prosince 2026 9:15</p>')
_add("b_lang_ro", "ro", "2026-12-03", meta='<p class="data">3 decembrie 2026, 09:15</p>')
_add("b_lang_id", "id", "2026-12-03", meta='<span class="date">Kamis, 03 Des 2026 09:15 WIB</span>')
_add("b_lang_th_abbr", "th", "2026-12-03", meta='<p class="date">3 ธ.ค. 2569 09:15 น.</p>')
_add("b_lang_hr", "hr", "2026-12-03", meta='<p class="datum">3. prosinca 2026. u 09:15</p>')

# --- teaser: other stories' dates above the article's own -------------------------------------
_family("teaser")
_add(
    "b_teaser_ticker",
    "en",
    "2026-12-02",
    above='<ul class="ticker"><li><a href="/news/ferry">Ferry runs aground</a> '
    '<time datetime="2026-12-04T02:50:00Z">Dec 4, 2026</time></li>'
    '<li><a href="/news/storm">Storm warning</a> <time datetime="2026-12-03T22:10:00Z">'
    "Dec 3, 2026</time></li></ul>",
    meta='<p class="byline">By Mara Quill · Published Dec 2, 2026</p>',
)
_add(
    "b_teaser_alerte_fr",
    "fr",
    "2026-12-02",
    above='<div class="alerte">Alerte info <time datetime="2026-12-04T04:10:00+01:00">04h10'
    '</time> <a href="/actu/ferry">Un ferry s\'échoue</a></div>',
    meta='<p class="date">Publié le 2 décembre 2026</p>',
)
_add(
    "b_teaser_read_also_inline",
    "fr",
    "2026-12-02",
    first='<aside class="lire-aussi">Lire aussi : <a href="/actu/ferry">Le ferry</a> '
    '<time datetime="2026-12-03">3 décembre 2026</time></aside>',
    after='<p class="date">Publié le 2 décembre 2026</p>',
)

# --- comments ---------------------------------------------------------------------------------
_family("comments")
_add(
    "b_comments_only_de",
    "de",
    None,
    after=_comments(("Anna", "03.12.2026 um 10:14"), ("Bodo", "03.12.2026 um 18:01")),
)
_add(
    "b_comments_date_before_comments",
    "de",
    "2026-12-02",
    after='<p class="datum">02.12.2026</p>'
    + _comments(("Anna", "03.12.2026 um 10:14"), ("Bodo", "03.12.2026 um 18:01")),
)
_add(
    "b_comments_ld_relative_fr",
    "fr",
    "2026-12-02",
    head=_article(datePublished="2026-12-02T14:05:00+01:00"),
    after=_comments(("Anne", "il y a 2 heures"), ("Bruno", "il y a 5 heures")),
)

# --- place: dates stated for machines only ----------------------------------------------------
_family("place")
_add(
    "b_place_data_pubdate_div",
    "en",
    "2026-12-02",
    meta='<div class="story-meta" data-pubdate="2026-12-02T08:00:00+01:00" '
    'data-author="Mara Quill"><span class="author">Mara Quill</span></div>',
)
_add(
    "b_place_data_ts_byline",
    "en",
    "2026-12-02",
    meta=f'<p class="byline" data-ts="{epoch("2026-12-02T08:00:00+00:00") * 1000}">'
    "By Mara Quill</p>",
)
_add(
    "b_place_value_title",
    "en",
    "2026-12-02",
    meta='<p class="byline">By Mara Quill <span class="dtstamp">'
    '<span class="value-title" title="2026-12-02T08:00:00+01:00"></span></span></p>',
)
_add(
    "b_place_nuxt_script",
    "en",
    "2026-12-02",
    "nextjs",
    meta='<span class="Byline_author__b2">Mara Quill</span>',
    after="<script>window.__NUXT__="
    + json.dumps(
        {
            "data": [
                {
                    "article": {
                        "id": 48213,
                        "slug": "harbour-board-north-pier",
                        "publicationDate": "2026-12-02T08:00:00.000Z",
                    }
                }
            ],
            "state": {},
        }
    )
    + ";</script>",
)

CASES: tuple[Case, ...] = tuple(_BATCH.cases)
