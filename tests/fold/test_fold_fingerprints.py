"""MinHash, SimHash and window fingerprints measure what they claim to."""

from __future__ import annotations

from random import Random

import numpy as np
import pytest

from newsfold.dedup.minhash import MinHasher, candidate_probability, estimate_jaccard
from newsfold.dedup.simhash import SimHasher, hamming, simhash_similarity
from newsfold.dedup.windows import containment, winnow
from newsfold.errors import ConfigError
from newsfold.text import ngram_hashes, shingle_hashes, tokens

from .fold_helpers import story


def _set(n: int, start: int = 0) -> np.ndarray:
    return np.arange(start, start + n, dtype=np.uint64) * np.uint64(0x9E3779B97F4A7C15)


@pytest.mark.parametrize("overlap", [0, 100, 300, 500])
def test_minhash_estimates_jaccard(overlap: int) -> None:
    hasher = MinHasher(256, 64)
    a, b = _set(600), _set(600, 600 - overlap)
    truth = overlap / (1200 - overlap)
    estimate = estimate_jaccard(hasher.signature(a), hasher.signature(b))
    assert abs(estimate - truth) < 0.1


def test_band_keys_match_for_equal_sets_and_split_is_validated() -> None:
    hasher = MinHasher(128, 32)
    a = hasher.signature(_set(50))
    assert hasher.band_keys(a) == hasher.band_keys(a.copy())
    assert len(set(hasher.band_keys(a))) == 32
    assert hasher.threshold == pytest.approx((1 / 32) ** (1 / 4))
    assert "threshold" in hasher.describe()
    assert candidate_probability(0.8, 32, 4) > 0.999
    with pytest.raises(ConfigError, match="multiple"):
        MinHasher(100, 32)


def test_simhash_near_and_far() -> None:
    simhasher = SimHasher()
    text = " ".join(story(1))
    near = text.replace(text.split()[3], "changed", 1)
    other = " ".join(story(2))
    a, b, c = (simhasher.fingerprint(t) for t in (text, near, other))
    assert hamming(a, a) == 0
    assert hamming(a, b) <= 6
    assert hamming(a, c) > 15
    assert simhash_similarity(a, b) > simhash_similarity(a, c)
    assert simhasher.fingerprint("国家统计局今天发布一季度国内生产总值数据") != 0


def test_simhash_buckets_find_every_pair_within_three_bits() -> None:
    simhasher = SimHasher(blocks=4)
    rng = Random(3)
    for _ in range(200):
        value = rng.getrandbits(64)
        flipped = value
        for bit in rng.sample(range(64), 3):
            flipped ^= 1 << bit
        assert set(simhasher.bucket_keys(value)) & set(simhasher.bucket_keys(flipped))


def test_windows_give_containment_for_a_trimmed_copy() -> None:
    paragraphs = story(5, paragraphs=8)
    full = ngram_hashes(_hashes(" ".join(paragraphs)), 5)
    trimmed = ngram_hashes(_hashes(" ".join(paragraphs[:3])), 5)
    other = ngram_hashes(_hashes(" ".join(story(6))), 5)
    full_w, anchors = winnow(full)
    trimmed_w, trimmed_anchors = winnow(trimmed)
    other_w, _ = winnow(other)
    trimmed_in_full, full_in_trimmed = containment(trimmed_w, full_w)
    assert trimmed_in_full > 0.9
    assert full_in_trimmed < 0.5
    assert containment(other_w, full_w)[0] < 0.05
    assert set(trimmed_anchors) & set(anchors)


def _hashes(text: str) -> np.ndarray:
    from newsfold.text import hash_tokens

    return hash_tokens(tokens(text))


def test_shingles_of_equal_text_are_equal() -> None:
    text = " ".join(story(9))
    assert np.array_equal(shingle_hashes(text), shingle_hashes(text.upper()))


def test_minhash_is_unbiased() -> None:
    hasher = MinHasher(128, 32)
    rng = np.random.default_rng(7)
    errors = []
    for _ in range(60):
        common = rng.integers(0, 2**63, size=300, dtype=np.uint64)
        a = np.concatenate([common, rng.integers(0, 2**63, size=100, dtype=np.uint64)])
        b = np.concatenate([common, rng.integers(0, 2**63, size=100, dtype=np.uint64)])
        errors.append(estimate_jaccard(hasher.signature(a), hasher.signature(b)) - 300 / 500)
    assert abs(float(np.mean(errors))) < 0.015
    assert float(np.std(errors)) < 0.06


def test_batch_fingerprints_equal_single_ones() -> None:
    from newsfold.fold import Fingerprinter

    from .fold_helpers import article, zh_paragraph

    rng = Random(8)
    articles = [article(f"a{i}", story(i, paragraphs=1 + i % 5)) for i in range(12)]
    articles.append(article("zh", [zh_paragraph(rng) for _ in range(3)]))
    articles.append(article("empty", []))
    for method in ("minhash", "simhash"):
        fingerprinter = Fingerprinter(method=method)  # type: ignore[arg-type]
        many = fingerprinter.fingerprint_many(articles)
        for one_article, batched in zip(articles, many, strict=True):
            one = fingerprinter.fingerprint(one_article)
            assert one.band_keys == batched.band_keys
            assert np.array_equal(one.signature, batched.signature)
            assert np.array_equal(one.windows, batched.windows)
            assert np.array_equal(one.sketches, batched.sketches)
            assert np.array_equal(one.passages, batched.passages)
            assert (one.body_key, one.numbers, one.simhash) == (
                batched.body_key,
                batched.numbers,
                batched.simhash,
            )


def test_passage_keys_of_a_batch_equal_each_streams_own() -> None:
    """passage_keys_many (one set of numpy passes for a batch) gives each stream the
    keys passage_keys gives it alone, and those keys are the documented hash worked out
    by hand: streams too short, unsketched, misaligned with their sketch count,
    English and Chinese, paragraphs numbered alike in neighbouring streams."""
    from newsfold.dedup.paragraphs import paragraph_sketches_many
    from newsfold.dedup.stream import token_streams
    from newsfold.fold.entry import passage_keys, passage_keys_many

    from .fold_helpers import zh_paragraph

    rng = Random(3)
    docs: list[list[str]] = [story(i, paragraphs=1 + i % 6) for i in range(20)]
    docs += [[zh_paragraph(rng) for _ in range(1 + i % 4)] for i in range(6)]
    docs += [[], ["one"], ["Short line.", "Another short one."], story(99, paragraphs=1)[:1] * 3]
    rng.shuffle(docs)
    streams = token_streams(docs)
    counts = [int(s.size) for s, _ in paragraph_sketches_many(streams)]
    counts[1] += 1  # a count that does not line up gives no keys
    batched = passage_keys_many(streams, counts)
    assert sum(k.size > 0 for k in batched) >= 20
    for stream, n, keys in zip(streams, counts, batched, strict=True):
        assert np.array_equal(passage_keys(stream, n), keys)
        assert keys.tolist() == _passage_keys_by_hand(stream, n)
        assert keys.dtype == np.int64
    assert batched[1].size == 0


def _passage_keys_by_hand(stream: object, sketched: int) -> list[int]:
    """The passage keys as documented, paragraph by paragraph in Python integers:
    each token's hash mixed with its place, summed mod 2**64, xor the token count."""
    from newsfold.dedup.paragraphs import MIN_TOKENS
    from newsfold.fold.entry import _PLACE_MIX, _TOKEN_MIX

    mask = 2**64 - 1
    hashes = stream.hashes.tolist()  # type: ignore[attr-defined]
    paragraphs = stream.paragraph.tolist()  # type: ignore[attr-defined]
    if len(hashes) < 2 or sketched == 0:
        return []
    runs: list[list[int]] = []
    for i, (token, para) in enumerate(zip(hashes, paragraphs, strict=True)):
        if i == 0 or para != paragraphs[i - 1]:
            runs.append([])
        runs[-1].append(token)
    kept = [run for run in runs if len(run) >= MIN_TOKENS]
    if len(kept) != sketched:
        return []
    keys = []
    for run in kept:
        total = 0
        for place, token in enumerate(run):
            total += ((token ^ (place * int(_PLACE_MIX))) & mask) * int(_TOKEN_MIX) & mask
        key = (total & mask) ^ len(run)
        keys.append(key - 2**64 if key >= 2**63 else key)
    return keys


def test_recaps_asks_whether_a_paragraph_is_common_only_as_needed() -> None:
    """recaps with a lookup function decides as with the whole array of flags, for
    every pattern of repeated and common paragraphs of a six-paragraph story, and
    most decisions ask about some paragraphs only (a lookup is an index query)."""
    from itertools import product

    from newsfold.fold.rules import recaps

    lengths = np.array([40, 25, 30, 10, 35, 20], dtype=np.int32)
    asked_total = 0
    for flags in product((False, True), repeat=12):
        repeated = np.array(flags[:6], dtype=np.bool_)
        common = np.array(flags[6:], dtype=np.bool_)
        asked: list[int] = []

        def lookup(i: int, common: np.ndarray = common, asked: list[int] = asked) -> bool:
            asked.append(i)
            return bool(common[i])

        assert recaps(repeated, lengths, lookup) == recaps(repeated, lengths, common)
        asked_total += len(set(asked))
    assert asked_total < 6 * 4096  # most decisions need only some paragraphs
