"""Exports with a contract: schema, explicit nulls, typed Parquet, determinism, filters, samples."""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from typer.testing import CliRunner

from newsfold.cli import app
from newsfold.config import Settings
from newsfold.errors import OutputError
from newsfold.export import ExportOptions, export, export_records
from newsfold.export_schema import ARTICLE_FIELDS, STORY_FIELDS, load_schema, schema_text
from newsfold.pipeline import ingest
from newsfold.sim.generate import generate
from newsfold.store import Store, open_store

jsonschema = pytest.importorskip("jsonschema")
runner = CliRunner()

#: The export's fields before issue 17 (their order is a contract).
OLD_FIELDS = [
    "id", "canonical_url", "headline", "body", "paragraphs", "publisher", "section", "language",
    "authors", "published_at", "published_at_local", "modified_at", "date_source",
    "temporal_confidence", "date_flags", "extraction_method", "encoding", "decode_errors",
    "headline_source", "authors_source", "publisher_source", "credits",
    "story_id", "relation", "similarity", "review", "follows", "urls", "fetched_at", "related",
]  # fmt: skip


@pytest.fixture(scope="module")
def sim_db(tmp_path_factory: pytest.TempPathFactory) -> str:
    folder = tmp_path_factory.mktemp("simweb")
    generate(folder, 400, seed=11)
    db = f"sqlite:///{folder / 'sim.db'}"
    with open_store(db) as store:
        ingest(store, [folder / "pages-00000.jsonl"], Settings(db=db))
    return db


@pytest.fixture
def store(sim_db: str) -> Iterator[Store]:
    with open_store(sim_db) as opened:
        yield opened


def test_shipped_schemas_are_the_generated_ones() -> None:
    for level in ("article", "story"):
        assert load_schema(level) == json.loads(schema_text(level))
        jsonschema.Draft202012Validator.check_schema(load_schema(level))


@pytest.mark.parametrize("level", ["article", "story"])
def test_every_record_of_the_simulated_web_validates(store: Store, level: str) -> None:
    validator = jsonschema.Draft202012Validator(
        load_schema(level), format_checker=jsonschema.FormatChecker()
    )
    fields = [f.name for f in (ARTICLE_FIELDS if level == "article" else STORY_FIELDS)]
    records = export_records(store, ExportOptions(level=level))
    assert len(records) > 100
    for record in records:
        errors = list(validator.iter_errors(record))
        assert not errors, (record.get("id") or record["story_id"], errors[0].message)
        assert list(record) == fields  # every field, in order; null rather than missing
    nulls = Counter(name for r in records for name, v in r.items() if v is None)
    assert nulls["published_at_local"] < len(records)  # nulls are explicit, not everywhere


def test_old_fields_keep_their_order_and_article_id_order(store: Store) -> None:
    records = export_records(store)
    assert list(records[0])[: len(OLD_FIELDS)] == OLD_FIELDS
    ids = [r["id"] for r in records]
    assert ids == sorted(ids)


def test_every_record_is_scored_with_offsets_into_its_fields(store: Store) -> None:
    for record in export_records(store):
        assert record["quality_score"] is not None
        for ent in record["entities"]:
            assert record[ent["field"]][ent["start"] : ent["end"]] == ent["text"]


@pytest.mark.parametrize("level", ["article", "story"])
@pytest.mark.parametrize("fmt", ["jsonl", "csv", "parquet"])
def test_export_twice_gives_identical_bytes_and_manifest(
    store: Store, tmp_path: Path, fmt: str, level: str
) -> None:
    if fmt == "parquet":
        pytest.importorskip("pyarrow")
    outs = []
    for name in ("a", "b"):
        folder = tmp_path / name
        folder.mkdir()
        path = folder / f"export.{fmt}"
        options = ExportOptions(format=fmt, level=level)
        result = export(store, path, options, manifest=folder / "m.json")
        outs.append((path.read_bytes(), (folder / "m.json").read_bytes()))
        assert result.sha256 == hashlib.sha256(path.read_bytes()).hexdigest()
        assert sorted(p.name for p in folder.iterdir()) == ["export." + fmt, "m.json"]
    assert outs[0] == outs[1]
    manifest = json.loads(outs[0][1])
    assert manifest["schema_version"] == load_schema(level)["x-schema-version"]
    assert manifest["counts"]["records"] == len(export_records(store, ExportOptions(level=level)))
    assert manifest["files"][0]["sha256"] == hashlib.sha256(outs[0][0]).hexdigest()
    assert manifest["options"]["format"] == fmt
    assert manifest["options"]["level"] == level


def test_parquet_schema_is_typed(store: Store, tmp_path: Path) -> None:
    pa = pytest.importorskip("pyarrow")
    import pyarrow.parquet as pq

    path = tmp_path / "a.parquet"
    export(store, path, ExportOptions(format="parquet"))
    schema = pq.read_schema(path)
    assert schema.field("published_at").type == pa.timestamp("us", tz="UTC")
    assert schema.field("fetched_at").type == pa.timestamp("us", tz="UTC")
    assert schema.field("related").type == pa.list_(pa.string())
    assert schema.field("syntactic_depth").type == pa.int64()
    assert pa.types.is_struct(schema.field("entities").type.value_type)
    table = pq.read_table(path)
    assert table.num_rows == len(export_records(store))
    first = table.slice(0, 1).to_pylist()[0]
    assert first["id"] == export_records(store)[0]["id"]


@pytest.mark.parametrize("level", ["article", "story"])
def test_empty_store_parquet_has_the_full_typed_schema(tmp_path: Path, level: str) -> None:
    pa = pytest.importorskip("pyarrow")
    import pyarrow.parquet as pq

    with open_store(f"sqlite:///{tmp_path / 'empty.db'}") as empty:
        result = export(empty, tmp_path / "e.parquet", ExportOptions(format="parquet", level=level))
    assert result.records == 0
    table = pq.read_table(tmp_path / "e.parquet")
    assert table.num_rows == 0
    fields = ARTICLE_FIELDS if level == "article" else STORY_FIELDS
    assert table.schema.names == [f.name for f in fields]
    key = "published_at" if level == "article" else "first_seen"
    assert table.schema.field(key).type == pa.timestamp("us", tz="UTC")


def test_csv_has_a_header_and_one_row_per_record(store: Store, tmp_path: Path) -> None:
    import csv

    path = tmp_path / "a.csv"
    export(store, path, ExportOptions(format="csv"))
    with path.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    records = export_records(store)
    assert len(rows) == len(records)
    assert list(rows[0]) == [f.name for f in ARTICLE_FIELDS]
    assert rows[0]["body"] == records[0]["body"]
    assert json.loads(rows[0]["entities"]) == records[0]["entities"]
    assert rows[0]["decode_errors"] in ("true", "false")


def test_filters(store: Store) -> None:
    everything = export_records(store)
    zh = export_records(store, ExportOptions(languages=("zh",)))
    assert zh
    assert {r["language"] for r in zh} == {"zh"}
    assert len(zh) == sum(1 for r in everything if r["language"] == "zh")
    publisher = everything[0]["publisher"]
    one = export_records(store, ExportOptions(publishers=(publisher,)))
    assert {r["publisher"] for r in one} == {publisher}
    good = export_records(store, ExportOptions(min_quality=0.5))
    assert all(r["quality_score"] >= 0.5 for r in good)
    assert 0 < len(good) < len(everything)
    dated = sorted(r["published_at"] for r in everything if r["published_at"])
    middle = dated[len(dated) // 2]
    from newsfold.models import parse_iso_utc

    late = export_records(store, ExportOptions(since=parse_iso_utc(middle)))
    assert all((r["published_at"] or r["fetched_at"]) >= middle for r in late)
    assert 0 < len(late) < len(everything)


def test_sample_is_deterministic_and_stratified(store: Store) -> None:
    options = ExportOptions(sample=40, stratify="syntactic_depth", seed=3)
    first = export_records(store, options)
    assert first == export_records(store, options)
    assert len(first) == 40
    ids = [r["id"] for r in first]
    assert ids == sorted(ids)
    everything = export_records(store)
    share = Counter(r["syntactic_depth"] for r in everything)
    got = Counter(r["syntactic_depth"] for r in first)
    for depth, n in share.items():
        assert abs(got[depth] - 40 * n / len(everything)) <= 1
    other = export_records(store, ExportOptions(sample=40, seed=4))
    assert {r["id"] for r in other} != set(ids)
    assert len(export_records(store, ExportOptions(sample=10_000))) == len(everything)


def test_text_modes(store: Store) -> None:
    full = export_records(store)
    snippet = export_records(store, ExportOptions(text="snippet"))
    none = export_records(store, ExportOptions(text="none"))
    for f, s, n in zip(full, snippet, none, strict=True):
        assert n["body"] is None
        assert n["paragraphs"] is None
        assert s["paragraphs"] is None
        assert len(s["body"]) <= 280
        assert f["body"].startswith(s["body"])


def test_cli_export_to_stdout_equals_the_file(sim_db: str, tmp_path: Path) -> None:
    path = tmp_path / "a.jsonl"
    result = runner.invoke(app, ["export", "--out", str(path), "--db", sim_db])
    assert result.exit_code == 0, result.output
    assert (tmp_path / "a.jsonl.manifest.json").exists()
    piped = runner.invoke(app, ["export", "--out", "-", "--db", sim_db, "--level", "article"])
    assert piped.exit_code == 0
    assert piped.stdout_bytes == path.read_bytes()


def test_cli_rejects_bad_options(sim_db: str, tmp_path: Path) -> None:
    out = str(tmp_path / "x.jsonl")
    for args in (
        ["--format", "xml"],
        ["--level", "outlet"],
        ["--stratify", "source_rank"],  # without --sample
        ["--sample", "5", "--stratify", "mood"],
        ["--min-quality", "2"],
        ["--since", "yesterday"],
        ["--text", "some"],
    ):
        result = runner.invoke(app, ["export", "--out", out, "--db", sim_db, *args])
        assert result.exit_code == 2, (args, result.output)


@pytest.mark.postgres
def test_postgres_exports_the_same_bytes_as_sqlite(fresh_pg_url: str, tmp_path: Path) -> None:
    """One store contract: the same pages give the same export on both backends
    (article and story level; story members are merged in story-id order)."""
    generate(tmp_path, 120, seed=4)
    outputs = []
    for url in (f"sqlite:///{tmp_path / 'a.db'}", fresh_pg_url):
        with open_store(url) as opened:
            ingest(opened, [tmp_path / "pages-00000.jsonl"], Settings(db=url))
            for level in ("article", "story"):
                out = tmp_path / f"{level}-{len(outputs)}.jsonl"
                export(opened, out, ExportOptions(level=level))
                outputs.append(out.read_bytes())
    assert outputs[0] == outputs[2]
    assert outputs[1] == outputs[3]
    assert outputs[1].count(b"\n") > 10


def test_a_failed_write_returns_the_stores_connection(
    sim_db: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A write that fails half-way (a closed pipe, a full disk) leaves the rows'
    generators paused inside their scan; the export closes them before it raises, so
    no store connection stays checked out for the collector to find."""
    import newsfold.export as export_module

    def half_written(records: Iterator[dict[str, object]], *args: object) -> None:
        next(iter(records))
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(export_module, "_write_jsonl", half_written)
    message, checked_out = "", -1
    with open_store(sim_db) as store:
        try:
            export(store, tmp_path / "out.jsonl", ExportOptions(), progress=lambda n: None)
        except OutputError as error:
            # asked while the error (and its traceback, holding the paused generators)
            # is alive, as a command's last frames hold it on the way to the exit
            message, checked_out = str(error), store.engine.pool.checkedout()  # type: ignore[attr-defined]
    assert "No space left" in message
    assert checked_out == 0
    assert list(tmp_path.iterdir()) == []
