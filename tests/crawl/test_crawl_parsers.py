"""Body limits, feeds, sitemaps, autodiscovery, link guessing and robots.txt caching."""

from __future__ import annotations

import asyncio
import gzip
import json
import zlib

import pytest

from newsfold.crawl.discovery import (
    autodiscover_feeds,
    looks_like_article,
    page_links,
    parse_feed,
    parse_sitemap,
)
from newsfold.crawl.fetcher import BodyRefusedError, FetchResult, decode_body
from newsfold.crawl.robots import RobotsCache, agent_token

BASE = "http://news.example/"


def test_decode_body_limits_and_truncation() -> None:
    text = b"<p>hello</p>" * 1000
    assert decode_body(gzip.compress(text), "gzip", 1 << 20) == text
    assert decode_body(zlib.compress(text), "deflate", 1 << 20) == text
    raw_deflate = zlib.compressobj(wbits=-15)
    assert decode_body(raw_deflate.compress(text) + raw_deflate.flush(), "deflate", 1 << 20) == text
    with pytest.raises(BodyRefusedError) as cut:
        decode_body(gzip.compress(text)[:-40], "gzip", 1 << 20)
    assert cut.value.kind == "truncated_gzip"
    bomb = gzip.compress(b"\0" * 5_000_000)
    with pytest.raises(BodyRefusedError) as big:
        decode_body(bomb, "gzip", 100_000)
    assert big.value.kind == "too_large_decompressed"
    with pytest.raises(BodyRefusedError) as odd:
        decode_body(text, "br", 1 << 20)
    assert odd.value.kind == "unsupported_encoding"


def test_rss_atom_and_json_feeds() -> None:
    rss = b"""<?xml version="1.0"?><rss version="2.0"><channel><title>t</title>
      <item><title>One</title><link>/a/one-story-here-now</link>
      <pubDate>Wed, 01 May 2024 10:00:00 +0200</pubDate></item>
      <item><title>No link</title></item></channel></rss>"""
    links = parse_feed(rss, BASE + "rss.xml")
    assert [(link.url, link.kind) for link in links] == [
        ("http://news.example/a/one-story-here-now", "article")
    ]
    assert links[0].hints == {"published": "2024-05-01T08:00:00Z", "title": "One"}
    atom = b"""<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>t</title>
      <entry><title>Two</title><link rel="alternate" href="http://news.example/b/two"/>
      <updated>2024-05-02T00:00:00Z</updated></entry></feed>"""
    assert [link.url for link in parse_feed(atom, BASE + "atom.xml")] == [
        "http://news.example/b/two"
    ]
    feed = {
        "version": "https://jsonfeed.org/version/1.1",
        "items": [
            {
                "id": "1",
                "url": "https://news.example/c/three",
                "title": "Three",
                "date_published": "2024-05-03T01:02:03Z",
            },
            {"id": "2", "external_url": "/d/four"},
            {"id": "3"},
        ],
    }
    links = parse_feed(json.dumps(feed).encode(), BASE + "feed.json", "application/feed+json")
    assert [link.url for link in links] == [
        "https://news.example/c/three",
        "http://news.example/d/four",
    ]
    assert links[0].hints["published"] == "2024-05-03T01:02:03Z"


def test_sitemap_index_gzip_news_and_text() -> None:
    index = b"""<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
      <sitemap><loc>http://news.example/s1.xml.gz</loc></sitemap></sitemapindex>"""
    assert [(link.url, link.kind) for link in parse_sitemap(index, BASE)] == [
        ("http://news.example/s1.xml.gz", "sitemap")
    ]
    news = b"""<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
      xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">
      <url><loc>http://news.example/x/story-one</loc><lastmod>2024-05-01</lastmod>
      <news:news><news:publication_date>2024-05-01T09:00:00+08:00</news:publication_date>
      <news:title>Story one</news:title></news:news></url></urlset>"""
    (link,) = parse_sitemap(gzip.compress(news), BASE)
    assert link.kind == "article"
    assert link.hints == {
        "lastmod": "2024-05-01",
        "published": "2024-05-01T09:00:00+08:00",
        "title": "Story one",
    }
    with pytest.raises(BodyRefusedError):
        parse_sitemap(gzip.compress(news)[:-30], BASE)
    text = b"http://news.example/p/1\nhttp://news.example/p/2\n"
    assert [link.url for link in parse_sitemap(text, BASE)] == [
        "http://news.example/p/1",
        "http://news.example/p/2",
    ]


def test_autodiscovery_and_links() -> None:
    page = b"""<html><head>
      <link rel="alternate" type="application/rss+xml" href="/rss.xml">
      <link rel="alternate" type="application/atom+xml" href="http://news.example/atom">
      <link rel="stylesheet" href="/s.css"></head><body>
      <a href="/business">Business</a>
      <a href="/2024/05/01/rates-hold-steady">story</a>
      <a href="/world/harbour-reopens-after-the-long-storm">story</a>
      <a href="/tag/harbour">tag</a><a href="/logo.png">img</a>
      <a href="/a/123456.html#comments">numbered</a>
      <a href="/spam-link-to-follow-not" rel="nofollow">no</a></body></html>"""
    assert autodiscover_feeds(page, BASE) == [
        "http://news.example/rss.xml",
        "http://news.example/atom",
    ]
    found = {(link.url, link.kind) for link in page_links(page, BASE)}
    assert found == {
        ("http://news.example/rss.xml", "feed"),
        ("http://news.example/atom", "feed"),
        ("http://news.example/business", "section"),
        ("http://news.example/2024/05/01/rates-hold-steady", "article"),
        ("http://news.example/world/harbour-reopens-after-the-long-storm", "article"),
        ("http://news.example/a/123456.html", "article"),
    }


@pytest.mark.parametrize(
    ("url", "expected"),
    [
        ("http://n.example/2020/01/26/some-story", True),
        ("http://n.example/world/2020-01-26/doc-iimxyq123456.shtml", True),
        ("http://n.example/politics/minister-resigns-over-budget-row", True),
        ("http://n.example/", False),
        ("http://n.example/sport", False),
        ("http://n.example/author/jane-doe-smith-jones", False),
        ("http://n.example/page/2", False),
        ("http://n.example/img/photo-of-the-day-here.jpg", False),
    ],
)
def test_looks_like_article(url: str, expected: bool) -> None:
    assert looks_like_article(url) is expected


def test_robots_cache_statuses_and_expiry() -> None:
    now = [0.0]
    answers: dict[str, FetchResult] = {}
    calls: list[str] = []

    async def fetch(url: str) -> FetchResult:
        calls.append(url)
        return answers[url]

    robots = (
        b"User-agent: *\nDisallow: /private/\nCrawl-delay: 0.25\nSitemap: http://a.example/s.xml\n"
    )
    answers["http://a.example/robots.txt"] = FetchResult(
        "http://a.example/robots.txt", 200, {"content-type": "text/plain"}, robots
    )
    answers["http://b.example/robots.txt"] = FetchResult("http://b.example/robots.txt", 404)
    answers["http://c.example/robots.txt"] = FetchResult("http://c.example/robots.txt", 503)
    cache = RobotsCache(fetch, "newsfold/0.1 (+x)", ttl=100.0, error_ttl=5.0, clock=lambda: now[0])
    assert agent_token("newsfold/0.1 (+x)") == "newsfold"

    async def go() -> None:
        a = await cache.refresh("http://a.example/x")
        assert not a.allowed("http://a.example/private/1", cache.agent)
        assert a.allowed("http://a.example/public/1", cache.agent)
        assert a.crawl_delay(cache.agent) == 0.25
        assert a.sitemaps == ["http://a.example/s.xml"]
        b = await cache.refresh("http://b.example/x")
        assert b.allowed("http://b.example/anything", cache.agent)
        c = await cache.refresh("http://c.example/x")
        assert c.unavailable
        assert not c.allowed("http://c.example/", cache.agent)

    asyncio.run(go())
    assert cache.cached("http://a.example/other") is not None
    now[0] = 6.0
    assert cache.cached("http://c.example/") is None  # errors are retried soon
    assert cache.cached("http://a.example/") is not None
    now[0] = 101.0
    assert cache.cached("http://a.example/") is None  # and rules expire
    assert len(calls) == 3
