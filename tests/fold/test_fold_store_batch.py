"""Batched folding into the store makes exactly the decisions of one-by-one folding.

Whatever the batch size (a batch boundary inside a story included), and when
two writers take turns on one database (each must notice the other's batches
and drop what it cached), ingest gives the stories ``newsfold fold`` gives.
"""

from __future__ import annotations

import threading
from datetime import timedelta
from pathlib import Path
from random import Random

import pytest
from sqlalchemy import select, text

from newsfold.config import Settings
from newsfold.errors import StoreError
from newsfold.fold import Fingerprinter, Folder, MemoryFoldIndex, spread_of
from newsfold.fold.index import Assignment
from newsfold.fold.order import fold_key
from newsfold.inputs import iter_input_pages
from newsfold.models import Article, Page
from newsfold.pipeline import IngestSummary, fold_batch, process_pending
from newsfold.store import Store, open_store
from newsfold.store import schema as t
from newsfold.store.fold_sql import MemberSummary
from newsfold.store.index import SqlFoldIndex
from tests.foundation.helpers import sample_file

from .fold_helpers import T0
from .test_fold_store import _corpus


def _records(assignments: list[Assignment]) -> list[tuple[str, str, str, str | None, bool]]:
    return [(a.article_id, a.story_id, a.relation.value, a.follows, a.review) for a in assignments]


def _add_pages(store: Store, items: list[Article]) -> None:
    pages = [
        Page(url=f"{a.canonical_url}#{a.id}", body=a.id.encode(), fetched_at=T0) for a in items
    ]
    store.add_pages(pages)
    for item, page in zip(items, pages, strict=True):
        item.page_id = page.id


def _stored_stories(store: Store) -> dict[str, tuple[object, ...]]:
    with store.engine.connect() as conn:
        return {
            row.id: (
                row.representative_id,
                row.follows,
                row.n_members,
                row.n_outlets,
                row.first_seen,
                row.last_seen,
                row.tenth_outlet_at,
            )
            for row in conn.execute(select(t.stories))
        }


def _final(got: list[Assignment], items: list[Article]) -> list[Assignment]:
    """The decision that holds for each article (an article taken back and folded
    again is decided twice), in fold order."""
    last = {a.article_id: a for a in got}
    return [last[a.id] for a in sorted(items, key=fold_key) if a.id in last]


def _expected(
    items: list[Article], settings: Settings
) -> tuple[list[Assignment], dict[str, tuple[object, ...]]]:
    """What folding every item in memory, in fold order, decides and makes of the stories."""
    folder = Folder(MemoryFoldIndex(), settings)
    ordered = sorted(items, key=fold_key)
    assignments = [folder.fold(a) for a in ordered]
    members: dict[str, list[Article]] = {}
    for article, assignment in zip(ordered, assignments, strict=True):
        members.setdefault(assignment.story_id, []).append(article)
    stories = {}
    for story in folder.index.stories():  # type: ignore[attr-defined]
        of = members[story.id]
        spread = spread_of((a.publisher, a.published_at) for a in of)
        stories[story.id] = (
            story.representative_id,
            story.follows,
            len(of),
            spread.n_outlets,
            spread.first_seen,
            spread.last_seen,
            spread.tenth_outlet_at,
        )
    return assignments, stories


@pytest.mark.parametrize("size", [1, 3, 7, 1000])
def test_any_batch_size_gives_the_stories_of_one_by_one_folding(db_url: str, size: int) -> None:
    settings = Settings()
    items = _corpus()
    expected, stories = _expected(items, settings)
    # a batch boundary falls inside a story: some story has members on both sides
    cuts = set(range(size, len(items), size))
    sides: dict[str, set[int]] = {}
    by_id = {a.article_id: a for a in expected}
    for i, item in enumerate(items):
        sides.setdefault(by_id[item.id].story_id, set()).add(sum(1 for c in cuts if c <= i))
    assert size >= len(items) or any(len(s) > 1 for s in sides.values())
    # and the items come out of time order, so later batches take folds back
    assert [a.id for a in items] != [a.id for a in sorted(items, key=fold_key)]

    fingerprinter = Fingerprinter(settings)
    with open_store(db_url) as store:
        _add_pages(store, items)
        got: list[Assignment] = []
        for start in range(0, len(items), size):
            chunk = [(a, 0.0) for a in items[start : start + size]]
            got.extend(fold_batch(store, chunk, settings, fingerprinter))
        assert _records(_final(got, items)) == _records(expected)
        assert _stored_stories(store) == stories
        assert store.counts()["pages_done"] == len(items)


def test_two_writers_taking_turns_see_each_others_batches(db_url: str) -> None:
    """Each store caches stories between batches; the other's batches must invalidate that."""
    settings = Settings()
    items = _corpus()
    expected, stories = _expected(items, settings)
    fingerprinter = Fingerprinter(settings)
    with open_store(db_url) as one, open_store(db_url) as two:
        _add_pages(one, items)
        got: list[Assignment] = []
        for turn, start in enumerate(range(0, len(items), 4)):
            writer = (one, two)[turn % 2]
            got.extend(
                fold_batch(
                    writer, [(a, 0.0) for a in items[start : start + 4]], settings, fingerprinter
                )
            )
        assert _records(_final(got, items)) == _records(expected)
        assert _stored_stories(one) == stories
        # a batch already folded by the other writer is skipped, not folded twice
        assert fold_batch(two, [(items[0], 0.0)], settings, fingerprinter) == []


def test_member_summary_gives_the_spread_of_all_members() -> None:
    rng = Random(3)
    for _ in range(200):
        members = [
            (
                rng.choice([None, "", "A", "B", "C", *(f"P{i}" for i in range(12))]),
                None if rng.random() < 0.2 else T0 + timedelta(hours=rng.randint(-50, 50)),
            )
            for _ in range(rng.randint(0, 30))
        ]
        summary = MemberSummary()
        for publisher, when in members:
            summary.add(publisher, when)
        assert summary.spread() == spread_of(members)
        assert summary.n == len(members)


def test_concurrent_workers_fold_each_page_once(db_url: str, tmp_path: Path) -> None:
    """Two workers (two stores, as two processes would have) extract and fold the same
    pending pages at the same time: the fold lock serialises their batches, each page
    is folded once, and the stories are those of one worker alone."""
    settings = Settings(db=db_url)
    pages = [p for p in iter_input_pages([sample_file(tmp_path)]) if isinstance(p, Page)]
    clean_url = f"sqlite:///{tmp_path / 'clean.db'}"
    with open_store(clean_url) as clean:
        clean.add_pages(pages)
        alone = process_pending(clean, settings, batch_size=3)
        expected = sorted((s.id, len(s.members), s.follows) for s in clean.stories())
    with open_store(db_url) as one, open_store(db_url) as two:
        one.add_pages(pages)
        summaries: list[IngestSummary] = []
        errors: list[BaseException] = []

        def work(store: Store) -> None:
            try:
                summaries.append(process_pending(store, settings, batch_size=3))
            except BaseException as exc:  # surfaced below, not lost in the thread
                errors.append(exc)

        threads = [threading.Thread(target=work, args=(s,)) for s in (one, two)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(120)
        assert not errors
        assert sum(s.articles for s in summaries) == alone.articles
        assert one.counts()["pages_done"] == alone.articles
        assert sorted((s.id, len(s.members), s.follows) for s in one.stories()) == expected


def test_a_failed_batch_leaves_its_pages_pending(db_url: str) -> None:
    """A database error inside the batch (here: the bucket table is gone) surfaces as a
    StoreError, rolls the whole batch back, and leaves nothing cached from it."""
    settings = Settings()
    items = _corpus()
    fingerprinter = Fingerprinter(settings)
    with open_store(db_url) as store:
        _add_pages(store, items)
        first = fold_batch(store, [(a, 0.0) for a in items[:5]], settings, fingerprinter)
        with store.engine.begin() as conn:
            conn.execute(text("ALTER TABLE lsh_buckets RENAME TO lsh_buckets_away"))
        before = _stored_stories(store)
        with pytest.raises(StoreError):
            fold_batch(store, [(a, 0.0) for a in items[5:]], settings, fingerprinter)
        # the new articles wait, extracted; nothing of the failed fold is left
        counts = store.counts()
        assert counts["articles"] == len(items)
        assert counts["pages_done"] == 5
        assert counts["pages_extracted"] == len(items) - 5
        assert _stored_stories(store) == before
        with store.engine.begin() as conn:
            conn.execute(text("ALTER TABLE lsh_buckets_away RENAME TO lsh_buckets"))
        rest = fold_batch(store, [(a, 0.0) for a in items[5:]], settings, fingerprinter)
        assert {a.article_id for a in rest} >= {a.id for a in items[5:]}
        expected, stories = _expected(items, settings)
        assert _records(_final(first + rest, items)) == _records(expected)
        assert _stored_stories(store) == stories


def test_tiny_caches_read_evicted_stories_back_and_decide_alike(db_url: str) -> None:
    """With caches of a few stories, most representatives are read back from the
    store (set-wise, in one statement per chunk) between batches; nothing changes."""
    settings = Settings()
    items = _corpus()
    expected, stories = _expected(items, settings)
    fingerprinter = Fingerprinter(settings)
    with open_store(db_url) as store:
        store._fold_index = SqlFoldIndex(story_cache=2, entry_cache=1)
        loaded: list[int] = []
        original = SqlFoldIndex._load_stories

        def counted(index: SqlFoldIndex, missing: list[str]) -> None:
            loaded.append(len(missing))
            original(index, missing)

        _add_pages(store, items)
        got: list[Assignment] = []
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(SqlFoldIndex, "_load_stories", counted)
            for start in range(0, len(items), 3):
                chunk = [(a, 0.0) for a in items[start : start + 3]]
                got.extend(fold_batch(store, chunk, settings, fingerprinter))
        assert sum(loaded) > 5  # evicted stories really were read back
        assert len(store._fold_index._entries) <= 1
        assert _records(_final(got, items)) == _records(expected)
        assert _stored_stories(store) == stories


def test_cached_representatives_keep_only_what_comparing_needs(tmp_path: Path) -> None:
    """Between batches the index keeps representatives for comparison only: no bucket
    keys (about 7 KB an entry) and no view that pins the batch's signature matrix."""
    settings = Settings()
    items = _corpus()
    fingerprinter = Fingerprinter(settings)
    with open_store(f"sqlite:///{tmp_path / 'store.db'}") as store:
        _add_pages(store, items)
        fold_batch(store, [(a, 0.0) for a in items], settings, fingerprinter)
        cached = store._fold_index._entries
        assert cached  # the batch's representatives stay
        for entry in cached.values():
            assert tuple(entry.band_keys) == tuple(entry.probe_keys) == ()
            assert entry.own_lead is None
            assert entry.signature.base is None
            assert entry.signature.size == settings.num_perm
