"""The one schema, in SQLAlchemy Core, shared by SQLite and PostgreSQL.

Instants use :class:`UtcDateTime`: aware UTC in Python on both backends
(SQLite stores text without an offset, so the offset is re-attached on the
way out). Lists and maps are JSON. Migrations in ``migrations/versions``
create and evolve these tables; this module is what the code queries.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    Column,
    DateTime,
    Dialect,
    Float,
    ForeignKey,
    Index,
    Integer,
    LargeBinary,
    MetaData,
    String,
    Table,
    Text,
    text,
)
from sqlalchemy.types import TypeDecorator

from newsfold.models import ARTICLE_SPECS, Kind, Spec
from newsfold.store import jsoncols

__all__ = [
    "UtcDateTime",
    "articles",
    "fingerprints",
    "fold_state",
    "json_text",
    "lsh_buckets",
    "metadata",
    "page_bodies",
    "pages",
    "review_items",
    "runs",
    "stories",
    "story_follows",
    "story_links",
    "story_members",
]


#: How the JSON columns are written (the engine's ``json_serializer``): the text of
#: ``json.dumps`` with its defaults, the scores' entity records by a format of their own
#: (:mod:`newsfold.store.jsoncols`).
json_text: Callable[[Any], str] = jsoncols.json_text


class UtcDateTime(TypeDecorator[datetime]):
    """Aware UTC datetimes on every backend; naive values are refused."""

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> Any:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError("naive datetime given to the store")
        utc = value.astimezone(UTC)
        return utc.replace(tzinfo=None) if dialect.name == "sqlite" else utc

    def process_result_value(self, value: Any, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if isinstance(value, str):
            value = datetime.fromisoformat(value)
        assert isinstance(value, datetime)
        return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


metadata = MetaData()

pages = Table(
    "pages",
    metadata,
    Column("id", Text, primary_key=True),
    Column("url", Text, nullable=False),
    Column("final_url", Text),
    Column("status", Integer, nullable=False, default=200),
    Column("headers", JSON, nullable=False),
    Column("fetched_at", UtcDateTime),
    Column("source", Text),
    Column("warc_path", Text),
    Column("warc_offset", BigInteger),
    Column("state", String(16), nullable=False, default="pending"),
    Column("error_kind", String(64)),
    Column("error_message", Text),
    Column("ingested_at", UtcDateTime, nullable=False),
    Index("ix_pages_state", "state"),
)

#: The raw bytes of the pages the database holds (a zlib stream, see
#: :mod:`newsfold.compression`), one row a page; none for a page archived in a WARC
#: file or pruned by retention. Apart from ``pages`` so that a page's state changes
#: rewrite a small row: SQLite rewrites a record whose size changes whole, overflow
#: pages included (migration ``page_bodies``).
page_bodies = Table(
    "page_bodies",
    metadata,
    Column("page_id", Text, ForeignKey("pages.id"), primary_key=True),
    Column("body", LargeBinary, nullable=False),
)


def _article_column(name: str, spec: Spec) -> Column[Any]:
    """The column of one :class:`~newsfold.models.Article` field, from its spec."""
    if name == "id":
        return Column(name, Text, primary_key=True)
    if name == "page_id":
        return Column(name, Text, ForeignKey("pages.id"), nullable=spec.nullable_column)
    kinds: dict[Kind, Any] = {
        Kind.TEXT: String(spec.size) if spec.size else Text,
        Kind.TEXTS: JSON,
        Kind.INSTANT: UtcDateTime,
        Kind.NUMBER: Float,
        Kind.FLAG: Boolean,
        Kind.SCORES: JSON,
    }
    return Column(name, kinds[spec.kind], nullable=spec.nullable_column)


#: The articles: a column per :class:`~newsfold.models.Article` field (derived from
#: :data:`~newsfold.models.ARTICLE_SPECS`, as the rows are in ``newsfold.store.rows``),
#: then what the store keeps for folding.
articles = Table(
    "articles",
    metadata,
    *(_article_column(name, spec) for name, spec in ARTICLE_SPECS),
    Column("created_at", UtcDateTime, nullable=False),
    # the order folding follows (newsfold.fold.order.fold_key) and the source rank
    # folding used, so a late article can have what follows it folded again (migration fold_order)
    Column("fold_key", Text),
    Column("rank", Float, nullable=False, default=0.0),
    Index("ix_articles_canonical_url", "canonical_url"),
    Index("ix_articles_fold_key", "fold_key"),
    Index("ix_articles_publisher", "publisher"),
)

stories = Table(
    "stories",
    metadata,
    Column("id", Text, primary_key=True),
    Column("representative_id", Text, ForeignKey("articles.id"), nullable=False),
    Column("follows", Text, ForeignKey("stories.id")),
    Column("first_seen", UtcDateTime),
    Column("last_seen", UtcDateTime),
    Column("n_members", Integer, nullable=False, default=1),
    Column("created_at", UtcDateTime, nullable=False),
    # spread figures, kept up to date by the fold index (migration 0003)
    Column("n_outlets", Integer),
    Column("tenth_outlet_at", UtcDateTime),
    # an editor merged its members into this story (migration editorial); the row stays
    Column("merged_into", Text),
    Index("ix_stories_first_seen", "first_seen"),
    Index("ix_stories_n_outlets", "n_outlets"),
    # the original report (representative_id is the text that stands for it) (migration fold_order)
    Column("origin_id", Text),
)

#: The stories the list shows (not merged away, not emptied): the list's indexes hold only
#: these, so a page or a capped count walks index entries without reading story rows
#: (migration weblist). Queries must spell the condition the same way (SQLite matches a
#: partial index by its terms): :data:`newsfold.store.browse.listed`.
LISTED = "merged_into IS NULL AND n_members > 0"
_listed: dict[str, Any] = {"sqlite_where": text(LISTED), "postgresql_where": text(LISTED)}
_unspread: dict[str, Any] = {
    f"{d}_where": text(f"{LISTED} AND tenth_outlet_at IS NULL") for d in ("sqlite", "postgresql")
}
_spread: dict[str, Any] = {
    f"{d}_where": text(f"{LISTED} AND tenth_outlet_at IS NOT NULL")
    for d in ("sqlite", "postgresql")
}
#: with the size, so that a size filter or a day's range is read from the index alone
Index(
    "ix_stories_list_newest",
    stories.c.first_seen.desc(),
    stories.c.id,
    stories.c.n_members,
    **_listed,
)
Index(
    "ix_stories_list_outlets",
    stories.c.n_outlets.desc(),
    stories.c.first_seen.desc(),
    stories.c.id,
    **_listed,
)
#: "fastest spread" in two parts: stories that reached their 10th outlet (by the time it
#: took: few, sorted when asked), then the others by outlets, straight from this index
Index("ix_stories_list_unspread", stories.c.n_outlets.desc(), stories.c.id, **_unspread)
Index(
    "ix_stories_list_spread",
    stories.c.tenth_outlet_at,
    stories.c.first_seen,
    stories.c.n_outlets,
    stories.c.id,
    **_spread,
)

story_members = Table(
    "story_members",
    metadata,
    Column("article_id", Text, ForeignKey("articles.id"), primary_key=True),
    Column("story_id", Text, ForeignKey("stories.id"), nullable=False),
    Column("relation", String(16), nullable=False),
    Column("similarity", Float, nullable=False),
    Column("review", Boolean, nullable=False, default=False),
    Column("publisher", Text),
    Column("url", Text),
    Column("published_at", UtcDateTime),
    Column("seq", BigInteger, nullable=False),
    # whether the article became its story's representative when folded (migration fold_order)
    Column("took_over", Boolean, nullable=False, default=False),
    Index("ix_story_members_story", "story_id"),
    Index("ix_story_members_seq", "seq"),
)

#: Every ``follows`` link as it was set, with the sequence number of the article
#: whose folding set it (migration fold_order): a story's link is its latest row, so taking back
#: the articles folded from some point on restores the links as they were.
story_follows = Table(
    "story_follows",
    metadata,
    Column("story_id", Text, ForeignKey("stories.id"), primary_key=True),
    Column("seq", BigInteger, primary_key=True),
    Column("follows", Text, ForeignKey("stories.id"), nullable=False),
    Index("ix_story_follows_seq", "seq"),
)

fingerprints = Table(
    "fingerprints",
    metadata,
    Column("article_id", Text, ForeignKey("articles.id"), primary_key=True),
    Column("canonical_url", Text, nullable=False),
    Column("body_key", Text, nullable=False),
    Column("headline_key", String(16)),
    Column("signature", LargeBinary, nullable=False),
    Column("size", Integer, nullable=False),
    Column("rank", Float, nullable=False, default=0.0),
    # SimHash, window fingerprints, paragraph sketches, token count, numbers key (0003)
    Column("simhash", BigInteger),
    Column("windows", LargeBinary),
    Column("sketches", LargeBinary),
    Column("n_tokens", Integer),
    Column("numbers_key", BigInteger),
    # a key per sketched paragraph, int64 (newsfold.fold.entry.passage_keys) (fold_order)
    Column("passages", LargeBinary),
    Index("ix_fingerprints_body_key", "body_key"),
    Index("ix_fingerprints_canonical_url", "canonical_url"),
)

#: Story and sequence number of the article are copied here (they never change
#: once it is folded), so a bucket lookup is one range scan of the primary key;
#: in SQLite the rows live in that B-tree (WITHOUT ROWID). Migration 0005.
lsh_buckets = Table(
    "lsh_buckets",
    metadata,
    Column("band", Integer, primary_key=True),
    Column("bucket", BigInteger, primary_key=True),
    Column("article_id", Text, ForeignKey("articles.id"), primary_key=True),
    Column("story_id", Text, nullable=False),
    Column("seq", BigInteger, nullable=False),
    sqlite_with_rowid=False,
)

#: One row (id 1). Every fold transaction bumps ``generation`` first: the row
#: lock serialises folding across processes, and a writer that finds the
#: generation moved by someone else knows its cached index state is stale
#: (see :mod:`newsfold.store.index`). Migration 0004.
fold_state = Table(
    "fold_state",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=False),
    Column("generation", BigInteger, nullable=False, default=0),
)

review_items = Table(
    "review_items",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("story_id", Text, ForeignKey("stories.id"), nullable=False),
    Column("article_id", Text, ForeignKey("articles.id"), nullable=False),
    Column("other_id", Text, ForeignKey("articles.id"), nullable=False),
    Column("similarity", Float, nullable=False),
    Column("shared_paragraphs", JSON, nullable=False),
    Column("status", String(16), nullable=False, default="open"),
    Column("decided_by", Text),
    Column("decided_at", UtcDateTime),
    Column("created_at", UtcDateTime, nullable=False),
    # "fold" (a borderline fold) or "related" (an event link; migration 0006)
    Column("kind", String(16), nullable=False, server_default="fold"),
    Index("ix_review_items_status", "status"),
)

#: Stories related without being one story (event links, migration 0006).
story_links = Table(
    "story_links",
    metadata,
    Column("story_id", Text, ForeignKey("stories.id"), primary_key=True),
    Column("other_id", Text, ForeignKey("stories.id"), primary_key=True),
    Column("kind", String(16), primary_key=True),
    Column("article_id", Text, ForeignKey("articles.id"), nullable=False),
    Column("created_at", UtcDateTime, nullable=False),
    Index("ix_story_links_other", "other_id"),
)

runs = Table(
    "runs",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("command", Text, nullable=False),
    Column("started_at", UtcDateTime, nullable=False),
    Column("finished_at", UtcDateTime),
    Column("stats", JSON, nullable=False),
)
