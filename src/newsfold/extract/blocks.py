"""Cut a parsed page into text blocks, in document order, without touching the tree.

A *block* is the text of one block-level element (``p``, ``div``, ``li``, ``td``...)
that is not inside one of its block-level children, split into lines at ``<br>``.
Inline markup (``a``, ``span``, ``b``...) flows into the enclosing block, and
text inside links is counted separately so the body scorer can see link density.

Furniture is skipped while walking (never removed: the date extractor reads the
same tree afterwards): whole subtrees of :data:`~newsfold.extract.boilerplate.SKIP_TAGS`,
hidden elements, navigation roles (a ``tablist`` only without tab panels inside:
Bootstrap's accordion puts the text there), and elements whose class/id words mark them
as boilerplate, unless such an element holds most of the page's text (a page
wrapper called ``has-sidebar`` is not a sidebar). A ``<header>`` inside an ``<article>``
or ``<main>`` is the article's own header, whose lead is text: a block like a ``div``,
furniture only by its class words. A header with neither above it stays furniture.

The walk is iterative, so a pathologically deep page cannot exhaust the stack. A
block is closed, its figures counted, in :mod:`newsfold.extract.textblock`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import chain
from typing import Final, Literal, cast

from lxml import etree

from newsfold.dates.page import (
    ANY,
    MAX_TEXT,
    MODIFIED,
    NOISE,
    NOISE_FOOTER,
    NOISE_SIDE,
    NOISE_TAGS,
    PLAIN_TAGS,
    PUBLISHED,
    SCRIPT_YEAR_RE,
    TEXT_BREAK_TAGS,
    TEXT_SKIP_TAGS,
    TITLE_TAGS,
    TextWalk,
    classify_hint,
    data_dates,
    noise_kind,
    note_noise,
    text_root,
)
from newsfold.extract.boilerplate import (
    BLOCK_TAGS,
    FURNITURE_TAGS,
    SKIP_TAGS,
    is_boilerplate_marker,
)
from newsfold.extract.textblock import Block, emit_block, text_units

__all__ = [
    "Block",
    "cut_blocks",
    "drop_furniture",
    "furniture_marks",
    "text_units",
    "walk_page",
    "walk_text",
    "walk_tree",
]

_BAD_ROLES: Final = frozenset(
    {
        "navigation",
        "banner",
        "contentinfo",
        "complementary",
        "menu",
        "menubar",
        "search",
        "dialog",
        "alertdialog",
        "toolbar",
        "tablist",
        "form",
    }
)
_HIDDEN_STYLE_RE: Final = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden", re.I)
#: The same pattern without ``re.I``, for a style in ASCII once lower-cased (see
#: :func:`_hidden_style`).
_HIDDEN_LOWER_RE: Final = re.compile(_HIDDEN_STYLE_RE.pattern)
#: A class or id that names the comments (``comments``, ``comment-list``, ``commentlist``,
#: ``comments-area``, ``#comments``), as a word at a name's start: "commentary-byline" (an
#: opinion section's) and "date-comments" (a byline's "3 Comments" count) do not.
_COMMENTS_RE: Final = re.compile(r"(?i:(?<!\S)comments?(?![^\W\d_])|(?<!\S)commentlist)")
#: A class or id that names a list of readers' or customers' reviews (``reviews``,
#: ``woocommerce-Reviews``, ``customer-reviews``, ``user-review``, ``testimonials``): each
#: review's date is its writer's, as a comment's is, never the page's. Not ``review``
#: alone (an editorial review's own box) nor ``preview``.
_REVIEWS_RE: Final = re.compile(
    r"(?i:(?<![^\s_-])reviews(?![^\W\d_])"
    r"|(?<![^\s_-])(?:customer|user|product|guest|buyer)[-_]?reviews?(?![^\W\d_])"
    r"|(?<!\S)testimonials?(?![^\W\d_]))"
)
#: A microformats ``value-title``'s parent that names the post's own date (hAtom
#: ``published``/``updated``, ``dt-published``, hCalendar's ``dtstamp``, a theme's
#: ``entry-date``), not an event's ``dtstart``/``dtend``, a review's or a birthday.
_POST_DATE_CLASS_RE: Final = re.compile(
    r"(?i:(?<![^\W\d_])(?:published|updated|dtstamp|posted|modified|date)(?![^\W\d_])"
    r"(?![-_](?:start|end)))"
)


# What the walk does with an element, for the blocks (bits) ...
_BLOCK: Final = 1
_MARK: Final = 2
_LINK: Final = 4
_SKIP: Final = 8
_DEAD: Final = 16  # inside a subtree the blocks skip
# ... and for the dates' text (kinds):
_T_DEAD: Final = "dead"  # inside a subtree the text skips
_T_SKIP: Final = "skip"

# What a tag means to either reader, as bits (``_BLOCK``: block-level, ``_MARK``: furniture
# by its tag, then the ones below); a tag absent from :data:`_TAG_INFO` is plain inline text.
# ``_I_TBREAK`` is the bit above the block kinds: an element's end needs only it of its tag's
# bits, so it goes on the stack in the block kind's number (under 64: a cached small int,
# where the whole of them was a new int object on every element).
_I_TBREAK: Final = 1 << 5  # ends a line of the dates' text
_I_SKIP: Final = 1 << 6  # a subtree the blocks skip
_I_BR: Final = 1 << 7
_I_LINK: Final = 1 << 8
_I_NEVER: Final = 1 << 9  # never furniture by class or id
_I_TSKIP: Final = 1 << 10  # a subtree the dates' text skips
_I_PLAIN: Final = 1 << 11  # its class says nothing about dates
_I_TITLE: Final = 1 << 12  # a title class marks the headline
_I_NOISE: Final = 1 << 13  # its dates are noise
_I_TSPECIAL: Final = 1 << 14  # <time>, <h1> or a noise tag


def _tag_info() -> dict[str, int]:
    sets = (
        (BLOCK_TAGS, _BLOCK),
        (FURNITURE_TAGS, _MARK),
        (SKIP_TAGS, _I_SKIP),
        ({"br"}, _I_BR),
        ({"a"}, _I_LINK),
        (_NEVER_MARKED, _I_NEVER),
        (TEXT_SKIP_TAGS, _I_TSKIP),
        (TEXT_BREAK_TAGS, _I_TBREAK),
        (PLAIN_TAGS, _I_PLAIN),
        (TITLE_TAGS, _I_TITLE),
        (NOISE_TAGS, _I_NOISE | _I_TSPECIAL),
        ({"time", "h1"}, _I_TSPECIAL),
    )
    info: dict[str, int] = {}
    for tags, bit in sets:
        for tag in tags:
            info[tag] = info.get(tag, 0) | bit
    return info


#: Elements whose class and id never mark them as furniture.
_NEVER_MARKED: Final = frozenset({"body", "html", "article", "main"})
_TAG_INFO: Final = _tag_info()
#: The bottom of the walk's stack: the parent of no element of a page (see :func:`walk_page`).
_GUARD: Final = etree.Element("guard")
#: The attributes :func:`_skip` reads: an element with none of them is not skipped by them.
_SKIP_KEYS: Final = frozenset({"hidden", "aria-hidden", "style", "role"})


def _attributes(el: etree._Element, keys: list[str]) -> tuple[str | None, str | None, bool]:
    """The class and id of ``el`` and whether it has one of :data:`_SKIP_KEYS` (``keys``:
    its attribute names), from one pass over the names.

    Each name is compared with literals (compiled: a length check, then the bytes), where
    ``"class" in keys``, ``"id" in keys`` and ``_SKIP_KEYS.isdisjoint(keys)`` went over the
    list three times, the last hashing every name (a fresh string from lxml each time).
    """
    klass = ident = None
    hides = False
    for key in keys:
        if key == "class":
            klass = el.get(b"class")
        elif key == "id":
            ident = el.get(b"id")
        elif key == "style" or key == "role" or key == "hidden" or key == "aria-hidden":
            hides = True
    return klass, ident, hides


def _skip(el: etree._Element, keys: Sequence[str | bytes]) -> bool:
    """Hidden or non-content by role (``keys`` are the element's attribute names)."""
    if _hidden(el, keys):
        return True
    if "role" in keys:
        role = el.get(b"role")
        if not role:
            return False
        role = role.lower()
        if role == "tablist":
            # A tab bar is furniture, but the accordion of Bootstrap 3 and its copies puts
            # the panels (``role="tabpanel"``), the page's text, inside its tablist.
            return el.find(_TABPANEL) is None
        return role in _BAD_ROLES
    return False


def _heads_a_section(header: etree._Element) -> bool:
    """Whether ``header`` heads an ``<article>`` or the ``<main>`` content (HTML: a header
    belongs to its nearest sectioning ancestor, and one inside an article or the main
    content is no banner). Asked only of the few headers: the walk's cost is unchanged."""
    for _ in header.iterancestors(_SECTIONS):
        return True
    return False


_SECTIONS: Final = ("article", "main")

#: A descendant tab panel (an ElementPath, run only on the rare tablists).
_TABPANEL: Final = ".//*[@role='tabpanel']"


def _hidden(el: etree._Element, keys: Sequence[str | bytes]) -> bool:
    """Hidden by ``hidden``, ``aria-hidden="true"`` or an inline style (``keys`` are the
    element's attribute names; the tree's repair asks this of a ``<main>`` too)."""
    if "hidden" in keys or ("aria-hidden" in keys and el.get(b"aria-hidden") == "true"):
        return True
    if "style" in keys:
        style = el.get(b"style")
        if style and _hidden_style(style):
            return True
    return False


def _hidden_style(style: str) -> bool:
    """Whether an inline style hides its element (:data:`_HIDDEN_STYLE_RE` finds it).

    A style in ASCII (almost all are) is lower-cased and searched case-sensitively, and
    only when it holds ``none`` or ``hidden`` at all: a case-blind pattern is tried at
    every position of the string, a plain one jumps to the next ``d`` or ``v``. (On
    ASCII text the case-blind pattern matches ASCII letters of either case and nothing
    else; outside ASCII it also folds ``ı`` and ``İ`` to ``i``, so those keep it.)
    """
    if not style.isascii():
        return _HIDDEN_STYLE_RE.search(style) is not None
    low = style.lower()
    return ("none" in low or "hidden" in low) and _HIDDEN_LOWER_RE.search(low) is not None


def _marked_by(name: str) -> bool:
    """Whether a class or id string marks furniture (the blocks' verdict), cached."""
    if len(_MARKED) > _CACHE_SIZE:
        _MARKED.clear()
    verdict = _MARKED[name] = is_boilerplate_marker(name)
    return verdict


def _hint_of(name: str) -> tuple[str, bool, str]:
    """What a class or id string says about dates (see ``classify_hint``), cached."""
    if len(_HINTS) > _CACHE_SIZE:
        _HINTS.clear()
    hint = _HINTS[name] = classify_hint(name)
    return hint


#: Verdicts by class or id string: pages of one site repeat the same names thousands of
#: times. Each reader's verdict is worked out only when it asks (an id is read for the
#: blocks only when the class says nothing, for the dates only without a class).
_MARKED: Final[dict[str, bool]] = {}
_HINTS: Final[dict[str, tuple[str, bool, str]]] = {}
_CACHE_SIZE: Final = 40_000


def cut_blocks(root: etree._Element) -> list[Block]:
    """The blocks of ``root`` in document order (see module docstring).

    Blocks inside furniture-marked elements are kept here, each carrying those
    elements in ``marks``; :func:`drop_furniture` decides which marks count.
    """
    return walk_page(root, text=False)[0]


def walk_text(root: etree._Element) -> TextWalk:
    """The dates' reading of ``root`` alone (see :func:`walk_page`)."""
    return walk_page(root, blocks=False)[1]


def walk_tree(
    tree: etree._Element, body: etree._Element | Literal[False] | None = False
) -> tuple[list[Block], TextWalk]:
    """Blocks of the page's ``<body>`` and the dates' reading of it, in one walk.

    Each reader names the body its own way (the first ``<body>`` anywhere; the
    root's ``<body>`` child): the same element on every page lxml's HTML parser
    builds, else each is walked on its own. ``body`` is the first ``<body>`` below
    ``tree`` (None: there is none) when the caller knows it already
    (:func:`newsfold.markup.scan_page`).
    """
    found = tree.find(".//body") if body is False else body
    block_root = found if found is not None and found is not tree else tree
    # The first <body> below the page's root element is the root's <body> child when
    # that is its parent (any earlier child <body> would come first).
    at_top = block_root is not tree and tree.getparent() is None
    date_root = block_root if at_top and block_root.getparent() is tree else text_root(tree)
    if block_root is date_root:
        return walk_page(block_root)
    return cut_blocks(block_root), walk_text(date_root)


def walk_page(
    root: etree._Element, *, blocks: bool = True, text: bool = True
) -> tuple[list[Block], TextWalk]:
    """One walk of ``root`` for the body extractor and the date finder.

    Blocks (see module docstring): furniture subtrees, hidden and navigation
    elements are skipped, inline text flows into the enclosing block-level element,
    link text is counted. The dates' text (:class:`~newsfold.dates.page.TextWalk`):
    the visible text with a break between blocks, ``<time>`` values, and the offsets
    of date-like, noise, ``<h1>`` and title-classed elements; scripts and the like are
    skipped, but not the figures, captions and hidden bylines the blocks leave out.
    Each reader has its own skipped subtrees; a subtree both skip is not descended.

    The loop is written out flat (per element only the attribute reading,
    :func:`_attributes`, is a call; the rest at block boundaries), since
    every page goes through it (about 600 elements a page): what a tag means to either
    reader is one lookup in :data:`_TAG_INFO`, each element's text, tail and attributes
    are read from lxml once, and what its end needs is kept on the stack. The elements
    come from ``iter()`` (a third of ``iterwalk``'s cost in lxml); an element's end is
    handled when the next element is not inside it (its parent is not the open one),
    which is where ``iterwalk`` reports it. Inside a subtree both readers skip, an
    element costs only that check. Lists' methods and this module's functions are
    called by name, not through local aliases: compiled, a named call is a direct C
    call, where an alias goes through Python's calling convention.
    """
    out: list[Block] = []
    pieces: list[list[str]] = [[]]  # the open block's inline text, line by line
    line = pieces[0]
    has_text = False
    link_chars = 0
    link_depth = 0
    owners: list[etree._Element] = [root]
    owner_tags: list[str] = [str(root.tag)]
    marks: list[etree._Element] = []
    block_dead = not blocks
    walk = TextWalk()
    parts = walk.parts
    length = 0
    text_dead = not text
    text_stopped = False
    # Per open element: the element, block kind (with its tag's ``_I_TBREAK``), text kind,
    # text start, date role; at the bottom a guard that no element's parent is.
    stack: list[tuple[etree._Element, int, str, int, str]] = [(_GUARD, 0, _T_DEAD, 0, ANY)]
    # Per open box beside the article (innermost last), its links with an href so far: a
    # list of other posts has a link to each (:func:`~newsfold.dates.page.note_noise`).
    side_links: list[int] = []
    marked, hints = _MARKED, _HINTS
    tag_info = _TAG_INFO
    done = False
    for el in chain(root.iter(), (None,)):
        if el is not root:
            # The ends of the elements before this one that it is not inside.
            parent = _GUARD if el is None else el.getparent()
            while stack[-1][0] is not parent:
                top, bkind, tkind, tstart, trole = stack.pop()
                if top is root:
                    tail = None
                elif bkind & _DEAD:
                    if tkind is _T_DEAD or text_stopped:
                        continue
                    tail = top.tail
                else:
                    if bkind:
                        if bkind & (_BLOCK | _MARK):
                            if has_text:
                                emit_block(
                                    out, pieces, link_chars, owners[-1], owner_tags[-1], marks
                                )
                                has_text = False
                            if line or len(pieces) > 1:
                                line = []
                                pieces = [line]
                            link_chars = 0
                            if bkind & _BLOCK:
                                owners.pop()
                                owner_tags.pop()
                            if bkind & _MARK:
                                marks.pop()
                        elif bkind & _LINK:
                            link_depth -= 1
                        elif bkind & _SKIP:
                            block_dead = False
                    tail = top.tail
                    if tail:
                        line.append(tail)
                        if not has_text and not tail.isspace():
                            has_text = True
                        if link_depth:
                            link_chars += len(tail.strip())
                if tkind is not _T_DEAD and not text_stopped:
                    if tkind:
                        if tkind is _T_SKIP:
                            text_dead = False
                        elif tkind in (NOISE, NOISE_FOOTER):
                            note_noise(walk, tstart, length, tkind)
                        elif tkind == NOISE_SIDE:
                            note_noise(walk, tstart, length, tkind, side_links.pop())
                        elif tkind == "comments":
                            walk.noise_regions.append((tstart, length))
                            walk.comment_regions.append((tstart, length))
                        elif tkind == "date":
                            if length - tstart < 400:
                                walk.date_regions.append((tstart, length, trole))
                        elif tkind == "h1":
                            walk.h1s.append((tstart, length))
                        elif tkind == "title":
                            walk.titles.append((tstart, length))
                        else:
                            walk.other_titles.append((tstart, length))
                    parts.append("\n" if bkind & _I_TBREAK else " ")
                    length += 1
                    if tail:
                        parts.append(tail)
                        length += len(tail)
                    if length > MAX_TEXT:
                        # Enough text for dates: the rest of the page is the blocks' alone.
                        text_stopped = text_dead = True
                        if block_dead and not blocks:
                            done = True
                            break
            if el is None or done:
                break
            if block_dead and text_dead:
                if side_links and el.tag == "a" and el.get(b"href"):
                    _count_link(side_links)
                stack.append((el, _DEAD, _T_DEAD, 0, ANY))  # inside a subtree both readers skip
                continue
        tag: object = el.tag
        if not isinstance(tag, str):
            # A processing instruction: both readers skip it.
            if block_dead:
                bkind = _DEAD
            else:
                bkind = _SKIP
                block_dead = True
            if text_dead:
                stack.append((el, bkind, _T_DEAD, 0, ANY))
            else:
                stack.append((el, bkind, _T_SKIP, length, ANY))
                text_dead = True
            continue
        info = tag_info.get(tag, 0)
        content = el.text
        keys = cast("list[str]", el.keys())
        klass, ident, hides = _attributes(el, keys)
        if side_links and info & _I_LINK and "href" in keys and el.get(b"href"):
            _count_link(side_links)
        # -- blocks
        if block_dead:
            bkind = _DEAD
        elif el is root:
            bkind = 0
            if content:
                line.append(content)
                if not has_text and not content.isspace():
                    has_text = True
        elif info & _I_SKIP or (hides and _skip(el, keys)):
            bkind = _SKIP
            block_dead = True
            if info & _BLOCK and line:
                line = []
                pieces.append(line)
        elif info & _I_BR:
            bkind = 0
            if line:
                line = []
                pieces.append(line)
        else:
            bkind = info & (_BLOCK | _MARK)  # block-level, furniture by tag
            if bkind & _MARK and tag == "header" and _heads_a_section(el):
                # An article's own header: a block of its own (its lead is text), furniture
                # only by its class words ("comment-header"), as a div would be.
                bkind = _BLOCK
            if (klass or ident) and not bkind & _MARK and not info & _I_NEVER:
                mark = None
                if klass:
                    mark = marked.get(klass)
                    if mark is None:
                        mark = _marked_by(klass)
                if not mark and ident:
                    mark = marked.get(ident)
                    if mark is None:
                        mark = _marked_by(ident)
                if mark:
                    bkind |= _MARK
            if bkind:
                if has_text:
                    emit_block(out, pieces, link_chars, owners[-1], owner_tags[-1], marks)
                    has_text = False
                if line or len(pieces) > 1:
                    line = []
                    pieces = [line]
                link_chars = 0
                if bkind & _BLOCK:
                    owners.append(el)
                    owner_tags.append(tag)
                if bkind & _MARK:
                    marks.append(el)
            elif info & _I_LINK:
                bkind = _LINK
                link_depth += 1
            if content:
                line.append(content)
                if not has_text and not content.isspace():
                    has_text = True
                if link_depth:
                    link_chars += len(content.strip())
        # -- the dates' text
        if text_dead:
            stack.append((el, bkind | info & _I_TBREAK, _T_DEAD, 0, ANY))
        elif info & _I_TSKIP:
            stack.append((el, bkind | info & _I_TBREAK, _T_SKIP, length, ANY))
            text_dead = True
            # Older CMSs print the dateline with a tiny inline script
            # (``showDate("2020/04/17 01:43")``, ``document.write(...)``).
            if (
                tag == "script"
                and content
                and len(content) < 300
                and SCRIPT_YEAR_RE.search(content)
            ):
                parts.append(" ")
                parts.append(content)
                length += len(content) + 1
        else:
            tkind = ""
            trole = ANY
            hint = klass or ident
            if hint and not info & _I_PLAIN:
                said = hints.get(hint)
                if said is None:
                    said = _hint_of(hint)
                tkind, modified, title = said
                if modified:
                    trole = MODIFIED
                if tkind == "noise" and "omment" in hint and _COMMENTS_RE.search(hint):
                    # a noise region that is the comments (``comments-area``, ``#comments``)
                    tkind = "comments"
                elif (
                    not tkind
                    and ("eview" in hint or "estimonial" in hint)
                    and _REVIEWS_RE.search(hint)
                ):
                    # readers' reviews under a product or a place: dated as comments
                    tkind = "comments"
                if tkind == "date" and tag == "abbr" and el.get("title"):
                    walk.attributes.append(("abbr:title", el.get("title") or "", ANY, length))
                if len(keys) > 1:  # a date-classed element's data-* dates; else a publication's
                    data_dates(el, keys, trole, length, walk.attributes, tkind == "date")
                if title and not tkind and info & _I_TITLE:
                    if tag == "span" and "value-title" in hint:
                        # The microformats value-class pattern: an empty
                        # <span class="value-title" title="2026-12-02T08:00+01:00"> gives its
                        # parent (``dtstamp``, ``published``) the machine value (its class
                        # reads as a title's, so it is looked for only here). Only a
                        # publication's parent: an event's ``dtstart``, a review's
                        # ``dtreviewed``, a card's ``bday`` are other dates.
                        value = el.get("title")
                        parent = el.getparent()
                        if (
                            value
                            and parent is not None
                            and _POST_DATE_CLASS_RE.search(parent.get("class") or "")
                        ):
                            walk.attributes.append(("value-title", value, trole, length))
                    # "post-title" beats a sidebar's "box-title": the article's own box.
                    tkind = title
            if info & _I_TSPECIAL:
                if tag == "time":
                    value = el.get("datetime")
                    if value:
                        time_role = trole
                        if el.get("pubdate") is not None or "publi" in (hint or "").lower():
                            time_role = PUBLISHED
                        walk.attributes.append(("time:datetime", value, time_role, length))
                    if tkind != "noise" and tkind != "comments":
                        tkind = "date"
                elif info & _I_NOISE:
                    tkind = "noise"
                elif not tkind:
                    tkind = "h1"
            if tkind == NOISE:
                # which noise (a footer, a box beside the article), from what is read here
                tkind = noise_kind(tag, klass)
                if tkind == NOISE_SIDE:
                    side_links.append(0)
            stack.append((el, bkind | info & _I_TBREAK, tkind, length, trole))
            if info & _I_TBREAK:
                parts.append("\n")
                length += 1
            if content:
                parts.append(content)
                length += len(content)
    if has_text:
        emit_block(out, pieces, link_chars, owners[-1], owner_tags[-1], marks)
    return out, walk


def _count_link(side_links: list[int]) -> None:
    """A link with an href, inside every open box beside the article (nested ones too)."""
    for index in range(len(side_links)):
        side_links[index] += 1


def drop_furniture(blocks: list[Block]) -> list[Block]:
    """Blocks left once furniture-marked elements are taken out.

    A marked element (``class="share-bar"``) is furniture unless it holds at least
    half of the page's prose: then it is a page wrapper with an unlucky name
    (``container penci_sidebar``) and its blocks stay.
    """
    furniture = furniture_marks(blocks)
    return [b for b in blocks if not b.marks or furniture.isdisjoint(b.marks)]


def furniture_marks(blocks: list[Block]) -> set[etree._Element]:
    """The marked elements that hold less than half of the page's prose: furniture."""
    prose: dict[etree._Element, int] = {}
    total = 0
    for block in blocks:
        if block.is_prose:
            total += block.chars
            for mark in block.marks:
                prose[mark] = prose.get(mark, 0) + block.chars
    return {mark for mark in _all_marks(blocks) if prose.get(mark, 0) * 2 < total}


def _all_marks(blocks: list[Block]) -> set[etree._Element]:
    return {mark for block in blocks for mark in block.marks}
