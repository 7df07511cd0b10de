"""Follow-ups that are follow-ups (issue 13), in English and Chinese.

A follow-up recaps an earlier story (its lead near the top, or two of its key
paragraphs) under a lead of its own and adds new text. Sharing boilerplate, a
stock background paragraph or an odd sentence with an earlier story is not
following it; a passage many stories hold counts for nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from random import Random

import pytest

from newsfold.config import Settings
from newsfold.fold import Folder, MemoryFoldIndex
from newsfold.fold.index import Assignment
from newsfold.models import Relation
from newsfold.sim.score import score_stories

from .fold_helpers import article, paragraph, zh_paragraph

Maker = Callable[[Random], str]
LANGUAGES = pytest.mark.parametrize("make", [paragraph, zh_paragraph], ids=["english", "chinese"])


def _fold(items: list[tuple[str, list[str], float]]) -> dict[str, Assignment]:
    folder = Folder(MemoryFoldIndex(), Settings())
    return {
        id_: folder.fold(article(id_, paragraphs, hours=hours, publisher=f"P-{id_}"))
        for id_, paragraphs, hours in items
    }


@LANGUAGES
def test_a_recap_of_the_lead_is_a_follow_up(make: Maker) -> None:
    rng = Random(1)
    original = [make(rng) for _ in range(6)]
    follow = [make(rng), original[0], *(make(rng) for _ in range(4))]
    folder = Folder(MemoryFoldIndex(), Settings())
    first = folder.fold(article("o", original))
    later = folder.fold(article("f", follow, hours=20))
    assert later.relation is Relation.FOLLOW_UP
    assert later.follows == first.story_id


@LANGUAGES
def test_shared_boilerplate_background_and_odd_sentences_make_no_follow_up(make: Maker) -> None:
    """Unrelated stories of one outlet close with its boilerplate, share a stock
    background paragraph, or one borrows an odd sentence: none follows another."""
    rng = Random(2)
    boilerplate = make(rng)
    background = make(rng)
    items = []
    for i in range(8):
        own = [make(rng) for _ in range(4)]
        if i % 2:
            own.insert(2, background)
        items.append((f"s{i}", [*own, boilerplate], float(i)))
    # an odd sentence of s0's lead inside another story's paragraph
    lead_sentence = items[0][1][0].split(". ")[0].split("。")[0]
    odd = [make(rng), make(rng) + " " + lead_sentence, make(rng), make(rng)]
    items.append(("odd", odd, 9.0))
    folder = Folder(MemoryFoldIndex(), Settings())
    decided = {i: folder.fold(article(i, p, hours=h, publisher="Same Outlet")) for i, p, h in items}
    index = folder.index
    assert isinstance(index, MemoryFoldIndex)
    assert len({a.story_id for a in decided.values()}) == len(items)  # nothing folded
    assert all(index.story(a.story_id).follows is None for a in decided.values())
    assert all(a.relation is not Relation.FOLLOW_UP for a in decided.values())


@LANGUAGES
def test_a_lead_many_stories_hold_is_no_evidence(make: Maker) -> None:
    """A story opens with a stock paragraph that three other stories already hold:
    a later story repeating it near its top does not follow that story; one that
    recaps its news paragraph does."""
    rng = Random(3)
    stock = make(rng)
    items = [(f"h{i}", [make(rng), stock, make(rng), make(rng)], float(i)) for i in range(3)]
    opener = [stock, *(make(rng) for _ in range(5))]
    items.append(("opener", opener, 4.0))
    items.append(("repeats", [make(rng), stock, *(make(rng) for _ in range(4))], 6.0))
    items.append(("recaps", [make(rng), opener[1], *(make(rng) for _ in range(4))], 7.0))
    folder = Folder(MemoryFoldIndex(), Settings())
    decided = {i: folder.fold(article(i, p, hours=h)) for i, p, h in items}
    assert decided["repeats"].follows is None
    assert decided["recaps"].follows == decided["opener"].story_id


@LANGUAGES
def test_copies_and_look_alikes_are_no_follow_ups(make: Maker) -> None:
    rng = Random(4)
    original = [make(rng) for _ in range(6)]
    trimmed = original[:4]
    lookalike = [original[0][: len(original[0]) // 3] + make(rng), *(make(rng) for _ in range(5))]
    decided = _fold([("o", original, 0.0), ("c", trimmed, 2.0), ("l", lookalike, 3.0)])
    assert decided["c"].story_id == decided["o"].story_id
    assert decided["c"].relation is Relation.COPY
    assert decided["l"].story_id != decided["o"].story_id
    assert decided["l"].relation is not Relation.FOLLOW_UP


def test_score_counts_every_field() -> None:
    truth = [
        {"page_id": "a", "story_id": "S1", "relation": "original"},
        {"page_id": "b", "story_id": "S1", "relation": "copy"},
        {"page_id": "c", "story_id": "S2", "relation": "follow-up", "parent_story_id": "S1"},
        {"page_id": "d", "story_id": "S3", "relation": "unrelated", "near_story_id": "S1"},
        {"page_id": "e", "story_id": "S4", "relation": "original"},
    ]
    found = [
        {"id": "a", "story_id": "x", "relation": "representative", "follows": None},
        {"id": "b", "story_id": "x", "relation": "copy", "follows": None},
        {"id": "c", "story_id": "y", "relation": "follow_up", "follows": "x"},
        {"id": "d", "story_id": "x", "relation": "copy", "follows": None},  # folded look-alike
        {"id": "e", "story_id": "z", "relation": "follow_up", "follows": "x"},  # wrong link
    ]
    score = score_stories(truth, found)
    assert (score.pair_tp, score.pair_fp, score.pair_fn) == (1, 2, 0)
    assert (score.follows_links, score.follows_right) == (2, 1)
    assert (score.follows_truth, score.follows_found) == (1, 1)
    assert score.follows_precision == 0.5
    assert score.lookalike_fold_rate == 1.0
    assert score.relation_accuracy("original") == 0.5
    assert score.relations[("unrelated", "copy")] == 1
