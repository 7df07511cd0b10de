"""The mends of a review of round six's extraction (``extract.notes``, ``extract.inserts``).

Each test is a page written for it and fails on the code before the mends:

- a note mark whose anchor is a container (``href="#story"`` on the ``<article>``,
  ``#top`` on ``<body>``, a comment count's ``#comments``, a pager's ``#page1`` around the
  page) brought that container's furniture back after the text;
- the bio rule took a pronoun or an article for a name and dropped real last paragraphs
  ("She covers the city for the Herald, where ...", an obituary's "He was a reporter ...");
- the share, sign-up and "related" rules dropped short real sentences anywhere in the text;
- an unspaced run after "Read also:" counted as a few units and was dropped whole.
"""

from __future__ import annotations

import pytest

from newsfold.extract import extract_content
from newsfold.models import Page

_P = [
    "For forty years the mill paid every family on the river, and then the dam made the "
    "river slow and the mill quiet and the people moved away.",
    "The millers' houses still stand in a row above the weir. Two of them kept their "
    "wheels, which nobody has turned since the war ended.",
    "The village did not die. It shrank to the size the valley could feed, as it had been "
    "before the mill came to the valley long ago.",
]
_ASIDE = (
    '<aside class="box"><p>Subscribers read our full archive of the valley stories, with '
    "maps and interviews from 1962 to today.</p></aside>"
)
_COMMENT = "Great piece, my grandfather worked at that mill for thirty years and never complained."
_FOOTER = "Field Notes, all the essays since 2009. Contact us for licensing."


def _page(paras: list[str]) -> bytes:
    body = "".join(f"<p>{p}</p>" for p in paras)
    return (
        '<html lang="en"><head><title>The quiet mill</title></head><body>'
        '<header><nav><a href="/">Home</a><a href="/e">Essays</a></nav></header>'
        f'<main><article><h1>The quiet mill</h1><div class="content">{body}</div></article>'
        f"</main><footer><p>{_FOOTER}</p></footer></body></html>"
    ).encode()


def _paragraphs(html: bytes) -> list[str]:
    return extract_content(Page(url="https://fieldnotes.example/mill", body=html)).paragraphs


# -- note marks that point at containers -----------------------------------------------------


def _marked_article(target: str) -> str:
    first = _P[0][:-1] + f'<sup><a href="#{target}">1</a></sup>.'
    return (
        '<html lang="en"><head><title>The quiet mill</title></head><body>'
        '<main><article id="story"><h1>The quiet mill</h1>'
        f'<div class="content"><p>{first}</p><p>{_P[1]}</p>{_ASIDE}<p>{_P[2]}</p></div>'
        f'<div class="comments"><h3>Comments</h3><p>{_COMMENT}</p></div></article></main>'
        f"<footer><p>{_FOOTER}</p></footer></body></html>"
    )


@pytest.mark.parametrize("where", ["article", "body", "html"])
def test_a_mark_on_a_container_brings_nothing(where: str) -> None:
    html = _marked_article("story" if where == "article" else "top")
    if where == "body":
        html = html.replace("<body>", '<body id="top">')
    elif where == "html":
        html = html.replace('<html lang="en">', '<html lang="en" id="top">')
    assert _paragraphs(html.encode()) == [_P[0][:-1] + "1.", *_P[1:]]


def test_a_comment_count_link_brings_no_comments() -> None:
    last = _P[2][:-1] + ' (<a href="#comments">12</a>).'
    html = (
        '<html lang="en"><head><title>The quiet mill</title></head><body><main><article>'
        f'<h1>The quiet mill</h1><div class="content"><p>{_P[0]}</p><p>{_P[1]}</p>'
        f'<p>{last}</p></div></article><div id="comments"><p>{_COMMENT}</p>'
        "<p>Log in to comment.</p></div></main></body></html>"
    ).encode()
    paragraphs = _paragraphs(html)
    assert paragraphs[:2] == _P[:2]
    assert not any("grandfather" in p or "Log in" in p for p in paragraphs)


def test_a_pager_around_the_page_brings_nothing() -> None:
    last = _P[2] + ' <a href="#page1">1</a> <a href="#page2">2</a>'
    html = (
        '<html lang="en"><head><title>The quiet mill</title></head><body><div id="page1">'
        "<nav><p>Home News Sports Weather and the rest of the sections here</p></nav>"
        f'<main><article><h1>The quiet mill</h1><div class="content"><p>{_P[0]}</p>'
        f"<p>{_P[1]}</p><p>{last}</p></div></article>"
        '<div class="related"><p>More stories: The dam at fifty, a look back at the flood of '
        "the valley farms.</p></div></main></div></body></html>"
    ).encode()
    assert not any("More stories" in p for p in _paragraphs(html))


def test_a_long_target_is_a_section_not_a_note() -> None:
    """A list of thirty sources under one id is no note, though the text outweighs it."""
    paras = [f"In year {i} of the valley: {_P[0]}" for i in range(16)]
    first = paras[0][:-1] + '<sup><a href="#more">1</a></sup>.'
    items = "".join(
        f"<li>Source {i}: the county archive, box {i}, the mill ledgers and letters of the "
        "families.</li>"
        for i in range(30)
    )
    html = _page([first, *paras[1:]]).replace(
        b"</footer>", f'</footer><div id="more"><ol>{items}</ol></div>'.encode()
    )
    assert _paragraphs(html) == [paras[0][:-1] + "1.", *paras[1:]]


def test_a_note_inside_a_marked_list_comes_once() -> None:
    """Marks link both the list and its item: the list holds another target, so only the
    note counts (and nested targets are walked once)."""
    first = _P[0][:-1] + '<sup><a href="#fn1">1</a></sup>.'
    second = _P[1][:-1] + '<sup><a href="#notes">*</a></sup>.'
    note = "The dam was finished in 1931; the mill company closed four years later."
    html = _page([first, second, _P[2]]).replace(
        b"</main>",
        f'<ol id="notes" class="notes"><li id="fn1"><p>{note}</p></li>'
        "<li><p>A list item no mark links to, kept out of the notes.</p></li></ol></main>".encode(),
    )
    assert _paragraphs(html) == [_P[0][:-1] + "1.", _P[1][:-1] + "*.", _P[2], note]


# -- last paragraphs that are no bio ---------------------------------------------------------


@pytest.mark.parametrize(
    "last",
    [
        "She covers the city for the Herald, where she has worked since 2004, and lives in Ames.",
        "He was a reporter for the Tribune for thirty years before he retired to Maine with "
        "his wife, Ruth.",
        "Maria Lopez covers the mill closures for the Herald readers who asked; the families "
        "say the same thing.",
        "Dickens was a writer who knew such towns.",
        "The Mayor is the editor of her own story now.",
        "Elle est journaliste depuis vingt ans et vit toujours à Lyon, près du vieux moulin.",
        "Er ist Journalist und lebt seit 1990 in Hamburg, nicht weit von der alten Mühle.",
        "Mr. Hale was a photographer for the county paper in the 1960s.",
    ],
)
def test_a_last_paragraph_that_only_looks_like_a_bio_stays(last: str) -> None:
    assert _paragraphs(_page([*_P, last])) == [*_P, last]


@pytest.mark.parametrize(
    "bio",
    [
        "Cal Brennan covers agriculture for the Herald.",
        "Dana Ruiz is a staff writer at the Valley Ledger.",
        "Anne Morel est journaliste au Courrier.",
    ],
)
def test_a_real_bio_still_goes(bio: str) -> None:
    assert _paragraphs(_page([*_P, bio])) == _P


# -- short sentences that open like a prompt or a pointer ------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Related: the dam also flooded two farms, and the families who worked them left the "
        "valley.",
        "Related: the dam also flooded two farms.",
        "Share this with your children: the mill was the reason the town existed.",
        "Share this view with anyone who knew the valley.",
        "Comparte esta opinión buena parte del pueblo, que recuerda el molino.",
        "Sign up for the river cleanup was slow.",
        "Subscribe to the idea that nothing changes.",
    ],
)
def test_a_sentence_that_opens_like_a_prompt_stays(line: str) -> None:
    paras = [_P[0], line, _P[1], _P[2]]
    assert _paragraphs(_page(paras)) == paras


def test_an_insert_is_short_in_characters_too() -> None:
    from newsfold.extract.inserts import is_insert_text
    from newsfold.extract.textblock import text_units

    line = "Read also: " + "x" * 20000
    assert not is_insert_text(line, text_units(line))
    assert is_insert_text("Read also: The dam at fifty", 6)


@pytest.mark.parametrize(
    "line",
    [
        "Subscribe now to our weekend edition for the full story.",
        "Share this explainer: it helps more people understand the change.",
        "Partager sur Facebook · Partager sur X",
    ],
)
def test_a_prompt_that_names_what_it_offers_still_goes(line: str) -> None:
    assert _paragraphs(_page([_P[0], line, _P[1], _P[2]])) == _P
