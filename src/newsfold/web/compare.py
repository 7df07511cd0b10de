"""Two articles side by side: shared passages and differences, word or character level.

English (and any space-separated language) is compared word by word;
Chinese and Japanese character by character, since a character is their
smallest unit of meaning and there are no spaces to split words on. One
tokenizer does both: a run of Latin letters or digits is one token, every CJK
character, space and punctuation mark is one token. :class:`difflib.SequenceMatcher`
aligns the two token sequences; paragraph breaks are tokens too, so the result
keeps each side's paragraphs.

The segments are plain text: the template escapes them (article text is
untrusted HTML from the web).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from difflib import SequenceMatcher

__all__ = ["MAX_TOKENS", "Comparison", "Segment", "compare_texts", "tokens"]

#: Past this many tokens a side is cut (the matcher is quadratic in the worst case).
MAX_TOKENS = 8_000
_PARAGRAPH = "\n"
_CJK = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3040-\u30ff\u3000-\u303f\uff00-\uffef"
_TOKEN = re.compile(f"[{_CJK}]|[^\\W{_CJK}_]+|\\n|[^\\S\\n]+|.", re.UNICODE | re.DOTALL)


@dataclass(frozen=True, slots=True)
class Segment:
    """A run of text on one side: ``same`` (shared with the other side) or ``only``."""

    kind: str
    text: str


@dataclass(frozen=True, slots=True)
class Comparison:
    """Both sides as paragraphs of segments, and how much of each the other shares."""

    left: list[list[Segment]]
    right: list[list[Segment]]
    #: Share of the left side's words (characters in CJK) found in the right, and the reverse.
    left_shared: float
    right_shared: float
    truncated: bool


def tokens(text: str) -> list[str]:
    """Words, CJK characters, spaces, punctuation and paragraph breaks, in order."""
    return _TOKEN.findall(text)


def _is_word(token: str) -> bool:
    return not token.isspace() and any(ch.isalnum() for ch in token)


def _paragraphs(pieces: list[tuple[str, str]]) -> list[list[Segment]]:
    """``(kind, token)`` pairs to paragraphs of merged segments."""
    out: list[list[Segment]] = [[]]
    for kind, token in pieces:
        if token == _PARAGRAPH:
            out.append([])
            continue
        paragraph = out[-1]
        if paragraph and paragraph[-1].kind == kind:
            paragraph[-1] = Segment(kind, paragraph[-1].text + token)
        else:
            paragraph.append(Segment(kind, token))
    return [p for p in out if p]


def compare_texts(left: list[str], right: list[str]) -> Comparison:
    """Compare two articles given as paragraphs."""
    a = tokens(_PARAGRAPH.join(left))
    b = tokens(_PARAGRAPH.join(right))
    truncated = len(a) > MAX_TOKENS or len(b) > MAX_TOKENS
    a, b = a[:MAX_TOKENS], b[:MAX_TOKENS]
    matcher = SequenceMatcher(None, a, b, autojunk=False)
    left_pieces: list[tuple[str, str]] = []
    right_pieces: list[tuple[str, str]] = []
    shared_words = 0
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op == "equal":
            left_pieces += [("same", tok) for tok in a[i1:i2]]
            right_pieces += [("same", tok) for tok in b[j1:j2]]
            shared_words += sum(1 for tok in a[i1:i2] if _is_word(tok))
        else:
            left_pieces += [("only", tok) for tok in a[i1:i2]]
            right_pieces += [("only", tok) for tok in b[j1:j2]]
    words_a = sum(1 for tok in a if _is_word(tok))
    words_b = sum(1 for tok in b if _is_word(tok))
    return Comparison(
        left=_paragraphs(left_pieces),
        right=_paragraphs(right_pieces),
        left_shared=shared_words / words_a if words_a else 0.0,
        right_shared=shared_words / words_b if words_b else 0.0,
        truncated=truncated,
    )
