"""Session 18's review of :mod:`newsfold.extract.zhlines` (the Chinese furniture lines):
each mend on pages written for these tests, each failing on the code before (3c02d2c).

- The pager and breadcrumb patterns could split one run of digits or of path characters
  every way before failing: "上一页" and 40 digits and a letter, or "当前位置：" and 30
  "a/" and "a b", never returned. Each line now splits one way only; the checks run in a
  child process with a time limit, so a hang fails the test instead of stopping it.
- A meta line's labels start a line or follow a space: "展览时间：", "会议日期：",
  "数据来源：" and a "，"-joined clause are an event's or a table's own text.
- Only Chinese pages go through these rules: a Japanese page's "開館時間：" line stays.
- A path without a link must start at the site's home to be a breadcrumb: "所在位置：
  云南省/大理州/洱源县" in a travel story stays.
- A digest whose every summary ends on "[详细]" keeps them: they are its text.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
import time

import pytest
from lxml import etree

from newsfold.extract import extract_content
from newsfold.extract.textblock import Block
from newsfold.extract.zhlines import (
    drop_furniture,
    is_breadcrumb,
    is_chinese,
    is_meta_line,
    is_pager_line,
)
from newsfold.models import Page
from tests.extract.test_extract_cases_z import _STORY, _page, _paras

# -- bounded time ---------------------------------------------------------------------------------

#: Lines that made the old patterns try every split (each under the length limits).
_HARD_LINES = [
    ("pager", "上一页" + "1" * 40 + "a"),
    ("pager", "第1页" + "1" * 70 + "a"),
    ("crumb", "当前位置：" + "a/" * 30 + "a b"),
    ("crumb", "当前位置：首页" + ">" * 60 + "正文 阅读"),
    ("crumb", "您的位置：" + "新闻-" * 20 + "a b"),
]


def test_hard_lines_finish_in_a_child_process() -> None:
    """Run in a child: a backtracking pattern cannot be interrupted in-process."""
    code = textwrap.dedent(
        f"""
        from newsfold.extract.zhlines import is_breadcrumb, is_pager_line
        for kind, line in {_HARD_LINES!r}:
            check = is_pager_line if kind == "pager" else is_breadcrumb
            assert not check(line), line
        print("ok")
        """
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr[-2000:]
    assert run.stdout.strip() == "ok"


def test_a_page_of_hard_lines_extracts_in_bounded_time() -> None:
    story = _STORY[:2] + [line for _, line in _HARD_LINES] + _STORY[2:]
    code = textwrap.dedent(
        f"""
        from newsfold.extract import extract_content
        from tests.extract.test_extract_cases_z import _page, _paras
        head = "<div class='main'><h1>社区志愿者为独居老人送春联</h1>"
        inner = head + _paras({story!r}) + "</div>"
        for model in ("default", None):
            assert extract_content(_page(inner), model=model).paragraphs
        print("ok")
        """
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr[-2000:]


def test_long_lines_of_pager_and_path_characters_take_linear_time() -> None:
    start = time.process_time()
    for n in range(1, 80):
        is_pager_line("上一页" + "1" * n + "a")
        is_pager_line("下一页 " + "1 " * (n // 2) + "a")
        is_breadcrumb("当前位置：" + "a/" * (n // 2) + "a b")
        is_breadcrumb("当前位置：首页" + "->" * (n // 2) + "a b", 3)
        is_meta_line("时间：" + " " * n + "来源：x")
    assert time.process_time() - start < 2.0


def test_real_pagers_and_breadcrumbs_still_read() -> None:
    assert is_pager_line("上一页 1 2 3 12 下一页")
    assert is_pager_line("第1页/共3页 << 上一页 | 下一页 >>")
    assert is_pager_line("[1] [2] [3] 下一页")
    assert not is_pager_line("2023 1 15")
    assert is_breadcrumb("当前位置：首页 >> 新闻中心 >> 社区新闻")
    assert is_breadcrumb("当前位置：网站首页>>>新闻中心>>>正文")
    assert is_breadcrumb("您现在的位置：首页 -> 政务公开 -> 通知公告")


# -- meta lines ----------------------------------------------------------------------------------


def test_meta_labels_start_a_line_or_follow_a_space() -> None:
    assert is_meta_line("作者：宣传办 来源：本站原创 点击数：562 更新时间：2023-9-25")
    assert is_meta_line("发布时间：2022-09-02 信息来源：平川新闻网 浏览次数：1288")
    assert is_meta_line("来源：新华网|作者：张三|发布时间：2024-02-05")
    # An event's or a table's own labels, ending on 时间/日期/来源.
    assert not is_meta_line("展览时间：2024年2月10日至3月10日 开放时间：9:00—17:00")
    assert not is_meta_line("会议日期：2024年2月5日　会议时间：14:00—16:30　地点：三楼")
    assert not is_meta_line("统计时间：2023年 数据来源：国家统计局")
    # Pairs joined by a comma are a sentence's clauses.
    assert not is_meta_line("时间：2024年2月10日，来源：国家统计局")


@pytest.mark.parametrize("model", ["default", None])
@pytest.mark.parametrize(
    ("before", "after"),
    [
        ([], ["展览时间：2024年2月10日至3月10日，开放时间：9:00—17:00（周一闭馆）"]),
        (["会议日期：2024年2月5日 会议时间：14:00—16:30 地点：社区三楼会议室"], []),
        ([], ["数据来源：国家统计局，统计时间：2023年1月至2024年1月"]),
    ],
)
def test_an_events_or_tables_label_line_at_the_edge_stays(
    model: str | None, before: list[str], after: list[str]
) -> None:
    story = before + _STORY + after
    inner = f"<div class='main'><h1>社区志愿者为独居老人送春联</h1>{_paras(story)}</div>"
    paragraphs = extract_content(_page(inner), model=model).paragraphs  # type: ignore[arg-type]
    assert paragraphs == story


# -- Japanese pages ------------------------------------------------------------------------------

_JA = [
    "市立美術館で二十日から、江戸時代の浮世絵を集めた特別展が開かれる。葛飾北斎や歌川広重の作品など約百五十点が並ぶ。",
    "同館の学芸員は「色鮮やかな初摺りの作品を間近で見られる貴重な機会です」と話している。",
    "会期中は毎週土曜日に学芸員による解説会も予定されており、事前の申し込みは不要だという。",
    "時間：午前9時～午後5時 来源：市報 点击：なし",
]


@pytest.mark.parametrize("model", ["default", None])
def test_a_japanese_pages_label_line_stays(model: str | None) -> None:
    paras = "".join(f"<p>{t}</p>" for t in _JA)
    html = (
        "<html><head><meta charset='utf-8'><title>浮世絵特別展</title></head><body>"
        "<div class='nav'><a>ホーム</a> <a>ニュース</a></div>"
        f"<div class='main'><h1>浮世絵特別展、二十日から</h1>{paras}</div>"
        "<div class='foot'>市報</div></body></html>"
    )
    page = Page(url="http://www.city.example/news/2024/0205.html", body=html.encode("utf-8"))
    paragraphs = extract_content(page, model=model).paragraphs  # type: ignore[arg-type]
    assert paragraphs[-1] == _JA[-1]


def test_chinese_blocks_have_almost_no_kana() -> None:
    def blocks(texts: list[str]) -> list[Block]:
        return [Block(etree.Element("p"), "p", [t], i, cjk=True) for i, t in enumerate(texts)]

    assert is_chinese(blocks(_STORY))
    assert is_chinese(blocks([*_STORY, "日本品牌“の”字店招在街头流行。"]))
    assert not is_chinese(blocks(_JA))
    assert not is_chinese([Block(etree.Element("p"), "p", ["An English line."], 0)])
    ja = blocks(_JA)
    assert drop_furniture(ja) is ja


# -- breadcrumbs ---------------------------------------------------------------------------------


def test_a_path_without_a_link_is_a_breadcrumb_only_from_home() -> None:
    assert is_breadcrumb("当前位置：首页 >> 新闻中心 >> 社区新闻")
    assert is_breadcrumb("当前位置：网站首页 > 新闻")
    assert not is_breadcrumb("所在位置：云南省/大理州/洱源县")
    assert not is_breadcrumb("所在位置：云南省-大理州-洱源县")
    assert is_breadcrumb("所在位置：新闻中心/要闻", 4)
    # A site's arrows are navigation, home or not.
    assert is_breadcrumb("栏目导航：新闻中心 >> 区县动态")


@pytest.mark.parametrize("model", ["default", None])
def test_a_places_path_mid_body_stays(model: str | None) -> None:
    story = [*_STORY[:1], "所在位置：云南省/大理州/洱源县", *_STORY[1:]]
    inner = f"<div class='main'><h1>社区志愿者为独居老人送春联</h1>{_paras(story)}</div>"
    paragraphs = extract_content(_page(inner), model=model).paragraphs  # type: ignore[arg-type]
    assert paragraphs == story


# -- digests -------------------------------------------------------------------------------------

_DIGEST = [
    "国务院常务会议研究部署进一步稳外贸稳外资工作，会议指出，要加大对外贸企业的金融支持力度。",
    "教育部发布通知，要求各地中小学寒假期间不得组织集体补课，切实减轻学生课业负担。",
    "国家气象中心预计，未来三天北方地区将迎来新一轮降温降雪天气，春运旅客出行需提前做好准备。",
]


@pytest.mark.parametrize("model", ["default", None])
def test_a_digest_of_teasers_keeps_them(model: str | None) -> None:
    items = "".join(f"<p>{t} <a href='/n/{i}.html'>[详细]</a></p>" for i, t in enumerate(_DIGEST))
    inner = f"<div class='main'><h1>今日要闻摘要（2月5日）</h1>{items}</div>"
    paragraphs = extract_content(_page(inner), model=model).paragraphs  # type: ignore[arg-type]
    assert [p.removesuffix(" [详细]") for p in paragraphs if "[详细]" in p] == _DIGEST
