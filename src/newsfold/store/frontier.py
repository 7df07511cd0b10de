"""Crawl tables: the URL frontier and per-host state, on the shared ``metadata``.

The frontier lives in the store (not in memory) so that a crawl killed at any
moment resumes where it stopped, and so that crawl workers on several
machines can share one PostgreSQL frontier. ``crawl_urls`` is keyed by a hash
of the canonical URL, which is what makes URL variants (``www.``, tracking
parameters, ``/amp``) one row fetched once.

States of a URL::

    queued ──claim──► in_flight ──► done            (revisit_at set: --follow refetches it)
      ▲                  │  └─────► failed          (error_kind says why)
      └──── due_at ──── parked ◄──┘                 (429/503/timeouts: retried later)

Importing this module registers the tables on :data:`newsfold.store.schema.metadata`;
``newsfold.store`` imports it, so every store user sees them.
"""

from __future__ import annotations

from sqlalchemy import (
    JSON,
    Boolean,
    Column,
    Float,
    Index,
    Integer,
    String,
    Table,
    Text,
)

from newsfold.store.schema import UtcDateTime, metadata

__all__ = ["URL_STATES", "crawl_hosts", "crawl_urls"]

URL_STATES = ("queued", "in_flight", "done", "failed", "parked")

crawl_urls = Table(
    "crawl_urls",
    metadata,
    Column("url_key", String(32), primary_key=True),
    Column("url", Text, nullable=False),
    Column("canonical_url", Text, nullable=False),
    Column("source", Text, nullable=False),
    Column("host", String(255), nullable=False),
    Column("kind", String(16), nullable=False),
    Column("state", String(16), nullable=False),
    Column("priority", Integer, nullable=False, default=50),
    Column("due_at", UtcDateTime, nullable=False),
    Column("revisit_at", UtcDateTime),
    Column("attempts", Integer, nullable=False, default=0),
    Column("fetches", Integer, nullable=False, default=0),
    Column("probe", Boolean, nullable=False, default=False),
    Column("depth", Integer, nullable=False, default=0),
    Column("hops", Integer, nullable=False, default=0),
    Column("lease_owner", String(160)),
    Column("leased_until", UtcDateTime),
    Column("etag", Text),
    Column("last_modified", Text),
    Column("content_hash", String(32)),
    Column("last_status", Integer),
    Column("last_fetched_at", UtcDateTime),
    Column("discovered_at", UtcDateTime, nullable=False),
    Column("page_id", Text),
    Column("via", Text),
    Column("redirect_to", Text),
    Column("hints", JSON),
    Column("error_kind", String(64)),
    Column("error_message", Text),
    # Claims read one host's rows of one state in priority order: O(limit), not O(host).
    Index("ix_crawl_urls_claim", "host", "state", "priority", "due_at"),
    # "Which hosts have due work" and "when is the next due" read this index alone.
    Index("ix_crawl_urls_state_due", "state", "due_at", "host"),
    Index("ix_crawl_urls_revisit", "revisit_at"),
    Index("ix_crawl_urls_page", "page_id"),
)

crawl_hosts = Table(
    "crawl_hosts",
    metadata,
    Column("host", String(255), primary_key=True),
    Column("parked_until", UtcDateTime),
    Column("failures", Integer, nullable=False, default=0),
    Column("crawl_delay", Float),
    Column("updated_at", UtcDateTime, nullable=False),
)
