"""editorial: users, sessions, review decisions, calibrated thresholds; merged stories

Revision ID: editorial
Revises: 0006
Create Date: 2026-12-03 08:00:00

Tables for the web app and the review feedback loop
(:mod:`newsfold.store.editorial`); ``stories.merged_into`` marks a story whose
members an editor moved into another (nothing is deleted, so a decision can be
undone); indexes for the story list's sort orders.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

import newsfold.store.schema

revision = "editorial"
down_revision = "0006"
branch_labels = None
depends_on = None

_UTC = newsfold.store.schema.UtcDateTime


def upgrade() -> None:
    op.create_table(
        "users",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("name", sa.Text(), nullable=False),
        sa.Column("password_hash", sa.Text(), nullable=False),
        sa.Column("role", sa.String(16), nullable=False),
        sa.Column("disabled", sa.Boolean(), nullable=False),
        sa.Column("created_at", _UTC(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("name"),
    )
    op.create_table(
        "web_sessions",
        sa.Column("id", sa.String(64), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("created_at", _UTC(timezone=True), nullable=False),
        sa.Column("expires_at", _UTC(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["user_id"], ["users.id"]),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_web_sessions_expires", "web_sessions", ["expires_at"])
    op.create_table(
        "login_attempts",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("key", sa.Text(), nullable=False),
        sa.Column("at", _UTC(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_login_attempts_key_at", "login_attempts", ["key", "at"])
    op.create_table(
        "web_secrets",
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("value", sa.Text(), nullable=False),
        sa.Column("created_at", _UTC(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("name"),
    )
    op.create_table(
        "review_decisions",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("review_id", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("decision", sa.String(16), nullable=False),
        sa.Column("similarity", sa.Float(), nullable=False),
        sa.Column("decided_by", sa.Text(), nullable=False),
        sa.Column("decided_at", _UTC(timezone=True), nullable=False),
        sa.Column("changes", sa.JSON(), nullable=False),
        sa.Column("undone_by", sa.Text(), nullable=True),
        sa.Column("undone_at", _UTC(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(["review_id"], ["review_items.id"]),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_review_decisions_review", "review_decisions", ["review_id"])
    op.create_table(
        "fold_thresholds",
        sa.Column("version", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("fold_high", sa.Float(), nullable=True),
        sa.Column("fold_low", sa.Float(), nullable=True),
        sa.Column("wrong_fold_cost", sa.Float(), nullable=False),
        sa.Column("missed_fold_cost", sa.Float(), nullable=False),
        sa.Column("decisions", sa.Integer(), nullable=False),
        sa.Column("precision", sa.Float(), nullable=True),
        sa.Column("recall", sa.Float(), nullable=True),
        sa.Column("applied_by", sa.Text(), nullable=False),
        sa.Column("applied_at", _UTC(timezone=True), nullable=False),
        sa.Column("note", sa.Text(), nullable=True),
        sa.PrimaryKeyConstraint("version"),
    )
    # a plain column (no foreign key): SQLite adds it without rebuilding the table
    with op.batch_alter_table("stories") as batch:
        batch.add_column(sa.Column("merged_into", sa.Text(), nullable=True))
    op.create_index("ix_stories_first_seen", "stories", ["first_seen"])
    op.create_index("ix_stories_n_outlets", "stories", ["n_outlets"])


def downgrade() -> None:
    op.drop_index("ix_stories_n_outlets", table_name="stories")
    op.drop_index("ix_stories_first_seen", table_name="stories")
    with op.batch_alter_table("stories") as batch:
        batch.drop_column("merged_into")
    op.drop_table("fold_thresholds")
    op.drop_index("ix_review_decisions_review", table_name="review_decisions")
    op.drop_table("review_decisions")
    op.drop_table("web_secrets")
    op.drop_index("ix_login_attempts_key_at", table_name="login_attempts")
    op.drop_table("login_attempts")
    op.drop_index("ix_web_sessions_expires", table_name="web_sessions")
    op.drop_table("web_sessions")
    op.drop_table("users")
