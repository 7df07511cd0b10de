"""An article held in a container that an inline style hides until the page's script shows it.

The walk (:mod:`newsfold.extract.blocks`) skips an element whose inline style says
``display: none`` or ``visibility: hidden``: nearly always that is furniture (a menu, a
cookie banner, a modal, a lightbox). Some publishing platforms serve the article itself
that way and reveal it from a script once the page has loaded (WeChat's
``#js_content`` arrives ``visibility: hidden``; a "loading" wrapper shown when fonts are
in). Such a page gives an empty or thin body while its prose sits in the hidden element.

The rule here runs only where the body found is thin (the same bound as the JSON state's
fallback in :func:`newsfold.extract.extract_content`): the outermost elements hidden by
their inline style alone are candidates, except those that say they are not the article
in another way: a ``hidden`` or ``aria-hidden="true"`` attribute (on them or above),
a subtree the walk skips (``template``, ``noscript``, ``dialog``...), a furniture role
(``dialog``, ``navigation``...) or ``aria-modal``, or class and id words that mark
furniture (``cookie``, ``modal``, ``popup``, ``menu``...). The candidate whose own
blocks hold the most prose (its blocks' furniture dropped, as the body's would be) is
shown; the body is then read again over the whole page, so the container competes with
the visible text under the ordinary rules, and kept when it is longer. The tree is left
as it was: the style is put back whatever happens.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Final

from lxml import etree

from newsfold.extract.blocks import (
    _BAD_ROLES,
    _NEVER_MARKED,
    _hidden_style,
    cut_blocks,
    drop_furniture,
)
from newsfold.extract.boilerplate import (
    FURNITURE_TAGS,
    SKIP_TAGS,
    is_boilerplate_marker,
    marker_of,
)

__all__ = ["hidden_article", "shown"]

#: Elements with an inline style (the candidates are among them), an ElementPath.
_STYLED: Final = ".//*[@style]"


def hidden_article(root: etree._Element, at_least: int) -> etree._Element | None:
    """The element under ``root`` hidden by its inline style alone whose blocks hold the
    most prose, when that is more than ``at_least`` characters; else None.

    Asked only of thin bodies (a page's dozens of styled elements are read once).
    """
    best: etree._Element | None = None
    best_prose = at_least
    for el in root.iterfind(_STYLED):
        if not isinstance(el.tag, str) or not _hidden_style(el.get("style") or ""):
            continue
        if not _may_be_article(el, root):
            continue
        with shown(el):
            blocks = drop_furniture(cut_blocks(el))
        prose = sum(b.chars - b.link_chars for b in blocks if b.is_prose)
        if prose > best_prose:
            best, best_prose = el, prose
    return best


def _may_be_article(el: etree._Element, root: etree._Element) -> bool:
    """Whether ``el`` and the elements above it (up to ``root``) leave it a possible
    article: nothing but its inline style hides it, and nothing says it is furniture.

    An element inside another hidden one is no candidate: the outer one is (shown whole).
    """
    node: etree._Element | None = el
    while node is not None and node is not root:
        if node is not el and _hidden_style(node.get("style") or ""):
            return False
        if _says_not_article(node):
            return False
        node = node.getparent()
    return True


def _says_not_article(el: etree._Element) -> bool:
    """Hidden by an attribute, skipped or furniture by its tag, furniture by role, modal,
    or furniture by its class and id words."""
    tag = el.tag
    if not isinstance(tag, str) or tag in SKIP_TAGS or tag in FURNITURE_TAGS:
        return True
    if el.get("hidden") is not None or el.get("aria-hidden") == "true":
        return True
    if el.get("aria-modal") == "true" or (el.get("role") or "").lower() in _BAD_ROLES:
        return True
    if tag in _NEVER_MARKED:
        return False
    return is_boilerplate_marker(marker_of(el.get("class"), el.get("id")))


@contextmanager
def shown(el: etree._Element) -> Iterator[None]:
    """``el`` without its inline style for the ``with`` block, then as it was."""
    style = el.get("style")
    if style is None:
        yield
        return
    del el.attrib["style"]
    try:
        yield
    finally:
        el.set("style", style)
