"""Store queries for re-extraction of one publisher's archived pages.

Kept out of :mod:`newsfold.store.sql` because only ``newsfold reextract``
needs most of them: find a publisher's pages, put failed ones back in the queue
(and, for every ``ingest`` and ``crawl``, the pages a bug failed: :func:`requeue_kind`),
and rewrite an article's extracted fields, and the scores made from them, in
place (its story membership is left alone; folding again is the fold stage's
business).
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import Engine, or_, select, update

from newsfold.models import Article
from newsfold.store import schema as t
from newsfold.store.rows import article_row

__all__ = [
    "EXTRACTED_FIELDS",
    "REWRITTEN_FIELDS",
    "page_states_for_publisher",
    "requeue_kind",
    "requeue_pages",
    "rewrite_article",
]

#: Article columns that extraction decides (and re-extraction may change).
EXTRACTED_FIELDS = (
    "canonical_url",
    "headline",
    "paragraphs",
    "publisher",
    "section",
    "language",
    "authors",
    "published_at",
    "published_at_local",
    "modified_at",
    "date_source",
    "temporal_confidence",
    "date_flags",
    "extraction_method",
    "encoding",
    "decode_errors",
    "headline_source",
    "authors_source",
    "publisher_source",
    "credits",
)
#: What a rewrite replaces: the extracted fields and ``quality`` (the scores are made from
#: the extracted text, so scores of the old extraction beside a new text would lie).
REWRITTEN_FIELDS = (*EXTRACTED_FIELDS, "quality")


def page_states_for_publisher(engine: Engine, publisher: str) -> dict[str, str]:
    """``{page id: state}`` of pages whose source or extracted publisher is ``publisher``."""
    p, a = t.pages, t.articles
    with engine.connect() as conn:
        by_article = select(a.c.page_id).where(a.c.publisher == publisher)
        rows = conn.execute(
            select(p.c.id, p.c.state)
            .where(or_(p.c.source == publisher, p.c.id.in_(by_article)))
            .order_by(p.c.id)
        )
        return {str(i): str(s) for i, s in rows}


def requeue_pages(engine: Engine, page_ids: list[str]) -> int:
    """Put failed pages back to ``pending`` so the normal pipeline extracts them again."""
    if not page_ids:
        return 0
    with engine.begin() as conn:
        result = conn.execute(
            update(t.pages)
            .where(t.pages.c.id.in_(page_ids), t.pages.c.state == "failed")
            .values(state="pending", error_kind=None, error_message=None)
        )
    return int(result.rowcount or 0)


def requeue_kind(engine: Engine, kind: str) -> int:
    """Put every page failed with error ``kind`` back to ``pending``; how many."""
    with engine.begin() as conn:
        result = conn.execute(
            update(t.pages)
            .where(t.pages.c.state == "failed", t.pages.c.error_kind == kind)
            .values(state="pending", error_kind=None, error_message=None)
        )
    return int(result.rowcount or 0)


def _values(article: Article) -> dict[str, Any]:
    row = article_row(article)
    return {name: row[name] for name in REWRITTEN_FIELDS}


def rewrite_article(engine: Engine, article: Article) -> bool:
    """Replace the extracted fields and the scores (``quality``) of a stored article with
    ``article``'s; True when anything changed."""
    new = _values(article)
    with engine.begin() as conn:
        row = conn.execute(
            select(*[t.articles.c[name] for name in REWRITTEN_FIELDS]).where(
                t.articles.c.id == article.id
            )
        ).first()
        if row is None:
            return False
        old = dict(row._mapping)
        if all(old[k] == new[k] for k in REWRITTEN_FIELDS):
            return False
        conn.execute(update(t.articles).where(t.articles.c.id == article.id).values(**new))
    return True
