"""The local executor: ``ingest`` (and crawl's and reextract's folding) over a store.

Two phases, each restartable:

1. every input page is stored (batches, content-hash ids, so repeats are
   skipped), and the pages a batch inserted are extracted from the bytes in
   hand once that batch has committed; an error while extracting stops the
   input there (what was stored stays pending for the next run);
2. every other ``pending`` page is extracted, and the articles are folded in
   batches, one transaction each (:data:`FOLD_BATCH` pages).

A process killed anywhere leaves pages either done or pending, and the next
run picks up the pending ones with the same result. A page that fails is kept
with its reason.
"""

from __future__ import annotations

import gc
import logging
import threading
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from functools import partial
from pathlib import Path

from newsfold.config import Settings
from newsfold.dedup.minhash import MinHasher
from newsfold.engine.envelope import Envelope, Failure
from newsfold.engine.folding import fold_entries
from newsfold.engine.ports import FoldIndexInTransaction, FoldStore
from newsfold.engine.stages import INTERNAL_ERROR, FingerprintStage, bugs, extract_page, scored
from newsfold.errors import StoreError
from newsfold.extract import ExtractFailure, SourceHints
from newsfold.fold import Assignment, Fingerprinter, Folder
from newsfold.inputs import BadRecord, iter_input_pages
from newsfold.models import Article, Page
from newsfold.quality import scorer_for
from newsfold.store import Store
from newsfold.store.locking import refused_data, retry_busy
from newsfold.store.reextract import requeue_kind
from newsfold.store.thresholds import effective_settings

__all__ = [
    "FOLD_BATCH",
    "FoldRound",
    "FoldStep",
    "HintsLookup",
    "IngestSummary",
    "Unfoldable",
    "fold_batch",
    "fold_pending",
    "fold_round",
    "fold_rounds",
    "ingest",
    "process_pending",
    "retry_bugs",
]

log = logging.getLogger(__name__)

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
    #: Folded articles taken back and folded again after a late article.
    taken_back: int = 0
    #: Articles too late for that (outside the refold window), folded where they arrived.
    late: int = 0
    #: Pages a bug failed in an earlier run (``internal_error``), put back to be tried again.
    retried: int = 0

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
            "taken_back": self.taken_back,
            "late": self.late,
            "retried": self.retried,
        }

    @property
    def bugs(self) -> int:
        """Pages of this run that met a bug (``internal_error``): any makes the run's
        exit status non-zero (:mod:`newsfold.cli.exits`)."""
        return self.failed[INTERNAL_ERROR]


def _pages_only(items: Iterable[Page | BadRecord], summary: IngestSummary) -> Iterator[Page]:
    for item in items:
        if isinstance(item, BadRecord):
            summary.bad_records += 1
            summary.failed[item.kind] += 1
            log.warning("skipping input record %s: %s", item.id, item.message)
            continue
        yield item


#: Pages extracted per transaction, and articles folded per transaction: large
#: enough that the per-transaction and per-statement costs vanish, small enough
#: that a crash redoes little and progress moves often.
FOLD_BATCH = 1000


@dataclass(frozen=True, slots=True)
class Unfoldable:
    """An article the fold step could not take, and why (a ``MemoryError`` or
    ``RecursionError`` while fingerprinting it): its page becomes that error's
    record instead of ending the run."""

    kind: str
    message: str


#: The fold step of one batch: ``(index, items)`` in, one outcome per item out
#: (its decision, or why it could not be folded).
FoldStep = Callable[
    [FoldIndexInTransaction, list[tuple[Article, float]]], Sequence[Assignment | Unfoldable]
]


@dataclass(frozen=True, slots=True)
class FoldRound:
    """What one fold batch did: its decisions (in fold order), how many folded
    articles it took back first (a late article), how many it folded too late
    to take back what follows them, and the articles it could not fold, by
    error kind."""

    assignments: list[Assignment]
    taken_back: int = 0
    late: int = 0
    failed: Counter[str] = field(default_factory=Counter)


def _fold_with(settings: Settings, fingerprinter: Fingerprinter) -> FoldStep:
    """The fold step of one batch: fingerprint (an article that exhausts memory or
    the recursion limit is set apart, :class:`~newsfold.engine.stages.FingerprintStage`),
    look up set-wise, fold in order."""
    stage = FingerprintStage(fingerprinter)

    def run(
        index: FoldIndexInTransaction, items: list[tuple[Article, float]]
    ) -> list[Assignment | Unfoldable]:
        envelopes = [Envelope.of_article(a, i, r) for i, (a, r) in enumerate(items)]
        stage.fingerprint(envelopes)
        entries = [e.entry for e in envelopes if e.entry is not None]
        index.prefetch(entries)
        decided = iter(fold_entries(Folder(index, settings, fingerprinter=fingerprinter), entries))
        # an envelope without an entry failed in the stage (it always holds an article)
        return [next(decided) if e.entry is not None else _unfoldable(e.failure) for e in envelopes]

    return run


def _unfoldable(failure: Failure | None) -> Unfoldable:
    if failure is None:
        raise StoreError("an article got no fingerprint and no failure")
    return Unfoldable(failure.kind, failure.message)


def fold_round(
    store: FoldStore,
    fold: FoldStep,
    *,
    batch_size: int,
    window: timedelta,
    max_bytes: int | None = None,
) -> FoldRound | None:
    """Fold the next batch of extracted articles in one transaction (None: none wait).

    The engine owns the transaction: it opens the store's batch, folds its items
    against the index bound to it, and writes the decisions before the batch
    commits; any failure rolls the whole batch back.
    """
    with store.fold_batch(batch_size=batch_size, window=window, max_bytes=max_bytes) as batch:
        if batch is None:
            return None
        outcomes = fold(batch.index, batch.items)
        if len(outcomes) != len(batch.items):
            raise StoreError("the fold step returned no outcome for some articles")
        failed = [
            (article.id, outcome.kind, outcome.message)
            for (article, _), outcome in zip(batch.items, outcomes, strict=True)
            if isinstance(outcome, Unfoldable)
        ]
        for article_id, kind, message in failed:
            log.warning("article %s not folded (%s): %s", article_id, kind, message)
        batch.drop(failed)
        assignments = [o for o in outcomes if isinstance(o, Assignment)]
        batch.write(assignments)
        return FoldRound(
            assignments, batch.taken_back, batch.late, Counter(kind for _, kind, _ in failed)
        )


def fold_rounds(
    store: FoldStore,
    fold: FoldStep,
    *,
    batch_size: int,
    window: timedelta,
    max_bytes: int | None = None,
) -> Iterator[FoldRound]:
    """:func:`fold_round` until no extracted article waits; a batch that met a busy
    database is tried again whole (:func:`~newsfold.store.locking.retry_busy`)."""
    while True:
        done = retry_busy(
            lambda: fold_round(
                store, fold, batch_size=batch_size, window=window, max_bytes=max_bytes
            )
        )
        if done is None:
            return
        yield done


def fold_pending(
    store: Store,
    settings: Settings,
    fingerprinter: Fingerprinter,
    *,
    batch_size: int | None = None,
    on_batch: Callable[[FoldRound], None] | None = None,
) -> list[Assignment]:
    """Fold every extracted article of the store in key order (:mod:`newsfold.fold.order`),
    taking back what a late article must precede; return the decisions made, in fold
    order (an article taken back and folded again appears twice, the later one holds)."""
    out: list[Assignment] = []
    step = max(1, batch_size or FOLD_BATCH)
    for done in fold_rounds(
        store,
        _fold_with(settings, fingerprinter),
        batch_size=step,
        window=settings.refold_window,
        max_bytes=settings.max_batch_bytes,
    ):
        out.extend(done.assignments)
        if on_batch:
            on_batch(done)
    return out


def fold_batch(
    store: Store,
    items: Sequence[tuple[Article, float]],
    settings: Settings,
    fingerprinter: Fingerprinter,
) -> list[Assignment]:
    """Store extracted ``(article, source rank)`` pairs and fold everything extracted.

    The articles are folded in key order with whatever else waits in the store
    (not in the order given), each against everything before it; an article
    earlier than what is folded already has that taken back and folded again.
    Returns the decisions made (articles another worker folded meanwhile are
    not among them).
    """
    store.save_extracted(items)
    return fold_pending(store, settings, fingerprinter, batch_size=max(1, len(items)))


#: Allocations between two collections of the youngest generation while pages are
#: processed (Python's default is 700). Extraction and scoring allocate millions of
#: short-lived objects that form no cycles, so at the default the cycle collector ran
#: about 2,000 times in an ingest of the 1,100 development pages, 5% of its CPU; at
#: this figure 40 times, 1.4%. Garbage without cycles is freed at once either way.
GC_YOUNG_THRESHOLD = 20_000


class _FewerCollections:
    """Raises the young generation's threshold to :data:`GC_YOUNG_THRESHOLD` while any
    user is inside (threads may process pages at once: the first in sets it, the last
    out puts back what the first found)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._users = 0
        self._saved = gc.get_threshold()

    @contextmanager
    def __call__(self) -> Iterator[None]:
        with self._lock:
            if self._users == 0:
                self._saved = gc.get_threshold()
                young, middle, old = self._saved
                gc.set_threshold(max(young, GC_YOUNG_THRESHOLD), middle, old)
            self._users += 1
        try:
            yield
        finally:
            with self._lock:
                self._users -= 1
                if self._users == 0:
                    gc.set_threshold(*self._saved)


_fewer_collections = _FewerCollections()


def process_pending(
    store: Store,
    settings: Settings,
    *,
    hints_for: HintsLookup | None = None,
    progress: Progress | None = None,
    summary: IngestSummary | None = None,
    batch_size: int | None = None,
) -> IngestSummary:
    """Extract every pending page, then fold every extracted article in key order,
    ``batch_size`` a transaction (default :data:`FOLD_BATCH`).

    A page that cannot be extracted is marked failed at once (its reason
    kept). Extraction and folding are separate passes: folding takes the
    articles in the order their pages state (publication time first), not the
    order they were read, so any split of the pages into runs, batches or
    workers gives the same stories. Progress counts each page once extracted
    and once folded (``total`` is twice the pending pages). The thresholds an
    editor applied from calibration, if any, replace the configured ones
    (:func:`~newsfold.store.thresholds.effective_settings`).
    """
    with _fewer_collections():
        return _process_pending(store, settings, hints_for, progress, summary, batch_size)


def _process_pending(
    store: Store,
    settings: Settings,
    hints_for: HintsLookup | None,
    progress: Progress | None,
    summary: IngestSummary | None,
    batch_size: int | None,
) -> IngestSummary:
    run = _Run(store, settings, hints_for, progress, summary, batch_size)
    return run.finish()


class _Run:
    """One pass over the pending pages (extract, then fold), and the pages an ingest
    extracts as it stores them (:meth:`extract`) before that pass."""

    def __init__(
        self,
        store: Store,
        settings: Settings,
        hints_for: HintsLookup | None,
        progress: Progress | None,
        summary: IngestSummary | None,
        batch_size: int | None,
    ) -> None:
        self.store = store
        self.summary = summary or IngestSummary()
        # calibrated thresholds, if applied
        self.settings = effective_settings(store.engine, settings)
        self.hints_for = hints_for
        self.progress = progress
        self.step = max(1, batch_size or FOLD_BATCH)
        self.scorer = scorer_for(store, self.settings)
        #: pages extracted so far, and the total progress counts to (twice the pages)
        self.done = 0
        self.total = 0

    def extract(self, pages: Iterable[Page]) -> None:
        """Extract ``pages`` (stored already) and store their articles to be folded,
        in batches of at most the settings' ``max_batch_bytes`` of page bodies."""
        store, settings, summary = self.store, self.settings, self.summary
        batch: list[tuple[Article, float]] = []
        held = 0
        for page in pages:
            article = _extract_one(store, page, settings, self.hints_for, summary)
            if article is not None and settings.score_at_ingest:
                article = self._scored(page, article)
            if article is not None:
                batch.append(article)
                held += len(page.body)
            self.done += 1
            if held >= settings.max_batch_bytes:
                # memory follows the page size, not the batch size: store what is held
                _save_isolating(store, batch, summary)
                batch, held = [], 0
                self._report()
        _save_isolating(store, batch, summary)
        self._report()

    def _scored(self, page: Page, found: tuple[Article, float]) -> tuple[Article, float] | None:
        """``found`` with its scores (:func:`~newsfold.engine.stages.scored`), or None with
        the page marked failed when the scorer met a bug on it."""
        article, rank = found
        envelope = Envelope(page.id, page=page, article=article, rank=rank)
        failure = scored(envelope, partial(self.scorer.score, configured_rank=rank)).failure
        if failure is None:
            return found
        self.store.mark_failed(page.id, failure.kind, failure.message)
        self.summary.failed[failure.kind] += 1
        return None

    def extract_stored(self, pages: list[Page]) -> None:
        """:meth:`extract` of pages an ingest has just stored (progress counts them)."""
        self.total += 2 * len(pages)
        self.extract(pages)

    def _report(self) -> None:
        if self.progress:
            self.progress(min(self.done, self.total), self.total)

    def finish(self) -> IngestSummary:
        """Extract every pending page, then fold every extracted article in key order."""
        store, summary, step = self.store, self.summary, self.step
        fingerprinter = Fingerprinter(
            self.settings,
            hasher=MinHasher(self.settings.num_perm, self.settings.bands, self.settings.seed),
        )
        pending = store.pending_page_ids()
        # pages this run brings to stories: the pending ones, and those extracted
        # already (by this run as they were stored, or by a killed run)
        fresh = set(pending).union(store.pending_page_ids("extracted"))
        self.total += 2 * len(pending)
        for start in range(0, len(pending), step):
            self.extract(store.iter_pages(pending[start : start + step]))

        def folded(round_: FoldRound) -> None:
            summary.taken_back += round_.taken_back
            summary.late += round_.late
            summary.failed.update(round_.failed)
            self.done += len(round_.assignments) + sum(round_.failed.values())
            self.done -= round_.taken_back
            self._report()

        decided: dict[str, Assignment] = {}
        for assignment in fold_pending(
            store, self.settings, fingerprinter, batch_size=step, on_batch=folded
        ):
            decided[assignment.article_id] = assignment
        for assignment in decided.values():
            if assignment.article_id not in fresh:
                continue  # folded in an earlier run, taken back and folded again
            summary.articles += 1
            summary.relations[assignment.relation.value] += 1
            summary.review += int(assignment.review)
        if self.progress:
            self.progress(self.total, self.total)
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
    article = extract_page(page, settings, hints)
    if isinstance(article, ExtractFailure):
        store.mark_failed(page.id, article.kind, article.message)
        summary.failed[article.kind] += 1
        return None
    return article, hints.rank if hints else 0.0


def _save_isolating(
    store: Store, batch: list[tuple[Article, float]], summary: IngestSummary
) -> None:
    """Store ``batch`` to be folded; when the store refuses it, find the article it
    refuses and fail only that one.

    A batch is one transaction, so one article the database cannot take (a
    value a backend refuses) would fail the whole batch on every rerun. The
    batch is halved until the refused article stands alone; it is marked
    failed as ``store_error`` and every other article is stored. (Folding
    reads the stored articles back, so it never meets the refused one.)
    """
    if not batch:
        return
    try:
        store.save_extracted(batch)
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
        _save_isolating(store, batch[:half], summary)
        _save_isolating(store, batch[half:], summary)


def retry_bugs(store: Store) -> int:
    """Put the pages a bug failed (``internal_error``) back to ``pending``, and start
    the process's :data:`~newsfold.engine.stages.bugs` afresh; how many pages.

    A bug is no fault of the page: once it is fixed, the next ``ingest`` or ``crawl``
    must extract those pages like any other, as it did when a bug ended the run with
    them still pending. They are kept ``failed`` between runs, with their error, so
    the store's failures (``status``, the failure counts) show them; a run puts them
    back once, at its start: a crawl extracts what arrives many times over, and
    retrying there would meet a bug still present again and again.
    """
    bugs.reset()
    return retry_busy(lambda: requeue_kind(store.engine, INTERNAL_ERROR))


def ingest(
    store: Store,
    paths: list[Path],
    settings: Settings,
    *,
    hints_for: HintsLookup | None = None,
    progress: Progress | None = None,
) -> IngestSummary:
    """Store the input pages batch by batch, extracting each batch's new pages once
    it has committed; then extract what else is pending and fold what is new.

    The pages a batch of the input inserted are extracted once that batch has
    committed (a crash loses no page: what it stored stays pending), from the
    bytes in hand instead of read back and inflated; what else is pending (a
    killed run's pages) is extracted after the input, as
    :func:`process_pending` does; then everything extracted is folded. The
    articles and stories are those of storing first and then
    :func:`process_pending` (each page is extracted alone, folding goes by fold
    key), so only the progress differs: its total grows as the input is read.
    """
    started = datetime.now(UTC)
    summary = IngestSummary(retried=retry_bugs(store))
    pages = iter_input_pages(paths, max_page_bytes=settings.max_page_bytes)
    conflicts: list[str] = []
    with _fewer_collections():
        run = _Run(store, settings, hints_for, progress, summary, None)
        new, seen = store.add_pages(
            _pages_only(pages, summary),
            conflicts=conflicts,
            max_batch_bytes=settings.max_batch_bytes,
            stored=run.extract_stored,
        )
        summary.pages_new, summary.pages_seen = new, seen
        if conflicts:
            summary.bad_records += len(conflicts)
            summary.failed["duplicate_id"] += len(conflicts)
        run.finish()
    store.record_run("ingest " + " ".join(str(p) for p in paths), started, summary.as_dict())
    return summary
