"""Session 20's extraction fixes mended: ordinary prose they dropped (review of 2e97d0e).

The fixes of :mod:`test_extract_fixes20` tell furniture by its shape; a review ran pages
of ordinary news prose through them and found text dropped. Each test here is one of
those pages, every line of which must stay (the fixes20 tests, whose furniture must go,
still pass):

- a channel or newsletter line set as a prompt (bold, italic, a pictograph first, a short
  link) that does not ask the reader to act: a bold standfirst about a newsletter, the
  Panama Canal on Facebook, a Telegram channel in a police report
  (``prompts.is_channel_prompt``);
- a number of a larger one inside a caption's sentence ("9/11", "7 of 12", "1/2 cup"),
  not a slideshow's counter (``captions._slide_counter``);
- a helpline box closing a story, which has no e-mail address, unlike a release's
  contact block (``prompts.contact_run``);
- "(Applause)" closing a transcript, not a desk's initials (``inserts._DESK_RE``);
- a heading, a paragraph or a ``<div class="subhead">`` beside an empty ad slot
  (``prompts.labels_ad_slot``);
- "Recommended: 150 minutes ...", "Te recomendamos: beber agua", an aside between
  dashes after a label, a clause before a full stop after "Related:"
  (``inserts.is_insert_text``).
"""

from __future__ import annotations

import pytest
from lxml import html as lxml_html

from newsfold.extract.captions import _caption_text
from tests.extract.test_extract_fixes20 import _MODELS, _page, _paragraphs, _ps


def _text(markup: str) -> str:
    return " ".join(
        lxml_html.fragment_fromstring(markup, create_parent="div").text_content().split()
    )


_EN = [
    "The city council voted on Tuesday to close the old bridge over the river for two years "
    "while engineers replace its deck and bearings, officials said.",
    "Drivers will have to use a detour through the northern suburbs, which will add about "
    "twenty minutes to the trip. Buses will follow a temporary route.",
    "Work will begin with the removal of the old surface and continue with the replacement "
    "of the steel supports, a spokesman for the council said.",
    "Residents who live near the bridge have complained for years about noise and cracks in "
    "the road, and many welcomed the decision on Tuesday night.",
]

# -- a line that names a channel or a newsletter, set as a prompt, but is news ----------------
_NEWS_LINES = [
    "<strong>The Guardian will close its weekly climate newsletter next month, cutting six "
    "jobs, the company said.</strong>",
    "<strong>Meta said on Tuesday that WhatsApp Channels now have 500 million monthly users "
    "worldwide.</strong>",
    "<b>Google News will stop showing links to Canadian outlets from Friday, the company said "
    "in a statement.</b>",
    "<em>Police said the suspects had coordinated the attack through a Telegram channel with "
    "3,000 members.</em>",
    "<strong>Subscribers to the paper's newsletter fell by a third in 2024, its annual report "
    "shows.</strong>",
    'The <a href="/x">Morning Brew</a> newsletter, founded in 2015, was sold to Insider for '
    "$75 million last year.",
    'The ministry opened a <a href="/w">WhatsApp</a> channel for flood warnings on Monday.',
    "🔥 Firefighters from three counties battled the blaze through the night, and the "
    "newsletter of the local fire district said no one was hurt.",
    "📱 The school now sends its closure notices on a WhatsApp channel instead of by text.",
    "<strong>El Canal de Panamá anunció en Facebook nuevas restricciones por la sequía este "
    "lunes.</strong>",
    "<strong>Der Nord-Ostsee-Kanal bleibt nach einem Unfall gesperrt, teilte die Behörde auf "
    "Facebook mit.</strong>",
    "<strong>Kanal İstanbul projesi için yeni ihale tarihi Facebook hesabından duyuruldu.</strong>",
    "<strong>O Banco Central divulgou nesta segunda-feira o boletim Focus com nova alta na "
    "projeção da inflação.</strong>",
    "<strong>Le Devoir a annoncé mardi la fin de son infolettre du matin, faute "
    "d'abonnés.</strong>",
    "<strong>Министерство сообщило в своём Telegram-канале о введении новых ограничений.</strong>",
    "<strong>Polisi menyebut pelaku menyebarkan hoaks melalui saluran WhatsApp dengan ribuan "
    "pengikut.</strong>",
]


@pytest.mark.parametrize("model", _MODELS)
@pytest.mark.parametrize("line", _NEWS_LINES)
def test_a_news_line_about_a_channel_or_newsletter_stays(line: str, model: str | None) -> None:
    # As the standfirst (first after the headline) and in the middle of the text.
    for article in (_ps([line, *_EN]), _ps([*_EN[:2], line, *_EN[2:]])):
        assert _text(line) in _paragraphs(_page(article), model)


# -- a number inside a caption's sentence ------------------------------------------------------
@pytest.mark.parametrize(
    ("caption", "text"),
    [
        (
            'Firefighters at the site after the <a href="/t/911">9/11</a> attacks in New York.',
            "Firefighters at the site after the 9/11 attacks in New York.",
        ),
        (
            "Smith made <b>7 of 12</b> shots in the second half.",
            "Smith made 7 of 12 shots in the second half.",
        ),
        ("Mixing <em>1/2</em> cup of flour with butter.", "Mixing 1/2 cup of flour with butter."),
        ("Der Zug fährt um <span>5 von 8</span> Uhr ab", "Der Zug fährt um 5 von 8 Uhr ab"),
    ],
)
def test_a_number_inside_a_captions_sentence_stays(caption: str, text: str) -> None:
    figcaption = lxml_html.fragment_fromstring(f"<figcaption>{caption}</figcaption>")
    assert _caption_text(figcaption) == text


def test_a_slide_counter_at_a_captions_end_goes() -> None:
    figcaption = lxml_html.fragment_fromstring(
        "<figcaption>The old station hall, restored. <span>3 / 9</span></figcaption>"
    )
    assert _caption_text(figcaption) == "The old station hall, restored."


# -- a helpline box, a transcript's "(Applause)" ------------------------------------------------
@pytest.mark.parametrize("model", _MODELS)
def test_a_helpline_box_after_the_text_stays(model: str | None) -> None:
    box = ["For help, contact:", "Lifeline", "13 11 14", "Kids Helpline", "1800 55 1800"]
    lines = [*_EN, "If you or someone you know needs support, help is available.", *box]
    assert _paragraphs(_page(_ps(lines)), model) == lines


@pytest.mark.parametrize("model", _MODELS)
def test_a_release_contact_block_still_goes(model: str | None) -> None:
    block = ["Media contact:", "Jane Smith", "jane.smith@harlowfoods.example", "+1 555 010 0199"]
    assert _paragraphs(_page(_ps([*_EN, *block])), model) == _EN


@pytest.mark.parametrize("model", _MODELS)
def test_applause_closing_a_transcript_stays(model: str | None) -> None:
    lines = [*_EN, "“Thank you all, and God bless,” the president said.", "(Applause)"]
    assert _paragraphs(_page(_ps(lines)), model) == lines


# -- a heading or a paragraph beside an ad slot -------------------------------------------------
@pytest.mark.parametrize("model", _MODELS)
@pytest.mark.parametrize(
    ("markup", "kept"),
    [
        (
            '<div class="subhead">What happens next</div>'
            '<div class="ad-slot" id="div-gpt-ad-1"></div>',
            ["What happens next"],
        ),
        ('<h2>What happens next<span class="ad-anchor"></span></h2>', ["What happens next"]),
        ('<p>Officials said <span class="ad"></span>yes</p>', ["Officials said", "yes"]),
    ],
)
def test_a_heading_or_paragraph_beside_an_ad_slot_stays(
    markup: str, kept: list[str], model: str | None
) -> None:
    got = " ".join(_paragraphs(_page(_ps(_EN[:2]) + markup + _ps(_EN[2:])), model))
    assert all(part in got for part in kept)


# -- "read also" words that open ordinary lines -----------------------------------------------
@pytest.mark.parametrize("model", _MODELS)
@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("es", "Te recomendamos: evitar la exposición al sol entre las 12 y las 17 horas"),
        ("en", "Recommended: 150 minutes of moderate exercise a week"),
        ("en", "Related: The bill passed. It now goes to the Senate"),
        (
            "it",
            "Potrebbe interessarti — ha detto il sindaco — sapere che la città ha già "
            "stanziato i fondi",
        ),
        ("nl", "Lees meer – zegt de wethouder – in het rapport"),
        ("de", "Siehe auch – so der Bürgermeister – die Pläne für einen Neubau"),
    ],
)
def test_a_line_that_opens_with_a_read_also_phrase_stays(
    lang: str, line: str, model: str | None
) -> None:
    html = _page(_ps([*_EN[:2], line, *_EN[2:]]), lang=lang)
    assert line in _paragraphs(html, model)


@pytest.mark.parametrize("model", _MODELS)
def test_a_recommendation_among_br_lines_stays(model: str | None) -> None:
    lines = [*_EN[:2], "Te recomendamos: beber agua y evitar el sol", *_EN[2:]]
    html = _page("<p>" + "<br>".join(lines) + "</p>", lang="es")
    assert "Te recomendamos: beber agua y evitar el sol" in _paragraphs(html, model)
