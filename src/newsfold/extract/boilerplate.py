"""What marks an element as page furniture rather than article text.

Three kinds of evidence, from strongest to weakest: the tag (``script``, ``figure``...
are skipped outright; ``nav``, ``header``, ``footer``, ``aside`` are furniture unless they
hold most of the prose, and a ``header`` inside an ``article`` or ``main`` is the article's
own, read as text), ARIA roles and ``hidden``, and the words of its ``class`` and
``id``. Class words are matched as whole tokens: ``share-bar`` and ``shareBar`` both give
``share``, while ``article-body`` gives no ``ad`` and the generated ``tagStyle_x1`` is no
tag list. Chinese sites use pinyin and English class names alike (``xgxw`` = 相关新闻,
``rdph`` = 热点排行), and the visible headings of such lists (``相关新闻``, ``热点``) are
recognised by text in :mod:`newsfold.extract.body`.
"""

from __future__ import annotations

import re
from typing import Final

__all__ = [
    "BLOCK_TAGS",
    "FURNITURE_TAGS",
    "HEADING_TAGS",
    "SKIP_TAGS",
    "class_tokens",
    "class_weight",
    "is_boilerplate_marker",
    "marker_of",
]

#: Elements whose whole subtree is never article text.
SKIP_TAGS: Final = frozenset(
    {
        "script",
        "style",
        "template",
        "svg",
        "math",
        "iframe",
        "frame",
        "frameset",
        "object",
        "embed",
        "applet",
        "video",
        "audio",
        "canvas",
        "map",
        "head",
        "title",
        "meta",
        "link",
        "button",
        "select",
        "option",
        "textarea",
        "input",
        "label",
        "figure",
        "figcaption",
        "picture",
        "dialog",
        "marquee",
    }
)

#: Page-furniture elements that are skipped like furniture-marked classes: unless they
#: hold most of the page's prose (a page whose markup wraps everything in <header>, or
#: an unclosed <div> in <noscript> that the parser extends to the whole page). A <header>
#: inside an <article> or <main> is the article's own and not furniture by its tag
#: (``blocks._heads_a_section``).
FURNITURE_TAGS: Final = frozenset({"nav", "aside", "footer", "header", "menu", "noscript"})

#: Elements that start a new block of text (everything else is inline).
BLOCK_TAGS: Final = frozenset(
    {
        "p",
        "div",
        "section",
        "article",
        "main",
        "body",
        "td",
        "th",
        "tr",
        "table",
        "tbody",
        "thead",
        "tfoot",
        "ul",
        "ol",
        "li",
        "dl",
        "dt",
        "dd",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "blockquote",
        "pre",
        "center",
        "address",
        "hr",
        "form",
        "fieldset",
        "caption",
        "pullquote",
        "pullout",
        "details",
        "summary",
        # skipped whole (SKIP_TAGS), but block-level: the text on either side of a
        # picture is two lines, not one ("... her pictures.The exhibition ...")
        "figure",
        "figcaption",
    }
)

#: Elements that break a run of text where a walk joins text and tails itself (captions,
#: a notice's lead): the blocks, and ``<br>``; inline elements join as they stand (CJK text
#: has no spaces between them).
TEXT_BREAK_TAGS: Final = BLOCK_TAGS | {"br"}

HEADING_TAGS: Final = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})

_SPLIT_RE: Final = re.compile(r"[\s_\-:.]+|(?<=[a-z])(?=[A-Z])")

#: Class/id tokens that mark furniture on their own.
_BAD_TOKENS: Final = frozenset(
    {
        "nav",
        "navbar",
        "navigation",
        "menu",
        "menubar",
        "breadcrumb",
        "breadcrumbs",
        "crumbs",
        "share",
        "sharing",
        "sharebar",
        "social",
        "socials",
        "related",
        "relatedposts",
        "recommend",
        "recommended",
        "recommendations",
        "recirc",
        "comment",
        "comments",
        "disqus",
        "cookie",
        "cookies",
        "consent",
        "gdpr",
        "footer",
        "sidebar",
        "widgets",
        "promo",
        "promotion",
        "advert",
        "advertisement",
        "advertising",
        "ad",
        "ads",
        "adsbygoogle",
        "adslot",
        "sponsor",
        "sponsored",
        "banner",
        "newsletter",
        "subscribe",
        "subscription",
        "signup",
        "paywall",
        "popular",
        "trending",
        "mostread",
        "tags",
        "taglist",
        "keywords",
        "caption",
        "credit",
        "credits",
        "byline",
        "dateline",
        "author",
        "authors",
        "bio",
        "pagination",
        "pager",
        "toolbar",
        "toolbox",
        "masthead",
        "modal",
        "popup",
        "overlay",
        "skip",
        "login",
        "meta",
        "rating",
        "rss",
        "feedback",
        "copyright",
        "disclaimer",
        "outbrain",
        "taboola",
        # a box that asks the reader to act ("call to action"), a tip line's, a
        # donation's; a video player's title, duration and "more videos" line (video.js,
        # JW Player; and the pairs). A messaging platform's name is no furniture alone (a
        # quoted "telegram-post", a "whatsapp-message" is the story's): see the pairs.
        "cta",
        "tipline",
        "donate",
        "donation",
        "vjs",
        "jwplayer",
        # pinyin abbreviations used by Chinese news sites
        "qr",
        "qrcode",
        "erweima",
        "wechat",
        "weixin",
        "xgxw",
        "xgwz",
        "rdph",
        "rdxw",
        "tjyd",
        "pinglun",
        "fenxiang",
    }
)

#: Tokens of embedded posts the article quotes; they outweigh "social" and friends.
_EMBED_TOKENS: Final = frozenset({"embed", "embedded", "tweet"})

#: Pairs of tokens that together mark furniture ("more stories", "read next").
_BAD_PAIRS: Final[tuple[tuple[str, str], ...]] = (
    ("more", "stories"),
    ("more", "articles"),
    ("read", "more"),
    ("read", "next"),
    ("most", "read"),
    ("most", "popular"),
    ("you", "may"),
    ("also", "like"),
    ("see", "also"),
    ("hot", "news"),
    ("top", "stories"),
    ("pull", "quote"),
    ("follow", "us"),
    ("call", "action"),
    ("google", "news"),
    ("video", "player"),
    ("audio", "player"),
    # a messaging platform's follow box (its words are in any language: "Ακολουθήστε ...
    # στο Google News", a Tamil WhatsApp line), told by the box's word beside the
    # platform's name: never the name alone, a post or a message the story quotes
    *(
        (platform, word)
        for platform in ("whatsapp", "telegram", "viber")
        for word in ("follow", "join", "subscribe", "button", "widget", "banner", "cta")
    ),
)

#: ``text`` but not ``context``: that word names what is around the text (a CMS's
#: "上一篇 / 下一篇" box is a ``context`` div), not the text.
_GOOD_RE: Final = re.compile(
    r"article|body|content|entry|main|page|post|(?<!con)text|blog|story|detail|zhengwen|"
    r"\bzw\b|newstext|artical|cont\b",
    re.I,
)
#: ``list`` (a link list) but not ``listicle``: that word names the article's genre, a
#: list article whose ``listicle-item`` entries are its body, not a list of links.
_NEG_RE: Final = re.compile(
    r"combx|comment|com-|contact|foot|footer|footnote|masthead|media|meta|outbrain|promo|"
    r"related|scroll|shoutbox|sidebar|skyscraper|sponsor|shopping|tags|tool|widget|share|"
    r"social|nav|menu|recommend|hot|rank|list(?!icle)|links?\b",
    re.I,
)
#: :data:`_GOOD_RE` and :data:`_NEG_RE` without ``re.I``, for a marker in ASCII once
#: lower-cased (see :func:`_class_weight`).
_GOOD_LOWER_RE: Final = re.compile(_GOOD_RE.pattern)
_NEG_LOWER_RE: Final = re.compile(_NEG_RE.pattern)


def marker_of(class_: str | None, id_: str | None) -> str:
    """The class and id of an element as one string (empty when neither is set)."""
    if not class_ and not id_:
        return ""
    return f"{class_ or ''} {id_ or ''}".strip()


def class_tokens(marker: str) -> list[str]:
    """The words of a class or id string, lower-cased: split at spaces, ``_-:.``
    and camelCase steps ("articleLead-box" -> article, lead, box)."""
    return [t.lower() for t in _SPLIT_RE.split(marker) if t]


#: The fast path of :func:`is_boilerplate_marker`, for ASCII class strings (nearly all):
#: camelCase steps and separators (``[\s_\-:.]``, ASCII) become spaces, the bytes are
#: split once and the tokens compared as sets in C.
_SEPARATORS: Final = bytes.maketrans(b"_-:.\x1c\x1d\x1e\x1f", b"        ")
_BAD_BYTES: Final = frozenset(token.encode() for token in _BAD_TOKENS)
_EMBED_BYTES: Final = frozenset(token.encode() for token in _EMBED_TOKENS)
_PAIR_BYTES: Final = tuple((a.encode(), b.encode()) for a, b in _BAD_PAIRS)
_PAIR_WORD_BYTES: Final = frozenset(word for pair in _PAIR_BYTES for word in pair)


_CAMEL_STEP: Final = re.compile(rb"(?<=[a-z])(?=[A-Z])")


def _plain_verdict(raw: bytes) -> bool:
    tokens = raw.translate(_SEPARATORS).split()
    if not _EMBED_BYTES.isdisjoint(tokens):
        return False
    if not _BAD_BYTES.isdisjoint(tokens):
        return True
    if _PAIR_WORD_BYTES.isdisjoint(tokens):
        return False
    token_set = set(tokens)
    return any(a in token_set and b in token_set for a, b in _PAIR_BYTES)


def is_boilerplate_marker(marker: str) -> bool:
    """True when class/id words say the element is furniture (see module docstring)."""
    if not marker:
        return False
    if marker.isascii():
        raw = marker.encode("ascii")
        lower = raw.lower()
        if lower != raw:  # capitals: a camelCase step splits too ("shareBar")
            lower = _CAMEL_STEP.sub(b" ", raw).lower()
        return _plain_verdict(lower)
    tokens = class_tokens(marker)
    if any(t in _EMBED_TOKENS for t in tokens):
        return False  # an embedded post quoted by the article ("social-media-embed")
    if any(t in _BAD_TOKENS for t in tokens):
        return True
    token_set = set(tokens)
    return any(a in token_set and b in token_set for a, b in _BAD_PAIRS)


#: Weights by class/id string: a site's pages repeat the same names many times.
_WEIGHT_CACHE: Final[dict[str, float]] = {}


def class_weight(marker: str) -> float:
    """Readability-style prior: positive for content-like names, negative for furniture."""
    if not marker:
        return 0.0
    cached = _WEIGHT_CACHE.get(marker)
    if cached is not None:
        return cached
    if len(_WEIGHT_CACHE) > 20_000:
        _WEIGHT_CACHE.clear()
    weight = _WEIGHT_CACHE[marker] = _class_weight(marker)
    return weight


def _class_weight(marker: str) -> float:
    """:func:`class_weight` of a marker not seen yet.

    A marker in ASCII (almost all are) is lower-cased and searched case-sensitively:
    the case-blind expressions try each of their words at every position of the string
    (about 9 us a marker, a fifth of the body model's features on a page seen for the
    first time), the plain ones jump to the next position where a word can start. On
    ASCII text both match the same places (lower-casing keeps every position, and
    ``\\b`` reads letters and digits in either case alike); outside ASCII ``re.I`` also
    folds the Kelvin sign, a long s and the dotted and dotless i, so those keep it.
    """
    if marker.isascii():
        marker = marker.lower()
        good, neg = _GOOD_LOWER_RE, _NEG_LOWER_RE
    else:
        good, neg = _GOOD_RE, _NEG_RE
    weight = 0.0
    if good.search(marker):
        weight += 25.0
    if neg.search(marker):
        weight -= 25.0
    return weight
