"""Serve the simulated web on 127.0.0.1, with the faults a polite crawler must survive.

Every outlet keeps its own host name (``http://harbordaily.example/...``), so
the server works as a plain-HTTP **forward proxy**: point an HTTP client's
proxy at it and fetch the outlets' real URLs. A request for a path on the
server itself (no absolute URL) is routed by its ``Host`` header, and the
server's own ``/`` lists the outlets. Use from tests::

    from newsfold.sim.server import SimServer

    with SimServer(seed=1, articles=200) as server:
        client = httpx.Client(proxy=server.proxy_url)      # or mounts={"http://": ...}
        r = client.get("http://harbordaily.example/robots.txt")
        server.sources_yaml()          # crawler config for this web (sources.yaml text)
        server.web.articles()          # SimArticle values: the ground truth of what is served
        server.fault_for(url)          # which fault (if any) a URL has
        server.log                     # [LoggedRequest(at, host, path, status, ...)]
        server.gaps("harbordaily.example")   # seconds between successive requests to a host

From a shell: ``newsfold sim serve --port 8808`` then
``curl -x http://127.0.0.1:8808 http://harbordaily.example/``.

Faults (``faults=True``, the default), five in every twenty article URLs, chosen
by a stable hash (:meth:`SimServer.fault_for` says which; each kind is present
in any web of five or more articles), so most URLs behave normally:

* ``429-seconds``: first request answered 429 with ``Retry-After: <retry_after>``;
* ``429-date``: first request answered 429 with an HTTP-date ``Retry-After``;
* ``503``: first request answered 503 (no Retry-After);
* ``slow``: every response delayed by ``slow_s`` seconds;
* ``truncated-gzip``: always answered with ``Content-Encoding: gzip`` and a cut-off body.

Everywhere: articles, feeds and sitemaps carry ``ETag`` and ``Last-Modified``
and answer 304 to a matching ``If-None-Match`` / ``If-Modified-Since``;
``/go/<article id>`` is a redirect chain (301 to ``www.``, then 302 to the
article); ``/huge.html`` on every outlet is a page of ``huge_bytes`` bytes
(with Content-Length) and ``/huge-stream.html`` the same without one;
``as_of`` (settable between crawls) serves the web as it stood at that
instant: only articles published by then, each in its version current then, so
a second crawl after moving ``as_of`` forward meets new articles and revised
pages at known URLs (``server.web.span()`` gives the web's time range).
``min_gap_s`` (off by default) rate-limits: a request arriving sooner than that
after the previous one to the same host gets 429 with ``Retry-After``.
robots.txt disallows ``/search`` and ``/private/`` (both exist and answer 200,
so a crawler that ignores robots is caught in the log) and sets a
``Crawl-delay`` on outlets that have one (``crawl_delay`` overrides the value).
Without ``as_of`` articles are served in their latest version.
"""

from __future__ import annotations

import gzip
import hashlib
import logging
import math
import threading
import time
import zlib
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from email.utils import format_datetime, parsedate_to_datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from itertools import pairwise
from types import TracebackType
from urllib.parse import urlsplit

from newsfold.sim.outlets import Outlet
from newsfold.sim.render import RenderedPage
from newsfold.sim.site import SimWeb, SiteFile
from newsfold.urls import canonicalize

__all__ = ["FAULTS", "LoggedRequest", "SimServer"]

log = logging.getLogger(__name__)

#: Fault kinds by rank modulo 20 (articles ranked by ``crc32`` of their canonical
#: URL), so every web of five or more articles has each fault; other ranks are normal.
FAULTS: dict[int, str] = {
    0: "429-seconds",
    1: "429-date",
    2: "503",
    3: "slow",
    4: "truncated-gzip",
}


@dataclass(frozen=True, slots=True)
class LoggedRequest:
    """One request as the server saw it."""

    at: float  # time.monotonic()
    method: str
    host: str
    path: str
    status: int
    user_agent: str
    headers: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class _Response:
    status: int
    body: bytes = b""
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0
    #: Stream ``size`` bytes of filler instead of ``body`` (the huge pages).
    stream_size: int = 0
    send_length: bool = True


class SimServer:
    """A threaded HTTP server over a :class:`SimWeb`; a context manager for tests."""

    def __init__(
        self,
        seed: int = 0,
        articles: int = 300,
        *,
        port: int = 0,
        faults: bool = True,
        retry_after: int = 1,
        slow_s: float = 0.5,
        huge_bytes: int = 20 * 1024 * 1024,
        crawl_delay: float | None = None,
        web: SimWeb | None = None,
        as_of: datetime | None = None,
        min_gap_s: float | None = None,
        log_limit: int | None = None,
    ) -> None:
        self.web = web if web is not None else SimWeb(seed, articles)
        self.faults = faults
        self.retry_after = retry_after
        self.slow_s = slow_s
        self.huge_bytes = huge_bytes
        self.crawl_delay = crawl_delay
        #: Serve the web as it was at this instant (None: everything, latest versions).
        #: Assign a later instant between crawls to publish new articles and revisions.
        self.as_of = as_of
        #: Rate limit: a request to a host sooner than this after the previous
        #: one is answered 429 (None: no limit; robots.txt is never limited).
        self.min_gap_s = min_gap_s
        self._last_at: dict[str, float] = {}
        self.log: list[LoggedRequest] = []
        #: Keep at most this many log entries (the oldest half is dropped); None: all.
        self.log_limit = log_limit
        ranked = sorted(self.web.by_canonical, key=lambda u: (zlib.crc32(u.encode()), u))
        self._faults = {u: FAULTS[r % 20] for r, u in enumerate(ranked) if r % 20 in FAULTS}
        self._hits: dict[str, int] = {}
        self._lock = threading.Lock()
        self._httpd = _HTTPServer(("127.0.0.1", port), _Handler)
        self._httpd.sim = self
        self._thread: threading.Thread | None = None

    # --- lifecycle ------------------------------------------------------------

    @property
    def port(self) -> int:
        """The bound port."""
        return int(self._httpd.server_address[1])

    @property
    def proxy_url(self) -> str:
        """Give this to an HTTP client as its proxy for ``http://`` URLs."""
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> SimServer:
        """Serve in a daemon thread."""
        self._thread = threading.Thread(target=self._httpd.serve_forever, daemon=True)
        self._thread.start()
        return self

    def serve_forever(self) -> None:
        """Serve in the calling thread (the CLI)."""
        self._httpd.serve_forever()

    def stop(self) -> None:
        """Stop serving and close the socket."""
        if self._thread is not None:
            self._httpd.shutdown()
            self._thread.join(timeout=5)
            self._thread = None
        self._httpd.server_close()

    def __enter__(self) -> SimServer:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()

    # --- queries for tests ----------------------------------------------------

    def sources_yaml(self, user_agent: str = "newsfold-sim-crawler/0.1") -> str:
        """``sources.yaml`` text for this web, with ``proxy`` set to this server."""
        return self.web.sources_yaml(user_agent, proxy=self.proxy_url)

    def fault_for(self, url: str) -> str | None:
        """The fault kind of an article URL (None: served normally)."""
        if not self.faults:
            return None
        return self._faults.get(canonicalize(url))

    def requests_for(self, host: str) -> list[LoggedRequest]:
        """Logged requests to ``host`` (``www.`` counted separately), oldest first."""
        with self._lock:
            return [r for r in self.log if r.host == host]

    def gaps(self, host: str) -> list[float]:
        """Seconds between the starts of successive requests to ``host``."""
        times = [r.at for r in self.requests_for(host)]
        return [b - a for a, b in pairwise(times)]

    def clear_log(self) -> None:
        """Forget logged requests and first-hit fault state."""
        with self._lock:
            self.log.clear()
            self._hits.clear()

    # --- request handling -----------------------------------------------------

    def _first_hit(self, key: str) -> bool:
        with self._lock:
            n = self._hits.get(key, 0)
            self._hits[key] = n + 1
            return n == 0

    def _record(self, entry: LoggedRequest) -> None:
        with self._lock:
            if self.log_limit is not None and len(self.log) >= self.log_limit:
                del self.log[: max(1, self.log_limit // 2)]
            self.log.append(entry)

    def _too_soon(self, host: str, target: str, at: float) -> bool:
        """Whether a request breaks the rate limit (and remember it either way)."""
        if self.min_gap_s is None or target.startswith("/robots.txt"):
            return False
        with self._lock:
            last = self._last_at.get(host)
            self._last_at[host] = at
        return last is not None and at - last < self.min_gap_s

    def respond(self, method: str, host: str, target: str, headers: dict[str, str]) -> _Response:
        """The response to one request (pure except for first-hit fault state)."""
        outlet = self.web.outlet_for_host(host)
        if outlet is None:
            return self._server_index()
        parts = urlsplit(target)
        path = parts.path or "/"
        url = f"http://{host}{target}"
        if path == "/robots.txt":
            delay = self.crawl_delay if self.crawl_delay is not None else outlet.crawl_delay
            return _static(self.web.robots(outlet, delay), headers)
        if path == self.web.feed_path(outlet):
            return _static(self.web.feed(outlet, self.as_of), headers)
        if path == "/sitemap_index.xml":
            return _static(self.web.sitemap_index(outlet, self.as_of), headers)
        if path == "/sitemap-news.xml":
            return _static(self.web.news_sitemap(outlet, self.as_of), headers)
        if path.startswith("/sitemaps/sitemap-") and path.endswith(".xml.gz"):
            month = path[len("/sitemaps/sitemap-") : -len(".xml.gz")]
            found = self.web.sitemap_month(outlet, month, self.as_of)
            return _static(found, headers) if found else _not_found()
        if path.startswith("/go/"):
            return self._redirect(outlet, host, path)
        if path in ("/huge.html", "/huge-stream.html"):
            return _Response(
                200,
                headers={"Content-Type": "text/html; charset=utf-8"},
                stream_size=self.huge_bytes,
                send_length=path == "/huge.html",
            )
        if path in ("/search", "/private/", "/private") or path.startswith("/private/"):
            return _Response(
                200,
                b"<html><body>trap: disallowed by robots.txt</body></html>",
                {"Content-Type": "text/html"},
            )
        if path == "/":
            return _static(self.web.listing(outlet, None, self.as_of), headers)
        art = self.web.lookup(url, self.as_of)
        if art is None:
            section = path.strip("/")
            if section in outlet.sections or any(
                section == f"s{i}" for i in range(len(outlet.sections))
            ):
                name = section if section in outlet.sections else outlet.sections[int(section[1:])]
                return _static(self.web.listing(outlet, name, self.as_of), headers)
            return _not_found()
        return self._article(art.canonical_url, self.web.render(art), method, headers)

    def _article(
        self, canonical: str, page: RenderedPage, method: str, headers: dict[str, str]
    ) -> _Response:
        fault = self.fault_for(canonical)
        delay = self.slow_s if fault == "slow" else 0.0
        if fault in ("429-seconds", "429-date", "503") and self._first_hit(canonical):
            if fault == "503":
                return _Response(503, b"Service Unavailable", {"Content-Type": "text/plain"})
            if fault == "429-seconds":
                retry = str(self.retry_after)
            else:
                retry = format_datetime(_utcnow_plus(self.retry_after), usegmt=True)
            return _Response(
                429, b"Too Many Requests", {"Content-Type": "text/plain", "Retry-After": retry}
            )
        out = dict(page.headers)
        out.pop("Date", None)
        etag = '"' + hashlib.blake2b(page.body, digest_size=8).hexdigest() + '"'
        out["ETag"] = etag
        if _not_modified(headers, etag, out["Last-Modified"]):
            return _Response(
                304, b"", {"ETag": etag, "Last-Modified": out["Last-Modified"]}, delay=delay
            )
        body = page.body
        if fault == "truncated-gzip":
            compressed = gzip.compress(body, mtime=0)
            body = compressed[: max(20, len(compressed) // 2)]
            out["Content-Encoding"] = "gzip"
        return _Response(200, body, out, delay=delay)

    def _redirect(self, outlet: Outlet, host: str, path: str) -> _Response:
        tail = path[len("/go/") :].strip("/")
        if not tail.isdigit():
            return _not_found()
        art = self.web.by_id.get((outlet.host, int(tail)))
        if art is None:
            return _not_found()
        if not host.startswith("www."):
            return _Response(301, b"", {"Location": f"http://www.{outlet.host}/go/{tail}"})
        return _Response(302, b"", {"Location": self.web.own_url(art)})

    def _server_index(self) -> _Response:
        links = "".join(
            f'<li><a href="{o.base}/">{o.name}</a> ({o.host})</li>'
            for o in self.web.outlets.values()
        )
        html = (
            '<!DOCTYPE html><html><head><meta charset="utf-8"><title>newsfold sim</title></head>'
            f"<body><p>Use this server as an HTTP proxy for these hosts:</p><ul>{links}</ul>"
            "</body></html>"
        )
        return _Response(200, html.encode(), {"Content-Type": "text/html; charset=utf-8"})


def _utcnow_plus(seconds: int) -> datetime:
    """Now plus ``seconds``, rounded up to the whole second an HTTP-date can state.

    Rounding down would let a client that honours the date retry early.
    """
    now = datetime.now(UTC)
    return now.replace(microsecond=0) + timedelta(seconds=seconds + (1 if now.microsecond else 0))


def _not_found() -> _Response:
    return _Response(404, b"<html><body>404 Not Found</body></html>", {"Content-Type": "text/html"})


def _not_modified(headers: dict[str, str], etag: str, last_modified: str) -> bool:
    inm = headers.get("if-none-match")
    if inm is not None:
        return etag in [t.strip() for t in inm.split(",")] or inm.strip() == "*"
    ims = headers.get("if-modified-since")
    if ims:
        try:
            return parsedate_to_datetime(ims) >= parsedate_to_datetime(last_modified)
        except (TypeError, ValueError):
            return False
    return False


def _static(item: SiteFile, headers: dict[str, str]) -> _Response:
    etag = '"' + hashlib.blake2b(item.body, digest_size=8).hexdigest() + '"'
    last_modified = "Mon, 06 Jan 2020 00:00:00 GMT"
    if _not_modified(headers, etag, last_modified):
        return _Response(304, b"", {"ETag": etag, "Last-Modified": last_modified})
    return _Response(
        200,
        item.body,
        {"Content-Type": item.content_type, "ETag": etag, "Last-Modified": last_modified},
    )


class _HTTPServer(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True
    # socketserver's listen backlog of 5 drops SYNs when a crawler opens a few
    # dozen connections at once, and each drop costs a 1 s retransmission.
    request_queue_size = 256
    sim: SimServer


_FILLER = b"<p>" + b"filler text for an oversized page " * 30 + b"</p>\n"


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    # Headers and body go out in two writes; without TCP_NODELAY every response
    # on a kept-alive connection waits ~40 ms for a delayed ACK (Nagle).
    disable_nagle_algorithm = True
    server: _HTTPServer
    server_version = "newsfold-sim/0.1"

    def log_message(self, format: str, *args: object) -> None:
        log.debug("%s " + format, self.address_string(), *args)

    def do_GET(self) -> None:
        self._handle("GET")

    def do_HEAD(self) -> None:
        self._handle("HEAD")

    def _handle(self, method: str) -> None:
        sim = self.server.sim
        target = self.path
        if target.startswith(("http://", "https://")):
            parts = urlsplit(target)
            host = parts.netloc
            target = parts.path + (f"?{parts.query}" if parts.query else "")
        else:
            host = self.headers.get("Host", "")
        host = host.split(":", 1)[0].lower()
        headers = {k.lower(): v for k, v in self.headers.items()}
        started = time.monotonic()
        try:
            if sim._too_soon(host, target, started):
                wait = str(max(1, math.ceil(sim.min_gap_s or 1)))
                response = _Response(429, b"Too Many Requests: slow down", {"Retry-After": wait})
            else:
                response = sim.respond(method, host, target or "/", headers)
        except Exception:  # a bug in the simulator must not kill the test's server thread
            log.exception("sim server failed on %s %s", host, target)
            response = _Response(500, b"internal error", {"Content-Type": "text/plain"})
        sim._record(
            LoggedRequest(
                started,
                method,
                host,
                target,
                response.status,
                headers.get("user-agent", ""),
                headers,
            )
        )
        if response.delay:
            time.sleep(response.delay)
        self._send(method, response)

    def _send(self, method: str, response: _Response) -> None:
        self.send_response(response.status)
        for name, value in response.headers.items():
            self.send_header(name, value)
        if response.stream_size:
            if response.send_length:
                self.send_header("Content-Length", str(response.stream_size))
            else:
                self.send_header("Connection", "close")
                self.close_connection = True
            self.end_headers()
            if method == "HEAD":
                return
            self._stream(response.stream_size)
            return
        self.send_header("Content-Length", str(len(response.body)))
        self.end_headers()
        if method != "HEAD" and response.status != 304:
            self.wfile.write(response.body)

    def _stream(self, size: int) -> None:
        head = b"<!DOCTYPE html><html><head><title>Huge page</title></head><body>\n"
        sent = 0
        try:
            chunk = head
            while sent < size:
                piece = chunk[: size - sent]
                self.wfile.write(piece)
                sent += len(piece)
                chunk = _FILLER * 64
        except (BrokenPipeError, ConnectionResetError):
            return  # the client gave up on the huge page, as it should
