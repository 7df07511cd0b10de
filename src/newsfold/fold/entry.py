"""What the folder knows of one article: its fingerprints, computed once.

A :class:`FoldEntry` holds everything a later article is compared with, and
nothing else: exact keys, the MinHash signature (or the SimHash), the winnowed
window fingerprints for containment, sizes, and who published it when. The
:class:`Fingerprinter` makes one from an :class:`~newsfold.models.Article`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Literal

import numpy as np
import numpy.typing as npt
import xxhash

from newsfold.config import Settings
from newsfold.dedup.exact import body_key_of_tokens, headline_key
from newsfold.dedup.minhash import MinHasher
from newsfold.dedup.simhash import SimHasher
from newsfold.dedup.windows import WINDOW_BAND, winnow
from newsfold.errors import ConfigError
from newsfold.models import Article
from newsfold.text import (
    CjkMode,
    hash_tokens,
    jieba_tokens,
    ngram_hashes,
    numbers,
    signed64,
    strip_syndication,
    tokens_and_cjk,
)

__all__ = ["HEADLINE_BAND", "METHODS", "Fingerprinter", "FoldEntry", "Method", "numbers_key"]

Method = Literal["minhash", "simhash"]
METHODS: tuple[Method, ...] = ("minhash", "simhash")
#: Band number under which the normalised headline key is indexed.
HEADLINE_BAND = -3
#: Window fingerprints use n-grams this many tokens longer than the shingles,
#: so that common phrases ("said in a statement on") rarely become anchors.
WINDOW_EXTRA_TOKENS = 3

_EMPTY_SIG = np.zeros(0, dtype=np.uint32)
_EMPTY_WIN = np.zeros(0, dtype=np.int64)


@dataclass(slots=True)
class FoldEntry:
    """What the index remembers of one folded article."""

    article_id: str
    story_id: str
    canonical_url: str
    body_key: str
    signature: npt.NDArray[np.uint32] = field(default_factory=lambda: _EMPTY_SIG)
    size: int = 0
    published_at: datetime | None = None
    publisher: str | None = None
    rank: float = 0.0
    headline_key: str | None = None
    simhash: int | None = None
    windows: npt.NDArray[np.int64] = field(default_factory=lambda: _EMPTY_WIN)
    n_tokens: int = 0
    numbers: int = 0
    band_keys: list[tuple[int, int]] = field(default_factory=list)

    def buckets(self) -> list[tuple[int, int]]:
        """``(band, key)`` pairs to index and to look up."""
        return self.band_keys


def numbers_key(toks: list[str]) -> int:
    """Signed 64-bit key of the set of numbers in ``text`` (0 when it has none).

    Short items that differ only in a figure ("rose 2%" / "rose 3%") are
    different news; comparing this key is one of the stricter short-item rules.
    """
    found = numbers(toks)
    if not found:
        return 0
    return signed64(xxhash.xxh3_64_intdigest(" ".join(found).encode("utf-8")))


class Fingerprinter:
    """Computes :class:`FoldEntry` objects with one method's fingerprints."""

    def __init__(
        self,
        settings: Settings | None = None,
        method: Method = "minhash",
        hasher: MinHasher | None = None,
        cjk: CjkMode = "char",
        simhash_blocks: int = 4,
    ) -> None:
        if method not in METHODS:
            raise ConfigError(f"unknown fold method {method!r}; choose one of {METHODS}")
        self.settings = settings or Settings()
        self.method: Method = method
        self.cjk: CjkMode = cjk
        self.hasher = hasher or MinHasher(
            self.settings.num_perm, self.settings.bands, self.settings.seed
        )
        self.simhasher = SimHasher(simhash_blocks)

    def describe(self) -> str:
        """The method, its parameters and the candidate threshold they imply."""
        return self.hasher.describe() if self.method == "minhash" else self.simhasher.describe()

    def fingerprint(self, article: Article, rank: float = 0.0) -> FoldEntry:
        """Every fingerprint of one article (its story not yet known)."""
        paragraphs = strip_syndication(article.paragraphs)
        text = "\n".join(paragraphs)
        words, n_cjk = tokens_and_cjk(text)
        mostly_cjk = n_cjk > 0.5 * len(words)
        if not mostly_cjk:
            n = self.settings.shingle_words
        elif self.cjk == "jieba":
            n = max(2, self.settings.shingle_chars // 2)
        else:
            n = self.settings.shingle_chars
        toks = hash_tokens(jieba_tokens(text) if mostly_cjk and self.cjk == "jieba" else words)
        grams = ngram_hashes(toks, n)
        shingles = np.unique(grams)
        windows, anchors = winnow(ngram_hashes(toks, n + WINDOW_EXTRA_TOKENS))
        buckets: list[tuple[int, int]] = []
        signature = _EMPTY_SIG
        simhash: int | None = None
        if self.method == "minhash":
            signature = self.hasher.signature(shingles)
            buckets.extend(enumerate(self.hasher.band_keys(signature)))
        else:
            simhash = self.simhasher.fingerprint(text)
            buckets.extend(self.simhasher.bucket_keys(simhash))
        buckets.extend((WINDOW_BAND, key) for key in anchors)
        head = headline_key(article.headline)
        if head is not None:
            buckets.append((HEADLINE_BAND, signed64(int(head, 16))))
        return FoldEntry(
            article_id=article.id,
            story_id="",
            canonical_url=article.canonical_url,
            body_key=body_key_of_tokens(words),
            signature=signature,
            size=int(shingles.size),
            published_at=article.published_at,
            publisher=article.publisher,
            rank=rank,
            headline_key=head,
            simhash=simhash,
            windows=windows,
            n_tokens=int(toks.size),
            numbers=numbers_key(words),
            band_keys=list(dict.fromkeys(buckets)),
        )
