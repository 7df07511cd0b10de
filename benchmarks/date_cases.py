"""Hand-written publication-date cases: what pages nobody tuned for commonly show.

Written for this project (no page copied from anyone): each case is a small page as a
CMS would emit it (masthead, headline, byline or dateline, body, a "latest" box, a
footer), on a made-up host of its own, with the day a careful reader gives as the
page's publication day **in the page's own zone** (the convention of
``benchmarks/dates.py``: the date part of ``published_at_local``; ``None`` when the page
states no date of its own). Pages are fetched at :data:`FETCHED` unless a case says
otherwise (relative dates are anchored on it).

Families:

- ``lang``: month names and date orders in the major web languages, visible only;
- ``order``: numeric day/month order settled by evidence (URL, region, other dates);
- ``cms``: common CMS markup (WordPress, Drupal, Dublin Core, sailthru, parsely,
  microdata, JSON-LD ``@graph``, ``<time datetime>`` with offsets);
- ``relative``: "3 hours ago", "昨天 15:30", "vor 2 Tagen" and their kin;
- ``stale``: a structured date years away from every visible date;
- ``midnight``: the page's own day when its zone and UTC part around midnight;
- ``modified``: "Updated:" lines and modified fields kept apart from the published day;
- ``url``: dates in URLs (``/2024/03/05/``, ``/20240305/``, ``?date=``);
- ``distractor``: comment, "related", "latest" and header dates that are not the page's.

Used by ``benchmarks/dates.py`` (``--set cases``) and ``tests/dates/test_date_cases.py``.
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from date_case_pages import byline as _byline
from date_case_pages import comments as _comments
from date_case_pages import jsonld as _ld
from date_case_pages import latest as _latest
from date_case_pages import meta as _meta
from date_case_pages import page as _page

__all__ = ["CASES", "FAMILIES", "FETCHED", "Case"]

#: When every case was fetched, unless it says otherwise.
FETCHED = datetime(2024, 6, 15, 12, 0, tzinfo=UTC)


@dataclass(frozen=True, slots=True)
class Case:
    """One hand-written page and its publication day (local to the page)."""

    name: str
    family: str
    lang: str
    html: str
    url: str
    truth: str | None
    fetched_at: datetime = FETCHED
    #: The page's bytes are in this charset (a GBK portal page); characters it lacks are
    #: written as character references, as such sites do.
    encoding: str = "utf-8"

    @property
    def body(self) -> bytes:
        """The page as fetched: its text in its own charset."""
        return self.html.encode(self.encoding, errors="xmlcharrefreplace")

    @property
    def host(self) -> str:
        """The case's made-up host (its "site" for out-of-fold judging)."""
        return self.url.split("/")[2]


_CASES: list[Case] = []


_FAMILY = [""]


def _family(name: str) -> None:
    """The family of the cases added next."""
    _FAMILY[0] = name


def _add(
    name: str,
    lang: str,
    truth: str | None,
    *,
    url: str | None = None,
    host: str | None = None,
    fetched_at: datetime = FETCHED,
    **parts: str,
) -> None:
    site = host or f"{name.replace('_', '-')}.example"
    _CASES.append(
        Case(
            name=name,
            family=_FAMILY[0],
            lang=lang,
            html=_page(lang, **parts),
            url=url or f"https://{site}/news/harbour-board-north-pier",
            truth=truth,
            fetched_at=fetched_at,
        )
    )


_BY = "By Mara Quill"
_LATEST_EN = _latest(
    ("Ferry timetable changes for the summer", "June 14, 2024"),
    ("Lifeboat crew called out twice in a day", "June 12, 2024"),
)

# --- lang: month names and date orders, visible only -------------------------------------
_family("lang")
_add("en_mdy", "en", "2024-03-05", top=_byline(f"{_BY} · March 5, 2024"))
_add("en_mdy_abbr", "en", "2024-03-07", top=_byline(f"{_BY} | Mar. 7, 2024, 9:41 a.m."))
_add(
    "en_dmy_uk",
    "en",
    "2024-03-07",
    host="dmy-uk-harbour.co.uk",
    top=_byline(f"{_BY}, Thursday 7 March 2024 09.41 GMT"),
)
_add("de_named", "de", "2024-03-07", top=_byline("Von Mara Quill | 7. März 2024, 14:30 Uhr"))
_add("de_numeric", "de", "2024-03-07", top=_byline("07.03.2024 – 14:30 Uhr", "artikel-datum"))
_add("fr_named", "fr", "2024-03-07", top=_byline("Publié le 7 mars 2024 à 14h30"))
_add("fr_first", "fr", "2024-03-01", top=_byline("Par Mara Quill, le 1er mars 2024"))
_add("es_named", "es", "2024-03-07", top=_byline("Mara Quill | 7 de marzo de 2024 - 14:30"))
_add("es_numeric", "es", "2024-03-07", top=_byline("Publicado: 07/03/2024 14:30"))
_add("it_named", "it", "2024-03-07", top=_byline("di Mara Quill - 7 marzo 2024 ore 14:30"))
_add("pt_named", "pt", "2024-03-07", top=_byline("Por Mara Quill, 7 de março de 2024"))
_add(
    "pt_br_numeric",
    "pt",
    "2024-03-07",
    host="cais-norte.com.br",
    top=_byline("07/03/2024 14h30 - Atualizado há 2 horas"),
)
_add("nl_named", "nl", "2024-03-07", top=_byline("Door Mara Quill · 7 maart 2024, 14:30"))
_add("nl_abbr", "nl", "2024-03-07", top=_byline("Door Mara Quill · do 7 mrt 2024, 14:30"))
_add("it_abbr", "it", "2023-10-12", top=_byline("di Mara Quill · 12 ott 2023"))
_add("fr_numeric", "fr", "2024-03-05", top=_byline("Publié le 05/03/2024 à 14h30"))
_add("ru_named", "ru", "2024-03-07", top=_byline("7 марта 2024, 14:30"))
_add("ru_year_word", "ru", "2024-03-07", top=_byline("Опубликовано 7 марта 2024 г."))
_add("pl_named", "pl", "2024-03-07", top=_byline("Mara Quill, 7 marca 2024, 14:30"))
_add("tr_named", "tr", "2024-03-07", top=_byline("7 Mart 2024 Perşembe 14:30"))
_add("tr_aug", "tr", "2023-08-21", top=_byline("Yayınlanma: 21 Ağustos 2023 Pazartesi"))
_add("ja_cjk", "ja", "2024-03-07", top=_byline("2024年3月7日 14時30分"))
_add("ja_dots", "ja", "2024-03-07", top=_byline("2024.03.07 14:30 公開"))
_add("ko_named", "ko", "2024-03-07", top=_byline("2024년 3월 7일 오후 2:30"))
_add("ko_dots", "ko", "2024-03-07", top=_byline("입력 2024.03.07. 오후 2:30"))
_add("zh_cjk", "zh", "2024-03-07", top=_byline("2024年03月07日 14:30 来源：青禾日报"))
_add("zh_tw_cjk", "zh-TW", "2024-03-07", top=_byline("發布時間：2024年3月7日 下午 2:30"))
_add("zh_tw_slash", "zh-TW", "2024-03-07", top=_byline("更新時間：2024/03/07 14:30"))
_add("ar_latin", "ar", "2024-03-07", top=_byline("7 مارس 2024"))
_add("ar_indic_named", "ar", "2024-03-07", top=_byline("٧ مارس ٢٠٢٤"))
_add("ar_levant", "ar", "2024-03-07", top=_byline("نُشر الخميس 7 آذار / مارس 2024 02:30 مساءً"))
_add("ar_indic_numeric", "ar", "2024-03-07", top=_byline("٢٠٢٤/٠٣/٠٧ - ١٤:٣٠"))

# --- order: day/month order settled by evidence ------------------------------------------
_family("order")
_add("order_us_default", "en", "2024-03-05", top=_byline(f"{_BY} · 03/05/2024"))
_add(
    "order_by_url",
    "en",
    "2024-03-05",
    url="https://order-by-url.example/2024/03/05/harbour-board-north-pier/",
    top=_byline(f"{_BY} · 05/03/2024"),
)
_add(
    "order_by_region",
    "en",
    "2024-03-05",
    host="harbour-order.co.uk",
    top=_byline(f"{_BY} · 05/03/2024"),
)
_add(
    "order_by_other_date",
    "en",
    "2024-03-05",
    top=_byline(f"{_BY} · Posted 05/03/2024 · Last updated 18/03/2024"),
)
_add(
    "order_by_other_date_mdy",
    "de",
    "2024-03-05",
    top=_byline("Von Mara Quill · 03/05/2024 · Aktualisiert 03/18/2024"),
)

# --- cms: common markup ------------------------------------------------------------------
_family("cms")
_add(
    "cms_wp_entry_date",
    "en",
    "2024-03-05",
    top='<div class="entry-meta"><span class="posted-on">Posted on '
    '<a href="/2024/03/" rel="bookmark">'
    '<time class="entry-date published" datetime="2024-03-05T09:12:00+00:00">March 5, 2024</time>'
    '<time class="updated" datetime="2024-04-02T16:40:00+00:00">April 2, 2024</time></a></span>'
    '<span class="byline"> by <span class="author vcard">Mara Quill</span></span></div>',
)
_add(
    "cms_og_article",
    "en",
    "2024-03-05",
    head=_meta("article:published_time", "2024-03-05T09:12:00+00:00", "property")
    + _meta("article:modified_time", "2024-04-02T16:40:00+00:00", "property"),
)
_add(
    "cms_itemprop_meta",
    "en",
    "2024-03-05",
    top='<div itemscope itemtype="https://schema.org/NewsArticle">'
    '<meta itemprop="datePublished" content="2024-03-05T09:12:00-05:00">'
    '<meta itemprop="dateModified" content="2024-04-02T16:40:00-04:00"></div>',
)
_add(
    "cms_itemprop_span",
    "de",
    "2024-03-05",
    top='<p class="meta">Von Mara Quill, <span itemprop="datePublished" '
    'content="2024-03-05T09:12:00+01:00">5. März 2024</span></p>',
)
_add(
    "cms_time_offset_late",
    "de",
    "2024-03-05",
    top='<time datetime="2024-03-05T23:15:00+01:00">05.03.2024, 23:15 Uhr</time>',
)
_add(
    "cms_drupal_submitted",
    "en",
    "2024-03-05",
    top='<div class="submitted">Submitted by <span class="username">mquill</span> on '
    "Tue, 03/05/2024 - 14:30</div>",
)
_add(
    "cms_drupal_de",
    "de",
    "2024-03-05",
    top='<div class="submitted">Eingereicht von mquill am Di., 05.03.2024 - 14:30</div>',
)
_add(
    "cms_dc_date",
    "en",
    "2024-03-05",
    head=_meta("DC.date.issued", "2024-03-05") + _meta("DC.date.modified", "2024-04-02"),
)
_add("cms_dcterms", "fr", "2024-03-05", head=_meta("dcterms.created", "2024-03-05T09:12:00+01:00"))
_add("cms_sailthru", "en", "2024-03-05", head=_meta("sailthru.date", "2024-03-05 09:12:00"))
_add(
    "cms_parsely_pub_date",
    "en",
    "2024-03-05",
    head=_meta("parsely-pub-date", "2024-03-05T14:12:00Z"),
)
_add(
    "cms_parsely_page",
    "en",
    "2024-03-05",
    head=_meta(
        "parsely-page",
        json.dumps(
            {"title": "Harbour board votes", "pub_date": "2024-03-05T14:12:00Z", "section": "News"}
        ),
    ),
)
_add(
    "cms_jsonld_graph",
    "en",
    "2024-03-05",
    head=_ld(
        {
            "@context": "https://schema.org",
            "@graph": [
                {
                    "@type": "WebSite",
                    "@id": "https://graph.example/#website",
                    "name": "Harbour Post",
                },
                {
                    "@type": "ImageObject",
                    "@id": "https://graph.example/#primaryimage",
                    "url": "https://graph.example/pier.jpg",
                },
                {
                    "@type": "WebPage",
                    "@id": "https://graph.example/news/pier/",
                    "datePublished": "2024-03-05T09:12:00+00:00",
                    "dateModified": "2024-04-02T16:40:00+00:00",
                },
                {
                    "@type": "Article",
                    "@id": "https://graph.example/news/pier/#article",
                    "isPartOf": {"@id": "https://graph.example/news/pier/"},
                    "headline": "Harbour board votes to rebuild storm-hit north pier",
                    "datePublished": "2024-03-05T09:12:00+00:00",
                    "dateModified": "2024-04-02T16:40:00+00:00",
                },
            ],
        }
    ),
)
_add(
    "cms_jsonld_graph_only_article",
    "en",
    "2024-03-05",
    head=_ld(
        {
            "@context": "https://schema.org",
            "@graph": [
                {"@type": "Organization", "name": "Harbour Post", "foundingDate": "1998-01-01"},
                {
                    "@type": "NewsArticle",
                    "headline": "Harbour board votes to rebuild storm-hit north pier",
                    "datePublished": "2024-03-05T09:12:00-08:00",
                    "dateModified": "2024-03-06T10:00:00-08:00",
                },
            ],
        }
    ),
)
_add(
    "cms_jsonld_list",
    "es",
    "2024-03-05",
    head=_ld(
        [
            {"@context": "https://schema.org", "@type": "BreadcrumbList", "itemListElement": []},
            {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "datePublished": "2024-03-05T09:12:00+01:00",
            },
        ]
    ),
)
_add(
    "cms_abbr_published",
    "en",
    "2024-03-05",
    top='<div class="hentry-meta"><abbr class="published" title="2024-03-05T09:12:00+00:00">'
    "Tuesday, March 5th</abbr></div>",
)
_add("cms_pubdate_compact", "en", "2024-03-05", head=_meta("pubdate", "20240305"))
_add("cms_meta_rfc2822", "en", "2024-03-05", head=_meta("date", "Tue, 05 Mar 2024 09:12:00 GMT"))
_add(
    "cms_wp_posted_after_body",
    "en",
    "2024-03-05",
    bottom='<footer class="entry-footer"><span class="posted-on">Posted on '
    '<time class="entry-date published" datetime="2024-03-05T21:40:00-08:00">March 5, 2024</time>'
    '</span> in <a href="/news">News</a></footer>',
    latest=_LATEST_EN,
)
_add(
    "cms_time_before_date",
    "en",
    "2024-03-05",
    top=_byline(f"{_BY} · Published 11:45 AM EST Mar 5, 2024"),
)

# --- relative: anchored on the fetch time (2024-06-15 12:00 UTC) -------------------------
_family("relative")
_add("rel_hours_en", "en", "2024-06-15", top=_byline(f"{_BY} · 3 hours ago"))
_add("rel_yesterday_en", "en", "2024-06-14", top=_byline(f"{_BY} · Yesterday at 3:30 PM"))
_add("rel_days_en", "en", "2024-06-12", top=_byline(f"{_BY} · Published 3 days ago"))
_add("rel_zh_yesterday", "zh", "2024-06-14", top=_byline("昨天 15:30 来源：青禾日报"))
_add("rel_zh_hours", "zh", "2024-06-15", top=_byline("5小时前 来源：青禾日报"))
_add("rel_de_days", "de", "2024-06-13", top=_byline("Von Mara Quill · vor 2 Tagen"))
_add("rel_de_gestern", "de", "2024-06-14", top=_byline("gestern, 18:05 Uhr"))
_add("rel_es_days", "es", "2024-06-13", top=_byline("Mara Quill · hace 2 días"))
_add("rel_fr_days", "fr", "2024-06-12", top=_byline("Par Mara Quill · il y a 3 jours"))
_add("rel_it_days", "it", "2024-06-13", top=_byline("di Mara Quill · 2 giorni fa"))
_add("rel_pt_days", "pt", "2024-06-13", top=_byline("Por Mara Quill · há 2 dias"))
_add("rel_nl_days", "nl", "2024-06-13", top=_byline("Door Mara Quill · 2 dagen geleden"))
_add("rel_ru_days", "ru", "2024-06-13", top=_byline("2 дня назад"))
_add("rel_ja_hours", "ja", "2024-06-15", top=_byline("3時間前"))
_add("rel_ko_days", "ko", "2024-06-13", top=_byline("2일 전"))

# --- stale: a structured date years away from every visible date -------------------------
_STALE_LD = _ld(
    {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        "headline": "Harbour board votes to rebuild storm-hit north pier",
        "datePublished": "2016-01-01T00:00:00+00:00",
    }
)
_family("stale")
_add("stale_jsonld_en", "en", "2024-03-05", head=_STALE_LD, top=_byline(f"{_BY} · March 5, 2024"))
_add(
    "stale_og_de",
    "de",
    "2024-03-05",
    head=_meta("article:published_time", "2012-10-01T08:00:00+02:00", "property"),
    top=_byline("Von Mara Quill | 05.03.2024, 09:12 Uhr", "meta-date"),
)
_add(
    "stale_time_tag",
    "fr",
    "2024-03-05",
    top='<p class="article-info">Publié le 5 mars 2024 '
    '<time datetime="2015-06-01">&nbsp;</time></p>',
)

# --- midnight: the page's own day ---------------------------------------------------------
_family("midnight")
_add(
    "mid_plus8_stated",
    "zh",
    "2024-03-05",
    head=_meta("article:published_time", "2024-03-05T00:30:00+08:00", "property"),
    top=_byline("2024-03-05 00:30 来源：青禾日报"),
)
_add(
    "mid_plus8_utc_and_visible",
    "zh",
    "2024-03-05",
    head=_ld(
        {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "datePublished": "2024-03-04T16:30:00Z",
        }
    ),
    top=_byline("2024年03月05日 00:30 来源：青禾日报"),
)
_add(
    "mid_plus8_utc_only",
    "zh",
    "2024-03-05",
    head=_ld(
        {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "datePublished": "2024-03-04T16:30:00.000Z",
        }
    ),
)
_add(
    "mid_minus5_time",
    "en",
    "2024-03-05",
    top='<div class="byline">By Mara Quill <time datetime="2024-03-05T22:30:00-05:00">'
    "March 5, 2024 10:30 PM</time></div>",
)
_add(
    "mid_minus5_utc_visible",
    "en",
    "2024-03-05",
    head=_meta("article:published_time", "2024-03-06T03:30:00Z", "property"),
    top=_byline(f"{_BY} · March 5, 2024 at 10:30 p.m. ET"),
)
_add(
    "mid_utc_visible_day",
    "en",
    "2024-03-05",
    head=_ld(
        {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "datePublished": "2024-03-06T02:00:00Z",
        }
    ),
    top=_byline(f"{_BY} · March 5, 2024"),
)
_add(
    "mid_tokyo_stated",
    "ja",
    "2024-03-05",
    head=_meta("article:published_time", "2024-03-05T00:10:00+09:00", "property"),
)

# --- modified: "Updated:" kept apart from the published day -------------------------------
_family("modified")
_add(
    "mod_updated_first",
    "en",
    "2024-03-05",
    top=_byline("Updated: March 20, 2024 10:02 am · Published: March 5, 2024 9:00 am"),
)
_add(
    "mod_jsonld_both",
    "en",
    "2024-03-05",
    head=_ld(
        {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "dateModified": "2024-03-20T10:02:00+00:00",
            "datePublished": "2024-03-05T09:00:00+00:00",
        }
    ),
    top=_byline(f"{_BY} · Last updated March 20, 2024"),
)
_add(
    "mod_only_modified_meta",
    "en",
    "2024-03-05",
    head=_meta("article:modified_time", "2024-03-20T10:02:00+00:00", "property"),
    top=_byline(f"{_BY} · March 5, 2024"),
)
_add(
    "mod_de",
    "de",
    "2024-03-05",
    top=_byline("Aktualisiert am 20.03.2024, 10:02 Uhr · Erstellt am 05.03.2024, 09:00 Uhr"),
)
_add(
    "mod_fr", "fr", "2024-03-05", top=_byline("Mis à jour le 20 mars 2024 · Publié le 5 mars 2024")
)
_add("mod_es", "es", "2024-03-05", top=_byline("Actualizado: 20/03/2024 · Publicado: 05/03/2024"))
_add(
    "mod_zh",
    "zh",
    "2024-03-05",
    top=_byline("发布时间：2024-03-05 09:00 更新时间：2024-03-20 10:02"),
)

# --- url: dates in URLs --------------------------------------------------------------------
_family("url")
_add("url_slashes", "en", "2024-03-05", url="https://url-slashes.example/2024/03/05/harbour-pier/")
_add(
    "url_compact", "zh", "2024-03-05", url="https://url-compact.example/news/20240305/c123456.html"
)
_add(
    "url_query", "en", "2024-03-05", url="https://url-query.example/story.php?id=88&date=2024-03-05"
)
_add("url_slug", "en", "2024-03-05", url="https://url-slug.example/news/2024-03-05-harbour-pier")
_add(
    "url_with_latest",
    "en",
    "2024-03-05",
    url="https://url-with-latest.example/2024/03/05/harbour-pier/",
    latest=_LATEST_EN,
)

# --- distractor: dates that are not the page's --------------------------------------------
_family("distractor")
_add(
    "dist_comments",
    "en",
    "2024-03-05",
    top=_byline(f"{_BY} · March 5, 2024"),
    bottom=_comments(("Ann", "March 6, 2024 at 8:14 am"), ("Bo", "March 8, 2024 at 6:01 pm")),
)
_add(
    "dist_comments_structured",
    "en",
    "2024-03-05",
    head=_meta("article:published_time", "2024-03-05T09:12:00+00:00", "property"),
    bottom=_comments(("Ann", "March 6, 2024 at 8:14 am"), ("Bo", "March 8, 2024 at 6:01 pm")),
)
_add(
    "dist_latest_box", "en", "2024-03-05", top=_byline(f"{_BY} · March 5, 2024"), latest=_LATEST_EN
)
_add(
    "dist_header_today",
    "en",
    "2024-03-05",
    above='<div class="today">Saturday, June 15, 2024</div>',
    top=_byline(f"{_BY} · March 5, 2024"),
)
_add(
    "dist_event_in_body",
    "en",
    "2024-03-05",
    top=_byline(f"{_BY} · March 5, 2024"),
    bottom="<p>The board first discussed the pier at its meeting on 12 February 2024.</p>",
)
_add(
    "dist_related_de",
    "de",
    "2024-03-05",
    top=_byline("Von Mara Quill | 05.03.2024", "datum"),
    bottom='<div class="related-articles"><h3>Mehr zum Thema</h3><ul>'
    '<li><a href="/a">Fähre fährt wieder</a> 14.06.2024</li>'
    '<li><a href="/b">Neuer Leuchtturm</a> 11.06.2024</li></ul></div>',
)
_add(
    "dist_teaser_before_headline",
    "en",
    "2024-03-05",
    above='<div class="breaking"><a href="/news/ferry">Ferry timetable changes</a> '
    '<time datetime="2024-06-14T08:00:00+00:00">June 14, 2024</time></div>',
    top=_byline(f"{_BY} · March 5, 2024"),
)
_add(
    "dist_only_comments",
    "en",
    None,
    bottom=_comments(("Ann", "March 6, 2024 at 8:14 am"), ("Bo", "March 8, 2024 at 6:01 pm")),
)

CASES: tuple[Case, ...] = tuple(_CASES)
FAMILIES: tuple[str, ...] = tuple(dict.fromkeys(case.family for case in CASES))
