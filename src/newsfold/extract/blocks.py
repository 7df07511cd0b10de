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

import functools
import re
from dataclasses import dataclass

from lxml import etree

from newsfold.extract.boilerplate import (
    BLOCK_TAGS,
    FURNITURE_TAGS,
    SKIP_TAGS,
    is_boilerplate_marker,
    marker_of,
)

__all__ = ["Block", "cut_blocks", "drop_furniture", "is_cjk_text", "text_units"]

_CJK_RE = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_WS_RE = re.compile(r"\s+")
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


def is_cjk_text(text: str) -> bool:
    """True when a third or more of the non-space characters are CJK."""
    compact = _WS_RE.sub("", text)
    return bool(compact) and len(_CJK_RE.findall(compact)) * 3 >= len(compact)


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

    @property
    def is_prose(self) -> bool:
        """Enough text to be a sentence: 10+ CJK characters or 6+ words, few links."""
        if self.link_density > 0.5:
            return False
        return self.units >= (10 if self.cjk else 6)

    @property
    def is_sentence(self) -> bool:
        """Prose that reads as sentences: punctuated, or long enough to be."""
        return self.is_prose and (self.punct > 0 or self.units >= 25)

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
        lines = [_WS_RE.sub(" ", "".join(parts)).strip() for parts in self.lines]
        lines = [line for line in lines if line]
        link_chars = self.link_chars
        self.lines = [[]]
        self.link_chars = 0
        if not lines:
            return
        text = " ".join(lines)
        chars = len(text.replace(" ", ""))
        self.blocks.append(
            Block(
                owner=owner,
                tag=str(owner.tag),
                lines=lines,
                index=len(self.blocks),
                link_chars=min(link_chars, chars),
                chars=chars,
                units=text_units(text),
                punct=len(_PUNCT_RE.findall(text)),
                cjk=is_cjk_text(text),
                marks=tuple(marks),
            )
        )


def _hidden(el: etree._Element) -> bool:
    if el.get("hidden") is not None or el.get("aria-hidden") == "true":
        return True
    style = el.get("style")
    return bool(style and _HIDDEN_STYLE_RE.search(style))


def _skip(el: etree._Element) -> bool:
    tag = el.tag
    if not isinstance(tag, str):
        return True  # comments, processing instructions
    if tag in SKIP_TAGS or _hidden(el):
        return True
    role = el.get("role")
    return bool(role and role.lower() in _BAD_ROLES)


def _marked(el: etree._Element) -> bool:
    if el.tag in FURNITURE_TAGS:
        return True
    if el.tag in ("body", "html", "article", "main"):
        return False
    class_, id_ = el.get("class"), el.get("id")
    if not class_ and not id_:
        return False
    return _marker_is_boilerplate(marker_of(class_, id_))


_marker_is_boilerplate = functools.lru_cache(maxsize=4096)(is_boilerplate_marker)


def cut_blocks(root: etree._Element) -> list[Block]:
    """The blocks of ``root`` in document order (see module docstring).

    Blocks inside furniture-marked elements are kept here, each carrying those
    elements in ``marks``; :func:`drop_furniture` decides which marks count.
    """
    builder = _Builder()
    owners: list[etree._Element] = [root]
    marks: list[etree._Element] = []
    link_depth = 0
    builder.add(root.text, False)
    # Stack of (element, entering?) events; children are pushed in reverse order.
    stack: list[tuple[etree._Element, bool]] = [(child, True) for child in reversed(root)]
    while stack:
        el, entering = stack.pop()
        tag = el.tag
        if entering:
            if _skip(el):
                if isinstance(tag, str) and tag in BLOCK_TAGS:
                    builder.line_break()
                builder.add(el.tail, link_depth > 0)
                continue
            if tag == "br":
                builder.line_break()
                builder.add(el.tail, link_depth > 0)
                continue
            is_block = tag in BLOCK_TAGS
            is_marked = _marked(el)
            if is_block or is_marked:
                builder.flush(owners[-1], marks)
            if is_block:
                owners.append(el)
            if is_marked:
                marks.append(el)
            if tag == "a":
                link_depth += 1
            builder.add(el.text, link_depth > 0)
            stack.append((el, False))
            stack.extend((child, True) for child in reversed(el))
        else:
            is_block = tag in BLOCK_TAGS
            is_marked = bool(marks) and marks[-1] is el
            if is_block or is_marked:
                builder.flush(owners[-1], marks)
            if is_block:
                owners.pop()
            if is_marked:
                marks.pop()
            if tag == "a":
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
    prose: dict[etree._Element, int] = {}
    total = 0
    for block in blocks:
        if block.is_prose:
            total += block.chars
            for mark in block.marks:
                prose[mark] = prose.get(mark, 0) + block.chars
    furniture = {mark for mark in _all_marks(blocks) if prose.get(mark, 0) * 2 < total}
    return [b for b in blocks if not any(m in furniture for m in b.marks)]


def _all_marks(blocks: list[Block]) -> set[etree._Element]:
    return {mark for block in blocks for mark in block.marks}
