"""The URL frontier, kept in the store so a crawl can die anywhere and resume.

Every state change is one short transaction. Claiming is safe with many
workers on one database:

* on PostgreSQL the candidates are selected ``FOR UPDATE SKIP LOCKED``, so
  workers never wait on each other's rows;
* on SQLite (one writer at a time) the same statements run, and the
  conditional ``UPDATE ... WHERE state IN ('queued', 'parked')`` is what
  makes a row go to exactly one claimer.

A claimed row carries a lease (owner and expiry). A worker killed with
SIGKILL leaves its rows ``in_flight``; :meth:`Frontier.recover` hands them
back when the lease has expired or, sooner, when the owner was a process on
this machine that no longer exists.
"""

from __future__ import annotations

import hashlib
import logging
import os
import socket
import uuid
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any
from urllib.parse import urlsplit

from sqlalchemy import (
    Engine,
    and_,
    false,
    func,
    insert,
    literal_column,
    or_,
    select,
    update,
)
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.engine import Connection

from newsfold.store.frontier import crawl_hosts, crawl_urls
from newsfold.store.schema import UtcDateTime

__all__ = ["KIND_PRIORITY", "Frontier", "NewUrl", "QueuedUrl", "url_key"]

log = logging.getLogger(__name__)

#: Lower runs first: discovery documents before the articles they list.
KIND_PRIORITY = {"feed": 10, "sitemap": 10, "home": 20, "section": 30, "article": 50}
_CLAIMABLE = ("queued", "parked")
_BATCH = 500


def url_key(canonical_url: str) -> str:
    """The frontier key of a canonical URL."""
    return hashlib.blake2b(
        canonical_url.encode("utf-8", "surrogatepass"), digest_size=16
    ).hexdigest()


def _now() -> datetime:
    return datetime.now(UTC)


@dataclass(frozen=True, slots=True)
class NewUrl:
    """A URL to add to the frontier (ignored when its canonical form is already there)."""

    url: str
    canonical_url: str
    source: str
    host: str
    kind: str
    probe: bool = False
    depth: int = 0
    hops: int = 0
    via: str | None = None
    hints: dict[str, str] = field(default_factory=dict)
    priority: int | None = None


@dataclass(frozen=True, slots=True)
class QueuedUrl:
    """A claimed frontier row: what the crawler needs to fetch it."""

    key: str
    url: str
    canonical_url: str
    source: str
    host: str
    kind: str
    attempts: int
    fetches: int
    probe: bool
    depth: int
    hops: int
    etag: str | None
    last_modified: str | None
    content_hash: str | None
    hints: dict[str, str]
    discovered_at: datetime

    @classmethod
    def from_row(cls, row: Any) -> QueuedUrl:
        m = row._mapping
        return cls(
            key=m["url_key"],
            url=m["url"],
            canonical_url=m["canonical_url"],
            source=m["source"],
            host=m["host"],
            kind=m["kind"],
            attempts=int(m["attempts"]),
            fetches=int(m["fetches"]),
            probe=bool(m["probe"]),
            depth=int(m["depth"]),
            hops=int(m["hops"]),
            etag=m["etag"],
            last_modified=m["last_modified"],
            content_hash=m["content_hash"],
            hints=dict(m["hints"] or {}),
            discovered_at=m["discovered_at"],
        )


def _local_owner_prefix() -> str:
    return f"{socket.gethostname()}:"


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


class Frontier:
    """URL states in the store; one instance per crawl worker."""

    def __init__(self, engine: Engine, *, owner: str | None = None, lease_seconds: float = 600.0):
        self.engine = engine
        self.owner = owner or f"{_local_owner_prefix()}{os.getpid()}:{uuid.uuid4().hex[:8]}"
        self.lease = timedelta(seconds=lease_seconds)
        self.postgres = engine.dialect.name == "postgresql"
        self._added_hosts: set[str] = set()

    # -- adding ------------------------------------------------------------------

    def add(self, urls: Iterable[NewUrl], now: datetime | None = None) -> int:
        """Queue URLs whose canonical form is new; return how many were new."""
        now = now or _now()
        rows: dict[str, dict[str, Any]] = {}
        for new in urls:
            key = url_key(new.canonical_url)
            if key in rows:
                continue
            rows[key] = {
                "url_key": key,
                "url": new.url,
                "canonical_url": new.canonical_url,
                "source": new.source,
                "host": new.host,
                "kind": new.kind,
                "state": "queued",
                "priority": new.priority
                if new.priority is not None
                else KIND_PRIORITY.get(new.kind, 50),
                "due_at": now,
                "attempts": 0,
                "fetches": 0,
                "probe": new.probe,
                "depth": new.depth,
                "hops": new.hops,
                "via": new.via,
                "hints": dict(new.hints) or None,
                "discovered_at": now,
            }
        if not rows:
            return 0
        added = 0
        keys = list(rows)
        with self.engine.begin() as conn:
            for start in range(0, len(keys), _BATCH):
                chunk = keys[start : start + _BATCH]
                known = set(
                    conn.execute(
                        select(crawl_urls.c.url_key).where(crawl_urls.c.url_key.in_(chunk))
                    ).scalars()
                )
                fresh = [rows[k] for k in chunk if k not in known]
                if fresh:
                    self._insert_ignore(conn, fresh)
                    added += len(fresh)
                    self._added_hosts.update(r["host"] for r in fresh)
        return added

    def take_added_hosts(self) -> set[str]:
        """Hosts that received new URLs through this instance since the last call."""
        hosts, self._added_hosts = self._added_hosts, set()
        return hosts

    def _insert_ignore(self, conn: Connection, rows: list[dict[str, Any]]) -> None:
        if self.postgres:
            conn.execute(pg_insert(crawl_urls).on_conflict_do_nothing(), rows)
        elif conn.dialect.name == "sqlite":
            conn.execute(sqlite_insert(crawl_urls).on_conflict_do_nothing(), rows)
        else:
            conn.execute(insert(crawl_urls), rows)

    # -- claiming ------------------------------------------------------------------

    def claim(self, host: str, limit: int, now: datetime | None = None) -> list[QueuedUrl]:
        """Lease up to ``limit`` due URLs of ``host`` to this worker."""
        now = now or _now()
        c = crawl_urls.c
        with self.engine.begin() as conn:
            found: list[tuple[int, datetime, QueuedUrl]] = []
            # Without statistics SQLite would rather range-scan the state index; a
            # unary ``+`` on due_at (the SQLite idiom) leaves it the claim index.
            due = c.due_at if self.postgres else literal_column("+crawl_urls.due_at", UtcDateTime())
            for state in _CLAIMABLE:  # one index range per state, each already in order
                candidates = (
                    select(crawl_urls)
                    .where(c.host == host, c.state == state, due <= now)
                    .order_by(c.priority, c.due_at)
                    .limit(limit)
                )
                if self.postgres:
                    candidates = candidates.with_for_update(skip_locked=True)
                found += [
                    (r.priority, r.due_at, QueuedUrl.from_row(r)) for r in conn.execute(candidates)
                ]
            if not found:
                return []
            found.sort(key=lambda f: (f[0], f[1], f[2].key))
            queued = [f[2] for f in found[:limit]]
            keys = [q.key for q in queued]
            changed = conn.execute(
                update(crawl_urls)
                .where(c.url_key.in_(keys), c.state.in_(_CLAIMABLE))
                .values(state="in_flight", lease_owner=self.owner, leased_until=now + self.lease)
            ).rowcount
            if changed == len(keys):
                return queued
            # Another worker took some between our read and our write (SQLite has no
            # row locks): keep only the rows that are now ours.
            mine = set(
                conn.execute(
                    select(c.url_key).where(
                        c.url_key.in_(keys), c.lease_owner == self.owner, c.state == "in_flight"
                    )
                ).scalars()
            )
            return [q for q in queued if q.key in mine]

    def hosts_with_work(self, now: datetime | None = None) -> set[str]:
        """Hosts with URLs due now (read from one index, no table rows)."""
        now = now or _now()
        c = crawl_urls.c
        with self.engine.connect() as conn:
            rows = conn.execute(
                select(c.host).where(c.state.in_(_CLAIMABLE), c.due_at <= now).distinct()
            )
            return {str(h) for h in rows.scalars()}

    def next_due(self, *, skip_hosts: Collection[str] = ()) -> datetime | None:
        """When the earliest queued or parked URL becomes due (None: nothing waits),
        leaving out the URLs of ``skip_hosts``."""
        c = crawl_urls.c
        query = select(func.min(c.due_at)).where(c.state.in_(_CLAIMABLE))
        if skip_hosts:
            query = query.where(c.host.not_in(list(skip_hosts)))
        with self.engine.connect() as conn:
            value: datetime | None = conn.execute(query).scalar_one()
        return value

    # -- results -------------------------------------------------------------------

    def _finish(self, key: str, values: dict[str, Any]) -> None:
        values.setdefault("lease_owner", None)
        values.setdefault("leased_until", None)
        with self.engine.begin() as conn:
            conn.execute(
                update(crawl_urls)
                .where(crawl_urls.c.url_key == key, crawl_urls.c.lease_owner == self.owner)
                .values(**values)
            )

    def done(
        self,
        key: str,
        *,
        status: int,
        fetched_at: datetime,
        revisit_at: datetime | None = None,
        etag: str | None = None,
        last_modified: str | None = None,
        content_hash: str | None = None,
        page_id: str | None = None,
        redirect_to: str | None = None,
    ) -> None:
        """The URL was fetched and handled; keep validators for the next conditional GET."""
        values: dict[str, Any] = {
            "state": "done",
            "last_status": status,
            "last_fetched_at": fetched_at,
            "revisit_at": revisit_at,
            "fetches": crawl_urls.c.fetches + 1,
            "attempts": 0,
            "error_kind": None,
            "error_message": None,
            "redirect_to": redirect_to,
        }
        if status != 304:
            values.update(etag=etag, last_modified=last_modified)
        if content_hash is not None:
            values["content_hash"] = content_hash
        if page_id is not None:
            values["page_id"] = page_id
        self._finish(key, values)

    def fail(self, key: str, kind: str, message: str, *, status: int | None = None) -> None:
        """The URL will not be fetched again; keep the reason."""
        self._finish(
            key,
            {
                "state": "failed",
                "error_kind": kind,
                "error_message": message[:2000],
                "last_status": status,
                "last_fetched_at": _now(),
                "fetches": crawl_urls.c.fetches + (0 if status is None else 1),
            },
        )

    def retry(
        self, key: str, due_at: datetime, kind: str, message: str, *, status: int | None = None
    ) -> None:
        """Park the URL until ``due_at`` after a temporary failure (counts an attempt)."""
        self._finish(
            key,
            {
                "state": "parked",
                "due_at": due_at,
                "attempts": crawl_urls.c.attempts + 1,
                "error_kind": kind,
                "error_message": message[:2000],
                "last_status": status,
            },
        )

    def release(self, keys: Sequence[str], due_at: datetime | None = None) -> None:
        """Give claimed URLs back untouched (shutdown, or a host that must wait)."""
        if not keys:
            return
        values: dict[str, Any] = {"state": "queued", "lease_owner": None, "leased_until": None}
        if due_at is not None:
            values["due_at"] = due_at
        with self.engine.begin() as conn:
            for start in range(0, len(keys), _BATCH):
                conn.execute(
                    update(crawl_urls)
                    .where(
                        crawl_urls.c.url_key.in_(keys[start : start + _BATCH]),
                        crawl_urls.c.lease_owner == self.owner,
                        crawl_urls.c.state == "in_flight",
                    )
                    .values(**values)
                )

    def move(self, key: str, url: str, hops: int) -> None:
        """Requeue a URL at a new address with the same canonical key (a trivial redirect)."""
        host = urlsplit(url).netloc.lower()
        self._added_hosts.add(host)
        self._finish(
            key, {"state": "queued", "url": url, "host": host, "hops": hops, "due_at": _now()}
        )

    # -- recovery and revisits -----------------------------------------------------

    def recover(self, now: datetime | None = None) -> int:
        """Return to the queue rows held by dead local workers or expired leases.

        Each recovered row counts an attempt, so a URL that kills its worker
        every time ends up failed instead of looping forever.
        """
        now = now or _now()
        c = crawl_urls.c
        with self.engine.begin() as conn:
            owners = list(
                conn.execute(
                    select(c.lease_owner).where(c.state == "in_flight").distinct()
                ).scalars()
            )
            dead = [o for o in owners if o and o != self.owner and self._local_and_dead(o)]
            result = conn.execute(
                update(crawl_urls)
                .where(
                    c.state == "in_flight",
                    or_(c.leased_until < now, c.lease_owner.in_(dead) if dead else false()),
                )
                .values(
                    state="queued",
                    lease_owner=None,
                    leased_until=None,
                    attempts=c.attempts + 1,
                )
            )
        count = int(result.rowcount or 0)
        if count:
            log.info("recovered %d in-flight URLs from stopped workers", count)
        return count

    @staticmethod
    def _local_and_dead(owner: str) -> bool:
        prefix = _local_owner_prefix()
        if not owner.startswith(prefix):
            return False
        pid_text = owner[len(prefix) :].split(":", 1)[0]
        return pid_text.isdigit() and not _pid_alive(int(pid_text))

    def requeue_revisits(self, now: datetime | None = None) -> int:
        """Queue done URLs whose revisit time has come (``--follow``)."""
        now = now or _now()
        c = crawl_urls.c
        with self.engine.begin() as conn:
            result = conn.execute(
                update(crawl_urls)
                .where(c.state == "done", c.revisit_at.is_not(None), c.revisit_at <= now)
                .values(state="queued", due_at=c.revisit_at, revisit_at=None)
            )
        return int(result.rowcount or 0)

    def next_revisit(self) -> datetime | None:
        """The earliest scheduled revisit."""
        c = crawl_urls.c
        with self.engine.connect() as conn:
            value: datetime | None = conn.execute(
                select(func.min(c.revisit_at)).where(c.state == "done")
            ).scalar_one()
        return value

    # -- reporting -----------------------------------------------------------------

    def counts(self) -> dict[str, int]:
        """URLs by state."""
        c = crawl_urls.c
        with self.engine.connect() as conn:
            rows = conn.execute(select(c.state, func.count()).group_by(c.state))
            return {str(s): int(n) for s, n in rows}

    def failures(self) -> dict[str, int]:
        """Failed URLs by reason."""
        c = crawl_urls.c
        with self.engine.connect() as conn:
            rows = conn.execute(
                select(c.error_kind, func.count()).where(c.state == "failed").group_by(c.error_kind)
            )
            return {str(k): int(n) for k, n in rows}

    def queue_sizes(self) -> dict[str, int]:
        """Waiting URLs (queued, parked) per host."""
        c = crawl_urls.c
        with self.engine.connect() as conn:
            rows = conn.execute(
                select(c.host, func.count()).where(c.state.in_(_CLAIMABLE)).group_by(c.host)
            )
            return {str(h): int(n) for h, n in rows}

    def hints_for_page(self, page_id: str) -> dict[str, str]:
        """Feed or sitemap hints (``published``, ``title``) of the URL that gave ``page_id``."""
        with self.engine.connect() as conn:
            found = conn.execute(
                select(crawl_urls.c.hints).where(crawl_urls.c.page_id == page_id).limit(1)
            ).scalar()
        return dict(found or {})

    def row(self, url: str) -> dict[str, Any] | None:
        """The frontier row of a URL given by its canonical form (for reports and tests)."""
        with self.engine.connect() as conn:
            found = conn.execute(
                select(crawl_urls).where(crawl_urls.c.url_key == url_key(url))
            ).first()
        return dict(found._mapping) if found else None

    def rows(self, *, state: str | None = None) -> list[dict[str, Any]]:
        """Every frontier row (optionally of one state), by URL."""
        query = select(crawl_urls).order_by(crawl_urls.c.canonical_url)
        if state:
            query = query.where(crawl_urls.c.state == state)
        with self.engine.connect() as conn:
            return [dict(r._mapping) for r in conn.execute(query)]

    # -- hosts -----------------------------------------------------------------------

    def save_host(
        self,
        host: str,
        *,
        parked_until: datetime | None,
        failures: int,
        crawl_delay: float | None,
    ) -> None:
        """Remember a host's pause and failures, so other workers and restarts respect them."""
        values = {
            "parked_until": parked_until,
            "failures": failures,
            "crawl_delay": crawl_delay,
            "updated_at": _now(),
        }
        with self.engine.begin() as conn:
            changed = conn.execute(
                update(crawl_hosts).where(crawl_hosts.c.host == host).values(**values)
            ).rowcount
            if not changed:
                stmt: Any
                if self.postgres:
                    stmt = pg_insert(crawl_hosts).on_conflict_do_nothing()
                elif conn.dialect.name == "sqlite":
                    stmt = sqlite_insert(crawl_hosts).on_conflict_do_nothing()
                else:
                    stmt = insert(crawl_hosts)
                conn.execute(stmt, [{"host": host, **values}])

    def parked_hosts(self, now: datetime | None = None) -> dict[str, datetime]:
        """Hosts paused beyond ``now`` and until when."""
        now = now or _now()
        h = crawl_hosts.c
        with self.engine.connect() as conn:
            rows = conn.execute(
                select(h.host, h.parked_until).where(
                    and_(h.parked_until.is_not(None), h.parked_until > now)
                )
            )
            return {str(host): until for host, until in rows}
