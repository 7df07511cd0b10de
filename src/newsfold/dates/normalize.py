"""Text normalisation applied before any date pattern runs.

Pages write dates with full-width digits and punctuation (``２０２０年１月２６日``,
``发布时间：``), hide zero-width characters inside them (copy-protection and
CMS artefacts), and use no-break or thin spaces between parts. Folding all of
that to plain ASCII first keeps every pattern simple and makes the same date
match the same way however it was typed. The mapping is one
``str.translate`` table: a single pass, no regex, cheap on a whole page.
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["NEEDS_FOLDING_RE", "folded_chars", "non_ascii", "normalize_text"]


def _build_table() -> dict[int, str | None]:
    table: dict[int, str | None] = {}
    for code in range(0xFF01, 0xFF5F):  # full-width ASCII block
        table[code] = chr(code - 0xFEE0)
    for code in (0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, 0x00AD, 0x180E):
        table[code] = None  # zero-width and soft hyphen: removed
    for code in (0x00A0, 0x3000, 0x202F, 0x205F, *range(0x2000, 0x200B)):
        table[code] = " "
    table[0x2010] = "-"
    table[0x2011] = "-"
    table[0x2212] = "-"  # minus sign in offsets
    table[0xFE55] = ":"  # small colon
    table[0x2236] = ":"  # ratio sign used as a colon
    # Arabic-Indic, Persian, Devanagari, Bengali and Thai digits (٢٠٢٤, ۲۰۲۴, २०२४, ২০২৪, ๒๕๖๗)
    for code in range(10):
        for zero in (0x0660, 0x06F0, 0x0966, 0x09E6, 0x0E50):
            table[zero + code] = str(code)
    table[0x060C] = ","  # Arabic comma
    return table


_TABLE: Final = _build_table()
# One character, not runs of them: a pattern that starts with a character class lets the
# regex engine skip ahead in C to the next candidate (a run pattern is tried at every
# position, several times slower on a whole page).
NEEDS_FOLDING_RE: Final = re.compile(
    "[" + "".join(re.escape(chr(code)) for code in sorted(_TABLE)) + "]"
)
"""A character :func:`normalize_text` changes (a text without any is left as is)."""


_ASCII_BYTES: Final = bytes(range(128))


def non_ascii(text: str) -> str:
    """The characters of ``text`` outside ASCII, in order; ``text`` itself when most are.

    For a search that can only match outside ASCII: in a text that is mostly ASCII (most
    pages outside East Asia: a few no-break spaces and curly quotes) the text encoded as
    UTF-8 with its ASCII bytes deleted (C loops of a few instructions a character; what
    is left are whole sequences, decoded back) is far shorter, and a pattern that starts
    with a character class costs the regex engine a class test at every character (about
    five times the cost of this).
    """
    if text.isascii():
        return ""
    data = text.encode("utf-8", "surrogatepass")  # lone surrogates too: any str encodes
    if len(data) >= 2 * len(text):
        return text
    return data.translate(None, _ASCII_BYTES).decode("utf-8", "surrogatepass")


def folded_chars(text: str) -> set[str]:
    """The distinct characters of ``text`` that :func:`normalize_text` changes (every one
    of them is outside ASCII: see :func:`non_ascii`)."""
    rest = non_ascii(text)
    return set(NEEDS_FOLDING_RE.findall(rest)) if rest else set()


def normalize_text(text: str, chars: set[str] | None = None) -> str:
    """Fold full-width characters to ASCII, drop zero-width ones, unify spaces.

    A page holds few distinct characters to fold (mostly no-break spaces) but many
    of them: each distinct one is replaced in one C-level pass, rather than a Python
    call per run. (Every replacement is ASCII, which the table never maps again, so the
    order of the passes does not matter.) ``chars``: the text's :func:`folded_chars`,
    when the caller has them already.
    """
    for char in folded_chars(text) if chars is None else chars:
        text = text.replace(char, _TABLE[ord(char)] or "")
    return text
