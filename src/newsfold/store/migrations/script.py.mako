"""${message}

Revision ID: ${up_revision}
Revises: ${down_revision | comma,n}
Create Date: ${create_date}

With a new migration, set ``newsfold.store.migrate.HEAD_REVISION`` to this revision and
write the kept schema of new SQLite stores again:
``python -c "from newsfold.store.fresh import write_schema_module; write_schema_module()"``.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

import newsfold.store.schema

revision = ${repr(up_revision)}
down_revision = ${repr(down_revision)}
branch_labels = None
depends_on = None


def upgrade() -> None:
    ${upgrades if upgrades else "pass"}


def downgrade() -> None:
    ${downgrades if downgrades else "pass"}
