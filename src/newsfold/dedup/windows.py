"""Sliding-window fingerprints (winnowing) for containment.

MinHash estimates Jaccard, which is low for an article trimmed to its first
three paragraphs, or one with a local paragraph inserted, although every
sentence of it comes from the source. Winnowing (Schleimer et al., 2003)
keeps, in every window of ``window`` consecutive n-gram hashes, the smallest:
the choice depends only on the window's content, so any run of text two
articles share yields the same fingerprints in both, wherever it stands and
however the paragraphs are cut. That gives:

* containment: the share of A's fingerprints found among B's estimates the
  share of A's text that is in B (:func:`containment`);
* candidates: a few of the fingerprints (the ones whose value is 0 modulo
  ``ANCHOR_MOD``, so the same ones in both texts) are indexed under band
  :data:`WINDOW_BAND`, so two articles sharing a long passage meet even when
  their Jaccard is far below the LSH threshold.

Any shared run of at least ``window + n - 1`` tokens is guaranteed one common
fingerprint; with the defaults (5-grams, window 8) that is 12 tokens.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from newsfold.native import load

__all__ = [
    "ANCHOR_MOD",
    "MAX_ANCHORS",
    "WINDOW",
    "WINDOW_BAND",
    "containment",
    "winnow",
    "winnow_arrays",
    "winnow_with_lead",
]

#: Band number of window anchors in the bucket index.
WINDOW_BAND = -2
#: Winnowing window, in n-grams.
WINDOW = 8
#: A fingerprint is an anchor (indexed) when its value is 0 modulo this.
ANCHOR_MOD = 4
#: At most this many anchors per article, the first ones in reading order.
MAX_ANCHORS = 32

_native = load("_fingerprint")
_U64 = np.dtype(np.uint64)


def _window_minima(ngrams: npt.NDArray[np.uint64], window: int) -> npt.NDArray[np.uint64]:
    """The minimum of every window, one entry per window position, in reading order."""
    if ngrams.size <= window:
        return ngrams[[int(np.argmin(ngrams))]]
    count = ngrams.size - window + 1
    minima = ngrams[:count].copy()
    for k in range(1, window):
        np.minimum(minima, ngrams[k : k + count], out=minima)
    return minima


def winnow(
    ngrams: npt.NDArray[np.uint64], window: int = WINDOW
) -> tuple[npt.NDArray[np.int64], list[int]]:
    """Winnowed fingerprints of an ordered n-gram hash sequence.

    Returns the sorted unique fingerprints (as int64, for :func:`containment`)
    and the anchors to index, in reading order. (The set of window minima is
    what winnowing keeps; positions are not needed here.)
    """
    windows, anchors, _ = winnow_with_lead(ngrams, 0, window)
    return windows, anchors


def winnow_with_lead(
    ngrams: npt.NDArray[np.uint64], lead: int, window: int = WINDOW
) -> tuple[npt.NDArray[np.int64], list[int], list[int]]:
    """:func:`winnow`, plus the anchors of the first ``lead`` n-grams (the lead paragraph).

    The lead's anchors are those of the windows that lie inside it (the first
    window when the lead is shorter than one), from the same pass, so they are
    always among the article's own fingerprints. (:func:`winnow_arrays` gives
    the anchors as arrays, for the C core.)
    """
    windows, anchors, lead_anchors = winnow_arrays(ngrams, lead, window)
    return windows, anchors.tolist(), lead_anchors.tolist()


_NO_ANCHORS = np.zeros(0, dtype=np.int64)


def winnow_arrays(
    ngrams: npt.NDArray[np.uint64], lead: int, window: int = WINDOW
) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64], npt.NDArray[np.int64]]:
    """:func:`winnow_with_lead` with the anchors as int64 arrays.

    The C kernel does the whole of it in one pass per article (a handful of
    numpy calls on a few hundred values is mostly call overhead), writing the
    anchors into an array, which the fingerprinter hands on to the C core as
    it is (no Python int per anchor); it gives the same values as
    :func:`_numpy_winnow_with_lead`.
    """
    if ngrams.size == 0:
        return np.zeros(0, dtype=np.int64), _NO_ANCHORS, _NO_ANCHORS
    if _native is not None and window >= 1 and ngrams.dtype == _U64 and ngrams.flags.c_contiguous:
        # one C pass: minima, picks, anchors, then the picks sorted and made unique in place
        out = np.empty(max(1, ngrams.size - window + 1), dtype=np.int64)
        anchors = np.empty(2 * MAX_ANCHORS, dtype=np.int64)  # the article's, then the lead's
        lead = max(0, min(lead, ngrams.size + window))  # same windows; fits a C size
        count, n_anchors, n_lead = _native.winnow(
            ngrams, lead, window, ANCHOR_MOD, MAX_ANCHORS, out, anchors
        )
        return out[:count].copy(), anchors[:n_anchors], anchors[MAX_ANCHORS : MAX_ANCHORS + n_lead]
    windows, anchor_list, lead_list = _numpy_winnow_with_lead(ngrams, lead, window)
    return windows, np.array(anchor_list, dtype=np.int64), np.array(lead_list, dtype=np.int64)


def _numpy_winnow_with_lead(
    ngrams: npt.NDArray[np.uint64], lead: int, window: int = WINDOW
) -> tuple[npt.NDArray[np.int64], list[int], list[int]]:
    """:func:`winnow_with_lead` in numpy (the fallback, and the C kernel's reference)."""
    if ngrams.size == 0:
        return np.zeros(0, dtype=np.int64), [], []
    minima = _window_minima(ngrams, window)
    changes = np.empty(minima.size, dtype=np.bool_)
    changes[0] = True
    np.not_equal(minima[1:], minima[:-1], out=changes[1:])
    picked = minima[changes]
    anchors = _anchors(picked)
    lead_anchors: list[int] = []
    if lead > 0:
        inside = max(1, lead - window + 1)  # windows 0..inside-1 end within the lead
        lead_anchors = _anchors(minima[:inside][changes[:inside]])
    return np.unique(picked.view(np.int64)), anchors, lead_anchors


def _anchors(picked: npt.NDArray[np.uint64]) -> list[int]:
    """The fingerprints to index: those that are 0 modulo ANCHOR_MOD (else the smallest)."""
    keep = picked[(picked % np.uint64(ANCHOR_MOD)) == 0]
    if keep.size == 0:
        keep = picked[[int(np.argmin(picked))]]
    return list(dict.fromkeys(keep.view(np.int64).tolist()))[:MAX_ANCHORS]


#: C twin of :func:`containment` (one merge instead of numpy's concatenate + sort).
_measure = load("_measure")


def containment(a: npt.NDArray[np.int64], b: npt.NDArray[np.int64]) -> tuple[float, float]:
    """Share of ``a``'s fingerprints in ``b``, and of ``b``'s in ``a`` (both sorted unique).

    The folder asks this of thousands of pairs of a few hundred fingerprints,
    where numpy's per-call cost is most of the time: the C core merges the two
    sorted arrays instead (same figures); arrays it does not take (unsorted,
    another dtype) go to numpy.
    """
    if _measure is not None:
        try:
            shares: tuple[float, float] = _measure.containment(a, b)
        except (TypeError, ValueError):
            pass
        else:
            return shares
    if a.size == 0 or b.size == 0:
        return 0.0, 0.0
    shared = float(np.intersect1d(a, b, assume_unique=True).size)
    return shared / float(a.size), shared / float(b.size)
