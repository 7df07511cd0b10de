"""How far the page's other dates confirm one date candidate: agreement and support.

Two candidates agree when they name the same instant within six hours (or the same clock
reading, one zone guessed), or, when one is only a day, the same local day (when one is
only a month, the same month). A candidate's
support is its own prior weight plus half the weight of the best agreeing candidate from
each other, independent group (structured data, markup, visible text, URL, feed), and a
little for each repeat of a text date in the page body.

Apart from :mod:`newsfold.dates.decide`, which uses these to choose the published
instant, to check a structured date against the page's own evidence and to rate the
confidence: the one job here is the comparison of candidates, which every one of those
steps asks of the pool, and which the tests hold against a plain, unpruned scoring.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, timedelta, tzinfo
from typing import Final

from newsfold.dates.candidates import Candidate
from newsfold.dates.offsets import EAST_MOST, WEST_MOST, is_utc_stated

_AGREE: Final = timedelta(hours=6)
_PRECISION_RANK: Final = {"month": 0, "day": 1, "hour": 2, "minute": 3, "second": 4}
#: What each repeat of a text date in the page body adds to its support, up to three.
_REPEAT_WEIGHT: Final = 0.02
_MAX_REPEATS: Final = 3
_REPEATS_BONUS: Final = _REPEAT_WEIGHT * _MAX_REPEATS


def _days(candidate: Candidate, zone: tzinfo) -> set[date]:
    parsed = candidate.parsed
    days = {parsed.local_day}
    if parsed.has_time:
        days.add(parsed.instant.astimezone(zone).date())
        if is_utc_stated(parsed) and zone.utcoffset(None) == timedelta(0):
            # Zone unknown: the page's own day is that of some offset from -10 h to +14 h.
            days.add((parsed.instant - WEST_MOST).date())
            days.add((parsed.instant + EAST_MOST).date())
    return days


def _day_set(candidate: Candidate, zone: tzinfo, days: dict[int, set[date]]) -> set[date]:
    """:func:`_days`, kept in ``days`` by the candidate's identity (one decision's pool)."""
    found = days.get(id(candidate))
    if found is None:
        found = days[id(candidate)] = _days(candidate, zone)
    return found


def _agree(
    a: Candidate, b: Candidate, zone: tzinfo, days: dict[int, set[date]] | None = None
) -> bool:
    """Whether ``a`` and ``b`` name the same date (see the module's docstring); ``days``:
    their :func:`_days` kept for the pool when a caller compares many pairs."""
    pa, pb = a.parsed, b.parsed
    if "month" in (pa.precision, pb.precision):
        return (pa.local_day.year, pa.local_day.month) == (pb.local_day.year, pb.local_day.month)
    if pa.has_time and pb.has_time:
        if abs(pa.instant - pb.instant) <= _AGREE:
            return True
        # Same clock reading, one zone guessed: the guess was wrong, the date is the same.
        if pa.tz_inferred or pb.tz_inferred:
            return pa.local[:16] == pb.local[:16]
        return False
    if days is None:
        return bool(_days(a, zone) & _days(b, zone))
    return not _day_set(a, zone, days).isdisjoint(_day_set(b, zone, days))


def _gap(a: Candidate, b: Candidate) -> timedelta:
    if a.parsed.has_time and b.parsed.has_time:
        return abs(a.parsed.instant - b.parsed.instant)
    return abs(a.parsed.local_day - b.parsed.local_day)


def _support(
    cand: Candidate,
    pool: Sequence[Candidate],
    zone: tzinfo,
    days: dict[int, set[date]] | None = None,
) -> tuple[float, dict[str, Candidate]]:
    """Own weight plus the best agreeing weight from each other group (``days``: see
    :func:`_agree`)."""
    best: dict[str, Candidate] = {cand.group: cand}
    for other in pool:
        if other is cand or (other.raw == cand.raw and other.source == cand.source):
            continue
        if other.group == cand.group:
            continue
        if other.position == cand.position >= 0 and "data:" in (cand.source[:5], other.source[:5]):
            # A date-classed element's ``data-*`` stamp and its own text ("5 hours ago")
            # are one statement, not two sources that agree.
            continue
        if _agree(cand, other, zone, days) and (
            other.group not in best or other.weight > best[other.group].weight
        ):
            best[other.group] = other
    score = cand.weight + sum(0.5 * c.weight for g, c in best.items() if g != cand.group)
    if cand.group == "text":
        # The same day written again in the page body (outside any dateline) is
        # weak but real evidence; repeats near the headline are teaser lists.
        repeats = sum(
            1
            for other in pool
            if other.group == "text"
            and other.weight < 0.2
            and other.position != cand.position
            and other.parsed.local_day == cand.parsed.local_day
        )
        score += _REPEAT_WEIGHT * min(repeats, _MAX_REPEATS)
    return score, best


def _most_precise(cluster: Sequence[Candidate], chosen: Candidate) -> Candidate:
    """The member of the agreeing cluster that pins the instant best."""

    def key(c: Candidate) -> tuple[int, int, float]:
        return (_PRECISION_RANK[c.parsed.precision], int(not c.parsed.tz_inferred), c.weight)

    return max(cluster, key=key, default=chosen)
