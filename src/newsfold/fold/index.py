"""Where the folder looks up earlier articles: the protocol and the in-memory index.

The persistent index with the same behaviour lives in
:mod:`newsfold.store.index`; both rank candidate stories the same way (most
shared buckets first, then story id), so batch folding and incremental
ingest make the same decisions for the same input order.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Protocol

from newsfold.fold.buckets import pairs_of
from newsfold.fold.entry import FoldEntry
from newsfold.fold.spread import Spread, spread_of
from newsfold.models import Relation
from newsfold.native import load

if TYPE_CHECKING:
    from newsfold.native._bucketindex import BucketIndex

__all__ = [
    "BUCKET_WEIGHT",
    "MAX_BUCKET_ARTICLES",
    "MAX_CANDIDATE_STORIES",
    "Assignment",
    "FoldIndex",
    "MemoryFoldIndex",
    "StoryState",
    "add_capped",
    "final_relation",
    "rank_candidates",
    "rank_held",
    "weigh_buckets",
]

#: At most this many candidate stories are confirmed per article (those
#: sharing the most buckets), which bounds the work of one lookup.
MAX_CANDIDATE_STORIES = 24
#: A bucket holds at most this many articles, the first to land in it. A
#: passage shared by more is boilerplate, or a story already reachable through
#: its first members; the cap keeps every lookup bounded however large the
#: store grows (both indexes apply it the same way).
MAX_BUCKET_ARTICLES = 32

#: The C bucket index (``newsfold.native._bucketindex``), or None: the dicts below.
_bucketindex = load("_bucketindex")


@dataclass(slots=True)
class StoryState:
    """The part of a story the folder needs: its representative and link.

    ``representative_id`` is the text the story is compared by and shown with
    (the newest revision of its original's URL); ``origin_id`` is its original
    report (the earliest, or best-ranked, publication): they differ only after
    a revision of the original took the representative's place, and the origin
    is the member whose relation reads ``representative`` (or ``follow_up``).
    """

    id: str
    representative_id: str
    follows: str | None = None
    origin_id: str = ""

    def __post_init__(self) -> None:
        if not self.origin_id:
            self.origin_id = self.representative_id

    def take_over(self, article_id: str, relation: Relation) -> None:
        """``article_id`` becomes the representative (and, unless it is a revision
        of the original, the origin too)."""
        self.representative_id = article_id
        if relation is not Relation.REVISION:
            self.origin_id = article_id


def final_relation(
    relation: Relation | str, article_id: str, story: StoryState, n_members: int
) -> Relation:
    """What an article is to its story once folding is done, as the export and
    ``newsfold fold`` print it.

    The relation decided when the article was folded can be overtaken: a story
    opened by a copy gets its original later (a late original, or a better
    ranked source), which then reads ``representative`` while the copy that
    opened it reads ``copy``. The origin of a story that follows another reads
    ``follow_up``; alone in its story, a representative reads ``unique``.
    """
    relation = Relation(relation)
    if article_id == story.origin_id:
        if story.follows:
            return Relation.FOLLOW_UP
        return Relation.UNIQUE if n_members == 1 else Relation.REPRESENTATIVE
    if relation in (Relation.REPRESENTATIVE, Relation.FOLLOW_UP, Relation.UNIQUE):
        return Relation.COPY  # opened the story, no longer its origin
    return relation


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
    #: Cosine similarity of the gists when the semantic check re-ranked the candidates.
    semantic: float | None = None
    #: Stories reporting the same event in other words (event links, for review).
    related: tuple[str, ...] = ()

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
        if self.semantic is not None:
            record["semantic"] = round(self.semantic, 4)
        if self.related:
            record["related"] = list(self.related)
        return record


class FoldIndex(Protocol):
    """Where the folder looks up earlier articles: memory or the store."""

    def find_url(self, canonical_url: str) -> FoldEntry | None: ...
    def find_body(self, key: str) -> FoldEntry | None: ...
    def candidate_stories(self, buckets: Sequence[tuple[int, int]]) -> list[str]: ...
    def entry(self, article_id: str) -> FoldEntry: ...
    def story(self, story_id: str) -> StoryState: ...
    def add(self, entry: FoldEntry, assignment: Assignment) -> None: ...
    def spread(self, story_id: str) -> Spread: ...
    def link_follow_up(self, story_id: str, follows: str) -> None: ...
    def representatives(self, story_ids: list[str]) -> dict[str, tuple[StoryState, FoldEntry]]: ...
    def gist(self, article_id: str) -> str: ...


#: Weight of a shared bucket held by one story; by ``n`` stories it is ``BUCKET_WEIGHT // n``
#: (2520 is divisible by 1..10, so the sums are exact integers in every index).
BUCKET_WEIGHT = 2520


def weigh_buckets(
    buckets: Iterable[tuple[int, int]],
    held: Callable[[tuple[int, int]], Mapping[str, int] | None],
) -> tuple[dict[str, int], dict[str, int]]:
    """Weighted number of shared buckets per story, and its recency, in one pass.

    ``held(bucket)`` gives the stories in a bucket, each with the sequence number
    of its latest article there. A bucket counts ``1/n`` when ``n`` stories are
    in it: passages from a common source (quotes, boilerplate, background) land
    in buckets that many stories share; a bucket only one or two stories hold (a
    band of a near-identical text, a lead paragraph repeated by a follow-up) says
    much more, so it weighs more, like inverse document frequency. The recency
    of a story is the largest sequence number among the shared buckets. Both
    indexes rank through this function, so they rank alike.
    """
    scores: dict[str, int] = {}
    recency: dict[str, int] = {}
    for bucket in dict.fromkeys(buckets):
        stories = held(bucket)
        if not stories:
            continue
        weight = BUCKET_WEIGHT // len(stories)
        for story_id, seq in stories.items():
            scores[story_id] = scores.get(story_id, 0) + weight
            if seq > recency.get(story_id, 0):
                recency[story_id] = seq
    return scores, recency


def rank_candidates(counts: Mapping[str, int], recency: Mapping[str, int]) -> list[str]:
    """Story ids by weighted shared buckets (:func:`weigh_buckets`, most first), then
    recency, then id.

    ``recency`` is, per story, the largest insertion sequence number of its
    articles found in the shared buckets: among equally supported stories the
    most recently seen come first, because a new report continues recent news
    far more often than old news, and only :data:`MAX_CANDIDATE_STORIES` are kept.
    """
    # At scale a lookup finds hundreds of stories and keeps 24. Sorting the bare
    # weights (in C) gives the 24th best; only stories at or above it can be kept,
    # and only those get a full key (3x faster than heapq.nsmallest with a key
    # function, same order: ties at that weight are all kept and ordered).
    n = MAX_CANDIDATE_STORIES
    if len(counts) > n:
        floor = sorted(counts.values(), reverse=True)[n - 1]
        keys = [(-w, -recency[s], s) for s, w in counts.items() if w >= floor]
    else:
        keys = [(-w, -recency[s], s) for s, w in counts.items()]
    keys.sort()
    return [story for _, _, story in keys[:n]]


def add_capped(
    buckets: Iterable[tuple[int, int]],
    story_id: str,
    seq: int,
    sizes: dict[tuple[int, int], int],
    held: dict[tuple[int, int], dict[str, int]],
) -> list[tuple[int, int]]:
    """Count an article in each of its distinct buckets that holds fewer than
    :data:`MAX_BUCKET_ARTICLES` (its story's sequence number there becomes
    ``seq``), and return those buckets: both indexes cap buckets through this,
    and the store writes a row for each bucket returned."""
    counted = []
    for bucket in dict.fromkeys(buckets):
        n = sizes.get(bucket, 0)
        if n < MAX_BUCKET_ARTICLES:
            sizes[bucket] = n + 1
            stories = held.get(bucket)
            if stories is None:
                held[bucket] = {story_id: seq}
            else:
                stories[story_id] = seq
            counted.append(bucket)
    return counted


def rank_held(
    buckets: Sequence[tuple[int, int]], held: dict[tuple[int, int], dict[str, int]]
) -> list[str]:
    """``rank_candidates(*weigh_buckets(buckets, held.get))``, in C where it is built.

    For the store index, whose view of the buckets it has read is a dict of
    dicts: as the store grows its buckets fill up towards their cap, and this
    loop over their stories was what grew most in an incremental fold (0.26 ms
    an article at 5,000 articles, 0.79 ms at 100,000, in Python).
    """
    if _bucketindex is not None:
        ranked: list[str] = _bucketindex.rank_held(
            buckets, held, BUCKET_WEIGHT, MAX_CANDIDATE_STORIES
        )
        return ranked
    return rank_candidates(*weigh_buckets(buckets, held.get))


class MemoryFoldIndex:
    """An in-process index for batch folding (``newsfold fold``).

    The buckets live in the C :class:`~newsfold.native._bucketindex.BucketIndex`
    when it is built: indexing and ranking ~110 buckets an article through
    dicts of dicts was the largest single cost of folding (~0.3 ms an article)
    and took ~350 bytes a bucket; the C table ranks identically (``tests/native``
    folds the simulated news both ways) in a fraction of the time and memory.
    It knows stories by number, so the index numbers story ids in order of
    first appearance. Without it (not built, ``NEWSFOLD_PURE_PYTHON=1``) the
    dicts hold the buckets and :func:`weigh_buckets` ranks them, as the store
    index does.
    """

    def __init__(self) -> None:
        self._entries: dict[str, FoldEntry] = {}
        self._urls: dict[str, str] = {}
        self._bodies: dict[str, str] = {}
        # bucket -> story -> sequence number of that story's latest article in the bucket
        self._buckets: dict[tuple[int, int], dict[str, int]] = {}
        self._seq = 0
        self._sizes: Counter[tuple[int, int]] = Counter()
        # The C index (the dicts above stay empty), with story ids by number.
        self._native: BucketIndex | None = (
            None
            if _bucketindex is None
            else _bucketindex.BucketIndex(MAX_BUCKET_ARTICLES, BUCKET_WEIGHT)
        )
        self._story_numbers: dict[str, int] = {}
        self._story_ids: list[str] = []
        self._stories: dict[str, StoryState] = {}
        self._members: dict[str, list[tuple[str | None, datetime | None]]] = {}
        self._last: FoldEntry | None = None

    def __len__(self) -> int:
        return len(self._entries)

    def find_url(self, canonical_url: str) -> FoldEntry | None:
        """Latest article stored under this canonical URL."""
        found = self._urls.get(canonical_url)
        return self._entries[found] if found else None

    def find_body(self, key: str) -> FoldEntry | None:
        """First article with this normalised body."""
        found = self._bodies.get(key)
        return self._entries[found] if found else None

    def candidate_stories(self, buckets: Sequence[tuple[int, int]]) -> list[str]:
        """Stories with a member in at least one of the buckets (see :func:`rank_candidates`)."""
        native = self._native
        if native is None:
            return rank_candidates(*weigh_buckets(buckets, self._buckets.get))
        ids = self._story_ids
        return [ids[n] for n in native.candidates(pairs_of(buckets), MAX_CANDIDATE_STORIES)]

    def entry(self, article_id: str) -> FoldEntry:
        """The entry of a stored article."""
        return self._entries[article_id]

    def story(self, story_id: str) -> StoryState:
        """The state of a stored story."""
        return self._stories[story_id]

    def spread(self, story_id: str) -> Spread:
        """Spread figures of a stored story."""
        return spread_of(self._members.get(story_id, []))

    def representatives(self, story_ids: list[str]) -> dict[str, tuple[StoryState, FoldEntry]]:
        """State and representative entry of each story (one round trip in the store)."""
        out: dict[str, tuple[StoryState, FoldEntry]] = {}
        for story_id in story_ids:
            story = self._stories[story_id]
            out[story_id] = (story, self._entries[story.representative_id])
        return out

    def link_follow_up(self, story_id: str, follows: str) -> None:
        """Mark a stored story as a follow-up of another (replacing any earlier link)."""
        if story_id != follows:
            self._stories[story_id].follows = follows

    def gist(self, article_id: str) -> str:
        """Headline and lead of a stored article (for the semantic check)."""
        return self._entries[article_id].gist

    def stories(self) -> list[StoryState]:
        """Every story, in creation order."""
        return list(self._stories.values())

    def add(self, entry: FoldEntry, assignment: Assignment) -> None:
        """Remember an article and apply its assignment to the story table.

        The bucket keys of the article added before are dropped here: they are
        needed only while that article is folded (the buckets index it, and its
        lead keys are looked up once more after it is added), and they are about
        a third of what an entry holds, which bounds how many articles
        ``newsfold fold`` can keep in memory.
        """
        last = self._last
        if last is not None and last is not entry:
            last.band_keys = []
            last.probe_keys = []
            last.own_lead = None
            last.lookup = last.lead = None  # views of the same array
        self._last = entry
        self._entries[entry.article_id] = entry
        if entry.canonical_url:
            self._urls[entry.canonical_url] = entry.article_id
        self._bodies.setdefault(entry.body_key, entry.article_id)
        self._seq += 1
        seq, story_id = self._seq, assignment.story_id
        native = self._native
        if native is not None:
            number = self._story_numbers.get(story_id)
            if number is None:
                number = self._story_numbers[story_id] = len(self._story_ids)
                self._story_ids.append(story_id)
            native.add(pairs_of(entry.buckets()), number, seq)
        else:
            self._add_buckets(entry.buckets(), story_id, seq)
        self._members.setdefault(assignment.story_id, []).append(
            (entry.publisher, entry.published_at)
        )
        story = self._stories.get(assignment.story_id)
        if story is None:
            self._stories[assignment.story_id] = StoryState(
                assignment.story_id, entry.article_id, assignment.follows
            )
        elif assignment.new_representative:
            story.take_over(entry.article_id, assignment.relation)

    @property
    def _bucket_sizes(self) -> Mapping[tuple[int, int], int]:
        """Articles counted in each bucket (capped at :data:`MAX_BUCKET_ARTICLES`)."""
        return self._sizes if self._native is None else self._native.sizes()

    def _add_buckets(self, buckets: Sequence[tuple[int, int]], story_id: str, seq: int) -> None:
        """The dict path of :meth:`add` (what the C index does): :func:`add_capped`."""
        add_capped(buckets, story_id, seq, self._sizes, self._buckets)
