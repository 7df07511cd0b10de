"""Full-text search: English stems, Chinese by character pairs, user input never query syntax."""

from __future__ import annotations

import pytest
from sqlalchemy import select, update

from newsfold.config import Settings
from newsfold.store import open_store
from newsfold.store import schema as t
from newsfold.store.browse import StoryQuery, list_stories
from newsfold.store.reextract import rewrite_article
from newsfold.store.rows import article_from_row
from newsfold.store.search import index_text, query_terms, search_status, sync_search

from .helpers import article_page, fold_pages

FILLER = [f"Officials gave more details in the afternoon, update {i} of the day." for i in range(4)]


def _pages() -> list:  # type: ignore[type-arg]
    return [
        article_page(
            "en-1",
            "https://a.example/1",
            "Elections postponed in Easton",
            ["The regional elections were postponed after heavy floods.", *FILLER],
        ),
        article_page(
            "zh-1",
            "https://b.example/1",
            "北京发生地震",
            ["北京市今天上午发生三级地震，暂无人员伤亡报告。", "地震局表示将继续监测余震情况。"],
            publisher="北方日报",
        ),
        article_page(
            "en-2",
            "https://c.example/2",
            "Harbour bridge reopens",
            ["The harbour bridge reopened to traffic on Monday morning.", *FILLER],
        ),
    ]


def test_terms_and_index_text() -> None:
    assert index_text("北京地震 news") == " 北京 京地 地震  news"
    assert query_terms('Flood" OR x:* NEAR(') == [["flood"], ["or"], ["x"], ["near"]]
    assert query_terms("北京 地震") == [["北京"], ["地震"]]
    assert query_terms("北京地震") == [["北京", "京地", "地震"]]
    assert query_terms("!!! ***") == []


def _found(url: str, q: str) -> set[str]:
    with open_store(url) as store, store.engine.connect() as conn:
        page = list_stories(conn, StoryQuery(q=q, per_page=100))
    return {item.headline or "" for item in page.items}


def test_search_on_both_backends(db_url: str) -> None:
    settings = Settings(db=db_url)
    with open_store(db_url) as store:
        fold_pages(store, _pages(), settings)
        with store.engine.connect() as conn:
            assert not search_status(conn).up_to_date
        assert sync_search(store.engine) == 3
        assert sync_search(store.engine) == 0
        with store.engine.connect() as conn:
            assert search_status(conn).up_to_date
    assert _found(db_url, "election") == {"Elections postponed in Easton"}  # stemmed
    assert _found(db_url, "FLOODS easton") == {"Elections postponed in Easton"}
    assert _found(db_url, "floods bridge") == set()  # every term must match
    assert _found(db_url, "地震") == {"北京发生地震"}
    assert _found(db_url, "发生三级地震") == {"北京发生地震"}
    assert _found(db_url, "地震三级") == set()  # a Chinese term is a phrase
    for hostile in ('"', "NEAR(a b)", "a* OR ''", "x:y", "'; DROP TABLE articles; --", "((("):
        _found(db_url, hostile)  # never a syntax error
    assert _found(db_url, "!!!") == set()

    # an article rewritten in place (newsfold reextract) is indexed again
    with open_store(db_url) as store:
        with store.engine.connect() as conn:
            row = conn.execute(select(t.articles).where(t.articles.c.page_id == "en-2")).one()
        article = article_from_row(row)
        article.paragraphs = ["The harbour tunnel reopened to traffic on Monday.", *FILLER]
        assert rewrite_article(store.engine, article)
        assert sync_search(store.engine) == 1
    assert _found(db_url, "tunnel") == {"Harbour bridge reopens"}
    assert _found(db_url, "bridge") == {"Harbour bridge reopens"}  # still in the headline

    # the list's facets (language, outlet, quality) follow the articles too
    with open_store(db_url) as store:
        with store.engine.begin() as conn:
            conn.execute(
                update(t.articles)
                .where(t.articles.c.page_id == "zh-1")
                .values(quality={"quality_score": 0.9})
            )
        assert sync_search(store.engine) == 1
        with store.engine.connect() as conn:
            good = list_stories(conn, StoryQuery(min_quality=0.5))
            chinese = list_stories(conn, StoryQuery(language="zh"))
            outlet = list_stories(conn, StoryQuery(publisher="北方日报"))
    assert [i.headline for i in good.items] == ["北京发生地震"]
    assert good.items[0].quality == 0.9
    assert [i.headline for i in chinese.items] == ["北京发生地震"]
    assert [i.publisher for i in outlet.items] == ["北方日报"]


@pytest.mark.parametrize("q", ["minister", "the"])
def test_search_finds_what_the_text_says(sim_store, q: str) -> None:  # type: ignore[no-untyped-def]
    with sim_store.engine.connect() as conn:
        page = list_stories(conn, StoryQuery(q=q, per_page=100))
        everything = list_stories(conn, StoryQuery(per_page=100))
    assert 0 < page.total <= everything.total


def test_a_refold_that_reuses_sequence_numbers_is_indexed_again(db_url: str) -> None:
    """A refold deletes the tail of the fold order and folds it again: the same sequence
    numbers can then belong to other articles. The index follows."""
    settings = Settings(db=db_url)
    with open_store(db_url) as store:
        fold_pages(store, _pages(), settings)
        sync_search(store.engine)
        with store.engine.begin() as conn:
            rows = conn.execute(select(t.story_members).order_by(t.story_members.c.seq)).all()
            conn.execute(t.story_members.delete())
            first, second = rows[0]._mapping, rows[1]._mapping
            assert first["story_id"] != second["story_id"]
            # folded again: the first article joins the second's story, numbers swapped
            swapped = [
                {**first, "seq": second["seq"], "story_id": second["story_id"]},
                {**second, "seq": first["seq"]},
                *(dict(r._mapping) for r in rows[2:]),
            ]
            conn.execute(t.story_members.insert(), swapped)
        sync_search(store.engine)
    with open_store(db_url) as store, store.engine.connect() as conn:
        headline = dict(
            conn.execute(
                select(t.stories.c.id, t.articles.c.headline).join(
                    t.articles, t.articles.c.id == t.stories.c.representative_id
                )
            ).all()
        )
    joined = headline[second["story_id"]]
    assert _found(db_url, "easton") == {joined}
    assert _found(db_url, "harbour") == {"Harbour bridge reopens"}
