"""Session 21, mended after review 21c: the Chinese page frame's rules
(:mod:`newsfold.extract.zhframe`, zhpage's tip and platform asks, zhlines' edges) took
ordinary lines of a story. Every probe line of the review stands here in a page, in
simplified and in traditional characters, and stays; beside each, the furniture the rule
was written for still goes.
"""

from __future__ import annotations

import pytest

from newsfold.extract.zhframe import is_disclaimer, is_salutation, is_score_bar
from tests.extract.test_extract_zh_fixes21 import _MODELS, _STORY, _body, _portal, _ps

_STORY_TRAD = [
    "市圖書館新館從本月起試行夜間開放，週一至週五的閉館時間由晚上六點推遲到十點。",
    "試行第一週，夜間入館的讀者超過四千人次，其中一半以上是下班後趕來的年輕上班族。",
    "館方在二樓新設了四十個自習座位，並為夜間讀者提供免費的熱水和手機充電服務。",
    "圖書館負責人表示，試行三個月後將根據讀者意見，決定是否把夜間開放延伸到週末。",
]


def _story(trad: bool) -> list[str]:
    return _STORY_TRAD if trad else _STORY


# -- lines above the text: headlines with a range or a score run together ------------------------

_ABOVE = [
    ("今年1-2月全国规上工业增加值增长", "今年1-2月全國規上工業增加值增長"),
    ("北京10-12日将迎大到暴雪", "北京10-12日將迎大到暴雪"),
    ("台湾1-5月出口创新高", "台灣1-5月出口創新高"),
    ("国安主场2-1逆转泰山", "國安主場2-1逆轉泰山"),
    ("新华社北京12月3日电 题：图书馆之夜", "新華社北京12月3日電 題：圖書館之夜"),
]


@pytest.mark.parametrize("model", _MODELS)
@pytest.mark.parametrize("trad", [False, True])
@pytest.mark.parametrize("pair", _ABOVE)
def test_a_headline_above_the_text_stays(
    pair: tuple[str, str], trad: bool, model: str | None
) -> None:
    line = pair[trad]
    assert line in _body(_portal(_ps([line, *_story(trad)])), model)


@pytest.mark.parametrize("model", _MODELS)
@pytest.mark.parametrize("bar", ["北京国安 2-1 山东泰山", "北京國安 2 : 1 山東泰山 完場"])
def test_a_score_bar_above_the_text_goes(bar: str, model: str | None) -> None:
    assert _body(_portal(_ps([bar, *_STORY])), model) == _STORY


@pytest.mark.parametrize(
    "line", ["今年1-2月全国规上工业增加值增长", "北京 10-12 日将迎大到暴雪", "国安主场2-1逆转泰山"]
)
def test_a_range_or_a_headline_is_no_bar_even_at_the_edge(line: str) -> None:
    assert is_score_bar(line, edge=True) is False


# -- lines inside the text ------------------------------------------------------------------------

_INSIDE = [
    ("他说：“股市有风险，入市需谨慎。”", "張說：「投資有風險，入市需謹慎。」"),
    ("提醒：股市有风险，投资需谨慎", "提醒：股市有風險，投資需謹慎"),
    ("网友爆料：小区电梯停运一周无人修", "網友爆料：小區電梯停運一週無人修"),
    ("村民爆料：河道里漂满死鱼", "村民爆料：河道裡漂滿死魚"),
    (
        "三年前他加入快手，如今我们常能在直播间看到他。",
        "三年前他加入快手，如今我們常能在直播間看到他。",
    ),
    ("越来越多的老人加入我们的社群。", "越來越多的老人加入我們的社群。"),
    (
        "《人民日报》2024年10月21日第10版刊发评论员文章",
        "《人民日報》2024年10月21日第10版刊發評論員文章",
    ),
    ("相册：一个家族的百年记忆", "相冊：一個家族的百年記憶"),
    ("1/2", "1/2"),
    ("作品3 2024-05-01", "作品3 2024-05-01"),
    ("上半场 国安1-0领先", "上半場 國安1-0領先"),
    ("点球大战 阿根廷4-2法国", "點球大戰 阿根廷4-2法國"),
]


@pytest.mark.parametrize("model", _MODELS)
@pytest.mark.parametrize("trad", [False, True])
@pytest.mark.parametrize("pair", _INSIDE)
def test_a_line_inside_the_text_stays(pair: tuple[str, str], trad: bool, model: str | None) -> None:
    line, story = pair[trad], _story(trad)
    assert line in _body(_portal(_ps([*story[:2], line, *story[2:]])), model)


_RESULTS = [
    (
        "北京国安 2-1 山东泰山（完场）",
        "上海海港 3-0 天津津门虎（完场）",
        "成都蓉城 1-1 上海申花（完场）",
    ),
    (
        "北京國安 2-1 山東泰山（完場）",
        "上海海港 3-0 天津津門虎（完場）",
        "成都蓉城 1-1 上海申花（完場）",
    ),
]
_INTRO = (
    "中超联赛第10轮昨晚全部结束，各场比赛结果如下，积分榜前三名的位置没有发生变化。",
    "中超聯賽第10輪昨晚全部結束，各場比賽結果如下，積分榜前三名的位置沒有發生變化。",
)


@pytest.mark.parametrize("model", _MODELS)
@pytest.mark.parametrize("trad", [False, True])
def test_a_results_list_inside_the_text_stays(trad: bool, model: str | None) -> None:
    lines = [_INTRO[trad], *_RESULTS[trad], *_story(trad)]
    assert _body(_portal(_ps(lines)), model) == lines


@pytest.mark.parametrize("model", _MODELS)
def test_a_score_bar_with_its_state_under_the_text_goes(model: str | None) -> None:
    assert _body(_portal(_ps([*_STORY, "北京国安 2-1 山东泰山 完场"])), model) == _STORY


@pytest.mark.parametrize("model", _MODELS)
@pytest.mark.parametrize(
    ("label", "items"),
    [
        ("她的文章", ["《春天的图书馆》", "《夜读》"]),
        ("排行榜", ["上海 4.7万亿元", "北京 4.4万亿元"]),
    ],
)
def test_a_list_under_a_heading_inside_the_text_stays(
    label: str, items: list[str], model: str | None
) -> None:
    lis = "".join(f"<li>{item}</li>" for item in items)
    article = _ps(_STORY[:2]) + f"<p>{label}</p><ul>{lis}</ul>" + _ps(_STORY[2:])
    paras = _body(_portal(article), model)
    assert all(item in paras for item in items)


# -- the furniture the rules were written for still goes ------------------------------------------

_FURNITURE = [
    ("注：股市有风险，入市需谨慎", "註：股市有風險，入市需謹慎"),
    (
        "风险提示：本文仅代表作者观点，不构成投资建议",
        "風險提示：本文僅代表作者觀點，不構成投資建議",
    ),
    ("温馨提示：投资有风险，入市需谨慎", "溫馨提示：投資有風險，入市需謹慎"),
    ("「投资有风险，入市需谨慎。」", "「投資有風險，入市需謹慎。」"),
    ("报料热线：0571-85100000", "報料熱線：0571-85100000"),
    ("爆料：微信 donghu2025", "爆料：微信 donghu2025"),
    ("订阅我们的Telegram频道", "訂閱我們的Telegram頻道"),
    ("欢迎加入我们的社群", "歡迎加入我們的社群"),
    ("《人民日报》（2024年10月21日第10版）", "《人民日報》（2024年10月21日第10版）"),
    ("《人民日报》2024年10月21日第10版：要闻", "《人民日報》2024年10月21日第10版：要聞"),
    ("相册：一个家族的百年记忆 共12张", "相冊：一個家族的百年記憶 共12張"),
    ("图集：沙尘笼罩下的北方城市", "圖集：沙塵籠罩下的北方城市"),
]


@pytest.mark.parametrize("model", _MODELS)
@pytest.mark.parametrize("trad", [False, True])
@pytest.mark.parametrize("pair", _FURNITURE)
def test_the_frames_lines_still_go(pair: tuple[str, str], trad: bool, model: str | None) -> None:
    story = _story(trad)
    assert _body(_portal(_ps([*story[:2], pair[trad], *story[2:]])), model) == story


@pytest.mark.parametrize("model", _MODELS)
def test_a_counter_by_its_picture_goes(model: str | None) -> None:
    article = _ps(_STORY[:2]) + "<p><img src='/a/1.jpg'></p><p>1/6</p>" + _ps(_STORY[2:])
    assert _body(_portal(article), model) == _STORY


@pytest.mark.parametrize(
    "line",
    [
        "他说：“股市有风险，入市需谨慎。”",
        "張說：「投資有風險，入市需謹慎。」",
        "提醒：股市有风险，投资需谨慎",
    ],
)
def test_a_speaker_is_no_notice_label(line: str) -> None:
    assert is_disclaimer(line) is False


@pytest.mark.parametrize("line", ["致命的疏忽：", "致富经：", "致敬英雄：", "致力于公益的人们："])
def test_a_word_opening_on_zhi_is_no_addressee(line: str) -> None:
    assert is_salutation(line) is False


@pytest.mark.parametrize("line", ["致全市广大市民：", "致各位家长：", "致王某某："])
def test_zhi_and_an_addressee_is_a_salutation(line: str) -> None:
    assert is_salutation(line) is True
