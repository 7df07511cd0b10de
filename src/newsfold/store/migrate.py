"""Run the Alembic migrations that ship inside the package.

The store migrates itself on open, so a user never runs Alembic by hand; the
migration scripts live in ``newsfold/store/migrations`` and are found through
the package, not a working-directory ``alembic.ini``.
"""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Connection

__all__ = ["alembic_config", "current_revision", "head_revision", "upgrade"]

_MIGRATIONS = Path(__file__).with_name("migrations")


def alembic_config(connection: Connection | None = None) -> Config:
    """An Alembic config pointing at the packaged migrations."""
    config = Config()
    config.set_main_option("script_location", str(_MIGRATIONS))
    if connection is not None:
        config.attributes["connection"] = connection
    return config


def upgrade(connection: Connection) -> None:
    """Bring the database on ``connection`` to the newest schema."""
    command.upgrade(alembic_config(connection), "head")


def head_revision() -> str | None:
    """The newest revision the packaged migrations know."""
    return ScriptDirectory.from_config(alembic_config()).get_current_head()


def current_revision(connection: Connection) -> str | None:
    """The revision the database on ``connection`` is at (None: no schema yet)."""
    return MigrationContext.configure(connection).get_current_revision()
