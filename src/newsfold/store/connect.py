"""Opening a store: the database URL, SQLite's connection settings, migrating to the
newest schema, and clear errors for a store that is missing or unreachable."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sqlalchemy import create_engine, event
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import ArgumentError, SQLAlchemyError

from newsfold.errors import StoreError
from newsfold.store.locking import migrate_locked
from newsfold.store.migrate import at_head, current_revision
from newsfold.store.schema import json_text
from newsfold.store.sql import Store

__all__ = ["SQLITE_PAGE_SIZE", "open_store"]

#: SQLite page cache per connection, KiB.
_SQLITE_CACHE_KIB = 256 * 1024
#: Page size of a new SQLite store, bytes (SQLite's default is 4096). A commit writes each
#: changed page to the WAL with two system calls (frame header, page), and a checkpoint
#: copies them again: an ingest of the 1,100 development pages made some 170,000 writes at
#: 4 KiB pages (page bodies of 40 KB span ten overflow pages each). At 16 KiB the kernel
#: time of that ingest fell from 0.8-1.0 to 0.5-0.7 CPU-s, with the same instructions in
#: the process (+0.3 %). A store's page size is fixed when it is created (WAL stores keep
#: it for good), so this applies to new stores only; older ones keep theirs and work as
#: before.
SQLITE_PAGE_SIZE = 16 * 1024


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    # first: switching a fresh file to WAL takes a lock that another process may hold
    cursor.execute("PRAGMA busy_timeout=30000")
    # before the switch to WAL, which writes a new file's header: without effect on a
    # store that exists
    cursor.execute(f"PRAGMA page_size={SQLITE_PAGE_SIZE}")
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    # The bucket index outgrows SQLite's default 2 MiB page cache early; folding
    # probes and extends it at random, so a larger cache saves reads.
    cursor.execute(f"PRAGMA cache_size=-{_SQLITE_CACHE_KIB}")
    cursor.close()


def _sqlite_file(url: URL) -> Path | None:
    """The file of a SQLite URL (None for an in-memory database)."""
    database = url.database or ""
    if database in ("", ":memory:") or url.query.get("mode") == "memory":
        return None
    if database.startswith("file:"):
        database = database[5:].split("?", 1)[0]
    return Path(database)


def _first_line(exc: SQLAlchemyError) -> str:
    text = str(getattr(exc, "orig", None) or exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__


def open_store(url: str, *, create: bool = True) -> Store:
    """Open the store at a SQLAlchemy URL, migrating it to the newest schema.

    With ``create`` (commands that write) a missing store is created; without
    it (commands that only read) a missing SQLite file, a missing database or
    a database without newsfold's schema is a :class:`StoreError` saying so,
    and nothing is created.
    """
    if "://" not in url:
        url = f"sqlite:///{url}"
    try:
        parsed = make_url(url)
    except ArgumentError as exc:
        raise StoreError(f"cannot read database URL {url!r}: {exc}") from exc
    shown = parsed.render_as_string(hide_password=True)
    if not create and parsed.get_backend_name() == "sqlite":
        path = _sqlite_file(parsed)
        if path is not None and not path.exists():
            raise StoreError(f"database {path} does not exist (run `newsfold ingest` first)")
    try:
        engine = create_engine(parsed, json_serializer=json_text)
        try:
            if engine.dialect.name == "sqlite":
                event.listen(engine, "connect", _sqlite_pragmas)
            if not create:
                with engine.connect() as conn:
                    if not at_head(conn) and current_revision(conn) is None:
                        raise StoreError(
                            f"{shown} holds no newsfold store (run `newsfold ingest` first)"
                        )
            migrate_locked(engine)
        except BaseException:
            # the pool's connections closed now (a SQLite file's WAL checkpointed and
            # removed), not left to the collector, which a finished command skips
            engine.dispose()
            raise
    except ModuleNotFoundError as exc:
        from newsfold.errors import MissingExtraError

        raise MissingExtraError("postgres", exc.name or "psycopg") from exc
    except SQLAlchemyError as exc:
        message = _first_line(exc)
        if "does not exist" in message:
            raise StoreError(f"database {shown} does not exist: {message}") from exc
        raise StoreError(f"cannot open store {shown}: {message}") from exc
    return Store(engine)
