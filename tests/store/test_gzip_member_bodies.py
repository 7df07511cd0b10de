"""An ``.html.gz`` input's deflate data is stored as the page's zlib stream, not inflated
and deflated again (:func:`newsfold.compression.read_gzip_member`); any gzip file that is
not one plain member is read as before. Real pages, written by ``gzip`` and by hand."""

from __future__ import annotations

import base64
import dataclasses
import gzip
import json
import struct
import zlib
from pathlib import Path

import pytest
from isal import isal_zlib
from sqlalchemy import select

from newsfold.compression import open_gzip, read_gzip_member
from newsfold.config import Settings
from newsfold.inputs import BadRecord, iter_input_pages
from newsfold.models import Page
from newsfold.pipeline import ingest
from newsfold.store import Store, open_store
from newsfold.store import schema as t
from tests.extract.extract_pages import real_page_bodies


def _bodies() -> list[bytes]:
    return real_page_bodies(seed=18, articles=4, sets=("extraction/en", "dates"), per_set=3)


def _member(
    body: bytes,
    *,
    level: int = 6,
    extra: bytes = b"",
    name: bytes = b"",
    comment: bytes = b"",
    header_crc: bool = False,
) -> bytes:
    """One gzip member written by hand, with the optional header fields of RFC 1952."""
    flags = (2 if header_crc else 0) | (4 if extra else 0) | (8 if name else 0)
    flags |= 16 if comment else 0
    header = b"\x1f\x8b\x08" + bytes([flags]) + b"\0\0\0\0\0\xff"
    if extra:
        header += struct.pack("<H", len(extra)) + extra
    if name:
        header += name + b"\0"
    if comment:
        header += comment + b"\0"
    if header_crc:
        header += struct.pack("<H", zlib.crc32(header) & 0xFFFF)
    packer = zlib.compressobj(level, zlib.DEFLATED, -15)
    data = packer.compress(body) + packer.flush()
    return header + data + struct.pack("<II", zlib.crc32(body), len(body) & 0xFFFFFFFF)


def _stored_streams(store: Store) -> dict[str, bytes]:
    with store.engine.connect() as conn:
        rows = conn.execute(select(t.page_bodies.c.page_id, t.page_bodies.c.body)).all()
    return {row.page_id: row.body for row in rows}


def test_a_member_is_its_page_and_its_deflate_data_as_zlib() -> None:
    for i, body in enumerate(_bodies()):
        packed = _member(
            body,
            level=1 + i % 9,
            name=b"p.html" if i % 2 else b"",
            extra=b"xy" * (i % 3),
            comment=b"c" if i % 4 == 1 else b"",
            header_crc=i % 5 == 0,
        )
        got = read_gzip_member(packed, len(body) + 10)
        assert got is not None
        page, stream = got
        assert page == body
        # any zlib reads the stream, and it is the member's own deflate data
        assert zlib.decompress(stream) == body
        assert stream[2:-4] == packed[len(packed) - 8 - len(stream) + 6 : len(packed) - 8]
        assert got.stream_of(bytes(bytearray(body))) == stream  # equal bytes, not the object
        assert got.stream_of(body + b" ") is None


def test_what_is_not_one_plain_member_is_left_to_the_gzip_reader() -> None:
    body = _bodies()[0]
    packed = gzip.compress(body)
    assert read_gzip_member(packed, len(body)) is not None
    for other in (
        packed + gzip.compress(b"<p>second member</p>"),  # two members
        packed + b"\0\0\0\0",  # bytes after the member
        packed[: len(packed) // 2],  # cut short
        packed[:-8] + struct.pack("<II", zlib.crc32(body) ^ 1, len(body)),  # bad CRC
        packed[:-4] + struct.pack("<I", len(body) + 1),  # bad length
        body,  # no gzip at all
    ):
        assert read_gzip_member(other, len(body) + 100) is None
    # over the limit: the reader's own refusal comes from the ordinary path
    assert read_gzip_member(packed, len(body) - 1) is None


def test_ingest_stores_the_members_data_and_reads_back_every_page(tmp_path: Path) -> None:
    folder = tmp_path / "pages"
    folder.mkdir()
    bodies = _bodies()
    for i, body in enumerate(bodies):
        (folder / f"g{i:02}.html.gz").write_bytes(gzip.compress(body, compresslevel=9))
    two = gzip.compress(bodies[0][:500]) + gzip.compress(bodies[0][500:] + b"<!-- 2 -->")
    (folder / "two.html.gz").write_bytes(two)
    (folder / "plain.html").write_bytes(bodies[1] + b"<!-- plain -->")
    pages = [p for p in iter_input_pages([folder]) if not isinstance(p, BadRecord)]
    by_name = {Path(p.url).name: p for p in pages}
    # the two-member file reads as the gzip reader reads it, with no stream to keep
    with open_gzip(folder / "two.html.gz") as handle:
        assert by_name["two.html.gz"].body == handle.read()
    assert by_name["two.html.gz"].body_stream is None
    assert by_name["plain.html"].body_stream is None
    with open_store(f"sqlite:///{tmp_path / 's.db'}") as store:
        ingest(store, [folder], Settings())
        streams = _stored_streams(store)
        loaded = {p.id: p.body for p in store.load_pages([p.id for p in pages])}
    assert set(streams) == {p.id for p in pages}
    for page in pages:
        assert zlib.decompress(streams[page.id]) == page.body
        assert loaded[page.id] == page.body
        name = Path(page.url).name
        if name.startswith("g"):
            packed = (folder / name).read_bytes()
            assert streams[page.id][2:-4] == packed[10:-8]  # the member's data, kept


def test_a_page_given_another_body_stores_that_body(tmp_path: Path) -> None:
    body = _bodies()[0]
    member = read_gzip_member(gzip.compress(body), len(body))
    assert member is not None
    page = Page(url="https://example.org/a", body=body, body_stream=member)
    other = dataclasses.replace(page, body=body + b"<p>more</p>", id="")
    assert other.body_stream == member  # carried along by replace, but stale
    with open_store(f"sqlite:///{tmp_path / 's.db'}") as store:
        store.add_pages([page, other])
        streams = _stored_streams(store)
    assert streams[page.id] == member.stream
    assert zlib.decompress(streams[other.id]) == other.body
    assert page == dataclasses.replace(page, body_stream=None)  # not part of its identity


def test_a_body_edited_to_the_same_adler32_is_stored_as_edited(tmp_path: Path) -> None:
    # '2019-10' -> '2109-01' keeps the byte sum and the position-weighted sum: the same
    # Adler-32, so a checksum cannot tell the carried stream is no longer the body's
    body = _bodies()[0] + b"<p>Published 2019-10-05 by the desk.</p>"
    edited = body.replace(b"2019-10", b"2109-01")
    assert edited != body
    assert zlib.adler32(edited) == zlib.adler32(body)
    (tmp_path / "a.html.gz").write_bytes(gzip.compress(body))
    [page] = iter_input_pages([tmp_path / "a.html.gz"])
    assert isinstance(page, Page)
    assert page.body_stream is not None
    other = dataclasses.replace(page, body=edited, id="")
    with open_store(f"sqlite:///{tmp_path / 's.db'}") as store:
        store.add_pages([other])
        streams = _stored_streams(store)
        assert store.load_page(other.id).body == edited
    assert zlib.decompress(streams[other.id]) == edited


class _Bits:
    """Deflate data written bit by bit (RFC 1951: fields from the low bit, Huffman codes
    from their high bit)."""

    def __init__(self) -> None:
        self.bits: list[int] = []

    def field(self, value: int, n: int) -> None:
        self.bits += [(value >> i) & 1 for i in range(n)]

    def code(self, value: int, n: int) -> None:
        self.bits += [(value >> (n - 1 - i)) & 1 for i in range(n)]

    def data(self) -> bytes:
        bits = self.bits + [0] * (-len(self.bits) % 8)
        return bytes(sum(bits[i + j] << j for j in range(8)) for i in range(0, len(bits), 8))


def _incomplete_code_block(text: bytes) -> bytes:
    """One dynamic block whose literal/length code is incomplete (two codes of length 2
    where four fit, for the single literal of ``text`` and the end of block): zlib refuses
    it ("invalid literal/lengths set"), ISA-L's inflate reads it."""
    assert len(set(text)) == 1
    w = _Bits()
    w.field(1, 1)  # last block
    w.field(2, 2)  # dynamic codes
    w.field(0, 5)  # 257 literal/length codes
    w.field(0, 5)  # 1 distance code
    w.field(14, 4)  # 18 code length codes
    order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
    lengths = {18: 2, 0: 2, 2: 2, 1: 2}  # a complete code of four 2-bit codes
    for symbol in order[:18]:
        w.field(lengths.get(symbol, 0), 3)
    cl_code = {0: 0, 1: 1, 2: 2, 18: 3}  # canonical codes of the code length code

    def zeros(n: int) -> None:
        while n:
            k = min(n, 138)
            if k < 11:
                for _ in range(k):
                    w.code(cl_code[0], 2)
            else:
                w.code(cl_code[18], 2)
                w.field(k - 11, 7)
            n -= k

    zeros(text[0])
    w.code(cl_code[2], 2)  # the literal: length 2
    zeros(256 - text[0] - 1)
    w.code(cl_code[2], 2)  # end of block: length 2
    w.code(cl_code[1], 2)  # the one distance code, length 1
    for _ in text:
        w.code(0, 2)
    w.code(1, 2)  # end of block
    return w.data()


def test_a_stored_stream_is_one_any_zlib_reads(tmp_path: Path) -> None:
    body = b"a" * 40
    raw = _incomplete_code_block(body)
    assert isal_zlib.decompressobj(-15).decompress(raw) == body
    with pytest.raises(zlib.error, match="invalid literal/lengths set"):
        zlib.decompressobj(-15).decompress(raw)
    member = b"\x1f\x8b\x08\x00\0\0\0\0\x00\xff" + raw
    member += struct.pack("<II", zlib.crc32(body), len(body))
    assert read_gzip_member(member, 1000) is None  # not kept as it is
    (tmp_path / "odd.html.gz").write_bytes(member)
    [page] = list(iter_input_pages([tmp_path / "odd.html.gz"]))
    assert isinstance(page, Page)
    assert page.body == body
    assert page.body_stream is None
    with open_store(f"sqlite:///{tmp_path / 's.db'}") as store:
        store.add_pages([page])
        streams = _stored_streams(store)
    assert zlib.decompress(streams[page.id]) == body


def test_a_damaged_header_crc_is_refused(tmp_path: Path) -> None:
    body = _bodies()[1]
    good = _member(body, name=b"p.html", header_crc=True)
    at = good.index(b"p.html\0") + 7  # the header's CRC-16
    bad = good[:at] + bytes([good[at] ^ 0x40]) + good[at + 1 :]
    assert read_gzip_member(bad, len(body)) is None
    (tmp_path / "good.html.gz").write_bytes(good)
    (tmp_path / "bad.html.gz").write_bytes(bad)
    refused, page = iter_input_pages([tmp_path])  # bad.html.gz, good.html.gz
    assert isinstance(page, Page)
    assert page.body == body
    assert page.body_stream is not None
    assert isinstance(refused, BadRecord)
    assert (refused.id, refused.kind) == ("bad.html.gz", "unreadable")


def test_gz_names_in_capitals_are_inflated(tmp_path: Path) -> None:
    body = _bodies()[2]
    (tmp_path / "PAGE.HTML.GZ").write_bytes(gzip.compress(body))
    record = {"url": "https://example.org/b", "html_b64": base64.b64encode(body).decode()}
    (tmp_path / "PAGES.JSONL.GZ").write_bytes(gzip.compress(json.dumps(record).encode()))
    pages = list(iter_input_pages([tmp_path]))
    assert [type(p) for p in pages] == [Page, Page]
    assert all(isinstance(p, Page) and p.body == body for p in pages)
    assert isinstance(pages[0], Page)
    assert pages[0].body_stream is not None
