"""Re-run extraction on one publisher's archived pages (``newsfold reextract``).

When a publisher changes its template, its pages were extracted badly or
not at all. The raw bytes are still in the WARC archive, so after the
extractor is fixed this re-reads them: pages that failed go back through the
whole pipeline (extract and fold); articles already stored get their
extracted fields rewritten where the new extraction differs, and their scores
(``quality``) made again from the new text, as ingest makes them (none when
``score_at_ingest`` is off): a score of the old extraction beside the new text
would describe a text the record no longer holds.
"""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from newsfold.config import Settings
from newsfold.engine.stages import extract_page
from newsfold.errors import NewsfoldError
from newsfold.extract import ExtractFailure, SourceHints
from newsfold.models import Page
from newsfold.pipeline import IngestSummary, process_pending
from newsfold.quality import scorer_for
from newsfold.store import Store
from newsfold.store.reextract import page_states_for_publisher, requeue_pages, rewrite_article

__all__ = ["ReextractSummary", "reextract_publisher"]

log = logging.getLogger(__name__)


@dataclass(slots=True)
class ReextractSummary:
    """What re-extraction changed."""

    pages: int = 0
    rewritten: int = 0
    unchanged: int = 0
    requeued: int = 0
    failed: Counter[str] = field(default_factory=Counter)
    pipeline: IngestSummary = field(default_factory=IngestSummary)

    def as_dict(self) -> dict[str, object]:
        """Plain dict for JSON."""
        return {
            "pages": self.pages,
            "rewritten": self.rewritten,
            "unchanged": self.unchanged,
            "requeued": self.requeued,
            "failed": dict(self.failed),
            "pipeline": self.pipeline.as_dict(),
        }


def reextract_publisher(
    store: Store,
    settings: Settings,
    publisher: str,
    hints: SourceHints | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> ReextractSummary:
    """Extract ``publisher``'s pages again from the archive; see the module docstring."""
    # without the sources' hints, a page keeps the publisher it was selected by only
    # where extraction now names another (a template change can hide the outlet's name)
    keep_name = hints is None
    summary = ReextractSummary()
    states = page_states_for_publisher(store.engine, publisher)
    summary.pages = len(states)
    failed = [pid for pid, state in states.items() if state == "failed"]
    done = [pid for pid, state in states.items() if state == "done"]
    scorer = scorer_for(store, settings) if settings.score_at_ingest else None
    for n, page_id in enumerate(done, 1):
        try:
            page = store.load_page(page_id)
        except NewsfoldError as exc:
            summary.failed["unreadable"] += 1
            log.warning("page %s cannot be read back: %s", page_id, exc)
        else:
            article = extract_page(page, settings, hints)
            renamed = not isinstance(article, ExtractFailure) and article.publisher != publisher
            if keep_name and renamed and not isinstance(article, ExtractFailure):
                article.publisher, article.publisher_source = publisher, "config"
            if isinstance(article, ExtractFailure):
                summary.failed[article.kind] += 1
                log.info(
                    "re-extraction of page %s failed: %s (old article kept)",
                    page_id,
                    article.message,
                )
            else:
                if scorer is not None:
                    article.quality.update(scorer.score(article, hints.rank if hints else None))
                if rewrite_article(store.engine, article):
                    summary.rewritten += 1
                else:
                    summary.unchanged += 1
        if progress:
            progress(n, len(done))
    summary.requeued = requeue_pages(store.engine, failed)

    requeue_hints = hints or SourceHints(publisher=publisher)

    def lookup(page: Page) -> SourceHints | None:
        return requeue_hints if page.id in states else None

    process_pending(store, settings, hints_for=lookup, summary=summary.pipeline)
    return summary
