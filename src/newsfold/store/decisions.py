"""Editors' decisions on review items, applied to the stories at once and undoable.

A review item says "the folder was unsure": a ``fold`` item is an article
folded into a story below the automatic threshold (``article_id``) beside the
representative it was compared with (``other_id``); a ``related`` item is two
stories an event link relates. An editor answers with one of
:data:`DECISIONS`, and the store changes at once:

=============  ===============================  =====================================
decision       ``fold`` item                    ``related`` item
=============  ===============================  =====================================
same           the article stays (or goes back)  the two stories merge into the older
               in the other article's story
different      the article is split into a      the event link is marked ``unrelated``
               story of its own
follow-up      split, and its story follows     the later story follows the earlier
               the other's
related        split, and the stories linked    the link stands
=============  ===============================  =====================================

Nothing is deleted. Moving an article rewrites its ``story_members`` row and
its ``lsh_buckets`` rows (the fold index keeps the story of every bucket row,
so the next fold compares against the story as the editor left it); a story
left without members keeps its row, marked ``merged_into`` the story that took
them. Every change is recorded in ``review_decisions`` with its values before,
who and when, so :func:`undo` restores exactly the state before, and refuses
when something has changed the same rows since (a later decision or fold).

Each decision bumps the ``fold_state`` generation first, in the same
transaction: that takes the fold lock (so it never interleaves with a fold
batch) and tells every fold index holding a cache that the stories moved.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Connection, bindparam, insert, select, update

from newsfold.errors import StoreError
from newsfold.fold.spread import spread_of
from newsfold.models import Relation
from newsfold.store import schema as t
from newsfold.store.editorial import new_id_of, review_decisions
from newsfold.store.fold_sql import BUMP
from newsfold.store.search import move_facets

__all__ = [
    "DECISIONS",
    "BucketKeys",
    "DecisionError",
    "DecisionResult",
    "decide",
    "decisions_for",
    "refresh_stories",
    "undo",
]

log = logging.getLogger(__name__)

#: What an editor may answer to a review item.
DECISIONS = ("same", "different", "follow-up", "related")
#: The answer that confirms what the folder proposed, per item kind.
_PROPOSED = {"fold": "same", "related": "related"}

#: Kinds an event link takes under decisions (``withdrawn``: made by a decision since undone).
_LINK_KINDS = ("related", "unrelated", "withdrawn")
#: Computes the LSH bucket keys each stored article was indexed under.
BucketKeys = Callable[[Sequence[str]], dict[str, list[tuple[int, int]]]]


class DecisionError(StoreError):
    """A decision or undo that cannot be applied (unknown item, already decided, changed since)."""


@dataclass(frozen=True, slots=True)
class DecisionResult:
    """What a decision (or its undo) did: which item, and where its article is now."""

    decision_id: int
    review_id: int
    decision: str
    #: The story the item's article belongs to after the change.
    story_id: str
    #: Stories whose members or links changed.
    stories: list[str]
    undone: bool = False


def _now() -> datetime:
    return datetime.now(UTC)


class _Changes:
    """The changes of one decision, applied as they are recorded."""

    def __init__(self, conn: Connection, bucket_keys: BucketKeys) -> None:
        self.conn = conn
        self.bucket_keys = bucket_keys
        self.moves: list[dict[str, Any]] = []
        self.stories: list[dict[str, Any]] = []
        self.links: list[dict[str, Any]] = []
        self.touched: dict[str, None] = {}

    def record(self) -> dict[str, Any]:
        return {"moves": self.moves, "stories": self.stories, "links": self.links}

    def move(self, article_ids: Sequence[str], to_story: str, relation: str | None = None) -> None:
        """Move members to ``to_story`` (relation kept unless given); review flag cleared."""
        sm = t.story_members
        rows = self.conn.execute(
            select(sm.c.article_id, sm.c.story_id, sm.c.relation, sm.c.review).where(
                sm.c.article_id.in_(list(article_ids))
            )
        ).all()
        for row in rows:
            new_relation = relation or row.relation
            self.moves.append(
                {
                    "article": row.article_id,
                    "from": row.story_id,
                    "to": to_story,
                    "relation": row.relation,
                    "review": bool(row.review),
                    "new_relation": new_relation,
                }
            )
            self.touched[row.story_id] = None
        self.touched[to_story] = None
        _move_members(
            self.conn,
            self.bucket_keys,
            [(row.article_id, to_story, relation or row.relation, False) for row in rows],
        )

    def set_story(self, story_id: str, **values: Any) -> None:
        """Change fields of a story row (``representative_id``, ``follows``, ``merged_into``)."""
        before = _story_fields(self.conn, story_id, values)
        self.stories.append({"id": story_id, "before": before, "after": values})
        self.conn.execute(update(t.stories).where(t.stories.c.id == story_id).values(**values))
        self.touched[story_id] = None

    def set_link(self, story_id: str, other_id: str, kind: str, article_id: str) -> None:
        """Make the link between two stories (ordered pair) be of ``kind``."""
        a, b = min(story_id, other_id), max(story_id, other_id)
        links = t.story_links
        current = self.conn.execute(
            select(links.c.kind).where(
                links.c.story_id == a,
                links.c.other_id == b,
                links.c.kind.in_(_LINK_KINDS),
            )
        ).scalar()
        if current == kind:
            return
        if current is None:
            self.conn.execute(
                insert(links).values(
                    story_id=a, other_id=b, kind=kind, article_id=article_id, created_at=_now()
                )
            )
        else:
            self.conn.execute(
                update(links)
                .where(links.c.story_id == a, links.c.other_id == b, links.c.kind == current)
                .values(kind=kind)
            )
        self.links.append({"story_id": a, "other_id": b, "before": current, "after": kind})
        self.touched[a] = None
        self.touched[b] = None


def _story_fields(conn: Connection, story_id: str, names: Iterable[str]) -> dict[str, Any]:
    row = conn.execute(select(t.stories).where(t.stories.c.id == story_id)).first()
    if row is None:
        raise DecisionError(f"story {story_id} is not in the store")
    return {name: row._mapping[name] for name in names}


def _move_members(
    conn: Connection, bucket_keys: BucketKeys, moves: Sequence[tuple[str, str, str, bool]]
) -> None:
    """``(article, story, relation, review)``: member rows and their bucket rows."""
    if not moves:
        return
    sm = t.story_members
    for article_id, story_id, relation, review in moves:
        conn.execute(
            update(sm)
            .where(sm.c.article_id == article_id)
            .values(story_id=story_id, relation=relation, review=review)
        )
    move_facets(conn, [(m[0], m[1]) for m in moves])
    keys = bucket_keys([m[0] for m in moves])
    story_of = {m[0]: m[1] for m in moves}
    rows = [
        {"sid": story_of[article_id], "aid": article_id, "b_band": band, "b_bucket": bucket}
        for article_id, buckets in keys.items()
        for band, bucket in buckets
    ]
    if rows:
        # primary-key updates: (band, bucket, article) is the key of lsh_buckets
        lb = t.lsh_buckets
        conn.execute(
            update(lb)
            .where(
                lb.c.band == bindparam("b_band"),
                lb.c.bucket == bindparam("b_bucket"),
                lb.c.article_id == bindparam("aid"),
            )
            .values(story_id=bindparam("sid")),
            rows,
        )


def refresh_stories(conn: Connection, story_ids: Iterable[str]) -> None:
    """Recompute members count, spread figures and (when it left) the representative.

    A story whose representative moved away gets its earliest remaining member
    (by publication time, then fold order); a story left empty keeps its row
    and its last representative, with no members.
    """
    sm, s = t.story_members, t.stories
    for story_id in dict.fromkeys(story_ids):
        members = conn.execute(
            select(sm.c.article_id, sm.c.publisher, sm.c.published_at, sm.c.seq).where(
                sm.c.story_id == story_id
            )
        ).all()
        spread = spread_of((m.publisher, m.published_at) for m in members)
        values: dict[str, Any] = {
            "n_members": len(members),
            "first_seen": spread.first_seen,
            "last_seen": spread.last_seen,
            "n_outlets": spread.n_outlets,
            "tenth_outlet_at": spread.tenth_outlet_at,
        }
        representative = conn.execute(
            select(s.c.representative_id).where(s.c.id == story_id)
        ).scalar()
        ids = {m.article_id for m in members}
        if members and representative not in ids:
            far = datetime.max.replace(tzinfo=UTC)
            first = min(members, key=lambda m: (m.published_at or far, m.seq))
            values["representative_id"] = first.article_id
        conn.execute(update(s).where(s.c.id == story_id).values(**values))


def _item(conn: Connection, review_id: int) -> Any:
    row = conn.execute(select(t.review_items).where(t.review_items.c.id == review_id)).first()
    if row is None:
        raise DecisionError(f"review item {review_id} does not exist")
    return row


def _story_of(conn: Connection, article_id: str) -> str:
    found = conn.execute(
        select(t.story_members.c.story_id).where(t.story_members.c.article_id == article_id)
    ).scalar()
    if found is None:
        raise DecisionError(f"article {article_id} belongs to no story")
    return str(found)


def _active(conn: Connection, review_id: int) -> Any:
    d = review_decisions
    return conn.execute(
        select(d)
        .where(d.c.review_id == review_id, d.c.undone_at.is_(None))
        .order_by(d.c.id.desc())
        .limit(1)
    ).first()


def _split(changes: _Changes, article_id: str, relation: str) -> str:
    """Move one article into a story of its own (``s-<article>``, reusing an old row)."""
    new_id = f"s-{article_id}"
    exists = changes.conn.execute(select(t.stories.c.id).where(t.stories.c.id == new_id)).first()
    if exists is None:
        member = changes.conn.execute(
            select(t.story_members).where(t.story_members.c.article_id == article_id)
        ).one()
        changes.conn.execute(
            insert(t.stories).values(
                id=new_id,
                representative_id=article_id,
                follows=None,
                first_seen=member.published_at,
                last_seen=member.published_at,
                n_members=0,
                created_at=_now(),
                n_outlets=0,
                merged_into=None,
            )
        )
        changes.stories.append({"id": new_id, "before": None, "after": {}})
    else:
        changes.set_story(new_id, representative_id=article_id, merged_into=None, follows=None)
    changes.move([article_id], new_id, relation)
    return new_id


def _first_seen_key(conn: Connection, story_id: str) -> tuple[datetime, str]:
    when = conn.execute(select(t.stories.c.first_seen).where(t.stories.c.id == story_id)).scalar()
    return (when or datetime.max.replace(tzinfo=UTC), story_id)


def _apply_fold(changes: _Changes, item: Any, decision: str) -> str:
    conn, article = changes.conn, item.article_id
    here, there = _story_of(conn, article), _story_of(conn, item.other_id)
    if decision == "same":
        if here != there:
            changes.move([article], there, Relation.COPY.value)
        else:
            changes.move([article], here)  # confirmed: the review flag goes
        return there
    if here == there:
        relation = Relation.FOLLOW_UP.value if decision == "follow-up" else "representative"
        here = _split(changes, article, relation)
    if decision == "follow-up":
        changes.set_story(here, follows=there)
    elif decision == "related":
        changes.set_link(here, there, "related", article)
    return here


def _apply_related(changes: _Changes, item: Any, decision: str) -> str:
    conn = changes.conn
    here, there = _story_of(conn, item.article_id), _story_of(conn, item.other_id)
    if decision == "same":
        if here == there:
            return here
        older, newer = sorted((here, there), key=lambda s: _first_seen_key(conn, s))
        moved = list(
            conn.execute(
                select(t.story_members.c.article_id)
                .where(t.story_members.c.story_id == newer)
                .order_by(t.story_members.c.seq)
            ).scalars()
        )
        changes.move(moved, older)
        changes.set_story(newer, merged_into=older)
        return older
    if decision == "different":
        changes.set_link(here, there, "unrelated", item.article_id)
    elif decision == "follow-up":
        older, newer = sorted((here, there), key=lambda s: _first_seen_key(conn, s))
        changes.set_story(newer, follows=older)
    else:
        changes.set_link(here, there, "related", item.article_id)
    return here


def decide(
    conn: Connection, review_id: int, decision: str, by: str, bucket_keys: BucketKeys
) -> DecisionResult:
    """Apply an editor's ``decision`` on review item ``review_id`` in ``conn``'s transaction.

    ``by`` names the editor (kept with the decision). ``bucket_keys`` gives the
    fold index's bucket keys of stored articles (see :func:`newsfold.store.review_actions`).
    """
    if decision not in DECISIONS:
        raise DecisionError(f"unknown decision {decision!r}; use one of {', '.join(DECISIONS)}")
    if not by.strip():
        raise DecisionError("a decision needs the name of who made it")
    conn.execute(BUMP)  # the fold lock, and every fold cache is stale from here
    item = _item(conn, review_id)
    previous = _active(conn, review_id)
    if previous is not None:
        raise DecisionError(
            f"review item {review_id} was decided {previous.decision!r} by {previous.decided_by}; "
            "undo that first"
        )
    changes = _Changes(conn, bucket_keys)
    if item.kind == "related":
        story = _apply_related(changes, item, decision)
    else:
        story = _apply_fold(changes, item, decision)
    refresh_stories(conn, changes.touched)
    now = _now()
    record = changes.record()
    record["item"] = {"status": item.status, "story": story}
    status = "accepted" if decision == _PROPOSED.get(item.kind, "same") else "rejected"
    conn.execute(
        update(t.review_items)
        .where(t.review_items.c.id == review_id)
        .values(status=status, decided_by=by, decided_at=now)
    )
    decision_id = new_id_of(
        conn.execute(
            insert(review_decisions).values(
                review_id=review_id,
                kind=item.kind,
                decision=decision,
                similarity=float(item.similarity),
                decided_by=by,
                decided_at=now,
                changes=record,
            )
        )
    )
    log.info("review item %s decided %s by %s", review_id, decision, by)
    return DecisionResult(int(decision_id), review_id, decision, story, list(changes.touched))


def undo(conn: Connection, review_id: int, by: str, bucket_keys: BucketKeys) -> DecisionResult:
    """Undo the decision in force on ``review_id``: every change reverted, the item open again.

    Refused (:class:`DecisionError`) when an article it moved is no longer
    where it put it, or a story field it set has changed since.
    """
    if not by.strip():
        raise DecisionError("an undo needs the name of who made it")
    conn.execute(BUMP)
    item = _item(conn, review_id)
    done = _active(conn, review_id)
    if done is None:
        raise DecisionError(f"review item {review_id} has no decision to undo")
    changes = done.changes
    sm, s, links = t.story_members, t.stories, t.story_links
    moves = changes.get("moves", [])
    where = dict(
        conn.execute(
            select(sm.c.article_id, sm.c.story_id).where(
                sm.c.article_id.in_([m["article"] for m in moves])
            )
        ).all()
    )
    for m in moves:
        if where.get(m["article"]) != m["to"]:
            raise DecisionError(
                f"cannot undo: article {m['article']} moved since (now in "
                f"{where.get(m['article'])}, not {m['to']}); undo the later change first"
            )
    for change in changes.get("stories", []):
        if change["after"]:
            now_values = _story_fields(conn, change["id"], change["after"])
            if now_values != change["after"]:
                raise DecisionError(f"cannot undo: story {change['id']} changed since")
    touched: dict[str, None] = {}
    _move_members(
        conn,
        bucket_keys,
        [(m["article"], m["from"], m["relation"], m["review"]) for m in moves],
    )
    for m in moves:
        touched[m["from"]] = None
        touched[m["to"]] = None
    for change in reversed(changes.get("stories", [])):
        touched[change["id"]] = None
        if change["before"] is None:
            # made by the decision: kept (nothing is deleted), its members gone back
            origin = next((m["from"] for m in moves if m["to"] == change["id"]), None)
            conn.execute(update(s).where(s.c.id == change["id"]).values(merged_into=origin))
        else:
            conn.execute(update(s).where(s.c.id == change["id"]).values(**change["before"]))
    for link in reversed(changes.get("links", [])):
        key = (links.c.story_id == link["story_id"], links.c.other_id == link["other_id"])
        conn.execute(
            update(links)
            .where(*key, links.c.kind == link["after"])
            .values(kind=link["before"] or "withdrawn")
        )
    refresh_stories(conn, touched)
    now = _now()
    conn.execute(
        update(t.review_items)
        .where(t.review_items.c.id == review_id)
        .values(
            status=changes.get("item", {}).get("status", "open"), decided_by=None, decided_at=None
        )
    )
    conn.execute(
        update(review_decisions)
        .where(review_decisions.c.id == done.id)
        .values(undone_by=by, undone_at=now)
    )
    log.info("review item %s: decision %s undone by %s", review_id, done.decision, by)
    return DecisionResult(
        int(done.id),
        review_id,
        str(done.decision),
        _story_of(conn, item.article_id),
        list(touched),
        undone=True,
    )


def decisions_for(
    conn: Connection, *, review_id: int | None = None, active_only: bool = False
) -> list[dict[str, Any]]:
    """Recorded decisions (newest first), optionally of one item or only those in force."""
    d = review_decisions
    query = select(d).order_by(d.c.id.desc())
    if review_id is not None:
        query = query.where(d.c.review_id == review_id)
    if active_only:
        query = query.where(d.c.undone_at.is_(None))
    return [dict(row._mapping) for row in conn.execute(query)]
