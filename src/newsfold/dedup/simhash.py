"""64-bit weighted SimHash with bucketed Hamming search.

SimHash (Charikar) sums, bit by bit, ``+w`` or ``-w`` for every feature whose
hash has that bit set or not, and keeps the sign: documents sharing most of
their weighted words get fingerprints a few bits apart. Features are words
(jieba words for Chinese, see :func:`newsfold.text.weighted_features`).

Search is by the pigeonhole principle: split the 64 bits into ``blocks``
blocks; two fingerprints within ``blocks - 1`` bits of each other agree
exactly on at least one block. Each block value is a bucket key, stored in
the same band -> bucket index as the MinHash bands, so a lookup reads the
``blocks`` buckets the new fingerprint lands in and nothing else. With the
default 4 blocks of 16 bits, every pair within 3 bits is found, and pairs
further apart often are (they only need one block in common).
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from newsfold.errors import ConfigError
from newsfold.text import signed64, weighted_features

__all__ = [
    "SIMHASH_BAND_BASE",
    "SimHasher",
    "hamming",
    "simhash_similarity",
]

#: Band numbers ``SIMHASH_BAND_BASE - i`` hold block ``i`` of the SimHash.
SIMHASH_BAND_BASE = -100
_BITS = np.uint64(1) << np.arange(64, dtype=np.uint64)


def hamming(a: int, b: int) -> int:
    """Number of differing bits of two 64-bit fingerprints."""
    return ((a ^ b) & 0xFFFFFFFFFFFFFFFF).bit_count()


def simhash_similarity(a: int, b: int) -> float:
    """``1 - hamming/32``, clipped at 0: 1.0 for equal, 0.0 for unrelated (32 bits apart).

    Scaled so the fold thresholds read alike for both methods: 0.95 is about
    one and a half bits, 0.80 about six bits.
    """
    return max(0.0, 1.0 - hamming(a, b) / 32.0)


class SimHasher:
    """Fingerprints and their Hamming-search bucket keys."""

    def __init__(self, blocks: int = 4) -> None:
        if not 2 <= blocks <= 16 or 64 % blocks:
            raise ConfigError(f"simhash blocks must divide 64 and be 2..16, got {blocks}")
        self.blocks = blocks
        self.width = 64 // blocks

    @property
    def guaranteed_distance(self) -> int:
        """Every pair within this many bits shares a bucket."""
        return self.blocks - 1

    def describe(self) -> str:
        """One line for logs and the CLI."""
        return (
            f"SimHash 64 bits in {self.blocks} blocks of {self.width}; every pair within "
            f"{self.guaranteed_distance} bits is a candidate"
        )

    def fingerprint(self, text: str) -> int:
        """The 64-bit weighted SimHash of ``text`` (0 for a text without words)."""
        features, weights = weighted_features(text)
        return self.fingerprint_features(features, weights)

    @staticmethod
    def fingerprint_features(
        features: npt.NDArray[np.uint64], weights: npt.NDArray[np.float64]
    ) -> int:
        """SimHash of hashed features with their weights."""
        if features.size == 0:
            return 0
        bits = (features[:, None] & _BITS[None, :]) != 0
        totals = np.where(bits, weights[:, None], -weights[:, None]).sum(axis=0)
        value = 0
        for i in np.flatnonzero(totals > 0):
            value |= 1 << int(i)
        return value

    def bucket_keys(self, value: int) -> list[tuple[int, int]]:
        """``(band, key)`` pairs: one per block, the block index mixed into the band."""
        mask = (1 << self.width) - 1
        return [
            (SIMHASH_BAND_BASE - i, signed64((value >> (i * self.width)) & mask))
            for i in range(self.blocks)
        ]
