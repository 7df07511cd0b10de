"""Hand-written extraction cases, batch B, pages in Chinese and other languages: HELD OUT.

Written for this project with batch A, before any extraction change (no page copied or
paraphrased); scored only to report a change. See ``benchmarks/extract_cases.py``.
"""

from __future__ import annotations

from collections.abc import Callable

from extract_case_parts import Case, Sheet

__all__ = ["BATCH_B_INTL"]

_B = "b"
_CASES: list[Callable[[], Case]] = []


def _case(fn: Callable[[], Case]) -> Callable[[], Case]:
    _CASES.append(fn)
    return fn


def _zh_links(s: Sheet, count: int = 5) -> str:
    return "".join(
        f"<li><a href='/n/{i}.html'>{s.junk(s.headline())}</a> <span>05-0{i + 1}</span></li>"
        for i in range(count)
    )


@_case
def zh_td_br() -> Case:
    s = Sheet("b-zh-td-br", "zh", site="某某在线")
    text = "<br>".join(f"　　{s.text()}<br>" for _ in range(6))
    body = (
        "<table width='100%'><tr><td class='nav'><a href='/'>首页</a>　<a href='/xw'>新闻中心</a>　"
        "<a href='/ty'>体育</a></td></tr></table><table width='980' align='center'><tr>"
        "<td valign='top'><table width='100%'><tr><td align='center' class='title'>"
        "<font size='4'><b>市区新增五千个公共充电桩</b></font></td></tr><tr><td align='center' "
        "class='date'>2024年05月20日　来源：某某晚报　【字体：大 中 小】</td></tr><tr>"
        f"<td class='content' style='font-size:14px;line-height:24px'>{text}"
        "<div align='right'>责任编辑：陈静</div>"
        f"<div class='xg'>{s.chrome['related']}：<ul>{_zh_links(s, 4)}</ul></div></td></tr>"
        "<tr><td align='center'>上一页 1 2 下一页</td></tr></table></td>"
        f"<td width='250' valign='top'><b>图片新闻</b><ul>{_zh_links(s, 3)}</ul></td></tr></table>"
        f"<div class='bottom'>{s.junk(s.chrome['rights'])}</div>"
    )
    doc = s.page(body, title="市区新增五千个公共充电桩", charset="gb2312")
    return s.case(
        _B,
        "zh-portal",
        "http://www.mouzaixian.example/news/2024-05/20/content_778.htm",
        doc,
        encoding="gb18030",
    )


@_case
def zh_indent_divs() -> Case:
    s = Sheet("b-zh-indent-divs", "zh", site="新城网")
    text = "".join(f"<p style='text-indent:2em'>{s.text()}</p>" for _ in range(5))
    comments = "".join(
        f"<div class='cmt-item'><span class='user'>新城网友{i}</span><p>{s.junk(t)}</p></div>"
        for i, t in enumerate(
            ("支持！家门口多了公交线路，老人出门方便多了。", "请问施工期间附近的停车场还能用吗？")
        )
    )
    body = (
        "<div class='nav'><a href='/'>新城网</a> <a href='/news'>新闻</a> <a href='/ent'>娱乐</a></div>"
        "<div class='main'><div id='Main-Article'><h1>全市六成社区建成养老服务站</h1>"
        "<div class='a_Info'><span class='a_time'>2024-06-01 10:05</span> <span class='a_source'>"
        f"新城日报</span></div><div class='Cnt-Main-Article'>{text}</div>"
        "<div class='ep-source'>本文来源：新城日报　责任编辑：孙强_NN1234</div></div>"
        f"<div class='cmt'><h3>{s.chrome['comments']}</h3>{comments}</div>"
        f"<div class='hot'><h3>热点新闻</h3><ul>{_zh_links(s, 5)}</ul></div></div>"
    )
    doc = s.page(body, title="全市六成社区建成养老服务站_新城网", charset="gbk")
    return s.case(
        _B,
        "zh-portal",
        "http://news.xincheng.example/a/20240601/013456.htm",
        doc,
        encoding="gb18030",
    )


@_case
def zh_utf8_sectioned() -> Case:
    s = Sheet("b-zh-utf8-sectioned", "zh", site="晨报网")
    parts = "".join(
        f"<h3>{h}</h3><p><img src='/p{i}.jpg'></p><p class='pic-note'>图为施工现场。</p>"
        f"{''.join(f'<p>{s.text()}</p>' for _ in range(2))}"
        for i, h in enumerate(("交通更便捷", "环境更宜居", "服务更贴心"))
    )
    body = (
        "<div class='header'><a href='/'>晨报网</a></div><div class='article-main'>"
        "<h1>三大变化让老城区焕发新生</h1><div class='article-meta'>2024-08-18 07:30　晨报记者 周然</div>"
        f"<div class='article-content'><p>{s.text()}</p>{parts}"
        f"<p class='extend'>【延伸阅读】<a href='/r1'>{s.junk(s.headline())}</a></p></div>"
        f"<div class='share'>{s.junk(s.chrome['share'])}</div></div>"
        f"<div class='footer'>{s.junk(s.chrome['rights'])}</div>"
    )
    return s.case(_B, "list", "https://www.chenbao.example/city/2024/0818/887.html", s.page(body))


@_case
def zh_split_ad() -> Case:
    s = Sheet("b-zh-split-ad", "zh", site="江城新闻网")
    body = (
        "<div class='top'><a href='/'>江城新闻网</a> &gt; <a href='/sh'>社会</a> &gt; 正文</div>"
        "<div class='con'><h1>春季汛期前完成堤防隐患排查</h1><div class='msg'>发布时间：2024-03-22　"
        "来源：江城日报</div>"
        f"<div class='content'>{''.join(f'<p>{s.text()}</p>' for _ in range(3))}</div>"
        f"<div class='ad_box'><script>show_ad(3)</script>{s.chrome['ad']}</div>"
        f"<div class='content'>{''.join(f'<p>{s.text()}</p>' for _ in range(3))}</div>"
        "<div class='page_nav'><a href='/p'>上一篇：" + s.junk(s.headline()) + "</a><br>"
        "<a href='/n'>下一篇：" + s.junk(s.headline()) + "</a></div></div>"
        f"<div class='foot'>{s.junk(s.chrome['rights'])}</div>"
    )
    doc = s.page(body, title="春季汛期前完成堤防隐患排查", charset="gb2312")
    return s.case(
        _B,
        "zh-portal",
        "http://www.jiangcheng.example/sh/2024-03/22/c_1130.htm",
        doc,
        encoding="gb18030",
    )


@_case
def de_wordpress_list() -> Case:
    s = Sheet("b-de-wordpress-list", "de", site="Stadtblog")
    items = "".join(
        f"<h3>{i}. {s.heading()}</h3><figure class='wp-block-image'><img src='/b{i}.jpg'>"
        f"</figure>{s.paras(1)}"
        for i in range(1, 6)
    )
    body = (
        f"{s.cookie()}{s.nav(('Stadt', 'Freizeit'))}<div id='primary'><article class='post'>"
        "<h1 class='entry-title'>Fünf Ausflüge für das lange Wochenende</h1>"
        f"<div class='entry-content'>{s.paras(1)}{items}</div></article>{s.comments(2)}</div>"
        f"{s.footer()}"
    )
    return s.case(_B, "list", "https://stadtblog.example/2024/05/fuenf-ausfluege/", s.page(body))


@_case
def de_paywall() -> Case:
    s = Sheet("b-de-paywall", "de", site="Allgemeine Zeitung")
    body = (
        f"{s.nav(('Region', 'Politik'))}<main><article class='article' data-plus='true'>"
        "<h1>Was der neue Nahverkehrsplan bringt</h1>"
        f"<div class='article-teaser-text'>{s.paras(2)}</div><div class='paywall-gradient'></div>"
        f"{s.paywall()}</article>{s.related(3)}</main>{s.footer()}"
    )
    return s.case(
        _B,
        "paywall",
        "https://allgemeine.example/region/nahverkehrsplan-plus-123.html",
        s.page(body),
    )


@_case
def fr_direct() -> Case:
    s = Sheet("b-fr-direct", "fr", site="Info Région")
    posts = "".join(
        f"<li class='live-item'><span class='live-hour'>{14 + i}h{10 + i}</span>"
        f"<div class='live-content'>{s.paras(1)}</div></li>"
        for i in range(7)
    )
    body = (
        f"{s.nav(('Actualité', 'Sport'))}<div class='page-live'><h1>Tempête : suivez la situation "
        f"en direct</h1><ul class='live-list'>{posts}</ul>{s.share()}</div>{s.most_read()}{s.footer()}"
    )
    return s.case(_B, "live", "https://inforegion.example/direct/tempete-situation", s.page(body))


@_case
def fr_drupal_bio() -> Case:
    s = Sheet("b-fr-drupal-bio", "fr", site="Le Journal de la Vallée")
    body = (
        f"{s.cookie()}{s.nav(('Vallée', 'Sports'))}<div class='region-content'><article "
        "class='node node--type-article'><h1>Le marché couvert rénové d'ici deux ans</h1>"
        f"<div class='field--name-body'>{s.paras(5)}</div></article>{s.bio('Claire Dumas')}"
        f"{s.related(3, deks=True)}</div>{s.footer()}"
    )
    return s.case(
        _B, "lang", "https://journalvallee.example/vallee/marche-couvert-renove", s.page(body)
    )


@_case
def es_wordpress_comments() -> Case:
    s = Sheet("b-es-wordpress-comments", "es", site="Crónica del Valle")
    body = (
        f"{s.nav(('Local', 'Deportes'))}<div id='content'><article class='post'>"
        "<h1 class='entry-title'>La biblioteca abrirá los domingos</h1>"
        f"<div class='entry-content'>{s.paras(4)}</div></article>{s.share()}{s.comments(2)}"
        f"<aside class='widget'>{s.most_read()}</aside></div>{s.footer()}"
    )
    return s.case(
        _B, "lang", "https://cronicadelvalle.example/2024/09/biblioteca-domingos/", s.page(body)
    )


@_case
def es_fotogaleria() -> Case:
    s = Sheet("b-es-fotogaleria", "es", site="Diario Sur")
    figs = "".join(
        f"<figure class='foto'><img src='/f{i}.jpg'><figcaption><span class='pie'>{s.text(2)}</span>"
        "<span class='firma'>Foto: Agencia</span></figcaption></figure>"
        for i in range(6)
    )
    body = (
        f"{s.nav(('Local', 'Fotos'))}<div class='galeria'><h1>Las imágenes de la riada</h1>"
        f"{figs}</div>{s.related(3)}{s.footer()}"
    )
    return s.case(_B, "photo", "https://diariosur.example/fotos/riada-imagenes", s.page(body))


@_case
def ru_interview() -> Case:
    s = Sheet("b-ru-interview", "ru", site="Вечерний город")
    qs = (
        "Почему ремонт моста затянулся?",
        "Что будет с автобусными маршрутами?",
        "Когда откроется бассейн?",
    )
    qa = "".join(f"<p><b>— {s.body(q)}</b></p>{s.para()}" for q in qs)
    body = (
        f"{s.nav(('Новости', 'Интервью'))}<div class='article'><h1>«Мы обязаны закончить к зиме»</h1>"
        f"<div class='article-text'>{s.paras(1)}{qa}</div></div>{s.related(3)}{s.comments(2)}"
        f"{s.footer()}"
    )
    return s.case(
        _B, "interview", "https://vechgorod.example/interview/2024/most.html", s.page(body)
    )


@_case
def ja_split_related() -> Case:
    s = Sheet("b-ja-split-related", "ja", site="港町日報")
    body = (
        f"{s.nav(('地域', '経済'))}<main><article><h1>中央市場、二年かけて全面改装へ</h1>"
        f"<div class='article-body'><div class='body-text'>{s.paras(3)}</div>"
        f"<div class='related-inline'><h4>{s.chrome['related']}</h4><ul><li>"
        f"<a href='/r'>{s.junk(s.headline())}</a></li></ul></div><div class='body-text'>{s.paras(3)}"
        f"</div></div></article>{s.most_read()}</main>{s.footer()}"
    )
    return s.case(_B, "split", "https://minatomachi.example/news/20240315-market", s.page(body))


@_case
def ar_split_embed() -> Case:
    s = Sheet("b-ar-split-embed", "ar", site="أخبار الساحل")
    body = (
        f"{s.nav(('أخبار', 'اقتصاد'))}<div class='news-page'><h1>خط ترام جديد يصل إلى ثلاثة أحياء</h1>"
        f"<div class='news-body'><div class='txt'>{s.paras(3)}</div><div class='video-embed'>"
        f"<iframe src='https://video.example/a'></iframe></div><div class='txt'>{s.paras(2)}</div>"
        f"{s.ad(5)}<div class='txt'>{s.paras(2)}</div></div></div>{s.related(3)}{s.footer()}"
    )
    return s.case(
        _B, "split", "https://akhbar-alsahel.example/news/2024/tram", s.page(body, dir_="rtl")
    )


@_case
def ja_list() -> Case:
    s = Sheet("b-ja-list", "ja", site="暮らしの手帖ウェブ")
    items = "".join(
        f"<h2>{i}. {s.heading()}</h2><div class='img'><img src='/j{i}.jpg'></div>{s.paras(1)}"
        for i in range(1, 5)
    )
    body = (
        f"{s.nav(('暮らし', '食'))}<div class='entry'><h1>週末に訪ねたい四つの場所</h1>"
        f"<div class='entry-body'>{s.paras(1)}{items}</div></div>{s.related(3)}{s.footer()}"
    )
    return s.case(_B, "list", "https://kurashi.example/entry/2024/04/four-places", s.page(body))


BATCH_B_INTL: tuple[Callable[[], Case], ...] = tuple(_CASES)
