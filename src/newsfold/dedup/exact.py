"""Exact keys: two articles with the same key are the same text.

Keys are taken over the normalised text (see :mod:`newsfold.text`), so a
copy that differs only in punctuation width, case or a syndication prefix
still shares its key with the original.
"""

from __future__ import annotations

from functools import lru_cache

import xxhash

from newsfold.dedup.stream import TokenStream, token_stream
from newsfold.text import clear_caches as text_clear_caches
from newsfold.text import normalize, strip_syndication

__all__ = ["body_key", "body_key_of_stream", "clear_caches", "headline_key"]


def body_key(paragraphs: list[str]) -> str:
    """Hex key of the normalised body (its tokens, syndication noise removed)."""
    return body_key_of_stream(token_stream(strip_syndication(paragraphs)))


def body_key_of_stream(stream: TokenStream) -> str:
    """Hex key of a token stream (what :func:`body_key` hashes)."""
    return xxhash.xxh3_128_hexdigest(stream.hashes.tobytes())


def clear_caches() -> None:
    """Forget remembered headline keys, and the text caches they use (for benchmarks)."""
    _headline_key.cache_clear()
    text_clear_caches()


def headline_key(headline: str | None) -> str | None:
    """Hex key of the normalised headline, or None without one."""
    if not headline:
        return None
    return _headline_key(headline)


@lru_cache(maxsize=1 << 14)
def _headline_key(headline: str) -> str:
    """:func:`headline_key`, remembered: the copies of a story mostly keep its headline."""
    cleaned = strip_syndication([headline])
    text = normalize(cleaned[0] if cleaned else headline)
    return xxhash.xxh3_64_hexdigest(text.encode("utf-8"))
