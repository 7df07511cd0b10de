"""Folding a whole set of articles in memory, as ``newsfold fold`` does.

The same decisions as ingest makes for the same articles: they are folded in
:func:`~newsfold.fold.order.fold_key` order, whatever order they come in, and
each record reads the final state of its story (a story can get its original,
or be found to follow another, after an article was decided). One function
for the command line, the demo and the benchmarks, so all three score the
same batch path.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from newsfold.fold.folder import Folder
from newsfold.fold.index import Assignment, MemoryFoldIndex, final_relation
from newsfold.fold.order import fold_key
from newsfold.models import Article

__all__ = ["fold_record", "fold_records"]

#: Articles fingerprinted together (vectorised); folding stays one by one.
FINGERPRINT_BATCH = 256


def fold_records(
    articles: Sequence[Article],
    folder: Folder,
    *,
    progress: Callable[[int], None] | None = None,
) -> list[dict[str, Any]]:
    """Fold ``articles`` with ``folder`` (over a :class:`MemoryFoldIndex`) in key order;
    return one ``newsfold fold`` record per article, in input order (an id given
    twice keeps its last article). ``progress(n)`` is called after each ``n`` folded."""
    index = folder.index
    if not isinstance(index, MemoryFoldIndex):
        raise TypeError("fold_records needs a folder over a MemoryFoldIndex")
    ordered = sorted({a.id: a for a in articles}.values(), key=fold_key)
    decided: dict[str, Assignment] = {}
    for start in range(0, len(ordered), FINGERPRINT_BATCH):
        chunk = ordered[start : start + FINGERPRINT_BATCH]
        for entry in folder.fingerprinter.fingerprint_many(chunk):
            decided[entry.article_id] = folder.fold_entry(entry)
        if progress:
            progress(len(chunk))
    members = Counter(a.story_id for a in decided.values())
    return [
        fold_record(index, decided[article_id], members)
        for article_id in dict.fromkeys(a.id for a in articles)
    ]


def fold_record(
    index: MemoryFoldIndex, assignment: Assignment, members: Counter[str]
) -> dict[str, Any]:
    """The ``newsfold fold`` record of one decision once folding is done: its final
    relation and the story it follows (``members``: articles per story)."""
    record = assignment.to_record()
    story = index.story(assignment.story_id)
    record["relation"] = final_relation(
        assignment.relation, assignment.article_id, story, members[assignment.story_id]
    ).value
    if story.follows:
        record["follows"] = story.follows
    else:
        record.pop("follows", None)
    return record
