"""A new SQLite store made in one step (newsfold.store.fresh) equals one the migrations made.

The migrated schema's text is not itself fixed: Alembic's batch mode copies a table's
foreign keys and indexes in the order of a set of objects, so two migrations of empty
files write those clauses in different orders. Compared here: every statement with its
lines in any order, every table's columns in order (PRAGMA table_xinfo), every index's
columns in order, every row; only the order of constraint clauses and statements is
left out.
"""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

from sqlalchemy import create_engine

from newsfold.store import open_store
from newsfold.store._sqlite_schema import ROWS, STATEMENTS
from newsfold.store.fresh import migrate_sqlite
from newsfold.store.migrate import HEAD_REVISION, current_revision


def _lines(statement: str) -> tuple[str, ...]:
    return tuple(sorted(line.strip().rstrip(",").strip() for line in statement.splitlines()))


def _schema(path: Path) -> dict[str, Any]:
    """What a store's schema and rows are, less the order of clauses and statements."""
    conn = sqlite3.connect(path)
    try:
        master = conn.execute(
            "SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name"
        ).fetchall()
        tables = [name for kind, name, _, _ in master if kind == "table"]
        indexes = [name for kind, name, _, _ in master if kind == "index"]
        return {
            "master": [(k, n, t, _lines(sql) if sql else None) for k, n, t, sql in master],
            "columns": {t: conn.execute(f'PRAGMA table_xinfo("{t}")').fetchall() for t in tables},
            "foreign keys": {
                t: sorted(row[2:] for row in conn.execute(f'PRAGMA foreign_key_list("{t}")'))
                for t in tables
            },
            "indexes": {i: conn.execute(f'PRAGMA index_xinfo("{i}")').fetchall() for i in indexes},
            "index kinds": {
                t: sorted(row[1:] for row in conn.execute(f'PRAGMA index_list("{t}")'))
                for t in tables
            },
            "rows": {t: sorted(conn.execute(f'SELECT * FROM "{t}"').fetchall()) for t in tables},
        }
    finally:
        conn.close()


def _migrated(path: Path) -> None:
    migrate_sqlite(f"sqlite:///{path}")


def test_new_store_equals_a_migrated_one(tmp_path: Path) -> None:
    migrated, made = tmp_path / "migrated.db", tmp_path / "made.db"
    _migrated(migrated)
    open_store(f"sqlite:///{made}").close()
    want = _schema(migrated)
    assert _schema(made) == want
    assert want["rows"]["alembic_version"] == [(HEAD_REVISION,)]
    assert len(want["master"]) > 50  # the whole schema, not an empty one


def test_kept_schema_is_the_migrations_outcome(tmp_path: Path) -> None:
    """What _sqlite_schema holds, against a migration now (fails after a new migration
    until ``newsfold.store.fresh.write_schema_module()`` writes it again)."""
    statements, rows = migrate_sqlite(f"sqlite:///{tmp_path / 'migrated.db'}")
    again = "write store/_sqlite_schema.py again: newsfold.store.fresh.write_schema_module()"
    assert sorted(map(_lines, STATEMENTS)) == sorted(map(_lines, statements)), again
    assert rows == ROWS, again


def test_a_database_with_tables_is_migrated_by_alembic(tmp_path: Path) -> None:
    """Only an empty file is made in one step: anything else is Alembic's to judge."""
    path = tmp_path / "other.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE someone_elses (x INTEGER)")
    conn.close()
    open_store(f"sqlite:///{path}").close()
    conn = sqlite3.connect(path)
    try:
        names = {n for (n,) in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    finally:
        conn.close()
    assert {"someone_elses", "pages", "articles", "alembic_version"} <= names
    engine = create_engine(f"sqlite:///{path}")
    try:
        with engine.connect() as c:
            assert current_revision(c) == HEAD_REVISION
    finally:
        engine.dispose()


def test_new_store_imports_no_alembic(tmp_path: Path) -> None:
    code = (
        "import sys; from newsfold.store import open_store; "
        "s = open_store(sys.argv[1]); print(s.counts()['pages']); s.close(); "
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('alembic', 'mako')))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, f"sqlite:///{tmp_path / 'new.db'}"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split("\n")[:2] == ["0", "[]"]
