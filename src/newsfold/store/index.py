"""The persistent fold index in the store: band -> bucket -> article.

Implements :class:`newsfold.fold.FoldIndex` over a connection inside the
transaction that stores the article, so the index and the stories can never
disagree after a crash. Candidate stories are ranked exactly as
:class:`newsfold.fold.MemoryFoldIndex` ranks them, so ``newsfold fold``
(batch, in memory) and ingest (incremental, here) give the same stories for
the same input order.

Every statement is built once, at import: SQLAlchemy then reuses its compiled
form, which matters when each article costs a dozen round trips.
"""

from __future__ import annotations

from collections import Counter
from datetime import UTC, datetime
from functools import lru_cache
from typing import Any

import numpy as np
from sqlalchemy import Connection, TextClause, bindparam, func, insert, select, text, update

from newsfold.dedup.paragraphs import pack, unpack
from newsfold.errors import StoreError
from newsfold.fold import Assignment, FoldEntry, Spread, StoryState, spread_of
from newsfold.fold.index import MAX_BUCKET_ARTICLES, rank_candidates
from newsfold.store import schema as t

__all__ = ["SqlFoldIndex"]

_F, _SM, _S = t.fingerprints, t.story_members, t.stories
_ENTRY_COLUMNS = (
    _F.c.article_id,
    _F.c.canonical_url,
    _F.c.body_key,
    _F.c.headline_key,
    _F.c.size,
    _F.c.rank,
    _F.c.signature,
    _F.c.windows,
    _F.c.sketches,
    _F.c.simhash,
    _F.c.n_tokens,
    _F.c.numbers_key,
    _SM.c.story_id,
    _SM.c.published_at,
    _SM.c.publisher,
)
_ENTRY = select(*_ENTRY_COLUMNS).join(_SM, _SM.c.article_id == _F.c.article_id)
_BY_URL = _ENTRY.where(_F.c.canonical_url == bindparam("url")).order_by(_SM.c.seq.desc()).limit(1)
_BY_BODY = _ENTRY.where(_F.c.body_key == bindparam("key")).order_by(_SM.c.seq).limit(1)
_BY_ID = _ENTRY.where(_F.c.article_id == bindparam("article_id"))
_REPRESENTATIVES = (
    select(_S.c.id.label("sid"), _S.c.representative_id, _S.c.follows, *_ENTRY_COLUMNS)
    .select_from(_S)
    .join(_F, _F.c.article_id == _S.c.representative_id)
    .join(_SM, _SM.c.article_id == _F.c.article_id)
    .where(_S.c.id.in_(bindparam("ids", expanding=True)))
)
_STORY = select(_S.c.id, _S.c.representative_id, _S.c.follows).where(_S.c.id == bindparam("sid"))
_STORY_SIZE = select(_S.c.n_members).where(_S.c.id == bindparam("sid"))
_MEMBERS = select(_SM.c.publisher, _SM.c.published_at).where(_SM.c.story_id == bindparam("sid"))
_MAX_SEQ = select(func.coalesce(func.max(_SM.c.seq), 0))
_INSERT_FINGERPRINT = insert(_F)
_INSERT_BUCKET = insert(t.lsh_buckets)
_INSERT_STORY = insert(_S)
_INSERT_MEMBER = insert(_SM)
_UPDATE_STORY = update(_S).where(_S.c.id == bindparam("sid"))


@lru_cache(maxsize=256)
def _bucket_query(n: int) -> TextClause:
    """``(band, bucket) in (...)`` as an OR of equalities, which every backend answers
    from the primary key index (SQLite does not for a row-value IN list)."""
    terms = " OR ".join(f"(b.band = :d{i} AND b.bucket = :k{i})" for i in range(n))
    return text(
        "SELECT b.band, b.bucket, sm.story_id FROM lsh_buckets b "
        f"JOIN story_members sm ON sm.article_id = b.article_id WHERE {terms}"
    )


@lru_cache(maxsize=256)
def _bucket_size_query(n: int) -> TextClause:
    """Articles per bucket for ``n`` buckets (each at most MAX_BUCKET_ARTICLES rows)."""
    terms = " OR ".join(f"(band = :d{i} AND bucket = :k{i})" for i in range(n))
    return text(
        f"SELECT band, bucket, COUNT(*) FROM lsh_buckets WHERE {terms} GROUP BY band, bucket"
    )


def _entry_from(row: Any) -> FoldEntry:
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


def _bucket_params(buckets: list[tuple[int, int]]) -> dict[str, int]:
    """Bind parameters ``d0, k0, d1, k1, ...`` of the bucket queries."""
    params: dict[str, int] = {}
    for i, (band, key) in enumerate(buckets):
        params[f"d{i}"] = band
        params[f"k{i}"] = key
    return params


class SqlFoldIndex:
    """The persistent LSH index: band -> bucket -> article, in the store.

    A lookup reads only the rows of the buckets the new article lands in (one
    query, answered from the ``lsh_buckets`` primary key), then the
    representatives of at most
    :data:`~newsfold.fold.index.MAX_CANDIDATE_STORIES` stories (one query), so
    its cost does not grow with the store beyond those buckets.
    """

    def __init__(self, conn: Connection) -> None:
        self.conn = conn

    def find_url(self, canonical_url: str) -> FoldEntry | None:
        """Newest article stored under this canonical URL."""
        row = self.conn.execute(_BY_URL, {"url": canonical_url}).first()
        return _entry_from(row) if row else None

    def find_body(self, key: str) -> FoldEntry | None:
        """Earliest article with this normalised body."""
        row = self.conn.execute(_BY_BODY, {"key": key}).first()
        return _entry_from(row) if row else None

    def candidate_stories(self, buckets: list[tuple[int, int]]) -> list[str]:
        """Stories with a member in at least one bucket, ranked as in memory."""
        if not buckets:
            return []
        params = _bucket_params(buckets)
        seen: set[tuple[int, int, str]] = set()
        counts: Counter[str] = Counter()
        for band, bucket, story_id in self.conn.execute(_bucket_query(len(buckets)), params):
            if (band, bucket, story_id) not in seen:
                seen.add((band, bucket, story_id))
                counts[story_id] += 1
        return rank_candidates(counts)

    def representatives(self, story_ids: list[str]) -> dict[str, tuple[StoryState, FoldEntry]]:
        """State and representative entry of each story, in one query."""
        if not story_ids:
            return {}
        out: dict[str, tuple[StoryState, FoldEntry]] = {}
        for row in self.conn.execute(_REPRESENTATIVES, {"ids": list(story_ids)}):
            out[row.sid] = (
                StoryState(row.sid, row.representative_id, row.follows),
                _entry_from(row),
            )
        missing = [s for s in story_ids if s not in out]
        if missing:
            raise StoreError(f"stories {missing[:3]} have no representative in the store")
        return out

    def entry(self, article_id: str) -> FoldEntry:
        """The stored entry of one article."""
        row = self.conn.execute(_BY_ID, {"article_id": article_id}).first()
        if row is None:
            raise StoreError(f"article {article_id} has no fingerprint in the store")
        return _entry_from(row)

    def story(self, story_id: str) -> StoryState:
        """Representative and link of one story."""
        row = self.conn.execute(_STORY, {"sid": story_id}).first()
        if row is None:
            raise StoreError(f"story {story_id} is not in the store")
        return StoryState(row.id, row.representative_id, row.follows)

    def spread(self, story_id: str) -> Spread:
        """Spread figures of a stored story, from its members."""
        rows = self.conn.execute(_MEMBERS, {"sid": story_id})
        return spread_of((r.publisher, r.published_at) for r in rows)

    def link_follow_up(self, story_id: str, follows: str) -> None:
        """Mark a stored story as a follow-up of another (replacing any earlier link)."""
        if story_id != follows:
            self.conn.execute(_UPDATE_STORY, {"sid": story_id, "follows": follows})

    def _open_buckets(self, buckets: list[tuple[int, int]]) -> list[tuple[int, int]]:
        """The buckets that still take articles (fewer than MAX_BUCKET_ARTICLES)."""
        if not buckets:
            return []
        params = _bucket_params(buckets)
        sizes = {
            (band, bucket): n
            for band, bucket, n in self.conn.execute(_bucket_size_query(len(buckets)), params)
        }
        return [b for b in buckets if sizes.get(b, 0) < MAX_BUCKET_ARTICLES]

    def add(self, entry: FoldEntry, assignment: Assignment) -> None:
        """Write fingerprint, buckets, membership and story (with its spread) for one article."""
        conn = self.conn
        simhash = entry.simhash
        conn.execute(
            _INSERT_FINGERPRINT,
            {
                "article_id": entry.article_id,
                "canonical_url": entry.canonical_url,
                "body_key": entry.body_key,
                "headline_key": entry.headline_key,
                "signature": entry.signature.astype(np.uint32).tobytes(),
                "size": entry.size,
                "rank": entry.rank,
                "simhash": None if simhash is None else int(np.uint64(simhash).astype(np.int64)),
                "windows": entry.windows.astype(np.int64).tobytes(),
                "sketches": pack(entry.sketches, entry.sketch_lengths),
                "n_tokens": entry.n_tokens,
                "numbers_key": entry.numbers,
            },
        )
        buckets = self._open_buckets(list(dict.fromkeys(entry.buckets())))
        if buckets:
            conn.execute(
                _INSERT_BUCKET,
                [{"band": b, "bucket": k, "article_id": entry.article_id} for b, k in buckets],
            )
        story_id = assignment.story_id
        existing = conn.execute(_STORY_SIZE, {"sid": story_id}).first()
        if existing is None:
            conn.execute(
                _INSERT_STORY,
                {
                    "id": story_id,
                    "representative_id": entry.article_id,
                    "follows": assignment.follows,
                    "n_members": 0,
                    "created_at": datetime.now(UTC),
                },
            )
        seq = int(conn.execute(_MAX_SEQ).scalar_one()) + 1
        conn.execute(
            _INSERT_MEMBER,
            {
                "article_id": entry.article_id,
                "story_id": story_id,
                "relation": assignment.relation.value,
                "similarity": assignment.similarity,
                "review": assignment.review,
                "publisher": entry.publisher,
                "url": entry.canonical_url,
                "published_at": entry.published_at,
                "seq": seq,
            },
        )
        spread = self.spread(story_id)
        values: dict[str, Any] = {
            "sid": story_id,
            "n_members": (existing.n_members if existing else 0) + 1,
            "first_seen": spread.first_seen,
            "last_seen": spread.last_seen,
            "n_outlets": spread.n_outlets,
            "tenth_outlet_at": spread.tenth_outlet_at,
        }
        if assignment.new_representative:
            values["representative_id"] = entry.article_id
        conn.execute(_UPDATE_STORY, values)
