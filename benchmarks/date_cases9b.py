"""Batch 9's second half (session 21): day-numbers in local formats, relative ages and
day-words on the page's clock, press-release datelines, versions and corrections, zones
and daylight saving, and pages with no date of their own.

``benchmarks/date_cases9.py`` holds the first half, the batch's story and its ``CASES``
(both halves); this module gives it :data:`FETCHED9`, the story texts of the languages no
earlier batch wrote (:func:`own`, whose pages have a skeleton of their own) and its own
cases as ``CASES_B``. Other pages whose skeleton is none of the shared templates' use
batch 7's helpers (``raw``, ``doc``, ``story``, ``headline`` of
``benchmarks/date_cases7b.py``).
"""

from __future__ import annotations

import sys
from datetime import UTC, datetime
from html import escape
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from date_case_pages import meta as _meta
from date_case_pages import news_article as _article
from date_case_templates import CaseBatch
from date_cases import Case
from date_cases7b import doc, headline, raw, story

__all__ = ["CASES_B", "FETCHED9", "MODIFIED_B", "own"]

#: When batch 9's pages were fetched: 07:30 UTC on Sunday 6 December. Still the 5th on the
#: American west coast (23:30 in Los Angeles) and in Hawaii; the 6th from New York (02:30),
#: Mexico City (01:30) and Buenos Aires and São Paulo (04:30) east: 08:30 in Berlin and
#: Prague, 09:30 in Kyiv, 10:30 in Moscow and Istanbul, 15:30 in Beijing and Taipei, 18:30
#: in Sydney (daylight time, +11). So "2 hours ago" in Los Angeles is the 5th, in UTC the 6th.
FETCHED9 = datetime(2026, 12, 6, 7, 30, tzinfo=UTC)

_BATCH = CaseBatch(FETCHED9)
_family = _BATCH.family
_add = _BATCH.add

_HEADLINE = "Harbour board votes to rebuild storm-hit north pier"

# (html lang, headline, paragraphs) of the languages the shared texts lack. The Nepali
# text puts a space before each danda, as Nepali news sites commonly type it (on main
# 0fc6fe2 the same paragraphs with "छ।" unspaced give no article body at all).
_OWN: dict[str, tuple[str, str, tuple[str, ...]]] = {
    "bg": (
        "bg",
        "Пристанищният съвет реши да възстанови северния кей",
        (
            "Пристанищният съвет реши във вторник да възстанови северния кей, който бурите "
            "повредиха два пъти миналата зима. Работата ще започне през пролетта.",
            "Инженерите казват, че новият кей ще бъде с метър по-висок и ще е от бетон.",
        ),
    ),
    "sr-Latn": (
        "sr-Latn",
        "Lučka uprava odlučila da obnovi severni gat",
        (
            "Lučka uprava je u utorak odlučila da obnovi severni gat, koji su oluje prošle "
            "zime dva puta oštetile. Radovi počinju na proleće.",
            "Inženjeri kažu da će novi gat biti metar viši i izgrađen od betona.",
        ),
    ),
    "sr-Cyrl": (
        "sr-Cyrl",
        "Лучка управа одлучила да обнови северни гат",
        (
            "Лучка управа је у уторак одлучила да обнови северни гат, који су олује прошле "
            "зиме два пута оштетиле. Радови почињу на пролеће.",
            "Инжењери кажу да ће нови гат бити метар виши и изграђен од бетона.",
        ),
    ),
    "sk": (
        "sk",
        "Prístavná rada rozhodla o obnove severného móla",
        (
            "Prístavná rada v utorok rozhodla o obnove severného móla, ktoré minulú zimu "
            "dvakrát poškodili búrky. Práce sa začnú na jar.",
            "Podľa inžinierov bude nové mólo o meter vyššie a postaví sa z betónu.",
        ),
    ),
    "ms": (
        "ms",
        "Lembaga pelabuhan putuskan bina semula jeti utara",
        (
            "Lembaga pelabuhan pada hari Selasa memutuskan untuk membina semula jeti utara "
            "yang dua kali rosak akibat ribut tahun lalu. Kerja akan bermula tahun depan.",
            "Jurutera berkata jeti baharu akan lebih tinggi satu meter dan dibina daripada "
            "konkrit.",
        ),
    ),
    "tl": (
        "tl",
        "Itatayong muli ng lupon ng daungan ang hilagang pantalan",
        (
            "Nagpasiya noong Martes ang lupon ng daungan na itayong muli ang hilagang pantalan "
            "na dalawang beses na nasira ng bagyo. Sisimulan ang trabaho sa susunod na taon.",
            "Ayon sa mga inhinyero, mas mataas nang isang metro ang bagong pantalan.",
        ),
    ),
    "ur": (
        "ur",
        "بندرگاہ بورڈ کا شمالی گھاٹ دوبارہ تعمیر کرنے کا فیصلہ",
        (
            "بندرگاہ بورڈ نے منگل کو شمالی گھاٹ دوبارہ تعمیر کرنے کا فیصلہ کیا، جسے پچھلی "
            "سردیوں میں طوفانوں نے دو بار نقصان پہنچایا تھا۔ کام بہار میں شروع ہوگا۔",
            "انجینئروں کا کہنا ہے کہ نیا گھاٹ ایک میٹر اونچا ہوگا اور کنکریٹ سے بنے گا۔",
        ),
    ),
    "bn": (
        "bn",
        "বন্দর বোর্ড উত্তরের জেটি নতুন করে নির্মাণের সিদ্ধান্ত নিয়েছে",
        (
            "বন্দর বোর্ড মঙ্গলবার উত্তরের জেটি নতুন করে নির্মাণের সিদ্ধান্ত নিয়েছে, যা গত শীতে "
            "ঝড়ে দুবার ক্ষতিগ্রস্ত হয়েছিল। বসন্তে কাজ শুরু হবে।",
            "প্রকৌশলীরা বলেছেন, নতুন জেটি এক মিটার উঁচু হবে এবং কংক্রিট দিয়ে তৈরি হবে।",
        ),
    ),
    "ne": (
        "ne",
        "बन्दरगाह बोर्डले उत्तरी घाट पुनर्निर्माण गर्ने निर्णय गर्यो",
        (
            "बन्दरगाह बोर्डले मंगलबार गत जाडोमा आँधीले दुई पटक क्षति पुर्याएको उत्तरी घाट "
            "पुनर्निर्माण गर्ने निर्णय गरेको छ । काम वसन्तमा सुरु हुनेछ ।",
            "इन्जिनियरहरूका अनुसार नयाँ घाट पुरानोभन्दा एक मिटर अग्लो हुनेछ र काठको सट्टा "
            "कंक्रिटले बनाइनेछ । यसको लागत करिब चालीस करोड रुपैयाँ हुने अनुमान छ ।",
            "हरेक बिहान घाट प्रयोग गर्ने माझीहरूले निर्णयको स्वागत गर्दै काम चलिरहँदा एउटा "
            "ठाउँ खुला राख्न बोर्डसँग आग्रह गरेका छन् ।",
        ),
    ),
}


def own(
    batch: CaseBatch,
    name: str,
    lang: str,
    truth: str | None,
    url: str,
    meta: str,
    *,
    head: str = "",
    after: str = "",
    site: str = "Kej Vesti",
) -> None:
    """One case in a language the shared texts lack (``lang`` a key of ``_OWN``): a plain
    news page of its own, ``meta`` under the headline, ``after`` below the text."""
    html_lang, title, paras = _OWN[lang]
    text = "".join(f"<p>{escape(p)}</p>" for p in paras)
    body = (
        f'<header class="masthead"><a href="/">{escape(site)}</a></header><main>'
        f'<article class="news"><h1>{escape(title)}</h1><div class="meta">{meta}</div>'
        f'<div class="text">{text}</div>{after}</article></main>'
        f"<footer><p>{escape(site)} · Kontakt</p></footer>"
    )
    page = (
        f'<!DOCTYPE html><html lang="{html_lang}"><head><meta charset="utf-8">'
        f"<title>{escape(title)}</title>{head}</head><body>{body}</body></html>"
    )
    raw(batch, name, html_lang.split("-")[0], truth, url, page)


# --- locale: day and month in digits, the order given by the page's locale ------------------
_family("locale")
raw(
    _BATCH,
    "z_loc_en_us_mmdd",
    "en",
    "2026-12-04",
    "https://www.z-loc-us.com/news/north-pier-rebuild-4711",
    # Judgment call: 12/04/2026 on an en-US page with its rail's 11/30/2026 (month first,
    # no thirtieth month) reads December 4.
    doc(
        "en",
        '<header><a href="/">Quay County Courier</a></header><main><article>'
        f'<h1>{headline("en")}</h1><p class="posted">Posted 12/04/2026 at 6:05 PM</p>'
        f"{story('en')}</article><aside><h3>More local news</h3><ul>"
        '<li><a href="/news/ferry">Ferry fares frozen</a> 11/30/2026</li>'
        '<li><a href="/news/crane">New crane for the quay</a> 11/27/2026</li></ul></aside></main>',
    ).replace('<html lang="en">', '<html lang="en-US">'),
)
raw(
    _BATCH,
    "z_loc_en_gb_ddmm_april",
    "en",
    "2026-04-12",
    "https://www.z-loc-gb.co.uk/news/2026/04/north-pier-rebuild",
    # 12/04/2026 on a British page, under a /2026/04/ address: 12 April, an old story.
    doc(
        "en",
        '<header><a href="/">Quay Gazette</a></header><main><article>'
        f'<h1>{headline("en")}</h1><p class="date">12/04/2026 14:20</p>{story("en")}'
        "</article></main>",
    ).replace('<html lang="en">', '<html lang="en-GB">'),
)
_add(
    "z_loc_en_au_updated_first_published",
    "en",
    "2026-12-03",
    "arc",
    url="https://www.z-loc-au.com.au/news/local/north-pier-rebuild/news-story/4711",
    meta='<span class="byline">Mara Quill</span> <span class="dates">Updated 05/12/2026, '
    "9:10am, first published 03/12/2026, 6:45pm</span>",
)
_add(
    "z_loc_es_ar_slash_late",
    "es",
    "2026-12-04",
    url="https://www.z-loc-ar.com.ar/sociedad/muelle-norte-4711",
    meta='<p class="fecha">04/12/2026 - 23:55</p>',
)

# --- rel: relative ages and day-words, read in the page's zone at FETCHED9 -----------------
_family("rel")
_add(
    "r_rel_es_ar_hace_horas",
    "es",
    "2026-12-05",
    url="https://www.r-rel-hace.com.ar/politica/muelle-norte-4711",
    # 04:30 in Buenos Aires less 6 hours is 22:30 on the 5th (01:30 UTC on the 6th).
    meta='<p class="nota-fecha">Por Mara Quill · hace 6 horas</p>',
)
_add(
    "r_rel_pt_br_ontem_as",
    "pt",
    "2026-12-05",
    "wordpress",
    url="https://www.r-rel-ontem.com.br/cidades/pier-norte/",
    meta='<span class="posted-on">ontem às 18h</span> <span class="byline">por Mara Quill</span>',
)
_add(
    "r_rel_es_mx_hoy",
    "es",
    "2026-12-06",
    url="https://www.r-rel-hoy.com.mx/estados/muelle-norte-4711",
    # 01:30 in Mexico City: "today, 00:40" is the 6th (06:40 UTC).
    meta='<div class="nota-meta">Mara Quill | Hoy, 00:40</div>',
)
_add(
    "r_rel_tr_gun_once",
    "tr",
    "2026-12-04",
    url="https://www.r-rel-gun.com.tr/gundem/kuzey-iskelesi-4711",
    meta='<div class="haber-tarih"><span>2 gün önce</span></div>',
)
_add(
    "r_rel_zh_ganggang",
    "zh",
    "2026-12-06",
    "portal",
    url="https://www.r-rel-gang.com.cn/news/4711.html",
    meta="<span>刚刚</span>　来源：青禾晚报",
)
_add(
    "r_rel_uk_vchora",
    "uk",
    "2026-12-05",
    url="https://www.r-rel-vchora.com.ua/news/4711-prychal",
    meta='<div class="article-date">Вчора, 23:40</div>',
)
_add(
    "r_rel_en_us_pacific_hours_ago",
    "en",
    "2026-12-05",
    "brightspot",
    url="https://www.r-rel-pacific.com/news/local/north-pier-rebuild",
    # Judgment call: a Los Angeles station whose footer says its times are Pacific; at
    # 23:30 there, "2 hours ago" is 21:30 on the 5th (05:30 UTC on the 6th).
    meta='<div class="Page-datePublished">2 hours ago</div>',
    first="LOS ANGELES — ",
    after='<p class="tz-note">All times Pacific.</p>',
)
_add(
    "r_rel_hu_tegnap",
    "hu",
    "2026-12-05",
    url="https://www.r-rel-tegnap.hu/belfold/eszaki-molo-4711",
    meta='<p class="cikk-datum">tegnap 17:20</p>',
)

# --- wire: press-release and agency datelines with their year -------------------------------
_family("wire")
_add(
    "w_wire_globenewswire_padded",
    "en",
    "2026-12-03",
    url="https://www.w-wire-globe.com/news-release/2026/12/03/4711/north-pier.html",
    first="OSLO, Norway, Dec. 03, 2026 (GLOBE NEWSWIRE) -- ",
    after='<p class="contact">Media contact: press@quayboard.example</p>',
)
_add(
    "w_wire_businesswire_company_rail",
    "en",
    "2026-12-02",
    url="https://www.w-wire-business.com/news/home/4711/en/",
    first="SAN DIEGO--(BUSINESS WIRE)--Dec 2, 2026-- ",
    side='<ul class="more-from"><li><a href="/news/1">Quay Marine names new CFO</a> '
    '<span>Dec 5, 2026</span></li><li><a href="/news/2">Quay Marine third-quarter results'
    "</a> <span>Nov 28, 2026</span></li></ul>",
)
_add(
    "w_wire_id_antara",
    "id",
    "2026-12-04",
    url="https://www.w-wire-antara.co.id/berita/4711/dermaga-utara",
    first="Nusa Dua, Bali (ANTARA) - ",
    meta='<p class="date">Jumat, 4 Desember 2026 16:12 WIB</p>',
)

# --- revise: versions, corrections and older things embedded --------------------------------
_family("revise")
_add(
    "v_rev_first_published_this_version",
    "en",
    "2026-12-02",
    "substack",
    url="https://v-rev-version.com/p/north-pier-rebuild",
    meta='<div class="versions">First published: 2 December 2026 · This version: 4 December '
    "2026</div>",
)
_add(
    "v_rev_correction_note_later",
    "en",
    "2026-12-01",
    "arc",
    url="https://www.v-rev-correction.com/local/north-pier-rebuild/",
    meta='<span class="byline">By Mara Quill</span> <span class="date">December 1, 2026</span>',
    after='<p class="correction"><em>Correction, Dec. 4, 2026: An earlier version of this '
    "article misstated the cost of the new pier. It is about four million, not fourteen."
    "</em></p>",
)
raw(
    _BATCH,
    "v_rev_embedded_tweet_older",
    "en",
    "2026-12-03",
    "https://www.v-rev-tweet.com/news/north-pier-rebuild",
    doc(
        "en",
        '<header><a href="/">Quay Post</a></header><main><article>'
        f'<h1>{headline("en")}</h1><blockquote class="twitter-tweet"><p lang="en">The north '
        "pier is closed until further notice after last night's storm.</p>— Harbour Board "
        '(@quayboard) <a href="https://twitter.com/quayboard/status/4711">November 18, 2026'
        f"</a></blockquote>{story('en')}"
        '<p class="byline">Mara Quill · Thursday, December 3, 2026</p></article></main>',
    ),
)
_add(
    "v_rev_video_uploaded_earlier",
    "en",
    "2026-12-04",
    "nextjs",
    url="https://www.v-rev-video.com/news/north-pier-rebuild",
    meta='<div class="Video_card__v1"><span class="Video_label__v2">Video · 2:14</span> '
    '<span class="Video_date__v3">Uploaded 28 Nov 2026</span></div>',
    after='<p class="Article_date__d4">4 Dec 2026</p>',
)
raw(
    _BATCH,
    "v_rev_title_date_only",
    "en",
    "2026-12-03",
    "https://www.v-rev-title.gov.uk/news/north-pier-rebuild",
    # Judgment call: a council's news page prints its day only in its <title> (and the
    # tab): a reader of the tab says 3 December.
    doc(
        "en",
        '<header><a href="/">Quay District Council</a></header><main><h1>'
        f"{headline('en')}</h1>{story('en')}</main><footer>© Quay District Council</footer>",
        title="North pier rebuild approved – 3 December 2026 | Quay District Council",
    ),
)
_add(
    "v_rev_de_breadcrumb_day",
    "de",
    "2026-12-02",
    "bitrix",
    url="https://www.v-rev-krumen.de/archiv/nordpier-4711/",
    above='<nav class="crumbs">Startseite › Archiv › 2. Dezember 2026 › Nordpier</nav>',
)

# --- zone: a stated zone or daylight saving puts the page's day apart from UTC's ------------
_family("zone")
_add(
    "z_zone_au_aedt_utc_day_before",
    "en",
    "2026-12-05",
    url="https://www.z-zone-sydney.com.au/news/north-pier-rebuild",
    # 13:40 UTC on the 4th is 00:40 on the 5th in Sydney (daylight time, +11).
    head=_article(headline=_HEADLINE, datePublished="2026-12-04T13:40:00Z"),
    meta='<p class="timestamp">Saturday 5 December 2026 12:40am AEDT</p>',
)
_add(
    "z_zone_us_dst_end_edt",
    "en",
    "2026-11-01",
    "brightspot",
    url="https://www.z-zone-edt.com/news/north-pier-rebuild",
    # Judgment call: 04:30 UTC on 1 November is 00:30 EDT, daylight time ending at 02:00
    # that night; read as EST (-5) it would be 23:30 on 31 October. The page shows only
    # the clock time.
    head=_meta("article:published_time", "2026-11-01T04:30:00Z", "property"),
    meta='<div class="Page-datePublished">Posted 12:30 a.m. EDT</div>',
)
_add(
    "z_zone_cl_summer_utc_next_day",
    "es",
    "2026-12-05",
    url="https://www.z-zone-chile.cl/nacional/muelle-norte-4711",
    # Chile keeps summer time (-03) in December: 22:30 on the 5th is 01:30 UTC on the 6th.
    head=_meta("article:published_time", "2026-12-06T01:30:00Z", "property")
    + _article(
        headline="La junta del puerto vota reconstruir el muelle norte",
        datePublished="2026-12-05T22:30:00-03:00",
    ),
    meta='<p class="fecha">sábado 5 de diciembre de 2026</p>',
)

# --- nodate: pages with no date of their own -------------------------------------------------
_family("nodate")
raw(
    _BATCH,
    "n_none_en_tag_page",
    "en",
    None,
    "https://www.n-none-tag.com/tag/north-pier/",
    doc(
        "en",
        '<header><a href="/">Quay Courier</a></header><main><h1>Tag: north pier</h1>'
        '<p class="tag-desc">All our stories about the north pier.</p><ul class="teasers">'
        '<li><h2><a href="/n/1">Board votes to rebuild the pier</a></h2>'
        '<time datetime="2026-12-04T10:00:00+00:00">4 December 2026</time></li>'
        '<li><h2><a href="/n/2">Pier closed after storm</a></h2>'
        '<time datetime="2026-11-18T07:30:00+00:00">18 November 2026</time></li>'
        '<li><h2><a href="/n/3">Fishermen ask for a berth</a></h2>'
        '<time datetime="2026-10-02T16:00:00+00:00">2 October 2026</time></li></ul>'
        '<nav class="pages"><a href="?page=2">Older</a></nav></main>',
        title="north pier | Quay Courier",
    ),
)
raw(
    _BATCH,
    "n_none_en_author_bio",
    "en",
    None,
    "https://www.n-none-author.com/author/mara-quill/",
    doc(
        "en",
        '<header><a href="/">Quay Courier</a></header><main><div class="author-card">'
        "<h1>Mara Quill</h1><p>Mara Quill covers the harbour and the coast. She joined the "
        "Courier in March 2019 after eight years at the Bay Telegram.</p></div>"
        '<h2>Latest from Mara Quill</h2><ul><li><a href="/n/1">Board votes to rebuild the '
        'pier</a> <span class="date">Dec 4, 2026</span></li><li><a href="/n/2">Ferry fares '
        'frozen</a> <span class="date">Nov 30, 2026</span></li></ul></main>',
        title="Mara Quill, harbour reporter | Quay Courier",
    ),
)
raw(
    _BATCH,
    "n_none_en_wiki_explainer",
    "en",
    None,
    "https://wiki.n-none-wiki.org/wiki/North_pier",
    # Judgment call: a wiki article's "last edited" line is when its text last changed,
    # not when it was published: it has no publication date.
    doc(
        "en",
        '<div id="content"><h1 id="firstHeading">North pier</h1><div id="bodyContent">'
        "<p>The <b>north pier</b> is a pier in Quay harbour built in 1911 and rebuilt in "
        "timber in 1962.</p><h2>History</h2><p>Storms damaged it in 1987 and twice in the "
        "winter of 2025–26.</p></div></div>"
        '<div id="footer"><ul><li id="footer-info-lastmod">'
        "This page was last edited on 2 December 2026, at 14:12 (UTC).</li><li>Text is "
        "available under a free licence.</li></ul></div>",
        title="North pier - Quaypedia",
    ),
)

CASES_B: tuple[Case, ...] = tuple(_BATCH.cases)

#: The day each page of this half says it was last modified, in its own zone.
MODIFIED_B: dict[str, str] = {
    "z_loc_en_au_updated_first_published": "2026-12-05",
    "v_rev_first_published_this_version": "2026-12-04",
}
