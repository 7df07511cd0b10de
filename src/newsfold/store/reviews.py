"""Review items: what the folder was unsure of, for editors to decide.

Two kinds: ``fold`` (an article folded below the automatic threshold, with
the paragraphs it shares with the representative it was compared with) and
``related`` (two stories an event link relates, :mod:`newsfold.fold.events`).
Written in the transaction that stores the fold batch.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Connection, func, insert, select

from newsfold.fold import Assignment
from newsfold.models import Article
from newsfold.store import schema as t
from newsfold.text import normalize

__all__ = [
    "REVIEW_KINDS",
    "REVIEW_STATUSES",
    "ReviewRow",
    "link_related",
    "list_reviews",
    "open_reviews",
    "shared_paragraphs",
]

#: Kinds of review item (see the module docstring).
REVIEW_KINDS = ("fold", "related")
#: States of a review item: open until an editor decides.
REVIEW_STATUSES = ("open", "accepted", "rejected")


def _now() -> datetime:
    return datetime.now(UTC)


def shared_paragraphs(a: Sequence[str], b: Sequence[str]) -> list[list[int]]:
    """Index pairs of paragraphs that read the same once normalised."""
    where = {normalize(p): i for i, p in enumerate(b)}
    return [[i, where[normalize(p)]] for i, p in enumerate(a) if normalize(p) in where]


def open_reviews(conn: Connection, articles: list[Article], assignments: list[Assignment]) -> None:
    """A review item for every fold below the automatic threshold, with shared paragraphs,
    and for every new event link between two stories (:func:`link_related`)."""
    link_related(conn, articles, assignments)
    flagged = [
        (article, a)
        for article, a in zip(articles, assignments, strict=True)
        if a.review and a.compared_with
    ]
    if not flagged:
        return
    others = {a.compared_with for _, a in flagged}
    paragraphs = {
        row.id: row.paragraphs
        for row in conn.execute(
            select(t.articles.c.id, t.articles.c.paragraphs).where(t.articles.c.id.in_(others))
        )
    }
    now = _now()
    conn.execute(
        insert(t.review_items),
        [
            {
                "story_id": a.story_id,
                "article_id": article.id,
                "other_id": a.compared_with,
                "similarity": a.similarity,
                "shared_paragraphs": shared_paragraphs(
                    article.paragraphs, paragraphs[a.compared_with]
                ),
                "status": "open",
                "created_at": now,
            }
            for article, a in flagged
        ],
    )


def link_related(conn: Connection, articles: list[Article], assignments: list[Assignment]) -> None:
    """``story_links`` rows and ``related`` review items for new event links.

    A pair of stories is linked once, whichever of them the finding article
    belongs to; the review item shows that article beside the other story's
    representative.
    """
    wanted: dict[tuple[str, str], str] = {}
    for article, a in zip(articles, assignments, strict=True):
        for other in a.related:
            pair = (min(a.story_id, other), max(a.story_id, other))
            wanted.setdefault(pair, article.id)
    if not wanted:
        return
    links = t.story_links
    stories = {s for pair in wanted for s in pair}
    known = {
        (row.story_id, row.other_id)
        for row in conn.execute(
            select(links.c.story_id, links.c.other_id).where(
                links.c.story_id.in_(stories), links.c.kind == "related"
            )
        )
    }
    new = {pair: article_id for pair, article_id in wanted.items() if pair not in known}
    if not new:
        return
    representative = dict(
        conn.execute(
            select(t.stories.c.id, t.stories.c.representative_id).where(t.stories.c.id.in_(stories))
        ).all()
    )
    now = _now()
    conn.execute(
        insert(links),
        [
            {
                "story_id": a,
                "other_id": b,
                "kind": "related",
                "article_id": found,
                "created_at": now,
            }
            for (a, b), found in new.items()
        ],
    )
    story_of = {
        article.id: done.story_id for article, done in zip(articles, assignments, strict=True)
    }
    items = []
    for (first, second), found in new.items():
        other = second if story_of[found] == first else first
        items.append(
            {
                "story_id": story_of[found],
                "article_id": found,
                "other_id": representative[other],
                "similarity": 0.0,
                "shared_paragraphs": [],
                "status": "open",
                "kind": "related",
                "created_at": now,
            }
        )
    conn.execute(insert(t.review_items), items)


@dataclass(frozen=True, slots=True)
class ReviewRow:
    """One review item with both articles' headline, outlet, URL and time, so an
    editor can judge it without another lookup."""

    id: int
    kind: str
    status: str
    story_id: str
    similarity: float
    created_at: datetime | None
    article: dict[str, Any]
    other: dict[str, Any]
    #: ``[paragraph of article, paragraph of other]`` pairs that read the same.
    shared_paragraphs: list[list[int]]
    #: Who decided the item and when (None while open).
    decided_by: str | None = None
    decided_at: datetime | None = None


def _article_summary(row: Any) -> dict[str, Any]:
    m = row._mapping
    return {
        "id": m["id"],
        "headline": m["headline"],
        "publisher": m["publisher"],
        "url": m["canonical_url"],
        "published_at": m["published_at"],
        "paragraphs": int(m["n_paragraphs"] or 0),
    }


def list_reviews(
    conn: Connection,
    *,
    kind: str | None = None,
    status: str | None = "open",
    limit: int | None = None,
    review_id: int | None = None,
) -> list[ReviewRow]:
    """Review items, oldest first (the order they were opened), with both articles."""
    items = t.review_items
    query = select(items).order_by(items.c.id)
    if review_id is not None:
        query = query.where(items.c.id == review_id)
    if kind is not None:
        query = query.where(items.c.kind == kind)
    if status is not None:
        query = query.where(items.c.status == status)
    if limit is not None:
        query = query.limit(limit)
    rows = conn.execute(query).all()
    wanted = {i for row in rows for i in (row.article_id, row.other_id)}
    a = t.articles
    articles = {
        row.id: _article_summary(row)
        for row in conn.execute(
            select(
                a.c.id,
                a.c.headline,
                a.c.publisher,
                a.c.canonical_url,
                a.c.published_at,
                # counted in the database: the texts themselves are not needed here
                func.json_array_length(a.c.paragraphs).label("n_paragraphs"),
            ).where(a.c.id.in_(wanted))
        )
    }
    return [
        ReviewRow(
            id=row.id,
            kind=row.kind,
            status=row.status,
            story_id=row.story_id,
            similarity=float(row.similarity),
            created_at=row.created_at,
            article=articles.get(row.article_id, {"id": row.article_id}),
            other=articles.get(row.other_id, {"id": row.other_id}),
            shared_paragraphs=[list(pair) for pair in row.shared_paragraphs or []],
            decided_by=row.decided_by,
            decided_at=row.decided_at,
        )
        for row in rows
    ]
