"""While crawling, pages are folded in small transactions so fetchers never wait long."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from newsfold.config import Settings
from newsfold.crawl.crawler import CRAWL_FOLD_BATCH, Crawler
from newsfold.crawl.sources import load_sources
from newsfold.engine import local
from newsfold.engine.crawl import fold_arrived
from newsfold.models import Page
from newsfold.store import open_store
from tests.crawl.crawl_harness import write_sources
from tests.foundation.helpers import page_html


def test_crawler_folds_a_backlog_in_small_batches(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A resumed crawl finds a backlog of pending pages: on SQLite one fold batch
    holds the write lock, so the crawler folds at most CRAWL_FOLD_BATCH at a time."""
    n = 2 * CRAWL_FOLD_BATCH + 7
    pages = [
        Page(
            url=f"https://news.example/story/{i}",
            body=page_html(
                f"Council approves budget plan number {i}",
                [
                    f"Paragraph {j} of story {i}: the council met on Tuesday to vote."
                    for j in range(4)
                ],
                published="2024-05-01T10:00:00Z",
            ).encode(),
            fetched_at=datetime(2024, 5, 1, 12, tzinfo=UTC),
        )
        for i in range(n)
    ]
    sizes: list[int] = []
    original = local.fold_round

    def recording(*args: Any, **kwargs: Any) -> Any:
        done = original(*args, **kwargs)
        if done is not None:
            sizes.append(len(done.assignments))
        return done

    monkeypatch.setattr(local, "fold_round", recording)
    with open_store(f"sqlite:///{tmp_path / 'crawl.db'}") as store:
        store.add_pages(pages)
        config = load_sources(write_sources(tmp_path, "http://127.0.0.1:9"))
        crawler = Crawler(config, store, Settings())
        fold_arrived(crawler)
        assert sizes == [CRAWL_FOLD_BATCH, CRAWL_FOLD_BATCH, 7]
        assert store.counts()["articles"] == n
        assert crawler.summary.extraction.articles == n
