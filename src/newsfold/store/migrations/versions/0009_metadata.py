"""where headline, authors and publisher came from, and non-person credits

Revision ID: metadata
Revises: fold_order
Create Date: 2026-12-03 08:30:00

Extraction now says where it read an article's headline, authors and publisher
(``jsonld``, ``microdata``, ``meta``, ``byline``, ``title``, ``h1``, ``host``,
``config``) and keeps the credits that name no person ("Staff", "编辑部") apart
from the authors. Articles stored before have NULL in all four.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "metadata"
down_revision = "fold_order"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("articles") as batch:
        batch.add_column(sa.Column("headline_source", sa.String(16), nullable=True))
        batch.add_column(sa.Column("authors_source", sa.String(16), nullable=True))
        batch.add_column(sa.Column("publisher_source", sa.String(16), nullable=True))
        batch.add_column(sa.Column("credits", sa.JSON(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("articles") as batch:
        batch.drop_column("credits")
        batch.drop_column("publisher_source")
        batch.drop_column("authors_source")
        batch.drop_column("headline_source")
