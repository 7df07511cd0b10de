"""Migration ``page_bodies``: a store written before it keeps every page's bytes (moved
out of ``pages`` into ``page_bodies``), on both backends, and reads them back."""

from __future__ import annotations

import sqlite3
import zlib
from datetime import UTC, datetime
from pathlib import Path

import pytest
from alembic import command
from sqlalchemy import Connection, create_engine, inspect, text

from newsfold.models import Page
from newsfold.store import open_store
from newsfold.store.migrate import alembic_config

T0 = datetime(2026, 5, 1, 8, 30, tzinfo=UTC)
STATES = ("pending", "done", "failed", "done")


def _pages() -> list[Page]:
    held = [
        Page(url=f"https://outlet.example/{i}", body=b"<p>page %d</p>" % i * 50, fetched_at=T0)
        for i in range(3)
    ]
    archived = Page(
        url="https://outlet.example/archived",
        body=b"<p>in a WARC file</p>",
        fetched_at=T0,
        warc_path="/archive/one.warc.gz",
        warc_offset=1234,
    )
    return [*held, archived]


def test_an_older_store_keeps_its_page_bodies(db_url: str) -> None:
    pages = _pages()
    engine = create_engine(db_url)
    try:
        with engine.begin() as conn:
            command.upgrade(alembic_config(conn), "weblist")  # the revision before
            for n, page in enumerate(pages):
                conn.execute(
                    text(
                        "INSERT INTO pages (id, url, status, headers, fetched_at, body, "
                        "warc_path, warc_offset, state, ingested_at) VALUES (:id, :url, 200, "
                        "'{}', :at, :body, :warc_path, :warc_offset, :state, :at)"
                    ),
                    {
                        "id": page.id,
                        "url": page.url,
                        "at": T0.replace(tzinfo=None),
                        "body": None if page.warc_path else zlib.compress(page.body),
                        "warc_path": page.warc_path,
                        "warc_offset": page.warc_offset,
                        "state": STATES[n],
                    },
                )
        with engine.begin() as conn:
            command.upgrade(alembic_config(conn), "head")
            columns = {c["name"] for c in inspect(conn).get_columns("pages")}
            moved = dict(conn.execute(text("SELECT page_id, body FROM page_bodies")).all())
            states = dict(conn.execute(text("SELECT id, state FROM pages")).all())
    finally:
        engine.dispose()
    assert "body" not in columns
    assert {i: zlib.decompress(b) for i, b in moved.items()} == {p.id: p.body for p in pages[:3]}
    assert states == dict(zip((p.id for p in pages), STATES, strict=True))
    with open_store(db_url, create=False) as store:
        read = store.load_pages([p.id for p in pages[:3]])
        assert [p.body for p in read] == [p.body for p in pages[:3]]
        assert [p.url for p in read] == [p.url for p in pages[:3]]
        assert store.add_pages(pages) == (0, 4)  # the same pages: nothing new


def test_a_downgrade_puts_the_bodies_back(db_url: str) -> None:
    pages = _pages()
    with open_store(db_url) as store:
        store.add_pages(pages)
    engine = create_engine(db_url)
    try:
        with engine.begin() as conn:
            command.downgrade(alembic_config(conn), "weblist")
            rows = dict(conn.execute(text("SELECT id, body FROM pages")).all())
            tables = set(inspect(conn).get_table_names())
    finally:
        engine.dispose()
    assert "page_bodies" not in tables
    assert {i: b and zlib.decompress(b) for i, b in rows.items()} == {
        p.id: None if p.warc_path else p.body for p in pages
    }


def _insert_old_way(conn: Connection, page: Page) -> None:
    """A page written as the release before the migration writes it (body in ``pages``)."""
    conn.execute(
        text(
            "INSERT INTO pages (id, url, status, headers, body, state, ingested_at) "
            "VALUES (:id, :url, 200, '{}', :body, 'pending', :at)"
        ),
        {"id": page.id, "url": page.url, "body": zlib.compress(page.body), "at": T0},
    )


def test_a_store_upgraded_by_an_older_sqlite_downgrades_without_loss(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # An SQLite before 3.35 cannot drop a column: the upgrade keeps ``pages.body``,
    # emptied. A process of the previous release may still write a page there; the
    # downgrade, wherever it runs, must keep that page's bytes and put the others back.
    url = f"sqlite:///{tmp_path / 'old.db'}"
    held, late = _pages()[0], Page(url="https://outlet.example/late", body=b"<p>late</p>" * 9)
    engine = create_engine(url)
    try:
        with engine.begin() as conn:
            command.upgrade(alembic_config(conn), "weblist")
            _insert_old_way(conn, held)
        with monkeypatch.context() as patched, engine.begin() as conn:
            patched.setattr(sqlite3, "sqlite_version_info", (3, 31, 1))
            command.upgrade(alembic_config(conn), "head")
            assert "body" in {c["name"] for c in inspect(conn).get_columns("pages")}
            assert conn.execute(text("SELECT body FROM pages")).scalar_one() is None
        with engine.begin() as conn:
            _insert_old_way(conn, late)
            command.downgrade(alembic_config(conn), "weblist")  # on this SQLite (3.35+)
            rows = dict(conn.execute(text("SELECT id, body FROM pages")).all())
    finally:
        engine.dispose()
    assert {i: zlib.decompress(b) for i, b in rows.items()} == {
        held.id: held.body,
        late.id: late.body,
    }


def test_a_store_made_new_downgrades_on_an_older_sqlite(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A store created by this release has no ``pages.body``, whatever SQLite made it:
    # the downgrade adds the column before filling it.
    url = f"sqlite:///{tmp_path / 'new.db'}"
    page = _pages()[0]
    with open_store(url) as store:
        store.add_pages([page])
    monkeypatch.setattr(sqlite3, "sqlite_version_info", (3, 31, 1))
    engine = create_engine(url)
    try:
        with engine.begin() as conn:
            command.downgrade(alembic_config(conn), "weblist")
            rows = dict(conn.execute(text("SELECT id, body FROM pages")).all())
    finally:
        engine.dispose()
    assert {i: zlib.decompress(b) for i, b in rows.items()} == {page.id: page.body}
