"""HTML for one simulated page, in its outlet's template.

The template is assembled from the outlet's choices (:class:`Outlet`) plus
page furniture drawn from a per-page seed: cookie banner, navigation,
breadcrumbs, share buttons, a photo with caption, a pull quote, an in-body
"read more" link, tags, a related box, comments and a footer. Everything a
boilerplate remover must drop is here; the true body paragraphs appear in
the HTML verbatim (after entity unescaping), which the tests check.

AMP and print variants of an article get their own slimmer templates; AMP
pages always carry ``rel=canonical`` as the AMP spec requires.
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from email.utils import format_datetime
from functools import lru_cache
from html import escape
from random import Random

from newsfold.sim.bylines import (
    PageCredits,
    author_metas,
    byline_html,
    damage_jsonld,
    jsonld_authors,
    page_credits,
    signature_html,
)
from newsfold.sim.edits import person
from newsfold.sim.outlets import Outlet, article_path, visible_date, zone_named
from newsfold.sim.stories import EPOCH, STORY_GAP, SimArticle
from newsfold.sim.text import headline_from, load_prose

__all__ = ["RenderedPage", "render"]


@dataclass(frozen=True, slots=True)
class RenderedPage:
    """The bytes a server would send for a page, and their headers."""

    body: bytes
    headers: dict[str, str]
    #: The real encoding of ``body`` (what a correct decoder must use).
    encoding: str
    #: Truth: the people the page credits as authors, and its non-person credits.
    authors: tuple[str, ...] = ()
    credits: tuple[str, ...] = ()
    #: Truth: the page's JSON-LD block is broken (a reader must repair it).
    jsonld_broken: bool = False


# Cached: syndicated copies (rendered right after their original) repeat most
# paragraphs, and a page states its publication instant three or four times.
@lru_cache(maxsize=1024)
def _t(text: str) -> str:
    return escape(text, quote=False)


def _a(text: str) -> str:
    return escape(text, quote=True)


def _iso_local(outlet: Outlet, when: datetime, naive: bool = False) -> str:
    return _iso_in_zone(outlet.tz, when, naive)


@lru_cache(maxsize=4096)
def _iso_in_zone(tz: str, when: datetime, naive: bool) -> str:
    local = when.astimezone(zone_named(tz))
    if naive:
        return local.strftime("%Y-%m-%dT%H:%M:%S")
    text = local.isoformat(timespec="seconds")
    return text.replace("+00:00", "Z")


_EN_UI = {
    "home": "Home",
    "related": ("Related", "More stories", "Most read", "You may also like"),
    "share": ("Share on Facebook", "Share on X", "Email", "Copy link"),
    "comments": "Comments",
    "cookie": "We use cookies to improve your experience. By continuing you accept our "
    "cookie policy.",
    "accept": "Accept all",
    "readmore": "Read more:",
    "by": "By",
    "updated": "Updated",
    "tags": "Topics",
    "footer": ("About us", "Contact", "Privacy policy", "Terms of use", "Advertise"),
    "rights": "All rights reserved.",
    "photo": "Photo",
}
_ZH_UI = {
    "home": "首页",
    "related": ("热点新闻", "相关阅读", "推荐阅读", "热门排行"),
    "share": ("分享到微信", "分享到微博", "分享到QQ空间", "复制链接"),
    "comments": "网友评论",
    "cookie": "本网站使用Cookie以提升您的浏览体验，继续浏览即表示您同意我们的隐私政策。",
    "accept": "同意",
    "readmore": "延伸阅读：",
    "by": "记者",
    "updated": "更新时间：",
    "tags": "关键词",
    "footer": ("关于我们", "联系我们", "隐私政策", "广告服务", "网站地图"),
    "rights": "版权所有 未经授权禁止转载",
    "photo": "摄",
}


def _ui(outlet: Outlet) -> Mapping[str, object]:
    return _EN_UI if outlet.lang == "en" else _ZH_UI


def _s(outlet: Outlet, key: str) -> str:
    value = _ui(outlet)[key]
    assert isinstance(value, str)
    return value


def _l(outlet: Outlet, key: str) -> tuple[str, ...]:
    value = _ui(outlet)[key]
    assert isinstance(value, tuple)
    return value


def _jsonld(art: SimArticle, own_url: str, credits: PageCredits) -> str:
    outlet = art.outlet
    style = outlet.jsonld
    if style == "none":
        return ""
    naive = style == "naive"
    node: dict[str, object] = {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        "headline": art.headline,
        "datePublished": _iso_local(outlet, art.published, naive),
        "dateModified": _iso_local(outlet, art.modified, naive),
        "mainEntityOfPage": {"@type": "WebPage", "@id": own_url},
        "articleSection": art.section,
        "inLanguage": "en" if outlet.lang == "en" else "zh-CN",
        "image": [f"{outlet.base}/img/{art.article_id}.jpg"],
        "publisher": {
            "@type": "Organization",
            "name": outlet.name,
            "logo": {"@type": "ImageObject", "url": f"{outlet.base}/static/logo.png"},
        },
    }
    author, people = jsonld_authors(outlet, credits, own_url)
    if author is not None:
        node["author"] = author
    if outlet.wire:
        node["articleBody"] = "\n\n".join(art.paragraphs)
    data: object = node
    if style == "reportage":
        node["@type"] = "ReportageNewsArticle"
    elif style == "typearray":
        node["@type"] = ["NewsArticle", "Article"]
    elif style == "graph":
        del node["@context"]
        node["@id"] = own_url + "#article"
        data = {
            "@context": "https://schema.org",
            "@graph": [
                {"@type": "WebSite", "@id": outlet.base + "/#website", "name": outlet.name},
                {"@type": "WebPage", "@id": own_url, "name": art.headline},
                *people,
                node,
            ],
        }
    elif style == "list":
        crumbs = {
            "@context": "https://schema.org",
            "@type": "BreadcrumbList",
            "itemListElement": [
                {
                    "@type": "ListItem",
                    "position": 1,
                    "name": _s(outlet, "home"),
                    "item": outlet.base + "/",
                },
                {"@type": "ListItem", "position": 2, "name": art.section},
            ],
        }
        data = [crumbs, node]
    text = damage_jsonld(json.dumps(data, ensure_ascii=False), credits.damage)
    text = text.replace("</", "<\\/")
    return f'<script type="application/ld+json">{text}</script>\n'


def _charset_meta(outlet: Outlet) -> str:
    decl = outlet.charset_decl
    if decl in ("meta", "both"):
        if outlet.encoding == "gbk":
            return '<meta http-equiv="Content-Type" content="text/html; charset=gb2312">\n'
        return f'<meta charset="{outlet.encoding}">\n'
    if decl == "wrong":
        return '<meta charset="utf-8">\n'
    return ""


def _content_type(outlet: Outlet) -> str:
    if outlet.charset_decl in ("header", "both"):
        label = outlet.encoding if outlet.encoding == "utf-8" else outlet.encoding.upper()
        return f"text/html; charset={label}"
    return "text/html"


def _title(outlet: Outlet, headline: str) -> str:
    sep = outlet.title_sep or (" - " if outlet.lang == "en" else "_")
    if outlet.title_style == "none":
        return ""
    if outlet.title_style == "prefix":
        return f"<title>{_t(outlet.name)}{sep}{_t(headline)}</title>\n"
    return f"<title>{_t(headline)}{sep}{_t(outlet.name)}</title>\n"


def _head(art: SimArticle, own_url: str, amp: bool, credits: PageCredits) -> str:
    outlet = art.outlet
    parts = [_charset_meta(outlet)]
    parts.append(_title(outlet, art.headline))
    parts.append('<meta name="viewport" content="width=device-width, initial-scale=1">\n')
    desc = art.paragraphs[0][:120]
    parts.append(f'<meta name="description" content="{_a(desc)}">\n')
    if outlet.canonical_link or amp:
        href = own_url if outlet.url_style != "query_id" else art.path
        parts.append(f'<link rel="canonical" href="{_a(href)}">\n')
    if outlet.og:
        parts.append(
            f'<meta property="og:type" content="article">\n'
            f'<meta property="og:title" content="{_a(art.headline)}">\n'
            f'<meta property="og:site_name" content="{_a(outlet.name)}">\n'
            f'<meta property="og:url" content="{_a(own_url)}">\n'
            f'<meta property="og:image" content="{outlet.base}/img/{art.article_id}.jpg">\n'
            f'<meta property="article:published_time" '
            f'content="{_iso_local(outlet, art.published)}">\n'
        )
        if art.version:
            parts.append(
                f'<meta property="article:modified_time" '
                f'content="{_iso_local(outlet, art.modified)}">\n'
            )
    if outlet.publisher_meta == "article_publisher":
        parts.append(f'<meta property="article:publisher" content="{_a(outlet.name)}">\n')
    elif outlet.publisher_meta == "application_name":
        parts.append(f'<meta name="application-name" content="{_a(outlet.name)}">\n')
    parts.append(author_metas(outlet, credits))
    parts.append(_jsonld(art, own_url, credits))
    if not amp:
        parts.append(f'<link rel="stylesheet" href="/static/{outlet.css}.css">\n')
        parts.append(
            f'<script async src="/static/analytics.js"></script>\n'
            f"<script>window.dataLayer=window.dataLayer||[];"
            f"dataLayer.push({{'section':'{_a(art.section)}','id':{art.article_id}}});</script>\n"
        )
    else:
        parts.append('<script async src="https://cdn.ampproject.org/v0.js"></script>\n')
    return "".join(parts)


def _dateline(art: SimArticle, rng: Random, credits: PageCredits) -> str:
    outlet = art.outlet
    shown = _t(visible_date(outlet, art.published, art.fetched))
    if outlet.time_el:
        shown = f'<time datetime="{_iso_local(outlet, art.published)}">{shown}</time>'
    line = f'<span class="{outlet.css}-date">{shown}</span>'
    if art.version:
        mod = _t(visible_date(outlet, art.modified, art.fetched))
        line += f' <span class="{outlet.css}-updated">{_s(outlet, "updated")} {mod}</span>'
    byline = byline_html(outlet, credits)
    block = byline.endswith("\n")  # a <p> or <div> of its own, above the date line
    if outlet.lang == "en" and not block:
        line = byline + line
    elif byline and not block:
        line += " " + byline.rstrip()
    if outlet.lang == "zh" and not outlet.wire:
        line += f' <span class="source">来源：{_t(outlet.name)}</span>'
    return f'{byline if block else ""}<div class="{outlet.css}-meta">{line}</div>\n'


def _section_slug(outlet: Outlet, section: str) -> str:
    return section if section.isascii() else f"s{outlet.sections.index(section)}"


@lru_cache(maxsize=256)
def _nav(outlet: Outlet) -> str:
    items = "".join(
        f'<li><a href="/{_section_slug(outlet, sec)}/">{_t(sec.title())}</a></li>'
        for sec in outlet.sections
    )
    home = _s(outlet, "home")
    return (
        f'<header class="{outlet.css}-masthead"><a class="logo" href="/">{_t(outlet.name)}</a>\n'
        f'<nav class="{outlet.css}-nav"><ul><li><a href="/">{home}</a></li>{items}</ul></nav>'
        f'<form class="search" action="/search"><input name="q"></form></header>\n'
    )


def _breadcrumbs(art: SimArticle) -> str:
    outlet = art.outlet
    sep = " &gt; " if outlet.lang == "zh" else " / "
    return (
        f'<div class="{outlet.css}-crumbs breadcrumb"><a href="/">{_s(outlet, "home")}</a>{sep}'
        f'<a href="/{_section_slug(outlet, art.section)}/">{_t(art.section.title())}</a></div>\n'
    )


@lru_cache(maxsize=256)
def _share(outlet: Outlet) -> str:
    buttons = "".join(f'<a class="share-btn" href="#">{_t(s)}</a>' for s in _l(outlet, "share"))
    return f'<div class="{outlet.css}-share share">{buttons}</div>\n'


def _figure(art: SimArticle, rng: Random) -> str:
    outlet = art.outlet
    prose = load_prose(outlet.lang)
    caption = prose.title(rng)
    credit = person(outlet.lang, rng)
    if outlet.lang == "en":
        cap = f"{caption}. {_s(outlet, 'photo')}: {credit}/{outlet.name}"
    else:
        cap = f"图为{caption}。（{credit} {_s(outlet, 'photo')}）"
    return (
        f'<figure class="{outlet.css}-figure"><img src="{outlet.base}/img/{art.article_id}.jpg" '
        f'alt="{_a(caption)}" width="800" height="450"><figcaption>{_t(cap)}</figcaption>'
        f"</figure>\n"
    )


_FAKE_ID = "987654321"


def _related_links(
    outlet: Outlet, section: str, when: datetime, max_id: int, rng: Random, n: int
) -> list[tuple[str, str]]:
    """``n`` (escaped title, path) pairs of other articles of the outlet, up to ``when``."""
    prose = load_prose(outlet.lang)
    template = article_path(outlet, section, "story", int(_FAKE_ID), when)
    out = []
    for _ in range(n):
        fake_id = 100_000 + int(rng.random() * max(1, max_id - 100_000))
        out.append((prose.title_html(rng), template.replace(_FAKE_ID, str(fake_id))))
    return out


def _related(art: SimArticle) -> str:
    """The outlet's related box of the three hours: shared by its pages, as a cached CMS block."""
    block = int(art.published.timestamp() // (3 * 3600))
    return _related_box(art.outlet, block)


@lru_cache(maxsize=1024)
def _related_box(outlet: Outlet, block: int) -> str:
    rng = Random(block * 1_000_003 + zlib.crc32(outlet.key.encode()))
    when = datetime.fromtimestamp(block * 3 * 3600, UTC)
    section = outlet.sections[int(rng.random() * len(outlet.sections))]
    max_id = 100_000 + 20 * max(1, int((when - EPOCH) / STORY_GAP))
    title = rng.choice(_l(outlet, "related"))
    links = _related_links(outlet, section, when, max_id, rng, rng.randint(3, 6))
    if rng.random() < 0.5:
        items = "".join(f'<li><a href="{path}">{t}</a></li>' for t, path in links)
    else:
        # Dated items: other (older) articles' dates, a trap for date extraction.
        items = "".join(
            f'<li><a href="{path}">{t}</a> <span class="time">'
            f"{_t(visible_date(outlet, when - timedelta(hours=1 + 7 * n), when))}"
            "</span></li>"
            for n, (t, path) in enumerate(links)
        )
    return (
        f'<aside class="{outlet.css}-related related"><h3>{_t(title)}</h3><ul>{items}</ul>'
        f"</aside>\n"
    )


def _comments(art: SimArticle, rng: Random) -> str:
    outlet = art.outlet
    if not outlet.comments:
        return ""
    prose = load_prose(outlet.lang)
    rows = []
    for _ in range(rng.randint(1, 4)):
        who = person(outlet.lang, rng) if rng.random() < 0.6 else f"user{rng.randint(10, 9999)}"
        # Comments come after publication and carry their own (later) times.
        posted = art.published + (art.fetched - art.published) * rng.random()
        rows.append(
            f'<li class="comment"><span class="user">{_t(who)}</span> '
            f'<span class="time">{_t(visible_date(outlet, posted, art.fetched))}</span>'
            f"<p>{prose.sentence_html(rng)}</p></li>"
        )
    return (
        f'<section id="comments" class="{outlet.css}-comments"><h3>{_s(outlet, "comments")} '
        f"({len(rows)})</h3><ol>{''.join(rows)}</ol></section>\n"
    )


@lru_cache(maxsize=256)
def _footer(outlet: Outlet, year: int) -> str:
    links = " | ".join(
        f'<a href="/about/{i}">{_t(x)}</a>' for i, x in enumerate(_l(outlet, "footer"))
    )
    extra = ""
    if outlet.lang == "zh":
        extra = f"<p>备案号：京ICP备{zlib.crc32(outlet.key.encode()) % 10**8:08d}号</p>"
    return (
        f'<footer class="{outlet.css}-footer"><p>{links}</p>'
        f"<p>&copy; {year} {_t(outlet.name)} {_s(outlet, 'rights')}</p>{extra}</footer>\n"
    )


@lru_cache(maxsize=256)
def _cookie(outlet: Outlet) -> str:
    if not outlet.cookie_banner:
        return ""
    return (
        f'<div id="cookie-consent" class="cookie-banner"><p>{_t(_s(outlet, "cookie"))}</p>'
        f'<button type="button">{_s(outlet, "accept")}</button></div>\n'
    )


def _pull_quote(art: SimArticle, rng: Random) -> str:
    para = art.paragraphs[rng.randrange(len(art.paragraphs))]
    quote = headline_from(para, art.outlet.lang, rng)
    css = art.outlet.css
    return f'<blockquote class="{css}-pullquote pull-quote"><p>{_t(quote)}</p></blockquote>\n'


def _body(art: SimArticle, rng: Random, chrome: bool) -> str:
    outlet = art.outlet
    indent = "\u3000\u3000" if outlet.lang == "zh" and outlet.layout == "divs" else ""
    paras = [f"<p>{indent}{_t(p)}</p>\n" for p in art.paragraphs]
    if chrome and len(paras) > 3:
        if rng.random() < 0.5:
            paras.insert(2, _pull_quote(art, rng))
        if rng.random() < 0.4:
            title, path = _related_links(
                outlet, art.section, art.published, art.article_id, rng, 1
            )[0]
            paras.insert(
                len(paras) - 1,
                f'<p class="read-more"><strong>{_s(outlet, "readmore")}</strong> '
                f'<a href="{path}">{title}</a></p>\n',
            )
        roll = rng.random()
        where = 1 + int(rng.random() * (len(paras) - 1))
        if roll < 0.35:
            paras.insert(where, _AD[outlet.lang])
        elif roll < 0.5:
            paras.insert(where, _NEWSLETTER[outlet.lang])
        elif roll < 0.6:
            paras.insert(where, _VIDEO.format(n=art.article_id, base=outlet.base))
    return "".join(paras)


# In-body furniture a boilerplate remover must drop (between the paragraphs).
_AD = {
    "en": '<div class="ad-slot" data-ad="mid-article"><span>Advertisement</span>'
    '<div id="div-gpt-ad-1"></div></div>\n',
    "zh": '<div class="adsbygoogle ad"><span>广告</span><ins class="ad-ins"></ins></div>\n',
}
_NEWSLETTER = {
    "en": '<div class="newsletter-signup"><p>Get the morning briefing in your inbox.</p>'
    '<form action="/newsletter"><input type="email" name="email"><button>Sign up</button>'
    "</form></div>\n",
    "zh": '<div class="qr-follow"><p>扫码关注我们的微信公众号，获取更多新闻资讯。</p>'
    '<img src="/static/qrcode.png" alt="二维码"></div>\n',
}
_VIDEO = (
    '<div class="video-embed"><iframe src="{base}/video/embed/{n}" width="640" height="360" '
    "allowfullscreen></iframe></div>\n"
)


def _amp_or_print(
    art: SimArticle, own_url: str, amp: bool, rng: Random, credits: PageCredits
) -> str:
    outlet = art.outlet
    lang = "en" if outlet.lang == "en" else "zh-CN"
    html_tag = f'<html amp lang="{lang}">' if amp else f'<html lang="{lang}">'
    head = _head(art, own_url, amp, credits)
    return (
        f"<!DOCTYPE html>\n{html_tag}\n<head>\n{head}</head>\n<body>\n"
        f'<div class="{outlet.css}-{"amp" if amp else "print"}"><h1>{_t(art.headline)}</h1>\n'
        f"{_dateline(art, rng, credits)}{_body(art, rng, chrome=False)}</div>\n"
        f"{signature_html(outlet, credits)}"
        f"<p>&copy; {art.published.year} {_t(outlet.name)}</p>\n</body>\n</html>\n"
    )


def _full(art: SimArticle, own_url: str, rng: Random, credits: PageCredits) -> str:
    outlet = art.outlet
    lang = "en" if outlet.lang == "en" else "zh-CN"
    title = f'<h1 class="{outlet.css}-headline">{_t(art.headline)}</h1>\n'
    figure = _figure(art, rng) if rng.random() < 0.7 else ""
    body = _body(art, rng, chrome=True)
    tags = ""
    if rng.random() < 0.5:
        words = load_prose(outlet.lang).title(rng)
        tags = (
            f'<div class="tags">{_s(outlet, "tags")}: <a href="/tag/1">{_t(words[:12])}</a></div>\n'
        )
    related = _related(art)
    share = _share(outlet)
    comments = _comments(art, rng)
    meta = _dateline(art, rng, credits)
    # Signature and editor lines sit below the article, beside the related box.
    sig = signature_html(outlet, credits)
    if outlet.layout == "article":
        main = (
            f'<main id="main">{_breadcrumbs(art)}<article class="{outlet.css}-story">\n'
            f"<header>{title}{meta}</header>\n{share}{figure}"
            f'<div class="{outlet.css}-body" itemprop="articleBody">\n{body}</div>\n{tags}'
            f"</article>\n{sig}{related}{comments}</main>\n"
        )
    elif outlet.layout == "main":
        main = (
            f'<main>{_breadcrumbs(art)}<div class="{outlet.css}-article">{title}{meta}{figure}'
            f'<section class="{outlet.css}-text">\n{body}</section>{share}{tags}</div>{sig}'
            f'<div class="{outlet.css}-side">{related}</div>{comments}</main>\n'
        )
    else:
        # Nested anonymous divs, no semantic tags; the related box comes first.
        div_title = (
            f'<div class="{outlet.css}-tit"><h1>{_t(art.headline)}</h1></div>\n'
            if rng.random() < 0.5 or outlet.lang == "en"
            else f'<div class="{outlet.css}-tit title">{_t(art.headline)}</div>\n'
        )
        main = (
            f'<div id="wrapper"><div class="{outlet.css}-container">{_breadcrumbs(art)}'
            f'<div class="{outlet.css}-right">{related}</div>'
            f'<div class="{outlet.css}-left"><div class="{outlet.css}-box">{div_title}{meta}'
            f'{share}<div class="{outlet.css}-content"><div id="Zoom" class="{outlet.css}-text">'
            f"\n{figure}{body}</div></div>{tags}</div>{sig}{comments}</div></div></div>\n"
        )
    page_body = f"{_cookie(outlet)}{_nav(outlet)}{main}{_footer(outlet, art.published.year)}"
    if outlet.layout == "divs":
        page_body = _no_semantic_tags(page_body)
    return (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n{_head(art, own_url, False, credits)}'
        "</head>\n"
        f'<body class="{outlet.css}">\n{page_body}</body>\n</html>\n'
    )


_SEMANTIC = ("header", "nav", "footer", "aside", "section", "main")


def _no_semantic_tags(markup: str) -> str:
    """The same page as an old CMS writes it: HTML5 sectioning tags become plain divs.

    ``<figure>`` stays (with its caption). Safe on the whole body: text is
    escaped, so ``<header`` only ever occurs as a tag.
    """
    for tag in _SEMANTIC:
        markup = markup.replace(f"<{tag} ", "<div ").replace(f"<{tag}>", "<div>")
        markup = markup.replace(f"</{tag}>", "</div>")
    return markup


def render(art: SimArticle) -> RenderedPage:
    """The page ``art`` as served at ``art.fetch_url``: bytes, headers, encoding."""
    outlet = art.outlet
    rng = Random(art.decor_seed)
    own_url = outlet.base + art.path
    # Credits come from a generator of their own: the rest of the page does not change.
    credits = page_credits(art)
    if "amp" in art.variant or art.variant == "print":
        text = _amp_or_print(art, own_url, "amp" in art.variant, rng, credits)
    else:
        text = _full(art, own_url, rng, credits)
    body = text.encode(outlet.encoding, errors="xmlcharrefreplace")
    headers = {
        "Content-Type": _content_type(outlet),
        "Last-Modified": format_datetime(art.modified, usegmt=True),
        "Date": format_datetime(art.fetched, usegmt=True),
    }
    return RenderedPage(
        body,
        headers,
        outlet.encoding,
        authors=credits.authors,
        credits=credits.credits,
        jsonld_broken=credits.damage is not None,
    )
