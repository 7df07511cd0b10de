"""One fold transaction's batch: the articles to fold, in key order, and where their
decisions are written (see :meth:`newsfold.store.sql.Store.fold_batch`)."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import timedelta

from sqlalchemy import Connection, delete, update

from newsfold.errors import StoreError
from newsfold.fold import Assignment
from newsfold.hygiene import store_safe
from newsfold.models import Article
from newsfold.store import schema as t
from newsfold.store.fold_order import (
    decided_from,
    last_folded_key,
    late_cutoff,
    take_back,
    unfolded_rows,
)
from newsfold.store.index import SqlFoldIndex
from newsfold.store.reviews import open_reviews
from newsfold.store.rows import INSERT_BATCH, article_from_row

__all__ = ["FoldBatch", "open_batch"]

log = logging.getLogger(__name__)


@dataclass(slots=True)
class FoldBatch:
    """The articles of one fold transaction and where to fold them (see
    :meth:`Store.fold_batch`): ``(article, rank)`` pairs in key order (without their
    scores, which folding never reads: ``quality`` is empty), the index
    bound to the transaction, and what opening the batch took back first (a late
    article) or found too late to take back."""

    conn: Connection
    index: SqlFoldIndex
    items: list[tuple[Article, float]]
    taken_back: int = 0
    late: int = 0
    written: bool = False

    def drop(self, failures: Sequence[tuple[str, str, str]]) -> None:
        """Take ``(article id, error kind, message)`` out of the batch: the fold step
        could not take them (a ``MemoryError`` or ``RecursionError`` while
        fingerprinting one article). Their pages are marked failed with the reason
        and their articles removed, in this transaction, so one pathological
        article is that page's error record and is never picked again, and the
        rest of the batch folds as if it had never been extracted."""
        if not failures:
            return
        reason = {article_id: (kind, message) for article_id, kind, message in failures}
        gone = [a for a, _ in self.items if a.id in reason]
        self.items = [(a, r) for a, r in self.items if a.id not in reason]
        for article in gone:
            kind, message = reason[article.id]
            self.conn.execute(
                update(t.pages)
                .where(t.pages.c.id == (article.page_id or article.id))
                .values(state="failed", error_kind=kind, error_message=store_safe(message[:2000]))
            )
            self.conn.execute(delete(t.articles).where(t.articles.c.id == article.id))

    def write(self, assignments: Sequence[Assignment]) -> None:
        """Write the decisions (one per item, in order): the index's batch, review
        items, and the pages marked done."""
        if len(assignments) != len(self.items):
            raise StoreError("the fold step returned no assignment for some articles")
        self.index.flush()
        articles = [a for a, _ in self.items]
        open_reviews(self.conn, articles, list(assignments))
        pages = [a.page_id for a in articles if a.page_id]
        for start in range(0, len(pages), INSERT_BATCH):
            self.conn.execute(
                update(t.pages)
                .where(t.pages.c.id.in_(pages[start : start + INSERT_BATCH]))
                .values(state="done")
            )
        self.written = True


def open_batch(
    conn: Connection,
    index: SqlFoldIndex,
    batch_size: int,
    window: timedelta,
    max_bytes: int | None,
) -> FoldBatch | None:
    """The next fold batch, after taking back what a late article must precede."""
    rows = unfolded_rows(conn, batch_size, max_bytes)
    if not rows:
        return None
    taken = late = 0
    last = last_folded_key(conn)
    if last is not None and rows[0].fold_key < last:
        cutoff = late_cutoff(last, window)
        if rows[0].fold_key >= cutoff and decided_from(conn, rows[0].fold_key):
            cutoff = last  # an editor decided on what follows: it stands
        if rows[0].fold_key >= cutoff:
            taken = take_back(conn, rows[0].fold_key)
            index.refresh()
            rows = unfolded_rows(conn, batch_size, max_bytes)
        else:
            late = sum(1 for row in rows if row.fold_key < cutoff)
            log.warning(
                "%d article(s) from before %s folded where they arrive: "
                "outside the refold window, what follows them is not re-decided",
                late,
                cutoff,
            )
    items = [(article_from_row(row, scores=False), float(row.rank)) for row in rows]
    return FoldBatch(conn, index, items, taken, late)
