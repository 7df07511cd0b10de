"""newsfold: turn news web pages into a clean, deduplicated dataset of stories."""

from newsfold.config import Settings, load_settings
from newsfold.errors import NewsfoldError
from newsfold.models import Article, Page, Relation, Story, StoryMember

__version__ = "0.1.0"

__all__ = [
    "Article",
    "NewsfoldError",
    "Page",
    "Relation",
    "Settings",
    "Story",
    "StoryMember",
    "__version__",
    "load_settings",
]
