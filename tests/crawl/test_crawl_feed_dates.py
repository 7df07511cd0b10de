"""A Google News sitemap's publication date reaches extraction as a date candidate."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy import select

from newsfold.store import open_store
from newsfold.store import schema as t
from tests.crawl.crawl_harness import crawl, write_sources
from tests.crawl.crawl_site import Response, Site, html, prose


def test_sitemap_publication_date_dates_an_undated_page(tmp_path: Path) -> None:
    site = Site()
    with site.serving(), open_store(f"sqlite:///{tmp_path / 'd.db'}") as store:
        path = "/world/undated-story-about-the-harbour-reopening"
        body = "".join(f"<p>{p}</p>" for p in prose(path))
        page = f"<html><head><title>Harbour reopens</title></head><body><article>{body}</article>"
        site.route(path, html((page + "</body></html>").encode()))
        sitemap = (
            "<urlset xmlns='http://www.sitemaps.org/schemas/sitemap/0.9' "
            "xmlns:news='http://www.google.com/schemas/sitemap-news/0.9'>"
            f"<url><loc>{site.base}{path}</loc><news:news><news:publication_date>"
            "2024-05-02T08:00:00+01:00</news:publication_date><news:title>Harbour reopens"
            "</news:title></news:news></url></urlset>"
        ).encode()
        site.route("/news-sitemap.xml", Response(200, sitemap, {"Content-Type": "application/xml"}))
        config = write_sources(
            tmp_path,
            site.base,
            source={"feeds": [], "sitemaps": [f"{site.base}/news-sitemap.xml"]},
        )

        crawl(config, store)

        with store.engine.connect() as conn:
            (published,) = conn.execute(select(t.articles.c.published_at)).scalars().all()
        assert published == datetime(2024, 5, 2, 7, 0, tzinfo=UTC)
