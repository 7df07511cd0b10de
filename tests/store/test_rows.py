"""An article survives the store whole: every field, on SQLite and PostgreSQL.

The ``articles`` table and its rows are derived from the article's field specs
(``newsfold.models.ARTICLE_SPECS``); a field the derivation missed, or a kind
encoded one way and decoded another, comes back different here.
"""

from __future__ import annotations

from dataclasses import fields
from datetime import UTC, datetime

from sqlalchemy import insert, select

from newsfold.models import Article, Page
from newsfold.store import open_store
from newsfold.store import schema as t
from newsfold.store.rows import article_from_row, article_row


def full_article(page_id: str) -> Article:
    """An article with a value that is not the default in every field."""
    return Article(
        id="a1",
        canonical_url="https://example.org/a",
        urls=["https://example.org/a", "https://example.org/a?amp=1"],
        headline="Headline\x00 with a NUL",
        paragraphs=["First.", "第二段。"],
        publisher="Example Times",
        section="World",
        language="en",
        authors=["Ann Lee", "Bo Chen"],
        published_at=datetime(2024, 4, 9, 8, 0, tzinfo=UTC),
        published_at_local="2024-04-09T10:00:00+02:00",
        modified_at=datetime(2024, 4, 9, 9, 30, 15, 250000, tzinfo=UTC),
        date_source="jsonld:datePublished",
        temporal_confidence=0.8125,
        date_flags=["zone-from-offset"],
        extraction_method="body:density+model",
        encoding="gb18030",
        decode_errors=True,
        fetched_at=datetime(2024, 4, 9, 12, 0, tzinfo=UTC),
        page_id=page_id,
        quality={"completeness": 0.75},
        headline_source="jsonld",
        authors_source="byline",
        publisher_source="meta",
        credits=["Reuters"],
    )


def test_every_field_comes_back_from_the_store(db_url: str) -> None:
    page = Page(url="https://example.org/a", body=b"<html></html>")
    article = full_article(page.id)
    default = Article(id="x", canonical_url="u")
    # the test means something only if every field differs from its default
    assert all(getattr(article, f.name) != getattr(default, f.name) for f in fields(Article)), (
        "give every field a non-default value"
    )
    store = open_store(db_url)
    try:
        store.add_pages([page])
        with store.engine.begin() as conn:
            conn.execute(insert(t.articles), [article_row(article, rank=0.5)])
            row = conn.execute(select(t.articles)).one()
    finally:
        store.close()
    back = article_from_row(row)
    expected = full_article(page.id)
    expected.headline = "Headline with a NUL"  # the store's boundary drops NUL
    assert back == expected
    assert row.rank == 0.5
    assert row.fold_key
    assert row.created_at is not None


def test_a_page_less_article_is_stored_under_its_own_id(tmp_path: object) -> None:
    article = Article(id="a2", canonical_url="https://example.org/b", page_id=None)
    assert article_row(article)["page_id"] == "a2"


def test_text_the_store_refuses_is_cleaned_in_list_fields_only_where_it_is() -> None:
    # a list of texts is looked at in one search; the one value with a NUL or a lone
    # surrogate is cleaned, and the others are stored as they are
    article = Article(
        id="a3",
        canonical_url="https://example.org/c",
        paragraphs=["Clean first.", "A NUL\x00 here.", "A lone \ud800 surrogate.", "Clean last."],
        authors=["Ann Lee", "Bo\x00 Chen"],
        urls=["https://example.org/c"],
    )
    row = article_row(article)
    assert row["paragraphs"] == [
        "Clean first.",
        "A NUL here.",
        "A lone \ufffd surrogate.",
        "Clean last.",
    ]
    assert row["authors"] == ["Ann Lee", "Bo Chen"]
    assert row["urls"] == ["https://example.org/c"]
    clean = Article(id="a4", canonical_url="u", paragraphs=["One.", "Two."])
    assert article_row(clean)["paragraphs"] == ["One.", "Two."]
    assert article_row(clean)["paragraphs"] is not clean.paragraphs  # a copy, as before
