"""The story list's fast paths give the rows of the plain query: a capped count, filters
read from the indexed tables, searches that stop early. Each is checked against the list
computed here from the store's base tables (articles and members), on SQLite and
PostgreSQL."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from sqlalchemy import select, text, update

from newsfold.config import Settings
from newsfold.store import Store, open_store
from newsfold.store import schema as t
from newsfold.store.browse import StoryQuery, count_stories, list_stories
from newsfold.store.search import primary_language, sync_search

from .helpers import fold_pages, sim_pages


@pytest.fixture
def small_store(db_url: str) -> Iterator[Store]:
    """120 pages of the simulated web (English and Chinese), folded and indexed."""
    with open_store(db_url) as store:
        fold_pages(store, [p.to_page() for p in sim_pages(120)], Settings(db=db_url))
        sync_search(store.engine)
        # a few stories reached 10 outlets (the simulated sample is too small for it):
        # "fastest spread" shows them first, quickest first
        s = t.stories
        with store.engine.begin() as conn:
            ids = conn.execute(select(s.c.id, s.c.first_seen).order_by(s.c.id).limit(4)).all()
            for n, (sid, first) in enumerate(ids):
                hours = [5, 2, 9, 2][n]
                conn.execute(
                    update(s)
                    .where(s.c.id == sid)
                    .values(tenth_outlet_at=first + timedelta(hours=hours))
                )
        yield store


def _base(store: Store) -> tuple[dict[str, Any], dict[str, list[Any]]]:
    """Stories and their members with each member's article, read plainly."""
    s, sm, a = t.stories, t.story_members, t.articles
    with store.engine.connect() as conn:
        stories = {r.id: r for r in conn.execute(select(s))}
        members: dict[str, list[Any]] = {}
        rows = conn.execute(
            select(
                sm.c.story_id,
                sm.c.article_id,
                sm.c.publisher,
                a.c.language,
                a.c.headline,
                a.c.paragraphs,
            ).join(a, a.c.id == sm.c.article_id)
        )
        for r in rows:
            members.setdefault(r.story_id, []).append(r)
    return stories, members


def _expected(store: Store, query: StoryQuery) -> list[str]:
    """Every story id matching ``query`` in its sort order, from the base tables."""
    stories, members = _base(store)
    out = []
    for sid, s in stories.items():
        mine = members.get(sid, [])
        if s.merged_into is not None or not s.n_members:
            continue
        rep = next((m for m in mine if m.article_id == s.representative_id), None)
        if query.language and (
            rep is None or primary_language(rep.language) != primary_language(query.language)
        ):
            continue
        if query.publisher and not any(m.publisher == query.publisher for m in mine):
            continue
        if query.min_size is not None and s.n_members < query.min_size:
            continue
        if query.since is not None and (
            s.first_seen is None
            or s.first_seen < datetime.combine(query.since, datetime.min.time(), UTC)
        ):
            continue
        if query.q and sid not in _searched(store, query.q):
            continue
        out.append(s)
    if query.sort == "spread":
        out.sort(key=lambda s: s.id)
        out.sort(key=lambda s: -s.n_outlets)
        out.sort(
            key=lambda s: (
                s.tenth_outlet_at is None,
                s.tenth_outlet_at - s.first_seen if s.tenth_outlet_at else timedelta(0),
            )
        )
    elif query.sort == "outlets":
        out.sort(key=lambda s: s.id)
        out.sort(key=lambda s: (s.n_outlets, s.first_seen), reverse=True)
    else:
        out.sort(key=lambda s: s.id)
        out.sort(key=lambda s: s.first_seen, reverse=True)
    return [s.id for s in out]


def _searched(store: Store, word: str) -> set[str]:
    """Stories with an article the text index matches ``word`` in: every match collected
    and mapped through the members table (the plain query)."""
    with store.engine.connect() as conn:
        if conn.dialect.name == "sqlite":
            sql = (
                "SELECT DISTINCT sm.story_id FROM story_members sm WHERE sm.seq IN "
                "(SELECT rowid FROM search_index WHERE search_index MATCH :w)"
            )
            rows = conn.execute(text(sql), {"w": f'"{word}"'})
        else:
            sql = (
                "SELECT DISTINCT sm.story_id FROM story_members sm JOIN search_docs d "
                "ON d.article_id = sm.article_id WHERE d.doc @@ phraseto_tsquery('english', :w)"
            )
            rows = conn.execute(text(sql), {"w": word})
        return {r[0] for r in rows}


def _walk(store: Store, query: StoryQuery, cap: int | None) -> Iterator[Any]:
    """Every page of ``query``, following ``has_next``."""
    page = 1
    while True:
        with store.engine.connect() as conn:
            got = list_stories(conn, replace(query, page=page), cap=cap)
        yield got
        if not got.has_next:
            return
        page += 1


def _queries(store: Store) -> list[StoryQuery]:
    stories, members = _base(store)
    publishers = sorted({m.publisher for ms in members.values() for m in ms if m.publisher})
    days = sorted(s.first_seen for s in stories.values() if s.first_seen is not None)
    words = Counter(
        w.lower()
        for ms in members.values()
        for m in ms
        for w in re.findall(r"[A-Za-z]{7,}", m.headline or "")
        if not w.lower().endswith("selves")  # no stop word (PostgreSQL drops those)
    )
    common, rare = words.most_common()[0][0], words.most_common()[len(words) // 2][0]
    return [
        StoryQuery(per_page=7),
        StoryQuery(per_page=7, sort="outlets"),
        StoryQuery(per_page=3, sort="spread"),
        StoryQuery(per_page=5, sort="spread", language="en"),
        StoryQuery(per_page=5, language="zh"),
        StoryQuery(per_page=5, language="en-GB"),
        StoryQuery(per_page=5, publisher=publishers[len(publishers) // 2]),
        StoryQuery(per_page=5, min_size=2),
        StoryQuery(per_page=5, since=(days[len(days) // 2] + timedelta(hours=1)).date()),
        StoryQuery(per_page=5, q=rare),
        StoryQuery(per_page=5, q=common),
        StoryQuery(per_page=5, q=common, language="en", sort="outlets"),
    ]


def test_capped_count_and_pages_give_the_plain_rows(small_store: Store) -> None:
    for query in _queries(small_store):
        expected = _expected(small_store, query)
        assert expected, f"the test store has no story for {query}"
        with small_store.engine.connect() as conn:
            assert count_stories(conn, query, cap=None) == len(expected), query
            for cap in (0, 3, len(expected) - 1, len(expected), len(expected) + 5):
                assert count_stories(conn, query, cap=cap) == min(len(expected), cap + 1)
        for cap in (None, 3, len(expected)):
            pages = list(_walk(small_store, query, cap))
            assert [i.id for p in pages for i in p.items] == expected, (query, cap)
            first = pages[0]
            if cap is None or len(expected) <= cap:
                assert first.total_exact
                assert first.total == len(expected)
                assert first.pages == len(pages)
            else:  # "more than cap": at least cap + 1, and what each page shows
                for p in pages:
                    shown = (p.page - 1) * p.per_page + len(p.items)
                    assert not p.total_exact
                    assert p.total == max(cap + 1, shown + p.has_next)
                    assert p.pages >= p.page + p.has_next


def test_a_remembered_capped_count_stays_inexact(small_store: Store) -> None:
    query = StoryQuery(per_page=5)
    with small_store.engine.connect() as conn:
        n = count_stories(conn, query, cap=None)
        again = list_stories(conn, StoryQuery(per_page=5, page=3), total=4, cap=3)
    assert n > 15
    assert not again.total_exact
    assert again.total == 16  # 10 before this page, its 5, and a next one
    assert again.has_next
    assert again.pages == 4
    with pytest.raises(ValueError, match="cap"), small_store.engine.connect() as conn:
        count_stories(conn, query, cap=-1)


def test_a_search_beyond_the_cap_probes_each_story_by_its_key_alone(
    sim_store: Store,
) -> None:
    """SQLite looked up (story, match) for every match of the set, for every story it
    probed (a page of a common word took 0.9-1.8 s at 100k articles); the probe must
    read the story's index rows and test membership in the set instead."""
    from newsfold.store.browse import _conditions, _has_match
    from newsfold.store.search import matches

    query = StoryQuery(q="minister")
    with sim_store.engine.connect() as conn:
        found = matches(conn, query.q)
        assert found is not None
        page = (
            select(t.stories.c.id)
            .where(*_conditions(conn, query), _has_match(found))
            .order_by(t.stories.c.first_seen.desc())
            .limit(25)
        )
        compiled = page.compile(conn)
        params = tuple(compiled.params[k] for k in compiled.positiontup or ())
        plan = [
            str(row[3]) for row in conn.exec_driver_sql(f"EXPLAIN QUERY PLAN {compiled}", params)
        ]
    probes = [line for line in plan if "search_facets" in line]
    assert probes == ["SEARCH search_facets USING INDEX ix_search_facets_story (story_id=?)"]
