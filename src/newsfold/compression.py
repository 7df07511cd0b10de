"""Deflate streams (zlib and gzip) made and read with ISA-L, the fast way.

``isal`` (Intel's ISA-L) writes and reads the same formats as the standard
library's ``zlib`` and ``gzip`` in a third to a quarter of the CPU time: on the
1,100 development pages (150 KB each) storing a body cost 1.0 ms at zlib level 1
and 0.26 ms here, for bodies 3% smaller; reading one back 0.49 ms and 0.16 ms;
inflating an ``.html.gz`` input file 0.62 ms and 0.33 ms
(``benchmarks/README.md``, Ingest). The streams are standard (RFC 1950 and
1952): a store written by an older newsfold (zlib) reads here, and any zlib
reads what is written here.
"""

from __future__ import annotations

import zlib
from pathlib import Path
from typing import IO, cast

from isal import igzip, isal_zlib

from newsfold.models import BodyStream

__all__ = [
    "BODY_LEVEL",
    "STREAM_ERRORS",
    "deflate",
    "inflate",
    "open_gzip",
    "read_gzip_member",
]

#: ISA-L's level for stored page bodies (0-3; 2 is its default): a body of 150 KB
#: in 0.26 ms, a little smaller than zlib's level 1 made it.
BODY_LEVEL = 2

#: What a damaged stream raises while it is read: a gzip header that is not one
#: (``OSError``), a stream cut short (``EOFError``), a damaged block (ISA-L's
#: error, or zlib's where the standard library reads).
STREAM_ERRORS: tuple[type[Exception], ...] = (
    OSError,
    EOFError,
    zlib.error,
    cast(type[Exception], isal_zlib.error),  # isal's stub calls the class an instance
)


def deflate(data: bytes, level: int = BODY_LEVEL) -> bytes:
    """``data`` as a zlib stream."""
    return isal_zlib.compress(data, level)


def inflate(stream: bytes) -> bytes:
    """The bytes of a zlib stream (ISA-L's or zlib's)."""
    return isal_zlib.decompress(stream)


def open_gzip(path: Path) -> IO[bytes]:
    """A gzip file opened for reading; ``read(n)`` inflates no more than it returns."""
    # isal's igzip.py has no annotations
    return cast(IO[bytes], igzip.open(path, "rb"))  # type: ignore[no-untyped-call]


#: The gzip header's flags (RFC 1952, 2.3.1): text, header CRC, extra field, name, comment.
_FHCRC, _FEXTRA, _FNAME, _FCOMMENT = 2, 4, 8, 16
#: zlib's header for a deflate stream with a 32 KiB window (RFC 1950: CMF 0x78; FLG 0x01
#: makes the pair a multiple of 31, level "fastest", no dictionary). A gzip member's
#: deflate data never refers back further than 32 KiB.
_ZLIB_HEADER = b"\x78\x01"


def _gzip_data_start(data: bytes) -> int | None:
    """Where the deflate data of the gzip member at the start of ``data`` begins (None:
    not a gzip header this reader takes)."""
    if len(data) < 18 or data[0] != 0x1F or data[1] != 0x8B or data[2] != 8:
        return None
    flags = data[3]
    if flags & 0xE0:
        return None  # reserved bits set
    at = 10
    if flags & _FEXTRA:
        at += 2 + int.from_bytes(data[at : at + 2], "little")
    for bit in (_FNAME, _FCOMMENT):
        if flags & bit:
            end = data.find(b"\0", at)
            if end < 0:
                return None
            at = end + 1
    if flags & _FHCRC:
        # the CRC-16 of the header is checked as a gzip reader checks it: a damaged
        # header goes to the gzip reader, which refuses it ("Checksums do not match")
        if data[at : at + 2] != (zlib.crc32(data[:at]) & 0xFFFF).to_bytes(2, "little"):
            return None
        at += 2
    return at if at + 8 <= len(data) else None


def read_gzip_member(data: bytes, limit: int) -> BodyStream | None:
    """The bytes of a gzip file that is one gzip member, and the same deflate data as a
    zlib stream, without deflating them again; None for anything else (several members,
    bytes after the member, a damaged or cut stream, more than ``limit`` bytes inflated),
    which the caller reads the ordinary way (:func:`open_gzip`) to get its usual answer.

    An ``.html.gz`` input used to be inflated and its page deflated again to be stored
    (0.24 ms a page of 150 KB at ISA-L's level 2): gzip and zlib wrap the same deflate
    data (RFC 1951), gzip with a CRC-32 and the length after it, zlib with an Adler-32 of
    the bytes, so the member's data is kept as it is and given zlib's header and trailer
    (the Adler-32 costs 0.02 ms a page). The member's CRC-32 and length are checked as a
    gzip reader checks them.

    The data is inflated by the standard library's zlib, not ISA-L, because it is kept:
    ISA-L's inflate also takes deflate data that zlib refuses (an incomplete Huffman
    code, RFC 1951 3.2.7), which stored as it is would make a stream that a standard
    zlib cannot read (checking the data with zlib after ISA-L would cost both). zlib's
    inflate costs 0.33 ms a page where ISA-L's costs 0.14 ms; with the deflate saved a
    page still costs less than the gzip reader and a deflate (0.38 ms against 0.43 ms,
    ``benchmarks/README.md``, Ingest, session 18).
    """
    start = _gzip_data_start(data)
    if start is None:
        return None
    reader = zlib.decompressobj(-15)  # raw deflate data, as standard zlib reads it
    try:
        body = reader.decompress(data[start:], limit + 1)
    except zlib.error:
        return None
    trailer = reader.unused_data
    if not reader.eof or len(body) > limit or len(trailer) != 8:
        return None
    if int.from_bytes(trailer[:4], "little") != isal_zlib.crc32(body):
        return None
    if int.from_bytes(trailer[4:], "little") != len(body) & 0xFFFFFFFF:
        return None
    adler = isal_zlib.adler32(body).to_bytes(4, "big")
    return BodyStream(body, b"".join((_ZLIB_HEADER, data[start : len(data) - 8], adler)))
