"""Slow hosts do not stall a crawl (issue 14, defect 9).

A URL that answers one byte at a time never trips a read timeout; it used to
cost every attempt's total timeout (4 x 120 s), so two of them kept
``crawl --once`` running past 15 minutes and held back the host's good
articles. Now each URL has a time budget over all its attempts
(``url_time_budget``) and each host one per run (``host_time_budget``).
"""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

from newsfold.config import Settings
from newsfold.crawl.crawler import Crawler, CrawlSummary
from newsfold.crawl.sources import load_sources
from newsfold.engine.crawl import crawl
from newsfold.store import Store
from tests.crawl.crawl_harness import frontier_rows, write_sources
from tests.crawl.crawl_site import Response, Site, build_news_site

_DRIP = "/news/2024/05/01/dripping-story-{}"


def _dripping(site: Site, n: int) -> list[str]:
    """``n`` article URLs that answer a 4 KB page at 20 bytes a second."""
    paths = [_DRIP.format(i) for i in range(n)]
    body = b"<html><body><article><p>" + b"slow " * 800 + b"</p></article></body></html>"
    for path in paths:
        site.route(path, Response(200, body, {"Content-Type": "text/html"}, drip=0.05))
    return paths


def _feed(site: Site, paths: list[str]) -> None:
    items = "".join(f"<item><title>x</title><link>{site.base}{p}</link></item>" for p in paths)
    rss = f"<?xml version='1.0'?><rss version='2.0'><channel>{items}</channel></rss>".encode()
    site.route("/rss.xml", Response(200, rss, {"Content-Type": "application/rss+xml"}))


def _crawl(config: Path, store: Store, settings: Settings, limit: float) -> CrawlSummary:
    crawler = Crawler(load_sources(config), store, settings)
    return asyncio.run(asyncio.wait_for(crawl(crawler), timeout=limit))


def test_a_dripping_url_gets_its_budget_not_every_attempt(
    site: Site, store: Store, tmp_path: Path
) -> None:
    good = build_news_site(site, n_feed=4, n_sitemap=0)
    slow = _dripping(site, 2)
    _feed(site, [slow[0], *good[:2], slow[1], *good[2:4]])
    config = write_sources(tmp_path, site.base, total_timeout=30, max_attempts=4)
    started = time.monotonic()
    summary = _crawl(config, store, Settings(url_time_budget=1.5), limit=60)
    took = time.monotonic() - started
    rows = frontier_rows(store)
    for path in slow:
        assert rows[path]["state"] == "failed"
        assert rows[path]["error_kind"] == "time_budget"
        assert "url_time_budget 1.5s" in rows[path]["error_message"]
    assert summary.extraction.articles == 4
    # two budgets of 1.5 s (plus backoff and politeness), not 2 x 4 x 30 s
    assert took < 30, took


def test_a_host_past_its_budget_waits_for_the_next_run(
    site: Site, store: Store, tmp_path: Path
) -> None:
    good = build_news_site(site, n_feed=3, n_sitemap=0)
    home = b"<html><body>" + b"<p>slow home page</p>" * 200 + b"</body></html>"
    site.route("/", Response(200, home, {"Content-Type": "text/html"}, drip=0.05))
    _feed(site, good)
    config = write_sources(tmp_path, site.base, total_timeout=3, max_attempts=4)
    settings = Settings(url_time_budget=60, host_time_budget=1.0)
    summary = _crawl(config, store, settings, limit=60)
    rows = frontier_rows(store)
    # the home page (fetched before the articles) used the host's time: they wait,
    # queued, for the next run, instead of holding this one or failing
    assert rows["/"]["error_kind"] == "total_timeout"
    assert [rows[p]["state"] for p in good] == ["queued"] * 3
    assert summary.extraction.articles == 0
    again = _crawl(config, store, Settings(url_time_budget=60), limit=60)
    assert again.extraction.articles == 3
