"""The article in a page's JSON state, for a page whose HTML is a shell around it.

A site built on a JavaScript framework may send a headline and a loading skeleton in its
HTML and the article itself only in a ``<script type="application/json">`` (Next.js's
``__NEXT_DATA__``, and the like), which the browser renders. The body rules then find
nothing but the footer. When the HTML's body is thin, this reads the JSON: a list or a
string is a candidate body (a list's paragraphs are its items' prose strings, a string's
are its lines or, when it holds real tags, its block elements' text), and the longest
candidate *tied to the article* wins. What a reader would see is what the browser makes
of that state: the article's paragraphs.

The same state holds much other prose: comments, related stories' summaries, the next
videos' descriptions, a cookie notice in the translation strings. Any of them may be
longer than a short article, so a candidate counts only when both hold (review of round
three): the key that names it reads as an article's text (body, content, text, article,
story, paragraphs, html, blocks; the last key on its path, or the key above a wrapper
such as WordPress's ``content.rendered``) with no list index on the way (a comment's
``body`` is one item of a ``comments`` list, a teaser's is one of ``related``), and it
shares words with the headline. Otherwise the HTML's body stays. A list's items are the
body's blocks: a string, a dict's strings, the dicts in it (Editor.js's ``data``) and
its lists of inline spans (Portable Text's ``children``), one paragraph each.

Only prose counts (the walk's measure: six words, or ten CJK characters), so titles,
slugs, ids and labels in the same state do not. The work is bounded on hostile pages:
the state's characters read across all the page's scripts, and each string's length.
The states are read smallest first, so that a large unrelated one (an i18n dictionary,
analytics) does not spend the bound before the article's.
"""

from __future__ import annotations

import html
import json
import re
from typing import Final

from lxml import etree

__all__ = ["read_state", "state_paragraphs"]

#: The page's JSON state read at most (characters, all its scripts together): bounded
#: work on hostile pages.
MAX_STATE_CHARS: Final = 2_000_000
#: A string longer than this is not read as a candidate (a long article's markup is a
#: few tens of thousands of characters).
MAX_STRING_CHARS: Final = 200_000
#: How deep the walk goes into the state.
_MAX_DEPTH: Final = 40
_WORD_RE: Final = re.compile(r"\w+")
_CJK_RE: Final = re.compile("[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_CJK_RUN_RE: Final = re.compile("[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")
#: A key that names an article's text ("body", "articleBody", "content_html", "text",
#: a list of "blocks").
_BODY_KEY_RE: Final = re.compile(r"body|content|text|article|story|paragraph|html|blocks", re.I)
#: A key that only wraps the value of the key above it (WordPress's REST shape,
#: ``"content": {"rendered": "<p>…</p>"}``; ``raw``, ``value``, ``data``): under a key that
#: names the text, it names the text too; under "excerpt" or "title", it does not.
_WRAPPER_KEY_RE: Final = re.compile(r"rendered|raw|value|data|json", re.I)
#: A key that names what stands beside the article ("relatedContent", "sidebarContent",
#: "recommendedStories", "teaserText", "moreArticles", "related_articles"): neither it nor
#: a wrapper key under it (Strapi's ``{"related_articles": {"data": [...]}}``) is the
#: article's text, whatever other word it holds.
_ASIDE_KEY_RE: Final = re.compile(
    r"(?i:related|sidebar|recommend|teaser|promo|trending|popular)"
    r"|(?:^|[_\-])(?i:more)(?![a-z])|(?<=[a-z])More(?![a-z])"
)
#: A key tied to the text only by "blocks" ("blocks", "contentBlocks" is tied by its
#: "content" anyway): its list counts only when it holds the article's kind of blocks.
_BODY_WORDS_RE: Final = re.compile(r"body|content|text|article|story|paragraph|html", re.I)
#: The keys a block's type is under (Editor.js, Portable Text, rich text, GraphQL).
_TYPE_KEYS: Final = ("type", "_type", "blockType", "nodeType", "__typename")
#: An article's block types: paragraphs and headings (Portable Text's "block").
_ARTICLE_BLOCK_RE: Final = re.compile(r"paragraph|header|heading|^(?:p|h[1-6]|text|block)$", re.I)
#: Block types that are no part of the article's text: a link's card (Editor.js's
#: "linkTool", another story's teaser), an embed, an ad, a teaser or a related story.
_SKIPPED_BLOCK_RE: Final = re.compile(
    r"(?i:link|embed|advert|teaser|related|promo|newsletter)|^(?i:ads?)(?![a-z])"
    r"|(?<=[a-z])Ad(?![a-z])|[_\-](?i:ad)(?![a-z])"
)
#: The keys of an inline span's text in a block's list of spans (Portable Text's
#: ``children``, a rich-text node's ``content``), and of a span's own spans (a link's).
_SPAN_KEYS: Final = ("text", "value")
_SPAN_LISTS: Final = ("children", "content")
#: How deep a list item's dicts are read for its text (Editor.js: ``{"data": {"text": …}}``).
_ITEM_DEPTH: Final = 2
#: Real markup: an end tag of an element or a line break anywhere, or the start tag of a
#: block element that opens the string ("<p>First<p>Second", a truncated "<p
#: class='lead'>Text"); "a < 20,000 and > 80,000" and "Use the <table> element only for
#: tabular data" are plain sentences. The tag name must follow "<" or "</" at once and the
#: tag ends before any other "<" (linear on a string of unclosed "<p <p <p").
_MARKUP_RE: Final = re.compile(r"</[a-zA-Z][a-zA-Z0-9]*\s*>|<br\s*/?>", re.I)
_OPENING_TAG_RE: Final = re.compile(
    r"\s*<(?:p|div|h[1-6]|li|ul|ol|blockquote|section|article|figure|table|tr|pre)(?:\s[^<>]*)?>",
    re.I,
)
#: The elements whose start or end breaks a markup string into paragraphs.
_BLOCK_TAGS: Final = frozenset(
    [
        "p",
        "div",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "li",
        "ul",
        "ol",
        "blockquote",
        "figure",
        "figcaption",
        "section",
        "table",
        "tr",
        "br",
        "article",
        "header",
        "footer",
        "aside",
        "pre",
        "dl",
        "dt",
        "dd",
    ]
)
#: Elements whose text a browser does not show.
_HIDDEN_TAGS: Final = frozenset(["script", "style", "template", "noscript"])


def _is_prose(text: str) -> bool:
    return len(_CJK_RE.findall(text)) >= 10 or len(_WORD_RE.findall(text)) >= 6


def _markup_parts(text: str) -> list[str]:
    """A markup string's text, broken at its block elements; scripts and styles dropped.

    libxml2's HTML parser reads it (linear, whatever the string holds), where the
    regular expressions this replaced rescanned to the end for each unclosed ``<``.
    """
    try:
        root = etree.fromstring(f"<div>{text}</div>", parser=etree.HTMLParser(no_network=True))
    except (etree.XMLSyntaxError, ValueError):
        return []
    if root is None:
        return []
    parts: list[str] = []
    current: list[str] = []
    for event, el in etree.iterwalk(root, events=("start", "end")):
        tag = el.tag
        if not isinstance(tag, str):  # a comment or processing instruction
            if event == "end" and el.tail:
                current.append(el.tail)
            continue
        if event == "start":
            if tag in _BLOCK_TAGS:
                parts.append("".join(current))
                current = []
            if el.text and tag not in _HIDDEN_TAGS:
                current.append(el.text)
        else:
            if tag in _BLOCK_TAGS:
                parts.append("".join(current))
                current = []
            if el.tail:
                current.append(el.tail)
    parts.append("".join(current))
    return parts


def _lines(text: str) -> list[str]:
    """A string's paragraphs: its block elements' text when it holds real markup, else
    its lines."""
    if _OPENING_TAG_RE.match(text) or _MARKUP_RE.search(text):
        parts = _markup_parts(text)
    else:
        parts = [html.unescape(part) for part in text.split("\n")]
    out = []
    for part in parts:
        line = " ".join(part.split())
        if line and _is_prose(line):
            out.append(line)
    return out


def _span_text(items: list[object], depth: int = 0) -> str:
    """One paragraph of a block's inline spans: the ``text`` or ``value`` of each span
    dict, or the text of its own spans (a link's), joined as written."""
    parts: list[str] = []
    for span in items:
        if not isinstance(span, dict):
            continue
        for name in _SPAN_KEYS:
            value = span.get(name)
            if isinstance(value, str):
                parts.append(value)
                break
        else:
            if depth < _ITEM_DEPTH:
                for name in _SPAN_LISTS:
                    inner = span.get(name)
                    if isinstance(inner, list):
                        parts.append(_span_text(inner, depth + 1))
                        break
    return "".join(parts)


def _tokens(text: str) -> set[str]:
    """Words of four letters or more, lower-cased, and pairs of CJK characters: what a
    headline and its article's text share."""
    words = {w for w in _WORD_RE.findall(text.lower()) if len(w) >= 4 and not w.isdigit()}
    for run in _CJK_RUN_RE.findall(text):
        words.update(run[i : i + 2] for i in range(len(run) - 1))
    return words


class _Reader:
    """One page's walk over its states, with what it has read so far (the work bound)."""

    def __init__(self) -> None:
        self.chars_read = 0
        self.found: list[list[str]] = []

    def lines(self, text: str) -> list[str]:
        if len(text) > MAX_STRING_CHARS or self.chars_read + len(text) > MAX_STATE_CHARS:
            return []
        self.chars_read += len(text)
        return _lines(text)

    def item_lines(self, item: object, depth: int = 0) -> list[str]:
        """The paragraphs of one list item (a block of the body): a string, or a dict's
        strings, those of the dicts inside it (Editor.js's ``data``), of its lists of
        strings (a list block's items) and its lists of inline spans, each list one
        paragraph (Portable Text's ``children``). A list's or checklist's items of dicts
        (``"items": [{"text": …}]``) are a paragraph each, not spans run together; a
        link's, an embed's or an ad's block is skipped (``_SKIPPED_BLOCK_RE``: its
        description is another page's)."""
        if isinstance(item, str):
            return self.lines(item)
        if not isinstance(item, dict) or _block_type(item, _SKIPPED_BLOCK_RE):
            return []
        out: list[str] = []
        for name, value in item.items():
            if isinstance(value, str):
                out.extend(self.lines(value))
            elif isinstance(value, dict):
                if depth < _ITEM_DEPTH:
                    out.extend(self.item_lines(value, depth + 1))
            elif isinstance(value, list):
                # A list of strings is the block's items (a list block's), each its own.
                out.extend(line for v in value if isinstance(v, str) for line in self.lines(v))
                if name == "items":
                    for v in value:
                        if isinstance(v, dict):
                            out.extend(self.lines(_span_text([v])))
                    continue
                spans = _span_text(value)
                if spans:
                    out.extend(self.lines(spans))
        return out

    def walk(self, node: object, depth: int, key: str | None) -> None:
        """Collect the candidates under ``node``. ``key`` names it when it is a value of a
        dict reached without a list index (only such nodes can be the article's text)."""
        if depth > _MAX_DEPTH:
            return
        if isinstance(node, dict):
            # A wrapper key under a key that names the text names it too.
            inherit = _tied(key)
            for name, value in node.items():
                # Below a list index no node is tied to the article (see the docstring).
                if key is None:
                    child = None
                elif inherit and _WRAPPER_KEY_RE.fullmatch(name):
                    child = key
                else:
                    child = name
                self.walk(value, depth + 1, child)
            return
        tied = _tied(key)
        if isinstance(node, str):
            if tied:
                lines = self.lines(node)
                if lines:
                    self.found.append(lines)
        elif isinstance(node, list):
            if tied and key is not None and not _BODY_WORDS_RE.search(key):
                # Tied by "blocks" alone: only a list of the article's kind of blocks.
                tied = any(
                    isinstance(item, dict) and _block_type(item, _ARTICLE_BLOCK_RE) for item in node
                )
            if tied:
                lines = [line for item in node for line in self.item_lines(item)]
                if lines:
                    self.found.append(lines)
            for item in node:
                if isinstance(item, (list, dict)):
                    self.walk(item, depth + 1, None)


def _tied(key: str | None) -> bool:
    """Whether a node under ``key`` may be the article's text: its key names the text
    and not what stands beside it (``_ASIDE_KEY_RE``)."""
    return key is not None and bool(_BODY_KEY_RE.search(key)) and not _ASIDE_KEY_RE.search(key)


def _block_type(block: dict[str, object], kinds: re.Pattern[str]) -> bool:
    """Whether ``block``'s type (under one of ``_TYPE_KEYS``) is one of ``kinds``."""
    for name in _TYPE_KEYS:
        value = block.get(name)
        if isinstance(value, str):
            return bool(kinds.search(value))
    return False


def read_state(tree: etree._Element, headline: str | None) -> tuple[list[str], int]:
    """The paragraphs of the longest prose body tied to the article in the page's JSON
    state ([] when none), and the characters read to find it (the work bound's measure:
    at most :data:`MAX_STATE_CHARS` for the state's text and as much for its strings)."""
    reader = _Reader()
    parsed = 0
    wanted = _tokens(headline) if headline else set()
    # The article's text shares one in four of the headline's words (one at least).
    need = max(1, len(wanted) // 4)
    best: list[str] = []
    best_size = 0
    best_at = 0
    # The states are read smallest first, each while the bound has room for it (the
    # states that fit the most of them): a large unrelated state (an i18n dictionary,
    # analytics) early in the page no longer spends the bound before the article's. Of
    # equal candidates, the first in the page wins, as in page order.
    states: list[tuple[int, int, str]] = []
    for at, script in enumerate(tree.iter("script")):
        kind = (script.get("type") or "").lower()
        if kind != "application/json" and script.get("id") != "__NEXT_DATA__":
            continue
        text = script.text
        if text and len(text) <= MAX_STATE_CHARS:
            states.append((len(text), at, text))
    states.sort(key=_size_and_place)
    for size_of_text, at, text in states:
        if parsed + size_of_text > MAX_STATE_CHARS:
            break  # the rest are no smaller
        parsed += size_of_text
        try:
            state = json.loads(text)
        except (ValueError, RecursionError):  # not JSON, or nested past the parser's stack
            continue
        reader.found = []
        reader.walk(state, 0, "")
        for lines in reader.found:
            size = sum(len(line) for line in lines)
            if size < best_size or (size == best_size and at >= best_at):
                continue
            if wanted and len(wanted & _tokens(" ".join(lines))) < need:
                continue
            best, best_size, best_at = lines, size, at
    return best, parsed + reader.chars_read


def _size_and_place(state: tuple[int, int, str]) -> tuple[int, int]:
    return state[0], state[1]


def state_paragraphs(tree: etree._Element, headline: str | None = None) -> list[str]:
    """The paragraphs of the article's body in the page's JSON state ([] when none)."""
    return read_state(tree, headline)[0]
