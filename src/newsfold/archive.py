"""WARC read and write (warcio).

Reading accepts what other tools write too: CC-NEWS files hold only
``response`` records, some crawlers write ``resource`` records for pages, and
files may be gzipped per record or not at all. Each page remembers its file
and record offset, so the store can keep a pointer instead of a second copy
of the bytes and re-extraction can read the page again later.

Writing: :class:`RotatingWarcWriter` (what the crawler uses) starts a new
gzipped file when the current one passes a size, and writes each fetch as a
``request``, a ``response`` (decoded payload) and a ``metadata`` record with
the fetch time and the canonical URL; a fetch that failed before any response
leaves a lone ``metadata`` record saying why.
"""

from __future__ import annotations

import io
import logging
import os
import secrets
import zlib
from collections.abc import Iterator, Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, BinaryIO
from urllib.parse import urlsplit

from warcio.archiveiterator import ArchiveIterator
from warcio.exceptions import ArchiveLoadFailed
from warcio.statusandheaders import StatusAndHeaders
from warcio.warcwriter import WARCWriter

from newsfold.errors import InputError
from newsfold.models import BadRecord, Page, parse_iso_utc

__all__ = ["RotatingWarcWriter", "WarcWriter", "iter_warc_pages", "read_record_body"]

log = logging.getLogger(__name__)

#: Our extension WARC header saying what a crawled response was fetched as.
_KIND_HEADER = "WARC-Newsfold-Kind"
_HTML_TYPES = ("text/html", "application/xhtml+xml", "text/plain", "")


def _parse_warc_date(value: str | None) -> datetime | None:
    if not value:
        return None
    try:
        return parse_iso_utc(value)
    except ValueError:
        return None


def _status_code(value: str | None) -> int | None:
    """The numeric HTTP status of a status-line field (200 when absent); None when malformed.

    warcio hands the status field over unchecked (``HTTP/1.1 abc OK`` gives
    ``abc``); a malformed one must fail its record, not stop the file.
    """
    if not value:
        return 200
    value = value.strip()
    if not value.isascii() or not value.isdigit():
        return None
    return int(value)


def _is_html(content_type: str | None) -> bool:
    kind = (content_type or "").split(";")[0].strip().lower()
    return kind in _HTML_TYPES or (kind.endswith("+xml") and "html" in kind)


def _record_item(
    record: Any, iterator: ArchiveIterator, path: Path, max_bytes: int
) -> Page | BadRecord | None:
    """The page (or the failure) of one WARC record; None for a record that is no page.

    A record whose own HTTP head is malformed is that record's failure, so
    the records after it are still read. The content type is read first: a
    record that is no HTML page (an image, a script) is skipped whatever its
    status line says, as a well-formed one is, and never counted as a failed
    page (it would inflate the failed share the exit status reads).
    """
    if record.rec_type not in ("response", "resource"):
        return None
    url = record.rec_headers.get_header("WARC-Target-URI")
    if not url:
        return None
    if record.rec_headers.get_header(_KIND_HEADER) not in (None, "article"):
        return None  # our own crawl's feeds, home pages, robots.txt
    http = record.http_headers
    headers: dict[str, str] = dict(http.headers) if http is not None else {}
    content_type = headers.get("Content-Type") or headers.get("content-type")
    if content_type is None and record.rec_type == "resource":
        content_type = record.rec_headers.get_header("Content-Type")
    if not _is_html(content_type):
        return None
    status = 200
    if http is not None:
        parsed = _status_code(http.get_statuscode())
        if parsed is None:
            statusline = str(http.statusline)[:200]
            message = f"WARC record has a malformed HTTP status line: {statusline!r}"
            return BadRecord(str(url), "bad_record", message)
        status = parsed
    if not 200 <= status < 300:
        return None
    body = record.content_stream().read(max_bytes + 1)
    if len(body) > max_bytes:
        message = f"WARC record payload is over the {max_bytes}-byte limit"
        return BadRecord(str(url), "too_large", message)
    if getattr(record.raw_stream, "limit", 0) > 0:
        # Fewer bytes than the record's Content-Length: a cut last record.
        log.warning("WARC %s: record for %s is truncated; skipped", path, url)
        return None
    offset = iterator.get_record_offset()
    return Page(
        url=str(url),
        body=bytes(body),
        fetched_at=_parse_warc_date(record.rec_headers.get_header("WARC-Date")),
        status=status,
        headers=headers,
        warc_path=str(path.resolve()),
        warc_offset=int(offset),
    )


def iter_warc_pages(
    path: str | Path, *, max_bytes: int = 50 * 1024 * 1024
) -> Iterator[Page | BadRecord]:
    """HTML pages of a WARC file (``response`` and ``resource`` records).

    A payload over ``max_bytes`` is read no further and given as a
    ``too_large`` :class:`BadRecord`, so one huge record costs no more memory
    than the limit and is counted, not stored. A record with a malformed HTTP
    status line is a ``bad_record``; the records after it are still read.
    """
    path = Path(path)
    try:
        handle: BinaryIO = path.open("rb")
    except OSError as exc:
        raise InputError(f"cannot open WARC {path}: {exc}") from exc
    done = 0  # records read to the end: what a file cut after them still gives
    with handle:
        iterator = ArchiveIterator(handle)
        try:
            for record in iterator:
                item = _record_item(record, iterator, path, max_bytes)
                done += 1
                if item is not None:
                    yield item
        except (
            OSError,
            EOFError,
            ValueError,
            AttributeError,
            zlib.error,
            ArchiveLoadFailed,
        ) as exc:
            # AttributeError: warcio on a record cut inside its headers.
            if done == 0:
                raise InputError(f"cannot read WARC {path}: {exc!r}") from exc
            # A crawler killed mid-write leaves a cut last record: keep what came before.
            log.warning(
                "WARC %s is unreadable after %d records (truncated?): %r; "
                "the pages before were read",
                path,
                done,
                exc,
            )


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


def _warc_date(value: datetime) -> str:
    return value.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


#: Hop-by-hop and encoding headers that no longer describe a decoded payload.
_PAYLOAD_HEADERS = ("content-encoding", "transfer-encoding", "content-length")


class WarcWriter:
    """Append request/response/metadata records to a gzipped WARC file.

    Records are gzipped one by one, so every response offset is a valid
    starting point for :func:`read_record_body`, and a file cut short by a
    killed process loses only its last record.
    """

    def __init__(self, path: str | Path, *, exclusive: bool = False) -> None:
        self.path = Path(path)
        self._handle = self.path.open("xb" if exclusive else "ab")
        self._writer = WARCWriter(self._handle, gzip=True)

    def size(self) -> int:
        """Bytes written to the file so far."""
        return int(self._handle.tell())

    def write_warcinfo(self, fields: Mapping[str, str]) -> None:
        """Write a ``warcinfo`` record describing the crawl (the first record of a file)."""
        record: Any = self._writer.create_warcinfo_record(self.path.name, dict(fields))
        self._writer.write_record(record)
        self._handle.flush()

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
        return self.write_exchange(
            url,
            body,
            status=status,
            headers=headers,
            fetched_at=fetched_at,
            metadata=metadata,
        )

    def write_exchange(
        self,
        url: str,
        body: bytes,
        *,
        status: int = 200,
        reason: str = "",
        headers: Mapping[str, str] | None = None,
        request_headers: Mapping[str, str] | None = None,
        fetched_at: datetime | None = None,
        metadata: Mapping[str, str] | None = None,
        kind: str | None = None,
    ) -> int:
        """Write request (when its headers are given), response and metadata records.

        ``body`` is the decoded payload, so ``Content-Encoding``,
        ``Transfer-Encoding`` and ``Content-Length`` are rewritten to describe
        it (the originals are kept as ``X-Newsfold-Original-*``). ``kind``
        (``article``, ``feed``, ``home``, ``robots``...) goes in a
        ``WARC-Newsfold-Kind`` header so that reading the file back as input
        takes articles only. Returns the response record's offset, which the
        store keeps as the page pointer.
        """
        fetched_at = fetched_at or datetime.now(UTC)
        date = _warc_date(fetched_at)
        header_items: list[tuple[str, str]] = []
        for name, value in (headers or {"Content-Type": "text/html"}).items():
            if name.lower() in _PAYLOAD_HEADERS:
                if name.lower() != "content-length":
                    header_items.append((f"X-Newsfold-Original-{name}", value))
                continue
            header_items.append((name, value))
        header_items.append(("Content-Length", str(len(body))))
        status_line = f"{status} {reason or 'OK'}".strip()
        http_headers = StatusAndHeaders(status_line, header_items, protocol="HTTP/1.1")
        response: Any = self._writer.create_warc_record(
            url,
            "response",
            payload=io.BytesIO(body),
            length=len(body),
            http_headers=http_headers,
            warc_headers_dict={"WARC-Date": date, **({_KIND_HEADER: kind} if kind else {})},
        )
        record_id = response.rec_headers.get_header("WARC-Record-ID")
        if request_headers is not None:
            parts = urlsplit(url)
            target = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
            items = [("Host", parts.netloc), *request_headers.items()]
            request: Any = self._writer.create_warc_record(
                url,
                "request",
                payload=io.BytesIO(b""),
                length=0,
                http_headers=StatusAndHeaders(
                    f"GET {target} HTTP/1.1", items, is_http_request=True
                ),
                warc_headers_dict={"WARC-Date": date, "WARC-Concurrent-To": record_id},
            )
            self._writer.write_record(request)
        self._handle.flush()
        offset = self._handle.tell()
        self._writer.write_record(response)
        if metadata:
            self._write_metadata(url, date, metadata, record_id)
        self._handle.flush()
        return int(offset)

    def write_metadata(
        self, url: str, metadata: Mapping[str, str], *, fetched_at: datetime | None = None
    ) -> int:
        """A metadata record alone (a fetch that failed before any response); its offset."""
        self._handle.flush()
        offset = self._handle.tell()
        self._write_metadata(url, _warc_date(fetched_at or datetime.now(UTC)), metadata, None)
        self._handle.flush()
        return int(offset)

    def _write_metadata(
        self, url: str, date: str, metadata: Mapping[str, str], concurrent: str | None
    ) -> None:
        text = "\n".join(f"{k}: {v}" for k, v in metadata.items()).encode("utf-8")
        headers = {"WARC-Date": date}
        if concurrent:
            headers["WARC-Concurrent-To"] = concurrent
        meta: Any = self._writer.create_warc_record(
            url,
            "metadata",
            payload=io.BytesIO(text),
            length=len(text),
            warc_content_type="application/warc-fields",
            warc_headers_dict=headers,
        )
        self._writer.write_record(meta)

    def close(self) -> None:
        """Flush and close the file."""
        self._handle.close()

    def __enter__(self) -> WarcWriter:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class RotatingWarcWriter:
    """WARC files in one folder, a new file once the current one passes ``max_bytes``.

    File names carry the start time, the process id, a random token and a
    serial number, and are created exclusively, so several workers never
    append to each other's files: not other processes, not a restarted one,
    and not other threads of the same process started in the same second
    (two writers sharing a file would each record offsets that the other's
    records have moved, and read the wrong page back).
    """

    def __init__(
        self,
        directory: str | Path,
        *,
        prefix: str = "newsfold",
        max_bytes: int = 1024 * 1024 * 1024,
        info: Mapping[str, str] | None = None,
    ) -> None:
        self.directory = Path(directory)
        self.prefix = prefix
        self.max_bytes = max_bytes
        self.info = dict(info or {})
        self._serial = 0
        self._stamp = datetime.now(UTC).strftime("%Y%m%d%H%M%S")
        self._token = secrets.token_hex(4)
        self._current: WarcWriter | None = None
        self.paths: list[Path] = []

    def _writer(self) -> WarcWriter:
        if self._current is not None and self._current.size() >= self.max_bytes:
            self._current.close()
            self._current = None
        if self._current is None:
            self.directory.mkdir(parents=True, exist_ok=True)
            self._serial += 1
            name = (
                f"{self.prefix}-{self._stamp}-{os.getpid()}-{self._token}"
                f"-{self._serial:05d}.warc.gz"
            )
            self._current = WarcWriter(self.directory / name, exclusive=True)
            self._current.write_warcinfo(
                {"software": "newsfold", "format": "WARC File Format 1.0", **self.info}
            )
            self.paths.append(self._current.path)
        return self._current

    def write_exchange(self, url: str, body: bytes, **kwargs: Any) -> tuple[str, int]:
        """Write one exchange (see :meth:`WarcWriter.write_exchange`); its file and offset."""
        writer = self._writer()
        offset = writer.write_exchange(url, body, **kwargs)
        return str(writer.path.resolve()), offset

    def write_metadata(
        self, url: str, metadata: Mapping[str, str], *, fetched_at: datetime | None = None
    ) -> tuple[str, int]:
        """Write a lone metadata record; its file and offset."""
        writer = self._writer()
        offset = writer.write_metadata(url, metadata, fetched_at=fetched_at)
        return str(writer.path.resolve()), offset

    def close(self) -> None:
        """Close the current file."""
        if self._current is not None:
            self._current.close()
            self._current = None

    def __enter__(self) -> RotatingWarcWriter:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
