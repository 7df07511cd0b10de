"""The persistent fold index in the store: band -> bucket -> article.

Implements :class:`newsfold.fold.FoldIndex` over a connection inside the
transaction that stores the article, so the index and the stories can never
disagree after a crash. Candidate stories are ranked exactly as
:class:`newsfold.fold.MemoryFoldIndex` ranks them, so ``newsfold fold``
(batch, in memory) and ingest (incremental, here) give the same stories for
the same input order.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import Any

import numpy as np
from sqlalchemy import Connection, TextClause, func, insert, select, text, update

from newsfold.dedup.paragraphs import pack, unpack
from newsfold.errors import StoreError
from newsfold.fold import Assignment, FoldEntry, Spread, StoryState, spread_of
from newsfold.fold.index import rank_candidates
from newsfold.store import schema as t

__all__ = ["SqlFoldIndex"]

_FINGERPRINT_COLUMNS = ("signature", "windows", "sketches", "simhash", "n_tokens", "numbers_key")


@lru_cache(maxsize=256)
def _bucket_query(n: int) -> TextClause:
    """``(band, bucket) in (...)`` as an OR of equalities, which every backend answers
    from the primary key index (SQLite does not for a row-value IN list)."""
    terms = " OR ".join(f"(b.band = :d{i} AND b.bucket = :k{i})" for i in range(n))
    return text(
        "SELECT b.band, b.bucket, sm.story_id FROM lsh_buckets b "
        f"JOIN story_members sm ON sm.article_id = b.article_id WHERE {terms}"
    )


def _now() -> Any:
    from datetime import UTC, datetime

    return datetime.now(UTC)


class SqlFoldIndex:
    """The persistent LSH index: band -> bucket -> article, in the store.

    A lookup reads only the rows of the buckets the new article lands in (one
    query, answered from the ``lsh_buckets`` primary key), then the
    representatives of at most
    :data:`~newsfold.fold.index.MAX_CANDIDATE_STORIES` stories, so its cost
    does not grow with the store beyond those buckets.
    """

    def __init__(self, conn: Connection) -> None:
        self.conn = conn

    def _entry_from(self, row: Any) -> FoldEntry:
        m = row._mapping
        windows = m["windows"]
        sketches, lengths = unpack(m["sketches"])
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
            headline_key=m["headline_key"],
            simhash=None if m["simhash"] is None else int(m["simhash"]) & 0xFFFFFFFFFFFFFFFF,
            windows=(
                np.frombuffer(windows, dtype=np.int64).copy()
                if windows
                else np.zeros(0, dtype=np.int64)
            ),
            n_tokens=m["n_tokens"] or 0,
            numbers=m["numbers_key"] or 0,
            sketches=sketches,
            sketch_lengths=lengths,
        )

    def _entry_query(self) -> Any:
        f, sm = t.fingerprints, t.story_members
        return select(
            f.c.article_id,
            f.c.canonical_url,
            f.c.body_key,
            f.c.headline_key,
            f.c.size,
            f.c.rank,
            *(f.c[name] for name in _FINGERPRINT_COLUMNS),
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

    def candidate_stories(self, buckets: list[tuple[int, int]]) -> list[str]:
        """Stories with a member in at least one bucket, ranked as in memory."""
        if not buckets:
            return []
        params: dict[str, int] = {}
        for i, (band, key) in enumerate(buckets):
            params[f"d{i}"] = band
            params[f"k{i}"] = key
        seen: set[tuple[int, int, str]] = set()
        counts: Counter[str] = Counter()
        for band, bucket, story_id in self.conn.execute(_bucket_query(len(buckets)), params):
            if (band, bucket, story_id) not in seen:
                seen.add((band, bucket, story_id))
                counts[story_id] += 1
        return rank_candidates(counts)

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

    def spread(self, story_id: str) -> Spread:
        """Spread figures of a stored story, from its members."""
        sm = t.story_members
        rows = self.conn.execute(
            select(sm.c.publisher, sm.c.published_at).where(sm.c.story_id == story_id)
        )
        return spread_of((r.publisher, r.published_at) for r in rows)

    def link_follow_up(self, story_id: str, follows: str) -> None:
        """Mark a stored story as a follow-up of another (replacing any earlier link)."""
        if story_id == follows:
            return
        self.conn.execute(
            update(t.stories).where(t.stories.c.id == story_id).values(follows=follows)
        )

    def add(self, entry: FoldEntry, assignment: Assignment) -> None:
        """Write fingerprint, buckets, membership and story (with its spread) for one article."""
        conn = self.conn
        conn.execute(
            insert(t.fingerprints).values(
                article_id=entry.article_id,
                canonical_url=entry.canonical_url,
                body_key=entry.body_key,
                headline_key=entry.headline_key,
                signature=entry.signature.astype(np.uint32).tobytes(),
                size=entry.size,
                rank=entry.rank,
                simhash=(
                    None
                    if entry.simhash is None
                    else int(np.uint64(entry.simhash).astype(np.int64))
                ),
                windows=entry.windows.astype(np.int64).tobytes(),
                sketches=pack(entry.sketches, entry.sketch_lengths),
                n_tokens=entry.n_tokens,
                numbers_key=entry.numbers,
            )
        )
        buckets = list(dict.fromkeys(entry.buckets()))
        if buckets:
            conn.execute(
                insert(t.lsh_buckets),
                [
                    {"band": band, "bucket": key, "article_id": entry.article_id}
                    for band, key in buckets
                ],
            )
        existing = conn.execute(
            select(t.stories.c.n_members).where(t.stories.c.id == assignment.story_id)
        ).first()
        if existing is None:
            conn.execute(
                insert(t.stories).values(
                    id=assignment.story_id,
                    representative_id=entry.article_id,
                    follows=assignment.follows,
                    n_members=0,
                    created_at=_now(),
                )
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
        spread = self.spread(assignment.story_id)
        values: dict[str, Any] = {
            "n_members": (existing.n_members if existing else 0) + 1,
            "first_seen": spread.first_seen,
            "last_seen": spread.last_seen,
            "n_outlets": spread.n_outlets,
            "tenth_outlet_at": spread.tenth_outlet_at,
        }
        if assignment.new_representative:
            values["representative_id"] = entry.article_id
        conn.execute(
            update(t.stories).where(t.stories.c.id == assignment.story_id).values(**values)
        )
