"""The crawler against the simulated news web (``newsfold.sim``) with its faults.

One crawl of three outlets of a small simulated web (behind the sim's proxy)
is shared by the checks below; a second crawl checks conditional GET.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
import yaml
from sqlalchemy import select

from newsfold.config import Settings
from newsfold.crawl.crawler import Crawler, CrawlSummary
from newsfold.crawl.frontier import Frontier
from newsfold.crawl.sources import CrawlConfig, parse_sources
from newsfold.engine.crawl import crawl
from newsfold.sim.server import SimServer
from newsfold.store import Store, open_store
from newsfold.store import schema as t
from newsfold.urls import canonicalize

CRAWL_DELAY = 0.05
OUTLETS = 3
RETRY_AFTER = 1


@dataclass
class SimCrawl:
    server: SimServer
    store: Store
    config: CrawlConfig
    summary: CrawlSummary
    huge: list[str]
    trap: str


def _outlets(server: SimServer) -> list[str]:
    """Base URLs of the three outlets with the most articles (enough for redirect links)."""
    outlets = sorted(server.web.outlets.values(), key=lambda o: -len(server.web.articles(o)))
    return [o.base for o in outlets[:OUTLETS]]


def _config(server: SimServer, folder: Path) -> CrawlConfig:
    doc = yaml.safe_load(server.sources_yaml("newsfold-test/0.1 (+https://example.org)"))
    keep = _outlets(server)
    doc["sources"] = [src for src in doc["sources"] if src["url"].rstrip("/") in keep]
    doc.update(
        proxy=server.proxy_url,
        archive_dir=str(folder / "warc"),
        max_body_bytes=1_000_000,
        politeness={"min_delay": 0.0, "park_base": 0.2, "retry_after_cap": 5},
        feed_interval=0,
        revisit_interval=0,
    )
    first = doc["sources"][0]
    base = first["url"].rstrip("/")
    # Configured URLs that must not be fetched whole (too large) or at all (robots.txt).
    first["feeds"] += [f"{base}/huge.html", f"{base}/huge-stream.html", f"{base}/private/feed.xml"]
    return parse_sources(yaml.safe_dump(doc, allow_unicode=True))


def _crawl(config: CrawlConfig, store: Store) -> CrawlSummary:
    return asyncio.run(crawl(Crawler(config, store, Settings())))


@pytest.fixture(scope="module")
def sim(tmp_path_factory: pytest.TempPathFactory) -> Iterator[SimCrawl]:
    folder = tmp_path_factory.mktemp("sim")
    with (
        SimServer(
            seed=8,
            articles=60,
            retry_after=RETRY_AFTER,
            slow_s=0.1,
            crawl_delay=CRAWL_DELAY,
            huge_bytes=3_000_000,
        ) as server,
        open_store(f"sqlite:///{folder / 'sim.db'}") as store,
    ):
        config = _config(server, folder)
        summary = _crawl(config, store)
        base = config.sources[0].url.rstrip("/")
        yield SimCrawl(
            server,
            store,
            config,
            summary,
            [f"{base}/huge.html", f"{base}/huge-stream.html"],
            f"{base}/private/feed.xml",
        )


def _stored_urls(store: Store) -> set[str]:
    with store.engine.connect() as conn:
        return set(conn.execute(select(t.articles.c.canonical_url)).scalars())


def test_every_article_of_the_ground_truth_is_stored_except_broken_ones(sim: SimCrawl) -> None:
    keep = _outlets(sim.server)
    served = {
        canonicalize(a.canonical_url) for a in sim.server.web.articles() if a.outlet.base in keep
    }
    broken = {u for u in served if sim.server.fault_for(u) == "truncated-gzip"}
    assert broken, "the seed should give at least one truncated page"
    assert _stored_urls(sim.store) == served - broken
    failures = Frontier(sim.store.engine).failures()
    assert failures["truncated_gzip"] == len(broken)


def test_robots_txt_and_crawl_delay_are_obeyed_on_every_host(sim: SimCrawl) -> None:
    log = sim.server.log
    assert not [r for r in log if r.path.startswith(("/private", "/search"))]
    row = Frontier(sim.store.engine).row(sim.trap)
    assert row is not None
    assert row["error_kind"] == "robots_disallowed"
    hosts = {r.host for r in log}
    assert len(hosts) >= OUTLETS
    for host in hosts:
        requests = sim.server.requests_for(host)
        assert requests[0].path == "/robots.txt"
        gaps = sim.server.gaps(host)
        assert not gaps or min(gaps) >= CRAWL_DELAY * 0.95, (host, min(gaps))
    assert {r.user_agent for r in log} == {sim.config.user_agent}


def test_retry_after_is_obeyed(sim: SimCrawl) -> None:
    limited = [r for r in sim.server.log if r.status == 429]
    assert limited
    for hit in limited:
        later = [r for r in sim.server.requests_for(hit.host) if r.at > hit.at]
        assert later, "the limited host was never asked again"
        if sim.server.fault_for(f"http://{hit.host}{hit.path}") == "429-seconds":
            assert later[0].at - hit.at >= RETRY_AFTER * 0.95
        again = [r for r in later if r.path == hit.path]
        assert again[0].status == 200


def test_oversized_pages_fail_with_a_reason(sim: SimCrawl) -> None:
    frontier = Frontier(sim.store.engine)
    for url in sim.huge:
        row = frontier.row(url)
        assert row is not None
        assert (row["state"], row["error_kind"]) == ("failed", "too_large")


def test_redirect_chains_lead_to_the_canonical_article(sim: SimCrawl) -> None:
    go = [r for r in Frontier(sim.store.engine).rows() if "/go/" in r["url"] and r["redirect_to"]]
    assert go
    stored = _stored_urls(sim.store)
    for row in go:
        assert canonicalize(row["redirect_to"]) in stored


def test_second_crawl_gets_304s_and_stores_nothing_new(sim: SimCrawl, tmp_path: Path) -> None:
    config = _config(sim.server, tmp_path)
    before = sim.store.counts()["pages"]
    seen = len(sim.server.log)
    summary = _crawl(config, sim.store)
    assert summary.outcomes["not_modified"] > 0
    assert summary.pages_stored == 0
    assert summary.extraction.articles == 0
    assert sim.store.counts()["pages"] == before
    statuses = [r.status for r in sim.server.log[seen:]]
    assert statuses.count(304) == summary.outcomes["not_modified"]
