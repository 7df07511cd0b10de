"""An entry's ``(band, key)`` buckets held as an int64 array, read as a sequence of pairs.

The fingerprinter makes about a hundred and fifty buckets an article and the
bucket index reads them at least twice (indexing, looking up). As Python tuples
of two Python ints they were the largest per-item traffic between Python and
the C core: built one by one in C, then read back one by one through the
limited API (each int through a function call, since abi3 hides the digits).
Held as one ``(n, 2)`` int64 array, the C core takes them as a buffer in one
call (:mod:`newsfold.native._bucketindex`), and the views an entry needs (its
indexed buckets, its lookups, its lead probes) are slices of one allocation.

:class:`Buckets` keeps the old face for everything else: a read-only sequence of
``(band, key)`` tuples of Python ints (the store writes rows from it, the Spark
executor hashes it, tests compare it with lists).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import overload

import numpy as np
import numpy.typing as npt

__all__ = ["Buckets", "pairs_of"]

_NO_PAIRS = np.zeros((0, 2), dtype=np.int64)


class Buckets(Sequence[tuple[int, int]]):
    """``(band, key)`` pairs backed by a C-contiguous ``(n, 2)`` int64 array.

    Equal to any sequence of the same pairs in the same order (a list or tuple of
    tuples included), so code that compared the tuples keeps working.
    """

    __slots__ = ("pairs",)

    def __init__(self, pairs: npt.NDArray[np.int64]) -> None:
        if pairs.ndim != 2 or pairs.shape[1] != 2 or pairs.dtype != np.int64:
            raise ValueError(f"Buckets need an (n, 2) int64 array, not {pairs.dtype} {pairs.shape}")
        if not pairs.flags.c_contiguous:
            raise ValueError("Buckets need a C-contiguous array (the C core reads it as a buffer)")
        self.pairs = pairs

    @classmethod
    def of(cls, buckets: Sequence[tuple[int, int]]) -> Buckets:
        """The pairs of a sequence of ``(band, key)`` tuples (an OverflowError beyond int64)."""
        if isinstance(buckets, Buckets):
            return buckets
        return cls(pairs_of(buckets))

    def __len__(self) -> int:
        return int(self.pairs.shape[0])

    @overload
    def __getitem__(self, index: int) -> tuple[int, int]: ...
    @overload
    def __getitem__(self, index: slice) -> Buckets: ...
    def __getitem__(self, index: int | slice) -> tuple[int, int] | Buckets:
        if isinstance(index, slice):
            return Buckets(self.pairs[index])
        band, key = self.pairs[index].tolist()
        return band, key

    def __iter__(self) -> Iterator[tuple[int, int]]:
        # two flat lists zipped: 40% cheaper than a tuple() of each row of tolist()
        pairs = self.pairs
        bands: list[int] = pairs[:, 0].tolist()
        keys: list[int] = pairs[:, 1].tolist()
        return zip(bands, keys, strict=True)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Buckets):
            return bool(np.array_equal(self.pairs, other.pairs))
        if isinstance(other, list | tuple):
            return list(self) == [tuple(item) for item in other]
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Buckets({list(self)!r})"


def pairs_of(buckets: Sequence[tuple[int, int]]) -> npt.NDArray[np.int64]:
    """The ``(n, 2)`` int64 array of ``buckets`` (its own when it is :class:`Buckets`)."""
    if isinstance(buckets, Buckets):
        return buckets.pairs
    if not buckets:
        return _NO_PAIRS
    pairs = np.array(buckets, dtype=np.int64)
    if pairs.ndim != 2 or pairs.shape[1] != 2:
        raise ValueError(f"buckets must be (band, key) pairs, not an array of shape {pairs.shape}")
    return pairs
