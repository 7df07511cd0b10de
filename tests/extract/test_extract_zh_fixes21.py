"""Session 21: the frame a Chinese page sets around its story (issue 15).

Batch Z3's misses (spent now) were stated as classes of page furniture
(:mod:`newsfold.extract.zhframe`, with prompts and cover credits in
:mod:`newsfold.extract.zhpage`), and each class is tested here on pages written for these
tests in shapes batch Z3 did not draw: a brokerage's morning note, a city portal
reprinting a provincial daily, a Malaysian Chinese daily, a self-media post with its
writer's card, a basketball and a football commentary in ``<dl>`` and ``<table>`` rows,
a school's letter to parents, a regulator's letter to a company, a wire story. Beside
each line that must go stands a near miss that must stay: a story that reports a
disclaimer, cites a paper, gives a post's figures or a score in a sentence.
"""

from __future__ import annotations

import pytest

from newsfold.extract import extract_content
from newsfold.extract.zhframe import (
    is_author_card,
    is_dateline_byline,
    is_disclaimer,
    is_frame_line,
    is_gallery_line,
    is_minute_stamp,
    is_print_source,
    is_salutation,
    is_score_bar,
    is_wire_end,
)
from newsfold.extract.zhpage import is_page_text
from newsfold.models import Page

_STORY = [
    "市图书馆新馆从本月起试行夜间开放，周一至周五的闭馆时间由晚上六点推迟到十点。",
    "试行第一周，夜间入馆的读者超过四千人次，其中一半以上是下班后赶来的年轻上班族。",
    "馆方在二楼新设了四十个自习座位，并为夜间读者提供免费的热水和手机充电服务。",
    "图书馆负责人表示，试行三个月后将根据读者意见，决定是否把夜间开放延伸到周末。",
]
_MODELS = ["default", None]


def _ps(lines: list[str]) -> str:
    return "".join(f"<p>{line}</p>" for line in lines)


def _portal(article: str, *, above: str = "") -> Page:
    """A city portal's article page: the text in a ``div``, the page's lists around it."""
    html = (
        "<!DOCTYPE html><html><head><meta charset='utf-8'>"
        "<title>市图书馆试行夜间开放_城事频道_东湖在线</title></head>"
        "<body><div class='g-nav'><a>首页</a> <a>城事</a> <a>文旅</a> <a>视频</a></div>"
        "<div class='g-wrap'><div class='g-main'><h1>市图书馆试行夜间开放</h1>"
        "<div class='g-info'>2025-05-12 08:30　来源：东湖在线</div>"
        f"{above}<div class='g-article'>{article}</div></div>"
        "<div class='g-side'><h3>热点</h3><ul><li><a>地铁三号线南延段开工</a></li>"
        "<li><a>端午假期出行指南</a></li></ul></div></div>"
        "<div class='g-foot'>东湖在线 版权所有</div></body></html>"
    )
    return Page(url="https://city.donghu.example/2025/05/12/4471.html", body=html.encode())


def _body(page: Page, model: str | None) -> list[str]:
    return extract_content(page, model=model).paragraphs  # type: ignore[arg-type]


# -- a print-edition source line ------------------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "来源：《江南日报》2025年5月12日 第5版",
        "原载《东湖晚报》2025.5.12 A03版",
        "（本文刊于《城市观察》2025年第9期）",
        "《 江南日报 》（ 2025年05月12日 第 05 版：城事 ）",
    ],
)
@pytest.mark.parametrize("model", _MODELS)
def test_a_print_edition_line_goes_above_or_below(line: str, model: str | None) -> None:
    assert _body(_portal(f"<p>{line}</p>" + _ps(_STORY)), model) == _STORY
    assert _body(_portal(_ps(_STORY) + f"<p>{line}</p>"), model) == _STORY


@pytest.mark.parametrize(
    "line",
    [
        "据《江南日报》2025年5月12日报道，夜间入馆的读者中一半以上是年轻上班族。",
        "[3] 参见王立：《公共文化空间的夜间开放》，载《图书馆论坛》2024年第6期。",
        "《公共图书馆法》2018年1月1日起施行",
    ],
)
def test_a_citation_is_no_print_edition_line(line: str) -> None:
    assert is_print_source(line) is False


# -- a disclaimer ---------------------------------------------------------------------------------


def _morning_note(article: str) -> Page:
    """A brokerage's morning note: sections, an analyst's note under the text."""
    html = (
        "<!DOCTYPE html><html><head><meta charset='utf-8'><title>晨会纪要：消费复苏延续</title>"
        "</head><body><header><a>恒远证券</a><nav><a>研究</a><a>资讯</a><a>开户</a></nav></header>"
        "<main><article><h1>晨会纪要：消费复苏延续</h1><time>2025-05-12 07:45</time>"
        f"<section class='note-body'>{article}</section></article></main>"
        "<footer>恒远证券股份有限公司 版权所有</footer></body></html>"
    )
    url = "https://www.hengyuan-sec.example/research/20250512/note.html"
    return Page(url=url, body=html.encode())


_NOTE = [
    "四月社会消费品零售总额同比增长百分之五点一，增速较上月回升零点三个百分点。",
    "分品类看，家电和通讯器材增长较快，以旧换新政策的带动作用仍在释放。",
    "我们认为，二季度消费有望延续温和复苏，可关注估值处于低位的家电和食品饮料板块。",
]


@pytest.mark.parametrize(
    "line",
    [
        "股市有风险，入市需谨慎。",
        "【免责声明】本报告仅供参考，不构成任何投资建议，投资者据此操作，风险自担。",
        "（以上观点仅代表分析师个人，不代表本公司立场。）",
    ],
)
@pytest.mark.parametrize("model", _MODELS)
def test_a_disclaimer_goes_wherever_it_stands(line: str, model: str | None) -> None:
    # After the text, with the analyst's note under it (so not at the text's edge), and
    # between two paragraphs.
    bio = "<p>分析师：周晴，执业证书编号S0000000000000，主要覆盖消费行业。</p>"
    page = _morning_note(_ps(_NOTE) + f"<p>{line}</p>" + bio)
    assert _body(page, model)[:3] == _NOTE
    assert line not in _body(page, model)
    page = _morning_note(_ps(_NOTE[:2]) + f"<p>{line}</p>" + _ps(_NOTE[2:]))
    assert _body(page, model) == _NOTE


@pytest.mark.parametrize(
    "line",
    [
        "专家提醒，股市有风险，投资需谨慎。",
        "他说，投资有风险，但不投资的风险更大。",
        "业内人士认为，该类产品风险较高，不建议普通投资者参与。",
        "以上内容仅供参考",  # one clause: a line of the text may say so
    ],
)
def test_a_reported_warning_is_no_disclaimer(line: str) -> None:
    assert is_disclaimer(line) is False


# -- prompts naming a platform, news tips, cover credits ------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "欢迎订阅我们的WhatsApp频道，第一时间掌握本地新闻。",
        "加入南洋日报Telegram群组获取最新消息",
        "在小红书搜索“东湖在线”关注我们",
        "报料热线：027-88886666",
        "欢迎读者向我们提供新闻线索。",
        "封面来源：视觉中国",
        "题图｜受访者供图",
    ],
)
@pytest.mark.parametrize("model", _MODELS)
def test_a_platform_prompt_or_a_cover_credit_goes(line: str, model: str | None) -> None:
    article = _ps(_STORY[:2]) + f"<p>{line}</p>" + _ps(_STORY[2:]) + f"<p>{line}</p>"
    assert _body(_portal(article), model) == _STORY


@pytest.mark.parametrize(
    "line",
    [
        "他在Telegram上订阅了十几个频道，每天要花三个小时刷新闻。",
        "警方欢迎知情市民提供线索。",
        "封面上是他年轻时在图书馆门口的照片。",
        "欢迎来到东湖。",
        "图书馆欢迎市民扫码预约参观。",  # how to book: the story's
    ],
)
def test_a_sentence_about_a_platform_stays(line: str) -> None:
    assert is_page_text(line) is False


# -- an author's card, a gallery ------------------------------------------------------------------


def _post(card: str, article: str) -> Page:
    """A self-media post: the writer's card above the text in spans."""
    html = (
        "<!DOCTYPE html><html><head><meta charset='utf-8'><title>夜里的图书馆，坐满了年轻人</title>"
        "</head><body><div id='root'><div class='top'><span>头条</span><span>登录</span></div>"
        "<div class='article-page'><h1>夜里的图书馆，坐满了年轻人</h1>"
        f"<div class='author-row'>{card}</div>"
        f"<div class='article-content'>{article}</div>"
        "<div class='recommend'><h3>相关推荐</h3><ul><li><a>城市书房越来越多</a></li></ul></div>"
        "</div></div></body></html>"
    )
    return Page(url="https://www.toutiao-like.example/article/7381234567/", body=html.encode())


@pytest.mark.parametrize(
    "card",
    [
        "<span>城事观察员</span><span>2.3万粉丝</span><span>3小时前</span>",
        "<span>东湖阿杰</span><span>平台认证：城市生活博主</span>"
        "<span>发布于 2025-05-12 21:40</span>",
        "<span>夜读君</span> <span>获赞 1.2万</span> <span>评论 356</span>",
    ],
)
@pytest.mark.parametrize("model", _MODELS)
def test_a_writers_card_goes_inside_the_text(card: str, model: str | None) -> None:
    # The card set inside the post's own container, as its first line.
    article = f"<p>{card}</p>" + _ps(_STORY)
    assert _body(_post("", article), model) == _STORY


@pytest.mark.parametrize(
    "line",
    [
        "这条视频播放量超过三百万，点赞十二万",
        "3万粉丝的博主也开始带货",
        "阅读量10万+的文章是怎样写成的",
    ],
)
def test_a_posts_figures_in_a_sentence_stay(line: str) -> None:
    assert is_author_card(line) is False


@pytest.mark.parametrize("model", _MODELS)
def test_a_gallery_modules_title_and_counter_go(model: str | None) -> None:
    gallery = (
        "<div class='album'><div class='album-hd'><span>相册｜夜间开放首周</span>"
        "<span>2/8</span></div><img src='/a/1.jpg'></div>"
        "<div class='album'><p>相册：新馆二楼自习区 共8张</p><p>1/8</p></div>"
    )
    article = _ps(_STORY[:2]) + gallery + _ps(_STORY[2:])
    assert _body(_portal(article), model) == _STORY


@pytest.mark.parametrize("line", ["幻灯片展示了新馆的设计方案", "相册里是他年轻时的照片", "9/3"])
def test_a_line_about_pictures_is_no_gallerys(line: str) -> None:
    assert is_gallery_line(line) is False


# -- a match's commentary -------------------------------------------------------------------------

_PLAYS = [
    "比赛结束，广州队主场以九十八比九十五险胜辽宁队，取得两连胜。",
    "辽宁队最后时刻三分出手不中，广州队抢下篮板锁定胜局。",
    "广州队外线连续命中，单节打出一波十二比二的攻势，反超比分。",
    "比赛开始，双方开局都比较谨慎，前三分钟只得到四分。",
]


@pytest.mark.parametrize("model", _MODELS)
def test_a_score_bar_and_the_minutes_go(model: str | None) -> None:
    minutes = ["48'", "47′", "36'", "1'"]
    rows = "".join(
        f"<dl class='row'><dt>{m}</dt><dd>{play}</dd></dl>"
        for m, play in zip(minutes, _PLAYS, strict=True)
    )
    html = (
        "<!DOCTYPE html><html><head><meta charset='utf-8'><title>文字直播：广州98-95辽宁</title>"
        "</head><body><div class='nav'><a>篮球</a><a>足球</a></div><div class='live'>"
        "<h1>文字直播：广州98-95辽宁</h1>"
        f"<div class='commentary'><p class='bar'>广州队 98 - 95 辽宁队 已结束</p>{rows}</div>"
        "</div></body></html>"
    )
    page = Page(url="https://sports.example/live/20250512/cba.html", body=html.encode())
    assert _body(page, model) == _PLAYS


@pytest.mark.parametrize(
    "line",
    ["比分定格在二比一", "上半场国安以一比零领先", "2024-25赛季常规赛", "半场战报 国安 1-0 泰山"],
)
def test_a_score_in_a_sentence_is_no_bar(line: str) -> None:
    assert is_score_bar(line) is False


def test_a_minute_by_its_mark() -> None:
    assert is_minute_stamp("90+4'")
    assert is_minute_stamp("23′")
    assert not is_minute_stamp("90")
    assert not is_minute_stamp("2023'")


# -- a wire's end mark, a byline with its dateline ------------------------------------------------


@pytest.mark.parametrize("mark", ["（完）", "【完】", "（全文完）"])
@pytest.mark.parametrize("model", _MODELS)
def test_a_wires_end_mark_goes(mark: str, model: str | None) -> None:
    article = _ps(_STORY) + f"<p>{mark}</p><p>（责任编辑：林青）</p>"
    assert _body(_portal(article), model) == _STORY


@pytest.mark.parametrize(
    "line",
    ["东湖在线记者 程雪 武汉报道", "本报记者 周航 李想 北京报道", "特派记者 王五 发自东京"],
)
@pytest.mark.parametrize("model", _MODELS)
def test_a_byline_with_its_dateline_goes_above_the_text(line: str, model: str | None) -> None:
    assert _body(_portal(f"<p>{line}</p>" + _ps(_STORY)), model) == _STORY


@pytest.mark.parametrize("model", _MODELS)
def test_a_reporters_sign_off_under_the_text_stays(model: str | None) -> None:
    # The development truths keep a sign-off under the text ("□ 本报记者 葛灵丹").
    article = _ps(_STORY) + "<p>（本报记者 程雪）</p>"
    assert _body(_portal(article), model) == [*_STORY, "（本报记者 程雪）"]


def test_a_sentence_with_a_reporter_is_no_byline() -> None:
    assert is_dateline_byline("记者从市图书馆获悉") is False
    assert is_wire_end("完") is False
    assert is_wire_end("（完成）") is False


# -- a letter's or a notice's addressee -----------------------------------------------------------

_LETTER = [
    "为丰富同学们的暑期生活，学校图书馆将于七月起在每周二、周四下午开放，欢迎同学们前来借阅。",
    "借阅时请携带借书证，每人每次限借三册，借期为两周，逾期未还的将暂停借阅资格。",
    "请各位家长督促孩子合理安排作息，注意用眼卫生，度过一个充实、安全的暑假。",
]


@pytest.mark.parametrize(
    "salutation",
    [
        "尊敬的各位家长：",
        "亲爱的同学们：",
        "各班主任、各位家长：",
        "东湖某某科技股份有限公司：",
        "张某某：",
    ],
)
@pytest.mark.parametrize("model", _MODELS)
def test_a_letters_addressee_stays(salutation: str, model: str | None) -> None:
    article = f"<p>{salutation}</p>" + _ps(_LETTER)
    assert _body(_portal(article), model) == [salutation, *_LETTER]


@pytest.mark.parametrize("label", ["主办单位：", "分享到：", "相关阅读：", "摘要："])
@pytest.mark.parametrize("model", _MODELS)
def test_a_label_above_the_text_is_no_addressee(label: str, model: str | None) -> None:
    article = f"<p>{label}</p>" + _ps(_LETTER)
    assert _body(_portal(article), model) == _LETTER
    assert is_salutation(label) is False


# -- a post's reading row, its account's origin, asks for comments and likes ---------------------


@pytest.mark.parametrize(
    "line",
    [
        "全文共2316字，阅读大约需要6分钟",
        "本文共1800字 | 预计阅读时间5分钟",
        "来源｜城市夜读（ID：chengshi_yedu）",
        "转载自：东湖书房（微信号：donghu-shufang）",
        "欢迎在评论区留言讨论",
        "你怎么看？欢迎在评论区留言",
        "觉得有用，请点赞和分享",
        "记得点赞、转发、收藏哦",
        "新闻热线：027-88886666",
        "投稿邮箱：news@donghu.example",
        "（编译/王五）",
        "扫一扫在手机打开当前页",
    ],
)
@pytest.mark.parametrize("model", _MODELS)
def test_a_posts_rows_and_asks_go(line: str, model: str | None) -> None:
    article = f"<p>{line}</p>" + _ps(_STORY[:2]) + f"<p>{line}</p>" + _ps(_STORY[2:])
    assert _body(_portal(article + f"<p>{line}</p>"), model) == _STORY


@pytest.mark.parametrize(
    "line",
    [
        "网友在评论区留言称，希望把夜间开放延长到周末。",
        "网友纷纷在评论区留言。",
        "他请大家转发这条消息，帮助寻找走失的老人。",
        "读者的阅读时间从每天半小时增加到一小时",
        "编译这部词典花了他整整十年",
        "这部小说全文共30万字，他写了五年。",
    ],
)
def test_a_sentence_about_comments_or_reading_stays(line: str) -> None:
    assert is_page_text(line) is False
    assert is_frame_line(line) is False


@pytest.mark.parametrize("model", _MODELS)
def test_a_wechat_list_label_and_its_items_go(model: str | None) -> None:
    more = "<p>喜欢此内容的人还喜欢</p><ul><li>城市书房越来越多</li><li>夜读的人</li></ul>"
    assert _body(_portal(_ps(_STORY) + more), model) == _STORY


@pytest.mark.parametrize(
    "line",
    [
        "浏览次数：1234",
        "点击数：156",
        "【字体：大 中 小】",
        "我要评论",
        "加入收藏 | 返回首页",
        "本文链接：https://city.donghu.example/2025/05/12/4471.html",
        "本帖最后由 东湖阿杰 于 2025-05-12 21:40 编辑",
    ],
)
@pytest.mark.parametrize("model", _MODELS)
def test_an_old_portals_or_a_forums_row_goes_between_paragraphs(
    line: str, model: str | None
) -> None:
    article = _ps(_STORY[:2]) + f"<p>{line}</p>" + _ps(_STORY[2:])
    assert _body(_portal(article), model) == _STORY


@pytest.mark.parametrize(
    "line",
    [
        "他把这篇文章推荐给朋友后，朋友也办了借书证。",
        "点击数破百万",
        "访问量激增",
        "返回首页后，页面显示“暂停服务”。",
    ],
)
def test_a_sentence_about_a_pages_figures_stays(line: str) -> None:
    assert is_page_text(line) is False
