"""One pass over the page tree: the visible text with the offsets that matter for dates.

What date finding needs from the tree is small: the visible text in order
(with a break between blocks so dates in adjacent cells do not run
together), where the headline sits in it, which stretches are date-like
(class or id ``date``, ``byline``, ``info``…, ``<time>``) or noise (comments,
related articles, footers), the ``<time datetime>`` and ``itemprop`` values,
the ``<meta>`` values and the inline scripts. All of it comes from one
``iterwalk``; the tree is never modified, since extraction shares it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from lxml import etree

from newsfold.dates.normalize import normalize_text

__all__ = ["ANY", "MODIFIED", "PUBLISHED", "PageView", "read_page"]

PUBLISHED = "published"
MODIFIED = "modified"
ANY = "any"


@dataclass(slots=True)
class PageView:
    """What one pass over the tree yields for date finding."""

    text: str = ""
    headline_at: int = -1
    date_regions: list[tuple[int, int, str]] = field(default_factory=list)
    noise_regions: list[tuple[int, int]] = field(default_factory=list)
    attributes: list[tuple[str, str, str, int]] = field(default_factory=list)
    scripts: list[str] = field(default_factory=list)
    metas: list[tuple[str, str]] = field(default_factory=list)
    lang: str | None = None


_SKIP_TAGS = frozenset({"script", "style", "noscript", "template", "svg", "select", "textarea"})
_BLOCK_TAGS = frozenset(
    {
        "p", "div", "li", "ul", "ol", "br", "h1", "h2", "h3", "h4", "h5", "h6", "td", "th",
        "tr", "table", "section", "article", "header", "footer", "aside", "nav", "dd", "dt",
        "dl", "blockquote", "figure", "figcaption", "form", "main", "hr", "time", "address",
    }
)  # fmt: skip
_DATE_HINTS = (
    "date", "time", "publi", "posted", "byline", "dateline", "datum", "fecha", "info", "meta",
    "author", "source", "articlehead", "article-head", "article_head", "entry-head", "post-head",
    "story-head", "subtitle", "stamp", "zeit", "laiyuan", "fabu", "pubtime",
)  # fmt: skip
_MOD_HINTS = ("updat", "modif", "revis", "edited", "aktualis")
_PUB_HINTS = ("publi", "entry-date", "posted", "created", "pubdate")
_NOISE_HINTS = (
    "comment", "related", "sidebar", "footer", "widget", "recommend", "popular", "teaser",
    "more-", "also", "trending", "newsletter", "breadcrumb", "navig", "menu", "archive",
    "calendar", "reply", "disqus", "social", "share", "ticker", "latest", "most-",
)  # fmt: skip
_YEAR_RE = re.compile(r"(?:19|20)\d\d")
_PLAIN_TAGS = frozenset(
    {"a", "img", "br", "hr", "input", "button", "i", "b", "strong", "em", "option", "label"}
)
_TITLE_TAGS = frozenset({"td", "div", "span", "p", "h2", "h3", "header"})
_TITLE_KINDS: dict[str, bool] = {}
_ARTICLE_WORDS_RE = re.compile(r"(?i:post|entry|article|story|news|content|detail)")


def _is_title_class(cls: str) -> bool:
    """``post-title``, ``entry-title``, ``article_headline``; not ``subtitle`` or ``site-title``."""
    known = _TITLE_KINDS.get(cls)
    if known is None:
        low = cls.lower()
        known = ("title" in low or "headline" in low) and not any(
            word in low for word in ("sub", "site", "logo", "widget", "section", "nav")
        )
        if len(_TITLE_KINDS) > 50_000:
            _TITLE_KINDS.clear()
        _TITLE_KINDS[cls] = known
    return known


_NOISE_TAGS = frozenset({"footer", "aside", "nav"})
_MAX_TEXT = 300_000


_TOKEN_KINDS: dict[str, tuple[str, bool]] = {}
_HINT_KINDS: dict[str, tuple[str, bool]] = {}


_NOISE_RE = re.compile("|".join(map(re.escape, _NOISE_HINTS)))
_DATE_RE = re.compile("|".join(map(re.escape, _DATE_HINTS)))
_MOD_RE = re.compile("|".join(map(re.escape, _MOD_HINTS)))
_DIGITS = str.maketrans("", "", "0123456789")


def _token_kind(token: str) -> tuple[str, bool]:
    key = token.translate(_DIGITS).lower()  # "post-12345" and "post-678" are one kind
    kind = _TOKEN_KINDS.get(key)
    if kind is None:
        if _NOISE_RE.search(key):
            kind = ("noise", False)
        elif _DATE_RE.search(key):
            kind = ("date", bool(_MOD_RE.search(key)))
        else:
            kind = ("", False)
        if len(_TOKEN_KINDS) > 50_000:
            _TOKEN_KINDS.clear()
        _TOKEN_KINDS[key] = kind
    return kind


def _hint_kind(hint: str) -> tuple[str, bool]:
    """What a class/id string says: ``noise``, ``date`` or nothing, and whether it says updated.

    Classified token by token through a cache: class tokens repeat across
    pages far more than whole class strings do.
    """
    cached = _HINT_KINDS.get(hint)
    if cached is not None:
        return cached
    if len(_HINT_KINDS) > 50_000:
        _HINT_KINDS.clear()
    _HINT_KINDS[hint] = cached = _classify_hint(hint)
    return cached


def _classify_hint(hint: str) -> tuple[str, bool]:
    result = ("", False)
    published = False
    for token in hint.split():
        kind = _token_kind(token)
        if kind[0] == "noise":
            return kind
        if kind[0] == "date":
            if not kind[1]:
                published = published or any(word in token for word in _PUB_HINTS)
            if not result[0] or kind[1]:
                result = kind
    # hAtom themes mark the published date ``entry-date updated``: not a modification.
    return (result[0], result[1] and not published)


_ITEMPROPS = frozenset({"datePublished", "dateCreated", "dateModified", "uploadDate"})
# Attribute values come back from XPath without an element proxy each (fast);
# only the few date ones are turned back into their element.
_ITEMPROP_VALUES = etree.XPath("//@itemprop")


def _head_parts(root: Any, view: PageView) -> None:
    """``<meta>`` values and inline scripts (where JSON dates hide), found by C-level filters."""
    for element in root.iter("meta"):
        key = element.get("property") or element.get("name")
        if not key and element.get("itemprop") in _ITEMPROPS:
            continue  # microdata dates are read in document order with the itemprops below
        key = key or element.get("itemprop") or element.get("http-equiv")
        content = element.get("content")
        if key and content:
            view.metas.append((key.strip().lower(), content))
    for element in root.iter("script"):
        text = element.text
        if text and "ate" in text:
            view.scripts.append(text)
    values = _ITEMPROP_VALUES(root)
    for value in values if isinstance(values, list) else ():
        if isinstance(value, str) and value in _ITEMPROPS and hasattr(value, "getparent"):
            element = value.getparent()
            if element is None:
                continue
            content = element.get("datetime") or element.get("content")
            if content:
                role = MODIFIED if value == "dateModified" else PUBLISHED
                view.attributes.append((f"itemprop:{value}", content, role, -1))


def read_page(tree: etree._Element, headline: str | None = None) -> PageView:
    """Walk the tree once: visible text with offsets, date and noise regions, attributes.

    Speed matters here (every page goes through it), so the loop does as
    little as possible per element: class strings are classified through a
    cache, skipped subtrees are not descended, and the text is normalised once
    at the end (piece by piece only when zero-width characters would shift offsets).
    """
    view = PageView()
    root = tree.getroottree().getroot() if hasattr(tree, "getroottree") else tree
    view.lang = (root.get("lang") or root.get("xml:lang") or "").strip() or None
    _head_parts(root, view)
    body = root.find("body")
    if body is None:
        body = root
    parts: list[str] = []
    append = parts.append
    length = 0
    stack: list[tuple[str, int, str]] = []  # (kind, start, role) per open element
    push, pop = stack.append, stack.pop
    h1_offsets: list[tuple[int, int]] = []
    title_offsets: list[tuple[int, int]] = []  # class "post-title" and the like, when no h1
    other_titles: list[tuple[int, int]] = []  # any other "...title" box
    attributes = view.attributes
    skip_tags, block_tags, noise_tags = _SKIP_TAGS, _BLOCK_TAGS, _NOISE_TAGS
    plain_tags = _PLAIN_TAGS
    walker = etree.iterwalk(body, events=("start", "end"))
    for event, element in walker:
        tag = element.tag
        if event == "start":
            if tag.__class__ is not str or tag in skip_tags:
                push(("", length, ANY))
                walker.skip_subtree()
                if tag == "script":
                    # Older CMSs print the dateline with a tiny inline script
                    # (``showDate("2020/04/17 01:43")``, ``document.write(...)``).
                    code = element.text
                    if code and len(code) < 300 and _YEAR_RE.search(code):
                        append(" ")
                        append(code)
                        length += len(code) + 1
                continue
            kind = ""
            role = ANY
            # Links, images and inline emphasis never hold a dateline of their own
            # (their parent does): skipping their classes saves a third of the lookups.
            cls = None if tag in plain_tags else element.get("class") or element.get("id")
            if cls:
                kind, modified = _hint_kind(cls)
                if modified:
                    role = MODIFIED
                if kind == "date" and tag == "abbr" and element.get("title"):
                    attributes.append(("abbr:title", element.get("title") or "", ANY, length))
            if tag == "time":
                value = element.get("datetime")
                if value:
                    time_role = role
                    if element.get("pubdate") is not None or "publi" in (cls or "").lower():
                        time_role = PUBLISHED
                    attributes.append(("time:datetime", value, time_role, length))
                if kind != "noise":
                    kind = "date"
            elif tag in noise_tags:
                kind = "noise"
            elif tag == "h1" and not kind:
                kind = "h1"
            elif not kind and cls and tag in _TITLE_TAGS and _is_title_class(cls):
                # "post-title" beats a sidebar's "box-title": the article's own box first.
                kind = "title" if _ARTICLE_WORDS_RE.search(cls) else "title2"
            push((kind, length, role))
            if tag in block_tags:
                append("\n")
                length += 1
            text = element.text
            if text:
                append(text)
                length += len(text)
        else:
            kind, start, role = pop()
            if kind:
                if kind == "noise":
                    view.noise_regions.append((start, length))
                elif kind == "date":
                    if length - start < 400:
                        view.date_regions.append((start, length, role))
                elif kind == "h1":
                    h1_offsets.append((start, length))
                elif kind == "title":
                    title_offsets.append((start, length))
                else:
                    other_titles.append((start, length))
            append("\n" if tag in block_tags else " ")
            length += 1
            tail = element.tail
            if tail and element is not body:
                append(tail)
                length += len(tail)
            if length > _MAX_TEXT:
                break
    text = "".join(parts)
    if _ZERO_WIDTH_RE.search(text):
        text = "".join(_blank_zero_width(p) if _ZERO_WIDTH_RE.search(p) else p for p in parts)
    view.text = normalize_text(text)
    titles = [content for key, content in view.metas if key in ("og:title", "twitter:title")]
    title = next(root.iter("title"), None)
    if title is not None and title.text:
        titles.append(title.text)
    view.headline_at = _headline_offset(
        view.text, h1_offsets, headline, titles, title_offsets + other_titles
    )
    view.date_regions.sort()
    # A "noise" class on an element that holds the headline (``has-sidebar`` on the
    # article wrapper) says nothing about the article's own dates.
    at = view.headline_at
    view.noise_regions = sorted(
        (start, end) for start, end in view.noise_regions if not (at >= 0 and start <= at < end)
    )
    return view


_ZERO_WIDTH = ("\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad")


_ZERO_WIDTH_RE = re.compile("[" + "".join(_ZERO_WIDTH) + "]")
_ZERO_WIDTH_TABLE = dict.fromkeys(map(ord, _ZERO_WIDTH))


def _blank_zero_width(part: str) -> str:
    """Zero-width characters would vanish in normalisation and shift every offset after them.

    Moving them to the end of their piece keeps the piece's length (so offsets
    hold) while joining the digits they split (``2020\u200b-01-26``).
    """
    kept = part.translate(_ZERO_WIDTH_TABLE)
    return kept + " " * (len(part) - len(kept))


_HOST_RE = re.compile(r"(?:[\w-]+\.)+[a-z]{2,}", re.ASCII | re.IGNORECASE)
_TITLE_SPLIT_RE = re.compile(r"\s*(?:\||_|--|—|–|\s-\s|::|»)\s*")


def _needles(headline: str | None, titles: Sequence[str]) -> list[str]:
    """Strings that should appear where the headline is printed, most specific first."""
    out: list[str] = []
    for raw in (headline, *titles):
        if not raw:
            continue
        segments = sorted(_TITLE_SPLIT_RE.split(normalize_text(raw)), key=len, reverse=True)
        for segment in segments[:2]:
            if _HOST_RE.fullmatch(segment.strip()):
                continue  # "| blog.example.com": the site, not the headline
            words = segment.split()
            if len(" ".join(words)) >= 4:
                out.append(" ".join(words)[:20])
            chunk = max(words, key=len, default="")
            if len(chunk) >= 6:
                out.append(chunk[:12])
    return out


def _headline_offset(
    text: str,
    h1s: Sequence[tuple[int, int]],
    headline: str | None,
    titles: Sequence[str] = (),
    title_boxes: Sequence[tuple[int, int]] = (),
) -> int:
    """Where the headline sits in the text.

    The ``<h1>`` that matches the headline (or the first ``<h1>``); without one, a
    title-classed box that matches, the headline's first sight in the text, or
    the first title-classed box (``post-title`` on old blog templates).
    """
    needles = _needles(headline, titles)
    if h1s:
        for needle in needles:
            for start, end in h1s:
                if needle[:10] in " ".join(text[start:end].split()):
                    return start
        return h1s[0][0]
    for needle in needles:
        for start, end in title_boxes:
            if needle[:10] in " ".join(text[start:end].split()):
                return start
        at = text.find(needle)
        if at >= 0:
            return at
    if title_boxes:
        return title_boxes[0][0]
    return -1
