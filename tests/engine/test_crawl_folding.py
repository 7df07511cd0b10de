"""The engine folds beside the crawler until the crawler is done and nothing is left."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace
from typing import Any

import pytest

import newsfold.engine.crawl as engine_crawl
from newsfold.engine.local import IngestSummary


def test_pages_stored_while_the_last_pass_runs_are_folded(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A crawler can store its last page and say it is done while a folding pass runs,
    after the pass looked for pending pages: that pass finds nothing, yet the page
    waits. The engine must fold once more (it stopped there, and the page was lost
    to the run: a crawl test saw 4 pages fetched and 3 articles)."""
    crawler: Any = SimpleNamespace(
        summary=SimpleNamespace(extraction=IngestSummary()),
        pages_arrived=asyncio.Event(),
        fetching_done=False,
    )
    waiting = 0
    passes = 0

    def fold_arrived(c: Any) -> IngestSummary:
        nonlocal waiting, passes
        passes += 1
        if passes == 1:
            # the pass has looked for pending pages (none); now the last one arrives
            waiting += 1
            c.fetching_done = True
            return c.summary.extraction
        c.summary.extraction.articles += waiting
        waiting = 0
        return c.summary.extraction

    monkeypatch.setattr(engine_crawl, "fold_arrived", fold_arrived)
    asyncio.run(asyncio.wait_for(engine_crawl._fold_as_pages_arrive(crawler), timeout=10))
    assert crawler.summary.extraction.articles == 1
    assert waiting == 0
    assert passes == 3  # the one that found the page, then one that found nothing
