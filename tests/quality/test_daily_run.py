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


def _baseline(db: str, folder: Path, source: str, days: int = 4) -> None:
    """Earlier days of ``source`` with long bodies: its own baseline, which today's pages
    (ordinary simulated articles, a fraction as long) fall far below."""
    from datetime import timedelta

    from newsfold.config import Settings
    from newsfold.pipeline import ingest
    from newsfold.store import open_store
    from tests.foundation.helpers import page_html, write_jsonl

    today = datetime.now(UTC).replace(hour=0, minute=0, second=0, microsecond=0)
    paragraph = (
        "The harbour board met again on Tuesday to hear the engineers' report on the "
        "northern quay, which found that the old timber piles had rotted further than "
        "expected and that the repairs would take most of the coming winter to finish. "
    )
    records = []
    for back in range(1, days + 1):
        when = today - timedelta(days=back) + timedelta(hours=9)
        for n in range(3):
            key = f"{back}-{n}"
            records.append(
                {
                    "id": f"base-{key}",
                    "url": f"http://northgatewire.example/base/{key}",
                    "html": page_html(
                        f"Harbour report {key}",
                        [f"{paragraph} (part {i} of report {key})" for i in range(20)],
                        published=when.isoformat().replace("+00:00", "Z"),
                        publisher=source,
                    ),
                    "fetched_at": when.isoformat().replace("+00:00", "Z"),
                    "source": source,
                }
            )
    path = write_jsonl(folder / "baseline.jsonl", records)
    with open_store(db) as store:
        ingest(store, [path], Settings(db=db))


@pytest.mark.parametrize("fail_on_alert", [True, False])
def test_a_health_alert_exits_3_only_with_fail_on_alert(
    server: SimServer, tmp_path: Path, fail_on_alert: bool
) -> None:
    sources = _sources(server, tmp_path, outlets=1)
    source = yaml.safe_load(sources.read_text())["sources"][0]["name"]
    db = f"sqlite:///{tmp_path / 'alert.db'}"
    _baseline(db, tmp_path, source)
    settings = tmp_path / "newsfold.toml"
    settings.write_text("gate_max_age_days = 36500\nhealth_min_pages = 1\n")
    args = ["run", "--sources", str(sources), "--out-dir", str(tmp_path / "x"), "--db", db]
    args += ["--config", str(settings), "--day", "2024-05-01"]
    result = runner.invoke(app, [*args, *(["--fail-on-alert"] if fail_on_alert else [])])
    expected = Outcome.ALERT if fail_on_alert else Outcome.EXPORTED
    assert result.exit_code == expected, result.output
    folder = tmp_path / "x" / "2024-05-01"
    # the batch passed validation and was exported either way; the alert is in health.json
    assert (folder / "articles.jsonl").exists()
    assert (folder / "manifest.json").exists()
    health = json.loads((folder / "health.json").read_text())
    today = datetime.now(UTC).date().isoformat()
    alerted = {(d["publisher"], d["day"]) for d in health if d["alerts"]}
    assert (source, today) in alerted
    (day,) = [d for d in health if (d["publisher"], d["day"]) == (source, today)]
    assert "median_body_chars" in {a["figure"] for a in day["alerts"]}
    run = json.loads((folder / "run.json").read_text())
    assert run["alerts"]
    assert run["validation_passed"]
