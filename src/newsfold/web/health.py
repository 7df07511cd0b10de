"""Publisher health on the web: per publisher per day, with alerts marked.

The figures are made by :mod:`newsfold.quality.health` (issue 17: pages
fetched, articles extracted, median body length, shares with a date and a
headline, failures, and alerts when a figure drops against the publisher's
own baseline). This module only adapts them to the page through the small
:class:`HealthDay` shape, so the page does not depend on how they are
computed; until that module is installed with the store it reads, the page
says so instead of showing figures.
"""

from __future__ import annotations

import importlib
import logging
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from sqlalchemy import Connection

__all__ = ["HealthDay", "health_days"]

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class HealthDay:
    """One publisher on one day."""

    publisher: str
    day: date
    figures: dict[str, Any]
    alerts: list[str] = field(default_factory=list)


def health_days(conn: Connection, days: int = 14) -> list[HealthDay] | None:
    """The last ``days`` days of every publisher, newest first; None when no health
    figures exist in this installation (``newsfold.quality.health`` is missing)."""
    try:
        health = importlib.import_module("newsfold.quality.health")
    except ModuleNotFoundError:
        return None
    reader = getattr(health, "health_days", None)
    if reader is None:
        log.warning("newsfold.quality.health has no health_days(); the page shows nothing")
        return None
    rows = reader(conn, days=days)
    return [
        HealthDay(
            publisher=str(r["publisher"]),
            day=r["day"],
            figures={k: v for k, v in r.items() if k not in ("publisher", "day", "alerts")},
            alerts=list(r.get("alerts") or []),
        )
        for r in rows
    ]
