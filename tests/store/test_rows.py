"""An article survives the store whole: every field, on SQLite and PostgreSQL.

The ``articles`` table and its rows are derived from the article's field specs
(``newsfold.models.ARTICLE_SPECS``); a field the derivation missed, or a kind
encoded one way and decoded another, comes back different here.
"""

from __future__ import annotations

import json
from dataclasses import fields
from datetime import UTC, datetime
from random import Random

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


def _random_json(rng: Random, depth: int = 0) -> object:
    """A random JSON value of the kinds the store's JSON columns hold, and the odd ones."""
    kind = rng.randrange(9 if depth < 3 else 6)
    if kind == 0:
        return None
    if kind == 1:
        return rng.random() < 0.5
    if kind == 2:
        return rng.randrange(-(10**20), 10**20)
    if kind == 3:
        return rng.choice([0.1, 1e300, -0.0, float("inf"), float("nan"), round(rng.random(), 4)])
    if kind in (4, 5):
        alphabet = 'ab Z"\\/\n\t\x00\x1f\x7fé中文😀\ud800'
        return "".join(rng.choice(alphabet) for _ in range(rng.randrange(12)))
    if kind in (6, 7):
        return [_random_json(rng, depth + 1) for _ in range(rng.randrange(5))]
    return {
        str(_random_json(rng, 3)): _random_json(rng, depth + 1) for _ in range(rng.randrange(5))
    }


def test_json_columns_are_written_as_json_dumps_writes_them(tmp_path: object) -> None:
    """The engine's JSON writer (``json_text``: no check for a value containing itself)
    gives ``json.dumps``'s text, on random values and on scores of real shape; and the
    store's engine writes with it."""
    rng = Random(15)
    values = [_random_json(rng) for _ in range(3000)]
    values.append(
        {
            "completeness": 0.856,
            "entities": [
                {
                    "text": "Hafenrat",
                    "label": "organization",
                    "start": 0,
                    "end": 8,
                    "confidence": 0.3,
                    "unsure": True,
                }
            ]
            * 40,
            "source_rank": None,
        }
    )
    for value in values:
        assert t.json_text(value) == json.dumps(value)
    with open_store(f"sqlite:///{tmp_path}/s.db") as store:
        assert store.engine.dialect._json_serializer is t.json_text  # type: ignore[attr-defined]
