"""Per-host politeness: how many requests at once, how far apart, when to stop.

Publishers say how they want to be crawled (``Crawl-delay``, ``429`` with
``Retry-After``, slow answers) and a polite crawler listens. For each host
this module keeps:

* a concurrency limit (default 1) and a minimum gap before the next request,
  counted from the later of the previous request's start and its end (so a
  slow answer never lets the next request arrive early at the server);
* the robots.txt ``Crawl-delay``, which raises that gap;
* an AutoThrottle-style delay (as scrapy does it): after each response the
  delay moves half-way towards ``latency / target_concurrency``, never below
  the minimum or above the maximum, and an error response never lowers it;
* ``Retry-After`` in both its forms (seconds and HTTP-date), capped so a
  hostile or broken value cannot stall a crawl for a week;
* parking: after ``park_after`` failures in a row the host rests for an
  exponentially growing time.

Everything takes ``now`` from an injected clock, so the rules are tested
without sleeping.
"""

from __future__ import annotations

import email.utils
import math
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime

__all__ = ["HostLimits", "HostState", "Politeness", "parse_retry_after"]


@dataclass(frozen=True, slots=True)
class HostLimits:
    """The politeness settings of one host (from ``sources.yaml``)."""

    concurrency: int = 1
    min_delay: float = 1.0
    max_delay: float = 60.0
    autothrottle: bool = True
    target_concurrency: float = 1.0
    retry_after_cap: float = 600.0
    park_after: int = 3
    park_base: float = 30.0
    park_max: float = 3600.0


def parse_retry_after(value: str | None, now: datetime | None = None) -> float | None:
    """Seconds to wait from a ``Retry-After`` header, or None when absent or unreadable.

    >>> parse_retry_after("120")
    120.0
    >>> now = datetime(2015, 10, 21, 7, 27, tzinfo=UTC)
    >>> parse_retry_after("Wed, 21 Oct 2015 07:28:00 GMT", now)
    60.0
    """
    if value is None:
        return None
    text = value.strip()
    if not text:
        return None
    if text.isdigit():
        return float(text)
    try:
        when = email.utils.parsedate_to_datetime(text)
    except (TypeError, ValueError, IndexError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    now = now or datetime.now(UTC)
    return max(0.0, (when - now).total_seconds())


@dataclass(slots=True)
class HostState:
    """What politeness knows about one host right now."""

    limits: HostLimits
    delay: float
    crawl_delay: float = 0.0
    last_start: float = -math.inf
    last_finish: float = -math.inf
    active: int = 0
    failures: int = 0
    parked_until: float = 0.0
    requests: int = 0

    @property
    def gap(self) -> float:
        """The gap enforced between one request (its start or end) and the next start."""
        return max(self.delay, self.crawl_delay, self.limits.min_delay)


class Politeness:
    """The per-host rules; the crawler asks before each request and reports after."""

    def __init__(
        self, default: HostLimits | None = None, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.default = default or HostLimits()
        self.clock = clock
        self._hosts: dict[str, HostState] = {}

    def state(self, host: str) -> HostState:
        """The state of ``host``, created with the default limits on first use."""
        found = self._hosts.get(host)
        if found is None:
            found = HostState(self.default, self.default.min_delay)
            self._hosts[host] = found
        return found

    def configure(self, host: str, limits: HostLimits) -> None:
        """Use ``limits`` for ``host`` (the source's overrides)."""
        state = self.state(host)
        state.limits = limits
        state.delay = max(state.delay, limits.min_delay) if state.requests else limits.min_delay

    def set_crawl_delay(self, host: str, seconds: float | None) -> None:
        """Apply a robots.txt ``Crawl-delay`` (capped at the host's ``max_delay``)."""
        state = self.state(host)
        state.crawl_delay = min(max(0.0, seconds or 0.0), state.limits.max_delay)

    def wait_time(self, host: str) -> float:
        """Seconds until a new request to ``host`` may start (``inf`` when all slots are busy)."""
        state = self.state(host)
        if state.active >= state.limits.concurrency:
            return math.inf
        now = self.clock()
        last = max(state.last_start, state.last_finish)
        next_start = last + state.gap / state.limits.concurrency
        return max(0.0, next_start - now, state.parked_until - now)

    def start(self, host: str) -> None:
        """Record that a request to ``host`` starts now."""
        state = self.state(host)
        now = self.clock()
        state.active += 1
        state.requests += 1
        state.last_start = now

    def finish(self, host: str, latency: float, status: int | None) -> None:
        """Record a finished request: adapt the delay, count failures.

        ``status`` is None for a network error or timeout.
        """
        state = self.state(host)
        state.active = max(0, state.active - 1)
        state.last_finish = self.clock()
        limits = state.limits
        if status is None or status >= 500:
            state.failures += 1
            if state.failures >= limits.park_after:
                exponent = state.failures - limits.park_after
                pause = min(limits.park_max, limits.park_base * (2.0**exponent))
                self.park(host, pause)
        elif status != 429:
            state.failures = 0
        if limits.autothrottle and status is not None:
            target = latency / limits.target_concurrency
            new = max(target, (state.delay + target) / 2.0)
            new = min(max(new, limits.min_delay), limits.max_delay)
            if status == 200 or new > state.delay:
                state.delay = new

    def retry_after(self, host: str, seconds: float | None) -> float:
        """Back off after a 429 or 503; return the (capped) pause applied.

        Without a usable ``Retry-After`` the delay doubles (at least one second).
        """
        state = self.state(host)
        limits = state.limits
        if seconds is None:
            state.delay = min(limits.max_delay, max(1.0, state.delay * 2.0))
            pause = state.delay
        else:
            pause = min(max(0.0, seconds), limits.retry_after_cap)
        self.park(host, pause)
        return pause

    def park(self, host: str, seconds: float) -> None:
        """Keep ``host`` idle for ``seconds`` from now (never shortens a longer pause)."""
        state = self.state(host)
        state.parked_until = max(state.parked_until, self.clock() + seconds)

    def parked_for(self, host: str) -> float:
        """Seconds left in the host's pause (0 when not parked)."""
        return max(0.0, self.state(host).parked_until - self.clock())

    def hosts(self) -> dict[str, HostState]:
        """Every known host's state (read-only use)."""
        return dict(self._hosts)
