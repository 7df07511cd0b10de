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

__all__ = ["BODY_LEVEL", "STREAM_ERRORS", "deflate", "inflate", "open_gzip"]

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
