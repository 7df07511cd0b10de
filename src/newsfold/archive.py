"""WARC read and write (warcio).

Reading accepts what other tools write too: CC-NEWS files hold only
``response`` records, some crawlers write ``resource`` records for pages, and
files may be gzipped per record or not at all. Each page remembers its file
and record offset, so the store can keep a pointer instead of a second copy
of the bytes and re-extraction can read the page again later.
"""

from __future__ import annotations

import io
import logging
from collections.abc import Iterator, Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, BinaryIO

from warcio.archiveiterator import ArchiveIterator
from warcio.statusandheaders import StatusAndHeaders
from warcio.warcwriter import WARCWriter

from newsfold.errors import InputError
from newsfold.models import Page, parse_iso_utc

__all__ = ["WarcWriter", "iter_warc_pages", "read_record_body"]

log = logging.getLogger(__name__)

_HTML_TYPES = ("text/html", "application/xhtml+xml", "text/plain", "")


def _warc_date(value: str | None) -> datetime | None:
    if not value:
        return None
    try:
        return parse_iso_utc(value)
    except ValueError:
        return None


def _is_html(content_type: str | None) -> bool:
    kind = (content_type or "").split(";")[0].strip().lower()
    return kind in _HTML_TYPES or (kind.endswith("+xml") and "html" in kind)


def iter_warc_pages(path: str | Path, *, max_bytes: int = 50 * 1024 * 1024) -> Iterator[Page]:
    """HTML pages of a WARC file (``response`` and ``resource`` records)."""
    path = Path(path)
    try:
        handle: BinaryIO = path.open("rb")
    except OSError as exc:
        raise InputError(f"cannot open WARC {path}: {exc}") from exc
    with handle:
        iterator = ArchiveIterator(handle)
        try:
            for record in iterator:
                if record.rec_type not in ("response", "resource"):
                    continue
                url = record.rec_headers.get_header("WARC-Target-URI")
                if not url:
                    continue
                status = 200
                headers: dict[str, str] = {}
                if record.http_headers is not None:
                    status = int(record.http_headers.get_statuscode() or 200)
                    headers = dict(record.http_headers.headers)
                content_type = headers.get("Content-Type") or headers.get("content-type")
                if content_type is None and record.rec_type == "resource":
                    content_type = record.rec_headers.get_header("Content-Type")
                if not _is_html(content_type) or not 200 <= status < 300:
                    continue
                body = record.content_stream().read(max_bytes + 1)
                offset = iterator.get_record_offset()
                yield Page(
                    url=url,
                    body=body,
                    fetched_at=_warc_date(record.rec_headers.get_header("WARC-Date")),
                    status=status,
                    headers=headers,
                    warc_path=str(path.resolve()),
                    warc_offset=int(offset),
                )
        except (OSError, EOFError, ValueError) as exc:
            raise InputError(f"cannot read WARC {path}: {exc}") from exc


def read_record_body(path: str, offset: int) -> bytes:
    """The payload of the record at ``offset`` in a WARC file."""
    try:
        with open(path, "rb") as handle:
            handle.seek(offset)
            for record in ArchiveIterator(handle):
                return bytes(record.content_stream().read())
    except OSError as exc:
        raise InputError(f"cannot read WARC record {path}@{offset}: {exc}") from exc
    raise InputError(f"no WARC record at {path}@{offset}")


class WarcWriter:
    """Append request/response/metadata records to a gzipped WARC file."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self._handle = self.path.open("ab")
        self._writer = WARCWriter(self._handle, gzip=True)

    def write_response(
        self,
        url: str,
        body: bytes,
        *,
        status: int = 200,
        headers: Mapping[str, str] | None = None,
        fetched_at: datetime | None = None,
        metadata: Mapping[str, str] | None = None,
    ) -> int:
        """Write one response (and optional metadata) record; return its offset."""
        fetched_at = fetched_at or datetime.now(UTC)
        date = fetched_at.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
        header_items = list((headers or {"Content-Type": "text/html"}).items())
        http_headers = StatusAndHeaders(f"{status} OK", header_items, protocol="HTTP/1.1")
        self._handle.flush()
        offset = self._handle.tell()
        record: Any = self._writer.create_warc_record(
            url,
            "response",
            payload=io.BytesIO(body),
            http_headers=http_headers,
            warc_headers_dict={"WARC-Date": date},
        )
        self._writer.write_record(record)
        if metadata:
            text = "\n".join(f"{k}: {v}" for k, v in metadata.items()).encode("utf-8")
            meta: Any = self._writer.create_warc_record(
                url,
                "metadata",
                payload=io.BytesIO(text),
                warc_content_type="application/warc-fields",
                warc_headers_dict={
                    "WARC-Date": date,
                    "WARC-Concurrent-To": record.rec_headers.get_header("WARC-Record-ID"),
                },
            )
            self._writer.write_record(meta)
        self._handle.flush()
        return offset

    def close(self) -> None:
        """Flush and close the file."""
        self._handle.close()

    def __enter__(self) -> WarcWriter:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
