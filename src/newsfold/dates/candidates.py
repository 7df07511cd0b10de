"""Date candidates: every place a page states a date, each kept with where it came from.

Sources fall into independent *groups*, because agreement only counts as
evidence when it comes from places a CMS does not fill from one field:

- ``structured``: JSON-LD, ``<meta>`` (OpenGraph, Dublin Core, ``sailthru``,
  ``parsely``…), microdata ``itemprop``, dates in inline JSON;
- ``markup``: ``<time datetime>`` and date-like attributes near the headline;
- ``text``: visible text near the headline and byline (``发布时间：…``,
  ``来源：… 2020-01-26``, ``Posted Jan 26, 2020``), and, weakly, the rest of the page;
- ``url``: ``/2020/01/26/``, ``/20200126/``, ``t20200126_``;
- ``feed``: the sitemap or feed entry the page was found through.

The page tree is read once, in one ``iterwalk`` pass that builds the visible
text with offsets (headline position, date-like and noise regions such as
comments and related-article lists); the text is then scanned once.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from lxml import etree

from newsfold.dates.normalize import normalize_text
from newsfold.dates.parse import ParsedDate, find_dates, parse_date
from newsfold.dates.zones import get_zone
from newsfold.errors import DateError

__all__ = ["Candidate", "PageView", "collect_candidates", "read_page", "url_candidates"]

PUBLISHED = "published"
MODIFIED = "modified"
ANY = "any"


@dataclass(frozen=True, slots=True)
class Candidate:
    """One stated date with its provenance and the prior trust in that kind of source."""

    source: str
    group: str
    role: str
    weight: float
    parsed: ParsedDate
    raw: str
    position: int = -1
    #: The day/month-swapped reading of an ambiguous numeric date.
    swapped: bool = False


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


_STRUCTURED_WEIGHTS: dict[str, tuple[str, float]] = {
    "jsonld:datePublished": (PUBLISHED, 0.9),
    "jsonld:dateCreated": (PUBLISHED, 0.75),
    "jsonld:dateModified": (MODIFIED, 0.8),
    "meta:article:published_time": (PUBLISHED, 0.9),
    "meta:og:published_time": (PUBLISHED, 0.85),
    "meta:datePublished": (PUBLISHED, 0.85),
    "meta:dateModified": (MODIFIED, 0.8),
    "meta:article:modified_time": (MODIFIED, 0.8),
    "meta:og:updated_time": (MODIFIED, 0.7),
    "meta:dcterms.modified": (MODIFIED, 0.7),
    "meta:date": (PUBLISHED, 0.6),
    "meta:dc.date": (PUBLISHED, 0.7),
}
_MOD_WORDS_RE = re.compile(r"modif|updat|revis|lastmod|last-mod|changed|edited|aktualisiert")
_PUB_WORDS_RE = re.compile(
    r"publish|pubdate|pub_date|pub-date|pubtime|issued|created|create_at|release|original|posted"
)
_SKIP_META_RE = re.compile(r"expir|birth|event|start|end|copyright|valid|embargo|cache|retriev")
_DATE_WORD_RE = re.compile(r"date|time|datum|fecha|data$")


def classify_meta(key: str) -> tuple[str, float] | None:
    """Role and weight of a ``<meta>`` (or JSON key) date by its name; None if not a date."""
    source = f"meta:{key}"
    if source in _STRUCTURED_WEIGHTS:
        return _STRUCTURED_WEIGHTS[source]
    if _SKIP_META_RE.search(key):
        return None
    if _MOD_WORDS_RE.search(key):
        return (MODIFIED, 0.6) if _DATE_WORD_RE.search(key) or "lastmod" in key else None
    if _PUB_WORDS_RE.search(key):
        return PUBLISHED, 0.75
    if key in ("dc.date", "dcterms.date", "citation_date", "sailthru.date", "displaydate"):
        return PUBLISHED, 0.7
    if key.endswith(("date", ".date", ":date")):
        return PUBLISHED, 0.55
    return None


# --- the single pass over the tree -------------------------------------------------------

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
_NOISE_TAGS = frozenset({"footer", "aside", "nav"})
_MAX_TEXT = 300_000


def _hints(element: Any) -> str:
    return f"{element.get('class') or ''} {element.get('id') or ''}"


_TOKEN_KINDS: dict[str, tuple[str, bool]] = {}
_HINT_KINDS: dict[str, tuple[str, bool]] = {}
_TOKEN_SPLIT_RE = re.compile(r"\s+")


def _token_kind(token: str) -> tuple[str, bool]:
    kind = _TOKEN_KINDS.get(token)
    if kind is None:
        low = token.lower()
        if any(word in low for word in _NOISE_HINTS):
            kind = ("noise", False)
        elif any(word in low for word in _DATE_HINTS):
            kind = ("date", any(word in low for word in _MOD_HINTS))
        else:
            kind = ("", False)
        if len(_TOKEN_KINDS) > 50_000:
            _TOKEN_KINDS.clear()
        _TOKEN_KINDS[token] = kind
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


def _head_parts(root: Any, view: PageView) -> None:
    """``<meta>`` values and inline scripts (where JSON dates hide), found by C-level filters."""
    for element in root.iter("meta"):
        key = element.get("property") or element.get("name") or element.get("itemprop")
        key = key or element.get("http-equiv")
        content = element.get("content")
        if key and content:
            view.metas.append((key.strip().lower(), content))
    for element in root.iter("script"):
        text = element.text
        if text and "ate" in text:
            view.scripts.append(text)


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
    attributes = view.attributes
    skip_tags, block_tags, noise_tags = _SKIP_TAGS, _BLOCK_TAGS, _NOISE_TAGS
    walker = etree.iterwalk(body, events=("start", "end"))
    for event, element in walker:
        tag = element.tag
        if event == "start":
            if tag.__class__ is not str or tag in skip_tags:
                push(("", length, ANY))
                walker.skip_subtree()
                continue
            kind = ""
            role = ANY
            cls = element.get("class")
            ident = element.get("id")
            if cls or ident:
                kind, modified = _hint_kind(f"{cls} {ident}" if cls and ident else cls or ident)
                if modified:
                    role = MODIFIED
                if kind == "date" and tag == "abbr" and element.get("title"):
                    attributes.append(("abbr:title", element.get("title") or "", ANY, length))
            itemprop = element.get("itemprop")
            if itemprop in _ITEMPROPS:
                value = element.get("datetime") or element.get("content")
                if value:
                    prop_role = MODIFIED if itemprop == "dateModified" else PUBLISHED
                    attributes.append((f"itemprop:{itemprop}", value, prop_role, length))
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
                else:
                    h1_offsets.append((start, length))
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
    view.headline_at = _headline_offset(view.text, h1_offsets, headline, titles)
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


_TITLE_SPLIT_RE = re.compile(r"\s*(?:\||_|--|—|–|\s-\s|::|»)\s*")


def _needles(headline: str | None, titles: Sequence[str]) -> list[str]:
    """Strings that should appear where the headline is printed, most specific first."""
    out: list[str] = []
    for raw in (headline, *titles):
        if not raw:
            continue
        segments = sorted(_TITLE_SPLIT_RE.split(normalize_text(raw)), key=len, reverse=True)
        for segment in segments[:2]:
            words = segment.split()
            if len(" ".join(words)) >= 4:
                out.append(" ".join(words)[:20])
            chunk = max(words, key=len, default="")
            if len(chunk) >= 6:
                out.append(chunk[:12])
    return out


def _headline_offset(
    text: str, h1s: Sequence[tuple[int, int]], headline: str | None, titles: Sequence[str] = ()
) -> int:
    """Where the headline sits in the text: the h1 that matches it, else its first sight."""
    needles = _needles(headline, titles)
    if h1s:
        for needle in needles:
            for start, end in h1s:
                if needle[:10] in " ".join(text[start:end].split()):
                    return start
        return h1s[0][0]
    for needle in needles:
        at = text.find(needle)
        if at >= 0:
            return at
    return -1


# --- candidates from each source ---------------------------------------------------------

_Y = r"((?:19|20)\d\d)"
_M = r"(0[1-9]|1[0-2])"
_D = r"(0[1-9]|[12]\d|3[01])"
_URL_PATTERNS = (
    (re.compile(r"(?<!\d)" + _Y + r"[/_-](0?[1-9]|1[0-2])[/_-](0?[1-9]|[12]\d|3[01])(?!\d)"),
     "ymd"),
    (re.compile(r"(?<!\d)" + _Y + _M + r"[/_-]?" + _D + r"(?!\d)"), "ymd"),
    (re.compile(r"(?<![\d.])" + _D + r"[-_.]" + _M + r"[-_.]" + _Y + r"(?!\d)"), "dmy"),
    (re.compile(r"/" + _D + _M + _Y + r"[-_/]"), "dmy"),
    (re.compile(r"/" + _Y + r"[/_-]?" + _M + r"/"), "ym"),
)  # fmt: skip


def url_candidates(url: str | None, default_tz: str) -> list[Candidate]:
    """Dates in the URL path; a full day weighs more than a bare year and month."""
    if not url:
        return []
    path = url.split("://", 1)[-1]
    path = path[path.find("/") :] if "/" in path else ""
    for pattern, order in _URL_PATTERNS:
        match = pattern.search(path)
        if not match:
            continue
        a, b, c = (*match.groups(), "01")[:3]
        if order == "dmy":
            a, c = c, a
        text = f"{a}-{int(b):02d}-{int(c):02d}"
        try:
            parsed = parse_date(text, default_tz)
        except DateError:
            continue
        if order == "ym":
            day = parsed.local_day
            parsed = ParsedDate(parsed.instant, text[:7], False, True, "month", False, day)
            return [Candidate("url", "url", ANY, 0.25, parsed, match.group(0))]
        return [Candidate("url", "url", ANY, 0.6, parsed, match.group(0))]
    return []


_SCRIPT_DATE_RE = re.compile(
    r"[\"'](datePublished|dateCreated|dateModified|publishDate|publishedAt|published_at|"
    r"pubDate|firstPublished|first_published_at|displayDate|publish_time|pubtime|createdAt|"
    r"updatedAt|modified_at|dateUpdated)[\"']\s*:\s*[\"']([^\"']{8,40})[\"']"
)


def _script_candidates(scripts: Iterable[str], parse: Any) -> list[Candidate]:
    found: list[Candidate] = []
    seen: set[str] = set()
    for script in scripts:
        if len(found) >= 6:
            break
        for match in _SCRIPT_DATE_RE.finditer(script[:200_000]):
            key, raw = match.group(1), match.group(2)
            if key in seen:
                continue
            seen.add(key)
            role = MODIFIED if _MOD_WORDS_RE.search(key.lower()) else PUBLISHED
            parsed = parse(raw)
            if parsed is not None:
                found.append(Candidate(f"script:{key}", "structured", role, 0.6, parsed, raw))
    return found


_PUB_CONTEXT_RE = re.compile(
    r"(?i:publi|posted|veröffentlicht|erstellt|erschienen|datum|date|"
    r"publié|publicado|pubblicato|on\s*$|am\s*$|le\s*$)|发布|发表|日期|时间|時間|发稿|来源|稿源|作者"
)
_MOD_CONTEXT_RE = re.compile(
    r"(?i:updat|modif|aktualisiert|geändert|edited|revised|mis à jour|actualizado|"
    r"last\s+changed)|更新|修改|编辑于"
)
_YEAR_RE = re.compile(r"(?:19|20)\d\d")
_COPYRIGHT_RE = re.compile(r"(?i:©|\(c\)|copyright)|版权")


def _in_regions(regions: Sequence[tuple[int, int, str]], at: int) -> str | None:
    index = bisect_right(regions, (at, 1 << 60, "~"))
    for start, end, role in reversed(regions[max(0, index - 8) : index]):
        if start <= at < end:
            return role
    return None


def _in_noise(regions: Sequence[tuple[int, int]], at: int) -> bool:
    index = bisect_right(regions, (at, 1 << 60))
    return any(start <= at < end for start, end in regions[max(0, index - 8) : index])


def text_candidates(
    view: PageView,
    default_tz: str,
    *,
    fetched_at: Any,
    language: str | None,
    day_first: bool,
) -> list[Candidate]:
    """Dates in the visible text, weighed by where they sit and the words before them."""
    windows = [(start, end) for start, end, _ in view.date_regions]
    if view.headline_at >= 0:
        windows.append((max(0, view.headline_at - 300), view.headline_at + 1200))
    windows.sort()
    found = find_dates(
        view.text,
        default_tz,
        fetched_at=fetched_at,
        language=language,
        day_first=day_first,
        normalized=True,
        limit=300,
        windows=windows,
    )
    out: list[Candidate] = []
    anchor = view.headline_at
    region_hits = 0
    today = fetched_at.astimezone(get_zone(default_tz)).date() if fetched_at else None
    for start, end, parsed in found:
        before = view.text[max(0, start - 30) : start]
        if _COPYRIGHT_RE.search(before):
            continue
        noise = _in_noise(view.noise_regions, start)
        region = _in_regions(view.date_regions, start)
        role = ANY
        # Words before the date decide its role; a class name alone does not (hAtom
        # themes mark the published date ``updated``), it only lowers the weight.
        if _MOD_CONTEXT_RE.search(before[-20:]):
            role = MODIFIED
        elif _PUB_CONTEXT_RE.search(before[-14:]):
            role = PUBLISHED
        near = anchor >= 0 and -400 <= start - anchor <= 1500
        raw = view.text[start:end]
        if parsed.relative and (
            noise
            or not any(ch.isdigit() for ch in raw)  # a bare "today" is a menu or a widget
            or (region is None and not (anchor >= 0 and -300 <= start - anchor <= 1200))
        ):
            continue
        if noise:
            source, weight = "text:page", 0.1
        elif region is not None and (anchor < 0 or -3000 <= start - anchor <= 6000):
            # The first dateline after the headline is the article's; later ones are
            # teasers, comments and archive lists.
            source, weight = "text:dateline", max(0.2, 0.6 * 0.75**region_hits)
            region_hits += 1
            if region == MODIFIED:
                weight *= 0.8
            if anchor >= 0 and anchor - start > 300:
                weight *= 0.75  # above the headline: often the site header's "today"
        elif near:
            distance = abs(start - anchor)
            source, weight = "text:headline", 0.55 - 0.15 * min(distance, 1500) / 1500
        else:
            source, weight = "text:page", 0.12
        if role == PUBLISHED:
            # "发布时间：", "Published:" say outright what the date is, wherever it sits.
            weight = weight + 0.1 if noise else max(weight + 0.1, 0.45)
        if today is not None and parsed.local_day == today and not parsed.relative:
            weight *= 0.5  # the fetch day itself, undated by a clock: a "today" widget
        if parsed.precision == "month":
            weight *= 0.3
        elif not parsed.relative and not _YEAR_RE.search(raw):
            weight *= 0.7  # "01-26 15:30": the year is a guess from the fetch time
        out.append(Candidate(source, "text", role, round(weight, 3), parsed, raw, start))
    return out


def collect_candidates(
    meta_dates: Sequence[tuple[str, str]],
    view: PageView | None,
    *,
    url: str | None,
    default_tz: str,
    fetched_at: Any,
    language: str | None,
    day_first: bool,
    feed_date: str | None,
    flags: list[str],
) -> list[Candidate]:
    """Every candidate from every source, unparseable structured values flagged."""

    def parse(raw: str) -> ParsedDate | None:
        try:
            return parse_date(
                raw, default_tz, fetched_at=fetched_at, language=language, day_first=day_first
            )
        except DateError:
            return None

    out: list[Candidate] = []
    seen: set[tuple[str, str]] = set()
    structured: list[tuple[str, str]] = list(meta_dates)
    if view is not None:
        for key, content in view.metas:
            if classify_meta(key) is not None:
                structured.append((f"meta:{key}", content))
    for source, raw in structured:
        if (source.lower(), raw) in seen:
            continue
        seen.add((source.lower(), raw))
        if source.startswith("jsonld:"):
            role, weight = _STRUCTURED_WEIGHTS.get(source, (PUBLISHED, 0.7))
        else:
            kind = classify_meta(source.removeprefix("meta:").lower())
            if kind is None:
                continue
            role, weight = kind
        parsed = parse(raw)
        if parsed is None:
            flags.append(f"unparsed:{source}")
            continue
        out.append(Candidate(source, "structured", role, weight, parsed, raw))
    if view is not None:
        time_hits = 0
        seen_props: dict[str, int] = {}
        for source, raw, role, position in view.attributes:
            parsed = parse(raw)
            if parsed is None:
                continue
            if source.startswith("itemprop:"):
                # On a listing page every teaser has its own datePublished: the first
                # one (the article's own, in document order) counts most.
                rank = seen_props.get(source, 0)
                seen_props[source] = rank + 1
                weight = 0.85 * 0.7**rank
                out.append(Candidate(source, "structured", role, weight, parsed, raw, position))
                continue
            noise = _in_noise(view.noise_regions, position)
            anchor = view.headline_at
            near = anchor < 0 or -1500 <= position - anchor <= 4000
            weight = 0.1 if noise else (0.7 if near and time_hits < 2 else 0.35)
            if not noise and near:
                time_hits += 1
            if role == PUBLISHED:
                weight += 0.1
            out.append(Candidate(source, "markup", role, weight, parsed, raw, position))
        out.extend(_script_candidates(view.scripts, parse))
        out.extend(
            text_candidates(
                view, default_tz, fetched_at=fetched_at, language=language, day_first=day_first
            )
        )
    out.extend(url_candidates(url, default_tz))
    if feed_date:
        parsed = parse(feed_date)
        if parsed is None:
            flags.append("unparsed:feed")
        else:
            out.append(Candidate("feed", "feed", PUBLISHED, 0.75, parsed, feed_date))
    return out
