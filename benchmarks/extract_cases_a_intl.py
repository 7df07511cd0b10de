"""Hand-written extraction cases, batch A, pages in Chinese and other languages.

Written for this project from general knowledge of how CMSes and Chinese portals render
articles; no page copied or paraphrased. Chinese portal pages are GBK bytes declaring
``gb2312``, as such portals serve them. See ``benchmarks/extract_cases.py``.
"""

from __future__ import annotations

from collections.abc import Callable

from extract_case_parts import Case, Sheet

__all__ = ["BATCH_A_INTL"]

_B = "a"
_CASES: list[Callable[[], Case]] = []


def _case(fn: Callable[[], Case]) -> Callable[[], Case]:
    _CASES.append(fn)
    return fn


def _zh_foot(s: Sheet) -> str:
    return (
        "<div class='footer'><a href='/about'>关于我们</a> | <a href='/ad'>广告服务</a> | "
        f"<a href='/contact'>联系我们</a><br>{s.junk(s.chrome['rights'])}<br>"
        "互联网新闻信息服务许可证编号：00000000000</div>"
    )


def _zh_links(s: Sheet, count: int = 5) -> str:
    return "".join(
        f"<li><a href='/n/{i}.shtml' target='_blank'>{s.junk(s.headline())}</a></li>"
        for i in range(count)
    )


@_case
def zh_table_portal() -> Case:
    s = Sheet("a-zh-table-portal", "zh", site="某某新闻网")
    text = "".join(f"<p>　　{s.text()}</p>" for _ in range(6))
    body = (
        "<table width='960' align='center'><tr><td><a href='/'>首页</a> | <a href='/gn'>国内</a> | "
        "<a href='/sh'>社会</a> | <a href='/cj'>财经</a></td></tr></table>"
        "<table width='960' align='center'><tr><td width='650' valign='top' class='main'>"
        "<h1>我市加快推进老旧小区改造</h1><div class='info'>2024-05-08 09:12:33　"
        "来源：某某日报　作者：李明</div>"
        f"<div id='endtext' class='content'>{text}</div>"
        "<div class='editor'>（责任编辑：王芳）</div>"
        f"<table class='xgxw'><tr><td><b>相关新闻</b><ul>{_zh_links(s, 4)}</ul></td></tr></table>"
        "<div class='pl'><b>网友评论</b>"
        f"<div class='plitem'>网友：城东老张　<p>{s.junk('早就该修了，每次下雨这条路都积水，希望这次能真正落实。')}</p></div>"
        "</div></td><td width='300' valign='top' class='right'>"
        f"<div class='phb'><b>热门排行</b><ol>{_zh_links(s, 5)}</ol></div></td></tr></table>"
        f"{_zh_foot(s)}"
    )
    doc = s.page(body, title="我市加快推进老旧小区改造_某某新闻网", charset="gb2312")
    return s.case(
        _B,
        "zh-portal",
        "http://news.mouxinwen.example/2024/0508/12345.shtml",
        doc,
        encoding="gb18030",
    )


@_case
def zh_div_portal() -> Case:
    s = Sheet("a-zh-div-portal", "zh", site="城市在线")
    first = "".join(f"<p>{s.text()}</p>" for _ in range(3))
    second = "".join(f"<p>{s.text()}</p>" for _ in range(3))
    body = (
        "<div class='top-nav'><a href='/'>城市在线</a><a href='/news'>新闻</a><a href='/fc'>房产</a></div>"
        "<div class='wrap'><div class='left'><div class='article'><h1>沿江步道国庆前全线贯通</h1>"
        "<div class='article-info'><span>2024年09月12日 08:30</span><span>来源：城市晚报</span></div>"
        f"<div class='left_zw'>{first}<div class='adInArticle'><!--广告-->{s.chrome['ad']}</div>"
        f"{second}</div><div class='left_name'><div class='editor'>【编辑：赵磊】</div></div></div>"
        f"<div class='hotnews'><h3>{s.chrome['most_read']}</h3><ul>{_zh_links(s, 5)}</ul></div>"
        f"</div><div class='right'><h3>{s.chrome['related']}</h3><ul>{_zh_links(s, 4)}</ul></div></div>"
        f"{_zh_foot(s)}"
    )
    doc = s.page(body, title="沿江步道国庆前全线贯通-城市在线", charset="gbk")
    return s.case(
        _B,
        "zh-portal",
        "http://www.chengshi.example/news/2024/09-12/998877.shtml",
        doc,
        encoding="gb18030",
    )


@_case
def zh_br_editor() -> Case:
    s = Sheet("a-zh-br-editor", "zh", site="某区政府网")
    text = "<br>".join(f"　　{s.text()}" for _ in range(6))
    body = (
        "<div class='header'>某区人民政府门户网站</div><div class='position'>当前位置：首页 &gt; 政务动态</div>"
        "<div class='detail'><div class='title'>区政府召开专题会议部署汛期工作</div>"
        "<div class='property'>发布时间：2024-04-15　来源：区水务局　浏览次数：1024</div>"
        f"<div class='TRS_Editor'>{text}</div>"
        "<div class='print'><a href='javascript:window.print()'>【打印本页】</a> "
        "<a href='javascript:window.close()'>【关闭窗口】</a></div></div>"
        f"<div class='links'>{s.junk('主办：某区人民政府办公室　承办：某区大数据中心')}</div>"
    )
    doc = s.page(body, title="区政府召开专题会议部署汛期工作", charset="utf-8")
    return s.case(
        _B, "zh-portal", "http://www.quzf.example.gov.cn/zwdt/202404/t20240415_55.html", doc
    )


@_case
def zh_sections() -> Case:
    s = Sheet("a-zh-sections", "zh", site="公众号文章")
    heads = ("一、总体情况", "二、主要做法", "三、存在的问题", "四、下一步工作")
    parts = "".join(
        f"<section><p><strong>{h}</strong></p></section><section><img src='/img/{i}.png'></section>"
        f"<section>{''.join(f'<p>{s.text()}</p>' for _ in range(2))}</section>"
        for i, h in enumerate(heads)
    )
    body = (
        "<div id='page-content'><div class='rich_media_area_primary'>"
        "<h1 class='rich_media_title'>关于今年上半年民生实事的进展情况</h1>"
        "<div class='rich_media_meta_list'><span>城市发布</span> <em>2024-07-02</em></div>"
        f"<div class='rich_media_content' id='js_content'>{parts}"
        f"<p>{s.junk('原标题：上半年民生实事项目进展顺利　来源：城市发布')}</p></div>"
        f"<div class='reward'>{s.junk('喜欢作者，点击赞赏支持一下吧')}</div></div>"
        f"<div class='comment'><h3>精选留言</h3><p>{s.junk('说得好听，关键看执行，去年的承诺到现在还没兑现。')}</p></div></div>"
    )
    return s.case(
        _B, "list", "https://mp.gongzhong.example/s/AbCdEf123", s.page(body, title="民生实事进展")
    )


@_case
def de_drupal() -> Case:
    s = Sheet("a-de-drupal", "de", site="Kreisbote")
    body = (
        f"{s.cookie()}{s.nav(('Lokales', 'Sport', 'Wirtschaft', 'Kultur'))}<main><article "
        "class='node node--type-artikel'><h1>Stadtrat stimmt für neue Brücke</h1>"
        "<div class='meta'>Von Anna Berg | 04.03.2024</div>"
        f"<div class='field--name-body'>{s.paras(5)}</div></article>"
        f"{s.related(3, deks=True)}{s.comments(2)}</main>{s.footer()}"
    )
    return s.case(
        _B, "lang", "https://kreisbote.example/lokales/stadtrat-bruecke-12345.html", s.page(body)
    )


@_case
def de_liveticker() -> Case:
    s = Sheet("a-de-liveticker", "de", site="Rundschau")
    entries = "".join(
        f"<div class='ticker-entry'><div class='ticker-time'>{9 + i}:{15 + i} Uhr</div>"
        f"<div class='ticker-text'>{s.para()}</div></div>"
        for i in range(7)
    )
    body = (
        f"{s.nav(('Politik', 'Sport', 'Panorama'))}<div class='content'><h1>Streik im Nahverkehr: "
        f"Der Tag im Liveticker</h1><div class='liveticker'>{entries}</div>"
        f"{s.newsletter()}{s.most_read()}</div>{s.footer()}"
    )
    return s.case(
        _B,
        "live",
        "https://rundschau.example/panorama/streik-liveticker-id98765.html",
        s.page(body),
    )


@_case
def fr_wordpress_lire_aussi() -> Case:
    s = Sheet("a-fr-wordpress", "fr", site="Le Courrier du Port")
    body = (
        f"{s.nav(('Actualité', 'Sport', 'Culture'))}<div id='content'><article class='post type-post'>"
        "<h1 class='entry-title'>La jetée nord sera reconstruite</h1>"
        f"<div class='entry-content'>{s.paras(2)}{s.read_more()}{s.paras(2)}{s.ad(4)}{s.read_more()}"
        f"{s.paras(2)}</div></article>{s.related(3)}{s.comments(2)}</div>{s.footer()}"
    )
    return s.case(_B, "lang", "https://courrierduport.example/2024/03/jetee-nord/", s.page(body))


@_case
def fr_paywall() -> Case:
    s = Sheet("a-fr-paywall", "fr", site="La Dépêche du Soir")
    body = (
        f"{s.cookie()}{s.nav(('Actualité', 'Économie'))}<article class='article'>"
        "<h1>Les commerçants du centre face aux travaux</h1>"
        f"<div class='article__content'><p class='article__chapo'>{s.text(1)}</p>{s.paras(1)}</div>"
        f"{s.paywall()}</article>{s.most_read()}{s.footer()}"
    )
    return s.case(
        _B,
        "paywall",
        "https://depechedusoir.example/economie/commercants-travaux_123.html",
        s.page(body),
    )


@_case
def es_arc_sections() -> Case:
    s = Sheet("a-es-arc", "es", site="El Diario del Puerto")
    parts = "".join(
        f"<h2 class='a_st'>{s.heading()}</h2>"
        + "".join(f"<p class='a_p'>{s.text()}</p>" for _ in range(2))
        + (s.ad(i) if i == 1 else "")
        for i in range(3)
    )
    body = (
        f"{s.nav(('España', 'Deportes', 'Cultura'))}<main><article><header class='a_e'>"
        "<h1 class='a_t'>Tres claves de la reforma del puerto</h1></header>"
        f"<div class='a_c clearfix' data-dtm-region='articulo_cuerpo'>{s.paras(2)}{parts}</div>"
        f"</article>{s.related(3)}</main>{s.footer()}"
    )
    return s.case(
        _B,
        "list",
        "https://diariodelpuerto.example/espana/2024-02-11/tres-claves.html",
        s.page(body),
    )


@_case
def es_entrevista() -> Case:
    s = Sheet("a-es-entrevista", "es", site="La Voz Local")
    qs = (
        "¿Por qué tardó tanto el ayuntamiento en actuar?",
        "¿Qué les dice a los vecinos que se marcharon?",
        "¿Cómo se pagará el nuevo servicio?",
    )
    qa = "".join(f"<p class='pregunta'><b>{s.body(q)}</b></p>{s.para()}" for q in qs)
    body = (
        f"{s.nav(('Local', 'Deportes'))}<div class='noticia'><h1>«Debimos actuar antes»</h1>"
        f"<div class='cuerpo-noticia'>{s.paras(1)}{qa}</div></div>{s.bio('Marta Gil')}"
        f"{s.related(3)}{s.footer()}"
    )
    return s.case(
        _B, "interview", "https://lavozlocal.example/local/entrevista-alcaldesa", s.page(body)
    )


@_case
def ru_bitrix() -> Case:
    s = Sheet("a-ru-bitrix", "ru", site="Городские вести")
    text = "<br><br>".join(s.text() for _ in range(5))
    body = (
        f"{s.nav(('Новости', 'Спорт', 'Культура'))}<div class='workarea'><div class='news-detail'>"
        "<h3>Мост закроют на ремонт до конца года</h3><span class='news-date-time'>12.04.2024</span>"
        f"<div class='news-detail-text'>{text}</div><div style='clear:both'></div>"
        f"<div class='news-detail-share'>{s.share()}</div></div>"
        f"<div class='news-list'>{s.teasers(4)}</div></div>{s.footer()}"
    )
    return s.case(_B, "soup", "https://gorvesti.example/news/most-remont/", s.page(body))


@_case
def ja_news() -> Case:
    s = Sheet("a-ja-news", "ja", site="地域新報")
    body = (
        f"{s.nav(('社会', '経済', 'スポーツ'))}<div id='main'><article class='article'>"
        "<h1 class='article-title'>市立図書館、九月から日曜開館</h1>"
        f"<div class='article-body'>{s.paras(4)}{s.ad(2)}{s.paras(2)}</div></article>"
        f"<div class='ranking'>{s.most_read()}</div>{s.related(3)}</div>{s.footer()}"
    )
    return s.case(_B, "lang", "https://chiiki-shinpo.example/article/20240901-00012", s.page(body))


@_case
def ar_rtl() -> Case:
    s = Sheet("a-ar-rtl", "ar", site="صحيفة المدينة")
    body = (
        f"{s.nav(('محليات', 'رياضة', 'اقتصاد'))}<div class='container'><div class='article-details'>"
        "<h1>المكتبة العامة تفتح أيام الأحد</h1>"
        f"<div class='article-text'>{s.paras(5)}</div>{s.share()}</div>"
        f"<div class='sidebar'>{s.most_read()}{s.related(3)}</div></div>{s.footer()}"
    )
    return s.case(
        _B, "lang", "https://almadina-news.example/local/2024/06/library", s.page(body, dir_="rtl")
    )


@_case
def ru_split_embed() -> Case:
    s = Sheet("a-ru-split-embed", "ru", site="Областная газета")
    body = (
        f"{s.cookie()}{s.nav(('Новости', 'Общество'))}<article class='article'><h1>Трамвай "
        "дойдёт до трёх новых районов</h1><div class='article__body'>"
        f"<div class='article__block' data-type='text'>{s.paras(3)}</div>"
        "<div class='article__block' data-type='video'><iframe src='https://video.example/e/5'>"
        f"</iframe></div><div class='article__block' data-type='text'>{s.paras(2)}</div>"
        f"<div class='article__block' data-type='article'>{s.read_more()}</div>"
        f"<div class='article__block' data-type='text'>{s.paras(2)}</div></div></article>"
        f"{s.related(3, deks=True)}{s.footer()}"
    )
    return s.case(_B, "split", "https://oblgazeta.example/society/2024/tramvai.html", s.page(body))


BATCH_A_INTL: tuple[Callable[[], Case], ...] = tuple(_CASES)
