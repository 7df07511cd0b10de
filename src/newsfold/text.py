"""Text normalisation and tokenisation shared by fingerprints and similarity.

Copies of one wire story differ in ways that carry no meaning: full-width
versus half-width punctuation, case, a ``UPDATED:`` or ``【快讯】`` prefix, a
credit line. Those are removed before hashing so they cannot make two copies
look different. Chinese and Japanese have no spaces, so each CJK character is
a token; other scripts split on word characters.
"""

from __future__ import annotations

import re
import unicodedata

import numpy as np
import numpy.typing as npt
import xxhash

__all__ = ["normalize", "shingle_hashes", "strip_syndication", "tokens"]

_PREFIX_RE = re.compile(
    r"^\s*(?:(?:updated|update|breaking|exclusive|developing|watch|live)\s*[:\-–—|]\s*"
    r"|[【\[]\s*(?:快讯|独家|突发|更新|最新|重磅|视频)\s*[】\]]\s*"
    r"|(?:快讯|独家|突发)\s*[:：|｜]\s*"
    r"|\([A-Z][A-Za-z .&]{1,40}\)\s*[-–—]\s*"
    r"|[A-Z][A-Z .,/]{2,60}\s*\([A-Za-z .&]{2,40}\)\s*[-–—]\s*)",
    re.I,
)
_CREDIT_RE = re.compile(
    r"^\s*(?:reporting by|writing by|editing by|additional reporting by|compiled by|"
    r"\(?reporting by|©|copyright|all rights reserved|来源[:：]|责任编辑[:：]|编辑[:：]|"
    r"记者[:：]|原标题[:：]|本文来源[:：]|\(?source:)",
    re.I,
)
_TOKEN_RE = re.compile(
    r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]|[^\W_]+", re.UNICODE
)


def strip_syndication(paragraphs: list[str]) -> list[str]:
    """Drop syndication noise: prefixes on the first paragraph, credit lines anywhere."""
    out = [p for p in paragraphs if not _CREDIT_RE.match(unicodedata.normalize("NFKC", p))]
    if out:
        first = out[0]
        for _ in range(3):
            stripped = _PREFIX_RE.sub("", first, count=1)
            if stripped == first:
                break
            first = stripped
        out[0] = first
    return [p for p in out if p.strip()]


def normalize(text: str) -> str:
    """NFKC (which also folds full-width forms), case folding and collapsed spaces."""
    return " ".join(unicodedata.normalize("NFKC", text).casefold().split())


def tokens(text: str) -> list[str]:
    """Word tokens; each CJK character is a token of its own."""
    return _TOKEN_RE.findall(normalize(text))


def _is_cjk(token: str) -> bool:
    return len(token) == 1 and ord(token) >= 0x3040


def shingle_hashes(text: str, words: int = 5, chars: int = 5) -> npt.NDArray[np.uint64]:
    """Unique 64-bit hashes of the token n-grams of ``text``.

    The n-gram size is ``chars`` when most tokens are CJK characters and
    ``words`` otherwise; a text shorter than ``n`` tokens gives one shingle of
    all its tokens, so a short body never becomes an empty set.
    """
    toks = tokens(text)
    if not toks:
        return np.zeros(0, dtype=np.uint64)
    cjk_share = sum(1 for t in toks if _is_cjk(t)) / len(toks)
    n = chars if cjk_share > 0.5 else words
    joiner = "" if cjk_share > 0.5 else " "
    if len(toks) <= n:
        grams = [joiner.join(toks)]
    else:
        grams = [joiner.join(toks[i : i + n]) for i in range(len(toks) - n + 1)]
    hashes = np.fromiter(
        (xxhash.xxh3_64_intdigest(g.encode("utf-8")) for g in grams),
        dtype=np.uint64,
        count=len(grams),
    )
    return np.unique(hashes)
