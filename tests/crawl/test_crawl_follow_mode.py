"""``--follow``: feeds and recent articles are revisited on schedule until stopped."""

from __future__ import annotations

import asyncio
from pathlib import Path

from newsfold.config import Settings
from newsfold.crawl.crawler import Crawler
from newsfold.crawl.frontier import Frontier
from newsfold.crawl.sources import load_sources
from newsfold.engine.crawl import crawl
from newsfold.store import open_store
from tests.crawl.crawl_harness import write_sources
from tests.crawl.crawl_site import Response, Site, article_html, build_news_site, etag_route


def test_follow_revisits_feeds_finds_new_articles_and_stops_cleanly(tmp_path: Path) -> None:
    site = Site()
    with site.serving(), open_store(f"sqlite:///{tmp_path / 'f.db'}") as store:
        paths = build_news_site(site, n_feed=2, n_sitemap=0)
        late = "/news/2024/05/03/published-after-the-first-visit"
        site.route(late, etag_route(article_html(late, "Late", "2024-05-03T00:00:00Z"), '"late"'))
        first_feed = site.routes["/rss.xml"]

        def growing_feed(headers: dict[str, str]) -> Response:
            if site.count("/rss.xml") <= 1:
                return first_feed(headers)
            items = "".join(
                f"<item><title>x</title><link>{site.base}{p}</link></item>" for p in [*paths, late]
            )
            rss = f"<rss version='2.0'><channel>{items}</channel></rss>".encode()
            return Response(200, rss, {"Content-Type": "application/rss+xml"})

        site.route("/rss.xml", growing_feed)
        config = load_sources(
            write_sources(
                tmp_path, site.base, source={"feed_interval": 0.3, "revisit_interval": 0.3}
            )
        )
        crawler = Crawler(config, store, Settings(), follow=True)

        async def run() -> None:
            task = asyncio.create_task(crawl(crawler))
            for _ in range(200):
                await asyncio.sleep(0.05)
                if site.count("/rss.xml") >= 3 and site.count(late) >= 2:
                    break
            crawler.stop()
            await asyncio.wait_for(task, 10)

        asyncio.run(run())

        assert site.count("/rss.xml") >= 3
        revisits = [h for h in site.hits if h.path == late][1:]
        assert revisits
        assert all(h.headers.get("if-none-match") == '"late"' for h in revisits)
        assert store.counts()["articles"] == 3  # revisits answered 304 added nothing
        assert "in_flight" not in Frontier(store.engine).counts()
