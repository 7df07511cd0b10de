"""crawl frontier and host tables

Revision ID: 0002
Revises: 0001
Create Date: 2026-12-02 12:30:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

import newsfold.store.schema

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def _utc() -> newsfold.store.schema.UtcDateTime:
    return newsfold.store.schema.UtcDateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "crawl_urls",
        sa.Column("url_key", sa.String(length=32), nullable=False),
        sa.Column("url", sa.Text(), nullable=False),
        sa.Column("canonical_url", sa.Text(), nullable=False),
        sa.Column("source", sa.Text(), nullable=False),
        sa.Column("host", sa.String(length=255), nullable=False),
        sa.Column("kind", sa.String(length=16), nullable=False),
        sa.Column("state", sa.String(length=16), nullable=False),
        sa.Column("priority", sa.Integer(), nullable=False),
        sa.Column("due_at", _utc(), nullable=False),
        sa.Column("revisit_at", _utc(), nullable=True),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("fetches", sa.Integer(), nullable=False),
        sa.Column("probe", sa.Boolean(), nullable=False),
        sa.Column("depth", sa.Integer(), nullable=False),
        sa.Column("hops", sa.Integer(), nullable=False),
        sa.Column("lease_owner", sa.String(length=160), nullable=True),
        sa.Column("leased_until", _utc(), nullable=True),
        sa.Column("etag", sa.Text(), nullable=True),
        sa.Column("last_modified", sa.Text(), nullable=True),
        sa.Column("content_hash", sa.String(length=32), nullable=True),
        sa.Column("last_status", sa.Integer(), nullable=True),
        sa.Column("last_fetched_at", _utc(), nullable=True),
        sa.Column("discovered_at", _utc(), nullable=False),
        sa.Column("page_id", sa.Text(), nullable=True),
        sa.Column("via", sa.Text(), nullable=True),
        sa.Column("redirect_to", sa.Text(), nullable=True),
        sa.Column("hints", sa.JSON(), nullable=True),
        sa.Column("error_kind", sa.String(length=64), nullable=True),
        sa.Column("error_message", sa.Text(), nullable=True),
        sa.PrimaryKeyConstraint("url_key"),
    )
    with op.batch_alter_table("crawl_urls", schema=None) as batch_op:
        batch_op.create_index(
            "ix_crawl_urls_claim", ["host", "state", "priority", "due_at"], unique=False
        )
        batch_op.create_index("ix_crawl_urls_state_due", ["state", "due_at", "host"], unique=False)
        batch_op.create_index("ix_crawl_urls_revisit", ["revisit_at"], unique=False)
        batch_op.create_index("ix_crawl_urls_page", ["page_id"], unique=False)

    op.create_table(
        "crawl_hosts",
        sa.Column("host", sa.String(length=255), nullable=False),
        sa.Column("parked_until", _utc(), nullable=True),
        sa.Column("failures", sa.Integer(), nullable=False),
        sa.Column("crawl_delay", sa.Float(), nullable=True),
        sa.Column("updated_at", _utc(), nullable=False),
        sa.PrimaryKeyConstraint("host"),
    )


def downgrade() -> None:
    op.drop_table("crawl_hosts")
    with op.batch_alter_table("crawl_urls", schema=None) as batch_op:
        batch_op.drop_index("ix_crawl_urls_page")
        batch_op.drop_index("ix_crawl_urls_revisit")
        batch_op.drop_index("ix_crawl_urls_state_due")
        batch_op.drop_index("ix_crawl_urls_claim")
    op.drop_table("crawl_urls")
