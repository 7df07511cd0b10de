"""fold: SimHash, window fingerprints, paragraph sketches, short-item keys, spread figures

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-02 12:45:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

import newsfold.store.schema

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("fingerprints", schema=None) as batch_op:
        batch_op.add_column(sa.Column("simhash", sa.BigInteger(), nullable=True))
        batch_op.add_column(sa.Column("windows", sa.LargeBinary(), nullable=True))
        batch_op.add_column(sa.Column("sketches", sa.LargeBinary(), nullable=True))
        batch_op.add_column(sa.Column("n_tokens", sa.Integer(), nullable=True))
        batch_op.add_column(sa.Column("numbers_key", sa.BigInteger(), nullable=True))
    with op.batch_alter_table("stories", schema=None) as batch_op:
        batch_op.add_column(sa.Column("n_outlets", sa.Integer(), nullable=True))
        batch_op.add_column(
            sa.Column(
                "tenth_outlet_at", newsfold.store.schema.UtcDateTime(timezone=True), nullable=True
            )
        )
    with op.batch_alter_table("story_members", schema=None) as batch_op:
        batch_op.create_index("ix_story_members_seq", ["seq"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("story_members", schema=None) as batch_op:
        batch_op.drop_index("ix_story_members_seq")
    with op.batch_alter_table("stories", schema=None) as batch_op:
        batch_op.drop_column("tenth_outlet_at")
        batch_op.drop_column("n_outlets")
    with op.batch_alter_table("fingerprints", schema=None) as batch_op:
        batch_op.drop_column("numbers_key")
        batch_op.drop_column("n_tokens")
        batch_op.drop_column("sketches")
        batch_op.drop_column("windows")
        batch_op.drop_column("simhash")
