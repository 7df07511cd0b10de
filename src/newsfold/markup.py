"""The elements several readers of a parsed page look for, found in one pass over the tree.

Metadata reading (``<meta>``, JSON-LD ``<script>``, ``<link>``, ``<h1>``, ``<title>``,
``itemprop``) and date finding (``<meta>``, inline scripts, ``itemprop`` dates) each
walked the whole tree for every kind they read: eight passes in C per page, each
about as costly as the tree walk that cuts the body into blocks. One multi-tag
``iter`` and one XPath now serve both (and the tree's repair, which needs the
``<main>`` elements, :mod:`newsfold.extract.misnest`); every reader still sees its elements in
document order, as its own pass found them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final, cast

from lxml import etree

__all__ = ["PageScan", "scan_page"]

_TAGS: Final = ("meta", "script", "link", "h1", "title", "body", "main")
#: The parents of the ``itemprop`` attributes: the elements that have one (an element has
#: it once at most), in document order, as ``/descendant::*[@itemprop]`` finds them. That
#: predicate has libxml2 make and free a node set per element tested (about 1,100
#: instructions an element); the attribute step only looks at each element's attributes,
#: a fifth of the cost. ``/descendant::`` rather than ``//``: no intermediate node set of
#: every node.
_ITEMPROP: Final = etree.XPath("/descendant::*/@itemprop/..")


@dataclass(slots=True)
class PageScan:
    """A page's elements by kind, each list in document order."""

    metas: list[etree._Element] = field(default_factory=list)
    scripts: list[etree._Element] = field(default_factory=list)
    links: list[etree._Element] = field(default_factory=list)
    h1s: list[etree._Element] = field(default_factory=list)
    #: The first ``<title>`` anywhere (an SVG's own title included, as before).
    title: etree._Element | None = None
    #: The first ``<body>``.
    body: etree._Element | None = None
    #: Every ``<main>`` (see :mod:`newsfold.extract.misnest`).
    mains: list[etree._Element] = field(default_factory=list)
    #: Every element with an ``itemprop`` attribute.
    itemprops: list[etree._Element] = field(default_factory=list)
    #: What :meth:`meta_attributes` read, once read.
    _meta_attributes: list[dict[str, str]] | None = field(default=None, repr=False, compare=False)

    def meta_attributes(self) -> list[dict[str, str]]:
        """Each of :attr:`metas`' attributes, name to value, read from lxml once for both
        readers: one call a ``<meta>``, where metadata and dates each asked lxml for up
        to five attributes by name (an attribute name is unique in an element, so a
        name's value here is what ``get`` gives)."""
        found = self._meta_attributes
        if found is None:
            # lxml's items() gives (name, value) strings for an HTML tree (typed for bytes too).
            found = self._meta_attributes = [
                dict(cast("list[tuple[str, str]]", el.items())) for el in self.metas
            ]
        return found


def scan_page(tree: etree._Element) -> PageScan:
    """The elements of :class:`PageScan` under ``tree`` (itself included)."""
    scan = PageScan()
    by_tag = {
        "meta": scan.metas.append,
        "script": scan.scripts.append,
        "link": scan.links.append,
        "h1": scan.h1s.append,
        "main": scan.mains.append,
    }
    for element in tree.iter(*_TAGS):
        tag = element.tag
        if tag == "title":
            if scan.title is None:
                scan.title = element
        elif tag == "body":
            if scan.body is None:
                scan.body = element
        else:
            by_tag[tag](element)
    found = _ITEMPROP(tree)
    if isinstance(found, list):
        scan.itemprops = [el for el in found if isinstance(el, etree._Element)]
    return scan
