"""Backing off on 127.0.0.1: an unreadable robots.txt, and a page that keeps failing."""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path

from sqlalchemy import select

from newsfold.store import Store
from newsfold.store.frontier import crawl_hosts
from tests.crawl.crawl_harness import crawl, frontier_rows, write_sources
from tests.crawl.crawl_site import Response, Site, build_news_site


def test_unreadable_robots_txt_postpones_the_host_until_it_can_be_read(
    site: Site, store: Store, tmp_path: Path
) -> None:
    paths = build_news_site(site, n_feed=2, n_sitemap=0)
    answers = iter([Response(503, b"down")])

    def robots(_headers: dict[str, str]) -> Response:
        return next(answers, Response(200, b"User-agent: *\nDisallow: /private/\n"))

    site.route("/robots.txt", robots)
    crawl(write_sources(tmp_path, site.base, robots_error_ttl=0.3), store)

    assert site.count("/robots.txt") == 2
    first_other = next(h for h in site.hits if h.path != "/robots.txt")
    assert first_other.at - site.hits[0].at >= 0.3 * 0.95  # nothing fetched meanwhile
    rows = frontier_rows(store)
    assert all(rows[p]["state"] == "done" for p in paths)
    assert store.counts()["articles"] == 2


def test_a_failing_page_is_retried_with_growing_pauses_then_failed(
    site: Site, store: Store, tmp_path: Path
) -> None:
    paths = build_news_site(site, n_feed=2, n_sitemap=0)
    site.route(paths[0], Response(500, b"oops"))
    config = write_sources(
        tmp_path,
        site.base,
        max_attempts=3,
        source={"politeness": {"min_delay": 0.0, "park_base": 0.2, "park_after": 5}},
    )

    crawl(config, store)

    times = site.times(lambda p: p == paths[0])
    assert len(times) == 3
    first, second = (b - a for a, b in pairwise(times))
    assert first >= 0.2 * 0.95
    assert second >= 0.4 * 0.95
    row = frontier_rows(store)[paths[0]]
    assert (row["state"], row["error_kind"], row["last_status"]) == ("failed", "http_500", 500)
    assert "gave up after 3 tries" in row["error_message"]
    assert frontier_rows(store)[paths[1]]["state"] == "done"
    with store.engine.connect() as conn:
        saved = conn.execute(select(crawl_hosts.c.host, crawl_hosts.c.failures)).all()
    assert saved
    assert saved[0].host == site.base.removeprefix("http://")
