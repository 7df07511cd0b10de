"""Session 17's review of the table layouts fix: a site's notice is never the article.

Session 17 let the top bare ``<td>`` stand when no repeat of it is half as strong
(``scorer.Scorer._first_of_repeats``). In an old table layout the footer is such a cell too, on
the same table/tr/td path: a long, link-free disclaimer (免责声明……版权所有……, or
"Copyright … All rights reserved …") outscores the text's cell, so it became the body
and the article was lost, or the block model appended it after the text. These pages,
written for the review, fail on that code (550579e): a cell that opens with the site's
copyright line or a disclaimer's label (``tidy.opens_with_notice``, the footer tests the line
trimming already uses) does not stand as the top cell, does not join the text as a
repeat of its cell, and is not appended by the model. A disclaimer table above the
text (wrong before session 17 too) goes by the same rule.
"""

from __future__ import annotations

import pytest

from newsfold.extract import extract_content
from newsfold.extract.tidy import opens_with_notice
from newsfold.models import Page

_EN = (
    "The committee met on Tuesday to discuss the budget proposals submitted by the "
    "departments, and members raised several concerns about the pace of spending this year."
)
_ZH = [
    "今年以来，我县大力发展设施农业，新建蔬菜大棚一千二百余座，带动两千多户农民增收。",
    "在城关镇蔬菜产业园，一排排大棚整齐排列，棚内的黄瓜、西红柿长势喜人。",
]
_COPYRIGHT = (
    "Copyright 2003 Example Corp. All rights reserved. Reproduction without permission is "
    "prohibited. The views expressed are the authors' own and do not necessarily reflect "
    "those of the publisher. "
) * 4
_DISCLAIMER = (
    "Disclaimer: The information on this site is provided as is without warranty of any "
    "kind, and the publisher accepts no liability for any loss arising from its use. "
) * 8
_ZH_DISCLAIMER = (
    "免责声明：本网站所载文章、图片等内容仅供参考，不代表本站观点，如有侵权请与本站联系，"
    "本站将在第一时间删除。版权所有，未经书面授权禁止转载、摘编、复制或建立镜像，违者依法追究责任。"
) * 3
_LINKS = "".join(f"<a href='/l{i}'>Other story {i}</a> | " for i in range(15))
_ZH_TEXT = "".join(f"<p>\u3000\u3000{t}</p>" for t in _ZH)


def _utf8(body: str) -> bytes:
    return (
        "<html><head><meta http-equiv='Content-Type' content='text/html; charset=utf-8'>"
        f"<title>Budget</title></head><body>{body}</body></html>"
    ).encode()


def _gb2312(body: str) -> bytes:
    return (
        "<html><head><meta http-equiv='Content-Type' content='text/html; charset=gb2312'>"
        f"<title>通知</title></head><body>{body}</body></html>"
    ).encode("gb18030")


_PAGES = {
    # Breadcrumb, title and text rows in one table; a table of 15 links; a table whose
    # one cell is the disclaimer (the reviewer's GB2312 page): the article was lost.
    "zh-disclaimer-table-after": _gb2312(
        "<table width='960'><tr><td>当前位置：首页 &gt; 新闻</td></tr>"
        "<tr><td align='center'><b>我县设施农业助农增收</b></td></tr>"
        f"<tr><td>{_ZH_TEXT}</td></tr></table>"
        f"<table width='960'><tr><td>{_LINKS}</td></tr></table>"
        f"<table width='960'><tr><td>{_ZH_DISCLAIMER}</td></tr></table>"
    ),
    # The copyright cell in the text's own table: it was the last paragraph.
    "en-copyright-row": _utf8(
        f"<table><tr><td>Home &gt; News</td></tr><tr><td>{_EN}<br><br>{_EN}</td></tr>"
        f"<tr><td>{_COPYRIGHT}</td></tr></table>"
    ),
    # A disclaimer table right after the text's: it was appended.
    "en-disclaimer-table-after": _utf8(
        f"<table><tr><td>Home &gt; News</td></tr><tr><td>{_EN}<br><br>{_EN}</td></tr>"
        "<tr><td><a href='/a'>Back</a></td></tr></table>"
        f"<table><tr><td>{_DISCLAIMER}</td></tr></table>"
    ),
    "en-disclaimer-after-links": _utf8(
        f"<table><tr><td>Home &gt; News</td></tr><tr><td>{_EN}<br><br>{_EN}</td></tr></table>"
        f"<table><tr><td>{_LINKS}</td></tr></table><table><tr><td>{_DISCLAIMER}</td></tr></table>"
    ),
    # A disclaimer table above the text's (wrong before session 17 too).
    "en-disclaimer-table-above": _utf8(
        f"<table><tr><td>{_DISCLAIMER}</td></tr></table>"
        f"<table><tr><td>Home &gt; News</td></tr><tr><td>{_EN}<br><br>{_EN}</td></tr></table>"
    ),
    "zh-disclaimer-table-above": _gb2312(
        f"<table width='960'><tr><td>{_ZH_DISCLAIMER}</td></tr></table>"
        f"<table width='960'><tr><td>当前位置：首页 &gt; 新闻</td></tr><tr><td>{_ZH_TEXT}</td></tr>"
        "</table>"
    ),
}
_TEXT = {"zh": _ZH, "en": [_EN, _EN]}


@pytest.mark.parametrize("model", ["default", None])
@pytest.mark.parametrize("name", sorted(_PAGES))
def test_a_notice_cell_is_neither_the_body_nor_appended(name: str, model: str | None) -> None:
    page = Page(url="http://www.example.gov.cn/news/2024/1.html", body=_PAGES[name])
    paragraphs = extract_content(page, model=model).paragraphs
    assert paragraphs == _TEXT[name[:2]], name


def test_a_wire_copyright_paragraph_inside_the_body_stays() -> None:
    # The development sets' truths keep a wire's notice in a paragraph of the body's own
    # (tidy.trim_lines): the rule is about cells outside the text, not lines inside it.
    notice = "© 2019 Associated Press. All Rights Reserved."
    body = "".join(f"<p>{_EN} Paragraph {i}.</p>" for i in range(4))
    html = _utf8(f"<div class='article-body'>{body}<p>{notice}</p></div>")
    paragraphs = extract_content(Page(url="http://example.com/a/1.html", body=html)).paragraphs
    assert paragraphs[-1] == notice
    assert len(paragraphs) == 5


def test_a_notice_is_read_from_the_opening_only() -> None:
    assert opens_with_notice(_COPYRIGHT)
    assert opens_with_notice(_DISCLAIMER)
    assert opens_with_notice("\u3000\u3000" + _ZH_DISCLAIMER)
    assert opens_with_notice("版权所有：某某县人民政府办公室")
    assert opens_with_notice("本站声明：本站所载文章仅代表作者观点")
    assert not opens_with_notice(_EN + " " + _COPYRIGHT)
    assert not opens_with_notice(_ZH[0] + _ZH_DISCLAIMER)
    assert not opens_with_notice("The disclaimer: nobody read it.")
    # A sentence that names copyright is not a notice (tidy._is_notice reads the first one).
    assert not opens_with_notice("Copyright lawyers said the ruling would be appealed. " * 5)
    assert not opens_with_notice("市水务局声明：网传自来水停供的消息不实，请市民放心。")
