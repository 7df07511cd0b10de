"""Session 18: the regressions a review of 1ce9742 (extraction review mends) found.
Each case is a page or string written for it, each failing on 1ce9742:
- an ordinary sentence in a script without case (Arabic, Japanese, Korean), one opening
  with "저작권자 " or ending with a quoted "무단 전재 금지", or a cased sentence with one
  lower-case word ("Dem Land Bayern bleiben alle Rechte vorbehalten.") read as the site's
  notice: dropped as the text's last line, and on top of the scores it set off the
  rescoring without notices, which dropped article text;
- a JSON state's related list read as the article (a wrapper key under "related_articles"
  took its name, "relatedBlocks" counted as blocks);
- a role line with a name off the surname list ("编辑 冼伟 审核 麦强") stayed in the text;
- a plain sentence naming a tag ("Use the <table> element …") parsed as markup;
- a link card's description joined the body, a checklist's items ran together.
"""

from __future__ import annotations

import json

import pytest
from lxml import etree

from newsfold.extract import extract_content
from newsfold.extract.blocks import Block
from newsfold.extract.jsonstate import _lines, read_state
from newsfold.extract.tidy import is_editor_line, opens_with_notice, trim_lines
from newsfold.models import Page

# -- 1. a sentence is not the site's notice ------------------------------------------------

_SENTENCES = [
    "وأكدت الشركة أن جميع الحقوق محفوظة.",
    "Dem Land Bayern bleiben alle Rechte vorbehalten.",
    "Telefónica mantiene todos los derechos reservados.",
    "Mediaset conserva tutti i diritti riservati.",
    "Теперь все права защищены.",
    "Kulübün tüm hakları saklıdır.",
    "저작권자 단체들은 정부의 개정안에 반대한다고 밝혔다.",
    "출판사 측은 공지에서 “무단 전재 금지”",
    "同社は記事の無断転載を禁止。",
    "ⓒ 사진은 독자가 보내온 것으로 당시 현장의 모습을 담고 있다.",
]
_EN = "First paragraph of the article is long enough to be prose here, truly it is."


@pytest.mark.parametrize("line", _SENTENCES)
def test_a_sentence_ending_like_a_notice_is_kept(line: str) -> None:
    assert not opens_with_notice(line)
    assert trim_lines([_EN, _EN, _EN, line], None, last_block=4)[-1] == line


@pytest.mark.parametrize(
    "notice",
    [
        "저작권자 ⓒ 네이션뉴스, 무단 전재 및 재배포 금지",
        "<저작권자(c) 연합뉴스, 무단 전재-재배포 금지>",
        "谷新聞社 無断転載を禁じます",
        "Talbote Verlag GmbH. Alle Rechte vorbehalten.",
        "صحيفة الوادي - جميع الحقوق محفوظة",
        "Все права защищены.",
    ],
)
def test_a_notice_without_the_mark_still_is_one(notice: str) -> None:
    # The text's last line, beside the text in its element: the site's footer.
    assert trim_lines([_EN, _EN, _EN, notice], None, last_block=4) == [_EN, _EN, _EN]


_KO = [
    "문화체육관광부는 6일 저작권법 개정안을 발표하고 인공지능 학습에 쓰이는 저작물의 이용 "
    "기준을 새로 마련했다고 밝혔다.",
    "개정안은 학습 데이터의 출처를 공개하도록 하고, 권리자가 이용을 거부할 수 있는 절차를 "
    "두는 내용을 담았다.",
    "정부는 다음 달까지 의견을 수렴한 뒤 국회에 개정안을 제출할 계획이다.",
    "저작권자 단체들은 이번 개정안이 창작자의 권리를 충분히 보호하지 못한다며 반대 입장을 밝혔다.",
]
_AR = [
    "أعلنت وزارة الثقافة يوم الثلاثاء عن مشروع قانون جديد لحماية الملكية الفكرية للمؤلفين "
    "والفنانين في البلاد، بعد سنوات من المطالبات.",
    "ويهدف المشروع إلى تنظيم استخدام المصنفات في منصات الذكاء الاصطناعي ووضع عقوبات على "
    "المخالفين، وفق ما قالت الوزارة.",
    "وقالت الوزيرة في مؤتمر صحفي إن القانون سيعرض على البرلمان خلال الدورة المقبلة، وإن "
    "الحكومة تأمل إقراره قبل نهاية العام.",
    "وأكدت دار النشر في بيانها أن جميع الحقوق محفوظة.",
]
_AR_TITLE = "مشروع قانون الملكية الفكرية"


def _page(title: str, html: str) -> Page:
    return Page(
        url="http://www.example.com/news/1.html",
        body=(
            f"<html><head><meta charset='utf-8'><title>{title}</title></head><body>{html}"
            "</body></html>"
        ).encode(),
    )


@pytest.mark.parametrize("model", ["default", None])
@pytest.mark.parametrize(
    ("title", "paras"), [("저작권법 개정안 발표", _KO), (_AR_TITLE, _AR)], ids=["ko", "ar"]
)
def test_a_last_line_that_ends_like_a_notice_stays(
    title: str, paras: list[str], model: str | None
) -> None:
    # An old layout's text as <br> lines of one element (tidy.trim_lines at the end).
    html = (
        "<div class='nav'><a href='/'>Home</a> <a href='/n'>News</a></div>"
        f"<h1>{title}</h1><div id='articleBody'>{'<br><br>'.join(paras)}</div>"
        "<div class='footer'>Example News</div>"
    )
    got = extract_content(_page(title, html), model=model).paragraphs  # type: ignore[arg-type]
    assert got == paras


def _cells(paras: list[str]) -> Page:
    cells = "".join(f"<td>{p}</td>" for p in paras)
    return _page(
        _AR_TITLE,
        "<table><tr><td><a href='/'>Home</a></td></tr></table>"
        f"<h1>{_AR_TITLE}</h1><table><tr>{cells}</tr></table>",
    )


@pytest.mark.parametrize("model", ["default", None])
def test_a_cell_opening_like_a_notice_sets_off_no_rescoring(model: str | None) -> None:
    # 2: the third cell opens with a sentence that ends like a notice; the page reads as
    # the same page with that sentence reworded (on 1ce9742 only the first cell was left).
    mid = (
        "وأكدت دار النشر في بيانها أن {}. وأضافت أنها سترفع دعوى قضائية على المنصة التي "
        "نشرت الكتب دون إذن، وطالبت بتعويض عن الأضرار التي لحقت بالمؤلفين والمترجمين خلال "
        "العامين الماضيين."
    )
    paras = [*_AR[:2], mid.format("جميع الحقوق محفوظة"), _AR[2]]
    control = [*_AR[:2], mid.format("الحقوق مهمة جدا"), _AR[2]]
    got = extract_content(_cells(paras), model=model).paragraphs  # type: ignore[arg-type]
    want = extract_content(_cells(control), model=model).paragraphs  # type: ignore[arg-type]
    assert [paras.index(p) for p in got] == [control.index(p) for p in want]
    assert 2 in [paras.index(p) for p in got]


# -- 3, 5, 6. the JSON state ---------------------------------------------------------------

_TITLE = "Storm closes harbour road"
_ARTICLE = [
    "Waves washed gravel across both lanes of the harbour road at Marsh End on Tuesday evening.",
    "Council crews cleared the road by nine on Wednesday, but the storm warning stays in place.",
]
_RELATED = [
    f"Related: the harbour road at Marsh End flooded again in storm number {i}, and drivers "
    "were sent inland through Keld for the whole day."
    for i in range(6)
]
_BODY = {"title": _TITLE, "body": "".join(f"<p>{p}</p>" for p in _ARTICLE)}


def _tree(state: object) -> etree._Element:
    text = json.dumps(state)
    return etree.fromstring(
        f"<html><body><script type='application/json'>{text}</script></body></html>",
        etree.HTMLParser(),
    )


def _props(**page_props: object) -> object:
    return {"props": {"pageProps": page_props}}


@pytest.mark.parametrize(
    "state",
    [
        _props(article=_BODY, relatedContent={"data": [{"summary": r} for r in _RELATED]}),
        _props(article=_BODY, relatedBlocks=[{"type": "teaser", "text": r} for r in _RELATED]),
        _props(article=_BODY, sidebarContent={"value": " ".join(_RELATED)}),
        _props(article=_BODY, blocks=[{"type": "teaser", "text": r} for r in _RELATED]),
        {
            "data": {
                "attributes": {
                    "title": _TITLE,
                    "content": "".join(f"<p>{p}</p>" for p in _ARTICLE),
                    "related_articles": {
                        "data": [
                            {"id": i, "attributes": {"description": r}}
                            for i, r in enumerate(_RELATED)
                        ]
                    },
                }
            }
        },
    ],
    ids=[
        "relatedContent-data",
        "relatedBlocks",
        "sidebarContent-value",
        "teaser-blocks",
        "strapi-relation",
    ],
)
def test_a_related_list_is_not_the_article(state: object) -> None:
    assert read_state(_tree(state), _TITLE)[0] == _ARTICLE


def test_a_link_card_is_skipped_and_a_checklists_items_are_lines() -> None:
    items = [
        "Check the tide tables before you set out on the harbour road",
        "Carry a torch and a phone charged up for the drive",
    ]
    blocks = [{"type": "paragraph", "data": {"text": p}} for p in _ARTICLE] + [
        {"type": "linkTool", "data": {"link": "/x", "meta": {"description": _RELATED[0]}}},
        {"type": "checklist", "data": {"items": [{"text": t, "checked": False} for t in items]}},
    ]
    state = {"story": {"headline": _TITLE, "body": blocks}}
    assert read_state(_tree(state), _TITLE)[0] == [*_ARTICLE, *items]


def test_a_sentence_naming_a_tag_is_plain_text() -> None:
    text = "Use the <table> element only for tabular data, never for the layout of a news page."
    assert _lines(text) == [text]
    assert _lines(f"<p>{_ARTICLE[0]}<p>{_ARTICLE[1]}") == _ARTICLE


# -- 4. role lines -------------------------------------------------------------------------


def _block(text: str) -> Block:
    return Block(etree.Element("p"), "p", [text], 0, units=len(text.replace(" ", "")))


@pytest.mark.parametrize(
    "line",
    [
        "编辑 冼伟 审核 麦强",
        "编辑 佟亮 审核 那强",
        "编辑 禤国强 审核 吕强",
        "编辑 买买提 审核 吕强",
        "编辑 其其格 审核 吕强",
        "编辑 才让 审核 多杰",
        "编辑 爱新觉罗 审核 吕强",
        "编辑周伟 审核吕强",
    ],
)
def test_a_role_line_with_any_names_is_an_editorial_line(line: str) -> None:
    assert is_editor_line(_block(line))


@pytest.mark.parametrize("line", ["统筹协调 审核把关", "编辑部署 校对核实", "审核把关 统筹推进"])
def test_role_verbs_still_are_not(line: str) -> None:
    assert not is_editor_line(_block(line))
