"""Two crawl workers sharing one PostgreSQL frontier fetch every URL exactly once."""

from __future__ import annotations

import asyncio
import threading
from collections import Counter
from pathlib import Path

from newsfold.config import Settings
from newsfold.crawl.crawler import Crawler, CrawlSummary
from newsfold.crawl.sources import load_sources
from newsfold.pipeline import process_pending
from newsfold.store import open_store
from tests.crawl.crawl_harness import write_sources
from tests.crawl.crawl_site import Site, build_news_site


def test_two_workers_share_a_postgres_frontier(fresh_pg_url: str, tmp_path: Path) -> None:
    site = Site()
    with site.serving(), open_store(fresh_pg_url) as store:
        paths = build_news_site(site, n_feed=8, n_sitemap=8)
        config = load_sources(
            write_sources(
                tmp_path,
                site.base,
                source={
                    "sitemaps": [f"{site.base}/sitemap_index.xml"],
                    "politeness": {"min_delay": 0.0, "concurrency": 2, "autothrottle": False},
                },
            )
        )
        summaries: list[CrawlSummary] = []

        def worker() -> None:
            crawler = Crawler(config, store, Settings())  # fetch only: no engine folds
            summaries.append(asyncio.run(crawler.run()))

        threads = [threading.Thread(target=worker) for _ in range(2)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(60)

        fetched = Counter(h.path for h in site.hits if h.path in paths)
        assert set(fetched) == set(paths)
        assert max(fetched.values()) == 1  # no URL fetched by both workers
        assert sum(s.pages_stored for s in summaries) == len(paths)
        summary = process_pending(store, Settings())
        assert store.counts()["articles"] == len(paths), (summary.as_dict(), store.counts())
