"""Photo essays' captions: only the story's own, once each, without credits or labels.

Pages written for these tests (a review of the captions rule found each failure on the
first version): a short brief above a "more from the city" strip of linked teaser cards
whose captions are other stories; a gallery copied into a hidden lightbox; captions
ending in a photographer's credit; captions with a screen-reader label, a toggle button
and a script inside.
"""

from __future__ import annotations

import pytest
from lxml import html

from newsfold.extract.body import extract_paragraphs
from newsfold.extract.captions import _caption_text

_INTRO = "A photographer spent a year in the harbour town. These are her pictures."
_CAPTIONS = [
    "Fishermen mend their nets on the quay at dawn, as their fathers did, before the "
    "boats go out with the first of the tide.",
    "The old salt store, empty for forty years, now holds a cafe and a small museum of "
    "the herring trade that built the town.",
    "Children jump from the harbour wall on the hottest day of the summer, watched by a "
    "lifeguard the council hired for the first time.",
]


def _page(main: str) -> str:
    return (
        "<html><body><header><nav><a href='/'>Home</a><a href='/news'>News</a></nav>"
        f"</header><main>{main}</main></body></html>"
    )


def _essay(figures: str, extra: str = "") -> str:
    return _page(
        f"<h1>A harbour year, in pictures</h1><p>{_INTRO}</p>"
        f"<div class='gallery'>{figures}</div>{extra}"
    )


def _figures(inner: list[str]) -> str:
    return "".join(
        f"<figure><img src='/{i}.jpg'><figcaption>{c}</figcaption></figure>"
        for i, c in enumerate(inner)
    )


def test_teaser_cards_captions_are_other_stories() -> None:
    brief = [
        "The city council voted on Tuesday to close the Elm Street bridge for repairs "
        "from March, the mayor's office said in a statement.",
        "The bridge, built in 1962, carries about twelve thousand vehicles a day. "
        "Detours will be signposted through the industrial estate.",
    ]
    cards = "".join(
        f"<div class='card'><a href='/news/{i}'><figure><img src='/{i}.jpg'>"
        f"<figcaption>{c}</figcaption></figure></a></div>"
        for i, c in enumerate(_CAPTIONS * 2)
    )
    page = _page(
        "<h1>Elm Street bridge to close for repairs</h1><div class='story-body'>"
        + "".join(f"<p>{p}</p>" for p in brief)
        + f"</div><section class='more'><h2>More from the city</h2>{cards}</section>"
    )
    for model in ("default", None):
        paragraphs, method = extract_paragraphs(html.document_fromstring(page), model=model)  # type: ignore[arg-type]
        assert paragraphs == brief
        assert "+captions" not in method


def test_captions_in_another_article_are_another_story() -> None:
    page = _page(
        f"<article><h1>A harbour year, in pictures</h1><p>{_INTRO}</p></article>"
        f"<article class='next'><h2>Next: the lifeboat</h2>{_figures(_CAPTIONS)}</article>"
    )
    paragraphs, _ = extract_paragraphs(html.document_fromstring(page), model=None)
    assert paragraphs == [_INTRO]


def test_a_hidden_lightbox_copy_counts_once() -> None:
    page = _essay(_figures(_CAPTIONS), f"<div class='lightbox' hidden>{_figures(_CAPTIONS)}</div>")
    paragraphs, method = extract_paragraphs(html.document_fromstring(page), model=None)
    assert paragraphs == [_INTRO, *_CAPTIONS]
    assert method.endswith("+captions")
    # a copy that is not hidden (a thumbnail strip) is still read once
    page = _essay(_figures(_CAPTIONS), f"<div class='strip'>{_figures(_CAPTIONS)}</div>")
    paragraphs, _ = extract_paragraphs(html.document_fromstring(page), model=None)
    assert paragraphs == [_INTRO, *_CAPTIONS]


@pytest.mark.parametrize(
    "credit",
    [
        " Photo: AFP / Jane Doe",
        " (Reuters)",
        " AFP",
        " AFP via Getty Images",
        " REUTERS/Jane Doe",
        " Photograph: Jane Doe",
        " <span class='credit'>Jane Doe for the Harbour Press</span>",
    ],
)
def test_a_captions_credit_is_not_its_text(credit: str) -> None:
    page = _essay(_figures([c + credit for c in _CAPTIONS]))
    paragraphs, _ = extract_paragraphs(html.document_fromstring(page), model=None)
    assert paragraphs == [_INTRO, *_CAPTIONS]


def test_a_captions_label_button_and_script_are_not_its_text() -> None:
    inner = [
        f"<span class='visually-hidden'>Image caption, </span><span>{c}</span> "
        "<button class='toggle'>hide caption</button><script>track('caption')</script>"
        for c in _CAPTIONS
    ]
    paragraphs, _ = extract_paragraphs(
        html.document_fromstring(_essay(_figures(inner))), model=None
    )
    assert paragraphs == [_INTRO, *_CAPTIONS]


def test_caption_text_keeps_a_sentence_that_names_an_agency() -> None:
    caption = html.fragment_fromstring(
        "<figcaption><b>Dawn</b> <i>on the quay</i>, where AFP photographers waited for "
        "the boats.</figcaption>"
    )
    assert _caption_text(caption) == (
        "Dawn on the quay, where AFP photographers waited for the boats."
    )


def test_an_agency_the_sentence_names_stays() -> None:
    caption = html.fragment_fromstring(
        "<figcaption>Protesters gather outside the offices of the EPA</figcaption>"
    )
    assert _caption_text(caption) == "Protesters gather outside the offices of the EPA"


def test_text_on_either_side_of_a_picture_is_two_lines() -> None:
    """A ``<figure>`` is block-level: the walk skips it but ends the line there (the text
    around it ran together: "... her pictures.The exhibition ...")."""
    outro = "The exhibition of her pictures runs at the town hall until the end of May."
    page = _page(
        f"<h1>A harbour year, in pictures</h1><div class='entry-content'>{_INTRO}"
        f"{_figures(_CAPTIONS[:1])}{outro}</div>"
    )
    paragraphs, _ = extract_paragraphs(html.document_fromstring(page), model=None)
    assert paragraphs == [_INTRO, outro]


def test_a_galleries_header_keeps_its_intro() -> None:
    """A gallery template's ``<header>`` (furniture by its tag outside an article) holds
    the title and the intro before the pictures: kept, while the page's footer after them
    is not (a review found the intro dropped by the footer rule)."""
    intro = (
        "The water came in the night. These pictures were taken in the week after it, by "
        "our staff photographers across the valley."
    )
    page = (
        "<html><body><nav><a href='/'>Home</a></nav><div class='gallery'><header>"
        f"<h1>The flood, in pictures</h1><p>{intro}</p></header>{_figures(_CAPTIONS)}</div>"
        "<footer><p>Copyright the Valley Courier, all rights reserved in every country "
        "and every medium.</p></footer></body></html>"
    )
    for model in ("default", None):
        paragraphs, method = extract_paragraphs(html.document_fromstring(page), model=model)  # type: ignore[arg-type]
        assert method.endswith("+captions")
        assert paragraphs == [intro, *_CAPTIONS]
