"""Bytes to text: BOM, then declared charsets reconciled, then detection.

Order of trust:

1. A byte-order mark is unambiguous.
2. The HTTP ``Content-Type`` charset and the page's own declaration (``<meta
   charset>``, ``http-equiv``, an XML declaration). A declaration that does not
   decode the bytes cleanly loses to one that does; when both decode, a multi-byte
   charset (UTF-8, GB18030, Big5, Shift_JIS...) beats a single-byte one, because
   any bytes at all "decode" as Latin-1 (a server default) while a clean multi-byte
   decode of non-ASCII text is strong evidence.
3. UTF-8; then a declared multi-byte charset that fails on only a few bytes (a page
   cut mid-character), read with replacement characters; likewise undeclared UTF-8,
   unless a single-byte declaration decodes the bytes cleanly: then UTF-8 needs more
   valid multi-byte characters than invalid bytes; then detection with
   charset-normalizer, for pages that declare nothing usable.
4. The least damaging candidate, decoded with replacement characters.

``gb2312`` and ``gbk`` are read as ``gb18030`` (their superset), since pages
labelled GB2312 routinely contain GBK characters; likewise Big5, Shift_JIS,
EUC-KR and Latin-1 are read as their common supersets. A page that only decodes
with replacement characters says so (``had_errors``, ``replacements``) instead of
passing mojibake on silently. Bytes that are not text at all (images, archives,
mostly NUL or control bytes) raise :class:`~newsfold.errors.DecodeError`.
"""

from __future__ import annotations

import codecs
import logging
import re
from dataclasses import dataclass
from typing import Final

from charset_normalizer import from_bytes

from newsfold.errors import DecodeError

__all__ = ["Decoded", "decode_html", "normalize_charset", "utf8_bytes"]

log = logging.getLogger(__name__)

_META_CHARSET_RE: Final = re.compile(
    rb"""<meta[^>]+?charset\s*=\s*["']?\s*([A-Za-z0-9_\-:.]+)""", re.I | re.S
)
_XML_DECL_RE: Final = re.compile(
    rb"""^\s*<\?xml[^>]+encoding\s*=\s*["']([A-Za-z0-9_\-:.]+)""", re.I
)
_HEADER_CHARSET_RE: Final = re.compile(r"""charset\s*=\s*["']?\s*([A-Za-z0-9_\-:.]+)""", re.I)
_BOMS: Final = (
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF32_LE, "utf-32-le"),
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)
#: Labels browsers accept that Python's codec registry does not know.
_WEB_ALIASES: Final = {
    "x-gbk": "gbk",
    "gb_2312-80": "gb2312",
    "csgb2312": "gb2312",
    "x-gb2312": "gb2312",
    "x-sjis": "shift_jis",
    "x-euc-jp": "euc_jp",
    "x-big5": "big5",
    "x-x-big5": "big5",
    "windows-874": "cp874",
    "ks_c_5601-1987": "cp949",
}
_SUPERSETS: Final = {
    "gb2312": "gb18030",
    "gbk": "gb18030",
    "big5": "big5hkscs",
    "cp950": "big5hkscs",
    "shift_jis": "cp932",
    "euc_kr": "cp949",
    # codecs' own names (every label of a charset looks up to one): the Windows code
    # pages that browsers read these labels as (WHATWG Encoding). windows-874 is a
    # superset of TIS-620 (the euro sign at 0x80, punctuation at 0x85 and 0x91-0x97, a
    # no-break space at 0xA0, which Python's tis-620 leaves undefined), and its other
    # bytes 0x80-0x9F read as C1 controls (the error handler below), as TIS-620's do.
    "iso8859-1": "cp1252",
    "iso8859-9": "cp1254",
    "tis-620": "cp874",
    "iso8859-11": "cp874",
    "ascii": "utf-8",
}
_MULTIBYTE: Final = frozenset(
    {
        "utf-8",
        "gb18030",
        "big5hkscs",
        "cp932",
        "euc_jp",
        "cp949",
        "iso2022_jp",
        "iso2022_kr",
        "utf-16",
        "utf-16-le",
        "utf-16-be",
        "utf-32",
    }
)
_BINARY_MAGIC: Final = (
    (b"\x89PNG", "PNG image"),
    (b"GIF8", "GIF image"),
    (b"\xff\xd8\xff", "JPEG image"),
    (b"%PDF", "PDF document"),
    (b"PK\x03\x04", "ZIP archive"),
    (b"\x1f\x8b", "gzip data (not decompressed)"),
    (b"RIFF", "RIFF media"),
    (b"\x00\x00\x01\x00", "icon"),
)
_CONTROL_BYTES: Final = bytes([*range(9), *range(14, 27), *range(28, 32)])
_SCAN_BYTES: Final = 32_768
_DETECT_BYTES: Final = 131_072


@dataclass(frozen=True, slots=True)
class Decoded:
    """Decoded text and how it was decoded."""

    text: str
    encoding: str
    source: str
    had_errors: bool
    replacements: int = 0


def normalize_charset(name: str | None) -> str | None:
    """Python codec name for a declared charset, widened to its superset; None if unknown."""
    if not name:
        return None
    cleaned = name.strip().strip("\"'").lower()
    if cleaned in ("x-user-defined", "unicode"):
        return None
    cleaned = _WEB_ALIASES.get(cleaned, cleaned)
    try:
        canonical = codecs.lookup(cleaned).name
    except LookupError:
        return None
    return _SUPERSETS.get(canonical, canonical)


def _web_1252(error: UnicodeError) -> tuple[str, int]:
    """windows-1252 (and -1254) as the web reads them (WHATWG Encoding): the bytes Python's
    codecs leave undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D; 1254 also 0x8E, 0x9E) are the C1
    controls of the same value.

    Latin-1 labels are read as windows-1252, and a Latin-1 page may hold those bytes; without
    this its clean declaration would fail and detection would guess instead.
    """
    if not isinstance(error, UnicodeDecodeError):
        raise error
    return "".join(map(chr, error.object[error.start : error.end])), error.end


def _web_874_c1(error: UnicodeError) -> tuple[str, int]:
    """The C1 control of the undefined byte at ``error``'s start ("" when that byte is not
    one of 0x80-0x9F) and the position after it."""
    if not isinstance(error, UnicodeDecodeError):
        raise error
    byte = error.object[error.start]
    return (chr(byte) if 0x80 <= byte <= 0x9F else ""), error.start + 1


def _web_874(error: UnicodeError) -> tuple[str, int]:
    """windows-874 as the web reads it (WHATWG Encoding): the bytes 0x80-0x9F Python's
    cp874 leaves undefined (all but 0x80, 0x85 and 0x91-0x97) are the C1 controls of the
    same value. Its other undefined bytes (0xDB-0xDE, 0xFC-0xFF) have no character on
    the web either: they stay errors (this handler is the strict one)."""
    control, end = _web_874_c1(error)
    if not control:
        raise error
    return control, end


def _web_874_replace(error: UnicodeError) -> tuple[str, int]:
    """:func:`_web_874`, with a replacement character for the bytes it leaves errors."""
    control, end = _web_874_c1(error)
    return control or "\ufffd", end


codecs.register_error("newsfold-web-1252", _web_1252)
codecs.register_error("newsfold-web-874", _web_874)
codecs.register_error("newsfold-web-874-replace", _web_874_replace)
#: The decoding error handlers (strict, lenient) of a charset whose web form differs from
#: Python's codec.
_WEB_ERRORS: Final = {
    "cp1252": ("newsfold-web-1252", "newsfold-web-1252"),
    "cp1254": ("newsfold-web-1252", "newsfold-web-1252"),
    "cp874": ("newsfold-web-874", "newsfold-web-874-replace"),
}
_PYTHON_ERRORS: Final = ("strict", "replace")


def _strict(body: bytes, encoding: str) -> str | None:
    try:
        return body.decode(encoding, _WEB_ERRORS.get(encoding, _PYTHON_ERRORS)[0])
    except (UnicodeDecodeError, LookupError):
        return None


def _lenient(body: bytes, encoding: str, source: str) -> Decoded:
    text = body.decode(encoding, _WEB_ERRORS.get(encoding, _PYTHON_ERRORS)[1])
    count = text.count("\ufffd")
    return Decoded(text, encoding, source, count > 0, count)


def _damaged_utf8(decoded: Decoded) -> bool:
    """UTF-8 with damaged bytes rather than another charset: at least as many valid
    multi-byte characters as invalid sequences.

    Bytes of a single-byte charset almost never form valid UTF-8 sequences by
    chance, so a page where they do is UTF-8; reading it as a single-byte
    charset instead would turn its every accented letter into two of mojibake
    and report no decoding error at all.
    """
    if decoded.encoding != "utf-8" or not decoded.replacements:
        return False
    valid = _beyond_ascii(decoded.text) - decoded.replacements
    return valid >= decoded.replacements


def _beyond_ascii(text: str) -> int:
    """How many characters of ``text`` are not ASCII: what is left out when it is encoded
    as ASCII, ignoring the rest, is exactly those (surrogates included).

    ``sum(1 for char in text if char > "\x7f")`` gives the same count one character
    object at a time: about 120 instructions a character, 37 M on one 300 KB page.
    """
    return len(text) - len(text.encode("ascii", "ignore"))


def _check_binary(body: bytes) -> None:
    for magic, what in _BINARY_MAGIC:
        if body.startswith(magic):
            raise DecodeError(f"not a text page: looks like {what}")
    sample = body[:4096]
    if not sample:
        return
    controls = len(sample) - len(sample.translate(None, _CONTROL_BYTES))
    if controls > 0.1 * len(sample):
        raise DecodeError(
            f"not a text page: {controls} of the first {len(sample)} bytes are binary"
        )


def _declared(body: bytes, content_type: str | None) -> list[tuple[str, str]]:
    found: list[tuple[str, str]] = []
    if content_type:
        match = _HEADER_CHARSET_RE.search(content_type)
        header_cs = normalize_charset(match.group(1)) if match else None
        if header_cs:
            found.append((header_cs, "http"))
    head = body[:_SCAN_BYTES]
    for regex, source in ((_XML_DECL_RE, "xml"), (_META_CHARSET_RE, "meta")):
        found_cs = regex.search(head)
        page_cs = (
            normalize_charset(found_cs.group(1).decode("ascii", "ignore")) if found_cs else None
        )
        # A page saved as UTF-16 still says "utf-16" in its meta; its bytes were read already.
        if page_cs and not page_cs.startswith("utf-16") and page_cs not in (e for e, _ in found):
            found.append((page_cs, source))
    return found


def utf8_bytes(body: bytes, decoded: Decoded) -> bytes | None:
    """``decoded.text`` as UTF-8 bytes when the page's own bytes are exactly that, else None.

    A page read as UTF-8 without a replacement is its text's UTF-8 form (strict UTF-8
    decoding is one-to-one), so the parser can take the bytes as they came instead
    of a fresh encoding of the text.
    """
    if decoded.encoding != "utf-8" or decoded.had_errors:
        return None
    if decoded.source == "bom":
        return body[len(codecs.BOM_UTF8) :] if body.startswith(codecs.BOM_UTF8) else None
    return body


def _detect(body: bytes) -> str | None:
    best = from_bytes(body[:_DETECT_BYTES]).best()
    if best is None or not best.encoding:
        return None
    return normalize_charset(best.encoding) or best.encoding


def decode_html(body: bytes, content_type: str | None = None) -> Decoded:
    """Decode an HTML page following the order of trust in the module docstring."""
    for bom, encoding in _BOMS:
        if body.startswith(bom):
            return _lenient(body[len(bom) :], encoding, "bom")
    _check_binary(body)
    declared = _declared(body, content_type)
    is_ascii = body.isascii()

    clean: list[tuple[str, str, str]] = []
    for encoding, source in declared:
        text = _strict(body, encoding)
        if text is not None:
            clean.append((encoding, source, text))
    for encoding, source, text in clean:
        if is_ascii or encoding in _MULTIBYTE:
            return Decoded(text, encoding, source, False)

    # Nothing declared, or only single-byte charsets that decode anything: check UTF-8
    # and the detector before believing a single-byte declaration.
    utf8 = _strict(body, "utf-8")
    if utf8 is not None:
        return Decoded(utf8, "utf-8", "detected", False)
    # A declared multi-byte charset (or UTF-8) that fails on a few bytes, a page cut
    # mid-character or one corrupt byte, is still right: read it, flagged, rather than
    # let detection pick a single-byte charset that "decodes" everything into mojibake.
    # UTF-8 that nothing declared, against a single-byte declaration that decodes the
    # bytes cleanly, needs evidence of its own (_damaged_utf8): a long Latin-1 page with
    # a handful of accented letters, none of them valid UTF-8, is Latin-1, as browsers
    # read it, not UTF-8 with a few replacements.
    claimed = [e for e, _ in declared if e in _MULTIBYTE]
    for encoding in dict.fromkeys([*claimed, "utf-8"]):
        nearly = _lenient(body, encoding, "lenient")
        few = nearly.replacements <= max(2, len(nearly.text) // 1000)
        if (few and (encoding in claimed or not clean)) or _damaged_utf8(nearly):
            return nearly
    detected = _detect(body)
    if detected and detected in _MULTIBYTE:
        text = _strict(body, detected)
        if text is not None:
            return Decoded(text, detected, "detected", False)
    if clean:
        encoding, source, text = clean[0]
        return Decoded(text, encoding, source, False)
    if detected:
        text = _strict(body, detected)
        if text is not None:
            return Decoded(text, detected, "detected", False)

    candidates = [e for e, _ in declared] + ([detected] if detected else []) + ["utf-8"]
    results = [_lenient(body, enc, "lenient") for enc in dict.fromkeys(candidates)]
    # A multi-byte reading with a few damaged characters beats a single-byte one
    # that "succeeds" by turning every character into two of gibberish.
    best = min(
        results,
        key=lambda d: (
            d.encoding not in _MULTIBYTE or d.replacements > 0.01 * len(d.text),
            d.replacements,
        ),
    )
    log.debug("decoded with %d replacement characters as %s", best.replacements, best.encoding)
    return best
