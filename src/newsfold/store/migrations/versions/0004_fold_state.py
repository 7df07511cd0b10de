"""fold_state: the fold lock and cache generation for batched folding

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-02 14:30:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    table = op.create_table(
        "fold_state",
        sa.Column("id", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("generation", sa.BigInteger(), nullable=False),
        sa.PrimaryKeyConstraint("id"),
    )
    op.bulk_insert(table, [{"id": 1, "generation": 0}])


def downgrade() -> None:
    op.drop_table("fold_state")
