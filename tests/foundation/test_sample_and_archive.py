"""The bundled sample and WARC input."""

from __future__ import annotations

import json
from pathlib import Path

from warcio.statusandheaders import StatusAndHeaders
from warcio.warcwriter import WARCWriter

from newsfold.archive import RotatingWarcWriter, WarcWriter, iter_warc_pages, read_record_body
from newsfold.config import Settings
from newsfold.pipeline import ingest
from newsfold.sim.sample import build_sample, sample_path
from newsfold.store import open_store

from .helpers import page_html


def test_committed_sample_matches_generator() -> None:
    committed = [json.loads(line) for line in sample_path().read_text("utf-8").splitlines()]
    assert committed == build_sample()


def test_sample_has_what_the_demo_promises() -> None:
    records = build_sample()
    assert len(records) >= 16
    assert any("html_b64" in r for r in records), "a GBK page"
    urls = [str(r["url"]) for r in records]
    assert any("/amp" in u for u in urls)
    assert any("utm_" in u for u in urls)
    assert len({r["source"] for r in records}) >= 5


def _article(n: int) -> bytes:
    return page_html(
        f"Headline {n}",
        [
            f"Paragraph one of story {n} tells what happened at the harbour on a windy morning "
            "when the ferry could not dock.",
            f"Paragraph two of story {n} explains why the port authority closed the pier for "
            "inspection until the afternoon tide.",
        ],
        published=f"2024-05-0{n}T09:00:00Z",
    ).encode()


def test_warc_round_trip_and_ingest(tmp_path: Path) -> None:
    warc = tmp_path / "ours.warc.gz"
    with WarcWriter(warc) as writer:
        offsets = [
            writer.write_response(f"https://w.example/{n}", _article(n), metadata={"k": "v"})
            for n in (1, 2)
        ]
    pages = list(iter_warc_pages(warc))
    assert [p.url for p in pages] == ["https://w.example/1", "https://w.example/2"]
    assert [p.warc_offset for p in pages] == offsets
    assert read_record_body(str(warc), offsets[1]) == _article(2)
    db = f"sqlite:///{tmp_path / 'w.db'}"
    with open_store(db) as store:
        summary = ingest(store, [warc], Settings(db=db))
        assert summary.articles == 2
        with store.engine.connect() as conn:
            from sqlalchemy import select

            from newsfold.store.schema import page_bodies as t_bodies
            from newsfold.store.schema import pages as t_pages

            paths = list(conn.execute(select(t_pages.c.warc_path)).scalars())
            held = list(conn.execute(select(t_bodies.c.page_id)))
        assert paths
        assert all(paths)
        assert held == []


def test_rotating_writers_started_together_never_share_a_file(tmp_path: Path) -> None:
    """Two crawl workers in one process start in the same second (same stamp,
    same pid): each must get its own file, or the offsets one records point
    into the other's records and the wrong page is read back."""
    first = RotatingWarcWriter(tmp_path)
    second = RotatingWarcWriter(tmp_path)
    written = []
    for n in range(6):
        writer = first if n % 2 else second
        written.append((writer.write_exchange(f"https://a.example/{n}", _article(n)), n))
    first.close()
    second.close()
    assert len(set(first.paths) | set(second.paths)) == 2
    for (path, offset), n in written:
        assert read_record_body(path, offset) == _article(n)


def test_ccnews_style_warc_with_only_responses(tmp_path: Path) -> None:
    """A WARC written by another tool: uncompressed, response records only, plus a non-HTML one."""
    warc = tmp_path / "cc-news.warc"
    with warc.open("wb") as handle:
        writer = WARCWriter(handle, gzip=False)
        for n, ctype in ((1, "text/html; charset=UTF-8"), (2, "application/pdf"), (3, "text/html")):
            from io import BytesIO

            headers = StatusAndHeaders("200 OK", [("Content-Type", ctype)], protocol="HTTP/1.1")
            record = writer.create_warc_record(
                f"https://cc.example/{n}",
                "response",
                payload=BytesIO(_article(n)),
                http_headers=headers,
                warc_headers_dict={"WARC-Date": "2024-05-03T10:00:00Z"},
            )
            writer.write_record(record)
    pages = list(iter_warc_pages(warc))
    assert [p.url for p in pages] == ["https://cc.example/1", "https://cc.example/3"]
    assert pages[0].fetched_at is not None
    assert pages[0].fetched_at.isoformat() == "2024-05-03T10:00:00+00:00"


def test_folder_of_html_files(tmp_path: Path) -> None:
    import gzip

    folder = tmp_path / "pages"
    (folder / "sub").mkdir(parents=True)
    (folder / "a.html").write_bytes(_article(1))
    (folder / "sub" / "b.html.gz").write_bytes(gzip.compress(_article(2)))
    (folder / "notes.txt").write_text("ignored")
    db = f"sqlite:///{tmp_path / 'h.db'}"
    with open_store(db) as store:
        summary = ingest(store, [folder], Settings(db=db))
    assert summary.articles == 2
