"""Fold order and what taking folds back needs

Revision ID: fold_order
Revises: editorial
Create Date: 2026-12-03 09:00:00

Folding follows :func:`newsfold.fold.order.fold_key` (what the pages say, not
when they arrived), kept per article with the source rank folding used. A late
article has every article folded after its key taken back and folded again,
so the stories' state must be derivable from what remains: members record
whether they took the representative's place, stories their original report
(``origin_id``), and ``story_follows`` every ``follows`` link with the sequence
number of the article that set it; fingerprints a key per paragraph, to count
the stories that hold a passage word for word.

Existing stores are filled in as well as they can be: keys from the articles,
the representative as origin, founders and representatives as having taken
over, the current links as set by each story's latest member.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from newsfold.fold.order import key_for
from newsfold.store.schema import UtcDateTime

revision = "fold_order"
down_revision = "editorial"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("articles") as batch:
        batch.add_column(sa.Column("fold_key", sa.Text()))
        batch.add_column(sa.Column("rank", sa.Float(), nullable=False, server_default="0"))
        batch.create_index("ix_articles_fold_key", ["fold_key"])
    with op.batch_alter_table("stories") as batch:
        batch.add_column(sa.Column("origin_id", sa.Text()))
    with op.batch_alter_table("fingerprints") as batch:
        batch.add_column(sa.Column("passages", sa.LargeBinary()))
    with op.batch_alter_table("story_members") as batch:
        batch.add_column(
            sa.Column("took_over", sa.Boolean(), nullable=False, server_default=sa.false())
        )
    op.create_table(
        "story_follows",
        sa.Column("story_id", sa.Text(), nullable=False),
        sa.Column("seq", sa.BigInteger(), nullable=False),
        sa.Column("follows", sa.Text(), nullable=False),
        sa.ForeignKeyConstraint(["story_id"], ["stories.id"]),
        sa.ForeignKeyConstraint(["follows"], ["stories.id"]),
        sa.PrimaryKeyConstraint("story_id", "seq"),
    )
    op.create_index("ix_story_follows_seq", "story_follows", ["seq"])
    _fill_in()


def _fill_in() -> None:
    conn = op.get_bind()
    articles = sa.table(
        "articles",
        sa.column("id", sa.Text()),
        sa.column("published_at", UtcDateTime()),
        sa.column("modified_at", UtcDateTime()),
        sa.column("fetched_at", UtcDateTime()),
        sa.column("fold_key", sa.Text()),
    )
    keys = []
    for row in conn.execute(sa.select(articles)):
        key = key_for(row.published_at, row.modified_at, row.fetched_at, row.id)
        keys.append({"aid": row.id, "key": key})
    if keys:
        conn.execute(
            articles.update()
            .where(articles.c.id == sa.bindparam("aid"))
            .values(fold_key=sa.bindparam("key")),
            keys,
        )
    conn.execute(sa.text("UPDATE stories SET origin_id = representative_id"))
    conn.execute(
        sa.text(
            "UPDATE story_members SET took_over = :yes WHERE relation IN "
            "('representative', 'follow_up') OR article_id IN "
            "(SELECT representative_id FROM stories)"
        ),
        {"yes": True},
    )
    conn.execute(
        sa.text(
            "INSERT INTO story_follows (story_id, seq, follows) "
            "SELECT s.id, (SELECT MAX(m.seq) FROM story_members m WHERE m.story_id = s.id), "
            "s.follows FROM stories s WHERE s.follows IS NOT NULL"
        )
    )


def downgrade() -> None:
    op.drop_index("ix_story_follows_seq", table_name="story_follows")
    op.drop_table("story_follows")
    with op.batch_alter_table("story_members") as batch:
        batch.drop_column("took_over")
    with op.batch_alter_table("fingerprints") as batch:
        batch.drop_column("passages")
    with op.batch_alter_table("stories") as batch:
        batch.drop_column("origin_id")
    with op.batch_alter_table("articles") as batch:
        batch.drop_index("ix_articles_fold_key")
        batch.drop_column("rank")
        batch.drop_column("fold_key")
