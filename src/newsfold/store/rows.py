"""Rows of the ``articles`` table: an :class:`~newsfold.models.Article` to a row and back,
and the idempotent insert every writer uses.

Kept apart from :mod:`newsfold.store.sql` because several modules read or write
article rows (folding, export, re-extraction, the editors' views) and none of them
needs the store's class for it.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Connection, Table
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert

from newsfold.fold.order import fold_key
from newsfold.hygiene import store_safe
from newsfold.models import Article

__all__ = ["INSERT_BATCH", "article_from_row", "article_row", "insert_ignore", "now_utc"]

#: Rows (or ids in an ``IN`` list) per statement.
INSERT_BATCH = 500


def now_utc() -> datetime:
    """The time rows are stamped with (aware UTC)."""
    return datetime.now(UTC)


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
        "created_at": now_utc(),
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
