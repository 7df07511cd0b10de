"""MinHash signatures and LSH band keys, vectorised with numpy.

Each permutation is ``(a*x + b) mod 2**32`` over the top 32 bits ``x`` of a
shingle's (already well mixed) 64-bit hash, with odd ``a`` drawn from a seeded
generator: a bijection of 32-bit values, so one numpy outer product computes
all permutations of all shingles at once, in 32-bit arithmetic (four times
less memory traffic than 64-bit). Its Jaccard estimates are unbiased with the
textbook variance ``J(1-J)/num_perm`` (checked by ``tests/fold``).

Band keys mix each band's rows with numpy and fold the band number in, into a
signed 64-bit integer, so they fit any SQL ``BIGINT`` column.

With ``b`` bands of ``r`` rows, a pair of Jaccard similarity ``s`` shares at
least one bucket with probability ``1 - (1 - s**r)**b``; the threshold
:attr:`MinHasher.threshold` ``(1/b)**(1/r)`` is where that probability is
about one half. The default 128 permutations in 32 bands of 4 rows put it at
0.42: low on purpose, because a candidate costs one comparison with a story
representative, while a missed pair is a copy counted as a new story. A pair
at Jaccard 0.80 is then found with probability 1 - 1e-9.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from newsfold.errors import ConfigError
from newsfold.hashing import fmix64
from newsfold.native import load

_native = load("_fingerprint")

__all__ = [
    "MinHasher",
    "candidate_probability",
    "estimate_containment",
    "estimate_jaccard",
    "lsh_threshold",
]

_EMPTY = np.uint32(0xFFFFFFFF)
_U64 = np.dtype(np.uint64)
_ROW_MIX = np.random.default_rng(77).integers(1, 2**63, size=64, dtype=np.uint64) | np.uint64(1)


def lsh_threshold(bands: int, rows: int) -> float:
    """Jaccard similarity at which a pair becomes a candidate with probability ~0.5."""
    return float((1.0 / bands) ** (1.0 / rows))


def candidate_probability(similarity: float, bands: int, rows: int) -> float:
    """Probability that a pair of this Jaccard similarity shares at least one band."""
    return float(1.0 - (1.0 - similarity**rows) ** bands)


class MinHasher:
    """Signatures of ``num_perm`` 32-bit minimums and their ``bands`` LSH keys."""

    def __init__(self, num_perm: int = 128, bands: int = 32, seed: int = 1) -> None:
        if num_perm <= 0 or bands <= 0 or num_perm % bands:
            raise ConfigError(
                f"num_perm ({num_perm}) must be a positive multiple of bands ({bands}); "
                f"try num_perm={bands * max(1, num_perm // max(bands, 1))}"
            )
        if num_perm // bands > _ROW_MIX.size:
            raise ConfigError(f"at most {_ROW_MIX.size} rows per band; use more bands")
        self.num_perm = num_perm
        self.bands = bands
        self.rows = num_perm // bands
        rng = np.random.default_rng(seed)
        self._a = rng.integers(1, 2**32, size=num_perm, dtype=np.uint64).astype(np.uint32)
        self._a |= np.uint32(1)
        self._b = rng.integers(0, 2**32, size=num_perm, dtype=np.uint64).astype(np.uint32)
        self._band_ids = np.arange(bands, dtype=np.uint64) * np.uint64(0x9E3779B97F4A7C15)

    @property
    def threshold(self) -> float:
        """Jaccard similarity where a pair becomes a candidate with probability ~0.5."""
        return lsh_threshold(self.bands, self.rows)

    def describe(self) -> str:
        """One line for logs and the CLI: the split and the threshold it implies."""
        return (
            f"MinHash {self.num_perm} permutations = {self.bands} bands x {self.rows} rows; "
            f"LSH threshold (1/{self.bands})^(1/{self.rows}) = {self.threshold:.3f}; "
            f"P(candidate | J=0.8) = {candidate_probability(0.8, self.bands, self.rows):.6f}"
        )

    def signature(self, shingles: npt.NDArray[np.uint64]) -> npt.NDArray[np.uint32]:
        """MinHash signature of a set (or multiset: repeats change nothing) of shingle hashes.

        The C kernel keeps the 128 minimums in one small array and updates it
        shingle by shingle (a loop the compiler vectorises) instead of
        building the ``shingles x num_perm`` product; same values as
        :meth:`_numpy_signature`.
        """
        if _native is not None and shingles.dtype == _U64 and shingles.flags.c_contiguous:
            out = np.empty(self.num_perm, dtype=np.uint32)
            _native.minhash(shingles, self._a, self._b, out)
            return out
        return self._numpy_signature(shingles)

    def _numpy_signature(self, shingles: npt.NDArray[np.uint64]) -> npt.NDArray[np.uint32]:
        """:meth:`signature` in numpy (the fallback, and the C kernel's reference)."""
        if shingles.size == 0:
            return np.full(self.num_perm, _EMPTY, dtype=np.uint32)
        keys = (shingles >> np.uint64(32)).astype(np.uint32)
        with np.errstate(over="ignore"):
            mixed = np.multiply.outer(keys, self._a)
            mixed += self._b
        result: npt.NDArray[np.uint32] = mixed.min(axis=0)
        return result

    def signatures(self, sets: list[npt.NDArray[np.uint64]]) -> npt.NDArray[np.uint32]:
        """:meth:`signature` of many sets, one row each (one C call for the list)."""
        out = np.empty((len(sets), self.num_perm), dtype=np.uint32)
        if _native is not None:
            try:
                _native.minhash_many(list(sets), self._a, self._b, out)
            except (TypeError, ValueError):
                pass  # a set the kernel does not take (not contiguous uint64): numpy below
            else:
                return out
        for i, shingles in enumerate(sets):
            out[i] = self._numpy_signature(shingles)
        return out

    def band_keys(self, signature: npt.NDArray[np.uint32]) -> list[int]:
        """One signed 64-bit bucket key per band (band index mixed in)."""
        return [int(v) for v in self.band_keys_many(signature[None, :])[0]]

    def band_keys_many(self, signatures: npt.NDArray[np.uint32]) -> npt.NDArray[np.int64]:
        """Band keys of many signatures (one row each) at once."""
        rows = signatures.reshape(signatures.shape[0], self.bands, self.rows).astype(np.uint64)
        with np.errstate(over="ignore"):
            acc = (rows * _ROW_MIX[None, None, : self.rows]).sum(axis=2, dtype=np.uint64)
            acc = fmix64(acc ^ self._band_ids[None, :])
        keys: npt.NDArray[np.int64] = acc.view(np.int64)
        return keys


#: C twin of :func:`estimate_jaccard` (numpy's per-call cost is most of its time).
_measure = load("_measure")


def estimate_jaccard(a: npt.NDArray[np.uint32], b: npt.NDArray[np.uint32]) -> float:
    """Share of equal signature positions: an unbiased Jaccard estimate.

    With the C core built, one C loop (same figure); arrays it does not take
    (another dtype) go to numpy.
    """
    if _measure is not None:
        try:
            jaccard: float = _measure.estimate_jaccard(a, b)
        except (TypeError, ValueError):
            pass
        else:
            return jaccard
    if a.size == 0 or a.size != b.size:
        return 0.0
    return float(np.count_nonzero(a == b)) / float(a.size)


def estimate_containment(jaccard: float, size_a: int, size_b: int) -> float:
    """Estimated share of A's shingles that are in B, from Jaccard and set sizes."""
    if size_a <= 0:
        return 0.0
    intersection = jaccard * (size_a + size_b) / (1.0 + jaccard)
    return min(1.0, intersection / size_a)
