"""Photo essays: pages whose article is told in the captions of its pictures.

The walk skips ``<figure>`` and ``<figcaption>`` whole (:data:`~newsfold.extract.boilerplate.
SKIP_TAGS`): on an ordinary article a caption is furniture ("The new ferry at the quay",
"Photo: Staff"), and the development truths leave captions out. On a photo essay ("A
year on the river, in pictures") the captions are the article: each is a paragraph of
its own, several sentences long, and the page's other prose is an intro of a line or
two. There the rules found only the intro, and the captions are lost.

:func:`gallery_captions` is asked only when the body the rules and the model chose is
short (:data:`SHORT_BODY` units); it returns the captions when they tell the story:
at least :data:`MIN_CAPTIONS` captions with a sentence each (:data:`MIN_CAPTION_UNITS`
units and a sentence mark), in the part of the page that holds the body, together
longer than twice the body. The body is then the intro and the captions in document
order.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from lxml import etree

from newsfold.extract.blocks import _hidden
from newsfold.extract.boilerplate import (
    SKIP_TAGS,
    TEXT_BREAK_TAGS,
    is_boilerplate_marker,
    marker_of,
)
from newsfold.extract.entries import within
from newsfold.extract.textblock import Block, text_units

__all__ = [
    "MIN_CAPTIONS",
    "MIN_CAPTION_UNITS",
    "SHORT_BODY",
    "essay_body",
    "gallery_captions",
]

#: A body shorter than this (words; CJK characters count one each) may be a photo essay's intro.
SHORT_BODY: Final = 150
#: Captions that tell a story: this many at least...
MIN_CAPTIONS: Final = 3
#: ...each this long (a credit line or "The new ferry at the quay" is not a paragraph).
MIN_CAPTION_UNITS: Final = 12
_SENTENCE_MARK_RE: Final = re.compile(r"[.!?。！？]")


#: Elements around a caption that make it another story's (a teaser card's picture): a
#: link, navigation, an aside, a page footer.
_OUTSIDE_TAGS: Final = frozenset({"a", "nav", "aside", "footer"})
#: Class or id words of a caption's own wrappers ("wp-caption", "image-credit",
#: "photo-gallery"), which :func:`~newsfold.extract.boilerplate.is_boilerplate_marker`
#: reads as furniture elsewhere on a page but which hold the captions of a photo essay.
_CAPTION_WRAPPER_RE: Final = re.compile(r"caption|credit|figure|photo|image|gallery|media", re.I)
#: Class or id words of a caption's parts that are not its text: a photographer's
#: credit, a screen-reader label ("Image caption, "), a hidden copy.
_CAPTION_NOISE_RE: Final = re.compile(
    r"credit|copyright|byline|author|sr-only|visually-?hidden|screen-?reader|offscreen|hidden",
    re.I,
)
#: A credit at a caption's end: "Photo: AFP / Jane Doe", "Photograph: Jane Doe",
#: "摄影：张三", "Foto: dpa".
_TRAILING_CREDIT_RE: Final = re.compile(
    r"\s*[(\[]?\s*(?i:photograph|photos?|picture|image|credit|fotos?|bild|crédit|摄影|图片|图|攝影|圖片)"
    r"\s*(?:by\s*)?[:：/|]\s*[^.!?。！？]{1,80}[)\]]?\s*$"
)
#: A news agency's credit at a caption's end: in brackets ("(Reuters)"), with a
#: photographer ("REUTERS/Jane Doe", "AFP via Getty Images") or after the last sentence
#: ("... tide. AFP"); not an agency the last sentence names ("outside the EPA"). The
#: agencies are a generic list, not one publisher's.
_AGENCY: Final = (
    r"(?:AFP|REUTERS|Reuters|AP|EPA|dpa|Xinhua|ANSA|Getty Images|Bloomberg|Shutterstock)"
)
_TRAILING_AGENCY_RE: Final = re.compile(
    rf"(?:\s*[(\[]\s*{_AGENCY}[^)\]]{{0,60}}[)\]]"
    rf"|(?<=[.!?。！？])\s*{_AGENCY}(?:\s*(?:/|via)\s*[^.!?。！？]{{1,60}})?"
    rf"|\s+{_AGENCY}\s*(?:/|via)\s*[^.!?。！？/]{{1,60}})\s*$"
)


#: A slide's counter: "1 of 5", "2/6", "3 / 12", "4 de 9", "5 von 8" (a number of a larger one).
_COUNTER_RE: Final = re.compile(
    r"^\s*(\d{1,3})\s*(?:/|of|de|di|von|sur|van|av|z|из|の)\s*(\d{1,3})\s*$"
)


def _is_counter(text: str) -> bool:
    """Whether ``text`` is only a slide's counter, its number at most the total."""
    found = _COUNTER_RE.match(text)
    return found is not None and int(found.group(1)) <= int(found.group(2))


#: A class that names a slideshow's counter ("count", "counter", "slide-index",
#: "pager", "teller", "zaehler", "contador", "compteur", "contatore", "licznik").
_COUNTER_CLASS_RE: Final = re.compile(
    r"count|index|pag(?:er|ination)|slide|teller|z[aä]hler|contador|compteur|contatore|"
    r"licznik|numb"
)
#: Inline tags of the text: a number in one is the caption's ("after the <a>9/11</a>
#: attacks", "made <b>7 of 12</b> shots").
_TEXT_MARKUP: Final = frozenset(("a", "b", "strong", "em", "i"))


def _slide_counter(el: etree._Element, pieces: list[str], root: etree._Element | None) -> bool:
    """Whether a counter-shaped part ``el`` of a caption is a slideshow's: its class names
    a counter, or it opens or closes the caption in a part that is not the text's markup;
    a "9/11" or "1/2 cup" inside the sentence is the caption's."""
    if _COUNTER_CLASS_RE.search((el.get("class") or "").lower()):
        return True
    if el.tag in _TEXT_MARKUP:
        return False
    if not "".join(pieces).strip():
        return True  # nothing before it
    node: etree._Element | None = el
    while node is not None and node is not root:
        if (node.tail or "").strip():
            return False
        for sibling in node.itersiblings():
            if isinstance(sibling.tag, str) and "".join(map(str, sibling.itertext())).strip():
                return False
        node = node.getparent()
    return True  # nothing after it


def _caption_text(caption: etree._Element) -> str:
    """A caption's own words: no script, button or hidden part, no screen-reader label,
    no photographer's credit (inside an element of its own or at the end)."""
    pieces: list[str] = []
    _caption_pieces(caption, pieces, top=True, root=caption)
    text = " ".join("".join(pieces).split())
    text = _TRAILING_CREDIT_RE.sub("", text)
    return _TRAILING_AGENCY_RE.sub("", text)


def _caption_pieces(
    el: etree._Element,
    pieces: list[str],
    *,
    top: bool = False,
    root: etree._Element | None = None,
) -> None:
    if not top:
        if not isinstance(el.tag, str) or el.tag in SKIP_TAGS or _hidden(el, el.keys()):
            return
        marker = marker_of(el.get("class"), el.get("id"))
        if marker and _CAPTION_NOISE_RE.search(marker):
            return
        if len(el) == 0 and el.text and _is_counter(el.text) and _slide_counter(el, pieces, root):
            return  # a slideshow's "1 of 5" in a part of its own: the widget's, not the text
    # A block-level part (a ``<p>`` after a counter's ``<span>``, a ``<br>``) is a break
    # in the text, as between the walk's blocks: without a space "1 of 5" and the
    # caption's first sentence ran together ("1 of 5The Delmont ..."). Inline parts
    # (``<span>``, ``<b>``) join as they stand: CJK text has no spaces between them.
    breaks = el.tag in TEXT_BREAK_TAGS
    if breaks:
        pieces.append(" ")
    if el.text:
        pieces.append(el.text)
    for child in el:
        _caption_pieces(child, pieces, root=root)
        if child.tail:
            pieces.append(child.tail)
    if breaks:
        pieces.append(" ")


def _belongs_elsewhere(
    caption: etree._Element, scope: etree._Element, story: etree._Element | None
) -> bool:
    """Whether a caption under ``scope`` is another story's or hidden: inside a link, a
    navigation, an aside or a footer, a furniture-marked wrapper ("related", "promo"), a
    hidden element, or an ``<article>`` that neither holds the story nor lies in it."""
    for el in caption.iterancestors():
        if el is scope:
            return False
        tag = el.tag
        if not isinstance(tag, str):
            continue
        if tag in _OUTSIDE_TAGS or _hidden(el, el.keys()):
            return True
        if (
            tag == "article"
            and story is not None
            and not within(story, [el])
            and not within(el, [story])
        ):
            return True
        marker = marker_of(el.get("class"), el.get("id"))
        if marker and is_boilerplate_marker(marker) and not _CAPTION_WRAPPER_RE.search(marker):
            return True
    return False


def gallery_captions(
    scope: etree._Element, body_units: int, story: etree._Element | None = None
) -> list[tuple[etree._Element, str]]:
    """The captions under ``scope`` that tell the story (see module docstring), each with
    its text, or [].

    ``story`` is the element that holds the chosen body: a caption inside an
    ``<article>`` that neither holds it nor lies in it is another story's. A caption
    repeated (a lightbox or a thumbnail strip copying the gallery) counts once.
    """
    captions: list[tuple[etree._Element, str]] = []
    seen: set[str] = set()
    units = 0
    for caption in scope.iter("figcaption"):
        if _belongs_elsewhere(caption, scope, story):
            continue
        text = _caption_text(caption)
        if text in seen:
            continue
        size = text_units(text)
        if size >= MIN_CAPTION_UNITS and _SENTENCE_MARK_RE.search(text):
            seen.add(text)
            captions.append((caption, text))
            units += size
    if len(captions) < MIN_CAPTIONS or units <= 2 * body_units:
        return []
    return captions


def essay_body(chosen: Sequence[Block], captions: list[tuple[etree._Element, str]]) -> list[str]:
    """A photo essay's body: the chosen blocks' lines and the captions' texts, in document
    order. A block under a furniture mark (a footer, an aside, a class word) that holds
    none of the captions is dropped, unless it comes before the first caption (a gallery
    template's ``<header>`` or "gallery-meta" box holds the title and the intro; a page's
    footer follows)."""
    order = {el: i for i, el in enumerate(captions[0][0].getroottree().getroot().iter())}
    around = {a for c, _ in captions for a in c.iterancestors()}
    first = min(order[c] for c, _ in captions)
    items: list[tuple[int, list[str]]] = [
        (order.get(b.owner, -1), b.lines)
        for b in chosen
        if all(m in around for m in b.marks) or order.get(b.owner, first) < first
    ]
    items += [(order[c], [text]) for c, text in captions]
    items.sort(key=lambda item: item[0])
    return [line for _, lines in items for line in lines]
