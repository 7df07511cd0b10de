"""Editorial tables: editors, their sessions, review decisions, calibrated thresholds.

Registered on the shared :data:`newsfold.store.schema.metadata` (migration
0007); ``newsfold.store`` imports this module, so every store user sees them.
They are kept apart from the fold's tables because nothing in the fold
writes them: editors (``newsfold users``, the web app) and the review
decisions (:mod:`newsfold.store.decisions`) do, and the fold only reads the
newest applied threshold version (:mod:`newsfold.store.thresholds`).
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import (
    JSON,
    Boolean,
    Column,
    Float,
    ForeignKey,
    Index,
    Integer,
    String,
    Table,
    Text,
)
from sqlalchemy.engine import CursorResult

from newsfold.errors import StoreError
from newsfold.store.schema import UtcDateTime, metadata

__all__ = [
    "fold_thresholds",
    "login_attempts",
    "new_id_of",
    "review_decisions",
    "users",
    "web_secrets",
    "web_sessions",
]

#: People who may log in to the web app (``newsfold users add``).
users = Table(
    "users",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("name", Text, nullable=False, unique=True),
    #: argon2id hash in PHC string form (argon2-cffi), never the password.
    Column("password_hash", Text, nullable=False),
    #: ``editor`` (may decide and calibrate) or ``reader`` (may only read).
    Column("role", String(16), nullable=False),
    Column("disabled", Boolean, nullable=False, default=False),
    Column("created_at", UtcDateTime, nullable=False),
)

#: Server-side sessions: the cookie holds a random token, the table its SHA-256,
#: so a leaked database does not hand out live sessions.
web_sessions = Table(
    "web_sessions",
    metadata,
    Column("id", String(64), primary_key=True),
    Column("user_id", Integer, ForeignKey("users.id"), nullable=False),
    Column("created_at", UtcDateTime, nullable=False),
    Column("expires_at", UtcDateTime, nullable=False),
    Index("ix_web_sessions_expires", "expires_at"),
)

#: Failed logins, by key (``ip:...`` and ``user:...``), for the rate limit.
login_attempts = Table(
    "login_attempts",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("key", Text, nullable=False),
    Column("at", UtcDateTime, nullable=False),
    Index("ix_login_attempts_key_at", "key", "at"),
)

#: Secrets the web app derives tokens from (CSRF), made once per store so that
#: several server processes on one store agree.
web_secrets = Table(
    "web_secrets",
    metadata,
    Column("name", String(64), primary_key=True),
    Column("value", Text, nullable=False),
    Column("created_at", UtcDateTime, nullable=False),
)

#: Every decision on a review item, with who and when, what it changed (so it
#: can be undone exactly) and the item's similarity (what calibration learns from).
review_decisions = Table(
    "review_decisions",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("review_id", Integer, ForeignKey("review_items.id"), nullable=False),
    Column("kind", String(16), nullable=False),
    #: same | different | follow-up | related
    Column("decision", String(16), nullable=False),
    Column("similarity", Float, nullable=False),
    Column("decided_by", Text, nullable=False),
    Column("decided_at", UtcDateTime, nullable=False),
    #: the moves and field changes applied, with the values before (see decisions.py)
    Column("changes", JSON, nullable=False),
    Column("undone_by", Text),
    Column("undone_at", UtcDateTime),
    Index("ix_review_decisions_review", "review_id"),
)

#: Applied threshold proposals, one row per version; the newest is in force
#: (a row with NULL thresholds returns to the configured ones).
fold_thresholds = Table(
    "fold_thresholds",
    metadata,
    Column("version", Integer, primary_key=True, autoincrement=True),
    Column("fold_high", Float),
    Column("fold_low", Float),
    Column("wrong_fold_cost", Float, nullable=False),
    Column("missed_fold_cost", Float, nullable=False),
    Column("decisions", Integer, nullable=False),
    Column("precision", Float),
    Column("recall", Float),
    Column("applied_by", Text, nullable=False),
    Column("applied_at", UtcDateTime, nullable=False),
    Column("note", Text),
)


def new_id_of(result: CursorResult[Any]) -> int:
    """The primary key an ``INSERT`` of one row made."""
    key = result.inserted_primary_key
    if key is None or key[0] is None:
        raise StoreError("the database did not return the new row's key")
    return int(key[0])
