"""End to end on 127.0.0.1: robots, delays, Retry-After, 304, failures, redirects."""

from __future__ import annotations

import gzip
import itertools
import time
from email.utils import formatdate
from pathlib import Path

from sqlalchemy import select

from newsfold.store import Store
from newsfold.store import schema as t
from tests.crawl.crawl_harness import UA, crawl, frontier_rows, write_sources
from tests.crawl.crawl_site import Response, Site, article_html, build_news_site, html


def _articles(store: Store) -> dict[str, str | None]:
    with store.engine.connect() as conn:
        rows = conn.execute(select(t.articles.c.canonical_url, t.articles.c.headline))
        return {str(url): headline for url, headline in rows}


def _add_to_feed(site: Site, paths: list[str]) -> None:
    """Replace the feed with one listing ``paths``."""
    items = "".join(f"<item><title>x</title><link>{site.base}{p}</link></item>" for p in paths)
    rss = f"<?xml version='1.0'?><rss version='2.0'><channel>{items}</channel></rss>".encode()
    site.route("/rss.xml", Response(200, rss, {"Content-Type": "application/rss+xml"}))


def test_robots_disallow_and_crawl_delay_are_obeyed(
    site: Site, store: Store, tmp_path: Path
) -> None:
    paths = build_news_site(site, n_feed=3, n_sitemap=3)
    secret = "/private/2024/05/01/members-only-story"
    site.route(secret, html(article_html(secret, "Secret", "2024-05-01T00:00:00Z")))
    _add_to_feed(site, [*paths[:3], secret])
    robots = (
        f"User-agent: *\nDisallow: /private/\nCrawl-delay: 0.15\n"
        f"Sitemap: {site.base}/sitemap_index.xml\n"
    ).encode()
    site.route("/robots.txt", Response(200, robots, {"Content-Type": "text/plain"}))

    summary = crawl(write_sources(tmp_path, site.base), store)

    assert secret not in site.paths()
    assert frontier_rows(store)[secret]["error_kind"] == "robots_disallowed"
    assert site.paths()[0] == "/robots.txt"
    times = site.times()
    gaps = [b - a for a, b in itertools.pairwise(times)]
    assert len(gaps) >= 9
    assert min(gaps) >= 0.15 * 0.95, gaps
    assert {h.headers["user-agent"] for h in site.hits} == {UA}
    # Sitemaps listed only in robots.txt were followed (index -> gzipped news sitemap).
    assert "/sitemap-news.xml.gz" in site.paths()
    assert len(_articles(store)) == 6
    assert summary.extraction.articles == 6


def test_retry_after_in_both_forms_is_obeyed(site: Site, store: Store, tmp_path: Path) -> None:
    build_news_site(site, n_feed=0, n_sitemap=0)
    calls = {"slow": 0, "busy": 0}
    slow = "/news/2024/05/01/rate-limited-story"
    busy = "/news/2024/05/01/busy-server-story"

    def limited(_headers: dict[str, str]) -> Response:
        calls["slow"] += 1
        if calls["slow"] == 1:
            return Response(429, b"slow down", {"Retry-After": "1"})
        return html(article_html(slow, "Rate limited", "2024-05-01T00:00:00Z"))

    def overloaded(_headers: dict[str, str]) -> Response:
        calls["busy"] += 1
        if calls["busy"] == 1:
            return Response(503, b"busy", {"Retry-After": formatdate(time.time() + 2, usegmt=True)})
        return html(article_html(busy, "Busy", "2024-05-01T00:00:00Z"))

    site.route(slow, limited)
    site.route(busy, overloaded)
    _add_to_feed(site, [slow, busy])

    crawl(write_sources(tmp_path, site.base), store)

    hits = site.hits
    for path, least in ((slow, 1.0), (busy, 1.0)):
        first = next(i for i, h in enumerate(hits) if h.path == path)
        assert hits[first + 1].at - hits[first].at >= least * 0.95, (path, hits[first + 1].path)
    assert calls == {"slow": 2, "busy": 2}
    assert len(_articles(store)) == 2


def test_conditional_get_answers_304_and_nothing_is_reprocessed(
    site: Site, store: Store, tmp_path: Path
) -> None:
    paths = build_news_site(site, n_feed=3, n_sitemap=0)
    config = write_sources(tmp_path, site.base, feed_interval=0, revisit_interval=0)
    first = crawl(config, store)
    assert first.pages_stored == 3
    pages_before = store.counts()["pages"]
    site.hits.clear()

    second = crawl(config, store)

    article_hits = [h for h in site.hits if h.path in paths]
    assert len(article_hits) == 3
    assert all(h.headers.get("if-none-match", "").startswith('"f') for h in article_hits)
    assert second.outcomes["not_modified"] == 3
    assert second.pages_stored == 0
    assert second.extraction.articles == 0
    assert store.counts()["pages"] == pages_before


def test_truncated_gzip_and_oversized_page_fail_with_reasons(
    site: Site, store: Store, tmp_path: Path
) -> None:
    build_news_site(site, n_feed=1, n_sitemap=0)
    cut = "/news/2024/05/01/truncated-gzip-story"
    huge = "/news/2024/05/01/enormous-page-story"
    bomb = "/news/2024/05/01/small-gzip-big-page"
    body = gzip.compress(article_html(cut, "Cut", "2024-05-01T00:00:00Z"))[:-60]
    site.route(cut, Response(200, body, {"Content-Type": "text/html", "Content-Encoding": "gzip"}))
    site.route(huge, html(b"<p>" + b"x" * 300_000 + b"</p>"))
    inflated = gzip.compress(b"<p>" + b"y" * 3_000_000 + b"</p>")
    site.route(
        bomb, Response(200, inflated, {"Content-Type": "text/html", "Content-Encoding": "gzip"})
    )
    ok = "/news/2024/05/01/feed-story-number-0"
    _add_to_feed(site, [cut, huge, bomb, ok])
    config = write_sources(
        tmp_path, site.base, max_body_bytes=200_000, max_decompressed_bytes=1_000_000
    )

    summary = crawl(config, store)

    rows = frontier_rows(store)
    assert (rows[cut]["state"], rows[cut]["error_kind"]) == ("failed", "truncated_gzip")
    assert (rows[huge]["state"], rows[huge]["error_kind"]) == ("failed", "too_large")
    assert (rows[bomb]["state"], rows[bomb]["error_kind"]) == ("failed", "too_large_decompressed")
    assert rows[ok]["state"] == "done"
    assert summary.errors == {"truncated_gzip": 1, "too_large": 1, "too_large_decompressed": 1}
    assert list(_articles(store)) == [f"{site.base}{ok}"]


def test_redirects_are_followed_to_the_canonical_article(
    site: Site, store: Store, tmp_path: Path
) -> None:
    build_news_site(site, n_feed=0, n_sitemap=0)
    real = "/news/2024/05/09/the-real-story"
    site.route("/old/the-story-before-it-moved", Response(301, b"", {"Location": real}))
    site.route(
        "/go/short-link-to-the-story",
        Response(302, b"", {"Location": "/old/the-story-before-it-moved"}),
    )
    site.route(real, Response(301, b"", {"Location": real + "/"}))  # same canonical URL
    site.route(
        real + "/", html(article_html(real, "Real", "2024-05-09T00:00:00Z", f"{site.base}{real}"))
    )
    _add_to_feed(site, ["/go/short-link-to-the-story"])

    crawl(write_sources(tmp_path, site.base), store)

    assert _articles(store) == {f"{site.base}{real}": "Real"}
    rows = frontier_rows(store)
    assert (
        rows["/go/short-link-to-the-story"]["redirect_to"]
        == f"{site.base}/old/the-story-before-it-moved"
    )
    assert rows["/old/the-story-before-it-moved"]["redirect_to"] == f"{site.base}{real}"
    assert rows[real + "/"]["state"] == "done"
    assert rows[real + "/"]["hops"] == 3
    assert site.count(real + "/") == 1
