"""The live crawl display and the command's argument checks."""

from __future__ import annotations

from pathlib import Path

from rich.console import Console
from typer.testing import CliRunner

from newsfold.cli import app
from newsfold.cli.crawl import _status_view
from newsfold.crawl.crawler import CrawlStatus, CrawlSummary


def test_status_view_shows_hosts_queues_rate_and_errors() -> None:
    summary = CrawlSummary(requests=40, elapsed=4.0, pages_stored=12)
    summary.errors["truncated_gzip"] += 2
    summary.host_requests.update({"a.example": 30, "b.example": 10})
    status = CrawlStatus(
        summary, {"a.example": 7, "c.example": 3}, ["a.example"], {"b.example": 42.0}
    )
    console = Console(record=True, width=120)
    console.print(_status_view(status))
    text = console.export_text()
    assert "requests 40  (10.0/s)" in text
    assert "errors 2" in text
    lines = {line.split()[0]: line.split()[1:] for line in text.splitlines()[2:] if line.strip()}
    assert lines["a.example"] == ["7", "30", "fetching"]
    assert lines["b.example"] == ["0", "10", "parked", "42s"]
    assert lines["c.example"] == ["3", "0"]


def test_crawl_command_rejects_once_with_follow_and_bad_sources(tmp_path: Path) -> None:
    runner = CliRunner()
    sources = tmp_path / "sources.yaml"
    sources.write_text("sources:\n  - name: X\n    url: not-a-url\n", encoding="utf-8")
    both = runner.invoke(app, ["crawl", "--sources", str(sources), "--once", "--follow"])
    assert both.exit_code == 2
    bad = runner.invoke(
        app, ["crawl", "--sources", str(sources), "--db", f"sqlite:///{tmp_path}/x.db"]
    )
    assert bad.exit_code == 2
    assert "sources.yaml:3: sources[0].url" in bad.output
