"""Reading stories for people: the filtered, sorted, paged list and one story in full.

The web app and its JSON API read through here (never the fold's tables
directly), so what a page shows and what the API returns are the same rows.
Stories an editor merged into another (``merged_into``) are left out of the
list; asking for one by id answers with where it went.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time, timedelta
from typing import Any

from sqlalchemy import (
    ColumnElement,
    Connection,
    exists,
    false,
    func,
    literal_column,
    or_,
    select,
)

from newsfold.models import Relation
from newsfold.store import schema as t
from newsfold.store.search import Matches, matches, primary_language, search_facets

__all__ = [
    "COUNT_CAP",
    "MAX_PER_PAGE",
    "SORTS",
    "StoryDetail",
    "StoryListItem",
    "StoryPage",
    "StoryQuery",
    "count_stories",
    "filter_choices",
    "list_stories",
    "story_detail",
]

#: Sort orders of the list: newest first, most outlets, fastest to its 10th outlet.
SORTS = ("newest", "outlets", "spread")
MAX_PER_PAGE = 100
#: Pages beyond this are refused (an offset that deep is a crawler, not a reader).
MAX_PAGE = 10_000
#: Matching stories are counted up to this many; beyond it the list says "more than
#: 1,000" (counting every story a common filter matches was the largest part of a
#: request that missed the count cache, and nobody reads page 41 to check the figure).
COUNT_CAP = 1000


@dataclass(frozen=True, slots=True)
class StoryQuery:
    """What the list is asked for; every field optional."""

    q: str = ""
    since: date | None = None
    until: date | None = None
    language: str | None = None
    publisher: str | None = None
    min_size: int | None = None
    max_size: int | None = None
    min_quality: float | None = None
    sort: str = "newest"
    page: int = 1
    per_page: int = 25

    def __post_init__(self) -> None:
        if self.sort not in SORTS:
            raise ValueError(f"sort must be one of {', '.join(SORTS)}; got {self.sort!r}")
        if not 1 <= self.page <= MAX_PAGE:
            raise ValueError(f"page must be between 1 and {MAX_PAGE}")
        if not 1 <= self.per_page <= MAX_PER_PAGE:
            raise ValueError(f"per_page must be between 1 and {MAX_PER_PAGE}")


@dataclass(frozen=True, slots=True)
class StoryListItem:
    """One row of the list."""

    id: str
    headline: str | None
    publisher: str | None
    language: str | None
    first_seen: datetime | None
    last_seen: datetime | None
    n_members: int
    n_outlets: int
    follows: str | None
    tenth_outlet_at: datetime | None
    quality: float | None

    @property
    def time_to_tenth_s(self) -> float | None:
        """Seconds from first seen to the 10th outlet, or None."""
        if self.tenth_outlet_at is None or self.first_seen is None:
            return None
        return (self.tenth_outlet_at - self.first_seen).total_seconds()


@dataclass(frozen=True, slots=True)
class StoryPage:
    """A page of the list and how many stories match in all.

    ``total`` is exact when ``total_exact``; otherwise more stories match than
    were counted and ``total`` is the least number there can be (the count's
    cap plus one, or more when this page lies beyond the cap).
    """

    items: list[StoryListItem]
    total: int
    page: int
    per_page: int
    total_exact: bool = True
    has_next: bool = False

    @property
    def pages(self) -> int:
        """Number of pages (at least 1); with an inexact total, the pages known to exist."""
        return max(1, -(-self.total // self.per_page))


@dataclass(slots=True)
class StoryDetail:
    """One story with everything its page shows."""

    id: str
    headline: str | None
    representative: dict[str, Any]
    members: list[dict[str, Any]]
    first_seen: datetime | None
    last_seen: datetime | None
    n_outlets: int
    tenth_outlet_at: datetime | None
    follows: dict[str, Any] | None
    followed_by: list[dict[str, Any]]
    related: list[dict[str, Any]]
    #: ``[{"outlet", "at", "hours", "outlets"}]``: each outlet's first appearance, in time order.
    timeline: list[dict[str, Any]]
    reviews: list[dict[str, Any]] = field(default_factory=list)
    merged_into: str | None = None


def _day_start(day: date) -> datetime:
    return datetime.combine(day, time.min, tzinfo=UTC)


def listed() -> list[ColumnElement[bool]]:
    """Stories the list shows, spelt as the list's partial indexes say it
    (:data:`newsfold.store.schema.LISTED`: with the literal 0, which SQLite needs to
    see to use them)."""
    s = t.stories
    return [s.c.merged_into.is_(None), s.c.n_members > literal_column("0")]


def _conditions(conn: Connection, query: StoryQuery) -> list[ColumnElement[bool]]:
    """The list's filters, each on ``stories`` alone or over the small indexed
    ``search_facets`` (never reading article rows, which are large).

    Facet filters are correlated ``EXISTS`` probes (a key lookup per story
    looked at): a page walks the sort order's index and stops after its rows,
    where an ``IN`` list would first collect every matching article (60k for
    English at 100k articles). A search is not among them: see :func:`_searched`.
    """
    s = t.stories
    rep = search_facets.alias("rep")
    member = search_facets.alias("member")
    where = listed()
    if query.since is not None:
        where.append(s.c.first_seen >= _day_start(query.since))
    if query.until is not None:
        where.append(s.c.first_seen < _day_start(query.until) + timedelta(days=1))
    if query.language or query.min_quality is not None:  # the representative's
        facet = [rep.c.article_id == s.c.representative_id]
        if query.language:
            facet.append(rep.c.language == primary_language(query.language))
        if query.min_quality is not None:
            facet.append(rep.c.quality >= query.min_quality)
        where.append(exists().where(*facet))
    if query.publisher:  # any member from that outlet
        where.append(
            exists().where(member.c.story_id == s.c.id, member.c.publisher == query.publisher)
        )
    if query.min_size is not None:
        where.append(s.c.n_members >= query.min_size)
    if query.max_size is not None:
        where.append(s.c.n_members <= query.max_size)
    return where


def _matching(
    conn: Connection, where: list[ColumnElement[bool]], found: Matches, limit: int | None
) -> list[str]:
    """Distinct ids of the stories meeting ``where`` with a match, at most ``limit``, read
    from the text index match by match (stopping there) and mapped through the facets."""
    s, f = t.stories, search_facets
    query = (
        select(f.c.story_id)
        .distinct()
        .select_from(found.rows)
        .join(f, found.facet_key == found.key)
        .join(s, s.c.id == f.c.story_id)
        .where(*where)
    )
    if limit is not None:
        query = query.limit(limit)
    return list(conn.execute(query).scalars())


def _has_match(found: Matches) -> ColumnElement[bool]:
    """A story with a match: probed per story (its facets, by the index on story), the
    matches collected once into a set. For searches matching many stories, where a page
    walks the sort order and meets its 25 rows early."""
    f = search_facets
    key: Any = found.facet_key
    if key is f.c.seq:
        # SQLite would otherwise look up (story, seq) for every match in the set, for
        # every story probed: unary + keeps the set a membership test
        key = literal_column("+search_facets.seq")
    return exists().where(f.c.story_id == t.stories.c.id, key.in_(select(found.key)))


def _order(sort: str) -> list[Any]:
    """The order of ``newest`` and ``outlets`` (``spread``: see :func:`_page_ids`)."""
    s = t.stories
    if sort == "outlets":
        return [s.c.n_outlets.desc(), s.c.first_seen.desc(), s.c.id]
    return [s.c.first_seen.desc(), s.c.id]


def _gap(conn: Connection) -> Any:
    s = t.stories
    if conn.dialect.name == "sqlite":
        return func.julianday(s.c.tenth_outlet_at) - func.julianday(s.c.first_seen)
    return s.c.tenth_outlet_at - s.c.first_seen


def _ids(
    conn: Connection, where: list[ColumnElement[bool]], order: list[Any], offset: int, n: int
) -> list[str]:
    if n <= 0:
        return []
    query = select(t.stories.c.id).where(*where).order_by(*order).limit(n).offset(offset)
    return list(conn.execute(query).scalars())


def _page_ids(
    conn: Connection, where: list[ColumnElement[bool]], sort: str, offset: int, n: int
) -> list[str]:
    """Up to ``n`` ids from ``offset`` in the list's order.

    "Fastest spread" orders the stories that reached their 10th outlet by the
    time that took, then the others by outlets (``n_outlets`` descending, then
    id). It is read in those two parts, each from its own partial index: the
    first part is small and sorted when asked, the second is the index's
    order, so no page sorts every story.
    """
    if sort != "spread":
        return _ids(conn, where, _order(sort), offset, n)
    s = t.stories
    spread = [*where, s.c.tenth_outlet_at.is_not(None)]
    unspread = [*where, s.c.tenth_outlet_at.is_(None)]
    first = int(conn.execute(select(func.count()).select_from(s).where(*spread)).scalar_one())
    ids = (
        _ids(conn, spread, [_gap(conn), s.c.n_outlets.desc(), s.c.id], offset, n)
        if offset < first
        else []
    )
    rest = _ids(
        conn, unspread, [s.c.n_outlets.desc(), s.c.id], max(0, offset - first), n - len(ids)
    )
    return ids + rest


def count_stories(conn: Connection, query: StoryQuery, cap: int | None = COUNT_CAP) -> int:
    """How many stories match ``query`` (its page and sort aside), counted up to ``cap``
    + 1: a result above ``cap`` means "more than ``cap``" (``None``: count them all).

    The capped count reads matching rows until it has ``cap`` + 1 of them,
    so a filter that matches most of the store costs as much as one that
    matches a thousand stories.
    """
    where = _conditions(conn, query)
    if query.q.strip():
        found = matches(conn, query.q)
        if found is None:  # nothing searchable in the query: no story
            return 0
        return len(_matching(conn, where, found, None if cap is None else cap + 1))
    return _count(conn, where, cap)


def _count(conn: Connection, where: list[ColumnElement[bool]], cap: int | None) -> int:
    s = t.stories
    if cap is None:
        counted = select(func.count()).select_from(s).where(*where)
    else:
        if cap < 0:
            raise ValueError(f"cap must be None or at least 0; got {cap}")
        matching = select(s.c.id).where(*where).limit(cap + 1).subquery("matching")
        counted = select(func.count()).select_from(matching)
    return int(conn.execute(counted).scalar_one())


def _searched(
    conn: Connection,
    q: str,
    where: list[ColumnElement[bool]],
    total: int | None,
    cap: int | None,
) -> tuple[list[ColumnElement[bool]], int]:
    """The conditions of a search's page, and the count.

    A search is counted by reading its matches in the text index's order,
    each mapped to its story, until ``cap`` + 1 stories are found: a word in
    13,500 articles is read only as far as its 1,001st story, never in full.
    Up to ``cap`` stories, those ids are the page's condition; beyond, the
    page walks its sort order probing each story for a match (stories with
    matches are then common enough that a page fills early).
    """
    found = matches(conn, q)
    if found is None:  # nothing searchable in the query: no story
        return [*where, false()], 0
    if cap is not None and (total is None or total <= cap):
        ids = _matching(conn, where, found, cap + 1)
        if len(ids) <= cap:
            return [*where, t.stories.c.id.in_(ids)], len(ids)
        total = len(ids)
    if total is None:
        total = len(_matching(conn, where, found, None))
    return [*where, _has_match(found)], total


def list_stories(
    conn: Connection, query: StoryQuery, total: int | None = None, cap: int | None = COUNT_CAP
) -> StoryPage:
    """One page of stories matching ``query``, and the number matching in all.

    The number is counted up to ``cap`` (see :func:`count_stories`) unless
    ``total`` gives it (e.g. remembered from the previous page, as that
    function returned it). The count and the page's ids come from
    ``stories`` (and the indexed filters) alone; the representative's headline
    and facets are read for the page's rows only. One row more than the page
    is read, to know whether a next page exists when the count stopped short.
    """
    s, a, f = t.stories, t.articles, search_facets
    where = _conditions(conn, query)
    if query.q.strip():
        where, total = _searched(conn, query.q, where, total, cap)
    elif total is None:
        total = _count(conn, where, cap)
    offset = (query.page - 1) * query.per_page
    ids = _page_ids(conn, where, query.sort, offset, query.per_page + 1)
    has_next = len(ids) > query.per_page
    ids = ids[: query.per_page]
    exact = cap is None or total <= cap
    if not exact:  # at least what this page shows exists
        total = max(total, offset + len(ids) + (1 if has_next else 0))
    rows = {
        r.id: r
        for r in conn.execute(
            select(
                s.c.id,
                a.c.headline,
                f.c.publisher,
                f.c.language,
                f.c.quality,
                s.c.first_seen,
                s.c.last_seen,
                s.c.n_members,
                s.c.n_outlets,
                s.c.follows,
                s.c.tenth_outlet_at,
            )
            .select_from(s)
            .join(a, a.c.id == s.c.representative_id)
            .outerjoin(f, f.c.article_id == s.c.representative_id)
            .where(s.c.id.in_(ids))
        )
    }
    items = [
        StoryListItem(
            id=r.id,
            headline=r.headline,
            publisher=r.publisher,
            language=r.language,
            first_seen=r.first_seen,
            last_seen=r.last_seen,
            n_members=int(r.n_members or 0),
            n_outlets=int(r.n_outlets or 0),
            follows=r.follows,
            tenth_outlet_at=r.tenth_outlet_at,
            quality=r.quality,
        )
        for r in (rows[i] for i in ids if i in rows)
    ]
    return StoryPage(items, total, query.page, query.per_page, exact, has_next)


def filter_choices(conn: Connection) -> dict[str, list[str]]:
    """Publishers and languages present (as far as indexed), for the list's filter menus."""
    f = search_facets
    publishers = conn.execute(
        select(f.c.publisher).where(f.c.publisher.is_not(None)).distinct().order_by(f.c.publisher)
    ).scalars()
    languages = conn.execute(
        select(f.c.language).where(f.c.language.is_not(None)).distinct().order_by(f.c.language)
    ).scalars()
    return {"publishers": [str(p) for p in publishers], "languages": [str(x) for x in languages]}


def _relation(member: Any, representative_id: str, n_members: int) -> str:
    """As the export names it: the representative is ``unique`` when alone."""
    relation = str(member.relation)
    if member.article_id == representative_id and relation != Relation.FOLLOW_UP.value:
        return Relation.UNIQUE.value if n_members == 1 else Relation.REPRESENTATIVE.value
    if relation == Relation.REPRESENTATIVE.value:
        return Relation.COPY.value
    return relation


def _headlines(conn: Connection, story_ids: list[str]) -> dict[str, str | None]:
    if not story_ids:
        return {}
    s, a = t.stories, t.articles
    rows = conn.execute(
        select(s.c.id, a.c.headline)
        .join(a, a.c.id == s.c.representative_id)
        .where(s.c.id.in_(story_ids))
    )
    return {r.id: r.headline for r in rows}


def _timeline(members: list[dict[str, Any]]) -> list[dict[str, Any]]:
    first: dict[str, datetime] = {}
    for m in members:
        when, outlet = m["published_at"], m["publisher"]
        if outlet and when is not None and (outlet not in first or when < first[outlet]):
            first[outlet] = when
    ordered = sorted(first.items(), key=lambda item: (item[1], item[0]))
    if not ordered:
        return []
    start = ordered[0][1]
    return [
        {
            "outlet": outlet,
            "at": when,
            "hours": round((when - start).total_seconds() / 3600, 3),
            "outlets": n,
        }
        for n, (outlet, when) in enumerate(ordered, start=1)
    ]


def story_detail(conn: Connection, story_id: str) -> StoryDetail | None:
    """Everything the story page shows, or None for an unknown id."""
    s, a, sm, links = t.stories, t.articles, t.story_members, t.story_links
    story = conn.execute(select(s).where(s.c.id == story_id)).first()
    if story is None:
        return None
    rep = conn.execute(select(a).where(a.c.id == story.representative_id)).first()
    member_rows = conn.execute(
        select(
            sm.c.article_id,
            sm.c.relation,
            sm.c.similarity,
            sm.c.review,
            sm.c.publisher,
            sm.c.url,
            sm.c.published_at,
            sm.c.seq,
            a.c.headline,
            a.c.language,
        )
        .join(a, a.c.id == sm.c.article_id)
        .where(sm.c.story_id == story_id)
        .order_by(sm.c.published_at, sm.c.seq)
    ).all()
    n = len(member_rows)
    members = [
        {
            "article_id": m.article_id,
            "relation": _relation(m, story.representative_id, n),
            "similarity": float(m.similarity),
            "review": bool(m.review),
            "publisher": m.publisher,
            "url": m.url,
            "published_at": m.published_at,
            "headline": m.headline,
            "language": m.language,
        }
        for m in member_rows
    ]
    followed_ids = list(
        conn.execute(
            select(s.c.id).where(s.c.follows == story_id, s.c.merged_into.is_(None))
        ).scalars()
    )
    related_ids = sorted(
        {
            other
            for a_id, b_id in conn.execute(
                select(links.c.story_id, links.c.other_id).where(
                    links.c.kind == "related",
                    or_(links.c.story_id == story_id, links.c.other_id == story_id),
                )
            )
            for other in (a_id, b_id)
            if other != story_id
        }
    )
    names = _headlines(
        conn, [*followed_ids, *related_ids, *([story.follows] if story.follows else [])]
    )
    items = t.review_items
    reviews = [
        dict(r._mapping)
        for r in conn.execute(
            select(items.c.id, items.c.kind, items.c.status, items.c.article_id, items.c.other_id)
            .where(
                or_(
                    items.c.story_id == story_id,
                    items.c.article_id.in_([m["article_id"] for m in members]),
                )
            )
            .order_by(items.c.id)
        )
    ]
    representative = dict(rep._mapping) if rep is not None else {"id": story.representative_id}
    return StoryDetail(
        id=story.id,
        headline=representative.get("headline"),
        representative=representative,
        members=members,
        first_seen=story.first_seen,
        last_seen=story.last_seen,
        n_outlets=int(story.n_outlets or 0),
        tenth_outlet_at=story.tenth_outlet_at,
        follows=(
            {"id": story.follows, "headline": names.get(story.follows)} if story.follows else None
        ),
        followed_by=[{"id": i, "headline": names.get(i)} for i in followed_ids],
        related=[{"id": i, "headline": names.get(i)} for i in related_ids],
        timeline=_timeline(members),
        reviews=reviews,
        merged_into=story.merged_into,
    )
