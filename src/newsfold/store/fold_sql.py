"""Statements and row codecs of the SQL fold index (:mod:`newsfold.store.index`).

Every statement is built once, at import (or once per backend), so SQLAlchemy
reuses its compiled form; the two hot paths, reading bucket rows and writing
them (most of what folding reads and writes), are raw SQL on the DB-API cursor.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime
from functools import cache, lru_cache
from typing import Any

import numpy as np
from sqlalchemy import (
    ColumnElement,
    Select,
    Text,
    any_,
    bindparam,
    cast,
    func,
    insert,
    literal_column,
    select,
    update,
)
from sqlalchemy.dialects.postgresql import ARRAY
from sqlalchemy.types import TypeEngine

from newsfold.dedup.paragraphs import pack, unpack
from newsfold.fold import FoldEntry, Spread
from newsfold.fold.spread import TENTH
from newsfold.store import schema as t

__all__ = [
    "BAND_SQL",
    "BUMP",
    "BY_BODY",
    "BY_URL",
    "ENTRY",
    "ENTRY_COLUMNS",
    "GENERATION",
    "INSERT_BUCKET_SQL",
    "INSERT_FINGERPRINT",
    "INSERT_FOLLOWS",
    "INSERT_MEMBER",
    "INSERT_STORY",
    "MAX_SEQ",
    "REPRESENTATIVES_OF",
    "STORY_STATE",
    "UPDATE_STORY",
    "MemberSummary",
    "bucket_sql",
    "entry_from",
    "fingerprint_row",
    "list_param",
    "one_of",
    "set_statements",
]

_F, _SM, _S = t.fingerprints, t.story_members, t.stories
ENTRY_COLUMNS = (
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
    _F.c.passages,
    _SM.c.story_id,
    _SM.c.published_at,
    _SM.c.publisher,
)
ENTRY = select(*ENTRY_COLUMNS).join(_SM, _SM.c.article_id == _F.c.article_id)
BY_URL = ENTRY.where(_F.c.canonical_url == bindparam("url")).order_by(_SM.c.seq.desc()).limit(1)
BY_BODY = ENTRY.where(_F.c.body_key == bindparam("key")).order_by(_SM.c.seq).limit(1)
#: Stories with their representative's entry (a ``where`` makes it a lookup).
REPRESENTATIVES_OF = (
    select(
        _S.c.id.label("sid"), _S.c.representative_id, _S.c.follows, _S.c.origin_id, *ENTRY_COLUMNS
    )
    .select_from(_S)
    .join(_F, _F.c.article_id == _S.c.representative_id)
    .join(_SM, _SM.c.article_id == _F.c.article_id)
)
STORY_STATE = select(_S.c.id, _S.c.representative_id, _S.c.follows, _S.c.origin_id).where(
    _S.c.id == bindparam("sid")
)
INSERT_FOLLOWS = insert(t.story_follows)
MAX_SEQ = select(func.coalesce(func.max(_SM.c.seq), 0))
BUMP = (
    update(t.fold_state)
    .where(t.fold_state.c.id == 1)
    .values(generation=t.fold_state.c.generation + 1)
)
GENERATION = select(t.fold_state.c.generation).where(t.fold_state.c.id == 1)
INSERT_FINGERPRINT = insert(_F)
#: Bucket rows of a band, grouped by story (raw SQL on the DB-API cursor), per backend.
BAND_SQL = {
    "sqlite": "SELECT bucket, story_id, COUNT(*), MAX(seq) FROM lsh_buckets "
    "WHERE band = ? AND bucket IN (SELECT value FROM json_each(?)) GROUP BY bucket, story_id",
    "postgresql": "SELECT bucket, story_id, COUNT(*), MAX(seq) FROM lsh_buckets "
    "WHERE band = %s AND bucket = ANY(%s::bigint[]) GROUP BY bucket, story_id",
}
#: About 60 rows per article: straight to the DB-API ``executemany``, per backend.
INSERT_BUCKET_SQL = {
    "sqlite": "INSERT INTO lsh_buckets (band, bucket, article_id, story_id, seq) "
    "VALUES (?, ?, ?, ?, ?)",
    "postgresql": "INSERT INTO lsh_buckets (band, bucket, article_id, story_id, seq) "
    "VALUES (%s, %s, %s, %s, %s)",
}
INSERT_STORY = insert(_S)
INSERT_MEMBER = insert(_SM)
UPDATE_STORY = update(_S).where(_S.c.id == bindparam("sid"))


def one_of(
    column: ColumnElement[Any], name: str, sql_type: TypeEngine[Any], dialect: str
) -> ColumnElement[bool]:
    """``column`` is one of a list given as a single parameter, so a list of
    thousands of keys is one bind value (a JSON array read by ``json_each`` in
    SQLite, an array in PostgreSQL) and the lookup still uses the index."""
    if dialect == "postgresql":
        return column == any_(cast(bindparam(name), ARRAY(sql_type)))
    values: Select[Any] = select(literal_column("value")).select_from(
        func.json_each(bindparam(name))
    )
    in_list: ColumnElement[bool] = column.in_(values)
    return in_list


def list_param(values: Iterable[Any], dialect: str) -> Any:
    return list(values) if dialect == "postgresql" else json.dumps(list(values))


@cache
def set_statements(dialect: str) -> dict[str, Any]:
    """The set-wise lookups of :meth:`SqlFoldIndex.prefetch`, built once per backend."""
    entry_seq = select(*ENTRY_COLUMNS, _SM.c.seq).join(_SM, _SM.c.article_id == _F.c.article_id)
    return {
        "urls": entry_seq.where(one_of(_F.c.canonical_url, "keys", Text(), dialect)),
        "bodies": entry_seq.where(one_of(_F.c.body_key, "keys", Text(), dialect)),
        "members": select(_SM.c.story_id, _SM.c.publisher, _SM.c.published_at).where(
            one_of(_SM.c.story_id, "keys", Text(), dialect)
        ),
        "representatives": REPRESENTATIVES_OF.where(one_of(_S.c.id, "keys", Text(), dialect)),
        "entries": ENTRY.where(one_of(_F.c.article_id, "keys", Text(), dialect)),
    }


@lru_cache(maxsize=256)
def bucket_sql(n: int, dialect: str) -> str:
    """``(band, bucket) in (...)`` as an OR of equalities (raw SQL, positional), which
    every backend answers from the primary key (SQLite does not for a row-value IN list)."""
    mark = "%s" if dialect == "postgresql" else "?"
    terms = " OR ".join(f"(band = {mark} AND bucket = {mark})" for _ in range(n))
    return (
        "SELECT band, bucket, story_id, COUNT(*), MAX(seq) FROM lsh_buckets "
        f"WHERE {terms} GROUP BY band, bucket, story_id"
    )


def entry_from(row: Any) -> FoldEntry:
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
        passages=(
            np.frombuffer(m["passages"], dtype=np.int64).copy()
            if m["passages"]
            else np.zeros(0, dtype=np.int64)
        ),
    )


def fingerprint_row(entry: FoldEntry) -> dict[str, Any]:
    simhash = entry.simhash
    return {
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
        "passages": entry.passages.astype(np.int64).tobytes(),
    }


@dataclass(slots=True)
class MemberSummary:
    """What the spread figures need of a story's members, updated as members join.

    Gives exactly :func:`newsfold.fold.spread_of` of the same members (the
    earliest dated appearance of each outlet does not depend on their order),
    without reading every member again for each one added.
    """

    n: int = 0
    first_by_outlet: dict[str, datetime | None] = field(default_factory=dict)
    first_seen: datetime | None = None
    last_seen: datetime | None = None

    def add(self, publisher: str | None, when: datetime | None) -> None:
        self.n += 1
        if when is not None:
            if self.first_seen is None or when < self.first_seen:
                self.first_seen = when
            if self.last_seen is None or when > self.last_seen:
                self.last_seen = when
        if not publisher:
            return
        known = self.first_by_outlet.get(publisher)
        if publisher not in self.first_by_outlet or (
            when is not None and (known is None or when < known)
        ):
            self.first_by_outlet[publisher] = when

    def spread(self) -> Spread:
        dated = sorted(w for w in self.first_by_outlet.values() if w is not None)
        return Spread(
            n_outlets=len(self.first_by_outlet),
            first_seen=self.first_seen,
            last_seen=self.last_seen,
            tenth_outlet_at=dated[TENTH - 1] if len(dated) >= TENTH else None,
        )
