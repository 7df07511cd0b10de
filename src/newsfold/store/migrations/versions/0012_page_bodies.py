"""Page bodies in a table of their own

Revision ID: page_bodies
Revises: weblist
Create Date: 2026-12-04 20:00:00

A page's raw bytes (a zlib stream of some 40 KB, most of it in SQLite's
overflow pages) sat in the ``pages`` row beside its ``state``. Each page's
state changes twice in an ingest (pending -> extracted -> done), and SQLite
rewrites a row in place only when the new record has the old one's size: a
state of another length rewrote the row with its whole overflow chain, into
the write-ahead log and again at the checkpoint. Setting the 1,100
development pages to another state wrote 40 MB of WAL; storing them and
changing their states twice cost 0.164 ms of CPU a page with the bodies in
the rows and 0.073 ms with the bodies in ``page_bodies`` (``benchmarks/
README.md``, Session 14). PostgreSQL keeps large values out of line anyway
(TOAST); there the table costs one more insert a page and a join on reads.

``page_bodies`` holds a row for each page whose bytes the database holds (a
page archived in a WARC file, or pruned by retention, has none). The bodies
move with the upgrade; ``pages.body`` is dropped (SQLite 3.35 and later drop a
column in place; an older SQLite keeps the column, emptied, which the code
never reads). The upgrade runs in one transaction: on SQLite the bodies are copied
before the column goes, so the file and its write-ahead log grow to about twice the
bodies' size while it runs (a full disk fails it, rolled back, nothing lost), and the
old column's pages stay free in the file until ``VACUUM``.

Both directions look at the columns ``pages`` has, not at the SQLite version: a
store created by this release has no ``pages.body`` to empty or fill, and one
upgraded under an older SQLite keeps the emptied column wherever it is opened later.
"""

from __future__ import annotations

import sqlite3

import sqlalchemy as sa
from alembic import op

revision = "page_bodies"
down_revision = "weblist"
branch_labels = None
depends_on = None

#: The first SQLite that drops a column in place (``ALTER TABLE ... DROP COLUMN``).
_SQLITE_DROPS_COLUMNS = (3, 35, 0)


def _drops_in_place() -> bool:
    if op.get_bind().dialect.name != "sqlite":
        return True
    return sqlite3.sqlite_version_info >= _SQLITE_DROPS_COLUMNS


def _pages_has_body() -> bool:
    """Whether ``pages`` still has its ``body`` column (what this migration moves)."""
    return "body" in {c["name"] for c in sa.inspect(op.get_bind()).get_columns("pages")}


def upgrade() -> None:
    op.create_table(
        "page_bodies",
        sa.Column("page_id", sa.Text(), sa.ForeignKey("pages.id"), nullable=False),
        sa.Column("body", sa.LargeBinary(), nullable=False),
        sa.PrimaryKeyConstraint("page_id"),
    )
    if not _pages_has_body():  # pragma: no cover - a schema made without the column
        return
    op.execute(
        "INSERT INTO page_bodies (page_id, body) SELECT id, body FROM pages WHERE body IS NOT NULL"
    )
    if _drops_in_place():
        # not in a batch: a batch would copy ``pages`` into a new table and drop the
        # old one, which the articles' foreign keys forbid while SQLite enforces them
        op.drop_column("pages", "body")
    else:  # pragma: no cover - SQLite before 3.35
        op.execute("UPDATE pages SET body = NULL")


def downgrade() -> None:
    if not _pages_has_body():
        op.add_column("pages", sa.Column("body", sa.LargeBinary(), nullable=True))
    # only the pages whose body the new table holds: a body an older release wrote into
    # the kept column (SQLite before 3.35) stays
    op.execute(
        "UPDATE pages SET body = "
        "(SELECT page_bodies.body FROM page_bodies WHERE page_bodies.page_id = pages.id) "
        "WHERE id IN (SELECT page_id FROM page_bodies)"
    )
    op.drop_table("page_bodies")
