"""Review mends of round four's line rules (``tidy.trim_lines`` and friends).

A reviewer found that the rules added for batches D and E took real text on pages
written for these tests: a lead above a heading that starts like a byline, an opening
timeline, a last paragraph that names copyright, a quoted 声明 statement, and headings
that only start like a "more on this" heading. Each page here lost text before the mend.
"""

from __future__ import annotations

import pytest

from newsfold.extract import extract_content
from newsfold.models import Page

P2 = (
    "The council approved the budget after a four-hour meeting that ran past midnight, "
    "with several members calling it the hardest vote of their terms."
)
P3 = (
    "The new budget takes effect on July 1 and includes money for road repairs, two new "
    "fire engines and a pay rise for city workers, the clerk said."
)
P4 = (
    "Residents who spoke at the meeting were split, with some urging more spending on "
    "parks and others asking for lower property taxes this year."
)


def _article(first: str, lang: str = "en") -> list[str]:
    html = (
        f"<html lang='{lang}'><head><title>Council passes budget</title></head><body>"
        "<nav><a href='/'>Home</a><a href='/news'>News</a></nav><article>"
        "<h1>Council passes budget</h1><div class='text'>"
        f"{first}<p>{P2}</p><p>{P3}</p><p>{P4}</p></div></article>"
        "<footer>Courier</footer></body></html>"
    )
    page = Page(url="https://courier.example/news/budget", body=html.encode())
    return extract_content(page).paragraphs


@pytest.mark.parametrize(
    ("lead", "heading", "lang"),
    [
        ("The city council passed a $4 million budget on Tuesday.", "By the numbers", "en"),
        (
            "Der Stadtrat hat am Dienstag den Haushalt beschlossen.",
            "Von der Leyen unter Druck",
            "de",
        ),
        (
            "Il consiglio comunale ha approvato il bilancio martedì.",
            "Di cosa si tratta",
            "it",
        ),
        ("El ayuntamiento aprobó el presupuesto el martes.", "Por qué importa", "es"),
        ("Городской совет утвердил бюджет во вторник.", "От редакции", "ru"),
    ],
)
def test_lead_above_a_heading_that_starts_like_a_byline_stays(
    lead: str, heading: str, lang: str
) -> None:
    # "By", "Von", "Di", "Por", "От" open bylines too, but no name follows here.
    got = _article(f"<p>{lead}</p><h2>{heading}</h2>", lang)
    assert got[:3] == [lead, heading, P2]


def test_deck_above_a_real_byline_still_goes() -> None:
    got = _article(
        "<p>Faute de neige, plusieurs stations diversifient leurs activités.</p>"
        "<p>Par Julien Roux</p>"
    )
    assert got[0] == P2


def test_opening_timeline_stays() -> None:
    timeline = (
        "<p>The key dates in the budget fight:</p><ul><li>Jan. 14, 2025: Cuts proposed</li>"
        "<li>Feb. 3, 2025: Hearing held</li><li>March 3, 2025: Final vote</li></ul>"
    )
    assert _article(timeline)[:5] == [
        "The key dates in the budget fight:",
        "Jan. 14, 2025: Cuts proposed",
        "Feb. 3, 2025: Hearing held",
        "March 3, 2025: Final vote",
        P2,
    ]


def _old_table(last: str) -> list[str]:
    """An old table layout: the body's lines as ``<br>`` lines of one ``<td>``."""
    text = "<br><br>".join([P2, P3, P4, last])
    html = (
        "<html><head><title>Valley Courier - Community</title></head><body><table width='760'>"
        "<tr><td width='150'><a href='/'>Home</a><br><a href='/news'>News</a><br>"
        "<a href='/sports'>Sports</a></td><td width='610'>"
        f"<font face='Arial' size='2'>{text}</font><br><br></td></tr></table></body></html>"
    )
    page = Page(url="http://valleycourier.example/news/x.html", body=html.encode())
    return extract_content(page).paragraphs


@pytest.mark.parametrize(
    "last",
    [
        "Copyright lawyers said the ruling could reshape how the county licenses its archive.",
        "The estate said all rights reserved by the author would pass to the library.",
        "(c) 2025 marks the fifth year of the program.",
        "版权所有人已向法院提起诉讼，要求对方停止侵权并赔偿损失五十万元。",
    ],
)
def test_last_line_that_names_copyright_stays(last: str) -> None:
    assert _old_table(last)[-1] == last


@pytest.mark.parametrize(
    "notice",
    [
        "Copyright 2003 Valley Courier. All rights reserved.",
        "Copyright 2024 Hartsville Courier. Contact the newsroom at (555) 013-8800.",
        "© 2025 Valley Courier Inc.",
    ],
)
def test_copyright_notice_in_the_body_cell_still_goes(notice: str) -> None:
    assert _old_table(notice)[-1] == P4


ZH = [
    "记者从市水务局获悉，今年汛期前全市将完成二十六座小型水库的除险加固工程，目前已完工十九座。",
    "市水务局有关负责人介绍，工程完工后，相关水库的防洪标准将提高到五十年一遇，可保护下游农田三万余亩。",
    "汛期期间，市水务局将实行二十四小时值班制度，确保水库安全度汛。",
]
STATEMENT = "市水务局声明：网传水库溃坝消息不实，请市民不要轻信。"


def _zh(lead: str, tail: str, model: str | None) -> list[str]:
    paras = "".join(f"<p>{t}</p>" for t in ZH)
    html = (
        "<html><head><meta charset='utf-8'><title>全市小型水库除险加固工程进展顺利_本地新闻"
        "</title></head><body><div class='nav'><a href='/'>首页</a><a href='/l'>本地</a></div>"
        "<div class='article'><h1>全市小型水库除险加固工程进展顺利</h1>"
        f"<div class='text'>{lead}{paras}{tail}</div></div><div class='foot'>版权所有</div>"
        "</body></html>"
    )
    page = Page(url="http://news.example.cn/2024/0412/8812.shtml", body=html.encode())
    if model is None:
        return extract_content(page, model=None).paragraphs
    return extract_content(page).paragraphs


@pytest.mark.parametrize("model", ["default", None])
def test_quoted_statement_stays(model: str | None) -> None:
    assert _zh("", f"<p>{STATEMENT}</p>", model) == [*ZH, STATEMENT]
    assert _zh(f"<p>{STATEMENT}</p>", "", model) == [STATEMENT, *ZH]


@pytest.mark.parametrize("model", ["default", None])
def test_publisher_disclaimer_still_goes(model: str | None) -> None:
    disclaimer = "<p>新浪声明：此消息系转载自合作媒体，不代表本网观点，仅供参考。</p>"
    assert _zh("", disclaimer, model) == ZH


L = [
    "Der Stadtrat hat am Dienstag nach einer langen Sitzung den Haushalt für das kommende "
    "Jahr mit knapper Mehrheit beschlossen.",
    "Die Opposition kritisierte die geplanten Kürzungen bei den Bibliotheken und "
    "Schwimmbädern scharf und kündigte Widerstand an.",
    "Der neue Haushalt tritt am ersten Januar in Kraft und sieht Investitionen in Straßen "
    "und Schulen vor, sagte der Kämmerer.",
]


def _de(mid: str) -> list[str]:
    html = (
        "<html lang='de'><head><meta charset='utf-8'><title>Stadtrat beschließt Haushalt"
        "</title></head><body><nav><a href='/'>Start</a><a href='/p'>Politik</a></nav>"
        "<article><h1>Stadtrat beschließt Haushalt</h1><div class='text'>"
        f"<p>{L[0]}</p><p>{L[1]}</p>{mid}<p>{L[2]}</p></div></article>"
        "<footer>Zeitung</footer></body></html>"
    )
    page = Page(url="https://zeitung.example/politik/haushalt", body=html.encode())
    return extract_content(page).paragraphs


def test_heading_that_starts_like_more_on_this_stays() -> None:
    prose = (
        "Auch die Rentenkasse der Stadt muss sparen, wie der Kämmerer am Rande der "
        "Sitzung erklärte, und zwar deutlich."
    )
    got = _de(f"<h2>Mehr zum Thema Rente</h2><p>{prose}</p>")
    assert got == [L[0], L[1], "Mehr zum Thema Rente", prose, L[2]]


def test_list_under_a_most_read_like_heading_stays() -> None:
    items = [
        "Der Process von Franz Kafka",
        "Effi Briest von Theodor Fontane",
        "Die Blechtrommel von Günter Grass",
    ]
    lis = "".join(f"<li>{i}</li>" for i in items)
    got = _de(f"<h2>Meistgelesene Bücher der Stadtbibliothek</h2><ol>{lis}</ol>")
    assert got == [L[0], L[1], "Meistgelesene Bücher der Stadtbibliothek", *items, L[2]]


def test_more_on_this_heading_and_its_links_still_go() -> None:
    links = "".join(
        f"<li><a href='/politik/{n}'>{t}</a></li>"
        for n, t in enumerate(["Bürgermeister tritt zurück", "Neue Schule eröffnet"])
    )
    assert _de(f"<h2>Mehr zum Thema</h2><ul>{links}</ul>") == L
