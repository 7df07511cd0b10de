"""Raw page retention: prune old raw pages, keeping a sample of each publisher's.

Raw pages are what extraction can be run on again after a template change
(``newsfold reextract``); kept forever they cost more than the corpus. So
:func:`prune_raw` drops the raw bytes of pages fetched before a cutoff,
except a share ``retention_sample`` of each publisher's, chosen by a hash of
the page id (the same pages on every run, so a sample stays a sample), and at
least one page per publisher.

- Bytes held in the database (``page_bodies``) are deleted.
- Bytes held in WARC files (``warc=True``): each file with records to drop is
  rewritten without those response records (and without the request and
  metadata records written for them), under a temporary name that replaces
  the file when complete; the pointers of the kept pages are moved to their
  new offsets, those of the dropped ones cleared.

Extracted articles are never touched. A page whose raw bytes are gone reads
as a :class:`~newsfold.errors.StoreError` ("pruned"), which ``reextract``
counts as unreadable.
"""

from __future__ import annotations

import logging
import os
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

import xxhash
from sqlalchemy import bindparam, delete, func, select, update

from newsfold.config import Settings
from newsfold.urls import url_host

__all__ = ["RetentionSummary", "kept_fraction", "prune_raw"]

log = logging.getLogger(__name__)

_SCALE = float(2**64)


def kept_fraction(page_id: str) -> float:
    """Where a page falls in [0, 1): it is kept when this is below the share."""
    return xxhash.xxh3_64_intdigest(page_id.encode()) / _SCALE


@dataclass(slots=True)
class RetentionSummary:
    """What one prune did."""

    candidates: int = 0
    kept: int = 0
    pruned_db: int = 0
    pruned_warc: int = 0
    warc_files_rewritten: int = 0
    publishers: int = 0

    def as_dict(self) -> dict[str, int]:
        """JSON form."""
        return {
            "candidates": self.candidates,
            "kept": self.kept,
            "pruned_db": self.pruned_db,
            "pruned_warc": self.pruned_warc,
            "warc_files_rewritten": self.warc_files_rewritten,
            "publishers": self.publishers,
        }


def _publisher(source: str | None, url: str) -> str:
    if source:
        return source
    host = url_host(url)
    return host[4:] if host.startswith("www.") else host


def _candidates(engine: Any, cutoff: datetime, warc: bool) -> list[tuple[Any, ...]]:
    from newsfold.store import schema as t

    p, b = t.pages, t.page_bodies
    when = func.coalesce(p.c.fetched_at, p.c.ingested_at, type_=t.UtcDateTime)
    in_db: Any = b.c.page_id.is_not(None)
    held: Any = in_db
    if warc:
        held = held | p.c.warc_path.is_not(None)
    query = (
        select(p.c.id, p.c.source, p.c.url, in_db, p.c.warc_path, p.c.warc_offset)
        .select_from(p.outerjoin(b, b.c.page_id == p.c.id))
        .where(when < cutoff, p.c.state != "pending", held)
        .order_by(p.c.id)
    )
    with engine.connect() as conn:
        return [tuple(row) for row in conn.execute(query)]


def prune_raw(
    store: Any,
    settings: Settings,
    cutoff: datetime,
    *,
    warc: bool = False,
    progress: Callable[[str], None] | None = None,
) -> RetentionSummary:
    """Drop raw pages fetched before ``cutoff``, keeping the per-publisher sample."""
    from newsfold.store import schema as t

    share = settings.retention_sample
    rows = _candidates(store.engine, cutoff, warc)
    summary = RetentionSummary(candidates=len(rows))
    # the page with the smallest hash of each publisher is kept even when the share rounds to 0
    first: dict[str, tuple[float, str]] = {}
    for page_id, source, url, *_ in rows:
        key, h = _publisher(source, url), kept_fraction(page_id)
        if key not in first or h < first[key][0]:
            first[key] = (h, page_id)
    summary.publishers = len(first)
    always = {page_id for _, page_id in first.values()}
    drop_db: list[str] = []
    drop_warc: dict[str, set[int]] = defaultdict(set)
    for page_id, _source, _url, in_db, warc_path, warc_offset in rows:
        if page_id in always or kept_fraction(page_id) < share:
            summary.kept += 1
            continue
        if in_db:
            drop_db.append(page_id)
        elif warc_path is not None and warc_offset is not None:
            drop_warc[warc_path].add(int(warc_offset))
    statement = delete(t.page_bodies).where(t.page_bodies.c.page_id == bindparam("b_id"))
    for start in range(0, len(drop_db), 500):
        with store.engine.begin() as conn:
            conn.execute(statement, [{"b_id": i} for i in drop_db[start : start + 500]])
    summary.pruned_db = len(drop_db)
    for path, offsets in sorted(drop_warc.items()):
        if progress is not None:
            progress(path)
        summary.pruned_warc += _rewrite_warc(store.engine, Path(path), offsets)
        summary.warc_files_rewritten += 1
    return summary


def _rewrite_warc(engine: Any, path: Path, drop: set[int]) -> int:
    """Rewrite ``path`` without the response records at ``drop`` (and their request and
    metadata records); move the kept pages' pointers; return the records dropped."""
    from warcio.archiveiterator import ArchiveIterator
    from warcio.warcwriter import WARCWriter

    from newsfold.store import schema as t

    if not path.exists():
        log.warning("WARC %s is gone: clearing its pointers", path)
        _clear(engine, str(path), drop)
        return len(drop)
    temporary = path.with_name(f".{path.name}.retention.part")
    moved: dict[int, int] = {}
    dropped_ids: set[str] = set()
    dropped = 0
    with path.open("rb") as source, temporary.open("wb") as target:
        writer = WARCWriter(target, gzip=True)
        records = ArchiveIterator(source)
        for record in records:
            offset = records.offset  # where this record starts (get_record_offset reads it)
            kind = record.rec_type
            record_id = record.rec_headers.get_header("WARC-Record-ID")
            concurrent = record.rec_headers.get_header("WARC-Concurrent-To")
            if kind == "response" and offset in drop:
                dropped += 1
                if record_id:
                    dropped_ids.add(record_id)
                continue
            if kind in ("request", "metadata") and concurrent in dropped_ids:
                continue
            position = target.tell()
            writer.write_record(record)
            if kind == "response":
                moved[offset] = position
    os.replace(temporary, path)
    # clear first, then move in ascending order: offsets only shrink, so no pointer is
    # moved onto one that has not been moved or cleared yet
    _clear(engine, str(path), drop)
    with engine.begin() as conn:
        p = t.pages
        for old, new in sorted(moved.items()):
            if old != new:
                conn.execute(
                    update(p)
                    .where(p.c.warc_path == str(path), p.c.warc_offset == old)
                    .values(warc_offset=new)
                )
    return dropped


def _clear(engine: Any, path: str, offsets: set[int]) -> None:
    from newsfold.store import schema as t

    p = t.pages
    with engine.begin() as conn:
        for offset in offsets:
            conn.execute(
                update(p)
                .where(p.c.warc_path == path, p.c.warc_offset == offset)
                .values(warc_path=None, warc_offset=None)
            )
