"""The page as date finding sees it: the visible text with the offsets that matter for dates.

What date finding needs from the tree is small: the visible text in order
(with a break between blocks so dates in adjacent cells do not run
together), where the headline sits in it, which stretches are date-like
(class or id ``date``, ``byline``, ``info``…, ``<time>``) or noise (comments,
related articles, footers), the ``<time datetime>`` and ``itemprop`` values,
the ``<meta>`` values and the inline scripts.

The body's part of it comes from the same ``iterwalk`` that cuts the page into
blocks for the body extractor (:func:`newsfold.extract.blocks.walk_page`, which
reads this module's tag sets and class verdicts): the tree is walked once for
both, and never modified. This module turns that walk (a :class:`TextWalk`)
into a :class:`PageView`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Final

from lxml import etree

from newsfold.dates.normalize import folded_chars, normalize_text
from newsfold.dates.patterns import trie_pattern
from newsfold.markup import PageScan, scan_page

__all__ = [
    "ANY",
    "MODIFIED",
    "NOISE",
    "NOISE_FOOTER",
    "NOISE_SIDE",
    "PUBLISHED",
    "PageView",
    "TextWalk",
    "build_view",
    "data_dates",
    "noise_kind",
    "note_noise",
    "read_page",
    "trie_pattern",
]

PUBLISHED: Final = "published"
MODIFIED: Final = "modified"
ANY: Final = "any"


@dataclass(slots=True)
class PageView:
    """What one pass over the tree yields for date finding."""

    text: str = ""
    headline_at: int = -1
    date_regions: list[tuple[int, int, str]] = field(default_factory=list)
    noise_regions: list[tuple[int, int]] = field(default_factory=list)
    #: The noise regions that are footers (``<footer>``, a ``...footer`` class): the
    #: article's own entry footer among them, where a theme prints "Posted on".
    footer_regions: list[tuple[int, int]] = field(default_factory=list)
    #: The noise regions classed or named as comments (``comments-area``, ``#comments``):
    #: a page whose every date sits in them states no date of its own.
    comment_regions: list[tuple[int, int]] = field(default_factory=list)
    #: The noise regions beside the article that can be lists of other posts: an
    #: ``<aside>``, a box classed ``sidebar`` or ``widget`` (where themes list the latest
    #: and most read posts with their dates) holding two links or more, as ``(start, end,
    #: links)``. One with fewer is a box of the page's own (Elementor's ``post-info``
    #: widget, an ``<aside class="entry-meta">``), whose dates are the page's.
    side_regions: list[tuple[int, int, int]] = field(default_factory=list)
    attributes: list[tuple[str, str, str, int]] = field(default_factory=list)
    scripts: list[str] = field(default_factory=list)
    metas: list[tuple[str, str]] = field(default_factory=list)
    lang: str | None = None


@dataclass(slots=True)
class TextWalk:
    """What the walk of the body collects for dates, before the headline is known.

    ``parts`` joined are the visible text (offsets below refer to it, before
    normalisation); regions are ``(start, end)`` offsets in document order of
    their elements' ends.
    """

    parts: list[str] = field(default_factory=list)
    #: ``<time datetime>`` and date-classed ``<abbr title>`` values: (source, value, role, offset).
    attributes: list[tuple[str, str, str, int]] = field(default_factory=list)
    date_regions: list[tuple[int, int, str]] = field(default_factory=list)
    noise_regions: list[tuple[int, int]] = field(default_factory=list)
    #: The noise regions that are footers (see :attr:`PageView.footer_regions`).
    footer_regions: list[tuple[int, int]] = field(default_factory=list)
    #: The noise regions that are comments (see :attr:`PageView.comment_regions`).
    comment_regions: list[tuple[int, int]] = field(default_factory=list)
    #: The noise regions beside the article (see :attr:`PageView.side_regions`).
    side_regions: list[tuple[int, int, int]] = field(default_factory=list)
    h1s: list[tuple[int, int]] = field(default_factory=list)
    #: Boxes classed ``post-title`` and the like, then any other ``...title`` box.
    titles: list[tuple[int, int]] = field(default_factory=list)
    other_titles: list[tuple[int, int]] = field(default_factory=list)


#: Subtrees whose text no reader sees.
TEXT_SKIP_TAGS: Final = frozenset(
    {"script", "style", "noscript", "template", "svg", "select", "textarea"}
)
#: Elements that end a line of the visible text (dates in adjacent cells stay apart).
TEXT_BREAK_TAGS: Final = frozenset(
    {
        "p", "div", "li", "ul", "ol", "br", "h1", "h2", "h3", "h4", "h5", "h6", "td", "th",
        "tr", "table", "section", "article", "header", "footer", "aside", "nav", "dd", "dt",
        "dl", "blockquote", "figure", "figcaption", "form", "main", "hr", "time", "address",
    }
)  # fmt: skip
_DATE_HINTS: Final = (
    "date", "time", "publi", "posted", "byline", "dateline", "datum", "fecha", "info", "meta",
    "author", "source", "articlehead", "article-head", "article_head", "entry-head", "post-head",
    "story-head", "subtitle", "stamp", "zeit", "laiyuan", "fabu", "pubtime",
)  # fmt: skip
_MOD_HINTS: Final = ("updat", "modif", "revis", "edited", "aktualis")
_PUB_HINTS: Final = ("publi", "entry-date", "posted", "created", "pubdate")
_NOISE_HINTS: Final = (
    "comment", "related", "sidebar", "footer", "widget", "recommend", "popular", "teaser",
    "more-", "also", "trending", "newsletter", "breadcrumb", "navig", "menu", "archive",
    "calendar", "reply", "disqus", "social", "share", "ticker", "latest", "most-", "breaking",
    # "breaking news" as other languages' sites class its box: fr ``alerte``, de
    # ``eilmeldung``, es ``ultima-hora``, it ``ultimora``
    "alerte", "eilmeld", "ultima-hora", "ultimahora", "ultimora", "ultim-ora",
)  # fmt: skip
#: A year in a tiny inline script (``showDate("2020/04/17 01:43")``): a printed dateline.
SCRIPT_YEAR_RE: Final = re.compile(r"(?:19|20)\d\d")
#: Links, images and inline emphasis never hold a dateline of their own (their parent
#: does): their classes are not read.
PLAIN_TAGS: Final = frozenset(
    {"a", "img", "br", "hr", "input", "button", "i", "b", "strong", "em", "option", "label"}
)
#: Elements whose title-like class (``post-title``) marks the headline when no ``<h1>`` does.
TITLE_TAGS: Final = frozenset({"td", "div", "span", "p", "h2", "h3", "header"})
_ARTICLE_WORDS_RE: Final = re.compile(r"(?i:post|entry|article|story|news|content|detail)")
#: Elements whose dates are noise (site furniture, and a photo's caption: "The pier after
#: the storm of November 28" dates the picture, not the article). Not a ``caption``
#: class: themes class the dateline under the headline so too
#: (``rte-paragraph__caption``).
NOISE_TAGS: Final = frozenset({"footer", "aside", "nav", "figcaption"})
#: Visible text read from one page at most (characters).
MAX_TEXT: Final = 300_000


def _is_title_class(low: str) -> bool:
    """``post-title``, ``entry-title``, ``article_headline``; not ``subtitle`` or ``site-title``
    (``low``: the class in lower case)."""
    return ("title" in low or "headline" in low) and not any(
        word in low for word in ("sub", "site", "logo", "widget", "section", "nav")
    )


_TOKEN_KINDS: Final[dict[str, tuple[str, bool]]] = {}


_DIGITS: Final = str.maketrans("", "", "0123456789")


#: Whether a token names noise, a date, an update: searched only as yes or no, so each is a
#: trie (a plain alternation tries every word at every position: 1.7 times the cost of
#: classifying a class string on a page seen for the first time).
_NOISE_RE: Final = re.compile(trie_pattern(_NOISE_HINTS))
_DATE_RE: Final = re.compile(trie_pattern(_DATE_HINTS))
_MOD_RE: Final = re.compile(trie_pattern(_MOD_HINTS))
_ANY_HINT_RE: Final = re.compile(trie_pattern(_NOISE_HINTS + _DATE_HINTS))
_ANY_HINT_BYTES: Final = re.compile(trie_pattern(_NOISE_HINTS + _DATE_HINTS).encode())


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


def classify_hint(hint: str) -> tuple[str, bool, str]:
    """What a class/id string says: ``noise``, ``date`` or nothing; whether it says updated;
    and, for a title-like class, ``title`` (the article's own: ``post-title``) or ``title2``.

    Classified token by token through a cache, since class tokens repeat across pages
    far more than whole class strings do; the walk caches whole strings itself.
    """
    result = ("", False)
    published = False
    low = hint.lower()
    # Most class strings name neither: one search of the whole string says so (no hint
    # holds a space, so none spans two tokens); bytes for speed when it is ASCII.
    if hint.isascii():
        named = bool(_ANY_HINT_BYTES.search(low.encode("ascii").translate(None, b"0123456789")))
    else:
        named = bool(_ANY_HINT_RE.search(low.translate(_DIGITS)))
    tokens = hint.split() if named else []
    for token in tokens:
        kind = _token_kind(token)
        if kind[0] == "noise":
            result = kind
            published = False
            break
        if kind[0] == "date":
            if not kind[1]:
                published = published or any(word in token for word in _PUB_HINTS)
            if not result[0] or kind[1]:
                result = kind
    title = ""
    if _is_title_class(low):
        title = "title" if _ARTICLE_WORDS_RE.search(hint) else "title2"
    # hAtom themes mark the published date ``entry-date updated``: not a modification.
    return result[0], result[1] and not published, title


_ITEMPROPS: Final = frozenset({"datePublished", "dateCreated", "dateModified", "uploadDate"})
#: The words of a ``data-*`` attribute's name that say it holds a date (``data-date``,
#: ``data-timestamp``, ``data-publish-date``, ``data-utime``), and ``ts``, a timestamp's
#: short name, as a whole part of the name (``data-ts``, ``data-pub-ts``; not ``data-posts``).
_DATA_DATE_WORDS: Final = ("date", "time", "stamp", "publi", "created")


def _names_a_date(low: str) -> bool:
    """Whether a ``data-*`` attribute's name (``low``, lower case) says it holds a date."""
    if any(word in low for word in _DATA_DATE_WORDS):
        return True
    return "ts" in low and "ts" in low[5:].replace("_", "-").split("-")


def data_dates(
    el: etree._Element,
    keys: Sequence[str],
    role: str,
    at: int,
    out: list[tuple[str, str, str, int]],
    classed: bool = True,
) -> None:
    """The ``data-*`` dates of an element the page calls a date (``class="article-date"``):
    themes that print "3 hours ago" or the reader's local time with a script leave the
    element empty and the instant in an attribute (ISO 8601 or a Unix stamp). Read only
    on date-classed elements, where the walk asks: elsewhere such attributes are ad
    slots' and players' timers. On any other element (``classed`` false) only a name that
    says publication is read (``data-publish-date``, ``data-published-at``,
    ``data-pubdate``; not ``data-publisher``): themes leave it on a box whose class names
    no date (``<span class="pub" data-publish-date="...">``). Appended to ``out`` as
    ``(source, value, role, at)``."""
    for key in keys:
        if not key.startswith("data-"):
            continue
        low = key.lower()
        if classed:
            if not _names_a_date(low):
                continue
        elif "pub" not in low or not _names_publication(low):
            continue  # every publication's name holds "pub" (``publish``, ``pubdate``)
        value = el.get(key)
        # A value with no digit is a mode ("today-only", "relative"), not a date; one that
        # repeats the element's own text adds nothing to what the text says (a related
        # list's ``data-datetime="2 May 2019">2 May 2019<``) and is not read twice.
        if not value or len(value) > 40 or not any(ch.isdigit() for ch in value):
            continue
        if value.strip() == (el.text or "").strip():
            continue
        if not classed and _PUBLICATION_VALUE_RE.match(value) is None:
            continue  # an id, a count, a slot's number: no date's shape
        said = role
        if any(word in low for word in _MOD_HINTS):
            said = MODIFIED
        elif "publi" in low or "created" in low or not classed:
            said = PUBLISHED
        out.append((f"data:{low}", value, said, at))


#: A ``data-*`` name that says a publication's date, by whole words of the name:
#: ``data-publish-date``, ``data-published-at``, ``data-article-published``,
#: ``data-pubdate``, ``data-pub-time``, ``data-publication-date``; not ``data-publisher``,
#: ``data-publication-id``, ``data-publicidad-slot`` (an ad's), ``data-publish-id``.
_PUBLICATION_NAME_RE: Final = re.compile(
    r"data-(?:[a-z0-9]+[-_])*?"
    r"(?:publish(?:ed|ing)?(?:[-_]?(?:date|time|at|on|ts|datetime|timestamp|stamp))?"
    r"|pub[-_]?(?:date|time|ts)|publication[-_]?(?:date|time|ts))"
    r"(?:[-_](?:date|time|at|on|utc|gmt|iso|ts|datetime|timestamp|stamp|value))*"
)
#: A value that is a date, not an id: year first (``2026-12-02T07:40:00Z``,
#: ``2026/12/02``, ``20261202``), a day and a month's name before the year, or a Unix
#: stamp in seconds or milliseconds.
_PUBLICATION_VALUE_RE: Final = re.compile(
    r"\s*(?:(?:19|20)\d\d[-/.](?:1[0-2]|0?[1-9])[-/.](?:3[01]|[12]\d|0?[1-9])(?!\d)"
    r"|(?:19|20)\d\d(?:1[0-2]|0[1-9])(?:3[01]|[12]\d|0[1-9])(?!\d)"
    r"|\d{1,2}[ .]*[^\W\d_]{3,}\.?,?\s+(?:19|20)\d\d(?!\d)"
    r"|[^\W\d_]{3,}\.?\s+\d{1,2},?\s+(?:19|20)\d\d(?!\d)"
    r"|1\d{9}(?:\d{3})?\s*$)"
)


def _names_publication(low: str) -> bool:
    """Whether a ``data-*`` name (``low``, lower case) says a publication's date."""
    return _PUBLICATION_NAME_RE.fullmatch(low) is not None


#: A noise region's kinds (the walk's text kind of its element): a footer, a box that may
#: sit beside the article (its links counted at its end), or neither. Told on entering the
#: element, from the tag and class the walk has read already (see :func:`noise_kind`).
NOISE: Final = "noise"
NOISE_FOOTER: Final = "noise:footer"
NOISE_SIDE: Final = "noise:side"


def noise_kind(tag: str, klass: str | None) -> str:
    """Which noise region an element of ``tag`` and class ``klass`` makes: a footer
    (``<footer>``, a ``...footer`` class), a box beside the article (an ``<aside>``, a
    ``sidebar`` or ``widget`` class, any case) or a plain one (see :class:`TextWalk`)."""
    klass = klass or ""
    if tag == "footer" or "footer" in klass:
        return NOISE_FOOTER
    if tag == "aside":
        return NOISE_SIDE
    low = klass.lower()
    return NOISE_SIDE if "sidebar" in low or "widget" in low else NOISE


def note_noise(walk: TextWalk, start: int, end: int, kind: str, links: int = 0) -> None:
    """Record a noise region of the walk, its element's text from ``start`` to ``end``, of
    the ``kind`` :func:`noise_kind` told, as a footer or a box beside the article too (see
    :class:`TextWalk`); ``links``: a box's links with an href (descendants, counted by the
    walk as it passes them)."""
    walk.noise_regions.append((start, end))
    if kind == NOISE_FOOTER:
        walk.footer_regions.append((start, end))
    elif kind == NOISE_SIDE and links >= 2:
        # A list of other posts has a link to each; a box of the page's own facts or
        # byline (a theme's widget, an ``<aside class="entry-meta">``) a few at most.
        walk.side_regions.append((start, end, links))


def _head_parts(scan: PageScan, view: PageView) -> None:
    """``<meta>`` values, inline scripts (where JSON dates hide) and ``itemprop`` dates, from
    the page's :func:`~newsfold.markup.scan_page` (one pass shared with metadata reading)."""
    for attributes in scan.meta_attributes():
        key = attributes.get("property") or attributes.get("name")
        if not key and attributes.get("itemprop") in _ITEMPROPS:
            continue  # microdata dates are read in document order with the itemprops below
        key = key or attributes.get("itemprop") or attributes.get("http-equiv")
        content = attributes.get("content")
        if key and content:
            view.metas.append((key.strip().lower(), content))
    for element in scan.scripts:
        text = element.text
        if text and "ate" in text:
            view.scripts.append(text)
    for element in scan.itemprops:
        value = element.get("itemprop")
        if value in _ITEMPROPS:
            content = element.get("datetime") or element.get("content")
            if content:
                role = MODIFIED if value == "dateModified" else PUBLISHED
                view.attributes.append((f"itemprop:{value}", content, role, -1))


def _root(tree: etree._Element) -> etree._Element:
    return tree.getroottree().getroot() if hasattr(tree, "getroottree") else tree


def _root_and_body(tree: etree._Element) -> tuple[etree._Element, etree._Element]:
    root = _root(tree)
    body = root.find("body")
    return root, (body if body is not None else root)


def text_root(tree: etree._Element) -> etree._Element:
    """The element whose text date finding reads: ``<body>``, else the whole page."""
    return _root_and_body(tree)[1]


def read_page(tree: etree._Element, headline: str | None = None) -> PageView:
    """Walk the tree once: visible text with offsets, date and noise regions, attributes.

    Extraction walks the body once for its blocks and for this
    (:func:`build_view` then takes that walk); this is the same for a caller that
    only wants dates.
    """
    # The walk lives beside the block cutter it is shared with; imported here because
    # newsfold.extract imports this package.
    from newsfold.extract.blocks import walk_text

    _, body = _root_and_body(tree)
    return build_view(tree, walk_text(body), headline)


def build_view(
    tree: etree._Element,
    walk: TextWalk,
    headline: str | None = None,
    scan: PageScan | None = None,
) -> PageView:
    """The :class:`PageView` of a page from the walk of its body (see :func:`read_page`).

    The text is normalised once here (piece by piece only when zero-width characters
    would shift offsets), the head's ``<meta>`` values, scripts and ``itemprop`` dates
    come from ``scan`` (the page's :func:`~newsfold.markup.scan_page`, made here when the
    caller has none), and the headline is placed in the text.
    """
    view = PageView()
    root = _root(tree)
    view.lang = (root.get("lang") or root.get("xml:lang") or "").strip() or None
    if scan is None:
        scan = scan_page(root)
    _head_parts(scan, view)
    view.attributes.extend(walk.attributes)
    view.date_regions = walk.date_regions
    parts = walk.parts
    text = "".join(parts)
    # Zero-width characters are among those normalisation folds: one scan finds which
    # of those the page holds (most hold a few: no-break spaces, full-width colons).
    chars = folded_chars(text)
    if chars:
        if not chars.isdisjoint(_ZERO_WIDTH):
            text = "".join(_without_zero_width(parts, chars.intersection(_ZERO_WIDTH)))
            chars = chars.difference(_ZERO_WIDTH)
        text = normalize_text(text, chars)
    view.text = text
    titles = [content for key, content in view.metas if key in ("og:title", "twitter:title")]
    title = scan.title
    if title is not None and title.text:
        titles.append(title.text)
    view.headline_at = _headline_offset(
        view.text, walk.h1s, headline, titles, walk.titles + walk.other_titles
    )
    view.date_regions.sort()
    # A "noise" class on an element that holds the headline (``has-sidebar`` on the
    # article wrapper) says nothing about the article's own dates.
    at = view.headline_at
    view.noise_regions = sorted(
        (start, end) for start, end in walk.noise_regions if not (at >= 0 and start <= at < end)
    )
    view.footer_regions = sorted(
        (start, end) for start, end in walk.footer_regions if not (at >= 0 and start <= at < end)
    )
    view.comment_regions = sorted(
        (start, end) for start, end in walk.comment_regions if not (at >= 0 and start <= at < end)
    )
    view.side_regions = sorted(
        (start, end, links)
        for start, end, links in walk.side_regions
        if not (at >= 0 and start <= at < end)
    )
    return view


_ZERO_WIDTH: Final = ("\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad")


def _without_zero_width(parts: list[str], present: set[str]) -> list[str]:
    """``parts`` with the zero-width characters ``present`` (those the page holds) blanked
    in each (see :func:`_blank_zero_width`).

    Only parts outside ASCII can hold one (``str.isascii`` is a flag test, not a scan).
    A class search of the joined text found each zero-width character (German pages
    hold soft hyphens by the thousand) and mapped it back to its part by offset.
    """
    out = list(parts)
    for index, part in enumerate(parts):
        if not part.isascii():
            out[index] = _blank_zero_width(part, present)
    return out


def _blank_zero_width(part: str, present: Iterable[str] = _ZERO_WIDTH) -> str:
    """Zero-width characters would vanish in normalisation and shift every offset after them.

    Moving them to the end of their piece keeps the piece's length (so offsets
    hold) while joining the digits they split (``2020\u200b-01-26``). ``present``: the
    zero-width characters to look for (the others are known to be absent); each is
    removed by one ``replace``, a C scan, where ``translate`` looked every character up
    in a table.
    """
    kept = part
    for char in present:
        kept = kept.replace(char, "")
    return kept + " " * (len(part) - len(kept))


_HOST_RE: Final = re.compile(r"(?:[\w-]+\.)+[a-z]{2,}", re.ASCII | re.IGNORECASE)
_TITLE_SPLIT_RE: Final = re.compile(r"\s*(?:\||_|--|—|–|\s-\s|::|»)\s*")
#: A character of each of :data:`_TITLE_SPLIT_RE`'s separators.
_TITLE_SEPARATORS: Final = ("|", "_", "-", "—", "–", ":", "»")


def _needles(headline: str | None, titles: Sequence[str]) -> list[str]:
    """Strings that should appear where the headline is printed, most specific first."""
    out: list[str] = []
    for raw in (headline, *titles):
        if not raw:
            continue
        text = normalize_text(raw)
        # Every separator holds one of these characters: without any, nothing splits (the
        # pattern is tried at every character, 30,000 instructions a title).
        split = any(char in text for char in _TITLE_SEPARATORS)
        parts = _TITLE_SPLIT_RE.split(text) if split else [text]
        segments = sorted(parts, key=len, reverse=True)
        for segment in segments[:2]:
            if _HOST_RE.fullmatch(segment.strip()):
                continue  # "| blog.example.com": the site, not the headline
            words = segment.split()
            if len(" ".join(words)) >= 4:
                out.append(" ".join(words)[:20])
            chunk = ""  # the first longest word, as max(words, key=len) gives it, in a loop
            for word in words:
                if len(word) > len(chunk):
                    chunk = word
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
