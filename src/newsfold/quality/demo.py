"""The demo's publisher health check: a simulated template change, caught by an alert.

A thin simulated web (every 10th story, about a week of pages) in which the
outlet ``harbor`` changes template on 2020-01-10 is ingested into a
temporary store; the publisher-days with an alert are returned. ``newsfold
demo --sim N`` prints them, so the demo shows what ``newsfold health`` is for.
"""

from __future__ import annotations

import tempfile
from datetime import date
from itertools import islice
from pathlib import Path

from newsfold.config import Settings
from newsfold.quality.health import DayHealth, refresh_health

__all__ = ["DEMO_CHANGE", "health_demo"]

#: The outlet and day of the demo's template change.
DEMO_CHANGE = ("harbor", date(2020, 1, 10))


def health_demo(settings: Settings, pages: int = 900) -> list[DayHealth]:
    """Ingest the thin web with its template change; the days that raised an alert."""
    from newsfold.pipeline import process_pending
    from newsfold.sim.generate import iter_pages
    from newsfold.sim.template_change import TemplateChange
    from newsfold.store import open_store

    change = TemplateChange(*DEMO_CHANGE)
    with tempfile.TemporaryDirectory() as folder:
        db = f"sqlite:///{Path(folder) / 'health.db'}"
        local = settings.replace(db=db, event_links=False, semantic="off")
        with open_store(db) as store:
            web = iter_pages(5, story_stride=10, template_change=change)
            store.add_pages(p.to_page() for p in islice(web, pages))
            process_pending(store, local)
            return [d for d in refresh_health(store, local) if d.alerts]
