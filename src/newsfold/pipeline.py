"""Wiring the stages together for ``ingest``: pages in, stories out.

Two phases, each restartable:

1. every input page is stored (batches, content-hash ids, so repeats are
   skipped);
2. every ``pending`` page is extracted, and the articles are folded in
   batches, one transaction each (:data:`FOLD_BATCH` pages).

A process killed anywhere leaves pages either done or pending, and the next
run picks up the pending ones with the same result. A page that fails is kept
with its reason.
"""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Protocol, TypeVar

from newsfold.config import Settings
from newsfold.dedup.minhash import MinHasher
from newsfold.errors import PageError, StoreError
from newsfold.extract import SourceHints, extract_article
from newsfold.fold import Assignment, Fingerprinter, Folder
from newsfold.inputs import BadRecord, iter_input_pages
from newsfold.models import Article, Page
from newsfold.store import Store
from newsfold.store.index import SqlFoldIndex
from newsfold.store.locking import refused_data
from newsfold.store.thresholds import effective_settings

__all__ = [
    "FOLD_BATCH",
    "HintsLookup",
    "IngestSummary",
    "Stage",
    "fold_batch",
    "ingest",
    "process_pending",
]

log = logging.getLogger(__name__)

In_contra = TypeVar("In_contra", contravariant=True)
Out_co = TypeVar("Out_co", covariant=True)


class Stage(Protocol[In_contra, Out_co]):
    """The shape of every stage: items in, items out, lazily.

    The same stage objects run in-process (this module) or inside a batch
    engine's partitions, so a stage never owns the loop or the executor.
    """

    def run(self, items: Iterable[In_contra]) -> Iterator[Out_co]:
        """Process ``items`` in order, yielding results (failures are results too)."""
        ...


#: Finds what the sources configuration says about a page, if anything.
HintsLookup = Callable[[Page], SourceHints | None]
#: Called as ``progress(done, total)`` while pages are processed.
Progress = Callable[[int, int], None]


@dataclass(slots=True)
class IngestSummary:
    """What one ingest did, for the CLI's summary and the runs table."""

    pages_new: int = 0
    pages_seen: int = 0
    bad_records: int = 0
    articles: int = 0
    failed: Counter[str] = field(default_factory=Counter)
    relations: Counter[str] = field(default_factory=Counter)
    review: int = 0

    def as_dict(self) -> dict[str, object]:
        """Plain dict for JSON."""
        return {
            "pages_new": self.pages_new,
            "pages_already_stored": self.pages_seen,
            "bad_records": self.bad_records,
            "articles": self.articles,
            "failed": dict(self.failed),
            "relations": dict(self.relations),
            "review": self.review,
        }


def _pages_only(items: Iterable[Page | BadRecord], summary: IngestSummary) -> Iterator[Page]:
    for item in items:
        if isinstance(item, BadRecord):
            summary.bad_records += 1
            summary.failed[item.kind] += 1
            log.warning("skipping input record %s: %s", item.id, item.message)
            continue
        yield item


#: Pages extracted, then folded in one transaction: large enough that the
#: per-transaction and per-statement costs vanish, small enough that a crash
#: redoes little and progress moves often.
FOLD_BATCH = 1000


def fold_batch(
    store: Store,
    items: Sequence[tuple[Article, float]],
    settings: Settings,
    fingerprinter: Fingerprinter,
) -> list[Assignment]:
    """Store and fold ``(article, source rank)`` pairs in one transaction, in order.

    Each article is folded against everything stored before it and the
    articles before it in ``items``, exactly as one transaction per article
    would; articles whose page another worker folded meanwhile are left out
    (so fewer assignments than items may come back).

    Fingerprints are computed before the transaction: they need no index, and
    the time spent holding the fold lock (SQLite's write lock) stays short.
    """
    if not items:
        return []
    articles = [article for article, _ in items]
    computed = fingerprinter.fingerprint_many(articles, [rank for _, rank in items])
    by_id = {entry.article_id: entry for entry in computed}

    def run(index: SqlFoldIndex, todo: list[Article]) -> list[Assignment]:
        entries = [by_id[a.id] for a in todo]
        index.prefetch(entries)
        folder = Folder(index, settings, fingerprinter=fingerprinter)
        return [folder.fold_entry(entry) for entry in entries]

    return store.save_folded_many(articles, run)


def process_pending(
    store: Store,
    settings: Settings,
    *,
    hints_for: HintsLookup | None = None,
    progress: Progress | None = None,
    summary: IngestSummary | None = None,
    batch_size: int | None = None,
) -> IngestSummary:
    """Extract every pending page and fold the articles, ``batch_size`` pages a transaction
    (default :data:`FOLD_BATCH`).

    A page that cannot be extracted is marked failed at once (its reason
    kept); the others of the batch are folded together in page order.
    Progress is reported per page once its batch is stored. The thresholds an
    editor applied from calibration, if any, replace the configured ones
    (:func:`~newsfold.store.thresholds.effective_settings`).
    """
    summary = summary or IngestSummary()
    settings = effective_settings(store.engine, settings)  # calibrated thresholds, if applied
    fingerprinter = Fingerprinter(
        settings, hasher=MinHasher(settings.num_perm, settings.bands, settings.seed)
    )
    pending = store.pending_page_ids()
    total = len(pending)
    done = 0
    step = max(1, batch_size or FOLD_BATCH)
    for start in range(0, total, step):
        ids = pending[start : start + step]
        batch: list[tuple[Article, float]] = []
        held = 0
        for page in store.iter_pages(ids):
            article = _extract_one(store, page, settings, hints_for, summary)
            if article is not None:
                batch.append(article)
                held += len(page.body)
            done += 1
            if held >= settings.max_batch_bytes:
                # memory follows the page size, not the batch size: fold what is held
                _fold_isolating(store, batch, settings, fingerprinter, summary)
                batch, held = [], 0
                if progress:
                    progress(done, total)
        _fold_isolating(store, batch, settings, fingerprinter, summary)
        if progress:
            progress(done, total)
    return summary


def _extract_one(
    store: Store,
    page: Page,
    settings: Settings,
    hints_for: HintsLookup | None,
    summary: IngestSummary,
) -> tuple[Article, float] | None:
    """The page's article and source rank, or None with the page marked failed."""
    hints = hints_for(page) if hints_for else None
    try:
        article = extract_article(page, settings=settings, hints=hints)
    except PageError as exc:
        store.mark_failed(page.id, exc.kind, str(exc))
        summary.failed[exc.kind] += 1
        return None
    except (RecursionError, MemoryError) as exc:
        # one pathological page is that page's error, never the run's
        store.mark_failed(page.id, "resource_limit", f"{type(exc).__name__}: {exc}")
        summary.failed["resource_limit"] += 1
        return None
    return article, hints.rank if hints else 0.0


def _fold_isolating(
    store: Store,
    batch: list[tuple[Article, float]],
    settings: Settings,
    fingerprinter: Fingerprinter,
    summary: IngestSummary,
) -> None:
    """Fold ``batch``; when the store refuses it, find the page it refuses and fail only that one.

    A batch is one transaction, so one article the database cannot take
    (a value a backend refuses) would fail the whole batch on every rerun.
    The batch is halved until the refused article stands alone; it is
    marked failed as ``store_error`` and every other article is folded, in
    the same order, so the stories are what one batch would have made.
    """
    if not batch:
        return
    try:
        assignments = fold_batch(store, batch, settings, fingerprinter)
    except StoreError as exc:
        if not refused_data(exc):
            raise
        if len(batch) == 1:
            article = batch[0][0]
            log.warning("the store refuses article %s: %s", article.id, exc)
            store.mark_failed(article.page_id or article.id, "store_error", str(exc))
            summary.failed["store_error"] += 1
            return
        half = len(batch) // 2
        _fold_isolating(store, batch[:half], settings, fingerprinter, summary)
        _fold_isolating(store, batch[half:], settings, fingerprinter, summary)
        return
    for assignment in assignments:
        summary.articles += 1
        summary.relations[assignment.relation.value] += 1
        summary.review += int(assignment.review)


def ingest(
    store: Store,
    paths: list[Path],
    settings: Settings,
    *,
    hints_for: HintsLookup | None = None,
    progress: Progress | None = None,
) -> IngestSummary:
    """Store every input page, then extract and fold what is new."""
    started = datetime.now(UTC)
    summary = IngestSummary()
    pages = iter_input_pages(paths, max_page_bytes=settings.max_page_bytes)
    conflicts: list[str] = []
    new, seen = store.add_pages(
        _pages_only(pages, summary), conflicts=conflicts, max_batch_bytes=settings.max_batch_bytes
    )
    summary.pages_new, summary.pages_seen = new, seen
    if conflicts:
        summary.bad_records += len(conflicts)
        summary.failed["duplicate_id"] += len(conflicts)
    process_pending(store, settings, hints_for=hints_for, progress=progress, summary=summary)
    store.record_run("ingest " + " ".join(str(p) for p in paths), started, summary.as_dict())
    return summary
