"""Publisher health on the web: per publisher per day, with alerts marked.

The figures are made and stored by :mod:`newsfold.quality.health` (``newsfold
health`` or ``newsfold run``: pages fetched, articles extracted, median body
length, shares with a date and a headline, failures, and alerts when a figure
drops against the publisher's own baseline). This module only adapts the
stored rows to the page through the small :class:`HealthDay` shape, so the
template does not depend on how they are computed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from typing import Any

from newsfold.quality.health import health_days as stored_days
from newsfold.store import Store

__all__ = ["HealthDay", "health_days"]


@dataclass(frozen=True, slots=True)
class HealthDay:
    """One publisher on one day."""

    publisher: str
    day: date
    figures: dict[str, Any]
    alerts: list[str] = field(default_factory=list)


def health_days(store: Store, days: int = 14) -> list[HealthDay]:
    """The last ``days`` days that have stored figures, every publisher, newest day first
    (publishers in name order within a day); empty when ``newsfold health`` has not run."""
    with store.engine.connect() as conn:
        rows = stored_days(conn, days)
    return [
        HealthDay(
            publisher=str(r["publisher"]),
            day=r["day"],
            figures={k: v for k, v in r.items() if k not in ("publisher", "day", "alerts")},
            alerts=[str(a) for a in r["alerts"]],
        )
        for r in rows
    ]
