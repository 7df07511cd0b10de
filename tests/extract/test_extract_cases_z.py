"""Session 18: batch Z (HELD OUT, Chinese pages by a new writer), and the Chinese fixes
made from the zh development pages and batches E and G (spent), never from Z.

Batch Z (``benchmarks/extract_cases_z.py``, ``extract_cases_z_enc.py``) was written whole
and committed with its "before" figures (newsfold 0.948, trafilatura 0.854) before any
change; it is scored only to report the fixes. Its labels must be sound and its score
must hold; the pages it misses are listed by name (``benchmarks/README.md``, session 18,
says what each is): a new miss is a regression, a miss fixed means the list may shrink.

The fixes (:mod:`newsfold.extract.zhlines`, applied last to the blocks the rules or the
block model chose), each on pages written for these tests, each failing on the code
before:

- a multi-page article's pager line in the text's container ("第1页/共2页 << 上一页 |
  下一页 >>") is furniture;
- a related-stories label that is no heading (``<b>相关报道：</b>``) and the items under
  it (a headline link and its date) are furniture; a teaser that links to its full text
  ("…… [全文]") is too;
- a template's line of label and value pairs with a count or a time ("作者：…… 来源：……
  点击数：562 更新时间：……") and a tag line ("标签：……") go at the text's edges; a
  breadcrumb ("当前位置：首页 >> ……") goes wherever it stands (the model added it);

A photo caption rule (a short line ending in its credit next to its image) was measured
and dropped, as in session 17: a snippets page keeps its caption's date as a ``with``.
"""

from __future__ import annotations

import pytest

from newsfold.extract import extract_content
from newsfold.extract.zhlines import (
    is_breadcrumb,
    is_dated_item,
    is_full_text_teaser,
    is_list_label,
    is_meta_line,
    is_pager_line,
    is_tag_line,
)
from newsfold.models import Page
from tests.extract.test_extract_cases_d import _cases, batch_f1, page_scores


def test_batch_z_labels_are_sound() -> None:
    cases = _cases().batch("z")
    assert len(cases) == 31
    assert len({c.name for c in cases}) == len(cases)
    assert {c.lang for c in cases} == {"zh"}
    for case in cases:
        assert _cases().check(case) == [], case.name
        assert case.truth == "\n".join(case.with_), case.name
    # The encodings a Chinese crawl meets: Big5, GBK with no or a wrong declaration,
    # GB18030 outside GBK, GB2312 and UTF-8.
    by_name = {c.name: c for c in cases}
    assert by_name["z-big5-tw-news"].body.decode("big5")
    with pytest.raises(UnicodeDecodeError):
        by_name["z-gbk-declared-utf8"].body.decode("utf-8")
    assert b"charset" not in by_name["z-gbk-no-charset"].body
    with pytest.raises(UnicodeEncodeError):
        by_name["z-gb18030-rare"].body.decode("gb18030").encode("gbk")
    earlier = {c.body for b in ("a", "b", "c", "d", "e", "f", "g") for c in _cases().batch(b)}
    assert not earlier & {c.body for c in cases}


#: F1 on batch Z (``benchmarks/extraction.py --sets cases-z``): 0.948 before session
#: 18's Chinese fixes (trafilatura 0.854), 0.951 after.
_REACHED_Z = 0.95
#: Batch Z's pages under 0.97 of matching shingles: after session 18's fixes nine (a
#: WeChat mirror's 点击上方蓝字关注我们, END and credit lines; an aggregator's reprint
#: notice, END line and teasers; a gallery's "2/6" counters; captions with credits; an
#: editor and proof-reader line and a reprint line; an HK page's 【相關新聞】 line; a list
#: article's 原创 notice; a blog's tag line under an ``<h2>`` headline; a video's 简介
#: label); after session 20's lines about the page (:mod:`newsfold.extract.zhpage`) only
#: the video's 简介 label, which splits its summary's shingles (0.969).
_KNOWN_MISSES_Z = {"z-video-summary"}


def test_batch_z_keeps_its_score() -> None:
    assert batch_f1("z") >= _REACHED_Z


def test_batch_z_misses_only_the_known_pages() -> None:
    scores = page_scores("z")
    assert {name for name, tp in scores.items() if tp < 0.97} == _KNOWN_MISSES_Z


# -- the lines, one by one --------------------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "第1页/共1页 << 上一页 | 下一页 >>",
        "上一页 1 2 3 下一页",
        "本文共3页，当前第1页",
        "首页 上一页 2 下一页 尾页",
        "上一頁 1 2 下一頁",
        "余下全文",
    ],
)
def test_pager_lines(line: str) -> None:
    assert is_pager_line(line)


@pytest.mark.parametrize(
    "line",
    ["2023 1 15", "首页", "下一页我们再谈这个问题。", "第3页的表格列出了全部数据，共12页。"],
)
def test_not_pager_lines(line: str) -> None:
    assert not is_pager_line(line)


def test_list_labels_are_whole_lines() -> None:
    for label in ("相关报道：", "【延伸阅读】", "相關新聞", "热门推荐 >>"):
        assert is_list_label(label), label
    for text in ("相关负责人表示：", "相关报道称，该项目年底开工。", "延伸阅读材料很多"):
        assert not is_list_label(text), text


def test_dated_items_need_a_link_and_a_date_at_the_end() -> None:
    assert is_dated_item("·蔡依林热舞 (2005-04-27 18:03PM)", 5)
    assert is_dated_item("江城新增三条特色美食街 08-09", 11)
    assert not is_dated_item("江城新增三条特色美食街 08-09", 0)
    assert not is_dated_item("会议定于2023年6月12日召开。", 4)


def test_full_text_teasers_link() -> None:
    assert is_full_text_teaser("就是所谓的...... [全文]", 4)
    assert is_full_text_teaser("市里将新建十所学校 阅读全文>>", 4)
    assert not is_full_text_teaser("就是所谓的...... [全文]", 0)
    assert not is_full_text_teaser("他读完了全文。", 2)


def test_meta_lines() -> None:
    assert is_meta_line("作者：宣传办 来源：本站原创 点击数：562 更新时间：2023-9-25")
    assert is_meta_line("发布时间：2022-09-02 信息来源：平川新闻网 浏览次数：1288")
    # A source and an editor alone are tidy's editorial lines (the truths keep some).
    assert not is_meta_line("来源：巴彦淖尔日报 编辑：苏亮")
    # A sentence holds its labels as words.
    assert not is_meta_line("记者：请问发布时间：定在哪天？答：下周一。")
    assert not is_meta_line("点击：这里。")
    # An event notice's own first line names no writer or source.
    assert not is_meta_line("日期：2024年5月1日 时间：上午9时")


def test_breadcrumbs() -> None:
    assert is_breadcrumb("当前位置：首页 >> 新闻中心 >> 社区新闻")
    assert is_breadcrumb("您现在的位置：首页 > 政务公开 > 通知公告")
    assert not is_breadcrumb("当前位置：市区东南方向约三公里处。")
    assert not is_breadcrumb("当前位置不明，搜救队伍仍在寻找。")


def test_tag_lines() -> None:
    assert is_tag_line("标签：父亲 菜园 散文 分类：随笔")
    assert is_tag_line("关键词：夜经济 消费")
    assert not is_tag_line("标签：这是一句话。后面还有。")


# -- whole pages, rules and model ---------------------------------------------------------------

_STORY = [
    "春节前夕，城南社区的志愿者们把写好的春联和福字送到八十多户独居老人家中。",
    "志愿者王芳说，今年写春联的队伍里多了不少大学生，他们放假回家后主动报名参加。",
    "社区负责人介绍，活动已经连续举办了六年，今年还增加了上门理发和义诊服务。",
    "不少老人拉着志愿者的手不肯放，说这是他们过年最盼望的一件事。",
]
_URL = "http://www.chengnan.example/sqxw/2024/0205/3381.html"


def _page(inner: str, *, charset: str = "gbk") -> Page:
    html = (
        f"<html><head><meta http-equiv='Content-Type' content='text/html; charset={charset}'>"
        "<title>社区志愿者为独居老人送春联</title></head><body>"
        "<div class='nav'><a>首页</a> <a>社区新闻</a> <a>便民服务</a></div>"
        f"{inner}"
        "<div class='foot'>城南社区 主办</div></body></html>"
    )
    return Page(url=_URL, body=html.encode("gb18030"))


def _paras(story: list[str], before: str = "", after: str = "") -> str:
    return before + "".join(f"<p>　　{t}</p>" for t in story) + after


@pytest.mark.parametrize("model", ["default", None])
def test_a_pager_line_in_the_text_cell_goes(model: str | None) -> None:
    pager = "<p align='center'>第1页/共2页 &lt;&lt; <a>上一页</a> | <a>下一页</a> &gt;&gt;</p>"
    inner = (
        "<table width='760'><tr><td><b>社区志愿者为独居老人送春联</b></td></tr>"
        f"<tr><td class='text'>{pager}{_paras(_STORY)}{pager}</td></tr></table>"
    )
    assert extract_content(_page(inner), model=model).paragraphs == _STORY  # type: ignore[arg-type]


@pytest.mark.parametrize("model", ["default", None])
def test_a_related_label_and_its_dated_items_go(model: str | None) -> None:
    items = "".join(
        f"<div>·<a href='/n/{i}.html'>{t}</a> <span>(2024-02-0{i} 1{i}:03)</span></div>"
        for i, t in enumerate(["春联进社区", "义诊进家门", "年货大集开市"], 1)
    )
    inner = (
        "<div class='main'><h1>社区志愿者为独居老人送春联</h1>"
        f"{_paras(_STORY)}<div><b>相关报道：</b></div>{items}</div>"
    )
    assert extract_content(_page(inner), model=model).paragraphs == _STORY  # type: ignore[arg-type]


@pytest.mark.parametrize("model", ["default", None])
def test_a_teaser_linking_to_its_full_text_goes(model: str | None) -> None:
    teaser = (
        "<p>近日，一位独居老人在家中摔倒，社区网格员上门探访时及时发现，"
        "把老人送到了医院，这件事让很多人开始关注独居老人的安全问题，就是所谓的......"
        " <a href='/n/9.html'>[全文]</a></p>"
    )
    inner = (
        "<div class='main'><h1>社区志愿者为独居老人送春联</h1>"
        f"{_paras(_STORY)}<p>幻灯欣赏：</p>{teaser}</div>"
    )
    paragraphs = extract_content(_page(inner), model=model).paragraphs  # type: ignore[arg-type]
    assert paragraphs[: len(_STORY)] == _STORY
    assert not any("[全文]" in p for p in paragraphs)


def test_the_templates_meta_line_above_the_text_goes() -> None:
    text = "<br><br>".join(f"　　{t}" for t in _STORY)
    inner = (
        "<table width='980'><tr><td width='200'><a>镇内要闻</a><br><a>通知公告</a></td>"
        "<td width='780'><table width='100%'>"
        "<tr><td class='dqwz'>当前位置：首页 &gt;&gt; 新闻中心 &gt;&gt; 社区新闻</td></tr>"
        "<tr><td align='center'><b>社区志愿者为独居老人送春联</b></td></tr>"
        "<tr><td align='center'>作者：宣传办　来源：本站原创　"
        "点击数：562　更新时间：2024-2-5</td></tr>"
        f"<tr><td style='line-height:28px'>{text}</td></tr>"
        "</table></td></tr></table>"
    )
    for model in ("default", None):
        paragraphs = extract_content(_page(inner), model=model).paragraphs  # type: ignore[arg-type]
        assert paragraphs == _STORY, model


@pytest.mark.parametrize("model", ["default", None])
def test_a_tag_line_under_the_text_goes(model: str | None) -> None:
    inner = (
        "<div class='post'><h2>社区志愿者为独居老人送春联</h2>"
        f"<div class='body'>{_paras(_STORY)}"
        "<p>标签：春联 志愿者 社区　分类：社区新闻</p></div></div>"
    )
    assert extract_content(_page(inner), model=model).paragraphs == _STORY  # type: ignore[arg-type]
