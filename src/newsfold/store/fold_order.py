"""Folding in key order, and taking folds back when a late article arrives.

Extracted articles wait (their page ``extracted``) until a fold batch takes
them, earliest :func:`~newsfold.fold.order.fold_key` first, whichever worker
or run extracted them. So the stories depend on the pages, not on when or by
whom they were read.

An article whose key is earlier than the last one folded (an original fetched
after its copies, a page from a later run that was published earlier) would
be decided against articles that should have come after it. Instead, every
article folded at or after its key is *taken back* (:func:`take_back`): its
membership, LSH buckets, fingerprint, ``follows`` links, event links and
review items are deleted, its page goes back to ``extracted``, and the
stories it touched are recomputed from what remains (members, and the links
kept in ``story_follows``, each stamped with the sequence number of the
article that set it). The next batches fold all of them again in key order:
the stories equal those of a run that saw every page in order.

Taking back costs a refold of everything after the late key, so it is bounded
(``refold_window_hours``, default a week): an article older than that before
the last folded one is folded where it arrives, and nothing else is
re-decided (logged and counted). So is one that would take back folds an
editor has decided on in the review queue (:func:`decided_from`): their
decisions stand.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import Connection, bindparam, delete, func, select, update

from newsfold.fold.order import time_key
from newsfold.store import schema as t
from newsfold.store.fold_sql import MemberSummary

__all__ = ["last_folded_key", "late_cutoff", "take_back", "unfolded_rows"]

log = logging.getLogger(__name__)

_CHUNK = 500


def _key_column(conn: Connection) -> Any:
    """``articles.fold_key`` compared byte-wise on every backend (PostgreSQL's
    default collation would order punctuation and case its own way)."""
    column = t.articles.c.fold_key
    return column.collate("C") if conn.dialect.name == "postgresql" else column


def unfolded_rows(conn: Connection, limit: int, max_bytes: int | None = None) -> list[Any]:
    """Up to ``limit`` extracted, not yet folded articles, earliest key first, and no
    more than ``max_bytes`` of text (but at least one): memory follows the articles'
    size, not the batch's count.

    The rows hold every column but ``quality``: folding never reads the scores, and
    they are the largest column (the entities: 18 KB an article on the development
    pages, three times the text), three quarters of the time to read a batch back.
    """
    a, p = t.articles, t.pages
    key = _key_column(conn)
    query = (
        select(*(column for column in a.c if column.name != "quality"))
        .join(p, p.c.id == a.c.page_id)
        .where(p.c.state == "extracted")
        .order_by(key, a.c.id)
        .limit(limit)
    )
    rows: list[Any] = []
    held = 0
    result = conn.execute(query)
    try:
        for row in result:
            rows.append(row)
            held += sum(len(text) for text in row.paragraphs or ())
            if max_bytes is not None and held >= max_bytes:
                break
    finally:
        result.close()
    return rows


def last_folded_key(conn: Connection) -> str | None:
    """The key of the article folded last (the highest sequence number)."""
    sm, a = t.story_members, t.articles
    query = (
        select(a.c.fold_key).join(sm, sm.c.article_id == a.c.id).order_by(sm.c.seq.desc()).limit(1)
    )
    return conn.execute(query).scalar_one_or_none()


def late_cutoff(last_key: str, window: timedelta) -> str:
    """Keys below this are too late to take back what follows them: ``window``
    before the time that ``last_key`` starts with ("" when it has none)."""
    try:
        last = datetime.strptime(last_key.split("|", 1)[0], "%Y%m%dT%H%M%S.%f")
        return time_key((last - window).replace(tzinfo=UTC))
    except (ValueError, OverflowError):
        return ""  # no time (sorts last), or before year 1: nothing is too late


def decided_from(conn: Connection, key: str) -> bool:
    """Whether an editor decided a review item of an article folded at or after ``key``.

    Such folds are never taken back: the decision (a merge, a split) was made on
    them and is recorded against them, so a late article before them is folded
    where it arrives instead.
    """
    ri, a = t.review_items, t.articles
    found = conn.execute(
        select(ri.c.id)
        .join(a, a.c.id == ri.c.article_id)
        .where(ri.c.status != "open", _key_column(conn) >= key)
        .limit(1)
    ).first()
    return found is not None


def take_back(conn: Connection, key: str) -> int:
    """Undo the folding of every article folded at or after ``key`` (see the module
    docstring); return how many articles were taken back."""
    sm, a = t.story_members, t.articles
    first = conn.execute(
        select(func.min(sm.c.seq))
        .select_from(sm.join(a, a.c.id == sm.c.article_id))
        .where(_key_column(conn) >= key)
    ).scalar_one_or_none()
    if first is None:
        return 0
    rows = conn.execute(select(sm.c.article_id, sm.c.story_id).where(sm.c.seq >= first)).all()
    articles = [r.article_id for r in rows]
    touched = {r.story_id for r in rows}
    touched.update(
        conn.execute(
            select(t.story_follows.c.story_id).where(t.story_follows.c.seq >= first)
        ).scalars()
    )
    conn.execute(delete(t.lsh_buckets).where(t.lsh_buckets.c.seq >= first))
    conn.execute(delete(t.story_follows).where(t.story_follows.c.seq >= first))
    for chunk in _chunks(articles):
        conn.execute(delete(t.review_items).where(t.review_items.c.article_id.in_(chunk)))
        conn.execute(delete(t.story_links).where(t.story_links.c.article_id.in_(chunk)))
        conn.execute(delete(t.fingerprints).where(t.fingerprints.c.article_id.in_(chunk)))
        pages = select(a.c.page_id).where(a.c.id.in_(chunk)).scalar_subquery()
        conn.execute(update(t.pages).where(t.pages.c.id.in_(pages)).values(state="extracted"))
    conn.execute(delete(sm).where(sm.c.seq >= first))
    _restore(conn, sorted(touched))
    log.info("took back %d folded articles from key %s", len(articles), key)
    return len(articles)


def _chunks(items: Sequence[str]) -> list[list[str]]:
    return [list(items[i : i + _CHUNK]) for i in range(0, len(items), _CHUNK)]


def _restore(conn: Connection, story_ids: list[str]) -> None:
    """Recompute the touched stories from what remains of them; drop the empty ones."""
    sm, s, f = t.story_members, t.stories, t.story_follows
    empty: list[str] = []
    for chunk in _chunks(story_ids):
        members: dict[str, list[Any]] = {sid: [] for sid in chunk}
        member_rows: Any = conn.execute(
            select(
                sm.c.story_id,
                sm.c.article_id,
                sm.c.relation,
                sm.c.publisher,
                sm.c.published_at,
                sm.c.seq,
                sm.c.took_over,
            )
            .where(sm.c.story_id.in_(chunk))
            .order_by(sm.c.seq)
        )
        for member in member_rows:
            members[member.story_id].append(member)
        links: dict[str, str] = {}
        for row in conn.execute(
            select(f.c.story_id, f.c.follows).where(f.c.story_id.in_(chunk)).order_by(f.c.seq)
        ):
            links[row.story_id] = row.follows  # the latest row wins
        updates = []
        for sid, rows in members.items():
            if not rows:
                empty.append(sid)
                continue
            summary = MemberSummary()
            representative = origin = rows[0].article_id
            for row in rows:
                summary.add(row.publisher, row.published_at)
                if row.took_over:
                    representative = row.article_id
                    if row.relation != "revision":
                        origin = row.article_id
            spread = summary.spread()
            updates.append(
                {
                    "sid": sid,
                    "representative_id": representative,
                    "origin_id": origin,
                    "follows": links.get(sid),
                    "n_members": summary.n,
                    "first_seen": spread.first_seen,
                    "last_seen": spread.last_seen,
                    "n_outlets": spread.n_outlets,
                    "tenth_outlet_at": spread.tenth_outlet_at,
                }
            )
        if updates:
            conn.execute(update(s).where(s.c.id == bindparam("sid")), updates)
    for chunk in _chunks(empty):
        # links to an emptied story were set by taken-back articles: already gone
        conn.execute(delete(t.story_links).where(t.story_links.c.story_id.in_(chunk)))
        conn.execute(delete(t.story_links).where(t.story_links.c.other_id.in_(chunk)))
        conn.execute(delete(t.review_items).where(t.review_items.c.story_id.in_(chunk)))
        conn.execute(update(s).where(s.c.follows.in_(chunk)).values(follows=None))
        conn.execute(delete(s).where(s.c.id.in_(chunk)))
