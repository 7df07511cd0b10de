"""Round four of the hand-written extraction cases: batch F (HELD OUT), and the fixes
round four made from batches D and E.

Batch F (``benchmarks/extract_cases_f*.py``) was written by a new writer in other CMSes
and failure kinds than D and E, and committed with its "before" figures before the
round's change; it is never looked at to make one. Its labels must be sound and its
score must hold; the pages it misses are listed by name (``benchmarks/README.md``,
session 17, round four, says what each is): a new miss is a regression, a miss fixed
means the list may shrink.

The fixes, made from D's and E's misses, each on pages written for these tests and
failing before it:

- an old table layout's ``<td>`` that holds the headline, the byline and the date above
  the text and a copyright line below it, all ``<br>`` lines of one block: those lines
  go, a first paragraph that names a date stays;
- a one-sentence deck right above a byline goes with the byline;
- a Chinese publisher's disclaimer at the text's end ("新浪声明：……", longer than an
  editor's line) goes, and the 责任编辑 line it kept from the edge goes after it; role
  and name pairs without a colon ("编辑 周伟 审核 吕强") go at the edges;
- "the story goes on after the ad" breaks in other languages, and "more on this"/"most
  read" headings in them (with their lists), go.
"""

from __future__ import annotations

import pytest

from newsfold.extract import extract_content
from newsfold.models import Page
from tests.extract.test_extract_cases_d import batch_f1, check_labels, page_scores


def test_batch_f_labels_are_sound() -> None:
    check_labels("f")


#: F1 reached on batch F (``benchmarks/extraction.py --sets cases-f``): 0.900 before
#: round four's fixes, 0.901 after (trafilatura 0.911), 0.968 after session 17's
#: table-layout fix (``test_extract_cases_g``), made from its two table pages: F is spent.
#: 0.990 after round six's fixes, made from its misses (``test_extract_round6``).
_REACHED_F = 0.985
#: Batch F's pages under 0.97 of matching shingles after round six (``benchmarks/README.md``
#: says what each misses): furniture inside the body's container that no class word names
#: and no rule reads (a Drupal summary field, a table's caption and source line, a tweet's
#: attribution). The Korean portal's reporter and copyright lines go since main's review
#: mends of session 18 drop the notice (round six's e-mail line rule then takes the
#: reporter's line). Round six fixed a
#: Gutenberg sign-up group, a student paper's tagline, the "À lire aussi" / "LEIA TAMBÉM" /
#: "Baca juga" lines, a French deck and "Propos recueillis par" line, a ``<td>``'s copy
#: notice and "<< Back to News" line and a Squarespace essay's lost footnotes.
_KNOWN_MISSES_F = {
    "f-drupal-fields",
    "f-table-body",
    "f-blockquote-tweet",
}


def test_batch_f_keeps_its_score() -> None:
    assert batch_f1("f") >= _REACHED_F


def test_batch_f_misses_only_the_known_pages() -> None:
    scores = page_scores("f")
    assert {name for name, tp in scores.items() if tp < 0.97} == _KNOWN_MISSES_F


# -- an old table layout's headline, byline, date and copyright lines ------------------------

_OLD_PARAS = [
    "The county library's bookmobile made its last stop on Saturday after 41 years on the "
    "road, parking outside the Elm Grove post office where it first opened its doors.",
    "About 60 readers came to see it off. Several brought library cards issued in the 1980s.",
    "The county will replace it with a smaller electric van next spring, the library board said.",
]


def _old_table(head: str, tail: str) -> bytes:
    text = "<br><br>".join(_OLD_PARAS)
    return (
        "<html><head><title>Valley Courier - Community</title></head><body><table width='760'>"
        "<tr><td width='150'><a href='/'>Home</a><br><a href='/news'>News</a><br>"
        "<a href='/sports'>Sports</a></td><td width='610'>"
        f"{head}<font face='Arial' size='2'>{text}</font><br><br>{tail}</td></tr></table>"
        "</body></html>"
    ).encode()


@pytest.mark.parametrize("model", ["default", None])
def test_an_old_tables_headline_byline_date_and_copyright_lines_go(model: str | None) -> None:
    head = (
        "<font size='5'><b>Bookmobile makes its last stop</b></font><br>"
        "<font size='1'>By RUTH OKAFOR, Courier Staff<br>Monday, March 3, 2025</font><br><br>"
    )
    tail = "<font size='1'>Copyright 2025 Valley Courier. All rights reserved.</font>"
    page = Page(
        url="http://valleycourier.example/news/bookmobile.html", body=_old_table(head, tail)
    )
    assert extract_content(page, model=model).paragraphs == _OLD_PARAS  # type: ignore[arg-type]


def test_a_first_paragraph_that_names_a_date_stays() -> None:
    first = (
        "On Monday, March 3, 2025, the library board met to vote on the county's last bookmobile."
    )
    page = Page(
        url="http://valleycourier.example/news/bookmobile.html",
        body=_old_table(f"<font size='2'>{first}</font><br><br>", ""),
    )
    assert extract_content(page).paragraphs == [first, *_OLD_PARAS]


def test_a_decks_sentence_above_a_byline_goes_with_it() -> None:
    paras = "".join(f"<p>{t}</p>" for t in _OLD_PARAS)
    body = (
        "<html lang='en'><head><title>Bookmobile makes its last stop</title></head><body>"
        "<nav><a>Home</a><a>News</a></nav><div class='story'>"
        "<h1>Bookmobile makes its last stop</h1><div class='text'>"
        "<p class='deck'>Readers gathered to say goodbye to a county institution.</p>"
        f"<p class='by'>By Ruth Okafor</p>{paras}</div></div>"
        "<footer>Valley Courier</footer></body></html>"
    ).encode()
    content = extract_content(Page(url="https://valleycourier.example/bookmobile", body=body))
    assert content.paragraphs == _OLD_PARAS


# -- Chinese editorial lines the round-three rule missed ------------------------------------

_ZH = [
    "记者从市水务局获悉，今年汛期前全市将完成二十六座小型水库的除险加固工程，目前已完工十九座。",
    "市水务局有关负责人介绍，工程完工后，相关水库的防洪标准将提高到五十年一遇，可保护下游农田三万余亩。",
    "汛期期间，市水务局将实行二十四小时值班制度，确保水库安全度汛。",
]


def _zh_page(lead: str, tail: str) -> bytes:
    paras = "".join(f"<p>　　{t}</p>" for t in _ZH)
    html = (
        "<html><head><meta http-equiv='Content-Type' content='text/html; charset=gbk'>"
        "<title>全市小型水库除险加固工程进展顺利_本地新闻</title></head><body>"
        "<div class='nav'><a>首页</a><a>本地</a></div><div class='article'>"
        "<h1>全市小型水库除险加固工程进展顺利</h1>"
        f"<div class='text'>{lead}{paras}{tail}</div></div>"
        "<div class='foot'>版权所有</div></body></html>"
    )
    return html.encode("gb18030")


@pytest.mark.parametrize("model", ["default", None])
def test_a_publishers_disclaimer_and_the_editor_line_above_it_go(model: str | None) -> None:
    tail = (
        "<p>（责任编辑：马丽）</p><p>南方网声明：此消息系转载自合作媒体，刊载此文出于传递更多"
        "信息之目的，并不意味着赞同其观点或证实其描述，文章内容仅供参考。</p>"
    )
    page = Page(url="http://news.example.cn/2024/0412/8812.shtml", body=_zh_page("", tail))
    assert extract_content(page, model=model).paragraphs == _ZH  # type: ignore[arg-type]


@pytest.mark.parametrize("line", ["编辑 周伟 审核 吕强", "校对 王芳　责编 刘洋"])
def test_role_and_name_pairs_without_a_colon_go(line: str) -> None:
    page = Page(
        url="http://news.example.cn/2024/0412/8812.shtml", body=_zh_page("", f"<p>{line}</p>")
    )
    assert extract_content(page).paragraphs == _ZH


def test_a_sentence_about_an_editor_stays() -> None:
    last = "编辑部的同事们表示，将持续关注工程进展。"
    page = Page(
        url="http://news.example.cn/2024/0412/8812.shtml", body=_zh_page("", f"<p>{last}</p>")
    )
    assert extract_content(page).paragraphs == [*_ZH, last]


# -- "after the ad" breaks and "more on this" headings in other languages -------------------

_PT = [
    "A prefeitura anunciou nesta segunda-feira a reforma completa do mercado municipal, fechado "
    "desde o incêndio do ano passado, com investimento de oito milhões de reais.",
    "As obras começam em março e devem durar dez meses. Os comerciantes vão trabalhar numa "
    "tenda provisória na praça ao lado durante a reforma.",
    "O projeto mantém a fachada original de 1932 e acrescenta um andar para restaurantes.",
]


@pytest.mark.parametrize(
    "insert",
    [
        "<p class='x'>Continua após a publicidade</p>",
        "<h3>Leia também</h3><ul><li><a href='/feira'>Feira de artesanato volta ao centro</a>"
        "</li><li><a href='/biblioteca'>Biblioteca amplia horário aos sábados</a></li></ul>",
    ],
)
def test_other_languages_inserts_inside_the_body_go(insert: str) -> None:
    body = (
        "<html lang='pt'><head><meta charset='utf-8'>"
        "<title>Mercado municipal será reformado</title></head><body>"
        "<nav><a>Início</a><a>Cidade</a></nav><article><h1>Mercado municipal será "
        f"reformado</h1><div class='texto'><p>{_PT[0]}</p><p>{_PT[1]}</p>{insert}<p>{_PT[2]}</p>"
        "</div></article><footer>Jornal da Cidade</footer></body></html>"
    ).encode()
    content = extract_content(Page(url="https://jornaldacidade.example/mercado", body=body))
    assert content.paragraphs == _PT
