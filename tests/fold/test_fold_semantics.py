"""Story semantics: copies, chains, review band, revisions, follow-ups, representative, spread."""

from __future__ import annotations

from random import Random

import pytest

from newsfold.config import Settings
from newsfold.fold import Folder, MemoryFoldIndex, thresholds_for
from newsfold.models import Relation

from .fold_helpers import T0, article, paragraph, story


@pytest.fixture(params=["minhash", "simhash"])
def folder(request: pytest.FixtureRequest) -> Folder:
    return Folder(MemoryFoldIndex(), Settings(), method=request.param)


def test_copies_fold_and_unrelated_do_not(folder: Folder) -> None:
    text = story(1)
    first = folder.fold(article("a", text, hours=0))
    copy = folder.fold(article("b", ["UPDATED: " + text[0], *text[1:]], hours=1))
    other = folder.fold(article("c", story(2), hours=2))
    assert first.relation is Relation.REPRESENTATIVE
    assert (copy.story_id, copy.relation, copy.review) == (first.story_id, Relation.COPY, False)
    assert other.story_id != first.story_id


def test_trimmed_copy_folds_through_containment(folder: Folder) -> None:
    text = story(3, paragraphs=8)
    first = folder.fold(article("a", text))
    trimmed = folder.fold(article("b", text[:3], hours=1))
    assert trimmed.story_id == first.story_id
    assert trimmed.relation is Relation.COPY


def test_no_chaining_through_a_middle_article() -> None:
    """A~B and B~C but not A~C: C must not join A's story through B."""
    folder = Folder(MemoryFoldIndex(), Settings())
    rng = Random(1000 + 4)
    parts = [paragraph(rng, 40) for _ in range(10)]
    a = folder.fold(article("a", parts[0:6]))
    b = folder.fold(article("b", parts[1:7], hours=1))  # shares 5/6 with a
    c = folder.fold(article("c", parts[4:10], hours=2))  # shares 2/6 with a
    assert b.story_id == a.story_id
    assert c.story_id != a.story_id


def test_borderline_copy_is_folded_for_review() -> None:
    folder = Folder(MemoryFoldIndex(), Settings())
    text = story(5, paragraphs=10)
    rng = Random(1000 + 5)
    edited = [paragraph(rng) if i == 7 else p for i, p in enumerate(text)]
    first = folder.fold(article("a", text))
    copy = folder.fold(article("b", edited, hours=1))
    assert copy.story_id == first.story_id
    assert copy.review
    assert 0.8 <= copy.similarity < 0.95
    assert copy.compared_with == "a"


def test_revision_replaces_text_and_keeps_history(folder: Folder) -> None:
    text = story(6)
    url = "https://wire.example/story"
    first = folder.fold(article("v0", text, url=url))
    revised = folder.fold(article("v1", [*text, paragraph(Random(6))], hours=2, url=url))
    assert revised.relation is Relation.REVISION
    assert revised.story_id == first.story_id
    assert revised.new_representative
    index = folder.index
    assert isinstance(index, MemoryFoldIndex)
    assert index.story(first.story_id).representative_id == "v1"
    assert index.entry("v0").story_id == first.story_id  # the old text is still a member


def test_follow_up_is_its_own_story_linked_with_follows(folder: Folder) -> None:
    text = story(7, paragraphs=6)
    rng = Random(1000 + 7)
    first = folder.fold(article("a", text))
    follow = [paragraph(rng), text[0], text[1], *(paragraph(rng) for _ in range(4))]
    assignment = folder.fold(article("f", follow, hours=20))
    assert assignment.relation is Relation.FOLLOW_UP
    assert assignment.story_id != first.story_id
    assert assignment.follows == first.story_id


def test_earlier_follow_up_shaped_article_is_not_a_follow_up(folder: Folder) -> None:
    text = story(8, paragraphs=6)
    rng = Random(1000 + 8)
    folder.fold(article("a", text, hours=20))
    early = folder.fold(
        article("e", [paragraph(rng), text[0], *(paragraph(rng) for _ in range(4))])
    )
    assert early.relation is Relation.REPRESENTATIVE


def test_representative_rule_with_rank_margin() -> None:
    folder = Folder(MemoryFoldIndex(), Settings(rank_margin=0.4))
    text = story(9)
    first = folder.fold(article("a", text), rank=1.0)
    small_step = folder.fold(article("b", text, hours=1), rank=1.3)
    big_step = folder.fold(article("c", ["BREAKING: " + text[0], *text[1:]], hours=2), rank=1.5)
    assert not small_step.new_representative
    assert big_step.new_representative
    index = folder.index
    assert isinstance(index, MemoryFoldIndex)
    assert index.story(first.story_id).representative_id == "c"
    assert {index.entry(i).story_id for i in "abc"} == {first.story_id}  # nothing dropped


def test_earlier_published_copy_becomes_representative() -> None:
    folder = Folder(MemoryFoldIndex(), Settings())
    text = story(10)
    late = folder.fold(article("late", text, hours=5))
    early = folder.fold(article("early", text, hours=1, publisher="Other"))
    assert early.story_id == late.story_id
    assert early.new_representative


def test_short_items_use_stricter_rules() -> None:
    settings = Settings()
    short, long = thresholds_for(25, settings), thresholds_for(500, settings)
    assert (long.high, long.low) == (settings.fold_high, settings.fold_low)
    assert short.high > long.high
    assert short.low > long.low
    assert not short.use_containment
    assert short.numbers_must_match
    folder = Folder(MemoryFoldIndex(), settings)
    base = (
        "The Arland Composite index rose {x} percent to 5,210 points on Tuesday, "
        "with energy shares leading the move and banks little changed."
    )
    a = folder.fold(article("a", [base.format(x="1.2")]))
    b = folder.fold(article("b", [base.format(x="1.3")], hours=1))
    c = folder.fold(article("c", ["BREAKING: " + base.format(x="1.2")], hours=2))
    assert b.story_id != a.story_id
    assert c.story_id == a.story_id


def test_spread_figures() -> None:
    index = MemoryFoldIndex()
    folder = Folder(index, Settings())
    text = story(11)
    first = folder.fold(article("a0", text, publisher="p0"))
    for i in range(1, 12):
        folder.fold(article(f"a{i}", text, hours=i, publisher=f"p{i}"))
    folder.fold(article("again", text, hours=30, publisher="p3"))
    spread = index.spread(first.story_id)
    assert spread.n_outlets == 12
    assert spread.first_seen == T0
    assert spread.tenth_outlet_at is not None
    assert spread.time_to_tenth is not None
    assert spread.time_to_tenth.total_seconds() == 9 * 3600
    assert spread.last_seen is not None
    assert (spread.last_seen - T0).total_seconds() == 30 * 3600
    assert spread.to_record()["n_outlets"] == 12


def test_chinese_copies_fold(folder: Folder) -> None:
    from .fold_helpers import zh_paragraph

    rng = Random(1000 + 12)
    text = [zh_paragraph(rng) for _ in range(5)]
    first = folder.fold(article("z1", text))
    copy = folder.fold(
        article("z2", ["【快讯】" + text[0], *text[1:], "（来源：东海晨报）"], hours=1)
    )
    other = folder.fold(article("z3", [zh_paragraph(rng) for _ in range(5)], hours=2))
    assert copy.story_id == first.story_id
    assert not copy.review
    assert other.story_id != first.story_id


def test_follow_up_is_linked_when_the_original_arrives_after_it(folder: Folder) -> None:
    text = story(13, paragraphs=6)
    rng = Random(1013)
    follow = [paragraph(rng), text[0], text[1], *(paragraph(rng) for _ in range(4))]
    early = folder.fold(article("f", follow, hours=5))  # fetched first, published later
    original = folder.fold(article("o", text, hours=0))
    assert early.follows is None
    assert original.story_id != early.story_id
    index = folder.index
    assert isinstance(index, MemoryFoldIndex)
    assert index.story(early.story_id).follows == original.story_id


def test_original_finds_its_follow_up_through_its_lead_when_outranked(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A follow-up stored before its original recaps the original's lead, and that
    lead also closes two older stories, so the follow-up shares few heavy buckets
    with the original. Stories the original repeats more of fill the candidate
    quotas (shrunk here to two and one, so a handful of stories shows what
    thousands do in a crawl). The original still finds the follow-up among the
    stories that repeat its lead, and links it. (The older stories that only close
    with the paragraph are no stories the follow-up follows: it recaps neither
    their lead nor two of their paragraphs.)"""
    import newsfold.fold.folder as folder_module
    import newsfold.fold.index as index_module

    monkeypatch.setattr(index_module, "MAX_CANDIDATE_STORIES", 2)
    monkeypatch.setattr(folder_module, "LEAD_CANDIDATES", 1)
    rng = Random(77)
    lead, *rest = story(501, paragraphs=6)
    folder = Folder(MemoryFoldIndex(), Settings())
    follow = [paragraph(rng), lead, *(paragraph(rng) for _ in range(4))]
    early = folder.fold(article("f", follow, hours=3))  # fetched first, published later
    for g in range(2):  # older stories that end with the same paragraph
        folder.fold(article(f"g{g}", [*(paragraph(rng) for _ in range(5)), lead], hours=-5 + g))
    # stories whose leads the original repeats: they outrank the follow-up
    folder.fold(article("d", [*rest[:3], paragraph(rng), paragraph(rng)], hours=-1))
    folder.fold(article("e", [*rest[3:5], paragraph(rng), paragraph(rng)], hours=-1.5))
    index = folder.index
    assert isinstance(index, MemoryFoldIndex)
    assert index.story(early.story_id).follows is None
    original = folder.fold(article("o", [lead, *rest], hours=0))
    assert original.story_id != early.story_id
    assert index.story(early.story_id).follows == original.story_id


def test_buckets_are_capped() -> None:
    from newsfold.fold.index import MAX_BUCKET_ARTICLES

    index = MemoryFoldIndex()
    folder = Folder(index, Settings())
    text = story(14)
    for i in range(MAX_BUCKET_ARTICLES + 5):
        folder.fold(article(f"c{i}", text, hours=i, publisher=f"p{i}"))
    sizes = index._bucket_sizes.values()
    assert max(sizes) == MAX_BUCKET_ARTICLES
    assert len({index.entry(f"c{i}").story_id for i in range(MAX_BUCKET_ARTICLES + 5)}) == 1


def test_memory_index_drops_bucket_keys_once_an_article_is_folded() -> None:
    """Bucket keys are a third of an entry; the in-memory index keeps them only for the
    article being folded, and folding goes on finding stories through the buckets."""
    index = MemoryFoldIndex()
    folder = Folder(index, Settings())
    text = story(15)
    first = folder.fold(article("o", text, publisher="A"))
    other = folder.fold(article("x", story(16), publisher="B"))
    copy = folder.fold(article("c", text, hours=1, publisher="C"))
    assert copy.story_id == first.story_id
    assert other.story_id != first.story_id
    assert index.entry("o").band_keys == []
    assert index.entry("o").probe_keys == []
    # the views of the same array go too, or the array would stay
    assert index.entry("o").lookup is index.entry("o").lead is None
    assert index.entry("o").lookup_buckets() == index.entry("o").lead_buckets() == []
    assert index.entry("x").band_keys == []
    assert index.entry("c").band_keys  # the latest keeps them until the next one is added
