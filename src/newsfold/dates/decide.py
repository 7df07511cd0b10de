"""Choosing the published and modified instants from all candidates, with a confidence.

The published instant is the candidate with the most *support*: its own prior
weight plus the weight of agreeing candidates from other, independent groups
(structured data, markup, visible text, URL, feed). Two candidates agree when
they name the same instant within six hours, or, when one is only a day, the
same local day (:mod:`newsfold.dates.support` compares them). The precise member
of the winning cluster gives the instant, so a day from the URL confirmed by a
minute in JSON-LD yields the minute.

``temporal_confidence`` combines the agreeing groups' weights as independent
evidence (``1 - Π(1 - w)``) and scales it by precision (a bare day is less
than a minute), by an inferred zone or a relative form, and down when strong
candidates disagree, which also raises the ``date_disagreement`` review flag.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta, tzinfo
from typing import Final

from lxml import etree

from newsfold.dates.candidates import (
    ANY,
    MODIFIED,
    PUBLISHED,
    Candidate,
    PageView,
    collect_candidates,
    read_page,
)
from newsfold.dates.offsets import (
    clock_zone,
    is_utc_stated,
    local_time,
    page_zone,
    reanchor,
    region_of,
)
from newsfold.dates.support import (
    _AGREE,
    _PRECISION_RANK,
    _REPEATS_BONUS,
    _agree,
    _gap,
    _most_precise,
    _support,
)
from newsfold.dates.undated import only_comment_dates, only_listing_dates, only_side_list_dates
from newsfold.dates.visible import REVIEWED, own_label
from newsfold.dates.zones import get_zone
from newsfold.errors import DateError

__all__ = ["REVIEW_FLAG", "DateResult", "resolve_dates"]

log = logging.getLogger(__name__)

#: Flag set when the strongest candidates disagree by more than six hours.
REVIEW_FLAG: Final = "date_disagreement"
_EARLIEST_DAY: Final = date(1990, 1, 1)
_PRECISION_FACTOR: Final = {"second": 1.0, "minute": 1.0, "hour": 0.93, "day": 0.85, "month": 0.5}
_DAY_FIRST_REGIONS: Final = frozenset(
    {"gb", "uk", "au", "nz", "ie", "in", "za", "sg", "hk", "my", "pk"}
)
_STRONG: Final = 0.5
_CONTENDERS: Final = 40
#: A structured date this many days from every visible date is not the page's (see
#: ``_check_structured``).
_STALE_DAYS: Final = 365
#: A structured date this many days from the visible dateline, with nothing else on the
#: page naming its day, is not the page's (see ``_check_structured``).
_UNSUPPORTED_DAYS: Final = 30
#: A year as a dateline writes it (``2026``), where a date without one gets the fetch's.
_WRITTEN_YEAR: Final = re.compile(r"(?:19|20)\d\d")
#: Margin of the bound on support below which a candidate is not scored (see ``_choose``).
_SLACK: Final = 1e-5


@dataclass(slots=True)
class DateResult:
    """The decision for one page."""

    published_at: datetime | None = None
    published_at_local: str | None = None
    modified_at: datetime | None = None
    date_source: str | None = None
    temporal_confidence: float = 0.0
    flags: list[str] = field(default_factory=list)
    candidates: list[Candidate] = field(default_factory=list)


def _valid(
    candidates: Sequence[Candidate], fetched_at: datetime | None, flags: list[str]
) -> list[Candidate]:
    kept: list[Candidate] = []
    for cand in candidates:
        parsed = cand.parsed
        loud = cand.group != "text" and not cand.swapped
        if parsed.local_day < _EARLIEST_DAY:
            if loud:
                flags.append(f"too_old:{cand.source}")
            continue
        if fetched_at is not None:
            slack = (
                timedelta(hours=14) if parsed.tz_inferred or not parsed.has_time else _AGREE / 24
            )
            if parsed.instant > fetched_at + slack:
                if loud:
                    flags.append(f"future:{cand.source}")
                continue
        kept.append(cand)
    return kept


def _expand(candidates: Sequence[Candidate]) -> list[Candidate]:
    """Add the swapped day/month reading of ambiguous numeric dates as its own candidate."""
    out: list[Candidate] = []
    for cand in candidates:
        out.append(cand)
        alt = cand.parsed.alternative
        if alt is not None:
            out.append(
                Candidate(
                    cand.source,
                    cand.group,
                    cand.role,
                    cand.weight * 0.6,
                    alt,
                    cand.raw,
                    cand.position,
                    swapped=True,
                )
            )
    return out


def _confidence(chosen: Candidate, groups: dict[str, Candidate], disagree: bool) -> float:
    remaining = 1.0
    for cand in groups.values():
        remaining *= 1.0 - min(cand.weight, 0.95)
    value = (1.0 - remaining) * _PRECISION_FACTOR[chosen.parsed.precision]
    if chosen.parsed.relative:
        value *= 0.85
    if chosen.parsed.tz_inferred and chosen.parsed.has_time:
        value *= 0.95
    if chosen.parsed.bad_offset:
        value *= 0.5  # the page's own offset was impossible: its time is a guess
    if disagree:
        value *= 0.6
    return round(min(1.0, max(0.0, value)), 3)


def _strong_disagreement(chosen: Candidate, pool: Sequence[Candidate], zone: tzinfo) -> bool:
    """Whether another strong source names a published time more than six hours away.

    Strong: structured data or markup of weight 0.5 or more, or any labelled
    ("Published …") candidate that strong. Repeats of the chosen source (the
    second teaser's ``datePublished`` on a listing) and the swapped reading
    of an ambiguous date are not a second opinion.
    """
    for cand in pool:
        if cand.weight < _STRONG or cand.swapped or cand.source == chosen.source:
            continue
        if cand.role == ANY and cand.group not in ("structured", "markup"):
            continue
        if not _agree(chosen, cand, zone) and _gap(chosen, cand) > _AGREE:
            return True
    return False


def _check_structured(
    chosen: Candidate,
    pool: Sequence[Candidate],
    modified: Sequence[Candidate],
    zone: tzinfo,
    view: PageView | None,
) -> tuple[Candidate, str] | None:
    """Overrule a structured or markup date that the page's own evidence contradicts.

    Structured dates are filled by a CMS, and a migration or a republication rewrites
    them; what the URL was given when the article was made and what the reader sees
    under the headline are harder to change. So:

    - a full day in the URL that is more than two days *before* the chosen date wins
      (an article cannot be published after... its own URL says it was made; the
      later structured date is a migration's or an update's);
    - when the strongest visible dateline next to the headline is more than 30 days
      from the chosen date, no visible dateline agrees with it, and the structured
      data's own *modified* date agrees with the visible one, the page shows the date
      the CMS calls modified as its date (a republished article): the visible one wins;
    - when the URL's day and that dateline agree, and the chosen date is more than two
      days from both (a JSON-LD year off by one), the two witnesses win over one;
    - a "created" field (the draft's day) gives way to a later date labelled published;
    - when the chosen date is more than a year *before* every date the page shows (the
      day of a template's default), the visible one wins;
    - when the chosen date is more than 30 days before the first dateline and nothing
      else on the page names its day (a stale site-wide ``article:published_time``), the
      dateline wins. Otherwise a visible date alone does not overrule (teasers, event
      dates and quoted dates sit there too).

    Returns the candidate to use instead and the flag saying why, or None.
    """
    if chosen.group not in ("structured", "markup"):
        return None
    urls = [c for c in pool if c.group == "url" and c.parsed.precision == "day" and not c.swapped]
    url = max(urls, key=lambda c: c.weight) if urls else None
    if (
        url is not None
        and (chosen.parsed.local_day - url.parsed.local_day).days > 2
        and not _agree(chosen, url, zone)
    ):
        return _with_time(url, pool, zone), "date_from_url"
    visible = [
        c
        for c in pool
        if c.source in ("text:dateline", "text:headline")
        and c.weight >= 0.45
        and not c.swapped
        and not c.parsed.relative
        and c.parsed.precision != "month"
    ]
    if not visible:
        return _stale_before_label(chosen, pool, zone, view)
    if any(_agree(chosen, c, zone) for c in visible):
        return None
    shown = max(visible, key=lambda c: c.weight)
    gap = (shown.parsed.local_day - chosen.parsed.local_day).days
    if url is not None and abs(gap) > 2 and _agree(shown, url, zone):
        # The address and the line under the headline, two places a CMS does not fill
        # from one field, name one day, and the structured date another (a year off by
        # one, a migration's day): two witnesses against one.
        return _with_time(shown, pool, zone), "date_from_url_and_visible"
    if gap > 1 and shown.role == PUBLISHED and _created(chosen):
        # A "created" field is the draft's day; the page labels a later one published.
        return _with_time(shown, pool, zone), "date_created_draft"
    if abs(gap) <= _UNSUPPORTED_DAYS:
        return None
    if any(c.group == "structured" and _agree(shown, c, zone) for c in modified):
        return _with_time(shown, pool, zone), "date_from_visible"
    if chosen.parsed.local_day < shown.parsed.local_day and all(
        abs((chosen.parsed.local_day - c.parsed.local_day).days) > _STALE_DAYS
        for c in pool
        if c.group == "text" and not c.swapped and c.parsed.precision != "month"
    ):
        # A year and more before every date the page shows: a template's default, not
        # the day readers see under the headline. A structured date years *after* them
        # stays: a page that quotes an old date (a headline's anniversary, a link to an
        # earlier story, a caption) shows it as often as a migration stamps a later one.
        return _with_time(shown, pool, zone), "date_far_from_visible"
    if (
        gap > 0
        and shown.source == "text:dateline"
        and _WRITTEN_YEAR.search(shown.raw) is not None
        and (shown.role == PUBLISHED or _bare_line(shown, view))
        and _unsupported(chosen, pool, zone)
    ):
        # A structured date a month and more before the dateline under the headline, and
        # nothing else on the page (no address, no other field, no visible date) names
        # its day: a stale default (a site-wide value the template prints on every page),
        # not this article's. One a month and more *after* it stays (an update stamped
        # as published, a migration: the visible date may be the original's).
        return _with_time(shown, pool, zone), "date_unsupported_structured"
    if (
        gap < 0
        and shown.source == "text:dateline"
        and shown.role == PUBLISHED
        and _WRITTEN_YEAR.search(shown.raw) is not None
        and _unsupported(chosen, pool, zone)
    ):
        # A structured date a month and more *after* the dateline that the page labels
        # its publication ("Published: 3 November 2026"), nothing else naming its day: an
        # update or a republication stamped as published. Unlabelled, the later field
        # stays (the dateline may be an event's day in a preview).
        return _with_time(shown, pool, zone), "date_labelled_before_structured"
    return None


#: Words after a date on its line that still leave it a bare dateline: a clock's ("Uhr",
#: "am", "CET"), three letters at most; Han and kana runs are no place's name (any four
#: characters make one: "来源：中国新闻网", "人民日报" are the line's source).
_LINE_WORD_RE: Final = re.compile(
    r"[^\W\d_\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]{4,}"
)
#: Where a dateline's source or credit starts after its date: a bar or a slash ("| Reuters",
#: "/ AFP"), or a source's or author's label ("Source: …", "来源：…", "By …"); a venue's
#: label ("Venue: Harbour Hall") is an event's.
_LINE_SOURCE_RE: Final = re.compile(
    r"[|｜丨/]|(?i:\b(?:source|sources|quelle|fuente|fonte|bron|źródło|zdroj|kaynak|forrás|"
    r"sursa|sursă|источник|джерело|πηγή|by|von|por|par|door|di)\b\s?[:：]?)"
    r"|来源|來源|稿源|出处|出處|作者|编辑|編輯|记者|記者|撰稿"
)


def _bare_line(shown: Candidate, view: PageView | None) -> bool:
    """Whether an unlabelled dateline ends its line ("27.01.2022", "03.12.2026, 10:15
    Uhr"), or only its source follows ("| Reuters", "来源：中国新闻网": review of session
    20): a date followed by a place on its line ("14 November 2026 · Harbour Hall") is
    an event's day in a preview, not the post's, and must not overrule a structured date."""
    if view is None or shown.position < 0:
        return False
    text = view.text
    end = text.find("\n", shown.position)
    rest = text[shown.position + len(shown.raw) : end if end >= 0 else len(text)]
    source = _LINE_SOURCE_RE.search(rest)
    if source is not None:
        rest = rest[: source.start()]  # the source after the date is no event's place
    return _LINE_WORD_RE.search(rest) is None


def _field_kind(cand: Candidate) -> str:
    """Which kind of field states a structured date (``meta``, ``jsonld``, ``itemprop``):
    a date read from a script's text (``script:``) is JSON-LD's or a script's own, one
    statement with the JSON-LD it is usually read from."""
    kind = cand.source.split(":", 1)[0]
    return "jsonld" if kind == "script" else kind


def _unsupported(chosen: Candidate, pool: Sequence[Candidate], zone: tzinfo) -> bool:
    """Whether nothing else on the page names a structured date's day: no other group,
    and no structured field of another kind (``<meta property="article:published_time">``
    and JSON-LD's ``datePublished`` are two statements, a stale site-wide default is one).
    """
    if set(_support(chosen, pool, zone)[1]) != {chosen.group}:
        return False
    kind = _field_kind(chosen)
    return not any(
        c.group == chosen.group
        and _field_kind(c) != kind
        and not c.swapped
        and _agree(chosen, c, zone)
        for c in pool
    )


def _created(cand: Candidate) -> bool:
    """Whether a structured candidate is a "created" field (``dateCreated``, a ``<meta>``
    named ``created``): when the draft was made, which may be days before publication."""
    return "created" in cand.source.lower()


def _stale_before_label(
    chosen: Candidate, pool: Sequence[Candidate], zone: tzinfo, view: PageView | None
) -> tuple[Candidate, str] | None:
    """A structured date a year and more before every date the page shows, on a page whose
    only dateline is labelled in a region of little weight ("Posted on December 2, 2026"
    in a theme's entry footer, where comments and related lists sit too): the first such
    labelled date in the page gives the day. The article's own label comes before its
    comments' and days before their dates; a template's default is years away from both.
    Only the post's own label counts (:func:`~newsfold.dates.visible.own_label`): a
    comment's, a related list's or a sidebar's "Posted on" is another post's.
    """
    if view is None:
        return None
    labelled = [
        c
        for c in pool
        if c.group == "text"
        and c.role == PUBLISHED
        and c.position >= 0
        and not c.swapped
        and not c.parsed.relative
        and c.parsed.precision != "month"
        # its year written out: a date without one ("3月10日") has the fetch's year, a
        # guess, and a guess is no evidence that a structured date is years stale
        and _WRITTEN_YEAR.search(c.raw) is not None
        and own_label(view, c.position)
    ]
    if not labelled:
        return None
    first = min(labelled, key=lambda c: c.position)
    if chosen.parsed.local_day < first.parsed.local_day and all(
        abs((chosen.parsed.local_day - c.parsed.local_day).days) > _STALE_DAYS
        for c in pool
        if c.group == "text" and not c.swapped and c.parsed.precision != "month"
    ):
        return _with_time(first, pool, zone), "date_far_from_visible"
    # The checks of :func:`_check_structured` against the dateline, for the post's own
    # label where the page has no dateline near the headline: a draft's "created" day
    # before it, an unsupported value a month and more before it.
    gap = (first.parsed.local_day - chosen.parsed.local_day).days
    if gap > 1 and _created(chosen):
        return _with_time(first, pool, zone), "date_created_draft"
    if gap > _UNSUPPORTED_DAYS and _unsupported(chosen, pool, zone):
        return _with_time(first, pool, zone), "date_unsupported_structured"
    return None


def _lone_runs_dropped(pool: list[Candidate], zone: tzinfo) -> list[Candidate]:
    """The pool without an address's day opening a run of digits (``/202612040087/``, the
    url candidate of weight :data:`_RUN_WEIGHT` to the day) that no other candidate
    agrees with: numeric ids (``/story/201811150``) open with a valid day a few times in
    a hundred, so such a day only supports another reading, never dates a page alone."""
    runs = [c for c in pool if _is_run(c)]
    if not runs:
        return pool
    return [
        c
        for c in pool
        if not _is_run(c) or any(o is not c and not _is_run(o) and _agree(c, o, zone) for o in pool)
    ]


#: The weight :func:`newsfold.dates.candidates.url_candidates` gives a day opening a run.
_RUN_WEIGHT: Final = 0.25


def _is_run(c: Candidate) -> bool:
    return c.group == "url" and c.weight == _RUN_WEIGHT and c.parsed.precision == "day"


def _with_time(day: Candidate, pool: Sequence[Candidate], zone: tzinfo) -> Candidate:
    """The most precise candidate that agrees with ``day`` (a clock reading for the day)."""
    agreeing = [c for c in pool if c is day or _agree(day, c, zone)]
    return _most_precise(agreeing, day)


def _choose(
    pool: Sequence[Candidate], zone: tzinfo
) -> tuple[Candidate, dict[str, Candidate]] | None:
    best: tuple[tuple[float, float, int, float], Candidate, dict[str, Candidate]] | None = None
    # Only the strongest few can win (support is bounded); scoring every one of 300
    # page-level dates against all others would be quadratic on archive pages.
    contenders = sorted(pool, key=lambda c: -c.weight)[:_CONTENDERS]
    days: dict[int, set[date]] = {}  # each candidate's days worked out once, not per pair
    # A candidate's support is at most its weight, half the heaviest weight of every other
    # group, and the text repeats' bonus: one whose bound is below the best score so far
    # cannot rank above it (``_SLACK`` covers rounding to six places and the order of the
    # sums), so its support, a pass over the pool, is not worked out.
    heaviest: dict[str, float] = {}
    for cand in pool:
        if cand.weight > heaviest.get(cand.group, 0.0):
            heaviest[cand.group] = cand.weight
    total = sum(heaviest.values())
    for cand in contenders:
        if best is not None:
            bound = cand.weight + 0.5 * (total - heaviest.get(cand.group, 0.0))
            if cand.group == "text":
                bound += _REPEATS_BONUS
            if bound < best[0][0] - _SLACK:
                continue
        score, groups = _support(cand, pool, zone, days)
        # Ties go to the more precise, then the older date: a page's first date is its original.
        rank = (
            round(score, 6),
            cand.weight,
            _PRECISION_RANK[cand.parsed.precision],
            -cand.parsed.instant.timestamp(),
        )
        if best is None or rank > best[0]:
            best = (rank, cand, groups)
    if best is None:
        return None
    return best[1], best[2]


def resolve_dates(
    candidates: Sequence[tuple[str, str]],
    *,
    fetched_at: datetime | None = None,
    default_tz: str = "UTC",
    tree: etree._Element | None = None,
    url: str | None = None,
    language: str | None = None,
    tz_configured: bool = False,
    feed_date: str | None = None,
    headline: str | None = None,
    last_modified: str | None = None,
    view: PageView | None = None,
) -> DateResult:
    """Choose published and modified instants for one page.

    ``candidates`` are the structured ``(source, raw)`` pairs the metadata
    reader found; ``tree`` (read once, never modified), ``url`` and
    ``feed_date`` (the sitemap or feed entry's date) add the other sources;
    ``last_modified`` (the HTTP header) is only a clock reference: a local time
    with no zone whose minutes and seconds it repeats gets its true offset.
    ``default_tz`` is the publisher's zone when ``tz_configured``, else only the
    last resort after the page's region and language. ``fetched_at`` anchors
    relative dates and bounds the future; the wall clock is never read. ``view`` is
    the tree as :func:`~newsfold.dates.page.read_page` reads it, when the caller has
    it already (extraction reads it in the walk that cuts the body's blocks).
    """
    result = DateResult()
    flags = result.flags
    if view is None and tree is not None:
        view = read_page(tree, headline)
    lang = (language or "").split("-")[0].lower() or None
    region = region_of(view.lang if view else None, url)
    zone_name = page_zone(default_tz, tz_configured, lang, region, url)
    try:
        zone = get_zone(zone_name)
    except DateError:
        # A bad zone in the sources configuration must not lose the page's dates.
        log.warning("unknown time zone %r for %s; using UTC", zone_name, url)
        flags.append("unknown_timezone")
        zone_name, zone, tz_configured = "UTC", UTC, False
    zone_known = zone_name != "UTC" or tz_configured
    day_first = lang != "en" or region in _DAY_FIRST_REGIONS
    found = collect_candidates(
        candidates,
        view,
        url=url,
        default_tz=zone_name,
        fetched_at=fetched_at,
        language=lang,
        day_first=day_first,
        feed_date=feed_date,
        flags=flags,
    )
    valid = _lone_runs_dropped(_valid(_expand(found), fetched_at, flags), zone)
    result.candidates = valid
    if view is not None and only_comment_dates(valid, view):
        # Every date is a comment's ("Ann, December 3, 2026 at 10:14 am"): the comments
        # are later than the post by an unknown time, and the page states no date of its
        # own; none is better than a commenter's.
        flags.append("only_comment_dates")
        valid = []
    elif view is not None and only_side_list_dates(valid, view):
        # Every date is a sidebar list's ("Neuer Kran am Containerkai 4. Dezember 2026"):
        # other posts' days, none the page's own; none is better than the newest post's.
        flags.append("only_side_list_dates")
        valid = []
    elif view is not None and only_listing_dates(valid, view, tree, url):
        # Every date is a teaser's on a listing ("Local news", then a linked heading,
        # a lede and a date for each post): none is the page's own.
        flags.append("only_listing_dates")
        valid = []
    published_pool = [c for c in valid if c.role in (PUBLISHED, ANY)]
    modified_pool = [c for c in valid if c.role == MODIFIED]
    # A page that states only when it was updated was published that day at the latest;
    # one that states only when it was reviewed (a health page's "Page last reviewed")
    # has no publication day (``REVIEWED``).
    updated_pool = [c for c in modified_pool if c.source != REVIEWED]
    if not published_pool and updated_pool:
        published_pool = [
            Candidate(c.source, c.group, ANY, c.weight * 0.5, c.parsed, c.raw, c.position)
            for c in updated_pool
        ]
        flags.append("published_from_modified")
    precise_pool = [c for c in published_pool if c.parsed.precision != "month"]
    choice = _choose(precise_pool or published_pool, zone)
    if choice is not None:
        checked = _check_structured(choice[0], published_pool, modified_pool, zone, view)
        if checked is not None:
            flags.append(checked[1])
            choice = checked[0], _support(checked[0], published_pool, zone)[1]
        chosen, groups = choice
        cluster = [c for c in published_pool if c is chosen or _agree(chosen, c, zone)]
        instant_from = _most_precise(cluster, chosen)
        disagree = _strong_disagreement(chosen, published_pool, zone)
        parsed = instant_from.parsed
        result.published_at = parsed.instant
        # Not where the publisher's zone is configured: a zone guessed from the URL or the
        # language (.co.uk, .com.au) gives way to the zone the page states beside the clock.
        stated_clock = (
            clock_zone(parsed.instant, view, lang)
            if view is not None and not tz_configured and is_utc_stated(parsed)
            else None
        )
        result.published_at_local = local_time(
            instant_from, cluster, published_pool, zone, zone_known, stated_clock
        )
        anchored = None if tz_configured else reanchor(parsed, valid, last_modified)
        if anchored is not None:
            # A local time with no zone, whose clock reading another stated instant
            # (an explicit-offset field, the HTTP Last-Modified) shows in UTC.
            parsed = anchored
            result.published_at = anchored.instant
            result.published_at_local = anchored.local
            flags.append("tz_from_clock")
        result.date_source = instant_from.source
        result.temporal_confidence = _confidence(instant_from, groups, disagree)
        if parsed.tz_inferred:
            flags.append("tz_inferred")
        if parsed.bad_offset:
            flags.append("bad_offset")
        if parsed.relative:
            flags.append("relative")
        if chosen.swapped:
            flags.append("day_month_order")
        if disagree:
            flags.append(REVIEW_FLAG)
    if modified_pool:
        modified = max(modified_pool, key=lambda c: (c.group != "text", c.weight))
        result.modified_at = modified.parsed.instant
        if result.published_at is not None and result.modified_at < result.published_at:
            if abs(result.modified_at - result.published_at) > _AGREE:
                flags.append("modified_before_published")
            result.modified_at = None
    log.debug("dates for %s: %s from %s", url, result.published_at, result.date_source)
    return result
