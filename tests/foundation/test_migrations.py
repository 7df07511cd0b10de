"""The Alembic migrations build exactly the schema the code queries, on both backends."""

from __future__ import annotations

import importlib
import pkgutil
import subprocess
import sys
from pathlib import Path

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import create_engine, inspect, text

import newsfold.store
from newsfold.store import open_store
from newsfold.store.migrate import (
    HEAD_REVISION,
    at_head,
    current_revision,
    head_revision,
    upgrade,
)
from newsfold.store.schema import metadata


def _import_all_store_modules() -> None:
    for module in pkgutil.iter_modules(newsfold.store.__path__):
        if module.name != "migrations":
            importlib.import_module(f"newsfold.store.{module.name}")


def test_migrations_match_schema(db_url: str) -> None:
    _import_all_store_modules()
    engine = create_engine(db_url)
    try:
        with engine.begin() as conn:
            upgrade(conn)
            upgrade(conn)  # a second run is a no-op
            diff = compare_metadata(MigrationContext.configure(conn), metadata)
            tables = set(inspect(conn).get_table_names())
    finally:
        engine.dispose()
    assert diff == []
    assert {
        "pages",
        "articles",
        "stories",
        "story_members",
        "fingerprints",
        "lsh_buckets",
        "review_items",
        "runs",
        "alembic_version",
    } <= tables


def test_head_revision_constant_is_the_scripts_head() -> None:
    """``at_head`` compares with the constant: it must be the scripts' newest revision
    (a new migration changes both)."""
    assert head_revision() == HEAD_REVISION, (
        "after a new migration: set newsfold.store.migrate.HEAD_REVISION to its revision "
        "and write store/_sqlite_schema.py again (newsfold.store.fresh.write_schema_module())"
    )


def test_at_head_agrees_with_alembic(tmp_path: Path) -> None:
    engine = create_engine(f"sqlite:///{tmp_path / 'store.db'}")
    try:
        with engine.begin() as conn:
            assert not at_head(conn)
            assert current_revision(conn) is None
            upgrade(conn)
            assert at_head(conn)
            assert current_revision(conn) == HEAD_REVISION
            conn.execute(text("UPDATE alembic_version SET version_num = 'quality'"))
            assert not at_head(conn)
            assert current_revision(conn) == "quality"
            conn.execute(text(f"UPDATE alembic_version SET version_num = '{HEAD_REVISION}'"))
            assert at_head(conn)
            conn.execute(text("INSERT INTO alembic_version VALUES ('other')"))
            assert not at_head(conn)  # two rows: Alembic's to judge
    finally:
        engine.dispose()


def test_opening_a_store_at_head_imports_no_alembic(tmp_path: Path) -> None:
    """Every open but a store's first skips Alembic's import and scripts."""
    db = tmp_path / "store.db"
    open_store(f"sqlite:///{db}").close()
    code = (
        "import sys; from newsfold.store import open_store; "
        "open_store(sys.argv[1]).close(); open_store(sys.argv[1], create=False).close(); "
        "print(sorted(m for m in sys.modules if m.split('.')[0] == 'alembic'))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, f"sqlite:///{db}"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"
