"""Typed stub of the C fingerprint kernels (``_fingerprint.c``); see the docstrings there.

Every buffer argument must be C-contiguous with the item type named; outputs are
writable buffers the caller allocated (``np.empty``) and the kernel fills.
"""

from typing import Any

from typing_extensions import Buffer

def ngram_hashes(hashes: Buffer, n: int, mix: Buffer, out: Buffer) -> None:
    """uint64 n-gram hashes of uint64 token hashes into ``out`` (len(hashes) - n + 1)."""

def minhash(shingles: Buffer, a: Buffer, b: Buffer, out: Buffer) -> None:
    """MinHash minimums (uint32 ``out``, len(a)) of uint64 shingles."""

def minhash_many(sets: list[Buffer], a: Buffer, b: Buffer, out: Buffer) -> None:
    """:func:`minhash` of every set into the rows of ``out`` (len(sets) x len(a) uint32)."""

def winnow(
    ngrams: Buffer,
    lead: int,
    window: int,
    anchor_mod: int,
    max_anchors: int,
    out: Buffer,
    anchors: Buffer,
) -> tuple[int, int, int]:
    """Count of sorted unique int64 fingerprints in ``out``; of anchors and lead anchors in
    ``anchors`` (from 0 and from ``max_anchors``)."""

def paragraph_sketches(
    streams: list[Any], min_tokens: int, mix: int, sketches: Buffer, counts: Buffer, bounds: Buffer
) -> None:
    """Majority sketches (uint64) and token counts (int32) of paragraphs, per stream."""

def token_streams(
    codes: Buffer,
    flags: Buffer,
    separator: int,
    doc_separator: int,
    mult: int,
    hashes: Buffer,
    paragraph: Buffer,
    cjk: Buffer,
    digit: Buffer,
    bounds: Buffer,
) -> int:
    """Tokens of uint32 code points given their uint8 flags; returns the token count."""

def half_width(text: str, /) -> str: ...
def bucket_pairs(
    prefix: Buffer,
    paired: bool,
    anchors: Buffer,
    lead_anchors: Buffer,
    max_lead: int,
    lead_sketch: int | None,
    recap: Buffer,
    head: int | None,
    events: Buffer,
    passages: Buffer,
    bands: tuple[int, int, int, int, int, int, int],
    out: Buffer,
    /,
) -> tuple[int, int, int, int, int]:
    """An entry's (band, key) pairs into ``out``: own lead, probes, core, events, passages."""

def lookup_flags(codes: Buffer, table: Buffer, out: Buffer, /) -> bool: ...
def casefold(text: str, /) -> str: ...
