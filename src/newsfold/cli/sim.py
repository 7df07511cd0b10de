"""``newsfold sim``: generate the simulated news web to disk, or serve it on localhost."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

if TYPE_CHECKING:
    from newsfold.sim.server import SimServer

__all__ = ["sim_app"]

sim_app = typer.Typer(
    help="A simulated news web with ground truth (no network needed).",
    no_args_is_help=True,
)
_console = Console(stderr=True)


@sim_app.command()
def generate(
    out: Annotated[Path, typer.Option("--out", help="Folder to write into.")],
    articles: Annotated[int, typer.Option("--articles", min=0, help="Pages to write.")] = 1000,
    seed: Annotated[int, typer.Option("--seed", min=0, help="Same seed, same bytes.")] = 0,
    warc: Annotated[bool, typer.Option("--warc", help="Also write WARC files.")] = False,
    gzip_files: Annotated[
        bool, typer.Option("--gzip", help="Gzip the JSONL files (level 1).")
    ] = False,
    workers: Annotated[int, typer.Option("--workers", min=1, help="Render processes.")] = 1,
    per_file: Annotated[
        int, typer.Option("--pages-per-file", min=1, help="Pages per JSONL/WARC file.")
    ] = 50_000,
    story_stride: Annotated[
        int,
        typer.Option(
            "--story-stride", min=1, help="Keep every Nth story: fewer pages over more days."
        ),
    ] = 1,
    template_change: Annotated[
        str | None,
        typer.Option(
            "--template-change",
            help="OUTLET@YYYY-MM-DD: that outlet serves a new template from that day "
            "(what `newsfold health` alerts on).",
        ),
    ] = None,
) -> None:
    """Write JSONL page files (newsfold input format), truth.jsonl and optional WARC files."""
    from newsfold.cli.options import usage_errors
    from newsfold.sim.generate import generate as run
    from newsfold.sim.template_change import parse_template_change

    change = None
    if template_change is not None:
        with usage_errors():
            change = parse_template_change(template_change)

    with Progress(
        TextColumn("generate"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=_console,
        disable=not _console.is_terminal,
    ) as progress:
        task = progress.add_task("generate", total=articles)
        summary = run(
            out,
            articles,
            seed,
            warc=warc,
            compress=gzip_files,
            pages_per_file=per_file,
            workers=workers,
            progress=lambda done: progress.update(task, completed=done),
            story_stride=story_stride,
            template_change=change,
        )
    sys.stdout.write(json.dumps(summary.as_dict(), ensure_ascii=False) + "\n")


@sim_app.command()
def serve(
    port: Annotated[int, typer.Option("--port", help="Port on 127.0.0.1 (0: any free).")] = 8808,
    articles: Annotated[int, typer.Option("--articles", min=1, help="Pages in the web.")] = 300,
    seed: Annotated[int, typer.Option("--seed", min=0)] = 0,
    faults: Annotated[bool, typer.Option(help="Inject 429/503/slow/truncated faults.")] = True,
    sources: Annotated[
        Path | None, typer.Option("--sources", help="Write the web's sources.yaml here.")
    ] = None,
    crawl_delay: Annotated[
        float | None, typer.Option("--crawl-delay", help="Crawl-delay for every robots.txt.")
    ] = None,
    min_gap: Annotated[
        float | None,
        typer.Option("--min-gap", help="Answer 429 to requests closer than this per host."),
    ] = None,
) -> None:
    """Serve the simulated web as an HTTP proxy on 127.0.0.1 until interrupted."""
    try:
        server = _make_server(seed, articles, port, faults, crawl_delay, min_gap)
    except OSError as exc:
        _console.print(f"[bold red]error:[/] cannot listen on 127.0.0.1:{port}: {exc}")
        raise typer.Exit(2) from exc
    if sources is not None:
        sources.write_text(server.sources_yaml(), encoding="utf-8")
    _console.print(
        f"serving {len(server.web.by_canonical)} articles of {len(server.web.outlets)} outlets "
        f"on {server.proxy_url}\n"
        f"try: curl -x {server.proxy_url} http://northgatewire.example/rss.xml"
    )
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.stop()


def _make_server(
    seed: int,
    articles: int,
    port: int,
    faults: bool,
    crawl_delay: float | None,
    min_gap: float | None,
) -> SimServer:
    from newsfold.sim.server import SimServer

    return SimServer(
        seed,
        articles,
        port=port,
        faults=faults,
        crawl_delay=crawl_delay,
        min_gap_s=min_gap,
        log_limit=10_000,  # a long-running server must not grow without bound
    )
