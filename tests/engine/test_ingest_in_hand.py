"""``ingest`` extracts the pages of each stored batch from the bytes in hand; the store it
leaves is the one of storing every page first and then :func:`process_pending` (which
reads each page back from the store), on real and simulated pages."""

from __future__ import annotations

import gzip
from collections.abc import Callable
from pathlib import Path

import pytest
from sqlalchemy import select

import newsfold.store.sql as store_sql
from newsfold.config import Settings
from newsfold.export import export_jsonl
from newsfold.inputs import BadRecord, iter_input_pages
from newsfold.pipeline import ingest, process_pending
from newsfold.store import Store, open_store
from newsfold.store import schema as t
from tests.extract.extract_pages import real_page_bodies

_TABLES = (
    t.pages,
    t.articles,
    t.stories,
    t.story_members,
    t.fingerprints,
    t.lsh_buckets,
    t.review_items,
    t.story_links,
    t.story_follows,
)
_STAMPS = {"created_at", "ingested_at", "decided_at"}


def _tables(store: Store) -> dict[str, list[tuple[object, ...]]]:
    """Every row of the main tables but their time stamps, in a stable order."""
    out = {}
    with store.engine.connect() as conn:
        for table in _TABLES:
            columns = [c for c in table.c if c.name not in _STAMPS]
            rows = conn.execute(select(*columns)).all()
            out[table.name] = sorted((tuple(r) for r in rows), key=repr)
    return out


def _ticker(ticks: list[tuple[int, int]]) -> Callable[[int, int], None]:
    return lambda done, total: ticks.append((done, total))


def test_ingest_leaves_the_store_that_storing_then_processing_leaves(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "pages"
    folder.mkdir()
    bodies = real_page_bodies(
        seed=15, articles=24, sets=("extraction/en", "extraction/zh", "dates"), per_set=8
    )
    for i, body in enumerate(bodies):
        if i % 2:
            (folder / f"p{i:03}.html.gz").write_bytes(gzip.compress(body))
        else:
            (folder / f"p{i:03}.html").write_bytes(body)
    # a small byte budget: several stored batches and several saves per batch
    settings = Settings(max_batch_bytes=200_000)
    pages = [p for p in iter_input_pages([folder]) if not isinstance(p, BadRecord)]
    killed = pages[3:5]  # a killed run stored these and extracted nothing

    exports = []
    tables = []
    summaries = []
    inflated: list[int] = []
    real_inflate = store_sql.inflate

    def counted_inflate(stream: bytes) -> bytes:
        inflated.append(1)
        return real_inflate(stream)

    monkeypatch.setattr(store_sql, "inflate", counted_inflate)
    for way in ("in hand", "read back"):
        inflated.clear()
        db = tmp_path / f"{way.replace(' ', '-')}.db"
        with open_store(f"sqlite:///{db}") as store:
            store.add_pages(killed)
            ticks: list[tuple[int, int]] = []
            if way == "in hand":
                summary = ingest(store, [folder], settings, progress=_ticker(ticks))
                # Only the killed run's pages were read back from the store; the rest were
                # extracted from the bytes in hand (a duplicate check may inflate too).
                assert len(inflated) <= 2 * len(killed), len(inflated)
                assert ticks[-1][0] == ticks[-1][1] == 2 * len(pages)
                assert all(d <= n for d, n in ticks)
            else:
                new, seen = store.add_pages(pages)
                summary = process_pending(store, settings)
                summary.pages_new, summary.pages_seen = new, seen
                assert len(inflated) >= len(pages)  # every page read back
            summaries.append(summary.as_dict())
            export_jsonl(store, tmp_path / f"{way}.jsonl")
            exports.append((tmp_path / f"{way}.jsonl").read_bytes())
            tables.append(_tables(store))
    assert summaries[0] == summaries[1]
    assert summaries[0]["articles"] >= len(bodies) * 0.8
    assert summaries[0]["pages_already_stored"] == 2  # the killed run's
    assert exports[0] == exports[1]
    assert tables[0] == tables[1]
