"""Batch 8's second half (session 20): offsets either side of midnight, wire datelines,
relative ages on the page's clock, dates only in the address, stale head fields, and
pages with no date of their own.

``benchmarks/date_cases8.py`` holds the first half, the batch's story and its ``CASES``
(both halves); this module gives it :data:`FETCHED8` and its own cases as ``CASES_B``.
Pages whose skeleton is none of the shared templates' use batch 7's helpers
(``raw``, ``doc``, ``story``, ``headline`` of ``benchmarks/date_cases7b.py``).
"""

from __future__ import annotations

import sys
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from date_case_pages import meta as _meta
from date_case_pages import news_article as _article
from date_case_templates import CaseBatch
from date_cases import Case
from date_cases7b import doc, raw

__all__ = ["CASES_B", "FETCHED8", "MODIFIED_B"]

#: When batch 8's pages were fetched: 02:15 UTC on 6 December. Already the 6th in Europe
#: (03:15 in Berlin and Paris, 04:15 in Bucharest, 05:15 in Nairobi), Iran (05:45), India,
#: Asia and Oceania; still the 5th in the Americas (21:15 in New York, 16:15 in Honolulu).
#: "3 hours ago" read in Berlin is just after midnight on the 6th, read in UTC it is the 5th.
FETCHED8 = datetime(2026, 12, 6, 2, 15, tzinfo=UTC)

_BATCH = CaseBatch(FETCHED8)
_family = _BATCH.family
_add = _BATCH.add

_HEADLINE = "Harbour board votes to rebuild north pier"

# --- offset: a stated offset puts the page's day on the other side of UTC's ----------------
_family("offset")
_add(
    "o_off_fa_iran_0330",
    "fa",
    "2026-12-05",
    url="https://www.o-off-iran.ir/news/4711",
    # 00:10 in Tehran on 5 December is 20:40 UTC on the 4th (Iran keeps +03:30 all year).
    head=_article(
        headline="شورای بندر برای بازسازی اسکله شمالی تصمیم گرفت",
        datePublished="2026-12-05T00:10:00+03:30",
    ),
    meta='<p class="byline">گزارش: مارا کوئیل</p>',
)
_add(
    "o_off_np_nepal_0545",
    "en",
    "2026-12-05",
    "wordpress",
    url="https://o-off-nepal.com.np/2026/12/north-pier-rebuild/",
    head=_article(
        headline=_HEADLINE,
        datePublished="2026-12-05T00:05:00+05:45",
        dateModified="2026-12-05T00:05:00+05:45",
    ),
    meta='<span class="byline">Mara Quill, Pokhara</span>',
)
_add(
    "o_off_ca_newfoundland_m0330",
    "en",
    "2026-12-04",
    "arc",
    url="https://www.o-off-nl.ca/news/local/north-pier-rebuild-4711",
    # the UTC head field and the JSON-LD agree on the instant; the JSON-LD's offset says
    # it was 22:50 on the 4th in St. John's.
    head=_meta("article:published_time", "2026-12-05T02:20:00Z", "property")
    + _article(headline=_HEADLINE, datePublished="2026-12-04T22:50:00-03:30"),
    meta='<span class="byline">By Mara Quill · The Bay Telegram</span>',
)
_add(
    "o_off_us_hawaii_time_only",
    "en",
    "2026-12-04",
    "brightspot",
    url="https://www.o-off-hawaii.com/news/north-pier-rebuild",
    # Judgment call: the page shows only a clock time in HST; a reader in Honolulu reads
    # 22:30 on the 4th, which is 08:30 UTC on the 5th.
    head=_meta("article:published_time", "2026-12-05T08:30:00Z", "property"),
    meta='<div class="Page-datePublished">Posted 10:30 p.m. HST</div>',
)
_add(
    "o_off_ph_zulu_next_day_visible",
    "en",
    "2026-12-05",
    "nextjs",
    url="https://www.o-off-manila.com.ph/nation/north-pier-rebuild",
    head=_article(headline=_HEADLINE, datePublished="2026-12-04T16:30:00.000Z"),
    meta='<span class="Byline_author__r2">Mara Quill</span> '
    '<span class="Byline_date__t5">December 5, 2026 | 12:30 AM</span>',
)

# --- wire: agency datelines, yearless -------------------------------------------------------
_family("wire")
_add(
    "w_wire_reuters_partner",
    "en",
    "2026-12-04",
    url="https://www.w-wire-partner.com/world/north-pier-rebuild-4711",
    first="WASHINGTON, Dec 4 (Reuters) - ",
    after='<p class="credit">Reporting by Mara Quill; Editing by Jo Lane</p>'
    "<p>Our Standards: The Thomson Reuters Trust Principles.</p>",
)
_add(
    "w_wire_yonhap_ticker_mmdd",
    "en",
    "2026-12-05",
    url="https://en.w-wire-yonhap.co.kr/news/AEN20261205004711315",
    first="SEOUL, Dec. 5 (Yonhap) -- ",
    side='<ul class="most-viewed"><li><a href="/news/1">Ferry timetable changes</a> '
    '<span class="txt-time">12-06 10:02</span></li><li><a href="/news/2">New crane for the '
    'quay</a> <span class="txt-time">12-05 22:41</span></li></ul>',
)
_add(
    "w_wire_pti_new_delhi",
    "en",
    "2026-12-05",
    url="https://www.w-wire-pti.in/india/north-pier-rebuild-4711",
    first="New Delhi, Dec 5 (PTI) ",
    after="<p><em>(This story has not been edited by our staff and is auto-generated from a "
    "syndicated feed.)</em></p>",
)
_add(
    "w_wire_fr_afp_credit_foot",
    "fr",
    "2026-12-04",
    url="https://www.w-wire-afp.fr/monde/jetee-nord-4711",
    first="Paris (AFP) - ",
    after='<p class="credit">© AFP · 04/12/2026 18:22 · mis à jour le 05/12/2026 09:10</p>',
)

# --- rel: relative ages, read in the page's zone at FETCHED8 --------------------------------
_family("rel")
_add(
    "r_rel_de_vor_stunden",
    "de",
    "2026-12-06",
    url="https://www.r-rel-stunden.de/region/nordmole-4711.html",
    # 03:15 in Berlin less 3 hours is 00:15 on the 6th (23:15 UTC on the 5th).
    meta='<p class="meta">Mara Quill · vor 3 Stunden</p>',
)
_add(
    "r_rel_fr_il_y_a_jours",
    "fr",
    "2026-12-04",
    "wordpress",
    url="https://www.r-rel-jours.fr/actu/jetee-nord/",
    meta='<span class="posted-on">Publié il y a 2 jours</span> '
    '<span class="byline">par Mara Quill</span>',
)
_add(
    "r_rel_th_chua_mong",
    "th",
    "2026-12-06",
    url="https://www.r-rel-th.co.th/news/4711",
    meta='<div class="news-date">3 ชั่วโมงที่แล้ว</div>',
)
_add(
    "r_rel_ko_sigan_jeon",
    "ko",
    "2026-12-05",
    "kportal",
    url="https://www.r-rel-sigan.co.kr/news/articleView.html?idxno=4711",
    # 11:15 in Seoul less 14 hours is 21:15 on the 5th.
    meta="<li>14시간 전</li>",
)
_add(
    "r_rel_sw_saa_zilizopita",
    "sw",
    "2026-12-06",
    url="https://www.r-rel-sw.co.tz/habari/gati-la-kaskazini-4711",
    # 05:15 in Dar es Salaam less 5 hours is 00:15 on the 6th.
    meta='<p class="tarehe">Na Mara Quill · saa 5 zilizopita</p>',
)

# --- url: the date only in the address, in shapes no batch used ----------------------------
_family("url")
_add(
    "u_url_ddmmyyyy_segment",
    "en",
    "2026-12-03",
    url="https://www.u-url-dmy.co.uk/news/03122026/north-pier-rebuild",
    meta='<p class="byline">By Mara Quill</p>',
)
_add(
    "u_url_zh_timestamp14",
    "zh",
    "2026-12-04",
    "portal",
    url="https://www.u-url-stamp.com.cn/article/20261204153012_4711.html",
    meta="来源：青禾晚报　编辑：周雨",
)
_add(
    "u_url_query_date",
    "en",
    "2026-12-02",
    url="https://www.u-url-query.org/news/article.php?id=4711&date=2026-12-02",
    meta='<p class="byline">Posted by the harbour office</p>',
)

# --- stale: head fields the site stamps on every page ----------------------------------------
_family("stale")
_add(
    "k_stale_nl_pubdate_sitewide",
    "nl",
    "2026-12-04",
    url="https://www.k-stale-nl.nl/nieuws/noordpier-4711",
    head=_meta("pubdate", "20190301")
    + _meta("og:updated_time", "2019-03-01T09:00:00+01:00", "property"),
    meta='<p class="meta">Gepubliceerd op 4 december 2026 door Mara Quill</p>',
)
_add(
    "k_stale_jsonld_placeholder_newyear",
    "en",
    "2026-12-03",
    "drupal",
    url="https://www.k-stale-placeholder.org/news/north-pier-rebuild",
    # Judgment call: the JSON-LD holds the theme's placeholder (midnight of New Year's Day,
    # published = modified); what a reader sees is the byline's day.
    head=_article(
        headline=_HEADLINE,
        datePublished="2026-01-01T00:00:00Z",
        dateModified="2026-01-01T00:00:00Z",
    ),
    meta='<span class="node__submitted">Submitted by Mara Quill on 3 December 2026</span>',
)

# --- nodate: pages with no date of their own ------------------------------------------------
_family("nodate")
raw(
    _BATCH,
    "n_none_en_tide_howto",
    "en",
    None,
    "https://www.n-none-tides.com/guides/how-to-read-a-tide-table",
    doc(
        "en",
        '<header><a href="/">Tide School</a></header><main><article class="guide">'
        "<h1>How to read a tide table</h1><p>A tide table lists, for each day, the times and "
        "heights of high and low water at one port.</p><table><tr><th>Day</th><th>High</th>"
        "<th>Low</th></tr><tr><td>Mon</td><td>06:42 (4.1 m)</td><td>12:55 (0.8 m)</td></tr>"
        "<tr><td>Tue</td><td>07:30 (4.0 m)</td><td>13:41 (0.9 m)</td></tr></table><p>Times are "
        "local; add an hour in summer. Heights are above chart datum.</p></article></main>"
        "<footer><p>© 2026 Tide School · Privacy · Contact</p></footer>",
        title="How to read a tide table | Tide School",
    ),
)
raw(
    _BATCH,
    "n_none_en_health_last_reviewed",
    "en",
    None,
    "https://www.n-none-health.org.uk/conditions/seasickness/",
    # Judgment call: a condition page states when it was last reviewed and when the next
    # review is due, never when it was published; a careful reader says it has no date of
    # publication (its review day is not one).
    doc(
        "en",
        '<header class="nhsuk-header"><a href="/">Health A to Z</a></header><main>'
        "<h1>Seasickness</h1><p>Seasickness is when travelling on a boat makes you feel sick."
        "</p><h2>Things you can do</h2><ul><li>look at a fixed point on the horizon</li>"
        "<li>get fresh air</li><li>avoid heavy meals before you travel</li></ul>"
        '<div class="nhsuk-review-date"><p>Page last reviewed: 14 March 2026<br>'
        "Next review due: 14 March 2029</p></div></main>"
        "<footer><p>© Crown copyright</p></footer>",
        title="Seasickness - Health A to Z",
    ),
)
raw(
    _BATCH,
    "n_none_pl_shop_product",
    "pl",
    None,
    "https://www.n-none-sklep.pl/produkt/kompas-zeglarski-4711",
    doc(
        "pl",
        '<header><a href="/">Sklep Żeglarski</a></header><main class="product">'
        '<h1>Kompas żeglarski K-12</h1><p class="price">249,00 zł</p>'
        '<p class="delivery">Zamów dziś, dostawa do 9 grudnia</p><section class="reviews">'
        '<h2>Opinie (2)</h2><div class="review"><b>Adam</b> · 2 listopada 2026<p>Dokładny, '
        'polecam.</p></div><div class="review"><b>Ewa</b> · 28 października 2026<p>Dobra '
        "cena.</p></div></section></main><footer>© 2012–2026 Sklep Żeglarski</footer>",
        title="Kompas żeglarski K-12 | Sklep Żeglarski",
    ),
)
raw(
    _BATCH,
    "n_none_th_glossary_be_copyright",
    "th",
    None,
    "https://www.n-none-th.or.th/glossary/",
    doc(
        "th",
        '<header><a href="/">ศูนย์ความรู้ทางทะเล</a></header><main><h1>อภิธานศัพท์ทางทะเล</h1>'
        "<dl><dt>ท่าเทียบเรือ</dt><dd>สิ่งก่อสร้างสำหรับให้เรือเข้าจอดเพื่อขนถ่ายสินค้าและผู้โดยสาร</dd>"
        "<dt>น้ำขึ้นน้ำลง</dt><dd>การเปลี่ยนแปลงระดับน้ำทะเลที่เกิดขึ้นวันละสองครั้ง</dd></dl></main>"
        "<footer><p>สงวนลิขสิทธิ์ © 2569 ศูนย์ความรู้ทางทะเล</p></footer>",
        title="อภิธานศัพท์ทางทะเล",
    ),
)

CASES_B: tuple[Case, ...] = tuple(_BATCH.cases)

#: The day each page of this half says it was last modified, in its own zone.
MODIFIED_B: dict[str, str] = {
    "w_wire_fr_afp_credit_foot": "2026-12-05",
}
