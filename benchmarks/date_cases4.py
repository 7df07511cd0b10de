"""Fourth round of hand-written date cases (session 17): batch 4, held out.

Written by a different hand from rounds two and three and before any code change of the
round, from general knowledge of how publishing systems lay out an article (no page
copied from anyone), styled apart from the earlier batches: other CMS templates (a
WordPress classic theme's "This entry was posted on ..." sentence, Drupal, Ghost,
Blogger, Arc, Brightspot, Substack, Chinese portals in GBK, Japanese and Korean portals)
and other languages (Indonesian, Turkish, Vietnamese, Polish, Portuguese). Its families:

- ``byline``: the date only inside a byline *sentence*;
- ``url``: the date only in the URL;
- ``pubupd``: published and updated both visible, in either order;
- ``relative``: relative dates in several languages, read in the page's zone;
- ``midnight``: an instant whose day differs between UTC and the page's zone;
- ``stale``: a structured date years older than the visible one;
- ``listing``: other articles' dates (a ranking, a ticker) above the article's own;
- ``caption``: a date in an image caption that is not the article's;
- ``event``: an event date in the prose that must not win (or the page has none).

The truth is the article's day in the page's own zone (the zone its TLD or its visible
time says). Fetched at :data:`FETCHED4` (2026-12-05 23:10 UTC: already 6 December east of
Tehran, still 5 December in Europe and the Americas). No fix looks at these pages: they
are scored before and after the round's fixes (made on batches 3a and 3b), and that is
the held-out figure.
"""

from __future__ import annotations

import sys
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from date_case_pages import jsonld as _ld
from date_case_pages import meta as _meta
from date_case_pages import news_article as _article
from date_case_templates import CaseBatch
from date_cases import Case

__all__ = ["CASES", "FETCHED4"]

#: When batch 4's pages were fetched.
FETCHED4 = datetime(2026, 12, 5, 23, 10, tzinfo=UTC)

_BATCH = CaseBatch(FETCHED4)
_family = _BATCH.family
_add = _BATCH.add


# --- byline: the date only inside a sentence --------------------------------------------
_family("byline")
_add(
    "d_byline_wp_classic_postmetadata",
    "en",
    "2026-12-04",
    "wordpress",
    after='<p class="postmetadata alt"><small>This entry was posted on Friday, December 4th, '
    '2026 at 7:40 pm and is filed under <a href="/category/harbour">Harbour</a>. You can '
    "follow any responses to this entry through the RSS 2.0 feed.</small></p>",
)
_add(
    "d_byline_pt_escrito_por",
    "pt",
    "2026-12-04",
    "drupal",
    meta='<div class="node__submitted">Escrito por Mara Quill em 4 de dezembro de 2026, '
    "às 19h40</div>",
)
_add(
    "d_byline_tr_tarafindan",
    "tr",
    "2026-12-04",
    "wordpress",
    meta='<span class="byline">Mara Quill tarafından 4 Aralık 2026 tarihinde yayımlandı</span>',
)
_add(
    "d_byline_pl_opublikowano_przez",
    "pl",
    "2026-12-04",
    "brightspot",
    meta='<div class="Page-datePublished">Opublikowano 4 grudnia 2026 przez redakcję</div>',
)
_add(
    "d_byline_vi_ngay_thang",
    "vi",
    "2026-12-04",
    url="https://d-byline-vi.vn/thoi-su/cau-tau-phia-bac.html",
    meta='<p class="author">Bài viết của Mara Quill, đăng lúc 19:40 ngày 4 tháng 12 năm 2026</p>',
)
_add(
    "d_byline_zh_gbk_sentence",
    "zh",
    "2026-12-04",
    "portal",
    charset="gbk",
    meta="本报记者周雨于2026年12月4日发自青禾",
)

# --- url: the date only in the address ----------------------------------------------------
_family("url")
_add(
    "d_url_ghost_ymd",
    "en",
    "2026-12-04",
    "ghost",
    url="https://d-url-ghost.example/2026/12/04/harbour-board-north-pier/",
)
_add(
    "d_url_zh_compact",
    "zh",
    "2026-12-04",
    "portal",
    url="https://d-url-zh.example/news/20261204/c4711.shtml",
)
_add(
    "d_url_pt_ghtml",
    "pt",
    "2026-12-04",
    url="https://d-url-pt.com.br/cidades/noticia/2026/12/04/cais-norte-sera-reconstruido.ghtml",
)

# --- pubupd: published and updated both visible ----------------------------------------------
_family("pubupd")
_add(
    "d_pubupd_brightspot_blocks",
    "en",
    "2026-12-03",
    "brightspot",
    meta='<div class="Page-dateModified">Updated December 5, 2026 9:30 a.m. EST</div>'
    '<div class="Page-datePublished">Published December 3, 2026 5:12 p.m. EST</div>',
)
_add(
    "d_pubupd_pl_aktualizacja",
    "pl",
    "2026-12-03",
    meta='<p class="data">Opublikowano: 03.12.2026, 17:12 · Aktualizacja: 05.12.2026, 09:30</p>',
)
_add(
    "d_pubupd_tr_guncelleme_first",
    "tr",
    "2026-12-03",
    meta='<div class="tarih">Güncelleme: 05.12.2026 09:30 | Yayınlanma: 03.12.2026 17:12</div>',
)
_add(
    "d_pubupd_ko_ipryeok_sujeong",
    "ko",
    "2026-12-03",
    "kportal",
    meta="<li>입력 2026.12.03 17:12</li><li>수정 2026.12.05 09:30</li>",
)
_add(
    "d_pubupd_ja_koukai_koushin",
    "ja",
    "2026-12-03",
    "jportal",
    meta='<span class="date">公開日：2026年12月3日</span>'
    '<span class="update">更新日：2026年12月5日</span>',
)
_add(
    "d_pubupd_vi_cap_nhat_first",
    "vi",
    "2026-12-03",
    meta='<p class="time">Cập nhật: 05/12/2026 09:30 · Ngày đăng: 03/12/2026 17:12</p>',
)

# --- relative: anchored on 2026-12-05 23:10 UTC, in the page's zone -------------------------
_family("relative")
_add(
    "d_rel_tr_saat_once",
    "tr",
    "2026-12-05",
    url="https://d-rel-tr.com.tr/gundem/liman-kurulu-kuzey-iskelesi",
    meta='<span class="tarih">3 saat önce</span>',
)
_add(
    "d_rel_pl_wczoraj",
    "pl",
    "2026-12-05",
    url="https://d-rel-pl.pl/wiadomosci/molo-polnocne",
    meta='<p class="data">wczoraj, 21:40</p>',
)
_add(
    "d_rel_id_jam_yang_lalu",
    "id",
    "2026-12-06",
    url="https://d-rel-id.co.id/berita/dermaga-utara",
    meta='<span class="date">2 jam yang lalu</span>',
)
_add(
    "d_rel_vi_phut_truoc",
    "vi",
    "2026-12-06",
    url="https://d-rel-vi.vn/thoi-su/cau-tau-phia-bac.html",
    meta='<span class="time">45 phút trước</span>',
)
_add(
    "d_rel_ko_il_jeon",
    "ko",
    "2026-12-05",
    "kportal",
    url="https://d-rel-ko.co.kr/news/articleView.html?idxno=4711",
    meta="<li>1일 전</li>",
)
_add(
    "d_rel_es_hace_dias",
    "es",
    "2026-12-04",
    url="https://d-rel-es.es/local/muelle-norte",
    meta='<p class="fecha">hace 2 días</p>',
)

# --- midnight: the day in the page's zone -------------------------------------------------
_family("midnight")
_add(
    "d_mid_jp_utc_ld_jst_visible",
    "ja",
    "2026-12-05",
    "jportal",
    url="https://d-mid-jp.co.jp/articles/4711",
    head=_article(datePublished="2026-12-04T15:20:00Z"),
    meta='<time class="date">2026/12/05 00:20</time>',
)
_add(
    "d_mid_br_utc_og_only",
    "pt",
    "2026-12-04",
    url="https://d-mid-br.com.br/cidades/cais-norte",
    head=_meta("article:published_time", "2026-12-05T01:30:00Z", "property"),
)
_add(
    "d_mid_au_aedt_visible",
    "en",
    "2026-12-05",
    "arc",
    url="https://d-mid-au.com.au/news/harbour-board-north-pier",
    head=_article(datePublished="2026-12-04T14:00:00Z"),
    meta='<span class="byline">Mara Quill</span> <span class="date">5 December 2026 — '
    "1:00am AEDT</span>",
)
_add(
    "d_mid_us_et_pm_visible",
    "en",
    "2026-12-04",
    "substack",
    head=_meta("article:published_time", "2026-12-05T03:45:00+00:00", "property"),
    meta='<div class="post-date">Dec. 4, 2026, 10:45 p.m. ET</div>',
)

# --- stale: a structured date years older than the visible one ----------------------------
_family("stale")
_add(
    "d_stale_ld_graph_wp",
    "en",
    "2026-12-04",
    "wordpress",
    head=_ld(
        {
            "@context": "https://schema.org",
            "@graph": [
                {"@type": "WebSite", "name": "Quay Chronicle"},
                {
                    "@type": "Article",
                    "headline": "Harbour board votes to rebuild the north pier",
                    "datePublished": "2019-05-02T08:00:00+00:00",
                    "dateModified": "2019-05-02T08:00:00+00:00",
                },
            ],
        }
    ),
    meta='<span class="posted-on">Posted on <span class="entry-date">December 4, 2026</span>'
    "</span>",
)
_add(
    "d_stale_ld_tr_dotted",
    "tr",
    "2026-12-04",
    head=_article(datePublished="2016-01-10T10:00:00+02:00"),
    meta='<div class="tarih">04.12.2026 17:00</div>',
)
_add(
    "d_stale_ld_substack_short",
    "en",
    "2026-12-04",
    "substack",
    head=_article(datePublished="2021-03-01T12:00:00Z"),
    meta='<div class="post-date">Dec 4, 2026</div>',
)

# --- listing: other articles' dates above the article's own -------------------------------
_family("listing")
_add(
    "d_list_pl_najnowsze_top",
    "pl",
    "2026-12-04",
    url="https://d-list-pl.pl/wiadomosci/molo-polnocne",
    above='<ul class="najnowsze"><li><a href="/w/prom">Prom osiadł na mieliźnie</a> '
    '<span class="data">05.12.2026 22:10</span></li><li><a href="/w/sztorm">Ostrzeżenie '
    'przed sztormem</a> <span class="data">05.12.2026 20:45</span></li></ul>',
    meta='<p class="data">04.12.2026 17:00</p>',
)
_add(
    "d_list_ja_ranking_top",
    "ja",
    "2026-12-04",
    "jportal",
    above='<div class="ranking"><h2>アクセスランキング</h2><ol>'
    '<li><a href="/a/1">フェリーが座礁</a><span class="date">12/5(土) 22:10</span></li>'
    '<li><a href="/a/2">暴風警報</a><span class="date">12/5(土) 20:45</span></li></ol></div>',
    meta='<time class="date">2026年12月4日 17時00分</time>',
)
_add(
    "d_list_vi_tin_moi_top",
    "vi",
    "2026-12-04",
    above='<ul class="tin-moi"><li><a href="/a/1">Phà mắc cạn</a> <span>05/12/2026 22:10</span>'
    '</li><li><a href="/a/2">Cảnh báo bão</a> <span>05/12/2026 20:45</span></li></ul>',
    meta='<p class="time">Thứ Sáu, 04/12/2026 17:00 (GMT+7)</p>',
)

# --- caption: a date in an image caption that is not the article's ------------------------
_family("caption")
_add(
    "d_caption_en_storm_date_footer",
    "en",
    "2026-12-04",
    "ghost",
    first='<figure class="kg-card kg-image-card"><img src="/img/pier.jpg" alt="">'
    "<figcaption>The north pier after the storm of November 28, 2026. Photo: Mara Quill"
    "</figcaption></figure>",
    after='<footer class="post-full-footer"><p>Published December 4, 2026</p></footer>',
)
_add(
    "d_caption_id_foto_dok",
    "id",
    "2026-12-04",
    first='<figure><img src="/img/dermaga.jpg" alt=""><figcaption>Dermaga utara setelah badai, '
    "28/11/2026. (Foto: dok. Mara Quill)</figcaption></figure>",
    meta='<p class="date">Jumat, 4 Desember 2026 17:00 WIB</p>',
)
_add(
    "d_caption_zh_she",
    "zh",
    "2026-12-04",
    "portal",
    first='<div class="pic"><img src="/img/pier.jpg" alt=""><p class="pictext">'
    "这是2026年11月28日拍摄的北码头。新华网记者 周雨 摄</p></div>",
    meta="2026-12-04 17:00 来源：青禾网",
)

# --- event: an event date in the prose that must not win --------------------------------------
_family("event")
_add("d_event_en_prose_only", "en", None, "blogger", first="Work begins on March 2, 2027. ")
_add(
    "d_event_de_prose_then_footer",
    "de",
    "2026-12-04",
    first="Am 14. Januar 2027 soll der Bau beginnen. ",
    after='<p class="datum">Veröffentlicht am 4. Dezember 2026</p>',
)
_add(
    "d_event_pt_prose_vs_url",
    "pt",
    "2026-12-04",
    url="https://d-event-pt.com.br/noticia/2026/12/04/cais-norte.html",
    first="A obra começa em 15 de março de 2027. ",
)
_add(
    "d_event_tr_toplanti",
    "tr",
    "2026-12-04",
    "arc",
    first="Kurul bir sonraki toplantısını 18 Ocak 2027 tarihinde yapacak. ",
    meta='<span class="date">04 Aralık 2026</span>',
)

CASES: tuple[Case, ...] = tuple(_BATCH.cases)
