"""The article in a page's JSON state, for a page whose HTML is a shell around it.

A site built on a JavaScript framework may send a headline and a loading skeleton in its
HTML and the article itself only in a ``<script type="application/json">`` (Next.js's
``__NEXT_DATA__``, and the like), which the browser renders. The body rules then find
nothing but the footer. When the HTML's body is thin, this reads the JSON: every list
and every string in it is a candidate body (a list's paragraphs are its items' prose
strings, a string's are its lines or, when it holds markup, its block elements' text),
and the one with the most prose wins. What a reader would see is what the browser makes
of that state: the article's paragraphs.

Only prose counts (the walk's measure: six words, or ten CJK characters), so titles,
slugs, ids and labels in the same state do not.
"""

from __future__ import annotations

import html
import json
import re
from typing import Final

from lxml import etree

__all__ = ["state_paragraphs"]

#: A state larger than this is not parsed (bounded work on hostile pages).
_MAX_STATE_CHARS: Final = 2_000_000
#: How deep the walk goes into the state.
_MAX_DEPTH: Final = 40
_WORD_RE: Final = re.compile(r"\w+")
_CJK_RE: Final = re.compile("[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
#: Where markup inside a string breaks it into paragraphs.
_BREAK_RE: Final = re.compile(
    r"<(?:/?(?:p|div|h[1-6]|li|ul|ol|blockquote|figure|figcaption|section|table|tr)\b[^>]*"
    r"|br\s*/?)>",
    re.I,
)
_TAG_RE: Final = re.compile(r"<[^>]*>")


def _is_prose(text: str) -> bool:
    return len(_CJK_RE.findall(text)) >= 10 or len(_WORD_RE.findall(text)) >= 6


def _lines(text: str) -> list[str]:
    """A string's paragraphs: its block elements' text when it holds markup, else its lines."""
    parts = _BREAK_RE.split(text) if "<" in text else text.split("\n")
    out = []
    for part in parts:
        line = " ".join(html.unescape(_TAG_RE.sub("", part)).split())
        if line and _is_prose(line):
            out.append(line)
    return out


def _item_lines(item: object) -> list[str]:
    """The paragraphs of one list item: a string, or the strings right inside a dict."""
    if isinstance(item, str):
        return _lines(item)
    if isinstance(item, dict):
        return [line for v in item.values() if isinstance(v, str) for line in _lines(v)]
    return []


def _candidates(node: object, depth: int, out: list[list[str]]) -> None:
    if depth > _MAX_DEPTH:
        return
    if isinstance(node, str):
        lines = _lines(node)
        if lines:
            out.append(lines)
    elif isinstance(node, list):
        lines = [line for item in node for line in _item_lines(item)]
        if lines:
            out.append(lines)
        for item in node:
            if isinstance(item, (list, dict)):
                _candidates(item, depth + 1, out)
    elif isinstance(node, dict):
        for value in node.values():
            _candidates(value, depth + 1, out)


def state_paragraphs(tree: etree._Element) -> list[str]:
    """The paragraphs of the longest prose body in the page's JSON state ([] when none)."""
    best: list[str] = []
    best_size = 0
    for script in tree.iter("script"):
        kind = (script.get("type") or "").lower()
        if kind != "application/json" and script.get("id") != "__NEXT_DATA__":
            continue
        text = script.text
        if not text or len(text) > _MAX_STATE_CHARS:
            continue
        try:
            state = json.loads(text)
        except (ValueError, RecursionError):  # not JSON, or nested past the parser's stack
            continue
        found: list[list[str]] = []
        _candidates(state, 0, found)
        for lines in found:
            size = sum(len(line) for line in lines)
            if size > best_size:
                best, best_size = lines, size
    return best
