"""The frontier in the store, on SQLite and PostgreSQL: dedup, leases, recovery, revisits."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime, timedelta

import pytest

from newsfold.crawl.frontier import Frontier, NewUrl
from newsfold.store import Store, open_store
from newsfold.urls import canonicalize


@pytest.fixture
def store(db_url: str) -> Iterator[Store]:
    with open_store(db_url) as opened:
        yield opened


def _new(url: str, kind: str = "article", host: str = "a.example") -> NewUrl:
    canonical = canonicalize(url)
    return NewUrl(url=canonical, canonical_url=canonical, source="A", host=host, kind=kind)


def test_variants_are_one_row_and_discovery_kinds_come_first(store: Store) -> None:
    frontier = Frontier(store.engine)
    added = frontier.add(
        [
            _new("http://a.example/news/one?utm_source=rss"),
            _new("http://www.a.example/news/one/"),
            _new("http://a.example/news/one/amp"),
            _new("http://a.example/rss.xml", "feed"),
        ]
    )
    assert added == 2
    assert frontier.add([_new("http://a.example/news/one")]) == 0
    claimed = frontier.claim("a.example", 10)
    assert [c.kind for c in claimed] == ["feed", "article"]
    assert frontier.claim("a.example", 10) == []  # leased: nobody else gets them
    assert frontier.counts() == {"in_flight": 2}


def test_states_retry_fail_release_and_revisit(store: Store) -> None:
    frontier = Frontier(store.engine)
    frontier.add([_new(f"http://a.example/news/{i}") for i in range(4)])
    a, b, c, d = frontier.claim("a.example", 4)
    now = datetime.now(UTC)
    frontier.done(a.key, status=200, fetched_at=now, etag='"e1"', revisit_at=now)
    frontier.fail(b.key, "truncated_gzip", "cut short", status=200)
    frontier.retry(c.key, now + timedelta(hours=1), "http_429", "HTTP 429", status=429)
    frontier.release([d.key])
    assert frontier.counts() == {"done": 1, "failed": 1, "parked": 1, "queued": 1}
    assert frontier.failures() == {"truncated_gzip": 1}
    assert frontier.next_due() is not None
    assert [q.key for q in frontier.claim("a.example", 10)] == [d.key]  # c is not due yet
    assert frontier.requeue_revisits(now + timedelta(seconds=1)) == 1
    (again,) = frontier.claim("a.example", 10)
    assert again.key == a.key
    assert again.etag == '"e1"'  # kept for the conditional GET
    row = frontier.row(c.canonical_url)
    assert row is not None
    assert (row["state"], row["attempts"], row["error_kind"]) == ("parked", 1, "http_429")


def test_recover_returns_rows_of_dead_local_workers_and_expired_leases(store: Store) -> None:
    dead = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"],
        capture_output=True,
        text=True,
        check=True,
    )
    pid = int(dead.stdout)
    import socket

    ghost = Frontier(store.engine, owner=f"{socket.gethostname()}:{pid}:zz")
    remote = Frontier(store.engine, owner="other-machine:1:yy", lease_seconds=60)
    ghost.add([_new("http://a.example/news/1"), _new("http://b.example/news/2", host="b.example")])
    assert len(ghost.claim("a.example", 5)) == 1
    assert len(remote.claim("b.example", 5)) == 1
    me = Frontier(store.engine)
    assert me.recover() == 1  # the dead local worker's row; the remote lease is still valid
    assert len(me.claim("a.example", 5)) == 1
    assert me.claim("b.example", 5) == []
    assert me.recover(datetime.now(UTC) + timedelta(seconds=61)) == 1  # expired lease
    (row,) = me.claim("b.example", 5)
    assert row.attempts == 1  # a recovered row counts an attempt


def test_concurrent_workers_never_claim_the_same_url(store: Store) -> None:
    Frontier(store.engine).add([_new(f"http://a.example/n/{i}") for i in range(60)])
    workers = [Frontier(store.engine) for _ in range(4)]

    def drain(frontier: Frontier) -> list[str]:
        got: list[str] = []
        while batch := frontier.claim("a.example", 3):
            got += [q.key for q in batch]
        return got

    with ThreadPoolExecutor(4) as pool:
        results = list(pool.map(drain, workers))
    keys = [k for r in results for k in r]
    assert len(keys) == 60
    assert len(set(keys)) == 60
