"""Text on either side of a block-level boundary is two pieces, not one word.

Where the walk's own blocks do not assemble the text (a photo essay's captions,
:mod:`newsfold.extract.captions`; the lead a notice check reads,
:func:`newsfold.extract.notices.lead_text`), an inline element's text right before a
block-level one ran into it: "1 of 5The Delmont ferry ...". A block boundary (``p``,
``div``, ``br``...) is a space there; inline neighbours (``span``, ``b``) still join as
they stand, so Chinese text gains no space between them. Pages written for the tests;
the caption and notice tests fail on the code before (main ``3d90b7e``).
"""

from __future__ import annotations

import lxml.html

from newsfold.extract import extract_content
from newsfold.extract.blocks import cut_blocks
from newsfold.extract.notices import lead_text, opens_with_notice
from newsfold.models import Page

_CAPTIONS_EN = [
    "The Delmont ferry leaves the harbour on its first crossing of the morning, with forty "
    "cars and a school class on board.",
    "Passengers wait on the quay at Sandvik as the second boat comes in, an hour later than "
    "the timetable says it should.",
    "The crew of the new boat ties up for the night after eleven crossings, the most the "
    "route has seen in a single day.",
]
_CAPTIONS_ZH = [
    "清晨六点，第一班渡轮驶离码头，船上载着四十辆汽车和一个去岛上春游的班级。",
    "乘客们在码头上等候第二班船，这班船比时刻表晚到了将近一个小时。",
    "新船的船员在完成当天第十一趟航行后系好缆绳，这是这条航线单日最多的一次。",
]


def _essay(figures: str, *, lang: str, title: str, intro: str) -> list[str]:
    html = (
        f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>T</title>'
        f"</head><body><article><h1>{title}</h1><p>{intro}</p>{figures}</article>"
        "<footer><p>Contact us · Privacy</p></footer></body></html>"
    )
    page = Page(url="https://x.example/a", body=html.encode())
    return extract_content(page, model="default").paragraphs


def test_caption_counter_before_a_paragraph_is_split_off() -> None:
    figures = "".join(
        f'<figure><img src="{i}.jpg"><figcaption><span class="count">{i + 1} of 3</span>'
        f"<p>{text}</p></figcaption></figure>"
        for i, text in enumerate(_CAPTIONS_EN)
    )
    paragraphs = _essay(
        figures, lang="en", title="A year on the ferry, in pictures", intro="The ferry."
    )
    # The counter itself goes since session 20 (a slide counter in a caption's own part is
    # the slideshow's, tests/extract/test_extract_fixes20.py); nothing glues either way.
    for text in _CAPTIONS_EN:
        assert text in paragraphs
    assert not any("3The" in p or "3Passengers" in p for p in paragraphs)


def test_chinese_caption_joins_inline_runs_and_splits_at_a_block() -> None:
    # the place name in a <span> and a <b> inside the sentence: no space may appear there
    figures = "".join(
        f'<figure><img src="{i}.jpg"><figcaption><span class="count">{i + 1}/3</span>'
        f"<div><span>舟山</span><b>市</b>{text}</div></figcaption></figure>"
        for i, text in enumerate(_CAPTIONS_ZH)
    )
    paragraphs = _essay(
        figures,
        lang="zh",
        title="渡轮上的一年",
        intro="这是舟山渡轮一年来的照片，由本报记者在码头和船上拍摄。",
    )
    for text in _CAPTIONS_ZH:
        assert f"舟山市{text}" in paragraphs  # the "1/3" counter goes since session 20
    assert not any("3舟山" in p or "舟山 市" in p for p in paragraphs)


def test_caption_lines_at_br_are_split() -> None:
    figures = "".join(
        f"<figure><img src='{i}.jpg'><figcaption>Plate {i + 1}<br>{text}</figcaption></figure>"
        for i, text in enumerate(_CAPTIONS_EN)
    )
    paragraphs = _essay(
        figures, lang="en", title="A year on the ferry, in pictures", intro="The ferry."
    )
    assert f"Plate 1 {_CAPTIONS_EN[0]}" in paragraphs


def test_notice_lead_splits_blocks_and_joins_inline_runs() -> None:
    cell = lxml.html.fromstring(
        "<td><span>Copyright 2003</span> <b>Valley</b><b>Courier</b>.<p>All rights reserved."
        "</p></td>"
    )
    assert lead_text(cell) == "Copyright 2003 ValleyCourier. All rights reserved."
    zh = lxml.html.fromstring(
        "<div><span>版权所有：</span><span>某某日报社</span><div>地址：某某路一号</div></div>"
    )
    assert lead_text(zh) == "版权所有：某某日报社 地址：某某路一号"
    glued = lxml.html.fromstring("<div><span>© 2024 Example News</span><p>The council</p></div>")
    assert lead_text(glued) == "© 2024 Example News The council"
    assert opens_with_notice(lead_text(glued))


def test_walk_splits_a_stock_card_at_its_block_and_not_between_spans() -> None:
    root = lxml.html.fromstring(
        "<html><body><div class='quote'><span>华储能源</span><span>300812</span>"
        "<div>26.84</div></div><p>提到<span>华储</span><b>能源</b>的公司</p></body></html>"
    )
    assert [b.text for b in cut_blocks(root)] == ["华储能源300812", "26.84", "提到华储能源的公司"]
