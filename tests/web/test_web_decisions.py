"""Decisions on review items change the stories at once, are recorded, and undo exactly."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest
from sqlalchemy import func, insert, select, update

from newsfold.config import Settings
from newsfold.editorial import Editorial
from newsfold.store import Store, open_store
from newsfold.store import schema as t
from newsfold.store.decisions import DecisionError, decisions_for
from newsfold.store.editorial import review_decisions
from newsfold.store.reviews import list_reviews
from newsfold.store.search import search_facets

from .helpers import article_page, fold_pages, sim_pages

STORY_FIELDS = (
    "representative_id",
    "follows",
    "n_members",
    "first_seen",
    "last_seen",
    "n_outlets",
    "tenth_outlet_at",
    "merged_into",
)


def _state(store: Store) -> dict[str, Any]:
    """Every story row and membership, and the story of every bucket row."""
    with store.engine.connect() as conn:
        stories = {
            r.id: tuple(r._mapping[f] for f in STORY_FIELDS)
            for r in conn.execute(select(t.stories))
        }
        members = {
            r.article_id: (r.story_id, r.relation, r.review)
            for r in conn.execute(select(t.story_members))
        }
        buckets = sorted(
            conn.execute(
                select(t.lsh_buckets.c.article_id, t.lsh_buckets.c.story_id).distinct()
            ).all()
        )
        links = sorted(conn.execute(select(t.story_links)).all())
    return {"stories": stories, "members": members, "buckets": buckets, "links": links}


def _fold_item(store: Store) -> Any:
    items = [r for r in store.review_items(kind="fold") if r.article["id"] != r.other["id"]]
    assert items, "the simulated web gave no borderline fold to review"
    return items[0]


def _row(store: Store, review_id: int) -> Any:
    with store.engine.connect() as conn:
        return list_reviews(conn, status=None, review_id=review_id)[0]


def _story_of(store: Store, article_id: str) -> str:
    with store.engine.connect() as conn:
        return str(
            conn.execute(
                select(t.story_members.c.story_id).where(t.story_members.c.article_id == article_id)
            ).scalar_one()
        )


def _bucket_stories(store: Store, article_id: str) -> dict[str, int]:
    with store.engine.connect() as conn:
        rows = conn.execute(
            select(t.lsh_buckets.c.story_id, func.count())
            .where(t.lsh_buckets.c.article_id == article_id)
            .group_by(t.lsh_buckets.c.story_id)
        )
        return {str(s): int(n) for s, n in rows}


def test_different_splits_the_article_out_and_undo_restores_everything(sim_store: Store) -> None:
    editorial = Editorial(sim_store, Settings(db=sim_store.url))
    item = _fold_item(sim_store)
    article, other = item.article["id"], item.other["id"]
    story = _story_of(sim_store, article)
    before = _state(sim_store)
    buckets_before = _bucket_stories(sim_store, article)
    assert set(buckets_before) == {story}

    done = editorial.decide(item.id, "different", "alice")

    assert done.story_id == f"s-{article}" != story
    assert _story_of(sim_store, article) == done.story_id
    assert _story_of(sim_store, other) == story
    # every bucket row of the article now names its new story: the next fold sees the split
    assert _bucket_stories(sim_store, article) == {done.story_id: sum(buckets_before.values())}
    after = _state(sim_store)
    assert after["stories"][story][2] == before["stories"][story][2] - 1  # n_members
    assert after["stories"][done.story_id][:3] == (article, None, 1)
    assert after["members"][article] == (done.story_id, "representative", False)
    # the story list's facets follow at once (search and outlet filters find the new story)
    with sim_store.engine.connect() as conn:
        faceted = conn.execute(
            select(search_facets.c.story_id).where(search_facets.c.article_id == article)
        ).scalar_one()
    assert faceted == done.story_id
    row = _row(sim_store, item.id)
    assert (row.status, row.decided_by) == ("rejected", "alice")
    assert row.decided_at is not None
    with sim_store.engine.connect() as conn:
        recorded = decisions_for(conn, review_id=item.id)
    assert [(d["decision"], d["decided_by"], d["undone_at"]) for d in recorded] == [
        ("different", "alice", None)
    ]
    assert recorded[0]["similarity"] == pytest.approx(item.similarity)

    undone = editorial.undo(item.id, "bob")

    assert undone.undone
    assert undone.story_id == story
    restored = _state(sim_store)
    assert restored["members"] == before["members"]
    assert restored["buckets"] == before["buckets"]
    for story_id, fields in before["stories"].items():
        assert restored["stories"][story_id] == fields
    # the story the split made keeps its row (nothing is deleted), marked as merged back
    assert restored["stories"][done.story_id][0] == article
    assert restored["stories"][done.story_id][2] == 0
    assert restored["stories"][done.story_id][7] == story
    row = _row(sim_store, item.id)
    assert (row.status, row.decided_by) == ("open", None)
    with sim_store.engine.connect() as conn:
        recorded = decisions_for(conn, review_id=item.id)
    assert recorded[0]["undone_by"] == "bob"
    assert recorded[0]["undone_at"] is not None

    # decided again after the undo: the old story row is reused
    again = editorial.decide(item.id, "different", "carol")
    assert again.story_id == done.story_id
    assert _state(sim_store)["stories"][done.story_id][7] is None


def test_follow_up_related_and_same(sim_store: Store) -> None:
    editorial = Editorial(sim_store, Settings(db=sim_store.url))
    items = list(sim_store.review_items(kind="fold"))[:3]
    assert len(items) == 3
    follow, related, same = items

    done = editorial.decide(follow.id, "follow-up", "alice")
    with sim_store.engine.connect() as conn:
        story = conn.execute(select(t.stories).where(t.stories.c.id == done.story_id)).one()
        member = conn.execute(
            select(t.story_members).where(t.story_members.c.article_id == follow.article["id"])
        ).one()
    assert story.follows == _story_of(sim_store, follow.other["id"])
    assert member.relation == "follow_up"

    done = editorial.decide(related.id, "related", "alice")
    other_story = _story_of(sim_store, related.other["id"])
    assert sim_store.related_stories()[done.story_id] == [other_story]
    editorial.undo(related.id, "alice")
    assert done.story_id not in sim_store.related_stories()

    before = _state(sim_store)
    done = editorial.decide(same.id, "same", "alice")
    after = _state(sim_store)
    article = same.article["id"]
    assert after["members"][article][0] == before["members"][article][0]  # stays where it was
    assert after["members"][article][2] is False  # no longer flagged for review
    assert _row(sim_store, same.id).status == "accepted"


def test_refused_decisions_say_why(sim_store: Store) -> None:
    editorial = Editorial(sim_store, Settings(db=sim_store.url))
    item = _fold_item(sim_store)
    with pytest.raises(DecisionError, match="does not exist"):
        editorial.decide(999_999, "same", "alice")
    with pytest.raises(DecisionError, match="unknown decision"):
        editorial.decide(item.id, "merge", "alice")
    with pytest.raises(DecisionError, match="needs the name"):
        editorial.decide(item.id, "same", "  ")
    with pytest.raises(DecisionError, match="no decision to undo"):
        editorial.undo(item.id, "alice")
    done = editorial.decide(item.id, "different", "alice")
    with pytest.raises(DecisionError, match="undo that first"):
        editorial.decide(item.id, "same", "bob")
    # something else moves the article after the decision: undoing would lose that change
    original = item.story_id
    with sim_store.engine.begin() as conn:
        conn.execute(
            update(t.story_members)
            .where(t.story_members.c.article_id == item.article["id"])
            .values(story_id=original)
        )
    with pytest.raises(DecisionError, match="moved since"):
        editorial.undo(item.id, "alice")
    assert done.story_id != original
    with sim_store.engine.connect() as conn:
        active = conn.execute(
            select(func.count()).where(
                review_decisions.c.review_id == item.id, review_decisions.c.undone_at.is_(None)
            )
        ).scalar_one()
    assert active == 1  # the refused undo changed nothing


def test_the_next_fold_joins_the_story_as_the_editor_left_it(sim_store: Store) -> None:
    """A copy of a split-off article arriving later folds into the split story, also
    when the fold index of this very process had cached the stories before."""
    settings = Settings(db=sim_store.url)
    warm = article_page("warm-1", "https://warm.example/a", "Warm up", ["Nothing " * 40])
    fold_pages(sim_store, [warm], settings)  # fills this store's fold index cache
    item = _fold_item(sim_store)
    done = Editorial(sim_store, settings).decide(item.id, "different", "alice")
    with sim_store.engine.connect() as conn:
        row = conn.execute(select(t.articles).where(t.articles.c.id == item.article["id"])).one()
    copy = article_page(
        "copy-of-split",
        "https://late.example/copy",
        row.headline or "Copy",
        list(row.paragraphs),
        publisher="Late Outlet",
        published="2020-01-09T00:00:00Z",
    )
    fold_pages(sim_store, [copy], settings)
    with sim_store.engine.connect() as conn:
        copied = conn.execute(
            select(t.story_members.c.story_id)
            .join(t.articles, t.articles.c.id == t.story_members.c.article_id)
            .where(t.articles.c.page_id == "copy-of-split")
        ).scalar_one()
    assert copied == done.story_id


def _related_item(store: Store) -> tuple[int, str, str]:
    """Two stories linked by an event link, with their review item (as the folder makes)."""
    with store.engine.begin() as conn:
        first, second = conn.execute(
            select(t.stories.c.id, t.stories.c.representative_id)
            .where(t.stories.c.n_members >= 2)
            .order_by(t.stories.c.first_seen)
            .limit(2)
        ).all()
        now = datetime.now(UTC)
        a, b = sorted((first.id, second.id))
        conn.execute(
            insert(t.story_links).values(
                story_id=a,
                other_id=b,
                kind="related",
                article_id=second.representative_id,
                created_at=now,
            )
        )
        review_id = conn.execute(
            insert(t.review_items).values(
                story_id=second.id,
                article_id=second.representative_id,
                other_id=first.representative_id,
                similarity=0.0,
                shared_paragraphs=[],
                status="open",
                kind="related",
                created_at=now,
            )
        ).inserted_primary_key[0]
    return int(review_id), first.id, second.id


def test_same_on_related_stories_merges_them_and_undo_splits_them_again(
    sim_store: Store,
) -> None:
    editorial = Editorial(sim_store, Settings(db=sim_store.url))
    review_id, older, newer = _related_item(sim_store)
    before = _state(sim_store)
    moved = [a for a, (s, _, _) in before["members"].items() if s == newer]

    done = editorial.decide(review_id, "same", "alice")

    assert done.story_id == older
    after = _state(sim_store)
    assert all(after["members"][a][0] == older for a in moved)
    assert after["stories"][newer][2] == 0
    assert after["stories"][newer][7] == older
    n_older = before["stories"][older][2]
    assert after["stories"][older][2] == n_older + len(moved)
    assert newer not in {s.id for s in sim_store.stories()}

    editorial.undo(review_id, "alice")
    restored = _state(sim_store)
    assert restored["members"] == before["members"]
    assert restored["stories"] == before["stories"]
    assert restored["buckets"] == before["buckets"]

    editorial.decide(review_id, "different", "alice")
    assert newer not in sim_store.related_stories().get(older, [])


def test_decisions_on_both_backends(db_url: str) -> None:
    """The contract on SQLite and PostgreSQL: split, record, undo."""
    settings = Settings(db=db_url)
    with open_store(db_url) as store:
        fold_pages(store, [p.to_page() for p in sim_pages(150)], settings)
        editorial = Editorial(store, settings)
        item = _fold_item(store)
        before = _state(store)
        done = editorial.decide(item.id, "different", "alice")
        assert _story_of(store, item.article["id"]) == done.story_id
        assert set(_bucket_stories(store, item.article["id"])) == {done.story_id}
        editorial.undo(item.id, "alice")
        after = _state(store)
        assert after["members"] == before["members"]
        assert after["buckets"] == before["buckets"]
