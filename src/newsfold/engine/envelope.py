"""The one item that flows through the engine: an :class:`Envelope`.

An envelope is made by a source around a page (or, for ``newsfold fold``, an
article read from a file), and every stage adds to it: the extract stage its
parsed content, the date stage its article, the fingerprint stage its fold
entry, the fold stage its assignment. A stage that fails on an item records a
:class:`Failure` on its envelope and passes it on; later stages skip failed
envelopes and sinks count them by kind. So a bad page never stops a run, and
the reason it failed travels with it to whatever reports it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from newsfold.models import Article, Page

if TYPE_CHECKING:
    from newsfold.extract import Content, SourceHints
    from newsfold.fold import Assignment, FoldEntry

__all__ = ["Envelope", "Failure"]


@dataclass(frozen=True, slots=True)
class Failure:
    """Why a stage could not handle an item: a machine-readable kind and a message."""

    stage: str
    kind: str
    message: str

    def to_record(self, item_id: str) -> dict[str, object]:
        """The error record of the JSONL outputs (``{"id", "error": {"kind", "message"}}``)."""
        return {"id": item_id, "error": {"kind": self.kind, "message": self.message}}


@dataclass(slots=True)
class Envelope:
    """One item (page, then article, then folded article) with its failures.

    ``ordinal`` is the item's position among the run's inputs, so outputs that
    keep input order (``newsfold extract``, ``newsfold fold``) can be written in
    it whatever order an executor handled the items in.
    """

    id: str
    ordinal: int = 0
    page: Page | None = None
    hints: SourceHints | None = None
    #: The parsed page between the extract and date stages (never leaves a process).
    content: Content | None = None
    article: Article | None = None
    #: The source's rank (``sources.yaml``), which folding weighs.
    rank: float = 0.0
    entry: FoldEntry | None = None
    assignment: Assignment | None = None
    failures: list[Failure] = field(default_factory=list)
    #: What a stage wants a sink to see beside the item (e.g. the export's story fields).
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def failed(self) -> bool:
        """Whether a stage failed on this item (later stages leave it alone)."""
        return bool(self.failures)

    @property
    def failure(self) -> Failure | None:
        """The first failure (the one that stopped the item), if any."""
        return self.failures[0] if self.failures else None

    def fail(self, stage: str, kind: str, message: str) -> Envelope:
        """Record a failure of ``stage`` and drop what the item held for later stages."""
        self.failures.append(Failure(stage, kind, message))
        self.content = None
        return self

    @classmethod
    def of_page(cls, page: Page, ordinal: int = 0, hints: SourceHints | None = None) -> Envelope:
        """An envelope around a page, with the source's rank when hints give one."""
        return cls(page.id, ordinal, page=page, hints=hints, rank=hints.rank if hints else 0.0)

    @classmethod
    def of_article(cls, article: Article, ordinal: int = 0, rank: float = 0.0) -> Envelope:
        """An envelope around an article read from a file (no page)."""
        return cls(article.id, ordinal, article=article, rank=rank)
