"""``newsfold reextract`` scores the text it re-extracts (it kept the old extraction's scores)."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

import newsfold.engine.stages as stages
from newsfold.cli import app
from newsfold.config import Settings
from newsfold.models import Article, Page
from newsfold.pipeline import ingest
from newsfold.store import open_store
from tests.foundation.helpers import page_html, write_jsonl
from tests.quality.test_quality_scores import EN_PARAS, ZH_PARAS


def _pages(tmp_path: Path) -> Path:
    records = [
        {
            "id": "en-1",
            "url": "https://gazette.example/a",
            "html": page_html(
                "Harbor Bank opens branches", EN_PARAS, published="2024-03-01T10:00:00Z"
            ),
        },
        {
            "id": "zh-1",
            "url": "https://gazette.example/b",
            "html": page_html(
                "习近平会见联合国秘书长", ZH_PARAS, published="2024-03-01T11:00:00Z"
            ).replace("lang='en'", "lang='zh-CN'"),
        },
    ]
    return write_jsonl(tmp_path / "pages.jsonl", records)


def _stored(db: str) -> dict[str, Article]:
    with open_store(db) as store:
        return {a.page_id or "": a for a, _ in store.iter_export_rows()}


def _ingest_lead_only(src: Path, db: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Ingest ``src`` into ``db`` after a template change: the extractor finds only the
    lead paragraph. The real extractor is put back before returning (it is fixed)."""
    real = stages.extract_content

    def lead_only(page: Page, **kwargs: Any) -> Any:
        content = real(page, **kwargs)
        return dataclasses.replace(content, paragraphs=content.paragraphs[:1])

    monkeypatch.setattr(stages, "extract_content", lead_only)
    with open_store(db) as store:
        ingest(store, [src], Settings(db=db))
    monkeypatch.setattr(stages, "extract_content", real)


@pytest.mark.parametrize("via_cli", [False, True])
def test_reextract_rescores_the_new_text(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, via_cli: bool
) -> None:
    src = _pages(tmp_path)
    # what a fresh ingest with a working extractor stores: the truth for the rescored rows
    fresh_db = f"sqlite:///{tmp_path / 'fresh.db'}"
    with open_store(fresh_db) as store:
        ingest(store, [src], Settings(db=fresh_db))
    fresh = _stored(fresh_db)

    db = f"sqlite:///{tmp_path / 'r.db'}"
    _ingest_lead_only(src, db, monkeypatch)
    broken = _stored(db)
    for key in ("en-1", "zh-1"):
        assert len(broken[key].paragraphs) == 1
        assert broken[key].quality["completeness"] < fresh[key].quality["completeness"]
    # English: "Northgate Stock Exchange" is in the second paragraph, not found in the lead
    assert "Northgate Stock Exchange" not in {e["text"] for e in broken["en-1"].quality["entities"]}

    if via_cli:
        result = CliRunner().invoke(app, ["reextract", "--publisher", "Test Gazette", "--db", db])
        assert result.exit_code == 0, result.output
    else:
        from newsfold.crawl.reextract import reextract_publisher

        with open_store(db) as store:
            summary = reextract_publisher(store, Settings(db=db), "Test Gazette")
        assert (summary.rewritten, summary.unchanged) == (2, 0)
    after = _stored(db)
    for key in ("en-1", "zh-1"):
        assert after[key].paragraphs == fresh[key].paragraphs
        # every score is the one a fresh ingest of the fixed extraction gives
        assert after[key].quality == fresh[key].quality
        assert after[key].quality["completeness"] > broken[key].quality["completeness"]
        body = after[key].body
        for ent in after[key].quality["entities"]:
            if ent["field"] == "body":
                assert body[ent["start"] : ent["end"]] == ent["text"]
    assert "Northgate Stock Exchange" in {e["text"] for e in after["en-1"].quality["entities"]}

    # a second run finds nothing to change: the scores are a function of the text
    with open_store(db) as store:
        from newsfold.crawl.reextract import reextract_publisher

        again = reextract_publisher(store, Settings(db=db), "Test Gazette")
    assert (again.rewritten, again.unchanged) == (0, 2)


def test_reextract_with_scoring_off_leaves_no_stale_scores(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With ``score_at_ingest`` off the rewritten record holds what such an ingest stores:
    no scores, rather than the scores of a text it no longer has."""
    from newsfold.crawl.reextract import reextract_publisher

    db = f"sqlite:///{tmp_path / 'r.db'}"
    _ingest_lead_only(_pages(tmp_path), db, monkeypatch)
    assert all("completeness" in a.quality for a in _stored(db).values())
    with open_store(db) as store:
        summary = reextract_publisher(store, Settings(db=db, score_at_ingest=False), "Test Gazette")
    assert summary.rewritten == 2
    for article in _stored(db).values():
        assert len(article.paragraphs) == 5
        assert "completeness" not in article.quality
        assert "entities" not in article.quality
