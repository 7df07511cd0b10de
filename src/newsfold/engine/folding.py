"""Folding in memory, in key order: each component under Spark, and the fold step of
every path.

Folding is incremental: each article is decided against everything folded
before it, so every path folds in :func:`~newsfold.fold.order.fold_key` order
and reads the final relations only once all are folded (a story can get its
original, or be found to follow another, later). This module is that one
sequence: ``newsfold fold`` folds a whole file with
:func:`newsfold.fold.batch.fold_records`, the local executor runs
:func:`fold_entries` inside its store transactions, and the Spark executor
runs :func:`fold_in_order` once per connected component and writes the same
records (:func:`~newsfold.fold.batch.fold_record`), so the stories are the
same on every path.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from newsfold.config import Settings
from newsfold.fold import Assignment, FoldEntry, Folder, MemoryFoldIndex, Method
from newsfold.fold.batch import fold_record
from newsfold.fold.index import final_relation
from newsfold.models import Article, BadRecord

__all__ = [
    "MemoryFold",
    "article_or_skip",
    "fold_entries",
    "fold_in_order",
    "memory_folder",
]

#: Articles fingerprinted together before they are folded one by one.
CHUNK = 256


def article_or_skip(obj: Mapping[str, Any] | BadRecord) -> Article | str:
    """The article of one fold input record, or why it is skipped: an unreadable line,
    an extract error record, a record without ``id``, a field of the wrong type."""
    if isinstance(obj, BadRecord):
        return f"{obj.kind}: {obj.message}"
    if "error" in obj:
        return "an extract error record"
    if "id" not in obj:
        return "no id"
    try:
        return Article.from_record(obj)
    except (ValueError, TypeError) as exc:
        return str(exc) or type(exc).__name__


def fold_entries(folder: Folder, entries: Iterable[FoldEntry]) -> list[Assignment]:
    """Fold fingerprinted articles one after the other, each against all before it."""
    return [folder.fold_entry(entry) for entry in entries]


def memory_folder(settings: Settings, method: Method = "minhash") -> Folder:
    """A :class:`Folder` over a fresh :class:`MemoryFoldIndex`."""
    return Folder(MemoryFoldIndex(), settings, method=method)


@dataclass(slots=True)
class MemoryFold:
    """What folding in memory decided: the index (final story states) and, per article,
    its decision (an id seen twice keeps the later one)."""

    index: MemoryFoldIndex
    decided: dict[str, Assignment] = field(default_factory=dict)
    _members: Counter[str] | None = None

    @property
    def members(self) -> Counter[str]:
        """Articles per story, once folding is done."""
        if self._members is None:
            self._members = Counter(a.story_id for a in self.decided.values())
        return self._members

    def record(self, article_id: str) -> dict[str, Any]:
        """The ``newsfold fold`` output record of an article (:func:`fold_record`)."""
        return fold_record(self.index, self.decided[article_id], self.members)

    def story_fields(self, article_id: str) -> dict[str, Any]:
        """The story fields of an article's export record, as the store's export reads them."""
        assignment = self.decided[article_id]
        story = self.index.story(assignment.story_id)
        relation = final_relation(
            assignment.relation, article_id, story, self.members[assignment.story_id]
        )
        return {
            "story_id": assignment.story_id,
            "relation": relation.value,
            "similarity": assignment.similarity,
            "review": assignment.review,
            "follows": story.follows,
        }

    def related(self) -> dict[str, list[str]]:
        """Per story, the stories event links relate it to (both ways, sorted), as the
        store links them (one link per pair, whichever article found it)."""
        out: dict[str, set[str]] = {}
        for assignment in self.decided.values():
            for other in assignment.related:
                out.setdefault(assignment.story_id, set()).add(other)
                out.setdefault(other, set()).add(assignment.story_id)
        return {story: sorted(others) for story, others in out.items()}


def fold_in_order(folder: Folder, entries: Iterable[FoldEntry]) -> dict[str, Assignment]:
    """Fold ``entries`` (already in key order) and return the decision per article id."""
    decided: dict[str, Assignment] = {}
    for entry in entries:
        decided[entry.article_id] = folder.fold_entry(entry)
    return decided
