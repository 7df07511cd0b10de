"""The store: pages, articles, stories and their index, over SQLAlchemy Core.

Pages are folded in batches, each batch one transaction (article rows,
fingerprints, LSH buckets, story membership, review items, page states), so a
process killed at any point leaves each page either fully done or still
``pending``, and a rerun completes the work with the same stories. Page ids
are content hashes, so ingesting the same input twice inserts nothing the
second time.
"""

from __future__ import annotations

import logging
import threading
import zlib
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from sqlalchemy import (
    Connection,
    Engine,
    Table,
    create_engine,
    delete,
    event,
    func,
    insert,
    select,
    update,
)
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import ArgumentError, SQLAlchemyError

from newsfold.errors import StoreError
from newsfold.fold import Assignment, StoryState
from newsfold.fold.index import final_relation
from newsfold.fold.order import fold_key
from newsfold.hygiene import store_safe
from newsfold.models import Article, Page
from newsfold.store import schema as t
from newsfold.store.fold_order import (
    decided_from,
    last_folded_key,
    late_cutoff,
    take_back,
    unfolded_rows,
)
from newsfold.store.index import SqlFoldIndex
from newsfold.store.locking import is_busy, migrate_locked, retry_busy
from newsfold.store.migrate import current_revision
from newsfold.store.reviews import ReviewRow, list_reviews, open_reviews

__all__ = ["FoldBatch", "Store", "StoryRow", "insert_ignore", "open_store"]

log = logging.getLogger(__name__)

#: zlib level of stored page bodies (see ``_page_row``).
_BODY_LEVEL = 1

_INSERT_BATCH = 500
#: Bytes of page bodies one insert transaction holds at most.
_INSERT_BATCH_BYTES = 64 * 1024 * 1024
#: SQLite page cache per connection, KiB.
_SQLITE_CACHE_KIB = 256 * 1024


def _now() -> datetime:
    return datetime.now(UTC)


@dataclass(slots=True)
class StoryRow:
    """A story as listed by ``newsfold stories``."""

    id: str
    headline: str | None
    representative_id: str
    follows: str | None
    first_seen: datetime | None
    last_seen: datetime | None
    members: list[dict[str, Any]] = field(default_factory=list)
    #: When the 10th distinct outlet carried it (None while fewer have).
    tenth_outlet_at: datetime | None = None

    @property
    def time_to_tenth_outlet(self) -> float | None:
        """Seconds from first seen to the 10th outlet, or None."""
        if self.tenth_outlet_at is None or self.first_seen is None:
            return None
        return (self.tenth_outlet_at - self.first_seen).total_seconds()

    @property
    def outlets(self) -> list[str]:
        """Distinct publishers in member order."""
        return list(dict.fromkeys(m["publisher"] for m in self.members if m["publisher"]))


@dataclass(slots=True)
class FoldBatch:
    """The articles of one fold transaction and where to fold them (see
    :meth:`Store.fold_batch`): ``(article, rank)`` pairs in key order, the index
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
        for start in range(0, len(pages), _INSERT_BATCH):
            self.conn.execute(
                update(t.pages)
                .where(t.pages.c.id.in_(pages[start : start + _INSERT_BATCH]))
                .values(state="done")
            )
        self.written = True


def _open_batch(
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
    items = [(article_from_row(row), float(row.rank)) for row in rows]
    return FoldBatch(conn, index, items, taken, late)


def insert_ignore(conn: Connection, table: Table, rows: list[dict[str, Any]]) -> int:
    """Insert ``rows``, skipping those whose primary key is stored already (another
    worker was first); return how many went in."""
    if not rows:
        return 0
    statement: Any
    if conn.dialect.name == "postgresql":
        statement = pg_insert(table).on_conflict_do_nothing()
    else:
        statement = sqlite_insert(table).on_conflict_do_nothing()
    result = conn.execute(statement, rows)
    return result.rowcount if result.rowcount >= 0 else len(rows)


def article_row(article: Article, rank: float = 0.0) -> dict[str, Any]:
    """The ``articles`` row of an article (``created_at`` is now), with its fold key
    and the source rank folding uses.

    Text passes :func:`~newsfold.hygiene.store_safe`: extraction cleans it
    already, and no other path may put a value in a batch that a backend
    refuses (PostgreSQL fails a whole transaction on one NUL).
    """
    return {
        "fold_key": fold_key(article),
        "rank": rank,
        "id": article.id,
        "page_id": article.page_id or article.id,
        "canonical_url": store_safe(article.canonical_url),
        "urls": [store_safe(u) for u in article.urls],
        "headline": _safe_optional(article.headline),
        "paragraphs": [store_safe(p) for p in article.paragraphs],
        "publisher": _safe_optional(article.publisher),
        "section": _safe_optional(article.section),
        "language": article.language,
        "authors": [store_safe(a) for a in article.authors],
        "published_at": article.published_at,
        "published_at_local": article.published_at_local,
        "modified_at": article.modified_at,
        "date_source": article.date_source,
        "temporal_confidence": article.temporal_confidence,
        "date_flags": list(article.date_flags),
        "extraction_method": article.extraction_method,
        "encoding": article.encoding,
        "decode_errors": article.decode_errors,
        "fetched_at": article.fetched_at,
        "quality": dict(article.quality),
        "created_at": _now(),
        "headline_source": article.headline_source,
        "authors_source": article.authors_source,
        "publisher_source": article.publisher_source,
        "credits": list(article.credits),
    }


def _safe_optional(text: str | None) -> str | None:
    return None if text is None else store_safe(text)


def article_from_row(row: Any) -> Article:
    """Rebuild an :class:`Article` from an ``articles`` row."""
    m = row._mapping
    return Article(
        id=m["id"],
        canonical_url=m["canonical_url"],
        urls=list(m["urls"]),
        headline=m["headline"],
        paragraphs=list(m["paragraphs"]),
        publisher=m["publisher"],
        section=m["section"],
        language=m["language"],
        authors=list(m["authors"]),
        published_at=m["published_at"],
        published_at_local=m["published_at_local"],
        modified_at=m["modified_at"],
        date_source=m["date_source"],
        temporal_confidence=m["temporal_confidence"],
        date_flags=list(m["date_flags"]),
        extraction_method=m["extraction_method"] or "",
        encoding=m["encoding"],
        decode_errors=bool(m["decode_errors"]),
        fetched_at=m["fetched_at"],
        page_id=m["page_id"],
        quality=dict(m["quality"]),
        headline_source=m["headline_source"],
        authors_source=m["authors_source"],
        publisher_source=m["publisher_source"],
        credits=list(m["credits"] or []),
    )


class Store:
    """A newsfold database. Use :func:`open_store` to get one."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self._fold_index = SqlFoldIndex()
        self._fold_lock = threading.Lock()

    @property
    def url(self) -> str:
        """The database URL, password hidden."""
        return self.engine.url.render_as_string(hide_password=True)

    def close(self) -> None:
        """Release the connection pool."""
        self.engine.dispose()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- pages -----------------------------------------------------------------

    def add_pages(
        self,
        pages: Iterable[Page],
        *,
        conflicts: list[str] | None = None,
        max_batch_bytes: int = _INSERT_BATCH_BYTES,
    ) -> tuple[int, int]:
        """Insert pages not yet stored; return ``(new, already_stored)``.

        Pages go in batches (at most :data:`_INSERT_BATCH` pages and about
        ``max_batch_bytes`` of bodies), each batch one transaction, so a crash
        loses at most the batch in flight, which a rerun inserts again.
        Inserts are idempotent (``ON CONFLICT DO NOTHING``): any number of
        processes may store the same pages at once, and each page is stored
        once. An id already stored with *other* content (an input that reuses
        ids) keeps the stored page; the id is logged and appended to
        ``conflicts``.
        """
        new = old = 0
        batch: dict[str, Page] = {}  # the first page of each id
        repeats: list[Page] = []  # later pages whose id is already in the batch
        held = 0

        def flush() -> None:
            nonlocal new, old, held
            if batch:
                inserted = retry_busy(lambda: self._insert_pages(list(batch.values())))
                new += len(inserted)
                old += len(batch) - len(inserted) + len(repeats)
                again = [p for p in batch.values() if p.id not in inserted] + repeats
                if again:
                    self._check_same_content(again, conflicts)
            batch.clear()
            repeats.clear()
            held = 0

        for page in pages:
            if page.id in batch:
                repeats.append(page)
            else:
                batch[page.id] = page
                held += len(page.body)
            if len(batch) + len(repeats) >= _INSERT_BATCH or held >= max_batch_bytes:
                flush()
        flush()
        return new, old

    def _insert_pages(self, pages: list[Page]) -> set[str]:
        """Insert ``pages`` (distinct ids) in one transaction; the ids that were new."""
        rows = [self._page_row(page) for page in pages]
        with self.engine.begin() as conn:
            dialect = conn.dialect.name
            if dialect in ("sqlite", "postgresql"):
                make = sqlite_insert if dialect == "sqlite" else pg_insert
                stmt = make(t.pages).on_conflict_do_nothing(index_elements=["id"])
                return set(conn.execute(stmt.returning(t.pages.c.id), rows).scalars())
            ids = [row["id"] for row in rows]
            known = set(conn.execute(select(t.pages.c.id).where(t.pages.c.id.in_(ids))).scalars())
            fresh = [row for row in rows if row["id"] not in known]
            if fresh:
                conn.execute(insert(t.pages), fresh)
            return {row["id"] for row in fresh}

    def _check_same_content(self, pages: list[Page], conflicts: list[str] | None) -> None:
        """Report pages whose id is stored with another URL or other bytes.

        Pages read from a WARC keep a pointer, not their bytes; their ids are
        content hashes anyway, so only the URL is compared for them.
        """
        ids = list({p.id for p in pages})
        with self.engine.connect() as conn:
            stored = {
                row.id: row
                for row in conn.execute(
                    select(t.pages.c.id, t.pages.c.url, t.pages.c.body).where(t.pages.c.id.in_(ids))
                )
            }
        for page in pages:
            row = stored.get(page.id)
            if row is None:
                continue
            same = row.url == store_safe(page.url) and (
                row.body is None
                or page.warc_path is not None
                or zlib.decompress(row.body) == page.body
            )
            if not same:
                log.warning(
                    "page id %s is already stored with other content (url %s); "
                    "the stored page is kept and this one is not stored",
                    page.id,
                    row.url,
                )
                if conflicts is not None:
                    conflicts.append(page.id)

    @staticmethod
    def _page_row(page: Page) -> dict[str, Any]:
        return {
            "id": page.id,
            "url": store_safe(page.url),
            "final_url": None if page.final_url is None else store_safe(page.final_url),
            "status": page.status,
            "headers": {store_safe(k): store_safe(v) for k, v in page.headers.items()},
            "fetched_at": page.fetched_at,
            "source": None if page.source is None else store_safe(page.source),
            # Level 1: a third of level 6's CPU (1.2 against 3.0 ms for a 150 KB page, a
            # sixth of an ingest) for bodies 18% larger; reading them back is as fast.
            "body": None if page.warc_path else zlib.compress(page.body, _BODY_LEVEL),
            "warc_path": page.warc_path,
            "warc_offset": page.warc_offset,
            "state": "pending",
            "ingested_at": _now(),
        }

    def pending_page_ids(self, state: str = "pending") -> list[str]:
        """Ids of pages in ``state`` (by default not yet extracted), by id.

        The order only decides which pages share an extraction batch; what is
        folded first is decided by the articles' fold keys, never by this.
        """
        with self.engine.connect() as conn:
            query = select(t.pages.c.id).where(t.pages.c.state == state)
            return list(conn.execute(query.order_by(t.pages.c.id)).scalars())

    def load_page(self, page_id: str) -> Page:
        """A stored page with its body (read back from its WARC file when archived there)."""
        pages = self.load_pages([page_id])
        if not pages:
            raise StoreError(f"page {page_id} is not in the store")
        return pages[0]

    def load_pages(self, page_ids: Sequence[str]) -> list[Page]:
        """Stored pages with their bodies, in the order asked (unknown ids left out)."""
        with self.engine.connect() as conn:
            rows = {
                row.id: row
                for row in conn.execute(select(t.pages).where(t.pages.c.id.in_(list(page_ids))))
            }
        return [self._page_from(rows[i]) for i in page_ids if i in rows]

    def iter_pages(self, page_ids: Sequence[str], *, group: int = 16) -> Iterator[Page]:
        """Stored pages in the order asked, read ``group`` at a time (unknown ids left out).

        Bodies are read a few at a time, so a caller that handles one page
        after the other holds a few pages in memory, not all it asked for.
        """
        for start in range(0, len(page_ids), group):
            yield from self.load_pages(page_ids[start : start + group])

    @staticmethod
    def _page_from(row: Any) -> Page:
        m = row._mapping
        if m["body"] is not None:
            body = zlib.decompress(m["body"])
        elif m["warc_path"] is None:
            raise StoreError(f"the raw bytes of page {m['id']} were pruned by retention")
        else:
            from newsfold.archive import read_record_body

            body = read_record_body(m["warc_path"], m["warc_offset"])
        return Page(
            url=m["url"],
            body=body,
            fetched_at=m["fetched_at"],
            id=m["id"],
            final_url=m["final_url"],
            status=m["status"],
            headers=dict(m["headers"]),
            source=m["source"],
            warc_path=m["warc_path"],
            warc_offset=m["warc_offset"],
        )

    def mark_failed(self, page_id: str, kind: str, message: str) -> None:
        """Record why a page could not be extracted; it is kept, not retried."""
        stmt = (
            update(t.pages)
            .where(t.pages.c.id == page_id)
            .values(state="failed", error_kind=kind, error_message=store_safe(message[:2000]))
        )

        def write() -> None:
            with self.engine.begin() as conn:
                conn.execute(stmt)

        retry_busy(write)

    # -- articles and folding ----------------------------------------------------

    def save_extracted(self, items: Sequence[tuple[Article, float]]) -> int:
        """Store extracted ``(article, source rank)`` pairs to be folded: their pages
        go from ``pending`` to ``extracted``. Articles already stored (another
        worker extracted the same page) are left as they are; returns how many
        were new."""
        if not items:
            return 0

        def once() -> int:
            new = 0
            with self.engine.begin() as conn:
                for start in range(0, len(items), _INSERT_BATCH):
                    chunk = items[start : start + _INSERT_BATCH]
                    rows = [article_row(a, r) for a, r in chunk]
                    new += insert_ignore(conn, t.articles, rows)
                    pages = [a.page_id for a, _ in chunk if a.page_id]
                    if pages:
                        conn.execute(
                            update(t.pages)
                            .where(t.pages.c.id.in_(pages), t.pages.c.state == "pending")
                            .values(state="extracted")
                        )
            return new

        try:
            return retry_busy(once)
        except SQLAlchemyError as exc:
            first = items[0][0].id
            raise StoreError(f"cannot store {len(items)} article(s) from {first}: {exc}") from exc

    @contextmanager
    def fold_batch(
        self, *, batch_size: int, window: timedelta, max_bytes: int | None = None
    ) -> Iterator[FoldBatch | None]:
        """One fold batch in one transaction: the next extracted articles, earliest
        :func:`~newsfold.fold.order.fold_key` first (None when none wait).

        The engine (:func:`newsfold.engine.local.fold_round`) folds
        :attr:`FoldBatch.items` against :attr:`FoldBatch.index`, the store's
        :class:`SqlFoldIndex` bound to the open transaction (``begin`` done,
        ``prefetch`` its to call), and hands the decisions to
        :meth:`FoldBatch.write`, which flushes the index, opens review items and
        marks the pages done; the transaction commits when the block ends, and a
        failure anywhere rolls it back whole (the articles stay ``extracted``).
        A batch that starts before the last folded key first takes back what was
        folded from there (:func:`newsfold.store.fold_order.take_back`), within
        ``window``. A batch holds at most ``max_bytes`` of article text (at least
        one article).

        Folding is serialised: a lock for the threads of this process (which
        share the index's cache) and the ``fold_state`` row for other processes
        (see :mod:`newsfold.store.index`), so workers that extract in parallel
        fold in one order.
        """
        index = self._fold_index
        with self._fold_lock:
            try:
                with self.engine.begin() as conn:
                    index.begin(conn)
                    batch = _open_batch(conn, index, batch_size, window, max_bytes)
                    yield batch
                    if batch is not None and not batch.written:
                        raise StoreError("a fold batch ended without its decisions written")
            except BaseException as exc:
                index.discard()
                if isinstance(exc, SQLAlchemyError) and not is_busy(exc):
                    raise StoreError(f"cannot fold a batch of articles: {exc}") from exc
                raise
            index.commit()

    def counts(self) -> dict[str, int]:
        """Row counts of the main tables and pages by state."""
        with self.engine.connect() as conn:
            out = {
                name: int(conn.execute(select(func.count()).select_from(table)).scalar_one())
                for name, table in (
                    ("pages", t.pages),
                    ("articles", t.articles),
                    ("stories", t.stories),
                    ("review_items", t.review_items),
                )
            }
            for state, n in conn.execute(
                select(t.pages.c.state, func.count()).group_by(t.pages.c.state)
            ):
                out[f"pages_{state}"] = int(n)
        return out

    def failures_by_kind(self) -> dict[str, int]:
        """Failed pages counted by error kind."""
        with self.engine.connect() as conn:
            rows = conn.execute(
                select(t.pages.c.error_kind, func.count())
                .where(t.pages.c.state == "failed")
                .group_by(t.pages.c.error_kind)
            )
            return {str(kind): int(n) for kind, n in rows}

    def stories(self, limit: int | None = None) -> list[StoryRow]:
        """Stories with their members, largest first, then by first seen."""
        s, sm, a = t.stories, t.story_members, t.articles
        with self.engine.connect() as conn:
            query = (
                select(s, a.c.headline)
                .join(a, a.c.id == s.c.representative_id)
                .where(s.c.merged_into.is_(None))  # an editor merged it into another
                .order_by(s.c.n_members.desc(), s.c.first_seen, s.c.id)
            )
            if limit:
                query = query.limit(limit)
            rows = list(conn.execute(query))
            out: list[StoryRow] = []
            for row in rows:
                members = [
                    dict(m._mapping)
                    for m in conn.execute(
                        select(sm, a.c.urls)
                        .join(a, a.c.id == sm.c.article_id)
                        .where(sm.c.story_id == row.id)
                        .order_by(sm.c.published_at, sm.c.seq)
                    )
                ]
                out.append(
                    StoryRow(
                        row.id,
                        row.headline,
                        row.representative_id,
                        row.follows,
                        row.first_seen,
                        row.last_seen,
                        members,
                        row.tenth_outlet_at,
                    )
                )
        return out

    def iter_export_rows(self) -> Iterator[tuple[Article, dict[str, Any]]]:
        """Every article with its story membership, in a stable order (by id)."""
        from newsfold.store.export_rows import iter_article_rows

        return iter_article_rows(self.engine)

    def relation_counts(self) -> dict[str, int]:
        """Articles per relation as the export shows them, counted in the store.

        What a run's summary prints, so that it agrees with ``export``: a
        relation assigned at fold time can change later (a later article may
        become the representative, a story may grow past one member).
        """
        sm, s = t.story_members, t.stories
        origin = (func.coalesce(s.c.origin_id, s.c.representative_id) == sm.c.article_id).label(
            "origin"
        )
        single = (s.c.n_members == 1).label("single")
        follows = s.c.follows.isnot(None).label("follows")
        query = (
            select(sm.c.relation, origin, single, follows, func.count())
            .join(s, s.c.id == sm.c.story_id)
            .group_by(sm.c.relation, origin, single, follows)
        )
        out: Counter[str] = Counter()
        with self.engine.connect() as conn:
            for relation, is_origin, one, linked, n in conn.execute(query):
                story = StoryState("", "o", "x" if linked else None, "o")
                article = "o" if is_origin else "m"
                out[final_relation(relation, article, story, 1 if one else 2).value] += int(n)
        return dict(sorted(out.items()))

    def related_stories(self) -> dict[str, list[str]]:
        """Per story, the stories an event link relates it to (both ways), sorted."""
        links = t.story_links
        out: dict[str, list[str]] = {}
        with self.engine.connect() as conn:
            for a, b in conn.execute(
                select(links.c.story_id, links.c.other_id).where(links.c.kind == "related")
            ):
                out.setdefault(a, []).append(b)
                out.setdefault(b, []).append(a)
        return {story: sorted(set(others)) for story, others in out.items()}

    def review_items(
        self, *, kind: str | None = None, status: str | None = "open", limit: int | None = None
    ) -> list[ReviewRow]:
        """Review items (open ones by default), oldest first, with both articles."""
        with self.engine.connect() as conn:
            return list_reviews(conn, kind=kind, status=status, limit=limit)

    def record_run(self, command: str, started_at: datetime, stats: dict[str, Any]) -> None:
        """Keep the statistics of one run."""
        with self.engine.begin() as conn:
            conn.execute(
                insert(t.runs).values(
                    command=command, started_at=started_at, finished_at=_now(), stats=stats
                )
            )


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    # first: switching a fresh file to WAL takes a lock that another process may hold
    cursor.execute("PRAGMA busy_timeout=30000")
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    # The bucket index outgrows SQLite's default 2 MiB page cache early; folding
    # probes and extends it at random, so a larger cache saves reads.
    cursor.execute(f"PRAGMA cache_size=-{_SQLITE_CACHE_KIB}")
    cursor.close()


def _sqlite_file(url: URL) -> Path | None:
    """The file of a SQLite URL (None for an in-memory database)."""
    database = url.database or ""
    if database in ("", ":memory:") or url.query.get("mode") == "memory":
        return None
    if database.startswith("file:"):
        database = database[5:].split("?", 1)[0]
    return Path(database)


def _first_line(exc: SQLAlchemyError) -> str:
    text = str(getattr(exc, "orig", None) or exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__


def open_store(url: str, *, create: bool = True) -> Store:
    """Open the store at a SQLAlchemy URL, migrating it to the newest schema.

    With ``create`` (commands that write) a missing store is created; without
    it (commands that only read) a missing SQLite file, a missing database or
    a database without newsfold's schema is a :class:`StoreError` saying so,
    and nothing is created.
    """
    if "://" not in url:
        url = f"sqlite:///{url}"
    try:
        parsed = make_url(url)
    except ArgumentError as exc:
        raise StoreError(f"cannot read database URL {url!r}: {exc}") from exc
    shown = parsed.render_as_string(hide_password=True)
    if not create and parsed.get_backend_name() == "sqlite":
        path = _sqlite_file(parsed)
        if path is not None and not path.exists():
            raise StoreError(f"database {path} does not exist (run `newsfold ingest` first)")
    try:
        engine = create_engine(parsed)
        if engine.dialect.name == "sqlite":
            event.listen(engine, "connect", _sqlite_pragmas)
        if not create:
            with engine.connect() as conn:
                if current_revision(conn) is None:
                    raise StoreError(
                        f"{shown} holds no newsfold store (run `newsfold ingest` first)"
                    )
        migrate_locked(engine)
    except ModuleNotFoundError as exc:
        from newsfold.errors import MissingExtraError

        raise MissingExtraError("postgres", exc.name or "psycopg") from exc
    except SQLAlchemyError as exc:
        message = _first_line(exc)
        if "does not exist" in message:
            raise StoreError(f"database {shown} does not exist: {message}") from exc
        raise StoreError(f"cannot open store {shown}: {message}") from exc
    return Store(engine)
