"""The persistent fold index in the store: band -> bucket -> article.

Implements :class:`newsfold.fold.FoldIndex` over the store, one *batch* of
articles per transaction (:meth:`newsfold.store.Store.save_folded_many`), so
the index and the stories can never disagree after a crash: an uncommitted
batch leaves its pages ``pending`` and nothing else. Candidate stories are
ranked exactly as :class:`newsfold.fold.MemoryFoldIndex` ranks them and
buckets are capped the same way, so ``newsfold fold`` (batch, in memory) and
ingest (incremental, here) give the same stories for the same input order,
whatever the batch size.

Statements and row codecs live in :mod:`newsfold.store.fold_sql`. Why
batches: one article used to cost a dozen round trips (lookups, inserts,
re-reading every member for the spread figures), 15-20 ms of CPU. Here a batch
reads what its articles need in a few set-wise queries (:meth:`prefetch`),
every write lands in memory first (the batch's overlay on the stored index:
each article still sees everything folded before it, stored or in the same
batch) and goes out at the end with one ``executemany`` per table
(:meth:`flush`). Story states, representative entries and the per-outlet
first times behind the spread figures are kept between batches (a bounded
cache), which is safe because every fold transaction first bumps the
``fold_state`` generation: a writer that finds the generation moved by
someone else (another process) drops its cache. That same row update is
the fold lock: it serialises fold batches across processes (a row lock in
PostgreSQL, the write lock in SQLite), so two workers never fold against
each other's uncommitted batches.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import replace
from datetime import UTC, datetime
from itertools import islice
from typing import Any

from sqlalchemy import Connection, insert, select

from newsfold.errors import StoreError
from newsfold.fold import Assignment, FoldEntry, Spread, StoryState
from newsfold.fold.index import add_capped, rank_held
from newsfold.fold.semantic import gist_of
from newsfold.models import Relation
from newsfold.native import load
from newsfold.store import schema as t
from newsfold.store.fold_sql import (
    BAND_SQL,
    BUMP,
    BY_BODY,
    BY_URL,
    GENERATION,
    INSERT_BUCKET_SQL,
    INSERT_FINGERPRINT,
    INSERT_FOLLOWS,
    INSERT_MEMBER,
    INSERT_STORY,
    MAX_SEQ,
    STORY_STATE,
    UPDATE_STORY,
    MemberSummary,
    bucket_sql,
    entry_from,
    fingerprint_row,
    list_param,
    set_statements,
)
from newsfold.text import strip_syndication

__all__ = ["SqlFoldIndex"]

#: The C kernels of the bucket view (``newsfold.native._bucketindex``), or None.
_bucketindex = load("_bucketindex")

#: Stories (state and member summary, ~0.5 KB) kept in memory between batches.
STORY_CACHE = 400_000
#: Fingerprint entries (mostly representatives, ~2 KB) kept in memory between batches.
#: A lookup also finds older stories that share a passage, and reading one from
#: the store costs ~50 us of random reads (three tables); with 50,000 here the
#: misses were the largest cost that grew with the store (0.4-0.8 ms an
#: article once it holds ten times more stories). 300,000 entries are ~0.65 GB.
ENTRY_CACHE = 300_000
#: Buckets (their stored rows, as counted for ranking) kept in memory between batches.
BUCKET_CACHE = 400_000
#: At most this many keys go into one set-wise lookup.
_CHUNK = 5_000


def _probed(entry: FoldEntry) -> list[tuple[int, int]]:
    """Every bucket the folder may look up for ``entry``: the ones it is indexed
    under and the extra probes newer entries carry (``lookup_buckets``,
    ``lead_buckets``), so :meth:`SqlFoldIndex.prefetch` covers them all."""
    out = list(entry.buckets())
    for name in ("lookup_buckets", "lead_buckets", "event_buckets"):
        more = getattr(entry, name, None)
        if more is not None:
            out.extend(more())
    return out


class SqlFoldIndex:
    """The persistent LSH index: band -> bucket -> article, in the store.

    A lookup reads only the rows of the buckets the new articles land in
    (answered from the ``lsh_buckets`` primary key, each bucket capped at
    :data:`~newsfold.fold.index.MAX_BUCKET_ARTICLES` rows), then the
    representatives of at most
    :data:`~newsfold.fold.index.MAX_CANDIDATE_STORIES` stories, so its cost
    does not grow with the store beyond those buckets.

    Life cycle (driven by :meth:`newsfold.store.Store.save_folded_many`):
    :meth:`begin` inside the transaction, :meth:`prefetch` (optional, makes
    the lookups set-wise), the folder's calls, :meth:`flush` before commit,
    then :meth:`commit` after it or :meth:`discard` after a failure.
    """

    def __init__(self, story_cache: int = STORY_CACHE, entry_cache: int = ENTRY_CACHE) -> None:
        self._story_cache, self._entry_cache = story_cache, entry_cache
        self._conn: Connection | None = None
        self._dialect = ""
        self._generation: int | None = None
        self._claimed = 0
        # kept between batches (valid while the generation is ours)
        self._stories: dict[str, StoryState] = {}
        self._members: dict[str, MemberSummary] = {}
        self._entries: dict[str, FoldEntry] = {}
        # buckets as MemoryFoldIndex keeps them (articles in each, capped, and per
        # story the sequence number of its latest article there), for the buckets
        # looked up lately: a news story's copies arrive close together and probe
        # the same buckets, and passages common to many stories are probed by all
        self._fetched: dict[tuple[int, int], None] = {}
        self._sizes: dict[tuple[int, int], int] = {}
        self._held: dict[tuple[int, int], dict[str, int]] = {}
        # this batch: what is looked up, and what goes out at flush
        self._urls: dict[str, FoldEntry | None] = {}
        self._bodies: dict[str, FoldEntry | None] = {}
        self._pending: dict[str, list[tuple[str | None, datetime | None]]] = {}
        self._new_stories: list[str] = []
        self._dirty: dict[str, None] = {}
        self._fingerprint_rows: list[dict[str, Any]] = []
        self._added: list[str] = []
        self._bucket_rows: list[tuple[int, int, str, str, int]] = []
        self._member_rows: list[dict[str, Any]] = []
        self._follows_rows: list[dict[str, Any]] = []
        self._seq = 0

    # -- batch life cycle ------------------------------------------------------------

    @property
    def conn(self) -> Connection:
        """The connection of the open batch."""
        if self._conn is None:
            raise StoreError("the fold index is used outside a batch transaction")
        return self._conn

    def begin(self, conn: Connection) -> None:
        """Start a batch in ``conn``'s transaction: take the fold lock, check the cache."""
        if self._conn is not None:
            raise StoreError("a fold batch is already open on this index")
        if conn.execute(BUMP).rowcount == 0:
            conn.execute(insert(t.fold_state).values(id=1, generation=1))
        generation = int(conn.execute(GENERATION).scalar_one())
        if self._generation is None or generation != self._generation + 1:
            self._drop_cache()  # another writer folded since our last batch
        self._conn, self._dialect, self._claimed = conn, conn.dialect.name, generation
        self._seq = int(conn.execute(MAX_SEQ).scalar_one())

    def commit(self) -> None:
        """The batch's transaction committed: keep the cache, forget the batch."""
        self._generation = self._claimed
        for article_id in self._added:
            # only representatives are looked up again, and only compared with: what
            # the fingerprinter made for looking up from them (a hundred bucket keys,
            # ~7 KB) goes, and the signature stops being a view of its batch's matrix
            entry = self._entries.pop(article_id)
            story = self._stories.get(entry.story_id)
            if story is not None and story.representative_id == article_id:
                self._entries[article_id] = _as_representative(entry)
        for story_id in self._dirty:  # recently used first out of the eviction order
            self._stories[story_id] = self._stories.pop(story_id)
        _trim(self._stories, self._story_cache)
        _trim(self._members, self._story_cache)
        _trim(self._entries, self._entry_cache)
        excess = len(self._fetched) - BUCKET_CACHE
        if excess > 0:
            for bucket in list(islice(self._fetched, excess)):
                del self._fetched[bucket]
                self._sizes.pop(bucket, None)
                self._held.pop(bucket, None)
        self._end_batch()

    def discard(self) -> None:
        """The batch failed (rolled back): nothing in memory can be trusted."""
        self._drop_cache()
        self._generation = None
        self._end_batch()

    def refresh(self) -> None:
        """Forget what is known of the stored index, inside an open batch: the batch
        took folds back (:func:`newsfold.store.fold_order.take_back`)."""
        self._drop_cache()
        self._seq = int(self.conn.execute(MAX_SEQ).scalar_one())

    def _drop_cache(self) -> None:
        self._stories.clear()
        self._members.clear()
        self._entries.clear()
        self._fetched.clear()
        self._sizes.clear()
        self._held.clear()

    def _end_batch(self) -> None:
        self._conn = None
        self._urls.clear()
        self._bodies.clear()
        self._pending.clear()
        self._new_stories.clear()
        self._dirty.clear()
        self._fingerprint_rows.clear()
        self._added.clear()
        self._bucket_rows.clear()
        self._member_rows.clear()
        self._follows_rows.clear()

    def prefetch(self, entries: Sequence[FoldEntry]) -> None:
        """Look up everything ``entries`` will ask about, set-wise.

        Same-URL and same-body articles, and the stored rows of every bucket
        they land in (one query per band). Only stored rows are read; what
        this batch adds is already in memory, so calling this at any point of
        a batch is safe, and skipping it only costs more round trips.
        """
        urls = {e.canonical_url for e in entries if e.canonical_url} - self._urls.keys()
        for url, found in self._latest(urls, "urls", newest=True).items():
            self._urls[url] = found
        bodies = {e.body_key for e in entries} - self._bodies.keys()
        for key, found in self._latest(bodies, "bodies", newest=False).items():
            self._bodies[key] = found
        self._fetch_buckets([b for e in entries for b in _probed(e)])

    def _fetch_buckets(self, buckets: Sequence[tuple[int, int]]) -> None:
        """Stored rows of the buckets not known in memory: one query per band when
        there are many, one OR query when there are few. Known ones move to the
        end of the eviction order."""
        fetched = self._fetched
        missing = []
        for bucket in dict.fromkeys(buckets):
            if bucket in fetched:
                del fetched[bucket]
            else:
                missing.append(bucket)
            fetched[bucket] = None
        if not missing:
            return
        if len(missing) <= 100:
            params = tuple(x for bucket in missing for x in bucket)
            self._hold(self._raw(bucket_sql(len(missing), self._dialect), params))
            return
        by_band: dict[int, list[int]] = {}
        for band, key in missing:
            by_band.setdefault(band, []).append(key)
        for band, keys in by_band.items():
            keys.sort()
            for start in range(0, len(keys), _CHUNK):
                param = list_param(keys[start : start + _CHUNK], self._dialect)
                rows = self._raw(BAND_SQL[self._dialect], (band, param))
                self._hold(rows, band)

    def _hold(self, rows: Sequence[tuple[Any, ...]], band: int | None = None) -> None:
        """Add stored ``(band, bucket, story, articles, latest seq)`` to the batch's view
        (rows without the band when ``band`` is given: one band's query).

        Rows come grouped by story (a bucket often holds several copies of one
        story), which saves most of the per-row work on the busiest buckets. The
        C kernel does the same: this loop over a few hundred rows an article grew
        with the store's buckets and was a tenth of an incremental fold at 100,000.
        """
        sizes, held = self._sizes, self._held
        if _bucketindex is not None:
            _bucketindex.hold_rows(rows, sizes, held, band)
            return
        for row in rows:
            if band is None:
                bucket, (story_id, n, seq) = (row[0], row[1]), row[2:]
            else:
                bucket, (story_id, n, seq) = (band, row[0]), row[1:]
            sizes[bucket] = sizes.get(bucket, 0) + n
            stories = held.get(bucket)
            if stories is None:
                held[bucket] = {story_id: seq}
            else:
                stories[story_id] = seq

    def _raw(self, sql: str, params: tuple[Any, ...]) -> list[tuple[Any, ...]]:
        """Rows of one query on the DB-API cursor, in the batch's transaction: the
        bucket rows are the bulk of what folding reads (a few hundred per
        article), and SQLAlchemy's per-row result handling would double their cost."""
        cursor = self.conn.connection.cursor()
        try:
            cursor.execute(sql, params)
            return list(cursor.fetchall())
        except self.conn.dialect.loaded_dbapi.Error as exc:  # as SQLAlchemy would wrap it
            raise StoreError(f"bucket lookup failed: {exc}") from exc
        finally:
            cursor.close()

    def _latest(self, keys: set[str], which: str, *, newest: bool) -> dict[str, FoldEntry | None]:
        """Stored entry per URL (newest) or body key (earliest); None where none is stored."""
        found: dict[str, tuple[int, Any]] = {}
        for row in self._set_rows(which, sorted(keys)):
            key = row.canonical_url if which == "urls" else row.body_key
            best = found.get(key)
            if best is None or (row.seq > best[0] if newest else row.seq < best[0]):
                found[key] = (row.seq, row)
        out: dict[str, FoldEntry | None] = dict.fromkeys(keys)
        for key, (_, row) in found.items():
            out[key] = self._cached_entry(row)
        return out

    def _set_rows(self, which: str, keys: Sequence[str]) -> Iterator[Any]:
        """Rows of the set-wise lookup ``which`` (:func:`set_statements`) for ``keys``:
        one bind value per chunk of :data:`_CHUNK` keys, so the statement is
        prepared once whatever the number of keys."""
        statement = set_statements(self._dialect)[which]
        for start in range(0, len(keys), _CHUNK):
            param = list_param(keys[start : start + _CHUNK], self._dialect)
            yield from self.conn.execute(statement, {"keys": param})

    def _cached_entry(self, row: Any) -> FoldEntry:
        known = self._entries.get(row.article_id)
        if known is None:
            known = self._entries[row.article_id] = entry_from(row)
        return known

    # -- lookups (FoldIndex) ---------------------------------------------------------

    def find_url(self, canonical_url: str) -> FoldEntry | None:
        """Newest article stored (or folded in this batch) under this canonical URL."""
        if canonical_url not in self._urls:
            row = self.conn.execute(BY_URL, {"url": canonical_url}).first()
            self._urls[canonical_url] = self._cached_entry(row) if row else None
        return self._urls[canonical_url]

    def find_body(self, key: str) -> FoldEntry | None:
        """Earliest article with this normalised body."""
        if key not in self._bodies:
            row = self.conn.execute(BY_BODY, {"key": key}).first()
            self._bodies[key] = self._cached_entry(row) if row else None
        return self._bodies[key]

    def candidate_stories(self, buckets: Sequence[tuple[int, int]]) -> list[str]:
        """Stories with a member in at least one bucket, ranked as in memory."""
        self._fetch_buckets(buckets)
        return rank_held(buckets, self._held)

    def representatives(self, story_ids: list[str]) -> dict[str, tuple[StoryState, FoldEntry]]:
        """State and representative entry of each story (stored ones in one query)."""
        self._load_stories([s for s in story_ids if s not in self._stories])
        absent = [s for s in story_ids if s not in self._stories]
        if absent:
            raise StoreError(f"stories {absent[:3]} have no representative in the store")
        self._load_entries([self._stories[s].representative_id for s in story_ids])
        out: dict[str, tuple[StoryState, FoldEntry]] = {}
        for story_id in story_ids:
            story = self._stories[story_id]
            out[story_id] = (story, self._entries[story.representative_id])
        return out

    def _load_stories(self, missing: list[str]) -> None:
        """States and representative entries of stored stories not in memory, set-wise."""
        for row in self._set_rows("representatives", missing):
            self._stories[row.sid] = StoryState(
                row.sid, row.representative_id, row.follows, row.origin_id or ""
            )
            self._cached_entry(row)

    def _load_entries(self, article_ids: list[str]) -> None:
        for row in self._set_rows("entries", [a for a in article_ids if a not in self._entries]):
            self._cached_entry(row)

    def entry(self, article_id: str) -> FoldEntry:
        """The entry of one article (stored or folded in this batch)."""
        self._load_entries([article_id])
        found = self._entries.get(article_id)
        if found is None:
            raise StoreError(f"article {article_id} has no fingerprint in the store")
        self._entries[article_id] = self._entries.pop(article_id)  # recently used
        return found

    def story(self, story_id: str) -> StoryState:
        """Representative and link of one story (the live state, as in memory)."""
        found = self._stories.get(story_id)
        if found is None:
            row = self.conn.execute(STORY_STATE, {"sid": story_id}).first()
            if row is None:
                raise StoreError(f"story {story_id} is not in the store")
            found = self._stories[story_id] = StoryState(
                row.id, row.representative_id, row.follows, row.origin_id or ""
            )
        return found

    def spread(self, story_id: str) -> Spread:
        """Spread figures of a story, from its members so far."""
        self._load_members([story_id])
        return self._members[story_id].spread()

    def _load_members(self, story_ids: Iterable[str]) -> None:
        """Summaries of stored members for stories not in memory, plus this batch's."""
        missing = [s for s in dict.fromkeys(story_ids) if s not in self._members]
        for story_id in missing:
            self._members[story_id] = MemberSummary()
        for story_id, publisher, when in self._set_rows("members", missing):
            self._members[story_id].add(publisher, when)
        for story_id in missing:
            members = self._members[story_id]
            for publisher, when in self._pending.pop(story_id, ()):
                members.add(publisher, when)

    def gist(self, article_id: str) -> str:
        """Headline and lead of an article, for the semantic check: from the folded
        entry when it is in memory, else from the stored article (rarely asked)."""
        known = self._entries.get(article_id)
        if known is not None and known.gist:
            return known.gist
        row = self.conn.execute(
            select(t.articles.c.headline, t.articles.c.paragraphs).where(
                t.articles.c.id == article_id
            )
        ).first()
        if row is None:
            return ""
        # as the fingerprinter makes it, so memory and store agree
        return gist_of(row.headline, strip_syndication(list(row.paragraphs or [])))

    # -- writes ----------------------------------------------------------------------

    def link_follow_up(self, story_id: str, follows: str) -> None:
        """Mark a story as a follow-up of another (replacing any earlier link)."""
        if story_id != follows:
            self.story(story_id).follows = follows
            self._dirty[story_id] = None
            self._follows_rows.append({"story_id": story_id, "seq": self._seq, "follows": follows})

    def add(self, entry: FoldEntry, assignment: Assignment) -> None:
        """Remember an article and apply its assignment (written out at :meth:`flush`).

        The folder opens a story with relation representative or follow-up and
        joins one with any other; a story it opens cannot be stored yet (its
        id is its first article's), and the primary key would refuse it if it were.
        """
        article_id, story_id = entry.article_id, assignment.story_id
        self._entries[article_id] = entry
        if entry.canonical_url:
            self._urls[entry.canonical_url] = entry
        if self.find_body(entry.body_key) is None:
            self._bodies[entry.body_key] = entry
        self._seq += 1
        seq = self._seq
        buckets = entry.buckets()  # both calls below count each distinct bucket once
        self._fetch_buckets(buckets)
        self._bucket_rows.extend(
            (band, key, article_id, story_id, seq)
            for band, key in add_capped(buckets, story_id, seq, self._sizes, self._held)
        )
        if assignment.relation in (Relation.REPRESENTATIVE, Relation.FOLLOW_UP):
            self._stories[story_id] = StoryState(story_id, article_id, assignment.follows)
            self._members[story_id] = MemberSummary()
            self._new_stories.append(story_id)
            if assignment.follows:
                self._follows_rows.append(
                    {"story_id": story_id, "seq": seq, "follows": assignment.follows}
                )
        elif assignment.new_representative:
            self.story(story_id).take_over(article_id, assignment.relation)
        self._dirty[story_id] = None
        members = self._members.get(story_id)
        if members is not None:
            members.add(entry.publisher, entry.published_at)
        else:
            self._pending.setdefault(story_id, []).append((entry.publisher, entry.published_at))
        self._fingerprint_rows.append(fingerprint_row(entry))
        self._added.append(article_id)
        self._member_rows.append(
            {
                "article_id": article_id,
                "story_id": story_id,
                "relation": assignment.relation.value,
                "similarity": assignment.similarity,
                "review": assignment.review,
                "publisher": entry.publisher,
                "url": entry.canonical_url,
                "published_at": entry.published_at,
                "seq": self._seq,
                "took_over": assignment.new_representative,
            }
        )

    def flush(self) -> None:
        """Write the batch: one ``executemany`` per table, in foreign-key order."""
        conn = self.conn
        if self._fingerprint_rows:
            conn.execute(INSERT_FINGERPRINT, self._fingerprint_rows)
        self._load_members(self._dirty)  # every story whose row changes, joined or linked
        new = set(self._new_stories)
        now = datetime.now(UTC)
        if self._new_stories:
            rows = []
            for story_id in self._new_stories:
                row = self._story_row(story_id)
                follows = row.pop("follows")
                row.update(id=row.pop("sid"), follows=None if follows in new else follows)
                rows.append(row | {"created_at": now})
            conn.execute(INSERT_STORY, rows)
        updates = [
            self._story_row(story_id)
            for story_id in self._dirty
            if story_id not in new or self._stories[story_id].follows in new
        ]
        if updates:
            conn.execute(UPDATE_STORY, updates)
        if self._member_rows:
            conn.execute(INSERT_MEMBER, self._member_rows)
        if self._follows_rows:
            conn.execute(INSERT_FOLLOWS, self._follows_rows)
        if self._bucket_rows:
            # in key order: neighbouring inserts land on the same index pages
            self._bucket_rows.sort()
            conn.exec_driver_sql(INSERT_BUCKET_SQL[self._dialect], self._bucket_rows)

    def _story_row(self, story_id: str) -> dict[str, Any]:
        story, members = self._stories[story_id], self._members[story_id]
        spread = members.spread()
        return {
            "sid": story_id,
            "representative_id": story.representative_id,
            "origin_id": story.origin_id,
            "follows": story.follows,
            "n_members": members.n,
            "first_seen": spread.first_seen,
            "last_seen": spread.last_seen,
            "n_outlets": spread.n_outlets,
            "tenth_outlet_at": spread.tenth_outlet_at,
        }


def _as_representative(entry: FoldEntry) -> FoldEntry:
    """``entry`` as the cache keeps a representative: about 2 KB, where the entry the
    fingerprinter made holds its bucket keys and a view of its batch's signatures."""
    signature = entry.signature
    if signature.base is not None:
        signature = signature.copy()
    return replace(
        entry, band_keys=(), probe_keys=(), own_lead=None, event_probes=[], signature=signature
    )


def _trim(cache: dict[str, Any], size: int) -> None:
    """Drop the oldest entries (insertion order, refreshed on use) beyond ``size``."""
    excess = len(cache) - size
    if excess > 0:
        for key in list(islice(cache, excess)):
            del cache[key]
