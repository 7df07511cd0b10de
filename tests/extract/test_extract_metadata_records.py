"""The new metadata fields travel from extraction through the store to the export."""

from __future__ import annotations

import json
from pathlib import Path

from sqlalchemy import create_engine, text
from typer.testing import CliRunner

from newsfold.cli import app
from tests.foundation.helpers import read_jsonl, sample_file

runner = CliRunner()
NEW_KEYS = {"headline_source", "authors_source", "publisher_source", "credits"}
SOURCES = {None, "jsonld", "microdata", "meta", "byline", "title", "h1", "host", "config"}


def test_extract_and_export_records_carry_sources_and_credits(tmp_path: Path) -> None:
    pages = sample_file(tmp_path)
    out = tmp_path / "articles.jsonl"
    assert runner.invoke(app, ["extract", "--in", str(pages), "--out", str(out)]).exit_code == 0
    extracted = {r["id"]: r for r in read_jsonl(out)}
    wire = extracted["sample-01"]
    assert wire["authors"] == ["Anna Kell"]
    assert wire["authors_source"] in {"jsonld", "meta", "microdata", "byline"}
    assert wire["headline_source"] in SOURCES - {None}
    assert wire["publisher_source"] in SOURCES - {None}
    assert isinstance(wire["credits"], list)

    db = f"sqlite:///{tmp_path / 'n.db'}"
    assert runner.invoke(app, ["ingest", str(pages), "--db", db]).exit_code == 0
    exported = tmp_path / "export.jsonl"
    result = runner.invoke(app, ["export", "--format", "jsonl", "--out", str(exported), "--db", db])
    assert result.exit_code == 0, result.output
    records = {r["id"]: r for r in read_jsonl(exported)}
    for key, record in records.items():
        assert set(record) >= NEW_KEYS
        for field in ("headline_source", "authors_source", "publisher_source", "credits"):
            assert record[field] == extracted[key][field], (key, field)


def test_articles_stored_before_the_migration_read_as_unknown(tmp_path: Path) -> None:
    db = f"sqlite:///{tmp_path / 'n.db'}"
    assert runner.invoke(app, ["ingest", str(sample_file(tmp_path)), "--db", db]).exit_code == 0
    engine = create_engine(db)
    with engine.begin() as conn:
        conn.execute(
            text(
                "UPDATE articles SET credits = NULL, headline_source = NULL, "
                "authors_source = NULL, publisher_source = NULL"
            )
        )
    engine.dispose()
    exported = tmp_path / "export.jsonl"
    result = runner.invoke(app, ["export", "--format", "jsonl", "--out", str(exported), "--db", db])
    assert result.exit_code == 0, result.output
    for line in exported.read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        assert record["credits"] == []
        assert record["headline_source"] is None
