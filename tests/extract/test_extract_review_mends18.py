"""Session 18: the extraction defects session 17's reviews found and left (issue 15).

Each case is a page or string written for it, each failing on the code before
(``c0daca3``):

- the JSON state's article under ``content.rendered`` (the WordPress REST shape) or as a
  list of blocks (``"blocks": [{"type": "paragraph", "text": …}]``, Editor.js's
  ``data.text``, Portable Text's spans) was not read;
- a markup string with start tags and no end tag ("<p>First<p>Second", a truncated
  "<p>text") kept its tags in the text;
- the state's work bound was spent in page order: a large unrelated state first (an
  i18n dictionary, analytics) left none for the article's;
- a line of role *verbs* ("统筹协调 审核把关") read as two role and name pairs;
- ``tidy.lead_text`` read a ``<script>``'s text, so a notice cell opening with a script
  was not seen as a notice;
- the site's notice was known only by its English and Chinese words;
- a notice cell beside the text in the same table row joined the body.
"""

from __future__ import annotations

import json

import pytest
from lxml import etree

from newsfold.extract import extract_content
from newsfold.extract.blocks import Block
from newsfold.extract.jsonstate import MAX_STATE_CHARS, _lines, read_state
from newsfold.extract.tidy import is_editor_line, lead_text, opens_with_notice, trim_lines
from newsfold.models import Page

# -- the JSON state: where the body is, and what a string holds ----------------------------

_TITLE = "Storm closes harbour road"
_ARTICLE = [
    "Waves washed gravel across both lanes of the harbour road at Marsh End on Tuesday "
    "evening, and the county council closed it until the morning tide had passed.",
    "Council crews cleared the road by nine on Wednesday, but the storm warning stays in "
    "place until Friday and the road may close again at high water.",
    "Drivers are asked to use the inland route through Keld, which adds about ten minutes.",
]


def _script_json(state: object) -> str:
    return json.dumps(state).replace("</", "<\\/")


def _shell(state: object, *, before: str = "", title: str = _TITLE) -> Page:
    """A thin app shell: the headline and a skeleton in HTML, the article in the state."""
    return Page(
        url="https://h.example/a/1",
        body=(
            f"<html><head><title>{title} | Harbour News</title>"
            f"<meta property='og:title' content='{title}'></head><body>{before}"
            "<header><a href='/'>Home</a> <a href='/n'>News</a></header>"
            f"<main><article><h1>{title}</h1><div class='skeleton'></div></article></main>"
            "<footer>Harbour News Ltd.</footer>"
            f"<script id='__NEXT_DATA__' type='application/json'>{_script_json(state)}</script>"
            "</body></html>"
        ).encode(),
    )


def _props(page_props: object) -> dict[str, object]:
    return {"props": {"pageProps": page_props}, "page": "/[slug]"}


_WP_POST = {
    "id": 4182,
    "slug": "storm-closes-harbour-road",
    "title": {"rendered": _TITLE},
    "content": {"rendered": "".join(f"<p>{p}</p>\n" for p in _ARTICLE), "protected": False},
    "excerpt": {"rendered": f"<p>{_ARTICLE[0][:80]}&hellip;</p>", "protected": False},
}


@pytest.mark.parametrize(
    "state",
    [
        _props({"post": _WP_POST}),
        _props(
            {
                "article": {
                    "title": _TITLE,
                    "blocks": [{"type": "paragraph", "text": p} for p in _ARTICLE],
                }
            }
        ),
        # Editor.js: each block's text in its "data".
        _props(
            {
                "story": {
                    "headline": _TITLE,
                    "blocks": [
                        {"id": f"b{i}", "type": "paragraph", "data": {"text": p}}
                        for i, p in enumerate(_ARTICLE)
                    ],
                }
            }
        ),
        # Portable Text (Sanity): a block's text is its spans, joined.
        _props(
            {
                "post": {
                    "title": _TITLE,
                    "body": [
                        {
                            "_type": "block",
                            "style": "normal",
                            "children": [
                                {"_type": "span", "text": p[:40], "marks": []},
                                {"_type": "span", "text": p[40:], "marks": ["em"]},
                            ],
                        }
                        for p in _ARTICLE
                    ],
                }
            }
        ),
        # A rich-text document: paragraphs of text nodes, one inside a link.
        _props(
            {
                "post": {
                    "title": _TITLE,
                    "body": {
                        "json": {
                            "nodeType": "document",
                            "content": [
                                {
                                    "nodeType": "paragraph",
                                    "data": {},
                                    "content": [
                                        {"nodeType": "text", "value": p[:30], "marks": []},
                                        {
                                            "nodeType": "hyperlink",
                                            "data": {"uri": "/keld"},
                                            "content": [
                                                {
                                                    "nodeType": "text",
                                                    "value": p[30:60],
                                                    "marks": [],
                                                },
                                            ],
                                        },
                                        {"nodeType": "text", "value": p[60:], "marks": []},
                                    ],
                                }
                                for p in _ARTICLE
                            ],
                        }
                    },
                }
            }
        ),
        # A list block's items are its paragraphs, each its own.
        _props(
            {
                "article": {
                    "title": _TITLE,
                    "blocks": [
                        {"type": "paragraph", "text": _ARTICLE[0]},
                        {"type": "list", "items": _ARTICLE[1:]},
                    ],
                }
            }
        ),
        _props({"story": {"title": _TITLE, "body": list(_ARTICLE)}}),
    ],
    ids=[
        "wp-rendered",
        "blocks",
        "editorjs",
        "portable-text",
        "rich-text",
        "list-block",
        "body-strings",
    ],
)
def test_a_shells_article_is_read_in_its_usual_shapes(state: object) -> None:
    content = extract_content(_shell(state))
    assert content.method == "json:state"
    assert content.paragraphs == _ARTICLE


def test_an_excerpt_or_a_title_is_not_the_body() -> None:
    # Only the content's "rendered" is the body's: the excerpt's (the first 80 characters
    # of the text) and the title's are other fields of the same post.
    post = {key: value for key, value in _WP_POST.items() if key != "content"}
    post["excerpt"] = {"rendered": f"<p>{_ARTICLE[0]}</p><p>{_ARTICLE[1]}</p>"}
    paragraphs, _ = read_state(_tree([json.dumps(_props({"post": post}))]), _TITLE)
    assert paragraphs == []


def test_related_posts_blocks_are_not_the_body() -> None:
    # A list of blocks below a list index (one related post's) is not tied to the article.
    related = [
        {"title": "Harbour road storm damage", "blocks": [{"type": "paragraph", "text": p}]}
        for p in _ARTICLE
    ]
    paragraphs, _ = read_state(_tree([json.dumps(_props({"related": related}))]), _TITLE)
    assert paragraphs == []


@pytest.mark.parametrize(
    ("text", "lines"),
    [
        (
            f"<p>{_ARTICLE[0]}<p>{_ARTICLE[1]}",
            _ARTICLE[:2],
        ),
        (f"<p class='lead'>{_ARTICLE[0]}", _ARTICLE[:1]),  # cut off after its start tag
        (f"<div>{_ARTICLE[0]}<div>{_ARTICLE[1]}", _ARTICLE[:2]),
        (f"<h2>Harbour road closed again tonight<p>{_ARTICLE[1]}", _ARTICLE[1:2]),
    ],
    ids=["two-p", "truncated", "divs", "heading"],
)
def test_a_markup_string_without_end_tags_loses_its_tags(text: str, lines: list[str]) -> None:
    assert _lines(text) == lines


def test_a_plain_string_with_angle_brackets_stays_plain() -> None:
    plain = (
        "Households earning <20,000 a year pay nothing, those on >80,000 pay the full "
        "charge, and the rate is <p% for the rest (p: the council's base rate)."
    )
    assert _lines(plain) == [plain]


def test_start_tags_are_read_in_one_pass() -> None:
    # Hostile: tens of thousands of unclosed "<p" with attribute-like text and no ">".
    hostile = "<p class='a' id=" * 30_000 + "the road"
    _lines(hostile)  # bounded: libxml2's parse, no regular expression backtracking
    assert _lines("<p>" * 30_000 + " ".join(["word"] * 8)) == [" ".join(["word"] * 8)]


def _tree(scripts: list[str]) -> etree._Element:
    parts = "".join(f"<script type='application/json'>{s}</script>" for s in scripts)
    return etree.fromstring(f"<html><body><p>Short.</p>{parts}</body></html>", etree.HTMLParser())


def _i18n(size: int) -> str:
    """An i18n dictionary of ``size`` characters or so: a state with no article."""
    entry = "Please accept the terms of use before you continue to the site. "
    keys = {f"key{i}": entry for i in range(size // (len(json.dumps(entry)) + 16))}
    state = {"locale": "en", "messages": keys, "build": ""}
    state["build"] = "x" * (size - len(json.dumps(state)))
    return json.dumps(state)


def test_a_large_unrelated_state_first_does_not_spend_the_articles_bound() -> None:
    article = json.dumps(
        _props({"post": {"title": _TITLE, "content": "".join(f"<p>{p}</p>" for p in _ARTICLE)}})
    )
    big = _i18n(MAX_STATE_CHARS - len(article) // 2)
    assert len(big) + len(article) > MAX_STATE_CHARS >= len(big)
    paragraphs, read = read_state(_tree([big, article]), _TITLE)
    assert paragraphs == _ARTICLE
    assert read <= 2 * MAX_STATE_CHARS
    # The whole page's shell the same: the i18n script sits before the article's state.
    page = _shell(
        _props({"post": {"title": _TITLE, "content": "".join(f"<p>{p}</p>" for p in _ARTICLE)}}),
        before=f"<script type='application/json' id='i18n'>{big}</script>",
    )
    assert extract_content(page).paragraphs == _ARTICLE


def test_the_fair_bound_is_still_a_bound() -> None:
    one = json.dumps({"body": [("harbour road storm closes " * 8) for _ in range(4000)]})
    small = json.dumps({"body": ["harbour road storm closes " * 8]})
    paragraphs, read = read_state(_tree([one] * 8 + [small] * 50), _TITLE)
    assert paragraphs
    assert read <= 2 * MAX_STATE_CHARS


def test_of_equal_candidates_the_first_in_the_page_wins() -> None:
    first = json.dumps({"body": [_ARTICLE[0], _ARTICLE[1]]})
    second = json.dumps({"body": [_ARTICLE[1], _ARTICLE[0]], "more": "x" * 100})
    assert read_state(_tree([second, first]), _TITLE)[0] == [_ARTICLE[1], _ARTICLE[0]]
    assert read_state(_tree([first, second]), _TITLE)[0] == [_ARTICLE[0], _ARTICLE[1]]


# -- editorial role lines: a pair needs a name -----------------------------------------------

_ZH = [
    "今年以来，我县大力发展设施农业，新建蔬菜大棚一千二百余座，带动两千多户农民增收致富。",
    "在城关镇蔬菜产业园，一排排大棚整齐排列，棚内的黄瓜、西红柿长势喜人，销路很好。",
    "县农业农村局负责人介绍，下一步将继续完善冷链物流设施，帮助农户把菜卖得更远。",
]


def _block(text: str) -> Block:
    return Block(etree.Element("p"), "p", [text], 0, units=len(text.replace(" ", "")))


@pytest.mark.parametrize(
    "line",
    ["统筹协调 审核把关", "统筹协调 审核把关 督促落实", "审核把关 统筹推进", "编辑部署 校对核实"],
)
def test_a_line_of_role_verbs_is_not_an_editorial_line(line: str) -> None:
    assert not is_editor_line(_block(line))
    assert trim_lines([*_ZH, line], None, last_block=4)[-1] == line


@pytest.mark.parametrize("line", ["编辑 周伟 审核 吕强", "责任编辑 王芳 校对 欧阳明"])
def test_role_and_name_pairs_still_are(line: str) -> None:
    assert is_editor_line(_block(line))


def _zh_page(body: str) -> Page:
    return Page(
        url="http://www.example.gov.cn/news/2024/1.html",
        body=(
            "<html><head><meta charset='utf-8'><title>我县设施农业助农增收</title></head><body>"
            "<div class='nav'><a href='/'>首页</a> <a href='/n'>新闻</a></div>"
            f"<div class='article'><h1>我县设施农业助农增收</h1>{body}</div>"
            "<div class='footer'>某某县人民政府 主办</div></body></html>"
        ).encode(),
    )


@pytest.mark.parametrize("model", ["default", None])
@pytest.mark.parametrize(
    "line", ["统筹协调 审核把关", "统筹协调 审核把关 督促落实 确保实效"], ids=["short", "prose"]
)
def test_a_closing_line_of_role_verbs_stays_in_the_text(line: str, model: str | None) -> None:
    # A work report's closing line of duties: after the paragraphs, in their parent.
    body = "".join(f"<p>{t}</p>" for t in _ZH) + f"<p>{line}</p>"
    assert extract_content(_zh_page(body), model=model).paragraphs == [*_ZH, line]  # type: ignore[arg-type]


def test_a_table_cells_closing_line_of_role_verbs_stays() -> None:
    # An old layout's text as <br> lines of one cell (tidy.trim_lines at the end).
    lines = "<br><br>".join([*_ZH, "统筹协调 审核把关"])
    body = f"<table><tr><td>当前位置：首页 &gt; 新闻</td></tr><tr><td>{lines}</td></tr></table>"
    assert extract_content(_zh_page(body)).paragraphs[-1] == "统筹协调 审核把关"


# -- the site's notice: what a browser shows, in the languages read, beside the text ----------


def test_the_lead_text_leaves_scripts_and_styles_out() -> None:
    cell = etree.fromstring(
        "<td><script>var y = new Date().getFullYear(); document.write(y);</script>"
        "<style>td { color: red }</style><noscript>Enable scripts to see the year.</noscript>"
        "Copyright 2003 Example Corp. All rights reserved.<script>track();</script> Tail.</td>"
    )
    assert lead_text(cell) == "Copyright 2003 Example Corp. All rights reserved. Tail."
    assert opens_with_notice(lead_text(cell))


_EN = (
    "The committee met on Tuesday to discuss the budget proposals submitted by the "
    "departments, and members raised several concerns about the pace of spending this year."
)
_COPYRIGHT = (
    "Copyright 2003 Example Corp. All rights reserved. Reproduction without permission is "
    "prohibited. The views expressed are the authors' own and do not necessarily reflect "
    "those of the publisher. "
) * 4


def _utf8(body: str, title: str = "Budget") -> Page:
    return Page(
        url="http://www.example.com/news/2024/1.html",
        body=(
            "<html><head><meta http-equiv='Content-Type' content='text/html; charset=utf-8'>"
            f"<title>{title}</title></head><body>{body}</body></html>"
        ).encode(),
    )


@pytest.mark.parametrize("model", ["default", None])
def test_a_notice_cell_that_opens_with_a_script_is_a_notice(model: str | None) -> None:
    script = "<script>var y = new Date().getFullYear(); document.write(' ' + y);</script>"
    page = _utf8(
        f"<table><tr><td>Home &gt; News</td></tr><tr><td>{_EN}<br><br>{_EN}</td></tr>"
        f"<tr><td>{script}{_COPYRIGHT}</td></tr></table>"
    )
    assert extract_content(page, model=model).paragraphs == [_EN, _EN]  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "notice",
    [
        "© 2024 Le Courrier du Val. Tous droits réservés.",
        "Copyright © 2024 Diario del Valle. Todos los derechos reservados.",
        "© 2024 Talbote Verlag GmbH. Alle Rechte vorbehalten.",
        "© 2024 Gazzetta della Valle. Tutti i diritti riservati.",
        "© 2024 Jornal do Vale. Todos os direitos reservados.",
        "© 2024 Долинная газета. Все права защищены.",
        "Copyright © 谷新聞社 無断転載を禁じます。",
        "ⓒ 계곡일보, 무단 전재 및 재배포 금지",
        "© 2024 Dalbode. Alle rechten voorbehouden.",
        "© 2024 Vadi Gazetesi. Tüm hakları saklıdır.",
        "Hak cipta dilindungi undang-undang.",
        "© 2024 صحيفة الوادي. جميع الحقوق محفوظة.",
        "Yasal uyarı: Sitedeki bilgiler yalnızca bilgilendirme amaçlıdır.",
        "Haftungsausschluss: Die Inhalte dieser Seite werden mit größter Sorgfalt erstellt.",
        "Avis de non-responsabilité : les informations de ce site sont fournies à titre indicatif.",
        "Aviso legal: la información de este sitio se ofrece sin garantía alguna.",
        "Esclusione di responsabilità: le informazioni del sito sono fornite senza garanzia.",
        "Isenção de responsabilidade: as informações do site são apenas indicativas.",
        "Отказ от ответственности: материалы сайта носят справочный характер.",
        "免責事項：当サイトの情報の正確性について一切の責任を負いません。",
        "면책 조항: 본 사이트의 정보는 참고용이며 법적 책임을 지지 않습니다.",
    ],
)
def test_a_notice_is_known_in_the_languages_read(notice: str) -> None:
    assert opens_with_notice(notice)


@pytest.mark.parametrize(
    "text",
    [
        "Tous les droits des salariés ont été réservés par la nouvelle loi sur le travail.",
        "Alle Rechte an dem Grundstück liegen weiter bei der Stadt, sagte der Bürgermeister.",
        "Todos los derechos reservados a los socios se votarán en la asamblea de junio.",
        "Avertissement de la préfecture : la crue devrait atteindre son pic dans la nuit.",
        "Все права защищены законом, напомнил судья, и отклонил иск.",
        "Суд постановил, что авторские права истца полностью защищены.",
        "Суд напомнил, что у всех авторов все права защищены.",
        "De rechter zei dat in dit geval alle rechten voorbehouden.",
    ],
)
def test_a_sentence_with_the_words_is_not_a_notice(text: str) -> None:
    assert not opens_with_notice(text)


_FR = (
    "Le conseil municipal s'est réuni mardi soir pour examiner le budget proposé par les "
    "services, et plusieurs élus ont exprimé des inquiétudes sur le rythme des dépenses."
)
_FR_NOTICE = (
    "© 2024 Le Courrier du Val. Tous droits réservés. Toute reproduction, même partielle, "
    "est interdite sans l'accord écrit de l'éditeur. Les propos tenus n'engagent que leurs "
    "auteurs. "
) * 4


@pytest.mark.parametrize("model", ["default", None])
def test_a_french_notice_cell_is_not_the_body(model: str | None) -> None:
    page = _utf8(
        f"<table><tr><td>Accueil &gt; Actualités</td></tr><tr><td>{_FR}<br><br>{_FR}</td></tr>"
        f"<tr><td>{_FR_NOTICE}</td></tr></table>",
        title="Budget",
    )
    assert extract_content(page, model=model).paragraphs == [_FR, _FR]  # type: ignore[arg-type]


@pytest.mark.parametrize("model", ["default", None])
@pytest.mark.parametrize("side", ["after", "before"])
def test_a_notice_cell_beside_the_text_in_its_row_stays_out(model: str | None, side: str) -> None:
    text = f"<td width='70%'>{_EN}<br><br>{_EN}<br><br>{_EN}</td>"
    notice = f"<td width='30%'>{_COPYRIGHT}</td>"
    row = text + notice if side == "after" else notice + text
    page = _utf8(f"<table><tr><td>Home &gt; News</td></tr></table><table><tr>{row}</tr></table>")
    assert extract_content(page, model=model).paragraphs == [_EN, _EN, _EN]  # type: ignore[arg-type]
