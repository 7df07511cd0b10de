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

from newsfold.extract.textblock import Block, text_units

__all__ = ["MIN_CAPTIONS", "MIN_CAPTION_UNITS", "SHORT_BODY", "gallery_captions", "with_captions"]

#: A body shorter than this (words; CJK characters count one each) may be a photo essay's intro.
SHORT_BODY: Final = 150
#: Captions that tell a story: this many at least...
MIN_CAPTIONS: Final = 3
#: ...each this long (a credit line or "The new ferry at the quay" is not a paragraph).
MIN_CAPTION_UNITS: Final = 12
_SENTENCE_MARK_RE: Final = re.compile(r"[.!?。！？]")


def _caption_text(caption: etree._Element) -> str:
    text = etree.tostring(caption, method="text", encoding="unicode", with_tail=False)
    return " ".join(text.split())


def gallery_captions(scope: etree._Element, body_units: int) -> list[etree._Element]:
    """The captions under ``scope`` that tell the story (see module docstring), or []."""
    captions = []
    units = 0
    for caption in scope.iter("figcaption"):
        text = _caption_text(caption)
        size = text_units(text)
        if size >= MIN_CAPTION_UNITS and _SENTENCE_MARK_RE.search(text):
            captions.append(caption)
            units += size
    if len(captions) < MIN_CAPTIONS or units <= 2 * body_units:
        return []
    return captions


def with_captions(
    scope: etree._Element, chosen: Sequence[Block], captions: list[etree._Element]
) -> list[str]:
    """The body's lines and the captions' texts, in document order."""
    order = {el: i for i, el in enumerate(scope.getroottree().getroot().iter())}
    items: list[tuple[int, list[str]]] = [(order.get(b.owner, -1), b.lines) for b in chosen]
    items += [(order[c], [_caption_text(c)]) for c in captions]
    items.sort(key=lambda item: item[0])
    return [line for _, lines in items for line in lines]
