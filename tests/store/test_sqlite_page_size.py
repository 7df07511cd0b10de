"""SQLite stores get 16 KiB pages when they are created; a store made with another page
size keeps it, and reads and writes as before (the page size is fixed at creation)."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime
from pathlib import Path

from newsfold.models import Page
from newsfold.store import open_store
from newsfold.store.connect import SQLITE_PAGE_SIZE

T0 = datetime(2024, 4, 9, 8, tzinfo=UTC)


def _pragma(path: Path, name: str) -> object:
    with sqlite3.connect(path) as conn:
        return conn.execute(f"PRAGMA {name}").fetchone()[0]


def test_a_new_store_has_the_larger_pages_in_wal_mode(tmp_path: Path) -> None:
    path = tmp_path / "new.db"
    open_store(f"sqlite:///{path}").close()
    assert SQLITE_PAGE_SIZE == 16384
    assert _pragma(path, "page_size") == SQLITE_PAGE_SIZE
    assert _pragma(path, "journal_mode") == "wal"


def test_a_store_made_with_other_pages_keeps_them_and_works(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    with sqlite3.connect(path) as conn:  # as SQLite (and newsfold before) made them
        conn.execute("PRAGMA page_size=4096")
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("CREATE TABLE before_newsfold (x INTEGER)")
    body = b"<html><body><p>" + b"word " * 20_000 + b"</p></body></html>"  # overflow pages
    page = Page(url="https://outlet.example/a", body=body, fetched_at=T0)
    with open_store(f"sqlite:///{path}") as store:
        assert store.add_pages([page]) == (1, 0)
        assert store.load_page(page.id).body == body
    assert _pragma(path, "page_size") == 4096
    assert _pragma(path, "journal_mode") == "wal"
