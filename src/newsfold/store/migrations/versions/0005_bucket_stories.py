"""lsh_buckets: story and sequence number in the bucket row, clustered on its key

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-02 14:50:00

A bucket lookup needs, per article in the bucket, its story and insertion
sequence number; both are fixed once the article is folded, so they are
copied into the bucket row and the lookup no longer joins ``story_members``
(three B-tree descents per row become one range scan). In SQLite the table is
``WITHOUT ROWID``: the rows live in the primary-key B-tree itself instead of a
rowid table plus an index of the same size.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def _create(name: str, with_story: bool) -> None:
    columns = [
        sa.Column("band", sa.Integer(), nullable=False),
        sa.Column("bucket", sa.BigInteger(), nullable=False),
        sa.Column("article_id", sa.Text(), nullable=False),
    ]
    if with_story:
        columns += [
            sa.Column("story_id", sa.Text(), nullable=False),
            sa.Column("seq", sa.BigInteger(), nullable=False),
        ]
    op.create_table(
        name,
        *columns,
        sa.ForeignKeyConstraint(["article_id"], ["articles.id"]),
        sa.PrimaryKeyConstraint("band", "bucket", "article_id"),
        sqlite_with_rowid=not with_story,
    )


def upgrade() -> None:
    _create("lsh_buckets_new", with_story=True)
    op.execute(
        "INSERT INTO lsh_buckets_new (band, bucket, article_id, story_id, seq) "
        "SELECT b.band, b.bucket, b.article_id, sm.story_id, sm.seq FROM lsh_buckets b "
        "JOIN story_members sm ON sm.article_id = b.article_id"
    )
    op.drop_table("lsh_buckets")
    op.rename_table("lsh_buckets_new", "lsh_buckets")


def downgrade() -> None:
    _create("lsh_buckets_old", with_story=False)
    op.execute(
        "INSERT INTO lsh_buckets_old (band, bucket, article_id) "
        "SELECT band, bucket, article_id FROM lsh_buckets"
    )
    op.drop_table("lsh_buckets")
    op.rename_table("lsh_buckets_old", "lsh_buckets")
