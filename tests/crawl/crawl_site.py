"""A tiny news site on 127.0.0.1 for crawler tests, with faults on demand.

Pages are made by code (seeded word salad in sentences), never copied. Every
request is logged with its arrival time, so tests measure politeness from the
server's side, as a publisher would.
"""

from __future__ import annotations

import gzip
import json
import random
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from email.utils import formatdate
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

_WORDS = [
    "council",
    "budget",
    "river",
    "harbour",
    "minister",
    "school",
    "energy",
    "market",
    "rail",
    "bridge",
    "water",
    "farmers",
    "report",
    "election",
    "court",
    "museum",
    "festival",
    "storm",
    "coast",
    "port",
    "hospital",
    "police",
    "weather",
    "city",
    "village",
    "union",
    "airport",
    "factory",
    "museum",
    "library",
    "garden",
    "forest",
    "mountain",
    "island",
    "province",
    "plan",
    "vote",
    "tax",
    "price",
    "trade",
    "export",
    "import",
    "bank",
    "rate",
    "growth",
    "jobs",
    "wage",
    "housing",
    "transport",
    "announced",
    "said",
    "expected",
    "approved",
    "rejected",
    "delayed",
    "opened",
    "closed",
    "reported",
    "confirmed",
]


def prose(seed: str, paragraphs: int = 5) -> list[str]:
    """Deterministic, distinct paragraphs for one article."""
    rng = random.Random(seed)
    out = []
    for _ in range(paragraphs):
        sentences = []
        for _ in range(rng.randint(3, 5)):
            words = [rng.choice(_WORDS) for _ in range(rng.randint(9, 16))]
            sentences.append(" ".join(words).capitalize() + ".")
        out.append(" ".join(sentences))
    return out


def article_html(slug: str, title: str, published: str, canonical: str | None = None) -> bytes:
    """An article page with JSON-LD, a canonical link and a body."""
    body = "".join(f"<p>{p}</p>" for p in prose(slug))
    ld = json.dumps({"@type": "NewsArticle", "headline": title, "datePublished": published})
    link = f'<link rel="canonical" href="{canonical}">' if canonical else ""
    return (
        f"<!doctype html><html lang='en'><head><meta charset='utf-8'><title>{title}</title>"
        f"{link}<script type='application/ld+json'>{ld}</script></head><body>"
        f"<nav><a href='/'>Home</a></nav><article><h1>{title}</h1>{body}</article>"
        "<footer>Copyright Test Daily</footer></body></html>"
    ).encode()


@dataclass(slots=True)
class Response:
    status: int = 200
    body: bytes = b""
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0
    #: Send this many body bytes fewer than Content-Length claims (a cut connection).
    raw: bool = False
    #: Seconds between body bytes: a server that drips its answer (never a read timeout).
    drip: float = 0.0


Route = Callable[[dict[str, str]], Response]


@dataclass(slots=True)
class Hit:
    at: float
    path: str
    headers: dict[str, str]


class Site:
    """Routes by path; a thread-per-request server on a free port."""

    def __init__(self) -> None:
        self.routes: dict[str, Route] = {}
        self.hits: list[Hit] = []
        self._lock = threading.Lock()
        self._server: ThreadingHTTPServer | None = None

    @property
    def base(self) -> str:
        assert self._server is not None
        _host, port = self._server.server_address[:2]
        return f"http://127.0.0.1:{port}"

    def route(self, path: str, response: Response | Route) -> None:
        if isinstance(response, Response):
            fixed = response
            self.routes[path] = lambda _h: fixed
        else:
            self.routes[path] = response

    def paths(self) -> list[str]:
        with self._lock:
            return [h.path for h in self.hits]

    def times(self, predicate: Callable[[str], bool] = lambda p: True) -> list[float]:
        with self._lock:
            return [h.at for h in self.hits if predicate(h.path)]

    def count(self, path: str) -> int:
        return self.paths().count(path)

    def _handle(self, handler: BaseHTTPRequestHandler) -> None:
        arrived = time.monotonic()
        headers = {k.lower(): v for k, v in handler.headers.items()}
        with self._lock:
            self.hits.append(Hit(arrived, handler.path, headers))
        route = self.routes.get(handler.path)
        response = route(headers) if route else Response(404, b"not found")
        if response.delay:
            time.sleep(response.delay)
        handler.send_response(response.status)
        sent_length = False
        for name, value in response.headers.items():
            handler.send_header(name, value)
            sent_length |= name.lower() == "content-length"
        if not sent_length:
            handler.send_header("Content-Length", str(len(response.body)))
        handler.end_headers()
        with suppress(BrokenPipeError, ConnectionResetError):
            if response.drip:
                for i in range(len(response.body)):
                    handler.wfile.write(response.body[i : i + 1])
                    handler.wfile.flush()
                    time.sleep(response.drip)
            else:
                handler.wfile.write(response.body)

    @contextmanager
    def serving(self) -> Iterator[Site]:
        site = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"
            disable_nagle_algorithm = True  # no 40 ms delayed-ACK stalls on kept-alive sockets

            def do_GET(self) -> None:
                site._handle(self)

            def log_message(self, format: str, *args: Any) -> None:
                return

        server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        server.daemon_threads = True
        self._server = server
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        thread.start()
        try:
            yield self
        finally:
            server.shutdown()
            server.server_close()


def etag_route(body: bytes, etag: str, content_type: str = "text/html; charset=utf-8") -> Route:
    """A page that answers 304 when the client already has ``etag``."""
    modified = formatdate(1_700_000_000, usegmt=True)

    def route(headers: dict[str, str]) -> Response:
        if headers.get("if-none-match") == etag:
            return Response(304, b"", {"ETag": etag})
        return Response(
            200, body, {"Content-Type": content_type, "ETag": etag, "Last-Modified": modified}
        )

    return route


def html(body: bytes) -> Response:
    return Response(200, body, {"Content-Type": "text/html; charset=utf-8"})


def build_news_site(site: Site, n_feed: int = 4, n_sitemap: int = 4) -> list[str]:
    """A home page, RSS feed, sitemap index with a gzipped Google News sitemap, and articles.

    Returns the article paths. Articles ``a0..`` are in the feed, ``s0..`` in the sitemap.
    """
    base = site.base
    paths: list[str] = []
    items = []
    for i in range(n_feed):
        path = f"/news/2024/05/0{1 + i % 9}/feed-story-number-{i}"
        paths.append(path)
        site.route(
            path,
            etag_route(article_html(path, f"Feed story {i}", "2024-05-01T10:00:00Z"), f'"f{i}"'),
        )
        items.append(
            f"<item><title>Feed story {i}</title><link>{base}{path}?utm_source=rss</link>"
            f"<pubDate>Wed, 01 May 2024 10:00:00 GMT</pubDate></item>"
        )
    rss = (
        "<?xml version='1.0'?><rss version='2.0'><channel><title>Test Daily</title>"
        + "".join(items)
        + "</channel></rss>"
    ).encode()
    site.route("/rss.xml", Response(200, rss, {"Content-Type": "application/rss+xml"}))
    urls = []
    for i in range(n_sitemap):
        path = f"/world/sitemap-story-{i}-about-the-harbour"
        paths.append(path)
        site.route(
            path,
            etag_route(
                article_html(path, f"Sitemap story {i}", "2024-05-02T08:00:00+01:00"), f'"s{i}"'
            ),
        )
        urls.append(
            f"<url><loc>{base}{path}</loc><news:news><news:publication_date>2024-05-02T08:00:00+01:00"
            f"</news:publication_date><news:title>Sitemap story {i}</news:title></news:news></url>"
        )
    news = (
        "<?xml version='1.0'?><urlset xmlns='http://www.sitemaps.org/schemas/sitemap/0.9' "
        "xmlns:news='http://www.google.com/schemas/sitemap-news/0.9'>" + "".join(urls) + "</urlset>"
    ).encode()
    site.route(
        "/sitemap-news.xml.gz",
        Response(200, gzip.compress(news), {"Content-Type": "application/gzip"}),
    )
    index = (
        "<?xml version='1.0'?><sitemapindex xmlns='http://www.sitemaps.org/schemas/sitemap/0.9'>"
        f"<sitemap><loc>{base}/sitemap-news.xml.gz</loc></sitemap></sitemapindex>"
    ).encode()
    site.route("/sitemap_index.xml", Response(200, index, {"Content-Type": "application/xml"}))
    home = (
        "<html><head><title>Test Daily</title>"
        "<link rel='alternate' type='application/rss+xml' href='/rss.xml'></head><body>"
        + "".join(f"<a href='{p}'>story</a>" for p in paths)
        + "</body></html>"
    ).encode()
    site.route("/", html(home))
    return paths
