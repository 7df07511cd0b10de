"""The order articles are folded in: what the pages say, never when they arrived.

Folding is incremental (each article is decided against everything folded
before it), so the order decides the stories. Ordering by arrival (the clock
time of ingestion, or row insertion) made the same pages give other stories
from one run to the next, from one backend to another, and from WARC to
JSONL. Every path folds in the order of :func:`fold_key` instead:

1. publication time (the fetch time when the page states none): an original
   comes before its copies, revisions and follow-ups;
2. modification time (the publication time when none): versions of one URL in
   the order they were written;
3. fetch time: versions that state no modification, in the order fetched;
4. the article id (content-derived for pages read from WARC or HTML files,
   given for JSONL records): a total order.

Articles with no time at all come last. Keys are fixed-width ASCII, so they
compare the same as strings in Python, SQLite (binary) and PostgreSQL
(``COLLATE "C"``).
"""

from __future__ import annotations

from datetime import UTC, datetime

from newsfold.models import Article

__all__ = ["NO_TIME", "fold_key", "key_for", "time_key"]

#: Stands for a missing time: after every real instant (``9`` > any year digit).
NO_TIME = "99999999T999999.999999"


def time_key(value: datetime | None) -> str:
    """A fixed-width UTC stamp that sorts as the instant does (microseconds kept)."""
    if value is None:
        return NO_TIME
    v = value.astimezone(UTC)
    # spelt out: strftime("%Y") does not pad years before 1000 on every platform
    return (
        f"{v.year:04d}{v.month:02d}{v.day:02d}T{v.hour:02d}{v.minute:02d}{v.second:02d}"
        f".{v.microsecond:06d}"
    )


def fold_key(article: Article) -> str:
    """The key :mod:`newsfold.fold` orders ``article`` by (see the module docstring)."""
    return key_for(article.published_at, article.modified_at, article.fetched_at, article.id)


def key_for(
    published: datetime | None, modified: datetime | None, fetched: datetime | None, ident: str
) -> str:
    """:func:`fold_key` from the four values (for rows read without an Article)."""
    published = published or fetched
    modified = modified or published
    return "|".join((time_key(published), time_key(modified), time_key(fetched), ident))
