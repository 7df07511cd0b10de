"""Hand-written extraction cases, batch C, pages in Chinese and other languages: HELD OUT.

Written for this project in session 16's second round, before that round's extraction
change (no page copied or paraphrased); scored only to report a change. Chinese portal
pages in GBK whose body sits in ``<br>``-separated ``<div>`` text, in sections cut by ad
slots and "related reading" inserts, and in split containers; and list, split and
``<p>``-less pages in German, French, Spanish, Russian, Japanese and Arabic. See
``benchmarks/extract_cases.py``.
"""

from __future__ import annotations

from collections.abc import Callable

from extract_case_parts import Case, Sheet

__all__ = ["BATCH_C_INTL"]

_C = "c"
_CASES: list[Callable[[], Case]] = []


def _case(fn: Callable[[], Case]) -> Callable[[], Case]:
    _CASES.append(fn)
    return fn


def _zh_links(s: Sheet, count: int = 5) -> str:
    return "".join(
        f"<li><a href='/n/{i}.shtml'>{s.junk(s.headline())}</a></li>" for i in range(count)
    )


@_case
def zh_div_br() -> Case:
    s = Sheet("c-zh-div-br", "zh", site="江城热线")
    text = "".join(f"&nbsp;&nbsp;&nbsp;&nbsp;{s.text()}<br><br>" for _ in range(6))
    body = (
        "<div class='top'><a href='/'>江城热线</a> | <a href='/news/'>新闻</a> | <a href='/house/'>房产"
        "</a></div><div class='w1000'><div class='left'><div class='art_title'>沿江步道国庆前将全线贯通"
        "</div><div class='art_info'>2024-06-05 08:30 来源：江城日报 作者：刘洋</div>"
        f"<div class='art_con'>{text}</div><div class='editor'>（编辑：王芳）</div></div>"
        f"<div class='right'><div class='box'><h3>排行榜</h3><ul>{_zh_links(s, 5)}</ul></div></div></div>"
        f"<div class='foot'>{s.junk(s.chrome['rights'])}</div>"
    )
    doc = s.page(body, title="沿江步道国庆前将全线贯通_江城热线", charset="gbk")
    return s.case(
        _C,
        "zh-portal",
        "http://news.jiangcheng.example/2024/0605/88123.shtml",
        doc,
        encoding="gb18030",
    )


@_case
def zh_sections_ads() -> Case:
    s = Sheet("c-zh-sections-ads", "zh", site="民生网")
    parts = []
    for i, num in enumerate(("一", "二", "三", "四")):
        parts.append(f"<p><strong>{num}、{s.heading()}</strong></p>{s.paras(2)}")
        if i == 1:
            parts.append(
                f"<div class='xgyd'><b>相关阅读：</b><a href='/x.html'>{s.junk(s.headline())}</a></div>"
            )
        if i in (0, 2):
            parts.append(f"<div class='adbox' id='ad_{i}'><script>show_ad({i});</script></div>")
    body = (
        "<div class='nav'><a href='/'>首页</a> <a href='/ms/'>民生</a> <a href='/jy/'>教育</a></div>"
        "<div class='container'><div class='main'><h1>暑期出行指南：四件事提前做好</h1>"
        "<div class='info'>2024年06月10日 09:12　来源：民生网</div>"
        f"<div class='article-content'>{s.paras(1)}{''.join(parts)}</div>"
        f"<div class='share'>{s.junk('分享到：微信 微博 QQ空间')}</div></div>"
        f"<div class='side'><h3>热门推荐</h3><ul>{_zh_links(s, 4)}</ul></div></div>"
    )
    doc = s.page(body, title="暑期出行指南：四件事提前做好-民生网", charset="gbk")
    return s.case(
        _C,
        "zh-list",
        "http://www.minsheng.example/ms/2024-06/10/c_4455.html",
        doc,
        encoding="gb18030",
    )


@_case
def zh_split_containers() -> Case:
    s = Sheet("c-zh-split-containers", "zh", site="星城新闻")
    body = (
        "<div class='header'><a href='/'>星城新闻</a></div><div class='wrap'><div class='main_l'>"
        "<h1 class='title'>老旧小区加装电梯工作全面启动</h1><div class='source'>发布时间：2024-05-28 "
        "来源：星城日报</div>"
        f"<div class='TRS_Editor'>{s.paras(3)}</div>"
        "<div class='video_box'><video src='/v.mp4' controls></video></div>"
        f"<div class='TRS_Editor'>{s.paras(3)}</div>"
        "<div class='page_nav'>上一篇 下一篇</div></div>"
        f"<div class='main_r'><h3>图片新闻</h3><ul>{_zh_links(s, 4)}</ul></div></div>"
        f"<div class='footer'>{s.junk(s.chrome['rights'])}</div>"
    )
    doc = s.page(body, title="老旧小区加装电梯工作全面启动", charset="gbk")
    return s.case(
        _C,
        "zh-portal",
        "http://www.xingcheng.example/news/202405/t20240528_9911.html",
        doc,
        encoding="gb18030",
    )


@_case
def de_ol_anzeige() -> Case:
    s = Sheet("c-de-ol-anzeige", "de", site="Stadtanzeiger")
    items = []
    for i in range(5):
        items.append(f"<li><h3>{s.heading()}</h3><p>{s.text(2)}</p></li>")
        if i in (1, 3):
            items.append(f"<li class='ad-item'>{s.ad(i)}</li>")
    body = (
        f"{s.cookie()}{s.nav(('Lokales', 'Sport', 'Kultur'))}<main><article><h1>Fünf Tipps für den "
        f"Ausflug ins Umland</h1><div class='article-text'>{s.paras(1)}<ol class='tipps'>"
        f"{''.join(items)}</ol></div></article>{s.related(3)}</main>{s.footer()}"
    )
    return s.case(
        _C, "list", "https://stadtanzeiger.example/lokales/ausflug-tipps-123.html", s.page(body)
    )


@_case
def fr_split_lire_aussi() -> Case:
    s = Sheet("c-fr-split-lire-aussi", "fr", site="Le Quotidien du Sud")
    body = (
        f"{s.cookie()}{s.nav(('Actualité', 'Sports', 'Culture'))}<main><h1>La piscine rouvre après deux "
        f"ans de travaux</h1><div class='article__content'>{s.paras(2)}</div>{s.read_more()}"
        f"<div class='article__content'>{s.paras(2)}</div>{s.ad(2)}"
        f"<div class='article__content'>{s.paras(2)}</div>{s.newsletter()}</main>"
        f"{s.most_read()}{s.footer()}"
    )
    return s.case(_C, "split", "https://quotidiendusud.example/actu/piscine-rouvre", s.page(body))


@_case
def es_numbered_strong() -> Case:
    s = Sheet("c-es-numbered-strong", "es", site="Diario del Valle")
    runs = "".join(f"<p><strong>{i}. {s.heading()}.</strong> {s.text(2)}</p>" for i in range(1, 6))
    body = (
        f"{s.nav(('Local', 'Deportes', 'Cultura'))}<div class='nota'><h1>Cinco consejos para la "
        f"excursión del fin de semana</h1><div class='nota-cuerpo'>{s.paras(1)}{runs}</div>"
        f"{s.share()}</div>{s.related(4)}{s.footer()}"
    )
    return s.case(
        _C, "list", "https://diariodelvalle.example/local/consejos-excursion", s.page(body)
    )


@_case
def ru_cards_h2() -> Case:
    s = Sheet("c-ru-cards-h2", "ru", site="Городские вести")
    cards = "".join(
        f"<div class='card'><h2 class='card__title'>{s.heading()}</h2><div class='card__text'>"
        f"{s.paras(1)}</div></div>"
        for _ in range(5)
    )
    body = (
        f"{s.nav(('Новости', 'Спорт', 'Культура'))}<main><div class='article'><h1>Пять советов для "
        f"поездки за город</h1><div class='lead'>{s.paras(1)}</div><div class='cards'>{cards}</div>"
        f"</div>{s.comments(2)}{s.most_read()}</main>{s.footer()}"
    )
    return s.case(_C, "list", "https://gorvesti.example/news/2024/06/sovety", s.page(body))


@_case
def ja_sections_bare() -> Case:
    s = Sheet("c-ja-sections-bare", "ja", site="港町新聞")
    parts = "".join(f"<section class='txt'>{s.text()}</section>" for _ in range(5))
    body = (
        f"{s.nav(('ニュース', 'スポーツ', '文化'))}<main><h1>市民プールが二年ぶりに営業再開へ</h1>"
        f"<div class='article-main'>{parts}</div>{s.share()}{s.related(3)}</main>{s.footer()}"
    )
    return s.case(_C, "no-p", "https://minatomachi.example/articles/20240601-pool", s.page(body))


@_case
def ar_split_bodies() -> Case:
    s = Sheet("c-ar-split-bodies", "ar", site="صحيفة المدينة")
    body = (
        f"{s.nav(('أخبار', 'رياضة', 'ثقافة'))}<main><article><h1>المكتبة العامة تفتح أبوابها أيام "
        f"الجمعة</h1><div class='article-body'>{s.paras(2)}</div>{s.ad(1)}"
        f"<div class='article-body'>{s.paras(2)}</div>{s.read_more()}"
        f"<div class='article-body'>{s.paras(2)}</div></article>{s.related(3)}</main>{s.footer()}"
    )
    return s.case(
        _C, "split", "https://almadina.example/news/library-friday", s.page(body, dir_="rtl")
    )


BATCH_C_INTL = list(_CASES)
