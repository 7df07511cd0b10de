"""Batch 7's second half (session 19): zones around midnight, other dated things on the
page, updated-versus-published labels, and pages with no date of their own.

``benchmarks/date_cases7.py`` holds the first half, the batch's story and its
``CASES`` (both halves); this module gives it :data:`FETCHED7`, the helpers for pages
whose skeleton is none of the shared templates' (:func:`raw`, :func:`doc`,
:func:`story`), and its own cases as ``CASES_B``.
"""

from __future__ import annotations

import sys
from datetime import UTC, datetime
from html import escape
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from date_case_pages import meta as _meta
from date_case_pages import news_article as _article
from date_case_templates import CaseBatch, _paras, _text
from date_cases import Case

__all__ = ["CASES_B", "FETCHED7", "MODIFIED_B", "doc", "headline", "raw", "story"]

#: When batch 7's pages were fetched: 22:40 UTC on 5 December, already 6 December in
#: Moscow (01:40), India (04:10), Jakarta (05:40), Beijing (06:40), Seoul and Tokyo
#: (07:40); still the 5th in Europe and the Americas. "Yesterday" and "5 hours ago" fall
#: on the page's own day only when read in its zone.
FETCHED7 = datetime(2026, 12, 5, 22, 40, tzinfo=UTC)

_BATCH = CaseBatch(FETCHED7)
_family = _BATCH.family
_add = _BATCH.add


def headline(lang: str) -> str:
    """The story's headline in ``lang``, escaped."""
    return escape(_text(lang)[1])


def story(lang: str, first: str = "") -> str:
    """The story's paragraphs in ``lang``, ``first`` before the first one."""
    return _paras(lang, first)


def doc(lang: str, body: str, head: str = "", title: str = "") -> str:
    """A whole page with a skeleton of the case's own (no shared template), titled with
    the story's headline unless ``title`` is given."""
    html_lang = _text(lang)[0]
    return (
        f'<!DOCTYPE html><html lang="{html_lang}"><head><meta charset="utf-8">'
        f"<title>{title or headline(lang)}</title>"
        f'<meta name="viewport" content="width=device-width,initial-scale=1">{head}</head>'
        f"<body>{body}</body></html>"
    )


def raw(batch: CaseBatch, name: str, lang: str, truth: str | None, url: str, page: str) -> None:
    """One case whose whole page the case writes (its family: the batch's current one)."""
    batch.cases.append(
        Case(
            name=name,
            family=batch._family,
            lang=lang,
            html=page,
            url=url,
            truth=truth,
            fetched_at=batch.fetched_at,
        )
    )


# --- midnight: the page's day is not the UTC day -------------------------------------------
_family("midnight")
_add(
    "m_mid_nz_utc_meta_only",
    "en",
    "2026-12-04",
    url="https://www.m-mid-nz.co.nz/news/north-pier-rebuild",
    head=_meta("article:published_time", "2026-12-03T11:20:00Z", "property"),
    meta='<p class="byline">By Mara Quill</p>',
)
_add(
    "m_mid_us_pt_evening",
    "en",
    "2026-12-04",
    url="https://www.m-mid-pt.com/local/north-pier-rebuild-4711",
    head=_article(
        headline="Harbour board votes to rebuild north pier", datePublished="2026-12-05T03:50:00Z"
    ),
    meta='<p class="byline">By Mara Quill</p><p class="pubdate">Dec. 4, 2026 at 7:50 p.m. PT</p>',
)
_add(
    "m_mid_ja_utc_meta_only",
    "ja",
    "2026-12-04",
    "jportal",
    url="https://www.m-mid-ja.jp/articles/4711",
    head=_meta("article:published_time", "2026-12-03T15:30:00Z", "property"),
    meta='<span class="author">港湾担当 田中</span>',
)
_add(
    "m_mid_br_late_evening",
    "pt",
    "2026-12-04",
    url="https://www.m-mid-br.com.br/cidades/pier-norte-4711",
    head=_meta("article:published_time", "2026-12-05T01:10:00Z", "property"),
    meta='<p class="data-publicacao">04/12/2026 22h10</p>',
)
_add(
    "m_mid_de_naive_jsonld",
    "de",
    "2026-12-05",
    url="https://www.m-mid-de.de/region/nordmole-4711.html",
    head=_article(
        headline="Hafenrat beschließt Neubau der Nordmole", datePublished="2026-12-05T00:20:00"
    ),
    meta='<p class="meta">05.12.2026, 00:20 Uhr</p>',
)

# --- sidebar: other dated things on the page ----------------------------------------------
_family("sidebar")
_add(
    "s_side_most_read_above_date_at_foot",
    "en",
    "2026-12-02",
    url="https://www.s-side-foot.co.uk/news/north-pier-rebuild",
    above='<div class="most-read"><h2>Most read</h2><ol>'
    '<li><a href="/news/ferry">Ferry timetable changes</a> <span>5 December 2026</span></li>'
    '<li><a href="/news/crane">New crane for the quay</a> <span>4 December 2026</span></li>'
    "</ol></div>",
    after='<p class="article-foot"><small>This article was published on 2 December 2026.'
    "</small></p>",
)
_add(
    "s_side_comments_relative_ages",
    "en",
    "2026-11-28",
    url="https://s-side-disqus.com/news/north-pier-rebuild",
    meta='<p class="byline">Mara Quill | Nov. 28, 2026</p>',
    after='<div id="disqus_thread"><ul class="post-list">'
    '<li class="post"><span class="author">pierwalker</span> <a class="time-ago" '
    'title="Saturday, December 5, 2026 5:40 PM">5 hours ago</a><p>About time.</p></li>'
    '<li class="post"><span class="author">quaysider</span> <a class="time-ago" '
    'title="Thursday, December 3, 2026 8:02 AM">2 days ago</a><p>Who pays?</p></li>'
    "</ul></div>",
)
_add(
    "s_side_zh_prev_next_dated",
    "zh",
    "2026-12-02",
    "portal",
    url="https://www.s-side-zh.com/news/4711.html",
    meta="2026-12-02 09:15:08　来源：青禾晚报　作者：周雨",
    after='<div class="page-turn"><p>上一篇：<a href="/news/4712.html">渡轮时刻表调整</a>'
    ' 2026-12-05</p><p>下一篇：<a href="/news/4709.html">老码头旧照征集</a> 2026-11-30</p>'
    "</div>",
)
_add(
    "s_side_wp_classic_footer_calendar",
    "en",
    "2026-12-03",
    "wordpress",
    url="https://s-side-calendar.com/?p=4711",
    after='This entry was posted in <a href="/category/news/">News</a> on '
    '<a href="/?p=4711" rel="bookmark">December 3, 2026</a> by Mara Quill.',
    side='<table id="wp-calendar"><caption>December 2026</caption><thead><tr><th>M</th>'
    "<th>T</th><th>W</th><th>T</th><th>F</th><th>S</th><th>S</th></tr></thead><tbody><tr>"
    '<td></td><td><a href="/?m=20261201">1</a></td><td>2</td>'
    '<td><a href="/?m=20261203">3</a></td><td>4</td><td><a href="/?m=20261205">5</a></td>'
    '<td id="today">6</td></tr></tbody></table><h3>Archives</h3><ul>'
    '<li><a href="/?m=202612">December 2026</a></li>'
    '<li><a href="/?m=202611">November 2026</a></li></ul>',
)

# --- updated: updated and published labels ------------------------------------------------
_family("updated")
_add(
    "d_upd_only_updated_visible",
    "en",
    "2026-12-02",
    "arc",
    url="https://www.d-upd-only.com/local/north-pier-rebuild/",
    head=_article(
        headline="Harbour board votes to rebuild north pier",
        datePublished="2026-12-02T16:00:00-05:00",
        dateModified="2026-12-05T09:14:00-05:00",
    ),
    meta='<span class="byline">By Mara Quill</span>'
    '<span class="timestamp">Updated Dec. 5, 2026, 9:14 a.m. ET</span>',
)
raw(
    _BATCH,
    "d_upd_ja_yahoo_haishin",
    "ja",
    "2026-12-05",
    "https://news.d-upd-ja.co.jp/articles/4711a",
    doc(
        "ja",
        '<div id="yjnHeader"><a href="/">みなとニュース</a></div><div id="contents">'
        f'<article><header><h1 class="sc-title">{headline("ja")}</h1>'
        '<div class="sc-meta"><time>12/5(土) 9:12</time>配信 '
        '<a href="#comments">コメント128件</a></div></header>'
        f'<div class="article_body">{story("ja")}</div>'
        '<p class="source">みなと新聞 <span>最終更新:12/5(土) 11:40</span></p></article>'
        '<aside class="ranking"><h2>アクセスランキング</h2><ol><li><a href="/a/4712">'
        "渡船の時刻表が変更</a> 12/6(日) 6:05</li></ol></aside></div>",
    ),
)
_add(
    "d_upd_ko_gisa_ipryeok",
    "ko",
    "2026-12-04",
    url="https://news.d-upd-ko.co.kr/main/read.nhn?oid=081&aid=4711",
    meta='<div class="sponsor"><span class="t11">기사입력 2026.12.04. 오후 6:20</span> '
    '<span class="t11">최종수정 2026.12.05. 오전 9:10</span></div>',
)
_add(
    "d_upd_fr_maj_before_publie",
    "fr",
    "2026-12-04",
    url="https://www.d-upd-fr.fr/societe/jetee-nord-reconstruite_4711.html",
    meta='<p class="article__date">Mis à jour le 05/12/2026 à 08:12 - Publié le 04/12/2026 à '
    "19:47</p>",
)
_add(
    "d_upd_ru_updated_top_published_foot",
    "ru",
    "2026-12-04",
    url="https://www.d-upd-ru.ru/society/4711",
    meta='<div class="article-meta">Обновлено 5 декабря 2026, 10:00</div>',
    after='<div class="article-foot">Опубликовано 4 декабря 2026, 18:20</div>',
)
_add(
    "d_upd_tr_giris_guncelleme",
    "tr",
    "2026-12-04",
    url="https://www.d-upd-tr.com.tr/yerel/kuzey-iskelesi-4711",
    meta='<div class="news-date">Giriş: 04.12.2026 20:10 <span>|</span> Güncelleme: '
    "05.12.2026 09:40</div>",
)
_add(
    "d_upd_in_ist_either_side_of_midnight",
    "en",
    "2026-12-04",
    url="https://www.d-upd-in.co.in/city/north-pier-rebuild/articleshow/4711.cms",
    head=_article(
        headline="Harbour board votes to rebuild north pier",
        datePublished="2026-12-04T18:20:00Z",
        dateModified="2026-12-04T18:45:00Z",
    ),
    meta='<div class="byline">Mara Quill / TNN / Updated: Dec 05, 2026, 00:15 IST</div>'
    '<div class="pubtime">Published: Dec 04, 2026, 23:50 IST</div>',
)

# --- nodate: no date of the page's own ----------------------------------------------------
_family("nodate")
_add(
    "n_none_en_about_founded",
    "en",
    None,
    url="https://www.n-none-about.com/about-us",
    meta='<p class="lede">The Quay Chronicle has covered the waterfront since it was founded '
    "on April 1, 1998.</p>",
    after="<p>© 1998–2026 Quay Chronicle Media. All rights reserved.</p>",
)
#: A section front's teasers: (slug, title, lede, datetime, shown).
_TEASERS = (
    ("ferry", "Ferry timetable changes", "Winter sailings start on Monday.",
     "2026-12-05T14:00:00-05:00", "Dec 5, 2026"),
    ("crane", "New crane for the container quay", "The crane arrived by barge.",
     "2026-12-04T09:30:00-05:00", "Dec 4, 2026"),
    ("pier", "Harbour board votes to rebuild north pier",
     "Work on the storm-damaged pier begins in spring.", "2026-12-02T16:00:00-05:00",
     "Dec 2, 2026"),
)  # fmt: skip
raw(
    _BATCH,
    "n_none_en_section_front",
    "en",
    None,
    "https://www.n-none-section.com/local/",
    doc(
        "en",
        '<header><a href="/">The Quay Times</a></header><main><h1>Local news</h1>'
        + "".join(
            f'<div class="card"><h2><a href="/local/{slug}">{title}</a></h2><p>{lede}</p>'
            f'<time datetime="{when}">{shown}</time></div>'
            for slug, title, lede, when, shown in _TEASERS
        )
        + "</main><footer>© 2026 The Quay Times</footer>",
        title="Local news | The Quay Times",
    ),
)
_add(
    "n_none_ja_company_profile",
    "ja",
    None,
    "jportal",
    url="https://www.n-none-ja.co.jp/company/profile.html",
    after='<table class="profile"><tr><th>設立</th><td>1998年4月1日</td></tr>'
    "<tr><th>資本金</th><td>1億円</td></tr><tr><th>従業員数</th><td>120名（2026年4月現在）"
    "</td></tr></table>",
)
_add(
    "n_none_hi_contact",
    "hi",
    None,
    url="https://www.n-none-hi.in/contact-us",
    after='<div class="contact">हमसे संपर्क करें: 011-4711-0000 · सोमवार से शुक्रवार, सुबह 10 से '
    "शाम 6 बजे तक</div><p>कॉपीराइट © 2026 बंदरगाह समाचार</p>",
)

CASES_B: tuple[Case, ...] = tuple(_BATCH.cases)

#: The day each page of this half says it was last modified, in its own zone (where it
#: says so), for a modified-date figure beside the published one.
MODIFIED_B: dict[str, str] = {
    "d_upd_only_updated_visible": "2026-12-05",
    "d_upd_ja_yahoo_haishin": "2026-12-05",
    "d_upd_ko_gisa_ipryeok": "2026-12-05",
    "d_upd_fr_maj_before_publie": "2026-12-05",
    "d_upd_ru_updated_top_published_foot": "2026-12-05",
    "d_upd_tr_giris_guncelleme": "2026-12-05",
    "d_upd_in_ist_either_side_of_midnight": "2026-12-05",
}
