"""Vectorised measuring and ranking: the same figures as pair by pair, and the new rules."""

from __future__ import annotations

from collections import Counter
from random import Random

import numpy as np
import pytest

from newsfold.config import Settings
from newsfold.dedup import paragraphs as para
from newsfold.dedup.stream import token_stream, token_streams
from newsfold.fold import Folder, MemoryFoldIndex
from newsfold.fold.index import BUCKET_WEIGHT, rank_candidates, weigh_buckets
from newsfold.models import Relation

from .fold_helpers import article, paragraph, zh_paragraph


def prose(rng: Random, n: int = 45) -> str:
    """A paragraph of random-letter words: unrelated paragraphs share next to no word,
    so their sketches are far apart (the syllable words of fold_helpers share many)."""
    letters = "abcdefghijklmnopqrstuvwxyz"
    return " ".join(
        "".join(rng.choice(letters) for _ in range(rng.randint(3, 8))) for _ in range(n)
    )


def story(seed: int, paragraphs: int = 7) -> list[str]:
    rng = Random(seed)
    return [prose(rng) for _ in range(paragraphs)]


def _corpus(seed: int) -> list[list[str]]:
    """Texts that share paragraphs in many ways (copies, trims, inserts, unrelated)."""
    rng = Random(seed)
    pool = [paragraph(rng, rng.randint(8, 60)) for _ in range(30)]
    pool += [zh_paragraph(rng, rng.randint(10, 120)) for _ in range(10)]
    return [rng.sample(pool, rng.randint(1, 8)) for _ in range(40)]


@pytest.mark.parametrize("method", ["minhash", "simhash"])
def test_compare_many_equals_compare_pair_by_pair(method: str) -> None:
    folder = Folder(MemoryFoldIndex(), Settings(), method=method)  # type: ignore[arg-type]
    texts = _corpus(11)
    entries = folder.fingerprinter.fingerprint_many(
        [article(f"a{i}", t) for i, t in enumerate(texts)]
    )
    for new in entries[:10]:
        reps = [(f"s{i}", e) for i, e in enumerate(entries)]
        many = folder.compare_many(new, reps)
        assert len(many) == len(reps)
        for got, (story_id, rep) in zip(many, reps, strict=True):
            want = folder.compare(new, story_id, rep)
            assert got == want


def test_compare_many_filter_keeps_only_what_shares_enough() -> None:
    folder = Folder(MemoryFoldIndex(), Settings())
    texts = _corpus(12)
    entries = folder.fingerprinter.fingerprint_many(
        [article(f"a{i}", t) for i, t in enumerate(texts)]
    )
    reps = [(f"s{i}", e) for i, e in enumerate(entries)]
    everything = folder.compare_many(entries[0], reps)
    kept = folder.compare_many(entries[0], reps, at_least=0.3)
    expected = [
        c
        for c in everything
        if max(c.resemblance, c.new_in_old, c.old_in_new) >= 0.3
        or c.paragraphs.a_lead_in_b
        or c.paragraphs.b_lead_in_a
    ]
    assert kept == expected
    assert 0 < len(kept) < len(everything)


def test_batched_paragraph_sketches_equal_one_by_one() -> None:
    texts = [*_corpus(13), [], ["short"], [zh_paragraph(Random(1), 300)]]
    streams = token_streams(texts)
    batched = para.paragraph_sketches_many(streams)
    for stream, (sketches, lengths) in zip(streams, batched, strict=True):
        alone = para.paragraph_sketches_many([stream])[0]
        assert np.array_equal(alone[0], sketches)
        assert np.array_equal(alone[1], lengths)
        # and against the definition: the bitwise majority of the token features
        if sketches.size:
            assert lengths.min() >= para.MIN_TOKENS


def test_sketch_is_bitwise_majority_of_features() -> None:
    """The nibble-lane counting gives exactly the per-bit majority (checked by unpacking)."""
    text = paragraph(Random(3), 50)
    stream = token_stream([text])
    sketches, lengths = para.paragraph_sketches(stream)
    bits = np.unpackbits(stream.hashes.view(np.uint8).reshape(-1, 8), axis=1, bitorder="little")
    majority = (bits.sum(axis=0) * 2 > stream.size).astype(np.uint8)
    expected = np.packbits(majority, bitorder="little").view(np.uint64)[0]
    assert lengths.tolist() == [stream.size]
    assert int(sketches[0]) == int(expected)


def test_bit_counts_long_segment_falls_back_to_unpacking() -> None:
    rng = np.random.default_rng(5)
    features = rng.integers(0, 2**63, size=70_000, dtype=np.uint64)
    starts = np.array([0, 69_990], dtype=np.intp)
    counts = np.array([69_990, 10], dtype=np.intp)
    got = para._bit_counts(features, starts, counts)
    bits = np.unpackbits(features.view(np.uint8).reshape(-1, 8), axis=1, bitorder="little")
    assert got.tolist() == [bits[:69_990].sum(axis=0).tolist(), bits[69_990:].sum(axis=0).tolist()]


def test_rarely_shared_buckets_weigh_more_and_recent_stories_break_ties() -> None:
    held = {
        (0, 1): dict.fromkeys(["common", "x", "y", "z"], 1),
        (0, 2): {"rare": 1},
        (0, 3): dict.fromkeys(["common", "x", "y", "z"], 1),
    }
    weights, recency = weigh_buckets([(0, 1), (0, 2), (0, 3), (0, 4)], held.get)
    assert recency == dict.fromkeys(["common", "x", "y", "z", "rare"], 1)
    assert weights["rare"] == BUCKET_WEIGHT
    assert weights["common"] == 2 * (BUCKET_WEIGHT // 4)
    assert rank_candidates(weights, {"common": 1, "x": 1, "y": 1, "z": 1, "rare": 1})[0] == "rare"
    tied = Counter({"old": 5, "new": 5, "mid": 5})
    assert rank_candidates(tied, {"old": 1, "new": 9, "mid": 4}) == ["new", "mid", "old"]


def test_rank_candidates_keeps_the_best_in_full_key_order() -> None:
    """The quick floor on bare weights keeps exactly the stories a full sort keeps,
    in the same order, ties at the floor included."""
    from random import Random

    from newsfold.fold.index import MAX_CANDIDATE_STORIES

    rng = Random(5)
    for _ in range(400):
        m = rng.choice([0, 1, 7, MAX_CANDIDATE_STORIES, MAX_CANDIDATE_STORIES + 1, 90, 700])
        counts = {f"s{i}": rng.choice([84, 252, 630, 2520]) * rng.randint(1, 3) for i in range(m)}
        recency = {story: rng.randint(1, 30) for story in counts}
        expected = sorted(counts, key=lambda s: (-counts[s], -recency[s], s))
        assert rank_candidates(counts, recency) == expected[:MAX_CANDIDATE_STORIES]


def test_copy_that_keeps_the_lead_folds_for_review_even_below_fold_low() -> None:
    """Trimmed, padded and reworded: below 0.8 by every measure, but it opens with the
    source's lead and repeats most of it, so it is a copy (for review), not a new story."""
    folder = Folder(MemoryFoldIndex(), Settings())
    rng = Random(121)
    text = story(21, paragraphs=7)
    edited = [text[0], prose(rng), text[1], prose(rng), text[2], text[3], text[4]]  # pad + trim
    first = folder.fold(article("a", text))
    copy = folder.fold(article("b", edited, hours=2))
    assert copy.similarity < 0.8
    assert (copy.story_id, copy.relation, copy.review) == (first.story_id, Relation.COPY, True)


def test_same_lead_far_apart_in_time_is_not_a_copy() -> None:
    folder = Folder(MemoryFoldIndex(), Settings())
    rng = Random(122)
    text = story(22, paragraphs=7)
    edited = [text[0], prose(rng), text[1], prose(rng), text[2], text[3], text[4]]
    first = folder.fold(article("a", text))
    later = folder.fold(article("b", edited, hours=72))
    assert later.story_id != first.story_id


def test_follow_up_prefers_the_story_published_just_before_it() -> None:
    """Two stories whose lead the follow-up repeats: it follows the one published just
    before it, not the one published after it (nor a much older one)."""
    folder = Folder(MemoryFoldIndex(), Settings())
    rng = Random(123)
    older, parent, newer = story(231), story(232), story(233)
    folder.fold(article("old", older, hours=0))
    parent_story = folder.fold(article("parent", parent, hours=9)).story_id
    folder.fold(article("new", newer, hours=10.5))
    follow = [prose(rng), parent[0], newer[0], older[0], *(prose(rng) for _ in range(4))]
    assignment = folder.fold(article("f", follow, hours=10))
    assert assignment.relation is Relation.FOLLOW_UP
    assert assignment.follows == parent_story


def test_reworded_lead_still_meets_its_story_through_sketch_blocks() -> None:
    """A follow-up recapping a lead with a word changed every few words loses most
    of the lead's window anchors, but its paragraph sketch keeps a 16-bit block of
    the lead's, in both directions (the follow-up probes the lead, the lead probes it)."""
    from newsfold.fold.entry import LEAD_BAND, LEAD_SKETCH_BAND, SKETCH_PROBE_BAND

    rng = Random(131)
    parent = story(31)
    words = parent[0].split()
    reworded = " ".join(w.upper() + "x" if i % 9 == 4 else w for i, w in enumerate(words))
    follow = [prose(rng), reworded, *(prose(rng) for _ in range(4))]
    fp = Folder(MemoryFoldIndex(), Settings()).fingerprinter
    p, f = fp.fingerprint_many([article("p", parent), article("f", follow, hours=1)])
    assert {k for b, k in p.band_keys if b == LEAD_BAND}
    forward = set(f.lookup_buckets()) & {b for b in p.band_keys if b[0] == LEAD_SKETCH_BAND}
    reverse = set(p.lead_buckets()) & {b for b in f.band_keys if b[0] == SKETCH_PROBE_BAND}
    assert forward
    assert reverse
    index = MemoryFoldIndex()
    folder = Folder(index, Settings())
    first = folder.fold(article("p", parent))
    for i in range(30):  # stories that share nothing with either
        folder.fold(article(f"x{i}", story(1000 + i), hours=0.5))
    entry = folder.fingerprinter.fingerprint(article("f", follow, hours=1))
    _, measured = folder._measure_candidates(entry)
    found = [c for c in measured if c.story_id == first.story_id]
    assert found  # met, and measured: the paragraph twin of its lead is seen
    assert found[0].paragraphs.b_lead_in_a
    # five words in 45 changed move the sketch past a recap's RECAP_MAX_DISTANCE:
    # measured, but not taken for a recap of the lead
    assert folder.fold_entry(entry).relation is not Relation.FOLLOW_UP


def test_original_arriving_as_identical_text_relinks_the_follow_up() -> None:
    """Copies of an original (identical text, published hours later) come first, then a
    follow-up published before them links to an older story whose lead it also
    repeats; when the original itself arrives it joins by identical text, becomes the
    representative, and the follow-up is re-linked to it."""
    folder = Folder(MemoryFoldIndex(), Settings())
    rng = Random(141)
    parent = story(41)
    old = story(42)
    old_story = folder.fold(article("old", old, hours=-30)).story_id
    copy = folder.fold(article("copy", parent, hours=5, publisher="Copier"))
    follow = [prose(rng), parent[0], old[0], *(prose(rng) for _ in range(4))]
    fu = folder.fold(article("fu", follow, hours=1))
    assert fu.relation is Relation.FOLLOW_UP
    assert fu.follows == old_story  # the only story known to precede it
    original = folder.fold(article("orig", parent, hours=0, publisher="Origin"))
    assert original.story_id == copy.story_id
    assert original.new_representative
    assert folder.index.story(fu.story_id).follows == copy.story_id


@pytest.mark.parametrize("method", ["minhash", "simhash"])
def test_measure_rows_are_measure_many_as_lists(method: str) -> None:
    from random import Random

    from newsfold.fold.entry import Fingerprinter
    from newsfold.fold.measure import measure_many, measure_rows
    from tests.fold.fold_helpers import article, paragraph

    rng = Random(3)
    base = [paragraph(rng) for _ in range(6)]
    arts = [article("n", base)] + [
        article(f"r{i}", [*base[: i + 1], paragraph(rng)]) for i in range(6)
    ]
    entries = Fingerprinter(method=method).fingerprint_many(arts)  # type: ignore[arg-type]
    new, reps = entries[0], entries[1:]
    m = measure_many(new, reps)
    floats, flags = measure_rows(new, reps)
    assert floats == [
        m.resemblance.tolist(),
        m.windows_new_in_old.tolist(),
        m.windows_old_in_new.tolist(),
        m.paragraphs_new_in_old.tolist(),
        m.paragraphs_old_in_new.tolist(),
    ]
    assert flags == [m.new_lead_in_old.tolist(), m.old_lead_in_new.tolist()]
    assert max(floats[0]) > 0.3
    assert any(flags[0])
