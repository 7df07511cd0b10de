"""The persistent fold index in the store: band -> bucket -> article.

Implements :class:`newsfold.fold.FoldIndex` over a connection inside the
transaction that stores the article, so the index and the stories can never
disagree after a crash.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import numpy as np
from sqlalchemy import Connection, func, insert, select, update

from newsfold.errors import StoreError
from newsfold.fold import Assignment, FoldEntry, StoryState
from newsfold.store import schema as t

__all__ = ["SqlFoldIndex"]


def _now() -> datetime:
    return datetime.now(UTC)


class SqlFoldIndex:
    """The persistent LSH index: band -> bucket -> article, in the store.

    A lookup reads only the rows of the buckets the new article lands in,
    so its cost does not grow with the store beyond those buckets.
    """

    def __init__(self, conn: Connection) -> None:
        self.conn = conn

    def _entry_from(self, row: Any) -> FoldEntry:
        m = row._mapping
        return FoldEntry(
            article_id=m["article_id"],
            story_id=m["story_id"],
            canonical_url=m["canonical_url"],
            body_key=m["body_key"],
            signature=np.frombuffer(m["signature"], dtype=np.uint32).copy(),
            size=m["size"],
            published_at=m["published_at"],
            publisher=m["publisher"],
            rank=m["rank"],
        )

    def _entry_query(self) -> Any:
        f, sm = t.fingerprints, t.story_members
        return select(
            f.c.article_id,
            f.c.canonical_url,
            f.c.body_key,
            f.c.signature,
            f.c.size,
            f.c.rank,
            sm.c.story_id,
            sm.c.published_at,
            sm.c.publisher,
        ).join(sm, sm.c.article_id == f.c.article_id)

    def find_url(self, canonical_url: str) -> FoldEntry | None:
        """Newest article stored under this canonical URL."""
        query = (
            self._entry_query()
            .where(t.fingerprints.c.canonical_url == canonical_url)
            .order_by(t.story_members.c.seq.desc())
            .limit(1)
        )
        row = self.conn.execute(query).first()
        return self._entry_from(row) if row else None

    def find_body(self, key: str) -> FoldEntry | None:
        """Earliest article with this normalised body."""
        query = (
            self._entry_query()
            .where(t.fingerprints.c.body_key == key)
            .order_by(t.story_members.c.seq)
            .limit(1)
        )
        row = self.conn.execute(query).first()
        return self._entry_from(row) if row else None

    def candidates(self, buckets: list[tuple[int, int]]) -> list[FoldEntry]:
        """Articles sharing at least one bucket."""
        if not buckets:
            return []
        b = t.lsh_buckets
        ids: dict[str, None] = {}
        for band, key in buckets:
            for (article_id,) in self.conn.execute(
                select(b.c.article_id).where(b.c.band == band, b.c.bucket == key)
            ):
                ids.setdefault(article_id, None)
        if not ids:
            return []
        rows = self.conn.execute(
            self._entry_query().where(t.fingerprints.c.article_id.in_(list(ids)))
        )
        by_id = {e.article_id: e for e in (self._entry_from(r) for r in rows)}
        return [by_id[i] for i in ids if i in by_id]

    def entry(self, article_id: str) -> FoldEntry:
        """The stored entry of one article."""
        row = self.conn.execute(
            self._entry_query().where(t.fingerprints.c.article_id == article_id)
        ).first()
        if row is None:
            raise StoreError(f"article {article_id} has no fingerprint in the store")
        return self._entry_from(row)

    def story(self, story_id: str) -> StoryState:
        """Representative and link of one story."""
        row = self.conn.execute(
            select(t.stories.c.id, t.stories.c.representative_id, t.stories.c.follows).where(
                t.stories.c.id == story_id
            )
        ).first()
        if row is None:
            raise StoreError(f"story {story_id} is not in the store")
        return StoryState(row.id, row.representative_id, row.follows)

    def add(self, entry: FoldEntry, assignment: Assignment) -> None:
        """Write fingerprint, buckets, story and membership for one article."""
        conn = self.conn
        conn.execute(
            insert(t.fingerprints).values(
                article_id=entry.article_id,
                canonical_url=entry.canonical_url,
                body_key=entry.body_key,
                signature=entry.signature.astype(np.uint32).tobytes(),
                size=entry.size,
                rank=entry.rank,
            )
        )
        buckets = entry.buckets()
        if buckets:
            conn.execute(
                insert(t.lsh_buckets),
                [
                    {"band": band, "bucket": key, "article_id": entry.article_id}
                    for band, key in dict.fromkeys(buckets)
                ],
            )
        seen = entry.published_at
        existing = conn.execute(
            select(t.stories.c.first_seen, t.stories.c.last_seen, t.stories.c.n_members).where(
                t.stories.c.id == assignment.story_id
            )
        ).first()
        if existing is None:
            conn.execute(
                insert(t.stories).values(
                    id=assignment.story_id,
                    representative_id=entry.article_id,
                    follows=assignment.follows,
                    first_seen=seen,
                    last_seen=seen,
                    n_members=1,
                    created_at=_now(),
                )
            )
        else:
            values: dict[str, Any] = {"n_members": existing.n_members + 1}
            if seen is not None:
                if existing.first_seen is None or seen < existing.first_seen:
                    values["first_seen"] = seen
                if existing.last_seen is None or seen > existing.last_seen:
                    values["last_seen"] = seen
            if assignment.new_representative:
                values["representative_id"] = entry.article_id
            conn.execute(
                update(t.stories).where(t.stories.c.id == assignment.story_id).values(**values)
            )
        seq = conn.execute(select(func.coalesce(func.max(t.story_members.c.seq), 0))).scalar_one()
        conn.execute(
            insert(t.story_members).values(
                article_id=entry.article_id,
                story_id=assignment.story_id,
                relation=assignment.relation.value,
                similarity=assignment.similarity,
                review=assignment.review,
                publisher=entry.publisher,
                url=entry.canonical_url,
                published_at=entry.published_at,
                seq=int(seq) + 1,
            )
        )
