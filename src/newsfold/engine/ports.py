"""What the engine needs of a store: small protocols, one per concern.

The store (:class:`newsfold.store.Store`, SQLite or PostgreSQL) is an adapter
behind these; the engine never writes SQL and the store never holds fold
policy or calls back into a pipeline. ``tests/store/`` runs one contract suite
of these protocols on both backends.

* :class:`PageStore`: pages in, pending pages out, failures kept;
* :class:`ArticleStore`: extracted articles waiting to be folded;
* :class:`FoldStore`: a fold batch in one transaction (:class:`FoldBatchPort`),
  with its index (:class:`FoldIndexInTransaction`: the folder's
  :class:`~newsfold.fold.FoldIndex` plus an explicit ``prefetch``, the ``begin``
  and ``flush`` of the transaction being the store's);
* :class:`FrontierPort`: the crawl frontier (claim, done, fail, retry);
* :class:`ReviewPort`: the review queue.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Iterator, Sequence
from contextlib import AbstractContextManager
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from newsfold.fold import Assignment, FoldEntry, FoldIndex
from newsfold.models import Article, Page

if TYPE_CHECKING:
    from newsfold.crawl.frontier import NewUrl, QueuedUrl
    from newsfold.store.reviews import ReviewRow

__all__ = [
    "ArticleStore",
    "FoldBatchPort",
    "FoldIndexInTransaction",
    "FoldStore",
    "FrontierPort",
    "PageStore",
    "ReviewPort",
]


@runtime_checkable
class PageStore(Protocol):
    """Pages: stored once (content ids), extracted once, failures kept with a reason."""

    def add_pages(
        self,
        pages: Iterable[Page],
        *,
        conflicts: list[str] | None = ...,
        max_batch_bytes: int = ...,
    ) -> tuple[int, int]: ...
    def pending_page_ids(self, state: str = ...) -> list[str]: ...
    def iter_pages(self, page_ids: Sequence[str], *, group: int = ...) -> Iterator[Page]: ...
    def mark_failed(self, page_id: str, kind: str, message: str) -> None: ...


@runtime_checkable
class ArticleStore(Protocol):
    """Extracted articles, waiting (their page ``extracted``) until a fold batch takes them."""

    def save_extracted(self, items: Sequence[tuple[Article, float]]) -> int: ...


@runtime_checkable
class FoldIndexInTransaction(FoldIndex, Protocol):
    """The index a fold batch folds against: lookups made set-wise up front."""

    def prefetch(self, entries: Sequence[FoldEntry]) -> None: ...


class FoldBatchPort(Protocol):
    """One fold batch: its items in key order, its index, and where its decisions go."""

    @property
    def index(self) -> FoldIndexInTransaction: ...
    @property
    def items(self) -> list[tuple[Article, float]]: ...
    @property
    def taken_back(self) -> int: ...
    @property
    def late(self) -> int: ...
    def write(self, assignments: Sequence[Assignment]) -> None: ...
    def drop(self, failures: Sequence[tuple[str, str, str]]) -> None: ...


@runtime_checkable
class FoldStore(Protocol):
    """Fold batches, each one transaction (the engine folds inside it)."""

    def fold_batch(
        self, *, batch_size: int, window: timedelta, max_bytes: int | None = ...
    ) -> AbstractContextManager[FoldBatchPort | None]: ...


@runtime_checkable
class FrontierPort(Protocol):
    """The crawl frontier: URLs queued, claimed under a lease, and their outcomes."""

    def add(self, urls: Iterable[NewUrl], now: datetime | None = ...) -> int: ...
    def claim(self, host: str, limit: int, now: datetime | None = ...) -> list[QueuedUrl]: ...
    def hosts_with_work(self, now: datetime | None = ...) -> set[str]: ...
    def next_due(self, *, skip_hosts: Collection[str] = ...) -> datetime | None: ...
    def fail(self, key: str, kind: str, message: str, *, status: int | None = ...) -> None: ...
    def release(self, keys: Sequence[str], due_at: datetime | None = ...) -> None: ...
    def recover(self, now: datetime | None = ...) -> int: ...
    def counts(self) -> dict[str, int]: ...


@runtime_checkable
class ReviewPort(Protocol):
    """The review queue of borderline folds and related stories."""

    def review_items(
        self, *, kind: str | None = ..., status: str | None = ..., limit: int | None = ...
    ) -> list[ReviewRow]: ...
