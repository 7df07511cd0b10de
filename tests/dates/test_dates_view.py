"""The page view's shortcut builds the text the plain way builds.

:func:`newsfold.dates.page.build_view` blanks zero-width characters in the pieces
outside ASCII that hold one of those the page holds, and joins the pieces again. This
check compares it with the plain way (the zero-width characters found in the joined
text by a class search and mapped back to their pieces by offset) on generated pieces.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from itertools import accumulate

from hypothesis import example, given, settings
from hypothesis import strategies as st
from lxml import html

from newsfold.dates import normalize as dn
from newsfold.dates import page as dpage

_PIECES = [
    "", "a", "2020", " ", "\n", "x-01-26 ", "\u00a0", "\u00ad", "\u200b", "\u200c", "\u200d",
    "\u2060", "\ufeff", "\u180e", "\u2010", "\u201c", "\u3000", "中", "年", "\uff12", "\uff1a",
    "é", "ÿ", "Ā", "я", "😀", "\ud800",
]  # fmt: skip
parts_lists = st.lists(st.lists(st.sampled_from(_PIECES), max_size=5).map("".join), max_size=30)


_TABLE = dict.fromkeys(map(ord, dpage._ZERO_WIDTH))


def _plain_blank(part: str) -> str:
    """Every zero-width character of ``part`` moved to its end as a space."""
    kept = part.translate(_TABLE)
    return kept + " " * (len(part) - len(kept))


def _plain_text(parts: list[str]) -> str:
    """The view's text as it was built before: joined, searched whole, pieces mapped back."""
    text = "".join(parts)
    chars = set(dn.NEEDS_FOLDING_RE.findall(text))
    if chars:
        if not chars.isdisjoint(dpage._ZERO_WIDTH):
            ends = list(accumulate(map(len, parts)))
            zero = "[" + "".join(dpage._ZERO_WIDTH) + "]"
            touched = sorted(
                {bisect_right(ends, at) for at in (m.start() for m in re.finditer(zero, text))}
            )
            pieces: list[str] = []
            start = 0
            for index in touched:
                begin = ends[index - 1] if index else 0
                pieces.append(text[start:begin])
                pieces.append(_plain_blank(parts[index]))
                start = ends[index]
            pieces.append(text[start:])
            text = "".join(pieces)
            chars = chars.difference(dpage._ZERO_WIDTH)
        text = dn.normalize_text(text, chars)
    return text


@settings(max_examples=500, deadline=None)
@given(parts_lists)
@example(["ab", "\u00ad", "", "x\u200by", "2020\u200b-01-26"])
@example(["plain", "ascii"])
def test_view_text_is_the_plain_join_normalised(parts: list[str]) -> None:
    walk = dpage.TextWalk(parts=list(parts))
    view = dpage.build_view(html.fromstring("<html><body></body></html>"), walk)
    assert view.text == _plain_text(parts)
    assert len(view.text) == len("".join(parts)) - sum(p.count("\u180e") for p in parts)
