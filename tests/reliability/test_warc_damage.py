"""Damaged WARC input through ``newsfold ingest``: a bad record fails alone, a cut file keeps
what came before the cut.

A record whose HTTP status line is not a number (``HTTP/1.1 abc OK``) used to stop the
reading of its whole file, losing every good record after it.
"""

from __future__ import annotations

import logging
from io import BytesIO
from pathlib import Path

import pytest
from sqlalchemy import select
from typer.testing import CliRunner
from warcio.statusandheaders import StatusAndHeaders
from warcio.warcwriter import WARCWriter

from newsfold.archive import iter_warc_pages
from newsfold.cli import app
from newsfold.models import BadRecord, Page
from newsfold.store import open_store
from newsfold.store import schema as t
from tests.foundation.helpers import page_html

runner = CliRunner()


def _article(n: int) -> bytes:
    return page_html(
        f"Ferry timetable change number {n}",
        [
            f"Story {n}: the ferry company moves the first sailing of the day to seven o'clock "
            "from next month, after a winter of late arrivals at the island pier.",
            f"Story {n}: passengers asked for the change at a meeting in the village hall, "
            "and the harbour board agreed to it on Tuesday evening.",
        ],
        published=f"2024-06-0{n}T08:00:00Z",
    ).encode()


def _write(path: Path, statuses: list[str], *, gzip: bool) -> list[int]:
    """One response record per status line; the file offset where each record ends."""
    ends = []
    with path.open("wb") as handle:
        writer = WARCWriter(handle, gzip=gzip)
        for n, status in enumerate(statuses, 1):
            headers = StatusAndHeaders(
                status, [("Content-Type", "text/html; charset=utf-8")], protocol="HTTP/1.1"
            )
            record = writer.create_warc_record(
                f"https://ferry.example/news/{n}",
                "response",
                payload=BytesIO(_article(n)),
                http_headers=headers,
                warc_headers_dict={"WARC-Date": f"2024-06-0{n}T09:00:00Z"},
            )
            writer.write_record(record)
            handle.flush()
            ends.append(handle.tell())
    return ends


def _ingest(warc: Path, tmp_path: Path) -> tuple[str, set[str]]:
    db = f"sqlite:///{tmp_path / 'w.db'}"
    result = runner.invoke(app, ["ingest", str(warc), "--db", db])
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    with open_store(db) as store, store.engine.connect() as conn:
        urls = set(conn.execute(select(t.pages.c.url)).scalars())
    return result.output, urls


@pytest.mark.parametrize("gzip", [True, False])
@pytest.mark.parametrize("bad_status", ["abc OK", "2OO OK", "-5 Gone"])
def test_a_record_with_a_malformed_status_line_fails_alone(
    tmp_path: Path, gzip: bool, bad_status: str
) -> None:
    warc = tmp_path / ("mixed.warc.gz" if gzip else "mixed.warc")
    _write(warc, ["200 OK", bad_status, "200 OK"], gzip=gzip)
    items = list(iter_warc_pages(warc))
    assert [type(i) for i in items] == [Page, BadRecord, Page]
    bad = items[1]
    assert isinstance(bad, BadRecord)
    assert bad.id == "https://ferry.example/news/2"
    assert bad.kind == "bad_record"
    assert bad_status in bad.message

    output, urls = _ingest(warc, tmp_path)
    assert urls == {"https://ferry.example/news/1", "https://ferry.example/news/3"}
    assert "failed: bad_record" in output
    assert "articles extracted" in output


@pytest.mark.parametrize("bad_status", ["abc OK", "200 OK"])
def test_a_record_that_is_no_page_is_skipped_whatever_its_status_line(
    tmp_path: Path, bad_status: str
) -> None:
    """An image with a malformed status line is skipped as the same image with a good
    one is: it is no page, so no failed page either (it used to be a ``bad_record``)."""
    warc = tmp_path / "images.warc"
    with warc.open("wb") as handle:
        writer = WARCWriter(handle, gzip=False)
        for url, status, ctype, body in [
            ("https://ferry.example/logo.png", bad_status, "image/png", b"\x89PNG...."),
            ("https://ferry.example/news/1", "200 OK", "text/html; charset=utf-8", _article(1)),
        ]:
            head = StatusAndHeaders(status, [("Content-Type", ctype)], protocol="HTTP/1.1")
            record = writer.create_warc_record(
                url, "response", payload=BytesIO(body), length=len(body), http_headers=head
            )
            writer.write_record(record)
    items = list(iter_warc_pages(warc))
    assert [type(i) for i in items] == [Page]
    output, urls = _ingest(warc, tmp_path)
    assert urls == {"https://ferry.example/news/1"}
    assert "bad_record" not in output


@pytest.mark.parametrize("gzip", [True, False])
def test_a_file_cut_inside_its_last_record_keeps_the_records_before(
    tmp_path: Path, gzip: bool, caplog: pytest.LogCaptureFixture
) -> None:
    whole = tmp_path / "whole.warc"
    ends = _write(whole, ["200 OK", "200 OK", "200 OK"], gzip=gzip)
    data = whole.read_bytes()
    # cuts inside the last record's WARC head, its HTTP head, and its payload
    for cut in (ends[1] + 7, ends[1] + 300, (ends[1] + ends[2]) // 2):
        warc = tmp_path / f"cut-{cut}.warc{'.gz' if gzip else ''}"
        warc.write_bytes(data[:cut])
        with caplog.at_level(logging.WARNING, logger="newsfold.archive"):
            pages = list(iter_warc_pages(warc))
        assert [getattr(p, "url", None) for p in pages] == [
            "https://ferry.example/news/1",
            "https://ferry.example/news/2",
        ], cut
    # and one whole record before a cut one is kept too (it used to abort the file)
    one = tmp_path / f"one.warc{'.gz' if gzip else ''}"
    one.write_bytes(data[: ends[0] + 7])
    assert [getattr(p, "url", None) for p in iter_warc_pages(one)] == [
        "https://ferry.example/news/1"
    ]
    output, urls = _ingest(one, tmp_path)
    assert urls == {"https://ferry.example/news/1"}
    assert "articles extracted" in output
