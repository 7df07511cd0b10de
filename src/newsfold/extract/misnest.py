"""Repair a tree whose furniture swallowed the page's ``<main>``.

libxml2's HTML parser does not build HTML5's tree. One difference loses whole articles:
an end tag does not close open elements of higher "priority" than its own. A template
that writes ``<button><div>...<div></button>`` (a ``<div>`` where ``</div>`` was meant)
leaves the ``</button>`` unmatched, so the button stays open and holds the rest of the
page, ``<main>`` and the article in it. A browser closes the button there; newsfold's
walk skips a button's subtree whole (it is furniture by tag), and found no body at all.

HTML's content model makes such a tree easy to tell: ``<main>`` may have only ``html``,
``body``, ``div``, ``form`` and custom elements above it, and ARIA puts no main landmark
inside a banner or navigation. A button, figure, header or nav above a ``<main>``, or an
element with such a role, is therefore not what the author wrote. Those ancestors become
plain ``div``s without attributes, so that the walk reads what they hold as it would read
the page a browser shows. Ancestors the walk reads anyway (``section``, ``article``...)
are left alone, and so are hidden ones (hiding a ``<main>`` can be meant). The ``<main>``
elements come from the page's one scan (:func:`newsfold.markup.scan_page`): a pass of
its own over the tree cost 145 us a page, 4 % of extraction. ``role="main"`` is not
looked for: finding it costs an attribute test on every element of every page.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from lxml import etree

from newsfold.extract.blocks import _BAD_ROLES
from newsfold.extract.boilerplate import FURNITURE_TAGS, SKIP_TAGS

__all__ = ["repair_swallowed_main"]

#: The tags whose subtree the walk skips or calls furniture (roles: ``blocks._BAD_ROLES``).
_SWALLOWING: Final = SKIP_TAGS | FURNITURE_TAGS
_STOP: Final = frozenset({"body", "html", "head"})


def repair_swallowed_main(mains: Iterable[etree._Element]) -> int:
    """Turn the ancestors of each of ``mains`` that would hide it into plain ``div``s.

    Returns how many elements were changed (0 on almost every page).
    """
    changed = 0
    for main in mains:
        for above in main.iterancestors():
            tag = above.tag
            if tag in _STOP:
                break
            role = above.get("role")
            if tag in _SWALLOWING or (role is not None and role.lower() in _BAD_ROLES):
                above.tag = "div"
                above.attrib.clear()
                changed += 1
    return changed
