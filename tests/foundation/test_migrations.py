"""The Alembic migrations build exactly the schema the code queries, on both backends."""

from __future__ import annotations

import importlib
import pkgutil

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import create_engine, inspect

import newsfold.store
from newsfold.store.migrate import upgrade
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
