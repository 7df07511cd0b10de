"""A source with neither feeds nor sitemaps: common paths probed, links followed."""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import select

from newsfold.crawl.frontier import Frontier
from newsfold.store import open_store
from newsfold.store import schema as t
from tests.crawl.crawl_harness import crawl, write_sources
from tests.crawl.crawl_site import Response, Site, article_html, html


def test_home_and_section_links_and_probed_feed_are_followed(tmp_path: Path) -> None:
    site = Site()
    with site.serving(), open_store(f"sqlite:///{tmp_path / 'l.db'}") as store:
        home_story = "/2024/05/01/council-approves-the-harbour-budget"
        section_story = "/business/markets-close-higher-after-rate-decision"
        feed_story = "/2024/05/02/only-listed-in-the-feed-found-by-probing"
        for path in (home_story, section_story, feed_story):
            site.route(path, html(article_html(path, path.rsplit("/", 1)[1], "2024-05-01")))
        site.route(
            "/",
            html(
                f"<html><body><a href='{home_story}'>a</a><a href='/business'>Business</a>"
                "<a href='/tag/harbour'>tag</a><a href='http://elsewhere.example/x-y-z-w'>off</a>"
                "</body></html>".encode()
            ),
        )
        site.route(
            "/business", html(f"<a href='{section_story}'>b</a><a href='/'>home</a>".encode())
        )
        rss = (
            f"<rss version='2.0'><channel><item><link>{site.base}{feed_story}</link></item>"
            "</channel></rss>"
        ).encode()
        site.route("/feed", Response(200, rss, {"Content-Type": "application/rss+xml"}))
        config = write_sources(tmp_path, site.base, source={"feeds": []})

        crawl(config, store)

        with store.engine.connect() as conn:
            urls = set(conn.execute(select(t.articles.c.canonical_url)).scalars())
        assert urls == {site.base + p for p in (home_story, section_story, feed_story)}
        frontier = Frontier(store.engine)
        assert frontier.failures() == {}  # probes that found nothing are not failures
        assert "/tag/harbour" not in site.paths()
        assert "/sitemap.xml" in site.paths()
