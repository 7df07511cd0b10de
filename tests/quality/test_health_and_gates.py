"""Publisher health alerts (fired by the simulated template change), validation rules, ranks."""

from __future__ import annotations

import json
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from newsfold.cli import app
from newsfold.config import Settings
from newsfold.pipeline import ingest
from newsfold.quality.gates import check_batch
from newsfold.quality.health import PageRow, compute_health
from newsfold.quality.rank import compute_ranks
from newsfold.sim.generate import generate
from newsfold.sim.template_change import TemplateChange, parse_template_change
from newsfold.store import open_store

runner = CliRunner()
CHANGE = TemplateChange("harbor", date(2020, 1, 10))


@pytest.fixture(scope="module")
def changed_web(tmp_path_factory: pytest.TempPathFactory) -> str:
    """Seven days of a thin simulated web; Harbor Daily Ledger changes template on day 5."""
    folder = tmp_path_factory.mktemp("changed")
    generate(folder, 1000, seed=5, story_stride=10, template_change=CHANGE)
    db = f"sqlite:///{folder / 'web.db'}"
    with open_store(db) as store:
        ingest(store, [folder / "pages-00000.jsonl"], Settings(db=db))
    return db


def test_the_template_change_fires_an_alert_for_that_publisher_only(changed_web: str) -> None:
    result = runner.invoke(app, ["health", "--json", "--db", changed_web])
    assert result.exit_code == 0, result.output
    days = [json.loads(line) for line in result.output.splitlines() if line.startswith("{")]
    alerted = {(d["publisher"], d["day"]) for d in days if d["alerts"]}
    assert alerted
    assert {p for p, _ in alerted} == {"harbor"}
    assert min(day for _, day in alerted) == "2020-01-10"  # the day of the change
    harbor = {d["day"]: d for d in days if d["publisher"] == "harbor"}
    before = harbor["2020-01-09"]
    after = harbor["2020-01-10"]
    assert not before["alerts"]
    assert after["median_body_chars"] < before["median_body_chars"] / 4
    assert "median_body_chars" in {a["figure"] for a in after["alerts"]}
    # stored, and the CLI can fail a cron job on it
    assert runner.invoke(app, ["health", "--db", changed_web, "--fail-on-alert"]).exit_code == 1
    quiet = runner.invoke(
        app, ["health", "--db", changed_web, "--until", "2020-01-09", "--fail-on-alert"]
    )
    assert quiet.exit_code == 0, quiet.output
    table = runner.invoke(app, ["health", "--db", changed_web, "--alerts"])
    assert "likely template change" in table.output


def test_health_table_and_stored_rows(changed_web: str) -> None:
    from newsfold.quality.health import stored_health

    runner.invoke(app, ["health", "--db", changed_web])
    with open_store(changed_web) as store:
        rows = stored_health(store, date(2020, 1, 10), date(2020, 1, 10))
    assert rows
    assert {r["day"] for r in rows} == {"2020-01-10"}
    assert any(r["alerts"] for r in rows if r["publisher"] == "harbor")


def _rows(publisher: str, day: int, pages: int, body: int, dated: bool = True) -> list[PageRow]:
    return [
        PageRow(publisher, date(2024, 1, day), "done", True, body, dated, True)
        for _ in range(pages)
    ]


def test_alert_rules_baseline_minimums_and_drop() -> None:
    settings = Settings(health_min_pages=5, health_min_baseline_days=3, health_drop=0.5)
    steady = [r for d in range(1, 5) for r in _rows("a", d, 6, 1000)]
    # day 5 falls to 40% of the baseline: an alert; to 60%: none
    fell = compute_health([*steady, *_rows("a", 5, 6, 400)], settings)
    assert [a.figure for a in fell[-1].alerts] == ["median_body_chars"]
    assert fell[-1].alerts[0].baseline == 1000
    held = compute_health([*steady, *_rows("a", 5, 6, 600)], settings)
    assert held[-1].alerts == []
    # too few pages that day, or too few baseline days: not judged
    few = compute_health([*steady, *_rows("a", 5, 2, 10)], settings)
    assert few[-1].alerts == []
    short = compute_health([*steady[:12], *_rows("a", 5, 6, 10)], settings)
    assert short[-1].alerts == []
    # another publisher's figures are not this one's baseline
    other = compute_health([*_rows("b", 1, 6, 5000), *steady, *_rows("a", 5, 6, 900)], settings)
    assert all(not d.alerts for d in other)
    undated = compute_health([*steady, *_rows("a", 5, 6, 1000, dated=False)], settings)
    assert [a.figure for a in undated[-1].alerts] == ["dated_share"]


# --- validation gates: each rule fails and passes ---------------------------------------


def _record(n: int, **changes: Any) -> dict[str, Any]:
    record: dict[str, Any] = {
        "id": f"a{n}",
        "canonical_url": f"https://x.example/{n}",
        "headline": "Harbor Bank opens",
        "body": "Harbor Bank opened 12 branches.",
        "language": "en",
        "publisher": "X",
        "published_at": "2024-03-01T10:00:00Z",
        "fetched_at": "2024-03-01T12:00:00Z",
        "source_rank": 0.8,
        "entities": [{"text": "Harbor Bank"}],
        "relation": "unique",
        "story_id": f"s{n}",
    }
    record.update(changes)
    return record


SINCE = datetime(2024, 3, 1, tzinfo=UTC)
UNTIL = datetime(2024, 3, 2, tzinfo=UTC)
GOOD = [_record(n) for n in range(10)]


def _verdict(records: list[dict[str, Any]], rule: str, **settings: Any) -> Any:
    report = check_batch(records, Settings(**settings), SINCE, UNTIL)
    return next(r for r in report.results if r.name == rule)


@pytest.mark.parametrize(
    ("rule", "bad", "settings"),
    [
        ("min_count", GOOD[:3], {"gate_min_articles": 5}),
        (
            "dates_in_window",
            [*GOOD[:8], *[_record(n, published_at="2023-01-01T00:00:00Z") for n in (8, 9)]],
            {},
        ),
        ("dates_in_window", [*GOOD[:9], _record(9, published_at="2024-03-09T00:00:00Z")], {}),
        (
            "high_rank_share",
            [_record(n, source_rank=0.2) for n in range(10)],
            {"gate_min_high_rank_share": 0.5},
        ),
        (
            "high_rank_share",
            [_record(n, source_rank=None) for n in range(10)],
            {"gate_min_high_rank_share": 0.5},
        ),
        ("entity_coverage", [_record(n, entities=[]) for n in range(10)], {}),
        ("control_chars", [*GOOD[:9], _record(9, headline="Bad\x1b[31m red")], {}),
        ("control_chars", [*GOOD[:9], _record(9, body="evil \u202e override")], {}),
        ("required_fields", [*GOOD[:9], _record(9, headline=None)], {}),
        ("required_fields", [*GOOD[:9], _record(9, body="")], {}),
        ("duplicate_rate", [_record(n, relation="copy") for n in range(10)], {}),
    ],
)
def test_each_rule_fails_on_a_bad_batch_and_passes_on_a_good_one(
    rule: str, bad: list[dict[str, Any]], settings: dict[str, Any]
) -> None:
    failed = _verdict(bad, rule, **settings)
    assert not failed.passed
    if rule != "min_count":
        assert failed.examples
        assert failed.examples[0]["id"].startswith("a")
        assert failed.examples[0]["why"]
    assert _verdict(GOOD, rule, **settings).passed


def test_unknown_required_field_is_a_configuration_error() -> None:
    from newsfold.errors import ConfigError

    with pytest.raises(ConfigError, match="nonsense"):
        check_batch(GOOD, Settings(gate_required_fields="id,nonsense"))


def test_validate_command_exit_codes_and_report(changed_web: str) -> None:
    # the changed template drops the language: required_fields fails, with examples
    bad = runner.invoke(app, ["validate", "--db", changed_web, "--since", "2020-01-06"])
    assert bad.exit_code == 1, bad.output
    assert "FAIL required_fields" in bad.output
    assert "harbordaily.example" in bad.output
    report = runner.invoke(
        app, ["validate", "--db", changed_web, "--json", "--until", "2020-01-09"]
    )
    assert report.exit_code == 0, report.output
    record = json.loads(report.output)
    assert record["passed"]
    assert record["records"] > 100
    assert {r["rule"] for r in record["rules"]} == {
        "min_count", "dates_in_window", "high_rank_share", "entity_coverage",
        "control_chars", "required_fields", "duplicate_rate",
    }  # fmt: skip
    empty = runner.invoke(app, ["validate", "--db", changed_web, "--since", "2031-01-01"])
    assert empty.exit_code == 1
    assert "FAIL min_count" in empty.output
    assert runner.invoke(app, ["validate", "--db", changed_web, "--since", "x"]).exit_code == 2


# --- ranks ------------------------------------------------------------------------------


def test_ranks_are_computed_stable_and_fill_the_scores(changed_web: str, tmp_path: Path) -> None:
    with open_store(changed_web) as store:
        first = compute_ranks(store.engine)
        assert first == compute_ranks(store.engine)
    ranks = {p: r for p, (r, _) in first.items()}
    assert all(0.0 <= r <= 1.0 for r in ranks.values())
    # the wire service is copied by others: first to carry what it shares
    assert first["Northgate Wire"][1]["first_share"] > 0.5
    assert ranks["Northgate Wire"] > ranks["Midland Courier"]
    result = runner.invoke(app, ["score", "--db", changed_web, "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["ranks"] == ranks
    from newsfold.export import ExportOptions, export_records

    with open_store(changed_web) as store:
        records = export_records(store, ExportOptions(publishers=("Northgate Wire",)))
    assert {r["source_rank"] for r in records} == {ranks["Northgate Wire"]}
    assert {r["source_rank_from"] for r in records} == {"computed"}


def test_template_change_argument() -> None:
    assert parse_template_change("harbor@2020-01-10") == CHANGE
    from newsfold.errors import InputError

    with pytest.raises(InputError, match="unknown outlet"):
        parse_template_change("nowhere@2020-01-10")
    with pytest.raises(InputError, match="OUTLET@YYYY-MM-DD"):
        parse_template_change("harbor@10/01/2020")


def test_the_web_apps_reader_gets_the_stored_days_with_alert_sentences(changed_web: str) -> None:
    from newsfold.quality.health import health_days

    runner.invoke(app, ["health", "--db", changed_web])
    with open_store(changed_web) as store, store.engine.connect() as conn:
        rows = health_days(conn, days=3)
    from datetime import timedelta

    from newsfold.quality.health import stored_health

    with open_store(changed_web) as store:
        newest = max(date.fromisoformat(r["day"]) for r in stored_health(store))
    assert {r["day"] for r in rows} == {newest - timedelta(days=n) for n in range(3)}
    assert rows[0]["day"] >= rows[-1]["day"]  # newest first
    harbor = [r for r in rows if r["publisher"] == "harbor" and r["alerts"]]
    assert harbor
    assert "likely template change" in harbor[0]["alerts"][0]
    assert {"pages", "articles", "median_body_chars"} <= set(rows[0])
