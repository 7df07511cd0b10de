"""``syntactic_depth``: how involved an article's sentences are, on a 1-5 scale.

Two measures, one scale:

- **parse** (English, extra ``nlp``): spaCy's dependency parse. Per sentence,
  the depth of the tree (edges from the root to the deepest word) plus two
  for each clause hanging from it (``ccomp``, ``xcomp``, ``advcl``, ``acl``,
  ``relcl``, ``csubj``, a verb joined by ``conj``); the article's raw figure is
  the mean over its sentences.
- **proxy** (Chinese always, since no offline Chinese parser is packaged;
  English when spaCy is absent or off): per sentence, its length (words, or
  characters / 1.6 in Chinese, about one word a 1.6 characters) / 4, plus two for
  each clause mark: a comma, semicolon or colon (，；：、 in Chinese) and each
  subordinating or coordinating conjunction (``because``, ``which``,
  ``although``...; 因为, 但是, 虽然...); the mean over sentences.

The raw figure is cut into levels 1-5 by thresholds: for the parse, the
quintiles of the parse figure on the English prose of the simulated web; for
the English proxy, the thresholds that agree best with those parse levels on
the same prose; for Chinese, the quintiles of the proxy on the Chinese prose
(so level 3 is a typical news sentence in each language). ``python
benchmarks/depth_calibration.py`` recomputes them and reports the agreement of
the proxy with the parse (exact and within one level, out of fold); figures in
``benchmarks/README.md``. Known limits: the proxy counts punctuation, so lists
and datelines read as involved; the scale is relative to news prose, not to
any reading-level standard.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence
from functools import lru_cache
from typing import Any, Final

__all__ = [
    "PARSE_THRESHOLDS",
    "PROXY_THRESHOLDS",
    "depth_level",
    "parse_raw",
    "proxy_raw",
    "sentences",
]

#: Raw-figure thresholds between levels 1|2, 2|3, 3|4, 4|5 (see the module doc).
#: From ``benchmarks/depth_calibration.py --articles 1200`` (seed 13).
PARSE_THRESHOLDS: Final = (8.85, 9.5, 10.1, 10.89)
PROXY_THRESHOLDS: Final[dict[str, tuple[float, float, float, float]]] = {
    "en": (9.03, 9.78, 10.5, 11.26),
    "zh": (11.11, 12.36, 13.59, 15.07),
}

_EN_SENT: Final = re.compile(r"(?<=[.!?])[\"”’)]?\s+(?=[\"“‘(]?[A-Z0-9])")
#: Where :data:`_EN_SENT` splits, found from the sentence's closing mark, so the search
#: skips ahead to ``.``, ``!`` or ``?`` where the look-behind was tried at every character.
#: Counting: a paragraph with text has one sentence more than it has of these (every
#: part the split leaves holds a mark or the capital after one, so none is blank), which
#: ``tests/quality/test_quality_scores.py`` checks against the split on real paragraphs.
_EN_SENT_BREAK: Final = re.compile(r"[.!?][\"”’)]?\s+(?=[\"“‘(]?[A-Z0-9])")
_ZH_SENT: Final = re.compile(r"(?<=[。！？；!?])[”」』）)]?")
_EN_WORD: Final = re.compile(r"[^\W_]+(?:['’][^\W_]+)*")
_EN_CLAUSE_WORDS: Final = frozenset(
    """because although though while whereas which who whom whose that when where if unless
    since after before until and but or so""".split()  # noqa: SIM905
)
_ZH_CLAUSE: Final = re.compile(
    "[，；：、,;:]|因为|所以|但是|但|虽然|而且|如果|由于|并且|然而|以及|不仅|尽管|因此|以便|即使|还是|或者"
)
_CLAUSE_DEPS: Final = frozenset(("ccomp", "xcomp", "advcl", "acl", "relcl", "csubj"))
#: Chinese characters per English-like word, so the two proxies share a scale.
_ZH_CHARS_PER_WORD: Final = 1.6


def _chinese(language: str | None) -> bool:
    return bool(language) and str(language).lower().startswith("zh")


def sentences(paragraphs: Sequence[str], language: str | None) -> list[str]:
    """The article's sentences (a paragraph never joins the next)."""
    split = _ZH_SENT if _chinese(language) else _EN_SENT
    out: list[str] = []
    for paragraph in paragraphs:
        out.extend(part.strip() for part in split.split(paragraph) if part.strip())
    return out


def proxy_raw(paragraphs: Sequence[str], language: str | None) -> float | None:
    """The proxy's raw figure (None for an article without a sentence)."""
    chinese = _chinese(language)
    total = 0.0
    count = 0
    for paragraph in paragraphs:
        figure, n = _proxy_paragraph(paragraph, chinese)
        total += figure
        count += n
    return total / count if count else None


@lru_cache(maxsize=8192)
def _proxy_paragraph(paragraph: str, chinese: bool) -> tuple[float, int]:
    """Sum of the sentence figures of one paragraph and its sentence count (cached:
    copies repeat paragraphs)."""
    total = 0.0
    if chinese:
        sents = [part.strip() for part in _ZH_SENT.split(paragraph) if part.strip()]
        for sent in sents:
            chars = len("".join(sent.split()))
            total += chars / _ZH_CHARS_PER_WORD / 4 + 2 * len(_ZH_CLAUSE.findall(sent))
        return total, len(sents)
    count = _en_sentence_count(paragraph)
    if count:
        # The sum over sentences of words / 4 + 2 * (marks + joins), read over the whole
        # paragraph at once: what the split drops (a closing quote or bracket and spaces)
        # holds no word and no mark, and every term is a multiple of 1/4, so the float
        # sum is exact and equal to the sentence-by-sentence one.
        words = _EN_WORD.findall(paragraph.lower())
        marks = paragraph.count(",") + paragraph.count(";") + paragraph.count(":")
        # A loop, not ``sum(map(_EN_CLAUSE_WORDS.__contains__, words))``: compiled, the
        # set test is a direct C call, where the bound ``__contains__`` went through
        # Python's call for every word (a tenth of the English proxy).
        joins = 0
        for word in words:
            if word in _EN_CLAUSE_WORDS:
                joins += 1
        total = len(words) / 4 + 2 * (marks + joins)
    return total, count


def _en_sentence_count(paragraph: str) -> int:
    """How many sentences :func:`sentences` finds in an English paragraph, without making them."""
    if not paragraph.strip():
        return 0
    return len(_EN_SENT_BREAK.findall(paragraph)) + 1


def _token_depth(token: Any) -> int:
    depth = 0
    # spaCy makes a new Token object on each access: compare positions, not identities
    while token.head.i != token.i and depth < 200:
        token = token.head
        depth += 1
    return depth


def parse_raw(doc: Any) -> float | None:
    """The parse's raw figure from a spaCy ``Doc`` (None without a sentence)."""
    figures = []
    for sent in doc.sents:
        words = [t for t in sent if not t.is_punct and not t.is_space]
        if not words:
            continue
        depth = max(_token_depth(t) for t in words)
        clauses = sum(
            1
            for t in words
            if t.dep_ in _CLAUSE_DEPS or (t.dep_ == "conj" and t.pos_ in ("VERB", "AUX"))
        )
        figures.append(depth + 2 * clauses)
    return sum(figures) / len(figures) if figures else None


def depth_level(raw: float | None, thresholds: Sequence[float]) -> int | None:
    """Level 1-5 of a raw figure (None stays None: no sentence, no depth)."""
    if raw is None:
        return None
    return 1 + bisect.bisect_right(list(thresholds), raw)


def proxy_level(paragraphs: Sequence[str], language: str | None) -> int | None:
    """Level 1-5 by the proxy, with the thresholds of the article's language."""
    key = "zh" if _chinese(language) else "en"
    return depth_level(proxy_raw(paragraphs, language), PROXY_THRESHOLDS[key])
