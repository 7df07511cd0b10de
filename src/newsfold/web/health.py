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

from newsfold.store import Store

__all__ = ["HealthDay", "health_days"]

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class HealthDay:
    """One publisher on one day."""

    publisher: str
    day: date
    figures: dict[str, Any]
    alerts: list[str] = field(default_factory=list)


def _alert_text(alert: Any) -> str:
    if isinstance(alert, dict):
        figure, value, baseline = alert.get("figure"), alert.get("value"), alert.get("baseline")
        drop = alert.get("drop")
        if isinstance(value, int | float) and isinstance(baseline, int | float):
            fall = f" (-{drop:.0%})" if isinstance(drop, int | float) else ""
            return f"{str(figure).replace('_', ' ')} {value:.4g} vs baseline {baseline:.4g}{fall}"
        return str(figure)
    return str(alert)


def health_days(store: Store, days: int = 14) -> list[HealthDay] | None:
    """The last ``days`` days that have figures, every publisher, newest first; None when
    this installation has no health figures (``newsfold.quality.health`` is missing).

    Reads what ``newsfold health`` (``stored_health``) last stored.
    """
    try:
        health = importlib.import_module("newsfold.quality.health")
    except ModuleNotFoundError:
        return None
    reader = getattr(health, "stored_health", None)
    if reader is None:
        log.warning("newsfold.quality.health has no stored_health(); the page shows nothing")
        return None
    rows = list(reader(store))
    wanted = sorted({str(r["day"]) for r in rows}, reverse=True)[:days]
    keep = set(wanted)
    out = [
        HealthDay(
            publisher=str(r["publisher"]),
            day=date.fromisoformat(str(r["day"])),
            figures={k: v for k, v in r.items() if k not in ("publisher", "day", "alerts")},
            alerts=[_alert_text(a) for a in r.get("alerts") or []],
        )
        for r in rows
        if str(r["day"]) in keep
    ]
    out.sort(key=lambda h: (-h.day.toordinal(), h.publisher))
    return out
