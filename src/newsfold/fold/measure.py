"""One new article measured against many representatives in a few numpy passes.

The folder confirms every candidate story against its representative: a
MinHash (or SimHash) resemblance, window containment both ways, and paragraph
twins both ways with the lead paragraph flags. Done candidate by candidate,
each measure is a handful of small numpy calls, and with a dozen or more
candidates per article the per-call overhead, not the arithmetic, is most of
the folding time. Here the candidates' arrays are concatenated once and each
measure is one pass over all of them:

* resemblance: the stacked signatures compared with the new one (``k x perm``);
* windows: every candidate fingerprint looked up in the new article's sorted
  fingerprints (``searchsorted``), hits counted per candidate (``bincount``);
* paragraphs: one Hamming-distance matrix between the new article's sketches
  and all candidates' sketches, reduced per candidate (``logical_or.reduceat``).

Where the C core is built, :func:`measure_many` does all of it in one C loop
instead (:mod:`newsfold.native._measure`), with the same figures bit for bit.

The figures are exactly those of :func:`newsfold.dedup.windows.containment`,
:func:`newsfold.dedup.paragraphs.match` and
:func:`newsfold.dedup.minhash.estimate_jaccard` for each pair (tests check
that), so batching changes the speed, never a decision.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from newsfold.dedup.paragraphs import MAX_DISTANCE
from newsfold.dedup.simhash import simhash_similarity
from newsfold.fold.entry import FoldEntry
from newsfold.native import load

_native = load("_measure")

__all__ = ["Measures", "measure_many", "measure_rows"]

_F64 = npt.NDArray[np.float64]
_BOOL = npt.NDArray[np.bool_]


@dataclass(frozen=True, slots=True)
class Measures:
    """Per-candidate figures, one array entry per representative, in input order."""

    resemblance: _F64
    windows_new_in_old: _F64
    windows_old_in_new: _F64
    paragraphs_new_in_old: _F64
    paragraphs_old_in_new: _F64
    new_lead_in_old: _BOOL
    old_lead_in_new: _BOOL


def _resemblance(new: FoldEntry, reps: Sequence[FoldEntry]) -> _F64:
    out = np.zeros(len(reps), dtype=np.float64)
    if new.simhash is not None:
        for i, rep in enumerate(reps):
            if rep.simhash is not None:
                out[i] = simhash_similarity(new.simhash, rep.simhash)
            else:
                out[i] = _jaccard(new.signature, rep.signature)
        return out
    size = new.signature.size
    if size == 0:
        return out
    same = [i for i, rep in enumerate(reps) if rep.signature.size == size]
    if same:
        stacked = np.stack([reps[i].signature for i in same])
        equal = np.count_nonzero(stacked == new.signature[None, :], axis=1)
        out[same] = equal / float(size)
    return out


def _jaccard(a: npt.NDArray[np.uint32], b: npt.NDArray[np.uint32]) -> float:
    if a.size == 0 or a.size != b.size:
        return 0.0
    return float(np.count_nonzero(a == b)) / float(a.size)


def _owners(sizes: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
    return np.repeat(np.arange(sizes.size, dtype=np.int64), sizes)


def _windows(new: FoldEntry, reps: Sequence[FoldEntry]) -> tuple[_F64, _F64]:
    k = len(reps)
    new_in_old = np.zeros(k, dtype=np.float64)
    old_in_new = np.zeros(k, dtype=np.float64)
    mine = new.windows
    sizes = np.fromiter((rep.windows.size for rep in reps), dtype=np.int64, count=k)
    if mine.size == 0 or not sizes.any():
        return new_in_old, old_in_new
    everything = np.concatenate([rep.windows for rep in reps])
    at = np.searchsorted(mine, everything)
    np.minimum(at, mine.size - 1, out=at)
    hits = mine[at] == everything
    shared = np.bincount(_owners(sizes), weights=hits, minlength=k)
    present = sizes > 0
    new_in_old[present] = shared[present] / float(mine.size)
    old_in_new[present] = shared[present] / sizes[present]
    return new_in_old, old_in_new


def _paragraphs(new: FoldEntry, reps: Sequence[FoldEntry]) -> tuple[_F64, _F64, _BOOL, _BOOL]:
    k = len(reps)
    a_in_b = np.zeros(k, dtype=np.float64)
    b_in_a = np.zeros(k, dtype=np.float64)
    a_lead = np.zeros(k, dtype=np.bool_)
    b_lead = np.zeros(k, dtype=np.bool_)
    mine = new.sketches
    sizes = np.fromiter((rep.sketches.size for rep in reps), dtype=np.int64, count=k)
    if mine.size == 0 or not sizes.any():
        return a_in_b, b_in_a, a_lead, b_lead
    sketches = np.concatenate([rep.sketches for rep in reps])
    lengths = np.concatenate([rep.sketch_lengths for rep in reps]).astype(np.int64)
    twins = np.bitwise_count(mine[:, None] ^ sketches[None, :]) <= MAX_DISTANCE
    present = np.flatnonzero(sizes)
    starts = (np.cumsum(sizes) - sizes)[present]
    # the candidate's paragraphs that have a twin in the new article, weighted by length
    theirs = twins.any(axis=0)
    owners = _owners(sizes)
    matched = np.bincount(owners, weights=lengths * theirs, minlength=k)
    total = np.bincount(owners, weights=lengths, minlength=k)
    b_in_a[present] = matched[present] / total[present]
    b_lead[present] = theirs[starts]
    # the new article's paragraphs that have a twin in each candidate
    ours = np.logical_or.reduceat(twins, starts, axis=1)
    mine_lengths = new.sketch_lengths.astype(np.int64)
    a_in_b[present] = (mine_lengths @ ours) / float(mine_lengths.sum())
    a_lead[present] = ours[0]
    return a_in_b, b_in_a, a_lead, b_lead


def measure_many(new: FoldEntry, reps: Sequence[FoldEntry]) -> Measures:
    """Every measure of ``new`` against each of ``reps`` (see the module docstring).

    With the C core built, one C loop reads every representative's arrays in
    place (:mod:`newsfold.native._measure`; same figures bit for bit, several
    times faster than the dozen numpy calls on small arrays below); otherwise
    :func:`_numpy_measure_many`, which stays the reference.
    """
    if _native is None:
        return _numpy_measure_many(new, reps)
    k = len(reps)
    floats = np.empty((5, k), dtype=np.float64)
    flags = np.empty((2, k), dtype=np.bool_)
    _native.measure_many(
        new, reps if isinstance(reps, list | tuple) else list(reps), floats, flags, MAX_DISTANCE
    )
    resemblance, win_new_in_old, win_old_in_new, par_new_in_old, par_old_in_new = floats
    if new.simhash is not None:
        resemblance = _resemblance(new, reps)
    new_lead, old_lead = flags
    return Measures(
        resemblance,
        win_new_in_old,
        win_old_in_new,
        par_new_in_old,
        par_old_in_new,
        new_lead,
        old_lead,
    )


def measure_rows(
    new: FoldEntry, reps: list[FoldEntry]
) -> tuple[list[list[float]], list[list[bool]]]:
    """:func:`measure_many` as plain lists, for a loop in Python: ``[resemblance,
    windows_new_in_old, windows_old_in_new, paragraphs_new_in_old,
    paragraphs_old_in_new]`` and ``[new_lead_in_old, old_lead_in_new]``.

    The folder reads every figure once, in Python; two ``tolist`` calls on the
    C core's output cost less than the :class:`Measures` views and a
    ``tolist`` per row (a tenth of the call, with a dozen candidates).
    """
    if _native is None or new.simhash is not None:
        m = measure_many(new, reps)
        return (
            [
                m.resemblance.tolist(),
                m.windows_new_in_old.tolist(),
                m.windows_old_in_new.tolist(),
                m.paragraphs_new_in_old.tolist(),
                m.paragraphs_old_in_new.tolist(),
            ],
            [m.new_lead_in_old.tolist(), m.old_lead_in_new.tolist()],
        )
    k = len(reps)
    floats = np.empty((5, k), dtype=np.float64)
    flags = np.empty((2, k), dtype=np.bool_)
    _native.measure_many(new, reps, floats, flags, MAX_DISTANCE)
    return floats.tolist(), flags.tolist()


def _numpy_measure_many(new: FoldEntry, reps: Sequence[FoldEntry]) -> Measures:
    """:func:`measure_many` in numpy: the fallback, and the reference the C core is tested on."""
    win_new_in_old, win_old_in_new = _windows(new, reps)
    par_new_in_old, par_old_in_new, new_lead, old_lead = _paragraphs(new, reps)
    return Measures(
        _resemblance(new, reps),
        win_new_in_old,
        win_old_in_new,
        par_new_in_old,
        par_old_in_new,
        new_lead,
        old_lead,
    )
