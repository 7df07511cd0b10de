"""One HTTP request, with every limit a crawler needs (async httpx).

* connect and read timeouts on every request, and a total deadline so a
  server dripping one byte a second cannot hold a slot forever;
* a maximum body size, checked against ``Content-Length`` before reading
  and again while streaming;
* our own gzip/deflate decoding with a maximum decompressed size (a small
  gzip bomb never gets inflated) that also notices a truncated stream,
  which plain ``zlib`` flushing would silently accept;
* conditional GET (``If-None-Match`` / ``If-Modified-Since``);
* no automatic redirects: the crawler queues the target, so every hop goes
  through robots.txt and politeness like any other URL.

A failed request is not an exception: it is a :class:`FetchResult` with an
``error_kind`` (``too_large``, ``truncated_gzip``, ``read_timeout``...) that
the frontier records as the reason.
"""

from __future__ import annotations

import asyncio
import logging
import time
import zlib
from dataclasses import dataclass, field
from datetime import UTC, datetime

import httpx

from newsfold.models import header_value

__all__ = ["BodyRefusedError", "FetchLimits", "FetchResult", "Fetcher", "decode_body"]

log = logging.getLogger(__name__)

_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"


@dataclass(frozen=True, slots=True)
class FetchLimits:
    """Limits applied to every request."""

    user_agent: str = "newsfold/0.1 (+https://example.org/contact)"
    connect_timeout: float = 10.0
    read_timeout: float = 30.0
    total_timeout: float = 120.0
    max_body_bytes: int = 10 * 1024 * 1024
    max_decompressed_bytes: int = 50 * 1024 * 1024


@dataclass(slots=True)
class FetchResult:
    """What one request gave: a response, or the reason there is none."""

    url: str
    status: int | None
    headers: dict[str, str] = field(default_factory=dict)
    body: bytes = b""
    fetched_at: datetime = field(default_factory=lambda: datetime.now(UTC))
    elapsed: float = 0.0
    request_headers: dict[str, str] = field(default_factory=dict)
    reason: str = ""
    error_kind: str | None = None
    error_message: str | None = None

    @property
    def ok(self) -> bool:
        """True for a complete response (any status) that passed every limit."""
        return self.error_kind is None and self.status is not None

    def header(self, name: str) -> str | None:
        """Case-insensitive header lookup."""
        return header_value(self.headers, name)


class BodyRefusedError(ValueError):
    """A body limit was hit or its encoding is broken; ``kind`` is the reason."""

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind


def _inflate(data: bytes, wbits: int, limit: int) -> bytes:
    decompressor = zlib.decompressobj(wbits)
    try:
        out = decompressor.decompress(data, limit + 1)
    except zlib.error as exc:
        raise BodyRefusedError("bad_encoding", f"cannot decompress body: {exc}") from exc
    if len(out) > limit or decompressor.unconsumed_tail:
        raise BodyRefusedError("too_large_decompressed", f"body inflates past {limit} bytes")
    if not decompressor.eof:
        raise BodyRefusedError(
            "truncated_gzip", "compressed body ends before the end of its stream"
        )
    return out


def decode_body(raw: bytes, content_encoding: str | None, limit: int) -> bytes:
    """Undo ``Content-Encoding`` (gzip, deflate), refusing more than ``limit`` bytes.

    Raises :class:`BodyRefusedError`, whose ``kind`` the fetcher records as the reason.
    """
    codings = [
        c.strip().lower()
        for c in (content_encoding or "").split(",")
        if c.strip() and c.strip().lower() != "identity"
    ]
    data = raw
    for coding in reversed(codings):
        if coding in ("gzip", "x-gzip"):
            data = _inflate(data, 16 + zlib.MAX_WBITS, limit)
        elif coding == "deflate":
            try:
                data = _inflate(data, zlib.MAX_WBITS, limit)
            except BodyRefusedError as exc:
                if exc.kind != "bad_encoding":
                    raise
                data = _inflate(data, -zlib.MAX_WBITS, limit)  # raw deflate, as some servers send
        else:
            raise BodyRefusedError(
                "unsupported_encoding", f"unsupported Content-Encoding {coding!r}"
            )
    if len(data) > limit:
        raise BodyRefusedError("too_large_decompressed", f"body is over {limit} bytes")
    return data


class Fetcher:
    """Makes requests under :class:`FetchLimits`; one shared connection pool."""

    def __init__(
        self,
        limits: FetchLimits | None = None,
        transport: httpx.AsyncBaseTransport | None = None,
        *,
        proxy: str | None = None,
    ) -> None:
        self.limits = limits or FetchLimits()
        timeout = httpx.Timeout(
            connect=self.limits.connect_timeout,
            read=self.limits.read_timeout,
            write=self.limits.read_timeout,
            pool=self.limits.total_timeout,
        )
        self._client = httpx.AsyncClient(
            timeout=timeout,
            follow_redirects=False,
            transport=transport,
            proxy=proxy if transport is None else None,
            trust_env=False,
            limits=httpx.Limits(max_connections=100, max_keepalive_connections=20),
        )

    async def aclose(self) -> None:
        """Close the connection pool."""
        await self._client.aclose()

    async def fetch(
        self,
        url: str,
        *,
        etag: str | None = None,
        last_modified: str | None = None,
        deadline: float | None = None,
    ) -> FetchResult:
        """GET ``url``; never raises for network or limit problems.

        ``deadline`` (seconds) cuts this request sooner than the configured
        total timeout: what is left of the URL's time budget.
        """
        total = (
            self.limits.total_timeout
            if deadline is None
            else min(deadline, self.limits.total_timeout)
        )
        headers = {
            "User-Agent": self.limits.user_agent,
            "Accept": _ACCEPT,
            "Accept-Encoding": "gzip, deflate",
        }
        if etag:
            headers["If-None-Match"] = etag
        if last_modified:
            headers["If-Modified-Since"] = last_modified
        result = FetchResult(url=url, status=None, request_headers=headers)
        started = time.monotonic()
        try:
            async with asyncio.timeout(max(0.001, total)):
                await self._get(url, headers, result)
        except BodyRefusedError as exc:
            result.error_kind, result.error_message = exc.kind, str(exc)
        except TimeoutError:
            result.error_kind = "total_timeout"
            result.error_message = f"request took over {total:g}s"
        except httpx.ConnectTimeout as exc:
            result.error_kind, result.error_message = "connect_timeout", str(exc) or "connect"
        except (httpx.ReadTimeout, httpx.WriteTimeout, httpx.PoolTimeout) as exc:
            result.error_kind, result.error_message = "read_timeout", str(exc) or "read"
        except httpx.ConnectError as exc:
            result.error_kind, result.error_message = "connect_error", str(exc)
        except httpx.RemoteProtocolError as exc:
            result.error_kind, result.error_message = "truncated", str(exc)
        except httpx.InvalidURL as exc:
            result.error_kind, result.error_message = "bad_url", str(exc)
        except httpx.HTTPError as exc:
            result.error_kind, result.error_message = (
                "network_error",
                f"{type(exc).__name__}: {exc}",
            )
        result.elapsed = time.monotonic() - started
        if result.error_kind:
            log.info("fetch %s failed: %s (%s)", url, result.error_kind, result.error_message)
        return result

    async def _get(self, url: str, headers: dict[str, str], result: FetchResult) -> None:
        limits = self.limits
        async with self._client.stream("GET", url, headers=headers) as response:
            result.status = response.status_code
            result.reason = response.reason_phrase
            result.headers = dict(response.headers.items())
            result.fetched_at = datetime.now(UTC)
            declared = response.headers.get("content-length", "")
            if declared.isdigit() and int(declared) > limits.max_body_bytes:
                raise BodyRefusedError(
                    "too_large",
                    f"Content-Length {declared} is over the {limits.max_body_bytes}-byte limit",
                )
            raw = bytearray()
            async for chunk in response.aiter_raw():
                raw += chunk
                if len(raw) > limits.max_body_bytes:
                    raise BodyRefusedError(
                        "too_large", f"body is over the {limits.max_body_bytes}-byte limit"
                    )
        result.body = decode_body(
            bytes(raw), result.header("content-encoding"), limits.max_decompressed_bytes
        )
