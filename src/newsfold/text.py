"""Text normalisation, tokenisation and shingles shared by every fingerprint.

Copies of one wire story differ in ways that carry no meaning: full-width
versus half-width characters, case, a ``UPDATED:`` or ``【快讯】`` prefix, a
``(Reuters) -`` dateline tag, a credit line such as ``Reporting by …`` or
``责任编辑：…``. Those are removed before hashing so they cannot make two
copies look different.

Chinese and Japanese have no spaces, so each CJK character is a token and
shingles over CJK text are character n-grams; other scripts split on word
characters and use word n-grams. A text in both scripts keeps both kinds of
token in reading order. ``benchmarks/fold.py --cjk jieba`` measures jieba
words instead of characters (see ``benchmarks/README.md``: characters are as
accurate and several times faster, so they are the default).

Shingle hashes are built without making n-gram strings: each token is hashed
once with xxhash, and the n consecutive token hashes are mixed with numpy
(one multiply-add per position, then a 64-bit finaliser). That is what makes
fingerprinting several times faster than hashing n-gram strings one by one.
"""

from __future__ import annotations

import logging
import re
import unicodedata
from functools import lru_cache
from typing import Literal

import numpy as np
import numpy.typing as npt
import xxhash

from newsfold.hashing import fmix64

# jieba's loading lives in newsfold.jieba_load; its three public names stay importable
# from here (the entity rules, the event keys and the benchmarks import them so)
from newsfold.jieba_load import jieba_posseg, jieba_ready, word_tags
from newsfold.native import load

_native = load("_fingerprint")

__all__ = [
    "CjkMode",
    "cjk_share",
    "clear_caches",
    "hash_tokens",
    "jieba_posseg",
    "jieba_ready",
    "jieba_tokens",
    "ngram_hashes",
    "normalize",
    "numbers",
    "shingle_hashes",
    "signed64",
    "strip_syndication",
    "token_hashes",
    "tokens",
    "tokens_and_cjk",
    "weighted_features",
    "word_tags",
]

log = logging.getLogger(__name__)

CjkMode = Literal["char", "jieba"]

_CJK_CLASS = r"\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_PREFIX_RE = re.compile(
    r"^\s*(?:(?:updated?|breaking(?:\s+news)?|exclusive|developing|watch|live|urgent|"
    r"flash|corrected|correction)\s*[:\-–—|]\s*"
    r"|[【\[［]\s*(?:快讯|独家|突发|更新|最新|重磅|视频|直播|滚动|特稿|原创)\s*[】\]］]\s*"
    r"|(?:快讯|独家|突发)\s*[:：|｜]\s*"
    r"|\([A-Z][A-Za-z .&]{1,40}\)\s*[-–—]\s*"
    r"|[A-Z][A-Za-z .,/]{2,60}\s*\([A-Za-z .&]{2,40}\)\s*[-–—]\s*"
    r"|[（(]\s*[^\s（）()]{2,12}(?:社|网|报|电)\s*[）)]\s*"
    r"|[^\s，。]{2,12}(?:社|网|报)[^\s，。]{0,8}(?:电|讯)(?:\s*[（(][^（）()]{0,24}[）)])?\s*)",
    re.I,
)
_SUFFIX_RE = re.compile(
    r"(?:\s*[（(]\s*(?:完|终|end)\s*[）)]"
    r"|\s*[【\[]\s*(?:责任编辑|编辑|来源)[:：][^】\]]{0,30}[】\]]"
    r"|\s*[-–—]\s*(?:reuters|ap|afp|bloomberg|xinhua)"
    r"|\s*\((?:reuters|ap|afp|bloomberg|xinhua)\))\s*$",
    re.I,
)
_CREDIT_RE = re.compile(
    r"^\s*(?:\(?\s*(?:reporting|writing|editing|additional reporting|compiled|edited|"
    r"translated|photos?|video)\s+by\b|©|copyright\b|all rights reserved|\(?source\s*:|"
    r"\(?[^()]{0,80}\bcontributed (?:to )?this (?:report|story)\b|"
    r"this (?:story|article|report) (?:was )?(?:first|originally) (?:published|appeared)\b|"
    r"[（(]?\s*(?:来源|本文来源|责任编辑|编辑|原标题|作者|校对|审核|监制|撰文|摄影|图片来源|"
    r"文章来源)\s*[:：]|[（(]\s*记者\s*\S{1,12}(?:\s*[、,，]?\s*\S{1,12}){0,4}\s*[）)]\s*$|"
    r"[（(]\s*记者\s*\S{1,12}\s+(?:编辑|通讯员|实习生)\s*\S{1,12}\s*[）)]\s*$)",
    re.I,
)
#: What every _CREDIT_RE match starts with (after spaces and a parenthesis), or
#: holds anywhere: a necessary condition, cheap to test, for the full pattern.
_CREDIT_START_RE = re.compile(
    r"\s*[（(]?\s*(?:reporting|writing|editing|additional|compiled|edited|translated|photo|"
    r"video|©|copyright|all rights|source|this|来源|本文来源|责任编辑|编辑|原标题|作者|校对|"
    r"审核|监制|撰文|摄影|图片来源|文章来源|记者)",
    re.I,
)
_CREDIT_ANYWHERE_RE = re.compile("contributed", re.I)
#: How every _SUFFIX_RE match ends (before trailing spaces): a necessary condition
#: tested on the last characters, where _SUFFIX_RE tries every position of the tail.
_SUFFIX_END_RE = re.compile(r"(?:[)）\]】]|reuters|ap|afp|bloomberg|xinhua)$", re.I)
_RUN_RE = re.compile(rf"[{_CJK_CLASS}]+|[^\W_{_CJK_CLASS}]+", re.UNICODE)
_CJK_ONLY_RE = re.compile(rf"[{_CJK_CLASS}]+")
_WORD_RE = re.compile(r"[^\W_]+", re.UNICODE)
_CJK_RUN_RE = re.compile(rf"[{_CJK_CLASS}]+|[^\W_]+", re.UNICODE)

_MASK64 = (1 << 64) - 1
#: Credit lines are short: longer paragraphs are not checked (a fast path).
_CREDIT_MAX_CHARS = 300
#: Suffixes are looked for in the last this many characters only.
_SUFFIX_MAX_CHARS = 80
#: Odd multipliers mixing token hashes into n-gram hashes (position j uses _MIX[j]).
_MIX = np.random.default_rng(20240401).integers(1, 2**63, size=64, dtype=np.uint64) | np.uint64(1)
_U64 = np.dtype(np.uint64)


def clear_caches() -> None:
    """Forget the remembered per-text results (credit lines, token hashes).

    They only save time: a benchmark clears them before each timed run, so no
    run starts warm from an earlier one over the same texts.
    """
    _is_credit.cache_clear()
    _hash_token.cache_clear()


def strip_syndication(paragraphs: list[str]) -> list[str]:
    """Drop syndication noise.

    Credit lines (``Reporting by …``, ``来源：…``, ``责任编辑：…``) go wherever
    they stand; prefixes (``UPDATED:``, ``【快讯】``, ``(Reuters) -``,
    ``新华社北京4月16日电``) go from the first paragraph; suffixes (``(完)``,
    ``【责任编辑：…】``, ``- Reuters``) from the last. Empty paragraphs go too.
    """
    out = [p for p in paragraphs if len(p) > _CREDIT_MAX_CHARS or not _is_credit(p)]
    if out:
        out[0] = _strip_prefixes(out[0])
        head, tail = out[-1][:-_SUFFIX_MAX_CHARS], out[-1][-_SUFFIX_MAX_CHARS:]
        if _SUFFIX_END_RE.search(tail.rstrip()[-12:]) is not None:
            out[-1] = head + _strip_repeated(_SUFFIX_RE, tail)
    return [p for p in out if p.strip()]


def _strip_prefixes(text: str) -> str:
    """Up to three syndication prefixes off the start (``【快讯】UPDATED: ...``).

    ``_PREFIX_RE`` is anchored (``^``), so ``match`` finds what ``sub(count=1)``
    would remove, without ``sub`` trying, and failing at, every later position
    of a long lead paragraph.
    """
    for _ in range(3):
        found = _PREFIX_RE.match(text)
        if found is None or not found.end():
            break
        text = text[found.end() :]
    return text


@lru_cache(maxsize=1 << 15)
def _is_credit(paragraph: str) -> bool:
    """Whether a (short) paragraph is a credit line. Remembered: the copies of a
    story repeat its paragraphs word for word, and a lookup costs a tenth of the
    checks below."""
    if paragraph.isascii():
        # for ASCII text, re.I is plain ASCII case folding: str.lower() and a
        # substring test say what _CREDIT_ANYWHERE_RE says, several times faster
        text = paragraph
        anywhere = "contributed" in paragraph.lower()
    else:
        text = nfkc(paragraph)
        # re.I knows no other form of "c" than "c" and "C": without one, the
        # search (which tries every position of a Chinese paragraph) cannot match
        anywhere = ("c" in text or "C" in text) and _CREDIT_ANYWHERE_RE.search(text) is not None
    if not anywhere and _CREDIT_START_RE.match(text) is None:
        return False  # cannot match _CREDIT_RE: most paragraphs stop here, cheaply
    return _CREDIT_RE.match(text) is not None


def _strip_repeated(pattern: re.Pattern[str], text: str) -> str:
    for _ in range(3):
        stripped = pattern.sub("", text, count=1)
        if stripped == text:
            break
        text = stripped
    return text


#: Full-width ASCII forms and the ideographic space: the characters that keep most
#: Chinese text from being NFKC-normalised already.
_FULL_WIDTH = {c: unicodedata.normalize("NFKC", chr(c)) for c in [*range(0xFF01, 0xFF5F), 0x3000]}
#: Full-width ASCII forms map to their code point minus this (U+FF01..U+FF5E ->
#: U+0021..U+007E), which lets :func:`_half_width` fold a long text with numpy.
_FULL_WIDTH_OFFSET = 0xFEE0
#: Texts at least this long are folded with numpy; shorter ones with str.translate.
_NUMPY_FOLD_CHARS = 256


def _half_width(text: str) -> str:
    """``text`` with :data:`_FULL_WIDTH` applied (full-width ASCII forms, ideographic space).

    In C when the core is built (``str.translate`` costs ~130 ns a character), else
    with numpy for long texts and ``str.translate`` for short ones.
    """
    if _native is not None:
        folded: str = _native.half_width(text)
        return folded
    return _numpy_half_width(text)


def _numpy_half_width(text: str) -> str:
    """:func:`_half_width` without the C core."""
    if len(text) < _NUMPY_FOLD_CHARS:
        return text.translate(_FULL_WIDTH)
    codes = np.frombuffer(text.encode("utf-32-le"), dtype=np.uint32).copy()
    wide = (codes >= 0xFF01) & (codes <= 0xFF5E)
    codes[wide] -= np.uint32(_FULL_WIDTH_OFFSET)
    codes[codes == 0x3000] = 0x20
    return codes.tobytes().decode("utf-32-le")


def nfkc(text: str) -> str:
    """``unicodedata.normalize("NFKC", text)``, several times faster on news text.

    Most English text is NFKC already (a quick check says so); most Chinese text
    is not only because of its full-width punctuation, whose NFKC forms are
    single ASCII characters (starters), so replacing them first changes nothing
    in the result and usually leaves nothing for the full normalisation to do.
    """
    if unicodedata.is_normalized("NFKC", text):
        return text
    text = _half_width(text)
    if unicodedata.is_normalized("NFKC", text):
        return text
    if "\n" not in text:
        return unicodedata.normalize("NFKC", text)
    # Line by line, and only the lines that need it (an article's paragraphs, one of which
    # holds a "…"): a line break is a stable code point (a starter that nothing composes
    # with, NFKC of nothing holds one), so normalising the lines apart gives the same text.
    return "\n".join(
        line if unicodedata.is_normalized("NFKC", line) else unicodedata.normalize("NFKC", line)
        for line in text.split("\n")
    )


def normalize(text: str) -> str:
    """NFKC (which also folds full-width forms to half-width), case folding, single spaces."""
    return " ".join(nfkc(text).casefold().split())


def tokens(text: str) -> list[str]:
    """Word tokens; each CJK character is a token of its own."""
    return tokens_and_cjk(text)[0]


def tokens_and_cjk(text: str) -> tuple[list[str], int]:
    """:func:`tokens` and how many of them are CJK characters."""
    norm = normalize(text)
    if not _CJK_ONLY_RE.search(norm):
        return _WORD_RE.findall(norm), 0
    out: list[str] = []
    cjk = 0
    for run in _RUN_RE.findall(norm):
        if _is_cjk_char(run[0]):
            out.extend(run)
            cjk += len(run)
        else:
            out.append(run)
    return out, cjk


def _is_cjk_char(char: str) -> bool:
    c = ord(char)
    return (
        0x3040 <= c <= 0x30FF
        or 0x3400 <= c <= 0x4DBF
        or 0x4E00 <= c <= 0x9FFF
        or (0xF900 <= c <= 0xFAFF)
    )


def _is_cjk(token: str) -> bool:
    return len(token) == 1 and ord(token) >= 0x3040


def cjk_share(toks: list[str]) -> float:
    """Share of tokens that are single CJK characters."""
    if not toks:
        return 0.0
    singles = "".join(t for t in toks if len(t) == 1)
    return sum(map(len, _CJK_ONLY_RE.findall(singles))) / len(toks)


def numbers(toks: list[str]) -> list[str]:
    """The distinct tokens that contain a digit, sorted."""
    return sorted(t for t in set(toks) if not t.isalpha())


def jieba_tokens(text: str) -> list[str]:
    """CJK runs cut into jieba words; other runs as words."""
    jieba = jieba_ready()
    out: list[str] = []
    for run in _CJK_RUN_RE.findall(normalize(text)):
        if _is_cjk(run[0]):
            out.extend(w for w in jieba.lcut(run, HMM=False) if w.strip())
        else:
            out.append(run)
    return out


@lru_cache(maxsize=1 << 20)
def _hash_token(token: str) -> int:
    return xxhash.xxh3_64_intdigest(token.encode("utf-8"))


def hash_tokens(items: list[str]) -> npt.NDArray[np.uint64]:
    """64-bit xxhash of each token (cached: news vocabulary is small and Zipfian)."""
    return np.fromiter(map(_hash_token, items), np.uint64, len(items))


def token_hashes(text: str, cjk: CjkMode = "char") -> tuple[npt.NDArray[np.uint64], bool]:
    """64-bit hashes of the tokens of ``text`` and whether the text is mostly CJK."""
    toks = tokens(text)
    mostly_cjk = cjk_share(toks) > 0.5
    if mostly_cjk and cjk == "jieba":
        toks = jieba_tokens(text)
    return hash_tokens(toks), mostly_cjk


def ngram_hashes(hashes: npt.NDArray[np.uint64], n: int) -> npt.NDArray[np.uint64]:
    """Hashes of every run of ``n`` consecutive token hashes (in order, repeats kept).

    A sequence shorter than ``n`` gives one hash of all of it, so a short
    body never becomes an empty set. The C kernel (``newsfold.native``) does
    it in one loop instead of ``2n`` numpy passes with their temporaries;
    :func:`_numpy_ngram_hashes` is the reference it matches bit for bit.
    """
    size = int(hashes.size)
    if size == 0:
        return np.zeros(0, dtype=np.uint64)
    if _native is not None and hashes.dtype == _U64 and hashes.flags.c_contiguous:
        n = max(1, min(n, size, _MIX.size))
        out = np.empty(size - n + 1, dtype=np.uint64)
        _native.ngram_hashes(hashes, n, _MIX, out)
        return out
    return _numpy_ngram_hashes(hashes, n)


def _numpy_ngram_hashes(hashes: npt.NDArray[np.uint64], n: int) -> npt.NDArray[np.uint64]:
    """:func:`ngram_hashes` in numpy (the fallback, and the C kernel's reference)."""
    size = int(hashes.size)
    if size == 0:
        return np.zeros(0, dtype=np.uint64)
    n = max(1, min(n, size, _MIX.size))
    count = size - n + 1
    with np.errstate(over="ignore"):
        acc = hashes[:count] * _MIX[0]
        for j in range(1, n):
            acc = acc + hashes[j : j + count] * _MIX[j]
        acc = acc + np.uint64(n)
    return fmix64(acc)


def shingle_hashes(
    text: str, words: int = 5, chars: int = 5, cjk: CjkMode = "char"
) -> npt.NDArray[np.uint64]:
    """Unique 64-bit hashes of the token n-grams of ``text``.

    The n-gram size is ``chars`` when most tokens are CJK characters and
    ``words`` otherwise (with ``cjk="jieba"``, CJK text is cut into jieba words
    and uses ``max(2, chars // 2)``-grams of them).
    """
    hashes, mostly_cjk = token_hashes(text, cjk)
    n = (max(2, chars // 2) if cjk == "jieba" else chars) if mostly_cjk else words
    return np.unique(ngram_hashes(hashes, n))


def weighted_features(text: str) -> tuple[npt.NDArray[np.uint64], npt.NDArray[np.float64]]:
    """SimHash features: hashes of distinct words (jieba words for CJK) and their weights.

    The weight is ``1 + log(tf)``, so a word repeated ten times counts about
    three times as much as a word said once, not ten times.
    """
    toks = tokens(text)
    if cjk_share(toks) > 0.5:
        toks = jieba_tokens(text)
    if not toks:
        return np.zeros(0, dtype=np.uint64), np.zeros(0, dtype=np.float64)
    unique, counts = np.unique(hash_tokens(toks), return_counts=True)
    return unique, 1.0 + np.log(counts.astype(np.float64))


def signed64(value: int) -> int:
    """An unsigned 64-bit integer as the signed value a SQL ``BIGINT`` holds."""
    value &= _MASK64
    return value - (1 << 64) if value >= (1 << 63) else value
