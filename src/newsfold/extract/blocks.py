"""Cut a parsed page into text blocks, in document order, without touching the tree.

A *block* is the text of one block-level element (``p``, ``div``, ``li``, ``td``...)
that is not inside one of its block-level children, split into lines at ``<br>``.
Inline markup (``a``, ``span``, ``b``...) flows into the enclosing block, and
text inside links is counted separately so the body scorer can see link density.

Furniture is skipped while walking (never removed: the date extractor reads the
same tree afterwards): whole subtrees of :data:`~newsfold.extract.boilerplate.SKIP_TAGS`,
hidden elements, navigation roles, and elements whose class/id words mark them
as boilerplate, unless such an element holds most of the page's text (a page
wrapper called ``has-sidebar`` is not a sidebar).

The walk is iterative, so a pathologically deep page cannot exhaust the stack.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from lxml import etree

from newsfold.extract.boilerplate import (
    BLOCK_TAGS,
    FURNITURE_TAGS,
    SKIP_TAGS,
    is_boilerplate_marker,
)

__all__ = ["Block", "cut_blocks", "drop_furniture", "furniture_marks", "text_units"]

_CJK_RE = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_WORD_RE = re.compile(r"\w+")
_PUNCT_RE = re.compile(r"[,，、;；。!?！？：]|\.(?:\s|$)")
_BAD_ROLES = frozenset(
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
_HIDDEN_STYLE_RE = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden", re.I)


def text_units(text: str) -> int:
    """Length in words, counting each CJK character as one word (punctuation is no word)."""
    cjk = len(_CJK_RE.findall(text))
    if cjk:
        return cjk + len(_WORD_RE.findall(_CJK_RE.sub(" ", text)))
    return len(text.split())


@dataclass(slots=True)
class Block:
    """The text of one block-level element, with the figures the scorer needs."""

    owner: etree._Element
    tag: str
    lines: list[str]
    index: int
    link_chars: int = 0
    chars: int = 0
    units: int = 0
    punct: int = 0
    cjk: bool = False
    marks: tuple[etree._Element, ...] = ()
    #: Enough text to be a sentence: 10+ CJK characters or 6+ words, at most half links.
    is_prose: bool = field(init=False)
    #: Prose that reads as sentences: punctuated, or long enough to be.
    is_sentence: bool = field(init=False)

    def __post_init__(self) -> None:
        self.is_prose = self.link_chars * 2 <= self.chars and self.units >= (10 if self.cjk else 6)
        self.is_sentence = self.is_prose and (self.punct > 0 or self.units >= 25)

    @property
    def text(self) -> str:
        """All lines joined by spaces."""
        return " ".join(self.lines)

    @property
    def link_density(self) -> float:
        """Share of the block's characters inside links."""
        return self.link_chars / self.chars if self.chars else 1.0


class _Builder:
    """Accumulates inline text for the block being built."""

    def __init__(self) -> None:
        self.blocks: list[Block] = []
        self.lines: list[list[str]] = [[]]
        self.link_chars = 0
        self.has_text = False

    def add(self, text: str | None, in_link: bool) -> None:
        if not text:
            return
        self.lines[-1].append(text)
        if not self.has_text and not text.isspace():
            self.has_text = True
        if in_link:
            self.link_chars += len(text.strip())

    def line_break(self) -> None:
        if self.lines[-1]:
            self.lines.append([])

    def flush(self, owner: etree._Element, marks: list[etree._Element]) -> None:
        if not self.has_text:
            if len(self.lines) > 1 or self.lines[0]:
                self.lines = [[]]
            self.link_chars = 0
            return
        self.has_text = False
        lines = [" ".join("".join(parts).split()) for parts in self.lines]
        lines = [line for line in lines if line]
        link_chars = self.link_chars
        self.lines = [[]]
        self.link_chars = 0
        if not lines:
            return
        text = " ".join(lines)
        chars = len(text) - text.count(" ")
        if text.isascii():
            units, cjk = len(text.split()), False
        else:
            cjk_chars = len(_CJK_RE.findall(text))
            units = text_units(text) if cjk_chars else len(text.split())
            cjk = cjk_chars * 3 >= chars
        self.blocks.append(
            Block(
                owner=owner,
                tag=str(owner.tag),
                lines=lines,
                index=len(self.blocks),
                link_chars=min(link_chars, chars),
                chars=chars,
                units=units,
                punct=len(_PUNCT_RE.findall(text)),
                cjk=cjk,
                marks=tuple(marks),
            )
        )


_BLOCK = 1
_MARK = 2
_LINK = 4
_SKIP = 8


def _skip(el: etree._Element, keys: list[str]) -> bool:
    """Hidden or non-content by role (``keys`` are the element's attribute names)."""
    if "hidden" in keys or ("aria-hidden" in keys and el.get("aria-hidden") == "true"):
        return True
    if "style" in keys:
        style = el.get("style")
        if style and _HIDDEN_STYLE_RE.search(style):
            return True
    if "role" in keys:
        role = el.get("role")
        return bool(role and role.lower() in _BAD_ROLES)
    return False


def _marked(el: etree._Element, tag: str, keys: list[str]) -> bool:
    if tag in FURNITURE_TAGS:
        return True
    if tag in ("body", "html", "article", "main"):
        return False
    return ("class" in keys and _verdict(el.get("class"))) or (
        "id" in keys and _verdict(el.get("id"))
    )


def _verdict(name: str | None) -> bool:
    if not name:
        return False
    verdict = _MARKER_CACHE.get(name)
    if verdict is None:
        if len(_MARKER_CACHE) > 20_000:
            _MARKER_CACHE.clear()
        verdict = _MARKER_CACHE[name] = is_boilerplate_marker(name)
    return verdict


#: Verdicts by class or id string: pages of one site repeat the same names thousands of times.
_MARKER_CACHE: dict[str, bool] = {}


def cut_blocks(root: etree._Element) -> list[Block]:
    """The blocks of ``root`` in document order (see module docstring).

    Blocks inside furniture-marked elements are kept here, each carrying those
    elements in ``marks``; :func:`drop_furniture` decides which marks count.
    The walk is lxml's ``iterwalk`` (iterative, C speed), skipping whole subtrees.
    """
    builder = _Builder()
    owners: list[etree._Element] = [root]
    marks: list[etree._Element] = []
    kinds: list[int] = []
    link_depth = 0
    walker = etree.iterwalk(root, events=("start", "end"))
    for event, el in walker:
        tag = el.tag
        if event == "start":
            if el is root:
                kinds.append(0)
                builder.add(el.text, False)
                continue
            if tag.__class__ is not str:
                walker.skip_subtree()  # comments, processing instructions
                kinds.append(_SKIP)
                continue
            keys = el.keys()
            if tag in SKIP_TAGS or (keys and _skip(el, keys)):
                walker.skip_subtree()
                kinds.append(_SKIP)
                if tag in BLOCK_TAGS:
                    builder.line_break()
                continue
            if tag == "br":
                builder.line_break()
                kinds.append(0)
                continue
            kind = _BLOCK if tag in BLOCK_TAGS else 0
            if _marked(el, tag, keys):
                kind |= _MARK
            if kind:
                builder.flush(owners[-1], marks)
                if kind & _BLOCK:
                    owners.append(el)
                if kind & _MARK:
                    marks.append(el)
            elif tag == "a":
                kind = _LINK
                link_depth += 1
            kinds.append(kind)
            builder.add(el.text, link_depth > 0)
        else:
            kind = kinds.pop()
            if el is root:
                continue
            if kind & (_BLOCK | _MARK):
                builder.flush(owners[-1], marks)
                if kind & _BLOCK:
                    owners.pop()
                if kind & _MARK:
                    marks.pop()
            elif kind & _LINK:
                link_depth -= 1
            builder.add(el.tail, link_depth > 0)
    builder.flush(owners[-1], marks)
    return builder.blocks


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
