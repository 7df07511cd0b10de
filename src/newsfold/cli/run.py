"""``newsfold run``: the daily job in one command, with exit codes for cron and systemd.

Registered on the main app in :mod:`newsfold.cli.main`. Exit codes are
:class:`newsfold.quality.daily.Outcome`: 0 exported, 1 validation failed
(nothing exported), 2 bad usage or configuration, 3 exported with a publisher
health alert (only with ``--fail-on-alert``), 4 the run could not finish.
"""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console

from newsfold.cli.options import ConfigOption, DbOption, fail
from newsfold.config import load_settings
from newsfold.errors import ConfigError, InputError, MissingExtraError, NewsfoldError

__all__ = ["run_cmd"]

console = Console(stderr=True)


def run_cmd(
    sources: Annotated[Path, typer.Option("--sources", help="sources.yaml to crawl.")],
    out_dir: Annotated[
        Path, typer.Option("--out-dir", help="Exports go to OUT_DIR/YYYY-MM-DD/.")
    ] = Path("exports"),
    fmt: Annotated[str, typer.Option("--format", help="jsonl, parquet or csv.")] = "jsonl",
    day: Annotated[
        str | None, typer.Option("--day", help="Folder name day (default: today, UTC).")
    ] = None,
    proxy: Annotated[
        str | None, typer.Option("--proxy", help="HTTP proxy for every request.")
    ] = None,
    crawl: Annotated[
        bool, typer.Option("--crawl/--no-crawl", help="Crawl first (default) or only check.")
    ] = True,
    fail_on_alert: Annotated[
        bool, typer.Option("--fail-on-alert", help="Exit 3 when a publisher health alert fired.")
    ] = False,
    db: DbOption = None,
    config: ConfigOption = None,
) -> None:
    """The daily job: crawl once, ingest, score, check publisher health, validate the
    batch, and export it with its manifest into OUT_DIR/YYYY-MM-DD/.

    Exit codes: 0 exported; 1 validation failed, nothing exported (see
    validation.json); 2 bad usage or configuration; 3 exported but a publisher
    health alert fired (with --fail-on-alert); 4 the run could not finish.
    """
    from newsfold.export import FORMATS
    from newsfold.quality.daily import Outcome, run_daily

    if fmt not in FORMATS:
        fail(f"unknown --format {fmt!r}; use {' or '.join(FORMATS)}")
    when = None
    if day is not None:
        try:
            when = date.fromisoformat(day)
        except ValueError:
            fail(f"--day: cannot read {day!r}; use YYYY-MM-DD")
    try:
        settings = load_settings(config, overrides={"db": db})
        result = run_daily(sources, settings, out_dir, fmt=fmt, proxy=proxy, day=when, crawl=crawl)
    except (ConfigError, InputError, MissingExtraError) as exc:
        console.print(f"[bold red]error:[/] {exc}", soft_wrap=True, markup=False)
        raise typer.Exit(Outcome.USAGE) from exc
    except (NewsfoldError, OSError) as exc:
        console.print(f"error: the run could not finish: {exc}", soft_wrap=True, markup=False)
        raise typer.Exit(Outcome.FAILED) from exc
    typer.echo(json.dumps(result.as_dict(), ensure_ascii=False))
    outcome = result.outcome(fail_on_alert)
    if outcome is Outcome.REFUSED:
        failed = ", ".join(result.validation.get("failed", []))
        console.print(f"validation failed ({failed}): nothing exported; see {result.folder}")
    raise typer.Exit(int(outcome))
