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
from itertools import pairwise

import numpy as np
import numpy.typing as npt

from newsfold.dedup.stream import TokenStream
from newsfold.native import load

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
    "paragraph_sketches_many",
    "unpack",
]

#: Paragraphs shorter than this many tokens are not sketched (too generic).
MIN_TOKENS = 12
#: Sketches at most this many bits apart are the same paragraph.
MAX_DISTANCE = 12
_MIX = np.uint64(0x9E3779B97F4A7C15)

_native = load("_fingerprint")


#: Each 4-bit nibble value spread into four 16-bit lanes of a uint64 (bit b -> lane b).
_NIBBLE_LANES = np.array(
    [sum(1 << (16 * b) for b in range(4) if v >> b & 1) for v in range(16)], dtype=np.uint64
)
_LANE_SHIFTS = np.arange(4, dtype=np.uint64) * np.uint64(16)


def _bit_counts(
    features: npt.NDArray[np.uint64], starts: npt.NDArray[np.intp], counts: npt.NDArray[np.intp]
) -> npt.NDArray[np.int64]:
    """Ones per segment and bit (``segments x 64``) of 64-bit features.

    Unpacking every bit and summing a ``tokens x 64`` matrix per segment is
    what numpy does slowly (a 2-D ``reduceat``); instead each nibble of the
    features becomes four 16-bit counters packed in one uint64
    (:data:`_NIBBLE_LANES`), so sixteen 1-D ``reduceat`` passes count all 64
    bits, four at a time. A lane holds up to 65,535, so a segment longer than
    that (never a real paragraph) takes the plain unpacking route.
    """
    if counts.size and int(counts.max()) > 0xFFFF:
        bits = np.unpackbits(features.view(np.uint8).reshape(-1, 8), axis=1, bitorder="little")
        return np.add.reduceat(bits, starts, axis=0, dtype=np.int64)
    nibbles = np.empty((16, starts.size), dtype=np.uint64)
    for k in range(16):
        lanes = _NIBBLE_LANES[(features >> np.uint64(4 * k)) & np.uint64(15)]
        nibbles[k] = np.add.reduceat(lanes, starts)
    spread = (nibbles[:, :, None] >> _LANE_SHIFTS) & np.uint64(0xFFFF)  # nibble, segment, lane
    return spread.transpose(1, 0, 2).reshape(starts.size, 64).astype(np.int64)


def paragraph_sketches(
    stream: TokenStream,
) -> tuple[npt.NDArray[np.uint64], npt.NDArray[np.int32]]:
    """Sketch and token count of every paragraph of at least MIN_TOKENS tokens."""
    return paragraph_sketches_many([stream])[0]


def paragraph_sketches_many(
    streams: list[TokenStream],
) -> list[tuple[npt.NDArray[np.uint64], npt.NDArray[np.int32]]]:
    """:func:`paragraph_sketches` of many documents in one set of numpy passes.

    The sketch of a paragraph is the bitwise majority of its token features;
    the ones per paragraph and bit are summed with one ``add.reduceat`` over
    the unpacked bits of every token of the batch (paragraph ids of a batch
    never decrease from one document to the next, see
    :func:`newsfold.dedup.stream.token_streams`; documents of separate calls
    are offset so they never share an id). A document's result does not depend
    on the others in the batch.

    The C kernel sketches each paragraph of at least MIN_TOKENS tokens in one
    loop over its tokens (eight 8-bit counters per uint64, one table lookup
    per feature byte) instead of sixteen ``reduceat`` passes over the batch;
    :func:`_numpy_paragraph_sketches_many` is the reference it matches.
    """
    if _native is not None and streams:
        total = sum(s.hashes.size for s in streams)
        sketches = np.empty(total // MIN_TOKENS + 1, dtype=np.uint64)
        counts = np.empty(total // MIN_TOKENS + 1, dtype=np.int32)
        bounds = np.empty(len(streams) + 1, dtype=np.int64)
        try:
            _native.paragraph_sketches(
                list(streams), MIN_TOKENS, int(_MIX), sketches, counts, bounds
            )
        except (TypeError, ValueError):
            pass  # a stream the kernel does not take (not contiguous, other dtypes): numpy
        else:
            ends = bounds.tolist()
            return [(sketches[a:b].copy(), counts[a:b].copy()) for a, b in pairwise(ends)]
    return _numpy_paragraph_sketches_many(streams)


def _numpy_paragraph_sketches_many(
    streams: list[TokenStream],
) -> list[tuple[npt.NDArray[np.uint64], npt.NDArray[np.int32]]]:
    """:func:`paragraph_sketches_many` in numpy (the fallback, and the C kernel's reference)."""
    empty = (np.zeros(0, dtype=np.uint64), np.zeros(0, dtype=np.int32))
    sizes = np.array([s.size for s in streams], dtype=np.int64)
    if sizes.sum() < 2:
        return [empty] * len(streams)
    hashes = np.concatenate([s.hashes for s in streams])
    cjk = np.concatenate([s.cjk for s in streams])
    # paragraph ids, made increasing across documents and never shared by two
    offsets = np.cumsum(
        np.array([0] + [int(s.paragraph[-1]) + 1 if s.size else 0 for s in streams[:-1]])
    )
    para = np.concatenate(
        [s.paragraph.astype(np.int64) + int(o) for s, o in zip(streams, offsets, strict=True)]
    )
    doc_end = np.cumsum(sizes) - 1
    features = hashes.copy()
    # a CJK character alone says little: it stands with the next one (a bigram),
    # within its document
    with np.errstate(over="ignore"):
        pair = hashes[:-1] * _MIX + hashes[1:]
    pairable = cjk[:-1].copy()
    pairable[doc_end[doc_end < pairable.size]] = False
    features[:-1] = np.where(pairable, pair ^ (pair >> np.uint64(29)), features[:-1])
    starts = np.flatnonzero(np.diff(para, prepend=para[0] - 1))
    counts = np.diff(starts, append=para.size)
    ones = _bit_counts(features, starts, counts)
    majority = (ones * 2 > counts[:, None]).astype(np.uint8)
    sketches = np.packbits(majority, axis=1, bitorder="little").view(np.uint64).ravel()
    keep = counts >= MIN_TOKENS
    # which document each paragraph belongs to
    owner = np.searchsorted(np.cumsum(sizes), starts, side="right")
    out: list[tuple[npt.NDArray[np.uint64], npt.NDArray[np.int32]]] = []
    for i, stream in enumerate(streams):
        if stream.size < 2:
            out.append(empty)
            continue
        mine = keep & (owner == i)
        out.append((sketches[mine].copy(), counts[mine].astype(np.int32)))
    return out


def coverage(
    a: npt.NDArray[np.uint64], a_lengths: npt.NDArray[np.int32], b: npt.NDArray[np.uint64]
) -> float:
    """Share of ``a``'s sketched text whose paragraphs have a twin among ``b``'s."""
    if a.size == 0 or b.size == 0:
        return 0.0
    distances = np.bitwise_count(a[:, None] ^ b[None, :]).min(axis=1)
    matched = a_lengths[distances <= MAX_DISTANCE].sum()
    return float(matched) / float(a_lengths.sum())


@dataclass(slots=True, unsafe_hash=True)
class ParagraphMatch:
    """What two articles' paragraph sketches say about each other.

    Never changed once made (:data:`NO_MATCH` is shared), but not ``frozen``: the
    folder makes one per candidate, and a frozen dataclass's ``__init__`` costs
    three times as much.
    """

    a_in_b: float
    b_in_a: float
    a_lead_in_b: bool
    b_lead_in_a: bool


NO_MATCH = ParagraphMatch(0.0, 0.0, False, False)


#: C twin of :func:`match` (one loop instead of a handful of numpy calls).
_measure = load("_measure")


def match(
    a: npt.NDArray[np.uint64],
    a_lengths: npt.NDArray[np.int32],
    b: npt.NDArray[np.uint64],
    b_lengths: npt.NDArray[np.int32],
) -> ParagraphMatch:
    """:func:`coverage` both ways and whether each lead paragraph has a twin in the other.

    The folder asks this of thousands of pairs of a few paragraphs each, where
    numpy's per-call cost is most of the time: the C core does it in one loop
    (same figures); arrays it does not take (another dtype, lengths not
    matching the sketches) go to numpy.
    """
    if _measure is not None:
        try:
            found = _measure.match(a, a_lengths, b, b_lengths, MAX_DISTANCE)
        except (TypeError, ValueError):
            pass
        else:
            return NO_MATCH if found is None else ParagraphMatch(*found)
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
