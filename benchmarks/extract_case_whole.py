"""Round three's case pages: each written whole, as one HTML document, with its truth
marked in place.

Rounds one and two built their pages from shared parts (``extract_case_parts.Sheet``):
one generator wrote every paragraph and every piece of furniture, so the pages were
easy to predict from each other (the batches ended near 0.995 while the unseen halves
of the bench sets did not). Round three writes every page by hand, start to end, in its
own template and its own words; the truth is marked where it stands:

- ``⟦…⟧`` around each passage a reader would call the article (a paragraph, a line of
  ``<br>`` text, a heading inside the body, a list item); the marks may hold inline tags,
  the passage is their text;
- ``⟪…⟫`` around furniture that must not be in the body (a related headline, a share
  line, a comment, an editor's line, an ad's label).

The marks are removed from the page before it is encoded (GB18030 for the old portals,
which name their charset only in ``<meta http-equiv>``). Everything unmarked is left
open: the headline, bylines and dates, captions (scored neither way, but counted against
precision when kept, as the truth does not hold them).

The expected body (``Case.truth``) is the marked passages joined by newlines, scored
with the bench's shingle F1 (``benchmarks/extraction.py``, every Han and kana character
a token so that the zh and ja pages are scored as ``zh`` is); ``with_`` holds the
passages themselves and ``without`` the furniture, for the tests' checks.
"""

from __future__ import annotations

import html as _html
import re

from extract_case_parts import Case

__all__ = ["whole"]

_MARK_RE = re.compile(r"⟦(.*?)⟧|⟪(.*?)⟫", re.S)
_TAG_RE = re.compile(r"<[^>]+>")


def _text(fragment: str) -> str:
    return " ".join(_html.unescape(_TAG_RE.sub(" ", fragment)).split())


def _inline_text(fragment: str) -> str:
    """A passage's text: inline tags dropped without a space (``<b>Q:</b>`` is ``Q:``)."""
    return " ".join(_html.unescape(_TAG_RE.sub("", fragment)).split())


def whole(
    name: str,
    batch: str,
    family: str,
    lang: str,
    url: str,
    document: str,
    *,
    encoding: str = "utf-8",
    bom: bool = False,
    content_type: str = "",
) -> Case:
    """The case of a page written whole, its truth and furniture read from the marks.

    ``bom`` puts a UTF-8 byte-order mark before the bytes; ``content_type`` is the
    ``Content-Type`` header the page is served with (its charset may disagree with the
    page's ``<meta>``, as a server's default does)."""
    truth: list[str] = []
    furniture: list[str] = []
    for match in _MARK_RE.finditer(document):
        if match.group(1) is not None:
            truth.append(_inline_text(match.group(1)))
        else:
            furniture.append(_inline_text(match.group(2)))
    if not truth or not furniture:
        raise ValueError(f"{name}: a page needs marked body passages and furniture")
    clash = [f for f in furniture if any(f in t for t in truth)]
    if clash:
        raise ValueError(f"{name}: furniture inside the body: {clash}")
    page = document.replace("⟦", "").replace("⟧", "").replace("⟪", "").replace("⟫", "")
    return Case(
        name,
        batch,
        family,
        lang,
        url,
        (b"\xef\xbb\xbf" if bom else b"") + page.encode(encoding),
        tuple(dict.fromkeys(truth)),
        tuple(dict.fromkeys(furniture)),
        truth="\n".join(truth),
        content_type=content_type,
    )
