"""Stages of one shape, and the engine's composition of them.

Every stage is ``run(envelopes) -> envelopes``, lazily, and knows nothing of
what runs it: the local executor chains them in one process, the Spark
executor inside each partition (``mapPartitions``). A stage handles the
envelopes that have not failed and passes the failed ones on untouched.

The per-item stages are :class:`ExtractStage` (decode, parse, metadata and
body), :class:`DateStage` (dates in UTC, language, canonical URL: the page's
article) and :class:`FingerprintStage`. Folding is not per item: the local
executor folds in the store (:mod:`newsfold.engine.local`) or in memory
(:mod:`newsfold.engine.folding`), the Spark executor per connected component
(:mod:`newsfold.engine.spark`).

"Extract and catch failures" lives here once (:func:`guarded`): a
:class:`~newsfold.errors.PageError` is the page's failure with its kind, and
so are ``RecursionError`` and ``MemoryError`` (one pathological page is that
page's error, never the run's). Any other exception is a bug met on one page
(errors.py: "anything else escaping is a bug"); DESIGN's rule that a bad page
never stops a run holds for it too, so it becomes that page's ``internal_error``
failure, counted by kind like every failure (run summaries, the store's
failures, ``extract`` error records), where it used to end the run and lose
every page already done. It is still a bug, not a page's fault: the commands
exit non-zero when any page met one (:mod:`newsfold.cli.exits`), the store
retries such pages on the next run, and :data:`bugs` logs the traceback of the
first :data:`TRACEBACKS_PER_KIND` of each (stage, exception type) and counts the
rest, so a systematic bug does not write one traceback per page of a large run.
The fingerprint stage and the scores made at ingest (:func:`scored`) go through
:func:`guarded` too.
"""

from __future__ import annotations

import logging
import threading
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from functools import partial
from itertools import islice
from typing import Any, Protocol

from newsfold.config import Settings
from newsfold.engine.envelope import Envelope
from newsfold.errors import PageError
from newsfold.extract import (
    Content,
    ExtractFailure,
    SourceHints,
    article_from_content,
    extract_content,
)
from newsfold.fold import Fingerprinter
from newsfold.models import Article, Page

__all__ = [
    "INTERNAL_ERROR",
    "TRACEBACKS_PER_KIND",
    "BugLog",
    "DateStage",
    "ExtractStage",
    "FingerprintStage",
    "Stage",
    "bugs",
    "compose",
    "extract_page",
    "guarded",
    "scored",
]

log = logging.getLogger(__name__)

#: The failure kind of a page on which a stage met an unexpected exception (a bug).
INTERNAL_ERROR = "internal_error"

#: Items fingerprinted together (numpy's per-call cost spread over a batch).
FINGERPRINT_BATCH = 256


class Stage(Protocol):
    """The shape of every stage: envelopes in, envelopes out, lazily, in order."""

    def run(self, items: Iterable[Envelope]) -> Iterator[Envelope]:
        """Handle ``items`` in order, yielding each (failed ones too)."""
        ...


def compose(items: Iterable[Envelope], *stages: Stage) -> Iterator[Envelope]:
    """``items`` through ``stages`` in order (each stage a generator over the last)."""
    flow: Iterable[Envelope] = items
    for stage in stages:
        flow = stage.run(flow)
    return iter(flow)


#: Tracebacks logged per (stage, exception type) before the rest are only counted.
TRACEBACKS_PER_KIND = 3


class BugLog:
    """The unexpected errors met on pages, by (stage, exception type): the first
    :data:`TRACEBACKS_PER_KIND` of each are logged at ERROR with their traceback, one
    line says the rest are only counted, and :meth:`counts` has them all.

    A bug that hits one class of pages (every Chinese page, say) would otherwise
    write one traceback per page of a large run, burying everything else logged.
    Per process (threads may fail pages at once); a run starts it afresh (:meth:`reset`).
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._counts: Counter[tuple[str, str]] = Counter()

    def met(self, stage: str, page_id: str, exc: Exception) -> None:
        """Count ``exc``, met by ``stage`` on ``page_id``, and log it if among the first."""
        kind = type(exc).__name__
        with self._lock:
            self._counts[stage, kind] += 1
            n = self._counts[stage, kind]
        if n <= TRACEBACKS_PER_KIND:
            log.error(
                "%s stage: unexpected error on page %s (a bug: %s %d of this run)",
                stage,
                page_id,
                kind,
                n,
                exc_info=exc,
            )
        elif n == TRACEBACKS_PER_KIND + 1:
            log.error(
                "%s stage: %s again on page %s; further ones are counted, not logged",
                stage,
                kind,
                page_id,
            )

    def counts(self) -> dict[tuple[str, str], int]:
        """``{(stage, exception type): pages}`` since the last :meth:`reset`."""
        with self._lock:
            return dict(self._counts)

    def reset(self) -> None:
        """Forget what was met (a new run logs its first tracebacks again)."""
        with self._lock:
            self._counts.clear()


#: This process's :class:`BugLog`.
bugs = BugLog()


def guarded(envelope: Envelope, stage: str, step: Callable[[], None]) -> Envelope:
    """Run ``step`` for ``envelope``; a page's failure is recorded on it, never raised."""
    try:
        step()
    except PageError as exc:
        envelope.fail(stage, exc.kind, str(exc))
    except (RecursionError, MemoryError) as exc:  # pathological nesting or size
        envelope.fail(stage, "resource_limit", f"{type(exc).__name__}: {exc}")
    except Exception as exc:  # a bug met on this page: visible, counted, not fatal
        bugs.met(stage, envelope.id, exc)
        envelope.fail(stage, INTERNAL_ERROR, f"{type(exc).__name__}: {exc}")
    return envelope


def scored(envelope: Envelope, score: Callable[[Article], Mapping[str, Any]]) -> Envelope:
    """Add ``score(article)`` to the envelope's article's ``quality`` (the scores made
    at ingest, ``score_at_ingest``), through :func:`guarded`: a bug in a scorer fails
    that page as ``internal_error``, never the run."""
    article = envelope.article
    if envelope.failed or article is None:
        return envelope

    def step() -> None:
        article.quality.update(score(article))

    return guarded(envelope, "score", step)


class ExtractStage:
    """Pages in, their parsed content (metadata, headline, body) out."""

    name = "extract"

    def __init__(self, settings: Settings | None = None) -> None:
        self.settings = settings or Settings()

    def run(self, items: Iterable[Envelope]) -> Iterator[Envelope]:
        """Parse each page once (:func:`~newsfold.extract.extract_content`)."""
        for envelope in items:
            page = envelope.page
            if envelope.failed or page is None or envelope.article is not None:
                yield envelope
                continue

            def step(envelope: Envelope = envelope, page: Page = page) -> None:
                envelope.content = extract_content(page, settings=self.settings)

            yield guarded(envelope, self.name, step)


class DateStage:
    """Parsed pages in, articles out: dates in UTC, language and canonical URL added."""

    name = "date"

    def __init__(self, settings: Settings | None = None) -> None:
        self.settings = settings or Settings()

    def run(self, items: Iterable[Envelope]) -> Iterator[Envelope]:
        """Finish each parsed page's article (:func:`~newsfold.extract.article_from_content`)."""
        for envelope in items:
            page, content = envelope.page, envelope.content
            if envelope.failed or page is None or content is None:
                yield envelope
                continue

            def step(
                envelope: Envelope = envelope, page: Page = page, content: Content = content
            ) -> None:
                envelope.article = article_from_content(
                    page, content, settings=self.settings, hints=envelope.hints
                )
                envelope.content = None  # the tree is large and never leaves the process

            yield guarded(envelope, self.name, step)


class FingerprintStage:
    """Articles in, fold entries out, fingerprinted :data:`FINGERPRINT_BATCH` at a time."""

    name = "fingerprint"

    def __init__(self, fingerprinter: Fingerprinter, batch: int = FINGERPRINT_BATCH) -> None:
        self.fingerprinter = fingerprinter
        self.batch = max(1, batch)

    def run(self, items: Iterable[Envelope]) -> Iterator[Envelope]:
        """Fingerprint the articles of each batch in one pass; yield in input order."""
        flow = iter(items)
        while True:
            chunk = list(islice(flow, self.batch))
            if not chunk:
                return
            self.fingerprint(chunk)
            yield from chunk

    def fingerprint(self, chunk: Sequence[Envelope]) -> None:
        """Fingerprint the articles of ``chunk`` in one pass (those not failed yet).

        An article that exhausts memory or the recursion limit, or meets a bug,
        fails alone: the batch is fingerprinted again one article at a time
        through :func:`guarded`, so the others get the same entries they would
        have had (fingerprints are per article) and the failed one's page is
        ``resource_limit`` or ``internal_error``, never the end of the run.
        """
        todo = [e for e in chunk if not e.failed and e.article is not None]
        if not todo:
            return
        try:
            entries = self.fingerprinter.fingerprint_many(
                [e.article for e in todo if e.article is not None], [e.rank for e in todo]
            )
        except (RecursionError, MemoryError) as exc:
            if len(todo) == 1:  # not run again: it would exhaust the same resource
                todo[0].fail(self.name, "resource_limit", f"{type(exc).__name__}: {exc}")
                return
            # one article too big for the batch: fingerprint them one at a time
            self._one_at_a_time(todo)
            return
        except Exception as exc:  # a bug met on some article: find it, keep the rest
            log.warning(
                "fingerprinting %d articles failed (%s: %s); one at a time now",
                len(todo),
                type(exc).__name__,
                exc,
            )
            self._one_at_a_time(todo)
            return
        for envelope, entry in zip(todo, entries, strict=True):
            envelope.entry = entry

    def _one_at_a_time(self, todo: Sequence[Envelope]) -> None:
        for envelope in todo:
            guarded(envelope, self.name, partial(self._fingerprint_one, envelope))

    def _fingerprint_one(self, envelope: Envelope) -> None:
        if envelope.article is not None:
            envelope.entry = self.fingerprinter.fingerprint(envelope.article, envelope.rank)


def extract_page(
    page: Page, settings: Settings | None = None, hints: SourceHints | None = None
) -> Article | ExtractFailure:
    """One page through the extract and date stages: its article, or why it failed."""
    settings = settings or Settings()
    envelope = Envelope.of_page(page, hints=hints)
    (done,) = compose([envelope], ExtractStage(settings), DateStage(settings))
    failure = done.failure
    if failure is not None or done.article is None:
        kind = failure.kind if failure else "empty"
        message = failure.message if failure else "no article"
        return ExtractFailure(page, kind, message)
    return done.article
