"""``newsfold run``: the daily job against the simulated web, and its exit codes."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from newsfold.cli import app
from newsfold.quality.daily import DailyResult, Outcome
from newsfold.sim.server import SimServer

runner = CliRunner()


@pytest.fixture(scope="module")
def server() -> Iterator[SimServer]:
    with SimServer(seed=4, articles=40, faults=False, crawl_delay=0.0) as running:
        yield running


def _sources(server: SimServer, folder: Path, outlets: int = 2) -> Path:
    doc = yaml.safe_load(server.sources_yaml("newsfold-test/0.1 (+https://example.org)"))
    doc["sources"] = doc["sources"][:outlets]
    doc.update(
        proxy=server.proxy_url,
        archive_dir=str(folder / "warc"),
        politeness={"min_delay": 0.0, "park_base": 0.2, "retry_after_cap": 5},
    )
    path = folder / "sources.yaml"
    path.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    return path


def test_a_good_day_is_exported_with_its_manifest(server: SimServer, tmp_path: Path) -> None:
    sources = _sources(server, tmp_path)
    db = f"sqlite:///{tmp_path / 'daily.db'}"
    out = tmp_path / "exports"
    # the simulated web's articles were published in 2020: a wide window for their dates
    settings = tmp_path / "newsfold.toml"
    settings.write_text("gate_max_age_days = 36500\n")
    args = ["run", "--sources", str(sources), "--out-dir", str(out), "--db", db]
    args += ["--config", str(settings)]
    result = runner.invoke(app, [*args, "--day", "2024-05-01"])
    assert result.exit_code == Outcome.EXPORTED, result.output
    folder = out / "2024-05-01"
    names = {p.name for p in folder.iterdir()}
    assert {
        "articles.jsonl",
        "manifest.json",
        "validation.json",
        "health.json",
        "run.json",
    } <= names
    manifest = json.loads((folder / "manifest.json").read_text())
    lines = (folder / "articles.jsonl").read_text().splitlines()
    assert manifest["counts"]["records"] == len(lines) > 0
    assert json.loads((folder / "validation.json").read_text())["passed"]
    record = json.loads(lines[0])
    assert record["quality_score"] is not None
    assert record["source_rank_from"] == "config"  # the sim's sources.yaml ranks its outlets
    # a second run the next day fetches nothing new: an empty batch is refused
    again = runner.invoke(app, [*args, "--day", "2024-05-02"])
    assert again.exit_code == Outcome.REFUSED, again.output
    refused = out / "2024-05-02"
    assert not (refused / "articles.jsonl").exists()
    assert "min_count" in json.loads((refused / "validation.json").read_text())["failed"]


def test_a_failing_rule_refuses_the_batch(server: SimServer, tmp_path: Path) -> None:
    sources = _sources(server, tmp_path, outlets=1)
    settings = tmp_path / "newsfold.toml"
    settings.write_text("gate_max_age_days = 36500\ngate_min_articles = 1000\n")
    result = runner.invoke(
        app,
        [
            "run", "--sources", str(sources), "--out-dir", str(tmp_path / "x"), "--day",
            "2024-05-01", "--db", f"sqlite:///{tmp_path / 'r.db'}", "--config", str(settings),
        ],
    )  # fmt: skip
    assert result.exit_code == Outcome.REFUSED, result.output
    report = json.loads((tmp_path / "x" / "2024-05-01" / "validation.json").read_text())
    assert not report["passed"]
    assert report["failed"] == ["min_count"]
    assert report["records"] > 0
    assert not (tmp_path / "x" / "2024-05-01" / "articles.jsonl").exists()


def test_bad_configuration_and_unfinished_runs(tmp_path: Path) -> None:
    bad = tmp_path / "sources.yaml"
    bad.write_text("sources:\n  - name: x\n    url: not-a-url\n")
    db = f"sqlite:///{tmp_path / 'b.db'}"
    usage = runner.invoke(app, ["run", "--sources", str(bad), "--db", db])
    assert usage.exit_code == Outcome.USAGE
    assert "sources.yaml:3" in usage.output
    missing = runner.invoke(app, ["run", "--sources", str(tmp_path / "nope.yaml"), "--db", db])
    assert missing.exit_code == Outcome.USAGE
    good = tmp_path / "good.yaml"
    good.write_text("sources:\n  - name: x\n    url: http://127.0.0.1:9/\n")
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    unfinished = runner.invoke(
        app, ["run", "--sources", str(good), "--db", f"sqlite:///{blocked}/x.db", "--no-crawl"]
    )
    assert unfinished.exit_code == Outcome.FAILED, unfinished.output


def test_alert_exit_code_only_when_asked() -> None:
    now = datetime.now(UTC)
    passed = DailyResult(Path("."), now, validation={"passed": True}, alerts=[{"figure": "x"}])
    assert passed.outcome(fail_on_alert=False) is Outcome.EXPORTED
    assert passed.outcome(fail_on_alert=True) is Outcome.ALERT
    refused = DailyResult(Path("."), now, validation={"passed": False})
    assert refused.outcome(fail_on_alert=True) is Outcome.REFUSED
