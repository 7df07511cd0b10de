"""Mends of session 20's extraction rules after the review of session 21 (review21a).

Each test page is written for the test: ordinary news prose that a rule took for page
furniture (a sentence reporting on a Telegram channel or a newsletter, Chinese reported
speech about an app, a subheading under a picture in a wrapper whose class holds "pic" or
"tip" inside a word), beside the furniture the rule is for, which must still go.
"""

from __future__ import annotations

import pytest

from newsfold.engine.stages import extract_page
from newsfold.extract.zhpage import is_prompt
from newsfold.models import Page

_LEAD = (
    "<p>Negotiators from both sides arrived in the Egyptian capital on Monday evening for a "
    "third round of talks, officials said, as pressure mounted from the United States and "
    "Qatar to agree a ceasefire.</p>"
    "<p>The talks are expected to last several days. Diplomats briefed on the plans said the "
    "main sticking point remained the sequence of the release of detainees.</p>"
)
_TAIL = (
    "<p>A senior official said the delegation would stay in Cairo until at least Thursday, "
    "and that the mediators had put forward a new written proposal.</p>"
    "<p>Neither side commented publicly on the details of the proposal on Monday night.</p>"
)


def _paragraphs(line: str, url: str = "https://gazette.example/world/talks-resume") -> list[str]:
    html = (
        "<html><head><title>Talks resume in Cairo</title></head><body><article>"
        f"<h1>Talks resume in Cairo</h1>{_LEAD}<p>{line}</p>{_TAIL}</article></body></html>"
    )
    return extract_page(Page(url=url, body=html.encode())).paragraphs


@pytest.mark.parametrize(
    ("line", "plain"),
    [
        (
            "Hamas said on its Telegram channel that it would join the "
            '<a href="/c">talks in Cairo</a>.',
            "Hamas said on its Telegram channel that it would join the talks in Cairo.",
        ),
        (
            'The group urged supporters to follow its <a href="/t">Telegram channel</a> for '
            "updates, the army said.",
            "The group urged supporters to follow its Telegram channel for updates, the army said.",
        ),
        (
            'Readers can still get the <a href="/x">Morning Brief</a> newsletter until March, '
            "the paper said.",
            "Readers can still get the Morning Brief newsletter until March, the paper said.",
        ),
        (
            'The minister told <a href="/r">Reuters</a> his office would not join the WhatsApp '
            "channel.",
            "The minister told Reuters his office would not join the WhatsApp channel.",
        ),
    ],
)
def test_a_sentence_whose_verb_is_an_invitation_stays(line: str, plain: str) -> None:
    """270c46b made an inviting verb anywhere in a short linked line a prompt: these
    sentences report on a channel or a newsletter and were dropped."""
    assert plain in _paragraphs(line)


@pytest.mark.parametrize(
    "line",
    [
        'Subscribe to our daily newsletter <a href="/nl">here</a>.',
        "Our weekly briefing on the region is free. Sign up for the newsletter "
        '<a href="/nl">here</a>.',
        'Weitere Infos zum Newsletter? Jetzt mehr <a href="/nl">erfahren</a>',
    ],
)
def test_a_call_to_act_on_a_newsletter_still_goes(line: str) -> None:
    """The imperative opening a sentence, or a call of a few words with its verb last
    (German), is the site's prompt."""
    kept = "\n".join(_paragraphs(line))
    assert "newsletter" not in kept.lower().replace("newsletter-", "")


_ZH_P = (
    "<p>记者从市交通运输局获悉，今年冬季城市公交线网优化调整方案已经正式公布，共涉及全市四十二条线路，"
    "其中新开线路六条，调整线路二十九条，撤销线路七条，调整后将进一步方便市民出行。</p>"
)


def _zh_paragraphs(inner: str, wrapper: str = "article-content") -> list[str]:
    html = (
        "<html lang='zh-CN'><head><meta charset='utf-8'><title>公交线网冬季优化调整</title></head>"
        f"<body><article><h1>公交线网冬季优化调整</h1><div class='{wrapper}'>"
        f"{_ZH_P}{_ZH_P}{inner}{_ZH_P}{_ZH_P}</div></article></body></html>"
    )
    page = Page(url="https://news.example.cn/local/2026-12/03/bus.html", body=html.encode())
    return extract_page(page).paragraphs


@pytest.mark.parametrize(
    "line",
    [
        "他说，我们会继续用好政务App，方便群众办事。",
        "王女士说，您只要扫码，就能看到车辆实时位置。",
        "我们打开客户端，就能查询每趟公交的到站时间。",
        "据介绍，市民下载App后，您的乘车记录会自动保存。",
    ],
)
def test_chinese_reported_speech_about_an_app_stays(line: str) -> None:
    """An ask inside reported speech, or "我们" as the subject of a report, is the text's
    (kept at f1fa913, dropped since session 20's page-line rules)."""
    assert not is_prompt(line)
    assert line in _zh_paragraphs(f"<p>{line}</p>")


@pytest.mark.parametrize(
    "line",
    [
        "扫码关注我们，获取更多资讯。",
        "点击上方蓝字关注我们吧！",
        "下载客户端，您可以看到更多精彩内容。",
    ],
)
def test_chinese_prompts_to_the_reader_still_go(line: str) -> None:
    assert is_prompt(line)
    assert line not in _zh_paragraphs(f"<p>{line}</p>")


_SUBHEAD = "老人吃上了热乎饭"


@pytest.mark.parametrize("wrapper", ["article-content", "topic-detail", "news-text multiple-col"])
def test_a_subheading_under_a_picture_stays_whatever_the_container_is_called(wrapper: str) -> None:
    """A class word inside a word ("topic", "multiple") is no caption's class, and the
    text's container is not a picture's wrapper."""
    inner = f"<p><img src='/a.jpg'></p><p>{_SUBHEAD}</p>"
    assert _SUBHEAD in _zh_paragraphs(inner, wrapper)


@pytest.mark.parametrize(
    "inner",
    [
        f"<p><img src='/a.jpg'></p><p class='pic-desc'>{_SUBHEAD}</p>",
        f"<p><img src='/a.jpg'></p><p class='img_note'>{_SUBHEAD}</p>",
        f"<p><img src='/a.jpg'></p><p class='articlePhoto'>{_SUBHEAD}</p>",
        f"<div class='photo'><img src='/a.jpg'><p>{_SUBHEAD}</p></div>",
    ],
)
def test_a_caption_by_its_class_still_goes(inner: str) -> None:
    assert _SUBHEAD not in _zh_paragraphs(inner)
