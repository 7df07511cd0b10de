"""Streaming reads for exports, validation and health: rows in a stable order, never all at once.

Every reader here runs one query (two for stories) through a streaming cursor
(``yield_per``: a server-side cursor on PostgreSQL, SQLite's own stepping), so
memory stays flat whatever the store's size. Filters that SQL can apply
(time window, publisher, language) are in the query; the caller filters on
the scores, which live in the ``quality`` JSON.

An article's time, for windows, is its publication instant, else its fetch
instant (an undated article still belongs to the day it was fetched).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import Connection, Engine, func, select

from newsfold.fold import StoryState
from newsfold.fold.index import final_relation
from newsfold.models import Article
from newsfold.store import schema as t

__all__ = [
    "RowFilter",
    "article_time",
    "fetch_time",
    "iter_article_rows",
    "iter_story_rows",
    "scanning",
]

_YIELD_PER = 500
#: SQLite page cache (KiB) of a streaming read: a scan reads each page once, so the fold's
#: large cache (256 MiB a connection) would only grow the process, not speed it.
_SCAN_CACHE_KIB = 8 * 1024


@contextmanager
def scanning(engine: Engine) -> Iterator[Connection]:
    """A connection for one long sequential read: on SQLite with a small page cache while
    it runs (the pool's setting is restored after), elsewhere as it is."""
    with engine.connect() as conn:
        if engine.dialect.name != "sqlite":
            yield conn
            return
        before = conn.exec_driver_sql("PRAGMA cache_size").scalar()
        conn.exec_driver_sql(f"PRAGMA cache_size=-{_SCAN_CACHE_KIB}")
        try:
            yield conn
        finally:
            conn.exec_driver_sql(f"PRAGMA cache_size={int(before or -2000)}")


@dataclass(frozen=True, slots=True)
class RowFilter:
    """What SQL can filter on: a half-open time window, publishers and languages.

    The window applies to the article's time (``by="published"``: publication,
    else fetch) or to when it came in (``by="fetched"``: fetch, else storing),
    which is what a daily batch is.
    """

    since: datetime | None = None
    until: datetime | None = None
    publishers: Sequence[str] = ()
    languages: Sequence[str] = ()
    by: str = "published"


def article_time() -> Any:
    """The SQL expression of an article's time (publication, else fetch)."""
    return func.coalesce(t.articles.c.published_at, t.articles.c.fetched_at, type_=t.UtcDateTime)


def _relation(relation: str, article_id: str, story: StoryState, n_members: int) -> str:
    """The relation an export states (see :func:`newsfold.fold.index.final_relation`)."""
    return final_relation(relation, article_id, story, n_members).value


def _by_bytes(column: Any, conn: Connection) -> Any:
    """Order by code points on every backend (PostgreSQL's collation has its own order)."""
    return column.collate("C") if conn.dialect.name == "postgresql" else column


def fetch_time() -> Any:
    """The SQL expression of when an article came in (fetch, else storing)."""
    return func.coalesce(t.articles.c.fetched_at, t.articles.c.created_at, type_=t.UtcDateTime)


def _where_articles(query: Any, where: RowFilter) -> Any:
    a = t.articles
    when = fetch_time() if where.by == "fetched" else article_time()
    if where.since is not None:
        query = query.where(when >= where.since)
    if where.until is not None:
        query = query.where(when < where.until)
    if where.publishers:
        query = query.where(a.c.publisher.in_(list(where.publishers)))
    if where.languages:
        query = query.where(a.c.language.in_(list(where.languages)))
    return query


def iter_article_rows(
    engine: Engine, where: RowFilter | None = None
) -> Iterator[tuple[Article, dict[str, Any]]]:
    """Every article with its story membership, by article id (see ``Store.iter_export_rows``)."""
    from newsfold.store.rows import article_from_row

    a, sm, s = t.articles, t.story_members, t.stories
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
            s.c.origin_id,
        )
        .join(sm, sm.c.article_id == a.c.id)
        .join(s, s.c.id == sm.c.story_id)
    )
    query = _where_articles(query, where or RowFilter())
    with scanning(engine) as conn:
        query = query.order_by(_by_bytes(a.c.id, conn))
        for row in conn.execution_options(yield_per=_YIELD_PER).execute(query):
            m = row._mapping
            story = StoryState(
                m["story_id"], m["representative_id"], m["follows"], m["origin_id"] or ""
            )
            extra = {
                "story_id": m["story_id"],
                "relation": _relation(m["relation"], m["id"], story, m["n_members"]),
                "similarity": m["similarity"],
                "review": bool(m["review"]),
                "follows": m["follows"],
            }
            yield article_from_row(row), extra


def iter_story_rows(
    engine: Engine, where: RowFilter | None = None
) -> Iterator[tuple[dict[str, Any], Article, list[dict[str, Any]]]]:
    """Every story (by id) with its representative article and its members.

    Two cursors walk stories and members in story-id order side by side, so a
    story's members are never looked up one story at a time. The time window
    applies to the story's first publication; publisher and language to its
    representative.
    """
    from newsfold.store.rows import article_from_row

    s, a, sm = t.stories, t.articles, t.story_members
    where = where or RowFilter()
    stories_q = select(s, a).join(a, a.c.id == s.c.representative_id)
    if where.since is not None:
        stories_q = stories_q.where(s.c.first_seen >= where.since)
    if where.until is not None:
        stories_q = stories_q.where(s.c.first_seen < where.until)
    if where.publishers:
        stories_q = stories_q.where(a.c.publisher.in_(list(where.publishers)))
    if where.languages:
        stories_q = stories_q.where(a.c.language.in_(list(where.languages)))
    members_q = select(
        sm.c.story_id,
        sm.c.article_id,
        sm.c.publisher,
        sm.c.url,
        sm.c.published_at,
        sm.c.relation,
        sm.c.similarity,
        sm.c.review,
        sm.c.seq,
    )
    with scanning(engine) as sconn, scanning(engine) as mconn:
        stories_q = stories_q.order_by(_by_bytes(s.c.id, sconn))
        members_q = members_q.order_by(_by_bytes(sm.c.story_id, mconn))
        members = iter(mconn.execution_options(yield_per=_YIELD_PER * 4).execute(members_q))
        pending = next(members, None)
        for row in sconn.execution_options(yield_per=_YIELD_PER).execute(stories_q):
            m = row._mapping
            story_id = m[s.c.id]
            group: list[dict[str, Any]] = []
            while pending is not None and pending.story_id < story_id:
                pending = next(members, None)
            while pending is not None and pending.story_id == story_id:
                group.append(dict(pending._mapping))
                pending = next(members, None)
            group.sort(key=lambda g: (g["published_at"] is None, g["published_at"], g["seq"]))
            n = len(group)
            state = StoryState(
                story_id, m[s.c.representative_id], m[s.c.follows], m[s.c.origin_id] or ""
            )
            for g in group:
                g["relation"] = _relation(g["relation"], g["article_id"], state, n)
            story = {
                "story_id": story_id,
                "representative_id": m[s.c.representative_id],
                "follows": m[s.c.follows],
                "first_seen": m[s.c.first_seen],
                "last_seen": m[s.c.last_seen],
                "n_members": n,
                "tenth_outlet_at": m[s.c.tenth_outlet_at],
            }
            yield story, article_from_row(_ArticleView(row, a)), group


class _ArticleView:
    """The article half of a story row, as ``article_from_row`` reads it."""

    def __init__(self, row: Any, table: Any) -> None:
        self._mapping = {c.name: row._mapping[c] for c in table.c}
