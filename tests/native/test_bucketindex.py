"""The C bucket index ranks exactly as the dicts of :class:`MemoryFoldIndex` do.

``newsfold.native._bucketindex.BucketIndex`` replaces the dict-of-dicts bucket
index of batch folding; its ``candidates`` must return what
``rank_candidates(*weigh_buckets(...))`` returns, in the same order, and its
``add`` must count and cap articles per bucket the same way. These tests fold
simulated news through both and compare every lookup and every assignment, and
compare the two on random adds and on edge cases.
"""

from __future__ import annotations

from random import Random
from typing import Any

import numpy as np
import pytest

from newsfold.fold import Folder, MemoryFoldIndex
from newsfold.fold.buckets import pairs_of
from newsfold.fold.entry import FoldEntry
from newsfold.fold.index import (
    BUCKET_WEIGHT,
    MAX_BUCKET_ARTICLES,
    MAX_CANDIDATE_STORIES,
    Assignment,
    rank_candidates,
    weigh_buckets,
)
from newsfold.native import load
from tests.fold.fold_helpers import fold_benchmark

_bucketindex = load("_bucketindex")
pytestmark = pytest.mark.skipif(_bucketindex is None, reason="the C bucket index is not built")

I64_MIN, I64_MAX = -(2**63), 2**63 - 1


def P(buckets: Any) -> Any:  # noqa: N802 (short: it wraps every call below)
    """(band, key) tuples as the int64 array the C index takes."""
    return pairs_of(list(buckets))


def _dict_index() -> MemoryFoldIndex:
    """A MemoryFoldIndex on the dict path (as without the C core)."""
    index = MemoryFoldIndex()
    index._native = None
    return index


class _Twin:
    """The C index and the dict path side by side (story ids are ``str(number)``)."""

    def __init__(self, max_articles: int = MAX_BUCKET_ARTICLES) -> None:
        assert _bucketindex is not None
        self.c = _bucketindex.BucketIndex(max_articles, BUCKET_WEIGHT)
        self.ref = _dict_index()
        self.max_articles = max_articles
        self.seq = 0

    def add(self, buckets: list[tuple[int, int]], story: int) -> None:
        self.seq += 1
        self.c.add(P(buckets), story, self.seq)
        if self.max_articles == MAX_BUCKET_ARTICLES:
            self.ref._add_buckets(buckets, str(story), self.seq)

    def candidates(
        self, buckets: list[tuple[int, int]], limit: int = MAX_CANDIDATE_STORIES
    ) -> list[int]:
        got: list[int] = self.c.candidates(P(buckets), limit)
        if limit == MAX_CANDIDATE_STORIES and self.max_articles == MAX_BUCKET_ARTICLES:
            want = rank_candidates(*weigh_buckets(buckets, self.ref._buckets.get))
            assert [str(n) for n in got] == want
        return got

    def check_buckets(self) -> None:
        """Every bucket holds the same stories, sequence numbers and article count."""
        assert len(self.c) == len(self.ref._buckets)
        for (band, key), stories in self.ref._buckets.items():
            assert self.c.stories(band, key) == {int(s): q for s, q in stories.items()}
            assert self.c.articles(band, key) == self.ref._sizes[(band, key)]
        assert self.c.sizes() == dict(self.ref._sizes)


class _CheckedIndex(MemoryFoldIndex):
    """The C index, checked against the dict path on every add and lookup."""

    def __init__(self) -> None:
        super().__init__()
        assert self._native is not None
        self.lookups = 0
        self.found = 0

    def add(self, entry: FoldEntry, assignment: Assignment) -> None:
        self._add_buckets(entry.buckets(), assignment.story_id, self._seq + 1)
        super().add(entry, assignment)

    def candidate_stories(self, buckets: list[tuple[int, int]]) -> list[str]:
        got = super().candidate_stories(buckets)
        assert got == rank_candidates(*weigh_buckets(buckets, self._buckets.get))
        self.lookups += 1
        self.found += len(got) > 0
        return got


@pytest.fixture(scope="module")
def corpus() -> list[Any]:
    items: list[Any] = fold_benchmark().sim_corpus(110, 7)[:300]
    return items


def _fold(index: MemoryFoldIndex, corpus: list[Any]) -> list[Assignment]:
    folder = Folder(index)
    batch = [item.article for item in corpus]
    return [folder.fold_entry(e) for e in folder.fingerprinter.fingerprint_many(batch)]


def test_folding_simulated_news_decides_alike(corpus: list[Any]) -> None:
    checked = _CheckedIndex()
    with_c = _fold(checked, corpus)
    with_dicts = _fold(_dict_index(), corpus)
    assert len(with_c) == len(corpus) >= 250
    assert with_c == with_dicts
    # the lookups were real: most found candidates, and stories were folded together
    assert checked.lookups > len(corpus)
    assert checked.found > len(corpus) // 2
    assert len({a.story_id for a in with_c}) < len(corpus) * 0.8
    assert checked._native is not None
    assert len(checked._native) == len(checked._buckets) > 1000
    for bucket, stories in list(checked._buckets.items())[::7]:
        numbers = checked._story_numbers
        assert checked._native.stories(*bucket) == {numbers[s]: q for s, q in stories.items()}
        assert checked._native.articles(*bucket) == checked._sizes[bucket]
    assert checked._native.sizes() == dict(checked._sizes) == checked._bucket_sizes


def test_memory_index_uses_the_c_table_when_built() -> None:
    index = MemoryFoldIndex()
    assert index._native is not None
    assert _dict_index()._native is None


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_adds_and_lookups_match_the_dicts(seed: int) -> None:
    rng = Random(seed)
    # a few hot buckets (shared by many stories: caps, growing story arrays), many
    # cold ones (random 64-bit keys: the table grows), extreme and negative values
    hot = [(rng.randint(-8, 8), rng.randint(-5, 5)) for _ in range(12)]
    hot += [(I64_MIN, I64_MAX), (I64_MAX, I64_MIN), (0, -1), (-1, 0)]
    twin = _Twin()
    stories = 1
    for _ in range(1500):
        if rng.random() < 0.3:
            stories += 1
        story = rng.randrange(stories) if rng.random() < 0.7 else stories - 1
        buckets = rng.sample(hot, rng.randint(0, 5))
        buckets += [
            (rng.randint(-7, 40), rng.randint(I64_MIN, I64_MAX)) for _ in range(rng.randint(0, 30))
        ]
        buckets += buckets[: rng.randint(0, 3)]  # listed twice
        rng.shuffle(buckets)
        twin.candidates(buckets)
        twin.add(buckets, story)
        twin.candidates(rng.sample(hot, rng.randint(1, len(hot))) + buckets[:3] + [(99, 99)])
    twin.check_buckets()
    assert stories > 300
    assert twin.c.capacity >= len(twin.c) / 0.7
    assert max(twin.c.articles(*b) for b in hot) == MAX_BUCKET_ARTICLES
    assert max(len(twin.c.stories(*b) or {}) for b in hot) > 16


def test_more_candidates_than_the_limit_keep_the_best() -> None:
    twin = _Twin()
    shared = [(1, k) for k in range(40)]
    for story in range(200):
        # story s holds s % 40 + 1 of the shared buckets and one of its own
        twin.add([*shared[: story % 40 + 1], (2, story)], story)
    got = twin.candidates([*shared, (2, 5), (2, 150)])
    assert len(got) == MAX_CANDIDATE_STORIES
    for limit in (0, 1, 5, 24, 40, 500):
        top = twin.c.candidates(P(shared), limit)
        assert top == twin.c.candidates(P(shared), 1000)[:limit]
    assert twin.c.candidates(P(shared), 500)[:24] == twin.c.candidates(P(shared), 24)


def test_empty_and_unknown() -> None:
    twin = _Twin()
    assert twin.candidates([]) == []
    twin.add([], 0)
    assert len(twin.c) == 0
    assert twin.candidates([(1, 2), (-3, 4)]) == []
    twin.add([(1, 2)], 0)
    assert twin.candidates([(1, 3), (2, 2), (-1, 2)]) == []
    assert twin.candidates([(1, 3), (1, 2)]) == [0]
    assert twin.c.stories(7, 7) is None
    assert twin.c.articles(7, 7) == 0
    assert twin.c.candidates(P([(1, 2)]), 0) == []
    assert twin.c.candidates(P(((1, 2),)), 1) == [0]  # any sequence of tuples


def test_the_cap_counts_articles_not_stories() -> None:
    twin = _Twin()
    for _ in range(MAX_BUCKET_ARTICLES - 1):
        twin.add([(5, 5)], 0)
    twin.add([(5, 5), (6, 6)], 1)  # the 32nd article: stored
    twin.add([(5, 5), (6, 6)], 2)  # the 33rd: not in (5, 5), in (6, 6)
    twin.add([(5, 5)], 0)  # nor is a later article of a story already there
    assert twin.c.articles(5, 5) == MAX_BUCKET_ARTICLES
    assert twin.c.stories(5, 5) == {0: MAX_BUCKET_ARTICLES - 1, 1: MAX_BUCKET_ARTICLES}
    assert twin.c.stories(6, 6) == {1: 32, 2: 33}
    assert twin.candidates([(5, 5)]) == [1, 0]  # equal weight: the more recent first
    assert twin.candidates([(5, 5), (6, 6)]) == [1, 2, 0]  # 2 and 0 weigh alike: 2 is later
    twin.check_buckets()


def test_seq_updates_in_place_and_recency_breaks_ties() -> None:
    twin = _Twin()
    twin.add([(0, 1)], 3)
    twin.add([(0, 1)], 4)
    twin.add([(0, 1)], 3)  # story 3 again: its seq there becomes 3
    assert twin.c.stories(0, 1) == {3: 3, 4: 2}
    assert twin.candidates([(0, 1)]) == [3, 4]
    twin.add([(0, 2)], 4)  # story 4 alone in (0, 2): weight 2520 + 1260
    assert twin.candidates([(0, 1), (0, 2)]) == [4, 3]
    twin.check_buckets()


def test_a_bucket_listed_twice_counts_once() -> None:
    twin = _Twin()
    twin.add([(1, 1), (1, 1), (1, 1)], 0)
    assert twin.c.articles(1, 1) == 1
    twin.add([(2, 1)], 1)
    twin.add([(2, 2)], 1)
    # story 0 would win if (1, 1) counted three times
    assert twin.candidates([(1, 1), (1, 1), (1, 1), (2, 1), (2, 2)]) == [1, 0]
    assert twin.candidates([(1, 1), (2, 1), (1, 1)]) == [1, 0]  # equal weight: later seq first
    twin.check_buckets()


def test_negative_and_extreme_values() -> None:
    twin = _Twin()
    buckets = [(I64_MIN, I64_MIN), (I64_MAX, I64_MAX), (-1, -1), (I64_MIN, 0), (0, I64_MIN)]
    twin.add(buckets, 0)
    twin.add(buckets[1:3], 1)
    assert len(twin.c) == 5
    assert twin.candidates(buckets) == [0, 1]
    assert twin.candidates([(I64_MIN, I64_MAX), (-1, 1)]) == []
    # numpy integers are ints too
    assert twin.c.candidates(P([(np.int64(-1), np.int64(-1))]), 24) == [1, 0]
    assert twin.c.stories(np.int64(I64_MIN), 0) == {0: 1}
    twin.check_buckets()


@pytest.mark.parametrize("bad", [2**63, I64_MIN - 1, 2**100])
def test_ints_outside_int64_are_refused(bad: int) -> None:
    assert _bucketindex is not None
    index = _bucketindex.BucketIndex(MAX_BUCKET_ARTICLES, BUCKET_WEIGHT)
    index.add(P([(1, 1)]), 0, 1)
    # buckets become int64 arrays before the C index sees them: numpy refuses them
    with pytest.raises(OverflowError):
        P([(1, 2), (bad, 1)])
    with pytest.raises(OverflowError):
        MemoryFoldIndex().candidate_stories([(1, 1), (1, bad)])
    with pytest.raises(OverflowError):
        index.add(P([(1, 2)]), 0, bad)
    with pytest.raises((OverflowError, ValueError)):
        index.add(P([(1, 2)]), bad, 2)
    with pytest.raises(OverflowError):
        index.stories(bad, 0)
    # nothing of the refused adds was kept
    assert len(index) == 1
    assert index.stories(1, 1) == {0: 1}
    assert index.candidates(P([(1, 1), (1, 2)]), 24) == [0]


def test_bad_arguments() -> None:
    assert _bucketindex is not None
    index = _bucketindex.BucketIndex(MAX_BUCKET_ARTICLES, BUCKET_WEIGHT)
    with pytest.raises(TypeError, match="buffer"):
        index.add(None, 0, 1)
    with pytest.raises(TypeError, match="buffer"):
        index.add([(1, 2)], 0, 1)  # tuples no longer: an int64 array
    with pytest.raises(ValueError, match="pairs"):
        index.candidates(np.array([1, 2, 3], dtype=np.int64), 24)
    with pytest.raises(TypeError, match="signed integer"):
        index.add(np.zeros((2, 2), dtype=np.float64), 0, 1)
    with pytest.raises(TypeError, match="signed integer"):
        index.add(np.zeros((2, 2), dtype=np.uint64), 0, 1)
    with pytest.raises(TypeError, match="8-byte"):
        index.candidates(np.zeros((2, 2), dtype=np.int32), 24)
    with pytest.raises(ValueError, match="contiguous"):
        index.add(np.zeros((4, 2), dtype=np.int64)[::2], 0, 1)
    with pytest.raises(ValueError, match="pairs"):
        P([(1, 2, 3)])
    with pytest.raises(TypeError, match="story must be an int"):
        index.add(P([(1, 2)]), "0", 1)
    with pytest.raises(ValueError, match="story must be in"):
        index.add(P([(1, 2)]), -1, 1)
    with pytest.raises(ValueError, match="story must be in"):
        index.add(P([(1, 2)]), 2**31, 1)
    with pytest.raises(ValueError, match="limit"):
        index.candidates(P([(1, 2)]), -1)
    with pytest.raises(TypeError):
        index.candidates(P([(1, 2)]), 2.5)
    with pytest.raises(ValueError, match="max_articles"):
        _bucketindex.BucketIndex(0, BUCKET_WEIGHT)
    with pytest.raises(ValueError, match="max_articles"):
        _bucketindex.BucketIndex(2**15, BUCKET_WEIGHT)
    with pytest.raises(ValueError, match="weight"):
        _bucketindex.BucketIndex(MAX_BUCKET_ARTICLES, -1)
    bare = _bucketindex.BucketIndex.__new__(_bucketindex.BucketIndex)
    with pytest.raises(RuntimeError, match="__init__"):
        bare.add(P([(1, 2)]), 0, 1)
    with pytest.raises(RuntimeError, match="__init__"):
        bare.candidates(P([]), 24)
    with pytest.raises(RuntimeError, match="__init__"):
        bare.sizes()
    assert len(bare) == 0
    # a refused add leaves the index as it was
    index.add(P([(1, 1)]), 0, 1)
    with pytest.raises(ValueError, match="pairs"):
        index.add(np.array([1, 1, 2, 2, 3], dtype=np.int64), 1, 2)
    with pytest.raises(ValueError, match="story must be in"):
        index.add(P([(1, 1), (2, 2)]), -5, 2)
    assert len(index) == 1
    assert index.stories(1, 1) == {0: 1}
    assert index.articles(1, 1) == 1


def test_other_caps_and_memory() -> None:
    assert _bucketindex is not None
    index = _bucketindex.BucketIndex(1, 7)
    index.add(P([(0, 0)]), 0, 1)
    index.add(P([(0, 0), (0, 1)]), 1, 2)
    assert index.stories(0, 0) == {0: 1}
    # both weigh 7 (a cap of one article: one story a bucket); story 1 is the more recent
    assert index.candidates(P([(0, 0), (0, 1)]), 5) == [1, 0]
    assert index.candidates(P([(0, 1), (0, 0)]), 5) == [1, 0]
    big = _bucketindex.BucketIndex(MAX_BUCKET_ARTICLES, BUCKET_WEIGHT)
    for n in range(2000):
        big.add(P([(0, n), (1, n // 2)]), n % 300, n + 1)
    assert len(big) == 3000
    assert big.capacity >= 3000 / 0.7
    assert big.nbytes >= big.capacity * 32 + 1000 * 2 * 12
    assert big.nbytes < len(big) * 120
