"""Where a page's visible byline may be: candidate elements and text nodes, found cheaply.

Looking for bylines over a whole page (navigation, scripts, comments, hundreds of kB)
with XPath ``contains`` or regular expressions over the source costs more than all the
rest of metadata reading (measured: an XPath test on every element or text node costs
several times a plain walk over the same elements), and extraction must stay fast.
Bylines are printed by the headline, so the search is one bounded walk in document
order, collecting elements whose class/id/``data-component`` names a byline (or
``rel="author"``, ``<address>``, ``<author>``), text nodes that start with "By", and
(on Chinese pages) text nodes holding a role label (作者, 记者, 编辑...):

- with an ``<h1>``: its ancestor a few levels up, with a few siblings before and after,
  at most :data:`_REGION` elements;
- without one (old table layouts): the top of the page, at most :data:`_TOP_ELEMENTS`.

A signature below a long text is read from the body's paragraphs instead
(:func:`newsfold.extract.byline.names_in_paragraphs`).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import accumulate, islice
from typing import Any, Final

from lxml import etree

from newsfold.extract.names import Lexicon, current_lexicon
from newsfold.markup import PageScan

__all__ = [
    "SKIP_TAGS",
    "Candidates",
    "TextNode",
    "attrs",
    "excluded",
    "find_candidates",
    "label_re",
    "page_source",
]

SKIP_TAGS: Final = frozenset(
    {"script", "style", "noscript", "textarea", "option", "select", "title"}
)
#: Most elements walked around the headline, levels climbed from it.
_REGION: Final = 100
_CLIMB: Final = 2
#: Longest text searched for a role label (a byline line, or a first paragraph holding
#: "（记者 格桑边觉）").
_LABEL_TEXT: Final = 600
#: Siblings of the climbed-to ancestor walked too (a byline in the next box).
_SIBLINGS_BEFORE: Final = 2
_SIBLINGS_AFTER: Final = 4
_ANCESTORS: Final = 12
#: Most elements walked from the top of a page without ``<h1>``.
_TOP_ELEMENTS: Final = 300
_ROLE_SEPARATORS: Final = ("：", ":", "/", "｜", "|")


@dataclass(frozen=True, slots=True)
class TextNode:
    """A text node: the element holding it and whether it is that element's tail."""

    text: str
    parent: Any
    is_tail: bool

    def __str__(self) -> str:
        return self.text

    def getparent(self) -> Any:
        """The element the text belongs to (as lxml's smart strings say)."""
        return self.parent


@dataclass(slots=True)
class Candidates:
    """Where the byline may be, in document order."""

    elements: list[Any] = field(default_factory=list)
    labels: list[TextNode] = field(default_factory=list)
    by_lines: list[TextNode] = field(default_factory=list)


def attrs(el: Any) -> str:
    """An element's class, id and data-component/testid, in lower case."""
    get = getattr(el, "get", None)
    if get is None:
        return ""
    data = get("data-component") or get("data-testid") or ""
    return f"{get('class') or ''} {get('id') or ''} {data}".lower()


def excluded(el: Any) -> bool:
    """Inside comments, related boxes, navigation, footers (by class/id), or in a script."""
    words = current_lexicon().excluded_classes
    node = el
    for _ in range(_ANCESTORS):
        if node is None:
            return False
        tag = node.tag if isinstance(node.tag, str) else ""
        if tag in SKIP_TAGS or tag in ("nav", "footer", "aside"):
            return True
        names = attrs(node)
        if names.strip() and any(word in names for word in words):
            return True
        node = node.getparent()
    return False


def page_source(tree: etree._Element) -> str:
    """The page's markup again, for callers that did not keep the decoded text."""
    return etree.tostring(tree, encoding="unicode", method="html")


@lru_cache(maxsize=8)
def label_re(roles: tuple[str, ...]) -> re.Pattern[str]:
    """Role labels as a page shows them (a one-character role only with its separator)."""
    keys = [r for r in roles if len(r) >= 2]
    keys += [r + sep for r in roles if len(r) == 1 for sep in _ROLE_SEPARATORS]
    return re.compile("|".join(re.escape(k) for k in sorted(keys, key=len, reverse=True)))


_BY_START_RE: Final = re.compile(r"[ \t\r\n\xa0]*[Bb]y(?![^\W\d_])")


def _starts_by(text: str) -> bool:
    return _BY_START_RE.match(text) is not None


@lru_cache(maxsize=8)
def _hint_re(hints: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile("|".join(re.escape(h) for h in hints), re.I)


@lru_cache(maxsize=8)
def _lower_hint_re(hints: tuple[str, ...]) -> re.Pattern[str]:
    """:func:`_hint_re` for ASCII text already in lower case, where it finds the same.

    A case-blind search is several times slower in ``re`` than a plain one over the
    lower-cased text (class strings are searched on every element walked). For ASCII
    text both find the same when the hints are ASCII; other hints keep the case-blind
    pattern (which finds the same in lower-cased ASCII text too).
    """
    if all(h.isascii() for h in hints):
        return re.compile("|".join(re.escape(h.lower()) for h in hints))
    return _hint_re(hints)


def _region(h1: Any, lex: Lexicon, chinese: bool) -> Candidates:
    """One walk over the elements around the headline (see module docstring)."""
    scope = h1
    for _ in range(_CLIMB):
        parent = scope.getparent()
        if parent is None or parent.tag in ("body", "html"):
            break
        scope = parent
    before = list(islice(scope.itersiblings(preceding=True), _SIBLINGS_BEFORE))[::-1]
    roots = [*before, scope, *islice(scope.itersiblings(), _SIBLINGS_AFTER)]
    return _walk(roots, _REGION, lex, chinese)


def _walk(roots: list[Any], limit: int, lex: Lexicon, chinese: bool) -> Candidates:
    """Candidates among the first ``limit`` elements under ``roots``, in document order."""
    found = Candidates()
    # Patterns and lxml's ``get`` are called by name, not kept as bound methods in locals:
    # compiled, a bound method goes through Python's generic call (and ``el.get`` makes
    # one per element), a call by name is one method call.
    hints = _hint_re(lex.byline_classes)
    lower_hints = _lower_hint_re(lex.byline_classes)
    by_lines = found.by_lines
    # Chinese texts are gathered (as plain tuples) and searched for labels in one pass.
    texts: list[tuple[str, Any, bool]] = []
    for root in roots:
        # The hot loop of byline reading: kept inline (no call, no tuple per element).
        for el in root.iter():
            limit -= 1
            if limit < 0:
                break
            tag = el.tag
            if tag in SKIP_TAGS or not isinstance(tag, str):
                continue
            # The attribute names first, in one call: most elements have none of the four
            # read here, and each ``get`` of an absent one was a call too.
            names = el.keys()
            value = el.get("class") if "class" in names else None
            if (
                value is None
                or (lower_hints.search(value.lower()) if value.isascii() else hints.search(value))
                is None
            ):
                value = el.get("id") if "id" in names else None
                if (
                    value is None
                    or (
                        lower_hints.search(value.lower())
                        if value.isascii()
                        else hints.search(value)
                    )
                    is None
                ):
                    value = el.get("data-component") if "data-component" in names else None
                    if value is None or hints.search(value) is None:
                        value = None
            if (
                value is not None
                or tag in ("address", "author")
                or ("rel" in names and el.get("rel") == "author")
            ):
                found.elements.append(el)
            text = el.text
            if text:
                if text.find("y", 0, 16) >= 0 and _BY_START_RE.match(text) is not None:
                    by_lines.append(TextNode(text, el, False))
                if chinese and len(text) <= _LABEL_TEXT:
                    texts.append((text, el, False))
            text = el.tail
            if text:
                if text.find("y", 0, 16) >= 0 and _BY_START_RE.match(text) is not None:
                    by_lines.append(TextNode(text, el, True))
                if chinese and len(text) <= _LABEL_TEXT:
                    texts.append((text, el, True))
        if limit < 0:
            break
    if texts:
        found.labels = _with_labels(texts, label_re(lex.zh_writer_roles + lex.zh_editor_roles))
    return found


def _with_labels(texts: list[tuple[str, Any, bool]], labels: re.Pattern[str]) -> list[TextNode]:
    """The texts that hold a role label: one regular-expression pass over all of them."""
    joined = "\x00".join(t[0] for t in texts)
    starts = list(accumulate((len(t[0]) + 1 for t in texts), initial=0))
    hits: list[TextNode] = []
    last = -1
    for match in labels.finditer(joined):
        index = bisect_right(starts, match.start()) - 1
        if index != last:
            text, el, tail = texts[index]
            hits.append(TextNode(text, el, tail))
            last = index
    return hits


def find_candidates(
    tree: etree._Element,
    source: str | None,
    lex: Lexicon,
    *,
    chinese: bool,
    scan: PageScan | None = None,
) -> Candidates:
    """Candidate byline elements and text nodes (see module docstring).

    ``scan`` is the tree's :func:`~newsfold.markup.scan_page`, when the caller has it:
    its first ``<h1>`` and ``<body>`` are the ones a search of the tree finds.
    """
    h1s = scan.h1s[:1] if scan is not None else tree.iter("h1")
    h1 = next(iter(h1s), None)
    if h1 is not None:
        return _region(h1, lex, chinese)
    # No headline element (old table layouts): the top of the page, walked the same way.
    body = scan.body if scan is not None else next(tree.iter("body"), None)
    return _walk([tree if body is None else body], _TOP_ELEMENTS, lex, chinese)
