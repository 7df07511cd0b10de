"""Body extraction: the article's own paragraphs, in order, without the page around them."""

from __future__ import annotations

import base64
from typing import Any

import pytest
from lxml import html

from newsfold.extract import extract_article
from newsfold.extract.blocks import cut_blocks, text_units
from newsfold.extract.body import extract_paragraphs
from newsfold.extract.scorer import Scorer
from newsfold.extract.tidy import drop_repeats
from newsfold.models import Page
from newsfold.sim.sample import build_sample
from tests.extract.extract_pages import (
    EN_FURNITURE,
    EN_PARAS,
    ZH_FURNITURE,
    ZH_PARAS,
    en_article_page,
    page,
    zh_article_page,
)


def _paragraphs(markup: str) -> list[str]:
    return extract_paragraphs(html.document_fromstring(markup))[0]


def test_english_page_keeps_article_paragraphs_in_order() -> None:
    assert _paragraphs(en_article_page()) == EN_PARAS


@pytest.mark.parametrize("furniture", EN_FURNITURE)
def test_english_furniture_is_removed(furniture: str) -> None:
    body = "\n".join(_paragraphs(en_article_page()))
    assert furniture not in body


def test_chinese_page_keeps_short_sentences() -> None:
    # The last paragraph has 17 characters: a full sentence in Chinese, although
    # only 1-2 "words" if split on spaces.
    assert text_units(ZH_PARAS[3]) == len(ZH_PARAS[3]) - 2
    assert _paragraphs(zh_article_page(charset="utf-8")) == ZH_PARAS


@pytest.mark.parametrize("furniture", ZH_FURNITURE)
def test_chinese_furniture_is_removed(furniture: str) -> None:
    body = "\n".join(_paragraphs(zh_article_page(charset="utf-8")))
    assert furniture not in body


def test_text_units_counts_cjk_characters_and_words() -> None:
    assert text_units("交通部门提醒") == 6
    assert text_units("The pier will be rebuilt") == 5
    assert text_units("2024年 GDP 增长5%") == 6  # 年增长 + "2024" "GDP" "5"


def test_related_list_after_a_heading_inside_the_article_is_dropped() -> None:
    inner = "".join(f"<p>{p}</p>" for p in EN_PARAS) + (
        "<h3>Read more</h3><p><a href='/f'>Ferry timetable</a> changes for summer and what "
        "they mean for commuters</p><p><a href='/l'>New lighthouse keeper</a> appointed "
        "after a long search</p>"
    )
    markup = f"<html><body><article>{inner}</article></body></html>"
    assert _paragraphs(markup) == EN_PARAS


def test_chinese_hot_list_heading_inside_the_body_is_dropped() -> None:
    inner = "".join(f"<p>{p}</p>" for p in ZH_PARAS) + (
        "<h4>相关阅读</h4><p><a href='/1'>多地发布高温预警，市民注意防暑降温</a></p>"
        "<p><a href='/2'>新学期开学安排公布，各校陆续发布通知</a></p>"
    )
    markup = f"<html><body><div class='content'>{inner}</div></body></html>"
    assert _paragraphs(markup) == ZH_PARAS


def test_teaser_articles_nested_in_the_article_are_dropped() -> None:
    teasers = "".join(
        f"<article class='teaser'><h2>Other story {i}</h2><p>{EN_PARAS[i]} Also elsewhere.</p>"
        "</article>"
        for i in range(3)
    )
    markup = (
        "<html><body><article class='story'>"
        + "".join(f"<p>{p}</p>" for p in EN_PARAS)
        + f"<h3>You may also like</h3>{teasers}</article></body></html>"
    )
    assert _paragraphs(markup) == EN_PARAS


def test_link_inside_a_sentence_is_kept_but_link_lists_are_not() -> None:
    sentence = (
        "The mayor said on Tuesday that the pier was <a href='/p'>among the oldest "
        "structures in the harbour</a>."
    )
    links = "<p><a href='/x'>Storm warning for the weekend across the coast</a></p>"
    markup = (
        "<html><body><div class='story'>"
        + "".join(f"<p>{p}</p>" for p in EN_PARAS[:2])
        + f"<p>{sentence}</p>{links}"
        + "".join(f"<p>{p}</p>" for p in EN_PARAS[2:])
        + "</div></body></html>"
    )
    paragraphs = _paragraphs(markup)
    assert any(p.startswith("The mayor said on Tuesday that the pier") for p in paragraphs)
    assert not any("Storm warning" in p for p in paragraphs)


def test_body_split_in_chunks_between_ads_is_joined() -> None:
    chunk = "<div class='body-chunk'><div class='text'>{}</div></div><div class='ad'>Ad</div>"
    halves = ["".join(f"<p>{p}</p>" for p in part) for part in (EN_PARAS[:2], EN_PARAS[2:])]
    markup = (
        "<html><body><div class='chunks'>"
        + "".join(chunk.format(h) for h in halves)
        + "</div></body></html>"
    )
    assert _paragraphs(markup) == EN_PARAS


def test_page_of_posts_gives_the_first_post() -> None:
    first = ["今天去了青禾大桥，桥面正在维修，车辆只能单向通行，排了很久的队。"]
    second = [
        "上周末我们一家去南湖公园看荷花，天气很好，湖边人很多，孩子们玩得很开心。",
        "中午在湖边的小饭馆吃了鱼，味道鲜美，价格也不贵，下次还会再来。",
        "傍晚回家的路上又遇到堵车，不过看到了很美的晚霞，也算不虚此行。",
    ]
    post = "<div class='entry'><table><tr><td class='post-body'>{}</td></tr></table></div>"
    markup = (
        "<html><body><div class='posts'>"
        + "".join(post.format("<br>".join(p)) for p in (first, second))
        + "</div></body></html>"
    )
    assert _paragraphs(markup) == first


def test_br_separated_text_becomes_paragraphs() -> None:
    markup = "<html><body><td class='content'>" + "<br><br>".join(ZH_PARAS) + "</td></body></html>"
    assert _paragraphs(markup) == ZH_PARAS


def test_embedded_post_quoted_by_the_article_is_kept() -> None:
    tweet = (
        "<div class='social-media-embed'><blockquote class='twitter-tweet'><p>The new pier "
        "plans look great, can't wait to see it finished</p>— Harbour Fan "
        "<a href='https://t.example/1'>April 30, 2024</a></blockquote></div>"
    )
    markup = (
        "<html><body><article>"
        + "".join(f"<p>{p}</p>" for p in EN_PARAS[:2])
        + tweet
        + "".join(f"<p>{p}</p>" for p in EN_PARAS[2:])
        + "</article></body></html>"
    )
    assert any("can't wait to see it finished" in p for p in _paragraphs(markup))


def test_extraction_does_not_modify_the_tree() -> None:
    tree = html.document_fromstring(en_article_page())
    before = html.tostring(tree)
    extract_paragraphs(tree)
    assert html.tostring(tree) == before


def test_wrapper_with_an_unlucky_class_name_is_not_furniture() -> None:
    markup = (
        "<html><body><div class='container has-sidebar'><div class='post'>"
        + "".join(f"<p>{p}</p>" for p in EN_PARAS)
        + "</div></div><div class='sidebar'><p>Subscribe to our newsletter for daily news "
        "and offers.</p></div></body></html>"
    )
    assert _paragraphs(markup) == EN_PARAS


def test_blocks_count_links() -> None:
    tree = html.document_fromstring(
        "<html><body><p>Read <a href='/x'>this</a> now</p><p><a href='/y'>all link</a></p>"
        "</body></html>"
    )
    blocks = cut_blocks(tree.find(".//body"))
    assert [b.text for b in blocks] == ["Read this now", "all link"]
    assert blocks[0].link_density == pytest.approx(4 / 11)
    assert blocks[1].link_density == 1.0


def _sample_page(record: dict[str, Any]) -> Page:
    body = (
        base64.b64decode(str(record["html_b64"]))
        if "html_b64" in record
        else str(record["html"]).encode("utf-8")
    )
    headers = record.get("headers")
    return Page(
        url=str(record["url"]), body=body, headers=headers if isinstance(headers, dict) else {}
    )


SAMPLE_FURNITURE = [
    "Related stories",
    "Five things to watch",
    "Tweet",
    "cookies",
    "Great reporting",
    "All rights reserved",
    "Photo: file picture",
    "热点新闻",
    "多地发布高温预警",
    "分享到微博",
    "这个消息太好了",
    "版权所有",
    "发布时间",
]


@pytest.mark.parametrize("record", build_sample(), ids=lambda r: str(r["id"]))
def test_sample_pages_give_clean_bodies(record: dict[str, Any]) -> None:
    markup = html.document_fromstring(_sample_page(record).body)
    # The sample writes a story's paragraphs as class-less <p> straight in <article>
    # or in a div.story-text / div.content; everything else on the page is furniture.
    own = markup.xpath(
        "//article/p[not(@class)] | //div[@class='story-text' or @class='content']/p"
    )
    expected = [" ".join(p.text_content().split()) for p in own]
    assert expected
    article = extract_article(_sample_page(record))
    body = article.body
    for furniture in SAMPLE_FURNITURE:
        assert furniture not in body
    assert article.paragraphs == expected
    assert article.headline
    assert article.headline in markup.findtext(".//title")


def _ps(paragraphs: list[str]) -> str:
    return "".join(f"<p>{p}</p>" for p in paragraphs)


def test_page_wrapped_in_a_header_element_still_gives_its_body() -> None:
    # An unclosed <header> makes the parser put the whole page inside it.
    markup = (
        "<html><body><header><a href='/'>Keld Coast Times</a><nav><a href='/'>Home</a></nav>"
        f"<div class='story'>{_ps(EN_PARAS)}</div></body></html>"
    )
    assert _paragraphs(markup) == EN_PARAS


def test_unclosed_div_in_noscript_does_not_hide_the_page() -> None:
    markup = (
        "<html><body><noscript><div id='nojs'></noscript>"
        f"<div class='story'>{_ps(EN_PARAS)}</div></body></html>"
    )
    assert _paragraphs(markup) == EN_PARAS


def test_page_builder_marking_every_block_falls_back_to_density() -> None:
    widgets = "".join(
        f"<div class='elementor-element elementor-widget-sidebar-text'>{_ps([p])}</div>"
        for p in EN_PARAS
    )
    markup = f"<html><body><div class='elementor-section'>{widgets}</div></body></html>"
    assert _paragraphs(markup) == EN_PARAS


def test_body_wrapped_in_a_second_article_element_is_kept() -> None:
    markup = (
        "<html><body><article class='page'><h1>Pier</h1><div class='news-content'>"
        f"<article>{_ps(EN_PARAS)}</article></div></article></body></html>"
    )
    assert _paragraphs(markup) == EN_PARAS


def test_ad_labels_inside_the_body_are_dropped() -> None:
    inner = (
        _ps(EN_PARAS[:2])
        + "<div class='slot'><span>Advertisement</span></div><p>广告</p>"
        + "<p>Story continues below advertisement</p>"
        + _ps(EN_PARAS[2:])
    )
    assert _paragraphs(f"<html><body><article>{inner}</article></body></html>") == EN_PARAS


def _drop_repeats_naive(blocks: list[Any]) -> list[Any]:
    """The pull-quote rule as first written: a quoted block inside a longer text goes."""
    texts = [b.text for b in blocks]
    return [
        b
        for i, b in enumerate(blocks)
        if not (
            (b.tag != "p" or any(True for _ in b.owner.iterancestors("blockquote")))
            and b.tag not in ("h1", "h2", "h3", "h4", "h5", "h6")
            and b.units >= 5
            and any(len(o) > len(texts[i]) and texts[i] in o for o in texts)
        )
    ]


def test_pull_quotes_that_repeat_a_paragraph_are_dropped_and_nothing_else() -> None:
    quote = "the pier will be rebuilt within eight months"
    markup = (
        "<html><body><article>"
        f"<p>Officials said on Monday that {quote}, at a cost of four million.</p>"
        f"<blockquote><p>{quote}</p></blockquote>"  # a pull quote: dropped
        f"<div>{quote.capitalize()}</div>"  # another case: not a repeat
        "<p>Work starts in May after the fishing season ends for the year.</p>"
        "<p>Work starts in May after the fishing season ends for the year.</p>"  # a <p>: kept
        "<div>Work starts in May after the fishing season ends for the year.</div>"  # same length
        "<aside>after the fishing season ends</aside>"  # inside a paragraph: dropped
        "<h2>after the fishing season ends</h2>"  # a heading: kept
        "</article></body></html>"
    )
    blocks = cut_blocks(html.document_fromstring(markup))
    kept = drop_repeats(blocks)
    assert [b.text for b in kept] == [b.text for b in _drop_repeats_naive(blocks)]
    dropped = [b.text for b in blocks if b not in kept]
    assert dropped == [quote, "after the fishing season ends"]


def test_candidate_totals_add_up_every_block_below_an_element() -> None:
    markup = (
        "<html><body><div id='page'><div id='main'><section id='a'><p>One two three "
        "<a href='/x'>four five</a>.</p></section><section id='b'><p>Six seven eight nine."
        "</p><div id='deep'><div><p>Ten eleven <a href='/y'>twelve</a>.</p></div></div>"
        "</section></div><footer id='f'><p>Footer words here <a href='/z'>link</a>.</p>"
        "</footer></div></body></html>"
    )
    tree = html.document_fromstring(markup)
    blocks = cut_blocks(tree)
    scorer = Scorer(blocks)
    for el in tree.iter():
        below = [b for b in blocks if b.owner is el or el in set(b.owner.iterancestors())]
        if below:
            assert scorer.chars[el] == sum(b.chars for b in below), el.get("id") or el.tag
            assert scorer.link_chars[el] == sum(b.link_chars for b in below)


def test_soft_hyphens_and_joiners_are_not_left_inside_words() -> None:
    # German pages put a soft hyphen between syllables; a reader sees whole words.
    hyphenated = [
        p.replace("storm", "st\u00adorm").replace("harbour", "har\u00adbour\u2060")
        for p in EN_PARAS
    ]
    assert any("\u00ad" in p for p in hyphenated)
    headline = "Port Keld to re\u00adbuild storm-hit north pier"
    article = extract_article(page(en_article_page(hyphenated, headline=headline)))
    assert article.paragraphs[:2] == EN_PARAS[:2]
    assert article.headline == headline.replace("\u00ad", "")
    assert "\u00ad" not in article.body
    assert "\u2060" not in article.body
    # Zero-width joiners carry meaning (Persian, Indic scripts, emoji): they stay.
    kept = extract_article(page(en_article_page([p + " \u200c" for p in EN_PARAS])))
    assert "\u200c" in kept.body
