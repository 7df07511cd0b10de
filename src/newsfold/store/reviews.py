"""Review items: what the folder was unsure of, for editors to decide.

Two kinds: ``fold`` (an article folded below the automatic threshold, with
the paragraphs it shares with the representative it was compared with) and
``related`` (two stories an event link relates, :mod:`newsfold.fold.events`).
Written in the transaction that stores the fold batch.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime

from sqlalchemy import Connection, insert, select

from newsfold.fold import Assignment
from newsfold.models import Article
from newsfold.store import schema as t
from newsfold.text import normalize

__all__ = ["link_related", "open_reviews", "shared_paragraphs"]


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
