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
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import Engine, func, insert, select, update
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.exc import SQLAlchemyError

from newsfold.compression import deflate, inflate
from newsfold.errors import StoreError
from newsfold.fold import StoryState
from newsfold.fold.index import final_relation
from newsfold.hygiene import store_safe
from newsfold.models import Article, Page, Relation, Story, StoryMember
from newsfold.store import schema as t
from newsfold.store.fold_batch import FoldBatch, open_batch
from newsfold.store.index import SqlFoldIndex
from newsfold.store.locking import is_busy, retry_busy
from newsfold.store.reviews import ReviewRow, list_reviews
from newsfold.store.rows import INSERT_BATCH, article_row, insert_ignore, now_utc

__all__ = ["Store", "StoryRow"]

log = logging.getLogger(__name__)

#: Bytes of page bodies one insert transaction holds at most.
_INSERT_BATCH_BYTES = 64 * 1024 * 1024


#: A page's row with its body (NULL where the database holds none: archived in a
#: WARC file, or pruned), and whether the database holds it (for a page whose body is
#: in hand, read without it).
_PAGES_WITH_BODY = t.pages.outerjoin(t.page_bodies, t.page_bodies.c.page_id == t.pages.c.id)
_PAGE_AND_BODY = select(t.pages, t.page_bodies.c.body).select_from(_PAGES_WITH_BODY)
_PAGE_AND_HAS_BODY = select(
    t.pages, t.page_bodies.c.page_id.isnot(None).label("has_body")
).select_from(_PAGES_WITH_BODY)


def _stream_of(page: Page) -> bytes:
    """The zlib stream the store keeps of ``page``'s body: the one its input held
    (:attr:`~newsfold.models.Page.body_stream`, when the bytes it was made from are
    still the page's body), else the body deflated."""
    held = page.body_stream
    stream = held.stream_of(page.body) if held is not None else None
    return stream if stream is not None else deflate(page.body)


#: The old name of :class:`~newsfold.models.Story`, what :meth:`Store.stories` lists.
StoryRow = Story


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
        stored: Callable[[list[Page]], None] | None = None,
    ) -> tuple[int, int]:
        """Insert pages not yet stored; return ``(new, already_stored)``.

        Pages go in batches (at most :data:`INSERT_BATCH` pages and about
        ``max_batch_bytes`` of bodies), each batch one transaction, so a crash
        loses at most the batch in flight, which a rerun inserts again.
        Inserts are idempotent (``ON CONFLICT DO NOTHING``): any number of
        processes may store the same pages at once, and each page is stored
        once. An id already stored with *other* content (an input that reuses
        ids) keeps the stored page; the id is logged and appended to
        ``conflicts``.

        ``stored``, when given, is called after each batch has committed with the
        pages that batch inserted, in input order, each exactly as
        :meth:`load_pages` reads it back (:meth:`load_pages` with their bodies in
        hand: the stored stream is those bytes, so it is not read and inflated
        again).
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
                if stored is not None and inserted:
                    ids = [i for i in batch if i in inserted]
                    stored(self.load_pages(ids, bodies={i: batch[i].body for i in ids}))
            batch.clear()
            repeats.clear()
            held = 0

        for page in pages:
            if page.id in batch:
                repeats.append(page)
            else:
                batch[page.id] = page
                held += len(page.body)
            if len(batch) + len(repeats) >= INSERT_BATCH or held >= max_batch_bytes:
                flush()
        flush()
        return new, old

    def _insert_pages(self, pages: list[Page]) -> set[str]:
        """Insert ``pages`` (distinct ids) in one transaction; the ids that were new."""
        rows = [self._page_row(page) for page in pages]
        # a zlib stream (ISA-L: a quarter of zlib's CPU, see newsfold.compression), made
        # before the transaction takes the write lock
        streams = {page.id: _stream_of(page) for page in pages if not page.warc_path}
        with self.engine.begin() as conn:
            dialect = conn.dialect.name
            if dialect in ("sqlite", "postgresql"):
                make = sqlite_insert if dialect == "sqlite" else pg_insert
                stmt = make(t.pages).on_conflict_do_nothing(index_elements=["id"])
                inserted = set(conn.execute(stmt.returning(t.pages.c.id), rows).scalars())
            else:
                ids = [row["id"] for row in rows]
                query = select(t.pages.c.id).where(t.pages.c.id.in_(ids))
                known = set(conn.execute(query).scalars())
                fresh = [row for row in rows if row["id"] not in known]
                if fresh:
                    conn.execute(insert(t.pages), fresh)
                inserted = {row["id"] for row in fresh}
            # the bodies of the pages this transaction inserted (an id already stored
            # keeps its page, and with it its body)
            bodies = [{"page_id": i, "body": b} for i, b in streams.items() if i in inserted]
            if bodies:
                conn.execute(insert(t.page_bodies), bodies)
            return inserted

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
                    select(t.pages.c.id, t.pages.c.url, t.page_bodies.c.body)
                    .select_from(_PAGES_WITH_BODY)
                    .where(t.pages.c.id.in_(ids))
                )
            }
        for page in pages:
            row = stored.get(page.id)
            if row is None:
                continue
            same = row.url == store_safe(page.url) and (
                row.body is None or page.warc_path is not None or inflate(row.body) == page.body
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
            "warc_path": page.warc_path,
            "warc_offset": page.warc_offset,
            "state": "pending",
            "ingested_at": now_utc(),
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

    def load_pages(
        self, page_ids: Sequence[str], *, bodies: Mapping[str, bytes] | None = None
    ) -> list[Page]:
        """Stored pages with their bodies, in the order asked (unknown ids left out).

        ``bodies``: the bytes of pages this process stored itself (by id), which
        their stored streams inflate to; those pages' bodies are taken from it
        instead of read and inflated (where the store holds the body: an archived
        page's is read from its WARC file as always).
        """
        ids = list(page_ids)
        with self.engine.connect() as conn:
            if not bodies:
                query = _PAGE_AND_BODY.where(t.pages.c.id.in_(ids))
                found = {row.id: row for row in conn.execute(query)}
                return [self._page_from(found[i]) for i in ids if i in found]
            known = [i for i in ids if i in bodies]
            query = _PAGE_AND_HAS_BODY.where(t.pages.c.id.in_(known))
            in_hand = {row.id: row for row in conn.execute(query) if row.has_body}
            # the rest (not in hand, or its body not in the store) is read as ever
            rest = [i for i in ids if i not in in_hand]
            rows: dict[str, Any] = {}
            if rest:
                query = _PAGE_AND_BODY.where(t.pages.c.id.in_(rest))
                rows = {row.id: row for row in conn.execute(query)}
        return [
            self._page_from(in_hand[i], bodies[i]) if i in in_hand else self._page_from(rows[i])
            for i in ids
            if i in in_hand or i in rows
        ]

    def iter_pages(self, page_ids: Sequence[str], *, group: int = 16) -> Iterator[Page]:
        """Stored pages in the order asked, read ``group`` at a time (unknown ids left out).

        Bodies are read a few at a time, so a caller that handles one page
        after the other holds a few pages in memory, not all it asked for.
        """
        for start in range(0, len(page_ids), group):
            yield from self.load_pages(page_ids[start : start + group])

    @staticmethod
    def _page_from(row: Any, body_in_hand: bytes | None = None) -> Page:
        """The page of a ``pages`` row joined with its body (None where the database
        holds none); ``body_in_hand`` (the page's bytes, from a row read without them)
        instead of inflating its stored stream."""
        m = row._mapping
        if body_in_hand is not None:
            body = body_in_hand
        elif m["body"] is not None:
            body = inflate(m["body"])
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
                for start in range(0, len(items), INSERT_BATCH):
                    chunk = items[start : start + INSERT_BATCH]
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
                    batch = open_batch(conn, index, batch_size, window, max_bytes)
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

    def stories(self, limit: int | None = None) -> list[Story]:
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
            out: list[Story] = []
            for row in rows:
                members = [
                    StoryMember(
                        article_id=m.article_id,
                        relation=Relation(m.relation),
                        similarity=m.similarity,
                        publisher=m.publisher,
                        url=m.url,
                        published_at=m.published_at,
                        review=bool(m.review),
                        urls=tuple(m.urls or ()),
                    )
                    for m in conn.execute(
                        select(sm, a.c.urls)
                        .join(a, a.c.id == sm.c.article_id)
                        .where(sm.c.story_id == row.id)
                        .order_by(sm.c.published_at, sm.c.seq)
                    )
                ]
                out.append(
                    Story(
                        id=row.id,
                        representative_id=row.representative_id,
                        members=members,
                        follows=row.follows,
                        first_seen=row.first_seen,
                        last_seen=row.last_seen,
                        headline=row.headline,
                        tenth_outlet_at=row.tenth_outlet_at,
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
                    command=command, started_at=started_at, finished_at=now_utc(), stats=stats
                )
            )
