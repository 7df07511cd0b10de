"""How the page's markup tells the parts of one article from stories of their own.

:mod:`newsfold.extract.body` scores containers by the density of their prose; density
alone cannot tell whether candidates that repeat the best one's structure are one body
cut by ads, a page builder's rows of one composition, or the posts of a page of posts
(step 2 of its method), nor whether an ``<article>`` nested in the article is a teaser
for another story (step 4). Those questions are answered by the markup around the
elements (HTML's ``<article>`` and ``<main>``, a post's own signature, where its links
go), not by scores, and are kept here, apart from the scoring: each function reads the
tree and says yes, no or which element, and the body's rules decide with the answers.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import islice
from typing import Final

from lxml import etree

from newsfold.extract.blocks import Block
from newsfold.extract.boilerplate import HEADING_TAGS, marker_of
from newsfold.extract.tidy import has_ancestor

__all__ = [
    "article_of",
    "headings",
    "links_away",
    "main_of",
    "nearest_common",
    "nested_articles",
    "nested_teasers",
    "path_signature",
    "rows_of_main",
    "signed_entries",
    "within",
]


def nearest_common(
    top: etree._Element, group: list[etree._Element], levels: int | None = None
) -> etree._Element | None:
    """The nearest ancestor of ``top`` that holds every element of ``group``, looked for
    ``levels`` levels up at most (None: up to the root)."""
    for ancestor in islice(top.iterancestors(), levels):
        if all(within(el, [ancestor]) for el in group):
            return ancestor
    return None


def article_of(el: etree._Element) -> etree._Element | None:
    """The nearest ``<article>`` above ``el`` (None: there is none)."""
    for article in el.iterancestors("article"):
        return article
    return None


def main_of(el: etree._Element) -> etree._Element | None:
    """The nearest ``<main>`` above ``el`` (None: there is none)."""
    for main in el.iterancestors("main"):
        return main
    return None


def rows_of_main(top: etree._Element, repeats: list[etree._Element]) -> bool:
    """Whether repeats of ``top`` are rows of one composition in the page's ``<main>``.

    HTML gives the dominant content one ``<main>`` and each post of a page of posts an
    ``<article>``: repeats that share the ``<main>`` with no ``<article>`` around any of
    them are rows of a page builder (an interview cut into text blocks), when the
    strongest of them is not the first (a thread's replies follow the post they answer,
    and the first entry stays the page's own) and they carry no signature of their own
    (see :func:`signed_entries`). A thread in ``<main>`` with neither ``<article>`` tags
    nor a name or time beside its posts, whose opening post is shorter than a reply, is
    taken whole: markup that gives no sign of posts reads as one composition.
    """
    main = main_of(top)
    if main is None or article_of(top) is not None:
        return False
    return all(main_of(el) is main and article_of(el) is None for el in repeats)


#: Class or id words of a post's own signature: who wrote it, when, a reply's frame.
_SIGNATURE_WORDS: Final = frozenset(
    {"author", "authors", "byline", "user", "username", "poster", "reply", "replies"}
    | {"comment", "comments", "signature", "avatar"}
)
_WORD_SPLIT_RE: Final = re.compile(r"[^a-z0-9]+")


def signed_entries(ancestor: etree._Element, entries: list[etree._Element]) -> bool:
    """Whether the entries under ``ancestor`` carry a signature of their own (a ``<time>``,
    an author's or a reply's mark): posts of a thread, which a page builder's rows of one
    composition lack. Each entry is looked at from the child of ``ancestor`` holding it,
    as a post's name and time sit beside its text, not in it."""
    for entry in entries:
        frame = entry
        for parent in entry.iterancestors():
            if parent is ancestor:
                break
            frame = parent
        for node in frame.iter():
            if node.tag == "time":
                return True
            marker = marker_of(node.get("class"), node.get("id"))
            if marker and not _SIGNATURE_WORDS.isdisjoint(_WORD_SPLIT_RE.split(marker.lower())):
                return True
    return False


def headings(el: etree._Element) -> int:
    """How many headings ``el`` holds (an article's sections are headed, a thread's
    replies are not)."""
    return sum(1 for node in el.iter() if node.tag in HEADING_TAGS)


def path_signature(el: etree._Element) -> tuple[str, ...]:
    """Tag and class of an element and its ancestors: the same for repeated entries."""
    parts: list[str] = []
    node: etree._Element | None = el
    while node is not None:
        parts.append(f"{node.tag}.{node.get('class') or ''}")
        node = node.getparent()
    return tuple(parts)


def within(el: etree._Element, roots: Sequence[etree._Element]) -> bool:
    """Whether ``el`` is one of ``roots`` or inside one."""
    node: etree._Element | None = el
    while node is not None:
        if any(node is r for r in roots):
            return True
        node = node.getparent()
    return False


def nested_teasers(blocks: Sequence[Block], roots: Sequence[etree._Element]) -> set[etree._Element]:
    """``<article>`` elements nested in the article being extracted that are other stories.

    An article inside an article is a teaser in a "more stories" rail, unless it
    carries most of the text (some pages wrap the body itself in a second
    ``<article>``).
    """
    if not any(r.tag == "article" or has_ancestor(r, "article") for r in roots):
        return set()
    if not any(True for r in roots for _ in r.iterdescendants("article")):
        return set()  # no article inside the containers: nothing to look up per block
    prose: dict[etree._Element, int] = {}
    total = 0
    for block in blocks:
        if not block.is_prose:
            continue
        total += block.chars
        for nested in nested_articles(block.owner, roots):
            prose[nested] = prose.get(nested, 0) + block.chars
    return {el for el, chars in prose.items() if chars * 2 < total} | {
        el for b in blocks for el in nested_articles(b.owner, roots) if el not in prose
    }


def nested_articles(el: etree._Element, roots: Sequence[etree._Element]) -> list[etree._Element]:
    """The ``<article>`` elements from ``el`` up to the root of ``roots`` that holds it,
    nearest first (none when no root holds ``el``)."""
    found: list[etree._Element] = []
    node: etree._Element | None = el
    while node is not None and not any(node is r for r in roots):
        if node.tag == "article":
            found.append(node)
        node = node.getparent()
    return found if node is not None else []


def links_away(article: etree._Element) -> bool:
    """Whether a nested ``<article>`` links to its own page, as a teaser does: a link with
    ``rel="bookmark"`` (HTML: the permalink of its nearest article) or a linked heading.
    A link within this page (``#section-2``, a table of contents' target) goes nowhere."""
    for link in article.iter("a"):
        href = (link.get("href") or "").strip()
        if not href or href.startswith("#"):
            continue
        if "bookmark" in (link.get("rel") or "").lower().split():
            return True
        if any(True for _ in link.iterancestors(*HEADING_TAGS)):
            return True
    return False
