"""Second round of hand-written date cases, batch B (session 16): the held-out batch.

Written together with batch A (``benchmarks/date_cases2a.py``; see its docstring for the
families and the truth convention) and before any code was changed, from general
knowledge of CMS markup (no page copied from anyone). No fix looks at these pages: they
are scored before and after the fixes made on batch A's failures, and that is the
held-out figure. Pages are fetched at ``FETCHED2`` (2025-02-10 09:00 UTC) unless a case
says otherwise.
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
    '<span class="date">08/02/2025</span></li>'
    '<li><a href="/news/lifeboat">Lifeboat called out twice</a> '
    '<span class="date">06/02/2025</span></li></ul>'
)

# --- place: dates in unusual places ------------------------------------------------------
_family("place")
_add(
    "b_place_wp_footer_publicado",
    "es",
    "2024-11-18",
    "wordpress",
    meta='<span class="byline">por <span class="author vcard">Mara Quill</span></span>',
    after='<span class="posted-on">Publicado el 18 de noviembre de 2024</span> '
    '<span class="cat-links">en <a href="/local/">Local</a></span>',
    side='<ul><li><a href="/n/1">Cambia el horario del ferry</a> 9 de febrero de 2025</li></ul>',
)
_add("b_place_dateline_afp", "fr", "2024-11-12", first="PARIS, 12 novembre 2024 (AFP) - ")
_add(
    "b_place_url_compact_with_latest",
    "en",
    "2024-10-29",
    url="https://b-place-url-compact.example/content/20241029/harbour-pier-12345.html",
    side=_LATEST,
)
_add(
    "b_place_div_timestamp",
    "en",
    "2024-10-29",
    meta='<div class="story-meta"><div class="author">Mara Quill</div>'
    '<div class="timestamp">Oct 29, 2024 8:40am</div></div>',
)
_add(
    "b_place_data_publish_date",
    "en",
    "2024-10-21",
    meta='<p class="byline">By Mara Quill <span class="pub" '
    'data-publish-date="2024-10-21T07:40:00Z" data-format="relative"></span></p>',
)
_add(
    "b_place_itemprop_empty_div",
    "de",
    "2024-10-21",
    meta='<div class="meta">Von Mara Quill<div itemprop="datePublished" '
    'content="2024-10-21T07:40:00+02:00"></div></div>',
)
_add(
    "b_place_epoch_millis",
    "en",
    "2024-10-21",
    meta='<p class="byline">By Mara Quill <span class="js-timestamp" '
    f'data-time="{epoch("2024-10-21T07:40:00+00:00") * 1000}"></span></p>',
)

# --- meta: less common head fields and JSON-LD shapes --------------------------------------
_family("meta")
_add(
    "b_meta_article_published_as_name",
    "en",
    "2024-10-08",
    head=_meta("article:published_time", "2024-10-08T07:00:00+02:00"),
)
_add(
    "b_meta_cxense_publishtime",
    "en",
    "2024-10-08",
    head=_meta("cXenseParse:recs:publishtime", "2024-10-08T07:00:00+0200"),
)
_add(
    "b_meta_citation_date",
    "en",
    "2024-10-08",
    head=_meta("citation_publication_date", "2024/10/08"),
)
_add(
    "b_meta_graph_type_list",
    "en",
    "2024-10-08",
    head=_ld(
        {
            "@context": "https://schema.org",
            "@graph": [
                {"@type": "WebSite", "name": "The Quay", "url": "https://b-meta-graph.example/"},
                {"@type": "WebPage", "name": "Harbour board votes"},
                {
                    "@type": ["NewsArticle", "Article"],
                    "headline": "Harbour board votes to rebuild storm-hit north pier",
                    "datePublished": "2024-10-08T07:00:00+01:00",
                    "dateModified": "2024-12-20T16:00:00+01:00",
                },
            ],
        }
    ),
)
_add(
    "b_meta_jsonld_cdata",
    "en",
    "2024-10-08",
    head='<script type="application/ld+json">//<![CDATA[\n'
    + json.dumps(
        {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "datePublished": "2024-10-08T07:00:00Z",
            "dateModified": "2024-10-10T07:00:00Z",
        }
    )
    + "\n//]]></script>",
)
_add(
    "b_meta_dcterms_issued",
    "de",
    "2024-10-08",
    head=_meta("dcterms.issued", "2024-10-08T07:00:00+01:00"),
)
_add(
    "b_meta_parsely_pub_date",
    "en",
    "2024-10-08",
    head=_meta("parsely-pub-date", "2024-10-08T05:00:00Z"),
)

# --- stale: a structured date years away from the visible one -----------------------------
_family("stale")
_add(
    "b_stale_og_visible_de",
    "de",
    "2025-01-14",
    head=_meta("article:published_time", "2011-03-01T08:00:00+01:00", "property"),
    meta='<p class="datum">14.01.2025, 10:30 Uhr</p>',
)
_add(
    "b_stale_meta_date_static",
    "en",
    "2025-01-14",
    head=_meta("date", "2010-01-01"),
    meta='<p class="byline">By Mara Quill · January 14, 2025</p>',
)
_add(
    "b_stale_ld_footer_visible",
    "es",
    "2025-01-14",
    head=_ld(
        {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "datePublished": "2014-05-02T10:00:00+02:00",
        }
    ),
    after='<p class="fecha">Publicado el 14/01/2025</p>',
)

# --- midnight: the page's own day ----------------------------------------------------------
_family("midnight")
_add(
    "b_mid_br_naive_visible_utc_field",
    "pt",
    "2024-11-18",
    url="https://b-mid-br.com.br/noticias/cais-norte",
    head=_meta("article:published_time", "2024-11-19T02:10:00Z", "property"),
    meta='<p class="data">18/11/2024 23h10</p>',
)
_add(
    "b_mid_jp_utc_jsonld",
    "ja",
    "2024-11-19",
    head=_ld(
        {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "datePublished": "2024-11-18T16:30:00Z",
        }
    ),
    meta='<p class="date">2024年11月19日 01:30</p>',
)
_add(
    "b_mid_plus8_og_no_visible",
    "zh",
    "2024-11-19",
    head=_meta("article:published_time", "2024-11-19T00:15:00+08:00", "property"),
)
_add(
    "b_mid_fr_time_late",
    "fr",
    "2024-11-18",
    meta='<p class="meta">Par Mara Quill, <time datetime="2024-11-18T23:45:00+01:00">'
    "lundi, 23h45</time></p>",
)
_add(
    "b_mid_nz_utc_only",
    "en",
    "2024-11-19",
    url="https://b-mid-nz.co.nz/news/harbour-board-north-pier",
    head=_ld(
        {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "datePublished": "2024-11-18T19:00:00Z",
        }
    ),
    meta='<p class="byline">Mara Quill · Tuesday, 19 November 2024</p>',
)

# --- modified: "Updated" kept apart ----------------------------------------------------------
_family("modified")
_add(
    "b_mod_en_first_published_later",
    "en",
    "2024-11-18",
    meta='<p class="dates">Updated December 2, 2024 · First published November 18, 2024</p>',
)
_add(
    "b_mod_de_zuletzt",
    "de",
    "2024-11-18",
    meta='<p class="meta">Zuletzt aktualisiert am 2. Dezember 2024</p>',
    after='<p class="meta">Veröffentlicht am 18. November 2024</p>',
)
_add(
    "b_mod_zh_update_first",
    "zh",
    "2024-11-18",
    "portal",
    meta="更新于 2024年12月2日 10:00 ｜ 发表于 2024年11月18日 09:12",
)
_add(
    "b_mod_en_updated_visible_og",
    "en",
    "2024-11-18",
    head=_meta("article:published_time", "2024-11-18T09:12:00-05:00", "property"),
    meta='<p class="byline">By Mara Quill · Updated 2:00 PM EST, Mon December 2, 2024</p>',
)
_add(
    "b_mod_it_aggiornato_first",
    "it",
    "2024-11-18",
    meta='<p class="data">Aggiornato il 2 dicembre 2024 alle 10:00 · '
    "Pubblicato il 18 novembre 2024 alle 09:12</p>",
)

# --- teaser: a teaser's <time> just above the headline ---------------------------------------
_family("teaser")
_add(
    "b_teaser_related_nav",
    "en",
    "2024-11-12",
    above='<nav class="related-top"><a href="/news/budget">Council approves budget</a> '
    '<time datetime="2025-02-08T12:00:00Z">February 8, 2025</time></nav>',
    meta='<p class="byline">By Mara Quill | Published Nov 12, 2024</p>',
)
_add(
    "b_teaser_breaking_de",
    "de",
    "2024-11-12",
    above='<div class="eilmeldung"><a href="/news/faehre">Fähre fällt aus</a> '
    '<time datetime="2025-02-09T17:30:00+01:00">09.02.2025</time></div>',
    meta='<p class="datum">12.11.2024</p>',
)

# --- comments: comment dates are not the page's --------------------------------------------
_family("comments")
_add(
    "b_comments_only_time_tags",
    "en",
    None,
    after='<section class="comments"><h2>2 comments</h2>'
    '<div class="comment"><b>Ann</b> <time datetime="2024-11-13T08:14:00Z">November 13, 2024'
    "</time><p>Good news for the pier.</p></div>"
    '<div class="comment"><b>Bo</b> <time datetime="2024-11-14T18:01:00Z">November 14, 2024'
    "</time><p>About time.</p></div></section>",
)
_add(
    "b_comments_after_stand",
    "de",
    "2024-11-12",
    after='<p class="stand">Stand: 12.11.2024</p>'
    + _comments(("Anna", "13.11.2024 um 08:14"), ("Bodo", "14.11.2024 um 18:01")),
)

# --- live: live blogs ------------------------------------------------------------------------
_family("live")
_add(
    "b_live_ld_de",
    "de",
    "2024-11-18",
    head=_ld(
        {
            "@context": "https://schema.org",
            "@type": "LiveBlogPosting",
            "datePublished": "2024-11-18T06:00:00+01:00",
            "dateModified": "2024-11-19T08:15:00+01:00",
        }
    ),
    meta='<p class="live">Liveblog</p>',
    after='<div class="eintraege"><div><time datetime="2024-11-19T08:15:00+01:00">08:15</time>'
    "<p>Die Ausschreibung ist veröffentlicht.</p></div>"
    '<div><time datetime="2024-11-18T21:40:00+01:00">21:40</time>'
    "<p>Der Rat hat abgestimmt.</p></div></div>",
)
_add(
    "b_live_visible_en",
    "en",
    "2024-11-18",
    meta='<p class="live-meta">Started Nov. 18, 2024 6:00 a.m. · '
    "Last updated Nov. 19, 2024 2:00 p.m.</p>",
    after='<div class="updates"><p><b>2:00 p.m.</b> The tender is out.</p>'
    "<p><b>9:30 a.m.</b> Fishermen gathered at the pier.</p></div>",
)

# --- zh: Chinese portal forms ----------------------------------------------------------------
_HOT = (
    '<li><a href="/news/1">渡轮夏季时刻表调整</a><span>11-19</span></li>'
    '<li><a href="/news/2">救生艇一天出动两次</a><span>11-20</span></li>'
)
_family("zh")
_add(
    "b_zh_fullwidth_space_source",
    "zh",
    "2024-11-18",
    "portal",
    meta="2024年11月18日 09:12　来源：青禾日报",
    side=_HOT,
)
_add(
    "b_zh_gb2312",
    "zh",
    "2024-11-18",
    "portal",
    charset="gb2312",
    meta="2024-11-18 09:12:33 来源: 青禾网",
)
_add("b_zh_dots_label", "zh", "2024-11-18", "portal", meta="日期：2024.11.18 来源：青禾网")
_add(
    "b_zh_publish_date_weekday",
    "zh",
    "2024-11-18",
    meta='<div class="date">发布日期：2024年11月18日 星期一</div>',
)
_add("b_zh_qiantian", "zh", "2025-02-08", "portal", meta="前天 10:20 来源：青禾网")
_add("b_zh_tw_roc_cjk", "zh-TW", "2024-11-18", meta="<p>發布日期：中華民國113年11月18日</p>")

# --- relative: anchored on the fetch time (2025-02-10 09:00 UTC) -----------------------------
_family("relative")
_add("b_rel_one_day_ago", "en", "2025-02-09", meta='<p class="byline">Mara Quill · 1 day ago</p>')
_add("b_rel_heute", "de", "2025-02-10", meta='<p class="datum">heute, 07:15 Uhr</p>')
_add("b_rel_il_y_a_heures", "fr", "2025-02-10", meta='<p class="date">il y a 2 heures</p>')

# --- template: CMS templates and more languages ----------------------------------------------
_family("template")
_add(
    "b_tpl_ghost_related_after",
    "en",
    "2024-09-23",
    "ghost",
    meta='<time class="byline-meta-date" datetime="2024-09-23">Sep 23, 2024</time>'
    '<span class="byline-reading-time"><span class="bull">•</span> 4 min read</span>',
    after='<aside class="read-more-wrap"><h3>More in Harbour</h3>'
    '<article class="post-card"><h2>Ferry timetable</h2>'
    '<time datetime="2025-01-30">Jan 30, 2025</time></article>'
    '<article class="post-card"><h2>Lifeboat</h2>'
    '<time datetime="2024-12-11">Dec 11, 2024</time></article></aside>',
)
_add(
    "b_tpl_blogger_es",
    "es",
    "2024-09-23",
    "blogger",
    url="https://b-tpl-blogger.example/2024/09/muelle-norte.html",
    meta='<h2 class="date-header"><span>lunes, 23 de septiembre de 2024</span></h2>',
    after='<span class="post-author vcard">Publicado por Mara Quill</span> '
    '<span class="post-timestamp">en <a class="timestamp-link" href="#" rel="bookmark">'
    "9:12</a></span>",
)
_add(
    "b_tpl_medium_yearless_last_year",
    "en",
    "2024-11-18",
    "medium",
    meta='<div class="pw-published-date"><span data-testid="storyPublishDate">Nov 18</span>'
    "</div><span>·</span><span>4 min read</span>",
)
_add(
    "b_tpl_arc_script_only",
    "en",
    "2024-09-23",
    "arc",
    head="<script>window.Fusion=window.Fusion||{};Fusion.globalContent="
    + json.dumps(
        {
            "_id": "ZK4P",
            "type": "story",
            "first_publish_date": "2024-09-23T13:40:00.000Z",
            "display_date": "2024-09-23T13:40:00.000Z",
        }
    )
    + ";</script>",
    meta='<span class="byline">By Mara Quill</span> '
    '<span class="display-date">Published Sept. 23, 2024</span>',
)
_add(
    "b_tpl_drupal_submitted",
    "en",
    "2024-09-23",
    "drupal",
    meta='<div class="node__submitted">Submitted by <span class="field--name-uid">mquill</span>'
    ' on <span class="field--name-created">Mon, 09/23/2024 - 09:12</span></div>',
)
_add("b_tpl_da", "da", "2024-09-23", meta='<p class="date">23. sep. 2024 kl. 09.12</p>')
_add("b_tpl_fi", "fi", "2024-09-23", meta="<p>Julkaistu 23.9.2024 klo 9.12</p>")
_add("b_tpl_id", "id", "2024-09-23", meta="<span>Senin, 23 Sep 2024 09:12 WIB</span>")
_add("b_tpl_el", "el", "2024-09-23", meta="<span>23 Σεπτεμβρίου 2024, 09:12</span>")
_add("b_tpl_hu_abbr", "hu", "2024-09-23", meta='<span class="date">2024. szept. 23. 9:12</span>')

CASES: tuple[Case, ...] = tuple(_BATCH.cases)
