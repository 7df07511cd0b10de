"""An ``.html.gz`` input's deflate data is stored as the page's zlib stream, not inflated
and deflated again (:func:`newsfold.compression.read_gzip_member`); any gzip file that is
not one plain member is read as before. Real pages, written by ``gzip`` and by hand."""

from __future__ import annotations

import dataclasses
import gzip
import struct
import zlib
from pathlib import Path

from sqlalchemy import select

from newsfold.compression import open_gzip, read_gzip_member, stream_holds
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
        assert stream_holds(stream, body)
        assert not stream_holds(stream, body + b" ")


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
    page = Page(url="https://example.org/a", body=body, body_stream=member[1])
    other = dataclasses.replace(page, body=body + b"<p>more</p>", id="")
    assert other.body_stream == member[1]  # carried along by replace, but stale
    with open_store(f"sqlite:///{tmp_path / 's.db'}") as store:
        store.add_pages([page, other])
        streams = _stored_streams(store)
    assert streams[page.id] == member[1]
    assert zlib.decompress(streams[other.id]) == other.body
    assert page == dataclasses.replace(page, body_stream=None)  # not part of its identity
