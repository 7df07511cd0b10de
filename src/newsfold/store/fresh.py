"""A new SQLite store in one step: what the migrations leave in it, replayed.

Alembic builds a new store by importing itself (and Mako, and Pygments through
Mako), reading the eleven migration scripts and running them, the batch ones
copying tables: about 0.13 s of CPU, which a user's first ``newsfold ingest``
pays, and every test and benchmark run that opens a new store. What the
migrations leave in a new SQLite database is fixed: the statements in its
``sqlite_master`` (in their order) and a few rows (the version, the fold
state). :mod:`newsfold.store._sqlite_schema` holds them, written by
:func:`write_schema_module`, and an empty SQLite database is given them instead,
in the same locked transaction the migrations would run in
(:func:`newsfold.store.locking.migrate_locked`).

``tests/store/test_fresh_schema.py`` checks that a store made so has the schema
and rows of a migrated one: every table's columns in order, its constraints,
every index, the rows. Only the order of a table's foreign-key clauses and of its
indexes may differ, as it already differs between two migrated stores (Alembic's
batch mode copies them in the order of a set of objects: the text changes from
one run to the next, whatever the hash seed). A database that holds anything,
and every PostgreSQL database, is migrated by Alembic as before. After a new
migration the test fails until the file is written again::

    python -c "from newsfold.store.fresh import write_schema_module; write_schema_module()"
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, create_engine

from newsfold.store._sqlite_schema import ROWS, STATEMENTS
from newsfold.store.migrate import upgrade

__all__ = [
    "create_sqlite_schema",
    "migrate_sqlite",
    "migrated_sqlite_schema",
    "write_schema_module",
]

_MODULE = Path(__file__).with_name("_sqlite_schema.py")

Rows = tuple[tuple[str, tuple[str, ...], tuple[tuple[Any, ...], ...]], ...]


def create_sqlite_schema(conn: Connection) -> bool:
    """Give the SQLite database on ``conn`` the migrated schema and rows, if it is empty.

    Returns False, having done nothing, when the database holds any table or index:
    that one is Alembic's to migrate.
    """
    if conn.exec_driver_sql("SELECT count(*) FROM sqlite_master").scalar_one():
        return False
    for statement in STATEMENTS:
        conn.exec_driver_sql(statement)
    for table, columns, rows in ROWS:
        names = ", ".join(f'"{c}"' for c in columns)
        marks = ", ".join("?" for _ in columns)
        conn.exec_driver_sql(f'INSERT INTO "{table}" ({names}) VALUES ({marks})', list(rows))
    return True


def migrated_sqlite_schema(conn: Connection) -> tuple[tuple[str, ...], Rows]:
    """The statements and rows the migrations leave in the SQLite database on ``conn``.

    Statements in ``sqlite_master``'s order (each after what it refers to), those
    SQLite makes itself (a primary key's index) left out; rows of every table that
    has any.
    """
    statements = tuple(
        sql
        for (sql,) in conn.exec_driver_sql(
            "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY rowid"
        )
    )
    tables = [
        name
        for (name,) in conn.exec_driver_sql(
            "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY rowid"
        )
    ]
    rows = []
    for table in tables:
        result = conn.exec_driver_sql(f'SELECT * FROM "{table}"')
        columns = tuple(result.keys())
        found = tuple(sorted((tuple(row) for row in result), key=repr))
        if found:
            rows.append((table, columns, found))
    return statements, tuple(rows)


def migrate_sqlite(url: str = "sqlite://") -> tuple[tuple[str, ...], Rows]:
    """Migrate the SQLite database at ``url`` (in memory by default) to the head and
    return what it then holds (:func:`migrated_sqlite_schema`)."""
    engine = create_engine(url)
    try:
        with engine.begin() as conn:
            upgrade(conn)
            return migrated_sqlite_schema(conn)
    finally:
        engine.dispose()


def write_schema_module(path: Path = _MODULE) -> None:
    """Migrate an in-memory SQLite database and write what it holds to ``path``."""
    statements, rows = migrate_sqlite()
    lines = [
        "# ruff: noqa: E501",
        '"""What the migrations leave in a new SQLite store (see :mod:`newsfold.store.fresh`).',
        "",
        "Written by ``newsfold.store.fresh.write_schema_module()``; do not edit.",
        '"""',
        "",
        "from typing import Any, Final",
        "",
        "STATEMENTS: Final[tuple[str, ...]] = (",
        *(f"    {_literal(statement)}," for statement in statements),
        ")",
        "ROWS: Final[tuple[tuple[str, tuple[str, ...], tuple[tuple[Any, ...], ...]], ...]] = (",
        *(f"    {_literal(entry)}," for entry in rows),
        ")",
        "",
    ]
    path.write_text("\n".join(lines), encoding="utf-8")


def _literal(value: Any) -> str:
    """``value`` (strings, numbers, None, tuples of them) as Python source, strings
    quoted as ruff's formatter quotes them (double quotes, unless the text holds some)."""
    if isinstance(value, str):
        if '"' in value and "'" not in value:
            return repr(value)  # single quotes, nothing escaped
        return json.dumps(value)  # a JSON string is a Python string literal
    if isinstance(value, tuple):
        inner = ", ".join(_literal(v) for v in value)
        return f"({inner},)" if len(value) == 1 else f"({inner})"
    if value is None or isinstance(value, int | float):
        return repr(value)
    raise TypeError(f"no literal for {type(value).__name__}")
