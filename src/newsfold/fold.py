"""Story assignment: is this article a copy, a revision, a follow-up, or new?

Every candidate is confirmed against the story's *representative*, never
only against whichever member it happened to resemble, so a chain A~B~C of
gradually drifting texts cannot pull unrelated articles into one story.

Similarity here is the larger of the Jaccard estimate and the share of the
new article's shingles found in the representative (containment), so a copy
trimmed to its first paragraphs still meets its source. Decision, with the
thresholds from :class:`~newsfold.config.Settings`:

* same canonical URL, same text: a copy (the same page seen again);
* same canonical URL, different text: a revision of that story;
* same normalised body: a copy;
* similarity >= ``fold_high``: a copy;
* ``fold_low`` <= similarity < ``fold_high``: a copy flagged for review;
* a later article that repeats a good part of a story but adds much new text:
  a follow-up, its own story, linked with ``follows``;
* otherwise: a new story.

The representative is the earliest published member, unless a later one
comes from a source ranked ``rank_margin`` higher.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from datetime import datetime
from typing import Protocol

import numpy as np
import numpy.typing as npt
import xxhash

from newsfold.config import Settings
from newsfold.dedup.exact import body_key
from newsfold.dedup.minhash import MinHasher, estimate_containment, estimate_jaccard
from newsfold.models import Article, Relation
from newsfold.text import shingle_hashes, strip_syndication, tokens

__all__ = [
    "Assignment",
    "FoldEntry",
    "FoldIndex",
    "FoldStage",
    "Folder",
    "MemoryFoldIndex",
    "StoryState",
    "fingerprint",
    "paragraph_keys",
]

#: Share of a story a later article must repeat to count as its follow-up.
FOLLOW_UP_MIN_REPEAT = 0.2
#: Band number under which whole-paragraph keys are indexed. Sharing one
#: long paragraph makes two articles candidates even when their overall
#: Jaccard is far below the LSH threshold: that is how a trimmed copy or a
#: follow-up that repeats part of a story is found (containment).
PARAGRAPH_BAND = -1
#: Paragraphs shorter than this many tokens are too generic to index.
PARAGRAPH_MIN_TOKENS = 12
#: At most this many paragraph keys per article (the longest ones).
PARAGRAPH_MAX_KEYS = 40


@dataclass(slots=True)
class FoldEntry:
    """What the index remembers of one folded article."""

    article_id: str
    story_id: str
    canonical_url: str
    body_key: str
    signature: npt.NDArray[np.uint32]
    size: int
    published_at: datetime | None = None
    publisher: str | None = None
    rank: float = 0.0
    band_keys: list[int] = field(default_factory=list)
    paragraph_keys: list[int] = field(default_factory=list)

    def buckets(self) -> list[tuple[int, int]]:
        """``(band, key)`` pairs to index: LSH bands, then paragraphs under band -1."""
        pairs = list(enumerate(self.band_keys))
        pairs.extend((PARAGRAPH_BAND, key) for key in self.paragraph_keys)
        return pairs


@dataclass(slots=True)
class StoryState:
    """The part of a story the folder needs: its representative and link."""

    id: str
    representative_id: str
    follows: str | None = None


@dataclass(frozen=True, slots=True)
class Assignment:
    """The folder's decision for one article."""

    article_id: str
    story_id: str
    relation: Relation
    similarity: float
    review: bool = False
    follows: str | None = None
    compared_with: str | None = None
    new_representative: bool = False

    def to_record(self) -> dict[str, object]:
        """The ``newsfold fold`` output record."""
        record: dict[str, object] = {
            "id": self.article_id,
            "story_id": self.story_id,
            "relation": self.relation.value,
            "similarity": round(self.similarity, 4),
            "review": self.review,
        }
        if self.follows:
            record["follows"] = self.follows
        return record


class FoldIndex(Protocol):
    """Where the folder looks up earlier articles: memory or the store."""

    def find_url(self, canonical_url: str) -> FoldEntry | None: ...
    def find_body(self, key: str) -> FoldEntry | None: ...
    def candidates(self, buckets: list[tuple[int, int]]) -> list[FoldEntry]: ...
    def entry(self, article_id: str) -> FoldEntry: ...
    def story(self, story_id: str) -> StoryState: ...
    def add(self, entry: FoldEntry, assignment: Assignment) -> None: ...


class MemoryFoldIndex:
    """An in-process index for batch folding (``newsfold fold``)."""

    def __init__(self) -> None:
        self._entries: dict[str, FoldEntry] = {}
        self._urls: dict[str, str] = {}
        self._bodies: dict[str, str] = {}
        self._buckets: dict[tuple[int, int], list[str]] = {}
        self._stories: dict[str, StoryState] = {}

    def find_url(self, canonical_url: str) -> FoldEntry | None:
        """Latest article stored under this canonical URL."""
        found = self._urls.get(canonical_url)
        return self._entries[found] if found else None

    def find_body(self, key: str) -> FoldEntry | None:
        """First article with this normalised body."""
        found = self._bodies.get(key)
        return self._entries[found] if found else None

    def candidates(self, buckets: list[tuple[int, int]]) -> list[FoldEntry]:
        """Articles sharing at least one bucket."""
        ids: dict[str, None] = {}
        for band, key in buckets:
            for article_id in self._buckets.get((band, key), ()):
                ids.setdefault(article_id, None)
        return [self._entries[i] for i in ids]

    def entry(self, article_id: str) -> FoldEntry:
        """The entry of a stored article."""
        return self._entries[article_id]

    def story(self, story_id: str) -> StoryState:
        """The state of a stored story."""
        return self._stories[story_id]

    def add(self, entry: FoldEntry, assignment: Assignment) -> None:
        """Remember an article and apply its assignment to the story table."""
        self._entries[entry.article_id] = entry
        self._urls[entry.canonical_url] = entry.article_id
        self._bodies.setdefault(entry.body_key, entry.article_id)
        for bucket in entry.buckets():
            self._buckets.setdefault(bucket, []).append(entry.article_id)
        story = self._stories.get(assignment.story_id)
        if story is None:
            self._stories[assignment.story_id] = StoryState(
                assignment.story_id, entry.article_id, assignment.follows
            )
        elif assignment.new_representative:
            story.representative_id = entry.article_id


def fingerprint(
    article: Article, hasher: MinHasher, settings: Settings, rank: float = 0.0
) -> FoldEntry:
    """Exact key, MinHash signature and band keys of one article (story not yet known)."""
    paragraphs = strip_syndication(article.paragraphs)
    shingles = shingle_hashes("\n".join(paragraphs), settings.shingle_words, settings.shingle_chars)
    signature = hasher.signature(shingles)
    return FoldEntry(
        article_id=article.id,
        story_id="",
        canonical_url=article.canonical_url,
        body_key=body_key(article.paragraphs),
        signature=signature,
        size=int(shingles.size),
        published_at=article.published_at,
        publisher=article.publisher,
        rank=rank,
        band_keys=hasher.band_keys(signature),
        paragraph_keys=paragraph_keys(paragraphs),
    )


def paragraph_keys(paragraphs: list[str]) -> list[int]:
    """Signed 64-bit keys of the longest paragraphs' token sequences."""
    keyed: list[tuple[int, int]] = []
    for paragraph in paragraphs:
        toks = tokens(paragraph)
        if len(toks) >= PARAGRAPH_MIN_TOKENS:
            value = xxhash.xxh3_64_intdigest(" ".join(toks).encode("utf-8"))
            keyed.append((len(toks), value - (1 << 64) if value >= (1 << 63) else value))
    keyed.sort(key=lambda item: -item[0])
    return list(dict.fromkeys(key for _, key in keyed[:PARAGRAPH_MAX_KEYS]))


def _earlier(a: datetime | None, b: datetime | None) -> bool:
    return a is not None and (b is None or a < b)


class Folder:
    """Assigns articles to stories one at a time against a :class:`FoldIndex`."""

    def __init__(
        self, index: FoldIndex, settings: Settings | None = None, hasher: MinHasher | None = None
    ) -> None:
        self.settings = settings or Settings()
        self.index = index
        self.hasher = hasher or MinHasher(
            self.settings.num_perm, self.settings.bands, self.settings.seed
        )

    def _takes_over(self, entry: FoldEntry, representative: FoldEntry) -> bool:
        margin = 1.0 + self.settings.rank_margin
        if representative.rank > 0 and entry.rank >= representative.rank * margin:
            return True
        if entry.rank > 0 and representative.rank >= entry.rank * margin:
            return False
        return _earlier(entry.published_at, representative.published_at)

    def _join(
        self,
        entry: FoldEntry,
        story_id: str,
        relation: Relation,
        similarity: float,
        review: bool,
        compared: str,
    ) -> Assignment:
        story = self.index.story(story_id)
        representative = self.index.entry(story.representative_id)
        entry.story_id = story_id
        if relation is Relation.REVISION:
            # The newest text of the representative's URL stands for the story.
            takes_over = representative.canonical_url == entry.canonical_url
        else:
            takes_over = self._takes_over(entry, representative)
        assignment = Assignment(
            entry.article_id,
            story_id,
            relation,
            similarity,
            review,
            compared_with=compared,
            new_representative=takes_over,
        )
        self.index.add(entry, assignment)
        return assignment

    def _new_story(self, entry: FoldEntry, follows: str | None, similarity: float) -> Assignment:
        entry.story_id = f"s-{entry.article_id}"
        relation = Relation.FOLLOW_UP if follows else Relation.REPRESENTATIVE
        assignment = Assignment(
            entry.article_id,
            entry.story_id,
            relation,
            similarity if follows else 1.0,
            follows=follows,
            new_representative=True,
        )
        self.index.add(entry, assignment)
        return assignment

    def similarity(self, new: FoldEntry, old: FoldEntry) -> tuple[float, float, float]:
        """(similarity, share of ``new`` in ``old``, share of ``old`` in ``new``)."""
        jaccard = estimate_jaccard(new.signature, old.signature)
        new_in_old = estimate_containment(jaccard, new.size, old.size)
        old_in_new = estimate_containment(jaccard, old.size, new.size)
        return max(jaccard, new_in_old), new_in_old, old_in_new

    def fold(self, article: Article, rank: float = 0.0) -> Assignment:
        """Assign one article, update the index, and return the decision."""
        entry = fingerprint(article, self.hasher, self.settings, rank)
        return self.fold_entry(entry)

    def fold_entry(self, entry: FoldEntry) -> Assignment:
        """Assign an already fingerprinted article."""
        same_url = self.index.find_url(entry.canonical_url) if entry.canonical_url else None
        if same_url is not None:
            story = self.index.story(same_url.story_id)
            rep = self.index.entry(story.representative_id)
            if same_url.body_key == entry.body_key:
                return self._join(entry, story.id, Relation.COPY, 1.0, False, rep.article_id)
            sim = self.similarity(entry, rep)[0] if rep.article_id != same_url.article_id else 1.0
            return self._join(entry, story.id, Relation.REVISION, sim, False, rep.article_id)

        same_body = self.index.find_body(entry.body_key)
        if same_body is not None:
            story = self.index.story(same_body.story_id)
            return self._join(entry, story.id, Relation.COPY, 1.0, False, story.representative_id)

        best: tuple[float, float, float, StoryState] | None = None
        seen_stories: set[str] = set()
        for candidate in self.index.candidates(entry.buckets()):
            if candidate.story_id in seen_stories:
                continue
            seen_stories.add(candidate.story_id)
            story = self.index.story(candidate.story_id)
            rep = self.index.entry(story.representative_id)
            sim, new_in_old, old_in_new = self.similarity(entry, rep)
            if best is None or sim > best[0]:
                best = (sim, new_in_old, old_in_new, story)

        if best is not None:
            sim, new_in_old, old_in_new, story = best
            rep = self.index.entry(story.representative_id)
            if sim >= self.settings.fold_high:
                return self._join(entry, story.id, Relation.COPY, sim, False, rep.article_id)
            if sim >= self.settings.fold_low:
                return self._join(entry, story.id, Relation.COPY, sim, True, rep.article_id)
            later = not _earlier(entry.published_at, rep.published_at)
            if later and old_in_new >= FOLLOW_UP_MIN_REPEAT and entry.size > rep.size * 0.5:
                return self._new_story(entry, story.id, sim)
        return self._new_story(entry, None, 0.0)


class FoldStage:
    """Stage wrapper: articles in, assignments out, in input order."""

    def __init__(self, folder: Folder) -> None:
        self.folder = folder

    def run(self, articles: Iterable[tuple[Article, float]]) -> Iterator[Assignment]:
        """Fold each ``(article, source rank)`` pair in turn."""
        for article, rank in articles:
            yield self.folder.fold(article, rank)
