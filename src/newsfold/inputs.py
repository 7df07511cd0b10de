"""Reading pages from the inputs the CLI accepts.

* JSONL page files: one ``{"id", "url", "html" | "html_b64", "headers"?,
  "fetched_at"?, "source"?}`` object per line (optionally gzipped);
* WARC / WARC.gz files;
* folders of ``.html`` / ``.html.gz`` files (searched recursively; the URL of
  each page is its ``file://`` path until the page names its canonical URL).

A bad line is reported as a :class:`BadRecord` and the rest of the file is
read; only an unreadable file as a whole raises :class:`InputError`.
"""

from __future__ import annotations

import base64
import binascii
import json
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import IO, Any

from newsfold.compression import STREAM_ERRORS, open_gzip, read_gzip_member
from newsfold.config import DEFAULT_MAX_PAGE_BYTES
from newsfold.errors import InputError
from newsfold.hygiene import has_unsafe
from newsfold.models import BadRecord, Page, parse_iso_utc

__all__ = [
    "BadRecord",
    "iter_input_pages",
    "iter_jsonl",
    "line_limit",
    "page_from_record",
    "read_jsonl",
    "read_up_to",
]


#: Bytes of one JSONL line when no page limit is given (a line holds one page,
#: JSON-escaped or base64: up to about twice its bytes).
DEFAULT_MAX_LINE_BYTES = 64 * 1024 * 1024
_READ_CHUNK = 1024 * 1024


def _is_gzip_name(path: Path) -> bool:
    """Whether ``path`` names a gzip file: ``.gz`` in any case, as :func:`_kind` reads
    the rest of the name (``PAGE.HTML.GZ`` is a page, inflated, not its gzip bytes)."""
    return path.suffix.lower() == ".gz"


def _open_binary(path: Path) -> IO[bytes]:
    if _is_gzip_name(path):
        return open_gzip(path)
    return path.open("rb")


def line_limit(max_page_bytes: int) -> int:
    """The longest JSONL line read for pages of at most ``max_page_bytes``.

    JSON escaping and base64 make a page's line longer than its bytes; twice
    the page plus a megabyte of other fields covers both.
    """
    return 2 * max_page_bytes + _READ_CHUNK


def _lines(handle: IO[bytes], limit: int) -> Iterator[tuple[bytes | None, int]]:
    """``(line, length)`` per line, never holding more than ``limit`` bytes of one.

    A longer line is skipped in chunks and given as ``(None, its length)``:
    an oversized page costs no more memory than the limit.
    """
    while True:
        line = handle.readline(limit + 1)
        if not line:
            return
        if len(line) <= limit or line.endswith(b"\n"):
            yield line, len(line)
            continue
        length = len(line)
        while not line.endswith(b"\n"):
            line = handle.readline(_READ_CHUNK)
            if not line:
                break
            length += len(line)
        yield None, length


def iter_jsonl(
    path: Path, *, max_line_bytes: int = DEFAULT_MAX_LINE_BYTES
) -> Iterator[tuple[int, dict[str, Any] | BadRecord]]:
    """``(line number, object or BadRecord)`` for each non-empty line of a (gzipped) file.

    Lines are decoded one by one, so a line with an invalid UTF-8 byte is one
    ``bad_encoding`` record and the rest of the file is read; a line longer
    than ``max_line_bytes`` is a ``too_large`` record, skipped without being
    held in memory.
    """
    try:
        handle = _open_binary(path)
    except OSError as exc:
        raise InputError(f"cannot open {path}: {exc}") from exc
    with handle:
        try:
            yield from read_jsonl(handle, path.name, max_line_bytes=max_line_bytes)
        except STREAM_ERRORS as exc:
            raise InputError(f"cannot read {path}: {exc}") from exc


def read_jsonl(
    handle: IO[bytes], name: str, *, max_line_bytes: int = DEFAULT_MAX_LINE_BYTES
) -> Iterator[tuple[int, dict[str, Any] | BadRecord]]:
    """:func:`iter_jsonl` over an open binary stream; bad records are named ``name:line``."""
    for number, (raw, length) in enumerate(_lines(handle, max_line_bytes), 1):
        where = f"{name}:{number}"
        if raw is None:
            message = f"line of {length} bytes is over the {max_line_bytes}-byte limit"
            yield number, BadRecord(where, "too_large", message)
            continue
        try:
            line = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            yield number, BadRecord(where, "bad_encoding", f"not UTF-8: {exc}")
            continue
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
        except (json.JSONDecodeError, RecursionError) as exc:
            yield number, BadRecord(where, "bad_json", str(exc) or type(exc).__name__)
            continue
        if not isinstance(obj, dict):
            yield number, BadRecord(where, "bad_json", "not an object")
            continue
        yield number, obj


class _BadFieldError(Exception):
    """One field of a page record has the wrong type or an unusable value."""


def _text_field(obj: dict[str, Any], name: str) -> str | None:
    """A string field that must also be storable and printable: no controls, no surrogates."""
    value = obj.get(name)
    if value is None or value == "":
        return None
    if not isinstance(value, str):
        raise _BadFieldError(f"{name!r} must be a string, got {type(value).__name__}")
    if has_unsafe(value):
        raise _BadFieldError(f"{name!r} holds control characters or lone surrogates")
    return value


def _record_id(obj: dict[str, Any]) -> str | None:
    value = obj.get("id")
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    return _text_field(obj, "id")


def _status(obj: dict[str, Any]) -> int:
    value = obj.get("status")
    if value is None or value == "":
        return 200
    if isinstance(value, str) and value.strip().isdigit():
        value = int(value)
    if not isinstance(value, int) or isinstance(value, bool) or not 100 <= value <= 599:
        raise _BadFieldError(f"'status' must be an HTTP status code, got {value!r}")
    return value


def _headers(obj: dict[str, Any]) -> dict[str, str]:
    value = obj.get("headers") or {}
    if not isinstance(value, dict):
        raise _BadFieldError("'headers' must be an object")
    out: dict[str, str] = {}
    for name, header in value.items():
        if not isinstance(header, str | int | float) or isinstance(header, bool):
            raise _BadFieldError(f"headers: {name!r} must be a string")
        text = str(header)
        if has_unsafe(name) or has_unsafe(text):
            raise _BadFieldError(f"headers: {name!r} holds control characters or surrogates")
        out[name] = text
    return out


def _fetched_at(obj: dict[str, Any]) -> datetime | None:
    value = obj.get("fetched_at")
    if value is not None and not isinstance(value, str):
        raise _BadFieldError(f"'fetched_at' must be an ISO 8601 string, got {type(value).__name__}")
    try:
        return parse_iso_utc(value)
    except ValueError as exc:
        raise _BadFieldError(f"bad fetched_at: {exc}") from exc


def _body(obj: dict[str, Any]) -> bytes:
    if obj.get("html_b64") is not None:
        if not isinstance(obj["html_b64"], str):
            raise _BadFieldError("'html_b64' must be a string")
        try:
            return base64.b64decode(obj["html_b64"], validate=True)
        except (binascii.Error, ValueError) as exc:
            raise _BadFieldError(f"html_b64 is not base64: {exc}") from exc
    if isinstance(obj.get("html"), str):
        # lone surrogates pass through as bytes that decoding will flag
        return str(obj["html"]).encode("utf-8", "surrogatepass")
    if obj.get("html") is not None:
        raise _BadFieldError(f"'html' must be a string, got {type(obj['html']).__name__}")
    raise _BadFieldError("missing 'html' or 'html_b64'")


def page_from_record(
    obj: dict[str, Any], fallback_id: str, *, max_page_bytes: int | None = None
) -> Page | BadRecord:
    """A :class:`Page` from one JSONL page record, or a :class:`BadRecord` saying why not.

    Every field is checked for its type, so a wrong-typed field is that
    record's ``bad_record``, never an exception that ends the run; a body
    over ``max_page_bytes`` is ``too_large`` and never stored.
    """
    raw_id = obj.get("id")
    shown = raw_id if isinstance(raw_id, str) and not has_unsafe(raw_id) else None
    record_id = shown or fallback_id
    try:
        page_id = _record_id(obj)
        url = _text_field(obj, "url")
        if url is None:
            raise _BadFieldError("missing 'url'")
        body = _body(obj)
        headers = _headers(obj)
        fetched_at = _fetched_at(obj)
        status = _status(obj)
        source = _text_field(obj, "source")
    except _BadFieldError as exc:
        return BadRecord(record_id, "bad_record", str(exc))
    if max_page_bytes is not None and len(body) > max_page_bytes:
        return BadRecord(
            record_id,
            "too_large",
            f"page is {len(body)} bytes, over the {max_page_bytes}-byte limit",
        )
    return Page(
        url=url,
        body=body,
        fetched_at=fetched_at,
        id=page_id or "",
        headers=headers,
        source=source,
        status=status,
    )


def _kind(path: Path) -> str:
    name = path.name.lower()
    if name.endswith((".warc", ".warc.gz", ".arc.gz")):
        return "warc"
    if name.endswith((".jsonl", ".jsonl.gz", ".ndjson")):
        return "jsonl"
    if name.endswith((".html", ".htm", ".html.gz", ".htm.gz")):
        return "html"
    return "unknown"


def read_up_to(handle: IO[bytes], limit: int) -> bytes:
    """``handle.read(limit)``, a chunk at a time: one read of ``limit`` bytes allocates
    that much first (20 MiB for the default page limit), and the kernel's work for it
    cost more than inflating a page of 150 KB (0.08 of 0.22 ms a file)."""
    chunks: list[bytes] = []
    held = 0
    while held < limit:
        chunk = handle.read(min(_READ_CHUNK, limit - held))
        if not chunk:
            break
        chunks.append(chunk)
        held += len(chunk)
    return b"".join(chunks)


def _html_file_page(path: Path, max_bytes: int) -> Page | BadRecord:
    """A page from an ``.html`` or ``.html.gz`` file, read (and inflated) to ``max_bytes``.

    A ``.html.gz`` file that is one gzip member (what ``gzip`` writes) hands its
    deflate data on with the page as a zlib stream (:func:`read_gzip_member`), which the
    store keeps instead of deflating the page again; any other is read as before.
    """
    if _is_gzip_name(path):
        member = _gzip_member_page(path, max_bytes)
        if member is not None:
            return member
    with _open_binary(path) as handle:
        data = read_up_to(handle, max_bytes + 1)
    if len(data) > max_bytes:
        verb = "inflates past" if _is_gzip_name(path) else "is over"
        return BadRecord(path.name, "too_large", f"{path.name} {verb} the {max_bytes}-byte limit")
    return Page(url=path.resolve().as_uri(), body=data)


def _gzip_member_page(path: Path, max_bytes: int) -> Page | None:
    """The page of a one-member ``.html.gz`` file with its deflate data as a zlib stream
    (None: a file too large to read whole, or not one plain member)."""
    with path.open("rb") as handle:
        # A member whose page fits the limit is hardly larger than the page (stored
        # deflate blocks add 5 bytes in 65,535): a larger file is read a chunk at a time.
        data = read_up_to(handle, max_bytes + max_bytes // 64 + _GZIP_SLACK + 1)
    if len(data) > max_bytes + max_bytes // 64 + _GZIP_SLACK:
        return None
    member = read_gzip_member(data, max_bytes)
    if member is None:
        return None
    return Page(url=path.resolve().as_uri(), body=member.body, body_stream=member)


#: Room for a gzip member's header (name, comment, extra field) and trailer.
_GZIP_SLACK = 64 * 1024


def iter_input_pages(
    paths: list[Path], *, max_page_bytes: int = DEFAULT_MAX_PAGE_BYTES
) -> Iterator[Page | BadRecord]:
    """Pages from every input path, in a deterministic order.

    No page over ``max_page_bytes`` is held in memory whole: JSONL lines,
    gzip streams and WARC records are read up to the limit and reported as
    ``too_large`` past it.
    """
    for path in paths:
        if not path.exists():
            raise InputError(f"input {path} does not exist")
        if path.is_dir():
            files = sorted(p for p in path.rglob("*") if p.is_file() and _kind(p) != "unknown")
            if not files:
                raise InputError(f"folder {path} holds no .html, .html.gz, .jsonl or WARC files")
        else:
            files = [path]
        for file in files:
            kind = _kind(file)
            if kind == "warc":
                from newsfold.archive import iter_warc_pages  # warcio: for WARC inputs only

                yield from iter_warc_pages(file, max_bytes=max_page_bytes)
            elif kind == "jsonl":
                lines = iter_jsonl(file, max_line_bytes=line_limit(max_page_bytes))
                for number, obj in lines:
                    if isinstance(obj, BadRecord):
                        yield obj
                    else:
                        fallback = f"{file.name}:{number}"
                        yield page_from_record(obj, fallback, max_page_bytes=max_page_bytes)
            elif kind == "html":
                try:
                    yield _html_file_page(file, max_page_bytes)
                except STREAM_ERRORS as exc:
                    yield BadRecord(file.name, "unreadable", str(exc))
            else:
                raise InputError(
                    f"cannot tell the format of {file}: expected .warc(.gz), .jsonl(.gz) "
                    "or .html(.gz)"
                )
