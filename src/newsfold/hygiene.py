"""Text hygiene: what web content may carry into the store, the exports and a terminal.

Pages are written by strangers. A headline can hold a NUL (which PostgreSQL
refuses in a text column, failing the whole transaction it is part of), an
ESC sequence that recolours or rewrites the reader's terminal, C0/C1 control
characters, bidi overrides that make a line read differently from what it
holds (the "Trojan Source" trick), or a lone surrogate that no UTF-8 encoder
accepts. None of these carries meaning in a news article, so extraction
removes them from every text field (:func:`clean_text`), the store refuses
what is left at its boundary (:func:`store_safe`), and the command line
passes what it prints through :func:`terminal_safe` (old stores were written
before this cleaning).

Tab and line feed stay (paragraph text may hold them); carriage returns become
line feeds. Zero-width joiners and the bidi *marks* (LRM, RLM, ALM) stay: they
are needed to write Arabic, Hebrew and Persian correctly and cannot reorder a
line on their own.
"""

from __future__ import annotations

import re

from newsfold.models import Article

__all__ = ["clean_article", "clean_text", "has_unsafe", "store_safe", "terminal_safe"]

#: ESC-introduced sequences: CSI (``ESC [ ... final``), OSC (``ESC ] ... BEL|ST``),
#: other two-character escapes. Removed whole, so no ``[31m`` is left behind.
_ESCAPE_RE = re.compile(
    r"\x1b\[[0-?]*[ -/]*[@-~]"  # CSI
    r"|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?"  # OSC, terminated by BEL or ST (or cut)
    r"|\x1b[PX^_][^\x1b]*(?:\x1b\\)?"  # DCS, SOS, PM, APC strings
    r"|\x1b[ -/]*[0-~]?"  # any other escape
    r"|\x9b[0-?]*[ -/]*[@-~]"  # 8-bit CSI
)
#: C0 controls but tab and line feed, DEL, C1 controls, bidi embeddings,
#: overrides and isolates (U+202A-U+202E, U+2066-U+2069), lone surrogates.
_UNSAFE_RE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ud800-\udfff]")
#: What :func:`store_safe` looks for: NUL and lone surrogates break the database
#: drivers (PostgreSQL refuses NUL, UTF-8 encoders refuse surrogates).
_STORE_UNSAFE_RE = re.compile("[\x00\ud800-\udfff]")


def has_unsafe(text: str) -> bool:
    """True when ``text`` holds anything :func:`clean_text` would remove.

    Every such character is a control, format or surrogate character, none printable
    by ``str.isprintable``: a printable text (nearly every paragraph) holds none, and
    that test of each character in C costs half the class search it spares.
    """
    if text.isprintable():
        return False
    return _UNSAFE_RE.search(text) is not None or "\x1b" in text


def _replace(match: re.Match[str]) -> str:
    char = match.group()
    if char == "\r":
        return "\n"
    if "\ud800" <= char <= "\udfff":
        return "\ufffd"
    return ""


def clean_text(text: str) -> str:
    """``text`` without escape sequences, control characters (but tab and line feed),
    bidi overrides and lone surrogates (which become U+FFFD)."""
    if not has_unsafe(text):
        return text
    return _UNSAFE_RE.sub(_replace, _ESCAPE_RE.sub("", text.replace("\r\n", "\n")))


def clean_article(article: Article) -> Article:
    """Clean every text field of ``article`` in place (see :func:`clean_text`); returns it.

    Paragraphs left empty by the cleaning are dropped.
    """
    article.headline = _clean_optional(article.headline)
    article.paragraphs = [p for p in (clean_text(p).strip() for p in article.paragraphs) if p]
    article.publisher = _clean_optional(article.publisher)
    article.section = _clean_optional(article.section)
    article.authors = [a for a in (clean_text(a).strip() for a in article.authors) if a]
    article.canonical_url = clean_text(article.canonical_url)
    article.urls = list(dict.fromkeys(clean_text(u) for u in article.urls))
    article.published_at_local = _clean_optional(article.published_at_local)
    return article


def _clean_optional(text: str | None) -> str | None:
    return None if text is None else clean_text(text)


def store_safe(text: str) -> str:
    """``text`` as every backend can store it: NUL dropped, lone surrogates as U+FFFD.

    The last line of defence at the store's boundary; extraction already
    cleaned what it produced with :func:`clean_text`.
    """
    if _STORE_UNSAFE_RE.search(text) is None:
        return text
    return _STORE_UNSAFE_RE.sub(lambda m: "" if m.group() == "\x00" else "\ufffd", text)


def terminal_safe(text: str) -> str:
    """``text`` safe to print: what :func:`clean_text` removes, and no line breaks."""
    return clean_text(text).replace("\n", " ").replace("\t", " ")
