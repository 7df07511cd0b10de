"""MinHash signatures and LSH band keys, vectorised with numpy.

Each permutation is a multiply-shift hash ``(a*x + b) mod 2**64 >> 32`` with
odd ``a`` drawn from a seeded generator: one numpy broadcast computes all
permutations of all shingles at once. Band keys hash each band's rows with
xxhash into a signed 64-bit integer, so they fit any SQL ``BIGINT`` column.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt
import xxhash

from newsfold.errors import ConfigError

__all__ = ["MinHasher", "estimate_containment", "estimate_jaccard"]

_EMPTY = np.uint32(0xFFFFFFFF)


class MinHasher:
    """Signatures of ``num_perm`` 32-bit minimums and their ``bands`` LSH keys."""

    def __init__(self, num_perm: int = 128, bands: int = 32, seed: int = 1) -> None:
        if num_perm <= 0 or bands <= 0 or num_perm % bands:
            raise ConfigError(
                f"num_perm ({num_perm}) must be a positive multiple of bands ({bands})"
            )
        self.num_perm = num_perm
        self.bands = bands
        self.rows = num_perm // bands
        rng = np.random.default_rng(seed)
        self._a = rng.integers(1, 2**63, size=num_perm, dtype=np.uint64) | np.uint64(1)
        self._b = rng.integers(0, 2**63, size=num_perm, dtype=np.uint64)

    @property
    def threshold(self) -> float:
        """Jaccard similarity where a pair becomes a candidate with probability ~0.5."""
        return float((1.0 / self.bands) ** (1.0 / self.rows))

    def signature(self, shingles: npt.NDArray[np.uint64]) -> npt.NDArray[np.uint32]:
        """MinHash signature of a set of 64-bit shingle hashes."""
        if shingles.size == 0:
            return np.full(self.num_perm, _EMPTY, dtype=np.uint32)
        with np.errstate(over="ignore"):
            mixed = shingles[:, None] * self._a[None, :] + self._b[None, :]
        result: npt.NDArray[np.uint32] = (mixed >> np.uint64(32)).astype(np.uint32).min(axis=0)
        return result

    def band_keys(self, signature: npt.NDArray[np.uint32]) -> list[int]:
        """One signed 64-bit bucket key per band (band index mixed in)."""
        keys: list[int] = []
        rows = signature.reshape(self.bands, self.rows)
        for band in range(self.bands):
            value = xxhash.xxh3_64_intdigest(rows[band].tobytes(), seed=band)
            keys.append(value - (1 << 64) if value >= (1 << 63) else value)
        return keys


def estimate_jaccard(a: npt.NDArray[np.uint32], b: npt.NDArray[np.uint32]) -> float:
    """Share of equal signature positions: an unbiased Jaccard estimate."""
    return float(np.count_nonzero(a == b)) / float(a.size)


def estimate_containment(jaccard: float, size_a: int, size_b: int) -> float:
    """Estimated share of A's shingles that are in B, from Jaccard and set sizes."""
    if size_a <= 0:
        return 0.0
    intersection = jaccard * (size_a + size_b) / (1.0 + jaccard)
    return min(1.0, intersection / size_a)
