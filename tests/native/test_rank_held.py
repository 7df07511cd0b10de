"""The store index's C kernels give what its Python loops give.

``rank_held`` must return ``rank_candidates(*weigh_buckets(buckets, held.get))``
for the dict-of-dicts view :class:`newsfold.store.index.SqlFoldIndex` keeps of
the buckets it has read, and ``hold_rows`` must build that view from stored rows
as the Python loop does. Compared on random views shaped like a filling store
(many stories per bucket, repeated and missing buckets, ties) and on edge cases.
"""

from __future__ import annotations

from random import Random
from typing import Any

import pytest

from newsfold.fold.index import (
    BUCKET_WEIGHT,
    MAX_CANDIDATE_STORIES,
    rank_candidates,
    weigh_buckets,
)
from newsfold.native import load
from newsfold.store.index import SqlFoldIndex

_bucketindex = load("_bucketindex")
pytestmark = pytest.mark.skipif(_bucketindex is None, reason="the C bucket index is not built")

Held = dict[tuple[int, int], dict[str, int]]


def _python(buckets: list[tuple[int, int]], held: Held, limit: int) -> list[str]:
    counts, recency = weigh_buckets(buckets, held.get)
    if limit <= MAX_CANDIDATE_STORIES:
        return rank_candidates(counts, recency)[:limit]
    # rank_candidates keeps MAX_CANDIDATE_STORIES; the whole order, as it sorts
    return sorted(counts, key=lambda s: (-counts[s], -recency[s], s))[:limit]


def _c(buckets: list[tuple[int, int]], held: Held, limit: int = MAX_CANDIDATE_STORIES) -> Any:
    assert _bucketindex is not None
    return _bucketindex.rank_held(buckets, held, BUCKET_WEIGHT, limit)


def _random_view(rng: Random, n_buckets: int, n_stories: int) -> Held:
    held: Held = {}
    seq = 0
    for _ in range(n_buckets):
        bucket = (rng.randrange(32), rng.randrange(-(2**63), 2**63))
        stories: dict[str, int] = {}
        for _ in range(rng.choice([0, 1, 1, 2, 3, 8, 32])):
            seq += 1
            # fresh str objects: equal ids from different rows are not the same object
            stories["".join(["s", str(rng.randrange(n_stories))])] = seq
        held[bucket] = stories
    return held


@pytest.mark.parametrize("seed", range(40))
def test_rank_held_is_rank_candidates_of_weigh_buckets(seed: int) -> None:
    rng = Random(seed)
    held = _random_view(rng, rng.choice([5, 60, 400]), rng.choice([3, 40, 2000]))
    known = list(held)
    for _ in range(20):
        buckets = [rng.choice(known) for _ in range(rng.randrange(0, 120))]
        buckets += [(rng.randrange(32), rng.randrange(10**6)) for _ in range(5)]  # not held
        buckets += buckets[: rng.randrange(10)]  # looked up twice: counts once
        for limit in (MAX_CANDIDATE_STORIES, 0, 1, 1000):
            assert _c(buckets, held, limit) == _python(buckets, held, limit)


def test_ties_fall_back_to_story_id_order() -> None:
    # equal weight and equal recency: only the id decides, ascending
    held: Held = {(0, 1): {"b": 5, "a": 5, "c": 5}, (0, 2): {"zz": 1}}
    expected = ["zz", "a", "b", "c"]
    assert _c([(0, 1), (0, 2)], held) == _python([(0, 1), (0, 2)], held, 24) == expected


def test_weights_split_by_stories_in_the_bucket() -> None:
    held: Held = {(1, 1): {"lone": 1}, (1, 2): {"x": 2, "y": 3, "z": 4}, (1, 3): {}}
    # lone: 2520; x, y, z: 840 each, then by recency
    assert _c([(1, 2), (1, 1), (1, 3)], held) == ["lone", "z", "y", "x"]


def test_bad_input_is_refused() -> None:
    assert _bucketindex is not None
    with pytest.raises(TypeError):
        _bucketindex.rank_held([(0, 1)], {(0, 1): [("a", 1)]}, BUCKET_WEIGHT, 24)
    with pytest.raises(TypeError):
        _bucketindex.rank_held(5, {}, BUCKET_WEIGHT, 24)
    with pytest.raises(ValueError, match="limit >= 0"):
        _bucketindex.rank_held([], {}, BUCKET_WEIGHT, -1)
    with pytest.raises(TypeError):
        _bucketindex.rank_held([(0, 1)], {(0, 1): {"a": "not a seq"}}, BUCKET_WEIGHT, 24)
    with pytest.raises(TypeError):  # a list is not a bucket key
        _bucketindex.rank_held([[0, 1]], {}, BUCKET_WEIGHT, 24)


def _hold_python(index: SqlFoldIndex, rows: list[tuple[Any, ...]], band: int | None) -> None:
    import newsfold.store.index as store_index

    saved, store_index._bucketindex = store_index._bucketindex, None
    try:
        index._hold(rows, band)
    finally:
        store_index._bucketindex = saved


@pytest.mark.parametrize("seed", range(10))
def test_hold_rows_builds_the_view_the_python_loop_builds(seed: int) -> None:
    rng = Random(seed)
    c_index, py_index = SqlFoldIndex(), SqlFoldIndex()
    for _ in range(30):
        band = rng.choice([None, rng.randrange(32)])
        rows: list[tuple[Any, ...]] = []
        for _ in range(rng.randrange(0, 200)):
            story, n, seq = f"s{rng.randrange(30)}", rng.randrange(1, 5), rng.randrange(10**6)
            row = (rng.randrange(50), story, n, seq)
            rows.append(row if band is not None else (rng.randrange(3), *row))
        c_index._hold(rows, band)
        _hold_python(py_index, rows, band)
    assert c_index._sizes == py_index._sizes
    assert c_index._held == py_index._held
    assert [list(v) for v in c_index._held.values()] == [list(v) for v in py_index._held.values()]


def test_hold_rows_refuses_rows_of_the_wrong_shape() -> None:
    assert _bucketindex is not None
    with pytest.raises(TypeError):
        _bucketindex.hold_rows([(1, "s", 1, 2)], {}, {})  # band missing
    with pytest.raises(TypeError):
        _bucketindex.hold_rows([(0, 1, "s", 1, 2)], {}, {}, 3)  # band twice
    with pytest.raises(TypeError):
        _bucketindex.hold_rows([[0, 1, "s", 1, 2]], {}, {})  # a list, not a tuple
