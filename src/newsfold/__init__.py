"""newsfold: turn news web pages into a clean, deduplicated dataset of stories."""

# First of all: whether the mypyc-compiled modules or their sources run (see newsfold.compiled).
from newsfold import compiled as _compiled

_compiled.install()

from newsfold.config import Settings, load_settings  # noqa: E402
from newsfold.errors import NewsfoldError  # noqa: E402
from newsfold.models import Article, Page, Relation, Story, StoryMember  # noqa: E402

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
