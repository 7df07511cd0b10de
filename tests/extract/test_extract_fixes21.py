"""Session 21's extraction fixes: classes of furniture, tested on pages of other shapes.

Fixes made from one spent batch's misses moved a fresh writer's batch by a fraction
(session 20: spent I +0.026, held-out J +0.004), so each fix is a class stated by its
shape, and its tests are pages in languages and markup the spent batch (J) did not
have; each fails on main ``0fc6fe2``, and beside each is the page that must not change:

- an agency's sign-off after the text, in any alphabet and any of its shapes
  (:mod:`newsfold.extract.signoffs`: "(PAP)", "(БТА)", "— AFP", "/NTB/", "Izvor: HINA",
  "(EFE/redacción: …)"), and a photo's credit there; a transcript's "(Applause)" or
  "(LAUGHTER)", a review's "[ Wired ]" and a source in words stay;
- an ad's label in the languages news is written in ("Διαφήμιση", "Annons", "Oglas");
- a "read also" label alone, the heading of a box whose links went ("Xem thêm",
  "Berita Berkaitan");
- boxes whose class says what they are: a call to action, a tip line, a donation ask, a
  messaging platform's follow box in any language, a video player's title and duration;
- the article's head (:mod:`newsfold.extract.heads`): the meta lines after a standfirst
  set apart from the text (a reading time, a count, a time in the ``<header>``); the
  standfirst stays (the development truths disagree on it), a lead among the text's own
  paragraphs and a live page's summary above its feed of posts too.
"""

from __future__ import annotations

import pytest

from newsfold.extract.heads import drop_head
from newsfold.extract.signoffs import is_agency_line, is_credit_line
from tests.extract.test_extract_fixes20 import _MODELS, _page, _paragraphs, _ps

_PL = [
    "Rada miasta zdecydowała w czwartek, że nowa linia tramwajowa na Naramowice zostanie "
    "przedłużona do pętli przy ulicy Błażeja. Koszt inwestycji to 90 mln zł.",
    "Prace mają ruszyć wiosną przyszłego roku i potrwać około dwóch lat. W tym czasie "
    "autobusy zastępcze pojadą ulicą Naramowicką.",
    "Mieszkańcy osiedla od lat domagali się lepszego połączenia z centrum, mówił na sesji "
    "przewodniczący rady osiedla.",
]
_BG = [
    "Общинският съвет в Пловдив одобри в четвъртък ремонта на Стария мост над Марица. "
    "Работата ще струва около шест милиона лева.",
    "Движението по моста ще бъде затворено за четири месеца, а автобусите ще минават по "
    "обходен маршрут през Бунарджика.",
    "Кметът обеща, че мостът ще бъде отворен отново преди началото на учебната година.",
]
_ES = [
    "El Ayuntamiento de Zaragoza aprobó el jueves la ampliación del tranvía hasta el barrio "
    "de Valdespartera. La obra costará unos 40 millones de euros.",
    "Los trabajos empezarán en primavera y durarán cerca de dos años, según el concejal de "
    "Movilidad, que presentó el proyecto en el pleno.",
    "Los vecinos del barrio llevaban una década reclamando una conexión directa con el "
    "centro de la ciudad.",
]
_SV = [
    "Kommunfullmäktige i Umeå beslutade på torsdagen att bygga en ny gång- och cykelbro "
    "över Umeälven. Bron beräknas kosta 120 miljoner kronor.",
    "Bygget ska börja i maj nästa år och pågå i två år. Under tiden leds cyklisterna om "
    "via Kolbäcksbron.",
    "Boende på Teg har länge krävt en bättre förbindelse med centrum, sade kommunalrådet.",
]
_VI = [
    "Ủy ban nhân dân thành phố Đà Nẵng hôm thứ năm đã phê duyệt dự án xây cầu mới bắc qua "
    "sông Hàn. Tổng vốn đầu tư khoảng 2.000 tỷ đồng.",
    "Công trình dự kiến khởi công vào tháng 5 năm sau và hoàn thành trong hai năm, theo "
    "Sở Giao thông vận tải thành phố.",
    "Người dân quận Sơn Trà nhiều năm nay mong có thêm một cây cầu để giảm ùn tắc vào giờ "
    "cao điểm.",
]
_EN = [
    "The county board voted 5-2 on Tuesday to rebuild the Mill Street bridge, closed since "
    "a flood cracked its east pier in March.",
    "Work is to start in April and take about 18 months. Until then the detour through "
    "Carver adds about ten minutes each way.",
    "Residents of the east side asked for a temporary footbridge, which the board agreed to study.",
]


# -- an agency's sign-off and a photo's credit after the text -------------------------------


@pytest.mark.parametrize("model", _MODELS)
@pytest.mark.parametrize(
    ("lang", "text", "signoff"),
    [
        ("pl", _PL, "(PAP/red. Anna Nowak)"),
        ("bg", _BG, "(БТА)"),
        ("es", _ES, "(EFE/redacción: Marta López)"),
        ("fr", _ES, "— AFP"),
        ("no", _SV, "/NTB/"),
        ("hr", _PL, "Izvor: HINA"),
        ("pl", _PL, "Źródło: PAP"),
        ("id", _VI, "-- ANTARA"),
        ("en", _EN, "(Reuters)"),
    ],
)
def test_an_agencys_signoff_after_the_text_goes(
    lang: str, text: list[str], signoff: str, model: str | None
) -> None:
    assert _paragraphs(_page(_ps([*text, signoff]), lang=lang), model) == text


@pytest.mark.parametrize("model", _MODELS)
@pytest.mark.parametrize(
    ("lang", "text", "credit"),
    [
        ("pl", _PL, "Zdjęcie: Jan Kowalski / Agencja Wyborcza"),
        ("es", _ES, "Fotografía: EFE / Javier Cebollada"),
        ("sv", _SV, "(Foto: Anna Berg)"),
    ],
)
def test_a_photo_credit_after_the_text_goes(
    lang: str, text: list[str], credit: str, model: str | None
) -> None:
    assert _paragraphs(_page(_ps([*text, credit]), lang=lang), model) == text


@pytest.mark.parametrize(
    "line",
    [
        "(Applause)",
        "(LAUGHTER)",
        "[ Wired ]",
        "Source: Harbor County Registrar of Voters",
        "The ferry ran again on Monday (AFP).",
        "Photo opportunities were few, the mayor said, and the rain did not help. It "
        "poured all day.",
    ],
)
def test_lines_that_only_look_like_a_signoff_stay(line: str) -> None:
    assert not is_agency_line(line)
    assert not is_credit_line(line)
    assert _paragraphs(_page(_ps([*_EN, line])))[-1] == line


@pytest.mark.parametrize(
    "line", ["(ČTK)", "(ΑΠΕ-ΜΠΕ)", "(ТАСС)", "/ritzau/", "Πηγή: ΑΠΕ-ΜΠΕ", "Quelle: dpa"]
)
def test_the_signoffs_shape_in_any_alphabet(line: str) -> None:
    assert is_agency_line(line)


# -- an ad's label; a "read also" label alone -----------------------------------------------


@pytest.mark.parametrize("model", _MODELS)
@pytest.mark.parametrize(
    ("lang", "text", "label"),
    [
        ("el", _BG, "Διαφήμιση"),
        ("sv", _SV, "Annons"),
        ("hr", _PL, "Oglas"),
        ("he", _EN, "פרסומת"),
        ("fi", _SV, "- Mainos -"),
    ],
)
def test_an_ads_label_in_more_languages_goes(
    lang: str, text: list[str], label: str, model: str | None
) -> None:
    html = _page(_ps(text[:2]) + f'<div class="box-x1">{label}</div>' + _ps(text[2:]), lang=lang)
    assert _paragraphs(html, model) == text


@pytest.mark.parametrize("model", _MODELS)
def test_a_sentence_that_opens_with_an_ad_word_stays(model: str | None) -> None:
    line = "Annonsen i lokaltidningen kostade kommunen 40 000 kronor, enligt ekonomichefen."
    html = _page(_ps([*_SV[:2], line, _SV[2]]), lang="sv")
    assert line in _paragraphs(html, model)


@pytest.mark.parametrize("model", _MODELS)
@pytest.mark.parametrize(
    ("lang", "text", "label"),
    [("vi", _VI, "Xem thêm"), ("ms", _VI, "Berita Berkaitan"), ("sv", _SV, "Läs också:")],
)
def test_a_read_also_label_alone_goes(
    lang: str, text: list[str], label: str, model: str | None
) -> None:
    box = f'<div class="box-q"><h4>{label}</h4><ul><li><a href="/a">Một</a></li></ul></div>'
    html = _page(_ps(text[:2]) + box + _ps(text[2:]), lang=lang)
    assert _paragraphs(html, model) == text


# -- boxes whose class says what they are ---------------------------------------------------


@pytest.mark.parametrize("model", _MODELS)
@pytest.mark.parametrize(
    ("lang", "text", "box"),
    [
        ("en", _EN, '<div class="btn-cta"><p>Loved this story? Pass it on to a friend.</p></div>'),
        ("en", _EN, '<div class="newsroom-tipline">Know more? Text our desk at 555-0100.</div>'),
        (
            "en",
            _EN,
            '<div class="donate-box"><p>Reporting like this costs money. Chip in today.</p></div>',
        ),
        (
            "vi",
            _VI,
            '<div class="follow-telegram">Nhận tin nhanh nhất qua kênh của chúng tôi</div>',
        ),
        ("pl", _PL, '<div class="google-news-follow">Obserwuj nas w Google News</div>'),
        (
            "es",
            _ES,
            '<div class="video-player"><div class="title">Así será el nuevo tranvía</div>'
            '<div class="time">02:15</div></div>',
        ),
    ],
)
def test_a_box_its_class_names_goes(
    lang: str, text: list[str], box: str, model: str | None
) -> None:
    html = _page(_ps(text[:2]) + box + _ps(text[2:]), lang=lang)
    assert _paragraphs(html, model) == text


@pytest.mark.parametrize("model", _MODELS)
@pytest.mark.parametrize(
    ("lang", "text", "ask"),
    [
        ("de", _SV, "Unabhängiger Lokaljournalismus kostet Geld. Werden Sie Mitglied ab 5 Euro."),
        ("pl", _PL, "Dziękujemy, że czytasz. Zostań patronem naszej redakcji już dziś."),
        ("es", _ES, "Hazte socio y recibe la edición impresa cada domingo."),
        ("en", _EN, "Support independent local journalism: make a gift before midnight."),
    ],
)
def test_a_membership_ask_goes(lang: str, text: list[str], ask: str, model: str | None) -> None:
    html = _page(_ps(text) + f'<div class="x-box"><p>{ask}</p></div>', lang=lang)
    assert _paragraphs(html, model) == text


@pytest.mark.parametrize(
    "line",
    [
        "Residents can become a member of the co-op for $10 a year, the board said.",
        "\u201cBecome a member today,\u201d the flyer urged, but few signed up.",
        "Support for the measure fell to 41 percent in the latest poll of county voters.",
    ],
)
def test_sentences_about_membership_stay(line: str) -> None:
    assert _paragraphs(_page(_ps([*_EN[:2], line, _EN[2]]))) == [*_EN[:2], line, _EN[2]]


@pytest.mark.parametrize("model", _MODELS)
def test_a_story_about_a_player_stays(model: str | None) -> None:
    text = [
        "The midfielder signed a two-year extension on Friday, the club said, ending weeks "
        "of talk that he would leave for a bigger league.",
        "He has scored 14 goals in 61 games since arriving from the reserves, and was the "
        "supporters' player of the year last season.",
        "The club did not give the terms. His old deal had six months to run.",
    ]
    html = _page(f'<div class="player-news">{_ps(text)}</div>')
    assert _paragraphs(html, model) == text


# -- the article's head ---------------------------------------------------------------------


def _head_page(head: str, text: list[str], lang: str = "en") -> str:
    return (
        f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>T</title></head>'
        '<body><nav><a>News</a> <a>Sport</a></nav><main><article class="post">'
        f'<h1>A headline for the page</h1>{head}<div class="post-text">{_ps(text)}</div>'
        "</article></main><footer><p>Contact us · Privacy</p></footer></body></html>"
    )


@pytest.mark.parametrize("model", _MODELS)
@pytest.mark.parametrize(
    ("lang", "text", "deck", "meta"),
    [
        (
            "en",
            _EN,
            '<p class="post-dek">The fix will take a year and a half and cost $6 million.</p>',
            '<div class="byl"><span>6 min read</span> · <span>Mar 3, 2025</span></div>'
            '<div class="claps"><p>3.4K</p></div>',
        ),
        (
            "es",
            _ES,
            '<div class="chapo"><p>La obra costará 40 millones y durará dos años.</p></div>',
            '<div class="info">Lectura: 4 min</div>',
        ),
        (
            "pl",
            _PL,
            '<header class="post-header"><p>Inwestycja kosztuje 90 mln zł i potrwa dwa lata, '
            "zapowiada rada miasta.</p>",
            "<span>12.03.2025, 10:41</span></header>",
        ),
        (
            "sv",
            _SV,
            '<p class="ingress-lead">Bron över älven kostar 120 miljoner kronor och ska stå '
            "klar om två år.</p>",
            '<div class="meta"><span>4 min läsning</span></div><div class="n">37</div>',
        ),
    ],
)
def test_the_meta_lines_after_a_standfirst_go_and_it_stays(
    lang: str, text: list[str], deck: str, meta: str, model: str | None
) -> None:
    got = _paragraphs(_head_page(deck + meta, text, lang), model)
    assert got[1:] == text
    assert got[0] in deck


@pytest.mark.parametrize("model", _MODELS)
def test_a_byline_below_a_deck_still_drops_both(model: str | None) -> None:
    # the byline is how tidy.trim_lines tells the deck: the head leaves it to it
    head = (
        '<p class="chapo">Faute de pluie, les éleveurs rentrent le foin un mois plus tôt.</p>'
        '<p class="signature">Par Anne Morel — Publié le 3 juin 2024</p>'
    )
    assert _paragraphs(_head_page(head, _ES, "fr"), model) == _ES


@pytest.mark.parametrize("model", _MODELS)
def test_a_lead_among_the_texts_paragraphs_stays(model: str | None) -> None:
    lead = "Inwestycja kosztuje 90 mln zł i potrwa dwa lata, zapowiada rada miasta."
    html = _page(f'<div class="art-text"><p class="lead">{lead}</p>{_ps(_PL)}</div>', lang="pl")
    assert _paragraphs(html, model) == [lead, *_PL]


@pytest.mark.parametrize("model", _MODELS)
def test_a_live_pages_summary_above_its_posts_stays(model: str | None) -> None:
    summary = (
        "The river crested overnight about a foot under the record and is expected to "
        "fall below flood stage by Monday."
    )
    posts = "".join(
        f'<article class="live-post"><p>{line}</p></article>' for line in [*_EN, *_EN[:1]]
    )
    html = _page(f'<div class="live-summary"><p>{summary}</p></div><div class="feed">{posts}</div>')
    assert summary in _paragraphs(html, model)


@pytest.mark.parametrize("model", _MODELS)
def test_a_deck_without_its_full_stop_stays(model: str | None) -> None:
    # a figure in it, but more words than a meta line: the deck, not a date line
    deck = "The county's oldest bridge, shut since March, reopens in 18 months at a cost of $6m"
    html = _head_page(f'<header class="top-head"><p>{deck}</p></header>', _EN)
    assert _paragraphs(html, model) == [deck, *_EN]


def test_a_short_first_paragraph_after_a_standfirst_stays() -> None:
    # a line with no sentence's end but more words than a meta line is the text's
    first = "Mill Street bridge: what the board decided and what comes next for drivers"
    html = _head_page(
        '<p class="dek">The fix will cost $6 million, the board said.</p>', [first, *_EN]
    )
    assert first in _paragraphs(html)
    assert drop_head([]) == []
