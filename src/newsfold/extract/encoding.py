"""Bytes to text: BOM, then declared charsets reconciled, then detection.

Order of trust: a byte-order mark is unambiguous; then the HTTP
``Content-Type`` charset and the page's ``<meta charset>`` / ``http-equiv``,
and when they disagree the one that decodes cleanly wins; then
charset-normalizer. ``gb2312`` and ``gbk`` are read as ``gb18030`` (its
superset), because pages labelled GB2312 routinely contain GBK characters.
A page that only decodes with replacement characters says so
(``had_errors``) instead of passing mojibake on silently.
"""

from __future__ import annotations

import codecs
import re
from dataclasses import dataclass

from charset_normalizer import from_bytes

__all__ = ["Decoded", "decode_html", "normalize_charset"]

_META_CHARSET_RE = re.compile(rb"""<meta[^>]+charset\s*=\s*["']?\s*([A-Za-z0-9_\-:.]+)""", re.I)
_HEADER_CHARSET_RE = re.compile(r"""charset\s*=\s*["']?\s*([A-Za-z0-9_\-:.]+)""", re.I)
_BOMS = (
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF32_LE, "utf-32-le"),
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)
_SUPERSETS = {
    "gb2312": "gb18030",
    "gbk": "gb18030",
    "x-gbk": "gb18030",
    "iso-8859-1": "cp1252",
    "latin-1": "cp1252",
    "ascii": "utf-8",
    "us-ascii": "utf-8",
}


@dataclass(frozen=True, slots=True)
class Decoded:
    """Decoded text and how it was decoded."""

    text: str
    encoding: str
    source: str
    had_errors: bool


def normalize_charset(name: str | None) -> str | None:
    """Python codec name for a declared charset, widened to its superset; None if unknown."""
    if not name:
        return None
    try:
        canonical = codecs.lookup(name.strip().strip("\"'").lower()).name
    except LookupError:
        return None
    return _SUPERSETS.get(canonical, canonical)


def _strict(body: bytes, encoding: str) -> str | None:
    try:
        return body.decode(encoding)
    except (UnicodeDecodeError, LookupError):
        return None


def decode_html(body: bytes, content_type: str | None = None) -> Decoded:
    """Decode an HTML page following the order of trust in the module docstring."""
    for bom, encoding in _BOMS:
        if body.startswith(bom):
            return Decoded(body[len(bom) :].decode(encoding, "replace"), encoding, "bom", False)

    declared: list[tuple[str, str]] = []
    if content_type:
        match = _HEADER_CHARSET_RE.search(content_type)
        if match:
            header_cs = normalize_charset(match.group(1))
            if header_cs:
                declared.append((header_cs, "http"))
    meta_match = _META_CHARSET_RE.search(body[:4096])
    if meta_match:
        meta_cs = normalize_charset(meta_match.group(1).decode("ascii", "ignore"))
        if meta_cs:
            declared.append((meta_cs, "meta"))

    for encoding, source in declared:
        text = _strict(body, encoding)
        if text is not None:
            return Decoded(text, encoding, source, False)

    text = _strict(body, "utf-8")
    if text is not None:
        return Decoded(text, "utf-8", "detected", False)

    best = from_bytes(body[:200_000]).best()
    if best is not None and best.encoding:
        encoding = normalize_charset(best.encoding) or best.encoding
        text = _strict(body, encoding)
        if text is not None:
            return Decoded(text, encoding, "detected", False)
        return Decoded(body.decode(encoding, "replace"), encoding, "detected", True)

    fallback = declared[0][0] if declared else "utf-8"
    return Decoded(body.decode(fallback, "replace"), fallback, "fallback", True)
