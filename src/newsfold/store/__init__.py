"""The store: one SQLAlchemy Core schema over SQLite (default) or PostgreSQL."""

from newsfold.store import editorial as _editorial  # noqa: F401  (registers the editors' tables)
from newsfold.store import frontier as _frontier  # noqa: F401  (registers the crawl tables)
from newsfold.store.connect import open_store
from newsfold.store.sql import Store, StoryRow

__all__ = ["Store", "StoryRow", "open_store"]
