"""Token hashes of a whole article in a few numpy passes, without token strings.

Fingerprinting spends most of its time turning text into tokens and hashing
each one. Here the normalised text becomes one array of code points; a lookup
table says which are word characters, which CJK, which digits; token starts
are where a word run begins (every CJK character starts its own token, as in
:func:`newsfold.text.tokens`); and each token's hash is a polynomial over its
code points, computed for all tokens at once with prefix sums
(``np.add.reduceat``) and finished with the murmur3 mixer. The tokens are
exactly those of :func:`newsfold.text.tokens`; the hashes differ from
:func:`newsfold.text.hash_tokens` but are just as stable across processes.

:class:`TokenStream` also carries, per token, its paragraph and whether it is
CJK or holds a digit, which the paragraph sketches, the CJK shingle choice and
the short-item numbers key need.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise

import numpy as np
import numpy.typing as npt

from newsfold.hashing import fmix64
from newsfold.native import load
from newsfold.text import nfkc

__all__ = ["TokenStream", "token_stream", "token_streams"]

_MULT = np.uint64(0x100000001B3)  # FNV prime: odd, so it has an inverse modulo 2**64
_MULT_INV = np.uint64(pow(int(_MULT), -1, 1 << 64))
_SEPARATOR = "\n"
_SEPARATOR_CODE = ord(_SEPARATOR)
#: Between documents of a batch: not a word character, and not made by NFKC.
_DOC_SEPARATOR = "\x1e"
_DOC_SEPARATOR_CODE = ord(_DOC_SEPARATOR)

_WORD = np.uint8(1)
_CJK = np.uint8(2)
_ALPHA = np.uint8(4)

_powers: list[npt.NDArray[np.uint64]] = []
_native = load("_fingerprint")


def _flags_of(code: int) -> int:
    char = chr(code)
    if not char.isalnum():
        return 0
    flags = 1 | (4 if char.isalpha() else 0)
    if (
        0x3040 <= code <= 0x30FF
        or 0x3400 <= code <= 0x4DBF
        or 0x4E00 <= code <= 0x9FFF
        or 0xF900 <= code <= 0xFAFF
    ):
        flags |= 2
    return flags


@lru_cache(maxsize=1)
def _char_table() -> npt.NDArray[np.uint8]:
    """Flags of every BMP code point: word character (not ``_``), CJK, alphabetic."""
    return np.fromiter(map(_flags_of, range(0x10000)), dtype=np.uint8, count=0x10000)


def _flags(codes: npt.NDArray[np.uint32]) -> npt.NDArray[np.uint8]:
    """Flags of ``codes``; the rare code points beyond the BMP are looked up one by one.

    Each distinct code point beyond the BMP is looked up once and written where it
    stands (a fold batch's text is millions of code points; one emoji in it made a
    pass over all of them for each distinct one: half a second for eleven).
    """
    table = _char_table()
    out = np.empty(codes.size, dtype=np.uint8)
    if _native is not None and _native.lookup_flags(codes, table, out):
        return out  # every code point in the BMP: one C loop
    astral = np.flatnonzero(codes >= 0x10000)
    if not astral.size:
        return table[codes]
    inside = codes.copy()
    inside[astral] = 0
    if _native is None or not _native.lookup_flags(inside, table, out):
        out = table[inside]
    distinct, where = np.unique(codes[astral], return_inverse=True)
    found = np.fromiter(map(_flags_of, distinct.tolist()), dtype=np.uint8, count=distinct.size)
    out[astral] = found[where]
    return out


def _power_tables(n: int) -> tuple[npt.NDArray[np.uint64], npt.NDArray[np.uint64]]:
    """``MULT**i`` and ``MULT**-i`` modulo 2**64 for ``i < n`` (grown by doubling)."""
    if not _powers or _powers[0].size < n:
        size = max(1 << 16, 1 << (n - 1).bit_length())
        with np.errstate(over="ignore"):
            up = np.cumprod(np.full(size, _MULT, dtype=np.uint64), dtype=np.uint64)
            down = np.cumprod(np.full(size, _MULT_INV, dtype=np.uint64), dtype=np.uint64)
        up = np.concatenate(([np.uint64(1)], up[:-1]))
        down = np.concatenate(([np.uint64(1)], down[:-1]))
        _powers[:] = [up, down]
    return _powers[0], _powers[1]


@dataclass(frozen=True, slots=True)
class TokenStream:
    """Per-token arrays of one text, in reading order."""

    hashes: npt.NDArray[np.uint64]
    paragraph: npt.NDArray[np.int32]
    cjk: npt.NDArray[np.bool_]
    digit: npt.NDArray[np.bool_]

    @property
    def size(self) -> int:
        """Number of tokens."""
        return int(self.hashes.size)

    @property
    def mostly_cjk(self) -> bool:
        """True when more than half the tokens are CJK characters."""
        return bool(self.size) and int(np.count_nonzero(self.cjk)) * 2 > self.size


_EMPTY = TokenStream(
    np.zeros(0, dtype=np.uint64),
    np.zeros(0, dtype=np.int32),
    np.zeros(0, dtype=np.bool_),
    np.zeros(0, dtype=np.bool_),
)


def token_stream(paragraphs: list[str]) -> TokenStream:
    """Hashes and flags of the tokens of ``paragraphs`` (NFKC, case-folded)."""
    return token_streams([paragraphs])[0]


def token_streams(documents: list[list[str]]) -> list[TokenStream]:
    """:func:`token_stream` of many documents at once (one set of numpy passes).

    Every per-token value depends only on the token, so the result for a
    document is the same whatever else is in the batch; batching only spreads
    numpy's per-call overhead over many documents.
    """
    if not documents:
        return []
    # one normalisation for the whole batch: NFKC never composes across the
    # separators (control characters), and case folding works per character
    # NFKC per document (fast path in newsfold.text.nfkc); case folding works per character
    fold = str.casefold if _native is None else _native.casefold
    text = _DOC_SEPARATOR.join(fold(nfkc(_SEPARATOR.join(doc))) for doc in documents)
    if text.count(_DOC_SEPARATOR) != len(documents) - 1:
        return [
            token_streams([[p.replace(_DOC_SEPARATOR, " ") for p in doc]])[0] for doc in documents
        ]
    codes = np.frombuffer(text.encode("utf-32-le"), dtype=np.uint32)
    flags = _flags(codes)
    if _native is not None:
        return _native_streams(codes, flags, len(documents))
    return _numpy_streams(codes, flags, len(documents))


def _native_streams(
    codes: npt.NDArray[np.uint32], flags: npt.NDArray[np.uint8], documents: int
) -> list[TokenStream]:
    """The tokens of a batch in one C pass (the same values as :func:`_numpy_streams`).

    The kernel walks the code points once, hashing each token as it goes
    (``sum (code + 1) * MULT**i`` over its characters, the value the prefix sums give),
    instead of some twenty numpy passes and their batch-sized temporaries.
    """
    assert _native is not None
    size = codes.size
    hashes = np.empty(size, dtype=np.uint64)
    paragraph = np.empty(size, dtype=np.int32)
    cjk = np.empty(size, dtype=np.bool_)
    digit = np.empty(size, dtype=np.bool_)
    bounds = np.empty(documents + 1, dtype=np.int64)
    count = _native.token_streams(
        codes,
        flags,
        _SEPARATOR_CODE,
        _DOC_SEPARATOR_CODE,
        int(_MULT),
        hashes,
        paragraph,
        cjk,
        digit,
        bounds,
    )
    # exact-size arrays, so a document's views do not keep a text-sized buffer alive
    hashes, paragraph = hashes[:count].copy(), paragraph[:count].copy()
    cjk, digit = cjk[:count].copy(), digit[:count].copy()
    ends = bounds.tolist()
    return [
        TokenStream(hashes[a:b], paragraph[a:b], cjk[a:b], digit[a:b]) if a < b else _EMPTY
        for a, b in pairwise(ends)
    ]


def _numpy_streams(
    codes: npt.NDArray[np.uint32], flags: npt.NDArray[np.uint8], documents: int
) -> list[TokenStream]:
    """Tokens of a batch from its code points and their flags, in numpy passes.

    The fallback where the C core is not built, and its reference.
    """
    word = (flags & _WORD) != 0
    if not word.any():
        return [_EMPTY] * documents
    cjk = (flags & _CJK) != 0
    latin = word & ~cjk
    starts_full = cjk.copy()
    starts_full[0] |= latin[0]
    starts_full[1:] |= latin[1:] & ~latin[:-1]

    boundary = (codes == _SEPARATOR_CODE) | (codes == _DOC_SEPARATOR_CODE)
    para_full = np.cumsum(boundary, dtype=np.int32)
    doc_full = np.cumsum(codes == _DOC_SEPARATOR_CODE, dtype=np.int32)

    positions = np.flatnonzero(word)
    compact = codes[positions].astype(np.uint64) + np.uint64(1)
    starts = np.flatnonzero(starts_full[positions])
    up, down = _power_tables(compact.size)
    with np.errstate(over="ignore"):
        raw = np.add.reduceat(compact * up[: compact.size], starts, dtype=np.uint64)
        lengths = np.diff(starts, append=compact.size).astype(np.uint64)
        hashes = fmix64(raw * down[starts] + lengths * np.uint64(0x9E3779B97F4A7C15))
    not_alpha = ((flags[positions] & _ALPHA) == 0).astype(np.int32)
    digit = np.add.reduceat(not_alpha, starts) > 0
    token_chars = positions[starts]
    paragraph = para_full[token_chars]
    is_cjk = cjk[token_chars]
    bounds = np.searchsorted(doc_full[token_chars], np.arange(documents + 1))
    out: list[TokenStream] = []
    for i in range(documents):
        a, b = int(bounds[i]), int(bounds[i + 1])
        if a == b:
            out.append(_EMPTY)
        else:
            out.append(TokenStream(hashes[a:b], paragraph[a:b], is_cjk[a:b], digit[a:b]))
    return out
