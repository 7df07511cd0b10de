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
import gzip
import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from newsfold.archive import iter_warc_pages
from newsfold.errors import InputError
from newsfold.models import Page, parse_iso_utc

__all__ = ["BadRecord", "iter_input_pages", "iter_jsonl", "page_from_record"]


@dataclass(frozen=True, slots=True)
class BadRecord:
    """An input record that could not become a page."""

    id: str
    kind: str
    message: str

    def to_record(self) -> dict[str, object]:
        """The error record written by ``newsfold extract``."""
        return {"id": self.id, "error": {"kind": self.kind, "message": self.message}}


def _open_text(path: Path) -> IO[str]:
    if path.suffix == ".gz":
        return gzip.open(path, "rt", encoding="utf-8")
    return path.open("r", encoding="utf-8")


def iter_jsonl(path: Path) -> Iterator[tuple[int, dict[str, Any] | BadRecord]]:
    """``(line number, object or BadRecord)`` for each non-empty line."""
    try:
        handle = _open_text(path)
    except OSError as exc:
        raise InputError(f"cannot open {path}: {exc}") from exc
    with handle:
        try:
            for number, line in enumerate(handle, 1):
                if not line.strip():
                    continue
                try:
                    obj = json.loads(line)
                except json.JSONDecodeError as exc:
                    yield number, BadRecord(f"{path.name}:{number}", "bad_json", str(exc))
                    continue
                if not isinstance(obj, dict):
                    yield number, BadRecord(f"{path.name}:{number}", "bad_json", "not an object")
                    continue
                yield number, obj
        except (OSError, UnicodeDecodeError, EOFError) as exc:
            raise InputError(f"cannot read {path}: {exc}") from exc


def page_from_record(obj: dict[str, Any], fallback_id: str) -> Page | BadRecord:
    """A :class:`Page` from one JSONL page record."""
    record_id = str(obj.get("id") or fallback_id)
    url = obj.get("url")
    if not isinstance(url, str) or not url:
        return BadRecord(record_id, "bad_record", "missing 'url'")
    if isinstance(obj.get("html_b64"), str):
        try:
            body = base64.b64decode(obj["html_b64"], validate=True)
        except (binascii.Error, ValueError) as exc:
            return BadRecord(record_id, "bad_record", f"html_b64 is not base64: {exc}")
    elif isinstance(obj.get("html"), str):
        body = obj["html"].encode("utf-8", "surrogatepass")
    else:
        return BadRecord(record_id, "bad_record", "missing 'html' or 'html_b64'")
    headers = obj.get("headers") or {}
    if not isinstance(headers, dict):
        return BadRecord(record_id, "bad_record", "'headers' must be an object")
    try:
        fetched_at = parse_iso_utc(obj.get("fetched_at"))
    except (ValueError, TypeError) as exc:
        return BadRecord(record_id, "bad_record", f"bad fetched_at: {exc}")
    return Page(
        url=url,
        body=body,
        fetched_at=fetched_at,
        id=str(obj["id"]) if obj.get("id") is not None else "",
        headers={str(k): str(v) for k, v in headers.items()},
        source=obj.get("source"),
        status=int(obj.get("status") or 200),
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


def _html_file_page(path: Path) -> Page:
    data = path.read_bytes()
    if path.suffix == ".gz":
        data = gzip.decompress(data)
    return Page(url=path.resolve().as_uri(), body=data)


def iter_input_pages(paths: list[Path]) -> Iterator[Page | BadRecord]:
    """Pages from every input path, in a deterministic order."""
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
                yield from iter_warc_pages(file)
            elif kind == "jsonl":
                for number, obj in iter_jsonl(file):
                    if isinstance(obj, BadRecord):
                        yield obj
                    else:
                        yield page_from_record(obj, f"{file.name}:{number}")
            elif kind == "html":
                try:
                    yield _html_file_page(file)
                except (OSError, EOFError, gzip.BadGzipFile) as exc:
                    yield BadRecord(file.name, "unreadable", str(exc))
            else:
                raise InputError(
                    f"cannot tell the format of {file}: expected .warc(.gz), .jsonl(.gz) "
                    "or .html(.gz)"
                )
