"""``newsfold crawl`` as a composition: the crawler is the source, the engine folds.

The crawler fetches, archives and stores article pages (``pending``, pointing
into the WARC) and says when pages arrived; it never extracts or folds. The
engine watches it and, in a thread beside the fetchers, runs the local
executor over what the crawler stored (:func:`fold_arrived`: extract, then
fold in key order, :attr:`~newsfold.crawl.crawler.Crawler.fold_batch` pages a
transaction) until the crawler is done fetching and nothing is left. Because
the frontier and the pending pages live in the store, a crawl killed at any
moment resumes where it stopped.
"""

from __future__ import annotations

import asyncio
import contextlib

from newsfold.crawl.crawler import Crawler, CrawlSummary
from newsfold.engine.local import IngestSummary, process_pending, retry_bugs

__all__ = ["crawl", "fold_arrived"]


async def crawl(crawler: Crawler, *, extract: bool = True) -> CrawlSummary:
    """Run ``crawler`` to its end; with ``extract``, extract and fold its pages as they
    arrive (the crawler closes its run once the engine has folded the last ones)."""
    if not extract:
        return await crawler.run()
    # the pages a bug failed in an earlier run are extracted again (once per run)
    crawler.summary.extraction.retried += retry_bugs(crawler.store)
    folding = asyncio.ensure_future(_fold_as_pages_arrive(crawler))
    try:
        return await crawler.run(until=folding)
    finally:
        if not folding.done():  # the crawl failed before it waited for the engine
            folding.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await folding


def fold_arrived(crawler: Crawler) -> IngestSummary:
    """Extract and fold every page the crawler stored and nobody extracted yet."""
    return process_pending(
        crawler.store,
        crawler.settings,
        hints_for=crawler.hints_for,
        summary=crawler.summary.extraction,
        batch_size=crawler.fold_batch,
    )


def _processed(summary: IngestSummary) -> int:
    return summary.articles + sum(summary.failed.values())


async def _fold_as_pages_arrive(crawler: Crawler) -> None:
    summary = crawler.summary.extraction
    while True:
        crawler.pages_arrived.clear()
        before = _processed(summary)
        # read before folding: a crawler that finishes while this pass runs may have
        # stored its last pages after the pass looked for them, so only a pass that
        # began after fetching was done and found nothing is the last
        done = crawler.fetching_done
        await asyncio.to_thread(fold_arrived, crawler)
        if done and _processed(summary) == before:
            return
        if _processed(summary) == before:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(crawler.pages_arrived.wait(), timeout=1.0)
