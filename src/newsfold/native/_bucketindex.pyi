"""The in-memory LSH bucket index of batch folding (C; see ``_bucketindex.c``)."""

from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

#: (band, key) pairs: an (n, 2) int64 array (any C-contiguous int64 buffer).
_Pairs = npt.NDArray[np.int64]

class BucketIndex:
    """(band, key) buckets -> {story number: latest seq} and articles counted (capped)."""

    def __init__(self, max_articles: int, weight: int) -> None: ...
    def add(self, buckets: _Pairs, story: int, seq: int) -> None: ...
    def candidates(self, buckets: _Pairs, limit: int) -> list[int]: ...
    def stories(self, band: int, key: int) -> dict[int, int] | None: ...
    def articles(self, band: int, key: int) -> int: ...
    def sizes(self) -> dict[tuple[int, int], int]: ...
    def __len__(self) -> int: ...
    @property
    def nbytes(self) -> int: ...
    @property
    def capacity(self) -> int: ...

def rank_held(
    buckets: Sequence[tuple[int, int]],
    held: dict[tuple[int, int], dict[str, int]],
    weight: int,
    limit: int,
) -> list[str]: ...
def hold_rows(
    rows: Sequence[tuple[object, ...]],
    sizes: dict[tuple[int, int], int],
    held: dict[tuple[int, int], dict[str, int]],
    band: int | None = None,
) -> None: ...
