"""Every script's sentences (session 21): a story in any script yields its body.

Each page is an ordinary news page (head, menu, an article of six paragraphs, a related
box, a footer) written for the tests in one script, with that script's own sentence
marks and spacing habits (:mod:`tests.extract.scripts21_texts`): the danda with and
without a space before it (Nepali, Hindi, Marathi, Bengali), the danda typed as a bar,
the Arabic marks (Urdu, Arabic, Persian), the Armenian and Ethiopic full stops, Burmese
and Khmer without spaces between words, Thai and Lao without sentence marks, Tibetan's
tsheg and shad, Georgian, Sinhala, Tamil, Greek's question mark, Chinese, Japanese and
Korean. On main before this session a Nepali story whose sentences end in ``छ।`` had "no
article body" (``EmptyPageError``), as had Hindi with ``है।``, Marathi, Amharic and
Tibetan stories: their blocks held no mark the body's scorer counted, so none read as
sentences.
"""

from __future__ import annotations

import html
import unicodedata

import pytest

from newsfold.errors import EmptyPageError
from newsfold.extract import extract_content
from newsfold.extract.textblock import _MARK_RE, text_units
from newsfold.models import Page

from .scripts21_texts import STORIES, Story

SHAPES = ("semantic", "divs")


def _e(text: str) -> str:
    return html.escape(text, quote=True)


def news_page(story: Story, paragraphs: list[str], shape: str) -> bytes:
    """An ordinary news page around ``paragraphs``: the menu, the headline and a date,
    the text, a box of related stories and the footer; in ``<main>``/``<article>`` or in
    plain ``<div>`` elements with class names."""
    menu = "".join(f'<li><a href="/{i}">{_e(m)}</a></li>' for i, m in enumerate(story.menu))
    related = "".join(
        f'<li><a href="/story/{i}">{_e(r)}</a></li>' for i, r in enumerate(story.related)
    )
    text = "".join(f"<p>{_e(p)}</p>" for p in paragraphs)
    if shape == "semantic":
        article = (
            f"<main><article><h1>{_e(story.headline)}</h1>"
            '<div class="meta"><time datetime="2026-12-01">2026-12-01</time></div>'
            f'<div class="article-body">{text}</div></article>'
            f'<aside class="related"><h2>{_e(story.menu[1])}</h2><ul>{related}</ul></aside>'
            "</main>"
        )
    else:
        article = (
            f'<div class="container"><div class="content"><h1>{_e(story.headline)}</h1>'
            f'<div class="date">2026-12-01</div><div class="story">{text}</div>'
            f'<div class="related"><h3>{_e(story.menu[1])}</h3><ul>{related}</ul></div>'
            "</div></div>"
        )
    return (
        f'<!doctype html><html lang="{story.lang}"><head><meta charset="utf-8">'
        f"<title>{_e(story.headline)}</title></head><body>"
        f'<div class="header"><a href="/">Site</a><ul class="menu">{menu}</ul></div>'
        f'{article}<div class="footer"><p>{_e(story.footer)}</p></div></body></html>'
    ).encode()


def body_of(story: Story, paragraphs: list[str], shape: str) -> tuple[list[str], str]:
    url = f"https://news.example/{story.lang}/2026/12/01/story"
    content = extract_content(Page(url=url, body=news_page(story, paragraphs, shape)))
    return content.paragraphs, content.method


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("lang", sorted(STORIES))
def test_each_scripts_story_yields_its_whole_body_and_nothing_else(lang: str, shape: str) -> None:
    story = STORIES[lang]
    paragraphs, method = body_of(story, list(story.paragraphs), shape)
    assert paragraphs == list(story.paragraphs)
    # Found by the rules' own reading of the sentences, not by the last fallback.
    assert not method.endswith("+prose")


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("lang", ["ne", "hi", "mr", "bn"])
@pytest.mark.parametrize(("habit", "danda"), [("spaced", " ।"), ("bar", "|"), ("spaced bar", " |")])
def test_the_danda_reads_as_a_sentence_end_however_it_is_typed(
    lang: str, shape: str, habit: str, danda: str
) -> None:
    story = STORIES[lang]
    written = [p.replace("।", danda).replace("॥", danda * 2) for p in story.paragraphs]
    paragraphs, method = body_of(story, written, shape)
    assert paragraphs == written, habit
    assert not method.endswith("+prose")


@pytest.mark.parametrize("shape", SHAPES)
def test_amharic_written_with_the_ethiopic_word_space_yields_its_body(shape: str) -> None:
    story = STORIES["am"]
    written = [p.replace(" ", "፡") for p in story.paragraphs]
    paragraphs, _ = body_of(story, written, shape)
    assert paragraphs == written


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("lang", ["ne", "bn", "hy"])
def test_a_story_without_any_sentence_mark_falls_back_to_its_prose(lang: str, shape: str) -> None:
    """The last reading before "no article body": every block of prose as sentences."""
    story = STORIES[lang]
    bare = [
        p.translate(dict.fromkeys(map(ord, "।॥,.։՝")))  # no mark of any kind left
        for p in story.paragraphs
    ]
    paragraphs, method = body_of(story, bare, shape)
    assert paragraphs == bare
    assert method.endswith("+prose")


def test_a_page_of_links_and_labels_is_still_no_article() -> None:
    """The fallback takes prose only: a page of menus and teasers has no body to give."""
    story = STORIES["ne"]
    page = news_page(story, [], "semantic").replace(
        b"<ul>",
        b"<ul>"
        + b"".join(
            f'<li><a href="/more/{i}">{_e(title)}</a></li>'.encode()
            for i, title in enumerate(STORIES["ne"].related * 3)
        ),
        1,
    )
    with pytest.raises(EmptyPageError):
        extract_content(Page(url="https://news.example/ne/", body=page))


def test_tibetan_and_the_ethiopic_word_space_count_as_words() -> None:
    tibetan = STORIES["bo"].paragraphs[0]
    # Two short sentences: a dozen or so units (syllables, about four characters each),
    # not the three space-separated "words" the spaces alone give.
    assert 10 <= text_units(tibetan) <= 40
    amharic = STORIES["am"].paragraphs[0]
    assert text_units(amharic.replace(" ", "፡")) == text_units(amharic)


def test_the_mark_table_is_unicodes_terminal_punctuation() -> None:
    """Every character the table holds has the ``Terminal_Punctuation`` property, and
    every one that has it is in the table but those counted apart or left out on
    purpose (ASCII, CJK's seven, the scripts without word spaces, the word space, and
    beyond the Basic Multilingual Plane, not searched for speed)."""
    regex = pytest.importorskip("regex")
    apart = set("，、；。！？：\u1361")
    unspaced = [(0x0E00, 0x0FFF), (0x1000, 0x109F), (0x1780, 0x17FF)]
    for code in range(0x80, 0x10000):
        char = chr(code)
        if unicodedata.category(char) in ("Cn", "Cs", "Co"):
            continue
        terminal = regex.match(r"\p{Terminal_Punctuation}", char) is not None
        left_out = char in apart or any(lo <= code <= hi for lo, hi in unspaced)
        counted = _MARK_RE.match(char) is not None
        assert counted == (terminal and not left_out), f"U+{code:04X}"
