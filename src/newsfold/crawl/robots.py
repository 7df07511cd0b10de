"""robots.txt: fetched once per host, parsed with protego, cached with an expiry.

What the answer means follows RFC 9309:

* ``200``: the rules apply (only the first 500 KiB are read, as the RFC allows);
* ``4xx``: there are no rules; everything is allowed;
* ``5xx`` or no answer at all: the host is *unavailable*; nothing may be
  fetched until robots.txt can be read, so the crawler postpones the host's
  URLs and asks again after ``error_ttl`` seconds.

Redirects of robots.txt itself are followed (up to five hops), since sites
commonly redirect ``http`` to ``https``.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from urllib.parse import urlsplit

from protego import Protego

from newsfold.crawl.fetcher import FetchResult
from newsfold.urls import join_url

__all__ = ["RobotsCache", "RobotsRules", "agent_token", "robots_url"]

log = logging.getLogger(__name__)

_MAX_ROBOTS_BYTES = 500 * 1024


def agent_token(user_agent: str) -> str:
    """The product token robots.txt groups match (``newsfold`` in ``newsfold/0.1 (...)``)."""
    token = user_agent.strip().split("/")[0].split()[0] if user_agent.strip() else "*"
    return token or "*"


def robots_url(url: str) -> str:
    """The robots.txt URL for the scheme and host of ``url``."""
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}/robots.txt"


@dataclass(slots=True)
class RobotsRules:
    """The robots.txt of one host, as far as we know it."""

    parser: Protego | None
    expires_at: float
    status: int | None = None
    unavailable: bool = False
    error: str | None = None
    sitemaps: list[str] = field(default_factory=list)

    def allowed(self, url: str, agent: str) -> bool:
        """True when ``agent`` may fetch ``url`` (False for an unavailable host)."""
        if self.unavailable:
            return False
        if self.parser is None:
            return True
        return bool(self.parser.can_fetch(url, agent))

    def crawl_delay(self, agent: str) -> float | None:
        """The ``Crawl-delay`` for ``agent``, or the one implied by ``Request-rate``."""
        if self.parser is None:
            return None
        delay = self.parser.crawl_delay(agent)
        if delay is not None:
            return float(delay)
        rate = self.parser.request_rate(agent)
        if rate is not None and rate.requests:
            return float(rate.seconds) / float(rate.requests)
        return None


Fetch = Callable[[str], Awaitable[FetchResult]]


class RobotsCache:
    """robots.txt per ``scheme://host:port``, refreshed after ``ttl`` seconds."""

    def __init__(
        self,
        fetch: Fetch,
        user_agent: str,
        *,
        ttl: float = 24 * 3600.0,
        error_ttl: float = 60.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._fetch = fetch
        self.agent = agent_token(user_agent)
        self.ttl = ttl
        self.error_ttl = error_ttl
        self.clock = clock
        self._rules: dict[str, RobotsRules] = {}

    @staticmethod
    def key(url: str) -> str:
        """Cache key: scheme and network location."""
        parts = urlsplit(url)
        return f"{parts.scheme}://{parts.netloc.lower()}"

    def cached(self, url: str) -> RobotsRules | None:
        """The unexpired rules for the host of ``url``, or None when they must be fetched."""
        rules = self._rules.get(self.key(url))
        if rules is None or rules.expires_at <= self.clock():
            return None
        return rules

    async def refresh(self, url: str) -> RobotsRules:
        """Fetch and cache robots.txt for the host of ``url``."""
        target = robots_url(url)
        result = await self._fetch(target)
        for _ in range(5):
            location = result.header("location")
            if not (result.ok and result.status in (301, 302, 303, 307, 308) and location):
                break
            joined = join_url(target, location)
            if joined is None:  # an unreadable Location: as if robots.txt had none
                break
            target = joined
            result = await self._fetch(target)
        rules = self._rules_from(result)
        self._rules[self.key(url)] = rules
        log.info(
            "robots.txt %s: status %s%s",
            robots_url(url),
            result.status,
            " (unavailable)" if rules.unavailable else "",
        )
        return rules

    def _rules_from(self, result: FetchResult) -> RobotsRules:
        now = self.clock()
        if not result.ok or result.status is None or result.status >= 500:
            return RobotsRules(
                None,
                now + self.error_ttl,
                status=result.status,
                unavailable=True,
                error=result.error_kind or f"http_{result.status}",
            )
        if result.status >= 400 or not 200 <= result.status < 300:
            return RobotsRules(None, now + self.ttl, status=result.status)
        text = result.body[:_MAX_ROBOTS_BYTES].decode("utf-8", "replace")
        parser = Protego.parse(text)
        sitemaps = [str(s) for s in parser.sitemaps]
        return RobotsRules(parser, now + self.ttl, status=result.status, sitemaps=sitemaps)
