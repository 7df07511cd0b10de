"""Paragraph sketches: which paragraphs two articles share, despite light rewording.

Copy editors swap a word here and there ("said" for "stated", "表示" for
"称"); every swap breaks the n-grams around it, so n-gram containment
undercounts a reworded paragraph. A paragraph's *sketch* is a 64-bit SimHash
of its words (of its character bigrams in CJK text): a few swapped words move
it a few bits, while two unrelated paragraphs are about 32 bits apart. :func:`coverage` is the share
of one article's text (by tokens, over paragraphs of at least
:data:`MIN_TOKENS` tokens) whose paragraphs have a near twin in the other:
the paragraph-level containment the folder uses beside window containment,
and the evidence a follow-up needs (it repeats whole paragraphs).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from newsfold.dedup.stream import TokenStream

__all__ = [
    "MAX_DISTANCE",
    "MIN_TOKENS",
    "NO_MATCH",
    "ParagraphMatch",
    "coverage",
    "has_twin",
    "match",
    "pack",
    "paragraph_sketches",
    "unpack",
]

#: Paragraphs shorter than this many tokens are not sketched (too generic).
MIN_TOKENS = 12
#: Sketches at most this many bits apart are the same paragraph.
MAX_DISTANCE = 12
_MIX = np.uint64(0x9E3779B97F4A7C15)


def paragraph_sketches(
    stream: TokenStream,
) -> tuple[npt.NDArray[np.uint64], npt.NDArray[np.int32]]:
    """Sketch and token count of every paragraph of at least MIN_TOKENS tokens."""
    if stream.size < 2:
        return np.zeros(0, dtype=np.uint64), np.zeros(0, dtype=np.int32)
    para = stream.paragraph
    features = stream.hashes.copy()
    # a CJK character alone says little: it stands with the next one (a bigram)
    with np.errstate(over="ignore"):
        pair = stream.hashes[:-1] * _MIX + stream.hashes[1:]
    features[:-1] = np.where(stream.cjk[:-1], pair ^ (pair >> np.uint64(29)), features[:-1])
    starts = np.flatnonzero(np.diff(para, prepend=para[0] - 1))  # ids never decrease
    counts = np.diff(starts, append=para.size)
    keep = counts >= MIN_TOKENS
    if not keep.any():
        return np.zeros(0, dtype=np.uint64), np.zeros(0, dtype=np.int32)
    bits = np.unpackbits(features.view(np.uint8).reshape(-1, 8), axis=1, bitorder="little")
    # ones per paragraph and bit, from running sums over the tokens
    running = np.zeros((bits.shape[0] + 1, 64), dtype=np.int32)
    np.cumsum(bits, axis=0, dtype=np.int32, out=running[1:])
    ends = starts + counts
    ones = (running[ends] - running[starts])[keep]
    majority = (ones * 2 > counts[keep][:, None]).astype(np.uint8)
    sketches = np.packbits(majority, axis=1, bitorder="little").view(np.uint64).ravel()
    return sketches.copy(), counts[keep].astype(np.int32)


def coverage(
    a: npt.NDArray[np.uint64], a_lengths: npt.NDArray[np.int32], b: npt.NDArray[np.uint64]
) -> float:
    """Share of ``a``'s sketched text whose paragraphs have a twin among ``b``'s."""
    if a.size == 0 or b.size == 0:
        return 0.0
    distances = np.bitwise_count(a[:, None] ^ b[None, :]).min(axis=1)
    matched = a_lengths[distances <= MAX_DISTANCE].sum()
    return float(matched) / float(a_lengths.sum())


@dataclass(frozen=True, slots=True)
class ParagraphMatch:
    """What two articles' paragraph sketches say about each other."""

    a_in_b: float
    b_in_a: float
    a_lead_in_b: bool
    b_lead_in_a: bool


NO_MATCH = ParagraphMatch(0.0, 0.0, False, False)


def match(
    a: npt.NDArray[np.uint64],
    a_lengths: npt.NDArray[np.int32],
    b: npt.NDArray[np.uint64],
    b_lengths: npt.NDArray[np.int32],
) -> ParagraphMatch:
    """:func:`coverage` both ways and whether each lead paragraph has a twin in the other."""
    if a.size == 0 or b.size == 0:
        return NO_MATCH
    twins = np.bitwise_count(a[:, None] ^ b[None, :]) <= MAX_DISTANCE
    in_b = twins.any(axis=1)
    in_a = twins.any(axis=0)
    return ParagraphMatch(
        float(a_lengths[in_b].sum()) / float(a_lengths.sum()),
        float(b_lengths[in_a].sum()) / float(b_lengths.sum()),
        bool(in_b[0]),
        bool(in_a[0]),
    )


def has_twin(sketch: int, others: npt.NDArray[np.uint64]) -> bool:
    """Whether one paragraph sketch has a near twin among ``others``."""
    if others.size == 0:
        return False
    distances = np.bitwise_count(others ^ np.uint64(sketch))
    return bool(distances.min() <= MAX_DISTANCE)


def pack(sketches: npt.NDArray[np.uint64], lengths: npt.NDArray[np.int32]) -> bytes:
    """Sketches and lengths as bytes for the store."""
    return sketches.astype(np.uint64).tobytes() + lengths.astype(np.int32).tobytes()


def unpack(blob: bytes | None) -> tuple[npt.NDArray[np.uint64], npt.NDArray[np.int32]]:
    """Inverse of :func:`pack`."""
    if not blob:
        return np.zeros(0, dtype=np.uint64), np.zeros(0, dtype=np.int32)
    n = len(blob) // 12
    sketches = np.frombuffer(blob[: 8 * n], dtype=np.uint64).copy()
    lengths = np.frombuffer(blob[8 * n :], dtype=np.int32).copy()
    return sketches, lengths
