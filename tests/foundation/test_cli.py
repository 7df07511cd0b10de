"""The CLI end to end with typer's CliRunner: the commands and formats are a contract."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from newsfold.cli import app

from .helpers import read_jsonl, sample_file, write_jsonl

runner = CliRunner()

EXTRACT_KEYS = {
    "id",
    "canonical_url",
    "headline",
    "body",
    "paragraphs",
    "publisher",
    "section",
    "language",
    "authors",
    "published_at",
    "published_at_local",
    "modified_at",
    "date_source",
    "temporal_confidence",
}


@pytest.mark.parametrize(
    "command",
    [[], ["ingest"], ["extract"], ["fold"], ["stories"], ["export"], ["demo"], ["review"]],
)
def test_help_on_every_command(command: list[str]) -> None:
    result = runner.invoke(app, [*command, "--help"])
    assert result.exit_code == 0, result.output
    assert "Usage" in result.output


def test_extract_records(tmp_path: Path) -> None:
    pages = sample_file(tmp_path)
    out = tmp_path / "articles.jsonl"
    result = runner.invoke(app, ["extract", "--in", str(pages), "--out", str(out), "--strict"])
    assert result.exit_code == 0, result.output
    records = read_jsonl(out)
    assert len(records) == 16
    for record in records:
        assert set(record) >= EXTRACT_KEYS
        assert record["body"] == "\n".join(record["paragraphs"])
    by_id = {r["id"]: r for r in records}
    wire = by_id["sample-01"]
    assert wire["headline"] == "Central bank holds rates as inflation cools"
    assert wire["published_at"] == "2024-04-09T08:00:00Z"
    assert wire["canonical_url"] == (
        "https://northgatewire.example/2024/04/09/central-bank-holds-rates"
    )
    assert wire["publisher"] == "Northgate Wire"
    assert wire["authors"] == ["Anna Kell"]
    assert wire["language"] == "en"
    assert not any("cookies" in p or "Related stories" in p for p in wire["paragraphs"])
    gbk = by_id["sample-13"]
    assert gbk["language"] == "zh"
    assert gbk["paragraphs"][0].startswith("国家统计局4月16日发布数据")
    assert gbk["published_at"] == "2024-04-16T03:20:00Z"
    assert gbk["published_at_local"] == "2024-04-16T11:20:00+08:00"


def test_extract_error_records_and_strict(tmp_path: Path) -> None:
    pages = write_jsonl(
        tmp_path / "p.jsonl",
        [
            {"id": "a", "url": "https://x.example/a", "html": "<html><body></body></html>"},
            {"id": "b", "url": "https://x.example/b", "html_b64": "not base64!"},
        ],
    )
    out = tmp_path / "a.jsonl"
    result = runner.invoke(app, ["extract", "--in", str(pages), "--out", str(out)])
    assert result.exit_code == 0
    records = read_jsonl(out)
    assert [r["id"] for r in records] == ["a", "b"]
    assert records[0]["error"]["kind"] == "empty"
    assert records[1]["error"]["kind"] == "bad_record"
    strict = runner.invoke(app, ["extract", "--in", str(pages), "--out", str(out), "--strict"])
    assert strict.exit_code == 1


def test_extract_missing_input_is_usage_error(tmp_path: Path) -> None:
    result = runner.invoke(
        app, ["extract", "--in", str(tmp_path / "nope.jsonl"), "--out", str(tmp_path / "o")]
    )
    assert result.exit_code == 2
    assert "cannot open" in result.output


def test_fold_records(tmp_path: Path) -> None:
    pages = sample_file(tmp_path)
    articles = tmp_path / "articles.jsonl"
    runner.invoke(app, ["extract", "--in", str(pages), "--out", str(articles)])
    out = tmp_path / "assign.jsonl"
    result = runner.invoke(app, ["fold", "--in", str(articles), "--out", str(out)])
    assert result.exit_code == 0, result.output
    records = {r["id"]: r for r in read_jsonl(out)}
    assert set(records) == {f"sample-{n:02d}" for n in range(1, 17)}
    for record in records.values():
        assert {"id", "story_id", "relation", "similarity", "review"} <= set(record)
    wire_copies = ["sample-02", "sample-03", "sample-04"]
    assert {records[i]["story_id"] for i in ["sample-01", *wire_copies]} == {"s-sample-01"}
    assert records["sample-01"]["relation"] == "representative"
    assert records["sample-06"]["relation"] == "revision"
    assert records["sample-07"]["relation"] == "follow_up"
    assert records["sample-07"]["follows"] == "s-sample-01"
    assert records["sample-07"]["story_id"] != "s-sample-01"
    assert records["sample-16"]["relation"] == "unique"
    assert records["sample-10"]["story_id"] != records["sample-11"]["story_id"]


def test_fold_accepts_minimal_records(tmp_path: Path) -> None:
    text = (
        "Storm closes ferry routes across the northern isles for a second day as winds "
        "reach ninety miles an hour and councils open rest centres for stranded travellers."
    )
    records = [
        {"id": "1", "body": text},
        {"id": "2", "paragraphs": [text]},
        {"id": "3", "body": "A completely different item about the price of bread in spring."},
    ]
    src = write_jsonl(tmp_path / "in.jsonl", records)
    out = tmp_path / "out.jsonl"
    assert runner.invoke(app, ["fold", "--in", str(src), "--out", str(out)]).exit_code == 0
    got = {r["id"]: r for r in read_jsonl(out)}
    assert got["1"]["story_id"] == got["2"]["story_id"] != got["3"]["story_id"]
    assert got["2"]["relation"] == "copy"
    assert got["3"]["relation"] == "unique"


def test_ingest_stories_export_round_trip(tmp_path: Path) -> None:
    db = f"sqlite:///{tmp_path / 'n.db'}"
    pages = sample_file(tmp_path)
    result = runner.invoke(app, ["ingest", str(pages), "--db", db])
    assert result.exit_code == 0, result.output
    assert "articles extracted" in result.output
    again = runner.invoke(app, ["ingest", str(pages), "--db", db])
    assert again.exit_code == 0
    listed = runner.invoke(app, ["stories", "--db", db])
    assert "s-sample-01" in listed.output
    assert "Harbor Daily Ledger" in listed.output
    assert "first seen 2024-04-09T08:00:00Z, last seen 2024-04-09T14:05:00Z" in listed.output
    as_json = runner.invoke(app, ["stories", "--db", db, "--json", "--limit", "1"])
    assert '"first_seen": "2024-04-09T08:00:00Z"' in as_json.output
    assert '"time_to_10th_outlet_s": null' in as_json.output
    lines = as_json.output.splitlines()
    assert len(lines) == 1  # JSON lines, as --help says: one object per line
    assert json.loads(lines[0])["story_id"] == "s-sample-01"

    first, second = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    assert runner.invoke(app, ["export", "--out", str(first), "--db", db]).exit_code == 0
    assert runner.invoke(app, ["export", "--out", str(second), "--db", db]).exit_code == 0
    assert first.read_bytes() == second.read_bytes()
    records = read_jsonl(first)
    assert len(records) == 16
    for record in records:
        assert EXTRACT_KEYS | {"story_id", "relation", "urls", "fetched_at"} <= set(record)
    assert [r["id"] for r in records] == sorted(r["id"] for r in records)
    variant = next(r for r in records if r["id"] == "sample-02")
    assert any("utm_source" in u for u in variant["urls"])
    assert variant["canonical_url"].startswith("https://northgatewire.example/")


def test_db_from_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    db_file = tmp_path / "env.db"
    monkeypatch.setenv("NEWSFOLD_DB", f"sqlite:///{db_file}")
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(app, ["demo"])
    assert result.exit_code == 0, result.output
    assert db_file.exists()
    assert "s-sample-12" in result.output


def test_demo_default_db_in_current_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NEWSFOLD_DB", raising=False)
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(app, ["demo"])
    assert result.exit_code == 0, result.output
    assert (tmp_path / "newsfold.db").exists()
    assert "Northgate Wire, Harbor Daily Ledger, Midland Courier" in result.output
    assert "https://harbordaily.example/business/rates-hold-inflation" in result.output


def test_export_parquet_is_reproducible(tmp_path: Path) -> None:
    pytest.importorskip("pyarrow")
    db = f"sqlite:///{tmp_path / 'n.db'}"
    runner.invoke(app, ["ingest", str(sample_file(tmp_path)), "--db", db])
    a, b = tmp_path / "a.parquet", tmp_path / "b.parquet"
    assert (
        runner.invoke(app, ["export", "--format", "parquet", "--out", str(a), "--db", db]).exit_code
        == 0
    )
    assert (
        runner.invoke(app, ["export", "--format", "parquet", "--out", str(b), "--db", db]).exit_code
        == 0
    )
    assert a.read_bytes() == b.read_bytes()
    import pyarrow.parquet as pq

    assert pq.read_table(a).num_rows == 16


def test_unknown_export_format(tmp_path: Path) -> None:
    result = runner.invoke(app, ["export", "--format", "xml", "--out", str(tmp_path / "x")])
    assert result.exit_code == 2
