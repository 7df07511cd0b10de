"""Fingerprints for finding copies: exact keys, MinHash with LSH banding."""

from newsfold.dedup.exact import body_key, headline_key
from newsfold.dedup.minhash import MinHasher, estimate_containment, estimate_jaccard

__all__ = ["MinHasher", "body_key", "estimate_containment", "estimate_jaccard", "headline_key"]
