"""The ``newsfold`` command line: a thin layer over the library.

Commands and record formats here are a contract that benchmarks and users
script against: extend them, never break them. Only this module prints and
turns errors into exit codes (1: some records failed under ``--strict`` or
a run error; 2: bad usage or input).
"""

from __future__ import annotations

import gc
import json
import logging
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.console import Console
from rich.markup import escape
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    SpinnerColumn,
    TextColumn,
    TimeElapsedColumn,
)
from rich.table import Table

from newsfold import __version__
from newsfold.cli.exits import bug_verdict, ingest_verdict
from newsfold.cli.options import ConfigOption, DbOption, fail, usage_errors
from newsfold.cli.output import output_path
from newsfold.cli.sim import sim_app
from newsfold.cli.spark import (
    ENGINES,
    EngineOption,
    MasterOption,
    run_spark_fold,
    run_spark_ingest,
)
from newsfold.config import Settings, load_settings
from newsfold.engine.folding import article_or_skip, memory_folder
from newsfold.engine.stages import INTERNAL_ERROR, bugs, extract_page
from newsfold.extract import ExtractFailure
from newsfold.fold.batch import fold_records
from newsfold.hygiene import terminal_safe
from newsfold.inputs import BadRecord, iter_jsonl, line_limit, page_from_record
from newsfold.models import Article, Story, iso_utc

if TYPE_CHECKING:
    from newsfold.pipeline import IngestSummary

__all__ = ["app", "main"]

app = typer.Typer(
    name="newsfold",
    help="Turn news web pages into a clean, deduplicated dataset of stories.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
console = Console(stderr=True)
out_console = Console()


def _settings(config: Path | None, **overrides: Any) -> Settings:
    return load_settings(config, overrides=overrides)


_errors = usage_errors


def _progress() -> Progress:
    return Progress(
        SpinnerColumn(),
        TextColumn("[progress.description]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=console,
        transient=False,
        disable=not console.is_terminal,
    )


def _version(value: bool) -> None:
    if value:
        out_console.print(f"newsfold {__version__}")
        raise typer.Exit()


@app.callback()
def _main(
    verbose: Annotated[bool, typer.Option("--verbose", "-v", help="Log progress details.")] = False,
    version: Annotated[
        bool, typer.Option("--version", callback=_version, is_eager=True, help="Show the version.")
    ] = False,
) -> None:
    """newsfold: pages in, stories out."""
    logging.basicConfig(
        level=logging.INFO if verbose else logging.WARNING,
        format="%(levelname)s %(name)s: %(message)s",
        stream=sys.stderr,
    )


@app.command()
def ingest(
    paths: Annotated[
        list[str],
        typer.Argument(
            help="WARC/WARC.gz files, folders of .html/.html.gz, or JSONL page files "
            "(with --engine spark also Parquet page files, local or on object storage)."
        ),
    ],
    db: DbOption = None,
    config: ConfigOption = None,
    engine: EngineOption = "local",
    out: Annotated[
        str | None,
        typer.Option(
            "--out",
            help="With --engine spark: the folder to write the export records to "
            "(part files; no store is written).",
            show_default=False,
        ),
    ] = None,
    master: MasterOption = None,
) -> None:
    """Store pages, then extract and fold what is new. Running it twice adds nothing."""
    from newsfold.pipeline import ingest as run_ingest
    from newsfold.store import open_store

    if engine not in ENGINES:
        fail(f"unknown --engine {engine!r}; available: {', '.join(ENGINES)}")
    if engine == "spark":
        if out is None:
            fail("--engine spark writes the export records to a folder: give --out DIR")
        with _errors():
            spark_summary = run_spark_ingest(paths, out, _settings(config, db=db), master)
        verdict = bug_verdict(
            spark_summary.failed[INTERNAL_ERROR], where="in the Spark executors' logs"
        )
        if verdict.code:
            console.print(f"[bold red]error:[/] {escape(verdict.message)}", soft_wrap=True)
            raise typer.Exit(verdict.code)
        if not spark_summary.articles:
            console.print("[bold red]error:[/] no page could be extracted")
            raise typer.Exit(3)
        return
    if out is not None:
        fail("--out is for --engine spark; a local ingest writes the store (see export)")
    with _errors():
        settings = _settings(config, db=db)
        with open_store(settings.db) as store, _progress() as progress:
            task = progress.add_task("extract + fold", total=None)

            def tick(done: int, total: int) -> None:
                progress.update(task, completed=done, total=total)

            summary = run_ingest(store, [Path(p) for p in paths], settings, progress=tick)
            counts = store.counts()
            relations = store.relation_counts()
    _print_summary(summary.as_dict(), counts, relations)
    _exit_for(summary, settings)


def _exit_for(summary: IngestSummary, settings: Settings) -> None:
    """Exit 1, 3 or 4 (see :mod:`newsfold.cli.exits`) when the run did not do its job."""
    bad_input = summary.bad_records
    verdict = ingest_verdict(
        readable=summary.pages_new + summary.pages_seen,
        extracted=summary.articles,
        extract_failed=sum(summary.failed.values()) - bad_input,
        failed=sum(summary.failed.values()),
        max_share=settings.max_failed_share,
        bugs=summary.bugs,
    )
    if verdict.code:
        console.print(f"[bold red]error:[/] {escape(verdict.message)}", soft_wrap=True)
        raise typer.Exit(verdict.code)


def _print_summary(
    summary: dict[str, Any], counts: dict[str, int], relations: dict[str, int]
) -> None:
    """The run's figures, then the store's as ``export`` will show them."""
    table = Table(title="ingest summary", show_header=False)
    table.add_row("pages new", str(summary["pages_new"]))
    table.add_row("pages already stored", str(summary["pages_already_stored"]))
    if summary.get("retried"):  # pages a bug failed in an earlier run
        table.add_row("pages retried after a bug", str(summary["retried"]))
    table.add_row("articles extracted", str(summary["articles"]))
    table.add_row("review items opened", str(summary["review"]))
    for kind, n in sorted(summary["failed"].items()):
        table.add_row(f"failed: {kind}", str(n))
    table.add_row("store: articles / stories", f"{counts['articles']} / {counts['stories']}")
    for relation, n in relations.items():
        table.add_row(f"store: {relation}", str(n))
    out_console.print(table)


@app.command()
def extract(
    in_path: Annotated[Path, typer.Option("--in", help="JSONL page file (may be .gz).")],
    out_path: Annotated[
        Path, typer.Option("--out", help="JSONL article file to write (- for stdout).")
    ],
    strict: Annotated[bool, typer.Option(help="Exit 1 if any page failed.")] = False,
    config: ConfigOption = None,
) -> None:
    """Extract articles from a JSONL page file (no store needed)."""
    failed = 0
    buggy = 0
    total = 0
    bugs.reset()
    with _errors():
        settings = _settings(config)
        with (
            output_path(out_path) as written,
            written.open("w", encoding="utf-8") as out,
            _progress() as progress,
        ):
            task = progress.add_task("extract", total=None)
            limit = line_limit(settings.max_page_bytes)
            for number, obj in iter_jsonl(in_path, max_line_bytes=limit):
                total += 1
                page = (
                    obj
                    if isinstance(obj, BadRecord)
                    else page_from_record(obj, str(number), max_page_bytes=settings.max_page_bytes)
                )
                if isinstance(page, BadRecord):
                    record: dict[str, Any] = page.to_record()
                    failed += 1
                else:
                    article = extract_page(page, settings)
                    if isinstance(article, ExtractFailure):
                        record = article.to_record()
                        failed += 1
                        buggy += article.kind == INTERNAL_ERROR
                    else:
                        record = article.to_record()
                        # what folding orders by, and what export shows (extensions)
                        record["urls"] = list(article.urls)
                        record["fetched_at"] = iso_utc(article.fetched_at)
                out.write(json.dumps(record, ensure_ascii=False) + "\n")
                progress.advance(task)
    console.print(f"extracted {total - failed} of {total} pages; {failed} failed")
    verdict = bug_verdict(buggy)  # a bug exits 1 with or without --strict
    if verdict.code:
        console.print(f"[bold red]error:[/] {escape(verdict.message)}", soft_wrap=True)
        raise typer.Exit(verdict.code)
    if strict and failed:
        raise typer.Exit(1)


@app.command()
def fold(
    in_path: Annotated[
        str,
        typer.Option(
            "--in",
            help="JSONL articles (extract output or similar); with --engine spark a "
            "folder, glob or Parquet of them (local or on object storage).",
        ),
    ],
    out_path: Annotated[
        str,
        typer.Option(
            "--out",
            help="JSONL assignments to write (- for stdout); with --engine spark a "
            "folder of part files.",
        ),
    ],
    method: Annotated[
        str, typer.Option(help="Near-duplicate method: minhash or simhash.")
    ] = "minhash",
    semantic: Annotated[
        str | None,
        typer.Option(
            help="Re-rank borderline candidates by meaning: off, auto, use or minilm "
            "(needs the 'semantic' extra; default: the 'semantic' setting, off)."
        ),
    ] = None,
    events: Annotated[
        bool | None,
        typer.Option(
            "--events/--no-events",
            help="Link stories that report one event in other words as 'related' "
            "(default: the 'event_links' setting, off).",
        ),
    ] = None,
    config: ConfigOption = None,
    engine: EngineOption = "local",
    master: MasterOption = None,
) -> None:
    """Fold articles into stories (no store needed); written in input order."""
    from newsfold.fold import METHODS

    if method not in METHODS:
        fail(f"unknown --method {method!r}; available: {', '.join(METHODS)}")
    if engine not in ENGINES:
        fail(f"unknown --engine {engine!r}; available: {', '.join(ENGINES)}")
    with _errors():
        settings = _settings(config)
        if semantic is not None:
            settings = settings.replace(semantic=semantic)
        if events is not None:
            settings = settings.replace(event_links=events)
        if engine == "spark":
            run_spark_fold([in_path], out_path, settings, method, master)
            return
        folder = memory_folder(settings, method)
        console.print(folder.fingerprinter.describe(), highlight=False)
        if folder.semantic is not None:
            console.print(folder.semantic.describe(), highlight=False)
        articles: list[Article] = []
        skipped = 0
        with _progress() as progress:
            task = progress.add_task("read", total=None)
            for number, obj in iter_jsonl(Path(in_path)):
                progress.advance(task)
                article = article_or_skip(obj)
                if isinstance(article, str):
                    if isinstance(obj, dict) and "id" in obj and "error" not in obj:
                        console.print(f"line {number}: skipped ({escape(article)})")
                    skipped += 1
                    continue
                articles.append(article)
            # folded in the order the articles state (newsfold.fold.order), as ingest
            # folds; written in input order
            task = progress.add_task("fold", total=len(articles))
            records = fold_records(articles, folder, progress=lambda n: progress.advance(task, n))
        with output_path(Path(out_path)) as written, written.open("w", encoding="utf-8") as out:
            for record in records:
                out.write(json.dumps(record, ensure_ascii=False) + "\n")
        stories = len({r["story_id"] for r in records})
    console.print(
        f"folded {len(records)} articles into {stories} stories"
        + (f"; skipped {skipped} records" if skipped else "")
    )


@app.command()
def stories(
    db: DbOption = None,
    config: ConfigOption = None,
    limit: Annotated[int, typer.Option(help="Show at most this many stories.")] = 50,
    as_json: Annotated[
        bool, typer.Option("--json", help="Print JSON lines instead of a table.")
    ] = False,
) -> None:
    """List stories in the store with their outlets and URLs (--json: with the scores
    of the representative article)."""
    from newsfold.quality.scores import story_scores
    from newsfold.store import open_store

    with _errors():
        settings = _settings(config, db=db)
        with open_store(settings.db, create=False) as store:
            rows = store.stories(limit)
            related = store.related_stories()
            scores = story_scores(store, [row.representative_id for row in rows])
    if as_json:
        # one object per line, unstyled and unwrapped: what a script reads
        for row in rows:
            typer.echo(
                json.dumps(
                    {
                        "story_id": row.id,
                        "headline": row.headline,
                        "follows": row.follows,
                        "related": related.get(row.id, []),
                        "outlets": row.outlets,
                        "urls": [m.url for m in row.members],
                        "members": len(row.members),
                        "first_seen": iso_utc(row.first_seen),
                        "last_seen": iso_utc(row.last_seen),
                        "time_to_10th_outlet_s": row.time_to_tenth_outlet,
                        **scores.get(row.representative_id, {}),
                    },
                    ensure_ascii=False,
                )
            )
        return
    _print_stories(rows, related)


def _print_stories(rows: list[Story], related: dict[str, list[str]] | None = None) -> None:
    """Stories as plain indented text: full URLs, no truncation, readable in a log."""
    out_console.print(f"[bold]{len(rows)} stories[/]")
    for row in rows:
        out_console.print()
        out_console.print(f"[bold]{row.id}[/]  {_shown(row.headline or '(no headline)')}")
        if row.follows:
            out_console.print(f"  follows {_shown(row.follows)}")
        if related and related.get(row.id):
            out_console.print(f"  related {_shown(', '.join(related[row.id]))}")
        out_console.print(f"  outlets ({len(row.outlets)}): {_shown(', '.join(row.outlets))}")
        spread = f"  first seen {iso_utc(row.first_seen)}, last seen {iso_utc(row.last_seen)}"
        if row.time_to_tenth_outlet is not None:
            spread += f", 10th outlet after {row.time_to_tenth_outlet / 3600:.1f} h"
        out_console.print(spread)
        for m in row.members:
            when = iso_utc(m.published_at) or "undated"
            flag = " [yellow](review)[/]" if m.review else ""
            seen_at = m.urls[-1] if m.urls else m.url
            via = f" (fetched as {_shown(seen_at)})" if seen_at and seen_at != m.url else ""
            out_console.print(
                f"  - {m.relation}{flag} | {_shown(m.publisher or '?')} | {when} | "
                f"{_shown(m.url or '')}{via}",
                overflow="ignore",
                crop=False,
                soft_wrap=True,
            )


def _shown(text: str) -> str:
    """Stored text as it may reach a terminal: no escapes, controls or bidi overrides
    (stores written before extraction cleaned them may hold some), no markup."""
    return escape(terminal_safe(text))


@app.command()
def demo(
    db: DbOption = None,
    config: ConfigOption = None,
    sim: Annotated[
        int,
        typer.Option(
            "--sim",
            min=0,
            help="Also fold this many pages of the simulated news web (in a temporary "
            "store) and score the stories against its ground truth.",
        ),
    ] = 0,
) -> None:
    """Ingest the bundled sample (no network) and show its stories."""
    from newsfold.pipeline import ingest as run_ingest
    from newsfold.sim.sample import sample_path
    from newsfold.store import open_store

    with _errors():
        settings = _settings(config, db=db)
        with open_store(settings.db) as store:
            summary = run_ingest(store, [sample_path()], settings)
            counts = store.counts()
            relations = store.relation_counts()
            rows = store.stories()
    console.print(f"store: {settings.db}")
    _print_summary(summary.as_dict(), counts, relations)
    _print_stories(rows)
    if sim:
        _demo_sim(sim, settings)


def _demo_sim(pages: int, settings: Settings) -> None:
    from newsfold.sim.demo import run_sim_check

    with _errors(), _progress() as progress:
        task = progress.add_task("simulated web", total=pages)

        def tick(done: int, total: int) -> None:
            progress.update(task, completed=done, total=total)

        check = run_sim_check(pages, settings, progress=tick)
    out_console.print()
    out_console.print(
        f"[bold]simulated web[/]: {check.pages} pages, {check.articles} articles "
        f"({check.failed} failed); {check.true_stories} true stories, "
        f"{check.found_stories} found; pairwise precision {check.precision:.3f}, "
        f"recall {check.recall:.3f}"
    )
    for name, score in (("ingest", check.ingest), ("batch", check.batch)):
        if score is None:
            continue
        out_console.print(
            f"{name} path: follows precision {score.follows_precision:.3f}, recall "
            f"{score.follows_recall:.3f} ({score.follows_links} links, {score.follows_truth} "
            f"true); look-alikes folded {score.lookalike_fold_rate:.3f} of {score.lookalikes}"
        )
    if check.ingest is not None:
        table = Table(title="true relation (rows) against newsfold's (columns), ingest path")
        header, *rows = check.ingest.table()
        for name in header:
            table.add_column(name, justify="right" if name != header[0] else "left")
        for row in rows:
            table.add_row(*row)
        out_console.print(table)
    out_console.print(
        "ingest and batch paths agree on every record"
        if check.disagreements == 0
        else f"[red]ingest and batch paths disagree on {check.disagreements} records[/]"
    )
    _demo_health(settings)


def _demo_health(settings: Settings) -> None:
    from newsfold.quality.demo import DEMO_CHANGE, health_demo

    with _errors():
        alerted = health_demo(settings)
    outlet, day = DEMO_CHANGE
    out_console.print(
        f"[bold]publisher health[/]: {outlet} changes template on {day} in a thin simulated "
        f"web; {len(alerted)} publisher-days raised an alert"
    )
    for d in alerted:
        for alert in d.alerts:
            out_console.print(
                f"  [bold red]ALERT[/] {_shown(d.publisher)} {d.day}: {alert.describe()}"
            )


from newsfold.cli.crawl import crawl_cmd, reextract_cmd  # noqa: E402  (crawler commands)
from newsfold.cli.editorial import calibrate_cmd, serve_cmd, users_app  # noqa: E402
from newsfold.cli.export import export_cmd  # noqa: E402  (exports with a contract)
from newsfold.cli.quality import (  # noqa: E402  (corpus governance)
    health_cmd,
    retention_cmd,
    score_cmd,
    validate_cmd,
)
from newsfold.cli.review import review_app  # noqa: E402  (the review queue)
from newsfold.cli.run import run_cmd  # noqa: E402  (the daily job)

app.add_typer(review_app, name="review")
app.add_typer(users_app, name="users")
app.command("calibrate")(calibrate_cmd)
app.command("serve")(serve_cmd)
app.command("export")(export_cmd)
app.command("score")(score_cmd)
app.command("health")(health_cmd)
app.command("validate")(validate_cmd)
app.command("run")(run_cmd)
app.command("retention")(retention_cmd)
app.command("crawl")(crawl_cmd)
app.command("reextract")(reextract_cmd)
app.add_typer(sim_app, name="sim")


def main() -> None:
    """Console-script entry point.

    Once the command has succeeded, every object the process holds is frozen for the cycle
    collector (``gc.freeze``): the interpreter's exit still frees what the modules hold,
    by reference counts, but its last collections no longer walk every object left
    (jieba's dictionaries, the caches, the models), which took 0.2 s of the 0.25 s an
    ingest's exit cost (benchmarks/README.md, Ingest, session 16). Nothing a command
    writes waits on that walk: stores are closed and outputs renamed before the
    command returns, and Python promises no ``__del__`` at exit anyway. A failed command
    is not frozen: an error may leave a connection held by its traceback, which the
    exit's collections still close (a SQLite store's WAL checkpointed and removed).
    """
    try:
        app()
    except SystemExit as exc:
        if exc.code is None or exc.code == 0:
            gc.freeze()
        raise
    gc.freeze()
