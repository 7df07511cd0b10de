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

The page tree is read once (:mod:`newsfold.dates.page`) and its visible text
scanned once.
"""

from __future__ import annotations

import json
import re
from bisect import bisect_left, bisect_right
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Final

from newsfold.dates.page import ANY, MODIFIED, PUBLISHED, PageView, read_page, trie_pattern
from newsfold.dates.parse import ParsedDate, find_dates, parse_date
from newsfold.dates.zones import get_zone
from newsfold.errors import DateError

__all__ = [
    "ANY",
    "MODIFIED",
    "PUBLISHED",
    "Candidate",
    "PageView",
    "collect_candidates",
    "read_page",
    "url_candidates",
]


@dataclass(frozen=True, slots=True, init=False)
class Candidate:
    """One stated date with its provenance and the prior trust in that kind of source.

    ``__init__`` is the dataclass's own, written out: compiled, the generated one stays
    interpreted (see :class:`~newsfold.dates.parsed.ParsedDate`).
    """

    source: str
    group: str
    role: str
    weight: float
    parsed: ParsedDate
    raw: str
    position: int = -1
    #: The day/month-swapped reading of an ambiguous numeric date.
    swapped: bool = False

    def __init__(
        self,
        source: str,
        group: str,
        role: str,
        weight: float,
        parsed: ParsedDate,
        raw: str,
        position: int = -1,
        swapped: bool = False,
    ) -> None:
        object.__setattr__(self, "source", source)
        object.__setattr__(self, "group", group)
        object.__setattr__(self, "role", role)
        object.__setattr__(self, "weight", weight)
        object.__setattr__(self, "parsed", parsed)
        object.__setattr__(self, "raw", raw)
        object.__setattr__(self, "position", position)
        object.__setattr__(self, "swapped", swapped)


_STRUCTURED_WEIGHTS: Final[dict[str, tuple[str, float]]] = {
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
_META_WEIGHTS: Final = {
    key.removeprefix("meta:").lower(): value
    for key, value in _STRUCTURED_WEIGHTS.items()
    if key.startswith("meta:")
}
_MOD_WORDS_RE: Final = re.compile(r"modif|updat|revis|lastmod|last-mod|changed|edited|aktualisiert")
_PUB_WORDS_RE: Final = re.compile(
    r"publish|publication|pubdate|pub_date|pub-date|pubtime|issued|created|create_at|release|original|posted"
)
_SKIP_META_RE: Final = re.compile(
    r"expir|birth|event|start|end|copyright|valid|embargo|cache|retriev|"
    r"publisher|author|image|url|title|section|locale|type|tag"
)
_DATE_WORD_RE: Final = re.compile(r"date|time|datum|fecha|data$")


def classify_meta(key: str) -> tuple[str, float] | None:
    """Role and weight of a ``<meta>`` (or JSON key) date by its name; None if not a date.

    Cached by name: pages name their ``<meta>`` elements from a short list (``og:title``,
    ``viewport``...), and each unknown name costs up to four pattern searches.
    """
    if key in _META_KINDS:
        return _META_KINDS[key]
    if len(_META_KINDS) > _META_CACHE_SIZE:
        _META_KINDS.clear()
    kind = _META_KINDS[key] = _classify_meta(key)
    return kind


#: :func:`classify_meta`'s verdicts by name.
_META_KINDS: Final[dict[str, tuple[str, float] | None]] = {}
_META_CACHE_SIZE: Final = 20_000


def _classify_meta(key: str) -> tuple[str, float] | None:
    known = _META_WEIGHTS.get(key.lower())
    if known is not None:
        return known
    if _SKIP_META_RE.search(key):
        return None
    if _MOD_WORDS_RE.search(key):
        dated = _DATE_WORD_RE.search(key) or "lastmod" in key or "last-mod" in key
        return (MODIFIED, 0.6) if dated else None
    if _PUB_WORDS_RE.search(key):
        return PUBLISHED, 0.75
    if key in ("dc.date", "dcterms.date", "citation_date", "sailthru.date", "displaydate"):
        return PUBLISHED, 0.7
    if key.endswith(("date", ".date", ":date")):
        return PUBLISHED, 0.55
    return None


# --- candidates from each source ---------------------------------------------------------

_Y: Final = r"((?:19|20)\d\d)"
_M: Final = r"(0[1-9]|1[0-2])"
_D: Final = r"(0[1-9]|[12]\d|3[01])"
_URL_PATTERNS: Final = (
    (re.compile(r"(?<!\d)" + _Y + r"[/_-](0?[1-9]|1[0-2])[/_-](0?[1-9]|[12]\d|3[01])(?!\d)"),
     "ymd"),
    (re.compile(r"(?<!\d)" + _Y + _M + r"[/_-]?" + _D + r"(?!\d)"), "ymd"),
    (re.compile(r"(?<![\d.])" + _D + r"[-_.]" + _M + r"[-_.]" + _Y + r"(?!\d)"), "dmy"),
    (re.compile(r"/" + _D + _M + _Y + r"[-_/]"), "dmy"),
    (re.compile(r"/" + _Y + r"[/_-]?" + _M + r"/"), "ym"),
)  # fmt: skip


# An upload name such as 20201007120909561.jpg: a timestamp, read only in image URLs
# (a page URL may carry an archive's capture time, e.g. web.archive.org/web/2012...).
_IMAGE_STAMP: Final = (
    re.compile(r"(?<!\d)" + _Y + _M + _D + r"(?:[01]\d|2[0-3])[0-5]\d[0-5]\d"),
    "ymd",
)
_IMAGE_KEYS: Final = frozenset({"og:image", "og:image:url", "twitter:image", "twitter:image:src"})


def image_candidates(metas: Sequence[tuple[str, str]], default_tz: str) -> list[Candidate]:
    """The upload day in the share image's URL: weak, independent evidence of the day."""
    for key, value in metas:
        if key in _IMAGE_KEYS:
            found = url_candidates(value, default_tz, (*_URL_PATTERNS[:-1], _IMAGE_STAMP))
            return [
                Candidate("image", "image", ANY, 0.3, c.parsed, c.raw)
                for c in found
                if c.parsed.precision == "day"
            ]
    return []


_ARCHIVE_RE: Final = re.compile(r"^/web/\d{8,14}[a-z_]*/(?:https?://)?[^/]*(/.*)?$", re.I)


def url_candidates(
    url: str | None,
    default_tz: str,
    patterns: Sequence[tuple[re.Pattern[str], str]] = _URL_PATTERNS,
) -> list[Candidate]:
    """Dates in the URL path; a full day weighs more than a bare year and month.

    ``patterns`` must each require a year written 19xx or 20xx (as the module's do): a
    path holding neither pair of digits is answered at once, without them.
    """
    if not url:
        return []
    path = url.split("://", 1)[-1]
    path = path[path.find("/") :] if "/" in path else ""
    # An archive's capture stamp (web.archive.org/web/20160820205919/http://...) is
    # the capture's time, not the page's: read the archived URL's own path.
    archived = _ARCHIVE_RE.match(path)
    if archived:
        path = archived.group(1) or ""
    if "19" not in path and "20" not in path:
        # Every pattern (``_URL_PATTERNS``, ``_IMAGE_STAMP``) holds a year, 19xx or 20xx:
        # a path without either pair of digits (most article paths) has no date to find.
        return []
    for pattern, order in patterns:
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


_SCRIPT_KEYS: Final = (
    "datePublished", "dateCreated", "dateModified", "publishDate", "publishedAt", "published_at",
    "pubDate", "firstPublished", "first_published_at", "displayDate", "publish_time", "pubtime",
    "createdAt", "updatedAt", "modified_at", "dateUpdated",
)  # fmt: skip
_SCRIPT_VALUE: Final = r"[\"']\s*:\s*[\"']([^\"']{8,40})[\"']"
# ``["'](datePublished|...)`` + value, asked of each quote separately: a pattern that starts
# with one literal character is searched for in a tight C loop, one that starts with a class
# of two calls a function per character (most scripts hold no such key). No key is the start
# of another, so at one place at most one key can match, the same one in either spelling.
_SCRIPT_DATE_RES: Final = tuple(
    re.compile(quote + "(" + trie_pattern(_SCRIPT_KEYS) + ")" + _SCRIPT_VALUE) for quote in "\"'"
)


def _script_dates(script: str) -> Iterator[re.Match[str]]:
    """What ``["'](key|...)`` + value would find with ``finditer``: the earlier of the two
    quote styles' next matches, each time, searching on after it."""
    pending = [pattern.search(script) for pattern in _SCRIPT_DATE_RES]
    while True:
        found = [match for match in pending if match is not None]
        if not found:
            return
        first = min(found, key=lambda match: match.start())
        yield first
        end = first.end()
        pending = [
            match if match is None or match.start() >= end else pattern.search(script, end)
            for match, pattern in zip(pending, _SCRIPT_DATE_RES, strict=True)
        ]


def _script_candidates(scripts: Iterable[str], parse: Any) -> list[Candidate]:
    found: list[Candidate] = []
    seen: set[str] = set()
    for script in scripts:
        if len(found) >= 6:
            break
        for match in _script_dates(script[:200_000]):
            key, raw = match.group(1), match.group(2)
            if key in seen:
                continue
            seen.add(key)
            role = MODIFIED if _MOD_WORDS_RE.search(key.lower()) else PUBLISHED
            parsed = parse(raw)
            if parsed is not None:
                found.append(Candidate(f"script:{key}", "structured", role, 0.6, parsed, raw))
    return found


#: Words before a date that say what it is: read case-blind (the first tuple, each a
#: pattern) and as written (the second).
_PUB_WORDS: Final = (
    ("publi", "posted", "veröffentlicht", "erstellt", "erschienen", "datum", "date", "stand:?",
     "publié", "publicado", "pubblicato"),
    ("发布", "发表", "日期", "时间", "時間", "发稿", "来源", "稿源", "作者"),
)  # fmt: skip
_MOD_WORDS: Final = (
    ("updat", "modif", "aktualisiert", "geändert", "edited", "revised", "mis à jour",
     "actualizado", r"last\s+changed"),
    ("更新", "修改", "编辑于"),
)  # fmt: skip
_COPYRIGHT_WORDS: Final = (("©", r"\(c\)", "copyright"), ("版权",))


def _context_re(words: tuple[tuple[str, ...], tuple[str, ...]]) -> re.Pattern[str]:
    return re.compile("(?i:" + "|".join(words[0]) + ")|" + "|".join(words[1]))


def _lowered_context_re(words: tuple[tuple[str, ...], tuple[str, ...]]) -> re.Pattern[str]:
    """:func:`_context_re` for a text in lower case (``str.lower``), where a plain search
    finds a word exactly when the case-blind one finds it in the text, unless the text
    holds a character of :data:`_FOLDED_APART`. Case-blind, ``re`` folds the text at every
    position and tries every word there (a date's 24 characters of context cost 37,000
    instructions); a plain search skips to the words' first letters.
    """
    return re.compile("|".join(words[0] + words[1]))


#: Where ``re``'s case-blind match and ``str.lower`` part: ``İ`` lowers to two characters
#: (``re`` folds it to ``i``), ``ı`` and ``ſ`` stay as they are (``re`` takes them for
#: ``i`` and ``s``). Every other character lowers to what ``re`` folds it to, or, if
#: ``re`` folds it to none of the words' letters, to none of them either (the test of
#: this module's shortcuts checks every code point).
_FOLDED_APART: Final = ("İ", "ı", "ſ")


_PUB_CONTEXT_RE: Final = _context_re(_PUB_WORDS)
_MOD_CONTEXT_RE: Final = _context_re(_MOD_WORDS)
_COPYRIGHT_RE: Final = _context_re(_COPYRIGHT_WORDS)
_PUB_CONTEXT_LOWER: Final = _lowered_context_re(_PUB_WORDS)
_MOD_CONTEXT_LOWER: Final = _lowered_context_re(_MOD_WORDS)
_COPYRIGHT_LOWER: Final = _lowered_context_re(_COPYRIGHT_WORDS)
_YEAR_RE: Final = re.compile(r"(?:19|20)\d\d")


def _says(text: str, pattern: re.Pattern[str], lowered: re.Pattern[str]) -> bool:
    """Whether ``pattern`` (a :func:`_context_re`) finds a word in ``text``; ``lowered``
    is its :func:`_lowered_context_re`, searched in the lower-cased text instead."""
    if text.isascii() or not any(char in text for char in _FOLDED_APART):
        return lowered.search(text.lower()) is not None
    return pattern.search(text) is not None


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
        if _says(before, _COPYRIGHT_RE, _COPYRIGHT_LOWER):
            if parsed.precision != "month" and not parsed.relative:
                # "© 19.12.2019 - 12:14": a stamp of the page, not a span of years;
                # the faintest evidence, for pages that state no other date.
                out.append(
                    Candidate("text:stamp", "text", ANY, 0.05, parsed, view.text[start:end], start)
                )
            continue
        noise = _in_noise(view.noise_regions, start)
        region = _in_regions(view.date_regions, start)
        role = ANY
        # Words before the date decide its role; a class name alone does not (hAtom
        # themes mark the published date ``updated``), it only lowers the weight.
        if _says(before[-20:], _MOD_CONTEXT_RE, _MOD_CONTEXT_LOWER):
            role = MODIFIED
        elif _says(before[-24:], _PUB_CONTEXT_RE, _PUB_CONTEXT_LOWER):
            role = PUBLISHED
        near = anchor >= 0 and -400 <= start - anchor <= 1500
        raw = view.text[start:end]
        if parsed.relative and (
            noise
            # A bare word ("today", "刚刚") is a menu or a widget; a count spelled as a
            # word ("an hour ago", "vor einer Stunde") is a dateline like "3 hours ago".
            or not (any(ch.isdigit() for ch in raw) or " " in raw.strip())
            or (region is None and not (anchor >= 0 and -300 <= start - anchor <= 1200))
        ):
            continue
        if noise:
            source, weight = "text:page", 0.1
        elif region is not None and (anchor < 0 or -3000 <= start - anchor <= 6000):
            # The first dateline after the headline is the article's; later ones are
            # teasers, comments and archive lists.
            source = "text:dateline"
            if anchor >= 0 and anchor - start > 300:
                weight = 0.3  # well above the headline: the header's "today", a teaser
            else:
                weight = max(0.2, 0.6 * 0.75**region_hits)
                region_hits += 1
            if region == MODIFIED:
                weight *= 0.8
        elif near:
            distance = abs(start - anchor)
            source, weight = "text:headline", 0.55 - 0.15 * min(distance, 1500) / 1500
            if start < anchor:
                weight -= 0.04  # bylines follow the headline more often than they precede it
        else:
            source, weight = "text:page", 0.12
        if role == PUBLISHED:
            # "发布时间：", "Published:" say outright what the date is, wherever it sits.
            weight = weight + 0.1 if noise else max(weight + 0.1, 0.3)
        if today is not None and parsed.local_day == today and not parsed.relative:
            weight *= 0.5  # the fetch day itself, undated by a clock: a "today" widget
        if parsed.precision == "month":
            weight *= 0.3
        elif not parsed.relative and not _YEAR_RE.search(raw):
            weight *= 0.7  # "01-26 15:30": the year is a guess from the fetch time
        out.append(Candidate(source, "text", role, round(weight, 3), parsed, raw, start))
    return out


_DESCRIPTION_KEYS: Final = frozenset({"description", "og:description", "twitter:description"})


def description_candidates(
    metas: Sequence[tuple[str, str]],
    default_tz: str,
    *,
    fetched_at: Any,
    language: str | None,
    day_first: bool,
) -> list[Candidate]:
    """A full date written in the page's description ("Notizia del 14 Gennaio 2020").

    Weak (a summary may name an event's day), but independent of the markup, and on
    pages that state no date anywhere else the only one there is.
    """
    out: list[Candidate] = []
    for key, content in metas:
        if key.lower() not in _DESCRIPTION_KEYS or not _YEAR_RE.search(content):
            continue
        found = find_dates(
            content[:1000],
            default_tz,
            fetched_at=fetched_at,
            language=language,
            day_first=day_first,
            limit=3,
        )
        for _, _, parsed in found:
            if parsed.precision == "day" and not parsed.relative:
                out.append(
                    Candidate("meta:description", "description", ANY, 0.15, parsed, content[:80])
                )
        if out:
            break
    return out


def _json_meta_dates(key: str, content: str) -> list[tuple[str, str]]:
    """The ``pub_date`` of a ``<meta>`` whose value is a JSON object (``parsely-page``,
    the form Parse.ly used before its ``parsely-pub-date`` tag), as a published field."""
    try:
        data = json.loads(content)
    except (RecursionError, ValueError):
        return []
    value = data.get("pub_date") if isinstance(data, dict) else None
    return [(f"meta:{key}:pub_date", value)] if isinstance(value, str) else []


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

    # A page states its date in several places in the same words (``article:published_time``,
    # JSON-LD ``datePublished``, ``<time datetime>``: half the values on the development
    # pages repeat one before them); parse_date is a function of its arguments, so each
    # value is read once. ParsedDate is frozen, so candidates may share one.
    read: dict[str, ParsedDate | None] = {}

    def parse(raw: str) -> ParsedDate | None:
        if raw in read:
            return read[raw]
        try:
            parsed: ParsedDate | None = parse_date(
                raw, default_tz, fetched_at=fetched_at, language=language, day_first=day_first
            )
        except DateError:
            parsed = None
        read[raw] = parsed
        return parsed

    out: list[Candidate] = []
    seen: set[tuple[str, str]] = set()
    structured: list[tuple[str, str]] = list(meta_dates)
    if view is not None:
        for key, content in view.metas:
            if classify_meta(key) is not None:
                structured.append((f"meta:{key}", content))
            elif content.startswith("{") and '"pub_date"' in content:
                structured.extend(_json_meta_dates(key, content))
    repeats: dict[str, int] = {}
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
        # The same field again with another value (a listing's teasers, a related
        # article's JSON-LD): the first in the page is the article's own.
        rank = repeats.get(source.lower(), 0)
        repeats[source.lower()] = rank + 1
        weight *= 0.7**rank
        out.append(Candidate(source, "structured", role, weight, parsed, raw))
    if view is not None:
        time_hits = 0
        seen_props: dict[str, int] = {}
        data_ranks: dict[str, int] = {}
        today = fetched_at.astimezone(get_zone(default_tz)).date() if fetched_at else None
        texts = text_candidates(
            view, default_tz, fetched_at=fetched_at, language=language, day_first=day_first
        )
        # Where the article's datelines are (from just above the headline on): a
        # ``data-*`` date after one of them is a later dateline, a teaser's.
        headline = view.headline_at
        datelines = sorted(
            c.position
            for c in texts
            if c.source == "text:dateline" and (headline < 0 or c.position >= headline - 300)
        )
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
            if source.startswith("data:"):
                # A script's input (``data-timestamp``), never shown as written: below a
                # ``<time datetime>``, which the page states for machines on purpose.
                # Judged as the text's dates are: a list's stamps of one attribute count
                # less one by one (the first in the page is the article's own, as with
                # itemprop), and so after each of the text's datelines before them; one
                # well above the headline is the header's; the fetch day with no clock
                # is a "today" widget.
                weight *= 0.7
                if not noise:
                    rank = data_ranks.get(source, 0)
                    data_ranks[source] = rank + 1
                    if anchor >= 0 and anchor - position > 300:
                        weight = min(weight, 0.3 * 0.7)
                    weight *= 0.7 ** (rank + bisect_left(datelines, position))
                if today is not None and parsed.precision == "day" and parsed.local_day == today:
                    weight *= 0.5
            if role == PUBLISHED:
                weight += 0.1
            out.append(Candidate(source, "markup", role, weight, parsed, raw, position))
        out.extend(_script_candidates(view.scripts, parse))
        out.extend(texts)
    out.extend(url_candidates(url, default_tz))
    if view is not None:
        out.extend(image_candidates(view.metas, default_tz))
        out.extend(
            description_candidates(
                view.metas,
                default_tz,
                fetched_at=fetched_at,
                language=language,
                day_first=day_first,
            )
        )
    if feed_date:
        parsed = parse(feed_date)
        if parsed is None:
            flags.append("unparsed:feed")
        else:
            out.append(Candidate("feed", "feed", PUBLISHED, 0.75, parsed, feed_date))
    return out
