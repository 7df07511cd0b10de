"""An article held in a container its inline style hides until a script shows it (issue 15,
session 18: "a page with an article body that yields nothing").

Pages written for the tests: an English article in a ``visibility: hidden`` wrapper and a
Chinese WeChat-style mirror whose ``#js_content`` is ``display: none``, both giving no
body before (the walk skips inline-hidden elements); then pages whose hidden things are
not the article and must stay out: a cookie banner, a modal dialog, a ``<template>``, a
menu with the ``hidden`` attribute, an ``aria-hidden`` decoration, and a visible article
beside a hidden teaser copy.
"""

from __future__ import annotations

import pytest

from newsfold.errors import EmptyPageError
from newsfold.extract import extract_article, extract_content
from newsfold.models import Page

EN = [
    "The river authority opened the new flood barrier on Monday, three years after the "
    "winter storms that put half of the old town under water.",
    "Engineers tested the steel gates through the night, closing and opening each of the "
    "six sections twice before the first boats were let through at dawn.",
    "Shopkeepers on the quay said they had waited long enough, but most welcomed the "
    "barrier and the new walkway that runs along the top of it.",
    "The council expects the barrier to protect about two thousand homes and to save the "
    "town the cost of sandbags it has paid for every winter since the storms.",
]

ZH = [
    "清晨六点，渡口的老船工王德顺已经把船擦得干干净净。江面上起了薄雾，对岸的灯还亮着。",
    "这条渡船在江上跑了三十多年，每天往返十几趟，送学生上学，送老人去镇上赶集看病。",
    "“桥修好以后，坐船的人少了，可还是有人愿意坐。”王德顺说，“他们说坐船能看看江。”",
    "去年，镇里把渡口修整一新，还在码头边建了一个小小的展览室，讲述这条渡船的故事。",
    "展览室里挂着几十张老照片，有当年挑着担子过江的农民，也有穿着校服挤在船头的孩子。",
    "王德顺打算再干两年就退休。他说，只要还有人来坐船，这条渡船就会一直开下去。",
]


def _page(url: str, html: str) -> Page:
    return Page(url=url, body=html.encode("utf-8"))


def _ps(paras: list[str]) -> str:
    return "".join(f"<p>{p}</p>" for p in paras)


def test_an_english_article_in_a_visibility_hidden_wrapper_is_read() -> None:
    html = (
        "<html><head><title>Flood barrier opens</title></head><body>"
        '<div class="site-header"><a href="/">Home</a> <a href="/news">News</a></div>'
        '<div id="article-wrap" style="visibility: hidden; min-height: 800px">'
        f"<h1>Flood barrier opens</h1>{_ps(EN)}</div>"
        "<script>document.getElementById('article-wrap').style.visibility='visible'</script>"
        "</body></html>"
    )
    article = extract_article(_page("https://river.example/news/barrier", html))
    assert article.paragraphs == EN


def test_a_chinese_wechat_mirror_with_a_display_none_body_is_read() -> None:
    html = (
        '<html><head><meta charset="utf-8"><title>江上最后的渡船</title></head>'
        '<body id="activity-detail"><div class="rich_media"><div class="rich_media_inner">'
        '<h1 class="rich_media_title">江上最后的渡船</h1>'
        '<div class="rich_media_meta_list"><span>原创</span> <a id="js_name">江城记忆</a></div>'
        '<div class="rich_media_content" id="js_content" style="display:none">'
        + "".join(f'<p style="line-height:1.75em;"><span>{p}</span></p>' for p in ZH)
        + '</div><div class="rich_media_tool"><a>阅读原文</a> <span>阅读 1.2万</span></div>'
        "</div></div></body></html>"
    )
    content = extract_content(_page("https://mp.weixin.example/s/abc", html))
    assert content.paragraphs == ZH


def test_the_tree_keeps_its_hidden_style_after_the_read() -> None:
    html = f'<html><body><div id="w" style="visibility:hidden">{_ps(EN)}</div></body></html>'
    content = extract_content(_page("https://river.example/news/b2", html))
    assert content.paragraphs == EN
    (wrap,) = content.tree.iter("div")
    assert wrap.get("style") == "visibility:hidden"


_FURNITURE = {
    "a cookie banner": ('<div class="cookie-consent" style="display:none">{text}</div>'),
    "a modal dialog": (
        '<div class="box" role="dialog" aria-modal="true" style="display: none">{text}</div>'
    ),
    "a template": '<template><div style="display:none">{text}</div></template>',
    "a hidden-attribute menu": '<div hidden style="display:none">{text}</div>',
    "an aria-hidden decoration": ('<div aria-hidden="true" style="visibility:hidden">{text}</div>'),
    "a popup's inner box": (
        '<div class="newsletter-popup"><div style="display:none">{text}</div></div>'
    ),
}


@pytest.mark.parametrize("kind", sorted(_FURNITURE))
def test_hidden_furniture_stays_out_of_a_thin_page(kind: str) -> None:
    text = _ps(EN)
    html = (
        "<html><head><title>Short note</title></head><body>"
        "<div class='story'><p>The market opens at nine tomorrow.</p></div>"
        + _FURNITURE[kind].format(text=text)
        + "</body></html>"
    )
    content = extract_content(_page("https://river.example/note", html))
    assert content.paragraphs == ["The market opens at nine tomorrow."]


def test_hidden_furniture_alone_still_gives_no_body() -> None:
    html = (
        f"<html><body><div class='cookie-banner' style='display:none'>{_ps(EN)}</div></body></html>"
    )
    with pytest.raises(EmptyPageError):
        extract_content(_page("https://river.example/empty", html))


def test_a_visible_article_is_not_joined_by_a_hidden_copy() -> None:
    visible = _ps(EN)
    hidden = '<div class="print-version" style="display:none">' + _ps(EN[:2]) + "</div>"
    html = f"<html><body><article>{visible}</article>{hidden}</body></html>"
    content = extract_content(_page("https://river.example/news/b3", html))
    assert content.paragraphs == EN
