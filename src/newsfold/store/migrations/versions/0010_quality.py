"""source_ranks and publisher_health (corpus governance)

Revision ID: quality
Revises: metadata
Create Date: 2026-12-10 10:00:00

``source_ranks`` keeps the rank ``newsfold score`` computes per publisher from
the store (with the figures it came from); ``publisher_health`` keeps one row
per publisher and day with its figures and the alerts raised against the
publisher's own baseline (:mod:`newsfold.quality.health`).
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "quality"
down_revision = "metadata"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "source_ranks",
        sa.Column("publisher", sa.Text(), nullable=False),
        sa.Column("rank", sa.Float(), nullable=False),
        sa.Column("figures", sa.JSON(), nullable=False),
        sa.PrimaryKeyConstraint("publisher"),
    )
    op.create_table(
        "publisher_health",
        sa.Column("publisher", sa.Text(), nullable=False),
        sa.Column("day", sa.Date(), nullable=False),
        sa.Column("figures", sa.JSON(), nullable=False),
        sa.Column("alerts", sa.JSON(), nullable=False),
        sa.PrimaryKeyConstraint("publisher", "day"),
    )


def downgrade() -> None:
    op.drop_table("publisher_health")
    op.drop_table("source_ranks")
