"""The store's contract with the engine (:mod:`newsfold.engine.ports`), on SQLite and
PostgreSQL alike: pages, articles, fold batches in one transaction, frontier, reviews."""

from __future__ import annotations

import zlib
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

import pytest
from sqlalchemy import delete, select, update

from newsfold.config import Settings
from newsfold.crawl.frontier import Frontier, NewUrl
from newsfold.engine.folding import fold_entries
from newsfold.engine.local import fold_round
from newsfold.engine.ports import (
    ArticleStore,
    FoldIndexInTransaction,
    FoldStore,
    FrontierPort,
    PageStore,
    ReviewPort,
)
from newsfold.errors import StoreError
from newsfold.fold import Assignment, Fingerprinter, Folder
from newsfold.fold.order import fold_key
from newsfold.models import Article, Page
from newsfold.store import Store, open_store
from newsfold.store import schema as t
from tests.fold.fold_helpers import article, story

T0 = datetime(2024, 4, 9, 8, tzinfo=UTC)
WEEK = timedelta(days=7)


@pytest.fixture
def store(db_url: str) -> Store:
    return open_store(db_url)


def _pages(n: int) -> list[Page]:
    return [
        Page(url=f"https://outlet.example/{i}", body=f"page {i}".encode(), fetched_at=T0)
        for i in range(n)
    ]


def _fold(settings: Settings) -> object:
    fingerprinter = Fingerprinter(settings)

    def run(index: FoldIndexInTransaction, items: list[tuple[Article, float]]) -> list[Assignment]:
        entries = fingerprinter.fingerprint_many([a for a, _ in items], [r for _, r in items])
        index.prefetch(entries)
        return fold_entries(Folder(index, settings, fingerprinter=fingerprinter), entries)

    return run


def _extracted(store: Store, hours: list[float]) -> list[Article]:
    """One stored page and extracted article per entry of ``hours`` (its publication)."""
    pages = _pages(len(hours))
    store.add_pages(pages)
    articles = []
    for i, (page, h) in enumerate(zip(pages, hours, strict=True)):
        a = article(page.id, story(100 + i), hours=h)
        a.page_id = page.id
        articles.append(a)
    store.save_extracted([(a, 0.0) for a in articles])
    return articles


def test_the_store_is_every_port(store: Store) -> None:
    assert isinstance(store, PageStore)
    assert isinstance(store, ArticleStore)
    assert isinstance(store, FoldStore)
    assert isinstance(store, ReviewPort)
    assert isinstance(Frontier(store.engine), FrontierPort)


def test_pages_are_stored_once_and_extracted_once(store: Store) -> None:
    pages = _pages(5)
    assert store.add_pages(pages) == (5, 0)
    assert store.add_pages(reversed(pages)) == (0, 5)
    conflicts: list[str] = []
    other = Page(url="https://elsewhere.example/", body=b"other", id=pages[0].id, fetched_at=T0)
    assert store.add_pages([other], conflicts=conflicts) == (0, 1)
    assert conflicts == [pages[0].id]
    ids = store.pending_page_ids()
    assert ids == sorted(p.id for p in pages)
    asked = [ids[3], ids[0], "unknown"]
    assert [p.id for p in store.iter_pages(asked, group=1)] == asked[:2]
    assert store.load_page(ids[0]).body in {p.body for p in pages}
    store.mark_failed(ids[1], "empty", "no article body found")
    assert ids[1] not in store.pending_page_ids()
    assert store.failures_by_kind() == {"empty": 1}


def test_page_bodies_are_zlib_streams_and_older_stores_read_back(store: Store) -> None:
    """Bodies are stored as standard zlib streams (ISA-L writes them): any zlib reads
    them, and a body an older newsfold stored with zlib itself reads back unchanged."""
    body = ("<html><body>" + "<p>Harbour works, day {}.</p>" * 400 + "</body></html>").encode()
    new, older = (
        Page(url=f"https://outlet.example/{name}", body=body + name.encode(), fetched_at=T0)
        for name in ("new", "older")
    )
    store.add_pages([new, older])
    with store.engine.begin() as conn:
        query = select(t.page_bodies.c.body).where(t.page_bodies.c.page_id == new.id)
        stored = conn.execute(query).scalar_one()
        assert len(stored) < len(new.body) // 10
        assert zlib.decompress(stored) == new.body
        conn.execute(
            update(t.page_bodies)
            .where(t.page_bodies.c.page_id == older.id)
            .values(body=zlib.compress(older.body, 6))
        )
    assert [p.body for p in store.load_pages([older.id, new.id])] == [older.body, new.body]


def test_pages_handed_on_as_stored_are_the_pages_load_pages_reads_back(store: Store) -> None:
    """``add_pages(stored=...)`` hands on each batch's inserted pages, bodies taken from
    the bytes in hand: field for field what ``load_pages`` reads back from the store
    (URLs and headers made store-safe, the fetch time in UTC), and only the inserted
    ones (a repeat, a page stored before, a conflicting id are not handed on)."""
    east = timezone(timedelta(hours=8))
    odd = [
        Page(
            url="https://outlet.example/nul\x00and\ud800surrogate",
            body=b"<html>\x00\xff odd bytes</html>",
            fetched_at=datetime(2024, 4, 9, 16, 30, 1, 123456, tzinfo=east),
            final_url="https://outlet.example/final\x00",
            status=203,
            headers={"Content-Type": "text/html; charset=gbk", "X-Odd\x00": "v\udfff"},
            source="feed\x00one",
        ),
        Page(url="https://outlet.example/empty", body=b""),
    ]
    before = _pages(3)
    store.add_pages(before[:1])
    handed: list[list[Page]] = []
    conflict = Page(url="https://elsewhere.example/", body=b"x", id=before[0].id)
    pages = [*before, *odd, before[1], conflict]
    assert store.add_pages(pages, stored=handed.append) == (4, 3)
    got = [p for batch in handed for p in batch]
    assert [p.id for p in got] == [p.id for p in [*before[1:], *odd]]
    assert got == store.load_pages([p.id for p in got])
    assert [p.body for p in got] == [p.body for p in [*before[1:], *odd]]
    assert got[2].url != odd[0].url  # made store-safe, as read back
    # asked with bodies in hand for pages whose body is not there to inflate: read as ever
    ids = [p.id for p in got]
    assert (
        store.load_pages(ids, bodies=dict.fromkeys(ids[:2], b"in hand"))
        == [Page(**{**_fields(p), "body": b"in hand"}) for p in got[:2]] + got[2:]
    )
    with store.engine.begin() as conn:
        conn.execute(delete(t.page_bodies).where(t.page_bodies.c.page_id == ids[0]))
    with pytest.raises(StoreError, match="pruned"):
        store.load_pages(ids[:1], bodies={ids[0]: b"in hand"})


def _fields(page: Page) -> dict[str, object]:
    return {f: getattr(page, f) for f in Page.__dataclass_fields__}


def test_a_fold_batch_takes_articles_in_key_order_and_marks_them_done(store: Store) -> None:
    articles = _extracted(store, [5.0, 1.0, 3.0])
    assert sorted(store.pending_page_ids("extracted")) == sorted(a.id for a in articles)
    with store.fold_batch(batch_size=2, window=WEEK) as batch:
        assert batch is not None
        assert [a.id for a, _ in batch.items] == [a.id for a in sorted(articles, key=fold_key)][:2]
        assignments = _fold(Settings())(batch.index, batch.items)  # type: ignore[operator]
        batch.write(assignments)
    assert len(store.pending_page_ids("done")) == 2
    done = fold_round(store, _fold(Settings()), batch_size=10, window=WEEK)  # type: ignore[arg-type]
    assert done is not None
    assert [a.article_id for a in done.assignments] == [articles[0].id]
    assert fold_round(store, _fold(Settings()), batch_size=10, window=WEEK) is None  # type: ignore[arg-type]
    assert store.counts()["stories"] == 3


def test_a_fold_batch_reads_its_articles_without_their_scores(store: Store) -> None:
    """Folding never reads the scores (the largest column): the batch's articles come
    without them, every other field as saved, and the stored scores are kept."""
    from newsfold.store.quality import load_quality

    pages = _pages(1)
    store.add_pages(pages)
    saved = article(pages[0].id, story(100), hours=1.0)
    saved.page_id = pages[0].id
    saved.quality = {"quality_score": 0.5, "entities": [{"text": "Harbor Bank"}]}
    store.save_extracted([(saved, 0.0)])
    with store.fold_batch(batch_size=10, window=WEEK) as batch:
        assert batch is not None
        ((read, _),) = batch.items
        assert read.quality == {}
        read.quality = saved.quality
        assert read == saved
        batch.write(_fold(Settings())(batch.index, batch.items))  # type: ignore[operator]
    assert load_quality(store.engine, [saved.id]) == {saved.id: saved.quality}


def test_a_failed_batch_rolls_back_whole(store: Store) -> None:
    _extracted(store, [1.0, 2.0])

    def killed_before_commit() -> None:
        with store.fold_batch(batch_size=10, window=WEEK) as batch:
            assert batch is not None
            batch.write(_fold(Settings())(batch.index, batch.items))  # type: ignore[operator]
            raise RuntimeError("killed before commit")

    with pytest.raises(RuntimeError):
        killed_before_commit()
    assert store.counts()["stories"] == 0
    assert len(store.pending_page_ids("extracted")) == 2
    with (
        pytest.raises(StoreError, match="without its decisions"),
        store.fold_batch(batch_size=10, window=WEEK),
    ):
        pass  # decisions never written: refused, not committed half done
    assert len(store.pending_page_ids("extracted")) == 2
    # the index's cache was dropped with the transaction: a clean round folds both again
    done = fold_round(store, _fold(Settings()), batch_size=10, window=WEEK)  # type: ignore[arg-type]
    assert done is not None
    assert len(done.assignments) == 2
    assert store.counts()["stories"] == 2


def test_a_late_article_takes_back_what_it_precedes(store: Store) -> None:
    later = _extracted(store, [10.0])
    assert fold_round(store, _fold(Settings()), batch_size=10, window=WEEK) is not None  # type: ignore[arg-type]
    pages = [Page(url="https://outlet.example/early", body=b"early", fetched_at=T0)]
    store.add_pages(pages)
    early = article(pages[0].id, story(100), hours=1.0)  # the same text, published before
    early.page_id = pages[0].id
    store.save_extracted([(early, 0.0)])
    done = fold_round(store, _fold(Settings()), batch_size=10, window=WEEK)  # type: ignore[arg-type]
    assert done is not None
    assert done.taken_back == 1
    assert [a.article_id for a in done.assignments] == [early.id, later[0].id]
    assert done.assignments[1].story_id == f"s-{early.id}"  # the copy joins the original


def test_the_frontier_claims_a_url_once(store: Store) -> None:
    frontier = Frontier(store.engine)
    url = "https://outlet.example/a"
    new = NewUrl(url, url, "Outlet", "outlet.example", "article")
    assert frontier.add([new]) == 1
    assert frontier.add([new]) == 0
    claimed = frontier.claim("outlet.example", 10)
    assert [q.url for q in claimed] == [url]
    assert frontier.claim("outlet.example", 10) == []
    assert frontier.counts().get("in_flight") == 1


def test_the_review_queue_starts_empty_and_reads_on_every_backend(
    store: Store, tmp_path: Path
) -> None:
    assert store.review_items() == []
    assert store.review_items(status="all", kind="fold") == []
