"""What reading one ``.html.gz`` page and making its stored zlib stream costs, three ways.

The ``.html.gz`` development pages of ``/work/shared/bench`` (``extraction/en``,
``extraction/snippets``, ``dates``), each way run over all of them in turn, alternated,
best of ``--rounds`` (CPU time, ``time.process_time``):

- ``c0daca3``: the gzip reader (:func:`newsfold.compression.open_gzip`, ISA-L), then the
  body deflated (ISA-L level 2) to be stored;
- ``edc8d6e``: the member's deflate data inflated by ISA-L and kept as the stream (which
  let through data that zlib refuses: session 18's review);
- now: :func:`newsfold.compression.read_gzip_member`, the data inflated by zlib and kept.

Usage::

    .venv/bin/python benchmarks/gzip_inputs.py [--rounds 7]
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from pathlib import Path

from isal import isal_zlib

from newsfold.compression import _gzip_data_start, deflate, open_gzip, read_gzip_member
from newsfold.inputs import read_up_to

_LIMIT = 20 * 1024 * 1024
_SETS = ("extraction/en", "extraction/snippets", "dates")


def _whole(path: Path) -> bytes:
    with path.open("rb") as handle:
        return read_up_to(handle, _LIMIT + _LIMIT // 64 + 65537)


def gzip_reader_and_deflate(path: Path) -> bytes:
    """``c0daca3``'s way."""
    with open_gzip(path) as handle:
        body = read_up_to(handle, _LIMIT + 1)
    return deflate(body)


def isal_inflate_kept(path: Path) -> bytes:
    """``edc8d6e``'s way (its checks of the CRC-32 and length included)."""
    data = _whole(path)
    start = _gzip_data_start(data)
    assert start is not None
    reader = isal_zlib.decompressobj(-15)
    body = reader.decompress(data[start:], _LIMIT + 1)
    trailer = reader.unused_data
    assert reader.eof
    assert int.from_bytes(trailer[:4], "little") == isal_zlib.crc32(body)
    assert int.from_bytes(trailer[4:], "little") == len(body)
    adler = isal_zlib.adler32(body).to_bytes(4, "big")
    return b"".join((b"\x78\x01", data[start : len(data) - 8], adler))


def zlib_inflate_kept(path: Path) -> bytes:
    """Now."""
    member = read_gzip_member(_whole(path), _LIMIT)
    assert member is not None
    return member.stream


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bench", type=Path, default=Path("/work/shared/bench"))
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args()
    files = [p for name in _SETS for p in sorted((args.bench / name / "pages").glob("*.html.gz"))]
    ways: dict[str, Callable[[Path], bytes]] = {
        "c0daca3: gzip reader + ISA-L deflate": gzip_reader_and_deflate,
        "edc8d6e: ISA-L inflate, data kept": isal_inflate_kept,
        "now: zlib inflate, data kept": zlib_inflate_kept,
    }
    best = dict.fromkeys(ways, float("inf"))
    for _ in range(args.rounds):
        for name, way in ways.items():
            start = time.process_time()
            for path in files:
                way(path)
            best[name] = min(best[name], time.process_time() - start)
    for name, spent in best.items():
        print(f"{name:38s} {spent / len(files) * 1e3:.3f} ms a page ({len(files)} pages)")


if __name__ == "__main__":
    main()
