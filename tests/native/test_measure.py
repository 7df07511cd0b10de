"""The C measures give the numpy figures bit for bit.

``newsfold.native._measure.measure_many`` replaces the numpy passes of
:func:`newsfold.fold.measure.measure_many` (kept as ``_numpy_measure_many``):
every output array must be equal, value for value and float bit for float bit,
or batch and incremental folding could decide differently. These tests measure
simulated news (real copies among the candidates) both ways, then random and
edge-case entries, then check that bad arguments raise instead of crashing.
"""

from __future__ import annotations

import dataclasses
from itertools import pairwise
from typing import Any

import numpy as np
import numpy.typing as npt
import pytest

from newsfold.dedup import minhash as minhash_mod
from newsfold.dedup import paragraphs as paragraphs_mod
from newsfold.dedup import windows as windows_mod
from newsfold.dedup.paragraphs import MAX_DISTANCE
from newsfold.fold import measure as measure_mod
from newsfold.fold.entry import Fingerprinter, FoldEntry
from newsfold.fold.measure import Measures, _numpy_measure_many, measure_many
from newsfold.native import load
from tests.fold.fold_helpers import fold_benchmark

_measure = load("_measure")
pytestmark = pytest.mark.skipif(_measure is None, reason="C core not built or pure Python asked")

FIELDS = [f.name for f in dataclasses.fields(Measures)]
I64_MIN, I64_MAX = -(2**63), 2**63 - 1


@pytest.fixture(scope="module")
def corpus() -> list[Any]:
    items: list[Any] = fold_benchmark().sim_corpus(60, 7)
    return items


@pytest.fixture(scope="module", params=["minhash", "simhash"])
def entries(request: pytest.FixtureRequest, corpus: list[Any]) -> list[tuple[str, FoldEntry]]:
    """(story id, entry) of the simulated pages, fingerprinted with each method."""
    fingerprinter = Fingerprinter(method=request.param)
    # SimHash of Chinese text loads jieba's dictionary (seconds): English pages only
    items = [c for c in corpus if request.param == "minhash" or c.article.language != "zh"]
    found = fingerprinter.fingerprint_many([item.article for item in items])
    return [(item.story, entry) for item, entry in zip(items, found, strict=True)]


def _assert_same(got: Measures, want: Measures) -> None:
    for name in FIELDS:
        g, w = getattr(got, name), getattr(want, name)
        assert g.dtype == w.dtype, name
        assert g.shape == w.shape, name
        # tobytes: float bits (nan included), not approximately equal values
        assert g.tobytes() == w.tobytes(), (name, g, w)


def _both(new: FoldEntry, reps: list[FoldEntry]) -> Measures:
    got = measure_many(new, reps)
    with np.errstate(all="ignore"):
        want = _numpy_measure_many(new, reps)
    _assert_same(got, want)
    return got


def test_the_c_path_is_the_one_taken() -> None:
    assert measure_mod._native is _measure


def test_simulated_news_against_30_candidates_with_copies(
    entries: list[tuple[str, FoldEntry]],
) -> None:
    by_story: dict[str, list[FoldEntry]] = {}
    for story_id, entry in entries:
        by_story.setdefault(story_id, []).append(entry)
    rng = np.random.default_rng(5)
    seen = dict.fromkeys(FIELDS, 0)
    measured = 0
    for n, (story_id, new) in enumerate(entries):
        copies = [e for e in by_story[story_id] if e is not new][:8]
        others = [entries[int(i)][1] for i in rng.choice(len(entries), 30 - len(copies))]
        reps = copies + others
        order = rng.permutation(len(reps))
        got = _both(new, [reps[int(i)] for i in order])
        measured += 1
        for name in FIELDS:
            seen[name] += int(np.count_nonzero(getattr(got, name)))
        if n % 10 == 0:  # k = 1 and k = 2 on real entries too
            _both(new, reps[:1])
            _both(new, reps[:2])
    assert measured > 50
    # the copies make every figure non-zero somewhere, so a C path that
    # returned zeros (or skipped a measure) would fail above or here
    assert all(count > 0 for count in seen.values()), seen


def test_tuple_and_other_sequences_of_reps(entries: list[tuple[str, FoldEntry]]) -> None:
    new, reps = entries[0][1], [e for _, e in entries[:12]]
    want = _both(new, reps)
    _assert_same(measure_many(new, tuple(reps)), want)
    _assert_same(measure_many(new, _Seq(reps)), want)


class _Seq:
    """A Sequence that is neither list nor tuple."""

    def __init__(self, items: list[FoldEntry]) -> None:
        self.items = items

    def __len__(self) -> int:
        return len(self.items)

    def __getitem__(self, i: int) -> FoldEntry:
        return self.items[i]

    def __iter__(self) -> Any:
        return iter(self.items)


# ---------------------------------------------------------------- edge cases


def _entry(
    signature: npt.ArrayLike = (),
    windows: npt.ArrayLike = (),
    sketches: npt.ArrayLike = (),
    lengths: npt.ArrayLike | None = None,
) -> FoldEntry:
    sketch_array = np.asarray(sketches, dtype=np.uint64)
    if lengths is None:
        lengths = np.arange(1, sketch_array.size + 1)
    return FoldEntry(
        article_id="a",
        story_id="s",
        canonical_url="u",
        body_key="b",
        signature=np.asarray(signature, dtype=np.uint32),
        windows=np.asarray(windows, dtype=np.int64),
        sketches=sketch_array,
        sketch_lengths=np.asarray(lengths, dtype=np.int32),
    )


def _random_entry(rng: np.random.Generator, perm: int = 16) -> FoldEntry:
    """Small value ranges, so windows and signatures often coincide, and sketches a
    few random bits off one base sketch, so they are often within MAX_DISTANCE bits."""
    windows = np.unique(rng.integers(-40, 40, size=int(rng.integers(0, 30))))
    n = int(rng.integers(0, 8))
    words = rng.integers(0, 2**64, size=(n, 4), dtype=np.uint64)
    # the AND of 2 to 4 random words: about 16, 8 or 4 bits set
    masks = np.array([np.bitwise_and.reduce(w[: rng.integers(2, 5)]) for w in words], np.uint64)
    sketches = np.uint64(0xF0F0_0F0F_1234_5678) ^ masks
    lengths = rng.integers(0, 500, size=n)
    return _entry(rng.integers(0, 3, size=perm), windows, sketches, lengths)


def test_random_entries() -> None:
    rng = np.random.default_rng(11)
    for _ in range(150):
        new = _random_entry(rng)
        reps = [_random_entry(rng, perm=16 if rng.random() < 0.8 else 8) for _ in range(30)]
        k = int(rng.integers(0, 31))
        _both(new, reps[:k])


def test_edge_cases() -> None:
    full = _entry([1, 2, 3, 4], [-5, 0, 7, 9], [0, 1, 0xFFFF], [10, 20, 30])
    empty = _entry()
    other_size = _entry([1, 2, 3], [0, 9], [3], [4])
    no_windows = _entry([1, 2, 3, 4], [], [0, 7], [1, 1])
    no_sketches = _entry([1, 2, 3, 5], [7, 9, 11], [])
    extremes = _entry([0, 0xFFFFFFFF, 3, 4], [I64_MIN, -1, 0, 7, I64_MAX], [2**64 - 1], [5])
    reps = [full, empty, other_size, no_windows, no_sketches, extremes]
    for new in [*reps, _entry([], [I64_MIN], [0], [1])]:
        for k in range(len(reps) + 1):
            _both(new, reps[:k])
            _both(new, reps[k:])
    got = _both(full, [full])
    assert got.resemblance.tolist() == [1.0]
    assert got.windows_new_in_old.tolist() == got.windows_old_in_new.tolist() == [1.0]
    assert got.new_lead_in_old.tolist() == got.old_lead_in_new.tolist() == [True]
    got = _both(extremes, [extremes, full])
    assert got.windows_old_in_new.tolist() == [1.0, 0.5]  # INT64_MIN found, and 0 and 7


def test_empty_list_of_reps() -> None:
    got = _both(_entry([1], [1], [1], [1]), [])
    assert all(getattr(got, name).size == 0 for name in FIELDS)


def test_sketch_distance_threshold() -> None:
    base = 0x0123_4567_89AB_CDEF
    near = [base ^ ((1 << d) - 1) for d in range(MAX_DISTANCE - 1, MAX_DISTANCE + 3)]
    new = _entry([], [], [base], [3])
    reps = [_entry([], [], [s], [2]) for s in near]
    got = _both(new, reps)
    assert got.old_lead_in_new.tolist() == [True, True, False, False]


def test_zero_lengths_give_the_same_nan_and_inf() -> None:
    new = _entry([], [], [5, 6], [0, 0])
    reps = [_entry([], [], [5], [0]), _entry([], [], [5, 6], [3, 0]), _entry([], [], [9], [0])]
    got = _both(new, reps)
    assert np.isnan(got.paragraphs_old_in_new[0])
    assert np.isnan(got.paragraphs_new_in_old).all()


def test_unsorted_and_repeated_rep_windows() -> None:
    """Searchsorted counts each of the candidate's windows found in the new article's."""
    new = _entry([], [1, 3, 3, 5, 8], [])
    reps = [_entry([], w, []) for w in ([8, 1, 5, 2], [3, 3, 3], [9, -1], [5, 1, 8, 3])]
    got = _both(new, reps)
    assert got.windows_old_in_new.tolist() == [0.75, 1.0, 0.0, 1.0]


# ---------------------------------------------------------------- bad arguments


def _call(new: Any, reps: Any, k: int | None = None, **overrides: Any) -> None:
    n = len(reps) if k is None else k
    args: dict[str, Any] = {
        "floats": np.empty((5, n)),
        "flags": np.empty((2, n), dtype=np.bool_),
        "max_distance": MAX_DISTANCE,
    }
    args.update(overrides)
    assert _measure is not None
    _measure.measure_many(new, reps, args["floats"], args["flags"], args["max_distance"])


@pytest.mark.parametrize(
    ("change", "error", "message"),
    [
        ({"windows": np.array([1.0, 2.0])}, TypeError, r"reps\[1\]\.windows: expected a signed"),
        ({"windows": np.array([1, 2], np.uint64)}, TypeError, "windows: expected a signed"),
        ({"windows": np.array([1, 2], np.int32)}, TypeError, "8-byte items"),
        ({"windows": [1, 2]}, TypeError, "windows: expected an array, got list"),
        ({"windows": np.zeros((2, 2), np.int64)}, ValueError, "one-dimensional"),
        ({"signature": np.array([1, 2], np.int32)}, TypeError, "signature: expected an unsigned"),
        ({"sketches": np.array([1, 2], np.int64)}, TypeError, "sketches: expected an unsigned"),
        ({"sketch_lengths": np.array([1], np.int64)}, TypeError, "sketch_lengths"),
        ({"sketch_lengths": np.array([1, 2, 3], np.int32)}, ValueError, "3 lengths for 2"),
        ({"windows": np.arange(10, dtype=np.int64)[::2]}, ValueError, "contiguous"),
        ({"signature": None}, TypeError, "got NoneType"),
    ],
)
def test_bad_rep_arrays(change: dict[str, Any], error: type[Exception], message: str) -> None:
    good = _entry([1, 2], [1, 2], [1, 2], [1, 2])
    bad = _Loose(good, **change)
    with pytest.raises(error, match=message):
        _call(good, [good, bad, good])
    with pytest.raises(error, match=message.replace(r"reps\[1\]", "new")):
        _call(bad, [good])


class _Loose:
    """An entry-like object whose arrays may be anything."""

    def __init__(self, entry: FoldEntry, **change: Any) -> None:
        self.signature: Any = entry.signature
        self.windows: Any = entry.windows
        self.sketches: Any = entry.sketches
        self.sketch_lengths: Any = entry.sketch_lengths
        for name, value in change.items():
            setattr(self, name, value)


def test_bad_arguments() -> None:
    assert _measure is not None
    good = _entry([1, 2], [1, 2], [1, 2], [1, 2])
    with pytest.raises(TypeError, match="list or tuple"):
        _call(good, iter([good]), k=1)
    with pytest.raises(AttributeError):
        _call(good, [good, object()])
    with pytest.raises(AttributeError):
        _call(object(), [good])
    with pytest.raises(ValueError, match=r"new\.windows: not sorted"):
        _call(_entry([1], [3, 1]), [good])
    with pytest.raises(ValueError, match=r"5\*2 floats"):
        _call(good, [good, good], floats=np.empty(9))
    with pytest.raises(ValueError, match=r"2\*2 flags"):
        _call(good, [good, good], flags=np.empty(5, dtype=np.bool_))
    with pytest.raises(TypeError, match="floats: expected a float"):
        _call(good, [good], floats=np.empty(5, dtype=np.float32))
    with pytest.raises(TypeError, match="flags: expected a bool"):
        _call(good, [good], flags=np.empty(2, dtype=np.int16))
    with pytest.raises(TypeError, match="floats: expected an array"):
        _call(good, [good], floats=[0.0] * 5)
    readonly = np.empty(5)
    readonly.flags.writeable = False
    with pytest.raises((ValueError, BufferError)):
        _call(good, [good], floats=readonly)
    with pytest.raises(TypeError):
        _call(good, [good], max_distance=1.5)
    with pytest.raises(ValueError, match="max_distance"):
        _call(good, [good], max_distance=65)
    with pytest.raises(TypeError, match="takes 5 arguments"):
        _measure.measure_many(good, [good])  # type: ignore[call-arg]
    # a bool output may be any byte-sized array
    _call(good, [good], flags=np.empty(2, dtype=np.uint8))


# ---------------------------------------------------------------- single pairs


def _pairs(entries: list[tuple[str, FoldEntry]]) -> list[tuple[FoldEntry, FoldEntry]]:
    found = [e for _, e in entries]
    rng = np.random.default_rng(3)
    picks = rng.integers(0, len(found), size=(300, 2))
    return [(found[i], found[j]) for i, j in picks] + list(pairwise(found))


def test_single_pairs_equal_numpy(entries: list[tuple[str, FoldEntry]]) -> None:
    pairs = _pairs(entries)
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(minhash_mod, "_measure", None)
        mp.setattr(windows_mod, "_measure", None)
        mp.setattr(paragraphs_mod, "_measure", None)
        want = [_pair_figures(a, b) for a, b in pairs]
    got = [_pair_figures(a, b) for a, b in pairs]
    assert got == want
    assert any(g[0] > 0 for g in got) or all(a.signature.size == 0 for a, _ in pairs)
    assert any(g[1][0] > 0 for g in got)
    assert any(g[2].a_lead_in_b for g in got)
    assert any(0 < g[2].a_in_b < 1 for g in got)


def _pair_figures(a: FoldEntry, b: FoldEntry) -> tuple[Any, ...]:
    return (
        minhash_mod.estimate_jaccard(a.signature, b.signature),
        windows_mod.containment(a.windows, b.windows),
        paragraphs_mod.match(a.sketches, a.sketch_lengths, b.sketches, b.sketch_lengths),
    )


def test_single_pairs_on_random_and_odd_inputs() -> None:
    rng = np.random.default_rng(8)
    entries = [_random_entry(rng, perm=int(rng.choice([0, 8, 16]))) for _ in range(60)]
    odd: list[tuple[npt.NDArray[Any], npt.NDArray[Any]]] = [
        (np.array([3, 1, 2], np.int64), np.array([1, 2], np.int64)),  # unsorted
        (np.array([1, 1, 2], np.int64), np.array([1, 2, 2], np.int64)),  # repeats
        (np.array([I64_MIN, I64_MAX], np.int64), np.array([I64_MIN], np.int64)),
        (np.array([1, 2], np.int32), np.array([1, 2], np.int32)),  # other dtype
        (np.array([1.0, 2.0]), np.array([2.0])),
    ]
    with pytest.MonkeyPatch.context() as mp:
        for module in (minhash_mod, windows_mod, paragraphs_mod):
            mp.setattr(module, "_measure", None)
        want = [_pair_figures(a, b) for a in entries for b in entries[:20]]
        want_odd = [windows_mod.containment(a, b) for a, b in odd]
    assert [_pair_figures(a, b) for a in entries for b in entries[:20]] == want
    assert [windows_mod.containment(a, b) for a, b in odd] == want_odd


def test_single_pair_zero_lengths_raise_as_in_python() -> None:
    a, a_len = np.array([1], np.uint64), np.array([0], np.int32)
    with pytest.raises(ZeroDivisionError):
        paragraphs_mod.match(a, a_len, a, np.array([4], np.int32))
    with pytest.raises(ZeroDivisionError):
        paragraphs_mod.match(a, np.array([4], np.int32), a, a_len)


def test_entries_are_checked_once_then_read_without_the_format(
    entries: list[tuple[str, FoldEntry]],
) -> None:
    from dataclasses import replace

    new, reps = entries[0][1], [replace(e, native_checked=False) for _, e in entries[1:6]]
    first = measure_many(new, reps)
    assert all(rep.native_checked for rep in reps)
    _assert_same(measure_many(new, reps), first)  # the trusted reads give the same figures
    fresh = replace(reps[0], windows=reps[0].windows.astype(np.float64), native_checked=False)
    with pytest.raises(TypeError, match="windows"):
        measure_many(new, [fresh])  # a new entry is checked again
