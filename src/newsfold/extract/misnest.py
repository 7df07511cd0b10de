"""Repair a tree whose furniture swallowed the page's ``<main>``.

libxml2's HTML parser does not build HTML5's tree. One difference loses whole articles:
an end tag does not close open elements of higher "priority" than its own. A template
that writes ``<button><div>...<div></button>`` (a ``<div>`` where ``</div>`` was meant)
leaves the ``</button>`` unmatched, so the button stays open and holds the rest of the
page, ``<main>`` and the article in it. A browser closes the button there; newsfold's
walk skips a button's subtree whole (it is furniture by tag), and found no body at all.

Such a tree is told by two things at once. HTML's content model allows only ``html``,
``body``, ``div``, ``form`` and custom elements above a ``<main>``, and ARIA puts no main
landmark inside a banner or navigation: a button, figure, header or nav above it is not
what the author wrote. And the element that lost its end tag holds *the rest of the page*:
it and each element above it are the last in their parents (scripts and the like after
them aside). Only then do the skipped or furniture ancestors become plain ``div``s
(tag, class, id and role dropped; ``hidden``, ``style`` and ``aria-hidden`` kept, so what is
really hidden stays hidden). A ``<main>`` that is itself hidden, or inside an element whose
content is not the page's (``template``, ``noscript``, ``svg``, ``dialog``...), is left
alone, and so is a ``<main>`` used as a span in a caption with text after it.

The ``<main>`` elements come from the page's one scan (:func:`newsfold.markup.scan_page`):
a pass of its own cost 145 us a page, 4 % of extraction. ``role="main"`` is not looked
for: finding it costs an attribute test on every element of every page.

libxml2's rule loses text without a ``<main>`` too: ``<figure><div><table>...</table></figure>``
(a wrapper ``div`` never closed) is a figure and its table to a browser, whose ``</figure>``
closes every element open inside it; libxml2 ignores that end tag (a ``div`` is open) and the
figure, which the walk skips, holds the rest of its container, the article's text. libxml2
reports each such end tag ("Opening and ending tag mismatch: figure and div", with its
line); for the elements the walk hides (:data:`_WRAPPING`), :func:`close_ignored` writes the
open element's end tag before it, and the page is parsed again (one more parse on about
2 % of the development pages).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from itertools import islice
from typing import Any, Final

from lxml import etree

from newsfold.extract.blocks import _BAD_ROLES, _hidden
from newsfold.extract.boilerplate import FURNITURE_TAGS, SKIP_TAGS

__all__ = ["close_ignored", "ignored_end_tags", "repair_swallowed_main"]

#: Elements whose content is not the page's own text where it stands: a ``<main>`` inside
#: one is what it holds (a template, a no-script copy, a drawing, a dialog), not a misnest.
_OWN_WORLD: Final = frozenset(
    {
        "template",
        "noscript",
        "svg",
        "math",
        "dialog",
        "iframe",
        "object",
        "video",
        "audio",
        "canvas",
        "select",
        "textarea",
        "head",
    }
)
#: The tags whose subtree the walk skips or calls furniture (roles: ``blocks._BAD_ROLES``).
_SWALLOWING: Final = (SKIP_TAGS | FURNITURE_TAGS) - _OWN_WORLD
#: What may follow the swallowing elements: libxml2 puts what comes after ``</body>`` there.
_TRAILING: Final = frozenset({"script", "style", "link", "meta", "noscript", "template"})
_STOP: Final = frozenset({"body", "html"})
#: A page has one <main> (HTML allows one visible); a hostile one with thousands, each
#: under a long chain, would otherwise cost mains x siblings.
_MAX_MAINS: Final = 16
#: The attributes a repaired element loses: those that made the walk skip it or call it
#: furniture by name.
_NAMING: Final = ("class", "id", "role")


def repair_swallowed_main(mains: Iterable[etree._Element]) -> int:
    """Turn the ancestors of each of ``mains`` that swallowed it into plain ``div``s.

    Returns how many elements were changed (0 on almost every page).
    """
    changed = 0
    for main in islice(mains, _MAX_MAINS):
        if _hidden(main, main.keys()):
            continue
        swallowing: list[etree._Element] = []  # innermost first
        chain: list[etree._Element] = []  # every ancestor below body
        for above in main.iterancestors():
            tag = above.tag
            if tag in _STOP:
                break
            if tag in _OWN_WORLD:
                swallowing = []
                break
            chain.append(above)
            role = above.get("role")
            if tag in _SWALLOWING or (role is not None and role.strip().lower() in _BAD_ROLES):
                swallowing.append(above)
        if not swallowing:
            continue
        # from the innermost swallowing element up to body
        if not all(_last_in_parent(el) for el in chain[chain.index(swallowing[0]) :]):
            continue  # the element ends before the page does: not a lost end tag
        for el in swallowing:
            el.tag = "div"
            for name in _NAMING:
                if name in el.attrib:
                    del el.attrib[name]
            changed += 1
    return changed


def _last_in_parent(el: etree._Element) -> bool:
    """Whether only scripts and the like follow ``el`` in its parent."""
    following = el.getnext()
    while following is not None:
        if isinstance(following.tag, str) and following.tag not in _TRAILING:
            return False
        following = following.getnext()
    return True


#: Elements the walk skips or calls furniture that may wrap a page's text: when libxml2
#: ignores one's end tag it goes on to swallow what follows (raw-text and head elements,
#: whose ends the tokenizer finds itself, are left out).
_WRAPPING: Final = frozenset(
    {"figure", "figcaption", "button", "picture", "label", "dialog", "marquee"}
    | {"nav", "aside", "footer", "header", "menu", "noscript"}
)
#: The elements whose end "priority" in libxml2 is above the wrapping ones' (those have its
#: default): an end tag of a wrapping element that meets one of them open is ignored.
_HIGHER: Final = frozenset({"div", "td", "th", "tr", "thead", "tbody", "tfoot", "table"})
#: libxml2's message for an end tag that does not match the open element (error type 76,
#: ``XML_ERR_TAG_NAME_MISMATCH``): the end tag's name, then the open element's.
_MISMATCH_RE: Final = re.compile(r"mismatch: ([A-Za-z]+) and ([A-Za-z]+)")
_TAG_MISMATCH: Final = 76


def ignored_end_tags(error_log: Iterable[Any]) -> list[tuple[int, str, str]]:
    """``(line, tag, open element)`` of each end tag of a wrapping element (:data:`_WRAPPING`)
    that libxml2 ignored because an element of higher priority (:data:`_HIGHER`) was open."""
    found: list[tuple[int, str, str]] = []
    for error in error_log:
        if error.type == _TAG_MISMATCH:
            match = _MISMATCH_RE.search(error.message)
            if match:
                tag, top = match.group(1).lower(), match.group(2).lower()
                if tag in _WRAPPING and top in _HIGHER:
                    found.append((error.line, tag, top))
    return found


def close_ignored(data: bytes, ignored: Iterable[tuple[int, str, str]]) -> bytes | None:
    """``data`` with the end tag of the open element written before each ignored end tag.

    HTML's tree builder closes every element still open inside ``<figure>`` when it meets
    ``</figure>``; libxml2 ignores that end tag while a ``div`` in it is open, and the figure
    then holds the rest of its container. Writing ``</div>`` before it closes the ``div`` as
    HTML does, and the figure's own end tag then closes the figure (one element a time: the
    caller parses again while end tags are ignored). libxml2 gives the line of the end tag
    (its column is not reliable): an end tag is found there when it is the line's only end
    tag of its name; a line with several (a page minified to one line) is left as it is.
    None when no end tag was found.
    """
    lines = data.split(b"\n")
    inserts: dict[int, list[tuple[int, str]]] = {}
    for line, tag, top in ignored:
        if not 0 < line <= len(lines):
            continue
        ends = [
            m.start() for m in re.finditer(rb"</" + tag.encode() + rb"\s*>", lines[line - 1], re.I)
        ]
        if len(ends) == 1:
            inserts.setdefault(line - 1, []).append((ends[0], top))
    if not inserts:
        return None
    for index, here in inserts.items():
        text = lines[index]
        for start, top in sorted(set(here), reverse=True):
            text = text[:start] + f"</{top}>".encode() + text[start:]
        lines[index] = text
    return b"\n".join(lines)
