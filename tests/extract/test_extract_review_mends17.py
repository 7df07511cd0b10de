"""The review of round three's extraction fixes (40765c2): each case a page written for
it, each failing on that commit.

- the JSON state's body only when tied to the article (a body-like key reached without a
  list index, sharing words with the headline): comments, related teasers, a cookie
  notice in translation strings, the next videos' descriptions are not the body of a
  page whose HTML holds a short one;
- the state's work bounded (all scripts together, each string), markup read only for
  real tags, by libxml2 (no regular expression rescanning to the end for each unclosed
  ``<``), scripts and styles in it dropped;
- time-only lines dropped only as a live blog's stamps (at least two opening entries),
  not a programme's slots, a timetable's cells or set scores;
- a bare 声明/审核/编辑/发布时间 label an editorial line only before a name or a date;
- past an editorial line at an edge, the text starts (ends) at the next prose block.
"""

from __future__ import annotations

import json
from collections.abc import Mapping

import pytest
from lxml import etree

from newsfold.errors import EmptyPageError
from newsfold.extract import extract_content
from newsfold.extract.jsonstate import (
    MAX_STATE_CHARS,
    MAX_STRING_CHARS,
    _lines,
    read_state,
)
from newsfold.models import Page

# -- the JSON state tied to the article ---------------------------------------------------

_TITLE = "Storm closes harbour road"
_BRIEF = (
    "The coast road at Marsh End was closed on Tuesday evening after waves washed gravel "
    "across both lanes, the county council said."
)


def _script_json(state: object) -> str:
    """The state as a page writes it in a script: "</" escaped as "<\\/" (valid JSON),
    so that a "</script>" in a string does not end the element."""
    return json.dumps(state).replace("</", "<\\/")


def _story_page(body_html: str, state: object, title: str = _TITLE) -> Page:
    return Page(
        url="https://h.example/a/1",
        body=(
            f"<html><head><title>{title} | Harbour News</title>"
            f"<meta property='og:title' content='{title}'></head><body>"
            "<header><a href='/'>Home</a> <a href='/n'>News</a></header>"
            f"<main><article><h1>{title}</h1>{body_html}</article></main>"
            "<footer>Harbour News Ltd.</footer>"
            f"<script id='__NEXT_DATA__' type='application/json'>{_script_json(state)}</script>"
            "</body></html>"
        ).encode(),
    )


def _props(page_props: Mapping[str, object]) -> dict[str, object]:
    return {"props": {"pageProps": page_props}, "page": "/[slug]"}


_COMMENTS = [
    {
        "author": f"reader{i}",
        "body": "This is the third time this year the road has flooded and nobody "
        f"does anything about it, comment number {i}.",
    }
    for i in range(6)
]
_RELATED = [
    {
        "title": "Ferry fares frozen",
        "summary": "The ferry operator has agreed to hold its fares for another winter "
        f"season, story number {i}.",
    }
    for i in range(4)
]
_COOKIE = (
    "We and our partners use cookies and similar technologies to store and access "
    "information on your device, to personalise content and ads, to provide social media "
    "features and to analyse our traffic. You can change your choices at any time by "
    "visiting the privacy settings page linked at the bottom of every page of this site."
)
_I18N = {"_nextI18Next": {"initialI18nStore": {"en": {"common": {"cookieText": _COOKIE}}}}}
_UP_NEXT = {
    "upNext": [
        {
            "title": "Lifeboat rescue",
            "description": "Crews from two stations were called out to help a fishing boat "
            "that lost power off the point in heavy seas on Monday night, and towed it back "
            "to the quay.",
        },
        {
            "title": "Open day",
            "description": "A second clip about the lifeboat station opening its doors to "
            "visitors for the summer weekend, with a parade along the quay and a barbecue "
            "for the volunteers.",
        },
    ]
}


@pytest.mark.parametrize(
    "state",
    [
        _props(
            {
                "story": {"title": _TITLE, "body": [{"type": "paragraph", "text": _BRIEF}]},
                "comments": _COMMENTS,
            }
        ),
        _props({"related": _RELATED}),
        _props(_I18N),
        _props(_UP_NEXT),
    ],
    ids=["comments", "related", "i18n", "up-next"],
)
@pytest.mark.parametrize("model", ["default", None])
def test_a_short_html_body_stays_beside_other_prose_in_the_state(
    state: object, model: str | None
) -> None:
    content = extract_content(_story_page(f"<p>{_BRIEF}</p>", state), model=model)  # type: ignore[arg-type]
    assert content.method.startswith("body:")
    assert content.paragraphs == [_BRIEF]


def test_a_cookie_notice_is_not_a_photo_pages_body() -> None:
    caption = (
        "<figure><img src='x.jpg'><figcaption>Waves break over the sea wall at Marsh End."
        "</figcaption></figure>"
    )
    with pytest.raises(EmptyPageError):
        extract_content(_story_page(caption, _props(_I18N)))


_ARTICLE = [
    "Waves washed gravel across both lanes of the harbour road at Marsh End on Tuesday "
    "evening, and the county council closed it until the morning tide had passed.",
    "Council crews cleared the road by nine on Wednesday, but the storm warning stays in "
    "place until Friday and the road may close again at high water.",
    "Drivers are asked to use the inland route through Keld, which adds about ten minutes.",
]


def test_a_shells_article_wins_over_longer_comments() -> None:
    body = [{"type": "paragraph", "text": t} for t in _ARTICLE]
    many = _COMMENTS * 3
    state = _props({"story": {"title": _TITLE, "body": body}, "comments": many})
    content = extract_content(_story_page("", state))
    assert content.method == "json:state"
    assert content.paragraphs == _ARTICLE


def test_a_body_that_shares_no_word_with_the_headline_is_not_read() -> None:
    footer = {"footer": {"content": f"<p>{_COOKIE}</p><p>{_COOKIE}</p>"}}
    with pytest.raises(EmptyPageError):
        extract_content(_story_page("", _props(footer)))


# -- strings: plain text with "<", markup with scripts, bounded work -------------------------


def test_a_plain_string_with_angle_brackets_keeps_its_text_and_lines() -> None:
    first = (
        "Households earning < 20,000 a year will pay nothing, and those earning > 80,000 "
        "will pay the full harbour road charge."
    )
    second = (
        "The council will review the harbour road charge bands again next spring, after "
        "the storm season, and publish the new figures in its April bulletin."
    )
    state = _props({"story": {"title": _TITLE, "bodyText": f"{first}\n{second}"}})
    content = extract_content(_story_page("", state))
    assert content.method == "json:state"
    assert content.paragraphs == [first, second]


def test_a_markup_strings_scripts_and_styles_are_not_text() -> None:
    markup = (
        f"<p>{_ARTICLE[0]}</p><script>var storm = 'the road was closed by the harbour "
        f"council on a windy evening';</script><style>p {{ margin: 0 auto 1em auto; }}</style>"
        f"<p>{_ARTICLE[1]}</p><!-- a comment in the markup about the harbour road --><p>"
        f"{_ARTICLE[2]}</p>"
    )
    state = _props({"post": {"title": _TITLE, "content": markup}})
    content = extract_content(_story_page("", state))
    assert content.paragraphs == _ARTICLE


def test_unclosed_tags_are_read_as_text_in_one_pass() -> None:
    # No real tag: the plain reading, whole; with one end tag, libxml2's parse.
    hostile = "the road " * 5 + "<p " * 40_000
    assert _lines(hostile) == [" ".join(hostile.split())]
    assert _lines("</p>" + "<p " * 40_000) == []


def _tree(scripts: list[str]) -> etree._Element:
    parts = "".join(f"<script type='application/json'>{s}</script>" for s in scripts)
    return etree.fromstring(f"<html><body><p>Short.</p>{parts}</body></html>", etree.HTMLParser())


def test_the_states_work_is_bounded_across_scripts() -> None:
    one = json.dumps({"body": [("harbour road storm closes " * 8) for _ in range(4000)]})
    assert len(one) > MAX_STATE_CHARS // 3
    paragraphs, read = read_state(_tree([one] * 6), _TITLE)
    assert paragraphs  # the first scripts are read ...
    assert read <= 2 * MAX_STATE_CHARS  # ... and the rest are not: text and strings bounded


def test_a_string_over_the_cap_is_not_read() -> None:
    long = "harbour road storm closes again. " * (MAX_STRING_CHARS // 30)
    script = json.dumps({"body": long})
    paragraphs, read = read_state(_tree([script]), _TITLE)
    assert paragraphs == []
    assert read == len(script)


# -- time-only lines --------------------------------------------------------------------------

_EN = [
    "The festival opens on Saturday morning on the green behind the town hall, with stalls "
    "from forty local makers and food vendors.",
    "Organisers expect more than three thousand visitors over the weekend if the weather "
    "holds, and extra buses will run from the station.",
    "The full programme for Saturday is below, and tickets for the evening concert are "
    "still on sale at the library.",
]
_SLOTS = [
    ("9:30", "Gates open and the craft market starts on the green"),
    ("11:00", "Children's parade from the school to the town hall"),
    ("14:15", "Brass band concert in the bandstand by the river"),
]


def _festival(inner: str) -> Page:
    title = "Town festival returns this weekend"
    return Page(
        url="https://e.example/a/1",
        body=(
            f"<html><head><title>{title} | Harbour News</title></head><body><nav>"
            f"<a href='/'>Home</a></nav><main><article><h1>{title}</h1>"
            + "".join(f"<p>{t}</p>" for t in _EN)
            + f"{inner}</article></main><footer>Harbour News Ltd</footer></body></html>"
        ).encode(),
    )


@pytest.mark.parametrize(
    ("inner", "kept"),
    [
        ("".join(f"<p>{t}</p><p>{e}</p>" for t, e in _SLOTS), [x for s in _SLOTS for x in s]),
        (
            "<table>"
            + "".join(f"<tr><td>{t}</td><td>{e}</td></tr>" for t, e in _SLOTS)
            + "</table>",
            [x for s in _SLOTS for x in s],
        ),
        ("<p>Set scores:</p><p>25:23</p><p>19:25</p><p>25:21</p>", ["25:23", "19:25", "25:21"]),
    ],
    ids=["programme", "timetable", "set-scores"],
)
@pytest.mark.parametrize("model", ["default", None])
def test_times_that_are_not_a_live_blogs_stamps_stay(
    inner: str, kept: list[str], model: str | None
) -> None:
    paragraphs = extract_content(_festival(inner), model=model).paragraphs  # type: ignore[arg-type]
    assert paragraphs[: len(_EN)] == _EN
    for line in kept:
        assert line in paragraphs


def test_a_live_blogs_stamps_go_with_its_key_events_times() -> None:
    entries = [
        (
            "16:40",
            "Turnout in the town was 41 per cent at four o'clock, six points up on "
            "the last local election at the same hour.",
        ),
        (
            "15:12",
            "About 300 ballot papers listed one candidate under the wrong party name "
            "and were withdrawn before any vote was cast.",
        ),
        (
            "13:05",
            "All four candidates spent the lunch hour in the market square, within "
            "shouting distance of each other.",
        ),
    ]
    key_events = "<p>Key events</p>" + "".join(f"<p>{t}</p>" for t, _ in entries[:2])
    blog = "".join(f"<p>{t}</p><p>{e}</p>" for t, e in entries)
    paragraphs = extract_content(_festival(key_events + blog)).paragraphs
    assert [e for _, e in entries] == [p for p in paragraphs if p in {e for _, e in entries}]
    assert not any(p in {"16:40", "15:12", "13:05"} for p in paragraphs)


# -- Chinese editorial lines and the edges past them ----------------------------------------

_ZH = [
    "记者从市交通运输局获悉，今年全市将新建和改造公交候车亭三百座，其中一百二十座配备电子站牌。",
    "新建的候车亭将优先安排在医院、学校和大型社区周边，并增设座椅和盲道提示。",
    "市交通运输局表示，工程将于年底前全部完工，施工期间不影响公交车正常停靠。",
]


def _zh(inner: str) -> Page:
    title = "全市新建改造公交候车亭三百座"
    return Page(
        url="https://z.example/a/1",
        body=(
            f"<html><head><meta charset='utf-8'><title>{title}_本地新闻</title></head><body>"
            f"<div class='nav'><a>首页</a><a>本地</a></div><div class='article'><h1>{title}</h1>"
            f"{inner}</div><div class='foot'>版权所有</div></body></html>"
        ).encode(),
    )


def _ps(lines: list[str]) -> str:
    return "".join(f"<p>{x}</p>" for x in lines)


_STEPS = [
    "办理流程如下：",
    "申请：市民可通过政务服务网提交申请材料，也可到各区服务大厅办理。",
    "审核：区交通部门将在五个工作日内完成审核并通知申请人结果。",
]
_STATEMENT = "声明：本公司从未授权任何第三方以本公司名义对外开展招聘活动，请广大市民提高警惕。"
_EXAM = "发布时间：考试成绩将于6月25日起陆续发布，考生可登录省教育考试院网站查询。"


@pytest.mark.parametrize(
    ("lines"),
    [_ZH[:2] + _STEPS, [*_ZH, _STATEMENT], [_EXAM, *_ZH]],
    ids=["steps", "statement", "exam"],
)
@pytest.mark.parametrize("model", ["default", None])
def test_a_sentence_after_a_bare_label_is_prose(lines: list[str], model: str | None) -> None:
    assert extract_content(_zh(_ps(lines)), model=model).paragraphs == lines  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "inner",
    [
        "<p>原标题：全市今年新建改造公交候车亭三百座 一百二十座配电子站牌</p><p>字号：大 中 小</p>"
        + _ps(_ZH),
        _ps(_ZH) + "<p>分享到：</p><p>免责声明：本文仅代表作者本人观点，与本网站无关。</p>",
        _ps(_ZH) + "<p>分享到：</p><p>审核：王芳</p>",
        _ps(_ZH) + "<p>声明：本网转载此文出于传递更多信息之目的，并不意味着赞同其观点。</p>",
    ],
    ids=["front", "tail", "bare-tail", "disclaimer"],
)
@pytest.mark.parametrize("model", ["default", None])
def test_furniture_past_an_editorial_line_goes(inner: str, model: str | None) -> None:
    assert extract_content(_zh(inner), model=model).paragraphs == _ZH  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "tail",
    ["编辑：王伟，审核：李明", "编辑：王伟；校对：李明", "（编辑：王伟，实习生：李明）"],
)
@pytest.mark.parametrize("model", ["default", None])
def test_role_and_name_pairs_set_apart_by_commas_go(tail: str, model: str | None) -> None:
    # review of e5148c5: a comma between the pairs made the line look like a sentence
    page = _zh(_ps(_ZH) + f"<p>{tail}</p>")
    assert extract_content(page, model=model).paragraphs == _ZH  # type: ignore[arg-type]


@pytest.mark.parametrize("model", ["default", None])
def test_a_sentence_naming_roles_stays(model: str | None) -> None:
    last = "编辑：王伟说，这次改造由市交通运输局牵头。"
    lines = [*_ZH, last]
    assert extract_content(_zh(_ps(lines)), model=model).paragraphs == lines  # type: ignore[arg-type]
