"""Ingest into the store: idempotent, transactional, resumable (SQLite and PostgreSQL)."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import func, select

import newsfold.engine.local
import newsfold.pipeline
from newsfold.config import Settings
from newsfold.fold import Folder
from newsfold.models import Relation, Story
from newsfold.pipeline import ingest
from newsfold.store import open_store
from newsfold.store import schema as t

from .helpers import page_html, sample_file, write_jsonl


def _count(store: object, table: object) -> int:
    with store.engine.connect() as conn:  # type: ignore[attr-defined]
        return int(conn.execute(select(func.count()).select_from(table)).scalar_one())  # type: ignore[arg-type]


def test_ingest_sample_makes_stories(db_url: str, tmp_path: Path) -> None:
    settings = Settings(db=db_url)
    with open_store(db_url) as store:
        summary = ingest(store, [sample_file(tmp_path)], settings)
        assert summary.pages_new == 16
        assert summary.articles == 16
        assert not summary.failed
        stories = {s.id: s for s in store.stories()}
    rates = stories["s-sample-01"]
    assert rates.outlets == ["Northgate Wire", "Harbor Daily Ledger", "Midland Courier"]
    relations = sorted(m.relation for m in rates.members)
    assert relations.count("revision") == 1
    # the store lists the package's own story shape: typed members, in publication order
    assert isinstance(rates, Story)
    assert all(isinstance(m.relation, Relation) for m in rates.members)
    times = [m.published_at for m in rates.members]
    assert None not in times
    assert times == sorted(t for t in times if t is not None)
    assert rates.headline
    assert all(m.url in m.urls for m in rates.members)
    assert rates.urls() == [m.url for m in rates.members]
    followup = stories["s-sample-07"]
    assert followup.follows == "s-sample-01"
    gdp = stories["s-sample-12"]
    assert len(gdp.outlets) == 3
    assert len(stories) == 7


def test_ingest_twice_adds_nothing(db_url: str, tmp_path: Path) -> None:
    settings = Settings(db=db_url)
    path = sample_file(tmp_path)
    with open_store(db_url) as store:
        ingest(store, [path], settings)
        before = store.counts()
        again = ingest(store, [path], settings)
        after = store.counts()
    assert again.pages_new == 0
    assert again.pages_seen == 16
    assert again.articles == 0
    assert before == after


def test_killed_mid_batch_leaves_no_partial_article(
    db_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A crash inside a batch's transaction rolls that batch back (its pages stay
    pending, earlier batches stay stored); a rerun gives the same stories as a clean run."""
    monkeypatch.setattr(newsfold.engine.local, "FOLD_BATCH", 4)
    settings = Settings(db=db_url)
    path = sample_file(tmp_path)
    real_fold = Folder.fold_entry
    calls = {"n": 0}

    def exploding(self: Folder, entry: object) -> object:
        calls["n"] += 1
        result = real_fold(self, entry)  # type: ignore[arg-type]
        if calls["n"] == 6:
            raise KeyboardInterrupt("simulated kill after the index was written")
        return result

    monkeypatch.setattr(Folder, "fold_entry", exploding)
    with open_store(db_url) as store:
        with pytest.raises(KeyboardInterrupt):
            ingest(store, [path], settings)
        counts = store.counts()
        # every page was extracted; the first fold batch stands, the second is gone
        assert counts["articles"] == 16
        assert counts["pages_done"] == 4
        assert counts["pages_extracted"] == 12
        assert _count(store, t.story_members) == 4
        assert _count(store, t.fingerprints) == 4
        with store.engine.connect() as conn:
            # no page is done without its membership, none waits with one
            orphans = conn.execute(
                select(func.count())
                .select_from(t.articles)
                .join(t.pages, t.pages.c.id == t.articles.c.page_id)
                .outerjoin(t.story_members, t.story_members.c.article_id == t.articles.c.id)
                .where(
                    (t.story_members.c.article_id.is_(None) & (t.pages.c.state == "done"))
                    | (t.story_members.c.article_id.isnot(None) & (t.pages.c.state != "done"))
                )
            ).scalar_one()
        assert orphans == 0
    monkeypatch.setattr(Folder, "fold_entry", real_fold)
    with open_store(db_url) as store:
        rerun = ingest(store, [path], settings)
        assert rerun.pages_new == 0
        assert rerun.articles == 12
        resumed = sorted((s.id, len(s.members), s.follows) for s in store.stories())

    clean_url = f"sqlite:///{tmp_path / 'clean.db'}"
    with open_store(clean_url) as clean:
        ingest(clean, [path], Settings(db=clean_url))
        expected = sorted((s.id, len(s.members), s.follows) for s in clean.stories())
    assert resumed == expected


def test_malformed_page_is_recorded_and_batch_goes_on(db_url: str, tmp_path: Path) -> None:
    good = page_html(
        "Bridge reopens after repairs",
        [
            "The old town bridge reopened to traffic on Friday after eight months of repairs "
            "to its stone arches and a new deck, the city's highways department said.",
            "Engineers found that water had seeped into the masonry for decades and replaced more "
            "than four hundred damaged blocks with stone from the original quarry.",
        ],
        published="2024-03-01T10:00:00Z",
    )
    records = [
        {"id": "empty", "url": "https://t.example/empty", "html": ""},
        {"id": "binary", "url": "https://t.example/bin", "html_b64": "AAECAwQFBgcICQ=="},
        {"id": "nourl", "html": "<p>x</p>"},
        {"id": "good", "url": "https://t.example/bridge", "html": good},
    ]
    path = write_jsonl(tmp_path / "bad.jsonl", records)
    with path.open("a") as handle:
        handle.write("{not json\n")
    with open_store(db_url) as store:
        summary = ingest(store, [path], Settings(db=db_url))
        assert summary.articles == 1
        assert summary.bad_records == 2
        failures = store.failures_by_kind()
    assert failures == {"empty": 1, "decode_error": 1}


def test_fetched_at_and_dates_are_utc(db_url: str, tmp_path: Path) -> None:
    with open_store(db_url) as store:
        ingest(store, [sample_file(tmp_path)], Settings(db=db_url))
        rows = {a.id: (a, extra) for a, extra in store.iter_export_rows()}
    article, _ = rows["sample-13"]
    assert article.published_at is not None
    assert article.published_at.utcoffset() is not None
    assert article.published_at.isoformat() == "2024-04-16T03:20:00+00:00"
    assert article.published_at_local == "2024-04-16T11:20:00+08:00"
    assert article.fetched_at is not None
    assert article.fetched_at.isoformat() == "2024-04-16T03:40:00+00:00"
