"""Run the Alembic migrations that ship inside the package.

The store migrates itself on open, so a user never runs Alembic by hand; the
migration scripts live in ``newsfold/store/migrations`` and are found through
the package, not a working-directory ``alembic.ini``.

Alembic is imported only to migrate or to read an unusual version table: a store
already at :data:`HEAD_REVISION` (every open but a store's first) is recognised by
:func:`at_head` with two statements (does the version table exist, what does it
hold), where importing Alembic and reading its scripts
cost about 0.08 s of CPU per process.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Final

from sqlalchemy import Connection, inspect, text

if TYPE_CHECKING:
    from alembic.config import Config

__all__ = [
    "HEAD_REVISION",
    "alembic_config",
    "at_head",
    "current_revision",
    "has_version_table",
    "head_revision",
    "upgrade",
]

_MIGRATIONS = Path(__file__).with_name("migrations")
#: The newest revision of the packaged migrations, as :func:`head_revision` reads it from
#: the scripts (``tests/foundation/test_migrations.py`` checks the two agree).
HEAD_REVISION: Final = "page_bodies"
#: Alembic's version table (its default name; the migrations' env.py keeps it).
_VERSION_TABLE: Final = "alembic_version"


def alembic_config(connection: Connection | None = None) -> Config:
    """An Alembic config pointing at the packaged migrations."""
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(_MIGRATIONS))
    if connection is not None:
        config.attributes["connection"] = connection
    return config


def upgrade(connection: Connection) -> None:
    """Bring the database on ``connection`` to the newest schema."""
    from alembic import command

    command.upgrade(alembic_config(connection), "head")


def head_revision() -> str | None:
    """The newest revision the packaged migrations know."""
    from alembic.script import ScriptDirectory

    return ScriptDirectory.from_config(alembic_config()).get_current_head()


def current_revision(connection: Connection) -> str | None:
    """The revision the database on ``connection`` is at (None: no schema yet)."""
    from alembic.runtime.migration import MigrationContext

    return MigrationContext.configure(connection).get_current_revision()


def has_version_table(connection: Connection) -> bool:
    """Whether the database on ``connection`` has Alembic's version table (without it,
    :func:`current_revision` is None: no schema yet)."""
    return inspect(connection).has_table(_VERSION_TABLE)


def at_head(connection: Connection) -> bool:
    """Whether the database on ``connection`` is at :data:`HEAD_REVISION`: its version
    table holds that one revision, as :func:`current_revision` would read it. False
    says only "not certainly": the caller asks Alembic then."""
    if not has_version_table(connection):
        return False
    rows = connection.execute(text(f"SELECT version_num FROM {_VERSION_TABLE}")).all()
    return [tuple(row) for row in rows] == [(HEAD_REVISION,)]
