"""``newsfold crawl`` and ``newsfold reextract``: thin commands over the library.

Registered on the main app in :mod:`newsfold.cli`. Exit codes follow the
main CLI (:mod:`newsfold.cli.exits`): 0 done, 2 bad usage, configuration or
input, 3 nothing could be processed, 4 too many failed pages.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import signal
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer
from rich.console import Console, Group
from rich.live import Live
from rich.markup import escape
from rich.table import Table
from rich.text import Text

from newsfold.cli.exits import crawl_verdict
from newsfold.cli.options import ConfigOption, DbOption, fail, usage_errors
from newsfold.config import load_settings

if TYPE_CHECKING:
    from newsfold.crawl.crawler import Crawler, CrawlStatus, CrawlSummary

__all__ = ["crawl_cmd", "reextract_cmd"]

console = Console(stderr=True)
out_console = Console()

_MAX_HOST_ROWS = 20


def _status_view(status: CrawlStatus) -> Group:
    s = status.summary
    errors = sum(s.errors.values()) + s.outcomes.get("failed", 0)
    head = Text(
        f"requests {s.requests}  ({s.rate:.1f}/s)   pages stored {s.pages_stored}   "
        f"articles {s.extraction.articles}   not modified {s.outcomes.get('not_modified', 0)}   "
        f"errors {errors}   robots-blocked {s.outcomes.get('robots_blocked', 0)}"
    )
    table = Table(show_header=True, header_style="bold", box=None, pad_edge=False)
    table.add_column("host")
    table.add_column("queued", justify="right")
    table.add_column("requests", justify="right")
    table.add_column("state")
    hosts = sorted(
        set(status.queues) | set(s.host_requests), key=lambda h: (-status.queues.get(h, 0), h)
    )
    for host in hosts[:_MAX_HOST_ROWS]:
        state = "fetching" if host in status.active_hosts else ""
        if host in status.parked:
            state = f"parked {status.parked[host]:.0f}s"
        table.add_row(host, str(status.queues.get(host, 0)), str(s.host_requests[host]), state)
    if len(hosts) > _MAX_HOST_ROWS:
        table.add_row(f"... {len(hosts) - _MAX_HOST_ROWS} more hosts", "", "", "")
    return Group(head, table)


def _print_summary(
    summary: CrawlSummary,
    counts: dict[str, int],
    failures: dict[str, int],
    relations: dict[str, int],
) -> None:
    table = Table(title="crawl summary", show_header=False)
    table.add_row("requests", str(summary.requests))
    table.add_row("requests per second", f"{summary.rate:.2f}")
    for status, n in sorted(summary.statuses.items()):
        table.add_row(f"  HTTP {status}", str(n))
    for outcome, n in sorted(summary.outcomes.items()):
        table.add_row(f"outcome: {outcome}", str(n))
    table.add_row("pages stored", str(summary.pages_stored))
    table.add_row("new URLs discovered", str(summary.discovered))
    table.add_row("articles extracted", str(summary.extraction.articles))
    for kind, n in sorted(summary.extraction.failed.items()):
        table.add_row(f"extraction failed: {kind}", str(n))
    for state, n in sorted(counts.items()):
        table.add_row(f"frontier: {state}", str(n))
    for kind, n in sorted(failures.items()):
        table.add_row(f"frontier failed: {kind}", str(n))
    for relation, n in relations.items():  # counted in the store: what export shows
        table.add_row(f"store: {relation}", str(n))
    out_console.print(table)


async def _run(crawler: Crawler, extract: bool) -> CrawlSummary:
    import asyncio

    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError):  # not the main thread
            loop.add_signal_handler(sig, crawler.stop)
    from newsfold.engine.crawl import crawl

    return await crawl(crawler, extract=extract)


def crawl_cmd(
    sources: Annotated[Path, typer.Option("--sources", help="sources.yaml to crawl.")],
    db: DbOption = None,
    config: ConfigOption = None,
    once: Annotated[
        bool,
        typer.Option("--once", help="Crawl until the frontier is exhausted, then exit (default)."),
    ] = False,
    follow: Annotated[
        bool,
        typer.Option("--follow", help="Keep revisiting feeds, sitemaps and articles on schedule."),
    ] = False,
    extract: Annotated[
        bool, typer.Option("--extract/--no-extract", help="Extract and fold pages as they arrive.")
    ] = True,
    as_json: Annotated[bool, typer.Option("--json", help="Print the summary as JSON.")] = False,
    proxy: Annotated[
        str | None,
        typer.Option("--proxy", help="HTTP proxy for every request (e.g. `newsfold sim serve`)."),
    ] = None,
) -> None:
    """Crawl the sources politely into the store; pages are extracted and folded as they come."""
    import asyncio

    from newsfold.crawl.crawler import Crawler
    from newsfold.crawl.sources import load_sources
    from newsfold.store import open_store

    if once and follow:
        fail("--once and --follow exclude each other")
    with usage_errors():
        settings = load_settings(config, overrides={"db": db})
        crawl_config = load_sources(sources)
        if proxy:
            crawl_config = dataclasses.replace(crawl_config, proxy=proxy)
        settings = settings.replace(user_agent=crawl_config.user_agent)
        with open_store(settings.db) as store:
            live = Live(console=console, refresh_per_second=4, transient=True)
            enabled = console.is_terminal and not as_json

            def show(status: CrawlStatus) -> None:
                if enabled:
                    live.update(_status_view(status))

            crawler = Crawler(
                crawl_config,
                store,
                settings,
                follow=follow,
                progress=show if enabled else None,
            )
            if enabled:
                live.start()
            try:
                summary = asyncio.run(_run(crawler, extract))
            finally:
                if enabled:
                    live.stop()
            counts = crawler.frontier.counts()
            failures = crawler.frontier.failures()
            relations = store.relation_counts()
    if as_json:
        record = {
            **summary.as_dict(),
            "frontier": counts,
            "frontier_failed": failures,
            "store_relations": relations,
        }
        out_console.print_json(json.dumps(record))
    else:
        _print_summary(summary, counts, failures, relations)
    verdict = crawl_verdict(
        requests=summary.requests,
        responses=sum(summary.statuses.values()),
        handled=sum(summary.outcomes.values()),
        failed=summary.outcomes.get("failed", 0) + sum(summary.extraction.failed.values()),
        max_share=settings.max_failed_share,
        bugs=summary.extraction.bugs,
    )
    if verdict.code:
        console.print(f"[bold red]error:[/] {escape(verdict.message)}", soft_wrap=True)
        raise typer.Exit(verdict.code)


def reextract_cmd(
    publisher: Annotated[
        str, typer.Option("--publisher", help="Source name or publisher to redo.")
    ],
    db: DbOption = None,
    config: ConfigOption = None,
    sources: Annotated[
        Path | None, typer.Option("--sources", help="sources.yaml, for the publisher's hints.")
    ] = None,
) -> None:
    """Extract one publisher's archived pages again (after a template change)."""
    from newsfold.crawl.reextract import reextract_publisher
    from newsfold.crawl.sources import load_sources
    from newsfold.store import open_store

    with usage_errors():
        settings = load_settings(config, overrides={"db": db})
        hints = None
        if sources is not None:
            hints = load_sources(sources).source(publisher).hints()
        with open_store(settings.db) as store:
            summary = reextract_publisher(store, settings, publisher, hints)
    table = Table(title=f"reextract {publisher}", show_header=False)
    table.add_row("pages", str(summary.pages))
    table.add_row("articles rewritten", str(summary.rewritten))
    table.add_row("articles unchanged", str(summary.unchanged))
    table.add_row("failed pages queued again", str(summary.requeued))
    table.add_row("of those, now extracted", str(summary.pipeline.articles))
    for kind, n in sorted(summary.failed.items()):
        table.add_row(f"failed: {kind}", str(n))
    out_console.print(table)
