"""Publisher health: per publisher and day, what came in and how well it was extracted.

A template change shows as a sudden fall in what extraction gets from a
publisher's pages, while other publishers stay as they were. So each
publisher is judged against its *own* recent days, not against the others:

- figures per publisher per day (by fetch day, UTC): ``pages`` fetched,
  ``articles`` extracted, ``failures``, ``extraction_rate`` (articles /
  pages), ``median_body_chars``, ``dated_share`` and ``headline_share`` (of
  the articles);
- an **alert** for a figure that falls below ``(1 - health_drop)`` times its
  baseline, the median of the same figure on the publisher's previous days
  within ``health_baseline_days`` (at least ``health_min_baseline_days`` of
  them, each with ``health_min_pages`` pages or more; a day with fewer pages
  is reported but neither judged nor used as a baseline). ``pages`` itself is
  reported, not judged: news volume varies by weekday.

A publisher is the page's source (the ``sources.yaml`` name, or the outlet
a page file names), else its URL's host. This module is the library API the
web app and the CLI share: :func:`compute_health` (pure, from rows),
:func:`refresh_health` (from the store, and stored) and :func:`stored_health`.
"""

from __future__ import annotations

import statistics
from collections import defaultdict
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from typing import Any

from newsfold.config import Settings
from newsfold.store.export_rows import scanning
from newsfold.urls import url_host

__all__ = [
    "JUDGED",
    "Alert",
    "DayHealth",
    "PageRow",
    "compute_health",
    "health_days",
    "refresh_health",
    "stored_health",
]

#: The figures alerts watch (all fall when a template breaks extraction).
JUDGED = ("extraction_rate", "median_body_chars", "dated_share", "headline_share")


@dataclass(frozen=True, slots=True)
class PageRow:
    """One page as health reads it (``extracted`` False: failed or still pending)."""

    publisher: str
    day: date
    state: str
    extracted: bool
    body_chars: int | None = None
    dated: bool = False
    headline: bool = False


@dataclass(frozen=True, slots=True)
class Alert:
    """A figure that fell sharply against the publisher's own baseline."""

    figure: str
    value: float
    baseline: float

    @property
    def drop(self) -> float:
        """Relative fall, 0-1."""
        return 1.0 - self.value / self.baseline if self.baseline else 0.0

    def to_record(self) -> dict[str, Any]:
        """JSON form."""
        return {
            "figure": self.figure,
            "value": round(self.value, 4),
            "baseline": round(self.baseline, 4),
            "drop": round(self.drop, 4),
        }

    def describe(self) -> str:
        """One line for a person."""
        return (
            f"{self.figure} {_shown(self.value)} vs baseline {_shown(self.baseline)} "
            f"(-{self.drop:.0%}): likely template change"
        )


@dataclass(slots=True)
class DayHealth:
    """One publisher's figures on one day, and its alerts."""

    publisher: str
    day: date
    pages: int = 0
    articles: int = 0
    failures: int = 0
    median_body_chars: float | None = None
    dated_share: float | None = None
    headline_share: float | None = None
    alerts: list[Alert] = field(default_factory=list)

    @property
    def extraction_rate(self) -> float | None:
        """Articles per page fetched."""
        return self.articles / self.pages if self.pages else None

    def figures(self) -> dict[str, Any]:
        """The figures as stored and shown."""
        return {
            "pages": self.pages,
            "articles": self.articles,
            "failures": self.failures,
            "extraction_rate": _round(self.extraction_rate),
            "median_body_chars": _round(self.median_body_chars),
            "dated_share": _round(self.dated_share),
            "headline_share": _round(self.headline_share),
        }

    def to_record(self) -> dict[str, Any]:
        """JSON form (``newsfold health --json``)."""
        return {
            "publisher": self.publisher,
            "day": self.day.isoformat(),
            **self.figures(),
            "alerts": [a.to_record() for a in self.alerts],
        }


def _shown(value: float) -> str:
    """A figure for a sentence: whole numbers of characters as such (``2,000``, never
    ``2e+03``), shares with two decimals."""
    return f"{value:,.0f}" if abs(value) >= 10 else f"{value:.2f}"


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 4)


def _aggregate(rows: Iterable[PageRow]) -> dict[tuple[str, date], DayHealth]:
    lengths: dict[tuple[str, date], list[int]] = defaultdict(list)
    counts: dict[tuple[str, date], list[int]] = defaultdict(lambda: [0, 0, 0, 0, 0])
    for row in rows:
        key = (row.publisher, row.day)
        c = counts[key]
        c[0] += 1
        c[2] += row.state == "failed"
        if row.extracted:
            c[1] += 1
            c[3] += row.dated
            c[4] += row.headline
            if row.body_chars is not None:
                lengths[key].append(row.body_chars)
    out = {}
    for key, (pages, articles, failures, dated, headlines) in counts.items():
        out[key] = DayHealth(
            key[0],
            key[1],
            pages,
            articles,
            failures,
            float(statistics.median(lengths[key])) if lengths[key] else None,
            dated / articles if articles else None,
            headlines / articles if articles else None,
        )
    return out


def _judge(days: Sequence[DayHealth], settings: Settings) -> None:
    """Set the alerts of each day of one publisher (days in order)."""
    window = timedelta(days=settings.health_baseline_days)
    for i, today in enumerate(days):
        if today.pages < settings.health_min_pages:
            continue
        base = [
            d
            for d in days[:i]
            if today.day - window <= d.day < today.day and d.pages >= settings.health_min_pages
        ]
        if len(base) < settings.health_min_baseline_days:
            continue
        for figure in JUDGED:
            value = getattr(today, figure)
            history = [getattr(d, figure) for d in base if getattr(d, figure) is not None]
            if len(history) < settings.health_min_baseline_days:
                continue
            baseline = float(statistics.median(history))
            current = 0.0 if value is None else float(value)
            if baseline > 0 and current < (1.0 - settings.health_drop) * baseline:
                today.alerts.append(Alert(figure, current, baseline))


def compute_health(rows: Iterable[PageRow], settings: Settings) -> list[DayHealth]:
    """Figures and alerts per publisher and day, by publisher then day."""
    by_key = _aggregate(rows)
    by_publisher: dict[str, list[DayHealth]] = defaultdict(list)
    for key in sorted(by_key):
        by_publisher[key[0]].append(by_key[key])
    out: list[DayHealth] = []
    for publisher in sorted(by_publisher):
        days = by_publisher[publisher]
        _judge(days, settings)
        out.extend(days)
    return out


def _publisher_of(source: str | None, url: str) -> str:
    if source:
        return source
    host = url_host(url)
    return host[4:] if host.startswith("www.") else host


def iter_page_rows(
    engine: Any, since: datetime | None = None, until: datetime | None = None
) -> Iterator[PageRow]:
    """Every page fetched in ``[since, until)`` as a :class:`PageRow` (streamed)."""
    from sqlalchemy import func, select

    from newsfold.store import schema as t

    p, a = t.pages, t.articles
    when = func.coalesce(p.c.fetched_at, p.c.ingested_at, type_=t.UtcDateTime)
    query = select(
        p.c.source,
        p.c.url,
        when.label("when"),
        p.c.state,
        a.c.id,
        a.c.headline,
        a.c.published_at,
        a.c.quality,
    ).outerjoin(a, a.c.page_id == p.c.id)
    if since is not None:
        query = query.where(when >= since)
    if until is not None:
        query = query.where(when < until)
    with scanning(engine) as conn:
        for row in conn.execution_options(yield_per=2000).execute(query):
            quality = row.quality or {}
            yield PageRow(
                _publisher_of(row.source, row.url),
                row.when.astimezone(UTC).date(),
                row.state,
                row.id is not None,
                quality.get("body_chars"),
                row.published_at is not None,
                bool(row.headline and row.headline.strip()),
            )


def _midnight(day: date) -> datetime:
    return datetime(day.year, day.month, day.day, tzinfo=UTC)


def refresh_health(
    store: Any,
    settings: Settings,
    since: date | None = None,
    until: date | None = None,
) -> list[DayHealth]:
    """Compute health for the days ``since..until`` (inclusive; all days when None) from the
    store, with the baseline days before ``since`` read too, and store the rows."""
    from newsfold.store.quality import save_health

    start = None
    if since is not None:
        start = _midnight(since) - timedelta(days=settings.health_baseline_days)
    stop = _midnight(until) + timedelta(days=1) if until is not None else None
    days = compute_health(iter_page_rows(store.engine, start, stop), settings)
    shown = [d for d in days if (since is None or d.day >= since)]
    save_health(
        store.engine,
        ((d.publisher, d.day, d.figures(), [a.to_record() for a in d.alerts]) for d in shown),
    )
    return shown


def stored_health(
    store: Any, since: date | None = None, until: date | None = None
) -> list[dict[str, Any]]:
    """Health rows as the last :func:`refresh_health` stored them (JSON form)."""
    from newsfold.store.quality import load_health

    out = []
    for row in load_health(store.engine, since, until):
        figures: Mapping[str, Any] = row["figures"]
        out.append(
            {
                "publisher": row["publisher"],
                "day": row["day"].isoformat(),
                **figures,
                "alerts": row["alerts"],
            }
        )
    return out


def health_days(conn: Any, days: int = 14) -> list[dict[str, Any]]:
    """The stored health of every publisher over the last ``days`` days that have figures
    (counted back from the newest stored day, so an archive of old pages shows too),
    newest first; each row ``publisher``, ``day`` (a date), the figures, and ``alerts``
    as sentences. What the web app's health page shows; ``newsfold health`` (or
    ``newsfold run``) computes and stores the figures.
    """
    from sqlalchemy import func, select

    from newsfold.store.quality import publisher_health as ph

    newest = conn.execute(select(func.max(ph.c.day))).scalar()
    if newest is None:
        return []
    first = newest - timedelta(days=days - 1)
    query = select(ph).where(ph.c.day >= first).order_by(ph.c.day.desc(), ph.c.publisher)
    out = []
    for row in conn.execute(query):
        alerts = [
            Alert(a["figure"], float(a["value"]), float(a["baseline"])).describe()
            for a in row.alerts or []
        ]
        out.append({"publisher": row.publisher, "day": row.day, **row.figures, "alerts": alerts})
    return out
