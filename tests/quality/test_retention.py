"""Raw page retention keeps a per-publisher sample, in the database and in WARC files."""

from __future__ import annotations

from collections import Counter
from datetime import UTC, datetime
from pathlib import Path

import pytest
from sqlalchemy import select

from newsfold.config import Settings
from newsfold.errors import StoreError
from newsfold.export import export_records
from newsfold.pipeline import ingest
from newsfold.quality.retention import kept_fraction, prune_raw
from newsfold.sim.generate import generate
from newsfold.store import open_store
from newsfold.store import schema as t

NOW = datetime(2030, 1, 1, tzinfo=UTC)  # every simulated page is older


def _pages(store: object) -> dict[str, tuple[str | None, bool, str | None]]:
    with store.engine.connect() as conn:  # type: ignore[attr-defined]
        rows = conn.execute(
            select(
                t.pages.c.id,
                t.pages.c.source,
                t.page_bodies.c.page_id.is_not(None),
                t.pages.c.warc_path,
            ).select_from(t.pages.outerjoin(t.page_bodies))
        )
        return {r[0]: (r[1], bool(r[2]), r[3]) for r in rows}


def test_database_bodies_keep_a_sample_per_publisher(tmp_path: Path) -> None:
    generate(tmp_path, 300, seed=2)
    db = f"sqlite:///{tmp_path / 'r.db'}"
    settings = Settings(db=db, retention_sample=0.2)
    with open_store(db) as store:
        ingest(store, [tmp_path / "pages-00000.jsonl"], settings)
        before = export_records(store)
        pages = _pages(store)
        summary = prune_raw(store, settings, NOW)
        after = _pages(store)
        assert export_records(store) == before  # articles are never touched
        kept = {i for i, (_, body, _) in after.items() if body}
        assert summary.kept == len(kept)
        assert summary.pruned_db == len(pages) - len(kept)
        assert 0.1 < len(kept) / len(pages) < 0.35
        # every publisher keeps a page; the sample is the hash's, the same every time
        assert {s for s, _, _ in pages.values()} == {after[i][0] for i in kept}
        first: dict[str | None, str] = {}
        for page_id, (source, _, _) in pages.items():
            if source not in first or kept_fraction(page_id) < kept_fraction(first[source]):
                first[source] = page_id
        assert kept == {i for i in pages if kept_fraction(i) < 0.2} | set(first.values())
        some = next(iter(kept))
        assert store.load_page(some).body
        gone = next(i for i in pages if i not in kept)
        with pytest.raises(StoreError, match="pruned by retention"):
            store.load_page(gone)
        again = prune_raw(store, settings, NOW)
        assert again.pruned_db == 0
        assert again.kept == len(kept)


def test_a_cutoff_keeps_newer_pages(tmp_path: Path) -> None:
    generate(tmp_path, 60, seed=2)
    db = f"sqlite:///{tmp_path / 'r.db'}"
    settings = Settings(db=db, retention_sample=0.0)
    with open_store(db) as store:
        ingest(store, [tmp_path / "pages-00000.jsonl"], settings)
        summary = prune_raw(store, settings, datetime(2000, 1, 1, tzinfo=UTC))
        assert summary.candidates == 0
        assert all(body for _, body, _ in _pages(store).values())


def test_warc_files_are_rewritten_without_the_pruned_records(tmp_path: Path) -> None:
    generate(tmp_path, 200, seed=3, warc=True)
    warc = tmp_path / "pages-00000.warc.gz"
    db = f"sqlite:///{tmp_path / 'w.db'}"
    settings = Settings(db=db, retention_sample=0.25)
    with open_store(db) as store:
        ingest(store, [warc], settings)
        pages = _pages(store)
        assert all(path == str(warc) for _, _, path in pages.values())
        bodies = {i: store.load_page(i).body for i in pages}
        size = warc.stat().st_size
        # without --warc, pages in WARC files are not candidates
        assert prune_raw(store, settings, NOW).candidates == 0
        summary = prune_raw(store, settings, NOW, warc=True)
        after = _pages(store)
        kept = {i for i, (_, _, path) in after.items() if path}
        assert summary.warc_files_rewritten == 1
        assert summary.pruned_warc == len(pages) - len(kept)
        assert warc.stat().st_size < size * 0.5
        for page_id in kept:  # moved pointers read the same bytes
            assert store.load_page(page_id).body == bodies[page_id]
        with pytest.raises(StoreError):
            store.load_page(next(i for i in pages if i not in kept))
        publishers = Counter(after[i][0] for i in kept)
        assert set(publishers) == {s for s, _, _ in pages.values()}
