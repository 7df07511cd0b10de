"""Tables of corpus governance: computed source ranks and publisher health.

Kept apart from :mod:`newsfold.store.schema` (the fold's tables); created by
migration ``quality``. The policies live in :mod:`newsfold.quality`; this
module only reads and writes rows.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from datetime import date
from typing import Any

from sqlalchemy import JSON, Column, Date, Float, Table, Text, delete, insert, select

from newsfold.store.schema import metadata

__all__ = [
    "load_health",
    "load_quality",
    "load_ranks",
    "publisher_health",
    "save_health",
    "save_ranks",
    "source_ranks",
]

source_ranks = Table(
    "source_ranks",
    metadata,
    Column("publisher", Text, primary_key=True),
    Column("rank", Float, nullable=False),
    Column("figures", JSON, nullable=False),
)

publisher_health = Table(
    "publisher_health",
    metadata,
    Column("publisher", Text, primary_key=True),
    Column("day", Date, primary_key=True),
    Column("figures", JSON, nullable=False),
    Column("alerts", JSON, nullable=False),
)


def load_ranks(engine: Any) -> dict[str, float]:
    """Computed ranks by publisher (empty before the first ``newsfold score``)."""
    with engine.connect() as conn:
        return {
            str(p): float(r)
            for p, r in conn.execute(select(source_ranks.c.publisher, source_ranks.c.rank))
        }


def save_ranks(engine: Any, ranks: Mapping[str, tuple[float, Mapping[str, Any]]]) -> None:
    """Replace every computed rank (``publisher -> (rank, figures)``) in one transaction."""
    with engine.begin() as conn:
        conn.execute(delete(source_ranks))
        rows = [
            {"publisher": p, "rank": r, "figures": dict(f)} for p, (r, f) in sorted(ranks.items())
        ]
        if rows:
            conn.execute(insert(source_ranks), rows)


def save_health(
    engine: Any, rows: Iterable[tuple[str, date, Mapping[str, Any], list[dict[str, Any]]]]
) -> None:
    """Replace the health rows of the publisher-days given (others are kept)."""
    data = [
        {"publisher": p, "day": d, "figures": dict(f), "alerts": list(a)} for p, d, f, a in rows
    ]
    with engine.begin() as conn:
        for row in data:
            conn.execute(
                delete(publisher_health).where(
                    publisher_health.c.publisher == row["publisher"],
                    publisher_health.c.day == row["day"],
                )
            )
        if data:
            conn.execute(insert(publisher_health), data)


def load_health(
    engine: Any, since: date | None = None, until: date | None = None
) -> list[dict[str, Any]]:
    """Stored health rows, by publisher then day."""
    query = select(publisher_health).order_by(publisher_health.c.publisher, publisher_health.c.day)
    if since is not None:
        query = query.where(publisher_health.c.day >= since)
    if until is not None:
        query = query.where(publisher_health.c.day <= until)
    with engine.connect() as conn:
        return [dict(row._mapping) for row in conn.execute(query)]


def load_quality(engine: Any, article_ids: Iterable[str]) -> dict[str, dict[str, Any]]:
    """``articles.quality`` of the given articles (unknown ids left out)."""
    from newsfold.store.schema import articles

    ids = list(dict.fromkeys(article_ids))
    out: dict[str, dict[str, Any]] = {}
    with engine.connect() as conn:
        for start in range(0, len(ids), 500):
            chunk = ids[start : start + 500]
            query = select(articles.c.id, articles.c.quality).where(articles.c.id.in_(chunk))
            out.update({str(i): dict(q or {}) for i, q in conn.execute(query)})
    return out
