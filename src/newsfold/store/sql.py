"""The store: pages, articles, stories and their index, over SQLAlchemy Core.

Every page is processed in its own transaction (article row, fingerprint,
LSH buckets, story membership, review item, page state), so a process killed
at any point leaves each page either fully done or still ``pending``, and a
rerun completes the work. Page ids are content hashes, so ingesting the same
input twice inserts nothing the second time.
"""

from __future__ import annotations

import logging
import zlib
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import (
    Engine,
    create_engine,
    event,
    func,
    insert,
    select,
    update,
)
from sqlalchemy.exc import SQLAlchemyError

from newsfold.errors import StoreError
from newsfold.fold import Assignment
from newsfold.models import Article, Page, Relation
from newsfold.store import schema as t
from newsfold.store.index import SqlFoldIndex
from newsfold.store.migrate import upgrade
from newsfold.text import normalize

__all__ = ["Store", "StoryRow", "open_store"]

log = logging.getLogger(__name__)

_INSERT_BATCH = 500


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


def article_row(article: Article) -> dict[str, Any]:
    """The ``articles`` row of an article (``created_at`` is now)."""
    return {
        "id": article.id,
        "page_id": article.page_id or article.id,
        "canonical_url": article.canonical_url,
        "urls": list(article.urls),
        "headline": article.headline,
        "paragraphs": list(article.paragraphs),
        "publisher": article.publisher,
        "section": article.section,
        "language": article.language,
        "authors": list(article.authors),
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
    }


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
    )


def shared_paragraphs(a: Sequence[str], b: Sequence[str]) -> list[list[int]]:
    """Index pairs of paragraphs that read the same once normalised."""
    where = {normalize(p): i for i, p in enumerate(b)}
    return [[i, where[normalize(p)]] for i, p in enumerate(a) if normalize(p) in where]


class Store:
    """A newsfold database. Use :func:`open_store` to get one."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

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

    def add_pages(self, pages: Iterable[Page]) -> tuple[int, int]:
        """Insert pages not yet stored; return ``(new, already_stored)``.

        Pages go in batches, each batch one transaction, so a crash loses at
        most the batch in flight, which a rerun inserts again.
        """
        new = old = 0
        batch: list[Page] = []

        def flush() -> None:
            nonlocal new, old
            if not batch:
                return
            ids = list(dict.fromkeys(p.id for p in batch))
            with self.engine.begin() as conn:
                known = set(
                    conn.execute(select(t.pages.c.id).where(t.pages.c.id.in_(ids))).scalars()
                )
                rows = []
                for page in batch:
                    if page.id in known:
                        old += 1
                        continue
                    known.add(page.id)
                    rows.append(self._page_row(page))
                if rows:
                    conn.execute(insert(t.pages), rows)
                    new += len(rows)
            batch.clear()

        for page in pages:
            batch.append(page)
            if len(batch) >= _INSERT_BATCH:
                flush()
        flush()
        return new, old

    @staticmethod
    def _page_row(page: Page) -> dict[str, Any]:
        return {
            "id": page.id,
            "url": page.url,
            "final_url": page.final_url,
            "status": page.status,
            "headers": dict(page.headers),
            "fetched_at": page.fetched_at,
            "source": page.source,
            "body": None if page.warc_path else zlib.compress(page.body, 6),
            "warc_path": page.warc_path,
            "warc_offset": page.warc_offset,
            "state": "pending",
            "ingested_at": _now(),
        }

    def pending_page_ids(self) -> list[str]:
        """Ids of pages not yet extracted, oldest first."""
        with self.engine.connect() as conn:
            query = select(t.pages.c.id).where(t.pages.c.state == "pending")
            return list(conn.execute(query.order_by(t.pages.c.ingested_at, t.pages.c.id)).scalars())

    def load_page(self, page_id: str) -> Page:
        """A stored page with its body (read back from its WARC file when archived there)."""
        with self.engine.connect() as conn:
            row = conn.execute(select(t.pages).where(t.pages.c.id == page_id)).first()
        if row is None:
            raise StoreError(f"page {page_id} is not in the store")
        m = row._mapping
        if m["body"] is not None:
            body = zlib.decompress(m["body"])
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
        with self.engine.begin() as conn:
            conn.execute(
                update(t.pages)
                .where(t.pages.c.id == page_id)
                .values(state="failed", error_kind=kind, error_message=message[:2000])
            )

    # -- articles and folding ----------------------------------------------------

    def save_folded(
        self, article: Article, fold: Callable[[SqlFoldIndex], Assignment]
    ) -> Assignment:
        """Store one article and fold it, all in one transaction.

        ``fold`` is called with a :class:`SqlFoldIndex` bound to the open
        transaction and returns the :class:`Assignment`; nothing is visible to
        other readers until everything for this page is written.
        """
        try:
            with self.engine.begin() as conn:
                conn.execute(insert(t.articles).values(**article_row(article)))
                assignment = fold(SqlFoldIndex(conn))
                if assignment.review and assignment.compared_with:
                    other = conn.execute(
                        select(t.articles.c.paragraphs).where(
                            t.articles.c.id == assignment.compared_with
                        )
                    ).scalar_one()
                    conn.execute(
                        insert(t.review_items).values(
                            story_id=assignment.story_id,
                            article_id=article.id,
                            other_id=assignment.compared_with,
                            similarity=assignment.similarity,
                            shared_paragraphs=shared_paragraphs(article.paragraphs, other),
                            status="open",
                            created_at=_now(),
                        )
                    )
                if article.page_id:
                    conn.execute(
                        update(t.pages).where(t.pages.c.id == article.page_id).values(state="done")
                    )
        except SQLAlchemyError as exc:
            raise StoreError(f"cannot store article {article.id}: {exc}") from exc
        return assignment

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
        a, sm, s = t.articles, t.story_members, t.stories
        with self.engine.connect() as conn:
            query = (
                select(
                    a,
                    sm.c.story_id,
                    sm.c.relation,
                    sm.c.similarity,
                    sm.c.review,
                    s.c.n_members,
                    s.c.follows,
                    s.c.representative_id,
                )
                .join(sm, sm.c.article_id == a.c.id)
                .join(s, s.c.id == sm.c.story_id)
                .order_by(a.c.id)
            )
            for row in conn.execution_options(yield_per=500).execute(query):
                m = row._mapping
                relation = m["relation"]
                if m["representative_id"] == m["id"] and relation != Relation.FOLLOW_UP.value:
                    relation = (
                        Relation.UNIQUE.value
                        if m["n_members"] == 1
                        else Relation.REPRESENTATIVE.value
                    )
                elif relation == Relation.REPRESENTATIVE.value:
                    relation = Relation.COPY.value  # an early report no longer representative
                extra = {
                    "story_id": m["story_id"],
                    "relation": relation,
                    "similarity": m["similarity"],
                    "review": bool(m["review"]),
                    "follows": m["follows"],
                }
                yield article_from_row(row), extra

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
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA busy_timeout=30000")
    cursor.close()


def open_store(url: str) -> Store:
    """Open (creating and migrating as needed) the store at a SQLAlchemy URL."""
    if "://" not in url:
        url = f"sqlite:///{url}"
    try:
        engine = create_engine(url)
        if engine.dialect.name == "sqlite":
            event.listen(engine, "connect", _sqlite_pragmas)
        with engine.begin() as conn:
            upgrade(conn)
    except ModuleNotFoundError as exc:
        from newsfold.errors import MissingExtraError

        raise MissingExtraError("postgres", exc.name or "psycopg") from exc
    except SQLAlchemyError as exc:
        raise StoreError(f"cannot open store {url}: {exc}") from exc
    return Store(engine)
