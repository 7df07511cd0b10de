"""Date candidates: every place a page states a date, each kept with where it came from.

Sources fall into independent *groups*, because agreement only counts as
evidence when it comes from places a CMS does not fill from one field:

- ``structured``: JSON-LD, ``<meta>`` (OpenGraph, Dublin Core, ``sailthru``,
  ``parsely``…), microdata ``itemprop``, dates in inline JSON;
- ``markup``: ``<time datetime>`` and date-like attributes near the headline;
- ``text``: visible text near the headline and byline (``发布时间：…``,
  ``来源：… 2020-01-26``, ``Posted Jan 26, 2020``), and, weakly, the rest of the page
  (read by :mod:`newsfold.dates.visible`);
- ``url``: ``/2020/01/26/``, ``/20200126/``, ``t20200126_``;
- ``feed``: the sitemap or feed entry the page was found through.

The page tree is read once (:mod:`newsfold.dates.page`) and its visible text
scanned once. This module reads what the page states for machines and gathers
every source's candidates (:func:`collect_candidates`); the record itself,
:class:`Candidate`, is :mod:`newsfold.dates.parsed`'s.
"""

from __future__ import annotations

import json
import re
from bisect import bisect_left
from collections.abc import Iterable, Iterator, Sequence
from typing import Any, Final

from newsfold.dates.page import ANY, MODIFIED, PUBLISHED, PageView, read_page, trie_pattern
from newsfold.dates.parse import parse_date
from newsfold.dates.parsed import Candidate, ParsedDate
from newsfold.dates.visible import description_candidates, in_noise, text_candidates
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
#: :data:`_Y` with no digit (nor a dot) before it, spelled to start with the century.
_Y_AT: Final = r"((?:19|20)(?<![\d.]..)\d\d)"
_M: Final = r"(0[1-9]|1[0-2])"
_D: Final = r"(0[1-9]|[12]\d|3[01])"
_URL_MONTH_NAMES: Final = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct",
                            "nov", "dec")  # fmt: skip
_URL_MONTHS: Final = "|".join(_URL_MONTH_NAMES)
_URL_DAY_PATTERNS: Final = (
    (re.compile(r"(?<!\d)" + _Y + r"[/_-](0?[1-9]|1[0-2])[/_-](0?[1-9]|[12]\d|3[01])(?!\d)"),
     "ymd"),
    (re.compile(r"(?<!\d)" + _Y + _M + r"[/_-]?" + _D + r"(?!\d)"), "ymd"),
    # ``/2026/1204/``: the year, then month and day as one segment (a portal's archive).
    (re.compile(r"/" + _Y + r"/" + _M + _D + r"(?=/)"), "ymd"),
    (re.compile(r"(?<![\d.])" + _D + r"[-_.]" + _M + r"[-_.]" + _Y + r"(?!\d)"), "dmy"),
    (re.compile(r"/" + _D + _M + _Y + r"[-_/]"), "dmy"),
    # ``/2026/dec/05/``: the year, the month's English short name, the day, each a segment
    # (the path's end: a slash, a query, an anchor, an extension, a slug after a dash).
    (re.compile(r"/" + _Y + r"/(" + _URL_MONTHS + r")/" + _D + r"(?=[/_.?#-]|$)", re.I),
     "ynd"),
)  # fmt: skip
_URL_PATTERNS: Final = (
    *_URL_DAY_PATTERNS,
    # ``/20261204153012_4711.html``: a 14-digit stamp, the day and a valid clock.
    # (Both spelled to start with the century, ``re`` skipping ahead to its digits in C,
    # the digit before it looked at after: plainly ``(?<!\d)((?:19|20)\d\d)...``.)
    (re.compile(_Y_AT + _M + _D + r"(?:[01]\d|2[0-3])[0-5]\d[0-5]\d(?!\d)"), "ymd"),
    # ``/202612040087/``: a day opening a longer run of digits (a day's serial number
    # after it), weak evidence: ids are runs of digits too (``/story/201811150``), so it
    # only supports another candidate of its day (``decide`` drops it alone, weight 0.25).
    (re.compile(_Y_AT + _M + _D + r"(?=\d{1,6}(?!\d))"), "ymd-run"),
    (re.compile(r"/" + _Y + r"[/_-]?" + _M + r"/"), "ym"),
)  # fmt: skip
#: The 14-digit stamp and the day opening a run, read in the address's path only.
_PATH_ONLY: Final = frozenset(pattern for pattern, _ in _URL_PATTERNS[-3:-1])


# An upload name such as 20201007120909561.jpg: a timestamp, its milliseconds after it (a
# page's own address is read for an exact 14-digit stamp, after an archive's capture
# time, web.archive.org/web/2012..., is taken off it).
_IMAGE_STAMP: Final = (
    re.compile(r"(?<!\d)" + _Y + _M + _D + r"(?:[01]\d|2[0-3])[0-5]\d[0-5]\d"),
    "ymd",
)
_IMAGE_KEYS: Final = frozenset({"og:image", "og:image:url", "twitter:image", "twitter:image:src"})


def image_candidates(metas: Sequence[tuple[str, str]], default_tz: str) -> list[Candidate]:
    """The upload day in the share image's URL: weak, independent evidence of the day."""
    for key, value in metas:
        if key in _IMAGE_KEYS:
            found = url_candidates(value, default_tz, (*_URL_DAY_PATTERNS, _IMAGE_STAMP))
            return [
                Candidate("image", "image", ANY, 0.3, c.parsed, c.raw)
                for c in found
                if c.parsed.precision == "day"
            ]
    return []


_ARCHIVE_RE: Final = re.compile(r"^/web/\d{8,14}[a-z_]*/(?:https?://)?[^/]*(/.*)?$", re.I)


#: Plural nouns (and the words of a ranking) that make a slug's leading number a count:
#: "12 days of Christmas", "5 things to know", "10 best beaches", "7 north pier facts".
_COUNT_WORDS: Final = frozenset(
    (
        "days", "things", "ways", "reasons", "tips", "questions", "facts", "signs", "steps",
        "lessons", "ideas", "places", "books", "films", "movies", "songs", "photos",
        "pictures", "moments", "mistakes", "takeaways", "rules", "myths", "secrets",
        "tricks", "habits", "charts", "maps", "people", "players", "years", "hours",
        "minutes", "weeks", "months", "times", "best", "top", "must", "great", "key",
        # the singular of a compound ("a 3-day festival", "a 10-point plan", "3-part series")
        "day", "week", "month", "year", "hour", "minute", "point", "part",
        "tage", "dinge", "gruende", "jours", "choses", "raisons", "dias", "cosas",
    )
)  # fmt: skip
#: A slug's words: a run of letters between dashes or underscores.
_SLUG_WORDS: Final = re.compile(r"[-_]([^\W\d_]+)(?=[-_./?#]|$)")


def _slug_count(path: str, match: re.Match[str]) -> bool:
    """Whether the day a pattern read is the number of a slug that counts things
    (``/2026/12/12-days-of-christmas/``, ``/2026/dec/5-things/``): it opens its path
    segment without a zero, and one of the slug's next three words is a counting noun
    (:data:`_COUNT_WORDS`). The year and month are read alone then. Any other number
    opening a slug is the day (``/2026/11/15-harbour-board-agrees``: days 10-31 are
    written without a zero too), and so is one written with its zero (``/2026/12/05-...``)."""
    end = match.end()
    day_at = end - 2 if path[end - 2 : end].isdigit() else end - 1
    if path[day_at - 1 : day_at] != "/" or path[day_at] == "0":
        return False
    at = end
    for _ in range(3):
        word = _SLUG_WORDS.match(path, at)
        if word is None:
            return False
        if word.group(1).lower() in _COUNT_WORDS:
            return True
        at = word.end()
    return False


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
    # A stamp or a day opening a run of digits is read in the path only: a query's
    # ``?id=20120512345959`` is a record's number, not the page's clock.
    bare = path.split("?", 1)[0].split("#", 1)[0]
    for pattern, order in patterns:
        match = pattern.search(bare if pattern in _PATH_ONLY else path)
        if not match or _slug_count(path, match):
            continue
        a, b, c = (*match.groups(), "01")[:3]
        if order == "dmy":
            a, c = c, a
        elif order == "ynd":
            b = str(_URL_MONTH_NAMES.index(b.lower()) + 1)
        text = f"{a}-{int(b):02d}-{int(c):02d}"
        try:
            parsed = parse_date(text, default_tz)
        except DateError:
            continue
        if order == "ymd-run":
            return [Candidate("url", "url", ANY, 0.25, parsed, match.group(0))]
        if order == "ym":
            day = parsed.local_day
            parsed = ParsedDate(parsed.instant, text[:7], False, True, "month", False, day)
            return [Candidate("url", "url", ANY, 0.25, parsed, match.group(0))]
        return [Candidate("url", "url", ANY, 0.6, parsed, match.group(0))]
    return []


_SCRIPT_KEYS: Final = (
    "datePublished", "dateCreated", "dateModified", "publishDate", "publishedAt", "published_at",
    "pubDate", "firstPublished", "first_published_at", "displayDate", "publish_time", "pubtime",
    "createdAt", "updatedAt", "modified_at", "dateUpdated", "publishedDate", "publicationDate",
    "date_published",
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


def _json_meta_dates(key: str, content: str) -> list[tuple[str, str]]:
    """The ``pub_date`` of a ``<meta>`` whose value is a JSON object (``parsely-page``,
    the form Parse.ly used before its ``parsely-pub-date`` tag), as a published field."""
    try:
        data = json.loads(content)
    except (RecursionError, ValueError):
        return []
    value = data.get("pub_date") if isinstance(data, dict) else None
    return [(f"meta:{key}:pub_date", value)] if isinstance(value, str) else []


def _date_box_at(regions: Sequence[tuple[int, int, str]], at: int) -> bool:
    """Whether a date-classed element starts at ``at`` (``regions``: the page's date
    regions, sorted): the element whose ``data-*`` stamp was read there is one."""
    index = bisect_left(regions, at, key=lambda region: region[0])
    return index < len(regions) and regions[index][0] == at


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
        noisy_stamps = {
            position
            for source, _, _, position in view.attributes
            if source.startswith("data:")
            and in_noise(view.noise_regions, position)
            and not _date_box_at(view.date_regions, position)
        }
        for source, raw, role, position in view.attributes:
            if len(noisy_stamps) > 1 and position in noisy_stamps:
                # A publication stamp on a teaser's box in a "more stories" list, a related
                # list, the comments (``<div class="card" data-publish-date>``): another
                # post's, never the page's (on a page with no date of its own it was the
                # only date there). A date-classed element's own stamp stays, in a noise
                # box too: an ``<aside class="entry-meta">``'s "3 hours ago"; and so does
                # a noise box's only stamp (a share bar's ``data-publish-date``, the
                # page's own): a list has two or more.
                continue
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
            noise = in_noise(view.noise_regions, position)
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
