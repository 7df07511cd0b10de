"""The store: one SQLAlchemy Core schema over SQLite (default) or PostgreSQL."""

from newsfold.store.sql import Store, StoryRow, open_store

__all__ = ["Store", "StoryRow", "open_store"]
