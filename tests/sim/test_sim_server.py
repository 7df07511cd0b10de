"""The simulated web served on 127.0.0.1: routing, site files and every fault."""

from __future__ import annotations

import gzip
import html
import re
import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from email.utils import parsedate_to_datetime

import httpx
import pytest
import yaml
from protego import Protego

from newsfold.sim.server import FAULTS, SimServer
from newsfold.urls import canonicalize


@pytest.fixture(scope="module")
def server() -> Iterator[SimServer]:
    with SimServer(seed=4, articles=400, slow_s=0.2, huge_bytes=300_000) as srv:
        yield srv


@pytest.fixture
def client(server: SimServer) -> Iterator[httpx.Client]:
    with httpx.Client(proxy=server.proxy_url, timeout=10) as c:
        yield c


def _urls_with(server: SimServer, fault: str | None) -> list[str]:
    return [
        server.web.own_url(a)
        for a in server.web.articles()
        if server.fault_for(a.canonical_url) == fault
    ]


def test_robots_disallows_paths_and_sets_crawl_delay(
    server: SimServer, client: httpx.Client
) -> None:
    text = client.get("http://harbordaily.example/robots.txt").text
    robots = Protego.parse(text)
    assert not robots.can_fetch("http://harbordaily.example/private/x", "newsfold")
    assert robots.can_fetch("http://harbordaily.example/news/a.html", "newsfold")
    assert robots.crawl_delay("newsfold") == 1.0
    assert "Sitemap: http://harbordaily.example/sitemap_index.xml" in text


def test_sitemap_index_leads_to_gzipped_sitemaps_listing_every_article(
    server: SimServer, client: httpx.Client
) -> None:
    outlet = server.web.outlet_for_host("donghai-morning.example")
    assert outlet is not None
    index = client.get("http://donghai-morning.example/sitemap_index.xml").text
    listed: set[str] = set()
    for loc in re.findall(r"<loc>(.*?)</loc>", index):
        raw = client.get(loc).content
        listed |= set(re.findall(r"<loc>(.*?)</loc>", gzip.decompress(raw).decode()))
    expected = {server.web.own_url(a) for a in server.web.articles(outlet)}
    assert expected
    assert listed == expected


def test_news_sitemap_and_feed(server: SimServer, client: httpx.Client) -> None:
    news = client.get("http://northgatewire.example/sitemap-news.xml").text
    assert "<news:publication_date>" in news
    rss = client.get("http://northgatewire.example/rss.xml").text
    assert rss.count("<item>") == min(
        50, len(server.web.articles(server.web.outlets["northgatewire.example"]))
    )
    atom = client.get("http://harbordaily.example/atom.xml").text
    assert "<entry>" in atom


def test_variants_serve_the_same_article(server: SimServer, client: httpx.Client) -> None:
    url = _urls_with(server, None)[0]
    canonical = canonicalize(url)
    host = canonical.split("/")[2]
    for variant in (
        url.replace(host, "www." + host),
        url.rstrip("/") + "/amp",
        url + ("&" if "?" in url else "?") + "utm_source=x",
    ):
        r = client.get(variant)
        assert r.status_code == 200, variant
        art = server.web.lookup(variant)
        assert art is not None
        assert art.canonical_url == canonical


def test_conditional_requests_get_304(server: SimServer, client: httpx.Client) -> None:
    url = _urls_with(server, None)[1]
    first = client.get(url)
    etag, last_modified = first.headers["etag"], first.headers["last-modified"]
    assert client.get(url, headers={"If-None-Match": etag}).status_code == 304
    assert client.get(url, headers={"If-Modified-Since": last_modified}).status_code == 304
    assert client.get(url, headers={"If-None-Match": '"other"'}).status_code == 200


def test_429_with_seconds_then_ok(server: SimServer, client: httpx.Client) -> None:
    url = _urls_with(server, "429-seconds")[0]
    first = client.get(url)
    assert first.status_code == 429
    assert first.headers["retry-after"] == "1"
    assert client.get(url).status_code == 200


def test_429_with_http_date(server: SimServer, client: httpx.Client) -> None:
    url = _urls_with(server, "429-date")[0]
    asked = datetime.now(UTC)
    first = client.get(url)
    assert first.status_code == 429
    retry_at = parsedate_to_datetime(first.headers["retry-after"])
    assert retry_at - asked >= timedelta(seconds=server.retry_after)
    assert client.get(url).status_code == 200


def test_503_once(server: SimServer, client: httpx.Client) -> None:
    url = _urls_with(server, "503")[0]
    assert client.get(url).status_code == 503
    assert client.get(url).status_code == 200


def test_slow_response_takes_its_time(server: SimServer, client: httpx.Client) -> None:
    url = _urls_with(server, "slow")[0]
    r = client.get(url)
    assert r.status_code == 200
    assert r.elapsed.total_seconds() >= 0.2


def test_truncated_gzip_body_is_cut_off(server: SimServer, client: httpx.Client) -> None:
    url = _urls_with(server, "truncated-gzip")[0]
    with client.stream("GET", url) as r:
        raw = b"".join(r.iter_raw())
    assert r.headers["content-encoding"] == "gzip"
    with pytest.raises(EOFError):
        gzip.decompress(raw)
    # A lenient decoder yields a prefix of the page, never the whole of it.
    assert b"</html>" not in client.get(url).content


def test_redirect_chain_ends_at_the_article(server: SimServer, client: httpx.Client) -> None:
    art = server.web.articles()[0]
    r = client.get(f"{art.outlet.base}/go/{art.article_id}", follow_redirects=True)
    assert [h.status_code for h in r.history] == [301, 302]
    assert canonicalize(str(r.url)) == art.canonical_url


def test_huge_pages(server: SimServer, client: httpx.Client) -> None:
    head = client.head("http://midlandcourier.example/huge.html")
    assert int(head.headers["content-length"]) == 300_000
    assert len(client.get("http://midlandcourier.example/huge-stream.html").content) == 300_000


def test_request_log_and_gaps(server: SimServer, client: httpx.Client) -> None:
    server.clear_log()
    for _ in range(3):
        client.get("http://pacificsentinel.example/robots.txt", headers={"User-Agent": "t/1"})
    logged = server.requests_for("pacificsentinel.example")
    assert [r.path for r in logged] == ["/robots.txt"] * 3
    assert logged[0].user_agent == "t/1"
    assert len(server.gaps("pacificsentinel.example")) == 2


def test_sources_yaml_lists_every_outlet(server: SimServer, client: httpx.Client) -> None:
    config = yaml.safe_load(server.sources_yaml())
    assert config["user_agent"]
    assert config["proxy"] == server.proxy_url
    names = [s["name"] for s in config["sources"]]
    assert len(names) == len(server.web.outlets) >= 12
    for source in config["sources"]:
        assert client.get(source["feeds"][0]).status_code == 200
        assert {"url", "sitemaps", "language", "timezone", "rank"} <= source.keys()


def test_unknown_paths_are_404(client: httpx.Client) -> None:
    assert client.get("http://harbordaily.example/no/such/page").status_code == 404


@pytest.mark.parametrize("articles", [8, 12, 40])
def test_every_fault_kind_is_present_even_in_a_tiny_web(articles: int) -> None:
    srv = SimServer(seed=articles, articles=articles)
    try:
        kinds = [srv.fault_for(u) for u in srv.web.by_canonical]
        assert len(kinds) >= 5  # pages less revisions
        assert set(FAULTS.values()) <= set(kinds)
        assert kinds.count(None) >= len(kinds) - 5 * (len(kinds) // 20 + 1)
    finally:
        srv.stop()


def test_as_of_serves_the_web_as_it_stood_then() -> None:
    with SimServer(seed=2, articles=250, faults=False) as srv:
        revised = next(u for u, v in srv.web.versions.items() if len(v) > 1)
        first, second = srv.web.versions[revised][:2]
        start, end = srv.web.span()
        assert start < first.modified < second.modified <= end
        with httpx.Client(proxy=srv.proxy_url, timeout=10) as c:
            srv.as_of = first.modified
            old = c.get(revised)
            rss_then = c.get("http://northgatewire.example/rss.xml").text
            srv.as_of = second.modified
            new = c.get(revised, headers={"If-None-Match": old.headers["etag"]})
            srv.as_of = start
            assert c.get(srv.web.own_url(srv.web.articles()[-1])).status_code == 404
            srv.as_of = None
            rss_now = c.get("http://northgatewire.example/rss.xml").text
        assert old.status_code == new.status_code == 200
        assert old.headers["etag"] != new.headers["etag"]
        assert second.paragraphs[-1] in html.unescape(new.content.decode(second.outlet.encoding))
        assert rss_then.count("<item>") < rss_now.count("<item>")


def test_rate_limit_answers_impatient_clients_with_429() -> None:
    with SimServer(seed=3, articles=30, faults=False, min_gap_s=0.3) as srv:
        art = srv.web.articles()[0]
        url = srv.web.own_url(art)
        with httpx.Client(proxy=srv.proxy_url, timeout=10) as c:
            assert c.get(f"{art.outlet.base}/robots.txt").status_code == 200
            assert c.get(url).status_code == 200
            hurried = c.get(url)
            assert hurried.status_code == 429
            assert int(hurried.headers["retry-after"]) >= 1
            time.sleep(0.35)
            assert c.get(url).status_code == 200


def test_log_limit_keeps_the_newest_entries() -> None:
    with SimServer(seed=1, articles=10, log_limit=4) as srv:
        with httpx.Client(proxy=srv.proxy_url, timeout=10) as c:
            for n in range(7):
                c.get(f"http://capitalbrief.example/robots.txt?n={n}")
        assert len(srv.log) <= 4
        assert srv.log[-1].path == "/robots.txt?n=6"
