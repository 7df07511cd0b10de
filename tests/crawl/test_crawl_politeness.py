"""Politeness rules, on a fake clock: gaps, AutoThrottle, Retry-After, parking."""

from __future__ import annotations

import math
from datetime import UTC, datetime, timedelta
from email.utils import format_datetime

import pytest

from newsfold.crawl.politeness import HostLimits, Politeness, parse_retry_after


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_gap_between_starts_uses_the_largest_of_min_delay_crawl_delay_and_throttle() -> None:
    clock = Clock()
    p = Politeness(HostLimits(min_delay=0.5, autothrottle=False), clock)
    assert p.wait_time("h") == 0
    p.start("h")
    assert p.wait_time("h") == math.inf  # the only slot is busy
    p.finish("h", 0.01, 200)
    assert p.wait_time("h") == pytest.approx(0.5)
    p.set_crawl_delay("h", 2.0)
    assert p.wait_time("h") == pytest.approx(2.0)  # a robots.txt delay learned later still counts
    clock.now += 2.0
    assert p.wait_time("h") == 0


def test_concurrency_allows_parallel_slots() -> None:
    clock = Clock()
    p = Politeness(HostLimits(concurrency=2, min_delay=0.0, autothrottle=False), clock)
    p.start("h")
    assert p.wait_time("h") == 0
    p.start("h")
    assert p.wait_time("h") == math.inf
    p.finish("h", 0.1, 200)
    assert p.wait_time("h") == 0


def test_autothrottle_follows_latency_within_bounds_and_errors_never_speed_up() -> None:
    clock = Clock()
    limits = HostLimits(min_delay=0.1, max_delay=5.0, target_concurrency=1.0)
    p = Politeness(limits, clock)
    for _ in range(20):
        p.start("slow")
        p.finish("slow", 2.0, 200)
    assert p.state("slow").delay == pytest.approx(2.0, rel=1e-3)
    for _ in range(20):
        p.start("slow")
        p.finish("slow", 50.0, 200)
    assert p.state("slow").delay == pytest.approx(5.0)  # capped at max_delay
    before = p.state("slow").delay
    p.start("slow")
    p.finish("slow", 0.0, 404)
    assert p.state("slow").delay == before  # an error response never lowers the delay
    for _ in range(30):
        p.start("slow")
        p.finish("slow", 0.0, 200)
    assert p.state("slow").delay == pytest.approx(0.1, rel=1e-2)  # floor is min_delay


def test_retry_after_seconds_and_http_date() -> None:
    now = datetime(2024, 5, 1, 12, 0, 0, tzinfo=UTC)
    assert parse_retry_after("7", now) == 7.0
    later = format_datetime(now + timedelta(seconds=90), usegmt=True)
    assert parse_retry_after(later, now) == pytest.approx(90.0)
    past = format_datetime(now - timedelta(seconds=90), usegmt=True)
    assert parse_retry_after(past, now) == 0.0
    assert parse_retry_after("soon", now) is None
    assert parse_retry_after(None, now) is None


def test_retry_after_is_capped_and_parks_the_host() -> None:
    clock = Clock()
    p = Politeness(HostLimits(min_delay=0.0, retry_after_cap=30.0), clock)
    assert p.retry_after("h", 86400.0) == 30.0
    assert p.wait_time("h") == pytest.approx(30.0)
    clock.now += 30.0
    assert p.wait_time("h") == 0
    # Without a usable Retry-After the delay doubles (at least one second).
    assert p.retry_after("h", None) == pytest.approx(1.0)
    assert p.retry_after("h", None) == pytest.approx(2.0)


def test_repeated_failures_park_with_exponential_backoff() -> None:
    clock = Clock()
    limits = HostLimits(min_delay=0.0, park_after=2, park_base=10.0, park_max=35.0)
    p = Politeness(limits, clock)
    pauses = []
    for _ in range(5):
        p.start("h")
        p.finish("h", 0.1, None)
        pauses.append(round(p.parked_for("h"), 3))
        clock.now += 100.0
    assert pauses == [0.0, 10.0, 20.0, 35.0, 35.0]
    p.start("h")
    p.finish("h", 0.1, 200)
    assert p.state("h").failures == 0
