"""The article's one definition: the extract record, read back, and the export contract.

The record's keys and their order are a contract (README, "Record formats"); they are
written out here as the README states them, not derived, so a change to the field
specs that moved or dropped one fails.
"""

from __future__ import annotations

from newsfold.export_schema import ARTICLE_FIELDS
from newsfold.models import ARTICLE_SPECS, Article

from ..store.test_rows import full_article

EXTRACT_RECORD = [
    "id", "canonical_url", "headline", "body", "paragraphs", "publisher", "section",
    "language", "authors", "published_at", "published_at_local", "modified_at",
    "date_source", "temporal_confidence", "date_flags", "extraction_method", "encoding",
    "decode_errors", "headline_source", "authors_source", "publisher_source", "credits",
]  # fmt: skip


def test_the_extract_record_keeps_its_keys_and_order() -> None:
    record = full_article("p1").to_record()
    assert list(record) == EXTRACT_RECORD
    assert record["body"] == "First.\n第二段。"
    assert record["published_at"] == "2024-04-09T08:00:00Z"
    assert record["modified_at"] == "2024-04-09T09:30:15.250000Z"
    assert record["temporal_confidence"] == 0.8125


def test_a_record_reads_back_into_the_same_article() -> None:
    article = full_article("p1")
    record = article.to_record()
    record["urls"] = article.urls
    record["fetched_at"] = "2024-04-09T12:00:00Z"
    back = Article.from_record(record)
    # page_id and the scores are not part of the record
    article.page_id, article.quality = None, {}
    assert back == article


def test_a_minimal_record_gets_every_default() -> None:
    back = Article.from_record({"id": 7, "body": "One.\n\nTwo.", "url": "https://x.org/a"})
    assert back == Article(
        id="7",
        canonical_url="https://x.org/a",
        urls=["https://x.org/a"],
        paragraphs=["One.", "Two."],
    )


def test_the_export_begins_with_the_record_and_adds_where_and_when() -> None:
    names = [f.name for f in ARTICLE_FIELDS]
    assert names[: len(EXTRACT_RECORD)] == EXTRACT_RECORD
    assert names.index("urls") > names.index("follows")
    exported = {f.name: f for f in ARTICLE_FIELDS}
    specs = dict(ARTICLE_SPECS)
    for name in ("headline", "authors", "published_at", "temporal_confidence", "fetched_at"):
        assert exported[name].nullable == specs[name].optional
        assert exported[name].kind == specs[name].kind.value
    assert exported["body"].kind == "string"
    assert exported["paragraphs"].nullable
