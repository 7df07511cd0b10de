"""``newsfold score``, ``newsfold health`` and ``newsfold validate``: corpus governance commands.

Registered on the main app in :mod:`newsfold.cli.main`. Exit codes:

- ``score``: 0 done; 2 bad usage, configuration or input.
- ``health``: 0 done (alerts are reported, not errors); 1 with ``--fail-on-alert``
  when a day in the range has an alert; 2 bad usage.
- ``validate``: 0 every rule passed; 1 a rule failed (the report names each
  with example records); 2 bad usage.
- ``retention``: 0 done; 2 bad usage.
"""

from __future__ import annotations

import json
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from newsfold.cli.export import SinceOption, UntilOption, parse_since, parse_until
from newsfold.cli.options import ConfigOption, DbOption, usage_errors
from newsfold.config import load_settings

__all__ = ["health_cmd", "print_gate_report", "retention_cmd", "score_cmd", "validate_cmd"]

console = Console(stderr=True)
out_console = Console()

JsonOption = Annotated[bool, typer.Option("--json", help="Print JSON instead of a table.")]


def score_cmd(
    db: DbOption = None,
    config: ConfigOption = None,
    sources: Annotated[
        Path | None,
        typer.Option("--sources", help="sources.yaml whose rank: values win over computed ones."),
    ] = None,
    full: Annotated[
        bool, typer.Option("--all", help="Score every article again, not only unscored ones.")
    ] = False,
    as_json: JsonOption = False,
) -> None:
    """Compute source ranks from the store and bring every article's scores up to date."""
    from newsfold.quality.rank import rescore_store
    from newsfold.store import open_store
    from newsfold.store.quality import load_ranks

    with usage_errors():
        settings = load_settings(config, overrides={"db": db})
        configured: dict[str, float] = {}
        if sources is not None:
            from newsfold.crawl.sources import load_sources

            for src in load_sources(sources).sources:
                if src.rank > 0:
                    configured[src.publisher or src.name] = src.rank
        with open_store(settings.db, create=False) as store:
            summary = rescore_store(store, settings, config_ranks=configured, full=full)
            ranks = load_ranks(store.engine)
    if as_json:
        typer.echo(json.dumps({**summary.as_dict(), "ranks": ranks}, ensure_ascii=False))
        return
    table = Table(title="source ranks (computed from the store)")
    table.add_column("publisher")
    table.add_column("rank", justify="right")
    for publisher, rank in sorted(ranks.items(), key=lambda kv: (-kv[1], kv[0])):
        table.add_row(escape(publisher), f"{rank:.3f}")
    out_console.print(table)
    console.print(
        f"scored {summary.articles} articles ({summary.fully_scored} fully) "
        f"from {summary.publishers} publishers"
    )


def _day(value: str | None, option: str) -> date | None:
    if value is None:
        return None
    try:
        return date.fromisoformat(value)
    except ValueError:
        from newsfold.cli.options import fail

        fail(f"{option}: cannot read {value!r}; use YYYY-MM-DD")


def _pct(value: Any) -> str:
    return "" if value is None else f"{value:.0%}"


def health_cmd(
    db: DbOption = None,
    config: ConfigOption = None,
    since: Annotated[
        str | None, typer.Option("--since", help="First day shown (YYYY-MM-DD, UTC).")
    ] = None,
    until: Annotated[
        str | None, typer.Option("--until", help="Last day shown (YYYY-MM-DD, UTC).")
    ] = None,
    publisher: Annotated[
        list[str] | None, typer.Option("--publisher", help="Only this publisher (repeatable).")
    ] = None,
    alerts_only: Annotated[
        bool, typer.Option("--alerts", help="Show only days with an alert.")
    ] = False,
    fail_on_alert: Annotated[
        bool, typer.Option("--fail-on-alert", help="Exit 1 when a day shown has an alert.")
    ] = False,
    as_json: JsonOption = False,
) -> None:
    """Publisher health per day (pages, articles, body length, dates, headlines, failures),
    with an alert where a figure falls sharply against the publisher's own baseline."""
    from newsfold.quality.health import refresh_health
    from newsfold.store import open_store

    first, last = _day(since, "--since"), _day(until, "--until")
    with usage_errors():
        settings = load_settings(config, overrides={"db": db})
        with open_store(settings.db, create=False) as store:
            days = refresh_health(store, settings, first, last)
    if publisher:
        days = [d for d in days if d.publisher in publisher]
    if alerts_only:
        days = [d for d in days if d.alerts]
    if as_json:
        for day in days:
            typer.echo(json.dumps(day.to_record(), ensure_ascii=False))
    else:
        table = Table(title="publisher health")
        for name in ("publisher", "day", "pages", "articles", "failures", "median body"):
            table.add_column(name, justify="left" if name in ("publisher", "day") else "right")
        table.add_column("dated", justify="right")
        table.add_column("headline", justify="right")
        table.add_column("alerts")
        for d in days:
            table.add_row(
                escape(d.publisher),
                d.day.isoformat(),
                str(d.pages),
                str(d.articles),
                str(d.failures),
                "" if d.median_body_chars is None else f"{d.median_body_chars:.0f}",
                _pct(d.dated_share),
                _pct(d.headline_share),
                "[bold red]"
                + escape(", ".join(f"{a.figure} -{a.drop:.0%}" for a in d.alerts))
                + "[/]"
                if d.alerts
                else "",
            )
        # a table of figures is read whole: never squeeze it into 80 columns in a log
        Console(width=max(out_console.width, 150)).print(table)
        for d in days:
            for alert in d.alerts:
                out_console.print(
                    f"[bold red]ALERT[/] {escape(d.publisher)} {d.day}: {escape(alert.describe())}",
                    soft_wrap=True,
                )
        alerts = sum(1 for d in days if d.alerts)
        console.print(f"{len(days)} publisher-days, {alerts} with an alert")
    if fail_on_alert and any(d.alerts for d in days):
        raise typer.Exit(1)


def print_gate_report(report: Any) -> None:
    """The validation report as a person reads it (failed rules with their examples)."""
    verdict = "[bold green]passed[/]" if report.passed else "[bold red]FAILED[/]"
    out_console.print(f"validation {verdict}: {report.records} articles")
    for result in report.results:
        mark = "[green]ok[/]  " if result.passed else "[red]FAIL[/]"
        out_console.print(
            f"  {mark} {result.name}: {result.value:.4g} (limit {result.limit:g}) - "
            f"{escape(result.description)}"
        )
        if not result.passed:
            for example in result.examples:
                out_console.print(
                    f"        e.g. {escape(str(example['id']))} {escape(str(example['url']))}: "
                    f"{escape(str(example['why']))}",
                    soft_wrap=True,
                )


def validate_cmd(
    since: SinceOption = None,
    until: UntilOption = None,
    db: DbOption = None,
    config: ConfigOption = None,
    last_day: Annotated[
        bool, typer.Option("--last-day", help="The 24 hours up to now (a daily job's batch).")
    ] = False,
    as_json: JsonOption = False,
) -> None:
    """Check the batch of articles that came in during [--since, --until) against the
    validation rules (settings gate_*); exit 1 naming each failed rule with examples."""
    from newsfold.quality.gates import validate_store
    from newsfold.store import open_store

    start, stop = parse_since(since), parse_until(until)
    if last_day:
        stop = datetime.now(UTC)
        start = stop - timedelta(days=1)
    with usage_errors():
        settings = load_settings(config, overrides={"db": db})
        with open_store(settings.db, create=False) as store:
            report = validate_store(store, settings, start, stop)
    if as_json:
        typer.echo(json.dumps(report.to_record(), ensure_ascii=False))
    else:
        print_gate_report(report)
    if not report.passed:
        raise typer.Exit(1)


def retention_cmd(
    older_than: Annotated[
        float,
        typer.Option("--older-than", min=0, help="Prune raw pages fetched this many days ago."),
    ],
    warc: Annotated[
        bool, typer.Option("--warc", help="Also rewrite WARC files without the pruned records.")
    ] = False,
    db: DbOption = None,
    config: ConfigOption = None,
    as_json: JsonOption = False,
) -> None:
    """Drop old raw pages, keeping a sample per publisher (setting retention_sample)."""
    from newsfold.quality.retention import prune_raw
    from newsfold.store import open_store

    with usage_errors():
        settings = load_settings(config, overrides={"db": db})
        cutoff = datetime.now(UTC) - timedelta(days=older_than)
        with open_store(settings.db, create=False) as store:
            summary = prune_raw(store, settings, cutoff, warc=warc)
    if as_json:
        typer.echo(json.dumps(summary.as_dict()))
        return
    console.print(
        f"{summary.candidates} raw pages older than {older_than:g} days: kept "
        f"{summary.kept} (sample of {summary.publishers} publishers), pruned "
        f"{summary.pruned_db} in the database and {summary.pruned_warc} in "
        f"{summary.warc_files_rewritten} WARC files"
    )
