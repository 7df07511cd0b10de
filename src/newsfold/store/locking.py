"""Many processes, one store: the schema is made under a lock, and busy waits are retried.

Any number of ``ingest`` and ``crawl`` processes may open the same SQLite file
or PostgreSQL database at once. Two things make that safe:

* **Schema creation and migrations under a lock.** Without one, two processes
  opening a fresh store both create ``pages`` and one dies ("table pages
  already exists"; on PostgreSQL a ``UniqueViolation`` on ``pg_type``). Here
  the migration runs inside a transaction that first takes the database's
  writer lock: ``BEGIN IMMEDIATE`` on SQLite (DDL is transactional there),
  a transaction-scoped advisory lock on PostgreSQL. Whoever waits finds the
  schema made when the lock is granted, and Alembic does nothing. A store
  already at the newest revision is never locked, so opening one for reading
  costs no write lock.
* **Busy waits with retry.** SQLite waits ``busy_timeout`` for the writer
  lock; a wait that still ends in "database is locked", or a PostgreSQL
  deadlock or serialization failure, is retried by :func:`retry_busy` with
  backoff instead of ending the run.
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable
from typing import TypeVar

from sqlalchemy import Connection, Engine, text
from sqlalchemy.exc import DataError, DBAPIError, IntegrityError, OperationalError, StatementError

from newsfold.store.fresh import create_sqlite_schema
from newsfold.store.migrate import (
    at_head,
    current_revision,
    has_version_table,
    head_revision,
    upgrade,
)

__all__ = ["is_busy", "migrate_locked", "refused_data", "retry_busy"]

log = logging.getLogger(__name__)

T = TypeVar("T")

#: PostgreSQL SQLSTATEs worth another try: serialization failure, deadlock,
#: lock not available.
_PG_RETRY = frozenset({"40001", "40P01", "55P03"})
#: Any key: the advisory lock newsfold's migrations take on PostgreSQL.
_PG_MIGRATION_LOCK = 0x6E657773  # "news"
#: Tries of one busy operation before giving up (each SQLite try already
#: waited busy_timeout): several minutes in all.
_ATTEMPTS = 8


def is_busy(exc: BaseException) -> bool:
    """True for a lock timeout, deadlock or serialization failure (worth a retry)."""
    if isinstance(exc, DBAPIError) and exc.orig is not None:
        state = getattr(exc.orig, "sqlstate", None)
        if state in _PG_RETRY:
            return True
    if isinstance(exc, OperationalError):
        message = str(exc.orig if exc.orig is not None else exc).lower()
        return "database is locked" in message or "database is busy" in message
    return False


def refused_data(exc: BaseException) -> bool:
    """True when the database refused a *value* (not the connection, a lock or the schema).

    Such an error comes back every time the same rows are written, so the
    caller isolates the row instead of retrying: a data or integrity error,
    or a value the driver could not even bind (``StatementError`` around a
    non-database error, e.g. a string no encoder takes).
    """
    cause = exc.__cause__ if exc.__cause__ is not None else exc
    if isinstance(cause, DataError | IntegrityError):
        return True
    if isinstance(cause, DBAPIError):
        state = str(getattr(cause.orig, "sqlstate", "") or "")
        return state.startswith(("22", "23"))
    return isinstance(cause, StatementError)  # a bind failure: not a DBAPIError


def retry_busy(operation: Callable[[], T], *, attempts: int = _ATTEMPTS) -> T:
    """Run ``operation`` (one whole transaction), again after a busy wait ended in an error.

    The operation must be safe to repeat: its transaction rolled back, so
    nothing of the failed try is stored.
    """
    for attempt in range(1, attempts + 1):
        try:
            return operation()
        except DBAPIError as exc:
            if attempt == attempts or not is_busy(exc):
                raise
            pause = min(5.0, 0.05 * 2**attempt) * (0.5 + random.random())
            log.info("store busy (%s); try %d of %d in %.2fs", exc.orig, attempt, attempts, pause)
            time.sleep(pause)
    raise AssertionError("unreachable")  # the loop returns or raises


def _take_lock(conn: Connection) -> None:
    if conn.dialect.name == "sqlite":
        # pysqlite leaves DDL outside transactions: open one that holds the writer lock
        conn.exec_driver_sql("BEGIN IMMEDIATE")
    elif conn.dialect.name == "postgresql":
        conn.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": _PG_MIGRATION_LOCK})


def migrate_locked(engine: Engine) -> None:
    """Bring the store to the newest schema, one process at a time.

    Checked without a lock first: a store already at the head (the usual
    case) is left alone, so readers never wait for a writer here. That check
    is two statements (:func:`~newsfold.store.migrate.at_head`); Alembic reads the
    version table and its scripts only when they do not settle it.
    """

    def migrate() -> None:
        with engine.connect() as conn:
            if at_head(conn):
                return
            # without a version table Alembic's revision is None: not the head
            if has_version_table(conn) and current_revision(conn) == head_revision():
                return
        with engine.begin() as conn:
            _take_lock(conn)
            # a new SQLite store gets the migrations' outcome in one step (store.fresh)
            if conn.dialect.name != "sqlite" or not create_sqlite_schema(conn):
                upgrade(conn)

    retry_busy(migrate)
