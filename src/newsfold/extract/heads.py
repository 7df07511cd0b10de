"""The article's head before its text: the meta lines around a standfirst.

Between the headline and the text many templates set a standfirst (a deck, a summary,
a lead) and meta lines: the time ("3.6.2025 klo 19.40", "প্রকাশ: ১৫ মে ২০২৫, ১০: ২০"),
the reading time and the publication ("Published in Civic Notes · 7 min read"), a count
of claps or replies ("1.2K", "Reply (12)"). The container rules take them with the
text when the container is the ``<article>`` that holds both, and
:func:`tidy.trim_lines` drops the meta lines only while every line above them is short
and no sentence: a standfirst above them (a sentence) keeps them in. So the head is
told by where it stands, in any language (:func:`drop_head`):

- **the head region**: a block inside a ``<header>`` element, or an element whose class
  names a head ("article-header", "story-head", "hero"), that holds neither the text's
  next paragraph nor its last block (a region before the text, not around it);
- **a standfirst set apart**: a block whose element (or the one around it) has a class
  that names a standfirst (:data:`_STANDFIRST_TOKENS`: "deck", "dek", "standfirst",
  "summary", "subtitle", "excerpt", "lead", "teaser", "perex", "chapo", ...) and whose
  parent is not the parent of the text's next paragraph (above a feed of posts, a live
  page's, the summary is the page's own text and no head);
- **meta lines after it**: up to three short lines with no sentence's end, counted with
  the ones inside the head region or the standfirst's element.

Of the leading run those make, the meta lines go (:func:`_meta_line`: a few words, one
line, no sentence's end, the shape of a time, a date, a reading time or a count, no
heading, table cell, list item or line in bold alone (a subhead: "March 2019", "1. The
cost"), no byline: a byline below a deck is how :func:`tidy.trim_lines` tells the deck;
"Arsenal 2 Chelsea 1", "Length: 12 km" are the text's). The standfirst itself stays: the
development truths disagree on it (the snippets set keeps a "teaser-text", a "chapo",
an "entry__subtitle" as the text's first passage, sixteen pages; the English set's
articleBody leaves Vox's "p-dek" out; the hand-written batches leave a standfirst set
apart open), and a rule that dropped it cost the snippets set 0.005. Never on a CJK
page (the Chinese rules read its head).
"""

from __future__ import annotations

import re
from typing import Final

from lxml import etree

from newsfold.extract.boilerplate import HEADING_TAGS, class_tokens
from newsfold.extract.textblock import Block
from newsfold.extract.tidy import is_byline_text

__all__ = ["drop_head"]

#: Class tokens that name a standfirst, in the words templates use.
_STANDFIRST_TOKENS: Final = frozenset(
    (
        "deck", "dek", "standfirst", "summary", "subtitle", "subheadline", "excerpt",
        "lead", "lede", "teaser", "perex", "sapo", "chapo", "chapeau", "abstract",
    )
)  # fmt: skip
#: Class tokens that name the article's head region.
_HEAD_TOKENS: Final = frozenset(("header", "head", "hero"))
#: How far up from a block its head region or standfirst class is looked for.
_DEPTH: Final = 3
#: A standfirst's words at most, each block of the head.
_BLOCK_UNITS: Final = 60
#: A meta line's words at most (a reading time, a count, a date), and its words of
#: letters at most ("Published in Civic Notes · 7 min read · Feb 3, 2025").
_META_UNITS: Final = 12
_META_WORDS: Final = 8
_WORD_RE: Final = re.compile(r"\w+")
#: How many meta lines may stand between the head and the text.
_META_LINES: Final = 3
#: The text after the head holds at least this many blocks.
_TEXT_BLOCKS: Final = 2


#: Class strings seen, split: a site's pages repeat the same few.
_TOKEN_CACHE: Final[dict[str, frozenset[str]]] = {}
_EMPTY: Final[frozenset[str]] = frozenset()


def _tokens(el: etree._Element) -> frozenset[str]:
    cls = el.get("class")
    if not cls:
        return _EMPTY
    cached = _TOKEN_CACHE.get(cls)
    if cached is None:
        if len(_TOKEN_CACHE) > 20_000:
            _TOKEN_CACHE.clear()
        cached = _TOKEN_CACHE[cls] = frozenset(class_tokens(cls))
    return cached


def _contains(el: etree._Element, other: etree._Element) -> bool:
    """Whether ``other`` is ``el`` or inside it."""
    return other is el or any(a is el for a in other.iterancestors())


def _head_region(block: Block, following: Block, last: Block) -> bool:
    """Whether ``block`` sits in a head region (a ``<header>`` or a class naming a head)
    that holds neither ``following`` (the text's next paragraph) nor ``last`` (its last
    block): the region is before the text, not around it."""
    el: etree._Element | None = block.owner
    for _ in range(_DEPTH + 1):
        if el is None or el.tag in ("article", "main", "body"):
            return False
        if el.tag == "header" or not _HEAD_TOKENS.isdisjoint(_tokens(el)):
            return not (_contains(el, following.owner) or _contains(el, last.owner))
        el = el.getparent()
    return False


def _next_prose(rest: list[Block]) -> Block:
    """The text's next paragraph in ``rest``: its first prose block past the meta lines
    (or its first block, when none is prose)."""
    for block in rest:
        if block.is_prose and not _meta_line(block):
            return block
    return rest[0]


def _standfirst(block: Block, following: Block) -> bool:
    """Whether ``block`` is a standfirst set apart from the text (its element or the one
    around it has a standfirst's class, that element neither holds ``following``, the
    text's next block, nor shares its parent)."""
    el: etree._Element | None = block.owner
    for _ in range(2):
        if el is None or el.tag in ("article", "main", "body"):
            return False
        if not _STANDFIRST_TOKENS.isdisjoint(_tokens(el)):
            # an element that holds the text's next paragraph is the text's container
            # ("article-lead" around the whole story), no standfirst
            return (
                el.getparent() is not following.owner.getparent()
                and not _contains(el, following.owner)
                and not _feed(el, following)
            )
        el = el.getparent()
    return False


def _feed(el: etree._Element, following: Block) -> bool:
    """Whether the text after ``el`` is a feed of posts (a live page's): ``following``
    lies in an ``<article>`` beside other ``<article>`` elements, none of them around
    ``el``. Above a feed the summary is the page's own text (batch I's live page), not
    a standfirst of one article."""
    post = next(following.owner.iterancestors("article"), None)
    if post is None or _contains(post, el):
        return False
    for sibling in (post.getprevious(), post.getnext()):
        if sibling is not None and sibling.tag == "article":
            return True
    return False


#: How a sentence ends: a line that ends so is the text's, not a meta line.
_SENTENCE_END: Final = tuple('.!?…"”»。')


#: Tags whose short lines are a table's or a list's data, never a head's meta line.
_DATA_TAGS: Final = frozenset(("td", "th", "caption", "li", "dt", "dd"))


def _meta_line(block: Block) -> bool:
    """Whether ``block`` is a short line of the head (a reading time, a count, a
    publication line): one line of numbers and a few words (a figure in it, at most
    :data:`_META_WORDS` words of letters: a deck without its full stop, "The star's
    husband, Steve, turned 42 on Nov. 2", is none), no sentence's end, no heading, no
    table cell or list item; not a byline (:func:`tidy.trim_lines` reads the byline
    below a deck to tell the deck, and drops both)."""
    if (
        block.units > _META_UNITS
        or len(block.lines) != 1
        or block.tag in HEADING_TAGS
        or block.tag in _DATA_TAGS
    ):
        return False
    line = block.lines[0]
    if line.rstrip().endswith(_SENTENCE_END) or not any(char.isdigit() for char in line):
        return False
    words = sum(1 for word in _WORD_RE.findall(line) if not any(c.isdigit() for c in word))
    if words > _META_WORDS or _META_SHAPE_RE.search(line) is None or _bold_only(block):
        return False
    return not is_byline_text(line)


#: The shape of a head's meta line, in any script's digits: a time ("10:41", "19.40",
#: "১০: ২০"), a date in figures ("12.03.2025", "2025-03-12"), a day and a year around
#: a month's word ("Mar 3, 2025", "15 মে ২০২৫", "3. März 2025"), a reading time ("6 min",
#: "4 min läsning"), a count alone or abridged ("37", "3.4K", "Reply (12)"), or figures
#: between a meta line's separators ("· 7 ·", "| 12"). A subhead's figure ("1. The
#: cost", "March 2019"), a score or a fact ("Length: 12 km") has none of these.
_META_SHAPE_RE: Final = re.compile(
    r"\d{1,2}\s?[:.]\s?\d{2}(?!\d)|\d{1,4}[./-]\d{1,2}[./-]\d{2,4}|"
    r"\d{1,2}\.?,?\s[^\W\d_]{2,12}\.?,?\s\d{4}|[^\W\d_]{3,12}\.?\s\d{1,2},?\s\d{4}|"
    r"\d+\s?(?:min|mins|minutes?|minuten|minutos|minut|minuter|minuuttia|мин)\b|"
    r"^\W*\d+(?:[.,]\d+)?\s?[KkMm]?\W*$|\(\d+\)|[·|•]\s?\d|\d\s?[·|•]"
)


def _bold_only(block: Block) -> bool:
    """Whether ``block``'s text all lies in one ``<strong>`` or ``<b>``: a subhead set in
    bold ("March 2019" above its paragraph), never a head's meta line."""
    children = list(block.owner)
    if len(children) != 1 or children[0].tag not in ("strong", "b"):
        return False
    return not (block.owner.text or "").strip() and not (children[0].tail or "").strip()


def drop_head(blocks: list[Block]) -> list[Block]:
    """``blocks`` without the meta lines of the head before the text (see the module
    docstring)."""
    if len(blocks) <= _TEXT_BLOCKS or blocks[0].cjk:
        return blocks
    start = metas = 0
    drop: list[int] = []
    while start < len(blocks) - _TEXT_BLOCKS:
        block = blocks[start]
        if block.units > _BLOCK_UNITS or block.cjk:
            break
        following = _next_prose(blocks[start + 1 :])
        if _head_region(block, following, blocks[-1]) or _standfirst(block, following):
            if metas < _META_LINES and _meta_line(block):
                metas += 1
                drop.append(start)
            start += 1
            continue
        if start and metas < _META_LINES and _meta_line(block):
            metas += 1
            drop.append(start)
            start += 1
            continue
        break
    if not drop:
        return blocks
    gone = set(drop)
    return [b for i, b in enumerate(blocks) if i not in gone]
