"""story_links (related stories) and the kind of a review item

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-02 15:20:00

Event links (:mod:`newsfold.fold.events`) relate two stories that report one
event in different words; they are kept as ``story_links`` rows and opened for
review as items of kind ``related`` (every earlier item is a ``fold`` item).
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "story_links",
        sa.Column("story_id", sa.Text(), nullable=False),
        sa.Column("other_id", sa.Text(), nullable=False),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("article_id", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["story_id"], ["stories.id"]),
        sa.ForeignKeyConstraint(["other_id"], ["stories.id"]),
        sa.ForeignKeyConstraint(["article_id"], ["articles.id"]),
        sa.PrimaryKeyConstraint("story_id", "other_id", "kind"),
    )
    op.create_index("ix_story_links_other", "story_links", ["other_id"])
    with op.batch_alter_table("review_items") as batch:
        batch.add_column(sa.Column("kind", sa.String(16), nullable=False, server_default="fold"))


def downgrade() -> None:
    with op.batch_alter_table("review_items") as batch:
        batch.drop_column("kind")
    op.drop_index("ix_story_links_other", table_name="story_links")
    op.drop_table("story_links")
