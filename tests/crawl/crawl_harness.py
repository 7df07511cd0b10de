"""Writing a sources.yaml for a test site and running a crawl in-process."""

from __future__ import annotations

import asyncio
import dataclasses
from pathlib import Path
from typing import Any

import yaml

from newsfold.config import Settings
from newsfold.crawl.crawler import Crawler, CrawlSummary
from newsfold.crawl.frontier import Frontier
from newsfold.crawl.sources import load_sources
from newsfold.engine.crawl import crawl as engine_crawl
from newsfold.store import Store

UA = "newsfold-test/0.1 (+https://example.org/contact)"


def write_sources(
    folder: Path, base: str, *, source: dict[str, Any] | None = None, **top: Any
) -> Path:
    """A one-source sources.yaml with fast politeness defaults for tests."""
    entry: dict[str, Any] = {
        "name": "Test Daily",
        "url": f"{base}/",
        "feeds": [f"{base}/rss.xml"],
        "language": "en",
        "timezone": "Europe/London",
        "rank": 0.5,
        "politeness": {"min_delay": 0.0, "park_base": 0.2, "retry_after_cap": 5},
    }
    entry.update(source or {})
    document = {"user_agent": UA, "archive_dir": "warc", **top, "sources": [entry]}
    path = folder / "sources.yaml"
    path.write_text(yaml.safe_dump(document, sort_keys=False), encoding="utf-8")
    return path


def crawl(
    config_path: Path, store: Store, *, proxy: str | None = None, **kwargs: Any
) -> CrawlSummary:
    """Run one ``--once`` crawl to the end (through ``proxy`` when given)."""
    config = load_sources(config_path)
    if proxy:
        config = dataclasses.replace(config, proxy=proxy)
    extract = kwargs.pop("extract", True)
    crawler = Crawler(config, store, Settings(), **kwargs)
    return asyncio.run(engine_crawl(crawler, extract=extract))


def frontier_rows(store: Store) -> dict[str, dict[str, Any]]:
    """Frontier rows keyed by URL path."""
    from urllib.parse import urlsplit

    return {urlsplit(r["url"]).path: r for r in Frontier(store.engine).rows()}
