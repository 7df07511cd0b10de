"""Run the Alembic migrations that ship inside the package.

The store migrates itself on open, so a user never runs Alembic by hand; the
migration scripts live in ``newsfold/store/migrations`` and are found through
the package, not a working-directory ``alembic.ini``.
"""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from sqlalchemy import Connection

__all__ = ["alembic_config", "upgrade"]

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
